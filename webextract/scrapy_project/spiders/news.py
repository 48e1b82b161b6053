"""``scrapy crawl news -a seed=URL``: a focused crawl of a news site's articles.

The page decides its kind.  Every in-scope page fetched is parsed once and judged by its
content (:func:`webextract.extract.twcem.kind.judge_page`): a page with one main text is an
article and leaves as a :class:`~webextract.items.PageItem` that the pipelines turn into an
:class:`~webextract.items.Article`, whatever link led there ("Read more", "Article 3", a bare
thumbnail).  Every page, articles included, is read for more links (a section page that
reads as an article still leads to its stories; an article's related links lead to more).
The link's shape (:mod:`webextract.crawl.news`) only orders the requests
(article-shaped links first), lowers the text an article-shaped link's page needs, and gives
the anchor text to title extraction when it reads as a headline (TWCEM §III.B.1).

Bounds: the seed's site only (VB-PTC §III.C); ``WEBEXTRACT_NEWS_MAX_ARTICLES`` articles;
``WEBEXTRACT_NEWS_MAX_PAGES`` requests; pages at most ``WEBEXTRACT_NEWS_MAX_HOPS`` links from
the seed (the next page of a listing is no hop); ``WEBEXTRACT_NEWS_MAX_LISTING_PAGES``
pages of one paginated listing (a calendar that links the next day forever is one).  Stats:
``webextract/news/kind/<article|listing|other>``, ``webextract/news/not_article/<reason>``,
``webextract/news/duplicate``, the budgets reached, and the request errors of the base spider.
"""

from __future__ import annotations

from typing import Any, AsyncIterator, Iterator, Optional

import scrapy
from scrapy.http import Response

from webextract.crawl.news import canonical_url, headline_anchor, news_links
from webextract.scrapy_project.distributed import shared_crawl
from webextract.dom import NotHTMLError
from webextract.extract.twcem import ARTICLE_MIN_CHARS, judge_page
from webextract.scrapy_project.jobdir import grant, granted
from webextract.scrapy_project.spiders.base import WebextractSpider, parse_response

#: Request priority of article-shaped links (others 0, pagination below): articles first.
ARTICLE_PRIORITY = 10
#: An article-shaped link's page needs this share of WEBEXTRACT_NEWS_MIN_ARTICLE_CHARS.
ARTICLE_LINK_TEXT_SHARE = 2 / 3


class NewsSpider(WebextractSpider):
    """Focused news crawl: every page judged by its content and read for links; articles out."""

    name = "news"
    shares_by_site = True
    item_types = ("article",)
    # The news crawl bounds itself by hops, listing pages and page budget (see the module
    # doc): a section's 30th page is as wanted as its first.
    custom_settings = {"DEPTH_LIMIT": 0}
    # Incremental re-crawls ask for article-shaped links conditionally and skip the unchanged
    # pages (webextract.scrapy_project.incremental).
    incremental_scope = "page"

    def __init__(self, *args: Any, max_articles: str | int | None = None,
                 max_pages: str | int | None = None, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._max_articles = None if max_articles is None else int(max_articles)
        self._max_pages = None if max_pages is None else int(max_pages)
        #: Article pages granted the budget so far (by URL; a resumed crawl starts with the
        #: ones its job folder journaled, so it grants the same articles and no more).
        self.articles_granted: Optional[set[str]] = None
        self._grants: Any = None
        self.pages_requested = 0
        self.exported: set[str] = set()
        self.requested: set[str] = set()

    def _setting(self, name: str, default: int) -> int:
        return self.crawler.settings.getint(name, default)

    @property
    def max_articles(self) -> int:
        """Article budget: ``-a max_articles=N`` or WEBEXTRACT_NEWS_MAX_ARTICLES (0 = none)."""
        if self._max_articles is not None:
            return self._max_articles
        return self._setting("WEBEXTRACT_NEWS_MAX_ARTICLES", 500)

    @property
    def max_pages(self) -> int:
        """Request budget: ``-a max_pages=N`` or WEBEXTRACT_NEWS_MAX_PAGES (0 = none)."""
        if self._max_pages is not None:
            return self._max_pages
        return self._setting("WEBEXTRACT_NEWS_MAX_PAGES", 5000)

    @property
    def articles_requested(self) -> int:
        """Article pages granted the budget so far (each URL once)."""
        return len(self.articles_granted or ())

    def _budget_left(self) -> bool:
        return not self.max_articles or self.articles_requested < self.max_articles

    def grant_article(self, url: str) -> bool:
        """True when the article at ``url`` may be exported: granted before, or within the
        budget (then counted, and journaled with JOBDIR: :mod:`webextract.scrapy_project.jobdir`; shared by
        the workers of a scrapy-redis crawl: :mod:`webextract.scrapy_project.distributed`)."""
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

    async def start(self) -> AsyncIterator[Any]:
        for request in self.seed_requests(self.seed_urls):
            yield request

    def seed_requests(self, seeds: list[str]) -> list[Any]:
        """The requests for ``seeds`` (all of them, or one site's in a crawl shared by site:
        :mod:`webextract.scrapy_project.siteworkers`)."""
        out = []
        for url in seeds:
            self.pages_requested += 1
            self.requested.add(url)
            out.append(scrapy.Request(url, callback=self.parse, errback=self.errback,
                                      meta={"hops": 0, "listing_page": 1, "link_kind": "home"}))
        return out

    def parse(self, response: Response, anchor: str | None = None, **kwargs: Any) -> Iterator[Any]:
        """Any page of the site: an article goes to the pipelines, any other page is read for links."""
        link_kind = response.meta.get("link_kind", "home")
        self.stat(f"pages/{link_kind}")
        # An article-shaped link asked for conditionally and unchanged since the last run is
        # not parsed again; other unchanged pages are still read for their links.
        if response.meta.get("webextract_conditional") and self.unchanged(response):
            return
        if not self.is_html(response):
            return
        try:
            root = parse_response(response)
        except NotHTMLError as exc:
            self.stat("not_html")
            self.logger.info("skipped %s: %s", response.url, exc)
            return
        min_chars = self._setting("WEBEXTRACT_NEWS_MIN_ARTICLE_CHARS", ARTICLE_MIN_CHARS)
        if link_kind == "article":
            min_chars = int(min_chars * ARTICLE_LINK_TEXT_SHARE)
        judgement = judge_page(root, min_chars=min_chars)
        self.stat(f"kind/{judgement.kind}")
        # Every page is read for links, articles included (a section page judged an article
        # still leads to its stories), and before the pipelines clean and denoise its tree.
        requests = list(self._follow(response, root))
        yield from requests
        if judgement.kind == "article":
            yield from self._article(response, root, anchor)
            return
        self.stat(f"not_article/{judgement.reason}")
        self.logger.debug("%s: judged %s (%s)", response.url, judgement.kind, judgement.reason)

    def _article(self, response: Response, root: Any, anchor: str | None) -> Iterator[Any]:
        if self.unchanged(response):  # an article as the last run got it: not extracted again
            return
        keys = {response.url, canonical_url(root, response.url) or response.url}
        if keys & self.exported:
            self.stat("duplicate")
            return
        if not self.grant_article(response.url):
            self.stat("article_budget_reached")
            return
        self.exported |= keys
        yield self.page_item(response, "article", anchor=anchor, tree=root)

    def _follow(self, response: Response, root: Any) -> Iterator[Any]:
        """Requests for the links of a page (any kind), article-shaped links first, within
        the crawl's bounds."""
        hops = int(response.meta.get("hops", 0))
        listing_page = int(response.meta.get("listing_page", 1))
        max_hops = self._setting("WEBEXTRACT_NEWS_MAX_HOPS", 3)
        max_listing = self._setting("WEBEXTRACT_NEWS_MAX_LISTING_PAGES", 20)
        links = news_links(root, response.url, self.site_for(response.url))
        # Article-shaped links first, so they get the page budget before sections and pages.
        links.sort(key=lambda link: link.kind != "article" or link.pagination)
        for link in links:
            if not self._budget_left():
                self.stat("article_budget_reached")
                return
            if link.url in self.requested:
                continue
            if link.pagination:
                if max_listing and listing_page >= max_listing:
                    self.stat("listing_pages_reached")
                    continue
                meta = {"hops": hops, "listing_page": listing_page + 1, "link_kind": "pagination"}
                priority = -1
            else:
                if max_hops and hops + 1 > max_hops:
                    self.stat("hops_reached")
                    continue
                meta = {"hops": hops + 1, "listing_page": 1, "link_kind": link.kind,
                        "webextract_conditional": link.kind == "article"}
                priority = ARTICLE_PRIORITY if link.kind == "article" else 0
            if self.max_pages and self.pages_requested >= self.max_pages:
                self.stat("page_budget_reached")
                return
            self.pages_requested += 1
            self.requested.add(link.url)
            yield response.follow(link.url, callback=self.parse, errback=self.errback, meta=meta,
                                  priority=priority, cb_kwargs={"anchor": headline_anchor(link.text)})
