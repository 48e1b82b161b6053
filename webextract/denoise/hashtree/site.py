"""A site's template as it is learned and applied page by page (:class:`SiteTemplate`), and the
one-call :func:`denoise_site` over a handful of pages.
"""

from __future__ import annotations

from typing import Sequence

import lxml.html

from webextract.denoise.hashtree.apply import apply_template
from webextract.denoise.hashtree.fingerprint import (
    MAX_REFERENCE_FINGERPRINTS,
    fingerprint_tree,
    page_positions,
)
from webextract.denoise.hashtree.learn import (
    MAX_TEMPLATE_FINGERPRINTS,
    SiteDenoiseResult,
    _compare_fingerprinted,
)


class SiteTemplate:
    """What site-level denoising knows about one site: learned template keys and the keys of
    the last page seen (VB-PTC §IV.B, used across a crawl).

    Memory is bounded: at most ``max_fingerprints`` template keys and
    ``max_reference`` keys of the last page, each mapped to its node's place among its
    siblings (``keys`` and ``reference`` are dicts; a key is one Python int of about 80 bits,
    about 65 bytes with its dict entry, so the defaults hold a site in about 1.3 MB at worst).
    ``marker=True``: deleted template nodes leave empty ``template`` markers
    (:func:`replace_with_marker`).
    """

    def __init__(
        self,
        *,
        max_fingerprints: int = MAX_TEMPLATE_FINGERPRINTS,
        max_reference: int = MAX_REFERENCE_FINGERPRINTS,
        keep_labels: bool = True,
        keep_records: bool = True,
        marker: bool = False,
    ) -> None:
        self.max_fingerprints = max_fingerprints
        self.marker = marker
        self.max_reference = max_reference
        self.keep_labels = keep_labels
        self.keep_records = keep_records
        self.keys: dict[int, int] = {}
        self.reference: dict[int, int] = {}
        self.pages_seen = 0

    @property
    def ready(self) -> bool:
        """True once a page or a pair has been seen (a later page has something to match)."""
        return bool(self.keys or self.reference)

    def size(self) -> int:
        """Number of keys held (template plus last page)."""
        return len(self.keys) + len(self.reference)

    def remember(self, root: lxml.html.HtmlElement) -> None:
        """Keep a page's keys as the partner of the next page, without changing the page.

        Input: a parsed root not yet denoised (a page released without a partner).
        """
        self.reference = page_positions(fingerprint_tree(root), self.max_reference)
        self.pages_seen += 1

    def learn_pair(
        self, root_a: lxml.html.HtmlElement, root_b: lxml.html.HtmlElement
    ) -> tuple[SiteDenoiseResult, SiteDenoiseResult]:
        """Denoise two pages against each other (Algorithm 1) and learn their template.

        Input: two parsed roots of this site (mutated in place).  Output: their results.
        """
        fa, fb = fingerprint_tree(root_a), fingerprint_tree(root_b)
        reference = page_positions(fb, self.max_reference)
        results = _compare_fingerprinted(
            fa, fb, self.keep_labels, self.keys, self.max_fingerprints, self.keep_records,
            self.marker,
        )
        self.reference = reference
        self.pages_seen += 2
        return results

    def apply(self, root: lxml.html.HtmlElement) -> SiteDenoiseResult:
        """Denoise one more page of the site with the template and the last page's keys.

        Input: a parsed root (mutated in place).  The nodes matched are added to the template
        and the page becomes the partner of the next one.  Output: its result.
        """
        fps = fingerprint_tree(root)
        reference = page_positions(fps, self.max_reference)
        if not self.ready:
            self.reference = reference
            self.pages_seen += 1
            return SiteDenoiseResult("no_partner")
        known = self.keys | self.reference if self.reference else self.keys
        result = apply_template(
            root, known, keep_labels=self.keep_labels, keep_records=self.keep_records, fps=fps,
            learned=self.keys, max_learned=self.max_fingerprints, marker=self.marker,
        )
        self.reference = reference
        self.pages_seen += 1
        return result


def denoise_site(
    roots: Sequence[lxml.html.HtmlElement],
    *,
    keep_labels: bool = True,
    keep_records: bool = True,
    max_fingerprints: int = MAX_TEMPLATE_FINGERPRINTS,
    marker: bool = False,
) -> list[SiteDenoiseResult]:
    """Site-level denoising of pages known to come from one site (VB-PTC §IV.B).

    Input: parsed (ideally cleaned) roots, mutated in place, in crawl order.  The first two
    pages are compared with each other (Algorithm 1); each later page is compared with the
    template learned so far and with the page before it.  Output: one
    :class:`SiteDenoiseResult` per page; a single page gets ``no_partner``.  ``marker``:
    each deleted subtree leaves an empty ``template`` marker (:func:`replace_with_marker`).
    """
    if not roots:
        return []
    if len(roots) == 1:
        return [SiteDenoiseResult("no_partner")]
    site = SiteTemplate(
        max_fingerprints=max_fingerprints, keep_labels=keep_labels, keep_records=keep_records,
        marker=marker,
    )
    results = list(site.learn_pair(roots[0], roots[1]))
    for root in roots[2:]:
        results.append(site.apply(root))
    return results
