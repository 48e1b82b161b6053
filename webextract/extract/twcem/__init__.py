"""TWCEM: title and main text of an article page.

Tan, He, Fang, Ge, Xiao, "Title-Based Extraction of News Contents for Text Mining", IEEE
Access 6 (2018).  The title is found first (Algorithm 2) and then used to position the
content: the first and last content rows that share at least δ3 words (as a longest common
subsequence) with the title bound the news text (Algorithm 4).

Two modes:

* ``mode="paper"`` reproduces the published algorithm: Algorithm 1 (tags, scripts, styles
  and comments removed; the text split into rows at line breaks), Algorithm 3 (rows shorter
  than δ1 characters or with fewer than δ2 punctuation marks dropped), Algorithm 4 (start
  and end rows by LCS with the title from both ends, threshold δ3).
* ``mode="default"`` keeps the title anchoring but works on DOM blocks with link density,
  punctuation density and class/id cues, and picks the densest region around the title
  (see :mod:`webextract.extract.twcem.region` and docs/twcem.md).
"""

from __future__ import annotations

from typing import Any

from lxml import etree

from webextract.dom import head_metadata
from webextract.extract.twcem.blocks import segment_blocks
from webextract.extract.twcem.paper import (
    CBLOCK_CONTEXT_K,
    DELTA1_MIN_ROW_LENGTH,
    DELTA2_MIN_PUNCTUATION,
    DELTA3_MIN_TITLE_LCS,
    extract_paper,
    html_to_rows,
    locate_content,
    segment_rows,
)
from webextract.extract.twcem.kind import ARTICLE_MIN_CHARS, PageJudgement, judge_page
from webextract.extract.twcem.options import TwcemOptions, check_options
from webextract.extract.twcem.region import extract_default
from webextract.extract.twcem.result import MODES, ArticleResult

__all__ = [
    "ARTICLE_MIN_CHARS", "ArticleResult", "MODES", "PageJudgement", "TwcemOptions", "judge_page", "CBLOCK_CONTEXT_K", "DELTA1_MIN_ROW_LENGTH", "DELTA2_MIN_PUNCTUATION",
    "DELTA3_MIN_TITLE_LCS", "extract", "extract_fields", "html_to_rows", "locate_content", "segment_blocks", "segment_rows",
]


def extract(
    root: etree._Element,
    *,
    url: str | None = None,
    anchor: str | None = None,
    head: dict | None = None,
    mode: str = "default",
    **options: Any,
) -> ArticleResult:
    """Extract the title and main text of an article page (TWCEM).

    Input: ``root`` from :func:`webextract.dom.parse_html` (raw, or already cleaned with
    :func:`webextract.dom.clean_tree` and/or denoised; it may be modified here); the page
    ``url``; the ``anchor`` text of the link that led to the page (the paper's preferred
    title, §III.B.1); ``head``, the :func:`webextract.dom.head_metadata` values read before
    any cleaning (read from the tree when omitted); ``mode``: ``"default"`` or ``"paper"``.
    Options: the fields of :class:`TwcemOptions` (``delta1`` (δ1), ``delta2`` (δ2),
    ``delta3`` (δ3), ``context_k`` (K) for the paper mode; the default mode's switches).
    Output: an :class:`ArticleResult`; a page without text gives ``text == ""``.
    Raises ``ValueError`` for an unknown mode and ``TypeError`` for an unknown option.
    """
    if mode not in MODES:
        raise ValueError(f"unknown TWCEM mode {mode!r} (choose from {', '.join(MODES)})")
    check_options(options)
    if root is None:
        return ArticleResult(None, "", None, mode)
    if head is None:
        head = head_metadata(root)
    if mode == "paper":
        return extract_paper(root, anchor, head, options)
    return extract_default(root, anchor=anchor, head=head, options=options, url=url)


def extract_fields(root: etree._Element, url: str | None) -> dict[str, Any]:
    """The row function of ``webextract extract --method twcem``.

    Input: a parsed page and its URL (or ``None``).  Output: exactly
    ``{"title": str | None, "text": str}`` from :func:`extract` in the default mode.
    """
    result = extract(root, url=url)
    return {"title": result.title, "text": result.text}
