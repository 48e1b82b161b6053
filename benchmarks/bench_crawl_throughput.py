"""Crawl throughput of the news and university crawls: full pipeline against fetch-only, and
the incremental re-crawl of an unchanged site against the first crawl.

Run from the repository root:

    python benchmarks/bench_crawl_throughput.py                 # one run, 50 ms per response
    python benchmarks/bench_crawl_throughput.py --rounds 3 --latency 0.1

For each bundled demo site (news, university) it serves the site with
``webextract.demo.server --delay LATENCY`` on 127.0.0.1 (a separate process, answering after
LATENCY seconds as a network would) and runs, each in its own process, with the same
settings (the project's, no politeness delay, AutoThrottle off, default concurrency):

* ``full``: ``scrapy crawl news|university`` with every pipeline (news: denoise and TWCEM
  extraction, a JSONL feed; university: plans, record sets, the store, the item and relation
  feeds);
* ``fetch``: a plain spider fetching the pages the full crawl fetched, with the same issuing
  dependencies (each request made once the response whose callback issued it in the full
  crawl has arrived), no parsing, no items; the dependencies come from one untimed full
  crawl (for news recorded by a spider middleware of the benchmark, for the university from
  its spider's ``requests issued by`` DEBUG lines);
* ``first`` / ``again``: the full crawl twice with ``WEBEXTRACT_INCREMENTAL=True`` on a fresh
  store: the second run of the unchanged site extracts nothing.

It prints pages per second (downloaded responses / Scrapy's elapsed crawl time) of full and
fetch-only with their ratio (the median of each round's ratio) (1.0 = the pipeline is free; the goal is at least 0.70), and the
elapsed crawl time of the incremental second run over the first's (median of the rounds').
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

import bench_university_crawl as uni  # benchmarks/, the script's folder

HERE = Path(__file__).resolve().parent

ROOT = uni.ROOT
SITES = {"news": ROOT / "webextract" / "demo" / "news", "university": uni.SITE}

#: Spider middleware of the benchmark: records, per response, the requests its callback
#: issued (the tree the fetch-only crawl replays) into the file BENCH_TREE_FILE.
ISSUED_RECORDER = r'''
import json
from scrapy import Request, signals


def requested_url(request):
    redirects = request.meta.get("redirect_urls")
    return redirects[0] if redirects else request.url


class Issued:
    @classmethod
    def from_crawler(cls, crawler):
        ext = cls()
        ext.path = crawler.settings.get("BENCH_TREE_FILE")
        ext.issued = {}
        crawler.signals.connect(ext.closed, signals.spider_closed)
        return ext

    async def process_start(self, start):
        urls = []
        async for entry in start:
            if isinstance(entry, Request):
                urls.append(entry.url)
            yield entry
        self.issued.setdefault("<start>", []).append(urls)

    def process_spider_output(self, response, result):
        urls = []
        for entry in result:
            if isinstance(entry, Request):
                urls.append(entry.url)
            yield entry
        self.issued.setdefault(requested_url(response.request), []).append(urls)

    async def process_spider_output_async(self, response, result):
        urls = []
        async for entry in result:
            if isinstance(entry, Request):
                urls.append(entry.url)
            yield entry
        self.issued.setdefault(requested_url(response.request), []).append(urls)

    def closed(self, spider):
        with open(self.path, "w", encoding="utf-8") as fh:
            json.dump({"issued": self.issued}, fh)
'''


def news_site(folder: Path, copies: int) -> Path:
    """The bundled news site with ``copies`` more copies of each section's articles, each
    under its own dated URL and title and linked from its section page (a site big enough
    for concurrency to matter); returns the folder."""
    import re
    import shutil

    shutil.copytree(SITES["news"], folder)
    # pages are read and written as latin-1: every byte kept as it is, whatever the page's encoding
    for section in ("world", "technology", "science"):
        index = folder / section / "index.html"
        html = index.read_text(encoding="latin-1")
        links = []
        for article in sorted((folder / section).glob("2024/*/*/*.html")):
            text = article.read_text(encoding="latin-1")
            title = re.search(r"<title>(.*?)</title>", text, re.S).group(1).split("|")[0].split(" - ")[0].strip()
            for i in range(1, copies + 1):
                path = article.parent.parent.parent / "04" / f"{i:02d}" / f"{article.stem}-{i}.html"
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text.replace(title, f"{title}, part {i}"), encoding="latin-1")
                url = "/" + path.relative_to(folder).as_posix()
                links.append(f'<li><a href="{url}">{title}, part {i}</a></li>')
        first = html.index(f'href="/{section}/2024/')
        start = html.rindex("<", 0, first)
        index.write_text(html[:start] + "\n".join(links) + "\n" + html[start:], encoding="latin-1")
    return folder


def full_crawl(spider: str, url: str, work: Path, *extra: str) -> dict[str, float]:
    """One full crawl of ``spider`` from ``url``; returns its stats (and CPU seconds)."""
    cmd = [sys.executable, "-m", "scrapy", "crawl", spider, "-a", f"seed={url}",
           "-O", str(work / f"{spider}.jsonl"), *uni.common_settings(None), *extra]
    if spider == "university":
        cmd += ["-O", f"{work / 'relations.jsonl'}:relations-jsonl"]
    if "-s" not in extra or not any(e.startswith("WEBEXTRACT_STORE=") for e in extra):
        store = work / f"{spider}.sqlite3"
        store.unlink(missing_ok=True)
        cmd += ["-s", f"WEBEXTRACT_STORE={store}"]
    proc, cpu = uni._run_measured(cmd)
    if proc.returncode != 0:
        raise SystemExit(f"{spider} crawl failed:\n{proc.stderr[-3000:]}")
    return dict(uni._stats(proc.stderr), cpu_seconds=cpu)


def record_tree(spider: str, url: str, work: Path) -> Path:
    """The issuing tree of one untimed full crawl, as the fetch-only spider reads it."""
    tree = work / f"tree-{spider}.json"
    if spider == "university":
        _, issued = uni.run_full(url, work, None, log_level="DEBUG")
        tree.write_text(json.dumps(issued), encoding="utf-8")
        return tree
    middlewares = {"webextract.scrapy_project.incremental.IncrementalSpiderMiddleware": 50, "bench_issued.Issued": 10}
    full_crawl(spider, url, work, "-s", f"SPIDER_MIDDLEWARES={json.dumps(middlewares)}",
               "-s", f"BENCH_TREE_FILE={tree}")
    # The news crawl leaves repeated links to Scrapy's duplicate filter; the fetch-only
    # spider fetches what it is given, so each URL is kept where it was first issued.
    issued = json.loads(tree.read_text(encoding="utf-8"))["issued"]
    seen: set[str] = set()
    for parent, runs in issued.items():
        issued[parent] = [[u for u in urls if u not in seen and not seen.add(u)] for urls in runs]
    tree.write_text(json.dumps({"issued": issued}), encoding="utf-8")
    return tree


def pages_per_second(stats: dict[str, float]) -> float:
    return uni.pages_per_second(stats)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; print one row per crawl with medians and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=1, help="interleaved rounds (default 1)")
    parser.add_argument("--latency", type=float, default=0.05,
                        help="seconds the server waits before each answer (default 0.05)")
    parser.add_argument("--crawl", action="append", choices=sorted(SITES),
                        help="only this crawl (repeatable; default both)")
    parser.add_argument("--copies", type=int, default=20,
                        help="copies of each news article added to the news site (default 20: "
                             "about 130 articles)")
    parser.add_argument("--recheck-after", type=float, default=0,
                        help="WEBEXTRACT_RECHECK_AFTER of the incremental runs (default 0: every "
                             "article asked again; 3600: the second run asks for none)")
    args = parser.parse_args(argv)
    rows: dict[str, dict[str, list[float]]] = {}
    servers = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            spider_file = work / "replay_spider.py"
            spider_file.write_text(uni.REPLAY_SPIDER, encoding="utf-8")
            (work / "bench_crawl_cpu.py").write_text(uni.CPU_EXTENSION, encoding="utf-8")
            (work / "bench_issued.py").write_text(ISSUED_RECORDER, encoding="utf-8")
            uni.EXTRA_PATHS[:] = [str(work), str(HERE)]
            urls, trees = {}, {}
            for spider in args.crawl or sorted(SITES):
                site = news_site(work / "news-site", args.copies) if spider == "news" else SITES[spider]
                server, urls[spider] = uni.start_server(site, args.latency)
                servers.append(server)
                trees[spider] = record_tree(spider, urls[spider], work)
            for rnd in range(args.rounds):
                for spider, url in urls.items():
                    full = full_crawl(spider, url, work)
                    fetch = uni.run_fetch(trees[spider], spider_file, None)
                    store = work / f"incremental-{spider}.sqlite3"
                    store.unlink(missing_ok=True)
                    incremental = ("-s", "WEBEXTRACT_INCREMENTAL=True", "-s", f"WEBEXTRACT_STORE={store}",
                                   "-s", f"WEBEXTRACT_RECHECK_AFTER={args.recheck_after}")
                    first = full_crawl(spider, url, work, *incremental)
                    again = full_crawl(spider, url, work, *incremental)
                    row = rows.setdefault(spider, {k: [] for k in (
                        "full", "fetch", "pages", "items", "first_s", "again_s", "again_items", "again_pages")})
                    row["full"].append(pages_per_second(full))
                    row["fetch"].append(pages_per_second(fetch))
                    row["pages"].append(full.get("downloader/response_count", 0))
                    row["items"].append(full.get("item_scraped_count", 0))
                    row["first_s"].append(first["elapsed_time_seconds"])
                    row["again_s"].append(again["elapsed_time_seconds"])
                    row["again_items"].append(again.get("item_scraped_count", 0))
                    row["again_pages"].append(again.get("webextract/incremental/unchanged", 0))
                    print(f"round {rnd + 1} [{spider}]: full {row['full'][-1]:.1f} p/s, fetch-only "
                          f"{row['fetch'][-1]:.1f} p/s ({int(row['pages'][-1])} vs "
                          f"{int(fetch.get('downloader/response_count', 0))} responses); incremental "
                          f"{row['first_s'][-1]:.2f} s then {row['again_s'][-1]:.2f} s "
                          f"({int(row['again_items'][-1])} items)", flush=True)
    finally:
        for server in servers:
            server.terminate()
            server.wait(timeout=10)
    med = statistics.median
    print()
    print(f"{'crawl':<12}{'responses':>10}{'items':>7}{'full p/s':>10}{'fetch p/s':>11}{'ratio':>7}"
          f"{'1st run s':>11}{'2nd run s':>11}{'2nd/1st':>9}{'2nd items':>11}")
    for spider, row in rows.items():
        ratio = med([f / g if g else 0.0 for f, g in zip(row["full"], row["fetch"])])
        again_ratio = med([a / f if f else 0.0 for a, f in zip(row["again_s"], row["first_s"])])
        print(f"{spider:<12}{med(row['pages']):>10.0f}{med(row['items']):>7.0f}{med(row['full']):>10.1f}"
              f"{med(row['fetch']):>11.1f}{ratio:>7.2f}{med(row['first_s']):>11.2f}{med(row['again_s']):>11.2f}"
              f"{again_ratio:>9.2f}{med(row['again_items']):>11.0f}")
    print(f"(medians over {args.rounds} round(s), {args.latency * 1000:.0f} ms per response; ratio = full / "
          "fetch-only pages per second, the median of the rounds' ratios; 2nd/1st = elapsed crawl time of an incremental re-crawl of the "
          "unchanged site over the first crawl's)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
