"""Records laid out as text lines in a <pre> (webextract.dom.preformatted, read by STEM)."""

from __future__ import annotations

import pytest
from lxml import etree

from webextract.dom import parse_html
from webextract.dom.preformatted import pre_line_breaks
from webextract.extract.stem import extract_records
from webextract_testkit import records


def _pre(html: str) -> str:
    root = parse_html(f"<html><body>{html}</body></html>".encode())
    pre_line_breaks(root)
    return etree.tostring(root.find(".//body"), encoding="unicode")


def test_blank_lines_make_blocks():
    out = _pre('<pre>Results\n\n<a href="/1">One</a>\n  first line\n\n<a href="/2">Two</a>\n'
               '  second line\n\n</pre>')
    assert out == ('<body><pre><div>Results<br/></div><br/><div><a href="/1">One</a><br/>  first line'
                   '<br/></div><br/><div><a href="/2">Two</a><br/>  second line<br/></div><br/></pre></body>')
    # lines of plain text between blank lines: each block opens with its first line
    assert _pre("<pre>x\n\ny\n\nz</pre>") == (
        "<body><pre><div>x<br/></div><br/><div>y<br/></div><br/><div>z</div></pre></body>")


def test_lines_without_blank_lines_become_spans():
    out = _pre('<pre><a href="/1">One</a>\n  first\n<a href="/2">Two</a>\n  second\n</pre>')
    assert out == ('<body><pre><a href="/1">One</a><br/><span>  first</span><br/>'
                   '<a href="/2">Two</a><br/><span>  second</span><br/></pre></body>')
    assert _pre("<pre>a\nb</pre>") == "<body><pre>a<br/><span>b</span></pre></body>"


def _unchanged(html: str) -> str:
    root = parse_html(f"<html><body>{html}</body></html>".encode())
    return etree.tostring(root.find(".//body"), encoding="unicode")


@pytest.mark.parametrize("html", [
    '<pre><a href="/1">One</a>\n  first\n<hr><a href="/2">Two</a>\n  second\n</pre>',  # own separators
    "<pre>one line of code</pre>", "<pre></pre>", "<pre>\n\n\n</pre>",
    "<pre>x\n\n<pre>y\n\nz\n\nw</pre></pre>",  # nested: the outer one is read, two runs only
    "<pre>def f():\n    return <b>1</b>\n</pre>",  # code: an element of its own, no blocks
])
def test_a_pre_without_lines_to_read_is_left_alone(html):
    root = parse_html(f"<html><body>{html}</body></html>".encode())
    assert pre_line_breaks(root) == 0
    assert etree.tostring(root.find(".//body"), encoding="unicode") == _unchanged(html)


def test_bad_input_is_refused():
    with pytest.raises(TypeError):
        pre_line_breaks(None)
    with pytest.raises(TypeError):
        pre_line_breaks("<pre>a\nb</pre>")


def test_ten_thousand_lines_of_one_pre():
    body = "".join(f'<a href="/{k}">Title {k}</a>\n  line {k}\n\n' for k in range(5000))
    root = parse_html(f"<html><body><pre>{body}</pre></body></html>".encode())
    assert pre_line_breaks(root) == 5000 * 3 + 5000
    assert len(root.findall(".//pre/div")) == 5000
    text = " ".join(root.find(".//pre").itertext()).split()
    assert text[:4] == ["Title", "0", "line", "0"] and text[-2:] == ["line", "4999"]


@pytest.mark.parametrize("shape", ["prelines", "prelines-tight"])
def test_stem_records_of_text_lines_exact(shape):
    for n in (4, 7, 12):
        html, truth = records.page_with(shape, n)
        regions = extract_records(parse_html(html.encode("utf-8"))).regions
        titles = [t["fields"][0] for t in truth]
        found = [r for r in regions if any(t in rec.text for rec in r.records for t in titles)]
        assert len(found) == 1
        got = [" ".join(rec.text.split()) for rec in found[0].records]
        assert got == [t["text"] for t in truth]
        # the paper's tree alone: no region holds the records
        regions = extract_records(parse_html(html.encode("utf-8")), pre_lines=False).regions
        assert not [r for r in regions if any(t in rec.text for rec in r.records for t in titles)]
