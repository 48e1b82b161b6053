"""A crawl of several sites shared by site on scrapy-redis workers, with a real redis-server
started here (webextract/scrapy_project/siteworkers.py, sites.py): each site is crawled by
one worker, each page fetched and parsed once, each item written once and the store equal
to a single process's; the download delay holds per site at the server; a worker killed
with SIGKILL leaves its sites to the others; and the bad inputs: a seed list of 10,000
duplicate and malformed lines, a site that never ends, a worker whose clock is off by
minutes, Redis full.

The sites are small generated departments (webextract_testkit.universities) served on
127.0.0.1 by this process, one port each (each its own site)."""

from __future__ import annotations

import re
import signal
import subprocess
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Iterator

import pytest

import needs

from tests.test_distributed import RedisServer, finish, items_diff, lines, start
from tests.test_resume import ROOT, store_rows
from webextract_testkit.universities import SiteServer, department_site

needs.module("scrapy_redis")
import redis  # noqa: E402

SHARED = ["-s", "SCHEDULER=scrapy_redis.scheduler.Scheduler",
          "-s", "DUPEFILTER_CLASS=scrapy_redis.dupefilter.RFPDupeFilter"]
#: The sites of these tests: four departments, one faculty directory of three pages each.
SITES = 4


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path)
    try:
        yield server
    finally:
        if server.proc.poll() is None:
            server.proc.terminate()
            server.proc.wait(timeout=10)


@pytest.fixture(scope="module")
def sites() -> Iterator[SiteServer]:
    server = SiteServer([department_site(i) for i in range(SITES)])
    yield server
    server.close()


def command(work: Path, name: str, redis_url: str | None, seeds: list[str] | None, *extra: str) -> list[str]:
    import sys

    cmd = [sys.executable, "-m", "scrapy", "crawl", "university", "-a", "level=department",
           "-o", str(work / f"{name}.jsonl"), "-s", f"WEBEXTRACT_STORE={work / 'store.sqlite3'}",
           "-s", "WEBEXTRACT_FEED_DIR=", "-s", "AUTOTHROTTLE_ENABLED=False", "-s", "RANDOMIZE_DOWNLOAD_DELAY=False",
           "-s", "LOG_LEVEL=INFO", *extra]
    if seeds:
        cmd += ["-a", "seeds=" + ",".join(seeds)]
    if redis_url:
        cmd += [*SHARED, "-s", f"REDIS_URL={redis_url}", "-s", "WEBEXTRACT_SITES_AT_ONCE=1"]
    return cmd


@pytest.fixture(scope="module")
def reference(sites: SiteServer, tmp_path_factory: Any) -> dict[str, Any]:
    """A single process (no Redis) crawling the four sites."""
    work = tmp_path_factory.mktemp("single-sites")
    log = work / "single.log"
    text = finish(start(command(work, "single", None, sites.urls, "-s", "DOWNLOAD_DELAY=0"), log), log)
    return {"items": lines(work, "single"), "rows": store_rows(work), "pages": stat(text, "downloader/response_count")}


def stat(log: str, name: str) -> int:
    found = re.search(rf"'{re.escape(name)}': (\d+)", log)
    return int(found.group(1)) if found else 0


def workers(work: Path, server: RedisServer, sites: SiteServer, names: tuple[str, ...], *extra: str,
            seeds: bool = True, env: dict[str, str] | None = None) -> list[tuple[subprocess.Popen, Path]]:
    """Start one worker per name, the sites held unanswered until every worker has opened
    its spider (so that all take part)."""
    procs = []
    sites.pause()
    try:
        for name in names:
            log = work / f"{name}.log"
            cmd = command(work, name, server.url, sites.urls if seeds else None, *extra)
            proc = start(cmd, log) if env is None else subprocess.Popen(
                cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=open(log, "w"))
            procs.append((proc, log))
        deadline = time.monotonic() + 120
        for proc, log in procs:
            while proc.poll() is None and "Spider opened" not in log.read_text():
                assert time.monotonic() < deadline, f"{log.name}: the worker did not start"
                time.sleep(0.05)
    finally:
        sites.resume()
    return procs


def clock_off_environment(tmp_path: Path, seconds: float) -> dict[str, str]:
    """The test environment with the worker's wall clock (time.time) off by ``seconds``."""
    from tests.test_resume import environment

    folder = tmp_path / "clock"
    folder.mkdir(exist_ok=True)
    (folder / "sitecustomize.py").write_text(
        "import time\n_real = time.time\ntime.time = lambda: _real() + %r\n" % seconds, encoding="utf-8")
    env = environment()
    env["PYTHONPATH"] = str(folder) + ":" + env["PYTHONPATH"]
    return env


def test_each_site_one_worker_each_page_once(sites: SiteServer, reference: dict[str, Any],
                                             redis_server: RedisServer, tmp_path: Path) -> None:
    """Two workers (one with its clock five minutes fast) with DOWNLOAD_DELAY=0.2: the single
    process's items and store rows, each item once; every page fetched and parsed once in
    the whole crawl; no site ever got two requests less than the delay apart (at the server);
    no lease taken over; nothing left in Redis but the finished marker."""
    sites.reset()
    env = clock_off_environment(tmp_path, 300.0)
    procs = workers(tmp_path, redis_server, sites, ("w1",), "-s", "DOWNLOAD_DELAY=0.2")
    procs += workers(tmp_path, redis_server, sites, ("w2",), "-s", "DOWNLOAD_DELAY=0.2", env=env)
    logs = [finish(proc, log) for proc, log in procs]
    union = lines(tmp_path, "w1") + lines(tmp_path, "w2")
    diff = items_diff(union, reference["items"])
    assert not diff, diff
    assert store_rows(tmp_path) == reference["rows"]
    assert all(stat(log, "webextract/sites/taken") >= 1 for log in logs), "a worker took no site"
    assert sum(stat(log, "webextract/sites/taken") for log in logs) == SITES
    assert all(stat(log, "webextract/sites/taken_over") == 0 for log in logs)
    # every page once: the workers' responses and parsed pages add up to the single process's
    assert sum(stat(log, "downloader/response_count") for log in logs) == reference["pages"]
    assert sum(stat(log, "webextract/sites/pages") for log in logs) == reference["pages"] - SITES  # robots.txt
    assert sites.requests() == [reference["pages"] // SITES] * SITES
    # the worker spaces a site's requests by the delay; their arrival here may jitter by
    # a few milliseconds on a loaded machine
    assert min(sites.gaps()) >= 0.9 * 0.2, sites.gaps()
    client = redis_server.client()
    assert [k for k in client.keys("*") if not k.endswith(b":finished")] == []


def test_a_killed_worker_s_site_is_taken_over(sites: SiteServer, reference: dict[str, Any],
                                              redis_server: RedisServer, tmp_path: Path) -> None:
    """SIGKILL to a worker once it has written items: its lease lapses (2 s), the other
    worker crawls its site again and writes only what was not written; every item once and
    the single process's store rows."""
    extra = ("-s", "DOWNLOAD_DELAY=0.2", "-s", "WEBEXTRACT_SITE_LEASE=2")
    procs = workers(tmp_path, redis_server, sites, ("w1", "w2"), *extra)
    deadline = time.monotonic() + 120
    while len(lines(tmp_path, "w1")) < 3:
        assert procs[0][0].poll() is None and time.monotonic() < deadline, "w1 wrote no item"
        time.sleep(0.02)
    procs[0][0].send_signal(signal.SIGKILL)
    procs[0][0].wait(timeout=30)
    text = finish(*procs[1])
    union = lines(tmp_path, "w1") + lines(tmp_path, "w2")
    diff = items_diff(union, reference["items"])
    assert not diff, diff
    assert store_rows(tmp_path) == reference["rows"]
    assert stat(text, "webextract/sites/taken_over") >= 1
    assert stat(text, "webextract/sites/written_before") >= 3
    assert "taken over (its lease lapsed)" in text
    client = redis_server.client()
    assert [k for k in client.keys("*") if not k.endswith(b":finished")] == []


def test_redis_restarted_and_a_worker_stopped_mid_crawl(sites: SiteServer, reference: dict[str, Any],
                                                        redis_server: RedisServer, tmp_path: Path) -> None:
    """Redis shut down (with a save) once items are written and started again two seconds
    later: the workers wait and go on.  Then one worker is stopped with SIGTERM: it hands
    its unfinished site back, and a worker started after it finishes the crawl with the
    other; every item once, nothing left in Redis but the finished marker."""
    extra = ("-s", "DOWNLOAD_DELAY=0.2")
    procs = workers(tmp_path, redis_server, sites, ("w1", "w2"), *extra)
    deadline = time.monotonic() + 120
    while not (lines(tmp_path, "w1") and lines(tmp_path, "w2")):
        assert time.monotonic() < deadline, "the workers wrote no item"
        time.sleep(0.02)
    redis_server.restart(down=2.0)
    procs[0][0].send_signal(signal.SIGTERM)
    first = finish(*procs[0])
    late = workers(tmp_path, redis_server, sites, ("w3",), *extra)
    logs = [first, finish(*procs[1]), finish(*late[0])]
    diff = items_diff(lines(tmp_path, "w1") + lines(tmp_path, "w2") + lines(tmp_path, "w3"), reference["items"])
    assert not diff, diff
    assert "'finish_reason': 'shutdown'" in first and stat(first, "webextract/sites/handed_back") == 1
    assert sum(stat(log, "webextract/sites/written_before") for log in logs) >= 1
    assert sum(stat(log, "webextract/sites/finished") for log in logs) == SITES
    client = redis_server.client()
    assert [k for k in client.keys("*") if not k.endswith(b":finished")] == []


def test_a_seed_list_of_duplicate_and_malformed_lines(sites: SiteServer, reference: dict[str, Any],
                                                      redis_server: RedisServer, tmp_path: Path) -> None:
    """10,000 lines in university:start_urls: the four seeds, 7,996 duplicates of them
    (some spelled differently) and 2,000 malformed lines: counted by reason, 20 logged and
    the rest summed up, the four sites crawled once."""
    good = list(sites.urls)
    bad = ["not a url", "http://", "ftp://127.0.0.1/x", "http://exa mple.com/", "http://[::1/"]
    entries = list(good)
    for i in range(7996):
        url = good[i % SITES]
        entries.append(url if i % 2 else url.rstrip("/") + "/#top")
    entries += [bad[i % len(bad)] + ("" if i < len(bad) else f"?{i}") for i in range(2000)]
    assert len(entries) == 10_000
    redis_server.client().rpush("university:start_urls", *entries)
    procs = workers(tmp_path, redis_server, sites, ("w1",), "-s", "DOWNLOAD_DELAY=0", seeds=False)
    logs = [finish(proc, log) for proc, log in procs]
    diff = items_diff(lines(tmp_path, "w1"), reference["items"])
    assert not diff, diff
    for log in logs:
        assert stat(log, "webextract/seeds/duplicate") == 7996
        assert stat(log, "webextract/seeds/malformed") == 2000
        assert "Redis list university:start_urls: 4 seeds, 9996 lines skipped (7996 duplicate, 2000 malformed); " \
               "9976 of them not shown" in log
        assert log.count("skipped:") == 20
    assert sum(stat(log, "webextract/sites/taken") for log in logs) == SITES


def test_a_site_that_never_ends_is_bounded_under_its_lease(redis_server: RedisServer, tmp_path: Path) -> None:
    """A directory whose "Next page" never ends (a calendar trap's shape) beside a normal
    site, a lease of 1 s: the crawl renews the lease while it walks the directory, stops at
    the directory page budget, and ends; no site is taken over."""
    server = SiteServer([department_site(0, pages=2, endless=True), department_site(1)])
    try:
        extra = ("-s", "DOWNLOAD_DELAY=0.1", "-s", "WEBEXTRACT_SITE_LEASE=1",
                 "-s", "WEBEXTRACT_UNIVERSITY_MAX_DIRECTORY_PAGES=12")
        procs = workers(tmp_path, redis_server, server, ("w1", "w2"), *extra)
        logs = [finish(proc, log) for proc, log in procs]
    finally:
        server.close()
    assert server.requests()[0] <= 12 + 2  # robots.txt, home, the directory's pages
    assert any(stat(log, "webextract/university/directory_page_limit") for log in logs)
    assert all(stat(log, "webextract/sites/taken_over") == 0 for log in logs)
    assert sum(stat(log, "webextract/sites/finished") for log in logs) == 2
    people = [line for line in lines(tmp_path, "w1") + lines(tmp_path, "w2") if '"type": "faculty"' in line]
    assert len(people) == len(set(people))
    assert sum(f"{server.urls[1]}faculty/" in line for line in people) == 15  # the other site whole


def test_redis_full_is_reported_and_bounded(sites: SiteServer, reference: dict[str, Any],
                                            redis_server: RedisServer, tmp_path: Path) -> None:
    """Redis at its maxmemory (noeviction) before a worker starts: it cannot queue the
    sites; it says so in one ERROR line, counts the refused calls, waits
    WEBEXTRACT_REDIS_WAIT (2 s) and stops (close reason redis_full), having written nothing.
    Given memory, a worker starts the crawl; Redis fills again mid-crawl: the worker stops
    the same way, writing nothing more; given memory again, a third worker takes its sites
    over (leases of 2 s) and finishes: no item missing, at most one written twice (the one
    whose record Redis refused)."""
    client = redis_server.client()
    client.config_set("maxmemory-policy", "noeviction")
    client.config_set("maxmemory", client.info("memory")["used_memory"] // 2)
    with pytest.raises(redis.exceptions.OutOfMemoryError):
        client.set("one more", b"x")
    wait = ("-s", "WEBEXTRACT_REDIS_WAIT=2", "-s", "WEBEXTRACT_SITE_LEASE=2")
    procs = workers(tmp_path, redis_server, sites, ("w1",), "-s", "DOWNLOAD_DELAY=0", *wait)
    proc, log = procs[0]
    proc.wait(timeout=120)
    text = log.read_text()
    assert "Traceback" not in text, text[-3000:]
    assert "Redis is full (maxmemory reached): seed was refused" in text
    assert "Redis stayed full for 2 s (seed); this worker stops" in text
    assert "'finish_reason': 'redis_full'" in text
    assert stat(text, "webextract/shared/redis_full") >= 2
    assert lines(tmp_path, "w1") == [] and stat(text, "downloader/response_count") == 0
    client.config_set("maxmemory", 0)  # Redis given memory
    proc, log = workers(tmp_path, redis_server, sites, ("w2",), "-s", "DOWNLOAD_DELAY=0.2", *wait)[0]
    deadline = time.monotonic() + 120
    while len(lines(tmp_path, "w2")) < 3:
        assert proc.poll() is None and time.monotonic() < deadline, "w2 wrote no item"
        time.sleep(0.02)
    client.config_set("maxmemory", client.info("memory")["used_memory"] // 2)  # full again
    proc.wait(timeout=120)
    text = log.read_text()
    assert "Redis is full (maxmemory reached)" in text and "'finish_reason': 'redis_full'" in text
    client.config_set("maxmemory", 0)
    finish(*workers(tmp_path, redis_server, sites, ("w3",), "-s", "DOWNLOAD_DELAY=0", *wait)[0])
    union = lines(tmp_path, "w2") + lines(tmp_path, "w3")
    assert set(union) == set(reference["items"])
    assert len(union) - len(reference["items"]) <= 1, items_diff(union, reference["items"])


def test_leases_follow_the_redis_clock(redis_server: RedisServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """The leases on Redis alone: a worker whose clock is ten minutes ahead takes no live
    lease; a lease not renewed lapses after its time by Redis's clock and is taken over,
    after which the first worker can neither renew it nor record an item for it; a
    finished site leaves no key, a finished crawl only its marker."""
    from webextract.scrapy_project.sites import SiteLeases

    client = redis_server.client()
    first = SiteLeases(client, "webextract:university:t", "first", lease=0.5)
    assert first.seed(["a", "b"]) is None and first.seed(["a", "b"]) is None
    assert first.claim(1) == (2, [("a", "new")])
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() + 600)
    second = SiteLeases(client, "webextract:university:t", "second", lease=0.5)
    assert second.claim(2) == (2, [("b", "new")])  # not "a": its lease is live by Redis's clock
    assert first.mark_exported("a", b"12345678") and first.exported("a") == {b"12345678": 1}
    time.sleep(0.6)
    assert second.renew(["b"]) == []
    left, taken = second.claim(1)
    assert taken == [("a", "takeover")] and second.exported("a") == {b"12345678": 1}
    assert first.renew(["a"]) == ["a"] and not first.mark_exported("a", b"87654321")
    assert not first.release("a", done=True)
    assert second.release("a", done=True) and second.release("b", done=True)
    assert not client.exists("webextract:university:t:x:a")
    assert second.finish(60, real())
    assert client.keys("*") == [b"webextract:university:t:finished"]
    assert SimpleNamespace(found=second.seed(["a"])).found is not None


def test_a_stalled_worker_writes_nothing_of_a_site_it_lost(redis_server: RedisServer) -> None:
    """A worker that stalled past its lease (no renewal for two thirds of it) while another
    took the site over: before it writes the next item it renews, learns the site is not
    its own any more, and writes nothing more of it; its queued requests are dropped."""
    from scrapy.settings import Settings
    from webextract.items import Faculty
    from webextract.scrapy_project.sites import SiteLeases
    from webextract.scrapy_project.siteworkers import SITE, HeldSite, SiteWorkers

    client = redis_server.client()
    settings = Settings({"WEBEXTRACT_SITE_SHARED": True, "WEBEXTRACT_SITE_LEASE": 0.5})
    crawler = SimpleNamespace(settings=settings, stats=None)
    stalled = SiteWorkers(crawler)
    stalled.leases = SiteLeases(client, "webextract:university:s", stalled.worker, lease=0.5)
    assert stalled.leases.seed(["site"]) is None and stalled.leases.claim(1) == (1, [("site", "new")])
    stalled.held["site"] = HeldSite("site", "new")
    stalled._renewed = time.monotonic()
    response = SimpleNamespace(meta={SITE: "site"})
    item = Faculty(name="Ada Lovelace", title="Professor", unit="Department of Mathematics", university="U")
    assert stalled.gate(item, response)  # the lease is fresh: written
    time.sleep(0.6)  # the worker stalls past its lease; another takes the site over
    other = SiteLeases(client, "webextract:university:s", "other", lease=30)
    assert other.claim(1) == (1, [("site", "takeover")])
    later = Faculty(name="Alan Turing", title="Professor", unit="Department of Mathematics", university="U")
    assert not stalled.gate(later, response)
    assert "site" not in stalled.held and "site" in stalled.abandoned
    assert other.renew(["site"]) == []  # the new owner keeps its lease
