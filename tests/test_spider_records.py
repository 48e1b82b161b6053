"""The spider helper that turns a list page into DataRecord items."""

from __future__ import annotations

from scrapy.http import HtmlResponse, Response
from scrapy.statscollectors import MemoryStatsCollector

from webextract.items import DataRecord
from webextract.scrapy_project.spiders.records import data_records


class _Crawler:
    settings = None


def stats() -> MemoryStatsCollector:
    from scrapy.settings import Settings

    crawler = _Crawler()
    crawler.settings = Settings()
    collector = MemoryStatsCollector(crawler)
    collector.open_spider()
    return collector


PRODUCTS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]
ROWS = "".join(
    f"<tr><td><a href='/item/{i}'>Product {n}</a></td><td>{i * 3}.99 EUR</td><td>In stock</td></tr>"
    for i, n in enumerate(PRODUCTS, 1)
)
LIST_PAGE = (f"<html><body><div class='nav'><a href='/'>Home</a> <a href='/about'>About</a></div>"
             f"<h1>Results</h1><table>{ROWS}</table><p>Footer text here.</p></body></html>")


def test_list_page_gives_one_item_per_record():
    collector = stats()
    response = HtmlResponse(url="https://shop.example.com/search?q=x", body=LIST_PAGE.encode(), encoding="utf-8")
    items = list(data_records(response, stats=collector))
    assert [(r.region, r.index) for r in items] == [(0, i) for i in range(5)]
    assert items[1] == DataRecord(
        url="https://shop.example.com/search?q=x", region=0, index=1,
        text="Product Bravo 6.99 EUR In stock",
        fields={"tr/td/a": "Product Bravo", "tr/td[2]": "6.99 EUR", "tr/td[3]": "In stock"},
        links=["https://shop.example.com/item/2"],
        pattern=items[1].pattern, site="shop.example.com",
    )
    assert items[1].pattern[0] == "html/body/table/tr"
    assert collector.get_value("webextract/records/records") == 5
    assert collector.get_value("webextract/records/regions") == 1


def test_page_without_repetition_yields_nothing_and_is_counted():
    collector = stats()
    response = HtmlResponse(url="https://x.org/a", body=b"<html><body><p>One paragraph only.</p></body></html>",
                            encoding="utf-8")
    assert list(data_records(response, stats=collector)) == []
    assert collector.get_value("webextract/records/no_region") == 1


def test_binary_and_pdf_responses_are_counted_not_raised():
    collector = stats()
    pdf_as_html = HtmlResponse(url="https://x.org/r.html", body=b"%PDF-1.4 binary", encoding="utf-8")
    binary = Response(url="https://x.org/img", body=b"\x89PNG\r\n")
    assert list(data_records(pdf_as_html, stats=collector)) == []
    assert list(data_records(binary, stats=collector)) == []
    assert collector.get_value("webextract/records/not_html") == 2


def test_search_form_rows_and_bars_left_out_are_counted():
    from webextract_testkit import records

    html, truth = records.page_with("formtable", 7)
    collector = stats()
    response = HtmlResponse(url="https://engine.example.com/s?q=x", body=html.encode(), encoding="utf-8")
    items = list(data_records(response, stats=collector))
    assert sum(truth[0]["fields"][0] in r.text for r in items) == 1
    assert collector.get_value("webextract/records/dropped/chrome_records") == 4  # three form rows, the count line
    html, _ = records.page_with("engine1999", 7)
    collector = stats()
    response = HtmlResponse(url="https://engine.example.com/s?q=y", body=html.encode(), encoding="utf-8")
    list(data_records(response, stats=collector))
    assert collector.get_value("webextract/records/dropped/bar_regions") == 1
