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
from typing import Any, Callable, Iterable, Mapping, NamedTuple, Optional, Sequence

from webextract.store.schema import (
    PLAIN_INDEXES,
    PLAIN_TABLES,
    TABLES,
    PageRecord,
    Table,
    attributes_json,
    key_of,
    norm_name,
    row_of,
)

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
    #: The backend's auto-numbered primary key column type.
    serial = "INTEGER PRIMARY KEY AUTOINCREMENT"
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
        self._select = {kind: f"SELECT {', '.join(('key',) + t.versioned)} FROM {t.name} WHERE key = {self.param}"
                        for kind, t in TABLES.items()}
        self._insert_version = ("INSERT INTO versions (at, kind, key, change, fields) "
                                f"VALUES ({', '.join([self.param] * 5)})")

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

    def index_names(self) -> set[str]:
        """The names of the indexes the database has."""
        raise NotImplementedError

    def json_text(self, column: str, field: str) -> str:
        """SQL for the text of one field of a JSON object held in a text column."""
        return f"json_extract({column}, '$.{field}')"

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
            # an index is created only when missing: CREATE INDEX IF NOT EXISTS locks its
            # table even when the index is there, and a worker starting while another
            # writes would deadlock with it (PostgreSQL, several machines)
            have = self.index_names()
            for table in TABLES.values():
                self.execute(table.create_sql())
                for stmt in table.add_column_sql(self.columns_of(table.name)):
                    self.execute(stmt)
                for (index, _), stmt in zip(table.indexes, table.index_sql()):
                    if index not in have:
                        self.execute(stmt)
            for name, columns in PLAIN_TABLES.items():
                self.execute(f"CREATE TABLE IF NOT EXISTS {name} ({columns.format(serial=self.serial)})")
            for index, name, columns in PLAIN_INDEXES:
                if index not in have:
                    self.execute(f"CREATE INDEX IF NOT EXISTS {index} ON {name} ({columns})")
        except BaseException:
            self.rollback()
            raise
        self.commit()

    def lock_schema(self) -> None:
        """Inside the migration's transaction: keep other writers from migrating at once
        (a server backend; an embedded database is locked by its first write)."""

    #: The statement that opens a transaction.
    begin_sql = "BEGIN"

    def begin(self) -> None:
        """Open a transaction unless one is open."""
        if not self.in_transaction():
            self.execute(self.begin_sql)

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
            found = self.execute(self._select[table.kind], (row[0],)).fetchone()
            new = not found
            self.execute(self._upsert[table.kind], [*row, now, now])
            if table.versioned:
                old = {} if new else {row[0]: tuple(found[c] for c in table.versioned)}
                self.executemany(self._insert_version, _versions(table, [row], old, now))
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
        self.queue(*row_of(item))

    def queue(self, table: Table, row: list[Any]) -> None:
        """Queue one row made by :func:`webextract.store.schema.row_of` (as :meth:`add` does
        with an item's); a crawl makes its rows where the items arrive and queues them where
        the store is written."""
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
        columns = ", ".join(("key",) + table.versioned)
        old: dict[str, tuple[Any, ...]] = {}
        for i in range(0, len(keys), KEYS_PER_QUERY):
            part = keys[i:i + KEYS_PER_QUERY]
            old.update((r["key"], tuple(r[c] for c in table.versioned)) for r in self.query(
                f"SELECT {columns} FROM {table.name} WHERE key IN ({', '.join([self.param] * len(part))})", part))
        known = set(old)
        fresh = len(keys) - len(known)  # a key twice in the batch is new the first time
        rows = sorted(rows, key=lambda row: row[0])
        sql = self._upsert[table.kind]
        self.execute("SAVEPOINT batch")
        try:
            self.executemany(sql, [[*row, now, now] for row in rows])
            if table.versioned:
                self.executemany(self._insert_version, _versions(table, rows, dict(old), now))
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
            if table.versioned:
                self.executemany(self._insert_version, _versions(table, [row], old, now))
            self.execute("RELEASE SAVEPOINT one")
            if row[0] in known or row[0] in written:
                seen += 1
            else:
                new += 1
                written.add(row[0])
        return new, seen, failed

    # ------------------------------------------------------------------ pages and versions
    def last_run_pages(self, job: str) -> dict[str, PageRecord]:
        """The pages the last finished run of ``job`` (a name for a crawl: its spider and
        seeds) fetched, by URL: what each fetch got.  Empty for a job never run."""
        p = self.param
        sql = ("SELECT url, status, etag, last_modified, content_hash FROM pages WHERE job = "
               f"{p} AND run = (SELECT max(run) FROM pages WHERE job = {p})")
        return {r["url"]: PageRecord(r["status"], r["etag"], r["last_modified"], r["content_hash"])
                for r in self.query(sql, (job, job))}

    def last_run(self, job: str) -> str | None:
        """The start time (ISO 8601 UTC) of the last finished run of ``job``; ``None`` for a job
        never run."""
        rows = list(self.query(f"SELECT max(run) AS run FROM pages WHERE job = {self.param}", (job,)))
        return rows[0]["run"] if rows else None

    def save_run_pages(self, job: str, run: str, pages: Mapping[str, PageRecord]) -> dict[str, int]:
        """Record the pages a finished run of ``job`` fetched (``run``: its start time, ISO
        8601 UTC; later runs sort after earlier ones) and their versions against the last
        run: ``new`` pages, ``changed`` ones (status or content hash; the fields that changed)
        and ``removed`` ones (fetched last time, not this time).  A page answered ``304 Not
        Modified`` keeps its hash.  Returns the counts of new, changed, unchanged and removed
        pages.  Committed at once."""
        now = self.clock()
        before = self.last_run_pages(job)
        counts = {"new": 0, "changed": 0, "unchanged": 0, "removed": 0}
        changed_rows, unchanged_rows, versions = [], [], []
        for url, page in pages.items():
            prev = before.get(url)
            if page.status == 304 and prev is not None:
                page = PageRecord(prev.status, page.etag or prev.etag, page.last_modified or prev.last_modified,
                                  prev.content_hash)
            if prev is None:
                change, diff = "new", {"status": page.status, "content_hash": page.content_hash}
            else:
                diff = {f: [getattr(prev, f), getattr(page, f)] for f in ("status", "content_hash")
                        if getattr(prev, f) != getattr(page, f)}
                change = "changed" if diff else "unchanged"
            counts[change] += 1
            row = (job, url, *page, run, now, now, now)
            if change == "unchanged":
                unchanged_rows.append(row)
            else:
                changed_rows.append(row)
                versions.append((now, "page", url, change, attributes_json(diff)))
        for url in before.keys() - pages.keys():
            counts["removed"] += 1
            versions.append((now, "page", url, "removed", "{}"))
        upsert = ("INSERT INTO pages (job, url, status, etag, last_modified, content_hash, run, first_seen, "
                  f"last_seen, last_changed) VALUES ({', '.join([self.param] * 10)}) "
                  "ON CONFLICT (job, url) DO UPDATE SET status = excluded.status, etag = excluded.etag, "
                  "last_modified = excluded.last_modified, content_hash = excluded.content_hash, "
                  "run = excluded.run, last_seen = excluded.last_seen")
        self._in_one_transaction(lambda: (
            self.executemany(upsert + ", last_changed = excluded.last_changed", changed_rows),
            self.executemany(upsert, unchanged_rows),
            self.executemany(self._insert_version, versions)))
        return counts

    def touch(self, source_urls: Iterable[str]) -> int:
        """Set ``last_seen`` to now on the colleges, departments and faculty read from
        these pages (their ``source_url``) and on the relations of their universities: the
        rows an unchanged site still holds.  Returns the number of rows touched."""
        now = self.clock()
        urls = list(dict.fromkeys(source_urls))
        touched = 0
        universities: set[str] = set()

        def work() -> None:
            nonlocal touched
            for table in ("colleges", "departments", "faculty"):
                for i in range(0, len(urls), KEYS_PER_QUERY):
                    part = urls[i:i + KEYS_PER_QUERY]
                    marks = ", ".join([self.param] * len(part))
                    universities.update(r["university"] for r in self.query(
                        f"SELECT DISTINCT university FROM {table} WHERE source_url IN ({marks})", part))
                    touched += self.execute(f"UPDATE {table} SET last_seen = {self.param} "
                                            f"WHERE source_url IN ({marks})", [now, *part]).rowcount
            for university in universities:
                touched += self.execute(
                    f"UPDATE relations SET last_seen = {self.param} "
                    f"WHERE {self.json_text('attributes', 'university')} = {self.param}", (now, university)).rowcount

        self._in_one_transaction(work)
        return touched

    def mark_removed(self, universities: Iterable[str], since: str) -> int:
        """Record as ``removed`` the colleges, departments and faculty of these universities
        not seen since ``since`` (the start of a finished crawl of them), unless already
        recorded so; the rows stay, with their last ``last_seen``.  Returns how many."""
        now = self.clock()
        p = self.param
        versions = []
        for table in TABLES.values():
            if not table.versioned:
                continue
            for university in sorted(set(universities)):
                keys = sorted(r["key"] for r in self.query(
                    f"SELECT key FROM {table.name} t WHERE university = {p} AND last_seen < {p} AND coalesce(("
                    f"SELECT change FROM versions v WHERE v.kind = {p} AND v.key = t.key "
                    "ORDER BY v.id DESC LIMIT 1), '') != 'removed'", (university, since, table.kind)))
                versions += [(now, table.kind, key, "removed", "{}") for key in keys]
        self._in_one_transaction(lambda: self.executemany(self._insert_version, versions))
        return len(versions)

    def versions(self, kind: Optional[str] = None, since: Optional[str] = None) -> list[dict[str, Any]]:
        """The recorded changes in the order they were made, optionally of one kind
        ("page", "college", "department", "faculty") and from a time on: dicts with at,
        kind, key, change ("new", "changed", "removed") and fields (decoded JSON: a new
        row's values, a changed row's ``{field: [old, new]}``)."""
        where, params = [], []
        if kind:
            where.append(f"kind = {self.param}")
            params.append(kind)
        if since:
            where.append(f"at >= {self.param}")
            params.append(since)
        sql = "SELECT at, kind, key, change, fields FROM versions"
        if where:
            sql += " WHERE " + " AND ".join(where)
        out = []
        for d in self.query(sql + " ORDER BY id", params):
            d["fields"] = json.loads(d["fields"])
            out.append(d)
        return out

    def _in_one_transaction(self, work: Callable[[], Any]) -> None:
        """Run ``work`` and commit it (with any rows upserted before it); rolled back when
        it fails."""
        self.begin()
        try:
            work()
        except BaseException:
            self.rollback()
            raise
        self.commit()
        self.pending = sum(len(rows) for rows in self._queued.values())

    # ------------------------------------------------------------------ reading
    def articles_by(self, author: str) -> list[dict[str, Any]]:
        """The stored articles one of whose authors has this name (case and spacing folded)."""
        want = norm_name(author)
        return [row for row in self.rows("articles")
                if want in [norm_name(a.get("name")) for a in json.loads(row.get("authors") or "[]")]]

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


def _versions(table: Table, rows: list[list[Any]], old: dict[str, tuple[Any, ...]],
              now: str) -> list[tuple[str, str, str, str, str]]:
    """Version rows of upserted rows: ``new`` (with its values) for a key ``old`` lacks,
    ``changed`` (``{field: [old, new]}``) where a non-empty new value differs; ``old`` is
    updated as the upsert updated the table, so a key twice in a batch is compared with
    its first row."""
    cols = table.versioned
    names = [c.name for c in table.columns]
    at = tuple(1 + names.index(c) for c in cols)
    out = []
    for row in rows:
        key = row[0]
        values = tuple(row[i] for i in at)
        before = old.get(key)
        if before is None:
            out.append((now, table.kind, key, "new",
                        attributes_json({c: v for c, v in zip(cols, values) if v not in (None, "")})))
            old[key] = values
            continue
        diff = {c: [b, v] for c, b, v in zip(cols, before, values) if v not in (None, "") and v != b}
        if diff:
            out.append((now, table.kind, key, "changed", attributes_json(diff)))
            old[key] = tuple(b if v in (None, "") else v for b, v in zip(before, values))
    return out
