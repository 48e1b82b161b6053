"""Lists of colleges and departments on today's university sites, of the shapes WEB-UIE's
record sets must read, each with the units it lists (name, link path), for exact tests.

* :func:`mega_menu`: the colleges in the "Academics" panel of a mega-menu, split over two
  columns under "Schools & Colleges", beside a "Resources" column and other menus' panels
  ("About": History, Leadership, Mission — names a unit dictionary knows), on a home page of
  news cards;
* :func:`az_index`: departments A–Z, one list a letter under a letter heading, a row of
  letter links and "Back to top" links between the letters;
* :func:`az_groups`: departments A–Z, one ``div`` a letter, a sentence after each link, a
  cross-reference ("Zoology (see Biology)");
* :func:`school_cards`: one card per school (image, heading, description, a "Visit" button
  as its only link);
* :func:`linked_school_cards`: each card one ``<a>`` around image, name and description;
* :func:`departments_by_school`: departments listed in one card per school (the school's
  name a linked heading above its departments' list).

Every maker is deterministic. ``python -m webextract_testkit.unit_lists OUT`` writes each
shape as ``OUT/<shape>.html`` with ``OUT/truth.jsonl`` (``id``, ``url``, ``kind``, ``units``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from webextract_testkit import write_shapes
from webextract_testkit.people_pages import HOST, frame, slug

COLLEGES = ["College of Arts and Sciences", "School of Engineering", "School of Law", "School of Medicine",
            "College of Business", "School of Education", "School of Nursing", "College of Fine Arts"]
DEPARTMENTS = ["Anthropology", "Art History", "Biology", "Chemistry", "Classics", "Computer Science", "Economics",
               "English", "Geography", "History", "Linguistics", "Mathematics", "Music", "Philosophy", "Physics",
               "Political Science", "Psychology", "Sociology"]

#: One unit: (name, link path).
UnitRow = tuple


def _units(names: list[str], prefix: str = "/") -> list[UnitRow]:
    return [(n, f"{prefix}{slug(n)}/") for n in names]


def mega_menu_nav(schools: list[UnitRow] | None = None) -> str:
    """The header's mega-menu: "About" (History, Leadership, Mission), "Academics" (the
    ``schools``, (name, link) pairs, default :data:`COLLEGES` at ``/<slug>/``, in two columns
    under "Schools & Colleges", then a "Resources" column), "Admissions", "Research", "News"."""
    schools = schools or _units(COLLEGES)
    half = (len(schools) + 1) // 2

    def column(head: str, links: list[tuple[str, str]]) -> str:
        return (f"<div class='mega-col'><h3>{head}</h3><ul>"
                + "".join(f"<li><a href='{u}'>{n}</a></li>" for n, u in links) + "</ul></div>")

    about = column("About", [("History", "/about/history/"), ("Leadership", "/about/leadership/"),
                             ("Mission", "/about/mission/")])
    academics = (column("Schools &amp; Colleges", schools[:half]) + column("&nbsp;", schools[half:])
                 + column("Resources", [("Course Catalog", "/catalog/"), ("Registrar", "/registrar/"),
                                        ("Libraries", "/library/"), ("Academic Calendar", "/calendar/")]))
    return ("<nav class='main-nav' aria-label='Main'><ul class='menu'>"
            f"<li class='menu-item has-mega'><a href='/about/'>About</a><div class='mega'>{about}</div></li>"
            f"<li class='menu-item has-mega'><a href='/academics/'>Academics</a><div class='mega'>{academics}</div></li>"
            "<li class='menu-item'><a href='/admissions/'>Admissions</a></li>"
            "<li class='menu-item'><a href='/research/'>Research</a></li>"
            "<li class='menu-item'><a href='/news/'>News</a></li></ul></nav>")


def mega_menu() -> tuple[str, list[UnitRow]]:
    """A university home page whose colleges are only in its mega-menu; the content is news."""
    news = "".join(f"<div class='news-card'><h3><a href='/news/{i}/'>Students win award {i}</a></h3>"
                   f"<p>November {i + 1}, 2026</p></div>" for i in range(6))
    return (frame(f"<h1>Welcome to Westbrook University</h1>{news}", "Home", menu=mega_menu_nav()),
            _units(COLLEGES))


def az_index(departments: list[str] = DEPARTMENTS, prefix: str = "/") -> tuple[str, list[UnitRow]]:
    """Departments A–Z: a row of letter links, then per letter an ``<h2>`` and a list, and a
    "Back to top" link after each list."""
    letters = "".join(f"<li><a href='#{c}'>{c}</a></li>" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    groups: dict[str, list[str]] = {}
    for d in departments:
        groups.setdefault(d[0], []).append(d)
    body = f"<h1 id='top'>Departments A–Z</h1><ul class='az-nav'>{letters}</ul>"
    for letter, names in groups.items():
        body += (f"<h2 id='{letter}'>{letter}</h2><ul class='az-list'>"
                 + "".join(f"<li><a href='{prefix}{slug(d)}/'>{d}</a></li>" for d in names)
                 + "</ul><p class='top'><a href='#top'>Back to top</a></p>")
    return frame(body, "Departments"), _units(departments, prefix)


def az_groups(departments: list[str] = DEPARTMENTS, prefix: str = "/") -> tuple[str, list[UnitRow]]:
    """Departments A–Z in one ``<div class="az-group">`` a letter (its heading, then a list
    whose entries add a sentence after the link), the last letter a cross-reference,
    "Zoology (see Biology)"."""
    groups: dict[str, list[str]] = {}
    for d in departments:
        groups.setdefault(d[0], []).append(d)
    body = "<h1>Departments and Programs A–Z</h1>"
    for letter, names in groups.items():
        body += (f"<div class='az-group'><h2>{letter}</h2><ul>"
                 + "".join(f"<li><a href='{prefix}{slug(d)}/'>{d}</a> <span class='desc'>Undergraduate and graduate "
                           f"study of {d.lower()}.</span></li>" for d in names) + "</ul></div>")
    body += f"<div class='az-group'><h2>Z</h2><ul><li><a href='{prefix}zoology/'>Zoology</a> (see Biology)</li></ul></div>"
    return frame(body, "Departments"), _units(departments, prefix) + [("Zoology", f"{prefix}zoology/")]


def school_cards(colleges: list[str] = COLLEGES) -> tuple[str, list[UnitRow]]:
    """One card per school: image, heading, a sentence, a "Visit the school" button (the
    card's only link)."""
    cards = "".join(
        f"<div class='card'><div class='card-img'><img src='/i/{i}.jpg' alt=''></div><div class='card-body'>"
        f"<h3 class='card-title'>{c}</h3><p>Degrees, research and outreach of the {c}.</p>"
        f"<a class='btn' href='/{slug(c)}/'>Visit the school</a></div></div>" for i, c in enumerate(colleges))
    return frame(f"<h1>Schools and Colleges</h1><div class='card-grid'>{cards}</div>", "Schools"), _units(colleges)


def linked_school_cards(colleges: list[str] = COLLEGES) -> tuple[str, list[UnitRow]]:
    """One ``<a class="card">`` per school around its image, name and a sentence."""
    cards = "".join(f"<a class='card' href='/{slug(c)}/'><img src='/i/{i}.jpg' alt=''><span class='card-title'>{c}"
                    "</span><span class='desc'>Programs in many fields of study and research.</span></a>"
                    for i, c in enumerate(colleges))
    return frame(f"<h1>Schools and Colleges</h1><div class='card-grid'>{cards}</div>", "Schools"), _units(colleges)


def departments_by_school() -> tuple[str, list[UnitRow]]:
    """Departments in one card per school: the school's linked name, then its departments."""
    body = "<h1>Academic Departments</h1>"
    for i, c in enumerate(COLLEGES[:3]):
        body += (f"<div class='school-card'><h2><a href='/{slug(c)}/'>{c}</a></h2><ul>"
                 + "".join(f"<li><a href='/{slug(d)}/'>{d}</a></li>" for d in DEPARTMENTS[i * 6:(i + 1) * 6])
                 + "</ul></div>")
    return frame(body, "Departments"), _units(DEPARTMENTS)


def shapes() -> dict[str, tuple[str, str, list[UnitRow]]]:
    """Every shape by name: (kind, page, units)."""
    return {"mega_menu": ("college", *mega_menu()), "az_index": ("department", *az_index()),
            "az_groups": ("department", *az_groups()),
            "school_cards": ("college", *school_cards()), "linked_school_cards": ("college", *linked_school_cards()),
            "departments_by_school": ("department", *departments_by_school())}


def main(argv: list[str] | None = None) -> int:
    """Write every shape to a folder: ``<shape>.html`` and ``truth.jsonl``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    write_shapes(args.out, ((name, html, {"url": HOST + "/x/", "kind": kind, "units": units})
                            for name, (kind, html, units) in shapes().items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
