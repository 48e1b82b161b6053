"""Every entry of a list named as the references is one, with or without a year (VB-PTC
§V "NLP": the references; a named list whose entries are partly citation-shaped)."""

from __future__ import annotations

import pytest

import webextract

ENTRIES = [
    "Smith J, Chen L. Effects of treatment on patients. J Clin Med. 2012;10:100-110.",
    "World Health Organization. Global report on things and other matters of public concern. Geneva: WHO; 2016.",
    "Garcia M. Understanding the nature of everyday things and how people think about them. London: Routledge.",
    "A. Tanaka, Magnetic order in layered oxides, Phys. Rev. B 80, 1000.",
    "Dubois A, Rossi P, et al. Long-term outcomes after treatment of chronic disease: a cohort study. Lancet. 2015.",
]
N = 20


def _entries() -> list[str]:
    return [ENTRIES[i % 5].replace("Effects", f"Effects {i}").replace("report", f"report {i}")
            .replace("everyday", f"everyday {i}").replace("order", f"order {i}").replace("outcomes", f"outcomes {i}")
            for i in range(N)]


def _page(section: str) -> bytes:
    return ("<html><head><title>A study of things | Journal of Things</title></head><body><main><article>"
            "<h1>A study of things in the world of other things</h1><div class=authors>Jane Doe, Ravi Kumar</div>"
            f"<section><h2>Abstract</h2><p>{'We studied things. ' * 20}</p></section>"
            f"<section><h2>Introduction</h2><p>{'Things matter a lot for research and practice. ' * 30}</p></section>"
            f"{section}</article></main><footer>© 2020 Publisher. All rights reserved.</footer></body></html>").encode()


@pytest.mark.parametrize("name", ["References", "Literatura citada", "Works consulted", "Bibliography"])
@pytest.mark.parametrize("markup", ["ol", "p"])
def test_a_named_list_gives_every_entry(name: str, markup: str) -> None:
    entries = _entries()
    if markup == "ol":
        body = "<ol>" + "".join(f"<li>{e}</li>" for e in entries) + "</ol>"
    else:
        body = "".join(f"<p>{e}</p>" for e in entries)
    got = webextract.extract_scholarly(_page(f"<section><h2>{name}</h2>{body}</section>"), meta=False).references
    assert got == entries


def test_an_unnamed_list_of_few_citations_is_not_taken_whole() -> None:
    body = "<ul>" + "".join(f"<li>{e}</li>" for e in _entries()) + "</ul>"
    got = webextract.extract_scholarly(_page(f"<section><h2>Further reading</h2>{body}</section>"), meta=False).references
    assert len(got) < N


def test_a_named_list_mostly_without_citations_is_not_taken() -> None:
    # a "References" heading over a list of plain sentences: two dated citations are too few
    plain = [f"Point number {i} of the summary that the authors make in plain words." for i in range(18)]
    body = "<ol>" + "".join(f"<li>{e}</li>" for e in plain + _entries()[:2]) + "</ol>"
    got = webextract.extract_scholarly(_page(f"<section><h2>References</h2>{body}</section>"), meta=False).references
    assert len(got) <= 2
