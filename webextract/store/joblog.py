"""Append-only journals a resumable crawl keeps in its job folder (``JOBDIR``).

Two formats, both written so that a process killed at any moment (SIGKILL, power cut after
the last flush) leaves a journal that reads back as a prefix of what was written:

* :class:`RecordLog`: binary records, each ``<length:4><crc32:4><payload>``.  Reading stops
  at the first record that is short or whose checksum does not match (the torn tail of a
  killed write) and cuts the file there, so the next append follows the last good record.
* :class:`KeyLog`: text lines ``<number> <key>``; a last line without its newline is torn
  and cut the same way.

:class:`PageJournal` keeps the pages of a crawl in a :class:`RecordLog`: each record is a
JSON header (the request's key, the final URL, status and headers) and the body.  Only the
index (key → offset) stays in memory; bodies are read back when asked for.

A damaged tail cut at opening is reported as a WARNING (logger ``webextract.store.joblog``)
naming the file, the bytes dropped and the records kept: after a SIGKILL in the middle of a
write, what was dropped is the record (or line) being written, which the resumed crawl
writes again.

Writes that fail for lack of room (``ENOSPC``, ``EDQUOT``) raise :class:`JournalFull`; the
journal keeps its last good record, so the crawl can go on once there is room.  Nothing here
imports Scrapy: the adapters are in :mod:`webextract.scrapy_project.jobdir`.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import struct
import zlib
from pathlib import Path
from typing import Any, Iterator, Optional

logger = logging.getLogger(__name__)

_HEADER = struct.Struct(">II")
#: Errors that mean "no room left" on the journal's disk.
_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG}


class JournalFull(OSError):
    """A journal write failed for lack of room; the journal is unchanged."""


def _raise_full(path: Path, exc: OSError) -> None:
    if exc.errno in _FULL:
        raise JournalFull(exc.errno, f"no room left to write {path} ({os.strerror(exc.errno or 0)})") from exc
    raise exc


def _dropped(path: Path, size: int, kept: int, unit: str) -> None:
    logger.warning("journal %s: a damaged tail of %d bytes after its %d good %s was dropped (a write cut "
                   "short by a kill, or bytes that are no %s); what it held is written again", path, size,
                   kept, unit, unit[:-1])


def _regular_size(path: Path) -> int:
    """The size of a regular file (0 for anything else: a device, a missing file)."""
    try:
        st = path.stat()
    except FileNotFoundError:
        return 0
    return st.st_size if os.path.isfile(path) else 0


class RecordLog:
    """An append-only file of checksummed binary records (see the module docstring).

    ``path`` is created with its folder when missing.  :meth:`records` yields
    ``(offset, payload)`` for each good record and cuts a torn tail; :meth:`append` writes
    one record in a single write and flushes it to the operating system (a killed process
    loses nothing flushed); :meth:`read` returns the payload at an offset."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        kept = 0
        self._good = 0
        for offset, payload in self._scan():
            self._good = offset + _HEADER.size + len(payload)
            kept += 1
        size = _regular_size(self.path)
        if os.path.isfile(self.path) and size > self._good:
            _dropped(self.path, size - self._good, kept, "records")
            os.truncate(self.path, self._good)  # the torn tail of a killed write
        self._out = open(self.path, "ab")
        self._in: Optional[Any] = None

    def _scan(self) -> Iterator[tuple[int, bytes]]:
        size = _regular_size(self.path)
        if not size:
            return
        with open(self.path, "rb") as f:
            offset = 0
            while offset + _HEADER.size <= size:
                length, crc = _HEADER.unpack(f.read(_HEADER.size))
                if offset + _HEADER.size + length > size:
                    return
                payload = f.read(length)
                if zlib.crc32(payload) != crc:
                    return
                yield offset, payload
                offset += _HEADER.size + length

    def records(self) -> Iterator[tuple[int, bytes]]:
        """``(offset, payload)`` of every good record, oldest first."""
        yield from self._scan()

    def append(self, payload: bytes) -> int:
        """Write one record; return its offset.  Raises :class:`JournalFull` when the disk
        has no room (the partial record is cut so the log stays readable)."""
        offset = self._good
        try:
            self._out.write(_HEADER.pack(len(payload), zlib.crc32(payload)) + payload)
            self._out.flush()
        except OSError as exc:
            self._cut()
            _raise_full(self.path, exc)
        self._good = offset + _HEADER.size + len(payload)
        return offset

    def _cut(self) -> None:
        """After a failed write: drop what the buffer still holds and cut the file back."""
        try:
            self._out.close()
        except OSError:
            pass
        if os.path.isfile(self.path):
            try:
                os.truncate(self.path, self._good)
            except OSError:
                pass
        self._out = open(self.path, "ab")

    def read(self, offset: int) -> bytes:
        """The payload of the record at ``offset``."""
        if self._in is None:
            self._in = open(self.path, "rb")
        self._in.seek(offset)
        length, _crc = _HEADER.unpack(self._in.read(_HEADER.size))
        return self._in.read(length)

    def close(self) -> None:
        for f in (self._out, self._in):
            if f is not None:
                try:
                    f.close()
                except OSError:
                    pass


def count_records(path: str | Path) -> int:
    """The good records of a :class:`RecordLog` file, read without changing it (another
    process may be writing it)."""
    size = _regular_size(Path(path))
    count = offset = 0
    if not size:
        return 0
    with open(path, "rb") as f:
        while offset + _HEADER.size <= size:
            f.seek(offset)
            length, _crc = _HEADER.unpack(f.read(_HEADER.size))
            offset += _HEADER.size + length
            if offset > size:
                break
            count += 1
    return count


class KeyLog:
    """An append-only text file of ``<number> <key>`` lines (see the module docstring).

    :attr:`entries` holds the good lines read at opening, in order; :meth:`append` writes one
    line and flushes it."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.entries: list[tuple[int, str]] = []
        good = 0
        size = _regular_size(self.path)
        if size:
            data = self.path.read_bytes()[:size]
            for line in data.split(b"\n")[:-1]:  # the part after the last newline is torn
                number, _, key = line.decode("utf-8", "replace").partition(" ")
                try:
                    self.entries.append((int(number), key))
                except ValueError:
                    break
                good += len(line) + 1
            if size > good:
                _dropped(self.path, size - good, len(self.entries), "lines")
                os.truncate(self.path, good)
        self._good = good
        self._out = open(self.path, "ab")

    def append(self, number: int, key: str) -> None:
        """Write the line ``<number> <key>``; raises :class:`JournalFull` when there is no room."""
        line = f"{number} {key}\n".encode("utf-8")
        try:
            self._out.write(line)
            self._out.flush()
        except OSError as exc:
            try:
                self._out.close()
            except OSError:
                pass
            if os.path.isfile(self.path):
                os.truncate(self.path, self._good)
            self._out = open(self.path, "ab")
            _raise_full(self.path, exc)
        self._good += len(line)

    def reset(self) -> None:
        """Forget every entry (the file is emptied)."""
        self._out.close()
        if os.path.isfile(self.path):
            os.truncate(self.path, 0)
        self._out = open(self.path, "ab")
        self._good = 0
        self.entries = []

    def close(self) -> None:
        try:
            self._out.close()
        except OSError:
            pass


def encode_entry(header: dict[str, Any], body: bytes = b"") -> bytes:
    """A page entry (of a job's page journal, of a shared crawl's page log): a JSON header
    line, then the body."""
    return json.dumps(header, ensure_ascii=True, separators=(",", ":")).encode("ascii") + b"\n" + body


def decode_entry(entry: bytes) -> tuple[dict[str, Any], bytes]:
    """The header and body of an entry written by :func:`encode_entry`."""
    head, _, body = entry.partition(b"\n")
    return json.loads(head), body


class PageJournal:
    """The pages a crawl fetched, by request key, in a :class:`RecordLog` (``path``).

    :meth:`add` records a page (before the crawl reads it); :meth:`get` returns a recorded
    page as ``(url, status, headers, body)`` with ``headers`` a dict of name → list of
    values; ``key in journal`` tells whether a page is recorded."""

    def __init__(self, path: str | Path):
        self.log = RecordLog(path)
        self.index: dict[str, int] = {}
        for offset, payload in self.log.records():
            header = json.loads(payload.split(b"\n", 1)[0])
            self.index[header["key"]] = offset

    def __contains__(self, key: str) -> bool:
        return key in self.index

    def __len__(self) -> int:
        return len(self.index)

    def add(self, key: str, url: str, status: int, headers: dict[str, list[str]], body: bytes) -> None:
        """Record the page fetched for ``key``; raises :class:`JournalFull` when there is no room."""
        self.index[key] = self.log.append(
            encode_entry({"key": key, "url": url, "status": status, "headers": headers}, body))

    def get(self, key: str) -> tuple[str, int, dict[str, list[str]], bytes]:
        """The recorded page of ``key``: final URL, status, headers and body."""
        header, body = decode_entry(self.log.read(self.index[key]))
        return header["url"], header["status"], header["headers"], body

    def close(self) -> None:
        self.log.close()
