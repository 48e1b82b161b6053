"""The university crawl's best-first faculty search: dead keyword links, lists behind people
hubs, old HTML (upper-case tags, unclosed <P> and <LI>, image maps, frames), and the bad
input of a focused crawl (an off-site redirect, a 40-page directory, a parked domain, a
site with nothing to find), each bounded, with the reason in the stats.

The bundled site ``tests/fixtures/university/oldcs`` is a 1996-style department
(``cs.westbrook.edu``): its "Faculty/Staff Directory" link is dead (404), its "Faculty" link
redirects off the site to another institution's faculty list, and its faculty list is two
clicks away, behind a "Who's Who" hub reached only through the image map, shown in frames.
"""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path
from typing import Optional

from test_university_crawl import crawl, of_type, serve
from test_university_plan import drive

from webextract.crawl.university import Limits, UniversityCrawl, page_links
from webextract.dom import parse_html
from webextract.extract.webuie import keyword_links
from webextract.items import College, Department, Faculty

OLDCS = Path(__file__).parent / "fixtures" / "university" / "oldcs"
HOST = "cs.westbrook.edu"
FACULTY = [
    ("John Smith", "Professor and Chair", "/~jsmith/"),
    ("Maria Garcia", "Professor", "/~mgarcia/"),
    ("Robert Brown", "Associate Professor", "/~rbrown/"),
    ("Linda Chen", "Associate Professor", "/~lchen/"),
    ("David Wilson", "Assistant Professor", "/~dwilson/"),
    ("Karen Moore", "Assistant Professor", "/~kmoore/"),
    ("Thomas Anderson", "Lecturer", "/~tanderson/"),
]


# --------------------------------------------------------------------------- old HTML

def test_old_html_links_image_maps_and_frames() -> None:
    base = f"http://{HOST}/"
    home = parse_html((OLDCS / HOST / "index.html").read_bytes(), url=base)
    links = page_links(home, base)
    # areas of the image map (their ALT is their text) come with the anchors, upper-case
    # tags and unclosed <LI> notwithstanding
    assert links[:4] == [(base + "directory/faculty-staff.html", "Faculty/Staff Directory"),
                         (base + "research/index.html", "Research"),
                         (base + "whoswho/index.html", "Who's Who"),
                         (base + "courses/index.html", "Courses")]
    assert (base + "faculty/", "Faculty") in links and len(links) == 9
    # the keyword links of the image map and the text menu, best first
    assert [(l.url, l.text) for l in keyword_links(home, base, "faculty")] == [
        (base + "faculty/", "Faculty"), (base + "directory/faculty-staff.html", "Faculty/Staff Directory")]
    hub = parse_html((OLDCS / HOST / "whoswho" / "index.html").read_bytes(), url=base + "whoswho/")
    assert page_links(hub, base + "whoswho/") == [(base + "whoswho/menu.html", "menu"),
                                                  (base + "whoswho/welcome.html", "main")]
    assert page_links(hub, base + "whoswho/", frames=False) == []
    assert page_links(home, base, frames=True) == []


def test_the_old_department_site_served_with_dead_links_and_an_offsite_redirect(tmp_path: Path) -> None:
    for url in serve(OLDCS):
        items, stats, log = crawl(url + f"{HOST}/", tmp_path, "oldcs")
    base = url.rstrip("/")
    assert [(d["name"], d["url"]) for d in of_type(items, "department")] == [
        ("Department of Computer Science", f"{url}{HOST}/")]
    got = sorted((f["name"], f["title"], f["unit"], f["homepage"], f["source_url"]) for f in of_type(items, "faculty"))
    assert got == sorted((n, t, "Department of Computer Science", base + h, f"{url}{HOST}/whoswho/faculty.html")
                         for n, t, h in FACULTY)
    uni = "webextract/university/"
    # the two keyword links, best first: off-site (not read), dead; then the search: the
    # hub (people words), its two frames, the list behind the hub's "Faculty" link
    assert stats[uni + "offsite_redirect"] == "1" and stats[uni + "http_error/404"] == "1"
    assert stats[uni + "found/faculty/search"] == "1"
    assert stats[uni + "search_pages"] == "4" and stats[uni + "frame_links"] == "2"
    assert stats[uni + "pages_fetched"] == "7" and stats[uni + "unit_pages/7"] == "1"
    assert "faculty lists found by: search 1" in log
    assert "elsewhere/faculty.html: redirected off the site" in log


def test_the_old_department_site_crawled_as_a_saved_site(tmp_path: Path) -> None:
    """The same site saved as a host folder, crawled with its real URLs: the off-site
    redirect is missing from the copy (a 404), the list is found the same way."""
    shutil.copytree(OLDCS / HOST, tmp_path / "saved" / HOST)
    items, stats, _ = crawl(f"http://{HOST}/", tmp_path, "saved", "-s", f"WEBEXTRACT_SAVED_SITE={tmp_path / 'saved'}")
    got = sorted((f["name"], f["title"], f["homepage"]) for f in of_type(items, "faculty"))
    assert got == sorted((n, t, f"http://{HOST}{h}") for n, t, h in FACULTY)
    assert stats["webextract/university/seed_level/department"] == "1"
    assert stats["webextract/university/http_error/404"] == "2"
    assert stats["webextract/university/found/faculty/search"] == "1"


# --------------------------------------------------------------------------- without Scrapy

def page(body: str, title: str = "Department of Physics") -> str:
    return f"<html><head><title>{title}</title></head><body>{body}</body></html>"


NAMES = [f"{first} {last}" for first in ("Mary", "Robert", "Linda", "James", "Susan", "David", "Karen", "Paul")
         for last in ("Johnson", "Smith", "Garcia", "Miller", "Davis", "Wilson", "Moore", "Taylor",
                      "Clark", "Lewis", "Walker", "Young", "Allen", "King", "Wright")]
RANKS = ("Professor", "Associate Professor", "Assistant Professor")


def test_a_directory_split_over_40_pages_is_read_whole_and_bounded() -> None:
    base = "http://www.example.edu/phys/"
    people = NAMES[:120]

    def directory(n: int) -> str:
        rows = "".join(f"<tr><td><a href='/p/{i}'>{people[i]}</a></td><td>{RANKS[i % 3]}</td></tr>"
                       for i in range(3 * (n - 1), 3 * n))
        pager = " ".join(f"<a href='{base}faculty/?page={k}'>{k}</a>" for k in range(1, 41))
        after = f"<a href='{base}faculty/?page={n + 1}'>Next</a>" if n < 40 else ""
        return page(f"<table>{rows}</table><div class='pager'>{pager} {after}</div>")

    def answer(url: str) -> tuple[int, str, Optional[str]]:
        if url == base:
            return 200, url, page("<h1>Department of Physics</h1><a href='/phys/faculty/'>Faculty</a>")
        if url.startswith(base + "faculty/"):
            n = int(url.rsplit("=", 1)[1]) if "page=" in url else 1
            return 200, url, directory(n) if 1 <= n <= 40 else None
        return 404, url, None

    run = UniversityCrawl(Limits())
    items, fetched = drive(run, base, answer)
    assert sorted(f.name for f in items if isinstance(f, Faculty)) == sorted(people)
    # the first page, then 40 pages by their numbers (page 1 again as "?page=1")
    assert len(fetched) == 1 + 1 + 40 and len(set(fetched)) == len(fetched)
    assert run.stats["found/faculty/keyword"] == 1
    # a lower limit cuts the directory, says so, and keeps what was read
    run = UniversityCrawl(Limits(max_directory_pages=10))
    items, fetched = drive(run, base, answer)
    # ten pages: the first, then "?page=1" (the first again) to "?page=9"
    assert len([f for f in items if isinstance(f, Faculty)]) == 3 * 9
    assert len(fetched) == 1 + 1 + 9 and run.stats["directory_page_limit"] >= 1


PARKED = page("""<h1>cs-westbrook.com is for sale</h1><p>Related searches:</p><ul>
  <li><a href="/search?q=faculty+directory">Faculty Directory</a></li>
  <li><a href="/search?q=online+colleges">Online Colleges</a></li>
  <li><a href="/search?q=computer+science+departments">Computer Science Departments</a></li>
  <li><a href="/search?q=people+search">People Search</a></li>
  <li><a href="/search?q=staff">Staff</a></li>
  <li><a href="/lander/1">Degrees Online</a></li><li><a href="/lander/2">Scholarships</a></li>
  <li><a href="/lander/3">Student Loans</a></li></ul><p><a href="/buy">Buy this domain</a></p>""",
              title="cs-westbrook.com")


def test_a_parked_domain_whose_every_page_is_the_same() -> None:
    def answer(url: str) -> tuple[int, str, Optional[str]]:
        return 200, url, PARKED

    for seed, level, pages in (("http://www.cs-westbrook.com/", "university", 20),
                               ("http://www.cs-westbrook.com/cs/people/", "department", 4)):
        run = UniversityCrawl(Limits(), level=level)
        items, fetched = drive(run, seed, answer)
        assert [i for i in items if isinstance(i, (College, Faculty))] == []
        # a page is fetched at most once per record set looked for (colleges, departments, faculty)
        assert max(Counter(fetched).values()) <= 3
        assert run.stats["no_faculty_page"] == 1
        assert run.stats["same_page"] >= 1  # the same links again: nothing new to search
        # a bounded look: the home page and a few links for each record set, no walk
        assert len(fetched) == pages, (level, fetched)
        assert run.stats.get("faculty_found", 0) == 0


def test_the_search_stops_at_the_unit_page_budget() -> None:
    """A department whose pages lead on and on, none a list: the search stops at
    ``max_unit_pages`` and the report says so."""
    base = "http://www.example.edu/geo/"

    def answer(url: str) -> tuple[int, str, Optional[str]]:
        if not url.startswith(base):
            return 404, url, None
        n = int(url.rsplit("/", 2)[-2]) if url != base else 0
        links = "".join(f"<li><a href='{base}{n * 10 + k}/'>Notes {n * 10 + k}</a></li>" for k in range(1, 6))
        return 200, url, page(f"<h1>Department of Geology</h1><ul>{links}</ul>", title="Department of Geology")

    run = UniversityCrawl(Limits(max_unit_pages=6))
    items, fetched = drive(run, base, answer)
    assert [i for i in items if isinstance(i, Faculty)] == []
    assert len(fetched) == 1 + 6
    assert run.stats["unit_page_budget"] == 1 and run.stats["search_pages"] == 6
    # best first, nearest first: the five links of the home page, then the first page's
    assert fetched[1:] == [f"{base}{k}/" for k in range(1, 6)] + [f"{base}11/"]
    assert "no faculty page found (page budget of 6 spent" in run.report("finished")[0]


def test_a_list_behind_a_hub_with_other_words_is_found_by_its_content() -> None:
    """The home page's faculty links are dead; the hub says "Who's Who" and names its list
    "Our Team": no keyword leads there, the list is recognised by its people; the hub's
    list of students, linked first, is not taken for it."""
    base = "http://www.example.edu/bio/"
    rows = "".join(f"<li><a href='/p/{i}'>{n}</a>, {RANKS[i % 3]}</li>" for i, n in enumerate(NAMES[:6]))
    site = {
        base: page("<h1>Department of Biology</h1><ul><li><a href='/bio/faculty/'>Faculty</a></li>"
                   "<li><a href='/bio/directory/'>Directory</a></li><li><a href='/bio/news/'>News</a></li>"
                   "<li><a href='/bio/who/'>Who's Who</a></li></ul>", title="Department of Biology"),
        base + "news/": page("<p>The new greenhouse opens in May.</p>"),
        base + "who/": page("<ul><li><a href='/bio/who/students.html'>Graduate Students</a></li>"
                            "<li><a href='/bio/who/map.html'>Building Map</a></li>"
                            "<li><a href='/bio/who/team.html'>Our Team</a></li></ul>"),
        base + "who/team.html": page(f"<ul>{rows}</ul>"),
        # a list of people who are not faculty, linked first on the hub: tried last
        base + "who/students.html": page("<ul>" + "".join(
            f"<li><a href='/s/{i}'>{n}</a></li>" for i, n in enumerate(NAMES[60:66])) + "</ul>"),
    }

    def answer(url: str) -> tuple[int, str, Optional[str]]:
        return (200, url, site[url]) if url in site else (404, url, None)

    run = UniversityCrawl(Limits())
    items, fetched = drive(run, base, answer)
    assert [(f.name, f.title, f.source_url) for f in items if isinstance(f, Faculty)] == [
        (n, RANKS[i % 3], base + "who/team.html") for i, n in enumerate(NAMES[:6])]
    # the dead keyword links by rank, then the people hub before the news, then its list
    assert fetched == [base, base + "faculty/", base + "directory/", base + "who/", base + "who/team.html"]
    assert run.stats["found/faculty/search"] == 1
    unit = next(u for u in run.sites[0].units.values() if u.kind == "department")
    assert (unit.found_by, unit.list_url, unit.pages) == ("search", base + "who/team.html", 5)


def test_a_college_home_in_frames_gives_its_departments_from_a_frame() -> None:
    base = "http://www.example.edu/eng/"
    depts = "".join(f"<LI><A HREF='/eng/{s}/'>Department of {n}</A>" for s, n in (
        ("cs", "Computer Science"), ("me", "Mechanical Engineering"), ("ee", "Electrical Engineering"),
        ("ce", "Civil Engineering"), ("che", "Chemical Engineering")))
    site = {
        base: "<HTML><HEAD><TITLE>College of Engineering</TITLE></HEAD><FRAMESET ROWS='20%,80%'>"
              "<FRAME SRC='top.html' NAME='top'><FRAME SRC='main.html' NAME='main'></FRAMESET></HTML>",
        base + "top.html": "<HTML><BODY><H1>College of Engineering</H1></BODY></HTML>",
        base + "main.html": f"<HTML><BODY><P>Our departments:<UL>{depts}</UL></BODY></HTML>",
    }

    def answer(url: str) -> tuple[int, str, Optional[str]]:
        return (200, url, site[url]) if url in site else (404, url, None)

    run = UniversityCrawl(Limits(), level="college")
    items, fetched = drive(run, base, answer)
    assert [d.name for d in items if isinstance(d, Department)] == [
        "Department of Computer Science", "Department of Mechanical Engineering",
        "Department of Electrical Engineering", "Department of Civil Engineering",
        "Department of Chemical Engineering"]
    assert fetched[:3] == [base, base + "top.html", base + "main.html"]
    assert run.stats["found/departments/home/frame"] == 1


def test_search_tiers() -> None:
    from webextract.crawl.university.links import search_tier

    base = "http://www.example.edu/cs/"
    assert search_tier(base + "x.html", "Anything", 0) == 1  # a faculty keyword link
    assert search_tier(base + "whoswho/", "Who's Who", None) == 2
    assert search_tier(base + "people/index.html", "Go", None) == 2  # the URL speaks of people
    assert search_tier(base + "info/", "Department Information", None) == 3
    assert search_tier(base + "students.html", "Graduate Students", None) == 4
    assert search_tier(base + "talks/", "Colloquium Series", None) == 4
    assert search_tier("http://www.example.edu/~smith/", "John Smith", None) == 4
    assert search_tier("http://www.example.edu/~smith/index.html", "John Smith", None) == 4
    # a page kept in a user folder is judged by its words
    assert search_tier("http://www.example.edu/~csdept/faculty.html", "List", None) == 2
    assert search_tier(base + "phone.html", "Phone and E-mail Directory", None) == 2


def test_the_search_limits_are_settings() -> None:
    from scrapy.utils.test import get_crawler

    from webextract.scrapy_project.spiders.university import UniversitySpider

    crawler = get_crawler(UniversitySpider, {"WEBEXTRACT_STORE": "", "WEBEXTRACT_UNIVERSITY_MAX_UNIT_PAGES": 7,
                                             "WEBEXTRACT_UNIVERSITY_MAX_SEARCH_DEPTH": 2})
    spider = UniversitySpider.from_crawler(crawler, seed="http://www.example.edu/")
    assert (spider.crawl.limits.max_unit_pages, spider.crawl.limits.max_search_depth) == (7, 2)


def test_people_the_search_reaches_are_faculty_only_with_titles_or_a_page_that_says_so() -> None:
    """Where no keyword pointed, a list of names without titles counts only on a page that
    says it lists faculty: a lab's members are passed over, the department's roll is taken."""
    base = "http://www.example.edu/elec/"
    names = "".join(f"<li><a href='/p/{i}'>{n}</a></li>" for i, n in enumerate(NAMES[20:26]))
    members = "".join(f"<li><a href='/p/{i}'>{n}</a></li>" for i, n in enumerate(NAMES[40:46]))
    site = {
        base: page("<h1>Department of Electrical Engineering</h1><a href='/elec/faculty/'>Faculty</a>"
                   "<a href='/elec/lab.html'>Vision Lab</a><a href='/elec/roll.html'>Roll</a>",
                   title="Department of Electrical Engineering"),
        base + "lab.html": page(f"<h1>The Vision Lab</h1><ul>{members}</ul>", title="Vision Lab"),
        base + "roll.html": page(f"<h1>Faculty of the Department</h1><ul>{names}</ul>", title="Roll"),
    }

    def answer(url: str) -> tuple[int, str, Optional[str]]:
        return (200, url, site[url]) if url in site else (404, url, None)

    run = UniversityCrawl(Limits())
    items, fetched = drive(run, base, answer)
    assert [f.name for f in items if isinstance(f, Faculty)] == NAMES[20:26]
    assert fetched == [base, base + "faculty/", base + "lab.html", base + "roll.html"]
    assert run.stats["search_list_rejected"] == 1
