"""Logical link blocks (Wang et al. 2015, 001): distances, blocks, LCR and CCR."""

from __future__ import annotations

import pytest

from webextract.denoise.linkblocks import (
    C_T,
    D_T_CODE,
    D_T_TEXT,
    code_distance,
    find_link_blocks,
    find_links,
    remove_spans,
    text_distance,
)
from webextract.dom import NotHTMLError
from webextract.text.distance import count_text_units, text_units

# ------------------------------------------------------------------ Def. 2 counting units


def test_words_count_one_each():
    assert count_text_units("Bei Jing 2008") == 3  # the paper's example
    assert text_units("don't stop") == ["don't", "stop"]


def test_cjk_characters_count_one_each():
    assert text_units("北京欢迎你") == ["北", "京", "欢", "迎", "你"]
    assert count_text_units("abc中文def") == 4


def test_whole_numbers_count_one():
    assert text_units("3,935,437 views 1:28:08 3.14") == ["3,935,437", "views", "1:28:08", "3.14"]


def test_whole_dates_count_one():
    assert count_text_units("March 8th, 2014") == 1  # the paper's example
    assert text_units("on 8 March 2014 and 2014-03-08 or 08/03/2014 and 2014年3月8日") == [
        "on", "8 March 2014", "and", "2014-03-08", "or", "08/03/2014", "and", "2014年3月8日",
    ]
    assert text_units("Jan. 5, 2020") == ["Jan. 5, 2020"]


def test_runs_of_the_same_punctuation_count_one():
    assert text_units("Hello... world!!?") == ["Hello", "...", "world", "!!", "?"]
    assert text_units("——「」。。") == ["——", "「", "」", "。。"]
    assert count_text_units(".,") == 2


def test_count_agrees_with_the_units():
    text = (
        "Posted March 8th, 2014 at 10:30 -- 3,935,437 views!!! 北京 2008年8月8日 opening; "
        "see 2014-03-08, 08/03/2014 and 8 March 2014... don't miss it (1990s) ¿qué? №5"
    )
    units = text_units(text)
    assert count_text_units(text) == len(units) == 31
    assert count_text_units(text, 10) == 10


def test_count_with_limit_stops_early():
    long = "word " * 10_000
    assert count_text_units(long, 40) == 40
    assert count_text_units("a b c", 40) == 3
    assert count_text_units("", 40) == 0 and count_text_units(None) == 0
    # a limit never changes a count below it, dates included
    text = "March 8th, 2014 " * 10
    assert count_text_units(text, 40) == count_text_units(text) == 10


# ------------------------------------------------------------------ Def. 1 and Def. 2 distances


def test_code_distance_removes_attributes():
    html = '<A id=m>ABC</A>'
    assert code_distance(html, 0, len(html)) == len("<A>ABC</A>")
    gap = '</li>\n   <li class="item" data-x="1">'
    assert code_distance(gap, 0, len(gap)) == len("</li><li>")
    gap = " | some  text\n here | "
    assert code_distance(gap, 0, len(gap)) == len("| some text here |")


def test_text_distance_skips_tags_scripts_comments_and_decodes_entities():
    gap = "</li><!-- x y z --><li><script>var a = 1 + 2;</script>Tom &amp; Jerry<style>p{}</style></li>"
    assert text_distance(gap, 0, len(gap)) == 3
    assert text_distance(gap, 0, len(gap), limit=2) == 2
    assert text_distance("abc", 2, 1) == 0


# ------------------------------------------------------------------ links


def test_find_links_offsets_and_rules():
    html = (
        '<p><a href="/a">A</a> <a name="top">anchor</a> <!-- <a href="/c">C</a> -->'
        '<script>"<a href=/d>"</script><A HREF="/e">E</A><a href="/f">F open<a href="/g">G</a>'
    )
    links = find_links(html)
    assert [html[s:e] for s, e in links] == [
        '<a href="/a">A</a>',
        '<A HREF="/e">E</A>',
        '<a href="/f">F open',
        '<a href="/g">G</a>',
    ]


def test_styles_and_scripts_end_at_their_own_end_tag():
    html = (
        "<style>p { color: red }</style>" + '<a href="/1">one</a>'
        + "<script>var s = '<a href=/x>x</a>';</script>" + '<a href="/2">two</a>'
        + "<style>b {}</style><!-- <a href=/y>y</a> -->" + '<a href="/3">three</a>'
    )
    assert [html[s:e] for s, e in find_links(html)] == [
        '<a href="/1">one</a>', '<a href="/2">two</a>', '<a href="/3">three</a>',
    ]
    assert find_links("<p>x</p><!-- unclosed <a href=/1>a</a>") == []


# ------------------------------------------------------------------ Def. 5 blocks


def menu(n: int, sep: str = " | ") -> str:
    return sep.join(f'<a href="/{i}">m{i}</a>' for i in range(n))


def test_block_needs_c_t_links():
    html = menu(3)
    result = find_link_blocks(html)
    assert [(b.start, b.end, b.links) for b in result.blocks] == [(0, len(html), 3)]
    assert find_link_blocks(menu(2)).blocks == []
    assert find_link_blocks(menu(2), c_t=2).blocks[0].links == 2


def test_every_gap_must_be_below_d_t():
    words = " ".join(["w"] * 5)
    html = menu(3) + f" {words} " + menu(3)
    # the gap between the two menus is 5 text units: below d_t = 6, equal to d_t = 5
    assert [b.links for b in find_link_blocks(html, d_t=6).blocks] == [6]
    assert [b.links for b in find_link_blocks(html, d_t=5).blocks] == [3, 3]
    # " | " separators are one unit each
    assert find_link_blocks(menu(4), d_t=1).blocks == []
    assert [b.links for b in find_link_blocks(menu(4), d_t=2).blocks] == [4]


def test_code_distance_blocks():
    html = menu(3, sep="<br>") + "<div>" + "x" * 100 + "</div>" + menu(3, sep="<br>")
    result = find_link_blocks(html, distance="code")
    assert result.d_t == D_T_CODE
    assert [b.links for b in result.blocks] == [3, 3]
    assert [b.links for b in find_link_blocks(html, distance="code", d_t=200).blocks] == [6]


def test_lcr_and_ccr_hand_computed():
    body = "<p>" + " ".join(["word"] * 50) + "</p>"
    html = menu(4) + body + '<a href="/x">lonely</a>'
    result = find_link_blocks(html)
    assert result.page_links == 5 and result.block_links == 4
    assert result.lcr == 4 / 5
    assert result.block_length == len(menu(4))
    assert result.ccr == len(menu(4)) / len(html)
    assert (result.distance, result.c_t, result.d_t) == ("text", C_T, D_T_TEXT)


def test_page_without_links():
    result = find_link_blocks("<html><body><p>No links here.</p></body></html>")
    assert result.blocks == [] and result.page_links == 0
    assert result.lcr == 0.0 and result.ccr == 0.0
    assert find_link_blocks("").ccr == 0.0


def test_bytes_input_is_decoded():
    html = ('<meta charset="iso-8859-1"><p>caf\xe9 ' + menu(3) + "</p>").encode("latin-1")
    result = find_link_blocks(html)
    assert result.blocks[0].start == len('<meta charset="iso-8859-1"><p>café ')


def test_bad_input():
    with pytest.raises(NotHTMLError):
        find_link_blocks(b"%PDF-1.4 binary")
    with pytest.raises(ValueError):
        find_link_blocks("<a href=/>x</a>", distance="pixels")
    with pytest.raises(ValueError):
        find_link_blocks("<a href=/>x</a>", c_t=0)
    with pytest.raises(TypeError, match="expected HTML bytes or text"):
        find_link_blocks(None)


def test_remove_spans():
    html = "intro " + menu(3) + " outro"
    result = find_link_blocks(html)
    assert remove_spans(html, result.blocks) == "intro   outro"


def test_large_page_in_one_scan():
    html = "<ul>" + "".join(f'<li><a href="/{i}">entry {i}</a></li>' for i in range(50_000)) + "</ul>"
    result = find_link_blocks(html)
    assert [b.links for b in result.blocks] == [50_000]
    assert result.lcr == 1.0
