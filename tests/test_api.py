"""The one-call API at the top of the package (webextract.api): pages as bytes, text or a
parsed tree give the same dataclasses the pipelines and the command line give."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import lxml.html
import pytest

import webextract
from webextract.dom import NotHTMLError, parse_html
from webextract.extract import stem, twcem
from webextract.items import Article, DataRecord

FIXTURES = Path(__file__).parent / "fixtures"
SNAKE = FIXTURES / "articles" / "l3s-ee52b0ea-4e12-437c-808c-a9aaa84ceb22.html"
IRS = FIXTURES / "records" / "irs_search.html"
EMORY = FIXTURES / "university" / "emory-mathcs-faculty-directory.html"
EMORY_URL = "http://www.mathcs.emory.edu/site/people/faculty/index2.php"
BERKELEY = FIXTURES / "university" / "berkeley_guide_departments.html"
BERKELEY_URL = "http://guide.berkeley.edu/archive/2016-17/departments/"
PDF = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n" + bytes(range(256)) * 4


def test_extract_article_on_bytes_text_and_tree_agree_with_the_command_line_row() -> None:
    data = SNAKE.read_bytes()
    from_bytes = webextract.extract_article(data, "https://example.com/snake.html")
    assert isinstance(from_bytes, Article)
    assert from_bytes.title == "Snake saved after eating golf balls"
    assert from_bytes.text.startswith("Snake saved after eating golf balls\nAssociated Press\n")
    assert from_bytes.text.endswith("he added.\nCopyright 2008 Associated Press. All rights reserved. "
                                    "This material may not be published, broadcast, rewritten, or redistributed.")
    assert (from_bytes.url, from_bytes.title_source, from_bytes.method) == (
        "https://example.com/snake.html", "heading", "twcem")
    row = twcem.extract_fields(parse_html(data), "https://example.com/snake.html")
    assert (from_bytes.title, from_bytes.text) == (row["title"], row["text"])
    text = parse_html(data)  # the decoded text of the page, via the tree
    as_text = lxml.html.tostring(text, encoding="unicode")
    assert webextract.extract_article(as_text, "https://example.com/snake.html").text == from_bytes.text
    tree = parse_html(data, url="https://example.com/snake.html")
    assert webextract.extract_article(tree, "https://example.com/snake.html") == from_bytes


def test_extract_article_reads_the_publication_date_and_the_anchor_title() -> None:
    page = ("<html><head><title>Site | Other</title>"
            '<meta property="article:published_time" content="2024-03-21T08:00:00Z"></head><body>'
            "<h1>Libraries lend laptops</h1><p>" + "City libraries now lend laptops to students, "
            "the council said on Thursday, after a pilot in two branches. " * 6 + "</p></body></html>")
    article = webextract.extract_article(page, "https://news.example.com/a", anchor="Libraries lend laptops")
    assert article.title == "Libraries lend laptops" and article.title_source == "anchor"
    assert article.published == "2024-03-21T08:00:00+00:00"
    assert article.text.startswith("Libraries lend laptops\nCity libraries now lend laptops")
    paper = webextract.extract_article(page, "https://news.example.com/a", mode="paper")
    # the published algorithm: one text row, which Algorithm 4's half-open range leaves out
    assert (paper.title, paper.title_source, paper.text) == ("Libraries lend laptops", "heading", "")


def test_bad_input_gives_an_empty_result_or_a_documented_exception() -> None:
    for empty in ("", b"", "   \n", b"\xef\xbb\xbf"):
        article = webextract.extract_article(empty)
        assert (article.title, article.text) == (None, "")
        assert webextract.extract_records(empty) == []
        assert webextract.extract_faculty(empty, "https://u.example.edu/") == []
        assert webextract.extract_units(empty, "https://u.example.edu/", "college") == []
    with pytest.raises(NotHTMLError):
        webextract.extract_article(PDF)
    with pytest.raises(NotHTMLError):
        webextract.extract_records(PDF)
    assert issubclass(webextract.NotHTMLError, ValueError)
    with pytest.raises(TypeError, match="bytes, str or an lxml element"):
        webextract.extract_article(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        webextract.extract_records(42)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown TWCEM mode"):
        webextract.extract_article("<p>x</p>", mode="fast")
    with pytest.raises(ValueError, match="kind must be"):
        webextract.extract_units("<p>x</p>", "https://u.example.edu/", "faculty")


def test_extract_records_gives_the_record_items_of_the_records_spider() -> None:
    data = IRS.read_bytes()
    records = webextract.extract_records(data, "https://www.irs.gov/search", site="irs.gov")
    assert all(isinstance(r, DataRecord) for r in records)
    expected = stem.records_as_items(stem.extract_records(parse_html(data), url="https://www.irs.gov/search"),
                                     "https://www.irs.gov/search", site="irs.gov")
    assert records == expected
    titles = json.loads((FIXTURES / "records" / "irs_search.titles.json").read_text())
    results = [r for r in records if r.region == 1]
    assert len(results) == len(titles) == 10
    assert all(r.text.startswith(t.split(" ...")[0]) for r, t in zip(results, titles))
    assert [r.index for r in results] == list(range(10))


def test_extract_faculty_and_units_on_real_pages() -> None:
    people = webextract.extract_faculty(EMORY.read_bytes(), EMORY_URL)
    assert len(people) == 72
    assert (people[0].name, people[0].title, people[0].email) == (
        "Eugene Agichtein", "Associate Professor", "eugene@mathcs.emory.edu")
    units = webextract.extract_units(BERKELEY.read_bytes(), BERKELEY_URL, "department")
    assert len(units) == 148
    assert {"French", "Scandinavian"} <= {u.name for u in units}


def test_denoise_site_strips_the_template_of_each_page() -> None:
    pages = [(FIXTURES / "denoise" / f"irs-{i}.html").read_bytes() for i in (1, 2, 3)]
    denoised = webextract.denoise_site(pages)
    assert [(p.site.reason, p.site.removed_nodes, p.link_clusters) for p in denoised] == [
        ("pair_compared", 5, 1), ("pair_compared", 5, 0), ("site_template_applied", 5, 0)]
    raw = [parse_html(p).text_content() for p in pages]
    for page, before in zip(denoised, raw):
        after = page.tree.text_content()
        assert 0 < len(after) < len(before)
        assert page.html.startswith("<html")
    only_page = webextract.denoise_site(pages[:1])
    assert only_page[0].site.reason == "no_partner"
    off = webextract.denoise_site(pages, site_level=False, page_level=False)
    assert [(p.site.reason, p.link_clusters) for p in off] == [("site_level_off", 0)] * 3
    assert webextract.denoise_site([]) == []


def test_importing_the_package_loads_no_extractor() -> None:
    code = ("import sys, webextract, webextract.scrapy_project.settings; "
            "assert 'webextract.api' not in sys.modules and 'lxml' not in sys.modules; "
            "webextract.extract_article; assert 'webextract.api' in sys.modules; "
            "assert 'extract_records' in dir(webextract) and callable(webextract.page_kind)")
    subprocess.run([sys.executable, "-c", code], check=True)
    with pytest.raises(AttributeError):
        webextract.no_such_function  # noqa: B018


def test_each_method_exposes_its_options_dataclass_with_the_papers_defaults() -> None:
    from dataclasses import asdict

    from webextract.extract.stem import DEFAULTS, StemOptions
    from webextract.extract.twcem import TwcemOptions
    from webextract.extract.webuie import WebuieOptions

    twcem_defaults = TwcemOptions()
    assert (twcem_defaults.delta1, twcem_defaults.delta2, twcem_defaults.delta3, twcem_defaults.context_k) == (4, 1, 2, 1)
    stem_defaults = StemOptions()
    assert (stem_defaults.alpha, stem_defaults.beta, stem_defaults.max_length) == (0.6, 0.6, 100)
    assert DEFAULTS == asdict(stem_defaults)
    webuie_defaults = WebuieOptions()
    assert (webuie_defaults.min_items, webuie_defaults.match_ratio, webuie_defaults.name_ratio,
            webuie_defaults.similarity, webuie_defaults.link_layers) == (5, 0.65, 0.75, 0.8, 2)

    data = SNAKE.read_bytes()
    plain = webextract.extract_article(data)
    assert webextract.extract_article(data, **asdict(twcem_defaults)) == plain
    with pytest.raises(TypeError, match="unknown TWCEM option.*delta_1"):
        webextract.extract_article(data, delta_1=3)
    assert webextract.extract_records(IRS.read_bytes(), **asdict(stem_defaults)) == webextract.extract_records(IRS.read_bytes())
    with pytest.raises(TypeError, match="unknown STEM option"):
        webextract.extract_records(IRS.read_bytes(), alfa=0.5)


def test_the_webuie_parameters_reach_the_method() -> None:
    from webextract.extract.webuie import WebuieOptions

    emory = EMORY.read_bytes()
    assert len(webextract.extract_faculty(emory, EMORY_URL, **WebuieOptions().faculty())) == 72
    # W: with a name share of 0.99 demanded, the directory (adjunct names without a first-name
    # hit among them) no longer passes the faculty test
    assert webextract.extract_faculty(emory, EMORY_URL, name_ratio=0.99) == []
    berkeley = BERKELEY.read_bytes()
    assert len(webextract.extract_units(berkeley, BERKELEY_URL, **WebuieOptions().units())) == 148
    assert webextract.extract_units(berkeley, BERKELEY_URL, min_items=500) == []  # s larger than the list
    with pytest.raises(TypeError):
        webextract.extract_faculty(emory, EMORY_URL, name_share=0.5)


def test_page_kind_tells_articles_from_pages_without_one() -> None:
    from webextract.api import page_kind

    assert page_kind(SNAKE.read_bytes()).kind == "article"
    judged = page_kind(b"<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1>"
                       b"<p>The requested URL was not found on this server. Please check the address "
                       b"and try again, or return to the home page to find what you were looking for.</p>"
                       b"<p>Additionally, a 404 Not Found error was encountered while trying to use an "
                       b"ErrorDocument to handle the request, so nothing more can be shown here.</p></body></html>")
    assert (judged.kind, judged.reason) == ("other", "error_page")
    assert page_kind(b"").kind == "other"
    with pytest.raises(NotHTMLError):
        page_kind(PDF)
