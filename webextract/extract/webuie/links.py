"""Links of the WEB-UIE focused crawl (Dong, Liu & Li 2013, §3.1, Figure 3): keyword links
between levels, further pages of a directory, and the university's name.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Optional
from urllib.parse import unquote, urlsplit

from lxml import etree

from webextract import dictionaries as dic
from webextract.extract.webuie.dom import (
    absolute,
    element_text,
    is_element,
    norm_ws,
    page_view,
)
from webextract.extract.webuie.model import Link

#: Levels of the crawl and their keyword files (Figure 3).
LEVELS = ("colleges", "departments", "faculty")
#: An anchor containing a keyword (rather than being it) counts only up to this many words.
MAX_ANCHOR_WORDS = 6
#: Fewest sibling page-number links that make a pager, and letter links an A–Z index.
MIN_PAGE_NUMBERS = 2
MIN_LETTERS = 5
#: Fewest letter-range links ("A–F", "G–L") that make an index of a directory split by name.
MIN_LETTER_RANGES = 2

_TRIM = re.compile(r"^[\s»›>«‹<•·|:\-–—+]+|[\s»›>«‹<•·|:\-–—+]+$")
_PAGE_NUMBER = re.compile(r"^\d{1,4}$")
_LETTER = re.compile(r"^[A-Za-z]$")
_LETTER_RANGE = re.compile(r"^[A-Za-z]\s*[-–—]\s*[A-Za-z]$")
_UNIVERSITY_WORD = re.compile(
    r"\b(universit\w*|college|institute|polytechnic|school|academy|hochschule|universidad|université|universität|università|universidade)\b|大学|大學|대학교",
    re.I,
)
_PAGE_SUFFIX = re.compile(r"\.(html?|php|aspx?|jsp|cfm)$", re.I)
_SEGMENT_SPLIT = re.compile(r"[-_.+\s]+")
#: An http(s) URL without white space or control characters: group 1 is its path.
_PLAIN_HTTP = re.compile(r"https?://[^/?#\x00-\x20]*(/[^?#\x00-\x20]*)?(?:[?#][^\x00-\x20]*)?\Z", re.I)
_TITLE_SPLIT = re.compile(r"\s+(?:\||-|–|—|::|·|•|:)\s+")


def _anchor_text(a: etree._Element, raw: Optional[str] = None) -> str:
    text = norm_ws(element_text(a)) if raw is None else raw
    if not dic.normalize_phrase(text):  # empty, or only arrows and marks
        text = ""
    if not text:
        text = norm_ws(a.get("title") or a.get("aria-label") or a.get("alt") or "")
    if not text:
        img = a.find(".//img")
        if img is not None:
            text = norm_ws(img.get("alt") or "")
    return text


def _anchors(root: etree._Element, url: str | None) -> list[tuple[int, etree._Element, str, str]]:
    """The page's links with a target: (position among all ``<a>`` and image-map ``<area>``
    elements, the element, absolute URL, text with white space collapsed), read once per page
    and URL (:func:`page_view`).  An area's words are its ``alt`` or ``title``."""
    view = page_view(root)
    key = ("links.anchors", url)
    rows = view.memo.get(key)
    if rows is None:
        base = view.base_url(url)
        rows = []
        for order, a in enumerate(root.iter("a", "area")):
            target = absolute(a.get("href"), base)
            if target:
                rows.append((order, a, target, norm_ws(element_text(a))))
        view.memo[key] = rows
    return rows  # type: ignore[return-value]


class _AnchorWords:
    """What keyword matching reads of one link: its text, that text normalised, the
    normalised text's contiguous word runs (short anchors only) and, when asked, the URL's
    last path segment as words."""

    __slots__ = ("order", "target", "text", "norm", "runs", "_last")

    def __init__(self, order: int, a: etree._Element, target: str, raw: str):
        self.order = order
        self.target = target
        # an anchor whose own text has words is read from its text alone (most anchors;
        # the same menus recur on every page, so their words are remembered)
        words = _text_words(raw) if raw else None
        if words is None:
            self.text = _anchor_text(a, raw)
            words = (_text_words(self.text) if self.text else None) or ("", ())
        else:
            self.text = raw
        self.norm, self.runs = words
        self._last: Optional[str] = None

    @property
    def last(self) -> str:
        if self._last is None:
            self._last = _last_segment(self.target)
        return self._last


@lru_cache(maxsize=1 << 14)
def _text_words(text: str) -> Optional[tuple[str, tuple[str, ...]]]:
    """An anchor text normalised (plurals kept) and, for short anchors, its contiguous word
    runs; None when the text has no words."""
    norm = dic.normalize_phrase(text, fold_plurals=False)
    if not norm:
        return None
    words = norm.split()
    runs: tuple[str, ...] = ()
    if len(words) <= MAX_ANCHOR_WORDS:
        runs = tuple(" ".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1))
    return norm, runs


def _anchor_words(root: etree._Element, url: str) -> list[_AnchorWords]:
    view = page_view(root)
    key = ("links.words", url)
    rows = view.memo.get(key)
    if rows is None:
        rows = view.memo[key] = [_AnchorWords(*row) for row in _anchors(root, url)]
    return rows  # type: ignore[return-value]


@lru_cache(maxsize=16)
def _keyword_ranks(keywords: tuple[str, ...]) -> dict[str, int]:
    """Normalised keyword -> its best rank in the file."""
    ranks: dict[str, int] = {}
    for rank, k in enumerate(keywords):
        kw = dic.normalize_phrase(k, fold_plurals=False)
        if kw and kw not in ranks:
            ranks[kw] = rank
    return ranks


#: Rank of anchor texts by keyword list (by the id of its ranks dict, which is kept with
#: them): (0, rank) for an anchor that is a keyword, (1, best rank) for one holding keywords
#: as word runs, None for neither.  Menus recur on every page of a site.
_TEXT_RANKS: dict[int, tuple[dict[str, int], dict[str, Optional[tuple[int, int]]]]] = {}
_UNRANKED = object()
#: Most anchor texts remembered per keyword list before its memo starts afresh.
TEXT_RANKS_SIZE = 1 << 14


def _text_ranks(ranks: dict[str, int]) -> dict[str, Optional[tuple[int, int]]]:
    """The memo of anchor-text ranks for one keyword ``ranks`` dict (see
    :data:`_TEXT_RANKS`)."""
    known = _TEXT_RANKS.get(id(ranks))
    if known is None or known[0] is not ranks or len(known[1]) > TEXT_RANKS_SIZE:
        known = _TEXT_RANKS[id(ranks)] = (ranks, {})
    return known[1]


@lru_cache(maxsize=4096)
def _last_segment(url: str) -> str:
    """The URL's last path segment as words: ".../faculty-directory.html" -> "faculty directory"."""
    m = _PLAIN_HTTP.match(url)
    if m is not None:  # what urlsplit gives for a plain http(s) URL, without its parsing
        path = m.group(1) or ""
    else:
        try:
            path = urlsplit(url).path
        except ValueError:
            return ""
    segs = [p for p in path.split("/") if p]
    if not segs:
        return ""
    last = _PAGE_SUFFIX.sub("", segs[-1])
    return " ".join(_SEGMENT_SPLIT.split(unquote(last).casefold())).strip()


def keyword_links(root: etree._Element, url: str, level: str) -> list[Link]:
    """Links to the next level of the crawl (WEB-UIE §3.1, Figure 3).

    Input: a parsed page, its URL, and ``level`` — "colleges" (from a university home),
    "departments" (from a college home) or "faculty" (from a college or department home).
    Output: the links (``<a>`` and image-map ``<area>``) whose anchor text (or
    ``title``/``aria-label``, an area's or image's ``alt``) is
    one of the level's keywords in ``data/keywords/<level>.txt``, or contains one as whole
    words within a short anchor, or — ranked last, after §5.2.1's "keywords of URL" — whose
    URL's last path segment is a keyword ("/people/", "/faculty-directory.html"); best first:
    exact anchors, then containing anchors, then URL matches, each by the keyword's rank in
    the file, then page order. Absolute URLs without fragments,
    one entry per URL; no domain filtering.
    """
    if level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {level!r}")
    if not is_element(root):
        return []
    ranks = _keyword_ranks(dic.link_keywords(level))
    text_ranks = _text_ranks(ranks)
    best: dict[str, tuple[tuple[int, int, int], Link]] = {}
    for row in _anchor_words(root, url):
        order, target, norm = row.order, row.target, row.norm
        score: Optional[tuple[int, int, int]] = None
        if norm:
            got = text_ranks.get(norm, _UNRANKED)
            if got is _UNRANKED:  # first time this text is met with these keywords
                rank = ranks.get(norm)
                if rank is not None:
                    got = (0, rank)
                else:
                    found = [r for r in map(ranks.get, row.runs) if r is not None]
                    got = (1, min(found)) if found else None
                text_ranks[norm] = got
            if got is not None:
                score = (got[0], got[1], order)
        if score is None:
            last = row.last
            rank = ranks.get(last) if last else None
            if rank is None:
                continue
            score = (2, rank, order)
        if target not in best or score < best[target][0]:
            best[target] = (score, Link(url=target, text=row.text))
    return [link for _, link in sorted(best.values(), key=lambda x: x[0])]


@lru_cache(maxsize=8)
def _next_words(keywords: tuple[str, ...]) -> frozenset[str]:
    return frozenset(norm_ws(unicodedata.normalize("NFKC", k)).casefold() for k in keywords)


def _group_of(a: etree._Element) -> Optional[etree._Element]:
    """The element that holds a pager or letter index: the parent of the link, or the
    grandparent when each link sits in its own ``<li>``/``<span>``."""
    parent = a.getparent()
    if parent is None:
        return None
    if parent.tag in ("li", "span", "td", "div", "p") and len([c for c in parent if is_element(c)]) == 1:
        grand = parent.getparent()
        return grand if grand is not None else parent
    return parent


#: What an anchor text says to :func:`pagination_links`.
_NEXT_TEXT, _NUMBER_TEXT, _LETTER_TEXT, _RANGE_TEXT, _OTHER_TEXT = range(5)


@lru_cache(maxsize=1 << 14)
def _pager_text(raw: str, next_words: frozenset[str]) -> int:
    """A "next" keyword (as written, or without arrows and bars around it), a page number,
    a letter, a letter range, or other (anchor texts recur on every page of a site)."""
    text = _TRIM.sub("", raw) or raw
    if raw.casefold() in next_words or text.casefold() in next_words:
        return _NEXT_TEXT
    if len(raw) > 5:  # longer than any page number, letter or letter range
        return _OTHER_TEXT
    if _PAGE_NUMBER.match(raw):
        return _NUMBER_TEXT
    if _LETTER.match(raw):
        return _LETTER_TEXT
    if _LETTER_RANGE.match(raw):
        return _RANGE_TEXT
    return _OTHER_TEXT


def _label_of(a: etree._Element) -> str:
    """The link's ``aria-label`` (else ``title``), single-spaced and case-folded."""
    label = a.get("aria-label") or a.get("title")
    return norm_ws(label).casefold() if label else ""


def pagination_links(root: etree._Element, url: str) -> list[Link]:
    """Further pages of the same directory (WEB-UIE faculty record sets split over pages).

    Output, in this order: links with ``rel="next"`` or a "next" anchor from
    ``data/keywords/pagination.txt`` ("Next", "»", "›", ...); page-number links (1–4
    digits) when their group holds at least :data:`MIN_PAGE_NUMBERS` of them; A–Z letter
    links when their group holds at least :data:`MIN_LETTERS`; letter ranges ("A–F") when
    it holds at least :data:`MIN_LETTER_RANGES`. Absolute, without
    fragments, de-duplicated, never the page itself.
    """
    if not is_element(root):
        return []
    here = absolute(url, url) if url else None
    next_words = _next_words(dic.link_keywords("pagination"))
    nexts: list[Link] = []
    numbers: dict[int, list[tuple[etree._Element, str, str]]] = {}
    letters: dict[int, list[tuple[etree._Element, str, str]]] = {}
    ranges: dict[int, list[tuple[etree._Element, str, str]]] = {}
    groups: dict[int, etree._Element] = {}
    kinds = {_NUMBER_TEXT: numbers, _LETTER_TEXT: letters, _RANGE_TEXT: ranges}
    for _, a, target, raw in _anchors(root, url):
        if target == here:
            continue
        kind = _pager_text(raw, next_words)
        rel = a.get("rel")
        if (kind == _NEXT_TEXT or (rel and "next" in rel.lower().split())
                or _label_of(a) in next_words):
            nexts.append(Link(url=target, text=raw or _label_of(a)))
            continue
        found = kinds.get(kind)
        if found is None:
            continue
        group = _group_of(a)
        if group is None:
            continue
        found.setdefault(id(group), []).append((a, target, raw))
        groups[id(group)] = group
    out: list[Link] = list(nexts)
    for found, minimum in ((numbers, MIN_PAGE_NUMBERS), (letters, MIN_LETTERS), (ranges, MIN_LETTER_RANGES)):
        for members in found.values():
            if len(members) >= minimum:
                out.extend(Link(url=t, text=txt) for _, t, txt in members)
    seen: set[str] = set()
    unique: list[Link] = []
    for link in out:
        if link.url not in seen:
            seen.add(link.url)
            unique.append(link)
    return unique


def _host(url: str) -> str:
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        return ""
    return host.lower().rstrip(".")


def university_by_domain(url: str) -> Optional[str]:
    """The university whose web domain (Hipo world-universities list) is the URL's host or a
    parent domain of it ("cs.mit.edu" -> "Massachusetts Institute of Technology")."""
    host = _host(url)
    if not host:
        return None
    table = dic.universities_by_domain()
    labels = host.split(".")
    for k in range(len(labels) - 1):
        name = table.get(".".join(labels[k:]))
        if name:
            return name
    return None


def university_name(root: etree._Element, url: str) -> str:
    """The university's name from its home page (WEB-UIE: the University object of Figure 7).

    Order: ``og:site_name`` when it names a university/college/institute; else the Hipo
    world-universities list by the URL's domain; else the part of ``<title>`` (split at
    "|", " - ", ":" ...) that names one; else ``og:site_name``, the first title part, or the
    URL's host. Never empty for a URL with a host.
    """
    site = ""
    title = ""
    if is_element(root):
        for meta in root.iter("meta"):
            key = (meta.get("property") or meta.get("name") or "").strip().lower()
            if key in ("og:site_name", "application-name") and meta.get("content") and not site:
                site = norm_ws(meta.get("content") or "")
        t = root.find(".//title")
        if t is not None:
            title = norm_ws(t.text_content() or "")
    if site and _UNIVERSITY_WORD.search(site):
        return site
    known = university_by_domain(url) if url else None
    if known:
        return known
    parts = [p.strip() for p in _TITLE_SPLIT.split(title) if p.strip()] if title else []
    for part in reversed(parts):
        if _UNIVERSITY_WORD.search(part):
            return part
    if site:
        return site
    if parts:
        return parts[0]
    return _host(url) if url else ""
