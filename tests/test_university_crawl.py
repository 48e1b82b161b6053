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

import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path
from collections import Counter
from dataclasses import asdict
from typing import Any

import pytest

from webextract.relations.inm import relations_for
from webextract.store.sqlite import Store

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "webextract" / "demo" / "university"
TABLES = ("colleges", "departments", "faculty", "relations")
EXPECTED = json.loads((SITE / "EXPECTED.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def demo_url():
    proc = subprocess.Popen(
        [sys.executable, "-m", "webextract.demo.server", str(SITE), "--port", "0"],
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


def crawl(url: str, workdir: Path, name: str) -> tuple[list[dict[str, Any]], dict[str, Any], str]:
    """Run the crawl in a subprocess from the repository root; return items, stats, log."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = workdir / f"{name}.jsonl"
    cmd = [sys.executable, "-m", "scrapy", "crawl", "university", "-a", f"seed={url}",
           "-s", f"WEBEXTRACT_STORE={workdir / 'store.sqlite3'}", "-O", str(out),
           "-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False", "-s", "LOG_LEVEL=INFO"]
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    items = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
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
                          "relations": len(of_type(items1, "relation"))}
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
