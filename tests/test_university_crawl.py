"""End-to-end: `scrapy crawl university` over the bundled demo university on 127.0.0.1.

The site (webextract/demo/university) has a home page, an Academics page listing seven
schools and colleges, their departments (on a departments page, in a table, in two lists, on
the college home itself), and faculty directories in the layouts real universities use: an
HTML table, a grid of cards, a definition list, lists split by letter across pages, a
paginated directory, titles on a line of their own, people on the department's home page, a
directory reached by no keyword link; with news, event, footer and staff lists around them, a
redirect loop, a 404, a PDF directory and a directory robots.txt forbids.  The test asserts
the exact colleges, departments, faculty and relations of EXPECTED.json, the store's rows,
and that a second crawl finds the same rows instead of adding new ones.
"""

from __future__ import annotations

import csv
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from collections import Counter
from dataclasses import asdict, fields
from typing import Any, Iterator

import pytest

from webextract.items import ITEM_CLASSES
from webextract.relations.inm import relations_for
from webextract.store.sqlite import Store

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "webextract" / "demo" / "university"
TABLES = ("colleges", "departments", "faculty", "relations")
EXPECTED = json.loads((SITE / "EXPECTED.json").read_text(encoding="utf-8"))


def serve(folder: Path) -> Iterator[str]:
    """Serve ``folder`` with the demo server in a subprocess; yield its base URL."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "webextract.demo.server", str(folder), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT,
    )
    try:
        line = proc.stdout.readline()
        url = line.strip().split(" on ", 1)[1]
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture(scope="module")
def demo_url():
    yield from serve(SITE)


def run_crawl(url: str, *args: str) -> subprocess.CompletedProcess:
    """Run ``scrapy crawl university`` from ``url`` in a subprocess from the repository root,
    without delays, with ``args``; assert it ended well."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "scrapy", "crawl", "university", "-a", f"seed={url}",
           "-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False", *args]
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc


def crawl(url: str, workdir: Path, name: str, *extra: str,
          relation_items: bool = False) -> tuple[list[dict[str, Any]], dict[str, Any], str]:
    """Run the crawl in a subprocess from the repository root; return the lines of its
    feed, its stats and log.  By default the crawl yields no relation items
    (WEBEXTRACT_RELATION_ITEMS is off) and the lines of a relations feed (format
    relations-jsonl) are added to those of its items; with ``relation_items`` the crawl
    yields them and its one feed holds them."""
    out, relations = workdir / f"{name}.jsonl", workdir / f"{name}-relations.jsonl"
    feeds = ["-s", "WEBEXTRACT_RELATION_ITEMS=True"] if relation_items else ["-O", f"{relations}:relations-jsonl"]
    proc = run_crawl(url, "-s", f"WEBEXTRACT_STORE={workdir / 'store.sqlite3'}", "-O", str(out), *feeds,
                     "-s", "LOG_LEVEL=INFO", *extra)
    items = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    if not relation_items:
        assert "relation" not in {i["type"] for i in items}
        items += [json.loads(line) for line in relations.read_text(encoding="utf-8").splitlines()]
    block = proc.stderr[proc.stderr.rfind("Dumping Scrapy stats"):]
    stats = {k: v for k, v in re.findall(r"'(webextract/[\w/.-]+)': ([\d.]+|None)", block)}
    return items, stats, proc.stderr


@pytest.fixture(scope="module")
def runs(demo_url, tmp_path_factory):
    work = tmp_path_factory.mktemp("university")
    first = crawl(demo_url, work, "first")
    with Store(str(work / "store.sqlite3")) as store:
        counts_first = store.counts()
        rows_first = {t: store.rows(t) for t in TABLES}
    second = crawl(demo_url, work, "second")
    return {"url": demo_url, "work": work, "first": first, "second": second,
            "counts_first": counts_first, "rows_first": rows_first}


def of_type(items: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [i for i in items if i["type"] == kind]


def test_colleges_exact(runs) -> None:
    items, _, _ = runs["first"]
    base = runs["url"].rstrip("/")
    got = sorted((c["name"], c["url"], c["university"]) for c in of_type(items, "college"))
    want = sorted((c["name"], base + c["url"], EXPECTED["university"]) for c in EXPECTED["colleges"])
    assert got == want


def test_departments_exact(runs) -> None:
    items, _, _ = runs["first"]
    base = runs["url"].rstrip("/")
    got = sorted((d["name"], d["url"], d["college"]) for d in of_type(items, "department"))
    want = sorted((d["name"], base + d["url"], d["college"]) for d in EXPECTED["departments"])
    assert got == want


def test_faculty_exact(runs) -> None:
    items, _, _ = runs["first"]
    base = runs["url"].rstrip("/")
    got = sorted((f["name"], f["title"], f["unit"], f["homepage"], f["email"], f["university"])
                 for f in of_type(items, "faculty"))
    want = sorted((f["name"], f["title"], f["unit"], base + f["homepage"], f["email"], EXPECTED["university"])
                  for f in EXPECTED["faculty"])
    assert got == want


def _key(rel: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in rel.items() if k != "type"}, sort_keys=True, ensure_ascii=False)


def test_relations_exact(runs) -> None:
    items, _, _ = runs["first"]
    base = runs["url"].rstrip("/")
    uni = EXPECTED["university"]
    colleges = {c["name"] for c in EXPECTED["colleges"]}
    expected_items: list[dict[str, Any]] = (
        [{"type": "college", "name": c["name"], "url": base + c["url"], "university": uni}
         for c in EXPECTED["colleges"]]
        + [{"type": "department", "name": d["name"], "url": base + d["url"], "college": d["college"],
            "university": uni} for d in EXPECTED["departments"]]
        + [{"type": "faculty", "name": f["name"], "title": f["title"], "unit": f["unit"], "university": uni,
            "homepage": base + f["homepage"], "email": f["email"],
            "unit_type": "college" if f["unit"] in colleges else "department"} for f in EXPECTED["faculty"]]
    )
    want = sorted(_key(asdict(r)) for item in expected_items for r in relations_for(item))
    got = sorted(_key(r) for r in of_type(items, "relation"))
    assert got == want
    # one relation per unit and per faculty role: contain University→College, College→Department,
    # role Person→Department (or →College for a school without departments)
    kinds = Counter((r["relation"], r["subject_type"], r["object_type"]) for r in of_type(items, "relation"))
    law = sum(1 for f in EXPECTED["faculty"] if f["unit"] in colleges)
    assert kinds == {
        ("contain", "University", "College"): len(EXPECTED["colleges"]),
        ("contain", "College", "Department"): len(EXPECTED["departments"]),
        ("role", "Person", "Department"): len(EXPECTED["faculty"]) - law,
        ("role", "Person", "College"): law,
    }


def test_relation_items_setting_gives_the_same_rows(runs, tmp_path: Path) -> None:
    """WEBEXTRACT_RELATION_ITEMS=True: the crawl yields each relation as an item after its
    college, department or faculty item; the feed and a new store hold the same rows as
    the relations derived where they are written."""
    items, stats, _ = crawl(runs["url"], tmp_path, "relation-items", relation_items=True)
    first, _, _ = runs["first"]
    assert sorted(map(_key, items)) == sorted(map(_key, first))
    # each relation item follows its own item
    for previous, item in zip(items, items[1:]):
        if item["type"] == "relation":
            assert previous["type"] == "relation" or item["object"] == previous["name"] \
                or item["subject"] == previous["name"]
    assert stats["webextract/store/new"] == str(len(items))
    with Store(str(tmp_path / "store.sqlite3")) as store:
        assert store.counts() == runs["counts_first"]


def test_a_mixed_csv_feed_keeps_every_kind_s_columns(demo_url: str, tmp_path: Path) -> None:
    """``-O all.csv``: one header with the columns of every kind the crawl yields (the
    college's, then each new one of the department's and the faculty's), each row with all
    the values of its item in the kind's own feed (a faculty member's title, unit and
    e-mail); the default per-kind CSV feeds keep their own kind's columns."""
    run_crawl(demo_url, "-s", "WEBEXTRACT_STORE=", "-s", f"WEBEXTRACT_FEED_DIR={tmp_path / 'out'}")
    run_crawl(demo_url, "-s", "WEBEXTRACT_STORE=", "-O", str(tmp_path / "all.csv"))
    with open(tmp_path / "all.csv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert list(rows[0]) == ["name", "url", "university", "source_url", "type", "college",
                             "title", "unit", "homepage", "email", "unit_type"]
    feeds = tmp_path / "out" / "university"
    for kind in ("college", "department", "faculty"):
        columns = [f.name for f in fields(ITEM_CLASSES[kind])]
        with open(feeds / f"{kind}.csv", encoding="utf-8", newline="") as f:
            assert next(csv.reader(f)) == columns  # the kind's own columns, as before
        items = [json.loads(line) for line in (feeds / f"{kind}.jsonl").read_text(encoding="utf-8").splitlines()]
        want = sorted(tuple("" if item[k] is None else item[k] for k in columns) for item in items)
        got = sorted(tuple(row[k] for k in columns) for row in rows if row["type"] == kind)
        assert got == want, kind
    assert len(rows) == len(EXPECTED["colleges"]) + len(EXPECTED["departments"]) + len(EXPECTED["faculty"])
    assert sorted((r["name"], r["title"], r["unit"], r["email"]) for r in of_type(rows, "faculty")) == \
        sorted((f["name"], f["title"] or "", f["unit"], f["email"] or "") for f in EXPECTED["faculty"])


def test_crawl_reports_what_it_could_not_do(runs) -> None:
    _, stats, log = runs["first"]
    assert stats["webextract/university/colleges_found"] == str(len(EXPECTED["colleges"]))
    assert stats["webextract/university/departments_found"] == str(len(EXPECTED["departments"]))
    assert stats["webextract/university/faculty_found"] == str(len(EXPECTED["faculty"]))
    assert stats["webextract/university/redirect_loop"] == "1"
    assert stats["webextract/university/robots_forbidden"] == "1"
    assert stats["webextract/university/seed_level/university"] == "1"
    assert "could not: college 'School of Nursing'" in log
    assert "could not: department 'Linguistics': home page" in log
    assert "could not: department 'Department of Kinesiology': no faculty page found" in log
    assert "pages per unit found" in log
    pages = int(stats["webextract/university/pages_fetched"])
    units = len(EXPECTED["colleges"]) + len(EXPECTED["departments"])
    assert pages < 4 * units  # a focused crawl, not a walk over the site
    # the project's extension froze the start-up objects (dictionaries included)
    assert int(stats["webextract/gc/frozen"]) > 10_000


def test_second_crawl_upserts_the_same_rows(runs) -> None:
    items1, stats1, _ = runs["first"]
    items2, stats2, _ = runs["second"]
    assert sorted(map(_key, items1)) == sorted(map(_key, items2))
    exported = len(items1)
    assert stats1["webextract/store/new"] == str(exported)
    assert "webextract/store/seen" not in stats1
    assert stats2["webextract/store/seen"] == str(exported)
    assert "webextract/store/new" not in stats2
    with Store(str(runs["work"] / "store.sqlite3")) as store:
        counts = store.counts()
        assert counts == runs["counts_first"]
        assert counts == {"colleges": len(EXPECTED["colleges"]), "departments": len(EXPECTED["departments"]),
                          "faculty": len(EXPECTED["faculty"]),
                          "relations": len(of_type(items1, "relation")), "articles": 0}
        for table in TABLES:
            before = {r["key"]: r for r in runs["rows_first"][table]}
            after = {r["key"]: r for r in store.rows(table)}
            assert after.keys() == before.keys()
            for key, row in after.items():
                assert row["first_seen"] == before[key]["first_seen"]
                assert row["last_seen"] > before[key]["last_seen"]  # the second crawl saw it again
        law = [(p["name"], p["title"]) for p in store.faculty_of("School of Law")]
        assert law == sorted((f["name"], f["title"]) for f in EXPECTED["faculty"] if f["unit"] == "School of Law")
        depts = [d["name"] for d in store.departments_of("College of Engineering")]
        assert sorted(depts) == sorted(d["name"] for d in EXPECTED["departments"]
                                       if d["college"] == "College of Engineering")


# --------------------------------------------------------------------------- bad input

FIRST = ("James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara "
         "Richard Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Nancy Matthew Lisa Anthony "
         "Margaret Mark Sandra Paul Ashley Steven Emily Andrew Donna Kenneth Michelle Joshua Carol "
         "Kevin Amanda Brian Melissa George Deborah Timothy Stephanie Ronald Rebecca Jason Laura "
         "Edward Sharon Jeffrey Cynthia Ryan Kathleen Jacob Amy Gary Angela").split()
LAST = ("Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez "
        "Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris "
        "Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Hill Flores "
        "Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Phillips Evans Turner").split()
RANKS = ("Professor", "Associate Professor", "Assistant Professor", "Lecturer")


def test_a_directory_of_3000_people(tmp_path: Path) -> None:
    """A department whose one directory page lists 3,000 people: all of them are exported."""
    site = tmp_path / "site"
    (site / "dept" / "faculty").mkdir(parents=True)
    (site / "dept" / "index.html").write_text(
        "<html><head><title>Department of Physics</title></head><body><h1>Department of Physics</h1>"
        "<ul><li><a href='/dept/about/'>About</a></li><li><a href='/dept/faculty/'>Faculty</a></li></ul>"
        "</body></html>", encoding="utf-8")
    people = [(f"{first} {last}", RANKS[(i + j) % 4]) for i, first in enumerate(FIRST)
              for j, last in enumerate(LAST)][:3000]
    assert len(people) == 3000
    rows = "".join(f"<tr><td><a href='/dept/people/{k}.html'>{n}</a></td><td>{t}</td></tr>"
                   for k, (n, t) in enumerate(people))
    (site / "dept" / "faculty" / "index.html").write_text(
        f"<html><body><h1>Faculty</h1><table>{rows}</table></body></html>", encoding="utf-8")
    for url in serve(site):
        items, stats, log = crawl(url + "dept/", tmp_path, "big")
    faculty = sorted((f["name"], f["title"], f["unit"]) for f in of_type(items, "faculty"))
    assert faculty == sorted((n, t, "Department of Physics") for n, t in people)
    assert len(of_type(items, "relation")) == 3000 + 1  # 3,000 roles, the department in the university
    assert stats["webextract/university/seed_level/department"] == "1"
    assert stats["webextract/store/new"] == str(len(items))


def test_a_site_that_is_not_a_university(tmp_path: Path) -> None:
    """A small shop site: the crawl ends, exports nothing and says so."""
    site = tmp_path / "shop"
    site.mkdir()
    links = "".join(f"<li><a href='/p{i}.html'>Product {i}</a></li>" for i in range(12))
    (site / "index.html").write_text(
        f"<html><head><title>Gadget Shop</title></head><body><h1>Gadget Shop</h1><ul>{links}</ul>"
        "<a href='/about.html'>About us</a><a href='/contact.html'>Contact</a></body></html>", encoding="utf-8")
    for i in range(12):
        (site / f"p{i}.html").write_text(f"<html><body><h1>Product {i}</h1><p>Price: {i} EUR</p></body></html>",
                                         encoding="utf-8")
    for url in serve(site):
        items, stats, log = crawl(url, tmp_path, "shop")
    assert items == []
    assert stats["webextract/university/no_college_set"] == "1"
    assert stats["webextract/university/no_faculty_page"] == "1"
    assert "found no colleges, departments or faculty: is the seed a university site?" in log
    # a bounded look: the home page, its candidate links for colleges (8), the faculty
    # search within its page budget (25: here the site's 14 pages), no walk over the site
    assert int(stats["webextract/university/pages_fetched"]) == 1 + 8 + 14
    assert stats["webextract/university/search_pages"] == "14"


def test_a_seed_in_a_redirect_loop(demo_url: str, tmp_path: Path) -> None:
    items, stats, log = crawl(demo_url + "loop", tmp_path, "loop")
    assert items == []
    assert stats["webextract/university/redirect_loop"] == "1"
    assert "could not: seed " + demo_url + "loop: redirect loop" in log


def test_a_store_that_is_no_database_refuses_the_crawl(demo_url: str, tmp_path: Path) -> None:
    """A store file that is no SQLite database: one ERROR line and exit status 2 before any
    request (tests/test_faults.py has the other refusals)."""
    bad = tmp_path / "not-a-database.sqlite3"
    bad.write_bytes(b"this is no SQLite database, just text " * 100)
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-m", "scrapy", "crawl", "university", "-a", f"seed={demo_url}law/",
                           "-s", f"WEBEXTRACT_STORE={bad}", "-s", f"WEBEXTRACT_FEED_DIR={tmp_path}"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert f"ERROR: WEBEXTRACT_STORE: {bad} is no SQLite database" in proc.stderr
    assert "Traceback" not in proc.stderr and "Crawled (" not in proc.stderr


def test_a_saved_copy_of_the_site_crawled_with_its_real_urls(tmp_path: Path) -> None:
    """WEBEXTRACT_SAVED_SITE: the demo university saved as a host folder answers the crawl of
    its real address; the same units and people, with the site's own URLs, nothing fetched."""
    import shutil

    host = "www.westbrook.edu"
    shutil.copytree(SITE, tmp_path / "saved" / "sites" / host)
    items, stats, log = crawl(f"https://{host}/", tmp_path, "saved",
                              "-s", f"WEBEXTRACT_SAVED_SITE={tmp_path / 'saved'}")
    base = f"https://{host}"
    assert sorted((c["name"], c["url"]) for c in of_type(items, "college")) == \
        sorted((c["name"], base + c["url"]) for c in EXPECTED["colleges"])
    assert sorted((d["name"], d["url"], d["college"]) for d in of_type(items, "department")) == \
        sorted((d["name"], base + d["url"], d["college"]) for d in EXPECTED["departments"])
    assert sorted((f["name"], f["title"], f["unit"], f["homepage"]) for f in of_type(items, "faculty")) == \
        sorted((f["name"], f["title"], f["unit"], base + f["homepage"]) for f in EXPECTED["faculty"])
    assert int(stats["webextract/saved_site/served"]) > 50
    assert "webextract/saved_site/missing" in stats  # the pages the copy lacks are 404s


def test_a_saved_site_that_does_not_exist_is_a_clear_error(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "scrapy", "crawl", "university", "-a", "seed=https://www.x.edu/",
                           "-s", f"WEBEXTRACT_SAVED_SITE={tmp_path / 'missing'}", "-s", "WEBEXTRACT_STORE="],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert f"WEBEXTRACT_SAVED_SITE: no saved site at {tmp_path / 'missing'}" in proc.stderr


def test_demo_server_routes() -> None:
    """The demo server: static pages, folder redirects, the redirect loop, hidden files, 404s."""
    import http.client

    from webextract.demo.server import serve_in_thread

    server, url = serve_in_thread(SITE)
    try:
        port = server.server_address[1]

        def get(path: str) -> tuple[int, str, str, bytes]:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", path)
            resp = conn.getresponse()
            body = resp.read()
            conn.close()
            return resp.status, resp.getheader("Location") or "", resp.getheader("Content-Type") or "", body

        assert url == f"http://127.0.0.1:{port}/"
        status, _, ctype, body = get("/")
        assert (status, ctype) == (200, "text/html; charset=utf-8") and b"Westbrook University" in body
        assert get("/engineering")[:2] == (301, "/engineering/")
        assert get("/loop")[:2] == (302, "/loop")
        assert get("/nursing/")[:2] == (302, "/nursing/welcome/")
        assert get("/nursing/welcome/")[:2] == (302, "/nursing/")
        assert get("/artsci/linguistics/")[0] == 404
        assert get("/EXPECTED.json")[0] == 404
        assert get("/_build.py")[0] == 404
        assert get("/_routes.json")[0] == 404
        assert get("/../README.md")[0] == 404
        assert get("/robots.txt")[:3] == (200, "", "text/plain; charset=utf-8")
        assert get("/medicine/pathology/faculty-directory.pdf")[2] == "application/pdf"
    finally:
        server.shutdown()
        server.server_close()
