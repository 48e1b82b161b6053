"""Incremental re-crawls (WEBEXTRACT_INCREMENTAL): the bundled sites crawled, crawled again
unchanged (nothing parsed or extracted), then edited and crawled again (the changes recorded
as versions in the store).  Each test serves its own copy of a bundled site on 127.0.0.1,
with HTTP validators (ETag, Last-Modified, 304) or without (a content hash decides)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from served import served
from webextract.demo.server import make_server
from webextract.store.sqlite import PageRecord, Store

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "webextract" / "demo"


def serve(folder: Path, validators: bool) -> Iterator[str]:
    yield from served(make_server(folder, validators=validators))


def crawl(spider: str, url: str, work: Path, name: str, *extra: str) -> tuple[list[dict[str, Any]], dict[str, float]]:
    out = work / f"{name}.jsonl"
    seed = f"seeds={url}" if "," in url else f"seed={url}"
    cmd = [sys.executable, "-m", "scrapy", "crawl", spider, "-a", seed, "-O", str(out),
           "-s", "WEBEXTRACT_INCREMENTAL=True", "-s", f"WEBEXTRACT_STORE={work / 'store.sqlite3'}",
           "-s", "WEBEXTRACT_FEED_DIR=", "-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False", *extra]
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    block = proc.stderr[proc.stderr.rfind("Dumping Scrapy stats"):]
    stats = {k: float(v) for k, v in re.findall(r"'([\w/.:-]+)': ([\d.]+)", block)}
    return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()], stats


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    later = time.time() + 5  # a newer Last-Modified than the first run saw
    os.utime(path, (later, later))


@pytest.mark.parametrize("validators", [True, False], ids=["etag", "hash"])
def test_university_recrawl(tmp_path: Path, validators: bool) -> None:
    site = tmp_path / "site"
    shutil.copytree(DEMO / "university", site)
    for url in serve(site, validators):
        first, stats1 = crawl("university", url, tmp_path, "first")
        assert len(first) > 250 and stats1["webextract/incremental/pages_new"] > 50
        with Store(tmp_path / "store.sqlite3") as store:
            faculty = [r for r in store.rows("faculty")]
            assert len(store.versions("faculty")) == len(faculty)
            assert {v["change"] for v in store.versions()} == {"new"}
            before = store.last_run_pages(f"university {url}")
        assert len(before) == stats1["webextract/incremental/pages_new"]

        # unchanged: every page asked for again, none parsed, nothing extracted
        second, stats2 = crawl("university", url, tmp_path, "second")
        assert second == []
        assert stats2["webextract/incremental/site_unchanged"] == 1
        # (robots.txt twice: read by Scrapy's robots.txt middleware, and compared)
        assert stats2["webextract/incremental/unchanged"] == len(before) + 1
        assert "webextract/incremental/changed" not in stats2 and "webextract/incremental/new" not in stats2
        assert not [k for k in stats2 if k.startswith("webextract/university/")]
        assert stats2["webextract/incremental/rows_touched"] >= len(faculty)
        with Store(tmp_path / "store.sqlite3") as store:
            assert {v["change"] for v in store.versions()} == {"new"}  # no change recorded
            assert store.last_run_pages(f"university {url}") == before
            ok = sum(1 for page in before.values() if page.status == 200)
            # the pages were answered 304 Not Modified; without validators, in full
            assert stats2.get("downloader/response_status_count/304", 0) == (ok if validators else 0)

        # a person added, a person removed, a title changed
        page = site / "engineering" / "cs" / "faculty" / "index.html"
        edit(page, '<td>Associate Professor</td><td><a href="mailto:bmoore@', '<td>Professor</td><td><a href="mailto:bmoore@')
        row = re.search(r'\s*<tr><td><a href="/engineering/cs/people/wei-murray.html">.*?</tr>',
                        page.read_text(encoding="utf-8")).group(0)
        edit(page, row, row.replace("wei-murray", "nora-quinn").replace("Wei Murray", "Nora Quinn")
             .replace("wmurray@", "nquinn@").replace(">Professor<", ">Lecturer<"))  # Wei Murray's row
        started = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime())
        third, stats3 = crawl("university", url, tmp_path, "third")
        assert stats3["webextract/incremental/site_changed"] == 1
        names = {(i["name"], i["title"]) for i in third if i["type"] == "faculty"}
        assert ("Nora Quinn", "Lecturer") in names and ("Brenda Moore", "Professor") in names
        assert "Wei Murray" not in {n for n, _ in names}
        with Store(tmp_path / "store.sqlite3") as store:
            changes = [(v["kind"], v["key"].split("|")[-1], v["change"], v["fields"])
                       for v in store.versions(since=started) if v["kind"] != "page"]
            pages = [(v["key"], v["change"]) for v in store.versions("page", since=started)]
        assert sorted(changes, key=str) == sorted([
            ("faculty", "nora quinn", "new", {"email": "nquinn@westbrook.edu",
                                              "homepage": url + "engineering/cs/people/nora-quinn.html",
                                              "name": "Nora Quinn", "title": "Lecturer",
                                              "unit": "Department of Computer Science",
                                              "university": "Westbrook University"}),
            ("faculty", "brenda moore", "changed", {"title": ["Associate Professor", "Professor"]}),
            ("faculty", "wei murray", "removed", {}),
        ], key=str), changes
        assert pages == [(url + "engineering/cs/faculty/", "changed")]
        assert stats3["webextract/incremental/pages_changed"] == 1
        if not validators:
            return
        # robots.txt now forbids the department's directory: a change; its people are gone
        robots = site / "robots.txt"
        robots.write_text(robots.read_text(encoding="utf-8") + "Disallow: /engineering/cs/faculty/\n",
                          encoding="utf-8")
        cs = {i["name"] for i in third if i["type"] == "faculty" and i["unit"] == "Department of Computer Science"}
        time.sleep(1)  # the fourth run starts a second later: rows of the third are older
        started = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime())
        fourth, stats4 = crawl("university", url, tmp_path, "fourth")
        assert stats4["webextract/incremental/site_changed"] == 1
        assert cs and not [i for i in fourth if i["type"] == "faculty" and i["unit"] == "Department of Computer Science"]
        with Store(tmp_path / "store.sqlite3") as store:
            removed = [v["key"] for v in store.versions("faculty", since=started) if v["change"] == "removed"]
        assert sorted(key.split("|")[2] for key in removed) == ["department of computer science"] * len(cs)


def test_university_sites_of_one_job_are_decided_apart(tmp_path: Path) -> None:
    """Two universities in one job: only the edited one is crawled again."""
    first_site, second_site = tmp_path / "one", tmp_path / "two"
    shutil.copytree(DEMO / "university", first_site)
    shutil.copytree(DEMO / "university", second_site)
    for one in serve(first_site, True):
        for two in serve(second_site, True):
            seeds = f"{one},{two}"
            first, _ = crawl("university", seeds, tmp_path, "first")
            assert {i["source_url"].split("/")[2] for i in first} == {one.split("/")[2], two.split("/")[2]}
            page = second_site / "engineering" / "cs" / "faculty" / "index.html"
            edit(page, '<td>Associate Professor</td><td><a href="mailto:bmoore@',
                 '<td>Professor</td><td><a href="mailto:bmoore@')
            second, stats = crawl("university", seeds, tmp_path, "second")
            assert stats["webextract/incremental/site_changed"] == 1
            assert stats["webextract/incremental/site_unchanged"] == 1
            assert {i["source_url"].split("/")[2] for i in second} == {two.split("/")[2]}
            assert len(second) == len(first) // 2
            # (both copies are the same university: its rows now name the second copy's pages)
            with Store(tmp_path / "store.sqlite3") as store:
                pages = store.last_run_pages("university " + " ".join(sorted((one, two))))
            assert {url.split("/")[2] for url in pages} == {one.split("/")[2], two.split("/")[2]}
            assert stats["webextract/incremental/pages_changed"] == 1
            assert stats["webextract/incremental/pages_unchanged"] == len(pages) - 1


@pytest.mark.parametrize("validators", [True, False], ids=["etag", "hash"])
def test_news_recrawl_skips_unchanged_articles(tmp_path: Path, validators: bool) -> None:
    site = tmp_path / "site"
    shutil.copytree(DEMO / "news", site)
    for url in serve(site, validators):
        first, stats1 = crawl("news", url, tmp_path, "first")
        assert len(first) >= 5
        second, stats2 = crawl("news", url, tmp_path, "second")
        assert second == []  # no article extracted again
        assert stats2["webextract/news/unchanged"] == stats1["webextract/news/pages/article"]
        assert "webextract/extract/article" not in stats2
        article = next(site.glob("science/2024/03/22/*.html"))
        edit(article, "</p>", " A correction was added.</p>")
        third, stats3 = crawl("news", url, tmp_path, "third")
        assert [a["url"] for a in third] == [url + article.relative_to(site).as_posix()]
        assert third[0]["text"].count("A correction was added.") == 1
        assert stats3["webextract/news/unchanged"] == stats1["webextract/news/pages/article"] - 1


def test_news_recrawl_within_the_recheck_window_asks_for_no_article(tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(DEMO / "news", site)
    fresh = ("-s", "WEBEXTRACT_RECHECK_AFTER=3600")
    for url in serve(site, True):
        first, stats1 = crawl("news", url, tmp_path, "first", *fresh)
        articles = stats1["webextract/news/pages/article"]
        assert len(first) >= 5 and "webextract/incremental/fresh" not in stats1
        second, stats2 = crawl("news", url, tmp_path, "second", *fresh)
        assert second == []
        # every article answered as fresh, none asked of the site: only the listings were fetched
        assert stats2["webextract/incremental/fresh"] == articles
        assert stats2["downloader/response_count"] - stats2["webextract/incremental/fresh"] \
            == stats1["downloader/response_count"] - articles
        article = next(site.glob("science/2024/03/22/*.html"))
        edit(article, "</p>", " A correction was added.</p>")
        third, _ = crawl("news", url, tmp_path, "third", *fresh)
        assert third == []  # still fresh: the correction waits for the window to pass
        fourth, _ = crawl("news", url, tmp_path, "fourth", "-s", "WEBEXTRACT_RECHECK_AFTER=0")
        assert [a["url"] for a in fourth] == [url + article.relative_to(site).as_posix()]


def test_store_page_versions(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3", clock=lambda: "2026-01-01T00:00:00+00:00") as store:
        assert store.last_run_pages("job") == {}
        counts = store.save_run_pages("job", "2026-01-01T00:00:00+00:00", {
            "http://a/": PageRecord(200, '"1"', None, "h1"), "http://a/x": PageRecord(404, None, None, "h2")})
        assert counts == {"new": 2, "changed": 0, "unchanged": 0, "removed": 0}
        store.clock = lambda: "2026-01-08T00:00:00+00:00"
        counts = store.save_run_pages("job", "2026-01-08T00:00:00+00:00", {
            "http://a/": PageRecord(304, '"1"', None, None), "http://a/y": PageRecord(200, None, None, "h3")})
        assert counts == {"new": 1, "changed": 0, "unchanged": 1, "removed": 1}
        assert store.last_run_pages("job") == {"http://a/": PageRecord(200, '"1"', None, "h1"),
                                                "http://a/y": PageRecord(200, None, None, "h3")}
        assert [(v["key"], v["change"]) for v in store.versions("page", since="2026-01-08")] == [
            ("http://a/y", "new"), ("http://a/x", "removed")]
        assert store.last_run_pages("other job") == {}


def test_unusable_store_means_a_full_crawl(tmp_path: Path) -> None:
    """A store that is no SQLite database: the crawl goes on as a first run, and says so."""
    site = tmp_path / "site"
    shutil.copytree(DEMO / "news", site)
    (tmp_path / "store.sqlite3").write_bytes(b"not a database" * 100)
    for url in serve(site, True):
        items, stats = crawl("news", url, tmp_path, "first")
        assert len(items) >= 5
        assert stats["webextract/incremental/unavailable"] == 1
