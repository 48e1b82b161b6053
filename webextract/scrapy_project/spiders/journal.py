"""``scrapy crawl journal -a seed=URL``: a focused crawl of a journal's article pages.

The seed is a journal home, an issue (table of contents) or a search-result page.  On each
list page the links to follow come from :func:`webextract.crawl.journal.journal_links`: STEM
finds the article records, the title link of each is followed (to another list page when it
names an issue, volume, table of contents or archive, else to an article page), and so are
pagination and issue links; everything stays in the seed's site.  Every article page leaves
as a :class:`~webextract.items.PageItem` of kind ``scholarly``, parsed once and cleaned here,
its meta tags read before cleaning and a copy of the cleaned tree kept for the fields
site-level denoising removes (an issue's header repeated on all its articles); the pipelines
remove the site's template (hash trees) and link clusters and extract the
:class:`~webextract.items.ScholarlyArticle` (VB-PTC).  Scrapy's duplicate filter asks for
each URL once, so each article is extracted once.

Stats: ``webextract/journal/pages/list``, ``pages/article``, ``records``, ``pagination``,
``issue_links``, ``menu_regions`` (regions of short records not followed), ``no_records`` (a
list page without records), ``page_budget_reached``, ``not_html``, and the request failures
of :class:`~webextract.scrapy_project.spiders.base.WebextractSpider`.
"""

from __future__ import annotations

import copy
from typing import Any, AsyncIterator, Iterator

import scrapy
from scrapy.http import Response

from webextract.crawl.journal import journal_links
from webextract.dom import NotHTMLError, clean_tree, head_metadata
from webextract.extract.vbptc import read_meta
from webextract.scrapy_project.spiders.base import WebextractSpider, parse_response

#: The counts of :class:`~webextract.crawl.journal.JournalLinks` that are stats of their own
#: (``webextract/journal/<name>``): what a list page showed and was not followed.
_NOT_FOLLOWED = ("menu_regions", "link_menus", "shared_links", "name_links", "side_lists", "off_site",
                 "tool_lists", "ads")

class JournalSpider(WebextractSpider):
    """Focused journal crawl: home/issues/search pages → article pages (STEM, then VB-PTC)."""

    name = "journal"
    item_types = ("scholarly_article",)
    #: Pipeline this crawl adds to the project's ITEM_PIPELINES: the store upserts its
    #: articles (``articles`` table) and their relations.
    STORE_PIPELINE = ("webextract.scrapy_project.pipelines.store.StorePipeline", 800)

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

    def parse(self, response: Response, **kwargs: Any) -> Iterator[Any]:
        """A list page (home, issue, search results): follow its records and pagination."""
        self.stat("pages/list")
        if not self.is_html(response):
            return
        try:
            root = parse_response(response)
            found = journal_links(root, response.url, self.sites)
        except NotHTMLError:
            self.stat("not_html")
            return
        except Exception:  # noqa: BLE001 - one bad list page must not stop the crawl
            self.logger.exception("link choice failed on %s", response.url)
            self.stat("links_error")
            return
        # what the page showed and was not followed, each a stat of its own: menu regions,
        # records made of links (menu groups), a link several records share, authors linked
        # to their profiles, "Most read" beside the page's own list, entries whose own link
        # opens another host, an entry's tool links ("Export citation", "Share"), ads
        for name in _NOT_FOLLOWED:
            count = getattr(found, name)
            if count:
                self.stat(name, count)
        if found.off_site:
            self.logger.debug("%d entries of %s link only outside the crawl's scope", found.off_site, response.url)
        if not found.records:
            self.stat("no_records")
        for link in found.links:
            self.stat({"record": "records", "issue_record": "records", "pagination": "pagination",
                       "issue": "issue_links"}[link.reason])
            request = self._follow(response, link.url, self.parse if link.kind == "list" else self.parse_article)
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
