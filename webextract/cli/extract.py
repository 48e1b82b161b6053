"""``webextract extract``: run one extractor over saved pages.

Contract: ``webextract extract --method METHOD --format jsonl|csv [-o FILE] [--url URL]
PATH...``; one row per input page, in input order, ``{"source", "url", "method", ...}``
plus the method's fields; a failed page gives ``{"source", "error"}``.
"""

from __future__ import annotations

import argparse
import importlib
from typing import Any, Callable

from webextract.cli.common import (
    RowWriter,
    Source,
    UsageError,
    expand_inputs,
    open_output,
    run_over_pages,
)
from webextract.dom import parse_html

#: Extraction methods: name -> ("module:function", CSV columns after source/url/method).
#: The function takes ``(root, url)`` (the parsed page, its URL or None) and returns the
#: method's fields as a JSON-ready dict.
METHODS: dict[str, tuple[str, list[str]]] = {
    "twcem": ("webextract.extract.twcem:extract_fields", ["title", "text"]),
    "stem": ("webextract.extract.stem:extract_fields", ["regions"]),
    "vbptc": ("webextract.extract.vbptc:extract_fields",
              ["title", "authors", "abstract", "keywords", "doi", "volume", "issue", "published",
               "references", "provenance"]),
}


def load_method(name: str) -> Callable[..., dict[str, Any]]:
    """Import and return the row function of an extraction method."""
    try:
        target, _ = METHODS[name]
    except KeyError:
        raise UsageError(f"unknown method {name!r} (choose from {', '.join(sorted(METHODS))})")
    module, func = target.split(":")
    try:
        return getattr(importlib.import_module(module), func)
    except (ImportError, AttributeError) as exc:
        raise UsageError(f"method {name!r} is not available: {exc}")


def _prime_template(template: Any, sources: list[Source], url: str | None) -> None:
    """Teach a site template the first two readable pages of ``sources`` (``--site``), so
    every page, the first ones too, is compared with the site's template."""
    from webextract.dom import clean_tree

    roots = []
    for source in sources:
        if source.path is None:
            continue
        try:
            roots.append(clean_tree(parse_html(source.read(), url=url)))
        except Exception:  # noqa: BLE001 - an unreadable page is reported when its turn comes
            continue
        if len(roots) == 2:
            template.learn_pair(*roots)
            return


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Register ``extract``."""
    p = sub.add_parser("extract", help="extract from saved HTML pages (files, folders, -)")
    p.add_argument("paths", nargs="+", metavar="PATH", help="HTML file, folder of *.html/*.htm, or -")
    p.add_argument("--method", default="twcem", help=f"one of: {', '.join(METHODS)} (default twcem)")
    p.add_argument("--format", choices=("jsonl", "csv"), default="jsonl")
    p.add_argument("-o", "--output", help="write here instead of standard output")
    p.add_argument("--url", help="the pages' URL (resolves relative links; copied to each row)")
    p.add_argument("--no-meta", action="store_true",
                   help="vbptc: do not read meta tags or JSON-LD (the visual method alone)")
    p.add_argument("--site", action="store_true",
                   help="vbptc: the inputs are pages of one site: remove the site's template "
                        "(hash trees, VB-PTC §IV.B) before extracting")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run ``extract``; returns the exit status."""
    import sys

    try:
        extract = load_method(args.method)
    except UsageError as exc:
        print(f"webextract extract: {exc}", file=sys.stderr)
        return 2
    columns = ["source", "url", "method", *METHODS[args.method][1], "error"]
    sources = expand_inputs(args.paths)
    if not sources:
        print("webextract extract: no HTML pages in the given paths", file=sys.stderr)
        return 2

    options: dict[str, Any] = {}
    if args.method == "vbptc":
        options["meta"] = not args.no_meta
        if args.site:
            from webextract.denoise.hashtree import SiteTemplate

            options["template"] = SiteTemplate()
            _prime_template(options["template"], sources, args.url)

    def handle(source: Source, data: bytes) -> dict[str, Any]:
        root = parse_html(data, url=args.url)
        row: dict[str, Any] = {"source": source.name, "url": args.url, "method": args.method}
        row.update(extract(root, args.url, **options))
        return row

    out = open_output(args.output)
    try:
        return run_over_pages(sources, handle, RowWriter(out, args.format, columns), "extract")
    finally:
        if out is not sys.stdout:
            out.close()
