"""Helpers shared by the sub-commands: input expansion, output rows, progress, errors."""

from __future__ import annotations

import csv
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, TextIO

#: Page file suffixes read from a folder.
PAGE_SUFFIXES = (".html", ".htm")
#: Folders with more pages than this get a progress bar on stderr.
PROGRESS_MIN_PAGES = 5


class UsageError(Exception):
    """Bad command-line use: reported on stderr with exit status 2."""


@dataclass
class Source:
    """One input page: its display name (path or ``-``) and how to read its bytes; a page
    of an archive carries its bytes, URL and Content-Type."""

    name: str
    path: Path | None  # None for standard input (or a page of an archive)
    url: str | None = None
    content_type: str | None = None
    data: bytes | None = None

    def read(self) -> bytes:
        """Return the raw bytes of the page (standard input is read once)."""
        if self.data is not None:
            return self.data
        if self.path is None:
            return sys.stdin.buffer.read()
        return self.path.read_bytes()


def expand_inputs(paths: Iterable[str]) -> list[Source]:
    """Turn command-line PATH arguments into page sources, in the order given.

    A file is itself; a folder gives its ``*.html``/``*.htm`` files sorted by name; ``-`` is
    standard input.  A path that does not exist stays in the list (its read fails and the
    page gets an error line), so one bad path never hides the others.
    """
    sources: list[Source] = []
    for raw in paths:
        if raw == "-":
            sources.append(Source("-", None))
            continue
        path = Path(raw)
        if path.is_dir():
            files = sorted(
                (p for p in path.iterdir() if p.is_file() and p.suffix.lower() in PAGE_SUFFIXES),
                key=lambda p: p.name,
            )
            sources.extend(Source(str(p), p) for p in files)
        else:
            sources.append(Source(raw, path))
    return sources


def progress(items: Iterable[Any], desc: str) -> Iterable[Any]:
    """Wrap a list in a stderr progress bar when it is long (any other iterable, whose
    length is unknown, in a counting one)."""
    if isinstance(items, list) and len(items) <= PROGRESS_MIN_PAGES:
        return items
    try:
        from tqdm import tqdm
    except ImportError:  # pragma: no cover - tqdm is a dependency
        return items
    return tqdm(items, desc=desc, unit="page", file=sys.stderr, leave=False, mininterval=0.5)


def open_output(path: str | None) -> TextIO:
    """Open ``-o FILE`` for writing as UTF-8 text, or return standard output."""
    if not path or path == "-":
        return sys.stdout
    return open(path, "w", encoding="utf-8", newline="")


class RowWriter:
    """Writes result rows as JSON lines or CSV, flushing each row so nothing is lost.

    For CSV the columns are fixed by ``columns``; nested values (lists, dicts) are written
    as JSON strings in their cell.
    """

    def __init__(self, out: TextIO, fmt: str, columns: list[str]):
        self.out = out
        self.fmt = fmt
        self.columns = columns
        self._csv = None
        if fmt == "csv":
            self._csv = csv.DictWriter(out, fieldnames=columns, extrasaction="ignore")
            self._csv.writeheader()

    def write(self, row: dict[str, Any]) -> None:
        """Write one row."""
        if self._csv is not None:
            flat = {
                k: (json.dumps(v, ensure_ascii=False) if isinstance(v, (list, dict)) else v)
                for k, v in row.items()
            }
            self._csv.writerow(flat)
        else:
            self.out.write(json.dumps(row, ensure_ascii=False) + "\n")
        self.out.flush()


def run_over_pages(
    sources: Iterable[Source],
    handle: Callable[[Source, bytes], dict[str, Any]],
    writer: RowWriter,
    desc: str,
) -> int:
    """Apply ``handle`` to every page in order, writing one row per page.

    A page whose handler raises gets ``{"source": ..., "error": "<reason>"}`` on its row
    and a message on stderr; the others are still processed.  Returns the exit status:
    0 when every page succeeded, 1 otherwise.
    """
    status = 0
    for source in progress(sources, desc):
        try:
            data = source.read()
            row = handle(source, data)
        except Exception as exc:  # noqa: BLE001 - every failure becomes an error row
            reason = error_reason(exc)
            where = f"{source.name} ({source.url})" if source.url else source.name
            print(f"webextract: {where}: {reason}", file=sys.stderr)
            writer.write({"source": source.name, **({"url": source.url} if source.url else {}), "error": reason})
            status = 1
            continue
        writer.write(row)
    return status


def error_reason(exc: BaseException) -> str:
    """A one-line reason for an exception, suitable for an error row."""
    if isinstance(exc, FileNotFoundError):
        return "no such file"
    if isinstance(exc, IsADirectoryError):
        return "is a directory"
    if isinstance(exc, PermissionError):
        return "permission denied"
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
