"""Generated article pages whose author lists carry the furniture of real pages: per-author
popups holding the affiliation beside "Search for other works by this author on: ... PubMed
Google Scholar" links, ORCID and e-mail icons, "Corresponding author" stars, "Show all
authors" toggles, affiliation lists with glued superscript markers (``1``, ``a``, ``§``),
affiliations listed in an "Author information" section after the text, an editor line, a
"Cite this article" box, a related-articles rail above the article and a copyright footer.

Each template gives ``(html, truth)`` as :mod:`webextract_testkit.scholarly` templates do;
the truth's ``authors`` and ``author_affiliations`` are what the page shows for each author.
They are kept out of the bundled ``shapes`` set (``AUTHOR_TEMPLATES``, not ``TEMPLATES``):
``tests/test_vbptc_author_noise.py`` renders them.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from webextract_testkit.scholarly.common import (
    Paper,
    _orcid,
    _related,
    chrome_bottom,
    chrome_top,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)

SYMBOLS = ("§", "¶", "‖")
LETTERS = "abc"


def _head(p: Paper) -> str:
    return (f'<div class="citation-line">{esc(p.journal)}, Volume {p.volume}, Issue {p.issue}, '
            f'{p.date_text("dmy")}</div><div class="doi">DOI: https://doi.org/{p.doi}</div>')


def _abstract(p: Paper) -> str:
    return f'<section class="abstract"><h2>Abstract</h2><p>{esc(p.abstract)}</p></section>'


def _body(p: Paper) -> str:
    return "".join(f"<section><h2>{esc(h)}</h2>" + "".join(f"<p>{esc(x)}</p>" for x in paras) + "</section>"
                   for h, paras in p.body)


def _footer(rng: random.Random) -> str:
    return ("<footer><p>© 2024 Society of Things. Published by Publisher Ltd. All rights reserved. ISSN 0012-3456 "
            "(print), 1234-5678 (online). Registered in England, company no. 1234567, 4 Crinan Street, London N1 "
            "9XW.</p><p>Page last updated: 14 February 2024</p></footer>")


def _finish(page_id: str, shape: str, p: Paper, body: str) -> tuple[str, dict[str, Any]]:
    return page(f"{p.title} | {p.journal}", meta_tags(p), body), truth_row(page_id, shape, p)


def popup_cards(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Each author's name, then a hidden popup with the name again, the author's own
    affiliations, "Search for other works by this author on:" and its search links; an ORCID
    icon and a corresponding author's e-mail link beside some names."""
    p = make_paper(rng, n_authors=(2, 6))
    items = []
    for k, a in enumerate(p.authors):
        affs = "".join(f'<span class="author-affiliation">{esc(p.affiliations[i])}</span>' for i in a.affiliations)
        orcid = (f'<a class="orcid" href="https://orcid.org/{_orcid(rng)}"><img alt="ORCID" src="/orcid.svg"></a>'
                 if rng.random() < 0.5 else "")
        mail = ('<a class="email" href="mailto:x@example.org"><img alt="Email" src="/mail.svg"></a>'
                '<span class="corresp"><sup>*</sup></span>' if k == 0 else "")
        items.append(f'<span class="contrib-author"><a class="entryAuthor" href="/author/{k}">{esc(a.name)}</a>'
                     f'{mail}{orcid}<div class="author-info-popup hidden"><span class="author-name">{esc(a.name)}'
                     f'</span>{affs}<span class="search-label">Search for other works by this author on:</span>'
                     '<a href="#">Scitation</a><a href="#">PubMed</a> <a href="#">Google Scholar</a></div></span>')
    authors = ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else items[0]
    body = (chrome_top(rng, p.journal) + '<main><article>' + _head(p)
            + f'<h1 class="title">{esc(p.title)}</h1><div class="entryAuthor all">{authors}</div>'
            + _abstract(p) + _body(p) + '</article></main>' + _footer(rng))
    return _finish(page_id, "popup_cards", p, body)


def glued_markers(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Names with superscript numbers and a corresponding star, ORCID and e-mail icons, a
    "Show all N authors" toggle; the affiliations a list with the numbers glued in front
    (``<sup>1</sup>Department...``), then a "*Correspondence:" line."""
    p = make_paper(rng, n_authors=(3, 7))
    names = []
    for k, a in enumerate(p.authors):
        marks = ",".join(str(i + 1) for i in a.affiliations) + ("*" if k == 0 else "")
        icon = (f'<a href="https://orcid.org/{_orcid(rng)}" class="orcid-icon" aria-label="ORCID"></a>'
                if k % 2 else '<a href="mailto:x@example.org" class="mail-icon">✉</a>')
        names.append(f'<a href="/people/{k}" class="author-link">{esc(a.name)}</a><sup>{marks}</sup>{icon}')
    affs = "".join(f"<li><sup>{i + 1}</sup>{esc(x)}</li>" for i, x in enumerate(p.affiliations))
    body = (chrome_top(rng, p.journal) + '<main>' + _head(p) + f'<h1>{esc(p.title)}</h1>'
            + f'<div class="authors">{", ".join(names)}</div>'
            + f'<a href="#" class="toggle">Show all {len(p.authors)} authors</a>'
            + f'<ul class="notes">{affs}</ul>'
            + f'<p class="notes">*Correspondence: {esc(p.authors[0].name)}, author@example.org</p>'
            + _abstract(p) + _body(p) + '</main>' + chrome_bottom(rng, p.journal))
    return _finish(page_id, "glued_markers", p, body)


def symbol_markers(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A 2000s table layout: names in one bold line with note symbols (``§¶``) after each,
    then one line "From the §Department...; ¶Department..." of all affiliations."""
    p = make_paper(rng, n_authors=(2, 6))
    names = [f"{esc(a.name)}<sup>{''.join(SYMBOLS[i] for i in a.affiliations)}</sup>" for a in p.authors]
    line = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]
    affs = "; ".join(f"{SYMBOLS[i]}{esc(x)}" for i, x in enumerate(p.affiliations))
    body = ('<table width="100%"><tr><td><font size="-1"><b>' + esc(p.journal) + f', Vol. {p.volume}, Issue '
            f'{p.issue}, {p.date_text("mdy")}</b></font><br><font size="+1"><strong>{esc(p.title)}</strong></font>'
            f'<br><br><strong>{line}</strong><br><br><font size="-1">From the {affs}</font><br><br>'
            f'<p>{esc(p.abstract)}</p></td></tr></table>' + _body(p) + _footer(rng))
    return _finish(page_id, "symbol_markers", p, body)


def author_information(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A related-articles rail with other authors above the article; names with letter
    markers; an editor line; the affiliations in an "Author information" section after the
    text (``<sup>a</sup>Department...``); a "Cite this article" box with the authors again;
    a copyright footer."""
    p = make_paper(rng, n_authors=(2, 6))
    rail = "".join(f'<li><a href="/r/{k}">{esc(t)}</a><div class="rail-authors">{esc(n)}</div></li>'
                   for k, (t, n, _) in enumerate(_related(rng, 3)))
    names = [f'<span class="author"><a href="#">{esc(a.name)}</a><sup>{",".join(LETTERS[i] for i in a.affiliations)}'
             f'</sup></span>' for a in p.authors]
    affs = "".join(f'<li class="aff"><sup>{LETTERS[i]}</sup>{esc(x)}</li>' for i, x in enumerate(p.affiliations))
    cite = ", ".join(f"{a.family} {a.given[0]}" for a in p.authors)
    body = (chrome_top(rng, p.journal) + f'<aside class="rail"><h3>Related articles</h3><ul>{rail}</ul></aside>'
            + '<main>' + f'<h1>{esc(p.title)}</h1><div class="authors">{", ".join(names)}</div>'
            + _head(p) + '<div class="edited-by">Edited by Jonathan Fairweather, University of Leeds, Leeds, UK, '
            'and approved 3 March 2020</div>' + _abstract(p) + _body(p)
            + f'<section class="author-info"><h2>Author information</h2><ul>{affs}</ul></section>'
            + f'<div class="cite-box"><h3>Cite this article</h3><p>{esc(cite)} ({p.year}) {esc(p.title)}. '
            f'{esc(p.journal_abbrev)} {p.volume}({p.issue})</p></div></main>' + _footer(rng))
    return _finish(page_id, "author_information", p, body)


def footer_repository(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A repository's item page: the authors one line without affiliations, the abstract,
    and right after it the site's copyright footer naming a society and a London address."""
    p = make_paper(rng, n_authors=(1, 5), n_refs=(0, 0))
    for a in p.authors:
        a.affiliations = []
    body = (f'<h1>{esc(p.title)}</h1><div class="authors"><em>{esc(", ".join(a.name for a in p.authors))}</em></div>'
            f'<div class="abstract"><h4>Abstract</h4><div>{esc(p.abstract)}</div></div>' + _footer(rng))
    return _finish(page_id, "footer_repository", p, body)


#: The templates of this module, by name (see the module's docstring).
AUTHOR_TEMPLATES: dict[str, Callable[[str, random.Random], tuple[str, dict[str, Any]]]] = {
    "popup_cards": popup_cards, "glued_markers": glued_markers, "symbol_markers": symbol_markers,
    "author_information": author_information, "footer_repository": footer_repository}
