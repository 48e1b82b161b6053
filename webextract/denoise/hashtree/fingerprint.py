"""Layer fingerprints of a page (VB-PTC §IV.B): η = hash(tag, attributes, whitespace-free text)
of every node, bottom-up in one pass, and the (layer, fingerprint) keys of a page.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from typing import Iterable

import lxml.html

#: Modulus of the polynomial text hash: the Mersenne prime 2^89 - 1.
_TEXT_MOD = (1 << 89) - 1


#: The text hash reads UTF-8 bytes, so its base is 256.
_TEXT_BASE = 256


# Fingerprints are kept to 64 bits.
_FP_MASK = (1 << 64) - 1


#: Default cap on the keys kept of the last page of a site (the next page's partner).
MAX_REFERENCE_FINGERPRINTS = 10_000


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
    #: The tree's data-record regions (:func:`webextract.denoise.regions.record_regions`),
    #: found when first needed.
    regions: object = None


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
