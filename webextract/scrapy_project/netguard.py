"""The network a crawl runs in is not a target: refused addresses, after DNS, before connecting.

Two parts, both on by default in the project's settings:

* :class:`GuardedResolver` (``TWISTED_DNS_RESOLVER``): Scrapy's caching resolver whose every
  answer is checked with :class:`webextract.addresses.AddressPolicy` before it is handed to
  the connection.  The address checked is the address connected to (Twisted connects to
  what the resolver returns, from its cache or from a fresh lookup), so a name that resolves
  to a public address when checked and to ``127.0.0.1`` when connected (DNS rebinding) cannot
  slip through.  A refused answer is a failed lookup, remembered with its reason for the
  middleware.
  :class:`GuardedHostnameResolver` does the same for Scrapy's IPv4-and-IPv6 resolver (set
  it as ``TWISTED_DNS_RESOLVER`` to reach IPv6 sites by name): only a name's allowed
  addresses are handed on.
* :class:`NetworkGuardMiddleware` (a downloader middleware, after the saved-site and
  journal middlewares so a crawl answered without the network is never checked): refuses a
  URL whose host is a refused IP literal before it is sent, turns a lookup the resolver
  refused into an ``IgnoreRequest`` (not retried), and counts and logs each refusal:
  ``webextract/network/refused/<reason>`` and
  ``refused http://10.0.0.1/ (host 10.0.0.1, address 10.0.0.1): private network; allow
  it with WEBEXTRACT_ALLOWED_NETWORKS``.  Seeds, links and redirects travel the same way.

Through an HTTP proxy (``meta["proxy"]``, ``http_proxy``), the crawl connects to the proxy:
the proxy's host is the user's choice and is never refused; the target's host is checked
before the request is sent (an IP literal as is, a name by resolving it here; a name that
does not resolve here is left to the proxy), but the proxy resolves it again, so a rebinding
name is the proxy's to stop.  Pages rendered in Chromium (``meta["playwright"]``) are checked
the same way before they are handed to the browser; the requests the browser then makes on
its own are checked by :mod:`webextract.scrapy_project.browserguard`.

One resolver serves a whole process: the ranges it allows are those of the process's
settings and of every crawl started in it.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections import OrderedDict
from typing import Any, Awaitable, Callable, Optional

from scrapy import signals
from scrapy.exceptions import IgnoreRequest
from scrapy.http import Request
from scrapy.resolver import CachingHostnameResolver, CachingThreadedResolver
from scrapy.utils.defer import maybe_deferred_to_future
from scrapy.utils.httpobj import urlparse_cached
from scrapy.utils.misc import load_object
from scrapy.utils.reactor import is_reactor_installed
from twisted.internet import defer
from twisted.internet.error import DNSLookupError
from twisted.internet.interfaces import IResolutionReceiver
from zope.interface import implementer

try:  # Scrapy 2.14+ raises its own error for a failed lookup
    from scrapy.exceptions import CannotResolveHostError
except ImportError:  # pragma: no cover - older Scrapy
    CannotResolveHostError = DNSLookupError  # type: ignore[misc,assignment]

from webextract.addresses import SETTING, AddressPolicy, allowed_networks, literal_address
from webextract.scrapy_project.faults import Refused

logger = logging.getLogger(__name__)

#: Host names whose refusal is remembered (least recently refused forgotten first).
_REMEMBERED = 10000

#: Words for each reason, in the log line.
_WORDS = {
    "loopback": "loopback address (this machine)",
    "unspecified": "unspecified address (this machine)",
    "private": "private network",
    "cgnat": "shared (CGNAT) network",
    "link_local": "link-local network",
    "unique_local": "unique-local network",
    "metadata": "cloud metadata service",
    "multicast": "multicast address",
    "broadcast": "broadcast address",
    "reserved": "reserved address",
    "not_an_address": "no IP address",
    "unresolved": "no address found here in time (the browser would resolve it on its own)",
}


class NetworkRefused(IgnoreRequest):
    """A request refused because its host is (or resolves to) an address the crawl may not
    connect to; ``reason`` as in :meth:`webextract.addresses.AddressPolicy.refusal`."""

    def __init__(self, url: str, host: str, address: str, reason: str):
        self.url, self.host, self.address, self.reason = url, host, address, reason
        where = f"host {host}" if host == address else f"host {host}, address {address}"
        super().__init__(f"refused {url} ({where}): {_WORDS.get(reason, reason)}; "
                         f"allow it with {SETTING}")


class Guard:
    """What the resolver and the middlewares of a process share: the policy, the proxy
    hosts that are never refused, and the host names refused lately with their address and
    reason."""

    def __init__(self, policy: AddressPolicy):
        self.policy = policy
        self.trusted: set[str] = set()
        self.refused: OrderedDict[str, tuple[str, str]] = OrderedDict()

    def judge(self, name: str, address: str) -> Optional[str]:
        """The reason ``name``'s ``address`` is refused, or ``None`` when it may be
        connected to (a trusted proxy host always may)."""
        if name.lower() in self.trusted:
            return None
        return self.policy.refusal(address)

    def remember(self, name: str, address: str, reason: str) -> None:
        """Remember that ``name`` was refused, for the middleware to count and log."""
        self.refused[name.lower()] = (address, reason)
        self.refused.move_to_end(name.lower())
        while len(self.refused) > _REMEMBERED:
            self.refused.popitem(last=False)

    def refusal_of(self, name: str) -> Optional[tuple[str, str]]:
        """The (address, reason) of the last refusal of ``name``, or ``None``."""
        return self.refused.get(name.lower())


def crawl_policy(settings: Any) -> AddressPolicy:
    """The address policy of a crawl's settings (``WEBEXTRACT_ALLOWED_NETWORKS`` or its
    environment variable); a malformed range refuses the crawl (:class:`Refused`)."""
    try:
        return AddressPolicy(allowed_networks(settings.get(SETTING)))
    except ValueError as exc:
        raise Refused(str(exc)) from None


def _resolver_policy(settings: Any) -> AddressPolicy:
    """The process resolver's policy: a malformed range allows nothing here (the
    middleware then refuses the crawl, naming it)."""
    try:
        return crawl_policy(settings)
    except Refused:
        return AddressPolicy()


def _dns_cache_size(settings: Any) -> int:
    return settings.getint("DNSCACHE_SIZE") if settings.getbool("DNSCACHE_ENABLED") else 0


class GuardedResolver(CachingThreadedResolver):
    """Scrapy's default resolver (threaded, cached, ``DNS_TIMEOUT``, IPv4) whose answers are
    checked before any connection: a refused address fails the lookup
    (``DNSLookupError``) and is remembered with its reason on :attr:`guard`.  IP literals
    are checked without DNS.  Set as ``TWISTED_DNS_RESOLVER``."""

    def __init__(self, reactor: Any, cache_size: int, timeout: float, policy: AddressPolicy):
        super().__init__(reactor, cache_size, timeout)
        self.guard = Guard(policy)

    @classmethod
    def from_crawler(cls, crawler: Any, reactor: Any) -> "GuardedResolver":
        """Build from the process's settings (``DNSCACHE_*``, ``DNS_TIMEOUT``,
        ``WEBEXTRACT_ALLOWED_NETWORKS`` or its environment variable).  A malformed range
        allows nothing here; the middleware then refuses the crawl, naming it."""
        settings = crawler.settings
        return cls(reactor, _dns_cache_size(settings), settings.getfloat("DNS_TIMEOUT"), _resolver_policy(settings))

    def getHostByName(self, name: str, timeout: Any = ()) -> "defer.Deferred[str]":
        """The address of ``name`` when the policy allows it; else a failed lookup."""
        if literal_address(name) is not None:
            return defer.maybeDeferred(self._checked, name, name)
        d = super().getHostByName(name, timeout)
        d.addCallback(self._checked, name)
        return d

    def _checked(self, address: str, name: str) -> str:
        reason = self.guard.judge(name, address)
        if reason is not None:
            self.guard.remember(name, address, reason)
            raise DNSLookupError(f"{name}: {address} refused ({reason})")
        return address


class GuardedHostnameResolver(CachingHostnameResolver):
    """Scrapy's caching resolver of IPv4 and IPv6 addresses (set ``TWISTED_DNS_RESOLVER`` to
    this to reach IPv6 sites by name), each address checked as it is handed to the
    connection: refused addresses are not handed on, and a name all of whose addresses are
    refused fails its lookup, remembered with its reason on :attr:`guard`."""

    def __init__(self, reactor: Any, cache_size: int, policy: AddressPolicy):
        super().__init__(reactor, cache_size)
        self.guard = Guard(policy)

    @classmethod
    def from_crawler(cls, crawler: Any, reactor: Any) -> "GuardedHostnameResolver":
        """Build from the process's settings, as :meth:`GuardedResolver.from_crawler`."""
        return cls(reactor, _dns_cache_size(crawler.settings), _resolver_policy(crawler.settings))

    def resolveHostName(self, resolutionReceiver: Any, hostName: str, portNumber: int = 0,
                        addressTypes: Any = None, transportSemantics: str = "TCP") -> Any:
        """Resolve as Scrapy's resolver does, handing on only the addresses allowed."""
        checking = _CheckingReceiver(resolutionReceiver, hostName, self.guard)
        return super().resolveHostName(checking, hostName, portNumber, addressTypes, transportSemantics)


@implementer(IResolutionReceiver)
class _CheckingReceiver:
    def __init__(self, receiver: Any, name: str, guard: Guard):
        self.receiver, self.name, self.guard = receiver, name, guard
        self.handed = 0
        self.refused: Optional[tuple[str, str]] = None

    def resolutionBegan(self, resolution: Any) -> None:
        self.receiver.resolutionBegan(resolution)

    def addressResolved(self, address: Any) -> None:
        host = getattr(address, "host", "")
        reason = self.guard.judge(self.name, host)
        if reason is None:
            self.handed += 1
            self.receiver.addressResolved(address)
        elif self.refused is None:
            self.refused = (host, reason)

    def resolutionComplete(self) -> None:
        if not self.handed and self.refused is not None:
            self.guard.remember(self.name, *self.refused)
        self.receiver.resolutionComplete()


def installed_guard(reactor: Any) -> Optional[Guard]:
    """The :class:`Guard` of the resolver installed on ``reactor``, or ``None``."""
    for resolver in (getattr(reactor, "resolver", None), getattr(reactor, "nameResolver", None)):
        guard = getattr(resolver, "guard", None)
        if isinstance(guard, Guard):
            return guard
    return None


def ensure_guard(reactor: Any, settings: Any) -> Guard:
    """The guard of ``reactor``'s resolver; when another resolver is installed (a script on
    ``CrawlerRunner`` sets none up), a :class:`GuardedResolver` built from ``settings`` is
    installed first."""
    guard = installed_guard(reactor)
    if guard is None:
        resolver = GuardedResolver(reactor, _dns_cache_size(settings), settings.getfloat("DNS_TIMEOUT"), AddressPolicy())
        resolver.install_on_reactor()
        guard = resolver.guard
    return guard


class NetworkGuardMiddleware:
    """Downloader middleware: refuses requests to addresses of the network the crawl runs
    in, counts each under ``webextract/network/refused/<reason>`` and logs it (a WARNING the
    first time a host is refused, DEBUG after).  ``WEBEXTRACT_ALLOWED_NETWORKS`` (or the
    environment variable of that name) names the ranges allowed; a malformed range refuses
    the crawl at its start (exit status 2)."""

    def __init__(self, guard: Guard, policy: AddressPolicy, stats: Any = None, check_names: bool = False):
        self.guard = guard
        self.policy = policy
        self.stats = stats
        #: Resolve and check every host name here (the download handler does not connect
        #: through the guarded resolver): best effort, the handler resolves again.
        self.check_names = check_names
        self.logged: set[str] = set()
        #: Resolves a host name to the addresses a connection may use (through the
        #: process's guarded resolver when Twisted's reactor runs).
        self.resolve: Callable[[str], Awaitable[list[str]]] = _reactor_resolve

    @classmethod
    def from_crawler(cls, crawler: Any) -> "NetworkGuardMiddleware":
        """Build from the crawl's settings; make sure the process's resolver checks its
        answers and allows this crawl's ranges."""
        policy = crawl_policy(crawler.settings)
        if is_reactor_installed():
            from twisted.internet import reactor

            guard = ensure_guard(reactor, crawler.settings)
            guard.policy = guard.policy.widened(policy.allowed)
            check_names = not _handlers_use_resolver(crawler.settings)
        else:  # no Twisted reactor, so no resolver of ours: names are checked here
            guard, check_names = Guard(policy), True
        if check_names:
            logger.warning("Network guard: the download handler resolves host names itself; each name is "
                           "checked before the request is sent, but not pinned (DNS rebinding is not stopped)")
        mw = cls(guard, policy, crawler.stats, check_names)
        if not is_reactor_installed():
            mw.resolve = _loop_resolve
        crawler.signals.connect(mw.spider_opened, signal=signals.spider_opened)
        return mw

    def spider_opened(self, spider: Any = None) -> None:
        """Say once which ranges the crawl may reach beyond the public network."""
        logger.info("Network guard: loopback, private, link-local and metadata addresses refused; "
                    "allowed networks (%s): %s", SETTING, self.policy.describe())

    def process_request(self, request: Request, spider: Any = None) -> Any:
        """Refuse a request whose host is a refused IP literal; check the target of a
        request sent through a proxy or to the browser by resolving it here."""
        host = urlparse_cached(request).hostname or ""
        if not host or urlparse_cached(request).scheme not in ("http", "https", "ftp"):
            return None
        proxy = request.meta.get("proxy")
        if proxy:  # the user's choice: its address is never refused
            proxy_host = urlparse_cached(Request(_with_scheme(proxy))).hostname
            if proxy_host:
                self.guard.trusted.add(proxy_host.lower())
        if literal_address(host) is not None:
            reason = self.policy.refusal(host)
            if reason is not None:
                self._refuse(request, host, host, reason)
            return None
        if proxy or self.check_names or request.meta.get("playwright") or host.lower() in self.guard.trusted:
            # the proxy or the browser resolves the target itself; a proxy's host name asked
            # for directly is checked here, since the resolver lets it through
            return self._check_resolved(request, host)
        return None

    async def _check_resolved(self, request: Request, host: str) -> None:
        try:
            addresses = await self.resolve(host)
        except (DNSLookupError, CannotResolveHostError, OSError):
            refusal = self.guard.refusal_of(host)
            if refusal is not None:
                self._refuse(request, host, *refusal)
            return None  # not resolvable here: the proxy (or the browser) resolves it
        for address in addresses:
            reason = self.policy.refusal(address)
            if reason is not None:
                self._refuse(request, host, address, reason)
        return None

    def process_exception(self, request: Request, exception: BaseException, spider: Any = None) -> None:
        """A lookup the resolver refused becomes a counted, logged refusal (not retried)."""
        if isinstance(exception, (DNSLookupError, CannotResolveHostError)) and not request.meta.get("proxy"):
            host = urlparse_cached(request).hostname or ""
            refusal = self.guard.refusal_of(host)
            if refusal is not None:
                self._refuse(request, host, *refusal)
        return None

    def _refuse(self, request: Request, host: str, address: str, reason: str) -> None:
        error = NetworkRefused(request.url, host, address, reason)
        if self.stats is not None:
            self.stats.inc_value("webextract/network/refused")
            self.stats.inc_value(f"webextract/network/refused/{reason}")
        if host.lower() in self.logged or len(self.logged) >= _REMEMBERED:
            logger.debug("%s", error)
        else:
            self.logged.add(host.lower())
            logger.warning("%s", error)
        raise error


async def _reactor_resolve(host: str) -> list[str]:
    from twisted.internet import reactor

    return [await maybe_deferred_to_future(reactor.resolve(host))]


async def _loop_resolve(host: str) -> list[str]:
    infos = await asyncio.get_running_loop().getaddrinfo(host, None, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


#: Download handlers that connect through the reactor's resolver (scrapy-playwright's hands
#: the requests it does not render to Scrapy's HTTP/1.1 handler).
_RESOLVER_HANDLERS = frozenset({
    "scrapy.core.downloader.handlers.http11.HTTP11DownloadHandler",
    "scrapy.core.downloader.handlers.http2.H2DownloadHandler",
    "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler",
})


def _handlers_use_resolver(settings: Any) -> bool:
    """Whether the http and https download handlers connect through Twisted's resolver."""
    handlers = settings.getwithbase("DOWNLOAD_HANDLERS")
    for scheme in ("http", "https"):
        handler = handlers.get(scheme)
        if handler is None:
            continue
        try:
            cls = load_object(handler) if isinstance(handler, str) else handler
        except (ImportError, NameError, ValueError):
            return False
        if not any(f"{k.__module__}.{k.__qualname__}" in _RESOLVER_HANDLERS for k in getattr(cls, "__mro__", ())):
            return False
    return True


def _with_scheme(proxy: str) -> str:
    return proxy if "://" in proxy else "http://" + proxy
