"""Article pages among what real pages put around them: lists of other papers, links to
other issues, statements of the article's data, and reference lists that are not all
citations with a year.

* ``railfirst``: a left column *before* the article in the page's order, "Most read" (a
  heading, no class name) listing other papers with their volume lines, DOIs and "Published"
  dates, so that its last entry stands nearer the title than the article's own lines; a top
  bar linking "Current issue: Volume N, Issue M"; a metrics bar with an "Updated" date; a
  "Data availability" section citing a repository's DOI and deposit date; the references
  under "Literature Cited", a third of them without a year (books, reports, an undated web
  page).
* ``citebox``: a page whose volume, issue and year only its "How to cite" box after the
  references gives (``Journal, 12(3), 45–67``, APA), with an "In this issue" list of other
  papers at the end and an "Updated" date in the header; the meta tags carry the year.
* ``romanvol``: a humanities journal: "Vol. XII, No. 3 (Spring 2019)", German item names
  ("Veröffentlicht: 20. März 2019", "Schlagwörter"), keywords separated by dashes and a
  "Works Cited" list of books and articles, some without a year.
"""

from __future__ import annotations

import random
from typing import Any

from webextract_testkit.scholarly.common import (
    MONTHS,
    _fmt,
    _meta_date,
    _related,
    chrome_bottom,
    chrome_top,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)

#: Entries of a reference list that hold no year.
_UNDATED = (
    "{a}. Understanding {t}: a guide for practitioners. London: Routledge.",
    "{a}. Report of the working group on {t}. Geneva: World Health Organization.",
    "{a}. {T}, Phys. Rev. B {v}, {p}.",
)


def _mixed_references(rng: random.Random, refs: list[str]) -> list[str]:
    """``refs`` with about a third of them replaced by entries without a year."""
    out = []
    for k, r in enumerate(refs):
        if k % 3 == 1:
            a = f"{rng.choice(['Okafor', 'Lindqvist', 'Moreau', 'Ishikawa', 'Novak'])} {rng.choice('ABCDEFGH')}"
            t = rng.choice(["coastal erosion", "soil carbon", "urban heat", "river sediment", "grain growth"])
            out.append(rng.choice(_UNDATED).format(a=a, t=t, T=t.capitalize() + f" in thin films {k}",
                                                   v=rng.randint(10, 99), p=rng.randint(1000, 9999)))
        else:
            out.append(r)
    return out


def _other_papers(rng: random.Random, p: Any, n: int) -> str:
    """List items of other papers of the same journal: title link, authors, volume line,
    DOI and date."""
    items = []
    for k, (title, names, (y, m, d)) in enumerate(_related(rng, n)):
        items.append(f'<li><a href="/article/{k}">{esc(title)}</a><div>{esc(names)}</div>'
                     f'<div>{esc(p.journal)}, Volume {int(p.volume) + k + 1}, Issue {k + 1}</div>'
                     f'<div>Published: {d} {MONTHS[m - 1]} {y}</div><div>DOI: 10.{rng.randint(1000, 9999)}/x{k}{y}</div></li>')
    return "".join(items)


def railfirst(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Other papers, another issue and the article's data around the article (see the
    module's docstring)."""
    p = make_paper(rng, n_refs=(12, 30), n_authors=(2, 5))
    p.references = _mixed_references(rng, p.references)
    cur_vol, cur_issue = int(p.volume) + 3, rng.randint(1, 12)
    rail = f'<div class="col-left"><h3>Most read</h3><ul>{_other_papers(rng, p, 4)}</ul></div>'
    topbar = (f'<div class="topbar"><a href="/current">Current issue: Volume {cur_vol}, Issue {cur_issue}</a> | '
              '<a href="/alerts">Sign up for alerts</a></div>')
    metrics = (f'<div class="metrics"><span>Views {rng.randint(100, 9000)}</span> <span>Citations {rng.randint(1, 90)}</span> '
               f'<span>Updated {rng.randint(1, 28)} {MONTHS[rng.randint(0, 11)]} 2025</span></div>')
    data = (f'<section><h2>Data availability</h2><p>The data are openly available in a public repository at '
            f'https://doi.org/10.5061/dryad.{rng.randint(10000, 99999)} (deposited {_fmt((p.year + 1, 2, 3))}).</p></section>')
    authors = ", ".join(f'<a href="/author/{k}">{esc(a.name)}</a>' for k, a in enumerate(p.authors))
    body = (chrome_top(rng, p.journal) + topbar + rail
            + f'<main><article><div class="jline">{esc(p.journal)} · Volume {p.volume}, Issue {p.issue}</div>'
              f'<h1>{esc(p.title)}</h1><p class="authors">{authors}</p>{metrics}'
              f'<p>Published online: {_fmt(p.online)} · DOI: <a href="https://doi.org/{p.doi}">{p.doi}</a></p>'
              f'<h2>Abstract</h2><p>{esc(p.abstract)}</p>'
            + "".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + data + "<h2>Literature Cited</h2><ol>" + "".join(f"<li>{esc(r)}</li>" for r in p.references)
            + "</ol></article></main>" + chrome_bottom(rng, p.journal))
    online = f"{p.online[0]:04d}/{p.online[1]:02d}/{p.online[2]:02d}"
    metas = _meta_date(meta_tags(p, keywords=False), p, online)
    truth = truth_row(page_id, "railfirst", p, date=online, date_iso=online.replace("/", "-"), keywords=False)
    return page(f"{p.title} | {p.journal}", metas, body), truth


def citebox(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Volume, issue and year in the "How to cite" box after the references alone."""
    p = make_paper(rng, n_refs=(8, 25), n_authors=(1, 4))
    names = ", ".join(f"{a.family}, {a.given[0]}." for a in p.authors)
    cite = (f'<div class="howtocite"><h3>How to cite</h3><p>{esc(names)} ({p.year}). {esc(p.title)}. '
            f'<i>{esc(p.journal)}</i>, <i>{p.volume}</i>({p.issue}), {p.first_page}–{p.last_page}. '
            f'https://doi.org/{p.doi}</p></div>')
    others = f'<section><h2>In this issue</h2><ul>{_other_papers(rng, p, 5)}</ul></section>'
    body = (chrome_top(rng, p.journal)
            + f'<div class="bar">Page updated {_fmt((p.year + 2, 1, 15), "mdy")}</div>'
              f'<h1>{esc(p.title)}</h1><p>{esc(", ".join(a.name for a in p.authors))}</p>'
              f'<h2>Abstract</h2><p>{esc(p.abstract)}</p>'
            + "".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + "<h2>References</h2><ul>" + "".join(f"<li>{esc(r)}</li>" for r in p.references) + "</ul>"
            + cite + others + chrome_bottom(rng, p.journal))
    metas = _meta_date(meta_tags(p, keywords=False), p, str(p.year))
    truth = truth_row(page_id, "citebox", p, date=str(p.year), date_iso=str(p.year), keywords=False)
    return page(f"{p.title} | {p.journal}", metas, body), truth


_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV",
          "XVI", "XVII", "XVIII", "XIX", "XX", "XXI", "XXII", "XXIII", "XXIV", "XXV")
_GERMAN_MONTHS = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                  "Oktober", "November", "Dezember")
_SEASONS = ("Winter", "Spring", "Spring", "Spring", "Summer", "Summer", "Summer", "Autumn", "Autumn", "Autumn",
            "Winter", "Winter")


def romanvol(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A humanities journal: a Roman volume, a season, German item names, dashes between
    keywords, "Works Cited" with entries without a year."""
    p = make_paper(rng, n_refs=(8, 24), n_authors=(1, 3))
    p.volume = _ROMAN[int(p.volume) % len(_ROMAN)]
    p.references = _mixed_references(rng, p.references)
    if not p.keywords:
        p.keywords = ["memory", "archives", "urban history"]
    body = (chrome_top(rng, p.journal)
            + f'<div class="issue">{esc(p.journal)} · Vol. {p.volume}, No. {p.issue} ({_SEASONS[p.month - 1]} {p.year})</div>'
              f'<h1>{esc(p.title)}</h1><p class="by">{esc(" und ".join(a.name for a in p.authors))}</p>'
              f'<p>Veröffentlicht: {p.day}. {_GERMAN_MONTHS[p.month - 1]} {p.year}</p><p>DOI: {p.doi}</p>'
              f'<h2>Abstract</h2><p>{esc(p.abstract)}</p>'
              f'<p><b>Schlagwörter:</b> {esc(" — ".join(p.keywords))}</p>'
            + "".join(f"<h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) for h, paras in p.body)
            + "<h2>Works Cited</h2>" + "".join(f"<p class='wc'>{esc(r)}</p>" for r in p.references)
            + chrome_bottom(rng, p.journal))
    metas = meta_tags(p)
    truth = truth_row(page_id, "romanvol", p)
    return page(f"{p.title} | {p.journal}", metas, body, lang="de"), truth


TEMPLATES = {"railfirst": railfirst, "citebox": citebox, "romanvol": romanvol}
