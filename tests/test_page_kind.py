"""The page kind (`webextract.api.page_kind`, `webextract.extract.twcem.judge_page`).

Generated pages of each shape, with their exact kind and reason: an article inside a big
navigation, a rail of related links and a link-heavy footer; search results, a catalogue and
teaser lists (data records, not articles); a short post under the page's own headline.  Bad
input: empty pages, navigation only, login walls, 404 bodies served with 200, a 5 MB single
paragraph, 20,000 nested divs, binary data.  Real pages from tests/fixtures: articles with
big menus and search-result pages.
"""

from __future__ import annotations

from pathlib import Path

import lxml.html
import pytest

from webextract.api import page_kind
from webextract.dom import NotHTMLError, parse_html
from webextract.extract.twcem import judge_page
from webextract.extract.twcem.blocks import segment_page
from webextract.extract.twcem.kind import dialog_blocks
from webextract_testkit import news_page_shapes

FIXTURES = Path(__file__).parent / "fixtures"

TITLE = "Harbour ferry service resumes after winter repairs"
PARAS = [
    "The harbour ferry returned to service on Monday after four months of repairs to its "
    "hull and engines, the port authority said in a statement.",
    "Commuters who had used a replacement bus since November welcomed the return, saying "
    "the crossing cut their journey to the city centre by half.",
    "Engineers replaced both propeller shafts and rebuilt the passenger deck, which had "
    "been damaged in a storm last autumn, at a cost of 2.4 million euros.",
    "The authority said timetables would follow the summer pattern from April, with a "
    "boat every twenty minutes at peak times and a late service on Fridays.",
]
SNIPPET = ("Residents welcomed the plan on Tuesday, and the council said the work would start "
           "in spring. The budget was approved after a long meeting.")


def page(body: str, title: str = f"{TITLE} | The Harbour Post", nav: int = 8, footer: int = 6) -> bytes:
    menu = "".join(f"<li><a href='/section/{i}/'>Section {i}</a></li>" for i in range(nav))
    foot = "".join(f"<li><a href='/about/{i}/'>About page {i}</a></li>" for i in range(footer))
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title></head><body>"
            f"<header><p><a href='/'>The Harbour Post</a></p><nav><ul>{menu}</ul></nav></header>"
            f"{body}<footer><ul>{foot}</ul><p>© 2024 The Harbour Post.</p></footer></body></html>").encode()


def judged(html: bytes) -> tuple[str, str]:
    j = page_kind(html)
    return j.kind, j.reason


def story() -> str:
    return (f"<article><h1>{TITLE}</h1><p class='byline'>By Lena Hart</p>"
            + "".join(f"<p>{p}</p>" for p in PARAS) + "</article>")


# ------------------------------------------------------------------------------- articles

def test_article_inside_big_navigation_related_rail_and_link_footer():
    rail = ("<aside class='related'><h3>Related stories</h3><ul>"
            + "".join(f"<li><a href='/s/{i}'>Another headline about the harbour number {i}</a></li>"
                      for i in range(15)) + "</ul></aside>")
    assert judged(page(story() + rail, nav=120, footer=80)) == ("article", "")


def test_article_whose_summary_rail_is_shorter_than_the_story():
    rail = "".join(f"<div class='more'><h3><a href='/s/{i}'>More news from the harbour {i}</a></h3>"
                   f"<p>{SNIPPET}</p></div>" for i in range(3))
    assert judged(page(story() + rail)) == ("article", "")


def test_article_with_embedded_posts_and_more_links_between_its_paragraphs():
    embed = ("<blockquote class='tweet'><p>What a crossing this morning, the new deck looks great!</p>"
             "<div class='author'><a href='https://social.example/p/{i}'>Harbour Fan (@fan{i}) March 12, 2024</a>"
             "</div></blockquote>")
    more = "<h2><a href='/s/{i}'>MORE: Another ferry story from the archive number {i}</a></h2>"
    parts = [f"<h1>{TITLE}</h1>"] + [f"<p>{p}</p>" for p in PARAS + PARAS[:2]]  # the lead
    for i, p in enumerate(PARAS * 4):  # then an embed or a link between every two paragraphs
        parts.append((embed if i % 2 else more).format(i=i))
        parts.append(f"<p>{p}</p>")
    story_page = page("<article class='story'>" + "".join(parts) + "</article>", title="The Harbour Post")
    assert judged(story_page) == ("article", "")


def test_short_post_under_the_pages_own_headline():
    body = (f"<div class='post'><h2><a href='/p/1'>{TITLE}</a></h2><img src='ferry.jpg'>"
            "<p>The first boat of the season, photographed from the pier this morning.</p></div>")
    assert judged(page(body, title=f"{TITLE} « Harbour photos")) == ("article", "short_post")


# ---------------------------------------------------------------------- lists of records

def test_search_results_are_records():
    results = "".join(f"<div class='result'><h3><a href='/doc/{i}'>Result {i} about the harbour</a></h3>"
                      f"<p>{SNIPPET}</p><p class='url'><a href='/doc/{i}'>example.org/doc/{i}</a></p></div>"
                      for i in range(10))
    body = f"<h1>Search results for harbour</h1><p>About 1,240 results.</p>{results}"
    # each result in an item of its own: summaries under headline links
    assert judged(page(body, title="harbour - Search")) == ("listing", "teasers")


def test_flat_search_results_without_wrappers_are_records():
    results = "".join(f"<h3><a href='/doc/{i}'>Result {i} about the harbour</a></h3><p>{SNIPPET}</p>"
                      for i in range(8))
    assert judged(page(f"<div class='results'>{results}</div>", title="Search")) == ("listing", "records")


def test_catalogue_of_products_is_not_an_article():
    cards = "".join(f"<li class='product'><a href='/p/{i}'>Deck chair model {i}</a>"
                    f"<p>A folding chair of oiled teak, with brass hinges, for a small balcony.</p>"
                    f"<span class='price'>€{40 + i}.00</span></li>" for i in range(12))
    assert judged(page(f"<h1>Garden furniture</h1><ul>{cards}</ul>", title="Garden furniture")) == (
        "listing", "teasers")


@pytest.mark.parametrize("wrapped", [True, False])
def test_teaser_list_with_read_more_is_a_listing(wrapped):
    item = ("<h2><a href='/s/{i}'>Headline number {i} of the day</a></h2><p>{s}</p>"
            "<p><a href='/s/{i}'>Read more</a></p>")
    teasers = "".join((f"<div class='teaser'>{item}</div>" if wrapped else item).format(i=i, s=SNIPPET)
                      for i in range(10))
    kind, reason = judged(page(f"<h1>Local news</h1>{teasers}", title="Local news | The Harbour Post"))
    assert (kind, reason) == ("listing", "records")


# ------------------------------------------------------------------------------ bad input

@pytest.mark.parametrize("data", [b"", b"   \n\t ", b"<html><body></body></html>"])
def test_empty_pages(data):
    assert judged(data) == ("other", "no_text")


def test_navigation_only():
    menus = "".join(f"<nav><ul>{''.join(f'<li><a href=/{m}/{i}>Menu {m} item {i}</a></li>' for i in range(30))}</ul></nav>"
                    for m in range(4))
    assert judged(page(menus, title="The Harbour Post")) == ("listing", "no_text")


def test_login_wall_under_the_headline():
    body = (f"<h1>{TITLE}</h1><p>Please log in or create an account to continue reading this "
            "story.</p><form><input name='user'><input type='password' name='pw'></form>")
    assert judged(page(body)) == ("listing", "login_wall")


def test_short_post_that_mentions_subscribing_to_a_feed_is_no_wall():
    body = (f"<div class='post'><h2>{TITLE}</h2><p>A new gadget every week; to see them all as they "
            "come out, subscribe to the RSS feed.</p></div>")
    assert judged(page(body)) == ("article", "short_post")


def test_login_form_without_text():
    body = "<h1>Sign in</h1><form><p>Email</p><input name='u'><p>Password</p><input type='password'></form>"
    assert judged(page(body, title="Sign in | The Harbour Post")) == ("other", "login_wall")


def test_404_body_served_with_200():
    body = ("<h1>Sorry, this page doesn't exist</h1>" + "".join(f"<p>{p}</p>" for p in PARAS))
    assert judged(page(body, title="The Harbour Post")) == ("other", "error_page")


@pytest.mark.parametrize("title, kind", [("404 | The Harbour Post", "other"), ("Error 404 - Not found", "other"),
                                         ("The page was not found", "other"),
                                         ("Council approves repairs in ward 404 | The Harbour Post", "article")])
def test_error_titles_and_numbers_inside_headlines(title, kind):
    assert page_kind(page(story(), title=title)).kind == kind


def test_five_megabyte_single_paragraph():
    sentence = "The ferry left the harbour at dawn, and the gulls followed it out to sea. "
    text = sentence * (5_000_000 // len(sentence))
    j = page_kind(f"<html><head><title>Log</title></head><body><p>{text}</p></body></html>".encode())
    assert (j.kind, j.reason, j.prose_blocks) == ("article", "", 1)
    assert j.prose_chars == len(text.strip())


def test_twenty_thousand_nested_divs():
    deep = "<div>" * 20_000
    close = "</div>" * 20_000
    nav = "".join(f"<a href='/n/{i}'>Link number {i}</a><br>" for i in range(40))
    assert judged(page(deep + nav + close, title="Deep"))[0] != "article"
    assert judged(page(deep + story() + close)) == ("article", "")


@pytest.mark.parametrize("data", [b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 40, b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj",
                                  b"\x00" * 4096])
def test_binary_data_is_a_clear_error(data):
    with pytest.raises(NotHTMLError):
        page_kind(data)


# ------------------------------------------------------------------------------ real pages

@pytest.mark.parametrize("name", ["cleaneval-final-789.html", "l3s-ee52b0ea-4e12-437c-808c-a9aaa84ceb22.html",
                                  "l3s-fab5142d-38ab-4086-ae11-1cf751602360.html",
                                  "l3s-10abe0fd-d700-41a5-932c-6252b9c65b7e.html"])
def test_real_articles(name):
    assert page_kind((FIXTURES / "articles" / name).read_bytes()).kind == "article"


@pytest.mark.parametrize("name", ["irs_search.html", "wellsfargo_search.html"])
def test_real_search_result_pages(name):
    assert judged((FIXTURES / "records" / name).read_bytes()) == ("listing", "records")


def test_blocks_given_by_the_caller_are_used_and_the_tree_is_left_as_it_was():
    root = parse_html(page(story()))
    before = lxml.html.tostring(root)
    cut = segment_page(root)
    assert judge_page(root, blocks=cut) == judge_page(root)
    assert lxml.html.tostring(root) == before


# ------------------------------------------------------- modern furniture around a story

@pytest.mark.parametrize("name", sorted(news_page_shapes.shapes()))
def test_modern_news_page_shapes(name):
    """A most-read rail, a cookie-consent dialog of 200 vendors, a "More from" grid: the
    story is still an article; the same furniture leaves section and search pages lists."""
    html, expected = news_page_shapes.shapes()[name]
    assert judged(html) == expected


def test_dialog_blocks_marks_consent_dialogs_not_hidden_slides_nor_the_page_itself():
    html = news_page_shapes.frame(
        "<div class='slides'><div style='display:none'><p>A hidden slide of the story, shown by a script.</p></div></div>"
        f"{news_page_shapes.article_page(repeats=1)}"
        "<div id='gdpr-banner'><p>We use cookies.</p></div>"
        "<div class='box' aria-modal='true'><p>Sign up to our newsletter.</p></div>")
    root = parse_html(html)
    blocks, _ = segment_page(root)
    flagged = {b.text for b, d in zip(blocks, dialog_blocks(blocks)) if d}
    assert flagged == {"We use cookies.", "Sign up to our newsletter."}
    wrapped = parse_html(news_page_shapes.frame(
        f"<div class='modal'>{news_page_shapes.article_page()}</div><div class='modal'><p>Close me.</p></div>"))
    blocks, _ = segment_page(wrapped)
    assert {b.text for b, d in zip(blocks, dialog_blocks(blocks)) if d} == {"Close me."}


def test_short_post_under_a_headline_with_a_kicker():
    """The ``<title>`` names the headline without its kicker ("Weekly Address: ...")."""
    body = (f"<div class='post'><h2>Weekly Address: {TITLE}</h2><div class='date'>July 21, 2012</div>"
            "<p>The first boat of the season, photographed from the pier this morning by our reader.</p></div>")
    assert judged(page(body, nav=40)) == ("article", "short_post")
    other = body.replace(TITLE, "Pictures of the day from our readers")  # names no title
    assert judged(page(other, nav=40)) == ("listing", "short_text")
