"""Faculty directories and unit lists of today's university sites: generated pages of each
shape (exact people and titles, exact units), bad input (a directory of 5,000 people,
students, staff, a list a script writes, a pager without end), and a bundled modern
university crawled end to end by the university spider on 127.0.0.1 (a mega-menu of
colleges, department lists and an A–Z index, card grids, a table in sections, views rows,
rank sections, a paginated directory). The pages come from ``webextract_testkit``
(``people_pages``, ``unit_lists``, ``modern_site``)."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest

from test_university_crawl import crawl
from webextract.dom import parse_html
from webextract.extract.webuie import extract_faculty, extract_units, pagination_links
from webextract.extract.webuie.records import heading_title, is_student_text
from webextract.extract.webuie.units import item_labels
from webextract_testkit import modern_site as site
from webextract_testkit import people_pages as pp
from webextract_testkit import unit_lists

URL = pp.HOST + "/people/"


def people(html: str, url: str = URL) -> list[tuple]:
    got = extract_faculty(parse_html(html, url=url), url)
    return [(p.name, p.title, p.homepage[len(pp.HOST):] if p.homepage else None, p.email) for p in got]


@pytest.mark.parametrize("shape", [pp.table_sections, pp.card_grid, pp.views_rows, pp.rank_sections])
def test_each_shape_gives_exactly_its_people(shape) -> None:
    html, want = shape(pp.NAMES[:16])
    assert people(html) == want


@pytest.mark.parametrize("sep", ["; ", ", ", " | "])
def test_several_titles_in_one_line_are_kept(sep: str) -> None:
    html, want = pp.one_line_titles(pp.NAMES[:10], sep)
    assert people(html) == want


def test_section_rows_of_one_table_give_their_ranks() -> None:
    html, want = pp.table_section_rows(pp.NAMES[:16])
    assert people(html) == want


def test_cards_as_divs_and_list_items_of_varying_shape() -> None:
    for tag in ("div", "li"):
        html, want = pp.card_grid(pp.NAMES[:18], tag=tag)
        assert people(html) == want


def test_several_title_lines_are_kept_and_sections_give_ranks() -> None:
    html, want = pp.card_grid(pp.NAMES[:16])
    got = dict((n, t) for n, t, _, _ in people(html))
    assert got["Laura Bennett"] == "Assistant Professor; Director of Undergraduate Studies"
    assert got["Anna Kowalski"] == "Assistant Professor; Director of Undergraduate Studies"
    html, want = pp.rank_sections(pp.NAMES[:16])
    got = people(html)
    assert [t for _, t, _, _ in got] == ["Professor"] * 4 + ["Associate Professor"] * 4 + ["Lecturer"] * 3 + [
        "Emeritus Faculty"] * 2
    assert [h for _, _, h, _ in got].count(None) == 3  # no link: still a person


def test_heading_titles_and_student_words() -> None:
    assert heading_title("Associate Professors") == "Associate Professor"
    assert heading_title("Lecturers:") == "Lecturer"
    assert heading_title("Emeriti") == "Emeritus Faculty"
    assert heading_title("Core Faculty") is None
    assert heading_title("People in the department and their research interests") is None
    assert is_student_text("PhD Student") and is_student_text("Doctoral Candidate")
    assert not is_student_text("Associate Professor")


def test_last_page_of_a_pager() -> None:
    html, want = pp.shapes()["pager_last"]
    assert people(html) == want


@pytest.mark.parametrize("numbers, next_link, next_text, want", [
    (True, True, "next ›", ["/faculty/", "/faculty/?page=2", "/faculty/?page=3", "/faculty/?page=4"]),
    (False, True, "next ›", ["/faculty/?page=2"]),
    (False, True, "Load more", ["/faculty/?page=2"]),
    (True, False, "next ›", ["/faculty/", "/faculty/?page=2", "/faculty/?page=3", "/faculty/?page=4"]),
])
def test_a_directory_s_own_pager_is_read(numbers: bool, next_link: bool, next_text: str, want: list[str]) -> None:
    url = pp.HOST + "/faculty/?page=1"
    html = pp.pager(1, 5, pp.NAMES[:15], "/faculty/", numbers=numbers, next_link=next_link, next_text=next_text)
    got = sorted(link.url[len(pp.HOST):] for link in pagination_links(parse_html(html, url=url), url))
    assert got == want
    assert len(people(html, url)) == 15


@pytest.mark.parametrize("name", sorted(unit_lists.shapes()))
def test_unit_lists_of_today_exact(name: str) -> None:
    kind, html, want = unit_lists.shapes()[name]
    url = pp.HOST + "/x/"
    got = [(u.name, u.url[len(pp.HOST):]) for u in extract_units(parse_html(html, url=url), url, kind)]
    assert got == want


def test_a_group_of_units_is_not_named_by_its_first_entry() -> None:
    html = pp.frame("<div class='az-group'><h2>A</h2><ul><li><a href='/anthropology/'>Anthropology</a></li>"
                    "<li><a href='/art-history/'>Art History</a></li></ul></div>")
    group = parse_html(html, url=URL).find(".//div[@class='az-group']")
    assert item_labels(group) == ["A"]
    entry = parse_html("<ul><li><a href='/z/'>Zoology</a> (see Biology)</li></ul>", url=URL).find(".//li")
    assert item_labels(entry) == ["Zoology"]


def test_a_mega_menu_gives_no_departments_and_no_faculty() -> None:
    _, html, _ = unit_lists.shapes()["mega_menu"]
    root = parse_html(html, url=URL)
    assert extract_units(root, URL, "department") == []
    assert extract_faculty(root, URL) == []


# --------------------------------------------------------------------------- bad input


def test_a_directory_of_5000_people_is_read_whole_in_bounded_memory() -> None:
    html, want = pp.big_directory(5000)
    root = parse_html(html, url=URL)
    tracemalloc.start()
    try:
        got = extract_faculty(root, URL)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert [(p.name, p.title, p.homepage[len(pp.HOST):], p.email) for p in got] == want
    # the page is about 0.5 MB; what the extraction holds at its peak stays within 200 MB
    assert peak < 200 * 2 ** 20, peak


@pytest.mark.parametrize("page", [pp.students_table, pp.students_cards, pp.staff_table])
def test_students_and_staff_are_not_faculty(page) -> None:
    assert people(page()) == []


def test_names_written_by_a_script_give_nobody() -> None:
    assert people(pp.script_list()) == []


# --------------------------------------------------------------------------- the bundled site


@pytest.fixture(scope="module")
def modern():
    pages, key = site.modern_site()
    with site.serve(pages) as url:
        yield url, key


def test_the_modern_university_crawled_end_to_end_exact(modern, tmp_path: Path) -> None:
    url, key = modern
    items, stats, log = crawl(url, tmp_path, "modern")
    base = url.rstrip("/")
    got_colleges = sorted((i["name"], i["url"]) for i in items if i["type"] == "college")
    assert got_colleges == sorted((n, base + p) for n, p in key["colleges"])
    got_departments = sorted((i["name"], i["url"], i["college"]) for i in items if i["type"] == "department")
    assert got_departments == sorted((n, base + p, c) for n, p, c in key["departments"])
    got = sorted(((i["name"], i["title"], i["unit"], i["homepage"], i["email"]) for i in items
                  if i["type"] == "faculty"), key=repr)
    assert got == sorted(((n, t, u, base + h if h else None, e) for n, t, u, h, e in key["faculty"]), key=repr)
    assert stats["webextract/university/directory_pages"] == "2"
    assert stats["webextract/university/needs_js"] == "1"


def test_a_pager_without_end_is_bounded_and_counted(tmp_path: Path) -> None:
    name = "Department of Physics"
    pages = {"/": pp.frame(f"<h1>{name}</h1><ul class='quick'><li><a href='/faculty/?page=0'>Faculty</a></li>"
                           "</ul>", name)}
    with site.serve(pages, endless="/faculty/") as url:
        items, stats, log = crawl(url, tmp_path, "endless", "-a", "level=department",
                                  "-s", "WEBEXTRACT_UNIVERSITY_MAX_DIRECTORY_PAGES=5")
    assert sorted(i["name"] for i in items if i["type"] == "faculty") == sorted(pp.NAMES[:6])
    assert stats["webextract/university/directory_pages"] == "4"
    assert int(stats["webextract/university/directory_page_limit"]) >= 1
    assert int(stats["webextract/university/pages_fetched"]) <= 8
