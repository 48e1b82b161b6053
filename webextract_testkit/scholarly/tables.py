"""Generated tables of contents and listings in the shapes that mislead an article-link
choice by anchor length, each with the article URLs a crawl should follow.

``toc_page(shape, rng, n)`` returns ``(html, article_urls)`` (absolute, on
``https://journal.example.org``).  Shapes:

* ``listing``: entries of many authors, each a link to an author search; the article's link
  is its identifier ("arXiv:2401.01234"), beside "pdf" and "other" links.
* ``citedin``: author names link to "cited in" searches; the article's link is an image
  (``alt="[HTML version]"``).
* ``issue``: a society journal's issue with chrome (Submit a manuscript, Login, E-mail
  alerts, Subscribe, Ethics, Personalization), each entry with "Abstract", "Full text" and a
  PDF download without suffix (``/articlepdf/...``).
* ``sections``: a weekly's table of contents of the 2000s: sections whose entries are runs of
  sibling elements (title, DOI and a line of "First paragraph | Full Text | PDF" links; a
  summary, the authors, "Supplementary information" and "See also: Editor's summary" on some)
  with no element per entry and no fixed run, so a record is a whole section; a sidebar of offers that all link one page; footer menus of
  link groups (a heading, then links on the site and off it).  The article link of an entry is
  its "First paragraph" (``/abs/``), its "Full Text" (``/full/``) the same entry.
* ``search``: a publisher's search results: each entry "Add to marked items", its title link,
  its authors as links to author searches, a snippet, a venue line whose journal and issue are
  links ("Polymer Bulletin, Volume 2, Number 10 / June, 1980"), a PDF; facets with counts, a
  subject menu, pagination.
* ``portal``: a mega-journal's search of the 2000s: a navigation of link groups ("Browse
  Articles By Publication Date By Subject", "About Journal Information Editorial Board..."),
  the family's journals off the site, entries of a date, a title link, authors as text and a
  citation line; a footer of "Write to the Help Desk", "Disclaimer", "Accessibility".
* ``profiles``, ``people``, ``hits``, ``issue_items``, ``views``, ``repository``: today's
  platforms, in :mod:`webextract_testkit.scholarly.listings`.
* ``wrapped_names``, ``second_title``, ``offsite``, ``arxiv_sections``, ``facets``: in
  :mod:`webextract_testkit.scholarly.listings_more`.
"""

from __future__ import annotations

import random

from webextract_testkit.scholarly.common import FAMILY, GIVEN, _title, esc
from webextract_testkit.scholarly.listings import MORE, SITE
from webextract_testkit.scholarly.listings_more import MORE_SHAPES

SHAPES = ("listing", "citedin", "issue", "sections", "search", "portal", *MORE, *MORE_SHAPES)


def _names(rng: random.Random, n: int) -> list[str]:
    return [f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}" for _ in range(n)]


def toc_page(shape: str, rng: random.Random, n: int = 12) -> tuple[str, list[str]]:
    """A list page of ``n`` entries in ``shape`` and the URLs of its articles, in page order."""
    if shape in _MORE:
        return _MORE[shape](rng, n)
    entries, urls = [], []
    for k in range(n):
        title = esc(_title(rng))
        if shape == "listing":
            ident = f"{2401 + k % 3}.{rng.randint(10000, 99999)}"
            urls.append(f"{SITE}/abs/{ident}")
            authors = ", ".join(f'<a href="/find/all?searchtype=author&amp;query={esc(a)}">{esc(a)}</a>'
                                for a in _names(rng, rng.randint(6, 14)))
            entries.append(f'<dt><a href="/abs/{ident}" title="Abstract">arXiv:{ident}</a> '
                           f'[<a href="/pdf/{ident}">pdf</a>, <a href="/format/{ident}">other</a>]</dt>'
                           f'<dd><div class="list-title">Title: {title}</div><div class="list-authors">Authors: {authors}</div>'
                           f'<div class="list-comments">Comments: {rng.randint(8, 40)} pages, {rng.randint(2, 9)} figures</div></dd>')
        elif shape == "citedin":
            art = f"/cgi/content/full/{rng.randint(100, 999)}/{k + 1}/{rng.randint(10, 99)}"
            urls.append(SITE + art)
            authors = ", ".join(f'<a href="/cgi/search?citedin={k}&amp;author={esc(a)}">{esc(a)}</a>'
                                for a in _names(rng, rng.randint(3, 8)))
            entries.append(f'<tr><td><b>{title}</b><br>{authors}<br><i>J. Test.</i> {rng.randint(10, 90)}: '
                           f'{rng.randint(1, 900)}-{rng.randint(901, 999)}.</td><td><a href="{art}">'
                           f'<img src="/icons/html.gif" alt="[HTML version]"></a> '
                           f'<a href="{art.replace("full", "reprint")}.pdf"><img src="/icons/pdf.gif" alt="[PDF]"></a></td></tr>')
        else:
            slug = f"{rng.randint(2010, 2024)}/ja/d{rng.randint(1, 9)}ja{rng.randint(10000, 99999)}"
            urls.append(f"{SITE}/en/content/articlelanding/{slug}")
            authors = ", ".join(esc(a) for a in _names(rng, rng.randint(2, 6)))
            entries.append(f'<div class="entry"><h3>{title}</h3><p>{authors}</p>'
                           f'<a href="/en/content/articlelanding/{slug}">Abstract</a> '
                           f'<a href="/en/content/articlehtml/{slug}">Full text</a> '
                           f'<a href="/en/content/articlepdf/{slug}">PDF</a></div>')
    if shape == "listing":
        listing = f'<dl>{"".join(entries)}</dl>'
    elif shape == "citedin":
        listing = f'<table>{"".join(entries)}</table>'
    else:
        listing = "".join(entries)
    chrome = ('<header><a href="/submit">Submit a manuscript</a> <a href="/login">Login</a> '
              '<a href="/alerts">E-mail alerts</a> <a href="/subscribe">Subscribe</a> <a href="/ethics">Ethics</a> '
              '<a href="/personalize">Personalization</a> <a href="/register">Register</a></header>')
    html = (f"<html><head><title>Issue contents</title></head><body>{chrome}<h1>Current issue</h1>{listing}"
            '<footer><a href="/about">About the journal</a> <a href="/privacy">Privacy policy</a></footer></body></html>')
    return html, urls


_FOOTER_GROUPS = (("Journals", [("/nature/", "Nature"), ("https://www.example.com/nphys/", "Nature Physics"),
                                ("https://www.example.com/nchem/", "Nature Chemistry")]),
                  ("Physical sciences", [("/physics/index.html", "Physics"), ("/materials/index.html", "Materials")]),
                  ("Life sciences", [("/biotech/index.html", "Biotechnology"), ("/cancer/index.html", "Cancer"),
                                     ("/evoeco/index.html", "Evolution & Ecology"), ("/neuro/index.html", "Neuroscience")]),
                  ("Books", [("/books/new", "New Titles"), ("/books/all", "All"), ("/books/pick", "Pick and Choose")]))


def _footer() -> str:
    groups = "".join(f'<li><span class="heading">{esc(h)}</span><ul>'
                     + "".join(f'<li><a href="{u}">{esc(t)}</a></li>' for u, t in links) + "</ul></li>"
                     for h, links in _FOOTER_GROUPS)
    return (f'<div id="footer"><ul class="groups">{groups}</ul>'
            '<ul class="legal"><li><a href="/npg/">About NPG</a> <a href="/contact">Contact NPG</a> '
            '<a href="/rss">RSS web feeds</a> <a href="/help/">Help</a></li>'
            '<li><a href="/info/privacy.html">Privacy policy</a> <a href="/info/legal_notice.html">Legal notice</a> '
            '<a href="/info/accessibility_statement.html">Accessibility statement</a></li>'
            '<li><a href="/news/">Nature News</a> <a href="/naturejobs/">Nature jobs</a> '
            '<a href="https://asia.example.com/">Nature Asia</a></li></ul></div>')


def _sections(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, parts = [], []
    names = ("Letters", "Articles", "News and Views")
    per = [n // 3 + (1 if k < n % 3 else 0) for k in range(3)]
    number = 0
    for name, count in zip(names, per):
        parts.append(f'<div class="container"><a href="#top">Top of page</a><h3>{name}</h3>')
        for _ in range(count):
            number += 1
            ident = f"nature{8100 + number * 7 + rng.randint(0, 6):05d}"
            base = "/nature/journal/v460/n7254"
            urls.append(f"{SITE}{base}/abs/{ident}.html")
            title = esc(_title(rng))
            authors = ", ".join(esc(a) for a in _names(rng, rng.randint(2, 6)))
            # entries of one section differ (a summary, the authors, supplementary
            # information, "See also" only on some): no element and no fixed run per entry
            summary = f'<p class="abs">{esc(_title(rng))}. {esc(_title(rng))}.</p>' if rng.random() < 0.6 else ""
            byline = f'<p class="aug">{authors}</p>' if rng.random() < 0.8 else ""
            supp = f' | <a href="{base}/suppinfo/{ident}.html">Supplementary information</a>' if rng.random() < 0.5 else ""
            see = (f'<p class="seealso">See also: <a href="{base}/edsumm/e{number}.html">Editor\'s summary</a></p>'
                   if rng.random() < 0.5 else "")
            parts.append(f'<h4><span class="atl">{title}</span> <span class="page">p{400 + number * 4}</span></h4>'
                         f'{summary}{byline}<p class="doi">doi:10.1038/{ident}</p>'
                         f'<p class="links"><a href="{base}/abs/{ident}.html" title="{title}">First paragraph</a> | '
                         f'<a class="fulltext" href="{base}/full/{ident}.html">Full Text</a> | '
                         f'<a href="{base}/pdf/{ident}.pdf">PDF ({rng.randint(200, 900)}K)</a>{supp}</p>{see}<hr>')
        parts.append("</div>")
    offers = "".join(f'<div class="offer"><b>{esc(_title(rng))}</b> Deadline: Jul {10 + k} 2009 Reward: ${(k + 1) * 10},000 USD '
                     f'{esc(_title(rng))}. <a href="/openinnovation">Open Innovation Challenges</a></div>' for k in range(3))
    html = (f'<html><head><title>Table of contents: Nature</title></head><body>'
            f'<div id="header"><a href="/">nature.com homepage</a> <a href="/myaccount">My account</a> '
            f'<a href="/submit">Submit manuscript</a> <a href="/register">Register</a></div>'
            f'<div id="content"><h1>Volume 460 Number 7254</h1>{"".join(parts)}</div>'
            f'<div id="sidebar">{offers}</div>{_footer()}</body></html>')
    return html, urls


def _search(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, rows = [], []
    journals = [(f"/content/{100000 + k * 7919}/", j) for k, j in enumerate(
        ("Polymer Bulletin", "Journal of Applied Electrochemistry", "Russian Chemical Bulletin", "Neurophysiology"))]
    for k in range(n):
        ident = "".join(rng.choice("abcdefghjkmnpqrstuvwx0123456789") for _ in range(16))
        urls.append(f"{SITE}/content/{ident}/?p=7c1a")
        jurl, jname = rng.choice(journals)
        issue = "".join(rng.choice("abcdefghjkmnpqrstuvwx0123456789") for _ in range(12))
        authors = ", ".join(f'<a href="/content/?Author={esc(a).replace(" ", "+")}">{esc(a)}</a>' for a in _names(rng, rng.randint(1, 5)))
        rows.append(f'<tr><td class="viewItem"><b>{k + 1}.</b></td><td class="viewItem">'
                    f'<a href="/content/?k=polymerization&amp;mark={ident}">Add to marked items</a>'
                    f'<div class="contentType">Journal Article</div>'
                    f'<div class="listItemName"><a href="/content/{ident}/?p=7c1a">{esc(_title(rng))}</a></div>'
                    f'<div class="listAuthors">{authors}</div><p class="snippets">...{esc(_title(rng))} {esc(_title(rng))}...</p>'
                    f'<div class="listParents"><a href="{jurl}?p=7c1a">{esc(jname)}</a>, '
                    f'<a href="/content/{issue}/?p=7c1a">Volume {rng.randint(1, 60)}, Number {rng.randint(1, 12)} / '
                    f'{rng.choice(("May", "June", "October"))}, {rng.randint(1950, 2009)}</a></div>'
                    f'<a href="/content/{ident}/fulltext.pdf">PDF ({rng.randint(100, 999)}.{rng.randint(0, 9)} KB)</a></td></tr>')
    facets = "".join(f'<li><a href="/content/?k=polymerization&amp;ct={k}">{t} ({rng.randint(5, 30000):,})</a></li>'
                     for k, t in enumerate(("Books", "Book Chapters", "Journal Articles", "Protocols")))
    subjects = "".join(f'<li><a href="/{t.lower().replace(" ", "-")}/">{t}</a></li>' for t in
                       ("Architecture and Design", "Behavioral Science", "Biomedical and Life Sciences", "Chemistry and Materials Science"))
    pages = " ".join(f'<a href="/content/?k=polymerization&amp;o={10 * p}">{p + 1}</a>' for p in range(1, 5))
    html = (f'<html><head><title>SpringerLink - Search results</title></head><body>'
            f'<div class="personal"><a href="/marked-items/">Marked Items</a> <a href="/alerts/">Alerts</a> '
            f'<a href="/account/orders.mpx">Order History</a></div><ul class="subjects">{subjects}</ul>'
            f'<div class="facets"><h3>Content Type</h3><ul>{facets}</ul></div>'
            f'<table class="results">{"".join(rows)}</table><p class="pages">{pages} '
            f'<a href="/content/?k=polymerization&amp;o=10">Next</a></p>'
            f'<div class="footer"><a href="/help/">Help</a> <a href="/contact">Contact Us</a> <a href="/privacy">Privacy</a></div>'
            f'</body></html>')
    return html, urls


def _portal(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, hits = [], []
    for _ in range(n):
        ident = rng.randint(1000000, 1099999)
        url = f"/article/info%3Adoi%2F10.1371%2Fjournal.pone.{ident:07d}"
        urls.append(SITE + url)
        authors = ", ".join(esc(a) for a in _names(rng, rng.randint(2, 7)))
        hits.append(f'<li><span class="date">Published {rng.randint(1, 28)} {rng.choice(("Jan", "Apr", "Nov"))} 2009</span> '
                    f'<span class="article"><a href="{url}">{esc(_title(rng))}</a></span>'
                    f'<span class="authors">{authors}</span><span class="cite">PLoS ONE 4({rng.randint(1, 12)}): '
                    f'e{rng.randint(1000, 9999)}. doi:10.1371/journal.pone.{ident:07d}</span></li>')
    nav = (("Browse Articles", "/static/browse.action", [("/article/browse.action?field=date", "By Publication Date"),
                                                         ("/article/browse.action", "By Subject"),
                                                         ("/article/browseVolume.action", "Collections")]),
           ("About", "/static/information.action", [("/static/information.action", "Journal Information"),
                                                    ("/static/edboard.action", "Editorial Board"),
                                                    ("/static/license.action", "Open-Access License"),
                                                    ("/static/contact.action", "Contact Us")]),
           ("For Authors and Reviewers", "/static/authors.action", [("/static/whypublish.action", "Why Publish With Us?"),
                                                                   ("/static/review.action", "Editorial and Peer-Review Process"),
                                                                   ("/static/policies.action", "Editorial and Publishing Policies")]))
    groups = "".join(f'<li><a href="{u}">{t}</a><ul>' + "".join(f'<li><a href="{v}">{w}</a></li>' for v, w in links)
                     + "</ul></li>" for t, u, links in nav)
    family = "".join(f'<li><a href="https://www.{j.lower().replace(" ", "")}.example.org/">{j}</a></li>'
                     for j in ("PLoS Biology", "PLoS Medicine", "PLoS Genetics", "PLoS Pathogens"))
    html = (f'<html><head><title>PLoS ONE: Search Results</title></head><body><ul id="nav">{groups}'
            f'<li>Journals<ul>{family}<li><a href="/">PLoS ONE</a></li></ul></li></ul>'
            f'<div id="search"><h1>Search Results</h1><ol class="hits">{"".join(hits)}</ol></div>'
            f'<div id="footer"><a href="/help/desk">Write to the Help Desk</a> | <a href="https://www.example.gov/">NCBI</a> '
            f'| <a href="/disclaimer.html">Disclaimer</a> | <a href="/accessibility.html">Accessibility</a></div>'
            f'</body></html>')
    return html, urls


_MORE = {"sections": _sections, "search": _search, "portal": _portal, **MORE, **MORE_SHAPES}
