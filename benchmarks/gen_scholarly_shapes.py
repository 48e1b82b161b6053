"""Generated scholarly article pages in the layouts of publishers, journal platforms and
repositories not in ../shared/data/journals, labelled in the journals dataset format.

Run:  python benchmarks/gen_scholarly_shapes.py [OUT_FOLDER] [--pages-per-template N] [--seed S]

Writes ``OUT_FOLDER/pages/<template>_<k>.html`` and ``OUT_FOLDER/truth.jsonl`` (default
``tests/fixtures/journals/shapes``).  Each template (``benchmarks/scholarly_shapes/*.py``)
lays one article's fields out as one platform does: where the item names stand, how the
volume and issue are written, which date the page shows beside the one its meta tags give,
author lists with and without affiliations, structured abstracts, reference lists.  The
truth is what each page's meta tags carry, as in the real set.

Then measure:  webextract eval tests/fixtures/journals/shapes --method vbptc --baseline trafilatura
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import random
import sys
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))

import scholarly_shapes  # noqa: E402

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "journals" / "shapes"


def templates() -> dict[str, Callable]:
    """Every template of the ``scholarly_shapes`` modules, by name."""
    found: dict[str, Callable] = {}
    for info in sorted(pkgutil.iter_modules(scholarly_shapes.__path__), key=lambda i: i.name):
        if info.name == "common":
            continue
        module = importlib.import_module(f"scholarly_shapes.{info.name}")
        for name, render in getattr(module, "TEMPLATES", {}).items():
            if name in found:
                raise ValueError(f"template {name!r} defined twice")
            found[name] = render
    return found


def generate(out: Path, pages_per_template: int = 3, seed: int = 1) -> int:
    """Write the pages and truth.jsonl; the number of pages."""
    (out / "pages").mkdir(parents=True, exist_ok=True)
    rows = []
    for name, render in templates().items():
        for k in range(1, pages_per_template + 1):
            rng = random.Random(f"{seed}:{name}:{k}")
            page_id = f"{name}_{k}"
            html, truth = render(page_id, rng)
            (out / "pages" / f"{page_id}.html").write_text(html, encoding="utf-8")
            rows.append(truth)
    with (out / "truth.jsonl").open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    return len(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", nargs="?", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--pages-per-template", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    n = generate(args.out, args.pages_per_template, args.seed)
    print(f"{n} pages in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
