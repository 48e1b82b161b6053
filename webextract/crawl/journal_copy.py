"""STEM's copy of a journal list page: the parts of the page that keep an entry from being a
record STEM can match, cut.  Read by :func:`webextract.crawl.journal.journal_links`, which
hands the copy to STEM (the data records of Fang et al., KAIS 2017, Sects. 3-6) and reads
every link of the page from the page itself, so nothing cut here is lost to the crawl's
pagination and issue links.  Beyond the papers: STEM's records are at most
``MAX_PATTERN_LENGTH`` tags, and an entry of 900 authors, a link 500 elements deep, or an
entry whose tools (export citation, share, metrics, "Cited by (12)", a PDF download) form a
list of their own is no record it can match as it stands.

* :func:`unwrap_chains`: chains of more than :data:`WRAPPER_CHAIN` wrappers cut;
* :func:`trim_name_runs`: runs of more than :data:`NAME_RUN_KEEP` sibling names cut;
* :func:`cut_tool_lists`: elements made of :data:`MIN_TOOL_LINKS` or more tool links
  (links that open no entry: the page's chrome, downloads, exports, another page of the
  entry as :func:`webextract.crawl.journal_kinds.is_tool` says) removed;
* :func:`cut_navigation`: navigation without titles (``<nav>``, ``role="navigation"``) removed.
"""

from __future__ import annotations

import copy
import re

import lxml.html
from lxml import etree

from webextract.crawl.journal_kinds import TITLE_MIN_WORDS, absolute_url, anchor_text, is_tool

#: Most words of each link of a list of names (authors, keywords, subjects).
NAME_LIST_WORDS = 5
#: Most wrappers (elements holding one element and no text) kept in a chain of them.
WRAPPER_CHAIN = 16
#: Most links of a run of names kept on STEM's copy of a page (:func:`trim_name_runs`).
NAME_RUN_KEEP = 20
#: What stands between two names of a run: a comma, a semicolon, "and", markers.
_RUN_SEPARATOR = re.compile(r"^[\s\d*†‡§]*(?:[,;]|\band\b|&)[\s\d*†‡§]*(?:\band\b)?\s*$", re.I)
#: Least tool links of an element that :func:`cut_tool_lists` removes.
MIN_TOOL_LINKS = 3
#: Most words of an element of tools outside its links ("Share:", "Article tools").
TOOL_LABEL_WORDS = 2


def stem_copy(root: lxml.html.HtmlElement, url: str) -> tuple[lxml.html.HtmlElement, int]:
    """A parsed list page and its URL in; the copy of the page STEM reads (the page is not
    changed: its tool lists and its navigation without titles removed,
    :func:`cut_tool_lists`, :func:`cut_navigation`; its chains of wrappers and runs of names
    cut, :func:`unwrap_chains`, :func:`trim_name_runs`) and the number of elements removed
    out.  Beyond the papers."""
    page = copy.deepcopy(root)
    tools = cut_tool_lists(page, url) + cut_navigation(page)
    return trim_name_runs(unwrap_chains(page)), tools


def cut_navigation(root: lxml.html.HtmlElement) -> int:
    """``root`` (the caller's copy of a page) without its navigation — ``<nav>`` elements and
    ``role="navigation"`` — that holds no title (no anchor of
    :data:`~webextract.crawl.journal_kinds.TITLE_MIN_WORDS` words or more): a site's menu of
    subjects, which put between an issue's entries would split them into lists too short for
    STEM, its pagination (read from the page itself).  Changes ``root``; returns the number
    of elements removed.  Beyond the papers (STEM's input, Fang et al. 2017, Sect. 3)."""
    drop = [el for el in root.iter() if isinstance(el.tag, str)
            and (el.tag == "nav" or (el.get("role") or "").lower() == "navigation")
            and not any(len(anchor_text(a).split()) >= TITLE_MIN_WORDS for a in el.iter("a"))]
    dropped = set()
    for el in drop:
        if any(a in dropped for a in el.iterancestors()):
            continue
        dropped.add(el)
        _remove(el)
    return len(dropped)


def _remove(el: etree._Element) -> None:
    """``el`` out of its tree, the text after it kept."""
    tail = el.tail
    parent = el.getparent()
    previous = el.getprevious()
    parent.remove(el)
    if tail and tail.strip():
        if previous is not None:
            previous.tail = (previous.tail or "") + tail
        else:
            parent.text = (parent.text or "") + tail


def cut_tool_lists(root: lxml.html.HtmlElement, url: str, least: int = MIN_TOOL_LINKS) -> int:
    """``root`` (the caller's copy of a page at ``url``) without its tool lists: each largest
    element holding ``least`` or more links, every one a tool (:func:`is_tool`: "Add to
    favorites", "Export citation", "Rights and permissions", "Share", "Download PDF (2 MB)",
    "Supplementary material", "Figures", "References", "Cited by (12)", "Metrics"; a link
    without a URL), and outside them no more than :data:`TOOL_LABEL_WORDS` words — an
    entry's tools, a header's "Login | Register | Subscribe".  Each entry of a table of
    contents with a list of eleven tools is otherwise matched as the container of a record
    region of its own, and the entries' list is lost.  Read in one pass over the elements,
    the last first.  Changes ``root``; returns the number of elements removed.  Beyond the
    papers (STEM's input, Fang et al. 2017, Sect. 3)."""
    stats: dict[etree._Element, tuple[int, bool, int]] = {}  # links, all tools, words outside links
    for el in reversed(list(root.iter())):
        if not isinstance(el.tag, str):
            continue
        if el.tag == "a":
            href = (el.get("href") or "").strip()
            # a path or a full URL as written is what the tool patterns read (no join needed)
            target = (None if not href or href.startswith(("javascript:", "#")) else
                      href if href.startswith(("/", "http:", "https:")) else absolute_url(url, href))
            stats[el] = (1, target is None or is_tool(anchor_text(el), target), 0)
            continue
        links, tools, words = 0, True, len((el.text or "").split()) if el.tag not in ("script", "style") else 0
        for child in el:
            if child in stats:
                n, t, w = stats[child]
                links, tools, words = links + n, tools and t, words + w
            words += len((child.tail or "").split())
        stats[el] = (links, tools, words)
    drop = []
    for el in root.iter():
        if el in stats and el.tag not in ("html", "body"):
            links, tools, words = stats[el]
            if links >= least and tools and words <= TOOL_LABEL_WORDS:
                parent = el.getparent()
                if parent is None or not (parent in stats and stats[parent][0] >= least and stats[parent][1]
                                          and stats[parent][2] <= TOOL_LABEL_WORDS and parent.tag not in ("html", "body")):
                    drop.append(el)
    for el in drop:
        _remove(el)
    return len(drop)


def unwrap_chains(root: lxml.html.HtmlElement, keep: int = WRAPPER_CHAIN) -> lxml.html.HtmlElement:
    """``root`` with each chain of wrappers — elements whose only content is one child
    element, no text of their own — cut to its first ``keep``: an entry whose link sits
    500 elements deep has a record pattern STEM can match (its records are at most
    ``MAX_PATTERN_LENGTH`` tags).  Changes and returns ``root`` (the caller's copy)."""
    chain: dict[etree._Element, int] = {}  # a wrapper's place in its chain (0: its first); the keys
    # hold the elements, so that an element's proxy (and its hash) stays the same
    drop = []
    for el in root.iter():
        first = next(iter(el), None)
        if (first is None or first.getnext() is not None or el.tag == "a" or not isinstance(el.tag, str)
                or (el.text or "").strip() or (first.tail or "").strip()):
            continue
        parent = el.getparent()
        depth = chain[parent] + 1 if parent is not None and parent in chain else 0
        chain[el] = depth
        if depth >= keep:
            drop.append(el)
    for el in drop:
        el.drop_tag()
    return root


def trim_name_runs(root: lxml.html.HtmlElement, keep: int = NAME_RUN_KEEP) -> lxml.html.HtmlElement:
    """``root`` with each run of more than ``keep`` sibling names cut to its first ``keep``
    and its last: links of at most :data:`NAME_LIST_WORDS` words separated by commas,
    semicolons or "and", or such links each wrapped alone in an element (``<li><a>``,
    ``<span><a>``: :func:`_wrapped_name`) with separators or nothing between them — an
    entry's authors, a collaboration's 900 names — so that the entry is a record of at most
    STEM's ``MAX_PATTERN_LENGTH`` tags; the names left out are no entry's link.  Changes and
    returns ``root`` (the caller's copy)."""
    drop = []
    for parent in root.iter():
        if len(parent) <= keep:
            continue
        run: list[etree._Element] = []
        for child in list(parent) + [None]:
            name = child is not None and _wrapped_name(child)
            if name and (_RUN_SEPARATOR.match(child.tail or "") or (child.tag != "a" and not (child.tail or "").strip())):
                run.append(child)
                continue
            if name and run:
                run.append(child)  # the run's last name, whatever follows it
            if len(run) > keep:
                drop.extend(run[keep:-1])  # the last name stays, with what follows it
            run = []
    for el in drop:
        el.getparent().remove(el)
    return root


def _wrapped_name(el: etree._Element) -> bool:
    """True for a name of a run: a link of at most :data:`NAME_LIST_WORDS` words, or an
    element holding such a link alone (``<li><a>``, ``<span class="author"><a>``: its text is
    the link's, it has no other element than the link's own)."""
    if not isinstance(el.tag, str):
        return False
    words = len(el.text_content().split())
    if not 0 < words <= NAME_LIST_WORDS:
        return False
    if el.tag == "a":
        return True
    links = list(el.iter("a"))
    return (len(links) == 1 and len(links[0].text_content().split()) == words
            and sum(1 for _ in el.iter()) <= 2 + sum(1 for _ in links[0].iter()))
