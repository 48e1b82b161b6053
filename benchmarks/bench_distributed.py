"""Crawls on scrapy-redis workers against one process, in one run.

    python benchmarks/bench_distributed.py [--sites 40] [--pages 3] [--polite-delay 0.2]
    python benchmarks/bench_distributed.py --mode page [--rounds 3] [--delay 0.1] [--spider university]

``--mode site`` (the default) measures the crawl shared by site
(webextract/scrapy_project/siteworkers.py) on ``--sites`` generated universities
(webextract_testkit.universities, about 108 pages each with ``--pages 3``) served on
127.0.0.1, one port each, by this process; see :func:`site_main`.

``--mode page`` measures the crawl of one bundled site shared by page
(``WEBEXTRACT_SHARE_BY=page``):

Serves the bundled site (``webextract/demo/<spider>``) on 127.0.0.1 with ``--delay`` seconds
before each answer, starts a redis-server in a temporary folder, and per round runs:

* ``single``: one ``scrapy crawl`` process, no Redis;
* ``redis x1``: one worker with the three scrapy-redis settings;
* ``redis x2``: two workers with those settings, started together (wall = until both end).

Redis is emptied before each shared run: a finished shared crawl leaves a marker in Redis
(WEBEXTRACT_REDIS_FINISHED_TTL) that would make the next run of the same seed stop at once.

Every crawl keeps the project's politeness defaults (DOWNLOAD_DELAY, AutoThrottle,
per-domain concurrency): the workers are given exactly the three settings of scrapy-redis's
documentation.  Prints the median wall time of each and the ratios to ``single``, and checks
that every run's items (the union of the workers') equal the single process's.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from webextract_testkit import free_port

ROOT = Path(__file__).resolve().parents[1]


def crawl(spider: str, seed: str, work: Path, names: list[str], redis_url: str | None) -> tuple[float, list[str]]:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    if redis_url:  # a new crawl: not the one the last run finished
        import redis

        redis.Redis.from_url(redis_url).flushall()
    procs = []
    started = time.perf_counter()
    for name in names:
        cmd = [sys.executable, "-m", "scrapy", "crawl", spider, "-a", f"seed={seed}",
               "-O", str(work / f"{name}.jsonl"), "-s", f"WEBEXTRACT_STORE={work / (name + '.sqlite3')}",
               "-s", "WEBEXTRACT_FEED_DIR=", "-s", "LOG_LEVEL=WARNING",
               "-s", "WEBEXTRACT_ALLOWED_NETWORKS=127.0.0.0/8"]
        if redis_url:
            cmd += ["-s", "SCHEDULER=scrapy_redis.scheduler.Scheduler",
                    "-s", "DUPEFILTER_CLASS=scrapy_redis.dupefilter.RFPDupeFilter", "-s", f"REDIS_URL={redis_url}",
                    "-s", "WEBEXTRACT_SHARE_BY=page"]
        procs.append(subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                      stderr=open(work / f"{name}.log", "w")))
    for proc in procs:
        if proc.wait() != 0:
            raise SystemExit(f"a crawl failed: see {work}")
    wall = time.perf_counter() - started
    items: list[str] = []
    for name in names:
        items += (work / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    return wall, sorted(items)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", default="site", choices=("site", "page"))
    parser.add_argument("--rounds", type=int, default=None, help="rounds (page mode: 3, site mode: 1)")
    parser.add_argument("--only", default="", help="site mode: the runs to make besides single (x1,x2,...)")
    parser.add_argument("--delay", type=float, default=0.1, help="page mode: seconds per response")
    parser.add_argument("--spider", default="university", choices=("university", "news"))
    parser.add_argument("--sites", type=int, default=40, help="site mode: generated sites")
    parser.add_argument("--pages", type=int, default=3, help="site mode: pages of each faculty directory")
    parser.add_argument("--polite-delay", type=float, default=0.2, help="site mode: DOWNLOAD_DELAY of the polite runs")
    parser.add_argument("--lease", type=float, default=5.0, help="site mode: WEBEXTRACT_SITE_LEASE of the kill run")
    args = parser.parse_args()
    if args.mode == "site":
        from bench_sites import site_main

        args.rounds = args.rounds or 1
        site_main(args)
        return
    args.rounds = args.rounds or 3
    redis_server = shutil.which("redis-server")
    if redis_server is None:
        raise SystemExit("redis-server is not installed (apt-get install redis-server)")
    folder = Path(tempfile.mkdtemp(prefix="bench-distributed-"))
    site = subprocess.Popen([sys.executable, "-m", "webextract.demo.server", str(ROOT / "webextract" / "demo" / args.spider),
                             "--port", "0", "--delay", str(args.delay)], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    port = free_port()
    redis = subprocess.Popen([redis_server, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder),
                              "--save", "", "--appendonly", "no"], stdout=subprocess.DEVNULL)
    try:
        seed = site.stdout.readline().strip().split(" on ", 1)[1]
        time.sleep(0.5)
        url = f"redis://127.0.0.1:{port}"
        runs = {"single": (["single"], None), "redis x1": (["w1"], url), "redis x2": (["w1", "w2"], url)}
        walls: dict[str, list[float]] = {k: [] for k in runs}
        reference = None
        for r in range(args.rounds):
            for label, (names, redis_url) in runs.items():
                work = folder / f"{r}-{label.replace(' ', '')}"
                work.mkdir()
                wall, items = crawl(args.spider, seed, work, names, redis_url)
                reference = reference if reference is not None else items
                if items != reference:
                    raise SystemExit(f"{label}: items differ from the single process's ({work})")
                walls[label].append(wall)
                print(f"round {r + 1} {label:9s} {wall:6.2f} s  {len(items)} items", flush=True)
        single = statistics.median(walls["single"])
        print(f"\n{args.spider}, {args.delay * 1000:.0f} ms per response, {args.rounds} rounds (medians)")
        print("| run | wall (s) | ratio to single |\n|---|---|---|")
        for label, values in walls.items():
            med = statistics.median(values)
            print(f"| {label} | {med:.2f} | {med / single:.2f} |")
    finally:
        for proc in (site, redis):
            proc.terminate()
            proc.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
