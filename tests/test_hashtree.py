"""Site-level template removal by layer fingerprints (VB-PTC §IV.B, Algorithm 1)."""

from __future__ import annotations

from pathlib import Path

import lxml.html
from lxml import etree

from webextract.denoise.hashtree import (
    SiteTemplate,
    apply_template,
    compare_pair,
    denoise_site,
    fingerprint_tree,
    page_keys,
)
from webextract.dom import clean_tree, parse_html

FIXTURES = Path(__file__).parent / "fixtures" / "denoise"


def text_of(root) -> str:
    body = root.find("body")
    return " ".join(" ".join((body if body is not None else root).itertext()).split())


def fp_of(html: str) -> int:
    root = lxml.html.fragment_fromstring(html)
    return fingerprint_tree(root).fingerprint[root]


# ------------------------------------------------------------------ fingerprints


def test_fingerprint_ignores_whitespace():
    assert fp_of("<div><p>Hello  world</p>\n <span>again</span></div>") == fp_of(
        "<div>\n  <p>Hello world</p><span> again </span>\n</div>"
    )


def test_fingerprint_differs_on_attributes_tag_and_text():
    base = fp_of('<div class="a"><p>text</p></div>')
    assert base != fp_of('<div class="b"><p>text</p></div>')
    assert base != fp_of('<div class="a" id="x"><p>text</p></div>')
    assert base != fp_of('<section class="a"><p>text</p></section>')
    assert base != fp_of('<div class="a"><p>texts</p></div>')


def test_fingerprint_attribute_order_does_not_matter():
    assert fp_of('<div id="x" class="a">t</div>') == fp_of('<div class="a" id="x">t</div>')


def test_fingerprint_is_tag_attributes_and_whole_text_under_the_node():
    # Φ = (tag, attrib, text): the same text split differently over children is the same
    # text under the node; the children themselves differ.
    a = lxml.html.fragment_fromstring("<p>ab<span>c</span></p>")
    b = lxml.html.fragment_fromstring("<p>a<span>bc</span></p>")
    fa, fb = fingerprint_tree(a), fingerprint_tree(b)
    assert fa.fingerprint[a] == fb.fingerprint[b]
    assert fa.fingerprint[a[0]] != fb.fingerprint[b[0]]
    assert fa.text_len[a] == 3


def test_fingerprint_counts_tails_and_utf8_length():
    root = lxml.html.fragment_fromstring("<div>é <b>x</b> y</div>")
    fps = fingerprint_tree(root)
    assert fps.text_len[root] == len("éxy".encode("utf-8"))
    assert fps.depth[root] == 0 and fps.depth[root[0]] == 1


def test_keys_combine_layer_and_fingerprint():
    root = lxml.html.fragment_fromstring("<div><p>same</p><div><p>same</p></div></div>")
    fps = fingerprint_tree(root)
    p1, p2 = root[0], root[1][0]
    assert fps.fingerprint[p1] == fps.fingerprint[p2]
    assert fps.key[p1] != fps.key[p2]  # layers 1 and 2


# ------------------------------------------------------------------ Algorithm 1

PAGE = """<html><head><title>{title}</title></head><body>
<div id="nav"><ul><li><a href="/">Home</a></li><li><a href="/about">About us</a></li></ul></div>
<div id="main"><h1>{title}</h1>
<ul class="authors">{authors}</ul>
<p>{body}</p></div>
<div id="footer">Copyright Example Press, all rights reserved.</div>
</body></html>"""


def page(title, authors, body):
    items = "".join(f"<li>{a}</li>" for a in authors)
    return parse_html(PAGE.format(title=title, authors=items, body=body))


def test_layer_comparison_deletes_common_subtrees_from_both_pages():
    a = page("First paper", ["Ann Lee"], "Body of the first paper.")
    b = page("Second paper", ["Bo Chan"], "Body of the second paper.")
    ra, rb = compare_pair(a, b)
    assert ra.reason == rb.reason == "pair_compared"
    assert text_of(a) == "First paper Ann Lee Body of the first paper."
    assert text_of(b) == "Second paper Bo Chan Body of the second paper."
    assert (ra.removed_nodes, rb.removed_nodes) == (2, 2)  # nav and footer
    assert ra.removed_chars == len("HomeAboutus") + len("CopyrightExamplePress,allrightsreserved.")
    # <head> is never compared nor deleted
    assert a.find("head/title").text == "First paper"


def test_template_siblings_in_different_numbers():
    # The paper's author example: the same author nodes are siblings in different numbers.
    a = page("First paper", ["Ann Lee", "Bo Chan", "Cy Diaz"], "Body one.")
    b = page("Second paper", ["Bo Chan", "Ann Lee"], "Body two.")
    compare_pair(a, b, keep_labels=False)
    assert [li.text for li in a.iter("li")] == ["Cy Diaz"]
    assert [li.text for li in b.iter("li")] == []
    assert text_of(a) == "First paper Cy Diaz Body one."
    assert text_of(b) == "Second paper Body two."


def test_keeps_labels_next_to_content():
    html = """<html><body><div class="nav"><a href="/">Home</a> <a href="/x">Next</a></div>
    <div class="rec"><h3>Abstract</h3><p>{abstract}</p><span>Keywords:</span> {kw}</div>
    </body></html>"""
    a = parse_html(html.format(abstract="We study A.", kw="alpha, beta"))
    b = parse_html(html.format(abstract="We study B.", kw="gamma"))
    ra, rb = compare_pair(a, b)
    assert text_of(a) == "Abstract We study A. Keywords: alpha, beta"
    assert text_of(b) == "Abstract We study B. Keywords: gamma"
    assert ra.kept_labels == rb.kept_labels == 2
    a = parse_html(html.format(abstract="We study A.", kw="alpha, beta"))
    b = parse_html(html.format(abstract="We study B.", kw="gamma"))
    compare_pair(a, b, keep_labels=False)
    assert text_of(a) == "We study A. alpha, beta"


def test_identical_pages_are_kept_and_reported():
    html = PAGE.format(title="Same", authors="<li>Ann</li>", body="Same body.")
    a, b = parse_html(html), parse_html(html)
    ra, rb = compare_pair(a, b)
    assert ra.reason == rb.reason == "identical_pages_kept"
    assert not ra.changed
    assert text_of(a) == text_of(parse_html(html))


def test_pages_differing_only_in_head_are_kept():
    body = "<body><div><p>Only content here.</p></div></body>"
    a = parse_html(f"<html><head><title>One</title></head>{body}</html>")
    b = parse_html(f"<html><head><title>Two</title></head>{body}</html>")
    ra, rb = compare_pair(a, b)
    assert ra.reason == rb.reason == "identical_pages_kept"
    assert text_of(a) == "Only content here."


def test_pages_with_nothing_in_common_are_unchanged():
    a = parse_html("<html><body><div id=a><p>Apples grow.</p></div></body></html>")
    b = parse_html("<html><body><section><h2>Rivers flow.</h2></section></body></html>")
    ra, rb = compare_pair(a, b)
    assert ra.reason == rb.reason == "nothing_in_common"
    assert (text_of(a), text_of(b)) == ("Apples grow.", "Rivers flow.")


def test_same_text_under_different_inner_attributes_is_identical():
    # Φ holds a node's own attributes and the text under it, not its descendants' attributes
    a = parse_html("<html><body><div><p>Shared text of the site.</p></div><p class=x>Shared tail.</p></body></html>")
    b = parse_html("<html><body><div><p>Shared text of the site.</p></div><p class=y>Shared tail.</p></body></html>")
    ra, rb = compare_pair(a, b)
    assert ra.reason == rb.reason == "identical_pages_kept"
    assert text_of(a) == "Shared text of the site. Shared tail."


def test_everything_template_keeps_the_page():
    # Page c repeats the only block of page d: all its content nodes are template.
    c = parse_html("<html><body><div><p>Shared text of the site.</p></div><div><p>Shared text of the site.</p></div></body></html>")
    d = parse_html("<html><body><div><p>Shared text of the site.</p></div><p>Own words.</p></body></html>")
    rc, rd = compare_pair(c, d)
    assert rc.reason == "all_template_kept" and not rc.changed
    assert text_of(c) == "Shared text of the site. Shared text of the site."
    assert (rd.reason, rd.removed_nodes) == ("pair_compared", 1)
    assert text_of(d) == "Own words."


# ------------------------------------------------------------------ templates


def test_site_template_learned_from_a_pair_applies_to_a_third_page():
    pages = [
        page("First paper", ["Ann Lee"], "Body one."),
        page("Second paper", ["Bo Chan"], "Body two."),
        page("Third paper", ["Cy Diaz"], "Body three."),
    ]
    results = denoise_site(pages)
    assert [r.reason for r in results] == ["pair_compared", "pair_compared", "site_template_applied"]
    assert text_of(pages[2]) == "Third paper Cy Diaz Body three."


def test_apply_template_only_deletes_keys_in_the_same_layer():
    a = page("First paper", ["Ann Lee"], "Body one.")
    b = page("Second paper", ["Bo Chan"], "Body two.")
    template: set = set()
    compare_pair(a, b, learned=template)
    moved = parse_html(
        "<html><body><div class=wrap><div id=footer>Copyright Example Press, all rights reserved."
        "</div></div><p>Own text.</p></body></html>"
    )
    result = apply_template(moved, template)
    assert result.reason == "nothing_in_common"  # the footer sits one layer deeper
    assert "Copyright" in text_of(moved)
    same = page("Fourth paper", ["Di Ek"], "Body four.")
    assert apply_template(same, template).removed_nodes == 2
    assert text_of(same) == "Fourth paper Di Ek Body four."


def test_site_template_caps_its_memory():
    site = SiteTemplate(max_fingerprints=3, max_reference=5)
    site.learn_pair(page("A", ["Ann"], "one"), page("B", ["Bo"], "two"))
    assert len(site.keys) == 3
    assert len(site.reference) == 5
    site.apply(page("C", ["Cy"], "three"))
    assert len(site.keys) <= 3 and len(site.reference) <= 5


def test_page_keys_keeps_the_top_layers_when_capped():
    root = page("A", ["Ann", "Bo"], "one")
    fps = fingerprint_tree(root)
    body = root.find("body")
    assert page_keys(fps, cap=2) == {fps.key[root], fps.key[body]}
    assert fps.key[root.find("head")] not in page_keys(fps)
    assert len(page_keys(fps)) == sum(1 for el in root.iter() if el.tag not in ("head", "title"))


def test_single_page_site_has_no_partner():
    assert [r.reason for r in denoise_site([page("A", ["Ann"], "one")])] == ["no_partner"]
    assert denoise_site([]) == []


def test_site_template_remember_then_apply_acts_as_pair():
    site = SiteTemplate()
    first = page("A", ["Ann"], "one")
    site.remember(first)
    assert site.ready and text_of(first).startswith("Home")
    second = page("B", ["Bo"], "two")
    result = site.apply(second)
    assert result.reason == "site_template_applied"
    assert text_of(second) == "B Bo two"


# ------------------------------------------------------------------ real pages


def test_real_result_pages_of_one_site():
    names = ["irs-1.html", "irs-2.html", "irs-3.html"]
    roots = [parse_html((FIXTURES / n).read_bytes()) for n in names]
    for root in roots:
        clean_tree(root)
    before = [text_of(r) for r in roots]
    results = denoise_site(roots)
    assert [r.reason for r in results] == ["pair_compared", "pair_compared", "site_template_applied"]
    after = [text_of(r) for r in roots]
    assert [r.removed_chars for r in results] == [223, 223, 223]
    for b, a in zip(before, after):
        assert b.startswith("Skip to main content Toggle navigation Browse Site")
        assert "Taxpayer Bill of Rights" in b
        assert a.startswith("Search results ")
        assert "Toggle navigation" not in a and "Taxpayer Bill of Rights" not in a
    # every result title of the third page survives, the one shared with page 2 included
    assert "Topic 701 - Sale of Your Home" in after[2]
    assert after[2].startswith("Search results Publication 523 (2016), Selling Your Home")


# ------------------------------------------------------------------ large and deep


def deep_page(depth: int, leaf: str):
    """A page ``depth`` divs deep, built node by node (a parser would cap the depth)."""
    root = lxml.html.Element("html")
    body = etree.SubElement(root, "body")
    nav = etree.SubElement(body, "div", id="nav")
    nav.text = "Site navigation menu"
    node = body
    for _ in range(depth):
        node = etree.SubElement(node, "div")
    node.text = leaf
    return root


def test_ten_thousand_levels_deep_pages():
    a, b = deep_page(10_000, "Leaf one"), deep_page(10_000, "Leaf two")
    fa = fingerprint_tree(a)
    assert max(fa.depth.values()) == 10_001
    ra, rb = compare_pair(a, b)
    assert (ra.reason, ra.removed_nodes) == ("pair_compared", 1)
    assert "Site navigation" not in "".join(a.itertext())
    assert "Leaf one" in "".join(a.itertext())
    assert rb.removed_nodes == 1


def test_hundred_thousand_nodes():
    items = "".join(f"<li><span>item {i}</span></li>" for i in range(50_000))
    a = parse_html(f"<html><body><div id=nav>Home, News, Sport, Weather and Contact</div><ul>{items}</ul><p>A</p></body></html>")
    b = parse_html("<html><body><div id=nav>Home, News, Sport, Weather and Contact</div><p>B</p></body></html>")
    assert sum(1 for _ in a.iter()) > 100_000
    ra, rb = compare_pair(a, b)
    assert (ra.reason, ra.removed_nodes, rb.removed_nodes) == ("pair_compared", 1, 1)
    assert text_of(b) == "B"
    assert text_of(a).startswith("item 0 item 1 ") and text_of(a).endswith("item 49999 A")


def test_plain_etree_trees_and_tail_text():
    a = etree.fromstring("<html><body>lead <div>site menu and more words</div>tail one<p>one</p></body></html>")
    b = etree.fromstring("<html><body><div>site menu and more words</div><p>two</p></body></html>")
    ra, rb = compare_pair(a, b)
    assert (ra.removed_nodes, rb.removed_nodes) == (1, 1)
    assert etree.tostring(a) == b"<html><body>lead tail one<p>one</p></body></html>"
    assert etree.tostring(b) == b"<html><body><p>two</p></body></html>"


def test_not_a_tree_is_a_clear_error():
    import pytest

    with pytest.raises(TypeError, match="expected an lxml element"):
        fingerprint_tree(None)
    with pytest.raises(TypeError):
        compare_pair(page("A", ["Ann"], "one"), "<html></html>")


RESULTS = """<html><body><div id="nav"><a href="/">Home page of the site</a></div><ol>
<li class="r"><h3>{a}</h3><p>Snippet text of result {a}.</p></li>
<li class="r"><h3>Shared result</h3><p>Snippet text of the shared result.</p></li>
<li class="r"><h3>{b}</h3><p>Snippet text of result {b}.</p></li></ol></body></html>"""


def test_records_shown_on_both_pages_are_kept():
    a = parse_html(RESULTS.format(a="Alpha", b="Beta"))
    b = parse_html(RESULTS.format(a="Gamma", b="Delta"))
    ra, _ = compare_pair(a, b)
    assert (ra.removed_nodes, ra.kept_labels) == (1, 1)  # the menu goes, the shared record stays
    assert "Shared result" in text_of(a) and "Home page" not in text_of(a)
    a = parse_html(RESULTS.format(a="Alpha", b="Beta"))
    b = parse_html(RESULTS.format(a="Gamma", b="Delta"))
    compare_pair(a, b, keep_records=False)  # the paper's rule alone
    assert text_of(a) == "Alpha Snippet text of result Alpha. Beta Snippet text of result Beta."


def test_marker_replaces_each_template_subtree():
    a = page("First paper", ["Ann Lee"], "Body of the first paper.")
    b = page("Second paper", ["Bo Chan"], "Body of the second paper.")
    ra, rb = compare_pair(a, b, marker=True)
    assert (ra.removed_nodes, rb.removed_nodes) == (2, 2)
    assert text_of(a) == "First paper Ann Lee Body of the first paper."
    markers = [(m.getparent().tag, dict(m.attrib)) for m in a.iter("hr")]
    assert markers == [
        ("body", {"data-webextract-removed": "template", "data-webextract-chars": "11"}),
        ("body", {"data-webextract-removed": "template",
                  "data-webextract-chars": str(len("CopyrightExamplePress,allrightsreserved."))}),
    ]
    # without the option nothing is left in place
    c = page("First paper", ["Ann Lee"], "Body of the first paper.")
    d = page("Second paper", ["Bo Chan"], "Body of the second paper.")
    compare_pair(c, d)
    assert list(c.iter("hr")) == []


def test_marker_keeps_the_tail_and_site_template_passes_it_on():
    from webextract.denoise.hashtree import SiteTemplate, replace_with_marker

    root = lxml.html.fromstring("<div><p>a</p><ul><li>x</li></ul>tail<p>b</p></div>")
    replace_with_marker(root.find("ul"), "links", 1, 1, "Related")
    assert etree.tostring(root, encoding="unicode") == (
        '<div><p>a</p><hr data-webextract-removed="links" data-webextract-chars="1" '
        'data-webextract-link-chars="1" data-webextract-label="Related"/>tail<p>b</p></div>'
    )
    replace_with_marker(root, "links", 1)  # no parent: left alone
    site = SiteTemplate(marker=True)
    first = page("First paper", ["Ann Lee"], "Body of the first paper.")
    second = page("Second paper", ["Bo Chan"], "Body of the second paper.")
    site.learn_pair(first, second)
    third = page("Third paper", ["Cy Dee"], "Body of the third paper.")
    assert site.apply(third).removed_nodes == 2
    assert [m.get("data-webextract-removed") for m in third.iter("hr")] == ["template", "template"]


GAMES = """<html><body><ul class="menu">{menu}</ul><ul class="games">{games}</ul>
<p>{own}</p></body></html>"""


def games_page(account: str, games: list[str], own: str, new: bool = False) -> lxml.html.HtmlElement:
    """A result page of a games site: a menu whose last item changes (sign in / my
    account), optionally one item more at its front, short game cards and a line of its own."""
    labels = (["New"] if new else []) + [f"Cat {i}" for i in range(4)] + [account]
    items = "".join(f'<li class="m"><a href="/c/{x}">{x}</a></li>' for x in labels)
    cards = "".join(f'<li><a href="/g/{g}"><img src="/{g}.png"><span>{g}</span></a></li>' for g in games)
    return parse_html(GAMES.format(menu=items, games=cards, own=own))


def test_short_records_recurring_at_other_places_are_kept_and_a_menu_with_one_change_goes():
    # Short game cards (under RECORD_MIN_CHARS) that two result pages share at other ranks
    # are records; the menu, the same on both pages at the same places but for one item,
    # is template.
    a = games_page("Sign in", ["Rio 2016", "Chess", "Lumberjack", "Sudoku"], "First query")
    b = games_page("My account", ["Golf", "Lumberjack", "Tennis", "Rio 2016", "Darts"], "Second query")
    ra, rb = compare_pair(a, b)
    assert text_of(a) == "Sign in Rio 2016 Chess Lumberjack Sudoku First query"
    assert text_of(b) == "My account Golf Lumberjack Tennis Rio 2016 Darts Second query"
    assert (ra.removed_nodes, rb.removed_nodes) == (4, 4)  # the four unchanged menu items


def test_a_third_page_keeps_recurring_records_by_the_template_positions():
    pages = [
        games_page("Sign in", ["Chess", "Golf", "Darts"], "One"),
        games_page("My account", ["Tennis", "Sudoku", "Polo"], "Two"),
        # one menu item more at the front: the template items sit one place further on
        games_page("My account", ["Polo", "Snooker", "Tennis", "Rugby"], "Three", new=True),
    ]
    results = denoise_site(pages)
    assert results[2].reason == "site_template_applied"
    assert text_of(pages[2]) == "New Polo Snooker Tennis Rugby Three"


def test_without_partner_positions_short_shared_records_need_record_min_chars():
    a = games_page("Sign in", ["Rio 2016", "Chess", "Lumberjack"], "First query")
    b = games_page("My account", ["Golf", "Lumberjack", "Rio 2016"], "Second query")
    template: set = set()
    compare_pair(a, b, learned=template)  # a plain set: keys without their places
    c = games_page("Basket", ["Lumberjack", "Polo", "Golf"], "Third query")
    apply_template(c, template | page_keys(fingerprint_tree(b)))
    assert text_of(c) == "Basket Polo Third query"
