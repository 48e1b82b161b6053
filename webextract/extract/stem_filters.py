"""The four refining filters of STEM (003_5c5f8c352acb4346.txt §5) and their helpers.

Every internal node of the web page suffix tree is a candidate data record pattern (DRP).
:func:`refine` visits the nodes in pre-order (Algorithm 1, ``FILTER``) and passes each one
through the frequency, gap, tree and repetition filters in that order; a node none of
them prunes yields a DRP.  How many nodes each filter prunes is counted (Figure 9).

Readings of the paper where it is terse (documented in docs/stem.md):

* Eq. (5) says the gap filter "can prune q if h/nf(q) >= β"; the surrounding text (and
  eq. 4) make clear that q is *kept* when the ratio reaches β, which is what is done here.
* Tree filter step (3), "if more than one s_r appears in s, eliminate the rest s_r": after
  the rotation, when the pattern holds its root identifier again and what follows is a
  proper prefix of the pattern (a record cut in the middle, Fig. 7), that tail is dropped.
  A pattern whose roots do not share one parent path is no tree pattern (neither of the
  two cases of §5.3) and is pruned too, and so is a rotation that does not itself occur
  at least twice in the WPS (rotating a window that is not one whole period of a
  repeated region gives a sequence the page does not contain).
* Nested repetition: the pattern without its root identifiers is a pure repetition of an
  already collected DRP (the way simple repetition is checked against collected DRPs).
  Requiring the unit to be a collected DRP keeps ordinary rows such as
  ``(tr, td, a, td, a)``, whose cells are not records.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import numpy as np
from rapidfuzz.distance import LCSseq

from typing import Any, Callable

from webextract.dom.tagpaths import TagPathIndex, TagPaths, is_ancestor_path, parent_path
from webextract.extract.suffixtree import SuffixTree

#: α: record validation rate threshold, eqs. (2) and (3); paper value 0.6.
ALPHA = 0.6
#: β: pattern validation rate threshold, eqs. (4) and (5); paper value 0.6.
BETA = 0.6
#: L: maximum DRP length (§7.3.2); paper value 100.
MAX_PATTERN_LENGTH = 100
#: Minimum DRP length: "each data record contains at least two attributes" (§3.2, §5.1).
MIN_PATTERN_LENGTH = 2
#: Minimum node frequency: a pattern must occur at least twice (§5.1).
MIN_FREQUENCY = 2

FILTERS: tuple[str, ...] = ("frequency", "gap", "tree", "repetition")


@dataclass
class FilterStats:
    """Suffix-tree nodes pruned by each refining filter (STEM Figure 9).

    ``total`` counts every node of the tree, leaves and root included; ``remaining`` is the
    number of DRPs that survive all four filters.
    """

    total: int = 0
    frequency: int = 0
    gap: int = 0
    tree: int = 0
    repetition: int = 0
    remaining: int = 0

    def as_dict(self) -> dict[str, int]:
        """The counts as a plain dict, in filter order."""
        return {
            "total": self.total, "frequency": self.frequency, "gap": self.gap,
            "tree": self.tree, "repetition": self.repetition, "remaining": self.remaining,
        }


@dataclass
class Pattern:
    """A data record pattern that survived the filters.

    ``htpis`` is the (rotated) pattern, ``roots`` the indices in it of the record's root
    elements (§5.3), ``node`` the suffix-tree node it came from and ``pvr`` that node's
    pattern validation rate (eq. 4/5).
    """

    htpis: list[int]
    roots: list[int]
    node: int
    pvr: float = 0.0
    paths: list[str] = field(default_factory=list)


def kmp_failure(pattern: Sequence[int]) -> list[int]:
    """KMP failure function: ``f[i]`` = length of the longest proper border of
    ``pattern[:i+1]`` (Knuth, Morris and Pratt, 1977; STEM §5.4 [54])."""
    f = [0] * len(pattern)
    k = 0
    for i in range(1, len(pattern)):
        c = pattern[i]
        while k and pattern[k] != c:
            k = f[k - 1]
        if pattern[k] == c:
            k += 1
        f[i] = k
    return f


def kmp_search(text: Sequence[int], pattern: Sequence[int]) -> list[int]:
    """All start positions of ``pattern`` in ``text`` (overlapping ones included), by KMP
    in O(len(text) + len(pattern)).  An empty pattern gives ``[]``."""
    m = len(pattern)
    if not m:
        return []
    f = kmp_failure(pattern)
    found: list[int] = []
    k = 0
    for i, c in enumerate(text):
        while k and pattern[k] != c:
            k = f[k - 1]
        if pattern[k] == c:
            k += 1
            if k == m:
                found.append(i - m + 1)
                k = f[k - 1]
    return found


def is_simple_repetition(seq: Sequence[int], unit: Sequence[int]) -> bool:
    """Eq. (7): is ``seq`` = (unit, unit, ..., unit) with at least two copies?

    Checked with KMP (§5.4): the occurrences of ``unit`` in ``seq`` must tile it.
    """
    m, n = len(unit), len(seq)
    if not m or n < 2 * m or n % m or list(seq[:m]) != list(unit):
        return False
    hits = set(kmp_search(seq, unit))
    return all(i in hits for i in range(0, n, m))


def smallest_period(seq: Sequence[int]) -> int:
    """The smallest p such that ``seq`` is ``seq[:p]`` repeated exactly (``len(seq)`` when
    it is no repetition), from the KMP failure function."""
    n = len(seq)
    if not n:
        return 0
    p = n - kmp_failure(seq)[-1]
    return p if n % p == 0 else n


def find_roots(paths: Sequence[Any],
               is_ancestor: Callable[[Any, Any], bool] = is_ancestor_path) -> list[int]:
    """Root nodes of a pattern from its tag paths (STEM §5.3 step 2).

    Input: the tag paths of the pattern's identifiers, in order (strings, or path numbers
    with an ``is_ancestor`` test such as :meth:`TagPaths.is_ancestor`).  Scanning left to
    right, each current path removes the following paths it is a prefix of; the first
    path it is not a prefix of becomes the next current path.  Output: the indices of the
    paths never removed, the roots.
    """
    roots: list[int] = []
    current: Any = None
    for i, p in enumerate(paths):
        if current is not None and is_ancestor(current, p):
            continue
        roots.append(i)
        current = p
    return roots


def pattern_roots(pattern: Sequence[int], path_of: Sequence[str]) -> list[int]:
    """:func:`find_roots` of a pattern of HTPIs, given the tag path of every HTPI
    (``path_of[h - 1]``; a :class:`TagPaths` is compared without spelling paths out)."""
    if isinstance(path_of, TagPaths):
        pre, post = path_of.numbering()
        roots: list[int] = []
        cur = -1
        for i, h in enumerate(pattern):
            x = h - 1
            if cur >= 0 and pre[cur] < pre[x] and post[x] < post[cur]:
                continue
            roots.append(i)
            cur = x
        return roots
    return find_roots([path_of[h - 1] for h in pattern])


def _parent_key(h: int, path_of: Sequence[str]) -> Any:
    if isinstance(path_of, TagPaths):
        return path_of.parent_of(h - 1)
    return parent_path(path_of[h - 1])


def rotate(pattern: Sequence[int]) -> list[int]:
    """Tree filter step 3 (STEM §5.3, eq. 6): rotate a pattern to its smallest-HTPI root.

    The identifier with the smallest HTPI is always a root: an ancestor's tag path is
    met, and numbered, before any of its descendants' paths, so no earlier element of
    the pattern can be its ancestor.  The pattern is rotated to start at the first
    occurrence of that identifier s_r, and cut before a second occurrence of s_r
    ("eliminates the rest s_r": what follows is the start of the next record).
    Output: the rotated pattern (possibly shorter).
    """
    if not pattern:
        return []
    return _rotation(list(pattern))[0]


def _rotation(pattern: list[int]) -> tuple[list[int], bool]:
    """:func:`rotate` of a non-empty list, and whether the rotated pattern is cut (a
    second s_r follows the first).  A cut one is the piece of the pattern between the
    two; one that is not cut is the pattern itself when it starts with s_r (else it
    wraps around: the part from s_r on, then the part before it, which holds no s_r)."""
    s_r = min(pattern)
    r = pattern.index(s_r)
    try:
        return pattern[r:pattern.index(s_r, r + 1)], True
    except ValueError:
        return (pattern[r:] + pattern[:r] if r else pattern[:]), False


def is_tree_pattern(pattern: Sequence[int], path_of: Sequence[str]) -> bool:
    """§5.3 cases 1-2: the pattern's roots (step 2) all have the same parent path."""
    return _same_parent(pattern, pattern_roots(pattern, path_of), path_of)


def _same_parent(pattern: Sequence[int], roots: list[int], path_of: Sequence[str]) -> bool:
    """:func:`is_tree_pattern` given the pattern's roots."""
    parent = _parent_key(pattern[roots[0]], path_of)
    return all(_parent_key(pattern[i], path_of) == parent for i in roots)


def rotate_to_root(pattern: Sequence[int], path_of: Sequence[str]) -> list[int] | None:
    """Tree filter steps 1-3 (STEM §5.3, eq. 6): rotate a pattern to start at its root.

    Input: a pattern of HTPIs and the tag path of every HTPI (``path_of[h - 1]``).
    Output: the pattern rotated by :func:`rotate`, or ``None`` when it is shorter than two
    identifiers afterwards or is no tree pattern (:func:`is_tree_pattern`).
    """
    rotated = rotate(pattern)
    if len(rotated) < MIN_PATTERN_LENGTH or not is_tree_pattern(rotated, path_of):
        return None
    return rotated


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
#: Subtrees with fewer nodes than this are counted node by node, larger ones with numpy.
_SMALL_SUBTREE = 48


@dataclass
class RefineOptions:
    """Thresholds of the refining filters, with the paper's defaults."""

    alpha: float = ALPHA  # α, eq. (3)
    beta: float = BETA  # β, eqs. (4)-(5)
    max_length: int = MAX_PATTERN_LENGTH  # L
    min_length: int = MIN_PATTERN_LENGTH
    min_frequency: int = MIN_FREQUENCY
    two_sided_gap: bool = True  # an occurrence also counts when preceded by a repetition
    sibling_gap: bool = True  # also accept record prefixes repeated by sibling elements
    # Drop a node whose rotation was already met before running the gap filter on it (the
    # tree filter would drop it anyway; only the Figure 9 attribution changes).
    dedupe_first: bool = True


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


def refine(tree: SuffixTree, path_of: Sequence[str],
           options: RefineOptions | None = None,
           index: TagPathIndex | None = None) -> tuple[list[Pattern], FilterStats]:
    """Run the four refining filters over every node (STEM §4.1 step 4, Algorithm 1).

    Input: the suffix tree of a WPS and the tag path of every HTPI.  A node the paper's
    gap filter prunes is checked again by :func:`two_sided_validation` when
    ``options.two_sided_gap`` is set; with the page's
    :class:`TagPathIndex` (and ``options.sibling_gap``) a node the gap filter prunes gets
    a second chance by :func:`sibling_validation`; the nodes below one accepted that way
    denote the same records (the subtrees of the same roots) and count as tree-filter
    duplicates.  Nodes are visited in pre-order, so a node is checked after its ancestors
    (the repetition filter relies on it).  Output: the DRPs in the order found, and the
    per-filter prune counts.
    """
    opt = options or RefineOptions()
    stats = FilterStats(total=tree.n_internal + tree.n_leaves)
    n_frequency = tree.n_leaves  # every leaf has node frequency 1
    n_tree = 0
    found: list[Pattern] = []
    seen: set[tuple[int, ...]] = set()
    collected: list[list[int]] = []
    depth, lbs, rbs, ends, up_of = tree.depth, tree.lb, tree.rb, tree.end, tree.parent
    seq, sa = tree.seq, tree.sa
    n_nodes = len(depth)
    min_length, max_length, min_frequency = opt.min_length, opt.max_length, opt.min_frequency
    check_frequency = min_frequency > 2  # an internal node holds two suffixes at least
    dedupe_first = opt.dedupe_first
    # Rotation of each node, reused by its children: when a node's sequence already holds
    # its smallest identifier twice, a child whose extra identifiers are not smaller has
    # the same rotation (eq. 6 keeps the part between the first two occurrences).
    # cut_key[q] = (smallest identifier, rotation, whether the rotation was met before).
    cut_key: list[tuple[int, tuple[int, ...], bool] | None] = [None] * n_nodes
    tseq: tuple[int, ...] | None = None  # the WPS as a tuple, made when first needed
    # Whole subtrees whose outcome is known are counted at once (nodes are numbered in
    # pre-order, so q's subtree is q .. ends[q] - 1); skipped[c] marks the nodes counted.
    skipped = bytearray(n_nodes)
    marks = np.frombuffer(skipped, dtype=np.uint8)

    def rare(first: int, stop: int) -> np.ndarray:
        """Which nodes first .. stop - 1 (below a node that passed it) the frequency
        filter prunes: the too deep ones, and with a minimum above 2 the too rare."""
        arr = tree.arrays
        out = arr["depth"][first:stop] > max_length
        if check_frequency:
            out |= arr["rb"][first:stop] - arr["lb"][first:stop] + 1 < min_frequency
        return out

    q = 0
    while q >= 0:
        l = depth[q]
        nxt = q + 1
        if l > max_length or (check_frequency and rbs[q] - lbs[q] + 1 < min_frequency):
            # the frequency filter prunes the whole subtree: deeper, no more frequent
            n_frequency += ends[q] - q
            q = skipped.find(0, ends[q])
            continue
        if l < min_length:
            n_frequency += 1
            q = skipped.find(0, nxt)
            continue
        lo = lbs[q]
        up = up_of[q]
        known = cut_key[up] if up >= 0 else None
        start = sa[lo]
        subtree = 0  # 1: the whole subtree denotes the same records; 2: the descendants
        #              that keep q's rotation meet it again
        if known is not None and min(seq[start + depth[up]:start + l]) >= known[0]:
            key = known[1]
            cut_key[q] = known
            if known[2] and dedupe_first:
                n_tree += 1  # a rotation met before: the tree filter would drop it anyway
                subtree = 2
            rotated = list(key)
        else:
            known = None
            node_seq = seq[start:start + l]
            rotated, cut = _rotation(node_seq)
            key = tuple(rotated)
            if cut:
                cut_key[q] = known = (rotated[0], key, key in seen)
        if subtree:
            pass
        elif dedupe_first and key in seen:
            n_tree += 1  # a rotation met before: the tree filter would drop it anyway
            subtree = 2
        else:
            if tseq is None:
                tseq = tuple(seq)
            pvr = _gap(tree, q, opt.alpha, opt.beta, tseq)
            if pvr < opt.beta and opt.two_sided_gap:
                pvr = _two_sided(tree, q, opt.alpha, opt.beta, tseq)
            if pvr < opt.beta and index is not None and opt.sibling_gap:
                pvr = _sibling(tree, q, index, opt.alpha, opt.beta, tseq)
                if pvr >= opt.beta:
                    # the nodes below denote the same records (the subtrees of the same
                    # roots): tree-filter duplicates
                    subtree = 1
            if pvr < opt.beta:
                stats.gap += 1
            elif len(rotated) < min_length or key in seen:
                n_tree += 1
            else:
                seen.add(key)
                if known is not None and known[1] is key and not known[2]:
                    # every node sharing this rotation from now on meets it again
                    known = (known[0], key, True)
                    cut_key[q] = known
                roots = pattern_roots(rotated, path_of)
                if not _same_parent(rotated, roots, path_of):
                    n_tree += 1
                else:
                    # a rotation that is a piece of q's sequence (cut, or not moved:
                    # q's own, or the one it shares with its parent, which is cut) occurs
                    # wherever q does (nf(q) times, at least min_frequency); one that
                    # wraps around is looked up
                    if known is not None or rotated[0] == seq[start]:
                        repeated = True
                    else:
                        lo, hi = tree.find(rotated)
                        repeated = hi - lo >= min_frequency
                    if not repeated:  # the rotation is no repeated pattern
                        n_tree += 1
                    elif _repeats(rotated, roots, collected):
                        stats.repetition += 1
                    else:
                        collected.append(rotated)
                        found.append(Pattern(rotated, roots, q, pvr,
                                             [path_of[h - 1] for h in rotated]))
            if not subtree and dedupe_first and cut_key[q] is not None and key in seen:
                subtree = 2
        if subtree == 2 and cut_key[q] is None:
            subtree = 0  # the children work out their own rotations
        stop = ends[q]
        if subtree and stop - nxt < _SMALL_SUBTREE:  # node by node (numpy costs more)
            least = cut_key[q][0] if subtree == 2 else None
            c = nxt
            while c < stop:
                if least is not None:
                    # c's parent kept q's rotation (else c would have been passed
                    # over with it): c keeps it unless its own edge has a smaller label
                    first = sa[lbs[c]]
                    if min(seq[first + depth[up_of[c]]:first + depth[c]]) < least:
                        c = ends[c]  # leaves q's rotation, and so does all below it:
                        continue     # visited in turn
                    skipped[c] = 1
                if depth[c] > max_length or (check_frequency
                                             and rbs[c] - lbs[c] + 1 < min_frequency):
                    n_frequency += 1
                else:
                    n_tree += 1
                c += 1
            if least is None:
                nxt = stop
        elif subtree:
            deep = rare(nxt, stop)
            if subtree == 1:
                pruned = None
            else:
                # a descendant keeps q's rotation while no identifier below q is smaller
                # than q's smallest (its path from q never leaves cut_key[q])
                arr = tree.arrays
                first = arr["sa"][arr["lb"][nxt:stop]]
                pruned = tree.range_min(first + l, first + arr["depth"][nxt:stop]) >= cut_key[q][0]
                deep &= pruned
            n_deep = int(np.count_nonzero(deep))
            n_frequency += n_deep
            if pruned is None:
                n_tree += stop - nxt - n_deep
                nxt = stop
            else:
                n_tree += int(np.count_nonzero(pruned)) - n_deep
                marks[nxt:stop] |= pruned
        q = skipped.find(0, nxt)
    stats.frequency = n_frequency
    stats.tree = n_tree
    stats.remaining = len(found)
    return found, stats


def is_repetition(s: list[int], collected: list[list[int]], path_of: Sequence[str]) -> bool:
    """Repetition filter (STEM §5.4): simple repetition (eq. 7) of a collected DRP, or
    nested repetition: without its root identifiers, a repetition of a collected DRP."""
    return _repeats(s, pattern_roots(s, path_of), collected)


def _repeats(s: list[int], roots: list[int], collected: list[list[int]]) -> bool:
    """:func:`is_repetition` given the pattern's roots."""
    for drp in collected:
        if is_simple_repetition(s, drp):
            return True
    root_set = set(roots)
    rest = [h for i, h in enumerate(s) if i not in root_set]
    if len(rest) >= 2 * MIN_PATTERN_LENGTH:
        p = smallest_period(rest)
        if p < len(rest):
            unit = rest[:p]
            return any(unit == drp for drp in collected)
    return False
