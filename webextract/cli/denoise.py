"""``webextract denoise``: remove template and link-cluster noise from saved pages.

Contract: ``webextract denoise --site PAGE... -o DIR [--page-only | --site-only]`` (or the
pages as plain arguments).  The pages given together are one site: the first two are compared
with each other (VB-PTC Algorithm 1) and each later one with the template learned so far;
then link clusters are removed from every page (VB-PTC §IV.C).  Pages are cleaned first
(VB-PTC §IV.A).  Each page's denoised HTML (UTF-8) goes to ``DIR/<file name>``; one JSON line
per page on standard output, in input order: ``{"source", "output", "site", "removed_nodes",
"link_clusters", "denoised"}``; a failed page gives ``{"source", "error"}`` and the exit
status 1, the others still go on.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import lxml.html
from lxml import etree

from webextract.cli.common import RowWriter, Source, error_reason, expand_inputs
from webextract.denoise.hashtree import SiteDenoiseResult, denoise_site
from webextract.denoise.linkclusters import remove_link_clusters
from webextract.dom import clean_tree, parse_html

COLUMNS = ["source", "output", "site", "removed_nodes", "link_clusters", "denoised", "error"]


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Register ``denoise``."""
    p = sub.add_parser("denoise", help="remove site templates and link clusters from saved pages")
    p.add_argument("paths", nargs="*", metavar="PAGE", help="HTML file, folder of *.html/*.htm, or -")
    p.add_argument("--site", nargs="+", metavar="PAGE", default=[],
                   help="pages of one site (the same as giving them as PAGE arguments)")
    p.add_argument("-o", "--output-dir", required=True, metavar="DIR",
                   help="folder receiving each page's denoised HTML under its file name")
    level = p.add_mutually_exclusive_group()
    level.add_argument("--page-only", action="store_true", help="skip the site level (templates)")
    level.add_argument("--site-only", action="store_true", help="skip the page level (link clusters)")
    p.set_defaults(run=run)


def _output_name(source: Source, taken: set[str]) -> str:
    name = Path(source.name).name if source.path is not None else "stdin.html"
    stem, suffix = Path(name).stem, Path(name).suffix or ".html"
    candidate, n = name, 1
    while candidate in taken:
        n += 1
        candidate = f"{stem}-{n}{suffix}"
    taken.add(candidate)
    return candidate


def _serialise(root: lxml.html.HtmlElement) -> bytes:
    head = root.find("head")
    if head is not None and head.find("meta[@charset]") is None:
        head.insert(0, etree.Element("meta", charset="utf-8"))
    return b"<!DOCTYPE html>\n" + lxml.html.tostring(root, encoding="utf-8")


def run(args: argparse.Namespace) -> int:
    """Run ``denoise``; returns the exit status."""
    sources = expand_inputs([*args.paths, *args.site])
    if not sources:
        print("webextract denoise: no HTML pages given", file=sys.stderr)
        return 2
    out_dir = Path(args.output_dir)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"webextract denoise: cannot create {out_dir}: {error_reason(exc)}", file=sys.stderr)
        return 2

    rows: list[dict[str, Any]] = [{} for _ in sources]
    parsed: list[tuple[int, lxml.html.HtmlElement]] = []
    status = 0
    for i, source in enumerate(sources):
        try:
            root = parse_html(source.read())
            clean_tree(root)
            parsed.append((i, root))
        except Exception as exc:  # noqa: BLE001 - every failure becomes an error row
            rows[i] = {"source": source.name, "error": error_reason(exc)}

    site_results: list[SiteDenoiseResult]
    if args.page_only:
        site_results = [SiteDenoiseResult("site_level_off") for _ in parsed]
    else:
        site_results = denoise_site([root for _, root in parsed])

    taken: set[str] = set()
    for (i, root), site in zip(parsed, site_results):
        source = sources[i]
        try:
            clusters = 0 if args.site_only else len(remove_link_clusters(root).removed)
            target = out_dir / _output_name(source, taken)
            target.write_bytes(_serialise(root))
            levels = [lvl for lvl, on in (("site", site.changed), ("page", clusters > 0)) if on]
            rows[i] = {
                "source": source.name,
                "output": str(target),
                "site": site.reason,
                "removed_nodes": site.removed_nodes,
                "link_clusters": clusters,
                "denoised": "+".join(levels) or "none",
            }
        except Exception as exc:  # noqa: BLE001
            rows[i] = {"source": source.name, "error": error_reason(exc)}

    writer = RowWriter(sys.stdout, "jsonl", COLUMNS)
    for row in rows:
        if "error" in row:
            print(f"webextract denoise: {row['source']}: {row['error']}", file=sys.stderr)
            status = 1
        writer.write(row)
    return status
