"""A modern university site of generated pages, served on 127.0.0.1 for end-to-end crawls.

:func:`modern_site` builds the pages by path (with query) and the answer key. The home page
lists its five colleges only in a mega-menu (:func:`webextract_testkit.unit_lists.mega_menu_nav`):

* the College of Arts and Sciences (``/arts-sciences/``) lists six departments on its home
  page, whose faculty pages are of today's shapes: a card grid (Philosophy), a table in
  sections without titles (History), CMS views rows (Mathematics), sections by rank
  (English), cards over three pages of a pager (Physics), a list a script writes
  (Chemistry: nobody; the crawl counts it as ``needs_js``); each department also links a
  page of graduate students (nobody read);
* the School of Engineering (``/engineering/``) links its departments A–Z (five
  departments, cards of four people each);
* three schools without departments (Law, Nursing, Education), each linking a faculty page
  of cards.

:func:`serve` serves such pages from a thread (``ThreadingHTTPServer``), and with
``endless`` answers every ``<endless>?page=N`` with a directory page whose pager links to
itself and to page N+1, without end. ``python -m webextract_testkit.modern_site OUT``
writes the pages as a folder ``webextract.demo.server`` serves (the pager's further pages
as ``index.html?page=N`` files are not written: a static folder has no queries), and
``OUT/EXPECTED.json``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import threading
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Iterator, Optional

from webextract_testkit.people_pages import (
    FIRST, LAST, NAMES, TITLES, card_grid, frame, pager, rank_sections, script_list, slug, table_sections, views_rows,
)
from webextract_testkit.unit_lists import az_index, mega_menu_nav

ARTS = "College of Arts and Sciences"
ARTS_DEPARTMENTS = [("Department of Philosophy", "philosophy"), ("Department of History", "history"),
                    ("Department of Mathematics", "mathematics"), ("Department of Physics", "physics"),
                    ("Department of English", "english"), ("Department of Chemistry", "chemistry")]
ENGINEERING = "School of Engineering"
ENGINEERING_DEPARTMENTS = ["Bioengineering", "Chemical Engineering", "Civil Engineering", "Computer Science",
                           "Mechanical Engineering"]
#: Schools without departments: (name, folder).
SCHOOLS = [("School of Law", "law"), ("School of Nursing", "nursing"), ("School of Education", "education")]
COLLEGES = [(ARTS, "arts-sciences"), (ENGINEERING, "engineering"), *SCHOOLS]
#: The people of the paginated directory (Physics) and its page size.
PAGED = [f"{f} {last}" for last, f in zip(LAST, itertools.cycle(reversed(FIRST)))][:40]
PAGE_SIZE = 18

#: One faculty member of the answer key: (name, title, unit, homepage path or None, e-mail or None).
Member = tuple


def _nav() -> str:
    return mega_menu_nav([(name, f"/{path}/") for name, path in COLLEGES])


def _page(body: str, title: str) -> str:
    return frame(body, title, menu=_nav())


def _arts(pages: dict[str, str], want: list[Member]) -> list[tuple[str, str]]:
    base = "/arts-sciences/"
    items = "".join(f"<li class='dept'><a href='{base}{p}/'>{n}</a></li>" for n, p in ARTS_DEPARTMENTS)
    pages[base] = _page(f"<h1>{ARTS}</h1><h2>Departments</h2><ul class='departments'>{items}</ul>", ARTS)
    shapes = {"philosophy": card_grid(NAMES[:12], f"{base}philosophy/people/"),
              "history": table_sections(NAMES[4:15], f"{base}history/people/"),
              "mathematics": views_rows(NAMES[2:9], f"{base}mathematics/people/"),
              "english": rank_sections(NAMES[8:21], f"{base}english/people/")}
    students = "".join(f"<li><h3>{n}</h3><p>PhD Student</p></li>" for n in NAMES[12:20])
    for name, path in ARTS_DEPARTMENTS:
        home = f"{base}{path}/"
        links = (f"<li><a href='{home}faculty/'>Faculty</a></li><li><a href='{home}students/'>Graduate Students</a>"
                 f"</li><li><a href='{home}news/'>News</a></li>")
        pages[home] = _page(f"<h1>{name}</h1><p>Welcome to the {name}.</p><ul class='quick'>{links}</ul>", name)
        pages[f"{home}students/"] = _page(f"<h1>Graduate Students</h1><ul class='people'>{students}</ul>", "Students")
        if path in shapes:
            html, found = shapes[path]
            pages[f"{home}faculty/"] = html
            want += [(n, t, name, h, e) for n, t, h, e in found]
    physics = f"{base}physics/faculty/"
    pages[physics] = pager(0, 3, PAGED[:PAGE_SIZE], physics)
    for p in range(1, 3):
        pages[f"{physics}?page={p}"] = pager(p, 3, PAGED[p * PAGE_SIZE:(p + 1) * PAGE_SIZE], physics)
    want += [(n, TITLES[i % PAGE_SIZE % len(TITLES)], "Department of Physics", f"/people/{slug(n)}", None)
             for i, n in enumerate(PAGED)]
    pages[f"{base}chemistry/faculty/"] = script_list(f"{base}chemistry/faculty.json")
    return [(name, f"{base}{path}/") for name, path in ARTS_DEPARTMENTS]


def _engineering(pages: dict[str, str], want: list[Member]) -> list[tuple[str, str]]:
    base = "/engineering/"
    pages[base] = _page(f"<h1>{ENGINEERING}</h1><p>Engineering at Westbrook.</p><ul class='quick'>"
                        f"<li><a href='{base}departments/'>Departments A–Z</a></li>"
                        f"<li><a href='{base}admissions/'>Admissions</a></li></ul>", ENGINEERING)
    html, units = az_index(ENGINEERING_DEPARTMENTS, prefix=base)
    pages[f"{base}departments/"] = html
    for k, (name, home) in enumerate(units):
        pages[home] = _page(f"<h1>{name}</h1><ul class='quick'><li><a href='{home}people/'>People</a></li></ul>", name)
        html, found = card_grid(NAMES[k * 4:k * 4 + 4], f"{home}p/", tag="div")
        pages[f"{home}people/"] = html
        want += [(n, t, name, h, e) for n, t, h, e in found]
    return units


def modern_site() -> tuple[dict[str, str], dict[str, list]]:
    """The pages of the modern university by path (with query), and the answer key:
    ``colleges`` [(name, path)], ``departments`` [(name, path, college)], ``faculty``
    [(name, title, unit, homepage path, e-mail)]."""
    pages: dict[str, str] = {}
    faculty: list[Member] = []
    news = "".join(f"<div class='news-card'><h3><a href='/news/{i}/'>Students win award {i}</a></h3>"
                   f"<p>November {i + 1}, 2026</p></div>" for i in range(6))
    pages["/"] = _page(f"<h1>Westbrook University</h1>{news}", "Home")
    departments = [(n, u, ARTS) for n, u in _arts(pages, faculty)]
    departments += [(n, u, ENGINEERING) for n, u in _engineering(pages, faculty)]
    for k, (name, path) in enumerate(SCHOOLS):
        home = f"/{path}/"
        pages[home] = _page(f"<h1>{name}</h1><ul class='quick'><li><a href='{home}faculty/'>Faculty Directory</a>"
                            "</li></ul>", name)
        html, found = card_grid(NAMES[12 + k * 3:17 + k * 3], f"{home}faculty/")
        pages[f"{home}faculty/"] = html
        faculty += [(n, t, name, h, e) for n, t, h, e in found]
    colleges = [(name, f"/{path}/") for name, path in COLLEGES]
    return pages, {"colleges": colleges, "departments": departments, "faculty": faculty}


def endless_page(path: str, n: int) -> str:
    """Page ``n`` of a directory at ``path`` whose pager never ends (links to itself and to
    page n + 1), six people a page."""
    return pager(n, n + 2, NAMES[:6], path, self_link=True)


@contextmanager
def serve(pages: dict[str, str], endless: Optional[str] = None) -> Iterator[str]:
    """Serve ``pages`` (by path and query) on 127.0.0.1 from a thread; yield the base URL
    (``http://127.0.0.1:PORT/``). Other paths are 404s, but with ``endless`` every
    ``<endless>?page=N`` is :func:`endless_page`. The server stops when the block ends."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - the server's name
            body = pages.get(self.path)
            if body is None and endless and self.path.startswith(endless + "?page="):
                number = self.path.rsplit("=", 1)[1]
                body = endless_page(endless, int(number)) if number.isdigit() else None
            if body is None:
                self.send_response(404)
                self.end_headers()
                return
            data = body.encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str] | None = None) -> int:
    """Write the site's pages (without query) as ``OUT/<path>/index.html`` and the answer
    key as ``OUT/EXPECTED.json``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    pages, key = modern_site()
    for path, html in pages.items():
        if "?" in path:
            continue
        target = args.out / path.lstrip("/") / "index.html"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(html, encoding="utf-8")
    (args.out / "EXPECTED.json").write_text(json.dumps(key, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
