"""Template learning (VB-PTC §IV.B, Algorithm 1 ``DelNode``): two pages of a site compared layer
by layer from the root; nodes whose fingerprint occurs in the same layer of both are template.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

import lxml.html

from webextract.denoise.hashtree.fingerprint import (
    TreeFingerprints,
    _children,
    fingerprint_tree,
)
from webextract.denoise.hashtree.keep import _is_label, _RecordTest, keep_content_regions
from webextract.denoise.markers import drop_subtree, replace_with_marker

#: Default cap on the template keys a :class:`SiteTemplate` learns for one site.
MAX_TEMPLATE_FINGERPRINTS = 10_000


#: Why a page came out of site-level denoising the way it did.
REASONS = (
    "pair_compared",          # compared with a partner page (Algorithm 1)
    "site_template_applied",  # compared with the site's template and last page
    "identical_pages_kept",   # the page equals its partner: kept whole
    "all_template_kept",      # every content node is template: kept whole
    "nothing_in_common",      # compared, nothing matched
    "no_partner",             # no other page of the site to compare with
)


@dataclass
class SiteDenoiseResult:
    """What site-level denoising did to one page.

    ``reason`` is one of :data:`REASONS`; ``removed_nodes`` counts deleted subtrees (their
    roots), ``removed_chars`` the whitespace-free UTF-8 bytes of text they held,
    ``kept_labels`` the template nodes kept as labels or records.
    """

    reason: str
    removed_nodes: int = 0
    removed_chars: int = 0
    kept_labels: int = 0

    @property
    def changed(self) -> bool:
        """True when anything was deleted."""
        return self.removed_nodes > 0


def _select_layer(
    layer: Sequence[lxml.html.HtmlElement],
    fps: TreeFingerprints,
    template: Mapping | set | frozenset,
    keep_labels: bool,
    keep_records: bool = True,
    positions: Mapping[int, int] | None = None,
) -> tuple[list, list]:
    """Split one layer into (to delete, kept although template) by their keys; ``positions``
    maps template keys to their nodes' places among their siblings on the partner page."""
    hits = [el for el in layer if fps.text_len[el] > 0 and fps.key[el] in template]
    if not hits or not (keep_labels or keep_records):
        return hits, []
    hit_set = set(hits)
    is_record = _RecordTest(fps, hit_set, positions)
    kept = [
        el for el in hits
        if (keep_records and is_record(el))
        or (keep_labels and _is_label(el, fps, hit_set))
    ]
    if not kept:
        return hits, []
    kept_set = set(kept)
    return [el for el in hits if el not in kept_set], kept


def _content_length(fps: TreeFingerprints) -> int:
    root = fps.root
    total = fps.text_len[root]
    for child in root:
        if isinstance(child.tag, str) and child.tag == "head":
            total -= fps.text_len[child]
    return total


def _delete(nodes: Iterable[lxml.html.HtmlElement], fps: TreeFingerprints | None = None) -> None:
    """Delete nodes with their subtrees; with ``fps``, leave a ``template`` marker each."""
    for el in nodes:
        if fps is None:
            drop_subtree(el)
        else:
            replace_with_marker(el, "template", fps.text_len[el])


class _Plan:
    """Deletions decided for one page before any is carried out."""

    def __init__(self) -> None:
        self.remove: list = []
        self.labels: list = []


def _finish(plan: _Plan, fps: TreeFingerprints, reason: str, marker: bool = False,
            keep_records: bool = True) -> SiteDenoiseResult:
    """Carry out a plan unless it would delete the whole content (then keep the page); with
    ``marker``, each deleted subtree leaves a ``template`` marker (:func:`replace_with_marker`);
    with ``keep_records``, a list of records that is the page's content stays
    (:func:`keep_content_regions`)."""
    regions_kept = 0
    if keep_records:
        plan.remove, regions_kept = keep_content_regions(plan.remove, fps)
    content = _content_length(fps)
    removed_chars = sum(fps.text_len[el] for el in plan.remove)
    if plan.remove and content > 0 and removed_chars >= content:
        return SiteDenoiseResult("all_template_kept")
    if not plan.remove and reason in ("pair_compared", "site_template_applied"):
        reason = "nothing_in_common"
    _delete(plan.remove, fps if marker else None)
    return SiteDenoiseResult(reason, len(plan.remove), removed_chars, len(plan.labels) + regions_kept)


def compare_pair(
    root_a: lxml.html.HtmlElement,
    root_b: lxml.html.HtmlElement,
    *,
    keep_labels: bool = True,
    keep_records: bool = True,
    learned: set | None = None,
    max_learned: int = MAX_TEMPLATE_FINGERPRINTS,
    marker: bool = False,
) -> tuple[SiteDenoiseResult, SiteDenoiseResult]:
    """Delete the template of two pages of one site, VB-PTC Algorithm 1.

    Input: the two parsed (ideally cleaned, §IV.A) roots, mutated in place; ``keep_labels``
    and ``keep_records`` (see the module notes; both off is the paper's rule alone);
    ``learned``, a set that receives the (layer, fingerprint) keys of every node of the
    deleted subtrees (up to ``max_learned`` keys).  For layers
    i = 1 .. min(D_1, D_2), the fingerprint sets of layer i of both pages are intersected
    and the nodes in the intersection are deleted with their subtrees from both; the next
    layer is made of the children of the nodes left.  Output: one
    :class:`SiteDenoiseResult` per page; identical pages are both kept whole.  With
    ``marker``, each deleted subtree is replaced by an empty ``template`` marker
    (:func:`replace_with_marker`).
    """
    fa, fb = fingerprint_tree(root_a), fingerprint_tree(root_b)
    return _compare_fingerprinted(fa, fb, keep_labels, learned, max_learned, keep_records, marker)


def _compare_fingerprinted(
    fa: TreeFingerprints,
    fb: TreeFingerprints,
    keep_labels: bool,
    learned: set | None,
    max_learned: int,
    keep_records: bool = True,
    marker: bool = False,
) -> tuple[SiteDenoiseResult, SiteDenoiseResult]:
    if fa.fingerprint[fa.root] == fb.fingerprint[fb.root] or (
        _content_length(fa) == _content_length(fb) and _same_body(fa, fb)
    ):
        return SiteDenoiseResult("identical_pages_kept"), SiteDenoiseResult("identical_pages_kept")
    plan_a, plan_b = _Plan(), _Plan()
    layer_a, layer_b = [fa.root], [fb.root]
    while layer_a and layer_b:
        keys_a = {fa.key[el] for el in layer_a}
        keys_b = {fb.key[el] for el in layer_b}
        common = keys_a & keys_b
        if common:
            rem_a, lab_a = _select_layer(
                layer_a, fa, common, keep_labels, keep_records, _layer_positions(layer_b, fb, common)
            )
            rem_b, lab_b = _select_layer(
                layer_b, fb, common, keep_labels, keep_records, _layer_positions(layer_a, fa, common)
            )
        else:
            rem_a = lab_a = rem_b = lab_b = []
        plan_a.remove += rem_a
        plan_a.labels += lab_a
        plan_b.remove += rem_b
        plan_b.labels += lab_b
        if learned is not None:
            for el in rem_a:
                _learn(learned, el, fa, max_learned)
            for el in rem_b:
                _learn(learned, el, fb, max_learned)
        stop_a = set(rem_a).union(lab_a)
        stop_b = set(rem_b).union(lab_b)
        layer_a = [c for el in layer_a if el not in stop_a for c in _children(el)]
        layer_b = [c for el in layer_b if el not in stop_b for c in _children(el)]
    return (_finish(plan_a, fa, "pair_compared", marker, keep_records),
            _finish(plan_b, fb, "pair_compared", marker, keep_records))


def _same_body(fa: TreeFingerprints, fb: TreeFingerprints) -> bool:
    """True when everything outside ``<head>`` has the same fingerprints."""
    body_a = [fa.key[c] for c in _children(fa.root)]
    body_b = [fb.key[c] for c in _children(fb.root)]
    return bool(body_a) and body_a == body_b


def _layer_positions(layer: Sequence, fps: TreeFingerprints, keys: set) -> dict[int, int]:
    """Key -> place among its siblings, for the nodes of a layer whose key is in ``keys``."""
    positions: dict[int, int] = {}
    for el in layer:
        k = fps.key[el]
        if k in keys and k not in positions:
            positions[k] = fps.index[el]
    return positions


def _learn(learned: set | dict, el: lxml.html.HtmlElement, fps: TreeFingerprints, cap: int) -> None:
    """Add the keys of ``el``'s subtree to ``learned`` (a set, or a dict key -> place among
    its siblings), up to ``cap`` keys."""
    key, index = fps.key, fps.index
    add = learned.add if isinstance(learned, set) else None
    for d in el.iter():
        if not isinstance(d.tag, str):
            continue
        if len(learned) >= cap:
            return
        if add is not None:
            add(key[d])
        else:
            learned.setdefault(key[d], index[d])
