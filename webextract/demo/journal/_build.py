"""Build the bundled demo journal site (run from anywhere: ``python _build.py``).

Writes, next to this script: the journal home (``index.html``), two issues with tables of
contents over two pages each (``issues/vol12-iss1/`` and ``issues/vol12-iss2/``), 13 article
pages in two templates (issue 1: ``articles/jcs-12-1-NN.html`` with citation meta tags;
issue 2: ``v12/i2/art-NN.html`` without them, with a "Cited by" list after the references),
one paywall stub in issue 1 and one article without an abstract in issue 2, and
``EXPECTED.json``: the fields every article must come out with (meta tags off).
"""

from __future__ import annotations

import html
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
JOURNAL = "Journal of Computational Studies"
NAMES = ["Maria Garcia", "John Smith", "Wei Zhang", "Anna Kowalski", "Peter Novak", "Laura Rossi",
         "David Chen", "Sarah Johnson", "Hiroshi Tanaka", "Elena Petrova", "Ahmed Hassan", "Julia Weber",
         "Thomas Muller", "Carlos Silva"]
UNITS = ["Department of Computer Science", "Institute of Information Systems", "School of Mathematics",
         "Department of Statistics", "Laboratory for Web Science", "Department of Linguistics",
         "School of Informatics", "Institute of Data Engineering", "Department of Physics",
         "Centre for Digital Libraries", "Department of Electrical Engineering", "School of Computing",
         "Institute of Applied Mathematics", "Department of Information Science"]
PLACES = ["University of Toronto, Toronto, Canada", "Technical University of Munich, Munich, Germany",
          "Peking University, Beijing, China", "University of Melbourne, Melbourne, Australia"]
#: One affiliation per author of every article, none repeated (a line repeated on every page
#: of a site is template to site-level denoising).
AFFILIATIONS = [f"{UNITS[c % len(UNITS)]}, {PLACES[c // len(UNITS)]}" for c in range(len(UNITS) * len(PLACES))]
TOPICS = ["graph partitioning", "web page segmentation", "sparse matrix ordering", "record linkage",
          "focused crawling", "template detection", "citation parsing", "entity resolution",
          "boilerplate removal", "table extraction", "wrapper induction", "date normalisation",
          "author disambiguation", "link analysis"]
NAV = ('<header><div class="brand"><a href="/">{j}</a></div><nav><ul><li><a href="/">Home</a></li>'
       '<li><a href="/about.html">About the journal</a></li><li><a href="/submit.html">Submit a manuscript</a></li>'
       '<li><a href="/contact.html">Contact us</a></li></ul></nav></header>').format(j=JOURNAL)
FOOTER = ('<footer><p>&copy; 2024 Westbrook Academic Press. All rights reserved.</p><ul><li><a href="/privacy.html">'
          'Privacy</a></li><li><a href="/terms.html">Terms of use</a></li><li><a href="/cookies.html">Cookies</a>'
          '</li></ul></footer>')


def e(text: str) -> str:
    return html.escape(text, quote=True)


def article(issue: int, n: int) -> dict:
    k = (issue - 1) * 7 + n - 1
    first_aff = sum(2 + j % 3 for j in range(k))
    topic = TOPICS[k % len(TOPICS)]
    title = f"A study of {topic} on large collections of web pages" if issue == 1 else \
        f"Scalable {topic}: methods and evaluation"
    authors = [NAMES[(k + i) % len(NAMES)] for i in range(2 + k % 3)]
    day = 3 + n
    published = f"2024-03-{day:02d}" if issue == 1 else f"2024-06-{day:02d}"
    abstract = (f"We study {topic} on collections of millions of web pages. Existing methods are slow, "
                f"brittle and hard to tune; ours needs no training data, runs in linear time and keeps "
                f"accuracy across sites. We evaluate it on {10 + k} public data sets, compare it with four "
                f"baselines and report precision, recall and running time. The results show gains of "
                f"{5 + k} points on average, with the largest gains on pages of unusual layout.")
    refs = [f"{NAMES[(k + j) % len(NAMES)]}, {NAMES[(k + j + 3) % len(NAMES)]}. On {TOPICS[(k + j) % len(TOPICS)]}. "
            f"Journal of Web Studies {5 + j} ({2010 + j}) {10 * j + 1}-{10 * j + 9}." for j in range(3 + k % 4)]
    return {
        "issue": issue, "n": n, "title": title, "authors": authors,
        "affiliations": [AFFILIATIONS[first_aff + i] for i in range(len(authors))],
        "doi": f"10.5555/jcs.2024.{issue}{n:02d}", "volume": "12", "issue_no": str(issue),
        "published": published, "abstract": abstract if not (issue == 2 and n == 6) else None,
        "keywords": [topic, "web mining", "information extraction"], "references": refs,
        "path": f"/articles/jcs-12-1-{n:02d}.html" if issue == 1 else f"/v12/i2/art-{n:02d}.html",
        "stub": issue == 1 and n == 7,
    }


def template_a(a: dict) -> str:
    authors = ", ".join(f"{e(name)}<sup>{i + 1}</sup>" for i, name in enumerate(a["authors"]))
    affs = "".join(f"<li>{i + 1} {e(x)}</li>" for i, x in enumerate(a["affiliations"]))
    refs = "".join(f"<li>{e(r)}</li>" for r in a["references"])
    meta = "".join(f'<meta name="citation_author" content="{e(n)}">' for n in a["authors"])
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{e(a['title'])} | {JOURNAL}</title>
<meta name="citation_title" content="{e(a['title'])}">{meta}<meta name="citation_doi" content="{a['doi']}">
<meta name="citation_volume" content="12"><meta name="citation_issue" content="{a['issue_no']}">
<meta name="citation_publication_date" content="{a['published'].replace('-', '/')}"></head><body>{NAV}
<div class="crumbs"><a href="/">Home</a> &gt; <a href="/issues/vol12-iss1/">Volume 12, Issue 1</a></div>
<main><article><p class="journal-line">{JOURNAL}, Volume 12, Issue {a['issue_no']}, pp. {a['n'] * 10}-{a['n'] * 10 + 9}</p>
<h1>{e(a['title'])}</h1><p class="authors">{authors}</p><ol class="affiliations">{affs}</ol>
<p class="doi">DOI: <a href="https://doi.org/{a['doi']}">{a['doi']}</a></p><p class="dates">Received: 2 January 2024; Published: {int(a['published'][8:])} March 2024</p>
<h2>Abstract</h2><p>{e(a['abstract'])}</p><p class="keywords"><b>Keywords:</b> {'; '.join(a['keywords'])}</p>
<h2>Introduction</h2><p>Pages on the web mix the content a reader wants with menus, advertisements and lists of links. This article describes how {e(a['title'].lower())} can be done, why it matters and what remains open.</p>
<h2>References</h2><ol class="references">{refs}</ol></article></main>
<aside><h3>Most read</h3><ul><li><a href="/articles/jcs-12-1-01.html">A study of graph partitioning on large collections of web pages and more</a></li><li><a href="/articles/jcs-12-1-02.html">A study of web page segmentation on large collections of web pages and more</a></li><li><a href="/articles/jcs-12-1-03.html">A study of sparse matrix ordering on large collections of web pages and more</a></li></ul></aside>
{FOOTER}</body></html>"""


def template_b(a: dict) -> str:
    marks = "abcd"
    authors = "".join(f"<li>{e(name)}<sup>{marks[i]}</sup></li>" for i, name in enumerate(a["authors"]))
    affs = "".join(f"<p>{marks[i]} {e(x)}</p>" for i, x in enumerate(a["affiliations"]))
    refs = "".join(f"<div class=\"ref\">{e(r)}</div>" for r in a["references"])
    cited = "".join(f"<div class=\"ref\">{e(NAMES[j])}. Later work on {TOPICS[j]}. Web Journal {j + 1} (2025) {j}1-{j}9.</div>"
                    for j in range(4))
    abstract = (f"<section id=\"abstract\"><h3>Summary</h3><p>{e(a['abstract'])}</p></section>"
                if a["abstract"] else "")
    kws = "".join(f"<li>{e(k)};</li>" for k in a["keywords"])
    d = a["published"]
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{e(a['title'])} - {JOURNAL} - Westbrook Academic Press</title></head>
<body>{NAV}<div class="wrap"><div class="issue-info"><span>Vol. 12</span>, <span>No. 2</span> (June 2024)</div>
<div class="title-block"><h2 class="article-title">{e(a['title'])}</h2></div>
<ul class="contrib">{authors}</ul><div class="affs">{affs}</div>
<dl class="pubinfo"><dt>DOI</dt><dd>{a['doi']}</dd><dt>First published</dt><dd>{d}</dd></dl>
{abstract}<div class="kw"><div>Key words</div><ul>{kws}</ul></div>
<section><h3>1. Introduction</h3><p>Scalable methods matter when a crawl brings in millions of pages a day; this article reports on one.</p></section>
<section><h3>References</h3>{refs}</section>
<section><h3>Cited by</h3>{cited}</section></div>{FOOTER}</body></html>"""


STUB = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>Access denied | {j}</title></head><body>{nav}
<h1>Access denied</h1><p>You do not have access to this content. Please log in or subscribe.</p>{footer}</body></html>"""


def toc(issue: int, page: int, items: list[dict], pages: int) -> str:
    rows = "".join(
        f'<div class="toc-item"><h3><a href="{a["path"]}">{e(a["title"])}</a></h3>'
        f'<p class="toc-authors">{e(", ".join(a["authors"]))}</p><p class="toc-pages">pp. {a["n"] * 10}-{a["n"] * 10 + 9}'
        f' <a href="{a["path"]}">Full text</a></p></div>' for a in items)
    nav = ""
    if page < pages:
        nav += f'<a href="page{page + 1}.html" rel="next">Next ›</a>'
    if page > 1:
        nav += f' <a href="{"index" if page == 2 else "page" + str(page - 1)}.html">‹ Previous</a>'
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>Volume 12, Issue {issue} | {JOURNAL}</title></head>
<body>{NAV}<h1>Volume 12, Issue {issue}</h1><div class="toc">{rows}</div><div class="pager">{nav}</div>{FOOTER}</body></html>"""


def main() -> None:
    articles = [article(i, n) for i in (1, 2) for n in range(1, 8)]
    for a in articles:
        path = HERE / a["path"].lstrip("/")
        path.parent.mkdir(parents=True, exist_ok=True)
        if a["stub"]:
            body = STUB.format(j=JOURNAL, nav=NAV, footer=FOOTER)
        else:
            body = template_a(a) if a["issue"] == 1 else template_b(a)
        path.write_text(body, encoding="utf-8")
    for issue in (1, 2):
        items = [a for a in articles if a["issue"] == issue]
        folder = HERE / "issues" / f"vol12-iss{issue}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "index.html").write_text(toc(issue, 1, items[:4], 2), encoding="utf-8")
        (folder / "page2.html").write_text(toc(issue, 2, items[4:], 2), encoding="utf-8")
    home = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{JOURNAL}</title></head><body>{NAV}
<h1>{JOURNAL}</h1><p>An open journal of methods for the web: crawling, extraction and mining.</p>
<h2>Issues</h2><ul class="issues"><li><a href="/issues/vol12-iss2/">Volume 12, Issue 2</a> (June 2024)</li>
<li><a href="/issues/vol12-iss1/">Volume 12, Issue 1</a> (March 2024)</li></ul>{FOOTER}</body></html>"""
    (HERE / "index.html").write_text(home, encoding="utf-8")
    for name in ("about", "submit", "contact", "privacy", "terms", "cookies"):
        (HERE / f"{name}.html").write_text(
            f"<!DOCTYPE html><html><head><title>{name.title()} | {JOURNAL}</title></head><body>{NAV}"
            f"<h1>{name.title()}</h1><p>About {JOURNAL}.</p>{FOOTER}</body></html>", encoding="utf-8")
    expected = {"articles": [
        {"path": a["path"], "title": a["title"],
         "authors": [{"name": n, "affiliations": [f]} for n, f in zip(a["authors"], a["affiliations"])],
         "doi": a["doi"], "volume": "12",
         "issue": a["issue_no"], "published": a["published"], "abstract": a["abstract"],
         "keywords": a["keywords"], "n_references": len(a["references"])}
        for a in articles if not a["stub"]],
        "stubs": [a["path"] for a in articles if a["stub"]]}
    (HERE / "EXPECTED.json").write_text(json.dumps(expected, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
