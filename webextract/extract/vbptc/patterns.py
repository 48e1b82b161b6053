"""Regular-expression fields of VB-PTC (000_c6fae3235630f454.txt) §V, "Regular expression":
volume, issue, DOI, keywords and published time, each written as "item name followed by
item content" in a string of blocks.

The item names cover the usual spellings of the big publishers (``Vol. 12``, ``Volume 12,
Issue 3``, ``No. 3``, ``12(3):``, ``DOI:``, ``https://doi.org/``, ``Published:``, ``First
published:``, ``First Online:``, ``Available online``, ``Version of record online``,
``Keywords``, ``Key words``, ``Index Terms``) and Chinese labels (``第12卷``, ``第3期``,
``卷``/``期``, ``关键词``, ``发布日期``, ``出版日期``, ``网络出版``...).

Dates are parsed by :mod:`.dates`; here the labels that tell which date of a page is its
publication date.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable, Sequence

from webextract.extract.vbptc.dates import parse_date


#: Labels of the publication date, best first (a page shows several dates).  As in the
#: ``citation_publication_date`` convention, the date of the issue or of print publication
#: comes before the date the article first went online.
DATE_LABELS: tuple[tuple[str, int], ...] = (
    (r"issue\s+date|date\s+of\s+issue|date\s+issued|issue\s+published|published\s+in\s+(?:print|issue)|"
     r"print\s+publication\s+date", 0),
    (r"(?:date\s+of\s+)?publication\s+date|date\s+of\s+publication|published\s+date|published(?!\s+online|\s+on\s+(?:the\s+)?web)|"
     r"dc\.date\.issued|dcterms\.issued|date\s+written|"
     r"date\s+de\s+(?:publication|parution)|publié\s+le|fecha\s+de\s+publicación|data\s+de\s+publicação|"
     r"publicado(?:\s+em|\s+el)?|erscheinungsdatum|veröffentlicht(?:\s+am)?|дата\s+публикации|опубликовано|"
     r"diterbitkan|yay[ıi]n(?:lanma)?\s+tarihi|data\s+publikacji|gepubliceerd(?:\s+op)?|pubblicato(?:\s+il)?|publicerad", 1),
    (r"出版日期|刊出日期|发表日期|发布日期|出版时间|发表时间", 1),
    (r"(?:first\s+)?published\s+online|first\s+published(?:\s+on\s+the\s+web)?|first\s+online|e-?published|epub(?:\s+date)?|"
     r"version\s+of\s+record\s+(?:online|published)|available\s+online|online\s+(?:publication\s+)?date|"
     r"issue\s+online|submitted\s+on|posted(?:\s+online)?|pub\.?\s+date|date(?=\s*[:：])|"
     r"mise\s+en\s+ligne(?:\s+sur\s+[\w.]+)?(?:\s+le)?|publié\s+en\s+ligne(?:\s+le)?|"
     r"published\s+on\s+(?:the\s+)?web|(?:publication\s+)?year(?:\s+of\s+publication)?(?=\s*[:：])|"
     # "Year 2014" as an item name and its value (a table row, a <dt>), not prose ("the year 2014 saw")
     r"(?<!(?-i:[a-z])\s)(?:publication\s+)?year(?=\s+(?:19|20)\d\d(?!\d)(?!\s*(?-i:[a-z])))|"
     r"online(?=\s*[:：])|released(?:\s+on\s+[\w-]+)?", 2),
    (r"网络出版(?:日期|时间)?|在线出版(?:日期)?|在线发表", 2),
)
#: Every label in one expression (group ``l<k>`` for ``DATE_LABELS[k]``): one pass a text.
_DATE_LABEL = re.compile(
    "|".join(rf"(?P<l{k}>(?<![\w-])(?:{pat})(?![\w-])(?:\s+by\s+[^:：]{{1,60}}[:：])?(?:\s*\([^)]{{1,15}}\))?"
             rf"\s*(?:[:：]|on\b|in\b)?\s*)"
             for k, (pat, _) in enumerate(DATE_LABELS)), re.I)
_LABEL_RANK = {f"l{k}": rank for k, (_, rank) in enumerate(DATE_LABELS)}
_LABEL_RANK["venue"] = 2  # the year of "Published in: <venue> (2018)", as low as "Year:"
#: A word before a date label that makes it a later version's date ("Latest published:",
#: "Last updated", "Current version published").
_VERSION_BEFORE = re.compile(r"\b(?:latest|last|updated|current\s+version|this\s+version)\s*$", re.I)
#: A date label that names the article's online publication (not "Issue online", the
#: issue's): beside it, a labelled print or issue date is not the publication date.
_ONLINE_LABEL = re.compile(r"(?<!issue\s)\bonline\b|\(web\)|\bepub|\bon\s+(?:the\s+)?web\b", re.I)
#: A weekday before a date ("Tue, 12 Mar 2019").
_WEEKDAY = re.compile(r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?\s+", re.I)
#: A date label that names the venue next ("Published in:").
_VENUE_AFTER = re.compile(r"\bin\s*[:：]?\s*$", re.I)
#: Characters after "Published in:" searched for the venue's year.
VENUE_YEAR_CHARS = 160
#: Words that name a conference's proceedings, and the longest line read for its date.
_VENUE_WORD = re.compile(r"\b(?:proceedings|conference|workshop|symposium)\b", re.I)
VENUE_LINE_CHARS = 300
#: A DOI just before a number ("10.1145/3292500.3330"): no date.
_DOI_NEAR = re.compile(r"10\.\d{4,9}/\S*$")
#: A year standing alone in a venue's name ("... Workshop (2018)", "2018 IEEE Conference").
_VENUE_YEAR = re.compile(r"(?<![\w./-])(?:19|20)\d\d(?![\w./-]|-\d)")
_HISTORY = re.compile(r"(?<!last )\b(?:revised|accepted)\b", re.I)  # arXiv's "last revised" is a version
#: A year, then a volume: the cheap test before :data:`CITATION_DATE_VOLUME_RE`.
_VOLUME_AFTER_DATE = re.compile(r"(?:19|20)\d\d[^\S\u2029]*[:;,]?[^\S\u2029]*(?:vol|\d{1,4}\s*\()", re.I)
#: A year closing a bracket: what every citation line with a date holds.
_YEAR_CLOSE = re.compile(r"(?:19|20)\d\d\)|\):")
#: Dates before this are not publication dates of an article page's article.
MIN_YEAR = 1800


#: Words one of which every date label holds (a cheap test before the label expressions).
_LABEL_WORDS = ("publi", "online", "issue", "epub", "date", "submitted", "posted", "released", "diterbit", "tarih",
                "pubbl", "出版", "发表", "发布", "刊出", "日期", "year", "fecha", "data de", "veröffentlicht", "erscheinungs", "дата", "опублик", "en ligne")


_FOUR_DIGITS = re.compile(r"\d{4}")


def _venue_words(text: str, low: str) -> bool:
    """A short line holding a word that names a conference's proceedings."""
    return len(text) <= VENUE_LINE_CHARS and ("proceeding" in low or "conferen" in low or "workshop" in low
                                              or "symposi" in low)


def labelled_date(text: str, days: list[str] | None = None,
                  kinds: dict[str, set[str]] | None = None) -> tuple[str, int] | None:
    """A publication date named by a label in ``text`` (``Published: 9 June 2016``), or given
    in a citation line (``Nature 449, 478-482 (27 September 2007)``, rank 0), as ``(iso,
    rank)``: a day-precise date before a less precise one, then the best-ranked label.
    ``days``, when given, receives every day-precise labelled date of the text; ``kinds``
    receives under ``"issue"`` every date labelled as the issue's or the print one and under
    ``"online"`` every date labelled as the online one.  A date under an issue or print label
    comes first unless the text also labels an online date.  ``None`` when there is none."""
    if _FOUR_DIGITS.search(text) is None:
        return None  # every date form holds its year
    low = text.lower()
    labelled = any(map(low.__contains__, _LABEL_WORDS))
    if not labelled and "(" not in text and not _venue_words(text, low):
        return None
    best: tuple[int, int, str] | None = None
    issue: tuple[int, int, str] | None = None  # the best date under an issue or print label
    online = False  # a date labelled as the online one ("Published online", "(Web)") seen
    done: set[str] = set()  # each label counts at its first place followed by a date
    history = None  # "Submitted on ...; Revised ...; Accepted ...": the manuscript's, not the article's
    for m in _DATE_LABEL.finditer(text) if labelled else ():
        group = m.lastgroup or ""
        if group in done:
            continue
        if m.group(0)[:9].lower() == "submitted":
            if history is None:
                history = bool(_HISTORY.search(text))
            if history:
                continue
        if _VERSION_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            continue  # "Latest published", "Last updated": a later version's date
        start = m.end()
        weekday = _WEEKDAY.match(text, start)  # "Published: Tue, 12 Mar 2019"
        found = parse_date(text[weekday.end() if weekday else start:start + 40])
        if (not found or found[1] > 2) and _VENUE_AFTER.search(m.group(0)):
            # "Published in: Proceedings of the ... Workshop (2018)": the venue's year
            year = _VENUE_YEAR.search(text, m.end(), m.end() + VENUE_YEAR_CHARS)
            if year:
                group, found = "venue", (year.group(0), 0, 0)
        if found and found[1] <= 2:
            if days is not None and len(found[0]) == 10:
                days.append(found[0])  # every labelled day, for the caller's refinement
            rank = _LABEL_RANK[group]
            done.add(group)
            # the issue's date first whatever its precision, then precise dates first
            key = (0 if rank == 0 or len(found[0]) == 10 else 1, rank, found[0])
            if rank == 0 and group != "venue":
                if kinds is not None:
                    kinds.setdefault("issue", set()).add(found[0])
                if issue is None or key < issue:
                    issue = key
                continue
            if _ONLINE_LABEL.search(m.group(0)):
                online = True
                if kinds is not None:
                    kinds.setdefault("online", set()).add(found[0])
            if best is None or key < best:
                best = key
    if issue is not None and (not online or best is None):
        # a history that labels both the print (issue) date and the online one
        # ("Issue published" / "Published online", "Published in print" / "Available
        # online", "Issue Date" / "Publication Date (Web)"): the online date, which those
        # publishers' meta tags carry; else the issue's
        if best is None or issue < best:
            best = issue
    m = CITATION_DATE_VOLUME_RE.search(text) if _VOLUME_AFTER_DATE.search(text) else None
    found = parse_date(m.group("date")) if m else None
    if found and len(found[0]) == 10 and (best is None or (0, 0) < best[:2]):
        best = (0, 0, found[0])
    if "(" in text and _YEAR_CLOSE.search(text):
        for m in (CITATION_LINE_RE.search(text), CITATION_DATE_RE.search(text)):
            found = parse_date(m.group("date")) if m else None
            if found and len(found[0]) == 10 and (best is None or (0, 0) < best[:2]):
                best = (0, 0, found[0])
        m = CITATION_YEAR_DATE_RE.search(text) if ";" in text else None
        found = parse_date(m.group("date")) if m else None
        if found and len(found[0]) >= 7 and (best is None or (0, 0) < best[:2]):
            best = (0, 0, found[0])  # the issue's date, to the month at least
    if best is None and _venue_words(text, low) and (venue := _VENUE_WORD.search(text)) \
            and not _VOLUME_HINT.search(text):
        # a proceedings' line ("In: Proceedings of the 12th Workshop on X, pp. 45-52, 2019",
        # "KDD '19: Proceedings of ... · July 2019 · Pages 1-10"): the date after its name,
        # below every label
        found = parse_date(text[venue.end():venue.end() + VENUE_YEAR_CHARS])
        if found and not _DOI_NEAR.search(text, max(0, venue.end() + found[1] - 12), venue.end() + found[1]):
            best = (1, 3, found[0])
    return (best[2], best[0] * 10 + best[1]) if best else None


def date_line(text: str) -> bool:
    """True when a text opens with a date label and its date (``Yayın Tarihi: 12.03.2019``,
    ``Received 3 May 2018``): a line of the article's history, no prose (VB-PTC §V, regular
    expressions; the abstract of eq. 3-5 ends there)."""
    m = _DATE_LABEL.match(text) or _HISTORY_LABEL.match(text)
    if not m:
        return False
    found = parse_date(text[m.end():m.end() + 40])
    return found is not None and found[1] <= 2


_HISTORY_LABEL = re.compile(r"\s*(?:received|accepted|revised)(?:\s+\w+){0,2}\s*[:：]?\s*", re.I)


# ------------------------------------------------------------------------------- DOI
#: A DOI: its prefix, then its suffix up to a space or quote; angle brackets only in a pair
#: (the SICI DOIs of the 1990s: ``10.1002/(SICI)1097-4636(199912)47:3<300::AID-JBM3>3.0.CO;2-9``).
DOI_RE = re.compile(r"\b(10\.\d{4,9}/(?:[^\s\"'<>]|<[^\s\"'<>]{1,40}>)+)", re.I)
_DOI_LABEL = re.compile(r"(?:\bdoi\b\s*[:：]?\s*|doi\.org/|dx\.doi\.org/)$", re.I)
_DOI_TRAIL = ".,;:)]}>'\""


#: A word glued after a DOI's last digit by the next link ("...105432Get rights").
_DOI_GLUED_WORD = re.compile(r"(?<=\d)[A-Z][a-z]{2,}.*$")


def clean_doi(value: str) -> str:
    """A DOI without trailing punctuation, an unbalanced closing bracket, a fragment of its
    address (``#abstract``), or a capitalised word glued after its last digit and what
    follows it (``...532View/save``)."""
    value = _DOI_GLUED_WORD.sub("", value)
    value = value.split("#", 1)[0]  # a fragment of the DOI's address ("...#abstract")
    while value and value[-1] in _DOI_TRAIL:
        if value[-1] == ")" and value.count("(") >= value.count(")"):
            break
        value = value[:-1]
    return value


def find_dois(text: str) -> list[tuple[str, bool]]:
    """Every DOI in a text with whether an item name (``DOI:``, ``doi.org/``) precedes it."""
    out = []
    for m in DOI_RE.finditer(text):
        before = text[max(0, m.start() - 16):m.start()]
        out.append((clean_doi(m.group(1)), bool(_DOI_LABEL.search(before))))
    return out


# ---------------------------------------------------------------------- volume, issue
_NUM = r"(\d{1,5}(?:[A-Za-z](?![A-Za-z]))?(?:\s*[-–‐/]\s*\d{1,5})?)"
VOLUME_RES = (
    re.compile(rf"(?<![\w.])(?:volumen|volume|vol\.?|bd\.|jg\.|jahrgang|tome|tomo|tom\.?|том|т\.|cilt|årgang|argang|rocznik|ročník|jilid)(?:\s*\(year\))?\s*[:：]?\s*{_NUM}(?!\d|\.\d|[A-Za-z]+\d)", re.I),
    # a repository's metadata table: "dc.citation.volume  18"
    re.compile(rf"(?<![\w])(?:dc\.)?(?:citation|relation)\.volume\s*[:：]?\s*(?:\u2029\s*)?{_NUM}(?!\d|\.\d|[A-Za-z]+\d)", re.I),
    # a volume in Roman numerals ("Vol. XII", "Volume IV"), as the page writes it
    re.compile(r"(?<![\w.])(?i:volume|vol\.?)\s*((?=[IVXLC])C{0,3}(?:X[CL]|L?X{0,3})(?:I[XV]|V?I{0,3}))(?![\w.-])"),
    # SciELO's "v. 12, n. 3": a bare "v." only before its issue
    re.compile(rf"(?<![\w.])v\.\s*{_NUM},?\s+n\.\s*\d", re.I),
    re.compile(r"第\s*(\d{1,5})\s*卷"),
    re.compile(r"(?<!\d)(\d{1,5})\s*卷"),
)
ISSUE_RES = (
    # "Article No. 5", "Article number 1756" name the article, not its issue
    re.compile(rf"(?<![\w.])(?<!article )(?<!article\xa0)(?:issues?(?:\s+(?:no\.?|number))?|iss\.?|no\.?|nr\.?|"
               rf"heft|ausgabe|číslo|nomor|numéro|num\.|fasc\.|n°|nº|n\.º|№|выпуск|вып\.|say[ıi])(?:\s*\((?:month|season)\))?\s*[:：]?\s*{_NUM}(?!\d|\.\d|[A-Za-z]+\d)", re.I),
    # "Number 3" (Project MUSE), "Número 3" (Spanish) right after the volume: the word alone
    # is a grant's, a protocol's or an article's number
    re.compile(rf"(?<![\w.])(?:volumen|volume|vol\.?)\s*[:：]?\s*\d{{1,5}}\s*[,;>·|/–-]?\s*(?:number|número|núm\.)\s*[:：]?\s*{_NUM}(?!\d|\.\d|[A-Za-z]+\d)", re.I),
    re.compile(rf"(?<![\w.])v\.\s*\d{{1,5}},?\s+n\.\s*{_NUM}(?!\d|\.\d|[A-Za-z]+\d)", re.I),
    re.compile(rf"(?<![\w])(?:dc\.)?(?:citation|relation)\.(?:issue|number)\s*[:：]?\s*(?:\u2029\s*)?{_NUM}(?!\d|\.\d|[A-Za-z]+\d)", re.I),
    re.compile(r"第\s*(\d{1,5}(?:\s*[-–/]\s*\d{1,5})?)\s*期"),
    re.compile(r"(?<!\d)(\d{1,5})\s*期"),
)
#: ``41(21): 6908`` or ``41 (21), 6908–6916``: volume, issue in brackets, then pages.
CITATION_RE = re.compile(r"(?<![\w.(/-])(\d{1,4})\s*\(((?:(?:Pt|Part|Suppl|Supplement)\.?\s*)?\d{1,4}(?:\s*[-–‐]\s*\d{1,4})?)\)\s*(?:[:,]|\.\s*pp?\.)\s*[eE]?\d")


#: ``Nature 449, 478-482 (27 September 2007)``: journal, volume, pages, (date).
CITATION_LINE_RE = re.compile(
    r"(?:^|[\s|;])[A-Z][A-Za-z.&]*(?:\s+[A-Z][A-Za-z.&]*){0,6}\s+(\d{1,4}),\s*((?:[A-Z]|e[a-z]{0,4})?\d{1,6}(?:\s*[-–−]\s*[A-Z]?\d{1,6})?)\s*"
    r"\((?P<date>(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\.?\s+)?(?:19|20)\d\d)\)")
#: ``The Journal of Neuroscience, 11 June 2014, 34(24): 8151-8163``: a date, then
#: volume(issue): pages.
CITATION_DATE_RE = re.compile(
    r"(?P<date>(?:\d{1,2}\s+[A-Z][a-z]+\.?|[A-Z][a-z]+\.?\s+\d{1,2},?)\s+(?:19|20)\d\d)\s*[,;]\s*\d{1,4}\s*\(\d{1,4}[^)]{0,6}\)\s*:")
#: A date right before the volume: ``PNAS February 18, 2018 115 (7) 11329``, ``Science 04 Aug
#: 2016: Vol. 353, Issue 6297``.
CITATION_DATE_VOLUME_RE = re.compile(
    r"(?P<date>(?:\d{1,2}\s+[A-Z][a-z]{2,8}\.?|[A-Z][a-z]{2,8}\.?\s+\d{1,2},?)\s+(?:19|20)\d\d)[^\S\u2029]*[:;,]?[^\S\u2029]*"
    r"(?:(?i:vol(?:ume)?)\.?\s*)?\d{1,4}\s*(?:\(\s*\d{1,4}[^)]{0,6}\)|[,;]\s*(?i:issue|no\.?|number)\s*\d{1,5})")
#: PubMed's and PMC's order: ``2014 Mar 11;246(11):382-88``, ``J Appl Stud. 2013 May; 15(3): 345``.
CITATION_YEAR_DATE_RE = re.compile(
    r"(?<![\d/.])(?P<date>(?:19|20)\d\d\s+[A-Z][a-z]{2,8}\.?(?:\s+\d{1,2})?)\s*;\s*\d{1,4}\s*\(\d{1,4}[^)]{0,6}\)\s*:")


#: ``J. Mater. Chem., 2008, 18, 4572-4578``, ``..., 2008, 18(38), 4572``, ``Sensors 2020,
#: 20(11), 3091`` or ``J. Am. Chem. Soc. 2020, 142, 12, 5678-5690``: journal, year, volume
#: (issue), pages.
CITATION_YEAR_FIRST_RE = re.compile(
    r"[A-Z][A-Za-z.&]*(?:\s+[A-Za-z.&]+){0,6},?\s+(?:19|20)\d\d,\s*(\d{1,4})\s*(?:\((\d{1,4}(?:[-–]\d{1,4})?)\)|"
    r",\s*(\d{1,3})(?=\s*,\s*[A-Z]?\d{1,6}\s*[-–−]))?,\s*(?:pp?\.?\s*)?"
    r"[A-Z]?\d{1,6}(?:\s*[-–−]\s*[A-Z]?\d{1,6})?")


def norm_number(value: str) -> str:
    """A volume or issue number as one writes it: spaces out, dashes as ``-``; a part or
    supplement named with one space before its number (``Pt 11``, ``Suppl 2``)."""
    part = re.match(r"(?i)(pt|part|suppl|supplement)\.?\s*(?=\d)", value)
    if part:  # "Pt 11", "Suppl 2": the part as the page names it, one space before its number
        return f"{value[:part.end()].strip()} {norm_number(value[part.end():])}"
    return re.sub(r"\s+", "", value).replace("–", "-").replace("‐", "-")


_YEAR_AFTER = re.compile(r"^(\d{1,4})-(?:1[89]|20)\d\d$")


#: Words one of which every volume and issue expression holds, a number after them (a cheap
#: test first).
_VOLUME_HINT = re.compile(r"(?:vol|tom|том|т\.|bd\.|jg\.|jahrgang|\bv\.|cilt|rgang|rocznik|ročník|jilid)\D{0,24}\d|卷|"
                          r"vol(?:ume)?\.?\s*[IVXLC]", re.I)
_ISSUE_HINT = re.compile(r"(?:iss|\bno\b|\bnr\b|heft|ausgabe|číslo|nomor|num|núm|fasc|n°|nº|\bn\.|№|вып|say[ıi])\D{0,24}\d|期", re.I)


def _volume_match(text: str) -> re.Match[str] | None:
    """The first volume expression of a text, in :data:`VOLUME_RES` order."""
    if _VOLUME_HINT.search(text):
        for regex in VOLUME_RES:
            m = regex.search(text)
            if m:
                return m
    return None


#: The issue in brackets after a labelled volume ("Vol. 12 (3)"; never a year: "Volume 12
#: (2019)"), tried after :data:`ISSUE_RES`.
VOLUME_BRACKET_ISSUE_RE = re.compile(
    r"(?<![\w.])(?:volume|vol\.?)\s*\d{1,5}\s*\((?!(?:19|20)\d\d\))(\d{1,4}(?:\s*[-–/]\s*\d{1,4})?)\)", re.I)


def _issue_match(text: str) -> re.Match[str] | None:
    """The first issue expression of a text, in :data:`ISSUE_RES` order, then
    :data:`VOLUME_BRACKET_ISSUE_RE`."""
    if _ISSUE_HINT.search(text):
        for regex in ISSUE_RES:
            m = regex.search(text)
            if m:
                return m
    return VOLUME_BRACKET_ISSUE_RE.search(text) if "(" in text else None


@lru_cache(maxsize=4096)  # one result per text: the blocks are read twice (before and after §IV.C)
def find_volume(text: str) -> str | None:
    """The volume named in a text (``Volume 41``, ``Vol. 4``, ``第12卷``), else ``None``.
    ``Volume 3 - 2012`` is volume 3 of 2012, not a range."""
    m = _volume_match(text)
    if m is None:
        return None
    value = norm_number(m.group(1))
    year = _YEAR_AFTER.match(value)
    return year.group(1) if year and int(year.group(1)) < 1800 else value


@lru_cache(maxsize=4096)  # one result per text: the blocks are read twice (before and after §IV.C)
def find_issue(text: str) -> str | None:
    """The issue named in a text (``Issue 21``, ``No. 3``, ``第3期``), else ``None``."""
    m = _issue_match(text)
    if m is None:
        return None
    value = norm_number(m.group(1))
    year_number = _YEAR_SLASH_NUMBER.match(value)
    return year_number.group(1) if year_number else value


#: An issue written year/number ("2015/1", Cairn): the number.
_YEAR_SLASH_NUMBER = re.compile(r"^(?:19|20)\d\d/(\d{1,3})$")


#: Vancouver style: ``BMJ 2020;368:m1234``, ``J Appl Stud. 2013;15(3):345`` (year; volume
#: (issue): page or article number).
CITATION_VANCOUVER_RE = re.compile(
    r"(?<![\d/.])(?:19|20)\d\d(?:\s+[A-Z][a-z]{2}(?:\s+\d{1,2})?)?\s*;\s*(\d{1,4})\s*"
    r"(?:\((\d{1,4}(?:[-–]\d{1,4})?)\))?\s*:\s*[a-zA-Z]{0,2}\d")
#: A part or supplement in brackets after the volume, pages or none after it:
#: ``Microbiology 63(Pt 11)``, ``Blood 128(Suppl 1)``.
CITATION_PART_RE = re.compile(
    r"(?<![\w.(/-])(\d{1,4})\s*\(((?:Pt|Part|Suppl|Supplement)\.?\s*\d{1,4}(?:\s*[-–‐]\s*\d{1,4})?)\)(?![\w])")
_BRACKETED_YEAR = re.compile(r"\((?:19|20)\d\d\)")
#: Elsevier's ``Journal of Alloys and Compounds 509 (2011) 1234-1240`` and ``Energy 185
#: (2019) 116127``: journal, volume, (year), pages or article number.
CITATION_VOLUME_YEAR_RE = re.compile(
    r"(?<![\w.])(?!(?:Fig|Figure|Table|Chapter|Section|Page|Eq|Step|Part|Vol|Volume|Issue|No)\b)"
    r"[A-Z][\w.&-]*(?:\s+[\w.&-]+){0,8}\s+(\d{1,4})\s*\((?:19|20)\d\d\)\s*"
    r"[A-Z]?\d{1,7}(?:\s*[-–−]\s*[A-Z]?\d{1,7})?(?![\w/.-]?\d)")
#: IOP's ``2010 J. Phys. D: Appl. Phys. 43 145301``: year, journal, volume, six-digit article number.
CITATION_IOP_RE = re.compile(r"(?<![\d/.])(?:19|20)\d\d\s+(?:[A-Z][\w.:&-]*\s+){1,8}(\d{1,4})\s+\d{5,6}(?![\d/.])")
#: ``Front. Psychol. 3:3842`` (an abbreviated journal name, volume:article number).
CITATION_COLON_RE = re.compile(r"(?<![\w.])[A-Z][a-z]{0,12}\.(?:\s+[A-Z][a-z]{0,14}\.?){0,5}\s+(\d{1,4}):\s*[eE]?\d{3,}\b")
#: An electronic article number after the volume: ``PeerJ 3:e1129`` (journal, volume:e-locator),
#: ``F1000Research 2014, 3:12`` (journal, year, volume:article number).
CITATION_ELOCATOR_RE = re.compile(
    r"(?<![\w.])(?!(?:Fig|Figure|Table|Chapter|Section|Page|Eq|Step|Part|Vol|Volume|Issue|No)\b)[A-Z][\w&.-]{1,30}"
    r"(?:\s+[A-Z][\w&.-]{0,20}){0,4}(?:\s+(\d{1,4}):\s*e\d{2,7}|\s+(?:19|20)\d\d,\s*(\d{1,4}):\s*\d{1,5})\b")

#: The year in brackets, then volume(issue):pages: ``Met Sci Heat Treat (2016) 58: 389``,
#: ``J Therm Sci (2019) 12(3):45–67`` (Springer's "Cite this article").
CITATION_YEAR_VOLUME_RE = re.compile(
    r"[A-Za-z.]\s+\((?:19|20)\d\d\)\s+(\d{1,4})\s*(?:\((\d{1,4}(?:[-–]\d{1,4})?)\))?\s*:\s*[eE]?\d{1,7}\b")


def volume_line_date(text: str, volume: str) -> str | None:
    """The issue's date written right after the article's volume (and issue) on one line
    (``Volume 82, Issue 3, November 2006, Pages 2238-2248``, ``Volume 155, 27 May 2017,
    111011``; not after the pages: ``Vol. 51, No. 6, pp. 358-365, November-December, 2015``
    is often another edition's), at least to the month;
    ``None`` when the line names another volume or no such date."""
    m = _volume_match(text)
    if m is None or find_volume(m.group(0)) != volume:
        return None
    rest = text[m.end():].lstrip(" ,;")
    issue = ISSUE_RES[0].match(rest)
    if issue:
        rest = rest[issue.end():]
    found = parse_date(rest[:40])
    if found and found[1] <= 3 and len(found[0]) >= 7:  # right after: "Issue 3, November 2006"
        return found[0]
    return None


def issue_line_rest(text: str) -> str | None:
    """The text after the issue number of a line that names both a volume and an issue
    (``Volume 167, Number 11, Winter 2023`` -> ``, Winter 2023``), else ``None``."""
    if _volume_match(text) is None:
        return None
    m = _issue_match(text)
    return text[m.end():] if m else None


def citation_year(text: str, volume: str) -> str | None:
    """The year of a citation line that gives ``volume`` year first (``J. Mater. Chem., 2012,
    22, 19-30``, ``F1000Research 2014, 3:12``): the issue's year; else ``None``."""
    for regex in (CITATION_YEAR_FIRST_RE, CITATION_ELOCATOR_RE):
        m = regex.search(text)
        if m and volume in (m.group(1), m.groups()[-1]):
            year = re.search(r"(?:19|20)\d\d", m.group(0))
            if year:
                return year.group(0)
    return None


@lru_cache(maxsize=4096)  # one result per text: the blocks are read twice (before and after §IV.C)
def find_citation(text: str) -> tuple[str, str | None] | None:
    """Volume and issue of a citation line ``34(24): 3990`` (or the volume alone of
    ``Nature 449, 478-482 (2007)``), else ``None``."""
    bracket = "(" in text  # what each form needs, a cheap test first
    m = CITATION_RE.search(text) if bracket else None
    if m:
        return norm_number(m.group(1)), norm_number(m.group(2))
    m = CITATION_PART_RE.search(text) if "(P" in text or "(S" in text else None
    if m:
        return m.group(1), norm_number(m.group(2))
    m = CITATION_LINE_RE.search(text) if bracket else None
    if m:
        return m.group(1), None
    m = CITATION_VOLUME_YEAR_RE.search(text) if bracket and _BRACKETED_YEAR.search(text) else None
    if m:
        return m.group(1), None
    m = CITATION_YEAR_FIRST_RE.search(text) if "," in text else None
    if m:
        issue = m.group(2) or m.group(3)  # "18(38)" or ACS's "142, 12, 5678-5690"
        return m.group(1), norm_number(issue) if issue else None
    m = CITATION_VANCOUVER_RE.search(text) if ";" in text else None
    if m:
        return m.group(1), norm_number(m.group(2)) if m.group(2) else None
    m = CITATION_COLON_RE.search(text) if ":" in text else None
    if m:
        return m.group(1), None
    m = CITATION_IOP_RE.search(text)
    if m:
        return m.group(1), None
    m = CITATION_ELOCATOR_RE.search(text) if ":" in text else None
    if m:
        return m.group(1) or m.group(2), None
    m = CITATION_YEAR_VOLUME_RE.search(text) if ":" in text else None
    if m:
        return m.group(1), m.group(2)
    return None


# --------------------------------------------------------------------------- keywords
KEYWORD_LABEL = re.compile(
    r"^\s*(?:dc\.subject(?:\.\w+)?|uncontrolled\s+keywords|author\s+tags|keywords?(?:\s*(?:and|&|/)\s*(?:subjects|phrases))?|key\s*words?(?:\s*(?:and|&|/)\s*phrases)?|key\s+terms|index\s+terms|author\s+keywords|mots[\s-]cl[ée]s|"
    r"schl[üu]sselw[öo]rter|schlagw[öo]rter|schlagworte|stichw[öo]rter|palabras\s+clave|parole\s+chiave|palavras[\s-]chave|"
    r"kata\s+kunci|anahtar\s+kelimeler|s[łl]owa\s+kluczowe|trefwoorden|nyckelord|kl[íi][čc]ov[áa]\s+slova|"
    r"klju[čc]ne\s+rije[čc]i|asiasanat|"
    r"ключевые\s+слова|关键词|关键字|關鍵詞|キーワード)(?![^\W\d_])\s*[:：.—–]?\s*", re.I)
#: A keyword item name at the start of a text, whatever follows it (the cheap test of
#: :func:`keyword_label_piece`).
_KEYWORD_START = re.compile(KEYWORD_LABEL.pattern.split("(?![^\\W\\d_])")[0], re.I)
_KEYWORD_SPLIT = re.compile(r"\s*[;；,，、·•|]\s*|\s+[/—–]\s+")


#: A subject-classification item name: ``Mathematics Subject Classification (2010)``, ``MSC``,
#: ``AMS subject classifications``; its codes (``34C20 34E05``) are keywords.
SUBJECT_CLASS_LABEL = re.compile(
    r"^\s*(?:(?:2\d{3}\s+)?(?:mathematics|ams|math\.?)\s+subject\s+classifications?|subject\s+classifications?|"
    r"msc(?:\s*(?:class(?:es)?|codes?))?)\s*(?:\(\s*(?:msc\s*)?\d{4}\s*\))?\s*[:：.—–]?\s*", re.I)
#: An MSC code: ``34C20``, ``35-XX``, ``60Jxx``.
SUBJECT_CODE = re.compile(r"(?<![\w-])\d\d(?:[A-Z](?:\d\d|xx|XX)|-(?:XX|xx|\d\d))(?![\w-])")


def subject_codes(text: str) -> list[str]:
    """The subject-class codes of a text (``Primary 34C20; Secondary 34E05`` -> both)."""
    return list(dict.fromkeys(SUBJECT_CODE.findall(text)))


def split_keywords(text: str) -> list[str]:
    """Keywords of a text after its label: split on ``; , 、 · • |`` and a spaced ``/ — –``, blanks and duplicates
    dropped, order kept."""
    out: list[str] = []
    seen: set[str] = set()
    for part in _KEYWORD_SPLIT.split(text):
        part = part.strip(" .:")
        key = part.casefold()
        if part and key not in seen and len(part) <= 100 and any(c.isalnum() for c in part):
            seen.add(key)
            out.append(part)
    return out


#: The language of a keyword item name.
_LABEL_LANGUAGES = (("es", r"palabras"), ("pt", r"palavras"), ("fr", r"mots"), ("de", r"schl"), ("it", r"parole"),
                    ("ru", r"ключевые"), ("zh", r"关键|關鍵"), ("ja", r"キーワード"), ("en", r"key|index"))


def label_language(label: str) -> str | None:
    """The language of a keyword item name (``Palavras-chave`` -> ``pt``), or ``None``."""
    low = label.casefold()
    for lang, stem in _LABEL_LANGUAGES:
        if re.search(stem, low):
            return lang
    return None


def keyword_label(text: str) -> re.Match[str] | None:
    """The keyword item name at the start of a text, or ``None``."""
    return KEYWORD_LABEL.match(text)


def keyword_label_piece(text: str, raw_parts: Sequence[str]) -> re.Match[str] | None:
    """The keyword item name that is a block's whole first inline piece, the keywords in the
    pieces after it (``<span>KEYWORDS</span><span>slow manifold; canard</span>``, glued in
    the text), or ``None`` (VB-PTC §V, regular expressions: item name, then content).  Input:
    the block's text and its pieces (:attr:`Block.raw_parts`)."""
    if len(raw_parts) < 2 or not _KEYWORD_START.match(text):
        return None
    first = next((" ".join(p.split()) for p in raw_parts if p.strip()), "")
    m = KEYWORD_LABEL.match(first)
    return m if m and m.end() >= len(first) else None


def first(items: Iterable[str | None]) -> str | None:
    """The first non-empty value."""
    for item in items:
        if item:
            return item
    return None
