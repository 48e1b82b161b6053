"""The shapes of ``societies.py`` in other markup, as other platforms write them.

* ``societyhistory``: a learned society's page: the citation line "Microbiology
  2017;63(Pt 11):1234-1240" under the title (issue ``Pt 11``), authors as plain text with
  superscript affiliation numbers in links (``Name<sup><a>1</a>,<a>2</a></sup>``) joined by
  commas and "and", the history as a definition list (``<dt>Published Online</dt>``, the
  date the meta tags give), the references in a ``<details>`` element whose entries are
  spans (authors, year, title, source) followed by link buttons.
* ``f1000``: "F1000Research 2014, 3:12" in the citation box, "First published" and "Latest
  published" dates, the references as a run of ``<div>`` entries in a hidden "reveal"
  container behind a "Show all references" button and sort links, no heading.
* ``recordtable``: a repository's record page: one metadata table of labels ("Type de
  document", "Langue du document", "Identifiant HAL", "Domaine", "Date de publication",
  "Mots-clés") whose keyword row alone gives the keywords; the volume and issue in a
  breadcrumb "Vol. 15, No. 2" of list items.
* ``mathsubject``: a mathematics page: the codes of its subject class written with spaces
  ("MSC (2010): 34C20 34E05") and "KEYWORDS/PHRASES" as an item name in its own cell,
  "Volume 24, Issues 4–6" (an en dash) in the journal's line.
* ``tabbed``: references as ``<div>`` entries of spans in a hidden tab panel, authors as
  spans with superscript markers joined by "&", the history on one line.
* ``labelspans``: item names and values in sibling spans without a space between them
  (``<span>Published</span><span>12 March 2019</span>``, ``DOI``, ``Volume``, ``Issue``,
  ``KEYWORDS``), the author line in capitals joined by "AND".
* ``dotline``: the journal's line set with middle dots ("Volume 12 · Number 3 · March 2019")
  and a GOST-style line to cite the article ("Vol. 12. No 3. P. 45–67.").
* ``infolines``: an abstract followed in its container by "Citation:", "Editor:", the
  history, "Copyright:", "Funding:" and "Competing interests:" lines.
* ``dergi``: the item names of a Turkish platform ("Cilt 12, Sayı 3", "Yayın Tarihi",
  "Özet", "Anahtar Kelimeler", "Kaynakça").
* ``bracketaffs``: names each followed by the affiliation in brackets, joined by commas and
  "and".
* ``proceedingsline``: a conference paper dated only by the month in its proceedings'
  line ("... Proceedings of the 25th Conference on X · July 2019 · Pages 45–52").
* ``webrefs``: a reference list of citations and entries without a year ("n.d.",
  "In press", a web page "accessed 12 May 2020").
* ``proceedings``: a conference page whose only date is the year in "Published in:" and the
  proceedings' name, with download buttons ("MODS XML", "BibTeX", "Endnote") before the
  author links.
"""

from __future__ import annotations

import random
from typing import Any

from webextract_testkit.scholarly.common import (
    MONTHS,
    _fmt,
    _meta_date,
    chrome_bottom,
    chrome_top,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)


def _sup_links(markers: list[int]) -> str:
    return "<sup>" + ",".join(f'<a href="#aff{k + 1}">{k + 1}</a>' for k in markers) + "</sup>"


def _span_reference(rng: random.Random, ref: str, k: int) -> str:
    """A reference as spans, then link buttons."""
    return (f'<li id="b{k}"><span class="citation">{esc(ref)}</span> <span class="links">'
            f'<a href="/servlet/linkout?suffix=r{k}">CrossRef</a> <a href="/medline/r{k}">Medline</a> '
            f'<a href="https://scholar.google.com/scholar?q=r{k}">Google Scholar</a></span></li>')


def societyhistory(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    p = make_paper(rng, n_refs=(25, 60), n_authors=(2, 6))
    p.issue = f"Pt {rng.randint(1, 12)}"
    names = [f"{esc(a.name)}{_sup_links(a.affiliations)}" for a in p.authors]
    authors = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]
    affs = "".join(f'<li id="aff{k + 1}"><sup>{k + 1}</sup> {esc(a)}</li>' for k, a in enumerate(p.affiliations))
    refs = "".join(_span_reference(rng, r, k) for k, r in enumerate(p.references))
    body = (chrome_top(rng, p.journal)
            + f'<main><div class="journal-line"><a href="/content/journal/{p.journal_abbrev}">{esc(p.journal)}</a> '
              f'{p.year};{p.volume}({p.issue}):{p.first_page}-{p.last_page}</div>'
            + f'<h1 class="item-title">{esc(p.title)}</h1><p class="contrib">{authors}</p>'
            + f'<ul class="affiliations">{affs}</ul>'
            + f'<div class="doi">DOI: <a href="https://doi.org/{p.doi}">https://doi.org/{p.doi}</a></div>'
            + '<dl class="history"><dt>Received</dt><dd>' + _fmt(p.received) + '</dd><dt>Accepted</dt><dd>'
            + _fmt(p.accepted) + '</dd><dt>Published Online</dt><dd>' + _fmt(p.online) + '</dd></dl>'
            + f'<div class="abstract"><h2>Abstract</h2><p>{esc(p.abstract)}</p></div>'
            + "".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + f'<details class="references"><summary>References ({len(p.references)})</summary>'
              f'<ol class="reflist">{refs}</ol></details>'
            + '</main>' + chrome_bottom(rng, p.journal))
    iso = "%04d-%02d-%02d" % p.online
    metas = _meta_date(meta_tags(p, keywords=False, online_date=False), p, "%04d/%02d/%02d" % p.online)
    truth = truth_row(page_id, "societyhistory", p, date="%04d/%02d/%02d" % p.online, date_iso=iso,
                      keywords=False)
    return page(f"{p.title} | {p.journal}", metas, body), truth


def f1000(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    p = make_paper(rng, n_refs=(20, 50), n_authors=(1, 5))
    p.issue = ""
    p.volume = str(rng.randint(1, 12))
    art = rng.randint(1, 999)
    year = 2011 + int(p.volume)
    p.year, p.month, p.day = year, rng.randint(1, 12), rng.randint(1, 28)
    latest = (year + 1, rng.randint(1, 12), rng.randint(1, 28))
    names = ", ".join(f"{a.family} {''.join(w[0] for w in a.given.split())}" for a in p.authors)
    refs = "".join(f'<div class="reference"><span class="number">{k + 1}. </span>{esc(r)} '
                   f'<a href="/r/{k}">Reference Source</a></div>' for k, r in enumerate(p.references))
    body = (chrome_top(rng, "F1000Research")
            + f'<div class="article-header"><h1 class="article-title">{esc(p.title)}</h1>'
              '<div class="authors">' + ", ".join(f'<a href="/author/{k}">{esc(a.name)}</a>'
                                                    for k, a in enumerate(p.authors)) + '</div>'
            + "".join(f"<p class='affiliation'>{esc(a)}</p>" for a in p.affiliations)
            + f'<div class="dates"><span>First published: {_fmt((p.year, p.month, p.day), "abbr")}, {p.volume}:{art} '
              f'(https://doi.org/{p.doi})</span><br><span>Latest published: {_fmt(latest, "abbr")}, {p.volume}:{art}</span></div></div>'
            + f'<div class="abstract"><h2>Abstract</h2><p>{esc(p.abstract)}</p></div>'
            + "".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + '<div class="article-references"><button class="reveal">Show all references</button>'
              '<div class="sort"><a href="#">Sort by number</a> | <a href="#">Sort by year</a></div>'
              f'<div class="reveal-content is-hidden" style="display:none">{refs}</div></div>'
            + f'<div class="cite-box"><h3>How to cite this article</h3><p>{esc(names)}. {esc(p.title)} '
              f'[version 1; peer review: 2 approved]. F1000Research {p.year}, {p.volume}:{art} '
              f'(https://doi.org/{p.doi})</p></div>'
            + chrome_bottom(rng, "F1000Research"))
    metas = meta_tags(p, keywords=False, online_date=False).replace('<meta name="citation_issue" content="">', "")
    truth = truth_row(page_id, "f1000", p, issue=False, keywords=False)
    return page(f"{p.title} - F1000Research", metas, body), truth


def recordtable(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    p = make_paper(rng, n_refs=(0, 0))
    if not p.keywords:
        p.keywords = ["soil carbon", "coastal erosion"]
    rows = [("Type de document", "Article dans une revue"), ("Titre", esc(p.title)),
            ("Langue du document", "Anglais"), ("Identifiant HAL", f"hal-0{rng.randint(1000000, 4999999)}"),
            ("Domaine", "Sciences de l'environnement / Milieux et Changements globaux"),
            ("Mots-clés", esc(", ".join(p.keywords))),
            ("Date de publication", _fmt((p.year, p.month, p.day), "iso")),
            ("Revue", f"{esc(p.journal)}, vol. {p.volume}, n° {p.issue}, pp. {p.first_page}-{p.last_page}"),
            ("DOI", p.doi), ("Déposé le", _fmt((p.year + 1, 2, 3), "iso"))]
    table = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in rows)
    body = (chrome_top(rng, "Archive ouverte")
            + '<ol class="breadcrumb"><li><a href="/">Accueil</a></li>'
              f'<li><a href="/browse/journal">{esc(p.journal)}</a></li>'
              f'<li><a href="/browse/vol/{p.volume}/{p.issue}">Vol. {p.volume}, No. {p.issue}</a></li></ol>'
            + f'<h1>{esc(p.title)}</h1><div class="authors">'
            + ", ".join(f'<a href="/search?author={k}">{esc(a.name)}</a>' for k, a in enumerate(p.authors)) + '</div>'
            + "".join(f"<p class='structure'>{esc(a)}</p>" for a in p.affiliations)
            + f'<h3>Résumé</h3><div class="abstract"><p>{esc(p.abstract)}</p></div>'
            + f'<table class="metadata">{table}</table>'
            + chrome_bottom(rng, "Archive ouverte"))
    metas = meta_tags(p, references=False)
    truth = truth_row(page_id, "recordtable", p, references=False)
    return page(f"{p.title} - Archive ouverte", metas, body, lang="fr"), truth


def mathsubject(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    p = make_paper(rng, n_refs=(8, 25))
    first = rng.randint(1, 8)
    p.issue = f"{first}-{first + 2}"
    codes = list(dict.fromkeys(f"{rng.randint(11, 94)}{rng.choice('ABCDEFGH')}{rng.randint(5, 99):02d}"
                               for _ in range(rng.randint(2, 3))))
    kws = p.keywords or ["slow manifold", "canard"]
    p.keywords = list(kws) + codes
    body = (chrome_top(rng, p.journal)
            + f'<div class="source"><a href="/journal">{esc(p.journal)}</a>, '
              f'Volume {p.volume}, Issues {first}\u2013{first + 2}, {MONTHS[p.month - 1]} {p.year}, '
              f'pp. {p.first_page}\u2013{p.last_page}</div>'
            + f'<h1>{esc(p.title)}</h1><p class="authors">{esc(", ".join(a.name for a in p.authors))}</p>'
            + "".join(f"<p class='aff'>{esc(a)}</p>" for a in p.affiliations)
            + f'<p>DOI: {p.doi}</p>'
            + f'<h2>Abstract</h2><p class="abs">{esc(p.abstract)}</p>'
            + '<table class="info"><tr><td class="label">KEYWORDS/PHRASES</td>'
              f'<td>{esc("; ".join(kws))}</td></tr>'
              f'<tr><td class="label">MSC (2010)</td><td>{" ".join(codes)}</td></tr></table>'
            + "<h2>References</h2><ol>" + "".join(f"<li>{esc(r)}</li>" for r in p.references) + "</ol>"
            + chrome_bottom(rng, p.journal))
    metas = meta_tags(p)
    truth = truth_row(page_id, "mathsubject", p, date=f"{p.year}/{p.month:02d}", date_iso=f"{p.year}-{p.month:02d}")
    return page(f"{p.title} - {p.journal}", metas, body), truth


def proceedings(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    p = make_paper(rng, n_refs=(0, 0), n_authors=(2, 5))
    authors = "".join(f'<li><a href="/author/{k}">{esc(a.name)}</a></li>' for k, a in enumerate(p.authors))
    body = (chrome_top(rng, "Proceedings")
            + f'<div class="paper"><h1>{esc(p.title)}</h1>'
              f'<div class="downloads"><a href="/{page_id}.pdf">PDF</a> <a href="/{page_id}.xml">MODS XML</a> '
              f'<a href="/{page_id}.bib">BibTeX</a> <a href="/{page_id}.enw">Endnote</a></div>'
              f'<ul class="author-list">{authors}</ul>'
            + f'<p class="venue">Published in: Proceedings of the Workshop on {esc(p.journal)} ({p.year})</p>'
            + f'<h2>Abstract</h2><p>{esc(p.abstract)}</p>'
            + f'<p>DOI: <a href="https://doi.org/{p.doi}">{p.doi}</a></p></div>'
            + chrome_bottom(rng, "Proceedings"))
    metas = meta_tags(p, keywords=False, references=False).replace(
        f'content="{p.date_text("slash")}"', f'content="{p.year}"')
    truth = truth_row(page_id, "proceedings", p, date=str(p.year), date_iso=str(p.year), volume=False, issue=False,
                      keywords=False, references=False)
    return page(f"{p.title} | Proceedings", metas, body), truth


def _span_citation(rng: random.Random, k: int, p_year: int) -> str:
    """A reference whose parts are spans: authors, (year), title, source, volume, pages."""
    from webextract_testkit.scholarly.common import FAMILY, JOURNALS, _title
    fam = rng.sample(FAMILY, rng.randint(1, 4))
    names = ", ".join(f"{f} {rng.choice('ABCDEFGHJKLMNPRSTW')}{rng.choice(['', 'J', 'K'])}" for f in fam)
    year = rng.randint(1985, p_year)
    first = rng.randint(1, 900)
    return (f'<div class="ref-entry" id="ref-{k}"><span class="ref-authors">{esc(names)}</span> '
            f'(<span class="ref-year">{year}</span>) <span class="ref-title">{esc(_title(rng))}.</span> '
            f'<i class="ref-source">{esc(rng.choice(JOURNALS)[0])}</i> <b>{rng.randint(1, 300)}</b>:'
            f'<span class="ref-pages">{first}–{first + rng.randint(3, 30)}</span> '
            f'<a class="ref-link" href="/r/{k}">Article</a> <a class="ref-link" href="/s/{k}">Google Scholar</a></div>')


def tabbed(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    p = make_paper(rng, n_refs=(0, 0), n_authors=(2, 6))
    refs = [_span_citation(rng, k, p.year) for k in range(rng.randint(15, 45))]
    p.references = refs
    names = [f'<span class="name">{esc(a.name)}</span><sup>{",".join(str(k + 1) for k in a.affiliations)}'
             f'{",*" if n == 0 else ""}</sup>' for n, a in enumerate(p.authors)]
    authors = ", ".join(names[:-1]) + " &amp; " + names[-1]
    affs = "".join(f"<div class='aff'>{k + 1} {esc(a)}</div>" for k, a in enumerate(p.affiliations))
    history = (f'Received: {_fmt(p.received, "abbr")} / Accepted: {_fmt(p.accepted, "abbr")} / '
               f'Published: {_fmt((p.year, p.month, p.day), "abbr")}')
    body = (chrome_top(rng, p.journal)
            + f'<div class="header"><p class="jname">{esc(p.journal)}</p><h1>{esc(p.title)}</h1>'
              f'<div class="author-line">{authors}</div>{affs}<p class="history">{history}</p>'
              f'<p class="cite">{esc(p.journal_abbrev)} {p.volume}, {p.first_page}–{p.last_page} ({p.year}). '
              f'https://doi.org/{p.doi}</p></div>'
            + '<ul class="tabs" role="tablist"><li role="tab"><a href="#article">Article</a></li>'
              '<li role="tab"><a href="#refs">References</a></li><li role="tab"><a href="#metrics">Metrics</a></li></ul>'
            + f'<div id="article" role="tabpanel"><h2>Abstract</h2><p>{esc(p.abstract)}</p>'
            + "".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + '</div><div id="refs" role="tabpanel" hidden>' + "".join(refs) + '</div>'
            + chrome_bottom(rng, p.journal))
    metas = meta_tags(p, keywords=False, online_date=False).replace('<meta name="citation_issue" content="">', "")
    p.issue = ""
    truth = truth_row(page_id, "tabbed", p, issue=False, keywords=False)
    return page(f"{p.title} | {p.journal}", metas, body), truth


def labelspans(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Item names and values in sibling spans with no space between them (the page's style
    sets them apart), the author line in capitals joined by "AND"."""
    p = make_paper(rng, n_refs=(10, 30), n_authors=(2, 5))
    if not p.keywords:
        p.keywords = ["graphene", "electrolytes"]

    def row(label: str, value: str) -> str:
        return f'<div class="meta-row"><span class="label">{label}</span><span class="value">{value}</span></div>'

    names = [f"{esc(a.name.upper())}<sup>{','.join(str(k + 1) for k in a.affiliations)}</sup>" for a in p.authors]
    authors = ", ".join(names[:-1]) + " AND " + names[-1]
    body = (chrome_top(rng, p.journal)
            + f'<h1>{esc(p.title)}</h1><p class="authors">{authors}</p>'
            + "".join(f"<p class='aff'><sup>{k + 1}</sup>{esc(a)}</p>" for k, a in enumerate(p.affiliations))
            + '<div class="article-meta">' + row("Journal", esc(p.journal)) + row("Volume", p.volume)
            + row("Issue", p.issue) + row("Pages", f"{p.first_page}-{p.last_page}")
            + row("Received", _fmt(p.received)) + row("Published", _fmt((p.year, p.month, p.day)))
            + row("DOI", p.doi) + '</div>'
            + f'<h2>Abstract</h2><p>{esc(p.abstract)}</p>'
            + f'<div class="kwd-group"><span class="label">KEYWORDS</span><span>{esc("; ".join(p.keywords))}</span></div>'
            + "".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + "<h2>References</h2><ol>" + "".join(f"<li>{esc(r)}</li>" for r in p.references) + "</ol>"
            + chrome_bottom(rng, p.journal))
    metas = meta_tags(p, online_date=False)
    truth = truth_row(page_id, "labelspans", p)
    return page(f"{p.title} | {p.journal}", metas, body), truth


def dotline(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """The journal's line with middle dots ("Journal · Volume 12 · Number 3 · March 2019"),
    a reference line in the GOST style ("Journal. 2019. Vol. 12. No 3. P. 45–67."), the
    volume and issue also in the ``<title>``."""
    p = make_paper(rng, n_refs=(5, 20), n_authors=(1, 4))
    gost = ", ".join(f"{a.family} {a.given[0]}." for a in p.authors)
    body = (chrome_top(rng, p.journal)
            + f'<p class="issue-line">{esc(p.journal)} · Volume {p.volume} · Number {p.issue} · '
              f'{MONTHS[p.month - 1]} {p.year}</p>'
            + f'<h1>{esc(p.title)}</h1><p class="authors">{esc(", ".join(a.name for a in p.authors))}</p>'
            + "".join(f"<p class='aff'>{esc(a)}</p>" for a in p.affiliations)
            + f'<h2>Abstract</h2><p>{esc(p.abstract)}</p>'
            + "".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + "<h2>References</h2><ol>" + "".join(f"<li>{esc(r)}</li>" for r in p.references) + "</ol>"
            + f'<div class="howto"><b>For citation:</b> {esc(gost)} {esc(p.title)} // {esc(p.journal)}. {p.year}. '
              f'Vol. {p.volume}. No {p.issue}. P. {p.first_page}–{p.last_page}. DOI: {p.doi}</div>'
            + chrome_bottom(rng, p.journal))
    metas = meta_tags(p, keywords=False)
    truth = truth_row(page_id, "dotline", p, date=f"{p.year}/{p.month:02d}", date_iso=f"{p.year}-{p.month:02d}",
                      keywords=False)
    return page(f"{p.title} | {p.journal}, Vol. {p.volume}, No. {p.issue}", metas, body), truth


_UNDATED_REFS = (
    "World Health Organization. Global report on {topic}. Geneva: WHO; n.d. Available from: https://www.who.int/publications/{k}",
    "{family} {initial}, {family2} {initial2}. {Topic} in practice. J Appl Stud. In press.",
    "National Statistics Office. Tables on {topic}. https://stats.example.org/tables/{k} (accessed 12 May 2020).",
)


def webrefs(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A public-health journal whose reference list mixes citations with entries without a
    year (a report of no date, a paper in press, a web page and the day it was read)."""
    from webextract_testkit.scholarly.common import FAMILY
    p = make_paper(rng, n_refs=(15, 35), n_authors=(2, 5))
    refs = list(p.references)
    for k in range(2, len(refs), 6):
        f1, f2 = rng.sample(FAMILY, 2)
        topic = rng.choice(["diabetes", "air quality", "vaccination", "road safety"])
        refs[k] = rng.choice(_UNDATED_REFS).format(topic=topic, Topic=topic.capitalize(), k=k, family=f1, family2=f2,
                                                   initial=rng.choice("ABCDEFGH"), initial2=rng.choice("JKLMNPRS"))
    p.references = refs
    body = (chrome_top(rng, p.journal)
            + f'<h1>{esc(p.title)}</h1><p class="authors">{esc(", ".join(a.name for a in p.authors))}</p>'
            + "".join(f"<p class='aff'>{esc(a)}</p>" for a in p.affiliations)
            + f'<p>{esc(p.journal_abbrev)} {p.year};{p.volume}({p.issue}):{p.first_page}-{p.last_page}. '
              f'doi: {p.doi}</p><p>Published: {_fmt((p.year, p.month, p.day))}</p>'
            + f'<h2>Abstract</h2><p>{esc(p.abstract)}</p>'
            + "".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + '<h2>References</h2><ol class="references">' + "".join(f"<li>{esc(r)}</li>" for r in refs) + "</ol>"
            + chrome_bottom(rng, p.journal))
    metas = meta_tags(p, keywords=False)
    truth = truth_row(page_id, "webrefs", p, keywords=False)
    return page(f"{p.title} | {p.journal}", metas, body), truth


def proceedingsline(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A conference paper whose only date is the month in the proceedings' line ("KDD '19:
    Proceedings of the 25th Conference on X · July 2019 · Pages 45–52")."""
    p = make_paper(rng, n_refs=(10, 30), n_authors=(2, 5))
    acronym = "".join(w[0] for w in p.journal.split() if w[0].isupper())
    authors = "".join(f'<li><a href="/profile/{k}">{esc(a.name)}</a><span class="aff">{esc(p.affiliations[a.affiliations[0]])}</span></li>'
                      for k, a in enumerate(p.authors))
    body = (chrome_top(rng, "Digital Library")
            + f'<h1 class="citation__title">{esc(p.title)}</h1><ul class="loa">{authors}</ul>'
            + f'<div class="issue-item__detail"><a href="/doi/proceedings/{p.doi.split("/")[0]}/{p.year}">{acronym} '
              f'\'{p.year % 100:02d}: Proceedings of the {rng.randint(2, 40)}th Conference on {esc(p.journal)}</a> · '
              f'{MONTHS[p.month - 1]} {p.year} · Pages {p.first_page}–{p.last_page} · '
              f'<a href="https://doi.org/{p.doi}">https://doi.org/{p.doi}</a></div>'
            + f'<div class="abstractSection"><h2>Abstract</h2><p>{esc(p.abstract)}</p></div>'
            + '<h2>References</h2><ol class="rlist">' + "".join(f"<li>{esc(r)}</li>" for r in p.references) + "</ol>"
            + chrome_bottom(rng, "Digital Library"))
    metas = meta_tags(p, keywords=False).replace(
        f'content="{p.date_text("slash")}"', f'content="{p.year}/{p.month:02d}"')
    truth = truth_row(page_id, "proceedingsline", p, date=f"{p.year}/{p.month:02d}", date_iso=f"{p.year}-{p.month:02d}",
                      volume=False, issue=False, keywords=False)
    return page(f"{p.title} | {acronym} '{p.year % 100:02d}", metas, body), truth


def bracketaffs(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """An author line whose names each carry their affiliation in brackets ("John Smith
    (Department of Physics, University of Leeds), Maria Garcia (Kyoto University) and ..."),
    a plain-text line of volume, issue and pages."""
    p = make_paper(rng, n_refs=(8, 25), n_authors=(2, 5))
    names = [f"{esc(a.name)} ({esc(p.affiliations[a.affiliations[0]])})" for a in p.authors]
    line = ", ".join(names[:-1]) + " and " + names[-1]
    body = (chrome_top(rng, p.journal)
            + f'<div id="content"><h2 class="jtitle">{esc(p.journal)}</h2>'
              f'<p>Vol. {p.volume}, No. {p.issue} ({p.year}), pp. {p.first_page}-{p.last_page}</p>'
              f'<h1>{esc(p.title)}</h1><p class="byline">{line}</p>'
              f'<p>Published: {_fmt((p.year, p.month, p.day), "mdy")}</p><p>DOI: {p.doi}</p>'
            + f'<h3>Abstract</h3><p>{esc(p.abstract)}</p>'
            + "".join(f"<h3>{esc(h)}</h3>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + "<h3>References</h3>" + "".join(f"<p class='ref'>{esc(r)}</p>" for r in p.references) + "</div>"
            + chrome_bottom(rng, p.journal))
    metas = meta_tags(p, keywords=False)
    truth = truth_row(page_id, "bracketaffs", p, keywords=False)
    truth["author_affiliations"] = [[p.affiliations[a.affiliations[0]]] for a in p.authors]
    return page(f"{p.title} | {p.journal}", metas, body), truth


def dergi(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A Turkish journal platform: "Cilt 12, Sayı 3" for volume and issue, "Yayın Tarihi"
    for the date (day first with dots), "Özet", "Anahtar Kelimeler" and "Kaynakça" for the
    abstract, keywords and references."""
    p = make_paper(rng, n_refs=(8, 30), n_authors=(1, 4))
    if not p.keywords:
        p.keywords = ["soil carbon", "coastal erosion"]
    body = (chrome_top(rng, p.journal)
            + f'<div class="article-header"><p class="issue">{esc(p.journal)} · Cilt {p.volume}, Sayı {p.issue}</p>'
              f'<h1>{esc(p.title)}</h1><p class="authors">{esc(", ".join(a.name for a in p.authors))}</p>'
            + "".join(f"<p class='aff'>{esc(a)}</p>" for a in p.affiliations)
            + f'<table class="record"><tr><th>Yayın Tarihi</th><td>{p.day:02d}.{p.month:02d}.{p.year}</td></tr>'
              f'<tr><th>DOI</th><td>{p.doi}</td></tr></table></div>'
            + f'<h2>Özet</h2><p>{esc(p.abstract)}</p>'
            + f'<p><b>Anahtar Kelimeler:</b> {esc(", ".join(p.keywords))}</p>'
            + "".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + "<h2>Kaynakça</h2><ul>" + "".join(f"<li>{esc(r)}</li>" for r in p.references) + "</ul>"
            + chrome_bottom(rng, p.journal))
    metas = meta_tags(p)
    truth = truth_row(page_id, "dergi", p)
    return page(f"{p.title} | {p.journal}", metas, body, lang="tr"), truth


def infolines(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """An open-access page whose abstract is followed, in the same container, by lines of
    article information: "Citation:", "Editor:", the history, "Copyright:", "Funding:",
    "Competing interests:"."""
    p = make_paper(rng, n_refs=(10, 30), n_authors=(2, 5))
    names = ", ".join(f"{a.family} {a.given[0]}" for a in p.authors)
    info = (f"<p><strong>Citation:</strong> {esc(names)} ({p.year}) {esc(p.title)}. {esc(p.journal)} {p.volume}({p.issue}): "
            f"e{p.first_page}. https://doi.org/{p.doi}</p>"
            f"<p><strong>Editor:</strong> {esc(rng.choice(['Jane Doe', 'Omar Haddad', 'Lena Berg']))}, "
            f"{esc(p.affiliations[0])}</p>"
            f"<p><strong>Received:</strong> {_fmt(p.received, 'mdy')}; <strong>Accepted:</strong> {_fmt(p.accepted, 'mdy')}; "
            f"<strong>Published:</strong> {_fmt((p.year, p.month, p.day), 'mdy')}</p>"
            f"<p><strong>Copyright:</strong> © {p.year} {esc(p.authors[0].family)} et al. This is an open access article "
            "distributed under the terms of the Creative Commons Attribution License.</p>"
            "<p><strong>Funding:</strong> This work was supported by the National Science Foundation (grant 1234567). "
            "The funders had no role in study design.</p>"
            "<p><strong>Competing interests:</strong> The authors have declared that no competing interests exist.</p>")
    body = (chrome_top(rng, p.journal)
            + f'<h1>{esc(p.title)}</h1><ul class="authors">'
            + "".join(f"<li>{esc(a.name)}</li>" for a in p.authors) + "</ul>"
            + "".join(f"<p class='aff'>{esc(a)}</p>" for a in p.affiliations)
            + f'<div class="abstract-and-info"><h2>Abstract</h2><p>{esc(p.abstract)}</p>{info}</div>'
            + "".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + "<h2>References</h2><ol>" + "".join(f"<li>{esc(r)}</li>" for r in p.references) + "</ol>"
            + chrome_bottom(rng, p.journal))
    metas = meta_tags(p, keywords=False)
    truth = truth_row(page_id, "infolines", p, keywords=False)
    return page(f"{p.title} | {p.journal}", metas, body), truth


TEMPLATES = {"infolines": infolines, "dergi": dergi, "bracketaffs": bracketaffs, "proceedingsline": proceedingsline, "webrefs": webrefs, "dotline": dotline, "societyhistory": societyhistory, "f1000": f1000, "recordtable": recordtable,
             "mathsubject": mathsubject, "proceedings": proceedings, "tabbed": tabbed, "labelspans": labelspans}
