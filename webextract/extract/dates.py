"""Publication date of an article page.

Sources, most reliable first: the page's metadata (``article:published_time``,
``datePublished`` from ``<meta itemprop>`` or JSON-LD, Dublin Core, common ``pubdate``
names), ``<time datetime>`` elements, a date in the URL path.  Values are normalised to
ISO 8601 (``YYYY-MM-DD``, or with time when the source has one) with ``dateparser``; a value
that does not parse, or lies in the future or before 1990, is skipped.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone

import lxml.html

#: Metadata keys (lower-cased ``name``/``property``/``itemprop``) naming a publication date.
DATE_KEYS: tuple[str, ...] = (
    "article:published_time",
    "ld:datepublished",
    "datepublished",
    "og:published_time",
    "dc.date.issued",
    "dc.date",
    "dcterms.date",
    "dcterms.created",
    "pubdate",
    "publishdate",
    "publish-date",
    "date",
    "sailthru.date",
    "parsely-pub-date",
    "article.published",
    "citation_publication_date",
    "citation_date",
)
#: Earliest year accepted as a publication date.
MIN_YEAR = 1990

#: What a value must hold before ``dateparser`` reads it: a four-digit year or a numeric
#: day/month/year.  ``dateparser`` tries every locale on a string it cannot read (about 40 ms
#: each), and pages put bylines and script text in ``<time>`` elements; a relative date
#: ("2 hours ago") is no publication date of a saved page either.
_DATE_SHAPE = re.compile(r"(?<!\d)\d{4}(?!\d)|\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2}")

_URL_DATE = re.compile(r"/((?:19|20)\d\d)[/-](0?[1-9]|1[0-2])[/-](0?[1-9]|[12]\d|3[01])(?:/|-|$)")


def normalise_date(value: str) -> str | None:
    """Parse a date string in any common format into ISO 8601, or ``None``.

    Input: a raw value (``2024-03-05T10:00:00Z``, ``5 March 2024``, ``03/05/2024``...).
    Output: ``YYYY-MM-DD`` when the value has no time of day, else ``YYYY-MM-DDTHH:MM:SS``
    (with offset when given).  Implausible dates (before :data:`MIN_YEAR`, in the future) give
    ``None``, and so does a value without a four-digit year or a numeric day/month/year
    (:data:`_DATE_SHAPE`: "2 hours ago", a byline), which ``dateparser`` is not asked to read.
    """
    value = " ".join(value.split())[:100]
    if not value:
        return None
    parsed = _parse_iso(value)
    if parsed is None:
        if _DATE_SHAPE.search(value) is None:
            return None
        try:
            import dateparser

            parsed = dateparser.parse(
                value, settings={"RETURN_AS_TIMEZONE_AWARE": False, "PREFER_DAY_OF_MONTH": "first"}
            )
        except Exception:  # dateparser raises assorted errors on odd input
            parsed = None
        if parsed is None:
            return None
        has_time = bool(re.search(r"\d:\d\d", value))
    else:
        has_time = "T" in value or bool(re.search(r"\d:\d\d", value))
    now = datetime.now(timezone.utc).replace(tzinfo=None)
    naive = parsed.replace(tzinfo=None)
    if naive.year < MIN_YEAR or naive > now.replace(year=now.year + 1):
        return None
    if not has_time:
        return parsed.date().isoformat()
    return parsed.isoformat(timespec="seconds")


def _parse_iso(value: str) -> datetime | None:
    candidate = value.replace("Z", "+00:00") if value.endswith("Z") else value
    try:
        return datetime.fromisoformat(candidate)
    except ValueError:
        return None


def published_date(
    root: lxml.html.HtmlElement | None, head: dict[str, str] | None = None, url: str | None = None
) -> str | None:
    """Find the publication date of an article page.

    Input: the parsed page (may be cleaned: then pass ``head``, read by
    :func:`webextract.dom.head_metadata` before cleaning), its metadata and its URL.
    Output: an ISO 8601 date string or ``None``.
    """
    head = head or {}
    for key in DATE_KEYS:
        if key in head:
            found = normalise_date(head[key])
            if found:
                return found
    if root is not None:
        for el in root.iter("time"):
            value = el.get("datetime") or el.text_content()
            found = normalise_date(value or "")
            if found:
                return found
    if url:
        m = _URL_DATE.search(url)
        if m:
            try:
                return datetime(int(m.group(1)), int(m.group(2)), int(m.group(3))).date().isoformat()
            except ValueError:
                return None
    return None
