"""Scrapy downloader middlewares of webextract: crawls of saved sites (a thin adapter over
``webextract.savedsite``) and the user agent with the crawl's contact."""

from __future__ import annotations

import logging
import re
from typing import Any

from scrapy.exceptions import NotConfigured
from scrapy.http import Headers, Request, Response
from scrapy.downloadermiddlewares.useragent import UserAgentMiddleware
from scrapy.responsetypes import responsetypes

from webextract.savedsite import SavedSite, content_type

logger = logging.getLogger(__name__)

#: An e-mail address (a contact that also goes in the From header).
_EMAIL = re.compile(r"[^@\s<>()]+@[^@\s<>()]+\.[^@\s<>()]+")


class SavedSiteMiddleware:
    """Answers every request from a saved copy of the site (setting ``WEBEXTRACT_SAVED_SITE``:
    a folder of host folders and/or a ``url_map.json``, or the map's path), so a crawl of a
    saved university site runs with its real URLs and links and fetches nothing: a URL the
    copy holds gets its file (200), any other a 404, counted as
    ``webextract/saved_site/served`` and ``webextract/saved_site/missing``.  Off (the
    middleware is left out) when the setting is empty."""

    def __init__(self, site: SavedSite, stats: Any = None):
        self.site = site
        self.stats = stats

    @classmethod
    def from_crawler(cls, crawler: Any) -> "SavedSiteMiddleware":
        """Build from ``WEBEXTRACT_SAVED_SITE``; NotConfigured when it is empty (the usual
        crawl of live sites: without a message Scrapy logs nothing), a clear error when it
        names no saved site."""
        root = crawler.settings.get("WEBEXTRACT_SAVED_SITE")
        if not root:
            raise NotConfigured
        try:
            site = SavedSite(root)
        except (FileNotFoundError, ValueError) as exc:
            raise ValueError(f"WEBEXTRACT_SAVED_SITE: {exc}") from exc
        logger.info("Answering every request from the saved site in %s", site.folder)
        return cls(site, crawler.stats)

    def process_request(self, request: Request, spider: Any = None) -> Response:
        """The saved file of ``request.url`` as a response, else a 404 (never the network)."""
        path = self.site.lookup(request.url)
        if path is None:
            return self._not_found(request, "missing")
        try:
            body = path.read_bytes()
        except OSError as exc:
            logger.warning("Cannot read the saved copy of %s (%s): %s", request.url, path, exc)
            return self._not_found(request, "unreadable")
        self._count("served")
        headers = Headers({"Content-Type": content_type(path, body)})
        cls = responsetypes.from_args(headers=headers, url=request.url, body=body)
        return cls(url=request.url, status=200, headers=headers, body=body, request=request)

    def _not_found(self, request: Request, reason: str) -> Response:
        self._count(reason)
        return Response(request.url, status=404, body=b"", request=request)

    def _count(self, reason: str) -> None:
        if self.stats is not None:
            self.stats.inc_value(f"webextract/saved_site/{reason}")


class ContactUserAgentMiddleware(UserAgentMiddleware):
    """Scrapy's user-agent middleware, with the crawl's contact (setting
    ``WEBEXTRACT_CONTACT``: an e-mail address or a URL) added to ``USER_AGENT``'s comment:
    ``webextract/0.1 (+https://github.com/webextract/webextract; ops@example.org)``, so a
    site's administrator can reach whoever runs the crawl.  An e-mail address also goes in
    the ``From`` header (RFC 9110 §10.1.2).  Robots.txt requests carry them too."""

    def __init__(self, user_agent: str = "Scrapy", contact: str = ""):
        contact = " ".join(contact.split())
        if contact and user_agent.endswith(")"):
            user_agent = f"{user_agent[:-1]}; {contact})"
        elif contact:
            user_agent = f"{user_agent} ({contact})"
        super().__init__(user_agent)
        self.sender = contact if _EMAIL.fullmatch(contact) else ""

    @classmethod
    def from_crawler(cls, crawler: Any) -> "ContactUserAgentMiddleware":
        """Build from ``USER_AGENT`` and ``WEBEXTRACT_CONTACT``."""
        return cls(crawler.settings.get("USER_AGENT") or "Scrapy", crawler.settings.get("WEBEXTRACT_CONTACT") or "")

    def process_request(self, request: Request, spider: Any = None) -> None:
        """Set ``User-Agent`` (and ``From``) unless the request has its own."""
        super().process_request(request)
        if self.sender:
            request.headers.setdefault(b"From", self.sender)
