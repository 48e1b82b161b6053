"""Where the university crawl starts looking (WEB-UIE, Dong, Liu & Li 2013, §3.1–3.2,
Figure 3): the level of the seed page, and on each level's home page the plan for the record
set below it — colleges on a university's home page, departments on a college's, faculty on
a department's (or a college's without departments).
"""

from __future__ import annotations

from collections import deque
from typing import Any, Iterator
from urllib.parse import urlsplit

from webextract.crawl.university.base import CrawlBase, logger
from webextract.crawl.university.levels import (
    _COLLEGE_WORDS,
    _DEPARTMENT_WORDS,
    _UNIVERSITY_WORDS,
    _fold,
    page_heading,
    page_language,
)
from webextract.crawl.university.links import _DEPARTMENTS_LINK
from webextract.crawl.university.plan import Plan, Site, Step, Unit
from webextract.extract import webuie
from webextract.urls import is_below, is_site_root


class LevelStarts(CrawlBase):
    """The seed page's level and the plan each level starts with."""

    # ----------------------------------------------------------------------- the seed's level
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


    # ----------------------------------------------------------------------- the plan of each level
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
