"""What every webextract spider shares: seeds, default per-kind feeds, page items, stats."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, Iterable
import scrapy
from scrapy import signals
from scrapy.http import Response, TextResponse
from scrapy.settings import BaseSettings
from scrapy.utils.misc import load_object

from webextract.scrapy_project.faults import Refused
from webextract.scrapy_project.distributed import redis_params, seeds_from_redis, shared_mode
from webextract.scrapy_project.siteworkers import enable_site_mode
from webextract.dom import looks_like_html, parse_html
from webextract.items import PageItem
from webextract.relations.inm import RELATION_SOURCES
from webextract.urls import SeedList, in_scope, read_seed_lines, site_of

#: Skipped seed lines logged one by one; the rest are counted in one summary line.
SKIPPED_SEEDS_LOGGED = 20


def content_type(response: Response) -> str | None:
    """The response's ``Content-Type`` header as text, or None."""
    value = response.headers.get(b"Content-Type")
    return value.decode("latin-1") if value else None


def is_html_response(response: Response) -> bool:
    """True when a response is HTML: a text response whose type is HTML or XML (or
    unstated), or any response labelled ``application/octet-stream`` or ``text/plain`` whose
    body starts like an HTML document (:func:`webextract.dom.looks_like_html`: a saved page
    without a file extension, a misconfigured server)."""
    ctype = (content_type(response) or "").lower()
    if ctype.startswith(("application/octet-stream", "text/plain")):
        return looks_like_html(response.body)
    if not isinstance(response, TextResponse):
        return False
    return not ctype or "html" in ctype or "xml" in ctype


def parse_response(response: Response) -> Any:
    """Parse a response's body once with :func:`webextract.dom.parse_html`, using its URL and
    Content-Type; raises :class:`webextract.dom.NotHTMLError` for binary bodies."""
    return parse_html(response.body, url=response.url, http_encoding=content_type(response))


def default_feeds(settings: BaseSettings, spider_name: str,
                  kinds: Iterable[str] | None = None) -> dict[str, dict[str, Any]]:
    """The per-kind feeds written when the user gives no ``-o``/``-O``.

    One JSONL and one CSV file per exported item kind the spider yields (``kinds``; all
    kinds of WEBEXTRACT_FEED_TYPES when None), under
    ``WEBEXTRACT_FEED_DIR/<spider>/<kind>.<format>``, each filtered to its item class.
    Unless ``WEBEXTRACT_RELATION_ITEMS`` is on, the ``relation`` feeds are written in the
    ``relations-<format>`` formats (:mod:`webextract.scrapy_project.exporters`) from the college,
    department, faculty and relation items: the relations are derived where they are
    written.
    """
    folder = settings.get("WEBEXTRACT_FEED_DIR")
    if not folder:
        return {}
    feeds: dict[str, dict[str, Any]] = {}
    formats = settings.getlist("WEBEXTRACT_FEED_FORMATS") or ["jsonl"]
    wanted = None if kinds is None else set(kinds)
    types = settings.getdict("WEBEXTRACT_FEED_TYPES")
    derived = not settings.getbool("WEBEXTRACT_RELATION_ITEMS")
    exporters = settings.getdict("FEED_EXPORTERS")
    for kind, cls in types.items():
        if wanted is not None and kind not in wanted:
            continue
        for fmt in formats:
            uri = (Path(folder) / spider_name / f"{kind}.{fmt}").as_posix()
            feed = {"format": fmt, "item_classes": [cls], "overwrite": True, "encoding": "utf-8"}
            if kind == "relation" and derived and f"relations-{fmt}" in exporters:
                feed["format"] = f"relations-{fmt}"
                feed["item_classes"] = [types[k] for k in RELATION_SOURCES if k in types] + [cls]
            feeds[uri] = feed
    return feeds


class WebextractSpider(scrapy.Spider):
    """Base spider: reads seeds from ``-a seed=URL``, ``-a seeds=URL,URL`` or ``-a seeds_file=PATH``.

    Subclasses implement ``parse``.  The default feeds (see :func:`default_feeds`) are set at
    spider priority, so a command-line ``-o``/``-O`` replaces them as in plain Scrapy.
    """

    #: Item kinds this spider's crawl produces (their default feeds are written); None = all.
    item_types: tuple[str, ...] | None = None
    #: How an incremental re-crawl (WEBEXTRACT_INCREMENTAL) skips what has not changed:
    #: "site" (the whole crawl, when no page of the last run changed) or "page" (each page
    #: whose request asks for it, see webextract.scrapy_project.incremental).
    incremental_scope = "site"
    #: True for spiders whose crawl is shared by site on scrapy-redis workers (they define
    #: :meth:`seed_requests`): see :mod:`webextract.scrapy_project.siteworkers`.
    shares_by_site = False

    @classmethod
    def update_settings(cls, settings: BaseSettings) -> None:
        super().update_settings(settings)
        if not settings.get("FEEDS"):
            settings.set("FEEDS", default_feeds(settings, cls.name, cls.item_types), priority="spider")
        if shared_mode(settings) and not settings.get("REDIS_PARAMS"):
            settings.set("REDIS_PARAMS", redis_params(settings.getfloat("WEBEXTRACT_REDIS_WAIT", 300.0)),
                         priority="spider")
        share_by = str(settings.get("WEBEXTRACT_SHARE_BY") or "site").lower()
        if share_by not in ("site", "page"):
            raise Refused(f"WEBEXTRACT_SHARE_BY must be 'site' or 'page', got {share_by!r}")
        if shared_mode(settings) and cls.shares_by_site and share_by == "site":
            enable_site_mode(settings)

    @classmethod
    def yielded_item_classes(cls, settings: BaseSettings) -> list[type]:
        """The item classes this spider's crawl yields, in the order of its kinds
        (``item_types``, else every kind of ``WEBEXTRACT_FEED_TYPES``); ``relation`` only
        when ``WEBEXTRACT_RELATION_ITEMS`` is on (otherwise relations are derived where they
        are written and no relation item reaches a feed).  The ``csv`` feeds take their
        columns from them (:class:`webextract.scrapy_project.exporters.CsvItemExporter`)."""
        types = settings.getdict("WEBEXTRACT_FEED_TYPES")
        relation_items = settings.getbool("WEBEXTRACT_RELATION_ITEMS")
        return [load_object(types[kind]) for kind in (cls.item_types or types)
                if kind in types and (kind != "relation" or relation_items)]

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> "WebextractSpider":
        """A crawl shared through scrapy-redis may take its seeds from Redis: the list (or
        set) ``-a seeds_key=KEY``, by default scrapy-redis's ``<spider>:start_urls``, when
        no seed is given on the command line."""
        key = kwargs.pop("seeds_key", None)
        if shared_mode(crawler.settings) and not any(kwargs.get(k) for k in ("seed", "seeds", "seeds_file")):
            key = key or crawler.settings.get("REDIS_START_URLS_KEY", "%(name)s:start_urls") % {"name": cls.name}
            lines = seeds_from_redis(crawler.settings, key)
            if not lines:
                raise ValueError(f"{cls.name}: give a seed URL (-a seed=https://...) or list the seeds "
                                 f"in the Redis list {key}")
            kwargs["seed_lines"] = (f"Redis list {key}", lines)
        spider = super().from_crawler(crawler, *args, **kwargs)
        crawler.signals.connect(spider._count_skipped_seeds, signal=signals.spider_opened)
        return spider

    def _count_skipped_seeds(self, spider: Any) -> None:
        """The seed lines left out, as the stats ``webextract/seeds/<reason>``."""
        for reason, count in self.seeds_skipped.items():
            self.crawler.stats.set_value(f"webextract/seeds/{reason}", count)

    def __init__(self, *args: Any, seed: str | None = None, seeds: str | None = None,
                 seeds_file: str | None = None, seed_lines: tuple[str, list[str]] | None = None,
                 **kwargs: Any):
        super().__init__(*args, **kwargs)
        urls: list[str] = []
        #: Seed lines left out, by reason (``duplicate``, ``malformed``).
        self.seeds_skipped: Counter[str] = Counter()
        if seed:
            urls.append(seed.strip())
        if seeds:
            urls.extend(u.strip() for u in seeds.split(",") if u.strip())
        if seeds_file:
            listed = read_seed_lines(Path(seeds_file).read_text(encoding="utf-8").splitlines())
            urls.extend(self._listed(seeds_file, listed))
        if seed_lines:
            where, lines = seed_lines
            urls.extend(self._listed(where, read_seed_lines(lines)))
        if not urls:
            raise ValueError(f"{self.name}: give a seed URL: scrapy crawl {self.name} -a seed=https://...")
        bad = [u for u in urls if not u.startswith(("http://", "https://"))]
        if bad:
            raise ValueError(f"{self.name}: seeds must be http(s) URLs, got {bad[0]!r}")
        self.seed_urls = urls
        self.sites = {site_of(u) for u in urls}

    def _listed(self, where: str, listed: SeedList) -> list[str]:
        """The seeds of a list read line by line; the lines left out logged (the first
        ``SKIPPED_SEEDS_LOGGED`` one by one, then a count by reason) and counted."""
        for number, text, reason in listed.skipped[:SKIPPED_SEEDS_LOGGED]:
            self.logger.warning("%s:%d: %r skipped: %s", where, number, text[:200], reason)
        reasons = Counter("duplicate" if reason.startswith("duplicate") else "malformed"
                          for _, _, reason in listed.skipped)
        self.seeds_skipped.update(reasons)
        if listed.skipped:
            more = len(listed.skipped) - SKIPPED_SEEDS_LOGGED
            self.logger.warning("%s: %d seeds, %d lines skipped (%s)%s", where, len(listed.urls),
                                len(listed.skipped), ", ".join(f"{n} {r}" for r, n in sorted(reasons.items())),
                                f"; {more} of them not shown" if more > 0 else "")
        return listed.urls

    def seed_requests(self, seeds: list[str]) -> list[Any]:
        """The requests that start the crawl of ``seeds`` (one site's, in a crawl shared by
        site); spiders that crawl by site define it."""
        raise NotImplementedError

    def site_for(self, url: str) -> str:
        """The seed site a URL belongs to (a seed's host or its subdomain), else the URL's own site."""
        for site in self.sites:
            if in_scope(url, (site,)):
                return site
        return site_of(url)

    def unchanged(self, response: Response) -> bool:
        """True when an incremental re-crawl found the page as the last run got it (it is
        then counted as ``unchanged`` and not extracted again)."""
        if response.meta.get("webextract_unchanged"):
            self.stat("unchanged")
            return True
        return False

    def stat(self, key: str, count: int = 1) -> None:
        """Increase the crawl stat ``webextract/<spider>/<key>``."""
        if self.crawler.stats is not None:
            self.crawler.stats.inc_value(f"webextract/{self.name}/{key}", count)

    def is_html(self, response: Response) -> bool:
        """True when a response is an HTML (text) page; counts the others as ``not_html``."""
        if is_html_response(response):
            return True
        self.stat("not_html")
        self.logger.info("skipped %s: not an HTML page", response.url)
        return False

    def page_item(self, response: Response, kind: str, anchor: str | None = None,
                  tree: Any = None) -> PageItem:
        """Build the :class:`PageItem` the pipelines turn into typed items."""
        return PageItem(
            url=response.url,
            site=site_of(response.url),
            kind=kind,
            body=response.body,
            content_type=content_type(response),
            anchor=anchor,
            depth=int(response.meta.get("depth", 0)),
            tree=tree,
        )

    def errback(self, failure: Any) -> Iterable[Any]:
        """Count and log a failed request (HTTP error, DNS, timeout); the crawl goes on."""
        reason = getattr(failure.value, "__class__", type(failure.value)).__name__
        response = getattr(failure.value, "response", None)
        if response is not None:
            self.stat(f"http_error/{response.status}")
        else:
            self.stat(f"request_error/{reason}")
        self.logger.info("request failed: %s (%s)", getattr(failure.request, "url", "?"), reason)
        return []
