"""Page-level removal of link clusters, VB-PTC (Gong et al., IEEE Access 2020,
000_c6fae3235630f454.txt) §IV.C, equations (1) and (2).

For every node i of the tree:

* T_i   - words of the text under i (split on whitespace),
* TG_i  - tags under i (the elements of its subtree, i included),
* LTG_i - link tags ``<a>`` under i,
* LT_i  - words of the text inside those links;

    LTD_i   = (LTG_i / TG_i) x (LT_i / T_i) x sqrt(LT_i)                     (1)
    score_i = log(SD) x LTD_i x log10(LTG_i + 2)                            (2)

with SD the standard deviation of LTD over the page's nodes.  log(SD) is one number per page:
it stretches the differences between nodes (the paper's aim) but does not reorder them; when
SD < 1 its sign would turn the order upside down, so the selection uses |log SD| (and 1 when
SD is 0 or 1).

Which nodes the score selects the paper leaves open.  Here a node is a link cluster, and is
deleted with its subtree, when

* its score relative to the page's stretch, score_i / |log SD| = LTD_i x log10(LTG_i + 2),
  reaches :data:`SCORE_MIN` (the paper's Fig. 5-6 link blocks score several times the text
  nodes),
* it holds at least :data:`MIN_CLUSTER_LINKS` links (a cluster, not a link in a sentence),
* and most of its words are link words, LT_i / T_i >= :data:`MIN_LINK_TEXT_RATIO`, so a
  paragraph or article body with many links in it is never taken (0.8 keeps 99.9% of the
  article words of l3s-gn1, see docs/denoise.md).

A node that qualifies but has a child without links holding :data:`MIN_KEPT_WORDS` words or
more after its first link-holding child (a heading cell beside a menu cell in one table row)
is passed over for its children; a caption above a list goes with the list.  Only the
topmost selected nodes are deleted (a selected node's subtree goes with it).  With
``marker=True`` each leaves an empty ``<hr data-webextract-removed="links">`` carrying its
text size, link-text size and caption (:func:`cluster_caption`), so the article extractor
still sees where a link list ended the text (docs/denoise.md).  All counts come from one
bottom-up pass; nothing recurses in Python.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import lxml.html
from lxml import etree

from webextract.denoise.regions import RecordRegions, record_regions
from webextract.denoise.markers import (
    MARKER_LABEL_MAX_CHARS,
    drop_subtree,
    replace_with_marker,
)

#: Least LTD_i x log10(LTG_i + 2) of a link cluster (score_i / |log SD|, eq. 2).
SCORE_MIN = 1.0
#: Least number of links LTG_i of a link cluster.
MIN_CLUSTER_LINKS = 3
#: Least share of link words LT_i / T_i of a link cluster.
MIN_LINK_TEXT_RATIO = 0.8
#: A page the clusters would leave with fewer words than this, and less than
#: :data:`MIN_SHARE_LEFT` of its words (a home page, a site map, an index: all link lists),
#: is a link page; it is kept whole (``LinkClusterResult.kept_whole``).
MIN_WORDS_LEFT = 50
MIN_SHARE_LEFT = 0.1
#: A cluster candidate one of whose children holds no link and at least this many words and
#: comes after its first link (a heading cell beside a menu cell, not a caption above a
#: list) is not removed whole: the clusters inside it are.
MIN_KEPT_WORDS = 5


@dataclass
class NodeDensity:
    """The §IV.C counts and measures of one node."""

    element: lxml.html.HtmlElement
    t: int      # T_i
    tg: int     # TG_i
    ltg: int    # LTG_i
    lt: int     # LT_i
    ltd: float  # LTD_i, eq. (1)
    score: float = 0.0  # score_i, eq. (2)


@dataclass
class LinkClusterResult:
    """What page-level denoising did: the removed clusters and the page's SD of LTD."""

    removed: list[NodeDensity] = field(default_factory=list)
    sd: float = 0.0
    nodes: int = 0
    #: True when the selected clusters held nearly all the page's text (fewer than
    #: ``min_words_left`` words and less than ``MIN_SHARE_LEFT`` of them would have been
    #: left) and the page was kept whole.
    kept_whole: bool = False

    @property
    def removed_words(self) -> int:
        """Words of text deleted with the clusters."""
        return sum(n.t for n in self.removed)


def link_text_density(t: int, tg: int, ltg: int, lt: int) -> float:
    """LTD_i of VB-PTC eq. (1): (LTG_i / TG_i) x (LT_i / T_i) x sqrt(LT_i).

    Input: T_i, TG_i, LTG_i, LT_i.  Output: LTD_i; 0 for a node without text or tags.
    """
    if t <= 0 or tg <= 0 or lt <= 0:
        return 0.0
    return (ltg / tg) * (lt / t) * math.sqrt(lt)


def cluster_score(ltd: float, ltg: int, sd: float) -> float:
    """score_i of VB-PTC eq. (2): log(SD) x LTD_i x log10(LTG_i + 2), natural log.

    Input: LTD_i, LTG_i and the page's SD of LTD.  Output: score_i (0 when SD <= 0).
    """
    if sd <= 0:
        return 0.0
    return math.log(sd) * ltd * math.log10(ltg + 2)


def node_densities(root: lxml.html.HtmlElement) -> list[NodeDensity]:
    """T, TG, LTG, LT, LTD (eq. 1) and score (eq. 2) of every element of a tree.

    Input: a parsed root.  Output: one :class:`NodeDensity` per element, in document order;
    SD for eq. (2) is the population standard deviation of LTD over the elements that hold
    text.  One reverse document-order pass (children before parents), no recursion.
    Anything but an element raises ``TypeError``.
    """
    if not isinstance(getattr(root, "tag", None), str):
        raise TypeError(f"expected an lxml element, not {type(root).__name__}")
    nodes = list(root.iter(etree.Element))
    n = len(nodes)
    t = [0] * n
    tg = [1] * n
    ltg = [0] * n
    lt = [0] * n
    index = {el: i for i, el in enumerate(nodes)}
    get = index.get
    for i in range(n - 1, -1, -1):
        el = nodes[i]
        text = el.text
        words = len(text.split()) if text else 0
        for child in el:
            j = get(child)
            if j is not None:
                words += t[j]
                tg[i] += tg[j]
                ltg[i] += ltg[j]
                lt[i] += lt[j]
            tail = child.tail
            if tail:
                words += len(tail.split())
        t[i] = words
        if el.tag == "a":
            ltg[i] += 1
            lt[i] = words
    ltd = [link_text_density(t[i], tg[i], ltg[i], lt[i]) for i in range(n)]
    sd = _pstdev([ltd[i] for i in range(n) if t[i] > 0])
    log_sd = math.log(sd) if sd > 0 else 0.0
    log10 = math.log10
    # score_i as cluster_score(ltd, ltg, sd) gives it, one multiplication order
    out = [NodeDensity(nodes[i], t[i], tg[i], ltg[i], lt[i], ltd[i],
                       log_sd * ltd[i] * log10(ltg[i] + 2) if sd > 0 else 0.0)
           for i in range(n)]
    return out


def _text_chars(el: lxml.html.HtmlElement) -> tuple[int, int]:
    """Characters of the text under ``el`` and of the link text among them (whitespace
    collapsed), both in lxml's C code."""
    chars = len(" ".join(el.text_content().split()))
    link_chars = sum(len(" ".join(a.text_content().split())) for a in el.iter("a"))
    return chars, min(chars, link_chars)


def cluster_caption(el: lxml.html.HtmlElement, limit: int = MARKER_LABEL_MAX_CHARS) -> str:
    """The caption of a cluster: its first piece of text, when that comes before its first
    link ("Related stories" in ``<div><h3>Related stories</h3><ul>...``).

    Input: an element.  Output: that text with whitespace collapsed, or ``""`` when the
    cluster starts with a link or the text is longer than ``limit`` characters.  One
    ``iterwalk`` up to the first text or link.
    """
    for event, node in etree.iterwalk(el, events=("start", "end")):
        if event == "start":
            if node.tag == "a":
                return ""
            text = node.text if isinstance(node.tag, str) else None
        else:
            text = node.tail if node is not el else None
        if text and not text.isspace():
            caption = " ".join(text.split())
            return caption if len(caption) <= limit else ""
    return ""


def _pstdev(values: list[float]) -> float:
    if len(values) < 2:
        return 0.0
    mean = sum(values) / len(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))


def select_link_clusters(
    densities: list[NodeDensity],
    *,
    score_min: float = SCORE_MIN,
    min_links: int = MIN_CLUSTER_LINKS,
    min_link_text_ratio: float = MIN_LINK_TEXT_RATIO,
    min_kept_words: int = MIN_KEPT_WORDS,
    regions: RecordRegions | None = None,
) -> list[NodeDensity]:
    """The topmost nodes the eq. (2) score selects as link clusters (see the module notes).

    Input: :func:`node_densities` output (document order) and the thresholds.  A node that
    qualifies but has a child without links holding ``min_kept_words`` words or more after
    its first link is passed over for its children (0: the topmost node always).
    ``regions``: the page's record regions (:func:`webextract.denoise.regions.record_regions`);
    a region and everything in it is never selected, a node holding one is passed over for
    its children.  Output: the selected nodes, none inside another, in document order.
    """
    by_element = {d.element: d for d in densities} if min_kept_words > 0 else {}
    chosen: list[NodeDensity] = []
    inside: set = set()
    for d in densities:
        el = d.element
        if el in inside or el.getparent() is None:
            continue
        if regions is not None:
            if el in regions.regions:
                inside.update(el.iter())  # a list of records, not a link cluster
                continue
            if el in regions.above:
                continue  # the clusters beside the records are tried in turn
        if d.ltg < min_links or d.t <= 0 or d.lt / d.t < min_link_text_ratio:
            continue
        if d.ltd * math.log10(d.ltg + 2) < score_min:
            continue
        if by_element and _text_after_links(el, by_element, min_kept_words):
            continue  # its children are tried in turn
        chosen.append(d)
        inside.update(el.iter())
    return chosen


def _text_after_links(el: lxml.html.HtmlElement, by_element: dict, min_words: int) -> bool:
    """True when a child of ``el`` after its first link-holding child has no link and at
    least ``min_words`` words."""
    seen_link = False
    for child in el:
        d = by_element.get(child)
        if d is None:
            continue
        if d.ltg:
            seen_link = True
        elif seen_link and d.t >= min_words:
            return True
    return False


def remove_link_clusters(
    root: lxml.html.HtmlElement,
    *,
    score_min: float = SCORE_MIN,
    min_links: int = MIN_CLUSTER_LINKS,
    min_link_text_ratio: float = MIN_LINK_TEXT_RATIO,
    min_words_left: int = MIN_WORDS_LEFT,
    min_kept_words: int = MIN_KEPT_WORDS,
    keep_regions: bool = True,
    marker: bool = False,
) -> LinkClusterResult:
    """Page-level denoising, VB-PTC §IV.C: delete the link clusters eq. (1)-(2) select.

    Input: a parsed (ideally cleaned) root, mutated in place, and the selection thresholds
    (module notes); ``marker``: leave an empty ``<hr data-webextract-removed="links">`` in
    place of each cluster (:func:`webextract.denoise.hashtree.replace_with_marker`, with the
    cluster's text and link-text characters), so the article extractor still sees where a
    link list ended the text.  Output: a :class:`LinkClusterResult` listing the removed
    nodes.  A page without links is left unchanged, and so is a page the clusters would
    leave with fewer than ``min_words_left`` words, and less than :data:`MIN_SHARE_LEFT` of
    its words (a page of link lists: its result has ``kept_whole`` set; 0 turns this off).
    ``min_kept_words``: see :func:`select_link_clusters` (0 turns it off; both 0 is the
    paper's rule alone).
    ``keep_regions``: a data-record region (a list of items of one shape, each with a link
    and text of its own that varies from item to item: hotel cards, deals; see
    :mod:`webextract.denoise.regions`) is never a cluster, nor is a node holding one (the
    clusters beside it are); False is the paper's rule.
    ``<head>``, ``<body>`` and the root are never removed.
    """
    densities = node_densities(root)
    result = LinkClusterResult(nodes=len(densities))
    result.sd = _pstdev([d.ltd for d in densities if d.t > 0])
    if not any(d.ltg for d in densities[:1]):
        return result
    never = set(root.iter("html", "head", "body"))  # the tags tested in C, once
    candidates = [d for d in densities if d.element not in never]
    # record regions only keep nodes from the selection: a page where no node reaches the
    # thresholds selects nothing with or without them, and they are not looked for
    wanted = keep_regions and any(
        d.ltg >= min_links and d.t > 0 and d.lt / d.t >= min_link_text_ratio
        and d.ltd * math.log10(d.ltg + 2) >= score_min for d in candidates)
    chosen = select_link_clusters(
        candidates,
        score_min=score_min,
        min_links=min_links,
        min_link_text_ratio=min_link_text_ratio,
        min_kept_words=min_kept_words,
        regions=record_regions(root) if wanted else None,
    )
    if chosen and min_words_left > 0:
        body = next((d for d in densities if d.element.tag == "body"), densities[0])
        left = body.t - sum(d.t for d in chosen)
        if left < min_words_left and left < MIN_SHARE_LEFT * body.t:
            result.kept_whole = True
            return result
    for d in chosen:
        if marker:
            chars, link_chars = _text_chars(d.element)
            replace_with_marker(d.element, "links", chars, link_chars, cluster_caption(d.element))
        else:
            drop_subtree(d.element)
    result.removed = chosen
    return result
