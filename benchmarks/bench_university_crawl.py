"""Crawl speed of the university spider: full crawl against the same fetches without extraction.

Run from the repository root:

    python benchmarks/bench_university_crawl.py            # 3 rounds, the bundled demo site
    python benchmarks/bench_university_crawl.py --rounds 5 --site PATH/TO/SITE

It serves the site with ``webextract.demo.server`` on 127.0.0.1 (a separate process), then
per round runs, each in its own process:

* ``full``: ``scrapy crawl university`` with every pipeline (the SQLite store, a JSONL feed
  of its items and one of their relations), extraction on (keyword links, record sets,
  repeating units, relations);
* ``fetch``: the same crawl with extraction switched off: a plain spider fetching the pages
  the full crawl fetched with the same issuing dependencies (each request made once the
  response or failure whose callback issued it in the full crawl has arrived, in the same
  order, as the spider's ``requests issued by`` lines in the DEBUG log of one untimed full
  crawl record them: a unit's fallback steps one after another, as the crawl tries them),
  with the same settings (the project's, its extensions included), no parsing, no items.

Timed crawls log at INFO, the project's level.

Both run three times per round: with ``CONCURRENT_REQUESTS=1`` (one page at a time, so the
ratio shows what extraction costs per page), with the default concurrency (how a user runs
it, no politeness delay), and with the default concurrency against a second server that
answers after ``--latency`` seconds (default 0.05), as a real network would.  Pages per second = downloaded responses / Scrapy's elapsed crawl
time.  Rounds are interleaved; the table prints medians and the ratio full/fetch (1.0 =
extraction is free; the target is at least 0.5), and the CPU seconds (user + system) each
crawl process used, which a busy machine disturbs less than wall time, both in all and of
the crawl itself (spider opened to closed, start-up left out; a small extension of the
benchmark records it as the stat ``bench/crawl_cpu_seconds`` in both crawls).

With ``--instructions`` it instead counts, under ``valgrind --tool=callgrind``, the machine
instructions each crawl executes from spider open to close (default concurrency, one run
each, about three minutes): a measure a busy machine does not disturb, for comparing two
versions; it prints both counts and their ratio (fetch-only / full, the instruction
counterpart of the throughput ratio).  Needs valgrind (Debian package ``valgrind``).

With ``--floor`` each round also runs the full crawl with every library call answered from
a recording of the same crawl (results identical, extraction next to free): the ratio that
row reaches is the most any speed-up of the library can give.

    python benchmarks/bench_university_crawl.py --library PAGES/labels.jsonl

times the library calls alone instead: every WEB-UIE function the crawl calls, on each saved
page listed in a labels file (one JSON object a line with ``url`` and ``file``, relative to
the labels file), in a fresh process, one parse per page and repeat, all calls on one tree as
the spider makes them; prints the median and slowest milliseconds per function.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import callgrind_counts  # benchmarks/, the script's folder
from webextract.scrapy_project import settings as project_settings

ROOT = Path(__file__).resolve().parents[1]

SITE = ROOT / "webextract" / "demo" / "university"

_ISSUED = re.compile(r"requests issued by (\S+): (\[.*\])$", re.M)
_STAT = re.compile(r"'([\w/.-]+)': ([\d.]+(?:e[-+]?\d+)?)")

REPLAY_SPIDER = '''
import json
import scrapy
from pathlib import Path


def requested_url(request):
    redirects = request.meta.get("redirect_urls")
    return redirects[0] if redirects else request.url


class Replay(scrapy.Spider):
    """Fetch the pages of a recorded crawl with the same issuing dependencies: each request
    is made once the response (or failure) whose callback issued it in the recorded crawl has
    arrived, in the same order; no parsing, no items: extraction switched off."""

    name = "replay"
    custom_settings = {"DEPTH_LIMIT": 0, "ITEM_PIPELINES": {}}  # as the university spider

    async def start(self):
        tree = json.loads(Path(self.tree_file).read_text())
        self.issued = tree["issued"]
        for url in self._next("<start>"):
            yield scrapy.Request(url, callback=self.parse, errback=self.failed, dont_filter=True)

    def _next(self, parent):
        queue = self.issued.get(parent)
        return queue.pop(0) if queue else []

    def parse(self, response):
        for url in self._next(requested_url(response.request)):
            yield scrapy.Request(url, callback=self.parse, errback=self.failed, dont_filter=True)

    def failed(self, failure):
        for url in self._next(requested_url(failure.request)):
            yield scrapy.Request(url, callback=self.parse, errback=self.failed, dont_filter=True)
'''


ANSWERS_RUNNER = r'''
"""The university crawl with its WEB-UIE calls answered from a recording: ``record`` runs
the crawl as usual and saves every call's result; ``replay`` answers the same calls from
the file (a call not recorded runs the library), so extraction costs next to nothing."""
import pickle, sys
from webextract.extract import webuie

mode, answers = sys.argv[1], sys.argv[2]
saved = {}
if mode == "replay":
    with open(answers, "rb") as fh:
        saved = pickle.load(fh)


def answered(name, func):
    def call(root, url, *args, **kwargs):
        key = (name, url, args, tuple(sorted(kwargs.items())))
        if mode == "replay" and key in saved:
            return saved[key]
        out = func(root, url, *args, **kwargs)
        saved[key] = out
        return out
    return call


for name in ("keyword_links", "extract_units", "extract_faculty", "pagination_links", "university_name"):
    setattr(webuie, name, answered(name, getattr(webuie, name)))
from scrapy.cmdline import execute

try:
    execute(["scrapy", *sys.argv[3:]])
finally:
    if mode == "record":
        with open(answers, "wb") as fh:
            pickle.dump(saved, fh)
'''


CPU_EXTENSION = r'''
"""Scrapy extension of the benchmark: CPU seconds of the crawl itself (spider opened to
closed, start-up left out), as the stat ``bench/crawl_cpu_seconds``."""
import time
from scrapy import signals


class CrawlCpu:
    @classmethod
    def from_crawler(cls, crawler):
        ext = cls()
        ext.stats = crawler.stats
        crawler.signals.connect(ext.opened, signals.spider_opened)
        crawler.signals.connect(ext.closed, signals.spider_closed)
        return ext

    def opened(self, spider):
        self.started = time.process_time()

    def closed(self, spider, reason):
        self.stats.set_value("bench/crawl_cpu_seconds", round(time.process_time() - self.started, 4))
'''
CALLGRIND_EXTENSION = r'''
"""Scrapy extension of the benchmark: callgrind counts instructions only from spider open
to close (the process runs under valgrind with --instr-atstart=no)."""
from scrapy import signals

from callgrind_counts import instrument


class CrawlInstructions:
    @classmethod
    def from_crawler(cls, crawler):
        ext = cls()
        crawler.signals.connect(ext.opened, signals.spider_opened)
        crawler.signals.connect(ext.closed, signals.spider_closed)
        return ext

    def opened(self, spider):
        instrument("on")

    def closed(self, spider, reason):
        instrument("off")
'''
#: The benchmark's own extensions: CPU seconds of the crawl, or its callgrind counting.
CPU_EXT = "bench_crawl_cpu.CrawlCpu"
INSTRUCTIONS_EXT = "bench_crawl_instructions.CrawlInstructions"
#: The project's Scrapy extensions, kept when the benchmark adds its own.
PROJECT_EXTENSIONS: dict[str, int] = dict(getattr(project_settings, "EXTENSIONS", {}))
#: Folder of the benchmark's own modules for the crawls (the CPU extension), on their PYTHONPATH.
EXTRA_PATHS: list[str] = []


def start_server(site: Path, delay: float = 0.0) -> tuple[subprocess.Popen, str]:
    """Start the demo server on a free port; returns the process and its base URL."""
    proc = subprocess.Popen([sys.executable, "-m", "webextract.demo.server", str(site), "--port", "0",
                             "--delay", str(delay)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    line = proc.stdout.readline() if proc.stdout else ""
    if " on " not in line:
        proc.terminate()
        raise SystemExit(f"demo server did not start: {line!r}")
    return proc, line.strip().split(" on ", 1)[1]


def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), *EXTRA_PATHS, os.environ.get("PYTHONPATH", "")]))


def _stats(log: str) -> dict[str, float]:
    block = log[log.rfind("Dumping Scrapy stats"):]
    return {k: float(v) for k, v in _STAT.findall(block)}


def common_settings(concurrency: int | None, log_level: str = "INFO", extension: str = CPU_EXT) -> list[str]:
    args = ["-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False", "-s", f"LOG_LEVEL={log_level}",
            "-s", "WEBEXTRACT_FEED_DIR=", "-s", "HTTPCACHE_ENABLED=False",
            # the sites are served on 127.0.0.1, which a crawl refuses unless allowed
            "-s", "WEBEXTRACT_ALLOWED_NETWORKS=127.0.0.0/8"]
    if EXTRA_PATHS:  # the project's extensions (both crawls run in it) and the CPU one
        extensions = {**PROJECT_EXTENSIONS, extension: 0}
        args += ["-s", f"EXTENSIONS={json.dumps(extensions)}"]
    if concurrency:
        args += ["-s", f"CONCURRENT_REQUESTS={concurrency}",
                 "-s", f"CONCURRENT_REQUESTS_PER_DOMAIN={concurrency}"]
    else:
        args += ["-s", "CONCURRENT_REQUESTS_PER_DOMAIN=16"]
    return args


def run_full(url: str, work: Path, concurrency: int | None, answers: str | None = None,
             log_level: str = "INFO", counted: Path | None = None) -> tuple[dict[str, float], dict[str, Any]]:
    """One full university crawl; returns its stats and the requests it issued: for each
    callback run, in order, the URLs of the requests it made, under the URL of the response
    or failure it handled (the spider's ``requests issued by`` DEBUG lines, so empty unless
    ``log_level`` is "DEBUG"). ``answers`` = "record" or "replay" runs it through
    :data:`ANSWERS_RUNNER` (library results saved, or answered from the saving). With
    ``counted`` it runs under callgrind, its instructions written to that file."""
    store = work / "store.sqlite3"
    if store.exists():
        store.unlink()
    crawl = ["crawl", "university", "-a", f"seed={url}",
             "-s", f"WEBEXTRACT_STORE={store}", "-O", str(work / "out.jsonl"),
             "-O", f"{work / 'relations.jsonl'}:relations-jsonl",
             *common_settings(concurrency, log_level, INSTRUCTIONS_EXT if counted else CPU_EXT)]
    if answers:
        runner = work / "answers_runner.py"
        runner.write_text(ANSWERS_RUNNER, encoding="utf-8")
        cmd = [sys.executable, str(runner), answers, str(work / "answers.pickle"), *crawl]
    else:
        cmd = [*(callgrind_counts.prefix(counted) if counted else ()), sys.executable, "-m", "scrapy", *crawl]
    proc, cpu = _run_measured(cmd)
    if proc.returncode != 0:
        raise SystemExit(f"full crawl failed:\n{proc.stderr[-3000:]}")
    issued: dict[str, list[list[str]]] = {}
    for parent, children in _ISSUED.findall(proc.stderr):
        issued.setdefault(parent, []).append(json.loads(children))
    return dict(_stats(proc.stderr), cpu_seconds=cpu), {"issued": issued}


def run_fetch(tree_file: Path, spider_file: Path, concurrency: int | None,
              counted: Path | None = None) -> dict[str, float]:
    """The same pages fetched with the same issuing dependencies, extraction switched off
    (under callgrind with ``counted``, as :func:`run_full`)."""
    cmd = [*(callgrind_counts.prefix(counted) if counted else ()), sys.executable, "-m", "scrapy", "runspider",
           str(spider_file), "-a", f"tree_file={tree_file}",
           *common_settings(concurrency, "INFO", INSTRUCTIONS_EXT if counted else CPU_EXT)]
    proc, cpu = _run_measured(cmd)
    if proc.returncode != 0:
        raise SystemExit(f"fetch-only crawl failed:\n{proc.stderr[-3000:]}")
    return dict(_stats(proc.stderr), cpu_seconds=cpu)


def _run_measured(cmd: list[str]) -> tuple[subprocess.CompletedProcess, float]:
    """Run a crawl process; returns it and the CPU seconds (user + system) it used."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(cmd, cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return proc, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


LIBRARY_TIMER = r'''
import json, statistics, sys, time
from pathlib import Path
from webextract.dom import parse_html
from webextract.extract import webuie
from webextract.crawl.university import warm_dictionaries

warm_dictionaries()
labels, repeat = Path(sys.argv[1]), int(sys.argv[2])
pages = [json.loads(line) for line in labels.read_text(encoding="utf-8").splitlines() if line.strip()]
calls = [
    ("keyword_links", lambda r, u: webuie.keyword_links(r, u, "faculty")),
    ("extract_units", lambda r, u: webuie.extract_units(r, u, "department")),
    ("extract_faculty", lambda r, u: webuie.extract_faculty(r, u)),
    ("pagination_links", lambda r, u: webuie.pagination_links(r, u)),
    ("university_name", lambda r, u: webuie.university_name(r, u)),
]
times = {name: [] for name, _ in calls}
times["all on one tree"] = []
for page in pages:
    body = (labels.parent / page["file"]).read_bytes()
    best = {}
    for _ in range(repeat):
        root = parse_html(body, url=page["url"])
        total = 0.0
        for name, call in calls:
            started = time.perf_counter()
            call(root, page["url"])
            spent = time.perf_counter() - started
            total += spent
            best[name] = min(best.get(name, spent), spent)
        best["all on one tree"] = min(best.get("all on one tree", total), total)
    for name, spent in best.items():
        times[name].append(spent)
print(json.dumps({name: [statistics.median(v), max(v)] for name, v in times.items()}))
'''


def library_times(labels: Path, repeat: int) -> dict[str, list[float]]:
    """Per-function library times on saved pages (see the module docstring)."""
    proc = subprocess.run([sys.executable, "-c", LIBRARY_TIMER, str(labels), str(repeat)], cwd=ROOT,
                          env=_env(), capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        raise SystemExit(f"library timing failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def instructions(url: str, work: Path, spider_file: Path) -> dict[str, int]:
    """Instructions of the full and the fetch-only crawl (default concurrency), spider open
    to close, counted by callgrind (see the module docstring)."""
    callgrind_counts.require()
    (work / "bench_crawl_instructions.py").write_text(CALLGRIND_EXTENSION, encoding="utf-8")
    _, tree = run_full(url, work, None, log_level="DEBUG")
    tree_file = work / "tree.json"
    tree_file.write_text(json.dumps(tree), encoding="utf-8")
    run_full(url, work, None, counted=work / "callgrind.full")
    run_fetch(tree_file, spider_file, None, counted=work / "callgrind.fetch")
    return {name: callgrind_counts.total(work / f"callgrind.{name}") for name in ("full", "fetch")}


def pages_per_second(stats: dict[str, float]) -> float:
    """Downloaded responses per second of crawl time (Scrapy's ``elapsed_time_seconds``)."""
    elapsed = stats.get("elapsed_time_seconds") or 0.0
    return stats.get("downloader/response_count", 0.0) / elapsed if elapsed else 0.0


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; print one row per concurrency with medians and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--site", type=Path, default=SITE, help="site folder to serve")
    parser.add_argument("--latency", type=float, default=0.05,
                        help="simulated network latency of the third row, seconds (default 0.05)")
    parser.add_argument("--floor", action="store_true",
                        help="also run each full crawl with the library calls answered from a "
                             "recording of it (what the crawl costs when extraction is free)")
    parser.add_argument("--instructions", action="store_true",
                        help="count the instructions of one full and one fetch-only crawl under "
                             "valgrind instead of timing rounds")
    parser.add_argument("--library", type=Path, metavar="LABELS",
                        help="time the library calls on the saved pages of a labels.jsonl instead")
    parser.add_argument("--repeat", type=int, default=3,
                        help="with --library: parses per page, the fastest counts (default 3)")
    args = parser.parse_args(argv)
    if args.library:
        got = library_times(args.library, args.repeat)
        print(f"{'function':<18}{'median ms':>10}{'slowest ms':>11}")
        for name, (median, worst) in got.items():
            print(f"{name:<18}{median * 1000:>10.1f}{worst * 1000:>11.1f}")
        return 0
    server, url = start_server(args.site)
    slow_server, slow_url = start_server(args.site, args.latency)
    results: dict[str, dict[str, list[Any]]] = {}
    configs = [("1 at a time", 1, url), ("default", None, url),
               (f"default+{args.latency * 1000:.0f}ms", None, slow_url)]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            spider_file = work / "replay_spider.py"
            spider_file.write_text(REPLAY_SPIDER, encoding="utf-8")
            (work / "bench_crawl_cpu.py").write_text(CPU_EXTENSION, encoding="utf-8")
            # the benchmark's extensions: written to work/, they import callgrind_counts
            EXTRA_PATHS[:] = [str(work), str(Path(__file__).resolve().parent)]
            if args.instructions:
                counts = instructions(url, work, spider_file)
                full, fetch = counts["full"], counts["fetch"]
                print(f"instructions, spider open to close (default concurrency): full {full / 1e6:,.0f} M, "
                      f"fetch-only {fetch / 1e6:,.0f} M, ratio fetch-only / full "
                      f"{(fetch / full if full else 0):.3f}")
                return 0
            # The page tree the fetch-only crawls replay comes from one untimed full crawl
            # per configuration logged at DEBUG; the timed crawls log at INFO, as users run them.
            trees: dict[str, Path] = {}
            for label, conc, base in configs:
                _, tree = run_full(base, work, conc, log_level="DEBUG")
                trees[label] = work / f"tree-{len(trees)}.json"
                trees[label].write_text(json.dumps(tree), encoding="utf-8")
            for rnd in range(args.rounds):
                for label, conc, base in configs:
                    full, _ = run_full(base, work, conc, "record" if args.floor else None)
                    fetch = run_fetch(trees[label], spider_file, conc)
                    row = results.setdefault(label, {"full": [], "fetch": [], "pages": [], "items": [],
                                                     "extract_s": [], "full_cpu": [], "fetch_cpu": [],
                                                     "free": [], "full_crawl_cpu": [], "fetch_crawl_cpu": []})
                    if args.floor:
                        free, _ = run_full(base, work, conc, "replay")
                        row["free"].append(pages_per_second(free))
                    row["full_crawl_cpu"].append(full.get("bench/crawl_cpu_seconds", 0.0))
                    row["fetch_crawl_cpu"].append(fetch.get("bench/crawl_cpu_seconds", 0.0))
                    row["full_cpu"].append(full["cpu_seconds"])
                    row["fetch_cpu"].append(fetch["cpu_seconds"])
                    row["extract_s"].append(sum(v for k, v in full.items()
                                                if k.startswith("webextract/university/seconds/")))
                    row["full"].append(pages_per_second(full))
                    row["fetch"].append(pages_per_second(fetch))
                    row["pages"].append(int(full.get("downloader/response_count", 0)))
                    row["items"].append(int(full.get("item_scraped_count", 0)))
                    print(f"round {rnd + 1} [{label}]: full {row['full'][-1]:.1f} p/s, "
                          f"fetch-only {row['fetch'][-1]:.1f} p/s "
                          f"({row['pages'][-1]} vs {int(fetch.get('downloader/response_count', 0))} responses, "
                          f"{row['items'][-1]} items, {row['extract_s'][-1]:.2f} s in library calls, "
                          f"CPU {row['full_cpu'][-1]:.2f} s vs {row['fetch_cpu'][-1]:.2f} s, "
                          f"of which crawling {row['full_crawl_cpu'][-1]:.2f} s vs {row['fetch_crawl_cpu'][-1]:.2f} s)",
                          flush=True)
    finally:
        for proc in (server, slow_server):
            proc.terminate()
            proc.wait(timeout=10)
    print()
    print(f"{'concurrency':<18}{'responses':>10}{'items':>7}{'full p/s':>10}{'fetch p/s':>11}{'ratio':>7}")
    for label, row in results.items():
        full, fetch = statistics.median(row["full"]), statistics.median(row["fetch"])
        print(f"{label:<18}{statistics.median(row['pages']):>10.0f}{statistics.median(row['items']):>7.0f}"
              f"{full:>10.1f}{fetch:>11.1f}{(full / fetch if fetch else 0):>7.2f}")
    print(f"(medians over {args.rounds} rounds; ratio = full / fetch-only, extraction free = 1.00)")
    if args.floor:
        for label, row in results.items():
            free, fetch = statistics.median(row["free"]), statistics.median(row["fetch"])
            print(f"{label}: with the library calls answered from a recording {free:.1f} p/s, "
                  f"ratio {(free / fetch if fetch else 0):.2f} (the most faster extraction can reach)")
    for label, row in results.items():
        crawl_s = statistics.median(row["pages"]) / statistics.median(row["full"])
        print(f"{label}: library calls {statistics.median(row['extract_s']):.2f} s of a {crawl_s:.2f} s crawl; "
              f"CPU per crawl process {statistics.median(row['full_cpu']):.2f} s full, "
              f"{statistics.median(row['fetch_cpu']):.2f} s fetch-only (start-up included); CPU of the crawl "
              f"itself {statistics.median(row['full_crawl_cpu']):.2f} s full, "
              f"{statistics.median(row['fetch_crawl_cpu']):.2f} s fetch-only (CPU ratio "
              f"{statistics.median(row['fetch_crawl_cpu']) / max(statistics.median(row['full_crawl_cpu']), 1e-9):.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
