"""Fixtures shared by several test modules, and the network the tests may crawl."""

from __future__ import annotations

import os
from typing import Iterator

import pytest

import needs
from webextract_testkit.postgres import PostgresServer

#: The tests crawl sites they serve on 127.0.0.1, which a crawl refuses unless its allowed
#: networks name it: allowed here for the test process and every crawl, scrapyd and demo it
#: starts (they inherit the environment).  The tests of the refusal itself
#: (tests/test_netguard*.py) set the setting explicitly.
os.environ["WEBEXTRACT_ALLOWED_NETWORKS"] = "127.0.0.0/8"


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
