"""TWCEM default mode on generated pages with the shapes that fail on unseen sites.

Each page is built from the same story so the exact text can be asserted: over-extraction
(comment threads, lists of teasers, a sidebar after the comments), truncation (a related
box, a pull quote, a caption, an ad slot and a bare "Related" line inside the story),
titles (site name and section in ``<title>``, a logo heading, a heading over the sidebar),
short posts beside long "about me" boxes, and pages with no article at all, judged by
:func:`webextract.extract.twcem.kind.judge_page`.
"""

from __future__ import annotations

import pytest

from webextract.api import extract_article
from webextract.dom import parse_html
from webextract.extract.twcem import judge_page

TITLE = "Harbour ferry service resumes after winter repairs"
BYLINE = "By Lena Hart, 12 March 2024"
PARAS = [
    "The harbour ferry returned to service on Monday after four months of repairs to its "
    "hull and engines, the port authority said in a statement.",
    "Commuters who had used a replacement bus since November welcomed the return, saying "
    "the crossing cut their journey to the city centre by half.",
    "Engineers replaced both propeller shafts and rebuilt the passenger deck, which had "
    "been damaged in a storm last autumn, at a cost of 2.4 million euros.",
    "The authority said timetables would follow the summer pattern from April, with a "
    "boat every twenty minutes at peak times and a late service on Fridays.",
    "Local businesses near the pier said they expected trade to recover quickly now that "
    "visitors could reach the old town by water again.",
]
LONG_COMMENT = ("I have taken this ferry for twenty years and I can tell you that the service "
                "was never as bad as this winter, the replacement bus was always late. ") * 3
TEASER = ("A summary of another story on the site, long enough to read as a paragraph of "
          "prose with its commas, its full stops and its many words.")
ABOUT = ("I write about boats, harbours and the people who work on them. I have lived by the "
         "sea all my life and I started this blog in 2009 to share what I learn, one post at a time. ") * 3


def page(body: str, title: str = f"{TITLE} - Local - The Harbour Post", head: str = "") -> bytes:
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
            f"<body><header class='masthead'><h1 class='logo'>The Harbour Post</h1><nav><ul>"
            f"<li><a href='/'>Home</a></li><li><a href='/local/'>Local</a></li>"
            f"<li><a href='/sport/'>Sport</a></li></ul></nav></header>{body}"
            f"<footer class='footer'><p>© 2024 The Harbour Post. All rights reserved.</p></footer>"
            f"</body></html>").encode()


def story(*inside: str) -> str:
    """The story with extra markup after paragraph 1, 2, 3 (``inside`` in order)."""
    parts = [f"<h2 class='headline'>{TITLE}</h2>", f"<p class='byline'>{BYLINE}</p>"]
    for i, p in enumerate(PARAS):
        parts.append(f"<p>{p}</p>")
        if 1 <= i <= len(inside):
            parts.append(inside[i - 1])
    return "<article class='story'>" + "".join(parts) + "</article>"


FULL = "\n".join([TITLE, BYLINE, *PARAS])


def run(html: bytes):
    return extract_article(html, "https://www.harbourpost.example/local/ferry-resumes")


# ----------------------------------------------------------------------- over-extraction

def test_comment_thread_longer_than_the_story_is_left_out():
    comments = "".join(f"<li class='comment'><div class='comment-author'>Reader {i}</div>"
                       f"<div class='comment-body'><p>{LONG_COMMENT}</p></div>"
                       f"<a class='reply' href='#r'>Reply</a></li>" for i in range(8))
    html = page(story() + f"<div id='comments'><h3>8 Responses</h3><ol class='commentlist'>"
                f"{comments}</ol><form id='commentform'><p>Leave a reply</p></form></div>")
    result = run(html)
    assert (result.title, result.text) == (TITLE, FULL)


def test_list_of_teasers_after_the_story_is_left_out():
    teasers = "".join(f"<div class='item'><h4><a href='/s/{i}'>Another headline number {i} here</a></h4>"
                      f"<p>{TEASER}</p></div>" for i in range(10))
    result = run(page(story() + f"<div class='more'>{teasers}</div>"))
    assert result.text == FULL


def test_sidebar_prose_after_the_comments_does_not_join():
    html = page(f"<div class='main'>{story()}<div class='comments'><h3>Comments</h3>"
                f"<div class='comment'><p>{LONG_COMMENT}</p></div></div></div>"
                f"<div class='widget-area'><h3>About this blog</h3><p>{ABOUT}</p></div>")
    assert run(html).text == FULL


# ---------------------------------------------------------------------------- truncation

def test_boxes_quotes_captions_and_ads_inside_the_story_do_not_end_it():
    html = page(story(
        "<aside class='related'><h3>Related stories</h3><ul><li><a href='/a'>Bridge works begin</a></li>"
        "<li><a href='/b'>Port budget agreed</a></li></ul></aside>",
        "<figure><img src='x.jpg'><figcaption>The ferry at the pier</figcaption></figure>"
        "<blockquote class='pullquote'>It halves my journey</blockquote>",
        "<div class='ad-slot'><iframe src='https://ads.example/slot'></iframe></div>",
    ))
    assert run(html).text == "\n".join([TITLE, BYLINE, PARAS[0], PARAS[1], PARAS[2], "The ferry at the pier",
                                        "It halves my journey", PARAS[3], PARAS[4]])


def test_bare_related_line_with_links_inside_the_story_does_not_end_it():
    html = page(story("<p><strong>Related:</strong></p><p><a href='/a'>Bridge works begin next month</a></p>"))
    assert run(html).text == FULL


# -------------------------------------------------------------------------------- titles

@pytest.mark.parametrize("title_tag", [
    f"{TITLE} - Local - The Harbour Post",
    f"The Harbour Post | Local | {TITLE}",
    "The Harbour Post",  # <title> holds only the site's name
])
def test_headline_not_site_name_or_section(title_tag):
    result = run(page(story(), title=title_tag))
    assert result.title == TITLE


def test_og_title_and_heading_agree_over_a_sidebar_heading():
    html = page("<div class='sidebar'><h2>Most popular this week</h2><p>" + TEASER + "</p></div>"
                + story().replace("h2 class='headline'", "h1").replace("</h2>", "</h1>"),
                title="The Harbour Post", head=f"<meta property='og:title' content='{TITLE}'>")
    result = run(html)
    assert result.title == TITLE and result.text == FULL


def test_short_post_beside_a_long_about_box():
    html = page(f"<div class='post'><h2>{TITLE}</h2><p>{PARAS[0]}</p></div>"
                f"<div class='about'><h2>About me</h2><p>{ABOUT}</p></div>", title=f"{TITLE} | Harbour blog")
    result = run(html)
    assert (result.title, result.text) == (TITLE, f"{TITLE}\n{PARAS[0]}")


# ---------------------------------------------------------------------------- page kinds

def test_judge_article_and_listing():
    assert judge_page(parse_html(page(story()))).kind == "article"
    teasers = "".join(f"<div class='teaser'><h2><a href='/s/{i}'>Headline number {i} of the day</a></h2>"
                      f"<p>{TEASER}</p></div>" for i in range(12))
    home = judge_page(parse_html(page(teasers, title="The Harbour Post")))
    assert (home.kind, home.reason) == ("listing", "teasers")


@pytest.mark.parametrize("body, title, reason", [
    ("<h1>Page not found</h1><p>Sorry, the page you are looking for could not be found. It may "
     "have been moved, renamed or deleted, or the address may be wrong. Please try the search box "
     "above, or go back to the home page and follow the links from there to find what you need, "
     "which is usually easy.</p><p>If you followed a link from another site, please let them "
     "know that the link is broken so that they can fix it for other readers.</p>",
     "Page not found | The Harbour Post", "error_page"),
    ("<div class='gallery'>" + "".join(f"<figure><img src='{i}.jpg'><figcaption>Photo {i}</figcaption></figure>"
                                       for i in range(20)) + "</div>", "Gallery: the harbour", "no_text"),
    (f"<h1>{TITLE}</h1><p>This article is for subscribers only. Subscribe today for full access to "
     "all our stories, or log in if you already have an account.</p><form class='login'><p>Log in</p></form>",
     TITLE, "login_wall"),
])
def test_pages_without_an_article_are_judged_so(body, title, reason):
    judged = judge_page(parse_html(page(body, title=title)))
    assert judged.kind != "article" and judged.reason == reason
