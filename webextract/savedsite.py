"""Saved copies of web sites on disk, answering URLs with their files (no network).

A saved site is a folder in one or both of two layouts:

* a URL map, ``url_map.json`` (``{"https://www.example.edu/": "sites/www.example.edu/index.html",
  ...}``, paths relative to the map's folder): each URL answered by its file;
* host folders, as ``wget --mirror`` writes them: ``www.example.edu/academics/index.html``
  answers ``https://www.example.edu/academics/`` (also under a ``sites/`` folder).

:class:`SavedSite` looks a URL up (the map first, then the host folders; ``http`` and
``https``, with and without the trailing slash, a folder's ``index.html`` or ``index.htm``,
``NAME.html`` for ``NAME``) and says what content type its file has.  The Scrapy adapter is
``webextract.scrapy_project.middlewares.SavedSiteMiddleware`` (setting ``WEBEXTRACT_SAVED_SITE``), so a crawl
of a saved university site runs with its real URLs, scope and links, fetching nothing.
"""

from __future__ import annotations

import json
import mimetypes
from pathlib import Path
from typing import Optional
from urllib.parse import SplitResult, unquote, urlsplit

from webextract.dom import looks_like_html

#: The URL map's file name inside a saved-site folder.
URL_MAP_NAME = "url_map.json"
#: Content types by file suffix (others by ``mimetypes``, then by sniffing the body).
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".htm": "text/html; charset=utf-8",
    ".php": "text/html",
    ".asp": "text/html",
    ".aspx": "text/html",
    ".jsp": "text/html",
    ".txt": "text/plain; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".pdf": "application/pdf",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".svg": "image/svg+xml",
}
_INDEX_NAMES = ("index.html", "index.htm")


def content_type(path: Path, body: bytes) -> str:
    """The ``Content-Type`` to serve a saved file with: by its suffix, else by
    ``mimetypes``, else ``text/html`` when the body starts like a document (saved pages often
    have no suffix), else ``application/octet-stream``."""
    return (CONTENT_TYPES.get(path.suffix.lower()) or mimetypes.guess_type(path.name)[0]
            or ("text/html" if looks_like_html(body) else "application/octet-stream"))


def _url_key(parts: SplitResult) -> str:
    """A split URL as the map is keyed: no fragment, scheme-less, without a trailing slash."""
    path = parts.path.rstrip("/")
    query = f"?{parts.query}" if parts.query else ""
    return f"{parts.netloc.lower()}{path}{query}"


class SavedSite:
    """A saved copy of one or more sites (see the module docstring).

    ``root``: a folder (holding ``url_map.json`` and/or host folders, directly or under
    ``sites/``) or the path of a URL map itself.  Raises ``FileNotFoundError`` when it does not
    exist and ``ValueError`` when a URL map is not a JSON object of strings.
    """

    def __init__(self, root: str | Path):
        path = Path(root).expanduser()
        if not path.exists():
            raise FileNotFoundError(f"no saved site at {root}")
        self.folder = (path.parent if path.is_file() else path).resolve()
        map_file = path if path.is_file() else path / URL_MAP_NAME
        self.urls: dict[str, Path] = {}
        if map_file.is_file():
            try:
                data = json.loads(map_file.read_text(encoding="utf-8"))
            except (OSError, ValueError) as exc:
                raise ValueError(f"{map_file}: not a JSON URL map ({exc})") from exc
            if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
                raise ValueError(f"{map_file}: a URL map is a JSON object of URL -> file path")
            for url, file in data.items():
                self.urls.setdefault(_url_key(urlsplit(url.strip())), self.folder / file)
        self.host_roots = [p for p in (self.folder, self.folder / "sites") if p.is_dir()]

    def lookup(self, url: str) -> Optional[Path]:
        """The saved file answering ``url`` (WEB-UIE crawls of saved sites), or None.

        The URL map first (``http``/``https`` and a trailing slash do not matter), then the
        host folders: ``HOST/PATH``, ``HOST/PATH/index.html`` (or ``.htm``), ``HOST/PATH.html``
        and, with a query, ``HOST/PATH?QUERY`` as wget names it.  Never a file outside the
        saved site's folder."""
        try:
            parts = urlsplit(url)
        except ValueError:
            return None
        if parts.scheme not in ("http", "https") or not parts.hostname:
            return None
        mapped = self.urls.get(_url_key(parts))
        if mapped is not None:
            return mapped if mapped.is_file() else None
        segments = [s for s in unquote(parts.path).split("/") if s]
        if any(s in (".", "..") for s in segments):
            return None
        for base in self.host_roots:
            host = base / parts.hostname.lower()
            if not host.is_dir():
                continue
            target = host.joinpath(*segments)
            names = []
            if parts.query and segments:
                names.append(target.with_name(f"{segments[-1]}?{parts.query}"))
            names += [target, *(target / n for n in _INDEX_NAMES)]
            if segments:
                names.append(target.with_name(segments[-1] + ".html"))
            for candidate in names:
                if candidate.is_file() and self._inside(candidate):
                    return candidate
        return None

    def _inside(self, path: Path) -> bool:
        try:
            path.resolve().relative_to(self.folder)
        except (OSError, ValueError):
            return False
        return True
