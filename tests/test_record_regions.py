"""Lists of records survive both levels of denoising (data-record regions,
webextract.denoise.regions), and STEM leaves a search form's rows and a count line out of the
records.  Generated sites (webextract_testkit.sites): hotel results, deals, a shop whose
featured products recur on every results page, a restaurant guide whose fields recur;
generated pages (webextract_testkit.records): result tables headed by a search form and a
count line, title and abstract rows, a 1999 search engine between navigation bars.  Bad
input: a table of 10,000 rows, a page whose every element has one class, 5,000 identical
records, a site of two byte-identical pages.
"""

from __future__ import annotations

import time
from collections import defaultdict
from pathlib import Path

import pytest

from webextract.denoise.hashtree import denoise_site
from webextract.denoise.linkclusters import remove_link_clusters
from webextract.denoise.regions import record_regions
from webextract.dom import clean_tree, parse_html
from webextract.evaluate.dataset import read_dataset
from webextract.evaluate.records import tokens
from webextract.extract.stem import extract_records
from webextract_testkit import records

SITES = Path(__file__).parent / "fixtures" / "denoise" / "gen-sites"


def _text(root) -> str:
    return " ".join(" ".join(root.find("body").itertext()).split())


def _site(name):
    return [p for p in read_dataset(SITES) if p.id.startswith(f"gen-{name}__")]


@pytest.mark.parametrize("site", ["hotels", "deals", "bestsellers", "restaurants",
                                  "shop", "featured", "travel", "menus"])
def test_every_record_stays_through_both_levels(site):
    pages = _site(site)
    roots = [clean_tree(parse_html(p.read())) for p in pages]
    denoise_site(roots)
    for root in roots:
        remove_link_clusters(root)
    for page, root in zip(pages, roots):
        text = _text(root)
        words = set(tokens(text))
        for record in page.truth["records"]:
            missing = [f for f in record["fields"] if not set(tokens(f)) <= words]
            assert not missing, (page.id, missing)
        assert "Privacy policy" not in text and "Related searches" not in text


@pytest.mark.parametrize("site", ["hotels", "deals"])
def test_linked_records_are_no_link_cluster(site):
    for page in _site(site):
        root = clean_tree(parse_html(page.read()))
        result = remove_link_clusters(root)
        words = set(tokens(_text(root)))
        for record in page.truth["records"]:
            assert set(tokens(record["fields"][0])) <= words
        assert result.removed  # the menus and the footer still go
        paper = clean_tree(parse_html(page.read()))
        remove_link_clusters(paper, keep_regions=False)
        kept = sum(r["fields"][0] in _text(paper) for r in page.truth["records"])
        assert kept < len(page.truth["records"]) / 2  # the paper's rule alone takes the list


def test_menus_and_counted_categories_are_no_record_region():
    html = ("<html><body><ul>" + "".join(f'<li><a href="/{i}">Item {i}</a></li>' for i in range(8))
            + "</ul><ul>" + "".join(f'<li><a href="/c{i}">Category {i}</a> ({i * 7})</li>' for i in range(8))
            + "</ul></body></html>")
    assert not record_regions(parse_html(html)).regions


@pytest.mark.parametrize("shape", ["formtable", "titleabstract", "engine1999"])
def test_stem_records_exact_without_form_rows_and_count_line(shape):
    html, truth = records.page_with(shape, 7)
    regions = extract_records(parse_html(html.encode("utf-8"))).regions
    titles = [t["fields"][0] for t in truth]
    region = max(regions, key=lambda r: sum(any(t in rec.text for t in titles) for rec in r.records))
    assert len(region.records) == 7
    for record, labelled in zip(region.records, truth):
        for field in labelled["fields"]:
            assert field in record.text
        assert "Search for" not in record.text and "matches" not in record.text


def test_paper_mode_keeps_the_form_rows():
    html, truth = records.page_with("formtable", 7)
    regions = extract_records(parse_html(html.encode("utf-8")), trim_chrome=False).regions
    title = truth[0]["fields"][0]
    region = next(r for r in regions if any(title in rec.text for rec in r.records))
    assert len(region.records) > 7


def _timed(fn):
    t0 = time.process_time()
    out = fn()
    return out, time.process_time() - t0


def test_bad_input_table_of_10000_rows():
    rows = "".join(f'<tr><td><a href="/r/{i}">Row {i} name</a></td><td>{i}.99</td><td>{i % 7} km</td></tr>'
                   for i in range(10_000))
    html = f"<html><body><table>{rows}</table></body></html>"
    root = parse_html(html)
    regions, t = _timed(lambda: record_regions(root))
    assert len(regions.items) == 10_000 and t < 5
    result, t = _timed(lambda: remove_link_clusters(root))
    assert not result.removed and t < 10
    stem, t = _timed(lambda: extract_records(parse_html(html)))
    assert max(len(r.records) for r in stem.regions) == 10_000 and t < 30


def test_bad_input_every_element_one_class():
    cards = "".join(f'<div class="x"><a class="x" href="/{i}">Name {i}</a><span class="x">{i}.50</span>'
                    f'<span class="x">{i} reviews</span></div>' for i in range(2000))
    html = f'<html><body class="x"><div class="x">{cards}</div></body></html>'
    root = parse_html(html)
    result, t = _timed(lambda: remove_link_clusters(root))
    assert t < 10
    assert _text(root).count("reviews") == 2000


def test_bad_input_5000_identical_records():
    card = '<li><a href="/p">Same product</a> <span>$9.99</span> <s>$19.99</s></li>'
    html = f"<html><body><ul>{card * 5000}</ul></body></html>"
    root = parse_html(html)
    (_, t) = _timed(lambda: remove_link_clusters(root))
    assert t < 10
    # identical items are no varied region: the paper's rule applies, bounded time
    stem, t = _timed(lambda: extract_records(parse_html(html)))
    assert t < 30 and max(len(r.records) for r in stem.regions) == 5000


def test_bad_input_site_of_two_identical_pages():
    html, truth = records.page_with("formtable", 7)
    roots = [clean_tree(parse_html(html.encode())) for _ in range(2)]
    results, t = _timed(lambda: denoise_site(roots))
    assert t < 5 and [r.reason for r in results] == ["identical_pages_kept"] * 2
    for root in roots:
        remove_link_clusters(root)
        words = set(tokens(_text(root)))
        for record in truth:
            assert set(tokens(record["fields"][0])) <= words
