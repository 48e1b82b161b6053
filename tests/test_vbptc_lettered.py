"""VB-PTC references: a numbered reference holding lettered citations ("12. (a) ... (b) ...",
chemistry journals' notation) gives one reference per citation; a lettered list inside one
citation, and bad input, do not split."""

from __future__ import annotations

from webextract.extract.vbptc import extract_scholarly
from webextract.extract.vbptc.lettered import lettered_parts, split_lettered

TITLE = "Heat flow in layered perovskite films"
ABSTRACT = ("We measure the heat flow of layered perovskite films over many samples and temperatures and "
            "compare it with a model of phonon transport across the layers of each film. ")


def cite(i: int, k: int) -> str:
    return f"Smith, J.; Weber, L. Heat flow {i}{k}. <i>J. Phys. Chem. C</i> <b>{2001 + k}</b>, <i>{i + 3}</i>, {i * 7}–{i * 7 + 5}"


def plain(i: int, k: int) -> str:
    return f"Smith, J.; Weber, L. Heat flow {i}{k}. J. Phys. Chem. C {2001 + k}, {i + 3}, {i * 7}–{i * 7 + 5}"


def page(items: str) -> str:
    return (f"<html><head><title>{TITLE}</title></head><body><h1>{TITLE}</h1><p>Anna Smith, Lars Weber</p>"
            f"<h2>Abstract</h2><p>{ABSTRACT * 2}</p><h2>References</h2><ol>{items}</ol></body></html>")


def test_lettered_parts_of_one_reference() -> None:
    text = f"12. (a) {plain(1, 0)}. (b) {plain(1, 1)}. (c) {plain(1, 2)}."
    assert lettered_parts(text) == [plain(1, 0) + ".", plain(1, 1) + ".", plain(1, 2) + "."]
    assert lettered_parts(f"[3] a) {plain(2, 0)}; b) {plain(2, 1)}") == [plain(2, 0), plain(2, 1)]


def test_no_split_without_a_run_of_dated_lettered_citations() -> None:
    one = "Smith, J. Solubility (a) in water, (b) in ethanol. J. Chem. Eng. Data 2001, 46, 12-19."
    assert lettered_parts(one) == [one]
    inner = "(a) in water and (b) in ethanol: Smith, J. J. Chem. Eng. Data 2001, 46, 12-19."
    assert lettered_parts(inner) == [inner]  # the part "(a) in water and" holds no year
    assert lettered_parts(f"(a) {plain(1, 0)}") == [f"(a) {plain(1, 0)}"]  # no (b)
    assert lettered_parts(f"(a) {plain(1, 0)} (c) {plain(1, 2)}") == [f"(a) {plain(1, 0)} (c) {plain(1, 2)}"]
    assert lettered_parts("") == [""]
    assert lettered_parts("(a)") == ["(a)"]


def test_split_keeps_the_limit_and_plain_lists() -> None:
    refs = [f"(a) {plain(i, 0)} (b) {plain(i, 1)}" for i in range(5)]
    assert len(split_lettered(refs, 1000)) == 10
    assert split_lettered(refs, 3) == [plain(0, 0), plain(0, 1), plain(1, 0)]
    same = [plain(i, 0) for i in range(4)]
    assert split_lettered(same, 1000) is same


def test_a_page_of_numbered_references_with_lettered_citations_in_spans() -> None:
    items = "".join(f"<li><span class='refLabel'>{i}</span> "
                    + "".join(f"<span class='NLM_citation'>({c}) {cite(i, k)}</span> " for k, c in enumerate("abc"))
                    + "</li>" for i in range(1, 18))
    got = extract_scholarly(page(items), meta=False).references
    assert len(got) == 51
    assert got[:3] == [plain(1, 0), plain(1, 1), plain(1, 2)]
    assert got[-1] == plain(17, 2)


def test_a_page_of_lettered_citations_in_the_text_of_each_item() -> None:
    items = "".join("<li>" + " ".join(f"{c}) {cite(i, k)}." for k, c in enumerate("ab")) + "</li>" for i in range(1, 9))
    got = extract_scholarly(page(items), meta=False).references
    assert got == [f"{plain(i, k)}." for i in range(1, 9) for k in range(2)]


def test_a_deep_and_a_long_lettered_reference_stay_bounded() -> None:
    many = " ".join(f"({chr(97 + k % 26)}) {plain(1, k)}" for k in range(400))
    assert len(lettered_parts(many)) == 26  # a..z, the rest in the last part
    items = "".join(f"<li>(a) {cite(i, 0)} (b) {cite(i, 1)}</li>" for i in range(3000))
    got = extract_scholarly(page(items), meta=False, max_references=4000).references
    assert len(got) == 4000
