"""WEB-UIE extraction of faculty (§3.4): tree similarity, names and titles, faculty layouts,
real faculty lists (units and links: test_webuie_units.py)."""

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
    Person,
    extract_faculty,
    extract_units,
    keyword_links,
    pagination_links,
)
from webextract.extract.webuie.names import find_email, find_name, find_title
from webextract.extract.webuie.repeating import repeating_units

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
