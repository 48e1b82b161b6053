"""Journal platforms that host thousands of journals: Open Journal Systems 3 (default theme) and 2."""

from __future__ import annotations

import random
from typing import Any

from webextract_testkit.scholarly.common import chrome_bottom, chrome_top, esc, make_paper, meta_tags, page, truth_row


def ojs3(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """OJS 3, default theme: item names as ``<h2 class="label">``, authors as a list of
    name + affiliation, issue as "Vol. 12 No. 3 (2020)" in the side details, the date as
    "Published 2020-03-12"."""
    p = make_paper(rng, n_refs=(0, 25))
    site = p.journal
    authors = "".join(
        f'<li><span class="name">{esc(a.name)}</span>'
        f'<span class="affiliation">{esc(p.affiliations[a.affiliations[0]])}</span>'
        + (f'<span class="orcid"><a href="https://orcid.org/0000-0002-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}">'
           f'https://orcid.org/0000-0002-{rng.randint(1000, 9999)}-1234</a></span>' if rng.random() < 0.5 else "")
        + "</li>" for a in p.authors)
    keywords = (f'<section class="item keywords"><h2 class="label">Keywords:</h2>'
                f'<span class="value">{esc(", ".join(p.keywords))}</span></section>' if p.keywords else "")
    refs = ("<section class=\"item references\"><h2 class=\"label\">References</h2><div class=\"value\">"
            + "".join(f"<p>{esc(r)}</p>" for r in p.references) + "</div></section>") if p.references else ""
    body = (chrome_top(rng, site)
            + f'<nav class="cmp_breadcrumbs"><ol><li><a href="/index">Home</a></li><li><a href="/issue/archive">Archives</a></li>'
              f'<li><a href="/issue/view/{rng.randint(10, 400)}">Vol. {p.volume} No. {p.issue} ({p.year})</a></li>'
              f'<li class="current">Articles</li></ol></nav>'
            + '<article class="obj_article_details">'
            + f'<h1 class="page_title">{esc(p.title)}</h1>'
            + '<div class="row"><div class="main_entry">'
            + f'<section class="item authors"><h2 class="pkp_screen_reader">Authors</h2><ul class="authors">{authors}</ul></section>'
            + f'<section class="item doi"><h2 class="label">DOI:</h2><span class="value">'
              f'<a href="https://doi.org/{p.doi}">https://doi.org/{p.doi}</a></span></section>'
            + keywords
            + f'<section class="item abstract"><h2 class="label">Abstract</h2><p>{esc(p.abstract)}</p></section>'
            + refs
            + '</div><div class="entry_details">'
            + '<div class="item galleys"><ul class="value galleys_links"><li><a class="obj_galley_link pdf" href="/download">PDF</a></li></ul></div>'
            + f'<div class="item published"><section class="sub_item"><h2 class="label">Published</h2>'
              f'<div class="value"><span>{p.date_text("iso")}</span></div></section></div>'
            + '<div class="item citation"><section class="sub_item citation_display"><h2 class="label">How to Cite</h2>'
              f'<div class="value"><div class="csl-bib-body"><div class="csl-entry">{esc(p.authors[0].family)}, {esc(p.authors[0].given[0])}. ({p.year}). '
              f'{esc(p.title)}. <i>{esc(p.journal)}</i>, <i>{p.volume}</i>({p.issue}), {p.first_page}-{p.last_page}. '
              f'https://doi.org/{p.doi}</div></div></div></section></div>'
            + f'<div class="item issue"><section class="sub_item"><h2 class="label">Issue</h2><div class="value">'
              f'<a class="title" href="/issue/view/{rng.randint(10, 400)}">Vol. {p.volume} No. {p.issue} ({p.year})</a></div></section>'
              '<section class="sub_item"><h2 class="label">Section</h2><div class="value">Articles</div></section></div>'
            + '<div class="item copyright"><p>Copyright (c) the authors. This work is licensed under a Creative Commons Attribution 4.0 International License.</p></div>'
            + '</div></div></article>' + chrome_bottom(rng, site))
    metas = meta_tags(p, dc=True, date_key="citation_date", date_style="slash", online_date=False)
    truth = truth_row(page_id, "ojs3", p)
    return page(f"{p.title} | {site}", metas, body), truth


def ojs2(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """OJS 2: the title in ``#articleTitle``, authors as one italic line without
    affiliations, "Abstract" and "Keywords" as ``<h4>``, the issue only in the breadcrumb
    ("Vol 5, No 2 (2014)"), no date on the page but the issue's year."""
    p = make_paper(rng, n_refs=(0, 0))
    site = p.journal
    body = (chrome_top(rng, site)
            + f'<div id="breadcrumb"><a href="/index">Home</a> &gt; <a href="/issue/view/{rng.randint(1, 90)}" class="hierarchyLink">'
              f'Vol {p.volume}, No {p.issue} ({p.year})</a> &gt; <a href="#" class="current">{esc(p.authors[0].family)}</a></div>'
            + '<div id="content"><div id="topBar"><div id="articleFullText"><a href="/view/1/2" class="file">PDF</a></div></div>'
            + f'<div id="articleTitle"><h3>{esc(p.title)}</h3></div>'
            + f'<div id="authorString"><em>{esc(", ".join(a.name for a in p.authors))}</em></div><br />'
            + f'<div id="articleAbstract"><h4>Abstract</h4><br /><div>{esc(p.abstract)}</div><br /></div>'
            + (f'<div id="articleSubject"><h4>Keywords</h4><br /><div>{esc("; ".join(p.keywords))}</div><br /></div>' if p.keywords else "")
            + '<div id="articleCitations"><h4>Full Text:</h4><a href="/view/1/2" class="file">PDF</a></div>'
            + f'<div class="separator"></div><h4>DOI: <a href="http://dx.doi.org/{p.doi}">http://dx.doi.org/{p.doi}</a></h4>'
            + '</div>' + chrome_bottom(rng, site))
    metas = meta_tags(p, dc=True, date_key="citation_date", date_style="slash", online_date=False, references=False)
    # OJS 2 writes citation_date as the year/month/day of publication: the page shows
    # only the year, so the truth keeps the meta tag's full date (as the real set does)
    truth = truth_row(page_id, "ojs2", p)
    return page(f"{p.title} | {p.authors[0].family} | {site}", metas, body), truth


TEMPLATES = {"ojs3": ojs3, "ojs2": ojs2}
