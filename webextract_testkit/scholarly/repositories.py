"""Preprint servers, repositories and indexes: arXiv, bioRxiv/medRxiv, PubMed, Europe PMC/PMC,
DSpace 6 (simple and full item record), EPrints 3, Zenodo, HAL, SSRN, bepress Digital
Commons and a Russian journal/repository page (CyberLeninka/eLibrary style).

Their truth follows what each platform's meta tags carry: preprints have no volume or
issue, arXiv's ``citation_doi`` is its own 10.48550 DOI (not the published version's),
repositories often date an item by year or month only.
"""

from __future__ import annotations

import datetime
import json
import random
from typing import Any

from webextract_testkit.scholarly.common import (
    FAMILY,
    GIVEN,
    MONTHS,
    Author,
    Paper,
    _title,
    esc,
    make_paper,
    page,
    truth_row,
)

Result = tuple[str, dict[str, Any]]
MON3 = [m[:3] for m in MONTHS]


# ----------------------------------------------------------------------------- helpers
def _tags(pairs: list[tuple[str, Any]]) -> str:
    """``<meta>`` tags from (name, value) pairs; empty values left out."""
    return "\n".join(f'<meta name="{n}" content="{esc(str(v))}">' for n, v in pairs if v not in (None, ""))


def _authors_meta(p: Paper, inverted: bool = False, institutions: bool = True) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    for a in p.authors:
        out.append(("citation_author", a.inverted if inverted else a.name))
        if institutions:
            out += [("citation_author_institution", p.affiliations[k]) for k in a.affiliations]
    return out


def _ymd(t: tuple[int, int, int], sep: str = "/") -> str:
    return sep.join(f"{x:0{2 if i else 4}d}" for i, x in enumerate(t))


def _later(rng: random.Random, t: tuple[int, int, int], days: tuple[int, int]) -> tuple[int, int, int]:
    d = datetime.date(*t) + datetime.timedelta(days=rng.randint(*days))
    return d.year, d.month, d.day


def _weekday(t: tuple[int, int, int]) -> str:
    return datetime.date(*t).strftime("%a")


def _person(rng: random.Random) -> str:
    return f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}"


def _short_authors(rng: random.Random, n: int | None = None) -> list[str]:
    """Authors of an unrelated paper as indexes list them: "Smith J"."""
    return [f"{rng.choice(FAMILY)} {rng.choice('ABCDEFGHJKLMNPRSTW')}" for _ in range(n or rng.randint(1, 5))]


def _no_affiliations(p: Paper, row: dict[str, Any]) -> None:
    """The truth of a page whose meta tags give no author institutions."""
    row["author_affiliations"] = [[] for _ in p.authors]


def _abstract_paras(p: Paper, tag: str = "p", label: str = "strong") -> str:
    if p.abstract_sections:
        return "".join(f"<{tag}><{label}>{esc(lab)}:</{label}> {esc(t)}</{tag}>" for lab, t in p.abstract_sections)
    return f"<{tag}>{esc(p.abstract)}</{tag}>"


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


# ----------------------------------------------------------------------------- PubMed
def _docsum(rng: random.Random) -> str:
    y = rng.randint(2000, 2024)
    m = rng.randint(1, 12)
    pmid = rng.randint(10**7, 4 * 10**7)
    return (f'<li class="full-docsum"><div class="item-selector-wrap selectors-and-actions"></div>'
            f'<div class="docsum-wrap"><div class="docsum-content"><a class="docsum-title" href="/{pmid}/">{esc(_title(rng))}.</a>'
            f'<div class="docsum-citation full-citation"><span class="docsum-authors full-authors">{esc(", ".join(_short_authors(rng)))}.</span> '
            f'<span class="docsum-journal-citation full-journal-citation">{esc(rng.choice(["J Appl Stud", "PLoS One", "Sci Rep", "BMJ Open"]))}. '
            f'{y} {MON3[m - 1]};{rng.randint(1, 90)}({rng.randint(1, 12)}):{rng.randint(1, 900)}-{rng.randint(901, 999)}. '
            f'doi: 10.{rng.randint(1000, 9999)}/x.{y}.{rng.randint(1000, 99999)}. Epub {y} {MON3[max(0, m - 2)]} {rng.randint(1, 28)}.</span> '
            f'<span class="citation-part">PMID: <span class="docsum-pmid">{pmid}</span></span> '
            + rng.choice(["", '<span class="free-resources">Free PMC article.</span>']) + '</div></div></div></li>')


def pubmed(page_id: str, rng: random.Random) -> Result:
    """PubMed (pubmed.ncbi.nlm.nih.gov): the citation line "J Appl Stud. 2020 Mar
    12;15(3):345-56." above the title, "doi:" and "Epub" lines, authors with affiliation
    superscripts, the Affiliations list, PMID/PMCID identifiers, a (structured) abstract,
    "Keywords:" paragraph, then Similar articles, Cited by, References and MeSH terms."""
    p = make_paper(rng, structured=rng.random() < 0.5, n_refs=(0, 35))
    pmid = rng.randint(10**7, 4 * 10**7)
    day_precise = rng.random() < 0.6
    cit_date = f"{p.year} {MON3[p.month - 1]}" + (f" {p.day}" if day_precise else "")
    epub = rng.random() < 0.6
    src = p.journal_abbrev.replace(".", "")
    pages_ = f"{p.first_page}-{str(p.last_page)[-2:] if len(str(p.last_page)) == len(str(p.first_page)) and p.last_page // 100 == p.first_page // 100 else p.last_page}"
    authors = "".join(
        f'<span class="authors-list-item {"" if k else "first"}"><a class="full-name" href="/?term={esc(a.family)}+{esc(a.given[0])}&amp;cauthor_id={pmid}" '
        f'ref="linksrc=author_name_link" data-ga-label="{esc(a.name)}">{esc(a.name)}</a>'
        '<sup class="affiliation-links"><span class="author-sup-separator">&nbsp;</span>'
        + '<span class="comma">,</span>'.join(f'<a class="affiliation-link" href="#full-view-affiliation-{i + 1}" '
                                               f'title="{esc(p.affiliations[i])}">{i + 1}</a>' for i in a.affiliations)
        + '</sup>' + ('<span class="comma">,&nbsp;</span>' if k < len(p.authors) - 1 else "") + '</span>'
        for k, a in enumerate(p.authors))
    affs = "".join(f'<li data-affiliation-id="$" id="full-view-affiliation-{k + 1}"><sup class="key">{k + 1}</sup> {esc(a)}.</li>'
                   for k, a in enumerate(p.affiliations))
    if p.abstract_sections:
        abstract = "".join(f'<p><strong class="sub-title">{esc(lab)}: </strong>{esc(t)}</p>' for lab, t in p.abstract_sections)
    else:
        abstract = f"<p>{esc(p.abstract)}</p>"
    kws = (f'<p><strong class="sub-title">Keywords: </strong>{esc("; ".join(p.keywords))}.</p>' if p.keywords else "")
    pmc = f"PMC{rng.randint(10**6, 10**7)}" if rng.random() < 0.5 else ""
    refs = ""
    if p.references:
        refs = ('<div class="references" id="references"><h2 class="title">References</h2><ol class="references-list">'
                + "".join(f'<li>{esc(r)}<ul class="reference-links"><li><a class="reference-link" href="#">PubMed</a></li>'
                          f'<li><a class="reference-link" href="#">Google Scholar</a></li></ul></li>' for r in p.references)
                + '</ol></div>')
    cited = "".join(_docsum(rng) for _ in range(rng.randint(0, 5)))
    body = (
        '<div class="usa-overlay"></div><section class="usa-banner"><div class="usa-accordion"><header class="usa-banner-header">'
        '<p class="usa-banner-header-text">An official website of the United States government</p>'
        '<button class="usa-accordion-button usa-banner-button">Here\'s how you know</button></header></div></section>'
        '<div class="ncbi-header"><a class="logo" href="https://www.ncbi.nlm.nih.gov/">NIH National Library of Medicine NCBI</a>'
        '<a href="/login">Log in</a></div>'
        '<div id="search-form"><form action="/"><a href="/" class="pubmed-logo"><img alt="PubMed Logo" src="/pubmed-logo.svg"></a>'
        '<input type="search" name="term" id="id_term" placeholder="Search:"><button type="submit">Search</button>'
        '<a href="/advanced/">Advanced</a> <a href="/clipboard/">Clipboard</a> <a href="/help/">User Guide</a></form></div>'
        '<main class="article-details" id="article-details"><header class="heading" id="heading">'
        '<div class="full-view" id="full-view-heading"><div class="article-citation"><div class="article-source">'
        f'<div class="journal-actions dropdown-block"><button id="full-view-journal-trigger" class="journal-actions-trigger trigger" '
        f'title="{esc(p.journal)}">{esc(src)}</button></div><span class="period">. </span>'
        f'<span class="cit">{cit_date};{p.volume}({p.issue}):{pages_}.</span></div>'
        f'<span class="citation-doi">doi: {esc(p.doi)}. </span>'
        + (f'<span class="secondary-date">Epub {p.online[0]} {MON3[p.online[1] - 1]} {p.online[2]}.</span>' if epub else "")
        + '</div>'
        f'<h1 class="heading-title">{esc(p.title)}</h1>'
        f'<div class="inline-authors"><div class="authors"><div class="authors-list">{authors}</div></div></div>'
        '<div class="extended-article-details" id="full-view-expanded-authors"><div class="affiliations"><h3 class="title">Affiliations</h3>'
        f'<ul class="item-list">{affs}</ul></div></div>'
        '<ul class="identifiers" id="full-view-identifiers"><li><span class="identifier pubmed"><span class="id-label">PMID: </span>'
        f'<strong class="current-id" title="PubMed ID">{pmid}</strong></span></li>'
        + (f'<li><span class="identifier pmc"><span class="id-label">PMCID: </span><a class="id-link" href="https://www.ncbi.nlm.nih.gov/pmc/articles/{pmc}/">{pmc}</a></span></li>' if pmc else "")
        + f'<li><span class="identifier doi"><span class="id-label">DOI: </span><a class="id-link" href="https://doi.org/{p.doi}">{esc(p.doi)}</a></span></li></ul>'
        '</div></header>'
        f'<div class="abstract" id="abstract"><h2 class="title">Abstract</h2><div class="abstract-content selected" id="eng-abstract">{abstract}</div>{kws}</div>'
        + ('<div class="conflict-of-interest-statement"><h2>Conflict of interest statement</h2><p>The authors declare no competing interests.</p></div>' if rng.random() < 0.5 else "")
        + '<div class="figures" id="figures"><h2 class="title">Figures</h2><div class="figures-list"><a class="figure-link" href="#">Figure 1</a></div></div>'
        f'<div class="similar-articles" id="similar"><h2 class="title">Similar articles</h2><ul class="articles-list">{"".join(_docsum(rng) for _ in range(5))}</ul>'
        '<a class="show-all" href="#">See all similar articles</a></div>'
        + (f'<div class="citedby-articles" id="citedby"><h2 class="title">Cited by</h2><ul class="articles-list">{cited}</ul></div>' if cited else "")
        + refs
        + '<div class="mesh-terms keywords-section" id="mesh-terms"><h2 class="title">MeSH terms</h2><ul class="keywords-list">'
        + "".join(f'<li><button class="keyword-actions-trigger">{t}</button></li>' for t in rng.sample(
            ["Humans", "Female", "Male", "Adult", "Animals", "Mice", "Cohort Studies", "Risk Factors", "Middle Aged"], 4))
        + '</ul></div>'
        '<div class="linkout" id="linkout"><h2 class="title">LinkOut - more resources</h2><h3>Full Text Sources</h3>'
        f'<ul><li><a href="https://doi.org/{p.doi}">Atypon</a></li><li><a href="#">Europe PubMed Central</a></li></ul></div></main>'
        '<footer class="ncbi-footer"><div class="footer-links"><a href="https://www.ncbi.nlm.nih.gov/">NCBI Literature Resources</a> '
        '<a href="/mesh">MeSH</a> <a href="/pmc">PMC</a> <a href="/books">Bookshelf</a> <a href="#">Disclaimer</a></div>'
        '<p>The PubMed wordmark and PubMed logo are registered trademarks of the U.S. Department of Health and Human Services (HHS).</p>'
        '<p>National Library of Medicine 8600 Rockville Pike Bethesda, MD 20894</p></footer>')
    date_meta = f"{p.year}/{p.month:02d}" + (f"/{p.day:02d}" if day_precise else "")
    metas = _tags([("citation_title", p.title)] + _authors_meta(p, institutions=False)
                  + [("citation_journal_title", p.journal), ("citation_journal_abbrev", src),
                     ("citation_publication_date", date_meta), ("citation_volume", p.volume), ("citation_issue", p.issue),
                     ("citation_firstpage", p.first_page), ("citation_doi", p.doi), ("citation_pmid", pmid),
                     ("citation_abstract", p.abstract), ("citation_keywords", "; ".join(p.keywords))]
                  + [("citation_reference", r) for r in p.references])
    row = truth_row(page_id, "pubmed", p, date=date_meta, date_iso=date_meta.replace("/", "-"))
    _no_affiliations(p, row)
    return page(f"{p.title} - PubMed", metas, body), row


# ----------------------------------------------------------------------------- Europe PMC / PMC
def europepmc(page_id: str, rng: random.Random) -> Result:
    """PMC article page (as mirrored by Europe PMC): the citation "J Appl Stud. 2020 Mar;
    15(3): 345–356." with "Published online 2020 Mar 12. doi: 10.x", PMCID/PMID, authors
    with sup markers and hidden affiliation notes, a structured Abstract with h3 sections,
    "Keywords:", the body and a numbered reference list with [PMC free article] [PubMed]
    [Google Scholar] links."""
    p = make_paper(rng, structured=rng.random() < 0.6, n_refs=(5, 50))
    src = p.journal_abbrev.replace(".", "")
    pmc = f"PMC{rng.randint(10**6, 10**7)}"
    pmid = rng.randint(10**7, 4 * 10**7)
    authors = ", ".join(
        f'<a href="https://www.ncbi.nlm.nih.gov/pubmed/?term={esc(a.family)}%20{esc(a.given[0])}" class="affpopup" '
        f'co-rid="_co_idm{rng.randint(1000, 9999)}" co-class="co-affbox">{esc(a.name)}</a>'
        + "".join(f'<sup>{i + 1}</sup>' for i in a.affiliations)
        + ("<sup>✉</sup>" if k == 0 else "") for k, a in enumerate(p.authors))
    affs = "".join(f'<div class="fm-affl" id="aff{k + 1}" lang="en"><sup>{k + 1}</sup>{esc(a)}</div>' for k, a in enumerate(p.affiliations))
    if p.abstract_sections:
        abstract = "".join(f'<div id="Abs1sec{k}" class="sec"><h3 class="h3">{esc(lab)}</h3><p id="Par{k}" class="p p-first-last">{esc(t)}</p></div>'
                           for k, (lab, t) in enumerate(p.abstract_sections, 1))
    else:
        abstract = f'<p id="Par1" class="p p-first-last">{esc(p.abstract)}</p>'
    kws = (f'<div class="sec"><strong class="kwd-title">Keywords: </strong><span class="kwd-text">{esc(", ".join(p.keywords))}</span></div>'
           if p.keywords else "")
    refs = "".join(f'<div class="ref-cit-blk half_rhythm" id="CR{k}">{k}. <span class="element-citation">{esc(r)}</span> '
                   f'[<a href="#" class="int-reflink">PMC free article</a>] [<a href="#" class="int-reflink">PubMed</a>] '
                   f'[<a href="https://scholar.google.com/scholar_lookup" target="_blank">Google Scholar</a>]</div>'
                   for k, r in enumerate(p.references, 1))
    sections = "".join(f'<div class="tsec sec"><h2 class="head no_bottom_margin">{esc(h[3:])}</h2>'
                       + "".join(f'<p class="p">{esc(x)}</p>' for x in paras) + '</div>' for h, paras in p.body)
    editor = f"Academic Editor: {_person(rng)}" if rng.random() < 0.4 else ""
    body = (
        '<div class="header"><div class="usa-banner">An official website of the United States government</div>'
        '<div class="ncbi-header"><a href="/pmc/" class="pmc-logo">PMC</a><form action="/pmc/"><input name="term" placeholder="Search PMC Full-Text Archive">'
        '<button>Search in PMC</button></form><a href="/pmc/advanced/">Advanced Search</a> <a href="/pmc/about/userguide/">User Guide</a></div></div>'
        '<div class="content"><div class="jig-ncbigrowler"><div class="pmc-wm slang-none"><div class="pmc_journal_banner">'
        f'<a href="/pmc/journals/{rng.randint(100, 3000)}/"><img alt="Logo of {esc(src)}" src="/corehtml/pmc/pmcgifs/logo-{rng.randint(100, 999)}.gif"></a></div>'
        f'<div class="fm-sec half_rhythm no_top_margin"><div class="fm-citation"><div class="part1"><a href="#" class="navlink">{esc(src)}</a>. '
        f'{p.year} {MON3[p.month - 1]}; {p.volume}({p.issue}): {p.first_page}–{p.last_page}.</div>'
        f'<div class="part2"><span class="fm-vol-iss-date">Published online {p.online[0]} {MON3[p.online[1] - 1]} {p.online[2]}. </span>'
        f'<span class="doi">doi: <a href="https://doi.org/{p.doi}" target="_blank" rel="noopener noreferrer">{esc(p.doi)}</a></span></div>'
        f'<div class="fm-citation-ids"><div class="fm-citation-pmcid"><span class="fm-citation-ids-label">PMCID: </span><span>{pmc}</span></div>'
        f'<div class="fm-citation-pmid">PMID: <a href="https://pubmed.ncbi.nlm.nih.gov/{pmid}">{pmid}</a></div></div></div>'
        f'<h1 class="content-title">{esc(p.title)}</h1>'
        f'<div class="half_rhythm"><div class="contrib-group fm-author">{authors}</div></div>'
        + (f'<div class="fm-editor">{esc(editor)}</div>' if editor else "")
        + '<div class="fm-panel half_rhythm"><div class="togglers"><a href="#" class="pmctoggle">Author information</a> '
        '<a href="#" class="pmctoggle">Article notes</a> <a href="#" class="pmctoggle">Copyright and License information</a> '
        '<a href="/pmc/about/disclaimer/">PMC Disclaimer</a></div>'
        f'<div class="fm-authors-info fm-panel hide half_rhythm">{affs}<div class="fm-affl">'
        f'<sup>✉</sup>Corresponding author. <a href="mailto:dev@null">{esc(p.authors[0].given.split()[0].lower())}@example.org</a></div></div>'
        f'<div class="fm-article-notes fm-panel hide half_rhythm"><div class="fm-pubdate">Received {p.received[0]} {MON3[p.received[1] - 1]} {p.received[2]}; '
        f'Accepted {p.accepted[0]} {MON3[p.accepted[1] - 1]} {p.accepted[2]}.</div></div>'
        f'<div class="fm-copyright fm-panel hide half_rhythm">Copyright © {p.year} The Author(s). This is an open access article.</div></div></div>'
        f'<div id="Abs1" lang="en" class="tsec sec"><h2 class="head no_bottom_margin" id="Abs1title">Abstract</h2><div>{abstract}</div>{kws}</div>'
        + sections
        + f'<div id="ref-list1" class="tsec sec"><h2 class="head no_bottom_margin">References</h2><div class="ref-list-sec sec" id="reference-list">{refs}</div></div>'
        '</div></div><div class="sidebar"><div class="portlet"><h3>Formats:</h3><ul><li><a href="#">Article</a></li>'
        '<li><a href="#">PubReader</a></li><li><a href="#">ePub (beta)</a></li><li><a href="#">PDF (1.2M)</a></li><li><a href="#">Cite</a></li></ul></div>'
        '<div class="portlet"><h3>Similar articles in PubMed</h3><ul>'
        + "".join(f'<li><a href="#">{esc(_title(rng))}</a><div class="brieflinkpopdesc">[{esc(src)}. {rng.randint(2005, 2023)}]</div></li>' for _ in range(5))
        + '</ul></div><div class="portlet"><h3>Cited by other articles in PMC</h3><ul>'
        + "".join(f'<li><a href="#">{esc(_title(rng))}</a><div class="brieflinkpopdesc">[{rng.choice(["Sci Rep", "PLoS One"])}. {rng.randint(2015, 2024)}]</div></li>' for _ in range(rng.randint(0, 4)))
        + '</ul></div></div></div>'
        '<footer class="ncbi-footer"><p>Follow NCBI</p><ul><li><a href="#">Connect with NLM</a></li><li><a href="#">Web Policies</a></li>'
        '<li><a href="#">FOIA</a></li><li><a href="#">HHS Vulnerability Disclosure</a></li></ul>'
        '<p>National Library of Medicine 8600 Rockville Pike Bethesda, MD 20894</p></footer>')
    date_meta = f"{p.year}/{p.month:02d}"
    metas = _tags([("citation_title", p.title)] + _authors_meta(p)
                  + [("citation_journal_title", p.journal), ("citation_journal_abbrev", src),
                     ("citation_publication_date", date_meta), ("citation_volume", p.volume), ("citation_issue", p.issue),
                     ("citation_firstpage", p.first_page), ("citation_doi", p.doi), ("citation_pmid", pmid),
                     ("citation_abstract", p.abstract), ("citation_keywords", "; ".join(p.keywords))]
                  + [("citation_reference", r) for r in p.references])
    row = truth_row(page_id, "europepmc", p, date=date_meta, date_iso=date_meta.replace("/", "-"))
    return page(f"{p.title} - PMC", metas, body), row


# ----------------------------------------------------------------------------- DSpace 6 (XMLUI Mirage2)
UNIVERSITIES = ("University of Oslo", "Universidad Nacional de La Plata", "University of Cape Town", "Universität Wien",
                "Universidade do Minho", "Nanyang Technological University", "University of Helsinki")


def _dspace_chrome(rng: random.Random, repo: str, handle: str, community: str, collection: str) -> tuple[str, str]:
    top = ('<header><div class="navbar navbar-default navbar-static-top" role="navigation"><div class="container">'
           f'<div class="navbar-header"><a href="/" class="navbar-brand"><img src="/themes/Mirage2/images/logo.svg"></a>'
           f'<span class="repo-name">{esc(repo)}</span></div><div class="navbar-header pull-right"><ul class="nav navbar-nav pull-left">'
           '<li class="dropdown"><a class="dropdown-toggle" data-toggle="dropdown"><span class="hidden-xs">English&nbsp;<b class="caret"></b></span></a>'
           '<ul class="dropdown-menu pull-right" role="menu"><li><a href="?locale-attribute=en">English</a></li><li><a href="?locale-attribute=es">español</a></li></ul></li></ul>'
           '<ul class="nav navbar-nav pull-left"><li><a href="/login"><span class="hidden-xs">Login</span></a></li></ul></div></div></div></header>'
           '<div class="trail-wrapper hidden-print"><div class="container"><div class="row"><div class="col-xs-12"><div class="breadcrumb dropdown visible-xs">'
           '</div><ul class="breadcrumb hidden-xs"><li><i class="glyphicon glyphicon-home" aria-hidden="true"></i>&nbsp;'
           f'<a href="/">{esc(repo)} Home</a></li><li><a href="/handle/{handle.split("/")[0]}/{rng.randint(1, 99)}">{esc(community)}</a></li>'
           f'<li><a href="/handle/{handle.split("/")[0]}/{rng.randint(100, 999)}">{esc(collection)}</a></li><li class="active">View Item</li></ul></div></div></div></div>')
    side = ('<div id="ds-options" class="word-break hidden-print"><div id="ds-search-option" class="ds-option-set">'
            '<form id="ds-search-form" class="" method="post" action="/discover"><fieldset><div class="input-group">'
            '<input placeholder="Search the repository" type="text" class="ds-text-field form-control" name="query">'
            '<span class="input-group-btn"><button class="ds-button-field btn btn-primary" title="Go">Go</button></span></div>'
            '<div class="radio"><label><input id="ds-search-form-scope-all" type="radio" name="scope" value="" checked>Search DSpace</label></div>'
            '<div class="radio"><label><input id="ds-search-form-scope-container" type="radio" name="scope">This Collection</label></div></fieldset></form></div>'
            '<h2 class="ds-option-set-head  h6">Browse</h2><div id="aspect_viewArtifacts_Navigation_list_browse" class="list-group">'
            '<a class="list-group-item active"><span class="h5 list-group-item-heading  h5">All of DSpace</span></a>'
            '<a href="/community-list" class="list-group-item ds-simple-list-item">Communities &amp; Collections</a>'
            '<a href="/browse?type=dateissued" class="list-group-item ds-simple-list-item">By Issue Date</a>'
            '<a href="/browse?type=author" class="list-group-item ds-simple-list-item">Authors</a>'
            '<a href="/browse?type=title" class="list-group-item ds-simple-list-item">Titles</a>'
            '<a href="/browse?type=subject" class="list-group-item ds-simple-list-item">Subjects</a></div>'
            '<h2 class="ds-option-set-head  h6">My Account</h2><div class="list-group"><a href="/login" class="list-group-item ds-simple-list-item">Login</a>'
            '<a href="/register" class="list-group-item ds-simple-list-item">Register</a></div>'
            '<h2 class="ds-option-set-head  h6">Statistics</h2><div class="list-group"><a href="/handle/' + handle + '/statistics" '
            'class="list-group-item ds-simple-list-item">View Usage Statistics</a></div></div>')
    foot = ('<footer><div class="row"><hr><div class="col-xs-7 col-sm-8"><div><a href="http://www.dspace.org/" target="_blank">DSpace software</a> '
            'copyright&nbsp;©&nbsp;2002-2016&nbsp; <a href="http://www.duraspace.org/" target="_blank">DuraSpace</a></div>'
            '<div class="hidden-print"><a href="/contact">Contact Us</a> | <a href="/feedback">Send Feedback</a></div></div>'
            '<div class="col-xs-5 col-sm-4 hidden-print"><div class="pull-right"><span class="theme-by">Theme by&nbsp;</span>'
            '<a title="Atmire NV" target="_blank" href="http://atmire.com"><img alt="Atmire NV" src="/themes/Mirage2/images/atmire-logo-small.svg"></a></div></div></div></footer>')
    return top, side + foot


def _dspace_paper(rng: random.Random) -> tuple[Paper, str, str, str, str, bool, str]:
    p = make_paper(rng, n_refs=(0, 0))
    repo = rng.choice(["DSpace Repository", "DUO", "SEDICI", "OpenUCT", "RepositóriUM", "DR-NTU", "HELDA"])
    handle = f"{rng.randint(10000, 11999)}/{rng.randint(1000, 99999)}"
    community = f"Faculty of {rng.choice(['Science', 'Engineering', 'Medicine', 'Humanities'])}"
    collection = rng.choice(["Articles", "Journal articles", "Peer-reviewed articles", "Scientific publications"])
    has_doi = rng.random() < 0.7
    return p, repo, handle, community, collection, has_doi, rng.choice(UNIVERSITIES)


def dspace(page_id: str, rng: random.Random) -> Result:
    """DSpace 6 XMLUI (Mirage2) simple item page: ``h2.page-header`` title; item names as
    ``<h5>`` (Date, Author, Abstract, URI, Collections); authors inverted ("Smith, John");
    the abstract's ``h5`` is ``visible-xs``; no volume, issue, keywords or (by default) DOI
    on the page, though the meta tags carry a DOI when the item has one."""
    p, repo, handle, community, collection, has_doi, _ = _dspace_paper(rng)
    show_doi = has_doi and rng.random() < 0.5
    top, bottom = _dspace_chrome(rng, repo, handle, community, collection)
    fname = f"{p.authors[0].family.replace(' ', '')}_{p.year}.pdf"
    authors = "".join(f'<div><a href="/discover?filtertype=author&amp;filter_relational_operator=equals&amp;filter={esc(a.inverted)}">'
                      f'{esc(a.inverted)}</a></div>' for a in p.authors)
    body = (
        f'<div id="ds-main">{top}<div class="container" id="main-container"><div class="row row-offcanvas row-offcanvas-right">'
        '<div class="horizontal-slider clearfix"><div class="col-xs-12 col-sm-12 col-md-9 main-content"><div>'
        f'<div id="aspect_artifactbrowser_ItemViewer_div_item-view" class="ds-static-div primary"><div class="item-summary-view-metadata">'
        f'<h2 class="page-header first-page-header">{esc(p.title)}</h2><div class="row"><div class="col-sm-4"><div class="row">'
        '<div class="col-xs-6 col-sm-12"><div class="thumbnail"><img alt="Thumbnail" class="img-responsive" src="/bitstream/thumb.jpg"></div></div>'
        '<div class="col-xs-6 col-sm-12"><div class="item-page-field-wrapper table word-break"><h5>View/<wbr>Open</h5>'
        f'<div><a href="/bitstream/handle/{handle}/{fname}?sequence=1&amp;isAllowed=y"><i aria-hidden="true" class="glyphicon  glyphicon-file"></i> '
        f'{esc(fname)} ({rng.randint(100, 9000) / 1000:.3f}Mb)</a></div></div></div></div>'
        f'<div class="simple-item-view-date word-break item-page-field-wrapper table"><h5>Date</h5>{p.iso}</div>'
        f'<div class="simple-item-view-authors item-page-field-wrapper table"><h5>Author</h5>{authors}</div>'
        + (f'<div class="simple-item-view-doi item-page-field-wrapper table"><h5>DOI</h5><a href="https://doi.org/{p.doi}">https://doi.org/{p.doi}</a></div>' if show_doi else "")
        + f'<div class="simple-item-view-show-full item-page-field-wrapper table"><h5>Metadata</h5><a href="/handle/{handle}?show=full">Show full item record</a></div></div>'
        '<div class="col-sm-8"><div class="simple-item-view-description item-page-field-wrapper table"><h5 class="visible-xs">Abstract</h5>'
        f'<div>{esc(p.abstract)}</div></div>'
        f'<div class="simple-item-view-uri item-page-field-wrapper table"><h5>URI</h5><span><a href="http://hdl.handle.net/{handle}">http://hdl.handle.net/{handle}</a></span></div>'
        f'<div class="simple-item-view-collections item-page-field-wrapper table"><h5>Collections</h5><ul class="ds-referenceSet-list">'
        f'<li><a href="/handle/{handle.split("/")[0]}/{rng.randint(100, 999)}">{esc(collection)}</a></li></ul></div></div></div></div></div>'
        '</div></div><div role="navigation" id="sidebar" class="col-xs-6 col-sm-3 sidebar-offcanvas">'
        f'{bottom}</div></div></div></div>')
    # DSpace's Google Scholar mapping: citation_author from dc.contributor.author (inverted),
    # citation_date from dc.date.issued, citation_doi from dc.identifier.doi, no abstract tag
    # (the abstract is DCTERMS.abstract); dc.subject as citation_keywords
    p.keywords = []
    metas = _tags([("DC.creator", a.inverted) for a in p.authors]
                  + [("DCTERMS.issued", p.iso), ("DCTERMS.abstract", p.abstract), ("DC.identifier", f"http://hdl.handle.net/{handle}"),
                     ("DC.title", p.title), ("DC.type", "Article"), ("citation_title", p.title)]
                  + _authors_meta(p, inverted=True, institutions=False)
                  + [("citation_date", p.iso), ("citation_doi", p.doi if has_doi else ""),
                     ("citation_pdf_url", f"https://repo.example.org/bitstream/handle/{handle}/{fname}"),
                     ("citation_abstract_html_url", f"https://repo.example.org/handle/{handle}")])
    row = truth_row(page_id, "dspace", p, date=p.iso, volume=False, issue=False, keywords=False, references=False, doi=has_doi)
    row["journal"] = None
    _no_affiliations(p, row)
    return page(f"{p.title}", metas, body), row


def dspace_full(page_id: str, rng: random.Random) -> Result:
    """DSpace 6 XMLUI "full item record" (``?show=full``): a table of dc.* fields (name,
    value, language) — dc.contributor.author, dc.date.accessioned/available/issued,
    dc.identifier.citation/doi/uri, dc.description.abstract, dc.subject, dc.citation.volume
    and issue — then the "Files in this item" table."""
    p, repo, handle, community, collection, has_doi, _uni = _dspace_paper(rng)
    top, bottom = _dspace_chrome(rng, repo, handle, community, collection)
    acc = _later(rng, (p.year, p.month, p.day), (20, 400))
    acc_s = f"{_ymd(acc, '-')}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"
    has_vol = rng.random() < 0.8
    lang = rng.choice(["en_US", "en", ""])
    rows: list[tuple[str, str]] = [("dc.contributor.author", a.inverted) for a in p.authors]
    if rng.random() < 0.4:
        rows.append(("dc.contributor.advisor", f"{rng.choice(FAMILY)}, {rng.choice(GIVEN)}"))
    rows += [("dc.date.accessioned", acc_s), ("dc.date.available", acc_s), ("dc.date.issued", p.iso),
             ("dc.identifier.citation", f"{p.authors[0].inverted} et al. {p.title}. {p.journal} {p.volume}({p.issue}) {p.year}: {p.first_page}-{p.last_page}"),
             ("dc.identifier.issn", f"{rng.randint(1000, 9999)}-{rng.randint(100, 999)}X"),
             ("dc.identifier.uri", f"http://hdl.handle.net/{handle}")]
    if has_doi:
        rows.append(("dc.identifier.doi", p.doi if rng.random() < 0.5 else f"https://doi.org/{p.doi}"))
    rows += [("dc.description.abstract", p.abstract), ("dc.format.extent", f"{p.last_page - p.first_page + 1} p."),
             ("dc.language.iso", "eng"), ("dc.publisher", rng.choice(["Elsevier", "Springer", "MDPI", "Wiley"])),
             ("dc.relation.ispartof", p.journal), ("dc.rights", "Attribution 4.0 International")]
    rows += [("dc.subject", k) for k in p.keywords]
    rows += [("dc.title", p.title), ("dc.type", "Article")]
    if has_vol:
        rows += [("dc.citation.volume", p.volume), ("dc.citation.issue", p.issue), ("dc.citation.spage", str(p.first_page)),
                 ("dc.citation.epage", str(p.last_page))]
    rows.append(("dc.description.version", "publishedVersion"))
    table = "".join(f'<tr class="ds-table-row {"odd" if k % 2 == 0 else "even"}"><td class="label-cell">{n}</td>'
                    f'<td class="word-break">{esc(v)}</td><td>{lang if n not in ("dc.date.accessioned", "dc.date.available", "dc.date.issued", "dc.identifier.uri") else ""}</td></tr>'
                    for k, (n, v) in enumerate(rows))
    fname = f"{p.authors[0].family.replace(' ', '')}_{p.year}.pdf"
    body = (
        f'<div id="ds-main">{top}<div class="container" id="main-container"><div class="row row-offcanvas row-offcanvas-right">'
        '<div class="horizontal-slider clearfix"><div class="col-xs-12 col-sm-12 col-md-9 main-content"><div>'
        '<div id="aspect_artifactbrowser_ItemViewer_div_item-view" class="ds-static-div primary">'
        f'<h2 class="page-header first-page-header">{esc(p.title)}</h2>'
        f'<div class="row"><div class="col-xs-12"><a href="/handle/{handle}">Show simple item record</a></div></div>'
        '<div class="ds-table-responsive"><table class="ds-includeSet-table detailtable table table-striped table-hover">'
        f'{table}</table></div>'
        '<h3>Files in this item</h3><div class="file-list"><div class="file-wrapper row"><div class="col-xs-6 col-sm-3"><div class="thumbnail">'
        '<img alt="Thumbnail" src="/bitstream/thumb.jpg"></div></div><div class="col-xs-6 col-sm-7"><dl class="file-metadata dl-horizontal">'
        f'<dt>Name:</dt><dd class="word-break" title="{esc(fname)}">{esc(fname)}</dd><dt>Size:</dt><dd class="word-break">{rng.randint(100, 9000) / 1000:.3f}Mb</dd>'
        '<dt>Format:</dt><dd class="word-break">PDF</dd></dl></div><div class="file-link col-xs-6 col-xs-offset-6 col-sm-2 col-sm-offset-0">'
        f'<a href="/bitstream/handle/{handle}/{fname}?sequence=1">View/<wbr>Open</a></div></div></div>'
        '<h3 class="ds-list-head">This item appears in the following Collection(s)</h3><ul class="ds-referenceSet-list">'
        f'<li><a href="/handle/{handle.split("/")[0]}/{rng.randint(100, 999)}">{esc(collection)}</a></li></ul>'
        '<div class="license-info table"><p>Except where otherwise noted, this item\'s license is described as Attribution 4.0 International</p></div>'
        '</div></div></div><div role="navigation" id="sidebar" class="col-xs-6 col-sm-3 sidebar-offcanvas">'
        f'{bottom}</div></div></div></div>')
    metas = _tags([("DC.creator", a.inverted) for a in p.authors]
                  + [("DCTERMS.issued", p.iso), ("DCTERMS.abstract", p.abstract), ("DC.identifier", f"http://hdl.handle.net/{handle}"),
                     ("DC.title", p.title), ("DC.type", "Article"), ("citation_title", p.title)]
                  + _authors_meta(p, inverted=True, institutions=False)
                  + [("citation_date", p.iso), ("citation_journal_title", p.journal), ("citation_doi", p.doi if has_doi else ""),
                     ("citation_volume", p.volume if has_vol else ""), ("citation_issue", p.issue if has_vol else ""),
                     ("citation_firstpage", p.first_page if has_vol else ""), ("citation_keywords", "; ".join(p.keywords)),
                     ("citation_abstract_html_url", f"https://repo.example.org/handle/{handle}")])
    row = truth_row(page_id, "dspace", p, date=p.iso, volume=has_vol, issue=has_vol, references=False, doi=has_doi)
    _no_affiliations(p, row)
    return page(f"{p.title}", metas, body), row


# ----------------------------------------------------------------------------- EPrints 3
def eprints(page_id: str, rng: random.Random) -> Result:
    """EPrints 3 abstract page: ``h1.ep_tm_pagetitle``; the citation paragraph with
    ``person_name`` spans ("Smith, John and Garcia, Maria (2019) <em>Title.</em> Journal, 12
    (3). pp. 45-67. ISSN"); the document block; "Official URL"; ``<h2>Abstract</h2>``; the
    metadata table (Item Type, Uncontrolled Keywords, Subjects, Divisions, Depositing User —
    a name that is not an author —, Date Deposited, Last Modified, DOI, URI)."""
    p = make_paper(rng, n_refs=(0, 0))
    eid = rng.randint(100, 60000)
    host = rng.choice(["eprints.whiterose.ac.uk", "eprints.soton.ac.uk", "eprints.lse.ac.uk", "strathprints.strath.ac.uk",
                       "eprints.qut.edu.au", "oro.open.ac.uk"])
    precision = rng.choice(["year", "month", "day"])
    date_iso = {"year": f"{p.year}", "month": f"{p.year}-{p.month:02d}", "day": p.iso}[precision]
    has_doi = rng.random() < 0.75
    has_vol = rng.random() < 0.85
    names = [f'<span class="person_name">{esc(a.inverted)}</span>' for a in p.authors]
    who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    cite = (f'{who} ({p.year}) <em>{esc(p.title)}.</em> {esc(p.journal)}'
            + (f', {p.volume} ({p.issue}). pp. {p.first_page}-{p.last_page}' if has_vol else '')
            + f'. ISSN {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}')
    deposited = _later(rng, (p.year, p.month, p.day), (10, 700))
    modified = _later(rng, deposited, (10, 900))

    def stamp(t: tuple[int, int, int]) -> str:
        return f"{t[2]:02d} {MON3[t[1] - 1]} {t[0]} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"

    depositor = f"{rng.choice(['Dr', 'Ms', 'Mr', 'Prof'])} {_person(rng)}"
    meta_rows = [("Item Type:", "Article"),
                 *([("Uncontrolled Keywords:", esc(", ".join(p.keywords)))] if p.keywords else []),
                 ("Subjects:", f"{rng.choice(['Q Science &gt; QC Physics', 'H Social Sciences &gt; HB Economic Theory', 'T Technology &gt; TA Engineering (General)', 'R Medicine &gt; R Medicine (General)'])}"),
                 ("Divisions:", f"Faculty of {rng.choice(['Science', 'Engineering', 'Social Sciences'])} &gt; School of {rng.choice(['Physics', 'Chemistry', 'Economics', 'Education'])}"),
                 ("Depositing User:", f'<span class="ep_name_citation"><span class="person_name">{esc(depositor)}</span></span>'),
                 ("Date Deposited:", stamp(deposited)), ("Last Modified:", stamp(modified)),
                 *([("DOI:", esc(p.doi))] if has_doi else []),
                 ("URI:", f'<a href="https://{host}/id/eprint/{eid}">https://{host}/id/eprint/{eid}</a>')]
    table = "".join(f'<tr><th align="right">{k}</th><td valign="top">{v}</td></tr>' for k, v in meta_rows)
    fname = f"{p.authors[0].family.replace(' ', '_')}_{p.year}.pdf"
    body = (
        f'<div class="ep_tm_header ep_noprint"><div class="ep_tm_site_logo"><a href="https://{host}/" title="{host}">'
        '<img alt="Repository logo" src="/images/sitelogo.png"></a></div><ul class="ep_tm_menu"><li><a href="/">Home</a></li>'
        '<li><a href="/information.html">About</a></li><li><a href="/view/">Browse</a></li><li><a href="/cgi/search/advanced">Search</a></li>'
        '<li><a href="/policies.html">Policies</a></li></ul><table class="ep_tm_searchbar"><tr><td><ul class="ep_tm_key_tools" id="ep_tm_menu_tools">'
        '<li><a href="/cgi/users/home">Login</a></li></ul></td><td><form method="get" accept-charset="utf-8" action="/cgi/search">'
        '<input class="ep_tm_searchbarbox" size="20" type="text" name="q"><input class="ep_tm_searchbarbutton" value="Search" type="submit" name="_action_search">'
        '</form></td></tr></table></div>'
        '<div class="ep_tm_page_content"><h1 class="ep_tm_pagetitle">' + esc(p.title) + '</h1>'
        '<div class="ep_summary_content"><div class="ep_summary_content_left"></div><div class="ep_summary_content_right"></div>'
        '<div class="ep_summary_content_top"></div><div class="ep_summary_content_main">'
        f'<p style="margin-bottom: 1em">{cite}</p>'
        '<table style="margin-bottom: 1em"><tr><td valign="top" style="text-align:center"><a class="ep_document_link" '
        f'href="https://{host}/{eid}/1/{fname}"><img class="ep_doc_icon" alt="[thumbnail of {esc(fname)}]" src="/style/images/fileicons/application_pdf.png" border="0"></a></td>'
        f'<td valign="top"><span class="ep_document_citation"><span class="document_format">Text</span><br><span class="document_filename">{esc(fname)}</span>'
        f' - {rng.choice(["Accepted Version", "Published Version"])}<br>Available under License Creative Commons Attribution.</span><br>'
        f'<a href="https://{host}/{eid}/1/{fname}" class="ep_document_link">Download ({rng.randint(100, 3000)}kB)</a> | '
        '<a href="#" class="ep_document_link">Preview</a></td></tr></table>'
        + (f'<div style="margin-bottom: 1em">Official URL: <a href="https://doi.org/{p.doi}">https://doi.org/{p.doi}</a></div>' if has_doi and rng.random() < 0.7 else "")
        + f'<h2>Abstract</h2><p style="text-align: left; margin: 1em auto 0em auto">{esc(p.abstract)}</p>'
        f'<table style="margin-bottom: 1em; margin-top: 1em;" cellpadding="3">{table}</table>'
        '<h2 id="actions">Actions (login required)</h2><table class="ep_summary_page_actions"><tr><td>'
        f'<a href="/cgi/users/home?screen=EPrint%3A%3AView&amp;eprintid={eid}"><img src="/style/images/action_view.png" title="View Item" '
        'alt="View Item" class="ep_form_action_icon" role="button"></a></td><td>View Item</td></tr></table>'
        '</div><div class="ep_summary_content_bottom"><div class="ep_summary_box" id="ep_summary_box_altmetric"><div class="ep_summary_box_title">'
        'Altmetric</div></div></div><div class="ep_summary_content_after"></div></div></div>'
        '<div class="ep_tm_footer ep_noprint"><div class="ep_tm_eprints_logo"><a href="http://eprints.org/software/">'
        '<img alt="EPrints Logo" src="/images/eprintslogo.png"></a></div><div>' + host + ' is powered by <em><a href="http://eprints.org/software/">EPrints 3.4</a></em> '
        'which is developed by the <a href="https://www.ecs.soton.ac.uk/">School of Electronics and Computer Science</a> at the University of Southampton. '
        '<a href="/eprints/">More information and software credits</a>.</div></div>')
    date_meta = date_iso.replace("-", "/")
    metas = _tags([("eprints.creators_name", a.inverted) for a in p.authors]
                  + [("eprints.type", "article"), ("eprints.date", date_iso), ("eprints.id_number", p.doi if has_doi else ""),
                     ("eprints.title", p.title), ("eprints.abstract", p.abstract),
                     ("eprints.keywords", ", ".join(p.keywords)), ("eprints.publication", p.journal),
                     ("eprints.volume", p.volume if has_vol else ""), ("eprints.number", p.issue if has_vol else ""),
                     ("DC.title", p.title)] + [("DC.creator", a.inverted) for a in p.authors]
                  + [("DC.date", date_iso), ("DC.description", p.abstract)]
                  + [("citation_title", p.title)] + _authors_meta(p, inverted=True, institutions=False)
                  + [("citation_publication_date", date_meta), ("citation_journal_title", p.journal),
                     ("citation_volume", p.volume if has_vol else ""), ("citation_issue", p.issue if has_vol else ""),
                     ("citation_firstpage", p.first_page if has_vol else ""), ("citation_lastpage", p.last_page if has_vol else ""),
                     ("citation_doi", p.doi if has_doi else ""), ("citation_abstract", p.abstract),
                     ("citation_keywords", "; ".join(p.keywords))])
    row = truth_row(page_id, "eprints", p, date=date_meta, date_iso=date_iso, volume=has_vol, issue=has_vol,
                    references=False, doi=has_doi)
    _no_affiliations(p, row)
    return page(f"{p.title} - {host}", metas, body), row


# ----------------------------------------------------------------------------- Zenodo (InvenioRDM)
def zenodo(page_id: str, rng: random.Random) -> Result:
    """Zenodo record (InvenioRDM): "Published March 12, 2020 | Version v1" and the
    resource type label above the title, creators as links with affiliation tooltips and a
    numbered affiliation list, the Description, Keywords and subjects, the DOI badge (its
    text in the image's alt), "Cite all versions" with the concept DOI, the Versions list
    and the citation box."""
    p = make_paper(rng, n_refs=(0, 20))
    rec = rng.randint(10**6, 14 * 10**6)
    concept = rec - rng.randint(1, 50)
    p.doi = f"10.5281/zenodo.{rec}"
    kind = rng.choice(["Journal article", "Preprint", "Publication", "Conference paper"])
    version = rng.choice(["v1", "v1", "v2", "1.0", ""])
    is_article = kind == "Journal article"
    aff_list = p.affiliations
    creators = "".join(
        f'<li class="creatibutor-wrap separated"><a class="ui creatibutor-link" data-tooltip="{esc(aff_list[a.affiliations[0]])}" '
        f'href="/search?q=metadata.creators.person_or_org.name:%22{esc(a.inverted)}%22"><span class="creatibutor-name">{esc(a.inverted)}</span>'
        f'<sup class="font-tiny">{",".join(str(i + 1) for i in a.affiliations)}</sup></a>'
        + (f'<a href="https://orcid.org/0000-000{rng.randint(1, 3)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}" aria-label="ORCID">'
           '<img class="ml-5 inline-id-icon" src="/static/images/orcid.svg" alt="ORCID icon"></a>' if rng.random() < 0.5 else "")
        + '</li>' for a in p.authors)
    affs = "".join(f'<li><sup>{k + 1}</sup> {esc(x.split(", ", 1)[1].rsplit(", ", 2)[0])}</li>' for k, x in enumerate(aff_list))
    pub = f"{MONTHS[p.month - 1]} {p.day}, {p.year}"
    kws = "".join(f'<li class="item"><a class="ui small basic label" href="/search?q=metadata.subjects.subject:%22{esc(k)}%22">{esc(k)}</a></li>' for k in p.keywords)
    versions = "".join(f'<div class="item version{" active" if k == 0 else ""}"><div class="left floated content"><a href="/records/{rec - k * 3}" class="text-break">'
                       f'Version {max(1, 3 - k) if version else ""}</a><small class="text-muted">10.5281/zenodo.{rec - k * 3}</small></div>'
                       f'<div class="right floated content"><small class="text-muted">{MON3[max(0, p.month - 1 - k)]} {p.day}, {p.year}</small></div></div>'
                       for k in range(rng.randint(1, 3)))
    refs = ("<section id=\"references\" class=\"rel-mt-2\"><h2 id=\"references-accordion-trigger\">References</h2><ul>"
            + "".join(f"<li>{esc(r)}</li>" for r in p.references) + "</ul></section>") if p.references else ""
    journal_box = (f'<dt class="ui tiny header">Journal</dt><dd>{esc(p.journal)}, {p.volume}({p.issue}), {p.first_page}-{p.last_page}</dd>'
                   if is_article else "")
    first_n = ", ".join(f"{a.family}, {a.given[0]}." for a in p.authors[:3])
    body = (
        '<header class="theme header"><div class="outer-navbar"><div class="ui container invenio-header-container"><nav id="invenio-nav" class="ui inverted menu">'
        '<div class="item logo"><a class="logo-link" href="/"><img class="ui image rdm-logo" src="/static/images/invenio-rdm.svg" alt="Zenodo home"></a></div>'
        '<div class="item search-bar"><form action="/search" role="search"><input placeholder="Search records..." name="q"></form></div>'
        '<a role="menuitem" class="item" href="/communities">Communities</a><a role="menuitem" class="item" href="/me/uploads">My dashboard</a>'
        '<div class="right menu item"><a href="/login/" class="ui button auth-button">Log in</a><a href="/signup/" class="ui button signup">Sign up</a></div></nav></div></div></header>'
        '<main id="main"><div class="invenio-page-body"><section id="banners" class="banners" aria-label="Information banner"></section>'
        '<div class="ui container"><div class="ui relaxed grid"><div class="sixteen wide mobile sixteen wide tablet eleven wide computer column">'
        '<div class="ui grid middle aligned"><div class="two column row"><div class="left floated left aligned column">'
        f'<span class="ui" title="Publication date">Published {pub}</span>'
        + (f' <span class="label text-muted"> | Version {version}</span>' if version else "")
        + f'</div><div class="right floated right aligned column"><span role="note" class="ui label horizontal small neutral mb-5">{kind}</span>'
        '<span role="note" class="ui label horizontal small access-status open mb-5"><i class="icon unlock"></i><span>Open</span></span></div></div></div>'
        f'<div class="row ui accordion affiliations"><div class="sixteen wide mobile twelve wide tablet thirteen wide computer column">'
        f'<h1 id="record-title" class="wrap-overflowing-text">{esc(p.title)}</h1>'
        f'<section id="creatibutors" aria-label="Creators and contributors"><div class="ui grid"><div class="row ui accordion affiliations">'
        f'<div class="sixteen wide mobile twelve wide tablet thirteen wide computer column mb-10"><h3 class="sr-only">Creators</h3>'
        f'<ul class="creatibutors">{creators}</ul></div><div class="ui sixteen wide tablet three wide computer column title right aligned">'
        '<button class="ui affiliations-button trigger button mini mr-0" aria-controls="creators-affiliations" aria-expanded="false">Show affiliations</button></div>'
        f'<section class="ui sixteen wide column content" id="creators-affiliations"><ul>{affs}</ul></section></div></div></section></div></div>'
        f'<section id="description" class="rel-mt-2 rich-input-content" aria-label="Record description"><h2 id="description-heading" class="sr-only">Description</h2>'
        f'<div style="word-wrap: break-word;"><p>{esc(p.abstract)}</p></div></section>'
        '<section id="record-files" class="rel-mt-2 rel-mb-3"><h2 id="files-heading">Files</h2><div class="ui accordion panel mb-10">'
        f'<table class="ui striped table files fluid"><tr><td><a href="/records/{rec}/files/paper.pdf?download=1">paper.pdf</a></td>'
        f'<td>md5:{rng.getrandbits(128):032x}</td><td>{rng.randint(100, 9000) / 10:.1f} kB</td></tr></table></div></section>'
        '<section id="additional-details" class="rel-mt-2"><h2>Additional details</h2><dl class="details-list">'
        + journal_box
        + (f'<dt class="ui tiny header">Keywords and subjects</dt><dd><ul class="ui horizontal list no-bullets subjects">{kws}</ul></dd>' if kws else "")
        + f'<dt class="ui tiny header">Dates</dt><dd>Submitted: {_ymd(_later(rng, (p.year, p.month, p.day), (0, 3)), "-")}</dd>'
        + '</dl></section>' + refs + '</div>'
        '<aside class="sixteen wide tablet five wide computer column sidebar" aria-label="Record details">'
        '<section id="metrics" class="ui segment rdm-sidebar"><div class="ui tiny two statistics"><div class="ui statistic"><div class="value">'
        f'{rng.randint(10, 900)}</div><div class="label">Views</div></div><div class="ui statistic"><div class="value">{rng.randint(10, 900)}</div>'
        '<div class="label">Downloads</div></div></div></section>'
        f'<div class="sidebar-container"><h2 class="ui medium top attached header mt-0">Versions</h2><div id="record-versions" class="ui segment rdm-sidebar bottom attached">'
        f'<div class="ui divided list">{versions}</div><div class="rel-mt-1"><strong class="text-muted">Cite all versions?</strong> You can cite all versions by using the DOI '
        f'<a href="https://doi.org/10.5281/zenodo.{concept}">10.5281/zenodo.{concept}</a>. This DOI represents all versions, and will always resolve to the latest one. '
        '<a href="https://help.zenodo.org/#versioning">Read more</a>.</div></div></div>'
        '<div class="sidebar-container"><h2 class="ui medium top attached header mt-0">Details</h2><div id="record-details" class="ui segment bottom attached rdm-sidebar">'
        f'<dl class="details-list"><dt class="ui tiny header">DOI<dt><dd><span class="get-badge" data-toggle="tooltip" title="Get the DOI badge!">'
        f'<img id="record-doi-badge" data-target="[data-modal=\'{p.doi}\']" src="/badge/DOI/{p.doi}.svg" alt="{p.doi}"></span></dd>'
        f'<dt class="ui tiny header">Resource type</dt><dd>{kind}</dd><dt class="ui tiny header">Publisher</dt><dd>Zenodo</dd></dl></div></div>'
        '<div class="sidebar-container"><h2 class="ui medium top attached header mt-0">Rights</h2><div class="ui segment bottom attached rdm-sidebar">'
        '<span class="title">Creative Commons Attribution 4.0 International</span></div></div>'
        '<div class="sidebar-container"><h2 class="ui medium top attached header mt-0">Citation</h2><div id="record-citation" class="ui segment bottom attached rdm-sidebar">'
        f'<div class="citation-text">{esc(first_n)}{" et al." if len(p.authors) > 3 else ""} ({p.year}). {esc(p.title)}. '
        + (f'{esc(p.journal)}, {p.volume}({p.issue}), {p.first_page}–{p.last_page}. ' if is_article else "")
        + f'Zenodo. https://doi.org/{p.doi}</div><select><option>APA</option><option>Harvard</option></select></div></div>'
        '<div class="sidebar-container"><h2 class="ui medium top attached header mt-0">Export</h2><div class="ui segment bottom attached">'
        '<select><option>JSON</option><option>JSON-LD</option><option>CSL</option><option>DataCite XML</option><option>BibTeX</option></select>'
        '<button class="ui button">Export</button></div></div></aside></div></div></div></main>'
        '<footer id="rdm-footer-element"><div class="footer-top"><div class="ui container app-rdm-footer"><div class="ui equal width stackable grid">'
        '<div class="column"><h2 class="ui inverted small header">About</h2><ul class="ui inverted link list"><li><a class="item" href="https://about.zenodo.org">About</a></li>'
        '<li><a class="item" href="https://about.zenodo.org/policies">Policies</a></li><li><a class="item" href="https://about.zenodo.org/infrastructure">Infrastructure</a></li>'
        '<li><a class="item" href="https://about.zenodo.org/principles">Principles</a></li></ul></div><div class="column"><h2 class="ui inverted small header">Help</h2>'
        '<ul class="ui inverted link list"><li><a class="item" href="https://help.zenodo.org">FAQ</a></li><li><a class="item" href="https://help.zenodo.org/docs/">Docs</a></li></ul></div>'
        '</div></div></div><div class="footer-bottom"><div class="ui container"><p>Powered by <a href="https://www.cern.ch">CERN Data Centre</a> &amp; '
        '<a href="https://inveniordm.docs.cern.ch">InvenioRDM</a></p></div></div></footer>')
    ld = {"@context": "http://schema.org", "@id": f"https://doi.org/{p.doi}", "@type": "ScholarlyArticle" if kind != "Preprint" else "CreativeWork",
          "name": p.title, "description": p.abstract, "datePublished": p.iso, "keywords": list(p.keywords),
          "creator": [{"@type": "Person", "name": a.inverted} for a in p.authors]}
    metas = _tags([("description", p.abstract), ("citation_title", p.title)] + _authors_meta(p, inverted=True, institutions=False)
                  + [("citation_doi", p.doi), ("citation_publication_date", _ymd((p.year, p.month, p.day))),
                     ("citation_keywords", "; ".join(p.keywords)), ("citation_abstract_html_url", f"https://zenodo.org/records/{rec}"),
                     ("citation_pdf_url", f"https://zenodo.org/records/{rec}/files/paper.pdf"), ("DC.description", p.abstract)]
                  + ([("citation_journal_title", p.journal), ("citation_volume", p.volume), ("citation_issue", p.issue)] if is_article else [])
                  + [("citation_reference", r) for r in p.references])
    metas += f'\n<script type="application/ld+json">{json.dumps(ld)}</script>'
    row = truth_row(page_id, "zenodo", p, volume=is_article, issue=is_article)
    row["journal"] = p.journal if is_article else None
    _no_affiliations(p, row)
    return page(f"{p.title}", metas, body), row


# ----------------------------------------------------------------------------- HAL
FR_HEADS = ("Nous montrons que", "Cette étude examine", "Nos résultats indiquent que", "Dans cet article, nous proposons",
            "Les observations établissent que", "Nous étudions")
FR_WORDS = ["transport", "thermique", "des", "couches", "minces", "réseau", "neuronal", "sédiments", "côtiers", "modèles", "robustes", "interfaces", "polymères", "électrolytes", "apprentissage", "dynamique", "urbaine", "protéines", "membranaires", "structure", "quantique"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def _fr_sentence(rng: random.Random) -> str:
    return f"{rng.choice(FR_HEADS)} {' '.join(rng.choice(FR_WORDS) for _ in range(rng.randint(6, 13)))}, dans {rng.randint(2, 95)} % des cas."


def hal(page_id: str, rng: random.Random) -> Result:
    """HAL open archive (hal.science): the document type ("Article dans une revue" /
    "Journal articles"), title, authors with structure superscripts and the structures
    list, French "Résumé" before the English "Abstract" when both exist, the details list
    (Journal, Volume, N° / Issue, Pagination, DOI : ..., Publication date / Date de
    publication), "Déposé le" and HAL identifiers, the formatted citation."""
    p = make_paper(rng, n_refs=(0, 0))
    fr = rng.random() < 0.5
    halid = f"hal-{rng.randint(10**7, 5 * 10**7):08d}"
    has_doi = rng.random() < 0.8
    resume = " ".join(_fr_sentence(rng) for _ in range(rng.randint(3, 6))) if rng.random() < 0.6 else ""
    labs = [a.split(", ")[1] for a in p.affiliations]
    acronyms = [("LPS", "UMR 8502"), ("LIP6", "UMR 7606"), ("IRIT", "UMR 5505"), ("LEMAR", "UMR 6539"),
                ("CEREGE", "UMR 34"), ("ICMPE", "UMR 7182")]
    structs = [(rng.choice(acronyms), lab) for lab in labs]
    authors = ", ".join(
        f'<span class="author"><a href="/search/index/q/*/authFullName_s/{esc(a.name)}">{esc(a.name)}</a> '
        f'<sup>{", ".join(str(i + 1) for i in a.affiliations)}</sup>'
        + (' <a href="https://orcid.org/0000-0002-0000-0000"><img src="/img/orcid.png" alt="ORCID"></a>' if rng.random() < 0.3 else "")
        + '</span>' for a in p.authors)
    struct_list = "".join(f'<li><sup>{k + 1}</sup> <a href="https://hal.science/search/index/q/*/structId_i/{rng.randint(1000, 99999)}">'
                          f'{ac} - {esc(lab)}</a> <span class="text-muted">{num}</span></li>'
                          for k, ((ac, num), lab) in enumerate(structs))
    deposited = _later(rng, (p.year, p.month, p.day), (5, 800))
    dep_date = datetime.date(*deposited)
    if fr:
        L = {"type": "Article dans une revue", "abs_fr": "Résumé", "abs_en": "Abstract", "journal": "Revue", "vol": "Volume",
             "iss": "N°", "pages": "Pagination", "date": "Date de publication", "kw": "Mots-clés", "dom": "Domaines",
             "dep": f"Déposé le : {FR_DAYS[dep_date.weekday()]} {dep_date.day} {FR_MONTHS[dep_date.month - 1]} {dep_date.year}",
             "cite": "Citer", "pub": f"{p.day} {FR_MONTHS[p.month - 1]} {p.year}", "files": "Fichier principal", "lang": "Langue"}
    else:
        L = {"type": "Journal articles", "abs_fr": "Résumé", "abs_en": "Abstract", "journal": "Journal", "vol": "Volume",
             "iss": "Issue", "pages": "Pages", "date": "Publication date", "kw": "Keywords", "dom": "Domains",
             "dep": f"Submitted on : {dep_date.strftime('%A')}, {MONTHS[dep_date.month - 1]} {dep_date.day}, {dep_date.year}",
             "cite": "Cite", "pub": f"{MONTHS[p.month - 1]} {p.day}, {p.year}", "files": "Main file", "lang": "Language"}
    details = [(L["journal"], f'<a href="/search/index/q/*/journalId_i/{rng.randint(1000, 99999)}">{esc(p.journal)}</a>'),
               (L["vol"], p.volume), (L["iss"], p.issue), (L["pages"], f"{p.first_page}-{p.last_page}")]
    if has_doi:
        details.append(("DOI", f'<a href="https://doi.org/{p.doi}">{esc(p.doi)}</a>'))
    details += [(L["date"], L["pub"]), (L["lang"], "English" if not fr else "Anglais"),
                ("HAL Id", f'<a href="https://hal.science/{halid}">{halid}, version {rng.randint(1, 3)}</a>')]
    det = "".join(f'<li><strong>{k}</strong>&nbsp;: {v}</li>' for k, v in details)
    abstracts = ""
    if resume:
        abstracts += f'<div class="abstract"><h3 class="abstract-title">{L["abs_fr"]}</h3><div class="abstract-content" lang="fr"><p>{esc(resume)}</p></div></div>'
    abstracts += f'<div class="abstract"><h3 class="abstract-title">{L["abs_en"]}</h3><div class="abstract-content" lang="en"><p>{esc(p.abstract)}</p></div></div>'
    kws = ("".join(f'<a class="keyword badge" href="/search/index/q/*/keyword_s/{esc(k)}">{esc(k)}</a> ' for k in p.keywords))
    cite = (", ".join(a.name for a in p.authors) + f". {p.title}. <i>{esc(p.journal)}</i>, {p.year}, {p.volume} ({p.issue}), "
            f"pp.{p.first_page}-{p.last_page}." + (f" ⟨{p.doi}⟩" if has_doi else "") + f". ⟨{halid}⟩")
    body = (
        '<header class="hal-header"><nav class="navbar"><a class="navbar-brand" href="https://hal.science/"><img src="/img/hal-logo.svg" alt="HAL open science"></a>'
        '<ul class="navbar-nav"><li><a href="/search">Consulter' if fr else '<header class="hal-header"><nav class="navbar"><a class="navbar-brand" href="https://hal.science/">'
        '<img src="/img/hal-logo.svg" alt="HAL open science"></a><ul class="navbar-nav"><li><a href="/search">Browse') + (
        '</a></li><li><a href="/submit">' + ("Déposer" if fr else "Deposit") + '</a></li><li><a href="/stats">' + ("Statistiques" if fr else "Statistics")
        + '</a></li><li><a href="/doc">Documentation</a></li></ul><form action="/search/index"><input name="q" placeholder="' + ("Rechercher" if fr else "Search")
        + '"></form><a href="/user/login">' + ("Connexion" if fr else "Login") + '</a> <a href="?lang=' + ("en" if fr else "fr") + '">' + ("EN" if fr else "FR")
        + '</a></nav></header>'
        '<main class="container"><div class="row"><div class="col-md-9"><div class="widget widget-document">'
        f'<div class="typdoc"><span class="badge document-type">{L["type"]}</span></div>'
        f'<h1 class="title" lang="en">{esc(p.title)}</h1>'
        f'<div class="authors">{authors}</div>'
        f'<div class="structures"><h4 class="sr-only">Affiliations</h4><ul class="list-unstyled">{struct_list}</ul></div>'
        f'<div class="abstracts">{abstracts}</div>'
        + (f'<div class="keywords"><h3>{L["kw"]}</h3>{kws}</div>' if kws else "")
        + f'<div class="document-details"><ul class="list-unstyled">{det}</ul></div>'
        f'<div class="domains"><h3>{L["dom"]}</h3><ul><li><a href="#">{rng.choice(["Physique [physics]", "Chimie", "Informatique [cs]", "Sciences de l&#39;environnement"])}</a></li></ul></div>'
        f'<div class="citation"><h3>{L["cite"]}</h3><p>{cite}</p></div>'
        f'<div class="deposit-date text-muted">{L["dep"]}</div></div></div>'
        f'<aside class="col-md-3"><div class="widget widget-files"><h3>{L["files"]}</h3><a class="btn btn-primary" href="/{halid}/document">'
        f'<img src="/img/pdf.svg" alt=""> {esc(p.authors[0].family)}{p.year}.pdf</a><span class="text-muted">{rng.randint(200, 9000) / 1000:.2f} Mo</span></div>'
        '<div class="widget widget-metrics"><h3>' + ("Consultations" if fr else "Views") + f'</h3><p>{rng.randint(10, 999)}</p><h3>'
        + ("Téléchargements" if fr else "Downloads") + f'</h3><p>{rng.randint(10, 999)}</p></div>'
        '<div class="widget widget-share"><h3>' + ("Partager" if fr else "Share") + '</h3><a href="#">Gmail</a> <a href="#">Mastodon</a> <a href="#">LinkedIn</a></div>'
        '</aside></div></main>'
        '<footer class="hal-footer"><div class="container"><ul><li><a href="/about">' + ("À propos de HAL" if fr else "About HAL") + '</a></li>'
        '<li><a href="/legal">' + ("Mentions légales" if fr else "Legal notice") + '</a></li><li><a href="/privacy">' + ("Politique de confidentialité" if fr else "Privacy")
        + '</a></li><li><a href="/accessibility">' + ("Accessibilité" if fr else "Accessibility") + '</a></li></ul>'
        '<p>CCSD – Centre pour la Communication Scientifique Directe. HAL is an open archive run by CNRS, Inria and INRAE.</p></div></footer>')
    metas = _tags([("citation_title", p.title)] + _authors_meta(p)
                  + [("citation_journal_title", p.journal), ("citation_publication_date", p.iso),
                     ("citation_volume", p.volume), ("citation_issue", p.issue), ("citation_firstpage", p.first_page),
                     ("citation_lastpage", p.last_page), ("citation_doi", p.doi if has_doi else ""),
                     ("citation_abstract", p.abstract), ("citation_keywords", "; ".join(p.keywords)),
                     ("citation_pdf_url", f"https://hal.science/{halid}/document"), ("DC.language", "en")])
    row = truth_row(page_id, "hal", p, date=p.iso, references=False, doi=has_doi)
    return page(f"{p.title} - {'Archive ouverte HAL' if fr else 'HAL open science'}", metas, body, lang="fr" if fr else "en"), row


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


# ----------------------------------------------------------------------------- bepress Digital Commons
def bepress(page_id: str, rng: random.Random) -> Result:
    """bepress Digital Commons item: each field a ``div.element`` with an ``<h4>`` name and
    a ``<p>`` value (Title, Authors with institution in ``<em>``, Publication Date as "3-1-2020"
    or "Spring 2020", Journal Title / Source Publication, Volume, Issue, First Page, DOI,
    Abstract, Keywords, Recommended Citation), the download box, "Included in" commons,
    PlumX, "Most Popular Papers"."""
    p = make_paper(rng, n_refs=(0, 0))
    host = rng.choice(["digitalcommons.unl.edu", "scholarworks.umass.edu", "ecommons.luc.edu", "scholarship.law.duke.edu",
                       "digitalcommons.usf.edu"])
    series = rng.choice(["Faculty Publications", "Department of Chemistry Papers", "Articles", "Faculty Scholarship"])
    num = rng.randint(1, 900)
    precision = rng.choice(["day", "month", "month", "year"])
    date_shown = {"day": f"{p.month}-{p.day}-{p.year}", "month": f"{p.month}-{p.year}", "year": str(p.year)}[precision]
    date_iso = {"day": p.iso, "month": f"{p.year}-{p.month:02d}", "year": str(p.year)}[precision]
    has_doi = rng.random() < 0.7
    src_label = rng.choice(["Journal Title", "Source Publication", "Publication Title"])
    authors = "<br>".join(
        f'<a href="https://{host}/do/search/?q=author%3A%22{esc(a.name)}%22" title="Search for {esc(a.name)}"><strong>{esc(a.name)}</strong>'
        + (f', <em>{esc(p.affiliations[a.affiliations[0]].split(", ")[1])}</em>' if rng.random() < 0.7 else "") + '</a>'
        for a in p.authors)

    def el(div_id: str, name: str, value: str) -> str:
        return f'<div id="{div_id}" class="element"><h4>{name}</h4><p>{value}</p></div>'

    names = ", ".join(a.inverted for a in p.authors[:-1]) + (" and " if len(p.authors) > 1 else "") + p.authors[-1].inverted
    body = (
        f'<div id="container"><div id="header"><a href="https://{host}" id="banner_link" title="Digital Commons">'
        f'<img id="banner_image" alt="{esc(host)}" src="/assets/md5images/banner.gif"></a></div>'
        '<div id="navigation"><div id="tabs" role="navigation"><ul><li id="tabone"><a href="/" title="Home"><span>Home</span></a></li>'
        '<li id="tabtwo"><a href="/do/search/advanced/" title="Search"><span>Search</span></a></li><li id="tabthree"><a href="/communities.html" title="Browse Collections">'
        '<span>Browse Collections</span></a></li><li id="tabfour"><a href="/cgi/myaccount.cgi" title="My Account"><span>My Account</span></a></li>'
        '<li id="tabfive"><a href="/about.html" title="About"><span>About</span></a></li><li id="tabsix"><a href="http://network.bepress.com" title="Digital Commons Network™">'
        '<span>Digital Commons Network™</span></a></li></ul></div></div>'
        f'<div id="wrapper"><div id="content"><div id="main" class="text"><div id="breadcrumb"><ul class="crumbs"><li><a href="/">Home</a></li>'
        f'<li><a href="/fac">{esc(series.split()[0])}</a></li><li><a href="/facpub">{esc(series)}</a></li><li class="active">{num}</li></ul></div>'
        f'<div id="title" class="element"><h1><a href="https://{host}/facpub/{num}">{esc(p.title)}</a></h1></div>'
        '<a id="alpha-pdf" href="/cgi/viewcontent.cgi?article=1000&amp;context=facpub" class="btn" title="PDF (1.2 MB)">Download</a>'
        f'<div id="authors" class="element"><h4>Authors</h4><p class="author">{authors}</p></div>'
        + el("publication_date", "Publication Date", date_shown)
        + el("source_publication", src_label, esc(p.journal))
        + el("volnum", "Volume", p.volume) + el("issnum", "Issue", p.issue)
        + el("fpage", "First Page", str(p.first_page)) + el("lpage", "Last Page", str(p.last_page))
        + (el("doi", "DOI", f'<a href="https://doi.org/{p.doi}">https://doi.org/{p.doi}</a>' if rng.random() < 0.5 else esc(p.doi)) if has_doi else "")
        + el("abstract", "Abstract", esc(p.abstract))
        + (el("keywords", "Keywords", esc(", ".join(p.keywords))) if p.keywords else "")
        + el("bp_categories", "Disciplines", f'<a href="#">{rng.choice(["Chemistry", "Physics", "Education", "Environmental Sciences"])}</a>')
        + (el("comments", "Comments", f"Copyright {p.year} the authors. Used by permission.") if rng.random() < 0.5 else "")
        + el("recommended_citation", "Recommended Citation",
             f'{esc(names)}, "{esc(p.title)}" ({p.year}). <em>{esc(series)}</em>. {num}.<br>https://{host}/facpub/{num}')
        + '</div><div id="sidebar"><div id="beta_7-3"><div id="download" class="element"><a href="#">Download</a><p>Download Full Text ('
        f'{rng.randint(100, 2000)} KB)</p></div><div id="collections"><h4>Included in</h4><p><a href="#">Chemistry Commons</a>, <a href="#">Physics Commons</a></p></div>'
        f'<div id="plumx"><h4>Metrics</h4><p>Downloads since {MONTHS[rng.randint(0, 11)]} {rng.randint(1, 28)}, {p.year + 1}: {rng.randint(10, 999)}</p></div>'
        '<div id="share"><h4>Share</h4><p>COinS</p></div><div id="most-popular"><h4>Most Popular Papers</h4><ul>'
        + "".join(f'<li><a href="#">{esc(_title(rng))}</a>, {esc(_person(rng))}</li>' for _ in range(3))
        + '</ul></div></div></div></div></div>'
        '<div id="footer"><p><a href="/">Home</a> | <a href="/about.html">About</a> | <a href="/faq.html">FAQ</a> | <a href="/cgi/myaccount.cgi">My Account</a> | '
        '<a href="/accessibility.html">Accessibility Statement</a></p><p class="secondary"><a href="http://www.bepress.com/privacy.html">Privacy</a> '
        '<a href="http://www.bepress.com/copyright_infringement.html">Copyright</a></p><p>Elsevier - Digital Commons</p></div></div>')
    date_meta = date_iso.replace("-", "/")
    pairs: list[tuple[str, Any]] = [("bepress_citation_title", p.title)]
    for a in p.authors:
        pairs.append(("bepress_citation_author", a.inverted))
        pairs.append(("bepress_citation_author_institution", p.affiliations[a.affiliations[0]].split(", ")[1]))
    pairs += [("bepress_citation_date", str(p.year)), ("bepress_citation_journal_title", p.journal),
              ("bepress_citation_volume", p.volume), ("bepress_citation_issue", p.issue),
              ("bepress_citation_firstpage", p.first_page), ("bepress_citation_doi", p.doi if has_doi else ""),
              ("bepress_citation_pdf_url", f"https://{host}/cgi/viewcontent.cgi?article=1000&context=facpub"),
              ("citation_title", p.title)] + _authors_meta(p, inverted=True, institutions=False)
    pairs += [("citation_publication_date", date_meta), ("citation_journal_title", p.journal), ("citation_volume", p.volume),
              ("citation_issue", p.issue), ("citation_firstpage", p.first_page), ("citation_lastpage", p.last_page),
              ("citation_doi", p.doi if has_doi else ""), ("citation_abstract", p.abstract),
              ("citation_keywords", "; ".join(p.keywords)), ("description", p.abstract)]
    row = truth_row(page_id, "bepress", p, date=date_meta, date_iso=date_iso, references=False, doi=has_doi)
    _no_affiliations(p, row)
    return page(f'"{p.title}" by {p.authors[0].name}', _tags(pairs), body), row


# ----------------------------------------------------------------------------- Russian journal / repository
RU_MALE = (("Иван", "Иванович"), ("Сергей", "Петрович"), ("Алексей", "Викторович"), ("Дмитрий", "Сергеевич"),
           ("Николай", "Андреевич"), ("Михаил", "Юрьевич"), ("Андрей", "Николаевич"))
RU_FEMALE = (("Ольга", "Ивановна"), ("Анна", "Сергеевна"), ("Елена", "Викторовна"), ("Мария", "Александровна"),
             ("Татьяна", "Николаевна"), ("Наталья", "Петровна"))
RU_FAMILY = (("Иванов", "Иванова"), ("Петров", "Петрова"), ("Смирнов", "Смирнова"), ("Кузнецов", "Кузнецова"),
             ("Соколов", "Соколова"), ("Попов", "Попова"), ("Лебедев", "Лебедева"), ("Новиков", "Новикова"),
             ("Морозов", "Морозова"), ("Волков", "Волкова"), ("Фёдоров", "Фёдорова"))
RU_TRANSLIT = {"Иванов": "Ivanov", "Петров": "Petrov", "Смирнов": "Smirnov", "Кузнецов": "Kuznetsov", "Соколов": "Sokolov",
               "Попов": "Popov", "Лебедев": "Lebedev", "Новиков": "Novikov", "Морозов": "Morozov", "Волков": "Volkov",
               "Фёдоров": "Fedorov"}
RU_INST = ("Московский государственный университет имени М.В. Ломоносова, Москва, Россия",
           "Санкт-Петербургский государственный университет, Санкт-Петербург, Россия",
           "Новосибирский государственный университет, Новосибирск, Россия",
           "Казанский (Приволжский) федеральный университет, Казань, Россия",
           "Томский политехнический университет, Томск, Россия",
           "Уральский федеральный университет, Екатеринбург, Россия")
RU_JOURNALS = (("Вестник Московского университета. Серия 3. Физика. Астрономия", "physics"),
               ("Известия высших учебных заведений. Химия и химическая технология", "chemistry"),
               ("Вопросы экономики", "economics"), ("Журнал технической физики", "physics"),
               ("Вестник Томского государственного университета", "education"))
RU_FIELD = {"physics": "физике", "chemistry": "химическим наукам", "economics": "экономике и бизнесу", "education": "наукам об образовании"}
RU_TOPICS = ("теплопроводности тонких плёнок", "перовскитных солнечных элементов", "нейронных сетей", "почвенного углерода",
             "береговой эрозии", "денежно-кредитной политики", "полимерных электролитов", "графеновых структур",
             "городского острова тепла", "белковых мембран", "разреженных моделей", "учебных программ")
RU_TITLE = ("Влияние {a} на свойства {b}", "Моделирование {a} и {b}", "Исследование {a} в условиях {b}",
            "О динамике {a}: экспериментальный анализ {b}", "Особенности {a} при изменении {b}")
RU_HEADS = ("В статье рассматриваются особенности", "Показано, что динамика", "Целью работы является исследование",
            "Результаты исследования свидетельствуют о влиянии", "Предложена модель", "Проведён анализ")
RU_KW = ("теплопроводность", "перовскит", "машинное обучение", "почвенный углерод", "учебная программа", "остров тепла",
         "графен", "фолдинг белков", "инфляционное таргетирование", "разреженные модели", "береговая эрозия", "электролиты")


def _ru_sentence(rng: random.Random) -> str:
    return (f"{rng.choice(RU_HEADS)} {rng.choice(RU_TOPICS)} и {rng.choice(RU_TOPICS)} "
            f"в диапазоне {rng.randint(2, 95)}–{rng.randint(96, 400)} единиц, что подтверждается данными {rng.randint(3, 60)} экспериментов.")


def russian(page_id: str, rng: random.Random) -> Result:
    """A Russian journal / repository article page (eLibrary- and CyberLeninka-like): the
    journal line "Том 12, № 3 (2020)", the title, "Авторы" with full names (family name
    first) and numbered affiliations, "Аннотация", "Ключевые слова", the date as
    "Дата публикации: 12.03.2020" or the year only, then the English block (Title,
    transliterated authors "Ivanov I.I.", Abstract, Keywords), "Список литературы" and
    "Похожие статьи"."""
    p = make_paper(rng, n_refs=(0, 25))
    journal, field_ = rng.choice(RU_JOURNALS)
    p.journal = journal
    insts = rng.sample(RU_INST, rng.randint(1, 3))
    p.affiliations = list(insts)
    authors: list[tuple[str, str, list[int]]] = []  # (full name family-first, translit short, affiliations)
    used: set[str] = set()
    for _ in range(rng.randint(1, 5)):
        fam = rng.choice(RU_FAMILY)
        if fam[0] in used:
            continue
        used.add(fam[0])
        female = rng.random() < 0.45
        given, patr = rng.choice(RU_FEMALE if female else RU_MALE)
        family = fam[1] if female else fam[0]
        translit = RU_TRANSLIT[fam[0]] + ("a" if female else "")
        authors.append((f"{family} {given} {patr}", f"{translit} {given[0]}.{patr[0]}.",
                        sorted(rng.sample(range(len(insts)), rng.randint(1, min(2, len(insts)))))))
    p.authors = [Author(n.split(" ", 1)[1], n.split(" ", 1)[0], aff) for n, _, aff in authors]
    en_title = p.title  # make_paper's English title stands for the translation shown below
    p.title = rng.choice(RU_TITLE).format(a=rng.choice(RU_TOPICS), b=rng.choice(RU_TOPICS))
    p.title = p.title[0].upper() + p.title[1:]
    en_abstract = p.abstract
    p.abstract = " ".join(_ru_sentence(rng) for _ in range(rng.randint(3, 7)))
    p.keywords = rng.sample(RU_KW, rng.randint(0, 6))
    en_kws = rng.sample(["thermal conductivity", "perovskite", "machine learning", "soil carbon", "graphene"], len(p.keywords[:5]))
    full_date = rng.random() < 0.5
    date_iso = p.iso if full_date else str(p.year)
    has_doi = rng.random() < 0.6
    shown_names = [n for n, _, _ in authors]
    auth_html = "".join(f'<li><span class="author-name">{esc(n)}</span><sup>{",".join(str(i + 1) for i in aff)}</sup></li>'
                        for n, _, aff in authors)
    affs_html = "".join(f'<li><sup>{k + 1}</sup> {esc(x)}</li>' for k, x in enumerate(insts))
    refs = ("<div class=\"infoblock references\"><h2><span>Список литературы</span></h2><ol>"
            + "".join(f"<li>{esc(r)}</li>" for r in p.references) + "</ol></div>") if p.references else ""
    similar = "".join(f'<li><a href="/article/n/{rng.randint(1000, 99999)}">{esc(rng.choice(RU_TITLE).format(a=rng.choice(RU_TOPICS), b=rng.choice(RU_TOPICS)).capitalize())}</a>'
                      f'<span class="similar-authors">{esc(rng.choice(RU_FAMILY)[0])} {rng.choice("АВГДЕИКМНОПС")}.{rng.choice("АВГДЕИКМНОПС")}.</span>'
                      f'<span class="similar-year">{rng.randint(2005, 2024)}</span></li>' for _ in range(5))
    body = (
        '<header class="header"><div class="logo"><a href="/"><img src="/images/logo.svg" alt="Научная электронная библиотека"></a></div>'
        '<nav class="top-menu"><ul><li><a href="/journals">Журналы</a></li><li><a href="/articles">Статьи</a></li><li><a href="/authors">Авторы</a></li>'
        '<li><a href="/about">О проекте</a></li><li><a href="/contacts">Контакты</a></li></ul></nav>'
        '<form class="search" action="/search"><input name="q" placeholder="Поиск по научным статьям"><button>Найти</button></form>'
        '<div class="login"><a href="/login">Вход</a> | <a href="/register">Регистрация</a></div></header>'
        '<main class="main" itemscope itemtype="http://schema.org/ScholarlyArticle"><div class="breadcrumbs"><a href="/">Главная</a> / '
        f'<a href="/journal/n/{rng.randint(100, 999)}">{esc(journal)}</a> / <span>Том {p.volume}, № {p.issue} ({p.year})</span></div>'
        f'<div class="journal-line"><a href="/journal/n/{rng.randint(100, 999)}">{esc(journal)}</a>. {p.year}. Том {p.volume}, № {p.issue}. '
        f'С. {p.first_page}–{p.last_page}.</div>'
        f'<div class="rubric">Текст научной статьи по специальности «{RU_FIELD[field_].capitalize() if field_ != "physics" else "Физика"}»</div>'
        f'<h1><i itemprop="headline">{esc(p.title)}</i></h1>'
        f'<div class="infoblock authors"><h2 class="right-title"><span>Авторы</span></h2><ul class="author-list">{auth_html}</ul>'
        f'<ul class="affiliations">{affs_html}</ul></div>'
        '<div class="infoblock meta"><table class="article-meta">'
        f'<tr><td class="label">Журнал</td><td>{esc(journal)}</td></tr>'
        f'<tr><td class="label">Выпуск</td><td>Том {p.volume}, № {p.issue} ({p.year})</td></tr>'
        + (f'<tr><td class="label">Дата публикации</td><td>{p.day:02d}.{p.month:02d}.{p.year}</td></tr>' if full_date
           else f'<tr><td class="label">Год</td><td><time itemprop="datePublished">{p.year}</time></td></tr>')
        + f'<tr><td class="label">Поступила в редакцию</td><td>{p.received[2]:02d}.{p.received[1]:02d}.{p.received[0]}</td></tr>'
        + (f'<tr><td class="label">DOI</td><td><a href="https://doi.org/{p.doi}">{esc(p.doi)}</a></td></tr>' if has_doi else "")
        + f'<tr><td class="label">УДК</td><td>{rng.randint(100, 999)}.{rng.randint(1, 99)}</td></tr>'
        '<tr><td class="label">Область наук</td><td>' + RU_FIELD[field_] + '</td></tr></table></div>'
        + ('<div class="infoblock keywords"><h2><span>Ключевые слова</span></h2><i itemprop="keywords">'
           + " / ".join(f"<span>{esc(k)}</span>" for k in p.keywords) + '</i></div>' if p.keywords else "")
        + f'<div class="infoblock abstract"><h2><span>Аннотация научной статьи по {RU_FIELD[field_]}, автор научной работы — '
        f'{esc(shown_names[0])}</span></h2><p itemprop="description">{esc(p.abstract)}</p></div>'
        f'<div class="infoblock similar"><h2><span>Похожие темы научных работ по {RU_FIELD[field_]}</span></h2><ul>{similar}</ul></div>'
        '<div class="infoblock english" lang="en"><h2><span>Title</span></h2>'
        f'<p class="en-title">{esc(en_title)}</p><p class="en-authors">{esc(", ".join(t for _, t, _ in authors))}</p>'
        f'<h2><span>Abstract</span></h2><p>{esc(en_abstract)}</p>'
        + (f'<h2><span>Keywords</span></h2><p>{esc(", ".join(en_kws))}</p>' if en_kws else "")
        + '</div>' + refs
        + f'<div class="infoblock cite"><h2><span>Для цитирования</span></h2><p>{esc(", ".join(t for _, t, _ in authors))} '
        f'{esc(p.title)} // {esc(journal)}. {p.year}. Т. {p.volume}, № {p.issue}. С. {p.first_page}–{p.last_page}.'
        + (f' DOI: {esc(p.doi)}' if has_doi else "") + '</p></div></main>'
        '<footer class="footer"><ul><li><a href="/about">О проекте</a></li><li><a href="/policy">Политика конфиденциальности</a></li>'
        '<li><a href="/terms">Пользовательское соглашение</a></li><li><a href="/contacts">Контакты</a></li></ul>'
        f'<p>© {rng.randint(2018, 2024)} Научная электронная библиотека. Все права защищены.</p>'
        '<p>Мы используем файлы cookie. <a href="/cookies">Подробнее</a></p></footer>')
    pairs: list[tuple[str, Any]] = [("citation_title", p.title)]
    for (n, _, aff) in authors:
        pairs.append(("citation_author", n))
        pairs += [("citation_author_institution", insts[i]) for i in aff]
    pairs += [("citation_journal_title", journal), ("citation_publication_date", date_iso.replace("-", "/")),
              ("citation_volume", p.volume), ("citation_issue", p.issue), ("citation_firstpage", p.first_page),
              ("citation_lastpage", p.last_page), ("citation_doi", p.doi if has_doi else ""), ("citation_language", "ru"),
              ("citation_abstract", p.abstract), ("citation_keywords", "; ".join(p.keywords))]
    pairs += [("citation_reference", r) for r in p.references]
    row = truth_row(page_id, "russian", p, date=date_iso.replace("-", "/"), date_iso=date_iso, doi=has_doi)
    row["authors"] = shown_names
    row["author_affiliations"] = [[insts[i] for i in aff] for _, _, aff in authors]
    return page(f"{p.title} – тема научной статьи по {RU_FIELD[field_]}", _tags(pairs), body, lang="ru"), row


TEMPLATES = {"arxiv": arxiv, "biorxiv": biorxiv, "pubmed": pubmed, "europepmc": europepmc, "dspace": dspace,
             "dspace_full": dspace_full, "eprints": eprints, "zenodo": zenodo, "hal": hal, "ssrn": ssrn,
             "bepress": bepress, "russian": russian}
