"""Block weights and runs of the TWCEM default mode (beyond the paper: the paper keeps or
drops source rows by length and punctuation, Algorithm 3; here each DOM block weighs its
prose, and the text is a run of blocks of high total weight).

* :func:`block_weight`: a block's weight from its length, link density, punctuation and
  class/id cues; end markers ("Related stories", "3 comments") weigh ``-inf``.
* :func:`discount_teasers`: summaries under headline links (lists of stories) weigh nothing.
* :func:`densest_run` (Kadane) and :func:`anchored_run` (TWCEM's start row, maximum prefix).
"""

from __future__ import annotations

import re

from webextract.extract.twcem.blocks import Block, ElementSpans
from webextract.extract.twcem.title import TITLE_MAX_CHARS

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
#: Mid-size punctuated blocks (between the short and the prose lengths) weigh this share of
#: their length.
MID_BLOCK_FACTOR = 0.5

#: Short blocks that close an article: comment sections, related-story lists, "more in"
#: teasers.  A weak, English-language cue: such a block ends the region after the title.
END_MARKER = re.compile(
    r"^\W*(?:\d+\s+)?comments?\b.*|"
    r"^(?:\d+\s+)?(?:reader comments|user comments|your comments|readers'? comments|"
    r"post a comment|leave a (?:comment|reply)|add (?:a |your )?comments?|have your say|"
    r"discuss this(?: article| story)?|related(?: stories| articles| news| links| content| posts| coverage)?|"
    r"more (?:stories|news|articles|headlines)(?: .{0,40})?|more (?:in|from|on) .{1,40}|"
    r"most (?:popular|read|viewed|emailed|commented|shared)(?: (?:articles|stories|news|posts))?(?: (?:in|on|from) .{1,40})?|recommended(?: for you| stories)?|see also|"
    r"(?:recent|popular|top)(?: [\w-]+)? (?:posts|entries)|recently (?:cataloged|added|published|posted)|"
    r"you (?:may|might) (?:also )?(?:like|enjoy)|also on .{1,40}|trending(?: now)?|top (?:stories|headlines)|latest news|"
    r"related on .{1,30}|discuss this (?:post|entry)|must[- ]reads?(?: .{0,40})?|(?:from )?around the web|"
    r"we recommend|featured (?:posts?|stories|articles)|what'?s new|since you(?:'|\u2019)re here)"
    r"\W*$",
    re.I,
)
#: Script code that leaked into the text (a script inside broken markup, a ``document.write``
#: argument): a block with one of these and :data:`CODE_MIN_SYMBOLS` code symbols is no text.
CODE_TEXT = re.compile(r"\bvar\s+[\w$]+\s*=|\bfunction\s*[\w$]*\s*\(|\bdocument\.\w+|\bwindow\.\w+|\)\s*;\s*\}")
#: Share of a block's characters among ``;{}=`` above which a block with a :data:`CODE_TEXT`
#: match is script code.
CODE_MIN_SYMBOLS = 0.05
#: A block that opens with a script statement (and ends with ";") is script code whatever its
#: share of code symbols.
CODE_STATEMENT = re.compile(r"^\s*(?:var|let|const)\s+[\w$]+\s*=|^\s*(?:window|document)\.[\w$.]+\s*(?:=|\()|^\s*\(?function\s*[\w$]*\s*\(")
#: Markup shown as text (an "Embed this" box's ``<iframe src=...>`` code): a block that
#: opens with a tag and closes one.
MARKUP_TEXT = re.compile(r"^\s*<(?:[a-z][a-z0-9]*)[\s>/][^<>]*>.*(?:/>|</[a-z][a-z0-9]*>|>)\s*$", re.I | re.S)
#: Weight of a short cell of a table without links (a data cell).
TABLE_CELL_WEIGHT = 0.0
#: Short lines that are never text: ad labels, stock-photo credits ("Credit: Getty", "Photo:
#: Jane Doe (Getty)", "(AP Photo/John Doe)"), a gallery's counter ("1 of 4"), embed and sharing
#: captions, share and view counts ("1.2k shares"), and the values of hidden metadata
#: elements (an ISO timestamp, a bare URL).
NOT_TEXT = re.compile(
    r"^\W*(?:advertisement|sponsored links?)\b(?:\W+continue reading(?: below)?)?\W*$|"
    r"^\W*(?:getty images|shutterstock)\W*$|^a post shared by .{1,80}$|"
    r"^\W*share (?:this|your)\b.{0,40}$|^\W*continue reading(?: below| the main story)?\W*$|"
    r"^\W*(?:share|shares|print|save|email|e-mail)(?: (?:this|article|story|page))?(?:\W+(?:print|email|e-mail))?\W*$|"
    r"^\W*(?:font(?: size| family)?|text size)\W*$|^\W*(?:next|previous|prev)\W*$|"
    r"^\W*click (?:photo|image|picture|here) to enlarge\W*$|^\W*ads by google\W*$|^\W*read more\W*$|"
    r"^\W*(?:(?:photo|image|picture) credit|credits?)\s?:\s?[^.!?]{0,60}$|^\W*\d+\s?of\s?\d+\W*$|"
    r"^\W*(?:photo|image|picture)s?\s?:[^.!?()]{0,40}\((?:ap|afp|reuters|getty(?: images)?|epa)\b[^)]{0,40}\)\W*$|"
    r"^\W*\((?:ap|afp|reuters|epa) photos?\b[^)]{0,40}\)\W*$|"
    r"^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d)?(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?$|^https?://\S+$|"
    r"^\W*[\d.,]+\s?k?\s+(?:shares?|views?)\W*$",
    re.I,
)
#: A copyright notice ("© 2018 Example Ltd. All rights reserved.", "Copyright 2012 ..."):
#: punctuated, but a legal line of the page's footer, never the text's prose.
COPYRIGHT_LINE = re.compile(r"^\W{0,3}(?:©|\(c\)|copyright\b)", re.I)
#: A photo caption that ends with its credit ("Model Jane Doe on the catwalk [WireImage]",
#: "... in Washington. (AP Photo/John Doe)"): the caption of a picture, not the story's text.
CREDITED_CAPTION = re.compile(
    r"(?:\[(?:getty(?: images)?|wireimage|rex(?:/shutterstock)?|shutterstock|instagram|pa(?: wire)?|"
    r"reuters|afp|ap|epa)\b[^\]]{0,40}\]|\((?:ap|afp|reuters|epa) photo\b[^)]{0,40}\)|"
    r"\(getty(?: images)?\b[^)]{0,30}\))\W*$", re.I)
#: Longest block checked against :data:`CREDITED_CAPTION`.
CAPTION_MAX_CHARS = 300
#: Longest block checked against :data:`NOT_TEXT`.
NOT_TEXT_MAX_CHARS = 120
#: Longest block checked against :data:`END_MARKER`.
END_MARKER_MAX_CHARS = 60

STOP = float("-inf")
#: Weight of prose inside a comment thread (:attr:`Block.comment_cue`): nothing.
COMMENT_WEIGHT = 0.0


def is_code(text: str) -> bool:
    """True when a block's text is script code that leaked into the page text: a
    :data:`CODE_TEXT` construct and at least :data:`CODE_MIN_SYMBOLS` of its characters
    among ``;{}=``; or markup shown as text (:data:`MARKUP_TEXT`, an embed box's code).  Beyond the paper (its Algorithm 1 removes scripts by their tags)."""
    if text.startswith("<") and MARKUP_TEXT.match(text):
        return True  # embed code shown as text
    if text.endswith(";") and CODE_STATEMENT.match(text):
        return True  # a script statement: "window._taboola = window._taboola || []; ...;"
    symbols = text.count(";") + text.count("{") + text.count("}") + text.count("=")
    return symbols >= CODE_MIN_SYMBOLS * len(text) and CODE_TEXT.search(text) is not None


def block_weight(
    b: Block,
    *,
    use_link_density: bool = True,
    use_punctuation: bool = True,
    use_class_cues: bool = True,
    use_end_markers: bool = True,
    use_comment_cues: bool = True,
    removal_markers: str = "weight",
    table_cell_weight: float = TABLE_CELL_WEIGHT,
) -> float:
    """Weight of a block for the dense-region search.

    Positive for prose (its length, less its link text), negative for link lists, a small
    cost for short blocks (none for a short cell of a table without links, a data cell:
    ``table_cell_weight``, beyond the paper), ``-inf`` for an end marker (:data:`END_MARKER`).  Each cue can be
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
                return STOP  # the removed list was captioned "Related stories", "Most read"...
            return -float(b.removed)
        return STOP if removal_markers == "stop" else 0.0
    ld = b.link_density if use_link_density else 0.0
    punct = b.punctuation if use_punctuation else 1
    if (use_end_markers and b.length <= END_MARKER_MAX_CHARS and b.link_density <= MAX_LINK_DENSITY
            and END_MARKER.match(b.text)):
        return STOP  # a header, not a "12 comments" link next to the byline
    if ld > MAX_LINK_DENSITY:
        w = -float(b.length) * ld
    elif is_code(b.text):
        w = -float(b.length)  # script code, not text
    elif use_punctuation and COPYRIGHT_LINE.match(b.text):
        w = SHORT_BLOCK_WEIGHT  # a copyright notice: no prose, however long
    elif b.length >= GOOD_BLOCK_CHARS and punct:
        w = b.length * (1.0 - ld)
    elif b.length >= SHORT_BLOCK_CHARS and punct:
        w = MID_BLOCK_FACTOR * b.length * (1.0 - ld)
    elif b.in_table and not b.link_length and not b.heading:
        w = table_cell_weight  # a data cell: it neither makes nor breaks a text
    else:
        w = SHORT_BLOCK_WEIGHT
    if use_class_cues and b.boilerplate_cue and not b.content_cue:
        w = w * BOILERPLATE_CUE_FACTOR if w > 0 else w
    if use_comment_cues and (b.comment_cue or b.overlay_cue) and w > 0:
        w = COMMENT_WEIGHT  # a reader's comment, a consent dialog: not the article, however long
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


#: A photo gallery's counter ("1/55 New beginnings", "2 of 12"), at the start of a short block.
GALLERY_COUNTER = re.compile(r"^\W{0,2}(\d{1,3})\s?(?:/|of)\s?(\d{1,3})(?!\d)")
#: Fewest numbered slides in order that make a gallery.
GALLERY_MIN_SLIDES = 3


def discount_galleries(blocks: list[Block], weights: list[float]) -> None:
    """A photo gallery's captions weigh nothing: the blocks from the first to the last of at
    least :data:`GALLERY_MIN_SLIDES` slides numbered in order out of the same total ("1/55",
    "2/55", "3/55"...), and the caption after the last one (up to the next longer block).  A
    gallery set after the story ("World news in pictures", "and other famous properties")
    never joins it, however long its captions; one inside the story stays with it.  Beyond
    the paper.  Linear; mutates ``weights``."""
    n = len(blocks)
    i = 0
    while i < n:
        m = GALLERY_COUNTER.match(blocks[i].text) if blocks[i].length <= TITLE_MAX_CHARS else None
        if not m or int(m.group(1)) != 1:
            i += 1
            continue
        total, expect, last, j = m.group(2), 2, i, i + 1
        while j < n and expect <= int(total):
            c = GALLERY_COUNTER.match(blocks[j].text) if blocks[j].length <= TITLE_MAX_CHARS else None
            if c and c.group(2) == total and int(c.group(1)) == expect:
                last, expect = j, expect + 1
            elif j - last > 2 * TEASER_LOOKAHEAD + 2:
                break  # no next slide near: the gallery ended
            j += 1
        if expect - 1 >= GALLERY_MIN_SLIDES:
            end = min(n, last + TEASER_LOOKAHEAD + 1)
            for k in range(i, end):
                if weights[k] > 0:
                    weights[k] = 0.0
            i = end
        else:
            i += 1


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
        if w == STOP:
            break
        total += w
        if total > best[0]:
            best = (total, start, i)
    return best
