"""The requests Chromium makes for a rendered page (webextract/scrapy_project/browserguard.py).

The decision is tested on a stub resolver answering 10.0.0.1 or 169.254.169.254: nothing
connects anywhere.  With Debian's Chromium, a page served on 127.0.0.1 whose script, image,
frame and fetch() name a second server on 127.0.0.2 (counting what reaches it) is rendered
with only 127.0.0.1/32 allowed: nothing reaches 127.0.0.2, each refusal is counted, the page
still renders; with 127.0.0.0/8 allowed every one of them arrives.
"""

from __future__ import annotations

import asyncio
import json
import logging
import shutil
from collections import Counter
from pathlib import Path
from typing import Any, Iterator

import pytest

from needs import module
from webextract.addresses import AddressPolicy, parse_networks

PUBLIC = "93.184.216.34"


class Stats:
    def __init__(self) -> None:
        self.values: Counter[str] = Counter()

    def inc_value(self, key: str, count: int = 1) -> None:
        self.values[key] += count


class BrowserRequest:
    """What the predicate reads of a Playwright request: its URL."""

    def __init__(self, url: str) -> None:
        self.url = url


def stub_guard(allowed: str = "", answers: dict[str, list[str]] | None = None, **kwargs: Any) -> tuple[Any, list[str]]:
    """A guard over a stub resolver: ``answers[name]`` its addresses; an unknown name fails
    as an unknown host does; ``asked`` the names looked up."""
    from webextract.scrapy_project.browserguard import BrowserGuard

    asked: list[str] = []
    known = answers if answers is not None else {"intranet.test": ["10.0.0.1"],
                                                  "metadata.test": ["169.254.169.254"],
                                                  "mixed.test": [PUBLIC, "10.0.0.1"],
                                                  "public.test": [PUBLIC, "2606:4700::1111"]}

    async def resolve(name: str) -> list[str]:
        asked.append(name)
        await asyncio.sleep(0)
        if name not in known:
            raise OSError(f"no address for {name}")
        return known[name]

    return BrowserGuard(AddressPolicy(parse_networks(allowed)), Stats(), resolve=resolve, **kwargs), asked


def aborts(guard: Any, *urls: str) -> list[bool]:
    async def run() -> list[bool]:
        return list(await asyncio.gather(*(guard.abort(BrowserRequest(u)) for u in urls)))

    return asyncio.run(run())


def test_the_predicate_aborts_requests_to_refused_addresses(caplog: pytest.LogCaptureFixture) -> None:
    guard, asked = stub_guard()
    urls = {
        "http://intranet.test/app.js": True,
        "https://metadata.test/latest/meta-data/": True,
        "http://mixed.test/x.png": True,          # one refused address is enough: Chromium may pick it
        "http://public.test/style.css": False,
        "http://nowhere.test/pixel.gif": True,    # not resolvable here: the browser would resolve it itself
        "http://10.0.0.1/": True,
        "http://169.254.169.254/latest/meta-data/iam/": True,
        "http://[::ffff:a9fe:a9fe]/": True,
        "ws://127.0.0.1:9222/devtools": True,
        f"http://{PUBLIC}/": False,
        "data:image/png;base64,iVBORw0KGgo=": False,
        "blob:http://public.test/4f1c": False,
        "about:blank": False,
    }
    with caplog.at_level(logging.DEBUG, logger="webextract.scrapy_project.browserguard"):
        assert dict(zip(urls, aborts(guard, *urls))) == urls
        # the same hosts again: answered from the cache, counted, logged at DEBUG only
        assert aborts(guard, "http://intranet.test/other.js", "http://public.test/b.css") == [True, False]
    assert sorted(asked) == ["intranet.test", "metadata.test", "mixed.test", "nowhere.test", "public.test"]
    assert guard.stats.values == Counter({
        "webextract/network/refused": 9, "webextract/network/refused/browser": 9,
        "webextract/network/refused/private": 4, "webextract/network/refused/metadata": 3,
        "webextract/network/refused/unresolved": 1, "webextract/network/refused/loopback": 1})
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 8  # one per host
    assert ("Chromium: refused http://intranet.test/app.js (host intranet.test, address 10.0.0.1): private "
            "network; allow it with WEBEXTRACT_ALLOWED_NETWORKS") in warnings
    assert ("Chromium: refused https://metadata.test/latest/meta-data/ (host metadata.test, address "
            "169.254.169.254): cloud metadata service; allow it with WEBEXTRACT_ALLOWED_NETWORKS") in warnings
    assert ("Chromium: refused http://169.254.169.254/latest/meta-data/iam/ (host 169.254.169.254): cloud "
            "metadata service; allow it with WEBEXTRACT_ALLOWED_NETWORKS") in warnings
    assert [r.getMessage() for r in caplog.records if r.levelno == logging.DEBUG] == [
        "Chromium: refused http://intranet.test/other.js (host intranet.test, address 10.0.0.1): private "
        "network; allow it with WEBEXTRACT_ALLOWED_NETWORKS"]


def test_the_allowed_ranges_let_the_browser_through() -> None:
    guard, _ = stub_guard("10.0.0.0/8")
    assert aborts(guard, "http://intranet.test/", "http://10.0.0.1/", "http://metadata.test/",
                  "http://169.254.169.254/") == [False, False, True, True]
    assert guard.stats.values["webextract/network/refused/metadata"] == 2


def test_concurrent_requests_share_one_lookup_and_a_slow_name_is_refused() -> None:
    guard, asked = stub_guard()
    assert aborts(guard, *[f"http://intranet.test/{i}.png" for i in range(5)]) == [True] * 5
    assert asked == ["intranet.test"]

    from webextract.scrapy_project.browserguard import BrowserGuard

    async def never(name: str) -> list[str]:
        await asyncio.sleep(3600)
        return [PUBLIC]

    slow = BrowserGuard(AddressPolicy(), Stats(), timeout=0.05, resolve=never)
    assert aborts(slow, "http://slow.test/a.js", "http://slow.test/b.js") == [True, True]
    assert slow.stats.values["webextract/network/refused/unresolved"] == 2
    assert asyncio.run(slow.verdict("slow.test")) == ("slow.test", "unresolved")


def test_a_users_own_predicate_is_asked_after_the_network_check() -> None:
    calls: list[str] = []

    async def no_images(request: Any) -> bool:
        calls.append(request.url)
        return request.url.endswith(".png")

    guard, _ = stub_guard(chained=no_images)
    assert aborts(guard, "http://public.test/a.png", "http://public.test/a.js", "http://intranet.test/a.png") == \
        [True, False, True]
    assert calls == ["http://public.test/a.png", "http://public.test/a.js"]
    guard, _ = stub_guard(chained=lambda request: request.url.endswith(".js"))
    assert aborts(guard, "http://public.test/a.png", "http://public.test/a.js") == [False, True]


def test_a_rendered_pages_redirect_through_a_refused_host_is_dropped() -> None:
    """Chromium follows a page's redirects without asking the route; the chain is checked
    when the rendered page comes back, before a spider reads it."""
    from scrapy import Request
    from scrapy.http import HtmlResponse

    from webextract.scrapy_project.netguard import NetworkRefused

    guard, _ = stub_guard()

    def back(final: str, hops: list[str], flags: tuple[str, ...] = ("playwright",)) -> Any:
        request = Request(hops[0] if hops else final, meta={"redirect_urls": hops} if hops else {})
        response = HtmlResponse(final, body=b"<html></html>", request=request, flags=list(flags))
        return asyncio.run(guard.process_response(request, response))

    with pytest.raises(NetworkRefused) as raised:
        back("http://public.test/done", ["http://public.test/", "http://metadata.test/latest/"])
    assert (raised.value.url, raised.value.host, raised.value.reason) == \
        ("http://public.test/", "metadata.test", "metadata")
    with pytest.raises(NetworkRefused):
        back("http://10.0.0.1/admin", ["http://public.test/"])
    assert guard.stats.values["webextract/network/refused/browser"] == 2
    ok = back("http://public.test/done", ["http://public.test/", "http://public.test/next"])
    assert ok.url == "http://public.test/done"
    # not rendered (Scrapy's own redirects go through the resolver), or not redirected: as is
    assert back("http://10.0.0.1/admin", ["http://public.test/"], flags=()).url == "http://10.0.0.1/admin"
    assert back("http://public.test/", []).url == "http://public.test/"


def test_a_rendered_page_from_a_refused_address_is_dropped() -> None:
    """The address Chromium got the page from (scrapy-playwright's ``ip_address``) is judged:
    a name the browser resolved to 10.0.0.1 although the check saw a public address."""
    import ipaddress

    from scrapy import Request
    from scrapy.http import HtmlResponse

    from webextract.scrapy_project.netguard import NetworkRefused

    guard, _ = stub_guard()

    def back(address: str, **meta: Any) -> Any:
        request = Request("http://public.test/", meta=meta)
        response = HtmlResponse("http://public.test/", body=b"<html></html>", request=request, flags=["playwright"],
                                ip_address=ipaddress.ip_address(address))
        return asyncio.run(guard.process_response(request, response))

    with pytest.raises(NetworkRefused) as raised:
        back("10.0.0.1")
    assert (raised.value.host, raised.value.address, raised.value.reason) == ("public.test", "10.0.0.1", "private")
    assert back(PUBLIC).url == "http://public.test/"
    # through the browser's own proxy, the address is the proxy's: not judged
    assert back("10.0.0.1", playwright_context_kwargs={"proxy": {"server": "http://10.0.0.1:3128"}}).status == 200
    guard.check_address = False
    assert back("10.0.0.1").status == 200


def test_a_page_to_render_gets_the_guards_page_init_and_no_service_workers() -> None:
    from scrapy import Request

    from webextract.scrapy_project import browserguard

    guard, _ = stub_guard()
    plain = Request("http://public.test/")
    guard.process_request(plain)
    assert plain.meta == {}
    rendered = Request("http://public.test/", meta={"playwright": True})
    guard.process_request(rendered)
    assert rendered.meta["playwright_page_init_callback"] == "webextract.scrapy_project.browserguard.init_page"
    assert rendered.meta["playwright_context_kwargs"] == {"service_workers": "block"}
    assert "webextract_page_init_callback" not in rendered.meta
    # a callback and context options of the request's own are kept
    calls: list[tuple[Any, str]] = []

    async def own(page: Any, request: Any) -> None:
        calls.append((page, request.url))

    mine = Request("http://public.test/", meta={"playwright": True, "playwright_page_init_callback": own,
                                                "playwright_context_kwargs": {"service_workers": "allow",
                                                                              "locale": "de-DE"}})
    guard.process_request(mine)
    assert mine.meta["webextract_page_init_callback"] is own
    assert mine.meta["playwright_context_kwargs"] == {"service_workers": "allow", "locale": "de-DE"}
    guard.process_request(mine)  # asked twice (a retry): still the request's own callback after ours
    assert mine.meta["webextract_page_init_callback"] is own

    class Watch:  # records what would get a DevTools session
        async def cover_page(self, page: Any) -> None:
            calls.append((page, "covered"))

    guard.watch = Watch()
    browserguard.install(guard)
    page = object()
    asyncio.run(browserguard.init_page(page, mine))
    assert calls == [(page, "covered"), (page, "http://public.test/")]


def test_the_addon_sets_the_predicate_and_keeps_a_users_own(tmp_path: Path) -> None:
    from scrapy.settings import Settings

    from webextract.scrapy_project.rendering import RenderAddon

    chromium = shutil.which("true")
    settings = Settings({"WEBEXTRACT_RENDER_JS": True, "WEBEXTRACT_CHROMIUM": chromium,
                         "PLAYWRIGHT_ABORT_REQUEST": "my.module.no_images",
                         "PLAYWRIGHT_CONTEXTS": {"default": {}, "mobile": {"service_workers": "allow"}}},
                        priority="project")
    module("scrapy_playwright")
    RenderAddon().update_settings(settings)
    assert settings["PLAYWRIGHT_ABORT_REQUEST"] == "webextract.scrapy_project.browserguard.abort_request"
    assert settings["WEBEXTRACT_PLAYWRIGHT_ABORT_REQUEST"] == "my.module.no_images"
    assert settings.getdict("DOWNLOADER_MIDDLEWARES")["webextract.scrapy_project.browserguard.BrowserGuard"] == 961
    assert settings.getdict("PLAYWRIGHT_CONTEXTS") == {"default": {"service_workers": "block"},
                                                       "mobile": {"service_workers": "allow"}}
    assert "--disable-site-isolation-trials" in settings.getdict("PLAYWRIGHT_LAUNCH_OPTIONS")["args"]
    off = Settings({"WEBEXTRACT_CHROMIUM": chromium})
    RenderAddon().update_settings(off)
    assert off.get("PLAYWRIGHT_ABORT_REQUEST") is None


# --------------------------------------------------------------------------- in Chromium
#: What the faculty page names on 127.0.0.2 (the path that reaches it: its tag) ...
TRACKED = {"/track.js": '<script src="{other}track.js"></script>',
           "/pixel.png": '<img src="{other}pixel.png" alt="">',
           "/style.css": '<link rel="stylesheet" href="{other}style.css">',
           "/frame.html": '<iframe src="{other}frame.html"></iframe>',
           "/api/people": '<script>fetch("{other}api/people").catch(function () {{}});</script>',
           "/ws": '<script>try {{ new WebSocket("{ws}ws"); }} catch (e) {{}}</script>',
           # ... and through a redirect of a server on 127.0.0.1, which Playwright's routes never see
           "/redirected.png": '<img src="{redirector}to-other.png" alt="">',
           "/redirected-frame.html": '<iframe src="{redirector}to-other-frame"></iframe>',
           "/redirected-api": '<script>fetch("{redirector}to-other-api", {{mode: "no-cors"}}).catch(function () {{}});'
                              '</script>',
           # ... and from a frame of another site (localhost: a process of its own in Chromium)
           "/redirected-oopif.png": '<iframe src="{cross}frame-page.html"></iframe>'}
#: The cross-site frame's page: an image redirected to 127.0.0.2.
FRAME_PAGE = '<!DOCTYPE html><html><body><p>Map</p><img src="{redirector}to-other-oopif.png" alt=""></body></html>'

#: A service worker whose own request would pass no route: browser contexts block them.
SERVICE_WORKER = ('<script>if (navigator.serviceWorker) navigator.serviceWorker.register("/sw.js")'
                  '.catch(function () {});</script>')
SERVICE_WORKER_JS = ('self.addEventListener("install", function (e) {{ e.waitUntil(fetch("{other}from-sw", '
                     '{{mode: "no-cors"}}).catch(function () {{}})); }});')
REDIRECTS = {"/to-other.png": "redirected.png", "/to-other-oopif.png": "redirected-oopif.png", "/to-other-frame": "redirected-frame.html",
             "/to-other-api": "redirected-api", "/to-other/": ""}


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Any, Any]]:
    """The JavaScript department (its faculty table filled by a script from its own JSON)
    served on 127.0.0.1, its faculty page also naming a script, image, style sheet, frame
    and fetch() on a second server, on 127.0.0.2, that counts what reaches it, and three
    more reaching it through a redirecting server on 127.0.0.1."""
    from test_netguard import start_site
    from test_rendering import SITE
    from test_university_crawl import serve

    other = start_site("127.0.0.2")
    redirector = start_site("127.0.0.1", {path: other.base + to for path, to in REDIRECTS.items()})
    folder = tmp_path_factory.mktemp("department") / "site"
    shutil.copytree(SITE, folder)
    served = serve(folder)
    site_url = next(served)
    page = folder / "faculty" / "index.html"
    html = page.read_text(encoding="utf-8")
    names = {"other": other.base, "redirector": redirector.base, "ws": other.base.replace("http://", "ws://"),
             "cross": site_url.replace("127.0.0.1", "localhost")}
    tags = "\n".join(tag.format(**names) for tag in TRACKED.values()) + "\n" + SERVICE_WORKER
    page.write_text(html.replace("</main>", tags + "\n</main>", 1), encoding="utf-8")
    (folder / "frame-page.html").write_text(FRAME_PAGE.format(**names), encoding="utf-8")
    (folder / "sw.js").write_text(SERVICE_WORKER_JS.format(**names), encoding="utf-8")
    try:
        yield site_url, other, redirector
    finally:
        served.close()
        for server in (other, redirector):
            server.shutdown()
            server.server_close()


def rendered_crawl(site_url: str, work: Path, allowed: str, *extra: str) -> tuple[list[tuple], dict[str, Any], str]:
    from test_rendering import chromium, faculty
    from test_university_crawl import crawl

    chromium()
    items, stats, log = crawl(site_url, work, "rendered", "-a", "level=department",
                              "-s", "WEBEXTRACT_RENDER_URLS=/faculty/", "-s", f"WEBEXTRACT_ALLOWED_NETWORKS={allowed}",
                              *extra)
    return faculty(items, site_url), stats, log


def network_stats(stats: dict[str, Any]) -> dict[str, int]:
    return {k: int(v) for k, v in stats.items() if k.startswith("webextract/network/")}


def test_the_browser_reaches_no_refused_address_and_the_page_still_renders(pages: tuple[str, Any, Any],
                                                                         tmp_path: Path) -> None:
    from test_rendering import expected_faculty

    site_url, other, redirector = pages
    other.hits.clear()
    redirector.hits.clear()
    found, stats, log = rendered_crawl(site_url, tmp_path, "127.0.0.1/32, ::1")  # localhost: either
    assert found == expected_faculty(site_url)  # the page's own script and JSON ran
    assert sum(other.hits.values()) == 0
    # asked, not followed
    assert sorted(redirector.hits) == ["/to-other-api", "/to-other-frame", "/to-other-oopif.png", "/to-other.png"]
    assert network_stats(stats) == {"webextract/network/refused": 10, "webextract/network/refused/loopback": 10,
                                    "webextract/network/refused/browser": 10}
    host = other.base.split("/")[2].split(":")[0]
    warnings = [line for line in log.splitlines() if "WARNING: Chromium: " in line]
    assert len(warnings) == 1  # once per host, then DEBUG
    assert (f"(host {host}): loopback address (this machine); allow it with WEBEXTRACT_ALLOWED_NETWORKS"
            in warnings[0])


def test_the_allowed_range_lets_the_browser_fetch_them(pages: tuple[str, Any, Any], tmp_path: Path) -> None:
    from test_rendering import expected_faculty

    site_url, other, redirector = pages
    other.hits.clear()
    found, stats, log = rendered_crawl(site_url, tmp_path, "127.0.0.0/8, ::1")
    assert found == expected_faculty(site_url)
    assert dict(other.hits) == {path: 1 for path in TRACKED}
    assert network_stats(stats) == {}
    assert "Chromium: " not in log


def test_a_rendered_page_redirected_to_a_refused_address_is_not_followed(pages: tuple[str, Any, Any],
                                                                         tmp_path: Path) -> None:
    """The seed itself, rendered, answers 302 to 127.0.0.2: Chromium stops at the redirect."""
    from test_rendering import chromium
    from test_university_crawl import crawl

    _, other, redirector = pages
    chromium()
    other.hits.clear()
    items, stats, log = crawl(redirector.base + "to-other/", tmp_path, "seed", "-a", "level=department",
                              "-s", "WEBEXTRACT_RENDER_JS=True", "-s", "WEBEXTRACT_ALLOWED_NETWORKS=127.0.0.1/32",
                              "-s", "ROBOTSTXT_OBEY=False")
    assert (items, sum(other.hits.values())) == ([], 0)
    assert network_stats(stats) == {"webextract/network/refused": 1, "webextract/network/refused/loopback": 1,
                                    "webextract/network/refused/browser": 1}
    assert f"WARNING: Chromium: redirect from {redirector.base}to-other/: refused {other.base} " in log


def test_a_page_chromium_got_from_a_refused_address_is_dropped(pages: tuple[str, Any, Any], tmp_path: Path) -> None:
    """DNS rebinding, simulated: the checks resolve ``localhost`` to 127.0.0.1 (allowed) while
    Chromium is told (``--host-resolver-rules``) that it is 127.0.0.2.  The request goes out
    (Chromium resolves on its own: the gap docs/operations.md names), but the page it got
    from 127.0.0.2 never reaches the spider."""
    from test_rendering import chromium
    from test_university_crawl import crawl

    from webextract.scrapy_project.rendering import CHROMIUM_FLAGS

    _, other, _ = pages
    chromium()
    other.hits.clear()
    launch = {"executable_path": "/usr/bin/chromium", "headless": True,
              "args": [*CHROMIUM_FLAGS, "--host-resolver-rules=MAP localhost 127.0.0.2"]}
    seed = other.base.replace("127.0.0.2", "localhost")
    items, stats, log = crawl(seed, tmp_path, "rebound", "-a", "level=department",
                              "-s", "WEBEXTRACT_RENDER_JS=True", "-s", "WEBEXTRACT_ALLOWED_NETWORKS=127.0.0.1/32, ::1",
                              "-s", "ROBOTSTXT_OBEY=False", "-s", f"PLAYWRIGHT_LAUNCH_OPTIONS={json.dumps(launch)}")
    assert items == []
    assert other.hits["/"] == 1
    assert network_stats(stats) == {"webextract/network/refused": 1, "webextract/network/refused/loopback": 1,
                                    "webextract/network/refused/browser": 1}
    assert (f"WARNING: Chromium resolved the page's host itself and connected to 127.0.0.2; refused {seed} "
            "(host localhost, address 127.0.0.2): loopback address (this machine)") in log
