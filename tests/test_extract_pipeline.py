"""The extract pipeline on page items that reach it without a parsed tree (no earlier stage
parsed them): each kind is parsed here, once, and extracted."""

from __future__ import annotations

from pathlib import Path

from collections import Counter
from types import SimpleNamespace

from scrapy.settings import Settings

from webextract.items import Article, PageItem, ScholarlyArticle
from webextract.scrapy_project.pipelines.extract import ExtractPipeline

FIXTURES = Path(__file__).parent / "fixtures"


class Stats(Counter):
    def inc_value(self, key: str, count: int = 1) -> None:
        self[key] += count


def pipeline() -> ExtractPipeline:
    crawler = SimpleNamespace(settings=Settings({"WEBEXTRACT_VBPTC_META": False}), stats=Stats())
    return ExtractPipeline(crawler)


def test_a_scholarly_page_without_a_tree_is_parsed_and_extracted() -> None:
    body = (FIXTURES / "journals" / "nature_16.html").read_bytes()
    item = PageItem(url="https://www.nature.com/nature/journal/v453/n7196/full/453720c.html",
                    site="nature.com", kind="scholarly", body=body, content_type="text/html")
    article = pipeline().process_item(item)
    assert isinstance(article, ScholarlyArticle)
    assert article.title == "Global database is needed to support adaptation science"
    assert (article.doi, article.volume, article.issue) == ("10.1038/453720c", "453", "7196")


def test_an_article_page_without_a_tree_is_parsed_and_extracted() -> None:
    body = (FIXTURES / "articles" / "l3s-ee52b0ea-4e12-437c-808c-a9aaa84ceb22.html").read_bytes()
    item = PageItem(url="https://example.com/snake.html", site="example.com", kind="article", body=body)
    article = pipeline().process_item(item)
    assert isinstance(article, Article) and article.title == "Snake saved after eating golf balls"
