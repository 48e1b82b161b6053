"""Scrapy's scheduler and spider state for a resumable crawl: no JOBDIR queue (the replay
rebuilds it), and a spider state file written whole or not at all."""

from __future__ import annotations

import logging
import os
import pickle
from typing import Any

from scrapy.core.scheduler import Scheduler
from scrapy.dupefilters import RFPDupeFilter
from scrapy.extensions.spiderstate import SpiderState
from scrapy.utils.misc import build_from_crawler, load_object


from webextract.scrapy_project.jobdir.folder import disk_full, resume_on

logger = logging.getLogger(__name__)


class JobSpiderState(SpiderState):
    """Scrapy's ``spider.state`` kept in JOBDIR, written whole or not at all (a new file
    renamed over the old one): a write that fails at the close (a full disk) is reported as
    a loss of the job folder (:func:`disk_full`) instead of a traceback, and a state file
    that cannot be read back is a WARNING (the spider starts with an empty state)."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> "JobSpiderState":
        state = super().from_crawler(crawler)
        state.crawler = crawler
        return state

    def spider_closed(self, spider: Any) -> None:
        part = self.statefn + ".part"
        try:
            with open(part, "wb") as f:
                pickle.dump(getattr(spider, "state", {}), f, protocol=4)
            os.replace(part, self.statefn)
        except OSError as exc:
            try:
                os.unlink(part)
            except OSError:
                pass
            disk_full(self.crawler, exc)

    def spider_opened(self, spider: Any) -> None:
        try:
            super().spider_opened(spider)
        except (OSError, EOFError, pickle.UnpicklingError) as exc:
            logger.warning("JOBDIR %s: spider.state cannot be read (%s): the spider starts with an empty "
                           "state", self.jobdir, exc)
            spider.state = {}


# --------------------------------------------------------------------------- scheduler
class JobScheduler(Scheduler):
    """Scrapy's scheduler without Scrapy's JOBDIR queue and seen-requests file when the crawl
    is resumable (:func:`resume_on`): the replayed crawl rebuilds its queue.  Otherwise
    exactly Scrapy's scheduler."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> "JobScheduler":
        if not resume_on(crawler.settings):
            return super().from_crawler(crawler)
        settings = crawler.settings
        dupefilter_cls = load_object(settings["DUPEFILTER_CLASS"])
        if isinstance(dupefilter_cls, type) and issubclass(dupefilter_cls, RFPDupeFilter):
            dupefilter = dupefilter_cls(None, settings.getbool("DUPEFILTER_DEBUG"),
                                        fingerprinter=crawler.request_fingerprinter)
        else:
            dupefilter = build_from_crawler(dupefilter_cls, crawler)
        return cls(
            dupefilter=dupefilter,
            jobdir=None,
            dqclass=load_object(settings["SCHEDULER_DISK_QUEUE"]),
            mqclass=load_object(settings["SCHEDULER_MEMORY_QUEUE"]),
            logunser=settings.getbool("SCHEDULER_DEBUG"),
            stats=crawler.stats,
            pqclass=load_object(settings["SCHEDULER_PRIORITY_QUEUE"]),
            crawler=crawler,
        )


# --------------------------------------------------------------------------- pages
