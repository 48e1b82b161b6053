"""Visual blocks of a cleaned, denoised article page, VB-PTC (Gong et al., IEEE Access 2020,
000_c6fae3235630f454.txt) §V.B.

The paper's four rules, on the multi-record simple page left by noise removal:

1. an ``<h1>``..``<h6>`` is a block;
2. the text under a ``<p>`` is a block;
3. the smallest ``<div>`` holding text (text, but no other div) is a block;
4. text in the gap between the blocks above is a block.

Here the rules are applied to every block-level element of HTML, not only ``div`` (``li``,
``dd``, ``td``, ``section``...: on real pages they play the part the paper's divs play), and
inline elements (``span``, ``a``, ``time``, ``abbr``...) never start a block: a block is a
maximal run of inline content inside one block-level element, cut where a block-level child
starts or ends.  So a heading or a paragraph is one block, the smallest container of text
is one block, and text between block-level children is a gap block (rule 4).  The paper's
rule 2 also names ``<span>``; spans are inline on every page and an author list of one
span per name would become one block per name, so spans stay inside their block
(docs/vbptc.md).

Each block keeps its order, its source element and the counts the field extractors use
(§IV.C's T, TG, LTG, LT and the number of ``<p>``).  One pass over the tree, no recursion.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import lxml.html
from lxml import etree

#: Block-level elements: each starts a new block (rules 1-3 generalised).
BLOCK_TAGS: frozenset[str] = frozenset(
    "address article aside blockquote body caption center dd details dialog div dl dt "
    "fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup li main nav ol "
    "p pre section summary table tbody td tfoot th thead tr ul html".split()
)
HEADINGS: frozenset[str] = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))
#: Line breaks and words from which a run of text is cut into a block per line (20 words:
#: chosen on the generated pages with the journals set left out, which 20 leaves unchanged
#: and 12 does not).
MIN_LINE_BREAKS = 3
MIN_BROKEN_WORDS = 20
_SPACE = re.compile(r"\s+")


@dataclass
class Block:
    """One visual block: its text and the element it comes from, with its §IV.C counts.

    ``t`` words (T_i), ``lt`` words inside links (LT_i), ``tg`` tags (TG_i, the block's own
    element counted), ``ltg`` link tags (LTG_i), ``p`` the ``<p>`` tags (Pnum_i, eq. 5),
    ``heading`` the level of an ``<hN>`` block (0 otherwise), ``gap`` True for rule-4 text,
    ``raw_parts`` (normalised: :attr:`parts`) the texts of the block's top-level pieces (its inline children and the text
    between them), which keep list items apart (an author per ``<span>``).
    """

    index: int
    text: str
    element: Any = field(repr=False)
    t: int = 0
    lt: int = 0
    tg: int = 1
    ltg: int = 0
    p: int = 0
    heading: int = 0
    gap: bool = False
    raw_parts: list[str] = field(default_factory=list, repr=False)
    raw_leaves: list[str] = field(default_factory=list, repr=False)

    @property
    def parts(self) -> list[str]:
        """The block's top-level pieces, whitespace normalised, blanks left out."""
        return [p for p in (_SPACE.sub(" ", x).strip() for x in self.raw_parts) if p]

    @property
    def leaves(self) -> list[str]:
        """Each text node of the block apart, whitespace normalised, blanks left out: finer
        than :attr:`parts` where one inline child holds a name and, in a nested element, its
        affiliation (``<span><a>Name</a><span>University...</span></span>``)."""
        return [p for p in (_SPACE.sub(" ", x).strip() for x in self.raw_leaves) if p]

    @cached_property
    def spaced(self) -> str:
        """The block's text with a space where two of its inline pieces meet glued, a letter
        against a digit or a lower-case letter against a capital (``<span>Published</span>
        <span>12 March 2019</span>`` set apart by the page's style, not by a space:
        ``Published 12 March 2019``); the text itself when no pieces meet so."""
        raw = [x for x in self.raw_parts if x]
        if len(raw) < 2:
            return self.text
        out = [raw[0]]
        glued = False
        for prev, nxt in zip(raw, raw[1:]):
            a, b = prev[-1], nxt[0]
            if a.isalnum() and b.isalnum() and (a.isdigit() != b.isdigit() or a.islower() and b.isupper()):
                out.append(" ")
                glued = True
            out.append(nxt)
        return _SPACE.sub(" ", "".join(out)).strip() if glued else self.text

    @property
    def tag(self) -> str:
        """The tag of the block's element."""
        return self.element.tag if isinstance(self.element.tag, str) else ""


class _Frame:
    __slots__ = ("el", "pieces", "parts", "depth_part", "cur", "t", "lt", "tg", "ltg", "had_child", "breaks")

    def __init__(self, el: Any) -> None:
        self.el = el
        self.pieces: list[str] = []
        self.parts: list[str] = []
        self.cur: list[str] = []
        self.depth_part = 0
        self.t = self.lt = self.tg = self.ltg = 0
        self.had_child = False
        self.breaks: list[tuple[int, int, int, int]] = []  # at each <br>: pieces, lt, tg, ltg so far

    def add(self, text: str, in_link: bool) -> None:
        """Add a piece of text to the frame (and its words to the link words ``in_link``)."""
        self.pieces.append(text)
        self.cur.append(text)
        if in_link:
            self.lt += len(text.split())

    def close_part(self) -> None:
        """End the current part (the text of one inline child or of the text between them)."""
        if self.cur:
            self.parts.append("".join(self.cur))
            self.cur = []

    def reset(self) -> None:
        """Empty the frame after its text became a block (or was blank)."""
        self.pieces, self.parts, self.cur, self.breaks = [], [], [], []
        self.t = self.lt = self.tg = self.ltg = 0


def build_blocks(root: lxml.html.HtmlElement) -> list[Block]:
    """The visual blocks of a page in document order (VB-PTC §V.B, see the module notes).

    Input: a parsed, cleaned (and ideally denoised) root; only ``<body>`` is read.  Output:
    the blocks with text, in document order, each with its source element and counts.
    """
    body = root.find("body")
    if body is None:
        body = root
    blocks: list[Block] = []
    stack: list[_Frame] = []
    link_depth = 0

    def flush(frame: _Frame) -> None:
        """The frame's text since its last flush (``frame.pieces`` not empty) as a block, or
        a block per line; the frame is reset."""
        words = "".join(frame.pieces).split()  # str.split and re's \s: the same whitespace
        if not words:  # blank text: no block
            frame.reset()
            return
        frame.close_part()
        text = " ".join(words)
        if len(frame.breaks) >= MIN_LINE_BREAKS and len(words) >= MIN_BROKEN_WORDS:
            _lines(frame)
        elif text:
            el = frame.el
            tag = el.tag if isinstance(el.tag, str) else ""
            blocks.append(Block(
                index=len(blocks), text=text, element=el, t=len(words), lt=frame.lt,
                tg=frame.tg + 1, ltg=frame.ltg, p=1 if tag == "p" else 0,
                heading=int(tag[1]) if tag in HEADINGS else 0, gap=frame.had_child,
                raw_parts=frame.parts, raw_leaves=frame.pieces,
            ))
        frame.reset()

    def _lines(frame: _Frame) -> None:
        """A long run of text cut by line breaks (a table cell of a page laid out with
        ``<br>``: the citation bar, the title, the authors, the date, each a line) gives a
        block per line (rule 4: the text between breaks)."""
        el = frame.el
        ends = [*frame.breaks, (len(frame.pieces), frame.lt, frame.tg, frame.ltg)]
        start = (0, 0, 0, 0)
        for end in ends:
            pieces = frame.pieces[start[0]:end[0]]
            text = _SPACE.sub(" ", "".join(pieces)).strip()
            if text:
                blocks.append(Block(
                    index=len(blocks), text=text, element=el, t=len(text.split()), lt=end[1] - start[1],
                    tg=end[2] - start[2] + 1, ltg=end[3] - start[3], p=0, heading=0, gap=True,
                    raw_parts=pieces, raw_leaves=pieces,
                ))
            start = end

    # a frame without text since its last flush is only reset
    for event, el in etree.iterwalk(body, events=("start", "end")):
        tag = el.tag
        if not isinstance(tag, str):
            tag = ""
        if event == "start":
            if tag in BLOCK_TAGS or not stack:
                if stack:
                    up = stack[-1]
                    up.had_child = True
                    if up.pieces:
                        flush(up)
                    else:
                        up.reset()
                frame = _Frame(el)
                stack.append(frame)
                if el.text:
                    frame.add(el.text, link_depth > 0)
                continue
            frame = stack[-1]
            frame.tg += 1
            if tag == "a":
                frame.ltg += 1
                link_depth += 1
            if frame.depth_part == 0:
                frame.close_part()
            frame.depth_part += 1
            if tag == "br":
                frame.breaks.append((len(frame.pieces), frame.lt, frame.tg, frame.ltg))
                frame.add(" ", False)
            if el.text:
                frame.add(el.text, link_depth > 0)
        else:
            if tag in BLOCK_TAGS or (stack and stack[-1].el is el):
                frame = stack.pop()
                if frame.pieces:
                    flush(frame)
                if stack:
                    up = stack[-1]
                    up.had_child = True
                    if el.tail:
                        up.add(el.tail, link_depth > 0)
                continue
            frame = stack[-1]
            if tag == "a":
                link_depth = max(0, link_depth - 1)
            frame.depth_part -= 1
            if frame.depth_part == 0:
                frame.close_part()
            if el.tail:
                frame.add(el.tail, link_depth > 0)
    return blocks


def hints(el: Any, levels: int = 4) -> str:
    """Lower-cased ``class`` and ``id`` values of an element and its ``levels - 1`` nearest
    ancestors, space-separated: the markup's own names for a block ("abstract", "authors")."""
    out: list[str] = []
    n = 0
    while el is not None and n < levels:
        if isinstance(el.tag, str):
            for name in ("class", "id"):
                value = el.get(name)
                if value:
                    out.append(value.lower())
        el = el.getparent()
        n += 1
    return " ".join(out)


_ITEM_NAME_END = re.compile(r"[:：]\s*$")


def is_item_name(b: Block) -> bool:
    """True when a block is an item name of a label/value list or table: a ``<dt>`` or
    ``<th>``, or a few words ending in a colon (``Item Type:``, ``Date Deposited:``)."""
    return b.tag in ("dt", "th") or b.t <= 4 and bool(_ITEM_NAME_END.search(b.text))
