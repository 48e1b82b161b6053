"""Publishers' article landing pages not in the journals set: MDPI, Frontiers, Hindawi,
Taylor & Francis, SAGE, Oxford Academic, Cambridge Core, IEEE Xplore, J-STAGE, a Chinese
journal site (CNKI style), SciELO and Project MUSE.

Each template lays one generated article out the way that publisher's page does (where the
item names stand, how volume, issue and dates are written, which names are editors and not
authors), with its own page chrome; the truth row is what the page's meta tags carry.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from webextract_testkit.scholarly.common import (
    FAMILY,
    GIVEN,
    MONTHS,
    Author,
    Paper,
    _title,
    chrome_bottom,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)

MON3 = [m[:3] for m in MONTHS]


# ----------------------------------------------------------------------------- helpers
def _fmt(t: tuple[int, int, int], style: str = "dmy") -> str:
    """A (year, month, day) date as pages write it (see :meth:`Paper.date_text`)."""
    y, m, d = t
    name = MONTHS[m - 1]
    return {"dmy": f"{d} {name} {y}", "mdy": f"{name} {d}, {y}", "iso": f"{y:04d}-{m:02d}-{d:02d}",
            "slash": f"{y:04d}/{m:02d}/{d:02d}", "abbr": f"{d} {name[:3]} {y}", "my": f"{name} {y}",
            "abbr_mdy": f"{name[:3]} {d}, {y}", "cn": f"{y}-{m:02d}-{d:02d}"}[style]


def _before(t: tuple[int, int, int], rng: random.Random, lo: int = 10, hi: int = 120) -> tuple[int, int, int]:
    """A date some days before ``t`` (30-day months are close enough for page text)."""
    y, m, d = t
    n = y * 360 + (m - 1) * 30 + (d - 1) - rng.randint(lo, hi)
    return n // 360, (n % 360) // 30 + 1, min(28, n % 30 + 1)


def _after(t: tuple[int, int, int], rng: random.Random, lo: int = 10, hi: int = 120) -> tuple[int, int, int]:
    y, m, d = t
    n = y * 360 + (m - 1) * 30 + (d - 1) + rng.randint(lo, hi)
    return n // 360, (n % 360) // 30 + 1, min(28, n % 30 + 1)


def _orcid(rng: random.Random) -> str:
    return f"0000-000{rng.randint(1, 3)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"


def _person(rng: random.Random) -> str:
    return f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}"


def _related(rng: random.Random, n: int) -> list[tuple[str, str, tuple[int, int, int]]]:
    """Other articles for sidebars and "Cited by" lists: (title, authors, date)."""
    out = []
    for _ in range(n):
        names = [_person(rng) for _ in range(rng.randint(1, 4))]
        out.append((_title(rng), ", ".join(names), (rng.randint(2005, 2024), rng.randint(1, 12), rng.randint(1, 28))))
    return out


def _sup_markers(p: Paper, a: Author) -> str:
    return ",".join(str(k + 1) for k in a.affiliations)


def _paper(rng: random.Random, **kw: Any) -> Paper:
    return make_paper(rng, **kw)


def _set_date(p: Paper, t: tuple[int, int, int]) -> Paper:
    """The paper with ``t`` as the date its meta tags carry."""
    return dataclasses.replace(p, year=t[0], month=t[1], day=t[2])


def _body_html(p: Paper, tag: str = "h2", cls: str = "") -> str:
    return "".join(f'<section{cls}><{tag}>{esc(h)}</{tag}>' + "".join(f"<p>{esc(x)}</p>" for x in paras)
                   + "</section>" for h, paras in p.body)


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


# ----------------------------------------------------------------------------- Taylor & Francis
def tandf(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Taylor & Francis Online (Atypon): journal banner, "Volume 12, 2020 - Issue 3",
    article type, title, authors as links ("show all" when many), "Pages 123-145 | Received
    ..., Accepted ..., Published online: 15 Apr 2020", "Abstract", "KEYWORDS:" as links,
    the "Article metrics" and "Related research" boxes."""
    journal = rng.choice(("Journal of Sustainable Tourism", "International Journal of Remote Sensing",
                          "Applied Economics", "Studies in Higher Education", "Journal of Environmental Planning and Management"))
    p = make_paper(rng, n_refs=(0, 0), n_authors=(1, 9))
    online = (p.year, p.month, p.day)
    doi = f"10.1080/{rng.randint(10000000, 19999999)}.{p.year}.{rng.randint(1000000, 9999999)}"
    p = dataclasses.replace(p, journal=journal, doi=doi)
    iyear = online[0] + (1 if rng.random() < 0.3 else 0)
    n_show = len(p.authors) if len(p.authors) <= 6 else 4
    alinks = ", ".join(
        f'<span class="NLM_contrib-group"><a class="author" href="/author/{esc(a.family)}%2C+{esc(a.given)}">{esc(a.name)}</a>'
        + (f'<a href="https://orcid.org/{_orcid(rng)}"><img alt="ORCID Icon" src="/orcid.png"></a>' if rng.random() < 0.3 else "")
        + f'<span class="overlay">{esc(p.affiliations[a.affiliations[0]])}<a href="#">View further author information</a></span></span>'
        for a in p.authors[:n_show])
    if n_show < len(p.authors):
        alinks += (' <span class="hidden-authors">' + ", ".join(f'<a class="author" href="#">{esc(a.name)}</a>' for a in p.authors[n_show:])
                   + '</span> <a href="#" class="show-all-link">show all</a>')
    received = _before(online, rng, 200, 360)
    accepted = _before(online, rng, 10, 60)
    kws = ""
    if p.keywords:
        kws = ('<div class="hlFld-KeywordText"><div class="abstractKeywords"><p class="kwd-title">KEYWORDS: </p>'
               + "".join(f'<a href="/keyword/{esc(k)}" class="kwd-btn keyword-click">{esc(k)}</a>' for k in p.keywords) + '</div></div>')
    header = ('<header><div class="header-top"><a href="/"><img alt="Taylor and Francis Online" src="/tfo_logo.png"></a>'
              '<a href="/action/showLogin">Log in</a> | <a href="/action/registration">Register</a> <a href="/action/showCart">Cart</a></div>'
              '<nav><ul><li><a href="#">Home</a></li><li><a href="#">All Journals</a></li>'
              f'<li><a href="#">{esc(journal)}</a></li><li><a href="#">List of Issues</a></li><li><a href="#">Volume {p.volume}, Issue {p.issue}</a></li></ul></nav>'
              f'<div class="journal-banner"><h2><a href="/toc/x/current">{esc(journal)}</a></h2><span class="journal-banner-meta">Volume {p.volume}, {iyear} - '
              f'<a href="/toc/x/{p.volume}/{p.issue}">Issue {p.issue}</a></span>'
              '<a href="#">Submit an article</a> <a href="#">Journal homepage</a></div></header>')
    main = ('<main><div class="tocHeading"><h2>' + rng.choice(("Research Article", "Articles", "Original Articles")) + '</h2></div>'
            f'<h1><span class="NLM_article-title hlFld-title">{esc(p.title)}</span></h1>'
            f'<div class="literatumAuthors"><div class="publicationContentAuthors"><div class="hlFld-ContribAuthor">{alinks}</div></div></div>'
            f'<div class="itemPageRangeHistory"><span class="itemPageRange">Pages {p.first_page}-{p.last_page}</span> | '
            f'<span>Received {_fmt(received, "abbr")}, Accepted {_fmt(accepted, "abbr")}, Published online: {_fmt(online, "abbr")}</span></div>'
            f'<div class="doiWidgetContainer"><a class="downloadCitationsLink" href="#">Download citation</a> '
            f'<a class="doi-link" href="https://doi.org/{doi}">https://doi.org/{doi}</a></div>'
            '<div class="articleMetricsContainer"><div class="metrics-item"><span>' + f'{rng.randint(100, 9999):,}' + '</span> Views</div>'
            f'<div class="metrics-item"><span>{rng.randint(0, 99)}</span> CrossRef citations to date</div><div class="metrics-item"><span>0</span> Altmetric</div></div>'
            '<div class="tab-nav"><a href="#">Full Article</a> <a href="#">Figures &amp; data</a> <a href="#">References</a> '
            '<a href="#">Citations</a> <a href="#">Metrics</a> <a href="#">Reprints &amp; Permissions</a> <a href="#">Get access</a></div>'
            '<div class="hlFld-Abstract"><div class="abstractSection abstractInFull"><h2>Abstract</h2>'
            f'<p>{esc(p.abstract)}</p></div></div>' + kws
            + '<div class="hlFld-Fulltext">' + _body_html(p, "h2") + '</div>'
            + '<div class="relatedArticleContainer"><h3>Related research</h3><div class="tab-nav">People also read | Recommended articles | Cited by</div><ul>'
            + "".join(f'<li><div class="art_title"><a href="#">{esc(t)}</a></div><div class="author">{esc(n)}</div>'
                      f'<div class="pub-date">Published online: {_fmt(d, "abbr")}</div></li>' for t, n, d in _related(rng, rng.randint(3, 6)))
            + '</ul></div></main>')
    foot = ('<footer><div class="footer-links">' + "".join(f'<a href="#">{w}</a> ' for w in ("Information for", "Authors", "R&amp;D professionals", "Editors", "Librarians",
                                                                                        "Open access", "Help and information", "Keep up to date"))
            + f'</div><p>Copyright © {rng.randint(2020, 2025)} Informa UK Limited Privacy policy Cookies Terms &amp; conditions Accessibility</p>'
            '<p>Registered in England &amp; Wales No. 3099067 5 Howick Place | London | SW1P 1WG</p></footer>')
    metas = meta_tags(p, citation=True, dc=True, date_key="citation_publication_date", online_date=False, references=False)
    truth = truth_row(page_id, "tandf", p, references=False)
    return page(f"{p.title}: {journal}: Vol {p.volume}, No {p.issue}", metas, header + main + foot), truth


# ----------------------------------------------------------------------------- SAGE
def sage(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """SAGE Journals (Atypon, new design): "Research article", title, authors with
    "View all authors and affiliations", "Volume 12, Issue 3", "First published online
    March 12, 2020", "https://doi.org/10.1177/...", a structured or plain abstract, keywords,
    "Cite article", references, "Similar articles"."""
    journal = rng.choice(("Journal of Management", "Qualitative Health Research", "Urban Studies",
                          "Journal of Composite Materials", "Perspectives on Psychological Science"))
    structured = rng.random() < 0.5
    p = make_paper(rng, structured=structured, n_refs=(5, 40), n_authors=(1, 7))
    online = (p.year, p.month, p.day)
    issue_date = _after(online, rng, 30, 200)
    doi = f"10.1177/{rng.randint(1000000, 9999999)}{rng.randint(100000, 999999)}"
    p = dataclasses.replace(p, journal=journal, doi=doi)
    authors = "".join(f'<span property="author" typeof="Person"><a href="#con{i + 1}"><span property="givenName">{esc(a.given)}</span> '
                      f'<span property="familyName">{esc(a.family)}</span></a>'
                      + (f'<a href="https://orcid.org/{_orcid(rng)}" class="orcid-id">https://orcid.org/{_orcid(rng)}</a>' if rng.random() < 0.3 else "")
                      + '</span>' + (", " if i < len(p.authors) - 1 else "")
                      for i, a in enumerate(p.authors))
    aff_list = "".join(f'<div class="core-author" id="con{i + 1}"><div class="heading">{esc(a.name)}</div>'
                       f'<div class="affiliations"><div>{esc(p.affiliations[a.affiliations[0]])}</div></div></div>'
                       for i, a in enumerate(p.authors))
    if p.abstract_sections:
        abstract = "".join(f'<section><h3>{esc(lbl)}</h3><div role="paragraph">{esc(txt)}</div></section>' for lbl, txt in p.abstract_sections)
    else:
        abstract = f'<div role="paragraph">{esc(p.abstract)}</div>'
    kws = ""
    if p.keywords:
        kws = ('<section id="keywords" property="keywords"><h2>Keywords</h2><ol>'
               + "".join(f'<li><a href="/keyword/{esc(k)}">{esc(k)}</a></li>' for k in p.keywords) + '</ol></section>')
    refs = "".join(f'<div role="listitem" class="citation"><div class="citation-content">{esc(r)}</div>'
                   f'<div class="external-links"><a href="#">Crossref</a><a href="#">Google Scholar</a></div></div>' for r in p.references)
    header = ('<header><div class="header-top"><a href="/"><img alt="Sage Journals" src="/sage-logo.svg"></a>'
              '<nav><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Browse by discipline", "Information for", "Alerts", "Cart"))
              + '</ul></nav><a href="/action/showLogin">Access/Profile</a></div>'
              f'<div class="journal-header"><a href="/home/x">{esc(journal)}</a><nav><a href="#">Journal indexing and metrics</a> <a href="#">Journal Homepage</a> '
              '<a href="#">Submission Guidelines</a></nav></div></header>')
    main = ('<main class="article__content"><div class="core-container"><header>'
            '<div class="meta-panel"><span class="meta-panel__type">' + rng.choice(("Research article", "Original Article", "Review")) + '</span>'
            + ('<span class="meta-panel__access">Open access</span>' if rng.random() < 0.5 else "")
            + f'<span class="meta-panel__onlineDate">First published online {_fmt(online, "mdy")}</span></div>'
            f'<h1 property="name">{esc(p.title)}</h1>'
            f'<div class="contributors"><span class="authors">{authors}</span>'
            f'<div class="core-authors-info"><a href="#">View all authors and affiliations</a><div class="core-authors" hidden>{aff_list}</div></div></div>'
            f'<div class="core-enumeration"><a href="/toc/x/{p.volume}/{p.issue}"><span property="isPartOf" typeof="PublicationVolume">Volume <span property="volumeNumber">{p.volume}</span></span>, '
            f'<span property="isPartOf" typeof="PublicationIssue">Issue <span property="issueNumber">{p.issue}</span></span></a></div>'
            f'<div class="core-self-citation"><a href="https://doi.org/{doi}">https://doi.org/{doi}</a></div></header>'
            '<div class="core-buttons"><a href="#">Contents</a> <a href="#">PDF/EPUB</a> <a href="#">Cite article</a> <a href="#">Share options</a> '
            '<a href="#">Information, rights and permissions</a> <a href="#">Metrics and citations</a> <a href="#">Figures and tables</a></div>'
            f'<section id="abstract" property="abstract" typeof="Text" role="doc-abstract"><h2 property="name">Abstract</h2>{abstract}</section>'
            + kws
            + '<section id="bodymatter">' + _body_html(p, "h2") + '</section>'
            + (f'<section id="bibliography" role="doc-bibliography"><h2>References</h2><div role="list">{refs}</div></section>' if p.references else "")
            + '<section id="core-history"><h2>Publication history</h2><div>'
            f'<div>Issue published: {_fmt(issue_date, "mdy")}</div><div>Published online: {_fmt(online, "mdy")}</div></div></section>'
            '<section class="similar-articles"><h2>Similar articles:</h2><ul>'
            + "".join(f'<li><div class="issue-item__title"><a href="#">{esc(t)}</a></div><div class="issue-item__authors">{esc(n)}</div>'
                      f'<div class="issue-item__header">{_fmt(d, "mdy")}</div></li>' for t, n, d in _related(rng, rng.randint(2, 5)))
            + '</ul></section></div></main>')
    foot = chrome_bottom(rng, "Sage Publications")
    metas = meta_tags(p, dc=True, online_date=False)
    truth = truth_row(page_id, "sage", p)
    return page(f"{p.title} - {p.authors[0].name}, {p.year}", metas, header + main + foot), truth


# ----------------------------------------------------------------------------- Oxford Academic
def oup(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Oxford Academic (Silverchair): title, author names whose affiliations sit in hidden
    popups, "Volume 12, Issue 3, March 2020, Pages 45–67, https://doi.org/10.1093/...",
    "Published: 12 January 2020" (online), "Article history" with Received/Revision/Accepted,
    abstract, "Keywords:", "Cited by" and related-articles side.  Its meta date
    (citation_publication_date) is the issue's, "2020/03/01": the page shows only "March 2020"."""
    journal = rng.choice(("The Review of Economic Studies", "Nucleic Acids Research", "Brain",
                          "Monthly Notices of the Royal Astronomical Society", "The Journal of Politics"))
    p = make_paper(rng, structured=rng.random() < 0.3, n_refs=(0, 50), n_authors=(1, 8))
    issue_t = (p.year, p.month, 1)
    p = _set_date(p, issue_t)
    online = _before(issue_t, rng, 20, 150)
    doi = f"10.1093/{rng.choice(['nar', 'brain', 'mnras', 'restud', 'jop'])}/{rng.choice(['gk', 'awz', 'staa', 'rdz'])}{rng.randint(100, 999)}"
    p = dataclasses.replace(p, journal=journal, doi=doi)
    def one(i: int, a: Author) -> str:
        return (f'<span class="al-author-name"><button type="button" class="linked-name js-linked-name-trigger">{esc(a.name)}</button>'
                + ('<span class="al-author-delim">, </span>' if i < len(p.authors) - 1 else "")
                + '<div class="al-author-info-wrap arrow-up" style="display:none"><div class="info-card-author">'
                f'<div class="name-role-wrap"><div class="info-card-name">{esc(a.name)}</div></div>'
                + "".join(f'<div class="info-card-affilitation"><div class="aff">{esc(p.affiliations[k])}</div></div>' for k in a.affiliations)
                + ('<div class="info-author-correspondence">Corresponding author. Email: x@example.org</div>' if i == 0 else "")
                + '<div class="info-card-search-label">Search for other works by this author on:</div>'
                '<div class="info-card-search"><a href="#">Oxford Academic</a></div><div class="info-card-search"><a href="#">Google Scholar</a></div>'
                '</div></div></span>')

    shown = len(p.authors) if len(p.authors) <= 5 else 3  # longer lists: "Show more" opens the rest
    authors = "".join(one(i, a) for i, a in enumerate(p.authors[:shown]))
    if shown < len(p.authors):
        authors += ('<span class="remaining-authors" style="display:none">' + "".join(one(i, a) for i, a in enumerate(p.authors) if i >= shown)
                    + '</span><a href="javascript:;" class="al-author-name-more js-etal-collapsed">Show more</a>')
    if p.abstract_sections:
        abstract = "".join(f'<p><strong>{esc(lbl)}</strong></p><p>{esc(txt)}</p>' for lbl, txt in p.abstract_sections)
    else:
        abstract = f'<p class="chapter-para">{esc(p.abstract)}</p>'
    kws = ""
    if p.keywords:
        kws = ('<div class="article-metadata-panel"><div class="article-metadata"><span class="article-metadata-label">Keywords:</span> '
               + '<span class="article-metadata-tocSections"></span>'
               + '<span class="kwd-group">' + ", ".join(f'<a href="/search?k={esc(k)}" class="kwd-part kwd-main">{esc(k)}</a>' for k in p.keywords)
               + '</span></div></div>')
    refs = "".join(f'<div class="ref-list js-splitview-ref-list"><div class="js-splitscreen-ref-item"><div class="mixed-citation citation">{esc(r)}</div>'
                   '<div class="citation-links"><a href="#">Google Scholar</a> <a href="#">Crossref</a> <a href="#">Search ADS</a></div></div></div>'
                   for r in p.references)
    vol_line = (f'<div class="ww-citation-primary"><em>{esc(journal)}</em>, Volume {p.volume}, Issue {p.issue}, {_fmt(issue_t, "my")}, '
                f'Pages {p.first_page}–{p.last_page}, <a href="https://doi.org/{doi}">https://doi.org/{doi}</a></div>')
    header = ('<header><div class="global-nav"><a href="/"><img alt="Oxford Academic" src="/oup-logo.svg"></a>'
              '<ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Journals", "Books", "Search Menu", "Sign In", "Register"))
              + f'</ul></div><div class="journal-header"><a href="/x"><img alt="{esc(journal)}" src="/journal-logo.png"></a>'
              '<ul><li><a href="#">Issues</a></li><li><a href="#">Advance articles</a></li><li><a href="#">Submit</a></li>'
              '<li><a href="#">Purchase</a></li><li><a href="#">Alerts</a></li><li><a href="#">About</a></li></ul>'
              f'<form><input placeholder="Search {esc(journal)}"></form></div></header>')
    main = ('<main><div class="content-inner-wrap"><div class="widget-items">'
            f'<div class="article-title-main"><h1 class="wi-article-title article-title-main">{esc(p.title)}</h1></div>'
            f'<div class="wi-authors"><div class="al-authors-list">{authors}</div></div>'
            f'<div class="citation-info">{vol_line}</div>'
            f'<div class="pub-history-wrap"><div class="pub-history-row"><div class="ww-citation-date-wrap">'
            f'<div class="citation-label">Published:</div><div class="citation-date">{_fmt(online, "dmy")}</div></div></div>'
            '<div class="article-history"><a href="#" class="js-history-dropdown-trigger">Article history</a><div class="history-entries" style="display:none">'
            f'<div class="history-entry"><div class="wi-state">Received:</div><div class="wi-date">{_fmt(_before(online, rng, 150, 300), "dmy")}</div></div>'
            f'<div class="history-entry"><div class="wi-state">Revision received:</div><div class="wi-date">{_fmt(_before(online, rng, 40, 140), "dmy")}</div></div>'
            f'<div class="history-entry"><div class="wi-state">Accepted:</div><div class="wi-date">{_fmt(_before(online, rng, 5, 35), "dmy")}</div></div></div></div></div>'
            '<div class="article-tools"><a href="#">PDF</a> <a href="#">Split View</a> <a href="#">Cite</a> <a href="#">Permissions</a> <a href="#">Share</a></div>'
            f'<section class="abstract"><h2 class="abstract-title">Abstract</h2>{abstract}</section>'
            + kws
            + '<div data-widgetname="ArticleFulltext">' + _body_html(p, "h2", ' class="section-title"') + '</div>'
            + (f'<h2 class="backreferences-title">References</h2>{refs}' if p.references else "")
            + f'<div class="copyright"><p>© The Author(s) {online[0]}. Published by Oxford University Press.</p></div>'
            '</div></div><aside class="sidebar"><div class="widget-ArticleCitedBy"><h3>Citations</h3><p>' + f'{rng.randint(0, 120)} Views' + '</p></div>'
            '<div class="widget-RelatedArticles"><h3>Related articles in</h3><ul>'
            + "".join(f'<li><a href="#">{esc(t)}</a><div>{esc(n)}</div></li>' for t, n, _ in _related(rng, rng.randint(2, 4)))
            + '</ul></div><div class="widget-MostRead"><h3>Most Read</h3><ul>'
            + "".join(f'<li><a href="#">{esc(t)}</a></li>' for t, _, _ in _related(rng, 4))
            + '</ul></div></aside></main>')
    foot = ('<footer><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("About Oxford Academic", "Publish journals with us",
                                                                                 "University press partners", "What we publish", "New features",
                                                                                 "Accessibility", "Contact us", "Get help with access"))
            + '</ul><p>Copyright © ' + str(rng.randint(2021, 2025)) + ' Oxford University Press</p>'
            '<a href="#">Cookie settings</a> <a href="#">Cookie policy</a> <a href="#">Privacy policy</a> <a href="#">Legal notice</a></footer>')
    metas = meta_tags(p, online_date=False)
    truth = truth_row(page_id, "oup", p)
    return page(f"{p.title} | {journal} | Oxford Academic", metas, header + main + foot), truth


# ----------------------------------------------------------------------------- Cambridge Core
def cambridge(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Cambridge Core: journal, "Volume 12, Issue 3", "March 2020, pp. 45 - 67", title,
    authors with "Show author details", "Published online by Cambridge University Press: 12
    March 2020", "Abstract", "Keywords", "References", "Cited by"."""
    journal = rng.choice(("Journal of Fluid Mechanics", "Psychological Medicine", "British Journal of Political Science",
                          "Journal of Linguistics", "Antiquity", "Proceedings of the Nutrition Society"))
    p = make_paper(rng, n_refs=(0, 40), n_authors=(1, 6))
    online = (p.year, p.month, p.day)
    issue_t = _after(online, rng, 30, 180)
    doi = f"10.1017/{rng.choice(['S0022112', 'S0033291', 'jfm', 'aqy'])}{rng.randint(10000000, 99999999)}"
    p = dataclasses.replace(p, journal=journal, doi=doi)
    authors = "".join(f'<li><a href="/core/search?filters%5BauthorTerms%5D={esc(a.name)}" class="app-link"><span>{esc(a.name)}</span></a>'
                      f'<sup>{_sup_markers(p, a)}</sup>'
                      + (' <a href="#" class="app-link">*</a>' if i == 0 else "")
                      + (f'<a href="https://orcid.org/{_orcid(rng)}" class="orcid"><img alt="orcid" src="/orcid.svg"></a>' if rng.random() < 0.3 else "")
                      + '</li>' for i, a in enumerate(p.authors))
    details = "".join(f'<div class="author"><dt class="title">{esc(a.name)}</dt><dd class="content">'
                      + "".join(f'<span class="aff"><sup>{k + 1}</sup>{esc(p.affiliations[k])}</span>' for k in a.affiliations)
                      + '</dd></div>' for a in p.authors)
    kws = ""
    if p.keywords:
        kws = ('<div class="keywords"><div class="keywords__label">Keywords</div><div class="keywords__pills">'
               + "".join(f'<a href="#" class="app-pill">{esc(k)}</a>' for k in p.keywords) + '</div></div>')
    refs = "".join(f'<div class="circle-list__item"><div class="circle-list__item__number">{k + 1}</div>'
                   f'<div class="circle-list__item__grouped"><span class="mixed-citation journal">{esc(r)}</span>'
                   '<div class="links"><a href="#">CrossRef</a><a href="#">Google Scholar</a></div></div></div>' for k, r in enumerate(p.references))
    cited = _related(rng, rng.randint(0, 4))
    header = ('<header class="app-header"><a href="/core"><img alt="Cambridge Core" src="/core-logo.svg"></a>'
              '<nav><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Browse", "Services", "Open research", "Institution login", "Register", "Log in"))
              + f'</ul></nav><form><input placeholder="Search"></form></header>'
              f'<div class="journal-header"><a href="/core/journals/x"><h2>{esc(journal)}</h2></a><ul>'
              '<li><a href="#">Article contents</a></li><li><a href="#">Abstract</a></li><li><a href="#">References</a></li></ul></div>')
    main = ('<main><div class="article-details"><div class="article-type">' + rng.choice(("Research Article", "Original Article", "Article")) + '</div>'
            f'<div class="article-source"><a href="/core/journals/x">{esc(journal)}</a>, '
            f'<span class="volume">Volume {p.volume}</span>, <span class="issue">Issue {p.issue}</span></div>'
            f'<div class="published-date-pages">{_fmt(issue_t, "my")}, pp. {p.first_page} - {p.last_page}</div>'
            f'<h1>{esc(p.title)}</h1>'
            f'<div class="authors"><ul class="app-list">{authors}</ul>'
            f'<a href="#" class="show-author-details">Show author details</a><dl class="authors-details" hidden>{details}</dl></div>'
            f'<div class="doi-data"><div class="doi">DOI: <a href="https://doi.org/{doi}">https://doi.org/{doi}</a></div>'
            f'<div class="published">Published online by Cambridge University Press: <span>{_fmt(online, "dmy")}</span></div></div>'
            '<div class="tools"><a href="#">Rights &amp; Permissions</a> <a href="#">Save PDF</a> <a href="#">Share</a> <a href="#">Cite</a></div>'
            f'<div class="abstract-content"><h2>Abstract</h2><div class="abstract"><p>{esc(p.abstract)}</p></div></div>'
            + kws
            + '<div class="information"><p>' + f'Copyright © The Author(s), {online[0]}. Published by Cambridge University Press' + '</p></div>'
            + '<div id="content">' + _body_html(p, "h2", ' class="sec"') + '</div>'
            + (f'<div id="references"><h2>References</h2>{refs}</div>' if p.references else "")
            + (f'<div id="cited-by"><h2>Cited by</h2><p>{len(cited)}</p>'
               + "".join(f'<div class="cited-by-item"><h5>{esc(t)}</h5><p>{esc(n)}</p><p>{d[0]}</p></div>' for t, n, d in cited) + '</div>' if cited else "")
            + '</div><aside><h3>Access options</h3><p>Get access to the full version of this content by using one of the access options below.</p></aside></main>')
    foot = ('<footer class="app-footer"><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Librarians", "Authors", "Publishing partners", "Agents",
                                                                                                      "Corporates", "Accessibility", "Our blog", "News"))
            + f'</ul><p>© Cambridge University Press {rng.randint(2021, 2025)}</p><a href="#">Cookies Settings</a></footer>')
    metas = meta_tags(p, online_date=False)
    truth = truth_row(page_id, "cambridge", p)
    return page(f"{p.title} | {journal} | Cambridge Core", metas, header + main + foot), truth


# ----------------------------------------------------------------------------- IEEE Xplore
def ieee(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """IEEE Xplore, the rendered page: title, authors as links (affiliations in the
    "Authors" accordion), "Abstract:", "Published in: IEEE Transactions on X ( Volume: 12,
    Issue: 3, March 2020 )", "Page(s):", "Date of Publication: 12 March 2020", "ISSN
    Information:", "DOI: 10.1109/...", "Publisher: IEEE", "Index Terms" (IEEE Keywords,
    INSPEC terms, Author Keywords), "Metrics", "More Like This"."""
    journal = rng.choice(("IEEE Transactions on Signal Processing", "IEEE Transactions on Industrial Electronics",
                          "IEEE Transactions on Pattern Analysis and Machine Intelligence", "IEEE Access",
                          "IEEE Transactions on Power Systems"))
    p = make_paper(rng, n_refs=(0, 0), n_authors=(1, 8))
    pub = (p.year, p.month, p.day)
    issue_t = _after(pub, rng, 20, 120)
    doi = f"10.1109/{rng.choice(['TSP', 'TIE', 'TPAMI', 'ACCESS', 'TPWRS'])}.{p.year}.{rng.randint(2900000, 3099999)}"
    p = dataclasses.replace(p, journal=journal, doi=doi)
    ieee_terms = rng.sample(["Optimization", "Estimation", "Signal processing algorithms", "Sensors", "Training",
                             "Heuristic algorithms", "Computational modeling", "Noise measurement"], 4)
    inspec = rng.sample(["learning (artificial intelligence)", "optimisation", "signal processing", "power grids",
                         "image classification", "probability"], 3)
    author_links = "; ".join(f'<span class="blue-tooltip"><a href="/author/{rng.randint(37000000000, 37999999999)}"><span>{esc(a.name)}</span></a></span>'
                             for a in p.authors)
    acc_authors = "".join(f'<div class="author-card"><a href="#"><span>{esc(a.name)}</span></a><div>{esc(p.affiliations[a.affiliations[0]])}</div></div>'
                          for a in p.authors)
    kw_block = ('<div class="doc-keywords"><ul class="doc-keywords-list">'
                '<li><strong>IEEE Keywords</strong><ul>' + "".join(f'<li><a href="#">{esc(k)}</a>,</li>' for k in ieee_terms) + '</ul></li>'
                '<li><strong>INSPEC: Controlled Indexing</strong><ul>' + "".join(f'<li><a href="#">{esc(k)}</a>,</li>' for k in inspec) + '</ul></li>'
                + ('<li><strong>Author Keywords</strong><ul>' + "".join(f'<li><a href="#">{esc(k)}</a>,</li>' for k in p.keywords) + '</ul></li>' if p.keywords else "")
                + '</ul></div>')
    header = ('<header class="global-header"><div class="stats-Global-Header"><a href="https://www.ieee.org">IEEE.org</a> '
              '<a href="#">IEEE <em>Xplore</em></a> <a href="#">IEEE SA</a> <a href="#">IEEE Spectrum</a> <a href="#">More Sites</a></div>'
              '<div class="Header"><a href="/"><img alt="IEEE Xplore logo - Link to home" src="/xplore-logo.svg"></a>'
              '<ul><li><a href="#">Browse</a></li><li><a href="#">My Settings</a></li><li><a href="#">Help</a></li></ul>'
              '<a href="#">Institutional Sign In</a> <a href="#">Personal Sign In</a> <a href="#">Create Account</a></div>'
              '<div class="global-search-bar"><select><option>All</option></select><input placeholder="Enter Keywords"><a href="#">ADVANCED SEARCH</a></div></header>')
    main = ('<div class="document-main"><div class="document-header-breadcrumbs"><a href="#">Journals &amp; Magazines</a> &gt; '
            f'<a href="#">{esc(journal)}</a> &gt; <a href="#">Volume: {p.volume} Issue: {p.issue}</a></div>'
            f'<div class="document-header-title-container"><h1 class="document-title"><span>{esc(p.title)}</span></h1></div>'
            '<div class="document-header-metrics-banner"><span>Publisher: IEEE</span> <a href="#">Cite This</a> <a href="#">PDF</a></div>'
            f'<div class="authors-info-container">{author_links}</div>'
            f'<div class="document-banner-metric-container"><div>{rng.randint(0, 200)} Paper Citations</div><div>{rng.randint(100, 9000)} Full Text Views</div></div>'
            '<div class="abstract-desktop-div"><div class="abstract-text"><div><strong>Abstract:</strong>'
            f'<div xplmathjax>{esc(p.abstract)}</div></div></div>'
            '<div class="doc-abstract-pubinfo"><div class="u-pb-1 stats-document-abstract-publishedIn"><strong>Published in: </strong>'
            f'<a href="#">{esc(journal)}</a> ( Volume: {p.volume}, Issue: {p.issue}, {_fmt(issue_t, "my")})</div>'
            '<div class="row"><div class="left"><div class="u-pb-1"><strong>Page(s): </strong>'
            f'{p.first_page} - {p.last_page}</div>'
            f'<div class="u-pb-1 doc-abstract-pubdate"><strong>Date of Publication:</strong> {_fmt(pub, "dmy")} <i class="icon-size-md"></i></div>'
            '<div class="u-pb-1"><strong>ISSN Information:</strong><div>Print ISSN: 1053-587X</div><div>Electronic ISSN: 1941-0476</div></div></div>'
            f'<div class="right"><div class="u-pb-1"><strong>INSPEC Accession Number: </strong>{rng.randint(19000000, 22000000)}</div>'
            f'<div class="u-pb-1 stats-document-abstract-doi"><strong>DOI: </strong><a href="https://doi.org/{doi}">{doi}</a></div>'
            '<div class="u-pb-1 doc-abstract-publisher"><strong>Publisher: </strong>IEEE</div></div></div>'
            + ('<div class="u-pb-1 doc-abstract-funding"><strong>Funding Agency:</strong> <a href="#">National Science Foundation</a></div>' if rng.random() < 0.5 else "")
            + '</div></div>'
            '<div class="document-accordion-section-container"><div class="accordion-item" id="authors"><h2>Authors</h2>' + acc_authors + '</div>'
            '<div class="accordion-item" id="figures"><h2>Figures</h2></div><div class="accordion-item" id="references"><h2>References</h2></div>'
            '<div class="accordion-item" id="citations"><h2>Citations</h2></div>'
            '<div class="accordion-item" id="keywords"><h2>Keywords</h2>' + kw_block + '</div>'
            '<div class="accordion-item" id="metrics"><h2>Metrics</h2></div></div>'
            '<div class="stats-document-relatedArticles"><h2>More Like This</h2><ul>'
            + "".join(f'<li><a href="#">{esc(t)}</a><div>{esc(journal)}</div><div>Published: {d[0]}</div></li>' for t, _, d in _related(rng, rng.randint(2, 4)))
            + '</ul></div></div>')
    foot = ('<footer class="Footer"><div class="Footer-links">' + "".join(f'<a href="#">{w}</a> ' for w in (
        "Change Username/Password", "Update Address", "Payment Options", "Order History", "View Purchased Documents",
        "Communications Preferences", "Profession and Education", "Technical Interests", "US &amp; Canada: +1 800 678 4333"))
        + '</div><p>About IEEE <em>Xplore</em> | Contact Us | Help | Accessibility | Terms of Use | Nondiscrimination Policy | IEEE Ethics Reporting | Sitemap | IEEE Privacy Policy</p>'
        f'<p>A not-for-profit organization, IEEE is the world\'s largest technical professional organization. © Copyright {rng.randint(2021, 2025)} IEEE - All rights reserved.</p></footer>')
    metas = meta_tags(p, online_date=False, references=False)
    truth = truth_row(page_id, "ieee", p, references=False)
    return page(f"{p.title} | IEEE Journals &amp; Magazine | IEEE Xplore".replace("&amp;", "&"), metas, header + main + foot), truth


# ----------------------------------------------------------------------------- J-STAGE
JSTAGE_J = (("Journal of Chemical Engineering of Japan", "化学工学論文集"), ("Journal of the Physical Society of Japan", "日本物理学会誌"),
            ("Journal of Nutritional Science and Vitaminology", "栄養学雑誌"), ("Transactions of the Japan Society of Mechanical Engineers", "日本機械学会論文集"))
JA_TITLE = ("に関する研究", "の解析", "の評価と検討", "における新たな知見", "の実験的検討")
JA_TOPIC = ("熱輸送", "ペロブスカイト", "グラフェン", "触媒", "機械学習", "土壌炭素", "タンパク質", "高分子", "電解質", "都市気候")


def jstage(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """J-STAGE: bilingual chrome (日本語 / English), journal name, "2020 Volume 12 Issue 3
    Pages 45-67", the title (and the Japanese title beneath), authors with affiliations,
    "Published: 2020", "Received: ...", "Accepted: ...", "Released on J-STAGE: March 12,
    2020", "Abstract", "Keywords:", "References (N)".  Its meta date is the year only."""
    journal, journal_ja = rng.choice(JSTAGE_J)
    p = make_paper(rng, n_refs=(0, 30), n_authors=(1, 6))
    released = (p.year, p.month, p.day)
    doi = f"10.{rng.choice([1252, 1143, 1299, 3177])}/{rng.choice(['jcej', 'jpsj', 'jnsv', 'transjsme'])}.{p.volume}.{p.first_page}"
    if rng.random() < 0.25:
        doi = ""  # older J-STAGE articles have no DOI
    p = dataclasses.replace(p, journal=journal, doi=doi)
    ja_title = f"{rng.choice(JA_TOPIC)}と{rng.choice(JA_TOPIC)}{rng.choice(JA_TITLE)}"
    authors = "".join(f'<li><span class="customTooltip">{esc(a.name)}</span><div class="affiliation-tooltip" style="display:none">'
                      f'{esc(p.affiliations[a.affiliations[0]])}</div></li>' for a in p.authors)
    affs = "".join(f'<li>{k + 1}) {esc(aff)}</li>' for k, aff in enumerate(p.affiliations))
    kws = ('<div class="global-para"><b>Keywords: </b>' + ", ".join(f'<a href="#">{esc(k)}</a>' for k in p.keywords) + '</div>'
           if p.keywords else "")
    refs = "".join(f'<li><span>{esc(r)}</span><div class="ref-links"><a href="#">CrossRef</a> <a href="#">Google Scholar</a></div></li>' for r in p.references)
    received = _before(released, rng, 120, 300)
    accepted = _before(released, rng, 20, 80)
    header = ('<div class="global-header"><a href="/browse/-char/ja"><img alt="J-STAGE" src="/common/images/logo_jstage.png"></a>'
              '<ul class="global-nav"><li><a href="#">J-STAGE home</a></li><li><a href="#">資料・記事を探す</a></li><li><a href="#">資料を探す：資料名</a></li>'
              '<li><a href="#">J-STAGEについて</a></li><li><a href="#">ログイン</a></li></ul>'
              '<div class="lang-switch"><a href="?-char=ja">日本語</a> | <a href="?-char=en">English</a></div></div>'
              f'<div class="journal-header"><div class="journal-name">{esc(journal)}</div><div class="journal-name-ja">{journal_ja}</div>'
              f'<div>Online ISSN : {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}</div><div>Print ISSN : {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}</div>'
              '<ul class="journal-nav"><li><a href="#">Journal home</a></li><li><a href="#">Journal issue</a></li><li><a href="#">About the journal</a></li></ul></div>')
    main = ('<div id="article-overiew-abstract-wrap" class="mod-article-heading">'
            f'<div class="global-article-title">{esc(p.title)}</div>'
            f'<div class="global-para-14" lang="ja">{ja_title}</div>'
            f'<div class="mod-item-heading"><ul class="global-authors-name-tags">{authors}</ul></div>'
            f'<div class="accordion_container"><div class="accordion_head">Author information</div><ul class="accordion_body">{affs}</ul></div>'
            f'<div class="global-para">{p.year} Volume {p.volume} Issue {p.issue} Pages {p.first_page}-{p.last_page}</div>'
            + (f'<div class="global-para"><a href="https://doi.org/{doi}">https://doi.org/{doi}</a></div>' if doi else "")
            + f'<div class="global-para">JOURNAL FREE ACCESS</div>'
            '<div class="accordion_container"><div class="accordion_head">Details</div><ul>'
            f'<li>Published: {p.year}</li><li>Received: {_fmt(received, "mdy")}</li>'
            + (f'<li>Available on J-STAGE: {_fmt(_before(released, rng, 2, 15), "mdy")}</li>' if rng.random() < 0.5 else "")
            + f'<li>Accepted: {_fmt(accepted, "mdy")}</li><li>Released on J-STAGE: {_fmt(released, "mdy")}</li></ul></div>'
            '<div class="article-tools"><a href="#">Download PDF (1234K)</a> <a href="#">Download citation RIS</a> <a href="#">(compatible with EndNote, Reference Manager, ProCite, RefWorks)</a></div>'
            f'<div id="article-overview-abstract"><div class="global-para-14"><b>Abstract</b></div><div class="global-para">{esc(p.abstract)}</div></div>'
            + kws
            + (f'<div id="article-overview-references-wrap"><div class="global-para-14"><b>References ({len(p.references)})</b></div><ul class="citation">{refs}</ul></div>' if p.references else "")
            + f'<div class="global-para">© {p.year} The Society of Chemical Engineers, Japan</div></div>'
            '<div class="related-articles"><h3>Related articles</h3><ul>'
            + "".join(f'<li><a href="#">{esc(t)}</a><div>{esc(n)}</div><div>{d[0]} Volume {rng.randint(1, 90)} Issue {rng.randint(1, 12)}</div></li>' for t, n, d in _related(rng, 3))
            + '</ul></div>')
    foot = ('<div class="footer"><ul><li><a href="#">お問い合わせ Contact</a></li><li><a href="#">サイトマップ Site map</a></li><li><a href="#">利用規約 Terms</a></li></ul>'
            '<p>J-STAGEは、日本の科学技術情報の電子ジャーナル出版を推進します。</p><p>Japan Science and Technology Agency</p></div>')
    metas = meta_tags(p, online_date=False, date_style="slash").replace(
        f'content="{p.date_text("slash")}"', f'content="{p.year}"')
    truth = truth_row(page_id, "jstage", p, date=str(p.year), date_iso=str(p.year), doi=bool(doi))
    return page(p.title, metas, header + main + foot), truth


# ----------------------------------------------------------------------------- CNKI-style Chinese journal
CN_FAMILY = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭", "何", "高", "林", "罗"]
CN_GIVEN = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "秀英", "华", "建国", "晓东", "志强", "海燕", "小红", "文博"]
PINYIN = {"王": "Wang", "李": "Li", "张": "Zhang", "刘": "Liu", "陈": "Chen", "杨": "Yang", "黄": "Huang", "赵": "Zhao",
          "吴": "Wu", "周": "Zhou", "徐": "Xu", "孙": "Sun", "马": "Ma", "朱": "Zhu", "胡": "Hu", "郭": "Guo", "何": "He",
          "高": "Gao", "林": "Lin", "罗": "Luo", "伟": "Wei", "芳": "Fang", "娜": "Na", "敏": "Min", "静": "Jing", "丽": "Li",
          "强": "Qiang", "磊": "Lei", "军": "Jun", "洋": "Yang", "勇": "Yong", "艳": "Yan", "杰": "Jie", "娟": "Juan", "涛": "Tao",
          "明": "Ming", "超": "Chao", "秀英": "Xiuying", "华": "Hua", "建国": "Jianguo", "晓东": "Xiaodong", "志强": "Zhiqiang",
          "海燕": "Haiyan", "小红": "Xiaohong", "文博": "Wenbo"}
CN_TOPIC = ("热输运", "钙钛矿", "石墨烯", "催化", "深度学习", "神经网络", "沉积物", "微生物", "蛋白质", "聚合物", "电解质",
            "城市热岛", "土壤碳", "稀疏模型", "海岸侵蚀")
CN_NOUN = ("薄膜", "界面", "动力学", "模型", "机理", "结构", "传感器", "电池", "信号", "政策")
CN_INST = (("清华大学", "北京"), ("北京大学", "北京"), ("浙江大学", "杭州"), ("复旦大学", "上海"), ("武汉大学", "武汉"),
           ("中山大学", "广州"), ("四川大学", "成都"), ("南京大学", "南京"))
CN_DEPT = ("化学系", "物理学院", "计算机科学与技术系", "材料科学与工程学院", "环境学院", "机械工程学院")
CN_JOURNALS = (("物理学报", "Acta Physica Sinica"), ("化学学报", "Acta Chimica Sinica"), ("计算机学报", "Chinese Journal of Computers"),
               ("中国科学：材料科学", "Science China Materials"), ("环境科学", "Environmental Science"))


class CNAuthor(Author):
    @property
    def name(self) -> str:  # 王伟: family first, no space
        return f"{self.family}{self.given}"


def _cn_sentence(rng: random.Random) -> str:
    heads = ("本文研究了", "结果表明，", "通过实验与模拟相结合，发现", "我们提出了一种基于", "研究发现", "该方法显著提高了")
    return (f"{rng.choice(heads)}{rng.choice(CN_TOPIC)}与{rng.choice(CN_TOPIC)}{rng.choice(CN_NOUN)}之间的关系，"
            f"其{rng.choice(CN_NOUN)}在{rng.randint(2, 95)}%的样本中表现出{rng.choice(('显著', '稳定', '明显'))}的{rng.choice(CN_NOUN)}特征。")


def cnki(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A Chinese journal's article page (CNKI / journal-site style): "第12卷 第3期",
    "作者：", "作者单位：", "摘要：", "关键词：", "DOI：", "发布日期：", "基金项目：",
    "中图分类号：", the English title and abstract below, "参考文献", all chrome in Chinese."""
    journal, journal_en = rng.choice(CN_JOURNALS)
    base = make_paper(rng, n_refs=(0, 25), n_authors=(1, 6))
    n_aff = rng.randint(1, 3)
    insts = rng.sample(CN_INST, n_aff)
    affs = [f"{i}{rng.choice(CN_DEPT)}，{c} {rng.randint(100000, 999999)}" for i, c in insts]
    authors: list[Author] = []
    used = set()
    for _ in range(rng.randint(1, 6)):
        name = (rng.choice(CN_FAMILY), rng.choice(CN_GIVEN))
        if name in used:
            continue
        used.add(name)
        authors.append(CNAuthor(name[1], name[0], sorted(rng.sample(range(n_aff), rng.randint(1, min(2, n_aff))))))
    a, b = rng.sample(CN_TOPIC, 2)
    title = f"{a}{rng.choice(CN_NOUN)}对{b}{rng.choice(CN_NOUN)}的影响{rng.choice(('研究', '机理分析', '及其应用'))}"
    abstract = "".join(_cn_sentence(rng) for _ in range(rng.randint(4, 8)))
    kw = rng.sample(list(CN_TOPIC) + list(CN_NOUN), rng.randint(3, 6)) if rng.random() < 0.85 else []
    doi = f"10.{rng.choice([7498, 6023, 11897, 13227])}/{rng.choice(['aps', 'A', 'SP.J', 'j.hjkx'])}.{base.year}.{rng.randint(10000, 99999)}"
    p = dataclasses.replace(base, title=title, authors=authors, affiliations=affs, abstract=abstract, abstract_sections=[],
                            keywords=kw, doi=doi, journal=journal, journal_abbrev=journal_en)
    pub = (p.year, p.month, p.day)
    alist = "，".join(f'<a href="#">{esc(x.name)}</a><sup>{",".join(str(k + 1) for k in x.affiliations)}</sup>' for x in authors)
    aff_list = "；".join(f'{k + 1}. {esc(x)}' for k, x in enumerate(affs))
    refs = "".join(f'<li>[{k + 1}] {esc(r)}</li>' for k, r in enumerate(p.references))
    en_names = ", ".join(f"{PINYIN[x.family].upper()} {PINYIN[x.given]}" for x in authors)
    header = ('<div class="top"><div class="top-bar"><a href="/">首页</a> | <a href="#">登录</a> | <a href="#">注册</a> | <a href="#">English</a></div>'
              f'<div class="logo"><img alt="{journal}" src="/logo.png"><h2>{journal}</h2><p>{esc(journal_en)}</p></div>'
              '<ul class="nav">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("首页", "期刊介绍", "编委会", "投稿指南", "期刊订阅", "过刊浏览", "联系我们"))
              + '</ul><form class="search"><input placeholder="请输入检索词"><button>检索</button></form></div>')
    main = ('<div class="main"><div class="crumbs">当前位置：<a href="#">首页</a> &gt; <a href="#">过刊浏览</a> &gt; '
            f'<a href="#">{p.year}年 第{p.volume}卷 第{p.issue}期</a></div>'
            f'<div class="article-info"><p class="cite">{journal}, {p.year}, {p.volume}({p.issue}): {p.first_page}-{p.last_page}</p>'
            f'<div class="wxBaseinfo"><div class="column">{rng.choice(("研究论文", "综述", "研究快报"))}</div>'
            f'<h1 class="title">{esc(title)}</h1>'
            f'<div class="author"><b>作者：</b>{alist}</div>'
            f'<div class="orgn"><b>作者单位：</b>{aff_list}</div>'
            f'<div class="abstract"><b>摘要：</b><span id="ChDivSummary">{esc(abstract)}</span></div>'
            + ('<div class="keywords"><b>关键词：</b>' + "".join(f'<a href="#">{esc(k)}</a>；' for k in kw) + '</div>' if kw else "")
            + f'<div class="fund"><b>基金项目：</b>国家自然科学基金(批准号：{rng.randint(11000000, 62999999)})资助的课题</div>'
            f'<div class="doi"><b>DOI：</b><a href="https://doi.org/{doi}">{doi}</a></div>'
            f'<div class="clc"><b>中图分类号：</b>O{rng.randint(400, 799)}</div>'
            f'<div class="vol"><b>卷期：</b>第{p.volume}卷 第{p.issue}期</div>'
            f'<div class="pages"><b>页码：</b>{p.first_page}-{p.last_page}</div>'
            f'<div class="dates"><b>收稿日期：</b>{_fmt(_before(pub, rng, 120, 300), "cn")} <b>修回日期：</b>{_fmt(_before(pub, rng, 30, 100), "cn")} '
            f'<b>发布日期：</b>{_fmt(pub, "cn")}</div></div>'
            '<div class="en-info"><h3>Abstract</h3>'
            f'<p class="en-title">{esc(base.title)}</p><p class="en-author">{esc(en_names)}</p>'
            f'<p>{esc(base.abstract)}</p>'
            + (f'<p><b>Keywords:</b> {esc("; ".join(base.keywords))}</p>' if base.keywords else "") + '</div>'
            '<div class="tools"><a href="#">PDF下载</a> <a href="#">HTML阅读</a> <a href="#">导出引用</a> <a href="#">收藏</a></div>'
            + (f'<div class="refs"><h3>参考文献</h3><ol>{refs}</ol></div>' if p.references else "")
            + '<div class="related"><h3>相关文章</h3><ul>'
            + "".join(f'<li><a href="#">{rng.choice(CN_TOPIC)}{rng.choice(CN_NOUN)}的{rng.choice(("研究", "分析", "进展"))}</a>'
                      f'<span>{rng.choice(CN_FAMILY)}{rng.choice(CN_GIVEN)}，{rng.choice(CN_FAMILY)}{rng.choice(CN_GIVEN)}</span>'
                      f'<span>{rng.randint(2010, 2024)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}</span></li>' for _ in range(rng.randint(3, 6)))
            + '</ul></div></div></div>')
    foot = (f'<div class="footer"><p>版权所有 © {rng.randint(2018, 2025)} 《{journal}》编辑部</p><p>地址：北京市海淀区 邮编：100190 '
            f'电话：010-{rng.randint(10000000, 99999999)} E-mail：bjb@example.cn</p><p>京ICP备{rng.randint(10000000, 99999999)}号</p></div>')
    metas = meta_tags(p, online_date=False, date_style="iso")
    truth = truth_row(page_id, "cnki", p, date=p.date_text("iso"))
    return page(f"{title} - {journal}", metas, header + main + foot, lang="zh-CN"), truth


# ----------------------------------------------------------------------------- SciELO
SCIELO_J = (("pt", "Revista Brasileira de Educação", "Rev. Bras. Educ.", "Rio de Janeiro", "1413-2478"),
            ("pt", "Revista Brasileira de Engenharia Agrícola e Ambiental", "Rev. bras. eng. agríc. ambient.", "Campina Grande", "1415-4366"),
            ("es", "Revista Chilena de Historia Natural", "Rev. chil. hist. nat.", "Santiago", "0716-078X"),
            ("es", "Revista Mexicana de Física", "Rev. mex. fis.", "México", "0035-001X"))
KW_TR = {"pt": {"thermal transport": "transporte térmico", "perovskite": "perovskita", "machine learning": "aprendizado de máquina",
              "soil carbon": "carbono do solo", "curriculum design": "desenho curricular", "urban heat island": "ilha de calor urbana",
              "graphene": "grafeno", "protein folding": "dobramento de proteínas", "inflation targeting": "metas de inflação",
              "sparse models": "modelos esparsos", "coastal erosion": "erosão costeira", "electrolytes": "eletrólitos"},
         "es": {"thermal transport": "transporte térmico", "perovskite": "perovskita", "machine learning": "aprendizaje automático",
              "soil carbon": "carbono del suelo", "curriculum design": "diseño curricular", "urban heat island": "isla de calor urbana",
              "graphene": "grafeno", "protein folding": "plegamiento de proteínas", "inflation targeting": "metas de inflación",
              "sparse models": "modelos dispersos", "coastal erosion": "erosión costera", "electrolytes": "electrolitos"}}


LANG_TOPIC = {"pt": ("transporte térmico", "filmes de perovskita", "redes neurais", "carbono do solo", "comunidades microbianas",
                     "ilhas de calor urbanas", "erosão costeira", "políticas de inflação", "desenho curricular", "modelos esparsos"),
              "es": ("transporte térmico", "películas de perovskita", "redes neuronales", "carbono del suelo", "comunidades microbianas",
                     "islas de calor urbanas", "erosión costera", "políticas de inflación", "diseño curricular", "modelos dispersos")}
LANG_HEADS = {"pt": ("Este estudo analisa", "Os resultados indicam que", "Neste trabalho propomos um modelo de", "Investigamos",
                     "Os dados sugerem que", "A análise mostra que"),
              "es": ("Este estudio analiza", "Los resultados indican que", "En este trabajo proponemos un modelo de", "Investigamos",
                     "Los datos sugieren que", "El análisis muestra que")}
LANG_LINK = {"pt": ("em", "sobre", "associados a", "e"), "es": ("en", "sobre", "asociados a", "y")}
LANG_END = {"pt": "dos casos", "es": "de los casos"}
EN_MON = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]


def _lang_sentence(rng: random.Random, lang: str) -> str:
    return (f"{rng.choice(LANG_HEADS[lang])} {rng.choice(LANG_TOPIC[lang])} {rng.choice(LANG_LINK[lang])} "
            f"{rng.choice(LANG_TOPIC[lang])}, com {rng.randint(2, 95)}% {LANG_END[lang]}.".replace(" com ", " com " if lang == "pt" else " con "))


def _lang_title(rng: random.Random, lang: str) -> str:
    a, b = rng.sample(LANG_TOPIC[lang], 2)
    return f"{a.capitalize()} {rng.choice(LANG_LINK[lang])} {b}: {rng.choice(('um estudo de caso', 'uma análise comparativa') if lang == 'pt' else ('un estudio de caso', 'un análisis comparativo'))}"


def scielo(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """SciELO (classic article page, English interface): "Rev. bras. ... vol.12 no.3 São
    Paulo Mar. 2020", "On-line version ISSN", the title and its translation, authors with
    superscript markers, the Resumo/Resumen and Palavras-chave/Palabras clave first, then
    "Abstract" and "Keywords"; references.  The article is either in Portuguese/Spanish (its
    meta tags carry the original title, abstract and keywords: those shown first) or in
    English with the Resumo/Resumen shown before the English abstract (meta: the English
    ones).  The meta date has month precision ("03/2020")."""
    lang, journal, abbrev, city, issn = rng.choice(SCIELO_J)
    p = make_paper(rng, n_refs=(0, 35), n_authors=(1, 5))
    original = rng.random() < 0.5  # the article is in pt/es
    doi = f"10.1590/{issn[:4]}-{issn[5:]}{p.year}v{p.volume}n{p.issue}{rng.randint(1, 99):02d}" if rng.random() < 0.8 else ""
    en_title, en_abs, en_kw = p.title, p.abstract, list(p.keywords)
    lang_title = _lang_title(rng, lang)
    lang_abs = " ".join(_lang_sentence(rng, lang) for _ in range(rng.randint(3, 7)))
    lang_kw = [KW_TR[lang].get(k, k) for k in p.keywords]
    p = dataclasses.replace(p, journal=journal, journal_abbrev=abbrev, doi=doi)
    if original:
        p = dataclasses.replace(p, title=lang_title, abstract=lang_abs, keywords=lang_kw)
    bib = f'{esc(abbrev)} <b>vol.{p.volume} no.{p.issue}</b> {esc(city)} {EN_MON[p.month - 1]} {p.year}'
    res_label, kw_label = ("Resumo", "Palavras-chave") if lang == "pt" else ("Resumen", "Palabras clave")
    authors = "<br>".join(f'{esc(a.name)}<sup>{_sup_markers(p, a)}</sup>' for a in p.authors)
    affs = "".join(f'<p><sup>{k + 1}</sup>{esc(aff)}</p>' for k, aff in enumerate(p.affiliations))
    refs = "".join(f'<p>{esc(r)} [ <a href="#">Links</a> ]</p>' for r in p.references)
    first_title, second_title = (lang_title, en_title) if original else (en_title, lang_title)
    header = ('<div class="top"><a href="http://www.scielo.br/"><img alt="SciELO - Scientific Electronic Library Online" src="/img/en/fbpelogp.gif"></a>'
              f'<p class="journal">{esc(journal)}</p><p class="issn">Print version ISSN {issn}On-line version ISSN {issn[:-1]}{rng.randint(0, 9)}</p>'
              '<ul class="toolbar">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("author index", "subject index", "articles search", "home", "alpha", "issues"))
              + '</ul></div>'
              '<div class="services"><h3>Services on Demand</h3><ul><li>Journal</li><li>SciELO Analytics</li><li>Google Scholar H5M5 ()</li></ul><h3>Article</h3><ul>'
              f'<li><a href="#">{"Portuguese" if lang == "pt" else "Spanish"} (pdf)</a></li><li><a href="#">English (pdf)</a></li><li><a href="#">Article in xml format</a></li>'
              '<li><a href="#">How to cite this article</a></li><li>SciELO Analytics</li><li>Curriculum ScienTI</li><li><a href="#">Automatic translation</a></li></ul>'
              '<h3>Indicators</h3><h3>Related links</h3><h3>Share</h3><h3>Permalink</h3></div>')
    main = (f'<div class="content"><div class="index,{lang if original else "en"}"><h3>{bib}</h3>'
            + (f'<h4 id="doi">https://doi.org/{doi}</h4>' if doi else "")
            + f'<p class="categoria">{"ARTIGOS" if lang == "pt" and original else "ARTÍCULOS" if original else "ARTICLES"}</p>'
            f'<p class="title">{esc(first_title)}</p>'
            f'<p class="trans-title">{esc(second_title)}</p>'
            f'<div class="autores"><p class="author">{authors}</p>{affs}</div>'
            f'<div class="abstract"><p class="sec"><b>{res_label.upper()}</b></p><p>{esc(lang_abs)}</p>'
            + (f'<p><b>{kw_label}:</b> {esc("; ".join(lang_kw))}</p>' if lang_kw else "")
            + f'</div><div class="trans-abstract"><p class="sec"><b>ABSTRACT</b></p><p>{esc(en_abs)}</p>'
            + (f'<p><b>Keywords:</b> {esc("; ".join(en_kw))}</p>' if en_kw else "") + '</div>'
            + _body_html(p, "p", ' class="sec"')
            + (f'<p class="sec"><b>{"REFERÊNCIAS" if lang == "pt" and original else "REFERENCIAS" if original else "REFERENCES"}</b></p>{refs}' if p.references else "")
            + f'<p>Received: {_fmt(_before((p.year, p.month, p.day), rng, 150, 300), "abbr")}; Accepted: {_fmt(_before((p.year, p.month, p.day), rng, 20, 100), "abbr")}</p>'
            + '<p><a href="http://creativecommons.org/licenses/by/4.0/">This is an Open Access article distributed under the terms of the Creative Commons Attribution License</a></p></div></div>')
    foot = (f'<div class="footer">{esc(journal)}<br>{esc(city)}<br>e-Mail: <a href="mailto:rev@example.br">rev@example.br</a></div>')
    metas = meta_tags(p, online_date=False, date_key="citation_date").replace(
        f'content="{p.date_text("slash")}"', f'content="{p.month:02d}/{p.year}"')
    truth = truth_row(page_id, "scielo", p, date=f"{p.month:02d}/{p.year}", date_iso=f"{p.year:04d}-{p.month:02d}", doi=bool(doi))
    return page(f"{journal} - {p.title}", metas, header + main + foot, lang="en"), truth


# ----------------------------------------------------------------------------- Project MUSE
SEASON = {1: "Winter", 2: "Winter", 3: "Spring", 4: "Spring", 5: "Spring", 6: "Summer", 7: "Summer", 8: "Summer",
          9: "Fall", 10: "Fall", 11: "Fall", 12: "Winter"}


def muse(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Project MUSE: journal, "Johns Hopkins University Press", "Volume 12, Number 3, Spring
    2020", "pp. 45-67", "10.1353/..." , "Article", title, authors (in "In lieu of an
    abstract" pages the first page is quoted), "Abstract", "Keywords", "Additional
    Information" table, "Related content"; the meta date is the year."""
    journal, press = rng.choice((("American Quarterly", "Johns Hopkins University Press"), ("Journal of Democracy", "Johns Hopkins University Press"),
                                 ("Modernism/modernity", "Johns Hopkins University Press"), ("Hypatia", "Cambridge University Press"),
                                 ("The Review of Higher Education", "Johns Hopkins University Press")))
    p = make_paper(rng, n_refs=(0, 0), n_authors=(1, 3))
    doi = f"10.1353/{rng.choice(['aq', 'jod', 'mod', 'rhe'])}.{p.year}.{rng.randint(1, 99):04d}"
    p = dataclasses.replace(p, journal=journal, doi=doi)
    season = SEASON[p.month] if rng.random() < 0.7 else MONTHS[p.month - 1]
    has_abs = rng.random() < 0.7
    authors = "".join(f'<li><a href="/search?action=search&amp;query=author:{esc(a.name)}">{esc(a.name)}</a></li>' for a in p.authors)
    info = ('<table class="details_tbl"><tr><th>ISSN</th><td>1080-6571</td></tr>'
            f'<tr><th>Print ISSN</th><td>1521-0022</td></tr><tr><th>Pages</th><td>pp. {p.first_page}-{p.last_page}</td></tr>'
            f'<tr><th>Launched on MUSE</th><td>{_fmt(_after((p.year, p.month, p.day), rng, 10, 60), "abbr_mdy")}</td></tr>'
            '<tr><th>Open Access</th><td>No</td></tr></table>')
    if has_abs:
        abstract = f'<div class="abstract"><h2>Abstract:</h2><p>{esc(p.abstract)}</p></div>'
    else:
        abstract = f'<div class="abstract"><h2>In lieu of an abstract, here is a brief excerpt of the content:</h2><p>{esc(p.body[0][1][0])}</p></div>'
    kws = ('<div class="kwd-group"><strong>Keywords</strong> ' + ", ".join(f'<a href="#">{esc(k)}</a>' for k in p.keywords) + '</div>'
           if p.keywords and has_abs else "")
    header = ('<header><div id="logo"><a href="/"><img alt="Project MUSE" src="/images/muse_logo.svg"></a></div>'
              '<ul class="nav">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Browse", "Resources", "About", "Support", "Log In"))
              + '</ul><form><input placeholder="Search MUSE"><a href="#">Advanced Search</a></form></header>')
    main = ('<main><div class="breadcrumb"><ol><li><a href="/">Project MUSE</a></li>'
            f'<li><a href="#">{esc(journal)}</a></li><li><a href="#">Volume {p.volume}, Number {p.issue}, {season} {p.year}</a></li>'
            f'<li>{esc(p.title[:40])}…</li></ol></div>'
            f'<div class="card_text"><ul><li class="title"><h1>{esc(p.title)}</h1></li>'
            f'<li class="author"><ul>{authors}</ul></li>'
            f'<li class="designation"><a href="#">{esc(journal)}</a></li>'
            f'<li class="pub"><a href="#">{esc(press)}</a></li>'
            f'<li class="volume"><a href="#">Volume {p.volume}, Number {p.issue}, {season} {p.year}</a></li>'
            f'<li class="pg">pp. {p.first_page}-{p.last_page}</li>'
            f'<li class="doi"><a href="https://doi.org/{doi}">10.1353/{doi.split("/", 1)[1]}</a></li>'
            '<li class="type">Article</li><li class="view_citation"><a href="#">View Citation</a></li></ul></div>'
            f'<div class="access"><a href="#">Access through your institution</a> <a href="#">Buy this article</a></div>'
            + abstract + kws
            + f'<div class="additional_info"><h3>Additional Information</h3>{info}</div>'
            '<div class="related"><h3>Related Content</h3><ul>'
            + "".join(f'<li><a href="#">{esc(t)}</a><span>{esc(n)}</span><span>{SEASON[d[1]]} {d[0]}</span></li>' for t, n, d in _related(rng, rng.randint(3, 5)))
            + '</ul></div></main>')
    foot = ('<footer><div><p>Project MUSE Mission</p><p>Project MUSE promotes the creation and dissemination of essential humanities and social science resources '
            'through collaboration with libraries, publishers, and scholars worldwide.</p></div><ul>'
            + "".join(f'<li><a href="#">{w}</a></li>' for w in ("About", "MUSE Story", "Unlocked Books", "News &amp; Announcements", "Contact", "Help", "Accessibility", "Privacy Policy"))
            + f'</ul><p>©{rng.randint(2021, 2025)} Project MUSE. Produced by Johns Hopkins University Press in collaboration with The Sheridan Libraries.</p></footer>')
    metas = meta_tags(p, online_date=False, abstract=has_abs, keywords=has_abs, references=False).replace(
        f'content="{p.date_text("slash")}"', f'content="{p.year}"')
    truth = truth_row(page_id, "muse", p, date=str(p.year), date_iso=str(p.year), abstract=has_abs,
                      keywords=has_abs, references=False)
    return page(f"Project MUSE - {p.title}", metas, header + main + foot), truth


TEMPLATES = {"mdpi": mdpi, "frontiers": frontiers, "hindawi": hindawi, "tandf": tandf,
             "sage": sage, "oup": oup, "cambridge": cambridge, "ieee": ieee,
             "jstage": jstage, "cnki": cnki, "scielo": scielo, "muse": muse}
