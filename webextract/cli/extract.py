"""``webextract extract``: run one extractor over saved pages and archived crawls.

Contract: ``webextract extract --method METHOD --format jsonl|csv [-o FILE] [--url URL]
PATH...``; one row per input page, in input order, ``{"source", "url", "method", ...}``
plus the method's fields; a failed page gives ``{"source", "error"}``.  A ``.warc`` or
``.warc.gz`` PATH gives one row per HTML response record, its URL from the record; the
records it skips (:mod:`webextract.warc`) are counted in a summary line on stderr.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Callable, Iterator

from webextract.cli.common import (
    RowWriter,
    Source,
    UsageError,
    expand_inputs,
    open_output,
    run_over_pages,
)
from webextract import methods
from webextract.dom import parse_html
from webextract.methods import METHODS, page_row
from webextract.warc import WarcCounts, is_warc, read_pages


def load_method(name: str) -> Callable[..., dict[str, Any]]:
    """Import and return the row function of an extraction method (:data:`METHODS`)."""
    try:
        return methods.load_method(name)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


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


def warc_sources(path: str, archives: dict[str, WarcCounts]) -> Iterator[Source]:
    """The HTML pages of one WARC file as sources (read as the rows are written), its
    counts in ``archives[path]``; a file that cannot be opened is one source whose read
    fails with the reason (and has no counts)."""
    counts = archives[path] = WarcCounts()
    try:
        pages = read_pages(path, counts)
        first = next(pages, None)
    except OSError:
        del archives[path]
        yield Source(path, Path(path))  # its read fails again: the error row names the reason
        return
    if first is None:
        return
    yield Source(path, None, first.url, first.content_type, first.body)
    for page in pages:
        yield Source(path, None, page.url, page.content_type, page.body)


def all_sources(paths: list[str], archives: dict[str, WarcCounts]) -> Iterator[Source]:
    """Every input page in order: saved pages (files, folders, ``-``) and the HTML pages
    of WARC files (their counts go into ``archives``)."""
    for path in paths:
        if is_warc(path) and not Path(path).is_dir():
            yield from warc_sources(path, archives)
        else:
            yield from expand_inputs([path])


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Register ``extract``."""
    p = sub.add_parser("extract", help="extract from saved HTML pages (files, folders, -) and WARC files")
    p.add_argument("paths", nargs="+", metavar="PATH",
                   help="HTML file, folder of *.html/*.htm, .warc/.warc.gz archive, or -")
    p.add_argument("--method", default="twcem", help=f"one of: {', '.join(METHODS)} (default twcem)")
    p.add_argument("--format", choices=("jsonl", "csv"), default="jsonl")
    p.add_argument("-o", "--output", help="write here instead of standard output")
    p.add_argument("--url", help="the pages' URL (resolves relative links; copied to each row); "
                                 "a WARC record's own URL wins")
    p.add_argument("--no-meta", action="store_true",
                   help="vbptc: do not read meta tags or JSON-LD (the visual method alone)")
    p.add_argument("--site", action="store_true",
                   help="vbptc: the inputs are pages of one site: remove the site's template "
                        "(hash trees, VB-PTC §IV.B) before extracting")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run ``extract``; returns the exit status."""
    try:
        extract = load_method(args.method)
    except UsageError as exc:
        print(f"webextract extract: {exc}", file=sys.stderr)
        return 2
    columns = ["source", "url", "method", *METHODS[args.method][1], "error"]
    archives: dict[str, WarcCounts] = {}
    if not any(is_warc(p) for p in args.paths):
        sources: Any = expand_inputs(args.paths)
        if not sources:
            print("webextract extract: no HTML pages in the given paths", file=sys.stderr)
            return 2
    else:
        sources = all_sources(args.paths, archives)

    options: dict[str, Any] = {}
    if args.method == "vbptc":
        options["meta"] = not args.no_meta
        if args.site:
            from webextract.denoise.hashtree import SiteTemplate

            options["template"] = SiteTemplate()
            # primed with the saved pages given (a WARC's pages are read as they come)
            _prime_template(options["template"], expand_inputs([p for p in args.paths if not is_warc(p)]),
                            args.url)

    def handle(source: Source, data: bytes) -> dict[str, Any]:
        url = source.url or args.url
        return {"source": source.name, **page_row(args.method, extract, data, url, source.content_type, **options)}

    out = open_output(args.output)
    try:
        status = run_over_pages(sources, handle, RowWriter(out, args.format, columns), "extract")
    finally:
        if out is not sys.stdout:
            out.close()
    for path, counts in archives.items():
        print(f"webextract extract: {path}: {counts.summary()}", file=sys.stderr)
    return status
