"""Aggregators' article pages, one site for many publishers' journals: a JSTOR stable page
and Cairn.info (French) (see :mod:`webextract_testkit.scholarly.presses`)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from webextract_testkit.scholarly.common import (
    _meta_date,
    _related,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)


# ----------------------------------------------------------------------------- JSTOR
JSTOR_J = (("The American Economic Review", "American Economic Association"),
           ("Journal of the History of Ideas", "University of Pennsylvania Press"),
           ("American Journal of Sociology", "The University of Chicago Press"),
           ("Ecology", "Ecological Society of America"),
           ("The William and Mary Quarterly", "Omohundro Institute of Early American History and Culture"))
J_MON = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.", "Nov.", "Dec."]


def jstor(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A JSTOR stable page (2016-2022): "Journal Article", the title, "By: Maria Smith and
    John Wang" (no affiliations), the journal name, "Vol. 12, No. 3 (Mar., 2020), pp. 45-67
    (23 pages)", "Published By: the publisher", "https://doi.org/10.2307/1234567", "Stable
    URL: https://www.jstor.org/stable/1234567", often no abstract (the first page is shown
    as an image), "Cite this Item", access options, "Journal Info" and related items.  The
    meta date is the issue's year/month."""
    journal, publisher = rng.choice(JSTOR_J)
    p = make_paper(rng, n_refs=(0, 0), n_authors=(1, 3))
    stable = rng.randint(1000000, 27000000)
    has_doi = rng.random() < 0.6
    has_abs = rng.random() < 0.4
    doi = f"10.2307/{stable}" if has_doi else ""
    p = dataclasses.replace(p, journal=journal, doi=doi, keywords=[])
    names = [a.name for a in p.authors]
    by = names[0] if len(names) == 1 else (", ".join(names[:-1]) + " and " + names[-1])
    by_label = rng.random() < 0.5  # the 2016-2020 design writes "By: ..."
    vol_line = f"Vol. {p.volume}, No. {p.issue} ({J_MON[p.month - 1]}, {p.year}), pp. {p.first_page}-{p.last_page} ({p.last_page - p.first_page + 1} pages)"
    header = ('<header class="header"><a href="/" class="logo"><img alt="JSTOR Home" src="/px/xhr/logo.svg"></a>'
              '<nav><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Browse", "Tools", "Workspace", "About", "Support"))
              + '</ul></nav><form><input aria-label="Search JSTOR" placeholder="Search journals, books, images, and primary sources"><a href="#">Advanced Search</a></form>'
              '<a href="#">Log in</a> <a href="#">Register</a></header>')
    main = ('<main><div class="content-container"><div class="item-header">'
            '<div class="type-label">Journal Article</div>'
            f'<h1 class="title" data-qa="item-title">{esc(p.title)}</h1>'
            f'<div class="contrib" data-qa="item-authors">{"By: " if by_label else ""}{esc(by)}</div>'
            f'<div class="src" data-qa="item-src-info"><cite class="journal">{esc(journal)}</cite></div>'
            f'<div class="src" data-qa="item-src-info">{vol_line}</div>'
            f'<div class="publisher" data-qa="item-publisher">Published By: <a href="#">{esc(publisher)}</a></div>'
            + (f'<div class="doi" data-qa="item-doi">https://doi.org/{doi}</div>' if has_doi else "")
            + '<div class="stable-url" data-qa="item-stable-url"><span class="stable">Stable URL: </span>'
            f'<a href="https://www.jstor.org/stable/{stable}">https://www.jstor.org/stable/{stable}</a></div>'
            '<ul class="item-actions"><li><a href="#">Read Online (Free)</a></li><li><a href="#">Download (PDF)</a></li><li><a href="#">Cite this Item</a></li>'
            '<li><a href="#">Add to Workspace</a></li><li><a href="#">Track citations</a></li></ul></div>'
            + (f'<div class="abstract" data-qa="item-abstract"><h2>Abstract</h2><p>{esc(p.abstract)}</p></div>' if has_abs else
               '<div class="page-scan"><img alt="Journal Article" src="/stable/pdfplus/first-page.png"><p>Preview not available for this item.</p></div>')
            + '<div class="access-options"><h2>Access Options</h2><p>Log in through your institution</p><a href="#">Check access</a>'
            f'<p>Purchase article</p><p>${rng.randint(12, 40)}.00 - Download now and later</p></div>'
            '<div class="journal-info"><h2>Journal Information</h2>'
            f'<p>{esc(journal)} is a {rng.choice(("quarterly", "bimonthly", "monthly"))} journal published by {esc(publisher)} that covers its field since {rng.randint(1880, 1980)}.</p>'
            f'<h2>Publisher Information</h2><p>{esc(publisher)} publishes scholarly books and journals.</p>'
            f'<h2>Rights &amp; Usage</h2><p>This item is part of a JSTOR Collection. For terms and use, please refer to our Terms and Conditions<br>{esc(journal)} © {p.year} {esc(publisher)}<br>Request Permissions</p></div>'
            '<div class="related-content"><h2>Related items</h2><ul>'
            + "".join(f'<li><a href="#">{esc(t)}</a><div>{esc(n)}</div><div>{esc(rng.choice(JSTOR_J)[0])}, Vol. {rng.randint(1, 100)}, No. {rng.randint(1, 4)} '
                      f'({J_MON[d[1] - 1]}, {d[0]})</div></li>' for t, n, d in _related(rng, rng.randint(3, 6)))
            + '</ul></div></div></main>')
    foot = ('<footer class="footer"><div><p>JSTOR is part of ITHAKA, a not-for-profit organization helping the academic community use digital technologies to '
            'preserve the scholarly record and to advance research and teaching in sustainable ways.</p>'
            f'<p>©{rng.randint(2000, 2022)}-{rng.randint(2022, 2025)} ITHAKA. All Rights Reserved. JSTOR®, the JSTOR logo, JPASS®, Artstor®, Reveal Digital™ and ITHAKA® are registered trademarks of ITHAKA.</p></div>'
            '<ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Terms &amp; Conditions of Use", "Privacy Policy", "Cookie Policy", "Accessibility", "Help", "Contact us"))
            + '</ul></footer>')
    ym = f"{p.year:04d}/{p.month:02d}"
    metas = _meta_date(meta_tags(p, online_date=False, abstract=has_abs, keywords=False, references=False), p, ym)
    truth = truth_row(page_id, "jstor", p, date=ym, date_iso=f"{p.year:04d}-{p.month:02d}", doi=has_doi, abstract=has_abs,
                      keywords=False, references=False)
    truth["author_affiliations"] = [[] for _ in p.authors]
    metas = "\n".join(line for line in metas.split("\n") if "citation_author_institution" not in line)
    return page(f"{p.title} on JSTOR", metas, header + main + foot), truth


# ----------------------------------------------------------------------------- Cairn.info
CAIRN_J = (("Revue française de sociologie", "Presses de Sciences Po", "rfs"),
           ("Revue d'économie politique", "Dalloz", "redp"),
           ("Population", "Ined Éditions", "popu"),
           ("Revue française de science politique", "Presses de Sciences Po", "rfsp"),
           ("Annales. Histoire, Sciences Sociales", "Éditions de l'EHESS", "anna"),
           ("Revue française de pédagogie", "ENS Éditions", "rfp"))
FR_TOPIC = ("les inégalités scolaires", "la mobilité sociale", "les politiques urbaines", "le marché du travail",
            "la transition énergétique", "les pratiques culturelles", "la participation électorale",
            "les trajectoires migratoires", "la santé publique", "les réseaux sociaux", "l'action publique locale",
            "les familles monoparentales")
FR_HEADS = ("Cet article analyse", "À partir d'une enquête qualitative, nous montrons que", "L'étude met en évidence",
            "Nous examinons", "Les résultats suggèrent que", "Cette contribution propose une lecture de")
FR_KW = {"thermal transport": "transport thermique", "perovskite": "pérovskite", "machine learning": "apprentissage automatique",
         "soil carbon": "carbone du sol", "curriculum design": "conception des programmes", "urban heat island": "îlot de chaleur urbain",
         "graphene": "graphène", "protein folding": "repliement des protéines", "inflation targeting": "ciblage de l'inflation",
         "sparse models": "modèles parcimonieux", "coastal erosion": "érosion côtière", "electrolytes": "électrolytes"}
FR_MON = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]


def _fr_sentence(rng: random.Random) -> str:
    a, b = rng.sample(FR_TOPIC, 2)
    return f"{rng.choice(FR_HEADS)} {a} et {b} évoluent de concert, dans {rng.randint(2, 95)} % des cas étudiés."


def _fr_title(rng: random.Random) -> str:
    a, b = rng.sample(FR_TOPIC, 2)
    return f"{a[0].upper()}{a[1:]} face à {b} : {rng.choice(('une enquête de terrain', 'une analyse comparée', 'un état des lieux', 'le cas français'))}"


def cairn(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Cairn.info (French interface, 2016-2022): the journal's breadcrumb, "Article", the
    title (and an English title), authors as links with "Dans <i>Revue ...</i> 2020/3 (Vol.
    12), pages 45 à 67", "Éditions ...", "ISSN", "DOI : 10.3917/...", the "Résumé" then the
    "Abstract", "Mots-clés" and "Keywords", the outline ("Plan"), notes, "Cité par" and
    "Sur un sujet proche".  The meta tags carry the French title, résumé and mots-clés, and
    the year as the date."""
    journal, publisher, code = rng.choice(CAIRN_J)
    base = make_paper(rng, n_refs=(0, 0), n_authors=(1, 4))
    fr_title = _fr_title(rng)
    fr_abs = " ".join(_fr_sentence(rng) for _ in range(rng.randint(3, 6)))
    fr_kw = [FR_KW[k] for k in base.keywords]
    en_title, en_abs, en_kw = base.title, base.abstract, list(base.keywords)
    vol = str(rng.randint(20, 72))
    doi = f"10.3917/{code}.{vol}{base.issue}.{base.first_page:04d}" if rng.random() < 0.85 else ""
    p = dataclasses.replace(base, title=fr_title, abstract=fr_abs, keywords=fr_kw, journal=journal, journal_abbrev=journal,
                            volume=vol, doi=doi, issue=str(rng.randint(1, 4)))
    has_en = rng.random() < 0.8
    authors = "".join(f'<div class="auteur"><a class="yellow" href="/publications-de-{esc(a.family)}--{rng.randint(1000, 99999)}.htm">'
                      f'{esc(a.given)} {esc(a.family)}</a><div class="affiliation">{esc(p.affiliations[a.affiliations[0]])}</div></div>' for a in p.authors)
    header = ('<header id="header"><a href="/" class="logo"><img alt="Cairn.info" src="/static/images/logo-cairn.png"></a>'
              '<ul class="menu">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("Revues", "Ouvrages", "Que sais-je ?", "Magazines", "Encyclopédies", "Cairn Pro"))
              + '</ul><form><input placeholder="Chercher, découvrir, explorer…"><button>Rechercher</button></form>'
              '<a href="#">Connexion</a> <a href="#">Accès via mon institution</a> <a href="#">Cairn International Edition</a></header>')
    main = ('<main id="page"><div class="breadcrumb"><a href="/">Accueil</a> &gt; <a href="#">Revues</a> &gt; '
            f'<a href="#">{esc(journal)}</a> &gt; <a href="#">Numéro {p.year}/{p.issue} (Vol. {vol})</a> &gt; <span>{esc(fr_title[:40])}…</span></div>'
            '<div id="article-details"><div class="grille"><span class="type">Article</span>'
            f'<h1 class="titre-article">{esc(fr_title)}</h1>'
            + (f'<h2 class="sous-titre-article" lang="en">{esc(en_title)}</h2>' if has_en else "")
            + f'<div class="auteurs">{authors}</div>'
            f'<div class="meta"><p>Dans <a href="#"><i>{esc(journal)}</i></a> <a href="#">{p.year}/{p.issue} (Vol. {vol})</a>, pages {p.first_page} à {p.last_page}</p>'
            f'<p>Éditions <a href="#">{esc(publisher)}</a></p><p>ISSN {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}</p>'
            f'<p>ISBN 978-2-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}-{rng.randint(0, 9)}</p>'
            + (f'<p>DOI : <a href="https://doi.org/{doi}">10.3917/{doi.split("/", 1)[1]}</a></p>' if doi else "")
            + f'<p>Mise en ligne sur Cairn.info le {p.day} {FR_MON[(p.month % 12)]} {p.year if p.month < 12 else p.year + 1}</p></div>'
            '<ul class="acces"><li><a href="#">Feuilleter en ligne</a></li><li><a href="#">Version HTML</a></li><li><a href="#">Version PDF</a></li>'
            '<li><a href="#">Ajouter à ma bibliographie</a></li><li><a href="#">Citer cet article</a></li><li><a href="#">Alertes e-mail</a></li></ul></div>'
            f'<div class="resume" lang="fr"><h2>Résumé</h2><p>{esc(fr_abs)}</p>'
            + ('<p class="mots-cles"><b>Mots-clés</b> ' + ", ".join(f'<a href="#">{esc(k)}</a>' for k in fr_kw) + '</p>' if fr_kw else "")
            + '</div>'
            + (f'<div class="resume" lang="en"><h2>Abstract</h2><p>{esc(en_abs)}</p>'
               + ('<p class="mots-cles"><b>Keywords</b> ' + ", ".join(f'<a href="#">{esc(k)}</a>' for k in en_kw) + '</p>' if en_kw else "")
               + '</div>' if has_en else "")
            + '<div class="plan"><h2>Plan de l\'article</h2><ol>'
            + "".join(f"<li><a href=\"#s{k}\">{w}</a></li>" for k, w in enumerate(("Introduction", "Données et méthode", "Résultats", "Discussion", "Conclusion")))
            + '</ol></div>'
            f'<div class="corps"><h2>Introduction</h2><p>{esc(" ".join(_fr_sentence(rng) for _ in range(4)))}</p>'
            f'<h2>Données et méthode</h2><p>{esc(" ".join(_fr_sentence(rng) for _ in range(3)))}</p></div>'
            '<div class="citer"><h2>Citer cet article</h2>'
            f'<p>{esc(p.authors[0].family)} {esc(p.authors[0].given)}, « {esc(fr_title)} », <i>{esc(journal)}</i>, {p.year}/{p.issue} (Vol. {vol}), '
            f'p. {p.first_page}-{p.last_page}.' + (f' DOI : {doi}. URL : https://www.cairn.info/revue-{code}-{p.year}-{p.issue}-page-{p.first_page}.htm' if doi else "") + '</p></div>'
            '<div class="cite-par"><h2>Cité par</h2><ul>'
            + "".join(f'<li><a href="#">{esc(_fr_title(rng))}</a> <span>{esc(n)}</span> <span>{esc(rng.choice(CAIRN_J)[0])}, {d[0]}</span></li>'
                      for _, n, d in _related(rng, rng.randint(0, 4)))
            + '</ul></div><aside class="sujet-proche"><h2>Sur un sujet proche</h2><ul>'
            + "".join(f'<li><a href="#">{esc(_fr_title(rng))}</a><span>{esc(n)}</span><span>{esc(rng.choice(CAIRN_J)[0])} {d[0]}/{rng.randint(1, 4)}</span></li>'
                      for _, n, d in _related(rng, rng.randint(3, 5)))
            + '</ul></aside></div></main>')
    foot = ('<footer id="footer"><ul>' + "".join(f'<li><a href="#">{w}</a></li>' for w in (
        "À propos de Cairn.info", "Institutions clientes", "Services aux éditeurs", "Services aux institutions", "Services aux particuliers",
        "Conditions d'utilisation", "Conditions de vente", "Politique de confidentialité", "Aide", "Contact"))
        + f'</ul><p>Cairn.info — Chercher, repérer, avancer. © Cairn.info {rng.randint(2020, 2022)}</p>'
        '<p>Nous utilisons des cookies pour vous offrir une meilleure expérience. <a href="#">En savoir plus</a></p></footer>')
    metas = meta_tags(p, online_date=False, references=False).replace(
        f'content="{p.date_text("slash")}"', f'content="{p.year}"')
    truth = truth_row(page_id, "cairn", p, date=str(p.year), date_iso=str(p.year), doi=bool(doi), references=False)
    return page(f"{fr_title} | Cairn.info", metas, header + main + foot, lang="fr"), truth
