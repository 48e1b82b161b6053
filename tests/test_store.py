"""The SQLite store: upserts without duplicates, first/last seen, queries."""

from __future__ import annotations

import itertools
import json

import pytest

from webextract.items import College, Department, Faculty
from webextract.relations.inm import relations_for
from webextract.store import Store, norm_name, norm_url

U = "Example University"


def clock():
    ticks = itertools.count(1)
    return lambda: f"2024-01-01T00:00:{next(ticks):02d}+00:00"


def crawl_items():
    items = [
        College("College of Science", "https://www.example.edu/science/", U, "https://www.example.edu/academics"),
        Department("Physics", "https://www.example.edu/science/physics/", "College of Science", U, "s"),
        Department("Chemistry", "https://www.example.edu/science/chemistry/", "College of Science", U, "s"),
        Faculty("Jane Doe", "Professor", "Physics", U, "https://www.example.edu/~jdoe", "jdoe@example.edu", "s"),
        Faculty("Nguyễn Văn An", "Lecturer", "Physics", U, None, None, "s"),
        Faculty("Wei Chen", "Associate Professor", "Chemistry", U, None, None, "s"),
    ]
    return items + [r for it in items for r in relations_for(it)]


def test_norms():
    assert norm_name("  College of Arts &  Sciences ") == "college of arts and sciences"
    assert norm_url("https://WWW.Example.edu/a/#x") == "example.edu/a"


def test_second_crawl_finds_same_rows(tmp_path):
    path = tmp_path / "db" / "store.sqlite3"
    with Store(path, clock=clock()) as store:
        assert all(store.upsert(it) for it in crawl_items())
        first = {t: store.rows(t) for t in ("colleges", "departments", "faculty", "relations")}
        assert store.counts() == {"colleges": 1, "departments": 2, "faculty": 3, "relations": 6, "articles": 0}
    with Store(path, clock=lambda: "2024-02-01T00:00:00+00:00") as store:
        assert [store.upsert(it) for it in crawl_items()] == [False] * 12
        assert store.counts() == {"colleges": 1, "departments": 2, "faculty": 3, "relations": 6, "articles": 0}
        again = {t: store.rows(t) for t in first}
    for table, rows in first.items():
        assert [r["key"] for r in again[table]] == [r["key"] for r in rows]
        assert [r["first_seen"] for r in again[table]] == [r["first_seen"] for r in rows]
        assert {r["last_seen"] for r in again[table]} == {"2024-02-01T00:00:00+00:00"}


def test_queries_and_updates():
    with Store(":memory:", clock=lambda: "t") as store:
        for it in crawl_items():
            store.upsert(it)
        assert [(r["name"], r["title"]) for r in store.faculty_of("physics")] == [
            ("Jane Doe", "Professor"), ("Nguyễn Văn An", "Lecturer"),
        ]
        assert [r["name"] for r in store.faculty_of("Physics", university="example university")] == ["Jane Doe", "Nguyễn Văn An"]
        assert store.faculty_of("Physics", university="Other University") == []
        assert [r["name"] for r in store.departments_of("college of SCIENCE")] == ["Chemistry", "Physics"]
        # a renamed spacing/case is the same row; a new title replaces the old one
        assert store.upsert({"type": "faculty", "name": "jane  doe", "title": "Professor Emeritus", "unit": "PHYSICS", "university": U}) is False
        assert [(r["name"], r["title"], r["homepage"]) for r in store.faculty_of("Physics")][0] == (
            "jane  doe", "Professor Emeritus", "https://www.example.edu/~jdoe",
        )


def test_bad_items():
    with Store(":memory:") as store:
        with pytest.raises(ValueError):
            store.upsert({"type": "article", "name": "x"})
        with pytest.raises(ValueError):
            store.upsert(College("", None, U, "s"))
        with pytest.raises(TypeError):
            store.upsert("College of Science")
        with pytest.raises(ValueError):
            store.rows("pages")
        assert store.counts() == {"colleges": 0, "departments": 0, "faculty": 0, "relations": 0, "articles": 0}


def test_batched_commits_keep_every_row(tmp_path):
    """Rows upserted in batches are committed every N rows and at close; a bad row in a
    batch is left out alone."""
    import sqlite3

    path = tmp_path / "store.sqlite3"
    items = crawl_items()
    store = Store(path, clock=clock(), commit_every=5)
    for item in items[:4]:
        store.upsert(item)
    assert store.pending == 4
    other = sqlite3.connect(path)
    assert other.execute("SELECT COUNT(*) FROM colleges").fetchone()[0] == 0  # not committed yet
    store.upsert(items[4])
    assert store.pending == 0  # the fifth row committed the batch
    assert other.execute("SELECT COUNT(*) FROM faculty").fetchone()[0] == 2
    store.upsert(items[5])
    with pytest.raises(ValueError):
        store.upsert(College("", None, U, "s"))
    for item in items[6:]:
        store.upsert(item)
    store.close()
    assert other.execute("SELECT COUNT(*) FROM relations").fetchone()[0] == 6
    other.close()
    with Store(path) as again:
        assert again.counts() == {"colleges": 1, "departments": 2, "faculty": 3, "relations": 6, "articles": 0}


def test_queued_rows_are_written_together_with_their_counts(tmp_path):
    """add() queues rows and flush() writes them: the same rows and keys as upsert(), new
    and seen counted per batch (a key twice in one batch is new once), bad items refused
    when added, a row SQLite refuses left out alone."""
    items = crawl_items()
    path = tmp_path / "store.sqlite3"
    with Store(tmp_path / "one.sqlite3", clock=lambda: "t") as one:
        for item in items:
            one.upsert(item)
        expected = {t: one.rows(t) for t in ("colleges", "departments", "faculty", "relations")}
    with Store(path, clock=lambda: "t") as store:
        for item in items:
            store.add(item)
        store.add(items[3])  # the same person again in the batch
        assert store.pending == len(items) + 1
        assert store.flush() == (len(items), 1, 0)
        assert store.pending == 0
        assert {t: store.rows(t) for t in expected} == expected
        with pytest.raises(TypeError):
            store.add(Faculty("Ann Lee", ["Professor"], "Physics", U))
        with pytest.raises(ValueError):
            store.add(College("", None, U, "s"))
        assert store.pending == 0
        # a row the database refuses (here a trigger) is left out; the rest of its batch stays
        store.db.execute("CREATE TRIGGER refuse BEFORE INSERT ON faculty WHEN NEW.name = 'Bad Row' "
                         "BEGIN SELECT RAISE(ABORT, 'refused'); END")
        store.add(Faculty("Bad Row", None, "Physics", U))
        store.add(Faculty("Ann Lee", "Lecturer", "Physics", U))
        store.add(items[0])
        assert store.flush() == (1, 1, 1)
        assert [r["name"] for r in store.faculty_of("Physics")] == ["Ann Lee", "Jane Doe", "Nguyễn Văn An"]
    with Store(path, clock=lambda: "later") as again:
        for item in items:
            again.add(item)
        assert again.flush() == (0, len(items), 0)
        assert {r["first_seen"] for r in again.rows("faculty")} == {"t"}
        assert {r["last_seen"] for r in again.rows("relations")} == {"later"}


def test_a_locked_database_keeps_the_queued_rows_for_the_next_flush(tmp_path):
    import sqlite3

    path = tmp_path / "store.sqlite3"
    items = crawl_items()
    with Store(path, clock=lambda: "t") as store:
        store.db.execute("PRAGMA busy_timeout = 50")
        for item in items:
            store.add(item)
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        with pytest.raises(sqlite3.OperationalError):
            store.flush()
        assert store.pending == len(items)
        other.execute("ROLLBACK")
        other.close()
        assert store.flush() == (len(items), 0, 0)
        assert store.counts() == {"colleges": 1, "departments": 2, "faculty": 3, "relations": 6, "articles": 0}


def test_articles_upsert_with_authors_and_relations(tmp_path):
    from webextract.items import ScholarlyArticle
    from webextract.relations.scholarly import scholarly_relations

    article = ScholarlyArticle(
        url="https://journal.example.org/a/1", title="On things", doi="10.5555/X.1", volume="12", issue="2",
        published="2024-06-05", keywords=["a", "b"], references=["r1", "r2"], site="journal.example.org",
        authors=[{"name": "Anna Kowalski", "affiliations": ["Dept. of Physics, University of Oslo, Oslo, Norway"]},
                 {"name": "Wei Zhang", "affiliations": []}])
    with Store(tmp_path / "s.sqlite3") as store:
        assert store.upsert(article) is True
        assert store.upsert(article) is False  # the same DOI: the same row
        for relation in scholarly_relations(article):
            store.upsert(relation)
        (row,) = store.rows("articles")
        assert row["key"] == "article|doi:10.5555/x.1"
        assert json.loads(row["authors"]) == article.authors and json.loads(row["keywords"]) == ["a", "b"]
        assert (row["volume"], row["issue"], row["published"], row["n_references"]) == ("12", "2", "2024-06-05", 2)
        relations = {(r["relation"], r["subject"], r["object"], r["role"]) for r in store.rows("relations")}
        assert relations == {
            ("role", "Anna Kowalski", "doi:10.5555/X.1", "author"),
            ("role", "Wei Zhang", "doi:10.5555/X.1", "author"),
            ("role", "Anna Kowalski", "Dept. of Physics, University of Oslo, Oslo, Norway", "member"),
            ("contain", "Volume 12, Issue 2", "doi:10.5555/X.1", None),
        }
        assert [r["title"] for r in store.articles_by("anna  kowalski")] == ["On things"]
        with pytest.raises(ValueError):
            store.upsert(ScholarlyArticle(url="https://journal.example.org/stub"))
