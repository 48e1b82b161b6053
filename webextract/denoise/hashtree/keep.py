"""What stays although its fingerprint recurs: field labels next to content, and records of a
list (siblings of one shape, not all template) — see the package documentation.
"""

from __future__ import annotations

from typing import Mapping

import lxml.html

from webextract.denoise.hashtree.fingerprint import TreeFingerprints
from webextract.denoise.regions import record_regions

#: A label kept by ``keep_labels`` has at most this many words ...
LABEL_MAX_WORDS = 4


#: ... and at most this many non-space characters.
LABEL_MAX_CHARS = 40


#: A template node is kept as (part of) a data record when it or a near ancestor is one of
#: at least this many siblings of one shape (tag, first class, children's tags) ...
RECORD_MIN_SIBLINGS = 3


#: ... holding, when it is such a sibling itself, at least this many bytes of text ...
RECORD_MIN_CHARS = 20


#: ... where "near" is at most this many levels up, the node itself included; an ancestor
#: whose only element child is the one below is a wrapper and no level (markup made by
#: scripts nests a record's fields many wrappers deep).
RECORD_LEVELS = 5


#: A list whose items are all template on the partner page, at the same places, but this
#: many (a menu whose current item is marked) is template, not recurring records.
MENU_MAX_CHANGED = 1


#: ... and whose items are menu entries: at most this many bytes of text each.
MENU_ITEM_MAX_CHARS = 40


#: A template node with at least this many links and hardly any text outside them is
#: navigation, never kept as a record.
NAV_MIN_LINKS = 4


#: ... "hardly any": at most MENU_ITEM_MAX_CHARS bytes, or at most this share of its text
#: (a menu column with its headings).
NAV_MAX_PLAIN_SHARE = 0.25


def _is_label(el: lxml.html.HtmlElement, fps: TreeFingerprints, removed: set) -> bool:
    """A short, link-free template text next to content that is not template."""
    if fps.text_len[el] > 4 * LABEL_MAX_CHARS or el.tag == "a":
        return False
    words = "".join(el.itertext()).split()
    if not words or len(words) > LABEL_MAX_WORDS or len("".join(words)) > LABEL_MAX_CHARS:
        return False
    if next(el.iter("a"), None) is not None:
        return False
    if el.tail and not el.tail.isspace():
        return True
    nxt = el.getnext()
    while nxt is not None and not isinstance(nxt.tag, str):
        if nxt.tail and not nxt.tail.isspace():
            return True
        nxt = nxt.getnext()
    if nxt is None or nxt in removed or fps.text_len.get(nxt, 0) == 0:
        return False
    # a list item before another item of the same kind is a sibling, not a label
    return (
        words[-1].endswith(":")
        or nxt.tag != el.tag
        or nxt.get("class") != el.get("class")
    )


def _signature(el: lxml.html.HtmlElement) -> tuple:
    """A record's shape: its tag, its first class and the tags of its children."""
    classes = (el.get("class") or "").split()
    children = tuple(c.tag for c in el if isinstance(c.tag, str))
    return el.tag, classes[0] if classes else None, children


def _same_shape(parent: lxml.html.HtmlElement, sig: tuple) -> list:
    """The children of ``parent`` with the shape ``sig`` (:func:`_signature`)."""
    return [s for s in parent if isinstance(s.tag, str) and _signature(s) == sig]


def _aligned(group: list, hits: set, fps: TreeFingerprints, positions: Mapping[int, int]) -> bool:
    """True when the template members of a sibling group are the partner page's same list
    with at most ``MENU_MAX_CHANGED`` items changed: every member but that many is template,
    and at least half of the template ones sit at one common offset from the positions their
    keys have on the partner page (a menu whose "Sign in" became "My account", a menu one
    entry longer).  Recurring records do not line up so: other records sit between them."""
    template = [s for s in group if s in hits]
    if len(group) - len(template) > MENU_MAX_CHANGED or len(template) < 2:
        return False
    if not all(_menu_item(s, fps) for s in group):
        return False  # items holding records' worth of text: a list whose items differ
    offsets: dict = {}
    for s in template:
        p = positions.get(fps.key[s])
        if p is not None:
            d = fps.index[s] - p
            offsets[d] = offsets.get(d, 0) + 1
    return bool(offsets) and 2 * max(offsets.values()) >= len(template)


def _branches(el: lxml.html.HtmlElement) -> bool:
    """Has ``el`` more than one element child?"""
    n = 0
    for c in el:
        if isinstance(c.tag, str):
            n += 1
            if n > 1:
                return True
    return False


def _link_text(el: lxml.html.HtmlElement, fps: TreeFingerprints) -> tuple[int, int]:
    """The number of links (outermost ``a``) under ``el`` and the bytes of their text."""
    links = chars = 0
    for a in el.iter("a"):
        if next(a.iterancestors("a"), None) is None:
            links += 1
            chars += fps.text_len[a]
    return links, chars


def _navigation(el: lxml.html.HtmlElement, fps: TreeFingerprints) -> bool:
    """A block of links (a menu column, a link list): at least ``NAV_MIN_LINKS`` links
    holding all its text but ``MENU_ITEM_MAX_CHARS`` bytes or ``NAV_MAX_PLAIN_SHARE`` of it.
    A record has text of its own beside its links (a snippet, a price); a recurring block
    of links is navigation."""
    links, chars = _link_text(el, fps)
    if links < NAV_MIN_LINKS:
        return False
    outside = fps.text_len[el] - chars
    return outside <= MENU_ITEM_MAX_CHARS or outside <= NAV_MAX_PLAIN_SHARE * fps.text_len[el]


def _menu_item(el: lxml.html.HtmlElement, fps: TreeFingerprints) -> bool:
    """A menu entry: short (at most ``MENU_ITEM_MAX_CHARS`` bytes of text) or links only
    (at most ``MENU_ITEM_MAX_CHARS`` bytes of its text outside its links)."""
    total = fps.text_len[el]
    if total <= MENU_ITEM_MAX_CHARS:
        return True
    return total - _link_text(el, fps)[1] <= MENU_ITEM_MAX_CHARS


class _RecordTest:
    """Decides which template nodes of one layer are (parts of) recurring data records."""

    def __init__(self, fps: TreeFingerprints, hits: set, positions: Mapping[int, int] | None) -> None:
        self.fps, self.hits, self.positions = fps, hits, positions
        if fps.regions is None:
            fps.regions = record_regions(fps.root)
        self.items = fps.regions.items
        self._groups: dict = {}
        self._verdicts: dict = {}

    def _group(self, el: lxml.html.HtmlElement) -> tuple[tuple, list]:
        """``el``'s (parent, shape) key and same-shape siblings (itself included), read
        once per layer; ``el`` has a parent."""
        key = (el.getparent(), _signature(el))
        group = self._groups.get(key)
        if group is None:
            group = self._groups[key] = _same_shape(*key)
        return key, group

    def _group_is_records(self, el: lxml.html.HtmlElement) -> bool:
        if el.getparent() is None:
            return False
        key, group = self._group(el)
        verdict = self._verdicts.get(key)
        if verdict is None:
            verdict = self._verdicts[key] = (
                len(group) >= RECORD_MIN_SIBLINGS
                and any(s not in self.hits for s in group)
                and not (self.positions is not None
                         and _aligned(group, self.hits, self.fps, self.positions))
            )
        return verdict

    def _in_changing_list(self, el: lxml.html.HtmlElement) -> bool:
        """Is ``el`` an item of another shape (a featured or sponsored record: another class,
        other fields) in a list of records, that is among siblings of its tag that form a
        list whose items are not all template (:meth:`_group_is_records`)?"""
        parent = el.getparent()
        if parent is None:
            return False
        key = (parent, el.tag)
        verdict = self._verdicts.get(key)
        if verdict is None:
            verdict = False
            seen = {_signature(el)}
            for s in parent:
                if s.tag != el.tag:
                    continue
                sig = _signature(s)
                if sig not in seen:
                    seen.add(sig)
                    if self._group_is_records(s):
                        verdict = True
                        break
            self._verdicts[key] = verdict
        return verdict

    def __call__(self, el: lxml.html.HtmlElement) -> bool:
        """Part of a data record: one of a list of same-shape siblings that are not all
        template (and, with partner positions, not the partner's list with an item
        changed; without them, with at least RECORD_MIN_CHARS bytes of text), an item of
        its tag in such a list with RECORD_MIN_CHARS bytes of text, or any text inside
        such a record; never a block of links
        (:func:`_navigation`) unless it is an item of a data-record region, or inside one
        (:mod:`webextract.denoise.regions`: items of one shape, each with a link and text
        of its own that varies from item to item)."""
        if el in self.items:
            return True
        if _navigation(el, self.fps):
            return False
        if self._group_is_records(el):
            return self.positions is not None or self.fps.text_len[el] >= RECORD_MIN_CHARS
        if self.fps.text_len[el] >= RECORD_MIN_CHARS and self._in_changing_list(el):
            return True  # not a list's heading or footer ("Sort by", "Powered by ...")
        node = el.getparent()
        levels = 1
        while levels < RECORD_LEVELS:
            if node is None or node.tag in ("body", "html"):
                return False
            if node in self.items:
                return True
            # an ancestor that is one of several of its shape: the list is not all template
            if node.getparent() is not None and len(self._group(node)[1]) >= RECORD_MIN_SIBLINGS:
                return True
            if _branches(node):
                levels += 1  # a wrapper around one element is no level of the record
            node = node.getparent()
        return False


#: An item holding this many siblings of one tag and class holds a list (a block of
#: filters, a column of links): a region of such items is layout, not records.
ITEM_LIST_MIN = 6


def _lists(region: lxml.html.HtmlElement, fps: TreeFingerprints) -> bool:
    """More than half of the region's children hold a list (:data:`ITEM_LIST_MIN`)."""
    items = [c for c in region if isinstance(c.tag, str)]
    holding = 0
    for item in items:
        for el in item.iter():
            counts: dict = {}
            for c in el:
                if isinstance(c.tag, str):
                    k = (c.tag, c.get("class"))
                    counts[k] = counts.get(k, 0) + 1
            if counts and max(counts.values()) >= ITEM_LIST_MIN:
                holding += 1
                break
    return 2 * holding > len(items)


def keep_content_regions(remove: list, fps: TreeFingerprints) -> tuple[list, int]:
    """A list of records that is the page's content stays although it recurs whole.

    Two result pages of a site can show the very same list (the same destinations from two
    origins, the same results for two queries): its container matches on both, one layer
    above its items, and the layer rule would delete the page's content.  A data-record
    region (:mod:`webextract.denoise.regions`), or a list of one record repeated
    (``RecordRegions.alike``), inside a node to delete stays when it holds
    at least as much text as everything else the page keeps: the node's other parts go,
    the region and the path down to it stay.  A recurring box of records beside the page's
    own content (the same "top sellers" on every page) holds less and goes, and so does a
    region that is navigation (:func:`_navigation`) or whose items hold lists
    (:func:`_lists`: blocks of filters, columns of links).

    Input: the nodes a plan would delete (none inside another) and the page's
    fingerprints.  Output: the nodes to delete instead, and the number of regions kept.
    Regions are tried largest first; each one kept counts as text the page keeps.
    """
    if not remove:
        return remove, 0
    if fps.regions is None:
        fps.regions = record_regions(fps.root)
    removing = set(remove)
    text = fps.text_len
    content = text[fps.root] - sum(text[c] for c in fps.root if isinstance(c.tag, str) and c.tag == "head")
    left = content - sum(text[el] for el in remove)
    found: list = []
    for region in fps.regions.regions | fps.regions.alike:
        node = region
        while node is not None and node not in removing:
            node = node.getparent()
        if node is not None and not _navigation(region, fps) and not _lists(region, fps):
            found.append((text[region], region, node))
    kept = 0
    replaced: dict = {}
    for size, region, top in sorted(found, key=lambda t: -t[0]):
        if size == 0 or size < left:
            continue
        parts = replaced.setdefault(top, {top})
        path = [region]  # region up to the part that holds it
        while path[-1] not in parts:
            if path[-1] is top:
                break
            path.append(path[-1].getparent())
        if path[-1] not in parts:
            continue  # already kept with a larger region
        parts.discard(path[-1])
        path.reverse()
        for upper, lower in zip(path, path[1:]):
            parts.update(c for c in upper if isinstance(c.tag, str) and c is not lower)
        left += size
        kept += 1
    if not kept:
        return remove, 0
    out: list = []
    for el in remove:
        parts = replaced.get(el)
        if parts is None:
            out.append(el)
        else:
            out.extend(p for p in parts if text[p] > 0)
    return out, kept
