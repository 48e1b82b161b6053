"""The affiliation lines of an author list, cleaned and given to their authors, VB-PTC
(000_c6fae3235630f454.txt) §V "Natural language processing": a block with a high share of
place-name and organisation entities is an affiliation; this module says which text of such a
block is the affiliation itself.

Real pages wrap an affiliation in the page's furniture: a marker glued in front of it
(``1Department...``, ``aDepartment...``, ``§Department``), an item name (``Affiliations:``,
``From the``, ``作者单位：``), several marked affiliations in one line (``1Dept A 2Dept B``,
``§Dept A; ¶Dept B``, ``1. 武汉大学...；2. 北京大学...``), the author's own card or popup
(the name, then the affiliation, then "Search for other works by this author on: PubMed
Google Scholar", "View Profile", ORCID and e-mail links).  And a copyright or footer line
("© 2024 Society... All rights reserved. ISSN ...") names organisations and places without
being anyone's affiliation.
"""

from __future__ import annotations

import re
from typing import Callable, Iterable, Sequence

from lxml import etree

#: A line of the page's footer or legal notice, never an affiliation.
NOTICE = re.compile(r"©|\(c\)\s*\d{4}|\bcopyright\b|all rights reserved|\bISSN\b|\blast (?:updated|modified)\b|"
                    r"^\s*(?:published|distributed|funded|supported|edited|reviewed|communicated)\s+by\b|"
                    r"^\s*(?:publisher|funding(?: agency)?|grants?|received|accepted)\b|"
                    r"^\s*(?:(?:online|publication|issue|cover|print|release) )?date\b|"
                    r"\bregistered (?:in|office|company)\b|\bcompany (?:no|number)\b|\bcookies?\b|"
                    r"\blog ?in\b|\bsign ?in\b|\bsubscribe\b|\bcreative commons\b|\blicen[cs]e[ds]?\b|"
                    r"\bterms (?:of|and) (?:use|conditions)\b|\bprivacy\b", re.I)

#: Organisation words of languages the gazetteer's organisation list does not cover (the
#: institution entities of VB-PTC §V): "университет", "Universität", "Universidad", "Üniversitesi"...
ORGANISATION = re.compile(
    r"университет|институт|академи[яи]|лаборатори|кафедр|факультет|больниц|"
    r"universit[äaàéey]|hochschule|fakult[äa]t|klinikum|facultad|faculdade|facult[ée]|laboratoire|laborat[óo]rio|"
    r"h[ôo]pital|escuela|escola|[ée]cole|instituto|istituto|politecnic|zentrum|centro de|dipartimento|"
    r"departamento|d[ée]partement|abteilung|üniversite|fakülte|enstitü|"
    r"大學|研究院|医院|醫院|대학|연구소|病院", re.I)

#: A footer's copyright or legal line: its words are no author's name either.
_FOOTER = re.compile(r"©|\bcopyright\b|all rights reserved|\bregistered (?:in|office)\b|\bcompany (?:no|number)\b|"
                     r"\b(?:page )?last (?:updated|modified)\b", re.I)

#: Interface text of an author's card or popup, cut out of an affiliation.
UI_TEXT = re.compile(
    r"(?:search for )?(?:other|more) (?:works|papers|articles) by this author(?: on)?\s*:?|"
    r"search for (?:other|more) (?:works|papers|articles)[^:]*(?::|$)|search for [^,:]{0,40}\bin\s*:|"
    r"find (?:articles|this author|all) by[^,;]*|\bview (?:all|profile|author|orcid|more)\b[^,;]{0,30}|"
    r"\b(?:show|see|hide) (?:all|more|less|fewer)\b[^,;]{0,30}|google scholar|pubmed|scitation|"
    r"scilit\b|sciprofiles|preprints\.org|"
    r"(?:these|both|the two) authors contributed equally(?: to this (?:work|study|paper))?\.?|"
    r"\bequal(?:ly)? contribut\w*\.?|corresponding author\.?|correspondence(?: to)?\s*:?|"
    r"\borcid\b(?:\s*(?:id|profile))?[:\s]*"
    r"(?:https?://)?(?:orcid\.org/)?(?:\d{4}-){3}\d{3}[\dX]|\borcid\b|https?://\S+|\S+@\S+\.\w+|"
    r"e[-‐]?mail(?: address)?(?: author)?\s*:?|"
    r"(?:tel|fax|phone)\.?\s*:?\s*\(?\+?\d[\d\s()\-‐./]{4,}\d", re.I)

#: The item name before an affiliation list.
LABEL = re.compile(r"^\s*(?:(?:author\s+)?affiliations?|addresses?|author\s+information|institutions?|"
                   r"单位|作者单位|from\s+the)\s*[:：]?\s*", re.I)

#: A marker in front of an affiliation, glued or not: ``1``, ``12``, ``a``, ``*``, ``§``, ``1.``.
_GLUED_MARK = re.compile(r"^\s*(\d{1,2}|[a-z](?=\s?[A-Z])|[*†‡§¶#‖∥]{1,3})\s*[.)]?\s*"
                         r"(?=[A-Z\u00C0-\u024F\u0370-\u04FF\u4e00-\u9fff])")

#: Where a line of several marked affiliations is cut: a separator (``;``, ``；``, a
#: sentence end or a space) then a marker then a capital letter.
_NEXT_MARK = re.compile(r"(?:\s*[;；]\s*|\s+|(?<=[.。,，])|(?<=[^\W\d_]))(\d{1,2}|[*†‡§¶#‖∥]{1,3})\s*[.)]?\s*"
                        r"(?=[A-Z\u00C0-\u024F\u0370-\u04FF][^\W\d_]|[\u4e00-\u9fff])")

#: The label before a popup's search buttons ("Search for other works by this author on:").
SEARCH_LABEL = re.compile(r"(?:search for|works by this author|papers by this author)[^:]{0,40}(?:\bon|\bin)?\s*:?\s*$",
                           re.I)
#: Note symbols and numbers written after a name as its affiliation markers (``§¶,1``).
_MARKS_AFTER = re.compile(r"\s*((?:[*†‡§¶#‖∥]|\d{1,2})(?:\s*,?\s*(?:[*†‡§¶#‖∥]|\d{1,2}))*)")

#: A marker alone in its element (``<div class="affiliation-item"><sup>1</sup></div>``, ``<dt>a</dt>``).
MARKER_ONLY = re.compile(r"^\s*(?:\d{1,2}|[a-z]|[*†‡§¶#‖∥]{1,3})\s*$")

#: Separators and markers only.
_RESIDUE = re.compile(r"^[\s,;:.·|*†‡§¶#‖∥()\-–—]*$")


def is_notice(text: str) -> bool:
    """True for a copyright, licence, footer or log-in line ("© 2024 Society of Things.
    Published by Publisher Ltd. All rights reserved. ISSN ..."), which names organisations
    and places without being an affiliation (VB-PTC §V: the entity proportions alone would
    take it)."""
    return bool(NOTICE.search(text))


def foreign_organisation(text: str) -> bool:
    """True when a text of 2 to 80 words names an organisation in a language the gazetteer's
    organisation words miss (``Московский государственный университет, Москва``), and is
    no notice (:func:`is_notice`)."""
    return 2 <= len(text.split()) <= 80 and bool(ORGANISATION.search(text)) and not is_notice(text)


def is_footer(text: str) -> bool:
    """True for a copyright or legal line of a page's footer ("© 2024 Society of Things...
    Registered in England, company no. ..., 4 Crinan Street, London"): neither an author
    line nor an affiliation, whatever names and places it holds."""
    return bool(_FOOTER.search(text))


def strip_ui(text: str, names: Iterable[str] = ()) -> str:
    """An affiliation without the interface text of an author's card (search, profile,
    ORCID and e-mail links, "Corresponding author") and without author names glued in front
    of it (``Hans SharmaDepartment of ...``, a popup's name and affiliation read as one
    line).  Input: the text and the author list's names; output: the cleaned text, ``""``
    when nothing of an affiliation is left."""
    text = UI_TEXT.sub(" ", text)
    for name in sorted(names, key=len, reverse=True):
        if name and text.lstrip().startswith(name):
            text = text.lstrip()[len(name):]
    text = " ".join(text.split())
    text = re.sub(r"\s+([,;.])", r"\1", text)
    text = re.sub(r"^[\s,;:.·|\-–—]+|[\s,;:·|\-–—]+$", "", text)
    return "" if _RESIDUE.match(text) else text


def split_marked(text: str, affiliation: Callable[[str], bool]) -> list[tuple[str | None, str]]:
    """The marked affiliations of one line: ``[(marker, affiliation)]``.

    A line ``1Department A 2Department B *Correspondence to ...`` gives ``[("1", "Department
    A"), ("2", "Department B")]``; ``From the §Dept A; ¶Dept B`` gives ``§`` and ``¶``;
    ``作者单位：1. 大学A；2. 大学B`` gives ``1`` and ``2``; a line without markers gives
    ``[(None, text)]``.  A cut is kept only when every piece reads as an affiliation
    (``affiliation``: the §V entity test), so a number inside an address ("4 Crinan Street")
    cuts nothing; pieces that are notices or correspondence lines are dropped."""
    text = LABEL.sub("", text.strip())
    text = LABEL.sub("", text)
    m = _GLUED_MARK.match(text)
    first_marker = m.group(1) if m else None
    rest = text[m.end():] if m else text
    pieces: list[tuple[str | None, str]] = []
    positions = [(mm.group(1), mm.start(), mm.end()) for mm in _NEXT_MARK.finditer(rest)]
    if first_marker and positions:
        start = 0
        marker: str | None = first_marker
        for mk, s, e in positions:
            pieces.append((marker, rest[start:s]))
            marker, start = mk, e
        pieces.append((marker, rest[start:]))
        kept = [(mk, p.strip(" ;；,")) for mk, p in pieces if not re.match(r"\s*correspond", p, re.I)]
        if kept and all(affiliation(p) for _, p in kept) and _in_order([mk for mk, _ in kept]):
            return kept
    return [(first_marker, rest.strip())]


def _in_order(markers: list[str | None]) -> bool:
    """True when the markers of one line are of one kind and run in order: numbers rising
    (``1``, ``2``, ``3``), or distinct note symbols (``§``, ``¶``)."""
    if any(m is None for m in markers) or len(set(markers)) != len(markers):
        return False
    if all(m.isdigit() for m in markers):  # type: ignore[union-attr]
        numbers = [int(m) for m in markers]  # type: ignore[arg-type]
        return numbers == sorted(numbers)
    return not any(ch.isalnum() for m in markers for ch in m)  # type: ignore[union-attr]


def _norm(text: str) -> str:
    return " ".join(text.split())


_MARK_TAIL = re.compile(r"^[\s\d,*†‡§¶#a-h()✉]{0,10}$")


def card_affiliations(scopes: Sequence[etree._Element], names: Sequence[str], affiliation: Callable[[str], bool],
                      name_like: Callable[[str], bool], max_words: int = 120) -> dict[str, list[str]]:
    """Each author's affiliations read from the author's own card: the largest element around
    an element showing the author's name (alone or with its markers) that shows no other
    author's name and at most ``max_words`` words — a popup, a ``<li>`` of an author list, a
    ``<div class="author">`` of an "author details" section.  The affiliations are the
    largest elements inside the card that read as one (``affiliation``: the §V entity test)
    without a name of the list, cleaned by :func:`strip_ui` and :func:`split_marked`.

    Input: the elements to look in (the visual blocks' elements whose text holds a name of
    the list), the names found, the affiliation test, the person-name test
    (a text that is a name is none).  Output: ``{name:
    [affiliation, ...]}`` for the authors whose card holds one (others absent)."""
    wanted = {_norm(n): n for n in names if n}
    if len(wanted) < 2:
        return {}
    found: dict[str, list[str]] = {}
    low_names = [n.lower() for n in wanted]
    heads = {k.split()[0] for k in wanted}
    seen: set[etree._Element] = set()
    candidates: list[etree._Element] = []
    texts: dict[etree._Element, str] = {}  # the lowered text of each ancestor read
    read: dict[etree._Element, list[str]] = {}  # the affiliations of each card read
    # the elements whose text starts with a name's first word, in page order: the name
    # itself, or the name in parts (<span>given</span> <span>family</span>: the parent)
    variables = {f"h{i}": head for i, head in enumerate(sorted(heads))}
    test = " or ".join(f"starts-with(normalize-space(text()), ${v})" for v in variables)
    hits = [hit for scope in scopes for hit in scope.xpath(f"descendant-or-self::*[{test}]", **variables)]
    for hit in hits:
        for el in (hit, hit.getparent()):
            if el is not None and el not in seen:
                seen.add(el)
                candidates.append(el)
    for el in candidates:
        if not isinstance(el.tag, str) or len(el) > 3:
            continue
        text = _norm(el.text_content())
        if not text or len(text) > 80:
            continue
        name = wanted.get(text)
        if name is None:
            name = next((n for k, n in wanted.items() if text.startswith(k) and _MARK_TAIL.match(text[len(k):])),
                        None)
        if name is None:
            continue
        card = el
        while True:
            parent = card.getparent()
            if parent is None:
                break
            low = texts.get(parent)
            if low is None:
                raw = parent.text_content()
                # a text of more than max_words words (at least one character each and a space)
                low = texts[parent] = "" if len(raw) > 40 * max_words else _norm(raw).lower()
            if not low or len(low.split()) > max_words or any(o in low for o in low_names if o != name.lower()):
                break
            card = parent
        if card is el:
            continue
        affs = read.get(card)
        if affs is None:  # a card reached from several of its name's places is read once
            affs = read[card] = _inside(card, low_names, affiliation, name_like, names)
        if affs:
            have = found.setdefault(name, [])
            have.extend(a for a in affs if a not in have)
    return found


def _inside(card: etree._Element, low_names: list[str], affiliation: Callable[[str], bool],
            name_like: Callable[[str], bool], names: Sequence[str]) -> list[str]:
    """The affiliations inside an author's card: its largest elements that read as one and
    hold no author name (nor are one: a co-author the list did not give)."""
    out: list[str] = []
    inside_taken: set[etree._Element] = set()  # the elements inside an affiliation taken
    for el in card.iter():
        if not isinstance(el.tag, str) or el in inside_taken:
            continue
        text = _norm(el.text_content())
        if len(el) == 0 and SEARCH_LABEL.search(text):
            break  # the popup's search buttons follow ("Oxford Academic", "PubMed")
        low = text.lower()
        if not text or any(n in low for n in low_names):
            continue
        lines = [strip_ui(line, names) for line in (lines_of(el) if el.find(".//br") is not None else [text])]
        if not all(lines) or any(is_notice(line) for line in lines):
            continue
        pieces = [p for line in lines for _, p in split_marked(line, affiliation)]
        if all(affiliation(p) for p in pieces) and not any(name_like(line) for line in lines):
            inside_taken.update(el.iterdescendants())
            out.extend(p for p in pieces if p not in out)
    return out


def lines_of(el: etree._Element) -> list[str]:
    """The texts of an element between its ``<br>`` line breaks (one affiliation a line)."""
    lines = [""]

    def walk(node: etree._Element) -> None:
        lines[-1] += node.text or ""
        for child in node:
            if child.tag == "br":
                lines.append("")
            elif isinstance(child.tag, str):
                walk(child)
            lines[-1] += child.tail or ""

    walk(el)
    return [_norm(line) for line in lines if line.strip()]


def symbol_markers(name: str, lines: Iterable[str]) -> list[str]:
    """The note symbols written after an author's name in the author lines (``John
    Nielsen§¶, ...`` gives ``["§", "¶"]``; numbers after a symbol come too: ``§¶,1``), which
    the name splitter reads as separators.  ``[]`` when the name is followed by none."""
    for line in lines:
        at = line.find(name)
        if at < 0:
            continue
        m = _MARKS_AFTER.match(line, at + len(name))
        if m and re.search(r"[*†‡§¶#‖∥]", m.group(1)):
            return re.findall(r"[*†‡§¶#‖∥]|\d{1,2}", m.group(1))
    return []


def marked_list(texts: Sequence[str], markers: set[str],
                affiliation: Callable[[str], bool]) -> list[tuple[str | None, str]]:
    """The first run of marked affiliations anywhere after the author list (an "Author
    information" section after the text, a notes list at the page's foot) most of whose
    markers are markers of the authors: ``[(marker, affiliation)]``, ``[]`` when none."""
    run: list[tuple[str | None, str]] = []

    def fits() -> bool:
        listed = {m for m, _ in run if m}
        return bool(listed & markers) and len(listed & markers) * 2 >= len(listed)

    joined: list[str] = []
    for text in texts:  # a marker in an element of its own goes with the text after it
        if joined and MARKER_ONLY.match(joined[-1]):
            joined[-1] = f"{joined[-1].strip()} {text}"
        else:
            joined.append(text)
    for text in joined:
        if not _GLUED_MARK.match(LABEL.sub("", text.strip())):
            pieces = []  # no marker in front: not a marked affiliation, whatever it says
        else:
            pieces = [(m, t) for m, t in split_marked(text, affiliation) if affiliation(t)]
        if pieces and all(m is not None for m, _ in pieces):
            run.extend(pieces)
            continue
        if run:
            if fits():
                return run
            run = []
    return run if run and fits() else []


_NAME_LIST_SPLIT = re.compile(r"\s*(?:[,;&]|\band\b)\s*")


def listed_authors(texts: Sequence[str], names: Sequence[str],
                   affiliation: Callable[[str], bool]) -> dict[str, list[str]]:
    """Each author's affiliations from an "Author information" list that names, after each
    affiliation, the authors who have it ("Department of Physics, University of Toronto" then
    "Li Wang, Tomasz Mensah"): ``{name: [affiliation, ...]}``, ``{}`` when the page has no
    such list.  A line counts as such a list only when every piece of it is a name of the
    author list."""
    known = {_norm(n): n for n in names if n}
    found: dict[str, list[str]] = {}
    heads = {k.split()[0] for k in known}
    for text, after in zip(texts, texts[1:]):
        if after.lstrip().split(" ", 1)[0] not in heads:
            continue  # the line does not start with a name of the list
        pieces = [p for p in _NAME_LIST_SPLIT.split(after.strip().rstrip(".")) if p]
        if not pieces or any(_norm(p) not in known for p in pieces):
            continue
        cleaned = strip_ui(LABEL.sub("", text), names)
        if not cleaned or not affiliation(cleaned):
            continue
        for p in pieces:
            have = found.setdefault(known[_norm(p)], [])
            if cleaned not in have:
                have.append(cleaned)
    return found
