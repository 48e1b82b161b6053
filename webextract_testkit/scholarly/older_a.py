"""Older (2005-2014) landing pages of big publishers, as saved pages of that era look:
table layouts, inline styles, ``<font>``, ``<br>``-separated lines, item names in bold
followed by their text in the same block.  ScienceDirect ~2010, Wiley InterScience ~2009,
SpringerLink ~2012 and a HighWire-hosted journal ~2008."""

from __future__ import annotations

import random
from typing import Any

from webextract_testkit.scholarly.common import MONTHS, Paper, esc, make_paper, meta_tags, page, truth_row


def _era(p: Paper, rng: random.Random, lo: int, hi: int) -> Paper:
    """Move the paper's dates into ``lo``..``hi`` (online before the issue, received a year before)."""
    y = rng.randint(lo, hi)
    p.year, p.month, p.day = y, rng.randint(2, 12), rng.randint(1, 28)
    p.online = (y, p.month - 1, rng.randint(1, 28))
    p.received = (y - 1, rng.randint(1, 12), rng.randint(1, 28))
    p.accepted = (y, max(1, p.month - 1 - rng.randint(0, 1)), rng.randint(1, 28))
    return p


def _d(t: tuple[int, int, int], style: str = "dmy") -> str:
    y, m, d = t
    name = MONTHS[m - 1]
    return {"dmy": f"{d} {name} {y}", "abbr": f"{d} {name[:3]} {y}", "mdy": f"{name} {d}, {y}"}[style]


def _letters(k: int) -> str:
    return "abcdefgh"[k]


def _related(rng: random.Random, n: int, fmt: str) -> list[str]:
    """Titles, first authors and years of other articles for sidebars."""
    out = []
    for _ in range(n):
        q = make_paper(rng, n_refs=(0, 0), n_authors=(1, 3))
        out.append(fmt.format(title=esc(q.title), author=esc(q.authors[0].name), fam=esc(q.authors[0].family),
                              journal=esc(q.journal), year=rng.randint(2001, 2009), vol=q.volume))
    return out


def sd2010(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """ScienceDirect ~2010: journal/volume/pages line in a table header, authors with
    superscript letters and "Corresponding author contact information", the history line
    "Received ...; revised ...; accepted .... Available online ...", "doi:10.1016/..." as
    plain text, "Abstract" as ``<h3 class="h3">`` in a div, keywords as a ``<ul>``."""
    p = _era(make_paper(rng, doi_prefix="10.1016", n_refs=(0, 40)), rng, 2006, 2012)
    p.doi = f"10.1016/j.{rng.choice(['jcat', 'actamat', 'envres', 'neuron', 'jmb'])}.{p.online[0]}.{p.online[1]:02d}.{rng.randint(1, 60):03d}"
    auth = ", ".join(
        f'<a href="#" class="authorName">{esc(a.name)}</a><sup><a href="#aff{k}">{",".join(_letters(i) for i in a.affiliations)}</a></sup>'
        + ('<a href="#cor1" title="Corresponding author contact information"><img src="/scidirimg/entity/REcor.gif" '
           'alt="Corresponding author contact information" border="0"></a>' if k == 0 else "")
        for k, a in enumerate(p.authors))
    affs = "".join(f'<p class="affiliation"><sup>{_letters(i)}</sup>{esc(x)}</p>' for i, x in enumerate(p.affiliations))
    revised = (p.received[0], min(12, p.received[1] + rng.randint(1, 3)), rng.randint(1, 28)) if rng.random() < 0.7 else None
    hist = (f"Received {_d(p.received)}" + (f"; revised {_d(revised)}" if revised else "")
            + f"; accepted {_d(p.accepted)}. Available online {_d(p.online)}.")
    kws = ("<div class=\"articleKeywords\"><h3 class=\"h3\">Keywords</h3><ul class=\"keyword\">"
           + "".join(f"<li>{esc(k)}</li>" for k in p.keywords) + "</ul></div>") if p.keywords else ""
    refs = ('<div class="refText"><h3 class="h3">References</h3><ol class="references">'
            + "".join(f'<li><span class="refLabel">{k}</span> {esc(r)} | <a href="#">View Record in Scopus</a> | '
                      f'<a href="#">Cited By in Scopus ({rng.randint(0, 90)})</a></li>' for k, r in enumerate(p.references, 1))
            + "</ol></div>") if p.references else ""
    related = "".join(_related(rng, 4, '<li><a href="#">{title}</a><br><font size="1" color="#666666">{journal}, '
                                       'Volume {vol}, {year}<br>{author}</font></li>'))
    body = (
        '<table width="100%" cellpadding="0" cellspacing="0" border="0" id="sdHeader"><tr>'
        '<td><a href="/science"><img src="/scidirimg/sd_logo.gif" alt="ScienceDirect" border="0"></a></td>'
        '<td align="right"><font size="1"><a href="/science?_ob=HomeURL">Home</a> | <a href="#">Browse</a> | '
        '<a href="#">Search</a> | <a href="#">My settings</a> | <a href="#">My alerts</a> | <a href="#">Help</a></font></td></tr>'
        '<tr><td colspan="2" bgcolor="#FF6C00"><font color="#ffffff" size="1">Welcome! You are guest user &nbsp; '
        '<a href="#"><font color="#ffffff">Login</font></a></font></td></tr></table>'
        '<table width="100%" border="0"><tr><td valign="top" width="75%">'
        '<div class="articleToolbar"><a href="#">PDF (512 K)</a> | <a href="#">Export citation</a> | <a href="#">E-mail article</a></div>'
        f'<div class="articleHeader"><table border="0"><tr><td><img src="/cover/{rng.randint(100, 999)}.gif" alt="Cover image"></td>'
        f'<td><div class="pubTitle"><a href="#"><b>{esc(p.journal)}</b></a></div>'
        f'<div class="volIssue"><a href="#">Volume {p.volume}, Issue {p.issue}</a>, {MONTHS[p.month - 1]} {p.year}, Pages {p.first_page}-{p.last_page}</div>'
        '</td></tr></table></div>'
        f'<div class="articleTitle"><h1 class="svTitle">{esc(p.title)}</h1></div>'
        f'<div class="authorGroup">{auth}</div>{affs}'
        f'<p class="corrAuth" id="cor1"><img src="/scidirimg/entity/REcor.gif" alt="Corresponding author contact information"> '
        f'Corresponding author. Tel.: +{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}; fax: +{rng.randint(10, 99)} '
        f'{rng.randint(100, 999)} {rng.randint(1000, 9999)}.</p>'
        f'<p class="emailAuth">E-mail address: <a href="mailto:x@y.edu">{esc(p.authors[0].family.lower().replace(" ", ""))}@univ.edu</a></p>'
        f'<p class="articleDates"><font size="1">{hist}</font></p>'
        f'<div class="doiLink">doi:{p.doi} | <a href="#">How to Cite or Link Using DOI</a></div>'
        '<div class="copyright">Copyright © ' + str(p.year) + ' Elsevier B.V. All rights reserved.</div>'
        '<div class="permissions"><a href="#">Permissions &amp; Reprints</a></div>'
        f'<div class="articleAbstract svAbstract"><h3 class="h3">Abstract</h3><p>{esc(p.abstract)}</p></div>'
        + kws
        + "".join(f'<div class="section"><h3 class="h3">{esc(h)}</h3>' + "".join(f"<p>{esc(t)}</p>" for t in ps) + "</div>"
                  for h, ps in p.body[: rng.randint(1, 4)])
        + refs
        + '</td><td valign="top" width="25%" bgcolor="#f3f3f3"><div class="relatedArticles">'
          '<b>Related Articles</b><ul>' + related + '</ul></div>'
          f'<div class="citedBy"><b>Cited By in Scopus ({rng.randint(0, 60)})</b></div></td></tr></table>'
          '<table width="100%" id="footer"><tr><td align="center"><font size="1">'
          '<a href="#">About ScienceDirect</a> | <a href="#">Contact and Support</a> | <a href="#">Terms and Conditions</a> | '
          '<a href="#">Privacy Policy</a><br>Copyright © ' + str(p.year) + ' <a href="#">Elsevier B.V.</a> All rights reserved. '
          'ScienceDirect® is a registered trademark of Elsevier B.V.</font></td></tr></table>')
    # the cover date is a month ("March 2010"): the meta tag gives year/month only
    metas = meta_tags(p, date_key="citation_publication_date", date_style="slash", online_date=False)
    metas = metas.replace(f'content="{p.date_text("slash")}"', f'content="{p.year}/{p.month:02d}"')
    truth = truth_row(page_id, "sd2010", p, date=f"{p.year}/{p.month:02d}", date_iso=f"{p.year}-{p.month:02d}")
    return page(f"ScienceDirect - {p.journal} : {p.title}", metas, body), truth


def wiley2009(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Wiley InterScience ~2009: "Journal Volume 21 Issue 4, Pages 456 - 467" with
    "Published Online: 12 Jan 2009" on the next line, "Copyright © 2009 WILEY-VCH",
    "DOI 10.1002/adma.200801234", authors on one line with ``*`` and numbers, the
    affiliations below, "Abstract" and "Keywords" as bold names."""
    p = _era(make_paper(rng, n_refs=(0, 0)), rng, 2005, 2009)
    p.doi = f"10.1002/{rng.choice(['adma', 'anie', 'chem', 'pola'])}.{p.online[0]}{rng.randint(0, 9999):05d}"[:30]
    auth = ", ".join(f'{esc(a.name)} <sup>{",".join(str(i + 1) for i in a.affiliations)}</sup>' + (" *" if k == 0 else "")
                     for k, a in enumerate(p.authors))
    affs = "<br>".join(f'<sup>{i + 1}</sup>{esc(x)}' for i, x in enumerate(p.affiliations))
    kws = (f'<p><b>Keywords:</b> {esc(" • ".join(p.keywords))}</p>' if p.keywords else "")
    related = "<br>".join(_related(rng, 3, '<a href="#">{title}</a> <i>{fam} et al.</i>'))
    body = (
        '<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#003366"><tr>'
        '<td><img src="/gifs/interscience_logo.gif" alt="Wiley InterScience" border="0"></td>'
        '<td align="right"><font color="#ffffff" face="Arial" size="1"><a href="#"><font color="#ffffff">HOME</font></a> | '
        '<a href="#"><font color="#ffffff">ABOUT US</font></a> | <a href="#"><font color="#ffffff">CONTACT US</font></a> | '
        '<a href="#"><font color="#ffffff">HELP</font></a></font></td></tr></table>'
        '<table width="100%" border="0"><tr><td width="160" valign="top" bgcolor="#e6e6e6"><font size="1" face="Arial">'
        '<b>Journal Home</b><br><a href="#">Product Information</a><br><a href="#">Editorial Board</a><br>'
        '<a href="#">For Authors</a><br><a href="#">Subscribe</a><br><br><b>Journal Tools</b><br>'
        '<a href="#">Get Sample Copy</a><br><a href="#">Get New Content Alerts</a><br><a href="#">Recommend to Your Librarian</a>'
        '</font></td><td valign="top"><font face="Arial" size="2">'
        f'<table border="0" width="100%"><tr><td class="issueInfo"><font size="2"><b><a href="#">{esc(p.journal)}</a></b><br>'
        f'<a href="#">Volume {p.volume} Issue {p.issue}</a>, Pages {p.first_page} - {p.last_page}<br>'
        f'Published Online: {_d(p.online, "abbr")}</font></td><td align="right"><font size="1">'
        f'Copyright © {p.online[0]} WILEY-VCH Verlag GmbH &amp; Co. KGaA, Weinheim</font></td></tr></table><hr size="1">'
        '<a href="#">Save Title to My Profile</a> | <a href="#">Set E-Mail Alert</a> | <a href="#">Email this page</a> | '
        '<a href="#">Download Citation</a><hr size="1">'
        f'<p><b>Communication</b></p><p><font size="3"><b>{esc(p.title)}</b></font></p>'
        f'<p>{auth}</p><p><font size="1">{affs}<br><sup>*</sup>Correspondence to {esc(p.authors[0].name)}, '
        f'{esc(p.affiliations[p.authors[0].affiliations[0]])}</font></p>'
        '<p><font size="1">Funded by:<br>Deutsche Forschungsgemeinschaft</font></p>'
        f'<p><b>Abstract</b><br>{esc(p.abstract)}</p>'
        + kws
        + f'<p><b>Received:</b> {_d(p.received, "abbr")}; <b>Revised:</b> {_d(p.accepted, "abbr")}</p>'
        f'<p><font size="1">DIGITAL OBJECT IDENTIFIER (DOI)</font><br><b>DOI</b> {p.doi} <a href="#">About DOI</a></p>'
        '<p><a href="#"><b>Article Text</b></a> | <a href="#"><b>PDF</b> (312K)</a> | <a href="#">References</a> | '
        f'<a href="#">Supporting Information</a> | <a href="#">Cited By</a></p>'
        '</font></td><td width="180" valign="top"><font size="1" face="Arial"><b>Related Articles</b><br>'
        f'<a href="#">Find other articles like this in Wiley InterScience</a><br><br>{related}</font></td></tr></table>'
        '<table width="100%" bgcolor="#003366"><tr><td align="center"><font color="#ffffff" size="1">'
        'About Wiley InterScience | About Wiley | Privacy | Terms &amp; Conditions<br>'
        f'Copyright © 1999-{p.online[0]} John Wiley &amp; Sons, Inc. All Rights Reserved.</font></td></tr></table>')
    metas = meta_tags(p, date_key="citation_date", date_style="slash", online_date=False, references=False)
    return page(f"Wiley InterScience :: JOURNALS :: {p.journal}", metas, body), truth_row(page_id, "wiley2009", p, references=False)


def springer2012(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """SpringerLink ~2012 (the pre-2013 design): "Journal of X, Volume 47, Issue 3, pp
    1234-1245" as a heading line, "Received: ... / Accepted: ... / Published online: ...",
    authors with numbered affiliations in an "Authors" section, a "Keywords" list, the
    references in a "References" section."""
    p = _era(make_paper(rng, doi_prefix="10.1007", n_refs=(0, 40)), rng, 2010, 2013)
    p.doi = f"10.1007/s{rng.randint(10000, 11999)}-0{p.online[0] % 100:02d}-{rng.randint(1000, 9999)}-{rng.randint(0, 9)}"
    auth = "".join(f'<li><a class="person" href="#">{esc(a.name)}</a><sup>{",".join(str(i + 1) for i in a.affiliations)}</sup>'
                   + (' <a href="#"><img src="/images/contact.png" alt="Contact Information"></a>' if k == 0 else "") + "</li>"
                   for k, a in enumerate(p.authors))
    affs = "".join(f'<li><span class="position">{i + 1}.</span> <span class="affiliation">{esc(x)}</span></li>'
                   for i, x in enumerate(p.affiliations))
    kws = ('<div class="keywords"><span class="heading">Keywords</span><ul>'
           + "".join(f'<li><a href="#">{esc(k)}</a></li>' for k in p.keywords) + "</ul></div>") if p.keywords else ""
    refs = ('<div id="References" class="references"><h2>References</h2><ul>'
            + "".join(f'<li class="citation"><span class="number">{k}.</span> {esc(r)} '
                      f'<a href="#">CrossRef</a></li>' for k, r in enumerate(p.references, 1)) + "</ul></div>") if p.references else ""
    related = "".join(_related(rng, 4, '<li><a href="#">{title}</a><br><span class="authors">{author}</span>'
                                       '<br><span class="source">{journal} ({year})</span></li>'))
    body = (
        '<div id="header"><div id="logo"><a href="/"><img src="/images/springerlink.png" alt="SpringerLink"></a></div>'
        '<ul id="globalNav"><li><a href="#">Home</a></li><li><a href="#">Browse</a></li><li><a href="#">My Springer</a></li>'
        '<li><a href="#">Help</a></li></ul><form id="search"><input name="q"><input type="submit" value="Go"></form>'
        '<div class="login"><a href="#">Log In</a> | <a href="#">Athens / Shibboleth</a></div></div>'
        '<div id="ContentPrimary"><div class="primitiveControl"><div id="ContentHeading">'
        f'<div class="heading enumeration"><div class="primary"><a href="#" title="Link to the Journal of this Article">{esc(p.journal)}</a></div>'
        f'<div class="secondary"><a href="#">Volume {p.volume}, Issue {p.issue}</a>, pp {p.first_page}-{p.last_page}</div></div>'
        f'<div class="heading primitive"><div class="text"><h1>{esc(p.title)}</h1></div></div>'
        f'<p class="authors"><ul class="AuthorList">{auth}</ul></p>'
        '<div class="accessLabel"><a href="#">Download PDF (412.6 KB)</a> <a href="#">Look Inside</a> '
        '<a href="#">Get Access</a> <a href="#">Permissions &amp; Reprints</a></div></div>'
        '<div id="ContentSecondary"><table class="MPReader_Profiles_SpringerLink_Content_PrimitiveHeadingControl">'
        f'<tr><td class="labelName">Journal</td><td class="labelValue"><a href="#">{esc(p.journal)}</a></td></tr>'
        f'<tr><td class="labelName">Publisher</td><td class="labelValue">Springer Netherlands</td></tr>'
        f'<tr><td class="labelName">ISSN</td><td class="labelValue">{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)} (Print)</td></tr>'
        f'<tr><td class="labelName">Issue</td><td class="labelValue">Volume {p.volume}, Issue {p.issue}</td></tr>'
        f'<tr><td class="labelName">DOI</td><td class="labelValue">{p.doi}</td></tr>'
        f'<tr><td class="labelName">Online Date</td><td class="labelValue">{p.date_text("dmy", "online")}</td></tr></table></div>'
        f'<div class="abstract"><div class="heading">Abstract</div><div class="Abstract"><p class="Para">{esc(p.abstract)}</p></div></div>'
        + kws
        + f'<div class="ArticleHistory">Received: {_d(p.received)} / Accepted: {_d(p.accepted)} / Published online: {_d(p.online)}</div>'
        + '<div class="authorAffiliations"><span class="heading">Authors</span><ul class="AuthorList">'
          + "".join(f'<li><span class="AuthorName">{esc(a.name)}</span> <sup>{",".join(str(i + 1) for i in a.affiliations)}</sup></li>' for a in p.authors)
          + f'</ul><span class="heading">Affiliations</span><ul class="affiliations">{affs}</ul></div>'
        + refs
        + '</div></div><div id="ContentSecondarySidebar"><div class="relatedContent"><h3>Related Content</h3><ul>' + related
        + '</ul></div><div class="box"><h3>Share</h3><a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">CiteULike</a></div></div>'
          '<div id="footer"><ul><li><a href="#">Remote Access</a></li><li><a href="#">Contact Us</a></li><li><a href="#">Impressum</a></li>'
          '<li><a href="#">Terms and Conditions</a></li></ul><p>© Springer, Part of Springer Science+Business Media</p>'
          '<p>Not logged in · Unaffiliated · 203.0.113.10</p></div>')
    metas = meta_tags(p, date_key="citation_publication_date", date_style="slash", online_date=True)
    return page(f"Springer Link - {p.journal}, Volume {p.volume}, Issue {p.issue} - {p.title}", metas, body), \
        truth_row(page_id, "springer2012", p)


def highwire2008(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A HighWire-hosted journal ~2008 (JBC-like): "J. Biol. Chem., Vol. 283, Issue 12,
    7890-7897, March 21, 2008", "doi:10.1074/jbc.M707890200", "Submitted on ...; Revised
    ...; Accepted ...", authors in bold with superscript markers, the abstract a bare
    ``<p>`` right after the affiliations (no heading), a "First author et al." citation bar."""
    p = _era(make_paper(rng, doi_prefix="10.1074", n_refs=(0, 50), n_authors=(2, 8)), rng, 2005, 2009)
    p.journal, p.journal_abbrev = "Journal of Biological Chemistry", "J. Biol. Chem."
    p.doi = f"10.1074/jbc.M{rng.randint(100000, 999999)}{rng.randint(100, 299)}"
    p.keywords = []
    marks = "§¶‖**"
    auth = ", ".join(f'{esc(a.name)}<sup>{"".join(marks[i] for i in a.affiliations)}</sup>' for a in p.authors[:-1])
    auth = (auth + " and " if auth else "") + f'{esc(p.authors[-1].name)}<sup>{"".join(marks[i] for i in p.authors[-1].affiliations)},1</sup>'
    affs = "; ".join(f"{marks[i]}{esc(x)}" for i, x in enumerate(p.affiliations))
    cite = (f"{esc(p.authors[0].family)} et al." if len(p.authors) > 1 else esc(p.authors[0].family))
    refs = ('<a name="References"></a><h2>REFERENCES</h2><ol>'
            + "".join(f'<li><a name="B{k}"></a>{esc(r)}<!-- null --><nobr>[<a href="#">Abstract</a>/<a href="#">Free&nbsp;Full&nbsp;Text</a>]</nobr></li>'
                      for k, r in enumerate(p.references, 1)) + "</ol>") if p.references else ""
    related = "".join(_related(rng, 3, '<li><a href="#">{title}</a><br><font size="-2">{fam} et al., J. Biol. Chem. {year}</font></li>'))
    body = (
        '<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td><a href="/"><img src="/icons/banner/title.gif" '
        'alt="The Journal of Biological Chemistry" border="0"></a></td></tr><tr><td bgcolor="#003366"><font face="arial,helvetica" size="-1" color="#ffffff">'
        '<a href="/"><font color="#ffffff">HOME</font></a> | <a href="/help/"><font color="#ffffff">HELP</font></a> | '
        '<a href="/feedback/"><font color="#ffffff">FEEDBACK</font></a> | <a href="/subscriptions/"><font color="#ffffff">SUBSCRIPTIONS</font></a> | '
        '<a href="/contents-by-date.0.shtml"><font color="#ffffff">ARCHIVE</font></a> | <a href="/search.dtl"><font color="#ffffff">SEARCH</font></a> | '
        '<a href="/current.shtml"><font color="#ffffff">TABLE OF CONTENTS</font></a></font></td></tr></table>'
        '<table width="100%" border="0" cellpadding="4"><tr><td valign="top">'
        f'<font face="arial,helvetica" size="-1"><strong>{cite}</strong> {p.journal_abbrev} {p.year}; {p.volume}: {p.first_page}-{p.last_page}</font><hr>'
        f'<font size="-1"><b>{p.journal_abbrev}, Vol. {p.volume}, Issue {p.issue}, {p.first_page}-{p.last_page}, {MONTHS[p.month - 1]} {p.day}, {p.year}</b></font><br>'
        f'<font size="-1">doi:{p.doi}</font><br><br>'
        f'<font size="-2">{esc(rng.choice(["PROTEIN STRUCTURE AND FOLDING", "MECHANISMS OF SIGNAL TRANSDUCTION", "METABOLISM AND BIOENERGETICS"]))}</font><br>'
        f'<font size="+1"><strong>{esc(p.title)}</strong></font><br><br>'
        f'<strong>{auth}</strong><br><br>'
        f'<font size="-1">From the {affs}</font><br><br>'
        f'<font size="-2">Submitted on {_d(p.received, "mdy")}; Revised on {_d((p.accepted[0], max(1, p.accepted[1] - 1), p.accepted[2]), "mdy")}; '
        f'Accepted on {_d(p.accepted, "mdy")}</font><br><br>'
        f'<p>{esc(p.abstract)}</p>'
        + "".join(f'<a name="SEC{k}"></a><h2>{esc(h.split(". ", 1)[1].upper())}</h2>' + "".join(f"<p>{esc(t)}</p>" for t in ps)
                  for k, (h, ps) in enumerate(p.body[: rng.randint(0, 3)]))
        + f'<hr><font size="-2">* This work was supported by National Institutes of Health Grant GM{rng.randint(10000, 99999)}. '
          f'Received for publication, {_d(p.received, "mdy")}, and in revised form, {_d(p.accepted, "mdy")}.</font><br>'
        + f'<font size="-2"><sup>1</sup> To whom correspondence should be addressed. Tel.: {rng.randint(100, 999)}-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}; '
          f'E-mail: {esc(p.authors[-1].family.lower().replace(" ", ""))}@univ.edu.</font><br>'
        + refs
        + '</td><td width="170" valign="top" bgcolor="#eeeeee"><font face="arial,helvetica" size="-2">'
          '<b>This Article</b><br><a href="#">Abstract</a><br><a href="#">Full Text (PDF)</a><br><a href="#">All Versions of this Article</a><br>'
          '<a href="#">Alert me when this article is cited</a><br><a href="#">Download to citation manager</a><br><br>'
          '<b>Citing Articles</b><br><a href="#">Citing Articles via HighWire</a><br><br>'
          '<b>Google Scholar</b><br><a href="#">Articles by ' + esc(p.authors[0].family) + '</a><br><br>'
          '<b>Related Content</b><ul>' + related + '</ul></font></td></tr></table>'
          '<hr><center><font size="-2"><a href="#">HOME</a> | <a href="#">HELP</a> | <a href="#">FEEDBACK</a><br>'
          f'Copyright © {p.year} by the American Society for Biochemistry and Molecular Biology.</font></center>')
    metas = meta_tags(p, date_key="citation_date", date_style="slash", online_date=False, keywords=False)
    return page(f"{p.title} -- {cite} {p.volume} ({p.issue}): {p.first_page} -- Journal of Biological Chemistry", metas, body), \
        truth_row(page_id, "highwire2008", p, keywords=False)


TEMPLATES = {"sd2010": sd2010, "wiley2009": wiley2009, "springer2012": springer2012, "highwire2008": highwire2008}
