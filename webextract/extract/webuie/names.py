"""Person names, academic titles and e-mail addresses in text (WEB-UIE §3.2.2, §3.4).

Names: "the first letter of English names is capitalized and only a space separates two
words of names" (§3.4), confirmed by the name database (Name.data: ``data/names/``).
Titles: "regular expressions" over the feature words professor, associate professor,
assistant professor, lecturer, instructor (§3.4), extended with the variants in
``data/titles/`` (emeritus, adjunct, research, teaching, clinical, visiting, chair, dean,
and ranks in other languages).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Optional
from urllib.parse import unquote

from webextract import dictionaries as dic

#: Fewest and most words in a name (after honorifics and degrees are removed).
MIN_NAME_WORDS = 2
MAX_NAME_WORDS = 6
#: Longest CJK name written without spaces (family name + given name), in characters.
MAX_CJK_NAME_CHARS = 4

#: Lower-case name particles allowed inside a capitalised name (van der Berg, da Silva).
PARTICLES = frozenset(
    "van der den de del della di da das do dos du la le von zu ten ter te bin binti bint ibn al el y e".split()
)
_HONORIFIC = re.compile(
    r"^(?:(?:dr|prof|professor|mr|mrs|ms|miss|mx|sir|dame|rev|fr)\.?\s+)+", re.I
)
_DEGREE = re.compile(
    r"(?:,?\s+(?:ph\.?\s?d\.?|m\.?d\.?|j\.?d\.?|m\.?s\.?|m\.?a\.?|m\.?b\.?a\.?|m\.?f\.?a\.?|ed\.?d\.?|d\.?phil\.?|mph|rn|frs|facp|fsa|jr\.?|sr\.?|ii|iii|iv)\b\.?)+\s*$",
    re.I,
)
_SEPARATORS = re.compile(r"\s*(?:[,|;:•·–—/]|\s-\s)\s*")
_WORD = re.compile(r"^[^\W\d_][^\W\d_'’.\-]*(?:['’\-][^\W\d_]+)*\.?$")
_INITIAL = re.compile(r"^(?:[^\W\d_]\.){1,3}$|^[^\W\d_]\.?-[^\W\d_]\.?$|^[^\W\d_]$")
_NICK = re.compile(r"^\([^()]{1,20}\)$|^\"[^\"]{1,20}\"$")
#: First characters of a nickname (:data:`_NICK`) and the longest initial (:data:`_INITIAL`).
_NICK_OPEN = ("(", '"')
_INITIAL_CHARS = 6
#: Last characters of a text that ends with a degree (:data:`_DEGREE`, after white space),
#: with the non-ASCII letters case-insensitive matching pairs with "i" and "s".
_DEGREE_ENDS = frozenset("dsalhnprivDSALHNPRIV.\u0131\u0130\u017f")
#: Endings of East Slavic patronymics, Cyrillic and transliterated ("Petrovna", "Ивaнович").
_PATRONYMIC = re.compile(r"(?:ович|евич|овна|евна|ична|ovich|evich|ovna|evna|ichna)$")
#: An address spelled out with plain words: "jdoe at math dot example dot edu".
_SPELLED_EMAIL = re.compile(r"\b([\w.+\-]+)\s+at\s+([\w\-]+(?:\s+dot\s+[\w\-]+)*\s+dot\s+[a-z]{2,6})\b", re.I)
_SPELLED_DOT = re.compile(r"\s+dot\s+", re.I)
_PHONE = re.compile(r"(?:\+?\d[\d\s().-]{6,}\d)")
_EMAIL = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+")
_AT = re.compile(r"\s*(?:\[at\]|\(at\)|\{at\}|\s+at\s+)\s*", re.I)
_DOT = re.compile(r"\s*(?:\[dot\]|\(dot\)|\{dot\})\s*", re.I)


def _is_cjk(ch: str) -> bool:
    name = unicodedata.name(ch, "")
    return name.startswith(("CJK UNIFIED", "CJK COMPATIBILITY IDEOGRAPH", "HANGUL SYLLABLE", "HIRAGANA", "KATAKANA"))


@dataclass(frozen=True)
class NameMatch:
    """A name found in a text segment; ``hit`` is True when Name.data confirms it."""

    name: str
    hit: bool


def _cjk_name(text: str, sets: tuple[frozenset[str], ...]) -> Optional[NameMatch]:
    compact = text.replace(" ", "").replace("\u3000", "")
    if not (2 <= len(compact) <= MAX_CJK_NAME_CHARS) or not all(_is_cjk(c) for c in compact):
        return None
    last = sets[1]
    hit = compact[:1] in last or compact[:2] in last
    return NameMatch(text.strip(), hit) if hit else None


def _latin_name(part: str, sets: tuple[frozenset[str], ...]) -> Optional[NameMatch]:
    tokens = part.split(" ")
    if not (MIN_NAME_WORDS <= len(tokens) <= MAX_NAME_WORDS):
        return None
    full: list[str] = []
    for pos, tok in enumerate(tokens):
        if tok.lower() in PARTICLES and tok[:1].islower():
            if pos == 0 or pos == len(tokens) - 1:
                return None
            continue
        if tok[:1] in _NICK_OPEN and _NICK.match(tok):
            if pos == 0 or pos == len(tokens) - 1:
                return None
            continue
        if len(tok) <= _INITIAL_CHARS and _INITIAL.match(tok):
            continue
        if not tok[:1].isupper() or not _WORD.match(tok):
            return None
        if tok.endswith(".") and len(tok) > 3:  # "Inc.", "Dept." are not names
            return None
        full.append(tok)
    if not full:
        return None
    if len(tokens[-1]) <= _INITIAL_CHARS and _INITIAL.match(tokens[-1]):
        return None
    first, last, nots = sets  # given names, family names, words that are no names
    keys = [dic.name_key(t) for t in full]
    if any(k in nots for k in keys):
        return None
    hit = _known(keys[0], first) or _known(keys[-1], last)
    if not hit and len(keys) >= 2 and _known(keys[1], first):
        # family name first ("Nguyen Thanh", "Ivanova Elena Petrovna"): the second word a
        # given name, and the first a family name or the last a patronymic
        hit = _known(keys[0], last) or (len(keys) == 3 and _PATRONYMIC.search(keys[2]) is not None)
    return NameMatch(part, hit)


def _fold(key: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", key) if not unicodedata.combining(c))


def _known(key: str, names: frozenset[str]) -> bool:
    """True when a name word (or its accent-free form, or a part of a hyphenated word)
    is in ``names``."""
    if key in names:
        return True
    if not key.isascii():  # an ASCII word has no accents to fold
        folded = _fold(key)
        if folded != key and folded in names:
            return True
    if "-" in key:
        return any(_known(p, names) for p in key.split("-") if p and p != key)
    return False


def clean_name_part(text: str) -> str:
    """Strip honorifics ("Dr.", "Prof.") before and degrees ("PhD", ", M.D.") after a name."""
    text = " ".join(text.split()).strip("*_~#")
    text = _HONORIFIC.sub("", text)
    if " " in text and text[-1:] in _DEGREE_ENDS:  # how every degree suffix looks
        text = _DEGREE.sub("", text)
    return text.strip(" ,;:-–—")


def find_name(text: str) -> Optional[NameMatch]:
    """The person name in a text segment, or None (WEB-UIE §3.4 name test).

    The segment is cut at separators (comma, bar, dash, colon...) and each part, with
    honorifics and degrees removed, is tested: 2–6 words separated by single spaces, each
    capitalised, an initial, a lower-case particle (van, der, de, da, bin...) or a
    parenthesised nickname; no word from ``names/not_names.txt``; or 2–4 CJK characters
    starting with a known family name. "Last, First" is returned as "First Last" when the
    parts are a family and a given name. When that finds no confirmed name, e-mail addresses,
    phone numbers and then academic titles are cut out of the segment and it is tried
    again ("Jane Doe Professor"). ``hit`` says whether Name.data confirms the name: the
    first word is a given name or the last word a family name.
    """
    return find_name_in(text, dic.name_lists())


def find_name_in(text: str, lists: tuple) -> Optional[NameMatch]:
    """:func:`find_name` with the dictionaries given (:func:`webextract.dictionaries.name_lists`),
    for callers testing many texts at once."""
    text = " ".join(text.split())
    if not text or len(text) > 120:
        return None
    if text.isascii() and text.lower() == text:
        # Every word of a Latin-script name is capitalised and nothing below changes case;
        # ASCII holds no CJK: an e-mail address, a phone number or a lower-case label is
        # never a name.
        return None
    first, last, nots, ranks, mods = lists
    latin_title, cjk_title = _title_regexes(ranks, mods)
    sets = (first, last, nots)
    if not text.isascii():  # an ASCII text holds no CJK name
        cjk = _cjk_name(clean_name_part(cjk_title.sub(" ", text)), sets)
        if cjk:
            return cjk
    found = _find_in(text, sets)
    # a confirmed name holding a title ("Associate Researcher Mengyue Wu") is tried last
    titled = found is not None and found.hit and may_match(found.name, latin_title) \
        and latin_title.search(found.name) is not None
    if found is not None and found.hit and not titled:
        return found
    # "Jane Doe jdoe@example.edu (555) 555-1234", "<b>Jane Doe</b> Professor": drop
    # addresses, phone numbers and then titles, and look again
    stripped = _PHONE.sub(" | ", _EMAIL.sub(" | ", text) if "@" in text else text)
    candidates = []
    if stripped != text:
        candidates.append(_find_in(stripped, sets))
    untitled = latin_title.sub(" | ", stripped) if may_match(stripped, latin_title) else stripped
    if untitled != stripped:
        candidates.append(_find_in(untitled, sets))
    candidates = candidates + [found] if titled else [found] + candidates
    for m in candidates:
        if m is not None and m.hit:
            return m
    return next((m for m in candidates if m is not None), None)


def _find_in(text: str, sets: tuple[frozenset[str], ...]) -> Optional[NameMatch]:
    parts = [clean_name_part(p) for p in _SEPARATORS.split(text)]
    parts = [p for p in parts if p]
    if len(parts) >= 2 and " " not in parts[0]:
        # "Smith, John A." -> "John A. Smith"
        swapped = f"{parts[1]} {parts[0]}"
        first_tok = dic.name_key(parts[1].split(" ")[0])
        if _known(first_tok, sets[0]) and _known(dic.name_key(parts[0]), sets[1]):
            m = _latin_name(swapped, sets)
            if m:
                return m
    best: Optional[NameMatch] = None
    for part in parts:
        m = _latin_name(part, sets) or _cjk_name(part, sets)
        if m and m.hit:
            return m
        if m and best is None:
            best = m
    return best


#: Abbreviated rank qualifiers, as an expression: "Assoc. Professor", "Asst Prof".
_ABBREVIATED_MODS = r"assoc\b\.?|asst\b\.?"
#: The words that end a title named by its qualifiers alone (:func:`_title_regexes`).
_GROUP_WORDS = ("faculty", "prof")


@lru_cache(maxsize=4)
def _title_regexes(ranks: tuple[str, ...], mods: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    def alt(words: tuple[str, ...]) -> str:
        return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))

    latin_ranks = tuple(r for r in ranks if not any(_is_cjk(c) for c in r))
    cjk_ranks = tuple(r for r in ranks if any(_is_cjk(c) for c in r))
    # rank words that also qualify another rank: "Assistant Teaching Professor"; their
    # abbreviations ("Assoc. Professor", "Asst. Prof.")
    rank_mods = tuple(m for m in mods if m not in ("emeritus", "emerita")) + ("associate", "assistant", "full", "junior", "chief")
    mod = alt(rank_mods) + "|" + _ABBREVIATED_MODS
    head_words = alt(tuple(m for m in mods) + ("department", "associate", "assistant", "interim", "acting", "vice"))
    # a rank, or a group of the faculty named by its qualifiers ("Adjunct Faculty",
    # "Emeritus Faculty", "Assoc. Prof."): the bare word alone is a heading, not a title
    ranks_or_group = (
        rf"(?:(?:emeritus|emerita)\s+)?(?:(?:{mod})'?\s+)*(?:{alt(latin_ranks)})"
        rf"|(?:(?:{mod}|emeritus|emerita)'?\s+)+(?:faculty|prof\b\.?)"
        rf"|faculty(?=,?\s+emerit)"
    )
    latin = re.compile(
        rf"(?<![\w])(?<!to the )(?:{ranks_or_group})"
        rf"(?:,?\s+(?:emeritus|emerita|emeriti))?"
        rf"(?:(?:\s*,\s*|\s+(?:and|&)\s+)(?:(?:{head_words})\s+)*(?:{alt(latin_ranks)}|director|head)"
        rf"(?:,?\s+(?:emeritus|emerita))?)?(?![\w])",
        re.I,
    )
    cjk = re.compile(f"(?:{alt(cjk_ranks) or '(?!)'})")
    _remember_first_words(latin, latin_ranks + _GROUP_WORDS)
    return latin, cjk


#: For expressions of phrases (the Latin title ranks, the staff words), by id (a pattern
#: hashes its whole compiled code): the expression and the words one of which an ASCII
#: text must contain for it to match (see :func:`may_match`).
_FIRST_WORDS: dict[int, tuple[re.Pattern[str], tuple[str, ...]]] = {}
#: Non-ASCII letters that Python's case-insensitive matching pairs with ASCII ones.
_ASCII_FOLDS = str.maketrans({"\u0131": "i", "\u0130": "i", "\u017f": "s", "\u212a": "k"})


def _remember_first_words(pattern: re.Pattern[str], phrases: Iterable[str]) -> None:
    """Note for :func:`may_match` the first word of each phrase an expression matches (one
    of them must be part of every match), lower-cased as an ASCII text spells it; phrases
    that cannot match ASCII text are left out."""
    words = set()
    for phrase in phrases:
        tokens = phrase.split()
        first = tokens[0].lower().translate(_ASCII_FOLDS) if tokens else ""
        if first.isascii():
            words.add(first)
    # a text holding "professorin" holds "professor": the shorter one is enough
    kept = [w for w in words if not any(o != w and o in w for o in words)]
    _FIRST_WORDS[id(pattern)] = (pattern, tuple(sorted(kept)))


def may_match(text: str, pattern: re.Pattern[str]) -> bool:
    """False when ``pattern`` (:func:`title_patterns`' Latin one or :func:`staff_pattern`)
    surely finds nothing in ``text``: every match holds one of its phrases, so an ASCII
    text without the first word of any (in any case) holds none.  A quick test before the
    expression, which tries every position; True for other patterns and non-ASCII text."""
    known = _FIRST_WORDS.get(id(pattern))
    if known is None or known[0] is not pattern or not text.isascii():
        return True
    low = text.lower()
    for word in known[1]:
        if word in low:
            return True
    return False


def find_title(text: str) -> Optional[str]:
    """The academic title in a text segment, or None (WEB-UIE §3.4, by regular expression).

    Matches a rank from ``titles/ranks.txt`` (professor, associate professor, lecturer,
    instructor, dean, chair, ..., and ranks in other languages), preceded by any qualifiers
    from ``titles/modifiers.txt`` (adjunct, research, visiting, ...), optionally followed by
    "Emeritus"/"Emerita", and by a second rank joined with "and", "&" or a comma ("Dean and
    Professor", "Professor and Department Chair", "Professor, Chair"). Returns the matched text
    with single spaces, as written on the page.
    """
    if not text:
        return None
    return title_in(text, title_patterns())


def title_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The regular expressions of :func:`find_title` (Latin-script and CJK ranks), built
    from the current title dictionaries; for callers testing many segments at once."""
    return _title_regexes(*dic.name_lists()[3:])


def title_in(text: str, patterns: tuple[re.Pattern[str], re.Pattern[str]]) -> Optional[str]:
    """:func:`find_title` with its patterns given (:func:`title_patterns`): the academic
    title in ``text`` (WEB-UIE §3.4), single-spaced as written, or None."""
    latin, cjk = patterns
    m = latin.search(text) if may_match(text, latin) else None
    if not text.isascii():  # CJK ranks are never ASCII
        other = cjk.search(text)
        if other is not None and (m is None or other.start() < m.start()):
            m = other
    if m is None:
        return None
    return " ".join(m.group(0).split())


@lru_cache(maxsize=4)
def _staff_regex(words: tuple[str, ...]) -> re.Pattern[str]:
    alt = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))
    staff = re.compile(rf"(?<![\w])(?:{alt or '(?!)'})(?![\w])", re.I)
    _remember_first_words(staff, words)
    return staff


def has_staff_word(text: str) -> bool:
    """True when text names a non-academic staff job (``titles/staff.txt``)."""
    staff = staff_pattern()
    return bool(text) and may_match(text, staff) and bool(staff.search(text))


def staff_pattern() -> re.Pattern[str]:
    """The regular expression of :func:`has_staff_word`, built from the current staff
    words; for callers testing many segments at once."""
    return _staff_regex(dic.staff_words())


def find_email(text: str) -> Optional[str]:
    """The first e-mail address in text; "name [at] host [dot] edu" forms are read too."""
    if not text:
        return None
    m = _EMAIL.search(text)
    if not m and ("at" in text.lower()):
        m = _EMAIL.search(_DOT.sub(".", _AT.sub("@", text)))
        if not m:
            spelled = _SPELLED_EMAIL.search(text)  # "jdoe at math dot example dot edu"
            if spelled:
                return f"{spelled.group(1)}@{_SPELLED_DOT.sub('.', spelled.group(2))}"
    return m.group(0).strip(".") if m else None


def email_from_href(href: str | None) -> Optional[str]:
    """The address of a ``mailto:`` link (query string and URL escapes removed), else None."""
    if not href or not href.strip().lower().startswith("mailto:"):
        return None
    addr = unquote(href.strip()[7:]).split("?")[0].strip()
    m = _EMAIL.search(addr)
    return m.group(0) if m else None
