"""Choose the links a news crawl follows, and the anchors it may trust as titles.

A focused news crawl reads the home page and the pages that list headlines and follows
their links.  A link's shape gives its kind *before* the page is fetched: the URL (dated
paths, long hyphenated slugs, numeric ids) and the anchor text (a headline is a sentence of
several words; a section label is one or two words) make it an ``"article"`` or a
``"section"`` link; any other followable link (a "Read more", an "Article 3", a bare
thumbnail) is a ``"page"`` link.  The fetched page's own content then decides what it is
(:func:`webextract.extract.twcem.kind.judge_page`), so a site whose links say nothing still
yields its articles.  Section pagination (``?page=2``, ``/page/3/``, "Next", "Older") is
recognised by :func:`is_pagination`.  Links outside the site (TWCEM's crawl collects pages of
the seed's domain only; VB-PTC §III.C) are never returned.
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


#: Anchor texts of pagination links (besides page numbers).
_PAGINATION_TEXT = re.compile(
    r"^(?:next|older|newer|previous|prev|more|more (?:stories|articles|news)|older (?:posts|entries|stories)|"
    r"newer (?:posts|entries|stories)|next page|previous page|load more|page \d+|\d{1,4}|[»›>]+|[«‹<]+)"
    r"\W*(?:[»›>]+)?$",
    re.I,
)
_PAGINATION_WORD = re.compile(r"\b(?:next|older|newer|previous|prev|earlier|later)\b|^[»›<>«‹]|[»›<>«‹]$", re.I)
_PAGE_QUERY = re.compile(r"(?:^|&)(?:page|p|pg|paged|start|offset)=\d+(?:&|$)", re.I)
_PAGE_PATH = re.compile(r"/(?:page|p)/?\d+/?$", re.I)
_NUMBER = re.compile(r"\d+")


@dataclass(frozen=True)
class NewsLink:
    """A followable link: its absolute URL, anchor text and kind (``"article"``,
    ``"section"`` or ``"page"``, see the module doc); ``pagination`` when it leads to the
    next page of the same listing (:func:`is_pagination`)."""

    url: str
    text: str
    kind: str
    pagination: bool = False


def is_skipped(url: str) -> bool:
    """True for links a news crawl never follows: not http(s), files by extension (images,
    PDFs, feeds...) and account, search, tag, author and legal pages."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        return True
    path = parts.path or "/"
    return bool(_SKIP_EXT.search(path) or _SKIP_PATH.search(path))


def is_pagination(page_url: str, url: str, text: str, rel: str = "") -> bool:
    """True when ``url`` is the next (or another) page of the listing at ``page_url``.

    Input: the listing's URL, the link's URL, anchor text and ``rel`` attribute.  Output:
    ``rel="next"``; or a pagination anchor ("Next", "Older", "2", "»") on a link of the same
    path with a page query (``?page=2``) or a page path (``/page/2/``); or a link reading
    "next", "older", "»"... whose URL is the listing's URL with its numbers changed
    (``/archive/7`` → ``/archive/8``).
    """
    if "next" in rel.lower().split():
        return True
    here, there = urlsplit(page_url), urlsplit(url)
    if here.netloc != there.netloc:
        return False
    paged = bool(_PAGE_QUERY.search(there.query) or _PAGE_PATH.search(there.path))
    if paged and _PAGINATION_TEXT.match(text.strip()):
        base = _PAGE_PATH.sub("/", there.path)
        return base.rstrip("/") == _PAGE_PATH.sub("/", here.path).rstrip("/")
    a, b = here.path + "?" + here.query, there.path + "?" + there.query
    text = text.strip()
    return (a != b and _NUMBER.sub("#", a) == _NUMBER.sub("#", b)
            and bool(_PAGINATION_WORD.search(text) or _PAGINATION_TEXT.match(text)))


def classify_url(url: str, text: str) -> str | None:
    """Classify one link: ``"article"``, ``"section"`` or ``None`` (not worth following).

    Input: an absolute URL and the link's anchor text.  Output: the kind.  An article has a
    dated path, a numeric id or a long slug, or a headline-length anchor on a deep path; a
    section has a short path and a short label.
    """
    if is_skipped(url):
        return None
    parts = urlsplit(url)
    path = parts.path or "/"
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
    """All followable links of a news page, in page order, de-duplicated.

    Input: the parsed page, its URL (for relative links) and the site
    (:func:`webextract.urls.site_of` of the seed) whose host and subdomains may be followed.
    Output: :class:`NewsLink` items: article and section links by their shape, every other
    link that is not skipped (:func:`is_skipped`) as a ``"page"`` link, pagination marked;
    for a URL linked several times the longest anchor text is kept (it is the best title
    candidate, TWCEM §III.B.1) and the strongest kind (article, section, page).
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
        if is_skipped(target):
            continue
        text = " ".join(a.text_content().split()) or " ".join((a.get("title") or "").split())
        kind = classify_url(target, text) or "page"
        paged = is_pagination(url, target, text, a.get("rel") or "")
        known = best.get(target)
        if known is None:
            order.append(target)
            best[target] = NewsLink(target, text, kind, paged)
        else:
            strongest = min(kind, known.kind, key=_KIND_RANK.index)
            longest = text if len(text) > len(known.text) else known.text
            best[target] = NewsLink(target, longest, strongest, paged or known.pagination)
    return [best[u] for u in order]


#: Link kinds, strongest first.
_KIND_RANK = ("article", "section", "page")


def headline_anchor(text: str) -> str | None:
    """The anchor text when it reads as a headline (at least :data:`HEADLINE_MIN_WORDS`
    words, not a generic "Read more"), else ``None``: only such anchors are handed to title
    extraction (TWCEM §III.B.1)."""
    text = " ".join(text.split())
    if len(text.split()) < HEADLINE_MIN_WORDS or _GENERIC_ANCHOR.match(text):
        return None
    return text


_GENERIC_ANCHOR = re.compile(
    r"^(?:read|continue reading|click here|see|view|watch|listen|more)\b.{0,30}$", re.I)


def canonical_url(root: lxml.html.HtmlElement, url: str) -> str | None:
    """The page's ``<link rel="canonical">`` as an absolute URL without fragment, or
    ``None``: one article reached under two URLs (``?ref=home``) is exported once."""
    for link in root.iter("link"):
        if "canonical" in (link.get("rel") or "").lower().split() and link.get("href"):
            return urldefrag(urljoin(url, link.get("href").strip()))[0]
    return None
