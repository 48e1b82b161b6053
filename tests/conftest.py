"""Fixtures shared by the test modules: real servers started on this machine."""

from __future__ import annotations

import pytest

from servers import PostgresServer, postgres_server


@pytest.fixture(scope="session")
def postgres() -> PostgresServer:
    """A PostgreSQL server in a temporary folder for the whole session."""
    yield from postgres_server()
