"""Person records of today's people pages, beyond WEB-UIE's Algorithm 1 (Dong, Liu & Li 2013).

The paper finds a faculty list as a run of similar sibling sub-trees (§3.2.2, Definition 3)
and reads each unit's name and title (§3.4).  Modern directories break that test in ways
the paper's 2013 pages did not: cards of one kind whose parts come and go (a photo, a link,
a phone line, a biography) are no longer similar enough, so a run of them is cut into
units of several cards or missed; a directory split into sections by rank carries the rank
in the section's heading, not in the rows; a card lists several titles on lines of their
own.  This module adds, as choices beyond the paper:

* record-structure sets (:func:`structure_sets`): the elements of one tag path, classes
  included (``li.views-row``, ``div.card``, ``article.person``, the rows of tables under
  one kind of heading), each a unit whatever its inner shape, when most of them are
  records (two or more text segments).  They pass the same faculty test as the paper's
  sets (names confirmed by Name.data, titles, no dates, not staff or students) and only
  add the people the paper's sets missed;
* titles from section headings (:func:`heading_title`): "Associate Professors" gives
  "Associate Professor" to the rows below it that carry no title of their own;
* title lines (:func:`title_lines`): "Professor" then "Director of Undergraduate Studies"
  on the next line of the same block, or after a separator in the same line ("Professor;
  Director of ...", "Professor, Director of ..."), give "Professor; Director of
  Undergraduate Studies";
* the student test (:func:`is_student_text`): a list of students is not faculty.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import Callable, Optional

from lxml import etree

from webextract.extract.webuie.dom import PageView, Segment, element_text, norm_ws
from webextract.extract.webuie.names import find_title
from webextract.extract.webuie.repeating import UnitSet

#: Fewest text segments a unit of a record-structure set holds (a name and something more).
MIN_RECORD_SEGMENTS = 2
#: Most elements of one record-structure set read (a bound for pathological pages).
MAX_STRUCTURE_UNITS = 20000
#: Most words of a section heading that names a rank.
MAX_HEADING_WORDS = 6
#: Most words of a title line after the first.
MAX_TITLE_LINE_WORDS = 10
#: Tags whose elements are never a person's record.
_NOT_RECORDS = frozenset({"html", "body", "main", "table", "tbody", "thead", "tfoot", "ul", "ol", "dl", "form",
                          "select", "option", "a", "img", "br", "hr", "span", "b", "i", "em", "strong"})
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_ROLE_WORDS = re.compile(
    r"\b(?:director|chair|chairman|chairperson|head|dean|provost|coordinator|editor|president|convener|"
    r"program\s+lead|principal\s+investigator)\b", re.I)
_STUDENT = re.compile(
    r"\b(?:students?|(?:ph\.?\s?d\.?|doctoral|master'?s?|m\.?a\.?|m\.?s\.?)\s+candidates?|undergraduates?|"
    r"doctoral\s+researchers?|alumn(?:us|a|i|ae))\b", re.I)
_EMERITI = re.compile(r"^(?:emerit(?:i|us|a|ae)|retired(?:\s+faculty)?)$", re.I)
_PLURAL = re.compile(r"(?<=[a-z])s\b", re.I)
#: Separators between the titles of one line ("Professor; Director of Graduate Studies").
_TITLE_SEPARATORS = re.compile(r"\s*[;|]\s*|,\s+(?=[A-Z])")


def is_student_text(text: str) -> bool:
    """True when a text says its person is a student ("PhD Student", "Doctoral Candidate",
    "Undergraduate", "Alumna"). Beyond the paper, which judges a list by its names only: a
    list of students passes the name test and must not be read as faculty."""
    return bool(text) and _STUDENT.search(text) is not None


def heading_title(text: str) -> Optional[str]:
    """The academic title a section heading gives its rows ("Associate Professors" →
    "Associate Professor", "Lecturers" → "Lecturer", "Emeriti" → "Emeritus Faculty",
    "Affiliated Faculty" → "Affiliated Faculty"), or None when it names no rank ("Core
    Faculty", "People"). Beyond the paper (§3.4 reads the title in the unit only)."""
    text = norm_ws(text).strip(" :")
    if not text or len(text.split()) > MAX_HEADING_WORDS:
        return None
    if _EMERITI.match(text):
        return "Emeritus Faculty"
    return find_title(text) or find_title(_PLURAL.sub("", text))


def title_lines(segs: list[Segment], k: int, first: str, is_name: Callable[[str], bool]) -> str:
    """The title of a unit whose first academic title ``first`` is in segment ``k``, with
    the title lines written right after it in the same block ("Professor" / "Director of
    Undergraduate Studies" → "Professor; Director of Undergraduate Studies"). A following
    line counts when it is short, names a rank or a role (director, chair, head, dean...),
    holds no name (``is_name``), no digit and no e-mail, and sits in the same element as
    the title or in a sibling of the same tag. Beyond the paper (§3.4 keeps one title)."""
    owner = segs[k].owner
    parent = owner.getparent()
    lines = [first]
    # further titles in the title's own line, after a separator: "Professor; Director of
    # Undergraduate Studies", "Associate Professor | Chair"
    text = segs[k].text
    cuts = [m.span() for m in _TITLE_SEPARATORS.finditer(text)]
    pos = text.casefold().find(first.casefold()) if cuts else -1
    if pos >= 0:
        bounds = [0, *(b for _, b in cuts)]
        ends = [a for a, _ in cuts] + [len(text)]
        at = max(n for n, b in enumerate(bounds) if b <= pos)
        if ends[at] < pos + len(first):  # the title runs past a separator: its first part
            lines[0] = text[pos:ends[at]].strip(" ;,|")
        for b, e in zip(bounds[at + 1:], ends[at + 1:]):
            if not _title_line(text[b:e], is_name):
                break
            lines.append(text[b:e].strip(" ;,|"))
    for seg in segs[k + 1:]:
        same_block = seg.owner is owner or (seg.owner.getparent() is parent and seg.owner.tag == owner.tag)
        if not same_block or not _title_line(seg.text, is_name):
            break
        lines.append(seg.text.strip(" ;,|"))
    return "; ".join(lines)


def _title_line(text: str, is_name: Callable[[str], bool]) -> bool:
    """Whether a line after a title is a further title: short, naming a rank or a role,
    without a name, a digit or an e-mail address."""
    if len(text.split()) > MAX_TITLE_LINE_WORDS or "@" in text or any(c.isdigit() for c in text):
        return False
    return bool(find_title(text) or _ROLE_WORDS.search(text)) and not is_name(text)


class Covered:
    """The unit elements already read on a page: :meth:`covers` tells whether an element
    is one of them, lies inside one or holds one; :meth:`add` adds one. Beyond the paper
    (for :func:`structure_sets`, whose sets only add the people the paper's sets missed)."""

    def __init__(self, units: list[etree._Element]):
        self.inside: set[int] = set()
        self.holders: set[int] = set()
        for u in units:
            self.add(u)

    def add(self, el: etree._Element) -> None:
        """Count ``el`` as read."""
        self.inside.add(id(el))
        node = el.getparent()
        while node is not None and id(node) not in self.holders:
            self.holders.add(id(node))
            node = node.getparent()

    def covers(self, el: etree._Element) -> bool:
        """True when ``el`` is a unit read, lies inside one or holds one."""
        if id(el) in self.holders:
            return True
        node: Optional[etree._Element] = el
        while node is not None:
            if id(node) in self.inside:
                return True
            node = node.getparent()
        return False


def structure_sets(view: PageView, chrome: Optional[Callable[[Optional[etree._Element]], bool]],
                   min_units: int) -> list[UnitSet]:
    """Record-structure sets of a page, outermost first: the elements of each tag path
    (classes included) with at least ``min_units`` members, at most
    :data:`MAX_STRUCTURE_UNITS`, more than half of which are shaped to hold two parts or
    more (below their single-child wrappers, two child elements, or one beside text); outside the site's navigation and frame (``chrome``). Each
    element is one unit, whatever its inner shape. Beyond the paper's Algorithm 1, which
    needs similar sub-trees (§3.2.2)."""
    index = view.index
    out: list[tuple[int, UnitSet]] = []
    skip = _NOT_RECORDS | _HEADINGS
    for members in index.members.values():
        if len(members) < min_units or len(members) > MAX_STRUCTURE_UNITS:
            continue
        first = members[0]
        if first.tag in skip:
            continue
        if chrome is not None and chrome(first.getparent()):
            continue
        records = 0
        for n, el in enumerate(members):
            if _record_like(el):
                records += 1
            if (records + len(members) - n - 1) * 2 <= len(members):
                break
        if records * 2 <= len(members):
            continue
        out.append((index.order.get(first, 0), UnitSet([[m] for m in members], None, True)))  # type: ignore[arg-type]
    out.sort(key=lambda x: x[0])
    return [s for _, s in out]


def _record_like(el: etree._Element) -> bool:
    """Whether an element may hold a record of two parts or more (a name and something
    else), judged by its shape alone: below its chain of single-child wrappers, two child
    elements or more, or one with text beside it."""
    node = el
    while len(node) == 1 and not (node.text and node.text.strip()):
        child = node[0]
        if child.tail and child.tail.strip():
            return True
        node = child
    if len(node) >= MIN_RECORD_SEGMENTS:
        return True
    return len(node) == 1 and bool(node.text and node.text.strip())


def _is_section_heading(el: etree._Element) -> bool:
    """A heading of a page's sections: ``h1``–``h6``, a table's ``<caption>``, an element
    with ``role="heading"``, or a table row that is one header cell or one cell spanning
    columns ("Emeriti" between the rows of a table)."""
    tag = el.tag
    if tag in _HEADINGS or tag == "caption":
        return True
    if tag == "tr":
        cells = [c for c in el if c.tag in ("td", "th")]
        return len(cells) == 1 and (cells[0].tag == "th" or (cells[0].get("colspan") or "1").strip() not in ("", "1"))
    return el.get("role") == "heading"


def section_headings(view: PageView) -> tuple[list[int], list[etree._Element]]:
    """The section headings of a page (:func:`_is_section_heading`) in document order, with
    their positions; kept in the page's memo. Beyond the paper."""
    got = view.memo.get("records.headings")
    if got is None:
        order = view.index.order
        heads = [el for el in order if _is_section_heading(el)]
        got = view.memo["records.headings"] = ([order[h] for h in heads], heads)
    return got  # type: ignore[return-value]


def section_title(view: PageView, unit: etree._Element, in_units: Callable[[etree._Element], bool]) -> Optional[str]:
    """The title the section heading above a unit gives it (:func:`heading_title`): the
    nearest heading before the unit that lies in no unit of its set (``in_units``), or
    None. Beyond the paper."""
    positions, heads = section_headings(view)
    at = view.index.order.get(unit)
    if at is None:
        return None
    k = bisect_left(positions, at) - 1
    while k >= 0:
        head = heads[k]
        if not in_units(head):
            return heading_title(element_text(head))
        k -= 1
    return None
