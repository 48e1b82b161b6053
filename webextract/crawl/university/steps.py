"""The steps of a university crawl's plans (WEB-UIE, Dong, Liu & Li 2013, §3.1–3.2): keyword-link
steps (§3.1), candidate pages for data-region location (§3.2), taking a plan's next step,
testing a page a step fetched for the plan's record set (and hopping on by keyword when it
holds none), and counting which way found it.
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator, Optional

from webextract.crawl.university.base import CrawlBase, logger
from webextract.crawl.university.links import (
    in_scope,
    in_subtree,
    is_file_link,
    page_headings,
    page_links,
    says_faculty,
    url_key,
)
from webextract.crawl.university.plan import Fetch, Plan, Site, Step
from webextract.extract import webuie


class PlanSteps(CrawlBase):
    """A plan's ordered steps: made, taken one at a time, and their pages tested."""

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
