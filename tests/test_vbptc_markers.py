"""VB-PTC author lines whose names carry affiliation and note markers: superscript letters
inside links, letter runs (``abc``), note symbols (``∥``, ``∇``, ``⊥``), numbers glued into one
run (``Said123``), an "Author Vitae" link; an affiliation of an Italian polytechnic is no
author; a superscript number in a title stays glued (an exponent, not a marker)."""

from __future__ import annotations

import pytest

from webextract.dom import clean_tree, parse_html
from webextract.extract.vbptc import extract_scholarly
from webextract.extract.vbptc.entities import split_names

TITLE = "Enhanced thermoelectric properties of bismuth telluride films with ordered microstructures"
ABSTRACT = ("We report bismuth telluride films grown with in-plane and out-of-plane ordered microstructures and "
            "show that their thermoelectric power factor rises by half over films without such order. ") * 2


def names(author_line: str, after: str = "") -> list[str]:
    html = (f"<html><head><title>{TITLE}</title></head><body><h1>{TITLE}</h1>{author_line}{after}"
            f"<h2>Abstract</h2><p>{ABSTRACT}</p></body></html>")
    return [a["name"] for a in extract_scholarly(html.encode(), meta=False).authors]


def test_superscript_letters_inside_links_stay_apart_from_the_names() -> None:
    line = ("<ul class='authorGroup'>"
            "<li>Q. Jin<a href='#af1' class='auth_aff'><sup>a</sup></a>, </li>"
            "<li>W.B. Shi<a href='#af2' class='auth_aff'><sup>b</sup></a>, </li>"
            "<li>H. Lei<a href='#af2' class='auth_aff'><sup>b</sup></a>, </li>"
            "<li>X. Jiang<a href='#af1' class='auth_aff'><sup>a</sup></a></li></ul>")
    assert names(line) == ["Q. Jin", "W.B. Shi", "H. Lei", "X. Jiang"]


def test_letter_runs_and_an_author_vitae_link() -> None:
    line = ("<p class='header_text'><b>Wenjuan Tan</b><sup><span class='sup_ref'>ab</span></sup>, "
            "<b>Jose R. Peralta-Videa</b><sup><span class='sup_ref'>abc</span></sup> and "
            "<b>Jorge L. Gardea-Torresdey</b><sup>abc</sup></p>")
    assert names(line) == ["Wenjuan Tan", "Jose R. Peralta-Videa", "Jorge L. Gardea-Torresdey"]
    vitae = ("<ul class='authorGroup'><li>Lucian Rotariu<a href='#a'><sup>a</sup></a>"
             "<span><a class='authorVitaeLink' href='#v1'>Author Vitae</a></span>, </li>"
             "<li>Oana-Maria Istrate<a href='#b'><sup>b</sup></a><span><a class='authorVitaeLink' href='#v2'>Author Vitae</a></span>, </li>"
             "<li>Camelia Bala<a href='#a'><sup>a</sup></a></li></ul>")
    assert names(vitae) == ["Lucian Rotariu", "Oana-Maria Istrate", "Camelia Bala"]


def test_note_symbols_and_numbers_glued_into_one_run() -> None:
    line = ("<div class='authors'>Sandra Duffy<sup>∥</sup>, Vicky M. Avery<sup>∥</sup>, Sergio Wittlin<sup>⊥</sup><sup>#</sup>, "
            "David Waterson<sup>∇</sup>, Simon F. Campbell<sup>∇</sup>, Paul Willis<sup>∇</sup> and "
            "Kevin D. Read<sup>*</sup><sup>†</sup></div>")
    # "Read" is a word too, a family name after a given name and an initial
    assert names(line) == ["Sandra Duffy", "Vicky M. Avery", "Sergio Wittlin", "David Waterson", "Simon F. Campbell",
                           "Paul Willis", "Kevin D. Read"]
    glued = ("<p class='authors'>Catherine M Said<a href='#A1'>1</a><a href='#A2'>2</a><a href='#A3'>3</a> *, "
             "Meg E Morris<a href='#A1'>1</a>, Michael Woodward<a href='#A10'>10</a><a href='#A9'>9</a> and "
             "Julie Bernhardt<a href='#A12'>12</a></p>")
    assert names(glued) == ["Catherine M Said", "Meg E Morris", "Michael Woodward", "Julie Bernhardt"]


def test_a_polytechnic_affiliation_is_no_author() -> None:
    line = ("<ul class='authorGroup'><li>S. Foletti, </li><li>S. Beretta, </li><li>M.G. Tarantino</li></ul>")
    aff = "<ul class='affiliation'><li>Politecnico di Milano, Dipartimento di Meccanica, Via La Masa 1, 20156 Milan, Italy</li></ul>"
    assert names(line, aff) == ["S. Foletti", "S. Beretta", "M.G. Tarantino"]


def test_an_exponent_stays_with_its_number_a_marker_does_not() -> None:
    root = parse_html(b"<html><body><p>Films of 2 cm<sup>2</sup> with 10<sup>3</sup> cycles</p>"
                      b"<p>J. Smith<sup>a,1</sup> and K. Lee<sup>b</sup></p></body></html>")
    clean_tree(root)
    texts = [" ".join(p.text_content().split()) for p in root.iter("p")]
    assert texts == ["Films of 2 cm2 with 103 cycles", "J. Smith a,1 and K. Lee b"]


@pytest.mark.parametrize("line, expected", [
    ("Maria Ivanova a,b, John Smith b", [("Maria Ivanova", ["a", "b"]), ("John Smith", ["b"])]),
    ("Maria Ivanova , a", [("Maria Ivanova", ["a"])]),  # a marker set apart: nothing glued before "a"
    ("Q. Wanga,b, L. Chena,c", [("Q. Wang", ["a", "b"]), ("L. Chen", ["a", "c"])]),  # glued "a", then its later markers
])
def test_a_name_ending_in_a_marker_letter_keeps_it_when_its_markers_stand_apart(line, expected):
    assert [(a.name, a.markers) for a in split_names(line)[0]] == expected
