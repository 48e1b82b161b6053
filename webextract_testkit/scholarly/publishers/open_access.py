"""Open-access publishers' article pages: MDPI, Frontiers and Hindawi (see
:mod:`webextract_testkit.scholarly.publishers`)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from webextract_testkit.scholarly.common import (
    _before,
    _body_html,
    _fmt,
    _orcid,
    _person,
    _related,
    _sup_markers,
    _title,
    chrome_bottom,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)


# ----------------------------------------------------------------------------- MDPI
def mdpi(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """MDPI: journal name + "<b>2020</b>, <em>20</em>(6), 1756" bib-identity line, the
    history line "Received: / Revised: / Accepted: / Published:", authors with profile
    card spans and superscript markers, a numbered affiliations list, "Abstract" and
    "Keywords:" (links joined by ";"), "Cite This Article" and a side of related articles."""
    journal, short, code, issn = rng.choice([("Sensors", "sensors", "s", "1424-8220"), ("Materials", "materials", "ma", "1996-1944"),
                                             ("Sustainability", "sustainability", "su", "2071-1050"),
                                             ("Applied Sciences", "applsci", "app", "2076-3417"),
                                             ("International Journal of Molecular Sciences", "ijms", "ijms", "1422-0067")])
    p = make_paper(rng, n_refs=(0, 0), n_authors=(2, 9))
    art = rng.randint(100, 9999)
    pub = (p.year, p.month, p.day)
    vol = str(max(1, p.year - rng.choice((2000, 2008, 2011))))
    doi = f"10.3390/{code}{vol}{int(p.issue):02d}{art:04d}"
    p = dataclasses.replace(p, journal=journal, journal_abbrev=journal, volume=vol, doi=doi,
                            first_page=art, last_page=art)
    received = _before(pub, rng, 60, 120)
    revised = _before(pub, rng, 20, 50)
    accepted = _before(pub, rng, 3, 15)
    hist = f"Received: {_fmt(received, 'abbr')} / Revised: {_fmt(revised, 'abbr')} / Accepted: {_fmt(accepted, 'abbr')} / Published: {_fmt(pub, 'abbr')}"
    if rng.random() < 0.4:
        hist = f"Received: {_fmt(received, 'abbr')} / Accepted: {_fmt(accepted, 'abbr')} / Published: {_fmt(pub, 'abbr')}"
    authors = []
    for i, a in enumerate(p.authors):
        marks = _sup_markers(p, a) + (",*" if i == 0 else "")
        orcid = (f'<a href="https://orcid.org/{_orcid(rng)}" target="_blank" rel="noopener noreferrer">'
                 '<img src="https://pub.mdpi-res.com/img/design/orcid.png" title="ORCID" style="position: relative; width: 13px;"></a>'
                 if rng.random() < 0.4 else "")
        sep = " and " if i == len(p.authors) - 2 else (", " if i < len(p.authors) - 1 else "")
        authors.append(
            f'<span class="inlineblock "><div class="profile-card-drop" data-dropdown="profile-card-drop{i}" data-options="is_hover:true, align:bottom" '
            f'data-event-update=""><span class="sciprofiles-link__name">{esc(a.name)}</span></div>'
            f'<div id="profile-card-drop{i}" data-dropdown-content class="f-dropdown label__btn__dropdown label__btn__dropdown--author" aria-hidden="true">'
            f'<div class="profile-card__title"><div class="sciprofiles-link" style="display: inline-block">'
            f'<a class="sciprofiles-link__link" href="https://sciprofiles.com/profile/author/{rng.randint(10000, 99999)}" target="_blank" rel="noopener noreferrer">'
            f'<span class="sciprofiles-link__name">{esc(a.name)}</span></a></div></div>'
            f'<div class="profile-card__buttons" style="margin-bottom: 10px;"><a href="https://sciprofiles.com/profile/author/{rng.randint(10000, 99999)}" class="button button--color-inversed">SciProfiles</a>'
            f'<a href="https://scilit.com/scholars?q={esc(a.name)}" class="button button--color-inversed">Scilit</a>'
            f'<a href="https://www.preprints.org/search?search1={esc(a.name)}&field1=authors" class="button button--color-inversed">Preprints.org</a>'
            f'<a href="https://scholar.google.com/scholar?q={esc(a.name)}" class="button button--color-inversed">Google Scholar</a></div></div>'
            f'<sup> {marks}</sup>{orcid}<span style="display: inline;">{sep}</span></span>')
    affs = "".join(f'<div class="affiliation"><div class="affiliation-item"><sup>{k + 1}</sup></div>'
                   f'<div class="affiliation-name ">{esc(aff)}</div></div>' for k, aff in enumerate(p.affiliations))
    affs += ('<div class="affiliation"><div class="affiliation-item"><sup>*</sup></div><div class="affiliation-name ">'
             'Author to whom correspondence should be addressed. </div></div>')
    kws = ""
    if p.keywords:
        kws = ('<div id="html-keywords"><div class="html-gwd-group"><div id="html-keywords-title">Keywords: </div>'
               + "; ".join(f'<a href="/search?q={esc(k)}">{esc(k)}</a>' for k in p.keywords) + '</div></div>')
    related = "".join(f'<li><a href="/{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}/{rng.randint(1, 20)}/{rng.randint(1, 24)}/{rng.randint(1, 9999)}">'
                      f'{esc(t)}</a><div class="authors">by {esc(n)}</div><div class="pubdate">{_fmt(d, "abbr")}</div></li>'
                      for t, n, d in _related(rng, rng.randint(3, 6)))
    top = ('<div class="header-row"><a href="https://www.mdpi.com/"><img src="https://pub.mdpi-res.com/img/design/mdpi-pub-logo.svg" alt="MDPI"></a>'
           '<nav class="top-bar"><ul>' + "".join(f'<li><a href="/{w.lower().replace(" ", "-")}">{w}</a></li>'
                                                   for w in ("Journals", "Topics", "Information", "Author Services", "Initiatives", "About"))
           + '</ul></nav><a class="button" href="/user/login">Sign In / Sign Up</a><a class="button" href="/user/manuscripts/upload">Submit</a></div>'
           f'<form class="search" action="/search"><input name="q" placeholder="Search for Articles:"><select><option>{esc(journal)}</option><option>All Journals</option></select>'
           '<button>Search</button></form>'
           f'<div class="journal-info"><a href="/journal/{short}"><img alt="{esc(journal)}" src="/img/journals/{short}-logo.png"></a>'
           f'<div>ISSN {issn}</div><div>Volume {vol}, Issue {p.issue}</div><a href="/journal/{short}/submit">Submit to this Journal</a>'
           f'<a href="/journal/{short}/review">Review for this Journal</a></div>')
    bib = (f'<div class="bib-identity" style="margin-bottom: 10px;"><em>{esc(journal)}</em> <b>{p.year}</b>, '
           f'<em>{vol}</em>({p.issue}), {art}; <a href="https://doi.org/{doi}">https://doi.org/{doi}</a></div>')
    main = ('<div class="content__container"><div class="html-body"><article>'
            f'<div class="article-icons"><span class="label openaccess">Open Access</span><span class="label articletype">Article</span></div>'
            f'<h1 class="title hypothesis_container" itemprop="name">{esc(p.title)}</h1>'
            f'<div class="art-authors hypothesis_container">by {"".join(authors)}</div>'
            f'<div class="art-affiliations">{affs}</div>'
            + bib
            + f'<div class="pubhistory" style="font-weight: bold; padding-bottom: 10px;">{hist}</div>'
            + ('<div class="belongsTo" style="margin-bottom: 10px;">This article belongs to the Special Issue '
               f'<a href="/journal/{short}/special_issues/x">{esc(_title(rng))}</a></div>' if rng.random() < 0.5 else "")
            + '<div class="html-article-abstract"><h2 id="html-abstract-title">Abstract</h2>'
            f'<div class="art-abstract in-tab hypothesis_container">{esc(p.abstract)}</div></div>'
            + kws
            + '<div class="row"><a class="button" href="pdf">Download PDF</a>'
            '<a class="button" href="#">Browse Figures</a><a class="button" href="#">Versions Notes</a></div>'
            + '<div class="html-body">' + _body_html(p, "h2", ' type="body"') + '</div>'
            + '<div id="cite-modal"><h2>Cite This Article</h2><p>MDPI and ACS Style</p><p>'
            + esc(", ".join(f"{a.family}, {a.given[0]}." for a in p.authors))
            + f' {esc(p.title)}. <em>{esc(journal)}</em> <b>{p.year}</b>, <em>{vol}</em>, {art}. https://doi.org/{doi}</p></div>'
            + '<div class="article-metrics"><h3>Article Metrics</h3><p>Citations: Crossref '
            f'{rng.randint(0, 90)}, Scopus {rng.randint(0, 90)}</p><p>Article Access Statistics</p></div>'
            + '</article></div></div>')
    side = (f'<aside class="content__column large-3 right"><div class="sidebar"><h3>Related Articles</h3><ul>{related}</ul>'
            '<h3>Article Metrics</h3><p>Views: ' + str(rng.randint(100, 9000)) + '</p></div></aside>')
    foot = ('<footer id="footer"><div>' + "".join(f'<a href="/{w.lower()}">{w}</a> ' for w in
                                                  ("RSS", "Content Alert", "Further Information", "Article Processing Charges", "Pay an Invoice",
                                                   "Open Access Policy", "Contact MDPI", "Jobs at MDPI"))
            + f'</div><p>© 1996-{rng.randint(2021, 2025)} MDPI (Basel, Switzerland) unless otherwise stated</p>'
            '<a href="/about/disclaimer">Disclaimer</a> <a href="/about/terms-and-conditions">Terms and Conditions</a> '
            '<a href="/about/privacy">Privacy Policy</a></footer>')
    metas = meta_tags(p, date_key="citation_publication_date", online_date=False, references=False)
    truth = truth_row(page_id, "mdpi", p, references=False)
    return page(f"{p.title}", metas, top + main + side + foot), truth


# ----------------------------------------------------------------------------- Frontiers
FRONTIERS = (("Frontiers in Psychology", "Front. Psychol.", "fpsyg", 2009), ("Frontiers in Microbiology", "Front. Microbiol.", "fmicb", 2009),
             ("Frontiers in Plant Science", "Front. Plant Sci.", "fpls", 2009), ("Frontiers in Neuroscience", "Front. Neurosci.", "fnins", 2006),
             ("Frontiers in Immunology", "Front. Immunol.", "fimmu", 2009))


def frontiers(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Frontiers: "Front. Psychol., 12 March 2020 | https://doi.org/..." line, the section
    name, authors with superscript markers, an "Edited by"/"Reviewed by" box whose names are
    not authors, "Volume 11 - 2020" (no issue), keywords, references."""
    journal, abbrev, code, base = rng.choice(FRONTIERS)
    p = make_paper(rng, n_refs=(5, 40), n_authors=(1, 8), structured=False)
    p = dataclasses.replace(p, year=max(p.year, 2012))
    art = rng.randint(10, 3999)
    vol = str(p.year - base)
    doi = f"10.3389/{code}.{p.year}.{art:05d}"
    p = dataclasses.replace(p, journal=journal, journal_abbrev=abbrev, volume=vol, issue="", doi=doi,
                            first_page=art, last_page=art)
    pub = (p.year, p.month, p.day)
    section = rng.choice(("ORIGINAL RESEARCH article", "BRIEF RESEARCH REPORT article", "REVIEW article"))
    authors = ", ".join(f'<a href="https://loop.frontiersin.org/people/{rng.randint(10000, 999999)}/overview" '
                        f'class="user-id-{rng.randint(1000, 99999)}">{esc(a.name)}</a><sup>{_sup_markers(p, a)}{"*" if i == 0 else ""}</sup>'
                        for i, a in enumerate(p.authors))
    affs = "".join(f'<li><sup>{k + 1}</sup>{esc(aff)}</li>' for k, aff in enumerate(p.affiliations))
    editor = _person(rng)
    reviewers = [_person(rng) for _ in range(rng.randint(1, 3))]
    edit_box = (f'<div class="article-header-editors"><div class="editors"><span class="label">Edited by</span>'
                f'<div class="editor"><a href="#">{esc(editor)}</a>, {esc(rng.choice(["University of Bologna, Italy", "University of Oslo, Norway", "McGill University, Canada"]))}</div></div>'
                f'<div class="reviewers"><span class="label">Reviewed by</span>'
                + "".join(f'<div class="reviewer"><a href="#">{esc(r)}</a>, {esc(rng.choice(["Ghent University, Belgium", "University of Chile, Chile", "Monash University, Australia"]))}</div>' for r in reviewers)
                + '</div></div>')
    kws = (f'<div class="JournalAbstract"><p><span class="keywords-label">Keywords:</span> {esc(", ".join(p.keywords))}</p>'
           if p.keywords else '<div class="JournalAbstract">')
    cite_names = ", ".join(f"{a.family} {''.join(x[0] for x in a.given.split())}" for a in p.authors)
    refs = "".join(f'<div class="References"><p class="ReferencesCopy1">{esc(r)}</p>'
                   f'<p class="ReferencesCopy2"><a href="#">CrossRef Full Text</a> | <a href="#">Google Scholar</a></p></div>'
                   for r in p.references)
    header = ('<header class="Header"><a href="https://www.frontiersin.org/"><img alt="Frontiers" src="/logo.svg"></a>'
              '<nav><ul><li><a href="/journals">Journals A-Z</a></li><li><a href="/about">About us</a></li><li><a href="/submit">Submit your research</a></li></ul></nav>'
              f'<div class="journal-nav"><a href="/journals/{code}">{esc(journal)}</a><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Sections", "Articles", "Research Topics", "Editorial board", "About journal"))
              + '</ul></div><a href="/login">Login</a></header>')
    main = ('<main><div class="ArticleDetails"><div class="article-section__header">'
            f'<div class="header-bar-three">{section}</div>'
            f'<div class="article-header-container"><span class="abbrev">{abbrev}, {_fmt(pub, "dmy")}</span>'
            f' | <a href="https://doi.org/{doi}">https://doi.org/{doi}</a></div></div>'
            f'<div class="JournalAbstract">'
            + (f'<div class="title-area"><p class="sec-topic">This article is part of the Research Topic</p><a href="#">{esc(_title(rng))}</a></div>' if rng.random() < 0.4 else "")
            + f'<h1>{esc(p.title)}</h1><div class="authors">{authors}</div>'
            f'<ul class="notes">{affs}</ul>'
            f'<p class="notes">*Correspondence: {esc(p.authors[0].name)}, {esc(p.authors[0].family.lower().replace(" ", ""))}@example.edu</p>'
            f'<p>{esc(p.abstract)}</p></div>'
            + kws + f'<p><strong>Citation:</strong> {esc(cite_names)} ({p.year}) {esc(p.title)}. <i>{abbrev}</i> {vol}:{art}. doi: {doi}</p>'
            f'<p><strong>Received:</strong> {_fmt(_before(pub, rng, 90, 200), "dmy")}; <strong>Accepted:</strong> {_fmt(_before(pub, rng, 10, 40), "dmy")};<br>'
            f'<strong>Published:</strong> {_fmt(pub, "dmy")}.</p>'
            f'<p><strong>Copyright</strong> © {p.year} {esc(p.authors[0].family)}{" et al" if len(p.authors) > 1 else ""}. This is an open-access article distributed under the terms of the Creative Commons Attribution License (CC BY).</p></div>'
            f'<div class="JournalFullText">{_body_html(p, "h2")}<h2>References</h2>{refs}</div></div>'
            + '<aside class="side-article-information">'
            + edit_box
            + '<div class="article-info"><h3>Impact</h3><p>' + f'{rng.randint(500, 50000):,} views' + '</p>'
            f'<p>Volume {vol} - {p.year} | <a href="https://doi.org/{doi}">https://doi.org/{doi}</a></p></div>'
            '<div class="related-articles"><h3>People also looked at</h3><ul>'
            + "".join(f'<li><a href="#">{esc(t)}</a><span>{esc(n)}</span></li>' for t, n, _ in _related(rng, rng.randint(3, 5)))
            + '</ul></div></aside></main>')
    foot = chrome_bottom(rng, "Frontiers Media S.A.")
    metas = meta_tags(p, online_date=False)
    truth = truth_row(page_id, "frontiers", p, issue=False)
    return page(f"Frontiers | {p.title}", metas, header + main + foot), truth


# ----------------------------------------------------------------------------- Hindawi
def hindawi(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Hindawi: "Research Article | Open Access", the title, authors with superscript
    markers, "Academic Editor: X", "Received 12 Jan 2020; Revised ...; Accepted ...;
    Published 15 Mar 2020", "Volume 2020 | Article ID 1234567 | https://doi.org/10.1155/...",
    "Show citation", no keywords, references."""
    journal = rng.choice(("BioMed Research International", "Mathematical Problems in Engineering",
                          "Journal of Healthcare Engineering", "Complexity", "Scientific Programming",
                          "Evidence-Based Complementary and Alternative Medicine"))
    p = make_paper(rng, n_refs=(8, 45), n_authors=(1, 8), structured=rng.random() < 0.4)
    p = dataclasses.replace(p, year=max(p.year, 2008))
    art = rng.randint(1000000, 9999999)
    doi = f"10.1155/{p.year}/{art}"
    p = dataclasses.replace(p, journal=journal, journal_abbrev="", volume=str(p.year), issue="", doi=doi,
                            first_page=art, last_page=art, keywords=[])
    pub = (p.year, p.month, p.day)
    authors = ", ".join(f'<span class="articleHeader__authors_author"><a href="#">{esc(a.name)}</a>'
                        f'<sup>{_sup_markers(p, a)}</sup></span>' for a in p.authors)
    affs = "".join(f'<p><sup>{k + 1}</sup>{esc(aff)}</p>' for k, aff in enumerate(p.affiliations))
    if p.abstract_sections:
        abstract = "".join(f'<p><i>{esc(label)}.</i> {esc(text)}</p>' for label, text in p.abstract_sections)
    else:
        abstract = f'<p>{esc(p.abstract)}</p>'
    dates = (f'Received {_fmt(_before(pub, rng, 100, 200), "abbr")}; '
             + (f'Revised {_fmt(_before(pub, rng, 40, 90), "abbr")}; ' if rng.random() < 0.6 else "")
             + f'Accepted {_fmt(_before(pub, rng, 10, 30), "abbr")}; Published {_fmt(pub, "abbr")}')
    refs = "".join(f'<li id="B{k + 1}">{k + 1}. {esc(r)} <a href="#">View at: Google Scholar</a></li>'
                   for k, r in enumerate(p.references))
    header = ('<header><a href="https://www.hindawi.com/"><img alt="Hindawi" src="/logo.svg"></a><nav><ul>'
              + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Journals", "Publish with us", "Publishing partnerships", "About us", "Blog"))
              + f'</ul></nav><div class="journal-banner"><a href="/journals/x/">{esc(journal)}</a>'
              '<ul><li><a href="#">Journal overview</a></li><li><a href="#">For authors</a></li><li><a href="#">For reviewers</a></li>'
              '<li><a href="#">For editors</a></li><li><a href="#">Table of Contents</a></li><li><a href="#">Special Issues</a></li></ul></div></header>')
    main = ('<main><div class="articleHeader"><div class="articleHeader__meta">'
            f'<span>{esc(journal)}</span> / <span>{p.year}</span> / <span>Article</span></div>'
            '<div class="articleHeader__meta_tags"><span>Research Article</span> | <span>Open Access</span></div>'
            + (f'<div class="articleHeader__special"><span>Special Issue</span><p><a href="#">{esc(_title(rng))}</a></p></div>' if rng.random() < 0.3 else "")
            + f'<h1 class="articleHeader__title">{esc(p.title)}</h1>'
            f'<div class="articleHeader__authors">{authors}</div>'
            f'<div class="articleHeader__affiliations">{affs}</div>'
            f'<p class="articleHeader__academic_editor">Academic Editor: {esc(_person(rng))}</p>'
            f'<div class="articleHeader__timeline">{dates}</div>'
            '<div class="articleHeader__link_doi_wrapper">'
            f'<span>Volume {p.year}</span> | <span>Article ID {art}</span> | '
            f'<a href="https://doi.org/{doi}" class="articleHeader__link_doi">https://doi.org/{doi}</a></div>'
            '<div class="articleHeader__buttons"><a href="#">Show citation</a></div></div>'
            '<div class="articleBody"><h2 id="abstract">Abstract</h2>' + abstract
            + _body_html(p, "h2")
            + '<h2 id="data-availability">Data Availability</h2><p>The data used to support the findings of this study are available from the corresponding author upon request.</p>'
            '<h2 id="conflicts-of-interest">Conflicts of Interest</h2><p>The authors declare that they have no conflicts of interest.</p>'
            f'<h2 id="references">References</h2><ol class="references">{refs}</ol>'
            f'<div class="copyright"><h2>Copyright</h2><p>Copyright © {p.year} {esc(p.authors[0].name)} et al. This is an open access article distributed under the Creative Commons Attribution License.</p></div></div>'
            '<aside class="articleSide"><h3>Related articles</h3><ul>'
            + "".join(f'<li><a href="#">{esc(t)}</a><p>{esc(n)}</p><p>{_fmt(d, "abbr")}</p></li>' for t, n, d in _related(rng, rng.randint(2, 5)))
            + f'</ul><div class="metrics"><p>PDF Download {rng.randint(10, 999)}</p><p>Views {rng.randint(100, 9999)}</p><p>Citations {rng.randint(0, 99)}</p></div></aside></main>')
    foot = chrome_bottom(rng, "Hindawi Limited")
    metas = meta_tags(p, online_date=False, keywords=False)
    truth = truth_row(page_id, "hindawi", p, issue=False, keywords=False)
    return page(p.title, metas, header + main + foot), truth
