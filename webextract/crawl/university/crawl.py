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

This module holds the driver (pages in, fetches and items out, the end-of-crawl report);
the class's parts are modules of their own: ``base`` (state, counters, library calls, page
budget), ``start`` (the seed's level and each level's plan), ``steps`` (keyword and
candidate steps, a plan's next step, a fetched page tested), ``search`` (the best-first
faculty search), ``directory`` (a directory's further pages and sibling lists) and
``emit`` (the items of the units and people found).
"""

from __future__ import annotations

from typing import Any, Optional

from webextract.crawl.university.base import logger
from webextract.crawl.university.directory import DirectoryPages
from webextract.crawl.university.emit import Emission
from webextract.crawl.university.links import in_scope, url_key
from webextract.crawl.university.plan import Fetch, Site
from webextract.crawl.university.search import FacultySearch
from webextract.crawl.university.start import LevelStarts
from webextract.crawl.university.steps import PlanSteps
from webextract.urls import scope_of


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


class UniversityCrawl(LevelStarts, PlanSteps, FacultySearch, DirectoryPages, Emission):
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
