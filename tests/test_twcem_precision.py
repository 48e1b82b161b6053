"""Lines that are not the story, on generated news pages with exact expected texts
(webextract_testkit/precision_shapes.py): a gallery's folded slides inside the story, captions
that end with their credit, share rows, publication notes under the story, and teaser lists after the body ("Most read in world
news", "More from ...", "You may like"); and a slideshow whose folded slides are the story."""

from __future__ import annotations

import pytest

from webextract.dom import head_metadata, parse_html
from webextract.extract.twcem import extract
from webextract.extract.twcem.blocks import segment_page, split_hidden_inline
from webextract_testkit import precision_shapes
from webextract_testkit.precision_shapes import HEADLINE, PARAGRAPHS, SHOWN_CAPTION, shapes

SHAPES = shapes()


def _lines(html: bytes, **options) -> list[str]:
    root = parse_html(html)
    return extract(root, head=head_metadata(root), **options).paragraphs


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_shape_gives_exactly_the_story(name: str) -> None:
    html, expected = SHAPES[name]
    assert _lines(html) == expected


@pytest.mark.parametrize("name", ["gallery_captions_folded_by_style", "gallery_slides_folded_by_attribute",
                                  "gallery_slides_folded_in_capitals"])
def test_folded_slides_come_back_when_the_rule_is_off(name: str) -> None:
    html, expected = SHAPES[name]
    lines = _lines(html, hidden_min_visible=-1)
    assert lines[:len(expected) - 4] == expected[:-4]
    assert [line for line in lines if line.startswith("Slide ")] == [
        f"Slide {i}: residents of the harbour town walk past sandbags piled in front of the shops "
        f"on the sea front, number {i}." for i in range(2, 13)]


def test_a_story_with_little_visible_prose_keeps_its_folded_text() -> None:
    """A region whose visible prose is under the threshold is the page's text as it stands."""
    html = precision_shapes.frame(precision_shapes.story_page(precision_shapes.folded_gallery()))
    lines = _lines(html, hidden_min_visible=10**6)
    assert SHOWN_CAPTION in lines and sum(line.startswith("Slide ") for line in lines) == 11
    assert _lines(precision_shapes.frame(precision_shapes.slideshow_page())) == [HEADLINE] + PARAGRAPHS[:4]


def test_hidden_marks_follow_the_tree() -> None:
    root = parse_html(b"<html><body><div style='Display : None'><p>folded one</p></div>"
                      b"<p>shown <span style='display:none'>tucked</span> text</p>"
                      b"<div class='slide'><img src='a.jpg'><cite style='display:none'>folded caption</cite></div>"
                      b"<section hidden><p>folded two</p></section><p>last shown</p></body></html>")
    blocks, _ = segment_page(root, hidden=split_hidden_inline(root))
    assert [(b.text, b.hidden) for b in blocks] == [
        ("folded one", True), ("shown tucked text", False), ("folded caption", True),
        ("folded two", True), ("last shown", False)]
    assert not any(b.hidden for b in segment_page(root)[0])  # marked only when asked


@pytest.mark.parametrize("names,clone", [
    ("owl-item cloned", True), ("slick-slide slick-cloned", True), ("swiper-slide swiper-slide-duplicate", True),
    ("bx-clone", True), ("glide__slide glide__slide--clone", True), ("splide__slide--clone", True),
    ("post tag-cloned-meat", False), ("entry category-duplicate-bridge", False), ("clone-wars-review", False),
    ("owl-item active", False)])
def test_slide_copies_are_named_by_their_carousel_classes(names: str, clone: bool) -> None:
    root = parse_html(f"<html><body><div class='{names}'><p>One line of text in the element.</p></div>"
                      f"</body></html>".encode())
    blocks, _ = segment_page(root)
    assert [b.overlay_cue for b in blocks] == [clone]


def test_furniture_lines_come_back_when_the_rule_is_off() -> None:
    html, expected = SHAPES["furniture_boxes_inside_the_story"]
    lines = _lines(html, furniture_line_chars=0)
    assert lines == expected[:7] + ["Click to follow", "Ad of", "Resume your video",
                                    "Get the Coast News briefing", "Thank you for signing up!"] + expected[7:]


def test_inner_furniture_is_the_nearest_name() -> None:
    root = parse_html(b"<html><body><div class='article-content'><p>In the story.</p>"
                      b"<div class='share-bar'><p>Share bar line</p><div class='story-note'><p>A note</p></div></div>"
                      b"</div><div class='sidebar'><p>Side line</p></div></body></html>")
    blocks, spans = segment_page(root)
    assert [(b.text, spans.inner_furniture(b.owner)) for b in blocks] == [
        ("In the story.", False), ("Share bar line", True), ("A note", False), ("Side line", True)]
