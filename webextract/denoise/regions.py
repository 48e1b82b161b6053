"""Data-record regions: the evidence both denoising levels use to leave a list of records alone.

A list of records and a block of navigation can look alike to both levels of VB-PTC: a hotel
card or a deal is mostly link text (the name, the reviews, the place, "Book now"), so the
link-cluster score of §IV.C selects the list; the cards of a shop recur on other result pages
of the site (featured products), so the layer rule of §IV.B finds them template.  What tells
the records apart is the evidence STEM (docs/stem.md) finds records by: a *repeated
structure* whose items carry *content of their own that varies from item to item*.  Here:

a node is a **record region** when at least :data:`REGION_MIN_ITEMS` of its element children
have one tag and first class, and each of them

* holds a link (records of a list page link to their detail pages), and
* holds at least :data:`REGION_MIN_PLAIN` pieces of text outside its links (a price and
  the former price beside a linked name; a score and a nightly rate), or, when the item is
  one link (a whole card clickable), :data:`REGION_MIN_PIECES` pieces inside it (a title,
  a date and a price);

and their texts are not all alike: at least :data:`REGION_MIN_VARIED` of those items have
a text no other item has.  A menu entry has no text outside its link, a category with its
count one piece, a related story with its date one: menus, category lists and lists of
related stories do not qualify.

Those children are the region's *items*.  :func:`record_regions` finds every region of a tree
in one bottom-up pass (no recursion), linear in the tree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import lxml.html

#: A record region has at least this many items of one tag and first class ...
REGION_MIN_ITEMS = 3
#: ... each holding a link and at least this many pieces of text (text nodes with a letter
#: or digit) outside its links ...
REGION_MIN_PLAIN = 2
#: ... or, an item that is one link (a whole card clickable), this many inside it ...
REGION_MIN_PIECES = 3
#: ... and at least this share of them with a text no other item has.
REGION_MIN_VARIED = 0.5

_WORD = re.compile(r"\w")


@dataclass
class RecordRegions:
    """The record regions of a tree and their items (element sets)."""

    regions: set = field(default_factory=set)
    items: set = field(default_factory=set)
    #: ancestors of a region (the region itself excluded)
    above: set = field(default_factory=set)


def _piece(text: str | None) -> bool:
    return bool(text) and _WORD.search(text) is not None


def record_regions(
    root: lxml.html.HtmlElement,
    *,
    min_items: int = REGION_MIN_ITEMS,
    min_plain: int = REGION_MIN_PLAIN,
    min_pieces: int = REGION_MIN_PIECES,
    min_varied: float = REGION_MIN_VARIED,
) -> RecordRegions:
    """The record regions of a tree (module notes).

    Input: a parsed root and the thresholds.  Output: :class:`RecordRegions`.  One reverse
    document-order pass computes, for every element, its links, its pieces of text outside
    links and a hash of those texts; a second pass over each element's children groups them
    by tag and first class.  Linear in the tree; anything but an element raises
    ``TypeError``.
    """
    if not isinstance(getattr(root, "tag", None), str):
        raise TypeError(f"expected an lxml element, not {type(root).__name__}")
    nodes = [el for el in root.iter() if isinstance(el.tag, str)]
    links: dict = {}
    pieces: dict = {}
    plain: dict = {}
    thash: dict = {}
    out = RecordRegions()
    for el in reversed(nodes):
        is_link = el.tag == "a"
        n_links = 1 if is_link else 0
        n_pieces = n_plain = 0
        parts: list = []
        if _piece(el.text):
            n_pieces += 1
            n_plain += not is_link
            parts.append(el.text.strip())
        groups: dict = {}
        for child in el:
            tail = child.tail
            if isinstance(child.tag, str):
                n_links += links[child]
                n_pieces += pieces[child]
                n_plain += plain[child]
                parts.append(thash[child])
                if links[child] and (plain[child] >= min_plain
                                     or (child.tag == "a" and pieces[child] >= min_pieces)):
                    classes = (child.get("class") or "").split()
                    groups.setdefault((child.tag, classes[0] if classes else None), []).append(child)
            if _piece(tail):
                n_pieces += 1
                n_plain += not is_link
                parts.append(tail.strip())
        links[el] = n_links
        pieces[el] = n_pieces
        plain[el] = 0 if is_link else n_plain
        thash[el] = hash(tuple(parts)) if parts else 0
        for items in groups.values():
            if len(items) < min_items:
                continue
            seen: dict = {}
            for item in items:
                seen[thash[item]] = seen.get(thash[item], 0) + 1
            own = sum(1 for item in items if seen[thash[item]] == 1)
            if own >= max(2, min_varied * len(items)):
                out.regions.add(el)
                out.items.update(items)
    for region in out.regions:
        node = region.getparent()
        while node is not None and node not in out.above:
            out.above.add(node)
            node = node.getparent()
    return out
