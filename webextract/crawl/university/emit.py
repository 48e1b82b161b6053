"""What the university crawl finds, as items (WEB-UIE, Dong, Liu & Li 2013, §3.3–3.4, §4): colleges,
departments and faculty of a record set, each new one once per site, followed by its INM
relation records, and the fetches of the new units' home pages.
"""

from __future__ import annotations

from typing import Any, Optional

from webextract.crawl.university.base import CrawlBase, logger
from webextract.crawl.university.links import in_scope, url_key
from webextract.crawl.university.plan import Fetch, Site, Unit
from webextract.items import College, Department, Faculty
from webextract.relations.inm import relations_for


class Emission(CrawlBase):
    """Items for the units and people found, and the fetches of the new units' home pages."""

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
