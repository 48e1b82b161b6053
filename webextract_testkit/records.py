"""Generated list pages of the shapes STEM found hard, labelled in the records dataset format.

Run:  python -m webextract_testkit.records [OUT_FOLDER] [--pages-per-shape N] [--seed S]

Writes ``OUT_FOLDER/pages/<id>.html`` and ``OUT_FOLDER/truth.jsonl`` (default
``tests/fixtures/records/shapes``), one page per shape and seed.  Every page has one target
list (labelled: ``records[]`` with ``text`` and ``fields``) among page chrome that repeats too
(menus, paging, "related searches", pairs of repeated blocks: two search boxes, two banners,
previous/next, the same nav bar on top and at the bottom).  The shapes:

* ``tworow``: a table whose records are two rows each (a title row, a snippet row);
* ``dtdd``: a definition list, a record is a ``dt`` (title) and its ``dd`` (snippet, URL);
* ``cells``: a container of blocks, a record is an image block and a details block;
* ``tworow-ads``: two-row records with the first records' snippet rows carrying an extra
  link (sponsored), so the rows are not all alike;
* ``nested``: results each holding a nested list (site links) in a list of results;
* ``cards``: a grid of product cards, rows of three cards, among pairs of chrome;
* ``flat``: records without an element of their own: a link, a line break, the snippet,
  the URL and two line breaks, one after the other in one container;
* ``formtable``: records as rows of the table that also holds the search form's rows and
  the "Found N matches" line above them;
* ``titleabstract``: records of a title row and an abstract row in such a table;
* ``engine1999``: a 1999 search engine: records as table rows (a relevance score and the
  result's cell) between two copies of a navigation bar;
* ``resulttables``: each record a table of its own (score, result) between two navigation
  bars that are tables of the same path;
* ``pbars``: each record a paragraph (link, snippet, URL) between two navigation bars that
  are paragraphs of links ("Home | News | Help");
* ``navrows``: navigation rows of links inside the results table, above and below the rows;
* ``threerow``: a record is a title row, an abstract row and a URL row, below the search
  form's rows and a count line;
* ``linkrows``: a title row and an abstract row of one shape (each a cell with a link:
  the title, the abstract's "more"), below the search form's rows and a count line;
* ``barcount``: title and abstract rows between two bar rows of links, the count line
  (of the abstract rows' shape) after the first bar;
* ``countbelow``: result rows, then the count line and the search form's rows below them;
* ``morelink``: results whose list ends in a line of their shape but another class, whose
  link has no address ("See more results", a script's button);
* ``nextlink``: results whose list ends in an item of another class holding one short link
  ("Next page");
* ``prelines``, ``prelines-tight``: results laid out as text lines in one ``<pre>`` (a
  linked title, a snippet line, an address line), a blank line between records or none;

Then measure:  python benchmarks/eval_records.py tests/fixtures/records/shapes
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from webextract_testkit import CHECKOUT

WORDS = (
    "river stone paper garden engine silver market harbor winter signal copper museum "
    "valley ticket orchard lantern mirror basket cotton rocket planet canyon meadow violin "
    "castle window forest bridge island dragon puzzle summer autumn spring travel hotel "
    "camera laptop kettle guitar bottle wallet jacket helmet saddle anchor compass blanket "
    "theory method report survey review archive journal chapter volume letter notice "
    "budget policy county school clinic museum garden station tunnel harbor airport "
).split()


def _words(rng: random.Random, lo: int, hi: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(lo, hi))).capitalize()


def _url(rng: random.Random) -> str:
    return f"www.{rng.choice(WORDS)}{rng.randint(1, 99)}.com/{rng.choice(WORDS)}"


def _chrome_top(rng: random.Random) -> str:
    menu = "".join(f'<li><a href="/{w}">{w.title()}</a></li>' for w in rng.sample(WORDS, 6))
    tabs = "".join(f'<td><a href="/t/{w}">{w}</a></td>' for w in rng.sample(WORDS, 5))
    return (
        '<div id="header"><div class="logo"><a href="/"><img src="logo.gif"></a></div>'
        f'<ul class="menu">{menu}</ul>'
        f'<table class="tabs"><tr>{tabs}</tr></table>'
        '<form action="/search"><input name="q"><input type="submit" value="Search"></form>'
        '<div class="banner"><a href="/ad1"><img src="b1.gif"></a><span>Ad</span></div>'
        '</div>'
    )


def _chrome_bottom(rng: random.Random, n_pages: int = 10) -> str:
    paging = "".join(f'<a href="?p={i}">{i}</a> ' for i in range(1, n_pages + 1))
    related = "".join(
        f'<li><a href="/s?q={w}">{w} {v}</a></li>' for w, v in zip(rng.sample(WORDS, 8), rng.sample(WORDS, 8))
    )
    foot = "".join(f'<a href="/f/{w}">{w.title()}</a> | ' for w in rng.sample(WORDS, 5))
    return (
        f'<div class="paging"><a href="?p=0">Previous</a> {paging}<a href="?p=2">Next</a></div>'
        f'<div class="related"><h4>Related searches</h4><ul>{related}</ul></div>'
        '<form action="/search"><input name="q"><input type="submit" value="Search"></form>'
        '<div class="banner"><a href="/ad2"><img src="b2.gif"></a><span>Ad</span></div>'
        f'<div class="footer"><p>{foot}</p><p>Copyright 2007 {rng.choice(WORDS)} Inc.</p></div>'
    )


def _side(rng: random.Random) -> str:
    boxes = "".join(
        f'<div class="box"><h4>{_words(rng, 1, 2)}</h4><p>{_words(rng, 4, 9)}</p></div>' for _ in range(2)
    )
    return f'<div class="side">{boxes}</div>'


def _page(body: str, rng: random.Random) -> str:
    return (
        f"<html><head><title>{_words(rng, 2, 3)} - search</title>"
        "<script>var x = 1;</script></head><body>"
        f"{_chrome_top(rng)}<div id=\"main\">{_side(rng)}<div class=\"content\">"
        f"<p>Results 1 - 10 of about {rng.randint(100, 9999)} for <b>{rng.choice(WORDS)}</b></p>"
        f"{body}</div></div>{_chrome_bottom(rng)}</body></html>"
    )


def _result(rng: random.Random) -> tuple[str, str, str]:
    return _words(rng, 2, 6), _words(rng, 12, 30) + ".", _url(rng)


def _tworow(rng: random.Random, n: int, ads: bool = False) -> tuple[str, list[dict]]:
    rows, recs = [], []
    for i in range(n):
        title, snippet, url = _result(rng)
        extra = ' <a href="/why">Sponsored</a>' if ads and i < 2 else ""
        rows.append(
            f'<tr><td class="t"><a href="http://{url}">{title}</a></td></tr>'
            f'<tr><td class="s">{snippet}<br><span class="u">{url}</span> - '
            f'<a href="/cache?u={url}">Cached</a>{extra}</td></tr>'
        )
        recs.append({"text": f"{title} {snippet} {url} - Cached", "fields": [title, snippet, url]})
    return f'<table class="results">{"".join(rows)}</table>', recs


def _dtdd(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    items, recs = [], []
    for _ in range(n):
        title, snippet, url = _result(rng)
        size = f"{rng.randint(2, 90)}k"
        items.append(
            f'<dt><a href="http://{url}">{title}</a></dt>'
            f'<dd>{snippet}<br><cite>{url}</cite> - {size}</dd>'
        )
        recs.append({"text": f"{title} {snippet} {url} - {size}", "fields": [title, snippet, url, size]})
    return f'<dl class="results">{"".join(items)}</dl>', recs


def _cells(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    items, recs = [], []
    for i in range(n):
        title, desc, _ = _result(rng)
        price = f"${rng.randint(5, 900)}.{rng.randint(10, 99)}"
        items.append(
            f'<div class="thumb"><a href="/p/{i}"><img src="/img/{i}.jpg"></a></div>'
            f'<div class="info"><h3><a href="/p/{i}">{title}</a></h3><p>{desc}</p>'
            f'<span class="price">{price}</span></div>'
        )
        recs.append({"text": f"{title} {desc} {price}", "fields": [title, desc, price]})
    return f'<div class="products">{"".join(items)}</div>', recs


def _nested(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    items, recs = [], []
    for i in range(n):
        title, snippet, url = _result(rng)
        subs = [_words(rng, 1, 2) for _ in range(rng.choice((0, 0, 2, 4)))]
        sub = "".join(f'<li><a href="/{i}/{k}">{s}</a></li>' for k, s in enumerate(subs))
        sub_html = f'<ul class="sitelinks">{sub}</ul>' if subs else ""
        items.append(
            f'<li class="g"><h3><a href="http://{url}">{title}</a></h3>'
            f'<div class="s">{snippet}<br><cite>{url}</cite></div>{sub_html}</li>'
        )
        recs.append({"text": " ".join([title, snippet, url, *subs]), "fields": [title, snippet, url]})
    return f'<ol class="results">{"".join(items)}</ol>', recs


def _cards(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    rows, recs, row = [], [], []
    for i in range(n):
        title = _words(rng, 2, 5)
        price = f"${rng.randint(5, 900)}.{rng.randint(10, 99)}"
        blurb = _words(rng, 6, 14) + "."
        row.append(
            f'<td><a href="/p/{i}"><img src="/i/{i}.jpg"></a><br><a href="/p/{i}">{title}</a>'
            f'<br>{blurb}<br><span class="price">{price}</span></td>'
        )
        recs.append({"text": f"{title} {blurb} {price}", "fields": [title, blurb, price]})
        if len(row) == 3 or i == n - 1:
            rows.append(f"<tr>{''.join(row)}</tr>")
            row = []
    return f'<table class="grid">{"".join(rows)}</table>', recs


def _flat(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    items, recs = [], []
    for _ in range(n):
        title, snippet, url = _result(rng)
        items.append(f'<a href="http://{url}">{title}</a><br>{snippet}<br>'
                     f'<span class="u">{url}</span><br><br>')
        recs.append({"text": f"{title} {snippet} {url}", "fields": [title, snippet, url]})
    return f'<div class="results">Web results<br><br>{"".join(items)}</div>', recs


def _prelines(rng: random.Random, n: int, blank: bool = True) -> tuple[str, list[dict]]:
    """Results laid out as text lines in one ``<pre>``: a linked title, a snippet line and an
    address line, a blank line between records (``blank``) or none."""
    items, recs = [], []
    for _ in range(n):
        title, snippet, url = _result(rng)
        items.append(f'<a href="http://{url}">{title}</a>\n    {snippet}\n    {url}\n' + ("\n" if blank else ""))
        recs.append({"text": f"{title} {snippet} {url}", "fields": [title, snippet, url]})
    return f'<pre>Web results for {rng.choice(WORDS)}\n\n{"".join(items)}</pre>', recs


def _form_rows(rng: random.Random) -> str:
    sorts = "".join(f"<option>{w}</option>" for w in ("relevance", "date", "title"))
    return (
        '<tr><td class="l">Search for:</td><td><input name="q" size="30"> '
        '<input type="submit" value="Search"></td></tr>'
        f'<tr><td class="l">Sort by:</td><td><select name="s">{sorts}</select></td></tr>'
        '<tr><td class="l">Show:</td><td><input type="radio" name="n"> 10 '
        '<input type="radio" name="n"> 25 results per page</td></tr>'
    )


def _formtable(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """Results in the rows of the table that holds the search form's rows and the
    "Found N matches" line above them: a record is a row (number, title, snippet, URL)."""
    rows, recs = [], []
    for i in range(n):
        title, snippet, url = _result(rng)
        size = f"{rng.randint(2, 90)}K"
        rows.append(f'<tr><td class="n">{i + 1}.</td><td><a href="http://{url}"><b>{title}</b></a><br>'
                    f'{snippet}<br><i>{url}</i> - {size}</td></tr>')
        recs.append({"text": f"{i + 1}. {title} {snippet} {url} - {size}", "fields": [title, snippet, url]})
    return (f'<table class="search">{_form_rows(rng)}'
            f'<tr><td colspan="2"><b>Found {n} matches</b></td></tr>{"".join(rows)}</table>'), recs


def _titleabstract(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """A record is a title row (title link, date) and an abstract row, in a table whose first
    rows are the search form's and a "Found N matches" line."""
    rows, recs = [], []
    for _ in range(n):
        title, abstract, _ = _result(rng)
        date = f"{rng.randint(1, 28)} {rng.choice(['Jan', 'Mar', 'Jun', 'Oct'])} 1999"
        rows.append(f'<tr><td colspan="2" class="title"><a href="/doc/{rng.randint(1, 9999)}">{title}</a>'
                    f' <font size="-1">{date}</font></td></tr>'
                    f'<tr><td></td><td class="abstract">{abstract}</td></tr>')
        recs.append({"text": f"{title} {date} {abstract}", "fields": [title, date, abstract]})
    return (f'<table class="search">{_form_rows(rng)}'
            f'<tr><td colspan="2">Found {n} matches</td></tr>{"".join(rows)}</table>'), recs


def _engine1999(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """A 1999 search engine: a navigation bar (a table row of links) above and below the
    results, each result a table row of a relevance number and the result's cell."""
    bar = "".join(f'<td><a href="/{w}"><font size="-1">{w.title()}</font></a></td>'
                  for w in rng.sample(WORDS, 6))
    nav = f'<table class="bar" width="100%"><tr>{bar}</tr></table>'
    rows, recs = [], []
    for _ in range(n):
        title, snippet, url = _result(rng)
        score = f"{rng.randint(40, 99)}%"
        rows.append(f'<tr><td valign="top"><font size="-1">{score}</font></td>'
                    f'<td><a href="http://{url}">{title}</a><br><font size="-1">{snippet}<br>'
                    f'<i>http://{url}</i></font></td></tr>')
        recs.append({"text": f"{score} {title} {snippet} http://{url}", "fields": [title, snippet, url]})
    return f'{nav}<table border="0">{"".join(rows)}</table>{nav}', recs


def _navbar_cells(rng: random.Random, k: int = 6) -> str:
    return "".join(f'<td><a href="/{w}"><font size="-1">{w.title()}</font></a></td>'
                   for w in rng.sample(WORDS, k))


def _resulttables(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """Each result a table of its own (a score cell, the result's cell) between two
    navigation bars that are tables too."""
    nav = f'<table width="100%"><tr>{_navbar_cells(rng)}</tr></table>'
    out, recs = [], []
    for _ in range(n):
        title, snippet, url = _result(rng)
        score = f"{rng.randint(40, 99)}%"
        out.append(f'<table border="0"><tr><td valign="top"><font size="-1">{score}</font></td>'
                   f'<td><a href="http://{url}">{title}</a><br><font size="-1">{snippet}<br>'
                   f'<i>http://{url}</i></font></td></tr></table>')
        recs.append({"text": f"{score} {title} {snippet} http://{url}", "fields": [title, snippet, url]})
    return nav + "".join(out) + nav, recs


def _pbars(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """Each result a paragraph between two paragraphs of links (navigation bars)."""
    nav = '<p class="nav">' + " | ".join(f'<a href="/{w}">{w.title()}</a>' for w in rng.sample(WORDS, 7)) + "</p>"
    out, recs = [], []
    for _ in range(n):
        title, snippet, url = _result(rng)
        out.append(f'<p><a href="http://{url}">{title}</a><br>{snippet}<br><i>http://{url}</i></p>')
        recs.append({"text": f"{title} {snippet} http://{url}", "fields": [title, snippet, url]})
    return nav + "".join(out) + nav, recs


def _navrows(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """Rows of navigation links inside the results table, two above the results, one below."""
    bar = f"<tr>{_navbar_cells(rng, 2)}</tr>"
    rows, recs = [], []
    for _ in range(n):
        title, snippet, _ = _result(rng)
        score = f"{rng.randint(40, 99)}%"
        rows.append(f'<tr><td>{score}</td><td><a href="/doc/{rng.randint(1, 9999)}">{title}</a><br>{snippet}</td></tr>')
        recs.append({"text": f"{score} {title} {snippet}", "fields": [title, snippet]})
    return f'<table>{bar}{bar}{"".join(rows)}{bar}</table>', recs


def _threerow(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """A record is three rows (a numbered title link; the abstract; the URL) in the table
    whose first rows are the search form's and a count line."""
    rows, recs = [], []
    for i in range(n):
        title, abstract, url = _result(rng)
        rows.append(f'<tr><td><b>{i + 1}.</b> <a href="/doc/{rng.randint(1, 9999)}">{title}</a></td></tr>'
                    f'<tr><td>{abstract}</td></tr><tr><td><i>{url}</i></td></tr>')
        recs.append({"text": f"{i + 1}. {title} {abstract} {url}", "fields": [title, abstract, url]})
    return (f'<table>{_form_rows(rng)}<tr><td>Found {n} matches</td></tr>{"".join(rows)}</table>'), recs


def _linkrows(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """A title row and an abstract row of one shape: each a cell holding a link."""
    rows, recs = [], []
    for _ in range(n):
        title, abstract, _ = _result(rng)
        doc = rng.randint(1, 9999)
        rows.append(f'<tr><td><a href="/doc/{doc}">{title}</a></td></tr>'
                    f'<tr><td>{abstract} <a href="/doc/{doc}#more">more</a></td></tr>')
        recs.append({"text": f"{title} {abstract} more", "fields": [title, abstract]})
    return (f'<table>{_form_rows(rng)}<tr><td>Found {n} matches</td></tr>{"".join(rows)}</table>'), recs


def _barcount(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """Title and abstract rows between two rows of links ("a | b | c"); the count line,
    a row of the abstract rows' shape, after the first bar."""
    bar = "<tr><td>" + " | ".join(f'<a href="/{w}">{w}</a>' for w in rng.sample(WORDS, 5)) + "</td></tr>"
    rows, recs = [], []
    for i in range(n):
        title, abstract, _ = _result(rng)
        rows.append(f'<tr><td><b>{i + 1}.</b> <a href="/doc/{rng.randint(1, 9999)}">{title}</a></td></tr>'
                    f'<tr><td>{abstract}</td></tr>')
        recs.append({"text": f"{i + 1}. {title} {abstract}", "fields": [title, abstract]})
    return f'<table>{bar}<tr><td>Found {n} documents</td></tr>{"".join(rows)}{bar}</table>', recs


def _countbelow(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """Result rows, then the "Found N matches" line and the search form's rows below them."""
    rows, recs = [], []
    for i in range(n):
        title, snippet, _ = _result(rng)
        rows.append(f'<tr><td>{i + 1}.</td><td><a href="/doc/{rng.randint(1, 9999)}">{title}</a><br>{snippet}</td></tr>')
        recs.append({"text": f"{i + 1}. {title} {snippet}", "fields": [title, snippet]})
    return (f'<table>{"".join(rows)}<tr><td colspan="2">Found {n} matches</td></tr>'
            f'{_form_rows(rng)}</table>'), recs


def _morelink(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """Results in paragraphs of one class, then a paragraph of their shape but another
    class whose link has no address ("See more results", a script's button)."""
    out, recs = [], []
    for _ in range(n):
        title, snippet, url = _result(rng)
        out.append(f'<p class="hit"><a href="http://{url}">{title}</a><br>{snippet}</p>')
        recs.append({"text": f"{title} {snippet}", "fields": [title, snippet]})
    return (f'<div class="hits">{"".join(out)}<p class="pager"><a onclick="more()">See more results</a>'
            f'<br>Page 1 of {rng.randint(2, 9)}</p></div>'), recs


def _nextlink(rng: random.Random, n: int) -> tuple[str, list[dict]]:
    """Results as list items, the list closed by an item of another class: "Next page"."""
    out, recs = [], []
    for _ in range(n):
        title, snippet, url = _result(rng)
        out.append(f'<li class="result"><a href="http://{url}">{title}</a> - {snippet}</li>')
        recs.append({"text": f"{title} - {snippet}", "fields": [title, snippet]})
    return f'<ul class="results">{"".join(out)}<li class="next"><a href="?p=2">Next page</a></li></ul>', recs


SHAPES = {
    "tworow": lambda rng, n: _tworow(rng, n),
    "tworow-ads": lambda rng, n: _tworow(rng, n, ads=True),
    "dtdd": _dtdd,
    "cells": _cells,
    "nested": _nested,
    "cards": _cards,
    "flat": _flat,
    "formtable": _formtable,
    "titleabstract": _titleabstract,
    "engine1999": _engine1999,
    "resulttables": _resulttables,
    "pbars": _pbars,
    "navrows": _navrows,
    "threerow": _threerow,
    "linkrows": _linkrows,
    "barcount": _barcount,
    "countbelow": _countbelow,
    "morelink": _morelink,
    "nextlink": _nextlink,
    "prelines": _prelines,
    "prelines-tight": lambda rng, n: _prelines(rng, n, blank=False),
}


def page_with(shape: str, n: int, seed: str = "14") -> tuple[str, list[dict]]:
    """One generated page of a shape with ``n`` records: its HTML and its labelled records."""
    rng = random.Random(f"{seed}-{shape}-{n}")
    body, recs = SHAPES[shape](rng, n)
    return _page(body, rng), recs


def generate(out: Path, pages_per_shape: int = 3, seed: int = 14) -> int:
    """Write the generated set to ``out``; returns the number of pages."""
    (out / "pages").mkdir(parents=True, exist_ok=True)
    rows = []
    for name, make in SHAPES.items():
        for k in range(pages_per_shape):
            rng = random.Random(f"{seed}-{name}-{k}")
            body, recs = make(rng, rng.randint(4, 12))
            rows.append((f"{name}-{k}", _page(body, rng), recs))
    with (out / "truth.jsonl").open("w", encoding="utf-8") as fh:
        for page_id, page, recs in rows:
            (out / "pages" / f"{page_id}.html").write_text(page, encoding="utf-8")
            fh.write(json.dumps({"id": page_id, "source": "generated", "records": recs}) + "\n")
    return len(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(CHECKOUT / "tests" / "fixtures" / "records" / "shapes"))
    parser.add_argument("--pages-per-shape", type=int, default=3)
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args(argv)
    n = generate(Path(args.out), args.pages_per_shape, args.seed)
    print(f"{n} pages in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
