"""Subscription publishers' article pages: Taylor & Francis Online and SAGE Journals (both
on Atypon) and IEEE Xplore (see :mod:`webextract_testkit.scholarly.publishers`)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from webextract_testkit.scholarly.common import (
    _after,
    _before,
    _body_html,
    _fmt,
    _orcid,
    _related,
    chrome_bottom,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)


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
