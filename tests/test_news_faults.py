"""End-to-end: `scrapy crawl news` with the project's defaults over a site built to fail.

The site (tests/fault_news_site.py, served on 127.0.0.1) links its 20 articles with anchors
that say nothing ("Read more", "Article 3", bare thumbnails), hides two more behind a
paginated section, and throws every fault a crawler meets: 500s (one recovers), a reset
connection, a 60 s stall, a request never answered, a redirect loop, a 404, a 50 MB body, a
gzip bomb, an image and a PDF, a calendar that never ends, an off-site link and a wrong
charset.  The crawl must export every good article exactly once, with its title and text,
nothing else, and finish.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import fault_news_site

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def fault_crawl(tmp_path_factory):
    proc = subprocess.Popen([sys.executable, str(ROOT / "tests" / "fault_news_site.py"), "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = proc.stdout.readline().strip().split(" on ", 1)[1]
        work = tmp_path_factory.mktemp("faults")
        env = dict(os.environ, SCRAPY_SETTINGS_MODULE="webextract.scrapy_project.settings",
                   PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        done = subprocess.run(
            [sys.executable, "-m", "scrapy", "crawl", "news", "-a", f"seed={url}",
             "-s", f"WEBEXTRACT_FEED_DIR={work / 'feeds'}"],
            cwd=work, env=env, capture_output=True, text=True, timeout=400)  # a hang fails here
    finally:
        proc.kill()
        proc.wait(timeout=10)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = [json.loads(line) for line in
            (work / "feeds" / "news" / "article.jsonl").read_text(encoding="utf-8").splitlines()]
    return url, rows, done.stderr


def stat(log: str, name: str) -> int:
    found = re.search(rf"'{re.escape(name)}': (\d+)", log)
    return int(found.group(1)) if found else 0


def test_every_good_article_exactly_once(fault_crawl):
    url, rows, _ = fault_crawl
    urls = [r["url"] for r in rows]
    assert len(urls) == len(set(urls))
    assert sorted(urls) == sorted(url.rstrip("/") + a["path"] for a in fault_news_site.articles())


def test_articles_have_their_title_and_text(fault_crawl):
    url, rows, _ = fault_crawl
    by_url = {r["url"]: r for r in rows}
    for a in fault_news_site.articles():
        row = by_url[url.rstrip("/") + a["path"]]
        assert row["title"] == a["title"]
        assert row["title_source"] != "anchor"  # "Read more" is never a title
        assert row["text"] == "\n".join([a["title"], a["byline"], *a["paragraphs"][:2],
                                         "Photo: the site in district " + a["path"][3:],
                                         a["paragraphs"][2], "We will not wait",
                                         *a["paragraphs"][3:]])
        assert "comment" not in row["text"] and "waste of money" not in row["text"]


def test_nothing_offsite_and_faults_counted(fault_crawl):
    _, rows, log = fault_crawl
    assert all("offsite.example.org" not in r["url"] for r in rows)
    assert "offsite.example.org" not in log
    assert stat(log, "webextract/news/http_error/500") == 1          # /a/21 after its retries
    assert stat(log, "webextract/news/http_error/404") >= 1          # /a/25
    assert stat(log, "webextract/news/not_html") == 2                # the PNG and the PDF
    assert stat(log, "webextract/news/kind/article") == 22
    assert stat(log, "webextract/extract/article") == 22
    assert stat(log, "webextract/news/listing_pages_reached") == 1   # the endless calendar
    errors = sum(stat(log, k) for k in re.findall(r"'(webextract/news/request_error/[^']+)'", log))
    assert errors >= 4  # reset, stall, never answered, redirect loop, oversized, bomb
    assert "'finish_reason': 'finished'" in log  # closed by itself, not by a limit


def test_recovered_and_wrong_charset_pages(fault_crawl):
    url, rows, log = fault_crawl
    by_url = {r["url"]: r for r in rows}
    assert url.rstrip("/") + "/a/7" in by_url  # 500 once, then 200
    assert "“Café owners were pleased,” said the mayor." in by_url[url.rstrip("/") + "/a/12"]["text"]
