"""End-to-end: `scrapy crawl news` over the bundled news site served on 127.0.0.1.

The site (webextract/demo/news) has a home page, three sections, six articles (one saved
in Windows-1252 while declaring UTF-8), a PDF under an article URL, an empty page, a 404,
off-site links and a robots.txt rule.  (tests/test_news_faults.py crawls a site built to
fail: short anchors, server faults and traps.)  The test asserts the exact JSONL and CSV the crawl
writes, and the stats that say what was skipped and why.
"""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "webextract" / "demo" / "news"


@pytest.fixture(scope="module")
def news_server():
    proc = subprocess.Popen(
        [sys.executable, "-m", "webextract.demo.server", str(SITE), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT,
    )
    try:
        line = proc.stdout.readline()
        url = line.strip().split(" on ", 1)[1]
        assert url.startswith("http://127.0.0.1:")
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def crawl(url: str, workdir: Path, *extra: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, SCRAPY_SETTINGS_MODULE="webextract.scrapy_project.settings",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "scrapy", "crawl", "news", "-a", f"seed={url}",
           "-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False",
           "-s", f"WEBEXTRACT_FEED_DIR={workdir / 'feeds'}",
           "-s", "STATS_DUMP=True", *extra]
    return subprocess.run(cmd, cwd=workdir, env=env, capture_output=True, text=True, timeout=240)


def expected_rows(base: str) -> list[dict]:
    rows = []
    for art in json.loads((SITE / "EXPECTED.json").read_text(encoding="utf-8")):
        rows.append({
            "url": base + art["url"], "title": art["title"], "text": art["text"],
            "published": art["published"], "title_source": "anchor", "site": "127.0.0.1",
            "method": "twcem", "type": "article",
        })
    return sorted(rows, key=lambda r: r["url"])


@pytest.fixture(scope="module")
def crawl_result(news_server, tmp_path_factory):
    work = tmp_path_factory.mktemp("news")
    done = crawl(news_server, work)
    assert done.returncode == 0, done.stderr[-3000:]
    return news_server, work, done


def test_default_feeds_hold_exactly_the_articles(crawl_result):
    base, work, _ = crawl_result
    jsonl = work / "feeds" / "news" / "article.jsonl"
    rows = sorted((json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines()),
                  key=lambda r: r["url"])
    assert rows == expected_rows(base)
    with (work / "feeds" / "news" / "article.csv").open(encoding="utf-8", newline="") as fh:
        csv_rows = sorted(csv.DictReader(fh), key=lambda r: r["url"])
    assert csv_rows == [{k: ("" if v is None else str(v)) for k, v in row.items()}
                        for row in expected_rows(base)]
    # only the kinds the news spider produces get default feeds
    assert sorted(p.name for p in (work / "feeds" / "news").iterdir()) == ["article.csv", "article.jsonl"]


def test_stats_say_what_was_skipped(crawl_result):
    _, _, done = crawl_result
    log = done.stderr
    assert "'webextract/extract/article': 6" in log
    assert "'webextract/news/kind/article': 6" in log     # judged by their content
    assert "'webextract/news/not_html': 1" in log         # the PDF served as text/html
    assert "'webextract/news/not_article/no_text': 1" in log  # the empty page
    assert "'webextract/news/not_article/teasers': 1" in log  # the home page
    assert "'webextract/news/kind/listing': 4" in log     # the home and section pages
    assert "'webextract/news/http_error/404': 1" in log   # the missing article
    assert "127.0.0.1:0" not in log
    assert "partner.example.org" not in log and "social.example.net" not in log  # never left the site


def test_dash_capital_o_writes_one_mixed_feed(news_server, tmp_path):
    done = crawl(news_server, tmp_path, "-O", str(tmp_path / "all.jsonl"))
    assert done.returncode == 0, done.stderr[-3000:]
    rows = sorted((json.loads(line) for line in (tmp_path / "all.jsonl").read_text(encoding="utf-8").splitlines()),
                  key=lambda r: r["url"])
    assert rows == expected_rows(news_server)
    assert not (tmp_path / "feeds").exists()  # -O replaces the default feeds, as in Scrapy


def test_missing_seed_is_a_clear_error(tmp_path):
    env = dict(os.environ, SCRAPY_SETTINGS_MODULE="webextract.scrapy_project.settings")
    done = subprocess.run([sys.executable, "-m", "scrapy", "crawl", "news"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert "give a seed URL" in done.stderr


def test_article_budget_is_kept(news_server, tmp_path):
    done = crawl(news_server, tmp_path, "-a", "max_articles=2")
    assert done.returncode == 0, done.stderr[-3000:]
    rows = (tmp_path / "feeds" / "news" / "article.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(rows) == 2
    assert "'webextract/news/article_budget_reached'" in done.stderr
