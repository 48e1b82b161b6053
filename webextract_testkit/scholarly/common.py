"""Shared pieces of the generated scholarly article pages (:mod:`webextract_testkit.scholarly`).

A :class:`Paper` holds one article's fields, drawn from a seeded ``random.Random``;
:func:`meta_tags` writes the ``<meta>`` tags a publisher's page carries for it (Highwire
``citation_*``, Dublin Core, PRISM; each template says which), and :func:`truth_row` the
labelled row in the journals dataset format (values as the meta tags give them: title from
``citation_title``, date from ``citation_publication_date``/``citation_date``, abstract from
``citation_abstract``/``dc.description``, references counted from ``citation_reference``).

Templates (the modules and packages next to this one) lay the same fields out the way one
publisher, platform or repository does; each exposes ``TEMPLATES``:
``{name: render(page_id, rng) -> (html, truth row)}``.  Below, the dates, people and page
parts that the layouts of several publishers share.
"""

from __future__ import annotations

import html as _html
import random
from dataclasses import dataclass, field
from typing import Any

GIVEN = ("Maria Anna John David Wei Li Hiroshi Yuki Olga Ivan Ahmed Fatima Carlos Lucia Pierre Sophie "
         "Hans Greta Rajesh Priya Kwame Amara Jian Xiaoming Min-jun Seo-yeon Lars Ingrid Paolo Giulia "
         "Thomas Sarah Michael Emily Daniel Laura James Elena Mateus Ana Tomasz Katarzyna").split()
FAMILY = tuple(("Smith,Garcia,Müller,Zhang,Wang,Chen,Tanaka,Suzuki,Ivanova,Petrov,Hassan,Al-Farsi,Rodriguez,"
                "Fernández,Dubois,Martin,Schmidt,Weber,Sharma,Patel,Mensah,Okafor,Liu,Zhao,Kim,Park,Nielsen,"
                "Johansson,Rossi,Bianchi,Brown,Taylor,Wilson,Anderson,Thompson,Moreno,Silva,Santos,Kowalski,"
                "Nowak,O'Brien,van der Berg,de Souza").split(","))
DEPARTMENTS = ("Chemistry", "Physics", "Computer Science", "Materials Science and Engineering",
               "Biology", "Mechanical Engineering", "Mathematics", "Psychology", "Economics",
               "Electrical Engineering", "Environmental Sciences", "Medicine", "Education")
INSTITUTIONS = (("University of Toronto", "Toronto", "Canada"),
                ("Tsinghua University", "Beijing", "China"),
                ("University of Manchester", "Manchester", "UK"),
                ("Kyoto University", "Kyoto", "Japan"),
                ("Technical University of Munich", "Munich", "Germany"),
                ("University of São Paulo", "São Paulo", "Brazil"),
                ("Indian Institute of Science", "Bangalore", "India"),
                ("University of Cape Town", "Cape Town", "South Africa"),
                ("Stanford University", "Stanford, CA", "USA"),
                ("Seoul National University", "Seoul", "Republic of Korea"),
                ("University of Melbourne", "Melbourne", "Australia"),
                ("Sorbonne Université", "Paris", "France"))
TOPIC = ("adaptive thermal transport perovskite graphene catalytic learning networks sediment "
         "microbial cortical protein membrane quantum lattice polymer electrolyte inference "
         "curriculum migration inflation coastal urban soil neural robust sparse").split()
NOUN = ("films layers dynamics models responses mechanisms interfaces structures patterns "
        "outcomes communities estimates sensors batteries signals policies").split()
CONNECT = ("of in for under with across via from").split()
SENTENCE_HEADS = ("We report", "Here we show", "This study examines", "We investigate",
                  "Our results indicate", "In this paper we propose", "The findings suggest",
                  "We further demonstrate", "Using a combination of experiments and simulations, we find",
                  "These observations establish")
JOURNALS = (("Journal of Applied Studies", "J. Appl. Stud."), ("Advances in Materials Research", "Adv. Mater. Res."),
            ("International Journal of Learning Sciences", "Int. J. Learn. Sci."),
            ("Environmental Systems Letters", "Environ. Syst. Lett."),
            ("Revista de Ciencias Sociales", "Rev. Cienc. Soc."))
MONTHS = ("January February March April May June July August September October November "
          "December").split()


@dataclass
class Author:
    given: str
    family: str
    affiliations: list[int] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"{self.given} {self.family}"

    @property
    def inverted(self) -> str:
        return f"{self.family}, {self.given}"


@dataclass
class Paper:
    """One generated article: every field a template may show."""

    title: str
    authors: list[Author]
    affiliations: list[str]
    abstract: str
    abstract_sections: list[tuple[str, str]]  # a structured abstract's (label, text); [] if plain
    keywords: list[str]
    doi: str
    volume: str
    issue: str
    first_page: int
    last_page: int
    year: int
    month: int
    day: int
    online: tuple[int, int, int]  # the online-first date (before the issue date)
    received: tuple[int, int, int]
    accepted: tuple[int, int, int]
    journal: str
    journal_abbrev: str
    references: list[str]
    body: list[tuple[str, list[str]]]  # (section heading, paragraphs)

    @property
    def iso(self) -> str:
        return f"{self.year:04d}-{self.month:02d}-{self.day:02d}"

    def date_text(self, style: str = "dmy", which: str = "pub") -> str:
        """A date as pages write it: dmy "12 March 2020", mdy "March 12, 2020", iso
        "2020-03-12", slash "2020/03/12", abbr "12 Mar 2020", us "03/12/2020"."""
        y, m, d = (self.year, self.month, self.day) if which == "pub" else getattr(self, which)
        name = MONTHS[m - 1]
        return {"dmy": f"{d} {name} {y}", "mdy": f"{name} {d}, {y}", "iso": f"{y:04d}-{m:02d}-{d:02d}",
                "slash": f"{y:04d}/{m:02d}/{d:02d}", "abbr": f"{d} {name[:3]} {y}",
                "us": f"{m:02d}/{d:02d}/{y}", "my": f"{name} {y}"}[style]


def _sentence(rng: random.Random) -> str:
    words = [rng.choice(TOPIC) for _ in range(rng.randint(6, 14))]
    return f"{rng.choice(SENTENCE_HEADS)} that {' '.join(words)} {rng.choice(NOUN)}, with {rng.randint(2, 95)}% of cases."


def _title(rng: random.Random) -> str:
    a, b = rng.sample(TOPIC, 2)
    return (f"{a.capitalize()} {rng.choice(NOUN)} {rng.choice(CONNECT)} {b} {rng.choice(NOUN)}: "
            f"{rng.choice(TOPIC)} {rng.choice(NOUN)} {rng.choice(CONNECT)} {rng.choice(TOPIC)} {rng.choice(NOUN)}")


def _date(rng: random.Random, year: int) -> tuple[int, int, int]:
    return year, rng.randint(1, 12), rng.randint(1, 28)


def _reference(rng: random.Random, k: int) -> str:
    fam = rng.sample(FAMILY, rng.randint(1, 4))
    names = ", ".join(f"{f} {rng.choice('ABCDEFGHJKLMNPRSTW')}." for f in fam)
    year = rng.randint(1985, 2021)
    j = rng.choice(JOURNALS)[1]
    style = k % 3
    if style == 0:
        return f"{names} ({year}) {_title(rng)}. {j} {rng.randint(1, 300)}({rng.randint(1, 12)}):{rng.randint(1, 900)}–{rng.randint(901, 1200)}"
    if style == 1:
        return f"{names}, {j}, {year}, {rng.randint(1, 300)}, {rng.randint(1, 9000)}."
    return f"{names} {_title(rng)}. {j}. {year};{rng.randint(1, 300)}:{rng.randint(1, 900)}. doi:10.{rng.randint(1000, 9999)}/x{rng.randint(10000, 99999)}"


def make_paper(rng: random.Random, *, structured: bool = False, n_authors: tuple[int, int] = (1, 7),
               n_refs: tuple[int, int] = (0, 45), doi_prefix: str | None = None) -> Paper:
    """A random article.  ``structured``: the abstract has Background/Methods/Results/
    Conclusions sections (its text is all of them, joined)."""
    n_aff = rng.randint(1, 3)
    insts = rng.sample(INSTITUTIONS, n_aff)
    affiliations = [f"Department of {rng.choice(DEPARTMENTS)}, {i}, {c}, {country}" for i, c, country in insts]
    authors = []
    used: set[str] = set()
    for _ in range(rng.randint(*n_authors)):
        given = rng.choice(GIVEN)
        if rng.random() < 0.3:
            given += f" {rng.choice('ABCDEFGHJKLMNPRST')}."
        fam = rng.choice(FAMILY)
        if fam in used:
            continue
        used.add(fam)
        authors.append(Author(given, fam, sorted(rng.sample(range(n_aff), rng.randint(1, min(2, n_aff))))))
    if structured:
        sections = [(label, " ".join(_sentence(rng) for _ in range(rng.randint(1, 3))))
                    for label in ("Background", "Methods", "Results", "Conclusions")]
        abstract = " ".join(text for _, text in sections)
    else:
        sections = []
        abstract = " ".join(_sentence(rng) for _ in range(rng.randint(4, 9)))
    year = rng.randint(2003, 2024)
    pub = _date(rng, year)
    online = (year, max(1, pub[1] - 1), rng.randint(1, 28))
    received = (year - 1, rng.randint(1, 12), rng.randint(1, 28))
    accepted = (year, max(1, online[1] - 1) if online[1] > 1 else 1, rng.randint(1, 28))
    j, abbrev = rng.choice(JOURNALS)
    volume = str(rng.randint(1, 250))
    issue = str(rng.randint(1, 12))
    first = rng.randint(1, 3000)
    prefix = doi_prefix or f"10.{rng.randint(1000, 9999)}"
    doi = f"{prefix}/{rng.choice(['j', 's', 'art', 'jas'])}.{year}.{rng.randint(100, 99999):05d}"
    refs = [_reference(rng, k) for k in range(rng.randint(*n_refs))]
    body = [(h, [" ".join(_sentence(rng) for _ in range(rng.randint(3, 6))) for _ in range(rng.randint(1, 3))])
            for h in ("1. Introduction", "2. Materials and methods", "3. Results", "4. Discussion")]
    kws = rng.sample(["thermal transport", "perovskite", "machine learning", "soil carbon", "curriculum design",
                      "urban heat island", "graphene", "protein folding", "inflation targeting", "sparse models",
                      "coastal erosion", "electrolytes"], rng.randint(0, 5))
    return Paper(_title(rng), authors, affiliations, abstract, sections, kws, doi, volume, issue, first,
                 first + rng.randint(3, 20), *pub, online, received, accepted, j, abbrev, refs, body)


def esc(text: str) -> str:
    """HTML-escaped text."""
    return _html.escape(text, quote=True)


def meta_tags(p: Paper, *, citation: bool = True, dc: bool = False, prism: bool = False,
              date_key: str = "citation_publication_date", date_style: str = "slash",
              abstract: bool = True, references: bool = True, keywords: bool = True,
              online_date: bool = True) -> str:
    """The ``<meta>`` tags of a page (the labels' source; removed before evaluation)."""
    out: list[str] = []

    def tag(name: str, value: Any) -> None:
        if value not in (None, ""):
            out.append(f'<meta name="{name}" content="{esc(str(value))}">')

    if citation:
        tag("citation_title", p.title)
        for a in p.authors:
            tag("citation_author", a.name)
            for k in a.affiliations:
                tag("citation_author_institution", p.affiliations[k])
        tag("citation_journal_title", p.journal)
        tag("citation_journal_abbrev", p.journal_abbrev)
        tag("citation_doi", p.doi)
        tag("citation_volume", p.volume)
        tag("citation_issue", p.issue)
        tag("citation_firstpage", p.first_page)
        tag("citation_lastpage", p.last_page)
        tag(date_key, p.date_text(date_style))
        if online_date and date_key != "citation_online_date":
            y, m, d = p.online
            tag("citation_online_date", f"{y:04d}/{m:02d}/{d:02d}")
        if abstract:
            tag("citation_abstract", p.abstract)
        if keywords and p.keywords:
            tag("citation_keywords", "; ".join(p.keywords))
        if references:
            for r in p.references:
                tag("citation_reference", r)
    if dc:
        tag("DC.title", p.title)
        for a in p.authors:
            tag("DC.creator", a.inverted)
        tag("DC.date", p.iso)
        tag("DC.identifier", f"doi:{p.doi}")
        if abstract:
            tag("DC.description", p.abstract)
        for k in p.keywords:
            tag("DC.subject", k)
    if prism:
        tag("prism.volume", p.volume)
        tag("prism.number", p.issue)
        tag("prism.doi", p.doi)
        tag("prism.publicationDate", p.iso)
    return "\n".join(out)


def truth_row(page_id: str, publisher: str, p: Paper, *, date: str | None = None, date_iso: str | None = None,
              volume: bool = True, issue: bool = True, abstract: bool = True, keywords: bool = True,
              references: bool = True, doi: bool = True) -> dict[str, Any]:
    """The labelled row of a page, in ../shared/data/journals/truth.jsonl's format.

    The flags say which fields the page's meta tags carry; ``date``/``date_iso`` the date
    they give (default: the issue date, ``citation_publication_date``)."""
    return {
        "id": page_id, "file": f"pages/{page_id}.html", "publisher": publisher, "url": None,
        "title": p.title, "authors": [a.name for a in p.authors],
        "author_affiliations": [[p.affiliations[k] for k in a.affiliations] for a in p.authors],
        "doi": p.doi if doi else None, "volume": p.volume if volume else None,
        "issue": p.issue if issue else None,
        "date": date or p.date_text("slash"), "date_iso": date_iso or p.iso,
        "keywords": list(p.keywords) if keywords else [],
        "abstract": p.abstract if abstract else None,
        "n_references": len(p.references) if references and p.references else None,
        "journal": p.journal,
    }


def chrome_top(rng: random.Random, site: str) -> str:
    """A publisher's header: logo, menu, search, login; links that are page noise."""
    menu = "".join(f'<li><a href="/{w.lower()}">{w}</a></li>' for w in
                   ("Journals", "Books", "Open Access", "About", "Submit", "Contact"))
    return (f'<header class="site-header"><a class="logo" href="/"><img alt="{esc(site)}" src="/logo.png"></a>'
            f'<nav><ul>{menu}</ul></nav><form action="/search"><input name="q" placeholder="Search">'
            '<button>Search</button></form><a href="/login">Log in</a> | <a href="/register">Register</a></header>')


def chrome_bottom(rng: random.Random, site: str) -> str:
    """A footer: link lists, copyright, cookie notice."""
    cols = "".join(f'<ul><li><a href="/a{k}">About us</a></li><li><a href="/p{k}">Privacy</a></li>'
                   f'<li><a href="/t{k}">Terms and conditions</a></li><li><a href="/c{k}">Contact</a></li></ul>'
                   for k in range(3))
    return (f'<footer>{cols}<p>© {rng.randint(2015, 2024)} {esc(site)}. All rights reserved.</p>'
            '<div class="cookie">We use cookies to improve your experience. <a href="/cookies">Learn more</a></div></footer>')


def page(head_title: str, metas: str, body: str, lang: str = "en") -> str:
    """A whole page."""
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{esc(head_title)}</title>\n'
            f'{metas}\n<link rel="stylesheet" href="/s.css"><script>var dataLayer=[];</script></head>\n'
            f'<body>{body}</body></html>\n')


# ----------------------------------------------------------------------------- parts the publishers share
def _fmt(t: tuple[int, int, int], style: str = "dmy") -> str:
    """A (year, month, day) date as pages write it (see :meth:`Paper.date_text`)."""
    y, m, d = t
    name = MONTHS[m - 1]
    return {"dmy": f"{d} {name} {y}", "mdy": f"{name} {d}, {y}", "iso": f"{y:04d}-{m:02d}-{d:02d}",
            "slash": f"{y:04d}/{m:02d}/{d:02d}", "abbr": f"{d} {name[:3]} {y}", "my": f"{name} {y}",
            "abbr_mdy": f"{name[:3]} {d}, {y}", "cn": f"{y}-{m:02d}-{d:02d}"}[style]


def _before(t: tuple[int, int, int], rng: random.Random, lo: int = 10, hi: int = 120) -> tuple[int, int, int]:
    """A date some days before ``t`` (30-day months are close enough for page text)."""
    y, m, d = t
    n = y * 360 + (m - 1) * 30 + (d - 1) - rng.randint(lo, hi)
    return n // 360, (n % 360) // 30 + 1, min(28, n % 30 + 1)


def _after(t: tuple[int, int, int], rng: random.Random, lo: int = 10, hi: int = 120) -> tuple[int, int, int]:
    y, m, d = t
    n = y * 360 + (m - 1) * 30 + (d - 1) + rng.randint(lo, hi)
    return n // 360, (n % 360) // 30 + 1, min(28, n % 30 + 1)


def _orcid(rng: random.Random) -> str:
    return f"0000-000{rng.randint(1, 3)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"


def _person(rng: random.Random) -> str:
    return f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}"


def _related(rng: random.Random, n: int) -> list[tuple[str, str, tuple[int, int, int]]]:
    """Other articles for sidebars and "Cited by" lists: (title, authors, date)."""
    out = []
    for _ in range(n):
        names = [_person(rng) for _ in range(rng.randint(1, 4))]
        out.append((_title(rng), ", ".join(names), (rng.randint(2005, 2024), rng.randint(1, 12), rng.randint(1, 28))))
    return out


def _sup_markers(p: Paper, a: Author) -> str:
    return ",".join(str(k + 1) for k in a.affiliations)


def _body_html(p: Paper, tag: str = "h2", cls: str = "") -> str:
    return "".join(f'<section{cls}><{tag}>{esc(h)}</{tag}>' + "".join(f"<p>{esc(x)}</p>" for x in paras)
                   + "</section>" for h, paras in p.body)


def _meta_date(metas: str, p: Paper, value: str, key: str = "citation_publication_date") -> str:
    """``metas`` with the date tag ``key`` carrying ``value`` instead of the slash date."""
    return metas.replace(f'<meta name="{key}" content="{p.date_text("slash")}">', f'<meta name="{key}" content="{value}">')
