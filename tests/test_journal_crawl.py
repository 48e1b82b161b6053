"""End-to-end: `scrapy crawl journal` over the bundled demo journal served on 127.0.0.1.

The site (webextract/demo/journal) has a journal home, two issues whose tables of contents
run over two pages each, 13 article pages in two templates (issue 1 with citation meta tags,
issue 2 without, and with a "Cited by" list), a paywall stub and an article without an
abstract.  The crawl must find every article exactly once, extract its fields exactly,
count the stub and the missing abstract, and fill the store's articles and relations.
"""

from __future__ import annotations

import csv
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from webextract.store.sqlite import Store

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "webextract" / "demo" / "journal"
EXPECTED = json.loads((SITE / "EXPECTED.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def journal_server():
    proc = subprocess.Popen(
        [sys.executable, "-m", "webextract.demo.server", str(SITE), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT,
    )
    try:
        url = proc.stdout.readline().strip().split(" on ", 1)[1]
        assert url.startswith("http://127.0.0.1:")
        yield url.rstrip("/")
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def crawl(seed: str, workdir: Path, *extra: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, SCRAPY_SETTINGS_MODULE="webextract.scrapy_project.settings",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "scrapy", "crawl", "journal", "-a", f"seed={seed}",
           "-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False",
           "-s", f"WEBEXTRACT_FEED_DIR={workdir / 'feeds'}",
           "-s", f"WEBEXTRACT_STORE={workdir / 'store.sqlite3'}",
           "-s", "WEBEXTRACT_DENOISE_WAIT=1", "-s", "STATS_DUMP=True", *extra]
    return subprocess.run(cmd, cwd=workdir, env=env, capture_output=True, text=True, timeout=240)


def stat(stderr: str, key: str) -> int:
    m = re.search(rf"'{re.escape(key)}': (\d+)", stderr)
    return int(m.group(1)) if m else 0


@pytest.fixture(scope="module")
def meta_off(journal_server, tmp_path_factory):
    work = tmp_path_factory.mktemp("journal")
    done = crawl(journal_server + "/", work, "-s", "WEBEXTRACT_VBPTC_META=False")
    assert done.returncode == 0, done.stderr[-3000:]
    return journal_server, work, done


def rows_of(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_every_article_once_with_exact_fields(meta_off):
    base, work, _ = meta_off
    rows = rows_of(work / "feeds" / "journal" / "scholarly_article.jsonl")
    urls = [r["url"] for r in rows]
    assert len(urls) == len(set(urls)) == len(EXPECTED["articles"]) == 13
    by_url = {r["url"]: r for r in rows}
    for exp in EXPECTED["articles"]:
        row = by_url[base + exp["path"]]
        for name in ("title", "authors", "doi", "volume", "issue", "published", "abstract", "keywords"):
            assert row[name] == exp[name], (exp["path"], name)
        assert len(row["references"]) == exp["n_references"]
        assert set(row["provenance"].values()) == {"visual"}
        assert (row["type"], row["method"], row["site"]) == ("scholarly_article", "vbptc", "127.0.0.1")
    assert base + EXPECTED["stubs"][0] not in by_url
    with (work / "feeds" / "journal" / "scholarly_article.csv").open(encoding="utf-8", newline="") as fh:
        assert sorted(r["url"] for r in csv.DictReader(fh)) == sorted(urls)


def test_stub_missing_abstract_and_pages_are_counted(meta_off):
    _, _, done = meta_off
    err = done.stderr
    assert stat(err, "webextract/extract/not_article") == 1
    assert stat(err, "webextract/extract/scholarly/no_abstract") == 1
    assert stat(err, "webextract/extract/scholarly_article") == 13
    assert stat(err, "webextract/journal/pages/article") == 14
    assert stat(err, "webextract/journal/pages/list") == 5  # home + two issues of two pages
    assert stat(err, "webextract/journal/tool_lists") == 10  # two lists of the site's own links on each list page, not followed


def test_store_holds_articles_and_relations(meta_off):
    _, work, _ = meta_off
    with Store(work / "store.sqlite3") as store:
        articles = store.rows("articles")
        relations = store.rows("relations")
        assert len(articles) == 13
        first = next(a for a in articles if a["doi"] == "10.5555/jcs.2024.101")
        assert json.loads(first["authors"]) == EXPECTED["articles"][0]["authors"]
        assert (first["volume"], first["issue"], first["n_references"]) == ("12", "1", 3)
        writes = [r for r in relations if r["role"] == "author"]
        members = [r for r in relations if r["role"] == "member"]
        contains = [r for r in relations if r["relation"] == "contain"]
        n_authors = sum(len(a["authors"]) for a in EXPECTED["articles"])
        assert len(writes) == len(members) == n_authors
        assert len(contains) == 13
        assert {"Volume 12, Issue 1", "Volume 12, Issue 2"} == {r["subject"] for r in contains}
        assert [a["doi"] for a in store.articles_by("Maria Garcia")] == \
            sorted(e["doi"] for e in EXPECTED["articles"] if any(x["name"] == "Maria Garcia" for x in e["authors"]))


def test_issue_seed_with_meta_on(journal_server, tmp_path):
    done = crawl(journal_server + "/issues/vol12-iss1/", tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = rows_of(tmp_path / "feeds" / "journal" / "scholarly_article.jsonl")
    assert sorted(r["url"] for r in rows) == sorted(
        journal_server + e["path"] for e in EXPECTED["articles"] if e["path"].startswith("/articles/"))
    for row in rows:
        assert row["provenance"]["doi"] == "meta" and row["provenance"]["abstract"] == "visual"
        exp = next(e for e in EXPECTED["articles"] if journal_server + e["path"] == row["url"])
        assert (row["doi"], row["published"], row["authors"]) == (exp["doi"], exp["published"], exp["authors"])
