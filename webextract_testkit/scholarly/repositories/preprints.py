"""Preprint servers' abstract pages: arXiv, bioRxiv/medRxiv and SSRN (see
:mod:`webextract_testkit.scholarly.repositories`)."""

from __future__ import annotations

import random

from webextract_testkit.scholarly.common import (
    MONTHS,
    _person,
    _title,
    esc,
    make_paper,
    page,
    truth_row,
)
from webextract_testkit.scholarly.repositories.pieces import (
    MON3,
    Result,
    _authors_meta,
    _later,
    _no_affiliations,
    _tags,
    _weekday,
    _ymd,
)


# ----------------------------------------------------------------------------- arXiv
ARXIV_CATS = (("cs.LG", "Machine Learning", "cs"), ("cond-mat.mtrl-sci", "Materials Science", "cond-mat"),
              ("physics.chem-ph", "Chemical Physics", "physics"), ("q-bio.NC", "Neurons and Cognition", "q-bio"),
              ("econ.GN", "General Economics", "econ"), ("stat.ML", "Machine Learning", "stat"))


def arxiv(page_id: str, rng: random.Random) -> Result:
    """arXiv abstract page: "Title:"/"Authors:"/"Abstract:" descriptors inside the fields,
    the dateline "[Submitted on ... (v1), last revised ... (this version, v2)]", the
    metatable (Comments, Subjects, Cite as, the 10.48550 DOI; sometimes Journal reference
    and the published version's Related DOI), the submission history with the submitter's
    name, and the sidebars."""
    p = make_paper(rng, n_refs=(0, 0))
    arxiv_id = f"{p.year % 100:02d}{p.month:02d}.{rng.randint(1000, 29999):05d}"
    p.doi = f"10.48550/arXiv.{arxiv_id}"
    submitted = (p.year, p.month, p.day)
    versions = [submitted]
    for _ in range(rng.choice([0, 0, 1, 2])):
        versions.append(_later(rng, versions[-1], (5, 120)))
    this_v = len(versions)
    code, area, group = rng.choice(ARXIV_CATS)
    cross = rng.sample([c for c in ARXIV_CATS if c[0] != code], rng.randint(0, 2))

    def dmy(t: tuple[int, int, int]) -> str:
        return f"{t[2]} {MON3[t[1] - 1]} {t[0]}"

    dateline = f"[Submitted on {dmy(submitted)}"
    dateline += f" (v1), last revised {dmy(versions[-1])} (this version, v{this_v})]" if this_v > 1 else "]"
    authors = ", ".join(
        f'<a href="https://arxiv.org/search/{group}?searchtype=author&amp;query={esc(a.family)},+{esc(a.given[0])}">{esc(a.name)}</a>'
        for a in p.authors)
    rows = []
    if rng.random() < 0.7:
        rows.append(("Comments:", f"{rng.randint(6, 40)} pages, {rng.randint(1, 12)} figures"
                     + (", accepted at a conference" if rng.random() < 0.3 else "")))
    subj = f'<span class="primary-subject">{area} ({code})</span>' + "".join(f"; {a} ({c})" for c, a, _ in cross)
    rows.append(("Subjects:", subj))
    jref = rng.random() < 0.4
    if jref:
        rows.append(("Journal&nbsp;reference:", f"{esc(p.journal_abbrev)} {p.volume}, {p.first_page} ({p.year + rng.randint(0, 1)})"))
        pub_doi = f"10.{rng.randint(1000, 9999)}/{rng.choice(['PhysRevB', 'jas', 's4159'])}.{rng.randint(100, 999)}.{rng.randint(1000, 99999)}"
        rows.append(('<abbr title="Digital Object Identifier">Related DOI</abbr>:',
                     f'<a href="https://doi.org/{pub_doi}" data-doi="{pub_doi}">https://doi.org/{pub_doi}</a>'))
    rows.append(("Cite as:", f'<span class="arxivid"><a href="https://arxiv.org/abs/{arxiv_id}">arXiv:{arxiv_id}</a> [{code}]</span>'))
    rows.append(("&nbsp;", f'(or <span class="arxivid"><a href="https://arxiv.org/abs/{arxiv_id}v{this_v}">arXiv:{arxiv_id}v{this_v}</a> [{code}]</span> for this version)'))
    rows.append(("&nbsp;", f'<a id="arxiv-doi-link" href="https://doi.org/{p.doi}">https://doi.org/{p.doi}</a>'  # noqa: ISC004
                 '<div class="button-and-tooltip"><button class="more-info" aria-describedby="more-info-desc-1">'
                 '<svg height="15" role="presentation"></svg><span class="visually-hidden">Focus to learn more</span></button>'
                 '<div role="tooltip" id="more-info-desc-1"><span class="left-corner"></span>  arXiv-issued DOI via DataCite</div></div>'))
    table = "".join(f'<tr><td class="tablecell label">{k}</td><td class="tablecell">{v}</td></tr>' for k, v in rows)
    hist = "".join(
        f'<strong><a href="/abs/{arxiv_id}v{k + 1}">[v{k + 1}]</a></strong> {_weekday(t)}, {dmy(t)} '
        f'{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} UTC ({rng.randint(100, 9000):,} KB)<br/>'
        if k + 1 != this_v else
        f'<strong>[v{k + 1}]</strong> {_weekday(t)}, {dmy(t)} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00 UTC '
        f'({rng.randint(100, 9000):,} KB)<br/>' for k, t in enumerate(versions))
    submitter = p.authors[0].name if rng.random() < 0.6 else _person(rng)
    body = (
        '<div class="flex-wrap-footer"><header><a href="#content" class="is-sr-only">Skip to main content</a>'
        '<div id="cu-identity"><div id="cu-logo"><a href="https://www.cornell.edu/"><img alt="Cornell University" src="/cu.svg"></a></div>'
        '<div id="support-ack"><span>We gratefully acknowledge support from the Simons Foundation, '
        '<a href="https://info.arxiv.org/about/ourmembers.html">member institutions</a>, and all contributors.</span>'
        '<a href="https://info.arxiv.org/about/donate.html" class="btn-header-donate">Donate</a></div></div>'
        f'<div id="header" class="is-hidden-mobile"><a aria-hidden="true" tabindex="-1" href="/abs/{arxiv_id}v{this_v}"></a>'
        f'<div class="header-breadcrumbs"><a href="/"><img src="/arxiv-logo.svg" alt="arxiv logo"></a> &gt; '
        f'<a href="/list/{group}/recent">{group}</a> &gt; arXiv:{arxiv_id}</div>'
        '<div class="search-block level-right"><form class="level-item mini-search" method="GET" action="https://arxiv.org/search">'
        '<input class="input is-small" type="text" name="query" placeholder="Search..."><select name="searchtype">'
        '<option value="all">All fields</option><option value="title">Title</option><option value="author">Author</option>'
        '<option value="abstract">Abstract</option></select><button class="button">Search</button></form>'
        '<div class="help"><a href="https://info.arxiv.org/help">Help</a> | <a href="https://arxiv.org/search/advanced">Advanced Search</a></div></div></div></header>'
        '<main><div id="content"><div id="abs-outer"><div class="leftcolumn">'
        f'<div class="subheader"><h1>{area} ({code.split(".")[0] if "." in code else code})</h1></div>'
        '<div class="header-breadcrumbs-mobile"><strong>arXiv:' + arxiv_id + '</strong> (' + code + ')</div>'
        '<div id="content-inner"><div id="abs">'
        f'<div class="dateline">{dateline}</div>'
        f'<h1 class="title mathjax"><span class="descriptor">Title:</span>{esc(p.title)}</h1>'
        f'<div class="authors"><span class="descriptor">Authors:</span>{authors}</div>'
        f'<a class="mobile-submission-download" href="/pdf/{arxiv_id}">View PDF</a>'
        f'<blockquote class="abstract mathjax"><span class="descriptor">Abstract:</span>{esc(p.abstract)}</blockquote>'
        f'<div class="metatable"><table summary="Additional metadata">{table}</table></div></div></div>'
        f'<div class="submission-history"><h2>Submission history</h2> From: {esc(submitter)} '
        f'[<a href="/show-email/{rng.randint(10**7, 10**8)}/{arxiv_id}">view email</a>]<br/>{hist}</div></div>'
        '<div class="extra-services"><div class="full-text"><a name="other"></a><span class="descriptor">Full-text links:</span>'
        '<h2>Access Paper:</h2><ul><div id="download-button-info" hidden>View a PDF of the paper titled '
        f'{esc(p.title)}, by {esc(p.authors[0].name)}{" and " + str(len(p.authors) - 1) + " other authors" if len(p.authors) > 1 else ""}</div>'
        f'<li><a href="/pdf/{arxiv_id}" class="abs-button download-pdf">View PDF</a></li>'
        f'<li><a href="/src/{arxiv_id}" class="abs-button download-eprint">TeX Source</a></li>'
        '<li><a href="/format/' + arxiv_id + '" class="abs-button download-format">Other Formats</a></li></ul>'
        '<div class="abs-license"><a href="http://creativecommons.org/licenses/by/4.0/" title="Rights to this article">'
        '<img alt="license icon" src="/cc-by.svg"><span>view license</span></a></div></div>'
        f'<div class="browse">Current browse context: <div class="current">{code}</div><div class="prevnext">'
        f'<span class="arrow"><a href="/prevnext?id={arxiv_id}&amp;function=prev" accesskey="p">&lt;&nbsp;prev</a></span>&nbsp;|&nbsp;'
        f'<span class="arrow"><a href="/prevnext?id={arxiv_id}&amp;function=next" accesskey="n">next&nbsp;&gt;</a></span></div>'
        f'<div class="list"><a href="/list/{code}/new">new</a> | <a href="/list/{code}/recent">recent</a> | '
        f'<a href="/list/{code}/{p.year % 100:02d}{p.month:02d}">{p.year % 100:02d}{p.month:02d}</a></div></div>'
        '<div class="extra-ref-cite"><h3>References &amp; Citations</h3><ul>'
        f'<li><a class="abs-button abs-button-small cite-ads" href="https://ui.adsabs.harvard.edu/abs/arXiv:{arxiv_id}">NASA ADS</a></li>'
        f'<li><a class="abs-button abs-button-small cite-google-scholar" href="https://scholar.google.com/scholar_lookup?arxiv_id={arxiv_id}">Google Scholar</a></li>'
        f'<li><a class="abs-button abs-button-small cite-semantic-scholar" href="https://api.semanticscholar.org/arXiv:{arxiv_id}">Semantic Scholar</a></li></ul></div>'
        '<div class="bookmarks"><div><h3>Bookmark</h3></div><a class="abs-button abs-button-grey abs-button-small" title="Bookmark on BibSonomy">'
        '<img src="/bibsonomy.png" alt="BibSonomy logo"></a></div></div>'
        '<div class="endorsers"><a href="/auth/show-endorsers/' + arxiv_id + '">Which authors of this paper are endorsers?</a> | '
        '<a id="mathjax_toggle" href="javascript:setMathjaxCookie()">Disable MathJax</a> (<a href="https://info.arxiv.org/help/mathjax.html">What is MathJax?</a>)</div>'
        '<div class="labs-display"><h2>Bibliographic and Citation Tools</h2><div class="toggle">Bibliographic Explorer '
        '<em>(What is the Explorer?)</em></div><div class="toggle">Connected Papers <em>(What is Connected Papers?)</em></div></div>'
        '</div></div></main><footer style="clear: both;"><div class="columns is-desktop" role="navigation" aria-label="Secondary">'
        '<ul class="nav-spaced"><li><a href="https://info.arxiv.org/about">About</a></li><li><a href="https://info.arxiv.org/help">Help</a></li>'
        '<li><a href="https://info.arxiv.org/help/contact.html">Contact</a></li><li><a href="https://info.arxiv.org/help/subscribe">Subscribe</a></li>'
        '<li><a href="https://info.arxiv.org/help/license/index.html">Copyright</a></li><li><a href="https://info.arxiv.org/help/policies/privacy_policy.html">Privacy Policy</a></li>'
        '<li><a href="https://info.arxiv.org/help/web_accessibility.html">Web Accessibility Assistance</a></li>'
        '<li><p class="help"><a class="a11y-main-link" href="https://status.arxiv.org">arXiv Operational Status</a><br>'
        'Get status notifications via <a class="is-link" href="https://subscribe.sorryapp.com/24846f03/email/new">email</a> or '
        '<a class="is-link" href="https://subscribe.sorryapp.com/24846f03/slack/new">slack</a></p></li></ul></div></footer></div>')
    metas = _tags([("citation_title", p.title)] + _authors_meta(p, inverted=True, institutions=False)
                  + [("citation_date", _ymd(submitted)), ("citation_online_date", _ymd(versions[-1])),
                     ("citation_pdf_url", f"http://arxiv.org/pdf/{arxiv_id}"), ("citation_arxiv_id", arxiv_id),
                     ("citation_doi", p.doi), ("citation_abstract", p.abstract)])
    row = truth_row(page_id, "arxiv", p, volume=False, issue=False, keywords=False, references=False)
    row["journal"] = None
    _no_affiliations(p, row)
    return page(f"[{arxiv_id}] {p.title}", metas, body), row


# ----------------------------------------------------------------------------- bioRxiv / medRxiv
def biorxiv(page_id: str, rng: random.Random) -> Result:
    """bioRxiv/medRxiv (Highwire Drupal): the title as ``h1#page-title``, authors as
    ``nlm-given-names``/``nlm-surname`` spans, "doi: https://doi.org/10.1101/...", "Posted
    March 12, 2020.", the abstract section; medRxiv abstracts are structured; the full-text
    tab's reference list when the page is the .full view."""
    med = rng.random() < 0.4
    server = "medRxiv" if med else "bioRxiv"
    p = make_paper(rng, structured=med and rng.random() < 0.7, n_refs=(0, 40))
    posted = (p.year, p.month, p.day)
    p.doi = f"10.1101/{p.year}.{p.month:02d}.{p.day:02d}.{rng.randint(100000, 999999)}"
    version = rng.randint(1, 3)
    full = bool(p.references) and rng.random() < 0.6
    authors = ", ".join(
        f'<span class="highwire-citation-author{" first" if k == 0 else ""}" data-delta="{k}">'
        f'<span class="nlm-given-names">{esc(a.given)}</span> <span class="nlm-surname">{esc(a.family)}</span></span>'
        for k, a in enumerate(p.authors))
    if p.abstract_sections:
        abstract = "".join(f'<h3>{esc(lab)}</h3><p id="p-{k + 2}">{esc(t)}</p>' for k, (lab, t) in enumerate(p.abstract_sections))
    else:
        abstract = f'<p id="p-2">{esc(p.abstract)}</p>'
    refs = ""
    if full:
        refs = ('<div class="section ref-list" id="ref-list-1"><h2>References</h2><ol class="cit-list ref-use-labels">'
                + "".join(f'<li><span class="ref-label ref-label-empty"></span><a class="rev-xref-ref" href="#xref-ref-{k}-1" '
                          f'title="View reference in text" id="ref-{k}">↵</a><div class="cit ref-cit ref-journal" id="cit-{k}">'
                          f'<div class="cit-metadata">{esc(r)}</div><div class="cit-extra"><a href="#" class="cit-ref-sprinkles '
                          f'cit-ref-sprinkles-google-scholar">Google Scholar</a></div></div></li>'
                          for k, r in enumerate(p.references, 1)) + '</ol></div>')
        body_sec = "".join(f'<div class="section"><h2>{esc(h[3:])}</h2>' + "".join(f"<p>{esc(x)}</p>" for x in paras) + "</div>"
                           for h, paras in p.body)
    else:
        body_sec = ""
    subject = rng.choice(["Neuroscience", "Microbiology", "Bioinformatics", "Epidemiology", "Cell Biology", "Ecology"])
    related = "".join(f'<li><div class="highwire-cite-title"><a href="/content/10.1101/{rng.randint(2019, 2024)}.0{rng.randint(1, 9)}.'
                      f'{rng.randint(10, 28)}.{rng.randint(100000, 999999)}v1">{esc(_title(rng))}</a></div>'
                      f'<div class="highwire-cite-authors">{esc(_person(rng))}, {esc(_person(rng))}, et al.</div></li>' for _ in range(4))
    body = (
        f'<div id="page" class="page"><header id="section-header" class="section section-header"><div id="zone-branding">'
        f'<a href="/" title="{server}" rel="home" id="logo"><img src="/{server.lower()}_logo.png" alt="{server}"></a>'
        f'<div class="site-slogan">THE PREPRINT SERVER FOR {"HEALTH SCIENCES" if med else "BIOLOGY"}</div></div>'
        '<nav id="zone-menu"><ul class="menu"><li><a href="/">Home</a></li><li><a href="/about-biorxiv">About</a></li>'
        '<li><a href="/submit-a-manuscript">Submit</a></li><li><a href="/content/alertsrss">ALERTS / RSS</a></li></ul>'
        '<form action="/search"><input type="text" name="txtsimple" placeholder="Search"><a href="/search">Advanced Search</a></form></nav></header>'
        '<section id="section-content" class="section section-content"><div id="zone-content"><div class="panel-display panels-960-layout">'
        '<div class="pane-highwire-preprint-banner"><div class="pane-content">'
        + ('<p><strong>New Results</strong></p>' if not med else
           '<p>This article is a preprint and has not been peer-reviewed [<a href="/content/what-unrefereed-preprint">what does this mean?</a>]. '
           'It reports new medical research that has yet to be evaluated and so should not be used to guide clinical practice.</p>')
        + '</div></div>'
        '<div class="panel-pane pane-highwire-article-citation"><div class="pane-content"><div class="highwire-article-citation highwire-citation-type-highwire-article">'
        f'<div class="highwire-cite highwire-cite-highwire-article highwire-citation-biorxiv-article-top clearfix">'
        f'<h1 class="highwire-cite-title" id="page-title">{esc(p.title)}</h1>'
        f'<div class="highwire-cite-authors"><span class="highwire-citation-authors">{authors}</span></div>'
        '<div class="highwire-cite-metadata"><span class="highwire-cite-metadata-doi highwire-cite-metadata">'
        f'<span class="label">doi:</span> https://doi.org/{p.doi} </span></div></div></div></div></div>'
        f'<div class="panel-pane pane-custom pane-1"><div class="pane-content">Posted {MONTHS[p.month - 1]} {p.day}, {p.year}.</div></div>'
        '<div class="panel-pane pane-panels-mini pane-biorxiv-art-tools"><ul class="tabs inline panels-ajax-tab">'
        f'<li class="first"><a href="/content/{p.doi}v{version}" class="panels-ajax-tab-tab{"" if full else " active"}">Abstract</a></li>'
        f'<li><a href="/content/{p.doi}v{version}.full" class="panels-ajax-tab-tab{" active" if full else ""}">Full Text</a></li>'
        f'<li><a href="/content/{p.doi}v{version}.supplementary-material">Info/History</a></li>'
        f'<li><a href="/content/{p.doi}v{version}.article-metrics">Metrics</a></li>'
        f'<li class="last"><a href="/content/{p.doi}v{version}.full.pdf+html">Preview PDF</a></li></ul></div>'
        '<div class="panel-pane pane-highwire-markup"><div class="pane-content"><div class="highwire-markup"><div class="article fulltext-view">'
        f'<div class="section abstract" id="abstract-1"><h2 class="">Abstract</h2>{abstract}</div>'
        + ('<div class="section" id="sec-cis"><h2>Competing Interest Statement</h2><p>The authors have declared no competing interest.</p></div>' if rng.random() < 0.7 else "")
        + body_sec + refs + '</div></div></div></div>'
        '<div class="panel-pane pane-biorxiv-copyright"><div class="pane-content"><div class="field-name-field-copyright">'
        f'Copyright&nbsp;The copyright holder for this preprint is the author/funder, who has granted {server} a license to display the preprint in perpetuity. '
        'It is made available under a CC-BY 4.0 International license.</div></div></div></div>'
        '<aside class="sidebar"><div class="pane-highwire-article-nav"><a href="#">Previous</a> <a href="#">Next</a></div>'
        f'<div class="pane-highwire-article-citation"><div class="highwire-cite-metadata">Posted&nbsp;{MONTHS[p.month - 1]} {p.day}, {p.year}.</div></div>'
        '<div class="pane-biorxiv-download"><a href="#">Download PDF</a> <a href="#">Print/Save Options</a> <a href="#">Supplementary Material</a></div>'
        f'<div class="pane-biorxiv-subject-area"><h2 class="pane-title">Subject Area</h2><ul><li><a href="/collection/{subject.lower()}">{subject}</a></li></ul></div>'
        f'<div class="pane-related-articles"><h2 class="pane-title">Related Articles</h2><ul>{related}</ul></div></aside>'
        '</div></section><footer id="section-footer"><div class="footer-content"><p>' + server + ' is a free online archive and distribution '
        'server for complete but unpublished manuscripts.</p><ul><li><a href="/about-biorxiv">About</a></li><li><a href="/content/faq">FAQ</a></li>'
        '<li><a href="/content/privacy">Privacy</a></li><li><a href="/contact">Contact</a></li></ul>'
        '<p>Cold Spring Harbor Laboratory</p></div></footer></div>')
    metas = _tags([("citation_title", p.title), ("citation_publisher", "Cold Spring Harbor Laboratory"),
                   ("citation_journal_title", server)] + _authors_meta(p)
                  + [("citation_date", _ymd(posted, "-")), ("citation_doi", p.doi), ("citation_abstract", p.abstract),
                     ("citation_public_url", f"https://www.{server.lower()}.org/content/{p.doi}v{version}")]
                  + [("citation_reference", r) for r in p.references])
    row = truth_row(page_id, server.lower(), p, volume=False, issue=False, keywords=False)
    row["journal"] = server
    return page(f"{p.title} | {server}", metas, body), row


# ----------------------------------------------------------------------------- SSRN
def ssrn(page_id: str, rng: random.Random) -> Result:
    """SSRN abstract page: title h1, each author an ``h2`` link with the institution lines
    below, "XX Pages Posted: 12 Mar 2020 Last revised: ...", "Date Written: March 1, 2020",
    Abstract, "Keywords:", "JEL Classification:", the "Suggested Citation" box with the
    10.2139 DOI, paper statistics and "Recommended Papers" with their own authors."""
    p = make_paper(rng, n_refs=(0, 0))
    abs_id = rng.randint(10**6, 5 * 10**6)
    p.doi = f"10.2139/ssrn.{abs_id}"
    written = (p.year, p.month, p.day)
    posted = _later(rng, written, (1, 200))
    revised = _later(rng, posted, (10, 500)) if rng.random() < 0.5 else None
    authors = "".join(
        f'<h2><a href="https://papers.ssrn.com/sol3/cf_dev/AbsByAuth.cfm?per_id={rng.randint(10**5, 10**7)}" title="View other papers by this author">'
        f'{esc(a.name)}</a></h2>' + "".join(f'<p>{esc(p.affiliations[i].split(", ")[1])} - {esc(p.affiliations[i].split(", ")[0])}</p>'
                                              for i in a.affiliations)
        + ('<p>National Bureau of Economic Research (NBER)</p>' if rng.random() < 0.2 else "") for a in p.authors)
    names_inv = " and ".join(a.inverted for a in p.authors) if len(p.authors) < 4 else f"{p.authors[0].inverted} and ..."
    kw = (f'<p><strong>Keywords: </strong>{esc(", ".join(p.keywords))}</p>' if p.keywords else "")
    jel = (f'<p><strong>JEL Classification: </strong>{", ".join(rng.sample(["E31", "E52", "G12", "C23", "O33", "J24", "Q54"], 3))}</p>'
           if rng.random() < 0.6 else "")

    def d(t: tuple[int, int, int]) -> str:
        return f"{t[2]} {MON3[t[1] - 1]} {t[0]}"

    recommended = "".join(f'<div class="recommended-paper"><h4><a href="#">{esc(_title(rng))}</a></h4><p>By {esc(_person(rng))}'
                          f'{", " + esc(_person(rng)) if rng.random() < 0.5 else ""}</p></div>' for _ in range(4))
    body = (
        '<div class="header"><div class="ssrn-logo"><a href="https://www.ssrn.com/index.cfm/en/"><img src="/ssrn-logo.svg" alt="SSRN"></a></div>'
        '<nav><ul><li><a href="https://www.ssrn.com/index.cfm/en/browse/">Browse</a></li><li><a href="https://www.ssrn.com/index.cfm/en/rankings/">Rankings</a></li>'
        '<li><a href="https://www.ssrn.com/index.cfm/en/networks/">Networks</a></li><li><a href="https://www.ssrn.com/index.cfm/en/submit/">Submit a paper</a></li></ul></nav>'
        '<form action="https://papers.ssrn.com/sol3/results.cfm"><input name="txtKey_Words" placeholder="Search SSRN"></form>'
        '<a href="https://hq.ssrn.com/login/pubSignInJoin.cfm">Sign in</a> <a href="#">Create account</a></div>'
        '<div id="maincontent" class="box-container box-abstract-main"><div class="abstract-buttons"><a class="button-link primary" '
        f'href="https://papers.ssrn.com/sol3/Delivery.cfm?abstractid={abs_id}">Download This Paper</a> <a class="button-link" href="#">Open PDF in Browser</a>'
        '<a class="button-link" href="#">Add Paper to My Library</a><div class="share">Share: <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">LinkedIn</a> <a href="#">Email</a></div></div>'
        f'<h1>{esc(p.title)}</h1>'
        + (f'<p class="reference-line">{esc(p.journal)}, Forthcoming</p>' if rng.random() < 0.3 else "")
        + f'<p class="note note-list"><span>{rng.randint(12, 80)} Pages</span><span>Posted: {d(posted)}</span>'
        + (f'<span>Last revised: {d(revised)}</span>' if revised else "") + '</p>'
        f'<div class="authors authors-full-width">{authors}</div>'
        f'<p class="note note-list"><span>Date Written: {MONTHS[written[1] - 1]} {written[2]}, {written[0]}</span></p>'
        f'<div class="abstract-text"><h3>Abstract</h3><p>{esc(p.abstract)}</p></div>{kw}{jel}'
        '<div class="box-container box-paper-statics"><h3>Suggested Citation:</h3><div class="suggested-citation">'
        f'<p>{esc(names_inv)}, {esc(p.title)} ({MONTHS[written[1] - 1]} {written[2]}, {written[0]}). Available at SSRN: '
        f'<a href="https://ssrn.com/abstract={abs_id}">https://ssrn.com/abstract={abs_id}</a> or '
        f'<a href="http://dx.doi.org/10.2139/ssrn.{abs_id}" target="_blank">http://dx.doi.org/10.2139/ssrn.{abs_id}</a></p></div></div>'
        '<div class="box-container box-contact"><h3>Contact Information</h3>'
        f'<p><strong>{esc(p.authors[0].name)} (Contact Author)</strong></p><p>{esc(p.affiliations[p.authors[0].affiliations[0]])}</p></div></div>'
        '<div class="side-container"><div class="box-container box-paper-stats"><h3>Paper statistics</h3><ul><li><span class="lbl">Downloads</span>'
        f'<span class="number">{rng.randint(10, 5000):,}</span></li><li><span class="lbl">Abstract Views</span><span class="number">{rng.randint(100, 20000):,}</span></li>'
        f'<li><span class="lbl">Rank</span><span class="number">{rng.randint(1000, 900000):,}</span></li></ul></div>'
        '<div class="box-container"><h3>Related eJournals</h3><ul>'
        + "".join(f'<li><a href="#">{t} eJournal</a><p class="sub-text">Follow</p></li>' for t in rng.sample(
            ["Macroeconomics: Monetary Policy", "Econometrics: Econometric Modeling", "Corporate Finance: Capital Structure",
             "Environmental Economics", "Labor: Human Capital"], 2))
        + f'</ul></div><div class="box-container box-recommended-papers"><h3>Recommended Papers</h3>{recommended}</div></div>'
        '<footer class="footer"><ul><li><a href="#">Submit a Paper</a></li><li><a href="#">Section 508 Text Only Pages</a></li>'
        '<li><a href="#">SSRN Quick Links</a></li><li><a href="#">SSRN Solutions</a></li></ul>'
        '<p>Copyright © 2024 Elsevier Inc. and its licensors. All rights are reserved, including those for text and data mining, AI training, and similar technologies.</p>'
        '<p>We use cookies to help provide and enhance our service and tailor content. <a href="#">Cookie settings</a></p></footer>')
    metas = _tags([("citation_title", p.title)] + _authors_meta(p, inverted=True, institutions=True)
                  + [("citation_publication_date", _ymd(written)), ("citation_online_date", _ymd(posted)),
                     ("citation_doi", p.doi), ("citation_abstract_html_url", f"https://papers.ssrn.com/abstract={abs_id}"),
                     ("citation_keywords", ", ".join(p.keywords)), ("citation_publisher", "SSRN"),
                     ("description", p.abstract), ("DC.description", p.abstract)])
    row = truth_row(page_id, "ssrn", p, volume=False, issue=False, references=False)
    row["journal"] = None
    return page(f"{p.title} by {p.authors[0].name} :: SSRN", metas, body), row
