"""Item pages of the repository software institutions run: DSpace 6 (simple and full item
record), EPrints 3, Zenodo (InvenioRDM) and bepress Digital Commons (see
:mod:`webextract_testkit.scholarly.repositories`)."""

from __future__ import annotations

import json
import random
from typing import Any

from webextract_testkit.scholarly.common import (
    FAMILY,
    GIVEN,
    MONTHS,
    Paper,
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
    _ymd,
)


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
