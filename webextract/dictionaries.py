"""Cached loaders of the word lists in ``data/`` (WEB-UIE dictionaries).

The data folder is found in this order:

1. the environment variable ``WEBEXTRACT_DATA_DIR`` (a user's own edited copy);
2. ``data/`` at the top of a source checkout (next to the ``webextract`` package);
3. ``webextract/data/`` inside an installed package (a link to, or copy of, the top folder);
4. the same folder inside a zipped package (the egg ``scrapyd-deploy`` builds), read through
   :mod:`importlib.resources` and copied once to a folder of the system's temporary
   directory named by its content's hash.

Every file is plain UTF-8 text, one entry a line, ``#`` starts a comment line. Each loader
reads its file once per data folder (``functools.lru_cache``); call :func:`clear_cache`
after editing files in a running process.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tempfile
import unicodedata
from importlib import resources
from functools import lru_cache
from pathlib import Path

#: Environment variable naming a data folder that overrides the bundled one.
DATA_DIR_ENV = "WEBEXTRACT_DATA_DIR"

#: Levels of the focused crawl that have link-keyword files (WEB-UIE §3.1, Figure 3).
LINK_LEVELS = ("colleges", "departments", "faculty", "pagination")

_MARKER = "colleges.txt"


class DictionaryError(RuntimeError):
    """A dictionary file is missing or unreadable."""


def data_dir() -> Path:
    """Return the folder holding the dictionaries (see the module docstring for the order)."""
    return _find_data_dir(os.environ.get(DATA_DIR_ENV) or "")


@lru_cache(maxsize=8)
def _find_data_dir(env: str) -> Path:
    if env:
        return Path(env)
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "data", here / "data"):
        if (candidate / _MARKER).is_file():
            return candidate
    unpacked = _unpack_packaged_data()
    return unpacked if unpacked is not None else here.parent / "data"


def _unpack_packaged_data() -> Path | None:
    """The package's ``data/`` folder when it lives inside a zip (an egg on ``sys.path``):
    its files copied to ``<tmp>/webextract-data-<hash>/`` (written once, by whichever process
    comes first; the hash names the content, so a new version gets a new folder).  None
    when the package holds no data folder."""
    try:
        root = resources.files("webextract") / "data"
        if not (root / _MARKER).is_file():
            return None
    except (ModuleNotFoundError, OSError):
        return None
    files: dict[str, bytes] = {}
    stack = [("", root)]
    while stack:
        prefix, folder = stack.pop()
        for entry in folder.iterdir():
            rel = f"{prefix}{entry.name}"
            if entry.is_dir():
                stack.append((rel + "/", entry))
            elif entry.is_file():
                files[rel] = entry.read_bytes()
    digest = hashlib.sha256()
    for rel in sorted(files):
        digest.update(rel.encode() + b"\0" + files[rel] + b"\0")
    target = Path(tempfile.gettempdir()) / f"webextract-data-{digest.hexdigest()[:16]}"
    if (target / _MARKER).is_file():
        return target
    staging = Path(tempfile.mkdtemp(prefix="webextract-data-", dir=target.parent))
    for rel, data in files.items():
        path = staging.joinpath(*rel.split("/"))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    try:
        staging.rename(target)
    except OSError:  # another process unpacked it first
        shutil.rmtree(staging, ignore_errors=True)
    return target


def read_lines(relpath: str, base: Path | None = None) -> list[str]:
    """Return the non-empty, non-comment, stripped lines of ``data/<relpath>`` in file order.

    Raises :class:`DictionaryError` when the file does not exist.
    """
    path = (base or data_dir()) / relpath
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DictionaryError(f"dictionary file not found: {path}") from exc
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            out.append(line)
    return out


_STEM_SKIP = ("ss", "us", "is")
_APOSTROPHES = re.compile(r"['\u2019`]")
_NON_WORD = re.compile(r"[^\w]+")
_NAME_KEY_DROP = re.compile(r"['\u2019`.]")
#: Distinct texts whose normal forms are remembered (labels and anchors recur on every
#: page of a site: menus, footers).
NORMALIZE_CACHE_SIZE = 1 << 16


def normalize_phrase(text: str, *, fold_plurals: bool = True) -> str:
    """Normalise a unit name or anchor text for whole-phrase matching (WEB-UIE Def. 2).

    Unicode NFKC, case-folded, ``&`` read as ``and``, apostrophes and accents dropped, other
    punctuation as spaces, one space between words, and a light plural fold (a final ``s``
    dropped from words longer than three letters, except ``-ss``, ``-us``, ``-is``), so
    "Sciences" and "Science" meet (``fold_plurals=False`` keeps words as they are). Returns ``""`` for text with no word characters.
    A pure function of its arguments, remembered for the last
    :data:`NORMALIZE_CACHE_SIZE` texts.
    """
    return _normalize_phrase(text, fold_plurals)


@lru_cache(maxsize=NORMALIZE_CACHE_SIZE)
def _normalize_phrase(text: str, fold_plurals: bool) -> str:
    text = unicodedata.normalize("NFKC", text).casefold().replace("&", " and ")
    text = _APOSTROPHES.sub("", text)
    if not text.isascii():
        text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    text = _NON_WORD.sub(" ", text)
    words = []
    for word in text.split():
        if fold_plurals and len(word) > 3 and word.endswith("s") and not word.endswith(_STEM_SKIP):
            word = word[:-1]
        words.append(word)
    return " ".join(words)


def name_key(token: str) -> str:
    """Normalise one name token for dictionary look-up: NFC, case-folded, no apostrophes."""
    token = unicodedata.normalize("NFC", token).casefold()
    return _NAME_KEY_DROP.sub("", token)


def _base() -> Path:
    return data_dir()


@lru_cache(maxsize=8)
def _unit_phrases(kind: str, base: str) -> frozenset[str]:
    fname = {"college": "colleges.txt", "department": "departments.txt"}[kind]
    return frozenset(p for p in (normalize_phrase(x) for x in read_lines(fname, Path(base))) if p)


def unit_phrases(kind: str) -> frozenset[str]:
    """Normalised unit names of ``kind`` ("college" or "department") from ``colleges.txt`` /
    ``departments.txt`` (WEB-UIE Definition 2: colleges.data, departments.data)."""
    if kind not in ("college", "department"):
        raise ValueError(f"unknown unit kind {kind!r}")
    return _unit_phrases(kind, str(_base()))


@lru_cache(maxsize=4)
def _names(base: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    b = Path(base)
    first = frozenset(name_key(x) for x in read_lines("names/first_names.txt", b))
    last = frozenset(name_key(x) for x in read_lines("names/last_names.txt", b))
    nots = frozenset(name_key(x) for x in read_lines("names/not_names.txt", b))
    return first, last, nots


@lru_cache(maxsize=4)
def _name_lists(base: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], tuple[str, ...], tuple[str, ...]]:
    return (*_names(base), *_titles(base))


def name_lists() -> tuple[frozenset[str], frozenset[str], frozenset[str], tuple[str, ...], tuple[str, ...]]:
    """:func:`first_names`, :func:`last_names`, :func:`not_names`, :func:`title_ranks` and
    :func:`title_modifiers` at once (the data folder looked up once): what the name test
    reads for every text.  The same tuple object while the dictionaries stay loaded."""
    return _name_lists(str(_base()))


def first_names() -> frozenset[str]:
    """Given names, as :func:`name_key` keys (WEB-UIE §3.2.2 Name.data)."""
    return _names(str(_base()))[0]


def last_names() -> frozenset[str]:
    """Family names, as :func:`name_key` keys (WEB-UIE §3.2.2 Name.data)."""
    return _names(str(_base()))[1]


def not_names() -> frozenset[str]:
    """Capitalised page words never taken as part of a person's name."""
    return _names(str(_base()))[2]


@lru_cache(maxsize=8)
def _keywords(level: str, base: str) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for line in read_lines(f"keywords/{level}.txt", Path(base)):
        key = " ".join(unicodedata.normalize("NFKC", line).casefold().split())
        seen.setdefault(key, None)
    return tuple(seen)


def link_keywords(level: str) -> tuple[str, ...]:
    """Link keywords of a crawl level ("colleges", "departments", "faculty", "pagination"),
    case-folded, best first (WEB-UIE §3.1, Figure 3)."""
    if level not in LINK_LEVELS:
        raise ValueError(f"unknown link level {level!r} (choose from {', '.join(LINK_LEVELS)})")
    return _keywords(level, str(_base()))


@lru_cache(maxsize=4)
def _titles(base: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    b = Path(base)
    ranks = tuple(dict.fromkeys(" ".join(x.split()) for x in read_lines("titles/ranks.txt", b)))
    mods = tuple(dict.fromkeys(" ".join(x.split()) for x in read_lines("titles/modifiers.txt", b)))
    return ranks, mods


def title_ranks() -> tuple[str, ...]:
    """Academic ranks ("professor", "lecturer", "教授", ...) from ``titles/ranks.txt``."""
    return _titles(str(_base()))[0]


def title_modifiers() -> tuple[str, ...]:
    """Rank qualifiers ("emeritus", "adjunct", ...) from ``titles/modifiers.txt``."""
    return _titles(str(_base()))[1]


@lru_cache(maxsize=4)
def _staff_words(base: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(" ".join(x.casefold().split()) for x in read_lines("titles/staff.txt", Path(base))))


def staff_words() -> tuple[str, ...]:
    """Job words of non-academic staff ("administrator", "coordinator", ...) from
    ``titles/staff.txt``, case-folded."""
    return _staff_words(str(_base()))


@lru_cache(maxsize=2)
def _universities(base: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for line in read_lines("universities.tsv", Path(base)):
        domain, _, name = line.partition("\t")
        if domain and name:
            out[domain.strip().lower()] = name.strip()
    return out


def universities_by_domain() -> dict[str, str]:
    """Map of web domain -> university name (Hipo world universities list)."""
    return _universities(str(_base()))


def clear_cache() -> None:
    """Forget every loaded dictionary (after editing files or changing the data folder)."""
    for fn in (_find_data_dir, _unit_phrases, _names, _name_lists, _keywords, _titles, _staff_words,
               _universities):
        fn.cache_clear()
