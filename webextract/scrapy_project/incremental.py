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
    With ``WEBEXTRACT_RECHECK_AFTER`` seconds (0, the default: always ask), such a page that the
    last finished run got less than that long ago is not asked for at all: it is answered
    ``304`` here, as fresh (stat ``webextract/incremental/fresh``), like a cache's max-age.
``"site"`` (the university crawl, and any crawl whose plan needs every page)
    Each seed is held back while the pages of the last run on its site (its crawl scope,
    :func:`webextract.urls.scope_of`) are asked for again, conditionally, without redirects,
    obeying robots.txt (a page it now forbids fails: a change).  When each answers as before
    (304, or the same status and hash) the site has not changed: its seed is not crawled,
    nothing of it is parsed or extracted, and the store rows read from its pages get their
    ``last_seen`` refreshed.  Otherwise the seed is crawled as usual, every page of it
    extracted, and the store records the versions of the units and people that are new,
    changed or (when the crawl finishes) gone.  The seeds of other sites are decided on
    their own.

Stats: ``webextract/incremental/{new,changed,unchanged}`` per response compared,
``webextract/incremental/site_unchanged`` / ``site_changed``: seed sites found so,
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

from webextract.scrapy_project.jobdir import job_identity
from webextract.store import StoreBase, open_store
from webextract.store.schema import PageRecord
from webextract.store.sqlite import utcnow
from webextract.urls import in_scope, scope_of

logger = logging.getLogger(__name__)

#: Request meta: ask for this page conditionally (validators of the last run).
CONDITIONAL = "webextract_conditional"
#: Response meta: the page is as the last run got it.
UNCHANGED = "webextract_unchanged"
#: Request meta: the seed sites a page asked for again belongs to.
SITES = "webextract_sites"
#: Item types whose university a finished crawl covered (its rows not seen are then removed).
_UNIT_TYPES = ("college", "department", "faculty")

_STATES: "weakref.WeakKeyDictionary[Any, JobState]" = weakref.WeakKeyDictionary()


def job_name(spider: Any) -> str:
    """The job a crawl belongs to: its spider's name and its seeds, sorted."""
    identity = job_identity(spider)
    return " ".join([identity["spider"], *identity["seeds"]])


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
        self.store: StoreBase | None = None
        self.job = ""
        self.run = ""
        self.before: dict[str, PageRecord] = {}
        self.fetched: dict[str, PageRecord] = {}
        self.universities: set[str] = set()
        #: Pages of the seed sites found unchanged (their store rows are refreshed).
        self.unchanged_urls: set[str] = set()
        #: WEBEXTRACT_RECHECK_AFTER: seconds during which the last run's pages are fresh.
        self.recheck_after = settings.getfloat("WEBEXTRACT_RECHECK_AFTER", 0.0)
        #: True when the last finished run is younger than that: its conditional pages are
        #: not asked for again.
        self.fresh = False
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
        self.run = utcnow()  # the store's clock: rows not seen since are gone
        self.job = job_name(spider)
        try:
            self.store = open_store(self.path)
            self.before = self.store.last_run_pages(self.job)
        except Exception as exc:  # noqa: BLE001 - the crawl goes on, as a first run
            self.store = None
            self.stats.set_value("webextract/incremental/unavailable", 1)
            logger.error("incremental: the store %s cannot be opened (%s): crawling everything", self.path, exc)
            return
        last = self.store.last_run(self.job) if self.before else None
        if last and self.recheck_after > 0:
            age = (datetime.now(timezone.utc) - datetime.fromisoformat(last)).total_seconds()
            self.fresh = age < self.recheck_after
        logger.info("incremental: job %r, %d pages from its last run%s", self.job, len(self.before),
                    " (fresh: not asked again)" if self.fresh else "")

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
            if self.unchanged_urls:
                touched = store.touch(self.unchanged_urls)
                self.stats.set_value("webextract/incremental/rows_touched", touched)
            if self.universities:
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

    def process_request(self, request: Request, spider: Any = None) -> Response | None:
        if not request.meta.get(CONDITIONAL):
            return None
        before = self.state.before.get(request.url)
        if before is None or before.status != 200:
            return None
        if self.state.fresh:  # the last run got it less than WEBEXTRACT_RECHECK_AFTER ago
            self.state.stats.inc_value("webextract/incremental/fresh")
            return Response(request.url, status=304, request=request)
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


class _Site:
    """One seed site of a "site" scope crawl: its held seed requests, the pages of the last
    run on it, how many are still to answer, whether one changed."""

    def __init__(self, scope: str):
        self.scope = scope
        self.requests: list[Request] = []
        self.urls: list[str] = []
        self.waiting = 0
        self.changed = False


class IncrementalSpiderMiddleware:
    """Spider middleware: for spiders with ``incremental_scope = "site"``, holds each seed
    back while the pages of the last run on its site are asked for again, and releases it
    only when one of them has changed; the seeds of other sites go on by themselves (see
    the module docstring)."""

    def __init__(self, state: JobState):
        self.state = state
        self.sites: dict[str, _Site] = {}

    @classmethod
    def from_crawler(cls, crawler: Any) -> "IncrementalSpiderMiddleware":
        return cls(JobState.of(crawler))

    async def process_start(self, start: AsyncIterator[Any]) -> AsyncIterator[Any]:
        spider = self.state.crawler.spider
        if getattr(spider, "incremental_scope", "site") != "site" or not self.state.before:
            async for entry in start:
                yield entry
            return
        sites = self.sites
        async for entry in start:
            if isinstance(entry, Request):
                scope = scope_of(entry.url)
                sites.setdefault(scope, _Site(scope)).requests.append(entry)
            else:
                yield entry
        # each page of the last run is asked for once, for the seed sites it is on (all of
        # them when it is on none: a page elsewhere could be any site's)
        asked: list[tuple[str, list[str]]] = []
        for url in self.state.before:
            owners = [scope for scope in sites if in_scope(url, (scope,))] or list(sites)
            for scope in owners:
                sites[scope].urls.append(url)
                sites[scope].waiting += 1
            asked.append((url, owners))
        for site in list(sites.values()):
            if not site.urls:  # nothing of it last time (its seed failed): crawl it
                for entry in self._decided(site):
                    yield entry
        logger.info("incremental: asking again for the %d pages of the last run before crawling", len(asked))
        for url, owners in asked:
            yield Request(url, callback=self._answered, errback=self._failed, dont_filter=True, priority=100,
                          meta={CONDITIONAL: True, "dont_redirect": True, "handle_httpstatus_all": True,
                                SITES: owners})

    def _answered(self, response: Response) -> Iterator[Any]:
        return self._one_done(response.meta[SITES], not response.meta.get(UNCHANGED))

    def _failed(self, failure: Any) -> Iterator[Any]:
        return self._one_done(failure.request.meta[SITES], True)

    def _one_done(self, owners: list[str], changed: bool) -> Iterator[Any]:
        for scope in owners:
            site = self.sites[scope]
            site.changed = site.changed or changed
            site.waiting -= 1
            if site.waiting == 0:
                yield from self._decided(site)

    def _decided(self, site: _Site) -> Iterator[Any]:
        """All pages of a site answered: release its seeds when one changed, else keep its
        record and refresh its store rows at the end."""
        stats, state = self.state.stats, self.state
        held, site.requests = site.requests, []
        if site.changed or not site.urls:
            stats.inc_value("webextract/incremental/site_changed")
            logger.info("incremental: %s changed since the last run: crawling it", site.scope)
            # the crawl's own fetches make this run's record; robots.txt, read once per host
            # by Scrapy's middleware, is not fetched again
            for url in site.urls:
                if not url.endswith("/robots.txt"):
                    state.fetched.pop(url, None)
            yield from held
            return
        stats.inc_value("webextract/incremental/site_unchanged")
        logger.info("incremental: no page of %s changed since the last run: not crawled", site.scope)
        state.unchanged_urls.update(site.urls)
