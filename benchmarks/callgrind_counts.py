"""Machine-instruction counts for the benchmarks' ``--instructions`` modes.

A process runs under ``valgrind --tool=callgrind --instr-atstart=no`` and switches counting
on and off around the code measured (:func:`instrument`); the count does not move with the
load of a shared machine, so two versions can be compared exactly.  Needs valgrind (Debian
package ``valgrind``).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path


def require() -> None:
    """Exit with a message when valgrind or callgrind_control is missing."""
    if not (shutil.which("valgrind") and shutil.which("callgrind_control")):
        raise SystemExit("--instructions needs valgrind and callgrind_control (Debian package valgrind)")


def prefix(out: Path) -> list[str]:
    """The command prefix that runs a process under callgrind, counting nothing until
    :func:`instrument` switches it on, the counts written to ``out``."""
    return ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}"]


def instrument(state: str) -> None:
    """Switch counting ``"on"`` or ``"off"`` in this process (run under :func:`prefix`)."""
    subprocess.run(["callgrind_control", "-i", state, str(os.getpid())], capture_output=True, check=False)


def total(out: Path) -> int:
    """The instructions counted in a callgrind output file (0 when there is none)."""
    text = out.read_text(encoding="utf-8", errors="replace") if out.exists() else ""
    # "summary:" is written when counting starts (0 here), "totals:" at the end
    return max(map(int, re.findall(r"^(?:totals|summary):\s*(\d+)", text, re.M)), default=0)
