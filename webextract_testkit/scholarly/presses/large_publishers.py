"""Large publishers' own article pages in their 2015-2022 designs: the new SpringerLink,
the new ScienceDirect, Cell Press and The BMJ (HighWire) (see
:mod:`webextract_testkit.scholarly.presses`)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from webextract_testkit.scholarly.common import (
    MONTHS,
    _before,
    _body_html,
    _fmt,
    _meta_date,
    _orcid,
    _related,
    _sentence,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)


ABC = "abcdefghijklmnopqrstuvwxyz"


# ----------------------------------------------------------------------------- SpringerLink
SPRINGER_J = (("Journal of Materials Science", "J Mater Sci", "10853", "s10853"),
              ("Climatic Change", "Climatic Change", "10584", "s10584"),
              ("Higher Education", "High Educ", "10734", "s10734"),
              ("Empirical Economics", "Empir Econ", "00181", "s00181"),
              ("Journal of Molecular Modeling", "J Mol Model", "00894", "s00894"))


def springerlink(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """The new SpringerLink (2019-2022): breadcrumbs, "Original Paper"/"Published: 12 March
    2020", title, authors with affiliation-number superscripts and ORCID links, the journal
    name with "volume 12, pages 45–67 (2020)", "Cite this article" and metric counters,
    "Abstract", body, "References", "Acknowledgements", "Author information" with the
    "Affiliations" list, "About this article" (Received/Accepted/Published/Issue Date, DOI,
    "Keywords").  The meta tags give citation_publication_date as the issue's year/month and
    citation_online_date as the online date."""
    journal, abbrev, jid, dpre = rng.choice(SPRINGER_J)
    p = make_paper(rng, n_refs=(0, 60), n_authors=(1, 8))
    issue_date = (p.year, p.month, p.day)
    online = _before(issue_date, rng, 20, 150)
    doi = f"10.1007/{dpre}-{str(p.year)[2:]}{rng.randint(0, 9)}-{rng.randint(1000, 9999)}-{rng.choice(ABC)}"
    p = dataclasses.replace(p, journal=journal, journal_abbrev=abbrev, doi=doi, online=online)
    received = _before(online, rng, 120, 300)
    accepted = _before(online, rng, 5, 30)
    atype = rng.choice(("Original Paper", "Article", "Research Article", "Original Article"))
    authors = ", ".join(
        f'<li class="c-article-author-list__item"><a data-test="author-name" href="#auth-{i}">{esc(a.name)}</a>'
        + (f'<span class="u-js-hide"><a class="js-orcid" href="https://orcid.org/{_orcid(rng)}">'
           '<span class="u-visually-hidden">ORCID: </span>orcid.org/…</a></span>' if rng.random() < 0.3 else "")
        + "<sup class=\"u-js-hide\">" + ",".join(f'<a href="#Aff{k + 1}">{k + 1}</a>' for k in a.affiliations) + "</sup></li>"
        for i, a in enumerate(p.authors))
    cite_names = ", ".join(f"{a.family}, {a.given[0]}." for a in p.authors[:3]) + (" et al." if len(p.authors) > 3 else "")
    refs = ""
    if p.references:
        refs = ('<section data-title="References"><div class="c-article-section" id="Bib1-section"><h2 class="c-article-section__title" id="Bib1">References</h2>'
                '<div class="c-article-section__content"><ol class="c-article-references">'
                + "".join(f'<li class="c-article-references__item"><p class="c-article-references__text" id="ref-CR{k + 1}">{esc(r)}</p>'
                          '<p class="c-article-references__links"><a href="#">Article</a> <a href="#">Google Scholar</a></p></li>'
                          for k, r in enumerate(p.references))
                + '</ol><p class="c-article-references__download"><a href="#">Download references</a></p></div></div></section>')
    affs = "".join(f'<li id="Aff{k + 1}"><p class="c-article-author-affiliation__address">{esc(aff)}</p>'
                   '<p class="c-article-author-affiliation__authors-list">'
                   + ", ".join(esc(a.name) for a in p.authors if k in a.affiliations) + '</p></li>'
                   for k, aff in enumerate(p.affiliations))
    kws = ""
    if p.keywords:
        kws = ('<h3 class="c-article__sub-heading">Keywords</h3><ul class="c-article-subject-list">'
               + "".join(f'<li class="c-article-subject-list__subject"><span><a href="/search?query={esc(k)}">{esc(k)}</a></span></li>' for k in p.keywords)
               + '</ul>')
    accesses = rng.randint(200, 9000)
    citations = rng.randint(0, 80)
    cited_by = ""
    if citations and rng.random() < 0.6:
        cited_by = ('<section data-title="This article is cited by"><div class="c-article-section" id="citeas-section">'
                    '<h2 class="c-article-section__title">This article is cited by</h2><ul class="c-article-references">'
                    + "".join(f'<li class="c-article-references__item"><h3 class="c-article-references__title"><a href="#">{esc(t)}</a></h3>'
                              f'<ul class="c-author-list"><li>{esc(n)}</li></ul><p class="c-article-references__source"><i>{esc(rng.choice(SPRINGER_J)[0])}</i> '
                              f'({d[0]})</p></li>' for t, n, d in _related(rng, min(citations, rng.randint(2, 5))))
                    + '</ul></div></section>')
    header = ('<header class="c-header"><div class="c-header__container"><a class="c-header__brand" href="https://link.springer.com">'
              '<img alt="SpringerLink" src="/oscar-static/images/springerlink/svg/springerlink.svg"></a>'
              '<nav class="c-header__menu"><ul><li><a href="/search">Search</a></li><li><a href="#">Menu</a></li>'
              '<li><a href="/signup-login">Log in</a></li></ul></nav></div></header>'
              f'<nav class="c-breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/journal/{jid}">{esc(journal)}</a></li>'
              f'<li>Article</li></ol></nav>')
    main = ('<main class="c-article-main-column"><article lang="en"><div class="c-article-header"><header>'
            f'<ul class="c-article-identifiers"><li class="c-article-identifiers__item" data-test="article-category">{atype}</li>'
            + ('<li class="c-article-identifiers__item"><a href="#">Open Access</a></li>' if rng.random() < 0.4 else "")
            + f'<li class="c-article-identifiers__item">Published: <time datetime="{_fmt(online, "iso")}">{_fmt(online)}</time></li></ul>'
            f'<h1 class="c-article-title" data-test="article-title">{esc(p.title)}</h1>'
            f'<ul class="c-article-author-list js-list-eol" data-component-authors-activator="authors-list">{authors}</ul>'
            f'<p class="c-article-info-details" data-container-section="info"><a data-test="journal-link" href="/journal/{jid}"><i data-test="journal-title">{esc(journal)}</i></a>'
            f' <b data-test="journal-volume"><span class="u-visually-hidden">volume</span>&nbsp;{p.volume}</b>, <span class="u-visually-hidden">pages</span>'
            f'{p.first_page}–{p.last_page} (<span data-test="article-publication-year">{p.year}</span>)<a href="#citeas" class="c-article-info-details__cite-as u-hide-print">Cite this article</a></p>'
            '<div class="c-article-metrics-bar__wrapper"><ul class="c-article-metrics-bar u-list-reset">'
            f'<li class="c-article-metrics-bar__item"><p class="c-article-metrics-bar__count">{accesses} <span class="c-article-metrics-bar__label">Accesses</span></p></li>'
            + (f'<li class="c-article-metrics-bar__item"><p class="c-article-metrics-bar__count">{citations} <span class="c-article-metrics-bar__label">Citations</span></p></li>' if citations else "")
            + '<li class="c-article-metrics-bar__item"><p class="c-article-metrics-bar__details"><a href="#">Metrics</a></p></li></ul></div>'
            '</header></div>'
            '<div class="c-article-body"><section aria-labelledby="Abs1" data-title="Abstract" lang="en"><div class="c-article-section" id="Abs1-section">'
            f'<h2 class="c-article-section__title" id="Abs1">Abstract</h2><div class="c-article-section__content" id="Abs1-content"><p>{esc(p.abstract)}</p></div></div></section>'
            + _body_html(p, "h2", ' class="c-article-section"')
            + refs
            + cited_by
            + '<section data-title="Acknowledgements"><div class="c-article-section"><h2 class="c-article-section__title">Acknowledgements</h2>'
            f'<p>The authors thank {esc(_related(rng, 1)[0][1])} for helpful discussions.</p></div></section>'
            '<section aria-labelledby="author-information" data-title="Author information"><div class="c-article-section" id="author-information-section">'
            '<h2 class="c-article-section__title" id="author-information">Author information</h2><div class="c-article-section__content">'
            f'<h3 class="c-article__sub-heading" id="affiliations">Affiliations</h3><ol class="c-article-author-affiliation__list">{affs}</ol>'
            f'<h3 class="c-article__sub-heading" id="corresponding-author">Corresponding author</h3><p>Correspondence to <a href="#">{esc(p.authors[0].name)}</a>.</p>'
            '</div></div></section>'
            '<section data-title="Additional information"><div class="c-article-section"><h2 class="c-article-section__title">Additional information</h2>'
            "<h3 class=\"c-article__sub-heading\">Publisher's Note</h3><p>Springer Nature remains neutral with regard to jurisdictional claims in published maps and institutional affiliations.</p></div></section>"
            '<section aria-labelledby="article-info" data-title="About this article"><div class="c-article-section" id="article-info-section">'
            '<h2 class="c-article-section__title" id="article-info">About this article</h2><div class="c-article-section__content">'
            '<div class="c-bibliographic-information"><div class="c-bibliographic-information__column">'
            f'<h3 class="c-article__sub-heading" id="citeas">Cite this article</h3><p class="c-bibliographic-information__citation">{esc(cite_names)} {esc(p.title)}. '
            f'<i>{esc(abbrev)}</i> <b>{p.volume}</b>, {p.first_page}–{p.last_page} ({p.year}). https://doi.org/{doi}</p>'
            '<p class="c-bibliographic-information__download-citation"><a href="#">Download citation</a></p>'
            '<ul class="c-bibliographic-information__list">'
            f'<li class="c-bibliographic-information__list-item"><p>Received<span class="u-hide">: </span><span class="c-bibliographic-information__value"><time>{_fmt(received)}</time></span></p></li>'
            f'<li class="c-bibliographic-information__list-item"><p>Accepted<span class="u-hide">: </span><span class="c-bibliographic-information__value"><time>{_fmt(accepted)}</time></span></p></li>'
            f'<li class="c-bibliographic-information__list-item"><p>Published<span class="u-hide">: </span><span class="c-bibliographic-information__value"><time>{_fmt(online)}</time></span></p></li>'
            f'<li class="c-bibliographic-information__list-item"><p>Issue Date<span class="u-hide">: </span><span class="c-bibliographic-information__value"><time>{_fmt(issue_date, "my")}</time></span></p></li>'
            f'<li class="c-bibliographic-information__list-item c-bibliographic-information__list-item--doi"><p><abbr title="Digital Object Identifier">DOI</abbr>'
            f'<span class="u-hide">: </span><span class="c-bibliographic-information__value">https://doi.org/{doi}</span></p></li></ul>'
            f'{kws}</div></div></div></div></section></div></article></main>')
    side = ('<aside class="c-article-extras"><div class="c-box"><a class="c-pdf-download__link" href="#">Download PDF</a></div>'
            '<div class="c-reading-companion"><h2>Sections</h2><ul>'
            + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Abstract", "Introduction", "Materials and methods", "Results", "Discussion", "References", "Acknowledgements", "Author information", "About this article"))
            + '</ul></div><div class="c-article-associated-content__container"><h2>Advertisement</h2></div>'
            '<section class="c-recommendations"><h2>Other articles of interest</h2><ul>'
            + "".join(f'<li class="c-recommendations-list__item"><article class="c-card"><h3 class="c-card__title"><a href="#">{esc(t)}</a></h3>'
                      f'<ul class="c-author-list"><li>{esc(n)}</li></ul><div class="c-card__section">{esc(journal)} <span>{_fmt(d)}</span></div></article></li>'
                      for t, n, d in _related(rng, rng.randint(2, 4)))
            + '</ul></section></aside>')
    foot = ('<footer class="c-footer"><div class="c-footer__header"><p>Over 10 million scientific documents at your fingertips</p></div>'
            '<ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Home", "Impressum", "Legal information", "Privacy statement",
                                                                       "California Privacy Statement", "How we use cookies", "Manage cookies/Do not sell my data", "Accessibility", "FAQ", "Contact us", "Affiliate program"))
            + f'</ul><p>Not logged in - {rng.randint(10, 200)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}</p>'
            f'<p>Springer Nature</p><p>© {rng.randint(2020, 2022)} Springer Nature Switzerland AG. Part of Springer Nature.</p></footer>')
    ym = f"{issue_date[0]:04d}/{issue_date[1]:02d}"
    metas = _meta_date(meta_tags(p, dc=True, online_date=True), p, ym)
    truth = truth_row(page_id, "springerlink", p, date=ym, date_iso=f"{issue_date[0]:04d}-{issue_date[1]:02d}")
    return page(f"{p.title} | SpringerLink", metas, header + main + side + foot), truth


# ----------------------------------------------------------------------------- ScienceDirect
SD_J = (("Journal of Cleaner Production", "J. Clean. Prod.", "S0959652620"),
        ("Science of The Total Environment", "Sci. Total Environ.", "S0048969720"),
        ("Computers &amp; Education", "Comput. Educ.", "S0360131520"),
        ("Energy Policy", "Energy Policy", "S0301421520"),
        ("Chemical Engineering Journal", "Chem. Eng. J.", "S1385894720"))


def sciencedirect(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """The new ScienceDirect (2017-2022): "Journal of X", "Volume 12, 15 March 2020, 123456"
    (article-number journals, no issue) or "Volume 12, Issue 3, March 2020, Pages 45-67",
    the title, author buttons ("Maria Smith <sup>a</sup> <sup>b</sup>") and the "Show more"
    affiliations block, "https://doi.org/..." and "Get rights and content", the history line
    "Received ..., Revised ..., Accepted ..., Available online ..., Version of Record ...",
    "Highlights" before the "Abstract", "Keywords" chips, references and "Cited by" /
    "Recommended articles" boxes.  The meta date is the cover date."""
    journal_html, abbrev, pii_pre = rng.choice(SD_J)
    journal = journal_html.replace("&amp;", "&")
    p = make_paper(rng, n_refs=(0, 70), n_authors=(1, 9))
    article_number = rng.random() < 0.5
    cover = (p.year, p.month, p.day)
    doi = f"10.1016/j.{rng.choice(('jclepro', 'scitotenv', 'compedu', 'enpol', 'cej'))}.{p.year}.{rng.randint(100000, 129999)}"
    pii = f"{pii_pre}{rng.randint(10000, 99999)}{rng.choice('0123456789X')}"
    if article_number:
        art = rng.randint(100000, 140000)
        p = dataclasses.replace(p, journal=journal, journal_abbrev=abbrev, doi=doi, issue="", first_page=art, last_page=art)
        vol_line = f'Volume {p.volume}, {_fmt(cover)}, {art}'
        meta_date = p.date_text("slash")
        date_iso = p.iso
    else:
        p = dataclasses.replace(p, journal=journal, journal_abbrev=abbrev, doi=doi)
        vol_line = f'Volume {p.volume}, Issue {p.issue}, {_fmt(cover, "my")}, Pages {p.first_page}-{p.last_page}'
        meta_date = f"{p.year:04d}/{p.month:02d}"
        date_iso = f"{p.year:04d}-{p.month:02d}"
    online = _before(cover, rng, 10, 60)
    vor = _before(cover, rng, 1, 9)
    received = _before(online, rng, 150, 300)
    revised = _before(online, rng, 40, 100)
    accepted = _before(online, rng, 5, 30)
    authors = "".join(
        f'<button class="button-link workspace-trigger button-link-primary" type="button"><span class="button-link-text">'
        f'<span class="react-xocs-alternative-link"><span class="given-name">{esc(a.given)}</span> <span class="text surname">{esc(a.family)}</span></span>'
        + "".join(f' <span class="author-ref" id="baff{k}"><sup>{ABC[k]}</sup></span>' for k in a.affiliations)
        + (' <svg class="icon icon-person"></svg>' if i == 0 else "")
        + (' <svg class="icon icon-envelope"></svg>' if i == 0 else "") + '</span></button>'
        for i, a in enumerate(p.authors))
    affs = "".join(f'<dl class="affiliation"><dt><sup>{ABC[k]}</sup></dt><dd>{esc(aff)}</dd></dl>' for k, aff in enumerate(p.affiliations))
    highlights = "".join(f'<dd class="list-description"><p>•</p><p>{esc(s)}</p></dd>'
                         for s in (f"A {p.keywords[0] if p.keywords else 'new'} approach to {rng.choice(('coastal', 'urban', 'microbial', 'quantum'))} systems is proposed.",
                                   f"Results from {rng.randint(3, 40)} sites show consistent {rng.choice(('gains', 'effects', 'trends'))}.",
                                   "Implications for policy and practice are discussed."))
    kws = ""
    if p.keywords:
        kws = ('<div class="Keywords u-font-serif"><div id="keys0010" class="keywords-section"><h2 class="section-title u-h4 u-margin-l-top u-margin-xs-bottom">Keywords</h2>'
               + "".join(f'<div id="kw{k}" class="keyword"><span>{esc(x)}</span></div>' for k, x in enumerate(p.keywords)) + '</div></div>')
    refs = ""
    if p.references:
        refs = ('<section class="bibliography u-font-serif text-s" id="bibliography"><h2 class="section-title u-h3 u-margin-l-top u-margin-xs-bottom">References</h2>'
                '<section class="bibliography-sec"><ol class="references">'
                + "".join(f'<li><span class="label">[{k + 1}]</span><span class="reference" id="sref{k + 1}"><div class="contribution">{esc(r)}</div>'
                          '<div class="ReferenceLinks u-font-sans"><a href="#">View PDF</a><a href="#">View article</a><a href="#">Google Scholar</a></div></span></li>'
                          for k, r in enumerate(p.references))
                + '</ol></section></section>')
    cited = ""
    if rng.random() < 0.7:
        cited = ('<section class="ListArticles preview" id="section-cited-by"><header><h2 class="section-title u-h3">Cited by ('
                 + str(rng.randint(3, 90)) + ')</h2></header><ul>'
                 + "".join(f'<li class="ListArticleItem"><div class="sub-heading"><a href="#"><span>{esc(t)}</span></a></div>'
                           f'<div class="CitedByArticleSource">{_fmt(d, "my")}, {esc(rng.choice(SD_J)[0])}</div><div class="authors">{esc(n)}</div></li>'
                           for t, n, d in _related(rng, rng.randint(2, 5)))
                 + '</ul><a href="#">View all citing articles on Scopus</a></section>')
    header = ('<header id="gh-cnt"><div class="gh-nav-cnt"><a class="gh-logo" href="https://www.sciencedirect.com/" aria-label="ScienceDirect home page">'
              '<img alt="Elsevier logo" src="/elsevier-non-solus.svg"><img alt="ScienceDirect" src="/sd-wordmark.svg"></a>'
              '<nav><ul class="gh-nav-list"><li><a href="/browse/journals-and-books">Journals &amp; Books</a></li></ul></nav>'
              '<div class="gh-nav-utilities"><a href="#">Help</a> <a href="#">Search</a> <a href="#">My account</a> <a href="#">Sign in</a></div></div></header>')
    main = ('<div class="Article" id="mathjax-container" role="main">'
            '<div class="sticky-outer-wrapper"><div class="accessbar"><ul><li><a class="link-button" href="#">View <strong>PDF</strong></a></li>'
            '<li><a class="link-button" href="#">Download full issue</a></li></ul></div></div>'
            '<div class="article-wrapper u-padding-s-top grid row"><article class="col-lg-12 col-md-16 pad-left pad-right u-padding-s-top" lang="en">'
            '<div class="Publication" id="publication"><div class="publication-brand u-show-from-sm"><a href="#"><img alt="Elsevier" src="/elsevier-tree.gif"></a></div>'
            f'<div class="publication-volume u-text-center"><h2 id="publication-title" class="publication-title u-h3"><a class="publication-title-link" href="#">{journal_html}</a></h2>'
            f'<div class="text-xs">{vol_line}</div></div>'
            '<div class="publication-cover u-show-from-sm"><a href="#"><img alt="Journal cover" src="/cover.gif"></a></div></div>'
            f'<h1 id="screen-reader-main-title" class="Head u-font-serif u-h2 u-margin-s-ver"><span class="title-text">{esc(p.title)}</span></h1>'
            '<div class="Banner" id="banner"><div class="wrapper truncated"><div class="AuthorGroups text-s"><div class="author-group" id="author-group">'
            '<span class="sr-only">Author links open overlay panel</span>' + authors + '</div></div>'
            '<div class="show-more-affiliations"><button class="button-link" type="button">Show more</button></div>'
            f'<div class="affiliation-block">{affs}<dl class="footnote"><dt><sup>1</sup></dt><dd>Corresponding author.</dd></dl></div></div></div>'
            '<div class="ArticleIdentifierLinks u-margin-xs-top" id="article-identifier-links">'
            f'<a class="doi" href="https://doi.org/{doi}" target="_blank" rel="noreferrer noopener" aria-label="Persistent link using digital object identifier" '
            f'title="Persistent link using digital object identifier">https://doi.org/{doi}</a>'
            '<a class="anchor rights-and-content" href="#">Get rights and content</a></div>'
            + ('<div class="License"><span>Under a Creative Commons <a href="#">license</a></span><div>open access</div></div>' if rng.random() < 0.3 else "")
            + '<div class="Abstracts u-font-serif" id="abstracts">'
            f'<div class="abstract author-highlights" id="abs0010"><h2 class="section-title u-h4 u-margin-l-top u-margin-xs-bottom">Highlights</h2>'
            f'<div id="abssec0010"><dl class="list">{highlights}</dl></div></div>'
            f'<div class="abstract author" id="abs0015"><h2 class="section-title u-h4 u-margin-l-top u-margin-xs-bottom">Abstract</h2>'
            f'<div id="abssec0015"><p id="abspara0015">{esc(p.abstract)}</p></div></div></div>'
            + kws
            + '<div class="Body u-font-serif" id="body">' + _body_html(p, "h2", ' class="u-margin-l-top"') + '</div>'
            '<div class="related-content-links u-display-none-from-md"><a href="#">Recommended articles</a> <a href="#">Cited by</a></div>'
            + refs
            + f'<p class="u-font-sans text-s">Received {_fmt(received)}, Revised {_fmt(revised)}, Accepted {_fmt(accepted)}, '
            f'Available online {_fmt(online)}, Version of Record {_fmt(vor)}.</p>'
            + f'<p class="Copyright"><span class="copyright-line">© {p.year} Elsevier Ltd. All rights reserved.</span></p>'
            '</article>'
            '<aside class="RelatedContent col-lg-6 col-md-8 u-padding-s-top"><section class="RecommendedArticles"><h2 class="section-title u-h4">Recommended articles</h2><ul>'
            + "".join(f'<li class="ListArticleItem"><div class="sub-heading"><a href="#"><span>{esc(t)}</span></a></div>'
                      f'<div class="article-source"><span>{esc(rng.choice(SD_J)[0])}, Volume {rng.randint(10, 300)}, {_fmt(d)}, Article {rng.randint(100000, 140000)}</span></div>'
                      f'<div class="authors">{esc(n)}</div></li>' for t, n, d in _related(rng, rng.randint(3, 6)))
            + '</ul></section>' + cited
            + '<section class="Metrics"><h2>Article Metrics</h2><dl><dt>Citations</dt>'
            f'<dd>Citation Indexes: {rng.randint(1, 120)}</dd><dt>Captures</dt><dd>Readers: {rng.randint(10, 400)}</dd></dl>'
            '<p>PlumX Metrics</p></section></aside></div></div>')
    foot = ('<footer role="contentinfo" class="els-footer"><div class="els-footer-elsevier"><a href="https://www.elsevier.com/"><img alt="Elsevier logo" src="/els-logo.svg"></a></div>'
            '<div class="els-footer-content"><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("About ScienceDirect", "Remote access", "Shopping cart",
                                                                                                       "Advertise", "Contact and support", "Terms and conditions", "Privacy policy"))
            + '</ul><p>We use cookies to help provide and enhance our service and tailor content and ads. By continuing you agree to the <a href="#">use of cookies</a>.</p>'
            f'<p>Copyright © {rng.randint(2020, 2022)} Elsevier B.V. or its licensors or contributors. ScienceDirect® is a registered trademark of Elsevier B.V.</p></div>'
            '<div class="els-footer-relx"><a href="#"><img alt="RELX group home page" src="/relx.svg"></a></div></footer>')
    metas = meta_tags(p, online_date=False, keywords=False, references=False)
    metas = _meta_date(metas, p, meta_date) + f'\n<meta name="citation_pii" content="{pii}">'
    truth = truth_row(page_id, "sciencedirect", p, date=meta_date, date_iso=date_iso, issue=not article_number,
                      keywords=False, references=False)
    return page(f"{p.title} - ScienceDirect", metas, header + main + foot), truth


# ----------------------------------------------------------------------------- Cell Press
CELL_J = (("Cell", "S0092-8674"), ("Neuron", "S0896-6273"), ("Cell Reports", "S2211-1247"),
          ("Molecular Cell", "S1097-2765"), ("Joule", "S2542-4351"), ("Immunity", "S1074-7613"))


def cell(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Cell Press (cell.com, 2018-2022): the journal banner, "Volume 180, Issue 6,
    P1115-1129.E12, March 19, 2020", article type, title, authors (with footnote symbols and
    "Show all authors"), "Open Access"/"Published: March 05, 2020", DOI, "Highlights", the
    graphical abstract, "Summary" (Cell's abstract), optional "Keywords", STAR Methods,
    references and "Related articles".  The meta date is the issue date."""
    journal, _issn = rng.choice(CELL_J)
    p = make_paper(rng, n_refs=(0, 80), n_authors=(2, 12))
    issue_date = (p.year, p.month, p.day)
    online = _before(issue_date, rng, 10, 60)
    doi = f"10.1016/j.{journal.lower().replace(' ', '')[:8]}.{p.year}.{p.month:02d}.{rng.randint(1, 99):03d}"
    first = rng.randint(100, 1800)
    last = first + rng.randint(10, 18)
    p = dataclasses.replace(p, journal=journal, journal_abbrev=journal, doi=doi, first_page=first, last_page=last)
    pages = f"P{first}-{last}" + (f".E{rng.randint(3, 12)}" if rng.random() < 0.6 else "")
    vol_line = f"Volume {p.volume}, Issue {p.issue}, {pages}, {_fmt(issue_date, 'mdy')}"
    syms = "*†‡§"
    authors = " ∙ ".join(
        f'<li class="loa__item"><a class="loa__item__name article-header__info__ctrl loa__item__email" href="#">{esc(a.name)}</a>'
        + "".join(f'<sup>{k + 1}</sup>' for k in a.affiliations)
        + (f'<sup>{syms[i]}</sup>' if i < 2 and rng.random() < 0.5 else "")
        + '<div class="author-info"><p>' + "<br>".join(esc(p.affiliations[k]) for k in a.affiliations) + '</p></div></li>'
        for i, a in enumerate(p.authors))
    hl = "".join(f"<li>{esc(s)}</li>" for s in (
        f"{rng.choice(('Loss of', 'Gain of', 'Dynamics of'))} {rng.choice(('cortical', 'membrane', 'microbial'))} signals drive {rng.choice(('repair', 'growth', 'adaptation'))}",
        f"{rng.choice(('Single-cell', 'Cryo-EM', 'Multi-omic'))} profiling reveals distinct states",
        "A model links structure to function in vivo"))
    kws = ('<section class="keywords"><h2>Keywords</h2><ul class="rlist keywords-list inline-bullet-list">'
           + "".join(f'<li><a href="#">{esc(k)}</a></li>' for k in p.keywords) + '</ul></section>') if p.keywords else ""
    refs = ""
    if p.references:
        refs = ('<section id="references"><h2 class="top">References</h2><ol class="ref__list">'
                + "".join(f'<li class="ref"><div class="ref__body">{esc(r)}</div><div class="ref__links"><a href="#">Crossref</a> <a href="#">Scopus ({rng.randint(1, 900)})</a> '
                          '<a href="#">PubMed</a> <a href="#">Google Scholar</a></div></li>' for r in p.references)
                + '</ol></section>')
    header = ('<header class="header"><div class="header__top"><a href="https://www.cell.com"><img alt="Cell Press logo" src="/cellpress-logo.svg"></a>'
              '<ul class="rlist--inline"><li><a href="#">Log in</a></li><li><a href="#">Register</a></li><li><a href="#">Subscribe</a></li><li><a href="#">Claim</a></li></ul></div>'
              f'<div class="header__journal"><a class="header__journal-title" href="#">{esc(journal)}</a>'
              '<nav><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Explore", "Online Now", "Current Issue", "Archive", "Journal Information", "For Authors"))
              + '</ul></nav></div></header>')
    main = ('<main class="article-page"><div class="article-header">'
            f'<div class="article-header__journal">{esc(journal)}</div>'
            + (f'<div class="article-header__vol">{vol_line}</div>')
            + f'<div class="article-header__type">{rng.choice(("Article", "Resource", "Report"))}</div>'
            f'<h1 class="article-header__title">{esc(p.title)}</h1>'
            f'<div class="article-header__authors"><ul class="rlist loa">{authors}</ul>'
            + ('<a href="#" class="loa__show-all">Show all authors</a>' if len(p.authors) > 6 else "")
            + '</div><div class="article-header__footnotes">'
            f'<div class="article-header__notes">{syms[0]} These authors contributed equally</div>'
            + ('<span class="article-header__access">Open Access</span>' if rng.random() < 0.3 else "")
            + f'<span class="article-header__publish-date"><span class="article-header__publish-date__label">Published:</span> '
            f'<span class="article-header__publish-date__value">{MONTHS[online[1] - 1]} {online[2]:02d}, {online[0]}</span></span>'
            f' <span class="article-header__doi"><span class="article-header__doi__label">DOI:</span> <a class="article-header__doi__value" href="https://doi.org/{doi}">https://doi.org/{doi}</a></span></div>'
            '<div class="article-header__metrics"><span>PlumX Metrics</span></div></div>'
            '<div class="article-body"><section class="highlights"><h2 class="top">Highlights</h2><ul class="list">' + hl + '</ul></section>'
            f'<section class="summary"><h2 class="top">Summary</h2><div class="section-paragraph">{esc(p.abstract)}</div></section>'
            '<section class="graphical-abstract"><h2 class="top">Graphical abstract</h2><figure><img alt="Graphical abstract" src="/fx1.jpg">'
            '<figcaption><a href="#">Download : Download high-res image</a></figcaption></figure></section>'
            + kws
            + _body_html(p, "h2")
            + '<section><h2 class="top">STAR★Methods</h2><h3>Key resources table</h3><p>See the table for reagents and resources.</p></section>'
            + refs
            + '<section class="article-info"><h2>Article info</h2><h3>Publication history</h3>'
            f'<p>Published: {_fmt(online, "mdy")}</p><p>Accepted: {_fmt(_before(online, rng, 10, 40), "mdy")}</p>'
            f'<p>Received in revised form: {_fmt(_before(online, rng, 50, 90), "mdy")}</p><p>Received: {_fmt(_before(online, rng, 150, 300), "mdy")}</p>'
            f'<h3>Identification</h3><p>DOI: https://doi.org/{doi}</p><h3>Copyright</h3><p>© {p.year} Elsevier Inc.</p></section></div>'
            '<aside class="related-articles"><h2>Related Articles</h2><ul>'
            + "".join(f'<li><a href="#" class="title">{esc(t)}</a><div class="authors">{esc(n)}</div>'
                      f'<div class="pub">{esc(rng.choice(CELL_J)[0])} {_fmt(d, "mdy")}</div></li>' for t, n, d in _related(rng, rng.randint(2, 5)))
            + '</ul><div class="ad">Advertisement</div></aside></main>')
    foot = ('<footer class="footer"><div><h4>Cell Press</h4><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in (
        "About Cell Press", "Careers", "Contact", "Help & Support", "Privacy Policy", "Terms and Conditions", "Accessibility"))
        + f'</ul></div><p>We use cookies to help provide and enhance our service and tailor content. By continuing you agree to the use of cookies.</p>'
        f'<p>Copyright © {rng.randint(2020, 2022)} Elsevier Inc. except certain content provided by third parties.</p></footer>')
    metas = meta_tags(p, dc=True, online_date=True, keywords=bool(p.keywords), references=False)
    truth = truth_row(page_id, "cell", p, references=False)
    return page(f"{p.title}: {journal}", metas, header + main + foot), truth


# ----------------------------------------------------------------------------- BMJ
BMJ_LABELS = ("Objective", "Design", "Setting", "Participants", "Main outcome measures", "Results", "Conclusions")


def bmj(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """The BMJ (HighWire/Drupal, 2016-2022): "Research", the title, the "BMJ 2020; 368 doi:
    https://doi.org/10.1136/bmj.m1234 (Published 12 March 2020) Cite this as: BMJ
    2020;368:m1234" line, "Article / Related content / Metrics / Responses / Peer review"
    tabs, authors with superscript numbers and an affiliations list, "Correspondence to",
    "Accepted 2 February 2020", the structured abstract (Objective / Design / Setting /
    Participants / Main outcome measures / Results / Conclusions), references and the
    "Related articles"/"See more" boxes.  The meta date is the publication date; the BMJ
    carries no issue on the page or in the meta tags."""
    base = make_paper(rng, n_refs=(0, 50), n_authors=(2, 10))
    designs = ("Prospective cohort study.", "Randomised controlled trial.", "Systematic review and meta-analysis.",
               "Cross sectional study.", "Population based case-control study.")
    sections = [(label, rng.choice(designs) if label == "Design" else
                 " ".join(_sentence(rng) for _ in range(rng.randint(1, 2 if label in ("Results", "Conclusions") else 1))))
                for label in BMJ_LABELS]
    abstract = " ".join(t for _, t in sections)
    year = base.year
    volume = str(max(300, 320 + (year - 2008) * 4 + rng.randint(0, 3)))
    eloc = f"m{rng.randint(100, 4999)}" if rng.random() < 0.6 else f"l{rng.randint(100, 6999)}"
    doi = f"10.1136/bmj.{eloc}"
    p = dataclasses.replace(base, journal="BMJ", journal_abbrev="BMJ", volume=volume, issue="", doi=doi,
                            abstract=abstract, abstract_sections=sections, keywords=[])
    accepted = _before((p.year, p.month, p.day), rng, 10, 40)
    authors = ", ".join(f'<span class="highwire-citation-author"><span class="nlm-given-names">{esc(a.given)}</span> '
                        f'<span class="nlm-surname">{esc(a.family)}</span></span>'
                        f'<sup>{",".join(str(k + 1) for k in a.affiliations)}</sup>' for a in p.authors)
    affs = "".join(f'<li><address><sup>{k + 1}</sup>{esc(aff)}</address></li>' for k, aff in enumerate(p.affiliations))
    abs_html = "".join(f'<div class="section" id="abstract-{k}"><h3>{label}</h3><p>{esc(text)}</p></div>' for k, (label, text) in enumerate(sections))
    refs = ""
    if p.references:
        refs = ('<div class="section ref-list"><h2>References</h2><ol class="cit-list">'
                + "".join(f'<li><a class="rev-xref-ref" href="#">↵</a><div class="cit ref-cit ref-journal"><div class="cit-metadata">{esc(r)}</div>'
                          '<div class="cit-extra"><a href="#">CrossRef</a> <a href="#">PubMed</a> <a href="#">Web of Science</a> <a href="#">Google Scholar</a></div></div></li>'
                          for r in p.references)
                + '</ol></div>')
    header = ('<header id="section-header"><div class="bmj-header"><a href="/" title="Home"><img alt="The BMJ logo" src="/sites/default/files/bmj-logo.svg"></a>'
              '<ul class="menu">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Research", "Education", "News &amp; Views", "Campaigns", "Archive", "Podcasts"))
              + '</ul><div class="header-user"><a href="#">Log in</a> <a href="#">My account</a> <a href="#">Subscribe</a></div>'
              '<form><input placeholder="Search"><a href="#">Advanced search</a></form></div></header>')
    cite = (f'<div class="article-citation"><span class="highwire-cite-metadata-journal">BMJ</span> {p.year}; '
            f'<span class="highwire-cite-metadata-volume">{volume}</span> '
            f'<span class="highwire-cite-metadata-doi">doi: https://doi.org/{doi}</span> '
            f'<span class="highwire-cite-metadata-date">(Published {_fmt((p.year, p.month, p.day))})</span> '
            f'<span class="highwire-cite-metadata-cite-as">Cite this as: BMJ {p.year};{volume}:{eloc}</span></div>')
    main = ('<div id="main-content"><div class="pane-highwire-article-citation">'
            '<div class="article-type"><span>Research</span></div>'
            f'<h1 id="page-title" class="highwire-cite-title">{esc(p.title)}</h1>{cite}'
            '<ul class="tabs">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Article", "Related content", "Metrics", "Responses", "Peer review"))
            + '</ul></div>'
            f'<div class="highwire-cite-authors">{authors}</div>'
            f'<div class="affiliation-list"><ol>{affs}</ol></div>'
            f'<p class="corresp">Correspondence to: {esc(p.authors[0].given[0])} {esc(p.authors[0].family)} <a href="mailto:x@example.org">x@example.org</a></p>'
            f'<ul class="history-list"><li class="accepted">Accepted {_fmt(accepted)}</li></ul>'
            f'<div class="section abstract"><h2>Abstract</h2>{abs_html}</div>'
            + _body_html(p, "h2", ' class="section"')
            + '<div class="section fn-group"><h2>Footnotes</h2><p>Contributors: all authors contributed to the design of the study.</p>'
            '<p>Funding: none.</p><p>Competing interests: All authors have completed the ICMJE uniform disclosure form and declare no support.</p></div>'
            + refs
            + '<div class="responses"><h2>Responses</h2>'
            + (f'<p>{rng.randint(1, 9)} rapid responses</p>' if rng.random() < 0.5 else '<p>No responses have been published for this article.</p>') + '</div></div>'
            '<aside class="sidebar"><div class="pane-bmj-article-metrics"><h3>Article metrics</h3>'
            f'<p>Altmetric score {rng.randint(1, 2000)}</p><p>Citations (Crossref) {rng.randint(0, 300)}</p></div>'
            '<div class="related-articles"><h3>Related articles</h3><ul>'
            + "".join(f'<li><span class="type">{rng.choice(("Editorial", "Research", "News", "Analysis"))}</span> <a href="#">{esc(t)}</a>'
                      f'<div class="authors">{esc(n)}</div><div>BMJ {d[0]};{rng.randint(300, 380)}</div></li>' for t, n, d in _related(rng, rng.randint(2, 4)))
            + '</ul></div><div class="see-more"><h3>See more</h3><ul>'
            + "".join(f'<li><a href="#">{esc(t)}</a><span>{esc(n)}</span><span>{_fmt(d)}</span></li>' for t, n, d in _related(rng, 3))
            + '</ul></div></aside>')
    foot = ('<footer class="bmj-footer"><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in (
        "About us", "Editorial staff", "Code of conduct", "Contact us", "Advertising", "Resources for authors", "Privacy policy", "Terms and conditions"))
        + f'</ul><p>© {rng.randint(2020, 2022)} BMJ Publishing Group Ltd</p><p>Online ISSN: 1756-1833 Print ISSN: 0959-8138</p></footer>')
    p_meta = dataclasses.replace(p, first_page=eloc, last_page="")  # type: ignore[arg-type]
    metas = meta_tags(p_meta, dc=True, online_date=False, keywords=False)
    truth = truth_row(page_id, "bmj", p, issue=False, keywords=False)
    return page(f"{p.title} | The BMJ", metas, header + main + foot), truth
