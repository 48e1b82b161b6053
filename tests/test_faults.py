"""Faults are never silent (webextract/scrapy_project/faults.py, docs/operations.md): every
row of the table of faults, on crawls of the bundled demo university served on 127.0.0.1.

A run that could not write everything ends with a close reason naming the fault, exit
status 1 and one ERROR line naming what is missing and the command that completes it (no
traceback); running that command again completes the data exactly.  A refused crawl is one
ERROR line and exit status 2 before any request.  A store that is locked or away never holds
up fetching and feeds.

Full disks are real tmpfs mounts (root; CI runs as root): skipped with the reason when the
tests run as another user outside CI.  PostgreSQL is a real server started here
(the `postgres` fixture of tests/conftest.py).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from needs import IN_CI, missing
from test_resume import (DEMO, ROOT, command, environment, exactly_once, feed, stop_after, store_rows,
                         university_reference, university_url)

__all__ = ["university_reference", "university_url"]  # fixtures used here

TABLES = ("colleges", "departments", "faculty", "relations")


@pytest.fixture(scope="module")
def slow_university_url() -> Iterator[str]:
    """The demo university answering each request after 0.3 s: a crawl of some seconds,
    long enough to hold a store locked while pages remain."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "webextract.demo.server", str(DEMO / "university"), "--port", "0", "--delay", "0.3"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    try:
        yield proc.stdout.readline().strip().split(" on ", 1)[1]
    finally:
        proc.terminate()
        proc.wait(timeout=10)


class Tmpfs:
    """A tmpfs mounted on a folder (a disk that fills up for real); :meth:`grow` makes room."""

    def __init__(self, path: Path, size: str, options: str = ""):
        self.path = path
        path.mkdir(parents=True, exist_ok=True)
        proc = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}{options}", "tmpfs", str(path)],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            if IN_CI:
                pytest.fail(f"cannot mount a tmpfs (CI=true runs as root): {proc.stderr.strip()}")
            pytest.skip(f"cannot mount a tmpfs to fill a disk: {proc.stderr.strip()}")

    def grow(self, size: str = "16m") -> None:
        subprocess.run(["mount", "-o", f"remount,size={size}", str(self.path)], check=True)

    def unmount(self) -> None:
        subprocess.run(["umount", str(self.path)], capture_output=True)


@pytest.fixture
def tmpfs(tmp_path: Path) -> Iterator[Any]:
    """``tmpfs(name, size)`` mounts a tmpfs on ``tmp_path/name``; unmounted at the end."""
    if os.geteuid() != 0 and not IN_CI:
        pytest.skip("mounting a tmpfs (a disk that really fills up) needs root")
    mounted: list[Tmpfs] = []

    def mount(name: str, size: str, options: str = "") -> Tmpfs:
        mounted.append(Tmpfs(tmp_path / name, size, options))
        return mounted[-1]

    yield mount
    for fs in mounted:
        fs.unmount()


def crawl(cmd: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=ROOT, env=environment(), capture_output=True, text=True, timeout=300)


def errors(log: str) -> list[str]:
    return [line for line in log.splitlines() if " ERROR: " in line]


def incomplete(proc: subprocess.CompletedProcess[str], reason: str, jobdir: Path | None) -> str:
    """The run ended incomplete: exit status 1, close reason ``reason``, no traceback and
    one ERROR line naming the command that completes it; returns that line."""
    log = proc.stderr
    assert proc.returncode == 1, log[-3000:]
    assert "Traceback" not in log, log[-5000:]
    assert f"'finish_reason': '{reason}'" in log
    lines = errors(log)
    assert len(lines) == 1, lines
    assert f"The crawl is incomplete ({reason}): run the same command again" in lines[0]
    assert "scrapy crawl university -a seed=" in lines[0]
    if jobdir is not None:
        assert f"-s JOBDIR={jobdir}" in lines[0]
    return lines[0]


def refused(proc: subprocess.CompletedProcess[str], message: str) -> None:
    """Refused before any request: exit status 2, one ERROR line holding ``message``."""
    log = proc.stderr
    assert proc.returncode == 2, log[-3000:]
    assert "Traceback" not in log, log[-5000:]
    lines = errors(log)
    assert len(lines) == 1 and message in lines[0], lines
    assert "Crawled (" not in log and "downloader/request_count" not in log


def wait_for_items(path: Path, count: int, proc: subprocess.Popen) -> int:
    """Wait until the JSON-lines feed ``path`` holds ``count`` items (or the crawl ends)."""
    deadline = time.monotonic() + 120
    while True:
        n = sum(1 for _ in open(path, "rb")) if path.exists() else 0
        if n >= count or proc.poll() is not None:
            return n
        assert time.monotonic() < deadline, "the crawl is too slow"
        time.sleep(0.02)


def pg_counts(url: str) -> dict[str, int]:
    import psycopg

    with psycopg.connect(url) as db:
        return {t: db.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}


def sqlite_counts(rows: dict[str, list[Any]]) -> dict[str, int]:
    return {t: len(rows[t]) for t in TABLES}


# --------------------------------------------------------------------------- the store
def test_postgres_away_for_a_while_mid_crawl_loses_nothing(postgres: Any, university_url: str,
                                                           university_reference: dict, tmp_path: Path) -> None:
    url = postgres.database()
    cmd = command("university", university_url, tmp_path, "-s", f"WEBEXTRACT_STORE={url}",
                  "-s", "WEBEXTRACT_STORE_COMMIT_EVERY=20")
    with open(tmp_path / "log", "w+") as log:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=environment(), stdout=subprocess.DEVNULL, stderr=log)
        assert wait_for_items(tmp_path / "items.jsonl", 30, proc) < 263
        postgres.halt()
        try:
            wait_for_items(tmp_path / "items.jsonl", 150, proc)
        finally:
            postgres.start()
        assert proc.wait(timeout=300) == 0
        log.seek(0)
        text = log.read()
    assert "Traceback" not in text and not errors(text)
    assert pg_counts(url) == sqlite_counts(university_reference["rows"])


def test_postgres_down_to_the_end_is_an_incomplete_run_the_rerun_completes(
        postgres: Any, university_url: str, university_reference: dict, tmp_path: Path) -> None:
    url = postgres.database()
    cmd = command("university", university_url, tmp_path, "-s", f"WEBEXTRACT_STORE={url}",
                  "-s", "WEBEXTRACT_STORE_COMMIT_EVERY=20", "-s", "WEBEXTRACT_STORE_WAIT=2")
    proc = subprocess.Popen(cmd, cwd=ROOT, env=environment(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)
    try:
        assert wait_for_items(tmp_path / "items.jsonl", 30, proc) < 263
        postgres.halt()
        _, log = proc.communicate(timeout=300)
    finally:
        postgres.start()
    line = incomplete(subprocess.CompletedProcess(cmd, proc.returncode, "", log), "store_incomplete",
                      tmp_path / "job")
    missing_rows = int(re.search(r"'webextract/store/unwritten': (\d+)", log).group(1))
    assert missing_rows > 0 and f"store {url}: {missing_rows} rows not written" in line
    assert len(feed(tmp_path)) == 263  # the feed has every item
    assert pg_counts(url) != sqlite_counts(university_reference["rows"])
    again = crawl(cmd)
    assert again.returncode == 0 and not errors(again.stderr), again.stderr[-3000:]
    assert pg_counts(url) == sqlite_counts(university_reference["rows"])
    exactly_once(feed(tmp_path), university_reference["items"])


def lock(path: Path) -> sqlite3.Connection:
    """Take the write lock of an SQLite store (another process's long transaction)."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    return db


def same_rows(work: Path, url: str, reference: dict, reference_url: str) -> bool:
    """The store of ``work`` (a crawl of ``url``) holds the reference crawl's rows."""
    return json.dumps(store_rows(work)).replace(url, reference_url) == json.dumps(reference["rows"])


def test_a_store_locked_mid_crawl_holds_up_neither_fetching_nor_feeds(
        slow_university_url: str, university_url: str, university_reference: dict, tmp_path: Path) -> None:
    """The store's write lock is taken mid-crawl and kept until the feed holds every item:
    pages were fetched and items written all the while; once the lock is freed the rows
    are written and the run ends complete."""
    cmd = command("university", slow_university_url, tmp_path, jobdir=False)
    proc = subprocess.Popen(cmd, cwd=ROOT, env=environment(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)
    held = None
    try:
        before = wait_for_items(tmp_path / "items.jsonl", 30, proc)
        held = lock(tmp_path / "store.sqlite3")
        assert before < 263
        assert wait_for_items(tmp_path / "items.jsonl", 263, proc) == 263  # every page, under the lock
        assert proc.poll() is None  # the crawl waits for its store
    finally:
        if held is not None:
            held.execute("ROLLBACK")
            held.close()
    _, log = proc.communicate(timeout=300)
    assert proc.returncode == 0 and "Traceback" not in log and not errors(log), log[-3000:]
    assert same_rows(tmp_path, slow_university_url, university_reference, university_url)


def test_a_store_locked_from_before_the_start_is_opened_once_it_frees(
        slow_university_url: str, university_url: str, university_reference: dict, tmp_path: Path) -> None:
    from webextract.store import Store

    Store(tmp_path / "store.sqlite3").close()
    held = lock(tmp_path / "store.sqlite3")
    cmd = command("university", slow_university_url, tmp_path, jobdir=False)
    proc = subprocess.Popen(cmd, cwd=ROOT, env=environment(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)
    try:
        assert wait_for_items(tmp_path / "items.jsonl", 263, proc) == 263
        assert proc.poll() is None
    finally:
        held.execute("ROLLBACK")
        held.close()
    _, log = proc.communicate(timeout=300)
    assert proc.returncode == 0 and "Traceback" not in log and not errors(log), log[-3000:]
    assert same_rows(tmp_path, slow_university_url, university_reference, university_url)


def test_a_store_that_could_not_be_opened_is_tried_again(tmp_path: Path, monkeypatch: Any) -> None:
    """The SQLite file is locked longer than a write waits for it: the store is not open,
    its rows wait, and the next try opens it and writes every row."""
    from scrapy.utils.test import get_crawler

    import webextract.store.sqlite as sqlite_store
    from test_store_pipeline import committed, items
    from webextract.scrapy_project.pipelines.store import StorePipeline
    from webextract.store import Store

    monkeypatch.setattr(sqlite_store, "BUSY_TIMEOUT", 0.2)
    path = tmp_path / "store.sqlite3"
    Store(path).close()
    held = lock(path)
    crawler = get_crawler(settings_dict={"WEBEXTRACT_STORE": str(path), "WEBEXTRACT_RELATION_ITEMS": True})
    crawler.stats.open_spider()
    pipe = StorePipeline.from_crawler(crawler)
    pipe.open_spider()
    assert pipe.store is None and crawler.stats.get_value("webextract/store/error") == 1
    rows = items()
    for item in rows:
        pipe.process_item(item)
    assert pipe.unwritten() == len(rows)
    held.execute("ROLLBACK")
    held.close()
    pipe.close_spider()
    assert committed(path, "faculty") == 4 and committed(path, "relations") == 5
    assert crawler.stats.get_value("webextract/store/new") == len(rows)
    assert not getattr(crawler, "_webextract_losses", [])


# --------------------------------------------------------------------------- full disks
def per_kind_feeds(folder: Path) -> dict[str, list[str]]:
    """The lines of each default feed (every JSON line whole)."""
    out = {}
    for path in sorted(folder.glob("university/*")):
        lines = path.read_text(encoding="utf-8").splitlines()
        if path.suffix == ".jsonl":
            for line in lines:
                json.loads(line)
        out[path.name] = lines
    return out


def default_feeds_command(url: str, work: Path, folder: Path, jobdir: bool = True) -> list[str]:
    """The crawl command writing the default per-kind feeds to ``folder`` (no ``-o``)."""
    cmd = command("university", url, work, jobdir=jobdir)
    del cmd[cmd.index("-o"):cmd.index("-o") + 2]
    cmd[cmd.index("WEBEXTRACT_FEED_DIR=")] = f"WEBEXTRACT_FEED_DIR={folder}"
    return cmd


def test_default_feeds_on_a_full_disk(university_url: str, tmpfs: Any, tmp_path: Path) -> None:
    reference = tmp_path / "reference"
    reference.mkdir()
    done = crawl(default_feeds_command(university_url, reference, reference, jobdir=False))
    assert done.returncode == 0, done.stderr[-3000:]
    disk = tmpfs("feeds", "64k")
    cmd = default_feeds_command(university_url, tmp_path, disk.path)
    proc = crawl(cmd)
    line = incomplete(proc, "feed_full", tmp_path / "job")
    assert "is full ([Errno 28] No space left on device)" in line
    partial = per_kind_feeds(disk.path)  # no torn line
    expected = per_kind_feeds(reference)
    assert all(set(lines) <= set(expected[name]) for name, lines in partial.items())
    assert partial != expected
    disk.grow()
    again = crawl(cmd)
    assert again.returncode == 0 and not errors(again.stderr), again.stderr[-3000:]
    complete = per_kind_feeds(disk.path)
    assert {n: sorted(v) for n, v in complete.items()} == {n: sorted(v) for n, v in expected.items()}


def test_an_appended_feed_on_a_full_disk(university_url: str, university_reference: dict, tmpfs: Any,
                                         tmp_path: Path) -> None:
    disk = tmpfs("feed", "32k")
    cmd = command("university", university_url, tmp_path)
    cmd[cmd.index("-o") + 1] = str(disk.path / "items.jsonl")
    line = incomplete(crawl(cmd), "feed_full", tmp_path / "job")
    assert f"the disk of feed {disk.path / 'items.jsonl'} is full ([Errno 28] No space left on device)" in line
    shutil.copy(disk.path / "items.jsonl", tmp_path / "items.jsonl")
    partial = feed(tmp_path)  # no torn line
    assert 0 < len(partial) < 263 and set(partial) <= set(university_reference["items"])
    disk.grow()
    again = crawl(cmd)
    assert again.returncode == 0 and not errors(again.stderr), again.stderr[-3000:]
    shutil.copy(disk.path / "items.jsonl", tmp_path / "items.jsonl")
    exactly_once(feed(tmp_path), university_reference["items"])


def test_a_jobdir_on_a_full_disk(university_url: str, university_reference: dict, tmpfs: Any,
                                 tmp_path: Path) -> None:
    disk = tmpfs("job", "128k")
    cmd = command("university", university_url, tmp_path)
    line = incomplete(crawl(cmd), "jobdir_full", disk.path)
    assert f"JOBDIR {disk.path} is full" in line and "No space left on device" in line
    assert 0 < len(feed(tmp_path)) < 263
    disk.grow()
    again = crawl(cmd)
    assert again.returncode == 0 and not errors(again.stderr), again.stderr[-3000:]
    exactly_once(feed(tmp_path), university_reference["items"])
    assert store_rows(tmp_path) == university_reference["rows"]


# --------------------------------------------------------------------------- refusals, journals, seeds
def test_another_jobs_jobdir_with_postgres_down_is_one_line(university_url: str, tmp_path: Path) -> None:
    (tmp_path / "job" / "webextract").mkdir(parents=True)
    (tmp_path / "job" / "webextract" / "job.json").write_text(
        json.dumps({"spider": "university", "seeds": ["https://www.example.edu/"]}))
    proc = crawl(command("university", university_url, tmp_path,
                         "-s", "WEBEXTRACT_STORE=postgresql://webextract@127.0.0.1:9/nodb"))
    refused(proc, f"JOBDIR {tmp_path / 'job'} holds a crawl of spider 'university' from seeds "
                  "https://www.example.edu/")
    assert not (tmp_path / "items.jsonl").exists()


def test_a_damaged_journal_tail_is_a_warning_and_the_job_completes(
        university_url: str, university_reference: dict, tmp_path: Path) -> None:
    cmd = command("university", university_url, tmp_path)
    assert stop_after(cmd, tmp_path, 50, signal.SIGKILL)
    journal = tmp_path / "job" / "webextract" / "pages.journal"
    with open(journal, "ab") as f:
        f.write(b"\x00\x00\x10\x00garbage after a kill")
    proc = crawl(cmd)
    assert proc.returncode == 0, proc.stderr[-3000:]
    warning = [line for line in proc.stderr.splitlines() if " WARNING: journal " in line]
    assert len(warning) == 1 and f"journal {journal}: a damaged tail of 24 bytes after its" in warning[0]
    assert re.search(r"after its \d+ good records was dropped", warning[0])
    exactly_once(feed(tmp_path), university_reference["items"])


def test_a_seed_with_and_without_its_trailing_slash_is_one_job(university_url: str, university_reference: dict,
                                                               tmp_path: Path) -> None:
    assert university_url.endswith("/")
    assert crawl(command("university", university_url, tmp_path)).returncode == 0
    proc = crawl(command("university", university_url.rstrip("/"), tmp_path))
    assert proc.returncode == 0 and not errors(proc.stderr), proc.stderr[-3000:]
    assert "'webextract/resume/feed_skipped': 263" in proc.stderr
    exactly_once(feed(tmp_path), university_reference["items"])


# --------------------------------------------------------------------------- bad input
def test_a_store_url_with_a_wrong_password(postgres: Any, university_url: str, tmp_path: Path) -> None:
    import psycopg

    with psycopg.connect(f"{postgres.url}/postgres", autocommit=True) as db:
        db.execute("CREATE ROLE guarded LOGIN PASSWORD 'right'")
        hba = db.execute("SHOW hba_file").fetchone()[0]
        rules = Path(hba).read_text()
        Path(hba).write_text("host all guarded 127.0.0.1/32 scram-sha-256\n" + rules)
        db.execute("SELECT pg_reload_conf()")
    time.sleep(0.5)  # the server reads its rules again
    url = f"postgresql://guarded:wrong@127.0.0.1:{postgres.port}/postgres"
    proc = crawl(command("university", university_url, tmp_path, "-s", f"WEBEXTRACT_STORE={url}"))
    refused(proc, f"WEBEXTRACT_STORE: cannot connect to PostgreSQL at postgresql://guarded:***@127.0.0.1:"
                  f"{postgres.port}/postgres")
    line = errors(proc.stderr)[0]
    assert "password authentication failed" in line and "guarded:wrong@" not in line


def test_a_store_path_in_a_folder_that_does_not_exist(university_url: str, tmp_path: Path) -> None:
    store = tmp_path / "no-such-folder" / "store.sqlite3"
    proc = crawl(command("university", university_url, tmp_path, "-s", f"WEBEXTRACT_STORE={store}"))
    refused(proc, f"WEBEXTRACT_STORE: the folder of {store} does not exist")
    assert not store.parent.exists()


def test_a_read_only_feed_folder(university_url: str, tmp_path: Path) -> None:
    folder = tmp_path / "read-only"
    folder.mkdir()
    if os.geteuid() == 0:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", str(folder)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            missing(f"cannot mount a read-only tmpfs: {done.stderr.strip()}")
    else:
        folder.chmod(0o555)
    try:
        cmd = command("university", university_url, tmp_path)
        cmd[cmd.index("-o") + 1] = str(folder / "items.jsonl")
        proc = crawl(cmd)
        refused(proc, f"feed {folder / 'items.jsonl'}: folder {folder} cannot be written")
    finally:
        if os.geteuid() == 0:
            subprocess.run(["umount", str(folder)], capture_output=True)
        else:
            folder.chmod(0o755)


def test_a_jobdir_that_is_a_file(university_url: str, tmp_path: Path) -> None:
    (tmp_path / "job").write_text("not a folder")
    proc = crawl(command("university", university_url, tmp_path))
    refused(proc, f"JOBDIR: {tmp_path / 'job'} is a file, not a folder")


def test_a_store_file_that_is_no_database(university_url: str, tmp_path: Path) -> None:
    bad = tmp_path / "store.sqlite3"
    bad.write_bytes(b"this is no SQLite database, just text " * 100)
    proc = crawl(command("university", university_url, tmp_path))
    refused(proc, f"WEBEXTRACT_STORE: {bad} is no SQLite database")


def test_an_unknown_way_of_sharing_a_crawl(university_url: str, tmp_path: Path) -> None:
    proc = crawl(command("university", university_url, tmp_path, "-s", "WEBEXTRACT_SHARE_BY=host"))
    refused(proc, "WEBEXTRACT_SHARE_BY must be 'site' or 'page', got 'host'")


def test_webextract_demo_exits_non_zero_when_its_crawl_fails(tmp_path: Path) -> None:
    """``webextract demo`` runs ``scrapy crawl``: a crawl that does not end complete (here
    refused: the store in the output folder is no database) makes it exit non-zero."""
    (tmp_path / "webextract.sqlite3").write_bytes(b"no database " * 100)
    proc = subprocess.run([sys.executable, "-m", "webextract.cli", "demo", "--site", "university", "--out", str(tmp_path)],
                          cwd=tmp_path, env=environment(), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    assert len(errors(proc.stderr)) == 1 and "is no SQLite database" in proc.stderr
    assert "the university crawl failed (exit 2)" in proc.stderr
