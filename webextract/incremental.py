"""Incremental re-crawls (``WEBEXTRACT_INCREMENTAL``): a second run of the same job does not
re-extract pages that have not changed.  Scrapy adapters over the store's ``pages`` and
``versions`` tables (:mod:`webextract.store.sqlite`).

A *job* is a spider and its seeds.  Every response of a run is recorded (URL, status,
``ETag``, ``Last-Modified``, a SHA-256 of the body, or of the target of a redirect) and, when
the run finishes, saved as the job's last run, with a version for each page that is new,
changed or no longer reached.  The next run compares with it in one of two ways, chosen by
the spider's ``incremental_scope``:

``"page"`` (the news crawl)
    Pages whose request carries ``meta["webextract_conditional"]`` (article pages) are asked
    for conditionally (``If-None-Match`` / ``If-Modified-Since`` from the last run); a
    ``304 Not Modified``, or a body with the last run's hash, marks the response
    ``meta["webextract_unchanged"]`` and the spider skips it: nothing is parsed or extracted.
``"site"`` (the university crawl, and any crawl whose plan needs every page)
    Before the seeds, every page of the last run is asked for again, conditionally, without
    redirects, obeying robots.txt (a page it now forbids fails: a change); when each answers as before (304, or the same status and hash) the site has
    not changed: the seeds are not crawled, nothing is parsed or extracted, and the store
    rows read from those pages get their ``last_seen`` refreshed.  Otherwise the seeds are
    crawled as usual, every page extracted, and the store records the versions of the
    units and people that are new, changed or (when the crawl finishes) gone.

Stats: ``webextract/incremental/{new,changed,unchanged}`` per response compared,
``webextract/incremental/site_unchanged`` / ``site_changed`` for the site test,
``webextract/incremental/pages_{new,changed,unchanged,removed}`` when the run is saved,
``webextract/incremental/rows_touched`` and ``rows_removed`` for the store.  A run that does
not finish (stopped, killed) saves nothing: the next run compares with the last finished one.
"""

from __future__ import annotations

import hashlib
import logging
import weakref
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, AsyncIterator, Iterator
from urllib.parse import urljoin

from scrapy import Request, signals
from scrapy.exceptions import NotConfigured
from scrapy.http import Response

from webextract.store.sqlite import PageRecord, Store

logger = logging.getLogger(__name__)

#: Request meta: ask for this page conditionally (validators of the last run).
CONDITIONAL = "webextract_conditional"
#: Response meta: the page is as the last run got it.
UNCHANGED = "webextract_unchanged"
#: Universities whose rows a finished crawl saw: marks the rest of theirs removed.
_UNIT_TYPES = ("college", "department", "faculty")

_STATES: "weakref.WeakKeyDictionary[Any, JobState]" = weakref.WeakKeyDictionary()


def job_name(spider: Any) -> str:
    """The job a crawl belongs to: its spider's name and its seeds, sorted."""
    seeds = sorted(getattr(spider, "seed_urls", None) or getattr(spider, "start_urls", None) or [])
    return " ".join([spider.name, *seeds])


def page_record(response: Response) -> PageRecord:
    """What a response is, for comparison with another fetch of its URL: status,
    validators and a SHA-256 of the body (of the absolute ``Location`` for a redirect;
    none for ``304 Not Modified``, which has no body)."""
    headers = response.headers
    etag = headers.get(b"ETag")
    modified = headers.get(b"Last-Modified")
    if response.status == 304:
        digest = None
    elif 300 <= response.status < 400 and headers.get(b"Location"):
        target = urljoin(response.url, headers[b"Location"].decode("latin-1"))
        digest = hashlib.sha256(target.encode("utf-8")).hexdigest()
    else:
        digest = hashlib.sha256(response.body).hexdigest()
    return PageRecord(response.status, etag.decode("latin-1") if etag else None,
                      modified.decode("latin-1") if modified else None, digest)


class JobState:
    """One crawl's incremental state: its job, the store, the last finished run's pages,
    this run's pages, the universities its items came from."""

    def __init__(self, crawler: Any):
        settings = crawler.settings
        if not settings.getbool("WEBEXTRACT_INCREMENTAL"):
            raise NotConfigured  # off, the usual case: without a message Scrapy logs nothing
        path = settings.get("WEBEXTRACT_STORE")
        if not path:
            raise ValueError("WEBEXTRACT_INCREMENTAL needs a store: set WEBEXTRACT_STORE to a file")
        self.crawler = crawler
        self.stats = crawler.stats
        self.path = str(Path(path).expanduser())
        self.store: Store | None = None
        self.job = ""
        self.run = ""
        self.before: dict[str, PageRecord] = {}
        self.fetched: dict[str, PageRecord] = {}
        self.universities: set[str] = set()
        self.site_unchanged = False
        crawler.signals.connect(self.opened, signal=signals.spider_opened)
        crawler.signals.connect(self.closed, signal=signals.spider_closed)
        crawler.signals.connect(self.item_scraped, signal=signals.item_scraped)

    @classmethod
    def of(cls, crawler: Any) -> "JobState":
        """The crawl's state, made on first use (NotConfigured when incremental is off)."""
        state = _STATES.get(crawler)
        if state is None:
            state = _STATES[crawler] = cls(crawler)
        return state

    def opened(self, spider: Any) -> None:
        self.run = datetime.now(timezone.utc).isoformat(timespec="seconds")
        self.job = job_name(spider)
        self.store = Store(self.path)
        self.before = self.store.last_run_pages(self.job)
        logger.info("incremental: job %r, %d pages from its last run", self.job, len(self.before))

    def item_scraped(self, item: Any) -> None:
        if getattr(item, "type", None) in _UNIT_TYPES and getattr(item, "university", None):
            self.universities.add(item.university)

    def closed(self, spider: Any, reason: str) -> None:
        store, self.store = self.store, None
        if store is None:
            return
        try:
            if reason != "finished":
                logger.info("incremental: the run did not finish (%s): its pages are not saved", reason)
                return
            if self.site_unchanged:
                touched = store.touch(self.before)
                self.stats.set_value("webextract/incremental/rows_touched", touched)
            elif self.universities:
                removed = store.mark_removed(self.universities, self.run)
                self.stats.set_value("webextract/incremental/rows_removed", removed)
            counts = store.save_run_pages(self.job, self.run, self.fetched)
            for key, count in counts.items():
                self.stats.set_value(f"webextract/incremental/pages_{key}", count)
            logger.info("incremental: run saved: %s", counts)
        except Exception:  # noqa: BLE001 - the crawl's feeds are written; report and go on
            self.stats.inc_value("webextract/incremental/error")
            logger.exception("incremental: cannot save the run to %s", self.path)
        finally:
            store.close()

    def compare(self, response: Response) -> bool:
        """Record a response; True when it is as the last run got it."""
        record = page_record(response)
        self.fetched[response.url] = record
        before = self.before.get(response.url)
        if before is None:
            self.stats.inc_value("webextract/incremental/new")
            return False
        same = record.status == 304 or (record.status == before.status
                                        and record.content_hash == before.content_hash)
        self.stats.inc_value(f"webextract/incremental/{'unchanged' if same else 'changed'}")
        return same


class IncrementalMiddleware:
    """Downloader middleware (after decompression, before redirects are followed): adds
    the last run's validators to conditional requests, records every response and marks
    the unchanged ones (``meta["webextract_unchanged"]``)."""

    def __init__(self, state: JobState):
        self.state = state

    @classmethod
    def from_crawler(cls, crawler: Any) -> "IncrementalMiddleware":
        return cls(JobState.of(crawler))

    def process_request(self, request: Request, spider: Any = None) -> None:
        if not request.meta.get(CONDITIONAL):
            return None
        before = self.state.before.get(request.url)
        if before is None or before.status != 200:
            return None
        if before.etag:
            request.headers.setdefault(b"If-None-Match", before.etag)
        if before.last_modified:
            request.headers.setdefault(b"If-Modified-Since", before.last_modified)
        allowed = list(request.meta.get("handle_httpstatus_list", ()))
        if 304 not in allowed:
            request.meta["handle_httpstatus_list"] = [*allowed, 304]
        return None

    def process_response(self, request: Request, response: Response, spider: Any = None) -> Response:
        if self.state.compare(response):
            request.meta[UNCHANGED] = True
        for url, status, target in _redirect_chain(request, response):
            digest = hashlib.sha256(target.encode("utf-8")).hexdigest()
            self.state.fetched.setdefault(url, PageRecord(status, None, None, digest))
        return response


def _redirect_chain(request: Request, response: Response) -> Iterator[tuple[str, int, str]]:
    """The redirects a response came through: (URL, status, the URL it pointed to)."""
    urls = request.meta.get("redirect_urls") or []
    reasons = request.meta.get("redirect_reasons") or []
    chain = [*urls, response.url]
    for i, url in enumerate(urls):
        status = reasons[i] if i < len(reasons) and isinstance(reasons[i], int) else 302
        yield url, status, chain[i + 1]


class IncrementalSpiderMiddleware:
    """Spider middleware: for spiders with ``incremental_scope = "site"``, holds the seeds
    back while every page of the last run is asked for again, and releases them only when
    one has changed (see the module docstring)."""

    def __init__(self, state: JobState):
        self.state = state
        self.held: list[Any] = []
        self.waiting = 0
        self.changed = False

    @classmethod
    def from_crawler(cls, crawler: Any) -> "IncrementalSpiderMiddleware":
        return cls(JobState.of(crawler))

    async def process_start(self, start: AsyncIterator[Any]) -> AsyncIterator[Any]:
        spider = self.state.crawler.spider
        if getattr(spider, "incremental_scope", "site") != "site" or not self.state.before:
            async for entry in start:
                yield entry
            return
        async for entry in start:
            if isinstance(entry, Request):
                self.held.append(entry)
            else:
                yield entry
        self.waiting = len(self.state.before)
        logger.info("incremental: asking again for the %d pages of the last run before crawling", self.waiting)
        for url in self.state.before:
            yield Request(url, callback=self._answered, errback=self._failed, dont_filter=True, priority=100,
                          meta={CONDITIONAL: True, "dont_redirect": True, "handle_httpstatus_all": True})

    def _answered(self, response: Response) -> Iterator[Any]:
        if not response.meta.get(UNCHANGED):
            self.changed = True
        return self._one_done()

    def _failed(self, failure: Any) -> Iterator[Any]:
        self.changed = True
        return self._one_done()

    def _one_done(self) -> Iterator[Any]:
        self.waiting -= 1
        if self.waiting > 0:
            return iter(())
        stats = self.state.stats
        if self.changed:
            stats.set_value("webextract/incremental/site_changed", 1)
            logger.info("incremental: the site changed since the last run: crawling it")
            # the crawl's own fetches make this run's record; robots.txt, read once per host
            # by Scrapy's middleware, is not fetched again
            fetched = self.state.fetched
            for url in [u for u in fetched if not u.endswith("/robots.txt")]:
                del fetched[url]
            held, self.held = self.held, []
            return iter(held)
        stats.set_value("webextract/incremental/site_unchanged", 1)
        logger.info("incremental: no page changed since the last run: nothing to crawl")
        self.state.site_unchanged = True
        self.held = []
        return iter(())
