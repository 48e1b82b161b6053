"""Is this page an article?  The page's own content decides (TWCEM default mode's blocks).

A focused news crawl cannot trust the link that led to a page: home pages link articles with
"Read more", "Article 3" or a bare thumbnail, and a URL's shape says little on many sites.
What an article page has and other pages lack is one main text: a run of punctuated prose
paragraphs, few links inside it, and a headline.  A page listing headlines has prose too
(teasers), but every teaser sits next to its headline link, so its densest run holds about as
many link blocks as prose blocks.  Error pages, login walls and galleries have no prose run
at all.

:func:`judge_page` reads the blocks of :mod:`webextract.extract.twcem.blocks` without
changing the tree (the same tree is then handed to extraction) and reuses the block weights
and the densest run of :mod:`webextract.extract.twcem.region`.
"""

from __future__ import annotations

from dataclasses import dataclass

from lxml import etree

from webextract.extract.twcem.blocks import segment_blocks
from webextract.extract.twcem.region import (
    GOOD_BLOCK_CHARS,
    MAX_LINK_DENSITY,
    block_weight,
    densest_run,
    discount_teasers,
)

#: Fewest characters of prose (non-link text of punctuated blocks of at least
#: :data:`~webextract.extract.twcem.region.GOOD_BLOCK_CHARS`) in the main run of an article.
ARTICLE_MIN_CHARS = 300
#: Most link blocks per prose block inside the main run of an article; above it, the run is a
#: list of teasers under their headline links.
ARTICLE_MAX_LINK_BLOCKS_PER_PROSE = 0.5
#: Fewest distinct links on a page that lists headlines.
LISTING_MIN_LINKS = 3

#: Kinds :func:`judge_page` gives.
KINDS = ("article", "listing", "other")


@dataclass(frozen=True)
class PageJudgement:
    """What a page's content says it is.

    ``kind``: ``"article"`` (one main text), ``"listing"`` (a page of links, e.g. headlines
    and teasers) or ``"other"``; ``reason``: why it is not an article (``"no_text"``,
    ``"short_text"``, ``"link_list"``), empty for an article; ``prose_chars`` and
    ``prose_blocks``: the prose of the page's main run; ``link_blocks``: link blocks inside
    that run; ``links``: link blocks on the whole page.
    """

    kind: str
    reason: str
    prose_chars: int
    prose_blocks: int
    link_blocks: int
    links: int


def judge_page(root: etree._Element, *, min_chars: int = ARTICLE_MIN_CHARS) -> PageJudgement:
    """Judge a page by its content: article, listing or other.

    Input: a parsed page (not modified); ``min_chars``, the fewest prose characters of an
    article's main run (:data:`ARTICLE_MIN_CHARS`).  Output: a :class:`PageJudgement`.
    An article: the densest run of block weights (TWCEM default mode, :func:`densest_run`)
    holds at least ``min_chars`` of prose and at most
    :data:`ARTICLE_MAX_LINK_BLOCKS_PER_PROSE` link blocks per prose block.  A listing: not an
    article and at least :data:`LISTING_MIN_LINKS` link blocks.  Linear in the page.
    """
    blocks = segment_blocks(root)
    weights = [block_weight(b) for b in blocks]
    discount_teasers(blocks, weights)
    _, start, end = densest_run(weights)
    prose_chars = prose_blocks = link_blocks = 0
    for b, w in zip(blocks[start:end + 1], weights[start:end + 1]):
        if b.link_density > MAX_LINK_DENSITY:
            link_blocks += 1
        elif w > 0 and b.length >= GOOD_BLOCK_CHARS and b.punctuation:
            prose_blocks += 1
            prose_chars += b.length - b.link_length
    links = sum(1 for b in blocks if b.link_density > MAX_LINK_DENSITY)
    if prose_chars >= min_chars and link_blocks <= ARTICLE_MAX_LINK_BLOCKS_PER_PROSE * prose_blocks:
        return PageJudgement("article", "", prose_chars, prose_blocks, link_blocks, links)
    if prose_chars >= min_chars:
        reason = "link_list"
    elif prose_chars:
        reason = "short_text"
    else:
        reason = "no_text"
    kind = "listing" if links >= LISTING_MIN_LINKS else "other"
    return PageJudgement(kind, reason, prose_chars, prose_blocks, link_blocks, links)
