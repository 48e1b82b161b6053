"""TWCEM article extraction: the default mode, real pages, bad input and the ``webextract
extract --method twcem`` command-line contract (the paper's algorithms step by step:
test_twcem_paper.py)."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from webextract.dom import clean_tree, head_metadata, parse_html
from webextract.extract.twcem.blocks import segment_blocks
from webextract.extract.twcem.headline import choose_title, title_variants
from webextract.extract.twcem.weights import densest_run
from webextract.extract.twcem import ArticleResult, extract, extract_fields, locate_content

FIXTURES = Path(__file__).parent / "fixtures" / "articles"
REPO = Path(__file__).resolve().parents[1]

PAGE = b"""<!DOCTYPE html>
<html><head><title>Storm closes harbour bridge - The Daily Example</title>
<meta property="og:title" content="Storm closes harbour bridge">
<style>.x{color:red}</style><script>var a = "Storm closes harbour bridge, again.";</script></head>
<body>
<div id="nav"><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li><li><a href="/sport">Sport</a></li></ul></div>
<div class="sidebar"><h3>Most read</h3><ul>
<li><a href="/a">Council approves the new budget for the coming year</a></li>
<li><a href="/b">Local team wins the cup after a dramatic final</a></li></ul></div>
<div class="article">
<h1>Storm closes harbour bridge</h1>
<p class="byline">By Ann Writer</p>
<p>A violent storm closed the harbour bridge on Monday, stranding thousands of commuters on both sides of the river.</p>
<p>Engineers said the bridge would stay shut until the wind drops below fifty kilometres an hour.</p>
<h2>Ferries</h2>
<p>Extra ferries ran through the night, and the city said more would be added on Tuesday if needed.</p>
</div>
<div id="footer"><p><a href="/about">About us</a> | <a href="/contact">Contact</a> | <a href="/privacy">Privacy</a></p><p>Copyright 2024 The Daily Example</p></div>
</body></html>"""

P1 = ("A violent storm closed the harbour bridge on Monday, stranding thousands of commuters "
      "on both sides of the river.")
P2 = "Engineers said the bridge would stay shut until the wind drops below fifty kilometres an hour."
P3 = "Extra ferries ran through the night, and the city said more would be added on Tuesday if needed."
EXPECTED_DEFAULT = "\n".join(["Storm closes harbour bridge", "By Ann Writer", P1, P2, "Ferries", P3])


def _root(data: bytes = PAGE):
    return parse_html(data)


# --------------------------------------------------------------------------- default mode


def test_segment_blocks_features():
    blocks = segment_blocks(_root())
    texts = [b.text for b in blocks]
    assert texts[:3] == ["Home", "News", "Sport"]
    nav = blocks[0]
    assert (nav.tag, nav.link_length, nav.length, nav.boilerplate_cue, nav.in_list) == ("li", 4, 4, True, True)
    h1 = blocks[texts.index("Storm closes harbour bridge")]
    assert (h1.heading, h1.content_cue, h1.boilerplate_cue) == (1, True, False)
    p1 = blocks[texts.index(P1)]
    assert (p1.tag, p1.punctuation, p1.link_density) == ("p", 2, 0.0)
    footer = blocks[texts.index("About us | Contact | Privacy")]
    assert footer.link_length == len("About us") + len("Contact") + len("Privacy")
    assert footer.boilerplate_cue


def test_segment_blocks_splits_at_br_and_joins_inline_text():
    root = parse_html(b"<html><body><p>one <b>two</b> <a href='#'>three</a><br>four</p></body></html>")
    blocks = segment_blocks(root)
    assert [(b.text, b.link_length) for b in blocks] == [("one two three", 5), ("four", 0)]


def test_densest_run_is_maximum_sum_contiguous_run():
    assert densest_run([-5, 3, 4, -2, 6, -20, 5]) == (11, 1, 4)
    assert densest_run([-1, -2]) == (0.0, 0, -1)
    assert densest_run([2, -1, 3], lo=1) == (3, 2, 2)


def test_title_variants_weight_segments_by_length():
    variants = dict(title_variants({"title": "Two embassies cleared after incident - National - Macarthur Advertiser"}))
    assert variants["Two embassies cleared after incident - National - Macarthur Advertiser"] == 1.0
    assert variants["Two embassies cleared after incident"] == 1.0
    assert variants["National"] == pytest.approx(8 / 36)


def test_default_mode_exact_output():
    root = _root()
    result = extract(root, head=head_metadata(root))
    assert isinstance(result, ArticleResult)
    assert result.title == "Storm closes harbour bridge"
    assert result.title_source == "heading"
    # Short paragraphs inside the region (byline, sub-heading) are kept; menus, the
    # sidebar's link list and the footer are not.
    assert result.text == EXPECTED_DEFAULT
    assert result.paragraphs == EXPECTED_DEFAULT.split("\n")


def test_default_mode_same_on_cleaned_tree_and_without_head():
    root = _root()
    head = head_metadata(root)
    clean_tree(root)
    assert extract(root, head=head).text == EXPECTED_DEFAULT
    assert extract(_root()).text == EXPECTED_DEFAULT  # head read from the tree


def test_default_mode_anchor_title():
    # The headline by agreement: an anchor that agrees with the page's headline gives the
    # page's own wording; one that disagrees with a headline the meta title, its place above
    # the text and its words all confirm (a teaser's wording) gives way; on a page without
    # headings or meta title the anchor is the title (TWCEM §III.B.1).
    result = extract(_root(), anchor="Storm closes the harbour bridge")
    assert (result.title, result.title_source) == ("Storm closes harbour bridge", "anchor")
    assert P1 in result.text
    result = extract(_root(), anchor="Harbour bridge shut by storm")
    assert (result.title, result.title_source) == ("Storm closes harbour bridge", "heading")
    bare = f"<html><body><div>{P1}</div><div>{P2}</div></body></html>".encode()
    result = extract(parse_html(bare), anchor="Harbour bridge shut by storm")
    assert (result.title, result.title_source) == ("Harbour bridge shut by storm", "anchor")


def test_default_mode_title_from_meta_when_no_block_matches():
    page = PAGE.replace(b"<h1>Storm closes harbour bridge</h1>", b"").replace(
        b"<h2>Ferries</h2>", b"")
    page = page.replace(b'<meta property="og:title" content="Storm closes harbour bridge">', b"")
    page = page.replace(b"<h3>Most read</h3>", b"")
    head = {"title": "Violent storm - The Daily Example"}
    # The segment naming the site (from the URL's host) is not the headline.
    result = extract(parse_html(page), head=head, url="https://www.dailyexample.com/storm")
    assert (result.title, result.title_source) == ("Violent storm", "meta")
    # No block holds the title, so the dense region alone decides (the byline is too short).
    assert result.text == "\n".join([P1, P2, P3])
    # Without a URL or og:site_name the longest segment is taken.
    result = extract(parse_html(page), head=head)
    assert (result.title, result.title_source) == ("The Daily Example", "meta")
    result = extract(parse_html(page), head={**head, "og:site_name": "The Daily Example"})
    assert result.title == "Violent storm"


def test_default_mode_title_from_id_class_element():
    page = b"""<html><head><title>Mayor resigns after inquiry | Town Post</title></head><body>
    <div class="menu"><a href="/">Home</a> <a href="/x">Local</a></div>
    <div class="headline">Mayor resigns after inquiry</div>
    <p>The mayor resigned on Friday, two days after the inquiry published its findings on the contracts.</p>
    <p>Her deputy will lead the council until an election is held, officials said in a statement.</p>
    </body></html>"""
    root = parse_html(page)
    result = extract(root, head=head_metadata(root))
    assert (result.title, result.title_source) == ("Mayor resigns after inquiry", "id-class")
    assert result.text.split("\n")[0] == "Mayor resigns after inquiry"


def test_choose_title_prefers_headline_segment_over_site_section():
    blocks = segment_blocks(parse_html(
        b"<html><body><div>National</div><h1>Two embassies cleared after incident</h1>"
        b"<p>Police cleared two embassies on Monday after a suspicious package was found.</p></body></html>"))
    title, source, index = choose_title(
        blocks, None, {"title": "Two embassies cleared after incident - National - Macarthur Advertiser"})
    assert (title, source, index) == ("Two embassies cleared after incident", "heading", 1)


def test_extract_fields_returns_exactly_title_and_text():
    fields = extract_fields(_root(), "http://example.com/storm")
    assert fields == {"title": "Storm closes harbour bridge", "text": EXPECTED_DEFAULT}


def test_unknown_mode_is_an_error():
    with pytest.raises(ValueError, match="unknown TWCEM mode"):
        extract(_root(), mode="fast")


# --------------------------------------------------------------------------- real pages


def _fixture(name: str):
    data = (FIXTURES / name).read_bytes()
    root = parse_html(data)
    return root, head_metadata(root)


def test_real_page_news_story():
    root, head = _fixture("l3s-ee52b0ea-4e12-437c-808c-a9aaa84ceb22.html")
    result = extract(root, head=head)
    assert result.title == "Snake saved after eating golf balls"
    assert result.title_source == "heading"
    lines = result.text.split("\n")
    assert lines[0] == "Snake saved after eating golf balls"
    assert ("BRISBANE, Australia -- A snake has been saved by surgery after mistaking four golf "
            "balls for a meal of chicken eggs") in result.text
    assert '"If it hadn\'t been found, it would have died for sure," he added.' in lines
    for boilerplate in ("Subscribe", "Privacy Policy", "Terms of Service", "Advertise"):
        assert boilerplate not in result.text


def test_real_page_with_unterminated_title_is_recovered():
    # The page's <title> is never closed properly: libxml2 alone reads the whole page as
    # title text.  parse_html closes the title and parses again; the extractor finds the story.
    root, head = _fixture("l3s-fab5142d-38ab-4086-ae11-1cf751602360.html")
    assert len(root.find("body").text_content().strip()) > 5000
    assert len(root.find(".//title").text) < 200
    result = extract(root, head=head)
    assert result.title == "Israel closes vital Gaza crossings"
    assert ("GAZA CITY, Gaza Strip (AP) — Israel sought to put an end to a surge in rocket "
            "attacks from Gaza") in result.text
    assert "Military analyst Yoav Limor, speaking on Israel's Channel One television" in result.text
    for boilerplate in ("TOP STORIES", "Kenyans hacked to death with machetes", "More International News",
                        "Real Estate", "SPONSORED LINKS"):
        assert boilerplate not in result.text


def test_real_page_cleaneval_in_legacy_markup():
    root, head = _fixture("cleaneval-final-789.html")
    result = extract(root, head=head)
    assert result.title == "TOWER K-9: German shepherd on duty"
    lines = result.text.split("\n")
    assert lines[:3] == ["TOWER K-9: German shepherd on duty", "By GINGER MIKKELSEN", "VIEW STAFF WRITER"]
    assert lines[-1] == '"Everything is a game to him. He has no idea this is work," Lieberman added.'
    assert "Las Vegas View Neighborhood Newspapers" not in result.text
    paper = extract(*_fixture("cleaneval-final-789.html")[:1], mode="paper")
    assert paper.title == "TOWER K-9: German shepherd on duty"
    assert "How much was that doggy in the tower?" in paper.text


# --------------------------------------------------------------------------- bad input


@pytest.mark.parametrize("mode", ["default", "paper"])
def test_bad_input_gives_empty_result_not_a_crash(mode):
    for data in (b"", b"   \n", b"<html></html>", b"<<<>>>", b"\xff\xfe"):
        result = extract(parse_html(data), mode=mode)
        assert (result.title, result.text) == (None, "")


@pytest.mark.parametrize("mode", ["default", "paper"])
def test_ten_thousand_nested_elements(mode):
    data = (b"<html><body>" + b"<div>" * 10000 + b"<p>Deep inside, a sentence of prose lives here.</p>"
            + b"</div>" * 10000 + b"</body></html>")
    result = extract(parse_html(data), mode=mode)
    if mode == "default":
        assert result.text == "Deep inside, a sentence of prose lives here."
    else:
        assert result.text == ""  # one row: the paper's end row is excluded


def test_unclosed_tags():
    data = (b"<html><head><title>Unclosed tags test page</title><body><h1>Unclosed tags test page"
            b"<p>First paragraph of text, with commas, and more words to make it long enough here."
            b"<p>Second paragraph, also long enough to count as prose in the article.<div>tail")
    result = extract(parse_html(data))
    assert result.title == "Unclosed tags test page"
    assert result.text == ("Unclosed tags test page\nFirst paragraph of text, with commas, and more "
                           "words to make it long enough here.\nSecond paragraph, also long enough "
                           "to count as prose in the article.")


def test_wrong_declared_charset():
    data = ('<html><head><meta charset="utf-8"><title>Caf\u00e9 news</title></head><body>'
            '<h1>Caf\u00e9 news</h1><p>The caf\u00e9 opened, and na\u00efve visitors came to see the '
            'cr\u00e8me br\u00fbl\u00e9e in great numbers today.</p></body></html>').encode("cp1252")
    result = extract(parse_html(data))
    assert result.title == "Café news"
    assert "naïve visitors came to see the crème brûlée" in result.text


# --------------------------------------------------------------------------- command line


def _cli(*args: str, stdin: bytes | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """Run ``python -m webextract.cli ARGS`` (the ``webextract`` command) in a fresh interpreter."""
    return subprocess.run(
        [sys.executable, "-m", "webextract.cli", *args], input=stdin, capture_output=True, timeout=60,
        cwd=cwd or REPO, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"},
    )


@pytest.fixture()
def pages_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "pages"
    folder.mkdir()
    (folder / "a.html").write_bytes(PAGE)
    (folder / "b.pdf.html").write_bytes(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n")
    (folder / "c.html").write_bytes((FIXTURES / "cleaneval-final-789.html").read_bytes())
    return folder


def test_cli_extract_jsonl_folder_with_a_binary_page(pages_dir: Path):
    proc = _cli("extract", "--method", "twcem", "--format", "jsonl", str(pages_dir))
    assert proc.returncode == 1
    rows = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert [Path(r["source"]).name for r in rows] == ["a.html", "b.pdf.html", "c.html"]
    assert rows[0]["title"] == "Storm closes harbour bridge"
    assert rows[0]["text"] == EXPECTED_DEFAULT
    assert rows[0]["method"] == "twcem"
    assert set(rows[1]) == {"source", "error"} and "PDF" in rows[1]["error"]
    assert rows[2]["title"] == "TOWER K-9: German shepherd on duty"
    assert b"b.pdf.html" in proc.stderr


def test_cli_extract_single_file_and_stdin():
    proc = _cli("extract", "--method", "twcem", "-", stdin=PAGE)
    assert proc.returncode == 0
    (row,) = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert (row["source"], row["title"], row["text"]) == ("-", "Storm closes harbour bridge", EXPECTED_DEFAULT)
    proc = _cli("extract", "--method", "twcem", str(FIXTURES / "cleaneval-final-789.html"))
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["title"] == "TOWER K-9: German shepherd on duty"


def test_cli_extract_csv_to_output_file(tmp_path: Path, pages_dir: Path):
    out = tmp_path / "out.csv"
    proc = _cli("extract", "--method", "twcem", "--format", "csv", "-o", str(out),
                str(pages_dir / "a.html"), str(pages_dir / "b.pdf.html"))
    assert proc.returncode == 1
    assert proc.stdout == b""
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert list(rows[0]) == ["source", "url", "method", "title", "text", "error"]
    assert (rows[0]["title"], rows[0]["text"], rows[0]["error"]) == (
        "Storm closes harbour bridge", EXPECTED_DEFAULT, "")
    assert rows[1]["title"] == "" and "PDF" in rows[1]["error"]


def test_cli_extract_empty_file_gives_an_empty_row(tmp_path: Path):
    empty = tmp_path / "empty.html"
    empty.write_bytes(b"")
    proc = _cli("extract", "--method", "twcem", str(empty))
    assert proc.returncode == 0
    row = json.loads(proc.stdout)
    assert (row["title"], row["text"]) == (None, "")


# --------------------------------------------------------------------------- default-mode steps


def test_anchored_run_is_maximum_prefix_sum_stopping_at_end_markers():
    from webextract.extract.twcem.region import anchored_run

    assert anchored_run([5, -3, 4, -10, 20], 0) == (16, 0, 4)
    assert anchored_run([5, -3, 4, -10, 2], 0) == (6, 0, 2)
    assert anchored_run([5, float("-inf"), 9], 0) == (5, 0, 0)
    assert anchored_run([-1, -2], 0) == (0.0, 0, -1)


@pytest.mark.parametrize("text, is_marker", [
    ("Comments", True),
    ("5 comments so far...", True),
    ("Comments (3), Blocked Comments (0):", True),
    ("Leave a Reply", True),
    ("Related stories:", True),
    ("More in South Asia news", True),
    ("Most popular", True),
    ("Related parties agreed", False),
    ("The committee met on Monday", False),
    ("Ferries", False),
])
def test_end_markers(text, is_marker):
    from webextract.extract.twcem.weights import END_MARKER

    assert bool(END_MARKER.match(text)) is is_marker


def test_end_marker_closes_the_article():
    page = PAGE.replace(b'<h2>Ferries</h2>', b'<h3>Comments</h3>')
    result = extract(parse_html(page))
    assert result.text == "\n".join(["Storm closes harbour bridge", "By Ann Writer", P1, P2])
    assert extract(parse_html(page), use_end_markers=False).text.endswith(P3)


def test_main_container_drops_prose_outside_the_article_body():
    long = " ".join(["The council met on Monday, and the members argued about the harbour budget."] * 3)
    page = f"""<html><head><title>Budget row at council</title></head><body>
    <h1>Budget row at council</h1><p>By A. Reporter</p>
    <div><p>{long}</p><p>{long}</p><p>{long}</p></div>
    <div><p>Reader poll: do you think the budget is fair, or should it be cut again?</p></div>
    </body></html>""".encode()
    result = extract(parse_html(page))
    assert result.paragraphs == ["Budget row at council", "By A. Reporter", long, long, long]
    kept = extract(parse_html(page), use_container=False).paragraphs
    assert kept[-1] == "Reader poll: do you think the budget is fair, or should it be cut again?"


def test_title_anchor_starts_the_region_at_the_title():
    # A long teaser list before the story outweighs nothing after the title; the story
    # starts at its heading, not at the denser-looking block before it.
    teaser = "Earlier: the mayor spoke about parks, roads, schools and the new library plans."
    page = f"""<html><head><title>Storm closes harbour bridge</title></head><body>
    <div><p>{teaser}</p><p>{teaser}</p></div>
    <h1>Storm closes harbour bridge</h1><p>{P1}</p><p>{P2}</p></body></html>""".encode()
    assert extract(parse_html(page)).paragraphs == ["Storm closes harbour bridge", P1, P2]
    unanchored = extract(parse_html(page), use_title_anchor=False).paragraphs
    assert unanchored[0] == teaser


def test_paper_mode_lcs_on_chinese_text_counts_characters():
    ccl = ["新闻，首页。", "北京今天下大雪，交通受到影响。", "其他内容，没有关系。", "更多，评论。"]
    # The title shares the characters 北京 and 大雪 with row 1: LCS 4 >= δ3 = 2.
    assert locate_content(ccl, "北京大雪", context_k=0) == (1, 3)


def test_cli_extract_bad_inputs_give_rows_or_error_lines(tmp_path: Path):
    pages = {
        "1-empty.html": b"",
        "2-binary.html": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
        "3-nested.html": b"<html><body>" + b"<div>" * 10000 + b"<p>Deep inside, a sentence of prose lives here.</p>"
                         + b"</div>" * 10000 + b"</body></html>",
        "4-unclosed.html": b"<html><body><h1>Open tags<p>First paragraph, long enough to be prose in any article.<div>",
        "5-charset.html": ('<html><head><meta charset="utf-8"></head><body><p>Na\u00efve caf\u00e9 prose, '
                           'with commas, enough to count as a paragraph here.</p></body></html>').encode("cp1252"),
    }
    for name, data in pages.items():
        (tmp_path / name).write_bytes(data)
    proc = _cli("extract", "--method", "twcem", str(tmp_path))
    assert proc.returncode == 1
    rows = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert [Path(r["source"]).name for r in rows] == sorted(pages)
    assert (rows[0]["title"], rows[0]["text"]) == (None, "")
    assert set(rows[1]) == {"source", "error"} and "PNG" in rows[1]["error"]
    assert rows[2]["text"] == "Deep inside, a sentence of prose lives here."
    assert rows[3]["text"].endswith("First paragraph, long enough to be prose in any article.")
    assert rows[4]["text"] == "Naïve café prose, with commas, enough to count as a paragraph here."
    assert b"Traceback" not in proc.stderr


def test_headline_line_above_the_text_beats_a_site_description_meta_title():
    page = f"""<html><head><title>Local News and Video for the County</title></head><body>
    <div><a href="/">Home</a> <a href="/s">Sport</a></div>
    <div>Harbour bridge closed by violent storm</div>
    <p>{P1}</p><p>{P2}</p></body></html>""".encode()
    result = extract(parse_html(page))
    # "harbour", "bridge", "closed", "violent", "storm" all occur in the text; none of the
    # meta title's words do.
    assert (result.title, result.title_source) == ("Harbour bridge closed by violent storm", "heading")
    assert result.paragraphs == ["Harbour bridge closed by violent storm", P1, P2]
    # A meta headline whose words all occur in the text too stays; one with 3 of its 4 words
    # there (0.75 against 1.0, beyond the 0.2 margin) gives way to the line.
    page2 = page.replace(b"Local News and Video for the County", b"Violent storm closed the harbour bridge")
    result = extract(parse_html(page2))
    assert (result.title, result.title_source) == ("Violent storm closed the harbour bridge", "meta")
    page3 = page.replace(b"Local News and Video for the County", b"Storm closes the harbour bridge")
    assert extract(parse_html(page3)).title == "Harbour bridge closed by violent storm"


def test_comment_count_link_near_the_byline_does_not_end_the_article():
    page = PAGE.replace(b'<p class="byline">By Ann Writer</p>',
                        b'<p class="byline">By Ann Writer</p><p><a href="#c">12 comments</a></p>')
    result = extract(parse_html(page))
    assert result.paragraphs == ["Storm closes harbour bridge", "By Ann Writer", P1, P2, "Ferries", P3]


def test_element_spans_number_block_elements_in_preorder():
    from webextract.extract.twcem.blocks import segment_page

    root = parse_html(b"<html><body><div><p>one, two.</p><p>three.</p></div><p>four.</p></body></html>")
    blocks, spans = segment_page(root)
    # 0 is the page as a whole, then html 1, body 2, div 3, p 4, p 5, p 6.
    assert [b.owner for b in blocks] == [4, 5, 6]
    assert spans.last == [6, 6, 6, 5, 4, 5, 6]
    assert spans.depth == [0, 1, 2, 3, 4, 4, 3]
    assert spans.contains(3, 5) and not spans.contains(3, 6) and spans.contains(2, 6)


def test_deep_and_wide_page_keeps_every_paragraph():
    para = b"<p>This is a sentence of prose, with punctuation, long enough to count as content here.</p>"
    data = b"<html><body>" + b"<div>" * 900 + para * 300 + b"</div>" * 900 + b"</body></html>"
    result = extract(parse_html(data))
    assert len(result.paragraphs) == 300
    assert set(result.paragraphs) == {"This is a sentence of prose, with punctuation, long enough to count as content here."}


# --------------------------------------------------------------------------- removal markers

MARKED_PAGE = ("""<html><head><title>Harbour bridge reopens</title></head><body><div>
<h1>Harbour bridge reopens</h1>
<p>The harbour bridge reopened on Wednesday morning after engineers checked every cable and joint.</p>
<p>Commuters crossed again from six o'clock, and the ferries went back to their usual timetable.</p>
<ul>""" + "".join(
    f'<li><a href="/s{i}">Another story about the city council number {i}</a></li>' for i in range(6)
) + """</ul>
<p>A teaser of another story that is not part of this article, with a sentence or two.</p>
<p>One more teaser paragraph of some other story, long enough to count as prose here.</p>
</div></body></html>""").encode()
MARKED_TEXT = "\n".join([
    "Harbour bridge reopens",
    "The harbour bridge reopened on Wednesday morning after engineers checked every cable and joint.",
    "Commuters crossed again from six o'clock, and the ferries went back to their usual timetable.",
])


def test_removal_marker_is_an_empty_block():
    root = parse_html(b'<div><p>Before the list.</p><hr data-webextract-removed="links" '
                      b'data-webextract-chars="90" data-webextract-link-chars="80" '
                      b'data-webextract-label="Most read"><p>After it.</p><hr><p>End.</p></div>')
    blocks = segment_blocks(root)
    assert [(b.text, b.removed_kind, b.removed, b.removed_label, b.is_marker) for b in blocks] == [
        ("Before the list.", "", 0, "", False),
        ("", "links", 80, "Most read", True),
        ("After it.", "", 0, "", False),
        ("End.", "", 0, "", False),
    ]


def test_marker_weights():
    from webextract.extract.twcem.blocks import Block
    from webextract.extract.twcem.region import block_weight

    links = Block(0, "", 0, 0, 0, "hr", 0, removed=120, removed_kind="links")
    captioned = Block(0, "", 0, 0, 0, "hr", 0, removed=120, removed_kind="links",
                      removed_label="Related stories")
    template = Block(0, "", 0, 0, 0, "hr", 0, removed=500, removed_kind="template")
    assert [block_weight(b) for b in (links, captioned, template)] == [-120.0, float("-inf"), 0.0]
    assert block_weight(captioned, use_end_markers=False) == -120.0
    assert block_weight(links, removal_markers="stop") == float("-inf")
    assert block_weight(links, removal_markers="ignore") == 0.0


def test_region_ends_at_a_removed_link_list_when_marked():
    from webextract.denoise.linkclusters import remove_link_clusters

    raw = parse_html(MARKED_PAGE)
    assert extract(raw).text == MARKED_TEXT

    marked = clean_tree(parse_html(MARKED_PAGE))
    assert len(remove_link_clusters(marked, marker=True).removed) == 1
    assert extract(marked).text == MARKED_TEXT

    # removed without a trace, the region runs on into the teasers
    unmarked = clean_tree(parse_html(MARKED_PAGE))
    remove_link_clusters(unmarked)
    assert extract(unmarked).text.startswith(MARKED_TEXT + "\nA teaser of another story")


def test_captioned_removed_list_is_an_end_marker():
    from webextract.denoise.linkclusters import remove_link_clusters

    page = MARKED_PAGE.replace(b"<ul>", b'<div class="x"><h3>More news</h3><ul>').replace(
        b"</ul>", b"</ul></div>")
    root = clean_tree(parse_html(page))
    removed = remove_link_clusters(root, marker=True).removed
    assert [d.element.tag for d in removed] == ["div"]
    assert root.find(".//hr").get("data-webextract-label") == "More news"
    assert extract(root).text == MARKED_TEXT
