"""Modern article shapes (2017-2019 pages) on generated pages, with exact expected texts.

* The header block and the body in sibling containers, with a gallery between them: the text
  under the headline is the standfirst and the byline, and the body is found after them.
* A furniture or comment class name on a wrapper that holds the whole page (``page-banner``,
  a post marked ``commented``) is not furniture, nor are a post's tag and category classes
  (``tag-social-media``, ``entry-category-print``).
* A caption post (a headline, a date and a credit line, no prose) gives those lines, not a
  box elsewhere.
* A newsletter sign-up box (a furniture-named heading, its pitch, its form's lines) between
  two parts of the body is stepped over; one before a discussion or a sidebar still ends it.
* A video player's title close to the ``<title>`` is not the headline: the story's own
  ``<h2>`` is, and the text starts there.
* A carousel of linked headlines between the headline and the body does not count in the
  title's gap: the headline keeps its vote and the text starts under it.
* What the body repair must not do: jump over the next story's headline (an endless-scroll
  page) or over a comment form to a sidebar.
"""

from __future__ import annotations

from webextract.dom import head_metadata, parse_html
from webextract.extract.twcem import extract

TITLE = "Harbour town votes to rebuild its old sea wall"
STANDFIRST = ("Residents backed the plan by a wide margin on Sunday, after two winters of "
              "flooding that closed the main road twice.")
BYLINE = "By Jane Doe"
BODY = [
    f"Paragraph {i} of the story: the council said the work would start in spring, that the "
    f"cost would be shared with the region, and that the road would stay open throughout."
    for i in range(1, 7)
]


def _run(html: str, **options) -> tuple[str | None, list[str]]:
    root = parse_html(html.encode("utf-8"))
    result = extract(root, head=head_metadata(root), **options)
    return result.title, result.paragraphs


def _page(body: str) -> str:
    return (f"<html><head><title>{TITLE} | Daily Example</title>"
            f"<meta property='og:title' content='{TITLE}'></head><body>"
            "<nav><ul><li><a href='/'>Home</a></li><li><a href='/news'>News</a></li>"
            "<li><a href='/sport'>Sport</a></li></ul></nav>"
            f"{body}<footer><p>Copyright 2018 Daily Example. All rights reserved.</p></footer>"
            "</body></html>")


def _paragraphs(texts: list[str]) -> str:
    return "".join(f"<p>{t}</p>" for t in texts)


GALLERY = (
    "<div class='gallery'><h3>In pictures</h3>"
    + "".join(f"<figure><figcaption>Photo {i}</figcaption><a href='/g/{i}'>View photo {i}</a></figure>"
              for i in range(1, 5))
    + "</div>"
)
HEADER = (f"<header class='article-header'><h1>{TITLE}</h1><p class='standfirst'>{STANDFIRST}</p>"
          f"<p class='byline'>{BYLINE}</p></header>")


def test_header_then_gallery_then_body_container():
    html = _page(f"<main>{HEADER}{GALLERY}<div class='article-body'>{_paragraphs(BODY)}</div></main>")
    title, paragraphs = _run(html)
    assert title == TITLE
    assert paragraphs == [TITLE, STANDFIRST, BYLINE, *BODY]
    # Without the repair the text stops at the gallery's heading: the headline only.
    assert _run(html, body_repair_share=0.0)[1] == [TITLE, STANDFIRST]


def test_hero_section_then_story_column():
    hero = (f"<section class='hero'><div class='hero-inner'>{HEADER}</div>"
            "<div class='video-player'><h3>Watch</h3><a href='/v/1'>Play video</a></div></section>")
    story = f"<div class='layout'><div class='story-column'>{_paragraphs(BODY)}</div></div>"
    title, paragraphs = _run(_page(hero + story))
    assert title == TITLE
    assert paragraphs == [TITLE, STANDFIRST, BYLINE, *BODY]


def test_no_jump_to_the_next_story_of_an_endless_page():
    first = [BODY[0], BODY[1]]
    nxt = [p.replace("Paragraph", "Part") for p in BODY] * 3
    html = _page(
        f"<article>{HEADER}<div class='body'>{_paragraphs(first)}</div></article>"
        "<div class='next'><h3>Up next</h3></div>"
        f"<article><h1>Another story of the same site, loaded below</h1>"
        f"<div class='body'>{_paragraphs(nxt)}</div></article>"
    )
    title, paragraphs = _run(html)
    assert title == TITLE
    assert paragraphs == [TITLE, STANDFIRST, BYLINE, *first]


def test_no_jump_over_a_comment_form_to_a_sidebar():
    post = [BODY[0]]
    side = [p.replace("Paragraph", "Note") for p in BODY] * 2
    html = _page(
        f"<div class='post'>{HEADER}{_paragraphs(post)}</div>"
        "<div class='respond-box'><h3>Leave a reply</h3><p>Your email address will not be published.</p></div>"
        f"<div class='about-box'><h3>About the author</h3>{_paragraphs(side)}</div>"
    )
    title, paragraphs = _run(html)
    assert title == TITLE
    assert paragraphs == [TITLE, STANDFIRST, BYLINE, *post]


def test_a_furniture_name_on_the_page_wrapper_is_no_cue():
    story = f"<article>{HEADER}{_paragraphs(BODY)}</article>"
    html = _page(f"<div class='page page-banner articlepage'>{story}</div>")
    assert _run(html)[1] == [TITLE, STANDFIRST, BYLINE, *BODY]


def test_a_post_marked_commented_is_not_a_comment_thread():
    comments = ("<div class='comments'><h3>2 comments</h3>"
                "<p>Great piece, thanks for writing it, I learned a lot from it today.</p></div>")
    html = _page(f"<article class='post commented'>{HEADER}{_paragraphs(BODY)}{comments}</article>")
    title, paragraphs = _run(html)
    assert paragraphs == [TITLE, STANDFIRST, BYLINE, *BODY]
    # Without the rule the whole post weighs nothing (a "comment thread").
    assert _run(html, cue_max_share=1.0)[1] != paragraphs


ROSTER = [(str(10 + i), f"Player Number{i} Example", "L/R" if i % 2 else "R/R", f"6'{i % 6}\"")
          for i in range(16)]


def test_a_roster_table_is_the_text_not_the_copyright_line():
    rows = "".join(f"<tr><td>{n}</td><td>{name}</td><td>{bt}</td><td>{ht}</td></tr>"
                   for n, name, bt, ht in ROSTER)
    html = ("<html><head><title>Active Roster</title></head><body>"
            "<nav><ul><li><a href='/'>News</a></li><li><a href='/v'>Video</a></li></ul></nav>"
            f"<div class='roster'><h2>Pitchers</h2><table>{rows}</table></div>"
            "<p>&copy; 2018 Example Baseball Media, LP. All rights reserved.</p></body></html>")
    lines = [cell for row in ROSTER for cell in row]
    # The table's lines (the "Pitchers" heading above the table is not among them: it was
    # found only as the heading above the copyright line when that line weighed as prose).
    assert _run(html)[1] == lines
    # Without the short-lines reading nothing is found: the copyright line, the page's only
    # punctuated block, is no text.
    assert _run(html, short_lines_gain=0.0)[1] == []


def test_a_short_post_keeps_its_text_against_a_list_in_the_sidebar():
    post = "A short note today: the harbour wall vote passed, and work starts in spring."
    side = "".join(f"<div class='box'>Archive entry {i}</div>" for i in range(40))
    html = _page(f"<div class='main'><h1>{TITLE}</h1><p>{post}</p></div><div class='rail'>{side}</div>")
    assert _run(html)[1] == [TITLE, post]


def test_ad_labels_embed_captions_and_most_read_lists_are_not_text():
    body = (f"<p>{BODY[0]}</p><div class='ad-slot'>Advertisement - Continue Reading Below</div>"
            f"<p>{BODY[1]}</p><blockquote>A post shared by Jane (@jane) on Sep 20, 2018 at 9:55pm PDT"
            f"</blockquote><p>{BODY[2]}</p><div>Share this article</div><p>{BODY[3]}</p>")
    most_read = ("<div><h3>MOST READ IN NEWS</h3>"
                 + "".join(f"<div><p>Teaser {i}: something else happened somewhere, said a man, "
                           f"in a long sentence here.</p></div>" for i in range(3)) + "</div>")
    html = _page(f"<article><h1>{TITLE}</h1>{body}</article>{most_read}")
    assert _run(html)[1] == [TITLE, *BODY[:4]]


def test_a_sub_heading_taken_as_the_title_keeps_the_text_above_it():
    sub = "Why the wall matters to the harbour town"
    html = ("<html><head><title>The wall matters to the town | Daily Example</title></head><body>"
            "<nav><ul><li><a href='/'>Home</a></li><li><a href='/news'>News</a></li></ul></nav>"
            f"<div class='main'>{_paragraphs(BODY[:3])}<h2>{sub}</h2>{_paragraphs(BODY[3:])}</div>"
            "</body></html>")
    title, paragraphs = _run(html)
    assert title == sub
    assert paragraphs == [*BODY[:3], sub, *BODY[3:]]
    # Anchored at the sub-heading, the text above it is lost.
    assert _run(html, use_inner_heading=False)[1] == [sub, *BODY[3:]]


def test_an_unclosed_div_in_noscript_does_not_swallow_the_page():
    html = _page("<noscript><div id='fallback'></noscript>"
                 f"<article><h1>{TITLE}</h1>{_paragraphs(BODY * 2)}</article>")
    assert _run(html)[1] == [TITLE, *(BODY * 2)]
    small = _page(f"<noscript><p>Please enable JavaScript.</p></noscript><article><h1>{TITLE}</h1>"
                  f"{_paragraphs(BODY)}</article>")
    assert _run(small)[1] == [TITLE, *BODY]


def test_a_data_table_inside_the_story_neither_ends_nor_breaks_it():
    cells = [f"Item {i}" for i in range(100)]
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in zip(cells[::2], cells[1::2]))
    html = _page(f"<article><h1>{TITLE}</h1>{_paragraphs(BODY[:2])}<table>{rows}</table>"
                 f"{_paragraphs(BODY[2:])}</article>")
    assert _run(html)[1] == [TITLE, *BODY[:2], *cells, *BODY[2:]]
    # When every short cell costs what a menu item costs, the table ends the story (unless
    # the body's tail is walked: the table and the prose after it share the story element).
    assert _run(html, table_cell_weight=-10.0, body_repair_share=0.0,
                use_body_tail=False)[1] == [TITLE, *BODY[:2]]
    assert _run(html, table_cell_weight=-10.0, body_repair_share=0.0)[1] == [TITLE, *BODY[:2], *cells,
                                                                               *BODY[2:]]


def test_an_unclosed_link_around_the_story_is_no_link():
    html = _page(f"<article><h1>{TITLE}</h1><a href='/profile'><div class='review'>"
                 f"{_paragraphs(BODY * 2)}</div></a></article>")
    assert _run(html)[1] == [TITLE, *(BODY * 2)]


def test_script_code_that_leaked_into_the_text_is_left_out():
    code = ("var _hbEC=0,_hbE=new Array;function _hbEvent(a,b){b=_hbE[_hbEC++]=new Object();"
            "b._N=a;b._C=0;return b;} var hbx=_hbEvent(\"pv\");hbx.vpc=\"HBX0100u\";")
    html = _page(f"<article><h1>{TITLE}</h1><div>{code}</div>{_paragraphs(BODY)}</article>")
    assert _run(html)[1] == [TITLE, *BODY]


def test_article_tools_are_not_text():
    tools = "".join(f"<div>{t}</div>" for t in ("Share", "Print article: Print", "Email article: Email",
                                                "Font size", "Next \u00bb", "Read more"))
    html = _page(f"<article><h1>{TITLE}</h1>{_paragraphs(BODY[:2])}{tools}{_paragraphs(BODY[2:])}"
                 "<h3>Most viewed articles</h3><p>Another story that many people read this week, "
                 "with a long summary sentence that goes on.</p></article>")
    assert _run(html)[1] == [TITLE, *BODY]


def test_a_linked_card_headline_inside_the_story_does_not_stop_the_repair():
    card = ("<aside class='rich-link'><h1><a href='/gallery'>The harbour through the years "
            "in pictures</a></h1></aside>")
    html = _page(f"<article>{HEADER}<div class='body'>{_paragraphs(BODY[:1])}{card}"
                 f"{_paragraphs(BODY[1:])}</div></article>")
    assert _run(html)[1] == [TITLE, STANDFIRST, BYLINE, *BODY]



LINES = [f"Step {i} fold the paper strip number {i} in half and glue it to the card" for i in range(1, 10)]


def test_a_posts_tag_and_category_classes_name_no_furniture():
    # A blog engine writes a post's tags and categories into its class names (here the
    # words "social" and "print"); they say nothing about the post.  The post is short
    # lines, no prose, so it is found as the container of the page's short lines; a long
    # comment thread after it leaves it under half of the page's text.
    post = (f"<div class='post-12 post type-post hentry tag-social-media entry-category-print'>"
            f"<h1>{TITLE}</h1>" + "".join(f"<div>{line}</div>" for line in LINES) + "</div>")
    comments = "<div class='comments'><h3>12 comments</h3>" + "".join(
        f"<div class='comment'><p>Reader {i} wrote: we made this at home with the children last "
        f"weekend, and it kept them busy for a whole rainy afternoon, thank you!</p></div>"
        for i in range(12)) + "</div>"
    html = _page(post + comments)
    assert _run(html) == (TITLE, [TITLE, *LINES])


def test_a_caption_post_gives_the_lines_under_its_headline():
    # A photo post: the headline, a date and a credit line with a link, no prose; the
    # densest run of the page is a short box elsewhere (the blog's licence note).
    post = (f"<div class='post'><h1>{TITLE}</h1><div class='date'>Posted July 8th, 2011</div>"
            "<div>Photos by <a href='/eirik'>Eirik</a> in Paris</div>"
            "<div class='photo'><a href='/p/1'>Photo</a></div><h3>Comments</h3>"
            "<p>No comments yet.</p></div>")
    licence = ("<div class='about'><h3>About</h3><p>The photos on this blog may be shared and "
               "remixed in a non-commercial way, as long as you name the photographer and link "
               "back to this site.</p></div>")
    html = _page(post + licence)
    assert _run(html) == (TITLE, [TITLE, "Posted July 8th, 2011", "Photos by Eirik in Paris"])
    assert _run(html, use_caption_posts=False)[1] != [TITLE, "Posted July 8th, 2011",
                                                      "Photos by Eirik in Paris"]


PROFILE = ["Height: 6-3", "Weight: 273", "Age: 30", "Born: 12/22/1987 Avondale, AZ",
           "College: USC", "Experience: 9th season", "High School: Agua Fria Union HS"]
NOTICE = ("\u00a9 2018 Example League Enterprises LLC. Example League and the shield design are "
          "registered trademarks of the Example League. The team names, logos and uniform "
          "designs are registered trademarks of the teams indicated. All other trademarks are "
          "trademarks of the Example League.")


def test_a_copyright_notice_is_no_text_but_a_storys_own_stays():
    # A profile: short lines, no prose; the footer's long copyright notice is punctuated, but
    # it never makes the text.
    profile = (f"<div class='player'><h1>{TITLE}</h1>"
               + "".join(f"<div>{line}</div>" for line in PROFILE) + "</div>")
    html = _page(profile).replace("<footer><p>Copyright 2018 Daily Example. All rights reserved.</p>",
                                  f"<footer><p>{NOTICE}</p>")
    assert _run(html) == (TITLE, [TITLE, *PROFILE])
    # A wire story ends with its agency's copyright line: it stays with the story.
    wire = "Copyright 2008 The Associated Press. All rights reserved."
    html = _page(f"<article>{HEADER}<div class='body'>{_paragraphs([*BODY, wire])}</div></article>")
    assert _run(html)[1] == [TITLE, STANDFIRST, BYLINE, *BODY, wire]


def test_a_deck_in_an_h2_is_no_first_paragraph_so_the_bodys_subheadings_stay():
    deck = ("Weeks after the second flood closed the road, the town decided, and the council "
            "now has to find the money.")
    header = f"<header class='c-header'><h1 class='c-page-title'>{TITLE}</h1><h2 class='p-dek'>{deck}</h2></header>"
    sub = "The cost will be shared with the region"
    body = (f"<div class='c-entry-content'>{_paragraphs(BODY[:3])}<h3>{sub}</h3>"
            f"{_paragraphs(BODY[3:])}</div>")
    title, paragraphs = _run(_page(f"<article>{header}{body}</article>"))
    assert title == TITLE
    assert paragraphs == [TITLE, deck, *BODY[:3], sub, *BODY[3:]]


def test_a_related_box_set_above_the_body_inside_its_container():
    # The byline sits in the header; the body's container opens with a "Related Content" box
    # (links) floated above the paragraphs.  The box is left out, not the body with it.
    related = ("<div class='related'><h3>Related Content</h3><ul>"
               + "".join(f"<li><a href='/r/{i}'>Another story about the harbour, part {i}</a></li>"
                         for i in range(1, 5))
               + "</ul></div>")
    html = _page(
        f"<div class='story'><div class='hd'><h1>{TITLE}</h1><p class='byline'>By Jane Doe, "
        "Daily Example - 1 hour 19 minutes ago</p></div>"
        f"<div class='bd'>{related}{_paragraphs(BODY)}</div></div>"
        "<div class='twitter'><h2>Daily Example on Twitter</h2>"
        + "".join(f"<div class='entry-content'>Will the harbour wall hold this winter? Make "
                  f"your pick number {i} and win --> http://t.co/x{i}</div>" for i in range(3))
        + "</div>")
    title, paragraphs = _run(html)
    assert title == TITLE
    assert paragraphs == [TITLE, "By Jane Doe, Daily Example - 1 hour 19 minutes ago", *BODY]



CAST = [(f"Actor Number{i} Example", f"as Character {i} (4 episodes, 2018)") for i in range(20)]


def test_a_cast_list_keeps_its_linked_names():
    rows = "".join(f"<tr><td><a href='/name/{i}'>{name}</a></td><td>...</td><td>{role}</td></tr>"
                   for i, (name, role) in enumerate(CAST))
    html = ("<html><head><title>Full Cast</title></head><body>"
            "<nav><ul><li><a href='/'>News</a></li><li><a href='/v'>Video</a></li></ul></nav>"
            f"<div class='cast'><table>{rows}</table></div>"
            "<p>&copy; 2018 Example Media, LP. All rights reserved.</p></body></html>")
    assert _run(html)[1] == [cell for name, role in CAST for cell in (name, "...", role)]
    # Without the linked cells and lines the names, the records' keys, are lost.
    assert _run(html, use_linked_cells=False, use_linked_lines=False)[1] == [cell for _, role in CAST for cell in ("...", role)]


PITCH = ("A spotlight on the people reshaping our politics, and a guiding hand through the "
         "news cycle, in your inbox every weekday.")


def _sections(parts: list[list[str]], between: str) -> str:
    return between.join(f"<section class='story-body-column'><div>{_paragraphs(p)}</div></section>"
                        for p in parts)


def test_a_newsletter_box_between_two_parts_of_the_body_is_stepped_over():
    # The body is cut into sibling sections; a sign-up box headed by an <h2> sits between two
    # of them.  The box is left out and the text goes on after it.
    box = (f"<div class='newsletter-signup'><h2>Sign Up for the Morning Briefing</h2><p>{PITCH}</p>"
           "<p>Captcha is incomplete.</p><h2>Thank you for subscribing.</h2>"
           "<a href='/newsletters'>View all newsletters.</a></div>")
    html = _page(f"<article><header><h1>{TITLE}</h1><p>{STANDFIRST}</p></header>"
                 f"{_sections([BODY[:3], BODY[3:]], box)}</article>")
    title, paragraphs = _run(html)
    assert title == TITLE
    assert paragraphs == [TITLE, STANDFIRST, *BODY]
    # Without stepping over the box, its heading ends the text.
    assert _run(html, use_furniture_boxes=False)[1] == [TITLE, STANDFIRST, *BODY[:3]]


def test_a_furniture_box_before_a_comment_section_or_a_sidebar_still_ends_the_text():
    comments = ("<div class='promo'><h2>Join the discussion</h2><p>Be kind: the harbour wall "
                "has divided the town, and we want to hear what every side thinks of it.</p></div>"
                "<div><p>I have lived here forty years and the wall has never "
                "been this bad; the council should have acted sooner, frankly.</p></div>")
    sidebar = (f"<div class='promo'><h2>Sign Up for the Morning Briefing</h2><p>{PITCH}</p></div>"
               "<div class='sidebar'><p>Our sister paper covers the inland towns, their markets, "
               "their schools and their councils, every day of the week.</p></div>")
    for after in (comments, sidebar):
        html = _page(f"<article><header><h1>{TITLE}</h1><p>{STANDFIRST}</p></header>"
                     f"{_sections([BODY[:3]], '')}{after}</article>")
        assert _run(html)[1] == [TITLE, STANDFIRST, *BODY[:3]]


def test_a_video_players_title_naming_the_page_is_not_the_headline():
    # The story's own headline (an <h2>) words it differently from the <title>; an inline
    # video player between the first paragraphs and the rest carries a title close to the
    # <title>.  A block under a player's (or a dialog's) class name is no headline: the
    # text starts at the story's headline, not under the player.
    video = "Harbour town votes to rebuild old sea wall after floods"
    headline = "Town backs plan to rebuild the sea wall after two winters of floods closed its road"
    player = (f"<div class='vjs-player'><div class='vjs-title'>{video}</div>"
              "<div>Loaded: 0%</div><div>Play</div><div>Current Time 0:15</div></div>")
    html = (f"<html><head><title>{video} | Daily Example</title></head><body>"
            f"<div class='article'><h2>{headline}</h2><p class='byline'>{BYLINE}</p>"
            f"{_paragraphs(BODY[:2])}{player}{_paragraphs(BODY[2:])}</div>"
            "<footer><p>Copyright 2018 Daily Example. All rights reserved.</p></footer></body></html>")
    title, paragraphs = _run(html)
    assert title == headline
    assert paragraphs == [headline, BYLINE, *BODY]


def test_a_carousel_of_linked_headlines_between_headline_and_body_is_no_gap():
    # A related-videos carousel (15 linked <h3> headlines, more than the 600-character title
    # gap) sits between the headline and the body; a sub-heading of the story, wrapped in a
    # paragraph <div> of its own, is followed by prose at once.  Linked headlines do not
    # count in the gap, so the page's own headline keeps its vote for the prose under it.
    sub = "Council shares the cost with the region"
    carousel = ("<div class='carousel'>"
                + "".join(f"<h3><a href='/v/{i}'>Another video about the coast, episode number {i}</a></h3>"
                          for i in range(15))
                + "</div>")
    body = ("<div class='body'>" + "".join(f"<div class='para'><p>{t}</p></div>" for t in BODY[:3])
            + f"<div class='para'><h3>{sub}</h3></div>"
            + "".join(f"<div class='para'><p>{t}</p></div>" for t in BODY[3:]) + "</div>")
    html = _page(f"<div class='article'><h1>{TITLE}</h1><p class='byline'>{BYLINE}</p>"
                 f"{carousel}{body}</div>")
    title, paragraphs = _run(html)
    assert title == TITLE
    assert paragraphs == [TITLE, BYLINE, *BODY[:3], sub, *BODY[3:]]
