"""DOM helpers of WEB-UIE: tag-path ids, text segments, item labels, item links.

Everything here reads the tree and never changes it, and walks it with explicit stacks or
lxml iterators (pages nest 10,000+ levels deep).
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterator, Optional
from urllib.parse import urldefrag, urljoin, urlsplit

from lxml import etree

#: Sub-trees whose text is never visible page text.
SKIP_TAGS = frozenset({"script", "style", "noscript", "template", "head", "title", "meta", "link"})
#: Inline formatting tags that do not break a text segment ("Jane <b>Doe</b>" is one).
INLINE_TAGS = frozenset({"b", "i", "em", "strong", "u", "small", "sup", "sub", "abbr", "font", "mark", "bdi", "bdo", "wbr", "s", "q", "cite"})
#: Containers of nested lists, left out of an item's own label (a college item whose
#: ``<li>`` also holds the list of its departments is labelled by its own text only).
NESTED_LIST_TAGS = frozenset({"ul", "ol", "dl", "table", "nav", "select"})
#: Ancestors that mark site navigation rather than page content.
NAV_TAGS = frozenset({"nav", "header", "footer"})
_NAV_ATTR = re.compile(r"(^|[\s_-])(nav|navbar|navigation|menu|megamenu|header|footer|breadcrumbs?|masthead|utility|skip)([\s_-]|$)", re.I)
_WS = re.compile(r"\s+")
_BAD_HREF = re.compile(r"^\s*(javascript:|mailto:|tel:|data:|#)", re.I)


#: Class tokens that mark an item's state or position rather than its kind of content.
STATE_CLASSES = frozenset(
    "first last active current selected odd even open opened expanded collapsed haschild has-child "
    "has-children parent is-active is-current active-trail leaf menu-item-has-children "
    "current-menu-item current_page_item current-menu-parent".split()
)
_DIGIT = re.compile(r"\d")


def class_key(el: etree._Element) -> str:
    """The element's ``class`` tokens that describe its kind, sorted: tokens with digits
    (generated ids) and state/position tokens (:data:`STATE_CLASSES`) are left out, so the
    items of one list share a key even when the first or the active one is marked."""
    return _class_key(el.get("class") or "")


@lru_cache(maxsize=4096)
def _class_key(attr: str) -> str:
    if not attr:
        return ""
    tokens = attr.split()
    return " ".join(sorted({t for t in tokens if t.lower() not in STATE_CLASSES and not _DIGIT.search(t)}))


def element_text(el: etree._Element) -> str:
    """``el.text_content()``: all the text inside an element, its tail left out; an element
    without children (most links) is read without lxml's XPath evaluation."""
    if not len(el):
        return el.text or ""
    return el.text_content()


def norm_ws(text: str) -> str:
    """Collapse runs of white space (including non-breaking spaces) to one space and strip."""
    return " ".join(text.split())  # str.split() splits at exactly the characters re's \s matches


_getparent = etree._Element.getparent


def is_element(node: object) -> bool:
    """True for an lxml element (not a comment, processing instruction or entity)."""
    return isinstance(node, etree._Element) and isinstance(node.tag, str)


def base_url(root: etree._Element, url: str | None) -> str:
    """The URL relative links of the page resolve against: ``<base href>`` joined to
    ``url`` when present, else ``url`` (``""`` when unknown)."""
    url = url or ""
    try:
        urlsplit(url)
    except ValueError:  # "http://[bad": resolve nothing against it
        url = ""
    for base in root.iter("base"):
        href = base.get("href")
        if href and href.strip():
            try:
                return urljoin(url, href.strip())
            except ValueError:
                return url
        break
    return url


def absolute(href: str | None, base: str) -> Optional[str]:
    """Resolve a link target against ``base`` and drop its fragment; None for empty,
    ``javascript:``, ``mailto:``, ``tel:`` and in-page (``#...``) links."""
    if not href:
        return None
    known = _href_form(href)
    if known is None:
        return None
    href, form = known
    if form == _PLAIN_ABSOLUTE:
        return href
    if form == _PLAIN_ROOTED:  # the base's origin and the link, as fast_join makes it
        parts = _base_parts(base)
        if parts is not None:
            return parts[0] + href
    try:
        return _resolve(href, base)
    except ValueError:
        return None


#: Forms of a link for :func:`absolute`: a plain absolute http(s) URL (itself), a plain path
#: from the site root (the base's origin before it), anything else (:func:`_resolve`).
_PLAIN_ABSOLUTE, _PLAIN_ROOTED, _OTHER_LINK = 0, 1, 2


@lru_cache(maxsize=1 << 14)
def _href_form(href: str) -> Optional[tuple[str, int]]:
    """A raw ``href`` stripped, with its :func:`_link_form`; None for the links
    :func:`absolute` drops (remembered: the same menus recur on every page of a site)."""
    if _BAD_HREF.match(href):
        return None
    href = href.strip()
    return href, _link_form(href)


def _link_form(href: str) -> int:
    """Which of the forms :func:`fast_join` resolves without the base's path ``href`` has
    (links recur on every page of a site, each page with its own base)."""
    if href.startswith(("http://", "https://")):
        return _PLAIN_ABSOLUTE if fast_join("http://x/", href) == href else _OTHER_LINK
    if href[:1] == "/" and href[1:2] != "/" and not _slow_link(href):
        return _PLAIN_ROOTED
    return _OTHER_LINK


#: Resolved (link, base) pairs remembered (menus repeat on every page of a site).
RESOLVE_CACHE_SIZE = 1 << 14


@lru_cache(maxsize=RESOLVE_CACHE_SIZE)
def _resolve(href: str, base: str) -> Optional[str]:
    fast = fast_join(base, href)
    if fast is not None:
        return fast
    return urldefrag(urljoin(base, href))[0] or None


#: Characters and sequences after which :func:`fast_join` leaves a link to ``urljoin``:
#: white space and controls, fragments, parameters, back slashes, colons (other schemes),
#: empty and dot segments (:func:`_slow_link`).
_SLOW_CHARS = re.compile(r"[\x00-\x20#;\\:]")
_DOT_SEGMENT = re.compile(r"(?:^|/)\.\.?(?:[/?]|$)")


def _slow_link(text: str) -> bool:
    """Does a link (or a URL's host or path) need ``urljoin``: a control or space
    character, ``#``, ``;``, a backslash or ``:``; an empty segment (``//``); a ``.`` or
    ``..`` segment; or a final ``?``.  (One expression with these alternatives tries each
    at every position; apart, each is a quick scan.)"""
    return (_SLOW_CHARS.search(text) is not None or "//" in text or text.endswith("?")
            or ("." in text and _DOT_SEGMENT.search(text) is not None))
_SLOW_BASE = re.compile(r"[\x00-\x20#;\\]|//|(?:^|/)\.\.?(?:/|$)")


@lru_cache(maxsize=256)
def _base_parts(base: str) -> Optional[tuple[str, str]]:
    """``(scheme://host, folder path ending in /)`` of a plain http(s) base URL, else None."""
    for scheme in ("http://", "https://"):
        if base.startswith(scheme):
            rest = base[len(scheme):]
            break
    else:
        return None
    rest = rest.split("?", 1)[0]
    host, slash, path = rest.partition("/")
    if not host or "@" in host or _SLOW_BASE.search(host) or _SLOW_BASE.search(slash + path):
        return None
    return scheme + host, "/" + path[: path.rfind("/") + 1]


def fast_join(base: str, href: str) -> Optional[str]:
    """``urljoin(base, href)`` without its parsing for the plain links most pages hold: an
    absolute http(s) URL, a path from the site root ("/a/b"), or a path relative to the
    base's folder ("b.html"), none with a fragment, parameters, dot or empty segments.  None
    for any other link (the caller uses ``urljoin``); otherwise exactly what ``urljoin``
    and ``urldefrag`` give."""
    if href.startswith(("http://", "https://")):
        rest = href[href.index("//") + 2:]
        if not rest or rest[0] in "/?" or "@" in rest or _slow_link(rest) and not _plain_host_port(rest):
            return None
        return href
    parts = _base_parts(base)
    if parts is None or not href or href[0] == "?" or _slow_link(href):
        return None
    origin, folder = parts
    if href[0] == "/":
        return origin + href
    return origin + folder + href


def _plain_host_port(rest: str) -> bool:
    """True when the only reason :func:`_slow_link` held for an absolute URL's host-and-path
    is the port's colon ("127.0.0.1:8000/a/b")."""
    host, slash, path = rest.partition("/")
    host_name, colon, port = host.partition(":")
    if not colon or not port.isdigit() or not host_name or _slow_link(host_name):
        return False
    return not _slow_link(slash + path)


@dataclass
class Segment:
    """A piece of visible text and the element it starts in."""

    text: str
    owner: etree._Element


def _close_segment(buf: list[str], owner: Optional[etree._Element], append: Callable[[Segment], None]) -> None:
    text = " ".join("".join(buf).split())
    if text and owner is not None:
        append(Segment(text, owner))


def segments(nodes: list[etree._Element] | etree._Element, *, skip_nested: bool = False) -> list[Segment]:
    """Split the visible text of an element (or a run of sibling elements) into segments.

    Every element boundary ends a segment except those of inline formatting tags
    (:data:`INLINE_TAGS`), so a card's name, title and e-mail come out as separate
    segments. Script/style text is left out; with ``skip_nested`` the sub-trees of nested
    lists and tables (:data:`NESTED_LIST_TAGS`) below the top elements are left out too.
    Iterative (``etree.iterwalk``).
    """
    if isinstance(nodes, etree._Element):
        nodes = [nodes]
    out: list[Segment] = []
    append = out.append
    inline, skip_tags = INLINE_TAGS, SKIP_TAGS
    for top in nodes:
        if not is_element(top):
            continue
        if not len(top):  # a leaf: its own text is its one segment
            if top.tag not in skip_tags and top.text:
                text = norm_ws(top.text)
                if text:
                    append(Segment(text, top))
            continue
        # the segment being read: its pieces of text and the element it starts in (set by
        # its first piece that is not all white space); an element edge that is not inline
        # ends it
        buf: list[str] = []
        owner: Optional[etree._Element] = None
        skipping: Optional[etree._Element] = None
        open_stack: list[etree._Element] = []
        for event, el in etree.iterwalk(top, events=("start", "end")):
            if skipping is not None:  # inside a left-out sub-tree: only its tail counts
                if event != "end" or el is not skipping:
                    continue
                skipping = None
                text = el.tail if open_stack else None
            else:
                tag = el.tag
                if tag.__class__ is not str:
                    tag = None
                if event == "start":
                    if tag is None or tag in skip_tags or (
                        skip_nested and el is not top and tag in NESTED_LIST_TAGS
                    ):
                        skipping = el
                        continue
                elif open_stack and open_stack[-1] is el:
                    open_stack.pop()
                if tag not in inline:  # the edge of a block: the segment ends
                    if buf:
                        _close_segment(buf, owner, append)
                        buf = []
                    owner = None
                if event == "start":
                    open_stack.append(el)
                    text = el.text
                else:
                    text = el.tail if el is not top and open_stack else None
            # a piece of text belongs to the innermost open element; the first piece that
            # is not all white space starts the segment there
            if text and (owner is not None or not text.isspace()):
                if owner is None:
                    owner = open_stack[-1]
                buf.append(text)
        if buf:
            _close_segment(buf, owner, append)
    return out


def text_of(nodes: list[etree._Element] | etree._Element, *, skip_nested: bool = False) -> str:
    """Visible text of an element or run of elements, segments joined by one space."""
    return " ".join(s.text for s in segments(nodes, skip_nested=skip_nested))


class PathIndex:
    """Integer ids for index-free tag paths (``html/body/div/ul/li``), one pass over the tree.

    Two elements share an id when the tags (and ``class`` attributes, when
    ``with_class``) of all their ancestors and themselves are equal: WEB-UIE Definition 1's
    "same XPath". Paths are interned as (parent id, step) pairs, so memory stays linear
    even on pages 10,000 levels deep.
    """

    def __init__(self, root: etree._Element, *, with_class: bool = True):
        self.ids: dict[etree._Element, int] = {}
        self.order: dict[etree._Element, int] = {}
        self.members: dict[int, list[etree._Element]] = {}
        intern: dict[tuple[int, str], int] = {}
        # (parent id, tag, class attribute) -> id: most elements repeat a sibling's
        # tag and class, so the class key is worked out once per distinct attribute
        seen: dict[tuple[int, str, Optional[str]], int] = {}
        ids, order, members = self.ids, self.order, self.members
        getparent = _getparent
        skip = SKIP_TAGS
        # lxml's own document-order walk over elements; an element whose parent has no id
        # lies in a skipped sub-tree (script, style, head...) and is skipped too
        for el in root.iter(etree.Element):
            tag = el.tag
            if tag in skip:
                continue
            if el is root:
                parent_id = -1
            else:
                parent_id = ids.get(getparent(el))
                if parent_id is None:
                    continue
            cls = el.get("class") if with_class else None
            fast = (parent_id, tag, cls)
            pid = seen.get(fast)
            if pid is None:
                step = tag
                if cls:
                    cls = _class_key(cls)
                    if cls:
                        step = f"{tag}.{cls}"
                key = (parent_id, step)
                pid = intern.get(key)
                if pid is None:
                    pid = intern[key] = len(intern)
                seen[fast] = pid
                group = members.get(pid)
                if group is None:
                    members[pid] = [el]
                else:
                    group.append(el)
            else:
                members[pid].append(el)
            ids[el] = pid
        order.update(zip(ids, range(len(ids))))  # ids holds the elements in document order

    def path_id(self, el: etree._Element) -> Optional[int]:
        """The path id of ``el`` (None for elements skipped or outside the tree)."""
        return self.ids.get(el)

    def same_path(self, el: etree._Element) -> list[etree._Element]:
        """All elements of the page at the same tag path as ``el``, in document order."""
        pid = self.ids.get(el)
        return list(self.members.get(pid, [])) if pid is not None else []


def iter_elements(root: etree._Element) -> Iterator[etree._Element]:
    """Elements of the page in document order, leaving out script/style/head sub-trees."""
    stack = [root]
    while stack:
        el = stack.pop()
        if not is_element(el) or el.tag in SKIP_TAGS:
            continue
        yield el
        stack.extend(reversed(el))


def in_navigation(el: etree._Element) -> bool:
    """True when ``el`` or an ancestor is ``<nav>``/``<header>``/``<footer>``, has an ARIA
    navigation/banner role, or an id/class naming a menu, navigation, header or footer."""
    node: Optional[etree._Element] = el
    while node is not None:
        if is_element(node):
            if node.tag in NAV_TAGS:
                return True
            role = (node.get("role") or "").lower()
            if role in ("navigation", "banner", "contentinfo", "menu", "menubar"):
                return True
            attrs = f"{node.get('id') or ''} {node.get('class') or ''}"
            if attrs.strip() and _NAV_ATTR.search(attrs):
                return True
        node = node.getparent()
    return False


_CHROME_ROLES = ("navigation", "banner", "contentinfo", "menu", "menubar")


def _is_chrome_node(node: etree._Element) -> bool:
    """Is the element itself ``<nav>``, ``<footer>`` or ``<header>``, or has it an ARIA
    navigation/banner/contentinfo/menu role?"""
    return is_element(node) and (
        node.tag in NAV_TAGS or (node.get("role") or "").lower() in _CHROME_ROLES)


def in_site_chrome(el: etree._Element) -> bool:
    """True when ``el`` or an ancestor is ``<nav>``, ``<footer>`` or ``<header>`` or has an
    ARIA navigation/banner/contentinfo/menu role: the site's navigation and page frame,
    never a faculty directory. (Stricter than :func:`in_navigation`: class names are not
    read, since some sites wrap whole pages in elements with "nav" in their class.)"""
    node: Optional[etree._Element] = el
    while node is not None:
        if _is_chrome_node(node):
            return True
        node = node.getparent()
    return False


def chrome_test(memo: dict[etree._Element, bool]) -> Callable[[Optional[etree._Element]], bool]:
    """:func:`in_site_chrome` remembering its answers in ``memo`` (element -> bool): each
    element's own test is made once and an element's answer is its parent's or its own, so
    testing every element of a page costs one pass, not one walk to the root each."""

    def chrome(el: Optional[etree._Element]) -> bool:
        if el is None:
            return False
        got = memo.get(el)
        if got is not None:
            return got
        path: list[etree._Element] = []
        node: Optional[etree._Element] = el
        answer = False
        while node is not None:
            got = memo.get(node)
            if got is not None:
                answer = got
                break
            path.append(node)
            node = node.getparent()
        # from the top down: an element is chrome when its parent is or it is itself
        for node in reversed(path):
            answer = answer or _is_chrome_node(node)
            memo[node] = answer
        return memo[el]

    return chrome


def nearest_link(item: etree._Element, *, layers: int = 2, prefer_text: str | None = None) -> Optional[etree._Element]:
    """The ``<a href>`` of a record-set item (WEB-UIE §3.3): the item itself when it is an
    ``<a>``; else a descendant ``<a>`` whose text is ``prefer_text``; else the nearest
    ``<a>`` within ``layers`` levels below, then within ``layers`` levels above."""
    if item.tag == "a" and item.get("href"):
        return item
    anchors = [a for a in item.iter("a") if a.get("href")]
    if prefer_text:
        for a in anchors:
            if norm_ws(element_text(a)) == prefer_text:
                return a
    # breadth-first below, up to `layers` levels
    level = [c for c in item if is_element(c)]
    for _ in range(layers):
        nxt: list[etree._Element] = []
        for el in level:
            if el.tag == "a" and el.get("href"):
                return el
            nxt.extend(c for c in el if is_element(c))
        level = nxt
    node = item.getparent()
    for _ in range(layers):
        if node is None:
            break
        if node.tag == "a" and node.get("href"):
            return node
        node = node.getparent()
    return None


class PageView:
    """Work on one parsed page shared by the WEB-UIE functions: the tag-path index, text
    segments of elements, resolved links and whatever else a module stores in :attr:`memo`.

    The crawl calls several functions on one tree (keyword links for three levels, units of
    two kinds, faculty, further pages); each would otherwise walk the tree, split its text
    and resolve its links again. Get one with :func:`page_view`; everything in it is read
    from the tree as it was when the view was made.
    """

    def __init__(self, root: etree._Element):
        self.root = root
        self._index: Optional[PathIndex] = None
        self._segments: dict[tuple[etree._Element, bool], list[Segment]] = {}
        self._base: dict[Optional[str], str] = {}
        #: Per-module caches, keyed by a name the module chooses.
        self.memo: dict[object, object] = {}

    @property
    def index(self) -> PathIndex:
        """The page's :class:`PathIndex` (tags and classes), built once."""
        if self._index is None:
            self._index = PathIndex(self.root)
        return self._index

    def base_url(self, url: str | None) -> str:
        """:func:`base_url` of the page for ``url``, remembered."""
        got = self._base.get(url)
        if got is None:
            got = self._base[url] = base_url(self.root, url)
        return got

    def segments(self, el: etree._Element, *, skip_nested: bool = False) -> list[Segment]:
        """:func:`segments` of one element, remembered (do not change the list)."""
        key = (el, skip_nested)
        got = self._segments.get(key)
        if got is None:
            got = self._segments[key] = segments(el, skip_nested=skip_nested)
        return got

    def unit_segments(self, nodes: list[etree._Element]) -> list[Segment]:
        """:func:`segments` of a run of sibling elements (a repeating unit), remembered."""
        if len(nodes) == 1:
            return self.segments(nodes[0])
        out: list[Segment] = []
        for el in nodes:
            if is_element(el):
                out.extend(self.segments(el))
        return out


#: Pages whose :class:`PageView` is kept (the crawl calls every function on one page before
#: it parses the next; a few more cover interleaved use).
PAGE_VIEWS = 4
_VIEWS: "OrderedDict[int, PageView]" = OrderedDict()
_VIEWS_LOCK = threading.Lock()


def page_view(root: etree._Element) -> PageView:
    """The :class:`PageView` of a tree: the same object for the same root while the root is
    among the last :data:`PAGE_VIEWS` trees asked about. The views hold their trees, so an
    id is never reused while its view is kept. A tree changed after a WEB-UIE call must be
    passed to :func:`forget_page` before the next call."""
    key = id(root)
    with _VIEWS_LOCK:
        view = _VIEWS.get(key)
        if view is not None and view.root is root:
            _VIEWS.move_to_end(key)
            return view
        view = PageView(root)
        _VIEWS[key] = view
        _VIEWS.move_to_end(key)
        while len(_VIEWS) > PAGE_VIEWS:
            _VIEWS.popitem(last=False)
        return view


def forget_page(root: Optional[etree._Element] = None) -> None:
    """Drop the remembered work on ``root`` (on every page when None)."""
    with _VIEWS_LOCK:
        if root is None:
            _VIEWS.clear()
        else:
            view = _VIEWS.get(id(root))
            if view is not None and view.root is root:
                del _VIEWS[id(root)]
