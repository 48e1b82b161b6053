"""Generated list pages of today's platforms in the shapes that mislead an article-link
choice, each with the article URLs a crawl should follow (one an entry, in page order).
The tables of contents of :mod:`webextract_testkit.scholarly.tables` take these shapes
through its ``SHAPES``.

* ``profiles``: a preprint server's daily listing: each entry's article link is its
  identifier ("arXiv:2401.01234"), beside "pdf", "html" (a versioned full-text view,
  ``/html/2401.01234v1``) and "other"; the title is plain text and the authors are links to
  their profile pages (``/a/smith_j_1``), not to a search; one author alone on some
  entries, a collaboration's 300 on one; a header and footer of chrome ("Login", "Donate", "Subscribe to mailings") and
  the listing's own navigation ("fewer", "more", anchors to its sections).
* ``people``: an open-access publisher's article list: each entry a title link, then its
  authors (4 to 14) as links to their profiles on another site, and no "Abstract" link: by
  its links' words alone an entry is a menu of links.
* ``hits``: a preprint server's search results: the identifier link (new and old style,
  "arXiv:hep-th/0101001"), authors as author searches, an abstract folded behind a "More"
  control without a URL, a DOI link to another site on some, pagination.
* ``issue_items``: a publishing platform's issue: sections of entries with the title as a
  link around a heading (a short one on some: "Issue Information", "Front Cover"), authors as links to their profile pages (one on some), "Abstract",
  "Full text", "PDF" (``/doi/epdf/``), "References" and "Request permissions" links, and a
  sidebar of chrome boxes each with its prose and one link ("Submit an article", "Get new
  issue alerts", "Log in / Register", "Subscribe to this journal", "Ethics and publication
  policies", "Personalise your recommendations", "Learn more"), and lists of other issues'
  articles under "Most Read" and "Most Cited" beside the issue's own.
* ``views``: an older platform's table of contents whose entries are runs of sibling
  elements (a section is one record), the title plain text, and each entry's views named
  by a last path part (``/doi/10.1002/x/abstract``, ``/full``, ``/pdf``, ``/references``):
  one entry, not two articles.
* ``repository``: an institutional repository's issue of a journal it hosts: each article's
  URL names the volume and issue before its number (``/jx/vol12/iss3/5``), its title is the
  link, a "PDF" download without suffix (``/cgi/viewcontent.cgi?article=...``) comes first;
  a sidebar of links to other issues ("Volume 12, Issue 2": list pages), "Submit Article",
  "Receive Email Notices or RSS".
"""

from __future__ import annotations

import random

from webextract_testkit.scholarly.common import FAMILY, GIVEN, TOPIC, _sentence, _title, esc

SITE = "https://journal.example.org"


def _people(rng: random.Random, n: int) -> list[tuple[str, str]]:
    """``n`` (given, family) names."""
    return [(rng.choice(GIVEN), rng.choice(FAMILY)) for _ in range(n)]


def _slug(family: str, given: str) -> str:
    return "".join(c for c in family.lower() if c.isalnum()) + "_" + given[0].lower()


def _profiles(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, entries = [], []
    for k in range(n):
        ident = f"2401.{rng.randint(10000, 99999)}"
        urls.append(f"{SITE}/abs/{ident}")
        people = _people(rng, 1 if k % 4 == 1 else 300 if k == 6 else rng.randint(2, 12))
        authors = ", ".join(f'<a href="{SITE}/a/{esc(_slug(f, g))}_1">{esc(g)} {esc(f)}</a>' for g, f in people)
        abstract = f"<p class='mathjax'>{esc(_sentence(rng))} {esc(_sentence(rng))}</p>" if k % 3 == 0 else ""
        entries.append(f"<dt><a name='item{k + 1}'>[{k + 1}]</a> <a href=\"/abs/{ident}\" title=\"Abstract\" id=\"{ident}\">"
                       f"arXiv:{ident}</a> [<a href=\"/pdf/{ident}\" title=\"Download PDF\">pdf</a>, "
                       f"<a href=\"{SITE}/html/{ident}v1\" title=\"View HTML\">html</a>, "
                       f"<a href=\"/format/{ident}\" title=\"Other formats\">other</a>]</dt>"
                       f"<dd><div class='meta'><div class='list-title mathjax'><span class='descriptor'>Title:</span> "
                       f"{esc(_title(rng))}</div><div class='list-authors'>{authors}</div>"
                       f"<div class='list-comments mathjax'><span class='descriptor'>Comments:</span> "
                       f"{rng.randint(5, 40)} pages, {rng.randint(1, 9)} figures</div>"
                       f"<div class='list-subjects'><span class='descriptor'>Subjects:</span> "
                       f"<span class='primary-subject'>Computation and Language (cs.CL)</span></div>{abstract}</div></dd>")
    html = ('<html><head><title>Computation and Language  new submissions</title></head><body>'
            '<div id="header"><a href="#content">Skip to main content</a> <p>We gratefully acknowledge support from '
            'the Simons Foundation, member institutions, and all contributors. <a href="/donate">Donate</a></p>'
            '<a href="/login">Login</a> <a href="/help">Help</a> | <a href="/search/advanced">Advanced Search</a></div>'
            '<div id="content"><h1>Computation and Language</h1><h2>New submissions for Wed, 3 Jan 24</h2>'
            '<ul><li><a href="#item1">New submissions</a></li><li><a href="#item9">Cross-lists</a></li></ul>'
            f'<small>[ total of {n} entries: <a href="/list/cs.CL/new?skip=0&amp;show=25">1-{n}</a> ]</small> '
            '<small>[ showing up to 500 entries per page: <a href="/list/cs.CL/new?skip=0&amp;show=250">fewer</a> | '
            '<a href="/list/cs.CL/new?skip=0&amp;show=1000">more</a> ]</small>'
            f'<h3>New submissions (showing {n} of {n} entries)</h3><dl id="articles">{"".join(entries)}</dl></div>'
            '<footer><ul><li><a href="/about">About</a></li><li><a href="/help">Help</a></li></ul>'
            '<ul><li><a href="/help/contact">Contact arXiv</a></li><li><a href="/help/subscribe">Subscribe to arXiv mailings</a></li></ul>'
            '<ul><li><a href="/help/license">Copyright</a></li><li><a href="/help/policies/privacy_policy">Privacy Policy</a></li></ul>'
            '<ul><li><a href="/help/web_accessibility">Web Accessibility Assistance</a></li>'
            '<li><a href="https://status.example.com/">arXiv Operational Status</a></li></ul></footer></body></html>')
    return html, urls


def _hits(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, items = [], []
    for k in range(n):
        ident = (f"{rng.choice(('hep-th', 'cond-mat', 'astro-ph'))}/0{rng.randint(101, 712)}{rng.randint(100, 999)}"
                 if k % 5 == 3 else f"{rng.randint(2301, 2412)}.{rng.randint(10000, 99999)}")
        urls.append(f"{SITE}/abs/{ident}")
        people = _people(rng, rng.randint(1, 9))
        authors = ", ".join(f'<a href="/search/?searchtype=author&amp;query={esc(f)}%2C+{esc(g[0])}">{esc(g)} {esc(f)}</a>'
                            for g, f in people)
        doi = (f'<p class="is-size-7"><strong>doi</strong> <a href="https://doi.example.net/10.1103/PhysRevD.{rng.randint(10, 99)}.'
               f'{rng.randint(100000, 999999)}">10.1103/PhysRevD.{rng.randint(10, 99)}</a></p>' if k % 3 == 0 else "")
        items.append(f'<li class="arxiv-result"><div class="is-marginless"><p class="list-title is-inline-block">'
                     f'<a href="{SITE}/abs/{ident}">arXiv:{ident}</a> <span>[<a href="{SITE}/pdf/{ident}">pdf</a>, '
                     f'<a href="{SITE}/format/{ident}">other</a>]</span></p><div class="tags is-inline-block">'
                     f'<span class="tag is-small">{rng.choice(("cs.LG", "hep-th", "math.AP"))}</span></div></div>'
                     f'<p class="title is-5 mathjax">{esc(_title(rng))}</p><p class="authors">'
                     f'<span class="search-hit">Authors:</span> {authors}</p><p class="abstract mathjax">'
                     f'<span class="search-hit">Abstract</span>: <span class="abstract-short">{esc(_sentence(rng))} '
                     f'<a class="is-size-7" onclick="this.hidden=true">&#9661; More</a></span></p>'
                     f'<p class="is-size-7"><span>Submitted</span> {rng.randint(1, 28)} January, 2024; '
                     f'<span>originally announced</span> January 2024.</p>{doi}</li>')
    pages = " ".join(f'<li><a href="/search/?query=transport&amp;searchtype=all&amp;start={50 * p}" class="pagination-link">'
                     f'{p + 1}</a></li>' for p in range(1, 4))
    html = ('<html><head><title>Search | arXiv e-print repository</title></head><body>'
            '<div class="header"><a href="/login">Login</a> <a href="/help">Help</a> <a href="/search/advanced">Advanced Search</a></div>'
            f'<h1 class="title">Showing 1&ndash;{n} of 1,204 results for all: <span class="mathjax">transport</span></h1>'
            f'<nav class="pagination"><a href="/search/?query=transport&amp;searchtype=all&amp;start=50" class="pagination-next">Next</a>'
            f'<ul class="pagination-list">{pages}</ul></nav><ol class="breathe-horizontal">{"".join(items)}</ol>'
            '<footer><a href="/about">About</a> <a href="/help">Help</a> <a href="/help/contact">Contact</a> '
            '<a href="/help/subscribe">Subscribe</a></footer></body></html>')
    return html, urls


_BOXES = (("Submit an article", "Submit an article", "/page/journal/15214095/homepage/forauthors.html",
           "Submit your manuscript online through the journal's peer review system."),
          ("Get new issue alerts", "Get new issue alerts", "/action/doUpdateAlertSettings?action=addJournal&amp;journalCode=15214095",
           "Receive an e-mail each time a new issue of the journal is published."),
          ("Log in / Register", "Log in / Register", "/action/showLogin?uri=%2Ftoc%2F15214095%2F2024%2F36%2F1",
           "Access your saved searches, alerts and purchased content from any device."),
          ("Subscribe to this journal", "Subscribe to this journal", "/action/subscribeToJournal?journalCode=15214095",
           "Institutional and personal subscriptions with print and online access."),
          ("Ethics and publication policies", "Ethics and publication policies", "/page/journal/15214095/homepage/ethics.html",
           "Our standards for authors, editors and reviewers, and how we handle misconduct."),
          ("Personalise your recommendations", "Personalise your recommendations", "/action/personalization?journalCode=15214095",
           "Choose the subjects you follow and we will suggest articles you may like."),
          ("Open access", "Learn more", "/page/journal/15214095/homepage/open-access.html",
           "How to publish open access and who pays the article charges."))


#: Short titles of an issue's front matter and notices.
_SHORT = ("Issue Information", "Front Cover", "Editorial", "Correction")


def _issue_items(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, parts = [], []
    names = ("Research Articles", "Reviews")
    per = [n - n // 3, n // 3]
    number = 0
    for name, count in zip(names, per):
        parts.append(f'<section class="issue-items-container"><h3 class="toc__heading">{name}</h3>')
        for _ in range(count):
            number += 1
            doi = f"10.1002/adma.2024{rng.randint(10000, 99999)}"
            urls.append(f"{SITE}/doi/{doi}")
            people = _people(rng, 1 if number % 5 == 2 else rng.randint(2, 8))
            loa = "".join(f'<li><a href="/authored-by/{esc(f)}/{esc(g)}"><span>{esc(g)} {esc(f)}</span></a></li>'
                          for g, f in people)
            access = "Free Access" if rng.random() < 0.5 else "Open Access"
            parts.append(f'<div class="issue-item"><div class="issue-item__checkbox"><input type="checkbox" name="doi" value="{doi}"></div>'
                         f'<span class="doi-access">{access}</span><a class="issue-item__title" href="/doi/{doi}">'
                         f'<h4>{esc(_SHORT[number // 5 % 4] if number % 5 == 1 else _title(rng))}</h4></a>'
                         f'<ul class="loa comma rlist--inline">{loa}</ul>'
                         f'<ul class="rlist--inline"><li>Pages: {rng.randint(1, 900)}</li><li>First Published: '
                         f'{rng.randint(1, 28)} December 2023</li></ul><div class="content-item-format-links"><ul>'
                         f'<li><a href="/doi/abs/{doi}" title="Abstract">Abstract</a></li>'
                         f'<li><a href="/doi/full/{doi}" title="Full text">Full text</a></li>'
                         f'<li><a href="/doi/epdf/{doi}" title="ePDF">PDF</a></li>'
                         f'<li><a href="/doi/{doi}#references">References</a></li>'
                         f'<li><a href="/action/rightsLink?doi={doi}">Request permissions</a></li></ul></div></div>')
        parts.append("</section>")
    boxes = "".join(f'<div class="sidebar-box"><h4>{h}</h4><p>{p}</p><a href="{u}">{t}</a></div>' for h, t, u, p in _BOXES)
    rails = "".join(f'<section class="widget"><div class="widget-header"><h3>{head}</h3></div><ul class="widget-list">'
                    + "".join(f'<li><a href="/doi/10.1002/adma.2023{rng.randint(10000, 99999)}">{esc(_title(rng))}</a>'
                              f'<span class="authors">{esc(" ".join(_people(rng, 1)[0]))} et al.</span></li>' for _ in range(5))
                    + "</ul></section>" for head in ("Most Read", "Most Cited"))
    html = ('<html><head><title>Advanced Materials: Vol 36, No 1</title></head><body>'
            '<header><a href="/">Home</a> <a href="/action/showLogin">Login / Register</a></header>'
            f'<main><h1>Volume 36, Issue 1</h1><div class="table-of-content">{"".join(parts)}</div></main>'
            f'<aside>{rails}{boxes}</aside><footer><a href="/about">About</a> <a href="/privacy">Privacy Policy</a> '
            '<a href="/terms">Terms of Use</a> <a href="/cookies">Cookies</a></footer></body></html>')
    return html, urls


def _views(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, parts = [], []
    names = ("Communications", "Full Papers", "Corrigendum")
    per = [n // 3 + (1 if k < n % 3 else 0) for k in range(3)]
    for name, count in zip(names, per):
        parts.append(f'<div class="section"><h2>{name}</h2>')
        for _ in range(count):
            base = f"/doi/10.1002/anie.2009{rng.randint(10000, 99999)}"
            urls.append(f"{SITE}{base}/abstract")
            authors = ", ".join(f"{esc(g)} {esc(f)}" for g, f in _people(rng, rng.randint(1, 6)))
            summary = f"<p class='summary'>{esc(_sentence(rng))}</p>" if rng.random() < 0.5 else ""
            topic = f"<p class='topic'>{esc(rng.choice(TOPIC).capitalize())}</p>" if rng.random() < 0.4 else ""
            parts.append(f'<input type="checkbox" name="doi"><strong>{esc(_title(rng))}</strong>{topic}'
                         f'<p class="authors">{authors}</p>{summary}<p class="citation">Pages: {rng.randint(1, 900)}'
                         f'&ndash;{rng.randint(901, 999)} | Published Online: {rng.randint(1, 28)} Jul 2009</p>'
                         f'<p class="links"><a href="{base}/abstract">Abstract</a> | <a href="{base}/full">Full Article (HTML)</a> | '
                         f'<a href="{base}/pdf">PDF(1{rng.randint(10, 99)}K)</a> | <a href="{base}/references">References</a> | '
                         f'<a href="/documentsummary/{rng.randint(10000, 99999)}?doi={base[5:]}">Request Permissions</a></p>')
        parts.append("</div>")
    html = ('<html><head><title>Angewandte Chemie: Volume 48, Issue 31</title></head><body>'
            '<div id="top"><a href="/login">Log In</a> <a href="/register">Register</a></div>'
            f'<div id="content"><h1>Volume 48, Issue 31 (July 20, 2009)</h1>{"".join(parts)}</div>'
            '<div id="footer"><a href="/help">Help</a> <a href="/privacy">Privacy</a></div></body></html>')
    return html, urls


def _repository(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, parts = [], []
    journal = "jx"
    for name, count in (("Articles", n - n // 4), ("Book Reviews", n // 4)):
        parts.append(f'<div class="article-list"><h2>{name}</h2>')
        for _ in range(count):
            number = len(urls) + 1
            urls.append(f"{SITE}/{journal}/vol12/iss3/{number}")
            people = [f"{g} {f}" for g, f in _people(rng, rng.randint(1, 4))]
            authors = ", ".join(people[:-1]) + (" and " if len(people) > 1 else "") + people[-1]
            parts.append(f'<div class="doc"><p class="pdf"><a href="/cgi/viewcontent.cgi?article={1000 + number}&amp;'
                         f'context={journal}" title="Download PDF (1.{rng.randint(1, 9)} MB)">PDF</a></p>'
                         f'<p><a href="/{journal}/vol12/iss3/{number}">{esc(_title(rng))}</a><br>'
                         f'<span class="auth">{esc(authors)}</span></p></div>')
        parts.append("</div>")
    issues = "".join(f'<li><a href="/{journal}/vol{v}/iss{i}">Volume {v}, Issue {i}</a></li>'
                     for v, i in ((12, 2), (12, 1), (11, 4), (11, 3)))
    html = ('<html><head><title>Journal of Applied Studies | Vol 12, Iss 3</title></head><body>'
            '<div id="navigation"><a href="/">Home</a> <a href="/about.html">About</a> <a href="/faq.html">FAQ</a> '
            '<a href="/cgi/myaccount.cgi?context=jx">My Account</a></div>'
            f'<div id="main"><h1>Journal of Applied Studies</h1><h2>Volume 12, Issue 3 (2021)</h2>{"".join(parts)}</div>'
            f'<div id="sidebar"><h3>Other issues</h3><ul>{issues}</ul>'
            f'<h3>Submit</h3><p><a href="/cgi/submit.cgi?context={journal}">Submit Article</a></p>'
            f'<p><a href="/cgi/alerts.cgi?context={journal}">Receive Email Notices or RSS</a></p>'
            f'<ul><li><a href="/{journal}/aimsandscope.html">Aims and Scope</a></li>'
            f'<li><a href="/{journal}/editorialboard.html">Editorial Board</a></li>'
            f'<li><a href="/{journal}/policies.html">Policies</a></li></ul></div>'
            '<div id="footer"><a href="/accessibility.html">Accessibility Statement</a> <a href="/privacy.html">Privacy</a> '
            '<a href="/copyright.html">Copyright</a></div></body></html>')
    return html, urls


def _people_links(rng: random.Random, n: int) -> tuple[str, list[str]]:
    urls, cards = [], []
    for k in range(n):
        doi = f"10.3389/fpsyg.2024.{rng.randint(1000000, 1999999)}"
        urls.append(f"{SITE}/articles/{doi}")
        people = _people(rng, rng.randint(4, 14))
        authors = "".join(f'<li><a href="https://scholars.example.net/profile/{esc(g)}-{esc(f).replace(" ", "-")}'
                          f'-{rng.randint(10, 99)}">'
                          f'<span>{esc(g)} {esc(f)}</span></a></li>' for g, f in people)
        cards.append(f'<article class="card-article"><p class="type">{rng.choice(("Original Research", "Review", "Brief Report"))}'
                     f'</p><p class="date">Published on {rng.randint(1, 28)} January 2024</p>'
                     f'<h3><a href="/articles/{doi}">{esc(_title(rng))}</a></h3><ul class="authors">{authors}</ul>'
                     f'<p class="stats">{rng.randint(100, 9000):,} views</p></article>')
    html = ('<html><head><title>Frontiers in Psychology | Articles</title></head><body>'
            '<nav><a href="/journals/psychology">Psychology</a> <a href="/journals/psychology/articles">Articles</a> '
            '<a href="/journals/psychology/research-topics">Research Topics</a> <a href="/journals/psychology/editors">Editorial board</a></nav>'
            f'<main><h1>Articles</h1><div class="articles">{"".join(cards)}</div></main>'
            '<footer><a href="/about">About us</a> <a href="/submission">Submit your research</a> '
            '<a href="/privacy">Privacy policy</a></footer></body></html>')
    return html, urls


MORE = {"profiles": _profiles, "people": _people_links, "hits": _hits, "issue_items": _issue_items, "views": _views, "repository": _repository}
