"""Site-level template removal on whole generated sites: a template node is one whose
content recurs, not one whose shape recurs.  Result lists of script-heavy shops (records of
overlapping queries, deep wrappers, a list differing in one product), a featured and a
sponsored record inside a changing list, hotel cards of recurring fields; the usual template
still goes.  Bad input: a parked domain (every page the same).

The pages come from ``webextract_testkit.sites`` (deterministic); the set in
tests/fixtures/denoise/gen-sites is what it writes by default.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from webextract.denoise.hashtree import SiteTemplate, compare_pair, denoise_site
from webextract.dom import clean_tree, parse_html
from webextract.evaluate.dataset import read_dataset
from webextract.evaluate.records import tokens
from webextract_testkit import sites

SITES = Path(__file__).parent / "fixtures" / "denoise" / "gen-sites"
TEMPLATE_TEXT = ["Privacy policy", "Related searches", "Copyright 2017", "Free delivery on orders"]


def _sites():
    by_site = defaultdict(list)
    for page in read_dataset(SITES):
        by_site[page.id.split("__")[0]].append(page)
    return by_site


def _denoised(pages):
    roots = [clean_tree(parse_html(p.read())) for p in pages]
    results = denoise_site(roots)
    return results, [_text(r) for r in roots]


def _text(root) -> str:
    return " ".join(" ".join(root.find("body").itertext()).split())


def test_the_bundled_sites_are_what_the_generator_writes(tmp_path):
    sites.generate(tmp_path)
    for page in read_dataset(SITES):
        assert (tmp_path / "pages" / page.path.name).read_bytes() == page.read()


@pytest.mark.parametrize("site", ["gen-shop", "gen-featured", "gen-travel", "gen-menus", "gen-hotels",
                                  "gen-deals", "gen-bestsellers", "gen-restaurants"])
def test_every_record_stays_and_the_template_goes(site):
    pages = _sites()[site]
    results, texts = _denoised(pages)
    assert [r.reason for r in results] == ["pair_compared", "pair_compared", "site_template_applied"]
    for page, text in zip(pages, texts):
        words = set(tokens(text))
        for record in page.truth["records"]:
            missing = [f for f in record["fields"] if not set(tokens(f)) <= words]
            assert not missing, (page.id, missing)
        for noise in TEMPLATE_TEXT:
            assert noise not in text, (page.id, noise)


def test_a_list_differing_in_one_product_is_not_a_menu():
    # the shop's third page shows the second page's products but one, at the same ranks:
    # an aligned list with one item changed, yet its items hold records' text
    pages = _sites()["gen-shop"]
    _, texts = _denoised(pages)
    for record in pages[2].truth["records"]:
        assert record["fields"][1] in texts[2]


def test_featured_and_sponsored_records_of_another_class_stay_on_every_page():
    pages = _sites()["gen-featured"]
    _, texts = _denoised(pages)
    featured, sponsored = pages[0].truth["records"][0], pages[0].truth["records"][4]
    for text in texts:
        assert featured["fields"][1] in text
        assert sponsored["fields"][1] in text


def test_menu_whose_current_item_changes_goes():
    pages = _sites()["gen-menus"]
    _, texts = _denoised(pages)
    for text in texts:
        assert "Music" not in text and "Toys" not in text


def _columns_page(changed: str) -> str:
    cols = []
    for c in range(3):
        links = "".join(f'<li><a href="/{c}/{k}">Section {c} link {k}</a></li>' for k in range(6))
        cols.append(f'<div class="col"><h4>Topic {c}</h4><ul>{links}</ul></div>')
    cols.append(f'<div class="col"><h4>{changed}</h4><ul><li><a href="/x">{changed} news</a></li>'
                f'<li><a href="/y">{changed} more</a></li><li><a href="/z">{changed} all</a></li>'
                f'<li><a href="/w">{changed} else</a></li></ul></div>')
    return (f'<html><body><div class="mega">{"".join(cols)}</div>'
            f"<p>Results for {changed}: a result of its own with a long snippet text.</p></body></html>")


def test_recurring_link_columns_in_a_changing_menu_are_navigation():
    # a mega menu: four columns of links, one changes between the pages; the columns that
    # recur are no records (blocks of links), so they go
    a, b = parse_html(_columns_page("Sports")), parse_html(_columns_page("Weather"))
    compare_pair(a, b)
    text = _text(a)
    assert "Section 0 link" not in text and "Section 2 link" not in text
    assert "Sports news" in text and "a result of its own" in text


# ------------------------------------------------------------------ bad input


def test_a_parked_domain_every_page_the_same():
    page = _sites()["gen-menus"][0].read()
    roots = [clean_tree(parse_html(page)) for _ in range(5)]
    before = [_text(r) for r in roots]
    results = denoise_site(roots)
    assert {r.reason for r in results} == {"identical_pages_kept"}
    assert [_text(r) for r in roots] == before
    # the same through a site template, page after page (a crawl of a parked domain)
    site = SiteTemplate()
    first, second = (clean_tree(parse_html(page)) for _ in range(2))
    site.learn_pair(first, second)
    for _ in range(20):
        root = clean_tree(parse_html(page))
        assert site.apply(root).reason == "identical_pages_kept"
        assert _text(root) == before[0]
    assert site.size() <= 20_000
