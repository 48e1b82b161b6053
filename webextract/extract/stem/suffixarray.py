"""Suffix and LCP arrays of integer sequences: the enhanced suffix array that STEM's web page
suffix tree (003_5c5f8c352acb4346.txt, Definition 2, §4.1 step 3) is read from, see
:mod:`webextract.extract.stem.suffixtree`.

Two constructions give the same arrays (``method``, :data:`METHODS`):

* ``"divsufsort"`` (the default when the ``pydivsufsort`` wheel imports): the suffix
  array by libdivsufsort and the LCP array by its Kasai et al. (2001) routine, both
  compiled code of a maintained wheel, called single-threaded;
* ``"sais"``: the reference, pure Python.  The suffix array by SA-IS (Nong, Zhang and
  Chan, 2009) and the LCP array by Kasai et al., both O(n); SA-IS keeps its recursion
  levels on an explicit list, so nothing recurses.

The sequence may hold any non-negative integers; an end marker smaller than every symbol
is implied, so a suffix that is a prefix of another sorts first.
"""

from __future__ import annotations

import ctypes
from collections import Counter
from itertools import compress
from operator import eq, gt, lt
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

try:  # libdivsufsort (compiled, in the pydivsufsort wheel); SA-IS below otherwise
    import pydivsufsort as _pydivsufsort
    from pydivsufsort import divsufsort as _divsufsort
    from pydivsufsort import kasai as _kasai
except ImportError:  # pragma: no cover - a platform without the wheel
    _pydivsufsort = _divsufsort = _kasai = None


def _openmp_threads_setter() -> Callable[[int], Any] | None:
    """``omp_set_num_threads`` of the OpenMP runtime bundled with the pydivsufsort wheel
    (used by nothing else), or None when there is none."""
    if _pydivsufsort is None:
        return None
    libs = Path(_pydivsufsort.__file__).resolve().parent.parent / "pydivsufsort.libs"
    try:
        for path in sorted(libs.glob("libgomp*")):
            return ctypes.CDLL(str(path)).omp_set_num_threads
    except (OSError, AttributeError):  # pragma: no cover
        pass
    return None


#: libdivsufsort sorts in parallel with OpenMP; on page-sized input the thread team costs
#: far more than it saves (about 8 ms a call on two cores, against under 1 ms for 10,000
#: symbols on one thread), so each call is made single-threaded in the calling thread.
_set_threads = _openmp_threads_setter()


def _sort_suffixes(a: np.ndarray) -> np.ndarray:
    """libdivsufsort's suffix array of a non-empty int64 array, single-threaded."""
    if _set_threads is not None:
        _set_threads(1)
    return _divsufsort(a).astype(np.int64)

#: Suffix-array constructions: libdivsufsort (compiled) and the pure-Python SA-IS.
METHODS: tuple[str, ...] = ("divsufsort", "sais")
#: The construction used when none is named: libdivsufsort when its wheel is installed.
DEFAULT_METHOD: str = "divsufsort" if _divsufsort is not None else "sais"


def _method(method: str | None) -> str:
    if method is None:
        return DEFAULT_METHOD
    if method not in METHODS:
        raise ValueError(f"unknown suffix-array method {method!r} (one of {', '.join(METHODS)})")
    if method == "divsufsort" and _divsufsort is None:
        raise ValueError("the divsufsort method needs the pydivsufsort package")
    return method


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


def suffix_array(seq: Sequence[int], method: str | None = None) -> list[int]:
    """Suffix array of an integer sequence (STEM §4.1 step 3, as an enhanced suffix array).

    Input: a sequence of non-negative integers (HTPIs) and the construction
    (:data:`METHODS`; :data:`DEFAULT_METHOD` when None).  Output: the start positions of
    the suffixes in lexicographic order, a suffix that is a prefix of another first (an
    implied end marker smaller than every symbol).  Both constructions give the same
    array.  Empty input gives ``[]``; a negative symbol raises ``ValueError``.
    """
    if _method(method) == "sais":
        return suffix_array_sais(seq)
    a = _as_array(seq)
    return _sort_suffixes(a).tolist() if len(a) else []


def _as_array(seq: Sequence[int]) -> np.ndarray:
    a = np.asarray(seq, dtype=np.int64)
    if len(a) and int(a.min()) < 0:
        raise ValueError("suffix_array needs non-negative integers")
    return a


def suffix_array_sais(seq: Sequence[int]) -> list[int]:
    """Suffix array of an integer sequence, SA-IS, O(n) time, iterative, pure Python.

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


def lcp_array(seq: Sequence[int], sa: Sequence[int], method: str | None = None) -> list[int]:
    """LCP array by Kasai et al., O(n): compiled (``"divsufsort"``) or pure Python
    (``"sais"``), see :func:`suffix_array`.

    Input: the sequence and its suffix array.  Output: ``lcp`` with ``lcp[0] = 0`` and
    ``lcp[i]`` the length of the longest common prefix of suffixes ``sa[i-1]`` and ``sa[i]``.
    """
    if _method(method) == "sais" or not len(sa):
        return _lcp_kasai(seq, sa)
    return _lcp_np(_as_array(seq), np.asarray(sa, dtype=np.int64)).tolist()


def _lcp_np(a: np.ndarray, sa: np.ndarray) -> np.ndarray:
    """The LCP array (``lcp[0] = 0``) with the wheel's Kasai, as int64."""
    lcp = np.zeros(len(sa), dtype=np.int64)
    if len(sa) > 1:
        lcp[1:] = _kasai(a, sa)[:-1]
    return lcp


def _lcp_kasai(seq: Sequence[int], sa: Sequence[int]) -> list[int]:
    """:func:`lcp_array` in pure Python."""
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
