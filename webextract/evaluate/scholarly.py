"""Scholarly-field metrics and the dataset runner behind ``webextract eval --method vbptc``.

The labelled pages (``journals/``: ``pages/<id>.html`` + ``truth.jsonl`` with title,
authors, doi, volume, issue, date/date_iso, keywords, abstract, n_references, publisher)
are scored on copies with every ``<meta>`` and ``<script type="application/ld+json">``
removed (:func:`strip_metadata`: the ``<title>`` stays; the copy is UTF-8 with a
``<meta charset="utf-8">``), so an extractor cannot read the labels' own source.

Field scores (VB-PTC eq. 6-8 for the text fields, LCS over word tokens):

* title, authors, abstract: token-LCS F1 (case-folded word tokens; authors are the names in
  order, a "Last, First" name read as "First Last");
* doi (case-insensitive, as DOIs are), volume, issue: exact match (dashes unified);
* date: the predicted ISO date agrees with ``date_iso`` to the truth's precision;
* keywords: set F1 (case-folded);
* references: count ratio min(predicted, true) / max(predicted, true).

A page's score is the mean over the fields its truth has (eq. 9); the set's score is the
mean over pages.  Each field's mean is over the pages that have it.
"""

from __future__ import annotations

import re
import statistics
import time
from collections import Counter, defaultdict
from typing import Any, Callable, Iterable

import lxml.html

from webextract.dom import parse_html
from webextract.evaluate.dataset import LabelledPage
from webextract.text.lcs import lcs_length
from webextract.text.tokens import tokenize_lower

#: Scored fields, in table order.
SCORED_FIELDS = ("title", "authors", "abstract", "doi", "volume", "issue", "date", "keywords",
                 "references")
_DASHES = re.compile(r"[\u2010-\u2015\u2212]")


def strip_metadata(data: bytes) -> bytes:
    """A copy of a page without ``<meta>`` and JSON-LD, as UTF-8 with ``<meta charset>``.

    Input: the raw page bytes in any encoding.  Output: the serialised copy.
    """
    root = parse_html(data)
    for el in list(root.iter("meta")):
        el.drop_tree()
    for el in list(root.iter("script")):
        if (el.get("type") or "").strip().lower() == "application/ld+json":
            el.drop_tree()
    head = root.find("head")
    if head is None:
        head = lxml.html.Element("head")
        root.insert(0, head)
    charset = lxml.html.Element("meta")
    charset.set("charset", "utf-8")
    head.insert(0, charset)
    return b"<!DOCTYPE html>\n" + lxml.html.tostring(root, encoding="utf-8")


def lcs_f1(true: str | None, pred: str | None) -> float:
    """Token-LCS F1 of two texts (VB-PTC eq. 6-8): case-folded word tokens."""
    t, p = tokenize_lower(true), tokenize_lower(pred)
    if not t or not p:
        return 0.0
    return _f1(lcs_length(t, p), len(t), len(p))


def author_text(names: Iterable[Any]) -> str:
    """Author names as one text, in order; ``"Last, First"`` read as ``"First Last"``."""
    out = []
    for name in names or ():
        if isinstance(name, dict):
            name = name.get("name") or ""
        name = str(name)
        if name.count(",") == 1:
            last, first = (x.strip() for x in name.split(","))
            if first and last:
                name = f"{first} {last}"
        out.append(name)
    return " ".join(out)


def _same(a: Any, b: Any) -> bool:
    def norm(v: Any) -> str:
        return _DASHES.sub("-", re.sub(r"\s+", "", str(v))).casefold()
    return a is not None and b is not None and norm(a) == norm(b)


def date_agrees(true_iso: str, pred: str | None) -> bool:
    """True when a predicted ISO date equals the true one to the true one's precision."""
    if not pred:
        return False
    return pred[:len(true_iso)] == true_iso


def set_f1(true: Iterable[str], pred: Iterable[str]) -> float:
    """F1 of two sets of strings, case-folded."""
    t = {x.strip().casefold() for x in true if x and x.strip()}
    p = {x.strip().casefold() for x in pred if x and x.strip()}
    if not t or not p:
        return 0.0
    return _f1(len(t & p), len(t), len(p))


def _f1(common: int, n_true: int, n_pred: int) -> float:
    """F1 of ``common`` items found among ``n_pred`` predicted and ``n_true`` true."""
    if not common:
        return 0.0
    precision, recall = common / n_pred, common / n_true
    return 2 * precision * recall / (precision + recall)


def truth_fields(truth: dict[str, Any]) -> list[str]:
    """The scored fields a truth row has."""
    have = []
    for name in SCORED_FIELDS:
        key = {"date": "date_iso", "references": "n_references"}.get(name, name)
        value = truth.get(key)
        if value not in (None, "", [], 0):
            have.append(name)
    return have


def score_page(truth: dict[str, Any], pred: dict[str, Any]) -> dict[str, float]:
    """Score of each field a truth row has, for a prediction dict with the
    :class:`~webextract.items.ScholarlyArticle` field names."""
    scores: dict[str, float] = {}
    for name in truth_fields(truth):
        if name == "title":
            s = lcs_f1(truth["title"], pred.get("title"))
        elif name == "authors":
            s = lcs_f1(author_text(truth["authors"]), author_text(pred.get("authors") or ()))
        elif name == "abstract":
            s = lcs_f1(truth["abstract"], pred.get("abstract"))
        elif name in ("doi", "volume", "issue"):
            s = float(_same(truth[name], pred.get(name)))
        elif name == "date":
            s = float(date_agrees(truth["date_iso"], pred.get("published")))
        elif name == "keywords":
            s = set_f1(truth["keywords"], pred.get("keywords") or ())
        else:
            n_true, n_pred = int(truth["n_references"]), len(pred.get("references") or ())
            s = min(n_true, n_pred) / max(n_true, n_pred) if n_pred else 0.0
        scores[name] = s
    return scores


# ----------------------------------------------------------------------------- systems
#: A system under evaluation: page bytes (already stripped) -> prediction dict.
System = Callable[[bytes], dict[str, Any]]


def vbptc_system(meta: bool = False, **options: Any) -> System:
    """VB-PTC as an evaluation system (parse included)."""
    from dataclasses import asdict

    from webextract.extract.vbptc import extract_scholarly

    def run(data: bytes) -> dict[str, Any]:
        return asdict(extract_scholarly(data, meta=meta, **options))

    return run


def trafilatura_system() -> System:
    """trafilatura's metadata extractor (title, author, date) as a baseline."""
    from trafilatura.metadata import extract_metadata

    from webextract.dom import decode_html

    def run(data: bytes) -> dict[str, Any]:
        html, _ = decode_html(data)
        doc = extract_metadata(html)
        if doc is None:
            return {}
        authors = [a.strip() for a in (doc.author or "").split(";") if a.strip()]
        return {"title": doc.title, "authors": authors, "published": doc.date}

    return run


#: Baselines of ``webextract eval --method vbptc --baseline NAME``.
BASELINES: dict[str, Callable[[], System]] = {"trafilatura": trafilatura_system}


def evaluate_dataset(
    pages: list[LabelledPage],
    *,
    method: str = "vbptc",
    baselines: Iterable[str] = (),
    options: dict[str, Any] | None = None,
) -> list[dict[str, Any]]:
    """Score VB-PTC (and baselines) on labelled journal pages, meta tags stripped.

    Input: pages of a dataset folder; baseline names (:data:`BASELINES`); ``options``:
    ``extract_options`` (keyword options of :func:`extract_scholarly`), ``mode``
    (``"visual"``, the default: every system gets the copies without meta tags and VB-PTC
    reads the visual blocks alone; ``"meta"``: the pages as saved, meta tags read), ``by`` (a
    truth key to break scores down by, default ``publisher``), ``progress``.  Output: one row per
    system with ``system``, ``pages``, ``mean`` (mean page score), one column per field,
    ``ms_median`` (per page, parse included) and ``failed``; then one row per system and
    group (``system`` = ``name/group``).
    """
    if method != "vbptc":
        raise ValueError(f"unknown scholarly method {method!r}")
    options = dict(options or {})
    mode = options.get("mode") or "visual"
    if mode not in ("visual", "meta"):
        raise ValueError(f"unknown vbptc evaluation mode {mode!r} (visual or meta)")
    with_meta = mode == "meta"
    systems: list[tuple[str, System]] = [
        (f"vbptc[{mode}]", vbptc_system(meta=with_meta, **options.get("extract_options", {})))]
    for name in baselines:
        try:
            factory = BASELINES[name]
        except KeyError:
            raise ValueError(f"unknown baseline {name!r} (choose from {', '.join(BASELINES)})")
        try:
            systems.append((name, factory()))
        except ImportError as exc:
            raise ImportError(f"baseline {name!r} needs {exc.name}: pip install -e \".[bench]\"") from exc
    by = options.get("by", "publisher")
    wrap: Callable[[Any], Iterable[Any]] = options.get("progress") or (lambda x: x)
    per_system: list[list[tuple[str, dict[str, float]]]] = [[] for _ in systems]
    times: list[list[float]] = [[] for _ in systems]
    failures: list[Counter] = [Counter() for _ in systems]
    for page in wrap(pages):
        data = page.read() if with_meta else strip_metadata(page.read())
        group = str(page.truth.get(by) or "-")
        for k, (_, system) in enumerate(systems):
            start = time.perf_counter()
            try:
                pred = system(data)
            except Exception as exc:  # noqa: BLE001 - a failed page scores as empty
                pred = {}
                failures[k][type(exc).__name__] += 1
            times[k].append((time.perf_counter() - start) * 1000.0)
            per_system[k].append((group, score_page(page.truth, pred)))
    rows = []
    for k, (name, _) in enumerate(systems):
        rows.append(_row(name, per_system[k], times[k], failures[k]))
    for k, (name, _) in enumerate(systems):
        groups: dict[str, list[tuple[str, dict[str, float]]]] = defaultdict(list)
        for group, scores in per_system[k]:
            groups[group].append((group, scores))
        for group in sorted(groups):
            rows.append(_row(f"{name}/{group}", groups[group], None, None))
    return rows


def _row(name: str, scored: list[tuple[str, dict[str, float]]], times: list[float] | None,
         failures: Counter | None) -> dict[str, Any]:
    page_means = [statistics.fmean(s.values()) for _, s in scored if s]
    row: dict[str, Any] = {"system": name, "pages": len(scored),
                           "mean": round(statistics.fmean(page_means), 4) if page_means else None}
    for field in SCORED_FIELDS:
        values = [s[field] for _, s in scored if field in s]
        row[field] = round(statistics.fmean(values), 3) if values else None
    if times is not None:
        row["ms_median"] = round(statistics.median(times), 2) if times else None
        row["failed"] = sum(failures.values()) if failures else 0
    return row
