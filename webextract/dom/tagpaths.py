"""HTML tag paths, their identifiers (HTPI) and the web page sequence (WPS).

STEM (003_5c5f8c352acb4346.txt) §3.1 and §4.1 steps 1-2: every element of a page has an
HTML tag path (``html/body/div/ul/li``); each distinct path gets an integer identifier, the
HTPI, numbered from 1 in order of first appearance in a pre-order walk (Table 2); the page
becomes the sequence of its elements' HTPIs, the WPS (Definition 1).

Besides the paper's sequence, :class:`TagPathIndex` keeps, for every WPS position, the
element itself, the position of its parent element and the end of its subtree, so that a
pattern found in the sequence can be cut back out of the tree in constant time per record.

Everything here walks the tree with lxml's C-level ``iter()`` and flat arrays: pages with
tens of thousands of nesting levels never reach Python's recursion limit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import chain
from operator import attrgetter
from typing import Iterable, Sequence

from lxml import etree

#: STEM §4.1 step 1: "decorative tags such as <em>, <b>, <u> and <i> will be removed"
#: (unwrapped: the tag goes, its text stays).  The paper's four plus the other inline tags
#: that only change how text looks.
DECORATIVE_TAGS: tuple[str, ...] = (
    "em", "b", "u", "i", "strong", "font", "small", "big", "s", "strike", "tt", "mark",
    "sub", "sup", "wbr", "nobr", "blink",
)
#: Elements that are not page structure (code, styling, fallbacks): removed with content.
NON_STRUCTURAL_TAGS: tuple[str, ...] = (
    "script", "style", "noscript", "template", "link", "meta", "base",
)
#: Elements a browser does not show: the ``hidden`` attribute, or an inline style with
#: ``display: none`` / ``visibility: hidden`` (pop-up texts, templates, tracking pixels).
#: (Written as the parents of the attributes: libxml2 finds those much faster than it
#: tests a predicate on every element; same elements, same document order.)
HIDDEN_XPATH = "(//@style | //@hidden)/.."
_HIDDEN_STYLES = ("display:none", "visibility:hidden")


_getparent = etree._Element.getparent
_tag_of = attrgetter("tag")


def is_hidden(el: etree._Element) -> bool:
    """Does an element carry ``hidden`` or an inline style that hides it?"""
    if el.get("hidden") is not None:
        return True
    style = el.get("style")
    if not style:
        return False
    style = "".join(style.split()).lower()
    return any(s in style for s in _HIDDEN_STYLES)
#: Separator of the tag names in a tag path.
PATH_SEPARATOR = "/"


def prepare_tree(
    root: etree._Element,
    *,
    decorative_tags: Iterable[str] = DECORATIVE_TAGS,
    non_structural_tags: Iterable[str] = NON_STRUCTURAL_TAGS,
    drop_hidden: bool = True,
) -> etree._Element:
    """Preprocess a parsed page for tag-path analysis, in place (STEM §4.1 step 1).

    Input: the root of a repaired tree (``webextract.dom.parse_html`` does the repair the
    paper delegates to JTidy).  Decorative tags are unwrapped (their text stays in place),
    non-structural elements are deleted with their content, comments and processing
    instructions are dropped, and with ``drop_hidden`` so are the elements a browser
    would not show (:func:`is_hidden`; the paper's "noisy data").  Output: the same
    root, modified.
    """
    # one walk removes both (what lies inside a removed element goes with it either way)
    etree.strip_elements(root, etree.Comment, etree.ProcessingInstruction, *non_structural_tags,
                         with_tail=False)
    if drop_hidden:
        for el in root.xpath(HIDDEN_XPATH):
            if not is_hidden(el):
                continue
            parent = el.getparent()
            if parent is None:
                continue
            tail = el.tail
            if tail:  # keep the text that follows the hidden element
                prev = el.getprevious()
                if prev is not None:
                    prev.tail = (prev.tail or "") + tail
                else:
                    parent.text = (parent.text or "") + tail
            parent.remove(el)
    unwrap = tuple(decorative_tags)
    if unwrap:
        etree.strip_tags(root, *unwrap)
    return root


def is_ancestor_path(a: str, b: str) -> bool:
    """True when tag path ``a`` is a proper prefix of tag path ``b`` (STEM §5.3).

    Input: two tag paths such as ``"html/body"`` and ``"html/body/div"``.  Output: whether an
    element with path ``a`` can be an ancestor of one with path ``b`` (``html/div`` is not a
    prefix of ``html/divx``: whole tag names are compared).
    """
    return len(b) > len(a) and b.startswith(a) and b[len(a)] == PATH_SEPARATOR


def parent_path(path: str) -> str:
    """The tag path of an element's parent (``""`` for the root's)."""
    cut = path.rfind(PATH_SEPARATOR)
    return path[:cut] if cut >= 0 else ""


class TagPaths(Sequence[str]):
    """The distinct tag paths of a page, numbered 0, 1, ... (HTPI - 1), stored as a trie.

    Each path is kept as its parent path's number plus its last tag, so a page nested
    30,000 levels deep costs linear memory; ``paths[i]`` spells a path out on demand
    (``html/body/div``).  :meth:`is_ancestor` answers "is path i a proper prefix of path
    j" in constant time from a pre/post numbering of the trie (STEM §5.3 compares paths
    this way to find a pattern's root nodes).
    """

    def __init__(self) -> None:
        self.parent: list[int] = []  # number of the parent path, -1 for a root path
        self.tag: list[str] = []
        self._spelled: dict[int, str] = {}
        self._pre: list[int] = []
        self._post: list[int] = []

    def __len__(self) -> int:
        return len(self.tag)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        text = self._spelled.get(i)
        if text is None:
            steps = []
            k = i
            while k >= 0:
                steps.append(self.tag[k])
                k = self.parent[k]
            text = PATH_SEPARATOR.join(reversed(steps))
            self._spelled[i] = text
        return text

    def add(self, parent: int, tag: str) -> int:
        """Append a path (its parent's number and its last tag); returns its number."""
        self.parent.append(parent)
        self.tag.append(tag)
        self._pre = []
        return len(self.tag) - 1

    def _number(self) -> None:
        n = len(self.tag)
        children: list[list[int]] = [[] for _ in range(n)]
        tops: list[int] = []
        for i, p in enumerate(self.parent):
            (children[p] if p >= 0 else tops).append(i)
        pre, post = [0] * n, [0] * n
        clock = 0
        stack: list[tuple[int, bool]] = [(i, False) for i in reversed(tops)]
        while stack:
            i, done = stack.pop()
            if done:
                post[i] = clock
                clock += 1
                continue
            pre[i] = clock
            clock += 1
            stack.append((i, True))
            stack.extend((c, False) for c in reversed(children[i]))
        self._pre, self._post = pre, post

    def numbering(self) -> tuple[list[int], list[int]]:
        """Pre- and post-order numbers of the paths in the trie: path i is a proper
        prefix of path j iff ``pre[i] < pre[j] and post[j] < post[i]``."""
        if len(self._pre) != len(self.tag):
            self._number()
        return self._pre, self._post

    def is_ancestor(self, i: int, j: int) -> bool:
        """True when path ``i`` is a proper prefix of path ``j`` (both 0-based numbers)."""
        pre, post = self.numbering()
        return pre[i] < pre[j] and post[j] < post[i]

    def parent_of(self, i: int) -> int:
        """The number of path ``i``'s parent path (-1 for a root path)."""
        return self.parent[i]


@dataclass
class TagPathIndex:
    """The WPS of a page with its tag paths and the elements behind each position.

    ``wps[i]`` is the HTPI of the i-th element in pre-order (STEM Definition 1);
    ``paths[h - 1]`` is the tag path of HTPI ``h`` (Table 2); ``elements[i]`` the element;
    ``parent[i]`` the WPS position of its parent element (-1 for the first element);
    ``end[i]`` one past the last WPS position inside its subtree, so the subtree of
    position ``i`` is ``wps[i:end[i]]`` (less what was left out below the positions in
    ``holes``).
    """

    wps: list[int] = field(default_factory=list)
    paths: TagPaths = field(default_factory=TagPaths)
    elements: list[etree._Element] = field(default_factory=list)
    parent: list[int] = field(default_factory=list)
    end: list[int] = field(default_factory=list)
    #: WPS positions of the elements with a child left out of the sequence (``<head>``):
    #: their subtrees hold more than ``wps[i:end[i]]``.
    holes: list[int] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.wps)

    def path_of(self, htpi: int) -> str:
        """The tag path of an HTPI."""
        return self.paths[htpi - 1]


class _TagNumbers(dict):
    """Tag -> 0, 1, ... in order of first use."""

    def __missing__(self, key: str) -> int:
        number = self[key] = len(self)
        return number


def _subtree_ends(parents: list[int]) -> list[int]:
    """``end[i]``: one past the subtree of position i, from the parent positions of a
    pre-order (-1 for none): the end of i's last child, else ``i + 1``."""
    n = len(parents)
    end = list(range(1, n + 1))
    # children come after their parent, so the last child of each parent is the last
    # position naming it; parents are finished from the deepest position up
    last_child = dict(zip(parents, range(n)))
    last_child.pop(-1, None)
    for p, c in reversed(last_child.items()):
        end[p] = end[c]
    return end


def build_tag_paths(root: etree._Element, *, skip_head: bool = True) -> TagPathIndex:
    """Walk a tree once and number its tag paths (STEM §3.1, Tables 1-2, Definition 1).

    Input: a (prepared) root element; whether to leave ``<head>`` out of the sequence
    (it holds no records).  Output: a :class:`TagPathIndex` whose ``wps`` lists the HTPIs
    of the elements in pre-order, HTPIs numbered 1, 2, ... in order of first appearance.
    Paths are written without a leading slash (``html/body/div``).  Linear in the number
    of elements, also in memory: one ``iter()`` pass collects the elements, parents are
    looked up with lxml's ``getparent`` through a position dict, subtree ends come from
    each parent's last child, ``<head>`` subtrees are cut out of these arrays, then one
    forward pass numbers the paths (a path is its parent's HTPI and its tag: one integer
    key); no recursion, whatever the nesting depth.
    """
    index = TagPathIndex()
    paths = index.paths
    elements = list(root.iter(etree.Element))
    heads: list[etree._Element] = []
    if skip_head:
        elements, heads = _without_heads(root, elements)
    n = len(elements)
    position = dict(zip(elements, range(n)))
    # the first element's parent is outside (or none): -1
    parents = list(map(position.get, map(_getparent, elements)))
    if n:
        parents[0] = -1
    index.holes = [-1 if h is root else position.get(h.getparent(), -1) for h in heads]
    tags = list(map(_tag_of, elements))
    index.elements = elements
    index.parent = parents
    index.end = _subtree_ends(parents)
    # HTPIs: each new (parent HTPI, tag) key gets the next number and its trie entry;
    # wps has one more slot, 0, read for parent -1.  (A plain dict: its lookups are the
    # interpreter's fastest, and a miss happens once per path.)
    tag_numbers = _TagNumbers()
    tag_ids = list(map(tag_numbers.__getitem__, tags))
    width = len(tag_numbers) or 1
    names = list(tag_numbers)
    ids: dict[int, int] = {}
    wps = [0] * (n + 1)
    i = 0
    for up, t in zip(parents, tag_ids):
        key = wps[up] * width + t
        try:
            wps[i] = ids[key]
        except KeyError:
            wps[i] = ids[key] = paths.add(wps[up] - 1, names[t]) + 1
        i += 1
    wps.pop()
    index.wps = wps
    return index


def _without_heads(root: etree._Element, elements: list) -> tuple[list, list]:
    """The pre-order ``elements`` of ``root`` without the subtrees of its ``<head>``
    elements, and those heads (a head inside another one is left out with it)."""
    heads = []
    keep = []
    start = 0
    for head in root.iter("head"):
        try:
            at = elements.index(head, start)
        except ValueError:
            continue  # inside a head already left out
        # the subtree ends at the first element after it that is no descendant
        stop = len(elements)
        el = head
        while el is not None and el is not root:
            nxt = el.getnext()
            while nxt is not None and not isinstance(nxt.tag, str):
                nxt = nxt.getnext()
            if nxt is not None:
                stop = elements.index(nxt, at)
                break
            el = el.getparent()
        keep.append(elements[start:at])
        heads.append(head)
        start = stop
    if not heads:
        return elements, heads
    keep.append(elements[start:])
    return list(chain.from_iterable(keep)), heads
