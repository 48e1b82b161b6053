"""Logical link blocks, Wang, Wu, Huang and Gu, "A new recognition approach for logical link
blocks in webpages", J. Digital Information Management 2015 (001_472e8fdf0b75bf93.txt).

One forward scan of the raw HTML, no tag tree (§3): the links of a page are found in order,
the *link distance* between neighbours is measured, and a run of links whose every gap is
below d_t and which holds at least C_t links is a *logical link block* (Definition 5).

* Code distance (Definition 1): the length of everything between the ``>`` ending the former
  link's ``</a>`` and the ``<`` opening the latter ``<a``, after every tag's attributes are
  removed (``<div class="x">`` counts as ``<div>``, 5).  Whitespace between two tags is
  indentation and counts 0; any other whitespace run counts 1.
* Text distance (Definition 2): the text between them in units
  (:mod:`webextract.text.distance`): a word, a CJK character, a whole number, a whole date, a
  run of one punctuation mark each count 1.  Tags, comments, ``<script>`` and ``<style>``
  bodies are not text; character references are decoded first.

A *link* is an ``<a>`` start tag carrying ``href`` (``<a name=...>`` anchors are not links)
up to its ``</a>``; a link left open ends where the next one starts, as an HTML parser would
close it.  Comments, scripts and styles are skipped when looking for links.

Offsets are character offsets in the decoded page text; the block spans ``[start, end)`` from
the ``<`` of its first link to just after the ``</a>`` of its last.  LCR = C_BlockLinks /
C_PageLinks and CCR = L_Block / L_Page (§3), lengths in characters of the page source.
"""

from __future__ import annotations

import html as html_lib
import re
from dataclasses import dataclass, field

from webextract.dom import NotHTMLError, decode_html, sniff_binary
from webextract.text.distance import count_text_units

#: C_t, the least number of links of a logical link block (001 Definition 5; §4 default 3).
C_T = 3
#: d_t for text distance, d^t_t (001 §4, second experiment group: 40 units).
D_T_TEXT = 40
#: d_t for code distance, d^c_t (001 §4, second experiment group: 80 characters).
D_T_CODE = 80
#: The two link-distance measures of Definition 3.
DISTANCES = ("text", "code")

# What the link scan stops at: a start tag <a, an end tag </a>, a comment, a script or style.
_TOKEN = re.compile(r"<(?:(a)(?=[\s>])|(/a)\s*>|(!--)|(script|style)\b)", re.IGNORECASE)
_END_SCRIPT = re.compile(r"</script\s*>", re.IGNORECASE)
_END_STYLE = re.compile(r"</style\s*>", re.IGNORECASE)
_HREF = re.compile(r"\shref\s*=", re.IGNORECASE)
_NOT_TEXT = re.compile(
    r"<!--.*?-->|<(script|style)\b[^>]*>.*?</\1\s*>|<[^>]*>", re.IGNORECASE | re.DOTALL
)
# A start tag; group 1 is its attribute part, from the whitespace after its name to its ">".
_TAG_ATTRS = re.compile(r"<[A-Za-z][\w:.-]*(\s[^<>]*)>")
_BETWEEN_TAGS_WS = re.compile(r">\s+<")
_SPACE = re.compile(r"\s+")
# A gap longer than this many times d_t is first measured on a prefix.
_PREFIX_FACTOR = 4


@dataclass
class LinkBlock:
    """One logical link block: ``[start, end)`` character offsets and its number of links."""

    start: int
    end: int
    links: int


@dataclass
class LinkBlockResult:
    """The logical link blocks of one page and the §3 coverage measures.

    ``lcr`` = ``block_links / page_links`` (0 for a page without links); ``ccr`` =
    ``block_length / page_length`` (0 for an empty page).
    """

    blocks: list[LinkBlock] = field(default_factory=list)
    page_links: int = 0
    block_links: int = 0
    page_length: int = 0
    block_length: int = 0
    distance: str = "text"
    c_t: int = C_T
    d_t: int = D_T_TEXT

    @property
    def lcr(self) -> float:
        """Link coverage ratio, LCR = C_BlockLinks / C_PageLinks (001 §3)."""
        return self.block_links / self.page_links if self.page_links else 0.0

    @property
    def ccr(self) -> float:
        """Code coverage ratio, CCR = L_Block / L_Page (001 §3)."""
        return self.block_length / self.page_length if self.page_length else 0.0


def page_text(data: bytes | str, *, http_encoding: str | None = None) -> str:
    """Decode a page for scanning.

    Input: raw bytes (any encoding) or text.  Output: the text.  Raises
    :class:`webextract.dom.NotHTMLError` for binary data (PDF, images...) and ``TypeError``
    for anything else.
    """
    if isinstance(data, str):
        return data
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"expected HTML bytes or text, not {type(data).__name__}")
    data = bytes(data)
    what = sniff_binary(data)
    if what:
        raise NotHTMLError(f"not HTML: {what}")
    return decode_html(data, http_encoding=http_encoding)[0]


def find_links(source: str) -> list[tuple[int, int]]:
    """Find the links of a page in one forward scan (001 §3).

    Input: the page source text.  Output: ``(start, end)`` offsets of every link in order,
    ``start`` at the ``<`` of ``<a href...>``, ``end`` just after its ``</a>`` (or at the
    start of the next link when it is left open, or at its start tag's end when the page
    ends first).  Links inside comments, scripts and styles are not links; an unclosed
    comment or script runs to the end of the page, as in a browser.
    """
    links: list[tuple[int, int]] = []
    open_start = -1
    open_tag_end = -1
    href = _HREF.search
    pos = 0  # everything before pos is done (inside a tag, comment or script skipped)
    for match in _TOKEN.finditer(source):
        start = match.start()
        if start < pos:
            continue
        kind = match.lastindex
        if kind == 1:  # <a ...>
            gt = source.find(">", start)
            if gt < 0:
                break
            pos = gt + 1
            if not href(source, start, pos):
                continue
            if open_start >= 0:
                links.append((open_start, start))
            open_start, open_tag_end = start, pos
        elif kind == 2:  # </a>
            pos = match.end()
            if open_start >= 0:
                links.append((open_start, pos))
                open_start = -1
        elif kind == 3:  # <!-- comment -->
            end = source.find("-->", match.end())
            if end < 0:
                break
            pos = end + 3
        else:  # <script> or <style>: skip to its end tag
            closer = _END_SCRIPT if source[start + 2] in "cC" else _END_STYLE
            end_match = closer.search(source, match.end())
            if end_match is None:
                break
            pos = end_match.end()
    if open_start >= 0:
        links.append((open_start, open_tag_end))
    return links


def text_distance(source: str, start: int, end: int, limit: int | None = None) -> int:
    """Text distance of the code ``source[start:end]`` (001 Definition 2).

    Input: the page source and a gap between two tags; an optional ``limit`` at which
    counting stops.  Output: the number of text units of the gap's text (tags, comments,
    scripts and styles removed, character references decoded), at most ``limit``.
    """
    if end <= start:
        return 0
    text = _NOT_TEXT.sub(" ", source[start:end])
    if "&" in text:
        text = html_lib.unescape(text)
    return count_text_units(text, limit)


def code_distance(source: str, start: int, end: int, limit: int | None = None) -> int:
    """Code distance of the code ``source[start:end]`` (001 Definition 1).

    Input: the page source and a gap between two tags; an optional ``limit``.  Output: its
    length in characters once every tag's attributes are removed (``<p class=x>`` is
    ``<p>``); whitespace between two tags counts 0 and any other run of whitespace counts 1.
    With a limit, a long gap is measured on a prefix ending at a tag end first and
    ``limit`` is returned as soon as that prefix reaches it.
    """
    if end <= start:
        return 0
    if limit is not None:
        # measure growing prefixes ending at a tag end: stop as soon as one reaches the limit
        window = _PREFIX_FACTOR * limit
        while end - start > window:
            cut = source.find(">", start + window, end)
            if cut < 0:
                break
            if _code_length(source[start:cut + 1]) >= limit:
                return limit
            window *= _PREFIX_FACTOR
    length = _code_length(source[start:end])
    return length if limit is None else min(length, limit)


def _code_length(code: str) -> int:
    code = _SPACE.sub(" ", _BETWEEN_TAGS_WS.sub("><", code)).strip()
    return len(code) - sum(map(len, _TAG_ATTRS.findall(code)))


def find_link_blocks(
    data: bytes | str,
    *,
    distance: str = "text",
    c_t: int = C_T,
    d_t: int | None = None,
    http_encoding: str | None = None,
) -> LinkBlockResult:
    """Find the logical link blocks of a page (001 §3, Definitions 1-5) and its LCR/CCR.

    Input: the page (bytes in any encoding, or text); ``distance`` ``"text"`` or ``"code"``;
    ``c_t`` = C_t, the least number of links of a block (default 3); ``d_t`` = d_t, every gap
    between neighbouring links of a block must be below it (default :data:`D_T_TEXT` = 40
    for text distance, :data:`D_T_CODE` = 80 for code distance).  Output: a
    :class:`LinkBlockResult`.  One forward scan: a block grows while the next gap is below
    d_t and is kept when it closes with at least C_t links.  Raises ``ValueError`` for an
    unknown distance or a threshold below 1, ``NotHTMLError`` for binary input.
    """
    if distance not in DISTANCES:
        raise ValueError(f"distance must be one of {DISTANCES}, not {distance!r}")
    if d_t is None:
        d_t = D_T_TEXT if distance == "text" else D_T_CODE
    if c_t < 1 or d_t < 1:
        raise ValueError("C_t and d_t must be at least 1")
    source = page_text(data, http_encoding=http_encoding)
    links = find_links(source)
    result = LinkBlockResult(
        page_links=len(links), page_length=len(source), distance=distance, c_t=c_t, d_t=d_t
    )
    if not links:
        return result

    def close(first: int, last: int) -> None:
        count = last - first + 1
        if count >= c_t:
            block = LinkBlock(links[first][0], links[last][1], count)
            result.blocks.append(block)
            result.block_links += count
            result.block_length += block.end - block.start

    first = 0
    for k in range(1, len(links)):
        gap_start, gap_end = links[k - 1][1], links[k][0]
        if gap_end - gap_start < d_t:
            continue  # a unit or a code character takes at least one character: gap < d_t
        if distance == "text":
            gap = text_distance(source, gap_start, gap_end, d_t)
        else:
            gap = code_distance(source, gap_start, gap_end, d_t)
        if gap >= d_t:  # Definition 5: max(d_i) < d_t
            close(first, k - 1)
            first = k
    close(first, len(links) - 1)
    return result


def remove_spans(source: str, blocks: list[LinkBlock]) -> str:
    """The page source with the given blocks cut out.

    Input: the source a :func:`find_link_blocks` result was computed on and its blocks.
    Output: the source without the characters of every block (each block replaced by one
    space), e.g. to measure or extract the text that lies outside all link blocks.
    """
    parts: list[str] = []
    pos = 0
    for block in blocks:
        parts.append(source[pos:block.start])
        parts.append(" ")
        pos = block.end
    parts.append(source[pos:])
    return "".join(parts)
