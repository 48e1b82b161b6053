"""What every store backend shares: queueing rows, writing them in batches, the queries.

A backend (:mod:`webextract.store.sqlite`, :mod:`webextract.store.postgres`) opens its
connection and says how to run a statement, its placeholder and its error classes; the
tables, keys and rows come from :mod:`webextract.store.schema`, so both backends hold the
same rows for the same items.

By default every upsert is committed at once; ``commit_every=N`` keeps upserts in one
transaction until N rows are pending (or :meth:`StoreBase.flush` / :meth:`StoreBase.close`
is called).  :meth:`StoreBase.add` queues rows that :meth:`StoreBase.flush` writes together,
one statement per table, in key order (so several writers of one database take their row
locks in the same order), and commits them.  A row the database refuses is left out on its
own: the rows before and after it in the batch stay.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Iterable, NamedTuple, Optional, Sequence

from webextract.store.schema import TABLES, Table, key_of, norm_name, row_of

#: Keys looked up in one ``IN (...)`` query when a batch is written (under SQLite's
#: default limit of host parameters).
KEYS_PER_QUERY = 500


class StoreUnavailable(RuntimeError):
    """The store cannot be opened: a database server that does not answer, a file that is
    no database, a folder without write access."""


class Flushed(NamedTuple):
    """What :meth:`StoreBase.flush` wrote of the rows queued by :meth:`StoreBase.add`: rows
    the store did not have, rows it had (refreshed), and rows left out because the
    database refused them."""

    new: int
    seen: int
    failed: int


def _like_suffix(name: str) -> str:
    """A LIKE pattern (escape character ``!``) for key columns ending in ``|<name>``."""
    return "%|" + name.replace("!", "!!").replace("%", "!%").replace("_", "!_")


class StoreBase:
    """Colleges, departments, faculty and INM relations (and any table registered in
    :mod:`webextract.store.schema`) in a database; subclasses connect to one.

    ``clock`` returns the time written to ``first_seen``/``last_seen`` (ISO 8601 UTC by
    default); ``commit_every`` rows are upserted in one transaction.  Use as a context
    manager or call :meth:`close`.
    """

    #: The backend's placeholder for a parameter.
    param = "?"
    #: Errors of the database itself (connection lost, locked, disk full): a flush that
    #: meets one raises and keeps every row queued.
    operational_error: type[BaseException] = Exception
    #: Any error of the database; the others refuse one row.
    database_error: type[BaseException] = Exception

    def __init__(self, *, clock: Callable[[], str], commit_every: int = 1):
        self.clock = clock
        #: Rows upserted in one transaction before it is committed (1: every upsert).
        self.commit_every = max(1, int(commit_every))
        #: Rows upserted or queued since the last commit.
        self.pending = 0
        self._queued: dict[str, list[list[Any]]] = {}
        self._upsert = {kind: table.upsert_sql(self.param) for kind, table in TABLES.items()}
        self._select = {kind: f"SELECT 1 FROM {t.name} WHERE key = {self.param}" for kind, t in TABLES.items()}

    # ------------------------------------------------------------------ backend hooks
    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        """Run one statement; returns a cursor."""
        raise NotImplementedError

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement once per row."""
        raise NotImplementedError

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[dict[str, Any]]:
        """The rows of a query, as dicts."""
        raise NotImplementedError

    def in_transaction(self) -> bool:
        """True inside an open transaction."""
        raise NotImplementedError

    def commit(self) -> None:
        """Commit the open transaction."""
        raise NotImplementedError

    def rollback(self) -> None:
        """Roll the open transaction back."""
        raise NotImplementedError

    def columns_of(self, table: str) -> set[str]:
        """The columns an existing table has."""
        raise NotImplementedError

    def _close(self) -> None:
        raise NotImplementedError

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has run."""
        raise NotImplementedError

    # ------------------------------------------------------------------ schema
    def migrate(self) -> None:
        """Create the tables that are missing, add the columns an older database lacks,
        and the indexes; committed."""
        self.begin()
        try:
            self.lock_schema()
            for table in TABLES.values():
                self.execute(table.create_sql())
                for stmt in table.add_column_sql(self.columns_of(table.name)):
                    self.execute(stmt)
                for stmt in table.index_sql():
                    self.execute(stmt)
        except BaseException:
            self.rollback()
            raise
        self.commit()

    def lock_schema(self) -> None:
        """Inside the migration's transaction: keep other writers from migrating at once
        (a server backend; an embedded database is locked by its first write)."""

    def begin(self) -> None:
        """Open a transaction unless one is open."""
        if not self.in_transaction():
            self.execute("BEGIN")

    # ------------------------------------------------------------------ keys
    @staticmethod
    def key_of(item: Any) -> str:
        """The stable key of an item (see :mod:`webextract.store.schema`)."""
        return key_of(item)

    # ------------------------------------------------------------------ writing
    def upsert(self, item: Any) -> bool:
        """Insert or refresh one College/Department/Faculty/Relation item (dataclass or dict
        with ``type``) now. Returns True when the row is new. Non-empty new values replace
        old ones; ``first_seen`` is kept, ``last_seen`` set to now. Raises ``ValueError`` for
        other item types or an item without a name, ``TypeError`` for a value the database
        cannot hold (nothing is written then). Committed at once, or with the batch when
        ``commit_every`` > 1."""
        table, row = row_of(item)
        now = self.clock()
        self.begin()
        self.execute("SAVEPOINT upsert")
        try:
            new = not self.execute(self._select[table.kind], (row[0],)).fetchone()
            self.execute(self._upsert[table.kind], [*row, now, now])
        except BaseException:
            # Only this row's statement failed; earlier rows of the batch stay pending.
            self._undo("upsert")
            if self.pending == 0:
                self.rollback()
            raise
        self.execute("RELEASE SAVEPOINT upsert")
        self.pending += 1
        if self.pending >= self.commit_every:
            self.flush()
        return new

    def add(self, item: Any) -> None:
        """Queue one item's row for the next :meth:`flush`, which writes the queued rows
        together (much less work a row than :meth:`upsert`, for crawls writing hundreds
        of rows a second). Raises at once, queueing nothing, where :meth:`upsert` would
        for a bad item. ``last_seen`` (and a new row's ``first_seen``) is the time of the
        flush."""
        table, row = row_of(item)
        queue = self._queued.get(table.kind)
        if queue is None:
            queue = self._queued[table.kind] = []
        queue.append(row)
        self.pending += 1

    def flush(self) -> Flushed:
        """Write the rows queued by :meth:`add` and commit them with the rows upserted
        since the last commit. Returns the counts of the queued rows (:class:`Flushed`):
        a row the database refuses is left out on its own, the others are kept. A failure
        of the database itself (:attr:`operational_error`: locked, disk full, connection
        lost, a deadlock) or of the commit raises and keeps every row pending (a later
        flush retries)."""
        if self.closed:
            return Flushed(0, 0, 0)
        new = seen = failed = 0
        if self._queued:
            now = self.clock()
            self.begin()
            self.execute("SAVEPOINT flush")
            try:
                for kind in TABLES:  # one table order for every writer
                    rows = self._queued.get(kind)
                    if rows:
                        n, s, f = self._write(TABLES[kind], rows, now)
                        new, seen, failed = new + n, seen + s, failed + f
            except BaseException:
                self._undo("flush")  # the queued rows stay queued
                raise
            self.execute("RELEASE SAVEPOINT flush")
            self._queued = {}  # written: a commit that fails leaves them in the transaction
        if self.in_transaction():
            self.commit()
        self.pending = 0
        return Flushed(new, seen, failed)

    def _undo(self, savepoint: str) -> None:
        """Roll back to a savepoint after a failure; a transaction the database has already
        ended (a lost connection, a deadlock) is rolled back whole."""
        try:
            self.execute(f"ROLLBACK TO SAVEPOINT {savepoint}")
            self.execute(f"RELEASE SAVEPOINT {savepoint}")
        except self.database_error:  # type: ignore[misc]
            try:
                self.rollback()
            except self.database_error:  # type: ignore[misc]
                pass

    def _write(self, table: Table, rows: list[list[Any]], now: str) -> tuple[int, int, int]:
        """Upsert the queued rows of one table in key order; returns (new, seen, failed)."""
        keys = sorted(set(row[0] for row in rows))
        known: set[str] = set()
        for i in range(0, len(keys), KEYS_PER_QUERY):
            part = keys[i:i + KEYS_PER_QUERY]
            known.update(r["key"] for r in self.query(
                f"SELECT key FROM {table.name} WHERE key IN ({', '.join([self.param] * len(part))})", part))
        fresh = len(keys) - len(known)  # a key twice in the batch is new the first time
        rows = sorted(rows, key=lambda row: row[0])
        sql = self._upsert[table.kind]
        self.execute("SAVEPOINT batch")
        try:
            self.executemany(sql, [[*row, now, now] for row in rows])
            self.execute("RELEASE SAVEPOINT batch")
            return fresh, len(rows) - fresh, 0
        except self.operational_error:  # type: ignore[misc]
            raise  # the database itself: flush rolls the batch back
        except self.database_error:  # type: ignore[misc]
            self.execute("ROLLBACK TO SAVEPOINT batch")
            self.execute("RELEASE SAVEPOINT batch")
        # a row the database refused: the rows one by one, leaving out the ones it refuses
        written: set[str] = set()
        new = seen = failed = 0
        for row in rows:
            self.execute("SAVEPOINT one")
            try:
                self.execute(sql, [*row, now, now])
            except self.operational_error:  # type: ignore[misc]
                raise
            except self.database_error:  # type: ignore[misc]
                self.execute("ROLLBACK TO SAVEPOINT one")
                self.execute("RELEASE SAVEPOINT one")
                failed += 1
                continue
            self.execute("RELEASE SAVEPOINT one")
            if row[0] in known or row[0] in written:
                seen += 1
            else:
                new += 1
                written.add(row[0])
        return new, seen, failed

    # ------------------------------------------------------------------ reading
    def counts(self) -> dict[str, int]:
        """Number of rows per table: colleges, departments, faculty, relations (and any
        table registered since)."""
        return {t.name: int(self.query(f"SELECT COUNT(*) AS n FROM {t.name}")[0]["n"]) for t in TABLES.values()}

    def rows(self, table: str) -> list[dict[str, Any]]:
        """Every row of one table ("colleges", "departments", "faculty", "relations"), as
        dicts ordered by key (code points, the same in every backend); JSON columns
        decoded; the derived key columns left out."""
        decl = next((t for t in TABLES.values() if t.name == table), None)
        if decl is None:
            raise ValueError(f"no table {table!r}")
        hidden = {name for name, _ in decl.derived}
        decoded = [c.name for c in decl.columns if c.json]
        out = []
        for d in self.query(f"SELECT * FROM {table}"):
            for name in hidden:
                d.pop(name, None)
            for name in decoded:
                d[name] = json.loads(d[name])
            out.append(d)
        return sorted(out, key=lambda d: d["key"])

    def _by_key_column(self, sql: str, column: str, name: str, university: Optional[str]) -> list[dict[str, Any]]:
        if university is None:
            where, value = f"{column} LIKE {self.param} ESCAPE '!'", _like_suffix(norm_name(name))
        else:
            where, value = f"{column} = {self.param}", f"{norm_name(university)}|{norm_name(name)}"
        rows = self.query(f"{sql} WHERE {where}", [value])
        return sorted(rows, key=lambda r: (r["name"].lower(), r["name"]))

    def faculty_of(self, unit_name: str, university: Optional[str] = None) -> list[dict[str, Any]]:
        """Faculty of a college or department by its name (any case/punctuation), optionally
        of one university: dicts with name, title, unit, university, homepage, email,
        first_seen, last_seen; ordered by name."""
        return self._by_key_column(
            "SELECT name, title, unit, university, homepage, email, first_seen, last_seen FROM faculty",
            "unit_key", unit_name, university)

    def departments_of(self, college_name: str, university: Optional[str] = None) -> list[dict[str, Any]]:
        """Departments of a college by its name (any case/punctuation), optionally of one
        university: dicts with name, url, college, university, first_seen, last_seen;
        ordered by name."""
        return self._by_key_column(
            "SELECT name, url, college, university, first_seen, last_seen FROM departments",
            "college_key", college_name, university)

    # ------------------------------------------------------------------ lifetime
    def close(self) -> None:
        """Commit and close the database (idempotent)."""
        if not self.closed:
            try:
                self.flush()
            finally:
                self._close()

    def __enter__(self) -> "StoreBase":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
