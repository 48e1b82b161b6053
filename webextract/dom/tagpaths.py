"""HTML tag paths, their identifiers (HTPI) and the web page sequence (WPS).

STEM (003_5c5f8c352acb4346.txt) §3.1 and §4.1 steps 1-2: every element of a page has an
HTML tag path (``html/body/div/ul/li``); each distinct path gets an integer identifier, the
HTPI, numbered from 1 in order of first appearance in a pre-order walk (Table 2); the page
becomes the sequence of its elements' HTPIs, the WPS (Definition 1).

Besides the paper's sequence, :class:`TagPathIndex` keeps, for every WPS position, the
element itself, the position of its parent element and the end of its subtree, so that a
pattern found in the sequence can be cut back out of the tree in constant time per record.

Everything here walks the tree with ``lxml.etree.iterwalk`` and an explicit stack: pages
with tens of thousands of nesting levels never reach Python's recursion limit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

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
#: Separator of the tag names in a tag path.
PATH_SEPARATOR = "/"


def prepare_tree(
    root: etree._Element,
    *,
    decorative_tags: Iterable[str] = DECORATIVE_TAGS,
    non_structural_tags: Iterable[str] = NON_STRUCTURAL_TAGS,
) -> etree._Element:
    """Preprocess a parsed page for tag-path analysis, in place (STEM §4.1 step 1).

    Input: the root of a repaired tree (``webextract.dom.parse_html`` does the repair the
    paper delegates to JTidy).  Decorative tags are unwrapped (their text stays in place),
    non-structural elements are deleted with their content, comments and processing
    instructions are dropped.  Output: the same root, modified.
    """
    etree.strip_elements(root, etree.Comment, etree.ProcessingInstruction, with_tail=False)
    drop = tuple(non_structural_tags)
    if drop:
        etree.strip_elements(root, *drop, with_tail=False)
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


@dataclass
class TagPathIndex:
    """The WPS of a page with its tag paths and the elements behind each position.

    ``wps[i]`` is the HTPI of the i-th element in pre-order (STEM Definition 1);
    ``paths[h - 1]`` is the tag path of HTPI ``h`` (Table 2); ``elements[i]`` the element;
    ``parent[i]`` the WPS position of its parent element (-1 for the first element);
    ``end[i]`` one past the last WPS position inside its subtree, so the subtree of
    position ``i`` is ``wps[i:end[i]]``.
    """

    wps: list[int] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)
    elements: list[etree._Element] = field(default_factory=list)
    parent: list[int] = field(default_factory=list)
    end: list[int] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.wps)

    def path_of(self, htpi: int) -> str:
        """The tag path of an HTPI."""
        return self.paths[htpi - 1]


def build_tag_paths(root: etree._Element, *, skip_head: bool = True) -> TagPathIndex:
    """Walk a tree once and number its tag paths (STEM §3.1, Tables 1-2, Definition 1).

    Input: a (prepared) root element; whether to leave ``<head>`` out of the sequence
    (it holds no records).  Output: a :class:`TagPathIndex` whose ``wps`` lists the HTPIs
    of the elements in pre-order, HTPIs numbered 1, 2, ... in order of first appearance.
    Paths are written without a leading slash (``html/body/div``).  Linear in the number
    of elements; iterative (explicit stack), whatever the nesting depth.
    """
    index = TagPathIndex()
    wps, paths, elements, parents, ends = (
        index.wps, index.paths, index.elements, index.parent, index.end,
    )
    ids: dict[str, int] = {}
    stack_pos: list[int] = []  # WPS positions of the open elements
    stack_path: list[str] = []
    skipping = 0  # > 0 while inside a skipped subtree
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, el in walker:
        tag = el.tag
        if not isinstance(tag, str):
            if event == "start":
                walker.skip_subtree()
            continue
        if event == "start":
            if skipping or (skip_head and tag == "head"):
                skipping += 1
                continue
            path = f"{stack_path[-1]}{PATH_SEPARATOR}{tag}" if stack_path else tag
            htpi = ids.get(path)
            if htpi is None:
                htpi = len(paths) + 1
                ids[path] = htpi
                paths.append(path)
            pos = len(wps)
            wps.append(htpi)
            elements.append(el)
            parents.append(stack_pos[-1] if stack_pos else -1)
            ends.append(pos + 1)
            stack_pos.append(pos)
            stack_path.append(path)
        else:
            if skipping:
                skipping -= 1
                continue
            pos = stack_pos.pop()
            stack_path.pop()
            ends[pos] = len(wps)
    return index
