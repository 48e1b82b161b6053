"""The state of a university crawl (WEB-UIE §3.1–3.2): the crawl's limits, the units found, each
site's budget and claims, the ordered steps of each plan, and the fetches handed to the crawler.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Optional


# --------------------------------------------------------------------------- crawl state
@dataclass
class Limits:
    """Bounds of one crawl (the spider reads them from ``WEBEXTRACT_UNIVERSITY_<NAME>``)."""

    #: Most pages fetched for one seed.
    max_pages: int = 3000
    #: Keyword hops from a record-set page that holds no set to another (Academics → Schools).
    max_hops: int = 1
    #: Keyword links tried per level and place (inside / outside the unit).
    max_keyword_links: int = 3
    #: Candidate pages tested by data-region location (§3.2) when keywords fail.
    max_candidates: int = 8
    #: Most pages of one paginated or letter-split directory.
    max_directory_pages: int = 100
    #: Fewest repeating units read as faculty on a further page (next page, letter) of a
    #: directory already recognised; elsewhere the paper's k > 3 holds.
    directory_page_min_units: int = 2
    #: Most pages one search of a unit for a record set fetches (its keyword links, hops,
    #: candidates and best-first search pages; the further pages of a list found are bounded
    #: by ``max_directory_pages`` instead).
    max_unit_pages: int = 25
    #: Clicks from a unit's home page the best-first faculty search goes (a list behind a
    #: people hub is two clicks away).
    max_search_depth: int = 3


@dataclass
class Unit:
    """A unit the crawl knows: the university, a college or a department."""

    name: str
    kind: str  # "university", "college" or "department"
    url: Optional[str]
    college: Optional[str] = None
    faculty: int = 0
    departments: int = 0
    problem: str = ""
    #: Pages fetched for the unit (its home page, its searches, its lists' further pages).
    pages: int = 0
    #: How its faculty list was found (a step's ``how``) and where.
    found_by: str = ""
    list_url: str = ""


@dataclass
class Site:
    """Everything the crawl keeps for one seed."""

    seed: str
    scopes: set[str]
    university: str = ""
    pages: int = 0
    requested: int = 0
    units: dict[str, Unit] = field(default_factory=dict)
    faculty_keys: set[str] = field(default_factory=set)
    directory_pages: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    #: Fingerprints (the sorted link targets) of the pages whose links a search has taken:
    #: a page met again (a parked domain answers every URL alike) adds nothing.
    page_prints: set[str] = field(default_factory=set)
    colleges: int = 0
    departments: int = 0
    faculty: int = 0


@dataclass
class Step:
    """One way to find a record set: a page to fetch (``url``) or a local test (``local``)."""

    url: Optional[str] = None
    text: str = ""
    #: Which way of the plan it is, for the stats (``found/<goal>/<how>``): ``keyword``
    #: (inside the unit), ``site_keyword`` (elsewhere on the site), ``home`` (the unit's own
    #: page), ``hop``, ``candidate``, ``directory``, ``search``; ``.../frame`` for a frame.
    how: str = ""
    #: Clicks from the unit's home page; the search's order among its links: ``tier`` (1
    #: faculty keyword, 2 people words, 3 other, 4 a person's own page), then depth, then
    #: ``rank`` (keyword rank or page order) and ``seq`` (order of discovery).
    depth: int = 1
    tier: int = 3
    rank: int = 0
    seq: int = 0
    hop: int = 0
    candidate: bool = False
    directory: bool = False
    #: The page the link was found on (sent as the request's Referer).
    source: Optional[str] = None
    local: Optional[Callable[[], list[Any]]] = None
    #: Computes more steps when reached (candidate pages are listed only when needed).
    expand: Optional[Callable[[], list["Step"]]] = None


@dataclass
class Plan:
    """Ordered steps looking for one record set (``goal``) of one unit, tried one at a time."""

    goal: str  # "colleges", "departments" or "faculty"
    site: Site
    unit: Unit
    steps: deque[Step]
    on_fail: Optional[Callable[[], Iterable[Any]]] = None
    done: bool = False
    #: Pages of the plan that failed, with the reason (for the end-of-crawl report).
    failures: list[str] = field(default_factory=list)
    #: Pages the plan's steps fetched (bounded by ``Limits.max_unit_pages``).
    pages: int = 0
    #: The best-first search (faculty): on once the ordered steps are spent; its frontier of
    #: links not yet fetched and their URL keys.
    searching: bool = False
    frontier: list[Step] = field(default_factory=list)
    queued: set[str] = field(default_factory=set)
    seq: int = 0


#: What a :class:`Fetch` is for.
FETCH_KINDS = ("seed", "home", "step", "directory")


@dataclass
class Fetch:
    """A page the crawl asks for: its ``url``, what it is for (``kind``: the ``seed``, a
    unit's ``home`` page, a plan's ``step``, a further ``directory`` page), the page whose
    link led to it (``referer``), and the crawl's own state for it, handed back unchanged
    with the page or its failure."""

    url: str
    kind: str
    site: Site
    unit: Optional[Unit] = None
    plan: Optional[Plan] = None
    step: Optional[Step] = None
    #: The directory (its first page's URL) a directory page belongs to.
    directory: Optional[str] = None
    #: A further page (next page, letter) of a directory already recognised.
    further: bool = False
    referer: Optional[str] = None
