"""Faculty directory pages of today's department sites, of the shapes WEB-UIE must read, each
with the people it lists (name, title, homepage path, e-mail), for exact tests.

* :func:`table_sections`: a table, one row per person (name, e-mail, phone, office), in
  sections headed "Core Faculty", "Affiliated Faculty", "Emeriti", no title in the rows;
* :func:`table_section_rows`: the same in one table, each section a row of one header cell;
* :func:`one_line_titles`: several titles in one line ("Professor; Director of ...");
* :func:`card_grid`: one ``<article>`` (or ``div``, ``li``) per person, the name in an
  ``<h2>`` inside nested wrappers, the title in ``<p class="title">`` (some with a second
  title line), a profile link, an image; parts come and go from card to card;
* :func:`views_rows`: a CMS views list, ``<li class="views-row">`` teasers named by their
  ``<h1>``;
* :func:`rank_sections`: sections by rank ("Professors", "Associate Professors",
  "Lecturers", "Emeriti"), some people without a photo or a link;
* :func:`pager`: one page of a paginated card directory (``?page=N``, "next ›", numbers);
* bad input: :func:`big_directory` (thousands of people in one table), :func:`students_table`,
  :func:`students_cards`, :func:`staff_table`, :func:`script_list` (names a script writes).

Every maker is deterministic. Run ``python -m webextract_testkit.people_pages OUT`` to write
each shape as ``OUT/<shape>.html`` with ``OUT/truth.jsonl`` (one line a page: ``id``, ``url``,
``people``).
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

from webextract_testkit import write_shapes

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
#: The host the pages' links are read against.
HOST = "http://www.westbrook.edu"

#: One person: (name, title or None, homepage path or None, e-mail or None).
Person = tuple


def slug(name: str) -> str:
    """``"Maria Garcia"`` -> ``"maria-garcia"``."""
    return name.lower().replace(" ", "-")


def mail(name: str) -> str:
    """The person's address at the generated university."""
    return f"{slug(name)}@westbrook.edu"


def frame(body: str, title: str = "People", menu: str = "") -> str:
    """A page of a modern department site: ``menu`` (default: a plain menu of six links) in a
    header, ``body`` in ``<main>``, a footer of links."""
    menu = menu or ("<nav><ul>" + "".join(f"<li><a href='/{w.lower()}/'>{w}</a></li>" for w in
                                          ("About", "Academics", "Research", "News", "Events", "Contact"))
                    + "</ul></nav>")
    return (f"<!DOCTYPE html><html><head><title>{title} | Westbrook University</title></head><body>"
            f"<header>{menu}</header><main>{body}</main><footer><ul>"
            "<li><a href='/privacy/'>Privacy</a></li><li><a href='/a11y/'>Accessibility</a></li>"
            "<li><a href='/jobs/'>Jobs</a></li><li><a href='/map/'>Map</a></li></ul></footer></body></html>")


def table_sections(names: list[str], base: str = "/people/") -> tuple[str, list[Person]]:
    """A table, one row per person (name, e-mail, phone, office), in sections "Core
    Faculty", "Affiliated Faculty", "Emeriti"; no title in the rows (the section gives it
    where it names one). ``names``: at least 11."""
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


def table_section_rows(names: list[str], base: str = "/people/") -> tuple[str, list[Person]]:
    """One table whose sections ("Core Faculty", "Affiliated Faculty", "Emeriti") are rows of
    one header cell spanning the columns, between the people's rows (name, e-mail, phone,
    office); no title in the rows. ``names``: at least 11."""
    sections = [("Core Faculty", None, names[0:6]), ("Affiliated Faculty", "Affiliated Faculty", names[6:9]),
                ("Emeriti", "Emeritus Faculty", names[9:11])]
    rows, want = "", []
    for head, title, people in sections:
        rows += f"<tr class='section'><th colspan='4'>{head}</th></tr>"
        for i, n in enumerate(people):
            rows += (f"<tr><td><a href='{base}{slug(n)}'>{n}</a></td><td>{mail(n)}</td><td>555-01{i:02d}</td>"
                     f"<td>Hall {i}</td></tr>")
            want.append((n, title, f"{base}{slug(n)}", mail(n)))
    return frame("<h1>People</h1><table><tr><th>Name</th><th>Email</th><th>Phone</th><th>Office</th></tr>"
                 f"{rows}</table>"), want


def one_line_titles(names: list[str], sep: str = "; ", base: str = "/people/") -> tuple[str, list[Person]]:
    """Cards whose titles share one line, joined by ``sep`` ("Professor; Director of
    Graduate Studies", "Professor, Chair of the Department", "Lecturer | Advisor"): every
    second card holds a second title."""
    roles = ["Director of Graduate Studies", "Chair of the Department", "Undergraduate Coordinator"]
    cards, want = "", []
    for i, n in enumerate(names):
        titles = [TITLES[i % len(TITLES)]] + ([roles[i % len(roles)]] if i % 2 == 0 else [])
        cards += (f"<div class='profile'><h4><a href='{base}{slug(n)}'>{n}</a></h4><p>{sep.join(titles)}</p>"
                  f"<p>{mail(n)}</p></div>")
        want.append((n, "; ".join(titles), f"{base}{slug(n)}", mail(n)))
    return frame(f"<h1>Faculty</h1><div class='grid'>{cards}</div>"), want


def card_grid(names: list[str], base: str = "/people/", tag: str = "article") -> tuple[str, list[Person]]:
    """One ``<tag>`` per person: the name in an ``<h2>`` inside nested wrappers, the title in
    ``<p class="title">`` (every fifth card from the third with a second title line), a
    profile link, an image on two cards of three, e-mail, phone and biography on some."""
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


def views_rows(names: list[str], base: str = "/people/") -> tuple[str, list[Person]]:
    """A CMS views list: ``<li class="views-row">`` each holding a profile teaser whose name
    is its ``<h1>``, a title field, an e-mail link on two of three, a paragraph of text."""
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


def rank_sections(names: list[str], base: str = "/people/") -> tuple[str, list[Person]]:
    """A directory in sections by rank ("Professors", "Associate Professors", "Lecturers",
    "Emeriti"), no title in the cards; every third person without a photo, every fourth
    without a link. ``names``: at least 13."""
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


def pager(page: int, pages: int, people: list[str], path: str, *, self_link: bool = False,
          numbers: bool = True, next_link: bool = True, next_text: str = "next ›") -> str:
    """Page ``page`` (0-based) of ``pages`` of a card directory at ``path``: the people's
    cards (name, title ``TITLES[i % 5]``), page-number links to the other pages (``?page=N``,
    the first page without a query; not with ``numbers=False``), a link to the next page
    saying ``next_text`` ("next ›", "Load more") but on the last (not with
    ``next_link=False``); with ``self_link`` also a link to the page itself."""
    cards = "".join(f"<div class='person-card'><h3><a href='/people/{slug(n)}'>{n}</a></h3>"
                    f"<div class='position'>{TITLES[i % len(TITLES)]}</div></div>" for i, n in enumerate(people))
    links = "".join(f"<li><a href='{path}{f'?page={p}' if p else ''}'>{p + 1}</a></li>" for p in range(pages)
                    if p != page and numbers)
    nxt = (f"<li class='pager-next'><a href='{path}?page={page + 1}'>{next_text}</a></li>"
           if page + 1 < pages and next_link else "")
    itself = f"<li><a href='{path}?page={page}'>this page</a></li>" if self_link else ""
    return frame(f"<h1>Faculty</h1><div class='people'>{cards}</div><ul class='pager'>{links}{nxt}{itself}</ul>")


def many_names(count: int) -> list[str]:
    """``count`` distinct names (up to 5,600) of the given and family names above."""
    return [f"{f} {last}" for last, f in itertools.islice(itertools.product(LAST, FIRST * 7), count)]


def big_directory(count: int = 5000) -> tuple[str, list[Person]]:
    """One table of ``count`` people (linked name, "Professor", an address in the text)."""
    names = many_names(count)
    rows = "".join(f"<tr><td><a href='/p/{i}'>{n}</a></td><td>Professor</td><td>p{i}@westbrook.edu</td></tr>"
                   for i, n in enumerate(names))
    return frame(f"<h1>Directory</h1><table>{rows}</table>"), [
        (n, "Professor", f"/p/{i}", f"p{i}@westbrook.edu") for i, n in enumerate(names)]


def students_table() -> str:
    """A table of graduate students ("Doctoral Candidate"): no faculty."""
    rows = "".join(f"<tr><td>{n}</td><td>Doctoral Candidate</td><td>{mail(n)}</td></tr>" for n in NAMES[:12])
    return frame(f"<h1>Graduate Students</h1><table>{rows}</table>")


def students_cards() -> str:
    """Cards of PhD students (linked name, "PhD Student", address): no faculty."""
    cards = "".join(f"<li><h3><a href='/s/{slug(n)}'>{n}</a></h3><p>PhD Student</p><p>{mail(n)}</p></li>"
                    for n in NAMES[:12])
    return frame(f"<h1>Graduate Students</h1><ul class='people'>{cards}</ul>")


def staff_table() -> str:
    """A table of staff (managers, coordinators, assistants): no faculty."""
    jobs = ["Department Manager", "Graduate Program Coordinator", "Administrative Assistant", "IT Specialist",
            "Undergraduate Advisor", "Financial Analyst"]
    rows = "".join(f"<tr><td>{n}</td><td>{j}</td><td>{mail(n)}</td></tr>" for n, j in zip(NAMES, jobs))
    return frame(f"<h1>Staff</h1><table>{rows}</table>")


def script_list(source: str = "/faculty.json") -> str:
    """A faculty page whose list is empty until a script fills it from ``source``."""
    return frame("<h1>Faculty</h1><ul id='faculty-list'></ul><script>fetch('" + source + "').then(r => r.json())"
                 ".then(d => { document.getElementById('faculty-list').innerHTML = d.map(p => p.name).join(''); });"
                 "</script>")


def shapes() -> dict[str, tuple[str, list[Person]]]:
    """Every shape above on 16 people (rank sections on 13), and the bad input with its
    (empty) answer, by name."""
    out: dict[str, tuple[str, list[Person]]] = {
        "table_sections": table_sections(NAMES[:16]), "table_section_rows": table_section_rows(NAMES[:16]),
        "one_line_titles": one_line_titles(NAMES[:10]), "one_line_titles_comma": one_line_titles(NAMES[:10], ", "),
        "one_line_titles_bar": one_line_titles(NAMES[:10], " | "), "card_grid": card_grid(NAMES[:16]),
        "card_grid_div": card_grid(NAMES[:18], tag="div"), "card_grid_li": card_grid(NAMES[:18], tag="li"),
        "views_rows": views_rows(NAMES[:16]), "rank_sections": rank_sections(NAMES[:16])}
    out["pager_last"] = (pager(2, 3, NAMES[:7], "/faculty/"),
                         [(n, TITLES[i % 5], f"/people/{slug(n)}", None) for i, n in enumerate(NAMES[:7])])
    for name, html in (("students_table", students_table()), ("students_cards", students_cards()),
                       ("staff_table", staff_table()), ("script_list", script_list())):
        out[name] = (html, [])
    return out


def main(argv: list[str] | None = None) -> int:
    """Write every shape to a folder: ``<shape>.html`` and ``truth.jsonl``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    write_shapes(args.out, ((name, html, {"url": HOST + "/people/", "people": people})
                            for name, (html, people) in shapes().items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
