"""VB-PTC on the layouts of publishers and platforms outside the journals set: each rule on a
small page of the failing shape, meta tags absent (the visual method alone)."""

from __future__ import annotations

from webextract.extract.vbptc import extract_scholarly
from webextract.extract.vbptc.patterns import find_citation, find_volume, label_language
from webextract.text.language import guess_language

ABSTRACT = ("We report that thermal transport in layered films follows a simple law, with 40% of cases. "
            "Here we show that the law holds across twelve samples and three temperatures. These observations "
            "establish a route to cheaper devices for the field.")


def page(body: str, title: str = "") -> str:
    return f"<html><head><title>{title}</title></head><body>{body}</body></html>"


def test_a_heading_the_title_tag_starts_with_up_to_a_colon_is_the_title() -> None:
    html = page("<h1>Cortical mechanisms for membrane responses: a model</h1><p>x</p>",
                "Cortical mechanisms for membrane responses: a model: Journal of Tests: Vol 231, No 4")
    assert extract_scholarly(html, meta=False).title == "Cortical mechanisms for membrane responses: a model"


def test_names_with_their_affiliation_in_nested_inline_elements() -> None:
    # Taylor & Francis: <a class=author>Name</a><span class=overlay>Affiliation<a>View ...</a></span>
    authors = ", ".join(
        f'<span class="contrib"><a class="author" href="#">{n}</a><span class="overlay">{aff}'
        f'<a href="#">View further author information</a></span></span>'
        for n, aff in (("Maria Garcia", "Department of Physics, University of Toronto, Toronto, Canada"),
                       ("David Chen", "School of Chemistry, Peking University, Beijing, China"),
                       ("Anna Smith", "Department of Physics, University of Toronto, Toronto, Canada")))
    html = page(f"<h1>Layered films and their transport</h1><div class='authors'>{authors}"
                "<a href='#'>show all</a></div>"
                f"<h2>Abstract</h2><p>{ABSTRACT}</p>", "Layered films and their transport")
    got = extract_scholarly(html, meta=False).authors
    assert got == [
        {"name": "Maria Garcia", "affiliations": ["Department of Physics, University of Toronto, Toronto, Canada"]},
        {"name": "David Chen", "affiliations": ["School of Chemistry, Peking University, Beijing, China"]},
        {"name": "Anna Smith", "affiliations": ["Department of Physics, University of Toronto, Toronto, Canada"]}]


def test_marker_blocks_and_buttons_between_names_and_editors_after_them() -> None:
    # MDPI: each name in a drop-down card (its own block, repeated), buttons, then the markers
    cards = "".join(
        f'<span class="inlineblock"><div class="drop">{n}</div><div class="card"><div>{n}</div>'
        f'<div><a href="#">SciProfiles</a><a href="#">Scilit</a></div></div><sup>1,*</sup>, </span>'
        for n in ("Maria Garcia", "David Chen", "Anna Smith"))
    html = page(f"<h1>Layered films and their transport</h1><div class='art-authors'>by {cards}</div>"
                "<div>Academic Editor: John Miller</div>"
                f"<h2>Abstract</h2><p>{ABSTRACT}</p>", "Layered films and their transport")
    names = [a["name"] for a in extract_scholarly(html, meta=False).authors]
    assert names == ["Maria Garcia", "David Chen", "Anna Smith"]


def test_an_editor_line_is_never_the_author_list() -> None:
    html = page("<h1>Layered films and their transport</h1><div>Edited by: John Miller, Anna Smith</div>"
                f"<h2>Abstract</h2><p>{ABSTRACT}</p>", "Layered films and their transport")
    assert extract_scholarly(html, meta=False).authors == []


def test_author_cards_longer_than_the_window_are_read_to_the_last() -> None:
    # Oxford Academic: a card of several blocks per author
    cards = "".join(
        f'<div class="al-author-name">{n},</div><div class="info-card-name">{n}</div>'
        '<div class="aff">Department of Physics, University of Toronto, Toronto, Canada</div>'
        '<div>Search for other works by this author on:</div><div><a href="#">Google Scholar</a></div>'
        '<div><a href="#">PubMed</a></div>'
        for n in ("Maria Garcia", "David Chen", "Anna Smith", "Olga Petrova", "James Brown", "Laura Rossi"))
    html = page(f"<h1>Layered films and their transport</h1>{cards}<h2>Abstract</h2><p>{ABSTRACT}</p>",
                "Layered films and their transport")
    names = [a["name"] for a in extract_scholarly(html, meta=False).authors]
    assert names == ["Maria Garcia", "David Chen", "Anna Smith", "Olga Petrova", "James Brown", "Laura Rossi"]


def test_orcid_links_glued_to_names_are_cut() -> None:
    html = page("<h1>Layered films and their transport</h1><div class='contributors'>"
                "<a href='#'>Maria Garcia</a>, <a href='#'>David Chen</a><a href='https://orcid.org/1'>"
                "https://orcid.org/0000-0002-6856-2924</a>, <a href='#'>Anna Smith</a></div>"
                f"<h2>Abstract</h2><p>{ABSTRACT}</p>", "Layered films and their transport")
    names = [a["name"] for a in extract_scholarly(html, meta=False).authors]
    assert names == ["Maria Garcia", "David Chen", "Anna Smith"]


def test_a_structured_abstract_with_each_section_wrapped_apart_is_read_whole() -> None:
    sections = "".join(f"<section><h3>{label}</h3><div>{text}</div></section>" for label, text in (
        ("Background", "Thermal transport in films is poorly understood, and the models in use disagree "
                       "with each other by a factor of two or more at room temperature."),
        ("Methods", "We measured twelve samples at three temperatures with a new rig built for the purpose."),
        ("Results", "The conductance follows a simple law in every sample we measured here."),
        ("Conclusions", "Cheaper devices follow from the law.")))
    html = page(f"<h1>Layered films and their transport</h1><section class='abstract'><h2>Abstract</h2>{sections}"
                "</section><h2>1. Introduction</h2><p>Body text of the article begins here.</p>",
                "Layered films and their transport")
    got = extract_scholarly(html, meta=False).abstract
    assert got.startswith("Thermal transport in films") and got.endswith("Cheaper devices follow from the law.")


def test_volume_and_issue_only_as_a_link_among_links() -> None:
    html = page("<div><a href='/toc/a/1'>Home</a> <a href='/toc/a'>All issues</a> "
                "<a href='/toc/a/231/4'>Volume 231, 2012 - Issue 4</a><a href='/s'>Submit an article</a></div>"
                f"<h1>Layered films and their transport</h1><h2>Abstract</h2><p>{ABSTRACT}</p>",
                "Layered films and their transport")
    got = extract_scholarly(html, meta=False)
    assert (got.volume, got.issue) == ("231", "4")


def test_volume_of_a_year_and_of_a_citation_line() -> None:
    assert find_volume("Volume 3 - 2012 | https://doi.org/10.3389/x") == "3"
    assert find_volume("Volume 12-13") == "12-13"
    assert find_citation("Front. Psychol. 3:3842. doi: 10.3389/fpsyg.2012.03842") == ("3", None)
    assert find_citation("met at 12:30 on Monday") is None


def test_a_side_box_citation_line_after_the_references_is_not_one() -> None:
    refs = "".join(f"<p>Smith A., J. Tests, {1990 + k}, {k + 1}, {100 + k}.</p>" for k in range(5))
    html = page(f"<h1>Layered films and their transport</h1><h2>Abstract</h2><p>{ABSTRACT}</p>"
                f"<h2>References</h2><div class='refs'>{refs}</div>"
                "<div class='info'><div>Edited by</div><div>Maria Garcia, Ghent University</div>"
                "<p class='x'>8,126 views</p><p class='v'>Volume 3 - 2012 | https://doi.org/10.3389/fpsyg.2012.03842</p></div>",
                "Layered films and their transport")
    assert len(extract_scholarly(html, meta=False).references) == 5


def test_the_date_in_the_issue_line_when_no_date_is_labelled() -> None:
    for line, iso in (("Volume 167, Number 11, Winter 2023", "2023"),
                      ("Rev. mex. fis. vol.176 no.10 México Sept. 2024", "2024-09")):
        html = page(f"<h3>{line}</h3><h1>Layered films and their transport</h1><h2>Abstract</h2><p>{ABSTRACT}</p>",
                    "Layered films and their transport")
        assert extract_scholarly(html, meta=False).published == iso


ES = ("Este estudio analiza el transporte térmico en películas delgadas, con 40% de los casos. "
      "Los resultados indican que la ley se cumple en las doce muestras y en las tres temperaturas de la serie.")


def test_abstract_and_keywords_in_the_title_language() -> None:
    for title, abstract, keywords in (("Transporte térmico en películas: un estudio de caso", ES, ["películas"]),
                                      ("Thermal transport in films: a case study", ABSTRACT, ["films"])):
        html = page(f"<h1>{title}</h1><p>RESUMEN</p><p>{ES}</p><p>Palabras clave: películas</p>"
                    f"<p>ABSTRACT</p><p>{ABSTRACT}</p><p>Keywords: films</p><h2>1. Introduction</h2><p>x</p>", title)
        got = extract_scholarly(html, meta=False)
        assert (got.abstract, got.keywords) == (abstract, keywords)


def test_language_of_short_texts() -> None:
    assert guess_language("Transporte térmico en carbono del suelo: un estudio de caso") == "es"
    assert guess_language("Os dados sugerem que o carbono do solo") == "pt"
    assert guess_language("The transport of heat in films") == "en"
    assert guess_language("土壤碳的热传输") == "zh"
    assert guess_language("Теплоперенос в тонких плёнках") == "ru"
    assert guess_language("12 34") is None
    assert (label_language("Palavras-chave:"), label_language("Keywords"), label_language("关键词")) == ("pt", "en", "zh")


def test_a_date_right_before_the_volume_is_the_issue_date() -> None:
    for line, iso in (("PNAS February 18, 2018 115 (7) 11329-11337; first published January 28, 2018", "2018-02-18"),
                      ("Science 04 Aug 2016: Vol. 353, Issue 6297, pp. 123-127", "2016-08-04")):
        html = page(f"<h1>Layered films and their transport</h1><p>{line}</p>"
                    "<div class='related'><p>Published: 3 May 2011</p></div>"
                    f"<h2>Abstract</h2><p>{ABSTRACT}</p>", "Layered films and their transport")
        assert extract_scholarly(html, meta=False).published == iso


def test_the_authors_keywords_before_index_terms() -> None:
    html = page("<h1>Layered films and their transport</h1>"
                f"<h2>Abstract</h2><p>{ABSTRACT}</p><h2>Keywords</h2><ul>"
                "<li><strong>IEEE Keywords</strong>: Signal processing, Noise measurement</li>"
                "<li><strong>Author Keywords</strong>: thermal transport, films</li></ul>",
                "Layered films and their transport")
    assert extract_scholarly(html, meta=False).keywords == ["thermal transport", "films"]


def test_footnote_markers_after_names() -> None:
    html = page("<h1>Layered films and their transport</h1>"
                "<div class='authors'>Lucia Moreno<sup>a)</sup>, Hans Wang<sup>a,b</sup> and Paolo Chen<sup>b</sup></div>"
                f"<h2>Abstract</h2><p>{ABSTRACT}</p>", "Layered films and their transport")
    names = [a["name"] for a in extract_scholarly(html, meta=False).authors]
    assert names == ["Lucia Moreno", "Hans Wang", "Paolo Chen"]


def test_the_abstract_ends_before_subject_headings_and_history_lines() -> None:
    html = page("<h1>Layered films and their transport</h1><div class='abstract'><h4>Abstract</h4>"
                f"<p>{ABSTRACT}</p><h5>Physics Subject Headings (PhySH)</h5><div>Research Areas Perovskites</div>"
                "<p>Received 20 August 2020; published 4 May 2021</p><p>©2021 American Physical Society</p></div>",
                "Layered films and their transport")
    assert extract_scholarly(html, meta=False).abstract == ABSTRACT


def test_a_volume_line_in_a_side_box_after_the_full_text() -> None:
    body = "".join(f"<p>{ABSTRACT}</p>" for _ in range(70))  # a long full text
    html = page(f"<h1>Layered films and their transport</h1><h2>Abstract</h2><p>{ABSTRACT}</p>"
                f"<h2>1. Introduction</h2>{body}<div class='sidebar'><h3>This Article</h3>"
                "<p>doi: 10.1149/2.0281507jss ECS J. Solid State Sci. Technol. 2015 volume 4, issue 7, P272-P276</p></div>",
                "Layered films and their transport")
    got = extract_scholarly(html, meta=False)
    assert (got.volume, got.issue) == ("4", "7")


def test_citation_lines_of_many_journals() -> None:
    cases = {
        "Angew. Chem. Int. Ed. 2020, 59, 1234–1240": ("59", None),
        "J. Am. Chem. Soc. 2020, 142, 12, 5678–5690": ("142", "12"),
        "ACS Nano 2020, 14, 4, 3868–3874": ("14", "4"),
        "J. Med. Chem., 2016, 59 (21), pp 9672–9685": ("59", "21"),
        "Nano Lett. 2019, 19 (9), 6429–6434": ("19", "9"),
        "Phys. Rev. Lett. 124, 123456 (2020)": ("124", None),
        "Sci. Adv. 6, eaax1234 (2020)": ("6", None),
        "Lancet 2020; 395: 497–506": ("395", None),
        "JAMA. 2020;323(11):1061-1069.": ("323", "11"),
        "Chem. Rev. 2020, 120, 986−1041": ("120", None),
    }
    assert {line: find_citation(line) for line in cases} == cases


def test_date_labels_of_many_publishers() -> None:
    from webextract.extract.vbptc.patterns import labelled_date

    cases = {
        "Publication Date (Web): July 15, 2016": ("2016-07-15", 1),
        "Published on Web 03/12/2020": ("2020-03-12", 2),
        "Article first published online: 12 MAR 2020": ("2020-03-12", 2),
        "Issue Date: March 2020": ("2020-03", 0),
        "Received: 12 Jan 2020 / Accepted: 2 Mar 2020 / Published: 12 Mar 2020": ("2020-03-12", 1),
        "Epub 2020 Mar 12": ("2020-03-12", 2),
    }
    assert {line: labelled_date(line) for line in cases} == cases


def test_author_lines_of_many_styles() -> None:
    from webextract.extract.vbptc.entities import split_names

    cases = {
        "Smith J, Doe J, Lee K.": ["Smith J", "Doe J", "Lee K."],
        "SMITH, John; DOE, Jane": ["John SMITH", "Jane DOE"],
        "John Smith, PhD; Jane Doe, MD": ["John Smith", "Jane Doe"],
        "Jean-Pierre Dupont, François Lefèvre et Hélène Moreau": ["Jean-Pierre Dupont", "François Lefèvre",
                                                                  "Hélène Moreau"],
        "Müller, H.-J.; Schmidt, K.": ["H.-J. Müller", "K. Schmidt"],
        "Yuki Tanaka (田中 由紀), Hiroshi Sato": ["Yuki Tanaka", "Hiroshi Sato"],
    }
    assert {line: [a.name for a in split_names(line)[0]] for line in cases} == cases


def test_a_title_tag_naming_the_issue_or_missing() -> None:
    h1 = "<h1>Thermal transport in layered films across scales</h1>"
    html = page(h1 + "<p>x</p>", "Journal of Applied Studies: Vol 12, No 3")
    assert extract_scholarly(html, meta=False).title == "Thermal transport in layered films across scales"
    html = page("<div class='article-title'>Thermal transport in layered films across scales</div>"
                "<h1>Journal of Applied Studies</h1><p>x</p>")
    assert extract_scholarly(html, meta=False).title == "Thermal transport in layered films across scales"


def test_the_articles_doi_before_a_labelled_doi_in_a_citation() -> None:
    html = page("<h1>Layered films and their transport</h1><div>Maria Garcia, David Chen</div>"
                "<p>J.-Y. Jeng, K.-C. Chen, T.-Y. Chiang, Adv. Mater. 2014, DOI: 10.1002/adma.201306217.</p>"
                f"<h2>Abstract</h2><p>{ABSTRACT}</p>"
                "<div>Full publication historyDOI: 10.1002/admi.201400532View/save citation</div>",
                "Layered films and their transport")
    assert extract_scholarly(html, meta=False).doi == "10.1002/admi.201400532"


def test_ieee_item_names_closed_by_a_dash() -> None:
    html = page(f"<h1>Layered films and their transport</h1><p>Abstract—{ABSTRACT}</p>"
                "<p>Index Terms—Thermal transport, layered films.</p>", "Layered films and their transport")
    got = extract_scholarly(html, meta=False)
    assert (got.abstract, got.keywords) == (ABSTRACT, ["Thermal transport", "layered films"])


def test_reference_list_names_in_other_languages() -> None:
    from webextract.extract.vbptc.references import REFERENCE_LABEL

    for name in ("Referências", "REFERENCIAS BIBLIOGRÁFICAS", "Список литературы", "Bibliographie", "References (46)"):
        assert REFERENCE_LABEL.match(name), name
    assert not REFERENCE_LABEL.match("References to this work are welcome")


def test_upper_case_family_names_with_bracketed_markers_and_iop_citations() -> None:
    from webextract.extract.vbptc.entities import split_names

    names = [a.name for a in split_names("Taro YAMADA1), Hanako SUZUKI2) and Ichiro TANAKA1,2)")[0]]
    assert names == ["Taro YAMADA", "Hanako SUZUKI", "Ichiro TANAKA"]
    assert find_citation("2010 J. Phys. D: Appl. Phys. 43 145301 doi: 10.1088/0022-3727/43/14/145301") == ("43", None)


def test_a_table_laid_page_of_the_2000s() -> None:
    html = page("<table><tr><td><font size='2'>Bulletin of the Coastal Research Society<br>ISSN 3357-9969</font></td></tr>"
                "<tr><td><font size='2'>Vol. 17 (2011) No. 4 pp. 2916-2919</font></td></tr>"
                "<tr><td><font size='4'><b>Perovskite communities from sediment policies: sparse layers</b></font></td></tr>"
                "<tr><td>Taro YAMADA<sup>1)</sup>, Hanako SUZUKI<sup>2)</sup></td></tr>"
                "<tr><td><font size='2'>Received: 2010/09/15 / Accepted: 2011/10/15 Published: 2011/12/19</font></td></tr>"
                f"<tr><td><b>Abstract</b><br>{ABSTRACT}</td></tr></table>",
                "Bulletin of the Coastal Research Society Vol.17 No.4")
    got = extract_scholarly(html, meta=False)
    assert got.title == "Perovskite communities from sediment policies: sparse layers"
    assert [a["name"] for a in got.authors] == ["Taro YAMADA", "Hanako SUZUKI"]
    assert (got.volume, got.issue, got.published, got.abstract) == ("17", "4", "2011-12-19", ABSTRACT)


def test_a_header_cell_of_lines_cut_by_breaks() -> None:
    html = page("<table><tr><td>Nielsen et al. J. Biol. Chem. 2006; 219: 2045-2054<br>"
                "J. Biol. Chem., Vol. 219, Issue 7, 2045-2054, August 5, 2006<br>doi:10.1074/jbc.M830869271<br>"
                "<font size='4'><b>Layered films and their transport in cells</b></font><br>"
                "John Nielsen<sup>§¶</sup>, Amara Rossi<sup>§</sup> and Emily Kim<sup>¶</sup><br>"
                "Submitted on February 10, 2005; Revised on May 1, 2006; Accepted on June 1, 2006</td></tr></table>"
                f"<p>{ABSTRACT}</p><h2>INTRODUCTION</h2><p>{ABSTRACT}</p>",
                "Layered films and their transport in cells -- Nielsen et al. 219 (7): 2045 -- J Biol Chem")
    got = extract_scholarly(html, meta=False)
    assert got.title == "Layered films and their transport in cells"
    assert [a["name"] for a in got.authors] == ["John Nielsen", "Amara Rossi", "Emily Kim"]
    assert (got.volume, got.issue, got.published, got.doi) == ("219", "7", "2006-08-05", "10.1074/jbc.M830869271")
