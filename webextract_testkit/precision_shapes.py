"""Generated news pages whose story is wrapped in lines that are not its text, with the exact
text the article extractor must return for each.

A modern story page puts more than the story inside the story's own container: a gallery
whose slides a script shows one at a time (every caption but the first folded away with
``display: none`` or ``hidden``), photo captions that end with their credit ("1of4 ... (AP
Photo/Jane Doe)", "... Credit: Getty Images"), share rows ("Share this story", "Share your
thoughts with friends") and, after the body, teaser lists headed "Most read in world news",
"More from ..." or "You may like", a blog's "Recent Posts" widget of excerpts, the notes a publishing system prints under the story
(the print-edition note, a reprint notice, a blog engine's "This entry was posted on ..."),
the short lines of furniture boxes set inside the story's content element (a follow
button, a video player's messages, a sign-up box), and a looping carousel's copies of its slides (Owl Carousel's ``cloned``, Slick's
``slick-cloned``), whose captions would come twice.  The text of each page is the headline, the byline and
date lines the dev sets' truths keep, and the story's paragraphs; nothing else.

:func:`shapes` returns ``{name: (html, expected_lines)}``; the parts are built by
:func:`story_page`, :func:`folded_gallery`, :func:`credited_figures`, :func:`share_rows`,
:func:`publication_notes`, :func:`cloned_carousel`, :func:`furniture_boxes`,
:func:`post_list` and :func:`teaser_list`.  :func:`slideshow_page` is the counter-shape: a story told by its
slides, all but the first folded, whose text is every slide.
"""

from __future__ import annotations

HEADLINE = "Storm closes coast road for second time this winter"
BYLINE = "By Tom Reyes"
DATELINE = "Published 14 February 2019"
PARAGRAPHS = [
    f"Paragraph {i} of the story: the coast road between the two harbour towns was closed again "
    f"on Thursday as waves broke over the sea wall, and the council said repairs would take a week."
    for i in range(1, 9)
]
#: The caption of the one slide a reader sees.
SHOWN_CAPTION = "Waves break over the sea wall at high tide on Thursday morning."


def frame(body: str, title: str = f"{HEADLINE} | Coast News") -> bytes:
    """A whole page: ``<title>``, a menu, ``body`` and a footer with a copyright line."""
    menu = "".join(f"<li><a href='/s/{i}/'>Section {i}</a></li>" for i in range(12))
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title></head><body>"
            f"<header><nav><ul>{menu}</ul></nav></header>{body}"
            "<footer><p>© 2019 Coast News. All rights reserved.</p></footer></body></html>").encode()


def story_page(inside: str = "", after: str = "", split: int = 4) -> str:
    """The story: a header (headline, byline, date) and a body whose paragraphs are cut at
    ``split`` by ``inside`` (a gallery, captions, a share row); ``after`` follows the body
    inside the article (teaser lists)."""
    first = "".join(f"<p>{p}</p>" for p in PARAGRAPHS[:split])
    rest = "".join(f"<p>{p}</p>" for p in PARAGRAPHS[split:])
    return (f"<article><header><h1>{HEADLINE}</h1><p class='byline'>{BYLINE}</p>"
            f"<p class='date'>{DATELINE}</p></header><div class='story-body'>{first}{inside}{rest}"
            f"</div>{after}</article>")


def folded_gallery(n: int = 12, how: str = "style") -> str:
    """A gallery of ``n`` slides inside the story: each an image and a ``<cite>`` caption; the
    first shown, the others folded by an inline ``display: none`` on the caption (``how ==
    "style"``), by the ``hidden`` attribute on the slide (``"attribute"``), or by ``DISPLAY:
    NONE`` in capitals on the slide (``"upper"``)."""
    slides = []
    for i in range(n):
        caption = SHOWN_CAPTION if i == 0 else (
            f"Slide {i + 1}: residents of the harbour town walk past sandbags piled in front of "
            f"the shops on the sea front, number {i + 1}.")
        cite_style = " style='display: none'" if i and how == "style" else ""
        slide_attr = " hidden" if i and how == "attribute" else (
            " style='DISPLAY: NONE'" if i and how == "upper" else "")
        slides.append(f"<div class='slide'{slide_attr}><img src='/g/{i}.jpg' alt=''>"
                      f"<cite{cite_style}>{caption}</cite></div>")
    return f"<div class='gallery'>{''.join(slides)}</div>"


#: The captions of a carousel's slides.
CAROUSEL_CAPTIONS = [f"Carousel slide {i}: the sea front of the harbour town after the storm." for i in range(1, 5)]


def cloned_carousel(item: str = "owl-item", clone: str = "owl-item cloned") -> str:
    """A looping carousel inside the story: its four slides (class ``item``) with copies of
    the last two before them and of the first two after them (class ``clone``), as Owl
    Carousel (``cloned``) and Slick (``slick-cloned``) make them."""
    def slide(cls: str, i: int) -> str:
        return f"<div class='{cls}'><img src='/c/{i}.jpg' alt=''><p>{CAROUSEL_CAPTIONS[i]}</p></div>"
    slides = ([slide(clone, i) for i in (2, 3)] + [slide(item, i) for i in range(4)]
              + [slide(clone, i) for i in (0, 1)])
    return f"<div class='carousel'><div class='stage'>{''.join(slides)}</div></div>"


def credited_figures() -> str:
    """Photo captions that end with their credit, as news sites print them."""
    captions = [
        "1of4 Waves break over the sea wall in the harbour town on Thursday. (AP Photo/Jane Doe)",
        "Sandbags are piled in front of the shops on the sea front. Credit: Getty Images",
        "The closed coast road seen from the cliff path. Photograph: Ann Lee/AP",
        "A council worker inspects the damage to the sea wall on Friday. (Ann Lee/Reuters)",
    ]
    return "".join(f"<figure><img src='/f/{i}.jpg' alt=''><figcaption>{c}</figcaption></figure>"
                   for i, c in enumerate(captions))


def share_rows() -> str:
    """A share row and a comment prompt between the body's paragraphs."""
    links = "".join(f"<li><a href='/share/{s}'>{s}</a></li>" for s in ("Facebook", "Twitter", "Email"))
    return (f"<div class='share-bar'><p>Share this story</p><ul>{links}</ul></div>"
            "<p>Share your thoughts with friends</p>")


def furniture_boxes() -> str:
    """Boxes inside the story's content element whose own class names name furniture: a
    follow button, a video player's messages, a sign-up box's pitch and thanks."""
    return ("<div class='social-follow'><div class='fb-info'>Click to follow</div></div>"
            "<div class='video-wrap'><div class='ad-counter'>Ad of</div>"
            "<p class='ad-resume'>Resume your video</p></div>"
            "<div class='newsletter-box'><p>Get the Coast News briefing</p>"
            "<p>Thank you for signing up!</p></div>")


def publication_notes() -> str:
    """The notes a publishing system prints under a story: the print-edition note, a reprint
    notice and a blog engine's post footer."""
    return ("<p class='print-note'>A version of this article appears in print on 15 February 2019, on "
            "page A4 of the national edition with the headline: Storm closes coast road.</p>"
            "<p>This copy is for your personal, non-commercial use only. Distribution and use of this "
            "material are governed by our Subscriber Agreement and by copyright law.</p>"
            "<p class='postmetadata'>This entry was posted on Thursday, February 14th, 2019 at 9:12 am "
            "and is filed under News. You can follow any responses to this entry through the RSS 2.0 "
            "feed.</p>")


def teaser_list(heading: str, n: int = 6) -> str:
    """A list of ``n`` teasers (headline link and a one-sentence summary) under ``heading``."""
    items = "".join(f"<li><h3><a href='/t/{i}'>Teaser headline number {i} about the coast</a></h3>"
                    f"<p>A summary of teaser {i}, one sentence long, about another story of the week.</p></li>"
                    for i in range(n))
    return f"<section><h2>{heading}</h2><ul>{items}</ul></section>"


def post_list(heading: str, n: int = 5) -> str:
    """A blog's widget after a post: ``heading`` ("Recent Posts", "Recent Network Posts",
    "Recently Cataloged") over
    ``n`` excerpts of other posts, each a plain paragraph followed by its author line."""
    items = "".join(f"<div class='item'><p>Another post of the blog, number {i}, opens with a long sentence "
                    f"about the coast road, the sea wall and the winter storms of the year.</p>"
                    f"<p>by Ann Lee</p></div>" for i in range(n))
    return f"<div class='block'><h3>{heading}</h3>{items}</div>"


def slideshow_page() -> str:
    """A story told by its slides: every slide but the first folded by ``display: none``."""
    fold = " style='display:none'"
    slides = "".join(f"<div class='slide'{fold if i else ''}><p>{p}</p></div>"
                     for i, p in enumerate(PARAGRAPHS[:4]))
    return f"<article><h1>{HEADLINE}</h1><div class='slides'>{slides}</div></article>"


def shapes() -> dict[str, tuple[bytes, list[str]]]:
    """Every generated page by name, with the exact lines (``ArticleResult.paragraphs``) its
    text must have."""
    head = [HEADLINE, BYLINE, DATELINE]
    story = head + PARAGRAPHS
    with_shown = head + PARAGRAPHS[:4] + [SHOWN_CAPTION] + PARAGRAPHS[4:]
    return {
        "gallery_captions_folded_by_style": (frame(story_page(folded_gallery())), with_shown),
        "gallery_slides_folded_by_attribute": (frame(story_page(folded_gallery(how="attribute"))), with_shown),
        "gallery_slides_folded_in_capitals": (frame(story_page(folded_gallery(how="upper"))), with_shown),
        "carousel_with_cloned_slides": (frame(story_page(cloned_carousel())),
                                        head + PARAGRAPHS[:4] + CAROUSEL_CAPTIONS + PARAGRAPHS[4:]),
        "slick_carousel_with_cloned_slides": (
            frame(story_page(cloned_carousel("slick-slide", "slick-slide slick-cloned"))),
            head + PARAGRAPHS[:4] + CAROUSEL_CAPTIONS + PARAGRAPHS[4:]),
        "captions_ending_with_credits": (frame(story_page(credited_figures())), story),
        "share_rows_in_the_body": (frame(story_page(share_rows())), story),
        "most_read_in_world_news_after_body": (
            frame(story_page(after=teaser_list("Most read in world news"))), story),
        "more_from_after_body": (frame(story_page(after=teaser_list("More from Coast News"))), story),
        "you_may_like_after_body": (frame(story_page(after=teaser_list("You may like"))), story),
        "furniture_boxes_inside_the_story": (frame(story_page(furniture_boxes())), story),
        "publication_notes_under_the_body": (frame(story_page(split=8, inside=publication_notes())), story),
        "recent_posts_widget_after_post": (frame(story_page(after=post_list("Recent Posts"))), story),
        "recently_cataloged_after_post": (frame(story_page(after=post_list("Recently Cataloged"))), story),
        "recent_network_posts_after_post": (frame(story_page(after=post_list("Recent Network Posts"))), story),
        "slideshow_told_by_folded_slides": (frame(slideshow_page()), [HEADLINE] + PARAGRAPHS[:4]),
    }
