"""Upsert university items into the embedded SQLite store (WEB-UIE §4 data integration).

Every :class:`~webextract.items.College`, :class:`~webextract.items.Department`,
:class:`~webextract.items.Faculty` and :class:`~webextract.items.Relation` item is upserted
into :class:`webextract.store.sqlite.Store` at ``WEBEXTRACT_STORE`` (a path; ``""`` switches
the store off).  Repeated and scheduled crawls update the same rows (stable keys, first-seen
and last-seen times) instead of adding new ones.  Counts: ``webextract/store/new`` for rows
the store did not have, ``webextract/store/seen`` for rows it had; a row that cannot be
stored is counted under ``webextract/store/error`` and the crawl goes on; a store that
cannot be opened sets ``webextract/store/unavailable`` and the crawl runs without it.  Items pass
through unchanged, so the feeds get them too.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from scrapy.exceptions import NotConfigured

from webextract.items import College, Department, Faculty, Relation

logger = logging.getLogger(__name__)

#: Item classes the store holds.
STORED_ITEMS = (College, Department, Faculty, Relation)


class StorePipeline:
    """Scrapy item pipeline: upsert university items into the SQLite store."""

    def __init__(self, crawler: Any, path: str):
        self.crawler = crawler
        self.stats = crawler.stats
        self.path = path
        self.store: Any = None

    @classmethod
    def from_crawler(cls, crawler: Any) -> "StorePipeline":
        """Read ``WEBEXTRACT_STORE`` (default ``webextract.sqlite3``); empty means no store."""
        path = crawler.settings.get("WEBEXTRACT_STORE", "webextract.sqlite3")
        if not path:
            raise NotConfigured("WEBEXTRACT_STORE is empty: no store")
        return cls(crawler, str(path))

    def open_spider(self) -> None:
        """Open (and create when missing) the database and its folder.  A store that cannot
        be opened (a folder without write access, a file that is no SQLite database) is
        reported as an error and the crawl goes on without it: the feeds still get every
        row."""
        from webextract.store.sqlite import Store  # the library's store

        try:
            folder = Path(self.path).expanduser().parent
            folder.mkdir(parents=True, exist_ok=True)
            self.store = Store(str(Path(self.path).expanduser()))
        except Exception as exc:  # noqa: BLE001 - the crawl and its feeds go on
            self.stats.set_value("webextract/store/unavailable", 1)
            logger.error("store %s cannot be opened (%s): crawling without the store", self.path, exc)
            self.store = None
            return
        logger.info("store: %s", self.path)

    def close_spider(self) -> None:
        """Close the database; log its row counts."""
        if self.store is None:
            return
        try:
            logger.info("store %s now holds %s", self.path, self.store.counts())
        except Exception:  # noqa: BLE001 - counts are informative only
            logger.exception("store counts failed")
        self.store.close()
        self.store = None

    def process_item(self, item: Any) -> Any:
        """Upsert a university item (counting new/seen rows); return every item unchanged."""
        if self.store is None or not isinstance(item, STORED_ITEMS):
            return item
        try:
            new = self.store.upsert(item)
        except Exception:  # noqa: BLE001 - one bad row must not stop the crawl
            self.stats.inc_value("webextract/store/error")
            logger.exception("store: cannot upsert %r", item)
            return item
        self.stats.inc_value("webextract/store/new" if new else "webextract/store/seen")
        return item
