"""TWCEM default mode: the text region anchored at the title, over DOM blocks.

Steps (each measured in docs/twcem.md):

1. Prepare the tree: drop non-text elements and unwrap inline markup except links (both in
   lxml's C code), then cut the page into blocks (:mod:`webextract.extract.twcem.blocks`).
2. Weights: each block weighs its length less its link text when it is punctuated prose,
   minus its length for link lists, a small cost when short; furniture class/id names damp
   it; a comment or related-stories header is an end marker; a removal marker left where
   noise removal took a link list weighs what that list did (:func:`block_weight`, in
   :mod:`webextract.extract.twcem.weights`).
3. Title (TWCEM Algorithm 2, extended, :func:`choose_title` in
   :mod:`webextract.extract.twcem.headline`): the anchor text; else the
   heading or title-named block closest to a meta-title variant; else the heading above the
   densest text; else the meta headline or a headline-like line above the text.
4. Region: from the first prose block after the title (TWCEM's start row), the maximum
   prefix sum of weights up to an end marker; the densest run anywhere (Kadane) when there
   is no title block, the anchored run is weak, or the title is a sub-heading inside the
   densest run (:func:`inner_heading`).  A run from the title that is a small share of the
   best run after it (the header block, with the body in a container of its own) is
   repaired with that run (:func:`repair_body`).  The text goes on over short lines inside
   the story's body element (a list, a gallery's picture headings) when prose of that
   element follows them (:func:`~webextract.extract.twcem.boxes.body_tail`).
5. Inside the region, blocks outside its main container, link lists and lines that are
   never text (ad labels, embed captions) are dropped; short paragraphs are kept.
6. A region without prose gives way to the container of the page's short lines or table
   (:func:`short_lines_text`: a profile, a roster).
"""

from __future__ import annotations

import re
from typing import Any

from lxml import etree

from webextract.extract.twcem.blocks import (
    CUE_MAX_SHARE,
    INLINE_TAGS,
    SKIP_TAGS,
    Block,
    ElementSpans,
    segment_page,
    split_hidden_inline,
)
from webextract.extract.twcem.boxes import (  # noqa: F401 - re-exported
    CLOSING_MARKER,
    END_MARKER_COST,
    HEADER_ONLY_WEIGHT,
    body_tail,
    close_boxes,
    pass_markers,
)
from webextract.extract.twcem.headline import (  # noqa: F401 - re-exported
    TITLE_GAP_CHARS,
    TITLE_HEADING_MAX_LEVEL,
    TITLE_MATCH_MIN,
    _best_block,
    choose_title,
    confirmed_title,
    page_url,
)
from webextract.extract.twcem.lines import (
    FURNITURE_LINE_CHARS,
    HIDDEN_MIN_VISIBLE,
    leave_out_hidden,
)
from webextract.extract.twcem.result import ArticleResult
from webextract.extract.twcem.short_lines import (
    SHORT_LINES_GAIN,
    SHORT_LINES_MAX_PROSE,
    list_end,
    list_holder,
    list_like,
    region_blocks,
    short_lines_text,
)
from webextract.extract.twcem.title import choose_title_paper
from webextract.extract.twcem.weights import (  # noqa: F401 - re-exported
    COPYRIGHT_LINE,
    GOOD_BLOCK_CHARS,
    MAX_LINK_DENSITY,
    SHORT_BLOCK_WEIGHT,
    STOP,
    TABLE_CELL_WEIGHT,
    TEASER_PAGE_SHARE,
    anchored_run,
    block_weight,
    densest_run,
    discount_galleries,
    discount_teasers,
)

#: The run that starts at the title must reach this share of the best run anywhere on the
#: page, else the title is a stray heading and the best run wins.
ANCHOR_MIN_SHARE = 0.25

#: The wording of a site's legal notice ("NFL and the NFL shield design are registered
#: trademarks of ...", "All rights reserved", "Copyright 2018 ..."), matched anywhere in a block.
LEGAL_NOTICE = re.compile(r"\ball rights reserved\b|\bregistered trademarks?\b|\btrademarks? of\b|"
                          r"\bcopyright\s*(?:©|\(c\)|\d{4})", re.I)
#: Longest block read for :data:`LEGAL_NOTICE` (a notice is a few sentences).
LEGAL_NOTICE_MAX_CHARS = 600


def discount_legal_notices(blocks: list[Block], weights: list[float]) -> None:
    """A legal notice under a furniture class or id name (a footer's "... are registered
    trademarks of ...", "All rights reserved") weighs as a short block: it is punctuated and
    may be the longest block of a page whose content is short lines (a player's profile), but
    it is never the text.  Beyond the paper (its rows are kept or dropped by length and
    punctuation, Algorithm 3).  Input: the page blocks and their weights; mutates
    ``weights``."""
    for b in blocks:
        if (b.boilerplate_cue and weights[b.index] > 0 and b.length <= LEGAL_NOTICE_MAX_CHARS
                and LEGAL_NOTICE.search(b.text)):
            weights[b.index] = SHORT_BLOCK_WEIGHT


#: Elements that hold no text (their tail text stays): removed before segmentation.
EMPTY_TAGS: tuple[str, ...] = (
    "img", "input", "link", "meta", "area", "param", "source", "col", "colgroup", "track",
    "base", "basefont", "spacer", "embed",
)
#: Wrappers that never separate text: unwrapped before segmentation.
WRAPPER_TAGS: tuple[str, ...] = ("tbody", "thead", "tfoot", "tr")


#: Elements whose content is never page text unless they swallowed the page (a fallback
#: holding an unclosed ``<div>``; an unclosed ``<a>`` is handled by
#: :func:`~webextract.extract.twcem.blocks.segment_page`).
SWALLOWING_TAGS: tuple[str, ...] = ("noscript", "textarea", "button", "object", "iframe", "template", "map")
#: Characters of text inside one of :data:`SWALLOWING_TAGS` holding a ``<div>`` or a ``<p>``
#: that make it the page's content rather than a fallback.
SWALLOWED_CHARS = 2000


def prepare_tree(root: etree._Element) -> set:
    """Drop non-text elements and comments, and unwrap inline markup other than links.

    A fallback element that swallowed the page (an unclosed ``<div>`` inside ``<noscript>``,
    an unterminated ``<textarea>``: the parser puts the rest of the page inside it) is kept
    as a ``<div>`` (:data:`SWALLOWING_TAGS`, :data:`SWALLOWED_CHARS`).
    Mutates ``root``; the steps run in lxml's C code.  Returns the page's hidden elements
    (:func:`~webextract.extract.twcem.blocks.split_hidden_inline`).
    """
    for el in root.iter(*SWALLOWING_TAGS):
        if (len(el) and (el.find(".//div") is not None or el.find(".//p") is not None)
                and sum(len(t) for t in el.itertext()) >= SWALLOWED_CHARS):
            el.tag = "div"
    etree.strip_elements(root, etree.Comment, etree.ProcessingInstruction, *SKIP_TAGS,
                         *EMPTY_TAGS, with_tail=False)
    hidden = split_hidden_inline(root)  # before unwrapping: a slide's hidden caption
    etree.strip_tags(root, *(INLINE_TAGS - {"a"}), *WRAPPER_TAGS)
    return hidden


def story_copyright(blocks: list[Block], spans: ElementSpans, end: int) -> int:
    """The end of the text with the story's own copyright lines ("Copyright 2008 The
    Associated Press. All rights reserved."): those right after its last block, inside that
    block's parent element, join it (a copyright line weighs as a short block,
    :data:`~webextract.extract.twcem.weights.COPYRIGHT_LINE`, so the page footer's never makes
    a text).  Input: the page blocks, their :class:`ElementSpans`, the last block of the
    text; output: the new last block."""
    holder = spans.parent[blocks[end].owner]
    while (end + 1 < len(blocks) and COPYRIGHT_LINE.match(blocks[end + 1].text)
           and spans.contains(holder, blocks[end + 1].owner)):
        end += 1
    return end


#: The densest run of a page whose confirmed headline has no prose under it must weigh less
#: than this for the lines under the headline to be the text (:func:`caption_end`).
CAPTION_POST_MAX_RUN = 400.0


def caption_end(blocks: list[Block], weights: list[float], t_idx: int, max_gap: int) -> int:
    """The last block of a caption post: a headline the meta title confirms with only short
    lines under it (a photo post's date and credit, a video post's one-line summary), while
    the densest run of the page is a box elsewhere (an "about me" blurb, a licence note) that
    weighs less than :data:`CAPTION_POST_MAX_RUN`.

    Beyond the paper (TWCEM needs a punctuated row after the title, Algorithm 3).  Input: the
    page blocks and weights, the title block's index and ``max_gap``
    (:data:`TITLE_GAP_CHARS`).  Output: the index of the last block after the title before
    an end marker, a heading (h1-h3) or ``max_gap`` characters; the title's own index when
    there is none.
    """
    end, gap = t_idx, 0
    for i in range(t_idx + 1, len(blocks)):
        b = blocks[i]
        gap += b.length
        if weights[i] == STOP or 0 < b.heading <= TITLE_HEADING_MAX_LEVEL or gap > max_gap:
            break
        end = i
    return end


def first_content_after(blocks: list[Block], weights: list[float], t_idx: int, max_gap: int) -> int | None:
    """Index of the first prose block after the title block, if it lies within ``max_gap``
    characters of it; else ``None``.  Blocks under a furniture or overlay class name (a video
    player's controls and dialogs, share buttons, an ad slot between the header and the
    body) do not count in the gap, nor do linked headings (a carousel of related videos)."""
    gap = 0
    for i in range(t_idx + 1, len(blocks)):
        if weights[i] == STOP:
            return None
        if weights[i] > 0:
            return i
        b = blocks[i]
        if not (b.boilerplate_cue or b.overlay_cue or (b.heading and b.link_density > MAX_LINK_DENSITY)):
            gap += b.length
        if gap > max_gap:
            return None
    return None


#: Share of the region's prose weight the main container must hold.
CONTAINER_SHARE = 0.85


def main_container(
    blocks: list[Block], weights: list[float], start: int, end: int, spans: ElementSpans
) -> int | None:
    """The deepest block-level element holding at least :data:`CONTAINER_SHARE` of the
    prose weight of ``blocks[start:end + 1]``, as its number in ``spans``; ``None`` when
    the region has no prose.  Linear (:meth:`ElementSpans.subtree_totals`).
    """
    own = [0.0] * len(spans.last)
    total = 0.0
    for i in range(start, end + 1):
        w = weights[i]
        if w > 0:
            own[blocks[i].owner] += w
            total += w
    if total <= 0:
        return None
    return spans.deepest_holding(spans.subtree_totals(own), CONTAINER_SHARE * total)


#: Prose weight above an unconfirmed title, inside the densest run, that makes the title a
#: sub-heading of that run (one paragraph of prose).
INNER_HEADING_PROSE = 2 * GOOD_BLOCK_CHARS


def inner_heading(weights: list[float], start: int, end: int, title: int, a_end: int) -> bool:
    """True when the title block is a sub-heading inside the densest run: it lies inside the
    run ``start..end`` with at least :data:`INNER_HEADING_PROSE` of prose weight above it in
    the run, and the run from the title ends inside it, so the run from the title would lose
    the text above.  Beyond the paper (TWCEM trusts its start row, Algorithm 4); only for a
    title the meta title does not confirm.  Input: block weights, the densest run, the title
    block's index and the end of the run from it."""
    if not start < title <= end or a_end > end:
        return False
    return sum(w for w in weights[start:title] if w > 0) >= INNER_HEADING_PROSE


#: The run from the title is a failure to repair, not the text, when it weighs less than
#: this share of the best run after it (:func:`repair_body`; chosen on cleaneval, l3s-gn1 and
#: google-trends-2017 with dragnet-dev left out, docs/twcem.md).
BODY_REPAIR_SHARE = 0.6


def repair_body(blocks: list[Block], spans: ElementSpans, raw: list[float], weights: list[float],
                title: int, a_score: float, a_end: int, share: float, dropped: set[int]) -> int:
    """The body after a header block: where the text under the title is the headline, the
    standfirst and the byline, and the story sits in a container of its own further on (a
    ``<header>`` then a ``<div class="article-body">``, a hero section then the story column,
    a gallery, video player or ad slot in between).

    Beyond the paper (TWCEM takes the text from its start row on, Algorithm 4).  Input: the
    page blocks and their :class:`ElementSpans`, their weights before (``raw``) and after
    :func:`close_boxes` and :func:`pass_markers` (``weights``), the title block's index, the
    weight ``a_score`` of the run from the title's first prose block to ``a_end``, ``share``
    (:data:`BODY_REPAIR_SHARE`) and the set of blocks left out of the text.  When ``a_score``
    is less than ``share`` of the densest run after ``a_end`` (Kadane) and nothing up to that
    run's start closes the story (an end marker such as "Leave a reply", or a heading of the
    title's level or above: the next story's headline), the blocks between the two runs that
    lie outside the header (the smallest element holding the title and ``a_end``: a byline,
    a date stay) are added to ``dropped`` (their weights set to 0) and the end of that run is
    returned; else ``a_end``.  Mutates ``weights`` and ``dropped``.
    """
    b_score, b_start, b_end = densest_run(weights, a_end + 1)
    if b_end < b_start or a_score >= share * b_score:
        return a_end
    level = blocks[title].heading or 1
    for k in range(a_end + 1, b_start + 1):
        b = blocks[k]
        if (0 < b.heading <= level and b.link_density <= MAX_LINK_DENSITY) or (raw[k] == STOP and (
                a_score >= HEADER_ONLY_WEIGHT or k not in dropped or b.comment_cue
                or CLOSING_MARKER.search(b.text))):
            return a_end
    header = blocks[title].owner
    while header and not spans.contains(header, blocks[a_end].owner):
        header = spans.parent[header]
    for k in range(a_end + 1, b_start):
        if not spans.contains(header, blocks[k].owner):
            weights[k] = 0.0
            dropped.add(k)
    return b_end


def extract_default(
    root: etree._Element,
    *,
    anchor: str | None,
    head: dict | None,
    options: dict[str, Any],
    url: str | None = None,
) -> ArticleResult:
    """TWCEM default mode on a parsed page; returns an ArticleResult (see module doc).

    Options (all on by default; switching one off measures what it brings):
    ``use_link_density``, ``use_punctuation``, ``use_class_cues``, ``use_end_markers``
    (block weights), ``use_title_anchor`` (start the region at the title),
    ``use_container`` (keep the region's main container);
    ``paper_title=True`` takes the title from the paper's Algorithm 2 instead;
    ``title_gap``: characters allowed between the title and the text
    (:data:`TITLE_GAP_CHARS`); ``body_repair_share`` (:func:`repair_body`) and
    ``cue_max_share`` (:func:`webextract.extract.twcem.blocks.segment_page`) go beyond the
    paper.
    """
    if url is None and options.get("use_page_url", True):
        url = page_url(root, head)
    hidden = prepare_tree(root)
    blocks, spans = segment_page(root, float(options.get("cue_max_share", CUE_MAX_SHARE)), hidden)
    weight_opts = {k: bool(options.get(k, True)) for k in
                   ("use_link_density", "use_punctuation", "use_class_cues", "use_end_markers",
                    "use_comment_cues")}
    weight_opts["removal_markers"] = str(options.get("removal_markers", "weight"))
    weight_opts["table_cell_weight"] = float(options.get("table_cell_weight", TABLE_CELL_WEIGHT))
    weights = [block_weight(b, **weight_opts) for b in blocks]
    if options.get("use_legal_notices", True) and weight_opts["use_class_cues"]:
        discount_legal_notices(blocks, weights)
    score, start, end = densest_run(weights)
    if options.get("use_galleries", True):
        discount_galleries(blocks, weights)
        score, start, end = densest_run(weights)
    if options.get("use_teasers", True):
        discounted = list(weights)
        discount_teasers(blocks, discounted, spans)
        d_score, d_start, d_end = densest_run(discounted)
        # else the page is its list of teasers (what is left is a footer, a caption)
        if d_score >= TEASER_PAGE_SHARE * score and d_score >= GOOD_BLOCK_CHARS:
            weights, score, start, end = discounted, d_score, d_start, d_end
    if options.get("paper_title", False):
        choice = choose_title_paper(root, anchor=anchor, head=head)
        title, source, t_idx = choice.text, choice.source, None
        if title:
            found = _best_block(blocks, [(title, 1.0)], lambda b: True)
            t_idx = found[1] if found and found[0] >= TITLE_MATCH_MIN else None
    else:
        title, source, t_idx = choose_title(blocks, anchor, head, (start, end), url,
                                            votes=bool(options.get("use_title_votes", True)),
                                            spans=spans)
    if not blocks:
        return ArticleResult(title, "", source, "default", [])
    max_gap = int(options.get("title_gap", TITLE_GAP_CHARS))
    dropped: set[int] = set()
    caption = False  # the text is a caption post's lines (:func:`caption_end`)
    if t_idx is not None and options.get("use_title_anchor", True):
        first = first_content_after(blocks, weights, t_idx, max_gap)
        if first is not None:
            closed = list(weights)
            boxes = close_boxes(blocks, closed, spans, first) if options.get("use_boxes", True) else set()
            cost = float(options.get("end_marker_cost", END_MARKER_COST))
            markers = pass_markers(blocks, closed, spans, first, cost, boxes,
                                   t_idx if options.get("use_box_headings", True) else None,
                                   bool(options.get("use_furniture_boxes", True)),
                                   bool(options.get("use_sibling_boxes", True)))
            a_score, _, a_end = anchored_run(closed, first)
            confirmed = confirmed_title(blocks[t_idx], head, url, source)
            share = 0.0 if confirmed else ANCHOR_MIN_SHARE
            inside = (not confirmed and options.get("use_inner_heading", True)
                      and inner_heading(weights, start, end, t_idx, a_end))
            if a_end >= first and a_score >= share * score and not inside:
                start, end = t_idx, a_end
                raw, weights, dropped = weights, closed, boxes | markers
                repair = float(options.get("body_repair_share", BODY_REPAIR_SHARE))
                if repair > 0:
                    end = repair_body(blocks, spans, raw, closed, t_idx, a_score, a_end, repair,
                                      dropped)
        elif (score < CAPTION_POST_MAX_RUN and options.get("use_caption_posts", True)
              and confirmed_title(blocks[t_idx], head, url, source)):
            start, end = t_idx, caption_end(blocks, weights, t_idx, max_gap)
            caption = True
    if end < start:
        return _short_lines(blocks, spans, weights, t_idx, title, source, [], 0.0, options)
    if options.get("use_body_tail", True) and not caption:
        end = body_tail(blocks, spans, weights, end, dropped)
    end = story_copyright(blocks, spans, end)
    container = None
    if options.get("use_container", True):
        container = main_container(blocks, weights, start, end, spans)
    prose_links = bool(options.get("use_linked_prose", True))
    hidden_out = leave_out_hidden(blocks[start:end + 1],
                                  float(options.get("hidden_min_visible", HIDDEN_MIN_VISIBLE)))
    furniture_chars = int(options.get("furniture_line_chars", FURNITURE_LINE_CHARS))
    authors = bool(options.get("use_author_boxes", True))
    kept = region_blocks(blocks, spans, weights, start, end, t_idx, dropped, container, caption,
                         False, prose_links, hidden_out, furniture_chars, authors)
    if options.get("use_linked_lines", True) and container is not None and list_like(blocks, kept, t_idx):
        container = list_holder(blocks, spans, kept, t_idx)
        end = list_end(blocks, spans, weights, end, container, dropped)
        kept = region_blocks(blocks, spans, weights, start, end, t_idx, dropped, container, caption, True,
                             prose_links, hidden_out, furniture_chars, authors)
    paragraphs = [blocks[i].text for i in kept]
    prose = sum(weights[b.index] for b in blocks[start:end + 1]
                if weights[b.index] > 0 and b.index not in dropped)
    first_text = next((b.index for b in blocks[start:end + 1] if weights[b.index] > 0
                       and b.index not in dropped), None)
    if prose < float(options.get("short_lines_max_prose", SHORT_LINES_MAX_PROSE)):
        anchored = (t_idx is not None and start == t_idx and not caption
                    and confirmed_title(blocks[t_idx], head, url, source))
        return _short_lines(blocks, spans, weights, t_idx, title, source, paragraphs, prose, options,
                            anchored, first_text)
    return ArticleResult(title, "\n".join(paragraphs), source, "default", paragraphs)




def _short_lines(blocks: list[Block], spans: ElementSpans, weights: list[float], t_idx: int | None,
                 title: str | None, source: str | None, paragraphs: list[str], prose: float,
                 options: dict[str, Any], anchored: bool = False, first_text: int | None = None) -> ArticleResult:
    found = short_lines_text(blocks, spans, weights, t_idx,
                             float(options.get("short_lines_gain", SHORT_LINES_GAIN)), prose, anchored,
                             bool(options.get("use_linked_cells", True)), first_text,
                             bool(options.get("use_linked_lines", True)))
    if found is not None:
        paragraphs = found
    return ArticleResult(title, "\n".join(paragraphs), source, "default", paragraphs)
