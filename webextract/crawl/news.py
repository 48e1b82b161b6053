"""Choose the links a news crawl follows: article links and section links.

A focused news crawl reads the home page and section pages and follows (a) links that look
like articles and (b) from the home page only, links that look like sections.  The choice
uses the two signals every news site exposes: the URL's shape (dated paths, long hyphenated
slugs, numeric ids) and the anchor text (a headline is a sentence of several words; a
section label is one or two words).  Links outside the site (TWCEM's crawl collects pages
of the seed's domain only; VB-PTC §III.C) are never returned.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urldefrag, urljoin, urlsplit

import lxml.html

from webextract.urls import in_scope

#: Fewest words in an anchor text for it to read as a headline.
HEADLINE_MIN_WORDS = 4
#: Most words in an anchor text for it to read as a section label.
SECTION_MAX_WORDS = 3
#: Most path segments a section URL has (``/world/``, ``/news/europe/``).
SECTION_MAX_SEGMENTS = 2
#: Fewest hyphen/underscore-separated words in a slug that reads as an article.
SLUG_MIN_WORDS = 4

_DATE_PATH = re.compile(r"/(19|20)\d\d[/-](0?[1-9]|1[0-2])([/-](0?[1-9]|[12]\d|3[01]))?(/|$|-)")
_NUMERIC_ID = re.compile(r"(\d{5,}|/\d{4,}(\.html?)?$)")
_QUERY_ID = re.compile(r"(^|&)(id|article|story|aid|sid|p|nid)=\d{3,}(&|$)", re.I)
_SKIP_EXT = re.compile(
    r"\.(jpe?g|png|gif|webp|svg|ico|css|js|pdf|zip|gz|mp3|mp4|avi|mov|xml|rss|atom|json|txt|docx?|xlsx?)$", re.I
)
_SKIP_PATH = re.compile(
    r"/(login|logout|signin|signup|register|subscribe|account|search|tag|tags|author|authors|"
    r"feed|rss|print|share|cart|privacy|terms|contact|about|advertise|newsletter|cookies?)(/|$)",
    re.I,
)


@dataclass(frozen=True)
class NewsLink:
    """A followable link: its absolute URL, anchor text and kind ("article" or "section")."""

    url: str
    text: str
    kind: str


def classify_url(url: str, text: str) -> str | None:
    """Classify one link: ``"article"``, ``"section"`` or ``None`` (not worth following).

    Input: an absolute URL and the link's anchor text.  Output: the kind.  An article has a
    dated path, a numeric id or a long slug, or a headline-length anchor on a deep path; a
    section has a short path and a short label.
    """
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        return None
    path = parts.path or "/"
    if _SKIP_EXT.search(path) or _SKIP_PATH.search(path):
        return None
    segments = [s for s in path.split("/") if s]
    words = text.split()
    last = re.sub(r"\.(s?html?|php|aspx?)$", "", segments[-1]) if segments else ""
    slug_words = len([w for w in re.split(r"[-_]+", last) if w and not w.isdigit()])
    if _DATE_PATH.search(path) or slug_words >= SLUG_MIN_WORDS or _NUMERIC_ID.search(path):
        return "article"
    if parts.query and _QUERY_ID.search(parts.query):  # article.php?id=4711
        return "article"
    if len(words) >= HEADLINE_MIN_WORDS and len(segments) >= 2:
        return "article"
    if 1 <= len(segments) <= SECTION_MAX_SEGMENTS and 1 <= len(words) <= SECTION_MAX_WORDS and not parts.query:
        return "section"
    return None


def news_links(root: lxml.html.HtmlElement, url: str, site: str) -> list[NewsLink]:
    """All article and section links of a news page, in page order, de-duplicated.

    Input: the parsed page, its URL (for relative links) and the site
    (:func:`webextract.urls.site_of` of the seed) whose host and subdomains may be followed.  Output: :class:`NewsLink` items; for a URL linked several
    times the longest anchor text is kept (it is the best title candidate, TWCEM §III.B.1).
    """
    best: dict[str, NewsLink] = {}
    order: list[str] = []
    for a in root.iter("a"):
        href = (a.get("href") or "").strip()
        if not href or href.startswith(("#", "javascript:", "mailto:", "tel:")):
            continue
        target = urldefrag(urljoin(url, href))[0]
        if target == url or not in_scope(target, (site,)):
            continue
        text = " ".join(a.text_content().split()) or " ".join((a.get("title") or "").split())
        kind = classify_url(target, text)
        if kind is None:
            continue
        known = best.get(target)
        if known is None:
            order.append(target)
            best[target] = NewsLink(target, text, kind)
        elif len(text) > len(known.text):
            best[target] = NewsLink(target, text, "article" if "article" in (known.kind, kind) else kind)
    return [best[u] for u in order]
