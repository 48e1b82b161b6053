"""The project's log formatter omits the per-item DEBUG records only when they would be dropped."""

from __future__ import annotations

import logging

import pytest
from scrapy.http import HtmlResponse, Request
from scrapy.utils.test import get_crawler

from webextract.scrapy_project.logformatter import LogFormatter


@pytest.mark.parametrize("settings, omitted", [
    ({"LOG_LEVEL": "INFO"}, True),
    ({"LOG_LEVEL": "WARNING"}, True),
    ({"LOG_LEVEL": logging.INFO}, True),
    ({"LOG_LEVEL": "DEBUG"}, False),
    ({"LOG_LEVEL": "INFO", "LOG_ENABLED": False}, False),
])
def test_debug_records_omitted_only_above_debug(settings, omitted) -> None:
    crawler = get_crawler(settings_dict=settings)
    formatter = LogFormatter.from_crawler(crawler)
    request = Request("http://127.0.0.1/a")
    response = HtmlResponse("http://127.0.0.1/a", body=b"<html></html>", request=request)
    crawled = formatter.crawled(request, response, None)
    scraped = formatter.scraped({"name": "x"}, response, None)
    if omitted:
        assert crawled is None and scraped is None
    else:
        assert crawled["level"] == logging.DEBUG and "Crawled" in crawled["msg"]
        assert scraped["level"] == logging.DEBUG and scraped["args"]["item"] == {"name": "x"}
    # other messages are Scrapy's whatever the level
    spider = type("Spider", (), {"crawler": crawler})()
    dropped = formatter.dropped({"name": "x"}, ValueError("bad"), response, spider)
    assert dropped is not None and "Dropped" in dropped["msg"]
