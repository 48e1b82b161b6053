"""Text primitives: tokenising, punctuation, text-distance units, LCS helpers."""
