"""Spider helper: the data records of a list page as DataRecord items (STEM).

One list page gives many records, and a Scrapy pipeline returns one item per item it gets,
so list pages are handled in the spider callback, by this helper, which any spider can use::

    from webextract.scrapy_project.spiders.records import data_records

    def parse_list(self, response):
        yield from data_records(response, stats=self.crawler.stats)

The extraction itself is the library's (:func:`webextract.extract.stem.extract_records`);
this module only adapts a Scrapy response to it and its result to items.
"""

from __future__ import annotations

import logging
from typing import Any, Iterator

from scrapy.http import Response, TextResponse

from webextract.dom import NotHTMLError
from webextract.extract.stem import extract_records, records_as_items
from webextract.items import DataRecord
from webextract.scrapy_project.spiders.base import parse_response
from webextract.urls import site_of

logger = logging.getLogger(__name__)


def data_records(response: Response, *, stats: Any = None, **options: Any) -> Iterator[DataRecord]:
    """Yield one :class:`DataRecord` per record of every data region of a list page.

    Input: a Scrapy response (an HTML page); the crawler's stats collector, to count
    ``webextract/records/<outcome>`` (and ``webextract/records/dropped/<reason>``: records
    STEM left out of its regions, search-form rows and navigation bars); STEM options (α, β, ... by their keyword names).
    Output: records in page order, each with its region number, its index in the region, its
    text, fields (leaf texts keyed by tag path) and absolute links.  A page that is not HTML,
    or holds no repeated region, yields nothing and is counted.
    """

    def count(key: str, n: int = 1) -> None:
        if stats is not None:
            stats.inc_value(f"webextract/records/{key}", n)

    if not isinstance(response, TextResponse):
        count("not_html")
        return
    try:
        root = parse_response(response)
        result = extract_records(root, url=response.url, **options)
    except NotHTMLError:
        count("not_html")
        return
    except Exception as exc:  # noqa: BLE001 - one bad page must not stop the crawl
        logger.exception("record extraction failed on %s", response.url)
        count(f"error/{type(exc).__name__}")
        return
    for reason, n in sorted(result.dropped.items()):
        count(f"dropped/{reason}", n)
        logger.debug("%s: %d left out of the data regions (%s)", response.url, n, reason)
    if not result.regions:
        count("no_region")
        return
    count("pages")
    count("regions", len(result.regions))
    items = records_as_items(result, response.url, site=site_of(response.url))
    count("records", len(items))
    yield from items
