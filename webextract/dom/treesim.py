"""Tree similarity of MDR (Liu, Grossman & Zhai, KDD 2003), computed without recursion.

WEB-UIE (Dong, Liu & Li 2013, §3.2.2, Definition 3) compares sub-trees with "the
similarity algorithm tree mentioned in the literature [1]" — MDR — and calls two sub-trees
similar when the similarity exceeds 0.8. MDR's tree similarity is the *simple tree
matching* of Yang (1991): the size of the largest matching between two ordered labelled
trees that keeps roots matched with roots and the order of children, computed by dynamic
programming over the children of every matched pair of nodes; MDR normalises it by the
mean size of the two trees:

    sim(A, B) = STM(A, B) / ((|A| + |B|) / 2)

A *forest* (a run of sibling sub-trees, as a repeating unit of several tags is) is compared
as if it hung under one virtual root.

Cost is bounded: a tree is cut to its first ``max_nodes`` element nodes in document order
and to ``max_depth`` levels, so one comparison is at most ``max_nodes**2`` cell updates;
the matching runs on an explicit stack, so deep pages cannot raise ``RecursionError``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Sequence, Union

from lxml import etree

#: Two sub-trees are similar when their similarity exceeds this (WEB-UIE §3.2.2, S = 0.8).
SIMILARITY_THRESHOLD = 0.8
#: Element nodes kept per compared tree (bounds one comparison to MAX_NODES² steps).
MAX_NODES = 200
#: Levels kept below the compared root(s).
MAX_DEPTH = 12

#: Tags whose content is not part of the page's visible structure.
SKIP_TAGS = frozenset({"script", "style", "noscript", "template"})

_FOREST = "#forest"

Nodes = Union[etree._Element, Sequence[etree._Element]]


class TagTree:
    """A labelled ordered tree flattened to arrays: ``labels[i]`` is node i's tag and
    ``children[i]`` its child indices; node 0 is the root.  Immutable; equal when labels
    and children are; ``size`` and the hash are worked out once (trees are compared and
    looked up in caches many times on one page)."""

    __slots__ = ("labels", "children", "size", "_hash", "_counts")

    def __init__(self, labels: tuple[str, ...], children: tuple[tuple[int, ...], ...]) -> None:
        self.labels = labels
        self.children = children
        #: Number of nodes (the virtual root of a forest counts as one).
        self.size = len(labels)
        self._hash: int | None = None
        self._counts: dict[str, int] | None = None

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, TagTree):
            return NotImplemented
        return (self.size == other.size and self.labels == other.labels
                and self.children == other.children)

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = self._hash = hash((self.labels, self.children))
        return h

    def __repr__(self) -> str:
        return f"TagTree(labels={self.labels!r}, children={self.children!r})"


_getparent = etree._Element.getparent
#: The tree of a childless element, by tag (trees are immutable: one object serves all),
#: for up to MAX_LEAF_TAGS tags.
_LEAVES: dict[str, TagTree] = {}
MAX_LEAF_TAGS = 4096


def tag_tree(nodes: Nodes, *, max_nodes: int = MAX_NODES, max_depth: int = MAX_DEPTH) -> TagTree:
    """Flatten an lxml element (or a run of sibling elements, under a virtual root) into a
    :class:`TagTree` of its element tags, skipping comments and script/style sub-trees, cut
    to ``max_nodes`` nodes (the first ones in document order) and ``max_depth`` levels.
    Iterative: each root's descendants come from lxml's ``iter()`` in document order, and
    one is kept when its parent was kept above the depth limit."""
    if isinstance(nodes, etree._Element):
        if not len(nodes) and max_nodes > 0:  # a leaf: one shared tree per tag
            tag = nodes.tag
            if tag.__class__ is str and tag not in SKIP_TAGS:
                leaf = _LEAVES.get(tag)
                if leaf is None:
                    leaf = TagTree((tag,), ((),))
                    if len(_LEAVES) < MAX_LEAF_TAGS:
                        _LEAVES[tag] = leaf
                return leaf
        roots: Sequence[etree._Element] = (nodes,)
        labels: list[str] = []
        children: list[list[int]] = []
        level = 0  # the depth of the roots
    else:
        roots = nodes
        labels = [_FOREST]
        children = [[]]
        level = 1  # below the virtual root
    skip = SKIP_TAGS
    for r in roots:
        tag = r.tag
        if tag.__class__ is not str or tag in skip:
            continue
        top = len(labels)
        if top >= max_nodes:
            break
        if top:  # a forest's virtual root
            children[0].append(top)
        labels.append(tag)
        children.append([])
        if not len(r) or level >= max_depth:
            continue
        # element -> (its node, its depth), for the elements whose children are kept
        kept = {r: (top, level)}
        get = kept.get
        walk = r.iter(etree.Element)
        next(walk)  # r itself
        for el in walk:
            up = get(_getparent(el))
            if up is None:  # below a skipped or too deep element
                continue
            tag = el.tag
            if tag in skip:
                continue
            idx = len(labels)
            if idx >= max_nodes:
                break
            labels.append(tag)
            children.append([])
            children[up[0]].append(idx)
            depth = up[1] + 1
            if depth < max_depth and len(el):
                kept[el] = (idx, depth)
        if len(labels) >= max_nodes:
            break
    if not labels:
        return TagTree(("#empty",), ((),))
    return TagTree(tuple(labels), tuple(map(tuple, children)))


def simple_tree_matching(a: TagTree, b: TagTree) -> int:
    """Return the simple tree matching STM(a, b) of Yang (1991) as used by MDR: the number
    of node pairs in a maximum order- and ancestry-preserving matching with matched roots
    (0 when the root labels differ). Iterative dynamic programming."""
    if a.labels[0] != b.labels[0]:
        return 0
    memo: dict[tuple[int, int], int] = {}
    stack: list[tuple[int, int]] = [(0, 0)]
    la, lb, ca, cb = a.labels, b.labels, a.children, b.children
    while stack:
        i, j = stack[-1]
        if (i, j) in memo:
            stack.pop()
            continue
        pending = [
            (x, y)
            for x in ca[i]
            for y in cb[j]
            if la[x] == lb[y] and (x, y) not in memo
        ]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        kids_a, kids_b = ca[i], cb[j]
        n = len(kids_b)
        prev = [0] * (n + 1)
        for x in kids_a:
            cur = [0] * (n + 1)
            lx = la[x]
            for q, y in enumerate(kids_b, 1):
                w = memo[(x, y)] if lx == lb[y] else 0
                best = prev[q - 1] + w
                if prev[q] > best:
                    best = prev[q]
                if cur[q - 1] > best:
                    best = cur[q - 1]
                cur[q] = best
            prev = cur
        memo[(i, j)] = 1 + prev[n]
    return memo[(0, 0)]


def similarity(a: TagTree, b: TagTree) -> float:
    """MDR's normalised tree similarity STM(a, b) / ((|a| + |b|) / 2), in [0, 1]."""
    total = a.size + b.size
    if total == 0:
        return 0.0
    # Upper bound first: STM <= min(|a|, |b|), so unequal sizes alone may decide.
    if a.labels[0] != b.labels[0]:
        return 0.0
    if a is b or a == b:  # identical shapes: STM is the whole tree
        return 1.0
    return 2.0 * _matching(a, b) / total


#: Pairs of tree shapes whose matching is remembered (pages of one site share templates).
MATCHING_CACHE_SIZE = 4096


@lru_cache(maxsize=MATCHING_CACHE_SIZE)
def _matching(a: TagTree, b: TagTree) -> int:
    return simple_tree_matching(a, b)


def size_bound(a: TagTree, b: TagTree) -> float:
    """The largest similarity the sizes of ``a`` and ``b`` allow: 2·min / (|a| + |b|)."""
    sa, sb = a.size, b.size
    return 2.0 * (sa if sa < sb else sb) / (sa + sb)


def tree_similarity(a: Nodes, b: Nodes) -> float:
    """Similarity of two lxml sub-trees (or runs of sibling sub-trees) by MDR's normalised
    simple tree matching (WEB-UIE §3.2.2 uses it with threshold 0.8)."""
    return similarity(tag_tree(a), tag_tree(b))


def label_bound(a: TagTree, b: TagTree) -> float:
    """The largest similarity the tags of ``a`` and ``b`` allow: a matching pairs nodes of
    equal tags, each node once, so STM(a, b) <= sum over tags of min(count in a, count in b)."""
    ca, cb = _label_counts(a), _label_counts(b)
    if len(ca) > len(cb):
        ca, cb = cb, ca
    shared = 0
    for label, n in ca.items():
        m = cb.get(label)
        if m:
            shared += n if n < m else m
    return 2.0 * shared / (a.size + b.size)


def _label_counts(t: TagTree) -> dict[str, int]:
    counts = t._counts
    if counts is None:
        counts = t._counts = {}  # a cache, not a field: equality unchanged
        for label in t.labels:
            counts[label] = counts.get(label, 0) + 1
    return counts


def is_similar(a: TagTree, b: TagTree, threshold: float = SIMILARITY_THRESHOLD) -> bool:
    """True when ``similarity(a, b) > threshold`` (WEB-UIE §3.2.2: Similarity > 0.8).
    Cheap upper bounds first (sizes, then tag counts); the matching only when both pass."""
    if a.labels[0] != b.labels[0] or size_bound(a, b) <= threshold:
        return False
    if a is b or a == b:
        return 1.0 > threshold
    if label_bound(a, b) <= threshold:
        return False
    return similarity(a, b) > threshold


def forest(trees: Iterable[TagTree]) -> TagTree:
    """Join already flattened trees under one virtual root (a multi-tag repeating unit).
    The units of a directory share their shapes, so joins are remembered by their trees."""
    return _forest(tuple(trees))


#: Forests remembered (units of one site's directories recur in a few shapes).
FOREST_CACHE_SIZE = 4096


@lru_cache(maxsize=FOREST_CACHE_SIZE)
def _forest(trees: tuple[TagTree, ...]) -> TagTree:
    labels: list[str] = [_FOREST]
    children: list[tuple[int, ...]] = [()]
    roots: list[int] = []
    for t in trees:
        off = len(labels)
        roots.append(off)
        labels.extend(t.labels)
        children.extend(tuple(c + off for c in kids) for kids in t.children)
    children[0] = tuple(roots)
    return TagTree(tuple(labels), tuple(children))
