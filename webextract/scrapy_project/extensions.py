"""Scrapy extensions of the webextract project (enabled in ``webextract.scrapy_project.settings``).

``GcFreeze`` keeps Python's cycle collector off the objects that exist when a crawl starts:
the imported modules of Scrapy, Twisted and webextract, the settings and the dictionaries the
spiders load before crawling (first and last names, units, titles).  They live as long as
the process, yet every full collection walked them again: on the bundled university site
one full collection in a one-second crawl took 0.09 s.  ``gc.freeze()`` moves them to the
collector's permanent generation; objects made while crawling are collected as before.
When the spider closes they are handed back to the collector (``gc.unfreeze()``), so a
process that runs several crawls, or goes on after one, frees their garbage as usual.  (With
crawls running side by side in one process, a crawl opening later also freezes the objects
the earlier ones hold at that moment, and the first to close hands everything back: at
worst some garbage waits longer, nothing is lost.)

While the crawl runs it also raises the collector's first threshold (``gc.set_threshold``)
from Python's 700 to ``WEBEXTRACT_GC_THRESHOLD`` (default 30,000) net allocations: a crawl
makes and drops hundreds of thousands of short-lived objects (parsed pages, their text and
links, items), nearly all freed by reference counting, and with the default threshold the
collector ran about a hundred young collections in a one-second crawl, each walking the
survivors of the moment.  With 7,000 it ran four to six in the demo university crawl, and
each cost about 10 ms of CPU (young objects of 11,000-13,000: asyncio tasks and contexts of
Scrapy's item path, the page views of the last pages; scattered in memory, each visit a
cache miss), a tenth of the crawl's CPU; with 30,000 it runs none there and a collection
every 30,000 net allocations on a long crawl.  Cyclic garbage waits for at most that many
allocations (a few megabytes).  The old thresholds come back when the last crawl
running in the process closes.
"""

from __future__ import annotations

import gc
import logging
from typing import Any

from scrapy import signals
from scrapy.exceptions import NotConfigured

logger = logging.getLogger(__name__)


#: The collector's first threshold while a crawl runs (Python's default is 700).
GC_THRESHOLD = 30000
#: Crawls of this process running with a raised threshold, and the thresholds from before
#: the first of them (restored when the last one closes).
_RAISED: dict[str, Any] = {"crawls": 0, "before": None}


class GcFreeze:
    """At spider open, freeze the objects made so far (``gc.freeze()``) and raise the
    collector's first threshold; at spider close unfreeze them and restore the thresholds.
    Settings ``WEBEXTRACT_GC_FREEZE`` (default True) and ``WEBEXTRACT_GC_THRESHOLD``
    (default 30,000; 0 leaves the thresholds alone).  The stat ``webextract/gc/frozen``
    counts the objects frozen."""

    def __init__(self, stats: Any, freeze: bool = True, threshold: int = GC_THRESHOLD) -> None:
        self.stats = stats
        self.freeze = freeze
        self.threshold = threshold
        self._raised = False

    @classmethod
    def from_crawler(cls, crawler: Any) -> "GcFreeze":
        settings = crawler.settings
        freeze = settings.getbool("WEBEXTRACT_GC_FREEZE", True)
        threshold = settings.getint("WEBEXTRACT_GC_THRESHOLD", GC_THRESHOLD)
        if not freeze and threshold <= 0:
            raise NotConfigured  # both turned off by the user: nothing to warn about
        ext = cls(crawler.stats, freeze, threshold)
        crawler.signals.connect(ext.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(ext.spider_closed, signal=signals.spider_closed)
        return ext

    def spider_opened(self, spider: Any) -> None:
        if self.freeze:  # first: what the threshold code makes below is not frozen
            gc.freeze()
            frozen = gc.get_freeze_count()
            self.stats.set_value("webextract/gc/frozen", frozen)
            logger.debug("gc: %d start-up objects frozen", frozen)
        if self.threshold > 0 and not self._raised:
            if not _RAISED["crawls"]:
                _RAISED["before"] = gc.get_threshold()
            _RAISED["crawls"] += 1
            self._raised = True
            first, *rest = gc.get_threshold()
            gc.set_threshold(max(self.threshold, first), *rest)

    def spider_closed(self, spider: Any) -> None:
        if self.freeze:
            gc.unfreeze()
        if self._raised:
            self._raised = False
            _RAISED["crawls"] -= 1
            if not _RAISED["crawls"]:
                gc.set_threshold(*_RAISED["before"])
