"""Result dataclasses of WEB-UIE extraction (Dong, Liu & Li 2013): links, units, people."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass
class Link:
    """A link the crawl may follow: absolute ``url`` and its anchor ``text``."""

    url: str
    text: str


@dataclass
class Unit:
    """A teaching unit found in a record set (WEB-UIE §3.3): ``kind`` is "college" or
    "department"; ``url`` is its home page link, or None when the item has none."""

    name: str
    url: Optional[str]
    kind: str


@dataclass
class Person:
    """A faculty record (WEB-UIE §3.4): name, academic title, homepage link, e-mail."""

    name: str
    title: Optional[str]
    homepage: Optional[str]
    email: Optional[str]
