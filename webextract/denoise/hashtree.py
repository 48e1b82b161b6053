"""Site-level template removal by layer fingerprints, VB-PTC (Gong et al., IEEE Access 2020,
000_c6fae3235630f454.txt) §IV.B and Algorithm 1.

A node's fingerprint η hashes Φ = (tag, attributes, text): its tag, all its attributes and all
the text under it with every whitespace character removed (§IV.B: "we delete all spaces in
the text content during hash calculation").  Two pages of one site are compared layer by
layer from the root (Algorithm 1, ``DelNode``): a node whose fingerprint also occurs in the
same layer of the other page is template and is deleted with its subtree from both pages.
Comparing fingerprint *sets* per layer, not positions, is what handles template siblings in
different numbers (the paper's author example).

Fingerprints are computed bottom-up in one pass over the tree, in time linear in its size:
the whitespace-free text of a node is the concatenation of its own text, its children's
texts and their tails, so its hash is combined from the children's hashes with a polynomial
hash over the UTF-8 bytes modulo the Mersenne prime 2^89 - 1 (concatenation is one
multiply-add), never by re-serialising or re-reading a subtree.  Nothing recurses in Python.

Choices where the paper is silent (see docs/denoise.md):

* ``<head>`` is never compared or deleted: it is not displayed, and the page title must reach
  the extractors even when the site repeats it.
* Nodes without text (``<br>``, ``<hr>``, empty cells) are layout, not template text; they
  are never deleted.
* Labels are kept (``keep_labels``): a short text node (at most :data:`LABEL_MAX_WORDS`
  words, :data:`LABEL_MAX_CHARS` characters, no link) that recurs on every page *next to*
  content that is not template ("Abstract", "Keywords:", "Price:") names the field beside it;
  deleting it would cost field extraction its anchor, so it stays.  "Next to" means followed
  by tail text, or by a sibling element with text that is not template and is not another
  item of the same kind (same tag and class) unless the label ends with a colon.
* Records that recur are kept: two result pages of one site often show some of the same
  records.  A template node stays when it is itself one of at least
  :data:`RECORD_MIN_SIBLINGS` siblings of one shape (tag, first class, children's tags), not
  all of them template, unless they are the partner page's list at the same places with at
  most :data:`MENU_MAX_CHANGED` item changed (a menu; without the partner's places, a record
  needs :data:`RECORD_MIN_CHARS` bytes of text instead); or when a node up to
  ``RECORD_LEVELS - 1`` levels above it is one of such siblings (any text inside a record:
  deleting parts of some records only would break their common structure).
* A page whose whole content would go (identical pages, or pages differing only in their
  ``<head>``) is kept as it is, and the result says so (``identical_pages_kept`` /
  ``all_template_kept``).
* A :class:`SiteTemplate` keeps what pairs taught about a site: the (layer, fingerprint) keys
  of every node of the template subtrees, and the keys of the last page seen (the partner
  the next page is compared with), each with its node's place among its siblings.  Both
  are capped, so memory per site is bounded.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

import lxml.html

#: Modulus of the polynomial text hash: the Mersenne prime 2^89 - 1.
_TEXT_MOD = (1 << 89) - 1
#: The text hash reads UTF-8 bytes, so its base is 256.
_TEXT_BASE = 256
# Fingerprints are kept to 64 bits.
_FP_MASK = (1 << 64) - 1
#: A label kept by ``keep_labels`` has at most this many words ...
LABEL_MAX_WORDS = 4
#: ... and at most this many non-space characters.
LABEL_MAX_CHARS = 40
#: A template node is kept as (part of) a data record when it or a near ancestor is one of
#: at least this many siblings of one shape (tag, first class, children's tags) ...
RECORD_MIN_SIBLINGS = 3
#: ... holding, when it is such a sibling itself, at least this many bytes of text ...
RECORD_MIN_CHARS = 20
#: ... where "near" is at most this many levels up, the node itself included.
RECORD_LEVELS = 5
#: A list whose items are all template on the partner page, at the same places, but this
#: many (a menu whose current item is marked) is template, not recurring records.
MENU_MAX_CHANGED = 1
#: Default cap on the template keys a :class:`SiteTemplate` learns for one site.
MAX_TEMPLATE_FINGERPRINTS = 10_000
#: Default cap on the keys kept of the last page of a site (the next page's partner).
MAX_REFERENCE_FINGERPRINTS = 10_000

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
class TreeFingerprints:
    """Fingerprints of every element of one tree (VB-PTC §IV.B, the "logical" hash tree).

    ``key[el]`` combines the layer (depth from the root, root = 0) and the fingerprint η, so
    two nodes have the same key exactly when they are in the same layer with the same η;
    ``text_len[el]`` is the number of UTF-8 bytes of the whitespace-free text under ``el``;
    ``index[el]`` its position among its parent's element children.
    """

    root: lxml.html.HtmlElement
    key: dict = field(default_factory=dict)
    fingerprint: dict = field(default_factory=dict)
    depth: dict = field(default_factory=dict)
    text_len: dict = field(default_factory=dict)
    #: ``index[el]``: the position of ``el`` among its parent's element children (root: 0).
    index: dict = field(default_factory=dict)
    #: Every element in document order (keeps the lxml proxies alive for the dicts).
    nodes: list = field(default_factory=list)


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


def fingerprint_tree(root: lxml.html.HtmlElement) -> TreeFingerprints:
    """Fingerprint every element of a tree bottom-up (VB-PTC §IV.B, Fig. 4; Alg. 1 FingerPrint).

    Input: an lxml root.  Output: :class:`TreeFingerprints`; η of a node hashes its tag, its
    attributes (all of them, sorted) and the whitespace-free text under it, so equal subtrees
    get equal η whatever their whitespace, and a changed attribute changes η.  One reverse
    document-order pass, linear in the tree size; comments and processing instructions
    contribute only their tail text; anything but an element raises ``TypeError``.  η is a
    64-bit integer, the same in every process (the
    tag and attributes go through CRC-32, the text through the polynomial hash).
    """
    if not isinstance(getattr(root, "tag", None), str):
        raise TypeError(f"expected an lxml element, not {type(root).__name__}")
    fps = TreeFingerprints(root=root)
    nodes = [el for el in root.iter() if isinstance(el.tag, str)]
    fps.nodes = nodes
    depth = fps.depth
    depth[root] = 0
    for el in nodes:
        parent = el.getparent()
        if parent is not None and el is not root:
            depth[el] = depth.get(parent, -1) + 1
    text_hash: dict = {}
    text_len = fps.text_len
    fingerprint = fps.fingerprint
    key = fps.key
    mod = _TEXT_MOD
    crc_cache: dict = {}
    powers: dict = {}
    index = fps.index
    index[root] = 0
    for el in reversed(nodes):
        text = el.text
        if text:
            data = "".join(text.split()).encode("utf-8", "surrogatepass")
            h, n = int.from_bytes(data, "big") % mod, len(data)
        else:
            h = n = 0
        position = 0
        for child in el:
            tag = child.tag
            if tag.__class__ is str:
                index[child] = position
                position += 1
                cn = text_len[child]
                if cn:
                    p = powers.get(cn)
                    if p is None:
                        p = powers[cn] = pow(_TEXT_BASE, cn, mod)
                    h = (h * p + text_hash[child]) % mod
                    n += cn
            tail = child.tail
            if tail:
                data = "".join(tail.split()).encode("utf-8", "surrogatepass")
                if data:
                    tn = len(data)
                    p = powers.get(tn)
                    if p is None:
                        p = powers[tn] = pow(_TEXT_BASE, tn, mod)
                    h = (h * p + int.from_bytes(data, "big")) % mod
                    n += tn
        text_hash[el] = h
        text_len[el] = n
        items = el.items()
        head = f"{el.tag}\x1f{sorted(items)}" if items else el.tag
        crc = crc_cache.get(head)
        if crc is None:
            crc = crc_cache[head] = zlib.crc32(head.encode("utf-8", "surrogatepass"))
        fp = hash((crc, h, n)) & _FP_MASK
        fingerprint[el] = fp
        key[el] = (depth[el] << 64) | fp
    return fps


def _children(el: lxml.html.HtmlElement) -> Iterable[lxml.html.HtmlElement]:
    return (c for c in el if isinstance(c.tag, str) and c.tag != "head")


def _is_label(el: lxml.html.HtmlElement, fps: TreeFingerprints, removed: set) -> bool:
    """A short, link-free template text next to content that is not template."""
    if fps.text_len[el] > 4 * LABEL_MAX_CHARS or el.tag == "a":
        return False
    words = "".join(el.itertext()).split()
    if not words or len(words) > LABEL_MAX_WORDS or len("".join(words)) > LABEL_MAX_CHARS:
        return False
    if next(el.iter("a"), None) is not None:
        return False
    if el.tail and not el.tail.isspace():
        return True
    nxt = el.getnext()
    while nxt is not None and not isinstance(nxt.tag, str):
        if nxt.tail and not nxt.tail.isspace():
            return True
        nxt = nxt.getnext()
    if nxt is None or nxt in removed or fps.text_len.get(nxt, 0) == 0:
        return False
    # a list item before another item of the same kind is a sibling, not a label
    return (
        words[-1].endswith(":")
        or nxt.tag != el.tag
        or nxt.get("class") != el.get("class")
    )


def _signature(el: lxml.html.HtmlElement) -> tuple:
    """A record's shape: its tag, its first class and the tags of its children."""
    classes = (el.get("class") or "").split()
    children = tuple(c.tag for c in el if isinstance(c.tag, str))
    return el.tag, classes[0] if classes else None, children


def _same_shape(parent: lxml.html.HtmlElement, sig: tuple) -> list:
    """The children of ``parent`` with the shape ``sig`` (:func:`_signature`)."""
    return [s for s in parent if isinstance(s.tag, str) and _signature(s) == sig]


def _aligned(group: list, hits: set, fps: TreeFingerprints, positions: Mapping[int, int]) -> bool:
    """True when the template members of a sibling group are the partner page's same list
    with at most ``MENU_MAX_CHANGED`` items changed: every member but that many is template,
    and at least half of the template ones sit at one common offset from the positions their
    keys have on the partner page (a menu whose "Sign in" became "My account", a menu one
    entry longer).  Recurring records do not line up so: other records sit between them."""
    template = [s for s in group if s in hits]
    if len(group) - len(template) > MENU_MAX_CHANGED or len(template) < 2:
        return False
    offsets: dict = {}
    for s in template:
        p = positions.get(fps.key[s])
        if p is not None:
            d = fps.index[s] - p
            offsets[d] = offsets.get(d, 0) + 1
    return bool(offsets) and 2 * max(offsets.values()) >= len(template)


class _RecordTest:
    """Decides which template nodes of one layer are (parts of) recurring data records."""

    def __init__(self, fps: TreeFingerprints, hits: set, positions: Mapping[int, int] | None) -> None:
        self.fps, self.hits, self.positions = fps, hits, positions
        self._groups: dict = {}
        self._verdicts: dict = {}

    def _group(self, el: lxml.html.HtmlElement) -> tuple[tuple, list]:
        """``el``'s (parent, shape) key and same-shape siblings (itself included), read
        once per layer; ``el`` has a parent."""
        key = (el.getparent(), _signature(el))
        group = self._groups.get(key)
        if group is None:
            group = self._groups[key] = _same_shape(*key)
        return key, group

    def _group_is_records(self, el: lxml.html.HtmlElement) -> bool:
        if el.getparent() is None:
            return False
        key, group = self._group(el)
        verdict = self._verdicts.get(key)
        if verdict is None:
            verdict = self._verdicts[key] = (
                len(group) >= RECORD_MIN_SIBLINGS
                and any(s not in self.hits for s in group)
                and not (self.positions is not None
                         and _aligned(group, self.hits, self.fps, self.positions))
            )
        return verdict

    def __call__(self, el: lxml.html.HtmlElement) -> bool:
        """Part of a data record: one of a list of same-shape siblings that are not all
        template (and, with partner positions, not the partner's list with an item
        changed; without them, with at least RECORD_MIN_CHARS bytes of text), or any text
        inside such a record."""
        if self._group_is_records(el):
            return self.positions is not None or self.fps.text_len[el] >= RECORD_MIN_CHARS
        node = el.getparent()
        for _ in range(RECORD_LEVELS - 1):
            if node is None or node.tag in ("body", "html"):
                return False
            # an ancestor that is one of several of its shape: the list is not all template
            if node.getparent() is not None and len(self._group(node)[1]) >= RECORD_MIN_SIBLINGS:
                return True
            node = node.getparent()
        return False


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


def drop_subtree(el: lxml.html.HtmlElement) -> None:
    """Remove an element with its subtree, keeping its tail text in place.

    Input: an element of any lxml tree (``lxml.html`` or plain ``etree``).  The tail text
    (the text after the element, which belongs to its parent) is appended to the previous
    sibling's tail or the parent's text, as ``HtmlElement.drop_tree`` does.  An element
    without a parent is left alone.
    """
    parent = el.getparent()
    if parent is None:
        return
    tail = el.tail
    if tail:
        previous = el.getprevious()
        if previous is not None:
            previous.tail = (previous.tail or "") + tail
        else:
            parent.text = (parent.text or "") + tail
    parent.remove(el)


#: Tag of the empty element left where removed noise was (``marker=True``): a thematic
#: break, so the page still shows, and extractors still see, that something ended there.
MARKER_TAG = "hr"
#: Attribute of a marker naming what was removed: ``"links"`` (a link cluster) or
#: ``"template"`` (a site template node).
MARKER_ATTR = "data-webextract-removed"
#: Attribute of a marker holding the characters of text removed (whitespace collapsed) and,
#: for a link cluster, the characters of link text among them.
MARKER_CHARS_ATTR = "data-webextract-chars"
MARKER_LINK_CHARS_ATTR = "data-webextract-link-chars"
#: Attribute of a marker holding the caption of what was removed: its text before the first
#: link ("Related stories", "Most read"), whitespace collapsed, at most
#: :data:`MARKER_LABEL_MAX_CHARS` characters (absent when there is none or it is longer).
MARKER_LABEL_ATTR = "data-webextract-label"
MARKER_LABEL_MAX_CHARS = 60


def replace_with_marker(
    el: lxml.html.HtmlElement, kind: str, chars: int, link_chars: int | None = None,
    label: str | None = None,
) -> None:
    """Replace an element and its subtree with an empty marker element, keeping its tail.

    Input: an element with a parent, what it was (``kind``: ``"links"`` or ``"template"``),
    the characters of text it held and (optionally) how many of them were link text and its
    caption.  The marker is ``<hr data-webextract-removed=KIND data-webextract-chars=N>``
    (plus ``data-webextract-link-chars`` and ``data-webextract-label`` when given); it holds
    no text, so text-level results are unchanged,
    but block segmentation (the article extractor) sees where the removed nodes were.  An
    element without a parent is left alone.
    """
    parent = el.getparent()
    if parent is None:
        return
    marker = parent.makeelement(MARKER_TAG, {MARKER_ATTR: kind, MARKER_CHARS_ATTR: str(int(chars))})
    if link_chars is not None:
        marker.set(MARKER_LINK_CHARS_ATTR, str(int(link_chars)))
    if label and len(label) <= MARKER_LABEL_MAX_CHARS:
        marker.set(MARKER_LABEL_ATTR, label)
    marker.tail = el.tail
    parent.replace(el, marker)


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


def _finish(plan: _Plan, fps: TreeFingerprints, reason: str, marker: bool = False) -> SiteDenoiseResult:
    """Carry out a plan unless it would delete the whole content (then keep the page); with
    ``marker``, each deleted subtree leaves a ``template`` marker (:func:`replace_with_marker`)."""
    content = _content_length(fps)
    removed_chars = sum(fps.text_len[el] for el in plan.remove)
    if plan.remove and content > 0 and removed_chars >= content:
        return SiteDenoiseResult("all_template_kept")
    if not plan.remove and reason in ("pair_compared", "site_template_applied"):
        reason = "nothing_in_common"
    _delete(plan.remove, fps if marker else None)
    return SiteDenoiseResult(reason, len(plan.remove), removed_chars, len(plan.labels))


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
    return (_finish(plan_a, fa, "pair_compared", marker),
            _finish(plan_b, fb, "pair_compared", marker))


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


def _capped_nodes(fps: TreeFingerprints, cap: int) -> list:
    head_nodes: set = set()
    for child in fps.root:
        if isinstance(child.tag, str) and child.tag == "head":
            head_nodes.update(child.iter())
    nodes = [el for el in fps.nodes if el not in head_nodes] if head_nodes else fps.nodes
    if len(nodes) > cap:
        nodes = sorted(nodes, key=fps.depth.__getitem__)[:cap]
    return nodes


def page_positions(fps: TreeFingerprints, cap: int = MAX_REFERENCE_FINGERPRINTS) -> dict[int, int]:
    """:func:`page_keys` with each key's place among its siblings (the first node's, when
    a layer holds the key twice): what recurring records are told from template lists by."""
    positions: dict[int, int] = {}
    key, index = fps.key, fps.index
    for el in _capped_nodes(fps, cap):
        positions.setdefault(key[el], index[el])
    return positions


def page_keys(fps: TreeFingerprints, cap: int = MAX_REFERENCE_FINGERPRINTS) -> set[int]:
    """The (layer, fingerprint) keys of a page outside ``<head>``, top layers first.

    Input: a page's fingerprints and the most keys to keep.  Output: a set of at most
    ``cap`` keys; when the page has more nodes, the shallowest layers are kept (comparison
    starts at the root, so those are the ones that decide).
    """
    return {fps.key[el] for el in _capped_nodes(fps, cap)}


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
    result = _finish(plan, fps, "site_template_applied", marker)
    if learned is not None and result.changed:
        for el in plan.remove:
            _learn(learned, el, fps, max_learned)
    return result


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
