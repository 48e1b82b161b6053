"""Generated university sites, and a server that serves many of them on 127.0.0.1.

Run:  python -m webextract_testkit.universities OUT_FOLDER [--sites N] [--colleges C]
      [--departments D] [--people P]

Each site (:func:`university_site`, deterministic for its index) is a small university the
``university`` spider crawls the way it crawls a real one: a home page whose main menu
links to "Academics", a list of colleges, each college's list of departments, each
department's home page with a "Faculty" link, and a faculty directory (a table: name,
title, email) split over ``pages`` pages linked by "Next page"; each directory row links a
profile page.  ``endless=True`` makes one department's directory never end (page N links
page N+1, each with new people: the shape of a calendar trap), so only the crawl's page
budgets stop it.

:class:`SiteServer` serves several sites at once, each on its own port of 127.0.0.1 (each
its own site for the crawl's scope), with an optional delay per answer, and records when
each request reached each site (:meth:`SiteServer.gaps`), so a test or benchmark can check
the politeness of a crawl at the server.
"""

from __future__ import annotations

import argparse
import json
import random
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Optional

FIRST = ("Alice Anders Boris Carmen Dmitri Elena Farid Grace Hiro Ines Jonas Keiko Luca Maya Nils "
         "Olga Pavel Quinn Rosa Samir Tara Umar Vera Wen Ximena Yusuf Zoe").split()
LAST = ("Abbott Brennan Castillo Dorsey Ellison Fischer Garza Hollis Ivers Jensen Kowalski Lindqvist "
        "Moreau Novak Okafor Petrov Quintero Rasmussen Sorensen Takahashi Underwood Valdez Whitaker "
        "Yamada Zeller").split()
COLLEGES = [("College of Engineering", ["Civil Engineering", "Electrical Engineering", "Mechanical Engineering",
                                        "Chemical Engineering", "Computer Science"]),
            ("College of Arts and Sciences", ["History", "Philosophy", "Mathematics", "Physics", "Chemistry"]),
            ("School of Business", ["Accounting", "Finance", "Marketing", "Management", "Economics"]),
            ("College of Education", ["Curriculum and Instruction", "Educational Psychology",
                                      "Special Education", "Teacher Education", "Kinesiology"]),
            ("College of Health Sciences", ["Nursing", "Public Health", "Nutrition", "Pharmacy",
                                            "Physical Therapy"])]
#: The key (never a path) under which a site's pages name the folder whose directory never ends.
ENDLESS = "endless directory"
TITLES = ("Professor", "Associate Professor", "Assistant Professor", "Lecturer")


def _slug(text: str) -> str:
    return "-".join(text.lower().replace("&", "and").split())


def _page(title: str, university: str, body: str) -> bytes:
    nav = "".join(f'<li><a href="/{_slug(w)}/">{w}</a></li>' for w in ("About", "Admissions", "Academics",
                                                                         "Research", "News"))
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title} | {university}</title>'
            f'</head><body><header class="site-header"><a class="logo" href="/">{university}</a>'
            f'<nav class="main-nav"><ul>{nav}</ul></nav></header><main id="content">{body}</main>'
            f'<footer><p>{university}, 100 College Road</p><ul><li><a href="/contact/">Contact</a></li>'
            f'<li><a href="/privacy/">Privacy</a></li></ul></footer></body></html>').encode("utf-8")


def _person(rng: random.Random, taken: set[str]) -> tuple[str, str, str]:
    while True:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in taken:
            taken.add(name)
            title = rng.choice(TITLES)
            return name, title, f"{name.split()[0].lower()}.{name.split()[1].lower()}@example.edu"


def directory_page(university: str, college: str, department: str, base: str, number: int,
                   people: list[tuple[str, str, str]], last: Optional[int]) -> bytes:
    """Page ``number`` of a department's faculty directory (``last``: its last page, None
    when it never ends)."""
    rows = "".join(f'<tr><td><a href="{base}people/{_slug(n)}/">{n}</a></td><td>{t}</td>'
                   f'<td><a href="mailto:{e}">{e}</a></td></tr>' for n, t, e in people)
    more = ""
    if last is None or number < last:
        more = f'<p class="pager"><a href="{base}faculty/{number + 1}/">Next page</a></p>'
    return _page(f"Faculty of {department}", university,
                 f'<nav class="breadcrumb"><a href="/">Home</a> / {college} / {department}</nav>'
                 f"<h1>Department of {department}: Faculty</h1><table class=\"directory\">"
                 f"<thead><tr><th>Name</th><th>Title</th><th>Email</th></tr></thead><tbody>{rows}</tbody>"
                 f"</table>{more}")


def university_site(index: int, colleges: int = 5, departments: int = 5, people: int = 6,
                    pages: int = 1, endless: bool = False) -> dict[str, bytes]:
    """The pages of generated university ``index`` by path (``/`` ... ``/<college>/<dept>/
    faculty/<n>/``): ``colleges`` colleges of ``departments`` departments, each with a
    directory of ``people`` people a page over ``pages`` pages and a profile page per
    person.  ``endless``: the first department's directory never ends (its pages past the
    last are made by :class:`SiteServer`)."""
    rng = random.Random(index)
    university = f"{LAST[index % len(LAST)]} {['State', 'Tech', 'Valley', 'North'][index // len(LAST) % 4]} University"
    out: dict[str, bytes] = {}
    college_items = []
    taken: set[str] = set()
    for c, (college, depts) in enumerate(COLLEGES[:colleges]):
        cslug = _slug(college.split(" of ")[-1])
        college_items.append(f'<li class="college"><a class="college-link" href="/{cslug}/">{college}</a> '
                             f'<p>Degrees and research of the {college.lower()}.</p></li>')
        dept_items = []
        for d, dept in enumerate(depts[:departments]):
            base = f"/{cslug}/{_slug(dept)}/"
            dept_items.append(f'<div class="dept-tile"><h3><a href="{base}">Department of {dept}</a></h3> '
                              f'<p>Undergraduate and graduate programs in {dept.lower()}.</p></div>')
            out[base] = _page(f"Department of {dept}", university,
                              f"<h1>Department of {dept}</h1><p>Teaching and research in {dept.lower()}.</p>"
                              f'<ul class="dept-links"><li><a href="{base}faculty/">Faculty</a></li>'
                              f'<li><a href="{base}courses/">Courses</a></li></ul>')
            for n in range(1, pages + 1):
                folks = [_person(rng, taken) for _ in range(people)]
                last = None if endless and c == 0 and d == 0 else pages
                if last is None:
                    out[ENDLESS] = base.encode()
                out[f"{base}faculty/" if n == 1 else f"{base}faculty/{n}/"] = directory_page(
                    university, college, dept, base, n, folks, last)
                for name, title, email in folks:
                    out[f"{base}people/{_slug(name)}/"] = _page(
                        name, university, f"<h1>{name}</h1><p>{title}, Department of {dept}</p>"
                                          f'<p><a href="mailto:{email}">{email}</a></p>')
        out[f"/{cslug}/"] = _page(college, university,
                                  f"<h1>{college}</h1><section><h2>Departments</h2>"
                                  f'<div class="dept-grid">{"".join(dept_items)}</div></section>')
    out["/academics/"] = _page("Academics", university,
                               f"<h1>Academics</h1><section><h2>Schools and Colleges</h2>"
                               f'<ul class="college-list">{"".join(college_items)}</ul></section>')
    out["/"] = _page("Home", university, f"<h1>{university}</h1><p>Welcome.</p>"
                                          '<p><a href="/academics/">Explore our schools and colleges</a></p>')
    out["/robots.txt"] = b"User-agent: *\nAllow: /\n"
    return out


def department_site(index: int, people: int = 5, pages: int = 3, endless: bool = False) -> dict[str, bytes]:
    """A small site for tests: one department (crawled with ``-a level=department``) whose
    home page ``/`` links its faculty directory ``/faculty/`` of ``pages`` pages of ``people``
    people (``endless``: the directory never ends, see :class:`SiteServer`)."""
    rng = random.Random(1000 + index)
    college, dept = COLLEGES[index % len(COLLEGES)][0], COLLEGES[index % len(COLLEGES)][1][index // len(COLLEGES) % 5]
    university = f"{LAST[index % len(LAST)]} University"
    out = {"/": _page(f"Department of {dept}", university,
                      f"<h1>Department of {dept}</h1><p>Teaching and research in {dept.lower()}.</p>"
                      '<ul class="dept-links"><li><a href="/faculty/">Faculty</a></li>'
                      '<li><a href="/courses/">Courses</a></li></ul>'),
           "/robots.txt": b"User-agent: *\nAllow: /\n"}
    taken: set[str] = set()
    for n in range(1, pages + 1):
        folks = [_person(rng, taken) for _ in range(people)]
        out["/faculty/" if n == 1 else f"/faculty/{n}/"] = directory_page(
            university, college, dept, "/", n, folks, None if endless else pages)
    if endless:
        out[ENDLESS] = b"/"
    return out


class _Recording(ThreadingHTTPServer):
    """A threaded HTTP server that records when each connection reached it (one request a
    connection: HTTP/1.0), in its accepting thread, before a handler thread is started."""

    daemon_threads = True
    record: Any = None

    def process_request(self, request: Any, client_address: Any) -> None:
        if self.record is not None:
            self.record(time.monotonic())
        super().process_request(request, client_address)


class SiteServer:
    """Serve ``sites`` (each a dict of pages by path, :func:`university_site`) on 127.0.0.1,
    one port each, in threads of this process; ``delay`` seconds before each answer.  An
    endless directory (a site built with ``endless=True``) answers every page number.
    :attr:`urls` are the sites' base URLs; :meth:`gaps` the shortest time between two
    requests each site received."""

    def __init__(self, sites: list[dict[str, bytes]], delay: float = 0.0):
        self.sites, self.delay = sites, delay
        self.arrivals: list[list[float]] = [[] for _ in sites]
        self.servers: list[ThreadingHTTPServer] = []
        self.urls: list[str] = []
        #: Cleared by :meth:`pause`: requests wait unanswered until :meth:`resume`.
        self.open = threading.Event()
        self.open.set()
        for number, pages in enumerate(sites):
            server = _Recording(("127.0.0.1", 0), self._handler(number, pages))
            server.record = self.arrivals[number].append
            server.daemon_threads = True
            threading.Thread(target=server.serve_forever, daemon=True).start()
            self.servers.append(server)
            self.urls.append(f"http://127.0.0.1:{server.server_address[1]}/")

    def _handler(self, number: int, pages: dict[str, bytes]) -> Any:
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
                pass

            def do_GET(self) -> None:  # noqa: N802
                owner.open.wait()
                if owner.delay:
                    time.sleep(owner.delay)
                path = self.path.split("?", 1)[0].split("#", 1)[0]
                body = pages.get(path)
                if body is None:
                    body = owner._endless(pages, path)
                if body is None:
                    self.send_response(404)
                    body = b"<html><body><h1>Not found</h1></body></html>"
                else:
                    self.send_response(200)
                ctype = "text/plain" if path.endswith(".txt") else "text/html; charset=utf-8"
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        return Handler

    @staticmethod
    def _endless(pages: dict[str, bytes], path: str) -> Optional[bytes]:
        parts = path.strip("/").split("/")
        if len(parts) < 2 or parts[-2] != "faculty" or not parts[-1].isdigit():
            return None
        base = "/" + "".join(f"{p}/" for p in parts[:-2])
        if pages.get(ENDLESS) != base.encode():
            return None
        number = int(parts[-1])
        rng = random.Random(number)
        taken: set[str] = set()
        folks = [_person(rng, taken) for _ in range(4)]
        return directory_page("", "", parts[-3] if len(parts) > 2 else "the site", base, number, folks, None)

    def pause(self) -> None:
        """Hold every request unanswered until :meth:`resume` (its arrival is recorded)."""
        self.open.clear()

    def resume(self) -> None:
        self.open.set()

    def reset(self) -> None:
        """Forget the requests received so far (:meth:`gaps`, :meth:`requests` count anew)."""
        for times in self.arrivals:
            times.clear()

    def gaps(self) -> list[float]:
        """Per site, the shortest time between two requests it received (inf with fewer
        than two)."""
        out = []
        for times in self.arrivals:
            ordered = sorted(times)
            out.append(min((b - a for a, b in zip(ordered, ordered[1:])), default=float("inf")))
        return out

    def requests(self) -> list[int]:
        """Per site, the requests it received."""
        return [len(times) for times in self.arrivals]

    def close(self) -> None:
        for server in self.servers:
            server.shutdown()
            server.server_close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("--sites", type=int, default=1)
    parser.add_argument("--colleges", type=int, default=2)
    parser.add_argument("--departments", type=int, default=2)
    parser.add_argument("--people", type=int, default=6)
    parser.add_argument("--pages", type=int, default=1)
    args = parser.parse_args()
    for index in range(args.sites):
        folder = Path(args.out) / f"site{index}"
        for path, body in university_site(index, args.colleges, args.departments, args.people, args.pages).items():
            target = folder / path.lstrip("/") / "index.html" if path.endswith("/") else folder / path.lstrip("/")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(body)
    print(json.dumps({"sites": args.sites, "out": args.out}))


if __name__ == "__main__":
    main()
