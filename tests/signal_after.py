"""A Scrapy extension for the resume tests: the crawl sends itself a signal (SIGTERM, SIGINT
or SIGKILL) once its page journal holds a given number of pages, so a test's stop lands at
that page whatever the machine's load (a test that polled the journal from outside could
be descheduled while a small crawl ran to its end).  Settings: ``TEST_SIGNAL_AFTER_PAGES``
and ``TEST_SIGNAL``; the journal is ``JOBDIR/webextract/pages.journal``."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from scrapy import signals
from scrapy.exceptions import NotConfigured

from webextract.store.joblog import count_records


class SignalAfterPages:
    def __init__(self, journal: Path, pages: int, sig: int) -> None:
        self.journal = journal
        self.pages = pages
        self.sig = sig
        self.sent = False

    @classmethod
    def from_crawler(cls, crawler: Any) -> "SignalAfterPages":
        settings = crawler.settings
        pages = settings.getint("TEST_SIGNAL_AFTER_PAGES")
        if not pages or not settings.get("JOBDIR"):
            raise NotConfigured
        ext = cls(Path(settings["JOBDIR"]) / "webextract" / "pages.journal", pages,
                  settings.getint("TEST_SIGNAL"))
        crawler.signals.connect(ext.response_received, signal=signals.response_received)
        return ext

    def response_received(self, response: Any, request: Any, spider: Any) -> None:
        if not self.sent and count_records(self.journal) >= self.pages:
            self.sent = True
            os.kill(os.getpid(), self.sig)
