"""Meta tags, dates and parts the repository layouts share (see
:mod:`webextract_testkit.scholarly.repositories`)."""

from __future__ import annotations

import datetime
import random
from typing import Any

from webextract_testkit.scholarly.common import FAMILY, MONTHS, Paper, esc


Result = tuple[str, dict[str, Any]]
MON3 = [m[:3] for m in MONTHS]


def _tags(pairs: list[tuple[str, Any]]) -> str:
    """``<meta>`` tags from (name, value) pairs; empty values left out."""
    return "\n".join(f'<meta name="{n}" content="{esc(str(v))}">' for n, v in pairs if v not in (None, ""))


def _authors_meta(p: Paper, inverted: bool = False, institutions: bool = True) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    for a in p.authors:
        out.append(("citation_author", a.inverted if inverted else a.name))
        if institutions:
            out += [("citation_author_institution", p.affiliations[k]) for k in a.affiliations]
    return out


def _ymd(t: tuple[int, int, int], sep: str = "/") -> str:
    return sep.join(f"{x:0{2 if i else 4}d}" for i, x in enumerate(t))


def _later(rng: random.Random, t: tuple[int, int, int], days: tuple[int, int]) -> tuple[int, int, int]:
    d = datetime.date(*t) + datetime.timedelta(days=rng.randint(*days))
    return d.year, d.month, d.day


def _weekday(t: tuple[int, int, int]) -> str:
    return datetime.date(*t).strftime("%a")


def _short_authors(rng: random.Random, n: int | None = None) -> list[str]:
    """Authors of an unrelated paper as indexes list them: "Smith J"."""
    return [f"{rng.choice(FAMILY)} {rng.choice('ABCDEFGHJKLMNPRSTW')}" for _ in range(n or rng.randint(1, 5))]


def _no_affiliations(p: Paper, row: dict[str, Any]) -> None:
    """The truth of a page whose meta tags give no author institutions."""
    row["author_affiliations"] = [[] for _ in p.authors]


def _abstract_paras(p: Paper, tag: str = "p", label: str = "strong") -> str:
    if p.abstract_sections:
        return "".join(f"<{tag}><{label}>{esc(lab)}:</{label}> {esc(t)}</{tag}>" for lab, t in p.abstract_sections)
    return f"<{tag}>{esc(p.abstract)}</{tag}>"
