"""Turn page items into typed items: one library call per page kind.

``article`` pages go through TWCEM (:func:`webextract.api.extract_article`) and leave as
:class:`~webextract.items.Article`.  The tree parsed by an earlier pipeline (denoise) is
reused; otherwise the page is parsed here, once.  Every page that does not become an item is
counted under ``webextract/extract/<reason>`` and logged.
"""

from __future__ import annotations

import logging
from typing import Any

from scrapy.exceptions import DropItem

from webextract.api import extract_article, parse_page
from webextract.dom import NotHTMLError
from webextract.extract.vbptc import extract_scholarly
from webextract.items import Article, PageItem, ScholarlyArticle

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
        if item.kind not in ("article", "scholarly"):
            raise self._drop(item, f"unhandled_kind/{item.kind}")
        try:
            if item.kind == "scholarly":
                return self._scholarly(item)
            article = self._article(item)
        except DropItem:
            raise
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

    def _scholarly(self, item: PageItem) -> ScholarlyArticle:
        """VB-PTC on a scholarly article page.  A page without a title, or with a title and
        none of authors, DOI and abstract (a paywall or bot-check stub, an error page), is
        dropped as ``not_article``; an article without abstract, authors or references is
        kept and counted under ``scholarly/no_<field>``."""
        tree = item.tree
        if tree is None:
            tree = parse_page(item.body, item.url, http_encoding=item.content_type)
        head = item.meta.get("head") or {}
        use_meta = self.crawler.settings.getbool("WEBEXTRACT_VBPTC_META", True)
        article = extract_scholarly(
            tree, url=item.url, meta=use_meta, head_title=head.get("title") if item.meta.get("cleaned") else None,
            meta_fields=item.meta.get("scholarly_meta") if use_meta else None,
            cleaned=bool(item.meta.get("cleaned")), fallback=item.meta.pop("cleaned_copy", None),
        )
        article.site = item.site
        if not article.title or not (article.authors or article.doi or article.abstract):
            raise self._drop(item, "not_article", "no title, authors, DOI or abstract")
        for name in ("abstract", "authors", "references"):
            if not getattr(article, name):
                self.stats.inc_value(f"webextract/extract/scholarly/no_{name}")
        self.stats.inc_value("webextract/extract/scholarly_article")
        return article

    def _article(self, item: PageItem) -> Article:
        page = item.tree if item.tree is not None else item.body
        return extract_article(page, item.url, anchor=item.anchor, head=item.meta.get("head"),
                               mode=self.twcem_mode, site=item.site, http_encoding=item.content_type)
