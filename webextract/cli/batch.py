"""``webextract batch``: the extractors over archived crawls (WARC files) on Dask.

Contract: ``webextract batch --method twcem|stem -o OUT.jsonl|OUT.parquet [--workers N |
--scheduler ADDRESS] WARC...``; one row per HTML page (:mod:`webextract.batch`); a summary
on stderr (pages, pages/s, records skipped by reason).  Exit status 0, 1 when some page
failed (its row has an ``error``), 2 for usage errors (an unknown method or format, a path
that is no WARC file) and a scheduler that cannot be reached.
"""

from __future__ import annotations

import argparse
import sys

from webextract.methods import METHODS


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Register ``batch``."""
    p = sub.add_parser("batch", help="extract from WARC files in parallel on a Dask cluster")
    p.add_argument("paths", nargs="+", metavar="WARC", help=".warc/.warc.gz file, or a folder of them")
    p.add_argument("--method", default="twcem", help=f"one of: {', '.join(METHODS)} (default twcem)")
    p.add_argument("-o", "--output", required=True, help="output file: .jsonl or .parquet")
    p.add_argument("--format", choices=("jsonl", "parquet"), help="output format (default: by the suffix)")
    p.add_argument("--workers", type=int, help="worker processes of the local cluster (default: the cores)")
    p.add_argument("--scheduler", help="address of a running Dask scheduler (tcp://host:8786) instead of a "
                                       "local cluster; 'synchronous' runs in this process")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run ``batch``; returns the exit status."""
    from webextract.batch import run_batch

    try:
        result = run_batch(args.paths, args.output, method=args.method, scheduler=args.scheduler,
                           workers=args.workers, fmt=args.format, progress=sys.stderr.isatty())
    except (ValueError, FileNotFoundError) as exc:
        print(f"webextract batch: {exc}", file=sys.stderr)
        return 2
    except ImportError as exc:
        print(f"webextract batch needs Dask (pip install 'webextract[batch]'): {exc}", file=sys.stderr)
        return 2
    except OSError as exc:  # a scheduler address nobody answers at
        print(f"webextract batch: cannot reach the Dask scheduler {args.scheduler}: {exc}", file=sys.stderr)
        return 2
    print(f"webextract batch: {result.output}: {result.counts.summary()}; {result.errors} failed; "
          f"{result.pages_per_second:.1f} pages/s on {result.workers} workers", file=sys.stderr)
    return 1 if result.errors else 0
