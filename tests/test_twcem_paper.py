"""TWCEM's paper mode (002_789432c8112e1bea.txt): Algorithms 1-4 step by step and end to
end (the default mode and the command line: test_twcem.py)."""

from __future__ import annotations

import pytest

from test_twcem import P1, P2, P3, _root
from webextract.dom import head_metadata, parse_html
from webextract.extract.twcem.title import (
    choose_title_paper,
    closest_by_edit_distance,
    id_class_title,
    is_abnormal,
    meta_title,
)
from webextract.extract.twcem import extract, html_to_rows, locate_content, segment_rows


# --------------------------------------------------------------------------- Algorithm 1


def test_html_to_rows_drops_scripts_styles_and_tags_and_splits_lines():
    rows = html_to_rows(_root())
    assert rows[0] == "Storm closes harbour bridge - The Daily Example"
    assert "HomeNewsSport" in rows  # tags go, nothing is inserted for them
    assert not any("color:red" in r or "var a" in r for r in rows)
    assert rows[rows.index("Storm closes harbour bridge"):rows.index("Storm closes harbour bridge") + 6] == [
        "Storm closes harbour bridge", "By Ann Writer", P1, P2, "Ferries", P3,
    ]


def test_html_to_rows_keeps_empty_rows_as_line_numbers():
    root = parse_html(b"<html><body><p>one\n\nthree</p><!-- two -->\n</body></html>")
    assert html_to_rows(root) == ["one", "", "three", ""]


# --------------------------------------------------------------------------- Algorithm 3


def test_segment_rows_filters_by_delta1_length_and_delta2_punctuation():
    rows = ["Home", "ab.", "Menu | News", "First sentence, here.", "", "Last one!"]
    f, ccl = segment_rows(rows)  # δ1 = 4, δ2 = 1
    assert ccl == ["First sentence, here.", "Last one!"]
    assert f == [2, 3]  # cumulative punctuation count f_Cblock
    # δ1 = 3 keeps "ab." (3 visible characters); δ2 = 0 keeps unpunctuated rows.
    assert segment_rows(rows, delta1=3)[1] == ["ab.", "First sentence, here.", "Last one!"]
    assert segment_rows(rows, delta2=0)[1] == ["Home", "Menu | News", "First sentence, here.", "Last one!"]


def test_segment_rows_length_ignores_whitespace():
    # "a b." is 3 visible characters (Definition 4), below δ1 = 4.
    assert segment_rows(["a b.", "ab c."])[1] == ["ab c."]


# --------------------------------------------------------------------------- Algorithm 4


CCL = [
    "Sign in, register.",  # 0
    "Storm news: the harbour bridge closed, says the mayor.",  # 1 shares storm, harbour, bridge
    "Body text without title words.",  # 2
    "More body text, still nothing.",  # 3
    "The bridge storm of the harbour was the worst.",  # 4 shares storm/harbour (order) -> LCS 2
    "Comments: 3.",  # 5
]


def test_locate_content_start_and_end_by_lcs_with_the_title():
    # K = 0: a Cblock is its row.
    start, end = locate_content(CCL, "Storm closes harbour bridge", context_k=0)
    assert (start, end) == (1, 4)
    assert CCL[start:end] == CCL[1:4]  # the paper's loop stops before row_end
    # K = 1 (the default): the forward Cblock of row 0 holds row 1, the reverse Cblock of
    # row 5 holds row 4, so both ends move out by one row.
    assert locate_content(CCL, "Storm closes harbour bridge") == (0, 5)


def test_locate_content_threshold_delta3():
    # With δ3 = 3 only row 1 (storm, harbour, bridge in order) matches; the end stays last.
    assert locate_content(CCL, "Storm closes harbour bridge", delta3=3, context_k=0) == (1, 5)
    # Nothing matches: the whole CCL from row 0 to the last row.
    assert locate_content(CCL, "Completely different headline") == (0, 5)


def test_locate_content_needs_words_in_title_order():
    ccl = ["bridge harbour storm, first.", "x.", "y.", "z."]
    assert locate_content(ccl, "storm harbour bridge") == (0, 3)  # LCS 1 < δ3: no start found
    assert locate_content(ccl, "storm harbour bridge", delta3=1) == (0, 3)


def test_locate_content_cblock_context_k():
    ccl = ["Storm warning.", "Harbour closed.", "a.", "b.", "c.", "d."]
    # K = 0: no single row has 2 title words; K = 1 joins row 0 with row 1.
    assert locate_content(ccl, "storm harbour", context_k=0) == (0, 5)
    assert locate_content(ccl, "storm harbour", context_k=1)[0] == 0
    ccl2 = ["x.", "Storm warning.", "Harbour closed.", "a.", "b.", "c."]
    assert locate_content(ccl2, "storm harbour", context_k=1)[0] == 1


def test_locate_content_empty_and_untitled():
    assert locate_content([], "title") == (0, 0)
    assert locate_content(["a, b.", "c, d."], None) == (0, 1)


# --------------------------------------------------------------------------- Algorithm 2


def test_title_anchor_text_wins_when_normal():
    choice = choose_title_paper(_root(), anchor="  Storm closes the bridge  ", head=head_metadata(_root()))
    assert (choice.text, choice.source) == ("Storm closes the bridge", "anchor")


def test_title_abnormal_anchor_is_rejected():
    root = _root()
    choice = choose_title_paper(root, anchor="\ufffd\ufffd\ufffd", head=head_metadata(root))
    assert (choice.text, choice.source) == ("Storm closes harbour bridge", "heading")


def test_title_heading_with_minimum_edit_distance_to_meta_title():
    page = b"""<html><head><title>Budget passes in late vote | City News</title></head><body>
    <h2>Weather</h2><h1>City News</h1><h2>Budget passes in late vote</h2><h3>Budget</h3></body></html>"""
    root = parse_html(page)
    choice = choose_title_paper(root, head=head_metadata(root))
    # Distances to the meta title: "Budget passes in late vote" is 12 edits away, the others more.
    assert (choice.text, choice.source) == ("Budget passes in late vote", "heading")
    assert closest_by_edit_distance("abc", ["xyz", "abd", "ab"]) == 1
    assert closest_by_edit_distance("abc", []) is None


def test_title_without_meta_takes_first_heading():
    root = parse_html(b"<html><body><h2>First heading</h2><h1>Second</h1></body></html>")
    assert choose_title_paper(root, head={}).text == "First heading"


def test_title_id_class_fallback():
    page = b"""<html><body><div class="nav">Home</div>
    <div id="story-title">Council votes on parks</div>
    <span class="titlebar">Other</span><p>Text.</p></body></html>"""
    root = parse_html(page)
    choice = choose_title_paper(root, head={})
    assert (choice.text, choice.source) == ("Council votes on parks", "id-class")
    # class must start with "title"; id may start or end with it.
    root = parse_html(b'<html><body><p class="subtitle">No</p><p id="titleMain">Yes it is</p></body></html>')
    assert id_class_title(root)[0] == "Yes it is"


def test_title_none_when_nothing_usable():
    root = parse_html(b"<html><body><h1>{{ }}</h1><p>text</p></body></html>")
    choice = choose_title_paper(root, head={})
    assert (choice.text, choice.source) == (None, None)


@pytest.mark.parametrize("text, abnormal", [
    ("Storm closes bridge", False),
    ("A > B: markets rally", False),
    ("", True),
    ("x", True),
    ("Untitled", True),
    ("\ufffd\ufffd title", True),
    ("<script>var x</script>", True),
    ("!!! ??? ---", True),
    ("word " * 100, True),
])
def test_abnormal_titles(text, abnormal):
    assert is_abnormal(text) is abnormal


def test_meta_title_prefers_og_title():
    assert meta_title({"title": "Headline - Site", "og:title": "Headline here"}) == "Headline here"
    assert meta_title({"title": "Headline - Site"}) == "Headline - Site"
    assert meta_title({}) is None


# --------------------------------------------------------------------------- paper mode end to end


def test_paper_mode_reproduces_algorithms_1_to_4():
    result = extract(_root(), mode="paper")
    assert result.title == "Storm closes harbour bridge"
    assert result.title_source == "heading"
    # CCL = [P1, P2, P3]; start = P1 (LCS 3 with the title); no end match in the second
    # half, so row_end = the last row, which the paper's loop excludes.
    assert result.text == "\n".join([P1, P2])
    assert result.mode == "paper"
