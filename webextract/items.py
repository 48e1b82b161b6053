"""The item dataclasses every stage and feed speaks.

Each item carries a ``type`` field naming its kind, so one mixed feed (``-O all.jsonl``)
can be split by kind, and per-class feeds (``FEEDS`` with ``item_classes``) can be written.
Items are plain dataclasses; Scrapy handles them through ``itemadapter.ItemAdapter``.

``PageItem`` is the one internal item: a spider yields it with the raw page, the pipelines
turn it into typed items and never let it reach a feed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional


@dataclass
class PageItem:
    """A fetched page on its way through the pipelines (never exported).

    ``kind`` says which extractor applies (``article``, ``list``, ``index``...);
    ``anchor`` is the text of the link that led here (TWCEM title extraction, §III.B.1);
    ``tree`` is filled by the first pipeline that parses the page, so later stages reuse
    the one parse.
    """

    url: str
    site: str
    kind: str
    body: bytes = field(repr=False)
    content_type: Optional[str] = None
    anchor: Optional[str] = None
    depth: int = 0
    meta: dict[str, Any] = field(default_factory=dict)
    tree: Any = field(default=None, repr=False)
    type: str = "page"


@dataclass
class Article:
    """Title and main text of an article page (TWCEM)."""

    url: str
    title: Optional[str]
    text: str
    published: Optional[str] = None
    title_source: Optional[str] = None
    site: Optional[str] = None
    method: str = "twcem"
    type: str = "article"


@dataclass
class DataRecord:
    """One record of a data region on a list page (STEM)."""

    url: str
    region: int
    index: int
    text: str
    fields: dict[str, str] = field(default_factory=dict)
    links: list[str] = field(default_factory=list)
    pattern: list[str] = field(default_factory=list)
    site: Optional[str] = None
    type: str = "record"


@dataclass
class ScholarlyArticle:
    """The fields of a scholarly article page (VB-PTC).

    ``authors`` is a list of ``{"name", "affiliations"}``; ``published`` an ISO 8601 date as
    precise as the page says (``2016-06-09``, ``2020-03``, ``2008``); ``references`` one
    string per reference; ``provenance`` says for each field found whether it came from the
    page's visual blocks (``"visual"``) or its meta tags (``"meta"``).  A field the page does
    not show is empty: never guessed.
    """

    url: Optional[str]
    title: Optional[str] = None
    authors: list[dict[str, Any]] = field(default_factory=list)
    abstract: Optional[str] = None
    keywords: list[str] = field(default_factory=list)
    doi: Optional[str] = None
    volume: Optional[str] = None
    issue: Optional[str] = None
    published: Optional[str] = None
    references: list[str] = field(default_factory=list)
    provenance: dict[str, str] = field(default_factory=dict)
    site: Optional[str] = None
    method: str = "vbptc"
    type: str = "scholarly_article"


@dataclass
class College:
    """A college or school of a university (WEB-UIE)."""

    name: str
    url: Optional[str]
    university: str
    source_url: str
    type: str = "college"


@dataclass
class Department:
    """A department of a college (WEB-UIE)."""

    name: str
    url: Optional[str]
    college: Optional[str]
    university: str
    source_url: str
    type: str = "department"


@dataclass
class Faculty:
    """A person with a faculty role in a unit (WEB-UIE)."""

    name: str
    title: Optional[str]
    unit: str
    university: str
    homepage: Optional[str] = None
    email: Optional[str] = None
    source_url: Optional[str] = None
    #: "college" or "department" when the crawl knows what kind of unit ``unit`` is.
    unit_type: Optional[str] = None
    type: str = "faculty"


@dataclass
class Relation:
    """An Information Network Model relation record (contain or role)."""

    relation: str
    subject_type: str
    subject: str
    object_type: str
    object: str
    role: Optional[str] = None
    attributes: dict[str, Any] = field(default_factory=dict)
    type: str = "relation"


#: Exported item classes by their ``type``, for per-kind feeds and for splitting a mixed feed.
ITEM_CLASSES: dict[str, type] = {
    cls.__dataclass_fields__["type"].default: cls  # type: ignore[attr-defined]
    for cls in (Article, DataRecord, ScholarlyArticle, College, Department, Faculty, Relation)
}
