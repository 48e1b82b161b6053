"""The levels of Figure 3 (WEB-UIE §3.1): university, college, department, and the words of a
page's own name that say which one a page is.
"""

from __future__ import annotations

import re
from typing import Any

from webextract.extract.webuie import matches_dictionary

#: Page levels a seed can be.
LEVELS = ("university", "college", "department")


#: Words that name a page's unit a department / a college (school, faculty) in its heading.
_DEPARTMENT_WORDS = re.compile(
    r"\b(department|dept|departamento|d[ée]partement|dipartimento|fachbereich|institut f[üu]r)\b|系$", re.I)


_COLLEGE_WORDS = re.compile(
    r"\b(college|school|faculty of|facultad|facult[ée]|fakult[äa]t|facolt[àa]|escuela|[ée]cole)\b|学院$", re.I)


_UNIVERSITY_WORDS = re.compile(
    r"\b(university|universit[éeà]|universidad|universit[äa]t|universiteit|institute of technology|"
    r"polytechnic)\b|大学$", re.I)


_HEADING_SPLIT = re.compile(r"\s+(?:[|\u2013\u2014:\u00b7\u2022]|::)\s+|\s+-\s+")


def _fold(text: str) -> str:
    """Case-folded words of a text, for comparing names."""
    return " ".join(re.sub(r"[^\w]+", " ", (text or "").casefold()).split())


def page_language(root: Any) -> str:
    """The language a page declares on its ``<html>`` element (``lang``, else ``xml:lang``),
    as written (``"en-US"``); ``""`` when it declares none.  It tells a language home
    (``/cs/`` in Czech) from a department's folder (``/cs/`` in English), see
    :func:`webextract.urls.is_site_root`."""
    get = getattr(root, "get", None)
    if get is None:
        return ""
    return (get("lang") or get("xml:lang") or "").strip()


def page_heading(root: Any) -> str:
    """The name a page gives itself (used to name a seed unit and guess its level, §3.1).

    Input: a parsed page (``webextract.dom.parse_html``).  Candidates are its first three
    ``<h1>`` and the parts of its ``<title>`` (split at ``|``, `` - ``, ``–``, ``::``...).
    Chosen, in this order: the first candidate that says "Department"; the first that is a
    department name of ``data/departments.txt`` (Definition 2's match: "Philosophy"); the
    first title part that ends in one ("MIT Philosophy"); else the first ``<h1>``, else the
    first part of the title.  So a news headline or an "About Us" set in ``<h1>`` does not
    name a department whose title says what it is.  ``""`` when the page has neither.
    """
    try:
        h1s = []
        for h1 in root.iter("h1"):
            text = " ".join(h1.text_content().split())
            if 2 <= len(text) <= 150:
                h1s.append(text)
                if len(h1s) == 3:
                    break
        title = root.find(".//title")
        text = " ".join(title.text_content().split()) if title is not None else ""
        parts = [p.strip() for p in _HEADING_SPLIT.split(text) if p.strip()]
    except (AttributeError, ValueError):
        return ""
    candidates = h1s + parts
    for name in candidates:
        if _DEPARTMENT_WORDS.search(name):
            return name
    for name in candidates:
        if len(name) <= 80 and matches_dictionary(name, "department"):
            return name
    for name in parts:
        words = name.split()
        if any(matches_dictionary(" ".join(words[-k:]), "department") for k in (1, 2, 3) if k < len(words)):
            return name
    return (h1s or parts or [""])[0]
