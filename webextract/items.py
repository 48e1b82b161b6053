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
    for cls in (Article, DataRecord, College, Department, Faculty, Relation)
}
