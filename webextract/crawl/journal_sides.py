"""Lists of other articles beside a list page's own, and advertisements: what a journal crawl
does not follow from a table of contents or a search.  Read by
:func:`webextract.crawl.journal.journal_links`.  Beyond the papers (the journal crawl's link
choice; STEM, Fang et al. 2017, finds the records, this says which records or links are no
entry of the page's list).

A rail of other articles ("Most read", "Most cited", "Latest articles", "Editor's choice",
"Trending", "Related articles"; and the journal's "Announcements", "Calls for papers",
"Events") lists pages of the site, not of this issue or search: a
crawl of a journal reaches them through their own issues, which it follows, and a crawl of a
search wants the search's results.  They are not followed while the page has a list of its
own; a page of rails alone (a journal's home page whose lists are all such) has them followed.
An advertisement ("Advertisement", "Sponsored", "Promoted", "Partner content") is never
followed.

* :func:`side_list`: a STEM region under a rail's heading (or each of whose records opens with one);
* :func:`side_links`: the links found only in a rail (under its heading) or in an advertisement
  (after its label) anywhere on the page — a rail put between the entries of an issue, inside
  the record of the entry before it, included.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import islice

import lxml.html
from lxml import etree

from webextract.crawl.journal_kinds import absolute_url
from webextract.extract.stem import Region

#: Headings of lists of other articles than a list page's own.
SIDE_HEADING = re.compile(r"^\s*(?:(?:the\s+)?most\s+(?:read|cited|viewed|downloaded|shared|popular|discussed|accessed)|"
                          r"trending|popular(?:\s+articles)?|related\s+(?:articles|content|research)|"
                          r"recommended(?:\s+articles)?|you\s+may\s+also\s+like|people\s+also\s+read|"
                          r"latest\s+(?:articles|research|publications|papers|content)|recently\s+published|"
                          r"just\s+(?:published|accepted)|highly\s+(?:cited|accessed)|"
                          r"editors?['’]?s?['’]?\s+(?:choice|picks?|selection|highlights)|"
                          # the journal's news beside its list: announcements, calls for papers, events
                          r"announcements?|calls?\s+for\s+(?:papers|submissions)|(?:upcoming\s+)?events|jobs|careers)\b", re.I)
#: An advertisement's label: "Advertisement", "Sponsored", "Sponsored content", "Promoted".
AD_LABEL = re.compile(r"^\s*(?:advertisements?|advertising|ads?|sponsored(?:\s+(?:content|article|links?|post))?|"
                      r"promoted(?:\s+content)?|partner\s+content|paid\s+(?:content|post))\s*:?\s*$", re.I)
#: Most words of a block before a region, or of a heading, that can be a rail's heading.
SIDE_HEADING_WORDS = 6
#: Levels above a region's first record searched for its heading; levels above a heading
#: climbed (while it is its parent's last element) to the block its list follows.
SIDE_LEVELS = 3
#: Most elements in a label or heading (itself and what it holds: ``<h3><a><span>``).
LABEL_ELEMENTS = 4
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_LABELS = _HEADINGS | {"span", "div", "p", "strong", "b", "em", "header", "label", "small", "caption", "legend"}


@dataclass(frozen=True)
class SideLinks:
    """The absolute URLs (fragment cut) of a page linked only in rails of other articles
    (``rails``) or only in advertisements (``ads``), and the number of rails found."""

    rails: frozenset[str] = frozenset()
    ads: frozenset[str] = frozenset()
    lists: int = 0


def side_list(region: Region) -> bool:
    """A STEM region in; True for a region of lists of other articles than the page's own —
    "Most read", "Most cited", "Trending", "Related articles", "You may also like": under such
    a heading (the nearest block before its first record of at most
    :data:`SIDE_HEADING_WORDS` words, up to :data:`SIDE_LEVELS` levels above it), or each of
    its records opening with one (the widgets of a side rail, each a heading and its list).
    Beyond the papers (which STEM regions, Fang et al. 2017, are the page's own list)."""
    if all(SIDE_HEADING.match(record.text) for record in region.records):
        return True
    node = region.records[0].roots[0] if region.records[0].roots else None
    for _ in range(SIDE_LEVELS):
        if node is None:
            return False
        for sibling in node.itersiblings(preceding=True):
            if not isinstance(sibling.tag, str):
                continue
            text = " ".join(sibling.text_content().split())
            if 0 < len(text.split()) <= SIDE_HEADING_WORDS:
                return bool(SIDE_HEADING.match(text))
            if text:
                return False  # prose or records before the region: it has no heading
        node = node.getparent()
    return False


def _label(el: etree._Element) -> str | None:
    """``"rail"`` for a rail's heading, ``"ad"`` for an advertisement's label, else ``None``:
    a heading or a small inline or block element of few elements whose whole text is one."""
    if el.tag not in _LABELS or next(islice(el.iter(), LABEL_ELEMENTS, None), None) is not None:
        return None
    text = " ".join(el.text_content().split())
    if not text or len(text.split()) > SIDE_HEADING_WORDS:
        return None
    if AD_LABEL.match(text):
        return "ad"
    return "rail" if SIDE_HEADING.match(text) else None


def _block(label: etree._Element) -> list[etree._Element]:
    """The elements a label heads: the ones after it (after the wrapper it ends, up to
    :data:`SIDE_LEVELS` levels up: ``<div class="widget-header"><h3>``), up to the next
    heading or the next element like the label's own."""
    node = label
    for _ in range(SIDE_LEVELS):
        if any(isinstance(s.tag, str) for s in node.itersiblings()):
            break
        parent = node.getparent()
        if parent is None or parent.tag in ("body", "html"):
            return []
        node = parent
    block = []
    for sibling in node.itersiblings():
        if not isinstance(sibling.tag, str):
            continue
        if sibling.tag in _HEADINGS or (sibling.tag == node.tag and sibling.get("class") == node.get("class")
                                        and node is not label):
            break
        block.append(sibling)
    return block


def side_links(root: lxml.html.HtmlElement, url: str) -> SideLinks:
    """A parsed list page (or STEM's copy of it) and its URL in; the links it has only in
    rails of other articles and only in advertisements out (:class:`SideLinks`): the links of
    the elements after each rail heading or advertisement label (:func:`_block`).  A link the
    page has outside them too (an article of the issue that is also among the most read) is
    in neither.  The page is not changed.  Beyond the papers (the journal crawl)."""
    inside: dict[etree._Element, str] = {}  # an anchor in a block: "rail" or "ad" (the key keeps its proxy)
    rails: set[etree._Element] = set()  # each rail's first element (a heading and its wrapper head one rail)
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue
        kind = _label(el)
        if kind is None:
            continue
        block = _block(el)
        for member in block:
            for a in member.iter("a"):
                inside.setdefault(a, kind)
                if kind == "rail":
                    rails.add(block[0])
    if not inside:
        return SideLinks()
    where: dict[str, set[str]] = {}
    for a in root.iter("a"):
        href = (a.get("href") or "").strip()
        if not href or href.startswith(("javascript:", "mailto:", "#")):
            continue
        link = absolute_url(url, href)
        if link:
            where.setdefault(link.split("#")[0], set()).add(inside.get(a, "page"))
    return SideLinks(frozenset(u for u, kinds in where.items() if kinds == {"rail"}),
                     frozenset(u for u, kinds in where.items() if kinds <= {"ad", "rail"} and "ad" in kinds), len(rails))
