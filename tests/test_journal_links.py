"""The journal crawl's link choice (webextract.crawl.journal) on the demo journal's list pages
and on a generated search page with menus, records, pagination and off-site links."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urljoin

import pytest

from webextract.crawl.journal import journal_links
from webextract.dom import parse_html

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "webextract" / "demo" / "journal"
BASE = "http://127.0.0.1:8000"


def links_of(path: str, url: str):
    return journal_links(parse_html((DEMO / path).read_bytes(), url=url), url, ["127.0.0.1"])


def test_issue_toc_page():
    found = links_of("issues/vol12-iss1/index.html", BASE + "/issues/vol12-iss1/")
    assert [(l.url, l.kind, l.reason) for l in found.links] == [
        (f"{BASE}/articles/jcs-12-1-0{n}.html", "article", "record") for n in range(1, 5)
    ] + [(f"{BASE}/issues/vol12-iss1/page2.html", "list", "pagination")]
    assert found.records == 4 and found.tool_lists >= 1  # the site menu is not followed


def test_home_page_issues():
    found = links_of("index.html", BASE + "/")
    assert sorted((l.url, l.kind) for l in found.links) == [
        (f"{BASE}/issues/vol12-iss1/", "list"), (f"{BASE}/issues/vol12-iss2/", "list")]


SEARCH = """<html><body><ul class="menu"><li><a href="/">Home</a></li><li><a href="/about">About</a></li>
<li><a href="/help">Help</a></li></ul><div class="results">{rows}</div>
<p><a href="/search?q=x&page=2">2</a> <a href="/search?q=x&page=3">3</a> <a href="/search?q=x&page=2">Next</a></p>
<p><a href="https://other.example.com/x">Elsewhere</a></p></body></html>"""
ROW = ("<div class='hit'><a href='/authors/{i}'>A. Author</a> <a href='/doi/10.1/{i}'>A long article title "
       "number {i} about things</a> <a href='/doi/pdf/10.1/{i}.pdf'>PDF</a> <span>J. Things {i} (2020)</span></div>")


def test_search_page_title_links_pagination_and_scope():
    url = "https://journal.example.org/search?q=x"
    html = SEARCH.format(rows="".join(ROW.format(i=i) for i in range(5)))
    found = journal_links(parse_html(html, url=url), url, ["journal.example.org"])
    articles = [l.url for l in found.links if l.kind == "article"]
    assert articles == [f"https://journal.example.org/doi/10.1/{i}" for i in range(5)]
    assert sorted(l.url for l in found.links if l.reason == "pagination") == [
        "https://journal.example.org/search?q=x&page=2", "https://journal.example.org/search?q=x&page=3"]
    assert not any("other.example.com" in l.url or l.url.endswith(".pdf") for l in found.links)


def test_page_without_records():
    url = "https://journal.example.org/"
    found = journal_links(parse_html("<html><body><p>Nothing here.</p></body></html>", url=url), url,
                          ["journal.example.org"])
    assert (found.links, found.records) == ([], 0)


FOOTERED = """<html><body><div class="results">{rows}</div>
<div class="offers">{offers}</div>
<ul class="footer"><li>Physical sciences <a href="/physics/">Physics</a> <a href="/materials/">Materials</a></li>
<li><a href="/npg/">About NPG</a> <a href="/contact">Contact NPG</a> <a href="/rss">RSS web feeds</a></li>
<li><a href="/info/legal.html">Legal notice</a> <a href="/terms">Terms &amp; Conditions</a> <a href="/a11y">Accessibility statement</a></li>
</ul></body></html>"""
TITLED = ("<div class='hit'><span>Published 2{i} Apr 2009</span> <a href='/article/{i}'>Automated immunoassays of "
          "serum markers {i} in low volume samples</a> <span>A. Author, B. Author. J. Things {i} (2009)</span></div>")
OFFER = ("<div class='offer'><b>Protect enzyme {i} from degradation</b> Deadline: Jul 1{i} 2009 Reward: $20,000 "
         "<a href='/openinnovation'>Open Innovation Challenges</a></div>")


def test_titles_naming_a_volume_are_articles_and_footers_give_nothing():
    url = "https://journal.example.org/search?q=x"
    html = FOOTERED.format(rows="".join(TITLED.format(i=i) for i in range(4)),
                           offers="".join(OFFER.format(i=i) for i in range(3)))
    found = journal_links(parse_html(html, url=url), url, ["journal.example.org"])
    assert [(l.url, l.kind) for l in found.links] == [
        (f"https://journal.example.org/article/{i}", "article") for i in range(4)]
    # the footer's two groups of chrome are cut from STEM's copy as tool lists; its subject group is
    # left alone, no record of a region any more
    assert found.tool_lists == 2 and found.shared_links == 3


SECTION = """<html><body><h1>Issue 5</h1><div class="toc">{sections}</div></body></html>"""


def _section(name: str, slugs: list[str]) -> str:
    """A section whose entries are runs of siblings that differ (authors, a graphical abstract
    on some): STEM's record is the section, each entry has "Abstract" and "Full text" views."""
    entries = "".join(f"<h4>An article title about {s} in some detail</h4>"
                      + ("<p>A. Author, B. Author</p>" if k % 2 else "")
                      + ("<p><img src='/ga.png' alt='Graphical abstract'> A graphical abstract.</p>" if k % 3 == 1 else "")
                      + f"<p><a href='/en/content/articlelanding/2017/cp/{s}'>Abstract</a> | "
                      f"<a href='/en/content/articlehtml/2017/cp/{s}'>Full text</a> | "
                      f"<a href='/en/content/articlepdf/2017/cp/{s}'>PDF</a></p><hr>" for k, s in enumerate(slugs))
    return f"<div class='section'><h3>{name}</h3>{entries}</div>"


def test_sections_of_sibling_entries_give_one_link_an_entry():
    url = "https://journal.example.org/en/journals/journal/cp?issueid=cp019005"
    slugs = [f"c6cp0{k}{k}2d" for k in range(9)]
    html = SECTION.format(sections="".join(_section(n, slugs[k * 3:k * 3 + 3])
                                           for k, n in enumerate(("Communications", "Papers", "Reviews"))))
    found = journal_links(parse_html(html, url=url), url, ["journal.example.org"])
    assert [l.url for l in found.links if l.kind == "article"] == [
        f"https://journal.example.org/en/content/articlelanding/2017/cp/{s}" for s in slugs]


PROFILED = ("<div class='card'><p>Original Research</p><h3><a href='/articles/10.3389/x.{i}'>Sediment transport "
            "in coastal channels under storm forcing {i}</a></h3><ul class='authors'>{people}</ul><p>{i}12 views</p></div>")


def test_authors_linked_to_their_profiles_are_no_entry_link_and_make_no_menu():
    url = "https://journal.example.org/journals/x/articles"
    people = "".join(f"<li><a href='https://scholars.example.net/profile/{n}'><span>{n} Author</span></a></li>"
                     for n in ("Maria", "Wei", "Ahmed", "Olga", "Pierre", "Lucia"))
    html = f"<html><body><div class='list'>{''.join(PROFILED.format(i=i, people=people) for i in range(4))}</div></body></html>"
    found = journal_links(parse_html(html, url=url), url, ["journal.example.org"])
    assert [(l.url, l.kind) for l in found.links] == [
        (f"https://journal.example.org/articles/10.3389/x.{i}", "article") for i in range(4)]
    assert (found.link_menus, found.name_links) == (0, 24)


PLAIN = ("<div class='hit'><p class='title'>Sediment transport in coastal channels under storm forcing {i}</p>"
         "<p>{people}</p><p><a href='/journal/jcr'>J. Coast. Res.</a> 12: {i}</p>"
         "<p><a href='/record/{i}'>{opener}</a> <a href='/record/{i}/file.pdf'>PDF</a></p></div>")


@pytest.mark.parametrize("opener", ["Full-Text", "Full Article (HTML)", "Read online", "View record", "PMC1234567",
                                    "hal-01234567", "arXiv:hep-th/0101001", "PMID: 38123456"])
def test_an_entry_with_a_plain_title_gives_the_link_that_opens_it(opener: str):
    url = "https://journal.example.org/search?q=sediment"
    people = ", ".join(f"<a href='https://scholars.example.net/profile/{n}'>{n} Author</a>" for n in ("Maria", "Wei", "Ahmed"))
    html = f"<html><body><div class='hits'>{''.join(PLAIN.format(i=i, people=people, opener=opener) for i in range(3))}</div></body></html>"
    found = journal_links(parse_html(html, url=url), url, ["journal.example.org"])
    assert [(l.url, l.kind) for l in found.links] == [
        (f"https://journal.example.org/record/{i}", "article") for i in range(3)]


RAIL = ("<section class='widget'><div class='widget-header'><h3>Most Read</h3></div><ul>{items}</ul></section>")
RAIL_ITEM = "<li><a href='/doi/10.1/read{i}'>Thermal transport in layered perovskite films number {i}</a> <span>A. Author et al.</span></li>"


def test_a_most_read_list_beside_the_issue_is_not_followed_and_alone_it_is():
    url = "https://journal.example.org/toc/jx/12/3"
    rail = RAIL.format(items="".join(RAIL_ITEM.format(i=i) for i in range(5)))
    issue = "".join(ROW.format(i=i) for i in range(4))
    found = journal_links(parse_html(f"<html><body><main>{issue}</main><aside>{rail}</aside></body></html>", url=url),
                          url, ["journal.example.org"])
    assert [l.url for l in found.links if l.kind == "article"] == [f"https://journal.example.org/doi/10.1/{i}" for i in range(4)]
    assert found.side_lists == 1
    home = journal_links(parse_html(f"<html><body><aside>{rail}</aside></body></html>", url=url), url, ["journal.example.org"])
    assert [l.url for l in home.links if l.kind == "article"] == [
        f"https://journal.example.org/doi/10.1/read{i}" for i in range(5)]
    assert home.side_lists == 0


def test_a_real_search_page_gives_each_result_once():
    # RSC's search results as saved (tests/fixtures/journals/toc/README.md): 25 results, each
    # with its title, authors, "Abstract" and "Full text" views and a PDF, between the site's
    # navigation, filters and footer
    root = parse_html((ROOT / "tests" / "fixtures" / "journals" / "toc" / "rsc_search_results.html").read_bytes())
    url = "https://pubs.rsc.org/en/results"
    expected: list[str] = []
    for a in root.iter("a"):
        href = a.get("href") or ""
        if re.search(r"/en/content/articlelanding/\d{4}/\w+/\w+", href) and urljoin(url, href) not in expected:
            expected.append(urljoin(url, href))
    assert len(expected) == 25
    for scope in (["pubs.rsc.org"], ["rsc.org"]):
        found = journal_links(root, url, scope)
        assert [l.url for l in found.links if l.kind == "article"] == expected


SHORT = ("<div class='entry'><h3><a href='/article/2024.0{i}123'>{title}</a></h3><p>A. Author, B. Author. Pages {i}1-{i}9.</p>"
         "<p><a href='/abstract/2024.0{i}123'>Abstract</a> | <a href='/pdf/2024.0{i}123'>PDF</a></p></div>")


def test_a_short_title_is_followed_rather_than_the_abstract_of_the_same_entry():
    url = "https://journal.example.org/issue/12/3"
    titles = ("Editorial", "Correction", "Seven days", "Research highlights")
    html = f"<html><body><div class='toc'>{''.join(SHORT.format(i=i, title=t) for i, t in enumerate(titles))}</div></body></html>"
    found = journal_links(parse_html(html, url=url), url, ["journal.example.org"])
    assert [(l.url, l.kind) for l in found.links] == [
        (f"https://journal.example.org/article/2024.0{i}123", "article") for i in range(4)]


VENUE = ("<li><a href='/article/s1-{i}'>{title}</a> <span>A. Author, B. Author</span> "
         "<a href='/journal/jase'>Journal of Applied Sediment Engineering Research</a> <span>12 ({i}), 2024</span></li>")


def test_a_link_every_entry_shares_gives_way_to_each_entry_own_link():
    # the entries' short titles (under five words) rank below a journal's longer name, which
    # every entry links: the shared link is no entry's, each entry's own title is followed
    url = "https://journal.example.org/search?q=sediment"
    titles = ("Sediment transport revisited", "Storm surge statistics", "Coastal erosion", "Tidal inlets")
    html = f"<html><body><ul class='results'>{''.join(VENUE.format(i=i, title=t) for i, t in enumerate(titles))}</ul></body></html>"
    found = journal_links(parse_html(html, url=url), url, ["journal.example.org"])
    assert [(l.url, l.kind) for l in found.links] == [
        (f"https://journal.example.org/article/s1-{i}", "article") for i in range(4)]
    assert found.shared_links == 4
