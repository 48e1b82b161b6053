"""What resuming a crawl costs: one uninterrupted crawl against one killed half-way and resumed.

    python benchmarks/bench_resume.py [--delay 0.1] [--spider university] [--signal KILL]

Serves the bundled site with ``--delay`` seconds before each answer and runs, with the
project's politeness defaults, ``scrapy crawl SPIDER -a seed=URL -s JOBDIR=job -o items.jsonl``:

* ``uninterrupted``: once to the end;
* ``stopped``: killed (``--signal``) when its job folder has journaled half the pages, then
  ``resumed`` with the same command;
* ``finished, again``: the finished job's command once more (everything from the journal).

Prints wall times, the pages fetched over the network and from the journal, the journal's
size, and the items lost or written twice (both must be 0).
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from webextract.store.joblog import count_records

ROOT = Path(__file__).resolve().parents[1]


def command(spider: str, seed: str, work: Path) -> list[str]:
    return [sys.executable, "-m", "scrapy", "crawl", spider, "-a", f"seed={seed}", "-o", str(work / "items.jsonl"),
            "-s", f"JOBDIR={work / 'job'}", "-s", f"WEBEXTRACT_STORE={work / 'store.sqlite3'}",
            "-s", "WEBEXTRACT_FEED_DIR=", "-s", "LOG_LEVEL=INFO",
            "-s", "WEBEXTRACT_ALLOWED_NETWORKS=127.0.0.0/8"]


def run(cmd: list[str], stop_at: int = 0, sig: int = signal.SIGKILL) -> tuple[float, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    work = Path(cmd[cmd.index("-o") + 1]).parent
    log = open(work / "run.log", "w+")
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log)
    if stop_at:
        while count_records(work / "job" / "webextract" / "pages.journal") < stop_at and proc.poll() is None:
            time.sleep(0.005)
        proc.send_signal(sig)
    proc.wait()
    wall = time.perf_counter() - started
    log.seek(0)
    return wall, log.read()


def stat(log: str, name: str) -> int:
    found = re.search(rf"'{re.escape(name)}': (\d+)", log)
    return int(found.group(1)) if found else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--delay", type=float, default=0.1)
    parser.add_argument("--spider", default="university", choices=("university", "news"))
    parser.add_argument("--signal", default="KILL", choices=("KILL", "TERM", "INT"))
    args = parser.parse_args()
    sig = getattr(signal, f"SIG{args.signal}")
    folder = Path(tempfile.mkdtemp(prefix="bench-resume-"))
    site = subprocess.Popen([sys.executable, "-m", "webextract.demo.server", str(ROOT / "webextract" / "demo" / args.spider),
                             "--port", "0", "--delay", str(args.delay)], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        seed = site.stdout.readline().strip().split(" on ", 1)[1]
        whole, stopped = folder / "whole", folder / "stopped"
        whole.mkdir(), stopped.mkdir()
        t_whole, log = run(command(args.spider, seed, whole))
        pages = stat(log, "webextract/resume/pages_journaled")
        reference = Counter((whole / "items.jsonl").read_text(encoding="utf-8").splitlines())
        t_stop, _ = run(command(args.spider, seed, stopped), stop_at=pages // 2, sig=sig)
        t_resume, log = run(command(args.spider, seed, stopped))
        replayed, fetched = stat(log, "webextract/resume/pages_replayed"), stat(log, "webextract/resume/pages_journaled")
        t_again, log_again = run(command(args.spider, seed, stopped))
        items = Counter((stopped / "items.jsonl").read_text(encoding="utf-8").splitlines())
        lost = sum((reference - items).values())
        twice = sum(n - 1 for n in items.values() if n > 1)
        size = (stopped / "job" / "webextract" / "pages.journal").stat().st_size
        print(f"{args.spider}, {args.delay * 1000:.0f} ms per response, stopped by SIG{args.signal} at "
              f"{pages // 2} of {pages} pages")
        print("| run | wall (s) | pages from the network | pages from the journal |\n|---|---|---|---|")
        print(f"| uninterrupted | {t_whole:.2f} | {pages} | 0 |")
        print(f"| stopped half-way | {t_stop:.2f} | | |")
        print(f"| resumed | {t_resume:.2f} | {fetched} | {replayed} |")
        print(f"| finished, again | {t_again:.2f} | {stat(log_again, 'webextract/resume/pages_journaled')} | "
              f"{stat(log_again, 'webextract/resume/pages_replayed')} |")
        print(f"\nitems: {sum(reference.values())} expected, {lost} lost, {twice} written twice; "
              f"page journal {size / 1024:.0f} KiB")
    finally:
        site.terminate()
        site.wait(timeout=10)


if __name__ == "__main__":
    main()
