"""STEM (003_5c5f8c352acb4346.txt): the paper's examples, each filter, records, CLI, bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from lxml import etree

from webextract.dom import parse_html
from webextract.dom.tagpaths import build_tag_paths, is_ancestor_path, prepare_tree
from webextract.extract.stem import DEFAULTS, extract_fields, extract_records, records_as_items
from webextract.extract.stem.gap_filter import gap_validation, two_sided_validation
from webextract.extract.stem.patterns import (
    ALPHA,
    BETA,
    MAX_PATTERN_LENGTH,
    find_roots,
    is_simple_repetition,
    kmp_failure,
    kmp_search,
    smallest_period,
)
from webextract.extract.stem.refine import RefineOptions, refine
from webextract.extract.stem.repetition_filter import is_repetition
from webextract.extract.stem.tree_filter import rotate_to_root
from webextract.extract.stem.records import record_validation_rate
from webextract.extract.stem.suffixtree import build_suffix_tree

FIXTURES = Path(__file__).parent / "fixtures" / "records"
REPO = Path(__file__).resolve().parent.parent

# Table 1 of the paper.
TABLE_1 = (
    "<html><body><div>An example<ul>"
    "<li><a>Record 1</a><div>Details</div></li>"
    "<li><a>Record 2</a><div>Details</div></li>"
    "</ul></div></body></html>"
)

# Figure 5: html/div/{p,a,img}; WPS (1, 2, 3, 4, 2, 3, 4, 5, 2, 3, 4, 2, 3, 4, 2).
FIG5_WPS = [1, 2, 3, 4, 2, 3, 4, 5, 2, 3, 4, 2, 3, 4, 2]
FIG5_PATHS = ["html", "html/div", "html/div/p", "html/div/a", "html/div/img"]


def node_by_sequence(tree, seq):
    for q in tree.preorder():
        if tree.node_sequence(q) == seq:
            return q
    raise AssertionError(f"no node {seq}")


# --- §3.1: tag paths, HTPI, WPS -------------------------------------------------------


def test_table_1_and_2_wps_and_htpi():
    root = prepare_tree(parse_html(TABLE_1))
    index = build_tag_paths(root)
    assert list(index.paths) == [
        "html",
        "html/body",
        "html/body/div",
        "html/body/div/ul",
        "html/body/div/ul/li",
        "html/body/div/ul/li/a",
        "html/body/div/ul/li/div",
    ]
    assert index.wps == [1, 2, 3, 4, 5, 6, 7, 5, 6, 7]
    assert index.parent == [-1, 0, 1, 2, 3, 4, 4, 3, 7, 7]
    assert index.end == [10, 10, 10, 10, 7, 6, 7, 10, 9, 10]


def test_preprocessing_unwraps_decorative_tags_and_drops_scripts():
    root = parse_html(
        "<html><head><title>t</title></head><body><p>a <b>bold</b> and <em>em</em>"
        "<script>var x;</script><u>u</u><i>i</i></p></body></html>"
    )
    prepare_tree(root)
    index = build_tag_paths(root)
    assert list(index.paths) == ["html", "html/body", "html/body/p"]  # head left out
    assert root.find(".//p").text == "a bold and emui"


def test_preprocessing_drops_hidden_elements_keeping_following_text():
    root = parse_html(
        "<html><body><ul><li>a<div style='display: none'>pop-up</div>after</li>"
        "<li hidden>gone</li><li><span style='visibility:hidden'>x</span>b</li></ul></body></html>"
    )
    prepare_tree(root)
    assert [li.text_content() for li in root.iter("li")] == ["aafter", "b"]
    keep = prepare_tree(parse_html("<html><body><p hidden>kept</p></body></html>"), drop_hidden=False)
    assert keep.find(".//p").text == "kept"


def test_ancestor_paths_compare_whole_tag_names():
    assert is_ancestor_path("html", "html/div")
    assert not is_ancestor_path("html/div", "html/divx/a")
    assert not is_ancestor_path("html/div", "html/div")


# --- §5.1 frequency filter, §5.2 gap filter on Figures 5-6 -----------------------------


def test_figure_6_gap_filter_values():
    tree = build_suffix_tree(FIG5_WPS)
    q0 = node_by_sequence(tree, [2, 3, 4])
    q3 = node_by_sequence(tree, [3, 4])
    assert tree.node_frequency(q0) == 4
    # (5, 2, 3) counts 1 and (2, 3, 4) counts 2: pvr(q0) = 3/4 (the paper's 0.75).
    assert gap_validation(tree, q0, alpha=ALPHA, beta=BETA) == 0.75
    # (5, 2) and (2, 3) are no repetitions of (3, 4): pvr(q3) = 0.
    assert gap_validation(tree, q3, alpha=ALPHA, beta=BETA) == 0.0


def test_figure_6_refine_keeps_only_2_3_4():
    tree = build_suffix_tree(FIG5_WPS)
    paper = RefineOptions(two_sided_gap=False, sibling_gap=False, dedupe_first=False)
    patterns, stats = refine(tree, FIG5_PATHS, paper)
    assert [p.htpis for p in patterns] == [[2, 3, 4]]
    assert patterns[0].roots == [0]
    # 15 leaves + 11 internal nodes; q1 (nf 1) and q2 (length 1) go at the frequency filter,
    # q4 = (3, 4, 2) rotates to the already found (2, 3, 4) at the tree filter.
    assert stats.as_dict() == {
        "total": 26, "frequency": 18, "gap": 5, "tree": 2, "repetition": 0, "remaining": 1,
    }
    # Looking before each occurrence too lets (3, 4, 2), (2, 3, 4, 2), (2, 3, 4, 2, 3, 4)
    # through the gap filter; they are rotations and repetitions of (2, 3, 4) and go later.
    patterns, stats = refine(tree, FIG5_PATHS, RefineOptions(dedupe_first=False))
    assert [p.htpis for p in patterns] == [[2, 3, 4]]
    assert (stats.gap, stats.tree, stats.remaining) == (2, 5, 1)
    # Checking for a known rotation first skips the gap filter for those three.
    patterns, stats = refine(tree, FIG5_PATHS)
    assert [p.htpis for p in patterns] == [[2, 3, 4]]
    assert (stats.gap, stats.tree, stats.remaining) == (2, 5, 1)


def test_two_sided_gap_filter_keeps_two_record_regions():
    # (li, a) twice in each of three lists: the record after the last of a list is
    # followed by (li, h4), so the paper's rate is 3/6 < β; looking back it is 6/6.
    wps = [1, 2, 3, 4, 5, 6, 5, 6, 3, 4, 5, 6, 5, 6, 3, 4, 5, 6, 5, 6]
    tree = build_suffix_tree(wps)
    q = node_by_sequence(tree, [5, 6])
    assert gap_validation(tree, q) < BETA  # stops as soon as it cannot reach β
    assert two_sided_validation(tree, q) >= BETA


def test_frequency_filter_bounds_follow_options():
    tree = build_suffix_tree(FIG5_WPS)
    _, stats = refine(tree, FIG5_PATHS, RefineOptions(min_frequency=5))
    assert stats.remaining == 0  # (2, 3, 4) occurs 4 times only
    _, stats = refine(tree, FIG5_PATHS, RefineOptions(max_length=2))
    assert stats.remaining == 0  # (2, 3, 4) is longer than L = 2
    assert MAX_PATTERN_LENGTH == 100
    assert DEFAULTS["alpha"] == ALPHA == 0.6 and DEFAULTS["beta"] == BETA == 0.6


# --- §5.3 tree filter -----------------------------------------------------------------


def test_tree_filter_root_detection_and_rotation():
    assert find_roots(["html/div/p", "html/div"]) == [0, 1]
    assert find_roots(["html/div", "html/div/p", "html/div/a", "html/div"]) == [0, 3]
    # Figure 7: (3, 2) is rotated to the true pattern (2, 3).
    assert rotate_to_root([3, 2], ["html", "html/div", "html/div/p"]) == [2, 3]
    # Figure 6, q4: (3, 4, 2) -> (2, 3, 4); (2, 3, 4, 2) loses its second root.
    assert rotate_to_root([3, 4, 2], FIG5_PATHS) == [2, 3, 4]
    assert rotate_to_root([2, 3, 4, 2], FIG5_PATHS) == [2, 3, 4]
    # Case 2: several roots under one parent (dt, dd) stay as they are.
    paths = ["html", "html/dl", "html/dl/dt", "html/dl/dd", "html/dl/dd/a"]
    assert rotate_to_root([3, 4, 5], paths) == [3, 4, 5]
    # Roots with different parents form no tree pattern.
    paths = ["html", "html/div", "html/div/p", "html/span"]
    assert rotate_to_root([3, 4], paths) is None


# --- §5.4 repetition filter and KMP -----------------------------------------------------


def test_kmp():
    assert kmp_failure([1, 2, 1, 2, 3, 1, 2]) == [0, 0, 1, 2, 0, 1, 2]
    assert kmp_search([1, 2, 1, 2, 1, 3], [1, 2, 1]) == [0, 2]
    assert kmp_search([1, 2], []) == []
    assert kmp_search([1, 2], [1, 2, 3]) == []
    assert smallest_period([2, 3, 4, 2, 3, 4]) == 3
    assert smallest_period([2, 3, 4, 2, 3]) == 5


def test_simple_and_nested_repetition():
    assert is_simple_repetition([2, 3, 4, 2, 3, 4], [2, 3, 4])
    assert not is_simple_repetition([2, 3, 4, 2, 3], [2, 3, 4])
    assert not is_simple_repetition([2, 3, 4], [2, 3, 4])
    paths = [f"html/t{i}" for i in range(1, 22)] + [
        "html/table", "html/table/tr", "html/table/tr/td", "html/table/tr/td/a",
    ]
    # Figure 8: DRP1 = (22, 23, 24, 25, 23, 24, 25) nests DRP2 = (23, 24, 25).
    drp1 = [22, 23, 24, 25, 23, 24, 25]
    assert is_repetition(drp1, [[23, 24, 25]], paths)
    assert not is_repetition(drp1, [], paths)
    # A row whose cells repeat is no nested repetition unless the cell is a record.
    assert not is_repetition([23, 24, 25, 24, 25], [[23, 24, 25]], paths)
    # Eq. (7): the simple repetition of a collected DRP.
    assert is_repetition([23, 24, 25, 23, 24, 25], [[23, 24, 25]], paths)


def test_record_validation_rate_eq_2():
    assert record_validation_rate([5, 6, 7], [5, 6, 7]) == 1.0
    assert record_validation_rate([5, 6, 7], [5, 9, 7, 8]) == pytest.approx(2 / 3)
    assert record_validation_rate([5, 6, 7], []) == 0.0


# --- records on hand-written pages ----------------------------------------------------

TABLE_PAGE = """<html><body><h1>Results</h1>
<table id="t">
<tr><td>Ada</td><td>1815</td><td><a href="/ada">profile</a></td></tr>
<tr><td>Alan</td><td>1912</td><td><a href="/alan">profile</a></td></tr>
<tr><td>Grace</td><td></td><td><a href="/grace">profile</a></td></tr>
<tr><td>Edsger</td><td>1930</td><td><a href="https://other.example/e">profile</a></td></tr>
</table><p>Four people.</p></body></html>"""

DIV_PAGE = """<html><head><title>Shop</title><style>.x{}</style></head><body>
<div id="nav"><a href="/">Home</a> | <a href="/about">About</a></div>
<div id="results">
 <div class="item"><h3><a href="/p/1">Red <b>kettle</b></a></h3><span>$10</span><p>Boils water fast.</p></div>
 <div class="item"><h3><a href="/p/2">Blue kettle</a></h3><span>$12</span><p>Quiet and <i>safe</i>.</p></div>
 <div class="item"><h3><a href="/p/3">Green kettle</a></h3><span>$9</span><p>Cheap.</p></div>
 <div class="item"><h3><a href="/p/4">Steel kettle</a></h3><span>$30</span><img src="s.png"><p>Sold out.</p></div>
</div>
<p>Copyright 2024</p>
</body></html>"""

NESTED_PAGE = """<html><body><ul class="cats">
<li><h4>Fruit</h4><ul><li><a href="apple">Apple</a></li><li><a href="pear">Pear</a></li></ul></li>
<li><h4>Vegetables</h4><ul><li><a href="kale">Kale</a></li><li><a href="leek">Leek</a></li></ul></li>
<li><h4>Nuts</h4><ul><li><a href="almond">Almond</a></li><li><a href="pecan">Pecan</a></li></ul></li>
</ul></body></html>"""


def test_table_rows_become_records_with_aligned_fields():
    result = extract_records(parse_html(TABLE_PAGE), url="http://people.example/list")
    assert len(result.regions) == 1
    region = result.regions[0]
    assert region.pattern == [
        "html/body/table/tr", "html/body/table/tr/td", "html/body/table/tr/td",
        "html/body/table/tr/td", "html/body/table/tr/td/a",
    ]
    assert region.parent_path == "html/body/table"
    assert [r.fields for r in region.records] == [
        {"tr/td": "Ada", "tr/td[2]": "1815", "tr/td[3]/a": "profile"},
        {"tr/td": "Alan", "tr/td[2]": "1912", "tr/td[3]/a": "profile"},
        {"tr/td": "Grace", "tr/td[3]/a": "profile"},
        {"tr/td": "Edsger", "tr/td[2]": "1930", "tr/td[3]/a": "profile"},
    ]
    assert [r.text for r in region.records] == [
        "Ada 1815 profile", "Alan 1912 profile", "Grace profile", "Edsger 1930 profile",
    ]
    assert [r.links for r in region.records] == [
        ["http://people.example/ada"], ["http://people.example/alan"],
        ["http://people.example/grace"], ["https://other.example/e"],
    ]
    assert region.records[0].html == (
        '<tr><td>Ada</td><td>1815</td><td><a href="/ada">profile</a></td></tr>'
    )


def test_list_of_divs_with_a_rich_record():
    result = extract_records(parse_html(DIV_PAGE), url="http://shop.example/list")
    assert [len(r.records) for r in result.regions] == [4]
    region = result.regions[0]
    assert region.pattern == [
        "html/body/div/div", "html/body/div/div/h3", "html/body/div/div/h3/a",
        "html/body/div/div/span",
    ]
    assert [r.fields for r in region.records] == [
        {"div/h3/a": "Red kettle", "div/span": "$10", "div/p": "Boils water fast."},
        {"div/h3/a": "Blue kettle", "div/span": "$12", "div/p": "Quiet and safe."},
        {"div/h3/a": "Green kettle", "div/span": "$9", "div/p": "Cheap."},
        {"div/h3/a": "Steel kettle", "div/span": "$30", "div/p": "Sold out."},
    ]
    assert region.records[0].links == ["http://shop.example/p/1"]


def test_nested_lists_give_outer_and_inner_regions():
    result = extract_records(parse_html(NESTED_PAGE))
    assert [[r.text for r in g.records] for g in result.regions] == [
        ["Fruit Apple Pear", "Vegetables Kale Leek", "Nuts Almond Pecan"],
        ["Apple", "Pear"],
        ["Kale", "Leek"],
        ["Almond", "Pecan"],
    ]
    assert result.regions[0].records[0].fields == {
        "li/h4": "Fruit", "li/ul/li/a": "Apple", "li/ul/li[2]/a": "Pear",
    }
    flat = extract_records(parse_html(NESTED_PAGE), nested=False)
    assert [len(g.records) for g in flat.regions] == [3]


def test_regions_are_in_page_order_and_links_stay_relative_without_url():
    page = (
        "<html><body><ol><li><a href='a1'>x1</a><p>one</p></li><li><a href='a2'>x2</a><p>two</p></li></ol>"
        "<div><section><h2>T1</h2><p>b1</p></section><section><h2>T2</h2><p>b2</p></section>"
        "<section><h2>T3</h2><p>b3</p></section></div></body></html>"
    )
    result = extract_records(parse_html(page))
    assert [[r.text for r in g.records] for g in result.regions] == [
        ["x1 one", "x2 two"], ["T1 b1", "T2 b2", "T3 b3"],
    ]
    assert result.regions[0].records[0].links == ["a1"]
    assert result.regions[0].start < result.regions[1].start


def test_records_as_items():
    result = extract_records(parse_html(TABLE_PAGE), url="http://people.example/")
    items = records_as_items(result, "http://people.example/", site="people.example")
    assert [(i.region, i.index, i.text) for i in items] == [
        (0, 0, "Ada 1815 profile"), (0, 1, "Alan 1912 profile"),
        (0, 2, "Grace profile"), (0, 3, "Edsger 1930 profile"),
    ]
    assert items[0].type == "record"
    assert items[0].pattern[0] == "html/body/table/tr"
    assert items[1].links == ["http://people.example/alan"]


def test_unknown_option_is_an_error():
    with pytest.raises(TypeError):
        extract_records(parse_html(TABLE_PAGE), gamma=1)


def test_extract_fields_row_shape():
    row = extract_fields(parse_html(TABLE_PAGE), "http://people.example/")
    assert list(row) == ["regions"]
    assert list(row["regions"][0]) == ["pattern", "records"]
    assert row["regions"][0]["records"][1] == {
        "text": "Alan 1912 profile",
        "fields": {"tr/td": "Alan", "tr/td[2]": "1912", "tr/td[3]/a": "profile"},
        "links": ["http://people.example/alan"],
    }
    json.dumps(row)


# --- real pages -------------------------------------------------------------------------


def _largest_region(name):
    data = (FIXTURES / f"{name}.html").read_bytes()
    result = extract_records(parse_html(data))
    return max(result.regions, key=lambda g: len(g.records)), result


def test_real_page_irs_search_results():
    region, result = _largest_region("irs_search")
    expected = json.loads((FIXTURES / "irs_search.titles.json").read_text(encoding="utf-8"))
    assert [r.fields["div/a/div"] for r in region.records] == expected
    assert region.records[0].fields["div/div"] == "https://www.irs.gov/pub/irs-pdf/p523.pdf"
    stats = result.stats
    # Figure 9 bookkeeping: every suffix-tree node is pruned once or remains.
    assert stats["total"] == sum(stats[k] for k in ("frequency", "gap", "tree", "repetition", "remaining"))
    assert stats["frequency"] > result.n_tags  # every leaf, and more


def test_real_page_wellsfargo_search_results():
    region, _ = _largest_region("wellsfargo_search")
    expected = json.loads((FIXTURES / "wellsfargo_search.titles.json").read_text(encoding="utf-8"))
    assert [r.fields["li/h2/a"] for r in region.records] == expected
    assert region.records[2].fields["li/p"].startswith("https://www.wellsfargo.com/online-banking/")
    assert "online-banking/software/fees" in region.records[2].text


# --- command line -----------------------------------------------------------------------


def test_cli_extract_method_stem(tmp_path):
    page = tmp_path / "people.html"
    page.write_text(TABLE_PAGE, encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "webextract.cli", "extract", "--method", "stem",
         "--url", "http://people.example/", str(page)],
        capture_output=True, text=True, cwd=REPO, timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(rows) == 1
    row = rows[0]
    assert row["source"] == str(page)
    assert row["method"] == "stem"
    assert row["regions"] == extract_fields(parse_html(TABLE_PAGE), "http://people.example/")["regions"]


# --- bad input --------------------------------------------------------------------------


def test_page_without_repetition_has_no_region():
    page = "<html><body><h1>About</h1><p>One paragraph.</p><div><span>x</span></div></body></html>"
    result = extract_records(parse_html(page))
    assert result.regions == []
    assert result.stats["remaining"] == 0


def test_empty_and_text_only_pages():
    assert extract_records(parse_html(b"")).regions == []
    long_text = "word " * 200_000
    result = extract_records(parse_html(f"<html><body>{long_text}</body></html>"))
    assert result.regions == []
    assert result.n_tags == 2


def test_not_an_element_is_a_type_error():
    with pytest.raises(TypeError):
        extract_records(None)  # type: ignore[arg-type]


def test_huge_repeated_region():
    rows = "".join(f"<li><a href='/r{i}'>Item {i}</a><span>{i}</span></li>" for i in range(20_000))
    result = extract_records(parse_html(f"<html><body><ul>{rows}</ul></body></html>"))
    biggest = max(result.regions, key=lambda g: len(g.records))
    assert len(biggest.records) == 20_000
    assert biggest.records[-1].fields == {"li/a": "Item 19999", "li/span": "19999"}


def test_deeply_nested_tables():
    depth = 10_000
    html = "<html><body>" + "<table><tr><td>" * depth + "deep" + "</td></tr></table>" * depth
    html += "</body></html>"
    result = extract_records(parse_html(html))
    assert result.regions == []  # nested, never side by side: no region
    assert result.n_tags >= 900  # the parser keeps the first levels


def test_ten_thousand_levels_built_directly():
    # lxml trees built in code are not limited by the parser's depth: 30,000 levels.
    root = etree.Element("html")
    body = etree.SubElement(root, "body")
    node = body
    for _ in range(10_000):
        node = etree.SubElement(etree.SubElement(etree.SubElement(node, "table"), "tr"), "td")
    node.text = "deep"
    for i in range(3):
        row = etree.SubElement(node, "p")
        etree.SubElement(row, "a").text = f"link {i}"
        etree.SubElement(row, "div").text = f"note {i}"
    result = extract_records(root)
    assert result.n_tags == 2 + 30_000 + 9
    assert [[r.text for r in g.records] for g in result.regions] == [
        ["link 0 note 0", "link 1 note 1", "link 2 note 2"],
    ]
