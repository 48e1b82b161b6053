"""Blocks that tell of other papers, never of the article: a "Related articles" rail, a
"Cited by" list, "Most read", "Recommended", and the statement of the data and code that go
with the article (a repository's DOI and deposit date) — VB-PTC (000_c6fae3235630f454.txt) §VI.F.1,
whose error analysis names citing papers taken for the article's own fields.

Such a rail lists other papers with their titles, authors, volume lines, DOIs and dates; where
it stands before the article in the page's order (a left column), its last entry is nearer
the title than the article's own DOI or date line, and "nearest the title first" would read
the neighbour's.  A block is another paper's when it sits in an element the markup names so
(class or id ``related``, ``recommended``, ``cited-by``, ``most-read``, ``trending``...) or
after a name of such a list (:data:`references.CITED_BY_LABEL`) inside the name's own
container (or, in a flat page, up to the next heading of its rank).
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from webextract.extract.vbptc.blocks import Block
from webextract.extract.vbptc.references import CITED_BY_LABEL, OWN_CITATION_LABEL

#: Class or id names of a list of other papers (matched on the lower-cased value: a
#: case-blind expression costs five times as much on a page of a thousand names).
OTHER_PAPERS_NAME = re.compile(
    r"related|recommend|similar-|cited-?by|citing|most-?(?:read|viewed|cited|popular|downloaded)|"
    r"trending|also-?read|read-?next|more-?from|more-?articles|latest-?articles")
#: The elements that hold a list of other papers (their names are read; a link or a span
#: named "related" is an entry's part, not the list).
_CONTAINERS = ("div", "section", "aside", "nav", "ul", "ol", "dl", "table", "tbody", "header", "footer")
#: Most words of a block read as the name of a list of other papers.
NAME_WORDS = 6
#: Names of a statement of the data, code or supplements that go with the article: the DOIs,
#: dates and numbers it gives are a repository's ("available in Dryad at https://doi.org/...").
_DATA = (r"(?:data|code|software)\s+(?:and\s+(?:code|materials?)\s+)?(?:availability|accessibility|access)(?:\s+statement)?|"
         r"availability\s+of\s+(?:data|supporting\s+data)(?:\s+and\s+materials?)?|(?:underlying|associated|research)\s+data|"
         r"supplementary\s+(?:data|materials?|information|files?)|supporting\s+information|data\s+deposition")
DATA_LABEL = re.compile(rf"^\s*(?:\d+\.?\s*)?(?:{_DATA})\s*[:：.]?\s*$", re.I)
#: The same name opening a paragraph ("Data availability: the data are ...").
DATA_STATEMENT = re.compile(rf"^\s*(?:{_DATA})\s*[:：.]", re.I)
#: Containers too wide to be the list a name heads (the list then runs to the next heading).
_PAGE_LEVEL = {"html", "body", "main", "article"}


def _named_elements(root: Any, holds_title: set[Any]) -> set[Any]:
    """Every element inside an element whose class or id names a list of other papers and
    that does not hold the article's title (``holds_title``: the title's ancestors; a
    page-wide flag such as ``uptodate-recommendations-off`` on the main container)."""
    inside: set[Any] = set()
    search = OTHER_PAPERS_NAME.search
    for el in root.iter(*_CONTAINERS):
        if el in inside or el in holds_title:
            continue
        cls, ident = el.get("class"), el.get("id")
        if cls and search(cls.lower()) or ident and search(ident.lower()):
            inside.update(el.iter())
    return inside


def other_papers(blocks: Sequence[Block], t_index: int | None) -> set[int]:
    """Indexes of the blocks that list other papers (a related rail, a "Cited by" list).

    Input: the page's visual blocks (§V.B), in page order, and the index of the article's
    title block (``None`` when not found).  Output: the indexes of those blocks, empty when
    the page shows no such list; never the title's own container."""
    if not blocks:
        return set()
    root = blocks[0].element.getroottree().getroot()
    title = blocks[t_index].element if t_index is not None else None
    holds_title = set(title.iterancestors()) if title is not None else set()
    named = _named_elements(root, holds_title)
    out = {b.index for b in blocks if b.element in named}
    n = len(blocks)
    for b in blocks:
        if b.t > NAME_WORDS:
            if DATA_STATEMENT.match(b.text):
                out.add(b.index)
            continue
        if not (CITED_BY_LABEL.match(b.text) and not OWN_CITATION_LABEL.match(b.text) or DATA_LABEL.match(b.text)):
            continue
        holder = b.element.getparent() if b.heading else b.element
        while holder is not None and holder.tag not in _PAGE_LEVEL and len(holder) <= 1:
            holder = holder.getparent()  # a heading wrapped alone: its container is higher up
        out.add(b.index)  # the name itself: read with the next block, it would give the list's first entry
        if holder is None or holder.tag in _PAGE_LEVEL or holder in holds_title:
            level = b.heading or 7
            j = b.index + 1
            while j < n and not (blocks[j].heading and blocks[j].heading <= level):
                out.add(j)
                j += 1
            continue
        inner = set(holder.iter())
        j = b.index + 1
        while j < n and blocks[j].element in inner:
            out.add(j)
            j += 1
    return out


#: A link or line to another issue of the journal and what it names ("Current issue: Volume
#: 99, Issue 9", "Latest issue published 1 January 2024"), up to the next separator: never
#: the article's volume, issue or date.  A breadcrumb ("Current issue › Volume 12, Issue 3")
#: is the article's own and keeps it.
OTHER_ISSUE = re.compile(
    r"\b(?:current|latest|newest|most\s+recent|next|previous|prev\.?|older|newer|forthcoming|upcoming)\s+"
    r"issues?\b(?!\s*[›»>/|])[^|·•›»>\u2029\n]{0,60}", re.I)


def without_other_issues(text: str) -> str:
    """``text`` with every mention of another issue of the journal and its volume, number or
    date blanked out (:data:`OTHER_ISSUE`).  Input: a block's text.  Output: the text, the
    same object when it names no other issue."""
    if "ssue" not in text:
        return text
    return OTHER_ISSUE.sub(" ", text)
