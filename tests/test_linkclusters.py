"""Page-level link-cluster removal (VB-PTC §IV.C, eq. 1-2)."""

from __future__ import annotations

import math

import lxml.html
from lxml import etree

from webextract.denoise.linkclusters import (
    MIN_CLUSTER_LINKS,
    MIN_LINK_TEXT_RATIO,
    SCORE_MIN,
    cluster_score,
    link_text_density,
    node_densities,
    remove_link_clusters,
    select_link_clusters,
)
from webextract.dom import parse_html

PAGE = """<html><body><div id="main">
<ul id="related"><li><a href="/1">one two three</a></li><li><a href="/2">four five six</a></li>
<li><a href="/3">seven eight nine</a></li><li><a href="/4">ten eleven twelve</a></li></ul>
<p>Alpha beta gamma delta <a href="/x">epsilon</a></p>
</div></body></html>"""

SMALL_LIST = """<html><body><div id="main">
<ul id="small"><li><a href="/1">one two</a></li><li><a href="/2">three four</a></li><li><a href="/3">five six</a></li></ul>
<p>Alpha beta gamma delta <a href="/x">epsilon</a></p>
</div></body></html>"""


def text_of(root) -> str:
    return " ".join(" ".join(root.find("body").itertext()).split())


def test_ltd_equation_1():
    assert link_text_density(6, 7, 3, 6) == (3 / 7) * (6 / 6) * math.sqrt(6)
    assert link_text_density(0, 3, 1, 0) == 0.0
    assert link_text_density(5, 2, 1, 0) == 0.0


def test_score_equation_2():
    assert cluster_score(2.0, 3, math.e) == 1.0 * 2.0 * math.log10(5)
    assert cluster_score(2.0, 3, 0.0) == 0.0
    assert cluster_score(2.0, 3, 1.0) == 0.0  # log(1) = 0


def test_counts_and_densities_hand_computed():
    root = parse_html(PAGE)
    densities = node_densities(root)
    dens = {d.element.get("id") or d.element.tag: d for d in densities}
    ul = dens["related"]
    # T = 12 words, TG = ul + 4 li + 4 a = 9 tags, LTG = 4 links, LT = 12 link words
    assert (ul.t, ul.tg, ul.ltg, ul.lt) == (12, 9, 4, 12)
    assert ul.ltd == (4 / 9) * (12 / 12) * math.sqrt(12)
    p = dens["p"]
    assert (p.t, p.tg, p.ltg, p.lt) == (5, 2, 1, 1)
    assert p.ltd == (1 / 2) * (1 / 5) * 1.0
    main = dens["main"]
    assert (main.t, main.tg, main.ltg, main.lt) == (17, 12, 5, 13)
    # SD is the population standard deviation of LTD over the nodes holding text
    with_text = [d.ltd for d in densities if d.t > 0]
    mean = sum(with_text) / len(with_text)
    sd = math.sqrt(sum((v - mean) ** 2 for v in with_text) / len(with_text))
    assert math.isclose(ul.score, math.log(sd) * ul.ltd * math.log10(4 + 2))


def test_selection_takes_the_cluster_and_not_the_paragraph():
    root = parse_html(PAGE)
    chosen = select_link_clusters(node_densities(root))
    # ul: LTD x log10(LTG + 2) = 1.54 x 0.78 = 1.20 >= SCORE_MIN, LT/T = 1
    # main: LT/T = 13/17 = 0.76 < 0.8; p: one link only
    assert [d.element.get("id") for d in chosen] == ["related"]


def test_small_list_scores_below_the_threshold():
    root = parse_html(SMALL_LIST)
    dens = {d.element.get("id"): d for d in node_densities(root)}
    small = dens["small"]
    assert small.ltd * math.log10(small.ltg + 2) < SCORE_MIN  # 1.05 x 0.70 = 0.73
    assert select_link_clusters(list(dens.values())) == []
    assert select_link_clusters(node_densities(root), score_min=0.7)[0].element.get("id") == "small"


def test_remove_link_clusters():
    root = parse_html(PAGE)
    result = remove_link_clusters(root)
    assert [d.element.get("id") for d in result.removed] == ["related"]
    assert result.removed_words == 12
    assert text_of(root) == "Alpha beta gamma delta epsilon"


def test_thresholds_are_the_documented_defaults():
    assert (SCORE_MIN, MIN_CLUSTER_LINKS, MIN_LINK_TEXT_RATIO) == (1.0, 3, 0.8)


def test_two_links_are_not_a_cluster():
    root = parse_html("<html><body><ul><li><a href=/a>alpha beta gamma delta</a></li>"
                      "<li><a href=/b>epsilon zeta eta theta</a></li></ul><p>Text here.</p></body></html>")
    assert remove_link_clusters(root).removed == []
    assert text_of(root) == "alpha beta gamma delta epsilon zeta eta theta Text here."


def test_paragraph_with_many_links_is_kept():
    words = " ".join(f"word{i}" for i in range(40))
    links = " ".join(f'<a href="/{i}">link {i}</a>' for i in range(6))
    root = parse_html(f"<html><body><p>{words} {links}</p></body></html>")
    assert remove_link_clusters(root).removed == []  # LT/T = 12/52 < 0.8


def test_page_without_links_is_unchanged():
    html = "<html><body><div><p>Just text.</p><p>More text.</p></div></body></html>"
    root = parse_html(html)
    before = lxml.html.tostring(root)
    result = remove_link_clusters(root)
    assert result.removed == [] and result.sd >= 0
    assert lxml.html.tostring(root) == before


def test_empty_page():
    root = parse_html(b"")
    assert remove_link_clusters(root).removed == []


def test_deep_and_large_pages():
    root = lxml.html.Element("html")
    node = etree.SubElement(root, "body")
    for _ in range(10_000):
        node = etree.SubElement(node, "div")
    for i in range(5):
        a = etree.SubElement(node, "a", href=f"/{i}")
        a.text = f"menu entry number {i}"
    assert remove_link_clusters(root).kept_whole  # nothing but links: a link page, kept whole
    result = remove_link_clusters(root, min_words_left=0)  # the paper's rule alone
    assert not result.kept_whole
    # going up the chain TG grows by one a level: the topmost div still scoring
    # 5/TG x sqrt(20) x log10(7) >= 1 has TG = 18 (13 divs and the 5 links)
    assert len(result.removed) == 1
    removed = result.removed[0]
    assert (removed.element.tag, removed.t, removed.ltg, removed.tg) == ("div", 20, 5, 18)
    assert "".join(root.itertext()) == ""
    items = "".join(f"<li><a href=/{i}>entry {i} of list</a></li>" for i in range(40_000))
    big = parse_html(f"<html><body><ul>{items}</ul><p>{'word ' * 50}</p></body></html>")
    assert sum(1 for _ in big.iter()) > 75_000
    result = remove_link_clusters(big)
    assert [d.element.tag for d in result.removed] == ["ul"]
    assert text_of(big) == " ".join(["word"] * 50)


def test_not_a_tree_is_a_clear_error():
    import pytest

    with pytest.raises(TypeError, match="expected an lxml element"):
        remove_link_clusters(None)


CAPTIONED = """<html><body><div id="main">
<p>Alpha beta gamma delta.</p>
<div id="related"><h3>Related stories</h3><ul>""" + "".join(
    f'<li><a href="/{i}">story number {i} here</a></li>' for i in range(6)
) + """</ul></div>after
<p>Footer text here.</p>
</div></body></html>"""


def test_marker_left_in_place_of_each_cluster():
    root = parse_html(CAPTIONED)
    result = remove_link_clusters(root, marker=True)
    assert [d.element.get("id") for d in result.removed] == ["related"]
    assert text_of(root) == "Alpha beta gamma delta. after Footer text here."
    markers = list(root.iter("hr"))
    assert len(markers) == 1
    assert dict(markers[0].attrib) == {
        "data-webextract-removed": "links",
        # the text as lxml joins it: no space is added between adjacent elements
        "data-webextract-chars": str(len("Related stories") + 6 * len("story number 0 here")),
        "data-webextract-link-chars": str(6 * len("story number 0 here")),
        "data-webextract-label": "Related stories",
    }
    assert markers[0].tail == "after\n"
    # the default removes without a trace
    plain = parse_html(CAPTIONED)
    remove_link_clusters(plain)
    assert list(plain.iter("hr")) == []
    assert text_of(plain) == text_of(root)


def test_cluster_caption_is_the_text_before_the_first_link():
    from webextract.denoise.linkclusters import cluster_caption

    frag = lxml.html.fragment_fromstring
    assert cluster_caption(frag("<div><h3> Most\n read </h3><a href='/'>x</a></div>")) == "Most read"
    assert cluster_caption(frag("<ul><li><a href='/'>x</a> Related</li></ul>")) == ""
    assert cluster_caption(frag("<div>" + "word " * 20 + "<a href='/'>x</a></div>")) == ""
    assert cluster_caption(frag("<div><p></p></div>")) == ""


def test_a_page_of_link_lists_is_kept_whole():
    menu = "".join(f"<li><a href='/s{i}'>Section number {i}</a></li>" for i in range(30))
    heads = "".join(f"<li><a href='/n{i}'>Headline of story {i} today</a></li>" for i in range(30))
    html = f"<html><body><ul>{menu}</ul><p>Updated daily.</p><ul>{heads}</ul></body></html>"
    root = parse_html(html)
    result = remove_link_clusters(root, marker=True)
    assert (result.kept_whole, result.removed) == (True, [])
    assert text_of(root).startswith("Section number 0") and text_of(root).endswith("story 29 today")
    # with an article of 50 words or more, or a tenth of the page, the lists go
    article = "<p>" + "Prose of the story. " * 13 + "</p>"
    root = parse_html(html.replace("<p>Updated daily.</p>", article))
    result = remove_link_clusters(root)
    assert not result.kept_whole and len(result.removed) == 2
    assert text_of(root) == " ".join(["Prose of the story."] * 13)


def test_a_heading_cell_beside_a_menu_cell_stays():
    menu = "".join(f"<a href='/p{i}'>Part {i} of the guide</a><br>" for i in range(12))
    html = (f"<html><body><table><tr><td>{menu}</td><td><h2>How to read the aura, part three</h2></td></tr>"
            f"<tr><td><p>{'Body text of the guide. ' * 20}</p></td></tr></table></body></html>")
    root = parse_html(html)
    result = remove_link_clusters(root)
    assert [d.element.tag for d in result.removed] == ["td"]  # the menu cell, not the row
    assert text_of(root).startswith("How to read the aura, part three Body text")
    root = parse_html(html)
    assert [d.element.tag for d in remove_link_clusters(root, min_kept_words=0).removed] == ["tr"]
    assert "part three" not in text_of(root)  # the row went whole
    # a caption above a list goes with it (and names the marker)
    related = "<div><h3>More stories from our reporters today</h3><ul>" + "".join(
        f"<li><a href='/s{i}'>Story number {i} of the day</a></li>" for i in range(8)) + "</ul></div>"
    root = parse_html(f"<html><body>{related}<p>{'Article text here. ' * 20}</p></body></html>")
    result = remove_link_clusters(root)
    assert [d.element.tag for d in result.removed] == ["div"]
