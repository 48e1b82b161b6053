"""Generated scholarly article pages in the layouts of publishers, journal platforms and
repositories not in ../shared/data/journals, labelled in the journals dataset format.

Run:  python -m webextract_testkit.scholarly [OUT_FOLDER] [--pages-per-template N] [--seed S]

Writes ``OUT_FOLDER/pages/<template>_<k>.html`` and ``OUT_FOLDER/truth.jsonl`` (default
``tests/fixtures/journals/shapes``).  Each template (a function of this package's modules)
lays one article's fields out as one platform does: where the item names stand, how the
volume and issue are written, which date the page shows beside the one its meta tags give,
author lists with and without affiliations, structured abstracts, reference lists.  The
truth is what each page's meta tags carry, as in the real set.

Then measure:  webextract eval tests/fixtures/journals/shapes --method vbptc --baseline trafilatura
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import random
from pathlib import Path
from typing import Callable

from webextract_testkit import CHECKOUT

DEFAULT_OUT = CHECKOUT / "tests" / "fixtures" / "journals" / "shapes"


def templates() -> dict[str, Callable]:
    """Every template of this package's modules (``common`` and ``__main__`` aside), by name."""
    found: dict[str, Callable] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if info.name == "common" or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
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

