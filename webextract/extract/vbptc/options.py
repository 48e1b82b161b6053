"""The parameters of VB-PTC (000_c6fae3235630f454.txt) as one frozen dataclass, with the
paper's values where it gives one."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any


@dataclass(frozen=True)
class VbptcOptions:
    """The extractor's parameters (paper defaults where the paper gives one).

    ``page_level``: remove link clusters first (§IV.C); ``keep_record_regions``: spare the
    data-record regions from that removal, as the record extractors' denoising does (off: the
    paper's rule; an article page's fields lie outside such lists, and looking for them costs
    a sixth of the page's time); ``abstract_mode``: ``"labelled"``
    (default) or ``"paper"`` (eq. 5 maximum over the whole page, see :mod:`.abstract`);
    ``min_abstract_words``: least words of an abstract; ``author_window``: blocks after the
    title searched for the author line; ``affiliation_place_share``: least share of place
    entities of an affiliation without an organisation word; ``header_window``: blocks around
    the title in which volume, issue, DOI and dates are looked for first;
    ``max_references``: most references kept.
    """

    page_level: bool = True
    keep_record_regions: bool = False
    abstract_mode: str = "labelled"
    min_abstract_words: int = 30
    author_window: int = 25
    affiliation_place_share: float = 0.2
    header_window: int = 60
    max_references: int = 5000


DEFAULTS = VbptcOptions()


def resolve_options(options: VbptcOptions | None, overrides: dict[str, Any]) -> VbptcOptions:
    """The options to run with: ``options`` (default :data:`DEFAULTS`) with the keyword
    ``overrides`` applied.  An unknown name raises ``TypeError``."""
    opts = options or DEFAULTS
    if overrides:
        known = {f.name for f in fields(VbptcOptions)}
        bad = set(overrides) - known
        if bad:
            raise TypeError(f"unknown VB-PTC option(s): {', '.join(sorted(bad))}")
        opts = replace(opts, **overrides)
    return opts
