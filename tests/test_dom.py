"""Decoding, parsing and VB-PTC §IV.A cleaning."""

from __future__ import annotations

from pathlib import Path

import lxml.html
import pytest

from webextract.dom import (
    NotHTMLError,
    clean_tree,
    decode_html,
    drop_empty_nodes,
    head_metadata,
    parse_html,
    looks_like_html,
    sniff_binary,
)
from webextract.dom.parse import flatten_deep_markup

FIXTURES = Path(__file__).parent / "fixtures" / "dom"


def html_of(root: lxml.html.HtmlElement) -> str:
    return lxml.html.tostring(root, encoding="unicode")


# --- encodings ---------------------------------------------------------------------------


def test_bom_wins_over_everything():
    data = b"\xef\xbb\xbf<meta charset='iso-8859-1'><p>caf\xc3\xa9</p>"
    text, enc = decode_html(data, http_encoding="text/html; charset=windows-1251")
    assert enc == "utf-8"
    assert "café" in text and not text.startswith("\ufeff")


def test_http_header_then_meta():
    body = "<meta charset='utf-8'><p>Привет</p>".encode("cp1251")
    text, enc = decode_html(body, http_encoding="text/html; charset=windows-1251")
    assert enc == "cp1251" and "Привет" in text


def test_meta_charset_used_without_header():
    body = "<html><head><meta http-equiv='Content-Type' content='text/html; charset=iso-8859-2'></head><p>Łódź</p>"
    text, enc = decode_html(body.encode("iso-8859-2"))
    assert enc in ("iso8859-2", "iso8859_2") and "Łódź" in text


def test_wrong_declared_charset_is_detected():
    body = "<meta charset='utf-8'><p>Caf\u00e9 owners\u2019 scheme</p>".encode("cp1252")
    text, enc = decode_html(body)
    assert enc == "cp1252"
    assert "Café owners’ scheme" in text


def test_undeclared_western_page_is_cp1252():
    data = (FIXTURES / "cleaneval-final-348-cp1252.html").read_bytes()
    text, enc = decode_html(data)
    assert enc == "cp1252"
    assert "'scientific cafés'" in text


def test_plain_ascii_and_utf8_need_no_detector():
    assert decode_html(b"<p>hello</p>") == ("<p>hello</p>", "utf-8")
    assert decode_html("<p>日本語</p>".encode("utf-8"))[1] == "utf-8"


# --- parsing -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "data, what",
    [
        (b"%PDF-1.4\n1 0 obj", "a PDF document"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "a PNG image"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF", "a JPEG image"),
        (b"\x00\x01\x02\x03binary", "binary data"),
    ],
)
def test_binary_input_is_refused(data, what):
    assert sniff_binary(data) == what
    with pytest.raises(NotHTMLError, match=what):
        parse_html(data)


def test_bodies_that_start_like_html_are_told_from_other_bytes():
    assert looks_like_html(b"\xef\xbb\xbf\n<!DOCTYPE html><html><body>x</body></html>")
    assert looks_like_html(b"<?xml version='1.0'?>\n<!-- saved -->\n<HTML lang=en><HEAD>")
    assert looks_like_html(b"  <head><title>T</title></head>")
    assert not looks_like_html(b"name,email\nAnn,ann@x.edu\n")  # a CSV file
    assert not looks_like_html(b"%PDF-1.4\n<html>")  # a PDF, whatever it holds
    assert not looks_like_html(b"x" * 2000 + b"<html>")  # not at the start


def test_empty_and_blank_pages_give_empty_document():
    for data in (b"", b"   \n\t", ""):
        root = parse_html(data)
        assert root.tag == "html"
        assert root.find("body") is not None
        assert root.text_content() == ""


def test_unclosed_tags_are_repaired():
    root = parse_html(b"<html><body><div><p>one<p>two<table><tr><td>cell</div>")
    assert [p.text for p in root.iter("p")] == ["one", "two"]
    assert root.find(".//td").text == "cell"


def test_fragment_gets_html_and_body():
    root = parse_html("<p>just a paragraph</p>")
    assert root.tag == "html"
    assert root.find("body/p").text == "just a paragraph"


def test_xml_declaration_in_text_is_accepted():
    root = parse_html("<?xml version='1.0' encoding='utf-8'?><html><body><p>x</p></body></html>")
    assert root.find(".//p").text == "x"


def test_control_characters_are_dropped():
    root = parse_html(b"<p>a\x00b\x0bc</p>" + b"<p>plain text</p>" * 10)
    assert root.find(".//p").text == "abc"


def test_10000_nested_elements_keep_text_before_and_after():
    deep = "<html><body><p>before</p>" + "<div>" * 10_000 + "deep" + "</div>" * 10_000 + "<p>after</p>"
    root = parse_html(deep)
    text = root.text_content()
    assert text == "beforedeepafter"
    depth = 0
    el = root.find(".//div")
    while el is not None:
        depth += 1
        el = el.find("div")
    assert depth <= 1000


def test_flatten_deep_markup_keeps_text_and_balance():
    out = flatten_deep_markup("<div><div><div>x</div></div><b>y</b></div>", max_depth=2)
    assert out == "<div><div>x</div><b>y</b></div>"


def test_base_url_is_kept_for_links():
    root = parse_html(b"<a href='/x'>x</a>", url="https://example.org/a/b")
    root.make_links_absolute()
    assert root.find(".//a").get("href") == "https://example.org/x"


def test_twenty_megabyte_page_parses():
    para = "<p>" + "word " * 200 + "</p>\n"
    data = ("<html><body>" + para * (20_000_000 // len(para)) + "</body></html>").encode()
    root = parse_html(data)
    assert len(root.findall(".//p")) == 20_000_000 // len(para)


# --- cleaning (VB-PTC §IV.A) ---------------------------------------------------------------

PAGE = b"""<html><head><title> My  page </title><meta name="description" content="About it">
<meta property="og:title" content="OG title"><style>p{}</style><script>var x;</script>
<link rel="stylesheet" href="a.css"></head>
<body><!-- a comment --><div id="main"><h1>Head<sup>1</sup></h1>
<p>Some <b>bold</b> and <em>emphasised</em> and <i>italic</i> H<sub>2</sub>O <strong>text</strong>.</p>
<img src="a.png"><iframe src="x"></iframe><noscript>enable js</noscript><video></video><picture></picture>
<form action="/s"><input name="q"></form>
<div><span></span><div><p> </p></div></div>
<p>line<br>break</p><hr><table><tr><td></td><td>v</td></tr></table></div></body></html>"""


def test_clean_tree_follows_the_paper():
    root = parse_html(PAGE)
    clean_tree(root)
    out = html_of(root)
    for gone in ("<style", "<script", "<link", "<img", "<iframe", "<noscript", "<video", "<picture",
                 "<form", "<input", "<meta", "<b>", "<em>", "<i>", "<sub>", "<sup>", "<strong>",
                 "<span", "comment"):
        assert gone not in out, gone
    p = root.find(".//p")
    assert p.text_content() == "Some bold and emphasised and italic H2O text."
    assert root.find(".//h1").text == "Head1"
    # empty div > div > p chain deleted bottom-up; br, hr and table cells kept
    assert html_of(root.find(".//div[@id='main']")).count("<div") == 1
    assert root.find(".//br") is not None and root.find(".//hr") is not None
    assert len(root.findall(".//td")) == 2
    assert root.find(".//title").text == " My  page "


def test_head_metadata_read_before_cleaning():
    root = parse_html(PAGE)
    meta = head_metadata(root)
    assert meta == {"title": "My page", "description": "About it", "og:title": "OG title"}


def test_head_metadata_reads_json_ld():
    root = parse_html(b"""<html><head><script type="application/ld+json">
        [{"@type": "WebSite"}, {"@graph": [{"headline": "A  headline", "datePublished": "2021-03-04"}]}]
        </script><script type="application/ld+json">{not json</script></head><body></body></html>""")
    assert head_metadata(root) == {"ld:headline": "A headline", "ld:datepublished": "2021-03-04"}


def test_form_wrapping_the_page_is_unwrapped_not_deleted():
    text = "Real article text. " * 40
    root = parse_html(f"<html><body><form id='aspnetForm'><div><p>{text}</p></div></form>"
                      f"<form><input name='q'><p>Search</p></form></body></html>")
    clean_tree(root)
    assert root.find(".//form") is None
    assert "Real article text." in root.text_content()
    assert "Search" not in root.text_content()


def test_drop_empty_nodes_counts_and_keeps_tails():
    root = parse_html("<div><p><span></span></p>tail text<i></i></div>")
    removed = drop_empty_nodes(root)
    assert removed == 3  # span, then p (now empty), then i
    assert html_of(root.find(".//div")) == "<div>tail text</div>"


def test_clean_deep_tree_without_recursion():
    root = parse_html("<div>" * 900 + "<b>x</b>" + "</div>" * 900)
    clean_tree(root)
    assert root.text_content() == "x"


def test_unterminated_title_does_not_swallow_the_page():
    page = "<html><head><title>My page<body>" + "<p>Paragraph of the article.</p>" * 100 + "</body></html>"
    root = parse_html(page)
    assert root.find(".//title").text == "My page"
    assert len(root.findall(".//p")) == 100


def test_broken_html_start_tag_does_not_lose_the_page():
    page = ('<!DOCTYPE html><html xmogo.jpg" alt="Logo" width="145" /></a></td><td><p>'
            + "Text of the story. " * 200 + "</p></td></html>")
    root = parse_html(page)
    assert root.text_content().count("Text of the story.") == 200


def test_broken_xml_declaration_is_dropped():
    page = '<?xml version="1.0" encoding="ilashack, necessarily, palestinian><html><body><p>kept</p></body></html>'
    assert parse_html(page).find(".//p").text == "kept"


def test_forms_are_judged_by_their_prose_not_their_controls():
    products = "".join(f"<tr><td><input type='checkbox'></td><td>Cotton knit pant, style {i}, pre-shrunk and garment dyed.</td></tr>"
                       for i in range(3))
    menu = "".join(f"<option>Department number {i}</option>" for i in range(40))
    root = parse_html(f"""<html><body>
        <form id="results"><table>{products}</table></form>
        <form id="shop"><label>Shop for:</label><select>{menu}</select><button>Go</button></form>
        <form id="login"><legend>Log in to your account</legend><input name="u"><input name="p"></form>
        </body></html>""")
    clean_tree(root)
    text = root.text_content()
    assert text.count("Cotton knit pant") == 3          # result list kept (form unwrapped)
    assert "Department number" not in text and "Shop for" not in text  # option text is not prose
    assert "Log in" not in text
    assert root.find(".//form") is None
