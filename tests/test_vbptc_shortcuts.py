"""The shortcuts VB-PTC takes to do each piece of work once per page give the results of the
full work: the author search's memo of name splits, the issue links tried only where the
volume appears, link clusters chosen without looking for record regions when no node can be
one, blank inline runs between blocks."""

from __future__ import annotations

import lxml.html

from webextract.denoise.linkclusters import node_densities, remove_link_clusters, select_link_clusters
from webextract.denoise.regions import record_regions
from webextract.extract.vbptc.authors import _memo_splitter
from webextract.extract.vbptc.blocks import build_blocks
from webextract.extract.vbptc.entities import split_names
from webextract.extract.vbptc.links import issue_in_links


def test_memo_splitter_gives_each_caller_its_own_authors() -> None:
    split = _memo_splitter()
    line = "Teodora Miclaus1, Christiane Beer2 & Jan J. Enghild4"
    first, pieces = split(line)
    assert ([a.name for a in first], pieces) == (["Teodora Miclaus", "Christiane Beer", "Jan J. Enghild"], 3)
    assert [a.markers for a in first] == [["1"], ["2"], ["4"]]
    first[0].name = "changed"
    first[0].markers.append("9")
    first[0].affiliations.append("Somewhere")
    again, again_pieces = split(line)
    fresh, fresh_pieces = split_names(line)
    assert again_pieces == fresh_pieces == 3
    assert [(a.name, a.markers, a.affiliations, a.glued) for a in again] == \
        [(a.name, a.markers, a.affiliations, a.glued) for a in fresh]
    assert again[0] is not first[0]
    # the relaxed reading is kept apart from the strict one
    assert split("Qxv Zzyq", False)[0] != [] and split("Qxv Zzyq")[0] == []


def test_issue_links_with_and_without_the_volume_in_them() -> None:
    links = [
        ("/journal/vol/12/issue/3", "Issue 3"),
        ("/other/page", "Volume 12, Issue 3"),
        ("/references/vol/120/issue/9", "Vol. 120"),  # 12 inside 120: no match
        ("", ""),
    ]
    assert issue_in_links(links, "12") == "3"
    assert issue_in_links(links, "120") == "9"
    assert issue_in_links(links, "7") is None
    # a volume with a letter goes through every pattern (no substring shortcut)
    assert issue_in_links([("/vol/S1/issue/2", "")], "S1") == "2"
    assert issue_in_links([("/VOL/s1/ISSUE/2", "")], "S1") == "2"


_MENU_PAGE = """<html><body><h1>A title of the article</h1>
<p>Some article text that is long enough to be the page's prose and to stay where it is.</p>
<div id="menu"><a href="/a">Home</a> <a href="/b">About</a> <a href="/c">Contact</a>
<a href="/d">Archive</a></div></body></html>"""

_PLAIN_PAGE = """<html><body><h1>A title</h1><p>Text with <a href="/x">one link</a> only, and
more words after it so that nothing here is a cluster.</p></body></html>"""


def test_link_clusters_the_same_with_and_without_regions_where_no_node_qualifies() -> None:
    for html, removed in ((_MENU_PAGE, ["menu"]), (_PLAIN_PAGE, [])):
        root = lxml.html.document_fromstring(html)
        densities = [d for d in node_densities(root) if d.element.tag not in ("html", "head", "body")]
        with_regions = select_link_clusters(densities, regions=record_regions(root))
        without = select_link_clusters(densities, regions=None)
        assert [d.element for d in with_regions] == [d.element for d in without]
        before = lxml.html.tostring(root)
        result = remove_link_clusters(root)
        assert [d.element.get("id") for d in result.removed] == removed
        after = lxml.html.tostring(root)
        assert (b'id="menu"' in after, after == before) == ((False, False) if removed else (False, True))


def test_blank_runs_between_blocks_make_no_block() -> None:
    root = lxml.html.document_fromstring(
        "<html><body><div> <span> </span>\n<p>First</p> <br> <p>Second <a href='/x'>link</a></p>"
        "\t<div><b>Bold</b> tail</div> </div></body></html>")
    blocks = build_blocks(root)
    assert [(b.index, b.text, b.tag, b.t, b.lt, b.tg, b.ltg, b.gap) for b in blocks] == [
        (0, "First", "p", 1, 0, 1, 0, False),
        (1, "Second link", "p", 2, 1, 2, 1, False),
        (2, "Bold tail", "div", 2, 0, 2, 0, False),
    ]
    assert [b.parts for b in blocks] == [["First"], ["Second", "link"], ["Bold", "tail"]]
