"""Record extraction quality of STEM on labelled list pages.

Run:  python benchmarks/eval_records.py ../shared/data/records/estuka-2017-dev [MORE_SETS...]
      [--option name=value ...] [--worst N]

Prints one JSON row per dataset and system (precision, recall, F1 by the rule of
webextract.evaluate.records, mean ms per page), and with --worst N the N pages with the
lowest F1 (id, precision, recall, true and predicted record counts).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from webextract.evaluate.dataset import read_dataset
from webextract.evaluate.records import (
    evaluate_dataset,
    get_extractor,
    predict_page,
    score_page,
)


def _value(text: str):
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("datasets", nargs="+")
    parser.add_argument("--method", default="stem")
    parser.add_argument("--baseline", action="append", default=[])
    parser.add_argument("--option", action="append", default=[], help="name=value (JSON value)")
    parser.add_argument("--worst", type=int, default=0)
    args = parser.parse_args(argv)
    options = {}
    for item in args.option:
        name, _, value = item.partition("=")
        options[name] = _value(value)
    for folder in args.datasets:
        pages = read_dataset(folder)
        for row in evaluate_dataset(pages, method=args.method, baselines=args.baseline, options=options):
            print(json.dumps({"dataset": Path(folder).name, **row}))
        if args.worst:
            extract = get_extractor(args.method, options)
            scored = []
            for page in pages:
                regions, _ = predict_page(extract, page)
                truth = page.truth.get("records") or []
                p, r, m = score_page(truth, regions)
                f = 2 * p * r / (p + r) if p + r else 0.0
                scored.append((f, page.id, round(p, 3), round(r, 3), len(truth),
                               [len(x) for x in regions]))
            scored.sort()
            for item in scored[: args.worst]:
                print("  ", item)
    return 0


if __name__ == "__main__":
    sys.exit(main())
