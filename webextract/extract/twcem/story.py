"""A story's paragraphs across the things that interrupt them, for the page kind.

A modern story is rarely one unbroken run of paragraphs.  A gallery's "Image 3 of 15" link,
an "Advertisement" slot, a "Read more: <headline>" line, a live blog's timestamp link stand
between its groups of paragraphs; each is a link block, so the page kind's pieces (text cut
at link blocks, :func:`~webextract.extract.twcem.kind.page_evidence`) cut the story into
short parts, and when the interruptions repeat in one shape the parts after them read as
records.  What the story keeps across them is its **paragraph shape**: its paragraphs are
blocks of one tag, depth and class (the same template writes each), in long runs, and what
interrupts them is a line here and there, not a headline per paragraph.

A list is the other way round: its records' texts (snippets, summaries) are one or two
blocks each under a link each, and a list of posts puts each post under a linked heading.

:func:`paragraph_chain` finds the longest such chain of paragraphs; the page kind takes it
for the page's main text when it is longer than the best unbroken piece.  Beyond the paper
(TWCEM takes every page for a news page and reads its text from the title down).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from webextract.extract.twcem.blocks import Block, ElementSpans
from webextract.extract.twcem.weights import GOOD_BLOCK_CHARS, MAX_LINK_DENSITY, SHORT_BLOCK_CHARS

#: Fewest paragraphs per uninterrupted group of a chain, on average (paragraphs / (breaks + 1)):
#: a story has runs of paragraphs between its interruptions, a list one snippet per link.
CHAIN_MIN_GROUP = 1.5
#: Fewest characters of a chain's paragraphs on average (a catalogue's field lines and a
#: search page's snippet fragments are shorter).
CHAIN_MIN_MEAN_CHARS = 100
#: Fewest words of a link that reads as a record's headline (not "Image 3 of 15", "12:19AM",
#: "Advertisement").
HEADLINE_MIN_WORDS = 4
#: Most characters of other blocks between two paragraphs of one chain (a gallery's
#: caption and its links, a box of deals, a live blog's timestamp and post title).
CHAIN_GAP_CHARS = 1200


@dataclass(frozen=True)
class Chain:
    """The paragraphs of one shape that make a story: ``chars`` of prose (non-link text) in
    ``blocks`` paragraphs, from block ``start`` to block ``end`` (inclusive), interrupted by
    link blocks ``breaks`` times; ``members`` lists the paragraphs' block indices."""

    chars: int
    blocks: int
    start: int
    end: int
    breaks: int
    members: tuple[int, ...]


def _signature(b: Block, spans: ElementSpans) -> tuple:
    """A paragraph's shape: its tag, its depth among block elements and its class."""
    el = b.parent
    cls = el.get("class") if el is not None and hasattr(el, "get") else None
    return (b.tag, spans.depth[b.owner], cls)


def is_paragraph(b: Block, weight: float) -> bool:
    """Is this block a paragraph of prose: positive weight, at least
    :data:`~webextract.extract.twcem.weights.SHORT_BLOCK_CHARS` characters with sentence
    punctuation, at most :data:`~webextract.extract.twcem.weights.MAX_LINK_DENSITY` of it in
    links, and no short table cell (a table cell counts from
    :data:`~webextract.extract.twcem.weights.GOOD_BLOCK_CHARS`)?"""
    return (weight > 0 and b.length >= SHORT_BLOCK_CHARS and b.punctuation > 0 and not b.heading
            and b.link_density <= MAX_LINK_DENSITY and (not b.in_table or b.length >= GOOD_BLOCK_CHARS))


#: Links of a block's element read to find the one it opens with.
ENTRY_LINKS_READ = 8


def opens_with_link(b: Block) -> bool:
    """Does the block's text open with a link's text: an entry of a list (a linked title and
    its summary in one block, "<a>Title</a> - summary"), not a paragraph that links a few
    words inside its sentences?  Reads at most :data:`ENTRY_LINKS_READ` links of the block's
    element (not changed)."""
    el = b.parent
    if el is None or not hasattr(el, "iter"):
        return False
    for i, a in enumerate(el.iter("a")):
        if i >= ENTRY_LINKS_READ:
            break
        t = " ".join("".join(a.itertext()).split())
        if t and b.text.startswith(t):
            return True
    return False


def smallest_holding(spans: ElementSpans, a: int, b: int, limit: int = 200) -> int:
    """The smallest block element holding elements ``a`` and ``b`` (0, the root, when it is
    more than ``limit`` levels up)."""
    c = a
    for _ in range(limit):
        if not c or spans.contains(c, b):
            return c
        c = spans.parent[c]
    return 0


def _holds(spans: ElementSpans, a: int, b: int, c: int) -> bool:
    """Does the smallest block element holding elements ``a`` and ``b`` hold element ``c``?"""
    return spans.contains(smallest_holding(spans, a, b), c)


def paragraph_chain(blocks: list[Block], spans: ElementSpans, weights: list[float],
                    cut: list[bool]) -> Optional[Chain]:
    """The longest chain of paragraphs of one shape that reads as one story.

    Input: the page's blocks and spans (:func:`~webextract.extract.twcem.blocks.segment_page`),
    a weight per block (zero for blocks that do not count: a dialog's) and, per block,
    whether it is a link block that cuts the text (``cut``).  Paragraphs (:func:`is_paragraph`)
    of one shape (tag, depth, class) follow each other in a chain when at most
    :data:`CHAIN_GAP_CHARS` of other text stands between them and no record's headline: a
    linked heading whose item (the smallest element holding it and the first text after it)
    holds the next paragraph (a list of posts, each under its linked title; a heading over
    a text of its own in a box, a related box after the lede, is no such headline), or a
    link of :data:`HEADLINE_MIN_WORDS` words or more whose item (with the next paragraph)
    does not hold the previous paragraph.  A link block between two paragraphs of a chain
    is a break.  A chain with at least one break (one without is a single piece of
    text, already measured) whose paragraphs are :data:`CHAIN_MIN_GROUP` or more per group
    between breaks (``blocks / (breaks + 1)``) and :data:`CHAIN_MIN_MEAN_CHARS` long on
    average is a story's; a list's snippets (one per link) and a catalogue's field lines
    ("Main products: ...", four per item) are not.  Output: the chain of that kind with the
    most prose characters, ``None`` when there is none.  One pass over the blocks: linear.
    Beyond the paper.
    """
    n = len(blocks)
    # open chains by shape: [start, last, blocks, chars, breaks, links seen at last, members]
    open_: dict[tuple, list] = {}
    best: Optional[Chain] = None
    links = 0
    heading = -1  # the last linked heading
    heading_item = -1  # its item: the smallest element holding it and the first text after it
    lead = -1  # the last link block
    text = 0  # characters of all blocks so far
    ends: list[int] = [0] * (n + 1)  # text before block k

    def close(c: list) -> None:
        nonlocal best
        if (c[4] >= 1 and c[2] >= CHAIN_MIN_GROUP * (c[4] + 1) and c[3] >= CHAIN_MIN_MEAN_CHARS * c[2]
                and (best is None or c[3] > best.chars)):
            best = Chain(c[3], c[2], c[0], c[1], c[4], tuple(c[6]))

    for k in range(n):
        b = blocks[k]
        ends[k] = text
        if cut[k]:
            links += 1
            lead = k
            if b.heading:
                heading, heading_item = k, -1
            text += b.length
            continue
        if heading_item < 0 <= heading and weights[k] > 0 and b.length >= SHORT_BLOCK_CHARS:
            heading_item = smallest_holding(spans, blocks[heading].owner, b.owner)
        if is_paragraph(b, weights[k]):
            sig = _signature(b, spans)
            c = open_.get(sig)
            chars = b.length - b.link_length
            # a linked heading over this paragraph is a record's headline (a list of posts);
            # one over a text of its own in a box (a related box between the lede and the
            # body) interrupts the story
            joined = (c is not None and text - ends[c[1] + 1] <= CHAIN_GAP_CHARS
                      and (heading < c[1] or not spans.contains(heading_item, b.owner)))
            if joined and c[5] != links and len(blocks[lead].text.split()) >= HEADLINE_MIN_WORDS \
                    and not _holds(spans, blocks[lead].owner, b.owner, blocks[c[1]].owner):
                joined = False  # the next item's headline: a list of posts
            if joined:
                if c[5] != links:
                    c[4] += 1
                c[1], c[2], c[3], c[5] = k, c[2] + 1, c[3] + chars, links
                c[6].append(k)
            else:
                if c is not None:
                    close(c)
                open_[sig] = [k, k, 1, chars, 0, links, [k]]
        text += b.length
    for c in open_.values():
        close(c)
    return best
