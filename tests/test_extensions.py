"""The project's Scrapy extensions."""

from __future__ import annotations

import gc

import pytest
from scrapy.exceptions import NotConfigured
from scrapy.utils.test import get_crawler

from webextract.scrapy_project.extensions import GC_THRESHOLD, GcFreeze


def test_gc_freeze_holds_the_start_up_objects_for_the_crawl_only() -> None:
    assert gc.get_freeze_count() == 0
    crawler = get_crawler(settings_dict={"WEBEXTRACT_GC_FREEZE": True})
    crawler.stats.open_spider()
    ext = GcFreeze.from_crawler(crawler)
    before = len(gc.get_objects())
    ext.spider_opened(None)
    try:
        frozen = gc.get_freeze_count()
        assert frozen >= before * 0.9
        assert crawler.stats.get_value("webextract/gc/frozen") == frozen
        gc.collect()  # frozen objects stay out of collections
        assert gc.get_freeze_count() == frozen
    finally:
        ext.spider_closed(None)
    assert gc.get_freeze_count() == 0


def test_gc_threshold_is_raised_for_the_crawl_only() -> None:
    old = gc.get_threshold()
    crawler = get_crawler(settings_dict={"WEBEXTRACT_GC_FREEZE": False, "WEBEXTRACT_GC_THRESHOLD": 5000})
    crawler.stats.open_spider()
    ext = GcFreeze.from_crawler(crawler)
    ext.spider_opened(None)
    try:
        assert gc.get_threshold() == (5000, *old[1:])
        assert gc.get_freeze_count() == 0  # freezing is off
    finally:
        ext.spider_closed(None)
    assert gc.get_threshold() == old


def test_gc_threshold_of_overlapping_crawls_comes_back_after_the_last() -> None:
    old = gc.get_threshold()
    exts = []
    for _ in range(2):
        crawler = get_crawler(settings_dict={"WEBEXTRACT_GC_FREEZE": False})
        crawler.stats.open_spider()
        exts.append(GcFreeze.from_crawler(crawler))
    exts[0].spider_opened(None)
    exts[1].spider_opened(None)
    exts[0].spider_closed(None)
    assert gc.get_threshold()[0] == GC_THRESHOLD  # the second crawl still runs
    exts[1].spider_closed(None)
    assert gc.get_threshold() == old


def test_gc_freeze_can_be_switched_off() -> None:
    crawler = get_crawler(settings_dict={"WEBEXTRACT_GC_FREEZE": False, "WEBEXTRACT_GC_THRESHOLD": 0})
    with pytest.raises(NotConfigured):
        GcFreeze.from_crawler(crawler)
    old = gc.get_threshold()
    crawler = get_crawler(settings_dict={"WEBEXTRACT_GC_THRESHOLD": 0})
    crawler.stats.open_spider()
    ext = GcFreeze.from_crawler(crawler)
    ext.spider_opened(None)
    try:
        assert gc.get_threshold() == old
    finally:
        ext.spider_closed(None)
