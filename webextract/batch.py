"""Archived crawls on Dask: the extractors over WARC files, in parallel.

:func:`run_batch` reads WARC files (:mod:`webextract.warc`), runs one extraction method
(:mod:`webextract.methods`) over their HTML pages with a ``dask.bag`` and writes one row per
page to a JSONL or Parquet file, in file and record order (at most twice as many partitions
as workers in flight, so the rows of a large batch do not pile up on the cluster)::

    from webextract.batch import run_batch
    result = run_batch(["crawl-00.warc.gz", "crawl-01.warc.gz"], "articles.parquet", workers=2)
    print(result.pages, result.pages_per_second, result.counts.summary())

The bag's partitions are slices of the files: each file is read by
``ceil(2 * workers / files)`` partitions, each keeping every n-th record (so two workers
share even one large file), and a partition returns its rows and its counts.  The
computation runs on a ``distributed.LocalCluster`` of ``workers`` processes (one thread
each: the extractors hold the GIL) started for the run, on an existing Dask cluster given
its scheduler's address (``tcp://host:8786``), or in this process with
``scheduler="synchronous"``.

Rows: ``{"source": <WARC path>, "record": <WARC-Record-ID>, "url", "method", <the method's
fields>}``; a page the method fails on gives ``{"source", "record", "url", "error"}`` and the
others go on.  In Parquet every column is text; nested fields (STEM's regions) are JSON
text.  The library's only use of Dask is here; nothing is imported from Scrapy.
"""

from __future__ import annotations

import json
import math
from collections import deque
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Optional, Sequence

from webextract.methods import METHODS, load_method, page_row
from webextract.warc import WARC_SUFFIXES, WarcCounts, is_warc, read_pages

#: Output formats by file suffix.
FORMATS = {".jsonl": "jsonl", ".json": "jsonl", ".parquet": "parquet"}


@dataclass
class BatchResult:
    """What a batch did: pages extracted, pages that failed, records skipped by reason
    (:class:`webextract.warc.WarcCounts`), seconds of the computation (without starting
    the cluster), the workers it ran on and the output path."""

    pages: int = 0
    errors: int = 0
    counts: WarcCounts = field(default_factory=WarcCounts)
    seconds: float = 0.0
    workers: int = 0
    output: str = ""

    @property
    def pages_per_second(self) -> float:
        """HTML pages extracted (or failed) per second of computation."""
        return (self.pages + self.errors) / self.seconds if self.seconds > 0 else 0.0


def warc_files(paths: Iterable[str | Path]) -> list[str]:
    """The WARC files of the given paths, in order: a file is itself, a folder gives its
    ``*.warc``/``*.warc.gz`` files sorted by name.  ``FileNotFoundError`` for a path that
    does not exist, ``ValueError`` for a file that is not named as a WARC."""
    files: list[str] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files += sorted(str(p) for p in path.iterdir() if p.is_file() and is_warc(p))
        elif not path.exists():
            raise FileNotFoundError(f"no such file: {raw}")
        elif not is_warc(path):
            raise ValueError(f"not a WARC file (expected {', '.join(WARC_SUFFIXES)}): {raw}")
        else:
            files.append(str(path))
    return files


def extract_slice(part: tuple[str, int, int, str]) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """Run one method over one slice of one WARC file: ``part`` is (path, slice index,
    slices, method).  Returns the rows (see the module docstring) and the slice's counts
    (:meth:`WarcCounts.as_dict`).  Runs on a Dask worker."""
    path, index, slices, method = part
    extract = load_method(method)
    counts = WarcCounts()
    rows: list[dict[str, Any]] = []
    try:
        for page in read_pages(path, counts, slice_of=(index, slices)):
            head = {"source": path, "record": page.record_id}
            try:
                rows.append({**head, **page_row(method, extract, page.body, page.url, page.content_type)})
            except Exception as exc:  # noqa: BLE001 - one bad page must not stop the batch
                rows.append({**head, "url": page.url, "error": f"{type(exc).__name__}: {exc}".strip()})
    except OSError as exc:
        rows.append({"source": path, "error": f"cannot read: {exc}"})
    return rows, counts.as_dict()


def _counts_from(d: dict[str, int]) -> WarcCounts:
    counts = WarcCounts(pages=d.get("pages", 0))
    for key, n in d.items():
        if key.startswith("skipped/"):
            counts.skipped[key[len("skipped/"):]] += n
    return counts


class _Writer:
    """Rows to a JSONL file or, batch by batch, to a Parquet file (every column text)."""

    def __init__(self, output: str, fmt: str, columns: Sequence[str]):
        self.fmt = fmt
        self.columns = list(columns)
        self._parquet: Any = None
        if fmt == "parquet":
            import pyarrow as pa

            self._pa = pa
            self._schema = pa.schema([(c, pa.string()) for c in self.columns])
            import pyarrow.parquet as pq

            self._parquet = pq.ParquetWriter(output, self._schema)
        else:
            self._out = open(output, "w", encoding="utf-8")

    def write(self, rows: list[dict[str, Any]]) -> None:
        if self._parquet is None:
            for row in rows:
                self._out.write(json.dumps(row, ensure_ascii=False) + "\n")
            self._out.flush()
            return
        if not rows:
            return
        cols = {c: [_text(row.get(c)) for row in rows] for c in self.columns}
        self._parquet.write_table(self._pa.table(cols, schema=self._schema))

    def close(self) -> None:
        if self._parquet is not None:
            self._parquet.close()
        else:
            self._out.close()


def _text(value: Any) -> Optional[str]:
    if value is None or isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def run_batch(paths: Iterable[str | Path], output: str | Path, *, method: str = "twcem",
              scheduler: Optional[str] = None, workers: Optional[int] = None,
              fmt: Optional[str] = None, progress: bool = False) -> BatchResult:
    """Extract the HTML pages of WARC files with Dask and write one row per page.

    Input: WARC files or folders of them; ``output`` a ``.jsonl`` or ``.parquet`` path
    (``fmt`` "jsonl"/"parquet" overrides the suffix); ``method`` one of
    :data:`webextract.methods.METHODS`; ``scheduler`` None (a LocalCluster of ``workers``
    processes, default the machine's cores), a Dask scheduler address, or
    ``"synchronous"``; ``progress`` a progress bar on stderr.  Output: a
    :class:`BatchResult`.  Raises ``ValueError`` for an unknown method or format,
    ``FileNotFoundError`` for a path that does not exist, and Dask's errors for a
    scheduler that cannot be reached.
    """
    load_method(method)  # an unknown method fails before any cluster starts
    files = warc_files(paths)
    output = str(output)
    fmt = fmt or FORMATS.get(Path(output).suffix.lower())
    if fmt not in ("jsonl", "parquet"):
        raise ValueError(f"unknown output format for {output} (use .jsonl or .parquet)")
    columns = ["source", "record", "url", "method", *METHODS[method][1], "error"]

    import dask
    import dask.bag as db

    client = cluster = None
    if scheduler == "synchronous":
        nworkers = 1
    elif scheduler:
        from distributed import Client

        client = Client(scheduler)
        nworkers = max(1, len(client.scheduler_info().get("workers", {})))
    else:
        from distributed import Client, LocalCluster

        nworkers = max(1, int(workers or os.cpu_count() or 1))
        cluster = LocalCluster(n_workers=nworkers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    result = BatchResult(workers=nworkers, output=output)
    writer = None
    try:
        slices = max(1, math.ceil(2 * nworkers / len(files))) if files else 1
        parts = [(f, i, slices, method) for f in files for i in range(slices)]
        writer = _Writer(output, fmt, columns)
        started = time.perf_counter()
        if parts:
            bag = db.from_sequence(parts, npartitions=len(parts)).map(extract_slice)
            delayed = bag.to_delayed()
            if client is None:
                done: Iterable[Any] = (dask.compute(d, scheduler="synchronous")[0] for d in delayed)
            else:
                done = _in_order(client, delayed, 2 * nworkers)
            if progress:
                from tqdm import tqdm

                done = tqdm(done, total=len(parts), desc="batch", unit="part", file=sys.stderr, leave=False)
            for partition in done:
                for rows, counts in partition:
                    writer.write(rows)
                    for row in rows:
                        if "error" in row:
                            result.errors += 1
                        else:
                            result.pages += 1
                    result.counts.add(_counts_from(counts))
        result.seconds = time.perf_counter() - started
    finally:
        if writer is not None:
            writer.close()
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()
    return result


def _in_order(client: Any, delayed: list[Any], window: int) -> Iterator[Any]:
    """The partitions' results in order, with at most ``window`` partitions computed or
    held on the cluster at once (the rows of a batch of many files never pile up there);
    each result is released on the cluster once fetched."""
    pending: deque[Any] = deque()
    for part in delayed:
        pending.append(client.compute(part))
        if len(pending) > window:
            yield _result_of(pending.popleft())
    while pending:
        yield _result_of(pending.popleft())


def _result_of(future: Any) -> Any:
    value = future.result()
    future.release()
    return value
