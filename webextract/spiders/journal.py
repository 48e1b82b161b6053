"""``scrapy crawl journal -a seed=URL``: a focused crawl of a journal's article pages.

The seed is a journal home, an issue (table of contents) or a search-result page.  On each
such list page STEM (:func:`webextract.extract.stem.extract_records`) finds the data
records; the first link of a record that stays in the seed's site is followed: to an issue
or archive page (its URL or anchor names an issue, volume, table of contents or archive)
as one more list page, otherwise to an article page.  Pagination links (``rel="next"``,
"Next", "›", "»", page numbers, "下一页") and issue links outside records are followed as
list pages.  Records of regions whose records are short (menus, footers: median under
:data:`MIN_RECORD_WORDS` words) are not followed.  Every article page leaves as a
:class:`~webextract.items.PageItem` of kind ``scholarly``, parsed once and cleaned here, its
meta tags read before cleaning and a copy of the cleaned tree kept for the fields site-level
denoising removes (an issue's header repeated on all its articles); the pipelines
remove the site's template (hash trees) and link clusters and extract the
:class:`~webextract.items.ScholarlyArticle` (VB-PTC).  Scrapy's duplicate filter asks for
each URL once, so each article is extracted once.

Stats: ``webextract/journal/pages/list``, ``pages/article``, ``records``, ``pagination``,
``no_records`` (a list page without records), ``menu_regions`` (regions not followed), ``page_budget_reached``, ``not_html``, and the
request failures of :class:`~webextract.spiders.base.WebextractSpider`.
"""

from __future__ import annotations

import re
from typing import Any, AsyncIterator, Iterator

import scrapy
from scrapy.http import Response

import copy
import statistics

from webextract.dom import NotHTMLError, clean_tree, head_metadata
from webextract.extract.stem import extract_records, records_as_items
from webextract.extract.vbptc import read_meta
from webextract.spiders.base import WebextractSpider, parse_response
from webextract.urls import in_scope

#: A link to an issue, volume, table of contents or archive (a list page, not an article).
ISSUE_LINK = re.compile(r"(?:\bissues?\b|\bvolumes?\b|\bvol[-_.]?\d|\btoc\b|/toc/|\barchive|"
                        r"table of contents|期刊目录|过刊|当期目录)", re.I)
#: Anchor texts of pagination links.
NEXT_TEXT = re.compile(r"^\s*(?:next(?:\s+page)?|more results|older|›|»|>|>>|\d{1,3}|下一页|后页)\s*[›»>]*\s*$", re.I)
#: Least median words of a region's records for its links to be followed (menus, footers and
#: tag clouds have shorter records than tables of contents and result lists).
MIN_RECORD_WORDS = 5
_SKIP = re.compile(r"\.(?:pdf|epub|zip|ris|bib|enw|xml|jpg|png|gif)(?:$|\?)", re.I)


class JournalSpider(WebextractSpider):
    """Focused journal crawl: home/issues/search pages → article pages (STEM, then VB-PTC)."""

    name = "journal"
    item_types = ("scholarly_article",)
    #: Pipeline this crawl adds to the project's ITEM_PIPELINES: the store upserts its
    #: articles (``articles`` table) and their relations.
    STORE_PIPELINE = ("webextract.pipelines.store.StorePipeline", 800)

    @classmethod
    def update_settings(cls, settings: Any) -> None:
        """Add the store pipeline to the project's pipelines (page pipelines stay: they
        denoise and extract the article pages)."""
        super().update_settings(settings)
        pipelines = dict(settings.getdict("ITEM_PIPELINES"))
        name, order = cls.STORE_PIPELINE
        pipelines.setdefault(name, order)
        settings.set("ITEM_PIPELINES", pipelines, priority="spider")

    def __init__(self, *args: Any, max_pages: str | int | None = None, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._max_pages = None if max_pages is None else int(max_pages)
        self.requested = 0

    @property
    def max_pages(self) -> int:
        """Page budget: ``-a max_pages=N`` or WEBEXTRACT_JOURNAL_MAX_PAGES (0 = none)."""
        if self._max_pages is not None:
            return self._max_pages
        return self.crawler.settings.getint("WEBEXTRACT_JOURNAL_MAX_PAGES", 2000)

    async def start(self) -> AsyncIterator[Any]:
        for url in self.seed_urls:
            yield scrapy.Request(url, callback=self.parse, errback=self.errback)

    def _follow(self, response: Response, url: str, callback: Any, **kwargs: Any) -> Any:
        if self.max_pages and self.requested >= self.max_pages:
            self.stat("page_budget_reached")
            return None
        self.requested += 1
        return response.follow(url, callback=callback, errback=self.errback, **kwargs)

    def _in_site(self, url: str) -> bool:
        return in_scope(url, self.sites) and not _SKIP.search(url)

    def parse(self, response: Response, **kwargs: Any) -> Iterator[Any]:
        """A list page (home, issue, search results): follow its records and pagination."""
        self.stat("pages/list")
        if not self.is_html(response):
            return
        try:
            root = parse_response(response)
        except NotHTMLError:
            self.stat("not_html")
            return
        anchors = {}
        for a in root.iter("a"):
            href = a.get("href")
            if href:
                anchors.setdefault(response.urljoin(href.strip()), (" ".join(a.text_content().split()), a.get("rel") or ""))
        try:
            result = extract_records(root, url=response.url)
            records = records_as_items(result, response.url)
        except Exception:  # noqa: BLE001 - a list page STEM cannot read still has its links
            self.logger.exception("record extraction failed on %s", response.url)
            self.stat("records_error")
            records = []
        followed: set[str] = set()
        by_region: dict[int, list[Any]] = {}
        for record in records:
            by_region.setdefault(record.region, []).append(record)
        kept = []
        for region in by_region.values():
            if statistics.median(len(r.text.split()) for r in region) >= MIN_RECORD_WORDS:
                kept.extend(region)
            else:
                self.stat("menu_regions")
        records = kept
        for record in records:
            link = next((u for u in record.links if self._in_site(u) and u != response.url), None)
            if link is None or link in followed:
                continue
            followed.add(link)
            self.stat("records")
            text = anchors.get(link, ("", ""))[0]
            callback = self.parse if ISSUE_LINK.search(link) or ISSUE_LINK.search(text) else self.parse_article
            request = self._follow(response, link, callback)
            if request is not None:
                yield request
        if not records:
            self.stat("no_records")
        for url, (text, rel) in anchors.items():
            if url in followed or not self._in_site(url) or url == response.url:
                continue
            if "next" in rel.lower() or NEXT_TEXT.match(text):
                self.stat("pagination")
            elif not (ISSUE_LINK.search(text) and re.search(r"\d", text)):
                continue
            followed.add(url)
            request = self._follow(response, url, self.parse)
            if request is not None:
                yield request

    def parse_article(self, response: Response, **kwargs: Any) -> Iterator[Any]:
        """An article page: parse it once, read its meta tags, hand it to the pipelines."""
        self.stat("pages/article")
        if not self.is_html(response):
            return
        try:
            root = parse_response(response)
        except NotHTMLError:
            self.stat("not_html")
            return
        item = self.page_item(response, "scholarly", tree=root)
        item.meta["head"] = head_metadata(root)
        if self.crawler.settings.getbool("WEBEXTRACT_VBPTC_META", True):
            item.meta["scholarly_meta"] = read_meta(root)
        clean_tree(root)
        item.meta["cleaned"] = True
        # site-level denoising deletes what every page of an issue repeats (its "Vol. 12,
        # No. 2" header): the extractor reads such fields from this copy when it must
        item.meta["cleaned_copy"] = copy.deepcopy(root)
        yield item
