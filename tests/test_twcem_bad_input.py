"""TWCEM on bad input: an empty result or a clear error, never a crash, a hang or a navigation
block called the text."""

from __future__ import annotations

import pytest

from webextract.dom import NotHTMLError, head_metadata, parse_html
from webextract.extract.twcem import extract


def _run(html: str | bytes):
    root = parse_html(html.encode("utf-8") if isinstance(html, str) else html)
    return extract(root, head=head_metadata(root))


def test_a_page_of_navigation_only_has_no_text():
    links = "".join(f"<li><a href='/{i}'>Section {i}</a></li>" for i in range(40))
    html = (f"<html><head><title>Example</title></head><body><nav><ul>{links}</ul></nav>"
            "<footer><a href='/about'>About</a> | <a href='/c'>Contact</a></footer></body></html>")
    assert _run(html).text == ""


def test_a_login_wall_has_no_text():
    html = ("<html><head><title>Sign in</title></head><body><form><h1>Sign in to continue</h1>"
            "<label>Email</label><input name=e><label>Password</label><input type=password>"
            "<button>Sign in</button><a href='/forgot'>Forgot your password?</a></form></body></html>")
    result = _run(html)
    assert (result.title, result.text) == ("Sign in", "")


def test_a_five_megabyte_single_paragraph_is_its_text():
    sentence = "A sentence of prose, repeated. "
    html = f"<html><body><p>{sentence * 170000}</p></body></html>"
    assert len(html) > 5_000_000
    assert _run(html).text == (sentence * 170000).strip()


def test_twenty_thousand_nested_divs():
    html = ("<html><body>" + "<div>" * 20000 + "<p>Deep inside, a sentence of prose lives here.</p>"
            + "</div>" * 20000 + "</body></html>")
    assert _run(html).text == "Deep inside, a sentence of prose lives here."


def test_binary_data_is_refused_with_a_clear_error():
    with pytest.raises(NotHTMLError):
        parse_html(bytes(range(256)) * 64)
