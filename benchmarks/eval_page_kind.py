"""Page kind on labelled pages: how many article pages are judged ``article``, and how many
list pages are.

Run:  python benchmarks/eval_page_kind.py [DATA_DIR] [--misjudged SET] [--constant NAME=VALUE ...]

``DATA_DIR`` (default ``../shared/data``) holds ``articles/<set>/`` (article pages: cleaneval,
l3s-gn1, dragnet-dev, google-trends-2017), ``records/estuka-2017-dev/`` (search-result and
catalogue pages: data records) and ``journals/toc/`` (journal search-result and issue pages).
Prints one JSON row per set: pages, the share judged ``article`` (for the article sets the
recall of the page kind; for the list sets the share wrongly called articles, which should be
low) and the count per kind and reason, then a table.  ``--misjudged SET`` also lists the
pages of that set on the wrong side with their judgement.  ``--constant NAME=VALUE`` sets
one of the thresholds of :mod:`webextract.extract.twcem.kind` or
:mod:`webextract.extract.twcem.story` for the run (the sweeps with
one set left out in docs/twcem.md).  Each page is parsed once
(:func:`webextract.api.page_kind`); the sets are read in one run.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

import webextract.extract.twcem.kind as kind
import webextract.extract.twcem.story as story
from webextract.api import page_kind
from webextract.dom import NotHTMLError
from webextract.evaluate.dataset import read_dataset

#: Article sets (every page is an article page; CleanEval and google-trends-2017 hold some
#: list and profile pages, so their rate is reported, not targeted).
ARTICLE_SETS = ("l3s-gn1", "dragnet-dev", "cleaneval", "google-trends-2017")


def _pages(data: Path) -> list[tuple[str, str, list[tuple[str, bytes]]]]:
    """``(set, expected kind, [(id, bytes)...])`` for every set found under ``data``."""
    sets = []
    for name in ARTICLE_SETS:
        folder = data / "articles" / name
        if (folder / "truth.jsonl").is_file():
            sets.append((name, "article", [(p.id, p.read()) for p in read_dataset(folder)]))
    estuka = data / "records" / "estuka-2017-dev"
    if (estuka / "truth.jsonl").is_file():
        sets.append(("estuka-2017-dev", "list", [(p.id, p.read()) for p in read_dataset(estuka)]))
    toc = data / "journals" / "toc"
    if toc.is_dir():
        files = sorted(toc.glob("*.html"))
        sets.append(("journals-toc", "list", [(f.stem, f.read_bytes()) for f in files]))
    return sets


def main(argv: list[str] | None = None) -> int:
    """Judge every page of every set and print the rates (see the module doc)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", nargs="?", default="../shared/data")
    parser.add_argument("--misjudged", action="append", default=[], help="list a set's misjudged pages")
    parser.add_argument("--constant", action="append", default=[], help="NAME=VALUE, a threshold of the page kind")
    args = parser.parse_args(argv)
    for item in args.constant:
        name, _, value = item.partition("=")
        owners = [m for m in (kind, story) if name.isupper() and hasattr(m, name)]
        if not owners:
            parser.error(f"no page-kind constant {name!r}")
        for m in owners:  # a constant kind.py imports from story.py is set in both
            setattr(m, name, type(getattr(m, name))(float(value)) if value else type(getattr(m, name))())
    data = Path(args.data)
    sets = _pages(data)
    if not sets:
        print(f"no labelled sets under {data}", file=sys.stderr)
        return 2
    rows = []
    for name, expected, pages in sets:
        kinds: Counter = Counter()
        wrong = []
        started = time.perf_counter()
        for page_id, body in pages:
            try:
                judged = page_kind(body)
                key = judged.kind if judged.kind == "article" else f"{judged.kind}/{judged.reason}"
            except NotHTMLError:
                judged, key = None, "not_html"
            kinds[key] += 1
            is_article = key == "article"
            if is_article != (expected == "article"):
                wrong.append((page_id, key, judged))
        ms = 1000 * (time.perf_counter() - started) / max(1, len(pages))
        rate = kinds["article"] / len(pages)
        row = {"set": name, "pages": len(pages), "expected": expected, "judged_article": round(rate, 4),
               "articles": kinds["article"], "kinds": dict(sorted(kinds.items())), "ms_per_page": round(ms, 1)}
        rows.append(row)
        print(json.dumps(row))
        if name in args.misjudged:
            for page_id, key, judged in wrong:
                print(f"  {page_id}\t{key}\t{judged}")
    print()
    print("| set | pages | expected | judged `article` |")
    print("|---|---|---|---|")
    for row in rows:
        print(f"| {row['set']} | {row['pages']} | {row['expected']} | "
              f"{row['articles']} ({row['judged_article']:.3f}) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
