"""An embedded SQLite store of WEB-UIE objects and INM relations (WEB-UIE §4 integration).

Repeated and scheduled crawls *upsert* into the same database: every row has a stable key
built from normalised names (case, spacing and punctuation folded), so a second crawl of a
site finds the rows of the first, refreshes their values and ``last_seen`` time, and keeps
their ``first_seen`` time. Keys:

- college: university + college name;
- department: university + department name (its college is a value, updated when found);
- faculty: university + unit name + person name;
- relation: relation + subject type/name + object type/name + role + university.

A URL is part of a key only where there is no name (a unit known by its URL alone). By
default every upsert is committed at once; ``Store(path, commit_every=N)`` keeps upserts in
one transaction until N rows are pending (or :meth:`Store.flush` / :meth:`Store.close` is
called), which a crawl writing hundreds of rows a second uses (WAL journal, one commit per
batch). A row that fails is left out on its own: the rows before it in the batch stay.

Two more tables serve incremental re-crawls (docs/operations.md): ``pages`` holds, per crawl
job and URL, what the last finished run got (HTTP status, ``ETag``, ``Last-Modified``, a hash
of the body) for conditional requests and change detection; ``versions`` records each change
with its time: a college, department or faculty row that is ``new``, ``changed`` (the fields
that changed, old and new values) or ``removed`` (not seen again by a finished crawl of its
university), and a page that is ``new``, ``changed`` or ``removed`` (no longer reached).

Query helpers answer the README's questions: :meth:`Store.faculty_of` (the faculty of a
unit) and :meth:`Store.departments_of` (the departments of a college).
"""

from __future__ import annotations

import dataclasses
import json
import re
import sqlite3
import unicodedata
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, NamedTuple, Optional
from urllib.parse import urlsplit, urlunsplit

from webextract.items import College, Department, Faculty, Relation, ScholarlyArticle
from webextract.relations.inm import item_type

#: Tables of the store and their columns (besides key, first_seen, last_seen).
SCHEMA = """
CREATE TABLE IF NOT EXISTS colleges (
    key TEXT PRIMARY KEY, name TEXT NOT NULL, url TEXT, university TEXT NOT NULL,
    source_url TEXT, first_seen TEXT NOT NULL, last_seen TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS departments (
    key TEXT PRIMARY KEY, name TEXT NOT NULL, url TEXT, college TEXT, university TEXT NOT NULL,
    source_url TEXT, first_seen TEXT NOT NULL, last_seen TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS faculty (
    key TEXT PRIMARY KEY, name TEXT NOT NULL, title TEXT, unit TEXT NOT NULL,
    university TEXT NOT NULL, homepage TEXT, email TEXT, source_url TEXT,
    first_seen TEXT NOT NULL, last_seen TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS relations (
    key TEXT PRIMARY KEY, relation TEXT NOT NULL, subject_type TEXT NOT NULL,
    subject TEXT NOT NULL, object_type TEXT NOT NULL, object TEXT NOT NULL, role TEXT,
    attributes TEXT NOT NULL, first_seen TEXT NOT NULL, last_seen TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS articles (
    key TEXT PRIMARY KEY, title TEXT NOT NULL, url TEXT, doi TEXT, volume TEXT, issue TEXT,
    published TEXT, abstract TEXT, keywords TEXT, authors TEXT, n_references INTEGER, site TEXT,
    first_seen TEXT NOT NULL, last_seen TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS pages (
    job TEXT NOT NULL, url TEXT NOT NULL, status INTEGER, etag TEXT, last_modified TEXT,
    content_hash TEXT, run TEXT NOT NULL, first_seen TEXT NOT NULL, last_seen TEXT NOT NULL,
    last_changed TEXT NOT NULL, PRIMARY KEY (job, url));
CREATE TABLE IF NOT EXISTS versions (
    id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL,
    change TEXT NOT NULL, fields TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS faculty_unit ON faculty (unit_key);
CREATE INDEX IF NOT EXISTS versions_key ON versions (kind, key);
CREATE INDEX IF NOT EXISTS pages_run ON pages (job, run);
CREATE INDEX IF NOT EXISTS departments_college ON departments (college_key);
"""

#: Item classes whose instances hold their fields as plain attributes.
_ITEM_CLASSES = frozenset((College, Department, Faculty, Relation))
_TABLES = {"college": "colleges", "department": "departments", "faculty": "faculty", "relation": "relations",
           "scholarly_article": "articles"}
#: Columns written for each item type (besides key and times).
_COLUMNS = {
    "college": ("name", "url", "university", "source_url"),
    "department": ("name", "url", "college", "university", "source_url"),
    "faculty": ("name", "title", "unit", "university", "homepage", "email", "source_url"),
    "relation": ("relation", "subject_type", "subject", "object_type", "object", "role", "attributes"),
    "scholarly_article": ("title", "url", "doi", "volume", "issue", "published", "abstract", "keywords",
                          "authors", "n_references", "site"),
}
#: Columns that may not be NULL (written as "" when the item has no value).
_REQUIRED = {kind: tuple(c for c in cols if c in ("university", "unit", "relation", "subject_type",
                                                   "subject", "object_type", "object", "title"))
             for kind, cols in _COLUMNS.items()}
#: Positions in a row (key first, then :data:`_COLUMNS`) of the columns that may not be NULL.
_REQUIRED_AT = {kind: tuple(1 + _COLUMNS[kind].index(c) for c in cols) for kind, cols in _REQUIRED.items()}
#: Key columns kept for the query helpers (faculty of a unit, departments of a college).
_EXTRA = {"college": (), "department": ("college_key",), "faculty": ("unit_key",), "relation": (),
          "scholarly_article": ()}
_SELECT = {kind: f"SELECT 1 FROM {table} WHERE key = ?" for kind, table in _TABLES.items()}
#: Item kinds whose rows get versions (relations follow from them), and the columns whose
#: changes a version records (where a row was read from is not a change of the row).
_VERSIONED = {kind: tuple(c for c in _COLUMNS[kind] if c != "source_url")
              for kind in ("college", "department", "faculty")}
_INSERT_VERSION = "INSERT INTO versions (at, kind, key, change, fields) VALUES (?, ?, ?, ?, ?)"


class PageRecord(NamedTuple):
    """What one fetch of a page got: HTTP status, validators, a hash of the body."""

    status: int
    etag: Optional[str] = None
    last_modified: Optional[str] = None
    content_hash: Optional[str] = None


def _upsert_sql(kind: str) -> str:
    """One statement that inserts a row or refreshes the row with its key: non-empty new
    values replace old ones, ``first_seen`` stays, ``last_seen`` is the new time."""
    cols = _COLUMNS[kind] + _EXTRA[kind]
    sets = ", ".join(f"{c} = coalesce(nullif(excluded.{c}, ''), {c})" for c in cols)
    return (f"INSERT INTO {_TABLES[kind]} (key, {', '.join(cols)}, first_seen, last_seen) "
            f"VALUES ({', '.join('?' * (len(cols) + 3))}) "
            f"ON CONFLICT(key) DO UPDATE SET {sets}, last_seen = excluded.last_seen")


_UPSERT = {kind: _upsert_sql(kind) for kind in _TABLES}
#: Values SQLite stores as they are; anything else in a column is an error of its row.
_BINDABLE = (str, int, float, bytes, type(None))
#: Keys looked up in one ``IN (...)`` query when a batch is written (under SQLite's
#: default limit of host parameters).
_KEYS_PER_QUERY = 500


class Flushed(NamedTuple):
    """What :meth:`Store.flush` wrote of the rows queued by :meth:`Store.add`: rows the
    store did not have, rows it had (refreshed), and rows left out because SQLite refused
    them."""

    new: int
    seen: int
    failed: int


#: ``json.dumps(value, ensure_ascii=False, sort_keys=True)`` of relation attributes, the
#: encoder made once.
_attributes_json = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode
_QUOTES = re.compile(r"['\u2019`]")
_NON_WORD = re.compile(r"[^\w]+")


def norm_name(text: Optional[str]) -> str:
    """Normalised form of a name for keys: NFKC, case-folded, ``&`` as ``and``,
    punctuation removed, single spaces."""
    if not text:
        return ""
    return _norm_name(text) if isinstance(text, str) else _norm_name.__wrapped__(str(text))


@lru_cache(maxsize=8192)
def _norm_name(text: str) -> str:
    text = unicodedata.normalize("NFKC", str(text)).casefold().replace("&", " and ")
    text = _QUOTES.sub("", text)
    return " ".join(_NON_WORD.sub(" ", text).split())


def norm_url(url: Optional[str]) -> str:
    """Normalised form of a URL for keys: lower-case host, no scheme, no ``www.``, no
    fragment, no trailing slash."""
    if not url:
        return ""
    try:
        parts = urlsplit(str(url).strip())
    except ValueError:
        return str(url).strip()
    host = (parts.hostname or "").lower()
    if host.startswith("www."):
        host = host[4:]
    if parts.port:
        host = f"{host}:{parts.port}"
    return urlunsplit(("", host, parts.path.rstrip("/"), parts.query, "")).lstrip("/")


def _json_list(value: Any) -> str:
    """A list (keywords, authors with affiliations) as its JSON text for an articles row."""
    return json.dumps(list(value or ()), ensure_ascii=False)


def _versions(kind: str, rows: list[list[Any]], old: dict[str, tuple[Any, ...]],
              now: str) -> list[tuple[str, str, str, str, str]]:
    """Version rows of upserted rows: ``new`` (with its values) for a key ``old`` lacks,
    ``changed`` (``{field: [old, new]}``) where a non-empty new value differs; ``old`` is
    updated as the upsert updated the table, so a key twice in a batch is compared with
    its first row."""
    cols = _VERSIONED[kind]
    at = tuple(1 + _COLUMNS[kind].index(c) for c in cols)
    out = []
    for row in rows:
        key = row[0]
        values = tuple(row[i] for i in at)
        before = old.get(key)
        if before is None:
            out.append((now, kind, key, "new",
                        _attributes_json({c: v for c, v in zip(cols, values) if v not in (None, "")})))
            old[key] = values
            continue
        diff = {c: [b, v] for c, b, v in zip(cols, before, values) if v not in (None, "") and v != b}
        if diff:
            out.append((now, kind, key, "changed", _attributes_json(diff)))
            old[key] = tuple(b if v in (None, "") else v for b, v in zip(before, values))
    return out


def _utcnow() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _as_dict(item: Any) -> dict[str, Any]:
    if type(item) in _ITEM_CLASSES:  # the crawl's own items: plain fields, read directly
        return dict(vars(item))
    if dataclasses.is_dataclass(item) and not isinstance(item, type):
        # shallow: item fields are plain values (attributes a flat dict), no deep copy needed
        return {f.name: getattr(item, f.name) for f in dataclasses.fields(item)}
    if isinstance(item, Mapping):
        return dict(item)
    raise TypeError(f"cannot store {type(item).__name__}")


class Store:
    """SQLite store of colleges, departments, faculty and INM relations.

    ``Store(path)`` opens (creating when missing) the database at ``path`` (``":memory:"``
    for a temporary one); ``clock`` returns the time written to ``first_seen``/``last_seen``
    (ISO 8601 UTC by default). Use as a context manager or call :meth:`close`.
    """

    def __init__(self, path: str | Path, *, clock: Callable[[], str] = _utcnow, commit_every: int = 1):
        self.path = str(path)
        self.clock = clock
        #: Rows upserted in one transaction before it is committed (1: every upsert).
        self.commit_every = max(1, int(commit_every))
        #: Rows upserted since the last commit.
        self.pending = 0
        self._queued: dict[str, list[list[Any]]] = {}
        if self.path != ":memory:":
            Path(self.path).expanduser().parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path)
        self.db.row_factory = sqlite3.Row
        if self.path != ":memory:":
            self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self._migrate()

    def _migrate(self) -> None:
        with self.db:
            for stmt in SCHEMA.split(";"):
                stmt = stmt.strip()
                if stmt.startswith("CREATE TABLE"):
                    self.db.execute(stmt)
            cols = {r[1] for r in self.db.execute("PRAGMA table_info(faculty)")}
            if "unit_key" not in cols:
                self.db.execute("ALTER TABLE faculty ADD COLUMN unit_key TEXT")
            cols = {r[1] for r in self.db.execute("PRAGMA table_info(departments)")}
            if "college_key" not in cols:
                self.db.execute("ALTER TABLE departments ADD COLUMN college_key TEXT")
            for stmt in SCHEMA.split(";"):
                stmt = stmt.strip()
                if stmt.startswith("CREATE INDEX"):
                    self.db.execute(stmt)

    # ------------------------------------------------------------------ keys
    @staticmethod
    def key_of(item: Any) -> str:
        """The stable key of an item (see the module docstring)."""
        return Store._key(item_type(item), _as_dict(item))

    @staticmethod
    def _key(kind: str, d: Mapping[str, Any]) -> str:
        uni = norm_name(d.get("university"))
        if kind == "college":
            return f"college|{uni}|{norm_name(d.get('name')) or norm_url(d.get('url'))}"
        if kind == "department":
            return f"department|{uni}|{norm_name(d.get('name')) or norm_url(d.get('url'))}"
        if kind == "faculty":
            return f"faculty|{uni}|{norm_name(d.get('unit'))}|{norm_name(d.get('name')) or norm_url(d.get('homepage'))}"
        if kind == "scholarly_article":
            doi = str(d.get("doi") or "").strip().casefold()
            return f"article|doi:{doi}" if doi else f"article|{norm_url(d.get('url')) or norm_name(d.get('title'))}"
        if kind == "relation":
            attrs = d.get("attributes") or {}
            return "relation|" + "|".join(
                [
                    str(d.get("relation") or ""),
                    str(d.get("subject_type") or ""),
                    norm_name(d.get("subject")),
                    str(d.get("object_type") or ""),
                    norm_name(d.get("object")),
                    str(d.get("role") or ""),
                    norm_name(attrs.get("university") if type(attrs) is dict or isinstance(attrs, Mapping) else ""),
                ]
            )
        raise ValueError(f"cannot store item type {kind!r}")

    # ------------------------------------------------------------------ writing
    def _row(self, item: Any) -> tuple[str, list[Any]]:
        """The table kind and the values of an item's row: key, the kind's columns, its
        extra key column.  Raises ``ValueError`` for other item types or an item without a
        name, ``TypeError`` for an item that is none, or a value SQLite cannot hold."""
        d = vars(item) if type(item) in _ITEM_CLASSES else _as_dict(item)  # read only
        kind = item_type(item)
        if kind not in _TABLES:
            raise ValueError(f"cannot store item type {kind!r}")
        if kind == "scholarly_article":
            if not (d.get("title") or "").strip():
                raise ValueError("article without a title")
            d = dict(d, keywords=_json_list(d.get("keywords")), authors=_json_list(d.get("authors")),
                     n_references=len(d.get("references") or ()))
        elif kind != "relation" and not (d.get("name") or "").strip():
            raise ValueError(f"{kind} without a name")
        row = [self._key(kind, d)]
        row += [d.get(c) for c in _COLUMNS[kind]]
        if kind == "relation":
            row[-1] = _attributes_json(row[-1] or {})
        else:
            uni = norm_name(d.get("university"))
            if kind == "faculty":
                row.append(f"{uni}|{norm_name(d.get('unit'))}")
            elif kind == "department":
                row.append(f"{uni}|{norm_name(d.get('college'))}")
        for i in _REQUIRED_AT[kind]:
            if row[i] is None:
                row[i] = ""
        for value in row:
            if not isinstance(value, _BINDABLE):
                raise TypeError(f"cannot store a {type(value).__name__} value in a {kind} row")
        return kind, row

    def upsert(self, item: Any) -> bool:
        """Insert or refresh one College/Department/Faculty/Relation item (dataclass or dict
        with ``type``) now. Returns True when the row is new. Non-empty new values replace
        old ones; ``first_seen`` is kept, ``last_seen`` set to now. Raises ``ValueError`` for
        other item types or an item without a name, ``TypeError`` for a value SQLite cannot
        hold (nothing is written then). Committed at once, or with the batch when
        ``commit_every`` > 1."""
        kind, row = self._row(item)
        now = self.clock()
        db = self.db
        try:
            versioned = _VERSIONED.get(kind)
            if versioned:
                found = db.execute(f"SELECT {', '.join(versioned)} FROM {_TABLES[kind]} WHERE key = ?",
                                   (row[0],)).fetchone()
                new = found is None
            else:
                new = db.execute(_SELECT[kind], (row[0],)).fetchone() is None
            db.execute(_UPSERT[kind], [*row, now, now])
            if versioned:
                db.executemany(_INSERT_VERSION, _versions(kind, [row], {} if new else {row[0]: tuple(found)}, now))
        except BaseException:
            # Only this row's statement failed; earlier rows of the batch stay pending.
            if self.commit_every == 1 and db.in_transaction:
                db.rollback()
            raise
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
        kind, row = self._row(item)
        queue = self._queued.get(kind)
        if queue is None:
            queue = self._queued[kind] = []
        queue.append(row)
        self.pending += 1

    def flush(self) -> Flushed:
        """Write the rows queued by :meth:`add` and commit them with the rows upserted
        since the last commit. Returns the counts of the queued rows (:class:`Flushed`):
        a row SQLite refuses is left out on its own, the others are kept. A failure of
        the database itself (locked, disk full: ``sqlite3.OperationalError``) or of the
        commit raises and keeps every row pending (a later flush retries)."""
        db = self.db
        if db is None:
            return Flushed(0, 0, 0)
        new = seen = failed = 0
        if self._queued:
            now = self.clock()
            if not db.in_transaction:
                db.execute("BEGIN")
            db.execute("SAVEPOINT flush")
            try:
                for kind, rows in self._queued.items():
                    n, s, f = self._write(kind, rows, now)
                    new, seen, failed = new + n, seen + s, failed + f
            except BaseException:
                db.execute("ROLLBACK TO flush")  # the queued rows stay queued
                db.execute("RELEASE flush")
                raise
            db.execute("RELEASE flush")
            self._queued = {}  # written: a commit that fails leaves them in the transaction
        if db.in_transaction:
            db.commit()
        self.pending = 0
        return Flushed(new, seen, failed)

    def _write(self, kind: str, rows: list[list[Any]], now: str) -> tuple[int, int, int]:
        """Upsert the queued rows of one table and record their versions; returns (new,
        seen, failed)."""
        db = self.db
        table = _TABLES[kind]
        keys = list(dict.fromkeys(row[0] for row in rows))
        versioned = _VERSIONED.get(kind)
        columns = ", ".join(("key",) + (versioned or ()))
        old: dict[str, tuple[Any, ...]] = {}
        for i in range(0, len(keys), _KEYS_PER_QUERY):
            part = keys[i:i + _KEYS_PER_QUERY]
            old.update((r[0], tuple(r[1:])) for r in db.execute(
                f"SELECT {columns} FROM {table} WHERE key IN ({', '.join('?' * len(part))})", part))
        known = set(old)
        fresh = len(keys) - len(known)  # a key twice in the batch is new the first time
        sql = _UPSERT[kind]
        db.execute("SAVEPOINT batch")
        try:
            db.executemany(sql, [[*row, now, now] for row in rows])
            if versioned:
                db.executemany(_INSERT_VERSION, _versions(kind, rows, old, now))
            db.execute("RELEASE batch")
            return fresh, len(rows) - fresh, 0
        except sqlite3.OperationalError:
            raise  # the database itself: flush rolls the batch back
        except sqlite3.Error:
            db.execute("ROLLBACK TO batch")
            db.execute("RELEASE batch")
        # a row SQLite refused: the rows one by one, leaving out the ones it refuses
        written: set[str] = set()
        new = seen = failed = 0
        for row in rows:
            try:
                db.execute(sql, [*row, now, now])
            except sqlite3.OperationalError:
                raise
            except sqlite3.Error:
                failed += 1
                continue
            if versioned:
                db.executemany(_INSERT_VERSION, _versions(kind, [row], old, now))
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
        sql = ("SELECT url, status, etag, last_modified, content_hash FROM pages WHERE job = ? "
               "AND run = (SELECT max(run) FROM pages WHERE job = ?)")
        return {r[0]: PageRecord(*r[1:]) for r in self.db.execute(sql, (job, job))}

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
        rows, versions = [], []
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
            if change != "unchanged":
                versions.append((now, "page", url, change, _attributes_json(diff)))
            rows.append((job, url, *page, run, now, now, now if change != "unchanged" else None))
        for url in before.keys() - pages.keys():
            counts["removed"] += 1
            versions.append((now, "page", url, "removed", "{}"))
        with self.db:
            self.db.executemany(
                "INSERT INTO pages (job, url, status, etag, last_modified, content_hash, run, first_seen, "
                "last_seen, last_changed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, coalesce(?, ?)) "
                "ON CONFLICT(job, url) DO UPDATE SET status = excluded.status, etag = excluded.etag, "
                "last_modified = excluded.last_modified, content_hash = excluded.content_hash, "
                "run = excluded.run, last_seen = excluded.last_seen, "
                "last_changed = CASE WHEN ?10 IS NULL THEN last_changed ELSE excluded.last_changed END",
                [(*r, now) for r in rows])
            self.db.executemany(_INSERT_VERSION, versions)
        return counts

    def touch(self, source_urls: Iterable[str]) -> int:
        """Set ``last_seen`` to now on the colleges, departments and faculty read from
        these pages (their ``source_url``) and on the relations of their universities: the
        rows an unchanged site still holds.  Returns the number of rows touched."""
        now = self.clock()
        urls = list(dict.fromkeys(source_urls))
        touched = 0
        universities: set[str] = set()
        with self.db:
            for table in ("colleges", "departments", "faculty"):
                for i in range(0, len(urls), _KEYS_PER_QUERY):
                    part = urls[i:i + _KEYS_PER_QUERY]
                    marks = ", ".join("?" * len(part))
                    universities.update(u for (u,) in self.db.execute(
                        f"SELECT DISTINCT university FROM {table} WHERE source_url IN ({marks})", part))
                    touched += self.db.execute(
                        f"UPDATE {table} SET last_seen = ? WHERE source_url IN ({marks})", [now, *part]).rowcount
            for university in universities:
                touched += self.db.execute(
                    "UPDATE relations SET last_seen = ? WHERE json_extract(attributes, '$.university') = ?",
                    (now, university)).rowcount
        return touched

    def mark_removed(self, universities: Iterable[str], since: str) -> int:
        """Record as ``removed`` the colleges, departments and faculty of these universities
        not seen since ``since`` (the start of a finished crawl of them), unless already
        recorded so; the rows stay, with their last ``last_seen``.  Returns how many."""
        now = self.clock()
        versions = []
        for kind in _VERSIONED:
            table = _TABLES[kind]
            for university in set(universities):
                for (key,) in self.db.execute(
                        f"SELECT key FROM {table} t WHERE university = ? AND last_seen < ? AND coalesce(("
                        "SELECT change FROM versions v WHERE v.kind = ? AND v.key = t.key "
                        "ORDER BY v.id DESC LIMIT 1), '') != 'removed'", (university, since, kind)):
                    versions.append((now, kind, key, "removed", "{}"))
        with self.db:
            self.db.executemany(_INSERT_VERSION, versions)
        return len(versions)

    def versions(self, kind: Optional[str] = None, since: Optional[str] = None) -> list[dict[str, Any]]:
        """The recorded changes in the order they were made, optionally of one kind
        ("page", "college", "department", "faculty") and from a time on: dicts with at,
        kind, key, change ("new", "changed", "removed") and fields (decoded JSON: a new
        row's values, a changed row's ``{field: [old, new]}``)."""
        where, params = [], []
        if kind:
            where.append("kind = ?")
            params.append(kind)
        if since:
            where.append("at >= ?")
            params.append(since)
        sql = "SELECT at, kind, key, change, fields FROM versions"
        if where:
            sql += " WHERE " + " AND ".join(where)
        out = []
        for r in self.db.execute(sql + " ORDER BY id", params):
            d = dict(r)
            d["fields"] = json.loads(d["fields"])
            out.append(d)
        return out

    # ------------------------------------------------------------------ reading
    def counts(self) -> dict[str, int]:
        """Number of rows per table: colleges, departments, faculty, relations, articles."""
        return {t: self.db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in _TABLES.values()}

    def rows(self, table: str) -> list[dict[str, Any]]:
        """Every row of one table ("colleges", "departments", "faculty", "relations", "articles"), as
        dicts ordered by key; relation attributes decoded from JSON."""
        if table not in _TABLES.values():
            raise ValueError(f"no table {table!r}")
        out = []
        for r in self.db.execute(f"SELECT * FROM {table} ORDER BY key"):
            d = dict(r)
            d.pop("unit_key", None)
            d.pop("college_key", None)
            if table == "relations":
                d["attributes"] = json.loads(d["attributes"])
            out.append(d)
        return out

    def articles_by(self, author: str) -> list[dict[str, Any]]:
        """The stored articles one of whose authors has this name (case and spacing folded)."""
        want = norm_name(author)
        out = []
        for row in self.rows("articles"):
            names = [norm_name(a.get("name")) for a in json.loads(row.get("authors") or "[]")]
            if want in names:
                out.append(row)
        return out

    def faculty_of(self, unit_name: str, university: Optional[str] = None) -> list[dict[str, Any]]:
        """Faculty of a college or department by its name (any case/punctuation), optionally
        of one university: dicts with name, title, unit, university, homepage, email,
        first_seen, last_seen; ordered by name."""
        params: list[Any]
        if university is None:
            where, params = "substr(unit_key, instr(unit_key, '|') + 1) = ?", [norm_name(unit_name)]
        else:
            where, params = "unit_key = ?", [f"{norm_name(university)}|{norm_name(unit_name)}"]
        sql = (
            "SELECT name, title, unit, university, homepage, email, first_seen, last_seen "
            f"FROM faculty WHERE {where} ORDER BY name COLLATE NOCASE, name"
        )
        return [dict(r) for r in self.db.execute(sql, params)]

    def departments_of(self, college_name: str, university: Optional[str] = None) -> list[dict[str, Any]]:
        """Departments of a college by its name (any case/punctuation), optionally of one
        university: dicts with name, url, college, university, first_seen, last_seen;
        ordered by name."""
        params: list[Any]
        if university is None:
            where, params = "substr(college_key, instr(college_key, '|') + 1) = ?", [norm_name(college_name)]
        else:
            where, params = "college_key = ?", [f"{norm_name(university)}|{norm_name(college_name)}"]
        sql = (
            "SELECT name, url, college, university, first_seen, last_seen "
            f"FROM departments WHERE {where} ORDER BY name COLLATE NOCASE, name"
        )
        return [dict(r) for r in self.db.execute(sql, params)]

    # ------------------------------------------------------------------ lifetime
    def close(self) -> None:
        """Commit and close the database (idempotent)."""
        if self.db is not None:
            try:
                self.flush()
            finally:
                self.db.close()
                self.db = None  # type: ignore[assignment]

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
