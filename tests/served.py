"""Serve an HTTP server on 127.0.0.1 in a thread for the length of a test."""

from __future__ import annotations

import threading
from typing import Any, Iterator


def served(httpd: Any) -> Iterator[str]:
    """Run ``httpd`` (bound to 127.0.0.1, port 0) in a daemon thread; yield its base URL
    (``http://127.0.0.1:PORT/``) and shut it down afterwards."""
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()
