"""Crawl speed of the university spider: full crawl against the same fetches without extraction.

Run from the repository root:

    python benchmarks/bench_university_crawl.py            # 3 rounds, the bundled demo site
    python benchmarks/bench_university_crawl.py --rounds 5 --site PATH/TO/SITE

It serves the site with ``webextract.demo.server`` on 127.0.0.1 (a separate process), then
per round runs, each in its own process:

* ``full``: ``scrapy crawl university`` with every pipeline (the SQLite store, a JSONL feed),
  extraction on (keyword links, record sets, repeating units, relations);
* ``fetch``: the same pages fetched with extraction switched off: a plain spider requesting
  the exact URL list the full crawl fetched (read from its log), with the same settings,
  no parsing, no items.

Both run twice per round: with ``CONCURRENT_REQUESTS=1`` (one page at a time, so the ratio
shows what extraction costs per page) and with the default concurrency (how a user runs it,
no politeness delay).  Pages per second = downloaded responses / Scrapy's elapsed crawl
time.  Rounds are interleaved; the table prints medians and the ratio full/fetch (1.0 =
extraction is free; the target is at least 0.5).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "webextract" / "demo" / "university"

_CRAWLED = re.compile(r"Crawled \((\d+)\) <GET (\S+)>")
_REDIRECT = re.compile(r"Redirecting \(\d+\) to <GET \S+> from <GET (\S+)>")
_STAT = re.compile(r"'([\w/.-]+)': ([\d.]+)")

REPLAY_SPIDER = '''
import scrapy
from pathlib import Path

class Replay(scrapy.Spider):
    """Fetch a URL list; no parsing, no items (extraction switched off)."""
    name = "replay"
    async def start(self):
        for url in Path(self.urls_file).read_text().split():
            yield scrapy.Request(url, callback=self.parse, errback=self.failed, dont_filter=True)
    def parse(self, response):
        return []
    def failed(self, failure):
        return []
'''


def start_server(site: Path) -> tuple[subprocess.Popen, str]:
    """Start the demo server on a free port; returns the process and its base URL."""
    proc = subprocess.Popen([sys.executable, "-m", "webextract.demo.server", str(site), "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    line = proc.stdout.readline() if proc.stdout else ""
    if " on " not in line:
        proc.terminate()
        raise SystemExit(f"demo server did not start: {line!r}")
    return proc, line.strip().split(" on ", 1)[1]


def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))


def _stats(log: str) -> dict[str, float]:
    block = log[log.rfind("Dumping Scrapy stats"):]
    return {k: float(v) for k, v in _STAT.findall(block)}


def common_settings(concurrency: int | None) -> list[str]:
    args = ["-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False", "-s", "LOG_LEVEL=DEBUG",
            "-s", "WEBEXTRACT_FEED_DIR=", "-s", "HTTPCACHE_ENABLED=False"]
    if concurrency:
        args += ["-s", f"CONCURRENT_REQUESTS={concurrency}",
                 "-s", f"CONCURRENT_REQUESTS_PER_DOMAIN={concurrency}"]
    else:
        args += ["-s", "CONCURRENT_REQUESTS_PER_DOMAIN=16"]
    return args


def run_full(url: str, work: Path, concurrency: int | None) -> tuple[dict[str, float], list[str]]:
    """One full university crawl; returns its stats and the URLs it fetched."""
    store = work / "store.sqlite3"
    if store.exists():
        store.unlink()
    cmd = [sys.executable, "-m", "scrapy", "crawl", "university", "-a", f"seed={url}",
           "-s", f"WEBEXTRACT_STORE={store}", "-O", str(work / "out.jsonl"), *common_settings(concurrency)]
    proc = subprocess.run(cmd, cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        raise SystemExit(f"full crawl failed:\n{proc.stderr[-3000:]}")
    urls = [u for _, u in _CRAWLED.findall(proc.stderr) if not u.endswith("/robots.txt")]
    urls += _REDIRECT.findall(proc.stderr)
    return _stats(proc.stderr), list(dict.fromkeys(urls))


def run_fetch(urls_file: Path, spider_file: Path, concurrency: int | None) -> dict[str, float]:
    """The same pages fetched with extraction switched off."""
    cmd = [sys.executable, "-m", "scrapy", "runspider", str(spider_file), "-a", f"urls_file={urls_file}",
           *common_settings(concurrency)]
    proc = subprocess.run(cmd, cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        raise SystemExit(f"fetch-only crawl failed:\n{proc.stderr[-3000:]}")
    return _stats(proc.stderr)


def pages_per_second(stats: dict[str, float]) -> float:
    """Downloaded responses per second of crawl time (Scrapy's ``elapsed_time_seconds``)."""
    elapsed = stats.get("elapsed_time_seconds") or 0.0
    return stats.get("downloader/response_count", 0.0) / elapsed if elapsed else 0.0


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; print one row per concurrency with medians and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--site", type=Path, default=SITE, help="site folder to serve")
    args = parser.parse_args(argv)
    server, url = start_server(args.site)
    results: dict[str, dict[str, list[Any]]] = {}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            spider_file = work / "replay_spider.py"
            spider_file.write_text(REPLAY_SPIDER, encoding="utf-8")
            for rnd in range(args.rounds):
                for label, conc in (("1 at a time", 1), ("default", None)):
                    full, urls = run_full(url, work, conc)
                    urls_file = work / "urls.txt"
                    urls_file.write_text("\n".join(urls), encoding="utf-8")
                    fetch = run_fetch(urls_file, spider_file, conc)
                    row = results.setdefault(label, {"full": [], "fetch": [], "pages": [], "items": []})
                    row["full"].append(pages_per_second(full))
                    row["fetch"].append(pages_per_second(fetch))
                    row["pages"].append(int(full.get("downloader/response_count", 0)))
                    row["items"].append(int(full.get("item_scraped_count", 0)))
                    print(f"round {rnd + 1} [{label}]: full {row['full'][-1]:.1f} p/s, "
                          f"fetch-only {row['fetch'][-1]:.1f} p/s "
                          f"({row['pages'][-1]} responses, {row['items'][-1]} items)", flush=True)
    finally:
        server.terminate()
        server.wait(timeout=10)
    print()
    print(f"{'concurrency':<14}{'responses':>10}{'items':>7}{'full p/s':>10}{'fetch p/s':>11}{'ratio':>7}")
    for label, row in results.items():
        full, fetch = statistics.median(row["full"]), statistics.median(row["fetch"])
        print(f"{label:<14}{statistics.median(row['pages']):>10.0f}{statistics.median(row['items']):>7.0f}"
              f"{full:>10.1f}{fetch:>11.1f}{(full / fetch if fetch else 0):>7.2f}")
    print(f"(medians over {args.rounds} rounds; ratio = full / fetch-only, extraction free = 1.00)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
