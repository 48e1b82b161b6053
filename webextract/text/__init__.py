"""Text primitives: tokenising, punctuation, text-distance units, LCS helpers."""

from webextract.text.lcs import common_count, lcs_at_least, lcs_length
from webextract.text.punctuation import SENTENCE_PUNCTUATION, count_punctuation, punctuation_density
from webextract.text.tokens import normalize_space, tokenize, tokenize_lower, visible_length

__all__ = [
    "SENTENCE_PUNCTUATION",
    "common_count",
    "count_punctuation",
    "lcs_at_least",
    "lcs_length",
    "normalize_space",
    "punctuation_density",
    "tokenize",
    "tokenize_lower",
    "visible_length",
]
