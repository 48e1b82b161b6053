"""The requests Chromium makes for a rendered page: each checked with the crawl's address policy.

A page rendered through scrapy-playwright (``meta["playwright"]``) is checked by
:class:`webextract.scrapy_project.netguard.NetworkGuardMiddleware` before it is handed to
the browser, but the browser then fetches the page's scripts, style sheets, images, frames,
XHR and ``fetch()`` calls on its own.  :func:`abort_request` is scrapy-playwright's
``PLAYWRIGHT_ABORT_REQUEST`` predicate (the rendering add-on sets it): scrapy-playwright
routes every request of every page it opens (``page.route("**")``: the navigation itself,
frames, sub-resources, XHR and fetch) through it before the request leaves the browser, and
aborts the ones it answers ``True`` for.  The predicate was chosen over a route of our own
installed with ``playwright_page_init_callback`` because it covers every page of every
context without touching a request's meta (a user's own page-init callback keeps working),
and a route sees no more: in both, Playwright continues the later hops of a redirect without
asking the route (so a sub-resource's redirect is not seen), which is why
:class:`BrowserGuard` also checks the page's own redirect chain when its response comes back.

The decision per request: an IP-literal host is judged as it is; a host name is resolved
here (``getaddrinfo``, IPv4 and IPv6, in the event loop's executor, within ``DNS_TIMEOUT``,
one lookup per name at a time, its verdict cached) and refused when any of its addresses is
refused, since Chromium may connect to any of them; a name that does not resolve here in
time is refused too (reason ``unresolved``: the browser would resolve it on its own).
Schemes other than http(s) and ws(s) (``data:``, ``blob:``, ``about:``) name no host and
pass.  Each refusal counts under ``webextract/network/refused``,
``webextract/network/refused/<reason>`` (as the middleware's) and
``webextract/network/refused/browser``, and is logged once per host (WARNING; DEBUG after).

What stays open (docs/operations.md): Chromium resolves a name again itself, so a name that
answers a public address here and a refused one to the browser (DNS rebinding) can slip; a
sub-resource redirect's later hops are not seen; WebSockets, service workers' own requests
and ``<link rel=preconnect>`` connections are not routed.

No paper: a safeguard of the crawler, not a method.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections import OrderedDict
from typing import Any, Awaitable, Callable, Optional, Union
from urllib.parse import urlsplit

from scrapy.http import Request, Response
from scrapy.utils.misc import load_object

from webextract.addresses import AddressPolicy, allowed_networks, literal_address
from webextract.scrapy_project.browserwatch import BrowserWatch
from webextract.scrapy_project.netguard import NetworkRefused, crawl_policy

logger = logging.getLogger(__name__)

#: The setting that holds a user's own ``PLAYWRIGHT_ABORT_REQUEST`` predicate, asked after
#: the network check (the rendering add-on moves it here).
CHAINED_SETTING = "WEBEXTRACT_PLAYWRIGHT_ABORT_REQUEST"
#: The page-init callback that checks a rendered page's redirects from its first navigation.
PAGE_INIT_CALLBACK = "webextract.scrapy_project.browserguard.init_page"
#: Host names whose verdict is remembered, and hosts whose refusal was logged.
_REMEMBERED = 10000
#: Schemes whose host the browser connects to.
_NETWORK_SCHEMES = frozenset({"http", "https", "ws", "wss"})

#: (address, reason) of a refused host; ``None`` for a host that may be reached.
Verdict = Optional[tuple[str, str]]


async def getaddrinfo_addresses(host: str) -> list[str]:
    """The IPv4 and IPv6 addresses ``host`` (a host name) resolves to with the system's
    resolver, in the running event loop's executor; raises ``OSError`` when it has none."""
    infos = await asyncio.get_running_loop().getaddrinfo(host, None, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


class BrowserGuard:
    """The address policy applied to the browser's requests (:meth:`abort`) and to the
    redirect chain of a rendered page (:meth:`process_response`, a downloader middleware).

    ``policy`` is the crawl's :class:`~webextract.addresses.AddressPolicy`; ``stats`` a
    Scrapy stats collector (or ``None``); ``timeout`` the seconds a name may take to resolve
    (``DNS_TIMEOUT``); ``resolve`` turns a host name into its addresses (the system's
    resolver by default; the tests hand a stub); ``chained`` a further predicate asked about
    the requests the policy lets through (a user's ``PLAYWRIGHT_ABORT_REQUEST``)."""

    def __init__(self, policy: AddressPolicy, stats: Any = None, timeout: float = 60.0,
                 resolve: Callable[[str], Awaitable[list[str]]] = getaddrinfo_addresses,
                 chained: Optional[Callable[[Any], Union[bool, Awaitable[bool]]]] = None,
                 cache_size: int = _REMEMBERED):
        self.policy = policy
        self.stats = stats
        self.timeout = timeout
        self.resolve = resolve
        self.chained = chained
        self.cache_size = max(cache_size, 0)
        self.verdicts: OrderedDict[str, Verdict] = OrderedDict()
        self.pending: dict[str, asyncio.Future] = {}
        self.logged: set[str] = set()
        self.watch = BrowserWatch(self.refusal_of_url, self.count)
        #: Check the address a rendered page came from (off when the browser's own proxy,
        #: whose address it would be, is set in PLAYWRIGHT_LAUNCH_OPTIONS or a context).
        self.check_address = True

    @classmethod
    def from_crawler(cls, crawler: Any) -> "BrowserGuard":
        """Build from the crawl's settings (``WEBEXTRACT_ALLOWED_NETWORKS`` or its
        environment variable, ``DNS_TIMEOUT``, ``DNSCACHE_SIZE``, the chained predicate) and
        make it the guard :func:`abort_request` asks; a malformed range refuses the crawl."""
        settings = crawler.settings
        policy = crawl_policy(settings)
        chained = settings.get(CHAINED_SETTING)
        guard = cls(policy, crawler.stats, settings.getfloat("DNS_TIMEOUT", 60.0),
                    chained=load_object(chained) if chained else None,
                    cache_size=settings.getint("DNSCACHE_SIZE", _REMEMBERED) or _REMEMBERED)
        contexts = settings.getdict("PLAYWRIGHT_CONTEXTS").values()
        guard.check_address = not (settings.getdict("PLAYWRIGHT_LAUNCH_OPTIONS").get("proxy")
                                   or any((kwargs or {}).get("proxy") for kwargs in contexts))
        install(guard)
        return guard

    async def verdict(self, host: str) -> Verdict:
        """Why ``host`` (an IP literal or a host name) may not be reached: ``(address,
        reason)``, with reason as in :meth:`AddressPolicy.refusal` or ``"unresolved"`` (no
        address within :attr:`timeout`); ``None`` when every address it has is allowed.
        A name is looked up once at a time, and its verdict cached."""
        if literal_address(host) is not None:
            reason = self.policy.refusal(host)
            return None if reason is None else (host.strip("[]"), reason)
        key = host.lower().rstrip(".")
        if key in self.verdicts:
            self.verdicts.move_to_end(key)
            return self.verdicts[key]
        if key in self.pending:
            return await asyncio.shield(self.pending[key])
        future: asyncio.Future = asyncio.get_running_loop().create_future()
        self.pending[key] = future
        try:
            result = await self._lookup(key)
            if self.cache_size:
                self.verdicts[key] = result
                while len(self.verdicts) > self.cache_size:
                    self.verdicts.popitem(last=False)
            future.set_result(result)
            return result
        except BaseException:  # cancelled: the requests waiting on this lookup are refused
            future.set_result((key, "unresolved"))
            raise
        finally:
            del self.pending[key]

    async def _lookup(self, host: str) -> Verdict:
        try:
            addresses = await asyncio.wait_for(self.resolve(host), self.timeout)
        except (OSError, asyncio.TimeoutError, UnicodeError, ValueError):
            return (host, "unresolved")
        if not addresses:
            return (host, "unresolved")
        for address in addresses:
            reason = self.policy.refusal(address)
            if reason is not None:
                return (address, reason)
        return None

    async def refusal_of_url(self, url: str) -> Optional[NetworkRefused]:
        """The refusal of ``url`` (its host refused or unresolved), or ``None`` when the
        browser may fetch it (also for a URL that names no host: ``data:``, ``blob:``)."""
        try:
            parts = urlsplit(url)
            host = parts.hostname
        except ValueError:
            return NetworkRefused(url, url, url, "not_an_address")
        if parts.scheme.lower() not in _NETWORK_SCHEMES or not host:
            return None
        found = await self.verdict(host)
        if found is None:
            return None
        return NetworkRefused(url, host, found[0], found[1])

    async def abort(self, request: Any) -> bool:
        """scrapy-playwright's abort predicate: ``request`` is a Playwright request (its
        ``url``); ``True`` (abort it) when its host is refused, counted and logged, else the
        chained predicate's answer (``False`` without one)."""
        refusal = await self.refusal_of_url(request.url)
        if refusal is not None:
            self.count(refusal, "Chromium: ")
            return True
        await self.watch.cover(request)  # before it leaves: its redirects are checked too
        if self.chained is None:
            return False
        answer = self.chained(request)
        if asyncio.iscoroutine(answer) or isinstance(answer, asyncio.Future):
            answer = await answer
        return bool(answer)

    def count(self, refusal: NetworkRefused, prefix: str = "") -> None:
        """Count ``refusal`` (the middleware's stats and ``.../browser``) and log it: a
        WARNING the first time its host is refused, DEBUG after."""
        if self.stats is not None:
            self.stats.inc_value("webextract/network/refused")
            self.stats.inc_value(f"webextract/network/refused/{refusal.reason}")
            self.stats.inc_value("webextract/network/refused/browser")
        host = refusal.host.lower()
        if host in self.logged or len(self.logged) >= _REMEMBERED:
            logger.debug("%s%s", prefix, refusal)
        else:
            self.logged.add(host)
            logger.warning("%s%s", prefix, refusal)

    def process_request(self, request: Request, spider: Any = None) -> None:
        """A request to render gets :func:`init_page` as its page-init callback, so its page's
        redirects are checked from its first navigation on (a callback of the request's own
        is kept in ``meta["webextract_page_init_callback"]`` and run after it), and the
        browser context it may create blocks service workers (unless its
        ``playwright_context_kwargs`` say ``service_workers``)."""
        if not request.meta.get("playwright"):
            return None
        own = request.meta.get("playwright_page_init_callback")
        if own and own != PAGE_INIT_CALLBACK and own is not init_page:
            request.meta["webextract_page_init_callback"] = own
        request.meta["playwright_page_init_callback"] = PAGE_INIT_CALLBACK
        # a service worker's own requests pass no route: none is registered (a context the
        # request creates; the add-on does the same for PLAYWRIGHT_CONTEXTS)
        request.meta["playwright_context_kwargs"] = {"service_workers": "block",
                                                     **(request.meta.get("playwright_context_kwargs") or {})}
        return None

    async def process_response(self, request: Request, response: Response, spider: Any = None) -> Response:
        """A rendered page (flag ``playwright``) is dropped before any spider reads it
        (:class:`NetworkRefused`, counted and logged) when the address Chromium got it from
        (``response.ip_address``, scrapy-playwright's) is refused (a name Chromium resolved
        differently from the check: DNS rebinding; not checked when the browser goes through
        a proxy of its own), or when its redirect chain (``redirect_urls``, then the page's
        URL) passed through a refused host."""
        if "playwright" not in response.flags:
            return response
        address = getattr(response, "ip_address", None)
        if address is not None and self.check_address and not _proxied(request):
            reason = self.policy.refusal(address)
            if reason is not None:
                error = NetworkRefused(request.url, urlsplit(response.url).hostname or "", str(address), reason)
                self.count(error, f"Chromium resolved the page's host itself and connected to {address}; ")
                raise error
        hops = list(request.meta.get("redirect_urls") or ())
        if not hops:
            return response
        for url in [*hops[1:], response.url]:
            refusal = await self.refusal_of_url(url)
            if refusal is not None:
                error = NetworkRefused(request.url, refusal.host, refusal.address, refusal.reason)
                self.count(error, f"Chromium followed a redirect to {url}; ")
                raise error
        return response


def _proxied(request: Request) -> bool:
    """Whether ``request``'s browser context goes through a proxy of its own."""
    return bool((request.meta.get("playwright_context_kwargs") or {}).get("proxy"))


#: The guard :func:`abort_request` asks (the last crawl started in this process); with none,
#: the policy of the environment variable alone.
_INSTALLED: list[BrowserGuard] = []


def install(guard: BrowserGuard) -> None:
    """Make ``guard`` the one :func:`abort_request` asks (the ranges of the guards before
    it stay allowed: one process, one browser policy, as with the resolver)."""
    if _INSTALLED:
        guard.policy = guard.policy.widened(_INSTALLED[-1].policy.allowed)
    _INSTALLED[:] = [guard]


def installed() -> BrowserGuard:
    """The installed guard, or a new one with the environment's allowed networks."""
    if not _INSTALLED:
        _INSTALLED.append(BrowserGuard(AddressPolicy(allowed_networks(None))))
    return _INSTALLED[-1]


async def init_page(page: Any, request: Request) -> None:
    """scrapy-playwright's page-init callback (``meta["playwright_page_init_callback"]``):
    before ``page`` (a Playwright page) navigates to ``request``'s URL, check its redirects
    (:meth:`BrowserWatch.cover_page`); then the request's own callback, if it had one."""
    await installed().watch.cover_page(page)
    own = request.meta.get("webextract_page_init_callback")
    if own:
        await load_object(own)(page, request)


async def abort_request(request: Any) -> bool:
    """``PLAYWRIGHT_ABORT_REQUEST``: whether scrapy-playwright aborts the browser's
    ``request`` (a Playwright request) — ``True`` when its host is, or resolves to, an
    address the crawl may not reach (see :meth:`BrowserGuard.abort`)."""
    return await installed().abort(request)
