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
"""

from __future__ import annotations

import random

from webextract_testkit.scholarly.common import FAMILY, GIVEN, _title, esc

SITE = "https://journal.example.org"
SHAPES = ("listing", "citedin", "issue")


def _names(rng: random.Random, n: int) -> list[str]:
    return [f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}" for _ in range(n)]


def toc_page(shape: str, rng: random.Random, n: int = 12) -> tuple[str, list[str]]:
    """A list page of ``n`` entries in ``shape`` and the URLs of its articles."""
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
