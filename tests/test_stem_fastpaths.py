"""STEM's fast paths give what the plain algorithm gives: records read by their shape
against a walk of each subtree, either suffix array, texts normalised together, the
two-sided gap check with numpy (003_5c5f8c352acb4346.txt, §4-5)."""

from __future__ import annotations

from pathlib import Path

import pytest

from webextract.dom import parse_html
from webextract.dom.tagpaths import build_tag_paths, prepare_tree
from webextract.extract.stem import extract_records

FIXTURES = Path(__file__).parent / "fixtures" / "records"


@pytest.mark.parametrize("columns_from", [1, 8])
def test_records_read_by_shape_match_a_subtree_walk(columns_from, monkeypatch):
    from webextract.extract.stem import spans as stem_spans
    from webextract.extract.stem.content import record_fields, record_links
    from webextract.extract.stem.spans import SpanReader

    # shapes with at least columns_from records are read column by column
    monkeypatch.setattr(stem_spans, "_COLUMNS_FROM", columns_from)

    html = (
        "<html><head><title>t</title></head><body><ul>"
        "<li><a href='/a'>A</a>-<span>glued</span> <span>apart</span><p>x<br>y</p></li>"
        "<li><a href='#top'>B</a><span>one</span><span>two</span><p>z</p>tail</li>"
        "<li><a href='/a'>C</a> <area href='/m'><div><div>deep<span>er</span></div></div></li>"
        "</ul><table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table>"
        "</body></html>"
    )
    shapes = (
        "<html><body><ul>"
        "<li><a href='/1'>x</a>tail</li>"  # the li's first text is empty: "a" comes first
        "<li>lead<a href='/2'>y</a>tail</li>"  # ... here "li" does
        "<li> <a href='/1'> </a> </li>"
        "<li>a<a href='javascript:x'>b</a><a href='/3'>c</a><a href=' /3 '>d</a></li>"
        "<li>a<a href='/4'>b</a><a>c</a><a href='/4'>d</a></li>"
        "<li>a<a href='rel/5'>b</a><a href='../up'>c</a><a href='//cdn/x'>d</a></li>"
        "<li>a<a href='http://abs/x'>b</a><a href='/./dot'>c</a><a href='http://[x'>d</a></li>"
        "</ul></body></html>"
    )
    for name in ("irs_search.html", "wellsfargo_search.html", None, "shapes"):
        page = shapes if name == "shapes" else (FIXTURES / name).read_bytes() if name else html
        root = prepare_tree(parse_html(page))
        index = build_tag_paths(root)
        reader = SpanReader(index, "https://example.com/list/")
        end, parent = index.end, index.parent
        checked = 0
        spans, expect = [], []
        for first in range(1, len(index.wps)):
            if any(first <= h < end[first] for h in index.holes):
                continue
            roots = [first]
            while len(roots) < 3 and end[roots[-1]] < len(index.wps) and parent[end[roots[-1]]] == parent[first]:
                roots.append(end[roots[-1]])
            for k in range(1, len(roots) + 1):
                elements = [index.elements[p] for p in roots[:k]]
                expected = record_fields(elements) + (record_links(elements, "https://example.com/list/"),)
                assert reader.read(first, end[roots[k - 1]]) == expected
                spans.append((first, end[roots[k - 1]]))
                expect.append(expected)
                checked += 1
        assert checked > 10
        # all at once: the records of one shape are read column by column
        assert SpanReader(index, "https://example.com/list/").read_many(spans) == expect
        assert SpanReader(index).read_many(spans) == [
            record_fields([index.elements[p] for p in _roots(index, a, b)])
            + (record_links([index.elements[p] for p in _roots(index, a, b)], None),)
            for a, b in spans
        ]


def _random_list_page(seed):
    """A list page whose records share a few shapes, with empty, whitespace-only and
    glued texts and tails in random places, links of every kind, decorative tags."""
    import random
    import re

    texts = ["", "", "", " ", "\n  ", "a", "b c", " x ", "y\n", "\xa0", "w\u2003z", "q-", "-r", "\t", "1"]
    hrefs = ["/x", " /y ", "#", "javascript:v", "rel", "", "http://h/z"]
    tags = ["span", "a", "div", "p", "b", "td", "em", "br", "i"]

    def element(rng, depth):
        tag = rng.choice(tags)
        if tag == "br":
            return "<br>" + rng.choice(texts)
        attrs = f" href='{rng.choice(hrefs)}'" if tag == "a" and rng.random() < 0.8 else ""
        inner = rng.choice(texts)
        if depth < 3:
            for _ in range(rng.randint(0, 3)):
                inner += element(rng, depth + 1) + rng.choice(texts)
        return f"<{tag}{attrs}>{inner}</{tag}>"

    rng = random.Random(seed)
    shapes = [element(random.Random(seed * 100 + k), 1) for k in range(3)]
    rows = []
    for _ in range(rng.randint(5, 40)):
        parts = re.split(r"(<[^>]+>)", rng.choice(shapes))
        parts = [p if p.startswith("<") else rng.choice(texts) for p in parts]
        rows.append("<li>" + rng.choice(texts) + "".join(parts) + "</li>" + rng.choice(texts))
    return "<html><body><ul>" + "".join(rows) + "</ul></body></html>"


@pytest.mark.parametrize("columns_from", [1, 8])
def test_records_read_by_shape_match_a_subtree_walk_on_random_pages(columns_from, monkeypatch):
    from webextract.extract.stem import spans as stem_spans
    from webextract.extract.stem.content import record_fields, record_links
    from webextract.extract.stem.spans import SpanReader

    monkeypatch.setattr(stem_spans, "_COLUMNS_FROM", columns_from)
    for seed in range(150):
        root = prepare_tree(parse_html(_random_list_page(seed)))
        index = build_tag_paths(root)
        ul = next(i for i, e in enumerate(index.elements) if e.tag == "ul")
        spans = []
        p = ul + 1
        while p < index.end[ul]:
            spans.append((p, index.end[p]))
            p = index.end[p]
        for base in ("https://example.com/list/", None):
            expect = [record_fields([index.elements[a]]) + (record_links([index.elements[a]], base),)
                      for a, _ in spans]
            assert SpanReader(index, base).read_many(spans) == expect, seed


def _roots(index, first, stop):
    roots = [first]
    while index.end[roots[-1]] < stop:
        roots.append(index.end[roots[-1]])
    return roots


def test_either_suffix_array_gives_the_same_records():
    for name in ("irs_search.html", "wellsfargo_search.html"):
        data = (FIXTURES / name).read_bytes()
        results = [extract_records(parse_html(data), suffix_array=method)
                   for method in ("divsufsort", "sais")]
        a, b = ([(g.pattern, g.pvr, [(r.text, r.html, r.links, r.fields) for r in g.records])
                 for g in res.regions] for res in results)
        assert a == b and a
        assert results[0].stats == results[1].stats
        assert results[0].patterns == results[1].patterns


def test_texts_normalised_together_match_one_by_one():
    from webextract.extract.stem.spans import _MARK, _normalized

    for texts in ([" a  b ", "", " \n ", "c", "\u2003d\te\xa0 ", " f"],  # all kinds of whitespace
                  ["  a     b  ", "", "    ", "c  d", " e", "f "]):  # spaces only
        pieces = [piece for text in texts for piece in (text, _MARK)]
        assert _normalized(pieces, len(texts)) == [" ".join(t.split()) for t in texts]
    # a mark inside a text: the caller normalises them one by one
    assert _normalized(["a" + _MARK + "b", _MARK], 1) is None


def test_two_sided_gap_check_with_numpy_matches_the_loop(monkeypatch):
    import random

    from webextract.extract.stem import gap_filter
    from webextract.extract.stem.suffixtree import build_suffix_tree

    rng = random.Random(3)
    for _ in range(60):
        period = [rng.randint(1, 4) for _ in range(rng.randint(2, 6))]
        seq = []
        while len(seq) < 300:  # runs of a repeated unit with noise in between
            seq += period * rng.randint(1, 6) + [rng.randint(1, 6) for _ in range(rng.randint(0, 5))]
        tree = build_suffix_tree(seq)
        tseq = tuple(seq)
        for q in range(1, tree.n_internal):
            monkeypatch.setattr(gap_filter, "_VECTOR_FROM", 10**9)
            loop = gap_filter._two_sided(tree, q, 0.6, 0.6, tseq)
            monkeypatch.setattr(gap_filter, "_VECTOR_FROM", 2)
            assert gap_filter._two_sided(tree, q, 0.6, 0.6, tseq) == loop


def test_columns_told_normalised_are_normalised():
    import random

    from webextract.extract.stem.spans import _normal

    rng = random.Random(1)
    alphabet = ["a", "b", " ", "  ", "\t", "\n", "\xa0", "\u2003", "\x1c", "\x00", "x y", "é"]
    told = 0
    for _ in range(20000):
        col = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 4)))
               for _ in range(rng.randint(1, 5))]
        if _normal(col):
            told += 1
            assert all(" ".join(t.split()) == t for t in col), col
    assert told > 100
    assert _normal(["Item 1", "", "a b c"]) and not _normal(["Item  1"]) and not _normal([" x"])


def test_whitespace_other_than_the_space_is_listed_whole():
    import sys

    from webextract.extract.stem.spans import _OTHER_WHITESPACE

    assert set(_OTHER_WHITESPACE) == {c for c in map(chr, range(sys.maxunicode + 1))
                                      if c.isspace() and c != " "}
