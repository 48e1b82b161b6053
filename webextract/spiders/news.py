"""``scrapy crawl news -a seed=URL``: a focused crawl of a news site's articles.

From the seed (a home page) the spider follows section links (one level, from the home page)
and article links (from the home and section pages); it stays inside the seed's site
(VB-PTC §III.C), hands each article link's anchor text to title extraction (TWCEM §III.B.1)
and yields one :class:`~webextract.items.PageItem` per article page, which the pipelines
turn into :class:`~webextract.items.Article` items.  Link choice lives in
:mod:`webextract.crawl.news`.
"""

from __future__ import annotations

from typing import Any, AsyncIterator, Iterator, Optional

import scrapy
from scrapy.http import Response

from webextract.dom import NotHTMLError
from webextract.crawl.news import news_links
from webextract.distributed import shared_crawl
from webextract.jobdir import grant, granted
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
        #: Article pages granted the budget so far (by URL; a resumed crawl starts with the
        #: ones its job folder journaled, so it grants the same articles and no more).
        self.articles_granted: Optional[set[str]] = None
        self._grants: Any = None

    @property
    def articles_requested(self) -> int:
        """Article pages requested so far (each URL once)."""
        return len(self.articles_granted or ())

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
                if not self.grant_article(link.url):
                    self.stat("article_budget_reached")
                    continue
                yield response.follow(link.url, callback=self.parse_article, errback=self.errback,
                                      cb_kwargs={"anchor": link.text}, meta={"webextract_conditional": True})
            elif from_home:
                yield response.follow(link.url, callback=self.parse, errback=self.errback,
                                      meta={"page_kind": "section"})

    def grant_article(self, url: str) -> bool:
        """True when the article at ``url`` may be requested: granted before, or within the
        budget (then counted, and journaled with JOBDIR: :mod:`webextract.jobdir`; shared by
        the workers of a scrapy-redis crawl: :mod:`webextract.distributed`)."""
        shared = shared_crawl(self.crawler)
        if shared is not None:  # one budget for all the workers of a shared crawl
            return shared.grant("articles", url, self.max_articles)
        if self.articles_granted is None:
            self.articles_granted, self._grants = granted(self.crawler, "news-articles")
        if url in self.articles_granted:
            return True
        if self.max_articles and len(self.articles_granted) >= self.max_articles:
            return False
        if not grant(self.crawler, self._grants, len(self.articles_granted) + 1, url):
            return False
        self.articles_granted.add(url)
        return True

    def parse_article(self, response: Response, anchor: str | None = None) -> Iterator[Any]:
        """An article page: hand it to the pipelines with the anchor text that led here."""
        self.stat("pages/article")
        if self.unchanged(response) or not self.is_html(response):
            return
        yield self.page_item(response, "article", anchor=anchor or None)
