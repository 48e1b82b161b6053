"""The Scrapy denoise pipeline: unit behaviour on asyncio, and an end-to-end crawl of a fixture
site served on 127.0.0.1 whose JSONL feed must hold every page."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
import urllib.request
from collections import Counter
from pathlib import Path

import pytest

from webextract.items import Article, PageItem
from webextract.scrapy_project.pipelines.denoise import DenoisePipeline
from webextract_testkit import free_port

FIXTURES = Path(__file__).parent / "fixtures" / "denoise"
SITE = FIXTURES / "site"
REPO = Path(__file__).resolve().parent.parent


class Stats:
    """The part of Scrapy's stats collector the pipeline uses."""

    def __init__(self) -> None:
        self.values: Counter = Counter()

    def inc_value(self, key: str, count: int = 1) -> None:
        self.values[key] += count


def page_item(name: str, site: str = "a", kind: str = "article") -> PageItem:
    return PageItem(
        url=f"http://example.test/{name}",
        site=site,
        kind=kind,
        body=(SITE / name).read_bytes(),
        content_type="text/html; charset=utf-8",
    )


def text_of(item: PageItem) -> str:
    return " ".join(" ".join(item.tree.find("body").itertext()).split())


def run(coro):
    return asyncio.run(coro)


def test_other_items_pass_through_untouched():
    pipe = DenoisePipeline(stats=Stats())
    article = Article(url="u", title="t", text="x")
    assert run(pipe.process_item(article)) is article
    assert pipe.stats.values == Counter()


def test_two_pages_of_a_site_are_compared():
    stats = Stats()
    pipe = DenoisePipeline(stats=stats, wait=5.0)

    async def crawl():
        return await asyncio.gather(
            pipe.process_item(page_item("a/p1.html")), pipe.process_item(page_item("a/p2.html"))
        )

    started = time.monotonic()
    first, second = run(crawl())
    assert time.monotonic() - started < 2.0  # the partner released the waiting page
    assert first.meta["denoise_reason"] == second.meta["denoise_reason"] == "pair_compared"
    assert first.meta["denoised"] == "site"
    assert text_of(first) == (
        "Harbour reopens after storm Author: Harbour Writer The harbour reopened on Monday after "
        "the winter storm damaged three piers. Fishermen returned to the quay before dawn."
    )
    assert "Alpha Gazette masthead" not in text_of(second)
    # head metadata read before cleaning and denoising
    assert first.meta["head"] == {
        "title": "Harbour reopens after storm - Alpha Gazette",
        "description": "Harbour reopens after storm",
    }
    assert first.meta["cleaned"] is True
    assert stats.values["webextract/denoise/pair_compared"] == 2


def test_later_pages_use_the_site_template():
    stats = Stats()
    pipe = DenoisePipeline(stats=stats, wait=5.0)

    async def crawl():
        pair = await asyncio.gather(
            pipe.process_item(page_item("a/p1.html")), pipe.process_item(page_item("a/p2.html"))
        )
        third = await pipe.process_item(page_item("a/p3.html"))
        return pair, third

    _, third = run(crawl())
    assert third.meta["denoise_reason"] == "site_template_applied"
    assert text_of(third).startswith("Lighthouse keeper retires Author: Lighthouse Writer")
    assert "Copyright" not in text_of(third)
    assert stats.values["webextract/denoise/site_template_applied"] == 1


def test_lonely_page_leaves_after_the_wait():
    stats = Stats()
    pipe = DenoisePipeline(stats=stats, wait=0.2)
    started = time.monotonic()
    item = run(pipe.process_item(page_item("b/only.html", site="b")))
    assert 0.2 <= time.monotonic() - started < 2.0
    assert item.meta["denoise_reason"] == "no_partner_timeout"
    assert item.meta["denoised"] == "none"
    assert "Beta site has a single page" in text_of(item)
    assert stats.values["webextract/denoise/no_partner_timeout"] == 1
    # its fingerprints stay: the site's next page is compared with it
    later = run(pipe.process_item(page_item("b/only.html", site="b")))
    assert later.meta["denoise_reason"] == "identical_pages_kept"


def test_a_failing_comparison_releases_both_pages(monkeypatch):
    from webextract.denoise.hashtree import SiteTemplate

    def broken(self, a, b):
        raise RuntimeError("broken comparison")

    monkeypatch.setattr(SiteTemplate, "learn_pair", broken)
    stats = Stats()
    pipe = DenoisePipeline(stats=stats, wait=30.0)

    async def crawl():
        return await asyncio.wait_for(asyncio.gather(
            pipe.process_item(page_item("a/p1.html")), pipe.process_item(page_item("a/p2.html"))
        ), 5)

    first, second = run(crawl())
    assert first.meta["denoise_reason"] == second.meta["denoise_reason"] == "site_error"
    assert first.tree is not None and second.tree is not None
    assert stats.values["webextract/denoise/site_error"] == 2


def test_waiting_pages_are_bounded():
    stats = Stats()
    pipe = DenoisePipeline(stats=stats, wait=0.3, max_waiting=1)

    async def crawl():
        return await asyncio.gather(
            pipe.process_item(page_item("a/p1.html", site="x")),
            pipe.process_item(page_item("b/only.html", site="y")),
        )

    first, second = run(crawl())
    assert first.meta["denoise_reason"] == "no_partner_timeout"
    assert second.meta["denoise_reason"] == "no_partner"  # nobody may wait: leaves at once
    assert pipe.waiting == 0


def test_page_level_only_for_configured_kinds():
    html = (
        b"<html><body><ul>" + b"".join(
            b'<li><a href="/%d">related story number %d</a></li>' % (i, i) for i in range(6)
        ) + b"</ul><p>" + b"text " * 40 + b"</p></body></html>"
    )
    pipe = DenoisePipeline(stats=Stats(), site_level=False, page_kinds=("article",))
    article = PageItem(url="u", site="s", kind="article", body=html)
    listing = PageItem(url="u", site="s", kind="list", body=html)
    run(pipe.process_item(article))
    run(pipe.process_item(listing))
    assert article.meta["denoised"] == "page"
    assert text_of(article) == " ".join(["text"] * 40)
    assert listing.meta["denoised"] == "none"
    assert "related story number 5" in text_of(listing)
    assert pipe.stats.values["webextract/denoise/link_clusters_removed"] == 1
    links_only = PageItem(url="u2", site="s", kind="article", body=html.split(b"<p>")[0] + b"</body></html>")
    run(pipe.process_item(links_only))  # nothing but the list: kept whole, and counted
    assert links_only.meta["denoised"] == "none"
    assert "related story number 5" in text_of(links_only)
    assert pipe.stats.values["webextract/denoise/link_page_kept"] == 1


def test_page_level_leaves_markers_unless_told_not_to():
    html = (
        b"<html><body><ul>" + b"".join(
            b'<li><a href="/%d">related story number %d</a></li>' % (i, i) for i in range(6)
        ) + b"</ul><p>" + b"text " * 40 + b"</p></body></html>"
    )
    marked = PageItem(url="u", site="s", kind="article", body=html)
    run(DenoisePipeline(stats=Stats(), site_level=False, page_kinds=("article",))
        .process_item(marked))
    assert [dict(m.attrib) for m in marked.tree.iter("hr")] == [{
        "data-webextract-removed": "links",
        "data-webextract-chars": str(sum(len("related story number %d" % i) for i in range(6))),
        "data-webextract-link-chars": str(sum(len("related story number %d" % i) for i in range(6))),
    }]
    plain = PageItem(url="u", site="s", kind="article", body=html)
    run(DenoisePipeline(stats=Stats(), site_level=False, page_kinds=("article",), markers=False)
        .process_item(plain))
    assert list(plain.tree.iter("hr")) == []
    assert text_of(plain) == text_of(marked) == " ".join(["text"] * 40)


def test_page_level_is_off_by_default():
    pipe = DenoisePipeline(stats=Stats(), site_level=False)
    item = page_item("a/index.html")
    run(pipe.process_item(item))
    assert item.meta["denoised"] == "none" and item.meta["denoise_reason"] == "site_level_off"


def test_binary_page_is_not_lost():
    stats = Stats()
    pipe = DenoisePipeline(stats=stats)
    item = PageItem(url="u", site="s", kind="article", body=b"%PDF-1.4 data")
    assert run(pipe.process_item(item)) is item
    assert item.tree is None and item.meta["denoise_reason"] == "parse_error"
    assert stats.values["webextract/denoise/parse_error"] == 1


def test_disabled_pipeline_changes_nothing():
    pipe = DenoisePipeline(stats=Stats(), enabled=False)
    item = page_item("a/p1.html")
    assert run(pipe.process_item(item)) is item
    assert item.tree is None and item.meta == {}


def test_an_already_parsed_tree_is_reused():
    from webextract.dom import parse_html

    item = page_item("a/p1.html")
    item.tree = tree = parse_html(item.body)
    run(DenoisePipeline(stats=Stats(), wait=0).process_item(item))
    assert item.tree is tree
    assert item.meta["denoise_reason"] == "no_partner"


def test_site_states_are_bounded():
    pipe = DenoisePipeline(stats=Stats(), wait=0, max_sites=2)
    for site in ("x", "y", "z"):
        run(pipe.process_item(page_item("a/p1.html", site=site)))
    assert list(pipe.sites) == ["y", "z"]
    assert pipe.stats.values["webextract/denoise/site_evicted"] == 1


def test_settings_are_read_with_defaults():
    from types import SimpleNamespace

    from scrapy.settings import Settings

    crawler = SimpleNamespace(stats=Stats(), settings=Settings({
        "WEBEXTRACT_DENOISE_WAIT": "2.5",
        "WEBEXTRACT_DENOISE_PAGE_KINDS": ["article"],
        "WEBEXTRACT_DENOISE_KEEP_RECORDS": False,
    }))
    config = DenoisePipeline.from_crawler(crawler).config
    assert (config.wait, config.page_kinds, config.keep_records) == (2.5, ("article",), False)
    assert (config.enabled, config.site_level, config.keep_labels) == (True, True, True)
    assert config.markers is True
    assert (config.max_waiting, config.max_sites, config.max_fingerprints) == (8, 200, 10_000)


# ------------------------------------------------------------------ end-to-end crawl


@pytest.fixture()
def fixture_site():
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(SITE)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/b/only.html", timeout=1).read()
                break
            except OSError:
                time.sleep(0.05)
        yield base
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_crawl_feeds_every_page_denoised(fixture_site, tmp_path):
    feed, stats_file = tmp_path / "pages.jsonl", tmp_path / "stats.json"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO), str(FIXTURES)]))
    proc = subprocess.run(
        [sys.executable, str(FIXTURES / "crawlkit.py"), fixture_site, str(feed), str(stats_file)],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    rows = {row["url"].replace(fixture_site, ""): row for row in map(json.loads, feed.read_text().splitlines())}
    assert sorted(rows) == ["/a/index.html", "/a/p1.html", "/a/p2.html", "/a/p3.html", "/b/file.pdf", "/b/only.html"]
    for path in ("/a/index.html", "/a/p1.html", "/a/p2.html", "/a/p3.html"):
        row = rows[path]
        assert row["denoised"] == "site"
        assert row["reason"] in ("pair_compared", "site_template_applied")
        for template in ("Alpha Gazette masthead", "Front page Harbour story", "Copyright", "newsroom desk"):
            assert template not in row["text"]
        assert row["title"].endswith(" - Alpha Gazette")
    assert rows["/a/p1.html"]["text"] == (
        "Harbour reopens after storm Author: Harbour Writer The harbour reopened on Monday after "
        "the winter storm damaged three piers.Fishermen returned to the quay before dawn."
    )
    lonely = rows["/b/only.html"]
    assert lonely["reason"] == "no_partner_timeout"
    assert lonely["text"] == (
        "Beta home Beta site has a single page about mountain trails and alpine meadows. "
        "Trail map (PDF) Beta footer text"
    )
    assert rows["/b/file.pdf"]["reason"] == "parse_error" and rows["/b/file.pdf"]["text"] == ""
    stats = json.loads(stats_file.read_text())
    assert stats["item_scraped_count"] == 6
    assert stats["webextract/denoise/pair_compared"] == 2
    assert stats["webextract/denoise/site_template_applied"] == 2
    assert stats["webextract/denoise/no_partner_timeout"] == 1
    assert stats["webextract/denoise/parse_error"] == 1
