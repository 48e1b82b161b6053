"""Speed of the Dask batch over archived crawls (webextract.batch): pages/s on 1 and 2 workers.

Run:  python benchmarks/bench_batch.py [--data ../shared/data/articles/l3s-gn1] [--pages 400]
           [--files 4] [--rounds 5] [--method twcem]

Writes ``--files`` WARC.gz files (gzip per record, as crawlers write them) of ``--pages``
real pages from ``--data`` (its ``pages/*.html``; the bundled demo sites, repeated, when the
folder is missing), then times, in the same run:

- ``read``: reading the records alone (``webextract.warc.read_pages``, warcio), the part of
  the work a faster WARC reader could speed up;
- ``loop``: the plain loop a user would write without Dask (read each record with
  ``webextract.warc.read_pages``, extract with the method), in this process;
- ``dask 1`` and ``dask 2``: ``run_batch`` on a ``distributed.LocalCluster`` of 1 and of 2
  worker processes (both started once, outside the timing, their start-up seconds printed
  apart; their runs interleaved round by round, so the machine's load falls on both alike).

Each is the median of ``--rounds`` runs; the table gives pages/s and the ratio of 2
workers to 1 (the target is >= 1.6).  The machine has 2 cores: run it alone.
"""

from __future__ import annotations

import argparse
import io
import statistics
import tempfile
import time
from pathlib import Path

from webextract.batch import run_batch
from webextract.methods import load_method, page_row
from webextract.warc import read_pages

ROOT = Path(__file__).resolve().parent.parent


def page_files(data: Path, count: int) -> list[Path]:
    """``count`` page files: from the dataset's pages, else the demo sites, repeated."""
    files = sorted((data / "pages").glob("*.html")) if (data / "pages").is_dir() else []
    if not files:
        demo = ROOT / "webextract" / "demo"
        files = sorted(demo.rglob("*.html"))
    return [files[i % len(files)] for i in range(count)]


def write_warcs(folder: Path, files: list[Path], parts: int) -> list[Path]:
    """The pages as ``parts`` WARC.gz files of response records."""
    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    out = []
    for n in range(parts):
        path = folder / f"crawl-{n:02d}.warc.gz"
        with open(path, "wb") as fh:
            writer = WARCWriter(fh, gzip=True)
            for i, file in enumerate(files[n::parts]):
                http = StatusAndHeaders("200 OK", [("Content-Type", "text/html")], protocol="HTTP/1.1")
                url = f"https://www.example.com/{n}/{i}/{file.name}"
                writer.write_record(writer.create_warc_record(url, "response", payload=io.BytesIO(file.read_bytes()),
                                                              http_headers=http))
        out.append(path)
    return out


def loop(warcs: list[Path], method: str) -> int:
    extract = load_method(method)
    n = 0
    for path in warcs:
        for page in read_pages(path):
            try:
                page_row(method, extract, page.body, page.url, page.content_type)
            except Exception:  # noqa: BLE001 - counted like the batch counts a failed page
                pass
            n += 1
    return n


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "articles" / "l3s-gn1")
    parser.add_argument("--pages", type=int, default=400)
    parser.add_argument("--files", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--method", default="twcem")
    args = parser.parse_args()
    from distributed import LocalCluster

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        warcs = write_warcs(folder, page_files(args.data, args.pages), args.files)
        print(f"{args.pages} pages in {args.files} WARC.gz files "
              f"({sum(p.stat().st_size for p in warcs) / 1e6:.1f} MB), method {args.method}")
        rates: dict[str, float] = {}
        times = []
        for _ in range(args.rounds):
            t = time.perf_counter()
            pages = sum(1 for path in warcs for _ in read_pages(path))
            times.append(time.perf_counter() - t)
        rates["read"] = pages / statistics.median(times)
        times = []
        for _ in range(args.rounds):
            t = time.perf_counter()
            pages = loop(warcs, args.method)
            times.append(time.perf_counter() - t)
        rates["loop"] = pages / statistics.median(times)
        # Both clusters up at once and their runs interleaved, round by round, so that the
        # machine's load (shared, noisy) falls on both alike.
        t = time.perf_counter()
        with LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None) as one, \
                LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as two:
            print(f"  clusters of 1 and 2 workers started in {time.perf_counter() - t:.1f} s")
            seconds: dict[int, list[float]] = {1: [], 2: []}
            for _ in range(args.rounds):
                for workers, cluster in ((1, one), (2, two)):
                    result = run_batch(warcs, folder / "out.jsonl", method=args.method,
                                       scheduler=cluster.scheduler_address)
                    seconds[workers].append(result.seconds)
                    pages = result.pages + result.errors
        for workers in (1, 2):
            rates[f"dask {workers}"] = pages / statistics.median(seconds[workers])
        print("\n| run | pages/s | ratio to dask 1 |\n|---|---|---|")
        for name, rate in rates.items():
            print(f"| {name} | {rate:.1f} | {rate / rates['dask 1']:.2f} |")
        print(f"\n2 workers / 1 worker: {rates['dask 2'] / rates['dask 1']:.2f}x (target >= 1.6)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
