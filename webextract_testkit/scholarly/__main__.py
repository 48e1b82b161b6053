"""``python -m webextract_testkit.scholarly [OUT_FOLDER] [--pages-per-template N] [--seed S]``:
write the generated scholarly pages and their truth (see :mod:`webextract_testkit.scholarly`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from webextract_testkit.scholarly import DEFAULT_OUT, __doc__ as DOC, generate


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=DOC.split("\n\n")[0])
    ap.add_argument("out", nargs="?", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--pages-per-template", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    n = generate(args.out, args.pages_per_template, args.seed)
    print(f"{n} pages in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
