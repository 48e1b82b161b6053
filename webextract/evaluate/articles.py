"""Main-text and title metrics for article extraction, and the dataset runner behind
``webextract eval --method twcem``.

Main text: word 4-gram shingle multisets per page; per page TP, FP and FN are normalised by
their sum so long pages weigh no more than short ones; precision is averaged over the pages
with a non-empty prediction, recall over the pages with a non-empty truth, and F1 is taken
from the two averages (the public article-extraction-benchmark rule).  Title: normalised
Levenshtein similarity (rapidfuzz), averaged over the pages whose title is labelled; a
missing predicted title scores 0.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

from rapidfuzz.distance import Levenshtein

from webextract.evaluate.dataset import LabelledPage
from webextract.text.tokens import normalize_space, tokenize

#: Shingle size n (word n-grams) of the main-text metric.
SHINGLE_N = 4
#: A page whose recall is below this is counted as missed (``low_recall`` of a result row):
#: the text cut to its headline, or the wrong block returned.
LOW_RECALL = 0.3


def shingles(text: str | None, n: int = SHINGLE_N) -> Counter:
    """Multiset of word n-gram shingles of a text.

    Input: a text and n.  Output: a Counter of n-tuples of ``\\w+`` tokens (case kept).  A
    text with fewer than n tokens but at least one gives one shingle of all its tokens; an
    empty text gives an empty Counter.
    """
    tokens = tokenize(text)
    if not tokens:
        return Counter()
    if len(tokens) < n:
        return Counter([tuple(tokens)])
    return Counter(tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1))


def shingle_match(true: str | None, pred: str | None, n: int = SHINGLE_N) -> tuple[float, float, float]:
    """Per-page (TP, FP, FN) over shingle multisets, normalised by their sum.

    Input: the gold text and the predicted text.  Output: three floats summing to 1, or
    ``(0, 0, 0)`` when both texts are empty.
    """
    t, p = shingles(true, n), shingles(pred, n)
    tp = sum((t & p).values())
    fp = sum((p - t).values())
    fn = sum((t - p).values())
    total = tp + fp + fn
    if not total:
        return 0.0, 0.0, 0.0
    return tp / total, fp / total, fn / total


def _precision(tp: float, fp: float, fn: float) -> float:
    if fp == fn == 0:
        return 1.0
    return tp / (tp + fp) if tp + fp else 0.0


def _recall(tp: float, fp: float, fn: float) -> float:
    if fp == fn == 0:
        return 1.0
    return tp / (tp + fn) if tp + fn else 0.0


def aggregate(counts: Sequence[tuple[float, float, float]]) -> dict[str, float]:
    """Precision, recall and F1 over pages from their normalised (TP, FP, FN).

    Precision is the mean over pages with ``TP + FP > 0`` (something predicted), recall the
    mean over pages with ``TP + FN > 0`` (something to find); F1 is the harmonic mean of the
    two means.  Pages with nothing on either side count in neither.  Empty input gives zeros.
    """
    precisions = [_precision(*c) for c in counts if c[0] + c[1] > 0]
    recalls = [_recall(*c) for c in counts if c[0] + c[2] > 0]
    p = statistics.fmean(precisions) if precisions else 0.0
    r = statistics.fmean(recalls) if recalls else 0.0
    f1 = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": p, "recall": r, "f1": f1}


def title_similarity(true: str | None, pred: str | None) -> float:
    """Normalised Levenshtein similarity of two titles after whitespace normalisation.

    Output in [0, 1]: 1.0 for equal titles, 0.0 when the prediction is missing or empty.
    """
    t, p = normalize_space(true), normalize_space(pred)
    if not p:
        return 0.0 if t else 1.0
    return Levenshtein.normalized_similarity(t, p)


# --------------------------------------------------------------------------- systems

#: A system under evaluation: raw page bytes -> (title, text).
System = Callable[[bytes], tuple[str | None, str]]


def twcem_system(mode: str = "default", **options: Any) -> System:
    """The TWCEM extractor as an evaluation system: bytes -> (title, text), parse included."""
    from webextract.dom import head_metadata, parse_html
    from webextract.extract.twcem import extract

    def run(data: bytes) -> tuple[str | None, str]:
        root = parse_html(data)
        result = extract(root, head=head_metadata(root), mode=mode, **options)
        return result.title, result.text

    return run


@dataclass
class _Tally:
    name: str
    counts: list[tuple[float, float, float]] = field(default_factory=list)
    titles: list[float] = field(default_factory=list)
    times_ms: list[float] = field(default_factory=list)
    failures: int = 0
    errors: Counter = field(default_factory=Counter)

    def row(self) -> dict[str, Any]:
        m = aggregate(self.counts)
        row: dict[str, Any] = {
            "system": self.name,
            "pages": len(self.counts),
            "precision": round(m["precision"], 4),
            "recall": round(m["recall"], 4),
            "f1": round(m["f1"], 4),
            "title_sim": round(statistics.fmean(self.titles), 4) if self.titles else None,
            "titled_pages": len(self.titles),
            "low_recall": sum(1 for c in self.counts if c[0] + c[2] > 0 and _recall(*c) < LOW_RECALL),
            "ms_median": round(statistics.median(self.times_ms), 2) if self.times_ms else None,
            "ms_mean": round(statistics.fmean(self.times_ms), 2) if self.times_ms else None,
            "failed": self.failures,
        }
        if self.errors:
            row["errors"] = dict(self.errors.most_common(5))
        return row


def evaluate_dataset(
    pages: list[LabelledPage],
    *,
    method: str = "twcem",
    baselines: Iterable[str] = (),
    options: dict[str, Any] | None = None,
) -> list[dict[str, Any]]:
    """Score the article extractor (and optional baselines) on labelled pages.

    Input: pages from :func:`webextract.evaluate.dataset.read_dataset` whose truth holds
    ``text`` and optionally ``title``; ``method`` (``"twcem"``); baseline names from
    :data:`webextract.evaluate.baselines.BASELINES`; ``options``: ``mode`` (TWCEM mode),
    ``extract_options`` (dict of keyword options for :func:`extract`), ``progress`` (a
    callable wrapping an iterable, e.g. a progress bar).  Every system runs on each page in
    turn, in the same process.  Output: one dict per system with ``system``, ``pages``,
    ``precision``, ``recall``, ``f1`` (shingle metric), ``title_sim``, ``titled_pages``,
    ``low_recall`` (pages with text to find whose recall is below :data:`LOW_RECALL`),
    ``ms_median``, ``ms_mean`` (time per page from raw bytes, parse included; a baseline's
    separate title step, see :mod:`webextract.evaluate.baselines`, is not timed) and
    ``failed`` (pages whose extraction raised; they count as empty extractions).
    """
    if method != "twcem":
        raise ValueError(f"unknown article method {method!r}")
    options = dict(options or {})
    mode = options.get("mode", "default")
    systems: list[tuple[str, System]] = [
        (f"twcem[{mode}]", twcem_system(mode, **options.get("extract_options", {})))
    ]
    if baselines:
        from webextract.evaluate.baselines import load_baseline

        systems.extend((name, load_baseline(name)) for name in baselines)
    tallies = [_Tally(name) for name, _ in systems]
    wrap: Callable[[Any], Iterable[Any]] = options.get("progress") or (lambda x: x)
    for page in wrap(pages):
        data = page.read()
        gold_text = page.truth.get("text") or ""
        gold_title = page.truth.get("title")
        for (name, system), tally in zip(systems, tallies):
            start = time.perf_counter()
            try:
                title, text = system(data)
            except Exception as exc:  # noqa: BLE001 - a failed page is an empty extraction
                title, text = None, ""
                tally.failures += 1
                tally.errors[type(exc).__name__] += 1
            tally.times_ms.append((time.perf_counter() - start) * 1000.0)
            title_of = getattr(system, "title_of", None)
            if title_of is not None and gold_title:
                try:
                    title = title_of(data)
                except Exception:  # noqa: BLE001 - no title is a wrong title
                    title = None
            tally.counts.append(shingle_match(gold_text, text))
            if gold_title:
                tally.titles.append(title_similarity(gold_title, title))
    return [t.row() for t in tallies]
