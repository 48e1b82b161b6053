"""Text primitives: tokens, whitespace, visible length, punctuation, LCS."""

from webextract.text import (
    common_count,
    count_punctuation,
    lcs_at_least,
    lcs_length,
    normalize_space,
    punctuation_density,
    tokenize,
    tokenize_lower,
    visible_length,
)


def test_tokenize_splits_on_non_word_characters():
    assert tokenize("It's 4 p.m. in São Paulo") == ["It", "s", "4", "p", "m", "in", "São", "Paulo"]
    assert tokenize_lower("Hello WORLD") == ["hello", "world"]
    # For title matching, CJK characters are words of their own; the metric keeps \w+ runs.
    assert tokenize_lower("Hello 北京 World") == ["hello", "北", "京", "world"]
    assert tokenize("Hello 北京 World") == ["Hello", "北京", "World"]
    assert tokenize("") == []
    assert tokenize(None) == []
    assert tokenize("--- | »") == []


def test_normalize_space_collapses_all_whitespace():
    assert normalize_space("\u00a0 a \n\t b  ") == "a b"
    assert normalize_space(None) == ""


def test_visible_length_counts_characters_without_whitespace():
    # TWCEM Definition 4: \t and spaces do not count.
    assert visible_length("a b\tc\n") == 3
    assert visible_length("   ") == 0
    assert visible_length(None) == 0


def test_count_punctuation_counts_sentence_marks_only():
    assert count_punctuation("Hello, world! How are you?") == 3
    # Menu separators are not sentence punctuation.
    assert count_punctuation("Home | News » Sport / Weather - More") == 0
    assert count_punctuation("你好，世界。") == 2
    assert count_punctuation("") == 0


def test_punctuation_density():
    assert punctuation_density("ab, cd.") == 2 / 6
    assert punctuation_density("") == 0.0


def test_lcs_length_classic_examples():
    assert lcs_length("ABCBDAB", "BDCABA") == 4
    assert lcs_length(["a", "b", "c"], ["x", "b", "y", "c"]) == 2
    assert lcs_length([], ["a"]) == 0
    assert lcs_length(["a"], []) == 0
    assert lcs_length("abc", "def") == 0
    # Symmetric.
    assert lcs_length("BDCABA", "ABCBDAB") == 4


def test_common_count_is_multiset_intersection():
    assert common_count(["a", "a", "b"], ["a", "b", "b", "c"]) == 2
    assert common_count([], ["a"]) == 0


def test_lcs_at_least_uses_order_not_just_membership():
    # Both words are shared (bound 2) but in opposite order: LCS is 1.
    assert lcs_at_least(["a", "b"], ["b", "a"], 2) is False
    assert lcs_at_least(["a", "b"], ["b", "a"], 1) is True
    assert lcs_at_least(["x", "a", "y", "b"], ["a", "b"], 2) is True
    assert lcs_at_least([], ["a"], 0) is True
    assert lcs_at_least(["a"], ["b"], 1) is False


def test_lcs_length_long_inputs_are_iterative():
    a = ["w%d" % (i % 50) for i in range(3000)]
    b = ["w%d" % i for i in range(50)]
    assert lcs_length(a, b) == 50
