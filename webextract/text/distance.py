"""Text-distance counting units, Wang et al., "A new recognition approach for logical link
blocks in webpages" (001_472e8fdf0b75bf93.txt), §3 Definition 2.

The text distance between two tags counts the text between them in *units*, not characters:

1. a word of a space-separated script (Latin, Cyrillic, Greek, Hangul...) counts 1;
2. a Chinese/Japanese character counts 1 each;
3. a whole number counts 1 (``2008``, ``3,935,437``, ``3.14``, ``1:28:08``);
4. a whole date counts 1 (``March 8th, 2014``, ``8 March 2014``, ``2014-03-08``,
   ``08/03/2014``, ``2014年3月8日``);
5. punctuation counts like a Chinese character, and a run of the *same* mark counts 1
   (``...`` is 1, ``.,`` is 2).

So ``"Bei Jing 2008"`` is 3 and ``"March 8th, 2014"`` is 1.  Everything is one compiled
regular expression, applied in C; :func:`count_text_units` can stop early at a limit, which
is all a link-block scan needs (is this gap shorter than d_t?).
"""

from __future__ import annotations

import re

# Ideographic and kana characters: each one is a unit (rule 2).
_CJK = (
    "\u2e80-\u2fdf\u3005-\u3007\u3021-\u3029\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf"
    "\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f"
)
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_YEAR = r"\d{4}"
_DATE = (
    r"(?:"
    # March 8th, 2014 / Mar. 8 2014 / March 2014
    rf"{_MONTH}\s+(?:{_DAY},?\s+)?{_YEAR}"
    # 8 March 2014 / 8th of March, 2014
    rf"|{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}"
    # 2014-03-08 / 2014/3/8 / 2014.03.08
    r"|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}"
    # 08/03/2014 / 8-3-14
    r"|\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2})"
    # 2014年3月8日 / 2014年3月
    r"|\d{4}\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?"
    r")(?!\w)"
)
_NUMBER = r"\d+(?:[.,:]\d+)*(?!\w)"
_WORD = rf"[^\W{_CJK}]+(?:['\u2019][^\W{_CJK}]+)*"
_PUNCT = r"(?P<mark>[^\w\s])(?P=mark)*"

#: One text-distance unit (001 Def. 2): a date, a number, a CJK character, a word, or a run
#: of one repeated punctuation mark, tried in that order.
UNIT_RE = re.compile(
    rf"(?P<date>{_DATE})|(?P<number>{_NUMBER})|(?P<cjk>[{_CJK}])|(?P<word>{_WORD})|(?P<punct>{_PUNCT})",
    re.IGNORECASE,
)


# The units other than dates, and dates alone: counting with these two is faster than with
# UNIT_RE, whose date branch is tried at every position.
_NO_DATE_RE = re.compile(rf"{_NUMBER}|[{_CJK}]|{_WORD}|{_PUNCT}", re.IGNORECASE)
_DATE_RE = re.compile(rf"(?<!\w){_DATE}", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
#: The most whitespace-separated tokens one unit spans (``2014 年 3 月 8 日`` has six).
MAX_TOKENS_PER_UNIT = 6


def text_units(text: str | None) -> list[str]:
    """Split a text into its text-distance units (001 §3 Definition 2).

    Input: any string (``None`` is empty).  Output: the units in order, e.g.
    ``text_units("Bei Jing 2008")`` is ``["Bei", "Jing", "2008"]`` and
    ``text_units("March 8th, 2014!!")`` is ``["March 8th, 2014", "!!"]``.
    """
    if not text:
        return []
    return [m.group(0) for m in UNIT_RE.finditer(text)]


def count_text_units(text: str | None, limit: int | None = None) -> int:
    """Count the text-distance units of a text (001 §3 Definition 2).

    Input: a string and an optional ``limit``.  Output: the number of units; with a limit,
    counting stops there and ``min(count, limit)`` is returned (cheap on a long text when
    only "is it at least d_t?" matters: only the first ``limit`` x
    :data:`MAX_TOKENS_PER_UNIT` whitespace-separated tokens are looked at, which hold at
    least ``limit`` units whenever the text is longer).
    """
    if not text:
        return 0
    tokens = text.split()
    if not tokens:
        return 0
    if limit is not None:
        # Every token holds at least one unit, and only dates (which hold a digit) join
        # tokens: ``limit`` digit-free tokens already make ``limit`` units.
        if len(tokens) >= limit and not _DIGIT.search(" ".join(tokens[:limit])):
            return limit
        if len(tokens) > limit * MAX_TOKENS_PER_UNIT:
            tokens = tokens[: limit * MAX_TOKENS_PER_UNIT]
    joined = " ".join(tokens)
    count = len(_NO_DATE_RE.findall(joined))
    if _DIGIT.search(joined):  # every date holds a digit: merge each into one unit
        for match in _DATE_RE.finditer(joined):
            count -= len(_NO_DATE_RE.findall(match.group(0))) - 1
    return count if limit is None else min(count, limit)
