"""Generated pages of stories whose paragraphs are interrupted, and of lists that look like them.

A modern story's paragraphs are rarely one unbroken run: a gallery's "Image 3 of 15" link, an
"Advertisement" slot, a "Read more: <headline>" line, a related box of linked headlines with
their summaries after the lede, a live blog's timestamp links stand between them, and a blog
post links its sources inside its sentences; a story's ``<h1>`` may stand above a long
list of topic links, or a long data table follow its lede.  Each such page is still one story under a
headline, beside a rail of teasers longer than any of its parts.  The lists beside them keep
their kind: search results of a linked title, a URL line and a snippet; a blog's front page
of posts under linked titles; a catalogue of suppliers whose items hold four field lines
each; a browser notice above results of linked titles without snippets.

:func:`shapes` returns ``{name: (html, (kind, reason))}``, the exact judgement of
:func:`webextract.api.page_kind` for every page.  Deterministic; run
``python -m webextract_testkit.interrupted_story_shapes OUT`` to write the pages and
``expected.json``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from webextract_testkit.news_page_shapes import (
    HEADLINE,
    OTHER_HEADLINE,
    PARAGRAPHS,
    SUMMARY,
    frame,
    most_read,
)

ARTICLE = ("article", "")


def _paragraphs(texts: list[str]) -> str:
    return "".join(f"<p>{t}</p>" for t in texts)


def _header(headline: str) -> str:
    return (f"<header><h1>{headline}</h1><p class='byline'>By Lena Hart</p>"
            "<time>12 March 2024</time></header>")


def gallery_story(headline: str = OTHER_HEADLINE, groups: int = 5) -> str:
    """A review whose groups of three paragraphs are each followed by a gallery slide: an
    image, a linked counter ("Image 3 of 15") and the counter again as a caption."""
    parts = []
    for g in range(groups):
        parts.append(_paragraphs(PARAGRAPHS[:3]))
        if g < groups - 1:
            parts.append(f"<div class='gallery-slide'><img src='/g/{g}.jpg' alt=''>"
                         f"<p class='gallery-info'><a href='/gallery/{g}'>Image {g + 1} of 15</a></p>"
                         f"<p class='gallery-count'>Image {g + 1} of 15</p></div>")
    return f"<article>{_header(headline)}<div class='article-body'>{''.join(parts)}</div></article>"


def read_more_story(headline: str = OTHER_HEADLINE, groups: int = 5) -> str:
    """A story whose pairs of paragraphs are each followed by a "Read more: <headline>" line
    of its own class."""
    parts = []
    texts = PARAGRAPHS * 3
    for g in range(groups):
        parts.append(_paragraphs(texts[2 * g:2 * g + 2]))
        if g < groups - 1:
            parts.append(f"<p class='related-inline'><strong>Read more:</strong> "
                         f"<a href='/r/{g}'>Harbour council weighs a new plan for the old quay number {g}</a></p>")
    return f"<article>{_header(headline)}<div class='article-body'>{''.join(parts)}</div></article>"


def ad_slot_story(headline: str = OTHER_HEADLINE) -> str:
    """A story whose paragraphs sit in wrappers of their own, an "Advertisement" link slot
    after every third."""
    parts = []
    for i, p in enumerate(PARAGRAPHS * 3):
        parts.append(f"<div class='para'><p>{p}</p></div>")
        if i % 3 == 2:
            parts.append(f"<div class='ad-slot'><a href='https://ads.example/{i}'>Advertisement</a></div>")
    return f"<article>{_header(headline)}<div class='article-body'>{''.join(parts)}</div></article>"


def live_blog(headline: str = OTHER_HEADLINE, posts: int = 8) -> str:
    """A live blog: posts each in an item of their own, a linked timestamp, a post title (no
    link) and three paragraphs."""
    items = "".join(
        f"<div class='live-post'><div class='live-post__time'><a href='#post-{i}'>{12 - i}:0{i}PM</a></div>"
        f"<h3 class='live-post__title'>Update {i}: the ferry on its way</h3>"
        f"<div class='live-post__body'>{_paragraphs(PARAGRAPHS[i % 2:i % 2 + 3])}</div></div>"
        for i in range(posts))
    return f"<article>{_header(headline)}<div class='live-posts'>{items}</div></article>"


def related_box_story(headline: str = OTHER_HEADLINE, teasers: int = 5) -> str:
    """A story whose lede is followed by a related box of linked headlines, each with its
    summary in an item of its own, and then the body."""
    box = ("<aside class='related'><h2>Related stories</h2><ul>"
           + "".join(f"<li><h3><a href='/rel/{i}'>Related headline number {i} about the pier and the quay</a></h3>"
                     f"<p>{SUMMARY}</p></li>" for i in range(teasers)) + "</ul></aside>")
    return (f"<article>{_header(headline)}<div class='article-body'><p>{PARAGRAPHS[0]} {PARAGRAPHS[1]}</p>"
            f"{box}{_paragraphs(PARAGRAPHS[2:] + PARAGRAPHS * 2)}</div></article>")


def linking_post(headline: str = OTHER_HEADLINE) -> str:
    """A blog post that links a few words inside every paragraph (its sources)."""
    body = "".join(f"<p>{p[:40]}<a href='/source/{i}'>{p[40:80]}</a>{p[80:]}</p>"
                   for i, p in enumerate(PARAGRAPHS * 2))
    return f"<article>{_header(headline)}<div class='article-body'>{body}</div></article>"


def div_headline_story(headline: str = OTHER_HEADLINE) -> str:
    """A story whose headline is a ``<div class="story-headline">``, no heading element."""
    return (f"<article><div class='story-headline'>{headline}</div><p class='byline'>By Lena Hart</p>"
            f"<div class='article-body'>{_paragraphs(PARAGRAPHS * 3)}</div></article>")


def far_headline_story(headline: str = OTHER_HEADLINE, topics: int = 40) -> str:
    """A story whose ``<h1>`` stands above a list of ``topics`` topic links (more than a
    title gap of text) and then the body."""
    links = "".join(f"<li><a href='/topic/{i}'>Harbour topic number {i}</a></li>" for i in range(topics))
    return (f"<article><h1>{headline}</h1><ul class='topics'>{links}</ul>"
            f"<div class='article-body'>{_paragraphs(PARAGRAPHS * 2)}</div></article>")


def title_rail(n: int = 60) -> str:
    """A rail of ``n`` linked headlines without summaries."""
    items = "".join(f"<li><h3><a href='/l/{i}'>Latest harbour headline number {i} from the quay</a></h3></li>"
                    for i in range(n))
    return f"<aside class='latest'><h2>Latest</h2><ul>{items}</ul></aside>"


def table_story(headline: str = OTHER_HEADLINE, rows: int = 40) -> str:
    """A story whose lede is followed by a data table of ``rows`` rows (crossings, times,
    fares: short cells, no links) and then the body."""
    table = "".join(f"<tr><td>Crossing {i}</td><td>{5 * i} min</td><td>{i + 2} euro</td></tr>" for i in range(rows))
    return (f"<article>{_header(headline)}<div class='article-body'>{_paragraphs(PARAGRAPHS[:2])}"
            f"<table>{table}</table>{_paragraphs(PARAGRAPHS * 2)}</div></article>")


def title_url_results(n: int = 8) -> str:
    """Search results: each a linked title, its URL as a link line, and a snippet."""
    items = "".join(
        f"<div class='result'><h4 class='media-heading'><a href='/doc/{i}'>Result {i} about the harbour ferry</a></h4>"
        f"<p><a href='/doc/{i}'>www.example.com/harbour/ferry-result-{i}.htm</a></p>"
        f"<p>{PARAGRAPHS[i % 4]} {SUMMARY}</p></div>" for i in range(n))
    return (f"<h1>Search | harbour ferry</h1><h2>Results for: \"harbour ferry\"</h2>"
            f"<div class='results'>{items}</div>")


def posts_under_linked_titles(n: int = 5) -> str:
    """A blog's front page: posts flat in one column, each under a linked title with three
    paragraphs and a "Read more" link."""
    posts = "".join(f"<h2><a href='/post/{i}'>Harbour diary entry number {i}</a></h2>"
                    f"{_paragraphs(PARAGRAPHS[i % 2:i % 2 + 3])}<p><a href='/post/{i}#more'>Read more</a></p>"
                    for i in range(n))
    return f"<div id='content'>{posts}</div>"


def supplier_catalogue(n: int = 8) -> str:
    """A catalogue of suppliers: each a "Contact supplier" link and four field lines."""
    items = "".join(
        f"<div class='supplier'><div class='name'>Harbour Supplies Number {i} Co., Ltd.</div>"
        f"<ul class='fields'><li>Main Products: ferry parts, propeller shafts, deck boards, ropes</li>"
        f"<li>Business Type: Manufacturer, Trading Company</li>"
        f"<li>Total Revenue: US$5 Million - US$10 Million</li>"
        f"<li>Top3 Markets: Western Europe, Eastern Asia, Mid East</li></ul>"
        f"<div class='contact'><a href='/contact/{i}'>Contact Supplier</a></div></div>" for i in range(n))
    return f"<h1>Ferry parts suppliers</h1><div class='suppliers'>{items}</div>"


def notice_above_title_results(n: int = 12) -> str:
    """A browser notice above the page's header, then results that are a linked title and
    linked author names each, no snippet."""
    notice = ("<p>Thank you for visiting the harbour archive. You are using a browser version with limited "
              "support for this site. To obtain the best experience, we recommend you use a more up to date "
              "browser (or turn off compatibility mode). In the meantime, to ensure continued support, we are "
              "displaying the site without styles and JavaScript.</p>")
    items = "".join(
        f"<li class='hit'><h2><a href='/paper/{i}'>Seed-mediated reconstruction of harbour deck boards "
        f"number {i}</a></h2>"
        f"<ul class='authors'><li><a href='/a/{i}'>Lena Hart</a></li><li><a href='/b/{i}'>Tom Reed</a></li></ul></li>"
        for i in range(n))
    return f"{notice}<div class='search'><h2>Refine your results</h2><ol>{items}</ol></div>"


def shapes() -> dict[str, tuple[bytes, tuple[str, str]]]:
    """Every generated page by name, with the ``(kind, reason)`` it must be judged."""
    search = "harbour ferry - Search"
    return {
        # stories whose paragraphs are interrupted, beside a rail longer than each part
        "story_between_gallery_slides": (frame(gallery_story() + most_read(25)), ARTICLE),
        "story_with_read_more_lines": (frame(read_more_story() + most_read(25)), ARTICLE),
        "story_under_own_headline_with_read_more_lines": (
            frame(read_more_story(HEADLINE) + most_read(10)), ARTICLE),
        "story_with_ad_slots": (frame(ad_slot_story() + most_read(25)), ARTICLE),
        "live_blog_of_timestamped_posts": (frame(live_blog() + most_read(10)), ARTICLE),
        "related_box_between_lede_and_body": (frame(related_box_story() + most_read(25)), ARTICLE),
        "related_box_under_own_headline": (frame(related_box_story(HEADLINE) + most_read(25)), ARTICLE),
        "post_linking_words_in_every_paragraph": (frame(linking_post()), ARTICLE),
        "post_linking_words_beside_a_rail": (frame(linking_post() + most_read(10)), ARTICLE),
        "story_under_a_div_headline": (frame(div_headline_story() + most_read(25)), ARTICLE),
        "story_far_below_its_h1_beside_linked_titles": (frame(far_headline_story() + title_rail(60)), ARTICLE),
        "story_cut_by_a_data_table": (frame(table_story() + most_read(25)), ARTICLE),
        # lists that look like them
        "results_of_title_url_and_snippet": (frame(title_url_results(), title=search), ("listing", "records")),
        "posts_under_linked_titles": (frame(posts_under_linked_titles(), title="The Harbour Diary"),
                                      ("listing", "records")),
        "supplier_catalogue_of_field_lines": (frame(supplier_catalogue(), title="Ferry parts suppliers"),
                                              ("listing", "records")),
        "notice_above_results_of_linked_titles": (frame(notice_above_title_results(), title=search),
                                                  ("listing", "short_text")),
    }


def main(argv: list[str] | None = None) -> int:
    """Write every page as ``OUT/<name>.html`` and the expected judgements as
    ``OUT/expected.json``."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m webextract_testkit.interrupted_story_shapes OUT", file=sys.stderr)
        return 2
    out = Path(args[0])
    out.mkdir(parents=True, exist_ok=True)
    expected = {}
    for name, (html, judged) in shapes().items():
        (out / f"{name}.html").write_bytes(html)
        expected[name] = list(judged)
    (out / "expected.json").write_text(json.dumps(expected, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
