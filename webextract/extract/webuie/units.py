"""College and department extraction of WEB-UIE (Dong, Liu & Li 2013): record sets
(Definition 1), database matching (Definition 2) and unit links (§3.3).

Definition 1 asks that the items of a record set (1) have the same XPath under one parent
and (2) start at evenly spaced screen positions. Pages are not rendered here, so (2) is
approximated from the DOM: the items are element siblings with the same tag and the same
``class`` attribute (so the same style rules lay them out in one row or column). Items at
one tag path split over several parents (a list cut into columns) form a set too.

Definition 2: an item matches when its label, normalised, is covered entirely by names from
colleges.txt / departments.txt taken as whole phrases ("computer science" is one name), with
only unit words (college, school, department, of, and, ...) between them; in a label with
"College"/"School"/"Institute" a benefactor's name from Name.data counts as such a word. A set with
``s > 4`` items qualifies when ``k / s > 0.65`` of them match; then, as in the paper, all of
its items are units (those without a label or a link are left out).

Choices where the paper is silent: sets inside site navigation (``<nav>``, headers, footers,
menus) are used only when the page content has no qualifying set; for departments, sets of
"College of …/School of …" items are left out, and for colleges sets of "Department of …";
when some qualifying sets name the kind outright in most items ("School of …" for colleges,
"Department of …" for departments), only those are kept.
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import lru_cache
from typing import Optional

from lxml import etree

from webextract import dictionaries as dic
from webextract.extract.webuie.dom import (
    SKIP_TAGS,
    PageView,
    PathIndex,
    absolute,
    class_key,
    in_navigation,
    is_element,
    nearest_link,
    norm_ws,
    page_view,
    segments,
)
from webextract.extract.webuie.model import Unit

#: A set may hold colleges/departments when it has more than 4 items (Definition 1: s > 4).
MIN_ITEMS = 5
#: Share of matching items for a set to be units (Definition 2 and §5.2.3: W = 0.65).
MATCH_RATIO = 0.65
#: Layers searched for an item's link when the item is not itself a link (§3.3: two).
LINK_LAYERS = 2
#: Longest label taken as a unit name, in words.
MAX_LABEL_WORDS = 12
#: Longest dictionary phrase tried, in words.
MAX_PHRASE_WORDS = 10

#: Words that may stand between unit names without being part of them (normalised forms).
UNIT_FILLERS = frozenset(
    "of and the for in at on with to college school faculty department dept division institute "
    "academy center centre program programme unit area graduate undergraduate "
    "de des du la le y e di del della der für und facultad faculté fakultät escuela école "
    "departamento département fachbereich instituto istituto dipartimento faculdade facolta "
    "ufr sección seccion".split()
)
_PARENS = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
#: An index's cross-reference after a name ("Zoology (see Biology)"), not part of it.
_SEE_ALSO = re.compile(r"\s*[(\[]\s*see\b[^()\[\]]*[)\]]$", re.I)
#: Arrows, bullets and separators stripped from the start and (with "+") the end of a label
#: whose white space is normalised.
_LEAD_MARKS = " »›>•·|-–—:"
_TRAIL_MARKS = _LEAD_MARKS + "+"
_COLLEGE_FORM = re.compile(r"^(the\s+)?(college|school|faculty)\s+(of|for)\b", re.I)
_DEPT_FORM = re.compile(r"^(the\s+)?(department|dept\.?)\s+(of|for)\b", re.I)
#: Unit words after which a benefactor's name may stand ("Tepper School of Business").
_NAMED_UNIT_WORDS = frozenset({"college", "school", "institute", "faculty"})
_COLLEGE_WORD = re.compile(r"\b(college|school|faculty|institute|academy|escuela|facultad|facult[ée]|fakult[äa]t|[ée]cole)\b|学院", re.I)
_DEPT_WORD = re.compile(r"\b(department|dept|division|departamento|d[ée]partement|dipartimento|fachbereich)\b|系", re.I)
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
_LIST_TAGS = frozenset({"ul", "ol", "dl", "menu"})
_parent = etree._Element.getparent


@lru_cache(maxsize=1)
def _fillers() -> frozenset[str]:
    return frozenset(dic.normalize_phrase(w) for w in UNIT_FILLERS)


def matches_dictionary(label: str, kind: str) -> bool:
    """Definition 2 for one item: True when the normalised ``label`` splits entirely into
    names of ``kind``'s dictionary (whole phrases) and unit words, with at least one name;
    a word followed later by the label's last one or two words counts as the name it makes
    with them ("Civil, Architectural and Environmental Engineering"). Dynamic programming
    over word positions, no backtracking blow-up."""
    words = dic.normalize_phrase(_PARENS.sub(" ", label)).split()  # "Physics (PHYS)"
    if not words or len(words) > 3 * MAX_PHRASE_WORDS:
        return False
    phrases = dic.unit_phrases(kind)
    fillers = _fillers()
    named = any(w in _NAMED_UNIT_WORDS for w in words)
    first, last = (dic.first_names(), dic.last_names()) if named else (frozenset(), frozenset())
    n = len(words)
    # reach[p] = (reachable, matched a name on the way)
    reach: list[Optional[bool]] = [None] * (n + 1)
    reach[0] = False
    for p in range(n):
        if reach[p] is None:
            continue
        if words[p] in fillers or (named and (words[p] in last or words[p] in first)):
            reach[p + 1] = bool(reach[p + 1]) or reach[p]
        for q in range(min(n, p + MAX_PHRASE_WORDS), p, -1):
            if " ".join(words[p:q]) in phrases:
                reach[q] = True
        # a word sharing the label's last words: "Civil, Architectural and Environmental
        # Engineering" holds "civil engineering" and "architectural engineering"
        if p < n - 1 and any(f"{words[p]} {' '.join(words[-k:])}" in phrases for k in (1, 2) if n - k > p):
            reach[p + 1] = True
    return reach[n] is True


def item_labels(item: etree._Element, view: Optional[PageView] = None) -> list[str]:
    """Candidate names an item of a record set shows, best first: its first heading, its
    own text without nested lists when short (≤ MAX_LABEL_WORDS words; an index's "(see
    ...)" after it left out), its first link's text, its first bold text (not for an item
    holding a list of two entries or more: a
    group of units, whose first entry is no name of its own). Empty list when the item
    shows no short text. (``view``: the page's :class:`PageView`, whose segments are
    reused.)"""
    segs = view.segments if view is not None else segments
    out: list[str] = []

    def add(text: str) -> None:
        text = _SEE_ALSO.sub("", norm_ws(text)).lstrip(_LEAD_MARKS).rstrip(_TRAIL_MARKS)
        if text and len(text.split()) <= MAX_LABEL_WORDS and text not in out:
            out.append(text)

    for el in item.iter(*_HEADINGS):
        add(" ".join(s.text for s in segs(el)))
        break
    add(" ".join(s.text for s in segs(item, skip_nested=True)))
    if any(_is_list_of_entries(el) for el in item.iter(*_LIST_TAGS)):
        return out  # a group of units (a letter of an A–Z index): its first entry is not its name
    for tags in (("a",), ("strong", "b")):
        for el in item.iter(*tags):
            text = " ".join(s.text for s in segs(el))
            if text.strip():
                add(text)
                break
    return out


def item_label(item: etree._Element, kind: str, view: Optional[PageView] = None) -> tuple[str, bool]:
    """The item's name and whether it matches ``kind``'s dictionary (Definition 2): the
    first candidate of :func:`item_labels` that matches, else the first candidate."""
    if view is None:
        labels = item_labels(item)
        for label in labels:
            if matches_dictionary(label, kind):
                return label, True
        return (labels[0] if labels else ""), False
    all_labels = view.memo.setdefault("units.labels", {})
    labels = all_labels.get(item)
    if labels is None:
        labels = all_labels[item] = item_labels(item, view)
    matched = view.memo.setdefault(("units.match", kind), {})
    for label in labels:
        ok = matched.get(label)
        if ok is None:
            ok = matched[label] = matches_dictionary(label, kind)
        if ok:
            return label, True
    return (labels[0] if labels else ""), False


def _is_list_of_entries(el: etree._Element) -> bool:
    """True for a list element (``ul``, ``ol``, ``dl``, ``menu``) holding two entries or more:
    a group of units (a letter of an A–Z index), never one unit."""
    if el.tag not in _LIST_TAGS:
        return False
    entries = 0
    for child in el:
        if is_element(child) and child.tag in ("li", "dt"):
            entries += 1
            if entries >= 2:
                return True
    return False


def _branches(members: list[etree._Element]) -> list[list[etree._Element]]:
    """Same-path items under several parents, cut where they belong to separate branches of
    the page: the items are grouped by the child of their lowest common ancestor that holds
    them. When each branch holds one parent's items, the items are one list cut into parts
    (columns, the letters of an A–Z index) and are returned whole; a branch holding the items
    of several parents (one panel of a mega-menu, the others being other menus' panels) is
    cut again, on its own, and a branch of one parent is left to the sibling sets. (An
    explicit stack: no recursion, whatever the page's depth.)"""
    out: list[list[etree._Element]] = []
    stack = [members]
    while stack:
        items = stack.pop()
        level = branch = items
        while True:
            up = [_parent(el) for el in level]
            if any(el is None for el in up):
                out.append(items)
                break
            if all(el is up[0] for el in up):
                groups: dict[etree._Element, list[etree._Element]] = {}
                parents: dict[etree._Element, set[etree._Element]] = {}
                for member, top in zip(items, branch):
                    groups.setdefault(top, []).append(member)
                    parents.setdefault(top, set()).add(_parent(member))
                if all(len(ps) == 1 for ps in parents.values()):
                    out.append(items)
                else:
                    stack.extend(reversed([part for top, part in groups.items() if len(parents[top]) >= 2]))
                break
            branch = level = up
    return out


def record_sets(root: etree._Element, index: Optional[PathIndex] = None,
                min_items: int = MIN_ITEMS) -> list[list[etree._Element]]:
    """Definition 1: groups of at least ``min_items`` (s > 4) items that are siblings with the
    same tag and class, plus same-path items spread over several parents (cut into the
    branches of the page they belong to, :func:`_branches`); in document order. Lists of
    several entries each are never items (their entries are). Goes beyond the paper in those
    two cuts, for the mega-menus and A–Z indexes of today's sites."""
    index = index or PathIndex(root)
    sets: list[list[etree._Element]] = []
    seen_paths: set[int] = set()
    for parent in index.order:  # the elements of iter_elements(root), in document order
        groups: dict[tuple[str, str], list[etree._Element]] = defaultdict(list)
        for child in parent:
            if is_element(child) and child.tag not in SKIP_TAGS and child.tag not in ("br", "hr", "img"):
                groups[(child.tag, class_key(child))].append(child)
        for items in groups.values():
            if len(items) >= min_items:
                pid = index.path_id(items[0])
                if pid is not None:
                    seen_paths.add(pid)
                if items[0].tag in _LIST_TAGS and any(map(_is_list_of_entries, items)):
                    continue
                sets.append(items)
    for pid, members in index.members.items():
        if pid in seen_paths or len(members) < min_items or members[0].tag in ("html", "body", "br", "hr", "img"):
            continue
        if members[0].tag in _LIST_TAGS and any(map(_is_list_of_entries, members)):
            continue
        if len({id(m.getparent()) for m in members}) >= 2:
            sets.extend(part for part in _branches(members) if len(part) >= min_items)
    return sets


def _matching_parts(items: list[etree._Element], kind: str, view: PageView,
                    match_ratio: float) -> list[etree._Element]:
    """The items of a list cut into parts (columns, letters, the columns of a mega-menu's
    panel) without the parts that are another list: a part of two items or more of which no
    more than ``match_ratio`` match ``kind``'s dictionary (Definition 2 applied to each
    part; a "Resources" column beside the "Schools" columns). Beyond the paper."""
    parts: dict[etree._Element, list[etree._Element]] = {}
    for item in items:
        parts.setdefault(_parent(item), []).append(item)
    kept: list[etree._Element] = []
    for part in parts.values():
        if len(part) >= 2 and sum(1 for it in part if item_label(it, kind, view)[1]) <= match_ratio * len(part):
            continue
        kept.extend(part)
    return kept


def units_of_page(root: etree._Element, url: str | None, kind: str, *, include_navigation: bool = True,
                  min_items: int = MIN_ITEMS, match_ratio: float = MATCH_RATIO,
                  link_layers: int = LINK_LAYERS) -> list[Unit]:
    """Colleges or departments of a page (WEB-UIE Definitions 1–2, §3.3), in page order;
    ``[]`` when no record set qualifies. Sets in site navigation are used when the content
    has none, unless ``include_navigation`` is False. ``min_items``: record set size
    (s > 4); ``match_ratio``: database matching share (k/s > 0.65); ``link_layers``: layers
    searched for an item's link (§3.3). Does not change the tree."""
    if kind not in ("college", "department"):
        raise ValueError(f"kind must be 'college' or 'department', not {kind!r}")
    if not is_element(root):
        return []
    view = page_view(root)
    base = view.base_url(url)
    index = view.index
    key = ("units.record_sets", min_items)
    sets = view.memo.get(key)
    if sets is None:
        sets = view.memo[key] = record_sets(root, index, min_items)
    navigated = view.memo.setdefault("units.in_navigation", {})
    content: list[list[tuple[str, etree._Element]]] = []
    navigation: list[list[tuple[str, etree._Element]]] = []
    wrong_form = _DEPT_FORM if kind == "college" else _COLLEGE_FORM
    for items in sets:
        if len(items) >= min_items and _parent(items[0]) is not _parent(items[-1]):
            items = _matching_parts(items, kind, view, match_ratio)
        s = len(items)
        if s < min_items:
            continue
        judged = []
        misses = 0
        for it in items:
            got = item_label(it, kind, view)
            judged.append((got, it))
            if not got[1]:
                misses += 1
                if (s - misses) / s <= match_ratio:  # k/s > 0.65 is out of reach
                    break
        if len(judged) < s:
            continue
        labelled = [(label, it) for (label, _), it in judged]
        k = s - misses
        if k / s <= match_ratio:
            continue
        if sum(1 for label, _ in labelled if wrong_form.match(label)) * 2 > s:
            continue
        parent = items[0].getparent()
        nav = navigated.get(parent)
        if nav is None:
            nav = navigated[parent] = in_navigation(parent)
        (navigation if nav else content).append(labelled)
    chosen = content or (navigation if include_navigation else [])
    # A page listing both its colleges ("School of Law") and, say, its majors ("Law"):
    # when some sets name the kind outright, keep those.
    own_form = _COLLEGE_WORD if kind == "college" else _DEPT_WORD
    formal = [ls for ls in chosen if sum(1 for label, _ in ls if own_form.search(label)) * 2 > len(ls)]
    if formal:
        chosen = formal
    units: list[tuple[int, Unit]] = []
    seen: set[str] = set()
    for labelled in chosen:
        for label, item in labelled:
            if not label:
                continue
            link = nearest_link(item, layers=link_layers, prefer_text=label)
            target = absolute(link.get("href"), base) if link is not None else None
            if target is None:
                continue
            key = dic.normalize_phrase(label)
            if key in seen:
                continue
            seen.add(key)
            units.append((index.order.get(item, 0), Unit(name=label, url=target, kind=kind)))
    units.sort(key=lambda x: x[0])
    return [u for _, u in units]
