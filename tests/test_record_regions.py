"""Lists of records survive both levels of denoising (data-record regions,
webextract.denoise.regions), and STEM leaves a search form's rows, a count line and
navigation bars out of the records.  Generated sites (webextract_testkit.sites): hotel
results, deals, a shop whose featured products recur on every results page, a restaurant
guide whose fields recur, a results table of linked columns, search results between short
lists of sponsored results whose every text is a link, a news search of labels and
linked headlines, cards of links only, destination pages whose whole list recurs; generated
pages (webextract_testkit.records): result tables headed by a search form and a count line,
title and abstract rows (also of one shape, also of three rows), 1999 search engines between
navigation bars.  Bad input: a table of 10,000 rows, a page whose every element has one
class, 5,000 identical records (on one page and on a site of two pages), a site of two
byte-identical pages.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from webextract.denoise.hashtree import denoise_site
from webextract.denoise.linkclusters import node_densities, remove_link_clusters, select_link_clusters
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
                                  "gametable", "newssearch", "linkedcards", "destinations",
                                  "shop", "featured", "travel", "menus", "sponsored"])
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


@pytest.mark.parametrize("site", ["gametable", "newssearch", "linkedcards"])
def test_main_regions_of_records_with_text_only_in_links(site):
    for page in _site(site):
        root = clean_tree(parse_html(page.read()))
        regions = record_regions(root)
        assert len(regions.main) == 1
        (region,) = regions.main
        items = [child for child in region if child in regions.items]
        assert len(items) == len(page.truth["records"])
        for item, record in zip(items, page.truth["records"]):
            assert record["fields"][0] in " ".join(" ".join(item.itertext()).split())
        assert not record_regions(root, main_min_share=None).regions
    # with the rule off (the paper's link clusters alone), the list goes
    lost = 0
    for page in _site(site):
        root = clean_tree(parse_html(page.read()))
        remove_link_clusters(root, keep_regions=False)
        words = set(tokens(_text(root)))
        lost += sum(not set(tokens(max(r["fields"], key=len))) <= words for r in page.truth["records"])
    assert lost >= 3


def _article_with_related(prose_words: int) -> str:
    prose = " ".join(["The council met on Tuesday and voted on the harbour plan again"] * (prose_words // 12))
    related = "".join(
        f'<li class="teaser"><span class="label">Section {k % 3}</span><a href="/s/{k}">'
        f"<h3>Another story number {k} about the town {'and its river ' * (k % 3)}</h3>"
        f'<span class="date">Feb {k + 1}, 2017</span></a></li>' for k in range(8))
    return (f"<html><body><article><h1>Harbour plan</h1><p>{prose}</p></article>"
            f'<aside><h2>More stories</h2><ul class="related">{related}</ul></aside></body></html>')


def test_related_stories_beside_an_article_still_go():
    root = clean_tree(parse_html(_article_with_related(300)))
    assert not record_regions(root).main
    result = remove_link_clusters(root)
    text = _text(root)
    assert "Another story" not in text and "harbour plan again" in text
    assert [d.element.tag for d in result.removed] == ["aside"]
    # the same list on a page with little prose is the page's content and stays
    root = clean_tree(parse_html(_article_with_related(24)))
    assert len(record_regions(root).main) == 1
    remove_link_clusters(root)
    assert _text(root).count("Another story") == 8


def test_a_list_that_recurs_whole_stays_and_the_box_beside_it_goes():
    pages = _site("destinations")
    roots = [clean_tree(parse_html(p.read())) for p in pages]
    results = denoise_site(roots)
    assert [r.reason for r in results] == ["pair_compared", "pair_compared", "site_template_applied"]
    assert results[0].kept_labels >= 1
    for page, root in zip(pages, roots):
        text = _text(root)
        expected = " ".join(r["text"] for r in page.truth["records"])
        assert expected in text  # every record, whole and in order
        assert "Popular hotels" not in text and "Harbour Inn" not in text
    # keep_records=False: the paper's rule alone deletes the list of the first two pages
    roots = [clean_tree(parse_html(p.read())) for p in pages]
    denoise_site(roots, keep_records=False)
    assert "Paris" not in _text(roots[0]) and "Paris" not in _text(roots[1])


def _classes(nodes) -> list:
    return sorted(node.get("class") for node in nodes)


def test_sponsored_results_beside_the_results_are_regions():
    for page in _site("sponsored"):
        root = clean_tree(parse_html(page.read()))
        regions = record_regions(root)
        assert _classes(regions.regions) == ["ads", "ads", "results"]
        ads = [item for region in regions.regions if region.get("class") == "ads"
               for item in region if item in regions.items]
        assert len(ads) == len(page.truth["records"]) - 8  # every ad; the "Ads" line is none
        assert all(item.get("class") is None for item in ads)
        assert _classes(record_regions(root, companion_levels=0).regions) == ["results"]
        # the news teasers right after the results hold too few of the results' tags
        assert _classes(record_regions(root, companion_min_cover=0).regions) == [
            "ads", "ads", "news", "results"]


def _removed(result) -> list:
    return [(d.element.tag, d.element.get("class")) for d in result]


def test_sponsored_results_stay_and_the_lists_around_them_go():
    pages = _site("sponsored")
    # ads above + results + ads below: 3 + 8 + 2, 1 + 8 + 3, 3 + 8 + 2 (one sponsor on every page)
    assert [len(p.truth["records"]) for p in pages] == [13, 12, 13]
    for page in pages:
        root = clean_tree(parse_html(page.read()))
        assert _removed(remove_link_clusters(root).removed) == [
            ("ul", "menu"), ("ul", "tabs"), ("ol", "news"), ("ol", "also"), ("div", "right"),
            ("ul", "links")]
        text = _text(root)
        for record in page.truth["records"]:
            for value in record["fields"]:
                assert value in text, (page.id, value)
        # without the rule the page level takes the sponsored results
        root = clean_tree(parse_html(page.read()))
        densities = [d for d in node_densities(root) if d.element.tag not in ("html", "head", "body")]
        chosen = select_link_clusters(densities, regions=record_regions(root, companion_levels=0))
        assert ("ol", "ads") in _removed(chosen)
    roots = [clean_tree(parse_html(p.read())) for p in pages]
    denoise_site(roots)
    for page, root in zip(pages, roots):
        remove_link_clusters(root)
        text = _text(root)
        for record in page.truth["records"]:
            assert all(value in text for value in record["fields"]), page.id
        for gone in ("Images", "Storm closes", "Reuters", "hours ago", "Related searches"):
            assert gone not in text


def test_menus_and_counted_categories_are_no_record_region():
    html = ("<html><body><ul>" + "".join(f'<li><a href="/{i}">Item {i}</a></li>' for i in range(8))
            + "</ul><ul>" + "".join(f'<li><a href="/c{i}">Category {i}</a> ({i * 7})</li>' for i in range(8))
            + "</ul></body></html>")
    assert not record_regions(parse_html(html)).regions


@pytest.mark.parametrize("shape", ["formtable", "titleabstract", "engine1999", "resulttables",
                                   "pbars", "navrows", "threerow", "linkrows", "barcount",
                                   "countbelow", "morelink", "nextlink"])
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
    # no record of any region holding a labelled record is a bar of links or a lone part
    for region in regions:
        if any(t in rec.text for rec in region.records for t in titles):
            assert len(region.records) == 7


@pytest.mark.parametrize("shape,extra", [("resulttables", 2), ("pbars", 2), ("navrows", 3)])
def test_paper_mode_keeps_the_navigation_bars(shape, extra):
    html, truth = records.page_with(shape, 7)
    regions = extract_records(parse_html(html.encode("utf-8")), trim_chrome=False).regions
    title = truth[0]["fields"][0]
    region = next(r for r in regions if any(title in rec.text for rec in r.records))
    assert len(region.records) == 7 + extra


def test_records_of_links_only_keep_their_last_records():
    """Cards whose every text is a link (title, description) are no navigation bars."""
    cards = "".join(f'<div class="c"><a href="/r/{i}">Recipe {i}</a> <a href="/r/{i}">A long description of '
                    f'dish number {i} that takes a while</a></div>' for i in range(2))
    cards += "".join(f'<div class="c"><a href="/r/{i}">Recipe {i}</a> <span>{i} reviews</span> '
                     f'<a href="/r/{i}">Another description of dish {i}</a></div>' for i in range(2, 6))
    html = f"<html><body><div>{cards}</div></body></html>"
    regions = extract_records(parse_html(html)).regions
    assert [len(r.records) for r in regions if "Recipe 0" in r.records[0].text] == [6]


def test_short_records_without_a_link_of_the_lists_class_stay_at_its_end():
    """Franchise names closing a list of linked games are records; a pager is not."""
    games = "".join(f'<li class="media"><a href="/g/{i}">Game {i}</a> First released {2000 + i}</li>'
                    for i in range(6))
    tail = "".join(f'<li class="media"><a>Series {k}</a> Franchise</li>' for k in range(3))
    html = f"<html><body><ul>{games}{tail}</ul></body></html>"
    regions = extract_records(parse_html(html)).regions
    assert [len(r.records) for r in regions if "Game 0" in r.records[0].text] == [9]
    html = f'<html><body><ul>{games}<li class="pager"><a>Page 1</a> of 4</li></ul></body></html>'
    regions = extract_records(parse_html(html)).regions
    assert [len(r.records) for r in regions if "Game 0" in r.records[0].text] == [6]


def test_pagers_whose_current_page_is_no_link_are_bars():
    pager = "<tr><td>1 " + " ".join(f'<a href="?p={k}">{k}</a>' for k in range(2, 11)) + "</td></tr>"
    rows = "".join(f'<tr><td>{i}. <a href="/l/{i}">Song {i}</a> by Singer {i}<br>Words of song {i} '
                   f"go here and on</td></tr>" for i in range(1, 8))
    html = f"<html><body><table>{pager}{rows}{pager}</table></body></html>"
    regions = extract_records(parse_html(html)).regions
    (region,) = [r for r in regions if any("Song 1" in rec.text for rec in r.records)]
    assert [rec.text.split(".")[0] for rec in region.records] == [str(i) for i in range(1, 8)]
    # three links and two short prices of its own: a record, not a bar
    reviews_prices = [(37, "$11.99"), (74, "$22.99"), (111, "$33.99"), (148, "$44.99"), (185, "$55.99"),
                      (3, "$10")]  # the last: three letters or digits outside its links, in two pieces
    cards = "".join(f'<div class="c"><a href="/a/{i}">Asset {i}</a> <a href="/cat">Tools</a> '
                    f'<a href="/pub/{i}">Maker {i}</a> <span>({reviews})</span> <span>{price}</span></div>'
                    for i, (reviews, price) in enumerate(reviews_prices, 1))
    lead = '<div class="c"><p>Asset store results for the query tools and more of it</p><a href="/x">X</a></div>'
    html = f"<html><body><div>{lead}{cards}</div></body></html>"
    regions = extract_records(parse_html(html)).regions
    (region,) = [r for r in regions if any("Asset 1" in rec.text for rec in r.records)]
    assert sum("Asset" in rec.text for rec in region.records) >= 6 and "Asset 6" in region.records[-1].text


def test_a_last_record_of_one_link_of_the_lists_class_stays():
    items = "".join(f'<li class="r"><a href="/g/{i}">Game {i}</a> - released in {2000 + i}</li>' for i in range(6))
    html = f'<html><body><ul>{items}<li class="r"><a href="/g/9">Game 9</a></li></ul></body></html>'
    regions = extract_records(parse_html(html)).regions
    assert [len(r.records) for r in regions if "Game 0" in r.records[0].text] == [7]


def test_paper_mode_keeps_the_form_rows():
    html, truth = records.page_with("formtable", 7)
    regions = extract_records(parse_html(html.encode("utf-8")), trim_chrome=False).regions
    title = truth[0]["fields"][0]
    region = next(r for r in regions if any(title in rec.text for rec in r.records))
    assert len(region.records) > 7


def test_bad_input_table_of_10000_rows():
    rows = "".join(f'<tr><td><a href="/r/{i}">Row {i} name</a></td><td>{i}.99</td><td>{i % 7} km</td></tr>'
                   for i in range(10_000))
    html = f"<html><body><table>{rows}</table></body></html>"
    root = parse_html(html)
    regions = record_regions(root)
    assert len(regions.items) == 10_000
    result = remove_link_clusters(root)
    assert not result.removed
    stem = extract_records(parse_html(html))
    assert max(len(r.records) for r in stem.regions) == 10_000
    # rows whose own text is one cell beside linked columns: one main region of 10,000
    rows = "".join(f'<tr><td>PS{i % 4}</td><td><a href="/g/{i}">Game {i}</a></td><td><a href="/g/{i}/f">FAQs</a>'
                   f'</td><td><a href="/g/{i}/r">Reviews</a></td></tr>' for i in range(10_000))
    root = parse_html(f"<html><body><p>Games</p><table>{rows}</table></body></html>")
    regions = record_regions(root)
    assert len(regions.main) == 1 and len(regions.items) == 10_000
    remove_link_clusters(root)
    assert _text(root).count("Reviews") == 10_000


def test_bad_input_every_element_one_class():
    cards = "".join(f'<div class="x"><a class="x" href="/{i}">Name {i}</a><span class="x">{i}.50</span>'
                    f'<span class="x">{i} reviews</span></div>' for i in range(2000))
    html = f'<html><body class="x"><div class="x">{cards}</div></body></html>'
    root = parse_html(html)
    remove_link_clusters(root)
    assert _text(root).count("reviews") == 2000


def test_bad_input_5000_identical_records():
    card = '<li><a href="/p">Same product</a> <span>$9.99</span> <s>$19.99</s></li>'
    html = f"<html><body><ul>{card * 5000}</ul></body></html>"
    root = parse_html(html)
    remove_link_clusters(root)
    # identical items are no varied region: the paper's rule applies
    assert not record_regions(parse_html(html)).regions
    stem = extract_records(parse_html(html))
    assert max(len(r.records) for r in stem.regions) == 5000
    # 5,000 identical records of links only: no main region either
    card = '<li><a href="/p"><b>Same</b> <i>product</i> <u>here</u></a></li>'
    assert not record_regions(parse_html(f"<html><body><ul>{card * 5000}</ul></body></html>")).regions


def test_bad_input_site_of_two_identical_pages():
    html, truth = records.page_with("formtable", 7)
    roots = [clean_tree(parse_html(html.encode())) for _ in range(2)]
    results = denoise_site(roots)
    assert [r.reason for r in results] == ["identical_pages_kept"] * 2
    for root in roots:
        remove_link_clusters(root)
        words = set(tokens(_text(root)))
        for record in truth:
            assert set(tokens(record["fields"][0])) <= words


def test_bad_input_site_of_two_pages_of_5000_identical_records():
    card = '<li><a href="/p">Same product</a> <span>$9.99</span> <s>$19.99</s></li>'
    pages = [f"<html><body><h1>Query {q} results</h1><ul>{card * 5000}</ul>"
             "<p>Footer text of the site</p></body></html>" for q in range(2)]
    roots = [clean_tree(parse_html(p)) for p in pages]
    results = denoise_site(roots)
    assert [r.reason for r in results] == ["pair_compared"] * 2
    for root in roots:
        remove_link_clusters(root)
        text = _text(root)
        assert text.count("Same product") == 5000 and "Footer text" not in text
    # the paper's rule alone: the list recurs whole and goes
    roots = [clean_tree(parse_html(p)) for p in pages]
    denoise_site(roots, keep_records=False)
    assert "Same product" not in _text(roots[0])
