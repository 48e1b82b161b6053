"""Resume exactly once: crawls of the bundled sites, served with a delay per response,
stopped by SIGTERM, SIGINT or SIGKILL early, in the middle and during the last unit, then
started again with the same command; the appended feed and the store must end equal to an
uninterrupted crawl's, with no item lost and none twice (webextract/scrapy_project/jobdir/)."""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any, Iterator

import pytest

from webextract.scrapy_project import settings as project_settings
from webextract.store.joblog import KeyLog, PageJournal, RecordLog, count_records

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "webextract" / "demo"
#: Seconds the demo server waits before each answer (a network's latency).
DELAY = "0.05"


#: The demo servers :func:`serve` runs, by base URL (tests/test_distributed.py pauses one).
SERVERS: dict[str, subprocess.Popen] = {}


def serve(folder: Path) -> Iterator[str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "webextract.demo.server", str(folder), "--port", "0", "--delay", DELAY],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    url = ""
    try:
        url = proc.stdout.readline().strip().split(" on ", 1)[1]
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url)
        SERVERS[url] = proc
        yield url
    finally:
        SERVERS.pop(url, None)
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture(scope="module")
def university_url() -> Iterator[str]:
    yield from serve(DEMO / "university")


@pytest.fixture(scope="module")
def news_url() -> Iterator[str]:
    yield from serve(DEMO / "news")


def command(spider: str, url: str, work: Path, *extra: str, jobdir: bool = True) -> list[str]:
    """The crawl command a user runs: the seed, an appended feed (-o), the store, JOBDIR."""
    cmd = [sys.executable, "-m", "scrapy", "crawl", spider, "-a", f"seed={url}",
           "-o", str(work / "items.jsonl"), "-s", f"WEBEXTRACT_STORE={work / 'store.sqlite3'}",
           "-s", "WEBEXTRACT_FEED_DIR=", "-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False",
           "-s", "LOG_LEVEL=INFO", *extra]
    if jobdir:
        cmd += ["-s", f"JOBDIR={work / 'job'}"]
    return cmd


def environment() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))


def run(cmd: list[str]) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(cmd, cwd=ROOT, env=environment(), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc


def stop_after(cmd: list[str], work: Path, pages: int, sig: int) -> bool:
    """Run the crawl until its job folder has journaled ``pages`` pages (and at least one
    page in this run), when the crawl sends itself ``sig`` (tests/signal_after.py: the stop
    lands at that page however loaded the machine is); wait for it to end.  False when the
    crawl ended before that page."""
    journal = work / "job" / "webextract" / "pages.journal"
    pages = max(pages, count_records(journal) + 1)
    extensions = json.dumps({**project_settings.EXTENSIONS, "tests.signal_after.SignalAfterPages": 1000})
    cmd = [*cmd, "-s", f"EXTENSIONS={extensions}", "-s", f"TEST_SIGNAL_AFTER_PAGES={pages}",
           "-s", f"TEST_SIGNAL={int(sig)}"]
    proc = subprocess.run(cmd, cwd=ROOT, env=environment(), stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, timeout=180)
    if count_records(journal) < pages:
        assert proc.returncode == 0, proc.stderr[-3000:]
        return False
    if sig == signal.SIGKILL:
        assert proc.returncode == -signal.SIGKILL, proc.stderr[-3000:]
    else:
        assert "shutting down gracefully" in proc.stderr, proc.stderr[-3000:]
    return True


def feed(work: Path) -> list[str]:
    """The feed's lines, each a whole JSON object (a torn line fails here)."""
    if not (work / "items.jsonl").exists():
        return []
    lines = (work / "items.jsonl").read_text(encoding="utf-8").splitlines()
    for line in lines:
        json.loads(line)
    return lines


def store_rows(work: Path) -> dict[str, list[tuple[Any, ...]]]:
    """The store's rows without the times and run or row numbers they were written with."""
    db = sqlite3.connect(work / "store.sqlite3")
    try:
        rows = {}
        for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type='table'"):
            cols = [c[1] for c in db.execute(f"PRAGMA table_info({table})")
                    if c[1] not in ("first_seen", "last_seen", "last_changed", "at", "id", "run")]
            rows[table] = sorted(db.execute(f"SELECT {', '.join(cols)} FROM {table}").fetchall(), key=repr)
        return rows
    finally:
        db.close()


@pytest.fixture(scope="module")
def university_reference(university_url: str, tmp_path_factory: Any) -> dict[str, Any]:
    """An uninterrupted crawl (no JOBDIR) of the bundled university."""
    work = tmp_path_factory.mktemp("reference-university")
    run(command("university", university_url, work, jobdir=False))
    return {"items": feed(work), "rows": store_rows(work)}


@pytest.fixture(scope="module")
def news_reference(news_url: str, tmp_path_factory: Any) -> list[str]:
    work = tmp_path_factory.mktemp("reference-news")
    run(command("news", news_url, work, jobdir=False))
    return feed(work)


def exactly_once(items: list[str], reference: list[str]) -> None:
    counts = Counter(items)
    twice = [line for line, n in counts.items() if n > 1]
    assert not twice, f"{len(twice)} items written more than once, e.g. {twice[0]}"
    assert set(items) == set(reference), (
        f"lost {len(set(reference) - set(items))}, unexpected {len(set(items) - set(reference))}")


# The bundled university: 99 pages (robots.txt included) and 263 items.  Stops early (3
# pages journaled), in the middle (50) and during the last unit (93); each run is stopped
# in turn, then one runs to the end.
UNIVERSITY_STOPS = (3, 50, 93)
NEWS_STOPS = (2, 7, 12)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL, signal.SIGINT],
                         ids=["SIGTERM", "SIGKILL", "SIGINT"])
def test_university_crawl_resumes_exactly_once(sig: int, university_url: str, university_reference: dict,
                                               tmp_path: Path) -> None:
    cmd = command("university", university_url, tmp_path)
    for pages in UNIVERSITY_STOPS:
        assert stop_after(cmd, tmp_path, pages, sig)
        partial = feed(tmp_path)  # so far: no item twice, none that should not be there
        assert len(partial) == len(set(partial)) and set(partial) <= set(university_reference["items"])
    log = run(cmd).stderr
    assert "pages journaled are answered from it" in log
    exactly_once(feed(tmp_path), university_reference["items"])
    assert len(university_reference["items"]) == 263
    assert store_rows(tmp_path) == university_reference["rows"]


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_news_crawl_resumes_exactly_once(sig: int, news_url: str, news_reference: list[str],
                                         tmp_path: Path) -> None:
    cmd = command("news", news_url, tmp_path)
    stopped = [stop_after(cmd, tmp_path, pages, sig) for pages in NEWS_STOPS]
    assert stopped[:2] == [True, True]
    run(cmd)
    exactly_once(feed(tmp_path), news_reference)
    assert len(news_reference) == 6


def test_news_article_budget_survives_kills(news_url: str, news_reference: list[str], tmp_path: Path) -> None:
    """With ``max_articles=3`` a crawl killed twice ends with three articles, each once."""
    cmd = command("news", news_url, tmp_path, "-a", "max_articles=3")
    stopped = [stop_after(cmd, tmp_path, pages, signal.SIGKILL) for pages in (3, 5)]
    assert stopped[0]  # the second stop may come after the end of this small crawl
    run(cmd)
    items = feed(tmp_path)
    assert len(items) == len(set(items)) == 3
    urls = {json.loads(line)["url"] for line in news_reference}
    assert {json.loads(line)["url"] for line in items} <= urls


def test_an_appended_csv_feed_resumes_exactly_once(university_url: str, tmp_path: Path) -> None:
    """A CSV feed: one header row, and the resumed rows keep its columns (Scrapy would take
    the columns of the resumed run's first item)."""
    def csv_command(work: Path, jobdir: bool) -> list[str]:
        cmd = command("university", university_url, work, jobdir=jobdir)
        cmd[cmd.index("-o") + 1] = str(work / "items.csv")
        return cmd

    reference = tmp_path / "reference"
    reference.mkdir()
    run(csv_command(reference, jobdir=False))
    cmd = csv_command(tmp_path, jobdir=True)
    for pages in (20, 60):
        assert stop_after(cmd, tmp_path, pages, signal.SIGKILL)
    run(cmd)
    rows = (tmp_path / "items.csv").read_text(encoding="utf-8").splitlines()
    expected = (reference / "items.csv").read_text(encoding="utf-8").splitlines()
    assert rows[0] == expected[0] and rows.count(rows[0]) == 1
    assert len(rows) == len(set(rows)) and sorted(rows) == sorted(expected)


def test_a_finished_job_run_again_writes_nothing_twice(university_url: str, university_reference: dict,
                                                       tmp_path: Path) -> None:
    cmd = command("university", university_url, tmp_path)
    run(cmd)
    log = run(cmd).stderr
    assert "'webextract/resume/feed_skipped': 263" in log
    assert "webextract/resume/pages_journaled" not in log  # every page came from the journal
    exactly_once(feed(tmp_path), university_reference["items"])


def test_a_jobdir_of_another_spider_or_seed_is_refused(university_url: str, news_url: str,
                                                        tmp_path: Path) -> None:
    (tmp_path / "job" / "webextract").mkdir(parents=True)
    (tmp_path / "job" / "webextract" / "job.json").write_text(
        json.dumps({"spider": "university", "seeds": ["https://www.example.edu/"]}))
    for spider, url in (("university", university_url), ("news", news_url)):
        proc = subprocess.run(command(spider, url, tmp_path), cwd=ROOT, env=environment(),
                              capture_output=True, text=True, timeout=120)
        assert proc.returncode != 0
        assert (f"JOBDIR {tmp_path / 'job'} holds a crawl of spider 'university' from seeds "
                f"https://www.example.edu/; this crawl is spider '{spider}' from seeds {url}") in proc.stderr
    assert not (tmp_path / "items.jsonl").exists()


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full to fill a disk")
def test_a_full_jobdir_is_a_clear_error_and_stays_resumable(university_url: str, university_reference: dict,
                                                            tmp_path: Path) -> None:
    """The page journal on a full disk (a link to /dev/full): the crawl stops with an error
    naming JOBDIR; once there is room the same command completes the crawl exactly once."""
    cmd = command("university", university_url, tmp_path)
    folder = tmp_path / "job" / "webextract"
    folder.mkdir(parents=True)
    (folder / "pages.journal").symlink_to("/dev/full")
    log = subprocess.run(cmd, cwd=ROOT, env=environment(), capture_output=True, text=True, timeout=120).stderr
    assert re.search(r"ERROR: JOBDIR \S+ is full: .*No space left on device.*run the same command again", log)
    assert "'finish_reason': 'jobdir_full'" in log
    (folder / "pages.journal").unlink()
    run(cmd)
    exactly_once(feed(tmp_path), university_reference["items"])


# --------------------------------------------------------------------------- journals
def test_record_log_cuts_a_torn_tail(tmp_path: Path) -> None:
    path = tmp_path / "log"
    log = RecordLog(path)
    assert [log.append(p) for p in (b"one", b"two")] == [0, 11]
    log.close()
    with open(path, "ab") as f:
        f.write(b"\x00\x00\x00\x09\x00\x00")  # a record header cut short by a kill
    assert count_records(path) == 2
    log = RecordLog(path)
    assert [p for _, p in log.records()] == [b"one", b"two"]
    assert log.append(b"three") == 22
    assert log.read(22) == b"three"
    log.close()
    with open(path, "r+b") as f:  # a flipped byte in the last record: it is dropped
        f.seek(-1, os.SEEK_END)
        f.write(b"X")
    assert [p for _, p in RecordLog(path).records()] == [b"one", b"two"]


def test_page_journal_round_trip(tmp_path: Path) -> None:
    journal = PageJournal(tmp_path / "pages")
    journal.add("k1", "http://a/", 200, {"Content-Type": ["text/html"]}, b"<html>\n\xff</html>")
    journal.close()
    again = PageJournal(tmp_path / "pages")
    assert "k1" in again and len(again) == 1
    assert again.get("k1") == ("http://a/", 200, {"Content-Type": ["text/html"]}, b"<html>\n\xff</html>")


def test_key_log_cuts_a_torn_line(tmp_path: Path) -> None:
    path = tmp_path / "keys"
    log = KeyLog(path)
    log.append(10, "a")
    log.append(20, "b")
    log.close()
    with open(path, "ab") as f:
        f.write(b"30 c")  # killed before the newline
    log = KeyLog(path)
    assert log.entries == [(10, "a"), (20, "b")]
    log.append(40, "d")
    log.close()
    assert path.read_text() == "10 a\n20 b\n40 d\n"
