"""University presses' article pages: Oxford Academic, Cambridge Core and Project MUSE (see
:mod:`webextract_testkit.scholarly.publishers`)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from webextract_testkit.scholarly.common import (
    MONTHS,
    Author,
    Paper,
    _after,
    _before,
    _body_html,
    _fmt,
    _orcid,
    _related,
    _sup_markers,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)


# ----------------------------------------------------------------------------- helpers
def _set_date(p: Paper, t: tuple[int, int, int]) -> Paper:
    """The paper with ``t`` as the date its meta tags carry."""
    return dataclasses.replace(p, year=t[0], month=t[1], day=t[2])


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
