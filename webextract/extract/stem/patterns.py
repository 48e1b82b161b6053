"""Data record patterns of STEM (003_5c5f8c352acb4346.txt §4-§5): the paper's thresholds, the
pattern a refining filter keeps, the per-filter counts of Figure 9, and the sequence helpers
the filters share (KMP search, periods, the roots of a pattern, §5.3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from webextract.dom.tagpaths import TagPaths, is_ancestor_path, parent_path

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
