"""One crawl on two worker processes through scrapy-redis and a real redis-server started
here (webextract/scrapy_project/distributed.py): the university and news crawls of the bundled sites give
the items and store rows of a single process, none twice, and both workers do part of the
work; seeds can come from Redis; Redis stopping mid-crawl is waited for."""

from __future__ import annotations

import json
import re
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any, Iterator

import pytest

import needs

from tests.test_resume import ROOT, DEMO, environment, serve, store_rows
from webextract_testkit import free_port

needs.module("scrapy_redis")
import redis  # noqa: E402

SHARED = ["-s", "SCHEDULER=scrapy_redis.scheduler.Scheduler",
          "-s", "DUPEFILTER_CLASS=scrapy_redis.dupefilter.RFPDupeFilter"]


class RedisServer:
    """A redis-server on 127.0.0.1 with its own folder; stopped (with a save) and started
    again on the same port and data by :meth:`restart`."""

    def __init__(self, folder: Path):
        binary = shutil.which("redis-server")
        if binary is None:
            needs.missing("redis-server is not installed (apt-get install redis-server)")
        self.binary, self.folder, self.port = binary, folder, free_port()
        self.url = f"redis://127.0.0.1:{self.port}"
        self.start()

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", str(self.folder),
             "--dbfilename", "dump.rdb", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        client = redis.Redis.from_url(self.url)
        for _ in range(100):
            try:
                client.ping()
                return
            except redis.exceptions.ConnectionError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

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


def two_workers(spider: str, url: str | None, work: Path, server: RedisServer,
                during: Any = None) -> tuple[list[str], list[str]]:
    procs = []
    for name in ("w1", "w2"):
        procs.append((start(worker_command(spider, url, work, name, server.url), work / f"{name}.log"),
                      work / f"{name}.log"))
    if during is not None:
        during()
    logs = [finish(proc, log) for proc, log in procs]
    return logs, [lines(work, name) for name in ("w1", "w2")]


@pytest.mark.parametrize("spider", ["university", "news"])
def test_two_workers_make_one_crawl(spider: str, sites: dict[str, str], references: dict[str, Any],
                                    redis_server: RedisServer, tmp_path: Path) -> None:
    logs, (first, second) = two_workers(spider, sites[spider], tmp_path, redis_server)
    union = first + second
    twice = [k for k, n in Counter(union).items() if n > 1]
    assert not twice, f"{len(twice)} items written by both workers"
    assert sorted(union) == sorted(references[spider]["items"])
    assert first and second, f"one worker did nothing: {len(first)} and {len(second)} items"
    assert all(responses(log) > 0 for log in logs)
    if spider == "university":
        assert len(union) == 263
        assert store_rows(tmp_path) == references[spider]["rows"]
    # the finished crawl left nothing in Redis: the same crawl can run again
    assert redis_server.client().keys("*") == []


def test_seeds_from_a_redis_key(sites: dict[str, str], references: dict[str, Any],
                                redis_server: RedisServer, tmp_path: Path) -> None:
    """No -a seed: the workers read scrapy-redis's ``university:start_urls`` list."""
    redis_server.client().rpush("university:start_urls", sites["university"])
    logs, (first, second) = two_workers("university", None, tmp_path, redis_server)
    assert sorted(first + second) == sorted(references["university"]["items"])


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
    assert len(union) == len(set(union))
    assert sorted(union) == sorted(references["university"]["items"])
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
    procs = [start(worker_command("university", sites["university"], tmp_path, name, redis_server.url),
                   tmp_path / f"{name}.log") for name in ("w1", "w2")]
    wait_for_log(redis_server.client(), 30)
    procs[0].send_signal(signal.SIGTERM)
    logs = [finish(proc, tmp_path / f"{name}.log") for proc, name in zip(procs, ("w1", "w2"))]
    assert "'finish_reason': 'shutdown'" in logs[0] and "'finish_reason': 'finished'" in logs[1]
    union = lines(tmp_path, "w1") + lines(tmp_path, "w2")
    assert len(union) == len(set(union))
    assert sorted(union) == sorted(references["university"]["items"])


def test_a_stopped_crawl_is_resumed_by_new_workers(sites: dict[str, str], references: dict[str, Any],
                                                   redis_server: RedisServer, tmp_path: Path) -> None:
    """Both workers stopped (SIGTERM) mid-crawl; two new workers started with the same command
    carry on from Redis: the four feeds together hold every item once."""
    procs = [start(worker_command("university", sites["university"], tmp_path, name, redis_server.url),
                   tmp_path / f"{name}.log") for name in ("w1", "w2")]
    wait_for_log(redis_server.client(), 30)
    for proc in procs:
        proc.send_signal(signal.SIGTERM)
    for proc, name in zip(procs, ("w1", "w2")):
        assert "'finish_reason': 'shutdown'" in finish(proc, tmp_path / f"{name}.log")
    assert redis_server.client().keys("webextract:university:*:log")  # the crawl's state waits in Redis
    logs, _ = two_workers("university", sites["university"], tmp_path, redis_server)  # as w1, w2 again
    # the new workers appended to the stopped workers' feeds (-o): together every item once
    union = lines(tmp_path, "w1") + lines(tmp_path, "w2")
    assert len(union) == len(set(union))
    assert sorted(union) == sorted(references["university"]["items"])
    assert redis_server.client().keys("*") == []
