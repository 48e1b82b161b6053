"""The university spider's decisions on small pages: scope, level of the seed, which link it
follows for each level, the fallback to data-region location, failures and the page budget.

Responses are built in memory and handed to the spider's callbacks; no network is used.
"""

from __future__ import annotations

from typing import Any

from pathlib import Path

import pytest
from scrapy.http import HtmlResponse, Request, Response
from scrapy.utils.test import get_crawler
from twisted.python.failure import Failure
from scrapy.spidermiddlewares.httperror import HttpError

from webextract.items import College, Department, Faculty
from webextract.scrapy_project.spiders.university import (
    UniversitySpider,
    in_scope,
    in_subtree,
    is_site_root,
    page_heading,
    page_links,
    registered_domain,
    scope_of,
    url_key,
)
from webextract.dom import parse_html

# --------------------------------------------------------------------------- URL helpers


@pytest.mark.parametrize("host, domain", [
    ("www.mit.edu", "mit.edu"),
    ("cs.engineering.mit.edu", "mit.edu"),
    ("www.ox.ac.uk", "ox.ac.uk"),
    ("www.cs.ox.ac.uk", "ox.ac.uk"),
    ("unsw.edu.au", "unsw.edu.au"),
    ("www.tsinghua.edu.cn", "tsinghua.edu.cn"),
    ("WWW.Stanford.EDU.", "stanford.edu"),
    ("uni-heidelberg.de", "uni-heidelberg.de"),
    ("127.0.0.1", "127.0.0.1"),
    ("localhost", "localhost"),
    ("", ""),
])
def test_registered_domain(host: str, domain: str) -> None:
    assert registered_domain(host) == domain


def test_scope_keeps_subdomains_and_local_ports_apart() -> None:
    assert scope_of("https://www.mit.edu/") == "mit.edu"
    assert scope_of("http://127.0.0.1:8123/x") == "127.0.0.1:8123"
    assert scope_of("not a url") == ""
    scopes = {"mit.edu"}
    assert in_scope("https://eecs.mit.edu/people/", scopes)
    assert in_scope("http://mit.edu/", scopes)
    assert not in_scope("https://notmit.edu/", scopes)
    assert not in_scope("https://mit.edu.evil.com/", scopes)
    assert not in_scope("mailto:someone@mit.edu", scopes)
    assert not in_scope("http://[broken/", scopes)
    assert not in_scope("http://mit.edu:99999/", scopes)
    assert url_key("http://[broken/") == "[broken/"
    local = {"127.0.0.1:8123"}
    assert in_scope("http://127.0.0.1:8123/a/b", local)
    assert not in_scope("http://127.0.0.1:9999/a/b", local)


def test_subtree_and_site_root() -> None:
    assert in_subtree("https://x.edu/eng/cs/faculty/", "https://x.edu/eng/cs/")
    assert in_subtree("https://x.edu/eng/cs/people.html", "https://x.edu/eng/cs/index.html")
    assert not in_subtree("https://x.edu/faculty-staff/", "https://x.edu/eng/cs/")
    assert not in_subtree("https://cs.x.edu/faculty/", "https://x.edu/eng/cs/")
    assert in_subtree("https://cs.x.edu/faculty/", "https://cs.x.edu")
    assert in_subtree("https://x.edu/ahs/philosophy/faculty-staff", "https://x.edu/ahs/philosophy")
    assert not in_subtree("https://x.edu/ahs/history/", "https://x.edu/ahs/philosophy")
    assert not in_subtree("https://x.edu/faculty-staff", "https://x.edu/ahs/philosophy")
    assert in_subtree("https://x.edu/ahs/history.html", "https://x.edu/ahs/philosophy.html")
    assert is_site_root("https://www.x.edu/")
    assert is_site_root("https://x.edu/index.html")
    assert is_site_root("https://www.x.edu/en/")
    assert is_site_root("http://127.0.0.1:8000/")
    assert not is_site_root("https://cs.x.edu/")
    assert not is_site_root("https://www.x.edu/engineering/")
    assert url_key("https://x.edu/a/index.html#top") == url_key("http://x.edu/a/")
    assert url_key("https://x.edu/a/people/") == url_key("https://x.edu/a/people") == "x.edu/a/people"
    assert url_key("https://x.edu/") == "x.edu/"
    assert url_key("https://x.edu/list/?page=2") == url_key("https://x.edu/list?page=2")
    assert url_key("https://x.edu/a?b=1") != url_key("https://x.edu/a?b=2")


def test_page_heading_and_links() -> None:
    root = parse_html(b"<html><head><title>Physics | Westbrook University</title></head><body>"
                      b"<a href='/a'>A</a><a href='/a#x'>again</a><a href='f.pdf'>PDF</a>"
                      b"<a href='mailto:x@y.z'>mail</a><a href='b/'> B  page </a></body></html>",
                      url="http://x.edu/dir/")
    assert page_heading(root) == "Physics"
    assert page_links(root, "http://x.edu/dir/") == [("http://x.edu/a", "A"), ("http://x.edu/dir/b/", "B page")]
    root = parse_html(b"<html><head><base href='http://x.edu/other/'></head><body><a href='p.html'>P</a></body></html>",
                      url="http://x.edu/dir/")
    assert page_links(root, "http://x.edu/dir/") == [("http://x.edu/other/p.html", "P")]
    root = parse_html("<h1> College of  Law </h1>", url="http://x.edu/law/")
    assert page_heading(root) == "College of Law"
    assert page_heading(parse_html(b"", url="http://x.edu/")) == ""


# --------------------------------------------------------------------------- spider on pages

NAV = """<nav><ul><li><a href="/about/">About</a></li><li><a href="/admissions/">Admissions</a></li>
<li><a href="/research/">Research</a></li><li><a href="/news/">News</a></li></ul></nav>"""


def make_spider(**settings: Any) -> UniversitySpider:
    crawler = get_crawler(UniversitySpider, {"WEBEXTRACT_STORE": "", **settings})
    spider = UniversitySpider.from_crawler(crawler, seed="http://www.example.edu/")
    crawler.spider = spider
    crawler.stats.open_spider()
    return spider


def response(url: str, body: str, request: Request | None = None, status: int = 200) -> HtmlResponse:
    req = request or Request(url)
    return HtmlResponse(url=url, body=body.encode("utf-8"), encoding="utf-8", request=req,
                        status=status, headers={"Content-Type": "text/html; charset=utf-8"})


def run(callback: Any, resp: Response) -> list[Any]:
    return list(callback(resp) or [])


def requests_of(out: list[Any]) -> list[str]:
    return [r.url for r in out if isinstance(r, Request)]


def stat(spider: UniversitySpider, key: str) -> Any:
    return spider.crawler.stats.get_value(f"webextract/university/{key}")


def seed_response(spider: UniversitySpider, url: str, body: str) -> list[Any]:
    req = spider.seed_request(url)
    return run(spider.parse_seed, response(url, body, req))


def follow(spider: UniversitySpider, out: list[Any], url: str, body: str, status: int = 200) -> list[Any]:
    """Answer the request for ``url`` in ``out`` with ``body``; return the callback's output."""
    req = next(r for r in out if isinstance(r, Request) and r.url == url)
    if status != 200:
        resp = response(url, body, req, status)
        failure = Failure(HttpError(resp, "Ignoring non-200 response"))
        failure.request = req  # type: ignore[attr-defined]
        return list(req.errback(failure) or [])
    return run(req.callback, response(url, body, req))


def people_table(names: list[tuple[str, str]]) -> str:
    rows = "".join(f"<tr><td><a href='/p/{i}'>{n}</a></td><td>{t}</td></tr>" for i, (n, t) in enumerate(names))
    return f"<table><tr><th>Name</th><th>Title</th></tr>{rows}</table>"


FIVE = [("Mary Johnson", "Professor"), ("Robert Smith", "Associate Professor"),
        ("Linda Garcia", "Assistant Professor"), ("James Miller", "Lecturer"),
        ("Susan Davis", "Professor")]


def test_university_home_follows_the_colleges_keyword_link_only_on_the_site() -> None:
    spider = make_spider()
    home = f"""<html><head><title>Example University</title></head><body>{NAV}
      <a href="https://www.other.edu/academics/">Schools and Colleges</a>
      <a href="/academics/">Academics</a></body></html>"""
    out = seed_response(spider, "http://www.example.edu/", home)
    assert stat(spider, "seed_level/university") == 1
    # the off-site keyword link is dropped; the first step of the plan is the on-site one
    assert requests_of(out) == ["http://www.example.edu/academics/"]
    assert stat(spider, "offsite_link") == 1
    colleges = """<ul><li><a href="/eng/">College of Engineering</a></li>
      <li><a href="/law/">School of Law</a></li><li><a href="/med/">School of Medicine</a></li>
      <li><a href="/bus/">School of Business</a></li><li><a href="/edu/">College of Education</a></li>
      <li><a href="https://arts.example.edu/">College of Arts and Sciences</a></li></ul>"""
    out = follow(spider, out, "http://www.example.edu/academics/", f"<html><body>{NAV}{colleges}</body></html>")
    names = [i.name for i in out if isinstance(i, College)]
    assert names == ["College of Engineering", "School of Law", "School of Medicine", "School of Business",
                     "College of Education", "College of Arts and Sciences"]
    # every college home is requested, the subdomain one too
    assert requests_of(out) == ["http://www.example.edu/eng/", "http://www.example.edu/law/",
                                "http://www.example.edu/med/", "http://www.example.edu/bus/",
                                "http://www.example.edu/edu/", "https://arts.example.edu/"]
    assert stat(spider, "colleges_found") == 6


def test_college_home_prefers_its_own_departments_page_then_the_departments_there() -> None:
    spider = make_spider()
    page = f"""<html><head><title>College of Engineering | Example University</title></head><body>
      <a href="/departments-az/">Departments</a>{NAV}
      <h1>College of Engineering</h1><a href="/eng/departments/">Departments</a></body></html>"""
    out = seed_response(spider, "http://www.example.edu/eng/", page)
    assert stat(spider, "seed_level/college") == 1
    college = [i for i in out if isinstance(i, College)]
    assert [(c.name, c.url) for c in college] == [("College of Engineering", "http://www.example.edu/eng/")]
    assert requests_of(out) == ["http://www.example.edu/eng/departments/"]
    depts = """<div><p><a href="/eng/cs/">Department of Computer Science</a></p>
      <p><a href="/eng/me/">Department of Mechanical Engineering</a></p>
      <p><a href="/eng/ee/">Department of Electrical Engineering</a></p>
      <p><a href="/eng/ce/">Department of Civil Engineering</a></p>
      <p><a href="/eng/che/">Department of Chemical Engineering</a></p></div>"""
    out = follow(spider, out, "http://www.example.edu/eng/departments/", f"<html><body>{depts}</body></html>")
    found = [(d.name, d.college) for d in out if isinstance(d, Department)]
    assert found == [(n, "College of Engineering") for n in (
        "Department of Computer Science", "Department of Mechanical Engineering",
        "Department of Electrical Engineering", "Department of Civil Engineering",
        "Department of Chemical Engineering")]
    assert len(requests_of(out)) == 5


def test_department_faculty_link_inside_the_unit_beats_the_global_one() -> None:
    spider = make_spider()
    page = f"""<html><head><title>Department of Physics</title></head><body>
      <a href="/faculty-staff/">Faculty &amp; Staff</a>{NAV}<h1>Department of Physics</h1>
      <ul><li><a href="/phys/about/">About</a></li><li><a href="/phys/people/">People</a></li></ul></body></html>"""
    out = seed_response(spider, "http://www.example.edu/phys/", page)
    assert stat(spider, "seed_level/department") == 1
    assert [(d.name, d.college) for d in out if isinstance(d, Department)] == [("Department of Physics", None)]
    assert requests_of(out) == ["http://www.example.edu/phys/people/"]
    out = follow(spider, out, "http://www.example.edu/phys/people/",
                 f"<html><body>{NAV}{people_table(FIVE)}</body></html>")
    faculty = [(f.name, f.title, f.unit) for f in out if isinstance(f, Faculty)]
    assert faculty == [(n, t, "Department of Physics") for n, t in FIVE]
    assert stat(spider, "faculty_found") == 5


def test_no_faculty_keyword_falls_back_to_the_home_page_then_a_best_first_search() -> None:
    spider = make_spider()
    page = f"""<html><head><title>Philosophy</title></head><body>{NAV}<h1>Philosophy</h1>
      <ul><li><a href="/phil/about.html">About</a></li><li><a href="/phil/team.html">Our Professors</a></li>
      <li><a href="http://www.example.edu/library/">Library</a></li></ul></body></html>"""
    out = seed_response(spider, "http://www.example.edu/phil/", page)
    # no keyword link, no people on the home page: the unit's links, those that speak of
    # people first, then the others in page order; never outside the unit
    assert requests_of(out) == ["http://www.example.edu/phil/team.html"]
    out = follow(spider, out, "http://www.example.edu/phil/team.html", "<html><body><p>Soon.</p></body></html>")
    assert requests_of(out) == ["http://www.example.edu/phil/about.html"]
    out = follow(spider, out, "http://www.example.edu/phil/about.html",
                 f"<html><body>{people_table(FIVE)}</body></html>")
    assert [f.name for f in out if isinstance(f, Faculty)] == [n for n, _ in FIVE]
    assert stat(spider, "found/faculty/search") == 1
    assert stat(spider, "search_pages") == 2


def test_people_on_the_department_home_page_itself() -> None:
    spider = make_spider()
    page = f"""<html><head><title>Modern Languages</title></head><body>{NAV}<h1>Modern Languages</h1>
      {people_table(FIVE)}</body></html>"""
    out = seed_response(spider, "http://www.example.edu/lang/", page)
    assert [f.name for f in out if isinstance(f, Faculty)] == [n for n, _ in FIVE]
    assert requests_of(out) == []


def test_a_failed_faculty_page_moves_on_and_the_end_is_reported() -> None:
    spider = make_spider()
    page = f"""<html><head><title>History</title></head><body>{NAV}<h1>History</h1>
      <a href="/hist/faculty/">Faculty</a></body></html>"""
    out = seed_response(spider, "http://www.example.edu/hist/", page)
    assert requests_of(out) == ["http://www.example.edu/hist/faculty/"]
    out = follow(spider, out, "http://www.example.edu/hist/faculty/", "<h1>Not found</h1>", status=404)
    assert stat(spider, "http_error/404") == 1
    # no other page of the unit to try: the unit is reported without faculty
    assert requests_of(out) == []
    assert stat(spider, "no_faculty_page") == 1


def test_page_budget_stops_requests() -> None:
    spider = make_spider(WEBEXTRACT_UNIVERSITY_MAX_PAGES=1)
    home = f"<html><body>{NAV}<a href='/academics/'>Academics</a></body></html>"
    out = seed_response(spider, "http://www.example.edu/", home)
    assert requests_of(out) == []
    assert stat(spider, "page_budget_reached") >= 1


def test_not_html_seed_yields_nothing() -> None:
    spider = make_spider()
    req = spider.seed_request("http://www.example.edu/")
    resp = Response(url=req.url, body=b"%PDF-1.4 binary", request=req,
                    headers={"Content-Type": "application/pdf"})
    assert run(spider.parse_seed, resp) == []
    assert stat(spider, "not_html") == 1


def test_bad_level_argument_is_refused() -> None:
    with pytest.raises(ValueError):
        UniversitySpider(seed="http://x.edu/", level="planet")


SIBLINGS = """<aside><ul><li><a href="/sci/math/">Mathematics</a></li><li><a href="/sci/physics/">Physics</a></li>
  <li><a href="/sci/chemistry/">Chemistry</a></li><li><a href="/sci/biology/">Biology</a></li>
  <li><a href="/sci/geology/">Geology</a></li><li><a href="/sci/astronomy/">Astronomy</a></li></ul></aside>"""


COLLEGES_BELOW = "<ul>" + "".join(f"<li><a href='/saved/{s}/'>{n}</a></li>" for s, n in (
    ("eng", "College of Engineering"), ("law", "School of Law"), ("med", "School of Medicine"),
    ("bus", "School of Business"), ("edu", "College of Education"))) + "</ul>"


@pytest.mark.parametrize("url, heading, extra, level", [
    ("http://www.example.edu/", "Anything", "", "university"),
    ("http://www.example.edu/index.html", "Anything", "", "university"),
    ("http://www.example.edu/eng/cs/", "Department of Computer Science", "", "department"),
    ("http://www.example.edu/law/", "School of Law", "", "college"),
    ("http://www.example.edu/portal/", "Example University", "", "university"),
    # a department's sidebar lists its sibling departments: they are not below it
    ("http://www.example.edu/sci/physics/", "Physics", SIBLINGS, "department"),
    # the same list below the page's own folder makes it a college
    ("http://www.example.edu/sci/", "Natural Sciences", SIBLINGS, "college"),
    # colleges listed below a page that is not the site's root: a university's home
    ("http://localhost:8000/saved/index.html", "Welcome", COLLEGES_BELOW, "university"),
])
def test_detect_level(url: str, heading: str, extra: str, level: str) -> None:
    spider = make_spider()
    root = parse_html(f"<html><body>{NAV}<h1>{heading}</h1>{extra}</body></html>", url=url)
    assert spider.detect_level(root, url) == level


def test_a_college_page_listing_the_colleges_gives_no_departments() -> None:
    spider = make_spider()
    home = f"<html><body>{NAV}<a href='/academics/'>Academics</a></body></html>"
    out = seed_response(spider, "http://www.example.edu/", home)
    colleges = "".join(f"<li><a href='/{s}/'>{n}</a></li>" for s, n in (
        ("eng", "Engineering"), ("law", "Law"), ("med", "Medicine"), ("bus", "Business"), ("edu", "Education")))
    menu = f"<ul>{colleges}</ul>"
    out = follow(spider, out, "http://www.example.edu/academics/", f"<html><body>{menu}</body></html>")
    assert len([i for i in out if isinstance(i, College)]) == 5
    # the college home shows the site-wide menu of colleges and nothing else
    out = follow(spider, out, "http://www.example.edu/eng/",
                 f"<html><body>{menu}<h1>Engineering</h1></body></html>")
    assert [i for i in out if isinstance(i, Department)] == []
    assert stat(spider, "department_set_of_colleges") == 1


def test_directory_whose_first_page_is_too_short_goes_on_to_its_next_pages() -> None:
    spider = make_spider()
    page = f"""<html><head><title>Biology</title></head><body>{NAV}<h1>Biology</h1>
      <a href="/bio/faculty/">Faculty</a></body></html>"""
    out = seed_response(spider, "http://www.example.edu/bio/", page)
    first = ("<html><body><p>Our faculty, 5 people on 2 pages.</p>"
             "<p><a href='/bio/faculty/?page=2'>Next</a></p></body></html>")
    out = follow(spider, out, "http://www.example.edu/bio/faculty/", first)
    assert requests_of(out) == ["http://www.example.edu/bio/faculty/?page=2"]
    second = f"<html><body>{people_table(FIVE)}<p><a href='/bio/faculty/'>Previous</a></p></body></html>"
    out = follow(spider, out, "http://www.example.edu/bio/faculty/?page=2", second)
    assert [(f.name, f.unit) for f in out if isinstance(f, Faculty)] == [(n, "Biology") for n, _ in FIVE]


def letter_directory(spider: UniversitySpider) -> list[Any]:
    """A department whose faculty directory (five people) has an A–E letter index; returns
    the requests for the letter pages."""
    page = f"""<html><head><title>Biology</title></head><body>{NAV}<h1>Biology</h1>
      <a href="/bio/faculty/">Faculty</a></body></html>"""
    out = seed_response(spider, "http://www.example.edu/bio/", page)
    letters = "".join(f"<a href='/bio/faculty/?l={c}'>{c.upper()}</a> " for c in "abcde")
    first = f"<html><body><div class='az'>{letters}</div>{people_table(FIVE)}</body></html>"
    return follow(spider, out, "http://www.example.edu/bio/faculty/", first)


LETTER_B = """<html><body><h2>B</h2>
  <div class="person"><h3><a href="/p/baker">Helen Baker</a></h3><p>Room 214</p></div>
  <div class="person"><h3><a href="/p/brooks">Simon Brooks</a></h3><p>Room 118</p></div>
</body></html>"""


def test_a_letter_page_of_a_recognised_directory_is_read_with_two_people() -> None:
    spider = make_spider()
    out = letter_directory(spider)
    assert "http://www.example.edu/bio/faculty/?l=b" in requests_of(out)
    got = follow(spider, out, "http://www.example.edu/bio/faculty/?l=b", LETTER_B)
    assert [(f.name, f.unit) for f in got if isinstance(f, Faculty)] == [
        ("Helen Baker", "Biology"), ("Simon Brooks", "Biology")]


def test_a_letter_page_with_two_people_is_not_read_under_the_papers_k() -> None:
    spider = make_spider(WEBEXTRACT_UNIVERSITY_DIRECTORY_PAGE_MIN_UNITS=4)
    out = letter_directory(spider)
    got = follow(spider, out, "http://www.example.edu/bio/faculty/?l=b", LETTER_B)
    assert [f for f in got if isinstance(f, Faculty)] == []


@pytest.mark.parametrize("url, root", [
    ("https://www.x.edu/", True),
    ("https://www.x.edu/index.html", True),
    ("https://www.x.edu/en/", True),
    ("https://www.x.edu/en/index.html", True),
    ("https://www.x.edu/fr/index.html", True),
    ("https://www.x.edu/en-us/", True),
    ("https://www.x.edu/pt-br/", True),
    ("https://www.x.edu/zh-hans/index.html", True),
    # departments' folders, two-letter ones included (cs is also Czech's code)
    ("https://www.x.edu/cs/", False),
    ("https://www.x.edu/ee/", False),
    ("https://www.x.edu/me/", False),
    ("https://www.x.edu/ece/", False),
    ("https://www.x.edu/cs/index.html", False),
    ("https://www.x.edu/en/news/", False),
    ("http://localhost:8000/www.mit.edu/", True),
    ("http://localhost:8000/www.mit.edu/index.html", True),
    ("http://localhost:8000/www.mit.edu/engineering/", False),
    ("https://www.x.edu/?page=2", False),
    ("https://www.x.edu/news/index.html", False),
])
def test_site_roots(url: str, root: bool) -> None:
    assert is_site_root(url) is root


@pytest.mark.parametrize("url, lang, root", [
    ("https://www.x.edu/cs/", "cs", True),  # the Czech home
    ("https://www.x.edu/cs/", "cs-CZ", True),
    ("https://www.x.edu/cs/", "en", False),  # a department's folder
    ("https://www.x.edu/it/index.html", "it", True),
    ("https://www.x.edu/en/", "en-GB", True),
    ("https://www.x.edu/en/", "fr", False),  # the page says another language: no evidence
    ("https://www.x.edu/pt-br/", "pt-BR", True),
    ("https://www.x.edu/", "en", True),
    ("https://www.x.edu/", "", True),
    ("https://www.x.edu/me/", "", False),
    ("https://cs.x.edu/cs/", "cs", False),  # not the university's main host
])
def test_a_language_root_is_told_by_the_page_s_language(url: str, lang: str, root: bool) -> None:
    assert is_site_root(url, lang) is root


def test_a_page_named_like_the_institution_is_not_taken_for_a_college() -> None:
    spider = make_spider()
    root = parse_html(f"<html><body>{NAV}<h1>Nazareth College</h1></body></html>",
                      url="https://www2.naz.edu/dept/philosophy")
    assert spider.detect_level(root, "https://www2.naz.edu/dept/philosophy", "Nazareth College") == "department"
    assert spider.detect_level(root, "https://www2.naz.edu/dept/philosophy", "") == "college"


def test_colleges_found_by_data_region_location_when_no_keyword_link_exists() -> None:
    spider = make_spider()
    home = """<html><body><ul><li><a href="/explore/">Explore</a></li><li><a href="/visit/">Visit</a></li></ul>
      </body></html>"""
    out = seed_response(spider, "http://www.example.edu/", home)
    # no colleges keyword, no record set on the home page: its links are candidates, in page order
    assert requests_of(out) == ["http://www.example.edu/explore/"]
    colleges = "".join(f"<li><a href='/{s}/'>{n}</a></li>" for s, n in (
        ("eng", "College of Engineering"), ("law", "School of Law"), ("med", "School of Medicine"),
        ("bus", "School of Business"), ("edu", "College of Education")))
    out = follow(spider, out, "http://www.example.edu/explore/", f"<html><body><ul>{colleges}</ul></body></html>")
    assert [c.name for c in out if isinstance(c, College)] == [
        "College of Engineering", "School of Law", "School of Medicine", "School of Business", "College of Education"]


def drive(spider: UniversitySpider, out: list[Any], pages: dict[str, str]) -> list[Any]:
    """Answer every request the spider makes from ``pages`` (404 for the others) until it
    makes no more; return every item it yielded on the way."""
    items = [i for i in out if not isinstance(i, Request)]
    queue = [r for r in out if isinstance(r, Request)]
    while queue:
        req = queue.pop(0)
        body = pages.get(req.url)
        got = follow(spider, [req], req.url, body or "<h1>Not found</h1>", 200 if body else 404)
        queue += [r for r in got if isinstance(r, Request)]
        items += [i for i in got if not isinstance(i, Request)]
    return items


def test_a_site_without_colleges_is_searched_for_departments_at_its_own_level() -> None:
    spider = make_spider()
    home = f"""<html><head><title>Example College</title></head><body>{NAV}
      <a href="/academics/departments/">Departments</a></body></html>"""
    out = seed_response(spider, "http://www.example.edu/", home)
    depts = "".join(f"<li><a href='/{s}/'>Department of {n}</a></li>" for s, n in (
        ("bio", "Biology"), ("chem", "Chemistry"), ("math", "Mathematics"), ("phys", "Physics"), ("hist", "History")))
    items = drive(spider, out, {
        "http://www.example.edu/academics/departments/": f"<html><body><ul>{depts}</ul></body></html>",
        "http://www.example.edu/about/": "<html><body><p>About the college.</p></body></html>",
    })
    found = [(d.name, d.college) for d in items if isinstance(d, Department)]
    assert found == [(f"Department of {n}", None) for n in ("Biology", "Chemistry", "Mathematics", "Physics", "History")]
    # the departments page was tested as a college candidate first, then fetched again for departments
    assert stat(spider, "no_college_set") == 1
    assert stat(spider, "http_error/404") >= 5  # the department home pages of this small site are missing


def test_further_faculty_lists_of_the_unit_are_followed() -> None:
    spider = make_spider()
    page = f"""<html><head><title>Department of History</title></head><body>{NAV}<h1>Department of History</h1>
      <a href="/hist/faculty/">Faculty</a></body></html>"""
    out = seed_response(spider, "http://www.example.edu/hist/", page)
    directory = f"""<html><body><a href="/faculty-staff/">Faculty &amp; Staff</a>
      <ul><li><a href="/hist/faculty/">Faculty</a></li><li><a href="/hist/faculty/emeriti/">Emeritus Faculty</a></li>
      <li><a href="/hist/staff/">Staff</a></li><li><a href="/hist/faculty/jobs.pdf">Faculty Positions (PDF)</a></li></ul>
      {people_table(FIVE)}</body></html>"""
    out = follow(spider, out, "http://www.example.edu/hist/faculty/", directory)
    assert len([f for f in out if isinstance(f, Faculty)]) == 5
    # the emeriti list inside the unit; not the staff list, not the site-wide page, not the PDF
    assert requests_of(out) == ["http://www.example.edu/hist/faculty/emeriti/"]
    emeriti = [("Walter Brooks", "Professor Emeritus"), ("Helen Carter", "Professor Emerita"),
               ("Frank Morris", "Professor Emeritus"), ("Ruth Bennett", "Professor Emerita")]
    out = follow(spider, out, "http://www.example.edu/hist/faculty/emeriti/",
                 f"<html><body>{people_table(emeriti)}</body></html>")
    assert [f.name for f in out if isinstance(f, Faculty)] == [n for n, _ in emeriti]


def test_departments_on_the_college_page_beat_a_weak_programs_link() -> None:
    spider = make_spider()
    depts = "".join(f"<li><a href='/sci/{s}/'>Department of {n}</a></li>" for s, n in (
        ("bio", "Biology"), ("chem", "Chemistry"), ("math", "Mathematics"), ("phys", "Physics"), ("geo", "Geology")))
    page = f"""<html><head><title>College of Science</title></head><body>{NAV}<h1>College of Science</h1>
      <a href="/sci/programs/">Programs</a><ul>{depts}</ul></body></html>"""
    out = seed_response(spider, "http://www.example.edu/sci/", page)
    assert [d.name for d in out if isinstance(d, Department)] == [
        f"Department of {n}" for n in ("Biology", "Chemistry", "Mathematics", "Physics", "Geology")]
    assert "http://www.example.edu/sci/programs/" not in requests_of(out)
    # with a "Departments" link inside the college, that page is asked first
    spider = make_spider()
    page = page.replace('<a href="/sci/programs/">Programs</a>', '<a href="/sci/departments/">Departments</a>')
    out = seed_response(spider, "http://www.example.edu/sci/", page)
    assert requests_of(out) == ["http://www.example.edu/sci/departments/"]


def test_a_people_hub_leads_one_hop_on_to_the_faculty_list() -> None:
    spider = make_spider()
    page = f"""<html><head><title>Department of Geology</title></head><body>{NAV}<h1>Department of Geology</h1>
      <a href="/geo/people/">People</a></body></html>"""
    out = seed_response(spider, "http://www.example.edu/geo/", page)
    hub = """<html><body><h1>People</h1><ul><li><a href="/geo/people/faculty/">Faculty</a></li>
      <li><a href="/geo/people/students/">Graduate Students</a></li></ul></body></html>"""
    out = follow(spider, out, "http://www.example.edu/geo/people/", hub)
    assert requests_of(out) == ["http://www.example.edu/geo/people/faculty/"]
    out = follow(spider, out, "http://www.example.edu/geo/people/faculty/",
                 f"<html><body>{people_table(FIVE)}</body></html>")
    assert [(f.name, f.unit, f.unit_type) for f in out if isinstance(f, Faculty)] == [
        (n, "Department of Geology", "department") for n, _ in FIVE]


def test_broken_urls_are_out_of_every_scope_and_subtree() -> None:
    assert scope_of("http://[broken/") == ""
    assert not in_subtree("http://[broken/x", "http://x.edu/a/")
    assert not is_site_root("http://x.edu:99999/")


def test_a_department_host_served_as_a_saved_copy_is_no_university_root() -> None:
    assert is_site_root("http://127.0.0.1:8000/www.x.edu/")
    assert is_site_root("http://127.0.0.1:8000/x.edu/index.html")
    assert not is_site_root("http://127.0.0.1:8000/philosophy.x.edu/")
    assert not is_site_root("https://philosophy.x.edu/")


def test_real_department_pages_are_named_by_what_their_title_says() -> None:
    # <h1> holds "About Us", news headlines or the institution's name on these real pages;
    # the name comes from the title when it names the department.
    fixtures = Path(__file__).parent / "fixtures" / "university"
    names = {}
    for stem in ("mit", "harvard", "berkeley", "uah", "nazareth"):
        root = parse_html((fixtures / f"{stem}-philosophy.html").read_bytes())
        names[stem] = page_heading(root)
    assert names == {
        "mit": "MIT Philosophy",
        "harvard": "Department of Philosophy",
        "berkeley": "Department of Philosophy",
        "uah": "Philosophy",
        "nazareth": "Philosophy Department",
    }
    root = parse_html(b"<html><head><title>News | Westbrook</title></head><body><h1>Spring open day"
                      b"</h1></body></html>")
    assert page_heading(root) == "Spring open day"  # nothing names a unit: the first <h1>


def test_html_sent_as_octet_stream_or_plain_text_is_read_as_html() -> None:
    from scrapy.http import HtmlResponse, Response, TextResponse

    from webextract.scrapy_project.spiders.base import is_html_response

    page = b"<!DOCTYPE html><html><head><title>Physics</title></head><body></body></html>"
    octet = {"Content-Type": "application/octet-stream"}
    assert is_html_response(Response("http://x.edu/dept/physics", headers=octet, body=page))
    assert is_html_response(TextResponse("http://x.edu/p", headers={"Content-Type": "text/plain"},
                                         body=page, encoding="utf-8"))
    assert not is_html_response(Response("http://x.edu/f", headers=octet, body=b"%PDF-1.4 <html>"))
    assert not is_html_response(TextResponse("http://x.edu/n.txt", headers={"Content-Type": "text/plain"},
                                             body=b"Office hours: Monday", encoding="utf-8"))
    assert is_html_response(HtmlResponse("http://x.edu/", body=page))


def test_the_demo_server_serves_an_extensionless_saved_page_as_html(tmp_path: Path) -> None:
    import urllib.request

    from webextract.demo.server import serve_in_thread

    (tmp_path / "dept").mkdir()
    (tmp_path / "dept" / "philosophy").write_bytes(b"<html><head><title>Philosophy</title></head></html>")
    (tmp_path / "dept" / "notes").write_bytes(b"plain notes")
    server, url = serve_in_thread(tmp_path)
    try:
        with urllib.request.urlopen(url + "dept/philosophy", timeout=10) as resp:
            assert resp.headers["Content-Type"].startswith("text/html")
        with urllib.request.urlopen(url + "dept/notes", timeout=10) as resp:
            assert resp.headers["Content-Type"] == "application/octet-stream"
    finally:
        server.shutdown()
