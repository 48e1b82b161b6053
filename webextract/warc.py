"""Archived crawls: the HTML pages of WARC files (ISO 28500), plain or gzipped.

:func:`read_pages` walks one ``.warc`` or ``.warc.gz`` file (one gzip member per record, as
crawlers write them, or the whole file gzipped) and yields a :class:`WarcPage` for every
``response`` record of an HTML page: its URL (the record's ``WARC-Target-URI``), its body
(the HTTP payload with chunked transfer and gzip/deflate content encodings undone), its
Content-Type and the record's id and date.  Every other record is counted under a reason
in the :class:`WarcCounts` the caller passes:

- ``not_response``: request, metadata, warcinfo, resource and conversion records;
- ``revisit``: revisit records (a page unchanged since an earlier capture: no body here);
- ``not_html``: responses whose type is not HTML (PDF, images, JSON; an untyped or
  ``text/plain`` body counts as HTML when it starts like an HTML document);
- ``http_status``: responses other than 2xx (redirects, errors);
- ``truncated``: a record shorter than its ``Content-Length`` (a file cut off while it was
  written or copied), a record its crawler marked ``WARC-Truncated``, and bytes at the end
  that make no record;
- ``unreadable``: the file is no WARC (counted once).  A file that breaks off where no
  record can be read any more counts one ``truncated`` record; the pages before it are kept.

The reader is warcio: pure Python (nothing to compile), the WARC library of the web
archiving tools (pywb), with a writer the tests use to build archives, and it undoes
chunked transfer and content encodings by itself.  Parsing and extraction cost far more
than reading the archive (docs/scale.md), so a faster C++ reader would not change a batch's
speed.  ``slice_of=(i, n)`` keeps only the records whose place in the file is ``i`` modulo
``n``, so ``n`` workers can share one large file.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator, Optional

from webextract.dom import looks_like_html

#: File names read as WARC archives.
WARC_SUFFIXES = (".warc", ".warc.gz")
#: Reasons a record is skipped, in the order summaries list them.
SKIP_REASONS = ("not_response", "revisit", "not_html", "http_status", "truncated", "unreadable")


def is_warc(path: str | Path) -> bool:
    """True when a path names a WARC file by its suffix."""
    return str(path).lower().endswith(WARC_SUFFIXES)


@dataclass
class WarcPage:
    """One HTML page of an archive: its URL, body bytes, Content-Type, record id and date."""

    url: str
    body: bytes
    content_type: Optional[str]
    record_id: str
    date: Optional[str]


@dataclass
class WarcCounts:
    """Pages read and records skipped, by reason (see the module docstring)."""

    pages: int = 0
    skipped: Counter = field(default_factory=Counter)

    def add(self, other: "WarcCounts") -> None:
        """Add another file's (or slice's) counts to these."""
        self.pages += other.pages
        self.skipped.update(other.skipped)

    def summary(self) -> str:
        """``"12 HTML pages; skipped: 1 revisit, 2 not_html"`` (one line, for stderr)."""
        skipped = ", ".join(f"{self.skipped[r]} {r}" for r in SKIP_REASONS if self.skipped.get(r))
        return f"{self.pages} HTML pages" + (f"; skipped: {skipped}" if skipped else "; nothing skipped")

    def as_dict(self) -> dict[str, int]:
        """``{"pages": n, "skipped/<reason>": n, ...}``."""
        return {"pages": self.pages, **{f"skipped/{r}": n for r, n in sorted(self.skipped.items())}}


def _is_html(content_type: Optional[str], body: bytes) -> bool:
    ctype = (content_type or "").lower()
    if not ctype or ctype.startswith(("application/octet-stream", "text/plain")):
        return looks_like_html(body)
    return "html" in ctype


def read_pages(path: str | Path, counts: Optional[WarcCounts] = None,
               slice_of: tuple[int, int] = (0, 1)) -> Iterator[WarcPage]:
    """Yield the HTML pages of the WARC file at ``path`` in file order.

    Input: a ``.warc`` or ``.warc.gz`` path; ``counts`` (updated as records are read) gets
    the pages and the skipped records by reason; ``slice_of=(i, n)`` keeps the records
    whose index is ``i`` modulo ``n`` (the file's tail and unreadable parts are counted by
    slice 0 only).  Raises ``OSError`` when the file cannot be opened; a file that is no
    WARC, or breaks off, ends the pages with an ``unreadable`` or ``truncated`` count.
    """
    from warcio.archiveiterator import ArchiveIterator

    counts = counts if counts is not None else WarcCounts()
    part, parts = slice_of
    size = Path(path).stat().st_size
    with open(path, "rb") as fh:
        if not _starts_like_warc(fh.read(4096)):
            if part == 0:
                counts.skipped["unreadable"] += 1
            return
        fh.seek(0)
        records = ArchiveIterator(fh)
        index = -1
        end = 0
        try:
            for record in records:
                index += 1
                if index % parts != part:
                    continue
                page = _page(record, counts)
                if page is not None:
                    yield page
            if index >= 0:
                end = records.get_record_offset() + records.get_record_length()
        except Exception:  # noqa: BLE001 - warcio fails in many ways on broken bytes
            # The pages before the break are kept: a file that breaks off after its first
            # record has a truncated record, one without any record is no WARC.
            if part == 0:
                counts.skipped["truncated" if index >= 0 else "unreadable"] += 1
            return
        if part == 0 and end < size:
            fh.seek(end)
            if fh.read(4096).strip(b"\r\n\t \x00"):
                counts.skipped["truncated"] += 1  # bytes at the end that make no record


def _starts_like_warc(head: bytes) -> bool:
    """True when a file's first bytes (gzipped or not) start a WARC record."""
    if head[:2] == b"\x1f\x8b":
        import zlib

        try:
            head = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(head, 16)
        except zlib.error:
            return False
    return head.lstrip(b"\r\n").startswith(b"WARC/")


def _page(record, counts: WarcCounts) -> Optional[WarcPage]:
    """The page of one record, or None (counted under its reason)."""
    kind = record.rec_type
    if kind == "revisit":
        counts.skipped["revisit"] += 1
        return None
    if kind != "response":
        counts.skipped["not_response"] += 1
        return None
    headers = record.rec_headers
    if headers.get_header("WARC-Truncated") or headers.get_header("Content-Length") is None:
        # marked by its crawler, or cut off inside its own headers
        counts.skipped["truncated"] += 1
        return None
    http = record.http_headers
    try:
        body = record.content_stream().read()
    except Exception:  # noqa: BLE001 - a broken encoding: the record cannot be read
        counts.skipped["truncated"] += 1
        return None
    if getattr(record.raw_stream, "limit", 0):  # fewer bytes than its Content-Length
        counts.skipped["truncated"] += 1
        return None
    status = http.get_statuscode() if http is not None else None
    if http is None or not (status or "").startswith("2"):
        counts.skipped["http_status"] += 1
        return None
    ctype = http.get_header("Content-Type")
    if not _is_html(ctype, body):
        counts.skipped["not_html"] += 1
        return None
    counts.pages += 1
    return WarcPage(url=headers.get_header("WARC-Target-URI") or "", body=body, content_type=ctype,
                    record_id=headers.get_header("WARC-Record-ID") or "", date=headers.get_header("WARC-Date"))
