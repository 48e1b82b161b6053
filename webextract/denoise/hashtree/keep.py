"""What stays although its fingerprint recurs: field labels next to content, and records of a
list (siblings of one shape, not all template) — see the package documentation.
"""

from __future__ import annotations

from typing import Mapping

import lxml.html

from webextract.denoise.hashtree.fingerprint import TreeFingerprints

#: A label kept by ``keep_labels`` has at most this many words ...
LABEL_MAX_WORDS = 4


#: ... and at most this many non-space characters.
LABEL_MAX_CHARS = 40


#: A template node is kept as (part of) a data record when it or a near ancestor is one of
#: at least this many siblings of one shape (tag, first class, children's tags) ...
RECORD_MIN_SIBLINGS = 3


#: ... holding, when it is such a sibling itself, at least this many bytes of text ...
RECORD_MIN_CHARS = 20


#: ... where "near" is at most this many levels up, the node itself included.
RECORD_LEVELS = 5


#: A list whose items are all template on the partner page, at the same places, but this
#: many (a menu whose current item is marked) is template, not recurring records.
MENU_MAX_CHANGED = 1


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
    offsets: dict = {}
    for s in template:
        p = positions.get(fps.key[s])
        if p is not None:
            d = fps.index[s] - p
            offsets[d] = offsets.get(d, 0) + 1
    return bool(offsets) and 2 * max(offsets.values()) >= len(template)


class _RecordTest:
    """Decides which template nodes of one layer are (parts of) recurring data records."""

    def __init__(self, fps: TreeFingerprints, hits: set, positions: Mapping[int, int] | None) -> None:
        self.fps, self.hits, self.positions = fps, hits, positions
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

    def __call__(self, el: lxml.html.HtmlElement) -> bool:
        """Part of a data record: one of a list of same-shape siblings that are not all
        template (and, with partner positions, not the partner's list with an item
        changed; without them, with at least RECORD_MIN_CHARS bytes of text), or any text
        inside such a record."""
        if self._group_is_records(el):
            return self.positions is not None or self.fps.text_len[el] >= RECORD_MIN_CHARS
        node = el.getparent()
        for _ in range(RECORD_LEVELS - 1):
            if node is None or node.tag in ("body", "html"):
                return False
            # an ancestor that is one of several of its shape: the list is not all template
            if node.getparent() is not None and len(self._group(node)[1]) >= RECORD_MIN_SIBLINGS:
                return True
            node = node.getparent()
        return False
