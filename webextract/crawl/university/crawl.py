"""Crawl plans of the WEB-UIE focused crawl (Dong, Liu & Li 2013, §3.1–3.2, Figure 3).

From a seed page the crawl walks the paths of Figure 3::

    university home --colleges keywords--> college record set --> college home
    college home --departments keywords--> department record set --> department home
    department (or college) home --faculty keywords--> faculty record set (+ its further pages)

:class:`UniversityCrawl` decides everything a crawler needs to walk them: the level of the
seed page, which record set to look for on which level, the ordered *plan* of ways to find
each set (keyword links inside the unit, the unit's own page, keyword links elsewhere,
candidate pages tested by data-region location), and which link to fetch next.  It is
driven by pages: :meth:`UniversityCrawl.seed` gives the first :class:`Fetch`; the caller
fetches it and hands back the parsed page (:meth:`UniversityCrawl.page`) or the reason it
failed (:meth:`UniversityCrawl.failed`); each answer is a list of items
(:class:`~webextract.items.College`, :class:`~webextract.items.Department`,
:class:`~webextract.items.Faculty`, each followed by its INM
:class:`~webextract.items.Relation` records) and further :class:`Fetch` requests.  It never
fetches anything itself and knows nothing of Scrapy: the university spider is a thin adapter
that turns each :class:`Fetch` into a request and the answers back into calls.

For each record set it looks for, the crawl keeps an ordered plan and tries its steps one
at a time until one works:

1. keyword links (§3.1) that stay inside the unit's own part of the site (its URL folder or
   its own host), best keyword first (for departments only links that say "Departments";
   weaker keywords such as "Programs" come after step 2);
2. the unit's home page itself (data-region location, §3.2: many pages list their
   departments or people right there);
3. keyword links elsewhere on the site (a shared "Faculty & Staff" or "Departments" page);
4. colleges: candidate pages, the home page's links, each tested by data-region location
   (§3.2) — used when no keyword link exists; faculty: a best-first search of the unit's
   part of the site that goes on past dead links: every page the plan fetched in vain adds
   its links to a frontier (faculty keyword links first, then links that speak of people,
   then the others, persons' own pages and lists of students or talks last; nearest
   first), and every page reached is tested for a faculty list by its content, within a
   page budget per unit (``Limits.max_unit_pages``) and ``Limits.max_search_depth``
   clicks.  A frameset's frames are tested next, as the page.

A faculty page that works has its further pages (pagination, letter index) and the other
faculty lists it links to inside the unit (emeriti, adjunct) followed.  A college without
departments has its faculty found the same way at college level; a site without colleges
is searched for departments at its own level.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import time
from collections import deque
from typing import Any, Callable, Iterable, Iterator, Optional
from urllib.parse import urlsplit

from webextract.crawl.university.levels import (
    _COLLEGE_WORDS,
    _DEPARTMENT_WORDS,
    _UNIVERSITY_WORDS,
    LEVELS,
    _fold,
    page_heading,
    page_language,
)
from webextract.crawl.university.links import (
    _DEPARTMENTS_LINK,
    _FACULTY_LIST,
    in_scope,
    in_subtree,
    is_file_link,
    page_headings,
    page_links,
    says_faculty,
    search_tier,
    url_key,
)
from webextract.crawl.university.plan import Fetch, Limits, Plan, Site, Step, Unit
from webextract.extract import webuie
from webextract.items import College, Department, Faculty
from webextract.relations.inm import relations_for
from webextract.urls import is_below, is_site_root, scope_of

logger = logging.getLogger(__name__)


def warm_dictionaries() -> None:
    """Load the WEB-UIE dictionaries (names, unit names, keywords, titles) once, before a
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
        d.title_modifiers()
        d.not_names()
        d.staff_words()
        d.link_keywords("pagination")
        d.universities_by_domain()
        from webextract.extract.webuie import staff_pattern, title_patterns

        title_patterns()  # the title and staff regular expressions, compiled once
        staff_pattern()
    except Exception as exc:  # noqa: BLE001 - the crawl reports dictionary errors per page
        logger.warning("could not load the WEB-UIE dictionaries: %s", exc)


class UniversityCrawl:
    """The decisions of a WEB-UIE focused crawl (Dong, Liu & Li 2013, §3.1–3.2), page by page.

    ``limits`` bound the crawl; ``level`` ("university", "college", "department") overrides
    the guess of a seed's level; ``stat(key, amount)`` is told every count
    (``pages_fetched``, ``colleges_found``, ``offsite_link``...) and the seconds each library
    call took (``seconds/<function>``); by default counts go to :attr:`stats`.  Library
    calls that fail on a page are logged, counted as ``extract_error/<function>`` and read
    as "nothing found".  With ``relation_items`` each college, department and faculty item
    is followed by its INM relation records (§4); without, the relations are left to be
    derived from the items where they are written
    (:func:`webextract.relations.inm.relation_records`).
    """

    def __init__(self, limits: Optional[Limits] = None, level: Optional[str] = None,
                 stat: Optional[Callable[[str, float], None]] = None, relation_items: bool = True):
        if level is not None and level not in LEVELS:
            raise ValueError(f"university: level must be one of {', '.join(LEVELS)}, got {level!r}")
        self.limits = limits or Limits()
        self.level = level
        self.relation_items = relation_items
        self.stats: dict[str, float] = {}
        self._stat = stat or self._count
        #: One state per seed, in the order the seeds were given.
        self.sites: list[Site] = []
        #: ``<goal>:<url key>`` of every page requested so far, goal being ``home`` (a
        #: unit's home page) or the record set a plan looked for there (``colleges``,
        #: ``departments``, ``faculty``): a page tested in vain for one goal may still be
        #: fetched for another, but no page is credited to two units' faculty.
        self.requested_keys: set[str] = set()

    # ----------------------------------------------------------------------- plumbing
    def _count(self, key: str, amount: float = 1) -> None:
        self.stats[key] = self.stats.get(key, 0) + amount

    def stat(self, key: str, amount: float = 1) -> None:
        """Count ``amount`` under ``key`` (see the class docstring)."""
        self._stat(key, amount)

    def call(self, what: str, func: Callable[..., Any], *args: Any) -> Any:
        """Call a library function; a failure on one page is counted, logged and read as
        "nothing found" so the crawl goes on.  The seconds spent go to
        ``seconds/<what>``."""
        started = time.perf_counter()
        try:
            return func(*args)
        except Exception:  # noqa: BLE001 - a bad page must never stop the crawl
            self.stat(f"extract_error/{what}")
            logger.exception("%s failed on %s", what, args[1] if len(args) > 1 else "?")
            return [] if what != "university_name" else ""
        finally:
            self.stat(f"seconds/{what}", round(time.perf_counter() - started, 6))

    def _relations(self, item: Any) -> list[Any]:
        """The INM relations of an item (§4); a faculty item's ``unit_type`` (the kind of
        the unit the crawl credited it to) makes its role relation name a College or a
        Department."""
        try:
            # the item's fields as a flat dict (all plain values): the same relations as
            # from the dataclass, without a deep copy of it
            return list(relations_for(dict(vars(item))))
        except Exception:  # noqa: BLE001 - a bad record must not stop the crawl
            self.stat("extract_error/relations_for")
            logger.exception("relations_for failed on %r", item)
            return []

    def _budget_left(self, site: Site) -> bool:
        if site.requested >= self.limits.max_pages:
            self.stat("page_budget_reached")
            return False
        return True

    def _claim(self, site: Site, key: str) -> Optional[bool]:
        """Reserve the request ``key`` (``<goal>:<url key>``) of a site: True when it is
        now the site's to fetch (counted against the page budget), None when it was
        requested before, False when the site's page budget is spent (counted)."""
        if key in self.requested_keys:
            return None
        if not self._budget_left(site):
            return False
        self.requested_keys.add(key)
        site.requested += 1
        return True

    # ----------------------------------------------------------------------- pages in
    def seed(self, url: str) -> Fetch:
        """The fetch of one seed URL; its level is decided when its page arrives."""
        site = Site(seed=url, scopes={scope_of(url)})
        self.sites.append(site)
        site.requested += 1
        for goal in ("home", "colleges", "departments", "faculty"):
            self.requested_keys.add(f"{goal}:{url_key(url)}")
        return Fetch(url, "seed", site)

    def arrived(self, fetch: Fetch, url: str) -> bool:
        """Count a page fetched for ``fetch`` (its final ``url``, after redirects); False when
        the page is off the university's domain and must not be read."""
        site = fetch.site
        if fetch.kind == "seed":
            site.scopes.add(scope_of(url))
        site.pages += 1
        if fetch.unit is not None:
            fetch.unit.pages += 1
        self.stat("pages_fetched")
        if not in_scope(url, site.scopes):
            self.stat("offsite_redirect")
            site.problems.append(f"{url}: redirected off the site")
            return False
        return True

    def unreadable(self, fetch: Fetch, url: str, stat: str, why: str) -> None:
        """A fetched page that cannot be read (``stat`` "not_html" or "parse_error"): counted,
        and ``why`` noted for the end-of-crawl report."""
        self.stat(stat)
        fetch.site.problems.append(f"{url}: {why}")

    def page(self, fetch: Fetch, url: str, root: Any) -> list[Any]:
        """The parsed page (``root``; None when it could not be read) fetched for ``fetch``,
        at ``url`` (after redirects): the items it gives and the fetches to make next."""
        if fetch.kind == "seed":
            return list(self._seed_page(fetch.site, url, root))
        if fetch.kind == "home":
            assert fetch.unit is not None
            if root is None:
                fetch.unit.problem = fetch.unit.problem or "home page is not HTML"
                return []
            start = self._start_departments if fetch.unit.kind == "college" else self._start_faculty
            return list(start(fetch.site, fetch.unit, url, root))
        if fetch.kind == "step":
            return list(self._step_page(fetch, url, root))
        if root is None:
            return []
        return self._directory_page(fetch, url, root)

    def failed(self, fetch: Fetch, reason: str, *, error_page: bool = False) -> list[Any]:
        """The fetch failed for ``reason`` (in words; ``error_page``: an HTTP error page was
        received, counted as fetched): the fetches to make instead (a plan's next step)."""
        if error_page:
            fetch.site.pages += 1
            self.stat("pages_fetched")
        if fetch.unit is not None:
            fetch.unit.pages += 1
        if fetch.kind == "seed":
            fetch.site.problems.append(f"seed {fetch.site.seed}: {reason}")
            return []
        if fetch.kind == "home":
            assert fetch.unit is not None
            fetch.unit.problem = f"home page {fetch.url}: {reason}"
            return []
        if fetch.kind == "step":
            assert fetch.plan is not None
            fetch.plan.failures.append(f"{fetch.url}: {reason}")
            logger.info("%s: %s", fetch.url, reason)
            return list(self._advance(fetch.plan))
        logger.info("%s: %s", fetch.url, reason)
        return []

    # ----------------------------------------------------------------------- seed
    def _seed_page(self, site: Site, url: str, root: Any) -> Iterator[Any]:
        """The seed page: decide its level, then start looking for the level below."""
        if root is None:
            site.problems.append(f"seed {site.seed}: no HTML page to start from")
            return
        site.university = (self.call("university_name", webuie.university_name, root, url)
                           or urlsplit(url).hostname or url)
        level = self.level or ("university" if is_site_root(site.seed, page_language(root)) else
                               self.detect_level(root, url, site.university))
        self.stat(f"seed_level/{level}")
        logger.info("seed %s: %s page of %s", url, level, site.university)
        if level == "university":
            university = Unit(site.university, "university", url)
            site.units["university"] = university
            yield from self._start_colleges(site, university, url, root)
            return
        heading = page_heading(root) or site.university
        if level == "college":
            unit = Unit(heading, "college", url, pages=1)
            yield from self._emit_units(site, [(unit, url)], None)
            yield from self._start_departments(site, unit, url, root)
        else:
            unit = Unit(heading, "department", url, pages=1)
            yield from self._emit_units(site, [(unit, url)], None)
            yield from self._start_faculty(site, unit, url, root)

    def detect_level(self, root: Any, url: str, university: str = "") -> str:
        """The level of a seed page (WEB-UIE §3.1: where in Figure 3 the crawl starts).

        ``university`` for a site's root page (:func:`webextract.urls.is_site_root`, told
        the page's language: ``/cs/`` in English is a department's folder); otherwise the page's own name (its ``<h1>`` or
        title), unless it is just the institution's name ``university``, decides when it says
        "Department of ..." (department), "College / School / Faculty of ..." (college) or
        "... University" (university); else a page listing departments below itself (in its
        URL folder or on other hosts — a department's sidebar of sibling departments does not
        count) is a college, a page listing colleges below itself a university, and anything
        else a department.
        """
        if is_site_root(url, page_language(root)):
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
            units = self.call("extract_units", webuie.extract_units, root, url, kind) or []
            below = [u for u in units if getattr(u, "url", None) and is_below(u.url, url)]
            if below and 2 * len(below) >= len(units):
                return level
        return "department"

    # ----------------------------------------------------------------------- plans
    def _keyword_steps(self, site: Site, root: Any, url: str, level: str,
                       unit_url: Optional[str], inside: Optional[bool], hop: int = 0,
                       links: Optional[list[Any]] = None, notes: Optional[list[str]] = None,
                       depth: int = 1) -> list[Step]:
        """Keyword-link steps (§3.1) of a page for ``level``: in scope, not this page, at most
        ``max_keyword_links``, best keyword first; ``inside`` True/False keeps only links
        inside/outside the unit's part of the site, None keeps all.  ``links`` are the
        page's ``keyword_links`` when already computed; ``depth`` the clicks from the unit's
        home page the links lead to."""
        how = "hop" if hop else "site_keyword" if inside is False else "keyword"
        if links is None:
            links = self.call("keyword_links", webuie.keyword_links, root, url, level) or []
        here = url_key(url)
        steps: list[Step] = []
        seen: set[str] = set()
        for link in links:
            target = getattr(link, "url", "") or ""
            key = url_key(target) if target else ""
            if not key or key == here or key in seen:
                continue
            if is_file_link(target):
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
            steps.append(Step(url=target, text=getattr(link, "text", "") or "", hop=hop, source=url,
                              how=how, depth=depth))
            if len(steps) >= self.limits.max_keyword_links:
                break
        return steps

    def _candidate_steps(self, site: Site, root: Any, url: str, unit_url: Optional[str],
                         exclude: Iterable[Step], goal: str) -> list[Step]:
        """Candidate pages for data-region location (§3.2) when keywords fail: the page's
        links inside the unit's part of the site (any in-scope link for a university), in
        page order, at most ``max_candidates``."""
        skip = {url_key(url)} | {url_key(s.url) for s in exclude if s.url}
        limit = self.limits.max_candidates
        steps: list[Step] = []
        for target, text in page_links(root, url):
            if not in_scope(target, site.scopes) or (unit_url and not in_subtree(target, unit_url)):
                continue
            key = url_key(target)
            if key in skip or f"{goal}:{key}" in self.requested_keys:
                continue
            skip.add(key)
            steps.append(Step(url=target, text=text, candidate=True, source=url, how="candidate"))
            if len(steps) >= limit:
                break
        return steps

    def _directory_steps(self, site: Site, root: Any, url: str, depth: int = 1) -> list[Step]:
        """Steps for the further pages of a directory page (``pagination_links``), in scope
        and not yet requested, at most ``max_candidates``."""
        steps: list[Step] = []
        for link in self.call("pagination_links", webuie.pagination_links, root, url) or []:
            target = getattr(link, "url", "") or ""
            if not target or not in_scope(target, site.scopes) or f"faculty:{url_key(target)}" in self.requested_keys:
                continue
            steps.append(Step(url=target, text=getattr(link, "text", "") or "", directory=True, source=url,
                              how="directory", depth=depth))
            if len(steps) >= self.limits.max_candidates:
                break
        return steps

    def _advance(self, plan: Plan) -> Iterator[Any]:
        """Try the plan's next step: yield its fetch, or run a local step and go on while
        it finds nothing; once the ordered steps are spent, a searching plan takes its best
        link (:meth:`_next_search_step`).  A plan stops at ``max_unit_pages`` pages; when
        every step failed, ``on_fail`` runs."""
        site = plan.site
        while not plan.done:
            if plan.steps:
                step = plan.steps.popleft()
            elif plan.searching:
                found_step = self._next_search_step(plan)
                if found_step is None:
                    break
                step = found_step
            else:
                break
            if step.expand is not None:
                plan.steps.extendleft(reversed(step.expand()))
                continue
            if step.local is not None:
                found = step.local()
                if found:
                    plan.done = True
                    self._found(plan, step, plan.unit.url or "")
                    yield from found
                    return
                continue
            assert step.url is not None
            if plan.pages >= self.limits.max_unit_pages:
                self.stat("unit_page_budget")
                plan.failures.insert(0, f"page budget of {self.limits.max_unit_pages} spent")
                break
            if not self._claim(site, f"{plan.goal}:{url_key(step.url)}"):
                continue
            plan.pages += 1
            if step.how.startswith("search"):
                self.stat("search_pages")
            yield Fetch(step.url, "step", site, unit=plan.unit, plan=plan, step=step, referer=step.source)
            return
        if not plan.done:
            plan.done = True
            if plan.on_fail is not None:
                yield from plan.on_fail()

    def _found(self, plan: Plan, step: Step, url: str) -> None:
        """Count which way of the plan found its record set (``found/<goal>/<how>``); a
        faculty list's way and address are kept on its unit for the report."""
        how = step.how or "step"
        self.stat(f"found/{plan.goal}/{how}")
        if plan.goal == "faculty":
            plan.unit.found_by, plan.unit.list_url = how, url
            logger.debug("%s %r: faculty list %s (found by %s, clicks from its home page: %d)",
                         plan.unit.kind, plan.unit.name, url, how, step.depth if step.url else 0)

    # ----------------------------------------------------------------------- search
    def _or_frames(self, plan: Plan, root: Any, url: str, found: list[Any]) -> list[Any]:
        """What a unit's own page gave its plan; when nothing, the page's frames (a
        frameset shows its menu and content in them) are the plan's next steps."""
        if not found:
            self._grow(plan, root, url, 0, links=False)
        return found

    def _start_search(self, plan: Plan, root: Any, url: str) -> list[Step]:
        """Start a plan's best-first search (§3.1–3.2 beyond the keyword links): the unit
        page's links join the frontier; from now on the plan takes its best link whenever
        its ordered steps are spent."""
        plan.searching = True
        self._grow(plan, root, url, 0)
        return []

    def _grow(self, plan: Plan, root: Any, url: str, depth: int, step: Optional[Step] = None,
              links: bool = True) -> None:
        """Add what a page tested in vain (``depth`` clicks from the unit's home page) offers
        the faculty search: its frames, tested next as part of the page, and, within
        ``max_search_depth``, its links inside the unit's part of the site, to the frontier
        ranked by :func:`~webextract.crawl.university.links.search_tier`.  A page whose links
        are those of a page met before (a parked domain) adds nothing (``same_page``).
        ``links`` False: the frames alone."""
        site, unit_url = plan.site, plan.unit.url or url
        frames = []
        for target, text in page_links(root, url, frames=True):
            key = url_key(target)
            if not in_scope(target, site.scopes) or key in plan.queued or \
                    f"{plan.goal}:{key}" in self.requested_keys:
                continue
            plan.queued.add(key)
            how = step.how if step else "home"
            frames.append(Step(url=target, text=text, source=url, depth=depth,
                               how=how if how.endswith("/frame") else f"{how}/frame",
                               hop=step.hop if step else 0, candidate=step.candidate if step else False))
        if frames:
            self.stat("frame_links", len(frames))
            plan.steps.extendleft(reversed(frames))
        if not links or depth >= self.limits.max_search_depth:
            return
        found = page_links(root, url, frames=False)
        if not found:
            return
        fingerprint = hashlib.blake2b("\n".join(sorted(u for u, _ in found)).encode("utf-8", "replace"),
                                      digest_size=8).hexdigest()
        if fingerprint in site.page_prints:
            self.stat("same_page")
            return
        site.page_prints.add(fingerprint)
        keywords = self.call("keyword_links", webuie.keyword_links, root, url, "faculty") or []
        ranks: dict[str, int] = {}
        for i, link in enumerate(keywords):
            ranks.setdefault(url_key(getattr(link, "url", "") or ""), i)
        for target, text in found:
            if not in_scope(target, site.scopes) or not in_subtree(target, unit_url):
                continue
            key = url_key(target)
            if key in plan.queued or f"{plan.goal}:{key}" in self.requested_keys:
                continue
            plan.queued.add(key)
            plan.seq += 1
            rank = ranks.get(key)
            plan.frontier.append(Step(url=target, text=text, how="search", candidate=True, source=url,
                                      depth=depth + 1, tier=search_tier(target, text, rank),
                                      rank=plan.seq if rank is None else rank, seq=plan.seq))

    def _next_search_step(self, plan: Plan) -> Optional[Step]:
        """The best link of a plan's frontier not yet fetched for its goal: faculty keyword
        links first, then links that speak of people, then the others, persons' own pages
        last; within each, nearest the unit's home page first, then by keyword rank and
        page order.  None when the frontier is empty."""
        frontier = plan.frontier
        while frontier:
            best = min(range(len(frontier)), key=lambda i: (frontier[i].tier, frontier[i].depth,
                                                            frontier[i].rank, frontier[i].seq))
            step = frontier.pop(best)
            if f"{plan.goal}:{url_key(step.url or '')}" not in self.requested_keys:
                return step
        return None

    def _step_page(self, fetch: Fetch, url: str, root: Any) -> Iterator[Any]:
        """A page fetched by a plan: test it for the plan's record set; on success emit the
        records (and follow them), else hop on by keyword or try the plan's next step."""
        plan, step = fetch.plan, fetch.step
        assert plan is not None and step is not None
        found: list[Any] = []
        if root is not None and not plan.done:
            try:
                found = self._test_step(plan, step, root, url)
            except Exception:  # noqa: BLE001 - one odd page must not stop the unit's plan
                self.stat("spider_error")
                logger.exception("could not test %s for %s", url, plan.goal)
                found = []
        if found:
            plan.done = True
            self._found(plan, step, url)
            yield from found
            return
        yield from self._advance(plan)

    def _test_step(self, plan: Plan, step: Step, root: Any, url: str) -> list[Any]:
        """Test a plan's page for its record set: the items and fetches when found; else
        ``[]``, after adding the page's further directory pages and keyword hops to the plan."""
        site = plan.site
        if plan.goal == "colleges":
            units = self.call("extract_units", webuie.extract_units, root, url, "college")
            found = self._colleges_found(site, plan.unit, units, url)
        elif plan.goal == "departments":
            units = self.call("extract_units", webuie.extract_units, root, url, "department")
            found = self._departments_found(site, plan.unit, units, url)
        else:
            people = self.call("extract_faculty", webuie.extract_faculty, root, url)
            if people and step.how.startswith("search") and not says_faculty(
                    people, f"{step.text} | {page_headings(root)}"):
                # people where no keyword pointed, without titles, on a page that does
                # not say it lists faculty (students, speakers, a project's members)
                self.stat("search_list_rejected")
                logger.info("%s: %d people, not taken for the faculty of %r (no titles, "
                            "the page does not say it lists faculty)", url, len(people), plan.unit.name)
                people = []
            found = self._faculty_found(site, plan.unit, people, url)
            if found:
                found.extend(self._pagination(site, plan.unit, root, url, url))
                found.extend(self._sibling_directories(site, plan.unit, root, url))
        if found:
            return found
        if plan.goal == "faculty" and not step.candidate and not step.directory:
            # A directory whose first page shows too few people to recognise (an A–Z
            # index opening on "A"): its other pages are tried next.
            plan.steps.extendleft(reversed(self._directory_steps(site, root, url, step.depth + 1)))
        if not step.candidate and step.hop < self.limits.max_hops:
            inside = True if plan.goal == "faculty" else None
            unit_url = plan.unit.url if plan.goal == "faculty" else None
            hops = self._keyword_steps(site, root, url, plan.goal, unit_url, inside, step.hop + 1,
                                       depth=step.depth + 1)
            plan.steps.extendleft(reversed(hops))
        # a frameset's frames are tried next, as the page; for faculty, its links join the
        # search: a list is recognised by its content wherever the search reaches it (§3.2)
        self._grow(plan, root, url, step.depth, step, links=plan.goal == "faculty")
        return []

    # ----------------------------------------------------------------------- levels
    def _start_colleges(self, site: Site, university: Unit, url: str, root: Any) -> Iterator[Any]:
        """University home: colleges keyword links, then the home page's own record set,
        then candidate pages; a site with no colleges is tried as one college."""
        keyword = self._keyword_steps(site, root, url, "colleges", None, None)
        local = Step(how="home", local=lambda: self._or_frames(plan, root, url, self._colleges_found(
            site, university, self.call("extract_units", webuie.extract_units, root, url, "college"), url)))
        candidates = Step(expand=lambda: self._candidate_steps(site, root, url, None, keyword, "colleges"))
        steps = deque(keyword + [local, candidates])

        def no_colleges() -> Iterator[Any]:
            self.stat("no_college_set")
            site.problems.append(f"{site.university}: no college record set found; "
                                 "looking for departments on the home page's level")
            yield from self._start_departments(site, university, url, root)

        plan = Plan("colleges", site, university, steps, no_colleges)
        yield from self._advance(plan)

    def _start_departments(self, site: Site, college: Unit, url: str, root: Any) -> Iterator[Any]:
        """College home: "Departments" links inside the college, the home page's own record
        set, weaker departments keyword links inside the college ("Programs"), then keyword
        links elsewhere; without departments, the college's faculty."""
        links = self.call("keyword_links", webuie.keyword_links, root, url, "departments") or []
        inside = self._keyword_steps(site, root, url, "departments", college.url or url, True, links=links)
        outside = self._keyword_steps(site, root, url, "departments", college.url or url, False, links=links)
        local = Step(how="home", local=lambda: self._or_frames(plan, root, url, self._departments_found(
            site, college, self.call("extract_units", webuie.extract_units, root, url, "department"), url)))
        # A link that says "Departments" beats the home page's own lists; a weaker keyword
        # ("Programs", "Units") only comes after them: a list of degree programmes is no
        # list of departments.
        strong = [st for st in inside if _DEPARTMENTS_LINK.search(st.text)]
        weak = [st for st in inside if not _DEPARTMENTS_LINK.search(st.text)]
        steps = deque(strong + [local] + weak + outside)

        def no_departments() -> Iterator[Any]:
            self.stat("no_department_set")
            yield from self._start_faculty(site, college, url, root)

        plan = Plan("departments", site, college, steps, no_departments)
        yield from self._advance(plan)

    def _start_faculty(self, site: Site, unit: Unit, url: str, root: Any) -> Iterator[Any]:
        """Unit home: faculty keyword links inside the unit, the home page itself, keyword
        links elsewhere, then a best-first search of the unit's part of the site, every page
        it reaches tested for a faculty list by its content (§3.2), within
        ``max_unit_pages``."""
        unit_url = unit.url or url
        links = self.call("keyword_links", webuie.keyword_links, root, url, "faculty") or []
        notes: list[str] = []
        inside = self._keyword_steps(site, root, url, "faculty", unit_url, True, links=links, notes=notes)
        outside = self._keyword_steps(site, root, url, "faculty", unit_url, False, links=links, notes=notes)

        def on_page() -> list[Any]:
            people = self.call("extract_faculty", webuie.extract_faculty, root, url)
            found = self._faculty_found(site, unit, people, url)
            if found:
                found.extend(self._pagination(site, unit, root, url, url))
            return self._or_frames(plan, root, url, found)

        # When the keyword links and the page itself fail, a best-first search of the unit's
        # part of the site (its frames first), each page tested by its content.
        search = Step(how="search", expand=lambda: self._start_search(plan, root, url))
        steps = deque(inside + [Step(local=on_page, how="home")] + outside + [search])

        def no_faculty() -> Iterator[Any]:
            self.stat("no_faculty_page")
            failed = "; ".join(plan.failures[:3])
            unit.problem = unit.problem or "no faculty page found" + (f" ({failed})" if failed else "")
            return iter(())

        plan = Plan("faculty", site, unit, steps, no_faculty, failures=notes)
        yield from self._advance(plan)

    # ----------------------------------------------------------------------- results
    def _emit_units(self, site: Site, units: list[tuple[Unit, str]], parent: Optional[Unit]) -> list[Any]:
        """Items (and relations) for new units; fetches of their home pages."""
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
            if self.relation_items:
                out.extend(self._relations(item))
            if unit.url is None or url_key(unit.url) == url_key(source):
                continue
            if not in_scope(unit.url, site.scopes):
                self.stat("offsite_unit")
                unit.problem = "home page is outside the university's domain"
                continue
            out.extend(self._unit_fetch(site, unit))
        return out

    def _unit_fetch(self, site: Site, unit: Unit) -> list[Fetch]:
        assert unit.url is not None
        claimed = self._claim(site, f"home:{url_key(unit.url)}")
        if claimed is False:
            unit.problem = "page budget reached"
        if not claimed:
            return []
        return [Fetch(unit.url, "home", site, unit=unit)]

    def _colleges_found(self, site: Site, university: Unit, units: Any, source: str) -> list[Any]:
        records = [Unit(u.name, "college", u.url) for u in units or [] if getattr(u, "name", "")]
        return self._emit_units(site, [(u, source) for u in records], university)

    def _departments_found(self, site: Site, college: Unit, units: Any, source: str) -> list[Any]:
        parent = college if college.kind == "college" else None
        # A unit already known one level up (a site-wide menu of colleges shown on a college
        # page) is not a department of this college.
        higher = {url_key(u.url) for u in site.units.values()
                  if u.kind in ("university", "college") and u.url}
        higher_names = {u.name.casefold() for u in site.units.values() if u.kind == "college"}
        records = [Unit(u.name, "department", u.url, college=parent.name if parent else None)
                   for u in units or [] if getattr(u, "name", "")
                   and not (u.url and url_key(u.url) in higher) and u.name.casefold() not in higher_names]
        if units and not records:
            self.stat("department_set_of_colleges")
        return self._emit_units(site, [(u, source) for u in records], college)

    def _faculty_found(self, site: Site, unit: Unit, people: Any, source: str) -> list[Any]:
        """Faculty items (and their role relations) for the people of one directory page."""
        out: list[Any] = []
        unit_type = unit.kind if unit.kind in ("college", "department") else None
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
                           unit_type=unit_type)
            unit.faculty += 1
            site.faculty += 1
            self.stat("faculty_found")
            out.append(item)
            if self.relation_items:
                out.extend(self._relations(item))
        return out

    def _pagination(self, site: Site, unit: Unit, root: Any, url: str, directory: str) -> list[Fetch]:
        """Fetches of the further pages of a directory (next, page numbers, letters)."""
        out: list[Fetch] = []
        limit = self.limits.max_directory_pages
        for link in self.call("pagination_links", webuie.pagination_links, root, url) or []:
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
            if not self._claim(site, key):  # the key is new: only the budget can refuse
                break
            site.directory_pages[directory] = count + 1
            out.append(Fetch(target, "directory", site, unit=unit, directory=directory, further=True))
        return out

    def _sibling_directories(self, site: Site, unit: Unit, root: Any, url: str) -> list[Fetch]:
        """Fetches of the other faculty lists a unit's directory page links to inside the
        unit ("Emeritus Faculty", "Adjunct Faculty", "Lecturers"): faculty keyword links whose
        anchor names faculty or an academic rank, at most ``max_keyword_links``."""
        out: list[Fetch] = []
        unit_url = unit.url or url
        links = self.call("keyword_links", webuie.keyword_links, root, url, "faculty") or []
        for link in links:
            target = getattr(link, "url", "") or ""
            text = getattr(link, "text", "") or ""
            if not target or not _FACULTY_LIST.search(text) or not in_scope(target, site.scopes):
                continue
            if not in_subtree(target, unit_url) or is_file_link(target):
                continue
            claimed = self._claim(site, f"faculty:{url_key(target)}")
            if claimed is None:
                continue
            if not claimed:
                break
            self.stat("sibling_directory")
            out.append(Fetch(target, "directory", site, unit=unit, directory=target, referer=url))
            if len(out) >= self.limits.max_keyword_links:
                break
        return out

    def _directory_page(self, fetch: Fetch, url: str, root: Any) -> list[Any]:
        """A further page of a faculty directory: its people, and the pages it links to."""
        assert fetch.unit is not None and fetch.directory is not None
        extract = webuie.extract_faculty
        if fetch.further:  # a page of a directory recognised already
            extract = functools.partial(extract, min_units=self.limits.directory_page_min_units)
        people = self.call("extract_faculty", extract, root, url)
        out = self._faculty_found(fetch.site, fetch.unit, people, url)
        out.extend(self._pagination(fetch.site, fetch.unit, root, url, fetch.directory))
        return out

    # ----------------------------------------------------------------------- summary
    def pages_per_unit(self) -> Optional[float]:
        """Pages fetched per college or department found over all seeds (None: none found)."""
        pages = sum(s.pages for s in self.sites)
        units = sum(s.colleges + s.departments for s in self.sites)
        return round(pages / units, 2) if units else None

    def finish(self) -> None:
        """At the end of the crawl, count what each college and department cost:
        ``unit_pages/<n>`` is the number of units that took ``n`` pages (home page,
        searches, their lists' further pages)."""
        for site in self.sites:
            for unit in site.units.values():
                if unit.kind in ("college", "department"):
                    self.stat(f"unit_pages/{unit.pages}")

    def report(self, reason: str) -> list[str]:
        """One text per seed: what its crawl found, how its faculty lists were found and
        which units cost most pages, what it could not (units whose home page failed, units
        without a faculty page, failed pages), and pages per unit found."""
        texts = []
        for site in self.sites:
            units = site.colleges + site.departments
            per_unit = f"{site.pages / units:.2f}" if units else "n/a"
            lines = [f"{site.university or site.seed} ({site.seed}): {site.colleges} colleges, "
                     f"{site.departments} departments, {site.faculty} faculty from {site.pages} pages "
                     f"({per_unit} pages per unit found); crawl {reason}"]
            ways: dict[str, int] = {}
            for unit in site.units.values():
                if unit.found_by:
                    ways[unit.found_by] = ways.get(unit.found_by, 0) + 1
            if ways:
                lines.append("  faculty lists found by: " + ", ".join(
                    f"{how} {n}" for how, n in sorted(ways.items(), key=lambda kv: (-kv[1], kv[0]))))
            costly = sorted((u for u in site.units.values() if u.kind in ("college", "department")),
                            key=lambda u: -u.pages)[:3]
            if costly:
                lines.append("  most pages: " + ", ".join(f"{u.name!r} {u.pages}" for u in costly))
            missing = [u for u in site.units.values()
                       if u.kind in ("college", "department") and u.problem]
            for unit in missing:
                lines.append(f"  could not: {unit.kind} {unit.name!r}: {unit.problem}")
            for problem in site.problems:
                lines.append(f"  could not: {problem}")
            if not units and not site.faculty:
                lines.append("  found no colleges, departments or faculty: is the seed a university site?")
            texts.append("\n".join(lines))
        return texts
