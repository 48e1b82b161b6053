"""The repetition filter of STEM (003_5c5f8c352acb4346.txt §5.4): simple repetition (eq. 7) of a
collected pattern, and nested repetition."""

from __future__ import annotations

from typing import Sequence

from webextract.extract.stem.patterns import (
    MIN_PATTERN_LENGTH,
    is_simple_repetition,
    pattern_roots,
    smallest_period,
)


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
