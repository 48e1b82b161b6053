"""Link choice of the university crawl: which links of a page it may follow (scope, sub-tree,
files) and the keyword expressions that pick directory links (WEB-UIE §3.1).
"""

from __future__ import annotations

import functools
import re
from typing import Any, Optional
from urllib.parse import unquote, urljoin, urlsplit

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


#: Elements whose target is a link the crawl may follow, and the attribute naming it: anchors,
#: image-map areas (``<AREA HREF>``, old sites' graphic menus) and frames (``<FRAME SRC>``,
#: ``<IFRAME SRC>``: the page a frameset shows).
LINK_ELEMENTS = {"a": "href", "area": "href", "frame": "src", "iframe": "src"}
FRAME_TAGS = frozenset({"frame", "iframe"})


def _link_text(el: Any) -> str:
    """Words of a link: an anchor's text, else its ``title``, ``alt`` (areas), ``name``
    (frames) or an image's ``alt``."""
    text = " ".join(element_text(el).split()) if el.tag == "a" else ""
    if not text:
        text = el.get("title") or el.get("alt") or el.get("aria-label") or ""
        if not text and el.tag == "a":
            img = el.find(".//img")
            text = img.get("alt") or "" if img is not None else ""
        text = text or (el.get("name") or "" if el.tag in FRAME_TAGS else "")
    return " ".join(text.split())


def page_links(root: Any, base_url: str, *, frames: Optional[bool] = None) -> list[tuple[str, str]]:
    """The links of a page as ``(absolute URL without fragment, text)``, in page order,
    without repeats of the same URL, http(s) only, links to files (PDF, images...) left out:
    ``<a href>``, image-map ``<area href>`` and frame ``<frame src>`` / ``<iframe src>``;
    relative links are resolved against ``<base href>`` when the page has one, else
    ``base_url``.  ``frames`` True keeps only the frames, False leaves them out.  The
    candidate pages of WEB-UIE §3.2's fallback and of the faculty search."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    tags = tuple(FRAME_TAGS) if frames else ("a", "area") if frames is False else tuple(LINK_ELEMENTS)
    try:
        elements = root.iter(*tags)
        base = root.find(".//base[@href]")
    except (AttributeError, TypeError):
        return out
    if base is not None:  # <base href> moves relative links
        base_url = urljoin(base_url, (base.get("href") or "").strip())
    for el in elements:
        href = (el.get(LINK_ELEMENTS.get(el.tag, "href")) or "").strip()
        if not href or href.startswith(("#", "mailto:", "tel:", "javascript:", "about:")):
            continue
        url = fast_join(base_url, href) or urljoin(base_url, href).split("#", 1)[0]
        if url in seen or not url.startswith(("http://", "https://")) or is_file_link(url):
            continue
        seen.add(url)
        out.append((url, _link_text(el)))
    return out


#: Words of links that lead towards people without being faculty keywords (WEB-UIE §3.1's
#: keywords are "more cluttered" for faculty: hubs say "Who's Who", "Personal Pages"...).
PEOPLE_WORDS = re.compile(
    r"\b(people|persons?|personnel|who'?s who|who we are|directory|directories|home ?pages?|personal|"
    r"members?|staff|faculty|professors?|lecturers?|researchers?|scientists|investigators|fellows|team|"
    r"profiles?|biograph\w*|contacts?|roster|phone|telephone|e-?mail|addresses)\b", re.I)
#: Words of links to lists of people who are not faculty, or to pages of other things that
#: name people (students, alumni, talks, news): tried last, since the search stops at the
#: first page whose content is a list of people.
OTHER_PEOPLE_WORDS = re.compile(
    r"\b(students?|alumni|alumnae|graduates|undergraduates?|visitors|news|events|seminars?|colloqui(a|um)|"
    r"talks|courses?|classes|admissions?|jobs|positions|openings|calendar|publications)\b", re.I)
#: A link to one person's own home page (``/~name/``, ``/~name/index.html``; ``/people/name``
#: pages are not told apart by URL): a leaf of a list, not a list.
PERSONAL_PAGE = re.compile(r"/~[^/]+/?((index|default|home)\.\w+)?$", re.I)


_INDEX_PAGE = re.compile(r"/(index|default|home)\.\w+$|/$", re.I)


@functools.lru_cache(maxsize=URL_CACHE_SIZE)
def _last_words(url: str) -> str:
    """The words of a URL's last path segment (of its folder for an index page)."""
    try:
        path = unquote(urlsplit(url).path)
    except ValueError:
        return ""
    path = _INDEX_PAGE.sub("", path)
    return " ".join(re.split(r"[\W_]+", path.rsplit("/", 1)[-1]))


def search_tier(url: str, text: str, keyword_rank: Optional[int]) -> int:
    """Where a link stands in the best-first faculty search: 1 a faculty keyword link
    (``keyword_rank`` not None), 2 a link whose words or URL speak of people
    (:data:`PEOPLE_WORDS`), 3 any other, 4 a person's own page or a page of students, talks,
    news... (:data:`OTHER_PEOPLE_WORDS`)."""
    if keyword_rank is not None:
        return 1
    words = _last_words(url)
    if PERSONAL_PAGE.search(url) or OTHER_PEOPLE_WORDS.search(text) or OTHER_PEOPLE_WORDS.search(words):
        return 4
    if PEOPLE_WORDS.search(text) or PEOPLE_WORDS.search(words):
        return 2
    return 3


def page_headings(root: Any) -> str:
    """A page's ``<title>`` and its first ``<h1>``–``<h3>`` headings, as one text (what a
    page says it is)."""
    texts: list[str] = []
    try:
        for el in root.iter("title", "h1", "h2", "h3"):
            texts.append(" ".join(element_text(el).split()))
            if len(texts) >= 4:
                break
    except (AttributeError, TypeError):
        return ""
    return " | ".join(texts)


def says_faculty(people: list[Any], words: str) -> bool:
    """Whether a list of people found where no keyword pointed (the best-first search) is a
    faculty list: most of them carry an academic title (WEB-UIE §3.4), or ``words`` (the
    page's headings and the link's text) speak of people and not of students, talks or
    news.  A list of students or of speakers reached by the search is not taken."""
    titled = sum(1 for p in people if getattr(p, "title", None))
    if people and 2 * titled >= len(people):
        return True
    return bool(PEOPLE_WORDS.search(words)) and not OTHER_PEOPLE_WORDS.search(words)
