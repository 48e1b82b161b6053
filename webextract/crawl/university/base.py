"""The ground every part of the university crawl stands on (WEB-UIE, Dong, Liu & Li 2013,
§3.1–3.2): :class:`CrawlBase` holds the crawl's limits, its counters, the calls of the library
functions (a failure on one page read as "nothing found") and each site's page budget and
claimed requests.  The parts of :class:`~webextract.crawl.university.crawl.UniversityCrawl`
(``start``, ``steps``, ``search``, ``directory``, ``emit``) are its subclasses.
"""

from __future__ import annotations

import logging
import time
from typing import Any, Callable, Optional

from webextract.crawl.university.levels import LEVELS
from webextract.crawl.university.plan import Limits, Site

#: One logger for the whole crawl, whichever of its modules logs.
logger = logging.getLogger("webextract.crawl.university.crawl")


class CrawlBase:
    """The state and plumbing shared by the parts of a university crawl (see
    :class:`~webextract.crawl.university.crawl.UniversityCrawl` for the arguments)."""

    def __init__(self, limits: Optional[Limits] = None, level: Optional[str] = None,
                 stat: Optional[Callable[[str, float], None]] = None, relation_items: bool = True):
        if level is not None and level not in LEVELS:
            raise ValueError(f"university: level must be one of {', '.join(LEVELS)}, got {level!r}")
        self.limits = limits or Limits()
        self.level = level
        self.relation_items = relation_items
        self.stats: dict[str, float] = {}
        self._stat = stat or self._count
        #: One state per seed, in the order the seeds were given.
        self.sites: list[Site] = []
        #: ``<goal>:<url key>`` of every page requested so far, goal being ``home`` (a
        #: unit's home page) or the record set a plan looked for there (``colleges``,
        #: ``departments``, ``faculty``): a page tested in vain for one goal may still be
        #: fetched for another, but no page is credited to two units' faculty.
        self.requested_keys: set[str] = set()

    def _count(self, key: str, amount: float = 1) -> None:
        self.stats[key] = self.stats.get(key, 0) + amount

    def stat(self, key: str, amount: float = 1) -> None:
        """Count ``amount`` under ``key`` (see the class docstring)."""
        self._stat(key, amount)

    def call(self, what: str, func: Callable[..., Any], *args: Any) -> Any:
        """Call a library function; a failure on one page is counted, logged and read as
        "nothing found" so the crawl goes on.  The seconds spent go to
        ``seconds/<what>``."""
        started = time.perf_counter()
        try:
            return func(*args)
        except Exception:  # noqa: BLE001 - a bad page must never stop the crawl
            self.stat(f"extract_error/{what}")
            logger.exception("%s failed on %s", what, args[1] if len(args) > 1 else "?")
            return [] if what != "university_name" else ""
        finally:
            self.stat(f"seconds/{what}", round(time.perf_counter() - started, 6))


    def _budget_left(self, site: Site) -> bool:
        if site.requested >= self.limits.max_pages:
            self.stat("page_budget_reached")
            return False
        return True

    def _claim(self, site: Site, key: str) -> Optional[bool]:
        """Reserve the request ``key`` (``<goal>:<url key>``) of a site: True when it is
        now the site's to fetch (counted against the page budget), None when it was
        requested before, False when the site's page budget is spent (counted)."""
        if key in self.requested_keys:
            return None
        if not self._budget_left(site):
            return False
        self.requested_keys.add(key)
        site.requested += 1
        return True
