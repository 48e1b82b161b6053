"""The result of TWCEM on one page, shared by its two modes."""

from __future__ import annotations

from dataclasses import dataclass, field

#: Modes of :func:`extract`.
MODES = ("default", "paper")


@dataclass
class ArticleResult:
    """What :func:`extract` found on a page.

    ``text`` holds the paragraphs of the main text separated by ``"\\n"`` (empty when none
    was found); ``title_source`` says where the title came from: ``"anchor"``,
    ``"heading"``, ``"meta"``, ``"id-class"`` or ``None``.
    """

    title: str | None
    text: str
    title_source: str | None = None
    mode: str = "default"
    paragraphs: list[str] = field(default_factory=list, repr=False)
