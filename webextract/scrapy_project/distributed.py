"""One crawl on several processes or machines with scrapy-redis, shared by page.

Three settings, as scrapy-redis documents them, make a spider run as one crawl on every
process started with them::

    -s SCHEDULER=scrapy_redis.scheduler.Scheduler
    -s DUPEFILTER_CLASS=scrapy_redis.dupefilter.RFPDupeFilter
    -s REDIS_URL=redis://127.0.0.1:6379

The ``university`` and ``news`` spiders then share the crawl by site
(:mod:`webextract.scrapy_project.siteworkers`); with ``WEBEXTRACT_SHARE_BY=page``, and for
the other spiders, they share it by page, as this module describes.

The requests queue and the seen requests are scrapy-redis's; what webextract keeps in Redis
(keys ``webextract:<spider>:<hash of the seeds>:*``) is:

* **The page log** (university): every page a worker fetched, or the reason its fetch
  failed, appended to one Redis list, at most once per request (:meth:`SharedCrawl.append`;
  a request fetched twice, e.g. the seed by every worker, is logged once).  The crawl's
  state (plans, steps tried, fallbacks, budgets, units and people found) is a function of
  that log: every worker applies the log's entries in the log's order to its own copy of
  the state, so every worker can carry on any page.  A request in the shared queue carries
  only its number; the worker that logged a page yields that page's items and requests,
  the others only bring their copy of the state up to date.
* **Budgets** (news): the article budget is one Redis set, so the workers together fetch
  at most ``max_articles`` articles (:meth:`SharedCrawl.grant`).
* **Who is busy**: a worker keeps a short-lived entry (in the sorted set ``busy``, scored
  by when it ends on Redis's clock; nothing is looked up by key pattern) while it may hold
  requests of the crawl: from its start (it is about to queue its seeds) and from before it takes a request
  from the shared queue until that request's pages and new requests are through.  A worker
  whose queue is empty waits while another is busy (new requests may still come) and stops
  when the queue is empty and no worker is busy.  The last worker to stop after a finished
  crawl sees, in one Redis step, that nothing is queued and no worker is busy, deletes the
  crawl's keys (and scrapy-redis's queue and seen requests) and leaves the key
  ``webextract:<spider>:<hash of the seeds>:finished`` for ``WEBEXTRACT_REDIS_FINISHED_TTL``
  seconds (default 600): a worker started in that time with the same spider and seeds
  finds the crawl finished and stops at once instead of crawling it a second time; later
  the same commands crawl it afresh.  A crawl stopped part-way keeps its keys and the same
  commands resume it.

Site templates (news, VB-PTC §IV.B) are learned by each worker from the pages it fetches;
docs/scale.md measures that the items equal a single process's.

When Redis stops, every Redis call of a worker (scrapy-redis's queue included: webextract
sets its ``REDIS_PARAMS`` unless given, :func:`redis_params`) waits for it, reconnecting,
up to ``WEBEXTRACT_REDIS_WAIT`` seconds (default 300), and the crawl goes on when it is back;
past that the worker stops, and the crawl, whose state is in Redis, stays resumable.  ``SCHEDULER_PERSIST`` is on by default in webextract's
settings, so a worker that stops early never empties the shared queue.
"""

from __future__ import annotations

import hashlib
import logging
import time
import uuid
from typing import Any, Callable, Optional, TypeVar

from scrapy import signals
from scrapy.exceptions import CloseSpider, DontCloseSpider, NotConfigured

logger = logging.getLogger(__name__)

T = TypeVar("T")

#: Append a log entry unless its request is logged already: KEYS = (logged set, log),
#: ARGV = (request number, entry); returns the log's new length, 0 when logged before.
_APPEND = """
if redis.call('SADD', KEYS[1], ARGV[1]) == 1 then
  return redis.call('RPUSH', KEYS[2], ARGV[2])
end
return 0
"""
#: The requests waiting in scrapy-redis's queue (a sorted set, or a list for its FIFO and
#: LIFO queues), KEYS[2], as the Lua number ``queued``.
_QUEUED = """
local kind = redis.call('TYPE', KEYS[2])['ok']
local queued = 0
if kind == 'zset' then queued = redis.call('ZCARD', KEYS[2])
elseif kind == 'list' then queued = redis.call('LLEN', KEYS[2]) end
"""
#: The time by Redis's clock, in milliseconds, as the Lua number ``now``.
_NOW = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
"""
#: A worker joins the crawl: KEYS = (finished marker, the busy workers), ARGV = (busy TTL
#: in ms, 1 to heed the marker, worker); when the crawl finished lately, the marker's value
#: (the time it finished) and seconds to live, else nil and the worker is busy (it is about
#: to queue its seeds).
_JOIN = _NOW + """
if ARGV[2] == '1' then
  local finished = redis.call('GET', KEYS[1])
  if finished then return {finished, redis.call('TTL', KEYS[1])} end
end
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[1]), ARGV[3])
return false
"""
#: This worker is busy: KEYS = (the busy workers,), ARGV = (busy TTL in ms, worker).
_BUSY = _NOW + """
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[2])
"""
#: An idle worker: KEYS = (the busy workers, the queue), ARGV = (worker,); is no longer
#: busy; the requests queued plus the workers busy (0: nothing to wait for).
_WAITING = _NOW + """
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
""" + _QUEUED + """
return queued + redis.call('ZCARD', KEYS[1])
"""
#: A worker stops after the crawl finished: KEYS = (the busy workers, the queue, the seen
#: requests, the finished marker, the crawl's key list), ARGV = (worker, marker TTL (0:
#: none), the time, the crawl's fixed keys...); when nothing is queued and no worker is
#: busy, deletes the crawl's keys (the fixed ones and those its key list names), leaves the
#: marker and returns 1, else 0 (another worker carries on).
_FINISH = _NOW + """
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
""" + _QUEUED + """
if queued > 0 or redis.call('ZCARD', KEYS[1]) > 0 then return 0 end
if tonumber(ARGV[2]) > 0 then redis.call('SET', KEYS[4], ARGV[3], 'EX', tonumber(ARGV[2])) end
for _, key in ipairs(redis.call('SMEMBERS', KEYS[5])) do redis.call('DEL', key) end
for i = 4, #ARGV do redis.call('DEL', ARGV[i]) end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[5])
return 1
"""
#: Seconds a worker's busy entry lives without being renewed.
BUSY_TTL = 5
#: Seconds between two checks of the shared queue by an idle or busy worker.
BEAT = 0.2


def redis_params(wait: float) -> dict[str, Any]:
    """Redis client options (scrapy-redis's ``REDIS_PARAMS``) under which every call, the
    shared queue's included, waits for an unreachable Redis about ``wait`` seconds
    (reconnecting with a backoff of up to 2 s) before it fails."""
    from redis.backoff import ExponentialBackoff
    from redis.exceptions import ConnectionError as RedisDown, TimeoutError as RedisSlow
    from redis.retry import Retry

    backoff = ExponentialBackoff(cap=2.0, base=0.1)
    retries, waited = 0, 0.0
    while waited < wait:
        retries += 1
        waited += backoff.compute(retries)
    return {"retry": Retry(backoff, max(1, retries)),
            "retry_on_error": [RedisDown, RedisSlow], "socket_connect_timeout": 2,
            "socket_timeout": 30, "health_check_interval": 5}


def shared_mode(settings: Any) -> bool:
    """True when the crawl is shared through Redis: its scheduler is scrapy-redis's (the
    crawl is shared by page, this module), or the spider turned scrapy-redis's settings into
    a crawl shared by site (:mod:`webextract.scrapy_project.siteworkers`)."""
    return (str(settings.get("SCHEDULER") or "").startswith("scrapy_redis.")
            or settings.getbool("WEBEXTRACT_SITE_SHARED"))


def page_shared(settings: Any) -> bool:
    """True when the crawl is shared by page (this module's page log, shared queue and busy
    keys), not by site."""
    return shared_mode(settings) and not settings.getbool("WEBEXTRACT_SITE_SHARED")


def seeds_from_redis(settings: Any, key: str) -> list[str]:
    """The lines of the Redis list (or set, sorted) ``key`` (scrapy-redis's start URLs), as
    text: read them like a seed file (:func:`webextract.urls.read_seed_lines`)."""
    from scrapy_redis import connection

    server = connection.from_settings(settings)
    kind = server.type(key)
    kind = kind.decode() if isinstance(kind, bytes) else kind
    values = server.smembers(key) if kind == "set" else server.lrange(key, 0, -1)
    texts = [v.decode("utf-8", "replace") if isinstance(v, bytes) else str(v) for v in values]
    return sorted(set(texts)) if kind == "set" else texts


class SharedCrawl:
    """The Redis side of one shared crawl (see the module docstring); one per crawler,
    made by :func:`shared_crawl`."""

    def __init__(self, crawler: Any, spider: Any):
        from scrapy_redis import connection, defaults

        self.crawler = crawler
        self.settings = crawler.settings
        self.server = connection.from_settings(self.settings)
        seeds = sorted(getattr(spider, "seed_urls", []) or [])
        digest = hashlib.sha1("\n".join(seeds).encode("utf-8")).hexdigest()[:12]
        self.prefix = f"webextract:{spider.name}:{digest}"
        self.worker = uuid.uuid4().hex[:12]
        self.wait = self.settings.getfloat("WEBEXTRACT_REDIS_WAIT", 300.0)
        self.queue_key = (self.settings.get("SCHEDULER_QUEUE_KEY") or defaults.SCHEDULER_QUEUE_KEY) % {
            "spider": spider.name}
        self.dupefilter_key = (self.settings.get("SCHEDULER_DUPEFILTER_KEY")
                               or defaults.SCHEDULER_DUPEFILTER_KEY) % {"spider": spider.name}
        #: The busy workers: a sorted set of worker ids scored by when their being busy ends
        #: (Redis's clock); no key is ever looked up by pattern.
        self.busy_key = f"{self.prefix}:busy"
        #: The keys this crawl made besides its fixed ones (the budgets), deleted at its end.
        self.keys_key = f"{self.prefix}:keys"
        self.finished_key = f"{self.prefix}:finished"
        self._append = self.server.register_script(_APPEND)
        self._join = self.server.register_script(_JOIN)
        self._busy = self.server.register_script(_BUSY)
        self._waiting = self.server.register_script(_WAITING)
        self._finish = self.server.register_script(_FINISH)
        self.busy = False
        self._renewed = 0.0
        self._listed: set[str] = set()
        #: Redis stayed unreachable past the wait: the worker is stopping.
        self.gone = False

    # ------------------------------------------------------------------- plumbing
    def call(self, what: str, func: Callable[[], T]) -> T:
        """Run one Redis call (the client retries while Redis is unreachable, see
        :func:`redis_params`); when it gives up, say so and raise."""
        from redis.exceptions import ConnectionError as RedisDown, TimeoutError as RedisSlow

        try:
            return func()
        except (RedisDown, RedisSlow):
            self.give_up(what)
            raise

    def give_up(self, what: str) -> None:
        """Redis stayed unreachable past ``WEBEXTRACT_REDIS_WAIT``: say so once, make every
        Redis client of this worker fail at once from now on, and stop the worker (close
        reason ``redis_unavailable``)."""
        if self.gone:
            return
        self.gone = True
        logger.error("Redis unreachable for %.0f s (%s); this worker stops. Start it again with the same "
                     "command once Redis is back.", self.wait, what)
        self._stat("redis_unavailable")
        from redis.backoff import NoBackoff
        from redis.retry import Retry

        engine = getattr(self.crawler, "engine", None)
        scheduler = getattr(getattr(engine, "_slot", None), "scheduler", None)
        clients = [self.server, getattr(scheduler, "server", None),
                   getattr(getattr(scheduler, "df", None), "server", None)]
        for client in clients:
            if client is not None and hasattr(client, "set_retry"):
                client.set_retry(Retry(NoBackoff(), 0))
        if engine is not None:
            from scrapy.utils.defer import _schedule_coro

            _schedule_coro(engine.close_spider_async(reason="redis_unavailable"))

    def _stat(self, key: str, n: int = 1) -> None:
        if self.crawler.stats is not None:
            self.crawler.stats.inc_value(f"webextract/shared/{key}", n)

    # ------------------------------------------------------------------- page log
    def append(self, number: int, entry: bytes) -> Optional[int]:
        """Log ``entry`` for request ``number``; its index in the log, or None when the
        request was logged before (another worker fetched it too)."""
        length = self.call("append", lambda: self._append(
            keys=[f"{self.prefix}:logged", f"{self.prefix}:log"], args=[number, entry]))
        return int(length) - 1 if length else None

    def entries(self, start: int, stop: int) -> list[bytes]:
        """Log entries ``start`` to ``stop`` (inclusive; -1 for the end)."""
        return self.call("read", lambda: self.server.lrange(f"{self.prefix}:log", start, stop))

    # ------------------------------------------------------------------- budgets
    def grant(self, budget: str, key: str, limit: int) -> bool:
        """True when ``key`` holds a place of the shared budget ``budget`` (``limit`` places;
        0: no limit): granted before, or granted now."""
        name = f"{self.prefix}:budget:{budget}"
        if name not in self._listed:  # deleted with the crawl's keys when it finishes
            self.call("budget", lambda: self.server.sadd(self.keys_key, name, f"{name}:count"))
            self._listed.add(name)
        if self.call("budget", lambda: self.server.sismember(name, key)):
            return True
        if not limit:
            self.call("budget", lambda: self.server.sadd(name, key))
            return True
        added = self.call("budget", lambda: self.server.sadd(name, key))
        if not added:
            return True
        count = self.call("budget", lambda: self.server.incr(f"{name}:count"))
        if count > limit:
            self.call("budget", lambda: self.server.srem(name, key))
            return False
        return True

    # ------------------------------------------------------------------- workers
    def join(self, heed_finished: bool = True) -> Optional[tuple[float, int]]:
        """Join the crawl before queueing the seeds: None, and this worker is busy; or, when
        the crawl of these seeds finished lately (the marker :meth:`finish` leaves), the
        time it finished (seconds since the epoch) and the seconds the marker has left, and
        this worker has nothing to do."""
        finished = self.call("join", lambda: self._join(keys=[self.finished_key, self.busy_key],
                                                        args=[BUSY_TTL * 1000, int(heed_finished), self.worker]))
        if finished is not None:
            return float(finished[0]), int(finished[1])
        self.busy, self._renewed = True, time.monotonic()
        return None

    def set_busy(self, busy: bool) -> None:
        if busy:
            self.call("busy", lambda: self._busy(keys=[self.busy_key], args=[BUSY_TTL * 1000, self.worker]))
            self._renewed = time.monotonic()
        elif self.busy:
            self.call("busy", lambda: self.server.zrem(self.busy_key, self.worker))
        self.busy = busy

    def renew(self) -> None:
        """Keep this worker's busy entry alive through a long stretch of work that keeps the
        beat from running (a worker started late applies the whole page log at once)."""
        if self.busy and time.monotonic() - self._renewed >= BUSY_TTL / 5:
            self.set_busy(True)

    def waiting(self) -> int:
        """This worker is idle (its busy entry goes): the requests queued plus the workers
        busy, read at one instant; 0 when there is nothing to wait for."""
        count = self.call("idle", lambda: self._waiting(keys=[self.busy_key, self.queue_key],
                                                         args=[self.worker]))
        self.busy = False
        return int(count)

    def finish(self, keep_finished: float) -> bool:
        """This worker stops after the crawl finished: if, at one instant, nothing is queued
        and no other worker is busy, delete the crawl's keys and scrapy-redis's queue and
        seen requests, leave the finished marker for ``keep_finished`` seconds (0: none),
        and return True; False when another worker is still at work (it finishes)."""
        done = self.call("finish", lambda: self._finish(
            keys=[self.busy_key, self.queue_key, self.dupefilter_key, self.finished_key, self.keys_key],
            args=[self.worker, int(keep_finished), int(time.time()),
                  f"{self.prefix}:log", f"{self.prefix}:logged"]))
        self.busy = False
        return bool(done)


def shared_crawl(crawler: Any) -> Optional[SharedCrawl]:
    """The crawler's :class:`SharedCrawl` (made on first use), or None when the crawl is not
    shared."""
    if not page_shared(crawler.settings):
        return None
    shared = getattr(crawler, "_webextract_shared", None)
    if shared is None:
        shared = crawler._webextract_shared = SharedCrawl(crawler, crawler.spider)
    return shared


class SharedWorkers:
    """Extension: a worker of a shared crawl joins it (or stops at once when it finished
    lately), is counted busy while it may hold requests, waits while others are busy, pulls
    new requests from the shared queue at once, and cleans up after a finished crawl (see
    the module docstring).  Not configured unless the scheduler is scrapy-redis's."""

    def __init__(self, crawler: Any):
        self.crawler = crawler
        self.shared: Optional[SharedCrawl] = None
        self._loop: Any = None
        self.idle_checks = 0
        #: When the crawl was finished by other workers before this one started (seconds
        #: since the epoch) and the seconds its marker has left, else None.
        self.finished_before: Optional[tuple[float, int]] = None
        #: Seconds a finished crawl is remembered (WEBEXTRACT_REDIS_FINISHED_TTL).
        self.keep_finished = crawler.settings.getfloat("WEBEXTRACT_REDIS_FINISHED_TTL", 600.0)

    @classmethod
    def from_crawler(cls, crawler: Any) -> "SharedWorkers":
        if not page_shared(crawler.settings):
            raise NotConfigured  # not a crawl shared by page: nothing to say
        ext = cls(crawler)
        crawler.signals.connect(ext.opened, signal=signals.spider_opened)
        crawler.signals.connect(ext.idle, signal=signals.spider_idle)
        crawler.signals.connect(ext.closed, signal=signals.spider_closed)
        crawler.signals.connect(ext.working, signal=signals.request_reached_downloader)
        return ext

    def opened(self, spider: Any) -> None:
        from twisted.internet import task

        self.shared = shared_crawl(self.crawler)
        # Busy before the seeds are queued: a worker stopping at this moment must not take
        # the crawl for finished and delete what this one is about to add to it.
        self.finished_before = self.shared.join(heed_finished=self.keep_finished > 0)
        if self.finished_before is not None:
            when, left = self.finished_before
            self.shared._stat("finished_before")
            logger.info(
                "The crawl of these seeds was finished by other workers at %s; this worker has nothing "
                "to do. The same command crawls them again in %d s, when the key %s expires "
                "(WEBEXTRACT_REDIS_FINISHED_TTL), or at once if that key is deleted.",
                time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(when)), left, self.shared.finished_key)
            raise CloseSpider("finished")
        # Take from the shared queue only what this worker can start soon, not
        # CONCURRENT_REQUESTS: a worker holding sixteen requests behind one site's download
        # delay leaves the other workers idle.  Per site: two requests when a download delay
        # spaces them (one in flight, one next), else the per-domain concurrency.
        settings = self.crawler.settings
        sites = max(1, len(getattr(spider, "sites", ()) or ()))
        per_site = settings.getint("CONCURRENT_REQUESTS_PER_DOMAIN")
        if settings.getfloat("DOWNLOAD_DELAY") > 0:
            per_site = min(per_site, 2)
        downloader = self.crawler.engine.downloader
        if 0 < per_site * sites < downloader.total_concurrency:
            downloader.total_concurrency = per_site * sites
        # Busy before taking a request from the shared queue, not once it reaches the
        # downloader: a request taken is never out of the queue with no worker busy.
        scheduler = self.crawler.engine._slot.scheduler
        take = scheduler.next_request

        def next_request() -> Any:
            self.working(None)
            return take()

        scheduler.next_request = next_request
        self._loop = task.LoopingCall(self.beat)
        self._loop.start(BEAT, now=False)

    def _local_busy(self) -> bool:
        engine = self.crawler.engine
        scraper_slot = getattr(engine.scraper, "slot", None)
        return bool(engine.downloader.active) or (scraper_slot is not None and not scraper_slot.is_idle())

    def working(self, request: Any, spider: Any = None) -> None:
        """This worker is about to hold a request: its busy entry, unless it is set."""
        if self.shared is not None and not self.shared.busy and not self.shared.gone:
            try:
                self.shared.set_busy(True)
            except Exception:  # noqa: BLE001 - reported by SharedCrawl.call; the worker stops
                pass

    def beat(self) -> None:
        """Renew or drop this worker's busy entry; wake the engine so it pulls from the shared
        queue or sees it is idle (Scrapy itself looks only every five seconds)."""
        if self.shared is None or self.shared.gone:
            return
        try:
            busy = self._local_busy()
            if busy or self.shared.busy:
                self.shared.set_busy(busy)
            engine = self.crawler.engine
            slot = getattr(engine, "_slot", None)
            if slot is not None and not engine.needs_backout():
                slot.nextcall.schedule()  # pull from the shared queue, or check for idle
        except Exception as exc:  # noqa: BLE001 - a beat must never stop the crawl
            logger.debug("shared crawl beat failed: %s", exc)

    def idle(self, spider: Any) -> None:
        """Keep an idle worker open while the shared queue has requests or another worker
        is busy (it may still add requests)."""
        assert self.shared is not None
        if self.shared.gone:
            return
        try:
            waiting = self.shared.waiting()
        except Exception:  # noqa: BLE001 - reported by SharedCrawl.call; the worker stops
            return
        if waiting:
            self.idle_checks = 0
            raise DontCloseSpider
        self.idle_checks += 1
        if self.idle_checks < 2:  # seen done twice in a row: no request in passage
            raise DontCloseSpider

    def closed(self, spider: Any, reason: str) -> None:
        if self._loop is not None and self._loop.running:
            self._loop.stop()
        if self.shared is None or self.shared.gone or self.finished_before is not None:
            return
        try:
            if reason == "finished":
                self.shared.finish(self.keep_finished)
            else:
                self.shared.set_busy(False)
        except Exception as exc:  # noqa: BLE001
            logger.warning("could not clean up the shared crawl's Redis keys: %s", exc)
