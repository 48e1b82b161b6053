"""Scheduled jobs: the university crawl deployed to a real scrapyd and scheduled per seed.

A scrapyd process is started on 127.0.0.1 (a free port) with its own configuration, eggs,
logs, items and queue folders in a temporary directory and without this checkout on its
``PYTHONPATH``, so its jobs import webextract from the egg ``scrapyd-deploy`` builds (the
dictionaries read from inside the zip).  The egg is deployed with ``scrapyd-deploy env``
(``SCRAPYD_URL`` names the server), the bundled demo university is served on 127.0.0.1 and
scheduled with ``webextract schedule``; the job's items must equal a direct crawl's.  A
second test restarts scrapyd while a job runs.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

import needs

from served import served
from webextract.demo.server import make_server
from webextract_testkit import free_port

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "webextract" / "demo" / "university"
#: Settings of both the scheduled and the direct crawl (no politeness delay on loopback).
SETTINGS = ("DOWNLOAD_DELAY=0", "AUTOTHROTTLE_ENABLED=False", "LOG_LEVEL=INFO", "WEBEXTRACT_FEED_DIR=")

try:
    import scrapyd  # noqa: F401
    import scrapyd_client  # noqa: F401
    HAVE_SCRAPYD = True
except ImportError:  # pragma: no cover - depends on the machine
    HAVE_SCRAPYD = False

if not HAVE_SCRAPYD:
    needs.missing("scrapyd / scrapyd-client not installed (pip install -e '.[test]')")


#: scrapyd's user name and password (its basic authentication), as deployments set them.
USER, PASSWORD = "crawler", "s3cret"


def get_json(url: str) -> dict[str, Any]:
    token = base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode()
    request = urllib.request.Request(url, headers={"Authorization": f"Basic {token}"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


class Scrapyd:
    """A scrapyd process with its own folder; ``start``/``stop`` keep its queue and eggs."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.login_url = f"http://{USER}:{PASSWORD}@127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None
        (folder / "scrapyd.conf").write_text(
            "[scrapyd]\n"
            "bind_address = 127.0.0.1\n"
            f"http_port = {self.port}\n"
            f"eggs_dir = {folder / 'eggs'}\n"
            f"logs_dir = {folder / 'logs'}\n"
            f"items_dir = {folder / 'items'}\n"
            f"dbs_dir = {folder / 'dbs'}\n"
            f"username = {USER}\n"
            f"password = {PASSWORD}\n"
            "max_proc = 1\n"
            "poll_interval = 0.2\n", encoding="utf-8")
        # The jobs must import webextract from the egg, not from this checkout.
        self.env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SCRAPY_SETTINGS_MODULE")}
        # Its own temporary folder: where the egg's dictionaries are unpacked.
        self.tmp = folder / "tmp"
        self.tmp.mkdir()
        self.env["TMPDIR"] = str(self.tmp)

    def start(self) -> None:
        log = (self.folder / "scrapyd.log").open("ab")
        self.proc = subprocess.Popen([sys.executable, "-m", "scrapyd"], cwd=self.folder, env=self.env,
                                     stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"scrapyd exited: {(self.folder / 'scrapyd.log').read_text()[-3000:]}")
            try:
                if get_json(f"{self.url}/daemonstatus.json").get("status") == "ok":
                    return
            except OSError:
                time.sleep(0.2)
        raise AssertionError("scrapyd did not answer within 60 s")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None

    def jobs(self) -> dict[str, Any]:
        return get_json(f"{self.url}/listjobs.json?project=webextract")

    def wait_finished(self, job: str, timeout: float = 240) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for entry in self.jobs().get("finished", []):
                if entry["id"] == job:
                    return entry
            time.sleep(0.5)
        raise AssertionError(f"job {job} did not finish: {self.jobs()}\n{self.job_log(job)[-3000:]}")

    def job_log(self, job: str) -> str:
        path = self.folder / "logs" / "webextract" / "university" / f"{job}.log"
        return path.read_text(encoding="utf-8", errors="replace") if path.exists() else "(no log)"

    def items(self, job: str) -> list[str]:
        path = self.folder / "items" / "webextract" / "university" / f"{job}.jl"
        return sorted(path.read_text(encoding="utf-8").splitlines())


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Scrapyd]:
    folder = tmp_path_factory.mktemp("scrapyd")
    daemon = Scrapyd(folder)
    daemon.start()
    try:
        deploy = subprocess.run(
            [sys.executable, "-m", "scrapyd_client.deploy", "env", "-p", "webextract", "-v", "1"],
            cwd=ROOT, env=dict(os.environ, SCRAPYD_URL=daemon.login_url), capture_output=True, text=True, timeout=300)
        assert deploy.returncode == 0, deploy.stdout + deploy.stderr
        answer = json.loads(deploy.stdout.strip().splitlines()[-1])
        assert answer["status"] == "ok", answer
        spiders = get_json(f"{daemon.url}/listspiders.json?project=webextract")
        assert {"news", "university"} <= set(spiders["spiders"])
        yield daemon
    finally:
        daemon.stop()
        shutil.rmtree(ROOT / "build", ignore_errors=True)


@pytest.fixture()
def site(request) -> Iterator[str]:
    yield from served(make_server(SITE, delay=getattr(request, "param", 0.0)))


def _alive(pid: int) -> bool:
    """True while process ``pid`` runs (a zombie left unreaped counts as ended)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    return "\nState:\tZ" not in status


def schedule(daemon: Scrapyd, seeds: Path, *settings: str) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "webextract.cli", "schedule", str(seeds), "--spider", "university",
           "--scrapyd", daemon.login_url]
    for setting in settings:
        cmd += ["-s", setting]
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=60)


def direct_crawl(url: str, work: Path) -> list[str]:
    out = work / "direct.jsonl"
    cmd = [sys.executable, "-m", "scrapy", "crawl", "university", "-a", f"seed={url}", "-O", str(out),
           "-s", f"WEBEXTRACT_STORE={work / 'direct.sqlite3'}"]
    for setting in SETTINGS:
        cmd += ["-s", setting]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return sorted(out.read_text(encoding="utf-8").splitlines())


def test_scheduled_job_equals_direct_crawl(server: Scrapyd, site: str, tmp_path: Path) -> None:
    seeds = tmp_path / "seeds.txt"
    seeds.write_text(f"# the demo university\n\n{site}\n{site}  # again\nhttp://exa mple.edu/\nftp://x.org/\n",
                     encoding="utf-8")
    done = schedule(server, seeds, f"WEBEXTRACT_STORE={tmp_path / 'job.sqlite3'}", *SETTINGS)
    assert done.returncode == 1, done.stderr  # lines were skipped
    assert "1 jobs scheduled, 3 lines skipped, 0 refused" in done.stderr
    assert f"{seeds}:4: '{site}' skipped: duplicate of line 3" in done.stderr
    assert "'http://exa mple.edu/' skipped: contains spaces" in done.stderr
    assert "'ftp://x.org/' skipped: not an http(s) URL" in done.stderr
    (line,) = done.stdout.splitlines()
    job, seed = line.split("\t")
    assert seed == site
    entry = server.wait_finished(job)
    log = server.job_log(job)
    assert "'finish_reason': 'finished'" in log, log[-3000:]
    assert "Traceback" not in log, log[-3000:]
    # webextract ran from the zipped egg: its dictionaries were unpacked from it
    assert [p.name for p in server.tmp.glob("webextract-data-*/colleges.txt")], log[-3000:]
    scheduled = server.items(job)
    assert len(scheduled) > 100 and entry["spider"] == "university"
    assert scheduled == direct_crawl(site, tmp_path)


def test_schedule_reports_unreachable_scrapyd(tmp_path: Path) -> None:
    seeds = tmp_path / "seeds.txt"
    seeds.write_text("https://www.example.edu/\n", encoding="utf-8")
    cmd = [sys.executable, "-m", "webextract.cli", "schedule", str(seeds), "--spider", "university",
           "--scrapyd", f"http://127.0.0.1:{free_port()}"]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "cannot be reached" in done.stderr and done.stdout == ""


@pytest.mark.parametrize("site", [0.05], indirect=True)
def test_scrapyd_restart_during_a_job(server: Scrapyd, site: str, tmp_path: Path) -> None:
    """scrapyd stopped and started again while a job runs: the running crawl is a process of
    its own and finishes its feed (scrapyd no longer lists it), and the jobs still waiting
    in scrapyd's queue (a SQLite database in dbs_dir) run after the restart."""
    other = site.replace("127.0.0.1", "localhost")
    seeds = tmp_path / "seeds.txt"
    seeds.write_text(f"{site}\n{other}\n", encoding="utf-8")
    done = schedule(server, seeds, f"WEBEXTRACT_STORE={tmp_path / 'job.sqlite3'}", *SETTINGS)
    assert done.returncode == 0, done.stderr
    (first, _), (second, _) = (line.split("\t") for line in done.stdout.splitlines())
    deadline = time.monotonic() + 60
    while not any(j["id"] == first for j in server.jobs().get("running", [])):
        assert time.monotonic() < deadline, server.jobs()
        time.sleep(0.1)
    pid = next(j["pid"] for j in server.jobs()["running"] if j["id"] == first)
    server.stop()
    server.start()
    listed = server.jobs()
    assert first not in {j["id"] for state in ("pending", "running", "finished") for j in listed.get(state, [])}
    server.wait_finished(second)
    # the first crawl ran on as a process of its own and completed its feed
    deadline = time.monotonic() + 240
    while _alive(pid):
        assert time.monotonic() < deadline, "the orphaned crawl did not end"
        time.sleep(0.2)
    assert "'finish_reason': 'finished'" in server.job_log(first)
    assert server.items(first) == direct_crawl(site, tmp_path)
    assert len(server.items(second)) == len(server.items(first))


def test_schedule_reports_refused_jobs(server: Scrapyd, tmp_path: Path) -> None:
    seeds = tmp_path / "seeds.txt"
    seeds.write_text("https://www.example.edu/\n", encoding="utf-8")
    cmd = [sys.executable, "-m", "webextract.cli", "schedule", str(seeds), "--spider", "no-such-spider",
           "--scrapyd", server.url]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""  # no user name and password
    assert f"scrapyd at {server.url} wants a user name and password (HTTP 401)" in done.stderr
    login = dict(os.environ, SCRAPYD_USERNAME=USER, SCRAPYD_PASSWORD=PASSWORD)
    done = subprocess.run(cmd, cwd=ROOT, env=login, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and done.stdout == ""
    assert "https://www.example.edu/: scrapyd refused the job" in done.stderr
    assert "0 jobs scheduled, 0 lines skipped, 1 refused" in done.stderr
