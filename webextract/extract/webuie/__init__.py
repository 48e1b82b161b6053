"""WEB-UIE: colleges, departments and faculty of university web sites.

Implements Dong, Liu & Li, "Automatic Extraction of Semi-structured Web Data" (IJDTA 6(4),
2013; papers/004): keyword links of the focused crawl (§3.1, Figure 3), record sets and
database matching for teaching units (§3.2.1, Definitions 1–2, §3.3), repeating units and
the name test for faculty (§3.2.2, Definition 3, Algorithm 1, §3.4).

Every function takes the lxml root returned by ``webextract.dom.parse_html(body, url=url)``
(uncleaned), reads it without changing it, and returns plain dataclasses, so the crawl may
call several of them on one tree; the work they share (tag paths, text segments, links) is
done once per tree and kept for the last few trees (:func:`forget_page` drops it, for a
tree changed between calls). Parameters (paper symbol, default): record set size
``s > 4``; matching share ``k/s > 0.65``; sub-tree similarity ``S > 0.8``; repeating units
``k > 3``; name share ``W > 0.75``. See docs/webuie.md.
"""

from __future__ import annotations

from lxml import etree

from webextract.extract.webuie.dom import element_text, fast_join, forget_page
from webextract.extract.webuie.links import keyword_links as _keyword_links
from webextract.extract.webuie.links import pagination_links as _pagination_links
from webextract.extract.webuie.links import university_name as _university_name
from webextract.extract.webuie.model import Link, Person, Unit
from webextract.extract.webuie.names import staff_pattern, title_patterns
from webextract.extract.webuie.options import WebuieOptions
from webextract.extract.webuie.people import NAME_RATIO, SIMILARITY, extract_people
from webextract.extract.webuie.units import LINK_LAYERS, MATCH_RATIO, MIN_ITEMS, matches_dictionary, units_of_page

__all__ = [
    "Link",
    "Person",
    "Unit",
    "WebuieOptions",
    "element_text",
    "extract_faculty",
    "extract_units",
    "fast_join",
    "forget_page",
    "keyword_links",
    "matches_dictionary",
    "pagination_links",
    "staff_pattern",
    "title_patterns",
    "university_name",
]


def keyword_links(root: etree._Element, url: str, level: str) -> list[Link]:
    """Links to the next crawl level whose anchor text matches ``level``'s keywords
    (WEB-UIE §3.1, Figure 3).

    ``level`` is "colleges", "departments" or "faculty"; keywords come from
    ``data/keywords/<level>.txt``. Returns absolute, de-duplicated links, best match first
    (exact anchor before containing anchor, then keyword rank, then page order); no domain
    filtering.
    """
    return _keyword_links(root, url, level)


def extract_units(root: etree._Element, url: str, kind: str, *, include_navigation: bool = True,
                  min_items: int = MIN_ITEMS, match_ratio: float = MATCH_RATIO,
                  link_layers: int = LINK_LAYERS) -> list[Unit]:
    """Colleges (``kind="college"``) or departments (``kind="department"``) listed on a
    page: record sets (Definition 1, ``s > 4``) whose items match colleges.txt /
    departments.txt (Definition 2, ``k/s > 0.65``), with each item's link (§3.3: its own
    ``<a>``, else the nearest within two layers). Page order; ``[]`` when no set qualifies.
    Sets inside site navigation (menus, header, footer) count only when the page content
    has none; ``include_navigation=False`` leaves them out altogether (useful to decide
    whether a page itself lists units, since every page of a site repeats its menus).
    ``min_items`` (s), ``match_ratio`` (k/s) and ``link_layers``: see :class:`WebuieOptions`.
    """
    return units_of_page(root, url, kind, include_navigation=include_navigation, min_items=min_items,
                         match_ratio=match_ratio, link_layers=link_layers)


def extract_faculty(root: etree._Element, url: str, *, min_units: int | None = None,
                    name_ratio: float = NAME_RATIO, similarity: float = SIMILARITY) -> list[Person]:
    """Faculty listed on a page: repeating units (Definition 3, Algorithm 1, MDR tree
    similarity ``> 0.8``, ``k > 3``) of which more than 0.75 hold a name from data/names
    (§3.2.2), with name, academic title, homepage and e-mail of each (§3.4). Page order;
    ``[]`` when no unit set passes.

    ``min_units`` (default None: the paper's ``k > 3``, i.e. 4) is the fewest units a set
    needs to be judged by its share of names. A caller that already knows the page belongs
    to a directory (a further page or letter of one it recognised) may lower it, so a
    letter with two or three people is read. Smaller sets than ``min_units`` still count
    when every unit holds a confirmed name and an academic title (2 units at least).
    ``name_ratio`` (W) and ``similarity`` (S): see :class:`WebuieOptions`.
    """
    return extract_people(root, url, min_units=min_units, name_ratio=name_ratio, similarity=similarity)


def pagination_links(root: etree._Element, url: str) -> list[Link]:
    """Further pages of the same directory: "Next"-style links and ``rel="next"``, page
    numbers, and A–Z letter index links. Absolute, de-duplicated, never the page itself."""
    return _pagination_links(root, url)


def university_name(root: etree._Element, url: str) -> str:
    """The university's name: ``og:site_name`` when it names one, else the world
    universities list by domain, else the ``<title>`` part that names one (see
    :func:`webextract.extract.webuie.links.university_name`)."""
    return _university_name(root, url)
