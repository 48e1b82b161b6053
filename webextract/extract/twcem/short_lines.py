"""Text of pages and regions made of short lines (TWCEM default mode, beyond the paper).

TWCEM keeps punctuated rows (Algorithm 3), and a profile, a roster, a cast list, a
discography or a product grid has few: its content is short lines, table cells and linked
names.  Two steps here:

* :func:`region_blocks`: the blocks of a text region that make its text (link lists, boxes,
  ad labels, credits and code left out; blocks outside the main container dropped after the
  lead lines).  A region whose text is mostly short lines (:func:`list_like`) keeps the
  linked lines among its plain lines (:data:`LINKED_LINES`: the names of a cast list in a
  credits table, the songs under each album heading).
* :func:`short_lines_text`: a region without prose gives way to the container of the page's
  short lines or table, with its linked cells and lines.
"""

from __future__ import annotations

import re

from webextract.extract.twcem.blocks import Block, ElementSpans
from webextract.extract.twcem.lines import furniture_line, not_text
from webextract.extract.twcem.weights import (
    GOOD_BLOCK_CHARS,
    MAX_LINK_DENSITY,
    STOP,
)

#: Most link density of a paragraph kept as prose inside the region's container
#: (:func:`region_blocks`; chosen on google-trends-2017, cleaneval and dragnet-dev with
#: l3s-gn1 left out, docs/twcem.md): a story's paragraph that links its sources.
LINKED_PROSE_MAX_DENSITY = 0.6
#: Fewest characters and sentence marks of such a paragraph (two paragraphs' worth of
#: :data:`GOOD_BLOCK_CHARS`; two marks: more than a linked headline).
LINKED_PROSE_MIN_CHARS = 2 * GOOD_BLOCK_CHARS
LINKED_PROSE_MIN_PUNCTUATION = 2

#: Most link density of a list item kept inside the region's container (:func:`region_blocks`;
#: chosen on cleaneval, l3s-gn1 and dragnet-dev with google-trends-2017 left out,
#: docs/twcem.md): the item holds text of its own besides its links.
LIST_ITEM_MAX_DENSITY = 0.9

#: A region with less prose weight than this (characters) is no article text: the page's
#: content may be short lines (a profile, a roster, a schedule, a product list).
SHORT_LINES_MAX_PROSE = 300
#: Share of the page's plain text (not links, not furniture) the short-lines container holds.
SHORT_LINES_SHARE = 0.6
#: Share of the short-lines container's text in lines shorter than a paragraph of prose; the
#: same share of a region's text makes the region list-like (:func:`list_like`).
SHORT_LINES_MIN_SHARE = 0.5
#: The short-lines container replaces the region when its text is this many times longer.
SHORT_LINES_GAIN = 3.0
#: In a caption post only lines that are wholly links are left out: a credit line links
#: its source ("Photos by Eirik in Paris").
CAPTION_MAX_LINK_DENSITY = 0.99


def list_like(blocks: list[Block], kept: list[int], t_idx: int | None) -> bool:
    """Is a region's text mostly short lines?  Input: the page blocks, the indices of the
    blocks kept as the region's text and the title block's index (not counted).  Output: True
    when at least :data:`SHORT_LINES_MIN_SHARE` of the kept characters are in blocks shorter
    than a paragraph of prose (:data:`GOOD_BLOCK_CHARS`): a profile, a credits list, a
    discography; False for a story and for an empty region.  Beyond the paper (TWCEM keeps
    punctuated rows, Algorithm 3)."""
    sizes = [blocks[i].length for i in kept if i != t_idx]
    return bool(sizes) and sum(n for n in sizes if n < GOOD_BLOCK_CHARS) >= SHORT_LINES_MIN_SHARE * sum(sizes)


def list_holder(blocks: list[Block], spans: ElementSpans, kept: list[int], t_idx: int | None) -> int:
    """The element holding a list-like region's lines: the smallest element holding every
    kept block but the title (the profile's box, the credits' column), as its number in
    ``spans``.  Input: the page blocks, their :class:`ElementSpans`, the kept block indices
    (at least one besides the title, :func:`list_like`) and the title block's index.  Beyond
    the paper (its content is the rows between two Cblocks, Algorithm 4)."""
    lines = [i for i in kept if i != t_idx]
    holder = blocks[lines[0]].owner
    last = blocks[lines[-1]].owner
    while holder and not spans.contains(holder, last):
        holder = spans.parent[holder]
    return holder


def list_end(blocks: list[Block], spans: ElementSpans, weights: list[float], end: int, container: int,
             dropped: set[int]) -> int:
    """The end of a list-like region (:func:`list_like`) stretched over the rest of its main
    container: the rows of a table, the lines of a profile after the last one that weighs
    anything (short lines cost weight, so the densest run stops at the last punctuated one).
    Input: the page blocks, their :class:`ElementSpans` and weights, the region's last block,
    its main container and the blocks left out.  Output: the index of the last block after
    ``end`` reached without leaving the container or meeting an end marker, furniture (unless
    the region's last block is under a furniture name itself), a comment, an overlay, a
    left-out block or a heading (h1-h3); ``end`` when none.  Beyond the paper (its end row is
    the last Cblock sharing words with the title, Algorithm 4)."""
    furniture = blocks[end].boilerplate_cue  # a profile in a "profile-header" box goes on in it
    for i in range(end + 1, len(blocks)):
        b = blocks[i]
        if (not spans.contains(container, b.owner) or weights[i] == STOP or i in dropped
                or (b.boilerplate_cue and not furniture) or b.comment_cue or b.overlay_cue
                or 0 < b.heading <= 3):
            break
        end = i
    return end


#: Class or id names of an author box ("author-box", "about-author", "author-bio",
#: "post-author"): after the story's first paragraph, its blocks are the writer's bio, not
#: the story (:func:`region_blocks`).
AUTHOR_BOX = re.compile(r"(?:[a-z0-9]+[-_])*?(?:author[-_]?(?:box|bio|info|text|description|details|about)|"
                        r"about[-_]?(?:the[-_]?)?author(?:[-_](?:text|box|info|bio))?|post[-_]?author|"
                        r"entry[-_]?author)", re.I)
#: Ancestors read for :data:`AUTHOR_BOX` above a block.
AUTHOR_BOX_DEPTH = 4


def in_author_box(b: Block) -> bool:
    """Does one of the block's nearest :data:`AUTHOR_BOX_DEPTH` ancestors (its own element
    first) carry an author box's class or id name (a whole class token: a post's
    ``entry-author-jane_doe`` class names its writer, not a box)?  Input: a block; output:
    a bool.  Beyond the paper (its rows are kept by length and punctuation, Algorithm 3)."""
    el, depth = b.parent, 0
    while el is not None and depth < AUTHOR_BOX_DEPTH:
        names = f"{el.get('class') or ''} {el.get('id') or ''}"
        if "uthor" in names and any(AUTHOR_BOX.fullmatch(t) for t in names.split()):
            return True
        el, depth = el.getparent(), depth + 1
    return False


def _linked_line(b: Block, weights: list[float]) -> bool:
    """A link block that may be a record's line: not furniture, a comment or an overlay, no
    end marker."""
    return (b.length > 0 and not b.boilerplate_cue and not b.comment_cue and not b.overlay_cue
            and weights[b.index] != STOP)


def region_blocks(blocks: list[Block], spans: ElementSpans, weights: list[float], start: int, end: int,
                  t_idx: int | None, dropped: set[int], container: int | None, caption: bool = False,
                  links: bool = False, linked_prose: bool = True, hidden_out: bool = False,
                  furniture_chars: int = 0, author_boxes: bool = False) -> list[int]:
    """The blocks of the region ``blocks[start:end + 1]`` that make its text, in order.

    Beyond the paper (TWCEM copies every row between its start and end rows, Algorithm 4).
    Input: the page blocks, their :class:`ElementSpans` and weights, the region, the title
    block's index (always kept), the blocks left out (closed boxes, passed markers, what lies
    between a header and its body), the region's main container (``None``: no container
    test), whether the region is a caption post's lines (only lines wholly in links are link
    lists there) and ``links``.  Left out: link lists (link density above
    :data:`MAX_LINK_DENSITY`), overlays, lines that are never text
    (:func:`~.lines.not_text`: ad labels, credits, credited captions, publication notes,
    script code), hidden blocks with ``hidden_out`` (:func:`~.lines.leave_out_hidden`), after
    the lead lines the short lines of a furniture box inside the story
    (:func:`~.lines.furniture_line`, shorter than ``furniture_chars``; 0 keeps them; not in
    a list-like region with ``links``: a profile's lines in a "player-header" box), and
    blocks outside the container after the lead lines, and with ``author_boxes`` the blocks
    of an author box after the story's first paragraph (:func:`in_author_box`).  A
    paragraph that cites its sources in links (at least :data:`LINKED_PROSE_MIN_CHARS`
    characters with :data:`LINKED_PROSE_MIN_PUNCTUATION` sentence marks and at most
    :data:`LINKED_PROSE_MAX_DENSITY` of them in links, not in a list item, not furniture)
    inside the container is prose, not a link list, and so is a list item inside the container
    with text of its own besides its links (at most :data:`LIST_ITEM_MAX_DENSITY` in links: a
    cast list's "KJ Apa as Archie Andrews"; a list of bare links stays out), both with
    ``linked_prose``.  With
    ``links`` (a list-like region, :func:`list_like`), a link block inside the container
    before the container's last plain line of the region, not furniture, is kept: the linked
    names of a cast list between their roles.  Output: block indices.
    """
    kept: list[int] = []
    lead = t_idx is not None and start == t_idx  # title, byline, date: before the text
    last_plain = start
    if links and container is not None:
        for b in blocks[start:end + 1]:
            if (b.length and b.link_density <= MAX_LINK_DENSITY and b.index not in dropped
                    and spans.contains(container, b.owner)):
                last_plain = b.index
    max_density = CAPTION_MAX_LINK_DENSITY if caption else MAX_LINK_DENSITY
    body_seen = False
    for b in blocks[start:end + 1]:
        if b.index == t_idx:
            kept.append(b.index)
            continue
        if not b.length or b.index in dropped or b.overlay_cue or (hidden_out and b.hidden):
            continue
        inside = container is not None and spans.contains(container, b.owner)
        if b.link_density > max_density and not _text_despite_links(
                b, weights, inside, links and b.index < last_plain, linked_prose):
            continue
        if not_text(b) or (not lead and not links and furniture_line(b, spans, furniture_chars)):
            continue  # an ad label, a credited caption, code; a share bar's or a player's line
        if author_boxes and body_seen and in_author_box(b):
            continue  # the writer's bio after the story
        if container is not None:
            if inside:
                lead = False
            elif not lead:
                continue
        kept.append(b.index)
        if b.length >= GOOD_BLOCK_CHARS and weights[b.index] > 0 and not b.heading:
            body_seen = True
    return kept



def _text_despite_links(b: Block, weights: list[float], inside: bool, list_line: bool,
                        linked_prose: bool) -> bool:
    """Whether a block of the region over the link-density limit is still its text: only
    inside the region's container (``inside``), a linked line of a list-like region before its
    last plain line (``list_line``, :func:`_linked_line`), or with ``linked_prose`` a paragraph
    citing its sources (:data:`LINKED_PROSE_MAX_DENSITY`, :data:`LINKED_PROSE_MIN_CHARS`,
    :data:`LINKED_PROSE_MIN_PUNCTUATION`) or a list item with text of its own
    (:data:`LIST_ITEM_MAX_DENSITY`), neither under a furniture name.  Beyond the paper."""
    if not inside:
        return False
    if list_line and _linked_line(b, weights):
        return True
    if not linked_prose or b.boilerplate_cue:
        return False
    if b.in_list:
        return b.link_density <= LIST_ITEM_MAX_DENSITY and not b.heading
    return (b.link_density <= LINKED_PROSE_MAX_DENSITY and b.length >= LINKED_PROSE_MIN_CHARS
            and b.punctuation >= LINKED_PROSE_MIN_PUNCTUATION)

#: Fewest linked lines a container of short lines must hold for its linked lines to count
#: in its text (:func:`short_lines_text`): a list's records, not a post's "0 Comments" and
#: "RSS feed" links.
LINKED_LINES_MIN = 5
#: Elements whose links are the page's furniture whatever their class: a menu, a header, a
#: footer, a sidebar.
FURNITURE_TAGS = frozenset(("nav", "header", "footer", "aside"))


def _in_furniture(b: Block) -> bool:
    """Does the block sit inside a ``<nav>``, ``<header>``, ``<footer>`` or ``<aside>``?"""
    el = b.parent
    while el is not None:
        if el.tag in FURNITURE_TAGS:
            return True
        el = el.getparent()
    return False


def _container(blocks: list[Block], spans: ElementSpans, plain, linked: list[bool] | None,
               need: float) -> int | None:
    """The deepest element holding :data:`SHORT_LINES_SHARE` of the page's text (plain
    blocks, and the ``linked`` ones when given), when that text reaches ``need`` and
    :data:`SHORT_LINES_MAX_PROSE`; else ``None``."""
    own = [0] * len(spans.last)
    for b in blocks:
        if plain(b):
            own[b.owner] += b.length - b.link_length
        elif linked is not None and linked[b.index]:
            own[b.owner] += b.length
    totals = spans.subtree_totals(own)
    if totals[0] < SHORT_LINES_MAX_PROSE or totals[0] < need:
        return None
    best = spans.deepest_holding(totals, SHORT_LINES_SHARE * totals[0]) or 0
    if totals[best] < SHORT_LINES_MAX_PROSE or totals[best] < need:
        return None
    return best


def short_lines_text(blocks: list[Block], spans: ElementSpans, weights: list[float],
                     t_idx: int | None, gain: float, have: float, anchored: bool = False,
                     cells: bool = True, first_text: int | None = None,
                     lines: bool = True) -> list[str] | None:
    """The text of a page whose content is short lines or a table, not prose.

    Beyond the paper (TWCEM keeps punctuated rows, Algorithm 3, and a profile or a roster
    has none).  Input: the page blocks, their :class:`ElementSpans` and weights, the title
    block's index, ``gain`` (:data:`SHORT_LINES_GAIN`), the prose weight of the text found
    so far, whether that text is the one under a confirmed title (``anchored``: then the
    container must hold the title block or ``first_text``, the first text block of that
    region) and ``cells``/``lines``.  Plain text is the text of blocks that are not link
    lists, not under a furniture, comment or overlay class name (a consent dialog's vendor
    list) and not end markers; the container is the deepest element holding
    :data:`SHORT_LINES_SHARE` of the page's plain text (linear,
    :meth:`ElementSpans.subtree_totals`).  Output: the title and the container's plain
    blocks when they hold ``gain`` times the prose weight found so far and at least
    :data:`SHORT_LINES_MAX_PROSE`, mostly in lines shorter than a paragraph
    (:data:`SHORT_LINES_MIN_SHARE`); else ``None``.  With ``cells``, the table cells inside
    the container that are links (a cast list's or a roster's names, a chart's titles) are
    kept with its plain lines; with ``lines``, every link block inside the container that is
    not furniture (the songs under a discography's album headings).
    """
    if gain <= 0 or not blocks:
        return None

    def plain(b: Block) -> bool:
        return (b.length > 0 and b.link_density <= MAX_LINK_DENSITY and not b.boilerplate_cue
                and not b.comment_cue and not b.overlay_cue and weights[b.index] != STOP)

    best = _container(blocks, spans, plain, None, gain * have)
    if best is None and lines:  # a list of linked lines (a discography, a product grid)
        linked = [_linked_line(b, weights) and not b.heading and not plain(b) and not _in_furniture(b)
                  for b in blocks]
        best = _container(blocks, spans, plain, linked, gain * have)
        if best is not None and sum(1 for b in blocks if linked[b.index]
                                    and spans.contains(best, b.owner)) < LINKED_LINES_MIN:
            best = None  # a few stray links ("0 Comments", "RSS feed"): no records
    if best is None:
        return None
    if anchored and not spans.contains(best, blocks[t_idx].owner) and not (
            first_text is not None and spans.contains(best, blocks[first_text].owner)):
        return None  # the text under the headline stays against lines elsewhere (a sidebar)
    kept = [b for b in blocks if plain(b) and spans.contains(best, b.owner)]
    short = sum(b.length for b in kept if b.length < GOOD_BLOCK_CHARS)
    if short < SHORT_LINES_MIN_SHARE * sum(b.length for b in kept):
        return None  # prose the weights passed over (an "about" box, a comment thread)
    if cells or lines:  # the linked cells or lines of the container (a cast list's names) are its records
        kept = [b for b in blocks if spans.contains(best, b.owner) and (
            plain(b) or ((lines or b.in_table) and _linked_line(b, weights)))]
    out = [blocks[t_idx].text] if t_idx is not None and not spans.contains(best, blocks[t_idx].owner) else []
    out.extend(b.text for b in kept)
    return out
