"""Upsert university and article items into the store (WEB-UIE §4 data integration).

Every :class:`~webextract.items.College`, :class:`~webextract.items.Department`,
:class:`~webextract.items.Faculty` and :class:`~webextract.items.Relation` item is upserted
into the store ``WEBEXTRACT_STORE`` names (:func:`webextract.store.open_store`): the path of
an embedded SQLite file, or a ``postgresql://user@host/db`` URL that workers on several
machines share; ``""`` switches the store off.  Repeated and scheduled crawls update the same rows (stable keys, first-seen
and last-seen times) instead of adding new ones.  Counts: ``webextract/store/new`` for rows
the store did not have, ``webextract/store/seen`` for rows it had; a row that cannot be
stored is counted under ``webextract/store/error`` and the crawl goes on; an SQLite file
that cannot be opened sets ``webextract/store/unavailable`` and the crawl runs without it
(its feeds still get every item).  A PostgreSQL server that cannot be reached stops the
crawl before any page is fetched, with an error naming the URL: a worker of a shared crawl
that cannot write the shared store would lose its rows.  Items pass
through unchanged, so the feeds get them too.  Unless ``WEBEXTRACT_RELATION_ITEMS`` is on (the
crawl then yields its relations as items of their own), the relations of each college,
department and faculty item are derived here and stored with it
(:func:`webextract.relations.inm.relation_records`); a
:class:`~webextract.items.ScholarlyArticle` goes to the ``articles`` table with its authors and
their affiliations, and its relations (author writes article, author member of institution,
article in issue: :func:`webextract.relations.scholarly.scholarly_relations`) to ``relations``.

Rows are queued and written in batches, one statement per table and one transaction each
(:meth:`StoreBase.add <webextract.store.base.StoreBase.add>`): every ``WEBEXTRACT_STORE_COMMIT_EVERY``
rows (default 200), at the first row after ``WEBEXTRACT_STORE_COMMIT_SECONDS`` (default 1.0)
since the last commit, whenever the crawl goes idle, and when it closes (however it stops).
A bad item is refused when it arrives; a row SQLite refuses is left out alone, the batch
around it is kept.  ``commits`` counts the batches; ``new`` and ``seen`` are counted as
their batches are written.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

from scrapy import signals
from scrapy.exceptions import NotConfigured

from webextract.items import College, Department, Faculty, Relation, ScholarlyArticle
from webextract.relations.inm import relations_for
from webextract.relations.scholarly import scholarly_relations
from webextract.store import StoreUnavailable, is_server_url, open_store, redact

logger = logging.getLogger(__name__)

#: Item classes the store holds.
STORED_ITEMS = (College, Department, Faculty, Relation, ScholarlyArticle)


class StorePipeline:
    """Scrapy item pipeline: upsert university items into the store (SQLite or PostgreSQL)."""

    #: Rows per committed transaction (``WEBEXTRACT_STORE_COMMIT_EVERY``).
    COMMIT_EVERY = 200
    #: Longest time rows wait for their commit while items keep coming
    #: (``WEBEXTRACT_STORE_COMMIT_SECONDS``); an idle or closing crawl commits at once.
    COMMIT_SECONDS = 1.0

    def __init__(self, crawler: Any, path: str, commit_every: int = COMMIT_EVERY,
                 commit_seconds: float = COMMIT_SECONDS, derive_relations: bool = True):
        self.crawler = crawler
        self.derive_relations = derive_relations
        self.stats = crawler.stats
        self.path = path
        self.commit_every = max(1, commit_every)
        self.commit_seconds = commit_seconds
        self.store: Any = None
        self._last_commit = time.monotonic()
        #: Flushes that failed in a row (the next try waits longer).
        self._failures = 0

    @classmethod
    def from_crawler(cls, crawler: Any) -> "StorePipeline":
        """Read ``WEBEXTRACT_STORE`` (default ``webextract.sqlite3``; empty means no store)
        the batch limits ``WEBEXTRACT_STORE_COMMIT_EVERY`` / ``_COMMIT_SECONDS`` and
        ``WEBEXTRACT_RELATION_ITEMS`` (off: relations are derived from the items)."""
        settings = crawler.settings
        path = settings.get("WEBEXTRACT_STORE", "webextract.sqlite3")
        if not path:
            logger.info("no store: WEBEXTRACT_STORE is empty")
            raise NotConfigured  # the user's choice: logged above at INFO, not as a warning
        pipeline = cls(crawler, str(path),
                       settings.getint("WEBEXTRACT_STORE_COMMIT_EVERY", cls.COMMIT_EVERY),
                       settings.getfloat("WEBEXTRACT_STORE_COMMIT_SECONDS", cls.COMMIT_SECONDS),
                       not settings.getbool("WEBEXTRACT_RELATION_ITEMS"))
        if is_server_url(pipeline.path):
            # Connected now, while the crawler is built: a server that does not answer
            # stops the crawl before its first request.
            try:
                pipeline.store = open_store(pipeline.path)
            except StoreUnavailable as exc:
                logger.error("WEBEXTRACT_STORE: %s", exc)
                raise StoreUnavailable(f"WEBEXTRACT_STORE: {exc}") from None
        crawler.signals.connect(pipeline.spider_idle, signal=signals.spider_idle)
        return pipeline

    def open_spider(self) -> None:
        """Open (and create when missing) the SQLite file and its folder (a PostgreSQL
        store is already connected).  An SQLite store that cannot be opened (a folder
        without write access, a file that is no SQLite database) is reported as an error
        and the crawl goes on without it: the feeds still get every row."""
        if self.store is not None:
            logger.info("store: %s", redact(self.path))
            return
        try:
            folder = Path(self.path).expanduser().parent
            folder.mkdir(parents=True, exist_ok=True)
            self.store = open_store(self.path)
        except Exception as exc:  # noqa: BLE001 - the crawl and its feeds go on
            self.stats.set_value("webextract/store/unavailable", 1)
            logger.error("store %s cannot be opened (%s): crawling without the store", self.path, exc)
            self.store = None
            return
        logger.info("store: %s", self.path)

    def close_spider(self) -> None:
        """Commit the last rows and close the database; log its row counts."""
        if self.store is None:
            return
        store = self.store
        try:
            self.flush()
            if store.pending:  # the last flush failed (logged): these rows are not in the store
                logger.error("store %s: %s rows could not be written (the feeds have their items)",
                             redact(self.path), store.pending)
            else:
                logger.info("store %s now holds %s", redact(self.path), store.counts())
        except Exception:  # noqa: BLE001 - counts are informative only
            logger.exception("store counts failed")
        finally:
            self.store = None
            try:
                store.close()
            except Exception:  # noqa: BLE001 - reported above
                logger.debug("store %s: closed with rows unwritten", redact(self.path))

    def spider_idle(self) -> None:
        """The crawl has nothing in flight: commit the rows waiting for their batch (unless
        the store failed a moment ago and its next try is not due)."""
        if self.store is not None and self.store.pending and time.monotonic() >= self._last_commit:
            self.flush()

    def flush(self) -> None:
        """Write and commit the pending rows (counted under ``webextract/store/commits``,
        their rows under ``new`` and ``seen``); a row SQLite refuses is counted under
        ``webextract/store/error`` and the others are kept; a write or commit that fails
        is counted and logged, and its rows are tried again at a later flush: the first
        after 2, 4, 8 ... (at most 60) seconds while the failures go on, so a server that
        is away does not hold the crawl up at every item."""
        self._last_commit = time.monotonic()
        if self.store is None or not self.store.pending:
            return
        try:
            done = self.store.flush()
        except Exception as exc:  # noqa: BLE001 - the crawl and its feeds go on
            self.stats.inc_value("webextract/store/error")
            self._failures += 1
            self._last_commit += min(60.0, 2.0 ** self._failures)  # the next try waits
            if isinstance(exc, StoreUnavailable):
                logger.error("store: %s; %s rows kept for the next try", exc, self.store.pending)
            else:
                logger.exception("store: cannot write to %s", redact(self.path))
            return
        self._failures = 0
        stats = self.stats
        stats.inc_value("webextract/store/commits")
        if done.new:
            stats.inc_value("webextract/store/new", done.new)
        if done.seen:
            stats.inc_value("webextract/store/seen", done.seen)
        if done.failed:
            stats.inc_value("webextract/store/error", done.failed)
            logger.error("store: %s rows refused by %s", done.failed, redact(self.path))

    def process_item(self, item: Any) -> Any:
        """Queue a university item's row, and with ``derive_relations`` the rows of its
        relations, for the store (written with their batch); return every item unchanged."""
        store = self.store
        if store is None or not isinstance(item, STORED_ITEMS):
            return item
        try:
            store.add(item)
            if self.derive_relations and not isinstance(item, Relation):
                derive = scholarly_relations if isinstance(item, ScholarlyArticle) else relations_for
                for relation in derive(item):
                    store.add(relation)
        except Exception:  # noqa: BLE001 - one bad row must not stop the crawl
            self.stats.inc_value("webextract/store/error")
            logger.exception("store: cannot store %r", item)
            return item
        now = time.monotonic()
        if self._failures and now < self._last_commit:
            return item  # the store failed a moment ago: its rows wait for the next try
        if store.pending >= self.commit_every or now - self._last_commit >= self.commit_seconds:
            self.flush()
        return item
