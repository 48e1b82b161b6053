"""The headline of a page in the TWCEM default mode (TWCEM Algorithm 2, extended): meta-title
variants, the headline by agreement of several signals, and the fallbacks of the paper's
order (anchor text, heading closest to the meta title, title-named element).
"""

from __future__ import annotations

import re
from typing import Callable
from urllib.parse import urlsplit

from lxml import etree
from rapidfuzz.distance import Levenshtein

from webextract.extract.twcem.blocks import Block, ElementSpans
from webextract.extract.twcem.title import META_TITLE_KEYS, TITLE_MAX_CHARS, is_abnormal, meta_title
from webextract.extract.twcem.weights import (
    END_MARKER,
    GOOD_BLOCK_CHARS,
    MAX_LINK_DENSITY,
    NOT_TEXT,
    SHORT_BLOCK_CHARS,
    is_code,
)
from webextract.text.tokens import normalize_space, tokenize_lower

#: Minimum similarity (normalised Levenshtein) of a heading to the meta title to be the title.
TITLE_MATCH_MIN = 0.6
#: Characters allowed between the title and the start of the dense region for the title to
#: still start the region (bylines, dates, lead images).
TITLE_GAP_CHARS = 600
#: Title separators of ``<title>`` values ("Headline | Site", "Site - Headline").
_TITLE_SEPARATORS = re.compile(r"\s+[|\-\u2013\u2014:\u00bb\u00ab/\\~*>]+\s+|\s*::\s*|\s*\|\s*|:\s+")
#: Shortest ``<title>`` segment considered as a title variant.
TITLE_MIN_SEGMENT_CHARS = 4
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


def page_url(root: etree._Element, head: dict | None) -> str | None:
    """The page's own address as the page declares it, for a caller that gave none: its
    ``og:url``, else the ``href`` of a ``<link rel="canonical">`` in ``<head>``.  Read before
    the tree is prepared (that step drops ``<link>`` elements); input: the parsed root and the
    head metadata; output: the address or ``None``.  Its host names the site
    (:func:`site_names`), so a ``<title>`` segment such as "Simple English Wikipedia, the free
    encyclopedia" is known for the site's name.  Beyond the paper (its meta title m_t is
    taken whole, Algorithm 2)."""
    value = (head or {}).get("og:url")
    if value and value.startswith(("http://", "https://")):
        return value
    node = root.find("head") if root.tag == "html" else None
    if node is None:
        return None
    for link in node.iterchildren("link"):
        href = link.get("href") or ""
        if (link.get("rel") or "").strip().lower() == "canonical" and href.startswith(("http://", "https://")):
            return href
    return None


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
        best = _best_block(blocks, variants,
                           lambda b: (b.heading > 0 or b.title_cue) and not b.overlay_cue)
        if best and best[0] >= TITLE_MATCH_MIN:
            b = blocks[best[1]]
            return b.text, "heading" if b.heading else "id-class", best[1]
        best = _best_block(blocks, variants,
                           lambda b: b.link_density < TITLE_MAX_LINK_DENSITY and not b.boilerplate_cue
                           and not b.overlay_cue)
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


def _prose_scan(blocks: list[Block]) -> tuple[list[int], list[int]]:
    """For :func:`_text_after`, in one pass: the index of the first prose block at or after
    each block (``len(blocks)`` when none; comments, overlays and code are no prose) and the
    prefix sums of the characters that count in a gap (blocks under an overlay class name do
    not: a dialog is hidden until opened; nor do linked headings: a carousel of related
    videos between the headline and the body).  Linear."""
    n = len(blocks)
    nxt = [n] * (n + 1)
    for k in range(n - 1, -1, -1):
        b = blocks[k]
        nxt[k] = k if (b.length >= GOOD_BLOCK_CHARS and b.punctuation
                       and b.link_density <= MAX_LINK_DENSITY and not b.comment_cue
                       and not b.overlay_cue and not is_code(b.text)) else nxt[k + 1]
    cum = [0] * (n + 1)
    for k, b in enumerate(blocks):
        cum[k + 1] = cum[k] + (0 if b.overlay_cue or (b.heading and b.link_density > MAX_LINK_DENSITY)
                               else b.length)
    return nxt, cum


def _text_after(blocks: list[Block], i: int,
                cache: dict[int, tuple[set[str], int]] | None = None,
                scan: tuple[list[int], list[int]] | None = None) -> tuple[int | None, set[str], int]:
    """What follows block ``i``: the characters before the first prose block (``None`` when
    there is none within :data:`TITLE_GAP_CHARS`; blocks under an overlay class name do not
    count, and comments, overlays and code are no prose), the words of the
    :data:`OVERLAP_TEXT_CHARS` characters of text from there, and the characters of prose
    under ``i`` before the next heading (h1-h3) within that window.  Candidates followed by
    the same prose block share the words and the prose count (``cache``, by that block);
    ``scan`` is :func:`_prose_scan` of the blocks (made here when omitted)."""
    n = len(blocks)
    nxt, cum = scan if scan is not None else _prose_scan(blocks)
    j = nxt[i + 1] if i + 1 <= n else n
    gap = cum[j] - cum[min(i + 1, n)]
    if j >= n or gap > TITLE_GAP_CHARS:
        return None, set(), 0
    if cache is not None and j in cache:
        words, under = cache[j]
        return gap, words, under
    first = j
    parts, size, under, headed = [], 0, 0, False
    while j < n and size < OVERLAP_TEXT_CHARS:
        b = blocks[j]
        if 0 < b.heading <= TITLE_HEADING_MAX_LEVEL:
            headed = True
        if b.link_density <= MAX_LINK_DENSITY and not b.comment_cue and not b.overlay_cue:
            parts.append(b.text)
            size += b.length
            if not headed and b.length >= GOOD_BLOCK_CHARS and b.punctuation:
                under += b.length
        j += 1
    words = set(tokenize_lower(" ".join(parts)))
    if cache is not None:
        cache[first] = (words, under)
    return gap, words, under


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
    itself, :data:`TITLE_CONFIRMED_MIN`); none under an overlay class name (a video player's
    title naming the page, a dialog's heading).  Votes: :data:`META_VOTES` for being close to a
    meta-title variant (``og:title``, ``<title>`` segments without the site's name; weighted
    similarity at least :data:`TITLE_MATCH_MIN`), one each for: close to the anchor text; a
    heading or title holder that is not a link (a linked heading names another page); prose
    follows within :data:`TITLE_GAP_CHARS`; its longer words occur in the text that
    follows (TWCEM's premise: at least :data:`TITLE_WORDS_MIN` and
    :data:`TITLE_WORDS_VOTE` of them).  A site's name in a logo heading agrees with a
    ``<title>`` that is only the site's name, but it is neither followed by text nor made
    of its words; a sidebar's heading is followed by prose that does not repeat it.
    A block right under a paragraph of prose (a sub-heading inside a text) loses a vote; a
    line that is never text or ends a text (:data:`NOT_TEXT`, :data:`END_MARKER`: "Share this
    article", "Related stories") is no candidate.
    Ties go to the anchor, then to the block that heads more prose (before the next heading: a
    blog's name heads its one-line description, a post's title the post), then the closer
    meta match, the block nearer its text, the earlier block.
    """
    usable = [(v.casefold(), w) for v, w in variants if w >= TITLE_MATCH_MIN]
    longest = max((len(v) for v, _ in usable), default=0)
    anchor_cf = anchor.casefold() if anchor else None
    best: tuple | None = None
    after: dict[int, tuple[set[str], int]] = {}  # the text after each candidate's prose start
    scan: tuple[list[int], list[int]] | None = None  # made on the first candidate
    for b in blocks:
        if (not b.length or b.length > TITLE_MAX_CHARS or b.comment_cue or b.overlay_cue
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
        if is_abnormal(b.text) or NOT_TEXT.match(b.text) or END_MARKER.match(b.text):
            continue  # "Share this article", "Advertisement", "Related stories" name no page
        with_anchor = bool(anchor_cf) and Levenshtein.normalized_similarity(
            t, anchor_cf, score_cutoff=TITLE_MATCH_MIN) >= TITLE_MATCH_MIN
        if scan is None:
            scan = _prose_scan(blocks)
        gap, body, under = _text_after(blocks, b.index, after, scan)
        near = gap is not None
        words = [w for w in tokenize_lower(b.text) if len(w) >= OVERLAP_MIN_WORD_CHARS]
        found = sum(w in body for w in words)
        in_text = found >= TITLE_WORDS_MIN and found >= TITLE_WORDS_VOTE * len(words)
        own = heading and b.link_density < TITLE_MAX_LINK_DENSITY  # not a link to another page
        votes = (META_VOTES * (meta >= TITLE_MATCH_MIN) + with_anchor + own + near + in_text
                 - _after_prose(blocks, b.index, spans))
        key = (votes, with_anchor, 0 < b.heading <= TITLE_HEADING_MAX_LEVEL, under, meta,
               -(gap if near else TITLE_GAP_CHARS + 1), -b.index)
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


#: A title block this close (normalised Levenshtein) to the meta title's headline is
#: confirmed: the text under it is the page's text however short.
TITLE_CONFIRMED_MIN = 0.9


def confirmed_title(block: Block, head: dict | None, url: str | None, source: str | None) -> bool:
    """True when the title block is a heading that the meta title names (they agree): the
    page's own headline, not a stray heading, so the region starts under it even when a
    longer run elsewhere (a sidebar, an "about me" box) outweighs the text.

    Input: the title block, head metadata, the page URL and the title's source.  Beyond the
    paper (Algorithm 2 takes the heading closest to the meta title, whatever the distance):
    similarity of at least :data:`TITLE_CONFIRMED_MIN` to a full-weight meta-title variant."""
    if source not in ("heading", "id-class") or not (block.heading or block.title_cue):
        return False
    text = block.text.casefold()
    return any(w >= TITLE_CONFIRMED_MIN and Levenshtein.normalized_similarity(
        text, v.casefold(), score_cutoff=TITLE_CONFIRMED_MIN) >= TITLE_CONFIRMED_MIN
        for v, w in title_variants(head, url))
