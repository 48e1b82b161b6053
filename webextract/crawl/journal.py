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
#: Downloads whose URL has no file suffix: ``/articlepdf/...``, ``/pdf/...``, ``/epdf/``,
#: ``?download=true``, citation exports.
DOWNLOAD_URL = re.compile(r"/(?:article)?e?pdf(?:plus|direct|ft)?(?:/|$)|[?&](?:download|format)=(?:true|1|pdf)|"
                          r"/(?:download|export|citation|showcitformats)(?:[/?.]|$)|/(?:ris|bibtex|endnote)(?:[/?.]|$)",
                          re.I)
#: The page's chrome: manuscript submission, accounts, subscriptions, alerts, policies,
#: downloads and citation exports.
CHROME_TEXT = re.compile(
    r"^\s*(?:submit(?:\s+(?:a|your))?(?:\s+(?:manuscript|paper|article))?|log\s*in|login|sign\s*(?:in|up)|"
    r"register|registration|create\s+(?:an\s+)?account|my\s+account|subscribe|subscriptions?|e-?mail\s+alerts?|"
    r"(?:table\s+of\s+contents\s+)?alerts?|rss(?:\s+(?:web\s+)?feeds?)?|personali[sz]ation|"
    r"(?:publication\s+)?ethics(?:\s+and\s+\w+)?|privacy(?:\s+policy)?|cookies?|terms(?:\s+(?:of|and)\s+\w+)*|"
    r"contact(?:\s+us)?|help|about(?:\s+(?:us|the\s+journal))?|advertis\w*|permissions|reprints|"
    r"(?:instructions|guide|information)\s+for\s+(?:authors|reviewers|librarians)|editorial\s+board|"
    r"aims\s+and\s+scope|(?:pdf|download|export|cite|citation|bibtex|ris|endnote|mods\s+xml)\b.*|©.*|"
    r"news|jobs|careers|shop|cart|home|(?:send\s+us\s+)?(?:your\s+)?feedback|add\s+to\s+\w+(?:\s+\w+)?|"
    r"for\s+(?:librarians|authors|reviewers|readers)|journals|books|ebooks|"
    # another page of the entry than its own: its supplements, figures, metrics, comments
    r"editor'?s\s+summary|supplementary\s+(?:information|material|data|files?)|supporting\s+information|"
    r"figures?(?:\s+and\s+tables)?|references|related\s+(?:articles|content)|comments?|"
    r"(?:rights\s+and\s+)?permissions|metrics|cited\s+by.*|citations?)\s*$", re.I)
CHROME_URL = re.compile(r"/(?:login|logout|signin|sign-in|signup|register|registration|subscribe|subscriptions?|"
                        r"alerts?|myaccount|my-account|personali[sz]e|submit|submission|"
                        r"webfeeds|rss|privacy|cookies|terms|help|contact|advertising|ethics|cart)(?:[/?#.]|$)", re.I)
#: A filter of a search with its count of results: "Dutch (2)", "2000 - 2009 (21,956)".
FACET_TEXT = re.compile(r"\(\d[\d,.]*\)\s*$")
#: Links to other searches (an author's papers, "cited in"), not to the entry's own page.
SEARCH_URL = re.compile(r"[?&](?:q|query|author|au|searchtype|search_?term|term|keyword)=|/(?:search|people|"
                        r"authors?|persons?|find)(?:[/?]|$)|cited[-_]?(?:by|in)|citedby", re.I)
#: An entry's identifier (``arXiv:2401.01234``, ``doi:10...``).
IDENTIFIER_TEXT = re.compile(r"^\s*(?:arxiv:\s*\d{4}\.\d{4,5}|(?:doi:?\s*)?10\.\d{4,9}/\S+|"
                             r"[a-z-]+(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?\s*$", re.I)
#: The links that open an entry: "Abstract", "Full text", "HTML", an image ``[HTML version]``.
OPEN_TEXT = re.compile(r"^\s*\[?(?:abstract|full\s*text(?:\s+html)?|html(?:\s+(?:version|full\s*text))?|"
                       r"view\s+(?:article|abstract|full\s*text)|read\s+(?:more|article)|article|summary)\]?\s*$", re.I)
#: Path parts that name a view of one article (its abstract, full text, PDF): one entry.
_VIEW_PART = re.compile(r"/(?:abs|abstract|full|fulltext|html|epdf|pdf|articlepdf|summary|reader)(?=/)", re.I)


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
                text = " ".join(a.text_content().split()) or " ".join(
                    " ".join(img.get("alt") or img.get("title") or "" for img in a.iter("img")).split())
                anchors.setdefault(absolute, (text, a.get("rel") or ""))
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
            link = _entry_link(candidates, anchors)
            if link is None or link in seen or _entry_key(link) in seen:
                continue
            seen.add(link)
            seen.add(_entry_key(link))
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


def _entry_link(candidates: list[str], anchors: dict[str, tuple[str, str]]) -> str | None:
    """The link of one entry that opens its own page: its title (the longest anchor that is
    no other search), its identifier, "Abstract" or "Full text"; never the page's chrome, a
    download or another search (an author's papers, "cited in").  ``None`` when the entry has
    no such link."""
    best: tuple[int, int, int] | None = None
    chosen = None
    for k, u in enumerate(candidates):
        text = anchors.get(u, ("", ""))[0]
        if CHROME_TEXT.match(text) or CHROME_URL.search(u) or DOWNLOAD_URL.search(u):
            continue
        words = len(text.split())
        if IDENTIFIER_TEXT.match(text):
            kind = 2
        elif SEARCH_URL.search(u) or FACET_TEXT.search(text):
            continue  # an author's or a "cited in" search, a filter of this search
        elif ISSUE_LINK.search(text):
            kind = -1  # the entry's issue: a list page, when the entry links nothing else
        elif OPEN_TEXT.match(text):
            kind = 1
        elif words >= 2:
            kind = 3  # a title
        else:
            kind = 0
        key = (kind, words if kind == 3 else 0, -k)
        if best is None or key > best:
            best, chosen = key, u
    return chosen


def _entry_key(link: str) -> str:
    """A link without the path part naming its view (``/abs/``, ``/full/``, ``/pdf/``) and its
    suffix: the abstract and the full text of one entry share it."""
    path, _, query = link.partition("?")
    path = re.sub(r"\.[a-z]{2,5}$", "", _VIEW_PART.sub("", path.rstrip("/")), flags=re.I)
    return f"{path}?{query}" if query else path


def _absolute(base: str, href: str) -> str | None:

    try:
        return urljoin(base, href)
    except ValueError:
        return None
