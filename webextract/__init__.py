"""webextract: focused crawling and structured extraction from web pages.

The one-call API (see :mod:`webextract.api`)::

    import webextract

    article = webextract.extract_article(html_bytes, url="https://news.example.com/a.html")
    records = webextract.extract_records(list_page, url=...)
    departments = webextract.extract_units(page, url, kind="department")
    people = webextract.extract_faculty(page, url)
    paper = webextract.extract_scholarly(article_page, url=..., meta=False)
    pages = webextract.denoise_site([page1, page2, page3])

The functions are loaded on first use, so importing a submodule (Scrapy reading
``webextract.scrapy_project.settings``) does not load the extractors.

The package is in two parts: the library (everything but the two adapters) never imports
Scrapy; ``webextract.scrapy_project`` (spiders, pipelines and the rest of the Scrapy side)
and ``webextract.cli`` (the command line) adapt it.  Paths the Scrapy side had before it
moved there (``webextract.settings``, ``webextract.pipelines...``) still import
(:mod:`webextract.moved`).
"""

from __future__ import annotations

from typing import Any

from webextract import moved

moved.install()
__version__ = "0.1.0"

#: The public API: name -> module that defines it.
_API = {
    "extract_article": "webextract.api",
    "extract_records": "webextract.api",
    "extract_units": "webextract.api",
    "extract_faculty": "webextract.api",
    "extract_scholarly": "webextract.api",
    "page_kind": "webextract.api",
    "denoise_site": "webextract.api",
    "parse_page": "webextract.api",
    "DenoisedPage": "webextract.api",
    "NotHTMLError": "webextract.dom",
}

__all__ = ["__version__", *_API]


def __getattr__(name: str) -> Any:
    """Load an API function on first use (PEP 562)."""
    module = _API.get(name)
    if module is None:
        raise AttributeError(f"module 'webextract' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_API))
