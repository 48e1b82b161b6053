"""VB-PTC on real journal pages (tests/fixtures/journals), meta tags stripped as in the
evaluation: exact fields; and with the meta tags kept, the provenance of each field."""

from __future__ import annotations

from pathlib import Path

import pytest

from webextract.evaluate.scholarly import strip_metadata
from webextract.extract.vbptc import extract_scholarly

PAGES = Path(__file__).resolve().parent / "fixtures" / "journals"
WILEY_AFF = ("Key Laboratory of Materials for High Power Laser, Shanghai Institute of Optics and Fine "
             "Mechanics, Chinese Academy of Sciences, No. 390, Qinghe Road, Jiading District, Shanghai, China")
NATURE_AFF = ("Climate Adaptations Flagship, CSIRO, Marine and Atmospheric Research, PO Box 120, Cleveland, "
              "Queensland 4163, Australia and University of Queensland, Department of Mathematics, St Lucia, "
              "Queensland 4072, Australia")


def stripped(name: str):
    return extract_scholarly(strip_metadata((PAGES / name).read_bytes()), meta=False)


def test_nature_correspondence():
    a = stripped("nature_16.html")
    assert a.title == "Global database is needed to support adaptation science"
    assert a.authors == [{"name": n, "affiliations": [NATURE_AFF]} for n in
                         ("Elvira S. Poloczanska", "Alistair J. Hobday", "Anthony J. Richardson")]
    assert (a.doi, a.volume, a.issue, a.published) == ("10.1038/453720c", "453", "7196", "2008-06-05")  # the issue from the page's links to its table of contents
    assert (a.abstract, a.references, a.keywords) == (None, [], [])


def test_springer_article():
    a = stripped("springer_1.html")
    assert a.title == ("Influence of milling media on the microstructure and mechanical properties of "
                       "mechanically milled and sintered aluminium")
    assert [x["name"] for x in a.authors] == ["J. Cintas", "J. M. Montes", "F. G. Cuevas", "E. J. Herrera"]
    assert (a.doi, a.volume, a.issue) == ("10.1007/s10853-005-0756-y", "40", "15")
    assert a.published == "2005"  # beside received and accepted, only its own citation "J Mater Sci (2005) 40: 3911"
    assert a.abstract.startswith("Mechanically alloyed aluminium powder was prepared")
    assert a.abstract.endswith("(ca. 300 MPa).")
    assert len(a.references) == 24  # every entry of the list, "C. SURYANARAYANA, ibid. 46 (2001) 1." too


def test_rsc_article():
    a = stripped("rsc_7.html")
    assert a.title == "Denitrogenative hydrofluorination of aromatic aldehyde hydrazones using (difluoroiodo)toluene"
    assert [x["name"] for x in a.authors] == ["Kaivalya G. Kulkarni", "Boris Miokovic", "Matthew Sauder",
                                              "Graham K. Murphy"]
    assert (a.doi, a.volume, a.issue, a.published) == ("10.1039/C6OB02074G", None, None, "2016-09-26")
    assert a.abstract.startswith("An operationally simple conversion of aromatic aldehyde")
    # 22 numbered references, most of them lettered citations ("1 (a) ... ; (b) ..."): one
    # reference per citation
    assert len(a.references) == 63  # the list's entries, lettered ones split; "Murphy lab, unpublished results." too
    assert a.references[:2] == ["K. L. Kirk, Org. Process Res. Dev., 2008, 12, 305 CrossRef CAS.",
                                "K. Müller, C. Faeh and F. Diederich, Science, 2007, 317, 1881 CrossRef PubMed."]


def test_wiley_article():
    a = stripped("wiley_4.html")
    assert a.title == ("Growth and magneto‐optical characteristics of cerium‐doped terbium gallium garnet "
                       "by the floating zone method")
    assert a.authors == [{"name": n, "affiliations": [WILEY_AFF]}
                         for n in ("Zhe Chen", "Lei Yang", "Yin Hang", "Xiangyong Wang")]
    assert (a.doi, a.volume, a.issue, a.published) == ("10.1002/crat.201500007", "50", "7", "2015-05-28")
    assert len(a.references) == 15


@pytest.mark.parametrize("name, meta_fields", [
    ("nature_16.html", {"title", "authors", "doi", "volume", "issue", "published"}),
    ("wiley_4.html", {"title", "authors", "doi", "volume", "issue", "published", "keywords"}),
])
def test_meta_on_takes_what_the_tags_carry(name, meta_fields):
    a = extract_scholarly((PAGES / name).read_bytes(), meta=True)
    assert {f for f, source in a.provenance.items() if source == "meta"} == meta_fields
    if name == "wiley_4.html":
        assert a.keywords == ["crystal growth", "magnetic‐optical materials", "floating zone method"]
        assert (a.issue, a.published) == ("7", "2015-07-01")
        # the tags' own spelling of the affiliation (citation_author_institution)
        assert a.authors[0]["affiliations"] == [
            "Key Laboratory of Materials for High Power Laser Shanghai Institute of Optics and Fine Mechanics, "
            "Chinese Academy of Sciences, No. 390, Qinghe Road Jiading District Shanghai China"]
    else:
        assert a.issue == "7196"
