"""The crawl shared by site (webextract/scrapy_project/siteworkers.py) against one process.

    python benchmarks/bench_distributed.py [--sites 40] [--pages 3] [--polite-delay 0.2] [--lease 5]
                                           [--rounds 1] [--only x1,x2,polite x1,polite x4,kill]

Serves ``--sites`` generated universities (webextract_testkit.universities: 5 colleges of 5
departments, faculty directories of ``--pages`` pages; about 108 pages each with 3) on
127.0.0.1, one port each (each its own site), from this process; starts a redis-server in
a temporary folder; then runs, one after the other, in one run:

* ``single``: one ``scrapy crawl university`` process, no Redis, no delay (the reference
  items and store rows);
* ``x1``, ``x2``: one and two workers with scrapy-redis's three settings, no delay
  (CPU-bound): the target is x2 <= 0.70 of x1; every page fetched and parsed once (the
  workers' ``webextract/sites/pages`` add up to the single process's pages);
* ``polite x1``, ``polite x4``: ``DOWNLOAD_DELAY=--polite-delay`` (no randomisation, no
  AutoThrottle): the target is x4 <= 0.35 of x1, and no site ever receiving two requests
  closer than the delay (the shortest gap is measured at the server);
* ``kill``: two workers, no delay, ``WEBEXTRACT_SITE_LEASE=--lease``; the first is SIGKILLed
  once it has written about 200 items (50 KB of feed); the other finishes: every item once, the store equal to
  the single process's.

During each shared run Redis's ``used_memory`` and ``used_memory_dataset`` (INFO: the data
alone, without the clients' buffers and the scripts) are sampled every 0.25 s with the
sites in progress (leased): the peaks above the empty server are printed, with the peak of
the crawl's own keys (the sum of their ``MEMORY USAGE``) and its largest value per site in
progress (the target is <= 64 KiB per site).  Every run's items (the union of its workers' feeds) and store
rows must equal the single process's, or the benchmark stops.
"""

from __future__ import annotations

import os
import re
import statistics
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from webextract_testkit import free_port
from webextract_testkit.universities import SiteServer, university_site

ROOT = Path(__file__).resolve().parents[1]
SHARED = ["-s", "SCHEDULER=scrapy_redis.scheduler.Scheduler",
          "-s", "DUPEFILTER_CLASS=scrapy_redis.dupefilter.RFPDupeFilter"]


def stat(log: str, name: str) -> int:
    found = re.search(rf"'{re.escape(name)}': (\d+)", log)
    return int(found.group(1)) if found else 0


def store_rows(path: Path) -> dict[str, list[Any]]:
    db = sqlite3.connect(path)
    try:
        rows = {}
        for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type='table'"):
            cols = [c[1] for c in db.execute(f"PRAGMA table_info({table})")
                    if c[1] not in ("first_seen", "last_seen", "last_changed", "at", "id", "run")]
            rows[table] = sorted(db.execute(f"SELECT {', '.join(cols)} FROM {table}").fetchall(), key=repr)
        return rows
    finally:
        db.close()


class Runner:
    def __init__(self, work: Path, seeds: Path, server: SiteServer, redis_url: str):
        import redis

        self.work, self.seeds, self.server, self.redis_url = work, seeds, server, redis_url
        self.client = redis.Redis.from_url(redis_url)
        self.env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))

    def run(self, label: str, workers: int, shared: bool, delay: float, extra: tuple[str, ...] = (),
            kill_after: int = 0) -> dict[str, Any]:
        folder = self.work / label.replace(" ", "-")
        folder.mkdir()
        self.server.reset()
        if shared:
            self.client.flushall()
        memory = self.client.info("memory")
        base, base_data = memory["used_memory"], memory["used_memory_dataset"]
        procs = []
        started = time.perf_counter()
        for n in range(workers):
            cmd = [sys.executable, "-m", "scrapy", "crawl", "university", "-a", f"seeds_file={self.seeds}",
                   "-O", str(folder / f"w{n}.jsonl"), "-s", f"WEBEXTRACT_STORE={folder / 'store.sqlite3'}",
                   "-s", "WEBEXTRACT_FEED_DIR=", "-s", "LOG_LEVEL=INFO", "-s", f"DOWNLOAD_DELAY={delay}",
                   "-s", "AUTOTHROTTLE_ENABLED=False", "-s", "RANDOMIZE_DOWNLOAD_DELAY=False",
                   "-s", "WEBEXTRACT_ALLOWED_NETWORKS=127.0.0.0/8", *extra]
            if shared:
                cmd += [*SHARED, "-s", f"REDIS_URL={self.redis_url}"]
            procs.append(subprocess.Popen(cmd, cwd=ROOT, env=self.env, stdout=subprocess.DEVNULL,
                                          stderr=open(folder / f"w{n}.log", "w")))
        peak, peak_sites, per_site, peak_data, peak_keys = 0, 0, 0.0, 0, 0
        killed = False
        leases: list[bytes] = []
        while any(p.poll() is None for p in procs):
            if shared:
                memory = self.client.info("memory")
                used, data = memory["used_memory"] - base, memory["used_memory_dataset"] - base_data
                leases = leases or self.client.keys("webextract:university:*:leases")
                held = self.client.zcard(leases[0]) if leases else 0
                keys = sum(self.client.memory_usage(k) or 0 for k in self.client.scan_iter("webextract:*", count=1000))
                peak, peak_sites, peak_data = max(peak, used), max(peak_sites, held), max(peak_data, data)
                peak_keys = max(peak_keys, keys)
                if held:
                    per_site = max(per_site, keys / held)
            if kill_after and not killed:
                feed = folder / "w0.jsonl"
                if feed.exists() and feed.stat().st_size >= kill_after * 250:  # about kill_after items
                    procs[0].send_signal(signal.SIGKILL)
                    killed = True
            time.sleep(0.25)
        wall = time.perf_counter() - started
        logs = [(folder / f"w{n}.log").read_text() for n in range(workers)]
        for n, (proc, log) in enumerate(zip(procs, logs)):
            if proc.returncode != 0 and not (killed and n == 0):
                raise SystemExit(f"{label}: worker {n} failed (see {folder})")
            if "Traceback" in log:
                raise SystemExit(f"{label}: worker {n} logged a traceback (see {folder})")
        items: list[str] = []
        for n in range(workers):
            feed = folder / f"w{n}.jsonl"
            items += feed.read_text(encoding="utf-8").splitlines() if feed.exists() else []
        return {"label": label, "wall": wall, "items": sorted(items), "rows": store_rows(folder / "store.sqlite3"),
                "logs": logs, "gap": min(self.server.gaps()), "requests": sum(self.server.requests()),
                "peak": peak, "peak_data": peak_data, "peak_keys": peak_keys, "peak_sites": peak_sites, "per_site": per_site, "killed": killed}


def site_main(args: Any) -> None:
    """Run the site-mode measurements (see the module docstring) and print their table."""
    redis_server = shutil.which("redis-server")
    if redis_server is None:
        raise SystemExit("redis-server is not installed (apt-get install redis-server)")
    folder = Path(tempfile.mkdtemp(prefix="bench-sites-"))
    server = SiteServer([university_site(i, pages=args.pages) for i in range(args.sites)])
    port = free_port()
    redis = subprocess.Popen([redis_server, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder),
                              "--save", "", "--appendonly", "no"], stdout=subprocess.DEVNULL)
    try:
        time.sleep(0.5)
        seeds = folder / "seeds.txt"
        seeds.write_text("\n".join(server.urls) + "\n", encoding="utf-8")
        runner = Runner(folder, seeds, server, f"redis://127.0.0.1:{port}")
        polite = args.polite_delay
        plan = [("single", 1, False, 0.0, (), 0), ("x1", 1, True, 0.0, (), 0), ("x2", 2, True, 0.0, (), 0),
                ("polite x1", 1, True, polite, (), 0), ("polite x4", 4, True, polite, (), 0),
                ("kill", 2, True, 0.0, ("-s", f"WEBEXTRACT_SITE_LEASE={args.lease}"), 200)]
        only = [w.strip() for w in (args.only or "").split(",") if w.strip()]
        if only:
            plan = [step for step in plan if step[0] == "single" or step[0] in only]
        results: dict[str, dict[str, Any]] = {}
        walls: dict[str, list[float]] = {}
        steps = [step for _ in range(max(1, args.rounds)) for step in plan]
        for label, workers, shared, delay, extra, kill in steps:
            result = runner.run(label + f" {len(walls.get(label, []))}", workers, shared, delay, extra, kill)
            result["label"] = label
            walls.setdefault(label, []).append(result["wall"])
            result["wall"] = statistics.median(walls[label])
            results[label] = result
            reference = results["single"]
            same = result["items"] == reference["items"] and result["rows"] == reference["rows"]
            twice = len(result["items"]) - len(set(result["items"])) - (
                len(reference["items"]) - len(set(reference["items"])))
            pages = [stat(log, "webextract/sites/pages") for log in result["logs"]]
            print(f"{label:10s} {walls[label][-1]:7.2f} s  {len(result['items'])} items (same as single: {same}, "
                  f"extra copies: {twice})  requests at the server {result['requests']}  pages parsed per worker "
                  f"{pages}  taken over {sum(stat(log, 'webextract/sites/taken_over') for log in result['logs'])}  "
                  f"shortest gap {result['gap']:.3f} s  Redis peak {result['peak'] / 1024:.0f} KiB (data "
                  f"{result['peak_data'] / 1024:.0f} KiB, the crawl's keys {result['peak_keys'] / 1024:.1f} KiB), "
                  f"{result['peak_sites']} sites at most, {result['per_site'] / 1024:.2f} KiB of keys per site in "
                  "progress", flush=True)
            if not same:
                raise SystemExit(f"{label}: items or store rows differ from the single process's ({folder})")
        single_pages = stat(results["single"]["logs"][0], "downloader/response_count")
        print(f"\n{args.sites} sites, {single_pages} pages (single process's responses), "
              f"{max(1, args.rounds)} round(s), medians")
        print("| run | wall (s, median) | ratio | pages parsed (per worker) | shortest gap at a site (s) | "
              "Redis peak (KiB) | its data (KiB) | the crawl's keys (KiB) | keys per site in progress (KiB) |"
              "\n|---|---|---|---|---|---|---|---|---|")
        for label, result in results.items():
            peer = {"x2": "x1", "polite x4": "polite x1", "kill": "x2"}.get(label, "single")
            pages = "+".join(str(stat(log, "webextract/sites/pages")) if "Dumping Scrapy stats" in log else "killed"
                             for log in result["logs"])
            print(f"| {label} | {result['wall']:.2f} | {result['wall'] / results[peer]['wall']:.2f} of {peer} | "
                  f"{pages} | {result['gap']:.3f} | {result['peak'] / 1024:.0f} | {result['peak_data'] / 1024:.0f} | "
                  f"{result['peak_keys'] / 1024:.1f} | {result['per_site'] / 1024:.2f} |")
    finally:
        server.close()
        redis.terminate()
        redis.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)
