"""Template application: a page stripped of the template learned from earlier pairs of its site.
"""

from __future__ import annotations

from typing import Mapping

import lxml.html

from webextract.denoise.hashtree.fingerprint import (
    TreeFingerprints,
    _children,
    fingerprint_tree,
)
from webextract.denoise.hashtree.learn import (
    MAX_TEMPLATE_FINGERPRINTS,
    SiteDenoiseResult,
    _finish,
    _learn,
    _Plan,
    _select_layer,
)


def apply_template(
    root: lxml.html.HtmlElement,
    template: set | frozenset | Mapping[int, int],
    *,
    keep_labels: bool = True,
    keep_records: bool = True,
    fps: TreeFingerprints | None = None,
    learned: set | None = None,
    max_learned: int = MAX_TEMPLATE_FINGERPRINTS,
    marker: bool = False,
) -> SiteDenoiseResult:
    """Delete from a page every node whose (layer, fingerprint) a site template holds.

    Input: the parsed root (mutated in place), a set of keys (a :class:`SiteTemplate`'s
    template and/or a partner page's :func:`page_keys`), ``keep_labels`` and
    ``keep_records``, the page's
    fingerprints when already computed, and ``learned``, a set that receives the keys of
    the deleted subtrees (up to ``max_learned``).  The page is walked layer by layer from
    the root as in VB-PTC Algorithm 1, one side only: a node whose key is in ``template``
    is deleted with its subtree and not descended into (replaced by a ``template`` marker
    with ``marker``).  Output: a :class:`SiteDenoiseResult`.
    """
    fps = fps or fingerprint_tree(root)
    if fps.key[root] in template:
        return SiteDenoiseResult("identical_pages_kept")
    plan = _Plan()
    layer = [root]
    positions = template if isinstance(template, Mapping) else None
    while layer:
        rem, labels = _select_layer(layer, fps, template, keep_labels, keep_records, positions)
        plan.remove += rem
        plan.labels += labels
        stop = set(rem).union(labels)
        layer = [c for el in layer if el not in stop for c in _children(el)]
    result = _finish(plan, fps, "site_template_applied", marker, keep_records)
    if learned is not None and result.changed:
        for el in plan.remove:
            _learn(learned, el, fps, max_learned)
    return result
