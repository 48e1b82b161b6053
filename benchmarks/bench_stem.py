"""Speed and filter statistics of STEM (webextract.extract.stem).

Run:  python benchmarks/bench_stem.py [--data ../shared/data/records/estuka-2017-dev] [--quick]
           [--suffix-array divsufsort|sais]

Prints three tables:

1. generated list pages from 1,000 to 200,000 tags, plus one page with a single region
   of 100,000 records: median milliseconds of ``extract_records`` (parsing excluded;
   wall-clock and CPU time), microseconds per tag and the ratio of that to the smallest
   page's (linear time keeps it near 1; the target is within 2x, and under 50 ms for
   10,000 tags), and the median CPU milliseconds of parsing the page, for reference;
2. the labelled dev pages (when --data exists): median and mean ms per page for parsing
   and for STEM;
3. Figure 9 of the paper over the same pages: average suffix-tree nodes per page and the
   nodes each refining filter prunes.

Run it alone on the machine: it measures wall-clock time.

    python benchmarks/bench_stem.py --instructions [--tags 10000]

instead counts, under ``valgrind --tool=callgrind``, the machine instructions of one
``extract_records`` call on a generated page (10,000 tags by default; parsing left out): a
measure the machine's load does not disturb, for comparing two versions.  Needs valgrind.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import callgrind_counts  # benchmarks/, the script's folder
from webextract.dom import parse_html
from webextract.evaluate.dataset import read_dataset
from webextract.extract.stem import extract_records

ROOT = Path(__file__).resolve().parent.parent

DEFAULT_DATA = ROOT.parent / "shared" / "data" / "records" / "estuka-2017-dev"
SIZES = (1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000)


def list_page(tags: int, seed: int = 1) -> str:
    """A search-result-like page with about ``tags`` elements: a header with a menu, one
    result list whose records vary (optional image, rating, tags), and a footer."""
    rng = random.Random(seed)
    head = (
        "<html><head><title>Results</title></head><body><div id='top'><ul class='menu'>"
        + "".join(f"<li><a href='/m{i}'>Menu {i}</a></li>" for i in range(6))
        + "</ul></div><div id='main'><ol class='results'>"
    )
    parts = [head]
    count = 20  # elements so far (roughly)
    i = 0
    while count < tags - 12:
        extra = ""
        n = 7
        if rng.random() < 0.3:
            extra += f"<img src='/t{i}.png' alt='thumb'>"
            n += 1
        if rng.random() < 0.5:
            extra += f"<span class='rating'><em>{rng.randint(1, 5)}</em> stars</span>"
            n += 1
        if rng.random() < 0.2:
            extra += "<ul class='tags'><li>new</li><li>sale</li></ul>"
            n += 3
        parts.append(
            f"<li class='r'><h3><a href='/item/{i}'>Item number {i}</a></h3>{extra}"
            f"<div class='meta'><span>{rng.randint(1, 999)} views</span><span>2024-01-{i % 28 + 1:02d}</span></div>"
            f"<p>Description of item {i} with <b>some</b> words.</p></li>"
        )
        count += n
        i += 1
    parts.append("</ol></div><div id='foot'><p>Footer <a href='/about'>about</a></p></div></body></html>")
    return "".join(parts)


def records_page(records: int) -> str:
    """One list of ``records`` identical-shaped items (3 tags each)."""
    rows = "".join(f"<li><a href='/r{i}'>Item {i}</a><span>{i}</span></li>" for i in range(records))
    return f"<html><body><ul>{rows}</ul></body></html>"


#: Options passed to extract_records (--suffix-array sets the suffix-array construction).
OPTIONS: dict = {}


def time_extract(html: str, repeats: int) -> tuple[float, float, int, int, float]:
    """Median wall-clock and CPU ms of extract_records over fresh parses; the page's tag
    count and its largest region's records; the median CPU ms of the parses."""
    wall = []
    cpu = []
    parse_cpu = []
    n_tags = n_records = 0
    for _ in range(repeats):
        start_cpu = time.process_time()
        root = parse_html(html)
        parse_cpu.append((time.process_time() - start_cpu) * 1000.0)
        start, start_cpu = time.perf_counter(), time.process_time()
        result = extract_records(root, **OPTIONS)
        cpu.append((time.process_time() - start_cpu) * 1000.0)
        wall.append((time.perf_counter() - start) * 1000.0)
        n_tags = result.n_tags
        n_records = max((len(r.records) for r in result.regions), default=0)
    return (statistics.median(wall), statistics.median(cpu), n_tags, n_records,
            statistics.median(parse_cpu))


def scale_table(quick: bool) -> None:
    print("generated list pages (extract_records only, median of repeats; us/tag and ratio")
    print("from CPU time, which other processes on a shared machine disturb less)")
    print(f"{'tags':>8} {'records':>8} {'wall ms':>9} {'cpu ms':>9} {'us/tag':>8} {'ratio':>6}"
          f" {'parse cpu ms':>13}")
    base = None
    sizes = SIZES[:5] if quick else SIZES
    # numpy's BLAS worker thread spins for a moment after the process starts; process time
    # counts it, so the smallest page would look twice as expensive if timed at once.
    extract_records(parse_html(list_page(SIZES[0])), **OPTIONS)
    time.sleep(0.5)
    for size in sizes:
        repeats = 7 if size <= 10_000 else 3
        wall, cpu, tags, recs, parse = time_extract(list_page(size), repeats)
        per_tag = cpu * 1000.0 / tags
        base = base or per_tag
        print(f"{tags:>8} {recs:>8} {wall:>9.1f} {cpu:>9.1f} {per_tag:>8.2f} {per_tag / base:>6.2f}"
              f" {parse:>13.1f}")
    if not quick:
        wall, cpu, tags, recs, parse = time_extract(records_page(100_000), 1)
        per_tag = cpu * 1000.0 / tags
        print(f"{tags:>8} {recs:>8} {wall:>9.1f} {cpu:>9.1f} {per_tag:>8.2f} {per_tag / base:>6.2f}"
              f" {parse:>13.1f}  (one region of 100,000 records)")


def dev_tables(folder: Path, quick: bool) -> None:
    pages = read_dataset(folder, limit=40 if quick else None)
    parse_ms: list[float] = []
    stem_ms: list[float] = []
    stem_cpu: list[float] = []
    sums = {"total": 0, "frequency": 0, "gap": 0, "tree": 0, "repetition": 0, "remaining": 0}
    for page in pages:
        data = page.read()
        start = time.perf_counter()
        root = parse_html(data)
        mid, mid_cpu = time.perf_counter(), time.process_time()
        result = extract_records(root, **OPTIONS)
        stop, stop_cpu = time.perf_counter(), time.process_time()
        parse_ms.append((mid - start) * 1000.0)
        stem_ms.append((stop - mid) * 1000.0)
        stem_cpu.append((stop_cpu - mid_cpu) * 1000.0)
        for key in sums:
            sums[key] += result.stats[key]
    n = len(pages)
    print(f"\ndev pages: {folder} ({n} pages)")
    print(f"  parse  median {statistics.median(parse_ms):7.1f} ms  mean {statistics.fmean(parse_ms):7.1f} ms")
    print(f"  STEM   median {statistics.median(stem_ms):7.1f} ms  mean {statistics.fmean(stem_ms):7.1f} ms"
          f"  (CPU median {statistics.median(stem_cpu):.1f}, mean {statistics.fmean(stem_cpu):.1f})")
    total = [p + s for p, s in zip(parse_ms, stem_ms)]
    print(f"  both   median {statistics.median(total):7.1f} ms  mean {statistics.fmean(total):7.1f} ms")
    print("\nFigure 9: average suffix-tree nodes per page and nodes pruned by each filter")
    pruned = sum(sums[k] for k in ("frequency", "gap", "tree", "repetition"))
    for key in ("total", "frequency", "gap", "tree", "repetition", "remaining"):
        share = f"{100.0 * sums[key] / pruned:5.1f}% of pruned" if key not in ("total", "remaining") else ""
        print(f"  {key:<11} {sums[key] / n:9.1f}  {share}")


#: Run under callgrind by --instructions (with this checkout and benchmarks/ on its
#: PYTHONPATH): parse the page, then count extract_records only.
COUNTED_RUN = r'''
import sys
from bench_stem import OPTIONS, list_page
from callgrind_counts import instrument
from webextract.dom import parse_html
from webextract.extract.stem import extract_records
if sys.argv[2]:
    OPTIONS["suffix_array"] = sys.argv[2]
html = list_page(int(sys.argv[1]))
extract_records(parse_html(html), **OPTIONS)  # imports and caches warmed
root = parse_html(html)
instrument("on")
result = extract_records(root, **OPTIONS)
instrument("off")
'''


def count_instructions(tags: int) -> int:
    """Instructions of one ``extract_records`` call on the generated page of ``tags`` tags,
    counted by callgrind (exits with a message when valgrind is missing)."""
    callgrind_counts.require()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "benchmarks"),
                                                          os.environ.get("PYTHONPATH", "")]))
        subprocess.run([*callgrind_counts.prefix(out), sys.executable, "-c", COUNTED_RUN, str(tags),
                        OPTIONS.get("suffix_array") or ""],
                       capture_output=True, text=True, timeout=1800, check=False, env=env)
        return callgrind_counts.total(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="STEM speed and filter statistics")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="a labelled records set")
    parser.add_argument("--quick", action="store_true", help="small sizes and 40 dev pages")
    parser.add_argument("--suffix-array", choices=("divsufsort", "sais"), default=None,
                        help="suffix-array construction (default: divsufsort when installed)")
    parser.add_argument("--instructions", action="store_true",
                        help="count the instructions of extract_records on one generated page instead")
    parser.add_argument("--tags", type=int, default=10_000, help="with --instructions: page size (default 10000)")
    args = parser.parse_args(argv)
    if args.suffix_array:
        OPTIONS["suffix_array"] = args.suffix_array
    if args.instructions:
        count = count_instructions(args.tags)
        print(f"extract_records on the generated {args.tags:,}-tag page: {count / 1e6:,.0f} M instructions")
        return 0
    scale_table(args.quick)
    if (args.data / "truth.jsonl").is_file():
        dev_tables(args.data, args.quick)
    else:
        print(f"\n(no dataset at {args.data}: dev-page tables skipped)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
