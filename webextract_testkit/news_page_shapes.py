"""Generated news pages of today's shapes around one story, with the page kind each must get.

A modern article page is rarely the story alone: a "Most read" rail of linked teasers (a
thumbnail, a headline, a summary, a date) stands beside or before it, a cookie-consent
dialog lists a few hundred ad vendors (each a "Privacy policy" link and a line of text)
even when the reader never sees it, and a "More from ..." grid of cards follows it.  Each
of these is repeated records by shape, and together they hold more text than the story;
the page is still an article, and so is a slideshow whose slides a script unfolds
(``display: none``).  The same furniture on a section page or a search page leaves it a
list, and a folded help panel beside search results is no story.

:func:`shapes` returns ``{name: (html, (kind, reason))}``, the exact judgement of
:func:`webextract.api.page_kind` for every page; :func:`article_page`, :func:`most_read`,
:func:`consent_dialog`, :func:`more_from`, :func:`results`, :func:`video_story`,
:func:`folded_help` and :func:`slideshow` build the parts.
"""

from __future__ import annotations

HEADLINE = "Harbour ferry service resumes after winter repairs"
#: A headline the ``<title>`` does not name (sites whose ``<h1>`` and ``<title>`` differ).
OTHER_HEADLINE = "Ferry back at last after repairs"
PARAGRAPHS = [
    "The harbour ferry returned to service on Monday after four months of repairs to its "
    "hull and engines, the port authority said in a statement.",
    "Commuters who had used a replacement bus since November welcomed the return, saying "
    "the crossing cut their journey to the city centre by half.",
    "Engineers replaced both propeller shafts and rebuilt the passenger deck, which had "
    "been damaged in a storm last autumn, at a cost of 2.4 million euros.",
    "The authority said timetables would follow the summer pattern from April, with a "
    "boat every twenty minutes at peak times and a late service on Fridays.",
]
SUMMARY = ("Residents welcomed the plan on Tuesday, and the council said the work would start "
           "in spring. The budget was approved after a long meeting.")


def frame(body: str, title: str = f"{HEADLINE} | The Harbour Post", nav: int = 30) -> bytes:
    """A whole page: ``<title>``, a header with a menu of ``nav`` sections, ``body``, a footer."""
    menu = "".join(f"<li><a href='/section/{i}/'>Section {i}</a></li>" for i in range(nav))
    foot = "".join(f"<li><a href='/about/{i}/'>About page {i}</a></li>" for i in range(8))
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title></head><body>"
            f"<header><p><a href='/'>The Harbour Post</a></p><nav><ul>{menu}</ul></nav></header>"
            f"{body}<footer><ul>{foot}</ul><p>© 2024 The Harbour Post.</p></footer></body></html>").encode()


def article_page(headline: str = HEADLINE, repeats: int = 3) -> str:
    """The story: a header (headline, byline, date) and a body of ``4 * repeats`` paragraphs
    in a sibling container."""
    return (f"<article><header><h1>{headline}</h1><p class='byline'>By Lena Hart</p>"
            "<time>12 March 2024</time></header><div class='article-body'>"
            + "".join(f"<p>{p}</p>" for p in PARAGRAPHS * repeats) + "</div></article>")


def most_read(n: int = 10) -> str:
    """A "Most read" rail of ``n`` teasers: thumbnail link, headline link, summary, date."""
    items = "".join(
        f"<li class='mr-item'><a href='/n/{i}'><img src='/t/{i}.jpg' alt=''></a>"
        f"<h3><a href='/n/{i}'>Harbour story number {i} draws crowds to the pier</a></h3>"
        f"<p>Story {i} drew a crowd as the council weighs a new plan for the old quay. Officials "
        f"said a decision would come after the public meeting next month.</p>"
        f"<span class='date'>{i + 1} hours ago</span></li>" for i in range(n))
    return f"<aside class='most-read'><h2>Most read</h2><ol>{items}</ol></aside>"


def consent_dialog(n: int = 200, attrs: str = "class='cmp-consent-dialog'") -> str:
    """A cookie-consent dialog (its element carries ``attrs``) listing ``n`` ad vendors, each
    a "Privacy policy" link and a line about its cookies."""
    vendors = "".join(f"<div class='vendor'><a href='https://v{i}.example/privacy'>Privacy policy</a>"
                      f"<p>Vendor number {i} Advertising Ltd. stores and reads cookies to measure ads.</p></div>"
                      for i in range(n))
    return (f"<div {attrs}><h2>We value your privacy</h2><p>We and our partners use cookies to "
            f"personalise ads. You can change your choices at any time.</p>{vendors}</div>")


def more_from(n: int = 12) -> str:
    """A "More from ..." grid of ``n`` cards: image link, headline link, summary, date."""
    cards = "".join(f"<div class='card'><a href='/m/{i}'><img src='/m/{i}.jpg' alt=''></a>"
                    f"<h3><a href='/m/{i}'>More from the harbour: headline {i}</a></h3>"
                    f"<p>{SUMMARY}</p><time>{i + 1} March 2024</time></div>" for i in range(n))
    return f"<section class='more-from'><h2>More from The Harbour Post</h2><div class='grid'>{cards}</div></section>"


def results(n: int = 10, wrapped: bool = True) -> str:
    """Search results: ``n`` headline links with a snippet, each in a ``div`` of its own
    (``wrapped``) or flat in one ``div``."""
    if wrapped:
        return "".join(f"<div class='result'><h3><a href='/doc/{i}'>Result {i} about the harbour</a></h3>"
                       f"<p>{SUMMARY}</p></div>" for i in range(n))
    return ("<div class='results'>" + "".join(f"<h3><a href='/doc/{i}'>Result {i} about the harbour</a></h3>"
                                              f"<p>{SUMMARY}</p>" for i in range(n)) + "</div>")


def video_story(headline: str = OTHER_HEADLINE, groups: int = 4) -> str:
    """A story whose headline stands above a box of key points and a row of share links,
    its paragraphs in groups, each group but the first after an inline video player whose
    linked headline overlay is nested deeper than the paragraphs."""
    points = "".join(f"<li>Key point {g}: the ferry crossing resumes with a new deck, shafts and a "
                     f"summer timetable.</li>" for g in range(8))
    share = "".join(f"<li><a href='/share/{s}'>Share on {s}</a></li>" for s in ("Facebook", "Twitter", "Email"))
    parts = []
    for g in range(groups):
        player = (f"<div class='inline-player'><div class='asset'><a href='/video/{g}'><div class='headline'>"
                  f"Watch: harbour video number {g} of the week</div></a></div></div>") if g else ""
        parts.append(f"<div class='group-container'>{player}<div class='group'>"
                     + "".join(f"<p>{p}</p>" for p in (PARAGRAPHS + PARAGRAPHS[:2])) + "</div></div>")
    return (f"<article><h1>{headline}</h1><p class='byline'>By Lena Hart</p><ul class='key-points'>{points}</ul>"
            f"<ul class='share'>{share}</ul><div class='content'>{''.join(parts)}</div></article>")


def folded_help() -> str:
    """A help panel a script unfolds (``display: none``): a few paragraphs of prose."""
    return ("<div id='search-help' style='display:none'><h2>Search tips</h2>"
            "<p>Put a phrase in quotes to find it exactly, and add a minus sign before a word to leave "
            "out the results that hold it. Searches are not case sensitive.</p>"
            "<p>Use the filters on the left to narrow the results by date, by section or by author, "
            "and sort them by relevance or by date with the menu above the list.</p>"
            "<p>Results older than ten years come from the archive and may load more slowly.</p></div>")


def slideshow(headline: str = OTHER_HEADLINE) -> str:
    """A slideshow story: every slide but the first hidden with ``display: none`` until shown."""
    hide = " style='display:none'"
    slides = "".join(f"<div class='slide' id='slide{i}'{hide if i else ''}>"
                     f"<img src='/s/{i}.jpg' alt=''><p>{p}</p></div>" for i, p in enumerate(PARAGRAPHS * 2))
    return f"<article><h1>{headline}</h1><div class='slides'>{slides}</div></article>"


def shapes() -> dict[str, tuple[bytes, tuple[str, str]]]:
    """Every generated page by name, with the ``(kind, reason)`` it must be judged."""
    section = "Local news | The Harbour Post"
    article = ("article", "")
    return {
        # articles, whatever surrounds them
        "story_then_most_read_rail": (frame(f"<main>{article_page()}</main>{most_read(10)}"), article),
        "most_read_rail_before_story": (frame(f"{most_read(10)}<main>{article_page()}</main>"), article),
        "long_rail_beside_story_under_own_headline": (
            frame(f"<main>{article_page(OTHER_HEADLINE)}</main>{most_read(25)}"), article),
        "story_with_consent_dialog_of_200_vendors": (frame(article_page(OTHER_HEADLINE) + consent_dialog()), article),
        "consent_dialog_before_short_story": (
            frame(consent_dialog() + article_page(OTHER_HEADLINE, repeats=1)), article),
        "consent_dialog_by_role": (
            frame(article_page(OTHER_HEADLINE, repeats=1) + consent_dialog(attrs="role='dialog' class='box'")), article),
        "story_then_more_from_grid": (frame(article_page(OTHER_HEADLINE) + more_from(24)), article),
        "story_rail_grid_and_dialog": (frame(f"<main>{article_page()}{more_from(12)}</main>{most_read(10)}"
                                             f"{consent_dialog()}"), article),
        "story_split_by_inline_video_players": (frame(video_story() + most_read(5)), article),
        "story_inside_a_modal_wrapper": (frame(f"<div class='modal-open'>{article_page(OTHER_HEADLINE)}</div>"),
                                         article),
        "slideshow_with_hidden_slides": (frame(slideshow()), article),
        # lists stay lists with the same furniture
        "section_grid_with_consent_dialog": (frame(f"<h1>Local news</h1>{more_from(12)}{consent_dialog()}",
                                                   title=section), ("listing", "teasers")),
        "section_grid_with_most_read_rail": (frame(f"<h1>Local news</h1>{more_from(12)}{most_read(10)}",
                                                   title=section), ("listing", "teasers")),
        "search_results_with_consent_dialog": (
            frame(f"<h1>Search results for harbour</h1>{results()}{consent_dialog()}", title="harbour - Search"),
            ("listing", "teasers")),
        "results_beside_a_folded_help_panel": (
            frame(folded_help() + "<div class='list'>" + "".join(
                f"<div class='hit'><div class='meta'><a href='/doc/{i}'>Result {i} about the harbour</a></div>"
                f"<p>Item {i} of the archive, filed under harbour news in March.</p></div>" for i in range(8)) + "</div>", title="harbour - Search"),
            ("listing", "teasers")),
        "flat_results_with_consent_dialog": (
            frame(results(8, wrapped=False) + consent_dialog(50), title="Search"), ("listing", "records")),
    }
