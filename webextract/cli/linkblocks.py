"""``webextract linkblocks``: logical link blocks of saved pages (Wang et al. 2015, 001).

Contract: ``webextract linkblocks PAGE... [--distance text|code] [--ct N] [--dt N] [-o FILE]``;
one JSON line per page, in input order: ``{"source", "distance", "ct", "dt", "page_links",
"block_links", "lcr", "ccr", "page_length", "blocks": [{"start", "end", "links"}]}`` with
character offsets into the decoded page; a failed page gives ``{"source", "error"}`` and the
exit status 1, the other pages still go on.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from webextract.cli.common import RowWriter, Source, expand_inputs, open_output, run_over_pages
from webextract.denoise.linkblocks import C_T, D_T_CODE, D_T_TEXT, find_link_blocks

COLUMNS = [
    "source", "distance", "ct", "dt", "page_links", "block_links", "lcr", "ccr",
    "page_length", "blocks", "error",
]


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Register ``linkblocks``."""
    p = sub.add_parser("linkblocks", help="find logical link blocks in saved HTML pages")
    p.add_argument("paths", nargs="+", metavar="PAGE", help="HTML file, folder of *.html/*.htm, or -")
    p.add_argument("--distance", choices=("text", "code"), default="text",
                   help="link distance: text units (Def. 2) or code characters (Def. 1)")
    p.add_argument("--ct", type=int, default=C_T, help=f"C_t, least links of a block (default {C_T})")
    p.add_argument("--dt", type=int, default=None,
                   help=f"d_t, every gap must be below it (default {D_T_TEXT} text, {D_T_CODE} code)")
    p.add_argument("-o", "--output", help="write here instead of standard output")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run ``linkblocks``; returns the exit status."""
    if args.ct < 1 or (args.dt is not None and args.dt < 1):
        print("webextract linkblocks: --ct and --dt must be at least 1", file=sys.stderr)
        return 2
    sources = expand_inputs(args.paths)
    if not sources:
        print("webextract linkblocks: no HTML pages in the given paths", file=sys.stderr)
        return 2

    def handle(source: Source, data: bytes) -> dict[str, Any]:
        result = find_link_blocks(data, distance=args.distance, c_t=args.ct, d_t=args.dt)
        return {
            "source": source.name,
            "distance": result.distance,
            "ct": result.c_t,
            "dt": result.d_t,
            "page_links": result.page_links,
            "block_links": result.block_links,
            "lcr": round(result.lcr, 6),
            "ccr": round(result.ccr, 6),
            "page_length": result.page_length,
            "blocks": [{"start": b.start, "end": b.end, "links": b.links} for b in result.blocks],
        }

    out = open_output(args.output)
    try:
        return run_over_pages(sources, handle, RowWriter(out, "jsonl", COLUMNS), "linkblocks")
    finally:
        if out is not sys.stdout:
            out.close()
