"""``webextract eval``: score an extraction method on a labelled dataset folder.

``webextract eval DATASET_DIR --method twcem [--baseline NAME ...] [--limit N]
[--mode paper|default] [--option NAME=VALUE ...] [--json]`` prints one line per system (the method, then each
baseline, all run on the same pages in the same process) with the method's metric columns.
The dataset format is ``<set>/pages/<id>.html`` + ``<set>/truth.jsonl``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from typing import Any, Callable

from webextract.cli.common import progress
from webextract.evaluate.dataset import read_dataset

#: Evaluation per method: name -> "module:function" with the signature
#: ``(pages, *, method, baselines, options) -> list[dict]`` (one dict per system, first
#: key "system").
EVALUATORS: dict[str, str] = {
    "twcem": "webextract.evaluate.articles:evaluate_dataset",
    "stem": "webextract.evaluate.records:evaluate_dataset",
    "vbptc": "webextract.evaluate.scholarly:evaluate_dataset",
}


def load_evaluator(method: str) -> Callable[..., list[dict[str, Any]]]:
    """Import the evaluation function of a method; raises ``ValueError`` when unknown or
    not installed."""
    try:
        target = EVALUATORS[method]
    except KeyError:
        raise ValueError(f"unknown method {method!r} (choose from {', '.join(EVALUATORS)})")
    module, func = target.split(":")
    try:
        return getattr(importlib.import_module(module), func)
    except (ImportError, AttributeError) as exc:
        raise ValueError(f"method {method!r} has no evaluation available: {exc}")


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Register ``eval``."""
    p = sub.add_parser("eval", help="score a method on a labelled dataset folder")
    p.add_argument("dataset", metavar="DATASET_DIR", help="folder with truth.jsonl and pages/")
    p.add_argument("--method", default="twcem", help=f"one of: {', '.join(EVALUATORS)} (default twcem)")
    p.add_argument("--baseline", action="append", default=[], metavar="NAME",
                   help="also run a baseline on the same pages (repeatable), e.g. trafilatura, "
                        "trafilatura-fast, readability, justext")
    p.add_argument("--limit", type=int, help="only the first N pages")
    p.add_argument("--mode", help="method mode (twcem: default or paper; stem: default or paper; "
                                  "vbptc: visual, pages without meta tags, or meta, pages as saved)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="keyword option of the method's extractor (repeatable), e.g. "
                        "--option use_container=false --option delta1=3")
    p.add_argument("--json", action="store_true", help="print the result rows as JSON")
    p.set_defaults(run=run)


def parse_option(text: str) -> tuple[str, Any]:
    """Parse ``NAME=VALUE`` into a name and a JSON-ish value (true/false, numbers, text).

    Raises ``ValueError`` without ``=``.
    """
    name, sep, raw = text.partition("=")
    if not sep or not name.strip():
        raise ValueError(f"--option needs NAME=VALUE, got {text!r}")
    raw = raw.strip()
    lowered = raw.lower()
    if lowered in ("true", "false"):
        return name.strip(), lowered == "true"
    try:
        return name.strip(), json.loads(raw)
    except json.JSONDecodeError:
        return name.strip(), raw


def format_table(rows: list[dict[str, Any]]) -> str:
    """Render result rows as an aligned text table with every column any row holds."""
    columns: list[str] = []
    for row in rows:
        for key in row:
            if key not in columns:
                columns.append(key)

    def cell(value: Any) -> str:
        if value is None:
            return "-"
        if isinstance(value, float):
            return f"{value:.3f}"
        if isinstance(value, (dict, list)):
            return json.dumps(value, ensure_ascii=False)
        return str(value)

    table = [columns] + [[cell(row.get(c)) for c in columns] for row in rows]
    widths = [max(len(r[i]) for r in table) for i in range(len(columns))]
    return "\n".join("  ".join(v.ljust(w) for v, w in zip(r, widths)).rstrip() for r in table)


def run(args: argparse.Namespace) -> int:
    """Run ``eval``; returns the exit status (2 for usage errors)."""
    try:
        evaluate = load_evaluator(args.method)
        extract_options = dict(parse_option(o) for o in args.option)
        pages = read_dataset(args.dataset, limit=args.limit)
    except (ValueError, FileNotFoundError) as exc:
        print(f"webextract eval: {exc}", file=sys.stderr)
        return 2
    if not pages:
        print(f"webextract eval: no pages in {args.dataset}", file=sys.stderr)
        return 2
    options: dict[str, Any] = {"progress": lambda items: progress(list(items), "eval")}
    if args.mode:
        options["mode"] = args.mode
    if extract_options:
        options["extract_options"] = extract_options
    try:
        rows = evaluate(pages, method=args.method, baselines=args.baseline, options=options)
    except (ValueError, ImportError) as exc:
        print(f"webextract eval: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({"dataset": str(args.dataset), "method": args.method, "results": rows},
                         ensure_ascii=False, indent=2))
    else:
        print(f"{args.dataset}: {len(pages)} pages")
        print(format_table(rows))
    return 0
