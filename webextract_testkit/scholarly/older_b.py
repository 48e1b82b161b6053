"""Older designs (2005-2015) and small-society journal sites, as saved landing pages of that
era look: table layouts and div soup, ``<br>``-separated lines, item names in bold with their
text in the same block.  ACS Publications (~2012), IOPscience (~2010), Taylor & Francis
(informaworld / early tandfonline, ~2010) and a small society's hand-made journal site."""

from __future__ import annotations

import random
from typing import Any

from webextract_testkit.scholarly.common import MONTHS, esc, make_paper, meta_tags, page, truth_row


def _set_date(p, ymd: tuple[int, int, int]) -> None:
    """Make ``ymd`` the paper's date of record (the one its meta tags give)."""
    p.year, p.month, p.day = ymd


def _paper(rng: random.Random, years: tuple[int, int], **kw: Any):
    """A random article of the era: drawn again until its year falls in ``years``."""
    while True:
        p = make_paper(rng, **kw)
        if years[0] <= p.year <= years[1]:
            return p


def _related(rng: random.Random, n: int, fmt: str) -> str:
    """Other articles of a sidebar: title, authors, a citation line of the same shape."""
    other = [make_paper(rng, n_refs=(0, 0), n_authors=(1, 3)) for _ in range(n)]
    return "".join(fmt.format(title=esc(o.title), authors=esc(", ".join(a.name for a in o.authors)),
                              year=o.year, volume=o.volume, issue=o.issue, page=o.first_page,
                              date=o.date_text("mdy"), href=f"/doi/abs/{o.doi}") for o in other)


def _sup_authors(p, mark, sep: str = ", ", name=lambda a: esc(a.name), link: str = "") -> str:
    """Author names, each followed by its superscript affiliation markers."""
    out = []
    for a in p.authors:
        n = f'<a href="{link}{esc(a.family)}">{name(a)}</a>' if link else name(a)
        out.append(f'{n}<sup>{",".join(mark(k) for k in a.affiliations)}</sup>')
    return sep.join(out)


def acs2012(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """ACS Publications ~2012 (Atypon, before the 2016 redesign): the citation line
    "J. Phys. Chem. C, 2012, 116 (21), pp 11620–11626" with DOI, "Publication Date (Web)"
    and copyright run together in ``#citation``; author links with ``<sup>`` markers
    (``*`` for the corresponding author), affiliations in ``div.affiliations``; the abstract
    under an "Abstract" heading; no keywords or references on the abstract page."""
    p = _paper(rng, (2008, 2015), n_refs=(0, 0), n_authors=(2, 8), doi_prefix="10.1021")
    p.keywords = []
    p.journal, p.journal_abbrev = "The Journal of Physical Chemistry C", "J. Phys. Chem. C"
    p.volume, p.issue = str(p.year - 1896), str(rng.randint(1, 51))
    p.doi = f"10.1021/{rng.choice(['jp', 'ja', 'nl', 'la', 'ic'])}{p.year % 100 + rng.randint(0, 1):02d}{rng.randint(1000, 9999)}{rng.choice('abcdxz')}"
    site = "ACS Publications"
    letters = "abcdefgh"
    corresponding = rng.randrange(len(p.authors))
    authors = ", ".join(
        f'<a href="/action/doSearch?ContribStored={esc(a.family)}%2C+{esc(a.given[0])}.">{esc(a.name)}</a>'
        f'<sup>{"".join(letters[k] for k in a.affiliations)}{",*" if i == corresponding else ""}</sup>'
        for i, a in enumerate(p.authors))
    if len(p.authors) > 1:
        authors = authors.rsplit(", ", 1)[0] + " and " + authors.rsplit(", ", 1)[1]
    affs = "".join(f'<sup>{letters[k]}</sup> {esc(aff)}<br />' for k, aff in enumerate(p.affiliations))
    web = p.date_text("mdy")
    issue_date = f"{MONTHS[p.month - 1]} {min(28, p.day + rng.randint(7, 21))}, {p.year}"
    related = _related(rng, rng.randint(3, 5),
                       '<li><a href="{href}">{title}</a><br /><span class="authors">{authors}</span><br />'
                       '<span class="citation">J. Phys. Chem. C {year}, {volume} ({issue}), pp {page}</span></li>')
    menu = "".join(f'<td><a href="/{w.lower().replace(" ", "")}">{w}</a></td>'
                   for w in ("ACS Journals", "C&EN", "ACS Books", "CAS", "My Profile", "Log In"))
    body = (
        f'<div id="header"><table id="acsBar" width="100%"><tr><td><a href="http://www.acs.org">'
        f'<img src="/templates/jsp/_style2/_achs/images/acs_logo.gif" alt="ACS"></a></td>{menu}</tr></table>'
        '<div id="journalHeader"><a href="/journal/jpccck"><img alt="The Journal of Physical Chemistry C" '
        'src="/images/jpccck_banner.jpg"></a></div>'
        '<ul id="journalNav"><li><a href="/toc/jpccck/current">Current Issue</a></li><li><a href="/loi/jpccck">Past Issues</a></li>'
        '<li><a href="/toc/jpccck/0/0">ASAP</a></li><li><a href="/page/jpccck/about.html">About the Journal</a></li>'
        '<li><a href="/page/4authors/index.html">Authors &amp; Reviewers</a></li></ul>'
        '<form id="quickSearch" action="/action/doSearch"><input name="searchText" value="Search"> '
        '<select><option>Anywhere</option><option>Title</option><option>Author</option></select>'
        '<input type="submit" value="Go"></form></div>'
        '<div id="leftColumn"><div class="box"><h3>Article Options</h3><ul>'
        f'<li><a href="/doi/full/{p.doi}">Full Text HTML</a></li><li><a href="/doi/pdf/{p.doi}">Hi-Res PDF</a>'
        f'[{rng.randint(300, 4000)} KB]</li><li><a href="/doi/pdfplus/{p.doi}">PDF w/ Links</a></li>'
        '<li><a href="/action/showCitFormats">Citation</a></li><li><a href="/servlet/linkout">Reprints</a></li>'
        '<li><a href="/action/addCitationAlert">Citation Alert</a></li></ul></div>'
        '<div class="box"><h3>Related Content</h3><ul>' + related + '</ul></div></div>'
        '<div id="articleContent"><div id="tocNav"><a href="/doi/abs/prev">&lt; Previous Article</a> | '
        f'<a href="/toc/jpccck/{p.volume}/{p.issue}">Table of Contents</a> | <a href="/doi/abs/next">Next Article &gt;</a></div>'
        f'<div class="articleType">Article</div>'
        f'<div id="citation"><cite>{esc(p.journal_abbrev)}</cite>, {p.year}, <span class="citation_volume">{p.volume}</span>'
        f' ({p.issue}), pp {p.first_page}–{p.last_page}<br />'
        f'<strong>DOI:</strong> {esc(p.doi)}<br />'
        f'<strong>Publication Date (Web):</strong> {web}<br />'
        + (f'<strong>Issue Date:</strong> {issue_date}<br />' if rng.random() < 0.3 else "")
        + f'<strong>Copyright © {p.year} American Chemical Society</strong></div>'
        f'<h1 class="articleTitle">{esc(p.title)}</h1>'
        f'<div id="authors">{authors}</div>'
        f'<div class="affiliations">{affs}</div>'
        f'<div id="correspondence"><sup>*</sup>E-mail: <a href="mailto:x@y.edu">{esc(p.authors[corresponding].family.lower())}@'
        f'{rng.choice(["chem.utoronto.ca", "mail.tsinghua.edu.cn", "kyoto-u.ac.jp"])}</a>. Phone: +1 {rng.randint(200, 999)} '
        f'{rng.randint(100, 999)} {rng.randint(1000, 9999)}.</div>'
        f'<div class="history"><strong>Received:</strong> {p.date_text("mdy", "received")}<br />'
        f'<strong>Revised:</strong> {p.date_text("mdy", "accepted")}</div>'
        f'<div id="abstractBox"><h2>Abstract</h2><img class="abstractImage" src="/appl/literatum/images/abs.gif" '
        f'alt="Abstract Image"><p class="articleBody_abstractText">{esc(p.abstract)}</p></div>'
        '<div id="citedBy"><h3>Cited By</h3><p>This article has been cited by '
        f'{rng.randint(0, 60)} ACS Journal articles (<a href="/doi/citedby/{p.doi}">view</a>).</p></div>'
        '</div>'
        '<div id="footer"><table width="100%"><tr><td><a href="/page/copyright">Copyright © '
        f'{p.year + rng.randint(0, 2)} American Chemical Society</a></td><td><a href="/page/privacy">Privacy Policy</a>'
        ' | <a href="/page/accessibility">Accessibility</a> | <a href="/page/help">Help</a></td>'
        '<td>1155 Sixteenth Street N.W., Washington, DC 20036</td></tr></table>'
        '<p>Partner of: CHORUS, COPE, COUNTER, CrossRef, CrossCheck, ORCID</p></div>')
    # Atypon's ACS pages of the time: dc.* meta (dc.Date: the web publication date) and citation_* tags
    metas = meta_tags(p, dc=True, date_key="citation_publication_date", online_date=False,
                      references=False, keywords=False)
    return page(f"{p.title} - {p.journal_abbrev} ({site})", metas, body), truth_row(page_id, "acs2012", p, keywords=False,
                                                                               references=False)


def iop2010(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """IOPscience ~2010: the reference line "2010 J. Phys. D: Appl. Phys. 43 145301"
    (article number, no issue; the issue only in the breadcrumb "Volume 43, Number 14" and
    in the DOI), "doi: 10.1088/...", "Received ..., in final form ... Published ...",
    authors with numeric superscripts over the affiliation list, "Abstract"; references on
    some pages (those shown on the abstract page of the time as a "References" list)."""
    p = _paper(rng, (2006, 2012), n_refs=rng.choice([(0, 0), (8, 40)]), n_authors=(1, 6))
    p.keywords = []
    p.volume, p.issue = str(p.year - 1967), str(rng.randint(1, 24))
    artno = f"{p.issue.zfill(2)}{rng.randint(1000, 5999)}"
    p.doi = f"10.1088/0022-3727/{p.volume}/{p.issue}/{artno}"
    p.first_page = p.last_page = artno
    jname = "J. Phys. D: Appl. Phys."
    p.journal, p.journal_abbrev = "Journal of Physics D: Applied Physics", jname
    authors = _sup_authors(p, lambda k: str(k + 1), link="/search?author=")
    if len(p.authors) > 1:
        authors = authors.rsplit(", ", 1)[0] + " and " + authors.rsplit(", ", 1)[1]
    affs = "".join(f'<sup>{k + 1}</sup> {esc(a)}<br />' for k, a in enumerate(p.affiliations))
    final = (p.year, max(1, p.month - 1), rng.randint(1, 28))
    refs = ('<div id="references"><h3>References</h3><ol class="references">'
            + "".join(f'<li><a name="r{k}"></a>{esc(r)}<br /><span class="refLinks"><a href="/ref/{k}">CrossRef</a> '
                      f'| <a href="/ads/{k}">ADS</a></span></li>' for k, r in enumerate(p.references, 1))
            + '</ol></div>') if p.references else ""
    related = _related(rng, 4, '<li><a href="{href}">{title}</a><br /><em>{authors}</em><br />'
                               '{year} <i>J. Phys. D: Appl. Phys.</i> <b>{volume}</b> {page}</li>')
    body = (
        '<div id="page"><div id="hdr"><a href="/" id="iopLogo"><img src="/img/iopscience_logo.gif" alt="IOPscience"></a>'
        '<div id="hdrLinks"><a href="/login">Login</a> | <a href="/register">Create account</a> | '
        '<a href="/alerts">Alerts</a> | <a href="/contact">Contact us</a></div>'
        '<ul id="mainNav"><li><a href="/journals">Journals</a></li><li><a href="/books">Books</a></li>'
        '<li><a href="/about">About IOPscience</a></li><li><a href="/authors">Authors</a></li>'
        '<li><a href="/librarians">Librarians</a></li></ul>'
        '<form id="quickSearch" action="/search"><label>Search</label><input name="q"> <input type="submit" value="Go"> '
        '<a href="/search/advanced">Advanced search</a></form></div>'
        f'<div id="breadcrumbs"><a href="/">Home</a> &gt; <a href="/0022-3727">{jname}</a> &gt; '
        f'<a href="/0022-3727/{p.volume}">Volume {p.volume}</a> &gt; <a href="/0022-3727/{p.volume}/{p.issue}">Number {p.issue}</a></div>'
        '<table id="layout" width="100%" cellpadding="0" cellspacing="0"><tr><td id="mainCol" valign="top">'
        f'<div class="journalTitle"><img src="/img/jphysd_banner.gif" alt="{esc(p.journal)}"></div>'
        '<div id="articleOptions"><a href="/fulltext">Full text PDF</a> (' + str(rng.randint(300, 2500)) + ' KB) | '
        '<a href="/refs">References</a> | <a href="/cites">Articles citing this article</a> | '
        '<a href="/export">Export citation and abstract</a></div>'
        f'<h1 class="title">{esc(p.title)}</h1>'
        f'<p class="authors">{authors}</p>'
        f'<p class="affiliations">{affs}</p>'
        f'<p class="email">E-mail: {esc(p.authors[0].family.lower().replace(" ", ""))}@iop-example.ac.uk</p>'
        f'<p class="history">Received {p.date_text("dmy", "received")}, in final form '
        f'{final[2]} {MONTHS[final[1] - 1]} {final[0]}<br />Published {p.date_text("dmy")}</p>'
        f'<p class="citation"><b>Abstract.</b> <a href="/toc">{p.year} <i>{jname}</i> <b>{p.volume}</b> {artno}</a> '
        f'doi: <a href="http://dx.doi.org/{p.doi}">{p.doi}</a></p>'
        f'<div class="abstract"><h3>Abstract</h3><p>{esc(p.abstract)}</p></div>'
        + (f'<p class="pacs"><b>PACS</b><br />{rng.randint(52, 81)}.{rng.randint(10, 80)}.-{rng.choice("abcm")} '
           f'Plasma applications<br />{rng.randint(52, 81)}.{rng.randint(10, 80)}.Fg Thin films</p>' if rng.random() < 0.6 else "")
        + refs
        + '</td><td id="sideCol" valign="top" width="220"><div class="box"><h3>Related articles</h3><ul>'
        + related + '</ul></div><div class="box"><h3>Journal links</h3><ul><li><a href="/0022-3727">Journal home</a></li>'
        '<li><a href="/0022-3727/scope">Scope</a></li><li><a href="/0022-3727/board">Editorial board</a></li>'
        '<li><a href="/0022-3727/submit">Submit an article</a></li></ul></div></td></tr></table>'
        f'<div id="footer"><p>© IOP Publishing {p.year + rng.randint(0, 2)}. <a href="/terms">Terms &amp; conditions</a> | '
        '<a href="/privacy">Privacy policy</a> | <a href="/cookies">Cookies</a></p>'
        '<p>IOPscience is a registered trademark of IOP Publishing Ltd.</p></div></div>')
    metas = meta_tags(p, date_key="citation_publication_date", keywords=False, online_date=False)
    return page(f"{p.title} - IOPscience", metas, body), \
        truth_row(page_id, "iop2010", p, keywords=False)


def tandf2010(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Taylor & Francis ~2010 (informaworld and the first tandfonline): the source line
    "Journal of X, Volume 48, Issue 2, 2010, Pages 234-250" in ``div.citation``,
    "Available online: 15 Feb 2010", "DOI: 10.1080/..." (meta date: the online date),
    authors with affiliation letters a, b, "Abstract", "Keywords:" and a reference list on
    some pages."""
    p = _paper(rng, (2007, 2013), n_refs=rng.choice([(0, 0), (10, 45)]), n_authors=(1, 5), doi_prefix="10.1080")
    p.doi = f"10.1080/{rng.choice(['00207540', '01431161', '09500690', '14786419'])}{rng.randint(900000, 999999)}"
    p.journal = rng.choice(["International Journal of Production Research", "International Journal of Remote Sensing",
                            "International Journal of Science Education", "Philosophical Magazine"])
    _set_date(p, p.online)
    letters = "abcdef"
    authors = _sup_authors(p, lambda k: letters[k], link="/action/doSearch?Contrib=")
    affs = "".join(f'<sup>{letters[k]}</sup> {esc(a)}<br />' for k, a in enumerate(p.affiliations))
    mm = MONTHS[p.month - 1][:3]
    kw = ('<div class="keywords"><b>Keywords:</b> '
          + "; ".join(f'<a href="/action/doSearch?keyword={esc(k)}">{esc(k)}</a>' for k in p.keywords) + '</div>') \
        if p.keywords else ""
    refs = ('<div class="references"><h2>References</h2><ul class="references">'
            + "".join(f'<li id="CIT{k:04d}"><span>{esc(r)}</span> <a href="/servlet/linkout?{k}">[CrossRef]</a> '
                      f'<a href="/isi/{k}">[Web of Science ®]</a></li>' for k, r in enumerate(p.references, 1))
            + '</ul></div>') if p.references else ""
    related = _related(rng, 3, '<li><a href="{href}">{title}</a><br />{authors}<br />'
                               'Volume {volume}, Issue {issue}, {year}</li>')
    body = (
        '<div id="hd"><table width="100%"><tr><td><a href="/"><img src="/templates/jsp/images/tandf_logo.gif" '
        'alt="Taylor &amp; Francis Online"></a></td><td align="right"><a href="/action/showLogin">Log in</a> | '
        '<a href="/action/registration">Register</a> | <a href="/action/showCart">Cart</a></td></tr></table>'
        '<ul id="nav"><li><a href="/">Home</a></li><li><a href="/action/showPublications">Browse</a></li>'
        '<li><a href="/products">Products</a></li><li><a href="/help">Help</a></li></ul>'
        '<form action="/action/doSearch"><input name="AllField"> <input type="submit" value="Search"></form></div>'
        '<div id="bd"><div id="sideNav"><div class="box"><b>Article Tools</b><br />'
        '<a href="/action/addFavoritePublication">Add to shortlist</a><br /><a href="/action/showCitFormats">Download citation</a><br />'
        '<a href="/action/addCitationAlert">Track citations</a><br /><a href="/action/showMailPage">Email this article</a></div>'
        '<div class="box"><b>Related articles</b><ul>' + related + '</ul></div></div>'
        '<div id="mainContent"><div class="tabs"><a class="active" href="#">Abstract</a> | '
        '<a href="/doi/full">Full Text</a> | <a href="/doi/ref">References</a> | <a href="/doi/pdf">PDF</a></div>'
        f'<div class="citation"><a href="/toc/tprs20/{p.volume}/{p.issue}"><b>{esc(p.journal)}</b></a>, '
        f'Volume {p.volume}, Issue {p.issue}, {p.year}, Pages {p.first_page}-{p.last_page}</div>'
        f'<h1>{esc(p.title)}</h1>'
        f'<div class="authors"><b>Authors:</b> {authors}</div>'
        f'<div class="affiliations"><b>Affiliations:</b><br />{affs}</div>'
        f'<div class="pubInfo"><b>DOI:</b> {esc(p.doi)}<br />'
        + (f'<b>Received:</b> {p.date_text("abbr", "received")}<br />' if rng.random() < 0.5 else "")
        + f'<b>Available online:</b> {p.day:02d} {mm} {p.year}<br />'
        f'<b>Published in print:</b> {MONTHS[min(12, p.month + 1) - 1]} {p.year}</div>'
        f'<div class="abstract"><h2>Abstract</h2><p>{esc(p.abstract)}</p></div>'
        + kw + refs
        + '<div class="citedBy"><b>Citing articles:</b> ' + str(rng.randint(0, 40)) + ' <a href="/citedby">View all</a></div>'
        '</div></div>'
        '<div id="ft"><a href="/about">About Taylor &amp; Francis</a> | <a href="/privacy">Privacy Policy</a> | '
        '<a href="/terms">Terms &amp; Conditions</a> | <a href="/accessibility">Accessibility</a><br />'
        f'Copyright © {p.year} Taylor &amp; Francis Group. Registered in England &amp; Wales No. 3099067, '
        '5 Howick Place, London, SW1P 1WG</div>')
    metas = meta_tags(p, dc=True, date_key="citation_publication_date", online_date=False)
    return page(f"Taylor & Francis Online :: {p.title} - {p.journal} - Volume {p.volume}, Issue {p.issue}", metas, body), \
        truth_row(page_id, "tandf2010", p)


def societyjournal(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A small society's hand-made journal site (J-STAGE-era Japanese society style): one
    ``<table>`` holds everything; "Vol. 12 (2014) No. 3 pp. 45-67", "Published: 2014/09/30",
    authors "Taro YAMADA<sup>1)</sup>" with upper-case family names, affiliations
    "1) Department of ...", "Abstract" and "Keywords:" as bold names in the same cell,
    references as a numbered ``<ol>``."""
    p = _paper(rng, (2005, 2015), n_refs=rng.choice([(0, 0), (5, 30)]), n_authors=(1, 5))
    p.volume = str(rng.randint(5, 40))
    p.journal = rng.choice(["Journal of the Society of Applied Thermal Engineering", "Bulletin of the Coastal Research Society",
                            "Transactions of the Society for Learning Sciences"])
    site = p.journal
    if rng.random() < 0.4:  # many small societies registered no DOIs
        p.doi = ""
    authors = _sup_authors(p, lambda k: f"{k + 1})", name=lambda a: f"{esc(a.given)} {esc(a.family.upper())}")
    affs = "<br />".join(f"{k + 1}) {esc(a)}" for k, a in enumerate(p.affiliations))
    kw = (f'<tr><td class="label"><b>Keywords:</b></td><td>{esc(", ".join(p.keywords))}</td></tr>' if p.keywords else "")
    refs = ('<tr><td colspan="2"><b>References</b><ol>' + "".join(f"<li>{esc(r)}</li>" for r in p.references)
            + '</ol></td></tr>') if p.references else ""
    news = "".join(f'<li>{y}.{m:02d}.{d:02d} {esc(t)}</li>' for y, m, d, t in (
        (p.year, rng.randint(1, 12), rng.randint(1, 28), "Call for papers: special issue"),
        (p.year - 1, rng.randint(1, 12), rng.randint(1, 28), "Annual meeting program announced"),
        (p.year - 1, rng.randint(1, 12), rng.randint(1, 28), "Membership fees for the next year")))
    backnum = "".join(f'<a href="/vol{v}/">Vol. {v} ({p.year - int(p.volume) + v})</a><br />'
                      for v in range(int(p.volume), max(0, int(p.volume) - 4), -1))
    body = (
        '<table width="800" border="0" cellspacing="0" cellpadding="0" align="center" bgcolor="#FFFFFF">'
        f'<tr><td colspan="2" bgcolor="#003366"><font color="#FFFFFF" size="5"><b>{esc(site)}</b></font><br />'
        f'<font color="#CCCCCC" size="2">ISSN {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}</font></td></tr>'
        '<tr><td colspan="2" bgcolor="#CCDDEE"><a href="/">Home</a> | <a href="/about.html">About the Society</a> | '
        '<a href="/journal/">Journal</a> | <a href="/meeting/">Meetings</a> | <a href="/member/">Membership</a> | '
        '<a href="/contact.html">Contact</a> | <a href="/ja/">Japanese</a></td></tr>'
        '<tr><td width="170" valign="top" bgcolor="#EEEEEE"><b>Back Numbers</b><br />' + backnum
        + '<br /><b>News</b><ul>' + news + '</ul><a href="/instructions.html">Instructions for Authors</a></td>'
        '<td valign="top"><table width="100%" cellpadding="4">'
        f'<tr><td colspan="2"><font size="2">Vol. {p.volume} ({p.year}) No. {p.issue} pp. {p.first_page}-{p.last_page}</font></td></tr>'
        f'<tr><td colspan="2"><font size="4"><b>{esc(p.title)}</b></font></td></tr>'
        f'<tr><td colspan="2">{authors}</td></tr>'
        f'<tr><td colspan="2"><font size="2">{affs}</font></td></tr>'
        f'<tr><td colspan="2"><font size="2">Received: {p.date_text("slash", "received")} / '
        f'Accepted: {p.date_text("slash", "accepted")}<br />Published: {p.date_text("slash")}</font></td></tr>'
        + (f'<tr><td colspan="2">DOI: <a href="https://doi.org/{p.doi}">{esc(p.doi)}</a></td></tr>' if p.doi else "")
        + f'<tr><td colspan="2"><b>Abstract</b><br />{esc(p.abstract)}</td></tr>'
        + kw
        + '<tr><td colspan="2"><a href="/pdf/' + page_id + '.pdf">[PDF (' + str(rng.randint(200, 3000)) + 'K)]</a></td></tr>'
        + refs
        + '</table></td></tr>'
        f'<tr><td colspan="2" align="center" bgcolor="#CCDDEE"><font size="1">Copyright (C) {p.year} {esc(site.replace("Journal of the ", "The "))}. '
        'All rights reserved.<br />Secretariat: c/o Academic Press Center, Tokyo, Japan</font></td></tr></table>')
    metas = meta_tags(p, date_key="citation_publication_date", online_date=False)
    return page(f"{site} Vol.{p.volume} No.{p.issue}", metas, body), truth_row(page_id, "societyjournal", p, doi=bool(p.doi))


TEMPLATES = {"acs2012": acs2012, "iop2010": iop2010, "tandf2010": tandf2010, "societyjournal": societyjournal}
