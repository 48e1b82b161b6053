"""The one-call Python API: a page in (bytes, text or a parsed tree), the crawl's dataclasses out.

Each function parses its page once (a tree given is used as it is and may be modified),
runs one method and returns the same dataclasses the pipelines and the command line use:

* :func:`extract_article` — title, main text and date of an article page (TWCEM) as an
  :class:`~webextract.items.Article`; :func:`page_kind` — whether a page is an article at
  all (a home page, an error page served with status 200, a gallery are not);
* :func:`extract_records` — the data records of a list page (STEM) as
  :class:`~webextract.items.DataRecord` items;
* :func:`extract_units` / :func:`extract_faculty` — colleges or departments, and faculty, listed
  on a university page (WEB-UIE) as :class:`~webextract.extract.webuie.Unit` and
  :class:`~webextract.extract.webuie.Person`;
* :func:`extract_scholarly` — title, authors, abstract, keywords, DOI, volume, issue, date and
  references of a scholarly article page (VB-PTC) as a :class:`~webextract.items.ScholarlyArticle`;
* :func:`denoise_site` — pages of one site without the site's template (hash trees) and
  without their link clusters, as :class:`DenoisedPage`.

Bad input: an empty or whitespace-only page gives an empty result; bytes that are not HTML
(a PDF, an image) raise :class:`webextract.dom.NotHTMLError` (a ``ValueError``); anything
that is not bytes, text or an lxml element raises ``TypeError``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence, Union

import lxml.html
from lxml import etree

from webextract.denoise import hashtree
from webextract.denoise.linkclusters import remove_link_clusters
from webextract.dom import clean_tree, head_metadata, parse_html
from webextract.extract import stem, twcem, webuie
from webextract.extract.dates import published_date
from webextract.extract.twcem import PageJudgement, judge_page
from webextract.items import Article, DataRecord, ScholarlyArticle

#: What the API functions take as a page.
Page = Union[bytes, str, etree._Element]


def parse_page(page: Page, url: str | None = None, *, http_encoding: str | None = None) -> etree._Element:
    """The parsed tree of ``page``: an lxml element is returned as it is; bytes (any encoding)
    or text are parsed with :func:`webextract.dom.parse_html`.  Raises ``TypeError`` for any
    other type and :class:`webextract.dom.NotHTMLError` for binary data."""
    if isinstance(page, etree._Element):
        return page
    if isinstance(page, (bytes, bytearray, memoryview)):
        return parse_html(bytes(page), url=url, http_encoding=http_encoding)
    if isinstance(page, str):
        return parse_html(page, url=url)
    raise TypeError(f"a page is bytes, str or an lxml element, not {type(page).__name__}")


def extract_article(
    page: Page,
    url: str | None = None,
    *,
    anchor: str | None = None,
    head: dict | None = None,
    mode: str = "default",
    site: str | None = None,
    http_encoding: str | None = None,
    **options: Any,
) -> Article:
    """Title, main text and publication date of an article page (TWCEM, Tan et al. 2018).

    Input: the page and its URL; ``anchor``, the text of the link that led to it (the
    paper's preferred title, §III.B.1); ``head``, the page's head metadata when already
    read (:func:`webextract.dom.head_metadata`); ``mode`` ``"default"`` or ``"paper"``
    (the published algorithm); TWCEM options (δ1 ``delta1``, δ2 ``delta2``, δ3 ``delta3``,
    K ``context_k`` in paper mode; see :mod:`webextract.extract.twcem`).  Output: an
    :class:`~webextract.items.Article` (``text == ""`` when the page holds no article);
    the item the news crawl exports.  Raises ``ValueError`` for an unknown mode.
    """
    tree = parse_page(page, url, http_encoding=http_encoding)
    if head is None:
        head = head_metadata(tree)
    published = published_date(tree, head, url)
    result = twcem.extract(tree, url=url, anchor=anchor, head=head, mode=mode, **options)
    return Article(
        url=url or "",
        title=result.title,
        text=result.text,
        published=published,
        title_source=result.title_source,
        site=site,
    )


def page_kind(page: Page, url: str | None = None, *, http_encoding: str | None = None) -> PageJudgement:
    """What a page is, by its content: an article (one main text under a headline, whatever
    menus, link rails and footers surround it), a listing (repeated records: search results,
    a catalogue, teasers under headline links) or neither (an error page served with status
    200, a gallery, a login wall), and why it is not an article; what the news crawl decides
    every page by (:func:`webextract.extract.twcem.kind.judge_page`, on TWCEM's blocks).

    Input: the page (bytes, text or a tree, which is not modified) and its URL.  Output: a
    :class:`~webextract.extract.twcem.kind.PageJudgement` (``kind``, ``reason``...); an
    empty page gives ``other``/``no_text``; binary data raises
    :class:`webextract.dom.NotHTMLError`.  Use it before :func:`extract_article` (on the
    same tree: extraction changes it) when pages that hold no article should give nothing.
    """
    return judge_page(parse_page(page, url, http_encoding=http_encoding))


def extract_records(page: Page, url: str | None = None, *, site: str | None = None,
                    **options: Any) -> list[DataRecord]:
    """The data records of a list page (STEM, Fang et al.), in page order.

    Input: the page and its URL (resolves record links); STEM options with the paper's
    defaults (α ``alpha``, β ``beta``, L ``max_length``...; see
    :data:`webextract.extract.stem.DEFAULTS`).  Output: one
    :class:`~webextract.items.DataRecord` per record, numbered by region and by place in
    its region; ``[]`` when the page holds no repeated records.
    """
    tree = parse_page(page, url)
    return stem.records_as_items(stem.extract_records(tree, url=url, **options), url or "", site=site)


def extract_units(page: Page, url: str, kind: str = "department", **options: Any) -> list[webuie.Unit]:
    """Colleges (``kind="college"``) or departments (``kind="department"``) listed on a
    university page (WEB-UIE, Dong, Liu & Li 2013, §3.2.1, Definitions 1–2, §3.3): each
    with its name and link, in page order; ``[]`` when the page lists none.  Options
    ``min_items`` (s), ``match_ratio`` (k/s), ``link_layers``
    (:class:`~webextract.extract.webuie.WebuieOptions`).  Raises ``ValueError`` for another
    ``kind``."""
    if kind not in ("college", "department"):
        raise ValueError(f"kind must be 'college' or 'department', not {kind!r}")
    return webuie.extract_units(parse_page(page, url), url, kind, **options)


def extract_faculty(page: Page, url: str, **options: Any) -> list[webuie.Person]:
    """Faculty listed on a page (WEB-UIE §3.2.2, Definition 3, Algorithm 1, §3.4): name,
    academic title, homepage and e-mail of each, in page order; ``[]`` when the page lists
    no people.  Options ``min_units`` (k), ``name_ratio`` (W), ``similarity`` (S)
    (:class:`~webextract.extract.webuie.WebuieOptions`)."""
    return webuie.extract_faculty(parse_page(page, url), url, **options)


@dataclass
class DenoisedPage:
    """One page after :func:`denoise_site`: its cleaned, denoised tree; what the site level
    did (:class:`~webextract.denoise.hashtree.SiteDenoiseResult`); how many link clusters the
    page level removed."""

    tree: lxml.html.HtmlElement
    site: hashtree.SiteDenoiseResult
    link_clusters: int = 0

    @property
    def html(self) -> str:
        """The denoised page as HTML text."""
        return lxml.html.tostring(self.tree, encoding="unicode")


def denoise_site(
    pages: Sequence[Page],
    *,
    site_level: bool = True,
    page_level: bool = True,
    keep_labels: bool = True,
    keep_records: bool = True,
) -> list[DenoisedPage]:
    """Pages of one site without the site's template and without page-level noise.

    Input: two or more pages of one site, in crawl order (a single page has no partner:
    only the page level applies).  Each page is parsed once and cleaned
    (:func:`webextract.dom.clean_tree`); the site level compares layer fingerprints of page
    pairs (VB-PTC §IV.B, Algorithm 1; ``keep_labels``/``keep_records`` as in
    :func:`webextract.denoise.hashtree.denoise_site`), the page level removes link clusters
    (VB-PTC §IV.C).  Output: one :class:`DenoisedPage` per input page, in order.
    """
    trees = [parse_page(page) for page in pages]
    for tree in trees:
        clean_tree(tree)
    if site_level:
        results = hashtree.denoise_site(trees, keep_labels=keep_labels, keep_records=keep_records)
    else:
        results = [hashtree.SiteDenoiseResult("site_level_off") for _ in trees]
    out = []
    for tree, result in zip(trees, results):
        clusters = len(remove_link_clusters(tree).removed) if page_level else 0
        out.append(DenoisedPage(tree, result, clusters))
    return out


def extract_scholarly(page: Page, url: str | None = None, meta: bool = True, **options: Any) -> ScholarlyArticle:
    """The scholarly fields of an article page (VB-PTC, :mod:`webextract.extract.vbptc`).

    Input: the page (bytes, text or a parsed tree, which is cleaned and denoised in place),
    its URL, ``meta``: also use the page's citation/Dublin Core/JSON-LD tags (each field's
    source is in ``provenance``), and options of
    :class:`~webextract.extract.vbptc.VbptcOptions` by name.  Output: a
    :class:`~webextract.items.ScholarlyArticle`; fields the page does not show are empty.
    """
    from webextract.extract.vbptc import extract_scholarly as _extract

    return _extract(parse_page(page, url), url=url, meta=meta, **options)
