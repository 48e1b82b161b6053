"""Tabloid article pages (generated, exact expected texts): overlays, share widgets, players.

The shape: a consent dialog whose privacy notice holds more text than the story; the story
inside a furniture-named page wrapper (``page-banner``) that holds less than half of the
page's text because of that dialog; a video player whose controls and hidden dialogs
("This is a modal window.") sit between the header and the body; an "Embed this" box whose
``<iframe>`` code is shown as text; and, at the foot of the story, a share widget whose
``<h1>`` repeats the meta title ("Share or comment on this article:") above the readers'
comments.  The headline is the story's own ``<h2>``, and the text is the story.
"""

from __future__ import annotations

from webextract.dom import head_metadata, parse_html
from webextract.extract.twcem import extract

META_TITLE = "Harbour town votes to rebuild its sea wall"
HEADLINE = ("Harbour town votes to rebuild its old sea wall after two winters of floods "
            "closed the main road - and the council says the work starts in spring")
BULLETS = [
    "Residents backed the plan by a wide margin in Sunday's vote in the town hall",
    "The main road along the front was closed twice by floods last winter",
]
BYLINE = "By Jane Doe For Daily Example"
DATES = "Published: 16:07 BST, 16 July 2018 | Updated: 16:21 BST, 16 July 2018"
BODY = [
    f"Paragraph {i} of the story: the council said the work would start in spring, that the "
    f"cost would be shared with the region, and that the road would stay open throughout."
    for i in range(1, 7)
]
PRIVACY = [
    f"Section {i} of the privacy notice: we and our partners use cookies and similar "
    f"technologies to store and access information on your device, to measure the audience "
    f"of our pages and to show you advertising that is relevant to your interests."
    for i in range(1, 13)
]
COMMENTS = [
    "Who writes these headlines? The wall was rebuilt ten years ago and it fell down again.",
    "Good news for the town at last, the road has been a mess for two winters now.",
]


def _run(html: str, **options) -> tuple[str | None, list[str]]:
    root = parse_html(html.encode("utf-8"))
    result = extract(root, head=head_metadata(root), **options)
    return result.title, result.paragraphs


def _paragraphs(texts: list[str], cls: str = "") -> str:
    attr = f" class='{cls}'" if cls else ""
    return "".join(f"<p{attr}>{t}</p>" for t in texts)


PLAYER = (
    "<div class='video-js vjs-paused'><div class='vjs-control-bar'>"
    + "".join(f"<div class='vjs-control'><span class='vjs-control-text'>{t}</span></div>"
              for t in ("Play", "Mute", "Current Time 0:00", "Duration Time 0:38", "Fullscreen",
                        "Captions", "Chapters", "Descriptions", "Audio Track"))
    + "</div><div class='vjs-modal-dialog vjs-hidden'><p class='vjs-modal-dialog-description'>"
    "This is a modal window. This modal can be closed by pressing the Escape key or activating "
    "the close button.</p></div>"
    "<div class='vjs-menu'><ul>"
    + "".join(f"<li class='vjs-menu-item'>{t}</li>" for t in
              ("Foreground", "Background", "Window", "Font Size", "Text Edge Style", "Font Family",
               "Reset", "Done", "Caption Settings Dialog", "Beginning of dialog window"))
    + "</ul></div></div>"
)
SHARE_TOP = ("<div class='article-icon-links-container'><ul class='social-share'>"
             "<li class='share-facebook'><a href='/s/f'>Facebook</a></li>"
             "<li class='share-email'><a href='/s/e'>e-mail</a></li></ul>"
             "<div class='share-count'>20 shares</div></div>")
SHARE_BOTTOM = (
    "<div class='shareArticles'><h3 class='social-links-title'>Share or comment on this "
    f"article:</h3><h1>{META_TITLE}</h1><ul class='social-share'>"
    "<li class='share-email'><a href='/s/e'>e-mail</a></li></ul>"
    "<div class='shares_count'>20</div></div>"
)
EMBED = (
    "<div class='embed-modal'><h2>Most watched videos</h2><div class='embed-button'>Embed this</div>"
    "<div class='embed-modal-body'>&lt;iframe style=\"width:1px;min-width:100%;height:352px\" "
    "src=\"https://www.example.com/api/most-watched-videos/news/dark\" frameborder=\"0\" "
    "scrolling=\"no\"&gt;&lt;/iframe&gt;</div></div>"
)
CONSENT = (
    "<div class='mol-ads-cmp'><div class='mol-ads-cmp--modal'><div class='mol-ads-cmp--modal-dialog'>"
    "<h2>By using the site you agree to our privacy settings</h2>"
    f"{_paragraphs(PRIVACY)}</div></div></div>"
)


def _page() -> str:
    comments = ("<div class='reader-comments'><h3>Comments 2</h3>"
                + _paragraphs(COMMENTS, "comment-body") + "</div>")
    story = (
        f"<div class='article-text heading-tag-switch'><h2>{HEADLINE}</h2>"
        f"<ul class='mol-bullets-with-font'>{''.join(f'<li>{b}</li>' for b in BULLETS)}</ul>"
        f"<p class='author-section byline-plain'>{BYLINE}</p><p class='byline-section'>{DATES}</p>"
        f"{SHARE_TOP}{PLAYER}"
        f"<div itemprop='articleBody'>{_paragraphs(BODY, 'mol-para-with-font')}</div>"
        f"{SHARE_BOTTOM}{comments}{EMBED}</div>"
    )
    nav = ("<ul class='nav-primary'>"
           + "".join(f"<li><a href='/{s}'>{s.title()}</a></li>" for s in ("news", "sport", "money"))
           + "</ul>")
    return (f"<html><head><title>{META_TITLE} | Daily Example Online</title>"
            f"<meta property='og:title' content='{META_TITLE}'></head><body>"
            f"<div class='page page-banner articlePage'>{nav}{story}</div>{CONSENT}"
            "</body></html>")


def test_the_story_not_the_consent_dialog_nor_the_share_widget_headline():
    title, paragraphs = _run(_page())
    assert title == HEADLINE
    assert paragraphs == [HEADLINE, *BULLETS, BYLINE, DATES, *BODY]


def test_the_consent_dialog_weighs_nothing():
    # A page that is only a consent dialog has no text: its notice is not the page's prose.
    html = f"<html><head><title>Example</title></head><body>{CONSENT}</body></html>"
    assert _run(html)[1] == []


def test_embed_code_shown_as_text_is_no_text():
    html = ("<html><head><title>Harbour news</title></head><body><article>"
            f"<h1>Harbour news</h1>{_paragraphs(BODY[:3])}{EMBED}</article></body></html>")
    title, paragraphs = _run(html)
    assert title == "Harbour news"
    assert paragraphs == ["Harbour news", *BODY[:3]]


def test_photo_credits_gallery_counters_and_teaser_lists_are_no_text():
    title = "Harbour news"
    figure = ("<figure><img src='/p/1.jpg'><div class='counter'>1 of 4</div>"
              "<p>(AP Photo/John Doe)</p></figure>")
    figure2 = ("<figure><img src='/p/2.jpg'><p>Credit: Getty</p><p>Photo: Jane Roe (Reuters)</p>"
               "<figcaption>Residents on the old sea wall at dawn on Sunday, before the vote in "
               "the town hall [WireImage]</figcaption></figure>"
               "<div class='meta'><div>2018-09-24T10:00:00+02:00</div><div>https://example.com/p/2.jpg</div></div>")
    teasers = ("<div><h3>You may like</h3><ul>"
               + "".join(f"<li><a href='/t/{i}'>Another harbour story number {i}</a></li>" for i in range(4))
               + "</ul></div><div><h3>Most read in world news</h3></div><div><h3>More from Sport</h3></div>")
    html = (f"<html><head><title>{title}</title></head><body><article><h1>{title}</h1>{figure}"
            f"{_paragraphs(BODY[:3])}<p>Share this story</p>{figure2}{_paragraphs(BODY[3:])}"
            f"{teasers}</article></body></html>")
    assert _run(html) == (title, [title, *BODY])


def test_a_photo_gallery_after_the_story_does_not_join_it():
    title = "Harbour news"
    slides = "".join(
        f"<li><h2>{k}/12 Another famous harbour</h2><p>Slide {k}: the harbour of another town, "
        f"photographed from the sea wall at dawn, with boats, cranes and the old lighthouse.</p>"
        f"<p>Example Photo Agency</p></li>" for k in range(1, 13))
    html = (f"<html><head><title>{title}</title></head><body><article><h1>{title}</h1>"
            f"{_paragraphs(BODY[:3])}<div class='gallery'><h3>The harbour and other famous harbours</h3>"
            f"<ul>{slides}</ul></div></article></body></html>")
    assert _run(html) == (title, [title, *BODY[:3]])
    # Without the rule the gallery's captions outweigh the story.
    assert _run(html, use_galleries=False)[1] != [title, *BODY[:3]]


def test_a_support_appeal_and_a_script_statement_are_no_text():
    title = "Harbour news"
    appeal = ("<div class='contributions__epic'><h2>Since you’re here …</h2><p>... we have a small "
              "favour to ask. More people are reading our journalism than ever, but advertising "
              "revenues are falling fast, and we need the support of our readers to go on.</p>"
              "<p>If everyone who reads our reporting helps to support it, our future would be much "
              "more secure. Support us with a contribution today, it takes a minute.</p></div>")
    script = ("<div>window._taboola = window._taboola || []; _taboola.push({ mode: 'thumbnails-c', "
              "container: 'taboola-gallery', placement: 'Gallery Thumbnails' }); "
              "_taboola.push({flush: true});</div>")
    html = (f"<html><head><title>{title}</title></head><body><article><h1>{title}</h1>"
            f"{_paragraphs(BODY[:3])}{script}{_paragraphs(BODY[3:])}{appeal}</article></body></html>")
    assert _run(html) == (title, [title, *BODY])
