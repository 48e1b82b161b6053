"""Rebuild the WEB-UIE dictionaries in data/ from their public sources.

Usage (from the repository top)::

    pip install names faker pypinyin   # build-time only; the library never imports them
    python data/build/build_dictionaries.py --sources PATH_TO/university/dictionaries

``--sources`` is a folder holding ``nces_cip2020_codes_titles.csv`` (NCES CIP 2020, public
domain) and ``hipo_world_universities_and_domains.json`` (Hipo university-domains-list, MIT).
Writes:

- ``data/colleges.txt``, ``data/departments.txt``: unit names (WEB-UIE Definition 2's
  colleges.data / departments.data) from the CIP titles plus ``build/extra_units.txt``,
  minus ``build/not_units.txt``;
- ``data/names/first_names.txt``, ``data/names/last_names.txt``: person names (WEB-UIE
  §3.2.2 Name.data) from the US Census 1990 lists shipped in the ``names`` package and the
  per-locale person-name lists of the ``faker`` package (80+ locales, non-Latin scripts too),
  and the Chinese family names of ``faker`` in pinyin (``pypinyin``);
- ``data/universities.tsv``: ``domain<TAB>name`` from the Hipo list.

Everything is written sorted and de-duplicated, so a rebuild from the same sources gives
the same files.
"""

from __future__ import annotations

import argparse
import csv
import importlib
import itertools
import json
import pkgutil
import re
import unicodedata
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent
BUILD = DATA / "build"

#: Endings of CIP titles that are classification bookkeeping, not part of a unit name.
CIP_SUFFIXES = re.compile(
    r",?\s*(general|other|and related (fields|programs|services|sciences|studies|support services)"
    r"|related (fields|programs|services))\s*$",
    re.I,
)


def _read_list(path: Path) -> list[str]:
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            lines.append(line)
    return lines


def _clean_title(title: str) -> str:
    title = re.sub(r"\([^)]*\)", " ", title).strip().rstrip(".").strip()
    for _ in range(2):
        title = CIP_SUFFIXES.sub("", title).strip(" ,")
    title = re.sub(r"\s+", " ", title)
    if title.isupper():
        title = title.title().replace(" And ", " and ").replace(" Of ", " of ")
    return title


def _variants(title: str) -> set[str]:
    """The title and its parts: "A, B, and C D" gives A, B, C D and "A D" forms."""
    out = {title}
    parts = [p.strip() for p in re.split(r",|\band\b|/|;", title) if p.strip()]
    parts = [re.sub(r"^(and|or)\s+", "", p).strip() for p in parts]
    parts = [p for p in parts if p and not p.endswith("-")]
    out.update(parts)
    # "French Language and Literature", "Scandinavian Languages": departments are named by
    # the language alone ("French", "Scandinavian")
    for p in parts:
        language = re.sub(r"\s+(languages?|literatures?|linguistics)$", "", p, flags=re.I)
        if language != p and language.split() and all(w[:1].isupper() for w in language.split()):
            out.add(language)
    if len(parts) > 1:
        tail_words = parts[-1].split()
        if len(tail_words) >= 2:
            tail = " ".join(tail_words[1:])
            for p in parts[:-1]:
                if len(p.split()) == 1:
                    out.add(f"{p} {tail}")
    return {re.sub(r"\s+", " ", v).strip() for v in out if len(v) > 2}


def build_units(sources: Path) -> tuple[list[str], list[str]]:
    """Return (colleges, departments) name lists from the CIP titles and the extra list."""
    colleges: set[str] = set()
    departments: set[str] = set()
    with open(sources / "nces_cip2020_codes_titles.csv", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            code, title = row["CIP_Code"].strip(), _clean_title(row["CIP_Title"])
            if not title or title.lower() == "reserved":
                continue
            names = _variants(title)
            departments.update(names)
            if re.fullmatch(r"\d{2}(\.\d{2})?", code):  # families and series name colleges too
                colleges.update(names)
    for line in _read_list(BUILD / "extra_units.txt"):
        if line.startswith("college:"):
            name = line.split(":", 1)[1].strip()
            colleges.update(_variants(name))
            departments.update(_variants(name))
        else:
            departments.update(_variants(line))
    stop = {s.lower() for s in _read_list(BUILD / "not_units.txt")}

    def keep(name: str) -> bool:
        return name.lower() not in stop and not re.search(r"technicians?$", name, re.I)

    return sorted({c for c in colleges if keep(c)}, key=str.lower), sorted(
        {d for d in departments if keep(d)}, key=str.lower
    )


def _name_token_ok(name: str) -> bool:
    name = unicodedata.normalize("NFC", name.strip())
    return bool(name) and len(name) <= 40 and not any(ch.isdigit() for ch in name)


def build_names() -> tuple[list[str], list[str]]:
    """Return (first names, last names), case-folded, from ``names`` and ``faker``."""
    first: set[str] = set()
    last: set[str] = set()
    names_dir = Path(importlib.import_module("names").__file__).parent
    for fname, target in (
        ("dist.male.first", first),
        ("dist.female.first", first),
        ("dist.all.last", last),
    ):
        for line in (names_dir / fname).read_text(encoding="ascii").splitlines():
            if line.strip():
                target.add(line.split()[0].casefold())
    person = importlib.import_module("faker.providers.person")
    for info in pkgutil.iter_modules(person.__path__):
        module = importlib.import_module(f"faker.providers.person.{info.name}")
        provider = getattr(module, "Provider", None)
        if provider is None:
            continue
        for attr in dir(provider):
            if not attr.endswith(("names", "names_male", "names_female", "names_nonbinary")):
                continue
            if "kana" in attr or attr.startswith(("prefix", "suffix")):
                continue
            values = getattr(provider, attr)
            if not isinstance(values, (list, tuple, dict)):
                continue
            target = last if attr.startswith(("last", "middle")) else first
            if attr.startswith("middle"):
                target = first
            if not attr.startswith(("first", "last", "middle")):
                continue
            for value in values:
                if isinstance(value, str) and _name_token_ok(value):
                    for token in value.split():
                        target.add(unicodedata.normalize("NFC", token).casefold())
    last.update(chinese_surnames_in_pinyin())
    return sorted(first), sorted(last)


def chinese_surnames_in_pinyin() -> set[str]:
    """The family names of faker's Chinese locales written in pinyin, as romanised names
    appear on university pages ("Hao Ge", "Ouyang Ming"), by ``pypinyin`` (toneless): each
    name's usual reading, and its other readings of three letters or more (family names
    often take a rarer one: 解 Xie, 仇 Qiu), with "ü" spelled "u", "v" and "yu"."""
    pypinyin = importlib.import_module("pypinyin")
    out: set[str] = set()
    for locale in ("zh_CN", "zh_TW"):
        provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        for name in provider.last_names:
            usual = "".join(pypinyin.lazy_pinyin(name, style=pypinyin.Style.NORMAL, v_to_u=True))
            readings = pypinyin.pinyin(name, style=pypinyin.Style.NORMAL, heteronym=True, v_to_u=True)
            words = {usual} | {w for w in map("".join, itertools.product(*readings)) if len(w) >= 3}
            for word in words:
                if word.isalpha():
                    out.update({word.replace("ü", "u"), word.replace("ü", "v"), word.replace("ü", "yu")})
    return out


def build_universities(sources: Path) -> list[str]:
    """Return ``domain<TAB>name`` lines from the Hipo world-universities list."""
    rows: dict[str, str] = {}
    data = json.loads((sources / "hipo_world_universities_and_domains.json").read_text("utf-8"))
    for uni in data:
        for domain in uni.get("domains") or []:
            domain = domain.strip().lower()
            if domain and domain not in rows:
                rows[domain] = re.sub(r"\s+", " ", uni["name"]).strip()
    return [f"{d}\t{n}" for d, n in sorted(rows.items())]


def _write(path: Path, header: str, lines: list[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "".join(f"# {h}\n" for h in header.strip().splitlines()) + "".join(f"{l}\n" for l in lines)
    path.write_text(text, encoding="utf-8")
    print(f"{path.relative_to(DATA.parent)}: {len(lines)} entries")


def main() -> None:
    """Parse arguments and write every dictionary file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sources", required=True, type=Path, help="folder with the CIP csv and Hipo json")
    args = parser.parse_args()
    colleges, departments = build_units(args.sources)
    src = "Built by data/build/build_dictionaries.py from NCES CIP 2020 titles (public domain)\nand data/build/extra_units.txt. One unit name a line."
    _write(DATA / "colleges.txt", "College/school names (WEB-UIE colleges.data).\n" + src, colleges)
    _write(DATA / "departments.txt", "Department names (WEB-UIE departments.data).\n" + src, departments)
    first, last = build_names()
    nsrc = "Built by data/build/build_dictionaries.py from the US Census 1990 name lists\n(package `names`, MIT) and the person-name lists of package `faker` (MIT); the family\nnames also in pinyin for faker's Chinese ones (package `pypinyin`, MIT). Case-folded."
    _write(DATA / "names" / "first_names.txt", "Given names (WEB-UIE Name.data).\n" + nsrc, first)
    _write(DATA / "names" / "last_names.txt", "Family names (WEB-UIE Name.data).\n" + nsrc, last)
    _write(
        DATA / "universities.tsv",
        "domain<TAB>university name, from Hipo university-domains-list (MIT).\nBuilt by data/build/build_dictionaries.py.",
        build_universities(args.sources),
    )


if __name__ == "__main__":
    main()
