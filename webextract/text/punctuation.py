"""Punctuation counts: prose is punctuated, navigation and link lists are not.

TWCEM (Tan et al., IEEE Access 2018) §III.C.2 filters rows with fewer than δ2 punctuation
marks; the article extractor's block scoring uses the same count as a density.
"""

from __future__ import annotations

import re

#: Sentence punctuation counted by TWCEM's δ2 filter: the Latin marks that end or divide a
#: sentence and their CJK (full-width) forms.  Separators used in menus and breadcrumbs
#: (``|``, ``»``, ``/``, ``-``, ``>``) are deliberately not counted.
SENTENCE_PUNCTUATION = ".,;:!?\u2026\u3002\uff0c\uff1b\uff1a\uff01\uff1f\u3001"
_PUNCT_RE = re.compile("[" + re.escape(SENTENCE_PUNCTUATION) + "]")


def count_punctuation(text: str | None) -> int:
    """Count sentence punctuation marks (:data:`SENTENCE_PUNCTUATION`) in a text.

    Input: any string or ``None``.  Output: the number of marks.  Implements
    "NumberofPunctuation" of TWCEM Algorithm 3.
    """
    if not text:
        return 0
    return len(_PUNCT_RE.findall(text))


def punctuation_density(text: str | None) -> float:
    """Sentence punctuation marks per non-whitespace character (0.0 for empty text)."""
    if not text:
        return 0.0
    visible = sum(map(len, text.split()))
    return count_punctuation(text) / visible if visible else 0.0
