"""An embedded SQLite store of WEB-UIE objects and INM relations (WEB-UIE §4 integration).

Repeated and scheduled crawls *upsert* into the same database: every row has a stable key
built from normalised names (:mod:`webextract.store.schema`), so a second crawl of a site
finds the rows of the first, refreshes their values and ``last_seen`` time, and keeps their
``first_seen`` time.  The tables, keys, batches and queries are shared with the PostgreSQL
backend (:mod:`webextract.store.base`); this module opens the file (WAL journal, so readers
never wait for a crawl's batch) and runs the statements.

Two more tables serve incremental re-crawls (docs/operations.md): ``pages`` (what the last
finished run of a crawl job got for each URL) and ``versions`` (each change of a page or a
college, department or faculty row); see :class:`webextract.store.base.StoreBase`.

Query helpers answer the README's questions: :meth:`Store.faculty_of` (the faculty of a
unit) and :meth:`Store.departments_of` (the departments of a college).
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from webextract.store.base import Flushed, StoreBase
from webextract.store.schema import PageRecord, norm_name, norm_url

__all__ = ["Flushed", "PageRecord", "Store", "norm_name", "norm_url", "utcnow"]


#: Seconds a write waits for another process's write transaction on the same file.
BUSY_TIMEOUT = 60.0


def utcnow() -> str:
    """The time now, ISO 8601 in UTC to the microsecond (the store's ``first_seen``/``last_seen``:
    a re-crawl that starts within a second of the last one's end must still tell the rows it
    saw from those it did not)."""
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


class Store(StoreBase):
    """SQLite store of colleges, departments, faculty and INM relations.

    ``Store(path)`` opens (creating when missing) the database at ``path`` (``":memory:"``
    for a temporary one); ``clock`` returns the time written to ``first_seen``/``last_seen``
    (ISO 8601 UTC by default). Use as a context manager or call :meth:`close`.
    """

    param = "?"
    operational_error = sqlite3.OperationalError
    database_error = sqlite3.Error

    #: Transactions take the write lock at once: another process's writer is then waited for
    #: (up to :data:`BUSY_TIMEOUT`) instead of a read turning into a write failing at once
    #: with "database is locked" (several crawl processes writing one file).
    begin_sql = "BEGIN IMMEDIATE"

    def __init__(self, path: str | Path, *, clock: Callable[[], str] = utcnow, commit_every: int = 1):
        super().__init__(clock=clock, commit_every=commit_every)
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).expanduser().parent.mkdir(parents=True, exist_ok=True)
        # Transactions are opened and committed by the store itself (BEGIN ... COMMIT).
        self.db: sqlite3.Connection | None = sqlite3.connect(self.path, isolation_level=None,
                                                             timeout=BUSY_TIMEOUT)
        self.db.row_factory = sqlite3.Row
        if self.path != ":memory:":
            self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.migrate()

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self.db.execute(sql, params)  # type: ignore[union-attr]

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self.db.executemany(sql, rows)  # type: ignore[union-attr]

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[dict[str, Any]]:
        return [dict(r) for r in self.db.execute(sql, params)]  # type: ignore[union-attr]

    def in_transaction(self) -> bool:
        return self.db.in_transaction  # type: ignore[union-attr]

    def commit(self) -> None:
        self.db.commit()  # type: ignore[union-attr]

    def rollback(self) -> None:
        self.db.rollback()  # type: ignore[union-attr]

    def columns_of(self, table: str) -> set[str]:
        return {r[1] for r in self.db.execute(f"PRAGMA table_info({table})")}  # type: ignore[union-attr]

    def index_names(self) -> set[str]:
        return {r[0] for r in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}  # type: ignore[union-attr]

    @property
    def closed(self) -> bool:
        return self.db is None

    def _close(self) -> None:
        self.db.close()  # type: ignore[union-attr]
        self.db = None
