"""TWCEM default mode: the text region anchored at the title, over DOM blocks.

Steps (each measured in docs/twcem.md):

1. Prepare the tree: drop non-text elements and unwrap inline markup except links (both in
   lxml's C code), then cut the page into blocks (:mod:`webextract.extract.twcem.blocks`).
2. Weights: each block weighs its length less its link text when it is punctuated prose,
   minus its length for link lists, a small cost when short; furniture class/id names damp
   it; a comment or related-stories header is an end marker; a removal marker left where
   noise removal took a link list weighs what that list did (:func:`block_weight`).
3. Title (TWCEM Algorithm 2, extended, :func:`choose_title`): the anchor text; else the
   heading or title-named block closest to a meta-title variant; else the heading above the
   densest text; else the meta headline or a headline-like line above the text.
4. Region: from the first prose block after the title (TWCEM's start row), the maximum
   prefix sum of weights up to an end marker; the densest run anywhere (Kadane) when there
   is no title block or the anchored run is weak.
5. Inside the region, blocks outside its main container and link lists are dropped; short
   paragraphs are kept.
"""

from __future__ import annotations

import re
from typing import Any, Callable
from urllib.parse import urlsplit

from lxml import etree
from rapidfuzz.distance import Levenshtein

from webextract.extract.twcem.blocks import (
    INLINE_TAGS,
    SKIP_TAGS,
    Block,
    ElementSpans,
    segment_page,
)
from webextract.extract.twcem.result import ArticleResult
from webextract.extract.twcem.title import (
    META_TITLE_KEYS,
    TITLE_MAX_CHARS,
    choose_title_paper,
    is_abnormal,
    meta_title,
)
from webextract.text.tokens import normalize_space, tokenize_lower

#: Minimum similarity (normalised Levenshtein) of a heading to the meta title to be the title.
TITLE_MATCH_MIN = 0.6
#: Blocks at least this long (characters) with punctuation and few links are prose.
GOOD_BLOCK_CHARS = 80
#: Blocks shorter than this are "short" (headings, captions, bylines, menu items).
SHORT_BLOCK_CHARS = 30
#: Link density above which a block is a link list (jusText's max_link_density is 0.2-0.3).
MAX_LINK_DENSITY = 0.33
#: Weight of a short block (a small cost, so runs of menu items break a region).
SHORT_BLOCK_WEIGHT = -10.0
#: Weight factor for blocks under a furniture class/id (nav, footer, comment...).
BOILERPLATE_CUE_FACTOR = 0.3
#: Characters allowed between the title and the start of the dense region for the title to
#: still start the region (bylines, dates, lead images).
TITLE_GAP_CHARS = 600
#: Title separators of ``<title>`` values ("Headline | Site", "Site - Headline").
_TITLE_SEPARATORS = re.compile(r"\s+[|\-\u2013\u2014:\u00bb\u00ab/\\~*>]+\s+|\s*::\s*|\s*\|\s*|:\s+")
#: Shortest ``<title>`` segment considered as a title variant.
TITLE_MIN_SEGMENT_CHARS = 4
#: Mid-size punctuated blocks (between the short and the prose lengths) weigh this share of
#: their length.
MID_BLOCK_FACTOR = 0.5
#: Blocks with more link text than this share are never a title.
TITLE_MAX_LINK_DENSITY = 0.5
#: Deepest heading level taken as the title above the text (h1-h3).
TITLE_HEADING_MAX_LEVEL = 3
#: A title candidate may be at most twice the longest meta-title variant plus this many
#: characters (longer blocks cannot reach :data:`TITLE_MATCH_MIN`).
TITLE_LENGTH_SLACK = 20
#: Shortest site name (letters and digits) used to recognise site-name segments.
SITE_NAME_MIN_CHARS = 3
#: Shortest title segment that may be matched inside a longer site name or vice versa.
SITE_SEGMENT_MIN_CHARS = 4


#: Elements that hold no text (their tail text stays): removed before segmentation.
EMPTY_TAGS: tuple[str, ...] = (
    "img", "input", "link", "meta", "area", "param", "source", "col", "colgroup", "track",
    "base", "basefont", "spacer", "embed",
)
#: Wrappers that never separate text: unwrapped before segmentation.
WRAPPER_TAGS: tuple[str, ...] = ("tbody", "thead", "tfoot", "tr")


def prepare_tree(root: etree._Element) -> None:
    """Drop non-text elements and comments, and unwrap inline markup other than links.

    Mutates ``root``; both steps run in lxml's C code.
    """
    etree.strip_elements(root, etree.Comment, etree.ProcessingInstruction, *SKIP_TAGS,
                         *EMPTY_TAGS, with_tail=False)
    etree.strip_tags(root, *(INLINE_TAGS - {"a"}), *WRAPPER_TAGS)


def _alnum(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def site_names(head: dict | None, url: str | None = None) -> list[str]:
    """Names the site goes by, to tell them from the headline in a ``<title>``.

    Input: head metadata and the page URL.  Output: lower-cased letters-and-digits forms of
    ``og:site_name``, ``application-name``, ``twitter:site`` and the URL's host labels
    (``www.daily-example.com`` gives ``dailyexample``).
    """
    names = []
    for key in ("og:site_name", "application-name", "twitter:site", "publisher"):
        value = _alnum((head or {}).get(key) or "")
        if len(value) >= SITE_NAME_MIN_CHARS:
            names.append(value)
    if url:
        host = (urlsplit(url).hostname or "").split(".")
        labels = [h for h in host if h not in ("www", "com", "org", "net", "co", "uk", "news")]
        for label in labels:
            value = _alnum(label)
            if len(value) >= SITE_NAME_MIN_CHARS:
                names.append(value)
    return names


def _is_site_name(segment: str, names: list[str]) -> bool:
    seg = _alnum(segment)
    if not seg:
        return True
    return any(seg == n or (len(seg) >= SITE_SEGMENT_MIN_CHARS and (seg in n or n in seg))
               for n in names)


def title_variants(head: dict | None, url: str | None = None) -> list[tuple[str, float]]:
    """Meta-title strings to match blocks against, with weights.

    Input: head metadata (and the page URL).  Output: ``(variant, weight)`` pairs: each
    meta title (weight 1) and each segment of it between separators (" | ", " - ", ": "...),
    weighted by its length relative to the longest segment that is not the site's name, so
    site and section names weigh little, and the title without its first or without its
    last segment (a headline may hold a separator itself), weighted as its longest
    segment.  Segments naming the site (see :func:`site_names`) are left out.
    """
    names = site_names(head, url)
    out: dict[str, float] = {}
    for key in META_TITLE_KEYS:
        value = normalize_space((head or {}).get(key))
        if not value or is_abnormal(value):
            continue
        segments = [p.strip() for p in _TITLE_SEPARATORS.split(value) if p and p.strip()]
        if len(segments) > 1:
            kept = [p for p in segments if not _is_site_name(p, names)] or segments
            if len(kept) == 1:
                out[kept[0]] = 1.0
            out.setdefault(value, 1.0)
            longest = max(len(p) for p in kept)
            for seg in kept:
                if len(seg) >= TITLE_MIN_SEGMENT_CHARS:
                    w = len(seg) / longest
                    if w > out.get(seg, 0.0):
                        out[seg] = w
            # The title without its first or last part ("Blog: Headline - with a dash"): a
            # headline may itself hold a separator.
            cuts = list(_TITLE_SEPARATORS.finditer(value))
            for rest in (value[cuts[0].end():], value[:cuts[-1].start()]):
                rest = rest.strip()
                if len(rest) >= TITLE_MIN_SEGMENT_CHARS and rest not in out:
                    parts = [len(p) for p in kept if p in rest]
                    out[rest] = max(parts, default=0) / longest
        elif not _is_site_name(value, names):  # a <title> that is only the site's name
            out.setdefault(value, 1.0)
    return list(out.items())


def choose_title(
    blocks: list[Block],
    anchor: str | None,
    head: dict | None,
    region: tuple[int, int] | None = None,
    url: str | None = None,
    votes: bool = True,
    spans: ElementSpans | None = None,
) -> tuple[str | None, str | None, int | None]:
    """Title, its source and the index of its block (TWCEM Algorithm 2, extended).

    Input: the page blocks, the anchor text, the head metadata, the dense region
    ``(start, end)`` found without a title, the page URL, ``votes`` (the headline by
    agreement first, :func:`_vote_title`) and the page's :class:`ElementSpans`.  Order: the
    block most signals agree on when it has :data:`TITLE_MIN_VOTES` votes or agrees with the
    anchor; the anchor (its block located when present); the heading, else any short block,
    closest to a meta-title variant (segments
    weighted by their length, so "Headline - Section - Site" matches the headline and not
    the section); else the heading nearest before the dense region (the title sits right
    above the text it names); else the headline part of the meta title, unless a
    headline-like line just above the text shares clearly more words with the text.  Output
    ``(title, source, block_index)``; block_index is ``None`` when no block holds the title.
    """
    variants = title_variants(head, url)
    anchor = normalize_space(anchor) if anchor and not is_abnormal(anchor) else None
    voted = _vote_title(blocks, variants, anchor, spans) if votes else None
    if voted is not None:
        index, votes, with_anchor = voted
        b = blocks[index]
        if with_anchor:
            return b.text, "anchor", index
        if votes >= TITLE_MIN_VOTES:
            return b.text, "heading" if b.heading else ("id-class" if b.title_cue else "meta"), index
    if anchor:
        best = _best_block(blocks, [(anchor, 1.0)], lambda b: True)
        return anchor, "anchor", best[1] if best and best[0] >= TITLE_MATCH_MIN else None
    if variants:
        best = _best_block(blocks, variants, lambda b: b.heading > 0 or b.title_cue)
        if best and best[0] >= TITLE_MATCH_MIN:
            b = blocks[best[1]]
            return b.text, "heading" if b.heading else "id-class", best[1]
        best = _best_block(blocks, variants,
                           lambda b: b.link_density < TITLE_MAX_LINK_DENSITY and not b.boilerplate_cue)
        if best and best[0] >= TITLE_MATCH_MIN:
            b = blocks[best[1]]
            return b.text, "heading" if b.heading else "meta", best[1]
    near = _heading_before(blocks, region)
    if near is not None:
        return blocks[near].text, "heading" if blocks[near].heading else "id-class", near
    fallback = meta_headline(head, url)
    line = _headline_line_before(blocks, region)
    if line is not None and (
        fallback is None
        or _content_overlap(blocks[line].text, blocks, region)
        > _content_overlap(fallback, blocks, region) + TITLE_OVERLAP_MARGIN
    ):
        return blocks[line].text, "heading", line
    if fallback:
        return fallback, "meta", None
    return None, None, None


#: Votes a block needs to be the headline by agreement (:func:`_vote_title`).
TITLE_MIN_VOTES = 3
#: Share of a title's longer words found in the text start for the "words" vote.
TITLE_WORDS_VOTE = 0.5
#: Votes of agreement with the meta title: the page's own declaration of its headline
#: counts for two of the other signals.
META_VOTES = 2
#: Fewest of a title's longer words found in the text for the "words" vote.
TITLE_WORDS_MIN = 2


def _text_after(blocks: list[Block], i: int) -> tuple[int | None, set[str], int]:
    """What follows block ``i``: the characters before the first prose block (``None`` when
    there is none within :data:`TITLE_GAP_CHARS`), the words of the
    :data:`OVERLAP_TEXT_CHARS` characters of text from there, and the characters of prose
    under ``i`` before the next heading (h1-h3) within that window."""
    gap, j, n = 0, i + 1, len(blocks)
    while j < n and gap <= TITLE_GAP_CHARS:
        b = blocks[j]
        if b.length >= GOOD_BLOCK_CHARS and b.punctuation and b.link_density <= MAX_LINK_DENSITY:
            break
        gap += b.length
        j += 1
    if j >= n or gap > TITLE_GAP_CHARS:
        return None, set(), 0
    parts, size, under, headed = [], 0, 0, False
    while j < n and size < OVERLAP_TEXT_CHARS:
        b = blocks[j]
        if 0 < b.heading <= TITLE_HEADING_MAX_LEVEL:
            headed = True
        if b.link_density <= MAX_LINK_DENSITY:
            parts.append(b.text)
            size += b.length
            if not headed and b.length >= GOOD_BLOCK_CHARS and b.punctuation:
                under += b.length
        j += 1
    return gap, set(tokenize_lower(" ".join(parts))), under


def _after_prose(blocks: list[Block], i: int, spans: ElementSpans | None) -> bool:
    """True when the nearest block above ``i`` that is not short is prose of the same
    container (``i``'s parent element holds it): ``i`` is a sub-heading inside a text, not
    the title above it (a blog's description above a post's title is another box)."""
    for j in range(i - 1, -1, -1):
        b = blocks[j]
        if b.length >= SHORT_BLOCK_CHARS:
            prose = b.length >= GOOD_BLOCK_CHARS and b.punctuation > 0 and b.link_density <= MAX_LINK_DENSITY
            return prose and (spans is None or spans.contains(spans.parent[blocks[i].owner], b.owner))
    return False


def _vote_title(
    blocks: list[Block], variants: list[tuple[str, float]], anchor: str | None,
    spans: ElementSpans | None = None,
) -> tuple[int, int, bool] | None:
    """The headline by agreement: ``(block index, votes, agrees with the anchor)`` of the best
    candidate, or ``None``.

    Candidates: short headings (h1-h3), title-named elements, and short link-poor blocks
    close to a meta-title variant (a furniture-named one only when it is the meta title
    itself, :data:`TITLE_CONFIRMED_MIN`).  Votes: :data:`META_VOTES` for being close to a
    meta-title variant (``og:title``, ``<title>`` segments without the site's name; weighted
    similarity at least :data:`TITLE_MATCH_MIN`), one each for: close to the anchor text; a
    heading or title holder that is not a link (a linked heading names another page); prose
    follows within :data:`TITLE_GAP_CHARS`; its longer words occur in the text that
    follows (TWCEM's premise: at least :data:`TITLE_WORDS_MIN` and
    :data:`TITLE_WORDS_VOTE` of them).  A site's name in a logo heading agrees with a
    ``<title>`` that is only the site's name, but it is neither followed by text nor made
    of its words; a sidebar's heading is followed by prose that does not repeat it.
    A block right under a paragraph of prose (a sub-heading inside a text) loses a vote.
    Ties go to the anchor, then to the block that heads more prose (before the next heading: a
    blog's name heads its one-line description, a post's title the post), then the closer
    meta match, the block nearer its text, the earlier block.
    """
    usable = [(v.casefold(), w) for v, w in variants if w >= TITLE_MATCH_MIN]
    longest = max((len(v) for v, _ in usable), default=0)
    anchor_cf = anchor.casefold() if anchor else None
    best: tuple | None = None
    for b in blocks:
        if (not b.length or b.length > TITLE_MAX_CHARS or b.comment_cue
                or (longest and not b.heading and b.length > 2 * longest + TITLE_LENGTH_SLACK)):
            continue
        heading = (0 < b.heading <= TITLE_HEADING_MAX_LEVEL) or b.title_cue
        if not heading and b.link_density >= TITLE_MAX_LINK_DENSITY:
            continue
        t = b.text.casefold()
        meta = 0.0
        for v, w in usable:
            sim = Levenshtein.normalized_similarity(t, v, score_cutoff=TITLE_MATCH_MIN / w) * w
            meta = max(meta, sim)
        if not heading and (meta < TITLE_MATCH_MIN
                            or (b.boilerplate_cue and meta < TITLE_CONFIRMED_MIN)):
            continue  # a furniture-named line only when it is the meta title itself
        if is_abnormal(b.text):
            continue
        with_anchor = bool(anchor_cf) and Levenshtein.normalized_similarity(
            t, anchor_cf, score_cutoff=TITLE_MATCH_MIN) >= TITLE_MATCH_MIN
        gap, body, under = _text_after(blocks, b.index)
        near = gap is not None
        words = [w for w in tokenize_lower(b.text) if len(w) >= OVERLAP_MIN_WORD_CHARS]
        found = sum(w in body for w in words)
        in_text = found >= TITLE_WORDS_MIN and found >= TITLE_WORDS_VOTE * len(words)
        own = heading and b.link_density < TITLE_MAX_LINK_DENSITY  # not a link to another page
        votes = (META_VOTES * (meta >= TITLE_MATCH_MIN) + with_anchor + own + near + in_text
                 - _after_prose(blocks, b.index, spans))
        key = (votes, with_anchor, under, meta, -(gap if near else TITLE_GAP_CHARS + 1), -b.index)
        if best is None or key > best[0]:
            best = (key, b.index, votes, with_anchor)
    if best is None:
        return None
    return best[1], best[2], best[3]


#: A headline-like line above the text replaces the meta headline when its words occur in
#: the text this much more often (TWCEM's premise: a title shares words with its content).
TITLE_OVERLAP_MARGIN = 0.2
#: Word count range of a headline-like line.
HEADLINE_WORDS = (3, 25)
#: A headline-like line is at most this share digits (else it is a date or a score line).
HEADLINE_MAX_DIGIT_SHARE = 0.2
#: Title words shorter than this are not compared with the text (articles, prepositions).
OVERLAP_MIN_WORD_CHARS = 4
#: How much of the region's text (characters) a title's words are looked for in.
OVERLAP_TEXT_CHARS = 3000
_BYLINE = re.compile(r"(?i)^(?:by|posted|written|from|updated|published)\b")


def _headline_line_before(blocks: list[Block], region: tuple[int, int] | None) -> int | None:
    """Nearest line above the dense region (within :data:`TITLE_GAP_CHARS`) that reads like a
    headline: 3-25 words, few links, not furniture, no final period, not a byline or a date."""
    if region is None or region[1] < region[0]:
        return None
    gap = 0
    i = region[0] - 1
    while i >= 0 and gap <= TITLE_GAP_CHARS:
        b = blocks[i]
        words = b.text.count(" ") + 1
        if (HEADLINE_WORDS[0] <= words <= HEADLINE_WORDS[1]
                and b.link_density < TITLE_MAX_LINK_DENSITY
                and not b.boilerplate_cue and not b.text.endswith(".")
                and not _BYLINE.match(b.text) and not END_MARKER.match(b.text)
                and sum(ch.isdigit() for ch in b.text) < HEADLINE_MAX_DIGIT_SHARE * b.length
                and not is_abnormal(b.text)):
            return i
        gap += b.length
        i -= 1
    return None


def _content_overlap(title: str, blocks: list[Block], region: tuple[int, int] | None) -> float:
    """Share of a title's words (of :data:`OVERLAP_MIN_WORD_CHARS` or more characters) that
    occur in the first :data:`OVERLAP_TEXT_CHARS` characters of the region's text."""
    words = [w for w in tokenize_lower(title) if len(w) >= OVERLAP_MIN_WORD_CHARS]
    if not words or region is None or region[1] < region[0]:
        return 0.0
    text = " ".join(b.text for b in blocks[region[0]:region[1] + 1])[:OVERLAP_TEXT_CHARS]
    body = set(tokenize_lower(text))
    return sum(w in body for w in words) / len(words)


def meta_headline(head: dict | None, url: str | None = None) -> str | None:
    """The headline part of the meta title: its longest segment that does not name the site."""
    m_t = meta_title(head)
    if not m_t:
        return None
    segments = [p.strip() for p in _TITLE_SEPARATORS.split(m_t) if p and p.strip()]
    names = site_names(head, url)
    kept = [p for p in segments if not _is_site_name(p, names)] or segments or [m_t]
    return max(kept, key=len)


def _heading_before(blocks: list[Block], region: tuple[int, int] | None) -> int | None:
    """Index of the heading nearest before (or at the top of) the dense region, within
    :data:`TITLE_GAP_CHARS` of text; ``None`` when there is none."""
    if region is None or region[1] < region[0]:
        return None
    start = region[0]
    gap = 0
    i = min(start + 1, len(blocks) - 1)
    while i >= 0 and gap <= TITLE_GAP_CHARS:
        b = blocks[i]
        if ((b.heading and b.heading <= TITLE_HEADING_MAX_LEVEL) or b.title_cue) \
                and b.link_density < TITLE_MAX_LINK_DENSITY and not is_abnormal(b.text):
            return i
        if i < start:
            gap += b.length
        i -= 1
    return None


def _best_block(
    blocks: list[Block], variants: list[tuple[str, float]], accept: Callable[[Block], bool]
) -> tuple[float, int] | None:
    """Best ``(weighted similarity, block index)`` over the short accepted blocks; scores
    below :data:`TITLE_MATCH_MIN` count as 0 (rapidfuzz stops early under the cutoff)."""
    usable = [(v.casefold(), w) for v, w in variants if w >= TITLE_MATCH_MIN]
    if not usable:
        return None
    longest = max(len(v) for v, _ in usable)
    best: tuple[float, int] | None = None
    for b in blocks:
        if (not b.length or b.length > TITLE_MAX_CHARS or b.length > 2 * longest + TITLE_LENGTH_SLACK
                or not accept(b)):
            continue
        t = b.text.casefold()
        s = 0.0
        for v, w in usable:
            sim = Levenshtein.normalized_similarity(t, v, score_cutoff=TITLE_MATCH_MIN / w) * w
            if sim > s:
                s = sim
        if best is None or s > best[0] + 1e-9:
            best = (s, b.index)
    return best


#: Short blocks that close an article: comment sections, related-story lists, "more in"
#: teasers.  A weak, English-language cue: such a block ends the region after the title.
END_MARKER = re.compile(
    r"^\W*(?:\d+\s+)?comments?\b.*|"
    r"^(?:\d+\s+)?(?:reader comments|user comments|your comments|readers'? comments|"
    r"post a comment|leave a (?:comment|reply)|add (?:a |your )?comments?|have your say|"
    r"discuss this(?: article| story)?|related(?: stories| articles| news| links| content| posts| coverage)?|"
    r"more (?:stories|news|articles|headlines)(?: .{0,40})?|more (?:in|from|on) .{1,40}|"
    r"most (?:popular|read|viewed|emailed|commented)|recommended(?: for you| stories)?|see also|"
    r"you (?:may|might) also like|also on .{1,40}|trending(?: now)?|top (?:stories|headlines)|latest news|"
    r"related on .{1,30}|discuss this (?:post|entry)|must[- ]reads?(?: .{0,40})?|(?:from )?around the web|"
    r"we recommend|featured (?:posts?|stories|articles)|what'?s new)"
    r"\W*$",
    re.I,
)
#: Longest block checked against :data:`END_MARKER`.
END_MARKER_MAX_CHARS = 60
#: The run that starts at the title must reach this share of the best run anywhere on the
#: page, else the title is a stray heading and the best run wins.
ANCHOR_MIN_SHARE = 0.25

_STOP = float("-inf")
#: Weight of prose inside a comment thread (:attr:`Block.comment_cue`): nothing.
COMMENT_WEIGHT = 0.0


def block_weight(
    b: Block,
    *,
    use_link_density: bool = True,
    use_punctuation: bool = True,
    use_class_cues: bool = True,
    use_end_markers: bool = True,
    use_comment_cues: bool = True,
    removal_markers: str = "weight",
) -> float:
    """Weight of a block for the dense-region search.

    Positive for prose (its length, less its link text), negative for link lists, a small
    cost for short blocks, ``-inf`` for an end marker (:data:`END_MARKER`).  Each cue can be
    switched off (for the ablation in docs/twcem.md).  A removal marker (the empty block
    noise removal leaves where it removed a link cluster or a template node,
    :attr:`Block.is_marker`) weighs, by ``removal_markers``: ``"weight"`` (default) minus
    the characters of link text removed there for a link cluster, what the removed list
    would have weighed, or ``-inf`` when the cluster's caption is an end marker ("Related
    stories"), and 0 for a template node (site templates hold headers and footers as well as
    labels inside the text: measured no better as a boundary, docs/denoise.md);
    ``"stop"`` ``-inf`` for every marker; ``"ignore"`` 0.
    """
    if b.removed_kind:
        if removal_markers == "weight":
            if b.removed_kind != "links":
                return 0.0
            if use_end_markers and b.removed_label and END_MARKER.match(b.removed_label):
                return _STOP  # the removed list was captioned "Related stories", "Most read"...
            return -float(b.removed)
        return _STOP if removal_markers == "stop" else 0.0
    ld = b.link_density if use_link_density else 0.0
    punct = b.punctuation if use_punctuation else 1
    if (use_end_markers and b.length <= END_MARKER_MAX_CHARS and b.link_density <= MAX_LINK_DENSITY
            and END_MARKER.match(b.text)):
        return _STOP  # a header, not a "12 comments" link next to the byline
    if ld > MAX_LINK_DENSITY:
        w = -float(b.length) * ld
    elif b.length >= GOOD_BLOCK_CHARS and punct:
        w = b.length * (1.0 - ld)
    elif b.length >= SHORT_BLOCK_CHARS and punct:
        w = MID_BLOCK_FACTOR * b.length * (1.0 - ld)
    else:
        w = SHORT_BLOCK_WEIGHT
    if use_class_cues and b.boilerplate_cue and not b.content_cue:
        w = w * BOILERPLATE_CUE_FACTOR if w > 0 else w
    if use_comment_cues and b.comment_cue and w > 0:
        w = COMMENT_WEIGHT  # a reader's comment is not the article, however long
    return w


#: Weight factor of a teaser: prose right under a headline link (a list of stories).
TEASER_FACTOR = 0.0
#: Short blocks (dates, bylines) allowed between a teaser and the next headline link.
TEASER_LOOKAHEAD = 2
#: Without its teasers, a page's densest run must keep this share of its weight (and the
#: weight of one paragraph of prose), else the page is a list of teasers (a home page, a
#: category page) and they are its text.
TEASER_PAGE_SHARE = 0.25
#: Fewest headline-and-summary pairs in a row that make a list of teasers.
TEASER_MIN_CHAIN = 3
#: Fewest words of a headline link above a teaser.
TEASER_LINK_MIN_WORDS = 2


def _is_headline_link(b: Block) -> bool:
    return (b.link_density > MAX_LINK_DENSITY and b.length <= TITLE_MAX_CHARS
            and b.text.count(" ") + 1 >= TEASER_LINK_MIN_WORDS)


def _teaser_after(blocks: list[Block], weights: list[float], k: int) -> int | None:
    """Index of the prose block of a teaser whose headline link is at ``k`` (at most
    :data:`TEASER_LOOKAHEAD` short blocks between), else ``None``."""
    n = len(blocks)
    if k >= n or not _is_headline_link(blocks[k]):
        return None
    j = k + 1
    while j < n and j <= k + 1 + TEASER_LOOKAHEAD:
        if weights[j] > 0:
            return j
        if blocks[j].length >= SHORT_BLOCK_CHARS or blocks[j].link_density > MAX_LINK_DENSITY:
            return None
        j += 1
    return None


def discount_teasers(blocks: list[Block], weights: list[float], spans: ElementSpans) -> None:
    """Teasers weigh :data:`TEASER_FACTOR` of their weight: a summary under its headline link,
    in a chain of at least :data:`TEASER_MIN_CHAIN` such pairs each in an item of its own (a
    list of stories, "more news" under the article: every pair has its own wrapper, the
    smallest element holding its link and its summary).  In an article paragraphs follow
    paragraphs; a post's linked title above its text is one pair, and links between an
    article's paragraphs share the article's container.  Linear; mutates ``weights``."""
    n = len(blocks)
    k = 0
    while k < n:
        chain: list[tuple[int, int]] = []
        start = k
        p = _teaser_after(blocks, weights, k)
        while p is not None:
            chain.append((start, p))
            nxt = p + 1
            while nxt < n and nxt <= p + 1 + TEASER_LOOKAHEAD and not _is_headline_link(blocks[nxt]) \
                    and blocks[nxt].length < SHORT_BLOCK_CHARS:
                nxt += 1
            start = nxt
            p = _teaser_after(blocks, weights, nxt)
            k = nxt
        if len(chain) >= TEASER_MIN_CHAIN:
            items = set()
            for link, summary in chain:
                item = blocks[link].owner
                while item and not spans.contains(item, blocks[summary].owner):
                    item = spans.parent[item]
                items.add(item)
            if len(items) == len(chain):
                for _, summary in chain:
                    weights[summary] *= TEASER_FACTOR
        k = max(k, chain[-1][1] + 1) if chain else k + 1


def densest_run(weights: list[float], lo: int = 0) -> tuple[float, int, int]:
    """Maximum-sum contiguous run of ``weights[lo:]`` (Kadane): ``(sum, start, end)``, end
    inclusive; ``(0.0, lo, lo - 1)`` when every weight is negative.  ``-inf`` weights
    (end markers) are never inside a run."""
    best = (0.0, lo, lo - 1)
    total, start = 0.0, lo
    for i in range(lo, len(weights)):
        if total <= 0:
            total, start = 0.0, i
        total += weights[i]
        if total > best[0]:
            best = (total, start, i)
    return best


def anchored_run(weights: list[float], start: int) -> tuple[float, int, int]:
    """Best run that begins at ``start`` (TWCEM's start row): the maximum prefix sum of
    ``weights[start:]``, stopping at an end marker.  ``(sum, start, end)``, end inclusive."""
    best = (0.0, start, start - 1)
    total = 0.0
    for i in range(start, len(weights)):
        w = weights[i]
        if w == _STOP:
            break
        total += w
        if total > best[0]:
            best = (total, start, i)
    return best


def close_boxes(
    blocks: list[Block], weights: list[float], spans: ElementSpans, start: int
) -> set[int]:
    """End markers after ``start`` that head a box of their own leave the box, not the text.

    An end marker ("Related", "3 comments") that is the first block of an element not
    holding the text's start block (an ``<aside>`` of related links inside the story, a
    comment ``<section>`` after it) closes only that element: its blocks are returned (to be
    left out; their weights are set to 0 here) and the region may go on after it, so the
    text ends at the last dense run rather than at the first interruption.  A bare marker
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
        if weights[i] != _STOP or blocks[i].removed_kind or i in dropped:
            continue
        c = blocks[i].owner
        if spans.contains(c, anchor):
            continue
        while (c and not spans.contains(parent[c], anchor)
               and not spans.contains(parent[c], blocks[i - 1].owner)):
            c = parent[c]
        j = i + 1
        while j < n and spans.contains(c, blocks[j].owner):
            j += 1
        if j > i + 1:  # a box headed by the marker: leave the box out, go on after it
            for k in range(i, j):
                weights[k] = 0.0
                dropped.add(k)
            continue
        k, links = j, 0
        while k < n and weights[k] != _STOP and blocks[k].link_density > MAX_LINK_DENSITY:
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
                 cost: float, boxes: set[int] = frozenset(), title: int | None = None) -> set[int]:
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
        while body < len(blocks) and not (weights[body] > 0 and blocks[body].length >= GOOD_BLOCK_CHARS):
            body += 1
        if body < len(blocks):
            story = blocks[title].owner
            while story and not spans.contains(story, blocks[body].owner):
                story = spans.parent[story]
    passed = False
    for i in range(first, len(blocks)):
        b = blocks[i]
        if i in boxes:
            passed = True
        elif weights[i] == _STOP:
            if b.removed_kind or cost < 0:
                break
            weights[i] = -cost
            passed = True
            passed_markers.add(i)
        elif passed and not spans.contains(holder, b.owner):
            weights[i] = _STOP
            break
        elif (story is not None and i > body and 0 < b.heading <= TITLE_HEADING_MAX_LEVEL
              and not spans.contains(story, b.owner)):
            weights[i] = _STOP
            break
    return passed_markers


#: A title block this close (normalised Levenshtein) to the meta title's headline is
#: confirmed: the text under it is the page's text however short.
TITLE_CONFIRMED_MIN = 0.9


def _confirmed(block: Block, head: dict | None, url: str | None, source: str | None) -> bool:
    """True when the title block is a heading that the meta title names (they agree): the
    page's own headline, not a stray heading, so the region starts under it even when a
    longer run elsewhere (a sidebar, an "about me" box) outweighs the text."""
    if source not in ("heading", "id-class") or not (block.heading or block.title_cue):
        return False
    text = block.text.casefold()
    return any(w >= TITLE_CONFIRMED_MIN and Levenshtein.normalized_similarity(
        text, v.casefold(), score_cutoff=TITLE_CONFIRMED_MIN) >= TITLE_CONFIRMED_MIN
        for v, w in title_variants(head, url))


def first_content_after(blocks: list[Block], weights: list[float], t_idx: int, max_gap: int) -> int | None:
    """Index of the first prose block after the title block, if it lies within ``max_gap``
    characters of it; else ``None``."""
    gap = 0
    for i in range(t_idx + 1, len(blocks)):
        if weights[i] == _STOP:
            return None
        if weights[i] > 0:
            return i
        gap += blocks[i].length
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
    the region has no prose.  Linear: subtree sums from prefix sums over pre-order numbers.
    """
    n = len(spans.last)
    own = [0.0] * n
    total = 0.0
    for i in range(start, end + 1):
        w = weights[i]
        if w > 0:
            own[blocks[i].owner] += w
            total += w
    if total <= 0:
        return None
    prefix = [0.0] * (n + 1)
    running = 0.0
    for k in range(n):
        running += own[k]
        prefix[k + 1] = running
    need = CONTAINER_SHARE * total
    best = None
    for k in range(n):
        if prefix[spans.last[k] + 1] - prefix[k] >= need and (
            best is None or spans.depth[k] > spans.depth[best]
        ):
            best = k
    return best


def extract_default(
    root: etree._Element,
    *,
    anchor: str | None,
    head: dict | None,
    options: dict[str, Any],
    url: str | None = None,
):
    """TWCEM default mode on a parsed page; returns an ArticleResult (see module doc).

    Options (all on by default; switching one off measures what it brings):
    ``use_link_density``, ``use_punctuation``, ``use_class_cues``, ``use_end_markers``
    (block weights), ``use_title_anchor`` (start the region at the title),
    ``use_container`` (keep the region's main container);
    ``paper_title=True`` takes the title from the paper's Algorithm 2 instead;
    ``title_gap``: characters allowed between the title and the text
    (:data:`TITLE_GAP_CHARS`).
    """
    prepare_tree(root)
    blocks, spans = segment_page(root)
    weight_opts = {k: bool(options.get(k, True)) for k in
                   ("use_link_density", "use_punctuation", "use_class_cues", "use_end_markers",
                    "use_comment_cues")}
    weight_opts["removal_markers"] = str(options.get("removal_markers", "weight"))
    weights = [block_weight(b, **weight_opts) for b in blocks]
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
    if t_idx is not None and options.get("use_title_anchor", True):
        first = first_content_after(blocks, weights, t_idx, max_gap)
        if first is not None:
            closed = list(weights)
            boxes = close_boxes(blocks, closed, spans, first) if options.get("use_boxes", True) else set()
            cost = float(options.get("end_marker_cost", END_MARKER_COST))
            markers = pass_markers(blocks, closed, spans, first, cost, boxes,
                                   t_idx if options.get("use_box_headings", True) else None)
            a_score, _, a_end = anchored_run(closed, first)
            share = 0.0 if _confirmed(blocks[t_idx], head, url, source) else ANCHOR_MIN_SHARE
            if a_end >= first and a_score >= share * score:
                start, end = t_idx, a_end
                weights, dropped = closed, boxes | markers
    if end < start:
        return ArticleResult(title, "", source, "default", [])
    container = None
    if options.get("use_container", True):
        container = main_container(blocks, weights, start, end, spans)
    paragraphs = []
    lead = t_idx is not None and start == t_idx  # title, byline, date: before the text
    for b in blocks[start:end + 1]:
        if b.index == t_idx:
            paragraphs.append(b.text)
            continue
        if b.link_density > MAX_LINK_DENSITY or not b.length or b.index in dropped:
            continue
        if container is not None:
            if spans.contains(container, b.owner):
                lead = False
            elif not lead:
                continue
        paragraphs.append(b.text)
    return ArticleResult(title, "\n".join(paragraphs), source, "default", paragraphs)
