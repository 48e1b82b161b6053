"""The tree filter of STEM (003_5c5f8c352acb4346.txt §5.3): a pattern must start at a record's
root (case 1) or be rotated to start there (case 2, Fig. 7); patterns whose roots do not
share one parent path are no tree patterns."""

from __future__ import annotations

from typing import Sequence

from webextract.extract.stem.patterns import (
    MIN_PATTERN_LENGTH,
    _parent_key,
    pattern_roots,
)


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
