"""Repeating units of WEB-UIE (Dong, Liu & Li 2013): Algorithm 1 over the children of one parent
(Definition 3, §3.2.2) and the candidate record sets of a page (§3.4), the sets the faculty
test of :mod:`~webextract.extract.webuie.people` judges.

1. Algorithm 1 per parent node: starting at child ``T_i``, the first later sibling ``T_t``
   similar to it (MDR tree similarity > 0.8) fixes the first repeating unit
   ``r1 = T_i..T_{t-1}``; every following sibling similar to ``T_i`` starts a new unit,
   and a unit is kept while it is similar to ``r1`` (compared as a forest); when the next
   head cannot be found the remaining siblings are cut with r1's length (Algorithm 1, lines
   17–18). A run with ``k > 3`` units is a candidate record set.
2. Records that are not contiguous (§3.4): elements at the same tag path as a candidate's
   one-tag units, anywhere on the page and similar to ``r1``, join that set; elements at
   one tag path spread over several parents (directories split by letter, each under its
   own heading) form a candidate set of their own.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Optional

from lxml import etree

from webextract.dom.treesim import (
    SIMILARITY_THRESHOLD,
    TagTree,
    forest,
    is_similar,
    tag_tree,
)
from webextract.extract.webuie.dom import SKIP_TAGS, PathIndex, chrome_test, page_view

#: A unit set may hold people when it has more than 3 units (WEB-UIE §3.2.2: k > 3).
MIN_UNITS = 4
#: Smaller sets (the last page of a paginated directory, one letter of an A–Z directory)
#: count only with at least this many units, every one holding a confirmed name and an
#: academic title (a choice beyond the paper, whose k > 3 would lose those pages).
MIN_TITLED_UNITS = 2
#: Sub-tree similarity threshold (§3.2.2 and §5.2.3: S = 0.8).
SIMILARITY = SIMILARITY_THRESHOLD
#: Longest repeating unit, in sibling tags (Algorithm 1 looks this far for a similar head).
MAX_UNIT_TAGS = 6
#: Children of one parent examined by Algorithm 1 (a bound for pathological pages).
MAX_CHILDREN = 20000


@dataclass
class UnitSet:
    """A candidate set of repeating units; each unit is a run of sibling elements."""

    units: list[list[etree._Element]]
    r1: TagTree
    single: bool  # every unit is one element


class _LazyTrees:
    """The :class:`TagTree` of each child, built when first asked for (Algorithm 1 reads
    only the children that have a sibling with the same tag nearby, and their units)."""

    __slots__ = ("children", "trees", "tree_of")

    def __init__(self, children: list[etree._Element], tree_of=tag_tree):
        self.children = children
        self.trees: list[Optional[TagTree]] = [None] * len(children)
        self.tree_of = tree_of

    def __len__(self) -> int:
        return len(self.children)

    def __getitem__(self, k):
        t = self.trees[k]
        if t is None:
            t = self.trees[k] = self.tree_of(self.children[k])
        elif t.__class__ is list:  # a slice
            return [self[i] for i in range(*k.indices(len(self.children)))]
        return t


def _run_from(i: int, length: int, children: list[etree._Element], trees, threshold: float,
              tags: list) -> tuple[list[tuple[int, int]], TagTree]:
    """Units of a run whose first unit is ``children[i:i+length]`` (Algorithm 1 lines 9–24).
    (``tags``: the children's tags; trees with different root tags are never similar.)"""
    n = len(children)
    head = trees[i]
    head_tag = tags[i]
    end0 = min(n, i + length)
    r1 = trees[i] if length == 1 else forest(trees[i:end0])
    units = [(i, end0)]
    pos = end0
    while pos < n and tags[pos] == head_tag and is_similar(head, trees[pos], threshold):
        if length == 1:  # the unit is trees[pos] alone, and r1 is head: similar already
            units.append((pos, pos + 1))
            pos += 1
            continue
        q = next((q for q in range(pos + 1, min(n, pos + 1 + MAX_UNIT_TAGS))
                  if tags[q] == head_tag and is_similar(head, trees[q], threshold)), None)
        end = q if q is not None else min(n, pos + length)
        cand = trees[pos] if end - pos == 1 else forest(trees[pos:end])
        if not is_similar(r1, cand, threshold):
            end = min(n, pos + length)  # Algorithm 1 line 17: cut with r1's length
            cand = trees[pos] if end - pos == 1 else forest(trees[pos:end])
            if not is_similar(r1, cand, threshold):
                break
        units.append((pos, end))
        pos = end
    return units, r1


def repeating_units(children: list[etree._Element], trees=None,
                    *, threshold: float = SIMILARITY, min_units: int = MIN_UNITS) -> list[UnitSet]:
    """Algorithm 1 (WEB-UIE §3.2.2) over the children of one parent node.

    Input: the element children in order (and optionally their :class:`TagTree`, as a
    list or any sequence that builds them on demand). Output:
    the runs of repeating units with at least ``min_units`` units, in order; a child
    belongs to at most one run. For units of several tags the run may start at any of the
    first ``length`` children; the start giving most units, then reaching furthest, wins
    (so a leading paragraph similar to the units' last tag does not shift them).
    """
    n = len(children)
    if n < min_units:
        return []
    if trees is None:
        trees = _LazyTrees(children)
    tags = [c.tag for c in children]
    # every unit of a run starts with a child of the run's head tag: without min_units
    # children of one tag there is no run
    most_of_one_tag = Counter(tags).most_common(1)[0][1] if min_units > 2 else (2 if len(set(tags)) < n else 1)
    if most_of_one_tag < max(2, min_units):
        return []
    runs: list[UnitSet] = []
    i = 0
    while i < n:
        tag = tags[i]
        t = next((t for t in range(i + 1, min(n, i + 1 + MAX_UNIT_TAGS))
                  if tags[t] == tag and is_similar(trees[i], trees[t], threshold)), None)
        if t is None:
            i += 1
            continue
        length = t - i
        best = _run_from(i, length, children, trees, threshold, tags)
        for start in range(i + 1, min(n, i + length)):
            if start + length < n and tags[start] == tags[start + length] \
                    and is_similar(trees[start], trees[start + length], threshold):
                other = _run_from(start, length, children, trees, threshold, tags)
                if (len(other[0]), other[0][-1][1]) > (len(best[0]), best[0][-1][1]):
                    best = other
        units, r1 = best
        if len(units) >= min_units:
            runs.append(UnitSet([children[a:b] for a, b in units], r1, length == 1))
            i = units[-1][1]
        else:
            i += 1
    return runs


def candidate_sets(root: etree._Element, index: Optional[PathIndex] = None,
                   *, min_units: int = MIN_TITLED_UNITS, skip_chrome: bool = False,
                   threshold: float = SIMILARITY) -> list[UnitSet]:
    """All candidate record sets of a page with at least ``min_units`` units: Algorithm 1
    runs under every parent, each one-tag run extended by the same-path elements similar
    to its r1 (§3.4), and same-path element groups spread over several parents.  With
    ``skip_chrome`` the parents in the site's navigation and page frame
    (:func:`in_site_chrome`) are passed over, and so are the same-path groups there.
    ``threshold``: the sub-tree similarity S of Algorithm 1 (§3.2.2, 0.8)."""
    view = page_view(root)
    index = index or view.index
    memo = view.memo.setdefault("people.trees", {})
    chrome = chrome_test(view.memo.setdefault("chrome", {})) if skip_chrome else None

    def tree_of(el: etree._Element) -> TagTree:
        got = memo.get(el)
        if got is None:
            got = memo[el] = tag_tree(el)
        return got

    sets: list[UnitSet] = []
    covered_paths: set[int] = set()
    # elements already a unit of a one-tag set: a later run at the same path is another
    # shape of record there (rows with and without a link), gathered the same way
    covered: set[int] = set()
    for parent in index.order:  # the elements of iter_elements(root), in document order
        if len(parent) < min_units:
            continue
        kids = [c for c in parent if isinstance(c.tag, str) and c.tag not in SKIP_TAGS][:MAX_CHILDREN]
        if len(kids) < min_units or (chrome is not None and chrome(parent)):
            continue
        for run in repeating_units(kids, _LazyTrees(kids, tree_of), threshold=threshold, min_units=min_units):
            if run.single:
                pid = index.path_id(run.units[0][0])
                if pid is not None:
                    if id(run.units[0][0]) in covered:
                        continue
                    covered_paths.add(pid)
                    inside = {id(u[0]) for u in run.units}
                    extra = [
                        [el] for el in index.same_path(run.units[0][0])
                        if id(el) not in inside and id(el) not in covered and is_similar(run.r1, tree_of(el), threshold)
                        and (chrome is None or not chrome(el.getparent()))
                    ]
                    covered.update(inside)
                    covered.update(id(u[0]) for u in extra)
                    if extra:
                        run = UnitSet(_doc_order(index, run.units + extra), run.r1, True)
            sets.append(run)
    for pid, members in index.members.items():
        if pid in covered_paths or len(members) < min_units or members[0].tag in ("html", "body"):
            continue
        if chrome is not None and chrome(members[0].getparent()):
            continue
        per_parent = Counter(id(m.getparent()) for m in members)
        # several parents, some holding more than one member: groups of records (a
        # directory split by letter), not one part of each record (the name of each card)
        if len(per_parent) < 2 or per_parent.most_common(1)[0][1] < 2:
            continue
        trees = [tree_of(m) for m in members]
        shape = Counter(trees).most_common(1)[0][0]
        units = [[m] for m, t in zip(members, trees) if is_similar(shape, t, threshold)]
        if len(units) >= min_units:
            sets.append(UnitSet(units, shape, True))
    return sets


def _doc_order(index: PathIndex, units: list[list[etree._Element]]) -> list[list[etree._Element]]:
    order = index.order
    return sorted(units, key=lambda u: order.get(u[0], 0))
