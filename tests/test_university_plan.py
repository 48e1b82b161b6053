"""The university crawl's plans as a library (webextract.crawl.university), driven page by
page without Scrapy: which page is fetched next, what each page gives, failures."""

from __future__ import annotations

import subprocess
import sys
from collections import deque
from typing import Any, Callable, Optional

from webextract.dom import parse_html
from webextract.crawl.university import Fetch, Limits, UniversityCrawl
from webextract.items import College, Department, Faculty, Relation

BASE = "http://www.example.edu"
PEOPLE = [("Mary Johnson", "Professor"), ("Robert Smith", "Associate Professor"),
          ("Linda Garcia", "Assistant Professor"), ("James Miller", "Lecturer"),
          ("Susan Davis", "Professor")]


def page(body: str) -> str:
    return f"<html><head><title>Example University</title></head><body>{body}</body></html>"


def people_table() -> str:
    rows = "".join(f"<tr><td><a href='/p/{i}'>{n}</a></td><td>{t}</td></tr>" for i, (n, t) in enumerate(PEOPLE))
    return f"<table><tr><th>Name</th><th>Title</th></tr>{rows}</table>"


SITE = {
    f"{BASE}/": page("<a href='/academics/'>Schools and Colleges</a><a href='/news/'>News</a>"),
    f"{BASE}/academics/": page("<ul>" + "".join(
        f"<li><a href='/{s}/'>{n}</a></li>" for s, n in (
            ("eng", "College of Engineering"), ("law", "School of Law"), ("med", "School of Medicine"),
            ("bus", "School of Business"), ("edu", "College of Education"))) + "</ul>"),
    f"{BASE}/eng/": page("<h1>College of Engineering</h1><a href='/eng/departments/'>Departments</a>"),
    f"{BASE}/eng/departments/": page("<ul>" + "".join(
        f"<li><a href='/eng/{s}/'>Department of {n}</a></li>" for s, n in (
            ("cs", "Computer Science"), ("me", "Mechanical Engineering"), ("ee", "Electrical Engineering"),
            ("ce", "Civil Engineering"), ("ch", "Chemical Engineering"))) + "</ul>"),
    f"{BASE}/eng/cs/": page("<h1>Computer Science</h1><a href='/eng/cs/faculty/'>Faculty</a>"),
    f"{BASE}/eng/cs/faculty/": page(people_table()),
}


Answer = Callable[[str], tuple[int, str, Optional[str]]]


def answer_from(site: dict[str, str]) -> Answer:
    """An answer with ``site``'s page for each URL, else a 404."""
    return lambda url: (200, url, site[url]) if url in site else (404, url, None)


from_site = answer_from(SITE)


def drive(crawl: UniversityCrawl, seed: str, answer: Answer = from_site) -> tuple[list[Any], list[str]]:
    """Answer every fetch with ``answer(url) -> (status, final URL after redirects, HTML)``
    (by default from SITE, 404 for any other page); the items and fetched URLs."""
    queue: deque[Fetch] = deque([crawl.seed(seed)])
    items: list[Any] = []
    fetched: list[str] = []
    while queue:
        fetch = queue.popleft()
        fetched.append(fetch.url)
        status, final, html = answer(fetch.url)
        if status != 200 or html is None:
            out = crawl.failed(fetch, f"HTTP {status}", error_page=True)
        else:
            root = parse_html(html, url=final) if crawl.arrived(fetch, final) else None
            out = crawl.page(fetch, final, root)
        for result in out:
            (queue.append if isinstance(result, Fetch) else items.append)(result)
    return items, fetched


def test_the_crawl_plans_walk_a_site_without_scrapy() -> None:
    crawl = UniversityCrawl()
    items, fetched = drive(crawl, f"{BASE}/")
    assert fetched[:2] == [f"{BASE}/", f"{BASE}/academics/"]
    colleges = [i.name for i in items if isinstance(i, College)]
    assert colleges == ["College of Engineering", "School of Law", "School of Medicine",
                        "School of Business", "College of Education"]
    departments = [(i.name, i.college) for i in items if isinstance(i, Department)]
    assert departments[0] == ("Department of Computer Science", "College of Engineering")
    assert len(departments) == 5
    faculty = [(i.name, i.title, i.unit) for i in items if isinstance(i, Faculty)]
    assert faculty == [(n, t, "Department of Computer Science") for n, t in PEOPLE]
    assert sum(isinstance(i, Relation) for i in items) == 5 + 5 + 5
    assert crawl.stats["colleges_found"] == 5 and crawl.stats["faculty_found"] == 5
    assert crawl.stats["seed_level/university"] == 1
    # every page is fetched once at most for one record set
    assert len(fetched) == len(set(fetched))
    # units whose home page failed are reported
    report = crawl.report("finished")[0]
    assert "could not: college 'School of Law': home page http://www.example.edu/law/: HTTP 404" in report


def top_folder_site(lang: str) -> dict[str, str]:
    """A department in the site's top-level folder ``/cs/``, its seed page in language ``lang``
    (none when empty), with a faculty list; and a home page listing colleges."""
    html = f"<html lang='{lang}'>" if lang else "<html>"
    return {
        f"{BASE}/": SITE[f"{BASE}/"], f"{BASE}/academics/": SITE[f"{BASE}/academics/"],
        f"{BASE}/cs/": f"{html}<head><title>Computer Science | Example University</title></head><body>"
                       "<h1>Computer Science</h1><a href='/cs/faculty/'>Faculty</a>"
                       "<a href='/academics/'>Schools and Colleges</a></body></html>",
        f"{BASE}/cs/faculty/": page(people_table()),
    }


def test_a_department_seed_in_a_two_letter_top_folder_is_a_department() -> None:
    """``/cs/``, ``/ee/``, ``/me/`` are departments' folders: a seed there is read as the
    department, unless the page says it is in that language (``/cs/`` in Czech is the Czech
    home of the university)."""
    for lang in ("", "en", "en-US"):
        crawl = UniversityCrawl()
        items, fetched = drive(crawl, f"{BASE}/cs/", answer_from(top_folder_site(lang)))
        assert crawl.stats["seed_level/department"] == 1, lang
        assert [(i.name, i.unit) for i in items if isinstance(i, Faculty)] == \
            [(n, "Computer Science") for n, _ in PEOPLE]
        assert not any(isinstance(i, College) for i in items) and f"{BASE}/academics/" not in fetched
    crawl = UniversityCrawl()
    drive(crawl, f"{BASE}/cs/", answer_from(top_folder_site("cs")))
    assert crawl.stats["seed_level/university"] == 1


def test_the_page_budget_bounds_the_crawl() -> None:
    crawl = UniversityCrawl(Limits(max_pages=3))
    _, fetched = drive(crawl, f"{BASE}/")
    assert len(fetched) == 3
    assert crawl.stats["page_budget_reached"] >= 1


def test_the_plans_import_no_scrapy() -> None:
    code = ("import sys, webextract.crawl.university; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('scrapy', 'twisted', 'itemadapter')]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True)
