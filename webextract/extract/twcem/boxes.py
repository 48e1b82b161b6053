"""TWCEM default mode: boxes inside and after the story that end the text or are stepped over.

The region anchored at the title (:mod:`webextract.extract.twcem.region`) ends at the last
dense run, not at the first interruption: an end marker heading a box of its own closes the
box (:func:`close_boxes`); a marker inside the story costs weight, and a heading of another
box ends the text (:func:`pass_markers`); a small furniture box between two parts of the
body (a newsletter sign-up) is stepped over (:func:`furniture_box_end`).  Beyond the paper
(TWCEM's Algorithm 4 ends the text at the last Cblock sharing words with the title).
"""

from __future__ import annotations

import re

from webextract.extract.twcem.blocks import Block, ElementSpans
from webextract.extract.twcem.headline import TITLE_HEADING_MAX_LEVEL
from webextract.extract.twcem.weights import (
    END_MARKER,
    GOOD_BLOCK_CHARS,
    MAX_LINK_DENSITY,
    SHORT_BLOCK_CHARS,
    SHORT_BLOCK_WEIGHT,
    STOP,
)

#: End markers that close a story (a comment section, a reply form), unlike a box of
#: related links or latest news set between the header block and the body.
CLOSING_MARKER = re.compile(r"(?i)comment|repl(?:y|ies)|respon|discuss|have your say")
#: A run from the title lighter than this is the header block alone (a standfirst, a
#: byline): a box of related links or latest news after it does not close the story.
HEADER_ONLY_WEIGHT = 200.0


#: Prose weight a box closed by its end marker may hold beyond the marker's own element when
#: the text so far is a header block (:data:`HEADER_ONLY_WEIGHT`): more, and the element holds
#: the story's body as well (the box is only the marker's part).
BOX_MAX_PROSE = 400.0


def close_boxes(
    blocks: list[Block], weights: list[float], spans: ElementSpans, start: int
) -> set[int]:
    """End markers after ``start`` that head a box of their own leave the box, not the text.

    An end marker ("Related", "3 comments") that is the first block of an element not
    holding the text's start block (an ``<aside>`` of related links inside the story, a
    comment ``<section>`` after it) closes only that element: its blocks are returned (to be
    left out; their weights are set to 0 here) and the region may go on after it, so the
    text ends at the last dense run rather than at the first interruption.  While the text so
    far is a header block (less than :data:`HEADER_ONLY_WEIGHT` of prose), the box stops at
    the marker's own element when the element around it also holds :data:`BOX_MAX_PROSE` of
    prose after it (a "Related" box set above the body, inside the body's container).  A bare marker
    (a lone header) still ends the region, unless only link blocks lie between it and more
    prose of the same container that is not furniture (an inline "Related: ..." list); then
    it weighs as a short block and is left out.  Mutates ``weights``; returns the indices
    left out.
    """
    dropped: set[int] = set()
    if start >= len(blocks):
        return dropped
    anchor = blocks[start].owner
    parent = spans.parent
    n = len(blocks)
    for i in range(start + 1, n):
        if weights[i] != STOP or blocks[i].removed_kind or i in dropped:
            continue
        c = blocks[i].owner
        if spans.contains(c, anchor):
            continue
        j = i + 1
        while j < n and spans.contains(c, blocks[j].owner):
            j += 1
        while (c and not spans.contains(parent[c], anchor)
               and not spans.contains(parent[c], blocks[i - 1].owner)):
            k = j
            while k < n and spans.contains(parent[c], blocks[k].owner):
                k += 1
            if (j > i + 1 and sum(w for w in weights[j:k] if w > 0) >= BOX_MAX_PROSE
                    and sum(w for w in weights[start:i] if w > 0) < HEADER_ONLY_WEIGHT):
                break  # the parent holds the story too (a "Related" box between header and body)
            c, j = parent[c], k
        if j > i + 1:  # a box headed by the marker: leave the box out, go on after it
            for k in range(i, j):
                weights[k] = 0.0
                dropped.add(k)
            continue
        k, links = j, 0
        while k < n and weights[k] != STOP and blocks[k].link_density > MAX_LINK_DENSITY:
            k += 1
            links += 1
        if (links and k < n and weights[k] > 0 and not blocks[k].boilerplate_cue
                and spans.contains(parent[blocks[i].owner], blocks[k].owner)):
            weights[i] = SHORT_BLOCK_WEIGHT
            dropped.add(i)  # the "Related:" line itself is not text
    return dropped


#: After the title, an end marker that heads no box of its own costs this much weight
#: instead of ending the text: the text ends at its last dense run, not at the first
#: "Related" or "Comments" line when the story goes on after it (negative: end there).
END_MARKER_COST = 300.0


def pass_markers(blocks: list[Block], weights: list[float], spans: ElementSpans, first: int,
                 cost: float, boxes: set[int] = frozenset(), title: int | None = None,
                 furniture_boxes: bool = True, sibling_boxes: bool = True) -> set[int]:
    """Let the text go on past end markers inside its own container (a "Related" line in the
    story body), and end it at the first heading of another box.

    From ``first`` on, an end marker weighs ``-cost`` (``cost < 0``: it ends the text); but
    once a marker or a closed box (``boxes``, :func:`close_boxes`) is passed, the first
    block outside the element two levels above the text's first paragraph (or the one that
    also holds the title block) ends the text (a sidebar's prose never joins the story
    across its comment section).  A heading (h1-h3)
    after the first paragraph of prose and outside the smallest element holding both the
    ``title`` block and that paragraph heads another box ("About me", "Most popular") and ends the text.  Mutates ``weights``;
    returns the markers passed (left out of the text).
    """
    passed_markers: set[int] = set()
    if first >= len(blocks):
        return passed_markers
    holder = spans.parent[spans.parent[blocks[first].owner]]
    if title is not None:  # and wide enough to hold the title (a body split in two parts)
        while holder and not spans.contains(holder, blocks[title].owner):
            holder = spans.parent[holder]
    story, body = None, first
    if title is not None:  # the first paragraph of prose, past a deck or a byline
        while body < len(blocks) and not (weights[body] > 0 and blocks[body].length >= GOOD_BLOCK_CHARS
                                          and not blocks[body].heading):  # past a deck in an <h2>
            body += 1
        if body < len(blocks):
            story = blocks[title].owner
            while story and not spans.contains(story, blocks[body].owner):
                story = spans.parent[story]
    passed = False
    skip_to = first
    for i in range(first, len(blocks)):
        if i < skip_to:
            continue
        b = blocks[i]
        if i in boxes:
            passed = True
        elif weights[i] == STOP:
            if b.removed_kind or cost < 0:
                break
            weights[i] = -cost
            passed = True
            passed_markers.add(i)
        elif passed and not spans.contains(holder, b.owner):
            weights[i] = STOP
            break
        elif (story is not None and i > body and 0 < b.heading <= TITLE_HEADING_MAX_LEVEL
              and not spans.contains(story, b.owner)):
            skip = (furniture_box_end(blocks, weights, i)
                    if furniture_boxes and b.boilerplate_cue else None)
            if skip is None and sibling_boxes:
                skip = sibling_box_end(blocks, weights, spans, i)
            if skip is None:
                weights[i] = STOP
                break
            for k in range(i, skip):  # a sign-up box between two parts of the body
                weights[k] = 0.0
                passed_markers.add(k)
            skip_to = skip
    return passed_markers


#: Most prose characters a furniture box inside a story may hold (a newsletter sign-up's
#: pitch, a "Most read" list's summaries) for :func:`furniture_box_end` to step over it.
FURNITURE_BOX_MAX_PROSE = 400.0


def furniture_box_end(blocks: list[Block], weights: list[float], i: int) -> int | None:
    """The end (exclusive) of the furniture box headed by block ``i``, or ``None``.

    Input: the blocks, their weights and the index of a heading under a furniture class
    name (``newsletter``, ``promo``, ``ad``...: ``Block.boilerplate_cue``).  The box is the
    run of furniture-named blocks from ``i``; it is stepped over (left out, the text goes on
    after it) when it holds at most :data:`FURNITURE_BOX_MAX_PROSE` of prose weight and
    prose that is not furniture follows it directly: a newsletter sign-up box between two
    parts of a story's body.  Beyond the paper (TWCEM's region ends at the last Cblock that
    shares words with the title, §III.C Algorithm 4; a box between the body's parts shares
    none).
    """
    n, j, prose = len(blocks), i, 0.0
    while j < n and blocks[j].boilerplate_cue:
        if (weights[j] == STOP or blocks[j].comment_cue or END_MARKER.match(blocks[j].text)
                or (j == i and CLOSING_MARKER.search(blocks[j].text))):
            return None  # a comment section or a related list ends the text
        prose += max(weights[j], 0.0)
        j += 1
    if prose > FURNITURE_BOX_MAX_PROSE:
        return None
    k = j
    while k < n and blocks[k].length < SHORT_BLOCK_CHARS and weights[k] != STOP:
        k += 1  # an "Image" label, an ad slot's empty line
    if (k < n and weights[k] > 0 and blocks[k].length >= GOOD_BLOCK_CHARS and not blocks[k].heading
            and not blocks[k].boilerplate_cue and not blocks[k].comment_cue):
        return j
    return None


def sibling_box_end(blocks: list[Block], weights: list[float], spans: ElementSpans, i: int) -> int | None:
    """The end (exclusive) of a box headed by block ``i`` that stands between two paragraphs
    of the same body element, or ``None``.

    Input: the blocks, their weights (after :func:`close_boxes`), their
    :class:`ElementSpans` and the index of a heading that would end the text (the heading of
    another box).  The box is the child of the body element (the parent of the last prose
    block before ``i``) that holds the heading, and must hold more than the heading (a
    gallery "World news in pictures" with its 50 slides, a "Related" box with its list).  It
    is stepped over when no end marker, comment block or closing heading ("Comments") lies in
    it and the next block after it, past short lines, is a paragraph of prose (80+
    characters, not a heading, not furniture) whose parent is that same body element: the
    story goes on after the box.  Beyond the paper (TWCEM's region ends at the last Cblock
    sharing words with the title, §III.C Algorithm 4).
    """
    n = len(blocks)
    last = i - 1
    while last >= 0 and weights[last] <= 0:
        last -= 1
    if last < 0:
        return None
    parent = spans.parent
    body = parent[blocks[last].owner]
    box = blocks[i].owner
    while box and parent[box] != body:
        box = parent[box]
    if not box or box == blocks[i].owner or not spans.contains(body, box):
        return None  # the heading alone, or no box of the body's own
    j = i
    while j < n and spans.contains(box, blocks[j].owner):
        b = blocks[j]
        if weights[j] == STOP or b.comment_cue or CLOSING_MARKER.search(b.text) and b.length < GOOD_BLOCK_CHARS:
            return None
        j += 1
    k = j
    while k < n and blocks[k].length < SHORT_BLOCK_CHARS and weights[k] != STOP:
        k += 1
    if (k < n and weights[k] > 0 and blocks[k].length >= GOOD_BLOCK_CHARS and not blocks[k].heading
            and not blocks[k].boilerplate_cue and not blocks[k].comment_cue
            and parent[blocks[k].owner] == body):
        return j
    return None


#: Most link density of the first line the body's tail steps over (:func:`body_tail`): a
#: list item with text of its own ("Bad news! – 16.2%"), not a bare link (chosen on cleaneval,
#: dragnet-dev and google-trends-2017 with l3s-gn1 left out, docs/twcem.md).
TAIL_LINE_MAX_DENSITY = 0.95
#: Fewest short lines that make an open tail (short lines up to the end of the body element
#: with no prose after them, :func:`body_tail`; chosen on cleaneval, l3s-gn1 and dragnet-dev
#: with google-trends-2017 left out, docs/twcem.md).
OPEN_TAIL_MIN_LINES = 1
#: A linked block this long with a sentence mark is a paragraph of the story (a whole
#: paragraph in one link), not a bare link, for :func:`body_tail`.
TAIL_PROSE_CHARS = GOOD_BLOCK_CHARS


def body_tail(blocks: list[Block], spans: ElementSpans, weights: list[float], end: int,
              dropped: set[int], min_lines: int | None = None) -> int:
    """The end of the text stretched over short lines inside the story's body element: a
    list of items (a post's email subjects with their open rates, a tour's place names), a
    gallery's picture headings, with or without the post's closing paragraphs after them.

    Short lines cost weight (:data:`~.weights.SHORT_BLOCK_WEIGHT`, a list item's links more),
    so the densest run stops at the last paragraph before such a list even when the post goes
    on after it.  Beyond the paper (TWCEM's region ends at the last Cblock sharing words with
    the title, §III.C Algorithm 4).  Input: the page blocks, their :class:`ElementSpans` and
    weights (after :func:`close_boxes` and :func:`pass_markers`), the region's last block
    (``end``, prose), the blocks left out and ``min_lines`` (``None``:
    :data:`OPEN_TAIL_MIN_LINES`).
    The body element is the parent of the last block's element; the walk goes on while the
    blocks lie inside it and are not end markers, furniture (a furniture class name without a
    content one), comments, overlays or left-out blocks, and starts at no bare link (link
    density above :data:`TAIL_LINE_MAX_DENSITY`).  Output: the last block before the walk
    stopped, when it passed short lines and then met prose of the body element (a child of
    the body element, weighing more than nothing); the last of the short lines when the walk
    ran to the end of the body element over at least ``min_lines`` of them with no prose
    deeper in the element (a sidebar's blurb); else ``end``.
    """
    if end < 0 or end >= len(blocks) or weights[end] <= 0:
        return end
    body = spans.parent[blocks[end].owner]
    if not body:
        return end
    if min_lines is None:
        min_lines = OPEN_TAIL_MIN_LINES
    best = last_short = end
    short, stray, lines = False, False, 0
    for k in range(end + 1, len(blocks)):
        b = blocks[k]
        if not spans.contains(body, b.owner):
            if short and best == end and not stray and lines >= min_lines:
                best = last_short  # an open tail: the body ends with its list
            break
        if (weights[k] == STOP or k in dropped or (b.boilerplate_cue and not b.content_cue)
                or b.comment_cue or b.overlay_cue):
            break
        if weights[k] > 0 and spans.parent[b.owner] == body:
            if short:
                best = k  # the body's prose after its short lines
            continue
        if weights[k] > 0:
            stray = True  # prose deeper in the element: a box of its own
        if not b.length:
            continue
        if (b.link_density > TAIL_LINE_MAX_DENSITY and not short
                and not (b.length >= TAIL_PROSE_CHARS and b.punctuation >= 1)):
            break  # a bare link (a linked paragraph of prose is a line of the story)
        short = True
        last_short = k
        lines += 1
        if best > end:
            best = k
    return best
