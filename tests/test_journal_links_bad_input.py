"""The journal crawl's link choice on bad list pages: a list of 20,000 entries, entries and
lists nested 500 elements deep, empty pages. Each gives its exact links or none, and returns."""

from __future__ import annotations

import pytest

from webextract.crawl.journal import journal_links
from webextract.dom import parse_html

URL = "https://journal.example.org/toc/current"
SCOPE = ["journal.example.org"]


def _entry(i: int, depth: int = 0) -> str:
    return (f"<li>{'<span>' * depth}<a href='/doi/10.1000/{i}'>An article title number {i} about sediment "
            f"transport</a>{'</span>' * depth} <span>A. Author, B. Author. J. Things 12: {i} (2020)</span></li>")


def _articles(html: str) -> list[str]:
    found = journal_links(parse_html(html.encode()), URL, SCOPE)
    return [link.url for link in found.links if link.kind == "article"]


def _expected(n: int) -> list[str]:
    return [f"https://journal.example.org/doi/10.1000/{i}" for i in range(n)]


def test_a_list_of_20000_entries_gives_each_entry_once():
    html = f"<html><body><h1>All articles</h1><ul>{''.join(_entry(i) for i in range(20000))}</ul></body></html>"
    assert _articles(html) == _expected(20000)


def test_a_list_nested_500_deep_gives_its_entries():
    html = f"<html><body>{'<div>' * 500}<ul>{''.join(_entry(i) for i in range(30))}</ul>{'</div>' * 500}</body></html>"
    assert _articles(html) == _expected(30)


def test_entries_whose_links_sit_500_deep_give_their_links():
    # each entry's link under a chain of 500 wrappers: STEM's record patterns are at most
    # 100 tags, so the chains are cut before it reads the page
    html = f"<html><body><ul>{''.join(_entry(i, depth=500) for i in range(30))}</ul></body></html>"
    assert _articles(html) == _expected(30)


def test_links_each_nested_in_the_one_before_500_deep_are_no_records():
    # no two of them have the same shape (each holds all the ones after it): no list of
    # records, nothing followed, and the call returns
    nested = "".join(f"<span><a href='/doi/10.1000/{i}'>Link {i} of a nested run</a>" for i in range(500)) + "</span>" * 500
    found = journal_links(parse_html(f"<html><body>{nested}</body></html>".encode()), URL, SCOPE)
    assert (found.links, found.records) == ([], 0)


@pytest.mark.parametrize("html", [b"", b"   ", b"<html></html>", b"<html><head><title>Issue</title></head><body></body></html>",
                                  b"<html><body><a href='/login'>Login</a> <a href='/submit'>Submit a manuscript</a></body></html>"])
def test_empty_pages_give_no_links(html: bytes):
    found = journal_links(parse_html(html), URL, SCOPE)
    assert (found.links, found.records) == ([], 0)


def test_a_section_of_3000_sibling_entries_with_views_and_commentaries_gives_each_title():
    # no element per entry: a title, its authors, its PDF and on some a link to the article it
    # comments on, 3,000 times in one section; each title once, in order, no commentary link
    runs = "".join(f"<h3><a href='/doi/10.1000/{i}'>An article title number {i} about sediment transport</a></h3>"
                   f"<p>A. Author, B. Author</p><p><a href='/doi/10.1000/{i}/pdf'>PDF</a></p>"
                   + (f"<p>Comment on: <a href='/doi/10.1000/c{i}'>A long title of another article {i}</a></p>" if i % 7 == 3 else "")
                   for i in range(3000))
    html = f"<html><body><h1>Volume 1</h1><div class='section'>{runs}</div></body></html>"
    assert _articles(html) == _expected(3000)
