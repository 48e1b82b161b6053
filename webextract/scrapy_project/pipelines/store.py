"""Upsert university and article items into the store (WEB-UIE §4 data integration).

Every :class:`~webextract.items.College`, :class:`~webextract.items.Department`,
:class:`~webextract.items.Faculty` and :class:`~webextract.items.Relation` item is upserted
into the store ``WEBEXTRACT_STORE`` names (:func:`webextract.store.open_store`): the path of
an embedded SQLite file, or a ``postgresql://user@host/db`` URL that workers on several
machines share; ``""`` switches the store off.  Repeated and scheduled crawls update the same rows (stable keys, first-seen
and last-seen times) instead of adding new ones.  Counts: ``webextract/store/new`` for rows
the store did not have, ``webextract/store/seen`` for rows it had; a row that cannot be
stored is counted under ``webextract/store/error`` and the crawl goes on.  A store that
cannot be used as asked refuses the crawl before any page is fetched, with one line
(:class:`~webextract.scrapy_project.faults.Refused`, exit status 2): a PostgreSQL server that
does not answer or refuses the login (a worker of a shared crawl that cannot write the
shared store would lose its rows), an SQLite path whose folder does not exist or cannot be
written, a file that is no SQLite database.  Items pass
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

**The store never holds the crawl up.**  Batches are written in a thread of their own, one
at a time, so a store that is slow (a PostgreSQL server far away or busy, an SQLite file
another process holds locked) delays only its own rows: pages are fetched, items extracted
and feeds written meanwhile.  The SQLite file is opened in that thread too, and opened again
at the next batch when it could not be (locked at the start).  A batch that fails keeps its
rows: they are tried again with the next batch, after 2, 4, 8 ... (at most 60) seconds
while the failures go on (a WARNING each time, ``webextract/store/error``).  When the crawl
has nothing left to do but rows wait for a store that fails, it waits up to
``WEBEXTRACT_STORE_WAIT`` seconds (default 120) for the store to come back; then it closes
with reason ``store_incomplete``, the rows still unwritten are counted under
``webextract/store/unwritten`` and reported as a loss (one ERROR line at the end, exit
status 1: :mod:`webextract.scrapy_project.faults`).  Run the same command again (with its
``JOBDIR``) to write them: the store's upserts are idempotent.  Without a running event
loop (the pipeline driven directly, as in a script) the batches are written at once.
"""

from __future__ import annotations

import asyncio
import logging
import time
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, Optional

from scrapy import signals
from scrapy.exceptions import CloseSpider, DontCloseSpider, NotConfigured

from webextract.items import College, Department, Faculty, Relation, ScholarlyArticle
from webextract.relations.inm import relations_for
from webextract.relations.scholarly import scholarly_relations
from webextract.scrapy_project.faults import Refused, engine_of, lost, writable_folder
from webextract.store import StoreUnavailable, is_server_url, open_store, redact
from webextract.store.schema import row_of

logger = logging.getLogger(__name__)

#: Item classes the store holds.
STORED_ITEMS = (College, Department, Faculty, Relation, ScholarlyArticle)
#: The first bytes of every SQLite database file.
SQLITE_HEADER = b"SQLite format 3\x00"


def check_sqlite_path(path: str) -> None:
    """Refuse (:class:`Refused`) an SQLite store path that cannot work: a folder that does
    not exist or cannot be written, a folder where the file should be, a file that is no
    SQLite database."""
    if path == ":memory:":
        return
    file = Path(path).expanduser()
    if not file.parent.is_dir():
        raise Refused(f"WEBEXTRACT_STORE: the folder of {file} does not exist (make it, or give another path)")
    writable_folder(file.parent, "WEBEXTRACT_STORE")
    if file.is_dir():
        raise Refused(f"WEBEXTRACT_STORE: {file} is a folder, not a database file")
    if file.is_file() and file.stat().st_size:
        try:
            with open(file, "rb") as f:
                header = f.read(len(SQLITE_HEADER))
        except OSError as exc:
            raise Refused(f"WEBEXTRACT_STORE: {file} cannot be read ({exc.strerror})") from None
        if header != SQLITE_HEADER:
            raise Refused(f"WEBEXTRACT_STORE: {file} is no SQLite database (give another path)")


class StorePipeline:
    """Scrapy item pipeline: upsert university items into the store (SQLite or PostgreSQL)."""

    #: Rows per committed transaction (``WEBEXTRACT_STORE_COMMIT_EVERY``).
    COMMIT_EVERY = 200
    #: Longest time rows wait for their commit while items keep coming
    #: (``WEBEXTRACT_STORE_COMMIT_SECONDS``); an idle or closing crawl commits at once.
    COMMIT_SECONDS = 1.0
    #: Seconds a crawl with nothing else to do waits for a failing store (``WEBEXTRACT_STORE_WAIT``).
    WAIT = 120.0

    def __init__(self, crawler: Any, path: str, commit_every: int = COMMIT_EVERY,
                 commit_seconds: float = COMMIT_SECONDS, derive_relations: bool = True, wait: float = WAIT):
        self.crawler = crawler
        self.derive_relations = derive_relations
        self.stats = crawler.stats
        self.path = path
        self.commit_every = max(1, commit_every)
        self.commit_seconds = commit_seconds
        self.wait = max(0.0, wait)
        #: The open store (opened in the writer thread; None until then).
        self.store: Any = None
        #: Rows made from the items, not yet handed to the writer: (table, row).
        self._rows: list[tuple[Any, list[Any]]] = []
        self._writer: Optional[ThreadPoolExecutor] = None
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        #: The batch being written in the writer thread (None: none).
        self._busy: Optional[Future] = None
        self._written: Optional[asyncio.Future] = None
        self._last_commit = time.monotonic()
        #: Writes that failed in a row, the time before which none is tried again, the
        #: last failure, the time an idle crawl stops waiting for the store.
        self._failures = 0
        self._next_try = 0.0
        self._error = ""
        self._give_up: Optional[float] = None
        self._timer: Any = None

    @classmethod
    def from_crawler(cls, crawler: Any) -> "StorePipeline":
        """Read ``WEBEXTRACT_STORE`` (default ``webextract.sqlite3``; empty means no store)
        the batch limits ``WEBEXTRACT_STORE_COMMIT_EVERY`` / ``_COMMIT_SECONDS``,
        ``WEBEXTRACT_STORE_WAIT`` and ``WEBEXTRACT_RELATION_ITEMS`` (off: relations are
        derived from the items).  Refuses a store that cannot be used (see the module
        docstring)."""
        settings = crawler.settings
        path = settings.get("WEBEXTRACT_STORE", "webextract.sqlite3")
        if not path:
            logger.info("no store: WEBEXTRACT_STORE is empty")
            raise NotConfigured  # the user's choice: logged above at INFO, not as a warning
        pipeline = cls(crawler, str(path),
                       settings.getint("WEBEXTRACT_STORE_COMMIT_EVERY", cls.COMMIT_EVERY),
                       settings.getfloat("WEBEXTRACT_STORE_COMMIT_SECONDS", cls.COMMIT_SECONDS),
                       not settings.getbool("WEBEXTRACT_RELATION_ITEMS"),
                       settings.getfloat("WEBEXTRACT_STORE_WAIT", cls.WAIT))
        if is_server_url(pipeline.path):
            # Connected now, while the crawler is built: a server that does not answer
            # refuses the crawl before its first request.
            try:
                pipeline.store = open_store(pipeline.path)
            except StoreUnavailable as exc:
                raise Refused(f"WEBEXTRACT_STORE: {exc}") from None
        else:
            check_sqlite_path(pipeline.path)
        crawler.signals.connect(pipeline.spider_idle, signal=signals.spider_idle)
        return pipeline

    # ------------------------------------------------------------------ the writer
    def open_spider(self) -> None:
        """Start the writer thread (with a running event loop) and open the SQLite file in
        it (a PostgreSQL store is already connected)."""
        try:
            self._loop = asyncio.get_running_loop()
        except RuntimeError:
            self._loop = None
        if self._loop is not None:
            self._writer = ThreadPoolExecutor(1, thread_name_prefix="webextract-store")
        logger.info("store: %s", redact(self.path))
        if self.store is None:
            self._start()

    def unwritten(self) -> int:
        """Rows not yet in the store."""
        store = self.store
        return len(self._rows) + (store.pending if store is not None else 0)

    def _write(self, batch: list[tuple[Any, list[Any]]]) -> tuple[bool, Any]:
        """In the writer thread: open the store when it is not open, hand it the batch
        (emptied once handed) and write; returns (True, Flushed) or (False, the error)."""
        try:
            if self.store is None:
                self.store = open_store(self.path)
            store = self.store
            for table, row in batch:
                store.queue(table, row)
            batch.clear()
            return True, store.flush()
        except Exception as exc:  # noqa: BLE001 - reported and retried by the crawl
            return False, exc

    def _start(self) -> None:
        """Write the rows waiting (unless a batch is being written)."""
        if self._busy is not None:
            return
        batch, self._rows = self._rows, []
        self._last_commit = time.monotonic()
        if self._writer is None or self._loop is None:  # no event loop: write now
            self._finish(batch, self._write(batch))
            return
        loop = self._loop
        self._written = loop.create_future()
        future = self._writer.submit(self._write, batch)
        self._busy = future
        future.add_done_callback(
            lambda f: loop.call_soon_threadsafe(self._finish, batch, f.result()))

    def _finish(self, batch: list[tuple[Any, list[Any]]], outcome: tuple[bool, Any]) -> None:
        """In the crawl's thread, once a batch is written or failed."""
        self._busy = None
        if batch:  # the store could not be opened: the rows wait for the next try
            self._rows[:0] = batch
        ok, value = outcome
        stats = self.stats
        if not ok:
            self._failures += 1
            self._next_try = time.monotonic() + min(60.0, 2.0 ** self._failures)
            self._error = " ".join(str(value).split()) or type(value).__name__
            stats.inc_value("webextract/store/error")
            logger.warning("store %s: %s; %d rows kept, tried again in %d s", redact(self.path), self._error,
                           self.unwritten(), min(60.0, 2.0 ** self._failures))
        else:
            if self._failures:
                logger.info("store %s: written again after %d failed tries", redact(self.path), self._failures)
            self._failures = 0
            self._give_up = None
            if value.new or value.seen or value.failed:
                stats.inc_value("webextract/store/commits")
            if value.new:
                stats.inc_value("webextract/store/new", value.new)
            if value.seen:
                stats.inc_value("webextract/store/seen", value.seen)
            if value.failed:
                stats.inc_value("webextract/store/error", value.failed)
                logger.warning("store: %s rows refused by %s", value.failed, redact(self.path))
        if self._written is not None and not self._written.done():
            self._written.set_result(None)
        self._wake()

    def _wake(self) -> None:
        """Have the engine look again whether the crawl is idle (and so ask this pipeline)."""
        slot = getattr(engine_of(self.crawler), "_slot", None)
        if slot is not None:
            slot.nextcall.schedule()

    def _wake_at(self, when: float) -> None:
        if self._loop is None:
            return
        if self._timer is not None:
            self._timer.cancel()
        self._timer = self._loop.call_later(max(0.0, when - time.monotonic()) + 0.01, self._wake)

    # ------------------------------------------------------------------ the crawl
    def process_item(self, item: Any) -> Any:
        """Queue a university item's row, and with ``derive_relations`` the rows of its
        relations, for the store (written with their batch); return every item unchanged."""
        if not isinstance(item, STORED_ITEMS):
            return item
        try:
            rows = [row_of(item)]
            if self.derive_relations and not isinstance(item, Relation):
                derive = scholarly_relations if isinstance(item, ScholarlyArticle) else relations_for
                rows += [row_of(relation) for relation in derive(item)]
        except Exception as exc:  # noqa: BLE001 - one bad row must not stop the crawl
            self.stats.inc_value("webextract/store/error")
            logger.warning("store: cannot store %r: %s", item, exc)
            return item
        self._rows += rows
        if self._busy is not None:
            return item
        now = time.monotonic()
        if self._failures and now < self._next_try:
            return item  # the store failed a moment ago: its rows wait for the next try
        if self.unwritten() >= self.commit_every or now - self._last_commit >= self.commit_seconds:
            self._start()
        return item

    def spider_idle(self) -> None:
        """The crawl has nothing in flight: write the rows waiting.  While a batch is being
        written, or the store fails and ``WEBEXTRACT_STORE_WAIT`` has not passed, the crawl
        stays open; then it closes with reason ``store_incomplete``."""
        if self._busy is not None:
            raise DontCloseSpider
        if not self.unwritten():
            return
        now = time.monotonic()
        if not self._failures:
            self._start()
            if self._busy is not None:
                raise DontCloseSpider
            return
        if self._give_up is None:
            self._give_up = now + self.wait
            logger.info("store %s: the crawl waits up to %d s for it (%d rows to write)", redact(self.path),
                        self.wait, self.unwritten())
        if now >= self._give_up:
            raise CloseSpider("store_incomplete")
        if now >= self._next_try:
            self._start()
        else:
            self._wake_at(min(self._next_try, self._give_up))
        raise DontCloseSpider

    def close_spider(self) -> Any:
        """Write the last rows and close the store; rows still unwritten are reported as
        a loss (:func:`webextract.scrapy_project.faults.lost`)."""
        if self._timer is not None:
            self._timer.cancel()
        if self._writer is None or self._loop is None:
            if self.unwritten():
                self._start()
            unwritten = self.unwritten()
            self._report(self._close_store(), unwritten)
            return None
        return self._close_async()

    async def _close_async(self) -> None:
        assert self._writer is not None and self._loop is not None
        if self._busy is not None and self._written is not None:
            await self._written
        if self.unwritten():
            self._start()
            if self._written is not None:
                await self._written
        unwritten = self.unwritten()
        self._report(await self._loop.run_in_executor(self._writer, self._close_store), unwritten)
        self._writer.shutdown(wait=False)

    def _report(self, counts: Optional[dict[str, int]], unwritten: Optional[int] = None) -> None:
        count = self.unwritten() if unwritten is None else unwritten
        if count:
            lost(self.crawler, "store_incomplete",
                 f"store {redact(self.path)}: {count} rows not written ({self._error or 'not opened'})",
                 "webextract/store/unwritten", count)
        elif counts is not None:
            logger.info("store %s now holds %s", redact(self.path), counts)

    def _close_store(self) -> Optional[dict[str, int]]:
        """Close the store (in the thread that writes it); its row counts when every row
        is written."""
        store = self.store
        if store is None:
            return None
        counts = None
        if not self.unwritten():
            try:
                counts = store.counts()
            except Exception:  # noqa: BLE001 - counts are informative only
                logger.debug("store counts failed", exc_info=True)
        try:
            store.close()
        except Exception:  # noqa: BLE001 - its rows are reported as lost
            logger.debug("store %s: closed with rows unwritten", redact(self.path))
        self.store = None
        return counts

    def flush(self) -> None:
        """Write the rows waiting now (a script driving the pipeline without a crawl)."""
        self._start()
