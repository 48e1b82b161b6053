"""Title extraction, TWCEM (Tan et al., IEEE Access 2018) §III.B, Algorithm 2.

Order of the paper: the anchor text of the link that led to the page (§III.B.1); else the
``<h1>``-``<h6>`` candidate closest to the meta title by edit distance (§III.B.2, eq. 1);
else the text of an element whose id starts or ends with "title" or whose class starts with
"title".  A candidate made of "abnormal characters" is rejected at every step.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from lxml import etree
from rapidfuzz.distance import Levenshtein

from webextract.text.tokens import normalize_space

#: Shortest acceptable title, in characters (shorter strings are "abnormal").
TITLE_MIN_CHARS = 2
#: Longest acceptable title, in characters (a longer string is a paragraph, not a title).
TITLE_MAX_CHARS = 300
#: Share of a title's characters that must be letters or digits.
TITLE_MIN_ALNUM_SHARE = 0.4
#: Meta keys read as the page's "meta title" m_t, best first.
META_TITLE_KEYS: tuple[str, ...] = ("og:title", "twitter:title", "title", "dc.title", "headline")

_WORDCHAR = re.compile(r"\w")
_TITLE_ID = re.compile(r"^title|title$", re.I)
_TITLE_CLASS = re.compile(r"(?:^|\s)title", re.I)
#: Strings that are never a page title (mojibake, markup, placeholders).
_ABNORMAL = re.compile(r"[\ufffd{}]|<[a-zA-Z/!]|^(?:untitled|null|none|undefined|home|index)$", re.I)


@dataclass
class TitleChoice:
    """A chosen title, where it came from and (for headings) the element that holds it."""

    text: str | None
    source: str | None  # "anchor", "heading", "meta", "id-class" or None
    element: object | None = None


def is_abnormal(text: str | None) -> bool:
    """True when a candidate title is unusable (TWCEM Algorithm 2, "AbnormalCharString").

    Abnormal: empty, shorter than :data:`TITLE_MIN_CHARS` or longer than
    :data:`TITLE_MAX_CHARS`, fewer than :data:`TITLE_MIN_ALNUM_SHARE` letters/digits,
    replacement characters or markup, or a placeholder such as "Untitled".
    """
    text = normalize_space(text)
    if len(text) < TITLE_MIN_CHARS or len(text) > TITLE_MAX_CHARS:
        return True
    if _ABNORMAL.search(text):
        return True
    alnum = len(_WORDCHAR.findall(text))
    return alnum < TITLE_MIN_ALNUM_SHARE * len(text.replace(" ", ""))


def meta_title(head: dict | None) -> str | None:
    """The meta title m_t from :func:`webextract.dom.head_metadata` values (first of
    :data:`META_TITLE_KEYS` present and normal), or ``None``."""
    for key in META_TITLE_KEYS:
        value = normalize_space((head or {}).get(key))
        if value and not is_abnormal(value):
            return value
    return None


def heading_candidates(root: etree._Element) -> list[tuple[str, etree._Element]]:
    """The normal ``<h1>``-``<h6>`` texts of a page in document order, with their elements."""
    found = []
    for el in root.iter("h1", "h2", "h3", "h4", "h5", "h6"):
        text = normalize_space("".join(el.itertext()))
        if text and not is_abnormal(text):
            found.append((text, el))
    return found


def closest_by_edit_distance(target: str, candidates: Iterable[str]) -> int | None:
    """Index of the candidate with the minimum Levenshtein distance to ``target`` (eq. 1).

    Ties go to the earlier candidate.  ``None`` for no candidates.
    """
    best, best_d = None, None
    for i, cand in enumerate(candidates):
        d = Levenshtein.distance(target, cand)
        if best_d is None or d < best_d:
            best, best_d = i, d
    return best


#: Candidates for :func:`id_class_title`, found in lxml's C code; the regular expressions
#: then decide.
_ID_CLASS_XPATH = etree.XPath(
    "//*[(@id and (starts-with(translate(normalize-space(@id), 'TITLE', 'title'), 'title')"
    " or substring(translate(normalize-space(@id), 'TITLE', 'title'),"
    " string-length(normalize-space(@id)) - 4) = 'title'))"
    " or contains(concat(' ', translate(normalize-space(@class), 'TITLE', 'title')), ' title')]"
)


def id_class_title(root: etree._Element) -> tuple[str, etree._Element] | None:
    """First normal text of an element whose id starts/ends with "title" or whose class
    starts with "title" (TWCEM §III.B.2, the last resort of Algorithm 2)."""
    for el in _ID_CLASS_XPATH(root):
        if not isinstance(el.tag, str) or el.tag in ("title", "meta", "head", "html", "body"):
            continue
        ident = el.get("id")
        cls = el.get("class")
        if (ident and _TITLE_ID.search(ident.strip())) or (cls and _TITLE_CLASS.search(cls.strip())):
            text = normalize_space("".join(el.itertext()))
            if text and not is_abnormal(text):
                return text, el
    return None


def choose_title_paper(
    root: etree._Element, *, anchor: str | None = None, head: dict | None = None
) -> TitleChoice:
    """TWCEM Algorithm 2 as published.

    Input: the page tree, the anchor text of the link that led to it, the head metadata.
    Output: the anchor when normal; else the heading with the minimum edit distance to the
    meta title (the first heading when there is no meta title); else the id/class title;
    else no title.
    """
    if anchor and not is_abnormal(anchor):
        return TitleChoice(normalize_space(anchor), "anchor")
    headings = heading_candidates(root)
    if headings:
        m_t = meta_title(head)
        i = closest_by_edit_distance(m_t, [t for t, _ in headings]) if m_t else 0
        text, el = headings[i or 0]
        return TitleChoice(text, "heading", el)
    found = id_class_title(root)
    if found:
        return TitleChoice(found[0], "id-class", found[1])
    return TitleChoice(None, None)
