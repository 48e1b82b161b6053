"""The university crawl's plans (WEB-UIE, Dong, Liu & Li 2013, §3.1–3.2, Figure 3).

The door: :class:`UniversityCrawl` (driven page by page: :meth:`~UniversityCrawl.seed`,
:meth:`~UniversityCrawl.page`, :meth:`~UniversityCrawl.failed`), the :class:`Fetch` requests it
hands out, its :class:`Limits`, and :func:`warm_dictionaries`.

Rooms: ``crawl`` (the crawl, driven page by page, and its report), made of ``base`` (its
counters, library calls and page budget), ``start`` (the seed's level, the plan each level
starts), ``steps`` (a plan's keyword and candidate steps, taken and tested), ``search`` (the
best-first faculty search), ``directory`` (a directory's further pages and sibling lists) and
``emit`` (the items of the units and people found); ``plan`` (its state: limits, units,
sites, steps, plans, fetches), ``levels`` (the levels of Figure 3 and the words that name
them) and ``links`` (which links may be followed; the directory keywords).
"""

from webextract.crawl.university.crawl import UniversityCrawl, warm_dictionaries
from webextract.crawl.university.levels import LEVELS, page_heading
from webextract.crawl.university.links import in_scope, is_file_link, page_links
from webextract.crawl.university.plan import (
    FETCH_KINDS,
    Fetch,
    Limits,
    Plan,
    Site,
    Step,
    Unit,
)

__all__ = [
    "FETCH_KINDS", "LEVELS", "Fetch", "Limits", "Plan", "Site", "Step", "Unit", "UniversityCrawl",
    "in_scope", "is_file_link", "page_heading", "page_links", "warm_dictionaries",
]
