"""Society journals, mega-journals and conference anthologies: shapes the big publishers'
templates do not have.

* ``society``: a history block with "Published Online:" (the date the meta tags give),
  the volume and issue only in a breadcrumb ("Vol. 15, No. 2"), authors as links each
  followed by superscript affiliation numbers and joined by "and", and the references in a
  collapsed section with sort tabs in front, each entry mostly links.
* ``megajournal``: the volume only in the citation line ("PeerJ 3:e1129" style:
  journal, volume:e-locator), the references in a "reveal" container without a heading.
* ``anthology``: a conference paper: "Year:" as the only date, download buttons ("PDF",
  "BibTeX", "MODS XML") beside the author links; no volume, issue or keywords.
* ``mathjournal``: "Volume 24, Issues 4-6" (an issue range), "Keywords/Phrases:" and a
  subject-class block ("Mathematics Subject Classification (2010): 34C20, 34E05"), whose
  codes the meta tags list with the keywords.
"""

from __future__ import annotations

import random
from typing import Any

from webextract_testkit.scholarly.common import (
    MONTHS,
    _fmt,
    _meta_date,
    _sup_markers,
    chrome_bottom,
    chrome_top,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)


def _linked_reference(rng: random.Random, ref: str, k: int) -> str:
    """A reference entry as a society platform shows it: its text, then link buttons."""
    return (f'<li class="ref" id="ref{k}"><span class="ref-text">{esc(ref)}</span> '
            f'<a href="https://doi.org/10.{rng.randint(1000, 9999)}/r{k}">Crossref</a> '
            f'<a href="https://scholar.google.com/scholar?q=r{k}">Google Scholar</a></li>')


def society(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    p = make_paper(rng, n_refs=(51, 73))
    authors = ", ".join(f'<a href="/author/{k}">{esc(a.name)}</a><sup>{_sup_markers(p, a)}</sup>'
                        for k, a in enumerate(p.authors[:-1]))
    last = p.authors[-1]
    last_html = f'<a href="/author/last">{esc(last.name)}</a><sup>{_sup_markers(p, last)}</sup>'
    authors = f"{authors} and {last_html}" if authors else last_html
    affs = "".join(f"<p class='aff'><sup>{k + 1}</sup>{esc(a)}</p>" for k, a in enumerate(p.affiliations))
    refs = "".join(_linked_reference(rng, r, k) for k, r in enumerate(p.references))
    body = (chrome_top(rng, p.journal)
            + f'<nav class="breadcrumb"><a href="/">Home</a> &gt; <a href="/journal">{esc(p.journal)}</a> &gt; '
              f'<a href="/toc/{p.volume}/{p.issue}">Vol. {p.volume}, No. {p.issue}</a></nav>'
            + f'<article><h1 class="title">{esc(p.title)}</h1><div class="authors">{authors}</div>{affs}'
            + f'<p class="doi">https://doi.org/{p.doi}</p>'
            + f'<section class="abstract"><h2>Abstract</h2><p>{esc(p.abstract)}</p></section>'
            + "".join(f"<section><h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) + "</section>"
                      for h, paras in p.body)
            + '<section class="collapsible" aria-expanded="false"><button class="toggle">References</button>'
              '<div class="sort-tabs"><a href="#">Order of appearance</a> <a href="#">Year</a> <a href="#">Author</a></div>'
              f'<div class="reveal" style="display:none"><ol>{refs}</ol></div></section>'
            + '<aside class="history"><h3>History</h3><ul>'
              f'<li>Received: {_fmt(p.received)}</li><li>Accepted: {_fmt(p.accepted)}</li>'
              f'<li>Published Online: {_fmt(p.online)}</li></ul></aside>'
            + '</article>' + chrome_bottom(rng, p.journal))
    iso = "%04d-%02d-%02d" % p.online
    metas = _meta_date(meta_tags(p, keywords=False, online_date=False), p, "%04d/%02d/%02d" % p.online)
    truth = truth_row(page_id, "society", p, date="%04d/%02d/%02d" % p.online, date_iso=iso, keywords=False)
    return page(f"{p.title} | {p.journal}", metas, body), truth


def megajournal(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    p = make_paper(rng, n_refs=(20, 40), n_authors=(2, 5))
    p.issue = ""
    elocator = f"e{rng.randint(1000, 99999)}"
    names = ", ".join(f"{a.family} {a.given[0]}" for a in p.authors)
    body = (chrome_top(rng, "PeerJ")
            + f'<article><h1>{esc(p.title)}</h1>'
            + "<ul class='authors'>" + "".join(f"<li><a href='/a/{k}'>{esc(a.name)}</a></li>"
                                                for k, a in enumerate(p.authors)) + "</ul>"
            + "".join(f"<p class='aff'>{esc(a)}</p>" for a in p.affiliations)
            + f'<dl><dt>Published</dt><dd>{_fmt((p.year, p.month, p.day), "iso")}</dd></dl>'
            + f'<section><h2>Abstract</h2><p>{esc(p.abstract)}</p></section>'
            + "".join(f"<section><h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) + "</section>"
                      for h, paras in p.body)
            + '<div class="reveal-container"><ul class="tabs"><li><a href="#">Sort by year</a></li></ul><div hidden>'
            + "".join(f"<div class='citation'><a href='/r/{k}'>{esc(r)}</a></div>" for k, r in enumerate(p.references))
            + "</div></div>"
            + f'<div class="cite">Cite this article: {esc(names)}. {p.year}. {esc(p.title)}. '
              f'{esc(p.journal)} {p.volume}:{elocator} https://doi.org/{p.doi}</div>'
            + '</article>' + chrome_bottom(rng, "PeerJ"))
    metas = meta_tags(p, keywords=False).replace('<meta name="citation_issue" content="">', "")
    truth = truth_row(page_id, "megajournal", p, issue=False, keywords=False)
    return page(f"{p.title} [PeerJ]", metas, body), truth


def anthology(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    p = make_paper(rng, n_refs=(0, 0), n_authors=(1, 5))
    authors = ", ".join(f'<a href="/people/{a.family.lower()}/">{esc(a.name)}</a>' for a in p.authors)
    anth = f"{p.year % 100:02d}-{rng.randint(1000, 1999)}"
    body = (f'<nav class="navbar"><a href="/">ACL Anthology</a> <a href="/faq/">FAQ</a> <a href="/info/corrections/">Corrections</a></nav>'
            f'<section id="main"><h2 id="title"><a href="/{anth}.pdf">{esc(p.title)}</a></h2>'
            f'<p class="lead">{authors}</p>'
            f'<div class="card"><h5 class="card-title">Abstract</h5><span>{esc(p.abstract)}</span></div>'
            f'<dl><dt>Anthology ID:</dt><dd>{anth}</dd><dt>Volume:</dt><dd>Proceedings of the Annual Meeting on {esc(p.journal)}</dd>'
            f'<dt>Month:</dt><dd>{MONTHS[p.month - 1]}</dd><dt>Year:</dt><dd>{p.year}</dd>'
            f'<dt>Address:</dt><dd>Florence, Italy</dd><dt>Pages:</dt><dd>{p.first_page}–{p.last_page}</dd>'
            f'<dt>DOI:</dt><dd><a href="https://doi.org/{p.doi}">{p.doi}</a></dd></dl>'
            f'<div class="acl-paper-link-block"><a class="btn" href="/{anth}.pdf">PDF</a> '
            f'<a class="btn" href="/{anth}.bib">BibTeX</a> <a class="btn" href="/{anth}.xml">MODS XML</a> '
            f'<a class="btn" href="/{anth}.endf">EndNote</a></div></section>')
    metas = meta_tags(p, keywords=False, references=False).replace(
        f'content="{p.date_text("slash")}"', f'content="{p.year}"')
    truth = truth_row(page_id, "anthology", p, date=str(p.year), date_iso=str(p.year), volume=False, issue=False,
                      keywords=False, references=False)
    return page(f"{p.title} - ACL Anthology", metas, body), truth


def mathjournal(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    p = make_paper(rng, n_refs=(5, 20))
    first = rng.randint(1, 8)
    p.issue = f"{first}-{first + 2}"
    codes = [f"{rng.randint(11, 94)}{rng.choice('ABCDEFGH')}{rng.randint(5, 99):02d}" for _ in range(rng.randint(1, 3))]
    codes = list(dict.fromkeys(codes))
    kws = p.keywords or ["canard", "slow manifold"]
    p.keywords = list(kws) + codes
    body = (chrome_top(rng, p.journal)
            + f'<div class="publication"><h2><a href="/journal">{esc(p.journal)}</a></h2>'
              f'<p>Volume {p.volume}, Issues {p.issue}, {MONTHS[p.month - 1]} {p.year}, Pages {p.first_page}-{p.last_page}</p></div>'
            + f'<h1>{esc(p.title)}</h1><p class="authors">{", ".join(esc(a.name) for a in p.authors)}</p>'
            + "".join(f"<p class='aff'>{esc(a)}</p>" for a in p.affiliations)
            + f'<p>https://doi.org/{p.doi}</p>'
            + f'<div class="abstract"><h2>Abstract</h2><p>{esc(p.abstract)}</p></div>'
            + f'<p class="kwd">Keywords/Phrases: {esc("; ".join(kws))}</p>'
            + f'<p class="msc">Mathematics Subject Classification (2010): {", ".join(codes)}</p>'
            + "<h2>References</h2><ol>" + "".join(f"<li>{esc(r)}</li>" for r in p.references) + "</ol>"
            + chrome_bottom(rng, p.journal))
    metas = meta_tags(p)
    truth = truth_row(page_id, "mathjournal", p, date=f"{p.year}/{p.month:02d}", date_iso=f"{p.year}-{p.month:02d}")
    return page(f"{p.title} - {p.journal}", metas, body), truth


TEMPLATES = {"society": society, "megajournal": megajournal, "anthology": anthology, "mathjournal": mathjournal}
