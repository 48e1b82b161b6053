"""The biomedical indexes' pages: PubMed and a PMC article page as Europe PMC mirrors it
(see :mod:`webextract_testkit.scholarly.repositories`)."""

from __future__ import annotations

import random

from webextract_testkit.scholarly.common import _person, _title, esc, make_paper, page, truth_row
from webextract_testkit.scholarly.repositories.pieces import (
    MON3,
    Result,
    _authors_meta,
    _no_affiliations,
    _short_authors,
    _tags,
)


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
