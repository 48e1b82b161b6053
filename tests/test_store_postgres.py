"""The PostgreSQL store against a real server started by the tests (webextract_testkit.postgres): the
same rows, keys, first and last seen times and queries as the SQLite store; writers in
several processes at once; crawls of the demo university writing one store together; a
server that does not answer stops a crawl before its first page."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

import needs

from test_store import U, clock, crawl_items
from test_university_crawl import ROOT, SITE, TABLES, crawl, serve
from webextract.items import College, Faculty
from webextract.store import PostgresStore, Store, StoreUnavailable, open_store


def without_times(rows: dict[str, list[dict]]) -> dict[str, list[dict]]:
    return {t: [{k: v for k, v in r.items() if k not in ("first_seen", "last_seen")} for r in rs]
            for t, rs in rows.items()}


def test_open_store_picks_the_backend(postgres, tmp_path: Path) -> None:
    url = postgres.database()
    with open_store(url) as pg, open_store(tmp_path / "s.sqlite3") as lite:
        assert isinstance(pg, PostgresStore) and isinstance(lite, Store)
    assert isinstance(open_store(url.replace("postgresql://", "postgres://")), PostgresStore)


def test_the_same_rows_as_the_sqlite_store(postgres, tmp_path: Path) -> None:
    url = postgres.database()
    with Store(tmp_path / "s.sqlite3", clock=clock()) as lite, PostgresStore(url, clock=clock()) as pg:
        for item in crawl_items():
            assert pg.upsert(item) == lite.upsert(item) is True
        assert pg.counts() == lite.counts() == {"colleges": 1, "departments": 2, "faculty": 3, "relations": 6, "articles": 0}
        first = {t: pg.rows(t) for t in TABLES}
        assert first == {t: lite.rows(t) for t in TABLES}
        assert pg.faculty_of("physics") == lite.faculty_of("physics")
        assert [r["name"] for r in pg.faculty_of("Physics", university="example university")] == \
            ["Jane Doe", "Nguyễn Văn An"]
        assert pg.faculty_of("Physics", university="Other University") == []
        assert [r["name"] for r in pg.departments_of("college of SCIENCE")] == ["Chemistry", "Physics"]
        assert pg.faculty_of("phys_cs") == []  # LIKE's wildcards are escaped
    # a second crawl: the same rows, first_seen kept, last_seen refreshed
    with PostgresStore(url, clock=lambda: "2024-02-01T00:00:00+00:00", commit_every=5) as pg:
        assert [pg.upsert(it) for it in crawl_items()] == [False] * 12
        again = {t: pg.rows(t) for t in TABLES}
        # a new title replaces the old one, an empty value does not erase the old one
        pg.upsert({"type": "faculty", "name": "jane  doe", "title": "Professor Emeritus", "unit": "PHYSICS",
                   "university": U, "homepage": ""})
        assert [(r["name"], r["title"], r["homepage"]) for r in pg.faculty_of("Physics")][0] == (
            "jane  doe", "Professor Emeritus", "https://www.example.edu/~jdoe")
    for table, rows in first.items():
        assert [r["key"] for r in again[table]] == [r["key"] for r in rows]
        assert [r["first_seen"] for r in again[table]] == [r["first_seen"] for r in rows]
        assert {r["last_seen"] for r in again[table]} == {"2024-02-01T00:00:00+00:00"}


def test_bad_items_and_a_refused_row(postgres) -> None:
    with PostgresStore(postgres.database(), clock=lambda: "t") as pg:
        with pytest.raises(ValueError):
            pg.upsert({"type": "article", "name": "x"})
        with pytest.raises(ValueError):
            pg.upsert(College("", None, U, "s"))
        with pytest.raises(TypeError):
            pg.upsert("College of Science")
        items = crawl_items()
        for item in items:
            pg.add(item)
        # PostgreSQL's text holds no NUL character: that row alone is refused
        pg.add(Faculty("Bad\x00Row", None, "Physics", U))
        assert pg.flush() == (len(items), 0, 1)
        assert pg.counts() == {"colleges": 1, "departments": 2, "faculty": 3, "relations": 6, "articles": 0}
        with pytest.raises(Exception):
            pg.upsert(Faculty("Bad\x00Row", None, "Physics", U))
        pg.upsert(Faculty("Ann Lee", None, "Physics", U))  # the store goes on after a refused upsert
        assert [r["name"] for r in pg.faculty_of("Physics")] == ["Ann Lee", "Jane Doe", "Nguyễn Văn An"]


WRITER = r"""
import json, sys
from webextract.items import College, Department, Faculty
from webextract.relations.inm import relations_for
from webextract.store import open_store
url, order = sys.argv[1], sys.argv[2]
U = "Example University"
items = []
for c in range(3):
    college = College(f"College {c}", f"https://x.edu/c{c}/", U, "https://x.edu/")
    items.append(college)
    for d in range(4):
        items.append(Department(f"Department {c}.{d}", f"https://x.edu/c{c}/d{d}/", college.name, U, "s"))
        items += [Faculty(f"Person {c}.{d}.{p}", "Professor", f"Department {c}.{d}", U, None, None, "s")
                  for p in range(25)]
items += [r for it in list(items) for r in relations_for(it)]
if order == "reversed":
    items.reverse()
store = open_store(url, commit_every=1)
written = 0
for item in items:
    store.add(item)
    if store.pending >= 37:
        written += sum(store.flush()[:2])
written += sum(store.flush()[:2])
store.close()
print(json.dumps({"written": written}))
"""


def test_two_writers_at_once_write_the_rows_of_one(postgres) -> None:
    """Two processes write the same items at once, in opposite orders and batches that
    overlap: no deadlock, no lost row, no duplicate; the rows equal one writer's."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    one = postgres.database()
    subprocess.run([sys.executable, "-c", WRITER, one, "forward"], env=env, check=True, timeout=120)
    both = postgres.database()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, both, order], env=env, stdout=subprocess.PIPE,
                              text=True) for order in ("forward", "reversed")]
    outs = [json.loads(p.communicate(timeout=120)[0]) for p in procs]
    assert [p.returncode for p in procs] == [0, 0]
    with PostgresStore(one) as a, PostgresStore(both) as b:
        assert a.counts() == b.counts()
        assert a.counts()["faculty"] == 300
        assert without_times({t: a.rows(t) for t in TABLES}) == without_times({t: b.rows(t) for t in TABLES})
        total = sum(b.counts().values())
    assert [o["written"] for o in outs] == [total, total]  # every row of each writer written


def test_a_server_that_does_not_answer(tmp_path: Path) -> None:
    started = time.monotonic()
    with pytest.raises(StoreUnavailable) as err:
        open_store("postgresql://someone:secret@127.0.0.1:9/nodb", connect_timeout=3)
    assert "cannot connect to PostgreSQL at postgresql://someone:***@127.0.0.1:9/nodb" in str(err.value)
    assert "secret" not in str(err.value)
    assert time.monotonic() - started < 10


def test_an_unreachable_store_stops_the_crawl_before_any_page(tmp_path: Path) -> None:
    """WEBEXTRACT_STORE names a PostgreSQL server that does not answer: the crawl is refused
    (exit status 2) with one error naming the setting, before any request."""
    for url in serve(SITE):
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        proc = subprocess.run(
            [sys.executable, "-m", "scrapy", "crawl", "university", "-a", f"seed={url}",
             "-s", "WEBEXTRACT_STORE=postgresql://webextract@127.0.0.1:9/nodb", "-s", "LOG_LEVEL=DEBUG",
             "-s", f"WEBEXTRACT_FEED_DIR={tmp_path}"],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 2 and "Traceback" not in proc.stderr
        assert "WEBEXTRACT_STORE: cannot connect to PostgreSQL at postgresql://webextract@127.0.0.1:9/nodb" \
            in proc.stderr
        assert "Crawled (" not in proc.stderr and "downloader/request_count" not in proc.stderr


def test_two_crawls_write_one_store_with_the_rows_of_one(postgres, tmp_path: Path) -> None:
    """Two university crawls of the demo site at once, both writing one PostgreSQL store:
    the rows (values and keys) equal those a single crawl writes to SQLite."""
    url = postgres.database()
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for site in serve(SITE):
        _, _, _ = crawl(site, tmp_path, "single")  # the SQLite store at tmp_path/store.sqlite3
        procs = []
        for n in range(2):
            cmd = [sys.executable, "-m", "scrapy", "crawl", "university", "-a", f"seed={site}",
                   "-s", f"WEBEXTRACT_STORE={url}", "-s", f"WEBEXTRACT_FEED_DIR={tmp_path / f'w{n}'}",
                   "-s", "WEBEXTRACT_STORE_COMMIT_EVERY=20",
                   "-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False", "-s", "LOG_LEVEL=INFO"]
            procs.append(subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.PIPE, text=True))
        logs = [p.communicate(timeout=300)[1] for p in procs]
        assert [p.returncode for p in procs] == [0, 0], logs[0][-2000:] + logs[1][-2000:]
        assert all("webextract/store/error" not in log for log in logs)
    with Store(tmp_path / "store.sqlite3") as lite, PostgresStore(url) as pg:
        expected = without_times({t: lite.rows(t) for t in TABLES})
        assert sum(len(rows) for rows in expected.values()) > 400
        assert without_times({t: pg.rows(t) for t in TABLES}) == expected


def test_a_table_declared_once_is_made_and_written_by_both_backends(postgres, tmp_path: Path) -> None:
    """A new kind of stored item is one register() call: SQLite and PostgreSQL create its
    table, upsert its rows with first/last seen and count them."""
    from webextract.store import TABLES, Column, Table, norm_name, register

    table = register(Table("snapshots", "snapshot",
                           (Column("url", required=True), Column("title"), Column("words", "INTEGER")),
                           key=lambda d: f"snapshot|{d.get('url')}", needs=None))
    try:
        rows = {}
        for target in (tmp_path / "s.sqlite3", postgres.database()):
            with open_store(target, clock=clock()) as store:
                assert store.upsert({"type": "snapshot", "url": "https://x.edu/a", "title": "A", "words": 120}) is True
                assert store.upsert({"type": "snapshot", "url": "https://x.edu/a", "title": "", "words": 130}) is False
                assert store.counts()["snapshots"] == 1
                rows[type(store).__name__] = store.rows("snapshots")
        assert rows["Store"] == rows["PostgresStore"] == [{
            "key": "snapshot|https://x.edu/a", "url": "https://x.edu/a", "title": "A", "words": 130,
            "first_seen": "2024-01-01T00:00:01+00:00", "last_seen": "2024-01-01T00:00:02+00:00"}]
        assert norm_name(table.name) == "snapshots"
    finally:
        TABLES.pop("snapshot")


def test_an_older_sqlite_store_gets_the_new_columns(tmp_path: Path) -> None:
    """A store written before the key columns existed: opened, it gains them, and the
    queries find the rows written from then on."""
    import sqlite3

    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE faculty (key TEXT PRIMARY KEY, name TEXT NOT NULL, title TEXT, unit TEXT NOT NULL, "
               "university TEXT NOT NULL, homepage TEXT, email TEXT, source_url TEXT, "
               "first_seen TEXT NOT NULL, last_seen TEXT NOT NULL)")
    db.commit()
    db.close()
    with Store(path) as store:
        assert "unit_key" in store.columns_of("faculty")
        store.upsert(Faculty("Ann Lee", "Professor", "Physics", U))
        assert [r["name"] for r in store.faculty_of("physics")] == ["Ann Lee"]


def test_without_postgresql_the_tests_skip_or_fail_under_ci(monkeypatch) -> None:
    import _pytest.outcomes

    import webextract_testkit.postgres

    monkeypatch.setattr(webextract_testkit.postgres, "postgres_bin", lambda: None)
    monkeypatch.setattr(needs, "IN_CI", False)
    with pytest.raises(_pytest.outcomes.Skipped, match="PostgreSQL is not installed"):
        needs.postgres_server()
    monkeypatch.setattr(needs, "IN_CI", True)
    with pytest.raises(_pytest.outcomes.Failed, match="CI=true: .ci/run must install it"):
        needs.postgres_server()


def test_a_server_that_goes_away_and_comes_back_loses_no_queued_row(postgres) -> None:
    """The server stops between two batches: the flush fails with StoreUnavailable and
    keeps its rows; once the server is back, the next flush reconnects and writes them."""
    url = postgres.database()
    items = crawl_items()
    with PostgresStore(url, clock=lambda: "t", connect_timeout=2) as pg:
        for item in items[:3]:
            pg.add(item)
        assert pg.flush() == (3, 0, 0)
        postgres.halt()
        try:
            for item in items[3:]:
                pg.add(item)
            with pytest.raises(StoreUnavailable, match="cannot connect to PostgreSQL"):
                pg.flush()
            assert pg.pending == len(items) - 3
        finally:
            postgres.start()
        assert pg.flush() == (len(items) - 3, 0, 0)
        assert pg.counts() == {"colleges": 1, "departments": 2, "faculty": 3, "relations": 6, "articles": 0}


def test_the_store_pipeline_keeps_its_rows_while_the_server_is_away(postgres) -> None:
    """A crawl's store pipeline on PostgreSQL: the server stops mid-crawl; the batch that
    meets it is counted as an error and the crawl's next items do not wait on it; back,
    the server gets every row at the close."""
    from scrapy.utils.test import get_crawler

    from webextract.scrapy_project.pipelines.store import StorePipeline

    url = postgres.database()
    crawler = get_crawler(settings_dict={"WEBEXTRACT_STORE": url, "WEBEXTRACT_STORE_COMMIT_EVERY": 2,
                                         "WEBEXTRACT_RELATION_ITEMS": True})
    crawler.stats.open_spider()
    pipe = StorePipeline.from_crawler(crawler)
    pipe.open_spider()
    items = crawl_items()
    for item in items[:4]:
        assert pipe.process_item(item) is item
    postgres.halt()
    try:
        started = time.monotonic()
        for item in items[4:]:
            assert pipe.process_item(item) is item
        assert time.monotonic() - started < 5  # one failed try, not one per batch
        assert crawler.stats.get_value("webextract/store/error") == 1
    finally:
        postgres.start()
    pipe.close_spider()
    with PostgresStore(url) as pg:
        assert pg.counts() == {"colleges": 1, "departments": 2, "faculty": 3, "relations": 6, "articles": 0}
    assert crawler.stats.get_value("webextract/store/new") == len(items)


def test_articles_pages_and_versions_the_same_on_both_backends(postgres, tmp_path: Path) -> None:
    """The articles table, the versions of changed rows and the pages of incremental runs
    (new, changed, unchanged, removed; rows touched, rows marked removed) give the same
    answers on SQLite and PostgreSQL."""
    from webextract.items import ScholarlyArticle
    from webextract.store import PageRecord

    article = ScholarlyArticle(title="On things", url="https://j.example/a1", doi="10.1/ABC",
                               authors=[{"name": "Anna Kowalski", "affiliations": ["Uni A"]}],
                               keywords=["x", "y"], references=["r1", "r2"])
    answers = {}
    for target in (tmp_path / "s.sqlite3", postgres.database()):
        ticks = clock()
        with open_store(target, clock=ticks) as store:
            for item in crawl_items():
                store.add(item)
            store.add(article)
            store.flush()
            store.upsert(Faculty("Jane Doe", "Professor Emeritus", "Physics", U, None, None, "s"))
            first = store.save_run_pages("job", "2024-01-01T00:00:00", {
                "https://x.edu/a": PageRecord(200, '"e1"', None, "h1"),
                "https://x.edu/b": PageRecord(200, None, None, "h2")})
            second = store.save_run_pages("job", "2024-01-02T00:00:00", {
                "https://x.edu/a": PageRecord(304, '"e1"'),
                "https://x.edu/c": PageRecord(200, None, None, "h3")})
            answers[type(store).__name__] = {
                "articles": store.rows("articles"), "by": store.articles_by("anna  kowalski"),
                "counts": (first, second), "last": store.last_run_pages("job"),
                "touched": store.touch(["s"]), "removed": store.mark_removed([U], "9999"),
                "versions": store.versions(), "pages": store.versions("page"),
                "faculty": store.rows("faculty")}
    lite, pg = answers["Store"], answers["PostgresStore"]
    assert lite == pg
    assert lite["counts"] == ({"new": 2, "changed": 0, "unchanged": 0, "removed": 0},
                              {"new": 1, "changed": 0, "unchanged": 1, "removed": 1})
    assert [(v["kind"], v["change"]) for v in lite["versions"] if v["change"] == "changed"] == [("faculty", "changed")]
    assert lite["articles"][0]["key"] == "article|doi:10.1/abc" and lite["articles"][0]["n_references"] == 2
    assert lite["touched"] > 0 and lite["removed"] == 6


def test_two_redis_workers_write_one_postgres_store(postgres, tmp_path: Path) -> None:
    """One university crawl on two scrapy-redis workers (a real redis-server), both writing
    one PostgreSQL store: its rows (keys and values) are those a single process writes to
    SQLite, and both workers wrote part of them."""
    needs.module("scrapy_redis")
    from test_distributed import RedisServer, finish, start_workers
    from tests.test_resume import serve as serve_pausable  # the module test_distributed pauses

    url = postgres.database()
    (tmp_path / "redis").mkdir()
    server = RedisServer(tmp_path / "redis")
    try:
        for site in serve_pausable(SITE):
            crawl(site, tmp_path, "single")  # the reference: one process, SQLite at tmp_path/store.sqlite3
            procs = start_workers("university", site, tmp_path, server, extra=("-s", f"WEBEXTRACT_STORE={url}"))
            logs = [finish(proc, log) for proc, log in procs]
    finally:
        server.stop()
    new = [int(m) for log in logs for m in re.findall(r"'webextract/store/new': (\d+)", log)]
    assert len(new) == 2 and all(n > 0 for n in new), new  # both workers wrote rows
    with Store(tmp_path / "store.sqlite3") as lite, PostgresStore(url) as pg:
        expected = without_times({t: lite.rows(t) for t in TABLES})
        assert without_times({t: pg.rows(t) for t in TABLES}) == expected
        assert sum(len(rows) for rows in expected.values()) > 400


def test_workers_shared_by_site_write_one_postgres_store(postgres, tmp_path: Path) -> None:
    """Four generated sites crawled by two scrapy-redis workers shared by site (a real
    redis-server), both writing one PostgreSQL store: its rows are those a single process
    writes to SQLite, and each worker wrote the rows of the sites it crawled."""
    needs.module("scrapy_redis")
    from test_distributed import RedisServer, finish, start
    from test_distributed_sites import command, stat, workers
    from webextract_testkit.universities import SiteServer, department_site

    url = postgres.database()
    sites = SiteServer([department_site(i) for i in range(4)])
    (tmp_path / "redis").mkdir()
    server = RedisServer(tmp_path / "redis")
    try:
        log = tmp_path / "single.log"
        finish(start(command(tmp_path, "single", None, sites.urls, "-s", "DOWNLOAD_DELAY=0"), log), log)
        procs = workers(tmp_path, server, sites, ("w1", "w2"), "-s", "DOWNLOAD_DELAY=0.1",
                        "-s", f"WEBEXTRACT_STORE={url}")
        logs = [finish(proc, log) for proc, log in procs]
    finally:
        server.stop()
        sites.close()
    assert all(stat(text, "webextract/sites/taken") >= 1 and stat(text, "webextract/store/new") > 0
               for text in logs)
    with Store(tmp_path / "store.sqlite3") as lite, PostgresStore(url) as pg:
        expected = without_times({t: lite.rows(t) for t in TABLES})
        assert without_times({t: pg.rows(t) for t in TABLES}) == expected
        assert sum(len(rows) for rows in expected.values()) == 4 * (1 + 15) * 2  # units, people, relations


def test_a_worker_starting_while_another_writes_does_not_wait_on_its_tables(postgres) -> None:
    """A second worker's migration takes no lock on the tables a first worker is writing
    (``CREATE INDEX IF NOT EXISTS`` locks its table even when the index is there): with a
    lock timeout of 2 s it opens while the first holds an open write transaction."""
    url = postgres.database()
    with PostgresStore(url, commit_every=1000) as first:
        for item in crawl_items():
            first.upsert(item)
        assert first.in_transaction()  # rows written, not committed: the tables are locked for writes
        sep = "&" if "?" in url else "?"
        with PostgresStore(f"{url}{sep}options=-c%20lock_timeout%3D2000") as second:
            assert second.counts()["faculty"] == 0  # the first's rows are not committed yet
        first.commit()
    with PostgresStore(url) as again:
        assert again.counts()["faculty"] == 3
