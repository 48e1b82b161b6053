"""Line breaks of preformatted text as elements.

A results page of an old search engine or a mailing-list archive may lay its records out as
lines of text in one ``<pre>``: a linked title, a line of text and an address, one record
after the other, a blank line between them.  Tag paths (STEM §3.1) see one ``pre`` and a
run of ``a`` children with text between them: nothing repeats that could be cut into
records.  :func:`pre_line_breaks` writes the layout a browser shows as elements:

* each line break inside the ``<pre>`` becomes a ``<br>`` (the line is its tail);
* the lines between blank lines (two line breaks with nothing but spaces between) become
  one ``<div>`` each, when there are at least :data:`MIN_BLOCKS` such blocks: the records are then sibling
  blocks, as on any other list page;
* without blank lines, when the ``<pre>`` holds nothing but links and line breaks, each line
  of text becomes a ``<span>``, so that the lines of a record (an address below a linked
  title) repeat as elements (other elements, a ``<hr>`` between records, are structure
  enough: spans there would start the records at the separator and lose the first).

Otherwise the ``<pre>`` is left as it was.
"""

from __future__ import annotations

import copy

from lxml import etree

#: Lines between blank lines become blocks when a ``<pre>`` holds at least this many such
#: runs (a heading and two records at least; one blank line under a heading is no list).
MIN_BLOCKS = 3


def pre_line_breaks(root: etree._Element) -> int:
    """Write the line structure of the text inside each ``<pre>`` as elements, in place
    (module notes).

    Input: a parsed root.  Output: the number of elements inserted.  The text is kept (the
    line break characters are what the ``<br>`` elements replace); a ``<pre>`` inside
    another is handled once.  Not from a paper: STEM's preprocessing (§4.1 step 1) repairs
    the tree; this makes a ``<pre>``'s layout visible to tag paths as a browser shows it.
    Anything but an element raises ``TypeError``.
    """
    if not isinstance(root, etree._Element):
        raise TypeError(f"expected an lxml element, not {type(root).__name__}")
    pres = [pre for pre in root.iter("pre")
            if not any(a.tag == "pre" for a in pre.iterancestors())]
    inserted = 0
    for pre in pres:
        if pre.getparent() is None:
            continue
        only_lines = all(c.tag in ("a", "br") for c in pre.iter() if c is not pre)
        work = copy.deepcopy(pre)
        brs = _line_breaks(work)
        if not brs:
            continue
        made = _blocks(work)
        if not made and only_lines:
            made = _line_spans(brs)
        if made:  # else the <pre> stays as it was: its own elements are its structure
            work.tail = pre.tail
            pre.getparent().replace(pre, work)
            inserted += len(brs) + made
    return inserted


def _line_breaks(pre: etree._Element) -> list:
    """Replace each line break in the texts and tails inside ``pre`` by a ``<br>`` whose
    tail is the next line; returns the ``<br>`` elements made."""
    spots: list = []
    if pre.text and "\n" in pre.text:
        spots.append((pre, True))
    for el in pre.iterdescendants():
        if not isinstance(el.tag, str):
            continue
        if el.text and "\n" in el.text:
            spots.append((el, True))
        if el.tail and "\n" in el.tail:
            spots.append((el, False))
    made: list = []
    for el, inner in spots:
        lines = (el.text if inner else el.tail).split("\n")
        brs = []
        for line in lines[1:]:
            br = etree.Element("br")
            br.tail = line
            brs.append(br)
        if inner:
            el.text = lines[0]
            for k, br in enumerate(brs):
                el.insert(k, br)
        else:
            el.tail = lines[0]
            parent = el.getparent()
            at = parent.index(el) + 1
            for k, br in enumerate(brs):
                parent.insert(at + k, br)
        made.extend(brs)
    return made


def _is_br(node) -> bool:
    return isinstance(node.tag, str) and node.tag == "br"


def _blocks(pre: etree._Element) -> int:
    """Wrap each run of ``pre``'s children between blank lines in a ``<div>`` (nothing when
    there are fewer than :data:`MIN_BLOCKS` runs holding more than line breaks); returns the number made."""
    # each run: the text that opens it (the <pre>'s own text, or the tail of the blank
    # line's <br>, which stays between the blocks) and its children
    runs: list = [(None, [])]
    for child in list(pre):
        prev = child.getprevious()
        if (_is_br(child) and prev is not None and _is_br(prev)
                and not (prev.tail or "").strip()):
            runs.append((child, []))  # a blank line: the run ends
            continue
        runs[-1][1].append(child)

    def lead(sep) -> str:
        return (pre.text if sep is None else sep.tail) or ""

    runs = [(sep, kids) for sep, kids in runs if lead(sep).strip()
            or any(not _is_br(c) or (c.tail or "").strip() for c in kids)]
    if len(runs) < MIN_BLOCKS:
        return 0
    for sep, kids in runs:
        div = etree.Element("div")
        if sep is None:
            div.text, pre.text = pre.text, None
            pre.insert(0, div)
        else:
            div.text, sep.tail = sep.tail, None
            sep.addnext(div)
        for child in kids:
            div.append(child)  # moves the child with its tail
    return len(runs)


def _line_spans(brs: list) -> int:
    """Move the text of each line (a ``<br>``'s tail) into a ``<span>`` after it."""
    made = 0
    for br in brs:
        if br.tail and br.tail.strip():
            span = etree.Element("span")
            span.text = br.tail
            br.tail = None
            br.addnext(span)
            made += 1
    return made
