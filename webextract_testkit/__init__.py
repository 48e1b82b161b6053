"""Makers of labelled pages and sites of the shapes webextract's methods must handle, and the
servers the tests and the benchmarks start on 127.0.0.1.

* :mod:`webextract_testkit.records`: list pages of the shapes STEM found hard, in the records
  dataset format (``python -m webextract_testkit.records``);
* :mod:`webextract_testkit.sites`: whole sites of result pages sharing a template, for
  site-level noise removal (``python -m webextract_testkit.sites``);
* :mod:`webextract_testkit.scholarly`: scholarly article pages in the layouts of publishers,
  journal platforms and repositories, in the journals dataset format
  (``python -m webextract_testkit.scholarly``);
* :mod:`webextract_testkit.people_pages`, :mod:`webextract_testkit.unit_lists`: faculty
  directory pages and college and department lists of today's university sites, each with
  its answer (``python -m webextract_testkit.people_pages OUT``, ``... .unit_lists OUT``);
* :mod:`webextract_testkit.modern_site`: a modern university of those pages, its answer key,
  and a server for it on 127.0.0.1 (``python -m webextract_testkit.modern_site OUT``);
* :mod:`webextract_testkit.list_page_shapes`, :mod:`webextract_testkit.story_box_shapes`:
  profiles, credits lists and discographies, and stories with a box or linked lines in
  their body, each with the exact text of its article (``python -m ... OUT``);
* :mod:`webextract_testkit.precision_shapes`: news pages whose story is wrapped in lines
  that are not its text (folded gallery slides, credited captions, share rows, teaser lists,
  publication notes), each with the exact text the article extractor must return;
* :mod:`webextract_testkit.body_tail_shapes`: posts whose body element goes on with a list
  of items or a gallery's picture headings and then more prose, with their exact texts;
* :mod:`webextract_testkit.author_box_shapes`: blog posts with an author box after the story
  or a byline box above it, with their exact texts;
* :mod:`webextract_testkit.postgres`: a PostgreSQL server in a temporary folder;
* :func:`free_port`: a port for a server on 127.0.0.1.

Every maker is deterministic: the same seed writes the same bytes.  The tests and the
benchmarks use this package; it is not part of webextract's API, and no module of
``webextract`` imports it.
"""

from __future__ import annotations

import argparse
import json
import socket
from pathlib import Path
from typing import Iterable, Mapping

#: The checkout this package lives in: the makers' default output folders are in its
#: ``tests/fixtures``.
CHECKOUT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    """A TCP port of 127.0.0.1 that nothing listens on now, for a server started next."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def write_shapes(out: Path, shapes: Iterable[tuple[str, str, dict]]) -> None:
    """Write each ``(name, html, truth)`` shape to the folder ``out``: ``<name>.html``, and
    its truth (``{"id": name, **truth}``) as a line of ``truth.jsonl``."""
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "truth.jsonl", "w", encoding="utf-8") as lines:
        for name, html, truth in shapes:
            (out / f"{name}.html").write_text(html, encoding="utf-8")
            lines.write(json.dumps({"id": name, **truth}) + "\n")


def write_article_shapes(argv: list[str] | None, description: str,
                         shapes: Mapping[str, tuple[str, str | None, str]]) -> int:
    """The command line of a module of article shapes: write each ``name -> (html, title,
    text)`` to the folder given in ``argv`` (:func:`write_shapes`, truth ``title`` and
    ``text``).  Output: the exit status, 0."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    write_shapes(args.out, ((name, html, {"title": title, "text": text})
                            for name, (html, title, text) in shapes.items()))
    return 0
