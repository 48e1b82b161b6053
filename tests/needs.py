"""Tests that need a program the machine may lack (a server, a browser): skipped with the
reason on a user's machine, failed under CI=true (``.ci/run`` must install it)."""

from __future__ import annotations

import os

import pytest

IN_CI = os.environ.get("CI", "").lower() == "true"


def missing(reason: str) -> None:
    """Skip the test (fail it under CI=true) because a program it needs is missing."""
    if IN_CI:
        pytest.fail(f"{reason} (CI=true: .ci/run must install it)")
    pytest.skip(reason)
