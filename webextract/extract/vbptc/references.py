"""The references field, VB-PTC (000_c6fae3235630f454.txt) §V ("a block with a higher
proportion of year entities and number string entities ... is the reference item") and
§VI.F.1 (citations taken for references).

The reference section is found by its item name (``References``, ``Bibliography``,
``Literature Cited``, ``参考文献``...) when the page has one: the blocks after it, up to the
next heading of its rank, that hold a year entity are the references, one a block.  Without
a name, the longest run of consecutive blocks with a high share of year and number-string
entities (at least ``min_run`` of them) is taken, the paper's rule.

The paper's error analysis: a "Cited by" section (the papers that cite this one) looks like
a reference list.  Such a section, found by its name (``Cited by``, ``Citing articles``,
``This article is cited by``, ``被引``...), ends the references, and a run of reference-like
blocks right after such a name is never taken.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Sequence

from webextract.extract.vbptc.blocks import Block
from webextract.extract.vbptc.entities import entity_shares

REFERENCE_LABEL = re.compile(
    r"^\s*(?:\d+\.?\s*|[IVX]+\.\s*)?(?:references?(?:\s+(?:and\s+notes|cited))?|bibliography|literature\s+cited|"
    r"works\s+(?:cited|consulted)|cited\s+(?:literature|works)|sources\s+cited|literatura\s+citada|reference\s+list|literatur(?:verzeichnis)?|r[ée]f[ée]rences|"
    r"referencias|referências|referencias\s+bibliográficas|referências\s+bibliográficas|bibliografía|bibliografia|"
    r"bibliographie|riferimenti(?:\s+bibliografici)?|список\s+литературы|литература|literatura|"
    r"daftar\s+pustaka|kaynak[çc]a|kaynaklar|literatuur(?:lijst)?|referenser|k[äa]llor|pi[śs]miennictwo|"
    r"bibliografie|l[äa]hteet|"
    r"参考文献|參考文獻|引用文献)\s*(?:\(\d+\))?\s*[:：]?\s*$", re.I)
CITED_BY_LABEL = re.compile(
    r"^\s*(?:cited\s+by|citing\s+articles|articles\s+citing\s+this|this\s+article\s+is\s+cited\s+by|"
    r"citations?\s*(?:\(\d+\))?$|related\s+articles|similar\s+articles|recommended\s+articles|"
    r"more\s+like\s+this|people\s+also\s+read|you\s+may\s+also\s+like|you\s+might\s+also\s+(?:like|be\s+interested)|"
    r"most\s+(?:read|viewed|cited|popular|downloaded|shared)\b|(?:latest|recent|new|popular|featured|other|more)\s+articles\b|"
    r"(?:(?:other|more)\s+)?(?:(?:articles|papers)\s+)?in\s+this\s+(?:issue|volume)\b|"
    r"recommended\b|also\s+of\s+interest|read\s+next|more\s+from\s+this|trending\b|editors?['’]?\s+picks?|"
    r"被引|引证文献|相关文章)", re.I)
#: The name of the citation a page gives of its own article: it ends a reference list.
OWN_CITATION_LABEL = re.compile(
    r"^\s*(?:cite\s+this(?:\s+(?:article|paper|chapter|publication|item))?(?:\s+as)?|how\s+to\s+cite(?:\s+this(?:\s+(?:article|paper|chapter))?)?|"
    r"(?:suggested|recommended)\s+citation|citation(?:\s+format)?)\s*[:：]?\s*$", re.I)
_YEAR = re.compile(r"(?<!\d)(?:1[6-9]|20)\d\d(?!\d)")
#: Least consecutive reference-like blocks of an unnamed reference list.
MIN_RUN = 3
#: Least (years + number strings) / words of a reference-like block.
MIN_ENTITY_SHARE = 0.08
#: Blocks without a reference after which a named reference list is over (the links and
#: notes of one reference are a few blocks at most).
MAX_GAP = 8  # blocks inside the list of the last reference do not count (one block per author name)
#: Levels searched up from a reference for the list that holds it.
LIST_DEPTH = 6
#: Blocks between two references beyond which the second must sit in the first's container.
SAME_LIST_GAP = 2
#: Most references returned (a page listing thousands is cut here).
MAX_REFERENCES = 5000


_COPYRIGHT = re.compile(r"©|\(c\)\s*(?:19|20)\d\d|\bcopyright\b|all rights reserved|版权所有", re.I)


#: What a citation holds besides a year: initials, "et al.", a page range, a volume(issue),
#: a year in brackets, a DOI.
_CITATION_MARK = re.compile(r"\b[A-Z]\.|\bet al\b|\d+\s*[-–]\s*\d+|\d+\s*\(\d+\)|\((?:1[6-9]|20)\d\d[a-z]?\)|"
                            r"\b10\.\d{4,9}/|[\u4e00-\u9fff]{2,}[，,.]")


def _list_of(el: Any) -> Any:
    """The list (``ol``, ``ul``, ``dl``) an element sits in, or ``None``."""
    el = el.getparent()
    for _ in range(LIST_DEPTH):
        if el is None or el.tag in ("ol", "ul", "dl"):
            return el
        el = el.getparent()
    return None


def _inside(el: Any, holder: Any) -> bool:
    """True when ``el`` lies inside ``holder`` (within :data:`LIST_DEPTH` levels): a block of a
    reference's own parts (one block per author name), not past the list."""
    if holder is None:
        return False
    for _ in range(LIST_DEPTH * 2):
        if el is None:
            return False
        if el is holder:
            return True
        el = el.getparent()
    return False


def _place(el: Any) -> tuple:
    """Where an element sits: its tag and class and those of its two nearest ancestors (the
    items of one list share it)."""
    out = []
    for _ in range(3):
        if el is None:
            break
        out.append((el.tag, el.get("class")))
        el = el.getparent()
    return tuple(out)


#: What an entry of a reference list without a year names instead: a work in press, no
#: date, a web address or the day it was read ("n.d.", "In press", "Available from:
#: https://...", "accessed 12 May 2020").
_UNDATED = re.compile(r"\bin\s+press\b|\bn\.\s?d\.|\bforthcoming\b|\bavailable\s+(?:from|at|online)\b|"
                      r"\baccessed\b|\bretrieved\b|https?://|\bwww\.", re.I)


#: The day a web page was read ("accessed 12 May 2020", "retrieved on 2020-05-12"): no
#: year of the work.
_READ_ON = re.compile(r"\b(?:accessed|retrieved|cited)(?:\s+on)?\s*:?\s*[\w ,./-]{0,24}?(?:1[6-9]|20)\d\d", re.I)


def _undated_entry(text: str) -> bool:
    """An entry of a reference list without a year (but the day it was read): 4 to 250 words
    naming a work in press, no date or a web address (:data:`_UNDATED`)."""
    return (4 <= text.count(" ") + 1 <= 250 and bool(_UNDATED.search(text))
            and not _YEAR.search(_READ_ON.sub("", text)) and not _COPYRIGHT.search(text))


@lru_cache(maxsize=4096)
def year_and_mark(text: str) -> bool:
    """A text holding a year and a citation's mark (:data:`_CITATION_MARK`): both tests run
    once per block text, by the section scan and the scan by content alike."""
    return _YEAR.search(text) is not None and _CITATION_MARK.search(text) is not None


def _is_reference(b: Block) -> bool:
    return (b.t >= 4 and b.lt * 2 <= b.t and not b.heading and year_and_mark(b.text)
            and not _COPYRIGHT.search(b.text))


def _reference_like(b: Block) -> bool:
    if not _is_reference(b):
        return False
    s = entity_shares(b.text)
    return s.years >= 1 and (s.years + s.numbers) / max(s.words, 1) >= MIN_ENTITY_SHARE


def find_reference_section(blocks: Sequence[Block], start: int = 0) -> tuple[int | None, int]:
    """Where the reference list starts and ends: ``(index of its first block, end index)``;
    ``(None, len)`` when the page has no reference list."""
    n = len(blocks)
    best: tuple[int, int, int] | None = None  # (count, first, end)
    for i in range(start, n):
        b = blocks[i]
        if b.t > 6 or not REFERENCE_LABEL.match(b.text):
            continue
        level = b.heading or 7
        count = 0
        j = i + 1
        last = i
        place: tuple = ()
        holder: Any = None
        while j < n:
            nb = blocks[j]
            if nb.heading and nb.heading <= level or nb.t <= 6 and (CITED_BY_LABEL.match(nb.text)
                                                                    or OWN_CITATION_LABEL.match(nb.text)):
                break
            if REFERENCE_LABEL.match(nb.text) and nb.t <= 6:
                break
            if _is_reference(nb):
                if count and j - last > SAME_LIST_GAP and _place(nb.element) != place \
                        and not _inside(nb.element, holder):
                    break  # past other blocks, placed otherwise: a side box's citation line
                count += 1
                last = j
                place = _place(nb.element)
                holder = _list_of(nb.element)
            elif j - last > MAX_GAP and not (count and _inside(nb.element, holder)):
                break  # the list ended some blocks ago: the page goes on with other things
            j += 1
        if count and (best is None or count > best[0]):
            best = (count, i + 1, last + 1)
    if best is not None:
        return best[1], best[2]
    # no name: the longest run of reference-like blocks, not right after a "Cited by" name
    run_start, best_run = None, (0, None, n)
    i = start
    while i < n:
        if _reference_like(blocks[i]):
            j = i
            while j < n and (_reference_like(blocks[j]) or (blocks[j].lt * 2 > blocks[j].t and not blocks[j].heading)):
                j += 1
            real = sum(_reference_like(blocks[k]) for k in range(i, j))
            before = blocks[max(start, i - 2):i]
            cited = any(CITED_BY_LABEL.match(x.text) and x.t <= 6 for x in before)
            if real >= MIN_RUN and not cited and real > best_run[0]:
                best_run = (real, i, j)
            i = j
        i += 1
    del run_start
    if best_run[1] is None:
        return None, n
    return best_run[1], best_run[2]


#: The label of a list entry before its text: "12.", "[12]", "12)", a bare "12" glued to
#: the text, a return arrow.
_ENTRY_LABEL = re.compile(r"^\s*(?:\[\d{1,4}\]|\(\d{1,4}\)|\d{1,4}[.)]?(?=\s*[^\d\s.,;:)\]–-]))\s*↵?\s*")


def entry_text(text: str) -> str:
    """A reference as one string: ``text`` without the list label before it ("12.",
    "[12]", "12)", a number glued to the first author: "1Garcia B."), a year never taken for
    one ("2019. Title" keeps its year)."""
    m = _ENTRY_LABEL.match(text)
    if m is None or m.end() == len(text) or _YEAR.match(text.lstrip()):
        return text
    return text[m.end():]


def find_references(blocks: Sequence[Block], first: int | None, end: int,
                    max_references: int = MAX_REFERENCES) -> list[str]:
    """The references of the section ``blocks[first:end]``: one string per block holding a
    year, consecutive duplicates dropped, at most ``max_references``."""
    if first is None:
        return []
    out: list[str] = []
    tag = None
    parent = None  # the element holding the last reference (its list)
    for b in blocks[first:end]:
        # a reference, or an entry without a year among the references of the same list
        # ("World Health Organization. Report. Geneva: WHO; n.d. Available from: https://...")
        if _is_reference(b) or (tag == b.tag and b.lt * 2 <= b.t and b.element.getparent() is parent
                                and _undated_entry(b.text)):
            if tag is None:
                tag = b.tag
            elif b.tag != tag:
                continue  # not an item of the list (a footer line, a note)
            parent = b.element.getparent()
            text = entry_text(b.text)
            if not out or out[-1] != text:
                out.append(text)
            if len(out) >= max_references:
                break
    return out


# ------------------------------------------------------------- references by their content
#: Names as a citation lists them: a family name and initials ("Smith J.", "Smith, J. A.",
#: "J.-Y. Jeng"), or "et al.".
_CITED_AUTHOR = re.compile(r"\b[A-Z][\w'’-]+,?\s+(?:[A-Z]\.?\s?-?){1,3}(?=[\s,;.:(]|$)|"
                           r"(?<![\w.])(?:[A-Z]\.\s?-?){1,3}\s?[A-Z][\w'’-]{2,}|\bet\s+al\b")
#: What names a citation's venue or its place in it: a page range, volume(issue), pages,
#: a DOI, "In:", a proceedings or a press, Chinese document-type marks ([J], [M]).
_CITED_VENUE = re.compile(r"\d+\s*[-–—]\s*\d+|\d+\s*\(\d+\)|\bpp?\.\s*\d|\b10\.\d{4,9}/|\bIn[:\s]|"
                          r"proceedings|\bproc\.|conference|\bpress\b|\bjournal\b|\bvol\.?\s*\d|"
                          r"\d+\s*:\s*\d+|(?:1[6-9]|20)\d\d\s*[,;]\s*\d{1,4}\b|\[[JMCDR]\]", re.I)
#: Fewest citation-shaped items of a list found by content; the share of its items they are.
MIN_CONTENT_ITEMS = 3
MIN_CONTENT_SHARE = 0.6
#: The share of a list named as the references (``References``, ``Bibliography``...) whose
#: items must hold a year and a citation's mark: every item of such a list is then a
#: reference, with or without a year ("WHO. Report. Geneva: WHO; 2016", "Smith A. Title.
#: London: Routledge", "A. Tanaka, Phys. Rev. B 80, 1000").
MIN_NAMED_SHARE = 0.3
#: Fewest words of an item of a named reference list.
MIN_ITEM_WORDS = 4
#: Ancestors of a year-bearing element tried as a list item.
_ITEM_DEPTH = 4


def citation_shaped(text: str) -> bool:
    """A text shaped like one citation: 5 to 250 words with a year, cited names (initials,
    "et al.") and a venue's marks (pages, volume(issue), DOI, proceedings...)."""
    n = text.count(" ") + 1
    return (5 <= n <= 250 and bool(_YEAR.search(text)) and bool(_CITED_AUTHOR.search(text))
            and bool(_CITED_VENUE.search(text)) and not _COPYRIGHT.search(text))


def _cited_entry(text: str) -> bool:
    """An entry of a reference list that is no article citation: cited names and a year
    ("Lu F., Chien W., U. S. Pat. 2006/7052374", "Liao X., Ph. D. Thesis (2014)")."""
    n = text.count(" ") + 1
    return 3 <= n <= 250 and bool(_YEAR.search(text)) and bool(_CITED_AUTHOR.search(text)) \
        and not _COPYRIGHT.search(text)


def references_by_content(blocks: Sequence[Block], max_references: int = MAX_REFERENCES) -> list[str]:
    """The page's references found by their content, whatever the markup: the children of
    one element (a list, a collapsed "reveal" section, a run of ``<div>``) of which at least
    :data:`MIN_CONTENT_ITEMS`, and :data:`MIN_CONTENT_SHARE` of those of their tag, are each
    shaped like a citation (:func:`citation_shaped`, their whole text: links and nested
    blocks included); the list's entries that name cited authors and a year without a venue's
    marks (a patent, a thesis) and its entries without a year that name a work in press or
    a web address are references too.  A list right after a "Cited by" name is not taken.  Input: the page's
    blocks before noise removal (their elements in the cleaned tree).  Output: one string per
    reference, in page order, at most ``max_references``; ``[]`` when no list qualifies."""
    texts: dict[Any, str] = {}

    def text_of(el: Any) -> str:
        t = texts.get(el)
        if t is None:
            t = texts[el] = " ".join(el.text_content().split())
        return t

    memo: dict[str, bool] = {}

    def shaped(text: str) -> bool:
        known = memo.get(text)
        if known is None:
            known = memo[text] = citation_shaped(text)
        return known

    tried: set[Any] = set()
    best: list[str] = []
    for b in blocks:
        if b.t > 250 or not year_and_mark(b.text):
            continue  # not a citation nor a part of one (its year with a name or a venue)
        el = b.element
        for _ in range(_ITEM_DEPTH):
            parent = el.getparent()
            if parent is None:
                break
            key = (parent, el.tag)
            if key not in tried:
                tried.add(key)
                items = [c for c in parent if c.tag == el.tag]
                if len(items) >= MIN_CONTENT_ITEMS and len(items) > len(best):
                    whole = [t for t in map(text_of, items) if t]
                    # citation-shaped items, the count stopped once the list cannot qualify
                    needed = max(MIN_CONTENT_ITEMS, MIN_CONTENT_SHARE * len(items))
                    found = misses = 0
                    for t in whole:
                        if shaped(t):
                            found += 1
                        else:
                            misses += 1
                            if len(items) - misses < needed:
                                break
                    if (kept := _named_list(parent, el.tag, text_of)) and len(kept) > len(best):
                        best = kept  # a list named as the references: every entry
                        continue
                    if (found >= MIN_CONTENT_ITEMS and found >= MIN_CONTENT_SHARE * len(items)
                            and not _after_cited_by(parent)):
                        # the list's citations, and its entries of cited names and a year
                        # without a venue's marks (a patent, a thesis)
                        kept = [t for t in whole if shaped(t) or _cited_entry(t) or _undated_entry(t)]
                        if len(kept) > len(best):
                            best = kept
            el = parent
    return [entry_text(t) for t in best[:max_references]]


_HEADINGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))


def _named_items(parent: Any, tag: str) -> list[Any]:
    """The children of ``parent`` of ``tag`` that a reference name (:data:`REFERENCE_LABEL`)
    heads: those after such a name among ``parent``'s children, up to the next heading (a
    flat page: ``<h2>Works Cited</h2><p>...</p><p>...</p>``), else all of them when the
    nearest name before them is one; ``[]`` otherwise."""
    run: list[Any] | None = None
    for c in parent:
        if not isinstance(c.tag, str):
            continue
        if c.tag == tag:
            if run is not None:
                run.append(c)
            continue
        if c.tag in _HEADINGS or len(c) <= 1 and len(c.text_content()) <= 60:
            if REFERENCE_LABEL.match(" ".join(c.text_content().split())):
                run = []
            elif run is not None and c.tag in _HEADINGS:
                break  # the next section
    if run:
        return run
    items = [c for c in parent if c.tag == tag]
    name = _name_before(items[0]) if items else None
    return items if name is not None and REFERENCE_LABEL.match(name) else []


def _named_list(parent: Any, tag: str, text_of: Any) -> list[str]:
    """The entries of a list named as the references (:func:`_named_items`) of which
    :data:`MIN_NAMED_SHARE` and at least :data:`MIN_CONTENT_ITEMS` hold a year and a
    citation's mark: every item of :data:`MIN_ITEM_WORDS` words or more; ``[]`` when the
    list is not so named or not so shaped.  Input: the list's element, its items' tag and
    a function giving an element's text."""
    items = _named_items(parent, tag)
    whole = [t for t in map(text_of, items) if t]
    dated = sum(1 for t in whole if year_and_mark(t))
    if dated < MIN_CONTENT_ITEMS or dated < MIN_NAMED_SHARE * len(items):
        return []
    return [t for t in whole if t.count(" ") + 1 >= MIN_ITEM_WORDS and not _COPYRIGHT.search(t)]


def _name_before(el: Any) -> str | None:
    """The nearest text before ``el`` (its previous sibling's, else its parent's previous
    sibling's, three levels up), whitespace folded and cut at 80 characters; ``None`` when
    there is none."""
    for _ in range(3):
        if el is None:
            return None
        prev = el.getprevious()
        while prev is not None and not isinstance(prev.tag, str):
            prev = prev.getprevious()
        if prev is not None:
            text = " ".join(prev.text_content().split())[:80]
            if text:
                return text
        el = el.getparent()
    return None


def _after_cited_by(el: Any) -> bool:
    """Whether the nearest name before a list (:func:`_name_before`) names a "Cited by" or
    related-articles section."""
    name = _name_before(el)
    return name is not None and bool(CITED_BY_LABEL.match(name))
