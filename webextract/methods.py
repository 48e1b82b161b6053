"""The extraction methods the command line and batch jobs run over whole pages, by name.

Each method is a row function ``(root, url) -> dict``: the parsed page and its URL (or
None) in, the method's fields as a JSON-ready dict out.  :func:`page_row` parses a page
once and builds the row ``{"url", "method", <fields>}`` that ``webextract extract`` and
``webextract batch`` write.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, Optional

from webextract.dom import parse_html

#: Extraction methods: name -> ("module:function", the method's columns).
METHODS: dict[str, tuple[str, list[str]]] = {
    "twcem": ("webextract.extract.twcem:extract_fields", ["title", "text"]),
    "stem": ("webextract.extract.stem:extract_fields", ["regions"]),
    "vbptc": ("webextract.extract.vbptc:extract_fields",
              ["title", "authors", "abstract", "keywords", "doi", "volume", "issue", "published",
               "references", "provenance"]),
}


def load_method(name: str) -> Callable[..., dict[str, Any]]:
    """Import and return the row function of an extraction method; ``ValueError`` for a
    name :data:`METHODS` lacks or a method that cannot be imported."""
    try:
        target, _ = METHODS[name]
    except KeyError:
        raise ValueError(f"unknown method {name!r} (choose from {', '.join(sorted(METHODS))})") from None
    module, func = target.split(":")
    try:
        return getattr(importlib.import_module(module), func)
    except (ImportError, AttributeError) as exc:
        raise ValueError(f"method {name!r} is not available: {exc}") from None


def page_row(method: str, extract: Callable[..., dict[str, Any]], body: bytes, url: Optional[str],
             content_type: Optional[str] = None, **options: Any) -> dict[str, Any]:
    """Parse a page once (with its HTTP Content-Type, when known) and run one method over
    it with its ``options`` (vbptc: ``meta``, ``template``): ``{"url": url, "method":
    method, **fields}``.  Raises what parsing or the method raises
    (:class:`webextract.dom.NotHTMLError` for a binary body)."""
    root = parse_html(body, url=url, http_encoding=content_type)
    row: dict[str, Any] = {"url": url, "method": method}
    row.update(extract(root, url, **options))
    return row
