"""What a removal leaves behind: subtrees dropped with their tails kept, or replaced by a marker
element that says how much text and link text went (read by the extractors' block weights).
"""

from __future__ import annotations

import lxml.html


def drop_subtree(el: lxml.html.HtmlElement) -> None:
    """Remove an element with its subtree, keeping its tail text in place.

    Input: an element of any lxml tree (``lxml.html`` or plain ``etree``).  The tail text
    (the text after the element, which belongs to its parent) is appended to the previous
    sibling's tail or the parent's text, as ``HtmlElement.drop_tree`` does.  An element
    without a parent is left alone.
    """
    parent = el.getparent()
    if parent is None:
        return
    tail = el.tail
    if tail:
        previous = el.getprevious()
        if previous is not None:
            previous.tail = (previous.tail or "") + tail
        else:
            parent.text = (parent.text or "") + tail
    parent.remove(el)


#: Tag of the empty element left where removed noise was (``marker=True``): a thematic
#: break, so the page still shows, and extractors still see, that something ended there.
MARKER_TAG = "hr"


#: Attribute of a marker naming what was removed: ``"links"`` (a link cluster) or
#: ``"template"`` (a site template node).
MARKER_ATTR = "data-webextract-removed"


#: Attribute of a marker holding the characters of text removed (whitespace collapsed) and,
#: for a link cluster, the characters of link text among them.
MARKER_CHARS_ATTR = "data-webextract-chars"


MARKER_LINK_CHARS_ATTR = "data-webextract-link-chars"


#: Attribute of a marker holding the caption of what was removed: its text before the first
#: link ("Related stories", "Most read"), whitespace collapsed, at most
#: :data:`MARKER_LABEL_MAX_CHARS` characters (absent when there is none or it is longer).
MARKER_LABEL_ATTR = "data-webextract-label"


MARKER_LABEL_MAX_CHARS = 60


def replace_with_marker(
    el: lxml.html.HtmlElement, kind: str, chars: int, link_chars: int | None = None,
    label: str | None = None,
) -> None:
    """Replace an element and its subtree with an empty marker element, keeping its tail.

    Input: an element with a parent, what it was (``kind``: ``"links"`` or ``"template"``),
    the characters of text it held and (optionally) how many of them were link text and its
    caption.  The marker is ``<hr data-webextract-removed=KIND data-webextract-chars=N>``
    (plus ``data-webextract-link-chars`` and ``data-webextract-label`` when given); it holds
    no text, so text-level results are unchanged,
    but block segmentation (the article extractor) sees where the removed nodes were.  An
    element without a parent is left alone.
    """
    parent = el.getparent()
    if parent is None:
        return
    marker = parent.makeelement(MARKER_TAG, {MARKER_ATTR: kind, MARKER_CHARS_ATTR: str(int(chars))})
    if link_chars is not None:
        marker.set(MARKER_LINK_CHARS_ATTR, str(int(link_chars)))
    if label and len(label) <= MARKER_LABEL_MAX_CHARS:
        marker.set(MARKER_LABEL_ATTR, label)
    marker.tail = el.tail
    parent.replace(el, marker)
