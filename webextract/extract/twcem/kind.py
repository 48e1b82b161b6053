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
and the densest run of :mod:`webextract.extract.twcem.weights`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lxml import etree

from webextract.extract.twcem.blocks import segment_page
from webextract.extract.twcem.weights import (
    GOOD_BLOCK_CHARS,
    MAX_LINK_DENSITY,
    SHORT_BLOCK_WEIGHT,
    block_weight,
    densest_run,
    discount_teasers,
)

#: Fewest characters of prose (non-link text of punctuated blocks of at least
#: :data:`~webextract.extract.twcem.weights.GOOD_BLOCK_CHARS`) in the main run of an article.
ARTICLE_MIN_CHARS = 300
#: Most link blocks per prose block inside the main run of an article; above it, the run is a
#: list of teasers under their headline links.
ARTICLE_MAX_LINK_BLOCKS_PER_PROSE = 0.5
#: Fewest distinct links on a page that lists headlines.
LISTING_MIN_LINKS = 3

#: Titles and first headings of error pages served with status 200 ("404", "Page not found",
#: "This page doesn't exist", "Access denied").
ERROR_TITLE = re.compile(
    r"(?i)^\W*(?:error\s*)?(?:404|410|500|503)\b|\b(?:404|410)\s*(?:error|not\s+found|[-:|])|"
    r"\b(?:page|article|story|file|content|post)\s+(?:was\s+|is\s+)?(?:not\s+found|missing|"
    r"(?:does\s*n[o'\u2019]t|could\s*n[o'\u2019]t|cannot|can[\u2019']t)\s+(?:be\s+)?(?:exist|found|find))|"
    r"^\W*(?:page\s+)?not\s+found\b|^\W*(?:error|oops)\W*$|^\W*oops\b|\baccess\s+denied\b|"
    r"\bno\s+longer\s+available\b"
)



@dataclass(frozen=True)
class PageJudgement:
    """What a page's content says it is.

    ``kind``: ``"article"`` (one main text), ``"listing"`` (a page of links, e.g. headlines
    and teasers) or ``"other"``; ``reason``: why it is not an article (``"no_text"``,
    ``"short_text"``, ``"link_list"``), empty for an article; ``prose_chars`` and
    ``prose_blocks``: the prose of the page's main run; ``link_blocks``: link blocks inside
    that run; ``links``: link blocks on the whole page.  Reasons: ``"error_page"`` (its
    title or first heading says "404", "Page not found"...), ``"no_text"``,
    ``"short_text"``, ``"teasers"`` (its prose is summaries under headline links),
    ``"link_list"`` (its main run holds more headline links than paragraphs).
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
    An article: the densest run of block weights (TWCEM default mode, :func:`densest_run`,
    teasers discounted) holds at least ``min_chars`` of prose and at most
    :data:`ARTICLE_MAX_LINK_BLOCKS_PER_PROSE` link blocks per prose block, and its title or
    first ``<h1>`` is not an error message (:data:`ERROR_TITLE`: an error page served with
    status 200).  A listing: not an article and at least :data:`LISTING_MIN_LINKS` link
    blocks.  Linear in the page.
    """
    blocks, spans = segment_page(root)
    # Short table cells cost as other short blocks here: the page kind was measured so, and a
    # listing's table of short cells is no story.
    weights = [block_weight(b, table_cell_weight=SHORT_BLOCK_WEIGHT) for b in blocks]
    before = [w > 0 for w in weights]
    discount_teasers(blocks, weights, spans)
    teasers = sum(b.length for b, was, w in zip(blocks, before, weights) if was and w <= 0)
    _, start, end = densest_run(weights)
    prose_chars = prose_blocks = link_blocks = 0
    for b, w in zip(blocks[start:end + 1], weights[start:end + 1]):
        if b.link_density > MAX_LINK_DENSITY:
            link_blocks += 1
        elif w > 0 and b.length >= GOOD_BLOCK_CHARS and b.punctuation:
            prose_blocks += 1
            prose_chars += b.length - b.link_length
    links = sum(1 for b in blocks if b.link_density > MAX_LINK_DENSITY)
    if _error_page(root, blocks):
        return PageJudgement("other", "error_page", prose_chars, prose_blocks, link_blocks, links)
    if prose_chars >= min_chars and link_blocks <= ARTICLE_MAX_LINK_BLOCKS_PER_PROSE * prose_blocks:
        return PageJudgement("article", "", prose_chars, prose_blocks, link_blocks, links)
    if prose_chars >= min_chars:
        reason = "link_list"
    elif teasers >= min_chars:
        reason = "teasers"
    elif prose_chars:
        reason = "short_text"
    else:
        reason = "no_text"
    kind = "listing" if links >= LISTING_MIN_LINKS else "other"
    return PageJudgement(kind, reason, prose_chars, prose_blocks, link_blocks, links)


def _error_page(root: etree._Element, blocks: list) -> bool:
    """True when the page's ``<title>`` or its first ``<h1>`` reads as an error message."""
    title = root.find(".//title")
    if title is not None and ERROR_TITLE.search(title.text_content() if hasattr(title, "text_content")
                                                else "".join(title.itertext())):
        return True
    first = next((b for b in blocks if b.heading == 1), None)
    return first is not None and bool(ERROR_TITLE.search(first.text))
