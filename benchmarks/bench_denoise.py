"""Speed of webextract's noise removal.

    python benchmarks/bench_denoise.py [--repeat N] [--pages DIR]

1. Hash-tree site level (VB-PTC §IV.B): fingerprinting one page and comparing a pair of
   pages (Algorithm 1), on generated pages of 1,000 / 10,000 / 100,000 nodes; prints the
   median time per node and its ratio to the 1,000-node time (flat = linear).
2. Link clusters (VB-PTC §IV.C) on the same pages, per node.
3. Logical link blocks (001): scan throughput in MB of HTML per second, text and code
   distance, on the pages of ``--pages`` (a folder of *.html, e.g. a dataset's pages/) or on
   generated pages when none is given.

Times are CPU times of this process (``time.process_time``), medians over ``--repeat`` runs,
so other work on a shared machine disturbs them less than wall-clock times.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from webextract.denoise.hashtree import compare_pair, fingerprint_tree
from webextract.denoise.linkblocks import find_link_blocks, page_text
from webextract.denoise.linkclusters import remove_link_clusters
from webextract.dom import parse_html

SIZES = (1_000, 10_000, 100_000)


def generated_page(nodes: int, variant: int) -> str:
    """A page of about ``nodes`` elements: a menu, records of five elements, a footer."""
    records = max(1, (nodes - 40) // 5)
    menu = "".join(f'<li><a href="/m{i}">Menu entry {i}</a></li>' for i in range(8))
    body = "".join(
        f'<div class="rec"><h3><a href="/r{i}">Record title {i}</a></h3>'
        f"<p>Text of record {i} on page {variant if i % 3 == 0 else 0}.</p>"
        f'<span class="d">2017-01-{i % 28 + 1:02d}</span></div>'
        for i in range(records)
    )
    return (
        f"<html><head><title>Page {variant}</title></head><body>"
        f'<ul id="nav">{menu}</ul><div id="main">{body}</div>'
        f'<div id="footer"><p>Copyright line</p><p>Contact line</p></div></body></html>'
    )


def median_time(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return statistics.median(times)


def bench_trees(repeat: int) -> None:
    print("hash-tree site level and link clusters, CPU microseconds per node (median):")
    print(f"{'nodes':>8} {'fingerprint':>12} {'ratio':>6} {'compare pair':>13} {'ratio':>6} {'clusters':>9} {'ratio':>6}")
    base = None
    for size in SIZES:
        html_a, html_b = generated_page(size, 1), generated_page(size, 2)
        probe = parse_html(html_a)
        n = sum(1 for _ in probe.iter())
        fp = median_time(lambda: fingerprint_tree(probe), repeat) / n * 1e6

        def pair() -> None:
            compare_pair(parse_html(html_a), parse_html(html_b))

        parse_cost = median_time(lambda: (parse_html(html_a), parse_html(html_b)), repeat)
        cmp = max(0.0, median_time(pair, repeat) - parse_cost) / (2 * n) * 1e6

        def clusters() -> None:
            remove_link_clusters(parse_html(html_a))

        lc = max(0.0, median_time(clusters, repeat) - parse_cost / 2) / n * 1e6
        if base is None:
            base = (fp, cmp, lc)
        print(f"{n:>8} {fp:>12.2f} {fp / base[0]:>6.2f} {cmp:>13.2f} {cmp / base[1]:>6.2f} {lc:>9.2f} {lc / base[2]:>6.2f}")


def bench_blocks(pages: Path | None, repeat: int) -> None:
    if pages is not None:
        sources = [page_text(p.read_bytes()) for p in sorted(pages.glob("*.htm*"))]
        origin = str(pages)
    else:
        sources = [generated_page(2_000, i) for i in range(50)]
        origin = "50 generated pages"
    size = sum(len(s.encode("utf-8")) for s in sources)
    print(f"logical link blocks on {origin} ({size / 1e6:.1f} MB), CPU MB/s (median of {repeat}):")
    for distance in ("text", "code"):
        seconds = median_time(lambda: [find_link_blocks(s, distance=distance) for s in sources], repeat)
        print(f"  {distance:>4} distance: {size / seconds / 1e6:6.1f} MB/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--pages", type=Path, help="folder of HTML pages for the link-block scan")
    args = parser.parse_args()
    bench_trees(args.repeat)
    bench_blocks(args.pages, args.repeat)


if __name__ == "__main__":
    main()
