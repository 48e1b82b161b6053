"""Scoring data records against labelled list pages, and STEM's pattern similarity.

The record rule (the one of the project's records datasets, used for every system alike):

* a predicted record *matches* a true record when at least :data:`KEY_COVERAGE` (80%) of
  the true record's key tokens (the tokens of its longest field) appear among the
  predicted record's tokens, and the predicted record is not much longer than the true
  one: at most :data:`LENGTH_RATIO` times its tokens plus :data:`LENGTH_SLACK`;
* true and predicted records are paired one-to-one in page order: each true record, in
  the order of the labels, takes the first predicted record (regions in page order, their
  records in order) that matches it and is not taken yet;
* recall is over the true records; precision is over the predicted records of the
  regions that hold at least one match (a page with no match has precision 0);
* precision and recall are averaged over pages, F1 is computed from the two averages.

Tokens are lower-cased Unicode word characters runs.  Pages whose results sit in a frame
keep them in ``<set>/frames/<id>.html``; when that file exists its records are appended
after those of the page itself.

Pattern similarity is STEM (003_5c5f8c352acb4346.txt) eq. (10).
"""

from __future__ import annotations

import importlib
import re
import statistics
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from rapidfuzz.distance import Levenshtein

from webextract.dom import NotHTMLError, parse_html
from webextract.evaluate.dataset import LabelledPage

#: Share of the true record's key tokens the predicted record must contain.
KEY_COVERAGE = 0.8
#: "Not much longer": predicted tokens <= LENGTH_RATIO * true tokens + LENGTH_SLACK.
LENGTH_RATIO = 2.0
LENGTH_SLACK = 5

_TOKEN = re.compile(r"\w+", re.UNICODE)


def tokens(text: str) -> list[str]:
    """Lower-cased word tokens of a text."""
    return _TOKEN.findall(text.lower())


def pattern_similarity(true_pattern: Sequence[Any], extracted: Sequence[Any]) -> float:
    """sim(drp, drp') = (len(drp) - ED(drp, drp')) / len(drp), STEM eq. (10).

    Input: the true DRP and an extracted one, as sequences of tag paths or HTPIs.  Output:
    1.0 for equal patterns, lower the more edits are needed (negative when the extracted
    pattern needs more edits than the true one has elements, as the formula gives).
    An empty true pattern gives 1.0 if the other is empty too, else 0.0.
    """
    if not true_pattern:
        return 1.0 if not extracted else 0.0
    ed = Levenshtein.distance(list(true_pattern), list(extracted))
    return (len(true_pattern) - ed) / len(true_pattern)


@dataclass
class TrueRecord:
    """A labelled record reduced to what the rule needs."""

    key: list[str]
    n_tokens: int


def true_record(record: dict[str, Any]) -> TrueRecord:
    """Key tokens (of the longest field; of the text when there are no fields) and length
    of one labelled record ``{"text": ..., "fields": [...]}``."""
    fields = [f for f in record.get("fields") or [] if isinstance(f, str) and f.strip()]
    text = record.get("text") or " ".join(fields)
    key_text = max(fields, key=len) if fields else text
    key = tokens(key_text) or tokens(text)
    return TrueRecord(key, len(tokens(text)))


def record_matches(truth: TrueRecord, predicted_tokens: set[str], n_predicted: int) -> bool:
    """The matching rule: key coverage >= :data:`KEY_COVERAGE` and not much longer."""
    if not truth.key:
        return False
    if n_predicted > LENGTH_RATIO * truth.n_tokens + LENGTH_SLACK:
        return False
    hit = sum(1 for t in truth.key if t in predicted_tokens)
    return hit >= KEY_COVERAGE * len(truth.key)


def score_page(truth_records: Sequence[dict[str, Any]],
               predicted: Sequence[Sequence[str]]) -> tuple[float, float, int]:
    """Precision, recall and number of matches on one page.

    Input: the labelled records in page order; the predicted regions in page order, each a
    list of record texts.  Output: ``(precision, recall, matched)`` by the module's rule.
    """
    truths = [true_record(r) for r in truth_records]
    flat: list[tuple[int, set[str], int]] = []
    for ri, region in enumerate(predicted):
        for text in region:
            toks = tokens(text)
            flat.append((ri, set(toks), len(toks)))
    t, p = len(truths), len(flat)
    if not t or not p:
        return 0.0, 0.0, 0
    taken = [False] * p
    matched = 0
    regions: set[int] = set()
    for tr in truths:  # each true record, in page order, takes the first free match
        for j, (ri, toks, n) in enumerate(flat):
            if not taken[j] and record_matches(tr, toks, n):
                taken[j] = True
                regions.add(ri)
                matched += 1
                break
    if not matched:
        return 0.0, 0.0, 0
    in_regions = sum(1 for ri, _, _ in flat if ri in regions)
    return matched / in_regions, matched / t, matched


#: A record extractor for evaluation: ``(page bytes, url) -> regions``, each region a list
#: of record texts, in page order.
Extractor = Callable[[bytes, "str | None"], list[list[str]]]


def _stem_extractor(options: dict[str, Any]) -> Extractor:
    from webextract.extract.stem import extract_records

    def run(data: bytes, url: str | None) -> list[list[str]]:
        root = parse_html(data, url=url)
        result = extract_records(root, url=url, **options)
        return [[r.text for r in region.records] for region in result.regions]

    return run


def _imported_extractor(target: str, options: dict[str, Any]) -> Extractor:
    module, _, name = target.partition(":")
    func = getattr(importlib.import_module(module), name or "extract_records")

    def run(data: bytes, url: str | None) -> list[list[str]]:
        root = parse_html(data, url=url)
        result = func(root, url=url, **options)
        regions = result["regions"] if isinstance(result, dict) else result.regions
        out: list[list[str]] = []
        for region in regions:
            recs = region["records"] if isinstance(region, dict) else region.records
            out.append([r["text"] if isinstance(r, dict) else r.text for r in recs])
        return out

    return run


#: Options of the paper's method alone: no extension of the gap filter.
PAPER_OPTIONS: dict[str, Any] = {
    "two_sided_gap": False, "sibling_gap": False, "pair_parts": False, "fold_repeats": False,
    "grids": False, "long_records": False, "trim_chrome": False,
}

#: Record systems by name; any other name of the form ``package.module:function`` is
#: imported (the function takes ``(root, url=..., **options)`` and returns a result with
#: ``regions`` of ``records`` with ``text``, as objects or dicts).
SYSTEMS: dict[str, Callable[[dict[str, Any]], Extractor]] = {
    "stem": _stem_extractor,
    "stem-paper": lambda options: _stem_extractor({**PAPER_OPTIONS, **options}),
}


def get_extractor(name: str, options: dict[str, Any] | None = None) -> Extractor:
    """The evaluation extractor of a system name (see :data:`SYSTEMS`)."""
    options = dict(options or {})
    if name in SYSTEMS:
        return SYSTEMS[name](options)
    if ":" in name:
        return _imported_extractor(name, options)
    raise ValueError(f"unknown record system {name!r} (known: {', '.join(SYSTEMS)})")


def _frame_path(page: LabelledPage) -> Path:
    return page.path.parent.parent / "frames" / f"{page.id}.html"


def predict_page(extract: Extractor, page: LabelledPage) -> tuple[list[list[str]], float]:
    """Run an extractor on a labelled page (and its frame file, if any).

    Output: the predicted regions and the milliseconds spent (parse included).  A page
    that is not HTML gives no regions.
    """
    url = page.truth.get("url")
    start = time.perf_counter()
    regions: list[list[str]] = []
    for path in (page.path, _frame_path(page)):
        if path is not page.path and not path.is_file():
            continue
        try:
            regions.extend(extract(path.read_bytes(), url))
        except NotHTMLError:
            pass
    return regions, (time.perf_counter() - start) * 1000.0


def evaluate_dataset(
    pages: list[LabelledPage],
    *,
    method: str,
    baselines: list[str],
    options: dict[str, Any],
) -> list[dict[str, Any]]:
    """Score record extraction over a labelled dataset: one row per system.

    Input: the pages of ``read_dataset``; the method under test and the baseline system
    names (see :data:`SYSTEMS`); options passed to the method (not to the baselines),
    except ``progress`` (a callable wrapping the page list, e.g. a progress bar) and
    ``mode`` (``"default"``, or ``"paper"`` for the paper's filters without extensions).
    Output: dicts ``{"system", "precision", "recall", "f1", "ms_per_page", "pages"}``
    (means over pages, F1 from the mean precision and recall; ms_per_page is the mean time
    for parsing and extracting one page).
    """
    options = dict(options)
    wrap = options.pop("progress", None)
    mode = options.pop("mode", None)
    if mode == "paper":
        options = {**PAPER_OPTIONS, **options}
    elif mode not in (None, "default"):
        raise ValueError(f"unknown STEM mode {mode!r} (choose from default, paper)")
    rows: list[dict[str, Any]] = []
    for name in [method, *baselines]:
        extract = get_extractor(name, options if name == method else {})
        precisions: list[float] = []
        recalls: list[float] = []
        times: list[float] = []
        for page in (wrap(pages) if wrap else pages):
            regions, ms = predict_page(extract, page)
            p, r, _ = score_page(page.truth.get("records") or [], regions)
            precisions.append(p)
            recalls.append(r)
            times.append(ms)
        n = len(pages)
        prec = sum(precisions) / n if n else 0.0
        rec = sum(recalls) / n if n else 0.0
        f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
        rows.append({
            "system": name,
            "precision": round(prec, 4),
            "recall": round(rec, 4),
            "f1": round(f1, 4),
            "ms_per_page": round(statistics.fmean(times), 1) if times else 0.0,
            "pages": n,
        })
    return rows
