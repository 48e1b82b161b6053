"""The store's tables, declared once for every backend (SQLite, PostgreSQL).

A :class:`Table` names the item type it holds, its columns, the stable key of a row and the
columns derived from the item (the key columns the query helpers use).  From it come the
``CREATE TABLE`` statement, the missing columns an older database gets, the upsert
statement (in either backend's parameter style) and the row of an item
(:func:`row_of`).  A new kind of stored item is one :func:`register` call: both backends
create its table, upsert it and count it.

Keys are built from normalised names (:func:`norm_name`: case, spacing and punctuation
folded) so repeated crawls, and workers on several machines, find the same row:

- college: university + college name;
- department: university + department name (its college is a value, updated when found);
- faculty: university + unit name + person name;
- relation: relation + subject type/name + object type/name + role + university;
- scholarly article: its DOI, else its URL, else its title.

A URL is part of a key only where there is no name (a unit known by its URL alone).
"""

from __future__ import annotations

import dataclasses
import json
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Mapping, NamedTuple, Optional
from urllib.parse import urlsplit, urlunsplit

from webextract.items import College, Department, Faculty, Relation
from webextract.relations.inm import item_type

_QUOTES = re.compile(r"['\u2019`]")
_NON_WORD = re.compile(r"[^\w]+")
#: ``json.dumps(value, ensure_ascii=False, sort_keys=True)``, the encoder made once.
attributes_json = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode
#: Values both backends store as they are; anything else in a column is an error of its row.
BINDABLE = (str, int, float, bytes, type(None))


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


@dataclass(frozen=True)
class Column:
    """One column a table writes from its items: name, SQL type, NOT NULL (written as
    ``""`` when the item has no value), JSON-encoded (a dict or list value)."""

    name: str
    type: str = "TEXT"
    required: bool = False
    json: bool = False


@dataclass(frozen=True)
class Table:
    """A table of the store: the item ``kind`` it holds (the items' ``type``), its
    ``columns`` (read from the item's fields of the same names), ``key`` (the stable key
    of an item's row, from its fields), ``derived`` columns (name, function of the fields:
    key columns for queries, not returned by :meth:`Store.rows`), ``indexes`` (name,
    column), the field an item needs non-empty, how its fields are ``prepare``d for the
    columns, and the ``versioned`` columns whose changes the ``versions`` table records."""

    name: str
    kind: str
    columns: tuple[Column, ...]
    key: Callable[[Mapping[str, Any]], str]
    derived: tuple[tuple[str, Callable[[Mapping[str, Any]], str]], ...] = ()
    indexes: tuple[tuple[str, str], ...] = ()
    #: The field an item must have non-empty (None: none).
    needs: Optional[str] = "name"
    #: The item's fields as the columns want them (lists as JSON text, counts), or None.
    prepare: Optional[Callable[[Mapping[str, Any]], Mapping[str, Any]]] = None
    #: Columns whose changes are recorded in the ``versions`` table (new and changed rows).
    versioned: tuple[str, ...] = ()
    #: Positions in a row (key first) of the NOT NULL and the JSON columns.
    required_at: tuple[int, ...] = field(init=False)
    json_at: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "required_at", tuple(1 + i for i, c in enumerate(self.columns) if c.required))
        object.__setattr__(self, "json_at", tuple(1 + i for i, c in enumerate(self.columns) if c.json))

    @property
    def written(self) -> tuple[str, ...]:
        """The columns of a row after its key: the item's, then the derived ones."""
        return tuple(c.name for c in self.columns) + tuple(name for name, _ in self.derived)

    def create_sql(self) -> str:
        """``CREATE TABLE IF NOT EXISTS`` with the key, the columns and the two times."""
        cols = [f"{c.name} {c.type}{' NOT NULL' if c.required else ''}" for c in self.columns]
        cols += [f"{name} TEXT" for name, _ in self.derived]
        return (f"CREATE TABLE IF NOT EXISTS {self.name} (key TEXT PRIMARY KEY, {', '.join(cols)}, "
                "first_seen TEXT NOT NULL, last_seen TEXT NOT NULL)")

    def add_column_sql(self, existing: set[str]) -> list[str]:
        """``ALTER TABLE ... ADD COLUMN`` for the columns a table made by an older
        webextract lacks (added without NOT NULL: its old rows have no value)."""
        return [f"ALTER TABLE {self.name} ADD COLUMN {name} {typ}"
                for name, typ in [(c.name, c.type) for c in self.columns] + [(n, "TEXT") for n, _ in self.derived]
                if name not in existing]

    def index_sql(self) -> list[str]:
        """``CREATE INDEX IF NOT EXISTS`` for the table's indexes."""
        return [f"CREATE INDEX IF NOT EXISTS {name} ON {self.name} ({column})" for name, column in self.indexes]

    def upsert_sql(self, param: str) -> str:
        """One statement that inserts a row or refreshes the row with its key: new values
        replace old ones unless they are NULL (or, in a text column, empty), ``first_seen`` stays, ``last_seen`` is the new time.
        ``param`` is the backend's placeholder (``?`` for SQLite, ``%s`` for psycopg)."""
        cols = self.written
        text = {c.name for c in self.columns if c.type.upper() == "TEXT"} | {name for name, _ in self.derived}
        sets = ", ".join(f"{c} = coalesce(nullif(excluded.{c}, ''), {self.name}.{c})" if c in text
                         else f"{c} = coalesce(excluded.{c}, {self.name}.{c})" for c in cols)
        return (f"INSERT INTO {self.name} (key, {', '.join(cols)}, first_seen, last_seen) "
                f"VALUES ({', '.join([param] * (len(cols) + 3))}) "
                f"ON CONFLICT (key) DO UPDATE SET {sets}, last_seen = excluded.last_seen")

    def row(self, d: Mapping[str, Any]) -> list[Any]:
        """The values of an item's row (key, columns, derived columns) from its fields.
        Raises ``ValueError`` for an item without a name (where one is needed),
        ``TypeError`` for a value no backend can hold."""
        if self.needs and not (d.get(self.needs) or "").strip():
            raise ValueError(f"{self.kind} without a {self.needs}")
        if self.prepare is not None:
            d = self.prepare(d)
        row = [self.key(d)]
        row += [d.get(c.name) for c in self.columns]
        for i in self.json_at:
            row[i] = attributes_json(row[i] or {})
        row += [fn(d) for _, fn in self.derived]
        for i in self.required_at:
            if row[i] is None:
                row[i] = ""
        for value in row:
            if not isinstance(value, BINDABLE):
                raise TypeError(f"cannot store a {type(value).__name__} value in a {self.kind} row")
        return row


def _unit_key(d: Mapping[str, Any]) -> str:
    return norm_name(d.get("name")) or norm_url(d.get("url"))


def _relation_key(d: Mapping[str, Any]) -> str:
    attrs = d.get("attributes") or {}
    return "relation|" + "|".join([
        str(d.get("relation") or ""),
        str(d.get("subject_type") or ""),
        norm_name(d.get("subject")),
        str(d.get("object_type") or ""),
        norm_name(d.get("object")),
        str(d.get("role") or ""),
        norm_name(attrs.get("university") if isinstance(attrs, Mapping) else ""),
    ])


def _text(*names: str, required: tuple[str, ...] = ()) -> tuple[Column, ...]:
    return tuple(Column(n, required=n in required) for n in names)


#: The tables of the store, by the item type they hold, in the order they are written.
TABLES: dict[str, Table] = {}


def register(table: Table) -> Table:
    """Declare a table of the store: every backend creates, upserts and counts it."""
    TABLES[table.kind] = table
    return table


register(Table(
    "colleges", "college", _text("name", "url", "university", "source_url", required=("name", "university")),
    key=lambda d: f"college|{norm_name(d.get('university'))}|{_unit_key(d)}",
    versioned=("name", "url", "university")))
register(Table(
    "departments", "department",
    _text("name", "url", "college", "university", "source_url", required=("name", "university")),
    key=lambda d: f"department|{norm_name(d.get('university'))}|{_unit_key(d)}",
    derived=(("college_key", lambda d: f"{norm_name(d.get('university'))}|{norm_name(d.get('college'))}"),),
    indexes=(("departments_college", "college_key"),),
    versioned=("name", "url", "college", "university")))
register(Table(
    "faculty", "faculty",
    _text("name", "title", "unit", "university", "homepage", "email", "source_url",
          required=("name", "unit", "university")),
    key=lambda d: (f"faculty|{norm_name(d.get('university'))}|{norm_name(d.get('unit'))}|"
                   f"{norm_name(d.get('name')) or norm_url(d.get('homepage'))}"),
    derived=(("unit_key", lambda d: f"{norm_name(d.get('university'))}|{norm_name(d.get('unit'))}"),),
    indexes=(("faculty_unit", "unit_key"),),
    versioned=("name", "title", "unit", "university", "homepage", "email")))
register(Table(
    "relations", "relation",
    (*_text("relation", "subject_type", "subject", "object_type", "object", "role",
            required=("relation", "subject_type", "subject", "object_type", "object")),
     Column("attributes", required=True, json=True)),
    key=_relation_key, needs=None))



def _json_list(value: Any) -> str:
    """A list (keywords, authors with affiliations) as its JSON text for an articles row."""
    return json.dumps(list(value or ()), ensure_ascii=False)


def _article_key(d: Mapping[str, Any]) -> str:
    doi = str(d.get("doi") or "").strip().casefold()
    return f"article|doi:{doi}" if doi else f"article|{norm_url(d.get('url')) or norm_name(d.get('title'))}"


register(Table(
    "articles", "scholarly_article",
    (*_text("title", "url", "doi", "volume", "issue", "published", "abstract", "keywords", "authors",
            required=("title",)),
     Column("n_references", "INTEGER"), Column("site")),
    key=_article_key, needs="title",
    prepare=lambda d: dict(d, keywords=_json_list(d.get("keywords")), authors=_json_list(d.get("authors")),
                           n_references=len(d.get("references") or ()))))

#: Tables that hold no items, for incremental re-crawls (docs/operations.md): ``pages``, per
#: crawl job and URL, what the last finished run got (status, validators, a hash of the
#: body); ``versions``, each change with its time (a college, department or faculty row, or
#: a page, that is new, changed or removed).  ``{serial}`` is the backend's auto-numbered key.
PLAIN_TABLES: dict[str, str] = {
    "pages": ("job TEXT NOT NULL, url TEXT NOT NULL, status INTEGER, etag TEXT, last_modified TEXT, "
              "content_hash TEXT, run TEXT NOT NULL, first_seen TEXT NOT NULL, last_seen TEXT NOT NULL, "
              "last_changed TEXT NOT NULL, PRIMARY KEY (job, url)"),
    "versions": ("id {serial}, at TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL, change TEXT NOT NULL, "
                 "fields TEXT NOT NULL"),
}
PLAIN_INDEXES = (("versions_key", "versions", "kind, key"), ("pages_run", "pages", "job, run"))


class PageRecord(NamedTuple):
    """What one fetch of a page got: HTTP status, validators, a hash of the body."""

    status: int
    etag: Optional[str] = None
    last_modified: Optional[str] = None
    content_hash: Optional[str] = None


#: Item classes whose instances hold their fields as plain attributes.
_ITEM_CLASSES = frozenset((College, Department, Faculty, Relation))


def as_dict(item: Any) -> Mapping[str, Any]:
    """The fields of an item (one of the crawl's dataclasses, any dataclass, or a mapping)
    as a mapping, read only; ``TypeError`` for anything else."""
    if type(item) in _ITEM_CLASSES:  # the crawl's own items: plain fields, read directly
        return vars(item)
    if dataclasses.is_dataclass(item) and not isinstance(item, type):
        return {f.name: getattr(item, f.name) for f in dataclasses.fields(item)}
    if isinstance(item, Mapping):
        return item
    raise TypeError(f"cannot store {type(item).__name__}")


def table_of(item: Any) -> Table:
    """The table an item's ``type`` is stored in; ``ValueError`` when none holds it."""
    kind = item_type(item)
    table = TABLES.get(kind)
    if table is None:
        raise ValueError(f"cannot store item type {kind!r}")
    return table


def row_of(item: Any) -> tuple[Table, list[Any]]:
    """The table and the row values of an item (see :meth:`Table.row`)."""
    d = as_dict(item)
    table = table_of(item)
    return table, table.row(d)


def key_of(item: Any) -> str:
    """The stable key of an item's row (see the module docstring)."""
    d = as_dict(item)
    return table_of(item).key(d)
