"""The parameters of WEB-UIE (Dong, Liu & Li 2013), with the paper's values (docs/webuie.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from webextract.extract.webuie.people import NAME_RATIO, SIMILARITY
from webextract.extract.webuie.units import LINK_LAYERS, MATCH_RATIO, MIN_ITEMS


@dataclass(frozen=True)
class WebuieOptions:
    """The keyword options of :func:`~webextract.extract.webuie.extract_units` (``min_items``,
    ``match_ratio``, ``link_layers``) and :func:`~webextract.extract.webuie.extract_faculty`
    (``min_units``, ``name_ratio``, ``similarity``), with the paper's values.

    ``min_items``: record set size, Definition 1 (s > 4); ``match_ratio``: database matching
    share, Definition 2 (k/s > 0.65); ``link_layers``: layers searched for a unit's link
    (§3.3); ``min_units``: repeating units, Definition 3 (k > 3; None = 4);
    ``name_ratio``: share of units holding a name (W > 0.75, §3.2.2); ``similarity``: MDR
    sub-tree similarity (S > 0.8, §3.2.2).  :meth:`units` and :meth:`faculty` give each
    function's share as keyword arguments.
    """

    min_items: int = MIN_ITEMS
    match_ratio: float = MATCH_RATIO
    link_layers: int = LINK_LAYERS
    min_units: Optional[int] = None
    name_ratio: float = NAME_RATIO
    similarity: float = SIMILARITY

    def units(self) -> dict:
        """The keyword arguments of ``extract_units``."""
        return {"min_items": self.min_items, "match_ratio": self.match_ratio, "link_layers": self.link_layers}

    def faculty(self) -> dict:
        """The keyword arguments of ``extract_faculty``."""
        return {"min_units": self.min_units, "name_ratio": self.name_ratio, "similarity": self.similarity}
