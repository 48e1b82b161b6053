"""VB-PTC on the shapes of journals outside the big publishers: each rule on a small page,
meta tags absent; and bad input that must give a clear result, never a crash or a hang."""

from __future__ import annotations

import time

from webextract.extract.vbptc import extract_scholarly
from webextract.extract.vbptc.patterns import clean_doi, find_citation, find_dois, find_issue, find_volume, parse_date

TITLE = "Slow manifolds and canard solutions of singularly perturbed systems"
ABSTRACT = ("We study slow manifolds of singularly perturbed systems and show that canard solutions persist "
            "under small perturbations of the vector field, with explicit bounds on the distance between them. ")


def page(body: str) -> bytes:
    return (f"<html><head><title>{TITLE} | Journal of Tests</title></head><body><h1>{TITLE}</h1>"
            f"<p>John Smith, Maria Garcia</p><h2>Abstract</h2><p>{ABSTRACT * 2}</p>{body}</body></html>").encode()


def test_citation_lines_in_their_common_notations() -> None:
    assert find_citation("PeerJ 3:e1129 https://doi.org/10.7717/peerj.1129") == ("3", None)
    assert find_citation("F1000Research 2014, 3:12 (https://doi.org/10.12688/f1000research.3-12.v1)") == ("3", None)
    assert find_citation("Microbiology 63(Pt 11): 1234-1240") == ("63", "Pt 11")
    assert find_issue("Volume 24, Issues 4-6, October 2019, Pages 101-110") == "4-6"


def test_citation_lines_of_a_part_without_pages_and_of_volume_then_year() -> None:
    assert find_citation("Microbiology 63(Pt 11)") == ("63", "Pt 11")
    assert find_citation("Blood 128(Suppl 1)") == ("128", "Suppl 1")
    assert find_citation("Journal of Alloys and Compounds 509 (2011) 1234-1240") == ("509", None)
    assert find_citation("Energy 185 (2019) 116127") == ("185", None)
    assert find_citation("see Table 3 (2019) 12") is None
    got = extract_scholarly(page("<p class='source'>Journal of Alloys and Compounds 509 (2011) 1234–1240</p>"), meta=False)
    assert (got.volume, got.issue) == ("509", None)
    got = extract_scholarly(page("<p><a href='/mic'>Microbiology</a> 63(Pt 11)</p>"), meta=False)
    assert (got.volume, got.issue) == ("63", "Pt 11")


def test_date_labels_with_a_weekday_an_issue_and_online_alone() -> None:
    assert extract_scholarly(page("<p>Published: Tue, 12 Mar 2019</p>"), meta=False).published == "2019-03-12"
    # a date under an issue label comes first unless the page also labels an online date
    got = extract_scholarly(page("<p>Published in issue: 30 April 2019</p>"), meta=False)
    assert got.published == "2019-04-30"
    got = extract_scholarly(page("<p>Published online: 2 March 2019</p><p>Published in issue: 30 April 2019</p>"),
                            meta=False)
    assert got.published == "2019-03-02"
    got = extract_scholarly(page("<dl><dt>Received:</dt><dd>3 May 2018</dd><dt>Online:</dt><dd>12 March 2019</dd></dl>"),
                            meta=False)
    assert got.published == "2019-03-12"
    got = extract_scholarly(page("<p>Released on J-STAGE: March 12, 2019</p>"), meta=False)
    assert got.published == "2019-03-12"


def test_item_names_and_values_in_sibling_spans_glued_in_the_text() -> None:
    def row(label: str, value: str) -> str:
        return f"<div class='row'><span class='label'>{label}</span><span class='value'>{value}</span></div>"

    got = extract_scholarly(page(row("Volume", "12") + row("Issue", "3") + row("Published", "12 March 2019")
                                 + row("DOI", "10.1234/abc.2019.123")
                                 + "<div><span class='label'>KEYWORDS</span><span>slow manifold; canard</span></div>"
                                 + "<h2>1. Introduction</h2><p>Text.</p>"), meta=False)
    assert (got.volume, got.issue, got.published, got.doi) == ("12", "3", "2019-03-12", "10.1234/abc.2019.123")
    assert got.keywords == ["slow manifold", "canard"]
    assert got.abstract == (ABSTRACT * 2).strip()


def test_an_author_line_in_capitals_joined_by_and() -> None:
    body = ("<p>Department of Physics, University of Leeds, Leeds, UK</p>")
    html = page(body).replace(b"<p>John Smith, Maria Garcia</p>",
                              b"<p>JOHN SMITH<sup>1</sup>, MARIA GARCIA<sup>1</sup> AND WEI ZHANG<sup>1</sup></p>")
    got = extract_scholarly(html, meta=False)
    assert [a["name"] for a in got.authors] == ["JOHN SMITH", "MARIA GARCIA", "WEI ZHANG"]


def test_volume_and_issue_lines_with_dots_and_in_the_title() -> None:
    assert (find_volume("Journal. 2019. Vol. 12. No 3. P. 45-67."), find_issue("Journal. 2019. Vol. 12. No 3.")) == ("12", "3")
    assert (find_volume("Vol. 12.5"), find_issue("No. 1.5 mg")) == (None, None)
    assert find_issue("Journal of Tests · Volume 12 · Number 3 · March 2019") == "3"
    html = page("").replace(b"<title>", b"<title>Journal of Tests, Volume 12, Issue 3: ")
    got = extract_scholarly(html, meta=False)
    assert (got.volume, got.issue) == ("12", "3")


def test_a_labelled_doi_in_a_citation_box_after_the_references() -> None:
    refs = "".join(f"<li>Smith J., Doe K. ({1990 + k}) Title {k}. J. Tests {k}(2):{k + 10}-{k + 20}.</li>" for k in range(8))
    got = extract_scholarly(page(f"<h2>References</h2><ol>{refs}</ol><div class='howto'><b>For citation:</b> "
                                 "Smith J., Garcia M. Slow manifolds // Journal of Tests. 2019. Vol. 12. No 3. "
                                 "P. 45-67. DOI: 10.1234/jt.2019.12</div>"), meta=False)
    assert (got.doi, len(got.references)) == ("10.1234/jt.2019.12", 8)


def test_entries_without_a_year_among_the_references_of_a_list() -> None:
    cited = [f"Smith J., Doe K. ({1990 + k}) Title {k}. J. Tests {k}(2):{k + 10}-{k + 20}." for k in range(6)]
    undated = ["World Health Organization. Global report on diabetes. Geneva: WHO; n.d. Available from: "
               "https://www.who.int/publications/i/item/9789241565257",
               "Garcia M, Chen L. Canards in practice. J Appl Stud. In press.",
               "National Statistics Office. Census tables. https://stats.example.org/census (accessed 12 May 2020)."]
    entries = cited[:2] + undated[:1] + cited[2:4] + undated[1:] + cited[4:]
    items = "".join(f"<li>{e}</li>" for e in entries)
    for body in (f"<h2>References</h2><ol>{items}</ol>", f"<div class='reveal' hidden><ol>{items}</ol></div>"):
        got = extract_scholarly(page(body + "<p>Copyright 2020 Tests. Available from our shop.</p>"), meta=False)
        assert got.references == entries


def test_volume_issue_and_date_of_an_issue_range_line() -> None:
    got = extract_scholarly(page("<p>Volume 24, Issues 4-6, October 2019, Pages 101-110</p>"), meta=False)
    assert (got.volume, got.issue, got.published) == ("24", "4-6", "2019-10")


def test_published_online_in_a_history_block() -> None:
    got = extract_scholarly(page("<aside><h3>History</h3><ul><li>Received: 3 May 2018</li>"
                                 "<li>Accepted: 1 December 2018</li><li>Published Online: 12 March 2019</li></ul></aside>"),
                            meta=False)
    assert got.published == "2019-03-12"


def test_a_conference_page_with_only_a_year() -> None:
    got = extract_scholarly(page("<dl><dt>Month:</dt><dd>July</dd><dt>Year:</dt><dd>2019</dd>"
                                 "<dt>Address:</dt><dd>Florence, Italy</dd></dl>"), meta=False)
    assert got.published == "2019"


def test_the_first_published_date_before_a_later_version_date() -> None:
    got = extract_scholarly(page("<div><span>First published: 13 Nov 2017, 6:12</span><br>"
                                 "<span>Latest published: 8 Jun 2018, 6:12</span></div>"), meta=False)
    assert got.published == "2017-11-13"
    got = extract_scholarly(page("<p>Published: 2 March 2016</p><p>Last updated: 9 May 2019</p>"), meta=False)
    assert got.published == "2016-03-02"


def test_a_conference_page_whose_only_date_is_the_year_of_its_venue() -> None:
    got = extract_scholarly(page("<p>Published in: Proceedings of the Workshop on Slow Manifolds (2018)</p>"
                                 "<footer><p>Copyright 2024 Tests</p></footer>"), meta=False)
    assert got.published == "2018"
    got = extract_scholarly(page("<p>Published in: 2019 IEEE Conference on Singular Perturbations</p>"), meta=False)
    assert got.published == "2019"


def test_a_conference_page_dated_by_its_proceedings_line() -> None:
    got = extract_scholarly(page("<p>In: Proceedings of the 12th Workshop on Slow Systems, pp. 45-52, 2019.</p>"), meta=False)
    assert got.published == "2019"
    got = extract_scholarly(page("<div><a href='/proc/1'>KDD '19: Proceedings of the 25th Conference on Tests</a> · "
                                 "July 2019 · Pages 1-10 · https://doi.org/10.1145/3292500.3330</div>"), meta=False)
    assert got.published == "2019-07"
    # a journal's volume line with a conference in its name is the journal's, dated as before
    got = extract_scholarly(page("<p>Published: 3 May 2018</p><p>Conference on Tests, 2019</p>"), meta=False)
    assert got.published == "2018-05-03"


def test_item_names_of_indonesian_turkish_polish_and_dutch_pages() -> None:
    refs = "".join(f"<li>Smith J., Doe K. ({1990 + k}) Title {k}. J. Tests {k}(2):{k + 10}-{k + 20}.</li>" for k in range(4))
    html = page(f"<p>Cilt 12, Sayı 3</p><p>Yayın Tarihi: 12.03.2019</p><p>Anahtar Kelimeler: kanard, yavaş manifold</p>"
                f"<h2>Kaynakça</h2><ul>{refs}</ul>").replace(b"<h2>Abstract</h2>", "<h2>Özet</h2>".encode())
    got = extract_scholarly(html, meta=False)
    assert (got.volume, got.issue, got.published) == ("12", "3", "2019-03-12")
    assert (got.keywords, len(got.references), got.abstract) == (["kanard", "yavaş manifold"], 4, (ABSTRACT * 2).strip())
    got = extract_scholarly(page("<p>Diterbitkan: 2 March 2019</p><p>Kata Kunci: kanard; manifold</p>"), meta=False)
    assert (got.published, got.keywords) == ("2019-03-02", ["kanard", "manifold"])
    got = extract_scholarly(page("<p>Data publikacji: 2019-03-02</p><p>Słowa kluczowe: kanard</p>"), meta=False)
    assert (got.published, got.keywords) == ("2019-03-02", ["kanard"])
    got = extract_scholarly(page("<p>Gepubliceerd op 2 maart 2019</p><p>Trefwoorden: kanard</p>"), meta=False)
    assert (got.published, got.keywords) == ("2019-03-02", ["kanard"])


def test_an_abstract_ends_at_the_lines_of_article_information_after_it() -> None:
    for line in ("Citation: Smith J, Garcia M (2019) Slow manifolds. J Tests 12(3): e123.",
                 "Funding: This work was supported by the National Science Foundation grant 12345.",
                 "Editor: Jane Doe, University of Leeds, UNITED KINGDOM",
                 "Competing interests: The authors have declared that no competing interests exist."):
        got = extract_scholarly(page(f"<p>{line}</p><h2>1. Introduction</h2><p>Text.</p>"), meta=False)
        assert got.abstract == (ABSTRACT * 2).strip(), line


def test_the_issue_month_told_to_the_day_under_a_label() -> None:
    got = extract_scholarly(page("<p>Issue date: March 2019</p><p>Published: 12 March 2019</p>"), meta=False)
    assert got.published == "2019-03-12"
    got = extract_scholarly(page("<p>Issue date: March 2019</p><p>Received: 12 February 2019</p>"), meta=False)
    assert got.published == "2019-03"
    # beside a date labelled as the online one, the issue's is not the publication date
    got = extract_scholarly(page("<p>Issue date: March 2019</p><p>Published online: 12 February 2019</p>"), meta=False)
    assert got.published == "2019-02-12"


def test_a_history_of_separate_lines_with_an_issue_and_an_online_date() -> None:
    history = ("<section><h2>Publication history</h2><div><div>Issue published: August 3, 2009</div>"
               "<div>Published online: February 1, 2009</div></div></section>")
    got = extract_scholarly(page(history), meta=False)
    assert got.published == "2009-02-01"
    got = extract_scholarly(page("<p>DOI: 10.1080/0950069090290</p><p>Available online: 21 Nov 2012</p>"
                                 "<p>Published in print: December 2012</p>"), meta=False)
    assert got.published == "2012-11-21"
    # a bare "Published" is not said to be online: the issue's date stays first
    got = extract_scholarly(page("<dl><dt>Published:</dt><dd>14 October 2019</dd>"
                                 "<dt>Issue Date:</dt><dd>December 2019</dd></dl>"), meta=False)
    assert got.published == "2019-12"


def test_an_online_date_of_the_year_before_the_citation_line_gives_the_issue_year() -> None:
    got = extract_scholarly(page("<p>J. Test. Chem., 2012, 22, 19-30</p><p>First published on 10 Nov 2011</p>"), meta=False)
    assert (got.volume, got.published) == ("22", "2012")


def test_keywords_phrases_and_subject_class_codes() -> None:
    got = extract_scholarly(page("<p>Keywords/Phrases: canard; slow manifold</p>"
                                 "<p>Mathematics Subject Classification (2010): 34C20, 34E05</p>"), meta=False)
    assert got.keywords == ["canard", "slow manifold", "34C20", "34E05"]


def test_a_metadata_table_of_labels_gives_no_keywords() -> None:
    got = extract_scholarly(page("<table><tr><th>Type de document</th><td>Article dans une revue</td></tr>"
                                 "<tr><th>Langue du document</th><td>Anglais</td></tr>"
                                 "<tr><th>Identifiant HAL</th><td>hal-01234567</td></tr></table>"), meta=False)
    assert got.keywords == []


def test_names_each_with_its_affiliation_in_brackets() -> None:
    html = page("").replace(b"<p>John Smith, Maria Garcia</p>",
                            "<p>John Smith (Department of Physics, University of Leeds), Maria Garcia (Kyoto University) "
                            "and Wei Zhang (Peking University)</p><p>Published: 3 May 2018 (online)</p>".encode())
    got = extract_scholarly(html, meta=False)
    assert got.authors == [{"name": "John Smith", "affiliations": ["Department of Physics, University of Leeds"]},
                           {"name": "Maria Garcia", "affiliations": ["Kyoto University"]},
                           {"name": "Wei Zhang", "affiliations": ["Peking University"]}]


def test_a_download_link_is_no_author() -> None:
    html = (f"<html><head><title>{TITLE}</title></head><body><h2>{TITLE}</h2><p class='lead'>"
            "<a href='/people/s/'>John Smith</a> | <a href='/people/g/'>Maria Garcia</a></p>"
            "<a class='btn' href='/P19.xml'>MODS XML</a> <a class='btn' href='/P19.bib'>BibTeX</a>"
            f"<h2>Abstract</h2><p>{ABSTRACT}</p></body></html>")
    assert [a["name"] for a in extract_scholarly(html, meta=False).authors] == ["John Smith", "Maria Garcia"]


def test_linked_names_with_superscript_numbers_joined_by_and() -> None:
    html = (f"<html><head><title>{TITLE}</title></head><body><h1>{TITLE}</h1><div class='authors'>"
            "<a href='/a/1'>John Smith</a><sup>1,2</sup>, <a href='/a/2'>Maria Garcia</a><sup>1</sup> and "
            "<a href='/a/3'>Wei Zhang</a><sup>2</sup></div>"
            f"<h2>Abstract</h2><p>{ABSTRACT}</p></body></html>")
    assert [a["name"] for a in extract_scholarly(html, meta=False).authors] == ["John Smith", "Maria Garcia", "Wei Zhang"]


def _reference(k: int) -> str:
    return (f"<li><a href='/s?a={k}'>Okafor A., Rossi B.</a> <a href='/doi/10.1000/x{k}'>On system {k} under forcing</a>. "
            f"<i>J. Appl. Dyn. {10 + k % 90}({k % 4 + 1}), {100 + k}–{120 + k}</i> ({1990 + k % 30}). "
            f"<a href='https://doi.org/10.1000/x{k}'>Crossref</a> <a href='https://scholar.google.com/?q={k}'>Google Scholar</a></li>")


def test_references_in_a_collapsed_section_behind_sort_tabs() -> None:
    refs = "".join(_reference(k) for k in range(51))
    got = extract_scholarly(page("<section class='collapsible' aria-expanded='false'><button>References</button>"
                                 "<div class='sort-tabs'><a href='#'>Order of appearance</a> <a href='#'>Year</a></div>"
                                 f"<div class='reveal' style='display:none'><ol>{refs}</ol></div></section>"), meta=False)
    assert len(got.references) == 51
    assert got.references[0].startswith("Okafor A., Rossi B. On system 0 under forcing")


def test_references_found_by_their_content_without_a_name() -> None:
    refs = "".join(_reference(k) for k in range(20))
    got = extract_scholarly(page(f"<div class='reveal-container'><div hidden><ol class='biblio'>{refs}</ol></div></div>"), meta=False)
    assert len(got.references) == 20


# ---------------------------------------------------------------------------- bad input
def test_a_page_of_twenty_thousand_references_is_cut_at_the_limit_in_time() -> None:
    refs = "".join(f"<li>Smith J., Doe A. ({1990 + k % 30}) Title {k}. J. Test. {k % 90}({k % 4 + 1}):{k}-{k + 9}.</li>"
                   for k in range(20000))
    start = time.perf_counter()
    got = extract_scholarly(page(f"<h2>References</h2><ol>{refs}</ol>"), meta=False)
    assert len(got.references) == 5000
    assert time.perf_counter() - start < 60


def test_a_reference_list_nested_five_hundred_deep() -> None:
    inner = "Smith J., Doe A. (2001) Title. J. Test. 12(3):45-67."
    html = page("<h2>References</h2>" + "<ul><li>" * 500 + inner + "</li></ul>" * 500)
    got = extract_scholarly(html, meta=False)
    assert got.title == TITLE and len(got.references) <= 1


def test_an_impossible_date_is_no_date() -> None:
    assert parse_date("31/02/2019") in (None, ("2019", 6, 10))
    got = extract_scholarly(page("<p>Published: 31/02/2019</p>"), meta=False)
    assert got.published in (None, "2019")


def test_a_doi_with_unbalanced_parentheses() -> None:
    assert clean_doi("10.1016/S0140-6736(20)30183-5)") == "10.1016/S0140-6736(20)30183-5"
    assert clean_doi("10.1002/(SICI)1097-4636(199") == "10.1002/(SICI)1097-4636(199"
    got = extract_scholarly(page("<p>DOI: 10.1002/(SICI)1097-4636((199912)</p>"), meta=False)
    assert got.doi == "10.1002/(SICI)1097-4636((199912)"


def test_a_sici_doi_with_angle_brackets_and_a_doi_address_with_a_fragment() -> None:
    sici = "10.1002/(SICI)1097-4636(199912)47:3<300::AID-JBM3>3.0.CO;2-9"
    got = extract_scholarly(page(f"<p>DOI: {sici.replace('<', '&lt;').replace('>', '&gt;')}</p>"), meta=False)
    assert got.doi == sici
    got = extract_scholarly(page("<p>https://doi.org/10.1234/jt.2019.12#abstract</p>"), meta=False)
    assert got.doi == "10.1234/jt.2019.12"
    assert find_dois("see 10.1234/abc<x") == [("10.1234/abc", False)]


def test_a_page_in_a_script_no_dictionary_covers() -> None:
    html = ("<html><head><title>ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ ᏗᏕᎶᏆᏍᏗ</title></head><body><h1>ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ ᏗᏕᎶᏆᏍᏗ</h1>"
            "<p>ᎠᏂᏴᏫ ᎠᏂᏣᎳᎩ</p><p>" + "ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ ᎤᏂᏣᏘ ᎠᏂᏴᏫᏯ. " * 30 + "</p></body></html>")
    got = extract_scholarly(html, meta=False)
    assert got.title == "ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ ᏗᏕᎶᏆᏍᏗ"
    assert got.doi is None and got.volume is None and got.references == []


def test_an_issue_named_only_by_the_link_to_its_table_of_contents() -> None:
    got = extract_scholarly(page("<p>Journal of Tests, Volume 15</p>"
                                 "<nav><a href='/issue/view/1234'>Issue 2</a></nav>"), meta=False)
    assert (got.volume, got.issue) == ("15", "2")
    got = extract_scholarly(page("<nav class='breadcrumb'><a href='/'>Home</a> &gt; <a href='/archive'>Archives</a> &gt; "
                                 "<a href='/issue/view/88'>Vol. 15, No. 2 (2019)</a></nav>"), meta=False)
    assert (got.volume, got.issue, got.published) == ("15", "2", "2019")


def _split_reference(k: int) -> str:
    """A reference as a HighWire platform marks it up: one list item per author name."""
    names = "".join(f"<li>{n} {chr(65 + (k + j) % 26)}.,</li>" for j, n in enumerate(("Liao", "Zhuang", "Borucki", "Theng",
                                                                                       "Wei", "Ashizawa", "Philipossian")))
    if k % 7 == 6:  # a patent: names and a year, no venue
        rest = f", U. S. Pat. {1998 + k}/{5709593 + k}."
    else:
        rest = f", J. Test. Soc., {10 + k}, H{200 + k} ({1990 + k}).doi:10.1149/1.{3555072 + k}"
    return (f"<li><span class='ref-label'>{k + 1}.</span><div class='cit ref-cit'><div class='cit-metadata'>"
            f"<ol class='cit-auth-list'>{names}</ol><cite>{rest}</cite></div>"
            f"<div class='cit-extra'><a href='/x/{k}'>CrossRef</a> <a href='/s/{k}'>Google Scholar</a></div></div></li>")


def test_a_reference_list_of_one_block_per_author_name_and_the_article_doi_after_it() -> None:
    refs = "".join(_split_reference(k) for k in range(14))
    got = extract_scholarly(page(f"<h2>References</h2><ol class='cit-list'>{refs}</ol>"
                                 "<div class='sidebar'><h2>This Article</h2><div id='slugline'>doi: "
                                 "<span class='slug-doi'>10.1149/2.0281507jss</span> "
                                 "J. Test. Soc. 2015 volume 4, issue 7, P272-P276</div></div>"), meta=False)
    assert got.doi == "10.1149/2.0281507jss"  # not the DOI of a reference
    assert len(got.references) == 14
    assert got.references[6].startswith("Liao G.,")  # the authors with it, the list's label "7." left out
    assert "U. S. Pat. 2004/5709599" in got.references[6]  # a patent: names and a year, no venue


def test_a_doi_shown_as_a_badge_image() -> None:
    got = extract_scholarly(page("<dl><dt>DOI</dt><dd><span class='get-badge'><img src='/badge/DOI/10.5281/zenodo.4412.svg' "
                                 "alt='10.5281/zenodo.4412'></span></dd><dt>Resource type</dt><dd>Dataset</dd></dl>"),
                            meta=False)
    assert got.doi == "10.5281/zenodo.4412"
    got = extract_scholarly(page("<p><img src='/logo.png' alt='Zenodo logo'> <img src='/x.png' alt='10.5281 badge'></p>"),
                            meta=False)
    assert got.doi is None  # an image whose alt is no DOI leaves nothing


def test_a_conference_page_dated_by_the_range_of_its_days() -> None:
    got = extract_scholarly(page("<div><strong>Date of Conference:</strong> 12-15 June 2014</div>"
                                 "<div><strong>Conference Location:</strong> Lisbon, Portugal</div>"), meta=False)
    assert got.published == "2014-06-12"
    got = extract_scholarly(page("<div class='venue'>ICTS 2014, Lisbon, Portugal, June 12-15, 2014</div>"), meta=False)
    assert got.published == "2014-06-12"


def test_a_conference_page_whose_year_is_an_item_without_a_colon() -> None:
    rows = ("<table><tr><th>Venue</th><td>ICTS</td></tr><tr><th>Year</th><td>2014</td></tr>"
            "<tr><th>Pages</th><td>12-18</td></tr></table>")
    assert extract_scholarly(page(rows), meta=False).published == "2014"
    assert extract_scholarly(page("<dl><dt>Year</dt><dd>2014</dd></dl>"), meta=False).published == "2014"
    assert extract_scholarly(page("<p>Publication year 2014</p>"), meta=False).published == "2014"
    # prose naming a year is no item
    assert extract_scholarly(page("<p>In the year 2014 the method was used for canards.</p>"),
                             meta=False).published is None


def test_a_chapter_page_dated_by_the_citation_it_gives_for_itself() -> None:
    cite = ("Smith J., Garcia M. (2014) Slow manifolds of perturbed systems. In: Proceedings of the "
            "12th Workshop on Dynamics. Lecture Notes in Mathematics. Springer, Cham")
    assert extract_scholarly(page(f"<p>Cite this paper as: {cite}</p>"), meta=False).published == "2014"
    assert extract_scholarly(page(f"<h3>How to cite</h3><p>{cite}</p>"), meta=False).published == "2014"
    # a citation of another work, unlabelled, gives no date
    assert extract_scholarly(page(f"<p>See also {cite}</p>"), meta=False).published is None
