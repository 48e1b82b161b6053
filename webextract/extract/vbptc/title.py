"""The title field, VB-PTC (000_c6fae3235630f454.txt) §V: "the content of the title item is
usually stored in the <head> tag".

The ``<title>`` usually adds the site's or journal's name (``Title | Nature Communications``,
``Title - Schulz - 2015 - Advanced Materials Interfaces - Wiley Online Library``).  It is
split at its separators and checked against the page's headings: the heading (h1-h3, or a
block whose markup calls it a title) most similar to the whole ``<title>`` or one of its
pieces is the title, as the page displays it.  Without such a heading the longest piece of
the ``<title>`` is the title; without a ``<title>``, the first ``<h1>``.
"""

from __future__ import annotations

import re
from typing import Sequence

from rapidfuzz import fuzz

from webextract.extract.vbptc.blocks import Block, hints

_SEPARATORS = re.compile(r"\s+[|–—\-:·»«/:]+\s+|\s*[|｜]\s*|\s+::\s+|_")
_DOI_TAIL = re.compile(r"\s*\bDOI\s*:?\s*10\.\S+\s*$", re.I)
#: A repository's identifier before the title (``[2003.12345] Title``).
_ID_HEAD = re.compile(r"^\s*\[[^\]]{1,40}\]\s*")
#: An item name before a heading's title (``Title: ...``, ``标题：``).
_TITLE_LABEL = re.compile(r"^\s*(?:title|标题|题名)\s*[:：]\s*", re.I)
#: Least similarity (0-100) of a heading to the ``<title>`` or a piece of it.
MIN_SIMILARITY = 80.0
#: A ``<title>`` piece of at most this many words that no heading matches is the site's
#: name ("Nature") when the page has a longer ``<h1>``.
SHORT_TITLE_WORDS = 3
#: Headings looked at: the first ones of the page.
MAX_HEADINGS = 40


def title_pieces(head_title: str) -> list[str]:
    """The ``<title>`` and its pieces between separators, longest first."""
    text = _ID_HEAD.sub("", _DOI_TAIL.sub("", " ".join(head_title.split())))
    pieces = [p.strip() for p in _SEPARATORS.split(text) if p and p.strip()]
    out = [text] + sorted(set(pieces) - {text}, key=len, reverse=True)
    return [p for p in out if p]


def _candidates(blocks: Sequence[Block]) -> list[Block]:
    found = []
    for b in blocks:
        if b.heading and b.heading <= 3 or (not b.heading and b.t <= 60 and "title" in hints(b.element, 2)
                                             and b.lt * 2 < b.t):
            found.append(b)
            if len(found) >= MAX_HEADINGS:
                break
    return found


def find_title(head_title: str | None, blocks: Sequence[Block]) -> tuple[str | None, int | None]:
    """The article's title and the index of its block (None when it is not a block).

    Input: the ``<title>`` text (read before cleaning) and the page's visual blocks.
    Output: ``(title, block index)``; ``(None, None)`` when the page has neither.
    """
    candidates = _candidates(blocks)
    if head_title and head_title.strip():
        pieces = title_pieces(head_title)
        best: tuple[tuple, Block] | None = None
        whole = pieces[0].casefold()
        for b in candidates:
            text = _TITLE_LABEL.sub("", b.text).casefold()
            # a heading the <title> starts or ends with, up to a separator: "Title: Journal:
            # Vol 12, No 3" or "Repository: Title" (a colon inside a title splits nothing)
            if _bounded_in(text, whole):
                key = (len(text), 100.0, -b.heading if b.heading else -9)
                if best is None or key > best[0]:
                    best = (key, b)
                continue
            for p in pieces[:6]:
                score = fuzz.ratio(text, p.casefold())
                if score < MIN_SIMILARITY:
                    continue
                # the heading that matches the longest piece: the article's title, not the
                # journal's name that the <title> also carries
                key = (min(len(p), 2 * len(text)), score, -b.heading if b.heading else -9)
                if best is None or key > best[0]:
                    best = (key, b)
        if best is not None:
            return _clean(best[1].text), best[1].index
        piece = pieces[1] if len(pieces) > 1 else pieces[0]
        heading = next((b for b in candidates if b.t >= SHORT_TITLE_WORDS + 1 and (
            b.heading == 1 or not b.heading and _ARTICLE_TITLE_HINT.search(hints(b.element, 2)))), None)
        if heading is not None and (len(piece.split()) <= SHORT_TITLE_WORDS or _ISSUE_NAME.search(pieces[0])):
            # the <title> names the site only, or the journal's issue ("Journal: Vol 12, No 3")
            return _clean(heading.text), heading.index
        for b in candidates:
            if b.text.casefold() == piece.casefold():
                return _clean(b.text), b.index
        index = _index_of(piece, blocks)
        if index is not None and heading is not None and blocks[index].lt * 2 > blocks[index].t:
            # the <title> shown only as a link (the site's or journal's name in its header)
            return _clean(heading.text), heading.index
        if index is None or _ISSUE_NAME.search(pieces[0]):
            # the <title> names the site or the issue, shown nowhere on its own: a table-laid
            # page's title is a line set in bold or a large font
            shown = next((b for b in blocks[:MAX_EMPHASISED_SEARCH] if _emphasised(b)), None)
            if shown is not None:
                return _clean(shown.text), shown.index
        return piece, index
    for b in candidates:
        if not b.heading and _ARTICLE_TITLE_HINT.search(hints(b.element, 2)):
            return _clean(b.text), b.index  # the markup calls it the article's title
    for b in candidates:
        if b.heading == 1:
            return _clean(b.text), b.index
    if candidates:
        return _clean(candidates[0].text), candidates[0].index
    return None, None


#: Least characters of a heading found at either end of the ``<title>``.
MIN_BOUNDED_CHARS = 20
_BOUNDARY = set(":|-–—·,(/")


def _bounded_in(text: str, whole: str) -> bool:
    """True when ``whole`` starts or ends with ``text`` and a separator stands between it and
    the rest."""
    if len(text) < MIN_BOUNDED_CHARS or len(text) >= len(whole):
        return False
    if whole.startswith(text):
        return whole[len(text):].lstrip()[:1] in _BOUNDARY
    if whole.endswith(text):
        return whole[:-len(text)].rstrip()[-1:] in _BOUNDARY
    return False


#: Blocks from the top searched for a title set in bold or a large font.
MAX_EMPHASISED_SEARCH = 60
_EMPHASIS_TAGS = frozenset(("b", "strong", "font", "big"))
_NOT_TITLE = re.compile(r"©|copyright|\bissn\b|\bdoi\b|https?://|\bvol(?:ume)?\.?\s*\d|\bpages?\b", re.I)


def _emphasised(b: Block) -> bool:
    """True when a block is one line set in bold or a large font, of a title's length, no link
    and no volume, ISSN, DOI or copyright line."""
    if b.heading or not 4 <= b.t <= 40 or b.lt or _NOT_TITLE.search(b.text) or b.text.rstrip().endswith("."):
        return False
    el = b.element
    children = [c for c in el if isinstance(c.tag, str)]
    if (el.text or "").strip() or len(children) != 1:
        return False
    child = children[0]
    while child.tag in ("font", "span") and len(child) == 1 and not (child.text or "").strip():
        child = child[0]  # <font size="3"><b>...</b></font>
    emphasised = child.tag in _EMPHASIS_TAGS and (child.tag != "font" or child.get("size") not in (None, "1", "2", "-1"))
    return emphasised and " ".join(child.text_content().split()) == b.text


#: A ``<title>`` that names a journal's issue, not an article.
_ISSUE_NAME = re.compile(r"\b(?:vol(?:ume)?\.?\s*\d+\s*,?\s*(?:no|issue|iss)\.?\s*\d+|table of contents)\b", re.I)
#: Class or id words of the article's own title (not the site's).
_ARTICLE_TITLE_HINT = re.compile(r"article[-_]?title|document[-_]title|paper[-_]title|citation[-_]title|title[-_]text|"
                                 r"chapter[-_]title", re.I)


_FOOTNOTE_MARKS = re.compile(r"\s*[†‡§¶*#]+\s*$")


def _clean(title: str) -> str:
    """A title without an item name before it (``Title:``) and the footnote marks after it
    (``...toluene†``)."""
    return _FOOTNOTE_MARKS.sub("", _TITLE_LABEL.sub("", title)) or title


def _index_of(text: str, blocks: Sequence[Block]) -> int | None:
    key = text.casefold()
    for b in blocks[:400]:
        if key and key in b.text.casefold() and len(b.text) < 2 * len(text) + 20:
            return b.index
    return None
