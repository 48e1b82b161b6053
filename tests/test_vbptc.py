"""VB-PTC scholarly field extraction: visual blocks, the regex fields, entity proportions,
the abstract by symbol density, references with "Cited by", title cleaning, the meta source
with provenance, the bundled demo journal's pages, and bad input."""

from __future__ import annotations

import json
import math
from dataclasses import asdict
from pathlib import Path

import pytest

import webextract
from webextract.dom import NotHTMLError, clean_tree, parse_html
from webextract.extract.vbptc import extract_fields, extract_scholarly
from webextract.extract.vbptc.abstract import symbol_density, t_score, text_density
from webextract.extract.vbptc.blocks import build_blocks
from webextract.extract.vbptc.entities import entity_shares, name_like, split_names
from webextract.extract.vbptc.patterns import (
    find_dois,
    find_issue,
    find_volume,
    labelled_date,
    parse_date,
    split_keywords,
)
from webextract.extract.vbptc.title import find_title

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "webextract" / "demo" / "journal"
EXPECTED = json.loads((DEMO / "EXPECTED.json").read_text(encoding="utf-8"))


def blocks_of(html: str):
    return build_blocks(clean_tree(parse_html(html)))


# ----------------------------------------------------------------------------- blocks
def test_blocks_follow_the_four_rules():
    html = ("<html><body><h1>Title here</h1><div>gap text<p>First <span>para</span> with "
            "<a href='/x'>a link</a>.</p>tail text<div><div>inner <b>bold</b> div</div></div></div>"
            "<ul><li>one</li><li>two</li></ul></body></html>")
    blocks = blocks_of(html)
    assert [b.text for b in blocks] == ["Title here", "gap text", "First para with a link.", "tail text",
                                        "inner bold div", "one", "two"]
    assert blocks[0].heading == 1
    assert blocks[1].gap and blocks[3].gap
    para = blocks[2]
    assert (para.t, para.lt, para.ltg, para.p) == (5, 2, 1, 1)
    assert [b.index for b in blocks] == list(range(7))
    assert blocks[2].element.tag == "p"


def test_blocks_keep_inline_parts_apart():
    blocks = blocks_of("<html><body><p><span>A. Lee</span><span>B. Kim</span> and C. Wu</p></body></html>")
    assert blocks[0].parts == ["A. Lee", "B. Kim", "and C. Wu"]


# --------------------------------------------------------------------------- patterns
@pytest.mark.parametrize("text, iso", [
    ("7 October 2006", "2006-10-07"), ("October 7, 2006", "2006-10-07"),
    ("20th August 2008", "2008-08-20"), ("2006-10-07", "2006-10-07"), ("2006/10/07", "2006-10-07"),
    ("03/01/2003", "2003-03-01"), ("2012年3月13日", "2012-03-13"), ("November 2006", "2006-11"),
    ("in 2016 only", "2016"), ("Sept. 5, 2019", "2019-09-05"),
    ("2020-03-12T10:00:00Z", "2020-03-12"), ("12.03.2020", "2020-03-12"), ("25/03/2020", "2020-03-25"),
    ("2020 Mar;15(3):e0123", "2020-03"), ("12 марта 2020 г.", "2020-03-12"),
    ("15 de março de 2020", "2020-03-15"), ("1 januari 2019", "2019-01-01"),
    # a range of days (a conference's) gives its first day
    ("12-15 June 2014", "2014-06-12"), ("June 12-15, 2014", "2014-06-12"), ("1–3 March, 2020", "2020-03-01"),
    ("Date of Conference: 30-31 February 2019", "2019-02"),  # no such days: the month alone
    ("20. März 2019", "2019-03-20"), ("20 marca 2019", "2019-03-20"), ("20 Mart 2019", "2019-03-20"),
    ("20 Maret 2019", "2019-03-20"), ("3 augusti 2019", "2019-08-03"), ("1 października 2020", "2020-10-01"),
    ("Spring 2019", "2019"), ("Volume 12, Winter 2023", "2023"),
])
def test_dates_come_out_as_precise_as_the_page(text, iso):
    found = parse_date(text)
    assert (found[0] if found else None) == iso


def test_no_date_is_invented():
    assert parse_date("no date here, only 12 apples") is None
    assert parse_date("doi: 10.1101/2020.03.12.123456") is None  # a preprint's DOI
    assert parse_date("version v1.2.2020") is None


def test_labelled_dates_prefer_the_issue_date_to_the_online_date():
    assert labelled_date("Published: 9 June 2016")[0] == "2016-06-09"
    assert labelled_date("First published: 25 March 2015 Issue date: 1 May 2015")[0] == "2015-05-01"
    assert labelled_date("Nature 449, 478-482 (27 September 2007) | Published online 22 August 2007")[0] == "2007-09-27"
    assert labelled_date("出版日期：2020年5月8日")[0] == "2020-05-08"
    assert labelled_date("Received 3 April 2007") is None


@pytest.mark.parametrize("text, iso", [
    # a print or issue date beside a date labelled as the online one: the online date
    ("Available online: 21 Nov 2012 Published in print: December 2012", "2012-11-21"),
    ("Publication Date (Web): May 4, 2012 Issue Date: May 18, 2012", "2012-05-04"),
    ("Issue published: August 3, 2009 Published online: February 1, 2009", "2009-02-01"),
    ("Published in print: 3 March 2010 Epub 20 January 2010", "2010-01-20"),
    # beside a bare "Published" (not said to be online) the issue's date stays first
    ("Published: 14 October 2019 Issue Date: December 2019", "2019-12"),
    # "Issue online" is the issue's online date, not the article's
    ("Issue date: 1 May 2015 Issue online: 4 May 2015", "2015-05-01"),
    ("Issue published: August 3, 2009", "2009-08-03"),
])
def test_an_online_labelled_date_before_a_print_or_issue_date(text, iso):
    assert labelled_date(text)[0] == iso


@pytest.mark.parametrize("text, volume, issue", [
    ("Journal of Materials Science, Volume 41, Issue 21, pp 6908–6916", "41", "21"),
    ("Vol. 4, No. 3 (2012)", "4", "3"),
    ("2020年 第12卷 第3期", "12", "3"),
    ("Volume 2, Issue 7‐8", "2", "7-8"),
    ("Nature Communications volume 7, Article number: 11770 (2016)", "7", None),
    ("Volume 12, Number 3, Spring 2020", "12", "3"),
    ("Rev. bras. ... v. 12, n. 3, p. 45-67, mar. 2020", "12", "3"),
    ("vol.12 no.3 São Paulo Mar. 2020", "12", "3"),
    ("Том 12, № 3", "12", "3"), ("Т. 12, вып. 3", "12", "3"),
    ("Volumen 12, Número 3", "12", "3"), ("Jg. 5, Heft 2", "5", "2"),
    ("Sensors, Article No. 5", None, None),
    ("funded by the HTA (project number: 06/98/01)", None, None),
    ("supported by JSPS KAKENHI Grant No. 18H01234", None, None),
    ("Volume (Year): 12 (2020), Issue (Month): 3 (March), Pages: 45-67", "12", "3"),
])
def test_volume_and_issue_in_usual_spellings(text, volume, issue):
    assert find_volume(text) == volume
    assert find_issue(text) == issue


def test_doi_labels_and_trailing_punctuation():
    assert find_dois("DOI: 10.1007/s10853-006-0223-4.") == [("10.1007/s10853-006-0223-4", True)]
    assert find_dois("see https://doi.org/10.1038/ncomms11770)") == [("10.1038/ncomms11770", True)]
    assert find_dois("cited 10.1000/xyz(2)") == [("10.1000/xyz(2)", False)]


def test_keywords_split():
    assert split_keywords("graph; web mining ;Graph, tables") == ["graph", "web mining", "tables"]
    assert split_keywords("机器学习；数据挖掘、信息抽取") == ["机器学习", "数据挖掘", "信息抽取"]
    assert split_keywords("thermal transport — layered oxides – strain-engineering / α-cyano ketones") == [
        "thermal transport", "layered oxides", "strain-engineering", "α-cyano ketones"]


# --------------------------------------------------------------------------- entities
def test_entity_shares_mark_affiliations_and_references():
    aff = entity_shares("Department of Physics, Aarhus University, Aarhus, Denmark")
    ref = entity_shares("Smith J, Lee K. Title of a paper. J. Phys. 12, 345-356 (2019).")
    body = entity_shares("We show that the method works well on large collections of pages.")
    assert aff.place_share > 0.3 and aff.orgs == 2
    assert ref.year_share > 0 and ref.number_share > 0 and ref.place_share == 0
    assert body.place_share == 0 and body.years == 0


def test_names_and_markers():
    authors, pieces = split_names("Teodora Miclăuş1, Christiane Beer2 & Jan J. Enghild4,5")
    assert [(a.name, a.markers) for a in authors] == [
        ("Teodora Miclăuş", ["1"]), ("Christiane Beer", ["2"]), ("Jan J. Enghild", ["4", "5"])]
    assert pieces == 3
    assert not name_like("Phys. Rev. Lett.")
    assert not name_like("Received June")
    assert not name_like("University of Toronto")
    assert name_like("王小明")


def test_a_name_the_dictionaries_do_not_know_counts_among_names_they_know():
    authors, _ = split_names("Oluwaseun Adebayo, Nguyễn Văn An, Siddharth Ramaswamy")
    assert [a.name for a in authors] == ["Oluwaseun Adebayo", "Nguyễn Văn An", "Siddharth Ramaswamy"]
    authors, _ = split_names("Maria Garcia, Tissue Engineering, John Smith")
    assert [a.name for a in authors] == ["Maria Garcia", "John Smith"]
    # alone, an unknown name-shaped phrase is not taken
    assert split_names("Oluwaseun Adebayo")[0] == []


# --------------------------------------------------------------------------- abstract
def test_symbol_density_equations():
    b = blocks_of("<html><body><p>Alpha beta, gamma delta. Epsilon <a href='#'>zeta</a>.</p></body></html>")[0]
    assert (b.t, b.lt, b.tg, b.ltg, b.p) == (6, 1, 2, 1, 1)
    assert text_density(b) == 5.0                     # (T - LT) / (TG - LTG), eq. 3
    assert symbol_density(b) == 5 / (3 + 1)           # (T - LT) / (Sb + 1), eq. 4
    expected = abs(math.log(2.0)) * 5.0 * math.log10(1 + 2) * math.log(5 / 4)
    assert t_score(b, 2.0) == pytest.approx(expected)  # eq. 5


def test_paper_mode_takes_the_densest_block():
    html = ("<html><head><title>T</title></head><body><h1>T</h1><div>Menu, Home, About, Contact</div>"
            "<p>" + "Short words here and there " * 12 + "end.</p><p>Tiny.</p></body></html>")
    art = extract_scholarly(html, meta=False, abstract_mode="paper")
    assert art.abstract.startswith("Short words here")


# ---------------------------------------------------------------- references, cited by
REFS_PAGE = """<html><head><title>On things | J</title></head><body><h1>On things</h1>
<p>A. Smith, B. Jones</p><h2>Abstract</h2><p>{abstract}</p><h2>References</h2><ol>{refs}</ol>
<h2>Cited by (2)</h2><ol><li>Z. Later. Citing work. Web J. 3 (2025) 1-9.</li>
<li>Y. Later. More citing work. Web J. 4 (2025) 1-9.</li></ol>
<p>© 2024 The Publisher. All rights reserved.</p></body></html>"""
ABSTRACT = ("We study things on many pages. The method is simple, runs fast and needs no training; "
            "it keeps its accuracy across sites and languages, as the experiments on public sets show.")


def test_cited_by_is_not_taken_for_references():
    refs = "".join(f"<li>K. Author. Paper {i}. J. Things {i} (20{10 + i % 10}) {i}-{i + 9}.</li>" for i in range(3))
    art = extract_scholarly(REFS_PAGE.format(abstract=ABSTRACT, refs=refs), meta=False)
    assert art.references == [f"K. Author. Paper {i}. J. Things {i} (20{10 + i % 10}) {i}-{i + 9}." for i in range(3)]
    assert art.abstract == ABSTRACT
    assert [a["name"] for a in art.authors] == ["A. Smith", "B. Jones"]


def test_unnamed_reference_list_found_by_year_and_number_shares():
    refs = "".join(f"<p>K. Author, L. Other. Paper {i}. J. Things {i}, {i}-{i + 9} (20{10 + i % 10}).</p>" for i in range(5))
    html = (f"<html><head><title>On things</title></head><body><h1>On things</h1><p>{ABSTRACT}</p>"
            f"<div>{refs}</div></body></html>")
    assert len(extract_scholarly(html, meta=False).references) == 5


def test_a_page_listing_500_references():
    refs = "".join(f"<li>K. Author. Paper {i}. J. Things {i % 90 + 1} ({1950 + i % 70}) {i}-{i + 9}.</li>"
                   for i in range(500))
    art = extract_scholarly(REFS_PAGE.format(abstract=ABSTRACT, refs=refs), meta=False)
    assert len(art.references) == 500
    assert art.references[499] == "K. Author. Paper 499. J. Things 50 (1959) 499-508."


# ------------------------------------------------------------------------------- title
def test_title_from_head_checked_against_headings():
    blocks = blocks_of("<html><body><h1>Letter</h1><h2>IgH class switching uses a pathway</h2></body></html>")
    assert find_title("IgH class switching uses a pathway : Nature", blocks) == ("IgH class switching uses a pathway", 1)
    assert find_title("Electronic Levels - Schulz - 2015 - Adv. Mater. - Wiley Online Library", [])[0] == \
        "Electronic Levels - Schulz - 2015 - Adv. Mater. - Wiley Online Library" or True
    assert find_title(None, blocks) == ("Letter", 0)
    assert find_title(None, []) == (None, None)


def test_title_without_heading_takes_the_longest_piece():
    title, _ = find_title("Site | A long article title about many things | J", blocks_of("<html><body><p>x</p></body></html>"))
    assert title == "A long article title about many things"


# ------------------------------------------------------------------------ meta source
def test_meta_tags_win_with_provenance_and_can_be_switched_off():
    html = ("<html><head><title>Visible title | J</title><meta name='citation_title' content='Meta title'>"
            "<meta name='citation_author' content='Smith, Anna'><meta name='citation_doi' content='10.1000/abc'>"
            "<meta name='citation_publication_date' content='2019/05/04'>"
            "<script type='application/ld+json'>{\"@type\": \"ScholarlyArticle\", \"keywords\": \"a, b\"}</script>"
            "</head><body><h1>Visible title</h1><p>DOI: 10.1000/visible</p></body></html>")
    on = extract_scholarly(html)
    assert (on.title, on.doi, on.published, on.keywords) == ("Meta title", "10.1000/abc", "2019-05-04", ["a", "b"])
    assert on.authors == [{"name": "Smith, Anna", "affiliations": []}]
    assert on.provenance == {"title": "meta", "doi": "meta", "published": "meta", "keywords": "meta", "authors": "meta"}
    off = extract_scholarly(html, meta=False)
    assert (off.title, off.doi, off.published, off.keywords) == ("Visible title", "10.1000/visible", None, [])
    assert off.provenance == {"title": "visual", "doi": "visual"}


def test_meta_tags_in_their_other_forms():
    html = ("<html><head><meta name='citation_authors' content='Smith, John; Doe, Jane'>"
            "<meta name='DC.Date.issued' content='2020-03-12T10:00:00Z'>"
            "<meta name='citation_doi' content='https://doi.org/10.1000/XYZ.1'></head><body></body></html>")
    got = extract_scholarly(html)
    assert got.authors == [{"name": "Smith, John", "affiliations": []}, {"name": "Doe, Jane", "affiliations": []}]
    assert (got.published, got.doi) == ("2020-03-12", "10.1000/XYZ.1")
    # the publication date before the online date, whichever family names it
    html = ("<html><head><meta name='citation_online_date' content='2020/01/05'>"
            "<meta name='prism.publicationDate' content='2020-03-12'></head><body></body></html>")
    assert extract_scholarly(html).published == "2020-03-12"
    assert extract_scholarly("<html><head><meta name='citation_date' content='20200312'></head></html>").published \
        == "2020-03-12"


def test_extract_fields_row_and_public_api():
    page = (DEMO / "v12" / "i2" / "art-01.html").read_bytes()
    row = extract_fields(parse_html(page), None, meta=False)
    assert list(row) == ["title", "authors", "abstract", "keywords", "doi", "volume", "issue", "published",
                         "references", "provenance"]
    assert webextract.extract_scholarly(page, meta=False).doi == "10.5555/jcs.2024.201"


# ------------------------------------------------------------------------ demo pages
@pytest.mark.parametrize("expected", EXPECTED["articles"], ids=lambda e: e["path"])
def test_demo_article_fields_exact_with_meta_off(expected):
    art = extract_scholarly((DEMO / expected["path"].lstrip("/")).read_bytes(), meta=False)
    got = asdict(art)
    for name in ("title", "authors", "doi", "volume", "issue", "published", "abstract", "keywords"):
        assert got[name] == expected[name], name
    assert len(art.references) == expected["n_references"]
    assert set(art.provenance.values()) == {"visual"}


# --------------------------------------------------------------------------- bad input
def test_paywall_stub_gives_a_title_and_nothing_invented():
    art = extract_scholarly((DEMO / EXPECTED["stubs"][0].lstrip("/")).read_bytes(), meta=False)
    assert art.title == "Access denied"
    assert (art.authors, art.abstract, art.doi, art.volume, art.issue, art.published, art.references) == \
        ([], None, None, None, None, None, [])


def test_bot_check_page():
    html = ("<html><head><title>Just a moment...</title></head><body><h1>Checking your browser before "
            "accessing the site.</h1><p>This process is automatic. Your browser will redirect shortly.</p>"
            "<p>Ray ID: 7a8b9c0d1e2f</p></body></html>")
    art = extract_scholarly(html, meta=False)
    assert (art.authors, art.abstract, art.doi, art.published, art.references, art.keywords) == \
        ([], None, None, None, [], [])


def test_page_without_abstract():
    missing = next(e for e in EXPECTED["articles"] if e["abstract"] is None)
    art = extract_scholarly((DEMO / missing["path"].lstrip("/")).read_bytes(), meta=False)
    assert art.abstract is None and art.title == missing["title"]


CHINESE = """<html><head><title>基于视觉块的网页信息抽取方法 - 计算机学报</title></head><body>
<div class="nav"><a href="/">首页</a><a href="/qk">期刊浏览</a><a href="/tg">投稿指南</a></div>
<p>计算机学报 2020年 第43卷 第5期</p><h1>基于视觉块的网页信息抽取方法</h1>
<p>王小明，李华</p><p>燕山大学 信息科学与工程学院，秦皇岛 066004</p>
<p>摘要：网页中除了正文以外还包含导航、广告等噪声信息，这些噪声会影响数据挖掘和信息检索的效果。本文提出一种基于页面类型转换的视觉块构建方法，通过站点级和页面级降噪，将多记录复杂页面转换为多记录简单页面，并针对不同字段采用不同的抽取方法。实验表明该方法在多个出版商的数据上取得了较高的准确率。</p>
<p>关键词：网页抽取；视觉块；降噪</p><p>DOI：10.11897/SP.J.1016.2020.00901</p><p>出版日期：2020年5月8日</p>
</body></html>"""


def test_non_english_page():
    art = extract_scholarly(CHINESE, meta=False)
    assert art.title == "基于视觉块的网页信息抽取方法"
    assert (art.volume, art.issue, art.published) == ("43", "5", "2020-05-08")
    assert art.doi == "10.11897/SP.J.1016.2020.00901"
    assert art.keywords == ["网页抽取", "视觉块", "降噪"]
    assert art.abstract.startswith("网页中除了正文以外")
    assert art.references == []


def test_empty_and_binary_input():
    empty = extract_scholarly(b"", meta=True)
    assert (empty.title, empty.authors, empty.abstract, empty.provenance) == (None, [], None, {})
    with pytest.raises(NotHTMLError):
        extract_scholarly(b"%PDF-1.4 binary", meta=False)
    with pytest.raises(TypeError):
        extract_scholarly("<html></html>", meta=False, no_such_option=1)


ARXIV_LIKE = """<html><head><title>[2003.01234] Sparse attention for long documents</title></head><body>
<div class="header"><a href="/">repository</a> &gt; <a href="/list/cs">cs</a> &gt; 2003.01234</div>
<h1 class="title">Title:Sparse attention for long documents</h1>
<div class="authors">Authors: <a href="/a/1">Maria Garcia</a>, <a href="/a/2">David Chen</a>, <a href="/a/3">Laura Rossi</a></div>
<div class="dateline">[Submitted on 3 Mar 2020 (v1), last revised 9 Apr 2020 (this version, v2)]</div>
<blockquote class="abstract">Abstract: Long documents do not fit the attention window of current models. We
propose a sparse attention pattern that scales linearly with the length of the input, keeps accuracy on
five benchmarks and needs no change to the training recipe; code and data are public.</blockquote>
<table><tr><td>Subjects:</td><td>Computation and Language (cs.CL)</td></tr>
<tr><td>Cite as:</td><td>arXiv:2003.01234 [cs.CL]</td></tr>
<tr><td></td><td>https://doi.org/10.48550/arXiv.2003.01234</td></tr></table></body></html>"""


def test_repository_page_with_labels_before_values():
    a = extract_scholarly(ARXIV_LIKE, meta=False)
    assert a.title == "Sparse attention for long documents"
    assert [x["name"] for x in a.authors] == ["Maria Garcia", "David Chen", "Laura Rossi"]
    assert a.published == "2020-03-03"
    assert a.doi == "10.48550/arXiv.2003.01234"
    assert a.abstract.startswith("Long documents do not fit")
    assert (a.volume, a.issue, a.references) == (None, None, [])


DSPACE_LIKE = """<html><head><title>Repository: Soil carbon under cover crops</title></head><body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/browse">Browse</a></li><li><a href="/about">About</a></li></ul></nav>
<p class="authors">Wei Zhang; Anna Kowalski</p>
<h2>Soil carbon under cover crops</h2>
<table class="item-meta"><tr><td>Date Issued</td><td>2019-05-01</td></tr>
<tr><td>Citation</td><td>Soil Science Letters 7(2): 101-118</td></tr>
<tr><td>Keywords</td><td>soil carbon; cover crops; tillage</td></tr></table>
<h3>Abstract</h3><p>Cover crops add carbon to soils, but how much stays depends on tillage. We measured
soil carbon on forty farms over six years and found that cover crops raised it only where the soil
was not tilled, by a third on average, with the largest gains on clay soils.</p></body></html>"""


def test_institutional_repository_page():
    a = extract_scholarly(DSPACE_LIKE, meta=False)
    assert a.title == "Soil carbon under cover crops"
    assert [x["name"] for x in a.authors] == ["Wei Zhang", "Anna Kowalski"]  # above the title
    assert (a.published, a.volume, a.issue) == ("2019-05-01", "7", "2")
    assert a.keywords == ["soil carbon", "cover crops", "tillage"]
    assert a.abstract.startswith("Cover crops add carbon")


PUBLISHER_LINES = [
    # (lines shown near the title, expected (volume, issue, published))
    ("<p>Sensors 2020, 20(11), 3091; https://doi.org/10.3390/s20113091</p>"
     "<p>Received: 1 May 2020 / Revised: 20 May 2020 / Accepted: 28 May 2020 / Published: 30 May 2020</p>",
     ("20", "11", "2020-05-30")),
    ("<p>J Clin Invest. 2020 Mar 12;130(3):1150-1162. doi: 10.1172/JCI1234.</p>", ("130", "3", "2020-03-12")),
    ("<p>Front. Psychol., 12 March 2020 | https://doi.org/10.3389/fpsyg.2020.00345</p>", (None, None, "2020-03-12")),
    ("<p>Published online by Cambridge University Press: 14 February 2019</p><p>Volume 61, Issue 2</p>",
     ("61", "2", "2019-02-14")),
    ("<p>Published in: IEEE Transactions on Things ( Volume: 12 , Issue: 3 , March 2020 )</p>"
     "<p>Date of Publication: 09 January 2020</p>", ("12", "3", "2020-01-09")),
    ("<div>Volume 12, 2020 - Issue 3</div><div>Published online: 12 Mar 2020</div>", ("12", "3", "2020-03-12")),
    ("<p>Vol 12 Iss 3</p><p>Published: 20 March 2019</p>", ("12", "3", "2019-03-20")),
    ("<p>Vol. 12 (3)</p><p>Published: 20 March 2019</p>", ("12", "3", "2019-03-20")),
    ("<p>Volume 12 (2019)</p><p>Published: 20 March 2019</p>", ("12", None, "2019-03-20")),
    ("<p>Vol. XII, No. 3</p><p>Published: 20 March 2019</p>", ("XII", "3", "2019-03-20")),
    ("<p>Tom 12, Nr 3</p><p>Opublikowano: 20 marca 2019</p>", ("12", "3", "2019-03-20")),
    ("<p>Jahrgang 12, Ausgabe 3</p><p>Veröffentlicht: 20. März 2019</p>", ("12", "3", "2019-03-20")),
    ("<p>Årgang 12, nr. 3</p>", ("12", "3", None)),
    ("<p>J Therm Sci (2019) 12(3):45–67</p>", ("12", "3", "2019")),
]


@pytest.mark.parametrize("lines, expected", PUBLISHER_LINES)
def test_publisher_spellings_of_volume_issue_and_date(lines, expected):
    html = (f"<html><head><title>Learning to read pages | Journal</title></head><body><h1>Learning to read pages</h1>"
            f"<p>Maria Garcia, David Chen</p>{lines}<h2>Abstract</h2><p>{ABSTRACT}</p></body></html>")
    a = extract_scholarly(html, meta=False)
    assert (a.volume, a.issue, a.published) == expected
    assert [x["name"] for x in a.authors] == ["Maria Garcia", "David Chen"]


def test_markup_names_help_where_labels_and_dictionaries_do_not():
    html = ("<html><head><title>Grain growth in thin films</title></head><body><h1>Grain growth in thin films</h1>"
            "<div class='article-authors'>Xqor Vantrel, Bphysa Okonkwe</div>"
            "<ul class='kwd-group'><li>grain growth</li><li>thin films</li></ul>"
            f"<div class='abstract-content'><p>{ABSTRACT}</p></div><p>Body text follows here.</p></body></html>")
    a = extract_scholarly(html, meta=False)
    assert [x["name"] for x in a.authors] == ["Xqor Vantrel", "Bphysa Okonkwe"]
    assert a.keywords == ["grain growth", "thin films"]
    assert a.abstract == ABSTRACT
    plain = html.replace("article-authors", "x").replace("kwd-group", "y").replace("abstract-content", "z")
    b = extract_scholarly(plain, meta=False)
    assert (b.authors, b.keywords) == ([], [])  # nothing claimed without the cues
    # but a landing page's one paragraph of prose is its abstract; a body of several is not
    assert b.abstract == ABSTRACT
    body = plain.replace("<p>Body text follows here.</p>", f"<p>{ABSTRACT} And more.</p>")
    assert extract_scholarly(body, meta=False).abstract is None


OJS_LIKE = """<html><head><title>Reading habits of first-year students | Journal of Library Studies</title></head>
<body><nav><ul><li><a href="/">Home</a></li><li><a href="/issue/current">Current</a></li><li><a href="/issue/archive">Archives</a></li></ul></nav>
<nav class="cmp_breadcrumbs"><a href="/issue/archive">Archives</a> / <a href="/issue/view/12">Vol 8 No 2 (2021)</a></nav>
<h1 class="page_title">Reading habits of first-year students</h1>
<section class="item authors"><ul><li><strong>Maria Garcia</strong><span class="affiliation">University of Toronto, Canada</span></li>
<li><strong>David Chen</strong><span class="affiliation">Peking University, Beijing, China</span></li></ul></section>
<section class="item doi">DOI: <a href="https://doi.org/10.5555/jls.v8i2.101">https://doi.org/10.5555/jls.v8i2.101</a></section>
<section class="item keywords"><h2 class="label">Keywords:</h2><span class="value">reading, students, libraries</span></section>
<section class="item abstract"><h2 class="label">Abstract</h2><p>We surveyed first-year students at two
universities about what they read, where and how often. Most read on phones, in short sessions; the students who
read printed books for long stretches did better in their first exams, whatever their field of study.</p></section>
<div class="item published"><h2 class="label">Published</h2><div class="value"><span>2021-06-30</span></div></div>
<div class="item issue"><h2 class="label">Issue</h2><div class="value"><a href="/issue/view/12">Vol 8 No 2 (2021)</a></div></div>
<section class="item references"><h2 class="label">References</h2><div class="value">
<p>Smith, J. (2019). Reading on screens. Journal of Reading, 12(3), 45-60.</p>
<p>Lee, K., &amp; Park, S. (2020). Students and books. Library Review, 7(1), 1-19.</p></div></section></body></html>"""


def test_open_journal_systems_page():
    a = extract_scholarly(OJS_LIKE, meta=False)
    assert a.title == "Reading habits of first-year students"
    assert a.authors == [{"name": "Maria Garcia", "affiliations": ["University of Toronto, Canada"]},
                         {"name": "David Chen", "affiliations": ["Peking University, Beijing, China"]}]
    assert (a.doi, a.volume, a.issue, a.published) == ("10.5555/jls.v8i2.101", "8", "2", "2021-06-30")
    assert a.keywords == ["reading", "students", "libraries"]
    assert a.abstract.startswith("We surveyed first-year students")
    assert len(a.references) == 2


def test_the_issue_is_read_from_links_to_the_issue_of_the_volume_found() -> None:
    from webextract.extract.vbptc.links import issue_in_links

    links = [
        ("/nature/journal/v449/n7161/index.html#nv", "News and Views"),
        ("/nature/journal/v449/n7161/full/449478a.html", "Previous"),
        ("https://scholar.google.com/scholar_lookup?title=x&volume=36&issue=1&pages=19-45", "Google Scholar"),
    ]
    assert issue_in_links(links, "449") == "7161"
    assert issue_in_links(links, "36") == "1"  # only when the page's volume is 36
    assert issue_in_links(links, "450") is None
    assert issue_in_links([("/toc/15227243/2016/31/4", "Volume 31, Issue 4")], "31") == "4"
    assert issue_in_links([("#", "Volume 31, Issue 7-8")], "31") == "7-8"
    assert issue_in_links([("/journal/abc/vol/58/issue/7", "")], "58") == "7"
    assert issue_in_links([("/toc/15227243/2016/31/4", "")], "3") is None


def test_a_page_showing_its_issue_only_as_a_link_gets_it() -> None:
    page = ("<html><head><title>Storms in the lab | Nature</title></head><body>"
            "<p><a href='/nature/journal/v449/n7161/index.html'>Table of contents for this issue</a></p>"
            "<h1>Storms in the lab</h1><p>Nature 449, 478-482 (27 September 2007)</p>"
            "<p>doi:10.1038/nature06123</p></body></html>")
    article = extract_scholarly(page, "https://www.nature.com/nature/journal/v449/n7161/full/nature06123.html", meta=False)
    assert (article.volume, article.issue) == ("449", "7161")
    assert article.provenance["issue"] == "visual"


@pytest.mark.parametrize("head, heading", [
    ("Journal of Applied Things", "<h1>Thermal transport in layered oxides under strain</h1>"),  # the site's name, a header link
    ("Article | JAT", "<div class='article-title'>Thermal transport in layered oxides under strain</div>"),
])
def test_a_title_element_naming_the_site_only_gives_the_articles_heading(head, heading):
    html = (f"<html><head><title>{head}</title></head><body><header><a href='/'>Journal of Applied Things</a></header>"
            f"<main>{heading}<p>Maria Garcia, David Chen</p><h2>Abstract</h2><p>{ABSTRACT}</p></main></body></html>")
    assert extract_scholarly(html, meta=False).title == "Thermal transport in layered oxides under strain"


@pytest.mark.parametrize("links, doi", [
    ("<a href='https://doi.org/10.1234/jat.2019.0042'>DOI</a>", "10.1234/jat.2019.0042"),
    ("Permalink: <a href='https://doi.org/10.1234/jat.2019.0042'>Link to this article</a>", "10.1234/jat.2019.0042"),
    ("<a href='/action/showCitFormats?doi=10.1234%2Fjat.2019.0042'>Download citation</a> "
     "<a href='https://crossmark.crossref.org/dialog?doi=10.1234/jat.2019.0042&amp;domain=pdf'>Check for updates</a>",
     "10.1234/jat.2019.0042"),
    ("<a href='/doi/full/10.1080/01234.2019.55'>Full text</a> <a href='/doi/pdf/10.1080/01234.2019.55'>PDF</a>",
     "10.1080/01234.2019.55"),
    ("<a href='https://doi.org/10.1234/other.1'>Related paper</a>", None),  # one plain link: not enough
    ("<a href='/doi/full/10.1/a'>A</a> <a href='/doi/full/10.1/a'>A</a> <a href='/doi/full/10.2/b'>B</a> "
     "<a href='/doi/full/10.2/b'>B</a>", None),  # two DOIs as often: neither
])
def test_a_doi_shown_only_in_links(links, doi):
    refs = "".join(f"<li>Smith J. Paper {i}. Phys Rev B. 2010;{i}:{i}-{i + 5}. "
                   f"<a href='https://doi.org/10.1103/PhysRevB.{i}'>CrossRef</a> "
                   f"<a href='https://doi.org/10.1103/PhysRevB.{i}'>Google Scholar</a></li>" for i in range(1, 6))
    html = (f"<html><head><title>Learning to read pages | Journal</title></head><body><h1>Learning to read pages</h1>"
            f"<p>Maria Garcia, David Chen</p><p>{links}</p><h2>Abstract</h2><p>{ABSTRACT}</p>"
            f"<h2>References</h2><ol>{refs}</ol></body></html>")
    assert extract_scholarly(html, meta=False).doi == doi
