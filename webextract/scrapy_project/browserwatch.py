"""What Playwright's routes do not see in Chromium: redirects, and pages scrapy-playwright did
not open.

Playwright continues the later hops of a redirect without asking any route, so a public
script or image that answers ``302 Location: http://169.254.169.254/`` would be fetched.
:class:`BrowserWatch` opens a Chrome DevTools session on each page before its first
navigation (and on each frame that runs in a process of its own), and pauses every response there
(``Fetch.enable`` at the ``Response`` stage, next to Playwright's own request-stage
interception): a redirect whose ``Location`` is refused fails (``BlockedByClient``) before
Chromium follows it; every other response goes on unchanged.  Chromium decides whether a
request is paused when the request starts, so a frame in a process of its own would get its
session only after its first requests were under way: the crawl's Chromium runs without site
isolation (``--disable-site-isolation-trials``, :data:`~webextract.scrapy_project.rendering.CHROMIUM_FLAGS`),
which keeps every frame in its page's process and session.  It also routes the requests of
the pages of a browser context that scrapy-playwright did not open itself (a popup a page
opens with ``window.open``) through the same check, and closes a page's WebSocket to a refused
address before it connects (``route_web_socket``).

No paper: a safeguard of the crawler, not a method.
"""

from __future__ import annotations

import logging
import re
import weakref
from typing import Any, Awaitable, Callable, Optional
from urllib.parse import urljoin

logger = logging.getLogger(__name__)

#: Statuses whose ``Location`` Chromium follows.
REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})

#: Every URL (Playwright's glob ``**`` does not match ws:// URLs with a path everywhere).
_ANY = re.compile(".*")
#: Judges a URL: the refusal (an exception with ``host``, ``address``, ``reason``) or None.
Judge = Callable[[str], Awaitable[Optional[Exception]]]


class BrowserWatch:
    """The DevTools sessions that check a page's redirects, and the context routes for the
    pages nobody routed.  ``judge`` returns a URL's refusal (or ``None``); ``count(refusal,
    prefix)`` counts and logs one."""

    def __init__(self, judge: Judge, count: Callable[[Exception, str], None]):
        self.judge = judge
        self.count = count
        self.covered: "weakref.WeakSet[Any]" = weakref.WeakSet()
        self.contexts: "weakref.WeakSet[Any]" = weakref.WeakSet()
        #: frames a session could not be opened on, with the document they showed then
        self.tried: "weakref.WeakKeyDictionary[Any, str]" = weakref.WeakKeyDictionary()

    async def cover(self, request: Any) -> None:
        """Before ``request`` (a Playwright request) leaves the browser: make sure the
        responses of its page (and of its frame, when the frame runs in a process of its
        own) are checked for redirects, and that its context routes pages nobody routed.
        A request that belongs to no page (a service worker's) is left as it is."""
        try:
            frame = request.frame
            page = frame.page
            context = page.context
        except Exception:  # no frame (a service worker), or not a Playwright request
            return
        await self.cover_page(page)
        if frame != page.main_frame:  # the page's own session already pauses its main frame's
            await self._cover(context, frame)

    async def cover_page(self, page: Any) -> None:
        """Check the redirects of ``page`` (a Playwright page) from now on, and route the
        pages of its context nobody routed.  Chromium decides whether a request is
        intercepted when it starts, so a page is best covered before it navigates
        (:func:`webextract.scrapy_project.browserguard.init_page`)."""
        try:
            context = page.context
        except Exception:
            return
        if context not in self.contexts:
            self.contexts.add(context)
            await _quietly(context.route("**", self._context_route))
            await _quietly(context.route_web_socket(_ANY, self._websocket))
        if page not in self.covered:
            await _quietly(page.route_web_socket(_ANY, self._websocket))
        await self._cover(context, page)

    async def _cover(self, context: Any, owner: Any) -> None:
        if owner in self.covered:
            return
        try:
            url = owner.url
        except Exception:
            url = ""
        if self.tried.get(owner) == url:
            return
        self.tried[owner] = url
        try:
            session = await context.new_cdp_session(owner)
        except Exception:  # a frame in its page's process (covered by the page), or not yet
            return         # in its own: tried again once the frame shows another document
        self.covered.add(owner)
        session.on("Fetch.requestPaused", lambda event, s=session: self._paused(s, event))
        await _quietly(session.send("Fetch.enable", {"patterns": [{"urlPattern": "*", "requestStage": "Response"}]}))

    async def _paused(self, session: Any, event: dict) -> None:
        """One paused response: a redirect to a refused address fails, anything else goes
        on; a check that fails on its own (a bug, not a refusal) fails the request too."""
        url = event.get("request", {}).get("url", "")
        try:
            refused = await self._refused_redirect(url, event)
        except Exception:
            logger.exception("browser watch: the redirect of %s could not be checked; not followed", url)
            refused = True
        if refused:
            await _quietly(session.send("Fetch.failRequest", {"requestId": event["requestId"],
                                                               "errorReason": "BlockedByClient"}))
        else:
            await _quietly(session.send("Fetch.continueRequest", {"requestId": event["requestId"]}))

    async def _refused_redirect(self, url: str, event: dict) -> bool:
        if event.get("responseStatusCode") not in REDIRECT_STATUSES:
            return False
        location = next((h.get("value") for h in event.get("responseHeaders") or ()
                         if str(h.get("name", "")).lower() == "location"), None)
        if not location:
            return False
        refusal = await self.judge(urljoin(url, location))
        if refusal is None:
            return False
        self.count(refusal, f"Chromium: redirect from {url}: ")
        return True

    async def _websocket(self, route: Any) -> None:
        """A WebSocket a page opens (Playwright's routes see none of them otherwise): refused,
        it is closed before any connection (code 1008, policy violation); else connected."""
        refusal = await self.judge(route.url)
        if refusal is not None:
            self.count(refusal, "Chromium: WebSocket ")
            await _quietly(route.close(code=1008, reason="refused by the crawl's network policy"))
            return
        route.connect_to_server()

    async def _context_route(self, route: Any, request: Any) -> None:
        """The requests of a page without scrapy-playwright's route (a popup)."""
        refusal = await self.judge(request.url)
        if refusal is not None:
            self.count(refusal, "Chromium: ")
            await _quietly(route.abort("blockedbyclient"))
            return
        await self.cover(request)
        await _quietly(route.fallback())


async def _quietly(call: Awaitable) -> Any:
    """Await ``call``; a page or browser closed meanwhile is no error (logged at DEBUG)."""
    try:
        return await call
    except Exception as exc:  # playwright's Error: target closed, request already handled
        logger.debug("browser watch: %s", exc)
        return None
