"""The Redis side of a crawl shared by site: the seed list, the leases, the items exported.

A crawl shared by site (:mod:`webextract.scrapy_project.siteworkers`, docs/scale.md) keeps
in Redis, under ``webextract:<spider>:<hash of the seeds>:``, only state whose size is
bounded by the number of sites, never anything per page:

* ``todo`` (sorted set): the sites nobody has taken yet, scored by their place in the seed
  list;
* ``leases`` (sorted set): the sites being crawled, scored by the moment their lease ends,
  in milliseconds of Redis's own clock (``TIME``): a worker's clock plays no part;
* ``owner`` (hash): site -> the worker that holds its lease; ``tries`` (hash): site -> how
  many leases it was given (a site that keeps killing its workers is given up);
* ``x:<site>`` (string): 8-byte digests of the items exported for the site, appended as
  they are written (:func:`item_digest`); read by a worker that takes the site over, so it
  writes each item once;
* ``seeded``: set once, in the same Redis step that fills ``todo``;
* ``finished``: left by the last worker for ``WEBEXTRACT_REDIS_FINISHED_TTL`` seconds.

A finished site's keys are deleted in the step that ends its lease; the finished crawl
deletes the rest.  No command scans the key space (no ``KEYS``).

Redis full (``maxmemory`` reached, no eviction) refuses a script's first command that needs
memory, and a script's writes before it stay: each script below issues its memory-taking
writes before the ones that remove anything, so a refused step leaves nothing half done
(a site is never out of both the queue and the leases).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Iterable, Optional

from itemadapter import ItemAdapter

from webextract.urls import scope_of

#: Bytes of an item's digest in a site's exported list.
DIGEST_BYTES = 8

_NOW = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
"""

#: Seed the crawl once: KEYS = (seeded, todo, finished), ARGV = (heed finished 0/1, sites...).
#: Returns {finished time, ttl} when the crawl finished lately, else 1 (this call seeded it)
#: or 0 (another worker had).
_SEED = """
if ARGV[1] == '1' then
  local finished = redis.call('GET', KEYS[3])
  if finished then return {finished, redis.call('TTL', KEYS[3])} end
end
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local batch = {}
for i = 2, #ARGV do
  table.insert(batch, i - 2)
  table.insert(batch, ARGV[i])
  if #batch >= 1000 then redis.call('ZADD', KEYS[2], unpack(batch)); batch = {} end
end
if #batch > 0 then redis.call('ZADD', KEYS[2], unpack(batch)) end
redis.call('SET', KEYS[1], '1')
return 1
"""

#: Take up to n sites: KEYS = (todo, leases, owner, tries), ARGV = (worker, lease ms, n,
#: most leases a site is given, key prefix).  Sites whose lease ran out are taken over
#: first, then new ones.  Returns {sites left (queued + leased), site, how, site, how...}
#: with how = 'new', 'takeover' or 'given_up' (leased too often: dropped).
_CLAIM = _NOW + """
local out = {}
local n = tonumber(ARGV[3])
local taken = 0
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now, 'LIMIT', 0, n)
for _, site in ipairs(expired) do
  if redis.call('HGET', KEYS[3], site) == ARGV[1] then
    redis.call('ZADD', KEYS[2], now + tonumber(ARGV[2]), site)
  else
    local tries = redis.call('HINCRBY', KEYS[4], site, 1)
    if tries > tonumber(ARGV[4]) then
      redis.call('ZREM', KEYS[2], site)
      redis.call('HDEL', KEYS[3], site)
      redis.call('HDEL', KEYS[4], site)
      redis.call('DEL', ARGV[5] .. ':x:' .. site)
      table.insert(out, site); table.insert(out, 'given_up')
    else
      redis.call('ZADD', KEYS[2], now + tonumber(ARGV[2]), site)
      redis.call('HSET', KEYS[3], site, ARGV[1])
      table.insert(out, site); table.insert(out, 'takeover')
      taken = taken + 1
    end
  end
end
if taken < n then
  for _, site in ipairs(redis.call('ZRANGE', KEYS[1], 0, n - taken - 1)) do
    redis.call('ZADD', KEYS[2], now + tonumber(ARGV[2]), site)
    redis.call('HSET', KEYS[3], site, ARGV[1])
    redis.call('HINCRBY', KEYS[4], site, 1)
    redis.call('ZREM', KEYS[1], site)
    table.insert(out, site); table.insert(out, 'new')
  end
end
table.insert(out, 1, redis.call('ZCARD', KEYS[1]) + redis.call('ZCARD', KEYS[2]))
return out
"""

#: Renew this worker's leases: KEYS = (leases, owner), ARGV = (worker, lease ms, sites...);
#: returns the sites whose lease is no longer this worker's.
_RENEW = _NOW + """
local lost = {}
for i = 3, #ARGV do
  if redis.call('HGET', KEYS[2], ARGV[i]) == ARGV[1] then
    redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[i])
  else
    table.insert(lost, ARGV[i])
  end
end
return lost
"""

#: A site is finished (ARGV[3] = '1') or handed back to the queue (a worker stopping, '0'):
#: KEYS = (todo, leases, owner, tries), ARGV = (worker, site, done, key prefix).  Only the
#: lease holder may; returns 1, else 0.  A finished site's keys all go.
_RELEASE = """
if redis.call('HGET', KEYS[3], ARGV[2]) ~= ARGV[1] then return 0 end
if ARGV[3] == '1' then
  redis.call('HDEL', KEYS[4], ARGV[2])
  redis.call('DEL', ARGV[4] .. ':x:' .. ARGV[2])
else
  redis.call('ZADD', KEYS[1], -1, ARGV[2])
  redis.call('HINCRBY', KEYS[4], ARGV[2], -1)
end
redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('HDEL', KEYS[3], ARGV[2])
return 1
"""

#: Append an item's digest to the site's exported list, if the lease is this worker's:
#: KEYS = (owner, exported list), ARGV = (worker, site, digest); 1, else 0.
_EXPORTED = """
if redis.call('HGET', KEYS[1], ARGV[2]) ~= ARGV[1] then return 0 end
redis.call('APPEND', KEYS[2], ARGV[3])
return 1
"""

#: The crawl is over when no site is queued or leased: KEYS = (todo, leases, owner, tries,
#: seeded, finished), ARGV = (marker TTL (0: none), the time); deletes the crawl's keys,
#: leaves the marker and returns 1; else 0.
_FINISH = """
if redis.call('ZCARD', KEYS[1]) + redis.call('ZCARD', KEYS[2]) > 0 then return 0 end
if tonumber(ARGV[1]) > 0 then redis.call('SET', KEYS[6], ARGV[2], 'EX', tonumber(ARGV[1])) end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5])
return 1
"""


def site_key(url: str) -> str:
    """The site a seed or link belongs to in a crawl shared by site: its crawl scope
    (:func:`webextract.urls.scope_of`: the registered domain, so subdomains are the same
    site; ``host:port`` for IP addresses and ``localhost``).  Empty for URLs without a host."""
    return scope_of(url)


def group_sites(seeds: Iterable[str]) -> dict[str, list[str]]:
    """The seeds by site (:func:`site_key`), sites and seeds in the order first listed."""
    out: dict[str, list[str]] = {}
    for seed in seeds:
        key = site_key(seed)
        if key:
            out.setdefault(key, []).append(seed)
    return out


def item_digest(item: Any) -> bytes:
    """An item's digest in a site's exported list: the first 8 bytes of BLAKE2b over its
    kind and fields (JSON, sorted keys); equal items give equal digests on every worker."""
    fields = ItemAdapter(item).asdict()
    text = json.dumps([type(item).__name__, fields], sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.blake2b(text.encode("utf-8"), digest_size=DIGEST_BYTES).digest()


def split_digests(blob: Optional[bytes]) -> dict[bytes, int]:
    """A site's exported list as digest -> times exported."""
    counts: dict[bytes, int] = {}
    blob = blob or b""
    for i in range(0, len(blob) - len(blob) % DIGEST_BYTES, DIGEST_BYTES):
        digest = blob[i:i + DIGEST_BYTES]
        counts[digest] = counts.get(digest, 0) + 1
    return counts


class SiteLeases:
    """The Redis calls of one worker of a crawl shared by site (see the module docstring).

    ``server`` is a redis-py client; ``prefix`` the crawl's key prefix; ``worker`` this
    worker's id; ``lease`` the seconds a lease lasts unless renewed; ``max_tries`` the
    most leases one site is given before it is dropped."""

    def __init__(self, server: Any, prefix: str, worker: str, lease: float, max_tries: int = 3):
        self.server, self.prefix, self.worker = server, prefix, worker
        self.lease_ms = max(1, int(lease * 1000))
        self.max_tries = max(1, max_tries)
        self.keys = {name: f"{prefix}:{name}" for name in
                     ("todo", "leases", "owner", "tries", "seeded", "finished")}
        self._seed = server.register_script(_SEED)
        self._claim = server.register_script(_CLAIM)
        self._renew = server.register_script(_RENEW)
        self._release = server.register_script(_RELEASE)
        self._exported = server.register_script(_EXPORTED)
        self._finish = server.register_script(_FINISH)

    def exported_key(self, site: str) -> str:
        """The key of a site's exported list."""
        return f"{self.prefix}:x:{site}"

    def seed(self, sites: list[str], heed_finished: bool = True) -> Optional[tuple[float, int]]:
        """Queue ``sites`` unless another worker did (one Redis step).  When the crawl
        finished lately (its marker is there and ``heed_finished``): the time it finished
        and the seconds the marker has left; else None."""
        k = self.keys
        got = self._seed(keys=[k["seeded"], k["todo"], k["finished"]], args=[int(heed_finished), *sites])
        if isinstance(got, list):
            return float(got[0]), int(got[1])
        return None

    def claim(self, count: int) -> tuple[int, list[tuple[str, str]]]:
        """Take up to ``count`` sites: the sites left in the crawl (queued or leased, these
        included) and the sites taken, each with how (``new``, ``takeover``, ``given_up``)."""
        k = self.keys
        got = self._claim(keys=[k["todo"], k["leases"], k["owner"], k["tries"]],
                          args=[self.worker, self.lease_ms, max(0, count), self.max_tries, self.prefix])
        left = int(got[0])
        pairs = [(_text(got[i]), _text(got[i + 1])) for i in range(1, len(got), 2)]
        return left, pairs

    def exported(self, site: str) -> dict[bytes, int]:
        """The digests of the items exported for ``site`` so far, with their counts."""
        return split_digests(self.server.get(self.exported_key(site)))

    def renew(self, sites: list[str]) -> list[str]:
        """Extend this worker's leases on ``sites``; the sites it no longer holds."""
        if not sites:
            return []
        k = self.keys
        return [_text(s) for s in self._renew(keys=[k["leases"], k["owner"]],
                                              args=[self.worker, self.lease_ms, *sites])]

    def release(self, site: str, done: bool) -> bool:
        """End this worker's lease on ``site``: finished (its keys deleted) or handed back
        to the queue (its exported list kept); False when the lease was not this worker's."""
        k = self.keys
        return bool(self._release(keys=[k["todo"], k["leases"], k["owner"], k["tries"]],
                                  args=[self.worker, site, int(done), self.prefix]))

    def mark_exported(self, site: str, digest: bytes) -> bool:
        """Record that an item of ``site`` was written; False when the lease is not this
        worker's any more."""
        return bool(self._exported(keys=[self.keys["owner"], self.exported_key(site)],
                                   args=[self.worker, site, digest]))

    def finish(self, keep_finished: float, now: float) -> bool:
        """When no site is queued or leased: delete the crawl's keys, leave the finished
        marker for ``keep_finished`` seconds (0: none) and return True."""
        k = self.keys
        return bool(self._finish(keys=[k["todo"], k["leases"], k["owner"], k["tries"], k["seeded"], k["finished"]],
                                 args=[int(keep_finished), int(now)]))


def _text(value: Any) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else str(value)
