"""Faculty directories of today's department sites: generated pages of each shape (exact
people and titles), bad input (a directory of 5,000 people, students, staff, a list a script
writes, a pager without end), and a bundled modern college site crawled end to end by the
university spider on 127.0.0.1 (card grid, a table in sections, views rows, rank sections,
a paginated directory)."""

from __future__ import annotations

import itertools
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Iterator, Optional

import pytest

from test_university_crawl import crawl
from webextract.dom import parse_html
from webextract.extract.webuie import extract_faculty
from webextract.extract.webuie.records import heading_title, is_student_text

NAMES = ["Maria Garcia", "David Kim", "Laura Bennett", "Samuel Okafor", "Priya Raman", "Helen Park",
         "Jonathan Reyes", "Anna Kowalski", "Michael Torres", "Sarah Lindqvist", "Robert Chen", "Emily Watson",
         "James Carter", "Olivia Brooks", "Daniel Novak", "Grace Liu", "Peter Hall", "Rachel Adams",
         "Kevin Wright", "Carlos Mendoza", "Fatima Hassan", "Nina Petrova", "Lucas Silva", "Hannah Schmidt"]
FIRST = ["Maria", "David", "Laura", "Samuel", "Priya", "Helen", "Jonathan", "Anna", "Michael", "Sarah", "Robert",
         "Emily", "James", "Olivia", "Daniel", "Grace", "Peter", "Rachel", "Kevin", "Carlos"]
LAST = ["Garcia", "Kim", "Bennett", "Okafor", "Raman", "Park", "Reyes", "Kowalski", "Torres", "Lindqvist", "Chen",
        "Watson", "Carter", "Brooks", "Novak", "Liu", "Hall", "Adams", "Wright", "Mendoza", "Hassan", "Petrova",
        "Silva", "Schmidt", "Brown", "Rossi", "Johnson", "Fischer", "Cohen", "Lopez", "Evans", "Young", "Diaz",
        "Martin", "Clarke", "Moore", "Scott", "Turner", "Miller", "Nguyen"]
TITLES = ["Professor", "Associate Professor", "Assistant Professor", "Lecturer", "Senior Lecturer"]


def slug(name: str) -> str:
    return name.lower().replace(" ", "-")


def frame(body: str, title: str = "People") -> str:
    """A page of a modern department site: menus, a header and a footer around ``body``."""
    menu = "".join(f"<li><a href='/{w.lower()}/'>{w}</a></li>" for w in
                   ("About", "Academics", "Research", "News", "Events", "Contact"))
    return (f"<!DOCTYPE html><html><head><title>{title} | Westbrook University</title></head><body>"
            f"<header><nav><ul>{menu}</ul></nav></header><main>{body}</main><footer><ul>"
            "<li><a href='/privacy/'>Privacy</a></li><li><a href='/a11y/'>Accessibility</a></li>"
            "<li><a href='/jobs/'>Jobs</a></li><li><a href='/map/'>Map</a></li></ul></footer></body></html>")


def mail(name: str) -> str:
    return f"{slug(name)}@westbrook.edu"


# --------------------------------------------------------------------------- the shapes


def table_sections(names: list[str], base: str = "/people/") -> tuple[str, list[tuple]]:
    """A table, one row per person (name, e-mail, phone, office), in sections "Core
    Faculty", "Affiliated Faculty", "Emeriti"; no title in the rows."""
    sections = [("Core Faculty", None, names[0:6]), ("Affiliated Faculty", "Affiliated Faculty", names[6:9]),
                ("Emeriti", "Emeritus Faculty", names[9:11])]
    body, want = "<h1>People</h1>", []
    for head, title, people in sections:
        body += (f"<h2>{head}</h2><table><thead><tr><th>Name</th><th>Email</th><th>Phone</th><th>Office</th>"
                 "</tr></thead><tbody>")
        for i, n in enumerate(people):
            body += (f"<tr><td><a href='{base}{slug(n)}'>{n}</a></td><td><a href='mailto:{mail(n)}'>{mail(n)}</a>"
                     f"</td><td>(555) 123-40{i:02d}</td><td>Hall {100 + i}</td></tr>")
            want.append((n, title, f"{base}{slug(n)}", mail(n)))
        body += "</tbody></table>"
    return frame(body), want


def card_grid(names: list[str], base: str = "/people/", tag: str = "article") -> tuple[str, list[tuple]]:
    """One ``<article>`` per person: the name in an ``<h2>`` inside nested wrappers, the
    title in ``<p class="title">`` (some with a second title line), a profile link, an
    image; parts come and go from card to card."""
    body, want = "<h1>Our Faculty</h1><div class='people-grid'>", []
    for i, n in enumerate(names):
        titles = [TITLES[i % len(TITLES)]] + (["Director of Undergraduate Studies"] if i % 5 == 2 else [])
        img = f"<div class='media'><a href='{base}{slug(n)}'><img src='/i/{i}.jpg' alt=''></a></div>" if i % 3 else ""
        extra = f"<p class='email'><a href='mailto:{mail(n)}'>{mail(n)}</a></p>" if i % 2 else ""
        extra += "<p class='phone'>555-0100</p>" if i % 4 == 1 else ""
        extra += "<div class='bio'><p>Works on metaphysics.</p><p>Teaches logic.</p></div>" if i % 7 == 3 else ""
        body += (f"<{tag} class='person'><div class='w1'><div class='w2'>{img}<div class='txt'>"
                 f"<h2><a href='{base}{slug(n)}'>{n}</a></h2><p class='title'>{'<br>'.join(titles)}</p>{extra}"
                 f"</div></div></div></{tag}>")
        want.append((n, "; ".join(titles), f"{base}{slug(n)}", mail(n) if i % 2 else None))
    return frame(body + "</div>"), want


def views_rows(names: list[str], base: str = "/people/") -> tuple[str, list[tuple]]:
    """A CMS views list: ``<li class="views-row">`` each holding a profile teaser whose name
    is its ``<h1>``."""
    body, want = "<h1>Faculty</h1><div class='view'><div class='view-content'><ul>", []
    for i, n in enumerate(names):
        t = TITLES[(i * 2) % len(TITLES)]
        body += (f"<li class='views-row'><div class='node node-teaser'><h1><a href='{base}{slug(n)}'>{n}</a></h1>"
                 f"<div class='field field-title'>{t}</div>"
                 + (f"<div class='field field-email'><a href='mailto:{mail(n)}'>Email</a></div>" if i % 3 else "")
                 + f"<div class='field field-body'><p>{n.split()[0]} works on the history of logic and the "
                 "philosophy of mathematics, and teaches the introductory course.</p></div></div></li>")
        want.append((n, t, f"{base}{slug(n)}", mail(n) if i % 3 else None))
    return frame(body + "</ul></div></div>"), want


def rank_sections(names: list[str], base: str = "/people/") -> tuple[str, list[tuple]]:
    """A directory in sections by rank; some people have no photo, some no link."""
    ranks = [("Professors", "Professor", 4), ("Associate Professors", "Associate Professor", 4),
             ("Lecturers", "Lecturer", 3), ("Emeriti", "Emeritus Faculty", 2)]
    body, want, k = "<h1>Faculty</h1>", [], 0
    for head, title, count in ranks:
        body += f"<section><h2>{head}</h2><div class='grid'>"
        for n in names[k:k + count]:
            k += 1
            img = f"<img src='/i/{k}.jpg' alt=''>" if k % 3 else ""
            link = k % 4 != 0
            shown = f"<a href='{base}{slug(n)}'>{n}</a>" if link else n
            body += f"<div class='card'>{img}<div class='name'>{shown}</div><div class='office'>Hall {200 + k}</div></div>"
            want.append((n, title, f"{base}{slug(n)}" if link else None, None))
        body += "</div></section>"
    return frame(body), want


def pager(page: int, pages: int, people: list[str], path: str) -> str:
    """A page of a paginated card directory (``?page=N``, "next ›", page numbers)."""
    cards = "".join(f"<div class='person-card'><h3><a href='/people/{slug(n)}'>{n}</a></h3>"
                    f"<div class='position'>{TITLES[i % len(TITLES)]}</div></div>" for i, n in enumerate(people))
    links = "".join(f"<li><a href='{path}{f'?page={p}' if p else ''}'>{p + 1}</a></li>" for p in range(pages) if p != page)
    nxt = f"<li class='pager-next'><a href='{path}?page={page + 1}'>next ›</a></li>" if page + 1 < pages else ""
    return frame(f"<h1>Faculty</h1><div class='people'>{cards}</div><ul class='pager'>{links}{nxt}</ul>")


def people(html: str, url: str = "http://www.westbrook.edu/people/") -> list[tuple]:
    got = extract_faculty(parse_html(html, url=url), url)
    host = "http://www.westbrook.edu"
    return [(p.name, p.title, p.homepage[len(host):] if p.homepage else None, p.email) for p in got]


@pytest.mark.parametrize("shape", [table_sections, card_grid, views_rows, rank_sections])
def test_each_shape_gives_exactly_its_people(shape) -> None:
    html, want = shape(NAMES[:16])
    assert people(html) == want


def test_cards_as_divs_and_list_items_of_varying_shape() -> None:
    for tag in ("div", "li"):
        html, want = card_grid(NAMES[:18], tag=tag)
        assert people(html) == want


def test_heading_titles_and_student_words() -> None:
    assert heading_title("Associate Professors") == "Associate Professor"
    assert heading_title("Lecturers:") == "Lecturer"
    assert heading_title("Emeriti") == "Emeritus Faculty"
    assert heading_title("Core Faculty") is None
    assert heading_title("People in the department and their research interests") is None
    assert is_student_text("PhD Student") and is_student_text("Doctoral Candidate")
    assert not is_student_text("Associate Professor")


def test_last_page_of_a_pager() -> None:
    html = pager(2, 3, NAMES[:7], "/faculty/")
    assert [p[:2] for p in people(html)] == [(n, TITLES[i % 5]) for i, n in enumerate(NAMES[:7])]


# --------------------------------------------------------------------------- bad input


def test_a_directory_of_5000_people_is_read_in_bounded_time() -> None:
    names = [f"{f} {last}" for last, f in itertools.islice(itertools.product(LAST, FIRST * 7), 5000)]
    rows = "".join(f"<tr><td><a href='/p/{i}'>{n}</a></td><td>Professor</td><td>p{i}@westbrook.edu</td></tr>"
                   for i, n in enumerate(names))
    html = frame(f"<h1>Directory</h1><table>{rows}</table>")
    start = time.perf_counter()
    got = people(html)
    took = time.perf_counter() - start
    assert len(got) == 5000 and all(t == "Professor" for _, t, _, _ in got)
    assert took < 30, took


def test_students_and_staff_are_not_faculty() -> None:
    students = "".join(f"<tr><td>{n}</td><td>Doctoral Candidate</td><td>{mail(n)}</td></tr>" for n in NAMES[:12])
    assert people(frame(f"<h1>Graduate Students</h1><table>{students}</table>")) == []
    cards = "".join(f"<li><h3><a href='/s/{slug(n)}'>{n}</a></h3><p>PhD Student</p><p>{mail(n)}</p></li>"
                    for n in NAMES[:12])
    assert people(frame(f"<h1>Graduate Students</h1><ul class='people'>{cards}</ul>")) == []
    jobs = ["Department Manager", "Graduate Program Coordinator", "Administrative Assistant", "IT Specialist",
            "Undergraduate Advisor", "Financial Analyst"]
    staff = "".join(f"<tr><td>{n}</td><td>{j}</td><td>{mail(n)}</td></tr>" for n, j in zip(NAMES, jobs))
    assert people(frame(f"<h1>Staff</h1><table>{staff}</table>")) == []


def test_names_written_by_a_script_give_nobody() -> None:
    html = frame("<h1>Faculty</h1><ul id='faculty-list'></ul><script>fetch('/faculty.json').then(r => r.json())"
                 ".then(d => { document.getElementById('faculty-list').innerHTML = d.map(p => p.name).join(''); });"
                 "</script>")
    assert people(html) == []


# --------------------------------------------------------------------------- the bundled site

DEPARTMENTS = [("Department of Philosophy", "philosophy"), ("Department of History", "history"),
               ("Department of Mathematics", "mathematics"), ("Department of Physics", "physics"),
               ("Department of English", "english"), ("Department of Chemistry", "chemistry")]
PAGED = [f"{f} {last}" for last, f in zip(LAST, itertools.cycle(reversed(FIRST)))][:40]
PAGE_SIZE = 18


def modern_site() -> tuple[dict[str, str], list[tuple]]:
    """The pages of a modern college site by path (with query) and the faculty it lists, as
    (name, title, department, homepage path, e-mail)."""
    pages: dict[str, str] = {}
    want: list[tuple] = []
    items = "".join(f"<li class='dept'><a href='/{p}/'>{n}</a></li>" for n, p in DEPARTMENTS)
    pages["/"] = frame(f"<h1>College of Arts and Sciences</h1><h2>Departments</h2><ul class='departments'>{items}"
                       "</ul>", "College of Arts and Sciences")
    shapes = {"philosophy": card_grid(NAMES[:12], "/philosophy/people/"),
              "history": table_sections(NAMES[4:15], "/history/people/"),
              "mathematics": views_rows(NAMES[2:9], "/mathematics/people/"),
              "english": rank_sections(NAMES[8:21], "/english/people/")}
    for name, path in DEPARTMENTS:
        links = (f"<li><a href='/{path}/faculty/'>Faculty</a></li>"
                 f"<li><a href='/{path}/students/'>Graduate Students</a></li><li><a href='/{path}/news/'>News</a></li>")
        pages[f"/{path}/"] = frame(f"<h1>{name}</h1><p>Welcome to the {name}.</p><ul class='quick'>{links}</ul>", name)
        students = "".join(f"<li><h3>{n}</h3><p>PhD Student</p></li>" for n in NAMES[12:20])
        pages[f"/{path}/students/"] = frame(f"<h1>Graduate Students</h1><ul class='people'>{students}</ul>")
        if path in shapes:
            html, found = shapes[path]
            pages[f"/{path}/faculty/"] = html
            want += [(n, t, name, h, e) for n, t, h, e in found]
    pages["/physics/faculty/"] = pager(0, 3, PAGED[:PAGE_SIZE], "/physics/faculty/")
    for p in range(1, 3):
        pages[f"/physics/faculty/?page={p}"] = pager(p, 3, PAGED[p * PAGE_SIZE:(p + 1) * PAGE_SIZE], "/physics/faculty/")
    want += [(n, TITLES[i % PAGE_SIZE % len(TITLES)], "Department of Physics", f"/people/{slug(n)}", None)
             for i, n in enumerate(PAGED)]
    pages["/chemistry/faculty/"] = frame(
        "<h1>Faculty</h1><ul id='faculty-list'></ul><script>fetch('/chemistry/faculty.json').then(r => r.json())"
        ".then(d => { document.getElementById('faculty-list').innerHTML = d.map(p => p.name).join(''); });</script>")
    return pages, want


def serve_pages(pages: dict[str, str], endless: Optional[str] = None) -> Iterator[str]:
    """Serve ``pages`` (by path and query) on 127.0.0.1; with ``endless``, every
    ``endless?page=N`` is a directory page whose pager links to itself and to page N+1."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - the server's name
            body = pages.get(self.path)
            if body is None and endless and self.path.startswith(endless + "?page="):
                n = int(self.path.rsplit("=", 1)[1])
                body = pager(n, n + 2, NAMES[:6], endless).replace(
                    "</ul></main>", f"<li><a href='{endless}?page={n}'>this page</a></li></ul></main>")
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


@pytest.fixture(scope="module")
def modern():
    pages, want = modern_site()
    for url in serve_pages(pages):
        yield url, want


def test_the_modern_site_crawled_end_to_end_exact(modern, tmp_path: Path) -> None:
    url, want = modern
    items, stats, log = crawl(url, tmp_path, "modern", "-a", "level=college")
    base = url.rstrip("/")
    departments = sorted(i["name"] for i in items if i["type"] == "department")
    assert departments == sorted(n for n, _ in DEPARTMENTS)
    got = sorted(((i["name"], i["title"], i["unit"], i["homepage"], i["email"]) for i in items
                  if i["type"] == "faculty"), key=repr)
    assert got == sorted(((n, t, u, base + h if h else None, e) for n, t, u, h, e in want), key=repr)
    assert stats["webextract/university/directory_pages"] == "2"
    assert stats["webextract/university/needs_js"] == "1"


def test_a_pager_without_end_is_bounded_and_counted(tmp_path: Path) -> None:
    name, path = DEPARTMENTS[3]
    pages = {"/": frame(f"<h1>{name}</h1><ul class='quick'><li><a href='/faculty/?page=0'>Faculty</a></li></ul>",
                        name)}
    for url in serve_pages(pages, endless="/faculty/"):
        items, stats, log = crawl(url, tmp_path, "endless", "-a", "level=department",
                                  "-s", "WEBEXTRACT_UNIVERSITY_MAX_DIRECTORY_PAGES=5")
    assert sorted(i["name"] for i in items if i["type"] == "faculty") == sorted(NAMES[:6])
    assert stats["webextract/university/directory_pages"] == "4"
    assert int(stats["webextract/university/directory_page_limit"]) >= 1
    assert int(stats["webextract/university/pages_fetched"]) <= 8
