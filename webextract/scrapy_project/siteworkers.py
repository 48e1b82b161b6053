"""One crawl of many sites on many scrapy-redis workers, shared by site.

Turned on, as before, by scrapy-redis's documented settings (``SCHEDULER=
scrapy_redis.scheduler.Scheduler``, ``DUPEFILTER_CLASS=scrapy_redis.dupefilter.RFPDupeFilter``,
``REDIS_URL``) for the spiders that crawl by site (``university``, ``news``), unless
``WEBEXTRACT_SHARE_BY=page`` asks for the page-shared crawl of
:mod:`webextract.scrapy_project.distributed`.  A site (a seed's registered domain and its
subdomains: :func:`webextract.scrapy_project.sites.site_key`) is crawled by one worker at a
time, which fetches and parses each of its pages once and holds its state in memory:

* the workers take sites from the shared seed list in Redis under a lease they renew
  (:class:`webextract.scrapy_project.sites.SiteLeases`; Redis's clock, never the worker's);
* a site's requests never leave its worker (Scrapy's own scheduler and duplicate filter in
  the worker, :class:`SiteScheduler`; scrapy-redis's queue and duplicate filter would keep
  state per page in Redis) and share one download slot, so ``DOWNLOAD_DELAY`` and the
  per-domain concurrency hold for the site across the whole crawl; behind a delay, a
  site's requests go one at a time, each the delay after the previous response came back
  (:meth:`SiteWorkers.downloaded`), so the site never receives two requests closer than
  the delay however loaded the worker is;
* every item written to the feeds is recorded for its site in Redis (an 8-byte digest);
  a worker that stops, is killed or loses Redis for longer than its lease lets the lease
  lapse, and another worker takes the site over: it crawls it again from its seeds and
  writes only the items not recorded (the store's upserts are written again, so rows a
  killed worker had not committed are not lost);
* a finished site's keys are deleted; the last worker deletes the crawl's and leaves the
  finished marker (``WEBEXTRACT_REDIS_FINISHED_TTL``).

Stats (``webextract/sites/<name>``): ``taken``, ``taken_over``, ``finished``,
``handed_back``, ``given_up``, ``lease_lost``, ``pages`` (responses of this worker's sites
handed to the spider: each page parsed once in the whole crawl), ``items_written``,
``written_before`` (items a taken-over site gave again, not written twice),
``dropped_after_loss``; ``webextract/shared/redis_full`` (Redis calls refused for want of
memory), ``webextract/shared/redis_unavailable``, ``webextract/shared/finished_before``.
"""

from __future__ import annotations

import hashlib
import logging
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Callable, Iterable, Iterator, Optional, TypeVar

from scrapy import Request, signals
from scrapy.core.scheduler import Scheduler
from scrapy.exceptions import DontCloseSpider, NotConfigured

from webextract.scrapy_project.sites import SiteLeases, group_sites, item_digest, site_key

logger = logging.getLogger(__name__)

T = TypeVar("T")

#: Seconds between two beats of a worker (renewals, finished sites, new sites).
BEAT = 0.2
#: Seconds between two asks for a site by a worker with room when the last ask got none.
IDLE_CLAIM = 1.0
#: Beats in a row a site must be seen with nothing in hand before it counts as finished.
QUIET_BEATS = 2
#: Settings priority of what :func:`enable_site_mode` switches (above ``cmdline``, 40).
SWITCHED = 50
#: The meta key that names a request's site.
SITE = "webextract_site"


def site_mode(settings: Any) -> bool:
    """True when the crawl is shared by site (set by the spider from scrapy-redis's settings,
    see :func:`enable_site_mode`)."""
    return settings.getbool("WEBEXTRACT_SITE_SHARED")


def enable_site_mode(settings: Any) -> None:
    """Turn a crawl configured for scrapy-redis into a crawl shared by site: Scrapy's own
    scheduler and duplicate filter in each worker (a site's requests stay with its worker),
    this module's scheduler, spider middleware, downloader middleware and extension."""
    # Above the command line's priority: the project's crawl command updates the crawler's
    # settings with the command line's again after the spider's update_settings.
    settings.set("WEBEXTRACT_SITE_SHARED", True, priority=SWITCHED)
    settings.set("SCHEDULER", "webextract.scrapy_project.siteworkers.SiteScheduler", priority=SWITCHED)
    settings.set("DUPEFILTER_CLASS", "scrapy.dupefilters.RFPDupeFilter", priority=SWITCHED)
    for name, component, order in (
            ("EXTENSIONS", "webextract.scrapy_project.siteworkers.SiteWorkers", 10),
            ("SPIDER_MIDDLEWARES", "webextract.scrapy_project.siteworkers.SiteSpiderMiddleware", 10),
            ("DOWNLOADER_MIDDLEWARES", "webextract.scrapy_project.siteworkers.SiteSlotMiddleware", 50)):
        values = dict(settings.getdict(name))
        values.setdefault(component, order)
        settings.set(name, values, priority=SWITCHED)


def site_workers(crawler: Any) -> Optional["SiteWorkers"]:
    """The crawler's :class:`SiteWorkers` extension, or None."""
    return getattr(crawler, "_webextract_site_workers", None)


class SiteScheduler(Scheduler):
    """Scrapy's scheduler, counting the requests queued per site, and leaving out those of
    a site this worker gave up (its lease lost)."""

    def open(self, spider: Any) -> Any:
        self.queued: Counter[str] = Counter()
        self.crawler_ref = getattr(self, "crawler", None)
        return super().open(spider)

    def enqueue_request(self, request: Request) -> bool:
        site = request.meta.get(SITE)
        workers = site_workers(self.crawler_ref) if self.crawler_ref is not None else None
        if site is not None and workers is not None and site in workers.abandoned:
            workers.stat("dropped_after_loss")
            return False
        added = super().enqueue_request(request)
        if added and site is not None:
            self.queued[site] += 1
        return added

    def next_request(self) -> Optional[Request]:
        while True:
            request = super().next_request()
            if request is None:
                return None
            site = request.meta.get(SITE)
            if site is None:
                return request
            self.queued[site] -= 1
            workers = site_workers(self.crawler_ref) if self.crawler_ref is not None else None
            if workers is not None and site in workers.abandoned:
                workers.stat("dropped_after_loss")
                continue
            return request


class SiteSlotMiddleware:
    """Downloader middleware: every request of a site (its robots.txt included) goes through
    one download slot named after the site, so the site's delay and concurrency hold
    whatever its host names."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> "SiteSlotMiddleware":
        if not site_mode(crawler.settings):
            raise NotConfigured
        return cls()

    def process_request(self, request: Request, spider: Any = None) -> None:
        if "download_slot" not in request.meta:
            key = request.meta.get(SITE) or site_key(request.url)
            if key:
                request.meta["download_slot"] = key
        return None


class SiteSpiderMiddleware:
    """Spider middleware: a worker's seeds come from its leases, not from the spider's
    ``start()``; the requests a page gives belong to the page's site; the items are counted
    per site until written; the output of a site this worker gave up is left out."""

    def __init__(self, crawler: Any):
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler: Any) -> "SiteSpiderMiddleware":
        if not site_mode(crawler.settings):
            raise NotConfigured
        return cls(crawler)

    async def process_start(self, start: AsyncIterator[Any]) -> AsyncIterator[Any]:
        """The spider's own start requests are not made: each site's seeds are requested
        when this worker takes the site (:meth:`SiteWorkers.take`)."""
        for _ in ():
            yield _

    def _pass(self, response: Any, result: Iterable[Any]) -> Iterator[Any]:
        workers = site_workers(self.crawler)
        site = response.meta.get(SITE) if response is not None else None
        if workers is None or site is None:
            yield from result
            return
        workers.stat("pages")
        for out in result:
            if site in workers.abandoned:
                workers.stat("dropped_after_loss")
                continue
            if isinstance(out, Request):
                out.meta.setdefault(SITE, site)
            else:
                workers.in_flight[site] += 1
            yield out

    def process_spider_output(self, response: Any, result: Iterable[Any], spider: Any = None) -> Iterator[Any]:
        return self._pass(response, result)

    async def process_spider_output_async(self, response: Any, result: AsyncIterator[Any],
                                          spider: Any = None) -> AsyncIterator[Any]:
        items = [out async for out in result]
        for out in self._pass(response, items):
            yield out


@dataclass
class HeldSite:
    """A site this worker holds a lease on."""

    name: str
    how: str
    #: Items written for the site before this worker took it: digest -> count.
    written_before: dict[bytes, int] = field(default_factory=dict)
    #: Beats in a row with nothing of the site in hand.
    quiet: int = 0


class SiteWorkers:
    """Extension: this worker's part of a crawl shared by site (see the module docstring)."""

    def __init__(self, crawler: Any):
        self.crawler = crawler
        settings = crawler.settings
        self.lease = settings.getfloat("WEBEXTRACT_SITE_LEASE", 30.0)
        per_domain = max(1, settings.getint("CONCURRENT_REQUESTS_PER_DOMAIN", 8))
        default_sites = max(1, settings.getint("CONCURRENT_REQUESTS", 16) // per_domain)
        self.at_once = max(1, settings.getint("WEBEXTRACT_SITES_AT_ONCE", 0) or default_sites)
        self.max_tries = settings.getint("WEBEXTRACT_SITE_MAX_LEASES", 3)
        self.wait = settings.getfloat("WEBEXTRACT_REDIS_WAIT", 300.0)
        self.keep_finished = settings.getfloat("WEBEXTRACT_REDIS_FINISHED_TTL", 600.0)
        self.worker = uuid.uuid4().hex[:12]
        self.held: dict[str, HeldSite] = {}
        self.abandoned: set[str] = set()
        self.in_flight: Counter[str] = Counter()
        self.left = 1
        self.gone = False
        self.finished_before: Optional[tuple[float, int]] = None
        self.leases: Optional[SiteLeases] = None
        self.seeds: dict[str, list[str]] = {}
        self._not_written: set[int] = set()
        self._renewed = 0.0
        self._claimed = 0.0
        self._took = True
        self._full_reported = False
        self._loop: Any = None
        crawler._webextract_site_workers = self

    @classmethod
    def from_crawler(cls, crawler: Any) -> "SiteWorkers":
        if not site_mode(crawler.settings):
            raise NotConfigured
        ext = cls(crawler)
        crawler.signals.connect(ext.opened, signal=signals.spider_opened)
        crawler.signals.connect(ext.idle, signal=signals.spider_idle)
        crawler.signals.connect(ext.closed, signal=signals.spider_closed)
        crawler.signals.connect(ext.item_scraped, signal=signals.item_scraped)
        crawler.signals.connect(ext.item_left, signal=signals.item_dropped)
        crawler.signals.connect(ext.item_left, signal=signals.item_error)
        crawler.signals.connect(ext.downloaded, signal=signals.response_downloaded)
        return ext

    # ----------------------------------------------------------------------- plumbing
    def stat(self, key: str, n: int = 1) -> None:
        """Count ``webextract/sites/<key>``."""
        if self.crawler.stats is not None:
            self.crawler.stats.inc_value(f"webextract/sites/{key}", n)

    def call(self, what: str, func: Callable[[], T]) -> T:
        """One Redis call.  Unreachable Redis: the client waits (``REDIS_PARAMS``), then the
        worker stops (``redis_unavailable``).  Redis full (``maxmemory``, a write refused):
        counted under ``webextract/shared/redis_full``, said once, tried again for up to
        ``WEBEXTRACT_REDIS_WAIT`` seconds, then the worker stops (``redis_full``)."""
        from redis.exceptions import ConnectionError as RedisDown, OutOfMemoryError, TimeoutError as RedisSlow

        deadline: Optional[float] = None
        pause = 0.1
        while True:
            try:
                return func()
            except OutOfMemoryError as exc:
                if self.crawler.stats is not None:
                    self.crawler.stats.inc_value("webextract/shared/redis_full")
                now = time.monotonic()
                deadline = deadline if deadline is not None else now + self.wait
                if not self._full_reported:
                    self._full_reported = True
                    logger.error("Redis is full (maxmemory reached): %s was refused (%s). This worker waits "
                                 "up to %.0f s (WEBEXTRACT_REDIS_WAIT) for memory, then stops; give Redis more "
                                 "memory (maxmemory) or free some.", what, exc, self.wait)
                if now >= deadline:
                    self.give_up(what, "redis_full")
                    raise
                time.sleep(pause)
                pause = min(2.0, pause * 2)
            except (RedisDown, RedisSlow):
                self.give_up(what, "redis_unavailable")
                raise

    def give_up(self, what: str, reason: str) -> None:
        """Stop this worker for good (close reason ``reason``); its leases lapse and other
        workers take its sites over."""
        if self.gone:
            return
        self.gone = True
        if reason == "redis_unavailable":
            logger.error("Redis unreachable for %.0f s (%s); this worker stops. Start it again with the same "
                         "command once Redis is back.", self.wait, what)
        else:
            logger.error("Redis stayed full for %.0f s (%s); this worker stops. Its sites go to other workers "
                         "when their leases end; start it again with the same command once Redis has memory.",
                         self.wait, what)
        if self.crawler.stats is not None:
            self.crawler.stats.inc_value(f"webextract/shared/{reason}")
        engine = getattr(self.crawler, "engine", None)
        if engine is not None:
            from scrapy.utils.defer import _schedule_coro

            _schedule_coro(engine.close_spider_async(reason=reason))

    # ----------------------------------------------------------------------- the crawl
    def opened(self, spider: Any) -> None:
        from scrapy_redis import connection
        from twisted.internet import task

        seeds = sorted(getattr(spider, "seed_urls", []) or [])
        digest = hashlib.sha1("\n".join(seeds).encode("utf-8")).hexdigest()[:12]
        server = connection.from_settings(self.crawler.settings)
        self.leases = SiteLeases(server, f"webextract:{spider.name}:{digest}", self.worker, self.lease,
                                 self.max_tries)
        self.seeds = group_sites(getattr(spider, "seed_urls", []) or [])
        try:
            self.finished_before = self.call("seed", lambda: self.leases.seed(
                list(self.seeds), heed_finished=self.keep_finished > 0))
        except Exception:  # noqa: BLE001 - reported by call(); the worker is stopping
            return
        if self.finished_before is not None:
            when, left = self.finished_before
            if self.crawler.stats is not None:
                self.crawler.stats.inc_value("webextract/shared/finished_before")
            logger.info(
                "The crawl of these seeds was finished by other workers at %s; this worker has nothing "
                "to do. The same command crawls them again in %d s, when the key %s expires "
                "(WEBEXTRACT_REDIS_FINISHED_TTL), or at once if that key is deleted.",
                time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(when)), left, self.leases.keys["finished"])
            return
        logger.info("crawl shared by site: %d sites, up to %d at once in this worker (worker %s, lease %.0f s)",
                    len(self.seeds), self.at_once, self.worker, self.lease)
        self._loop = task.LoopingCall(self.beat)
        self._loop.start(BEAT, now=False)
        self.claim()

    def claim(self) -> None:
        """Take sites while this worker has room for them (new ones, or ones whose lease
        lapsed), and request their seeds."""
        assert self.leases is not None
        self._claimed = time.monotonic()
        room = self.at_once - len(self.held)
        left, taken = self.call("claim", lambda: self.leases.claim(room))
        self.left = left
        self._took = bool(taken)
        for site, how in taken:
            if how == "given_up":
                self.stat("given_up")
                logger.error("site %s was given up: its crawl lost %d workers in a row "
                             "(WEBEXTRACT_SITE_MAX_LEASES); its items so far stay written", site, self.max_tries)
                continue
            self.take(site, how)
        if taken and not self.held:
            self._renewed = time.monotonic()

    def take(self, site: str, how: str) -> None:
        """Start crawling ``site``: its seeds requested; a site taken over (or handed back)
        starts with the digests of the items already written for it."""
        assert self.leases is not None
        # a site taken over, or handed back by a worker that stopped, has items written
        before = self.call("exported", lambda: self.leases.exported(site))
        seeds = self.seeds.get(site)
        if not seeds:  # a site of another seed list: cannot be crawled here
            logger.error("site %s is not among this worker's seeds: handed back", site)
            self.call("release", lambda: self.leases.release(site, done=False))
            return
        if not self.held:
            self._renewed = time.monotonic()
        self.held[site] = HeldSite(site, how, dict(before))
        self.abandoned.discard(site)
        self.stat("taken")
        if how == "takeover":
            self.stat("taken_over")
            logger.info("site %s taken over (its lease lapsed): crawled again from its seeds, %d items "
                        "written before are not written again", site, sum(before.values()))
        elif before:
            logger.info("site %s taken again (handed back): crawled again from its seeds, %d items "
                        "written before are not written again", site, sum(before.values()))
        spider = self.crawler.spider
        for request in spider.seed_requests(seeds):
            request.meta[SITE] = site
            self.crawler.engine.crawl(request)

    def busy(self, site: str) -> bool:
        """True while anything of ``site`` is in this worker: queued, downloading, being
        parsed, or an item not yet written."""
        if self.in_flight[site] > 0:
            return True
        engine = self.crawler.engine
        slot = getattr(engine, "_slot", None)
        scheduler = getattr(slot, "scheduler", None)
        if scheduler is not None and getattr(scheduler, "queued", Counter())[site] > 0:
            return True
        requests: list[Any] = list(getattr(slot, "inprogress", ()) or ())
        scraper_slot = getattr(engine.scraper, "slot", None)
        if scraper_slot is not None:
            requests += list(scraper_slot.active)
            requests += [entry[1] for entry in scraper_slot.queue]
        requests += list(engine.downloader.active)
        return any(request.meta.get(SITE) == site for request in requests)

    def beat(self) -> None:
        """Renew the leases, hand in the finished sites, take new ones, and wake the engine."""
        if self.gone or self.leases is None:
            return
        try:
            if self.held and time.monotonic() - self._renewed >= self.lease / 3:
                self.renew()
            for site in list(self.held):
                state = self.held[site]
                state.quiet = 0 if self.busy(site) else state.quiet + 1
                if state.quiet >= QUIET_BEATS:
                    self.done(site)
            # room for a site: ask at every beat while sites are being handed out, else once
            # a second (a lease of another worker may lapse)
            wait = BEAT if self._took else IDLE_CLAIM
            if len(self.held) < self.at_once and time.monotonic() - self._claimed >= wait:
                self.claim()
            engine = self.crawler.engine
            slot = getattr(engine, "_slot", None)
            if slot is not None and not engine.needs_backout():
                slot.nextcall.schedule()
        except Exception as exc:  # noqa: BLE001 - a beat must never stop the crawl
            logger.debug("site crawl beat failed: %s", exc)

    def renew(self) -> None:
        """Renew this worker's leases in one Redis step; the sites it no longer holds (a
        worker that took them over when this one stalled past its lease) are left."""
        assert self.leases is not None
        sent = time.monotonic()
        lost = self.call("renew", lambda: self.leases.renew(list(self.held)))
        for site in lost:
            self.abandon(site, "its lease went to another worker")
        self._renewed = sent

    def done(self, site: str) -> None:
        """A site with nothing left: its lease ended and its keys deleted."""
        assert self.leases is not None
        self.held.pop(site, None)
        self.in_flight.pop(site, None)
        if self.call("finish site", lambda: self.leases.release(site, done=True)):
            self.stat("finished")
            logger.info("site %s finished", site)
        else:
            self.stat("lease_lost")
            logger.warning("site %s finished here after its lease went to another worker", site)
        finished = getattr(self.crawler.spider, "site_finished", None)
        if finished is not None:
            finished(site)

    def abandon(self, site: str, why: str) -> None:
        """Stop crawling ``site`` here: its queued requests and further output are left out,
        its items not yet written are not written; it is handed back if still ours."""
        self.held.pop(site, None)
        self.abandoned.add(site)
        self.stat("lease_lost")
        logger.warning("site %s left to other workers: %s", site, why)
        try:
            if self.leases is not None:
                self.leases.release(site, done=False)
        except Exception:  # noqa: BLE001 - the lease lapses anyway
            pass

    def idle(self, spider: Any) -> None:
        """Keep the worker while it holds sites or other workers do (a lease may lapse and
        its site come here); when no site is queued or leased, end the crawl."""
        if self.gone or self.finished_before is not None or self.leases is None:
            return
        try:
            if len(self.held) < self.at_once:
                self.claim()
        except Exception:  # noqa: BLE001 - reported by call(); the worker stops
            return
        if self.held or self.left:
            raise DontCloseSpider

    def closed(self, spider: Any, reason: str) -> None:
        if self._loop is not None and self._loop.running:
            self._loop.stop()
        if self.gone or self.finished_before is not None or self.leases is None:
            return
        try:
            for site in list(self.held):  # stopped early: the sites go back to the queue
                if self.leases.release(site, done=False):
                    self.stat("handed_back")
            if reason == "finished" and not self.held:
                self.leases.finish(self.keep_finished, time.time())
        except Exception as exc:  # noqa: BLE001
            logger.warning("could not hand back this worker's sites: %s (their leases lapse)", exc)

    def downloaded(self, response: Any, request: Any, spider: Any = None) -> None:
        """A response of a site came back: behind a download delay, the site's next request
        waits the delay from now (not from when this one was sent) and goes alone, so the
        site never receives two requests closer than the delay, however long this worker
        took to send them."""
        key = request.meta.get("download_slot")
        slot = self.crawler.engine.downloader.slots.get(key) if key else None
        if slot is not None and slot.delay > 0:
            slot.lastseen = time.monotonic()  # the clock the downloader spaces requests by
            slot.concurrency = 1

    # ----------------------------------------------------------------------- items
    def gate(self, item: Any, response: Any) -> bool:
        """Called by the feed exporter before it writes ``item``: False when the item must
        not be written (written before the site was taken over, its site left to another
        worker, or this worker stopping for want of Redis: its sites will be crawled again)."""
        site = response.meta.get(SITE) if response is not None else None
        if site is None:
            return True
        if site in self.abandoned or self.gone:  # left to another worker, or this one stopping
            self._not_written.add(id(item))
            self.stat("dropped_after_loss")
            return False
        if site in self.held and time.monotonic() - self._renewed >= self.lease * 2 / 3:
            # this worker stalled (a long parse, Redis slow): its lease may have lapsed and
            # the site gone to another worker, which would write this item too
            try:
                self.renew()
            except Exception:  # noqa: BLE001 - reported by call(); the worker stops
                self.abandon(site, "its lease could not be renewed")
            if site not in self.held:
                self._not_written.add(id(item))
                self.stat("dropped_after_loss")
                return False
        state = self.held.get(site)
        if state is not None and state.written_before:
            digest = item_digest(item)
            if state.written_before.get(digest):
                state.written_before[digest] -= 1
                self._not_written.add(id(item))
                self.stat("written_before")
                return False
        return True

    def item_scraped(self, item: Any, response: Any, spider: Any) -> None:
        """After the feeds wrote ``item`` (each local feed flushed): record it for its site."""
        site = response.meta.get(SITE) if response is not None else None
        if site is None:
            return
        try:
            if id(item) in self._not_written:
                self._not_written.discard(id(item))
                return
            if site in self.abandoned or self.leases is None or self.gone:
                return
            self.stat("items_written")
            if not self.call("record item", lambda: self.leases.mark_exported(site, item_digest(item))):
                self.abandon(site, "its lease went to another worker")
        except Exception:  # noqa: BLE001 - reported by call()
            pass
        finally:
            self.in_flight[site] -= 1

    def item_left(self, item: Any, response: Any, spider: Any, **kwargs: Any) -> None:
        """An item dropped by a pipeline (or failed in one): no longer in flight."""
        site = response.meta.get(SITE) if response is not None else None
        if site is not None:
            self.in_flight[site] -= 1
