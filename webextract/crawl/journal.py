"""Choose the links a journal crawl follows from a list page: article pages, more list pages.

A journal's home, issue (table of contents) and search-result pages list articles as data
records.  STEM (:func:`webextract.extract.stem.extract_records`) finds the records (the data
records of Fang et al., KAIS 2017, Sects. 3-6); of each record one link is followed, chosen by what it
opens — the entry's title, else its identifier ("arXiv:2401.01234", a DOI), else "Abstract",
"Full text" or an image ``[HTML version]`` — never by anchor length alone: author searches,
"cited in" searches, the journal of a venue line ("Polymer Bulletin, Volume 2, Number 10"),
downloads and the page's chrome are never an entry's link.  A record that holds several
entries (a section of a table of contents: "Full Text" repeated with other articles behind it)
gives one link per entry; a record made of links only (a menu group of the navigation or the
footer) gives none, and a link several records of a region share ("Open Innovation
Challenges", a journal's name) is no entry's: those records choose again without it.  A list
of other articles beside the page's own ("Most read", "Most cited", "Latest articles",
"Editor's choice", announcements), under its heading anywhere on the page, even between the
entries, is not followed while the page has a list of its own; advertisements never are
(:mod:`webextract.crawl.journal_sides`).
The links of a list of names in an entry (its authors linked to their profile pages) are
never its link, and an anchor under :data:`TITLE_MIN_WORDS` words ranks below the entry's
identifier and "Abstract"; an entry's views (``/abs/``, ``/full/``, a last ``/abstract``,
a version ``v1``) are one entry, and its short title is followed rather than its "Abstract"
when both open it.  The link is followed to another list page when its anchor names an
issue, volume, table of contents or archive, or its URL does and its anchor is no title,
else to an article page.  Regions of short records (menus,
footers, tag clouds: median under :data:`MIN_RECORD_WORDS` words over the records that hold a
link, so that spacer rows and section headings between entries do not count) are not
followed.  STEM reads a copy of the page (:mod:`webextract.crawl.journal_copy`) whose tool
lists (an entry's "Export citation", "Share", "Metrics"), navigation without titles, chains of
wrappers and runs of names (sibling links, or links each wrapped alone: ``<li><a>``) are cut,
so that an entry with eleven tools, nested 500 deep or with a collaboration's 900 authors is a
record it can match.  Of an entry's title-like links the one another link of the record opens
too (its PDF) is its own: a "Commentary on: ..." link to another article is not followed, nor
in the regions STEM finds inside that entry.  An entry whose own link opens another host (a DOI
resolver) is counted (``off_site``), not followed.  The links come in the page's order.
Pagination links (``rel="next"``, "Next", "›", "»", page numbers, "下一页", "Load more") and
issue links outside records ("Volume 12, Issue 2", "Previous issue", "All issues") are list
pages too.  Links outside the crawl's scope,
to PDFs, images or citation downloads are never returned.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterable

import lxml.html
from lxml import etree

from webextract.crawl.journal_copy import NAME_LIST_WORDS, stem_copy
from webextract.crawl.journal_sides import SideLinks, side_links, side_list
from webextract.crawl.journal_kinds import (
    DOWNLOAD_URL,
    IDENTIFIER_TEXT,
    ISSUE_LINK,
    ISSUE_NAV,
    SEARCH_URL,
    TITLE_MIN_WORDS,
    absolute_url,
    anchor_text,
    entry_key,
    is_facet,
    is_tool,
    link_kind,
    names_issue,
)
from webextract.extract.stem import Record, Region, extract_records
from webextract.urls import in_scope

#: Anchor texts of pagination links.
NEXT_TEXT = re.compile(r"^\s*(?:next(?:\s+page)?|more results|older|›|»|>|>>|\d{1,3}|下一页|后页|load\s+more(?:\s+(?:results|articles|items))?|"
                       r"(?:show|view|see)\s+more\s+(?:results|articles)|more\s+articles)\s*[›»>]*\s*$", re.I)
#: Least median words of a region's records for its links to be followed.
MIN_RECORD_WORDS = 5
#: Least distinct links of a record made of links only for it to be a menu group.
MIN_MENU_LINKS = 2
#: Least share of a record's words in its links for it to be made of links only.
MENU_LINK_SHARE = 0.75
#: Most words of a menu group's heading (the words of a record made of links outside them).
MENU_HEADING_WORDS = 4
#: Most words of a link of a menu group: a longer one is an entry's title or card.
MENU_LINK_WORDS = 12
#: Most words of a journal's name on a venue line (the link before an issue link).
MAX_VENUE_WORDS = 8
_SKIP = re.compile(r"\.(?:pdf|epub|zip|ris|bib|enw|xml|jpe?g|png|gif|css|js)(?:$|\?)", re.I)
#: Least characters of the last path part that names one entry in two links of it.
MIN_IDENTIFIER_CHARS = 6
#: Least entries, each a title with another view of it (its PDF), that make a record hold several.
MIN_VIEWED_ENTRIES = 2
#: Most words of a list of names outside its links ("Authors:", "by"), separators aside.
LIST_LABEL_WORDS = 2
#: Levels above a link searched for the list it belongs to (``ul > li > a > span``).
LIST_LEVELS = 3
#: What a list of names puts between its links: punctuation, markers, "and", "et al.".
_LIST_SEPARATORS = re.compile(r"[\s,;:|·•/&()\[\]*†‡§+\d]+|\b(?:and|by|with|et\s+al|authors?|more)\b\.?", re.I)


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
    """The links of one list page and what was seen: records followed, menu regions
    skipped, records made of links only (``link_menus``), links several records of a region
    share (``shared_links``), links of lists of names in records (``name_links``: authors
    linked to their profiles, keywords), lists of other articles beside the page's own
    (``side_lists``: "Most read", "Most cited", "Related articles"), entries whose own link
    opens another host than the crawl's (``off_site``: a DOI resolver; not followed), lists of
    links that open no entry left out of STEM's copy (``tool_lists``: an entry's "Export
    citation", "Share", "Metrics"; a menu of "Home", "About", "Contact us"; a ``<nav>`` without
    titles), links found only
    in advertisements (``ads``; never followed)."""

    links: list[JournalLink] = field(default_factory=list)
    records: int = 0
    menu_regions: int = 0
    regions: int = 0
    link_menus: int = 0
    shared_links: int = 0
    name_links: int = 0
    side_lists: int = 0
    off_site: int = 0
    tool_lists: int = 0
    ads: int = 0


def journal_links(root: lxml.html.HtmlElement, url: str, scopes: Iterable[str], *,
                  min_record_words: int = MIN_RECORD_WORDS) -> JournalLinks:
    """The article and list-page links of a journal list page (see the module notes): STEM's
    data records (Fang et al. 2017, Sects. 3-6), one link an entry chosen beyond the paper.

    Input: the parsed page (not changed: STEM works on its own copy of the records), its URL,
    the crawl's scopes (sites, as :func:`webextract.urls.in_scope` reads them).  Output:
    :class:`JournalLinks`, each URL once, in page order (records first).
    """
    scopes = tuple(scopes)
    anchors: dict[str, tuple[str, str]] = {}
    for a in root.iter("a"):
        href = (a.get("href") or "").strip()
        if href and not href.startswith(("javascript:", "mailto:", "#")):
            absolute = absolute_url(url, href)
            if absolute:
                anchors.setdefault(absolute, (anchor_text(a), a.get("rel") or ""))

    def ok(link: str) -> bool:
        return in_scope(link, scopes) and not _SKIP.search(link) and link.split("#")[0] != url

    page, tools = stem_copy(root, url)
    sides = side_links(page, url)
    result = extract_records(page, url=url)
    listed = [region for region in result.regions if _record_words(region) >= min_record_words]
    side = [side_list(region) for region in listed]
    # the rails of other articles are left while the page has a list of its own (its entries
    # in the crawl's scope or off it); a page of rails alone (a journal's home) has them followed
    for follow_sides in (False, True):
        out = JournalLinks(regions=len(result.regions), menu_regions=len(result.regions) - len(listed),
                           tool_lists=tools, ads=len(sides.ads))
        seen = _read_regions(out, listed, side, anchors, ok, sides, follow_sides, scopes, url)
        if follow_sides or out.off_site or any(link.kind == "article" for link in out.links) or not (
                sides.rails or any(side)):
            break
    # STEM's regions come in no document order (a listing's "Replacements" section before
    # its "New submissions"): the records' links are put back in the page's order
    place: dict[str, int] = {}
    for k, link in enumerate(anchors):
        place.setdefault(link.split("#")[0], k)
    out.links.sort(key=lambda link: place.get(link.url, len(place)))
    for link, (text, rel) in anchors.items():
        link = link.split("#")[0]
        if link in seen or not ok(link):
            continue
        if link_kind(text, link) == 2 and entry_key(link) not in seen and link not in sides.ads | sides.rails:
            # an identifier outside every record ("arXiv:2401.01234" alone in a section of one
            # entry, a list STEM cannot see) is its entry's link
            seen.add(entry_key(link))
            out.links.append(JournalLink(link, "article", "identifier", text))
            continue
        if "next" in rel.lower() or NEXT_TEXT.match(text):
            reason = "pagination"
        elif names_issue(text) and re.search(r"\d", text) or ISSUE_NAV.match(text):
            reason = "issue"  # "Volume 12, Issue 2"; "Previous issue", "All issues"
        else:
            continue
        seen.add(link)
        out.links.append(JournalLink(link, "list", reason, text))
    # the entries' links in the page's order (identifiers outside records among them), then the list pages
    out.links.sort(key=lambda link: (link.reason not in ("record", "issue_record", "identifier"),
                                     place.get(link.url, len(place))))
    return out


def _read_regions(out: JournalLinks, listed: list[Region], side: list[bool], anchors: dict[str, tuple[str, str]],
                  ok: Callable[[str], bool], sides: SideLinks, follow_sides: bool, scopes: tuple[str, ...],
                  url: str) -> set[str]:
    """The entries' links of the record regions ``listed`` (``side``: which are rails of other
    articles) added to ``out`` with its counts; the links taken (and their entry keys) out.
    Without ``follow_sides`` the rails' regions and the links only rails have
    (:func:`webextract.crawl.journal_sides.side_links`) are left; advertisements always are."""
    seen: set[str] = set()
    banned: frozenset[str] = frozenset()  # links several records of a region share: no entry's
    left = sides.ads if follow_sides else sides.ads | sides.rails  # links of no entry here
    out.side_lists = 0 if follow_sides else sides.lists
    # another article's title an entry links beside its own ("Correction to ...") is no entry of
    # the regions STEM finds inside that entry's record: the outer regions are read first
    passed: dict[etree._Element, set[str]] = {}
    where: dict[str, int] = {}  # an entry's key: the place of its link in out.links
    order = sorted(range(len(listed)), key=lambda k: _depth(listed[k]))
    for region, aside in ((listed[k], side[k]) for k in order):
        if aside and not follow_sides:
            # "Most read", "Most cited" beside the page's own list, counted once with its heading's rail
            out.side_lists += not any(u.split("#")[0] in sides.rails for r in region.records for u in r.links)
            continue
        choices: list[list[str]] = []
        opened: set[str] = set()  # entries an "Abstract", "Full text" or identifier link opens
        kept: list[tuple[list[str], frozenset[str]] | None] = []  # each record's candidates and names
        across = Counter(u for record in region.records for u in {link.split("#")[0] for link in record.links})
        region_links = frozenset(u for u, n in across.items() if n > 1)  # a badge, the journal: the region's
        for record in region.records:
            candidates = [u.split("#")[0] for u in record.links if ok(u) and u.split("#")[0] not in left]
            names = _name_lists(record, url)
            out.name_links += len(names)
            if _link_menu(record, anchors, names, region_links):
                out.link_menus += 1
                choices.append([])
                kept.append(None)
            else:
                inner = _passed_over(record, passed)
                demoted: set[str] = set()
                choices.append(_entry_links(candidates, anchors, names | banned | inner, demoted))
                kept.append((candidates, names | banned | inner))
                for root in record.roots if demoted else ():
                    passed.setdefault(root, set()).update(demoted)
                if not choices[-1] and _off_site(record, anchors, names | banned, scopes, url):
                    out.off_site += 1  # the entry's own link opens another host (doi.org): not followed
                opened.update(entry_key(u) for u in candidates if link_kind(anchors.get(u, ("", ""))[0], u) in (1, 2))
        # each entry links its own page: a link that several records of the region choose
        # as their one link is theirs in common (a banner's "More", the journal of a venue
        # line, the section's page); those records choose again without it
        shared = Counter(chosen[0] for chosen in choices if len(chosen) == 1)
        common = frozenset(link for link, n in shared.items() if n > 1)
        banned |= common  # and of no entry in the regions STEM finds inside these records
        for k, chosen in enumerate(choices):
            if len(chosen) == 1 and chosen[0] in common and kept[k] is not None:
                out.shared_links += 1
                candidates, names = kept[k]
                choices[k] = _entry_links(candidates, anchors, names | common)
        shared = Counter(chosen[0] for chosen in choices if len(chosen) == 1)
        for chosen in choices:
            taken = False
            for link in chosen:
                if len(chosen) == 1 and shared[link] > 1:
                    continue  # shared again after the second choice
                text = anchors.get(link, ("", ""))[0]
                # a title is an article's whatever its URL says (a repository's /vol12/iss3/5), and
                # so is an entry its "Abstract" opens ("Issue Information", the issue's front matter)
                issue = entry_key(link) not in opened and (
                    names_issue(text) or bool(ISSUE_LINK.search(link)) and link_kind(text, link) != 3)
                found = JournalLink(link, "list" if issue else "article", "issue_record" if issue else "record", text)
                if link in seen or entry_key(link) in seen:
                    # an entry another region gave by a lesser link (a section's "Abstract" where the
                    # entry's own record has its title) takes the better one
                    at = where.get(entry_key(link))
                    if at is not None and out.links[at].url != link and _rank(text, link) > _rank(
                            out.links[at].text, out.links[at].url):
                        seen.add(link)
                        out.links[at] = found
                    continue
                seen.add(link)
                seen.add(entry_key(link))
                where[entry_key(link)] = len(out.links)
                taken = True
                out.links.append(found)
            out.records += taken
    return seen


def _rank(text: str, link: str) -> int:
    """How well a link names its entry: a title, then a short title or front matter's name,
    then an identifier, then "Abstract" or "Full text"; -1 for anything else."""
    return {3: 3, 0: 2, -1: 2, 2: 1, 1: 0}.get(link_kind(text, link), -1)


def _record_words(region: Region) -> float:
    """The median words of a region's records that hold a link: a spacer row between entries
    and a section's heading ("Editorial", "Corrigendum") are no records of a menu's kind; 0 for
    a region of no such record."""
    words = [len(record.text.split()) for record in region.records if record.links]
    return statistics.median(words) if words else 0


def _depth(region: Region) -> int:
    """How deep a region's first record lies in the page (its root's ancestors)."""
    roots = region.records[0].roots if region.records else []
    return sum(1 for _ in roots[0].iterancestors()) if roots else 0


def _passed_over(record: Record, passed: dict[etree._Element, set[str]]) -> frozenset[str]:
    """The links that a record of an outer region holding ``record`` passed over as another
    article's title (``passed``: its roots and those links)."""
    if not passed or not record.roots:
        return frozenset()
    out: set[str] = set()
    for node in record.roots[0].iterancestors():
        out |= passed.get(node, set())
    return frozenset(out)


def _entry_links(candidates: list[str], anchors: dict[str, tuple[str, str]],
                 names: frozenset[str] = frozenset(), demoted: set[str] | None = None) -> list[str]:
    """The links of one record that open its entries' own pages: one link, the best by
    :func:`link_kind` (the longest title among titles, the first among equals); or, when the
    record holds several entries (the same "Full Text" or "Abstract" anchor leading to two
    entries or more), the first opening link of each entry.  The title-like links passed over
    as another article's ("Correction to ...") are added to ``demoted`` when given.  The journal of a venue line (a
    short link right before an issue link: "Polymer Bulletin, Volume 2, Number 10") and the
    links of a list of names (``names``, :func:`_name_lists`) are no entry's.  Empty when the
    record links no entry."""
    kinds: list[int | None] = []
    for k, u in enumerate(candidates):
        text = anchors.get(u, ("", ""))[0]
        kind = None if u in names else link_kind(text, u)
        if kind in (0, 3) and k + 1 < len(candidates) and len(text.split()) <= MAX_VENUE_WORDS:
            following = anchors.get(candidates[k + 1], ("", ""))[0]
            if ISSUE_LINK.search(following) and re.search(r"\d", following):
                kind = None  # the venue's journal, followed by its issue
        kinds.append(kind)
    opening: dict[str, set[str]] = {}
    for u, kind in zip(candidates, kinds):
        if kind in (1, 2):
            opening.setdefault(" ".join(anchors.get(u, ("", ""))[0].lower().split()), set()).add(entry_key(u))
    identified = {entry_key(u) for u, kind in zip(candidates, kinds) if kind == 2}
    if any(len(keys) > 1 for text, keys in opening.items() if not IDENTIFIER_TEXT.match(text)) or (
            len(identified) >= MIN_VIEWED_ENTRIES and not any(kind == 3 for kind in kinds)):
        # the same "Abstract" opening two entries or more; or two identifiers and no title (a
        # preprint listing's section of one or two entries read as one record)
        several: dict[str, str] = {}
        for u, kind in zip(candidates, kinds):
            if kind in (1, 2):
                several.setdefault(entry_key(u), u)
        return list(several.values())
    # an entry's own title has another view in the record (its PDF, its full text: the same
    # entry key or identifier); a title-like link without one beside titles that have one
    # ("Commentary on: ...", "Erratum to ...") opens another article
    titles = [k for k, kind in enumerate(kinds) if kind == 3]
    viewed = _viewed(titles, candidates) if titles else []
    if len({entry_key(candidates[k]) for k in viewed}) >= MIN_VIEWED_ENTRIES:
        several = {}
        for k in viewed:
            several.setdefault(entry_key(candidates[k]), candidates[k])
        return list(several.values())  # a record that holds several entries, each with its views
    if viewed and len(viewed) < len(titles):
        if demoted is not None:
            demoted.update(candidates[k] for k in titles if k not in viewed)
        kinds = [None if kind == 3 and k not in viewed else kind for k, kind in enumerate(kinds)]
    best: tuple[int, int, int] | None = None
    chosen = None
    for k, (u, kind) in enumerate(zip(candidates, kinds)):
        if kind is None:
            continue
        text = anchors.get(u, ("", ""))[0]
        key = (kind, len(text.split()) if kind == 3 else 0, -k)
        if best is None or key > best:
            best, chosen = key, u
    if best is not None and best[0] == 1:
        # "Abstract" or "Full text" of an entry whose short title links the same entry: the
        # title's link is its landing page (/doi/10.1/x beside /doi/abs/10.1/x)
        same = entry_key(chosen)
        chosen = next((u for u, kind in zip(candidates, kinds)
                       if kind in (0, -1) and (entry_key(u) == same or _same_identifier(u, chosen))), chosen)
    return [chosen] if chosen else []


def _off_site(record: Record, anchors: dict[str, tuple[str, str]], names: frozenset[str],
              scopes: tuple[str, ...], url: str) -> bool:
    """True for a record with no link in the crawl's scope whose entry link, chosen among all
    its links as :func:`_entry_links` chooses, opens another host (``https://doi.org/10...``):
    an entry the crawl skips and counts rather than leave the scope."""
    everywhere = [u.split("#")[0] for u in record.links if not _SKIP.search(u) and u.split("#")[0] != url]
    chosen = _entry_links(everywhere, anchors, names)
    return bool(chosen) and not any(in_scope(link, scopes) for link in chosen)


def _viewed(titles: list[int], candidates: list[str]) -> list[int]:
    """The places in ``candidates`` (a record's links) of the ``titles`` that another link of
    the record opens as well: the same :func:`entry_key` (``/doi/10.1/x`` and
    ``/doi/10.1/x/pdf``) or the same identifier (:func:`_same_identifier`).  Each link is
    read once, so that a record of thousands of links costs as many steps."""
    distinct = list(dict.fromkeys(candidates))
    keys = Counter(entry_key(u) for u in distinct)
    tails = Counter(t for t in map(_identifier, distinct) if t)
    return [k for k in titles if keys[entry_key(candidates[k])] > 1 or tails[_identifier(candidates[k]) or ""] > 1]


def _identifier(link: str) -> str | None:
    """The last path part of ``link`` (its view parts and query aside) when it is an
    identifier of :data:`MIN_IDENTIFIER_CHARS` characters or more with a digit, else ``None``."""
    tail = entry_key(link.split("?")[0]).rstrip("/").rsplit("/", 1)[-1]
    return tail if len(tail) >= MIN_IDENTIFIER_CHARS and any(c.isdigit() for c in tail) else None


def _same_identifier(a: str, b: str) -> bool:
    """True when two links end in the same identifier of :data:`MIN_IDENTIFIER_CHARS` characters
    or more with a digit (``/article/2024.0123`` and ``/abstract/2024.0123``), their view
    parts and queries aside."""
    tail = _identifier(a)
    return tail is not None and tail == _identifier(b)


def _name_lists(record: Record, base: str) -> frozenset[str]:
    """The URLs (fragment cut) of a record's links that belong to a list of names: two links
    or more of at most :data:`NAME_LIST_WORDS` words each, no "Abstract" or identifier among
    them, in one element (up to :data:`LIST_LEVELS` levels above each link) whose text
    outside its links is separators and at most :data:`LIST_LABEL_WORDS` words ("Authors:",
    "by") — an entry's authors as links to their profile pages, its keywords or subjects.

    Input: a STEM record (its root elements) and the page's URL.  Beyond the papers: the
    entry's own link is never one of a list of names, whatever its length."""
    links: dict[int, tuple[etree._Element, str, int | None]] = {}
    if sum(1 for root in record.roots for _ in root.iter("a")) < 2:
        return frozenset()
    for root in record.roots:
        for a in root.iter("a"):
            href = (a.get("href") or "").strip()
            absolute = absolute_url(base, href) if href and not href.startswith(("javascript:", "mailto:")) else None
            text = anchor_text(a)
            links[id(a)] = (a, (absolute or "").split("#")[0], link_kind(text, absolute or "") if absolute else None)
    short = {key for key, (a, _, kind) in links.items()
             if kind in (0, 3) and 0 < len(a.text_content().split()) <= NAME_LIST_WORDS}
    tops = {id(root) for root in record.roots}
    judged: dict[etree._Element, list[int] | None] = {}  # a container: its list's members, or None
    homes: set[etree._Element] = set()  # each short link's nearest container of two or more
    for key in short:
        node = links[key][0]
        for _ in range(LIST_LEVELS):
            if id(node) in tops:
                break
            node = node.getparent()
            if node is None:
                break
            if node not in judged:
                judged[node] = _list_members(node, links, short)
            if judged[node] is not None:
                homes.add(node)
                break  # else fewer than two names here: look one level up
    names: set[str] = set()
    for home in homes:
        # a container holding another's list of names (the entry's short title beside its
        # authors' list) is no list itself: its list is the inner one
        if not any(other is not home and any(a is home for a in other.iterancestors()) for other in homes):
            names.update(links[k][1] for k in judged[home] or () if links[k][1])
    return frozenset(names)


def _list_members(node: etree._Element, links: dict[int, tuple[etree._Element, str, int | None]],
                  short: set[int]) -> list[int] | None:
    """The short links of ``node`` when it is a list of names (empty when it holds two short
    links or more but is no list: a line of the entry's own links, prose around them);
    ``None`` when it holds fewer than two short links."""
    inner = [id(a) for a in node.iter("a")]
    members = [k for k in inner if k in short]
    if len(members) < 2:
        return None
    if any(links[k][2] in (1, 2) for k in inner if k in links):
        return []  # a line of the entry's own links: "arXiv:2401.01234 [pdf, other]"
    outside = " ".join(node.text_content().split())
    for k in inner:
        if k in links:
            outside = outside.replace(" ".join(links[k][0].text_content().split()), " ", 1)
    return members if len(_LIST_SEPARATORS.sub(" ", outside).split()) <= LIST_LABEL_WORDS else []


def _link_menu(record: Record, anchors: dict[str, tuple[str, str]], names: frozenset[str] = frozenset(),
               common: frozenset[str] = frozenset()) -> bool:
    """True for a record made of links — :data:`MIN_MENU_LINKS` or more distinct links, on the
    site or off it (no author searches or downloads: an entry has those too), holding :data:`MENU_LINK_SHARE` of
    its words, or all but a heading of :data:`MENU_HEADING_WORDS` words or fewer — none of which is its title (half its words or more), its identifier or "Abstract": a
    group of a site menu or footer ("Browse Articles By Publication Date By Subject
    Collections"), not an entry.  The words of a list of names (``names``: authors linked to
    their profiles) do not count against a title of :data:`TITLE_MIN_WORDS` words or more; the
    links other records of the region have too (``common``: an "Open Access" badge, the
    journal's page) are the region's, not the record's, and the entry's tools (:func:`is_tool`
    links whose URL names the identifier another of its links ends in: "Related articles"
    ``/action/showRelated?doi=...``, "Share") are no menu's: neither is counted at all."""
    own = list(dict.fromkeys(link.split("#")[0] for link in record.links))
    idents = {t for t in map(_identifier, own) if t}
    aside = {u for u in own if u in common or (is_tool(anchors.get(u, ("", ""))[0], u) and any(
        t in u for t in idents - {_identifier(u)}))}  # the region's links; the entry's tools (they name its identifier)
    distinct = [u for u in own if u not in aside and not (
        SEARCH_URL.search(u) or DOWNLOAD_URL.search(u) or _SKIP.search(u) or is_facet(anchors.get(u, ("", ""))[0]))]
    if len(distinct) < MIN_MENU_LINKS or any(link_kind(anchors.get(u, ("", ""))[0], u) in (1, 2) for u in distinct):
        return False
    words = len(record.text.split()) - sum(len(anchors.get(u, ("", ""))[0].split()) for u in own if u in aside)
    lengths = [len(anchors.get(u, ("", ""))[0].split()) for u in distinct]
    link_words = sum(lengths)
    heading = words - link_words  # a group's heading, outside its links
    if not words or (link_words < MENU_LINK_SHARE * words and not (heading <= MENU_HEADING_WORDS and link_words >= heading)):
        return False
    longest = max(lengths)
    if longest * 2 >= words or longest > MENU_LINK_WORDS:
        return False  # a title half the record's words; a card whose whole text is its link
    listed = sum(n for u, n in zip(distinct, lengths) if u in names)
    title = max((n for u, n in zip(distinct, lengths) if u not in names), default=0)  # a name is no title
    if title >= TITLE_MIN_WORDS and link_words - listed < MENU_LINK_SHARE * (words - listed):
        return False  # a title and a list of names with the entry's own words: its type, date, views
    return not (title >= TITLE_MIN_WORDS and title * 2 >= words - listed)




