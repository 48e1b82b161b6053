"""A tiny static web server for a bundled demo site, on 127.0.0.1 only.

Usage::

    python -m webextract.demo.server webextract/demo/university --port 8000

prints ``Serving <DIR> on http://127.0.0.1:8000/`` and serves the folder until stopped
(``--port 0`` picks a free port; the printed URL says which).  Besides the static files it
answers the routes real sites throw at a crawler, so the demo exercises them:

* ``/loop`` redirects to itself (a redirect loop), and a site folder may add its own
  redirects and status codes in ``_routes.json``::

      {"redirects": {"/old/": "/new/"}, "status": {"/gone/": 410}}

  ``{port}`` in a redirect target is the server's port: ``http://localhost:{port}/x`` sends
  a crawler off the site's host ``127.0.0.1`` to another host name of the same server;
* a missing file is an immediate ``404 Not Found`` (a small HTML page, no delay);
* a folder URL without its slash is redirected to the slash form, and a folder URL serves
  its ``index.html``;
* files whose name starts with ``_`` and ``EXPECTED.json`` (the demo's answer key) are not
  served;
* ``--delay SECONDS`` waits before each answer, like a network would (for benchmarks);
* each file is served with an ``ETag`` (a hash of its bytes) and ``Last-Modified`` (its
  modification time), and a conditional request (``If-None-Match``, ``If-Modified-Since``)
  for a file that has not changed is answered ``304 Not Modified``, as web servers do;
  ``--no-validators`` leaves both out (a server that only a content hash can check).

The server is a development tool: single folder, GET and HEAD only.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import threading
import time
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Sequence
from email.utils import formatdate, parsedate_to_datetime
from urllib.parse import unquote, urlsplit

from webextract.savedsite import content_type

#: Route every demo server answers with a redirect to itself (a redirect loop).
LOOP_PATH = "/loop"
#: Files in a site folder that are never served.
HIDDEN_NAMES = frozenset({"EXPECTED.json"})

_NOT_FOUND = (b"<!DOCTYPE html><html><head><title>404 Not Found</title></head>"
              b"<body><h1>Page not found</h1><p>The page you requested does not exist.</p>"
              b"<p><a href=\"/\">Home</a></p></body></html>")


def load_routes(directory: Path) -> dict[str, dict[str, Any]]:
    """Read ``directory/_routes.json``: ``{"redirects": {path: target}, "status": {path: code}}``.

    Input: the site folder.  Output: both maps (empty when the file is missing or unreadable;
    a broken routes file never stops the server).  ``/loop`` is always added as a self-redirect.
    """
    routes: dict[str, dict[str, Any]] = {"redirects": {}, "status": {}}
    path = directory / "_routes.json"
    if path.is_file():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            print(f"ignoring {path}: {exc}", file=sys.stderr)
            data = {}
        for key in ("redirects", "status"):
            value = data.get(key) if isinstance(data, dict) else None
            if isinstance(value, dict):
                routes[key].update({str(k): v for k, v in value.items()})
    routes["redirects"].setdefault(LOOP_PATH, LOOP_PATH)
    return routes


class DemoHandler(BaseHTTPRequestHandler):
    """Serves one folder (``server.directory``) with the routes of ``server.routes``."""

    server_version = "webextract-demo/1.0"
    protocol_version = "HTTP/1.1"
    # Headers and body leave in two writes; without TCP_NODELAY, Nagle's algorithm and the
    # client's delayed ACK would hold every response back ~40 ms.
    disable_nagle_algorithm = True

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (stdlib signature)
        """Log requests only when the server was started with ``--verbose``."""
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)

    def do_HEAD(self) -> None:  # noqa: N802 (stdlib naming)
        """Answer a HEAD request: the GET answer without its body."""
        self._answer(send_body=False)

    def do_GET(self) -> None:  # noqa: N802 (stdlib naming)
        """Answer a GET request: a route, a static file, or 404."""
        self._answer(send_body=True)

    def _send(self, status: int, body: bytes, ctype: str, send_body: bool,
              headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        if send_body:
            self.wfile.write(body)

    def _answer(self, send_body: bool) -> None:
        delay = getattr(self.server, "delay", 0.0)
        if delay:  # a network's round trip, for crawl-speed measurements
            time.sleep(delay)
        directory: Path = self.server.directory  # type: ignore[attr-defined]
        routes: dict[str, dict[str, Any]] = self.server.routes  # type: ignore[attr-defined]
        path = unquote(urlsplit(self.path).path) or "/"
        if path in routes["redirects"]:
            target = str(routes["redirects"][path]).replace("{port}", str(self.server.server_address[1]))
            self._send(HTTPStatus.FOUND, b"", "text/html; charset=utf-8", send_body,
                       {"Location": target})
            return
        if path in routes["status"]:
            code = int(routes["status"][path])
            self._send(code, _NOT_FOUND if code == 404 else b"", "text/html; charset=utf-8",
                       send_body)
            return
        file = self._resolve(directory, path)
        if file is None:
            self._send(HTTPStatus.NOT_FOUND, _NOT_FOUND, "text/html; charset=utf-8", send_body)
            return
        if file.is_dir():  # folder URL without its slash
            self._send(HTTPStatus.MOVED_PERMANENTLY, b"", "text/html; charset=utf-8", send_body,
                       {"Location": path + "/"})
            return
        body = file.read_bytes()
        if not getattr(self.server, "validators", True):
            self._send(HTTPStatus.OK, body, content_type(file, body), send_body)
            return
        etag = '"' + hashlib.sha1(body).hexdigest() + '"'
        modified = int(file.stat().st_mtime)
        validators = {"ETag": etag, "Last-Modified": formatdate(modified, usegmt=True)}
        if self._not_modified(etag, modified):
            self._send(HTTPStatus.NOT_MODIFIED, b"", content_type(file, body), False, validators)
            return
        self._send(HTTPStatus.OK, body, content_type(file, body), send_body, validators)

    def _not_modified(self, etag: str, modified: int) -> bool:
        """True when the request's validators say the client holds this version."""
        match = self.headers.get("If-None-Match")
        if match is not None:
            return etag in [tag.strip() for tag in match.split(",")] or match.strip() == "*"
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                return modified <= parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError):
                return False
        return False

    @staticmethod
    def _resolve(directory: Path, path: str) -> Path | None:
        """The file (or slash-less folder) a URL path names inside ``directory``, else None."""
        parts = [p for p in path.split("/") if p]
        if any(p in (".", "..") or p.startswith("_") or p in HIDDEN_NAMES for p in parts):
            return None
        target = directory.joinpath(*parts) if parts else directory
        try:
            target = target.resolve()
            target.relative_to(directory)
        except (OSError, ValueError):
            return None
        if target.is_dir():
            if not path.endswith("/"):
                return target
            target = target / "index.html"
        return target if target.is_file() else None


class DemoServer(ThreadingHTTPServer):
    """The threading HTTP server with a listen backlog for a crawler's burst of connections
    (the standard library's 5 drops the rest, which the client's TCP sends again a second
    later)."""

    request_queue_size = 128


def make_server(directory: str | Path, port: int = 0, host: str = "127.0.0.1",
                verbose: bool = False, delay: float = 0.0, validators: bool = True) -> ThreadingHTTPServer:
    """Build (not start) a demo server for ``directory`` on ``host:port`` (0 = a free port);
    ``delay`` seconds are waited before each answer (a network's latency, for benchmarks);
    ``validators`` sends ``ETag`` and ``Last-Modified`` and answers conditional requests.

    Output: a ``ThreadingHTTPServer``; call ``serve_forever()`` (or use :func:`serve_in_thread`)
    and ``server.server_address[1]`` for the port.  Raises ``NotADirectoryError`` when
    ``directory`` is not a folder.
    """
    folder = Path(directory).resolve()
    if not folder.is_dir():
        raise NotADirectoryError(f"not a folder: {directory}")
    server = DemoServer((host, port), DemoHandler)
    server.daemon_threads = True
    server.directory = folder  # type: ignore[attr-defined]
    server.routes = load_routes(folder)  # type: ignore[attr-defined]
    server.verbose = verbose  # type: ignore[attr-defined]
    server.delay = max(0.0, float(delay))  # type: ignore[attr-defined]
    server.validators = validators  # type: ignore[attr-defined]
    return server


def serve_in_thread(directory: str | Path, port: int = 0) -> tuple[ThreadingHTTPServer, str]:
    """Start a demo server in a daemon thread; returns the server and its base URL.

    Stop it with ``server.shutdown(); server.server_close()``.
    """
    server = make_server(directory, port)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: serve DIR on 127.0.0.1 until interrupted; prints the URL first."""
    parser = argparse.ArgumentParser(prog="python -m webextract.demo.server",
                                     description="Serve a bundled demo site on 127.0.0.1.")
    parser.add_argument("directory", help="site folder, e.g. webextract/demo/university")
    parser.add_argument("--port", type=int, default=8000, help="port (0 = a free port)")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    parser.add_argument("--delay", type=float, default=0.0,
                        help="seconds to wait before each answer (simulated network latency)")
    parser.add_argument("--no-validators", action="store_true",
                        help="send no ETag / Last-Modified and never answer 304")
    args = parser.parse_args(argv)
    try:
        server = make_server(args.directory, args.port, verbose=args.verbose, delay=args.delay,
                             validators=not args.no_validators)
    except (OSError, NotADirectoryError) as exc:
        print(f"cannot serve {args.directory}: {exc}", file=sys.stderr)
        return 2
    print(f"Serving {server.directory} on http://127.0.0.1:{server.server_address[1]}/",  # type: ignore[attr-defined]
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
