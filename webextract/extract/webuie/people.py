"""Faculty extraction of WEB-UIE (Dong, Liu & Li 2013): repeating units (Definition 3,
Algorithm 1), the name-database test (§3.2.2) and name/title/link extraction (§3.4).

Steps:

1. Algorithm 1 per parent node (repeating units, ``k > 3``) and
2. records that are not contiguous (§3.4) give the candidate sets: see
   :mod:`~webextract.extract.webuie.repeating`.
3. Faculty test: a set is faculty when more than 0.75 of its units hold a name confirmed by
   Name.data. Choices where the paper is silent: sets of 2–3 units count when every unit
   has a confirmed name and an academic title (last pages of paginated directories); a set
   whose units mostly carry dates is a news or event list; a set without academic titles
   whose units mostly name staff jobs is a staff list, and untitled sets give way to titled
   ones on the same page; sets inside ``<nav>``, ``<header>``, ``<footer>`` are site chrome;
   a set whose units contain the units of another faculty set with more units (letter
   groups around people) gives way to the inner set.
4. In each unit the name is the segment at the tag path where most units have their
   confirmed name (§3.4 "the Xpath of these labels ... similar"); the title is the first
   academic title by regular expression; the homepage is the link around the name (else a
   link with the name as text, else a photo link); the e-mail is the first ``mailto:``
   link or address in the text.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Optional

from lxml import etree

from webextract import dictionaries as dic
from webextract.extract.webuie.dom import (
    SKIP_TAGS,
    PageView,
    PathIndex,
    Segment,
    absolute,
    chrome_test,
    element_text,
    in_site_chrome,
    is_element,
    norm_ws,
    page_view,
    segments,
)
from webextract.extract.webuie.model import Person
from webextract.extract.webuie.names import (
    NameMatch,
    email_from_href,
    find_email,
    find_name,
    find_name_in,
    may_match,
    staff_pattern,
    title_in,
    title_patterns,
)
from webextract.extract.webuie.records import Covered, is_student_text, section_title, structure_sets, title_lines
from webextract.extract.webuie.repeating import (
    MIN_TITLED_UNITS,
    MIN_UNITS,
    SIMILARITY,
    UnitSet,
    _doc_order,
    candidate_sets,
)

#: A unit set is faculty when more than this share of its units hold a name (§5.2: W = 0.75).
NAME_RATIO = 0.75
#: A set is a news/event list when more than this share of its units carry a date.
MAX_DATE_RATIO = 0.5
#: A set whose units mostly hold this many names or more is a container of people lists.
CONTAINER_NAMES = 3
#: Levels walked up when testing whether one set's units lie inside another's.
MAX_ANCESTOR_WALK = 64

_MONTHS = (
    "jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|"
    "august|september|october|november|december"
)
_ANY_DIGIT = re.compile(r"\d")


def _is_dated(text: str) -> bool:
    """Does the text hold a date or a time (:data:`_DATE`)?  Every form has a digit, so a
    text without one is not read by the longer expression."""
    return _ANY_DIGIT.search(text) is not None and _DATE.search(text) is not None


_DATE = re.compile(
    rf"\b(?:(?:{_MONTHS})\.?\s+\d{{1,2}}\b|\d{{1,2}}\s+(?:{_MONTHS})\b|\d{{4}}\s+(?:{_MONTHS})\b"
    rf"|\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}/\d{{1,2}}/\d{{2,4}}|\d{{1,2}}:\d{{2}}\s*(?:am|pm)\b)",
    re.I,
)


@dataclass
class _Record:
    segs: list[Segment]
    names: list[tuple[int, NameMatch]] = field(default_factory=list)
    title: Optional[str] = None
    staff: bool = False
    student: bool = False


def _relpath(owner: etree._Element, unit: list[etree._Element]) -> tuple:
    steps: list[str] = []
    node: Optional[etree._Element] = owner
    tops = {id(u): k for k, u in enumerate(unit)}
    for _ in range(MAX_ANCESTOR_WALK):
        if node is None:
            break
        if id(node) in tops:
            return (tops[id(node)], tuple(reversed(steps)))
        steps.append(f"{node.tag}.{node.get('class') or ''}")
        node = node.getparent()
    return (-1, tuple(reversed(steps)))


def _unit_title(segs: list[Segment], patterns: Optional[tuple[re.Pattern[str], re.Pattern[str]]] = None) -> Optional[str]:
    """The first academic title of a unit, short segments (≤ 12 words) first
    (``patterns``: :func:`title_patterns`, looked up when not given)."""
    short = [s for s in segs if len(s.text.split()) <= 12]
    if patterns is None:
        patterns = title_patterns()
    for seg in short + [s for s in segs if len(s.text.split()) > 12]:
        title = title_in(seg.text, patterns)
        if title:
            if len(seg.text.split()) <= 12:
                k = next(i for i, s in enumerate(segs) if s is seg)
                return title_lines(segs, k, title, _confirmed_name)
            return title
    return None


def _confirmed_name(text: str) -> bool:
    m = find_name(text)
    return m is not None and m.hit


def _has_student_word(segs: list[Segment]) -> bool:
    """True when a short segment (≤ 12 words) of a unit says its person is a student."""
    return any(is_student_text(s.text) for s in segs if s.text and len(s.text.split()) <= 12)


def _has_staff_word(segs: list[Segment], staff: Optional[re.Pattern[str]] = None) -> bool:
    """True when a short segment (≤ 12 words) of a unit names a staff job (``staff``:
    :func:`staff_pattern`, looked up when not given)."""
    if staff is None:
        staff = staff_pattern()
    return any(staff.search(s.text) for s in segs
               if s.text and len(s.text.split()) <= 12 and may_match(s.text, staff))


def _split_pair(segs: list[Segment]) -> Optional[tuple[int, str, str]]:
    """Two adjacent one-word segments that may be a name written in two cells."""
    for k in range(len(segs) - 1):
        a, b = segs[k].text, segs[k + 1].text
        if " " not in a and " " not in b and a[:1].isupper() and b[:1].isupper():
            return k, a, b
    return None


def _order_score(given: str, family: str) -> int:
    return int(dic.name_key(given) in dic.first_names()) + int(dic.name_key(family) in dic.last_names())


#: Answers of ``find_name`` by text, shared by the pages of a crawl (labels, titles and
#: menu texts recur on every page of a site), for one state of the dictionaries.
_NAMES: dict[str, Optional[NameMatch]] = {}
_NAMES_DICTIONARIES: list[tuple] = []
#: Most texts remembered before the memo starts afresh.
NAMES_MEMO_SIZE = 1 << 15


def _names_memo() -> dict[str, Optional[NameMatch]]:
    """The memo of name tests, emptied when the dictionaries it was filled with were
    reloaded (``dictionaries.clear_cache``) or when it grew past :data:`NAMES_MEMO_SIZE`."""
    current = dic.name_lists()
    if not _NAMES_DICTIONARIES or len(_NAMES) > NAMES_MEMO_SIZE or _NAMES_DICTIONARIES[0] is not current:
        _NAMES.clear()
        _NAMES_DICTIONARIES[:] = [current]
    return _NAMES


def _records(units: list[list[etree._Element]], view: Optional[PageView] = None,
             *, min_units: Optional[int] = None, ratio: float = NAME_RATIO) -> Optional[list[_Record]]:
    """The records of a unit set. With a ``view`` the set is judged on the way: None as soon
    as so many units surely lack a confirmed name that :func:`is_faculty` (with
    ``min_units`` and ``ratio``) must fail, so menus and link lists are not read to the end."""
    out = []
    pending: list[tuple[_Record, tuple[int, str, str]]] = []
    k_all = len(units)
    enough = MIN_UNITS if min_units is None else min_units
    if view is not None and k_all < min(MIN_TITLED_UNITS, enough):
        return None
    misses = 0  # units with no confirmed name and no two-cell name still to try
    names: dict[str, Optional[NameMatch]] = {}
    if view is not None:
        names = view.memo.get("people.names")  # type: ignore[assignment]
        if names is None:
            names = view.memo["people.names"] = _names_memo()
    titles, staff = title_patterns(), staff_pattern()
    lists = dic.name_lists()
    for unit in units:
        rec = _Record(list(view.unit_segments(unit)) if view is not None else segments(unit))
        for k, seg in enumerate(rec.segs):
            text = seg.text
            if text in names:
                m = names[text]
            else:
                m = names[text] = find_name_in(text, lists)
            if m:
                rec.names.append((k, m))
        if not rec.names:
            pair = _split_pair(rec.segs)
            if pair is not None:
                pending.append((rec, pair))
            else:
                misses += 1
        elif not any(m.hit for _, m in rec.names):
            misses += 1
        if view is not None and misses and (k_all < enough or (k_all - misses) / k_all <= ratio):
            return None
        if rec.names:
            rec.title = _unit_title(rec.segs, titles)
            rec.staff = _has_staff_word(rec.segs, staff)
            rec.student = _has_student_word(rec.segs)
        out.append(rec)
    if pending:
        # a name written in two cells ("Doe | Jane"): the order the whole set reads best in
        as_is = sum(_order_score(a, b) for _, (_, a, b) in pending)
        turned = sum(_order_score(b, a) for _, (_, a, b) in pending)
        for rec, (k, a, b) in pending:
            m = find_name(f"{b} {a}" if turned > as_is else f"{a} {b}")
            if m is not None:
                rec.names.append((k, m))
                rec.title = _unit_title(rec.segs, titles)
                rec.staff = _has_staff_word(rec.segs, staff)
                rec.student = _has_student_word(rec.segs)
    return out


def is_faculty(records: list[_Record], *, ratio: float = NAME_RATIO, min_units: Optional[int] = None) -> bool:
    """WEB-UIE faculty test: more than ``ratio`` of the units hold a confirmed name
    (k > 3 units, or at least ``min_units`` when given; smaller sets count with at least
    :data:`MIN_TITLED_UNITS` units that all hold a confirmed name and an academic title),
    and the set is not a dated news/event list, a container of whole people lists, or a
    staff list (no academic title, mostly staff job words)."""
    k = len(records)
    enough = MIN_UNITS if min_units is None else min_units
    if k < min(MIN_TITLED_UNITS, enough) or k == 0:
        return False
    hits = sum(1 for r in records if any(m.hit for _, m in r.names))
    if k < enough:
        if not all(r.title and any(m.hit for _, m in r.names) for r in records):
            return False
    elif hits / k <= ratio:
        return False
    titled = sum(1 for r in records if r.title)
    if titled == 0 and sum(1 for r in records if r.staff) * 2 >= k:
        return False
    if titled * 2 < k and sum(1 for r in records if r.student) * 2 >= k:
        return False  # a list of students (beyond the paper)
    dated = sum(1 for r in records if _is_dated(" ".join(s.text for s in r.segs)))
    if dated / k > MAX_DATE_RATIO:
        return False
    crowded = sum(1 for r in records if sum(1 for _, m in r.names if m.hit) >= CONTAINER_NAMES)
    return crowded / k <= 0.5


def _person(unit: list[etree._Element], rec: _Record, path: Optional[tuple], base: str) -> Optional[Person]:
    chosen: Optional[tuple[int, NameMatch]] = None
    if path is not None:
        chosen = next(((k, m) for k, m in rec.names if _relpath(rec.segs[k].owner, unit) == path), None)
    if chosen is None:
        chosen = next(((k, m) for k, m in rec.names if m.hit), None) or (rec.names[0] if rec.names else None)
    if chosen is None:
        return None
    k, m = chosen
    owner = rec.segs[k].owner
    title = rec.title
    anchors = [a for el in unit for a in el.iter("a")]
    homepage = None
    node: Optional[etree._Element] = owner
    tops = {id(u) for u in unit}
    for _ in range(MAX_ANCESTOR_WALK):
        if node is None:
            break
        if node.tag == "a":
            homepage = absolute(node.get("href"), base)
            break
        if id(node) in tops:
            break
        node = node.getparent()
    if homepage is None:
        for a in anchors:
            if m.name in norm_ws(element_text(a)):
                homepage = absolute(a.get("href"), base)
                if homepage:
                    break
    if homepage is None:
        for a in anchors:
            if a.find(".//img") is not None:
                homepage = absolute(a.get("href"), base)
                if homepage:
                    break
    email = next((e for e in (email_from_href(a.get("href")) for a in anchors) if e), None)
    if email is None:
        email = find_email(" ".join(s.text for s in rec.segs))
    return Person(name=m.name, title=title, homepage=homepage, email=email)


def extract_people(root: etree._Element, url: str | None, *, min_units: Optional[int] = None,
                   name_ratio: float = NAME_RATIO, similarity: float = SIMILARITY) -> list[Person]:
    """Faculty records of a page (WEB-UIE Definition 3, Algorithm 1, §3.4), in page order;
    ``[]`` when no unit set passes the faculty test. ``min_units``: fewest units a set
    needs for the name-share test (default: the paper's k > 3, i.e. 4; see
    :func:`is_faculty`); ``name_ratio``: the name share W (> 0.75); ``similarity``: the
    sub-tree similarity S (> 0.8). Does not change the tree."""
    if min_units is not None and (isinstance(min_units, bool) or not isinstance(min_units, int) or min_units < 1):
        raise ValueError(f"min_units must be a positive integer or None, not {min_units!r}")
    if not is_element(root):
        return []
    view = page_view(root)
    index = view.index
    base = view.base_url(url)
    floor = MIN_TITLED_UNITS if min_units is None else max(1, min(MIN_TITLED_UNITS, min_units))
    accepted: list[tuple[UnitSet, list[_Record]]] = []
    # menus, page header and footer lists are not directories
    for uset in candidate_sets(root, index, min_units=floor, skip_chrome=True, threshold=similarity):
        recs = _records(uset.units, view, min_units=min_units, ratio=name_ratio)
        if recs is not None and is_faculty(recs, ratio=name_ratio, min_units=min_units):
            accepted.append((uset, recs))
    accepted = _drop_containers(accepted, view, name_ratio)
    if any(any(r.title for r in recs) for _, recs in accepted):
        # a faculty list with academic titles beside one without: the other is staff
        accepted = [(u, recs) for u, recs in accepted if any(r.title for r in recs)]
    found: list[tuple[float, Person]] = []
    for uset, recs in accepted:
        _set_people(uset.units, recs, view, base, found)
    found.extend(_structure_people(view, accepted, base, floor, min_units, name_ratio))
    if not found:
        found.extend(_line_people(root, index, base, min_units=min_units, ratio=name_ratio))
    found.sort(key=lambda x: x[0])
    seen: set[tuple[str, Optional[str]]] = set()
    people: list[Person] = []
    for _, p in found:
        key = (p.name.casefold(), p.homepage)
        if key not in seen:
            seen.add(key)
            people.append(p)
    return people


def _set_people(units: list[list[etree._Element]], recs: list[_Record], view: PageView, base: str,
                found: list[tuple[float, Person]]) -> None:
    """The people of a faculty set, appended to ``found`` with their page positions: the
    name at the tag path most units hold their confirmed name at (§3.4); a unit without a
    title of its own takes the rank its section heading names (beyond the paper)."""
    index = view.index
    paths = Counter(
        _relpath(r.segs[k].owner, unit)
        for unit, r in zip(units, recs)
        for k, m in r.names[:1] if m.hit
    )
    path = paths.most_common(1)[0][0] if paths else None
    # units found again by their path under other parents (§3.4): a parent none of
    # whose units holds a confirmed name is another list (a menu item of the same shape)
    confirmed = {id(unit[0].getparent()) for unit, r in zip(units, recs) if any(m.hit for _, m in r.names)}
    members: Optional[Covered] = None
    for unit, rec in zip(units, recs):
        if id(unit[0].getparent()) not in confirmed:
            continue
        p = _person(unit, rec, path, base)
        if p is None:
            continue
        if p.title is None:
            if members is None:
                members = Covered([el for u in units for el in u])
                members.holders.clear()  # a heading lies inside a unit or outside all
            p.title = section_title(view, unit[0], members.covers)
        found.append((index.order.get(unit[0], 0), p))


def _header_row(el: etree._Element) -> bool:
    """A table's header row: a row without data cells ("Name | Rank | Office")."""
    return el.tag == "tr" and el.find("td") is None


def _named_elements(unit: list[etree._Element], rec: _Record) -> list[etree._Element]:
    """The elements of a unit that count as read: all of a one-element unit; of a run of
    siblings, the one holding its first confirmed name (the others may be cards of people
    Algorithm 1 ran together)."""
    if len(unit) == 1:
        return unit
    hit = next((k for k, m in rec.names if m.hit), None)
    if hit is None:
        return unit
    at = _relpath(rec.segs[hit].owner, unit)[0]
    return [unit[at]] if at >= 0 else unit


def _structure_people(view: PageView, accepted: list[tuple[UnitSet, list[_Record]]], base: str, floor: int,
                      min_units: Optional[int], ratio: float) -> list[tuple[float, Person]]:
    """The people of record-structure sets (:func:`~webextract.extract.webuie.records.structure_sets`)
    that the sets of Algorithm 1 missed: each set, outermost first, passes the faculty test
    as a whole and gives the people of its units that hold a confirmed name, lie in no
    unit read before and hold none (a set whose units mostly hold two confirmed names or
    more is a set of groups, left to its inner sets). Where a set of Algorithm 1
    has academic titles, sets without any are left out (as in :func:`extract_people`).
    Beyond the paper."""
    out: list[tuple[float, Person]] = []
    titled_page = any(any(r.title for r in recs) for _, recs in accepted)
    covered = Covered([el for uset, recs in accepted for unit, rec in zip(uset.units, recs)
                       for el in _named_elements(unit, rec)])
    chrome = chrome_test(view.memo.setdefault("chrome", {}))
    for sset in structure_sets(view, chrome, floor):
        if all(covered.covers(u[0]) for u in sset.units):
            continue
        recs = _records(sset.units, view, min_units=min_units, ratio=ratio)
        if recs is None or not is_faculty(recs, ratio=ratio, min_units=min_units):
            continue
        if titled_page and not any(r.title for r in recs):
            continue
        if sum(1 for r in recs if sum(1 for _, m in r.names if m.hit) >= 2) * 2 >= len(recs):
            continue  # units of several people each (a row of cards): their cards are read instead
        keep = [(u, r) for u, r in zip(sset.units, recs)
                if any(m.hit for _, m in r.names) and not covered.covers(u[0]) and not _header_row(u[0])]
        for u, _ in keep:
            covered.add(u[0])
        _set_people([u for u, _ in keep], [r for _, r in keep], view, base, out)
    return out


def _lines(el: etree._Element) -> list[tuple[list[etree._Element], list[Segment]]]:
    """The lines of an element written with ``<br>``: for each line, its child elements and
    its text segments (the element's own text and tails count as the element's)."""
    lines: list[tuple[list[etree._Element], list[Segment]]] = []
    els: list[etree._Element] = []
    segs: list[Segment] = []
    if el.text and el.text.strip():
        segs.append(Segment(norm_ws(el.text), el))
    for child in el:
        if not is_element(child):
            continue
        if child.tag == "br":
            if segs:
                lines.append((els, segs))
            els, segs = [], []
        elif child.tag not in SKIP_TAGS:
            els.append(child)
            segs.extend(segments(child))
        if child.tail and child.tail.strip():
            segs.append(Segment(norm_ws(child.tail), el))
    if segs:
        lines.append((els, segs))
    return lines


def _line_people(root: etree._Element, index: PathIndex, base: str,
                 *, min_units: Optional[int] = None, ratio: float = NAME_RATIO) -> list[tuple[float, Person]]:
    """People listed one a line in a single element ("Jane Doe, Professor<br>John Smith,
    Lecturer<br>..."), a layout of older sites that has no element per record: each line is
    a unit, and the lines pass the same faculty test as repeating units. A choice beyond
    the paper, tried only when no repeating-unit set passes."""
    out: list[tuple[float, Person]] = []
    for el in index.order:  # the elements of iter_elements(root), in document order
        if sum(1 for c in el if is_element(c) and c.tag == "br") < MIN_TITLED_UNITS or in_site_chrome(el):
            continue
        lines = _lines(el)
        recs = []
        for _, segs in lines:
            rec = _Record(segs)
            for k, seg in enumerate(segs):
                m = find_name(seg.text)
                if m:
                    rec.names.append((k, m))
            if rec.names:
                rec.title = _unit_title(segs)
                rec.staff = _has_staff_word(segs)
                rec.student = _has_student_word(segs)
            recs.append(rec)
        if not is_faculty(recs, ratio=ratio, min_units=min_units):
            continue
        start = index.order.get(el, 0)
        for n, ((els, _), rec) in enumerate(zip(lines, recs)):
            p = _person(els, rec, None, base)
            if p is not None:
                out.append((start + n / (len(lines) + 1), p))
    return out


def _inner_counts(a: UnitSet, b: UnitSet) -> tuple[dict[int, int], list[tuple[list[etree._Element], Optional[int], int]]]:
    """For each unit of ``b``: the index of the unit of ``a`` it lies strictly inside (None
    when outside all) and how many levels up that unit's element is; and how many units of
    ``b`` each unit of ``a`` holds."""
    owner = {id(el): k for k, u in enumerate(a.units) for el in u}
    held: Counter = Counter()
    where = []
    for u in b.units:
        node, found, depth = u[0].getparent(), None, 1
        while node is not None and depth <= MAX_ANCESTOR_WALK:
            found = owner.get(id(node))
            if found is not None:
                held[found] += 1
                break
            node, depth = node.getparent(), depth + 1
        where.append((u, found, depth))
    return held, where


def _drop_containers(accepted: list[tuple[UnitSet, list[_Record]]],
                     view: Optional[PageView] = None,
                     ratio: float = NAME_RATIO) -> list[tuple[UnitSet, list[_Record]]]:
    """Resolve nested faculty sets. When the units of set B lie inside the units of set A:
    if B has more units than A, A's units are groups of people (letter sections) and A is
    dropped; otherwise B's units are parts of A's records (the name line of each card) and
    B is dropped. One exception (with ``view``, so new units can be read): when A's units
    are single elements each holding one of B's at most, and each of B's units outside A
    sits as far below an element of A's tag as the others sit below their unit, those are
    cards of another shape (a first card with one wrapper more): they join A as units and B
    is dropped. Exact duplicates keep the first."""
    dropped: set[int] = set()
    for i, (a, _) in enumerate(accepted):
        a_ids = {id(el) for u in a.units for el in u}
        for j, (b, _) in enumerate(accepted):
            if i == j or i in dropped or j in dropped:
                continue
            if {id(el) for u in b.units for el in u} == a_ids:
                dropped.add(max(i, j))
                continue
            held, where = _inner_counts(a, b)
            if not held:
                continue
            cards = _cards_outside(a, where, a_ids) if view is not None and a.single and max(held.values()) == 1 else None
            if cards:
                units = _doc_order(view.index, a.units + cards)
                recs = _records(units, view, ratio=ratio)
                if recs is not None:
                    a = UnitSet(units, a.r1, True)
                    accepted[i] = (a, recs)
                    a_ids.update(id(u[0]) for u in cards)
                    dropped.add(j)
                    continue
            dropped.add(i if len(b.units) > len(a.units) else j)
    return [x for k, x in enumerate(accepted) if k not in dropped]


def _cards_outside(a: UnitSet, where: list[tuple[list[etree._Element], Optional[int], int]],
                   a_ids: set[int]) -> Optional[list[list[etree._Element]]]:
    """For :func:`_drop_containers`: the elements of A's tag as far above each unit of B
    outside A as A's units are above B's inside them, or None when one of them has none
    (``a_ids``: the ids of A's elements)."""
    depths = Counter(d for _, k, d in where if k is not None)
    depth = depths.most_common(1)[0][0]
    tag = a.units[0][0].tag
    inside = set(a_ids)
    cards: list[list[etree._Element]] = []
    for u, k, _ in where:
        if k is not None:
            continue
        node: Optional[etree._Element] = u[0]
        for _ in range(depth):
            node = node.getparent() if node is not None else None
        if node is None or node.tag != tag or id(node) in inside:
            return None
        inside.add(id(node))
        cards.append([node])
    return cards
