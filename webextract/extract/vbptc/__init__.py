"""VB-PTC: scholarly fields of article pages (Gong et al., IEEE Access 2020,
000_c6fae3235630f454.txt).

The page is cleaned (§IV.A), site-level template nodes are removed when a
:class:`~webextract.denoise.hashtree.SiteTemplate` of the site is given (§IV.B), link
clusters are removed (§IV.C), visual blocks are built (§V.B), and each field is taken by the
method that suits it (§V): regular expressions for volume, issue, DOI, keywords and
published time (:mod:`.patterns`), the head's title checked against the headings
(:mod:`.title`), authors and references by entity proportions (:mod:`.entities`,
:mod:`.references`), the abstract by symbol density (:mod:`.abstract`).  Structured
metadata (:mod:`.meta`) is a further, optional source.

Use::

    from webextract.extract.vbptc import extract_scholarly
    article = extract_scholarly(html_bytes, url=url, meta=False)
    article.title, article.authors, article.doi, article.provenance
"""

from __future__ import annotations

import copy
import re
from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Iterator, Sequence

import lxml.html

from webextract.denoise.linkclusters import remove_link_clusters
from webextract.dom import clean_tree, parse_html
from webextract.extract.vbptc.abstract import find_abstract
from webextract.extract.vbptc.blocks import Block, build_blocks, hints, is_item_name
from webextract.extract.vbptc.entities import (
    AFFILIATION_LABEL,
    Author,
    assign_affiliations,
    has_places,
    is_affiliation,
    marked_affiliation,
    split_names,
)
from webextract.extract.vbptc.meta import read_meta
from webextract.extract.vbptc.patterns import (
    find_citation,
    find_dois,
    find_issue,
    find_volume,
    issue_in_links,
    issue_line_rest,
    keyword_label,
    label_language,
    labelled_date,
    parse_date,
    split_keywords,
)
from webextract.extract.vbptc.references import find_reference_section, find_references
from webextract.extract.vbptc.title import find_title
from webextract.items import ScholarlyArticle
from webextract.text.language import guess_language

__all__ = ["DEFAULTS", "FIELDS", "Block", "VbptcOptions", "build_blocks", "extract_fields", "extract_scholarly",
           "read_meta", "visual_fields"]

#: The fields of a :class:`ScholarlyArticle` the extractor fills, in output order.
FIELDS = ("title", "authors", "abstract", "keywords", "doi", "volume", "issue", "published",
          "references")


#: Fields read from the page before site-level denoising when the denoised page lacks them.
FALLBACK_FIELDS = ("title", "doi", "volume", "issue", "published", "keywords")


@dataclass(frozen=True)
class VbptcOptions:
    """The extractor's parameters (paper defaults where the paper gives one).

    ``page_level``: remove link clusters first (§IV.C); ``abstract_mode``: ``"labelled"``
    (default) or ``"paper"`` (eq. 5 maximum over the whole page, see :mod:`.abstract`);
    ``min_abstract_words``: least words of an abstract; ``author_window``: blocks after the
    title searched for the author line; ``affiliation_place_share``: least share of place
    entities of an affiliation without an organisation word; ``header_window``: blocks around
    the title in which volume, issue, DOI and dates are looked for first;
    ``max_references``: most references kept.
    """

    page_level: bool = True
    abstract_mode: str = "labelled"
    min_abstract_words: int = 30
    author_window: int = 25
    affiliation_place_share: float = 0.2
    header_window: int = 60
    max_references: int = 5000


DEFAULTS = VbptcOptions()


def _options(options: VbptcOptions | None, overrides: dict[str, Any]) -> VbptcOptions:
    opts = options or DEFAULTS
    if overrides:
        known = {f.name for f in fields(VbptcOptions)}
        bad = set(overrides) - known
        if bad:
            raise TypeError(f"unknown VB-PTC option(s): {', '.join(sorted(bad))}")
        opts = replace(opts, **overrides)
    return opts


def extract_scholarly(
    page: bytes | str | lxml.html.HtmlElement,
    url: str | None = None,
    meta: bool = True,
    *,
    options: VbptcOptions | None = None,
    template: Any = None,
    head_title: str | None = None,
    meta_fields: dict[str, Any] | None = None,
    cleaned: bool = False,
    fallback: lxml.html.HtmlElement | None = None,
    **overrides: Any,
) -> ScholarlyArticle:
    """Extract the scholarly fields of one article page (VB-PTC §IV-§V).

    Input: the page as raw bytes, text or a parsed root (a root is changed in place: cleaned
    and denoised); its URL; ``meta``: also read citation/Dublin Core/JSON-LD tags (each field
    they give wins, provenance ``"meta"``); ``options`` or keyword ``overrides`` of
    :class:`VbptcOptions`; ``template``: the site's
    :class:`~webextract.denoise.hashtree.SiteTemplate` for site-level denoising (§IV.B);
    ``head_title``/``meta_fields``: the ``<title>`` and :func:`read_meta` result when the
    tree was cleaned before (as the crawl's pipelines do; then pass ``cleaned=True``);
    ``fallback``: the cleaned tree before site-level denoising, read for the fields the
    denoised page lacks (site-level removal deletes what all pages of an issue repeat, such as
    its volume and issue line).  Output: a :class:`~webextract.items.ScholarlyArticle`; fields the page does not show
    are empty.  Raises :class:`webextract.dom.NotHTMLError` for binary input.
    """
    opts = _options(options, overrides)
    root = page if isinstance(page, lxml.html.HtmlElement) else parse_html(page, url=url)
    if head_title is None:
        el = root.find(".//title")
        head_title = " ".join(el.text_content().split()) if el is not None else None
    found_meta = (meta_fields if meta_fields is not None else read_meta(root)) if meta else {}
    if not cleaned:
        clean_tree(root)
    # the links to the article's issue, read before denoising removes them (the pages of an
    # issue all link its table of contents: site template; link lists: page noise)
    links = [(a.get("href") or "", a.text_content()) for a in (fallback if fallback is not None else root).iter("a")]
    if template is not None:
        template.apply(root)
    blocks, every = _denoised_blocks(root, opts)
    article = visual_fields(blocks, head_title, opts, every)
    if fallback is not None and (article.keywords or any(not getattr(article, f) for f in FALLBACK_FIELDS)):
        before = visual_fields(*_denoised_blocks(fallback, opts)[:1], head_title, opts,
                               _denoised_blocks(fallback, replace(opts, page_level=False))[1])
        for name in FALLBACK_FIELDS:
            if not getattr(article, name) and getattr(before, name):
                setattr(article, name, getattr(before, name))
        # keywords every page shares ("web mining") are template to the site level
        if set(article.keywords) < set(before.keywords):
            article.keywords = before.keywords
    if article.volume and not article.issue:
        article.issue = issue_in_links(links, article.volume)
    article.url = url
    for name in FIELDS:
        if getattr(article, name):
            article.provenance[name] = "visual"
    for name, value in found_meta.items():
        if name in FIELDS and value:
            if name == "authors":
                value = _with_affiliations(value, article.authors)
            setattr(article, name, value)
            article.provenance[name] = "meta"
    return article


def _with_affiliations(meta_authors: list[dict[str, Any]], visual: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Meta-tag authors, each without affiliations given those the page shows for the same
    name (case and spacing folded; "Last, First" read as "First Last")."""
    def key(name: str) -> str:
        if name.count(",") == 1:
            last, first = name.split(",")
            name = f"{first} {last}"
        return " ".join(name.casefold().split())

    shown = {key(a["name"]): a.get("affiliations") or [] for a in visual}
    return [dict(a, affiliations=a.get("affiliations") or list(shown.get(key(a["name"]), [])))
            for a in meta_authors]


def _denoised_blocks(root: lxml.html.HtmlElement, opts: VbptcOptions) -> tuple[list[Block], list[Block]]:
    """The visual blocks after page-level noise removal (§IV.C), and all blocks before it.

    Link clusters are removed from the tree (``opts.page_level``); the blocks that lay in
    them are left out of the first list, which is renumbered.  The second list keeps them:
    an author list or a keyword list whose entries are all links is a link cluster by eq.
    1-2 (the paper's "text links such as keywords, author name"), and the author and
    keyword extractors read it there.
    """
    every = build_blocks(root)
    if not opts.page_level:
        return every, every
    result = remove_link_clusters(root)
    if not result.removed:
        return every, every
    gone: set[Any] = set()
    for node in result.removed:
        gone.update(node.element.iter())
    kept = []
    for b in every:
        if b.element not in gone:
            b = copy.copy(b)
            b.index = len(kept)
            kept.append(b)
    return kept, every


def visual_fields(blocks: Sequence[Block], head_title: str | None, opts: VbptcOptions = DEFAULTS,
                  every: Sequence[Block] | None = None) -> ScholarlyArticle:
    """The fields read from the visual blocks alone (VB-PTC §V).

    Input: the page's blocks after noise removal, its ``<title>`` text, the options, and
    the blocks before page-level noise removal (``every``; authors and keywords are read
    there).  Output: a :class:`ScholarlyArticle` without URL or provenance.
    """
    every = blocks if every is None else every
    article = ScholarlyArticle(url=None)
    title, t_index = find_title(head_title, blocks)
    article.title = title
    ref_first, ref_end = find_reference_section(blocks, (t_index or 0) + 1)
    body_end = _article_end(blocks, ref_first)
    article.references = find_references(blocks, ref_first, ref_end, opts.max_references)
    article.abstract = find_abstract(blocks, title_index=t_index, end=body_end,
                                     mode=opts.abstract_mode, min_words=opts.min_abstract_words, title=title)
    order = _by_distance(blocks, t_index, len(blocks), (ref_first, ref_end))
    article.doi = _doi(blocks, order, head_title)
    article.volume, article.issue = _volume_issue(blocks, order, opts.header_window)
    article.published = _date(blocks, order)
    if every is not blocks:
        t_every = _same_block(every, blocks, t_index)
        e_first = _same_block(every, blocks, ref_first) if ref_first is not None else None
        e_end = len(every) if ref_end >= len(blocks) else (_same_block(every, blocks, ref_end) or len(every))
        article.keywords = _keywords(every, (e_first, e_end), title)
        article.authors = _authors(every, t_every, _article_end(every, e_first), opts)
        if article.volume is None or article.doi is None:
            # the volume and issue line, or the DOI, as a link among links (to the issue's
            # table of contents, a breadcrumb): a link cluster, read before its removal
            e_order = _by_distance(every, t_every, len(every), (e_first, e_end))
            if article.volume is None:
                article.volume, article.issue = _volume_issue(every, e_order, opts.header_window)
            if article.doi is None:
                article.doi = _doi(every, e_order, head_title)
    else:
        article.keywords = _keywords(blocks, (ref_first, ref_end), title)
        article.authors = _authors(blocks, t_index, body_end, opts)
    return article


def _same_block(every: Sequence[Block], blocks: Sequence[Block], index: int | None) -> int | None:
    """The index in ``every`` of ``blocks[index]``."""
    if index is None:
        return None
    target = blocks[index]
    for b in every[index:]:
        if b.element is target.element and b.text == target.text:
            return b.index
    return None


def _article_end(blocks: Sequence[Block], ref_first: int | None) -> int:
    """Blocks from here on (the references, a "Cited by" list) are not the article's own."""
    if ref_first is None:
        return len(blocks)
    return max(0, ref_first - 1)


def _by_distance(blocks: Sequence[Block], t_index: int | None, end: int,
                 skip: tuple[int | None, int]) -> list[int]:
    """Block indexes before ``end`` and outside the reference list ``skip``, nearest the
    title first (ties: before it first)."""
    centre = t_index or 0
    first, stop = skip
    keep = [i for i in range(end) if first is None or not first - 1 <= i < stop]
    return sorted(keep, key=lambda i: (abs(i - centre), i > centre))


def _window(blocks: Sequence[Block], i: int) -> str:
    """A block's text with the next one's: an item name in one block (``<dt>DOI</dt>``) and
    its content in the next."""
    nxt = blocks[i + 1].text if i + 1 < len(blocks) else ""
    return blocks[i].text + " \u2029 " + nxt[:200] if blocks[i].t <= 12 else blocks[i].text


def _doi(blocks: Sequence[Block], order: list[int], head_title: str | None) -> str | None:
    tally: dict[str, list[float]] = {}
    for rank, i in enumerate(order):
        for doi, labelled in find_dois(blocks[i].text):
            key = doi.casefold()
            entry = tally.setdefault(key, [0.0, 0.0, float(rank), 0.0])
            entry[0] += 1
            entry[1] = max(entry[1], 1.0 if labelled else 0.0)
            entry[3] = entry[3] or 0
            tally.setdefault("\0" + key, [doi])  # keep the page's spelling
    if head_title:
        for doi, _ in find_dois(head_title):
            entry = tally.setdefault(doi.casefold(), [0.0, 0.0, 0.0, 0.0])
            entry[0] += 2
            entry[1] = 1.0
            tally.setdefault("\0" + doi.casefold(), [doi])
    keys = [k for k in tally if not k.startswith("\0")]
    if not keys:
        return None
    # a DOI that other DOIs of the page extend (figures, supplements: 10.1371/x.g001) counts
    # for them; one that is another plus glued text ("...532View/save") is that other one
    glued = {o for o in keys for k in keys if o != k and o.startswith(k) and o[len(k)].isalpha()}
    keys = [k for k in keys if k not in glued]
    for k in keys:
        tally[k][0] += sum(1 for o in keys if o != k and o.startswith(k + "."))
    best = max(keys, key=lambda k: (tally[k][1], tally[k][0] >= 2, -tally[k][2]))
    return tally["\0" + best][0]


def _volume_issue(blocks: Sequence[Block], order: list[int], window: int) -> tuple[str | None, str | None]:
    volume = issue = None
    for i in order[:window * 2]:
        text = _window(blocks, i)
        if volume is None:
            volume = find_volume(text)
            if volume and issue is None:
                issue = find_issue(text)
        elif issue is None:
            issue = find_issue(text)
        if volume and issue:
            break
    if volume is None or issue is None:
        for i in order[:window * 2]:
            cited = find_citation(blocks[i].text)
            if cited:
                if volume is None:
                    volume = cited[0]
                if issue is None and volume == cited[0]:
                    issue = cited[1]
                break
    return volume, issue


#: Blocks nearest the title in which an unlabelled day-precise date is taken as the
#: publication date when the page names none.
NEAR_TITLE_DATE_BLOCKS = 6
_OTHER_DATES = re.compile(r"received|revised|accepted|submitted|收稿|修回|录用|接受", re.I)


def _date(blocks: Sequence[Block], order: list[int]) -> str | None:
    best: tuple[int, int, str] | None = None
    for rank, i in enumerate(order):
        found = labelled_date(_window(blocks, i))
        if found and (best is None or (found[1], rank) < best[:2]):
            best = (found[1], rank, found[0])
    if best is not None:
        return best[2]
    for i in order[:40]:
        b = blocks[i]
        if _OTHER_DATES.search(b.text) or i and _OTHER_DATES.search(blocks[i - 1].text) and blocks[i - 1].t <= 3:
            continue  # the date a manuscript was received, revised or accepted
        if b.t <= 12 and "date" in hints(b.element, 2) or b.element.tag == "time":
            found = parse_date(b.text)
            if found:
                return found[0]
    # no label: a day-precise date in a short block or a citation line next to the title
    # (``Front. Psychol., 12 March 2020 | https://doi.org/...``)
    for i in order[:NEAR_TITLE_DATE_BLOCKS]:
        b = blocks[i]
        if b.t > 30 or _OTHER_DATES.search(b.text) or b.heading:
            continue
        found = parse_date(b.text, year_only=False)
        if found and len(found[0]) == 10:
            return found[0]
    # the issue's own line: "Volume 167, Number 11, Winter 2023", "vol.176 no.10 México
    # Sept. 2024", "Vol. 12 No. 3 (2020)": the date written after the issue number
    for i in order[:NEAR_TITLE_DATE_BLOCKS * 4]:
        b = blocks[i]
        if b.t > 30 or _OTHER_DATES.search(b.text):
            continue
        after = issue_line_rest(b.text)
        found = parse_date(after[:50]) if after else None
        if found and found[1] <= 30:  # a place may stand between ("São Paulo Mar. 2020")
            return found[0]
    # the year of the article's own citation line: "Smith, J. (2019) Title. Journal, 12 (3). pp."
    for i in order[:NEAR_TITLE_DATE_BLOCKS * 4]:
        b = blocks[i]
        year = _BRACKETED_YEAR.search(b.text) if b.t <= 80 else None
        if year and find_citation(b.text):
            return year.group(1)
    return None


_BRACKETED_YEAR = re.compile(r"\(((?:19|20)\d\d)\)")


_AUTHOR_KEYWORDS = re.compile(r"^\s*author\s+(?:keywords|tags)", re.I)
_KEYWORD_HINT = re.compile(r"keyword|\bkwd|subject-term|index-term", re.I)


def _keywords(blocks: Sequence[Block], skip: tuple[int | None, int], title: str | None = None) -> list[str]:
    """The keywords under the first keyword item name; where the page lists them in several
    languages ("Palavras-chave", "Keywords"), those named in the title's language."""
    language = guess_language(title)
    groups = list(_labelled_keywords(blocks, skip))
    if groups:
        # the authors' own keywords before index terms ("Author Keywords", "Author Tags" beside
        # "IEEE Keywords", "CCS Concepts"), then the title's language
        label = next((lab for lab, _ in groups if _AUTHOR_KEYWORDS.match(lab)), None) or next(
            (lab for lab, _ in groups if language is not None and label_language(lab) == language), groups[0][0])
        # one row per keyword under the same item name (a metadata table's dc.subject rows)
        same = [words for lab, words in groups if lab.strip().casefold() == label.strip().casefold()]
        merged = same[0] if len(same) == 1 else list(dict.fromkeys(w for words in same for w in words))
        return merged[:50]
    # no item name: a list the markup calls keywords (class "keywords", "kwd")
    first, stop = skip
    found: list[str] = []
    for b in blocks:
        if b.t <= 8 and _KEYWORD_HINT.search(hints(b.element, 2)) and not (first is not None and first <= b.index < stop):
            found.extend(w for p in (b.parts or [b.text]) for w in split_keywords(p) if not keyword_label(w + ":"))
        elif found:
            break
    return found[:50]


def _labelled_keywords(blocks: Sequence[Block], skip: tuple[int | None, int]) -> Iterator[tuple[str, list[str]]]:
    """Each keyword item name of the page (outside the reference list) and its keywords."""
    first, stop = skip
    for i in range(len(blocks)):
        if first is not None and first <= i < stop:
            continue
        b = blocks[i]
        m = keyword_label(b.text)
        if not m:
            continue
        rest = b.text[m.end():].strip()
        if len(rest) >= 2:
            parts = [p for p in b.parts if not keyword_label(p)] if len(b.parts) > 2 else []
            words = [w for p in parts for w in split_keywords(p)] if parts else split_keywords(rest)
            yield m.group(0), words[:50]
            continue
        out: list[str] = []
        for nb in blocks[i + 1:i + 40]:
            if nb.heading or nb.t > 30 or out and is_item_name(nb):
                break  # a heading, prose, the next item name of a list or table
            if len(nb.parts) > 1:
                out.extend(w for p in nb.parts for w in split_keywords(p))
            else:
                out.extend(split_keywords(nb.text))
            if not nb.text.rstrip().endswith((";", ",", "；", "，")):
                if len(out) >= 1 and nb.element.tag not in ("li", "span", "a"):
                    break
        if out:
            seen: set[str] = set()
            yield m.group(0), [w for w in out if not (w.casefold() in seen or seen.add(w.casefold()))][:50]


#: Lines between the names of an author list that say how to reach an author, not who.
_AUTHOR_NOTE = re.compile(r"@|\be-?mail\b|\bphone\b|\bfax\b|\borcid\b|search for|corresponding|"
                          r"view (?:author|profile)|author information|\bprofile\b|通讯作者|电子邮件|"
                          r"\b(?:show|view|see|hide) (?:all|more|less|fewer)\b|\+\s*\d+\s*(?:more|authors?)\b|"
                          r"^\s*(?:[.…]+|et al\.?|more|less|expand|collapse)\s*$", re.I)


#: A section heading ("I Introduction", "1. Methods"), never an author line.
_SECTION_HEADING = re.compile(r"^\s*(?:[IVX]+\.?|\d+(?:\.\d+)*\.?)\s+\S|^\s*(?:introduction|background|abstract|"
                              r"methods|results|discussion|conclusions?|references)\b", re.I)
#: Class or id words of an author list.
_AUTHOR_HINT = re.compile(r"author|contrib|creator|byline", re.I)


def _names_in_parts(pieces: list[str], known_needed: bool, opts: VbptcOptions,
                    beside: list[tuple[Author, str]]) -> tuple[list[Author], int]:
    """Names and affiliations set in separate inline elements of one block
    (``<strong>Name</strong><span>University...</span>``): the names, each affiliation piece
    given to the name before it (added to ``beside``), and the number of pieces.  Pieces
    that are only separators (``,``, ``and``) are passed over."""
    names: list[Author] = []
    pending: list[tuple[Author, str]] = []
    for piece in pieces:
        if not _SEPARATOR_ONLY.sub("", piece):
            continue
        found, _ = split_names(piece, known_needed)
        if found and len(found) == 1:
            names.append(found[0])
        elif names and _CITATION_YEAR.match(piece):
            break  # "Smith, John and Doe, Jane (2019) Title. Journal...": a citation's authors
        elif names and is_affiliation(AFFILIATION_LABEL.sub("", piece), opts.affiliation_place_share):
            pending.append((names[-1], AFFILIATION_LABEL.sub("", piece)))
        elif not _AUTHOR_NOTE.search(piece):
            return [], len(pieces)
    beside.extend(pending)
    return names, len(names)


#: Item names of people who are not the authors.
_NOT_AUTHORS = re.compile(r"^\s*(?:academic\s+editor|handling\s+editor|guest\s+editor|editors?\b|edited\s+by|"
                          r"reviewed\s+by|reviewers?\b|communicated\s+by|responsible\s+editor|责任编辑|"
                          r"depositing\s+user|deposited\s+by|uploaded\s+by|submitted\s+by|supervisors?\b|"
                          r"advisors?\b|dc\.contributor\.advisor)", re.I)
#: An item name of the authors in a label/value table ("dc.contributor.author", "Authors:").
_AUTHOR_ITEM = re.compile(r"^\s*(?:dc\.contributor\.author|dc\.creator|authors?|creators?|contributors?|"
                          r"autor(?:es)?|auteurs?|авторы?|作者)\s*[:：]?\s*$", re.I)
#: A language code cell of a metadata table ("en", "eng").
_LANGUAGE_CELL = re.compile(r"^\s*[a-z]{2,3}(?:[-_][A-Za-z]{2})?\s*$")
#: The year that follows the authors of a citation line.
_CITATION_YEAR = re.compile(r"^\s*[(\[]?(?:19|20)\d\d[a-z]?[)\]]?(?:[.,:;\s]|$)")
#: A block of affiliation markers and separators only ("1,*,", "2 and").
_MARKERS_ONLY = re.compile(r"^(?:[\s,;*†‡§¶#✉⁎∗&]|\d{1,2}|[a-h](?![\w])|\band\b)+$")
#: Marker or button blocks passed over in a row inside an author list.
MAX_NEUTRAL_BLOCKS = 6
_SEPARATOR_ONLY = re.compile(r"[\s,;&·|]+|\band\b", re.I)


def _mostly_names(text: str) -> bool:
    """True when most pieces of a text are person names."""
    found, pieces = split_names(text)
    return bool(found) and len(found) * 2 >= pieces


def _author_line(b: Block, found: list[Author], pieces: int, opts: VbptcOptions) -> bool:
    """True when a block's names make it (part of) the author list: a list of names, or names
    with their affiliations in one block (the paper's authors' block: a high share of
    place-name entities); never a section heading."""
    return bool(found) and not (b.heading and _SECTION_HEADING.match(b.text)) and (
        len(found) * 2 >= pieces or len(found) >= 2 and has_places(b.text, opts.affiliation_place_share / 4))


def _authors(blocks: Sequence[Block], t_index: int | None, end: int, opts: VbptcOptions,
             before: bool = False) -> list[dict[str, Any]]:
    if t_index is None:
        return []
    authors: list[Author] = []
    started = False
    misses = 0
    last = t_index
    beside: list[tuple[Author, str]] = []  # an affiliation right after its author (PLOS, Wiley)
    last_count = 0
    neutral = 0
    for b in blocks[t_index + 1:end]:
        if b.index - last > opts.author_window:
            break  # the window runs on from the last name found
        if _NOT_AUTHORS.match(b.text):
            if started:
                break  # "Academic Editor: ...", "Edited by": names that are not the authors'
            continue
        text = AFFILIATION_LABEL.sub("", b.text)
        if started and last_count == 1 and marked_affiliation(text)[0] is None and (text != b.text or is_affiliation(
                text, opts.affiliation_place_share) and not _mostly_names(text)
                and not (len(b.parts) > 1 and split_names(b.parts[0])[0])):
            beside.append((authors[-1], text))
            last = b.index
            misses = neutral = 0
            continue
        # the markup's own name for an author list ("authors", "contrib") lets names the
        # dictionaries do not know count
        relaxed = not _AUTHOR_HINT.search(hints(b.element, 3))
        found, pieces = split_names(b.text, known_needed=relaxed)
        # the block's text read as one line, or its inline pieces, or its text nodes (a
        # name and its affiliation in nested inline elements, glued in the text): the
        # reading with the most names
        side: list[tuple[Author, str]] = []
        for finer in (b.parts, b.leaves):
            if len(finer) < 2:
                continue
            near: list[tuple[Author, str]] = []
            more, count = _names_in_parts(finer, relaxed, opts, near)
            if len(more) > (len(found) if _author_line(b, found, pieces, opts) else 0):
                found, pieces, side = more, count, near
        beside.extend(side)
        if _author_line(b, found, pieces, opts):
            authors.extend(found)
            last_count = len(found)
            started = True
            misses = neutral = 0
            last = b.index
            continue
        if started and (_MARKERS_ONLY.match(b.text) or b.lt >= b.t and b.t <= 6 or _AUTHOR_ITEM.match(b.text)
                        or _LANGUAGE_CELL.match(b.text)):
            # affiliation markers ("1,*,"), buttons ("SciProfiles Scilit"), a metadata
            # table's item names and language cells between names
            neutral += 1
            if neutral > MAX_NEUTRAL_BLOCKS:
                break
            continue
        if started and not _AUTHOR_NOTE.search(b.text):
            misses += 1
            if misses > 1 or b.t > 12:
                break
    if not authors and t_index and not before:
        # some templates put the author line above the title
        return _authors(blocks, max(0, t_index - opts.author_window // 3) - 1, t_index, opts, before=True)
    if not authors:
        return []
    _unglue(authors)
    seen: set[str] = set()
    unique = [a for a in authors if not (a.name in seen or seen.add(a.name))]
    if beside:
        for author, text in beside:
            author.affiliations.append(text)
        return [{"name": a.name, "affiliations": a.affiliations} for a in unique]
    affiliations: list[tuple[str | None, str]] = []
    for b in blocks[last + 1:min(end, last + 1 + opts.author_window)]:
        if b.heading and affiliations:
            break
        marker, text = marked_affiliation(b.text)
        if is_affiliation(text, opts.affiliation_place_share):
            affiliations.append((marker, text))
        elif affiliations and b.t > 3:
            break
    assign_affiliations(unique, affiliations)
    return [{"name": a.name, "affiliations": a.affiliations} for a in unique]


def _unglue(authors: list[Author]) -> None:
    """Strip superscript letters glued to the names of an author list (``Johnsona``,
    ``Tanakab`` once ``<sup>`` was unwrapped) when most names of the list end in one: a last
    name the dictionaries do not know that, less its last letter (a-h), they know."""
    from webextract.dictionaries import name_key, name_lists

    first, last, _, _, _ = name_lists()

    def odd(name: str) -> bool:
        tail = name.split()[-1]
        return (len(tail) >= 3 and tail[-1] in "abcdefgh" and name_key(tail) not in last
                and name_key(tail) not in first and name_key(tail[:-1]) in last)

    def unknown(name: str) -> bool:
        tail = name.split()[-1]
        return len(tail) >= 3 and tail[-1] in "abcdefgh" and name_key(tail) not in last \
            and name_key(tail) not in first

    # a name whose letter markers were already set apart ("Wanga,b" -> Wang, a, b) shows the
    # list's style as well as an odd one
    flags = [odd(a.name) or any(len(m) == 1 and m in "abcdefgh" for m in a.markers) for a in authors]
    # two such names and most of the list, or one when every name ends in an unknown letter
    # ("Maria Taylor, Elena Ivanova": Ivanova is a name)
    if sum(flags) >= 2 and sum(flags) * 2 >= len(authors) or \
            sum(flags) == 1 and len(authors) >= 2 and all(unknown(a.name) for a in authors):
        for a in authors:
            if unknown(a.name):
                a.markers.append(a.name[-1])
                a.name = a.name[:-1]


def extract_fields(root: lxml.html.HtmlElement, url: str | None = None, *, meta: bool = True,
                   **options: Any) -> dict[str, Any]:
    """The ``webextract extract --method vbptc`` row of a parsed page: the fields, and the
    provenance of each one found."""
    article = extract_scholarly(root, url=url, meta=meta, **options)
    row = asdict(article)
    return {name: row[name] for name in (*FIELDS, "provenance")}
