"""``scrapy crawl``: Scrapy's command, with an exit status a scheduler can read.

0: the crawl wrote every item and row; 1: the crawl is incomplete (something could not be
written; the ERROR line names it and the command that completes it) or Scrapy could not
start it; 2: the crawl was refused before any request (one ERROR line says why:
:class:`webextract.scrapy_project.faults.Refused`).
"""

from __future__ import annotations

import logging
import shlex
import sys
from typing import Any

from scrapy.commands.crawl import Command as ScrapyCrawl
from scrapy.exceptions import UsageError

from webextract.scrapy_project.faults import EXIT_INCOMPLETE, EXIT_REFUSED, Refused, losses, refused

logger = logging.getLogger("webextract.scrapy_project.faults")


def guard(crawler: Any) -> None:
    """Make a refusal of ``crawler`` one ERROR line (no traceback) recorded on it."""
    crawl_async = crawler.crawl_async

    async def guarded(*args: Any, **kwargs: Any) -> None:
        try:
            await crawl_async(*args, **kwargs)
        except Refused as exc:
            crawler._webextract_refused = str(exc)
            logger.error("%s", exc)

    crawler.crawl_async = guarded


class Command(ScrapyCrawl):
    def run(self, args: list[str], opts: Any) -> None:
        if len(args) < 1:
            raise UsageError
        if len(args) > 1:
            raise UsageError("running 'scrapy crawl' with more than one spider is not supported")
        assert self.crawler_process
        try:  # the spider's settings are checked as the crawler is made
            crawler = self._create_crawler(args[0])
        except Refused as exc:
            logger.error("%s", exc)
            self.exitcode = EXIT_REFUSED
            return
        guard(crawler)
        # the command line as run (Scrapy took the command's name out of sys.argv)
        crawler._webextract_command = "scrapy crawl " + shlex.join(sys.argv[1:])
        self.crawler_process.crawl(crawler, **opts.spargs)
        self.crawler_process.start()
        if refused(crawler):
            self.exitcode = EXIT_REFUSED
        elif self.crawler_process.bootstrap_failed or losses(crawler):
            self.exitcode = EXIT_INCOMPLETE
