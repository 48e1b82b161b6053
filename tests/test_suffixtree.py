"""The web page suffix tree (STEM Definition 2) against brute force, and its linear build."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from webextract.extract.stem.records import greedy_matches, pattern_frequency
from webextract.extract.stem.suffixarray import (
    DEFAULT_METHOD,
    METHODS,
    lcp_array,
    suffix_array,
    suffix_array_sais,
)
from webextract.extract.stem.suffixtree import build_suffix_tree

both = pytest.mark.parametrize("method", METHODS)


def brute_sa(s):
    return sorted(range(len(s)), key=lambda i: s[i:])


def brute_internal_nodes(s):
    """Right-maximal repeats (internal suffix-tree nodes) with their node frequency."""
    n = len(s)
    occ = Counter()
    ends = {}
    for i in range(n):
        for j in range(i + 1, n + 1):
            w = tuple(s[i:j])
            occ[w] += 1
            ends.setdefault(w, set()).add(s[j] if j < n else -1)
    return {w: c for w, c in occ.items() if c >= 2 and len(ends[w]) >= 2}


def random_sequences(count, seed=7):
    rng = random.Random(seed)
    for _ in range(count):
        n = rng.randint(0, 40)
        k = rng.randint(1, 5)
        yield [rng.randint(1, k) for _ in range(n)]


@both
def test_suffix_array_matches_sorting(method):
    for s in random_sequences(1500):
        assert suffix_array(s, method) == brute_sa(s)


@both
def test_suffix_array_small_cases(method):
    assert suffix_array([], method) == []
    assert suffix_array([5], method) == [0]
    assert suffix_array([2, 1], method) == [1, 0]
    assert suffix_array([1, 1, 1], method) == [2, 1, 0]  # a prefix sorts before its extensions


@both
def test_suffix_array_rejects_negative_symbols(method):
    with pytest.raises(ValueError):
        suffix_array([1, -1], method)


def test_default_method_is_compiled_and_unknown_methods_are_refused():
    assert DEFAULT_METHOD == "divsufsort"  # the pydivsufsort wheel is a dependency
    with pytest.raises(ValueError):
        suffix_array([1, 2], "ukkonen")
    assert suffix_array_sais([3, 1, 2]) == [1, 2, 0]


@both
def test_lcp_array_matches_brute_force(method):
    for s in random_sequences(300, seed=11):
        sa = suffix_array(s, method)
        lcp = lcp_array(s, sa, method)
        for i in range(1, len(sa)):
            a, b = s[sa[i - 1]:], s[sa[i]:]
            k = 0
            while k < min(len(a), len(b)) and a[k] == b[k]:
                k += 1
            assert lcp[i] == k


@both
def test_internal_nodes_and_frequencies_match_brute_force(method):
    for s in random_sequences(800, seed=3):
        tree = build_suffix_tree(s, method)
        got = {tuple(tree.node_sequence(q)): tree.node_frequency(q) for q in range(1, tree.n_internal)}
        assert got == brute_internal_nodes(s)
        # Lemma 3: the children's frequencies (leaves count 1) add up to the parent's.
        for q in range(tree.n_internal):
            total = sum(tree.node_frequency(c) if inner else 1 for inner, c in tree.child_items(q))
            assert total == (tree.node_frequency(q) if s else 0)


def test_paper_figure_2_tree():
    wps = [1, 2, 3, 4, 5, 6, 7, 5, 6, 7]
    tree = build_suffix_tree(wps)
    nodes = {tuple(tree.node_sequence(q)): tree.node_frequency(q) for q in tree.preorder()}
    assert nodes == {(): 10, (5, 6, 7): 2, (6, 7): 2, (7,): 2}
    assert tree.n_leaves == 10
    assert tree.occurrences([5, 6, 7]) == [4, 7]
    assert tree.occurrences([6, 7, 5, 6, 7]) == [5]
    assert tree.occurrences([9]) == []


def test_preorder_visits_ancestors_first():
    tree = build_suffix_tree([1, 2, 1, 2, 1, 3, 1, 2, 1])
    order = list(tree.preorder())
    assert order[0] == 0
    pos = {q: i for i, q in enumerate(order)}
    for q in order:
        for c in tree.children[q]:
            assert pos[c] > pos[q]
            assert tree.depth[c] > tree.depth[q]


def test_lemma_1_greedy_pattern_frequency_figure_3():
    # Fig. 3: (1, 2, 1) starts at three suffixes (nf = 3) but only two occurrences can be
    # taken without overlap (pf = 2); Lemma 2: pf <= nf.
    wps = [1, 2, 1, 2, 1, 3, 1, 2, 1]
    tree = build_suffix_tree(wps)
    lo, hi = tree.find([1, 2, 1])
    assert hi - lo == 3
    assert greedy_matches(tree.occurrences([1, 2, 1]), 3) == [0, 6]
    assert pattern_frequency(wps, [1, 2, 1]) == 2
    assert pattern_frequency(wps, [4]) == 0


def test_long_periodic_sequence_builds_iteratively():
    wps = [1, 2, 3] * 40_000
    tree = build_suffix_tree(wps)
    assert tree.n_leaves == 120_000
    q = next(q for q in tree.preorder() if tree.node_sequence(q) == [1, 2, 3])
    assert tree.node_frequency(q) == 40_000
    assert tree.sa[:3] == [119_997, 119_994, 119_991]


@both
def test_parent_array_matches_children(method):
    for s in random_sequences(400, seed=11):
        tree = build_suffix_tree(s, method)
        assert len(tree.parent) == tree.n_internal
        assert tree.parent[0] == -1
        for q, kids in enumerate(tree.children):
            for c in kids:
                assert tree.parent[c] == q


@both
def test_suffix_array_of_runs_and_large_alphabets(method):
    # runs of equal symbols (types copied from the right) and sparse alphabets (symbols
    # above 255 and 65,535 take the compiled sort's multi-byte path)
    rng = random.Random(3)
    for _ in range(300):
        s = []
        while len(s) < rng.randint(0, 60):
            s.extend([rng.choice([0, 2, 7, 1000, 70_000])] * rng.randint(1, 6))
        sa = brute_sa(s)
        assert suffix_array(s, method) == sa
        expected = [0] * len(s)
        for r in range(1, len(s)):
            a, b = s[sa[r - 1]:], s[sa[r]:]
            while expected[r] < min(len(a), len(b)) and a[expected[r]] == b[expected[r]]:
                expected[r] += 1
        assert lcp_array(s, sa, method) == expected


def test_both_methods_build_the_same_tree_in_preorder():
    rng = random.Random(5)
    for _ in range(400):
        s = [rng.randint(1, rng.randint(1, 4)) for _ in range(rng.randint(0, 80))]
        a, b = (build_suffix_tree(s, m) for m in METHODS)
        for name in ("sa", "lcp", "depth", "lb", "rb", "parent", "end"):
            assert getattr(a, name) == getattr(b, name), name
        # pre-order numbering: a node's subtree is the node range q .. end[q] - 1
        for q in range(a.n_internal):
            inside = [c for c in range(a.n_internal)
                      if a.lb[q] <= a.lb[c] and a.rb[c] <= a.rb[q] and a.depth[c] > a.depth[q]]
            assert inside == list(range(q + 1, a.end[q]))


@pytest.mark.parametrize("rounds", [0, 1, 2, 48])
def test_intervals_by_pointer_jumping_and_by_lifting_agree(rounds, monkeypatch):
    from webextract.extract.stem import suffixtree

    # rounds 0: all by binary lifting; 1-2: the two mixed; long runs need many rounds
    monkeypatch.setattr(suffixtree, "_JUMP_ROUNDS", rounds)
    rng = random.Random(11)
    cases = [[rng.randint(1, rng.randint(1, 6)) for _ in range(rng.randint(1, 200))] for _ in range(150)]
    cases += [[1] * 300, [1] * 200 + [2] + [1, 3], [1, 2] * 150 + [1, 3], list(range(1, 90)) * 3]
    for s in cases:
        a, b = (build_suffix_tree(s, m) for m in METHODS)
        for name in ("depth", "lb", "rb", "parent", "end"):
            assert getattr(a, name) == getattr(b, name), name


def test_range_min_of_the_sequence():
    import numpy as np

    s = [5, 3, 8, 1, 9, 2, 7, 7, 4]
    tree = build_suffix_tree(s)
    starts = np.array([0, 0, 2, 4, 5, 8, 6])
    stops = np.array([1, 9, 4, 6, 9, 9, 8])
    assert tree.range_min(starts, stops).tolist() == [min(s[a:b]) for a, b in zip(starts, stops)]
