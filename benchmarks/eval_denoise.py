"""Measure webextract's noise removal on labelled pages.

    python benchmarks/eval_denoise.py records  [--data DIR] [--set SET] [--levels site|page|both]
    python benchmarks/eval_denoise.py articles [--data DIR]   # page level on l3s-gn1, cleaneval
    python benchmarks/eval_denoise.py twcem    [--data DIR]   # TWCEM F1 with / without page level
    python benchmarks/eval_denoise.py blocks   [--data DIR]   # logical link blocks, 001 grids
    python benchmarks/eval_denoise.py stem     [--data DIR]   # STEM records with / without site level
    python benchmarks/eval_denoise.py twcem-site [--data DIR] # TWCEM with / without site level

``--data`` is the folder holding ``records/`` and ``articles/`` (default ``../shared/data``
next to the repository).  Tokens are lower-cased ``\\w+`` runs, counted as multisets.

records: pages are grouped by site (category + site of their id), cleaned (VB-PTC §IV.A) and
denoised together (:func:`webextract.denoise.denoise_site`).  Per page: *kept* = share of the
true records' key tokens (each record's longest field) present in the page text before that
are still present after; *noise gone* = share of the text tokens that belong to no record
(page tokens minus the records' tokens) removed.  Reported per category (means over pages).

articles: page-level link-cluster removal (VB-PTC §IV.C) on cleaned pages; *kept* = share of
the gold text tokens present in the page before that are still there after (mean over pages
and over all tokens), *noise gone* as above with the gold text in place of the records.

twcem / twcem-site: TWCEM's shingle F1 on the raw page (``without``), the cleaned page
(``clean``), the cleaned page denoised (``with``) and the same with removal markers left in
place of what was removed (``with_markers``, ``marker=True``: what the crawl pipeline does).

blocks: logical link blocks (001) on the raw pages of l3s-gn1 (content pages) and of
estuka-2017-dev (result-list pages); share of the gold article tokens of the page text that
lie outside every block; LCR, CCR and blocks per page over the paper's grids.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter, defaultdict
from pathlib import Path

from webextract.denoise.hashtree import SiteDenoiseResult, denoise_site
from webextract.denoise.linkblocks import find_link_blocks, page_text, remove_spans
from webextract.denoise.linkclusters import remove_link_clusters
from webextract.dom import clean_tree, head_metadata, parse_html
from webextract.evaluate.dataset import read_dataset
from webextract.evaluate.records import tokens

DEFAULT_DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data"


def _text(root) -> str:
    body = root.find("body")
    node = body if body is not None else root
    return " ".join(node.itertext())


def _bag(text: str) -> Counter:
    return Counter(tokens(text))


def _share_kept(wanted: Counter, before: Counter, after: Counter) -> float | None:
    present = wanted & before
    total = sum(present.values())
    if not total:
        return None
    return sum((present & after).values()) / total


def _share_gone(wanted: Counter, before: Counter, after: Counter) -> float | None:
    noise_before = before - wanted
    total = sum(noise_before.values())
    if not total:
        return None
    return 1 - sum((after - wanted).values()) / total


def _mean(values) -> float:
    values = [v for v in values if v is not None]
    return round(statistics.fmean(values), 4) if values else float("nan")


def eval_records(data: Path, records_set: Path | None = None, levels: str = "site") -> dict:
    """``levels``: ``site`` (the hash tree alone), ``page`` (link clusters alone) or
    ``both`` (site level, then link clusters: what ``webextract denoise --site`` does with
    its defaults)."""
    pages = read_dataset(records_set or data / "records" / "estuka-2017-dev")
    by_site: dict[str, list] = defaultdict(list)
    for page in pages:
        category, site, _ = page.id.split("__", 2)
        by_site[f"{category}__{site}"].append(page)
    per_cat: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    worst: list[tuple[float, str]] = []
    per_site: dict[str, list] = defaultdict(list)
    times = []
    for site, group in sorted(by_site.items()):
        roots = []
        for page in group:
            root = parse_html(page.read())
            clean_tree(root)
            roots.append(root)
        befores = [_bag(_text(r)) for r in roots]
        t0 = time.perf_counter()
        if levels == "page":
            results = [SiteDenoiseResult("site_level_off") for _ in roots]
        else:
            results = denoise_site(roots)
        if levels != "site":
            for root in roots:
                remove_link_clusters(root)
        times.append((time.perf_counter() - t0) * 1000 / len(roots))
        for page, root, before, result in zip(group, roots, befores, results):
            after = _bag(_text(root))
            keys: Counter = Counter()
            record_tokens: Counter = Counter()
            for rec in page.truth.get("records", []):
                fields = [f for f in rec.get("fields") or [] if f and f.strip()]
                key_text = max(fields, key=len) if fields else rec.get("text", "")
                keys.update(tokens(key_text))
                record_tokens.update(tokens(rec.get("text", "") + " " + " ".join(fields)))
            kept = _share_kept(keys, before, after)
            gone = _share_gone(record_tokens, before, after)
            cat = site.split("__")[0]
            per_cat[cat]["kept"].append(kept)
            per_cat[cat]["gone"].append(gone)
            per_cat[cat]["reason"].append(result.reason)
            if kept is not None:
                worst.append((kept, page.id))
                per_site[site].append(kept)
    rows = {}
    for cat, v in sorted(per_cat.items()):
        rows[cat] = {
            "pages": len(v["kept"]),
            "key_tokens_kept": _mean(v["kept"]),
            "min_kept": round(min(k for k in v["kept"] if k is not None), 4),
            "pages_kept_ge_98": sum(1 for k in v["kept"] if k is not None and k >= 0.98),
            "nonrecord_gone": _mean(v["gone"]),
            "reasons": dict(Counter(v["reason"])),
        }
    all_kept = [k for v in per_cat.values() for k in v["kept"]]
    all_gone = [g for v in per_cat.values() for g in v["gone"]]
    return {
        "per_category": rows,
        "all": {
            "pages": len(all_kept),
            "key_tokens_kept": _mean(all_kept),
            "pages_kept_ge_98": sum(1 for k in all_kept if k is not None and k >= 0.98),
            "nonrecord_gone": _mean(all_gone),
            "removed_nonrecord_share": _mean(all_gone),
            "levels": levels,
            "ms_per_page_median": round(statistics.median(times), 2),
        },
        "sites_under_0995": sum(1 for v in per_site.values() if statistics.fmean(v) < 0.995),
        "worst_sites": sorted((round(statistics.fmean(v), 4), s) for s, v in per_site.items())[:8],
        "worst_pages": sorted(worst)[:8],
    }


def eval_articles(data: Path) -> dict:
    out = {}
    for name in ("l3s-gn1", "cleaneval"):
        pages = read_dataset(data / "articles" / name)
        kept, gone, times = [], [], []
        tot_present = tot_kept = 0
        for page in pages:
            root = parse_html(page.read())
            clean_tree(root)
            gold = _bag(page.truth.get("text", ""))
            before = _bag(_text(root))
            t0 = time.perf_counter()
            remove_link_clusters(root)
            times.append((time.perf_counter() - t0) * 1000)
            after = _bag(_text(root))
            k = _share_kept(gold, before, after)
            kept.append(k)
            gone.append(_share_gone(gold, before, after))
            present = gold & before
            tot_present += sum(present.values())
            tot_kept += sum((present & after).values())
        out[name] = {
            "pages": len(pages),
            "gold_tokens_kept_mean": _mean(kept),
            "gold_tokens_kept_all": round(tot_kept / tot_present, 4) if tot_present else None,
            "pages_kept_ge_99": sum(1 for k in kept if k is not None and k >= 0.99),
            "pages_with_gold": sum(1 for k in kept if k is not None),
            "noise_gone_mean": _mean(gone),
            "ms_per_page_median": round(statistics.median(times), 2),
        }
    return out


def eval_twcem(data: Path) -> dict:
    try:
        from webextract.evaluate.articles import aggregate, shingle_match
        from webextract.extract.twcem import extract
    except ImportError as exc:
        return {"error": f"TWCEM or its metric is not available: {exc}"}
    out = {}
    for name in ("l3s-gn1", "cleaneval"):
        counts: dict[str, list] = {"without": [], "clean": [], "with": [], "with_markers": []}
        for page in read_dataset(data / "articles" / name):
            raw = page.read()
            gold = page.truth.get("text", "")
            for variant in counts:
                root = parse_html(raw)
                head = head_metadata(root)
                if variant != "without":
                    clean_tree(root)
                if variant in ("with", "with_markers"):
                    remove_link_clusters(root, marker=variant == "with_markers")
                try:
                    result = extract(root, url=page.truth.get("url"), head=head)
                    text = result.text
                except Exception:  # noqa: BLE001 - a failure scores as an empty prediction
                    text = ""
                counts[variant].append(shingle_match(gold, text))
        out[name] = {v: {k: round(x, 4) for k, x in aggregate(c).items()} for v, c in counts.items()}
    return out


def eval_stem(data: Path) -> dict:
    """STEM record extraction on estuka-2017-dev: raw pages versus cleaned pages after
    site-level denoising of each site's pages together (the records rule of
    webextract.evaluate.records; frame files are left out of both)."""
    try:
        from webextract.evaluate.records import score_page
        from webextract.extract.stem import extract_records
    except ImportError as exc:
        return {"error": f"STEM or its metric is not available: {exc}"}
    pages = read_dataset(data / "records" / "estuka-2017-dev")
    by_site: dict[str, list] = defaultdict(list)
    for page in pages:
        category, site, _ = page.id.split("__", 2)
        by_site[f"{category}__{site}"].append(page)
    scores: dict[str, list] = {"without": [], "with": []}
    for group in by_site.values():
        raw = [parse_html(p.read()) for p in group]
        denoised = [parse_html(p.read()) for p in group]
        for root in denoised:
            clean_tree(root)
        denoise_site(denoised)
        for variant, roots in (("without", raw), ("with", denoised)):
            for page, root in zip(group, roots):
                try:
                    result = extract_records(root, url=page.truth.get("url"))
                    regions = [[r.text for r in region.records] for region in result.regions]
                except Exception:  # noqa: BLE001 - a failure scores as no records
                    regions = []
                scores[variant].append(score_page(page.truth.get("records") or [], regions)[:2])
    out = {}
    for variant, rows in scores.items():
        precision = statistics.fmean(p for p, _ in rows)
        recall = statistics.fmean(r for _, r in rows)
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        out[variant] = {"precision": round(precision, 4), "recall": round(recall, 4), "f1": round(f1, 4)}
    return out


def eval_twcem_site(data: Path) -> dict:
    """TWCEM on the cleaneval pages whose host has at least two pages in the set: raw pages
    versus cleaned pages denoised site level with the other pages of their host."""
    from urllib.parse import urlparse

    try:
        from webextract.evaluate.articles import aggregate, shingle_match
        from webextract.extract.twcem import extract
    except ImportError as exc:
        return {"error": f"TWCEM or its metric is not available: {exc}"}
    by_host: dict[str, list] = defaultdict(list)
    for page in read_dataset(data / "articles" / "cleaneval"):
        host = urlparse(page.truth.get("url") or "").netloc
        if host:
            by_host[host].append(page)
    counts: dict[str, list] = {"without": [], "clean": [], "with": [], "with_markers": []}
    reasons: Counter = Counter()
    for group in by_host.values():
        if len(group) < 2:
            continue
        raws = [page.read() for page in group]
        heads = []
        roots = []
        marked = []
        for raw in raws:
            root = parse_html(raw)
            heads.append(head_metadata(root))
            roots.append(clean_tree(root))
            marked.append(clean_tree(parse_html(raw)))
        reasons.update(r.reason for r in denoise_site(roots))
        denoise_site(marked, marker=True)
        for page, raw, head, root, root_m in zip(group, raws, heads, roots, marked):
            gold = page.truth.get("text", "")
            plain = parse_html(raw)
            cleaned = clean_tree(parse_html(raw))
            for variant, tree in (("without", plain), ("clean", cleaned), ("with", root),
                                  ("with_markers", root_m)):
                try:
                    text = extract(tree, url=page.truth.get("url"), head=head).text
                except Exception:  # noqa: BLE001
                    text = ""
                counts[variant].append(shingle_match(gold, text))
    out = {v: {k: round(x, 4) for k, x in aggregate(c).items()} for v, c in counts.items()}
    out["pages"] = len(counts["with"])
    out["site_level"] = dict(reasons)
    return out


TEXT_GRID = list(range(5, 65, 5))
CODE_GRID = list(range(10, 130, 10))
CT_GRID = list(range(2, 13))


def _grid_rows(sources, runs) -> list[dict]:
    rows = []
    for distance, c_t, d_t in runs:
        lcr, ccr, nblocks = [], [], []
        for source in sources:
            r = find_link_blocks(source, distance=distance, c_t=c_t, d_t=d_t)
            if r.page_links:
                lcr.append(r.lcr)
            ccr.append(r.ccr)
            nblocks.append(len(r.blocks))
        rows.append({
            "distance": distance, "ct": c_t, "dt": d_t,
            "lcr": _mean(lcr), "ccr": _mean(ccr), "blocks": _mean(nblocks),
        })
    return rows


def eval_blocks(data: Path) -> dict:
    import lxml.html

    articles = read_dataset(data / "articles" / "l3s-gn1")
    sources = [page_text(p.read()) for p in articles]
    outside = []
    for page, source in zip(articles, sources):
        result = find_link_blocks(source, distance="text", c_t=3, d_t=40)
        gold = _bag(page.truth.get("text", ""))
        try:
            before = _bag(_text(parse_html(source)))
            after = _bag(_text(parse_html(remove_spans(source, result.blocks))))
        except Exception:  # noqa: BLE001
            continue
        outside.append(_share_kept(gold, before, after))
    del lxml
    lists = [page_text(p.read()) for p in read_dataset(data / "records" / "estuka-2017-dev")]
    runs = (
        [("text", 3, d) for d in TEXT_GRID]
        + [("code", 3, d) for d in CODE_GRID]
        + [("text", c, 40) for c in CT_GRID]
        + [("code", c, 80) for c in CT_GRID]
    )
    total_bytes = sum(len(s.encode("utf-8")) for s in sources)
    speeds = {}
    for distance in ("text", "code"):
        t0 = time.process_time()
        for s in sources:
            find_link_blocks(s, distance=distance)
        speeds[distance] = round(total_bytes / (time.process_time() - t0) / 1e6, 1)
    return {
        "l3s_gold_tokens_outside_blocks_mean": _mean(outside),
        "l3s_pages_ge_95": sum(1 for k in outside if k is not None and k >= 0.95),
        "l3s_pages": sum(1 for k in outside if k is not None),
        "scan_cpu_mb_per_s_l3s": speeds,
        "content_pages_l3s": _grid_rows(sources, runs),
        "list_pages_estuka": _grid_rows(lists, runs),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("records", "articles", "twcem", "twcem-site", "blocks", "stem"))
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--set", type=Path, default=None,
                        help="records: another records dataset folder (ids category__site__query)")
    parser.add_argument("--levels", choices=("site", "page", "both"), default="site",
                        help="records: site level alone (default), link clusters alone, or both "
                             "(what `webextract denoise --site` does)")
    args = parser.parse_args()
    if args.what == "records":
        print(json.dumps(eval_records(args.data, args.set, args.levels), indent=1, ensure_ascii=False))
        return
    fn = {
        "records": eval_records, "articles": eval_articles, "twcem": eval_twcem,
        "blocks": eval_blocks, "stem": eval_stem, "twcem-site": eval_twcem_site,
    }
    print(json.dumps(fn[args.what](args.data), indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
