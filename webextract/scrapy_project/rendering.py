"""Pages that need JavaScript: rendering with the system's Chromium through scrapy-playwright
(a thin Scrapy adapter), and counting the pages that would need it when rendering is off.

Settings (documented in ``webextract/scrapy_project/settings.py``):

- ``WEBEXTRACT_RENDER_JS``: render every page of the crawl;
- ``WEBEXTRACT_RENDER_URLS``: render the pages whose URL matches one of these regular
  expressions (searched anywhere in the URL);
- ``WEBEXTRACT_CHROMIUM``: the Chromium program (default Debian's ``/usr/bin/chromium``;
  Playwright's own browser download is not used).

:class:`RenderAddon` (a Scrapy add-on, in ``ADDONS``) switches scrapy-playwright's download
handler on when either rendering setting is set, launched headless with
``executable_path`` set to ``WEBEXTRACT_CHROMIUM``; a Chromium that is not there, or
scrapy-playwright not installed, stops the crawl at start with an error naming the setting.
:class:`RenderMiddleware` marks the requests to render (``meta["playwright"]``, waiting for
the network to go idle so that the page's own data requests have answered); the others go
through Scrapy's downloader as usual.  On every page it does not render it looks for a list
a script writes (:func:`webextract.dom.scripted.script_written_containers`) and counts such
a page under ``webextract/<spider>/needs_js``, with an INFO line naming the page.

Every request the browser then makes for a rendered page (the page itself, frames, scripts,
images, XHR, fetch) is checked with the crawl's address policy before it leaves the browser
(:func:`guard_browser_requests`, webextract/scrapy_project/browserguard.py).
"""

from __future__ import annotations

import logging
import os
import re
import shutil
from typing import Any, Optional

from scrapy.http import Request, Response
from scrapy.settings import SETTINGS_PRIORITIES

from webextract.dom.scripted import script_written_containers
from webextract.scrapy_project.browserguard import CHAINED_SETTING as CHAINED_ABORT_SETTING

logger = logging.getLogger(__name__)

#: Chromium's flags for a crawl: headless, no sandbox (containers, root), none of the
#: browser's own network traffic (updates, sync, field trials), and no site isolation: every
#: frame of a page stays in the page's process, where the check of the browser's redirects
#: (webextract/scrapy_project/browserwatch.py) sees its requests from the first one on.
CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-site-isolation-trials")
PLAYWRIGHT_HANDLER = "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler"
#: The network check of the browser's requests (webextract/scrapy_project/browserguard.py).
BROWSER_GUARD_PREDICATE = "webextract.scrapy_project.browserguard.abort_request"
BROWSER_GUARD_MIDDLEWARE = "webextract.scrapy_project.browserguard.BrowserGuard"


class RenderingUnavailable(RuntimeError):
    """Rendering is on but Chromium or scrapy-playwright is missing."""


def rendering_setting(settings: Any) -> Optional[str]:
    """The name of the setting that turns rendering on (``WEBEXTRACT_RENDER_JS`` or
    ``WEBEXTRACT_RENDER_URLS``), or None when rendering is off."""
    if settings.getbool("WEBEXTRACT_RENDER_JS"):
        return "WEBEXTRACT_RENDER_JS"
    if settings.getlist("WEBEXTRACT_RENDER_URLS"):
        return "WEBEXTRACT_RENDER_URLS"
    return None


def find_chromium(setting: str) -> Optional[str]:
    """The Chromium program ``WEBEXTRACT_CHROMIUM`` names (a path, or a name on the PATH)
    when it exists and is executable, else None."""
    if os.sep in setting:
        return setting if os.path.isfile(setting) and os.access(setting, os.X_OK) else None
    return shutil.which(setting)


class RenderAddon:
    """Scrapy add-on: with rendering on, scrapy-playwright's download handler for http and
    https, launching ``WEBEXTRACT_CHROMIUM``; nothing when rendering is off."""

    def update_settings(self, settings: Any) -> None:
        """Configure scrapy-playwright, or raise :class:`RenderingUnavailable` naming the
        setting that asked for rendering when Chromium or scrapy-playwright is missing."""
        setting = rendering_setting(settings)
        if setting is None:
            return
        wanted = settings.get("WEBEXTRACT_CHROMIUM") or "/usr/bin/chromium"
        chromium = find_chromium(wanted)
        if chromium is None:
            raise RenderingUnavailable(
                f"{setting} is set but Chromium was not found at {wanted!r} (WEBEXTRACT_CHROMIUM): "
                "install it (apt-get install chromium) or set WEBEXTRACT_CHROMIUM to its path")
        try:
            import scrapy_playwright  # noqa: F401
        except ImportError:
            raise RenderingUnavailable(
                f"{setting} is set but scrapy-playwright is not installed (pip install scrapy-playwright)") from None
        handlers = dict(settings.getdict("DOWNLOAD_HANDLERS"))
        handlers.update({"http": PLAYWRIGHT_HANDLER, "https": PLAYWRIGHT_HANDLER})
        settings.set("DOWNLOAD_HANDLERS", handlers, priority="addon")
        settings.set("PLAYWRIGHT_BROWSER_TYPE", "chromium", priority="addon")
        settings.set("PLAYWRIGHT_LAUNCH_OPTIONS", {
            "executable_path": chromium, "headless": True, "args": list(CHROMIUM_FLAGS),
            "timeout": 60_000}, priority="addon")
        guard_browser_requests(settings)
        logger.info("%s: rendering pages with %s", setting, chromium)


def guard_browser_requests(settings: Any) -> None:
    """Check every request Chromium makes with the crawl's address policy: scrapy-playwright's
    ``PLAYWRIGHT_ABORT_REQUEST`` becomes :func:`webextract.scrapy_project.browserguard.abort_request`
    (a predicate the user set is kept, in ``WEBEXTRACT_PLAYWRIGHT_ABORT_REQUEST``, and asked
    about the requests the policy lets through), and the guard's downloader middleware
    (:class:`~webextract.scrapy_project.browserguard.BrowserGuard`, 961) prepares each page
    for the checks of its redirects and WebSockets; the browser contexts of
    ``PLAYWRIGHT_CONTEXTS`` block service workers (whose requests no route sees) unless they
    say ``service_workers``."""
    own = settings.get("PLAYWRIGHT_ABORT_REQUEST")
    priority = max(settings.getpriority("PLAYWRIGHT_ABORT_REQUEST") or 0, SETTINGS_PRIORITIES["addon"])
    if own and own != BROWSER_GUARD_PREDICATE:
        settings.set(CHAINED_ABORT_SETTING, own, priority=priority)
    settings.set("PLAYWRIGHT_ABORT_REQUEST", BROWSER_GUARD_PREDICATE, priority=priority)
    contexts = {name: {"service_workers": "block", **(kwargs or {})}
                for name, kwargs in settings.getdict("PLAYWRIGHT_CONTEXTS").items()}
    if contexts:
        settings.set("PLAYWRIGHT_CONTEXTS", contexts,
                     priority=max(settings.getpriority("PLAYWRIGHT_CONTEXTS") or 0, SETTINGS_PRIORITIES["addon"]))
    middlewares = dict(settings.getdict("DOWNLOADER_MIDDLEWARES"))
    middlewares.setdefault(BROWSER_GUARD_MIDDLEWARE, 961)
    settings.set("DOWNLOADER_MIDDLEWARES", middlewares,
                 priority=max(settings.getpriority("DOWNLOADER_MIDDLEWARES") or 0, SETTINGS_PRIORITIES["addon"]))


class RenderMiddleware:
    """Downloader middleware: marks the requests to render for scrapy-playwright, and counts
    the pages it does not render whose lists a script writes (``needs_js``)."""

    def __init__(self, crawler: Any):
        settings = crawler.settings
        self.crawler = crawler
        self.stats = crawler.stats
        self.render_all = settings.getbool("WEBEXTRACT_RENDER_JS")
        self.patterns = []
        for pattern in settings.getlist("WEBEXTRACT_RENDER_URLS"):
            try:
                self.patterns.append(re.compile(pattern))
            except re.error as exc:
                raise ValueError(f"WEBEXTRACT_RENDER_URLS: bad pattern {pattern!r}: {exc}") from None

    @classmethod
    def from_crawler(cls, crawler: Any) -> "RenderMiddleware":
        return cls(crawler)

    def renders(self, request: Request) -> bool:
        """True when ``request`` is to be rendered: every page with
        ``WEBEXTRACT_RENDER_JS``, a URL matching ``WEBEXTRACT_RENDER_URLS``, or
        ``meta["webextract_render"]``; never robots.txt."""
        flag = request.meta.get("webextract_render")
        if flag is not None:
            return bool(flag)
        if request.url.endswith("/robots.txt"):
            return False
        return self.render_all or any(p.search(request.url) for p in self.patterns)

    def process_request(self, request: Request, spider: Any = None) -> None:
        """Mark a request to render (scrapy-playwright waits for the network to go idle)."""
        if self.renders(request) and "playwright" not in request.meta:
            request.meta["playwright"] = True
            request.meta.setdefault("playwright_page_goto_kwargs", {"wait_until": "networkidle"})
        return None

    def process_response(self, request: Request, response: Response, spider: Any = None) -> Response:
        """Count a page that was not rendered and whose list a script writes."""
        if request.meta.get("playwright") or response.status != 200:
            return response
        ctype = (response.headers.get(b"Content-Type") or b"").lower()
        if ctype and b"html" not in ctype:
            return response
        ids = script_written_containers(response.body)
        if ids:
            spider = spider or getattr(self.crawler, "spider", None)
            name = getattr(spider, "name", "crawl")
            self.stats.inc_value(f"webextract/{name}/needs_js")
            logger.info("%s: its list #%s is written by JavaScript; not rendered (set WEBEXTRACT_RENDER_JS, "
                        "or WEBEXTRACT_RENDER_URLS with a pattern of this URL, to render it)",
                        response.url, ids[0])
        return response
