"""End-to-end: `scrapy crawl news` over a generated site whose section pages list teasers.

The site (:mod:`webextract_testkit.news_site`, 3 sections of 2 pages of 5 teasers, 33 articles)
is written to a temporary folder and served on 127.0.0.1 by the demo server.  Its section
pages list headline + two sentences + "Read more"; each section's first page opens with a long
introduction (a text of its own, so the page reads as an article); each section's first
article links a follow-up article that no section lists.  The crawl must export every
article exactly once, with its exact title, and the three section fronts (their links read
all the same), and nothing else.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from webextract_testkit.news_site import generate

ROOT = Path(__file__).resolve().parents[1]
SECTIONS = ("world", "business", "science")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    folder = tmp_path_factory.mktemp("teaser-site")
    arts = generate(folder, sections=3, pages=2, per_page=5)
    proc = subprocess.Popen(
        [sys.executable, "-m", "webextract.demo.server", str(folder), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT,
    )
    try:
        url = proc.stdout.readline().strip().split(" on ", 1)[1]
        assert url.startswith("http://127.0.0.1:")
        yield url.rstrip("/"), arts
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture(scope="module")
def crawled(site, tmp_path_factory):
    base, arts = site
    work = tmp_path_factory.mktemp("teaser-crawl")
    env = dict(os.environ, SCRAPY_SETTINGS_MODULE="webextract.scrapy_project.settings",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "scrapy", "crawl", "news", "-a", f"seed={base}/",
           "-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False",
           "-s", f"WEBEXTRACT_FEED_DIR={work / 'feeds'}", "-s", "STATS_DUMP=True"]
    done = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = [json.loads(line) for line in
            (work / "feeds" / "news" / "article.jsonl").read_text(encoding="utf-8").splitlines()]
    return base, arts, rows, done.stderr


def test_every_article_is_exported_once_with_its_title(crawled):
    base, arts, rows, _ = crawled
    assert len(arts) == 33
    urls = [r["url"] for r in rows]
    assert len(urls) == len(set(urls))
    fronts = {f"{base}/section/{s}/" for s in SECTIONS}
    assert set(urls) == {base + a["path"] for a in arts} | fronts
    by_url = {r["url"]: r for r in rows}
    for a in arts:
        row = by_url[base + a["path"]]
        assert row["title"] == a["title"]
        assert a["paragraphs"][0] in row["text"] and a["paragraphs"][-1] in row["text"]


def test_follow_ups_are_found_through_article_pages_and_sections_by_their_links(crawled):
    base, arts, rows, log = crawled
    follow_ups = {base + a["path"] for a in arts[30:]}
    assert follow_ups <= {r["url"] for r in rows}  # linked from an article page only
    assert "'webextract/news/kind/article': 36" in log  # 33 articles and 3 section fronts
    assert "'webextract/news/not_article/records': 3" in log  # the sections' second pages
    assert "'webextract/extract/article': 36" in log
