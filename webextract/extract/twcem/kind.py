"""Is this page an article?  The page's own content decides, on TWCEM's blocks and weights.

A focused news crawl cannot trust the link that led to a page: home pages link articles with
"Read more", "Article 3" or a bare thumbnail, and a URL's shape says little on many sites.
What an article page has and other pages lack is **one main text under a headline**: a run
of prose paragraphs that no headline link interrupts, whatever surrounds it (a big menu, a
rail of related links, a footer of links are link blocks and do not count against it).

What a list page has instead is **repeated records**: a headline link, then a summary or a
snippet, again and again (search results, catalogues, teaser lists: headline, two sentences,
"Read more").  Their prose is cut into many short pieces, each led by a link block of one
shape (tag, depth and class), so no piece is a main text and together they outweigh any.

A modern article page adds its own records around the story: a "Most read" rail of linked
teasers beside or before it, a "More from" grid after it, and a cookie-consent dialog that
lists a few hundred ad vendors, each a "Privacy policy" link and a line of text, whether or
not the reader sees it.  Dialogs (consent, privacy, modals, pop-ups) are no part of the page;
a record ends with its item, so a story after a rail is no record's text; and a story under
a headline of its own is an article however many records stand beside it.  A story's
paragraphs count together across the links that interrupt them (a gallery's counters, ad
slots, "Read more" lines, a live blog's timestamps: :mod:`webextract.extract.twcem.story`).

Error pages served with status 200, login walls and galleries have neither.  A short post
(a photo with a caption, a two-line note) is an article when its headline is the page's own
(the ``<title>`` names it) and prose follows it, and the page holds no records.

:func:`judge_page` reads the blocks of :mod:`webextract.extract.twcem.blocks` without
changing the tree (the same tree is then handed to extraction), with the block weights,
teaser discount and densest run of :mod:`webextract.extract.twcem.weights`; a caller that
has already cut the page into blocks passes them (``blocks=``) and the page is not cut again.
Beyond the paper: TWCEM (Tan et al. 2018) assumes every page it is given is a news page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from lxml import etree
from rapidfuzz.distance import Levenshtein

from webextract.dom import head_metadata
from webextract.extract.twcem.blocks import Block, ElementSpans, overlay_names, segment_page
from webextract.extract.twcem.headline import title_variants
from webextract.extract.twcem.story import HEADLINE_MIN_WORDS, opens_with_link, paragraph_chain
from webextract.extract.twcem.story import smallest_holding as _common
from webextract.extract.twcem.weights import (
    GOOD_BLOCK_CHARS,
    MAX_LINK_DENSITY,
    SHORT_BLOCK_CHARS,
    SHORT_BLOCK_WEIGHT,
    STOP,
    block_weight,
    densest_run,
    discount_teasers,
)

#: Fewest characters of prose (non-link text of punctuated blocks of at least
#: :data:`~webextract.extract.twcem.weights.SHORT_BLOCK_CHARS`) in the main run of an article.
ARTICLE_MIN_CHARS = 300
#: The main run must hold at least this share of the prose found in records and teasers:
#: an article may end in a rail of summaries, a list page's intro is outweighed by its records.
ARTICLE_MIN_RECORD_SHARE = 0.5
#: A main run this long is a story: pieces led by repeated link blocks inside its container
#: (embedded posts, "MORE: ..." links between its paragraphs) are its text, not records.
STORY_MIN_CHARS = 600
#: Fewest prose blocks of a story (:data:`STORY_MIN_CHARS` or more under a headline of its
#: own) that no records outweigh: a rail of teasers beside it is no main column.
STORY_MIN_BLOCKS = 4
#: Fewest pieces of prose led by link blocks of one shape that make a list of records.
RECORDS_MIN = 3
#: Blocks after a leading link block in which the record's prose must start.
RECORD_LEAD_GAP = 3
#: Shortest link block that cuts a run of prose (a "Read more", a headline, a user name).
BREAK_MIN_CHARS = 4
#: Link density of a prose block that holds its own headline link (an entry of a list: a
#: linked title and its summary in one block).
LINKED_PROSE_DENSITY = 0.15
#: A main run of at least this many prose blocks holding their own link, and this share of
#: its prose blocks, is a list of entries (titles linked inside their summaries), not a text.
LINKED_ENTRIES_MIN = 5
#: ... and the share of the main run's prose blocks they must be.
LINKED_ENTRIES_SHARE = 0.7
#: Fewest distinct link blocks on a page that lists headlines (else its kind is ``other``).
LISTING_MIN_LINKS = 3
#: Similarity (normalised Levenshtein) of a heading to a full-weight ``<title>`` variant that
#: makes it the page's own headline (a short post's).
HEADLINE_MATCH_MIN = 0.9
#: A heading (``h1``-``h3``) that holds a full-weight ``<title>`` variant of at least this
#: many characters, and at least half its own length, is the page's own headline too (a
#: kicker before it: "Today's Recipe: ...", "Weekly Address: ...").
HEADLINE_PART_MIN_CHARS = 20
#: Longest heading taken as a short post's headline.
HEADLINE_MAX_CHARS = 200
#: Characters allowed between the page's own headline and its main run (bylines, dates, a
#: lead image's caption): that run is the article's text however many records follow it.
HEADLINE_GAP_CHARS = 600
#: A page with at least this share of its text in links is no short post (a product grid,
#: a menu under a heading).
SHORT_POST_MAX_LINK_SHARE = 0.85
#: Blocks after a short post's headline searched for its text.
SHORT_POST_GAP = 8
#: Most link density of a line of a short post's text (a credit with a link to the photographer).
SHORT_POST_MAX_LINK_DENSITY = 0.5
#: Shortest line that makes a short post's text (a caption, a dateline with a credit).
SHORT_POST_MIN_CHARS = 20

#: ``role`` values of dialogs.
DIALOG_ROLES = frozenset({"dialog", "alertdialog"})

#: Titles and first headings of error pages served with status 200 ("404", "Page not found",
#: "This page doesn't exist", "Access denied"); a number inside a headline ("... in ward 404 |
#: Site") is no error code.
ERROR_TITLE = re.compile(
    r"(?i)^\W*(?:error\s*)?(?:404|410|500|503)\b|\b(?:404|410)\s*(?:error|not\s+found)|"
    r"\b(?:page|article|story|file|content|post)\s+(?:was\s+|is\s+)?(?:not\s+found|missing|"
    r"(?:does\s*n[o'\u2019]t|could\s*n[o'\u2019]t|cannot|can[\u2019']t)\s+(?:be\s+)?(?:exist|found|find))|"
    r"^\W*(?:page\s+)?not\s+found\b|^\W*(?:error|oops)\W*$|^\W*oops\b|\baccess\s+denied\b|"
    r"\bno\s+longer\s+available\b"
)
#: Text of a login or subscription wall: a short text that asks the reader to sign in or pay
#: to read on ("Please log in", "for subscribers only"; not a post's "subscribe to the feed").
WALL_TEXT = re.compile(
    r"(?i)\b(?:(?:log|sign)\s*in\s+(?:to|or)\b|please\s+(?:log|sign)\s*in|must\s+be\s+(?:logged|signed)\s+in|"
    r"subscribers?\s+only|for\s+(?:subscribers|members)\b|members?\s+only|subscribe\s+(?:now|today)\b|"
    r"create\s+(?:an\s+)?account\s+to|register\s+to\s+(?:read|continue|view))"
)


@dataclass(frozen=True)
class PageJudgement:
    """What a page's content says it is.

    ``kind``: ``"article"`` (one main text), ``"listing"`` (a page of links: records,
    headlines and teasers) or ``"other"``; ``reason``: why it is not an article, or
    ``"short_post"`` for an article whose text is short (empty for other articles).
    Reasons: ``"error_page"`` (its title or first heading says "404", "Page not found"...),
    ``"login_wall"`` (a short text asking to log in or subscribe, or a password field),
    ``"records"`` (its prose is pieces led by repeated link blocks: search results, a
    catalogue, a list of posts), ``"teasers"`` (most of that prose is summaries under
    headline links, each pair in an item of its own: a home or section page, wrapped results),
    ``"short_text"`` (some prose, not enough, no headline of its own), ``"no_text"``.
    ``prose_chars`` and ``prose_blocks``: the prose of the page's main run (no link block
    inside it); ``link_blocks``: link blocks on the whole page; ``links``: the same count
    (kept for callers of earlier versions); ``record_chars``: prose in records and teasers;
    ``records``: pieces of prose in records.
    """

    kind: str
    reason: str
    prose_chars: int
    prose_blocks: int
    link_blocks: int
    links: int
    record_chars: int = 0
    records: int = 0


@dataclass(frozen=True)
class _Evidence:
    """The measures a judgement is read from (see :func:`page_evidence`)."""

    main_chars: int
    main_blocks: int
    main_start: int
    record_chars: int
    teaser_chars: int
    records: int
    link_blocks: int
    summaries: int  # prose of teasers, in records or not
    linked_blocks: int  # prose blocks of the main run that hold a link of their own
    listed_in_main: int = 0  # prose of the main run counted in records and teasers
    titles: int = 0  # linked headlines that lead no record's prose (a list of titles)


def _signature(b: Block, spans: ElementSpans) -> tuple:
    """The shape of a block's element: tag, depth among block elements and class."""
    el = b.parent
    cls = el.get("class") if el is not None and hasattr(el, "get") else None
    return (b.tag, spans.depth[b.owner], cls)


def _is_dialog(el: etree._Element) -> bool:
    """Is this element a dialog the reader closes to read the page: ``<dialog>``,
    ``role="dialog"``/``"alertdialog"``, ``aria-modal="true"`` or a class or id that names
    an overlay as the text blocks' ``overlay_cue`` does
    (:func:`~webextract.extract.twcem.blocks.overlay_names`: cookie consent, GDPR, a CMP,
    a modal window)?"""
    get = el.get
    if el.tag == "dialog" or (get("aria-modal") or "").strip().lower() == "true" \
            or (get("role") or "").strip().lower() in DIALOG_ROLES:
        return True
    names = f"{get('class') or ''} {get('id') or ''}".lower()
    return overlay_names(names)


def dialog_blocks(blocks: list[Block]) -> list[bool]:
    """Which blocks sit in a dialog (:func:`_is_dialog`): a cookie-consent or privacy
    dialog listing its vendors, a newsletter modal, a pop-up; never the page's content.

    Input: the page's blocks (their ``parent`` elements are read, not changed).  Output: one
    flag per block.  A dialog around the page's first ``<h1>`` is the page itself (an
    article opened in an overlay) and its text counts; ``<html>`` and ``<body>`` are never
    dialogs (a ``modal-open`` body).  Each element is tested once (ancestor walks share their
    results): linear in the page.  Text hidden by ``display: none`` is not a dialog's: a
    slideshow's slides and a result's folded description are the page's own text.  Beyond
    the paper (TWCEM reads the text of the page; a saved page keeps its dialogs).
    """
    nearest: dict = {}  # element -> nearest dialog ancestor-or-self (None: none)
    above: dict = {}  # dialog element -> the next dialog element above it
    for b in blocks:
        el = b.parent
        if el is None or el in nearest:
            continue
        path = []
        found = None
        while el is not None:
            if el in nearest:
                found = nearest[el]
                break
            path.append(el)
            el = el.getparent()
        for el in reversed(path):
            if isinstance(el.tag, str) and el.tag not in ("html", "body") and _is_dialog(el):
                above[el] = found
                found = el
            nearest[el] = found
    if not above:
        return [False] * len(blocks)
    page = set()  # dialogs around the page's first h1: the page itself
    h = next((nearest.get(b.parent) for b in blocks if b.heading == 1), None)
    while h is not None:
        page.add(h)
        h = above[h]
    out = []
    for b in blocks:
        h = nearest.get(b.parent)
        while h is not None and h in page:
            h = above[h]
        out.append(h is not None)
    return out


def page_evidence(blocks: list[Block], spans: ElementSpans,
                  weights: Optional[list[float]] = None) -> _Evidence:
    """The main run and the records of a page cut into blocks.

    Input: the blocks and spans of :func:`~webextract.extract.twcem.blocks.segment_page` and
    optionally their weights (:func:`~webextract.extract.twcem.weights.block_weight` as
    extraction weighs them, a data cell at
    :data:`~webextract.extract.twcem.weights.TABLE_CELL_WEIGHT`; computed when omitted).
    Blocks in a dialog (:func:`dialog_blocks`) weigh nothing and cut nothing. The page's
    prose is cut into pieces at link blocks (:data:`BREAK_MIN_CHARS` or longer); a piece
    whose leading link block has the shape (tag, depth, class) of at least
    :data:`RECORDS_MIN` other leaders, and a shape other than its own first prose block, is
    a record, up to the end of its item (the smallest element holding its link and first
    prose block; what follows is a piece of its own); a link line of the prose's own shape
    right under another link of its item (a result's URL under its linked title) leads
    nothing, that link does. When the best piece that is not a record holds
    :data:`STORY_MIN_CHARS`, a record inside the story is the story's text: its item holds
    that piece's first block, or its first prose block has the shape of that piece's first
    prose block and its link is nested as deep or deeper (an inline video player's headline
    between the story's paragraphs). A main run all of whose prose is folded away (the
    ``hidden`` attribute, an inline ``display: none``: a help text, a cheat sheet) on a page
    of :data:`RECORDS_MIN` records or more counts no prose. Teasers
    (:func:`~webextract.extract.twcem.weights.discount_teasers`) weigh nothing. The main run
    is the densest run of weights (Kadane) inside the best piece that is not a record; its
    prose is the non-link text of its punctuated blocks of
    :data:`~webextract.extract.twcem.weights.SHORT_BLOCK_CHARS` or more, a table cell
    counting only from :data:`~webextract.extract.twcem.weights.GOOD_BLOCK_CHARS`. A story's
    paragraphs across the links that interrupt them
    (:func:`~webextract.extract.twcem.story.paragraph_chain`) are the main run when they
    hold more prose; the records whose leading link stands inside that chain are its parts
    (``listed_in_main``). Also measured: the linked headlines of
    :data:`~webextract.extract.twcem.story.HEADLINE_MIN_WORDS` words or more that lead no
    record (``titles``). Linear in the blocks.
    """
    if weights is None:
        weights = [block_weight(b) for b in blocks]  # a data cell weighs TABLE_CELL_WEIGHT, as in extraction
    dialog = dialog_blocks(blocks)
    raw = [0.0 if d else x for x, d in zip(weights, dialog)]
    w = list(raw)
    discount_teasers(blocks, w, spans)
    n = len(blocks)
    is_link = [b.link_density > MAX_LINK_DENSITY and not d for b, d in zip(blocks, dialog)]
    cut = [is_link[i] and blocks[i].length >= BREAK_MIN_CHARS for i in range(n)]
    pieces: list[tuple[Optional[int], int, int]] = []  # (leading link block, start, end excl.)
    i = 0
    while i < n:
        if cut[i]:
            i += 1
            continue
        j = i
        while j < n and not cut[j]:
            j += 1
        pieces.append((i - 1 if i > 0 else None, i, j))
        i = j
    leaders: dict[tuple, int] = {}
    led = []
    for lead, a, e in pieces:
        first = next((k for k in range(a, min(e, a + RECORD_LEAD_GAP)) if raw[k] > 0), None)
        if lead is None or first is None:
            led.append((lead, a, e))
            continue
        own = _signature(blocks[first], spans)
        shape = _signature(blocks[lead], spans)
        # a link line of the text's own shape (a result's URL under its linked title) leads
        # nothing: the link before it in the same run of links leads the piece
        back = lead
        while (shape[0], shape[2]) == (own[0], own[2]) and back > 0 and cut[back - 1] and lead - back < RECORD_LEAD_GAP:
            back -= 1
            shape = _signature(blocks[back], spans)
        if back != lead:
            # the headline opens the item (the smallest element holding it and the text)
            if spans.contains(_common(spans, blocks[back].owner, blocks[first].owner), blocks[back - 1].owner):
                back, shape = lead, _signature(blocks[lead], spans)
        if (shape[0], shape[2]) != (own[0], own[2]):  # a link line between paragraphs is no headline
            leaders[shape] = leaders.get(shape, 0) + 1
            lead = back
        led.append((lead, a, e))
    pieces = led
    repeated = {shape for shape, count in leaders.items() if count >= RECORDS_MIN}
    # Each piece: (prose chars, prose blocks, run start, run end, first prose block, record?, lead)
    measured = []
    split: list[tuple[Optional[int], int, int]] = []
    for lead, a, e in pieces:
        record = lead is not None and bool(repeated) and _signature(blocks[lead], spans) in repeated
        if record:
            # a record ends with its item (the element holding its link and its first text):
            # what follows it up to the next link (a story after a rail) is no part of it
            first = next((k for k in range(a, min(e, a + RECORD_LEAD_GAP)) if raw[k] > 0), a)
            item = _common(spans, blocks[lead].owner, blocks[first].owner)
            end = next((k for k in range(first + 1, e) if not spans.contains(item, blocks[k].owner)), e)
            if end < e:
                split.append((lead, a, end))
                measured.append(_measure(blocks, raw, a, end) + (True, lead))
                lead, a, record = None, end, False
        split.append((lead, a, e))
        measured.append(_measure(blocks, raw if record else w, a, e) + (record, lead))
    pieces = split
    main = max((m for m in measured if not m[5]), key=lambda m: m[0], default=None)
    if main is not None and main[0] >= STORY_MIN_CHARS:
        anchor = blocks[main[2]].owner
        paragraph = _signature(blocks[main[4]], spans)
        for i, m in enumerate(measured):
            if m[5] and m[0] and (spans.contains(_common(spans, blocks[m[6]].owner, blocks[m[4]].owner), anchor)
                                  or (_signature(blocks[m[4]], spans) == paragraph
                                      and spans.depth[blocks[m[6]].owner] >= paragraph[1])):
                # an embed or a related link inside the story: the text after it is the story's
                measured[i] = _measure(blocks, w, pieces[i][1], pieces[i][2]) + (False, m[6])
        main = max((m for m in measured if not m[5]), key=lambda m: m[0], default=None)
    best = main[:4] if main is not None else (0, 0, 0, -1)  # (chars, blocks, start, end)
    record_chars = records = 0
    in_record = [False] * n
    record_lead = [-1] * n  # the leading link block of the record a block is in
    for (lead, a, e), m in zip(pieces, measured):
        if m[5]:
            record_chars += m[0]
            records += 1 if m[0] else 0
            in_record[a:e] = [True] * (e - a)
            record_lead[a:e] = [lead] * (e - a)
    teasers = sum(blocks[k].length for k in range(n) if raw[k] > 0 and w[k] <= 0 and not in_record[k])
    summaries = sum(blocks[k].length for k in range(n) if raw[k] > 0 and w[k] <= 0)
    leads = {lead for (lead, _, _), m in zip(pieces, measured) if m[5]}
    titles = sum(blocks[k].length for k in range(n) if cut[k] and blocks[k].heading and k not in leads
                 and len(blocks[k].text.split()) >= HEADLINE_MIN_WORDS)
    linked = sum(1 for k in range(best[2], best[3] + 1)
                 if w[k] > 0 and blocks[k].length >= SHORT_BLOCK_CHARS and blocks[k].punctuation
                 and blocks[k].link_density >= LINKED_PROSE_DENSITY and opens_with_link(blocks[k]))
    overlap = 0
    chain = paragraph_chain(blocks, spans, raw, cut)
    if chain is not None and chain.chars > best[0]:
        # a story's paragraphs across the links that interrupt them (a gallery's, an ad
        # slot's, a live blog's timestamps): the parts after those links read as records
        best = (chain.chars, chain.blocks, chain.start, chain.end)
        # records whose leading link interrupts the story are its parts; a record the story
        # starts in (one long post among a list's) stays a record
        overlap = sum(blocks[k].length - blocks[k].link_length for k in chain.members
                      if in_record[k] and record_lead[k] > chain.start)
        linked = sum(1 for k in chain.members
                     if blocks[k].link_density >= LINKED_PROSE_DENSITY and opens_with_link(blocks[k]))
    if records >= RECORDS_MIN and best[0] and _folded(blocks, w, best[2], best[3]):
        best = (0, 0, best[2], best[3])  # a folded panel (a help text, a cheat sheet) beside the records
    return _Evidence(best[0], best[1], best[2], record_chars, teasers, records, sum(is_link), summaries, linked,
                     overlap, titles)


def _folded(blocks: list[Block], weights: list[float], lo: int, hi: int) -> bool:
    """True when every prose block of ``blocks[lo:hi + 1]`` sits in an element hidden by the
    ``hidden`` attribute or an inline ``display: none`` (a panel a script unfolds)."""
    seen: dict = {}
    for k in range(lo, hi + 1):
        b = blocks[k]
        if weights[k] <= 0 or b.length < SHORT_BLOCK_CHARS:
            continue
        el, path, hidden = b.parent, [], False
        while el is not None:
            if el in seen:
                hidden = seen[el]
                break
            path.append(el)
            if isinstance(el.tag, str) and (el.get("hidden") is not None
                                            or "display:none" in "".join((el.get("style") or "").split()).lower()):
                hidden = True
                break
            el = el.getparent()
        for el in path:
            seen[el] = hidden
        if not hidden:
            return False
    return True


def _measure(blocks: list[Block], weights: list[float], a: int, e: int) -> tuple[int, int, int, int, int]:
    """The densest run of ``weights[a:e]``: its prose characters and blocks, its first and
    last block, and its first prose block (its first block when it has none)."""
    _, x, y = densest_run(weights[a:e])
    chars = count = 0
    first = None
    for k in range(a + x, a + y + 1):
        b = blocks[k]
        # a table's short cells (a cheat sheet, a spec sheet) are no story's prose
        if (weights[k] > 0 and b.length >= SHORT_BLOCK_CHARS and b.punctuation
                and (not b.in_table or b.length >= GOOD_BLOCK_CHARS)):
            chars += b.length - b.link_length
            count += 1
            first = k if first is None else first
    return chars, count, a + x, a + y, a + x if first is None else first


def judge_page(root: etree._Element, *, min_chars: int = ARTICLE_MIN_CHARS,
               blocks: Optional[tuple[list[Block], ElementSpans]] = None,
               head: Optional[dict] = None) -> PageJudgement:
    """Judge a page by its content: article, listing or other.

    Input: a parsed page (not modified); ``min_chars``, the fewest prose characters of an
    article's main run (:data:`ARTICLE_MIN_CHARS`); ``blocks``, the page's
    ``(blocks, spans)`` from :func:`~webextract.extract.twcem.blocks.segment_page` when the
    caller has them (else the page is cut here, once); ``head``, its
    :func:`~webextract.dom.head_metadata` when already read.  Output: a
    :class:`PageJudgement`.  In order: an error title or first ``<h1>``
    (:data:`ERROR_TITLE`) makes ``other/error_page``; a main run (:func:`page_evidence`) of
    at least ``min_chars`` that holds :data:`ARTICLE_MIN_RECORD_SHARE` of the record prose
    (and of the linked titles that lead no prose on a page without an ``<h1>`` and with no
    headline above it), or
    that starts within :data:`HEADLINE_GAP_CHARS` under the page's own headline (a heading
    that a full-weight ``<title>`` variant names, :data:`HEADLINE_MATCH_MIN`), makes an
    ``article``, and so does a main run of :data:`STORY_MIN_CHARS` in
    :data:`STORY_MIN_BLOCKS` prose blocks under an ``h1``/``h2`` or a title-named block
    (within :data:`HEADLINE_GAP_CHARS`) whatever records stand beside it, unless it is a
    list of entries (:data:`LINKED_ENTRIES_MIN`, :data:`LINKED_ENTRIES_SHARE`); on a page
    without records and with less than :data:`SHORT_POST_MAX_LINK_SHARE` of its text in
    links, lines under the page's own headline make an ``article`` (``short_post``) unless
    they ask the reader to log in (:data:`WALL_TEXT`: ``login_wall``); a password field on a
    page without a main run is a ``login_wall``; anything else is a ``listing`` when it has
    :data:`LISTING_MIN_LINKS` link blocks, else ``other``, with the reason.  Linear in the
    page.  Beyond the paper
    (TWCEM takes every page for a news page).
    """
    blocks_, spans = blocks if blocks is not None else segment_page(root)
    ev = page_evidence(blocks_, spans)

    def verdict(kind: str, reason: str) -> PageJudgement:
        return PageJudgement(kind, reason, ev.main_chars, ev.main_blocks, ev.link_blocks,
                             ev.link_blocks, ev.record_chars + ev.teaser_chars, ev.records)

    listing = "listing" if ev.link_blocks >= LISTING_MIN_LINKS else "other"
    if _error_page(root, blocks_):
        return verdict("other", "error_page")
    listed = max(0, ev.record_chars + ev.teaser_chars - ev.listed_in_main)
    entries = ev.linked_blocks >= LINKED_ENTRIES_MIN and ev.linked_blocks >= LINKED_ENTRIES_SHARE * ev.main_blocks
    if ev.main_chars >= min_chars and not entries:
        # a text on a page without a headline (a notice, a description) beside a list of
        # linked titles: the titles count with the records
        titles = ev.titles if ev.titles and not _heading_above(blocks_, ev.main_start) and not _has_h1(blocks_) else 0
        if ev.main_chars >= ARTICLE_MIN_RECORD_SHARE * (listed + titles):
            return verdict("article", "")
    headline = None
    if listed < min_chars or ev.main_chars >= min_chars:
        headline = _own_headline(blocks_, head if head is not None else head_metadata(root))
    if (headline is not None and ev.main_chars >= min_chars and not entries
            and headline < ev.main_start
            and sum(b.length for b in blocks_[headline + 1:ev.main_start]) <= HEADLINE_GAP_CHARS):
        return verdict("article", "")  # the text under the page's own headline, records after it
    if (ev.main_chars >= STORY_MIN_CHARS and ev.main_blocks >= STORY_MIN_BLOCKS and not entries
            and _heading_above(blocks_, ev.main_start)):
        return verdict("article", "")  # a story under a headline, a rail of records beside it
    if listed < min_chars and headline is not None and _link_share(blocks_) < SHORT_POST_MAX_LINK_SHARE:
        post = _short_post(blocks_, headline)
        if post is not None:
            if WALL_TEXT.search(post):
                return verdict(listing, "login_wall")
            return verdict("article", "short_post")
    if _has_password_field(root) and ev.main_chars < min_chars:
        return verdict("other", "login_wall")
    if entries:
        reason = "records"  # the main run is entries, each a linked title and its summary
    elif ev.summaries >= min_chars and 2 * ev.summaries >= listed:
        reason = "teasers"  # summaries under headline links, each pair in an item of its own
    elif ev.record_chars >= min_chars or (ev.records >= RECORDS_MIN and ev.record_chars > ev.teaser_chars):
        reason = "records"
    elif ev.teaser_chars >= min_chars:
        reason = "teasers"
    elif ev.main_chars:
        reason = "short_text"
    else:
        reason = "no_text"
    return verdict(listing, reason)


def _has_h1(blocks: list[Block]) -> bool:
    """Does the page have an ``<h1>`` that is no link (a headline, however far above)?"""
    return any(b.heading == 1 and b.link_density <= MAX_LINK_DENSITY and b.length >= BREAK_MIN_CHARS
               for b in blocks)


def _heading_above(blocks: list[Block], start: int) -> bool:
    """Is there a headline (an ``h1`` or ``h2``, or a block whose element's class or id
    names a title or headline, ``<div class="story-headline">``, of at most
    :data:`HEADLINE_MAX_CHARS`; no link) within :data:`HEADLINE_GAP_CHARS` of text above
    block ``start``?"""
    gap = 0
    for k in range(start - 1, -1, -1):
        b = blocks[k]
        if ((b.heading in (1, 2) or (b.title_cue and not b.heading and b.length <= HEADLINE_MAX_CHARS))
                and b.link_density <= MAX_LINK_DENSITY and b.length >= BREAK_MIN_CHARS):
            return True
        gap += b.length
        if gap > HEADLINE_GAP_CHARS:
            return False
    return False


def _own_headline(blocks: list[Block], head: dict) -> Optional[int]:
    """Index of the page's own headline: the first heading (``h1``-``h3``) or title-named
    block that a full-weight ``<title>`` variant names (:data:`HEADLINE_MATCH_MIN`); else
    ``None``."""
    variants = [v.casefold() for v, w in title_variants(head) if w >= HEADLINE_MATCH_MIN]
    if not variants:
        return None
    for i, b in enumerate(blocks):
        if not ((0 < b.heading <= 3) or b.title_cue) or not 3 <= b.length <= HEADLINE_MAX_CHARS:
            continue
        text = b.text.casefold()
        if any(Levenshtein.normalized_similarity(text, v, score_cutoff=HEADLINE_MATCH_MIN)
               >= HEADLINE_MATCH_MIN for v in variants):
            return i
        if b.heading and any(len(v) >= HEADLINE_PART_MIN_CHARS and 2 * len(v) >= len(text) and v in text
                             for v in variants):
            return i  # "Weekly Address: <the title's headline>": a kicker before the headline
    return None


def _short_post(blocks: list[Block], i: int) -> Optional[str]:
    """The text under the headline at ``i``: its lines of :data:`SHORT_POST_MIN_CHARS` or
    more, at most :data:`SHORT_POST_MAX_LINK_DENSITY` of them in links (a caption, a
    dateline, a credit), within :data:`SHORT_POST_GAP` blocks and before an end marker or
    another heading of its level; ``None`` when there is none."""
    b = blocks[i]
    found = []
    for j in range(i + 1, min(len(blocks), i + 1 + SHORT_POST_GAP)):
        c = blocks[j]
        weight = block_weight(c, table_cell_weight=SHORT_BLOCK_WEIGHT)
        if weight == STOP or (c.heading and b.heading and c.heading <= b.heading):
            break
        if c.link_density <= SHORT_POST_MAX_LINK_DENSITY and c.length >= SHORT_POST_MIN_CHARS:
            found.append(c.text)
    return " ".join(found) if found else None


def _link_share(blocks: list[Block]) -> float:
    """Share of the page's text inside links."""
    total = sum(b.length for b in blocks)
    return sum(b.link_length for b in blocks) / total if total else 0.0


def _has_password_field(root: etree._Element) -> bool:
    """True when the page has an ``<input type="password">`` (a login form)."""
    for el in root.iter("input"):
        if (el.get("type") or "").strip().lower() == "password":
            return True
    return False


def _error_page(root: etree._Element, blocks: list) -> bool:
    """True when the page's ``<title>`` or its first ``<h1>`` reads as an error message."""
    title = root.find(".//title")
    if title is not None and ERROR_TITLE.search(title.text_content() if hasattr(title, "text_content")
                                                else "".join(title.itertext())):
        return True
    first = next((b for b in blocks if b.heading == 1), None)
    return first is not None and bool(ERROR_TITLE.search(first.text))
