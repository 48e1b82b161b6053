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

A list whose items carry their own text only inside links (a results table of a linked title,
a platform name and linked columns; a news search whose results are a section label and a
linked headline; cards of a linked title and a linked artist) looks like a list of related
stories item for item.  What sets it apart is its place on the page: it *is* the page's
content.  Such a node is a **main region** when its items (as above: one tag and first class,
a link each, not all alike) hold at least :data:`MAIN_MIN_PIECES` pieces of text each,
inside links or not, and the region holds at least :data:`MAIN_MIN_SHARE` times as many
words as all the text outside links elsewhere in the tree.  An article page's related
stories stand beside the article's prose and never qualify; a results page has little prose
beside its results.

A results page may show, right above and below its results, a short list of two or three
records of the same kind (sponsored results) whose every text is a link: too few items for a
main region, no text outside links for a region.  Such a list is a **companion** of a region
when it is the element right before or after the region (or after one of its first
:data:`COMPANION_LEVELS` - 1 ancestors), has the region's tag, and at least
:data:`COMPANION_MIN_ITEMS` of its children have the tag of the region's items, each holding
a link and :data:`MAIN_MIN_PIECES` pieces of text: records of the region's kind, that is at
least :data:`COMPANION_MIN_SHAPE` of the element tags under them found under the region's
items, those common tags at least :data:`COMPANION_MIN_COVER` of the region items' tags, of
their size (within :data:`MAIN_MAX_SIZE_RATIO` in elements) and with at most
:data:`COMPANION_MAX_RATIO` times the links and pieces of text of the region's largest item.
The region is the page's *main record region*: of all regions the one with the most items,
at least :data:`MAIN_MIN_ITEMS`.  Menus (one piece an item) and teaser lists (a linked headline
and a date: too few of the region items' tags) do not qualify, nor does anything not next to
the records.

Those children are the region's *items*.  :func:`record_regions` finds every region of a tree
in one bottom-up pass (no recursion), linear in the tree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import lxml.html
from lxml import etree

#: A record region has at least this many items of one tag and first class ...
REGION_MIN_ITEMS = 3
#: ... each holding a link and at least this many pieces of text (text nodes with a letter
#: or digit) outside its links ...
REGION_MIN_PLAIN = 2
#: ... or, an item that is one link (a whole card clickable), this many inside it ...
REGION_MIN_PIECES = 3
#: ... and at least this share of them with a text no other item has.
REGION_MIN_VARIED = 0.5
#: A main region's items hold at least this many pieces of text each, links included ...
MAIN_MIN_PIECES = 3
#: ... and the region at least this many times the words outside links elsewhere in the tree;
#: its items are records, not layout: none holds a region of its own, and the largest has at
#: most this many times the elements of the smallest.
MAIN_MIN_SHARE = 1.0
MAIN_MAX_SIZE_RATIO = 3.0
#: A main region has at least this many items (a page's results, not three columns of links).
MAIN_MIN_ITEMS = 5

#: A companion list sits right before or after a region or one of its first this-minus-one
#: ancestors (1: the region's own siblings only) ...
COMPANION_LEVELS = 2
#: ... has at least this many items of the region's item tag with a link and
#: MAIN_MIN_PIECES pieces of text each ...
COMPANION_MIN_ITEMS = 1
#: ... and at least this share of the element tags under them found under the region's items.
COMPANION_MIN_SHAPE = 0.75
#: ... and those common tags at least this share of the tags under the region's items (a
#: linked headline and a date, {a, span}, are not a result of a title, an address, a snippet
#: and links under it) ...
COMPANION_MIN_COVER = 0.5
#: ... and at most this many times the links and the pieces of text of the region's largest item.
COMPANION_MAX_RATIO = 2.0

_WORD = re.compile(r"\w")


@dataclass
class RecordRegions:
    """The record regions of a tree and their items (element sets)."""

    regions: set = field(default_factory=set)
    items: set = field(default_factory=set)
    #: ancestors of a region (the region itself excluded)
    above: set = field(default_factory=set)
    #: the regions found by the main-region rule alone (module notes), a subset of ``regions``
    main: set = field(default_factory=set)
    #: nodes whose items are as a region's but all alike (not varied): the same record
    #: repeated; not regions, but a list a page may consist of (site level)
    alike: set = field(default_factory=set)


def _varied(items: list, info: dict, min_items: int, min_varied: float) -> bool:
    """At least ``min_items`` items, and ``min_varied`` of them (two at least) with a text no
    other item has (``info``: each element's counts, its text hash last)."""
    if len(items) < min_items:
        return False
    hashes = [info[item][3] for item in items]
    seen: dict = {}
    for h in hashes:
        seen[h] = seen.get(h, 0) + 1
    own = sum(1 for h in hashes if seen[h] == 1)
    return own >= max(2, min_varied * len(items))


_WORD_TOKEN = re.compile(r"\S*\w\S*")


def _words(el: lxml.html.HtmlElement) -> tuple[int, int]:
    """Words (runs of non-space holding a letter or digit) of the text under ``el``, and
    of it outside links."""
    total = len(_WORD_TOKEN.findall(" ".join(el.itertext())))
    linked = sum(len(_WORD_TOKEN.findall(" ".join(a.itertext()))) for a in el.iter("a"))
    if el.tag == "a":
        linked = total
    return total, max(0, total - linked)


def _main_regions(root: lxml.html.HtmlElement, out: RecordRegions, varied_groups: list,
                  min_share: float, max_size_ratio: float) -> None:
    """Add the main regions among ``varied_groups`` (children before parents) to ``out``:
    items of one size (the largest at most ``max_size_ratio`` times the smallest, in
    elements), none holding a region or another such list, and the parent holding at
    least ``min_share`` times the words outside links elsewhere in the tree.  Words are
    counted only here, for the tree and the candidates."""
    below: set = set()  # regions, lists of items of one size and their ancestors

    def mark(node) -> None:
        while node is not None and node not in below:
            below.add(node)
            node = node.getparent()

    for region in out.regions:
        mark(region)
    total_plain = None
    for el, items in varied_groups:
        if el in out.regions or any(item in below for item in items):
            continue
        sizes = [sum(1 for _ in item.iter(etree.Element)) for item in items]
        if max(sizes) > max_size_ratio * min(sizes):
            continue
        mark(el)  # a list of such items: its ancestors' children are no records
        if total_plain is None:
            total_plain = _words(root)[1]
        words, plain_words = _words(el)
        if words >= min_share * (total_plain - plain_words):
            out.regions.add(el)
            out.main.add(el)
            out.items.update(items)


def _shape(items: list) -> tuple[set, int, int]:
    """The element tags under ``items`` (each item's own tag left out), and the least and
    most elements of an item."""
    tags: set = set()
    sizes = []
    for item in items:
        n = 0
        for el in item.iter(etree.Element):
            n += 1
            if el is not item:
                tags.add(el.tag)
        sizes.append(n)
    return tags, min(sizes), max(sizes)


def _sibling(node, forward: bool):
    """The element right after (``forward``) or before ``node``, comments skipped."""
    sib = node.getnext() if forward else node.getprevious()
    while sib is not None and not isinstance(sib.tag, str):
        sib = sib.getnext() if forward else sib.getprevious()
    return sib


def _companions(out: RecordRegions, info: dict, *, levels: int,
                min_items: int, min_pieces: int, min_shape: float, max_size_ratio: float,
                max_links_ratio: float, min_region_items: int, min_cover: float) -> None:
    """Add the companion lists of the page's main record region (the region of the most
    items, at least ``min_region_items``) to ``out`` (module notes) as regions, their
    qualifying children as items.  ``info``: each element's links and pieces of text first."""
    best = None
    for region in out.regions:
        items = [c for c in region if c in out.items]
        if len(items) >= min_region_items and (best is None or len(items) > len(best[1])):
            best = (region, items)
    if best is None:
        return
    region, items = best
    item_tag = items[0].tag
    tags, lo, hi = _shape(items)
    most_links = max_links_ratio * max(info[item][0] for item in items)
    most_pieces = max_links_ratio * max(info[item][1] for item in items)
    none = (0, 0, 0, 0)
    node = region
    for _ in range(levels):
        if node is None or node.getparent() is None:
            break
        for sib in (_sibling(node, False), _sibling(node, True)):
            if sib is None or sib.tag != region.tag or sib in out.regions:
                continue
            found = [c for c in sib if c.tag == item_tag and info.get(c, none)[0]
                     and min_pieces <= info.get(c, none)[1] <= most_pieces
                     and info[c][0] <= most_links]
            if len(found) < min_items:
                continue
            s_tags, s_lo, s_hi = _shape(found)
            common = len(tags & s_tags)
            if not s_tags or common < min_shape * len(s_tags) or common < min_cover * len(tags):
                continue
            if s_hi > max_size_ratio * lo or hi > max_size_ratio * s_lo:
                continue
            out.regions.add(sib)
            out.items.update(found)
        node = node.getparent()


def record_regions(
    root: lxml.html.HtmlElement,
    *,
    min_items: int = REGION_MIN_ITEMS,
    min_plain: int = REGION_MIN_PLAIN,
    min_pieces: int = REGION_MIN_PIECES,
    min_varied: float = REGION_MIN_VARIED,
    main_min_pieces: int = MAIN_MIN_PIECES,
    main_min_share: float | None = MAIN_MIN_SHARE,
    main_max_size_ratio: float = MAIN_MAX_SIZE_RATIO,
    main_min_items: int = MAIN_MIN_ITEMS,
    companion_levels: int = COMPANION_LEVELS,
    companion_min_items: int = COMPANION_MIN_ITEMS,
    companion_min_shape: float = COMPANION_MIN_SHAPE,
    companion_max_ratio: float = COMPANION_MAX_RATIO,
    companion_min_cover: float = COMPANION_MIN_COVER,
) -> RecordRegions:
    """The record regions of a tree (module notes).

    Input: a parsed root and the thresholds.  Output: :class:`RecordRegions`.  One reverse
    document-order pass computes, for every element, its links, its pieces of text outside
    links and a hash of those texts; a second pass over each element's children groups them
    by tag and first class.  Main regions (``main_min_pieces``, ``main_min_share``; None
    turns the rule off) are decided after the pass (:func:`_main_regions`), counting words
    only on pages that have candidates.  Then the lists right beside a region that hold a
    few records of its kind are added as regions (``companion_levels``: 0 turns it off;
    ``companion_min_items``, ``companion_min_shape``; :func:`_companions`).  Linear in the
    tree; anything but an element raises
    ``TypeError``.
    """
    if not isinstance(getattr(root, "tag", None), str):
        raise TypeError(f"expected an lxml element, not {type(root).__name__}")
    # every element's (links, pieces, plain pieces, text hash), children before parents
    info: dict = {}
    out = RecordRegions()
    varied_groups: list = []  # (parent, items) that may make a main region, children first
    main_on = main_min_share is not None
    word = _WORD.search
    for el in reversed(list(root.iter(etree.Element))):
        is_link = el.tag == "a"
        n_links = 1 if is_link else 0
        n_pieces = n_plain = 0
        parts: list = []
        text = el.text
        if text and word(text) is not None:
            n_pieces += 1
            n_plain += not is_link
            parts.append(text.strip())
        groups: dict | None = None
        main_groups: dict | None = None
        for child in el:
            c = info.get(child)
            if c is not None:
                c_links, c_pieces, c_plain, c_hash = c
                n_links += c_links
                n_pieces += c_pieces
                n_plain += c_plain
                parts.append(c_hash)
                if c_links:
                    tag = child.tag
                    classes = (child.get("class") or "").split()
                    key = (tag, classes[0] if classes else None)
                    if c_plain >= min_plain or (tag == "a" and c_pieces >= min_pieces):
                        if groups is None:
                            groups = {}
                        groups.setdefault(key, []).append(child)
                    elif main_on and c_pieces >= main_min_pieces:
                        if main_groups is None:
                            main_groups = {}
                        main_groups.setdefault(key, []).append(child)
            tail = child.tail
            if tail and word(tail) is not None:
                n_pieces += 1
                n_plain += not is_link
                parts.append(tail.strip())
        info[el] = (n_links, n_pieces, 0 if is_link else n_plain, hash(tuple(parts)) if parts else 0)
        if groups is not None:
            for key, items in groups.items():
                if _varied(items, info, min_items, min_varied):
                    out.regions.add(el)
                    out.items.update(items)
                else:
                    if len(items) >= min_items:
                        out.alike.add(el)
                    if main_on:
                        if main_groups is None:
                            main_groups = {}
                        main_groups.setdefault(key, []).extend(items)
        if main_groups is not None:
            for items in main_groups.values():
                if _varied(items, info, max(min_items, main_min_items), min_varied):
                    varied_groups.append((el, items))
    if varied_groups:
        _main_regions(root, out, varied_groups, main_min_share, main_max_size_ratio)
    if companion_levels > 0 and out.regions:
        _companions(out, info, levels=companion_levels, min_items=companion_min_items,
                    min_pieces=main_min_pieces, min_shape=companion_min_shape,
                    max_size_ratio=main_max_size_ratio, max_links_ratio=companion_max_ratio,
                    min_region_items=main_min_items, min_cover=companion_min_cover)
    for region in out.regions:
        node = region.getparent()
        while node is not None and node not in out.above:
            out.above.add(node)
            node = node.getparent()
    return out
