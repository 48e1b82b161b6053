"""A news site built to defeat a crawler, served on 127.0.0.1 for tests/test_news_faults.py.

Run ``python tests/fault_news_site.py --port 0``: prints ``Serving fault news site on
http://127.0.0.1:PORT/`` and serves until stopped.

* ``/``: the home page.  It links 20 articles (``/a/1`` ... ``/a/20``) with anchors that say
  nothing: "Read more" (1-7), "Article N" (8-14) and bare thumbnails (15-20); a section;
  a calendar; the faults below; an off-site link.
* ``/world/``: a section in three pages (``?page=2``, ``?page=3``, "Next" links); its later
  pages link ``/a/30`` and ``/a/31``, linked nowhere else.
* ``/a/N``: an article (title, byline, paragraphs, a caption, a pull quote, a related box and
  a comment thread); ``/a/7`` answers 500 once, then 200 (the recovered one); ``/a/12`` is
  Windows-1252 declared as UTF-8.
* Faults: ``/a/21`` always 500; ``/a/22`` resets the connection; ``/a/23`` stalls 60 s
  before answering; ``/a/24`` never answers; ``/loop`` redirects to itself; ``/a/25`` 404;
  ``/a/26`` a 50 MB body; ``/a/27`` a gzip bomb (200 MB of zeros); ``/a/28`` a PNG served as
  text/html; ``/a/29`` a PDF; ``/calendar/N`` links ``/calendar/N+1`` forever.

:func:`articles` gives the good articles' paths, titles and paragraphs (the answer key).
"""

from __future__ import annotations

import argparse
import gzip
import html
import random
import socket
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

GOOD = list(range(1, 21)) + [30, 31]
RECOVERED = 7
WRONG_CHARSET = 12

_SUBJECTS = ["The council", "Residents", "The regional authority", "Engineers", "Teachers",
             "The ministry", "Local traders", "Researchers", "The harbour board", "Volunteers"]
_VERBS = ["announced", "confirmed", "questioned", "welcomed", "criticised", "postponed",
          "approved", "reviewed", "described", "defended"]
_OBJECTS = ["a plan to rebuild the old bridge", "new rules for parking near schools",
            "the budget for the coming winter", "a proposal to extend the tram line",
            "the results of a two-year survey", "a scheme to plant ten thousand trees",
            "changes to the ferry timetable", "the cost of repairing flood defences",
            "a study of air quality in the centre", "plans for a new public library"]
_TAILS = ["on Tuesday", "after a long public meeting", "despite objections from neighbours",
          "in a statement published this morning", "following months of delay",
          "at a press conference in the town hall", "ahead of the spring elections"]


def article(n: int) -> dict:
    """Title, byline and paragraphs of article ``n`` (deterministic)."""
    rng = random.Random(n)
    title = f"{rng.choice(_SUBJECTS)} {rng.choice(_VERBS)} {rng.choice(_OBJECTS)} in district {n}"
    paragraphs = []
    for i in range(6):
        sentences = []
        for _ in range(3):
            sentences.append(f"{rng.choice(_SUBJECTS)} {rng.choice(_VERBS)} {rng.choice(_OBJECTS)} "
                             f"{rng.choice(_TAILS)}, number {n}.{i}.{len(sentences)}.")
        paragraphs.append(" ".join(sentences))
    if n == WRONG_CHARSET:
        paragraphs[0] = "“Café owners were pleased,” said the mayor. " + paragraphs[0]
    return {"path": f"/a/{n}", "title": title, "byline": f"By Reporter {n} · 2024-05-{n % 28 + 1:02d}",
            "paragraphs": paragraphs}


def articles() -> list[dict]:
    """The good articles of the site, in number order."""
    return [article(n) for n in GOOD]


_NAV = ('<header class="masthead"><a href="/">The Fault Line</a><nav class="menu"><ul>'
        '<li><a href="/">Home</a></li><li><a href="/world/">World</a></li>'
        '<li><a href="/calendar/1">Calendar</a></li><li><a href="/about/">About</a></li>'
        '</ul></nav></header>')
_FOOT = ('<footer class="site-footer"><p>&copy; 2024 The Fault Line. All rights reserved.</p>'
         '<a href="/privacy/">Privacy</a></footer>')


def page(title: str, body: str, charset: str = "utf-8") -> str:
    return (f'<!DOCTYPE html><html><head><meta charset="{charset}"><title>{html.escape(title)}'
            f' | The Fault Line</title></head><body>{_NAV}<main>{body}</main>{_FOOT}</body></html>')


def article_html(n: int) -> str:
    a = article(n)
    ps = [f"<p>{html.escape(p)}</p>" for p in a["paragraphs"]]
    body = (
        f'<article><h1>{html.escape(a["title"])}</h1><p class="byline">{a["byline"]}</p>'
        f'{ps[0]}{ps[1]}'
        f'<figure><img src="/img/{n}.jpg"><figcaption>Photo: the site in district {n}</figcaption></figure>'
        f'{ps[2]}<blockquote class="pullquote">We will not wait</blockquote>{ps[3]}'
        f'<aside class="related"><h3>Related</h3><ul><li><a href="/a/{n % 20 + 1}">Read more</a></li>'
        f'<li><a href="/a/{(n + 1) % 20 + 1}">Article {(n + 1) % 20 + 1}</a></li></ul></aside>'
        f'{ps[4]}{ps[5]}</article>'
        '<section class="comments"><h2>3 comments</h2>'
        '<div class="comment"><p>Great news for everyone who lives here, at last!</p></div>'
        '<div class="comment"><p>I do not agree with this at all, it is a waste of money.</p></div>'
        '<form class="reply"><textarea></textarea><button>Post</button></form></section>'
    )
    return page(a["title"], body, "utf-8")


def home_html() -> str:
    items = []
    for n in range(1, 21):
        a = article(n)
        if n <= 7:
            link = f'<a href="/a/{n}">Read more</a>'
        elif n <= 14:
            link = f'<a href="/a/{n}">Article {n}</a>'
        else:
            link = f'<a href="/a/{n}"><img src="/img/{n}.jpg"></a>'
        items.append(f'<div class="teaser"><h2>{html.escape(a["title"])}</h2>{link}</div>')
    faults = "".join(f'<li><a href="{u}">Read more</a></li>' for u in (
        "/a/21", "/a/22", "/a/23", "/a/24", "/loop", "/a/25", "/a/26", "/a/27", "/a/28", "/a/29",
        "http://offsite.example.org/a/1"))
    return page("Home", f'<h1>Latest</h1>{"".join(items)}<ul class="more">{faults}</ul>')


def section_html(page_no: int) -> str:
    links = {1: [2, 3], 2: [30], 3: [31]}[page_no]
    items = "".join(f'<div class="teaser"><h2>{html.escape(article(n)["title"])}</h2>'
                    f'<a href="/a/{n}">Read more</a></div>' for n in links)
    nav = f'<a href="/world/?page={page_no + 1}">Next</a>' if page_no < 3 else ""
    return page(f"World, page {page_no}", f"<h1>World</h1>{items}{nav}")


def calendar_html(n: int) -> str:
    return page(f"Calendar day {n}", f'<h1>Day {n}</h1><p>No events.</p>'
                f'<a href="/calendar/{n + 1}">Next day »</a>')


_PNG = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + bytes(range(256)) * 8
_PDF = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
_BIG = 50 * 1024 * 1024
_BOMB_SIZE = 200 * 1024 * 1024


class FaultHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    hits: dict[str, int] = {}
    lock = threading.Lock()
    bomb: bytes | None = None

    def log_message(self, format, *args):  # noqa: A002 - quiet
        pass

    def send(self, status: int, body: bytes, ctype: str = "text/html; charset=utf-8",
             headers: dict | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:  # noqa: N802
        parts = urlsplit(self.path)
        path = parts.path
        with self.lock:
            self.hits[path] = self.hits.get(path, 0) + 1
            hits = self.hits[path]
        if path == "/":
            return self.send(200, home_html().encode())
        if path == "/world/":
            page_no = int((parse_qs(parts.query).get("page") or ["1"])[0])
            if page_no in (1, 2, 3):
                return self.send(200, section_html(page_no).encode())
        if path.startswith("/calendar/") and path[10:].isdigit():
            return self.send(200, calendar_html(int(path[10:])).encode())
        if path == "/loop":
            return self.send(302, b"", headers={"Location": "/loop"})
        if path.startswith("/a/") and path[3:].isdigit():
            n = int(path[3:])
            if n in GOOD:
                if n == RECOVERED and hits == 1:
                    return self.send(500, b"<h1>Internal error</h1>")
                if n == WRONG_CHARSET:
                    return self.send(200, article_html(n).encode("cp1252"), "text/html")
                return self.send(200, article_html(n).encode())
            return self.fault(n)
        return self.send(404, b"<html><body><h1>Not found</h1></body></html>")

    def fault(self, n: int) -> None:
        if n == 21:
            return self.send(500, b"<h1>Internal error</h1>")
        if n == 22:
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
            self.close_connection = True
            return None
        if n == 23:
            time.sleep(60)
            return self.send(200, article_html(1).encode())
        if n == 24:
            time.sleep(3600)
            return None
        if n == 26:
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(_BIG))
            self.end_headers()
            chunk = b"<p>" + b"x" * 65530 + b"</p>"
            try:
                for _ in range(_BIG // len(chunk)):
                    self.wfile.write(chunk)
                self.wfile.write(b" " * (_BIG % len(chunk)))
            except OSError:
                pass
            return None
        if n == 27:
            with self.lock:
                if FaultHandler.bomb is None:
                    FaultHandler.bomb = gzip.compress(b"\0" * _BOMB_SIZE, compresslevel=9)
            return self.send(200, FaultHandler.bomb, headers={"Content-Encoding": "gzip"})
        if n == 28:
            return self.send(200, _PNG, "text/html")
        if n == 29:
            return self.send(200, _PDF, "application/pdf")
        return self.send(404, b"<html><body><h1>Page not found</h1><p>Sorry.</p></body></html>")


class Server(ThreadingHTTPServer):
    daemon_threads = True


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--port", type=int, default=0)
    args = p.parse_args(argv)
    server = Server(("127.0.0.1", args.port), FaultHandler)
    print(f"Serving fault news site on http://127.0.0.1:{server.server_address[1]}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
