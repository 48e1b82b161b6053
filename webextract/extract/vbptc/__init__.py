"""VB-PTC: scholarly fields of article pages (Gong et al., IEEE Access 2020,
000_c6fae3235630f454.txt).

The page is cleaned (§IV.A), site-level template nodes are removed when a
:class:`~webextract.denoise.hashtree.SiteTemplate` of the site is given (§IV.B), link
clusters are removed (§IV.C), visual blocks are built (§V.B), and each field is taken by the
method that suits it (§V): regular expressions for volume, issue, DOI, keywords and
published time (:mod:`.patterns`), the head's title checked against the headings
(:mod:`.title`), authors and references by entity proportions (:mod:`.entities`,
:mod:`.references`), the abstract by symbol density (:mod:`.abstract`).  Structured
metadata (:mod:`.meta`) is a further, optional source.

Use::

    from webextract.extract.vbptc import extract_scholarly
    article = extract_scholarly(html_bytes, url=url, meta=False)
    article.title, article.authors, article.doi, article.provenance
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any, Sequence

import lxml.html

from webextract.denoise.linkclusters import remove_link_clusters
from webextract.dom import clean_tree, parse_html
from webextract.extract.vbptc.abstract import find_abstract
from webextract.extract.vbptc.authors import find_authors
from webextract.extract.vbptc.blocks import Block, build_blocks
from webextract.extract.vbptc.fields import by_distance, find_date, find_doi, find_keywords, find_volume_issue, own_citation
from webextract.extract.vbptc.lettered import split_lettered
from webextract.extract.vbptc.links import doi_in_links, issue_in_links
from webextract.extract.vbptc.meta import read_meta
from webextract.extract.vbptc.options import DEFAULTS, VbptcOptions, resolve_options
from webextract.extract.vbptc.others import other_papers
from webextract.extract.vbptc.patterns import find_citation, find_dois, find_issue, find_volume
from webextract.extract.vbptc.references import (
    find_reference_section,
    find_references,
    references_by_content,
    year_and_mark,
)
from webextract.extract.vbptc.title import find_title
from webextract.items import ScholarlyArticle

__all__ = ["DEFAULTS", "FIELDS", "Block", "VbptcOptions", "build_blocks", "extract_fields", "extract_scholarly",
           "read_meta", "visual_fields"]

#: The fields of a :class:`ScholarlyArticle` the extractor fills, in output order.
FIELDS = ("title", "authors", "abstract", "keywords", "doi", "volume", "issue", "published",
          "references")


#: Fields read from the page before site-level denoising when the denoised page lacks them.
FALLBACK_FIELDS = ("title", "doi", "volume", "issue", "published", "keywords")


def extract_scholarly(
    page: bytes | str | lxml.html.HtmlElement,
    url: str | None = None,
    meta: bool = True,
    *,
    options: VbptcOptions | None = None,
    template: Any = None,
    head_title: str | None = None,
    meta_fields: dict[str, Any] | None = None,
    cleaned: bool = False,
    fallback: lxml.html.HtmlElement | None = None,
    **overrides: Any,
) -> ScholarlyArticle:
    """Extract the scholarly fields of one article page (VB-PTC §IV-§V).

    Input: the page as raw bytes, text or a parsed root (a root is changed in place: cleaned
    and denoised); its URL; ``meta``: also read citation/Dublin Core/JSON-LD tags (each field
    they give wins, provenance ``"meta"``); ``options`` or keyword ``overrides`` of
    :class:`VbptcOptions`; ``template``: the site's
    :class:`~webextract.denoise.hashtree.SiteTemplate` for site-level denoising (§IV.B);
    ``head_title``/``meta_fields``: the ``<title>`` and :func:`read_meta` result when the
    tree was cleaned before (as the crawl's pipelines do; then pass ``cleaned=True``);
    ``fallback``: the cleaned tree before site-level denoising, read for the fields the
    denoised page lacks (site-level removal deletes what all pages of an issue repeat, such as
    its volume and issue line).  Output: a :class:`~webextract.items.ScholarlyArticle`; fields the page does not show
    are empty.  Raises :class:`webextract.dom.NotHTMLError` for binary input.
    """
    opts = resolve_options(options, overrides)
    root = page if isinstance(page, lxml.html.HtmlElement) else parse_html(page, url=url)
    if head_title is None:
        el = root.find(".//title")
        head_title = " ".join(el.text_content().split()) if el is not None else None
    found_meta = (meta_fields if meta_fields is not None else read_meta(root)) if meta else {}
    if not cleaned:
        clean_tree(root)
    # the links to the article's issue, read before denoising removes them (the pages of an
    # issue all link its table of contents: site template; link lists: page noise)
    anchors = list((fallback if fallback is not None else root).iter("a"))
    links = [(a.get("href") or "", a.text_content()) for a in anchors]
    if template is not None:
        template.apply(root)
    every = build_blocks(root)
    # the references by their content, read on the whole tree before the link clusters go (a
    # list whose items are links, a collapsed section): taken when they are more than the
    # section read on the denoised page holds
    by_content = references_by_content(every, opts.max_references)
    article = visual_fields(_without_link_clusters(root, every, opts), head_title, opts, every)
    if len(by_content) > len(article.references) or (
            by_content and len(by_content) == len(article.references)
            and sum(map(len, by_content)) > sum(map(len, article.references))):
        article.references = by_content  # more of them, or each whole (a reference of nested blocks)
    # a numbered reference of lettered citations ("12. (a) ... (b) ...") is one per citation
    article.references = split_lettered(article.references, opts.max_references)
    if fallback is not None and (article.keywords or any(not getattr(article, f) for f in FALLBACK_FIELDS)):
        every_before = build_blocks(fallback)  # one build: the blocks before and after §IV.C
        before = visual_fields(_without_link_clusters(fallback, every_before, opts), head_title, opts, every_before)
        for name in FALLBACK_FIELDS:
            if not getattr(article, name) and getattr(before, name):
                setattr(article, name, getattr(before, name))
        # keywords every page shares ("web mining") are template to the site level
        if set(article.keywords) < set(before.keywords):
            article.keywords = before.keywords
    if article.volume and not article.issue:
        article.issue = issue_in_links(links, article.volume)
    if article.doi is None:
        # a DOI in no text but in the page's links (a "DOI" link, "Download citation"), the
        # links of citations of other works (a reference's "CrossRef") left out
        article.doi = doi_in_links(((href, text) for a, (href, text) in zip(anchors, links)
                                    if "10." in href and not _in_citation(a)), article.references)
    article.url = url
    for name in FIELDS:
        if getattr(article, name):
            article.provenance[name] = "visual"
    for name, value in found_meta.items():
        if name in FIELDS and value:
            if name == "authors":
                value = _with_affiliations(value, article.authors)
            setattr(article, name, value)
            article.provenance[name] = "meta"
    return article


def _with_affiliations(meta_authors: list[dict[str, Any]], visual: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Meta-tag authors, each without affiliations given those the page shows for the same
    name (case and spacing folded; "Last, First" read as "First Last")."""
    def key(name: str) -> str:
        if name.count(",") == 1:
            last, first = name.split(",")
            name = f"{first} {last}"
        return " ".join(name.casefold().split())

    shown = {key(a["name"]): a.get("affiliations") or [] for a in visual}
    return [dict(a, affiliations=a.get("affiliations") or list(shown.get(key(a["name"]), [])))
            for a in meta_authors]


def _without_link_clusters(root: lxml.html.HtmlElement, every: list[Block], opts: VbptcOptions) -> list[Block]:
    """The blocks ``every`` of ``root`` after page-level noise removal (§IV.C).

    Link clusters are removed from the tree (``opts.page_level``); the blocks that lay in
    them are left out of the list, which is renumbered.  ``every`` keeps them: an author
    list or a keyword list whose entries are all links is a link cluster by eq. 1-2 (the
    paper's "text links such as keywords, author name"), and the author and keyword
    extractors read it there.
    """
    if not opts.page_level:
        return every
    result = remove_link_clusters(root, keep_regions=opts.keep_record_regions)
    if not result.removed:
        return every
    gone: set[Any] = set()
    for node in result.removed:
        gone.update(node.element.iter())
    kept = []
    new = object.__new__
    for b in every:
        if b.element not in gone:
            c = new(Block)  # copy.copy(b), without its generic protocol
            c.__dict__.update(b.__dict__)
            c.index = len(kept)
            kept.append(c)
    return kept


def visual_fields(blocks: Sequence[Block], head_title: str | None, opts: VbptcOptions = DEFAULTS,
                  every: Sequence[Block] | None = None) -> ScholarlyArticle:
    """The fields read from the visual blocks alone (VB-PTC §V).

    Input: the page's blocks after noise removal, its ``<title>`` text, the options, and
    the blocks before page-level noise removal (``every``; authors and keywords are read
    there).  Output: a :class:`ScholarlyArticle` without URL or provenance.
    """
    every = blocks if every is None else every
    article = ScholarlyArticle(url=None)
    title, t_index = find_title(head_title, blocks)
    article.title = title
    ref_first, ref_end = find_reference_section(blocks, (t_index or 0) + 1)
    body_end = _article_end(blocks, ref_first)
    article.references = find_references(blocks, ref_first, ref_end, opts.max_references)
    # the lists of other papers, found once on the blocks before §IV.C (their names may lie
    # in a link cluster) and left out of the candidates of every field read by distance
    t_every = t_index if every is blocks else _same_block(every, blocks, t_index)
    e_others = other_papers(every, t_every)
    if every is blocks:
        others = e_others
    else:
        marked = {(every[i].element, every[i].text) for i in e_others}
        others = {b.index for b in blocks if (b.element, b.text) in marked}
    order = by_distance(blocks, t_index, len(blocks), (ref_first, ref_end), others)
    article.abstract = find_abstract(blocks, title_index=t_index, end=body_end, mode=opts.abstract_mode,
                                     min_words=opts.min_abstract_words, title=title, skip=others)
    article.doi = find_doi(blocks, order, head_title)
    article.volume, article.issue = find_volume_issue(blocks, order, opts.header_window)
    if every is not blocks:
        e_first = _same_block(every, blocks, ref_first) if ref_first is not None else None
        e_end = len(every) if ref_end >= len(blocks) else (_same_block(every, blocks, ref_end) or len(every))
        article.keywords = find_keywords(every, (e_first, e_end), title)
        article.authors = find_authors(every, t_every, _article_end(every, e_first), opts)
        if article.volume is None or article.issue is None or article.doi is None:
            # the volume and issue line, or the DOI, as a link among links (to the issue's
            # table of contents, a breadcrumb): a link cluster, read before its removal
            e_order = by_distance(every, t_every, len(every), (e_first, e_end), e_others)
            if article.volume is None or article.issue is None:
                volume, issue = find_volume_issue(every, e_order, opts.header_window)
                if article.volume is None:
                    article.volume, article.issue = volume, issue
                elif volume == article.volume:
                    article.issue = issue
            if article.doi is None:
                article.doi = find_doi(every, e_order, head_title)
    else:
        article.keywords = find_keywords(blocks, (ref_first, ref_end), title)
        article.authors = find_authors(blocks, t_index, body_end, opts)
    if article.doi is None and ref_first is not None:
        # a labelled DOI in a line of the reference section's range that is no reference (a
        # "For citation: ... DOI: 10.1234/x" box right after the list)
        refs = set(article.references)
        article.doi = next((doi for b in blocks[ref_first:ref_end] if b.text not in refs
                            for doi, labelled in find_dois(b.text) if labelled), None)
    if article.volume is None and head_title:
        # the volume and issue named in the <title> alone ("Title - Journal, Volume 12, Issue 3")
        article.volume = find_volume(head_title)
        article.issue = find_issue(head_title) if article.volume else None
    own = own_citation(blocks, order, title, t_index)
    if article.volume is None and own and (cited := find_citation(own)):
        article.volume, article.issue = cited  # "How to cite: ... Journal, 12(3), 45-67" after the text
    article.published = find_date(blocks, order, article.volume, own)
    return article


#: Block-level elements of which the nearest around a link is its line.
_LINE_TAGS = frozenset(("li", "p", "div", "td", "dd", "dt", "tr", "section", "article", "body"))


def _in_citation(a: Any) -> bool:
    """Whether a link sits in a citation of another work: its nearest block-level ancestor's
    text holds a year and a citation's mark (a reference's "CrossRef", "Google Scholar")."""
    el = a.getparent()
    while el is not None and el.tag not in _LINE_TAGS:
        el = el.getparent()
    if el is None or el.tag in ("body", "article", "section"):
        return False
    text = " ".join(el.text_content().split())
    return len(text) < 2000 and year_and_mark(text)


def _same_block(every: Sequence[Block], blocks: Sequence[Block], index: int | None) -> int | None:
    """The index in ``every`` of ``blocks[index]``."""
    if index is None:
        return None
    target = blocks[index]
    for b in every[index:]:
        if b.element is target.element and b.text == target.text:
            return b.index
    return None


def _article_end(blocks: Sequence[Block], ref_first: int | None) -> int:
    """Blocks from here on (the references, a "Cited by" list) are not the article's own."""
    if ref_first is None:
        return len(blocks)
    return max(0, ref_first - 1)


def extract_fields(root: lxml.html.HtmlElement, url: str | None = None, *, meta: bool = True,
                   **options: Any) -> dict[str, Any]:
    """The ``webextract extract --method vbptc`` row of a parsed page: the fields, and the
    provenance of each one found."""
    article = extract_scholarly(root, url=url, meta=meta, **options)
    row = asdict(article)
    return {name: row[name] for name in (*FIELDS, "provenance")}
