"""The project's Scrapy log formatter (``LOG_FORMATTER`` in ``webextract.scrapy_project.settings``).

Scrapy builds a DEBUG record for every response ("Crawled (200) ...") and every item
("Scraped from ..."), and only its log handler drops them when ``LOG_LEVEL`` is above DEBUG.
A university crawl yields about five items a page, so these records cost more than some
of the extraction.  This formatter omits them (Scrapy skips a message whose formatter
returns None) when the crawl logs above DEBUG; at ``LOG_LEVEL=DEBUG``, or with
``LOG_ENABLED=False`` (a user's own logging set-up), every message is as Scrapy makes it.
"""

from __future__ import annotations

import logging
from typing import Any, Optional

from scrapy.logformatter import LogFormatter as ScrapyLogFormatter


class LogFormatter(ScrapyLogFormatter):
    """Scrapy's formatter; the per-response and per-item DEBUG messages are omitted when
    the crawl's log level would drop them anyway."""

    def __init__(self, quiet: bool = False) -> None:
        super().__init__()
        #: True when DEBUG messages would be dropped by Scrapy's own handler.
        self.quiet = quiet

    @classmethod
    def from_crawler(cls, crawler: Any) -> "LogFormatter":
        settings = crawler.settings
        level = settings.get("LOG_LEVEL", "DEBUG")
        if isinstance(level, str):
            level = logging.getLevelName(level.upper())
        quiet = settings.getbool("LOG_ENABLED", True) and isinstance(level, int) and level > logging.DEBUG
        return cls(quiet)

    def crawled(self, request: Any, response: Any, spider: Any) -> Optional[dict[str, Any]]:  # type: ignore[override]
        return None if self.quiet else super().crawled(request, response, spider)

    def scraped(self, item: Any, response: Any, spider: Any) -> Optional[dict[str, Any]]:  # type: ignore[override]
        return None if self.quiet else super().scraped(item, response, spider)
