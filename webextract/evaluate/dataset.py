"""Reader for labelled dataset folders: ``<set>/pages/<id>.html`` + ``<set>/truth.jsonl``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator


@dataclass
class LabelledPage:
    """One page of a dataset: its id, raw bytes path and its truth labels."""

    id: str
    path: Path
    truth: dict[str, Any]

    def read(self) -> bytes:
        """The page's raw bytes, in their original encoding."""
        return self.path.read_bytes()


def read_dataset(folder: str | Path, limit: int | None = None) -> list[LabelledPage]:
    """Read a dataset folder.

    Input: the folder holding ``truth.jsonl`` and ``pages/``; an optional page limit.
    Output: the pages in truth-file order whose page file exists.  Raises
    ``FileNotFoundError`` with a clear message when the folder is not a dataset.
    """
    folder = Path(folder)
    truth_file = folder / "truth.jsonl"
    if not truth_file.is_file():
        raise FileNotFoundError(f"{folder} is not a dataset folder: no truth.jsonl")
    pages: list[LabelledPage] = []
    for line in _lines(truth_file):
        truth = json.loads(line)
        page_id = str(truth["id"])
        path = folder / "pages" / f"{page_id}.html"
        if not path.is_file():
            continue
        pages.append(LabelledPage(page_id, path, truth))
        if limit is not None and len(pages) >= limit:
            break
    return pages


def _lines(path: Path) -> Iterator[str]:
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield line
