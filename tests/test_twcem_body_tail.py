"""TWCEM on posts whose body element goes on with short lines and then more prose (generated
by :mod:`webextract_testkit.body_tail_shapes`), exact texts: a list of items or a gallery's
picture headings between the paragraphs and the closing prose of the same body element is
text, and so is a list that ends the body element; the same lines and prose in a sidebar
after the body are not, nor a list followed by a box of prose inside the body.
"""

from __future__ import annotations

import pytest

from webextract.dom import head_metadata, parse_html
from webextract.extract.twcem import extract
from webextract.extract.twcem.blocks import ElementSpans
from webextract.extract.twcem.boxes import body_tail
from webextract_testkit.body_tail_shapes import HEADLINE, PARAGRAPHS, post_with_list, shapes


def _run(html: str, **options):
    root = parse_html(html.encode("utf-8"))
    return extract(root, head=head_metadata(root), **options)


@pytest.mark.parametrize("name", sorted(shapes()))
def test_body_tail_shapes_give_their_exact_text(name):
    html, title, text = shapes()[name]
    result = _run(html)
    assert (result.title, result.text) == (title, text)


@pytest.mark.parametrize("kind", ["items", "headings", "open", "linked"])
def test_without_the_body_tail_the_text_ends_before_the_short_lines(kind):
    html, _, _ = post_with_list(kind)
    assert _run(html, use_body_tail=False).paragraphs == [HEADLINE, *PARAGRAPHS]


def test_bad_kind_is_refused():
    with pytest.raises(ValueError):
        post_with_list("carousel")


def test_an_open_tail_shorter_than_its_minimum_is_not_taken(monkeypatch):
    from webextract.extract.twcem import boxes

    html, _, text = post_with_list("open")
    assert _run(html).paragraphs == text.split("\n")
    monkeypatch.setattr(boxes, "OPEN_TAIL_MIN_LINES", 31)  # the list has 30 lines
    assert _run(html).paragraphs == [HEADLINE, *PARAGRAPHS]


def test_body_tail_keeps_the_end_without_prose_or_at_a_bad_index():
    spans = ElementSpans([0], [0], [0])
    assert body_tail([], spans, [], -1, set()) == -1
    assert body_tail([], spans, [], 3, set()) == 3


def test_a_tail_may_start_at_a_linked_paragraph_not_at_a_bare_link(monkeypatch):
    from webextract.extract.twcem import boxes

    html, _, text = post_with_list("linked")
    assert _run(html).text == text
    monkeypatch.setattr(boxes, "TAIL_PROSE_CHARS", 10 ** 6)  # every linked paragraph a bare link
    assert _run(html).paragraphs == [HEADLINE, *PARAGRAPHS]
