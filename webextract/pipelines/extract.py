"""Turn page items into typed items: one library call per page kind.

``article`` pages go through TWCEM (:func:`webextract.extract.twcem.extract`) and leave as
:class:`~webextract.items.Article`.  The tree parsed by an earlier pipeline (denoise) is
reused; otherwise the page is parsed here, once.  Every page that does not become an item is
counted under ``webextract/extract/<reason>`` and logged.
"""

from __future__ import annotations

import logging
from typing import Any

from scrapy.exceptions import DropItem

from webextract.dom import NotHTMLError, head_metadata, parse_html
from webextract.extract import twcem
from webextract.extract.dates import published_date
from webextract.items import Article, PageItem

logger = logging.getLogger(__name__)


class ExtractPipeline:
    """Scrapy item pipeline: PageItem(kind="article") → Article."""

    def __init__(self, crawler: Any):
        self.crawler = crawler
        self.stats = crawler.stats
        self.twcem_mode = crawler.settings.get("WEBEXTRACT_TWCEM_MODE", "default")

    @classmethod
    def from_crawler(cls, crawler: Any) -> "ExtractPipeline":
        return cls(crawler)

    def _drop(self, item: PageItem, reason: str, detail: str = "") -> DropItem:
        self.stats.inc_value(f"webextract/extract/{reason}")
        message = f"{item.url}: {reason}" + (f" ({detail})" if detail else "")
        logger.info("page dropped: %s", message)
        return DropItem(message, log_level="INFO")

    def process_item(self, item: Any) -> Any:
        """Return the typed item for a page item; other items pass through unchanged."""
        if not isinstance(item, PageItem):
            return item
        if item.kind != "article":
            raise self._drop(item, f"unhandled_kind/{item.kind}")
        try:
            article = self._article(item)
        except NotHTMLError as exc:
            raise self._drop(item, "not_html", str(exc))
        except Exception as exc:  # noqa: BLE001 - a bad page must never stop the crawl
            logger.exception("extraction failed on %s", item.url)
            raise self._drop(item, f"error/{type(exc).__name__}", str(exc)[:200])
        finally:
            item.tree = None  # free the tree as soon as the page is done
        if not article.text:
            raise self._drop(item, "empty_text")
        self.stats.inc_value("webextract/extract/article")
        return article

    def _article(self, item: PageItem) -> Article:
        tree = item.tree
        if tree is None:
            tree = parse_html(item.body, url=item.url, http_encoding=item.content_type)
        head = item.meta.get("head")
        if head is None:
            head = head_metadata(tree)
        published = published_date(tree, head, item.url)
        result = twcem.extract(tree, url=item.url, anchor=item.anchor, head=head, mode=self.twcem_mode)
        return Article(
            url=item.url,
            title=result.title,
            text=result.text,
            published=published,
            title_source=result.title_source,
            site=item.site,
        )
