"""One crawl on two worker processes through scrapy-redis and a real redis-server started
here (webextract/scrapy_project/distributed.py): the university and news crawls of the bundled sites give
the items and store rows of a single process, none twice, and both workers do part of the
work; seeds can come from Redis; Redis stopping mid-crawl is waited for; a worker started
after the crawl finished does not crawl it again; the end of a crawl is decided at one
instant in Redis.

The workers of a test start together, but one Python process can take seconds longer than
another to start on a loaded machine: :func:`start_workers` pauses the demo site until
every worker has opened its spider, so that all of them are in the crawl from its first
page, as the tests expect."""

from __future__ import annotations

import json
import re
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from contextlib import contextmanager
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Iterator

import pytest

import needs

from tests.test_resume import ROOT, DEMO, SERVERS, environment, serve, store_rows
from webextract_testkit import free_port

needs.module("scrapy_redis")
import redis  # noqa: E402

#: A crawl of one site shared by page: every worker fetches part of the site
#: (WEBEXTRACT_SHARE_BY=page; crawls shared by site are tests/test_distributed_sites.py's).
SHARED = ["-s", "SCHEDULER=scrapy_redis.scheduler.Scheduler",
          "-s", "DUPEFILTER_CLASS=scrapy_redis.dupefilter.RFPDupeFilter", "-s", "WEBEXTRACT_SHARE_BY=page"]


class RedisServer:
    """A redis-server on 127.0.0.1 with its own folder; stopped (with a save) and started
    again on the same port and data by :meth:`restart`.

    The port :func:`free_port` finds is free only until the server binds it: another
    process (another test run's redis-server) may take it first.  The server is trusted
    only once the process answering on the port is this one (``INFO``'s process id); a
    server that could not bind its port is started again on another."""

    def __init__(self, folder: Path):
        binary = shutil.which("redis-server")
        if binary is None:
            needs.missing("redis-server is not installed (apt-get install redis-server)")
        self.binary, self.folder = binary, folder
        for _ in range(5):
            self.port = free_port()
            self.url = f"redis://127.0.0.1:{self.port}"
            if self.launch():
                return
        raise RuntimeError("redis-server could not bind a free port (5 ports tried)")

    def launch(self) -> bool:
        """Start redis-server on :attr:`port`; True once it answers there, False when it
        exited (the port was taken)."""
        self.proc = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", str(self.folder),
             "--dbfilename", "dump.rdb", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        client = redis.Redis.from_url(self.url)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                return False
            try:
                if client.info("server")["process_id"] == self.proc.pid:
                    return True
            except redis.exceptions.ConnectionError:
                pass
            time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def start(self) -> None:
        if not self.launch():
            raise RuntimeError(f"redis-server could not bind its port {self.port} again")

    def client(self) -> redis.Redis:
        return redis.Redis.from_url(self.url)

    def stop(self) -> None:
        try:
            self.client().shutdown(save=True)
        except redis.exceptions.ConnectionError:
            pass
        self.proc.wait(timeout=30)

    def restart(self, down: float) -> None:
        self.stop()
        time.sleep(down)
        self.start()


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
def sites() -> Iterator[dict[str, str]]:
    university, news = serve(DEMO / "university"), serve(DEMO / "news")
    urls = {"university": next(university), "news": next(news)}
    yield urls
    for gen in (university, news):
        gen.close()


def worker_command(spider: str, url: str | None, work: Path, name: str, redis_url: str,
                   shared: bool = True) -> list[str]:
    cmd = [sys.executable, "-m", "scrapy", "crawl", spider, "-o", str(work / f"{name}.jsonl"),
           "-s", f"WEBEXTRACT_STORE={work / 'store.sqlite3'}", "-s", "WEBEXTRACT_FEED_DIR=",
           "-s", "DOWNLOAD_DELAY=0.1", "-s", "AUTOTHROTTLE_ENABLED=False", "-s", "LOG_LEVEL=INFO"]
    if url:
        cmd += ["-a", f"seed={url}"]
    if shared:
        cmd += [*SHARED, "-s", f"REDIS_URL={redis_url}"]
    return cmd


def start(cmd: list[str], log: Path) -> subprocess.Popen:
    return subprocess.Popen(cmd, cwd=ROOT, env=environment(), stdout=subprocess.DEVNULL,
                            stderr=open(log, "w"))


@contextmanager
def paused(site: str) -> Iterator[None]:
    """The demo server of ``site`` stopped (SIGSTOP): requests to it wait, unanswered."""
    proc = SERVERS[site]
    proc.send_signal(signal.SIGSTOP)
    try:
        yield
    finally:
        proc.send_signal(signal.SIGCONT)


def start_workers(spider: str, site: str, work: Path, server: RedisServer, seed: bool = True,
                  names: tuple[str, ...] = ("w1", "w2"), extra: tuple[str, ...] = ()
                  ) -> list[tuple[subprocess.Popen, Path]]:
    """Start one worker of the shared crawl of ``site`` (served by ``tests.test_resume.serve``)
    per name (``-a seed=site`` unless ``seed`` is False; ``extra`` arguments added), the
    site paused until each of them has opened its spider (or ended): no worker fetches a
    page before all are there."""
    procs = []
    with paused(site):
        for name in names:
            procs.append((start([*worker_command(spider, site if seed else None, work, name, server.url), *extra],
                                work / f"{name}.log"), work / f"{name}.log"))
        deadline = time.monotonic() + 120
        for proc, log in procs:
            while proc.poll() is None and "Spider opened" not in log.read_text():
                assert time.monotonic() < deadline, f"{log.name}: the worker did not start"
                time.sleep(0.05)
    return procs


def finish(proc: subprocess.Popen, log: Path) -> str:
    proc.wait(timeout=300)
    text = log.read_text()
    assert proc.returncode == 0, text[-3000:]
    assert "Traceback" not in text, text[text.index("Traceback") - 500:][:3000]
    return text


def lines(work: Path, name: str) -> list[str]:
    path = work / f"{name}.jsonl"
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def responses(log: str) -> int:
    found = re.search(r"'downloader/response_count': (\d+)", log)
    return int(found.group(1)) if found else 0


def item_name(line: str) -> str:
    """A feed line as a reader names its item: kind, name (and unit) or URL."""
    item = json.loads(line)
    kind = item.get("type", "item")
    if kind == "faculty":
        return f"faculty {item.get('name')!r} ({item.get('unit')})"
    if kind in ("college", "department"):
        return f"{kind} {item.get('name')!r}"
    return f"{kind} {item.get('url') or item.get('name')}"


def items_diff(got: list[str], expected: list[str], limit: int = 25) -> str:
    """Empty when the feed lines ``got`` are exactly ``expected`` (each as many times);
    else which items are missing, written more than once, extra, or written with other
    values (field by field), by name."""
    missing, surplus = Counter(expected) - Counter(got), Counter(got) - Counter(expected)
    if not missing and not surplus:
        return ""
    lost = {item_name(line): line for line in missing.elements()}
    more = {item_name(line): line for line in surplus.elements()}
    changed = sorted(set(lost) & set(more))
    twice = sorted(name for name, line in more.items() if line in expected)
    extra = sorted(set(more) - set(changed) - set(twice))
    gone = sorted(set(lost) - set(changed))

    def block(title: str, names: list[str], detail: Any = None) -> list[str]:
        if not names:
            return []
        out = [f"{len(names)} {title}:"]
        for name in names[:limit]:
            out.append(f"  {name}" + (f": {detail(name)}" if detail else ""))
        if len(names) > limit:
            out.append(f"  ... and {len(names) - limit} more")
        return out

    def fields(name: str) -> str:
        old, new = json.loads(lost[name]), json.loads(more[name])
        return "; ".join(f"{k} {old.get(k)!r} -> {new.get(k)!r}" for k in sorted(set(old) | set(new))
                         if old.get(k) != new.get(k))

    lines_ = [f"the workers wrote {len(got)} items, the single process {len(expected)}"]
    lines_ += block("missing (in the single process's feed only)", gone)
    lines_ += block("written more than once", twice)
    lines_ += block("extra (in the workers' feeds only)", extra)
    lines_ += block("written with other values", changed, fields)
    return "\n".join(lines_)


def leftover(client: redis.Redis) -> list[bytes]:
    """The keys in Redis besides the marker a finished crawl leaves."""
    return sorted(k for k in client.keys("*") if not k.endswith(b":finished"))


@pytest.fixture(scope="module")
def references(sites: dict[str, str], tmp_path_factory: Any) -> dict[str, Any]:
    """Single-process crawls (no Redis) of both sites."""
    out = {}
    for spider, url in sites.items():
        work = tmp_path_factory.mktemp(f"single-{spider}")
        log = work / "single.log"
        finish(start(worker_command(spider, url, work, "single", "", shared=False), log), log)
        out[spider] = {"items": lines(work, "single"), "rows": store_rows(work) if spider == "university" else None}
    return out


def two_workers(spider: str, site: str, work: Path, server: RedisServer, during: Any = None,
                seed: bool = True) -> tuple[list[str], list[list[str]]]:
    procs = start_workers(spider, site, work, server, seed=seed)
    if during is not None:
        during()
    logs = [finish(proc, log) for proc, log in procs]
    return logs, [lines(work, name) for name in ("w1", "w2")]


@pytest.mark.parametrize("spider", ["university", "news"])
def test_two_workers_make_one_crawl(spider: str, sites: dict[str, str], references: dict[str, Any],
                                    redis_server: RedisServer, tmp_path: Path) -> None:
    logs, (first, second) = two_workers(spider, sites[spider], tmp_path, redis_server)
    union = first + second
    diff = items_diff(union, references[spider]["items"])
    assert not diff, diff
    assert first and second, f"one worker did nothing: {len(first)} and {len(second)} items"
    assert all(responses(log) > 0 for log in logs)
    if spider == "university":
        assert len(union) == 263
        assert store_rows(tmp_path) == references[spider]["rows"]
    # the finished crawl left nothing in Redis but the marker that it finished
    client = redis_server.client()
    assert leftover(client) == [] and len(client.keys("*:finished")) == 1
    if spider == "university":
        # a worker started now (a machine that came up late) does not crawl it again
        log = tmp_path / "late.log"
        text = finish(start(worker_command(spider, sites[spider], tmp_path, "late", redis_server.url), log), log)
        assert "was finished by other workers" in text and "'finish_reason': 'finished'" in text
        assert lines(tmp_path, "late") == [] and responses(text) == 0
        assert leftover(client) == []


def test_the_news_site_shared_by_site_is_one_worker_s(sites: dict[str, str], references: dict[str, Any],
                                                      redis_server: RedisServer, tmp_path: Path) -> None:
    """Two news workers with scrapy-redis's settings alone (shared by site, the default;
    the university crawl's are tests/test_distributed_sites.py's): the one site is crawled
    by one worker, which fetches each page once; the other has nothing to do; the items are
    the single process's."""
    spider = "news"
    procs = start_workers(spider, sites[spider], tmp_path, redis_server, extra=("-s", "WEBEXTRACT_SHARE_BY=site"))
    logs = [finish(proc, log) for proc, log in procs]
    diff = items_diff(lines(tmp_path, "w1") + lines(tmp_path, "w2"), references[spider]["items"])
    assert not diff, diff
    taken = [int(re.search(r"'webextract/sites/taken': (\d+)", log).group(1)) if "sites/taken'" in log else 0
             for log in logs]
    assert sorted(taken) == [0, 1]
    assert sorted(responses(log) > 0 for log in logs) == [False, True]  # the other fetched nothing
    assert leftover(redis_server.client()) == []


def test_seeds_from_a_redis_key(sites: dict[str, str], references: dict[str, Any],
                                redis_server: RedisServer, tmp_path: Path) -> None:
    """No -a seed: the workers read scrapy-redis's ``university:start_urls`` list."""
    redis_server.client().rpush("university:start_urls", sites["university"])
    logs, (first, second) = two_workers("university", sites["university"], tmp_path, redis_server, seed=False)
    diff = items_diff(first + second, references["university"]["items"])
    assert not diff, diff


def test_no_seed_anywhere_is_a_clear_error(redis_server: RedisServer, tmp_path: Path) -> None:
    proc = subprocess.run(worker_command("university", None, tmp_path, "w", redis_server.url), cwd=ROOT,
                          env=environment(), capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0
    assert "give a seed URL (-a seed=https://...) or list the seeds in the Redis list university:start_urls" \
        in proc.stderr


def test_redis_stopping_mid_crawl_is_waited_for(sites: dict[str, str], references: dict[str, Any],
                                                redis_server: RedisServer, tmp_path: Path) -> None:
    """Redis shut down (saving its data) once the crawl is under way and started again two
    seconds later: the workers wait, then finish the crawl, each item once."""
    client = redis_server.client()

    def outage() -> None:
        deadline = time.monotonic() + 120
        while True:
            logs = [k for k in client.keys("webextract:university:*:log")]
            if logs and client.llen(logs[0]) >= 20:
                break
            assert time.monotonic() < deadline
            time.sleep(0.02)
        redis_server.restart(down=2.0)

    logs, (first, second) = two_workers("university", sites["university"], tmp_path, redis_server, outage)
    union = first + second
    diff = items_diff(union, references["university"]["items"])
    assert not diff, diff
    assert json.loads(union[0])["type"] in ("college", "department", "faculty")


def wait_for_log(client: redis.Redis, entries: int) -> None:
    """Wait until the shared university crawl has logged ``entries`` pages."""
    deadline = time.monotonic() + 120
    while True:
        logs = client.keys("webextract:university:*:log")
        if logs and client.llen(logs[0]) >= entries:
            return
        assert time.monotonic() < deadline, "the shared crawl is too slow"
        time.sleep(0.02)


def test_a_worker_stopped_early_leaves_the_crawl_to_the_other(sites: dict[str, str], references: dict[str, Any],
                                                               redis_server: RedisServer, tmp_path: Path) -> None:
    """One SIGTERM to a worker mid-crawl: it finishes the requests it holds and stops, without
    emptying the shared queue; the other worker finishes the crawl, each item once."""
    procs = start_workers("university", sites["university"], tmp_path, redis_server)
    wait_for_log(redis_server.client(), 30)
    procs[0][0].send_signal(signal.SIGTERM)
    logs = [finish(proc, log) for proc, log in procs]
    assert "'finish_reason': 'shutdown'" in logs[0] and "'finish_reason': 'finished'" in logs[1]
    diff = items_diff(lines(tmp_path, "w1") + lines(tmp_path, "w2"), references["university"]["items"])
    assert not diff, diff


def test_a_stopped_crawl_is_resumed_by_new_workers(sites: dict[str, str], references: dict[str, Any],
                                                   redis_server: RedisServer, tmp_path: Path) -> None:
    """Both workers stopped (SIGTERM) mid-crawl; two new workers started with the same command
    carry on from Redis: the four feeds together hold every item once."""
    procs = start_workers("university", sites["university"], tmp_path, redis_server)
    wait_for_log(redis_server.client(), 30)
    for proc, _ in procs:
        proc.send_signal(signal.SIGTERM)
    for proc, log in procs:
        assert "'finish_reason': 'shutdown'" in finish(proc, log)
    assert redis_server.client().keys("webextract:university:*:log")  # the crawl's state waits in Redis
    logs, _ = two_workers("university", sites["university"], tmp_path, redis_server)  # as w1, w2 again
    # the new workers appended to the stopped workers' feeds (-o): together every item once
    diff = items_diff(lines(tmp_path, "w1") + lines(tmp_path, "w2"), references["university"]["items"])
    assert not diff, diff
    assert leftover(redis_server.client()) == []


def test_the_end_of_a_crawl_is_decided_at_one_instant(redis_server: RedisServer) -> None:
    """The Redis side of the end (SharedCrawl.join, waiting, finish) on a real redis-server:
    a request queued or a worker busy (from the moment it joins) keeps the crawl's keys; the
    last worker deletes them and leaves the finished marker, which a worker joining later
    finds (unless told not to heed it)."""
    from scrapy.settings import Settings
    from webextract.scrapy_project.distributed import SharedCrawl

    def worker() -> SharedCrawl:
        crawler = SimpleNamespace(settings=Settings({"REDIS_URL": redis_server.url}), stats=None)
        return SharedCrawl(crawler, SimpleNamespace(name="university", seed_urls=["http://127.0.0.1:9/"]))

    client = redis_server.client()
    first, second = worker(), worker()
    assert first.join() is None and first.busy
    assert first.append(0, b"a page") == 0
    client.zadd(first.queue_key, {b"a request": 0})
    assert second.join() is None and second.busy
    assert first.waiting() == 2 and not first.busy  # the request queued and the other worker
    assert not first.finish(60)  # a request queued: the keys stay
    client.delete(first.queue_key)
    assert not first.finish(60)  # the other worker is busy: the keys stay
    assert client.exists(f"{first.prefix}:log")
    assert second.finish(60)  # the last one: all gone but the marker
    assert client.keys("*") == [first.finished_key.encode()]
    late = worker()
    when, left = late.join()
    assert abs(when - time.time()) < 60 and 0 < left <= 60 and not late.busy
    assert late.join(heed_finished=False) is None and late.busy
