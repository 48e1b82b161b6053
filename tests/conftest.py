"""Fixtures shared by several test modules."""

from __future__ import annotations

from typing import Iterator

import pytest

import needs
from webextract_testkit.postgres import PostgresServer


@pytest.fixture(scope="module")
def postgres() -> Iterator[PostgresServer]:
    """A PostgreSQL server in a temporary folder for one module's tests; without psycopg or
    PostgreSQL on the machine, :func:`needs.missing` (skip, or fail under CI=true)."""
    needs.module("psycopg")
    server = needs.postgres_server()
    try:
        yield server
    finally:
        server.stop()
