"""The store pipeline: rows committed in batches, at idle and at close; nothing lost."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from scrapy.utils.test import get_crawler

from webextract.items import College, Faculty
from webextract.scrapy_project.pipelines.store import StorePipeline
from webextract.relations.inm import relations_for

U = "Example University"


def items(relations: bool = True) -> list:
    """A college and four faculty items, followed (``relations``) by their relation items."""
    out = [College("College of Science", "https://x.edu/science/", U, "https://x.edu/")]
    out += [Faculty(f"Jane Doe{i}", "Professor", "Physics", U, None, None, "s") for i in range(4)]
    return out + [r for it in out for r in relations_for(it)] if relations else out


def committed(path: Path, table: str) -> int:
    db = sqlite3.connect(path)
    try:
        return db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
    finally:
        db.close()


def pipeline(path: Path, **settings) -> StorePipeline:
    crawler = get_crawler(settings_dict={"WEBEXTRACT_STORE": str(path), **settings})
    crawler.stats.open_spider()
    pipe = StorePipeline.from_crawler(crawler)
    pipe.open_spider()
    return pipe


def test_rows_wait_for_their_batch_and_the_close_commits_them(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    pipe = pipeline(path, WEBEXTRACT_STORE_COMMIT_EVERY=4, WEBEXTRACT_STORE_COMMIT_SECONDS=3600,
                    WEBEXTRACT_RELATION_ITEMS=True)
    rows = items()
    for item in rows[:3]:
        assert pipe.process_item(item) is item  # items pass on unchanged, to the feeds
    assert committed(path, "faculty") == 0
    pipe.process_item(rows[3])  # the fourth row completes the batch
    assert committed(path, "faculty") == 3
    for item in rows[4:]:
        pipe.process_item(item)
    pipe.close_spider()
    assert committed(path, "faculty") == 4 and committed(path, "relations") == 5
    stats = pipe.stats
    assert stats.get_value("webextract/store/new") == len(rows)
    assert stats.get_value("webextract/store/commits") >= 2


def test_relations_are_derived_from_the_items_without_relation_items(tmp_path: Path) -> None:
    """WEBEXTRACT_RELATION_ITEMS off (the project's default): each college, department and
    faculty item brings its relation rows; they count toward the batch like any row."""
    path = tmp_path / "store.sqlite3"
    pipe = pipeline(path, WEBEXTRACT_STORE_COMMIT_EVERY=4, WEBEXTRACT_STORE_COMMIT_SECONDS=3600,
                    WEBEXTRACT_RELATION_ITEMS=False)
    rows = items(relations=False)
    pipe.process_item(rows[0])  # the college and its contain relation: 2 rows
    assert committed(path, "colleges") == 0
    assert pipe.process_item(rows[1]) is rows[1]  # a person and a role: the batch of 4 is full
    assert committed(path, "colleges") == 1 and committed(path, "faculty") == 1
    assert committed(path, "relations") == 2
    for item in rows[2:]:
        pipe.process_item(item)
    pipe.close_spider()
    assert committed(path, "faculty") == 4 and committed(path, "relations") == 5
    assert pipe.stats.get_value("webextract/store/new") == len(items()) == 10


def test_an_idle_crawl_commits_and_a_bad_row_loses_nothing_else(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    pipe = pipeline(path, WEBEXTRACT_STORE_COMMIT_SECONDS=3600)
    rows = items()
    pipe.process_item(rows[0])
    bad = College("", None, U, "s")  # no name: cannot be stored
    assert pipe.process_item(bad) is bad
    pipe.process_item(rows[1])
    pipe.spider_idle()
    assert committed(path, "colleges") == 1 and committed(path, "faculty") == 1
    assert pipe.stats.get_value("webextract/store/error") == 1
    pipe.close_spider()
