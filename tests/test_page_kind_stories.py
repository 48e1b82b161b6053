"""The page kind of stories whose paragraphs are interrupted, and of lists that look like them
(`webextract.extract.twcem.story`, `webextract.extract.twcem.kind`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from webextract.api import page_kind
from webextract.dom import parse_html
from webextract.extract.twcem.blocks import segment_page
from webextract.extract.twcem.kind import BREAK_MIN_CHARS, dialog_blocks, page_evidence
from webextract.extract.twcem.story import opens_with_link, paragraph_chain
from webextract.extract.twcem.weights import MAX_LINK_DENSITY, SHORT_BLOCK_WEIGHT, block_weight
from webextract_testkit import interrupted_story_shapes as shapes_mod
from webextract_testkit.news_page_shapes import OTHER_HEADLINE, PARAGRAPHS, frame, most_read

FIXTURES = Path(__file__).parent / "fixtures"
SHAPES = shapes_mod.shapes()


def chain_of(html: bytes):
    """The page's paragraph chain, from its blocks as the page kind weighs them."""
    blocks, spans = segment_page(parse_html(html))
    dialog = dialog_blocks(blocks)
    weights = [0.0 if d else block_weight(b, table_cell_weight=SHORT_BLOCK_WEIGHT) for b, d in zip(blocks, dialog)]
    cut = [b.link_density > MAX_LINK_DENSITY and not d and b.length >= BREAK_MIN_CHARS for b, d in zip(blocks, dialog)]
    return blocks, paragraph_chain(blocks, spans, weights, cut)


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_interrupted_story_shapes(name):
    html, expected = SHAPES[name]
    judged = page_kind(html)
    assert (judged.kind, judged.reason) == expected


def test_a_story_between_gallery_slides_is_one_chain_of_its_paragraphs():
    blocks, chain = chain_of(frame(shapes_mod.gallery_story(groups=5) + most_read(25)))
    assert chain is not None
    assert chain.blocks == 15 and chain.breaks == 4
    assert [blocks[k].text for k in chain.members] == PARAGRAPHS[:3] * 5
    assert chain.chars == 5 * sum(len(p) for p in PARAGRAPHS[:3])


def test_the_story_measure_replaces_the_longest_unbroken_part():
    html = frame(shapes_mod.read_more_story(groups=5) + most_read(25))
    blocks, spans = segment_page(parse_html(html))
    ev = page_evidence(blocks, spans)
    assert ev.main_chars == sum(len(p) for p in (PARAGRAPHS * 3)[:10])
    assert ev.main_blocks == 10
    assert blocks[ev.main_start].text == PARAGRAPHS[0]
    # the parts after the four "Read more" lines were records; they are the story's now
    assert ev.listed_in_main == sum(len(p) for p in (PARAGRAPHS * 3)[2:10])


def test_a_live_blog_chains_across_its_timestamps():
    blocks, chain = chain_of(frame(shapes_mod.live_blog(posts=8)))
    assert chain is not None and chain.blocks == 24 and chain.breaks == 7


def test_search_snippets_one_per_link_make_no_chain():
    _, chain = chain_of(frame(shapes_mod.title_url_results(8), title="Search"))
    assert chain is None


def test_catalogue_field_lines_make_no_chain():
    _, chain = chain_of(frame(shapes_mod.supplier_catalogue(8), title="Suppliers"))
    assert chain is None


def test_posts_under_linked_titles_make_no_chain_across_the_titles():
    blocks, chain = chain_of(frame(shapes_mod.posts_under_linked_titles(5), title="Diary"))
    assert chain is None


def test_a_story_without_interruptions_needs_no_chain():
    page = frame(f"<article><h1>{OTHER_HEADLINE}</h1><div class='body'>"
                 + "".join(f"<p>{p}</p>" for p in PARAGRAPHS * 3) + "</div></article>")
    _, chain = chain_of(page)
    assert chain is None  # one piece of text: the main run already holds it
    assert page_kind(page).kind == "article"


def test_an_entry_opens_with_its_link_a_paragraph_does_not():
    html = (b"<html><body><div><p><a href='/a'>Ferry back after repairs</a> - The harbour ferry returned.</p>"
            b"<p>The ferry, <a href='/s'>the port authority said</a>, returned on Monday.</p>"
            b"<li><strong><a href='/b'>Second entry</a></strong>: a summary of it.</li></div></body></html>")
    blocks, _ = segment_page(parse_html(html))
    assert [opens_with_link(b) for b in blocks] == [True, False, True]


def test_real_review_interrupted_by_gallery_links_is_an_article():
    judged = page_kind((FIXTURES / "articles" / "google-trends-gt_132.html").read_bytes())
    assert judged.kind == "article"
    assert judged.prose_blocks == 30 and judged.prose_chars == 9955


def test_real_search_page_of_title_url_and_snippet_is_records():
    judged = page_kind((FIXTURES / "records" / "estuka-howstuffworks-search.html").read_bytes())
    assert (judged.kind, judged.reason, judged.records) == ("listing", "records", 6)


def test_the_generator_writes_every_page_and_its_expected_kind(tmp_path):
    assert shapes_mod.main([str(tmp_path)]) == 0
    expected = json.loads((tmp_path / "expected.json").read_text())
    assert set(expected) == set(SHAPES)
    for name, (kind, reason) in expected.items():
        judged = page_kind((tmp_path / f"{name}.html").read_bytes())
        assert (judged.kind, judged.reason) == (kind, reason)


def test_the_generator_refuses_a_missing_folder_argument(capsys):
    assert shapes_mod.main([]) == 2
    assert "usage" in capsys.readouterr().err
