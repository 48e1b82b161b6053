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

from dataclasses import dataclass
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


@dataclass(frozen=True)
class TagTree:
    """A labelled ordered tree flattened to arrays: ``labels[i]`` is node i's tag and
    ``children[i]`` its child indices; node 0 is the root."""

    labels: tuple[str, ...]
    children: tuple[tuple[int, ...], ...]

    @property
    def size(self) -> int:
        """Number of nodes (the virtual root of a forest counts as one)."""
        return len(self.labels)


def tag_tree(nodes: Nodes, *, max_nodes: int = MAX_NODES, max_depth: int = MAX_DEPTH) -> TagTree:
    """Flatten an lxml element (or a run of sibling elements, under a virtual root) into a
    :class:`TagTree` of its element tags, skipping comments and script/style sub-trees, cut
    to ``max_nodes`` nodes and ``max_depth`` levels. Iterative."""
    if isinstance(nodes, etree._Element):
        roots: list[etree._Element] = [nodes]
        forest = False
    else:
        roots = [n for n in nodes if isinstance(n.tag, str)]
        forest = True
    labels: list[str] = []
    children: list[list[int]] = []
    if forest:
        labels.append(_FOREST)
        children.append([])
        stack = [(r, 0, 1) for r in reversed(roots)]
    else:
        stack = [(roots[0], -1, 0)]
    skip = SKIP_TAGS
    pop, push = stack.pop, stack.extend
    while stack and len(labels) < max_nodes:
        el, parent, depth = pop()
        tag = el.tag
        if tag.__class__ is not str or tag in skip:  # comments, processing instructions
            continue
        idx = len(labels)
        labels.append(tag)
        children.append([])
        if parent >= 0:
            children[parent].append(idx)
        if depth < max_depth and len(el):
            push([(c, idx, depth + 1) for c in reversed(el)])
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
    return 2.0 * min(a.size, b.size) / (a.size + b.size)


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
    counts = t.__dict__.get("_label_counts")
    if counts is None:
        counts = {}
        for label in t.labels:
            counts[label] = counts.get(label, 0) + 1
        object.__setattr__(t, "_label_counts", counts)  # a cache, not a field: equality unchanged
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
    """Join already flattened trees under one virtual root (a multi-tag repeating unit)."""
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
