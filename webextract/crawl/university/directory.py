"""Faculty directories that go on past one page (WEB-UIE, Dong, Liu & Li 2013, §3.2.2): the further
pages of a directory (next, page numbers, letters of an A–Z index), the other faculty lists a
directory page links to inside its unit (emeriti, adjunct), and the people of each such page.
"""

from __future__ import annotations

import functools
from typing import Any

from webextract.crawl.university.base import CrawlBase
from webextract.crawl.university.links import _FACULTY_LIST, in_scope, in_subtree, is_file_link, url_key
from webextract.crawl.university.plan import Fetch, Site, Step, Unit
from webextract.extract import webuie


class DirectoryPages(CrawlBase):
    """The further pages and sibling lists of a faculty directory."""

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


    def _pagination(self, site: Site, unit: Unit, root: Any, url: str, directory: str) -> list[Fetch]:
        """Fetches of the further pages of a directory (next, page numbers, letters), each
        counted under ``directory_pages``; at most ``max_directory_pages`` pages a directory
        (the first included), the pages past that counted once a page under
        ``directory_page_limit``."""
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
            self.stat("directory_pages")
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
