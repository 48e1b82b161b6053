"""The noise of real list pages, put into any list page whose entries are known: the generated
tables of contents of :mod:`webextract_testkit.scholarly.tables` or a saved page whose entry
links are known by their URL shape.  Each variant gives the noisy page and what a journal
crawl should follow from it: the same article links as the clean page (one an entry, in page
order) and the list pages the noise adds (pagination, other issues).

``inject(html, url, entries, variant, place, rng)``: ``entries`` are the entries' own URLs
(absolute, in page order); ``place`` is ``"top"`` (first in the body), ``"between"`` (before
the middle entry, in the entries' own container), ``"end"`` (last in the body) for the page's
noise, ``"each"`` for the noise of every entry.  Variants:

* page noise: ``most_read``, ``most_cited``, ``latest``, ``editors_choice`` (a rail of five
  other articles of the site under that heading: articles, but not of this list — not
  followed), ``pagination`` ("1 2 3 Next »" and "Load more": list pages), ``issue_nav``
  ("Previous issue", "Next issue", "Current issue", "All issues": list pages), ``cookie``
  (a consent banner), ``mega_menu`` (subject groups of a site menu), ``social`` (follow and
  share links), ``sponsored`` (an advertisement and a sponsored webinar, on the site and
  off it), ``subscribe`` (subscribe, buy this issue, recommend to a librarian),
  ``sections`` (section headings between entries, "Research Articles" linked to its
  section, "Editorial", "Corrigendum": ``place`` is ignored);
* entry noise (``place="each"``): ``tools`` (add to favorites, export citation, rights and
  permissions, request permissions, share, "Download PDF (2 MB)", supplementary material,
  figures, references, "Cited by (12)", metrics), ``authors`` (linked to their profile
  pages), ``oa_badge`` (an "Open Access" badge linking the site's open-access page),
  ``type_label`` (the article type linking its section), ``keywords`` (linked),
  ``graphical_abstract`` (an image linking the entry's first figure), ``show_abstract`` (a
  toggle without URL and the hidden abstract), ``related`` ("Related articles"),
  ``doi_line`` (the DOI linking a resolver on another host),
  ``title_h3``, ``title_h4``, ``title_div``, ``title_span`` (the title link wrapped in
  that element), ``title_inner_h3`` (a heading inside the link), ``title_split`` (the
  title across ``<a><span>..</span> <i>..</i></a>``), ``card_link`` (the whole entry inside
  an anchor to its title's URL, its title a heading, its other links after the card).

Run ``python -m webextract_testkit.scholarly.listing_noise SHAPE VARIANT PLACE [SEED]`` to
print one noisy generated page.
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import dataclass, field
from typing import Callable
from urllib.parse import urljoin, urlsplit

import lxml.html
from lxml import etree

from webextract_testkit.scholarly.common import FAMILY, GIVEN, _title, esc

#: Headings of the rails of other articles.
RAILS = {"most_read": "Most read", "most_cited": "Most cited", "latest": "Latest articles",
         "editors_choice": "Editor's choice"}
PAGE_VARIANTS = (*RAILS, "pagination", "issue_nav", "cookie", "mega_menu", "social", "sponsored", "subscribe",
                 "breadcrumbs", "journal_header", "announcements", "issue_tools", "jump", "sections")
ENTRY_VARIANTS = ("tools", "authors", "oa_badge", "type_label", "keywords", "graphical_abstract", "show_abstract",
                  "related", "doi_line", "title_h3", "title_h4", "title_div", "title_span", "title_inner_h3",
                  "title_split", "card_link")
VARIANTS = (*PAGE_VARIANTS, *ENTRY_VARIANTS)
PLACES = ("top", "between", "end")


@dataclass
class Noisy:
    """A noisy page: its HTML, the article links a crawl follows (the clean page's), the list
    pages the noise adds, and the article links the noise adds that are not followed."""

    html: str
    articles: list[str]
    lists: list[str] = field(default_factory=list)
    others: list[str] = field(default_factory=list)


def _name(rng: random.Random) -> tuple[str, str]:
    return rng.choice(GIVEN), rng.choice(FAMILY)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _other_article(rng: random.Random, entries: list[str], taken: set[str]) -> str:
    """An article URL of the site shaped like the entries' own, not one of them."""
    model = rng.choice(entries) if entries else "https://journal.example.org/article/jt.2024.1000"
    path, mark, query = model.partition("?")
    for _ in range(50):  # the path's last digits changed: another article (a query's page number is not)
        candidate = re.sub(r"\d{1,2}(?=\D*$)", lambda m: str(rng.randint(10 ** (len(m.group()) - 1), 10 ** len(m.group()) - 1)), path)
        candidate = candidate if candidate != path else f"{path.rstrip('/')}-{rng.randint(100, 999)}"
        candidate += mark + query
        if candidate not in taken:
            taken.add(candidate)
            return candidate
    candidate = model.rstrip("/") + f"x{len(taken)}"
    taken.add(candidate)
    return candidate


def _page_noise(variant: str, url: str, entries: list[str], rng: random.Random) -> tuple[str, list[str], list[str]]:
    """The HTML of one page noise, the list pages it links, the other articles it links."""
    site = "{0.scheme}://{0.netloc}".format(urlsplit(url))
    if variant in RAILS:
        taken = set(entries)
        others = [_other_article(rng, entries, taken) for _ in range(5)]
        items = "".join(f'<li class="rail-item"><a href="{esc(u)}">{esc(_title(rng))}</a>'
                        f'<span class="meta">{esc(" ".join(_name(rng)))} et al. · {rng.randint(1, 28)} Jan 2024</span></li>'
                        for u in others)
        return (f'<section class="rail"><h3 class="rail-title">{RAILS[variant]}</h3><ul>{items}</ul>'
                f'<a href="{site}/most-popular">See all</a></section>'), [], others
    if variant == "pagination":
        pages = [f"{site}/toc/current?page={p}" for p in (2, 3)]
        return ('<nav class="pagination"><span class="current">1</span> '
                f'<a href="{pages[0]}">2</a> <a href="{pages[1]}">3</a> <a href="{pages[0]}" rel="next">Next »</a></nav>'
                f'<div class="load-more"><a href="{site}/toc/current?offset=20">Load more</a></div>'), [
                    *pages, f"{site}/toc/current?offset=20"], []
    if variant == "issue_nav":
        links = [("« Previous issue", f"{site}/toc/jt/12/2"), ("Next issue »", f"{site}/toc/jt/12/4"),
                 ("Current issue", f"{site}/toc/jt/current"), ("All issues", f"{site}/loi/jt")]
        return ('<div class="issue-nav">' + " ".join(f'<a href="{u}">{t}</a>' for t, u in links) + "</div>"), [
            u for _, u in links], []
    if variant == "cookie":
        return ('<div id="cookie-banner" class="cookie-consent"><h2>We value your privacy</h2><p>We use cookies and '
                'similar technologies to provide our services, to personalise content and advertising and to analyse '
                'our traffic. By clicking "Accept all" you consent to our use of cookies. You can change your choice '
                f'at any time in the settings. Read our <a href="{site}/cookie-policy">cookie policy</a> and our '
                f'<a href="{site}/privacy-policy">privacy policy</a> to learn more.</p><button>Accept all</button> '
                f'<a href="{site}/cookie-settings" class="btn">Manage preferences</a></div>'), [], []
    if variant == "mega_menu":
        groups = {"Physical sciences": ("Physics", "Chemistry", "Materials science", "Astronomy and planetary science",
                                        "Engineering", "Energy science and technology"),
                  "Life sciences": ("Biochemistry", "Cell biology", "Genetics", "Microbiology", "Neuroscience",
                                    "Plant sciences", "Ecology"),
                  "Earth and environmental sciences": ("Climate sciences", "Ocean sciences", "Geology",
                                                       "Environmental sciences", "Hydrology"),
                  "Health sciences": ("Cardiology", "Oncology", "Immunology", "Public health", "Medical research")}
        body = "".join(f'<div class="menu-group"><h4>{head}</h4><ul>'
                       + "".join(f'<li><a href="{site}/subjects/{_slug(s)}">{s}</a></li>' for s in subjects)
                       + "</ul></div>" for head, subjects in groups.items())
        return (f'<nav class="mega-menu"><a href="{site}/subjects">Browse by subject</a>{body}'
                f'<a href="{site}/collections">Collections</a></nav>'), [], []
    if variant == "social":
        return ('<div class="social"><span>Follow us</span> <a href="https://twitter.example.com/journal">Twitter</a> '
                '<a href="https://facebook.example.com/journal">Facebook</a> '
                '<a href="https://linkedin.example.com/company/journal">LinkedIn</a> '
                f'<a href="{site}/rss/current.xml">RSS</a> <a href="{site}/share?via=email">Share this page</a></div>'), [], []
    if variant == "sponsored":
        return ('<div class="ad-slot"><span class="ad-label">Advertisement</span>'
                '<a href="https://ads.example.com/click?campaign=lab-tools-2024">Advance your research with automated '
                'laboratory tools: request a free demonstration today</a></div>'
                '<div class="sponsored"><span class="label">Sponsored</span>'
                f'<a href="{site}/sponsored/webinar-high-throughput-screening">Webinar: accelerating discovery with '
                'high throughput screening and automated workflows</a><p>Join our partner experts for a one hour '
                'session on screening strategies.</p></div>'), [], []
    if variant == "breadcrumbs":
        crumbs = [("Home", f"{site}/"), ("Journals", f"{site}/journals"), ("Journal of Tests", f"{site}/journal/jt"),
                  ("Volume 12", f"{site}/loi/jt/12"), ("Issue 3", f"{site}/toc/jt/12/3")]
        return ('<ol class="breadcrumbs">' + "".join(f'<li><a href="{u}">{t}</a></li>' for t, u in crumbs)
                + "</ol>"), [f"{site}/loi/jt/12", f"{site}/toc/jt/12/3"], []
    if variant == "journal_header":
        return (f'<div class="journal-header"><a href="{site}/journal/jt"><img src="/covers/jt.jpg" alt="Journal of Tests '
                'cover"></a><div class="journal-title"><a href="' + site + '/journal/jt">Journal of Tests</a></div>'
                '<p>ISSN 1234-5678 (online) · Impact factor 4.2 · Editor-in-chief: Prof. Ana Weber</p>'
                f'<a class="button" href="{site}/journal/jt/submit">Submit your article</a> '
                f'<a href="{site}/journal/jt/about">About this journal</a></div>'), [], []
    if variant == "announcements":
        items = [("Call for papers: a special issue on learning methods for coastal sediment transport",
                  "call-for-papers-coastal-learning", "Deadline 30 June 2024"),
                 ("The journal welcomes three new associate editors to its editorial board this year",
                  "new-associate-editors-2024", "12 January 2024"),
                 ("Join our webinar on reproducible research and open data practices for authors",
                  "webinar-reproducible-research", "5 February 2024")]
        return ('<section class="announcements"><h3>Announcements</h3><ul>' + "".join(
            f'<li><a href="{site}/news/{slug}">{t}</a> <span class="date">{d}</span></li>' for t, slug, d in items)
            + "</ul></section>"), [], []
    if variant == "issue_tools":
        return ('<div class="issue-tools"><a href="' + site + '/toc/jt/12/3/cover"><img src="/covers/12-3.jpg" '
                'alt="Cover image"></a><p>Cover image: a storm front over a tidal inlet, from the research article '
                'on page 12 of this issue.</p><form action="/action/addAlert"><label>Table of contents alert</label>'
                '<input name="email"><button>Sign up</button></form>'
                f'<a href="{site}/toc/jt/12/3/issue.pdf">Download issue PDF</a> '
                f'<a href="{site}/share?issue=12-3">Share this issue</a></div>'), [], []
    if variant == "jump":
        return ('<div class="jump-to">Jump to: <a href="#research">Research Articles</a> | <a href="#reviews">Reviews</a>'
                ' | <a href="#corrigenda">Corrigenda</a> | <a href="#top">Top of page</a></div>'), [], []
    if variant == "subscribe":
        return ('<div class="purchase-box"><h3>Access options</h3><p>Get full journal access for one year, 12 print '
                'issues and online access, from 199 EUR.</p><a href="' + site + '/action/subscribe?journal=jt">'
                'Subscribe to this journal</a> <p>Buy this issue: all articles of the issue, PDF and print, 45 EUR.</p>'
                f'<a href="{site}/action/buyIssue?issue=12-3">Buy this issue</a> '
                f'<a href="{site}/librarian-recommendation">Recommend to your librarian</a></div>'), [], []
    raise ValueError(f"unknown page variant: {variant}")


def _anchors(root: lxml.html.HtmlElement, url: str, entries: list[str],
             key: Callable[[str], str | None] | None = None) -> list[list[etree._Element]]:
    """For each entry, the page's anchors that link it (fragment aside; by ``key`` when given:
    the entry's views)."""
    key = key or (lambda u: u)
    where = {key(e): k for k, e in enumerate(entries)}
    found: list[list[etree._Element]] = [[] for _ in entries]
    for a in root.iter("a"):
        href = (a.get("href") or "").strip()
        if not href:
            continue
        try:
            absolute = urljoin(url, href).split("#")[0]
        except ValueError:
            continue
        k = key(absolute)
        if k is not None and k in where:
            found[where[k]].append(a)
    return found


def _container(anchor: etree._Element, own: set[etree._Element], others: set[etree._Element]) -> etree._Element:
    """The highest ancestor of ``anchor`` holding no anchor of another entry (the entry's element)."""
    node = anchor
    while True:
        parent = node.getparent()
        if parent is None or parent.tag in ("body", "html"):
            return node
        if any(a in others for a in parent.iter("a")):
            return node
        node = parent


def _entry_nodes(anchors: list[list[etree._Element]]) -> list[etree._Element | None]:
    every = {a for group in anchors for a in group}
    nodes: list[etree._Element | None] = []
    for group in anchors:
        if not group:
            nodes.append(None)
            continue
        nodes.append(_container(group[0], set(group), every - set(group)))
    return nodes


def _fit(html: str, sibling: etree._Element) -> etree._Element:
    """``html`` as an element that may stand beside ``sibling`` (an item in a list)."""
    node = lxml.html.fragment_fromstring(html, create_parent="div")
    if len(node) == 1 and not (node.text or "").strip():
        node = node[0]
    if sibling.tag == "li":
        item = etree.Element("li")
        item.append(node)
        return item
    return node


def _before_entry(html: str, node: etree._Element) -> None:
    """Noise (a section heading, a box) put before an entry: a definition list is split there
    in two, the noise between (as a preprint listing's sections are); a list item or table
    row gets one of its own; elsewhere the noise is the entry's sibling."""
    parent = node.getparent()
    if node.tag in ("dt", "dd") and parent is not None and parent.tag == "dl":
        if node.getprevious() is None:
            parent.addprevious(lxml.html.fragment_fromstring(html, create_parent="div"))
            return
        rest = etree.Element("dl", dict(parent.attrib))
        following = [node, *node.itersiblings()]
        for child in following:
            rest.append(child)
        parent.addnext(rest)
        rest.addprevious(lxml.html.fragment_fromstring(html, create_parent="div"))
        return
    if node.tag == "tr":
        row = etree.Element("tr", {"class": "section-row"})
        cell = etree.SubElement(row, "td", {"colspan": "4", "class": "section"})
        cell.append(lxml.html.fragment_fromstring(html, create_parent="div"))
        node.addprevious(row)
        return
    node.addprevious(_fit(html, node))


def _title_anchor(group: list[etree._Element]) -> etree._Element | None:
    """The entry's title link: its anchor of five words or more."""
    return next((a for a in group if len(a.text_content().split()) >= 5), None)


def _card_link(node: etree._Element, a: etree._Element) -> None:
    """The entry as one card that is its link: the title's anchor becomes a heading and the
    entry's content goes into an anchor to the title's URL inside the entry's element (its
    other links stay in the element, after the card)."""
    href = a.get("href")
    heading = etree.Element("h3", {"class": "card-title"})
    heading.text = a.text_content()
    heading.tail = a.tail
    a.getparent().replace(a, heading)
    inner = [x for x in node.iter("a")]  # the entry's other links may not sit in the card's anchor
    for x in inner:
        _drop_keep_tail(x)
    card = etree.Element("a", {"class": "card-link", "href": href})
    card.text, node.text = node.text, None
    for child in list(node):
        card.append(child)
    node.append(card)
    if inner:
        after = etree.SubElement(node, "div", {"class": "card-links"})
        for k, x in enumerate(inner):
            x.tail = ", " if k + 1 < len(inner) else None  # the moved links as a list: authors, views
            after.append(x)


def _drop_keep_tail(el: etree._Element) -> None:
    tail, parent, previous = el.tail or "", el.getparent(), el.getprevious()
    parent.remove(el)
    if previous is not None:
        previous.tail = (previous.tail or "") + tail
    else:
        parent.text = (parent.text or "") + tail
    el.tail = None


def _wrap_title(a: etree._Element, variant: str) -> None:
    if variant == "title_split":
        words = a.text_content().split()
        for child in list(a):
            a.remove(child)
        a.text = None
        half = max(1, len(words) // 2)
        first = etree.SubElement(a, "span", {"class": "title-main"})
        first.text = " ".join(words[:half])
        first.tail = " "
        rest = etree.SubElement(a, "i")
        rest.text = " ".join(words[half:])
        return
    if variant == "title_inner_h3":
        heading = etree.Element("h3", {"class": "item-title"})
        heading.text = a.text
        a.text = None
        for child in list(a):
            heading.append(child)
        a.append(heading)
        return
    tag = variant.split("_", 1)[1]
    wrapper = etree.Element(tag, {"class": "title"})
    parent = a.getparent()
    parent.replace(a, wrapper)
    wrapper.tail, a.tail = a.tail, None
    wrapper.append(a)


def _entry_noise(variant: str, entry: str, site: str, rng: random.Random) -> str:
    ident = entry.rstrip("/").rsplit("/", 1)[-1]
    if variant == "tools":
        tools = [("Add to favorites", f"{site}/action/addFavoritePublication?doi={ident}"),
                 ("Export citation", f"{site}/action/showCitFormats?doi={ident}"),
                 ("Rights and permissions", f"{site}/rightslink?doi={ident}"),
                 ("Request permissions", f"{site}/action/rightsLink?doi={ident}"),
                 ("Share", f"{site}/share?doi={ident}"),
                 (f"Download PDF ({rng.randint(1, 9)} MB)", f"{entry}/pdf"),
                 ("Supplementary material", f"{entry}#supplementary-materials"),
                 ("Figures", f"{entry}/figures"),
                 ("References", f"{entry}#references"),
                 (f"Cited by ({rng.randint(1, 99)})", f"{site}/action/showCitedBy?doi={ident}"),
                 ("Metrics", f"{entry}/metrics")]
        return '<ul class="item-tools">' + "".join(f'<li><a href="{esc(u)}">{t}</a></li>' for t, u in tools) + "</ul>"
    if variant == "authors":
        people = [_name(rng) for _ in range(rng.randint(2, 5))]
        return '<div class="authors">' + ", ".join(
            f'<a href="{site}/profile/{_slug(g + " " + f)}">{esc(g)} {esc(f)}</a>' for g, f in people) + "</div>"
    if variant == "oa_badge":
        return f'<a class="badge" href="{site}/open-access">Open Access</a>'
    if variant == "type_label":
        kind = rng.choice(("Research Article", "Review", "Letter", "Editorial"))
        return f'<a class="article-type" href="{site}/toc/jt/12/3/section/{_slug(kind)}">{kind}</a>'
    if variant == "keywords":
        words = rng.sample(("sediment", "transport", "tides", "machine learning", "storm surge", "erosion", "remote sensing"), 3)
        return ('<div class="keywords">Keywords: ' + ", ".join(
            f'<a href="{site}/keyword/{_slug(w)}">{w}</a>' for w in words) + "</div>")
    if variant == "graphical_abstract":
        return f'<a class="toc-figure" href="{entry}/figures/1"><img src="/ga/{esc(ident)}.png" alt="Graphical abstract"></a>'
    if variant == "show_abstract":
        return ('<a href="#" class="toggle">Show abstract</a><div class="abstract" hidden><p>We report measurements of '
                'sediment transport in a tidal channel over two storm seasons and compare them with three models; the '
                'best model explains most of the variance of the flux.</p></div>')
    if variant == "related":
        return f'<a class="related" href="{site}/action/showRelated?doi={ident}">Related articles</a>'
    if variant == "doi_line":
        return f'<p class="doi"><a href="https://doi.example.net/10.5555/{esc(ident)}">https://doi.org/10.5555/{esc(ident)}</a></p>'
    raise ValueError(f"unknown entry variant: {variant}")


def inject(html: str, url: str, entries: list[str], variant: str, place: str, rng: random.Random,
           key: Callable[[str], str | None] | None = None) -> Noisy:
    """A list page, its URL, its entries' own URLs (absolute, in page order), a variant of
    :data:`VARIANTS` and a place of :data:`PLACES` (``"each"`` for entry noise) in; the page
    with that noise and what a crawl follows from it out.  A clean page of no entries is
    returned unchanged.  ``key`` names the entry of a link (its views one entry: a saved page's
    links by their URL shape); without it an entry is its URL alone."""
    root = lxml.html.document_fromstring(html)
    body = root.find("body")
    if body is None:
        body = root
    site = "{0.scheme}://{0.netloc}".format(urlsplit(url))
    anchors = _anchors(root, url, entries, key)
    nodes = _entry_nodes(anchors)
    lists: list[str] = []
    others: list[str] = []
    present = [n for n in nodes if n is not None]
    if variant in ENTRY_VARIANTS:
        # a page's entries are all cards or none: a list whose entries do not all have a title link stays
        cards = all(_title_anchor(group) is not None and node.tag not in ("a", "tr", "td", "dt", "dd")
                    and node is not _title_anchor(group) for group, node in zip(anchors, nodes) if node is not None)
        for entry, node, group in zip(entries, nodes, anchors):
            if node is None:
                continue
            if variant.startswith("title_") or variant == "card_link":
                a = _title_anchor(group)
                if a is None or (variant == "card_link" and not cards):
                    continue
                if variant == "card_link":
                    _card_link(node, a)
                else:
                    _wrap_title(a, variant)
                continue
            noise = lxml.html.fragment_fromstring(_entry_noise(variant, entry, site, rng), create_parent="div")
            target = node if node.tag not in ("a", "tr") else None
            if node.tag == "tr":
                target = etree.SubElement(node, "td", {"class": "noise"})
            if target is None:  # the entry is its link alone: the noise after it
                for child in reversed(list(noise)):
                    node.addnext(child)
            else:
                for child in list(noise):
                    target.append(child)
    elif variant == "sections":
        for k, name in ((0, "Editorial"), (len(present) // 3, "Research Articles"), (2 * len(present) // 3, "Corrigendum")):
            if not present:
                break
            node = present[k]
            head = (f'<h2 class="section-heading"><a href="{site}/toc/jt/12/3/section/{_slug(name)}">{name}</a></h2>'
                    if name == "Research Articles" else f'<h2 class="section-heading">{name}</h2>')
            _before_entry(head, node)
    elif variant in PAGE_VARIANTS:
        snippet, lists, others = _page_noise(variant, url, entries, rng)
        if place == "top":
            body.insert(0, lxml.html.fragment_fromstring(snippet, create_parent="div"))
        elif place == "end":
            body.append(lxml.html.fragment_fromstring(snippet, create_parent="div"))
        elif place == "between":
            if present:
                _before_entry(snippet, present[len(present) // 2])
            else:
                body.append(lxml.html.fragment_fromstring(snippet, create_parent="div"))
        else:
            raise ValueError(f"unknown place: {place}")
    else:
        raise ValueError(f"unknown variant: {variant}")
    return Noisy(lxml.html.tostring(root, encoding="unicode", doctype="<!DOCTYPE html>"), list(entries), lists, others)


def noisy_toc_page(shape: str, variant: str, place: str, seed: int = 1, n: int = 12) -> Noisy:
    """A generated table of contents of ``shape`` (:mod:`webextract_testkit.scholarly.tables`)
    with one noise: its HTML and exact expected links (see :func:`inject`)."""
    from webextract_testkit.scholarly.tables import SITE, toc_page

    html, expected = toc_page(shape, random.Random(f"{seed}:{shape}"), n)
    return inject(html, f"{SITE}/toc/current", expected, variant, place, random.Random(f"{seed}:{shape}:{variant}:{place}"))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) < 3:
        print(__doc__.strip().splitlines()[-2].strip(), file=sys.stderr)
        return 2
    page = noisy_toc_page(args[0], args[1], args[2], int(args[3]) if len(args) > 3 else 1)
    print(page.html)
    return 0


if __name__ == "__main__":
    sys.exit(main())
