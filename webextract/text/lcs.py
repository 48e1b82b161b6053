"""Longest common subsequence of two token sequences, as TWCEM positions content.

TWCEM (Tan et al., IEEE Access 2018) §III.C.3 computes the LCS between a Cblock and the
title: ``LCS[i][j] = LCS[i-1][j-1] + 1`` when ``c_i = t_j`` else
``max(LCS[i][j-1], LCS[i-1][j])``.  The DP keeps two rows (memory O(min(m, n))) and is
iterative; :func:`lcs_at_least` first applies the exact bound LCS <= |multiset
intersection| so most rows never reach the quadratic DP.
"""

from __future__ import annotations

from collections import Counter
from typing import Hashable, Sequence


def lcs_length(a: Sequence[Hashable], b: Sequence[Hashable]) -> int:
    """Length of the longest common subsequence of ``a`` and ``b`` (TWCEM §III.C.3).

    Input: two sequences of hashable items (word tokens, characters).  Output: the LCS
    length, 0 when either is empty.  O(len(a) * len(b)) time, O(min) memory.
    """
    if not a or not b:
        return 0
    if len(b) > len(a):
        a, b = b, a
    # Only items of ``a`` that occur in ``b`` can take part in a common subsequence.
    present = set(b)
    a = [x for x in a if x in present]
    if not a:
        return 0
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0] * (len(b) + 1)
        for j, y in enumerate(b, 1):
            if x == y:
                cur[j] = prev[j - 1] + 1
            else:
                cur[j] = cur[j - 1] if cur[j - 1] > prev[j] else prev[j]
        prev = cur
    return prev[-1]


def common_count(a: Sequence[Hashable], b: Sequence[Hashable]) -> int:
    """Size of the multiset intersection of ``a`` and ``b``: an upper bound of their LCS."""
    if not a or not b:
        return 0
    ca, cb = Counter(a), Counter(b)
    if len(ca) > len(cb):
        ca, cb = cb, ca
    return sum(min(n, cb[k]) for k, n in ca.items() if k in cb)


def lcs_at_least(a: Sequence[Hashable], b: Sequence[Hashable], threshold: int) -> bool:
    """True when ``lcs_length(a, b) >= threshold`` (TWCEM Algorithm 4, test against δ3).

    The multiset-intersection bound settles most calls without the DP.
    """
    if threshold <= 0:
        return True
    if common_count(a, b) < threshold:
        return False
    return lcs_length(a, b) >= threshold
