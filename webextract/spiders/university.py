"""``scrapy crawl university -a seed=URL``: a focused crawl of a university's structure (WEB-UIE).

From a seed page the spider walks the paths of WEB-UIE §3.1 (Figure 3)::

    university home --colleges keywords--> college record set --> college home
    college home --departments keywords--> department record set --> department home
    department (or college) home --faculty keywords--> faculty record set (+ its further pages)

and yields :class:`~webextract.items.College`, :class:`~webextract.items.Department` and
:class:`~webextract.items.Faculty` items, each followed by its Information Network Model
relations (:func:`webextract.relations.inm.relations_for`).

The spider only chooses links and page levels; every extraction is a library call in
:mod:`webextract.extract.webuie` (``keyword_links``, ``extract_units``, ``extract_faculty``,
``pagination_links``, ``university_name``).  For each record set it looks for, it keeps an
ordered *plan* of ways to find it and tries them one at a time until one works:

1. keyword links (§3.1) that stay inside the unit's own part of the site (its URL folder or
   its own host), best keyword first (for departments only links that say "Departments";
   weaker keywords such as "Programs" come after step 2);
2. the unit's home page itself (data-region location, §3.2: many pages list their
   departments or people right there);
3. keyword links elsewhere on the site (a shared "Faculty & Staff" or "Departments" page);
4. candidate pages: the other links of the unit's part of the site, each tested by
   data-region location (§3.2) — used when no keyword link exists.

A faculty page that works has its further pages (pagination, letter index) and the other
faculty lists it links to inside the unit (emeriti, adjunct) followed.  A college without
departments has its faculty found the same way at college level; a site without colleges
is searched for departments at its own level.  The seed may be a university, a college or
a department home page (see :meth:`UniversitySpider.detect_level`);
``-a level=university|college|department`` overrides the guess.

Limits: the crawl stays inside the seed's registered domain and its subdomains (the exact
host for IP addresses and ``localhost``), obeys robots.txt, fetches at most
``WEBEXTRACT_UNIVERSITY_MAX_PAGES`` pages a seed, follows at most
``WEBEXTRACT_UNIVERSITY_MAX_HOPS`` keyword hops between record-set pages, and at most
``WEBEXTRACT_UNIVERSITY_MAX_DIRECTORY_PAGES`` pages of one paginated directory.  Every failure
(HTTP error, redirect loop, robots.txt, not HTML) is counted under
``webextract/university/<reason>`` and the crawl goes on; at the end it logs what it found,
what it could not, and the pages fetched per unit found.
"""

from __future__ import annotations

import functools
import json
import logging
import re
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Callable, Iterable, Iterator, Optional
from urllib.parse import urljoin, urlsplit

from scrapy.http import Request, Response

from webextract.dom import NotHTMLError
from webextract.items import College, Department, Faculty
from webextract.spiders.base import WebextractSpider, is_html_response, parse_response
from webextract.urls import (  # noqa: F401 - re-exported for the spider's users and tests
    in_scope,
    in_subtree,
    is_below,
    is_site_root,
    registered_domain,
    scope_of,
    unit_folder,
    url_key,
)

try:  # the library half; a missing module must not break `scrapy list` for other spiders
    from webextract.extract import webuie
except ImportError:  # pragma: no cover - only while the library is being installed
    webuie = None  # type: ignore[assignment]
try:
    from webextract.relations.inm import relations_for
except ImportError:  # pragma: no cover
    relations_for = None  # type: ignore[assignment]

logger = logging.getLogger(__name__)

#: Page levels a seed can be (``-a level=...``).
LEVELS = ("university", "college", "department")

#: Links to files that are never record-set pages.
_FILE_EXT = re.compile(
    r"\.(pdf|docx?|xlsx?|pptx?|zip|gz|tgz|rar|7z|jpe?g|png|gif|svg|webp|ico|mp[34]|mov|avi|"
    r"wmv|ics|vcf|css|js|xml|rss|json|txt|csv|exe|dmg|apk)$", re.I)
#: Words that name a page's unit a department / a college (school, faculty) in its heading.
_DEPARTMENT_WORDS = re.compile(
    r"\b(department|dept|departamento|d[ée]partement|dipartimento|fachbereich|institut f[üu]r)\b|系$", re.I)
_COLLEGE_WORDS = re.compile(
    r"\b(college|school|faculty of|facultad|facult[ée]|fakult[äa]t|facolt[àa]|escuela|[ée]cole)\b|学院$", re.I)
#: Anchor texts that name departments outright (not "Programs", "Units"...).
_DEPARTMENTS_LINK = re.compile(r"depart|dept|fachbereich|系", re.I)
#: Anchor texts of further faculty lists of a unit (by rank or kind of appointment).
_FACULTY_LIST = re.compile(
    r"\b(faculty|professors?|lecturers?|instructors?|emerit(i|us|a|ae)|adjuncts?)\b", re.I)
_UNIVERSITY_WORDS = re.compile(
    r"\b(university|universit[éeà]|universidad|universit[äa]t|universiteit|institute of technology|"
    r"polytechnic)\b|大学$", re.I)
_HEADING_SPLIT = re.compile(r"\s+[|\u2013\u2014:\u00b7\u2022]\s+|\s+-\s+")


def _fold(text: str) -> str:
    """Case-folded words of a text, for comparing names."""
    return " ".join(re.sub(r"[^\w]+", " ", (text or "").casefold()).split())


def page_heading(root: Any) -> str:
    """The name a page gives itself: its first ``<h1>``, else the first part of its
    ``<title>`` (before ``|``, `` - ``, ``–``...).  ``""`` when the page has neither."""
    try:
        for h1 in root.iter("h1"):
            text = " ".join(h1.text_content().split())
            if 2 <= len(text) <= 150:
                return text
        title = root.find(".//title")
        if title is not None and title.text:
            text = " ".join(title.text.split())
            return _HEADING_SPLIT.split(text)[0].strip()
    except (AttributeError, ValueError):
        pass
    return ""


def page_links(root: Any, base_url: str) -> list[tuple[str, str]]:
    """All ``<a href>`` links of a page as ``(absolute URL without fragment, anchor text)``,
    in page order, without repeats of the same URL, http(s) only, links to files (PDF,
    images...) left out; relative links are resolved against ``<base href>`` when the page
    has one, else ``base_url``."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    try:
        anchors = root.iter("a")
        base = root.find(".//base[@href]")
    except (AttributeError, TypeError):
        return out
    if base is not None:  # <base href> moves relative links
        base_url = urljoin(base_url, (base.get("href") or "").strip())
    for a in anchors:
        href = (a.get("href") or "").strip()
        if not href or href.startswith(("#", "mailto:", "tel:", "javascript:")):
            continue
        url = urljoin(base_url, href).split("#", 1)[0]
        if url in seen or not url.startswith(("http://", "https://")) or _FILE_EXT.search(urlsplit(url).path):
            continue
        seen.add(url)
        out.append((url, " ".join(a.text_content().split())))
    return out


def warm_dictionaries() -> None:
    """Load the WEB-UIE dictionaries (names, unit names, keywords, titles) once, before the
    crawl starts, so the first pages do not wait for them.  A missing data folder is logged
    here; the library calls report it again page by page."""
    try:
        from webextract import dictionaries as d

        d.first_names()
        d.last_names()
        for kind in ("college", "department"):
            d.unit_phrases(kind)
        for level in ("colleges", "departments", "faculty"):
            d.link_keywords(level)
        d.title_ranks()
    except Exception as exc:  # noqa: BLE001 - the crawl reports dictionary errors per page
        logger.warning("could not load the WEB-UIE dictionaries: %s", exc)


def requested_url(request: Any) -> str:
    """The URL a request was first made for (before any redirect)."""
    redirects = request.meta.get("redirect_urls") if request is not None else None
    return redirects[0] if redirects else getattr(request, "url", "")


def records_issued(callback: Callable[..., Iterable[Any]]) -> Callable[..., Iterable[Any]]:
    """Wrap a callback or errback: at DEBUG, log after it ran which requests it issued, as
    ``requests issued by <URL>: <JSON list of URLs>`` (``<URL>`` the URL first requested
    for the response or failure it handled).  The benchmark's fetch-only crawl replays these
    dependencies; at other log levels the callback runs unwrapped."""

    @functools.wraps(callback)
    def wrapper(self: Any, answer: Any) -> Iterable[Any]:
        out = callback(self, answer)
        if not logger.isEnabledFor(logging.DEBUG):
            return out
        return _logging_issued(out, requested_url(getattr(answer, "request", None)))

    return wrapper


def _logging_issued(results: Iterable[Any], parent: str) -> Iterator[Any]:
    issued: list[str] = []
    try:
        for result in results or ():
            if isinstance(result, Request):
                issued.append(result.url)
            yield result
    finally:
        logger.debug("requests issued by %s: %s", parent, json.dumps(issued))


# --------------------------------------------------------------------------- crawl state
@dataclass
class _Unit:
    """A unit the crawl knows: the university, a college or a department."""

    name: str
    kind: str  # "university", "college" or "department"
    url: Optional[str]
    college: Optional[str] = None
    faculty: int = 0
    departments: int = 0
    problem: str = ""


@dataclass
class _Site:
    """Everything the crawl keeps for one seed."""

    seed: str
    scopes: set[str]
    university: str = ""
    pages: int = 0
    requested: int = 0
    units: dict[str, _Unit] = field(default_factory=dict)
    faculty_keys: set[str] = field(default_factory=set)
    directory_pages: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    colleges: int = 0
    departments: int = 0
    faculty: int = 0


@dataclass
class _Step:
    """One way to find a record set: a page to fetch (``url``) or a local test (``local``)."""

    url: Optional[str] = None
    text: str = ""
    hop: int = 0
    candidate: bool = False
    directory: bool = False
    #: The page the link was found on (sent as the request's Referer).
    source: Optional[str] = None
    local: Optional[Callable[[], list[Any]]] = None
    #: Computes more steps when reached (candidate pages are listed only when needed).
    expand: Optional[Callable[[], list["_Step"]]] = None


@dataclass
class _Plan:
    """Ordered steps looking for one record set (``goal``) of one unit, tried one at a time."""

    goal: str  # "colleges", "departments" or "faculty"
    site: _Site
    unit: _Unit
    steps: deque[_Step]
    on_fail: Optional[Callable[[], Iterable[Any]]] = None
    done: bool = False
    #: Pages of the plan that failed, with the reason (for the end-of-crawl report).
    failures: list[str] = field(default_factory=list)


class UniversitySpider(WebextractSpider):
    """Focused crawl of a university: colleges → departments → faculty (WEB-UIE §3.1–3.2)."""

    name = "university"

    custom_settings = {
        # Scrapy's depth limit would cut long paginated directories; the plans, the page
        # budget and the directory page limit bound the walk instead.
        "DEPTH_LIMIT": 0,
    }
    # Default feeds (no -o/-O): one per kind this crawl exports.
    item_types = ("college", "department", "faculty", "relation")
    #: Pipeline this crawl adds to the project's ITEM_PIPELINES: the store upserts its items.
    STORE_PIPELINE = ("webextract.pipelines.store.StorePipeline", 800)
    #: The project's pipelines for page items (PageItem → Article), left out of this crawl:
    #: it yields no page items, so they would only pass each of its items along.
    PAGE_PIPELINES = ("webextract.pipelines.denoise.DenoisePipeline",
                      "webextract.pipelines.extract.ExtractPipeline")

    @classmethod
    def update_settings(cls, settings: Any) -> None:
        """Add the store pipeline to the project's pipelines and leave out the page-item ones
        (a user's own pipelines keep running)."""
        super().update_settings(settings)
        pipelines = dict(settings.getdict("ITEM_PIPELINES"))
        for page_pipeline in cls.PAGE_PIPELINES:
            pipelines.pop(page_pipeline, None)
        name, order = cls.STORE_PIPELINE
        pipelines.setdefault(name, order)
        settings.set("ITEM_PIPELINES", pipelines, priority="spider")

    # Limits (settings WEBEXTRACT_UNIVERSITY_<NAME>; defaults here, -s NAME=VALUE overrides):
    #: Most pages fetched for one seed.
    MAX_PAGES = 3000
    #: Keyword hops from a record-set page that holds no set to another (Academics → Schools).
    MAX_HOPS = 1
    #: Keyword links tried per level and place (inside / outside the unit).
    MAX_KEYWORD_LINKS = 3
    #: Candidate pages tested by data-region location (§3.2) when keywords fail.
    MAX_CANDIDATES = 8
    #: Most pages of one paginated or letter-split directory.
    MAX_DIRECTORY_PAGES = 100
    #: Fewest repeating units read as faculty on a further page (next page, letter) of a
    #: directory already recognised; elsewhere the paper's k > 3 holds.
    DIRECTORY_PAGE_MIN_UNITS = 2

    def __init__(self, *args: Any, level: str | None = None, **kwargs: Any):
        super().__init__(*args, **kwargs)
        if level is not None and level not in LEVELS:
            raise ValueError(f"university: level must be one of {', '.join(LEVELS)}, got {level!r}")
        self.level = level
        self.site_states: list[_Site] = []
        warm_dictionaries()

    # ----------------------------------------------------------------------- settings
    def _setting(self, name: str) -> int:
        """The limit ``WEBEXTRACT_UNIVERSITY_<name>``, else the class attribute ``name``."""
        return self.crawler.settings.getint(f"WEBEXTRACT_UNIVERSITY_{name}", getattr(self, name))

    # ----------------------------------------------------------------------- start
    async def start(self) -> AsyncIterator[Any]:
        """One request per seed; the seed's level is decided when its page arrives."""
        if webuie is None or relations_for is None:
            raise RuntimeError("university: webextract.extract.webuie and webextract.relations.inm "
                               "are needed (install webextract completely)")
        for seed in self.seed_urls:
            yield self.seed_request(seed)
        logger.debug("requests issued by <start>: %s", json.dumps(self.seed_urls))

    def seed_request(self, seed: str) -> Request:
        """The request for one seed URL, with the crawl state of its site in ``meta``."""
        site = _Site(seed=seed, scopes={scope_of(seed)})
        self.site_states.append(site)
        site.requested += 1
        for goal in ("home", "colleges", "departments", "faculty"):
            self.requested_keys.add(f"{goal}:{url_key(seed)}")
        return Request(seed, callback=self.parse_seed, errback=self.seed_failed,
                       dont_filter=True, meta={"site": site})

    def parse(self, response: Response, **kwargs: Any) -> Iterator[Any]:
        """Responses without a callback (none are made) are ignored."""
        return iter(())

    # ----------------------------------------------------------------------- pages
    def _page(self, response: Response, site: _Site) -> Any:
        """Count a fetched page and parse it once; None for non-HTML or off-scope pages."""
        site.pages += 1
        self.stat("pages_fetched")
        if not in_scope(response.url, site.scopes):
            self.stat("offsite_redirect")
            site.problems.append(f"{response.url}: redirected off the site")
            return None
        if not is_html_response(response):
            self.stat("not_html")
            site.problems.append(f"{response.url}: not an HTML page")
            return None
        try:
            return parse_response(response)
        except NotHTMLError as exc:
            self.stat("not_html")
            site.problems.append(f"{response.url}: not an HTML page ({exc})")
            return None
        except Exception as exc:  # noqa: BLE001 - one unparsable page must not stop a plan
            self.stat("parse_error")
            logger.exception("cannot parse %s", response.url)
            site.problems.append(f"{response.url}: cannot be parsed ({type(exc).__name__})")
            return None

    def _call(self, what: str, func: Callable[..., Any], *args: Any) -> Any:
        """Call a library function; a failure on one page is counted, logged and read as
        "nothing found" so the crawl goes on."""
        started = time.perf_counter()
        try:
            return func(*args)
        except Exception:  # noqa: BLE001 - a bad page must never stop the crawl
            self.stat(f"extract_error/{what}")
            logger.exception("%s failed on %s", what, args[1] if len(args) > 1 else "?")
            return [] if what != "university_name" else ""
        finally:
            if self.crawler.stats is not None:
                self.crawler.stats.inc_value(f"webextract/university/seconds/{what}",
                                             round(time.perf_counter() - started, 6))

    # ----------------------------------------------------------------------- seed
    @records_issued
    def parse_seed(self, response: Response) -> Iterator[Any]:
        """The seed page: decide its level, then start looking for the level below."""
        site: _Site = response.meta["site"]
        site.scopes.add(scope_of(response.url))
        root = self._page(response, site)
        if root is None:
            site.problems.append(f"seed {site.seed}: no HTML page to start from")
            return
        url = response.url
        site.university = (self._call("university_name", webuie.university_name, root, url)
                           or urlsplit(url).hostname or url)
        level = self.level or ("university" if is_site_root(site.seed) else
                               self.detect_level(root, url, site.university))
        self.stat(f"seed_level/{level}")
        logger.info("seed %s: %s page of %s", url, level, site.university)
        if level == "university":
            university = _Unit(site.university, "university", url)
            site.units["university"] = university
            yield from self._start_colleges(site, university, url, root)
            return
        heading = page_heading(root) or site.university
        if level == "college":
            unit = _Unit(heading, "college", url)
            yield from self._emit_units(site, [(unit, url)], None)
            yield from self._start_departments(site, unit, url, root)
        else:
            unit = _Unit(heading, "department", url)
            yield from self._emit_units(site, [(unit, url)], None)
            yield from self._start_faculty(site, unit, url, root)

    def detect_level(self, root: Any, url: str, university: str = "") -> str:
        """The level of a seed page.

        ``university`` for a site's root page; otherwise the page's own name (its ``<h1>`` or
        title), unless it is just the institution's name ``university``, decides when it says
        "Department of ..." (department), "College / School / Faculty of ..." (college) or
        "... University" (university); else a page listing departments below itself (in its
        URL folder or on other hosts — a department's sidebar of sibling departments does not
        count) is a college, a page listing colleges below itself a university, and anything
        else a department.
        """
        if is_site_root(url):
            return "university"
        heading = page_heading(root)
        if university and _fold(heading) == _fold(university):
            # The page carries the institution's name ("Nazareth College"), not a unit's.
            heading = ""
        if _DEPARTMENT_WORDS.search(heading):
            return "department"
        if _COLLEGE_WORDS.search(heading):
            return "college"
        if _UNIVERSITY_WORDS.search(heading):
            return "university"
        for kind, level in (("department", "college"), ("college", "university")):
            units = self._call("extract_units", webuie.extract_units, root, url, kind) or []
            below = [u for u in units if getattr(u, "url", None) and is_below(u.url, url)]
            if below and 2 * len(below) >= len(units):
                return level
        return "department"

    @records_issued
    def seed_failed(self, failure: Any) -> Iterator[Any]:
        """The seed could not be fetched: count it, say why; the other seeds go on."""
        site: _Site = failure.request.meta["site"]
        reason = self._failure_reason(failure)
        site.problems.append(f"seed {site.seed}: {reason}")
        return iter(())

    # ----------------------------------------------------------------------- plans
    def _keyword_steps(self, site: _Site, root: Any, url: str, level: str,
                       unit_url: Optional[str], inside: Optional[bool], hop: int = 0,
                       links: Optional[list[Any]] = None, notes: Optional[list[str]] = None) -> list[_Step]:
        """Keyword-link steps (§3.1) of a page for ``level``: in scope, not this page, at most
        MAX_KEYWORD_LINKS, best keyword first; ``inside`` True/False keeps only links
        inside/outside the unit's part of the site, None keeps all.  ``links`` are the
        page's ``keyword_links`` when already computed."""
        if links is None:
            links = self._call("keyword_links", webuie.keyword_links, root, url, level) or []
        here = url_key(url)
        steps: list[_Step] = []
        seen: set[str] = set()
        for link in links:
            target = getattr(link, "url", "") or ""
            key = url_key(target) if target else ""
            if not key or key == here or key in seen:
                continue
            if _FILE_EXT.search(urlsplit(target).path):
                self.stat("skipped_file_link")  # a PDF or image holds no record set to test
                note = f"{target}: a file, not a web page; not fetched"
                if notes is not None and note not in notes:
                    notes.append(note)
                continue
            if not in_scope(target, site.scopes):
                self.stat("offsite_link")
                continue
            if inside is not None and unit_url and in_subtree(target, unit_url) != inside:
                continue
            seen.add(key)
            steps.append(_Step(url=target, text=getattr(link, "text", "") or "", hop=hop, source=url))
            if len(steps) >= self._setting("MAX_KEYWORD_LINKS"):
                break
        return steps

    def _candidate_steps(self, site: _Site, root: Any, url: str, unit_url: Optional[str],
                         exclude: Iterable[_Step], goal: str) -> list[_Step]:
        """Candidate pages for data-region location (§3.2) when keywords fail: the page's
        links inside the unit's part of the site (any in-scope link for a university), in
        page order, at most MAX_CANDIDATES."""
        skip = {url_key(url)} | {url_key(s.url) for s in exclude if s.url}
        limit = self._setting("MAX_CANDIDATES")
        steps: list[_Step] = []
        for target, text in page_links(root, url):
            if not in_scope(target, site.scopes) or (unit_url and not in_subtree(target, unit_url)):
                continue
            key = url_key(target)
            if key in skip or f"{goal}:{key}" in self.requested_keys:
                continue
            skip.add(key)
            steps.append(_Step(url=target, text=text, candidate=True, source=url))
            if len(steps) >= limit:
                break
        return steps

    def _directory_steps(self, site: _Site, root: Any, url: str) -> list[_Step]:
        """Steps for the further pages of a directory page (``pagination_links``), in scope
        and not yet requested, at most MAX_CANDIDATES."""
        steps: list[_Step] = []
        for link in self._call("pagination_links", webuie.pagination_links, root, url) or []:
            target = getattr(link, "url", "") or ""
            if not target or not in_scope(target, site.scopes) or f"faculty:{url_key(target)}" in self.requested_keys:
                continue
            steps.append(_Step(url=target, text=getattr(link, "text", "") or "", directory=True, source=url))
            if len(steps) >= self._setting("MAX_CANDIDATES"):
                break
        return steps

    def _advance(self, plan: _Plan) -> Iterator[Any]:
        """Try the plan's next step: yield its request, or run a local step and go on while
        it finds nothing; when every step failed, run ``on_fail``."""
        site = plan.site
        while plan.steps and not plan.done:
            step = plan.steps.popleft()
            if step.expand is not None:
                plan.steps.extendleft(reversed(step.expand()))
                continue
            if step.local is not None:
                found = step.local()
                if found:
                    plan.done = True
                    yield from found
                    return
                continue
            assert step.url is not None
            key = f"{plan.goal}:{url_key(step.url)}"
            if key in self.requested_keys:
                continue
            if site.requested >= self._setting("MAX_PAGES"):
                self.stat("page_budget_reached")
                continue
            self.requested_keys.add(key)
            site.requested += 1
            headers = {"Referer": step.source} if step.source else None
            yield Request(step.url, callback=self.parse_step, errback=self.step_failed, headers=headers,
                          dont_filter=True, meta={"site": site, "plan": plan, "step": step})
            return
        if not plan.done:
            plan.done = True
            if plan.on_fail is not None:
                yield from plan.on_fail()

    @property
    def requested_keys(self) -> set[str]:
        """``<goal>:<url key>`` of every page requested so far, goal being ``home`` (a unit's
        home page) or the record set a plan looked for there (``colleges``, ``departments``,
        ``faculty``): the spider's own duplicate filter.  Plan steps must hear back, so
        Scrapy's silent filter is bypassed; a page tested in vain for one goal may still be
        fetched for another, but no page is credited to two units' faculty."""
        keys = getattr(self, "_requested_keys", None)
        if keys is None:
            keys = self._requested_keys = set()
        return keys

    @records_issued
    def parse_step(self, response: Response) -> Iterator[Any]:
        """A page fetched by a plan: test it for the plan's record set; on success emit the
        records (and follow them), else hop on by keyword or try the plan's next step."""
        plan: _Plan = response.meta["plan"]
        step: _Step = response.meta["step"]
        root = self._page(response, plan.site)
        found: list[Any] = []
        if root is not None and not plan.done:
            try:
                found = self._test_step(plan, step, root, response.url)
            except Exception:  # noqa: BLE001 - one odd page must not stop the unit's plan
                self.stat("spider_error")
                logger.exception("could not test %s for %s", response.url, plan.goal)
                found = []
        if found:
            plan.done = True
            yield from found
            return
        yield from self._advance(plan)

    def _test_step(self, plan: _Plan, step: _Step, root: Any, url: str) -> list[Any]:
        """Test a plan's page for its record set: the items and requests when found; else
        ``[]``, after adding the page's further directory pages and keyword hops to the plan."""
        site = plan.site
        if plan.goal == "colleges":
            units = self._call("extract_units", webuie.extract_units, root, url, "college")
            found = self._colleges_found(site, plan.unit, units, url)
        elif plan.goal == "departments":
            units = self._call("extract_units", webuie.extract_units, root, url, "department")
            found = self._departments_found(site, plan.unit, units, url)
        else:
            people = self._call("extract_faculty", webuie.extract_faculty, root, url)
            found = self._faculty_found(site, plan.unit, people, url)
            if found:
                found.extend(self._pagination(site, plan.unit, root, url, url))
                found.extend(self._sibling_directories(site, plan.unit, root, url))
        if found:
            return found
        if plan.goal == "faculty" and not step.candidate and not step.directory:
            # A directory whose first page shows too few people to recognise (an A–Z
            # index opening on "A"): its other pages are tried next.
            plan.steps.extendleft(reversed(self._directory_steps(site, root, url)))
        if not step.candidate and step.hop < self._setting("MAX_HOPS"):
            inside = True if plan.goal == "faculty" else None
            unit_url = plan.unit.url if plan.goal == "faculty" else None
            hops = self._keyword_steps(site, root, url, plan.goal, unit_url, inside, step.hop + 1)
            plan.steps.extendleft(reversed(hops))
        return []

    @records_issued
    def step_failed(self, failure: Any) -> Iterator[Any]:
        """A plan's page failed (HTTP error, redirect loop, robots.txt...): note it and try
        the plan's next step."""
        plan: _Plan = failure.request.meta["plan"]
        reason = self._failure_reason(failure)
        plan.failures.append(f"{failure.request.url}: {reason}")
        logger.info("%s: %s", failure.request.url, reason)
        yield from self._advance(plan)

    def _failure_reason(self, failure: Any) -> str:
        """Count a failed request under ``webextract/university/<reason>``; return the
        reason in words."""
        exc = failure.value
        response = getattr(exc, "response", None)
        name = type(exc).__name__
        if response is not None and getattr(response, "status", None):
            site = failure.request.meta.get("site")
            if site is not None:  # an error page was fetched too
                site.pages += 1
            self.stat("pages_fetched")
            self.stat("http_error")
            self.stat(f"http_error/{response.status}")
            return f"HTTP {response.status}"
        message = str(exc)
        if "robots.txt" in message.lower() or name == "IgnoreRequest" and "robots" in message.lower():
            self.stat("robots_forbidden")
            return "forbidden by robots.txt"
        if "redirection" in message.lower():
            self.stat("redirect_loop")
            return "redirect loop (too many redirections)"
        if name == "IgnoreRequest":
            self.stat("ignored")
            return f"request ignored ({message or 'by a middleware'})"
        self.stat(f"request_error/{name}")
        return f"request failed ({name}: {message[:120]})"

    # ----------------------------------------------------------------------- levels
    def _start_colleges(self, site: _Site, university: _Unit, url: str, root: Any) -> Iterator[Any]:
        """University home: colleges keyword links, then the home page's own record set,
        then candidate pages; a site with no colleges is tried as one college."""
        keyword = self._keyword_steps(site, root, url, "colleges", None, None)
        local = _Step(local=lambda: self._colleges_found(
            site, university, self._call("extract_units", webuie.extract_units, root, url, "college"), url))
        candidates = _Step(expand=lambda: self._candidate_steps(site, root, url, None, keyword, "colleges"))
        steps = deque(keyword + [local, candidates])

        def no_colleges() -> Iterator[Any]:
            self.stat("no_college_set")
            site.problems.append(f"{site.university}: no college record set found; "
                                 "looking for departments on the home page's level")
            yield from self._start_departments(site, university, url, root)

        yield from self._advance(_Plan("colleges", site, university, steps, no_colleges))

    def _unit_home(self, response: Response, start: Callable[..., Iterator[Any]]) -> Iterator[Any]:
        """A unit's home page: parse it once and start the unit's next plan with ``start``."""
        site: _Site = response.meta["site"]
        unit: _Unit = response.meta["unit"]
        root = self._page(response, site)
        if root is None:
            unit.problem = unit.problem or "home page is not HTML"
            return
        yield from start(site, unit, response.url, root)

    @records_issued
    def parse_college_home(self, response: Response) -> Iterator[Any]:
        """A college home page: look for its departments."""
        return self._unit_home(response, self._start_departments)

    def _start_departments(self, site: _Site, college: _Unit, url: str, root: Any) -> Iterator[Any]:
        """College home: "Departments" links inside the college, the home page's own record
        set, weaker departments keyword links inside the college ("Programs"), then keyword
        links elsewhere; without departments, the college's faculty."""
        links = self._call("keyword_links", webuie.keyword_links, root, url, "departments") or []
        inside = self._keyword_steps(site, root, url, "departments", college.url or url, True, links=links)
        outside = self._keyword_steps(site, root, url, "departments", college.url or url, False, links=links)
        local = _Step(local=lambda: self._departments_found(
            site, college, self._call("extract_units", webuie.extract_units, root, url, "department"), url))
        # A link that says "Departments" beats the home page's own lists; a weaker keyword
        # ("Programs", "Units") only comes after them: a list of degree programmes is no
        # list of departments.
        strong = [st for st in inside if _DEPARTMENTS_LINK.search(st.text)]
        weak = [st for st in inside if not _DEPARTMENTS_LINK.search(st.text)]
        steps = deque(strong + [local] + weak + outside)

        def no_departments() -> Iterator[Any]:
            self.stat("no_department_set")
            yield from self._start_faculty(site, college, url, root)

        yield from self._advance(_Plan("departments", site, college, steps, no_departments))

    @records_issued
    def parse_department_home(self, response: Response) -> Iterator[Any]:
        """A department home page: look for its faculty."""
        return self._unit_home(response, self._start_faculty)

    def _start_faculty(self, site: _Site, unit: _Unit, url: str, root: Any) -> Iterator[Any]:
        """Unit home: faculty keyword links inside the unit, the home page itself, keyword
        links elsewhere, then candidate pages inside the unit (§3.2)."""
        unit_url = unit.url or url
        links = self._call("keyword_links", webuie.keyword_links, root, url, "faculty") or []
        notes: list[str] = []
        inside = self._keyword_steps(site, root, url, "faculty", unit_url, True, links=links, notes=notes)
        outside = self._keyword_steps(site, root, url, "faculty", unit_url, False, links=links, notes=notes)

        def on_page() -> list[Any]:
            people = self._call("extract_faculty", webuie.extract_faculty, root, url)
            found = self._faculty_found(site, unit, people, url)
            if found:
                found.extend(self._pagination(site, unit, root, url, url))
            return found

        candidates = _Step(expand=lambda: self._candidate_steps(site, root, url, unit_url, inside + outside,
                                                                "faculty"))
        steps = deque(inside + [_Step(local=on_page)] + outside + [candidates])

        def no_faculty() -> Iterator[Any]:
            self.stat("no_faculty_page")
            failed = "; ".join(plan.failures[:3])
            unit.problem = unit.problem or "no faculty page found" + (f" ({failed})" if failed else "")
            return iter(())

        plan = _Plan("faculty", site, unit, steps, no_faculty, failures=notes)
        yield from self._advance(plan)

    @records_issued
    def unit_failed(self, failure: Any) -> Iterator[Any]:
        """A unit's home page failed: the unit stays (it was found), its problem is noted."""
        unit: _Unit = failure.request.meta["unit"]
        unit.problem = f"home page {failure.request.url}: {self._failure_reason(failure)}"
        return iter(())

    # ----------------------------------------------------------------------- results
    def _emit_units(self, site: _Site, units: list[tuple[_Unit, str]],
                    parent: Optional[_Unit]) -> list[Any]:
        """Items (and relations) for new units; requests for their home pages."""
        out: list[Any] = []
        for unit, source in units:
            key = f"{unit.kind}:{url_key(unit.url) if unit.url else unit.name.casefold()}"
            if key in site.units:
                continue
            site.units[key] = unit
            if unit.kind == "college":
                item: Any = College(name=unit.name, url=unit.url, university=site.university,
                                    source_url=source)
                site.colleges += 1
                self.stat("colleges_found")
            else:
                item = Department(name=unit.name, url=unit.url, college=unit.college,
                                  university=site.university, source_url=source)
                site.departments += 1
                self.stat("departments_found")
                if parent is not None:
                    parent.departments += 1
            out.append(item)
            out.extend(self._relations(item))
            if unit.url is None or url_key(unit.url) == url_key(source):
                continue
            if not in_scope(unit.url, site.scopes):
                self.stat("offsite_unit")
                unit.problem = "home page is outside the university's domain"
                continue
            out.extend(self._unit_request(site, unit))
        return out

    def _unit_request(self, site: _Site, unit: _Unit) -> list[Request]:
        assert unit.url is not None
        key = f"home:{url_key(unit.url)}"
        if key in self.requested_keys:
            return []
        if site.requested >= self._setting("MAX_PAGES"):
            self.stat("page_budget_reached")
            unit.problem = "page budget reached"
            return []
        self.requested_keys.add(key)
        site.requested += 1
        callback = self.parse_college_home if unit.kind == "college" else self.parse_department_home
        return [Request(unit.url, callback=callback, errback=self.unit_failed, dont_filter=True,
                        meta={"site": site, "unit": unit})]

    def _colleges_found(self, site: _Site, university: _Unit, units: Any, source: str) -> list[Any]:
        records = [_Unit(u.name, "college", u.url) for u in units or [] if getattr(u, "name", "")]
        return self._emit_units(site, [(u, source) for u in records], university)

    def _departments_found(self, site: _Site, college: _Unit, units: Any, source: str) -> list[Any]:
        parent = college if college.kind == "college" else None
        # A unit already known one level up (a site-wide menu of colleges shown on a college
        # page) is not a department of this college.
        higher = {url_key(u.url) for u in site.units.values()
                  if u.kind in ("university", "college") and u.url}
        higher_names = {u.name.casefold() for u in site.units.values() if u.kind == "college"}
        records = [_Unit(u.name, "department", u.url, college=parent.name if parent else None)
                   for u in units or [] if getattr(u, "name", "")
                   and not (u.url and url_key(u.url) in higher) and u.name.casefold() not in higher_names]
        if units and not records:
            self.stat("department_set_of_colleges")
        return self._emit_units(site, [(u, source) for u in records], college)

    def _faculty_found(self, site: _Site, unit: _Unit, people: Any, source: str) -> list[Any]:
        """Faculty items (and their role relations) for the people of one directory page."""
        out: list[Any] = []
        for person in people or []:
            name = getattr(person, "name", "")
            if not name:
                continue
            key = f"{name.casefold()}\x00{unit.kind}\x00{unit.name.casefold()}"
            if key in site.faculty_keys:
                continue
            site.faculty_keys.add(key)
            item = Faculty(name=name, title=person.title, unit=unit.name, university=site.university,
                           homepage=person.homepage, email=person.email, source_url=source,
                           unit_type=unit.kind if unit.kind in ("college", "department") else None)
            unit.faculty += 1
            site.faculty += 1
            self.stat("faculty_found")
            out.append(item)
            out.extend(self._relations(item))
        return out

    def _pagination(self, site: _Site, unit: _Unit, root: Any, url: str, directory: str) -> list[Request]:
        """Requests for the further pages of a directory (next, page numbers, letters)."""
        out: list[Request] = []
        limit = self._setting("MAX_DIRECTORY_PAGES")
        for link in self._call("pagination_links", webuie.pagination_links, root, url) or []:
            target = getattr(link, "url", "") or ""
            if not target or not in_scope(target, site.scopes):
                continue
            key = f"faculty:{url_key(target)}"
            if key in self.requested_keys:
                continue
            count = site.directory_pages.get(directory, 1)
            if count >= limit:
                self.stat("directory_page_limit")
                break
            if site.requested >= self._setting("MAX_PAGES"):
                self.stat("page_budget_reached")
                break
            site.directory_pages[directory] = count + 1
            self.requested_keys.add(key)
            site.requested += 1
            out.append(Request(target, callback=self.parse_directory_page, errback=self.page_failed,
                               dont_filter=True,
                               meta={"site": site, "unit": unit, "directory": directory, "further": True}))
        return out

    def _sibling_directories(self, site: _Site, unit: _Unit, root: Any, url: str) -> list[Request]:
        """Requests for the other faculty lists a unit's directory page links to inside the
        unit ("Emeritus Faculty", "Adjunct Faculty", "Lecturers"): faculty keyword links whose
        anchor names faculty or an academic rank, at most MAX_KEYWORD_LINKS."""
        out: list[Request] = []
        unit_url = unit.url or url
        links = self._call("keyword_links", webuie.keyword_links, root, url, "faculty") or []
        for link in links:
            target = getattr(link, "url", "") or ""
            text = getattr(link, "text", "") or ""
            if not target or not _FACULTY_LIST.search(text) or not in_scope(target, site.scopes):
                continue
            if not in_subtree(target, unit_url) or _FILE_EXT.search(urlsplit(target).path):
                continue
            key = f"faculty:{url_key(target)}"
            if key in self.requested_keys:
                continue
            if site.requested >= self._setting("MAX_PAGES"):
                self.stat("page_budget_reached")
                break
            self.requested_keys.add(key)
            site.requested += 1
            self.stat("sibling_directory")
            out.append(Request(target, callback=self.parse_directory_page, errback=self.page_failed,
                               dont_filter=True, headers={"Referer": url},
                               meta={"site": site, "unit": unit, "directory": target}))
            if len(out) >= self._setting("MAX_KEYWORD_LINKS"):
                break
        return out

    @records_issued
    def parse_directory_page(self, response: Response) -> Iterator[Any]:
        """A further page of a faculty directory: its people, and the pages it links to."""
        site: _Site = response.meta["site"]
        unit: _Unit = response.meta["unit"]
        root = self._page(response, site)
        if root is None:
            return
        extract = webuie.extract_faculty
        if response.meta.get("further"):  # a page of a directory recognised already
            extract = functools.partial(extract, min_units=self._setting("DIRECTORY_PAGE_MIN_UNITS"))
        people = self._call("extract_faculty", extract, root, response.url)
        yield from self._faculty_found(site, unit, people, response.url)
        yield from self._pagination(site, unit, root, response.url, response.meta["directory"])

    @records_issued
    def page_failed(self, failure: Any) -> Iterator[Any]:
        """A directory page failed: counted and logged, the crawl goes on."""
        logger.info("%s: %s", failure.request.url, self._failure_reason(failure))
        return iter(())

    def _relations(self, item: Any) -> list[Any]:
        """The INM relations of an item (§4); a faculty item's ``unit_type`` (the kind of
        the unit the spider credited it to) makes its role relation name a College or a
        Department."""
        if relations_for is None:  # start() refuses to crawl without it
            return []
        try:
            return list(relations_for(item))
        except Exception:  # noqa: BLE001 - a bad record must not stop the crawl
            self.stat("extract_error/relations_for")
            logger.exception("relations_for failed on %r", item)
            return []

    # ----------------------------------------------------------------------- summary
    def closed(self, reason: str) -> None:
        """Log what each seed's crawl found, what it could not, and pages per unit found."""
        stats = self.crawler.stats
        total_pages = sum(s.pages for s in self.site_states)
        total_units = sum(s.colleges + s.departments for s in self.site_states)
        if stats is not None:
            stats.set_value("webextract/university/pages_per_unit",
                            round(total_pages / total_units, 2) if total_units else None)
        for site in self.site_states:
            units = site.colleges + site.departments
            per_unit = f"{site.pages / units:.2f}" if units else "n/a"
            lines = [f"{site.university or site.seed} ({site.seed}): {site.colleges} colleges, "
                     f"{site.departments} departments, {site.faculty} faculty from {site.pages} pages "
                     f"({per_unit} pages per unit found); crawl {reason}"]
            missing = [u for u in site.units.values()
                       if u.kind in ("college", "department") and u.problem]
            for unit in missing:
                lines.append(f"  could not: {unit.kind} {unit.name!r}: {unit.problem}")
            for problem in site.problems:
                lines.append(f"  could not: {problem}")
            if not units and not site.faculty:
                lines.append("  found no colleges, departments or faculty: is the seed a university site?")
            logger.info("\n".join(lines))
