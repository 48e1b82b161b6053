"""The abstract by symbol density, VB-PTC (000_c6fae3235630f454.txt) §V, equations 3-5.

For a visual block i, with T_i, TG_i, LTG_i, LT_i as in §IV.C (words, tags, link tags, link
words) and Sb_i its symbols (punctuation and other non-word, non-space characters):

    TD_i    = (T_i - LT_i) / (TG_i - LTG_i)                                (3)
    SbD_i   = (T_i - LT_i) / (Sb_i + 1)                                     (4)
    T_score = log(SD) x TD_i x log10(Pnum_i + 2) x log(SbD_i)              (5)

with SD the standard deviation of TD over the page's blocks and Pnum_i its ``<p>`` tags (the
paper's ND_i in eq. 5 is read as TD_i).  log(SD) is one number per page; as in
:mod:`webextract.denoise.linkclusters` its absolute value is used (1 when SD is 0 or 1) so
it never turns the order upside down.

``mode="paper"``: the block with the highest T_score on the page is the abstract.  On a
full-text page that is a long body paragraph, so the default mode (``"labelled"``) first
takes the text under an "Abstract" item name (``Abstract``, ``Summary``, ``摘要``...) up to
the next heading of its rank, then a block the markup calls the abstract (class or id
"abstract", "summary"), and otherwise takes the T_score maximum among the blocks
between the title and the first section heading (``Introduction``, ``1. Background``...),
with at least ``min_words`` words and a sentence end.  A page without either has no
abstract: nothing is invented.
"""

from __future__ import annotations

import math
import re
from typing import Any, Collection, Iterator, Sequence

from webextract.extract.vbptc.blocks import Block, hints, is_item_name
from webextract.extract.vbptc.patterns import date_line, keyword_label, keyword_label_piece
from webextract.text.language import guess_language
from webextract.text.tokens import tokenize_lower


def _words(text: str) -> int:
    """Words of a text, each CJK character one word (those scripts put no spaces)."""
    return len(tokenize_lower(text))

ABSTRACT_LABEL = re.compile(
    r"^\s*(?:dc\.description\.abstract|dcterms\.abstract|description|abstract|summary|synopsis|r[ée]sum[ée]|resumen|resumo|riassunto|zusammenfassung|"
    r"abstrak|[öo]zet|streszczenie|samenvatting|sammanfattning|tiivistelm[äa]|sa[žz]etak|anotace|"
    r"аннотация|摘\s*要|内容提要|要旨|概要|초록)(?![^\W\d_])\s*[:：.—–]?\s*", re.I)
#: Sub-headings inside a structured abstract (kept in it).
ABSTRACT_PARTS = re.compile(
    r"^\s*(?:background|objectives?|aims?|purpose|context|introduction|methods?|methods/design|"
    r"design|setting|participants|materials and methods|results?|findings|conclusions?|"
    r"interpretation|significance|trial registration|discussion|main outcome measures?|outcome measures?|"
    r"interventions?|measurements?|patients|study design|methodology|approach|design/methodology/approach|"
    r"originality/value|practical implications|research limitations(?:/implications)?|limitations|implications|"
    r"rationale|case presentation|data sources|study selection|data extraction|data synthesis|importance|"
    r"exposures?|main outcomes? and measures?|conclusions? and relevance|design,? setting,? and participants|"
    r"setting and participants|evidence review|observations|"
    r"目的|方法|结果|结论)\s*[:：.]?\s*$", re.I)
#: What follows an abstract in its own box on some pages: the copyright line, the history
#: dates, the DOI line.
_AFTER_ABSTRACT = re.compile(r"^\s*(?:©|\(c\)\s|copyright\b|received\b|published\b|doi\b|https?://doi|"
                             r"(?:citation|cite\s+this(?:\s+article)?|how\s+to\s+cite|funding|(?:academic\s+)?editor|"
                             r"competing\s+interests|data\s+availability|corresponding\s+author|e-?mail|licen[cs]e)\s*[:：])",
                             re.I)
#: A short row of the article's metadata after its abstract: "Volume 12", "Issue 3", "Pages 45-67".
_METADATA_ROW = re.compile(r"^\s*(?:vol(?:ume)?\.?|issue|no\.|pages?|pp\.|cilt|say[ıi])\s*[:：]?\s*\d", re.I)
#: Headings that open the body of the article (end the top matter).
SECTION_START = re.compile(
    r"^\s*(?:\d+\.?\s*|[IVX]+\.\s*)?(?:introduction|background|main|main text|methods|results|"
    r"materials and methods|experimental|引言|前言|绪论)\b", re.I)
_SYMBOL = re.compile(r"[^\w\s]")
#: Class or id words of an abstract's container.
_ABSTRACT_HINT = re.compile(r"abstract|summary|synopsis", re.I)

_SENTENCE_END = re.compile(r"[.!?。！？]")
#: Blocks after the title in which a landing page's one paragraph is looked for.
LANDING_WINDOW = 30
#: Prose that is the site's, not the article's.
_BOILERPLATE = re.compile(r"cookie|javascript|your browser|subscri|sign in|log in|copyright|©|all rights reserved|"
                          r"terms of use|privacy|this work was supported|supported by (?:the )?(?:grant|national)|"
                          r"received for publication", re.I)
#: Least words of an abstract.
MIN_WORDS = 30
#: Most words of an abstract.
MAX_WORDS = 1500


def text_density(b: Block) -> float:
    """TD_i, eq. (3): words outside links per tag outside links."""
    tags = b.tg - b.ltg
    return (b.t - b.lt) / tags if tags > 0 else float(b.t - b.lt)


def symbol_density(b: Block) -> float:
    """SbD_i, eq. (4): words outside links per symbol (plus one)."""
    return (b.t - b.lt) / (len(_SYMBOL.findall(b.text)) + 1)


def t_score(b: Block, sd: float) -> float:
    """T_score, eq. (5), with |log SD| (see the module notes)."""
    sbd = symbol_density(b)
    if sbd <= 0:
        return 0.0
    stretch = abs(math.log(sd)) if sd > 0 and sd != 1 else 1.0
    return stretch * text_density(b) * math.log10(b.p + 2) * math.log(sbd) if sbd > 0 else 0.0


def _sd(values: list[float]) -> float:
    if len(values) < 2:
        return 0.0
    mean = sum(values) / len(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))


def _prose_follows(blocks: Sequence[Block], start: int, end: int, min_words: int) -> bool:
    """True when one of the next three blocks (sub-headings skipped) is prose: half an
    abstract's words and a sentence end."""
    seen = 0
    for b in blocks[start:end]:
        if b.heading or ABSTRACT_PARTS.match(b.text):
            continue
        if _words(b.text) - b.lt >= min_words // 2 and _SENTENCE_END.search(b.text):
            return True
        seen += 1
        if seen >= 3:
            break
    return False


def _labelled(blocks: Sequence[Block], start: int, end: int, min_words: int,
              language: str | None = None) -> str | None:
    """The text under the first abstract item name; where the page gives its abstract in
    several languages ("Resumo", "Abstract"), the one in ``language`` (the title's)."""
    first = None
    for text in _labelled_texts(blocks, start, end, min_words):
        if language is None or guess_language(text) == language:
            return text
        if first is None:
            first = text
    return first


def _labelled_texts(blocks: Sequence[Block], start: int, end: int, min_words: int) -> Iterator[str]:
    for i in range(start, end):
        b = blocks[i]
        m = ABSTRACT_LABEL.match(b.text)
        if not m:
            continue
        rest = b.text[m.end():].strip()
        if rest and _words(rest) < min_words:
            if not b.heading or _SENTENCE_END.search(rest):
                continue  # "Abstract views", a sentence that starts with "Summary"
            rest = ""  # a heading that goes on ("Аннотация научной статьи по физике, автор ...")
        level = b.heading or 7
        if not rest and not _prose_follows(blocks, i + 1, end, min_words):
            continue  # a tab or link named "Abstract", not the item name of the abstract
        parts = [rest] if rest else []
        container = None
        outer = None  # the element holding the item name and the first paragraph
        after_part = False
        for nb in blocks[i + 1:end]:
            part = ABSTRACT_PARTS.match(nb.text) and nb.t <= 5
            if (nb.heading and nb.heading <= level or keyword_label(nb.text) or keyword_label_piece(nb.text, nb.raw_parts)
                    or parts and is_item_name(nb)):
                break  # the next heading, the keywords, the next row of a metadata table
            if parts and (nb.heading and nb.heading > level and not part or _AFTER_ABSTRACT.match(nb.spaced)
                          or nb.t <= 12 and (_METADATA_ROW.match(nb.spaced) or date_line(nb.spaced))):
                break  # a sub-heading of something else ("Physics Subject Headings"), the history dates,
                # a row of the article's metadata ("Volume 12", "Issue 3")
            if nb.heading and nb.heading > level or part or nb.lt * 2 > nb.t:
                after_part = after_part or bool(part)
                continue  # a sub-heading of a structured abstract, a link
            if ABSTRACT_LABEL.match(nb.text) and nb.t <= 3 or SECTION_START.match(nb.text) and nb.t <= 5:
                break
            # the abstract's paragraphs share the container of its first one; a paragraph
            # elsewhere is the body's (an introduction without a heading), unless a
            # sub-heading of a structured abstract came before it and it lies in the element
            # holding the item name and the first paragraph (each section wrapped apart)
            parent = nb.element.getparent()
            if container is None:
                container = parent
                outer = _common_ancestor(b.element, nb.element)
            elif parent is not container and container not in parent.iterancestors():
                if not (nb.element is container or container in nb.element.iterancestors()):
                    if not (after_part and outer is not None and outer in nb.element.iterancestors()):
                        break
            after_part = False
            parts.append(nb.text)
            if sum(_words(p) for p in parts) > MAX_WORDS:
                break
        text = " ".join(parts).strip()
        if _words(text) >= min_words and _SENTENCE_END.search(text):
            yield text


def _common_ancestor(a: Any, b: Any) -> Any:
    """The nearest element holding both ``a`` and ``b`` (``None`` when none does)."""
    mine = set(a.iterancestors())
    for el in b.iterancestors():
        if el in mine:
            return el
    return None


def find_abstract(
    blocks: Sequence[Block], *, title_index: int | None = None, end: int | None = None,
    mode: str = "labelled", min_words: int = MIN_WORDS, title: str | None = None,
    skip: Collection[int] = (),
) -> str | None:
    """The abstract of a page, or ``None`` (see the module notes).

    Input: the visual blocks, the title's block index, the index where the references (or
    anything after the article) start, the mode (``"labelled"`` or ``"paper"``) and the
    least words of an abstract; the title (an abstract in its language is preferred);
    ``skip``: indexes of blocks that are no abstract without a label (lists of other papers,
    the statement of the article's data: :func:`.others.other_papers`).
    Output: the abstract's text.
    """
    end = len(blocks) if end is None else end
    if not blocks:
        return None
    sd = _sd([text_density(b) for b in blocks])
    if mode == "paper":
        best = max(blocks[:end] or blocks, key=lambda b: t_score(b, sd))
        return best.text if t_score(best, sd) > 0 else None
    start = title_index or 0
    language = guess_language(title)
    found = _labelled(blocks, start, end, min_words, language)
    if found is None and start:
        found = _labelled(blocks, 0, start, min_words, language)
    if found is not None:
        return found
    # no item name: the block the markup calls the abstract
    for b in blocks[start:end]:
        if not b.heading and b.index not in skip and _words(b.text) - b.lt >= min_words and _SENTENCE_END.search(b.text) \
                and _ABSTRACT_HINT.search(hints(b.element, 3)):
            return b.text
    top_end = end
    for b in blocks[start + 1:end]:
        if b.heading and SECTION_START.match(b.text):
            top_end = b.index
            break
    else:
        # no section heading: a landing page whose one paragraph of prose near the title is
        # its abstract; several (a body without headings) claim none
        prose = [b for b in blocks[start + 1:min(end, start + 1 + LANDING_WINDOW)]
                 if _words(b.text) - b.lt >= min_words and _SENTENCE_END.search(b.text) and not b.heading
                 and not _BOILERPLATE.search(b.text) and b.index not in skip]
        return prose[0].text if len(prose) == 1 and title_index is not None else None
    candidates = [b for b in blocks[start + 1:top_end]
                  if _words(b.text) - b.lt >= min_words and _SENTENCE_END.search(b.text) and not b.heading
                  and b.index not in skip]
    if not candidates:
        return None
    best = max(candidates, key=lambda b: t_score(b, sd))
    return best.text if t_score(best, sd) > 0 else None
