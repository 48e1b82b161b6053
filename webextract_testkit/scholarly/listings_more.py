"""More generated list pages in shapes that mislead an article-link choice, each with the
article URLs a crawl should follow (one an entry, in page order).  The tables of contents of
:mod:`webextract_testkit.scholarly.tables` take these shapes through its ``SHAPES``.

* ``wrapped_names``: a collaboration journal's issue whose entries list their authors as
  wrapped links (``<li><a>`` in a ``<ul>`` on some, ``<span class="author"><a>`` on
  others), two of them with hundreds of names (250 and 600), the title a link.
* ``second_title``: an issue whose commentaries and corrections carry a second long,
  title-like link to the article they discuss ("Commentary on: ...", "Erratum to: ...",
  another page of the site): one link an entry, the entry's own title.
* ``offsite``: a table of contents of which some entries' only article link points to
  another host (``https://doi.example.net/10...``): those are out of the crawl's scope and
  skipped; the others are the site's own article pages.
* ``arxiv_sections``: a preprint server's daily listing in three sections ("New
  submissions", "Cross-lists", "Replacements") under their headings, each entry an
  identifier link with "[pdf, ps, other]", a title line, author links to searches,
  "Comments:", "Journal-ref:" and "Subjects:" lines.
* ``facets``: a publisher's search page: sort links ("Relevance", "Newest first"), filter
  facets with counts ("Article (1,234)", "Review (87)", "2023 (412)"), numbered pagination
  and "Next", each result a title link, authors as text, a journal line and "Download PDF".
"""

from __future__ import annotations

import random

from webextract_testkit.scholarly.common import FAMILY, GIVEN, _sentence, _title, esc

SITE = "https://journal.example.org"


def _names(rng: random.Random, n: int) -> list[str]:
    return [f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}" for _ in range(n)]


def _page(title: str, body: str) -> str:
    return (f'<html><head><title>{title}</title></head><body><div id="header"><a href="/">Home</a> '
            '<a href="/login">Login</a> <a href="/submit">Submit a manuscript</a> <a href="/about">About</a></div>'
            f'<div id="content">{body}</div><footer><a href="/privacy">Privacy policy</a> '
            '<a href="/terms">Terms and conditions</a> <a href="/contact">Contact us</a></footer></body></html>')


def _wrapped_names(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, entries = [], []
    listed = rng.random() < 0.5  # the page's authors as <ul><li><a>, else <span><a>
    for k in range(n):
        slug = f"10.1140/epjc/s10052-024-{rng.randint(10000, 99999)}-{k}"
        urls.append(f"{SITE}/article/{slug}")
        count = 250 if k == 3 else 600 if k == 8 else rng.randint(3, 12)
        people = _names(rng, count)
        if listed:
            authors = "<ul class='authors'>" + "".join(
                f'<li><a href="/author/{esc(p).replace(" ", "-").lower()}">{esc(p)}</a></li>' for p in people) + "</ul>"
        else:
            authors = "<div class='authors'>" + ", ".join(
                f'<span class="author"><a href="/author/{esc(p).replace(" ", "-").lower()}">{esc(p)}</a></span>'
                for p in people) + "</div>"
        entries.append(f'<li class="entry"><span class="type">Regular Article</span>'
                       f'<h3><a href="/article/{slug}">{esc(_title(rng))}</a></h3>{authors}'
                       f'<p class="cite">Eur. Phys. J. C 84, {rng.randint(1, 999)} (2024)</p>'
                       f'<p><a href="/content/pdf/{slug}.pdf">Download PDF</a></p></li>')
    return _page("Volume 84, Issue 1", f'<h1>Volume 84, Issue 1</h1><ul class="toc">{"".join(entries)}</ul>'), urls


def _second_title(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, entries = [], []
    for k in range(n):
        number = rng.randint(100000, 999999)
        urls.append(f"{SITE}/doi/10.1093/jt/{number}")
        other = f"/doi/10.1093/jt/{rng.randint(100000, 999999)}"
        if k % 3 == 1:
            extra = (f'<p class="related">{rng.choice(("Commentary on", "Erratum to", "Comment on"))}: '
                     f'<a href="{other}">{esc(_title(rng))} and {esc(_title(rng).lower())}</a></p>')
        elif k % 3 == 2:
            extra = (f'<div class="related"><a href="{other}">{rng.choice(("Commentary on", "Erratum to", "Correction to"))} '
                     f'&#8220;{esc(_title(rng))}&#8221;</a></div>')
        else:
            extra = ""
        authors = ", ".join(esc(a) for a in _names(rng, rng.randint(1, 6)))
        entries.append(f'<div class="al-article-item"><h5 class="item-title"><a href="/doi/10.1093/jt/{number}">'
                       f'{esc(_title(rng))}</a></h5><div class="al-authors-list">{authors}</div>{extra}'
                       f'<div class="ww-citation-primary">Journal of Tests, Volume 12, Issue 3, 2024, Pages '
                       f'{rng.randint(1, 400)}-{rng.randint(401, 800)}</div>'
                       f'<div class="al-other-resource-links"><a href="/doi/10.1093/jt/{number}/pdf">PDF</a></div></div>')
    return _page("Journal of Tests: Volume 12, Issue 3", f'<h1>Volume 12, Issue 3</h1>{"".join(entries)}'), urls


def _offsite(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, entries = [], []
    for k in range(n):
        title = esc(_title(rng))
        authors = ", ".join(esc(a) for a in _names(rng, rng.randint(1, 5)))
        if k % 4 == 2:
            link = f"https://doi.example.net/10.5555/jt.{rng.randint(10000, 99999)}"  # the entry lives elsewhere
        else:
            link = f"/articles/jt-{rng.randint(10000, 99999)}"
            urls.append(SITE + link)
        entries.append(f'<tr><td class="title"><a href="{link}">{title}</a></td><td class="authors">{authors}</td>'
                       f'<td class="pages">{rng.randint(1, 300)}-{rng.randint(301, 600)}</td></tr>')
    return _page("Contents of Volume 5", f'<h1>Contents of Volume 5</h1><table class="toc">{"".join(entries)}</table>'), urls


def _arxiv_sections(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, sections = [], []
    names = ("New submissions", "Cross-lists", "Replacements")
    per = (n - 2 * (n // 4), n // 4, n // 4)
    k = 0
    for name, count in zip(names, per):
        items = []
        for _ in range(count):
            k += 1
            ident = f"2401.{rng.randint(10000, 99999)}"
            version = f"v{rng.randint(2, 4)}" if name == "Replacements" else ""
            urls.append(f"{SITE}/abs/{ident}{version}")  # a replacement's link names its version
            authors = ", ".join(f'<a href="/find/cs/1/au:+{esc(a.split()[-1])}_{esc(a[0])}/0/1/0/all/0/1">{esc(a)}</a>'
                                for a in _names(rng, rng.randint(1, 9)))
            ref = (f'<div class="list-journal-ref"><span class="descriptor">Journal-ref:</span> Phys. Rev. D '
                   f'{rng.randint(90, 110)}, {rng.randint(1000, 9999)} (2024)</div>' if k % 3 == 0 else "")
            items.append(f'<dt><a name="item{k}">[{k}]</a>&nbsp; <span class="list-identifier">'
                         f'<a href="/abs/{ident}{version}" title="Abstract">arXiv:{ident}{version}</a> '
                         f'[<a href="/pdf/{ident}{version}" title="Download PDF">pdf</a>, '
                         f'<a href="/ps/{ident}{version}" title="Download PostScript">ps</a>, '
                         f'<a href="/format/{ident}{version}" title="Other formats">other</a>]</span></dt>'
                         f'<dd><div class="meta"><div class="list-title mathjax"><span class="descriptor">Title:</span> '
                         f'{esc(_title(rng))}</div><div class="list-authors"><span class="descriptor">Authors:</span> '
                         f'{authors}</div><div class="list-comments mathjax"><span class="descriptor">Comments:</span> '
                         f'{rng.randint(5, 40)} pages, {rng.randint(1, 9)} figures; {esc(_sentence(rng))}</div>{ref}'
                         f'<div class="list-subjects"><span class="descriptor">Subjects:</span> <span class="primary-subject">'
                         f'Computation and Language (cs.CL)</span>; Machine Learning (cs.LG)</div></div></dd>')
        sections.append(f'<h3>{name} for Wed, 3 Jan 24 (showing {count} of {count} entries)</h3><dl>{"".join(items)}</dl>')
    body = ('<h1>Computation and Language</h1><h2>Authors and titles for recent submissions</h2>'
            '<ul><li><a href="#item1">New submissions</a></li><li><a href="#item9">Cross-lists</a></li>'
            '<li><a href="#item11">Replacements</a></li></ul>'
            f'<small>[ total of {n} entries: <a href="/list/cs.CL/new?skip=0&amp;show=25">1-{n}</a> ]</small>'
            + "".join(sections))
    return _page("Computation and Language authors/titles new", body), urls


def _facets(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, results = [], []
    for _ in range(n):
        number = rng.randint(100000, 999999)
        urls.append(f"{SITE}/article/10.1016/j.jt.2024.{number}")
        authors = ", ".join(esc(a) for a in _names(rng, rng.randint(1, 6)))
        results.append(f'<li class="result-item"><span class="article-type">{rng.choice(("Research article", "Review article"))}'
                       f'</span><h2><a href="/article/10.1016/j.jt.2024.{number}">{esc(_title(rng))}</a></h2>'
                       f'<p class="authors">{authors}</p><p class="source">Journal of Tests, Volume {rng.randint(10, 60)}, '
                       f'{rng.randint(1, 28)} January 2024, {rng.randint(1000, 9999)}</p>'
                       f'<p><a href="/article/10.1016/j.jt.2024.{number}/pdfft?download=true">Download PDF</a> '
                       f'<a href="/search?qs=transport&amp;related={number}">View details</a></p></li>')
    facet = [("Article", "type", "research-article"), ("Review", "type", "review-article"),
             ("Editorial", "type", "editorial"), ("Short communication", "type", "short-communication"),
             ("2024", "years", "2024"), ("2023", "years", "2023"), ("2022", "years", "2022"),
             ("Journal of Tests", "pub", "journal-of-tests"), ("Materials Today", "pub", "materials-today")]
    facets = "".join(f'<li><a href="/search?qs=transport&amp;{key}={value}">{label} ({rng.randint(5, 9999):,})</a></li>'
                     for label, key, value in facet)
    sort = ('<div class="sort">Sort by: <a href="/search?qs=transport&amp;sortBy=relevance">Relevance</a> | '
            '<a href="/search?qs=transport&amp;sortBy=date">Date</a> | '
            '<a href="/search?qs=transport&amp;show=100">Show 100 per page</a></div>')
    pages = " ".join(f'<a href="/search?qs=transport&amp;offset={25 * p}">{p + 1}</a>' for p in range(1, 6))
    body = (f'<h1>{rng.randint(2000, 9000):,} results for "transport"</h1>{sort}'
            f'<aside class="facets"><h3>Refine by</h3><ul>{facets}</ul></aside>'
            f'<ol class="search-results">{"".join(results)}</ol>'
            f'<nav class="pagination">Page 1 of 88 {pages} <a href="/search?qs=transport&amp;offset=25">Next</a></nav>')
    return _page("Search results: transport", body), urls


MORE_SHAPES = {"wrapped_names": _wrapped_names, "second_title": _second_title, "offsite": _offsite,
               "arxiv_sections": _arxiv_sections, "facets": _facets}
