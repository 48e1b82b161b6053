"""The web page suffix tree (WPST) of STEM, over integer sequences, built in linear time.

STEM (003_5c5f8c352acb4346.txt) Definition 2 and §4.1 step 3 build a suffix tree on the
web page sequence with Ukkonen's algorithm and read two attributes off each node: its
*node sequence* (the labels on the path from the root) and its *node frequency* (the
number of suffixes that start with it).

Which construction, and why.  This module builds the same tree as a suffix array plus an
LCP array, and reads the internal nodes as the array's *LCP intervals* (Abouelhoda, Kurtz
and Ohlebusch, "Replacing suffix trees with enhanced suffix arrays", 2004): every internal
node of the suffix tree is exactly one interval ``[lb, rb]`` of the suffix array whose
suffixes share a longest common prefix of length ``depth``; its node sequence is
``seq[sa[lb]:sa[lb] + depth]`` and its node frequency ``rb - lb + 1``; its children are
the nested intervals and the single suffixes (leaves) between them.  So every question
STEM asks of the tree is answered, with the same nodes and the same frequencies.

Two constructions give the same arrays and the same tree (``method``):

* ``"divsufsort"`` (the default when the ``pydivsufsort`` wheel imports): the suffix
  array by libdivsufsort and the LCP array by its Kasai et al. (2001) routine, both
  compiled code of a maintained wheel; the LCP intervals are then found with numpy
  (previous/next smaller LCP value by pointer jumping over whole arrays, a few dozen
  rounds on real sequences, finished by binary lifting over a table of block minima
  after 48, so O(n log n) element operations at worst and no Python-level loop per
  position).
* ``"sais"``: the reference, pure Python.  The suffix array by SA-IS (Nong, Zhang and
  Chan, 2009), the LCP array by Kasai et al., the intervals with one stack pass, all
  O(n); each step is a handful of flat integer lists, and SA-IS keeps its recursion
  levels on an explicit list, so nothing recurses.

Either way the nodes are numbered in pre-order (root 0, children in suffix-array order)
and ``end[q]`` is one past the last node of q's subtree, so a subtree is the node range
``q .. end[q] - 1``.

The sequence may hold any non-negative integers; an end marker smaller than every symbol
is implied, so every suffix ends in a leaf as with the paper's ``$``.

The suffix and LCP arrays come from :mod:`webextract.extract.stem.suffixarray`.
"""

from __future__ import annotations

from typing import Iterator, Sequence

import numpy as np

from webextract.extract.stem.suffixarray import (
    _as_array,
    _lcp_kasai,
    _lcp_np,
    _method,
    _sort_suffixes,
    suffix_array_sais,
)


class SuffixTree:
    """Internal nodes of the suffix tree of ``seq`` as LCP intervals, in pre-order.

    Node ids are integers in pre-order: node 0 is the root (depth 0, the whole array),
    and a node's children (in suffix-array order) and all its descendants follow it.
    For node ``q``: ``depth[q]`` is the length of its node sequence, ``lb[q]..rb[q]`` its
    suffix-array interval (so the node frequency is ``rb - lb + 1``), ``parent[q]`` the
    node it hangs from (-1 for the root), ``end[q]`` one past its last descendant (its
    subtree is the nodes ``q .. end[q] - 1``), ``children[q]`` its internal child nodes
    in suffix-array order.  Leaves are the suffix-array slots not covered by an internal
    child; there are ``len(seq)`` of them.  ``arrays`` holds ``seq``, ``sa``, ``depth``,
    ``lb`` and ``rb`` as numpy arrays, for whole-subtree questions.
    """

    def __init__(self, seq: list[int], sa: list[int], lcp: list[int], depth: list[int],
                 lb: list[int], rb: list[int], parent: list[int], end: list[int],
                 arrays: dict[str, np.ndarray] | None = None) -> None:
        self.seq, self.sa, self.lcp = seq, sa, lcp
        self.depth, self.lb, self.rb, self.parent, self.end = depth, lb, rb, parent, end
        self._arrays = arrays
        self._children: list[list[int]] | None = None
        self._table: tuple[np.ndarray, np.ndarray, int] | None = None
        self._blocks: dict[int, np.ndarray] = {}  # window length -> block number per rank

    @property
    def n_internal(self) -> int:
        """Number of internal nodes, the root included."""
        return len(self.depth)

    @property
    def n_leaves(self) -> int:
        """Number of leaves (one per suffix)."""
        return len(self.seq)

    @property
    def children(self) -> list[list[int]]:
        """``children[q]``: q's internal child nodes in suffix-array order (made once, on
        first use, from ``parent``)."""
        if self._children is None:
            kids: list[list[int]] = [[] for _ in self.depth]
            for q, p in enumerate(self.parent):
                if p >= 0:
                    kids[p].append(q)
            self._children = kids
        return self._children

    @property
    def arrays(self) -> dict[str, np.ndarray]:
        """``seq``, ``sa``, ``depth``, ``lb`` and ``rb`` as int64 numpy arrays."""
        if self._arrays is None:
            self._arrays = {}
        a = self._arrays
        for name in ("seq", "sa", "depth", "lb", "rb"):
            if name not in a:
                a[name] = np.asarray(getattr(self, name), dtype=np.int64)
        return a

    def node_frequency(self, q: int) -> int:
        """nf(q): how many suffixes start with q's node sequence (STEM Definition 2)."""
        return self.rb[q] - self.lb[q] + 1

    def node_sequence(self, q: int) -> list[int]:
        """q's node sequence: the labels on the path from the root (STEM Definition 2)."""
        start = self.sa[self.lb[q]]
        return self.seq[start:start + self.depth[q]]

    def positions(self, q: int) -> list[int]:
        """The start positions of q's node sequence in ``seq``, ascending."""
        return sorted(self.sa[self.lb[q]:self.rb[q] + 1])

    def child_items(self, q: int) -> Iterator[tuple[bool, int]]:
        """q's children in order: ``(True, node)`` for internal ones, ``(False, slot)`` for
        leaves, where ``slot`` is the leaf's suffix-array index."""
        i = self.lb[q]
        for c in self.children[q]:
            while i < self.lb[c]:
                yield False, i
                i += 1
            yield True, c
            i = self.rb[c] + 1
        while i <= self.rb[q]:
            yield False, i
            i += 1

    def preorder(self) -> Iterator[int]:
        """Internal nodes in pre-order (root first, children in suffix-array order): the
        node ids in increasing order."""
        return iter(range(len(self.depth)))

    def range_min(self, starts: np.ndarray, stops: np.ndarray) -> np.ndarray:
        """``min(seq[a:b])`` for each pair of ``starts`` and ``stops`` (numpy arrays,
        ``a < b``), by a sparse table of minima made on first use: O(1) per pair."""
        if self._table is None:
            self._table = _sparse_table(self.arrays["seq"])
        return _table_min(self._table, starts, stops)

    def window_ids(self, starts: np.ndarray, length: int) -> np.ndarray:
        """A number per window ``seq[x:x + length]`` (x in ``starts``, each ``< n``),
        equal for equal windows, without comparing them: two windows are equal iff their
        suffixes share a prefix of ``length`` symbols, i.e. no LCP value below
        ``length`` lies between their suffix-array ranks (a window cut short by the end
        of the sequence equals no other window)."""
        arr = self.arrays
        if "rank" not in arr:
            rank = np.empty(len(arr["sa"]), dtype=np.int64)
            rank[arr["sa"]] = np.arange(len(rank))
            arr["rank"] = rank
        if "lcp" not in arr:
            arr["lcp"] = np.asarray(self.lcp, dtype=np.int64)
        blocks = self._blocks.get(length)
        if blocks is None:
            blocks = self._blocks[length] = np.cumsum(arr["lcp"] < length)
        return blocks[arr["rank"][starts]]

    def find(self, pattern: Sequence[int]) -> tuple[int, int]:
        """Suffix-array interval ``(lo, hi)`` (half-open) of the suffixes starting with
        ``pattern``, by binary search: O(len(pattern) log n).  Empty when absent."""
        seq, sa, m = self.seq, self.sa, len(pattern)
        pat = list(pattern)
        lo, hi = 0, len(sa)
        while lo < hi:  # first suffix >= pattern
            mid = (lo + hi) // 2
            if seq[sa[mid]:sa[mid] + m] < pat:
                lo = mid + 1
            else:
                hi = mid
        first = lo
        hi = len(sa)
        while lo < hi:  # first suffix whose prefix > pattern
            mid = (lo + hi) // 2
            if seq[sa[mid]:sa[mid] + m] <= pat:
                lo = mid + 1
            else:
                hi = mid
        return first, lo

    def occurrences(self, pattern: Sequence[int]) -> list[int]:
        """All start positions of ``pattern`` in ``seq``, ascending."""
        lo, hi = self.find(pattern)
        return sorted(self.sa[lo:hi])


def _sparse_table(a: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    """A sparse table of minima of ``a``, flat: ``flat[k * n + j] = min(a[j:j + 2**k])``
    for every ``j + 2**k <= n``; with ``log2[w] = floor(log2(w))`` for w in 1..n."""
    n = len(a)
    levels = max(1, n.bit_length())
    flat = np.zeros(levels * n, dtype=a.dtype)
    flat[:n] = a
    for k in range(1, levels):
        half = 1 << (k - 1)
        prev = flat[(k - 1) * n:k * n]
        flat[k * n:k * n + n - 2 * half + 1] = np.minimum(prev[:n - 2 * half + 1],
                                                         prev[half:n - half + 1])
    log2 = np.zeros(n + 1, dtype=np.int64)
    if n:
        log2[1:] = np.frexp(np.arange(1, n + 1, dtype=np.float64))[1] - 1
    return flat, log2, n


def _table_min(table: tuple[np.ndarray, np.ndarray, int], starts: np.ndarray,
               stops: np.ndarray) -> np.ndarray:
    """``min(a[x:y])`` for each pair of a sparse table's array (``x < y``)."""
    flat, log2, n = table
    k = log2[stops - starts]
    row = k * n
    return np.minimum(flat[row + starts], flat[row + stops - (1 << k)])


def _nearest_smaller(ext: np.ndarray, points: np.ndarray, d: np.ndarray, step: int) -> np.ndarray:
    """For each position in ``points`` (values ``d = ext[points] > 0``), the nearest
    position before it (``step`` -1) or after it (``step`` 1) whose value is smaller;
    ``ext`` starts (``step`` -1) or ends (``step`` 1) with a 0, so there is one.

    Pointer jumping: every position points to one in the direction of ``step`` such
    that every value in between is at least its own (at first its neighbour); a point
    whose target is not smaller takes over the target's pointer, all at once, until
    no target is.  Usually that takes a few dozen rounds of whole-array operations;
    the points still unsettled after :data:`_JUMP_ROUNDS` rounds (long monotone runs
    can make it linear) finish by binary lifting over a table of block minima,
    O(log n) each."""
    ptr = np.arange(len(ext), dtype=np.int64) + step
    todo, want = points, d
    for _ in range(_JUMP_ROUNDS):
        at = ptr[todo]
        move = ext[at] >= want
        if not move.any():
            return ptr[points]
        todo, want = todo[move], want[move]
        ptr[todo] = ptr[at[move]]
    ptr[todo] = _lift(ext, ptr[todo], want, step)
    return ptr[points]


#: Rounds of pointer jumping before :func:`_nearest_smaller` turns to binary lifting.
_JUMP_ROUNDS = 48


def _lift(ext: np.ndarray, pos: np.ndarray, d: np.ndarray, step: int) -> np.ndarray:
    """The nearest position at or before (``step`` -1) or at or after (``step`` 1) each
    of ``pos`` whose ``ext`` value is below the matching ``d``, by binary lifting over
    blocks of ``2**k`` positions whose minimum is at least d (``ext`` has a 0 at the end
    searched towards)."""
    n = len(ext) - 1
    # table[k][j] = min(ext[j .. j + 2**k - 1]) (step 1) or min(ext[j - 2**k + 1 .. j])
    # (step -1); blocks running off the array read 0 and are never jumped over
    table = [ext]
    k = 1
    while (1 << k) <= n + 1:
        prev = table[-1]
        half = 1 << (k - 1)
        row = np.zeros(n + 1, dtype=np.int64)
        if step < 0:
            row[half:] = np.minimum(prev[half:], prev[:-half])
        else:
            row[:-half] = np.minimum(prev[:-half], prev[half:])
        table.append(row)
        k += 1
    for level in range(len(table) - 1, -1, -1):
        move = table[level][pos] >= d
        pos = np.where(move, pos + step * (1 << level), pos)
    return pos


def _intervals_np(lcp: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The LCP intervals of an LCP array (``lcp[0] = 0``), root excluded, in pre-order:
    arrays ``depth``, ``lb``, ``rb`` and ``parent`` (0 for a child of the root, node ids
    counting the root as 0).

    A position i with ``lcp[i] = d > 0`` lies in the interval of depth d that runs from
    the previous position with a smaller value (its ``lb``) to the one before the next
    position with a smaller value (its ``rb``); both are found for all positions at once
    (:func:`_nearest_smaller`).  An interval's parent is the one of the larger of
    ``lcp[lb]`` and ``lcp[rb + 1]`` (Abouelhoda et al. 2004).
    """
    n = len(lcp)
    ext = np.zeros(n + 1, dtype=np.int64)  # lcp with a 0 after the end
    ext[:n] = lcp
    points = np.flatnonzero(ext > 0)
    if not len(points):
        e = np.zeros(0, dtype=np.int64)
        return e, e, e, e
    d = ext[points]
    lb = _nearest_smaller(ext, points, d, -1)
    rb = _nearest_smaller(ext, points, d, 1) - 1
    # one node per (lb, depth); sorted by (lb, depth) that is pre-order
    key = lb * (int(d.max()) + 1) + d
    uniq, first, inverse = np.unique(key, return_index=True, return_inverse=True)
    node_lb, node_d, node_rb = lb[first], d[first], rb[first]
    node_of = np.zeros(n + 1, dtype=np.int64)  # position -> node id (root 0)
    node_of[points] = inverse.reshape(-1) + 1
    left, right = ext[node_lb], ext[node_rb + 1]
    at = np.where(left >= right, node_lb, node_rb + 1)
    parent = node_of[at]  # ext[at] == 0 gives node_of 0: the root
    return node_d, node_lb, node_rb, parent


def _subtree_ends(lbs: np.ndarray, rbs: np.ndarray) -> np.ndarray:
    """One past the last descendant of each node, for nodes in pre-order (sorted by lb):
    the first node after q whose interval starts right of q's."""
    return np.searchsorted(lbs, rbs, side="right")


def _build_np(s: list[int]) -> SuffixTree:
    a = _as_array(s)
    n = len(a)
    sa = _sort_suffixes(a) if n else np.zeros(0, dtype=np.int64)
    lcp = _lcp_np(a, sa) if n else np.zeros(0, dtype=np.int64)
    d, lb, rb, parent = _intervals_np(lcp)
    depth = np.concatenate(([0], d))
    lbs = np.concatenate(([0], lb))
    rbs = np.concatenate(([n - 1], rb))
    parents = np.concatenate(([-1], parent))
    ends = _subtree_ends(lbs, rbs)
    ends[0] = len(depth)
    arrays = {"seq": a, "sa": sa, "depth": depth, "lb": lbs, "rb": rbs, "lcp": lcp}
    return SuffixTree(s, sa.tolist(), lcp.tolist(), depth.tolist(), lbs.tolist(),
                      rbs.tolist(), parents.tolist(), ends.tolist(), arrays)


def _build_python(s: list[int]) -> SuffixTree:
    """The tree by SA-IS, Kasai and one stack pass over the LCP array, pure Python."""
    sa = suffix_array_sais(s)
    lcp = _lcp_kasai(s, sa)
    n = len(s)
    depth, lbs, rbs, children, parent = [0], [0], [n - 1], [[]], [-1]
    # stack of open intervals: node ids; the root is node 0 and always at the bottom.
    stack = [0]
    top_depth = 0
    bounds = lcp[1:]
    bounds.append(0)  # closes every interval still open at the end
    i = 0
    for cur in bounds:
        i += 1
        if cur == top_depth:
            continue
        lb = i - 1
        last = -1
        while cur < top_depth:
            top = stack.pop()
            rbs[top] = i - 1
            lb = lbs[top]
            under = stack[-1]
            top_depth = depth[under]
            if cur <= top_depth:
                children[under].append(top)
                parent[top] = under
                last = -1
            else:
                last = top
        if cur > top_depth:
            q = len(depth)
            depth.append(cur)
            lbs.append(lb)
            rbs.append(-1)
            parent.append(-1)
            if last >= 0:
                children.append([last])
                parent[last] = q
            else:
                children.append([])
            stack.append(q)
            top_depth = cur
    # renumber in pre-order (children are in suffix-array order already)
    order: list[int] = []
    walk = [0]
    while walk:
        q = walk.pop()
        order.append(q)
        walk.extend(reversed(children[q]))
    new = [0] * len(order)
    for i, q in enumerate(order):
        new[q] = i
    depth = [depth[q] for q in order]
    lbs = [lbs[q] for q in order]
    rbs = [rbs[q] for q in order]
    parent = [new[parent[q]] if parent[q] >= 0 else -1 for q in order]
    ends = list(range(1, len(order) + 1))
    for i in range(len(order) - 1, 0, -1):  # children after parents: pass ends upwards
        p = parent[i]
        if ends[i] > ends[p]:
            ends[p] = ends[i]
    return SuffixTree(s, sa, lcp, depth, lbs, rbs, parent, ends)


def build_suffix_tree(seq: Sequence[int], method: str | None = None) -> SuffixTree:
    """Build the web page suffix tree of a sequence (STEM §4.1 step 3, Definition 2).

    Input: a sequence of non-negative integers (a WPS) and the construction
    (:data:`~webextract.extract.stem.suffixarray.METHODS`; its ``DEFAULT_METHOD`` when
    None): ``"divsufsort"`` (compiled suffix and LCP arrays, numpy intervals) or ``"sais"``
    (pure Python, O(n)).  Output: a
    :class:`SuffixTree` whose internal nodes are the LCP intervals, with node sequences
    and node frequencies as in Definition 2; both constructions give the same tree.  An
    empty sequence gives a tree with only the root.
    """
    s = list(seq)
    if _method(method) == "sais":
        tree = _build_python(s)
    else:
        tree = _build_np(s)
    if not s:
        tree.rb[0] = -1
    return tree
