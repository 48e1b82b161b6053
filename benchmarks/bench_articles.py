"""Speed of the article extractor against the usual baselines, on the same pages.

Run:

    python benchmarks/bench_articles.py ../shared/data/articles/l3s-gn1 --limit 200

(any dataset folder with ``pages/*.html`` works; ``--repeat`` sets the repetitions, default
5).  Systems: a bare ``parse_html`` (the floor every extractor pays), TWCEM in its default
and paper modes (parse and head metadata included), trafilatura (standard and fast),
readability-lxml and jusText (skipped with a note when not installed: ``pip install -e
".[bench]"``).  Every repetition runs all systems on each page in turn (interleaved, the
order rotating per page), so machine load hits them alike.  A page's time is its median
over the repetitions; the table prints the median and mean over pages in ms/page and the
ratio of each median to TWCEM's default mode.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

from webextract.dom import head_metadata, parse_html
from webextract.extract.twcem import extract


def _systems() -> tuple[list[tuple[str, Callable[[bytes], object]]], list[str]]:
    def parse_only(data: bytes) -> object:
        return parse_html(data)

    def twcem(mode: str) -> Callable[[bytes], object]:
        def run(data: bytes) -> object:
            root = parse_html(data)
            return extract(root, head=head_metadata(root), mode=mode)

        return run

    systems: list[tuple[str, Callable[[bytes], object]]] = [
        ("parse_html", parse_only),
        ("twcem[default]", twcem("default")),
        ("twcem[paper]", twcem("paper")),
    ]
    skipped: list[str] = []
    from webextract.evaluate.baselines import BASELINES, load_baseline

    for name in BASELINES:
        try:
            systems.append((name, load_baseline(name)))
        except ImportError as exc:
            skipped.append(f"{name} ({exc})")
    return systems, skipped


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; prints a table and returns 0."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dataset", help="folder with pages/*.html (or a folder of .html files)")
    ap.add_argument("--limit", type=int, default=200, help="pages to time (default 200)")
    ap.add_argument("--repeat", type=int, default=5, help="repetitions per page (default 5)")
    args = ap.parse_args(argv)

    folder = Path(args.dataset)
    pages_dir = folder / "pages" if (folder / "pages").is_dir() else folder
    files = sorted(pages_dir.glob("*.html"))[: args.limit]
    if not files:
        print(f"no .html pages in {pages_dir}", file=sys.stderr)
        return 2
    pages = [f.read_bytes() for f in files]
    systems, skipped = _systems()
    per_page: dict[str, list[list[float]]] = {name: [[] for _ in pages] for name, _ in systems}
    failures: dict[str, int] = {name: 0 for name, _ in systems}
    for name, fn in systems:  # warm-up: imports, caches, first-call costs
        try:
            fn(pages[0])
        except Exception:  # noqa: BLE001
            pass
    for rep in range(args.repeat):
        for i, data in enumerate(pages):
            k = (i + rep) % len(systems)
            for name, fn in systems[k:] + systems[:k]:
                start = time.perf_counter()
                try:
                    fn(data)
                except Exception:  # noqa: BLE001 - a failure still took its time
                    failures[name] += 1
                per_page[name][i].append((time.perf_counter() - start) * 1000.0)

    medians = {name: [statistics.median(ts) for ts in per_page[name]] for name, _ in systems}
    ref = statistics.median(medians["twcem[default]"])
    print(f"{len(pages)} pages from {pages_dir}, {args.repeat} repetitions, interleaved")
    print(f"{'system':<18} {'median ms/page':>15} {'mean ms/page':>13} {'x twcem':>8} {'failures':>9}")
    for name, _ in systems:
        med = statistics.median(medians[name])
        mean = statistics.fmean(medians[name])
        print(f"{name:<18} {med:>15.2f} {mean:>13.2f} {med / ref:>8.2f} {failures[name] // args.repeat:>9}")
    for note in skipped:
        print(f"skipped: {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
