"""The authors' block of an article page and its affiliations, VB-PTC
(000_c6fae3235630f454.txt) §V "Natural language processing": the first run of blocks after the
title whose pieces are mostly person names, or names with a high share of place-name entities;
affiliations after the names (by marker) or beside each name.  The name and entity tests are
in :mod:`.entities`.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from webextract.extract.vbptc.affiliations import (
    LABEL,
    MARKER_ONLY,
    SEARCH_LABEL,
    card_affiliations,
    foreign_organisation,
    is_footer,
    is_notice,
    lines_of,
    listed_authors,
    marked_list,
    split_marked,
    strip_ui,
    symbol_markers,
)
from webextract.extract.vbptc.blocks import Block, hints
from webextract.extract.vbptc.entities import (
    Author,
    assign_affiliations,
    has_places,
    is_affiliation,
    marked_affiliation,
    split_names,
)
from webextract.extract.vbptc.options import VbptcOptions
from webextract.extract.vbptc.references import year_and_mark


#: Lines between the names of an author list that say how to reach an author, not who.
_AUTHOR_NOTE = re.compile(r"@|\be-?mail\b|\bphone\b|\bfax\b|\borcid\b|search for|corresponding|"
                          r"view (?:author|profile)|author information|author links|\bprofile\b|通讯作者|电子邮件|"
                          r"\b(?:show|view|see|hide) (?:all|more|less|fewer)\b|\+\s*\d+\s*(?:more|authors?)\b|"
                          r"^\s*(?:[.…]+|et al\.?|more|less|expand|collapse)\s*$", re.I)


#: A section heading ("I Introduction", "1. Methods"), never an author line.
_SECTION_HEADING = re.compile(r"^\s*(?:[IVX]+\.?|\d+(?:\.\d+)*\.?)\s+\S|^\s*(?:introduction|background|abstract|"
                              r"methods|results|discussion|conclusions?|references)\b", re.I)
#: Class or id words of an author list.
_AUTHOR_HINT = re.compile(r"author|contrib|creator|byline", re.I)


#: :func:`split_names` or a memo of it (:func:`_memo_splitter`).
Splitter = Callable[..., "tuple[list[Author], int]"]


def _memo_splitter() -> Splitter:
    """:func:`split_names` with its readings kept for one page's author search: a block's
    text and its pieces are read several times (as a line, as parts, as the affiliation
    test's names).  Each call gets its own :class:`Author` objects, as a fresh reading
    would (the caller changes them)."""
    memo: dict[tuple[str, bool], tuple[list[Author], int]] = {}

    def split(text: str, known_needed: bool = True) -> tuple[list[Author], int]:
        # an e-mail or phone icon between a name and its markers ("Ivanova✉ a") is neither
        # a separator nor a marker
        text = _ICON_BEFORE_MARK.sub(" ", text)
        key = (text, known_needed)
        found = memo.get(key)
        if found is None:
            found = memo[key] = split_names(text, known_needed)
        return [Author(a.name, list(a.markers), list(a.affiliations), a.glued) for a in found[0]], found[1]

    return split


def _names_in_parts(pieces: list[str], known_needed: bool, opts: VbptcOptions,
                    beside: list[tuple[Author, str]],
                    split: Splitter = split_names, prev: Author | None = None) -> tuple[list[Author], int]:
    """Names and affiliations set in separate inline elements of one block
    (``<strong>Name</strong><span>University...</span>``): the names, each affiliation piece
    given to the name before it (added to ``beside``), and the number of pieces
    (``split``: :func:`split_names` or the page's memo of it).  Pieces
    that are only separators (``,``, ``and``) are passed over; markers or an affiliation
    before the first name, cut from the name of the block before (``prev``) by an element
    between them (a popup), are that name's."""
    names: list[Author] = []
    pending: list[tuple[Author, str]] = []
    lead = False  # markers or an affiliation of the name before passed over
    for piece in pieces:
        if not _SEPARATOR_ONLY.sub("", piece):
            continue
        found, count = split(piece, known_needed)
        if found and len(found) == 1 and (count == 1 or not lead):
            names.append(found[0])
        elif not names and prev is not None and _MARKERS_ONLY.match(piece):
            lead = True
        elif not names and prev is not None and is_affiliation(piece.strip(" ,;"), opts.affiliation_place_share):
            pending.append((prev, piece.strip(" ,;")))
            lead = True
        elif names and _CITATION_YEAR.match(piece):
            break  # "Smith, John and Doe, Jane (2019) Title. Journal...": a citation's authors
        elif names and is_affiliation(LABEL.sub("", piece), opts.affiliation_place_share):
            pending.append((names[-1], LABEL.sub("", piece)))
        elif not _AUTHOR_NOTE.search(piece):
            return [], len(pieces)
    beside.extend(pending)
    return names, len(names)


#: Item names of people who are not the authors.
_NOT_AUTHORS = re.compile(r"^\s*(?:academic\s+editor|handling\s+editor|guest\s+editor|editors?\b|edited\s+by|"
                          r"reviewed\s+by|reviewers?\b|communicated\s+by|responsible\s+editor|责任编辑|"
                          r"depositing\s+user|deposited\s+by|uploaded\s+by|submitted\s+by|supervisors?\b|"
                          r"advisors?\b|dc\.contributor\.advisor)", re.I)
#: An item name of the authors in a label/value table ("dc.contributor.author", "Authors:").
_AUTHOR_ITEM = re.compile(r"^\s*(?:dc\.contributor\.author|dc\.creator|authors?|creators?|contributors?|"
                          r"autor(?:es)?|auteurs?|авторы?|作者)\s*[:：]?\s*$", re.I)
#: A language code cell of a metadata table ("en", "eng").
_LANGUAGE_CELL = re.compile(r"^\s*[a-z]{2,3}(?:[-_][A-Za-z]{2})?\s*$")
#: The year that follows the authors of a citation line.
_CITATION_YEAR = re.compile(r"^\s*[(\[]?(?:19|20)\d\d[a-z]?[)\]]?(?:[.,:;\s]|$)")
#: A block of affiliation markers and separators only ("1,*,", "2 and").
_MARKERS_ONLY = re.compile(r"^(?:[\s,;*†‡§¶#✉⁎∗&]|\d{1,2}|[a-h](?![\w])|\band\b)+$")
#: Markers opening a line of names ("a, Sarah Kowalski", "1,2 and John Smith").
_LEADING_MARKS = re.compile(r"^\s*((?:\d{1,2}|[a-h]|[*†‡§¶#])(?:\s*,?\s*(?:\d{1,2}|[a-h]|[*†‡§¶#]))*)"
                            r"\s*(?:[,，、]|and\b|(?=[A-Z\u4e00-\u9fff]))")
#: A contact icon after a name, before its markers, a comma or the line's end.
_ICON_BEFORE_MARK = re.compile(r"\s*[✉✆☎📧*]+(?=\s*(?:(?:\d{1,2}|[a-h]|[*†‡§¶#])(?![^\W\d_])|[,;]|$))")
#: One affiliation marker in a run of them ("1,2", "1*", "a b").
_MARKER = re.compile(r"\d{1,2}|(?<![^\W\d_])[a-h](?![^\W\d_])|[*†‡§¶#]")
#: A metadata table's item name alone in its block ("Divisions:", "Subjects:").
_ITEM_NAME = re.compile(r"^[^:：]{1,30}[:：]\s*$")
#: Marker or button blocks passed over in a row inside an author list.
MAX_NEUTRAL_BLOCKS = 6
_SEPARATOR_ONLY = re.compile(r"[\s,;&·|✉✆☎📧*†‡]+|\band\b", re.I)


def _mostly_names(text: str, split: Splitter = split_names) -> bool:
    """True when most pieces of a text are person names."""
    found, pieces = split(text)
    return bool(found) and len(found) * 2 >= pieces


def _author_line(b: Block, found: list[Author], pieces: int, opts: VbptcOptions) -> bool:
    """True when a block's names make it (part of) the author list: a list of names, or names
    with their affiliations in one block (the paper's authors' block: a high share of
    place-name entities); never a section heading."""
    return bool(found) and not (b.heading and _SECTION_HEADING.match(b.text)) and (
        len(found) * 2 >= pieces or len(found) >= 2 and has_places(b.text, opts.affiliation_place_share / 4))


def find_authors(blocks: Sequence[Block], t_index: int | None, end: int, opts: VbptcOptions,
                 before: bool = False) -> list[dict[str, Any]]:
    """The authors of an article page and their affiliations (§V entity proportions).

    Input: the blocks (before page-level removal: author lists are often link clusters), the
    title's block index, the end of the article's own blocks, the options (``author_window``,
    ``affiliation_place_share``); ``before``: the second look, above the title.  Output: a
    list of ``{"name", "affiliations"}`` in page order; ``[]`` when no author line is found.
    """
    if t_index is None:
        return []
    split = _memo_splitter()
    affs: dict[str, bool] = {}  # the affiliation test of each text, once per page

    def affiliation(text: str) -> bool:
        known = affs.get(text)
        if known is None:
            # an e-mail line or an author card's buttons are no affiliation, whatever words
            # they hold ("dubois@univ.edu")
            known = affs[text] = bool(strip_ui(text)) and (
                is_affiliation(text, opts.affiliation_place_share) or foreign_organisation(text))
        return known

    authors: list[Author] = []
    started = False
    misses = 0
    last = t_index
    beside: list[tuple[Author, str]] = []  # an affiliation right after its author (PLOS, Wiley)
    lines: list[str] = []  # the texts of the author lines
    name_marks: set[int] = set()  # the blocks of a name's markers set apart
    last_count = 0
    neutral = 0
    for b in blocks[t_index + 1:end]:
        if b.index - last > opts.author_window:
            break  # the window runs on from the last name found
        if _NOT_AUTHORS.match(b.text):
            if started:
                break  # "Academic Editor: ...", "Edited by": names that are not the authors'
            continue
        if is_footer(b.text):
            continue  # a copyright or footer line: its words are no one's name
        text = LABEL.sub("", b.text)
        if started and last_count == 1 and marked_affiliation(text)[0] is None \
                and split_marked(text, affiliation)[0][0] is None \
                and not (b.index and b.index - 1 not in name_marks and _set_apart(blocks[b.index - 1].text)) and (
                text != b.text or affiliation(text) and not _mostly_names(text, split)
                and not (len(b.parts) > 1 and (split(b.parts[0])[0]
                                               or any(_known_name(part, split) for part in b.parts)))):
            beside.extend((authors[-1], line) for line in _by_line(b, text, affiliation))
            last = b.index
            misses = neutral = 0
            continue
        # the markup's own name for an author list ("authors", "contrib") lets names the
        # dictionaries do not know count
        relaxed = not _AUTHOR_HINT.search(hints(b.element, 3))
        found, pieces = split(b.text, known_needed=relaxed)
        # the block's text read as one line, or its inline pieces, or its text nodes (a
        # name and its affiliation in nested inline elements, glued in the text): the
        # reading with the most names
        side: list[tuple[Author, str]] = []
        for finer in (b.parts, b.leaves):
            if len(finer) < 2:
                continue
            near: list[tuple[Author, str]] = []
            more, count = _names_in_parts(finer, relaxed, opts, near, split, authors[-1] if started else None)
            if len(more) > (len(found) if _author_line(b, found, pieces, opts) else 0):
                found, pieces, side = more, count, near
        beside.extend(side)
        if _author_line(b, found, pieces, opts):
            lead = _LEADING_MARKS.match(b.text)
            if lead and authors and not authors[-1].markers:
                # the markers of the name before, cut from it by a block between (a popup)
                authors[-1].markers = _MARKER.findall(lead.group(1))
            authors.extend(found)
            lines.append(b.text)
            last_count = len(found)
            started = True
            misses = neutral = 0
            last = b.index
            continue
        if started and (_MARKERS_ONLY.match(b.text) or b.lt >= b.t and b.t <= 6 or _AUTHOR_ITEM.match(b.text)
                        or _LANGUAGE_CELL.match(b.text)):
            # affiliation markers ("1,*,"), buttons ("SciProfiles Scilit"), a metadata
            # table's item names and language cells between names
            if last_count == 1 and not authors[-1].markers and _MARKERS_ONLY.match(b.text):
                # the markers of the name before, set in an element of their own
                authors[-1].markers = _MARKER.findall(b.text)
                name_marks.add(b.index)
            neutral += 1
            if neutral > MAX_NEUTRAL_BLOCKS:
                break
            continue
        if started and not _AUTHOR_NOTE.search(b.text):
            misses += 1
            if misses > 1 or b.t > 12:
                break
    if not authors and t_index and not before:
        # some templates put the author line above the title
        return find_authors(blocks, max(0, t_index - opts.author_window // 3) - 1, t_index, opts, before=True)
    if not authors:
        return []
    _unglue(authors)
    first: dict[str, Author] = {}
    for a in authors:  # a name shown twice (the link, then its profile card) is one author
        kept = first.setdefault(a.name, a)
        if kept is not a:
            kept.markers.extend(m for m in a.markers if m not in kept.markers)
    unique = list(first.values())
    names = [a.name for a in unique]
    for author, text in beside:
        if strip_ui(text, names) and not is_notice(text):  # not the card's buttons alone
            first[author.name].affiliations.append(text)
    if not any(a.affiliations for a in unique):
        affiliations: list[tuple[str | None, str]] = []
        label = ""
        pending: str | None = None
        for b in blocks[last + 1:min(end, last + 1 + opts.author_window)]:
            if b.heading and (affiliations or not LABEL.match(b.text)):
                break  # the next section ("Abstract"), unless it names the affiliations
            label, item = (b.text if _ITEM_NAME.match(b.text) else ""), label
            if item and not LABEL.match(item):
                continue  # the value of another item of a metadata table ("Divisions:", "Publisher:")
            if MARKER_ONLY.match(b.text):
                pending = b.text.strip()  # a marker in an element of its own, its affiliation next
                continue
            pieces = [(m, t) for m, t in split_marked(b.text, affiliation) if affiliation(t)]
            if pending and len(pieces) == 1 and pieces[0][0] is None:
                pieces = [(pending, pieces[0][1])]
            pending = None
            if pieces:
                affiliations.extend(pieces)
            elif affiliations and b.t > 3:
                break
        for a in unique:
            if not a.markers:
                a.markers = symbol_markers(a.name, lines)
        markers = {m for a in unique for m in a.markers}
        if markers and not any(m for m, _ in affiliations):
            # the affiliations listed by marker further down: an "Author information" section
            far = marked_list([b.text for b in blocks[last + 1:] if not year_and_mark(b.text)], markers, affiliation)
            affiliations = far or affiliations
        assign_affiliations(unique, affiliations)
    return _tidy(unique, blocks, affiliation, split)


def _by_line(b: Block, text: str, affiliation: Callable[[str], bool]) -> list[str]:
    """The affiliations of a block set one a line (``Department A<br>Department B``): its
    lines when the block is its element's whole text and each line reads as an affiliation,
    else the block's text as one."""
    if b.element.find(".//br") is None:
        return [text]
    lines = lines_of(b.element)
    if len(lines) > 1 and "".join("".join(lines).split()) == "".join(b.text.split()) and all(map(affiliation, lines)):
        return lines
    return [text]


def _set_apart(before: str) -> bool:
    """True when the block before a text makes it no affiliation of the name above: a marker
    set apart (``<dt>1</dt><dd>Department...</dd>``: a marked list's entry) or a popup's
    "Search for other works by this author on:" (a search button follows)."""
    return bool(MARKER_ONLY.match(before) or SEARCH_LABEL.search(before))


def _known_name(text: str, split: Splitter = split_names) -> bool:
    """True when a text is one person's name with a given name the dictionaries know
    ("Elena B. Rodriguez"; not "P. R. China")."""
    from webextract.dictionaries import name_key, name_lists

    first = name_lists()[0]
    return _one_name(text, split) and any(name_key(tok) in first for tok in text.split())


def _one_name(text: str, split: Splitter = split_names) -> bool:
    """True when a text is one person's name and nothing else (``split``: :func:`split_names`
    or the page's memo of it)."""
    found, pieces = split(text)
    return len(found) == 1 and pieces == 1


def _tidy(authors: list[Author], blocks: Sequence[Block], affiliation: Callable[[str], bool],
          split: Splitter = split_names) -> list[dict[str, Any]]:
    """The authors as ``{"name", "affiliations"}`` (VB-PTC §V, the authors' block and its
    affiliation entities): each affiliation without the interface text of an author card or
    another author's name glued to it, notices dropped.  When one list went to every author
    or some authors got none, and the authors' own cards (a popup, a ``<li>``, an
    author-details entry; :func:`.affiliations.card_affiliations`) or else an "Author
    information" list of each affiliation and its authors
    (:func:`.affiliations.listed_authors`) give affiliations to at least two authors and half
    of the list, those decide: for every author where the cards tell authors apart that one
    list did not, else for the authors without one."""
    names = [a.name for a in authors]
    for a in authors:
        cleaned: list[str] = []
        for text in a.affiliations:
            text = strip_ui(text, names)
            if text and not is_notice(text) and text not in cleaned:
                cleaned.append(text)
        a.affiliations = cleaned
    empty = [a for a in authors if not a.affiliations]
    shared = len({tuple(a.affiliations) for a in authors}) == 1
    if len(authors) >= 2 and blocks and (shared or empty):
        # one list given to every author (the popup of one read as everyone's), or authors
        # without one: their own cards tell
        # the blocks naming an author, citations of other works left out (a reference list
        # names authors too, and its cards would cost a search each)
        scopes = [b.element for b in blocks if any(n in b.text for n in names) and not year_and_mark(b.text)]
        cards = card_affiliations(scopes, names, affiliation, lambda text: _one_name(text, split))
        if not (len(cards) >= 2 and len(cards) * 2 >= len(authors)):
            # an "Author information" list of each affiliation and the names of its authors
            cards = listed_authors([b.text for b in blocks], names, affiliation)
        if len(cards) >= 2 and len(cards) * 2 >= len(authors):
            if not empty and len({tuple(v) for v in cards.values()}) > 1:
                empty = authors
            for a in empty:
                a.affiliations = cards.get(a.name, [])
    return [{"name": a.name, "affiliations": a.affiliations} for a in authors]


def _unglue(authors: list[Author]) -> None:
    """Strip superscript letters glued to the names of an author list (``Johnsona``,
    ``Tanakab`` once ``<sup>`` was unwrapped) when most names of the list end in one: a last
    name the dictionaries do not know that, less its last letter (a-h), they know."""
    from webextract.dictionaries import name_key, name_lists

    first, last, _, _, _ = name_lists()

    def odd(name: str) -> bool:
        tail = name.split()[-1]
        return (len(tail) >= 3 and tail[-1] in "abcdefgh" and name_key(tail) not in last
                and name_key(tail) not in first and name_key(tail[:-1]) in last)

    def unknown(name: str) -> bool:
        tail = name.split()[-1]
        return len(tail) >= 3 and tail[-1] in "abcdefgh" and name_key(tail) not in last \
            and name_key(tail) not in first

    # a name whose glued letter was already cut ("Wanga,b" -> Wang, a, b) shows the list's
    # style as well as an odd one
    flags = [odd(a.name) or a.glued for a in authors]
    # two such names and most of the list, or one when every name ends in an unknown letter
    # ("Maria Taylor, Elena Ivanova": Ivanova is a name)
    if sum(flags) >= 2 and sum(flags) * 2 >= len(authors) or \
            sum(flags) == 1 and len(authors) >= 2 and all(unknown(a.name) for a in authors):
        for a in authors:
            if unknown(a.name):
                a.markers.append(a.name[-1])
                a.name = a.name[:-1]
