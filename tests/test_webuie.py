"""WEB-UIE extraction: keyword links, units, faculty, pagination, university name, tree similarity."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Optional

import pytest
from lxml import etree

from webextract.dom import parse_html
from webextract.dom.treesim import (
    forest,
    is_similar,
    simple_tree_matching,
    similarity,
    tag_tree,
    tree_similarity,
)
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
from webextract.extract.webuie.names import find_email, find_name, find_title
from webextract.extract.webuie.repeating import repeating_units
from webextract.extract.webuie.units import matches_dictionary

FIXTURES = Path(__file__).parent / "fixtures" / "university"
URL = "https://www.example.edu/physics/people/"


def page(html: str, url: str = URL):
    return parse_html(html, url=url)


# --------------------------------------------------------------------------- tree similarity


def test_simple_tree_matching_counts_matched_nodes():
    a = etree.fromstring("<li><a><b/></a><span/><i/></li>")
    b = etree.fromstring("<li><a/><span/><em/></li>")
    ta, tb = tag_tree(a), tag_tree(b)
    assert simple_tree_matching(ta, tb) == 3  # li, a, span
    assert similarity(ta, tb) == pytest.approx(2 * 3 / (5 + 4))
    assert tree_similarity(a, a) == 1.0
    assert similarity(tag_tree(etree.fromstring("<p/>")), tag_tree(etree.fromstring("<div/>"))) == 0.0


def test_forest_similarity_and_threshold():
    dt1 = etree.fromstring("<dl><dt><a>x</a></dt><dd>y</dd><dt><a>z</a></dt><dd>w</dd></dl>")
    kids = list(dt1)
    pair1 = forest([tag_tree(kids[0]), tag_tree(kids[1])])
    pair2 = forest([tag_tree(kids[2]), tag_tree(kids[3])])
    assert pair1.size == 4 and similarity(pair1, pair2) == 1.0
    # 0.8 is exclusive: 4 matched of 5 + 5 nodes is exactly 0.8
    a = tag_tree(etree.fromstring("<div><p/><p/><p/><b/></div>"))
    b = tag_tree(etree.fromstring("<div><p/><p/><p/><i/></div>"))
    assert similarity(a, b) == pytest.approx(0.8)
    assert not is_similar(a, b)


def test_tree_similarity_on_very_deep_tree_does_not_recurse():
    root = node = etree.Element("div")
    for _ in range(sys.getrecursionlimit() * 5):
        node = etree.SubElement(node, "div")
    t = tag_tree(root)
    assert t.size <= 200
    assert similarity(t, t) == 1.0


def test_algorithm1_finds_two_tag_units():
    parent = etree.fromstring(
        "<div><p>intro</p><h3>a</h3><p>t</p><h3>b</h3><p>t</p><h3>c</h3><p>t</p><h3>d</h3><p>t</p></div>"
    )
    kids = list(parent)
    runs = repeating_units(kids)
    assert len(runs) == 1
    assert [[e.text for e in u] for u in runs[0].units] == [
        ["a", "t"], ["b", "t"], ["c", "t"], ["d", "t"],
    ]
    assert runs[0].single is False


# --------------------------------------------------------------------------- names, titles


@pytest.mark.parametrize(
    "text,name",
    [
        ("Dr. Jane Doe, Ph.D.", "Jane Doe"),
        ("Anna van der Berg", "Anna van der Berg"),
        ("Nguyễn Văn An", "Nguyễn Văn An"),
        ("王伟", "王伟"),
        ("Patrick O'Neil", "Patrick O'Neil"),
        ("Smith, John A.", "John A. Smith"),
        ("Daniel (DJ) Brasier", "Daniel (DJ) Brasier"),
        ("María José García-López", "María José García-López"),
        ("Jane Doe Professor", "Jane Doe"),
        ("Associate Professor Jane Doe", "Jane Doe"),
        ("Jane Doe jdoe@example.edu (555) 555-1234", "Jane Doe"),
        ("王伟 教授", "王伟"),
        ("Dean Smith", "Dean Smith"),
        ("DOE, JANE", "JANE DOE"),
        ("Hao Ge", "Hao Ge"),
        ("Ivanova Elena Petrovna", "Ivanova Elena Petrovna"),
        ("Беленов Олег Николаевич", "Беленов Олег Николаевич"),
        ("**Professor Kai Yu**", "Kai Yu"),
        ("Associate Researcher Mengyue Wu", "Mengyue Wu"),
    ],
)
def test_find_name(text, name):
    found = find_name(text)
    assert found is not None and found.name == name and found.hit


@pytest.mark.parametrize(
    "text", ["Read More", "Upcoming Events", "Department of Philosophy", "Selim Berker publishes a paper", ""]
)
def test_not_a_name(text):
    assert find_name(text) is None


@pytest.mark.parametrize(
    "text,title",
    [
        ("Associate Professor of Philosophy", "Associate Professor"),
        ("Professor Emeritus", "Professor Emeritus"),
        ("Adjunct Assistant Professor", "Adjunct Assistant Professor"),
        ("Dean and Professor", "Dean and Professor"),
        ("Research Professor, Emerita", "Research Professor, Emerita"),
        ("Senior Lecturer in Law", "Senior Lecturer"),
        ("王伟 副教授", "副教授"),
        ("Profesora Titular de Física", "Profesora Titular"),
        ("Professorship fund", None),
        ("Assistant Teaching Professor", "Assistant Teaching Professor"),
        ("Regents' Professor of History", "Regents' Professor"),
        ("Assistant to the Chair", None),
        ("Adjunct Faculty", "Adjunct Faculty"),
        ("Emeritus Faculty", "Emeritus Faculty"),
        ("Faculty Emeritus", "Faculty Emeritus"),
        ("Emeritus Professor of History", "Emeritus Professor"),
        ("Assoc. Professor", "Assoc. Professor"),
        ("Asst Prof", "Asst Prof"),
        ("Associate Prof., Chair", "Associate Prof., Chair"),
        ("Professor of Teaching", "Professor of Teaching"),
        ("Sessional Lecturer", "Sessional Lecturer"),
        ("Postdoc", "Postdoc"),
        ("Faculty", None),
        ("Faculty and Staff", None),
        ("Prof.", None),
        ("Associated press", None),
    ],
)
def test_find_title(text, title):
    assert find_title(text) == title


def test_find_email_forms():
    assert find_email("write to jdoe [at] example.edu today") == "jdoe@example.edu"
    assert find_email("no address here") is None
    assert find_email("dayue at math dot pku dot edu dot cn") == "dayue@math.pku.edu.cn"
    assert find_email("Meet us at the lab dot") is None


# --------------------------------------------------------------------------- faculty layouts

TABLE = """<html><body><div id="main"><h1>Faculty Directory</h1>
<table class="directory"><thead><tr><th>Name</th><th>Title</th><th>Email</th></tr></thead><tbody>
<tr><td><a href="/physics/people/maria-garcia">María García</a></td><td>Professor and Chair</td><td><a href="mailto:mgarcia@example.edu">mgarcia@example.edu</a></td></tr>
<tr><td><a href="/physics/people/lars-van-der-berg">Lars van der Berg</a></td><td>Associate Professor</td><td><a href="mailto:lvdberg@example.edu">lvdberg@example.edu</a></td></tr>
<tr><td><a href="/physics/people/siobhan-oneil">Siobhan O'Neil</a></td><td>Assistant Professor</td><td><a href="mailto:soneil@example.edu">soneil@example.edu</a></td></tr>
<tr><td><a href="/physics/people/thanh-nguyen">Nguyễn Thị Thanh</a></td><td>Teaching Professor</td><td><a href="mailto:ntthanh@example.edu">ntthanh@example.edu</a></td></tr>
<tr><td><a href="/physics/people/robert-klein">Robert Klein</a></td><td>Professor Emeritus</td><td></td></tr>
</tbody></table></div></body></html>"""

CARDS = """<html><head><title>People</title></head><body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li><li><a href="/people">People</a></li><li><a href="/news">News</a></li><li><a href="/contact">Contact</a></li></ul></nav>
<div class="grid">
 <div class="card"><a href="/p/jane-doe"><img src="a.jpg" alt=""></a><h3><a href="/p/jane-doe">Jane Doe</a></h3><p class="title">Professor</p><a href="mailto:jdoe@example.edu">Email</a></div>
 <div class="card"><a href="/p/wang-wei"><img src="b.jpg" alt=""></a><h3><a href="/p/wang-wei">王伟</a></h3><p class="title">副教授</p><a href="mailto:wangw@example.edu">Email</a></div>
 <div class="card"><a href="/p/kowalski"><img src="c.jpg" alt=""></a><h3><a href="/p/kowalski">Dr. Anna Kowalski</a></h3><p class="title">Visiting Lecturer</p><a href="mailto:akowalski@example.edu">Email</a></div>
 <div class="card"><a href="/p/okeefe"><img src="d.jpg" alt=""></a><h3><a href="/p/okeefe">Brian O'Keefe</a></h3><p class="title">Instructor</p><a href="mailto:bokeefe@example.edu">Email</a></div>
 <div class="card"><a href="/p/silva"><img src="e.jpg" alt=""></a><h3><a href="/p/silva">Ana da Silva</a></h3><p class="title">Clinical Assistant Professor</p></div>
</div></body></html>"""

DL = """<html><body><main><h1>People</h1><dl class="people">
<dt><a href="https://www.example.edu/~chen">Wei Chen</a></dt><dd>Adjunct Lecturer</dd>
<dt><a href="https://www.example.edu/~okafor">Chidi Okafor</a></dt><dd>Visiting Assistant Professor</dd>
<dt><a href="https://www.example.edu/~smith">Emily Smith</a></dt><dd>Senior Lecturer</dd>
<dt><a href="https://www.example.edu/~novak">Petr Novák</a></dt><dd>Research Professor</dd>
<dt><a href="https://www.example.edu/~moreau">Claire Moreau</a></dt><dd>Professeure</dd>
</dl></main></body></html>"""

LETTERS = """<html><body><div class="content"><h1>Faculty A–Z</h1>
<h2>A</h2><ul class="names"><li><a href="a1.html">John Adams</a>, Professor</li><li><a href="a2.html">Sarah Allen</a>, Lecturer</li></ul>
<h2>B</h2><ul class="names"><li><a href="b1.html">David Brown</a>, Instructor</li></ul>
<h2>C</h2><ul class="names"><li><a href="c1.html">Linda Clark</a>, Associate Professor</li><li><a href="c2.html">Mark Cooper</a>, Assistant Professor</li></ul>
</div></body></html>"""

SEPARATE = """<html><body><section class="faculty">
<h3><a href="/p/1">Ahmed Hassan</a></h3><p>Professor of Physics</p>
<h3><a href="/p/2">Julia Fischer</a></h3><p>Clinical Associate Professor</p>
<h3><a href="/p/3">Kenji Tanaka</a></h3><p>Lecturer</p>
<h3><a href="/p/4">Olga Petrova</a></h3><p>Dean and Professor</p>
<h3><a href="/p/5">Thomas Müller</a></h3><p>Professor Emeritus</p>
</section></body></html>"""

NOISE = """<html><body><div class="news"><h2>News</h2><ul>
<li><a href="/n/1">Jane Smith wins teaching award</a><span class="date">March 3, 2024</span></li>
<li><a href="/n/2">Robert Brown named fellow</a><span class="date">February 20, 2024</span></li>
<li><a href="/n/3">Mary Johnson publishes new book</a><span class="date">January 9, 2024</span></li>
<li><a href="/n/4">Physics building reopens</a><span class="date">December 1, 2023</span></li>
<li><a href="/n/5">Open house</a><span class="date">November 5, 2023</span></li>
</ul></div>
<div class="events"><h2>Events</h2>
<div class="event"><span class="when">Apr 12</span><a href="/e/1">Colloquium</a><span class="who">Michael Lee</span></div>
<div class="event"><span class="when">Apr 19</span><a href="/e/2">Seminar</a><span class="who">Karen White</span></div>
<div class="event"><span class="when">Apr 26</span><a href="/e/3">Lecture</a><span class="who">James Hall</span></div>
<div class="event"><span class="when">May 3</span><a href="/e/4">Workshop</a><span class="who">Susan Green</span></div>
<div class="event"><span class="when">May 10</span><a href="/e/5">Reception</a><span class="who">Paul Scott</span></div>
</div></body></html>"""


def test_faculty_table():
    assert extract_faculty(page(TABLE), URL) == [
        Person("María García", "Professor and Chair", "https://www.example.edu/physics/people/maria-garcia", "mgarcia@example.edu"),
        Person("Lars van der Berg", "Associate Professor", "https://www.example.edu/physics/people/lars-van-der-berg", "lvdberg@example.edu"),
        Person("Siobhan O'Neil", "Assistant Professor", "https://www.example.edu/physics/people/siobhan-oneil", "soneil@example.edu"),
        Person("Nguyễn Thị Thanh", "Teaching Professor", "https://www.example.edu/physics/people/thanh-nguyen", "ntthanh@example.edu"),
        Person("Robert Klein", "Professor Emeritus", "https://www.example.edu/physics/people/robert-klein", None),
    ]


def test_faculty_card_grid():
    assert extract_faculty(page(CARDS), URL) == [
        Person("Jane Doe", "Professor", "https://www.example.edu/p/jane-doe", "jdoe@example.edu"),
        Person("王伟", "副教授", "https://www.example.edu/p/wang-wei", "wangw@example.edu"),
        Person("Anna Kowalski", "Visiting Lecturer", "https://www.example.edu/p/kowalski", "akowalski@example.edu"),
        Person("Brian O'Keefe", "Instructor", "https://www.example.edu/p/okeefe", "bokeefe@example.edu"),
        Person("Ana da Silva", "Clinical Assistant Professor", "https://www.example.edu/p/silva", None),
    ]


def test_faculty_definition_list():
    assert extract_faculty(page(DL), URL) == [
        Person("Wei Chen", "Adjunct Lecturer", "https://www.example.edu/~chen", None),
        Person("Chidi Okafor", "Visiting Assistant Professor", "https://www.example.edu/~okafor", None),
        Person("Emily Smith", "Senior Lecturer", "https://www.example.edu/~smith", None),
        Person("Petr Novák", "Research Professor", "https://www.example.edu/~novak", None),
        Person("Claire Moreau", "Professeure", "https://www.example.edu/~moreau", None),
    ]


def test_faculty_split_by_letter():
    got = extract_faculty(page(LETTERS), URL)
    assert [(p.name, p.title, p.homepage) for p in got] == [
        ("John Adams", "Professor", URL + "a1.html"),
        ("Sarah Allen", "Lecturer", URL + "a2.html"),
        ("David Brown", "Instructor", URL + "b1.html"),
        ("Linda Clark", "Associate Professor", URL + "c1.html"),
        ("Mark Cooper", "Assistant Professor", URL + "c2.html"),
    ]


def test_faculty_titles_on_separate_line():
    got = extract_faculty(page(SEPARATE), URL)
    assert [(p.name, p.title, p.homepage) for p in got] == [
        ("Ahmed Hassan", "Professor", "https://www.example.edu/p/1"),
        ("Julia Fischer", "Clinical Associate Professor", "https://www.example.edu/p/2"),
        ("Kenji Tanaka", "Lecturer", "https://www.example.edu/p/3"),
        ("Olga Petrova", "Dean and Professor", "https://www.example.edu/p/4"),
        ("Thomas Müller", "Professor Emeritus", "https://www.example.edu/p/5"),
    ]


def test_news_and_event_lists_are_not_faculty():
    assert extract_faculty(page(NOISE), URL) == []


def test_faculty_next_to_noise_lists():
    html = TABLE.replace("</div></body>", "</div>" + NOISE[NOISE.index("<div class=\"news\">"):].replace("</body></html>", "") + "</body>")
    assert [p.name for p in extract_faculty(page(html), URL)] == [
        "María García", "Lars van der Berg", "Siobhan O'Neil", "Nguyễn Thị Thanh", "Robert Klein",
    ]


def test_unit_count_thresholds():
    names = ["Jane Doe", "John Smith", "Mary Jones", "Paul Brown"]
    untitled = "".join(f"<li><a href='/p{i}'>{n}</a></li>" for i, n in enumerate(names))
    assert [p.name for p in extract_faculty(page(f"<ul>{untitled}</ul>"), URL)] == names  # k = 4 > 3
    three = untitled[: untitled.rindex("<li>")]
    assert extract_faculty(page(f"<ul>{three}</ul>"), URL) == []  # k = 3, names only
    titled = "".join(f"<li><a href='/p{i}'>{n}</a> Lecturer</li>" for i, n in enumerate(names[:2]))
    assert [(p.name, p.title) for p in extract_faculty(page(f"<ul>{titled}</ul>"), URL)] == [
        ("Jane Doe", "Lecturer"), ("John Smith", "Lecturer"),
    ]  # small set: every unit has a name and an academic title
    assert extract_faculty(page(f"<ul>{titled[: titled.rindex('<li>')]}</ul>"), URL) == []


LETTER_PAGE = """<html><body>
<nav><a href="/people/">All</a></nav>
<div class="letters"><a href="?l=a">A</a> <a href="?l=b">B</a> <a href="?l=c">C</a> <a href="?l=d">D</a>
<a href="?l=e">E</a> <a href="?l=f">F</a></div>
<h2>B</h2>
<div class="person"><h3><a href="/p/baker">Helen Baker</a></h3><p>Office 214</p><p><a href="mailto:hbaker@example.edu">hbaker@example.edu</a></p></div>
<div class="person"><h3><a href="/p/brooks">Simon Brooks</a></h3><p>Office 118</p><p><a href="mailto:sbrooks@example.edu">sbrooks@example.edu</a></p></div>
</body></html>"""


def test_min_units_reads_short_directory_pages():
    # one letter of an A-Z directory: two people, no academic titles
    assert extract_faculty(page(LETTER_PAGE), URL) == []  # k > 3 (the paper)
    assert extract_faculty(page(LETTER_PAGE), URL, min_units=4) == []
    assert extract_faculty(page(LETTER_PAGE), URL, min_units=3) == []
    assert extract_faculty(page(LETTER_PAGE), URL, min_units=2) == [
        Person("Helen Baker", None, "https://www.example.edu/p/baker", "hbaker@example.edu"),
        Person("Simon Brooks", None, "https://www.example.edu/p/brooks", "sbrooks@example.edu"),
    ]
    # the name test still holds: two units without confirmed names are not faculty
    rooms = LETTER_PAGE.replace("Helen Baker", "Room Booking").replace("Simon Brooks", "Lab Safety")
    assert extract_faculty(page(rooms), URL, min_units=2) == []
    # a larger lower bound asks more of small sets than the paper does
    names = ["Jane Doe", "John Smith", "Mary Jones", "Paul Brown"]
    four = "".join(f"<li><a href='/p{i}'>{n}</a></li>" for i, n in enumerate(names))
    assert extract_faculty(page(f"<ul>{four}</ul>"), URL, min_units=5) == []
    with pytest.raises(ValueError):
        extract_faculty(page(LETTER_PAGE), URL, min_units=0)


def test_calls_on_one_tree_agree_with_fresh_trees():
    # the per-page view shared by the calls must not change any result
    from webextract.extract.webuie.dom import forget_page

    html = (FIXTURES / "harvard-philosophy.html").read_text(encoding="utf-8")
    root = page(html)
    first = [keyword_links(root, URL, "faculty"), extract_units(root, URL, "department"),
             extract_faculty(root, URL), pagination_links(root, URL)]
    again = [keyword_links(root, URL, "faculty"), extract_units(root, URL, "department"),
             extract_faculty(root, URL), pagination_links(root, URL)]
    fresh = [keyword_links(page(html), URL, "faculty"), extract_units(page(html), URL, "department"),
             extract_faculty(page(html), URL), pagination_links(page(html), URL)]
    assert first == again == fresh
    # a tree changed between calls is read again after forget_page
    for el in list(root.iter("a")):
        el.getparent().remove(el)
    forget_page(root)
    assert keyword_links(root, URL, "faculty") == []


def test_staff_list_is_not_faculty():
    staff = "".join(
        f"<tr><td>{n}</td><td>{t}</td></tr>"
        for n, t in [("Marco Hernandez", "Department Administrator"), ("Gary Harrison", "Financial Analyst"),
                     ("Rebecca Hicks", "IT Support Specialist"), ("Andrew Ford", "Communications Specialist")]
    )
    assert extract_faculty(page(f"<table>{staff}</table>"), URL) == []
    html = TABLE.replace("</tbody></table>", f"</tbody></table><table class='staff'>{staff}</table>")
    assert [p.name for p in extract_faculty(page(html), URL)] == [
        "María García", "Lars van der Berg", "Siobhan O'Neil", "Nguyễn Thị Thanh", "Robert Klein",
    ]


def test_faculty_does_not_mutate_tree_and_handles_empty():
    root = page(CARDS)
    before = etree.tostring(root)
    extract_faculty(root, URL)
    extract_units(root, URL, "college")
    keyword_links(root, URL, "faculty")
    pagination_links(root, URL)
    assert etree.tostring(root) == before
    empty = page("")
    assert extract_faculty(empty, URL) == [] and extract_units(empty, URL, "college") == []
    assert keyword_links(empty, URL, "faculty") == [] and pagination_links(empty, URL) == []


def test_deep_page_gives_result_without_recursion_error():
    depth = 900  # deeper than Python's recursion limit; parse_html keeps up to 1,000 levels
    html = "<div>" * depth + CARDS[CARDS.index('<div class="grid">'):CARDS.index("</body>")] + "</div>" * depth
    got = extract_faculty(page(html), URL)
    assert [p.name for p in got] == ["Jane Doe", "王伟", "Anna Kowalski", "Brian O'Keefe", "Ana da Silva"]


def test_large_directory():
    rows = "".join(
        f"<tr><td><a href='/p/{i}'>{f} {l}</a></td><td>Professor</td></tr>"
        for i, (f, l) in enumerate((f, l) for f in ["John", "Mary", "Ahmed", "Wei", "Olga", "Luis"] for l in ["Smith", "Garcia", "Chen", "Khan", "Novak"] * 100)
    )
    got = extract_faculty(page(f"<table>{rows}</table>"), URL)
    assert len(got) == 3000 and got[0].name == "John Smith" and got[-1].homepage == "https://www.example.edu/p/2999"


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


# --------------------------------------------------------------------------- real faculty lists


def _fixture_people(name: str, url: str) -> list[tuple[str, Optional[str], Optional[str]]]:
    root = parse_html((FIXTURES / name).read_bytes(), url=url)
    return [(p.name, p.title, p.email) for p in extract_faculty(root, url)]


def test_real_table_with_rows_of_two_shapes_and_spelled_addresses():
    # rows with a linked name and rows without one are one list; "x at y dot edu dot cn"
    # is an address; "Hao Ge" is confirmed by the pinyin family names
    assert _fixture_people("pku-probability-faculty.html", "http://pkuprobability.github.io/people/faculty/") == [
        ("Dayue Chen", "Professor", "dayue@math.pku.edu.cn"),
        ("Jian Ding", "Professor", "dingjian@math.pku.edu.cn"),
        ("Hao Ge", "Professor", "haoge@pku.edu.cn"),
        ("Daquan Jiang", "Associate Professor", "jiangdq@math.pku.edu.cn"),
        ("Xinyi Li", "Assistant Professor", "xinyili@bicmr.pku.edu.cn"),
        ("Yong Liu", "Professor", "liuyong@math.pku.edu.cn"),
        ("Yanxia Ren", "Professor", "yxren@math.pku.edu.cn"),
        ("Xin Sun", "Assistant Professor", "xinsun@bicmr.pku.edu.cn"),
        ("Weijun Xu", "Assistant Professor", "weijunxu@bicmr.pku.edu.cn"),
        ("Fuxi Zhang", "Associate Professor", "zhangfxi@math.pku.edu.cn"),
    ]


def test_real_cards_with_the_title_before_the_name():
    assert _fixture_people("sjtu-xlance-faculty.html", "https://x-lance.github.io/multi-language-al-folio/faculty/") == [
        ("Kai Yu", "Professor", "kai.yu@sjtu.edu.cn"),
        ("Liping Shen", "Associate Professor", "lpshen@sjtu.edu.cn"),
        ("Xie Chen", "Associate Professor", "chenxie95@sjtu.edu.cn"),
        ("Mengyue Wu", "Associate Researcher", "mengyuewu@sjtu.edu.cn"),
        ("Lu Chen", "Associate Researcher", "chenlusz@sjtu.edu.cn"),
    ]


def test_real_cyrillic_list_family_name_first_without_its_menu():
    url = "http://www.ir.vsu.ru/faculty/personal/index.html"
    people = _fixture_people("vsu-ir-staff-list.html", url)
    root = parse_html((FIXTURES / "vsu-ir-staff-list.html").read_bytes(), url=url)
    listed = next(ul for ul in reversed(list(root.iter("ul"))) if "Бабичева" in ul.text_content())
    # every person of the list, in order, and nothing of the menu of the same shape
    assert [p[0] for p in people] == [" ".join(li.text_content().split()) for li in listed.iter("li")]
    assert len(people) == 35 and people[0] == ("Бабичева Надежда Эвальдовна", None, None)


def test_real_directory_table_with_faculty_groups_as_titles():
    people = _fixture_people("emory-mathcs-faculty-directory.html", "http://www.mathcs.emory.edu/site/people/faculty/index2.php")
    assert len(people) == 72
    titles = Counter(t for _, t, _ in people)
    assert (titles["Adjunct Faculty"], titles["Emeritus Faculty"], titles["Visiting Faculty"]) == (18, 5, 4)
    assert titles[None] == 0
    assert people[0] == ("Eugene Agichtein", "Associate Professor", "eugene@mathcs.emory.edu")
    assert ('Zhaohui "Steve" Qin', "Adjunct Faculty", "zhaohui.qin@emory.edu") in people


def test_real_headings_and_title_paragraphs():
    people = _fixture_people("nyu-mathanddata-faculty.html", "https://mathsanddatanyu.github.io/website/faculty/")
    assert [(n, t) for n, t, _ in people] == [
        ("Afonso S. Bandeira", "Assistant Professor"), ("Joan Bruna", "Assistant Professor"),
        ("Carlos Fernandez-Granda", "Assistant Professor"), ("Xi Chen", "Assistant Professor"),
        ("Sinan Gunturk", "Professor"), ("Andy Majda", "Professor"), ("Adi Rangan", "Associate Professor"),
        ("Eero Simoncelli", "Professor"), ("Esteban Tabak", "Professor"), ("Eric Vanden-Eijnden", "Professor"),
    ]


def test_real_cards_of_two_shapes_are_read_whole_not_by_their_name_lines():
    people = _fixture_people("rowan_cee_faculty.html", "https://www.rowan.edu/civil/faculty/")
    assert people == [
        ("Michelle Schwaiger", None, "schwaiger@rowan.edu"),  # Secretary
        ("Douglas Cleary", "Associate Professor", "cleary@rowan.edu"),
        ("Ralph Dusseau", "Professor", "dusseau@rowan.edu"),
        ("Jess Everett", "Professor", "everett@rowan.edu"),
        ("Kauser Jahan", "Professor", "jahan@rowan.edu"),
        ("Yusuf Mehta", "Professor", "mehta@rowan.edu"),
        ("Aaron Nolan", None, "nolan@rowan.edu"),  # Technician
        ("William Riddell", "Associate Professor", "riddell@rowan.edu"),
        ("Beena Sukumaran", "Professor and Chair", "sukumaran@rowan.edu"),
    ]


def test_real_departments_index_with_level_qualifiers_and_languages():
    url = "http://guide.berkeley.edu/departments/"
    root = parse_html((FIXTURES / "berkeley_guide_departments.html").read_bytes(), url=url)
    units = extract_units(root, url, "department")
    assert len(units) == 148
    names = {u.name for u in units}
    assert {"African American Studies, Undergraduate", "French", "Scandinavian", "Spanish and Portuguese"} <= names
    assert ("Anthropology, Graduate",
            "http://guide.berkeley.edu/archive/2016-17/graduate/schools-departments-graduate-groups/anthropology/") in \
        {(u.name, u.url) for u in units}
