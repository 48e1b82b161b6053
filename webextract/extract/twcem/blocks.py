"""Block segmentation of a page for the article extractor (TWCEM default mode).

A page is cut into *blocks*: maximal runs of text between block-level boundaries (``<p>``,
``<div>``, ``<li>``, headings, ``<td>``, ``<br>``...; every tag that is not inline text
markup is a boundary).  Each block keeps what the scoring needs: its text, its length, how
much of it sits inside links, its punctuation, the heading level when it is a heading, the
element that holds it, and boilerplate/content cues inherited from the class and id names
of its ancestors.

This replaces TWCEM's source-line *rows* (Definition 1) with rows the DOM defines, so
minified pages (one source line) and pages that break lines inside sentences segment the
same way.  One iterative pass (``lxml.etree.iterwalk``), no recursion, linear in the page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import accumulate

from lxml import etree

from webextract.text.punctuation import count_punctuation

#: Inline text markup: these tags do not end a block.  Every other tag does.
INLINE_TAGS: frozenset[str] = frozenset(
    "a abbr acronym b bdi bdo big cite code data del dfn em font i ins kbd label mark nobr q "
    "rp rt ruby s samp small span strike strong sub sup time tt u var wbr".split()
)
#: Elements whose content is never page text.
SKIP_TAGS: frozenset[str] = frozenset(
    "script style noscript template head title svg math select option button textarea "
    "iframe object embed canvas audio video map".split()
)
#: Heading tags and their level.
HEADING_LEVEL: dict[str, int] = {f"h{i}": i for i in range(1, 7)}

#: Class/id words that mark page furniture (a weak prior, matched as whole words or word
#: prefixes inside the class and id values).
BOILERPLATE_CUE = re.compile(
    r"(?:^|[^a-z])(?:nav|menu|footer|foot|sidebar|side|aside|comment|share|sharing|social|"
    r"related|recommend|promo|advert|ads?|banner|sponsor|breadcrumb|crumb|tags?|tagcloud|"
    r"widget|popup|modal|cookie|newsletter|subscribe|signup|login|toolbar|masthead|header|"
    r"pagination|pager|skip|outbrain|taboola|disqus|rss|print|email|byline-tools|tools|"
    r"copyright|legal|most-?popular|trending|teaser|more-?stories|also)",
)
#: Class/id values that name a title holder (TWCEM §III.B.2: id^=title, id$=title,
#: class^=title; "headline" added).
TITLE_CUE = re.compile(r"(?:^|\s)(?:title|headline)|(?:title|headline)(?:\s|$)")
#: Class/id tokens of comment threads and reply forms (any token holding "comment" but not
#: "commentary", or "disqus"; "respond", "reply", "replies", "discussion"), matched per token;
#: tokens naming a post's comment count or link ("no-comments", "comment-count",
#: "comments-link") are not comment containers (:data:`_NOT_COMMENT`).
COMMENT_CUE = re.compile(
    r"(?:^|\s)(?:[\w-]*comment(?!ary)[\w-]*|[\w-]*disqus[\w-]*|respond|replies|reply|discussion|"
    r"talkback)(?:\s|$)"
)
_NOT_COMMENT = re.compile(r"(?:^|\s)(?:no|has|with)[-_]comments?|comments?[-_](?:count|link|number|num)\b")
#: Class tokens a blog engine derives from a post's tags and categories (``tag-social``,
#: ``category-sidebar-news``, ``entry-category-print``): they hold the site's own words, so
#: on an element that also names the main text (``post``, ``hentry``) they name no furniture.
TAXONOMY_TOKEN = re.compile(r"(?:^|\s)[\w-]*(?:tag|categor(?:y|ies))[-_][^\s]+")
#: Class/id tokens of overlays that are never the page's text, however much they hold: consent
#: and cookie dialogs, modal windows ("mol-ads-cmp--modal", "cookie-banner", "gdpr-consent"),
#: and the controls and hidden dialogs of the common HTML5 video players (video.js ``vjs-``,
#: JW Player ``jw-``, MediaElement ``mejs-``, Plyr ``plyr``).
#: Matched per class/id token (a post's taxonomy tokens, ``category-cookies``, and state or
#: utility classes such as ``modal-open`` or ``modal-open_op(1)`` do not count).  Their blocks
#: weigh nothing (:func:`~webextract.extract.twcem.weights.block_weight`).
OVERLAY_CUE = re.compile(
    r"(?:^|\s)(?!(?:[\w-]*[-_])?(?:tag|categor(?:y|ies))[-_])(?:[a-z0-9]+[-_]+)*(?:modal|cookies?|consent|gdpr|cmp|vjs|jw|mejs|plyr)"
    r"(?![-_]*(?:open|opened|postopen|active|trigger|toggle|link|btn|button|close|closed)\b)(?:[-_]+[a-z0-9]+)*(?=\s|$)"
)
#: The words of :data:`OVERLAY_CUE` (a substring test before the expression, most class
#: names hold none).
_OVERLAY_WORDS = ("modal", "cookie", "consent", "gdpr", "cmp", "vjs", "jw", "mejs", "plyr")


#: Class tokens carousel scripts put on the copies of slides they make to loop (Owl Carousel
#: ``cloned``, Slick ``slick-cloned``, Swiper ``swiper-slide-duplicate``, bxSlider
#: ``bx-clone``, Glide and Splide ``..._slide--clone``): a copy of a slide, never the text;
#: its blocks count as an overlay's (:attr:`Block.overlay_cue`).  Not a dialog for the page
#: kind (:func:`overlay_names`).
CLONE_CUE = re.compile(
    r"(?:^|\s)(?:cloned|clone|slick-cloned|bx-clone|[a-z]+__slide--clone|"
    r"swiper-slide-duplicate(?:-active|-next|-prev)?)(?=\s|$)")


def _clone_names(attrs: str) -> bool:
    return ("clone" in attrs or "duplicate" in attrs) and bool(CLONE_CUE.search(attrs))


def overlay_names(attrs: str) -> bool:
    """Do these class and id names (lower case, separated by spaces) name an overlay
    (:data:`OVERLAY_CUE`): a consent or cookie dialog, a modal window, a video player's
    controls?  Shared by the blocks' ``overlay_cue`` and the page kind's dialogs."""
    return any(w in attrs for w in _OVERLAY_WORDS) and bool(OVERLAY_CUE.search(attrs))


#: Class/id words that mark the main text.
CONTENT_CUE = re.compile(
    r"(?:^|[^a-z])(?:article|story|post|entry|content|main|body|text|blog|news(?!letter)|"
    r"hentry|instapaper_body|permalink|page-?content)"
)


@dataclass(slots=True)
class Block:
    """One text block of a page, in document order."""

    index: int
    text: str
    length: int  # characters of ``text``
    link_length: int  # characters of ``text`` inside <a>
    punctuation: int  # sentence punctuation marks
    tag: str  # tag of the nearest block-level element holding the text
    heading: int  # 1-6 for h1-h6 (or inside one), 0 otherwise
    parent: object = field(repr=False, default=None)  # nearest block-level element
    boilerplate_cue: bool = False  # an ancestor's class/id names page furniture
    content_cue: bool = False  # an ancestor's class/id names the main text
    in_list: bool = False  # inside <li>/<dd>/<dt>
    in_table: bool = False  # inside <td>/<th>
    title_cue: bool = False  # the holding element's class/id names a title
    comment_cue: bool = False  # an ancestor's class/id names a comment thread or reply form
    owner: int = 0  # pre-order number of the holding block-level element (see ElementSpans)
    removed: int = 0  # a removal marker: characters of link or template text removed there
    removed_kind: str = ""  # a removal marker: "links" or "template" (empty for text blocks)
    removed_label: str = ""  # a removal marker: the caption of what was removed, if any
    overlay_cue: bool = False  # an ancestor's class/id names a consent dialog, a modal window, a slide's copy
    hidden: bool = False  # the holding element or an ancestor is hidden (``hidden``, ``display: none``)

    @property
    def is_marker(self) -> bool:
        """True for the empty block standing for a removal marker (see :data:`MARKER_ATTR`)."""
        return bool(self.removed_kind)

    @property
    def link_density(self) -> float:
        """Share of the block's characters that sit inside links."""
        return self.link_length / self.length if self.length else 0.0


_CUE_CACHE: dict[str, tuple[bool, bool, bool, bool, bool]] = {}
#: Bound of the class/id cue cache (class names repeat across the pages of a site).
_CUE_CACHE_MAX = 20000
_NO_CUES = (False, False, False, False, False)


def _cues(el: etree._Element) -> tuple[bool, bool, bool, bool, bool]:
    cls = el.get("class")
    ident = el.get("id")
    if not cls and not ident:
        return _NO_CUES
    attrs = f"{cls or ''} {ident or ''}".lower()
    found = _CUE_CACHE.get(attrs)
    if found is None:
        comment = bool(COMMENT_CUE.search(attrs)) and not _NOT_COMMENT.search(attrs)
        boiler = BOILERPLATE_CUE.search(attrs)
        if boiler:
            own = TAXONOMY_TOKEN.sub(" ", attrs)  # the element's class names without its tags
            if own != attrs and CONTENT_CUE.search(own):
                boiler = BOILERPLATE_CUE.search(own)
        found = (bool(boiler), bool(CONTENT_CUE.search(attrs)), bool(TITLE_CUE.search(attrs)),
                 comment, overlay_names(attrs) or _clone_names(attrs))
        if len(_CUE_CACHE) >= _CUE_CACHE_MAX:
            _CUE_CACHE.clear()
        _CUE_CACHE[attrs] = found
    return found


#: Tags whose class/id are read for cues (containers; the cue then covers their blocks).
CUE_TAGS: frozenset[str] = frozenset(
    "div section article aside nav header footer main ul ol dl table td form center "
    "span p figure address li dd".split()
)
#: Line breaks: they end a block but hold nothing.
_BREAK_TAGS = frozenset(("br", "hr"))
#: Attribute of the empty element noise removal leaves in place of what it removed
#: (``webextract.denoise.hashtree.replace_with_marker``); its value says what was removed.
MARKER_ATTR = "data-webextract-removed"
#: Marker attributes holding the characters of text and of link text removed.
MARKER_CHARS_ATTR = "data-webextract-chars"
MARKER_LINK_CHARS_ATTR = "data-webextract-link-chars"
MARKER_LABEL_ATTR = "data-webextract-label"


#: Elements the reader does not see: the ``hidden`` attribute or an inline ``display: none``
#: (the slides of a gallery a script shows one at a time, a tab's folded panel, a copy of the
#: story kept for a search engine).  Found with one XPath call, in lxml's C code.
HIDDEN_XPATH = etree.XPath(
    "//*[@hidden or (@style and contains(translate(@style, 'DISPLAYNOE ', 'displaynoe'), "
    "'display:none'))]")  # the letters of "display:none" lowered, blanks dropped


def hidden_elements(root: etree._Element) -> set:
    """Input: a parsed page.  Output: the set of its elements hidden by the ``hidden``
    attribute or an inline ``display: none`` style (:data:`HIDDEN_XPATH`); text inside them
    is marked :attr:`Block.hidden`.  Beyond the paper (its Algorithm 1 reads every row)."""
    return set(HIDDEN_XPATH(root))


def split_hidden_inline(root: etree._Element) -> set:
    """The page's hidden elements (:func:`hidden_elements`), with the block-level element
    around a hidden inline one (a ``<cite style="display:none">`` caption of a gallery slide,
    a ``<span hidden>``) when all of that element's text is the hidden one's: inline markup is
    unwrapped before the page is cut into blocks, and the slide's caption block must stay
    marked :attr:`Block.hidden`.  A hidden inline element inside a line of visible text does
    not hide the line.  Input: a parsed page (not changed).  Output: the set, for
    :func:`segment_page`.  Beyond the paper."""
    found = hidden_elements(root)
    for el in list(found):
        if el.tag not in INLINE_TAGS:
            continue
        holder = el.getparent()
        while holder is not None and holder.tag in INLINE_TAGS:
            holder = holder.getparent()
        if holder is None or holder in found:
            continue
        own = "".join(el.itertext()).split()
        if own and "".join(holder.itertext()).split() == own:
            found.add(holder)
    return found


def _marker_size(el: etree._Element) -> int:
    """Characters of link text (link clusters) or of text (template nodes) a marker stands for."""
    value = el.get(MARKER_LINK_CHARS_ATTR) or el.get(MARKER_CHARS_ATTR) or "0"
    return int(value) if value.isdigit() else 0


@dataclass(slots=True)
class ElementSpans:
    """The block-level elements of a page, numbered in pre-order (the root is 0).

    ``last[k]`` is the highest number inside element ``k``'s subtree, ``depth[k]`` its
    nesting depth and ``parent[k]`` the number of its parent (0 for the root), so "inside
    ``k``" is the O(1) test ``k <= n <= last[k]``.  ``furniture[k]`` and ``content[k]`` say
    whether the element's own class or id names furniture or the main text (a furniture name
    on an element holding :data:`CUE_MAX_SHARE` of the page's text is none).
    """

    last: list[int]
    depth: list[int]
    parent: list[int] = field(default_factory=list)
    furniture: list[bool] = field(default_factory=list)
    content: list[bool] = field(default_factory=list)

    def inner_furniture(self, k: int) -> bool:
        """True when the nearest element around element ``k`` (itself included) whose class
        or id names furniture or the main text names furniture only: a share bar, a video
        player's controls, a sign-up box inside an ``article-content`` element.  Walks up the
        ancestors (a few)."""
        furniture, content, parent = self.furniture, self.content, self.parent
        while k > 0:
            if content[k]:
                return False
            if furniture[k]:
                return True
            k = parent[k]
        return False

    def contains(self, k: int, n: int) -> bool:
        """True when element ``n`` is element ``k`` or inside it."""
        return k <= n <= self.last[k]

    def subtree_totals(self, own: list[float]) -> list[float]:
        """Input: a value per element (``own[k]``, e.g. the characters of the blocks element
        ``k`` holds directly).  Output: per element, the total over its subtree (itself and
        every element inside), from prefix sums over the pre-order numbers: linear."""
        prefix = list(accumulate(own, initial=0))
        last = self.last
        return [prefix[last[k] + 1] - prefix[k] for k in range(len(own))]

    def deepest_holding(self, totals: list[float], need: float) -> int | None:
        """The deepest element whose subtree total (:meth:`subtree_totals`) reaches ``need``
        (the first in document order among equals); ``None`` when none does."""
        best = None
        depth = self.depth
        for k, total in enumerate(totals):
            if total >= need and (best is None or depth[k] > depth[best]):
                best = k
        return best


def segment_blocks(root: etree._Element) -> list[Block]:
    """Cut a page into text blocks, in document order (see :func:`segment_page`)."""
    return segment_page(root)[0]


#: Characters of text in two or more blocks inside one ``<a>`` that make it no link but an
#: unclosed ``<a>`` around a story (its blocks count no link text).
LINK_SWALLOWED_CHARS = 2000
#: A furniture or comment class/id name on an element that holds at least this share of the
#: page's non-link text says nothing about it (a ``page-banner`` wrapper, a post marked
#: ``commented``, a ``heading-tag-switch`` body): the cue is ignored for that element.
CUE_MAX_SHARE = 0.5


def _drop_wide_cues(blocks: list[Block], spans: "ElementSpans", own_boiler: list[bool],
                    own_comment: list[bool], max_share: float) -> None:
    """Clear the furniture and comment cues that come from an element holding at least
    ``max_share`` of the page's non-link characters, and recompute what each block inherits.
    Linear (:meth:`ElementSpans.subtree_totals`)."""
    n = len(spans.last)
    own = [0] * n
    for b in blocks:
        own[b.owner] += b.length - b.link_length
    totals = spans.subtree_totals(own)
    need = max_share * totals[0]
    if need <= 0:
        return
    wide = [k for k in range(n) if (own_boiler[k] or own_comment[k]) and totals[k] >= need]
    if not wide:
        return
    for k in wide:
        own_boiler[k] = own_comment[k] = False
    boiler = [False] * n
    comment = [False] * n
    for k in range(1, n):  # pre-order: a parent's number is below its children's
        up = spans.parent[k]
        boiler[k] = boiler[up] or own_boiler[k]
        comment[k] = comment[up] or own_comment[k]
    for b in blocks:
        b.boilerplate_cue = boiler[b.owner]
        b.comment_cue = comment[b.owner]


def segment_page(root: etree._Element, cue_max_share: float = CUE_MAX_SHARE,
                 hidden: set | None = None) -> tuple[list[Block], ElementSpans]:
    """Cut a page into text blocks, in document order, and number its block elements.

    Input: an lxml root (raw or cleaned).  Output: the non-empty blocks and the
    :class:`ElementSpans` of the block-level elements their ``owner`` numbers refer to.
    Text inside :data:`SKIP_TAGS` and comments is ignored; whitespace is collapsed.  A removal
    marker (an element with :data:`MARKER_ATTR`, left by noise removal) becomes an empty
    block with ``removed_kind`` and ``removed`` set, so the article extractor still sees
    where a link list or template node ended the text.  A furniture or comment cue from an
    element holding ``cue_max_share`` or more of the page's non-link text is ignored
    (:data:`CUE_MAX_SHARE`; 1 or more keeps every cue).  Blocks inside one ``<a>`` that
    spans two blocks or more and :data:`LINK_SWALLOWED_CHARS` of text count no link text.
    With ``hidden``, the set of the page's hidden elements (:func:`hidden_elements`), a block
    inside one of them is marked ``hidden`` (without it no block is); it weighs as any other
    (a slideshow's slides are its page's text).
    Iterative (one ``iterwalk`` over start/end events) and linear, so arbitrarily deep
    trees are fine.
    """
    blocks: list[Block] = []
    parts: list[str] = []
    link_parts: list[str] = []  # the parts that sit inside links
    # Open block elements: (element, tag, heading, boiler, content, list, table, title, number,
    # comment, overlay, hidden)
    hid = hidden or set()
    stack: list[tuple] = [(root, "html", 0, False, False, False, False, False, 0, False, False,
                           root in hid)]
    opened = 0
    last: list[int] = [0]
    depth: list[int] = [0]
    parent: list[int] = [0]
    own_boiler: list[bool] = [False]  # the element's own class/id names furniture
    own_comment: list[bool] = [False]  # ... a comment thread
    own_content: list[bool] = [False]  # ... the main text
    skip = 0
    links = 0
    open_links: list[int] = []  # for each open <a>, the number of blocks before it
    dirty = False  # ``parts`` holds text (it is empty otherwise)
    inline = INLINE_TAGS
    skipped = SKIP_TAGS
    breaks = _BREAK_TAGS
    cue_tags = CUE_TAGS
    headings = HEADING_LEVEL

    def flush() -> None:
        text = " ".join("".join(parts).split())
        if text:
            link_len = 0
            if link_parts:
                link_len = len(" ".join("".join(link_parts).split()))
            el, tag, heading, boiler, content, in_list, in_table, title, number, comment, overlay, hidden = stack[-1]
            n = len(text)
            blocks.append(
                Block(len(blocks), text, n, link_len if link_len < n else n,
                      count_punctuation(text), tag, heading, el, boiler, content,
                      in_list, in_table, title, comment, number, overlay_cue=overlay, hidden=hidden)
            )
        parts.clear()
        link_parts.clear()

    for event, el in etree.iterwalk(root, events=("start", "end")):
        tag = el.tag
        if event == "start":
            if skip:
                skip += 1
                continue
            if tag in inline:
                if tag == "a":
                    links += 1
                    open_links.append(len(blocks))
            elif tag in breaks:
                if dirty:
                    flush()
                    dirty = False
                kind = el.get(MARKER_ATTR) if tag == "hr" else None
                if kind:
                    top = stack[-1]
                    blocks.append(Block(len(blocks), "", 0, 0, 0, tag, 0, el, top[3], top[4],
                                        top[5], top[6], False, top[9], top[8], _marker_size(el), kind,
                                        el.get(MARKER_LABEL_ATTR) or "", top[10], top[11]))
                continue  # no text of its own; the tail comes with the end event
            elif tag in skipped or not isinstance(tag, str):
                skip = 1
                continue
            else:
                if dirty:
                    flush()
                    dirty = False
                top = stack[-1]
                if tag in cue_tags:
                    boiler, content, title, comment, overlay = _cues(el)
                    own_boiler.append(boiler)
                    own_comment.append(comment)
                    own_content.append(content)
                    if top[9]:
                        comment = True
                    if top[3]:
                        boiler = True
                    if top[4]:
                        content = True
                    if top[7]:
                        title = True
                    if top[10]:
                        overlay = True
                else:
                    boiler, content, title, comment, overlay = top[3], top[4], top[7], top[9], top[10]
                    own_boiler.append(False)
                    own_comment.append(False)
                    own_content.append(False)
                opened += 1
                last.append(opened)
                depth.append(len(stack))
                parent.append(top[8])
                stack.append((
                    el, tag, headings.get(tag, top[2]), boiler, content,
                    top[5] or tag == "li" or tag == "dd" or tag == "dt",
                    top[6] or tag == "td" or tag == "th", title, opened, comment, overlay,
                    top[11] or (el in hid if hid else False),
                ))
            text = el.text
            if text and (dirty or not text.isspace()):  # a block's leading blanks are dropped
                dirty = True
                parts.append(text)
                if links:
                    link_parts.append(text)
        else:
            if skip:
                skip -= 1
                if skip:
                    continue
                # The skipped element's tail is ordinary text of its parent.
            elif tag in inline:
                if tag == "a" and links:
                    links -= 1
                    first = open_links.pop()
                    if len(blocks) - first >= 2 and sum(
                            b.length for b in blocks[first:]) >= LINK_SWALLOWED_CHARS:
                        for b in blocks[first:]:  # an unclosed link around a story: no link
                            b.link_length = 0
            elif tag in breaks:
                pass
            else:
                if dirty:
                    flush()
                    dirty = False
                if len(stack) > 1:
                    last[stack.pop()[8]] = opened
            text = el.tail
            if text and (dirty or not text.isspace()):  # a block's leading blanks are dropped
                dirty = True
                parts.append(text)
                if links:
                    link_parts.append(text)
    if dirty:
        flush()
    for entry in stack:  # still open at the end (the root)
        last[entry[8]] = opened
    spans = ElementSpans(last, depth, parent)
    if cue_max_share < 1:
        _drop_wide_cues(blocks, spans, own_boiler, own_comment, cue_max_share)
    spans.furniture, spans.content = own_boiler, own_content
    return blocks, spans
