"""What checking the browser's requests costs: the same rendered crawl from two checkouts.

    python benchmarks/bench_browser_guard.py --baseline /path/to/other/checkout [--runs 5]

Serves the bundled JavaScript department (webextract/demo/department-js) on 127.0.0.1 and
runs, alternately from this checkout and from ``--baseline`` (each on ``PYTHONPATH``),
``scrapy crawl university -a level=department -s WEBEXTRACT_RENDER_JS=True`` (every page
rendered in Chromium, 127.0.0.0/8 allowed).  Each run must find the site's 8 faculty.
Prints each checkout's wall times, their medians and the ratio this / baseline.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "webextract" / "demo" / "department-js"


def run(checkout: Path, seed: str) -> float:
    """Wall seconds of one rendered crawl of ``seed`` with ``checkout`` on PYTHONPATH."""
    env = dict(os.environ, PYTHONPATH=str(checkout), WEBEXTRACT_ALLOWED_NETWORKS="127.0.0.0/8")
    with tempfile.TemporaryDirectory() as work:
        out = Path(work) / "items.jsonl"
        start = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-m", "scrapy", "crawl", "university", "-a", f"seed={seed}", "-a", "level=department",
             "-s", "WEBEXTRACT_RENDER_JS=True", "-s", "WEBEXTRACT_STORE=", "-s", "WEBEXTRACT_FEED_DIR=",
             "-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False", "-O", str(out)],
            cwd=checkout, env=env, capture_output=True, text=True, timeout=600)
        elapsed = time.perf_counter() - start
        faculty = sum('"type": "faculty"' in line for line in out.read_text().splitlines()) if out.exists() else 0
        if proc.returncode != 0 or faculty != 8:
            sys.exit(f"{checkout}: exit status {proc.returncode}, {faculty} faculty\n{proc.stderr[-2000:]}")
        return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--baseline", type=Path, required=True, help="another checkout of webextract")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    server = subprocess.Popen([sys.executable, "-m", "webextract.demo.server", str(SITE), "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    try:
        seed = server.stdout.readline().strip().split(" on ", 1)[1]
        times: dict[str, list[float]] = {"this": [], "baseline": []}
        for _ in range(args.runs):
            times["this"].append(run(ROOT, seed))
            times["baseline"].append(run(args.baseline.resolve(), seed))
    finally:
        server.terminate()
        server.wait(timeout=10)
    for name, values in times.items():
        print(f"{name:9s} median {statistics.median(values):.2f} s  runs {' '.join(f'{v:.2f}' for v in values)}")
    print(f"ratio this / baseline: {statistics.median(times['this']) / statistics.median(times['baseline']):.2f}")


if __name__ == "__main__":
    main()
