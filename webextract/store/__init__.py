"""Storage of extracted university objects and INM relations: an embedded SQLite file by
default, a PostgreSQL server when several machines write one store.

:func:`open_store` opens either from one string, the value of ``WEBEXTRACT_STORE``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from webextract.store.base import Flushed, StoreBase, StoreUnavailable
from webextract.store.postgres import PostgresStore, is_server_url, redact
from webextract.store.schema import TABLES, Column, PageRecord, Table, norm_name, norm_url, register
from webextract.store.sqlite import Store

__all__ = ["Column", "Flushed", "PageRecord", "PostgresStore", "Store", "StoreBase", "StoreUnavailable", "TABLES",
           "Table", "is_server_url", "norm_name", "norm_url", "open_store", "redact", "register"]


def open_store(target: str | Path, **options: Any) -> StoreBase:
    """Open the store ``target`` names: a ``postgresql://user@host/db`` URL (also
    ``postgres://``) gives a :class:`PostgresStore`, anything else is the path of an SQLite
    file (created when missing; ``":memory:"`` for a temporary one).  ``options`` go to
    the store (``clock``, ``commit_every``; ``connect_timeout`` for PostgreSQL).  Raises
    :class:`StoreUnavailable` when the server cannot be reached."""
    text = str(target)
    if is_server_url(text):
        return PostgresStore(text, **options)
    options.pop("connect_timeout", None)
    return Store(Path(text).expanduser() if text != ":memory:" else text, **options)
