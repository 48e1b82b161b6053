"""Word tokens and whitespace: the units the article extractor and the metrics count.

Language-neutral on purpose: a token is a run of Unicode word characters (``\\w+``), so
Latin, Cyrillic, Greek and CJK text all tokenise without a word list.  Everything here is a
single regular-expression pass, linear in the text.
"""

from __future__ import annotations

import re

#: A word token: a maximal run of Unicode word characters (letters, digits, underscore).
WORD_RE = re.compile(r"\w+")
#: CJK ideographs and kana, written without spaces: for matching text against a title each
#: one is a word of its own.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
#: A matching token: one CJK character, or a run of other word characters.
MATCH_TOKEN_RE = re.compile(f"[{_CJK}]|[^\\W{_CJK}]+")
_SPACE_RE = re.compile(r"\s+")


def tokenize(text: str | None) -> list[str]:
    """Split text into word tokens.

    Input: any string (``None`` counts as empty).  Output: the ``\\w+`` runs in order, case
    kept.  ``tokenize("It's 4 p.m.")`` is ``["It", "s", "4", "p", "m"]``.
    """
    return WORD_RE.findall(text or "")


def tokenize_lower(text: str | None) -> list[str]:
    """Case-folded matching tokens, for comparing text with a title (TWCEM's LCS).

    Like :func:`tokenize`, except that each CJK ideograph or kana is a token of its own
    (those scripts do not separate words with spaces):
    ``tokenize_lower("Hello 北京 World")`` is ``["hello", "北", "京", "world"]``.
    """
    return MATCH_TOKEN_RE.findall((text or "").casefold())


def normalize_space(text: str | None) -> str:
    """Collapse every run of whitespace (including no-break spaces) to one space and strip.

    Input: any string or ``None``.  Output: the normalised string (``""`` for ``None``).
    """
    return _SPACE_RE.sub(" ", text or "").strip()


def visible_length(text: str | None) -> int:
    """Number of characters of a text without whitespace.

    Implements the length of a Cblock, TWCEM (Tan et al., IEEE Access 2018) §III.C
    Definition 4: "the number of characters where the invalid characters are removed, e.g.
    \\t and space character".
    """
    if not text:
        return 0
    return sum(map(len, text.split()))
