"""The gap filter of STEM (003_5c5f8c352acb4346.txt §5.2, eqs. 3-5) and its two extensions:
an occurrence also counts when preceded by a repetition (two-sided), and record prefixes
repeated by sibling elements (the gap filter at the level of the tree)."""

from __future__ import annotations

import numpy as np
from rapidfuzz.distance import LCSseq

from webextract.dom.tagpaths import TagPathIndex
from webextract.extract.stem.patterns import ALPHA, BETA, MAX_PATTERN_LENGTH
from webextract.extract.stem.suffixtree import SuffixTree


def gap_validation(tree: SuffixTree, q: int, *, alpha: float = ALPHA, beta: float = BETA) -> float:
    """Gap filter of STEM §5.2: the pattern validation rate of node ``q`` (eqs. 3-5).

    Step 1 walks q's subtree depth-first and collects the nodes where the concatenated
    labels below q reach the length l of q's node sequence (leaves are collected when
    reached); step 2 takes the first l identifiers s' after q's sequence at each collected
    node and counts its node frequency into h when rvr = |lcs(s, s')| / l >= α (eq. 3);
    step 3 returns h / nf(q) (eq. 5).  The walk stops early once the outcome against β is
    decided, so the returned value is exact only up to that decision: >= β iff q passes.
    """
    return _gap(tree, q, alpha, beta, tuple(tree.seq))


def _gap(tree: SuffixTree, q: int, alpha: float, beta: float, tseq: tuple[int, ...]) -> float:
    """:func:`gap_validation` given the sequence as a tuple."""
    sa, depth, lb, rb, ends = tree.sa, tree.depth, tree.lb, tree.rb, tree.end
    l = depth[q]
    start = sa[lb[q]]
    s = tseq[start:start + l]
    nf = rb[q] - lb[q] + 1
    need = beta * nf
    h = 0
    seen = 0
    cache: dict[tuple[int, ...], bool] = {}
    get = cache.get
    stack = [q]
    lcs = LCSseq.similarity
    limit = alpha * l
    while stack:
        node = stack.pop()
        # the node's children in suffix-array order: internal nodes and the leaves
        # (single suffix-array slots) between them, each judged as it comes
        i = lb[node]
        last = rb[node]
        c = node + 1  # the first child (pre-order); the next one starts after its subtree
        stop = ends[node]
        child_at = lb[c] if c < stop else last + 1
        while i <= last:
            if i == child_at:  # the internal child c
                weight = rb[c] - i + 1
                p = sa[i] + l
                i += weight
                if depth[c] - l < l:
                    stack.append(c)
                    c = ends[c]
                    child_at = lb[c] if c < stop else last + 1
                    continue
                c = ends[c]
                child_at = lb[c] if c < stop else last + 1
            else:  # a leaf
                weight = 1
                p = sa[i] + l
                i += 1
            window = tseq[p:p + l]
            ok = get(window)
            if ok is None:
                ok = cache[window] = bool(window) and lcs(s, window) >= limit
            seen += weight
            if ok:
                h += weight
                if h >= need:
                    return h / nf
            elif h + (nf - seen) < need:
                return h / nf
    return h / nf


def two_sided_validation(tree: SuffixTree, q: int, *, alpha: float = ALPHA,
                         beta: float = BETA) -> float:
    """Gap filter with the window on both sides of each occurrence (an extension of §5.2).

    The paper counts an occurrence of s when the l identifiers *after* it are a valid
    repetition of s (eq. 3).  The last record of every region is followed by something
    else, so a region of k records scores at most (k - 1) / k: with β = 0.6 a region of
    two records can never pass, nor a page of several two-record lists.  Here an
    occurrence also counts when the l identifiers *before* it are a valid repetition, so
    every record of a contiguous run counts and an isolated occurrence still does not.
    Output: h / nf(q) with early exit (exact only up to the decision against β).
    """
    return _two_sided(tree, q, alpha, beta, tuple(tree.seq))


def _two_sided(tree: SuffixTree, q: int, alpha: float, beta: float,
               tseq: tuple[int, ...]) -> float:
    """:func:`two_sided_validation` given the sequence as a tuple (windows are sliced
    from it as ready-made cache keys)."""
    sa, depth, lb, rb = tree.sa, tree.depth, tree.lb, tree.rb
    if rb[q] - lb[q] + 1 >= _VECTOR_FROM:
        return _two_sided_np(tree, q, alpha, beta, tseq)
    l = depth[q]
    positions = sa[lb[q]:rb[q] + 1]
    start = positions[0]
    s = tseq[start:start + l]
    nf = len(positions)
    starts = set(positions)
    need = beta * nf
    cache: dict[tuple[int, ...], bool] = {}
    get = cache.get
    lcs = LCSseq.similarity
    limit = alpha * l
    h = 0
    for i, p in enumerate(positions):
        if (p + l) in starts or (p - l) in starts:
            ok = True
        else:
            window = tseq[p + l:p + 2 * l]  # the l identifiers after the occurrence
            ok = get(window)
            if ok is None:
                ok = cache[window] = bool(window) and lcs(s, window) >= limit
            if not ok and p >= l:
                window = tseq[p - l:p]  # ... and before it
                ok = get(window)
                if ok is None:
                    ok = cache[window] = bool(window) and lcs(s, window) >= limit
        if ok:
            h += 1
            if h >= need:
                return h / nf
        elif h + (nf - i - 1) < need:
            break
    return h / nf


def _two_sided_np(tree: SuffixTree, q: int, alpha: float, beta: float,
                  tseq: tuple[int, ...]) -> float:
    """:func:`_two_sided` for a frequent node, all occurrences at once, same result.

    An occurrence counts when another one starts l identifiers after or before it, or
    when the window after it (else before it) is a valid repetition (eq. 3).  Equal
    windows are found without comparing them (:meth:`SuffixTree.window_ids`), so rvr is
    computed once per distinct window.  The early exits of the loop are replayed on the
    running count.
    """
    arr = tree.arrays
    lo, hi = tree.lb[q], tree.rb[q] + 1
    l = tree.depth[q]
    n = len(tseq)
    pos = arr["sa"][lo:hi]
    nf = len(pos)
    need = beta * nf
    starts = np.zeros(n + 2 * l + 1, dtype=bool)  # starts[x + l]: an occurrence at x
    starts[pos + l] = True
    ok = starts[pos + 2 * l] | starts[pos]
    first = int(pos[0])
    s = tseq[first:first + l]
    limit = alpha * l
    lcs = LCSseq.similarity
    for after in (True, False):  # the window after the occurrence, then the one before
        todo = np.flatnonzero(~ok)
        if not len(todo):
            break
        at = pos[todo] + l if after else pos[todo] - l
        inside = at < n if after else at >= 0  # nothing after: no repetition
        if not inside.all():
            todo, at = todo[inside], at[inside]
            if not len(todo):
                continue
        where, which = _distinct(tree.window_ids(at, l), sorted_=after)
        good = np.array([lcs(s, tseq[x:x + l]) >= limit for x in at[where].tolist()], dtype=bool)
        ok[todo] = good[which]
    counts = np.cumsum(ok)
    passed = np.flatnonzero(ok & (counts >= need))
    # the loop gives up at an occurrence that does not count once the rest cannot
    # make up for it
    gave_up = np.flatnonzero(~ok & (counts + (nf - 1 - np.arange(nf)) < need))
    stop = min(int(passed[0]) if len(passed) else nf, int(gave_up[0]) if len(gave_up) else nf)
    if stop == nf:
        return int(counts[-1]) / nf
    return int(counts[stop]) / nf


def _distinct(ids: np.ndarray, sorted_: bool) -> tuple[np.ndarray, np.ndarray]:
    """For a non-empty array of numbers: the index of one entry of each distinct number,
    and for every entry the number of its distinct number (0, 1, ...).  ``sorted_``:
    the numbers are ascending already.  (What ``np.unique(ids, return_index=True,
    return_inverse=True)`` gives, in fewer steps.)

    The windows after the occurrences of a node come sorted: the occurrences are in
    suffix-array order and all start with the node's sequence, so the suffixes l
    further are in the same order, and their window numbers ascend."""
    order = None if sorted_ else np.argsort(ids, kind="stable")
    ranked = ids if order is None else ids[order]
    change = np.empty(len(ranked), dtype=bool)
    change[0] = True
    np.not_equal(ranked[1:], ranked[:-1], out=change[1:])
    group = np.cumsum(change) - 1
    if order is None:
        return np.flatnonzero(change), group
    which = np.empty_like(group)
    which[order] = group
    return order[change], which


#: Nodes with at least this many occurrences have their windows checked with numpy.
_VECTOR_FROM = 200


def sibling_validation(tree: SuffixTree, q: int, index: TagPathIndex, *,
                       alpha: float = ALPHA, beta: float = BETA) -> float:
    """Gap filter at the level of the tree, for records longer than their common pattern.

    The paper's gap filter (eqs. 3-5) asks that an occurrence of q's node sequence s be
    followed, in the WPS, by a near copy of s.  When records are longer than what they
    share (optional fields, records longer than L), s is only a *prefix* of each record
    and what follows it is the rest of the record, so the gap filter prunes the region.
    Here an occurrence at position p is contiguous when s lies inside the subtree of the
    element at p (s starts with the record's root, §5.3 case 1) and that element's next
    sibling starts with s as well and resembles it: the first L identifiers of the two
    subtrees have an LCS of at least α times the shorter (the record validation rate of
    eq. 2 between neighbouring records).  Output: h / nf(q), with early exit like
    :func:`gap_validation`; 0 when s does not start with a record root.
    """
    return _sibling(tree, q, index, alpha, beta, tuple(tree.seq))


def _sibling(tree: SuffixTree, q: int, index: TagPathIndex, alpha: float, beta: float,
             tseq: tuple[int, ...]) -> float:
    """:func:`sibling_validation` given the sequence as a tuple (the pairs of subtrees
    compared are cache keys: the records of a region mostly repeat a few shapes)."""
    sa, depth, lb, rb = tree.sa, tree.depth, tree.lb, tree.rb
    parent, end = index.parent, index.end
    l = depth[q]
    first = sa[lb[q]]
    if end[first] <= first + l:
        return 0.0  # the pattern covers whole subtrees: the WPS gap filter decides
    nf = rb[q] - lb[q] + 1
    starts = set(sa[lb[q]:rb[q] + 1])
    need = beta * nf
    limit = MAX_PATTERN_LENGTH
    lcs = LCSseq.similarity
    cache: dict[tuple[tuple[int, ...], tuple[int, ...]], bool] = {}
    h = 0
    for i, p in enumerate(sa[lb[q]:rb[q] + 1]):
        e = end[p]
        if e >= p + l and e in starts and parent[e] == parent[p]:
            pair = (tseq[p:min(e, p + limit)], tseq[e:min(end[e], e + limit)])
            ok = cache.get(pair)
            if ok is None:
                a, b = pair
                ok = cache[pair] = lcs(a, b) >= alpha * min(len(a), len(b))
            if ok:
                h += 1
                if h >= need:
                    return h / nf
        if h + (nf - i - 1) < need:
            break
    return h / nf
