"""TWCEM as published (``mode="paper"``): Algorithms 1, 3 and 4 over the page's text rows.

Tan, He, Fang, Ge, Xiao, "Title-Based Extraction of News Contents for Text Mining", IEEE
Access 6 (2018), §III.C.  The title comes from Algorithm 2 (:mod:`webextract.extract.twcem.title`).
"""

from __future__ import annotations

from lxml import etree

from webextract.extract.twcem.result import ArticleResult
from webextract.extract.twcem.title import choose_title_paper
from webextract.text.lcs import lcs_at_least
from webextract.text.punctuation import count_punctuation
from webextract.text.tokens import tokenize_lower, visible_length

#: δ1, TWCEM §III.C.2: minimum effective length of a row (characters, whitespace excluded).
DELTA1_MIN_ROW_LENGTH = 4


#: δ2, TWCEM §III.C.2: minimum number of punctuation marks in an effective row.
DELTA2_MIN_PUNCTUATION = 1


#: δ3, TWCEM §III.C.3: minimum LCS (in words) between a Cblock and the title.
DELTA3_MIN_TITLE_LCS = 2


#: K, TWCEM §III.C Definition 3: rows of context joined to a row to form its Cblock
#: (forward for the start search, reverse for the end search).  The paper gives no value;
#: 1 is the smallest context that makes a Cblock more than its row, and measured better
#: than 0 on both dev sets (docs/twcem.md).
CBLOCK_CONTEXT_K = 1


#: Elements whose text is not page text (Algorithm 1, RemoveScriptandCSS).
_NON_TEXT = ("script", "style", "noscript", "template")


def html_to_rows(root: etree._Element) -> list[str]:
    """TWCEM Algorithm 1 and Definitions 1-2: the page's pure text (Ctext), split into rows.

    Input: a parsed page; its scripts, styles, ``<noscript>``/``<template>`` and comments
    are removed from it in place (RemoveScriptandCSS, RemoveAnnotation).  Output: Ctext, the
    list of rows: the remaining text with tags dropped (RemoveTags), split at line breaks
    (Definition 1), each row with blanks and special characters collapsed to single spaces.
    Empty rows are kept, so row numbers are line numbers of the text.
    """
    etree.strip_elements(root, etree.Comment, etree.ProcessingInstruction, *_NON_TEXT, with_tail=False)
    text = "".join(root.itertext()).replace("\r\n", "\n").replace("\r", "\n")
    return [" ".join(row.split()) for row in text.split("\n")]


def segment_rows(
    rows: list[str],
    *,
    delta1: int = DELTA1_MIN_ROW_LENGTH,
    delta2: int = DELTA2_MIN_PUNCTUATION,
) -> tuple[list[int], list[str]]:
    """TWCEM Algorithm 3 (block segmentation).

    Input: Ctext rows; δ1 (minimum row length, whitespace excluded, Definition 4) and δ2
    (minimum punctuation count).  Output: ``(f_cblock, ccl)``: the cumulative punctuation
    count f_Cblock(j) over the kept rows and the Cblock content list CCL of kept rows, in
    order.
    """
    f_cblock: list[int] = []
    ccl: list[str] = []
    total = 0
    for row in rows:
        if visible_length(row) < delta1:
            continue
        c = count_punctuation(row)
        if c >= delta2:
            total += c
            f_cblock.append(total)
            ccl.append(row)
    return f_cblock, ccl


def locate_content(
    ccl: list[str],
    title: str | None,
    *,
    delta3: int = DELTA3_MIN_TITLE_LCS,
    context_k: int = CBLOCK_CONTEXT_K,
) -> tuple[int, int]:
    """TWCEM Algorithm 4 (content recognition): start and end rows of the news content.

    Input: the CCL of Algorithm 3, the page title, δ3 and the Cblock context K.  The start
    is the first Cblock in the first half whose LCS with the title (in words) reaches δ3;
    the end is the last such Cblock in the second half, searched from the back.  Defaults
    when nothing matches: start 0, end the last row.  Output: ``(row_start, row_end)``; the
    content is ``ccl[row_start:row_end]`` (the paper's loop ``i < row_end``).  An empty CCL
    gives ``(0, 0)``.
    """
    n = len(ccl)
    if n == 0:
        return 0, 0
    start, end = 0, n - 1
    t_tokens = tokenize_lower(title)
    if not t_tokens:
        return start, end
    tokens: dict[int, list[str]] = {}  # rows are tokenised only when the scan reaches them

    def row_tokens(j: int) -> list[str]:
        if j not in tokens:
            tokens[j] = tokenize_lower(ccl[j])
        return tokens[j]

    def forward(i: int) -> list[str]:
        return [w for j in range(i, min(n, i + context_k + 1)) for w in row_tokens(j)]

    def reverse(i: int) -> list[str]:
        return [w for j in range(max(0, i - context_k), i + 1) for w in row_tokens(j)]

    i = 0
    while i < n / 2:
        if lcs_at_least(forward(i), t_tokens, delta3):
            start = i
            break
        i += 1
    i = n - 1
    while i > n / 2:
        if lcs_at_least(reverse(i), t_tokens, delta3):
            end = i
            break
        i -= 1
    return start, end


def extract_paper(root: etree._Element, anchor: str | None, head: dict | None, opts: dict) -> ArticleResult:
    """TWCEM as published (§III): the title by Algorithm 2, then Algorithms 1, 3 and 4.

    Input: a parsed page (modified in place), the anchor text, the head metadata and the
    options ``delta1``, ``delta2``, ``delta3``, ``context_k``.  Output: an
    :class:`ArticleResult` in mode ``"paper"``.
    """
    choice = choose_title_paper(root, anchor=anchor, head=head)
    rows = html_to_rows(root)
    _, ccl = segment_rows(rows, delta1=opts.get("delta1", DELTA1_MIN_ROW_LENGTH),
                          delta2=opts.get("delta2", DELTA2_MIN_PUNCTUATION))
    start, end = locate_content(ccl, choice.text, delta3=opts.get("delta3", DELTA3_MIN_TITLE_LCS),
                                context_k=opts.get("context_k", CBLOCK_CONTEXT_K))
    paragraphs = ccl[start:end]
    return ArticleResult(choice.text, "\n".join(paragraphs), choice.source, "paper", paragraphs)
