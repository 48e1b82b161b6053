"""``webextract inm``: INM insert statements (WEB-UIE Figure 8) from a crawl's feed.

Contract: ``webextract inm [--format statements|jsonl|csv] [-o FILE] FEED.jsonl...``
(``-`` reads standard input). Each feed line is a JSON object: a relation record
(``"type": "relation"``) or a college, department or faculty item, whose relations are
derived with :func:`webextract.relations.inm.relations_for`; other item types (pages,
articles) are skipped. Output: the insert statements, one per line (default), or the
relation records as JSON lines or CSV. A line that is not JSON or not a valid record gets
``webextract inm: FILE:LINE: reason`` on standard error and the exit status becomes 1;
the other lines are still used. A feed that cannot be read is reported the same way.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from typing import Any, Iterator

from webextract.cli.common import RowWriter, error_reason, open_output
from webextract.items import Relation
from webextract.relations.inm import insert_statements, relation_from_dict, relations_for

#: CSV columns of relation records.
RELATION_COLUMNS = ["relation", "subject_type", "subject", "object_type", "object", "role", "attributes"]
#: Item types whose relations are derived.
DERIVED = ("college", "department", "faculty")


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Register ``inm``."""
    p = sub.add_parser("inm", help="INM insert statements (or relation records) from a university feed")
    p.add_argument("feeds", nargs="+", metavar="FEED", help="JSON-lines feed of a university crawl, or -")
    p.add_argument(
        "--format", choices=("statements", "jsonl", "csv"), default="statements",
        help="insert statements (default) or the relation records as JSON lines or CSV",
    )
    p.add_argument("-o", "--output", help="write here instead of standard output")
    p.set_defaults(run=run)


def _lines(name: str) -> Iterator[tuple[int, str]]:
    if name == "-":
        for n, line in enumerate(sys.stdin, 1):
            yield n, line
        return
    with open(name, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            yield n, line


def read_relations(feeds: list[str], errors: list[str]) -> list[Relation]:
    """Relations of the feeds, in feed order; problems are appended to ``errors`` as
    ``FILE:LINE: reason`` (``FILE: reason`` for a feed that cannot be read)."""
    out: list[Relation] = []
    for name in feeds:
        try:
            for n, line in _lines(name):
                line = line.strip()
                if not line:
                    continue
                try:
                    row = json.loads(line)
                    if not isinstance(row, dict):
                        raise ValueError("not a JSON object")
                    kind = row.get("type")
                    if kind == "relation":
                        out.append(relation_from_dict(row))
                    elif kind in DERIVED:
                        out.extend(relations_for(row))
                except Exception as exc:  # noqa: BLE001 - every bad line is reported
                    errors.append(f"{name}:{n}: {error_reason(exc)}")
        except (OSError, UnicodeDecodeError) as exc:
            errors.append(f"{name}: {error_reason(exc)}")
    return out


def run(args: argparse.Namespace) -> int:
    """Run ``inm``; returns the exit status (0, or 1 when some line or feed failed)."""
    errors: list[str] = []
    relations = read_relations(args.feeds, errors)
    # A feed holding both items and the relations derived from them lists each relation twice.
    seen: set[str] = set()
    unique: list[Relation] = []
    for r in relations:
        key = json.dumps(dataclasses.asdict(r), sort_keys=True, ensure_ascii=False)
        if key not in seen:
            seen.add(key)
            unique.append(r)
    out = open_output(args.output)
    try:
        if args.format == "statements":
            for stmt in insert_statements(unique):
                out.write(stmt + "\n")
        else:
            writer = RowWriter(out, args.format, RELATION_COLUMNS)
            for r in unique:
                row: dict[str, Any] = {c: getattr(r, c) for c in RELATION_COLUMNS}
                writer.write(row)
        out.flush()
    finally:
        if out is not sys.stdout:
            out.close()
    for e in errors:
        print(f"webextract inm: {e}", file=sys.stderr)
    return 1 if errors else 0
