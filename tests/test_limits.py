"""Politeness and limits: a server that never answers, one that trickles, a gzip bomb and
50 MB pages cost a bounded time and are cut off, not parsed; the user agent names the
project and the crawl's contact.  A small server on 127.0.0.1 misbehaves on purpose."""

from __future__ import annotations

import gzip
import json
import os
import re
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Iterator

import pytest
from scrapy.http import Request
from scrapy.utils.test import get_crawler

from webextract.scrapy_project import settings as project
from webextract.scrapy_project.middlewares import ContactUserAgentMiddleware

ROOT = Path(__file__).resolve().parents[1]
STOP = threading.Event()
#: 64 MiB of spaces, gzip-compressed to about 64 KiB.
BOMB = gzip.compress(b"<html><body><p>" + b" " * (64 << 20), 6)
PAGE = (b"<html><head><title>A page</title></head><body><h1>A page</h1><p>"
        + b"Some words of text. " * 60 + b"</p></body></html>")
SEEN: list[dict[str, str]] = []


class BadHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args: Any) -> None:
        pass

    def _head(self, status: int, length: int | None, **headers: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        if length is not None:
            self.send_header("Content-Length", str(length))
        for key, value in headers.items():
            self.send_header(key.replace("_", "-"), value)
        self.end_headers()

    def do_GET(self) -> None:  # noqa: N802
        SEEN.append({"path": self.path, "ua": self.headers.get("User-Agent", ""),
                     "from": self.headers.get("From", "")})
        path = self.path
        try:
            if path == "/stall":  # accepts, never answers
                STOP.wait(600)
            elif path == "/trickle":  # one byte every 0.2 s of a 100 kB page
                self._head(200, 100_000)
                while not STOP.wait(0.2):
                    self.wfile.write(b"a")
                    self.wfile.flush()
            elif path == "/bomb":
                self._head(200, len(BOMB), Content_Encoding="gzip")
                self.wfile.write(BOMB)
            elif path in ("/big", "/big-unannounced"):  # 50 MB, with and without Content-Length
                self._head(200, 50 << 20 if path == "/big" else None, **(
                    {} if path == "/big" else {"Connection": "close"}))
                chunk = b"<p>" + b"x" * 65529 + b"</p>"
                for _ in range(800):
                    self.wfile.write(chunk)
                self.close_connection = True
            elif path == "/ok":
                self._head(200, len(PAGE))
                self.wfile.write(PAGE)
            else:
                self._head(404, 0)
        except OSError:  # the crawler hung up: what it should do
            self.close_connection = True


@pytest.fixture(scope="module")
def bad_site() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), BadHandler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        STOP.set()
        server.shutdown()
        server.server_close()


def crawl(seeds: list[str], work: Path, *settings: str) -> tuple[list[dict[str, Any]], dict[str, Any], str]:
    out = work / "items.jsonl"
    cmd = [sys.executable, "-m", "scrapy", "crawl", "news", "-a", "seeds=" + ",".join(seeds),
           "-O", str(out), "-s", "WEBEXTRACT_FEED_DIR=", "-s", "DOWNLOAD_DELAY=0",
           "-s", "AUTOTHROTTLE_ENABLED=False"]
    for setting in settings:
        cmd += ["-s", setting]
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    block = proc.stderr[proc.stderr.rfind("Dumping Scrapy stats"):]
    stats = {k: float(v) for k, v in re.findall(r"'([\w/.:-]+)': ([\d.]+)", block)}
    items = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    return items, stats, proc.stderr


def test_defaults_bound_a_silent_server_to_a_minute() -> None:
    assert project.DOWNLOAD_TIMEOUT * (project.RETRY_TIMES + 1) <= 60
    assert project.DNS_TIMEOUT <= project.DOWNLOAD_TIMEOUT
    assert project.DOWNLOAD_WARNSIZE < project.DOWNLOAD_MAXSIZE < 50 * 1024 * 1024
    assert project.ROBOTSTXT_OBEY and project.AUTOTHROTTLE_ENABLED
    assert project.CONCURRENT_REQUESTS_PER_DOMAIN <= 8


def test_bad_servers_are_cut_off_and_the_crawl_goes_on(bad_site: str, tmp_path: Path) -> None:
    SEEN.clear()
    seeds = [f"{bad_site}/{p}" for p in ("stall", "trickle", "bomb", "big", "big-unannounced", "ok")]
    _, stats, log = crawl(seeds, tmp_path, "DOWNLOAD_TIMEOUT=2", "WEBEXTRACT_CONTACT=ops@example.org")
    # the silent and the trickling server: each tried RETRY_TIMES + 1 times, then given up
    attempts = project.RETRY_TIMES + 1
    assert stats["downloader/exception_type_count/scrapy.exceptions.DownloadTimeoutError"] == 2 * attempts
    assert stats["retry/max_reached"] == 2
    assert stats["webextract/news/request_error/DownloadTimeoutError"] == 2
    # 50 MB announced or not: cancelled at DOWNLOAD_MAXSIZE; the bomb: refused while decompressing
    assert stats["downloader/exception_type_count/scrapy.exceptions.DownloadCancelledError"] == 2
    assert stats["webextract/news/request_error/DownloadCancelledError"] == 2
    assert stats["webextract/news/request_error/IgnoreRequest"] == 1
    assert "exceeded DOWNLOAD_MAXSIZE (10485760 B) during decompression" in log
    # only the good page was read; nothing near 50 MB was received
    assert stats["webextract/news/pages/home"] == 1
    assert stats["downloader/response_bytes"] < 2 * 1024 * 1024
    assert stats["elapsed_time_seconds"] < 2 * attempts * 2 + 30  # generous: a few timeouts, not minutes
    # robots.txt was asked first, with the user agent naming the project and the contact
    assert SEEN[0]["path"] == "/robots.txt"
    assert {s["ua"] for s in SEEN} == {"webextract/0.1 (+https://github.com/webextract/webextract; ops@example.org)"}
    assert {s["from"] for s in SEEN} == {"ops@example.org"}


@pytest.mark.parametrize("contact, agent, sender", [
    ("", "webextract/0.1 (+https://github.com/webextract/webextract)", None),
    ("ops@example.org", "webextract/0.1 (+https://github.com/webextract/webextract; ops@example.org)",
     b"ops@example.org"),
    ("https://example.org/crawler", "webextract/0.1 (+https://github.com/webextract/webextract; "
     "https://example.org/crawler)", None),
])
def test_user_agent_carries_the_contact(contact: str, agent: str, sender: bytes | None) -> None:
    crawler = get_crawler(settings_dict={"USER_AGENT": project.USER_AGENT, "WEBEXTRACT_CONTACT": contact})
    middleware = ContactUserAgentMiddleware.from_crawler(crawler)
    request = Request("https://www.example.edu/")
    middleware.process_request(request)
    assert request.headers[b"User-Agent"] == agent.encode()
    assert request.headers.get(b"From") == sender
    own = Request("https://www.example.edu/", headers={"User-Agent": "mine"})
    middleware.process_request(own)
    assert own.headers[b"User-Agent"] == b"mine"
