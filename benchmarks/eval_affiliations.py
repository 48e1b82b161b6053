"""The authors' affiliations VB-PTC gives, against the labelled ones.

For every page of a set in the journals format whose truth lists affiliations
(``author_affiliations``), each labelled author is matched to an extracted one by family name;
an author counts as exact when the extracted affiliations are the labelled ones (case,
punctuation and order aside), and the token F1 of the joined affiliations is averaged over
the labelled authors (0 for an author not found).  The ``webextract eval`` scores leave
affiliations out; this is their measure.

Run:  python benchmarks/eval_affiliations.py ../shared/data/journals tests/fixtures/journals/shapes
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

import webextract
from webextract.evaluate.scholarly import strip_metadata


def _tokens(text: str) -> list[str]:
    return re.findall(r"\w+", unicodedata.normalize("NFKC", text).lower())


def _family(name: str) -> str:
    if "," in name:  # "Smith, John"
        family, given = name.split(",", 1)
        name = f"{given} {family}"
    words = _tokens(name)
    return words[-1] if words else ""


def _f1(pred: list[str], true: list[str]) -> float:
    a, b = Counter(pred), Counter(true)
    common = sum((a & b).values())
    if not a and not b:
        return 1.0
    if not common:
        return 0.0
    p, r = common / sum(a.values()), common / sum(b.values())
    return 2 * p * r / (p + r)


def measure(folder: Path) -> tuple[int, int, float]:
    """``(labelled authors, exact, mean token F1)`` of one set."""
    authors = exact = 0
    f1 = 0.0
    for line in (folder / "truth.jsonl").read_text(encoding="utf-8").splitlines():
        truth = json.loads(line)
        labelled = truth.get("author_affiliations") or []
        if not any(x.get("affiliations") if isinstance(x, dict) else x for x in labelled):
            continue
        page = strip_metadata((folder / truth["file"]).read_bytes())
        got = {_family(a["name"]): a["affiliations"] for a in webextract.extract_scholarly(page, meta=False).authors}
        for name, affs in zip(truth["authors"], labelled):
            if isinstance(affs, dict):  # {"name", "affiliations"} in ../shared/data, a list in the generated sets
                affs = affs.get("affiliations") or []
            authors += 1
            pred = got.get(_family(name))
            if pred is None:
                continue
            if sorted(" ".join(_tokens(x)) for x in pred) == sorted(" ".join(_tokens(x)) for x in affs):
                exact += 1
            f1 += _f1(_tokens(" ".join(pred)), _tokens(" ".join(affs)))
    return authors, exact, f1 / max(authors, 1)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="+", type=Path, help="folders holding truth.jsonl and pages/")
    args = ap.parse_args(argv)
    print(f"{'set':50} {'authors':>8} {'exact':>6} {'token F1':>9}")
    for folder in args.sets:
        if not (folder / "truth.jsonl").exists():
            print(f"{folder}: no truth.jsonl", file=sys.stderr)
            return 2
        n, exact, f1 = measure(folder)
        print(f"{str(folder):50} {n:8d} {exact:6d} {f1:9.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
