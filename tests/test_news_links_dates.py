"""Link choice of the news crawl and publication dates."""

from __future__ import annotations

import pytest

from webextract.dom import head_metadata, parse_html
from webextract.extract.dates import normalise_date, published_date
from webextract.crawl.news import NewsLink, canonical_url, classify_url, headline_anchor, is_pagination, news_links
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


def test_values_without_a_date_shape_never_reach_dateparser(monkeypatch):
    import dateparser

    calls = []
    monkeypatch.setattr(dateparser, "parse", lambda value, **kw: calls.append(value))
    assert normalise_date("By: AP | Washington | /// Story Page Editor Details") is None
    assert normalise_date("2 hours ago") is None
    assert calls == []
    normalise_date("18 March 2024")
    normalise_date("18.03.24")
    assert calls == ["18 March 2024", "18.03.24"]


def test_published_date_sources_in_order():
    page = parse_html(b"""<html><head><meta property="article:published_time" content="2024-03-20T14:05:00+01:00">
        </head><body><time datetime="2023-01-01">old</time></body></html>""")
    assert published_date(page, head_metadata(page)) == "2024-03-20T14:05:00+01:00"
    page = parse_html(b"<html><body><time datetime='2023-01-02'>Jan 2</time></body></html>")
    assert published_date(page, head_metadata(page)) == "2023-01-02"
    assert published_date(None, {}, "https://x.com/2019/2/3/story") == "2019-02-03"
    assert published_date(parse_html(b"<p>no date</p>"), {}, "https://x.com/story") is None


@pytest.mark.parametrize(
    "page, url, text, rel, expected",
    [
        ("https://x.com/world/", "https://x.com/world/?page=2", "Next", "", True),
        ("https://x.com/world/?page=2", "https://x.com/world/?page=3", "3", "", True),
        ("https://x.com/world/", "https://x.com/world/page/2/", "Older posts", "", True),
        ("https://x.com/calendar/7", "https://x.com/calendar/8", "Next day »", "", True),
        ("https://x.com/world/", "https://x.com/archive/x", "anything", "next", True),
        ("https://x.com/a/5", "https://x.com/a/6", "Read more", "", False),  # another article
        ("https://x.com/world/", "https://x.com/sport/?page=2", "Next", "", False),  # another listing
    ],
)
def test_is_pagination(page, url, text, rel, expected):
    assert is_pagination(page, url, text, rel) is expected


def test_news_links_keep_links_that_say_nothing_as_page_links():
    root = parse_html(b"""<html><body>
      <div><h2>River towns rebuild after floods</h2><a href="/a/1">Read more</a></div>
      <div><a href="/a/2"><img src="/t/2.jpg"></a></div>
      <a href="/a/3">Article 3</a><a href="/world/?page=2" rel="next">Next</a>
      <a href="/static/report.pdf">Annual report of the year</a><a href="/login">Log in</a>
    </body></html>""", url="https://www.example.com/world/")
    links = news_links(root, "https://www.example.com/world/", "example.com")
    assert [(link.url.rsplit("/", 2)[-2:], link.kind, link.pagination) for link in links] == [
        (["a", "1"], "section", False), (["a", "2"], "page", False), (["a", "3"], "section", False),
        (["world", "?page=2"], "page", True),
    ]
    assert headline_anchor("Read more") is None and headline_anchor("Read more about the floods") is None
    assert headline_anchor("River towns rebuild after floods") == "River towns rebuild after floods"


def test_canonical_url():
    root = parse_html(b'<html><head><link rel="canonical" href="/a/1#top"></head><body></body></html>')
    assert canonical_url(root, "https://x.com/a/1?ref=home") == "https://x.com/a/1"
    assert canonical_url(parse_html(b"<p>x</p>"), "https://x.com/") is None
