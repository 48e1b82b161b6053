"""Tests that need something the machine may lack (a server, a browser, an optional Python
package): skipped with the reason on a user's machine, failed under CI=true (``.ci/run``
installs the programs, and the ``test`` extra the packages)."""

from __future__ import annotations

import importlib
import os
from types import ModuleType
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from webextract_testkit.postgres import PostgresServer

IN_CI = os.environ.get("CI", "").lower() == "true"


def missing(reason: str) -> None:
    """Skip the test or module (fail under CI=true) because something it needs is missing."""
    if IN_CI:
        pytest.fail(f"{reason} (CI=true: .ci/run must install it)", pytrace=False)
    pytest.skip(reason, allow_module_level=True)


def module(name: str) -> ModuleType:
    """Import ``name``; when it is not installed, :func:`missing` (skip, or fail in CI)."""
    try:
        return importlib.import_module(name)
    except ImportError:
        missing(f"{name} is not installed (pip install -e '.[test]')")
        raise  # not reached: missing() skips or fails


def postgres_server() -> "PostgresServer":
    """A PostgreSQL server started in a temporary folder; without PostgreSQL on the machine,
    :func:`missing` (skip, or fail in CI)."""
    from webextract_testkit.postgres import PostgresMissing, PostgresServer

    try:
        return PostgresServer()
    except PostgresMissing as exc:
        missing(str(exc))
        raise  # not reached: missing() skips or fails
