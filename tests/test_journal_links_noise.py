"""The journal crawl's article links on list pages with the noise of real pages put in
(``webextract_testkit.scholarly.listing_noise``): rails of other articles, pagination, issue
navigation, banners, menus, advertisements, section headings, per-entry tools, author links,
badges, wrapped or split titles, cards.  Each generated shape (and the saved RSC search page
of tests/fixtures) gives exactly the clean page's article links, in order, and the list pages
the noise adds."""

from __future__ import annotations

import random
import re
from pathlib import Path
from urllib.parse import urljoin

import pytest

from webextract.crawl.journal import journal_links
from webextract.crawl.journal_copy import cut_navigation, cut_tool_lists
from webextract.crawl.journal_kinds import entry_key, is_facet, names_issue
from webextract.crawl.journal_sides import side_links
from webextract.dom import parse_html
from webextract_testkit.scholarly.listing_noise import ENTRY_VARIANTS, PAGE_VARIANTS, PLACES, inject, noisy_toc_page
from webextract_testkit.scholarly.tables import SHAPES, SITE

ROOT = Path(__file__).resolve().parents[1]
SCOPE = ["journal.example.org"]
COMBOS = [(v, p) for v in PAGE_VARIANTS for p in (PLACES if v != "sections" else ("between",))]
COMBOS += [(v, "each") for v in ENTRY_VARIANTS]
#: The combinations still wrong (docs/vbptc.md, "Noise of real list pages"): a journal's header
#: put between entries (its cover image's link is taken for an entry), linked keywords in an
#: issue whose STEM records then cut its commentaries apart, cards of entries of 250 and 600
#: linked authors.
KNOWN = {("journal_header", "between", shape) for shape in SHAPES} | {("keywords", "each", "second_title"),
                                                                         ("card_link", "each", "wrapped_names")}


def _links(html: str, url: str = f"{SITE}/toc/current", scope: list[str] = SCOPE):
    found = journal_links(parse_html(html.encode()), url, scope)
    return ([l.url for l in found.links if l.kind == "article"], {l.url for l in found.links if l.kind == "list"}, found)


@pytest.mark.parametrize("variant, place", COMBOS)
def test_noise_keeps_every_shape_exact(variant: str, place: str) -> None:
    wrong = []
    for shape in SHAPES:
        if (variant, place, shape) in KNOWN:
            continue
        page = noisy_toc_page(shape, variant, place)
        articles, lists, _ = _links(page.html)
        if articles != page.articles or not set(page.lists) <= lists:
            wrong.append((shape, [u for u in page.articles if u not in articles], [u for u in articles if u not in page.articles],
                          sorted(set(page.lists) - lists)))
    assert wrong == []


def _rsc() -> tuple[str, str, list[str]]:
    html = (ROOT / "tests" / "fixtures" / "journals" / "toc" / "rsc_search_results.html").read_text(encoding="utf-8")
    url = "https://pubs.rsc.org/en/results"
    entries: list[str] = []
    for href in re.findall(r'href="([^"]*/en/content/articlelanding/\d{4}/\w+/\w+)', html):
        if urljoin(url, href) not in entries:
            entries.append(urljoin(url, href))
    return html, url, entries


@pytest.mark.parametrize("variant, place", [c for c in COMBOS if c[0] != "journal_header" or c[1] != "between"])
def test_noise_keeps_a_real_search_page_exact(variant: str, place: str) -> None:
    html, url, entries = _rsc()
    assert len(entries) == 25
    key = (lambda u: entry_key(m.group(0)) if (m := re.search(r"/en/content/article\w+/\d{4}/\w+/\w+", u)) else None)
    page = inject(html, url, entries, variant, place, random.Random(f"rsc:{variant}:{place}"), key)
    articles, lists, _ = _links(page.html, url, ["pubs.rsc.org"])
    assert articles == entries
    assert set(page.lists) <= lists


def test_a_rail_between_entries_inside_an_entry_record_costs_nothing() -> None:
    rows = "".join(f"<tr><td><a href='/doi/10.1/{i}'>Thermal transport in layered perovskite films {i}</a> "
                   f"<span>A. Author, B. Author</span> <a href='/doi/10.1/{i}/pdf'>PDF</a></td></tr>" for i in range(6))
    rail = ("<section><h3>Editor's choice</h3><ul>" + "".join(
        f"<li><a href='/doi/10.1/other{i}'>Other article about sediment transport number {i}</a></li>" for i in range(5))
        + "</ul></section>")
    html = f"<html><body><table>{rows[:len(rows) // 2]}</table>{rail}<table>{rows[len(rows) // 2:]}</table></body></html>"
    articles, _, found = _links(html)
    assert articles == [f"{SITE}/doi/10.1/{i}" for i in range(6)]
    assert found.side_lists == 1


def test_a_page_of_rails_alone_has_them_followed() -> None:
    rail = ("<section><h3>{head}</h3><ul>" + "".join(
        f"<li><a href='/doi/10.1/{{slug}}{i}'>Other article about sediment transport number {i}</a> <span>A. Author</span></li>"
        for i in range(4)) + "</ul></section>")
    html = ("<html><body>" + rail.format(head="Latest articles", slug="latest") + rail.format(head="Most read", slug="read")
            + "</body></html>")
    articles, _, found = _links(html)
    assert articles == [f"{SITE}/doi/10.1/latest{i}" for i in range(4)] + [f"{SITE}/doi/10.1/read{i}" for i in range(4)]
    assert found.side_lists == 0


def test_advertisements_are_never_followed() -> None:
    ad = ("<div class='sponsored'><span>Sponsored</span><a href='/partner/webinar-2024'>Webinar: faster discovery with "
          "automated laboratory workflows for everyone</a></div>")
    entries = "".join(f"<li><a href='/doi/10.1/{i}'>Thermal transport in layered perovskite films {i}</a> "
                      f"<span>A. Author, B. Author</span></li>" for i in range(4))
    articles, _, found = _links(f"<html><body>{ad}<ul>{entries}</ul>{ad}</body></html>")
    assert articles == [f"{SITE}/doi/10.1/{i}" for i in range(4)]
    assert found.ads == 1
    alone, _, _ = _links(f"<html><body>{ad}{ad.replace('2024', '2025')}{ad.replace('2024', '2026')}</body></html>")
    assert alone == []  # a page of advertisements alone gives nothing


def test_side_links_reads_headings_labels_and_shared_links() -> None:
    html = ("<html><body><div class='widget'><div class='hd'><h3>Most read</h3></div><ul><li><a href='/a/1'>One</a></li>"
            "<li><a href='/a/2'>Two</a></li></ul></div><div><span>Advertisement</span><a href='https://ads.example.com/x'>"
            "Buy</a></div><ul><li><a href='/a/2'>Two</a></li><li><a href='/a/3'>Three</a></li></ul></body></html>")
    sides = side_links(parse_html(html), f"{SITE}/toc")
    assert sides.rails == frozenset({f"{SITE}/a/1"})  # /a/2 is linked outside the rail too
    assert sides.ads == frozenset({"https://ads.example.com/x"})
    assert sides.lists == 1
    assert side_links(parse_html("<html><body><h3>Most read</h3></body></html>"), SITE).rails == frozenset()


def test_tool_lists_and_navigation_are_cut_from_stem_copy_only() -> None:
    html = ("<html><body><nav><a href='/subjects/physics'>Physics</a> <a href='/subjects/chemistry'>Chemistry</a></nav>"
            "<nav><a href='/doi/10.1/x'>A title of five words or more here</a></nav><div class='e'>"
            "<a href='/doi/10.1/y'>Title</a><ul><li><a href='/share?doi=y'>Share</a></li><li><a href='/doi/10.1/y/metrics'>"
            "Metrics</a></li><li><a href='/action/showCitFormats?doi=y'>Export citation</a></li></ul> after</div></body></html>")
    root = parse_html(html)
    assert cut_tool_lists(root, SITE) == 1
    assert cut_navigation(root) == 1  # the navigation with a title stays
    assert [a.get("href") for a in root.iter("a")] == ["/doi/10.1/x", "/doi/10.1/y"]
    assert root.find(".//div").text_content().split() == ["Title", "after"]


def test_issue_navigation_and_load_more_are_list_pages() -> None:
    entries = "".join(f"<li><a href='/doi/10.1/{i}'>Thermal transport in layered perovskite films {i}</a> "
                      f"<span>A. Author, B. Author</span></li>" for i in range(4))
    nav = ("<p><a href='/toc/jt/12/2'>« Previous issue</a> <a href='/toc/jt/12/4'>Next issue »</a> "
           "<a href='/loi/jt'>All issues</a> <a href='/toc/jt/12/3?offset=20'>Load more</a></p>")
    articles, lists, _ = _links(f"<html><body><ul>{entries}</ul>{nav}</body></html>")
    assert articles == [f"{SITE}/doi/10.1/{i}" for i in range(4)]
    assert lists == {f"{SITE}/toc/jt/12/2", f"{SITE}/toc/jt/12/4", f"{SITE}/loi/jt", f"{SITE}/toc/jt/12/3?offset=20"}


def test_a_card_naming_its_volume_and_year_is_an_article_not_an_issue_or_filter() -> None:
    card = ("Research article Sediment transport in a tidal channel over two storm seasons Ana Weber, Li Chen "
            "Journal of Tests, Volume 12, Issue 3 (2024)")
    assert not names_issue(card) and not is_facet(card)
    assert names_issue("Polymer Bulletin, Volume 2, Number 10 / June, 1980") and is_facet("Chemistry (14,413)")
    cards = "".join(f"<li><a href='/doi/10.1/{i}'><span>Research article</span><h3>Sediment transport in a tidal channel "
                    f"number {i}</h3><p>Ana Weber, Li Chen</p><p>Journal of Tests, Volume 12, Issue 3 (2024)</p></a>"
                    f"<a href='/doi/10.1/{i}/pdf'>PDF</a></li>" for i in range(4))
    articles, lists, _ = _links(f"<html><body><ul>{cards}</ul></body></html>")
    assert articles == [f"{SITE}/doi/10.1/{i}" for i in range(4)] and not lists


def test_spacer_rows_and_section_rows_do_not_make_a_results_table_a_menu() -> None:
    rows = []
    for i in range(6):
        if i in (0, 3):
            rows.append(f"<tr><td colspan='3'><h2>{'Editorial' if i == 0 else 'Corrigendum'}</h2></td></tr>")
        rows.append(f"<tr><td>{i + 1}.</td><td><a href='/content/{i}abcdefgh/'>Syntheses and polymerizations of "
                    f"macromers {i}</a><br>A. Author and B. Author</td></tr><tr><td colspan='3'></td></tr>")
    articles, _, _ = _links(f"<html><body><table>{''.join(rows)}</table></body></html>")
    assert articles == [f"{SITE}/content/{i}abcdefgh/" for i in range(6)]


def test_inject_leaves_a_page_without_entries_and_refuses_unknown_variants() -> None:
    html = "<html><body><p>Nothing here.</p></body></html>"
    page = inject(html, f"{SITE}/toc", [], "tools", "each", random.Random(1))
    assert page.articles == [] and "Nothing here." in page.html
    articles, _, _ = _links(page.html)
    assert articles == []
    with pytest.raises(ValueError):
        inject(html, f"{SITE}/toc", [], "no_such_noise", "top", random.Random(1))
    with pytest.raises(ValueError):
        inject(html, f"{SITE}/toc", [], "cookie", "nowhere", random.Random(1))


def test_an_entry_keeps_its_title_when_a_section_record_also_holds_it() -> None:
    # seed 3 of the platform issue with pagination between its entries: STEM reads each section as
    # one record (its entries' "Abstract" links) and the entries again inside it (their titles)
    page = noisy_toc_page("issue_items", "pagination", "between", seed=3)
    articles, _, _ = _links(page.html)
    assert articles == page.articles and all("/doi/abs/" not in u for u in articles)


def test_an_identifier_alone_in_its_section_is_followed() -> None:
    def dl(ids: list[str]) -> str:
        return "<dl>" + "".join(f"<dt><a href='/abs/{i}'>arXiv:{i}</a> [<a href='/pdf/{i}'>pdf</a>]</dt><dd><div>Title: "
                                f"Sediment transport in tidal channels {i}</div><div>Authors: A. Author</div></dd>"
                                for i in ids) + "</dl>"
    html = (f"<html><body><h3>New submissions</h3>{dl(['2401.10001', '2401.10002', '2401.10003'])}<h2>Corrigendum</h2>"
            f"{dl(['2401.10004'])}<h3>Replacements</h3>{dl(['2401.10005', '2401.10006'])}</body></html>")
    articles, _, _ = _links(html)
    assert articles == [f"{SITE}/abs/2401.1000{i}" for i in range(1, 7)]
    # a preprint listing whose "Corrigendum" heading leaves one entry in a list of its own, which
    # STEM does not see (seed 2): its identifier is followed all the same
    page = noisy_toc_page("arxiv_sections", "sections", "between", seed=2)
    articles, _, found = _links(page.html)
    assert articles == page.articles
    assert [l.reason for l in found.links if l.url == f"{SITE}/abs/2401.84646"] == ["identifier"]


def test_all_the_noise_at_once_keeps_a_real_issue_exact() -> None:
    # the saved RSC page with a banner, a menu, breadcrumbs, issue navigation, rails, an
    # advertisement, pagination, and in every entry tools, profile links, a badge and a wrapped title
    html, url, entries = _rsc()
    key = (lambda u: entry_key(m.group(0)) if (m := re.search(r"/en/content/article\w+/\d{4}/\w+/\w+", u)) else None)
    lists: list[str] = []
    for variant, place in (("cookie", "top"), ("mega_menu", "top"), ("breadcrumbs", "top"), ("issue_nav", "top"),
                           ("most_read", "end"), ("latest", "end"), ("sponsored", "between"), ("pagination", "end"),
                           ("tools", "each"), ("authors", "each"), ("oa_badge", "each"), ("title_h3", "each")):
        page = inject(html, url, entries, variant, place, random.Random(f"all:{variant}"), key)
        html, lists = page.html, lists + page.lists
    articles, found_lists, _ = _links(html, url, ["pubs.rsc.org"])
    assert articles == entries
    assert set(lists) <= found_lists
