"""VB-PTC's authors and their affiliations on pages whose author lists carry real pages'
furniture: per-author popups with search links, ORCID and e-mail icons, corresponding
stars, "Show all" toggles, glued superscript markers (``1``, ``a``, ``§``), affiliations in an
"Author information" section after the text, an editor line, a "Cite this article" box, a
related-articles rail, and a copyright footer that is never an affiliation."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import webextract
from webextract.evaluate.scholarly import strip_metadata
from webextract.extract.vbptc.affiliations import (
    card_affiliations,
    foreign_organisation,
    is_notice,
    marked_list,
    split_marked,
    strip_ui,
    symbol_markers,
)
from webextract.extract.vbptc.entities import is_affiliation
from webextract_testkit.scholarly.author_noise import AUTHOR_TEMPLATES

SHAPES = Path(__file__).parent / "fixtures" / "journals" / "shapes"
FOOTER = ("<footer><p>© 2024 Society of Things. Published by Publisher Ltd. All rights reserved. ISSN 0012-3456 "
          "(print), 1234-5678 (online). Registered in England, company no. 1234567, 4 Crinan Street, London N1 "
          "9XW.</p><p>Page last updated: 14 February 2024</p></footer>")


def _affiliation(text: str) -> bool:
    return is_affiliation(text, 0.2)


def _authors(html: bytes) -> list[dict]:
    return webextract.extract_scholarly(strip_metadata(html), meta=False).authors


def _truth() -> dict[str, dict]:
    rows = (json.loads(line) for line in (SHAPES / "truth.jsonl").read_text(encoding="utf-8").splitlines())
    return {row["id"]: row for row in rows}


@pytest.mark.parametrize("shape", sorted(AUTHOR_TEMPLATES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_author_gets_exactly_the_affiliations_the_page_shows_for_it(shape: str, seed: int) -> None:
    html, truth = AUTHOR_TEMPLATES[shape](f"{shape}_{seed}", random.Random(f"{seed}:{shape}"))
    want = [{"name": n, "affiliations": a} for n, a in zip(truth["authors"], truth["author_affiliations"])]
    assert _authors(html.encode()) == want


# the bundled layouts whose affiliations were wrong (a popup read as everyone's, glued
# markers, symbol markers, a list after the text, an item name or the card's search links in
# the text): every author now gets exactly the generated affiliations
FIXED = ("aip", "sd2010", "wiley2009", "iop2010", "bmj", "frontiers", "hindawi", "oup", "cambridge", "cnki",
         "iop", "pnas", "acm", "jstor", "bepress", "mdpi", "society", "russian")


@pytest.mark.parametrize("layout", FIXED)
def test_bundled_layouts_give_each_author_its_own_affiliations(layout: str) -> None:
    truth = _truth()
    for k in (1, 2, 3):
        row = truth[f"{layout}_{k}"]
        want = [{"name": n, "affiliations": a} for n, a in zip(row["authors"], row["author_affiliations"])]
        assert _authors((SHAPES / row["file"]).read_bytes()) == want, row["id"]


def test_the_popup_of_the_last_author_is_not_everyones() -> None:
    got = _authors((SHAPES / "pages" / "aip_1.html").read_bytes())
    medicine = ["Department of Medicine, Sorbonne Université, Paris, France"]
    assert got == [{"name": "Lucia Moreno", "affiliations": medicine}, {"name": "Paolo Chen", "affiliations": medicine},
                   {"name": "Hans Sharma", "affiliations": medicine}]


@pytest.mark.parametrize("page", ["dspace_1", "dspace_2", "ojs2_1", "ojs2_2", "ojs2_3", "dspace_full_1"])
def test_a_copyright_footer_is_never_an_affiliation(page: str) -> None:
    raw = strip_metadata((SHAPES / "pages" / f"{page}.html").read_bytes())
    at = raw.rfind(b"</body>")
    with_footer = raw[:at] + FOOTER.encode() + raw[at:]
    plain = _authors(raw)
    assert plain and _authors(with_footer) == plain
    assert all(a["affiliations"] == [] for a in plain)


def test_notices_are_told_from_affiliations() -> None:
    assert is_notice("© 2024 Society of Things. Published by Publisher Ltd. All rights reserved.")
    assert is_notice("Copyright (c) the authors. Licensed under a Creative Commons Attribution License")
    assert is_notice("Online Date") and is_notice("Log in through your institution")
    assert not is_notice("Department of Physics, University of Toronto, Toronto, Canada")
    assert not is_notice("")


def test_organisations_in_other_languages_are_affiliations() -> None:
    assert foreign_organisation("Московский государственный университет имени М.В. Ломоносова, Москва, Россия")
    assert foreign_organisation("Institut für Physik, Humboldt-Universität zu Berlin")
    assert foreign_organisation("Facultad de Ciencias, Universidad de Chile, Santiago")
    assert not foreign_organisation("университет")  # one word
    assert not foreign_organisation("© 2024 Université de Lyon. Tous droits réservés. Copyright")
    assert not foreign_organisation("")


def test_interface_text_and_glued_names_are_cut_from_an_affiliation() -> None:
    names = ["Lucia Moreno", "Hans Sharma"]
    assert strip_ui("Hans SharmaDepartment of Medicine, Sorbonne Université, Paris, FranceSearch for other works "
                    "by this author on: ScitationPubMed Google Scholar", names) == \
        "Department of Medicine, Sorbonne Université, Paris, France"
    assert strip_ui("Corresponding authorDepartment of Physics, Kyoto University, Kyoto, JapanE-mail: a@b.jp") == \
        "Department of Physics, Kyoto University, Kyoto, Japan"
    assert strip_ui("School of Pharmacy, University of Reading, Reading, UK Email: p.g.strange@reading.ac.uk "
                    "ORCID 0000-0002-1825-0097") == "School of Pharmacy, University of Reading, Reading, UK"
    assert strip_ui("Institute of X, Miaoli 35053, Taiwan. Fax: (+886)-37-586-456") == \
        "Institute of X, Miaoli 35053, Taiwan."
    assert strip_ui("View Profile") == "" and strip_ui("") == "" and strip_ui("*, †") == ""


def test_a_line_of_several_marked_affiliations_is_cut_by_marker() -> None:
    line = ("1Department of Computer Science, Stanford University, Stanford, CA, USA 2Department of Psychology, "
            "Sorbonne Université, Paris, France *Correspondence to Ana Ruiz, Department of Computer Science")
    assert split_marked(line, _affiliation) == [
        ("1", "Department of Computer Science, Stanford University, Stanford, CA, USA"),
        ("2", "Department of Psychology, Sorbonne Université, Paris, France")]
    assert split_marked("From the §Department of Psychology, University of Manchester, Manchester, UK; "
                        "¶Department of Medicine, Indian Institute of Science, Bangalore, India", _affiliation) == [
        ("§", "Department of Psychology, University of Manchester, Manchester, UK"),
        ("¶", "Department of Medicine, Indian Institute of Science, Bangalore, India")]
    assert split_marked("作者单位：1. 武汉大学机械工程学院，武汉 196986；2. 北京大学计算机科学与技术系，北京 849409", _affiliation) == [
        ("1", "武汉大学机械工程学院，武汉 196986"), ("2", "北京大学计算机科学与技术系，北京 849409")]
    # numbers inside an address cut nothing (a postcode "K1Y 4E9", a street number)
    address = "Ottawa Hospital Research Institute, 725 Parkdale Avenue, Ottawa K1Y 4E9, ON, Canada"
    assert split_marked(address, _affiliation) == [(None, address)]
    assert split_marked("aDepartment of Biology, Sorbonne Université, Paris, France", _affiliation) == [
        ("a", "Department of Biology, Sorbonne Université, Paris, France")]
    assert split_marked("", _affiliation) == [(None, "")]


def test_symbol_markers_after_a_name_and_a_marked_list_after_the_text() -> None:
    line = "John Nielsen §¶, Amara Rossi §, Emily Kim ¶ and Thomas G. Wilson§¶,1"
    assert symbol_markers("John Nielsen", [line]) == ["§", "¶"]
    assert symbol_markers("Thomas G. Wilson", [line]) == ["§", "¶", "1"]
    assert symbol_markers("Nobody Here", [line]) == [] and symbol_markers("Amara Rossi", []) == []
    texts = ["Results of the study.", "aDepartment of Biology, Technical University of Munich, Munich, Germany",
             "bDepartment of Education, Tsinghua University, Beijing, China", "Cite this article"]
    assert marked_list(texts, {"a", "b", "1"}, _affiliation) == [
        ("a", "Department of Biology, Technical University of Munich, Munich, Germany"),
        ("b", "Department of Education, Tsinghua University, Beijing, China")]
    assert marked_list(texts, {"x"}, _affiliation) == [] and marked_list([], {"a"}, _affiliation) == []


def test_author_cards_give_each_author_its_own_affiliation() -> None:
    import lxml.html

    root = lxml.html.fromstring(
        "<div><ul><li><a>Ana Wilson</a><div class=card><div>Ana Wilson</div><div>Department of Physics, University "
        "of Toronto, Toronto, Canada</div><div>Search for other works by this author on:</div><a>Oxford Academic</a>"
        "</div></li><li><a>Olga Thompson</a><div class=card><div>Olga Thompson</div><div>Department of Chemistry, "
        "Kyoto University, Kyoto, Japan</div><a>View Profile</a></div></li></ul></div>")
    assert card_affiliations([root], ["Ana Wilson", "Olga Thompson"], _affiliation, lambda t: False) == {
        "Ana Wilson": ["Department of Physics, University of Toronto, Toronto, Canada"],
        "Olga Thompson": ["Department of Chemistry, Kyoto University, Kyoto, Japan"]}
    assert card_affiliations([root], ["Ana Wilson"], _affiliation, lambda t: False) == {}  # one author: no cards
    assert card_affiliations([root], [], _affiliation, lambda t: False) == {}


@pytest.mark.parametrize("snippet", [
    "<div><p>Edited by: Jonathan Fairweather, University of Leeds, Leeds, UK</p>"
    "<p>Reviewed by: Amelia Hartmann, University of Vienna, Vienna, Austria</p></div>",
    "<div class=cite-box><h3>Cite this article</h3><p>Okafor A, Lindqvist B (2024) Another title. J. Appl. Stud. "
    "12(3): 45-67.</p></div>",
    "<section><h2>Author information</h2><p>Institute of Marine Research, Bergen, Norway</p></section>",
])
def test_noise_after_the_article_changes_no_author(snippet: str) -> None:
    for page in ("frontiers_1", "pnas_2", "aip_3", "dspace_1"):
        raw = strip_metadata((SHAPES / "pages" / f"{page}.html").read_bytes())
        at = raw.rfind(b"</body>")
        assert _authors(raw[:at] + snippet.encode() + raw[at:]) == _authors(raw), page


def test_bad_input_gives_an_empty_result() -> None:
    assert _authors(b"<html><body></body></html>") == []
    assert _authors(b"<html><body><h1>Title only</h1><footer>" + FOOTER.encode() + b"</footer></body></html>") == []


#: Furniture set right after each author's name element.
AFTER_NAME = {
    "orcid": '<a class="orcid" href="https://orcid.org/0000-0002-1825-0097"><img alt="ORCID logo" src="/o.png"></a>',
    "email": '<a class="mail" href="mailto:someone@example.org" title="Email">✉</a>',
    "star": '<sup><a href="#cor1">*</a></sup>',
    "popup": '<div class="popup hidden"><span>{name}</span><span>Search for other works by this author on:</span>'
             '<a href="#">PubMed</a> <a href="#">Google Scholar</a></div>',
}


def _after_each_name(raw: bytes, names: list[str], snippet: str) -> bytes:
    import lxml.html

    root = lxml.html.document_fromstring(raw.decode("utf-8"))
    done: set[str] = set()
    for el in list(root.iter()):
        text = " ".join(el.text_content().split()) if isinstance(el.tag, str) else ""
        if text in names and text not in done and len(el) <= 2 and el.tag not in ("title", "script"):
            done.add(text)
            added = list(lxml.html.fragment_fromstring(snippet.format(name=text), create_parent="div"))
            tail, el.tail = el.tail, None
            for node in reversed(added):
                el.addnext(node)
            added[-1].tail = (added[-1].tail or "") + (tail or "")
    assert done == set(names)
    return lxml.html.tostring(root, encoding="unicode").encode("utf-8")


# the fixed layouts whose names stand each in an element of its own (jstor, bepress and
# wiley2009 write the list as one text); a popup after BMJ's name splits "Ana H." from its
# particle "de Souza" (a name reading left as it is)
FURNISHED = [(f"{layout}_{k}", what) for layout in FIXED if layout not in ("jstor", "bepress", "wiley2009")
             for k in (1, 2, 3) for what in sorted(AFTER_NAME) if (layout, what) != ("bmj", "popup")]


@pytest.mark.parametrize(("page", "what"), FURNISHED)
def test_furniture_after_each_name_changes_no_author(page: str, what: str) -> None:
    row = _truth()[page]
    want = [{"name": n, "affiliations": a} for n, a in zip(row["authors"], row["author_affiliations"])]
    raw = strip_metadata((SHAPES / row["file"]).read_bytes())
    assert _authors(raw) == want
    assert _authors(_after_each_name(raw, row["authors"], AFTER_NAME[what])) == want
