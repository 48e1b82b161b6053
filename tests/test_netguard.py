"""The network a crawl runs in is not a target (webextract/scrapy_project/netguard.py).

The refusal of private, link-local and metadata addresses is tested on the decision itself:
a stub DNS answers 10.0.0.1 or 169.254.169.254, and the resolver and middleware are asked;
nothing connects there.  End to end, every crawl below sends traffic to 127.0.0.1 or
127.0.0.2 only (servers started here count what reaches them): a 127.0.0.1 site is refused by
default (nothing reaches it) and crawled when WEBEXTRACT_ALLOWED_NETWORKS names its range,
a redirect from an allowed site to a refused address is refused before any connection, and
proxy and saved-site crawls keep working.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import threading
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import urlsplit

import pytest
from twisted.internet import defer
from twisted.internet.base import ThreadedResolver
from twisted.internet.error import DNSLookupError

from webextract.addresses import AddressPolicy, parse_networks
from webextract.demo.server import DemoHandler, make_server

ROOT = Path(__file__).resolve().parents[1]
NEWS = ROOT / "webextract" / "demo" / "news"
EXPECTED = json.loads((NEWS / "EXPECTED.json").read_text(encoding="utf-8"))
PUBLIC = "93.184.216.34"


# --------------------------------------------------------------------------- the decision
@pytest.fixture
def dns(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[dict[str, list[str]], list[str]]]:
    """A stub DNS under Scrapy's caching resolver: ``answers[name]`` lists the address each
    lookup of ``name`` answers in turn (the last one repeated); ``asked`` the names looked up.
    A name it does not know fails as an unknown host does."""
    from scrapy.resolver import dnscache

    answers: dict[str, list[str]] = {}
    asked: list[str] = []

    def lookup(self: Any, name: str, timeout: Any = ()) -> defer.Deferred:
        asked.append(name)
        if name not in answers:
            return defer.fail(DNSLookupError(f"no address for {name}"))
        queue = answers[name]
        return defer.succeed(queue.pop(0) if len(queue) > 1 else queue[0])

    monkeypatch.setattr(ThreadedResolver, "getHostByName", lookup)
    dnscache.clear()
    yield answers, asked
    dnscache.clear()


def resolver(allowed: str = "", cache: int = 100) -> Any:
    from webextract.scrapy_project.netguard import GuardedResolver

    return GuardedResolver(None, cache, 10.0, AddressPolicy(parse_networks(allowed)))


def lookup(res: Any, name: str) -> str:
    """The address the resolver hands to the connection, or ``refused`` for a failed lookup."""
    out: list[Any] = []
    res.getHostByName(name).addBoth(out.append)
    if isinstance(out[0], str):
        return out[0]
    assert out[0].check(DNSLookupError), out[0]
    return "refused"


def test_the_resolver_refuses_answers_in_the_local_network(dns) -> None:
    answers, asked = dns
    answers.update({"intranet.test": ["10.0.0.1"], "metadata.test": ["169.254.169.254"],
                    "v6.test": ["::1"], "mapped.test": ["::ffff:127.0.0.1"], "public.test": [PUBLIC]})
    res = resolver()
    assert [lookup(res, n) for n in ("intranet.test", "metadata.test", "v6.test", "mapped.test", "public.test")] == \
        ["refused", "refused", "refused", "refused", PUBLIC]
    assert res.guard.refusal_of("intranet.test") == ("10.0.0.1", "private")
    assert res.guard.refusal_of("METADATA.test") == ("169.254.169.254", "metadata")
    assert res.guard.refusal_of("v6.test") == ("::1", "loopback")
    assert res.guard.refusal_of("mapped.test") == ("::ffff:127.0.0.1", "loopback")
    assert res.guard.refusal_of("public.test") is None
    # IP literals are judged without DNS
    asked.clear()
    assert [lookup(res, a) for a in ("127.0.0.1", "::1", "169.254.169.254", PUBLIC)] == \
        ["refused", "refused", "refused", PUBLIC]
    assert asked == []


def test_the_resolver_allows_the_named_ranges(dns) -> None:
    answers, _ = dns
    answers.update({"intranet.test": ["10.0.0.1"], "metadata.test": ["169.254.169.254"]})
    res = resolver("10.0.0.0/8")
    assert lookup(res, "intranet.test") == "10.0.0.1"
    assert lookup(res, "metadata.test") == "refused"


def test_the_address_checked_is_the_address_connected_to(dns) -> None:
    """DNS rebinding: a name that answers a public address, then 127.0.0.1.  Without a cache
    each answer is checked as it is handed to the connection: the loopback answer is never
    handed on.  With the cache, the first (checked) answer is pinned for the crawl."""
    answers, asked = dns
    answers["rebind.test"] = [PUBLIC, "127.0.0.1", PUBLIC, "127.0.0.1"]
    res = resolver(cache=0)
    assert [lookup(res, "rebind.test") for _ in range(4)] == [PUBLIC, "refused", PUBLIC, "refused"]
    answers["pinned.test"] = [PUBLIC, "127.0.0.1"]
    res = resolver(cache=100)
    asked.clear()
    assert [lookup(res, "pinned.test") for _ in range(3)] == [PUBLIC] * 3
    assert asked == ["pinned.test"]
    answers["bad-first.test"] = ["10.0.0.1", PUBLIC]
    assert [lookup(res, "bad-first.test") for _ in range(2)] == ["refused", "refused"]


def test_a_proxy_host_is_the_users_choice(dns) -> None:
    answers, _ = dns
    answers["proxy.test"] = ["10.0.0.5"]
    res = resolver()
    res.guard.trusted.add("proxy.test")
    assert lookup(res, "proxy.test") == "10.0.0.5"


def test_the_ipv4_and_ipv6_resolver_hands_on_allowed_addresses_only() -> None:
    """GuardedHostnameResolver (for IPv6 sites by name) on a stub name resolver: of a name's
    addresses only the allowed ones reach the connection, fresh or from the cache; a name
    whose every address is refused fails, remembered with its reason."""
    from scrapy.resolver import dnscache
    from twisted.internet.address import IPv4Address, IPv6Address

    from webextract.scrapy_project.netguard import GuardedHostnameResolver

    answers = {"mixed.test": ["10.0.0.1", PUBLIC, "::1", "2606:4700::1111"], "v6.test": ["::1", "fd00:ec2::254"]}
    asked: list[str] = []

    class Stub:
        def resolveHostName(self, receiver: Any, name: str, port: int = 0, *args: Any) -> None:
            asked.append(name)
            receiver.resolutionBegan(None)
            for a in answers.get(name, []):
                receiver.addressResolved((IPv6Address if ":" in a else IPv4Address)("TCP", a, port))
            receiver.resolutionComplete()

    class Reactor:
        nameResolver = Stub()

    class Receiver:
        def __init__(self) -> None:
            self.addresses: list[str] = []
            self.done = False

        def resolutionBegan(self, resolution: Any) -> None:
            pass

        def addressResolved(self, address: Any) -> None:
            self.addresses.append(address.host)

        def resolutionComplete(self) -> None:
            self.done = True

    dnscache.clear()
    try:
        res = GuardedHostnameResolver(Reactor(), 100, AddressPolicy())
        for _ in range(2):  # the second time from Scrapy's cache
            got = Receiver()
            res.resolveHostName(got, "mixed.test", 80)
            assert (got.addresses, got.done) == ([PUBLIC, "2606:4700::1111"], True)
        assert res.guard.refusal_of("mixed.test") is None
        got = Receiver()
        res.resolveHostName(got, "v6.test", 80)
        assert (got.addresses, got.done) == ([], True)
        assert res.guard.refusal_of("v6.test") == ("::1", "loopback")
        assert asked == ["mixed.test", "v6.test"]
        allowed = GuardedHostnameResolver(Reactor(), 0, AddressPolicy(parse_networks("::1")))
        got = Receiver()
        allowed.resolveHostName(got, "v6.test", 80)
        assert got.addresses == ["::1"]
    finally:
        dnscache.clear()


class Stats:
    def __init__(self) -> None:
        self.values: Counter[str] = Counter()

    def inc_value(self, key: str, count: int = 1) -> None:
        self.values[key] += count


def middleware(res: Any, allowed: str = "") -> Any:
    from webextract.scrapy_project.netguard import NetworkGuardMiddleware

    mw = NetworkGuardMiddleware(res.guard, AddressPolicy(parse_networks(allowed)), Stats())

    async def resolve(host: str) -> list[str]:
        address = lookup(res, host)
        if address == "refused":
            raise DNSLookupError(host)
        return [address]

    mw.resolve = resolve
    return mw


def refusal(mw: Any, url: str, **meta: Any) -> str | None:
    """The reason the middleware refuses ``url`` before it is sent, or ``None``."""
    from scrapy import Request

    from webextract.scrapy_project.netguard import NetworkRefused

    try:
        result = mw.process_request(Request(url, meta=meta))
        if result is not None:
            asyncio.run(result)
    except NetworkRefused as exc:
        assert str(exc).startswith(f"refused {url} (host ") and str(exc).endswith(
            "allow it with WEBEXTRACT_ALLOWED_NETWORKS")
        return exc.reason
    return None


def test_ip_literal_urls_are_refused_before_they_are_sent(dns) -> None:
    mw = middleware(resolver())
    urls = {
        "http://10.0.0.1/": "private",
        "http://169.254.169.254/latest/meta-data/": "metadata",
        "http://[fd00:ec2::254]/latest/meta-data/": "metadata",
        "http://[::1]:8080/": "loopback",
        "http://127.0.0.1:8080/": "loopback",
        "http://0.0.0.0:8000/": "unspecified",
        "http://[::ffff:127.0.0.1]/": "loopback",
        "http://[::ffff:a9fe:a9fe]/": "metadata",
        "https://100.64.1.2/": "cgnat",
        "http://[fe80::1]/": "link_local",
        f"http://{PUBLIC}/": None,
        "http://intranet.test/": None,  # a name: the resolver checks what it resolves to
        "file:///etc/hostname": None,
    }
    assert {url: refusal(mw, url) for url in urls} == urls
    assert mw.stats.values == Counter({"webextract/network/refused": 10, "webextract/network/refused/metadata": 3,
                                       "webextract/network/refused/loopback": 3,
                                       "webextract/network/refused/private": 1,
                                       "webextract/network/refused/unspecified": 1,
                                       "webextract/network/refused/cgnat": 1,
                                       "webextract/network/refused/link_local": 1})


def test_a_lookup_the_resolver_refused_becomes_a_refusal_not_a_retry(dns) -> None:
    from scrapy import Request
    from scrapy.exceptions import CannotResolveHostError

    from webextract.scrapy_project.netguard import NetworkRefused

    answers, _ = dns
    answers["metadata.test"] = ["169.254.169.254"]
    res = resolver()
    mw = middleware(res)
    assert lookup(res, "metadata.test") == "refused"
    with pytest.raises(NetworkRefused) as raised:
        mw.process_exception(Request("http://metadata.test/latest/"), CannotResolveHostError("lookup failed"))
    assert (raised.value.host, raised.value.address, raised.value.reason) == \
        ("metadata.test", "169.254.169.254", "metadata")
    assert str(raised.value) == ("refused http://metadata.test/latest/ (host metadata.test, address "
                                 "169.254.169.254): cloud metadata service; allow it with WEBEXTRACT_ALLOWED_NETWORKS")
    # a name that does not resolve is the retry middleware's, as before
    assert mw.process_exception(Request("http://nowhere.test/"), CannotResolveHostError("lookup failed")) is None
    assert mw.process_exception(Request("http://nowhere.test/"), DNSLookupError("lookup failed")) is None
    assert mw.stats.values["webextract/network/refused/metadata"] == 1


def test_the_target_of_a_proxied_request_is_checked_where_it_can_be(dns) -> None:
    answers, _ = dns
    answers.update({"intranet.test": ["10.0.0.1"], "public.test": [PUBLIC], "proxy.test": ["10.0.0.5"]})
    res = resolver()
    mw = middleware(res)
    proxy = {"proxy": "http://proxy.test:3128"}
    assert refusal(mw, "http://intranet.test/", **proxy) == "private"
    assert refusal(mw, "http://10.0.0.1/", **proxy) == "private"
    assert refusal(mw, "http://public.test/", **proxy) is None
    assert refusal(mw, "http://only-the-proxy-knows.test/", **proxy) is None  # the proxy resolves it
    assert lookup(res, "proxy.test") == "10.0.0.5"  # the proxy itself is the user's choice ...
    assert refusal(mw, "http://proxy.test/admin") == "private"  # ... as a proxy, not as a target
    assert refusal(mw, "http://intranet.test/", playwright=True) == "private"  # before Chromium fetches it


def test_a_handler_that_resolves_on_its_own_gets_every_name_checked(dns) -> None:
    """Scrapy's HTTP/1.1 handler (and scrapy-playwright's, its subclass) connects through the
    guarded resolver; a handler that resolves names itself (httpx, aiohttp) does not, so the
    middleware resolves and checks each name before sending (not pinned: it warns)."""
    from scrapy.settings import Settings

    from webextract.scrapy_project.netguard import _handlers_use_resolver

    assert _handlers_use_resolver(Settings())
    assert _handlers_use_resolver(Settings({"DOWNLOAD_HANDLERS": {
        "https": "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler"}}))
    assert not _handlers_use_resolver(Settings({"DOWNLOAD_HANDLERS": {
        "https": "scrapy.core.downloader.handlers._httpx.HttpxDownloadHandler"}}))
    assert not _handlers_use_resolver(Settings({"DOWNLOAD_HANDLERS": {"http": "no.such.Handler"}}))
    answers, _ = dns
    answers.update({"intranet.test": ["10.0.0.1"], "public.test": [PUBLIC]})
    mw = middleware(resolver())
    assert refusal(mw, "http://intranet.test/") is None  # left to the resolver at connection
    mw.check_names = True
    assert refusal(mw, "http://intranet.test/") == "private"
    assert refusal(mw, "http://public.test/") is None


# --------------------------------------------------------------------------- end to end
class Counting(DemoHandler):
    """The demo news site, counting each request that reaches it; ``server.redirects`` maps
    a path to the Location it is redirected to."""

    def _answer(self, send_body: bool) -> None:
        self.server.hits[self.path] += 1  # type: ignore[attr-defined]
        target = self.server.redirects.get(self.path)  # type: ignore[attr-defined]
        if target:
            self._send(302, b"", "text/html", send_body, {"Location": target})
            return
        super()._answer(send_body)


def start_site(host: str = "127.0.0.1", redirects: dict[str, str] | None = None) -> Any:
    server = make_server(NEWS, host=host)
    server.RequestHandlerClass = Counting
    server.hits = Counter()  # type: ignore[attr-defined]
    server.redirects = redirects or {}  # type: ignore[attr-defined]
    server.base = f"http://{host}:{server.server_address[1]}/"  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.fixture
def site() -> Iterator[Any]:
    server = start_site()
    yield server
    server.shutdown()
    server.server_close()


def crawl(seeds: str, work: Path, *settings: str, env: dict[str, str] | None = None) -> tuple[int, list[dict], dict[str, int], str]:
    """``scrapy crawl news`` of ``seeds`` in a child process with WEBEXTRACT_ALLOWED_NETWORKS
    unset unless ``env`` sets it; returns exit status, items, webextract/network stats, log."""
    base = {k: v for k, v in os.environ.items()
            if k not in ("WEBEXTRACT_ALLOWED_NETWORKS", "http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY",
                         "no_proxy", "NO_PROXY", "all_proxy", "ALL_PROXY")}
    base.update(SCRAPY_SETTINGS_MODULE="webextract.scrapy_project.settings",
                PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""), **(env or {}))
    out = work / "items.jsonl"
    cmd = [sys.executable, "-m", "scrapy", "crawl", "news", "-a", f"seeds={seeds}", "-O", str(out),
           "-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False", "-s", "WEBEXTRACT_FEED_DIR=",
           "-s", "LOG_LEVEL=INFO", *settings]
    proc = subprocess.run(cmd, cwd=work, env=base, capture_output=True, text=True, timeout=240)
    items = [json.loads(line) for line in out.read_text().splitlines()] if out.exists() else []
    stats = {k: int(v) for k, v in re.findall(r"'(webextract/network/[\w/]+)': (\d+)", proc.stderr)}
    return proc.returncode, items, stats, proc.stderr


def article_urls(base: str) -> list[str]:
    return sorted(base + a["url"] for a in EXPECTED)


def test_a_loopback_site_is_refused_by_default_and_nothing_reaches_it(site: Any, tmp_path: Path) -> None:
    """By its IP, and by the shorthand and numeric forms of it the C library resolves
    (``127.1``, ``0x7f.1``, ``2130706433``): each refused after resolution."""
    port = site.server_address[1]
    seeds = [site.base] + [f"http://{host}:{port}/" for host in ("127.1", "0x7f.1", "2130706433")]
    status, items, stats, log = crawl(",".join(seeds), tmp_path)
    assert (status, items, sum(site.hits.values())) == (0, [], 0)
    # robots.txt and the seed of each host
    assert stats == {"webextract/network/refused": 8, "webextract/network/refused/loopback": 8}
    assert f"WARNING: refused http://2130706433:{port}/robots.txt (host 2130706433, address 127.0.0.1)" in log
    assert (f"WARNING: refused {site.base}robots.txt (host 127.0.0.1): loopback address (this machine); "
            "allow it with WEBEXTRACT_ALLOWED_NETWORKS") in log
    assert "allowed networks (WEBEXTRACT_ALLOWED_NETWORKS): none" in log


def test_a_name_resolving_to_loopback_is_refused_after_dns(site: Any, tmp_path: Path) -> None:
    base = site.base.replace("127.0.0.1", "localhost")
    status, items, stats, log = crawl(base, tmp_path, "-s", "WEBEXTRACT_ALLOWED_NETWORKS=")
    assert (status, items, sum(site.hits.values())) == (0, [], 0)
    assert stats == {"webextract/network/refused": 2, "webextract/network/refused/loopback": 2}
    # one WARNING per host (its robots.txt came first); the later refusals are counted
    assert f"WARNING: refused {base}robots.txt (host localhost, address 127.0.0.1): loopback address" in log
    assert log.count("WARNING: refused") == 1
    assert "retry/count" not in log and "Retrying" not in log  # a refusal is not tried again


@pytest.mark.parametrize("how", ["setting", "environment"])
def test_the_allowed_range_crawls_the_site(site: Any, tmp_path: Path, how: str) -> None:
    if how == "setting":
        status, items, stats, log = crawl(site.base, tmp_path, "-s", "WEBEXTRACT_ALLOWED_NETWORKS=127.0.0.0/8, ::1")
    else:
        status, items, stats, log = crawl(site.base, tmp_path, env={"WEBEXTRACT_ALLOWED_NETWORKS": "127.0.0.0/8"})
    assert status == 0, log[-3000:]
    assert sorted(i["url"] for i in items) == article_urls(site.base)
    assert stats == {}
    assert site.hits["/robots.txt"] == 1 and all(site.hits[f"/{a['url']}"] == 1 for a in EXPECTED)


def test_a_redirect_to_a_refused_address_is_refused(tmp_path: Path) -> None:
    """A site on 127.0.0.2 (allowed) redirects to addresses the crawl may not reach; the
    refused loopback target is a server on 127.0.0.1 that counts: nothing reaches it."""
    target = start_site("127.0.0.1")
    port = target.server_address[1]
    redirects = {"/to-private": "http://10.0.0.1/admin", "/to-metadata": "http://169.254.169.254/latest/meta-data/",
                 "/to-v6": f"http://[::1]:{port}/", "/to-mapped": f"http://[::ffff:127.0.0.1]:{port}/",
                 "/to-name": f"http://localhost:{port}/", "/to-site": "/"}
    source = start_site("127.0.0.2", redirects)
    try:
        seeds = ",".join(source.base + path.lstrip("/") for path in redirects)
        status, items, stats, log = crawl(seeds, tmp_path, "-s", "WEBEXTRACT_ALLOWED_NETWORKS=127.0.0.2/32",
                                          "-s", "ROBOTSTXT_OBEY=False")
        assert status == 0, log[-3000:]
        assert sum(target.hits.values()) == 0
        assert stats == {"webextract/network/refused": 5, "webextract/network/refused/private": 1,
                         "webextract/network/refused/metadata": 1, "webextract/network/refused/loopback": 3}
        assert f"refused http://localhost:{port}/ (host localhost, address 127.0.0.1)" in log
        # the redirect within the allowed site is followed and crawled
        assert sorted(i["url"] for i in items) == article_urls(source.base)
    finally:
        for server in (target, source):
            server.shutdown()
            server.server_close()


def test_a_malformed_range_refuses_the_crawl(site: Any, tmp_path: Path) -> None:
    status, items, stats, log = crawl(site.base, tmp_path, "-s", "WEBEXTRACT_ALLOWED_NETWORKS=127.0.0.0/33")
    assert (status, items, sum(site.hits.values())) == (2, [], 0)
    assert "ERROR: WEBEXTRACT_ALLOWED_NETWORKS: '127.0.0.0/33' is no CIDR range" in log


class Proxy(BaseHTTPRequestHandler):
    """A forwarding HTTP proxy for the tests: GET of an absolute URL, forwarded to
    127.0.0.1 or 127.0.0.2 only (anything else is answered 502 without connecting)."""

    def do_GET(self) -> None:  # noqa: N802
        parts = urlsplit(self.path)
        self.server.hits[parts.hostname] += 1  # type: ignore[attr-defined]
        if parts.hostname not in ("127.0.0.1", "127.0.0.2"):
            self.send_error(502)
            return
        conn = http.client.HTTPConnection(parts.hostname, parts.port or 80, timeout=10)
        conn.request("GET", parts.path + (f"?{parts.query}" if parts.query else ""))
        resp = conn.getresponse()
        body = resp.read()
        self.send_response(resp.status)
        for key, value in resp.getheaders():
            if key.lower() not in ("connection", "transfer-encoding", "content-length"):
                self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        conn.close()

    def log_message(self, *args: Any) -> None:
        pass


def test_a_crawl_through_a_proxy_keeps_working(tmp_path: Path) -> None:
    """The proxy (``localhost``, 127.0.0.1) is the user's choice: not refused although only
    127.0.0.2 is allowed; the target is checked: allowed, crawled through the proxy; not
    allowed, refused before it reaches the proxy."""
    site = start_site("127.0.0.2")
    proxy = ThreadingHTTPServer(("127.0.0.1", 0), Proxy)
    proxy.hits = Counter()  # type: ignore[attr-defined]
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    env = {"http_proxy": f"http://localhost:{proxy.server_address[1]}"}
    try:
        status, items, stats, log = crawl(site.base, tmp_path, "-s", "WEBEXTRACT_ALLOWED_NETWORKS=127.0.0.2/32",
                                          env=env)
        assert status == 0, log[-3000:]
        assert sorted(i["url"] for i in items) == article_urls(site.base)
        assert stats == {}
        assert proxy.hits["127.0.0.2"] == sum(site.hits.values()) > 0  # every request went through the proxy
        site.hits.clear()
        proxy.hits.clear()
        status, items, stats, log = crawl(site.base, tmp_path / "none", "-s", "WEBEXTRACT_ALLOWED_NETWORKS=",
                                          env=env) if (tmp_path / "none").mkdir() is None else None
        assert (status, items, sum(proxy.hits.values()), sum(site.hits.values())) == (0, [], 0, 0)
        assert stats == {"webextract/network/refused": 2, "webextract/network/refused/loopback": 2}
    finally:
        for server in (site, proxy):
            server.shutdown()
            server.server_close()


def test_a_saved_site_crawl_needs_no_network(tmp_path: Path) -> None:
    """A saved copy of an intranet site (10.1.2.3) crawled with nothing allowed: every request
    is answered from the copy, none refused, none sent."""
    shutil.copytree(NEWS, tmp_path / "saved" / "10.1.2.3")
    status, items, stats, log = crawl("http://10.1.2.3/", tmp_path, "-s", "WEBEXTRACT_ALLOWED_NETWORKS=",
                                      "-s", f"WEBEXTRACT_SAVED_SITE={tmp_path / 'saved'}")
    assert status == 0, log[-3000:]
    assert sorted(i["url"] for i in items) == article_urls("http://10.1.2.3/")
    assert stats == {}
