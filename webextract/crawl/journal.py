"""Choose the links a journal crawl follows from a list page: article pages, more list pages.

A journal's home, issue (table of contents) and search-result pages list articles as data
records.  STEM (:func:`webextract.extract.stem.extract_records`) finds the records; the first
in-scope link of a record with the longest anchor text (its title link) is followed — to another list page when its URL or anchor names an
issue, volume, table of contents or archive, else to an article page.  Regions of short
records (menus, footers, tag clouds: median under :data:`MIN_RECORD_WORDS` words) are not
followed.  Pagination links (``rel="next"``, "Next", "›", "»", page numbers, "下一页") and
issue links outside records ("Volume 12, Issue 2") are list pages too.  Links outside the
crawl's scope, to PDFs, images or citation downloads are never returned.
"""

from __future__ import annotations

import copy
import re
import statistics
from dataclasses import dataclass, field
from typing import Iterable
from urllib.parse import urljoin

import lxml.html

from webextract.extract.stem import extract_records, records_as_items
from webextract.urls import in_scope

#: A link to an issue, volume, table of contents or archive (a list page, not an article).
ISSUE_LINK = re.compile(r"(?:\bissues?\b|\bvolumes?\b|\bvol[-_.]?\d|\btoc\b|/toc/|\barchive|"
                        r"table of contents|期刊目录|过刊|当期目录)", re.I)
#: Anchor texts of pagination links.
NEXT_TEXT = re.compile(r"^\s*(?:next(?:\s+page)?|more results|older|›|»|>|>>|\d{1,3}|下一页|后页)\s*[›»>]*\s*$", re.I)
#: Least median words of a region's records for its links to be followed.
MIN_RECORD_WORDS = 5
_SKIP = re.compile(r"\.(?:pdf|epub|zip|ris|bib|enw|xml|jpe?g|png|gif|css|js)(?:$|\?)", re.I)


@dataclass
class JournalLink:
    """A link to follow: its absolute URL, ``kind`` (``"article"`` or ``"list"``) and why
    (``"record"``, ``"issue_record"``, ``"pagination"``, ``"issue"``)."""

    url: str
    kind: str
    reason: str
    text: str = ""


@dataclass
class JournalLinks:
    """The links of one list page and what was seen: records followed, menu regions skipped."""

    links: list[JournalLink] = field(default_factory=list)
    records: int = 0
    menu_regions: int = 0
    regions: int = 0


def journal_links(root: lxml.html.HtmlElement, url: str, scopes: Iterable[str], *,
                  min_record_words: int = MIN_RECORD_WORDS) -> JournalLinks:
    """The article and list-page links of a journal list page (see the module notes).

    Input: the parsed page (not changed: STEM works on its own copy of the records), its URL,
    the crawl's scopes (sites, as :func:`webextract.urls.in_scope` reads them).  Output:
    :class:`JournalLinks`, each URL once, in page order (records first).
    """
    scopes = tuple(scopes)
    anchors: dict[str, tuple[str, str]] = {}
    for a in root.iter("a"):
        href = (a.get("href") or "").strip()
        if href and not href.startswith(("javascript:", "mailto:", "#")):
            absolute = _absolute(url, href)
            if absolute:
                anchors.setdefault(absolute, (" ".join(a.text_content().split()), a.get("rel") or ""))
    out = JournalLinks()

    def ok(link: str) -> bool:
        return in_scope(link, scopes) and not _SKIP.search(link) and link.split("#")[0] != url

    result = extract_records(copy.deepcopy(root), url=url)
    records = records_as_items(result, url)
    by_region: dict[int, list] = {}
    for record in records:
        by_region.setdefault(record.region, []).append(record)
    out.regions = len(by_region)
    seen: set[str] = set()
    for region in by_region.values():
        if statistics.median(len(r.text.split()) for r in region) < min_record_words:
            out.menu_regions += 1
            continue
        for record in region:
            # the record's title link: the in-scope link with the longest anchor text (an
            # entry also links its authors, its PDF, "Abstract", "Full text")
            candidates = [u.split("#")[0] for u in record.links if ok(u)]
            if not candidates:
                continue
            link = max(candidates, key=lambda u: len(anchors.get(u, ("", ""))[0].split()))
            if link in seen:
                continue
            seen.add(link)
            out.records += 1
            text = anchors.get(link, ("", ""))[0]
            issue = bool(ISSUE_LINK.search(link) or ISSUE_LINK.search(text))
            out.links.append(JournalLink(link, "list" if issue else "article",
                                         "issue_record" if issue else "record", text))
    for link, (text, rel) in anchors.items():
        link = link.split("#")[0]
        if link in seen or not ok(link):
            continue
        if "next" in rel.lower() or NEXT_TEXT.match(text):
            reason = "pagination"
        elif ISSUE_LINK.search(text) and re.search(r"\d", text):
            reason = "issue"
        else:
            continue
        seen.add(link)
        out.links.append(JournalLink(link, "list", reason, text))
    return out


def _absolute(base: str, href: str) -> str | None:
    try:
        return urljoin(base, href)
    except ValueError:
        return None
