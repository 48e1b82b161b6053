"""The four refining filters of STEM (003_5c5f8c352acb4346.txt §5) and their helpers.

Every internal node of the web page suffix tree is a candidate data record pattern (DRP).
:func:`refine` visits the nodes in pre-order (Algorithm 1, ``FILTER``) and passes each one
through the frequency, gap, tree and repetition filters in that order; a node none of
them prunes yields a DRP.  How many nodes each filter prunes is counted (Figure 9).

Readings of the paper where it is terse (documented in docs/stem.md):

* Eq. (5) says the gap filter "can prune q if h/nf(q) >= β"; the surrounding text (and
  eq. 4) make clear that q is *kept* when the ratio reaches β, which is what is done here.
* Tree filter step (3), "if more than one s_r appears in s, eliminate the rest s_r": after
  the rotation, when the pattern holds its root identifier again and what follows is a
  proper prefix of the pattern (a record cut in the middle, Fig. 7), that tail is dropped.
  A pattern whose roots do not share one parent path is no tree pattern (neither of the
  two cases of §5.3) and is pruned too, and so is a rotation that does not itself occur
  at least twice in the WPS (rotating a window that is not one whole period of a
  repeated region gives a sequence the page does not contain).
* Nested repetition: the pattern without its root identifiers is a pure repetition of an
  already collected DRP (the way simple repetition is checked against collected DRPs).
  Requiring the unit to be a collected DRP keeps ordinary rows such as
  ``(tr, td, a, td, a)``, whose cells are not records.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from webextract.dom.tagpaths import TagPathIndex
from webextract.extract.stem.gap_filter import _gap, _sibling, _two_sided
from webextract.extract.stem.patterns import (
    ALPHA,
    BETA,
    MAX_PATTERN_LENGTH,
    MIN_FREQUENCY,
    MIN_PATTERN_LENGTH,
    FilterStats,
    Pattern,
    pattern_roots,
)
from webextract.extract.stem.repetition_filter import _repeats
from webextract.extract.stem.suffixtree import SuffixTree
from webextract.extract.stem.tree_filter import _rotation, _same_parent

#: Subtrees with fewer nodes than this are counted node by node, larger ones with numpy.
_SMALL_SUBTREE = 48


@dataclass
class RefineOptions:
    """Thresholds of the refining filters, with the paper's defaults."""

    alpha: float = ALPHA  # α, eq. (3)
    beta: float = BETA  # β, eqs. (4)-(5)
    max_length: int = MAX_PATTERN_LENGTH  # L
    min_length: int = MIN_PATTERN_LENGTH
    min_frequency: int = MIN_FREQUENCY
    two_sided_gap: bool = True  # an occurrence also counts when preceded by a repetition
    sibling_gap: bool = True  # also accept record prefixes repeated by sibling elements
    # Drop a node whose rotation was already met before running the gap filter on it (the
    # tree filter would drop it anyway; only the Figure 9 attribution changes).
    dedupe_first: bool = True
    # A node deeper than L whose parent is not: its first L identifiers are a candidate
    # (the pattern of records longer than L), judged by the same filters.
    long_records: bool = True


def _long_prefix(tree: SuffixTree, q: int, opt: RefineOptions, index: TagPathIndex,
                 path_of: Sequence[str], seen: set, collected: list[list[int]],
                 tseq: tuple[int, ...]) -> Pattern | None:
    """The first L identifiers of node ``q`` (deeper than L, its parent not) as a DRP.

    The frequency filter prunes a node longer than L with its subtree (§5.1), and with it
    records longer than L whose first L identifiers are alike: no node of depth <= L holds
    just their starts.  The L-prefix of the node crossing depth L occurs wherever the node
    does; it goes through the tree filter (rotation, one parent, met before), the gap
    filters (judged as a node of depth L: the window after an occurrence is the rest of
    its record, so mostly the sibling-record check decides) and the repetition filter.
    Output: the DRP, or None when a filter prunes it (counted with the frequency filter's
    subtree, as before).
    """
    max_length = opt.max_length
    start = tree.sa[tree.lb[q]]
    rotated, _ = _rotation(list(tree.seq[start:start + max_length]))
    key = tuple(rotated)
    if len(rotated) < opt.min_length or key in seen:
        return None
    if rotated[0] != tree.seq[start]:
        lo, hi = tree.find(rotated)
        if hi - lo < opt.min_frequency:
            return None
    roots = pattern_roots(rotated, path_of)
    if not _same_parent(rotated, roots, path_of) or _repeats(rotated, roots, collected):
        return None
    depth = tree.depth
    saved = depth[q]
    depth[q] = max_length  # the filters read the node's length from here
    try:
        pvr = _gap(tree, q, opt.alpha, opt.beta, tseq)
        if pvr < opt.beta and opt.two_sided_gap:
            pvr = _two_sided(tree, q, opt.alpha, opt.beta, tseq)
        if pvr < opt.beta and opt.sibling_gap:
            pvr = _sibling(tree, q, index, opt.alpha, opt.beta, tseq)
    finally:
        depth[q] = saved
    if pvr < opt.beta:
        return None
    seen.add(key)
    return Pattern(rotated, roots, q, pvr, [path_of[h - 1] for h in rotated])


def refine(tree: SuffixTree, path_of: Sequence[str],
           options: RefineOptions | None = None,
           index: TagPathIndex | None = None) -> tuple[list[Pattern], FilterStats]:
    """Run the four refining filters over every node (STEM §4.1 step 4, Algorithm 1).

    Input: the suffix tree of a WPS and the tag path of every HTPI.  A node the paper's
    gap filter prunes is checked again by :func:`two_sided_validation` when
    ``options.two_sided_gap`` is set; with the page's
    :class:`TagPathIndex` (and ``options.sibling_gap``) a node the gap filter prunes gets
    a second chance by :func:`sibling_validation`; the nodes below one accepted that way
    denote the same records (the subtrees of the same roots) and count as tree-filter
    duplicates.  Nodes are visited in pre-order, so a node is checked after its ancestors
    (the repetition filter relies on it).  Output: the DRPs in the order found, and the
    per-filter prune counts.
    """
    opt = options or RefineOptions()
    stats = FilterStats(total=tree.n_internal + tree.n_leaves)
    n_frequency = tree.n_leaves  # every leaf has node frequency 1
    n_tree = 0
    found: list[Pattern] = []
    seen: set[tuple[int, ...]] = set()
    collected: list[list[int]] = []
    depth, lbs, rbs, ends, up_of = tree.depth, tree.lb, tree.rb, tree.end, tree.parent
    seq, sa = tree.seq, tree.sa
    n_nodes = len(depth)
    min_length, max_length, min_frequency = opt.min_length, opt.max_length, opt.min_frequency
    check_frequency = min_frequency > 2  # an internal node holds two suffixes at least
    dedupe_first = opt.dedupe_first
    # Rotation of each node, reused by its children: when a node's sequence already holds
    # its smallest identifier twice, a child whose extra identifiers are not smaller has
    # the same rotation (eq. 6 keeps the part between the first two occurrences).
    # cut_key[q] = (smallest identifier, rotation, whether the rotation was met before).
    cut_key: list[tuple[int, tuple[int, ...], bool] | None] = [None] * n_nodes
    tseq: tuple[int, ...] | None = None  # the WPS as a tuple, made when first needed
    # Whole subtrees whose outcome is known are counted at once (nodes are numbered in
    # pre-order, so q's subtree is q .. ends[q] - 1); skipped[c] marks the nodes counted.
    skipped = bytearray(n_nodes)
    marks = np.frombuffer(skipped, dtype=np.uint8)

    def rare(first: int, stop: int) -> np.ndarray:
        """Which nodes first .. stop - 1 (below a node that passed it) the frequency
        filter prunes: the too deep ones, and with a minimum above 2 the too rare."""
        arr = tree.arrays
        out = arr["depth"][first:stop] > max_length
        if check_frequency:
            out |= arr["rb"][first:stop] - arr["lb"][first:stop] + 1 < min_frequency
        return out

    q = 0
    while q >= 0:
        l = depth[q]
        nxt = q + 1
        if l > max_length or (check_frequency and rbs[q] - lbs[q] + 1 < min_frequency):
            if (opt.long_records and l > max_length and index is not None
                    and depth[up_of[q]] < max_length
                    and not (check_frequency and rbs[q] - lbs[q] + 1 < min_frequency)):
                # the node crosses depth L: its first L identifiers repeat as often as
                # it does (records longer than L that share that much)
                if tseq is None:
                    tseq = tuple(seq)
                pattern = _long_prefix(tree, q, opt, index, path_of, seen, collected, tseq)
                if pattern is not None:
                    collected.append(pattern.htpis)
                    found.append(pattern)
                    n_frequency -= 1
            # the frequency filter prunes the whole subtree: deeper, no more frequent
            n_frequency += ends[q] - q
            q = skipped.find(0, ends[q])
            continue
        if l < min_length:
            n_frequency += 1
            q = skipped.find(0, nxt)
            continue
        lo = lbs[q]
        up = up_of[q]
        known = cut_key[up] if up >= 0 else None
        start = sa[lo]
        subtree = 0  # 1: the whole subtree denotes the same records; 2: the descendants
        #              that keep q's rotation meet it again
        if known is not None and min(seq[start + depth[up]:start + l]) >= known[0]:
            key = known[1]
            cut_key[q] = known
            if known[2] and dedupe_first:
                n_tree += 1  # a rotation met before: the tree filter would drop it anyway
                subtree = 2
            rotated = list(key)
        else:
            known = None
            node_seq = seq[start:start + l]
            rotated, cut = _rotation(node_seq)
            key = tuple(rotated)
            if cut:
                cut_key[q] = known = (rotated[0], key, key in seen)
        if subtree:
            pass
        elif dedupe_first and key in seen:
            n_tree += 1  # a rotation met before: the tree filter would drop it anyway
            subtree = 2
        else:
            if tseq is None:
                tseq = tuple(seq)
            pvr = _gap(tree, q, opt.alpha, opt.beta, tseq)
            if pvr < opt.beta and opt.two_sided_gap:
                pvr = _two_sided(tree, q, opt.alpha, opt.beta, tseq)
            if pvr < opt.beta and index is not None and opt.sibling_gap:
                pvr = _sibling(tree, q, index, opt.alpha, opt.beta, tseq)
                if pvr >= opt.beta:
                    # the nodes below denote the same records (the subtrees of the same
                    # roots): tree-filter duplicates
                    subtree = 1
            if pvr < opt.beta:
                stats.gap += 1
            elif len(rotated) < min_length or key in seen:
                n_tree += 1
            else:
                seen.add(key)
                if known is not None and known[1] is key and not known[2]:
                    # every node sharing this rotation from now on meets it again
                    known = (known[0], key, True)
                    cut_key[q] = known
                roots = pattern_roots(rotated, path_of)
                if not _same_parent(rotated, roots, path_of):
                    n_tree += 1
                else:
                    # a rotation that is a piece of q's sequence (cut, or not moved:
                    # q's own, or the one it shares with its parent, which is cut) occurs
                    # wherever q does (nf(q) times, at least min_frequency); one that
                    # wraps around is looked up
                    if known is not None or rotated[0] == seq[start]:
                        repeated = True
                    else:
                        lo, hi = tree.find(rotated)
                        repeated = hi - lo >= min_frequency
                    if not repeated:  # the rotation is no repeated pattern
                        n_tree += 1
                    elif _repeats(rotated, roots, collected):
                        stats.repetition += 1
                    else:
                        collected.append(rotated)
                        found.append(Pattern(rotated, roots, q, pvr,
                                             [path_of[h - 1] for h in rotated]))
            if not subtree and dedupe_first and cut_key[q] is not None and key in seen:
                subtree = 2
        if subtree == 2 and cut_key[q] is None:
            subtree = 0  # the children work out their own rotations
        stop = ends[q]
        if subtree and stop - nxt < _SMALL_SUBTREE:  # node by node (numpy costs more)
            least = cut_key[q][0] if subtree == 2 else None
            c = nxt
            while c < stop:
                if least is not None:
                    # c's parent kept q's rotation (else c would have been passed
                    # over with it): c keeps it unless its own edge has a smaller label
                    first = sa[lbs[c]]
                    if min(seq[first + depth[up_of[c]]:first + depth[c]]) < least:
                        c = ends[c]  # leaves q's rotation, and so does all below it:
                        continue     # visited in turn
                    skipped[c] = 1
                if depth[c] > max_length or (check_frequency
                                             and rbs[c] - lbs[c] + 1 < min_frequency):
                    n_frequency += 1
                else:
                    n_tree += 1
                c += 1
            if least is None:
                nxt = stop
        elif subtree:
            deep = rare(nxt, stop)
            if subtree == 1:
                pruned = None
            else:
                # a descendant keeps q's rotation while no identifier below q is smaller
                # than q's smallest (its path from q never leaves cut_key[q])
                arr = tree.arrays
                first = arr["sa"][arr["lb"][nxt:stop]]
                pruned = tree.range_min(first + l, first + arr["depth"][nxt:stop]) >= cut_key[q][0]
                deep &= pruned
            n_deep = int(np.count_nonzero(deep))
            n_frequency += n_deep
            if pruned is None:
                n_tree += stop - nxt - n_deep
                nxt = stop
            else:
                n_tree += int(np.count_nonzero(pruned)) - n_deep
                marks[nxt:stop] |= pruned
        q = skipped.find(0, nxt)
    stats.frequency = n_frequency
    stats.tree = n_tree
    stats.remaining = len(found)
    return found, stats
