"""``scrapy crawl news -a seed=URL``: a focused crawl of a news site's articles.

From the seed (a home page) the spider follows section links (one level, from the home page)
and article links (from the home and section pages); it stays inside the seed's site
(VB-PTC §III.C), hands each article link's anchor text to title extraction (TWCEM §III.B.1)
and yields one :class:`~webextract.items.PageItem` per article page, which the pipelines
turn into :class:`~webextract.items.Article` items.  Link choice lives in
:mod:`webextract.crawl.news`.
"""

from __future__ import annotations

from typing import Any, AsyncIterator, Iterator

import scrapy
from scrapy.http import Response

from webextract.dom import NotHTMLError
from webextract.crawl.news import news_links
from webextract.spiders.base import WebextractSpider, parse_response


class NewsSpider(WebextractSpider):
    """Focused news crawl: home → sections → articles."""

    name = "news"
    item_types = ("article",)
    # Incremental re-crawls ask for article pages conditionally and skip the unchanged ones.
    incremental_scope = "page"

    def __init__(self, *args: Any, max_articles: str | int | None = None, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._max_articles = None if max_articles is None else int(max_articles)
        self.articles_requested = 0

    @property
    def max_articles(self) -> int:
        """Article budget: ``-a max_articles=N`` or the setting WEBEXTRACT_NEWS_MAX_ARTICLES (0 = none)."""
        if self._max_articles is not None:
            return self._max_articles
        return self.crawler.settings.getint("WEBEXTRACT_NEWS_MAX_ARTICLES", 500)

    async def start(self) -> AsyncIterator[Any]:
        for url in self.seed_urls:
            yield scrapy.Request(url, callback=self.parse, errback=self.errback,
                                 meta={"page_kind": "home"})

    def parse(self, response: Response, **kwargs: Any) -> Iterator[Any]:
        """Home and section pages: follow sections (from home only) and articles."""
        self.stat("pages/" + response.meta.get("page_kind", "home"))
        if not self.is_html(response):
            return
        try:
            root = parse_response(response)
        except NotHTMLError:
            self.stat("not_html")
            return
        from_home = response.meta.get("page_kind") == "home"
        for link in news_links(root, response.url, self.site_for(response.url)):
            if link.kind == "article":
                if self.max_articles and self.articles_requested >= self.max_articles:
                    self.stat("article_budget_reached")
                    continue
                self.articles_requested += 1
                yield response.follow(link.url, callback=self.parse_article, errback=self.errback,
                                      cb_kwargs={"anchor": link.text}, meta={"webextract_conditional": True})
            elif from_home:
                yield response.follow(link.url, callback=self.parse, errback=self.errback,
                                      meta={"page_kind": "section"})

    def parse_article(self, response: Response, anchor: str | None = None) -> Iterator[Any]:
        """An article page: hand it to the pipelines with the anchor text that led here."""
        self.stat("pages/article")
        if self.unchanged(response) or not self.is_html(response):
            return
        yield self.page_item(response, "article", anchor=anchor or None)
