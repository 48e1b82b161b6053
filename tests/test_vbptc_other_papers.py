"""VB-PTC reads the article's own DOI, volume, issue and date, never those of the other
papers a page lists (a related rail, "Most read", "In this issue", "Cited by") nor of another
issue it links to ("Current issue: Volume 99, Issue 9")."""

from __future__ import annotations

import pytest

import webextract
from webextract.extract.vbptc.others import without_other_issues

CORE = (
    "<h1>Thermal transport in layered oxides under strain</h1>"
    "<div class=authors><a>Jane Doe</a><sup>1</sup>, <a>Ravi Kumar</a><sup>2</sup> and <a>Li Wei</a><sup>1</sup></div>"
    "<div class=cite>Journal of Applied Things, Volume 12, Issue 3, pp. 45-67</div>"
    "<div class=doi>DOI: <a href='https://doi.org/10.1234/jat.2019.0042'>https://doi.org/10.1234/jat.2019.0042</a></div>"
    "<div class=hist>Received: 2 January 2019 · Accepted: 5 March 2019 · Published: 20 March 2019</div>"
    "<section><h2>Abstract</h2><p>"
    + "We measure the thermal conductivity of layered oxides under strain and find a large anisotropy. " * 6
    + "</p></section><section><h2>Introduction</h2><p>"
    + "Things matter a lot for research and practice in this field. " * 30
    + "</p></section><section><h2>References</h2><ol>"
    + "".join(f"<li>Smith J, Chen L. Paper {i} on heat. Phys Rev B. 20{10 + i % 9};{80 + i}:{1000 + i}.</li>" for i in range(12))
    + "</ol></section>"
)
OWN = {"doi": "10.1234/jat.2019.0042", "volume": "12", "issue": "3", "published": "2019-03-20", "references": 12}


def _entries(n: int = 4) -> str:
    return "".join(
        f"<li><a href='/a{i}'>Strain engineering of materials number {i} for devices</a>"
        f"<div>Anna Bell, Tom Ray</div><div>Journal of Applied Things, Volume {9 + i}, Issue {i + 1}</div>"
        f"<div>Published: {i + 3} May 2017</div><div>DOI: 10.1234/jat.2017.00{i}</div></li>" for i in range(n))


def _page(before: str = "", after: str = "", core: str = CORE) -> bytes:
    return (f"<html><head><title>Thermal transport in layered oxides under strain | Journal of Applied Things"
            f"</title></head><body>{before}<main><article>{core}</article></main>{after}</body></html>").encode()


def _own(html: bytes) -> dict:
    p = webextract.extract_scholarly(html, meta=False)
    return {"doi": p.doi, "volume": p.volume, "issue": p.issue, "published": p.published,
            "references": len(p.references)}


RAILS = {
    "named by class": f"<aside class='related-articles'><h3>Related</h3><ul>{_entries()}</ul></aside>",
    "named by its heading": f"<div><h3>Most read articles</h3><ul>{_entries()}</ul></div>",
    "you may also like": f"<div class=col><h3>You may also like</h3><ul>{_entries()}</ul></div>",
    "latest articles, no class": f"<section><h2>Latest articles</h2><ul>{_entries()}</ul></section>",
    "in this issue": f"<section><h2>In this issue</h2><ul>{_entries(6)}</ul></section>",
    "cited by": f"<section><h3>Cited by (4)</h3><ul>{_entries()}</ul></section>",
}


def test_the_page_alone_gives_its_own_fields() -> None:
    assert _own(_page()) == OWN


@pytest.mark.parametrize("rail", sorted(RAILS))
def test_a_list_of_other_papers_before_the_article_gives_none_of_its_fields(rail: str) -> None:
    # the rail's last entry stands right before the title, nearer than the article's own lines
    assert _own(_page(before=RAILS[rail])) == OWN


@pytest.mark.parametrize("rail", sorted(RAILS))
def test_a_list_of_other_papers_after_the_article_gives_none_of_its_fields(rail: str) -> None:
    assert _own(_page(after=RAILS[rail])) == OWN


def test_a_page_without_volume_takes_none_from_a_list_of_other_papers() -> None:
    core = CORE.replace("<div class=cite>Journal of Applied Things, Volume 12, Issue 3, pp. 45-67</div>", "")
    got = _own(_page(before=RAILS["in this issue"], core=core))
    assert (got["volume"], got["issue"], got["doi"]) == (None, None, OWN["doi"])


def test_a_class_naming_recommendations_on_the_container_of_the_title_is_no_list() -> None:
    # a page-wide state flag ("uptodate-recommendations-off") on the main container
    html = _page().replace(b"<main>", b"<main class='main-container uptodate-recommendations-off'>")
    assert _own(html) == OWN


def test_the_link_to_the_current_issue_is_not_the_articles_issue() -> None:
    top = ("<div class=topbar><a href='/current'>Current issue: Volume 99, Issue 9</a> | "
           "<a href='/alerts'>Sign up for alerts</a> | Latest issue published 1 January 2024</div>")
    assert _own(_page(before=top)) == OWN
    bare = CORE.replace("Volume 12, Issue 3, ", "").replace(" · Published: 20 March 2019", "")
    got = _own(_page(before=top, core=bare))
    assert (got["volume"], got["issue"], got["published"]) == (None, None, None)


def test_a_breadcrumb_through_the_current_issue_keeps_the_articles_volume() -> None:
    assert without_other_issues("Home › Current issue › Volume 12, Issue 3") == "Home › Current issue › Volume 12, Issue 3"
    assert without_other_issues("Current issue: Volume 99, Issue 9 | Archive").strip() == "| Archive"
    assert without_other_issues("Previous issue Vol. 4 No. 2").strip() == ""


def test_an_updated_date_in_a_metrics_bar_is_no_publication_date() -> None:
    bar = ("<div class=metrics-bar><span>Views 12,345</span> <span>Citations 27</span> "
           "<span>Updated 3 March 2024</span></div>")
    core = CORE.replace("<div class=hist>Received: 2 January 2019 · Accepted: 5 March 2019 · Published: 20 March 2019</div>", "")
    assert _own(_page(before=bar, core=core))["published"] is None
    assert _own(_page(before=bar))["published"] == "2019-03-20"


def test_a_date_is_not_joined_to_the_volume_of_the_next_block() -> None:
    # "... Updated 3 March 2024" and the next block "Volume 12, Issue 3" are no citation line
    core = CORE.replace("<div class=cite>", "<div class=metrics>Altmetric 114 Updated 3 March 2024</div><div class=cite>")
    assert _own(_page(core=core))["published"] == "2019-03-20"
    undated = core.replace("<div class=hist>Received: 2 January 2019 · Accepted: 5 March 2019 · Published: 20 March 2019</div>", "")
    assert _own(_page(core=undated))["published"] is None


def test_a_grant_number_is_no_issue() -> None:
    core = CORE.replace("Volume 12, Issue 3", "Volume 12").replace(
        "</p></section><section><h2>References", "</p></section><h2>Acknowledgements</h2><p>Supported by the "
        "National Basic Research Program (Grant no. 2012CB933102).</p><section><h2>References")
    got = _own(_page(core=core))
    assert (got["volume"], got["issue"]) == ("12", None)


def test_a_journal_header_volume_does_not_beat_the_nearer_citation_line() -> None:
    header = ("<div class=journal-info><a href='/'>Journal of Other Things</a>"
              "<div>Impact Factor 4.512 · ISSN 1234-5678</div><div>Volume 44 (2024) · Open for submissions</div></div>"
              "<ul class=menu><li>Home</li><li>Browse</li><li>About</li><li>Submit</li></ul>")
    core = CORE.replace("Journal of Applied Things, Volume 12, Issue 3, pp. 45-67", "J. Appl. Things 12, 45-67 (2019)")
    assert _own(_page(before=header, core=core))["volume"] == "12"


DATA_TEXT = ("The data supporting this study are openly available in Dryad at https://doi.org/10.5061/dryad.abc123 "
             "and in Zenodo, DOI: 10.5281/zenodo.7654321 (deposited 4 April 2022).")


@pytest.mark.parametrize("statement", [
    f"<section><h2>Data availability</h2><p>{DATA_TEXT}</p></section>",
    f"<h2>Availability of data and materials</h2><p>{DATA_TEXT}</p><h2>Funding</h2><p>None.</p>",
    f"<p><b>Data Availability:</b> {DATA_TEXT}</p>",
    f"<section><h3>Supplementary information</h3><p>{DATA_TEXT}</p></section>",
])
def test_the_doi_of_the_articles_data_is_not_its_doi(statement: str) -> None:
    assert _own(_page(after=statement)) == OWN
    no_doi = CORE.replace("<div class=doi>DOI: <a href='https://doi.org/10.1234/jat.2019.0042'>"
                          "https://doi.org/10.1234/jat.2019.0042</a></div>", "")
    assert _own(_page(core=no_doi.replace("</h1>", "</h1>" + statement)))["doi"] is None


def test_the_pages_own_citation_after_the_references_gives_volume_issue_and_year() -> None:
    core = (CORE.replace("<div class=cite>Journal of Applied Things, Volume 12, Issue 3, pp. 45-67</div>", "")
            .replace("<div class=hist>Received: 2 January 2019 · Accepted: 5 March 2019 · Published: 20 March 2019</div>", ""))
    cite = ("<div class=cite><h3>How to cite</h3><p>Doe, J., Kumar, R., &amp; Wei, L. (2019). Thermal transport in "
            "layered oxides under strain. <i>Journal of Applied Things</i>, <i>12</i>(3), 45–67.</p></div>")
    got = _own(_page(core=core + cite))
    assert got == dict(OWN, published="2019")


def test_a_data_statement_is_no_abstract() -> None:
    # a landing page without an abstract: its one paragraph of prose is the data statement
    html = ("<html><head><title>Thermal transport in layered oxides under strain | J</title></head><body>"
            "<h1>Thermal transport in layered oxides under strain</h1><p>Jane Doe, Ravi Kumar</p>"
            f"<p>DOI: 10.1234/jat.2019.0042</p><h2>Data availability</h2><p>{DATA_TEXT} The files hold every "
            "measurement of the study and the scripts that made its figures.</p></body></html>").encode()
    got = webextract.extract_scholarly(html, meta=False)
    assert (got.abstract, got.doi) == (None, "10.1234/jat.2019.0042")
