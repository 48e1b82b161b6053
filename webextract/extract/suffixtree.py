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

* Linear time: the suffix array is built with SA-IS (Nong, Zhang and Chan, 2009), the LCP
  array with Kasai et al. (2001), the interval tree with one stack pass; all O(n).
* Pure Python and fast: each step is a handful of flat integer lists, where Ukkonen's
  algorithm needs per-node dictionaries and suffix links; the arrays take a few machine
  words per position, so a 200,000-tag page is cheap in memory too.
* Iterative: SA-IS normally recurses on its reduced string; here the levels are kept on
  an explicit list, and nothing else recurses either.

The sequence may hold any non-negative integers; an end marker smaller than every symbol
is implied, so every suffix ends in a leaf as with the paper's ``$``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import compress
from operator import eq, gt, lt
from typing import Iterator, Sequence


def _induce(s: list[int], n: int, lms: list[int], sum_s: list[int], sum_l: list[int],
            sa: list[int], after_l: list[bool], after_s: list[bool], before: list[int]) -> None:
    """Induced sorting step of SA-IS: fill ``sa`` from LMS positions given in order.

    ``after_l[v]`` / ``after_s[v]``: suffix ``v - 1`` exists and is L- / S-type;
    ``before[v] = s[v - 1]``.  Both flag lists have one more slot, False, so that an
    empty slot (-1) of ``sa`` reads as neither type.
    """
    sa[:] = [-1] * n
    buf = sum_s[:]
    for d in lms:
        if d == n:
            continue
        c = s[d]
        sa[buf[c]] = d
        buf[c] += 1
    buf = sum_l[:]
    c = s[n - 1]
    sa[buf[c]] = n - 1
    buf[c] += 1
    for v in sa:  # L-type suffixes land after the current slot: the scan sees them
        if after_l[v]:
            c = before[v]
            sa[buf[c]] = v - 1
            buf[c] += 1
    buf = sum_l[1:]  # bucket ends
    for v in reversed(sa):  # S-type suffixes land before the current slot
        if after_s[v]:
            c = before[v]
            b = buf[c] - 1
            buf[c] = b
            sa[b] = v - 1


def _small_sa(s: list[int]) -> list[int]:
    """Suffix array of a short sequence by direct sorting (used for n <= 2)."""
    return sorted(range(len(s)), key=lambda i: s[i:])


def suffix_array(seq: Sequence[int]) -> list[int]:
    """Suffix array of an integer sequence, SA-IS, O(n) time, iterative.

    Input: a sequence of non-negative integers (HTPIs).  Output: the start positions of the
    suffixes in lexicographic order, where a suffix that is a prefix of another sorts first
    (an implied end marker smaller than every symbol).  Empty input gives ``[]``.
    """
    s0 = list(seq)
    if not s0:
        return []
    if min(s0) < 0:
        raise ValueError("suffix_array needs non-negative integers")
    # Compact the alphabet to 0..K-1 so bucket arrays stay small.
    alphabet = sorted(set(s0))
    low = alphabet[0]
    if alphabet[-1] - low == len(alphabet) - 1:  # contiguous (HTPIs 1..K): shift only
        if low:
            s0 = [c - low for c in s0]
    else:
        rank = {c: i for i, c in enumerate(alphabet)}
        s0 = [rank[c] for c in s0]
    levels: list[tuple] = []
    s, upper = s0, len(alphabet) - 1
    result: list[int]
    # Descend: at each level sort the LMS substrings, name them, and go on with the
    # reduced string while names are not unique.  The per-position work is done by
    # list builtins where it can be (types, bucket counts, LMS positions).
    while True:
        n = len(s)
        if n <= 2:
            result = _small_sa(s)
            break
        sa = [0] * n
        # ls[i]: suffix i is S-type (smaller than suffix i + 1); the last one is L-type.
        # s[i] < s[i + 1] decides, except in a run of equal symbols, which takes the type
        # of the suffix after it (filled from the right).
        head, tail = s[:-1], s[1:]
        ls = list(map(lt, head, tail))
        ls.append(False)
        for i in reversed(list(compress(range(n - 1), map(eq, head, tail)))):
            ls[i] = ls[i + 1]
        # Bucket starts: sum_l[c] where bucket c begins (its L part), sum_s[c] where its S
        # part begins; sum_l[c + 1] is where it ends.
        total = Counter(s)
        of_s = Counter(compress(s, ls))
        sum_l = [0] * (upper + 2)
        sum_s = [0] * (upper + 2)
        at = 0
        for c in range(upper + 1):
            sum_l[c] = at
            k = total.get(c, 0)
            sum_s[c] = at + k - of_s.get(c, 0)
            at += k
        sum_l[upper + 1] = at
        is_lms = [False]
        is_lms += map(gt, ls[1:], ls)  # S-type after an L-type
        is_lms.append(False)
        lms = list(compress(range(n), is_lms))
        m = len(lms)
        after_s = [False] + ls[:-1] + [False]
        after_l = [False] + [not t for t in ls[:-1]] + [False]
        before = [0] + s
        _induce(s, n, lms, sum_s, sum_l, sa, after_l, after_s, before)
        if not m:
            result = sa
            break
        # Name the LMS substrings in sorted order; equal substrings get equal names.
        sorted_lms = list(compress(sa, map(is_lms.__getitem__, sa)))
        lms_end = lms[1:]
        lms_end.append(n)
        end_of = dict(zip(lms, lms_end))
        names: list[int] = [0]
        name = 0
        left = sorted_lms[0]
        end_l = end_of[left]
        for right, end_r in zip(sorted_lms[1:], map(end_of.__getitem__, sorted_lms[1:])):
            # same LMS substring: same length, not the last one, same symbols through
            # the closing LMS symbol
            if (end_l - left != end_r - right or end_l == n
                    or s[left:end_l + 1] != s[right:end_r + 1]):
                name += 1
            names.append(name)
            left, end_l = right, end_r
        name_of = dict(zip(sorted_lms, names))
        rec = list(map(name_of.__getitem__, lms))
        levels.append((s, n, lms, sum_s, sum_l, sa, after_l, after_s, before))
        if name + 1 == m:  # all names distinct: the reduced suffix array is direct
            order_of = dict(zip(rec, range(m)))
            result = list(map(order_of.__getitem__, range(m)))
            break
        s, upper = rec, name
    # Ascend: each level's final order comes from the order of its reduced string.
    while levels:
        s, n, lms, sum_s, sum_l, sa, after_l, after_s, before = levels.pop()
        _induce(s, n, [lms[i] for i in result], sum_s, sum_l, sa, after_l, after_s, before)
        result = sa
    return result


def lcp_array(seq: Sequence[int], sa: Sequence[int]) -> list[int]:
    """LCP array by Kasai et al., O(n).

    Input: the sequence and its suffix array.  Output: ``lcp`` with ``lcp[0] = 0`` and
    ``lcp[i]`` the length of the longest common prefix of suffixes ``sa[i-1]`` and ``sa[i]``.
    """
    n = len(sa)
    lcp = [0] * n
    if n == 0:
        return lcp
    rank = [0] * n
    for i, p in enumerate(sa):
        rank[p] = i
    h = 0
    for i in range(n):
        r = rank[i]
        if r == 0:
            h = 0
            continue
        j = sa[r - 1]
        while i + h < n and j + h < n and seq[i + h] == seq[j + h]:
            h += 1
        lcp[r] = h
        if h:
            h -= 1
    return lcp


@dataclass
class SuffixTree:
    """Internal nodes of the suffix tree of ``seq`` as LCP intervals.

    Node ids are integers; node 0 is the root (depth 0, the whole array).  For node ``q``:
    ``depth[q]`` is the length of its node sequence, ``lb[q]..rb[q]`` its suffix-array
    interval (so the node frequency is ``rb - lb + 1``), ``children[q]`` its internal
    child nodes in suffix-array order, ``parent[q]`` the node it hangs from (-1 for the
    root).  Leaves are the suffix-array slots not covered by
    an internal child; there are ``len(seq)`` of them.
    """

    seq: list[int]
    sa: list[int]
    lcp: list[int]
    depth: list[int] = field(default_factory=list)
    lb: list[int] = field(default_factory=list)
    rb: list[int] = field(default_factory=list)
    children: list[list[int]] = field(default_factory=list)
    parent: list[int] = field(default_factory=list)

    @property
    def n_internal(self) -> int:
        """Number of internal nodes, the root included."""
        return len(self.depth)

    @property
    def n_leaves(self) -> int:
        """Number of leaves (one per suffix)."""
        return len(self.seq)

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
        """Internal nodes in pre-order (root first, children in suffix-array order)."""
        stack = [0]
        while stack:
            q = stack.pop()
            yield q
            stack.extend(reversed(self.children[q]))

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


def build_suffix_tree(seq: Sequence[int]) -> SuffixTree:
    """Build the web page suffix tree of a sequence in O(n) (STEM §4.1 step 3).

    Input: a sequence of non-negative integers (a WPS).  Output: a :class:`SuffixTree`
    whose internal nodes are the LCP intervals, with node sequences and node
    frequencies as in Definition 2.  An empty sequence gives a tree with only the root.
    """
    s = list(seq)
    sa = suffix_array(s)
    lcp = lcp_array(s, sa)
    tree = SuffixTree(s, sa, lcp)
    depth, lbs, rbs, children, parent = tree.depth, tree.lb, tree.rb, tree.children, tree.parent
    n = len(s)
    # root
    depth.append(0)
    lbs.append(0)
    rbs.append(n - 1)
    children.append([])
    parent.append(-1)
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
    if n == 0:
        rbs[0] = -1
    return tree
