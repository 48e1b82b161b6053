"""Dates as scholarly pages write them, for the published time of VB-PTC
(000_c6fae3235630f454.txt) §V, "Regular expression".

Parsed without dateparser (a few regular expressions, microseconds a page): ``7 October
2006``, ``October 7, 2006``, ``20th August 2008``, ``2006-10-07``, ``2006/10/07``,
``12-15 June 2014`` and ``June 12-15, 2014`` (a range: its first day), ``10/07/2006`` (month first, the US order of the publishers that write it), ``2020 Mar 12``
(PubMed's order), ``2012年3月13日``, ``November 2006``, ``2016``.  A date comes out as ISO 8601
as precise as the page says it: ``2006-10-07``, ``2006-11`` or ``2006``; a day the month does
not have (``31/02/2019``) is no date.
"""

from __future__ import annotations

import calendar
import re

MONTHS: dict[str, int] = {}
for _i, _names in enumerate((
    "january jan janvier januar enero gennaio", "february feb février februar febrero febbraio",
    "march mar mars märz marzo", "april apr avril abril aprile", "may mai mayo maggio",
    "june jun juin juni junio giugno", "july jul juillet juli julio luglio",
    "august aug août agosto", "september sep sept septembre septiembre settembre",
    "october oct octobre oktober octubre ottobre", "november nov novembre noviembre",
    "december dec décembre dezember diciembre dicembre",
), 1):
    for _n in _names.split():
        MONTHS[_n] = _i
#: Portuguese, Dutch and Russian month names (Russian in the nominative and the genitive of
#: a date: "12 марта 2020").
for _i, _names in enumerate((
    "janeiro januari январь января", "fevereiro februari февраль февраля", "março maart март марта",
    "abril апрель апреля", "maio mei май мая", "junho июнь июня", "julho июль июля",
    "agosto augustus август августа", "setembro сентябрь сентября",
    "outubro oktober октябрь октября", "novembro ноябрь ноября", "dezembro december декабрь декабря",
), 1):
    for _n in _names.split():
        MONTHS[_n] = _i
#: Polish (nominative and genitive), Turkish, Indonesian and Swedish month names.
for _i, _names in enumerate((
    "styczeń stycznia ocak", "luty lutego şubat subat", "marzec marca mart maret", "kwiecień kwietnia nisan",
    "maja mayıs mayis", "czerwiec czerwca haziran", "lipiec lipca temmuz", "sierpień sierpnia ağustos agustus augusti",
    "wrzesień września eylül eylul", "październik października ekim", "listopad listopada kasım kasim",
    "grudzień grudnia aralık aralik desember",
), 1):
    for _n in _names.split():
        MONTHS[_n] = _i
MONTHS["maj"] = 5
_MONTH = r"(?P<mon>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:19|20)\d\d)"
_DATE_FORMS = [
    # ISO, also with a time ("2020-03-12T10:00:00Z"); never inside a DOI (10.1101/2020.03.12.1234)
    re.compile(rf"(?<![\d./]){_YEAR}[-/.](?P<m>0?[1-9]|1[0-2])[-/.](?P<d>0?[1-9]|[12]\d|3[01])(?![\d]|\.\d)"),
    # day first with dots (12.03.2020: German, Russian, many European pages), or a slash
    # where the first number cannot be a month (25/03/2020)
    re.compile(rf"(?<![\w./])(?P<d>0?[1-9]|[12]\d|3[01])\.(?P<m>0?[1-9]|1[0-2])\.{_YEAR}(?!\d)"),
    re.compile(rf"(?<![\d./])(?P<d>1[3-9]|2\d|3[01])/(?P<m>0?[1-9]|1[0-2])/{_YEAR}(?!\d)"),
    re.compile(rf"{_YEAR}\s*年\s*(?P<m>0?[1-9]|1[0-2])\s*月(?:\s*(?P<d>0?[1-9]|[12]\d|3[01])\s*日)?"),
    # a range of days gives its first ("12-15 June 2014", "June 12-15, 2014": a conference's)
    re.compile(rf"\b{_DAY}\s*[-–]\s*(?:0?[1-9]|[12]\d|3[01])\s+{_MONTH}[\s,]+{_YEAR}(?!\d)", re.I),
    re.compile(rf"\b{_MONTH}\s+{_DAY}\s*[-–]\s*(?:0?[1-9]|[12]\d|3[01]),?\s+{_YEAR}(?!\d)", re.I),
    re.compile(rf"\b{_DAY}\.?[\s\-]+(?:of\s+|de\s+)?{_MONTH}[\s,\-]+(?:de\s+)?{_YEAR}(?!\d)", re.I),
    re.compile(rf"\b{_MONTH}\s+{_DAY},?\s+{_YEAR}(?!\d)", re.I),
    re.compile(rf"\b(?P<m>0?[1-9]|1[0-2])(?P<sep>[/-])(?P<d>0?[1-9]|[12]\d|3[01])(?P=sep){_YEAR}\b"),
    re.compile(rf"\b{_YEAR}\s+{_MONTH}\s+{_DAY}\b(?![:\d])", re.I),
    re.compile(rf"\b{_YEAR}[-/](?P<m>0[1-9]|1[0-2])\b(?![-/]\d)"),
    re.compile(rf"\b{_YEAR}\s+{_MONTH}(?![\w])", re.I),
    # month and year: "10-2005" (Digital Commons), "09/2024" (SciELO's meta tags)
    re.compile(rf"(?<![\w./-])(?P<m>0?[1-9]|1[0-2])[-/]{_YEAR}(?![\d/-])"),
    re.compile(rf"\b{_MONTH},?\s+{_YEAR}\b", re.I),
    # a season gives its year ("Spring 2019")
    re.compile(rf"\b(?:spring|summer|autumn|fall|winter)\s+{_YEAR}\b", re.I),
    re.compile(rf"(?<![\d.])\b{_YEAR}\b(?![-/.]?\d)"),
]


def parse_date(text: str, *, year_only: bool = True) -> tuple[str, int, int] | None:
    """The first date in a text, as ``(iso, start, end)``, or ``None``.

    Input: a text; ``year_only`` lets a bare year count.  Output: the ISO 8601 date at the
    page's precision (``YYYY-MM-DD``, ``YYYY-MM`` or ``YYYY``) and the match's span.  The
    most precise form found at the earliest place wins (the published time of VB-PTC §V,
    regular expressions).
    """
    best: tuple[int, int, str, int] | None = None
    forms = _DATE_FORMS if year_only else _DATE_FORMS[:-2]  # the season and the bare year give a year alone
    for rank, form in enumerate(forms):
        m = form.search(text)
        if not m:
            continue
        iso = _iso(m)
        if iso is None:
            continue
        key = (m.start(), rank)
        if best is None or key < (best[0], best[1]):
            best = (m.start(), rank, iso, m.end())
    if best is None:
        return None
    return best[2], best[0], best[3]


def _iso(m: re.Match[str]) -> str | None:
    g = m.groupdict()
    year = g.get("year")
    if not year:
        return None
    month = None
    if g.get("mon"):
        month = MONTHS.get(g["mon"].lower().rstrip("."))
    elif g.get("m"):
        month = int(g["m"])
    day = g.get("day") or g.get("d")
    if month is None:
        return year
    if day:
        if int(day) > calendar.monthrange(int(year), month)[1]:
            return None  # no such day ("31/02/2019"): not a date
        return f"{year}-{month:02d}-{int(day):02d}"
    return f"{year}-{month:02d}"
