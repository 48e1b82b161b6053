"""Link choice of the news crawl and publication dates."""

from __future__ import annotations

import pytest

from webextract.dom import head_metadata, parse_html
from webextract.extract.dates import normalise_date, published_date
from webextract.crawl.news import NewsLink, classify_url, news_links
from webextract.urls import in_scope, site_of


@pytest.mark.parametrize(
    "url, text, kind",
    [
        ("https://x.com/world/2024/03/18/floods.html", "Floods", "article"),
        ("https://x.com/news/uk-politics-68512345", "Vote", "article"),
        ("https://x.com/tech/open-source-weather-model-beats-benchmarks", "Model", "article"),
        ("https://x.com/a/b", "Minister resigns after week of protests", "article"),
        ("https://x.com/world/", "World", "section"),
        ("https://x.com/news/europe", "Europe", "section"),
        ("https://x.com/about/", "About us", None),
        ("https://x.com/tag/floods", "floods", None),
        ("https://x.com/static/logo.png", "Logo", None),
        ("mailto:a@x.com", "Mail", None),
        ("https://x.com/world/?page=2", "World", None),
        ("https://x.com/article.php?id=4711", "Read", "article"),
        ("https://x.com/view?lang=en&story=123456", "Story", "article"),
    ],
)
def test_classify_url(url, text, kind):
    assert classify_url(url, text) == kind


def test_hosts_and_sites():
    assert site_of("https://www.example.com/a") == "example.com"
    assert in_scope("https://news.example.com/a", ("example.com",))
    assert in_scope("https://example.com/", ("example.com",))
    assert not in_scope("https://badexample.com/", ("example.com",))
    assert not in_scope("https://example.com.evil.org/", ("example.com",))


def test_news_links_stay_in_site_and_keep_longest_anchor():
    root = parse_html(b"""<html><body>
      <nav><a href="/">Home</a><a href="/world/">World</a><a href="/about/">About</a></nav>
      <a href="/world/2024/03/18/floods.html"><img alt=""></a>
      <h2><a href="/world/2024/03/18/floods.html#top">River towns rebuild after floods</a></h2>
      <a href="https://other.org/2024/03/18/elsewhere.html">Elsewhere story of the day here</a>
      <a href="https://news.example.com/2024/03/19/sub.html">Subdomain story</a>
      <a href="javascript:void(0)">Open menu</a>
    </body></html>""", url="https://www.example.com/")
    links = news_links(root, "https://www.example.com/", "example.com")
    assert links == [
        NewsLink("https://www.example.com/world/", "World", "section"),
        NewsLink("https://www.example.com/world/2024/03/18/floods.html", "River towns rebuild after floods", "article"),
        NewsLink("https://news.example.com/2024/03/19/sub.html", "Subdomain story", "article"),
    ]


@pytest.mark.parametrize(
    "raw, iso",
    [
        ("2024-03-18T09:30:00Z", "2024-03-18T09:30:00+00:00"),
        ("2024-03-18", "2024-03-18"),
        ("18 March 2024", "2024-03-18"),
        ("March 18, 2024 10:30", "2024-03-18T10:30:00"),
        ("not a date", None),
        ("1850-01-01", None),
        ("", None),
    ],
)
def test_normalise_date(raw, iso):
    assert normalise_date(raw) == iso


def test_published_date_sources_in_order():
    page = parse_html(b"""<html><head><meta property="article:published_time" content="2024-03-20T14:05:00+01:00">
        </head><body><time datetime="2023-01-01">old</time></body></html>""")
    assert published_date(page, head_metadata(page)) == "2024-03-20T14:05:00+01:00"
    page = parse_html(b"<html><body><time datetime='2023-01-02'>Jan 2</time></body></html>")
    assert published_date(page, head_metadata(page)) == "2023-01-02"
    assert published_date(None, {}, "https://x.com/2019/2/3/story") == "2019-02-03"
    assert published_date(parse_html(b"<p>no date</p>"), {}, "https://x.com/story") is None
