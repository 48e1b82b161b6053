"""Science publishers' and societies' article landing pages (their 2015-2022 designs):
APS Physical Review, IOPscience, AIP Scitation, PNAS, Science (AAAS) and the ACM Digital
Library.

Each template lays one generated article out the way that site's page does (the
"Phys. Rev. B 101, 125432 – Published 23 March 2020" line, "Volume 32, Number 12",
"Submitted: / Accepted: / Published Online:", PNAS's "Edited by ..." line and Significance
box, Science's editor's summary, ACM's CCS Concepts and Author Tags), with its own page
chrome; the truth row is what the page's meta tags carry.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from webextract_testkit.scholarly.common import (
    MONTHS,
    Paper,
    _before,
    _fmt,
    _orcid,
    _person,
    _related,
    _sentence,
    _title,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)

LETTERS = "abcdefghijklmnop"


# ----------------------------------------------------------------------------- helpers
def _dated(p: Paper, rng: random.Random, lo: int = 2015, hi: int = 2022) -> Paper:
    """The paper moved into the years ``lo``-``hi`` (issue date; online date before it)."""
    y = rng.randint(lo, hi)
    m, d = rng.randint(1, 12), rng.randint(1, 28)
    online = _before((y, m, d), rng, 5, 25)
    return dataclasses.replace(p, year=y, month=m, day=d, online=online,
                               received=_before(online, rng, 90, 240), accepted=_before(online, rng, 8, 40))


def _pub(p: Paper) -> tuple[int, int, int]:
    return p.year, p.month, p.day


def _related_list(rng: random.Random, n: int, style: str = "dmy", cls: str = "related") -> str:
    return (f'<ul class="{cls}">' + "".join(
        f'<li><a href="/doi/10.{rng.randint(1000, 9999)}/{rng.randint(10000, 99999)}">{esc(t)}</a>'
        f'<div class="meta">{esc(n)}</div><div class="date">{_fmt(d, style)}</div></li>'
        for t, n, d in _related(rng, n)) + "</ul>")


def _initials(name: str) -> str:
    return ".".join(x[0] for x in name.replace("-", " ").split()) + "."


# ----------------------------------------------------------------------------- APS
APS = (("Physical Review B", "Phys. Rev. B", "PhysRevB", 1970, "PRB"),
       ("Physical Review Letters", "Phys. Rev. Lett.", "PhysRevLett", 1958, "PRL"),
       ("Physical Review E", "Phys. Rev. E", "PhysRevE", 1993, "PRE"),
       ("Physical Review Materials", "Phys. Rev. Materials", "PhysRevMaterials", 2017, "PRMATERIALS"),
       ("Physical Review Applied", "Phys. Rev. Applied", "PhysRevApplied", 2014, "PRAPPLIED"))
PHYSH = ("Electronic structure", "Topological insulators", "Phonons", "Thermal conductivity", "Superconductivity",
         "Spin dynamics", "Quantum transport", "Graphene", "Density functional theory", "Critical phenomena",
         "Nonequilibrium statistical mechanics", "Perovskites", "Magnetism", "Condensed Matter, Materials & Applied Physics")


def aps(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """APS journals (journals.aps.org): title, author line, "Phys. Rev. B 101, 125432 –
    Published 23 March 2020"; Abstract, then PhySH (or PACS) headings, the "Received ...;
    revised manuscript received ...; published ..." line, "DOI: https://doi.org/...", the
    Authors & Affiliations tab (superscript letters), References and "Citing Articles" tabs.
    Meta: citation_date is the publication date; many carry no citation_issue."""
    journal, abbrev, code, base, short = rng.choice(APS)
    p = _dated(make_paper(rng, n_authors=(1, 6), n_refs=(0, 60)), rng, max(2015, base + 1))
    half = int(p.month > 6)
    vol = str({"PRB": 2 * (p.year - 2020) + 101 + half, "PRL": 2 * (p.year - 2020) + 124 + half,
               "PRE": 2 * (p.year - 2020) + 101 + half, "PRMATERIALS": p.year - 2016,
               "PRAPPLIED": 2 * (p.year - 2020) + 13 + half}[short])
    iss = str(rng.randint(1, 24) if short != "PRMATERIALS" else rng.randint(1, 12))
    art = f"{int(iss):02d}{rng.randint(1000, 9999)}"
    doi = f"10.1103/{code}.{vol}.{art}"
    with_issue = rng.random() < 0.4
    p = dataclasses.replace(p, journal=journal, journal_abbrev=abbrev, volume=vol, issue=iss if with_issue else "",
                            doi=doi, first_page=art, last_page=art, keywords=[])  # type: ignore[arg-type]
    pub = _pub(p)
    revised = _before(pub, rng, 30, 60)
    authors = ", ".join(f'<a href="/search/field/author/{esc(a.name)}">{esc(a.name)}</a>' for a in p.authors[:-1])
    if len(p.authors) > 1:
        authors += f'{"," if len(p.authors) > 2 else ""} and '
    authors += f'<a href="/search/field/author/{esc(p.authors[-1].name)}">{esc(p.authors[-1].name)}</a>'
    marks = ", ".join(f'{esc(a.name)}<sup>{",".join(LETTERS[k] for k in a.affiliations)}{",*" if i == 0 else ""}</sup>'
                      for i, a in enumerate(p.authors))
    affs = "".join(f'<li><sup>{LETTERS[k]}</sup>{esc(aff)}</li>' for k, aff in enumerate(p.affiliations))
    if p.year <= 2016:
        heads = ('<div class="pacs"><h5>PACS numbers</h5><p>'
                 + ", ".join(f"{rng.randint(61, 78)}.{rng.randint(10, 70)}.{rng.choice('ABCDEFGHJKLMNPR')}{rng.choice('abcdefghjk')}" for _ in range(rng.randint(2, 4)))
                 + '</p></div>')
    else:
        heads = ('<div class="physh-taxonomy"><h5>Physics Subject Headings (PhySH)</h5>'
                 + "".join(f'<div class="physh-line"><span class="physh-facet">{f}</span> '
                           f'<a href="/search/physh?q={esc(c)}" class="physh-concept">{esc(c)}</a></div>'
                           for f, c in zip(("Research Areas", "Physical Systems", "Techniques"), rng.sample(PHYSH, 3)))
                 + '</div>')
    refs = "".join(f'<li><span class="label">{k + 1}.</span><span class="reference">{esc(r)}</span> '
                   f'<a href="#">Google Scholar</a></li>' for k, r in enumerate(p.references))
    cited = rng.randint(0, 40)
    header = ('<div class="site-header"><a href="/" class="logo"><img alt="APS Physics" src="/assets/aps-logo.svg"></a>'
              '<ul class="menu">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Journals", "Help/Feedback", "Journal Search", "Log in", "Sign up"))
              + f'</ul></div><div class="journal-header"><a href="/{short.lower()}"><h1 class="journal-title">{journal}</h1></a>'
              '<ul class="journal-menu">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Highlights", "Recent", "Accepted", "Collections", "Authors", "Referees", "Search", "Press", "About", "Staff"))
              + '</ul></div>')
    main = ('<div class="large-9 columns article-page">'
            '<section class="article-nav"><a href="#">◄ Previous Article</a> | <a href="#">Next Article ►</a></section>'
            f'<div class="panel header-panel"><h3>{esc(p.title)}</h3><h5 class="authors">{authors}</h5>'
            f'<h5 class="pub-info">{abbrev} <b>{vol}</b>, {art} – Published {_fmt(pub, "dmy")}</h5></div>'
            '<ul class="tabs"><li class="active"><a href="#abstract">Abstract</a></li><li><a href="#authors">Authors</a></li>'
            '<li><a href="#figures">Figures</a></li>' + (f'<li><a href="#references">References ({len(p.references)})</a></li>' if p.references else "")
            + f'<li><a href="#citing">Citing Articles ({cited})</a></li></ul>'
            '<div class="article-nav-actions"><a href="#">PDF</a> <a href="#">HTML</a> <a href="#">Export Citation</a></div>'
            f'<section class="article open abstract" id="abstract"><h4 class="title"><span>Abstract</span></h4>'
            f'<div class="content"><p>{esc(p.abstract)}</p>'
            '<div class="abstract-image"><img src="/fig1.png" alt="Figure"></div>'
            + heads
            + f'<div class="pub-history"><p>Received {_fmt(p.received, "dmy")}'
            + (f'; revised manuscript received {_fmt(revised, "dmy")}' if rng.random() < 0.7 else "")
            + f'; published {_fmt(pub, "dmy")}</p></div>'
            f'<p>DOI: <a href="https://doi.org/{doi}">https://doi.org/{doi}</a></p>'
            f'<p class="legal">©{p.year} American Physical Society</p></div></section>'
            f'<section class="article authors" id="authors"><h4 class="title"><span>Authors &amp; Affiliations</span></h4>'
            f'<div class="content"><p>{marks}</p><ul class="no-bullet">{affs}</ul>'
            f'<ul class="no-bullet"><li><sup>*</sup>Corresponding author: {esc(p.authors[0].family.lower().replace(" ", ""))}@example.edu</li></ul></div></section>'
            '<section class="article figures" id="figures"><h4 class="title"><span>Article Text (Subscription Required)</span></h4>'
            '<div class="content"><p>Click to Expand</p></div></section>'
            + (f'<section class="article references" id="references"><h4 class="title"><span>References (Subscription Required)</span></h4>'
               f'<div class="content"><ol class="references">{refs}</ol></div></section>' if p.references else "")
            + '</div>')
    issue_text = f'Vol. {vol}, Iss. {iss} — {_fmt((p.year, p.month, rng.randint(1, 28)), "dmy")}'
    side = ('<div class="large-3 columns sidebar">'
            f'<div class="panel issue"><h6>Issue</h6><p><a href="/{short.lower()}/issues/{vol}/{iss}">{issue_text}</a></p></div>'
            '<div class="panel access"><h6>Access Options</h6><ul><li><a href="#">Buy Article »</a></li><li><a href="#">Log in with individual APS Journal Account »</a></li>'
            '<li><a href="#">Log in with a username/password provided by your institution »</a></li></ul></div>'
            '<div class="panel"><h6>Sign up to receive regular email alerts from ' + journal + '</h6><a href="#">Sign up</a></div>'
            '<div class="panel more-links"><h6>Article Available via CHORUS</h6><a href="#">Download Accepted Manuscript</a></div>'
            '<div class="panel similar"><h6>Similar Articles</h6>' + _related_list(rng, rng.randint(2, 4), "abbr") + '</div></div>')
    foot = ('<footer class="site-footer"><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Journals published by the APS", "Physical Review Letters", "Physical Review X", "Reviews of Modern Physics", "Physics"))
            + '</ul><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("About", "Privacy Policy", "Policies &amp; Practices", "Contact Information", "Join APS"))
            + f'</ul><p>Physical Review® and the Physical Review logo are trademarks of the American Physical Society, registered in the United States, Canada, European Union, and Japan. '
            f'The APS Physics logo and Physics logo are trademarks of the American Physical Society. ©{rng.randint(2021, 2024)} American Physical Society. All rights reserved.</p></footer>')
    metas = meta_tags(p, date_key="citation_date", date_style="slash", online_date=False, keywords=False)
    truth = truth_row(page_id, "aps", p, issue=with_issue, keywords=False)
    return page(f"{abbrev} {vol}, {art} ({p.year}) - {p.title}", metas, header + main + side + foot), truth


# ----------------------------------------------------------------------------- IOPscience
IOP = (("Journal of Physics: Condensed Matter", "J. Phys.: Condens. Matter", "1361-648X", 1988),
       ("Nanotechnology", "Nanotechnology", "1361-6528", 1989),
       ("New Journal of Physics", "New J. Phys.", "1367-2630", 1998),
       ("Environmental Research Letters", "Environ. Res. Lett.", "1748-9326", 2005),
       ("Physics in Medicine &amp; Biology", "Phys. Med. Biol.", "1361-6560", 1955))


def iop(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """IOPscience: article type, title, authors with superscript numbers, "Published 23 March
    2020 • © 2020 IOP Publishing Ltd", "Journal of ..., Volume 32, Number 12", "Citation
    ... 2020 J. Phys.: Condens. Matter 32 125901", "DOI 10.1088/...", metrics, the affiliations
    and dates under "Author affiliations"/"Dates", Abstract, references, related articles."""
    journal, abbrev, issn, base = rng.choice(IOP)
    journal = journal.replace("&amp;", "&")
    p = _dated(make_paper(rng, n_authors=(1, 8), n_refs=(0, 50)), rng)
    vol = str(p.year - base)
    art = f"{int(p.issue):02d}{rng.randint(1000, 9999)}"
    doi = f"10.1088/{issn}/ab{rng.randint(1000, 9999):04x}"
    oa = rng.random() < 0.5
    p = dataclasses.replace(p, journal=journal, journal_abbrev=abbrev, volume=vol, doi=doi,
                            first_page=int(art), last_page=int(art))
    pub = _pub(p)
    authors = "".join(
        f'<span class="nowrap"><span itemprop="author" itemscope itemtype="http://schema.org/Person">'
        f'<a href="/author/{esc(a.family)}" itemprop="name">{esc(a.name)}</a></span>'
        f'<sup>{",".join(str(k + 1) for k in a.affiliations)}</sup>'
        + (f'<a href="https://orcid.org/{_orcid(rng)}" class="orcid"><img alt="ORCID" src="/orcid.png"></a>' if rng.random() < 0.3 else "")
        + ('<span class="nowrap">, </span>' if i < len(p.authors) - 1 else "") + '</span>'
        for i, a in enumerate(p.authors))
    affs = "".join(f'<p class="mb-05"><sup>{k + 1}</sup> {esc(aff)}</p>' for k, aff in enumerate(p.affiliations))
    lic = ("© 2020 The Author(s). Published by IOP Publishing Ltd".replace("2020", str(p.year)) if oa
           else f"© {p.year} IOP Publishing Ltd")
    cite_names = p.authors[0].name + (" et al" if len(p.authors) > 1 else "")
    kws = ""
    if p.keywords:
        kws = ('<div class="wd-jnl-art-keywords"><h3>Keywords</h3><p>'
               + ", ".join(f'<a href="/search?keywords={esc(k)}">{esc(k)}</a>' for k in p.keywords) + '</p></div>')
    refs = "".join(f'<li class="reference"><span class="reference-num">[{k + 1}]</span> {esc(r)} '
                   '<a href="#" class="crossref">Crossref</a> <a href="#">Google Scholar</a></li>' for k, r in enumerate(p.references))
    header = ('<header class="header"><a href="/" class="logo"><img alt="IOPscience" src="/img/iopscience.svg"></a>'
              '<nav class="header-nav"><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Journals", "Books", "Publishing Support", "Login"))
              + '</ul></nav><form action="/nsearch"><input name="terms" placeholder="Search all IOPscience content"><button>Search</button></form></header>'
              f'<div class="wd-jnl-banner"><a href="/journal/{issn}"><h2>{esc(journal)}</h2></a><ul>'
              + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Journal home", "Journal scope", "Editorial Board", "Author guidelines", "Submit an article"))
              + '</ul><p>Purpose-led Publishing is a coalition of three not-for-profit publishers in the field of physical sciences.</p></div>')
    main = ('<div class="page-body"><div class="wd-jnl-art-breadcrumbs"><a href="/journal/' + issn + '">' + esc(journal) + '</a> &gt; '
            f'<a href="/volume/{issn}/{vol}">Volume {vol}</a> &gt; <a href="/volume/{issn}/{vol}/{p.issue}">Number {p.issue}</a></div>'
            f'<main><p class="wd-jnl-art-article-type">{"Paper" if rng.random() < 0.7 else "Topical Review"}</p>'
            + ('<p class="art-access">The following article is <strong>Open access</strong></p>' if oa else "")
            + f'<h1 class="wd-jnl-art-title" itemprop="headline">{esc(p.title)}</h1>'
            f'<div class="wd-jnl-art-author-affil"><p class="mb-05">{authors}</p></div>'
            f'<p class="wd-jnl-art-pub-date">Published {_fmt(pub, "dmy")} • {lic}</p>'
            f'<p class="wd-jnl-art-breadcrumbs"><a href="/journal/{issn}">{esc(journal)}</a>, '
            f'<a href="/volume/{issn}/{vol}">Volume {vol}</a>, <a href="/volume/{issn}/{vol}/{p.issue}">Number {p.issue}</a></p>'
            + (f'<p><strong>Citation</strong> {esc(cite_names)} {p.year} <em>{esc(abbrev)}</em> <b>{vol}</b> {art}</p>'
               f'<p><strong>DOI</strong> <a href="https://doi.org/{doi}">10.1088/{doi.split("/", 1)[1]}</a></p>')
            + f'<div class="wd-jnl-art-metrics"><span>{rng.randint(200, 9000)} Total downloads</span>'
            + (f'<span><a href="#citing">Cited by {rng.randint(1, 60)} articles</a></span>' if rng.random() < 0.6 else "")
            + '<span><img alt="Altmetric" src="/altmetric.png"></span></div>'
            '<div class="btn-multi-block"><a href="#">Download Article PDF</a><a href="#">Figures</a><a href="#">References</a><a href="#">Download PDF</a></div>'
            '<div class="reveal-container"><div class="reveal-trigger"><h3>Author affiliations</h3></div>'
            f'<div class="reveal-content">{affs}</div></div>'
            '<div class="reveal-container"><div class="reveal-trigger"><h3>Dates</h3></div><div class="reveal-content">'
            f'<p><span class="wd-jnl-art-dates">Received {_fmt(p.received, "dmy")}</span></p>'
            + (f'<p>Revised {_fmt(_before(p.accepted, rng, 5, 30), "dmy")}</p>' if rng.random() < 0.6 else "")
            + f'<p>Accepted for publication {_fmt(p.accepted, "dmy")}</p><p>Published {_fmt(pub, "dmy")}</p></div></div>'
            '<div class="article-text wd-jnl-art-abstract cf" itemprop="description"><h2>Abstract</h2>'
            f'<p>{esc(p.abstract)}</p></div>'
            + kws
            + f'<div class="article-content">{"".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in ps) for h, ps in p.body) if oa else "<p>Export citation and abstract <a href=#>BibTeX</a> <a href=#>RIS</a></p>"}</div>'
            + (f'<h2 class="header-anchor">References</h2><ol class="references">{refs}</ol>' if p.references else "")
            + '</main><aside class="wd-jnl-art-sidebar"><h3>You may also like</h3><h4>Journal articles</h4>'
            + "".join(f'<div class="art-list-item"><a href="#">{esc(t)}</a><p class="small">{esc(n)}</p></div>' for t, n, _ in _related(rng, rng.randint(3, 6)))
            + '</aside></div>')
    foot = ('<footer class="footer"><div>' + "".join(f'<a href="#">{w}</a> ' for w in ("IOPscience", "Journals", "Books", "IOP Proceedings", "About IOPscience", "Contact us", "Developing countries access", "IOP Publishing open access policy", "Accessibility"))
            + f'</div><p>This site uses cookies. By continuing to use this site you agree to our use of cookies.</p><p>Copyright {rng.randint(2021, 2024)} IOP Publishing</p>'
            '<a href="#">Terms and conditions</a> <a href="#">Disclaimer</a> <a href="#">Privacy and cookie policy</a></footer>')
    metas = meta_tags(p, date_key="citation_publication_date", date_style="iso", online_date=False)
    truth = truth_row(page_id, "iop", p, date=p.date_text("iso"))
    return page(f"{p.title} - IOPscience", metas, header + main + foot), truth


# ----------------------------------------------------------------------------- AIP Scitation
AIP = (("Journal of Applied Physics", "J. Appl. Phys.", "jap", 1931, "1.5"),
       ("Applied Physics Letters", "Appl. Phys. Lett.", "apl", 1961, "1.5"),
       ("The Journal of Chemical Physics", "J. Chem. Phys.", "jcp", 1932, "1.5"),
       ("AIP Advances", "AIP Advances", "adv", 2010, "1.5"),
       ("Physics of Fluids", "Phys. Fluids", "pof", 1988, "5.0"))
TOPICS = ("Thin films", "Electrical properties and parameters", "Crystal lattices", "Phonons", "Thermal conductivity",
          "Dielectric properties", "Chemical elements", "Fluid flows", "Density functional theory", "Spectroscopy",
          "Magnetic materials", "Semiconductors", "Nanoparticles", "Optical properties")


def aip(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """AIP Publishing on Scitation (Atypon): "J. Appl. Phys. 127, 125101 (2020);
    https://doi.org/10.1063/1.5140432", author names as links whose affiliations are in
    pop-ups, "Submitted: ... • Accepted: ... • Published Online: ...", ABSTRACT, "Topics"
    (subject links, not keywords in the meta), REFERENCES and "CITING ARTICLES" tabs."""
    journal, abbrev, code, _base, _prefix = rng.choice(AIP)
    p = _dated(make_paper(rng, n_authors=(1, 7), n_refs=(0, 55)), rng)
    half = int(p.online[1] > 6)
    vol = str({"jap": p.online[0] - 1893, "apl": 2 * (p.online[0] - 2020) + 116 + half,
               "jcp": 2 * (p.online[0] - 2020) + 152 + half, "adv": p.online[0] - 2010, "pof": p.online[0] - 1988}[code])
    art = f"{int(p.issue):02d}{rng.randint(1000, 9999)}"
    # AIP's DOIs: 10.1063/1.5140432 until mid-2020, then 10.1063/5.0012345
    doi = (f"10.1063/5.00{rng.randint(10000, 99999)}" if p.online[0] >= 2021 or (p.online[0] == 2020 and p.online[1] > 6)
           else f"10.1063/1.5{rng.randint(100000, 199999)}")
    p = dataclasses.replace(p, journal=journal, journal_abbrev=abbrev, volume=vol, doi=doi, first_page=int(art),
                            last_page=int(art), keywords=[])
    online = p.online
    # Scitation's citation_publication_date is the online date: the page shows it as "Published Online".
    p = dataclasses.replace(p, year=online[0], month=online[1], day=online[2])
    pub = _pub(p)
    authors = []
    for i, a in enumerate(p.authors):
        pop = "".join(f'<span class="author-affiliation">{esc(p.affiliations[k])}</span>' for k in a.affiliations)
        authors.append(f'<span class="contrib-author"><a class="entryAuthor" href="/author/{esc(a.family)}%2C+{esc(a.given)}">{esc(a.name)}</a>'
                       + ('<span class="corresponding"><sup>a)</sup></span>' if i == 0 else "")
                       + f'<div class="author-info-popup hidden"><span class="author-name">{esc(a.name)}</span>{pop}'
                       f'<a href="/action/doSearch?ContribAuthorStored={esc(a.name)}">Search for other works by this author on: Scitation</a>'
                       '<a href="#">PubMed</a> <a href="#">Google Scholar</a></div></span>')
    sep = ", "
    author_html = sep.join(authors[:-1]) + (" and " if len(authors) > 1 else "") + authors[-1] if len(authors) > 1 else authors[0]
    topics = rng.sample(TOPICS, rng.randint(2, 6))
    refs = "".join(f'<li class="references__item"><span class="references__number">{k + 1}.</span>'
                   f'<span class="references__note">{esc(r)}</span>, <a href="#">Google Scholar</a> <a href="#">Crossref</a></li>'
                   for k, r in enumerate(p.references))
    citing = "".join(f'<li><a href="#">{esc(t)}</a><div>{esc(n)}</div><div>{esc(_fmt(d, "dmy"))}</div></li>' for t, n, d in _related(rng, rng.randint(0, 4)))
    header = ('<header class="header"><a href="https://aip.scitation.org"><img alt="AIP Publishing" src="/aip-logo.png"></a>'
              '<ul class="quick-links">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Home", "Browse", "Resources", "Institutions", "Publish", "Sign in"))
              + f'</ul><div class="journal-banner"><a href="/journal/{code}"><img alt="{esc(journal)}" src="/{code}-banner.png"></a>'
              + "".join(f'<a href="#">{w}</a>' for w in ("HOME", "BROWSE", "INFO", "FOR AUTHORS", "COLLECTIONS", "SIGN UP FOR ALERTS")) + '</div></header>')
    main = ('<div class="publicationContent"><div class="article-toc-nav">'
            f'<a href="/toc/{code}/{vol}/{p.issue}">Volume {vol}, Issue {p.issue}</a></div>'
            '<div class="publicationContentTitle"><div class="subject">'
            + rng.choice(("Regular Article", "ARTICLES", "Communication", "Tutorial")) + '</div>'
            f'<h3 class="hlFld-Title">{esc(p.title)}</h3></div>'
            f'<div class="entryAuthor all">{author_html}</div>'
            f'<div class="publicationContentCitation">{esc(abbrev)} <b>{vol}</b>, {art} ({p.year}); '
            f'<a href="https://doi.org/{doi}">https://doi.org/{doi}</a></div>'
            f'<div class="publicationContentDates dates">Submitted: {_fmt(p.received, "dmy")} • Accepted: {_fmt(p.accepted, "dmy")} • '
            f'Published Online: {_fmt(pub, "dmy")}</div>'
            '<div class="article-tools"><a href="#">View Online</a> <a href="#">Download PDF</a> <a href="#">Share</a> <a href="#">Tools</a> <a href="#">Reprints &amp; Permissions</a></div>'
            '<ul class="tab-nav"><li><a href="#abstract">Abstract</a></li><li><a href="#fulltext">Full Text</a></li>'
            '<li><a href="#figures">Figures</a></li><li><a href="#references">References</a></li><li><a href="#citing">Citing Articles</a></li></ul>'
            f'<div class="hlFld-Abstract" id="abstract"><div class="sectionInfo abstractSectionHeading">ABSTRACT</div>'
            f'<div class="NLM_paragraph">{esc(p.abstract)}</div></div>'
            '<div class="topicTags"><span class="topics-heading">Topics</span> '
            + "".join(f'<a class="topicTag" href="/topic/{esc(t.lower().replace(" ", "-"))}">{esc(t)}</a>' for t in topics) + '</div>'
            + f'<div class="hlFld-Fulltext" id="fulltext">{"".join(f"<div class=NLM_sec><h4>{esc(h)}</h4>" + "".join(f"<div class=NLM_paragraph>{esc(x)}</div>" for x in ps) + "</div>" for h, ps in p.body[:2])}</div>'
            + (f'<div id="references"><div class="sectionInfo">REFERENCES</div><ol class="references__list">{refs}</ol></div>' if p.references else "")
            + (f'<div id="citing"><div class="sectionInfo">CITING ARTICLES</div><ul>{citing}</ul></div>' if citing else "")
            + f'<div class="author-notes"><p><sup>a)</sup>Author to whom correspondence should be addressed: {esc(p.authors[0].family.lower().replace(" ", ""))}@example.edu</p></div>'
            + f'<div class="copyright">© {p.year} Author(s). Published under license by AIP Publishing.</div></div>')
    side = ('<aside class="sidebar"><div class="most-read"><h3>Most Read</h3>' + _related_list(rng, 3, "dmy")
            + '</div><div class="recommended"><h3>Recommended</h3>' + _related_list(rng, 2, "dmy") + '</div>'
            f'<div class="altmetric"><span>Altmetric</span> {rng.randint(0, 40)}</div></aside>')
    foot = ('<footer><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Resources", "Authors", "Librarians", "Advertisers", "General Information", "About", "Contact", "Privacy Policy", "Terms of Use"))
            + f'</ul><p>Publishers of Science: AIP Publishing LLC</p><p>© {rng.randint(2020, 2022)} AIP Publishing LLC</p></footer>')
    metas = meta_tags(p, date_key="citation_publication_date", online_date=False, keywords=False, references=False,
                      dc=True)
    truth = truth_row(page_id, "aip", p, keywords=False, references=False)
    return page(f"{p.title}: {journal}: Vol {vol}, No {p.issue}", metas, header + main + side + foot), truth


# ----------------------------------------------------------------------------- PNAS
def pnas(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """PNAS (Highwire design): the section ("Research Article", "Biological Sciences /
    Ecology"), title, authors with superscript letters and footnote numbers, an
    affiliations list "aDepartment ...", "Edited by X, University of Y, and approved
    February 5, 2020 (received for review November 1, 2019)" (an editor, not an author),
    "PNAS March 24, 2020 117 (12) 6370-6375; first published March 10, 2020;
    https://doi.org/10.1073/pnas.1919012117", the Significance box before the Abstract,
    keywords, references. Meta: citation_publication_date is the issue date."""
    p = _dated(make_paper(rng, n_authors=(2, 9), n_refs=(5, 60)), rng)
    vol = str(p.year - 1903)
    first = rng.randint(1000, 29000)
    last = first + rng.randint(5, 9)
    doi = f"10.1073/pnas.{(p.year - 1) % 100:02d}{rng.randint(10, 12)}{rng.randint(100000, 999999)}"
    has_kw = rng.random() < 0.8
    p = dataclasses.replace(p, journal="Proceedings of the National Academy of Sciences", journal_abbrev="PNAS",
                            volume=vol, issue=str(min(52, (p.month - 1) * 4 + p.day // 7 + 1)), doi=doi, first_page=first, last_page=last,
                            keywords=(p.keywords or ["thermal transport", "graphene"]) if has_kw else [])
    pub, online = _pub(p), p.online
    edited = rng.random() < 0.75
    editor = _person(rng)
    authors = []
    for i, a in enumerate(p.authors):
        m = ",".join(LETTERS[k] for k in a.affiliations) + (",1" if i == len(p.authors) - 1 else "") + (",2" if i == 0 and rng.random() < 0.3 else "")
        authors.append(f'<span class="highwire-citation-author"><a href="#">{esc(a.name)}</a><sup>{m}</sup></span>')
    author_html = ", ".join(authors[:-1]) + (", and " if len(authors) > 2 else " and ") + authors[-1]
    affs = "".join(f'<li class="aff"><sup>{LETTERS[k]}</sup>{esc(aff)}</li>' for k, aff in enumerate(p.affiliations))
    area = rng.choice(("Biological Sciences", "Physical Sciences", "Social Sciences"))
    sub = {"Biological Sciences": "Ecology", "Physical Sciences": "Applied Physical Sciences", "Social Sciences": "Economic Sciences"}[area]
    signif = " ".join(_sentence(rng) for _ in range(rng.randint(2, 4)))
    kws = ('<ul class="kwd-group"><li class="kwd-title">Keywords:</li>' + "".join(f'<li class="kwd"><a href="#">{esc(k)}</a></li>' for k in p.keywords) + '</ul>') if has_kw else ""
    inits = [_initials(a.name) for a in p.authors]
    contrib = (f'Author contributions: {", ".join(inits[:2])} designed research; {" and ".join(inits[-2:])} performed research; '
               f'{inits[0]} analyzed data; and {inits[0]} wrote the paper.')
    edited_line = (f'<div class="edited-by">Edited by {esc(editor)}, {esc(rng.choice(("University of California, Berkeley, CA", "Princeton University, Princeton, NJ", "Harvard University, Cambridge, MA")))}, '
                   f'and approved {_fmt(p.accepted, "mdy")} (received for review {_fmt(p.received, "mdy")})</div>') if edited else ""
    refs = "".join(f'<li><span class="ref-label">{k + 1}.</span><div class="cit">{esc(r)}</div>'
                   '<div class="cit-extra"><a href="#">CrossRef</a> <a href="#">PubMed</a> <a href="#">Google Scholar</a></div></li>'
                   for k, r in enumerate(p.references))
    header = ('<header><div class="pnas-logo"><a href="/"><img alt="PNAS - Proceedings of the National Academy of Sciences" src="/pnas-logo.svg"></a></div>'
              '<ul class="menu">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Home", "Articles", "Front Matter", "News", "Podcasts", "Authors", "Submit"))
              + '</ul><form><input placeholder="Keyword, Author, or DOI"><button>Search</button></form><a href="#">Log in</a> <a href="#">My Cart</a></header>')
    main = ('<div class="main-content"><div class="pane-highwire-article-citation">'
            f'<div class="article-section-subject"><span>Research Article</span> <a href="#">{area}</a> / <a href="#">{sub}</a></div>'
            f'<h1 class="highwire-cite-title" id="page-title">{esc(p.title)}</h1>'
            f'<div class="highwire-cite-authors">{author_html}</div>'
            f'<div class="highwire-cite-metadata">PNAS {_fmt(pub, "mdy")} {vol} ({p.issue}) {first}-{last}; '
            f'first published {_fmt(online, "mdy")}; <a href="https://doi.org/{doi}">https://doi.org/{doi}</a></div>'
            + edited_line
            + '</div><div class="pane-article-tabs"><a href="#">Article</a> <a href="#">Figures &amp; SI</a> <a href="#">Info &amp; Metrics</a> <a href="#">PDF</a></div>'
            f'<div class="article fulltext-view"><div class="section significance"><h2>Significance</h2><p>{esc(signif)}</p></div>'
            f'<div class="section abstract"><h2>Abstract</h2><p>{esc(p.abstract)}</p></div>'
            + kws
            + "".join(f'<div class="section"><h2>{esc(h.split(". ", 1)[-1])}</h2>' + "".join(f"<p>{esc(x)}</p>" for x in ps) + '</div>' for h, ps in p.body)
            + '<div class="section ack"><h2>Acknowledgments</h2><p>We thank the facility staff for assistance.</p></div>'
            '<div class="section fn-group"><h2>Footnotes</h2><ul>'
            f'<li><sup>1</sup>To whom correspondence may be addressed. Email: {esc(p.authors[-1].family.lower().replace(" ", ""))}@example.edu.</li>'
            f'<li>{esc(contrib)}</li><li>The authors declare no competing interest.</li>'
            + ('<li>This article is a PNAS Direct Submission.</li>' if edited else "")
            + f'<li>This article contains supporting information online at https://www.pnas.org/lookup/suppl/doi:{doi}/-/DCSupplemental.</li>'
            f'<li>Published under the <a href="#">PNAS license</a>.</li></ul></div>'
            f'<div class="affiliations"><h3>Affiliations</h3><ol class="affiliation-list">{affs}</ol></div>'
            f'<div class="section ref-list"><h2>References</h2><ol class="cit-list">{refs}</ol></div></div></div>')
    side = ('<aside class="sidebar"><div class="panel"><h3>This Issue</h3>'
            f'<p><a href="/content/{vol}/{p.issue}">{_fmt(pub, "mdy")}</a></p><p>vol. {vol} no. {p.issue} {first}-{last}</p></div>'
            '<div class="panel"><h3>Article Alerts</h3><a href="#">Email Article</a> <a href="#">Citation Tools</a> <a href="#">Request Permissions</a></div>'
            '<div class="panel"><h3>Related Articles</h3>' + _related_list(rng, rng.randint(2, 4), "mdy") + '</div>'
            '<div class="panel"><h3>Cited by...</h3>' + _related_list(rng, rng.randint(0, 3), "my", "cited-by") + '</div>'
            '<div class="panel"><h3>Trending</h3>' + _related_list(rng, 3, "mdy") + '</div></aside>')
    foot = ('<footer><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Feedback", "Privacy/Legal", "Subscribers", "Authors", "Editorial Board", "Contact", "Site Map", "PNAS Help"))
            + f'</ul><p>Copyright © {rng.randint(2019, 2022)} National Academy of Sciences. Online ISSN 1091-6490</p><p>PNAS is a partner of CHORUS, CLOCKSS, COPE, CrossRef, ORCID, and Research4Life.</p></footer>')
    metas = meta_tags(p, date_key="citation_publication_date", online_date=True, dc=True)
    truth = truth_row(page_id, "pnas", p, keywords=has_kw)
    return page(f"{p.title} | PNAS", metas, header + main + side + foot), truth


# ----------------------------------------------------------------------------- Science
def science(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Science (AAAS, Highwire design): the article type (Report / Research Article), title,
    an editor's summary box (its own headline and text), authors with superscript numbers and
    an affiliations list below, "Science 20 Mar 2020: Vol. 367, Issue 6484, pp. 1338-1342;
    DOI: 10.1126/science.aba1234", a one-paragraph abstract, references and notes; the
    citation date is the issue date (a Friday); some pages "Published online" first."""
    p = _dated(make_paper(rng, n_authors=(2, 12), n_refs=(10, 70)), rng)
    vol = str(347 + (p.year - 2015) * 4 + (p.month - 1) // 3)
    issue = str(6217 + (p.year - 2015) * 52 + (p.month - 1) * 4 + p.day // 7)
    first = rng.randint(20, 1500)
    last = first + rng.randint(3, 6)
    doi = f"10.1126/science.a{rng.choice('abcdz')}{rng.choice('abcdefghijklmnopqrstuvwxyz')}{rng.randint(1000, 9999)}"
    p = dataclasses.replace(p, journal="Science", journal_abbrev="Science", volume=vol, issue=issue, doi=doi,
                            first_page=first, last_page=last, keywords=[])
    pub = _pub(p)
    kind = rng.choice(("Report", "Research Article", "Reports"))
    authors = ", ".join(f'<span class="contributor"><a href="#">{esc(a.name)}</a><sup>{",".join(str(k + 1) for k in a.affiliations)}'
                        f'{",*" if i == len(p.authors) - 1 else ""}</sup></span>' for i, a in enumerate(p.authors))
    affs = "".join(f'<li class="aff"><sup>{k + 1}</sup>{esc(aff)}.</li>' for k, aff in enumerate(p.affiliations))
    summary_head = _title(rng).split(":")[0]
    summary = " ".join(_sentence(rng) for _ in range(rng.randint(2, 4))) + f" <i>Science</i>, this issue p. {first}"
    first_online = rng.random() < 0.4
    notes = "".join(f'<li class="ref"><span class="ref-label">{k + 1}.</span><div class="cit">{esc(r)}</div>'
                    '<div class="cit-extra"><a href="#">CrossRef</a> <a href="#">Web of Science</a> <a href="#">Google Scholar</a></div></li>'
                    for k, r in enumerate(p.references))
    mon = MONTHS[p.month - 1][:3]
    header = ('<header class="header--site"><a href="/"><img alt="Science | AAAS" src="/science-logo.svg"></a>'
              '<ul class="nav">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("News", "Journals", "Topics", "Careers"))
              + '</ul><ul class="journals">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Science", "Science Advances", "Science Immunology", "Science Robotics", "Science Signaling", "Science Translational Medicine"))
              + '</ul><a href="#">Log in</a> <a class="btn" href="#">Become a member</a></header>')
    main = ('<div class="article__wrapper"><article class="primary primary--content">'
            f'<header class="article__header"><div class="overline">{kind}</div>'
            f'<h1 class="article__headline">{esc(p.title)}</h1>'
            f'<div class="contributors"><ul class="contributor-list">{authors}</ul>'
            '<a href="#" class="contributors__toggle">See all authors and affiliations</a></div>'
            f'<div class="meta-line">Science  {p.day:02d} {mon} {p.year}:<br>Vol. {vol}, Issue {issue}, pp. {first}-{last}<br>'
            f'DOI: 10.1126/{doi.split("/", 1)[1]}</div>'
            + (f'<p class="first-published">First published online {_fmt(p.online, "abbr")}</p>' if first_online else "")
            + '</header><div class="article__body">'
            f'<div class="editor-summary section"><h2>{esc(summary_head)}</h2><p>{summary}</p></div>'
            f'<div class="section abstract"><h2>Abstract</h2><p>{esc(p.abstract)}</p></div>'
            + "".join(f'<div class="section"><p>{esc(x)}</p></div>' for _, ps in p.body[:2] for x in ps)
            + f'<div class="section ref-list"><h2>References and Notes</h2><ol>{notes}</ol></div>'
            f'<div class="section ack"><h2>Acknowledgments</h2><p>We thank {esc(_person(rng))} for discussions. <b>Funding:</b> Supported by NSF grant DMR-{rng.randint(1000000, 1999999)}.</p></div>'
            f'<div class="section affiliations"><ol class="affiliation-list">{affs}</ol>'
            f'<p>↵*Corresponding author. Email: {esc(p.authors[-1].family.lower().replace(" ", ""))}@example.edu</p></div>'
            '</div></article>')
    side = ('<aside class="secondary"><div class="pane"><h3>This Issue</h3>'
            f'<img alt="Science cover" src="/cover.gif"><p><a href="#">{_fmt(pub, "abbr")}</a></p><p>Vol {vol}, Issue {issue}</p><a href="#">Table of Contents</a></div>'
            '<div class="pane"><h3>Altmetric</h3><p>' + str(rng.randint(5, 900)) + '</p></div>'
            '<div class="pane"><h3>Related Content</h3>' + _related_list(rng, rng.randint(2, 4), "abbr") + '</div>'
            '<div class="pane"><h3>Related Jobs</h3><ul><li><a href="#">Postdoctoral Fellow</a></li><li><a href="#">Assistant Professor</a></li></ul></div>'
            '<div class="pane"><h3>Read the Latest from Science</h3>' + _related_list(rng, 3, "abbr") + '</div></aside></div>')
    foot = ('<footer><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("About us", "Journals", "Leadership", "Team members", "Work at AAAS", "Advertise", "Authors", "Librarians", "Privacy policy", "Terms of service"))
            + f'</ul><p>© {rng.randint(2020, 2022)} American Association for the Advancement of Science. All rights reserved. AAAS is a partner of HINARI, AGORA, OARE, CHORUS, CLOCKSS, CrossRef and COUNTER.</p>'
            '<p>Science ISSN 1095-9203.</p></footer>')
    metas = meta_tags(p, date_key="citation_publication_date", online_date=first_online, keywords=False, dc=True)
    truth = truth_row(page_id, "science", p, keywords=False)
    return page(f"{p.title} | Science", metas, header + main + side + foot), truth


# ----------------------------------------------------------------------------- ACM Digital Library
ACM = (("ACM Transactions on Graphics", "ACM Trans. Graph.", "TOG", 1982),
       ("ACM Transactions on Software Engineering and Methodology", "ACM Trans. Softw. Eng. Methodol.", "TOSEM", 1992),
       ("ACM Transactions on Computer-Human Interaction", "ACM Trans. Comput.-Hum. Interact.", "TOCHI", 1994),
       ("ACM Computing Surveys", "ACM Comput. Surv.", "CSUR", 1968),
       ("ACM Transactions on Knowledge Discovery from Data", "ACM Trans. Knowl. Discov. Data", "TKDD", 2007))
CCS = ("Computing methodologies → Machine learning", "Computing methodologies → Neural networks",
       "Human-centered computing → Empirical studies in HCI", "Software and its engineering → Software testing and debugging",
       "Information systems → Data mining", "Theory of computation → Graph algorithms analysis",
       "Computer systems organization → Embedded systems", "Security and privacy → Network security")
ACM_TAGS = ("deep learning", "user study", "program repair", "graph neural networks", "crowdsourcing",
            "fairness", "rendering", "anomaly detection", "accessibility", "static analysis", "recommender systems")


def acm(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """ACM Digital Library (the 2020 Atypon design): journal, "Volume 12, Issue 3", the
    article type, title, authors as a list whose affiliations come in pop-ups, "Article
    No.: 45, pp 1–24", "https://doi.org/10.1145/...", "Published: 12 March 2020" with a
    Publication History, ABSTRACT, References, "Cited By", "Index Terms" (CCS Concepts) and
    "Author Tags" (the keywords), Bibliometrics; the meta date is the issue's publication date."""
    journal, abbrev, short, base = rng.choice(ACM)
    p = _dated(make_paper(rng, n_authors=(1, 6), n_refs=(0, 80)), rng)
    vol = str(p.year - base + 1)
    issue = str(rng.randint(1, 6))
    artno = rng.randint(1, 120)
    pages = rng.randint(12, 45)
    doi = f"10.1145/{2900000 + (p.year - 2016) * 110000 + rng.randint(0, 99999)}"
    has_tags = rng.random() < 0.75
    tags = rng.sample(ACM_TAGS, rng.randint(2, 6)) if has_tags else []
    p = dataclasses.replace(p, journal=journal, journal_abbrev=abbrev, volume=vol, issue=issue, doi=doi,
                            first_page=1, last_page=pages, keywords=tags)
    pub = _pub(p)
    authors = "".join(
        f'<li class="loa__item"><a href="#" class="loa__item__name">{esc(a.name)}</a>'
        f'<div class="author-info"><div class="author-name">{esc(a.name)}</div>'
        + "".join(f'<p class="loa_author_inst">{esc(p.affiliations[k])}</p>' for k in a.affiliations)
        + f'<a href="/profile/{rng.randint(81100000000, 81499999999)}">View Profile</a></div>'
        + ('<span class="loa_author_sep">, </span>' if i < len(p.authors) - 1 else "") + '</li>'
        for i, a in enumerate(p.authors))
    ccs = "".join(f'<li class="ccs-item"><a href="#">{esc(c)}</a></li>' for c in rng.sample(CCS, rng.randint(1, 3)))
    refs = "".join(f'<li class="references__item"><span class="references__note">{esc(r)}</span>'
                   '<span class="references__suffix"><a href="#">Digital Library</a> <a href="#">Google Scholar</a></span></li>'
                   for r in p.references)
    cited = _related(rng, rng.randint(0, 4))
    cited_html = "".join(f'<li><span class="citedBy-authors">{esc(n)}</span>. <span class="citedBy-title">{esc(t)}</span> '
                         f'<span class="citedBy-journal">{esc(rng.choice(ACM)[0])}</span>, <span>{_fmt(d, "my")}</span></li>' for t, n, d in cited)
    header = ('<header class="header"><a href="/"><img alt="ACM Digital Library" src="/dl-logo.svg"></a><a href="https://www.acm.org">ACM</a>'
              '<ul class="menubar">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Browse", "About", "Sign in", "Register"))
              + '</ul><ul class="bread">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Journals", esc(journal), f"Vol. {vol}, No. {issue}"))
              + f'</ul><div class="journal-banner"><h2>{esc(journal)}</h2><a href="#">Search within {short}</a></div></header>')
    main = ('<main class="content"><div class="article-citations"><div class="citation">'
            f'<div class="issue-item__citation"><span class="epub-section__title">{esc(journal)}</span>'
            f'<a class="issue-item__detail" href="/toc/{short.lower()}/{vol}/{issue}">Volume {vol}, Issue {issue}</a></div>'
            f'<div class="issue-heading">{rng.choice(("research-article", "survey", "research-article"))}</div>'
            f'<h1 class="citation__title">{esc(p.title)}</h1>'
            f'<div class="citation__authors"><ul class="rlist--inline loa truncate-list" ariaa-label="authors">{authors}</ul></div>'
            f'<div class="issue-item__detail"><span class="epub-section__pagerange">Article No.: {artno}, pp 1–{pages}</span>'
            f'<a class="issue-item__doi" href="https://doi.org/{doi}">https://doi.org/{doi}</a></div>'
            f'<div class="CitationCoverDate"><span>Published:</span> {_fmt(pub, "dmy")} <a href="#pill-information">Publication History</a></div>'
            f'<div class="issue-item__footer"><span class="citation">{rng.randint(0, 90)}citation</span>'
            f'<span class="metric">{rng.randint(100, 9000):,}Downloads</span></div>'
            '<div class="info-panel__formats"><a href="#">PDF</a> <a href="#">eReader</a></div></div></div>'
            f'<div class="article__section article__abstract hlFld-Abstract"><h2 class="section__title">ABSTRACT</h2>'
            f'<div class="abstractSection abstractInFull"><p>{esc(p.abstract)}</p></div></div>'
            + (f'<div class="article__section article__references"><h2 class="section__title">References</h2><ol class="rlist references__list">{refs}</ol></div>' if p.references else "")
            + (f'<div class="article__section cited-by"><h2 class="section__title">Cited By</h2><ul class="cited-by__list">{cited_html}</ul>'
               '<a href="#">View all</a></div>' if cited_html else "")
            + f'<div class="article__section article__index-terms"><h2 class="section__title">Index Terms</h2>'
            f'<ol class="organizational-chart">{ccs}</ol></div>'
            f'<div class="pill-information" id="pill-information"><h3>Information</h3>'
            f'<div class="section"><h4>Published in</h4><p><a href="#">{esc(journal)}</a> Volume {vol}, Issue {issue}<br>'
            f'{MONTHS[p.month - 1]} {p.year}<br>{rng.randint(300, 1200)} pages</p><p>ISSN: {rng.randint(1000, 1999)}-{rng.randint(1000, 9999)}</p>'
            f'<p>EISSN: {rng.randint(1000, 1999)}-{rng.randint(1000, 9999)}</p><p>DOI: 10.1145/{rng.randint(3300000, 3579999)}</p></div>'
            f'<div class="section"><h4>Copyright</h4><p>© {p.year} Association for Computing Machinery.</p></div>'
            '<div class="section"><h4>Publication History</h4><ul class="rlist">'
            f'<li>Received: {_fmt(p.received, "abbr")}</li>'
            + (f'<li>Revised: {_fmt(_before(p.accepted, rng, 5, 40), "abbr")}</li>' if rng.random() < 0.6 else "")
            + f'<li>Accepted: {_fmt(p.accepted, "abbr")}</li><li>Published: {_fmt(pub, "abbr")}</li></ul></div>'
            '<div class="section"><h4>Permissions</h4><p>Request permissions about this article.</p><a href="#">Request Permissions</a></div>'
            '<div class="section"><h4>Check for updates</h4></div>'
            + ('<div class="section"><h4>Author Tags</h4><ol class="rlist organizational-chart">'
               + "".join(f'<li><a href="/keyword/{esc(t)}">{esc(t)}</a></li>' for t in tags) + '</ol></div>' if has_tags else "")
            + '<div class="section"><h4>Qualifiers</h4><ul><li>research-article</li><li>Refereed</li></ul></div></div>'
            '<div class="pill-bibliometrics"><h3>Bibliometrics</h3><dl>'
            f'<dt>Total Citations</dt><dd>{rng.randint(0, 90)}</dd><dt>Total Downloads</dt><dd>{rng.randint(100, 9000):,}</dd>'
            f'<dt>Downloads (Last 12 months)</dt><dd>{rng.randint(10, 900)}</dd><dt>Downloads (Last 6 weeks)</dt><dd>{rng.randint(1, 90)}</dd></dl></div></main>')
    side = ('<aside class="recommended"><h3>Recommendations</h3>'
            + "".join(f'<div class="recommended-item"><a href="#">{esc(t)}</a><p>{esc(rng.choice(ACM)[0])}</p><p>{_fmt(d, "my")}</p><p>{esc(n)}</p></div>'
                      for t, n, d in _related(rng, rng.randint(2, 4)))
            + '</aside>')
    foot = ('<footer class="footer"><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Categories", "Journals", "Magazines", "Books", "Proceedings", "SIGs", "Conferences", "Collections", "People"))
            + f'</ul><p>The ACM Digital Library is published by the Association for Computing Machinery. Copyright © {rng.randint(2020, 2024)} ACM, Inc.</p>'
            '<a href="#">Terms of Usage</a> <a href="#">Privacy Policy</a> <a href="#">Code of Ethics</a></footer>')
    metas = meta_tags(p, date_key="citation_publication_date", online_date=False, dc=True)
    truth = truth_row(page_id, "acm", p, keywords=has_tags)
    return page(f"{p.title} | {journal}", metas, header + main + side + foot), truth


TEMPLATES = {"aps": aps, "iop": iop, "aip": aip, "pnas": pnas, "science": science, "acm": acm}
