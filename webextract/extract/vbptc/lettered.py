"""Numbered references that hold several lettered citations, for the references field of
VB-PTC (000_c6fae3235630f454.txt) §V (the reference items) and §VI.F.1.

Chemistry journals group works under one number: ``12. (a) Smith, J. ... 2001, 12, 3. (b)
Weber, L. ... 2003, 5, 6.`` or ``[12] a) Smith ... b) Weber ...``.  Each lettered part is a
cited work of its own (a page's ``citation_reference`` tags list one per part), so such a
reference gives one reference per part.
"""

from __future__ import annotations

import re

#: A letter marking a citation inside a numbered reference: "(a) ", "a) " at the start or
#: after a space; the letters run a, b, c... in order.
_LETTER = re.compile(r"(?:(?<=\s)|^)\(?([a-z])\)\s")
#: The number a reference opens with ("12.", "[12]", "12").
_NUMBER = re.compile(r"^\s*(?:\[\d{1,4}\]|\d{1,4}\.?)\s*")
_YEAR = re.compile(r"(?<!\d)(?:1[6-9]|20)\d\d(?!\d)")
#: Most lettered parts read in one reference.
MAX_PARTS = 26


def lettered_parts(text: str) -> list[str]:
    """The citations of one reference text: the lettered parts when the text (after its
    number) opens with ``(a)`` or ``a)`` and goes on with ``(b)``, ``(c)``... in order, each
    part holding a year; else ``[text]``.  Input: a reference's text; output: its citations,
    each without its letter."""
    if ")" not in text[:12]:
        return [text]
    head = _NUMBER.match(text)
    start = head.end() if head else 0
    first = _LETTER.match(text, start)
    if first is None or first.group(1) != "a":
        return [text]
    cuts = [(first.start(), first.end())]
    want = "b"
    for m in _LETTER.finditer(text, first.end()):
        if m.group(1) == want:
            cuts.append((m.start(), m.end()))
            want = chr(ord(want) + 1)
            if len(cuts) >= MAX_PARTS:
                break
    if len(cuts) < 2:
        return [text]
    parts = [text[begin:(cuts[k + 1][0] if k + 1 < len(cuts) else len(text))].strip(" ;,")
             for k, (_, begin) in enumerate(cuts)]
    if not all(_YEAR.search(p) for p in parts):
        return [text]  # a lettered list inside one citation ("a) in water, b) in ethanol")
    return parts


def split_lettered(references: list[str], max_references: int) -> list[str]:
    """``references`` with each numbered reference of lettered citations given as its parts
    (:func:`lettered_parts`), at most ``max_references``."""
    if not any(")" in r[:12] for r in references):
        return references
    out: list[str] = []
    for ref in references:
        out.extend(lettered_parts(ref))
        if len(out) >= max_references:
            return out[:max_references]
    return out
