"""Speed of VB-PTC scholarly extraction beside trafilatura's metadata extraction, same pages.

Run:

    python benchmarks/bench_vbptc.py ../shared/data/journals --repeat 3

(any dataset folder with ``pages/*.html``).  Every page is first stripped of ``<meta>`` and
JSON-LD as in the evaluation (:func:`webextract.evaluate.scholarly.strip_metadata`, not
timed).  Systems, each from the page's bytes (parse included): a bare ``parse_html`` (the
floor), VB-PTC with meta off (the judged setting), VB-PTC with meta on, and trafilatura's
``extract_metadata`` (skipped with a note when trafilatura is not installed: ``pip install
-e ".[bench]"``).  Every repetition runs all systems on each page in turn (interleaved, the
order rotating per page) so machine load hits them alike; a page's time is its median over
the repetitions; the table prints the median and mean over pages in ms/page and the ratio of
each median to trafilatura's.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

from webextract.dom import decode_html, parse_html
from webextract.evaluate.scholarly import strip_metadata
from webextract.extract.vbptc import extract_scholarly


def systems() -> tuple[list[tuple[str, Callable[[bytes], object]]], list[str]]:
    out: list[tuple[str, Callable[[bytes], object]]] = [
        ("parse_html", lambda data: parse_html(data)),
        ("vbptc[meta off]", lambda data: extract_scholarly(data, meta=False)),
        ("vbptc[meta on]", lambda data: extract_scholarly(data, meta=True)),
    ]
    skipped = []
    try:
        from trafilatura.metadata import extract_metadata

        out.append(("trafilatura.extract_metadata", lambda data: extract_metadata(decode_html(data)[0])))
    except ImportError as exc:
        skipped.append(f"trafilatura ({exc})")
    return out, skipped


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dataset", help="folder with pages/*.html")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--limit", type=int)
    args = parser.parse_args(argv)
    files = sorted((Path(args.dataset) / "pages").glob("*.html"))[: args.limit]
    pages = [strip_metadata(f.read_bytes()) for f in files]
    runs, skipped = systems()
    for _, run in runs:  # warm up: imports, dictionaries, the gazetteer
        run(pages[0])
    times: dict[str, list[list[float]]] = {name: [[] for _ in pages] for name, _ in runs}
    for rep in range(args.repeat):
        for i, page in enumerate(pages):
            k = (i + rep) % len(runs)
            for name, run in runs[k:] + runs[:k]:
                start = time.perf_counter()
                run(page)
                times[name][i].append((time.perf_counter() - start) * 1000.0)
    medians = {name: [statistics.median(t) for t in per_page] for name, per_page in times.items()}
    base = medians.get("trafilatura.extract_metadata")
    base_median = statistics.median(base) if base else None
    print(f"{len(pages)} pages from {args.dataset}, {args.repeat} repetitions (ms/page)")
    print(f"{'system':32} {'median':>8} {'mean':>8} {'ratio':>7}")
    for name, per_page in medians.items():
        med = statistics.median(per_page)
        ratio = f"{med / base_median:.2f}" if base_median else "-"
        print(f"{name:32} {med:8.2f} {statistics.fmean(per_page):8.2f} {ratio:>7}")
    for note in skipped:
        print(f"skipped: {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
