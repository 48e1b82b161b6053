"""``scrapy crawl university -a seed=URL``: a focused crawl of a university's structure (WEB-UIE).

The spider is a thin adapter around :class:`webextract.crawl.university.UniversityCrawl`,
which holds the crawl's decisions (WEB-UIE §3.1–3.2, Figure 3): the level of the seed, which
record set to look for on which level, the ordered plan of ways to find each set (keyword
links, the unit's own page, candidate pages tested by data-region location) and which link
to fetch next.  The spider turns each :class:`~webextract.crawl.university.Fetch` the
crawl asks for into a Scrapy request, parses each page once, hands it (or the reason it
failed) back, and yields what comes out: :class:`~webextract.items.College`,
:class:`~webextract.items.Department` and :class:`~webextract.items.Faculty` items and
further requests.  Their Information Network Model relations are derived where they are
written: the ``relation`` feeds (formats ``relations-jsonl`` and ``relations-csv``) and the
store; with ``WEBEXTRACT_RELATION_ITEMS`` on, each item is also followed by its relations as
:class:`~webextract.items.Relation` items.

The seed may be a university, a college or a department home page;
``-a level=university|college|department`` overrides the guess.  Limits: the crawl stays
inside the seed's registered domain and its subdomains (the exact host for IP addresses and
``localhost``), obeys robots.txt, fetches at most ``WEBEXTRACT_UNIVERSITY_MAX_PAGES`` pages a
seed, follows at most ``WEBEXTRACT_UNIVERSITY_MAX_HOPS`` keyword hops between record-set
pages, at most ``WEBEXTRACT_UNIVERSITY_MAX_UNIT_PAGES`` pages for one search of a unit (its
keyword links, then a best-first search of its pages that goes on past dead links), and at
most ``WEBEXTRACT_UNIVERSITY_MAX_DIRECTORY_PAGES`` pages of one paginated directory.  Every failure (HTTP error, redirect loop, robots.txt, not HTML) is counted under
``webextract/university/<reason>`` and the crawl goes on; at the end it logs what it found,
what it could not, and the pages fetched per unit found.
"""

from __future__ import annotations

import functools
import json
import logging
from typing import Any, AsyncIterator, Callable, Iterable, Iterator, Optional

from scrapy.http import Request, Response

from webextract.dom import NotHTMLError
from webextract.crawl.university import (  # noqa: F401 - re-exported for the spider's users and tests
    LEVELS,
    Fetch,
    Limits,
    UniversityCrawl,
    page_heading,
    page_links,
    warm_dictionaries,
)
from webextract.scrapy_project.distributed import SharedCrawl, shared_crawl
from webextract.scrapy_project.jobdir import journal_headers, rebuild_response
from webextract.store.joblog import decode_entry, encode_entry
from webextract.scrapy_project.spiders.base import WebextractSpider, is_html_response, parse_response
from webextract.urls import (  # noqa: F401 - re-exported for the spider's users and tests
    in_scope,
    in_subtree,
    is_below,
    is_site_root,
    registered_domain,
    scope_of,
    unit_folder,
    url_key,
)

logger = logging.getLogger(__name__)


def requested_url(request: Any) -> str:
    """The URL a request was first made for (before any redirect)."""
    redirects = request.meta.get("redirect_urls") if request is not None else None
    return redirects[0] if redirects else getattr(request, "url", "")


def records_issued(callback: Callable[..., Iterable[Any]]) -> Callable[..., Iterable[Any]]:
    """Wrap a callback or errback: at DEBUG, log after it ran which requests it issued, as
    ``requests issued by <URL>: <JSON list of URLs>`` (``<URL>`` the URL first requested
    for the response or failure it handled).  The benchmark's fetch-only crawl replays these
    dependencies; at other log levels the callback runs unwrapped."""

    @functools.wraps(callback)
    def wrapper(self: Any, answer: Any) -> Iterable[Any]:
        out = callback(self, answer)
        if not self.logs_debug:
            return out
        return _logging_issued(out, requested_url(getattr(answer, "request", None)))

    return wrapper


def _logging_issued(results: Iterable[Any], parent: str) -> Iterator[Any]:
    issued: list[str] = []
    try:
        for result in results or ():
            if isinstance(result, Request):
                issued.append(result.url)
            yield result
    finally:
        logger.debug("requests issued by %s: %s", parent, json.dumps(issued))


class UniversitySpider(WebextractSpider):
    """Focused crawl of a university: colleges → departments → faculty (WEB-UIE §3.1–3.2)."""

    name = "university"
    shares_by_site = True

    custom_settings = {
        # Scrapy's depth limit would cut long paginated directories; the plans, the page
        # budget and the directory page limit bound the walk instead.
        "DEPTH_LIMIT": 0,
    }
    # Default feeds (no -o/-O): one per kind this crawl exports.
    item_types = ("college", "department", "faculty", "relation")
    #: Pipeline this crawl adds to the project's ITEM_PIPELINES: the store upserts its items.
    STORE_PIPELINE = ("webextract.scrapy_project.pipelines.store.StorePipeline", 800)
    #: The project's pipelines for page items (PageItem → Article), left out of this crawl:
    #: it yields no page items, so they would only pass each of its items along.
    PAGE_PIPELINES = ("webextract.scrapy_project.pipelines.denoise.DenoisePipeline",
                      "webextract.scrapy_project.pipelines.extract.ExtractPipeline")

    @classmethod
    def update_settings(cls, settings: Any) -> None:
        """Add the store pipeline to the project's pipelines and leave out the page-item ones
        (a user's own pipelines keep running)."""
        super().update_settings(settings)
        pipelines = dict(settings.getdict("ITEM_PIPELINES"))
        for page_pipeline in cls.PAGE_PIPELINES:
            pipelines.pop(page_pipeline, None)
        name, order = cls.STORE_PIPELINE
        pipelines.setdefault(name, order)
        settings.set("ITEM_PIPELINES", pipelines, priority="spider")

    # Limits (settings WEBEXTRACT_UNIVERSITY_<NAME>; defaults here, -s NAME=VALUE overrides):
    #: Most pages fetched for one seed.
    MAX_PAGES = Limits.max_pages
    #: Keyword hops from a record-set page that holds no set to another (Academics → Schools).
    MAX_HOPS = Limits.max_hops
    #: Keyword links tried per level and place (inside / outside the unit).
    MAX_KEYWORD_LINKS = Limits.max_keyword_links
    #: Candidate pages tested by data-region location (§3.2) when keywords fail.
    MAX_CANDIDATES = Limits.max_candidates
    #: Most pages of one paginated or letter-split directory.
    MAX_DIRECTORY_PAGES = Limits.max_directory_pages
    #: Fewest repeating units read as faculty on a further page (next page, letter) of a
    #: directory already recognised; elsewhere the paper's k > 3 holds.
    DIRECTORY_PAGE_MIN_UNITS = Limits.directory_page_min_units
    #: Most pages one search of a unit for a record set fetches (keyword links, candidates,
    #: the best-first faculty search; not the further pages of a list found).
    MAX_UNIT_PAGES = Limits.max_unit_pages
    #: Clicks from a unit's home page the best-first faculty search goes.
    MAX_SEARCH_DEPTH = Limits.max_search_depth

    def __init__(self, *args: Any, level: str | None = None, **kwargs: Any):
        super().__init__(*args, **kwargs)
        if level is not None and level not in LEVELS:
            raise ValueError(f"university: level must be one of {', '.join(LEVELS)}, got {level!r}")
        self.level = level
        self._crawl: Optional[UniversityCrawl] = None
        #: Shared crawl (scrapy-redis): the fetches asked for, by number; the next number;
        #: the next page-log entry to apply; True while applying another worker's entry.
        self._fetches: dict[int, Fetch] = {}
        self._next_fetch = 0
        self._log_cursor = 0
        self._replica = False
        warm_dictionaries()

    # ----------------------------------------------------------------------- settings
    @property
    def shared(self) -> Optional[SharedCrawl]:
        """The Redis side of a crawl shared by several workers (scrapy-redis), else None."""
        crawler = getattr(self, "crawler", None)
        return shared_crawl(crawler) if crawler is not None else None

    def stat(self, key: str, count: int = 1) -> None:
        """Count ``webextract/university/<key>`` (not while applying another worker's page)."""
        if not self._replica:
            super().stat(key, count)

    def _setting(self, name: str) -> int:
        """The limit ``WEBEXTRACT_UNIVERSITY_<name>``, else the class attribute ``name``."""
        return self.crawler.settings.getint(f"WEBEXTRACT_UNIVERSITY_{name}", getattr(self, name))

    @property
    def crawl(self) -> UniversityCrawl:
        """The crawl's decisions (library), built on first use from the crawler's settings."""
        if self._crawl is None:
            limits = Limits(**{f.lower(): self._setting(f) for f in (
                "MAX_PAGES", "MAX_HOPS", "MAX_KEYWORD_LINKS", "MAX_CANDIDATES", "MAX_DIRECTORY_PAGES",
                "DIRECTORY_PAGE_MIN_UNITS", "MAX_UNIT_PAGES", "MAX_SEARCH_DEPTH")})
            self._crawl = UniversityCrawl(
                limits, self.level, stat=self.stat,
                relation_items=self.crawler.settings.getbool("WEBEXTRACT_RELATION_ITEMS"))
        return self._crawl

    @property
    def logs_debug(self) -> bool:
        """True when the crawl's log shows DEBUG lines (``LOG_LEVEL``; Scrapy filters at its
        log handler, so the logger's own level says nothing)."""
        got = getattr(self, "_logs_debug", None)
        if got is None:
            level: Any = logging.INFO
            crawler = getattr(self, "crawler", None)
            if crawler is not None:
                level = crawler.settings.get("LOG_LEVEL", "DEBUG")
            if isinstance(level, str):
                level = logging.getLevelName(level.upper())
            got = self._logs_debug = (isinstance(level, int) and level <= logging.DEBUG
                                      and logger.isEnabledFor(logging.DEBUG))
        return got

    @property
    def site_states(self) -> list[Any]:
        """The crawl state of each seed (see :class:`webextract.crawl.university.Site`)."""
        return self.crawl.sites

    @property
    def requested_keys(self) -> set[str]:
        """``<goal>:<url key>`` of every page requested so far (the crawl's own duplicate
        filter: plan steps must hear back, so Scrapy's silent filter is bypassed)."""
        return self.crawl.requested_keys

    def detect_level(self, root: Any, url: str, university: str = "") -> str:
        """The level of a seed page (see :meth:`UniversityCrawl.detect_level`)."""
        return self.crawl.detect_level(root, url, university)

    # ----------------------------------------------------------------------- requests
    async def start(self) -> AsyncIterator[Any]:
        """One request per seed; the seed's level is decided when its page arrives."""
        for seed in self.seed_urls:
            yield self.seed_request(seed)
        if self.logs_debug:
            logger.debug("requests issued by <start>: %s", json.dumps(self.seed_urls))

    def seed_requests(self, seeds: list[str]) -> list[Request]:
        """The requests that start the crawl of ``seeds`` (one site's, in a crawl shared by
        site: :mod:`webextract.scrapy_project.siteworkers`)."""
        return [self.seed_request(seed) for seed in seeds]

    def seed_request(self, seed: str) -> Request:
        """The request for one seed URL, with the crawl state of its site in ``meta``."""
        return self._request(self.crawl.seed(seed))

    def _request(self, fetch: Fetch) -> Request:
        """The Scrapy request for a fetch the crawl asks for."""
        if fetch.kind == "seed":
            callback, errback = self.parse_seed, self.seed_failed
        elif fetch.kind == "home":
            assert fetch.unit is not None
            callback = self.parse_college_home if fetch.unit.kind == "college" else self.parse_department_home
            errback = self.unit_failed
        elif fetch.kind == "step":
            callback, errback = self.parse_step, self.step_failed
        else:
            callback, errback = self.parse_directory_page, self.page_failed
        headers = {"Referer": fetch.referer} if fetch.referer else None
        if self.shared is not None:
            # A shared crawl's request travels through Redis: it carries the fetch's number;
            # every worker holds the fetch itself (see webextract.scrapy_project.distributed).
            number = self._next_fetch
            self._next_fetch += 1
            self._fetches[number] = fetch
            return Request(fetch.url, callback=callback, errback=errback, headers=headers,
                           dont_filter=True, meta={"fetch_number": number})
        return Request(fetch.url, callback=callback, errback=errback, headers=headers, dont_filter=True,
                       meta={"fetch": fetch, "site": fetch.site, "unit": fetch.unit})

    def _out(self, results: Iterable[Any]) -> Iterator[Any]:
        """The crawl's answers as Scrapy output: fetches become requests, items pass."""
        if self.shared is not None:  # numbered now, in the order every worker numbers them
            return iter([self._request(r) if isinstance(r, Fetch) else r for r in results])
        return (self._request(r) if isinstance(r, Fetch) else r for r in results)

    def parse(self, response: Response, **kwargs: Any) -> Iterator[Any]:
        """Responses without a callback (none are made) are ignored."""
        return iter(())

    # ----------------------------------------------------------------------- pages
    def _answer(self, response: Response) -> Iterator[Any]:
        """Count a fetched page, parse it once and hand it to the crawl."""
        if "fetch_number" in response.meta:
            return self._shared_answer(response.meta["fetch_number"], encode_entry(
                {"fetch": response.meta["fetch_number"], "url": response.url,
                 "status": response.status, "headers": journal_headers(response)}, response.body))
        fetch: Fetch = response.meta["fetch"]
        root = self._page(response, fetch)
        return self._out(self.crawl.page(fetch, response.url, root))

    # ----------------------------------------------------------------------- shared crawl
    def _shared_answer(self, number: int, entry: bytes) -> Iterator[Any]:
        """Log a page (or failure) of a shared crawl, apply the entries other workers logged
        before it, then this one: its items and requests are this worker's to yield.  A
        request another worker logged first gives nothing."""
        shared = self.shared
        assert shared is not None
        index = shared.append(number, entry)
        if index is None:
            self.stat("shared/fetched_twice")
            return iter(())
        self.stat("shared/pages_logged")
        self.catch_up(index)
        self._log_cursor = index + 1
        return iter(self._apply(entry))

    def catch_up(self, stop: Optional[int] = None) -> None:
        """Apply the page log's entries from the cursor up to ``stop`` (excluded; None: to the
        end) to this worker's copy of the crawl state; their items and requests are the
        other workers'."""
        shared = self.shared
        if shared is None or (stop is not None and stop <= self._log_cursor):
            return
        entries = shared.entries(self._log_cursor, -1 if stop is None else stop - 1)
        self.stat("shared/pages_applied", len(entries))  # other workers' pages
        self._replica = True
        try:
            for entry in entries:
                self._apply(entry)
                self._log_cursor += 1
                shared.renew()  # a long log (a worker started late) keeps this worker busy
        finally:
            self._replica = False

    def _apply(self, entry: bytes) -> list[Any]:
        """Apply one page-log entry: hand the page (or failure) to the crawl; the items and
        requests it gives (numbered either way)."""
        header, body = decode_entry(entry)
        fetch = self._fetches.pop(header["fetch"], None)
        if fetch is None:
            WebextractSpider.stat(self, "shared/unknown_request")  # counted even when applying
            logger.error("shared crawl: page log entry for unknown request %s (%s)", header["fetch"],
                         header.get("url"))
            return []
        if "failure" in header:
            results = self.crawl.failed(fetch, header["failure"], error_page=header.get("error_page", False))
        else:
            response = rebuild_response(header["url"], header["status"], header["headers"], body)
            results = self.crawl.page(fetch, response.url, self._page(response, fetch))
        return list(self._out(results))

    def _page(self, response: Response, fetch: Fetch) -> Any:
        """The parsed page; None for non-HTML, unparsable or off-scope pages (counted)."""
        if not self.crawl.arrived(fetch, response.url):
            return None
        if not is_html_response(response):
            self.crawl.unreadable(fetch, response.url, "not_html", "not an HTML page")
            return None
        try:
            return parse_response(response)
        except NotHTMLError as exc:
            self.crawl.unreadable(fetch, response.url, "not_html", f"not an HTML page ({exc})")
            return None
        except Exception as exc:  # noqa: BLE001 - one unparsable page must not stop a plan
            logger.exception("cannot parse %s", response.url)
            self.crawl.unreadable(fetch, response.url, "parse_error", f"cannot be parsed ({type(exc).__name__})")
            return None

    @records_issued
    def parse_seed(self, response: Response) -> Iterator[Any]:
        """The seed page: its level, then the plan for the level below."""
        return self._answer(response)

    @records_issued
    def parse_college_home(self, response: Response) -> Iterator[Any]:
        """A college home page: look for its departments."""
        return self._answer(response)

    @records_issued
    def parse_department_home(self, response: Response) -> Iterator[Any]:
        """A department home page: look for its faculty."""
        return self._answer(response)

    @records_issued
    def parse_step(self, response: Response) -> Iterator[Any]:
        """A page fetched by a plan: tested for the plan's record set."""
        return self._answer(response)

    @records_issued
    def parse_directory_page(self, response: Response) -> Iterator[Any]:
        """A further page of a faculty directory: its people, and the pages it links to."""
        return self._answer(response)

    # ----------------------------------------------------------------------- failures
    def _failed(self, failure: Any) -> Iterator[Any]:
        reason, error_page = self._failure_reason(failure)
        meta = failure.request.meta
        if "fetch_number" in meta:
            return self._shared_answer(meta["fetch_number"], encode_entry(
                {"fetch": meta["fetch_number"], "failure": reason, "error_page": error_page}))
        fetch: Fetch = meta["fetch"]
        return self._out(self.crawl.failed(fetch, reason, error_page=error_page))

    @records_issued
    def seed_failed(self, failure: Any) -> Iterator[Any]:
        """The seed could not be fetched: count it, say why; the other seeds go on."""
        return self._failed(failure)

    @records_issued
    def unit_failed(self, failure: Any) -> Iterator[Any]:
        """A unit's home page failed: the unit stays (it was found), its problem is noted."""
        return self._failed(failure)

    @records_issued
    def step_failed(self, failure: Any) -> Iterator[Any]:
        """A plan's page failed (HTTP error, redirect loop, robots.txt...): noted; the plan's
        next step is tried."""
        return self._failed(failure)

    @records_issued
    def page_failed(self, failure: Any) -> Iterator[Any]:
        """A directory page failed: counted and logged, the crawl goes on."""
        return self._failed(failure)

    def _failure_reason(self, failure: Any) -> tuple[str, bool]:
        """Count a failed request under ``webextract/university/<reason>``; return the
        reason in words and whether an error page was received."""
        exc = failure.value
        response = getattr(exc, "response", None)
        name = type(exc).__name__
        if response is not None and getattr(response, "status", None):
            self.stat("http_error")
            self.stat(f"http_error/{response.status}")
            return f"HTTP {response.status}", True
        message = str(exc)
        if "robots.txt" in message.lower() or name == "IgnoreRequest" and "robots" in message.lower():
            self.stat("robots_forbidden")
            return "forbidden by robots.txt", False
        if "redirection" in message.lower():
            self.stat("redirect_loop")
            return "redirect loop (too many redirections)", False
        if name == "IgnoreRequest":
            self.stat("ignored")
            return f"request ignored ({message or 'by a middleware'})", False
        self.stat(f"request_error/{name}")
        return f"request failed ({name}: {message[:120]})", False

    # ----------------------------------------------------------------------- summary
    def closed(self, reason: str) -> None:
        """Log what each seed's crawl found, what it could not, and pages per unit found."""
        try:
            self.catch_up()  # a shared crawl: the whole crawl's state, for the report
        except Exception as exc:  # noqa: BLE001 - the report is what is left to do
            logger.warning("shared crawl: could not read the page log to the end: %s", exc)
        self.crawl.finish()
        if self.crawler.stats is not None:
            self.crawler.stats.set_value("webextract/university/pages_per_unit", self.crawl.pages_per_unit())
        for text in self.crawl.report(reason):
            logger.info(text)
