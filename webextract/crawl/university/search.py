"""The best-first faculty search of the university crawl (WEB-UIE, Dong, Liu & Li 2013, §3.1–3.2
beyond the keyword links): every page a faculty plan fetched in vain adds its frames (tested
next, as the page) and its links inside the unit's part of the site to a frontier, and the
plan takes the frontier's best link whenever its ordered steps are spent.
"""

from __future__ import annotations

import hashlib
from typing import Any, Optional

from webextract.crawl.university.base import CrawlBase
from webextract.crawl.university.links import in_scope, in_subtree, page_links, search_tier, url_key
from webextract.crawl.university.plan import Plan, Step
from webextract.extract import webuie


class FacultySearch(CrawlBase):
    """A plan's frontier: grown from the pages tested in vain, taken best link first."""

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
