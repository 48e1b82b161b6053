"""A PostgreSQL store (psycopg 3): the SQLite store's tables and upserts on a server that
workers on several machines write at once.

``PostgresStore("postgresql://user@host/db")`` connects (psycopg's connection string: a URL
or ``key=value`` pairs; the password from the URL, ``PGPASSWORD`` or ``~/.pgpass``), creates
the tables that are missing and then behaves as :class:`webextract.store.sqlite.Store`: the
same keys, rows, first and last seen times, batches and queries
(:mod:`webextract.store.base`, :mod:`webextract.store.schema`).

Several writers: every upsert is ``INSERT ... ON CONFLICT (key) DO UPDATE``, atomic in
PostgreSQL, so two workers that find the same person write one row; a batch writes its
tables in one order and its rows in key order, so two batches never wait for each other in
a cycle; a batch PostgreSQL still aborts (a deadlock, a serialization failure) is retried
(``retries`` times) before the flush gives up and keeps its rows queued.  The tables are
created under an advisory lock, so workers starting together do not race on them.
"""

from __future__ import annotations

import re
import time
from typing import Any, Callable, Iterable, Sequence

from webextract.store.base import Flushed, StoreBase, StoreUnavailable
from webextract.store.sqlite import utcnow

#: The advisory lock taken while the tables are created ("webx" in ASCII).
SCHEMA_LOCK = 0x77656278
_PASSWORD = re.compile(r"(://[^:/@]*:)[^@/]*@")


def redact(url: str) -> str:
    """A connection URL without its password, for messages and logs."""
    return _PASSWORD.sub(r"\1***@", url)


def is_server_url(target: str) -> bool:
    """True when ``WEBEXTRACT_STORE`` names a PostgreSQL server (``postgresql://`` or
    ``postgres://``) rather than an SQLite file."""
    return str(target).lower().startswith(("postgresql://", "postgres://"))


class PostgresStore(StoreBase):
    """PostgreSQL store of colleges, departments, faculty and INM relations.

    ``url``: a PostgreSQL connection URL; ``connect_timeout`` seconds to wait for the
    server; ``clock`` and ``commit_every`` as for the SQLite store.  Raises
    :class:`StoreUnavailable` (its message names the URL without its password) when the
    server cannot be reached, refuses the login or the database does not exist, or when
    psycopg is not installed.
    """

    param = "%s"

    def __init__(self, url: str, *, clock: Callable[[], str] = utcnow, commit_every: int = 1,
                 connect_timeout: float = 10.0, retries: int = 3):
        try:
            import psycopg
        except ImportError as exc:  # pragma: no cover - an optional dependency
            raise StoreUnavailable("a PostgreSQL store needs psycopg 3 (pip install 'webextract[postgres]'): "
                                   f"{exc}") from None
        self.operational_error = psycopg.OperationalError
        self.database_error = psycopg.Error
        self._retry_errors = (psycopg.errors.DeadlockDetected, psycopg.errors.SerializationFailure)
        super().__init__(clock=clock, commit_every=commit_every)
        self.url = url
        self.retries = max(0, int(retries))
        self.connect_timeout = max(1, int(connect_timeout))
        self.db: Any = None
        self._connect()
        try:
            self.migrate()
        except psycopg.Error as exc:
            self.db.close()
            raise StoreUnavailable(f"cannot create the store's tables at {redact(url)}: {exc}") from None

    def _connect(self) -> None:
        """Connect (again) to the server; :class:`StoreUnavailable` when it does not answer."""
        import psycopg
        from psycopg.rows import dict_row

        try:
            self.db = psycopg.connect(self.url, autocommit=True, row_factory=dict_row,
                                      connect_timeout=self.connect_timeout)
        except psycopg.Error as exc:
            reason = " ".join(str(exc).split()) or type(exc).__name__
            raise StoreUnavailable(f"cannot connect to PostgreSQL at {redact(self.url)}: {reason}") from None

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self.db.execute(sql, params or None)

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        with self.db.cursor() as cur:
            cur.executemany(sql, rows)

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[dict[str, Any]]:
        return self.db.execute(sql, params or None).fetchall()

    def in_transaction(self) -> bool:
        from psycopg.pq import TransactionStatus

        return self.db.info.transaction_status != TransactionStatus.IDLE

    def commit(self) -> None:
        self.db.execute("COMMIT")

    def rollback(self) -> None:
        if self.in_transaction():
            self.db.execute("ROLLBACK")

    def columns_of(self, table: str) -> set[str]:
        return {r["column_name"] for r in self.query(
            "SELECT column_name FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND table_name = %s", [table])}

    def lock_schema(self) -> None:
        self.execute("SELECT pg_advisory_xact_lock(%s)", [SCHEMA_LOCK])

    def flush(self) -> Flushed:
        """:meth:`StoreBase.flush`, with a batch PostgreSQL aborted to break a deadlock (or
        a serialization failure) written again, up to ``retries`` times, and a connection
        the server dropped (a restart, a network cut) opened again: the queued rows are
        written on the new connection.  A server still away raises
        :class:`StoreUnavailable` and keeps every queued row for the next flush (rows
        written with :meth:`upsert` since the last commit went with the old connection)."""
        for attempt in range(self.retries + 1):
            queued = {kind: list(rows) for kind, rows in self._queued.items()}
            pending = self.pending
            try:
                return super().flush()
            except self._retry_errors:
                if attempt == self.retries:
                    raise
                time.sleep(0.05 * (attempt + 1))
            except self.operational_error:
                if not self.db.closed:
                    raise  # the server answered: not a lost connection
                # the open transaction went with the connection: queue its rows again
                self._queued, self.pending = queued, pending
                self._connect()
                if attempt == self.retries:
                    raise
        raise AssertionError("unreachable")  # pragma: no cover

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has run (a connection the server dropped is not closed:
        the next flush opens it again)."""
        return self.db is None

    def _close(self) -> None:
        try:
            self.db.close()
        finally:
            self.db = None
