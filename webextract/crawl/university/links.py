"""Link choice of the university crawl: which links of a page it may follow (scope, sub-tree,
files) and the keyword expressions that pick directory links (WEB-UIE §3.1).
"""

from __future__ import annotations

import functools
import re
from typing import Any
from urllib.parse import urljoin, urlsplit

from webextract.extract.webuie import element_text, fast_join
from webextract.urls import in_scope as _in_scope
from webextract.urls import in_subtree as _in_subtree
from webextract.urls import url_key as _url_key

#: URL keys, scope and sub-tree tests remembered (a crawl asks about the same links again
#: and again: menus on every page, candidate and keyword links of each unit).
URL_CACHE_SIZE = 1 << 14


url_key = functools.lru_cache(maxsize=URL_CACHE_SIZE)(_url_key)


in_subtree = functools.lru_cache(maxsize=URL_CACHE_SIZE)(_in_subtree)


def in_scope(url: str, scopes: set[str]) -> bool:
    """:func:`webextract.urls.in_scope` for a crawl's scopes, remembered per URL and scopes."""
    return _in_scope_cached(url, frozenset(scopes))


@functools.lru_cache(maxsize=URL_CACHE_SIZE)
def _in_scope_cached(url: str, scopes: frozenset[str]) -> bool:
    return _in_scope(url, scopes)


#: Links to files that are never record-set pages.
FILE_EXT = re.compile(
    r"\.(pdf|docx?|xlsx?|pptx?|zip|gz|tgz|rar|7z|jpe?g|png|gif|svg|webp|ico|mp[34]|mov|avi|"
    r"wmv|ics|vcf|css|js|xml|rss|json|txt|csv|exe|dmg|apk)$", re.I)


#: Anchor texts that name departments outright (not "Programs", "Units"...).
_DEPARTMENTS_LINK = re.compile(r"depart|dept|fachbereich|系", re.I)


#: Anchor texts of further faculty lists of a unit (by rank or kind of appointment).
_FACULTY_LIST = re.compile(
    r"\b(faculty|professors?|lecturers?|instructors?|emerit(i|us|a|ae)|adjuncts?)\b", re.I)


def is_file_link(url: str) -> bool:
    """True when a URL's path names a file (PDF, image, office document...) rather than a
    web page: such links are never fetched as record-set pages."""
    return bool(FILE_EXT.search(urlsplit(url).path))


def page_links(root: Any, base_url: str) -> list[tuple[str, str]]:
    """All ``<a href>`` links of a page as ``(absolute URL without fragment, anchor text)``,
    in page order, without repeats of the same URL, http(s) only, links to files (PDF,
    images...) left out; relative links are resolved against ``<base href>`` when the page
    has one, else ``base_url``.  The candidate pages of WEB-UIE §3.2's fallback."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    try:
        anchors = root.iter("a")
        base = root.find(".//base[@href]")
    except (AttributeError, TypeError):
        return out
    if base is not None:  # <base href> moves relative links
        base_url = urljoin(base_url, (base.get("href") or "").strip())
    for a in anchors:
        href = (a.get("href") or "").strip()
        if not href or href.startswith(("#", "mailto:", "tel:", "javascript:")):
            continue
        url = fast_join(base_url, href) or urljoin(base_url, href).split("#", 1)[0]
        if url in seen or not url.startswith(("http://", "https://")) or is_file_link(url):
            continue
        seen.add(url)
        out.append((url, " ".join(element_text(a).split())))
    return out
