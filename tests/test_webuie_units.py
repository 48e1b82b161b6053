"""WEB-UIE extraction of units and links: colleges and departments (§3.2-3.3), keyword
links, pagination, the university's name, bad URLs and the quick pre-tests."""

from __future__ import annotations


import pytest
from lxml import etree

from test_webuie import FIXTURES, TABLE, URL, page
from webextract.dom import parse_html
from webextract.extract.webuie import (
    Link,
    Person,
    Unit,
    extract_faculty,
    extract_units,
    keyword_links,
    pagination_links,
    university_name,
)
from webextract.extract.webuie.units import matches_dictionary



# --------------------------------------------------------------------------- units

ACADEMICS = """<html><head><title>Academics | Example University</title></head><body>
<header><ul class="menu"><li><a href="/about">About</a></li><li><a href="/admissions">Admissions</a></li>
<li><a href="/research">Research</a></li><li><a href="/news">News</a></li><li><a href="/give">Give</a></li></ul></header>
<main><h1>Colleges and Schools</h1>
<ul class="colleges">
<li><a href="/cas/">College of Arts and Sciences</a></li>
<li><a href="https://engineering.example.edu/">School of Engineering &amp; Applied Science</a></li>
<li><a href="/business">Tepper School of Business</a></li>
<li><a href="/nursing/">School of Nursing</a></li>
<li><a href="/law/">School of Law</a></li>
<li><a href="/cs/">School of Computer Science</a></li>
</ul>
<div class="news"><div class="item"><a href="/n1">Commencement 2024</a></div><div class="item"><a href="/n2">New president named</a></div>
<div class="item"><a href="/n3">Campus map updated</a></div><div class="item"><a href="/n4">Research week</a></div><div class="item"><a href="/n5">Athletics wins</a></div></div>
</main></body></html>"""

DEPARTMENTS = """<html><body><div class="content"><h2>Departments</h2>
<div class="cards">
<div class="card"><h3>Department of Physics</h3><p>Matter, energy and the universe, from quarks to galaxies and beyond, taught by our faculty.</p><a href="/physics/">Learn more</a></div>
<div class="card"><h3>Chemistry</h3><p>The study of substances and reactions.</p><a href="/chemistry/">Learn more</a></div>
<div class="card"><h3>Mathematics &amp; Statistics</h3><p>Pure and applied.</p><a href="/math/">Learn more</a></div>
<div class="card"><h3>Earth and Planetary Sciences</h3><p>Our planet.</p><a href="/eps/">Learn more</a></div>
<div class="card"><h3>Biological Sciences</h3><p>Life.</p><a href="/bio/">Learn more</a></div>
<div class="card"><h3>Student Resources</h3><p>Advising.</p><a href="/resources/">Learn more</a></div>
</div></div></body></html>"""


def test_database_matching_phrases():
    assert matches_dictionary("Computer Science", "college")
    assert matches_dictionary("College of Arts, Humanities, & Social Sciences", "college")
    assert matches_dictionary("Department of Electrical and Computer Engineering", "department")
    assert matches_dictionary("Civil, Architectural and Environmental Engineering", "department")
    assert not matches_dictionary("Mechanical Engineering News", "department")
    assert matches_dictionary("Physics (PHYS)", "department")
    assert matches_dictionary("Facultad de Ingenieria", "college")  # accents folded
    assert matches_dictionary("Fakultät für Informatik", "college")
    assert matches_dictionary("Departamento de Matemáticas", "department")
    assert not matches_dictionary("Schools and Colleges", "college")
    assert not matches_dictionary("Campus News", "department")
    assert not matches_dictionary("", "department")


def test_colleges_from_content_list():
    u = "https://www.example.edu/academics/"
    assert extract_units(page(ACADEMICS, u), u, "college") == [
        Unit("College of Arts and Sciences", "https://www.example.edu/cas/", "college"),
        Unit("School of Engineering & Applied Science", "https://engineering.example.edu/", "college"),
        Unit("Tepper School of Business", "https://www.example.edu/business", "college"),
        Unit("School of Nursing", "https://www.example.edu/nursing/", "college"),
        Unit("School of Law", "https://www.example.edu/law/", "college"),
        Unit("School of Computer Science", "https://www.example.edu/cs/", "college"),
    ]


def test_departments_from_cards_with_nearest_link():
    u = "https://sciences.example.edu/"
    assert extract_units(page(DEPARTMENTS, u), u, "department") == [
        Unit("Department of Physics", "https://sciences.example.edu/physics/", "department"),
        Unit("Chemistry", "https://sciences.example.edu/chemistry/", "department"),
        Unit("Mathematics & Statistics", "https://sciences.example.edu/math/", "department"),
        Unit("Earth and Planetary Sciences", "https://sciences.example.edu/eps/", "department"),
        Unit("Biological Sciences", "https://sciences.example.edu/bio/", "department"),
        Unit("Student Resources", "https://sciences.example.edu/resources/", "department"),
    ]


def test_units_need_more_than_four_items_and_065_matches():
    items = "".join(f"<li><a href='/{n}'>{n}</a></li>" for n in ["Physics", "Chemistry", "Biology", "Geology"])
    assert extract_units(page(f"<ul>{items}</ul>"), URL, "department") == []
    noisy = items + "".join(f"<li><a href='/{n}'>{n}</a></li>" for n in ["News", "Events", "Give"])
    assert extract_units(page(f"<ul>{noisy}</ul>"), URL, "department") == []  # 4/7 = 0.57
    ok = items + "<li><a href='/astro'>Astronomy</a></li>"
    assert [u.name for u in extract_units(page(f"<ul>{ok}</ul>"), URL, "department")] == [
        "Physics", "Chemistry", "Biology", "Geology", "Astronomy",
    ]


def test_unknown_kind_is_an_error():
    with pytest.raises(ValueError):
        extract_units(page(ACADEMICS), URL, "lab")
    with pytest.raises(ValueError):
        keyword_links(page(ACADEMICS), URL, "labs")


def test_real_page_college_menu():
    u = "https://www.uah.edu/ahs/departments/philosophy"
    root = parse_html((FIXTURES / "uah-philosophy.html").read_bytes(), url=u)
    assert [(x.name, x.url) for x in extract_units(root, u, "college")] == [
        ("Arts, Humanities, & Social Sciences", "https://www.uah.edu/ahs"),
        ("Business", "https://www.uah.edu/business"),
        ("Education", "https://www.uah.edu/education"),
        ("Engineering", "https://www.uah.edu/eng"),
        ("Nursing", "https://www.uah.edu/nursing"),
        ("Professional Studies", "https://www.uah.edu/cps"),
        ("Science", "https://www.uah.edu/science"),
        ("Honors", "https://www.uah.edu/honors"),
        ("Graduate School", "https://www.uah.edu/graduate"),
    ]
    assert keyword_links(root, u, "faculty")[0] == Link(
        "https://www.uah.edu/ahs/departments/philosophy/faculty-staff", "Faculty & Staff"
    )
    assert [l.url for l in keyword_links(root, u, "colleges")] == [
        "https://www.uah.edu/academics/colleges",
        "https://www.uah.edu/research/colleges",
        "https://www.uah.edu/academics",
    ]
    assert extract_units(root, u, "college", include_navigation=False) == []  # the list is a menu
    assert extract_faculty(root, u) == []
    assert university_name(root, u) == "University of Alabama at Huntsville"


def test_real_pages_links_and_no_faculty():
    u = "https://philosophy.berkeley.edu/"
    root = parse_html((FIXTURES / "berkeley-philosophy.html").read_bytes(), url=u)
    assert keyword_links(root, u, "faculty") == [Link("https://philosophy.berkeley.edu/people", "People")]
    assert keyword_links(root, u, "colleges") == []
    u = "https://philosophy.fas.harvard.edu/"
    root = parse_html((FIXTURES / "harvard-philosophy.html").read_bytes(), url=u)
    assert keyword_links(root, u, "faculty") == [
        Link("https://philosophy.fas.harvard.edu/faculty-1", "Faculty"),
        Link("https://philosophy.fas.harvard.edu/staff", "Staff"),
    ]
    assert extract_faculty(root, u) == []  # news and event lists with names
    assert extract_units(root, u, "department") == []
    assert pagination_links(root, u) == []


# --------------------------------------------------------------------------- links

HOME = """<html><head><title>Home | Example University</title>
<meta property="og:site_name" content="Example University"></head><body>
<a href="/about">About</a> <a href="/academics/">Academics</a> <a href="/academics/#top">Academics</a>
<a href="/calendar">Academic Calendar</a> <a href="/schools" title="Schools and Colleges">»</a>
<a href="mailto:info@example.edu">Colleges</a> <a href="/news/colleges-ranked">Our colleges ranked first again by the national survey this year</a>
<a href="/directory">Faculty Directory</a> <a href="/people">People</a> <a href="/fs">Faculty &amp; Staff</a>
<a href="/our-team/faculty-directory.html"><img src="team.png"></a> <a href="/news/faculty-wins-award">Award</a>
</body></html>"""


def test_keyword_links_rank_and_dedupe():
    u = "https://www.example.edu/"
    root = page(HOME, u)
    assert keyword_links(root, u, "colleges") == [
        Link("https://www.example.edu/schools", "Schools and Colleges"),
        Link("https://www.example.edu/academics/", "Academics"),
    ]
    assert [l.url for l in keyword_links(root, u, "faculty")] == [
        "https://www.example.edu/directory",
        "https://www.example.edu/fs",
        "https://www.example.edu/people",
        "https://www.example.edu/our-team/faculty-directory.html",  # by its URL
    ]
    assert keyword_links(root, u, "departments") == []


PAGER = """<html><body><table><tr><td>x</td></tr></table>
<div class="pager"><a href="?page=1">1</a> <a href="?page=2">2</a> <a href="?page=3">3</a> <a href="?page=2" rel="next">Next »</a></div>
<ul class="az"><li><a href="?letter=A">A</a></li><li><a href="?letter=B">B</a></li><li><a href="?letter=C">C</a></li>
<li><a href="?letter=D">D</a></li><li><a href="?letter=E">E</a></li><li><a href="#top">Top</a></li></ul>
<p><a href="/x">5</a></p><a href="#F">F</a></body></html>"""


def test_pagination_links():
    u = "https://www.example.edu/dir?page=1"
    got = pagination_links(page(PAGER, u), u)
    assert got == [
        Link("https://www.example.edu/dir?page=2", "Next »"),
        Link("https://www.example.edu/dir?page=3", "3"),
        Link("https://www.example.edu/dir?letter=A", "A"),
        Link("https://www.example.edu/dir?letter=B", "B"),
        Link("https://www.example.edu/dir?letter=C", "C"),
        Link("https://www.example.edu/dir?letter=D", "D"),
        Link("https://www.example.edu/dir?letter=E", "E"),
    ]


def test_university_name_sources():
    assert university_name(page(HOME, "https://www.example.edu/"), "https://www.example.edu/") == "Example University"
    plain = page("<html><head><title>Welcome | State College of Design</title></head></html>")
    assert university_name(plain, "http://127.0.0.1:8000/") == "State College of Design"
    assert university_name(page("<p>hi</p>"), "https://cs.mit.edu/") == "Massachusetts Institute of Technology"
    assert university_name(page("<p>hi</p>"), "http://localhost:9/") == "localhost"


def test_pagination_letter_ranges():
    html = """<p class="alpha-index">Browse: <strong>A–F</strong> | <a href="/f/g-l.html">G–L</a> |
    <a href="/f/m-r.html">M–R</a> | <a href="/f/s-z.html">S–Z</a></p><p><a href="/x.html">X–Y</a></p>"""
    u = "https://www.example.edu/f/"
    assert pagination_links(page(html, u), u) == [
        Link("https://www.example.edu/f/g-l.html", "G–L"),
        Link("https://www.example.edu/f/m-r.html", "M–R"),
        Link("https://www.example.edu/f/s-z.html", "S–Z"),
    ]


def test_colleges_preferred_over_a_list_of_majors():
    majors = "".join(f"<li><a href='/majors/{m.lower()}'>{m}</a></li>" for m in ["Accounting", "Biology", "Chemistry", "Economics", "History", "Nursing"])
    html = ACADEMICS.replace("<div class=\"news\">", f"<h2>Majors</h2><ul class='majors'>{majors}</ul><div class=\"news\">")
    u = "https://www.example.edu/academics/"
    assert [x.name for x in extract_units(page(html, u), u, "college")] == [
        "College of Arts and Sciences", "School of Engineering & Applied Science", "Tepper School of Business",
        "School of Nursing", "School of Law", "School of Computer Science",
    ]
    assert [x.name for x in extract_units(page(f"<ul>{majors}</ul>", u), u, "college")] == [
        "Accounting", "Biology", "Chemistry", "Economics", "History", "Nursing",
    ]


@pytest.mark.parametrize("url", ["http://[bad", "", "not a url"])
def test_bad_urls_give_results_not_crashes(url):
    html = '<base href="/x/">' + TABLE
    root = page(html, "https://www.example.edu/")
    assert [p.name for p in extract_faculty(root, url)][:1] == ["María García"]
    assert keyword_links(root, url, "faculty") == []
    assert pagination_links(root, url) == []
    assert university_name(root, url) == ""


@pytest.mark.parametrize("family_first", [True, False])
def test_names_split_over_two_cells(family_first):
    people = [("Doe", "Jane", "Professor"), ("Smith", "John", "Lecturer"), ("Garcia", "Maria", "Instructor"),
              ("Chen", "Wei", "Professor"), ("Okafor", "Chidi", "Professor")]
    rows = "".join(
        f"<tr><td>{l if family_first else f}</td><td>{f if family_first else l}</td><td>{t}</td></tr>" for l, f, t in people
    )
    got = extract_faculty(page(f"<table><tr><th>Name</th><th></th><th>Title</th></tr>{rows}</table>"), URL)
    assert [(p.name, p.title) for p in got] == [
        ("Jane Doe", "Professor"), ("John Smith", "Lecturer"), ("Maria Garcia", "Instructor"),
        ("Wei Chen", "Professor"), ("Chidi Okafor", "Professor"),
    ]


def test_lists_in_site_chrome_are_not_faculty():
    people = "".join(f"<li><a href='/p{i}'>{n}</a>, Professor</li>" for i, n in enumerate(["Jane Doe", "John Smith", "Mary Jones", "Paul Brown", "Ann Lee"]))
    assert extract_faculty(page(f"<footer><ul>{people}</ul></footer>"), URL) == []
    assert extract_faculty(page(f"<div role='navigation'><ul>{people}</ul></div>"), URL) == []
    assert len(extract_faculty(page(f"<main><ul>{people}</ul></main>"), URL)) == 5
    utility = "".join(f"<li><a href='/u{i}'>{n}</a></li>" for i, n in enumerate(
        ["Financial Aid", "Strategic Plan", "Job Openings", "Social Media", "Press Releases", "Open House"]))
    assert extract_faculty(page(f"<div class='links'><ul>{utility}</ul></div>"), URL) == []


def test_candidate_sets_pass_over_the_site_frame():
    from webextract.extract.webuie.dom import chrome_test, in_site_chrome
    from webextract.extract.webuie.repeating import candidate_sets

    people = "".join(f"<li><a href='/p{i}'>{n}</a>, Professor</li>" for i, n in enumerate(
        ["Jane Doe", "John Smith", "Mary Jones", "Paul Brown", "Ann Lee"]))
    menu = "".join(f"<li><a href='/m{i}'>Menu {i}</a></li>" for i in range(5))
    # a menu split over several parents in the header: a same-path group across parents
    root = page(f"<header><div><ul>{menu}</ul></div><div><ul>{menu}</ul></div></header>"
                f"<nav><ul>{people}</ul></nav><main><ul>{people}</ul></main>")
    every = candidate_sets(root)
    framed = candidate_sets(root, skip_chrome=True)
    assert any(in_site_chrome(s.units[0][0]) for s in every)
    assert [s.units for s in framed] == [s.units for s in every if not in_site_chrome(s.units[0][0])]
    assert [u[0].text_content() for u in framed[0].units][0] == "Jane Doe, Professor"
    # the remembered test answers as the walk to the root does, for every element
    chrome = chrome_test({})
    assert all(chrome(el) == in_site_chrome(el) for el in root.iter(etree.Element))
    assert chrome(None) is False


def test_people_one_a_line():
    html = """<div id="c"><p><b>Faculty</b><br><a href="/jd">Jane Doe</a>, Professor<br>John Smith, Associate Professor<br>
    Mary Jones, Lecturer (on leave)<br><a href="mailto:pb@example.edu">Paul Brown</a>, Instructor<br>Ann Lee, Professor Emerita</p>
    <p>Welcome to the department.<br>We are on the 3rd floor.<br>Call us.</p></div>"""
    assert extract_faculty(page(html), URL) == [
        Person("Jane Doe", "Professor", "https://www.example.edu/jd", None),
        Person("John Smith", "Associate Professor", None, None),
        Person("Mary Jones", "Lecturer", None, None),
        Person("Paul Brown", "Instructor", None, "pb@example.edu"),
        Person("Ann Lee", "Professor Emerita", None, None),
    ]


def test_absolute_reuses_the_link_form_across_pages() -> None:
    """Plain absolute and root-relative links resolve as urljoin does, on every base."""
    from itertools import product
    from urllib.parse import urldefrag, urljoin

    from webextract.extract.webuie.dom import absolute

    hrefs = ["/a/b", "/a/b?x=1", "/a/b#f", "//h/x", "/a/../b", "/a//b", "/", "http://h/x",
             "https://h:8/x/y?z", "http://h/x#f", "http://u@h/x", "http://h/a/./b", "b.html", "?q",
             "../x", " /a/b ", "/a;b", "#top", "mailto:a@b.c", ""]
    bases = ["http://x.edu/dept/index.html", "https://x.edu/", "http://x.edu", "http://x.edu:8000/a/"]
    for href, base in product(hrefs, bases):
        want = None
        if href.strip() and not href.strip().startswith(("#", "mailto:")):
            want = urldefrag(urljoin(base, href.strip()))[0] or None
        assert absolute(href, base) == want, (href, base)


def test_fast_join_is_urljoin_or_declines() -> None:
    """The quick link resolution gives exactly urljoin + urldefrag, or declines."""
    from itertools import product
    from urllib.parse import urldefrag, urljoin

    from webextract.extract.webuie.dom import fast_join

    bases = ["http://127.0.0.1:8000/", "http://127.0.0.1:8000/artsci/physics/people.html",
             "https://www.x.edu", "https://www.x.edu/a/b?x=1#f", "http://x.edu/a//b/", "http://x.edu/a/../b",
             "http://user@x.edu/a/", "HTTP://X.EDU/a/", "http://x.edu/a;p/b", "http://[::1]:80/a/", "ftp://x/a/", ""]
    hrefs = ["a", "a/b.html", "/a", "/", "/a/b?c=1", "a?b", "?x", "a#f", "./a", "../a", "a/../b", "a//b",
             "//host/a", "http://y.edu", "http://y.edu/a/../b", "http://y.edu:8080/a", "http://y.edu:x/a",
             "https://y.edu/a?", "http://y.edu/a b", "a b", "a:b", "a;b", "a\\b", ".", "..", "a/..", "...",
             "https:///a", "http://y.edu?x", "http://a@b/", "HTTP://y.edu/A", "a?", "http://[::1]/x", "ä/ö.html"]
    fast = 0
    for base, href in product(bases, hrefs):
        got = fast_join(base, href)
        if got is not None:
            fast += 1
            assert got == (urldefrag(urljoin(base, href))[0] or None), (base, href)
    assert fast > 50
    assert fast_join("http://x.edu/a/b.html", "c/d.html") == "http://x.edu/a/c/d.html"
    assert fast_join("http://x.edu/a/b.html", "/c") == "http://x.edu/c"
    assert fast_join("http://x.edu/a/", "../c") is None


def test_quick_pre_tests_never_hide_a_match() -> None:
    """The pre-tests before the slow expressions only skip texts the expressions cannot
    match: title ranks and staff words (by their first words), link forms (by their parts)."""
    import random
    import re

    from webextract import dictionaries as dic
    from webextract.extract.webuie import names
    from webextract.extract.webuie.dom import _slow_link

    latin, _ = names.title_patterns()
    staff = names.staff_pattern()
    words = [*dic.title_ranks(), *dic.title_modifiers(), *dic.staff_words(), "and", "of", "Jane", "2"]
    rng = random.Random(7)
    checked = 0
    for _ in range(20000):
        parts = [rng.choice(words) for _ in range(rng.randint(1, 4))]
        text = "".join(p + rng.choice([" ", ", ", "-", "_", "", "/", "'"]) for p in parts)
        text = "".join(c.upper() if rng.random() < 0.2 else c for c in text)
        for pattern in (latin, staff):
            if pattern.search(text) is not None:
                checked += 1
                assert names.may_match(text, pattern), (text, pattern is staff)
    assert checked > 1000
    assert not names.may_match("Office 201, Science Hall", latin)
    assert names.may_match("Associate PROFESSOR of Physics", latin)
    assert names.may_match("Profesör", latin)  # non-ASCII: always read by the expression
    degree_tokens = ["PhD", "Ph.D.", "M.D.", "MBA", "Ed.D.", "D.Phil.", "MPH", "RN", "FACP", "Jr.",
                     "III", "IV", "Jane", "Doe", "\u0131\u0131", "x", "Dr.", ",", "-"]
    for _ in range(20000):
        text = rng.choice(["", " ", ", "]).join(rng.choice(degree_tokens) for _ in range(rng.randint(1, 4)))
        normal = " ".join(text.split())
        expected = names._DEGREE.sub("", names._HONORIFIC.sub("", normal)).strip(" ,;:-–—")
        assert names.clean_name_part(text) == expected, text
    slow = re.compile(r"[\x00-\x20#;\\:]|//|(?:^|/)\.\.?(?:[/?]|$)|\?$")
    for _ in range(20000):
        link = "".join(rng.choice("ab./?:#;\\ \n%-_") for _ in range(rng.randint(0, 8)))
        assert _slow_link(link) == bool(slow.search(link)), link
