"""Line filters of the TWCEM default mode: which blocks of the chosen region are no text.

The region (:mod:`webextract.extract.twcem.region`) is a run of blocks; some of its lines
are still not the story, whatever their place: an ad label, a photo credit, a caption that
ends with its credit, script code, and the text a reader never sees (the hidden slides of a
gallery a script shows one at a time).  Beyond the paper: TWCEM keeps every row between its
start and end rows (Algorithm 4).

* :func:`not_text`: one block's verdict (ad labels, credits, credited captions, code).
* :func:`furniture_line`: a short line of a furniture box inside the story (a share bar, a
  video player's controls, a sign-up box's messages).
* :func:`leave_out_hidden`: whether the region's hidden blocks are left out (they are a
  minority of its text) or are its text (a slideshow whose slides are all folded, a tab).
"""

from __future__ import annotations

import re
from typing import Sequence

from webextract.extract.twcem.blocks import Block, ElementSpans
from webextract.extract.twcem.weights import (
    CAPTION_MAX_CHARS,
    CREDITED_CAPTION,
    GOOD_BLOCK_CHARS,
    MAX_LINK_DENSITY,
    NOT_TEXT,
    NOT_TEXT_MAX_CHARS,
    is_code,
)

#: The region's hidden blocks are left out when its visible prose (blocks of at least
#: :data:`~.weights.GOOD_BLOCK_CHARS` characters not hidden) holds this many characters; a
#: region with less is the page's text as it stands (a slideshow whose slides but the first
#: are folded, a tab, a copy of the story for search engines on a page that shows it only
#: through a script).
HIDDEN_MIN_VISIBLE = 400


#: A caption that ends with its credit in the forms :data:`~.weights.CREDITED_CAPTION` does
#: not cover: "... Credit: Getty Images", "... Photograph: Ann Lee/AP", "... (Ann Lee/Reuters)".
CREDIT_TAIL = re.compile(
    r"(?:[.!?\u201d\"')]\s+(?:photo(?:graph)?|picture|image)?\s?credits?|[.!?\u201d\"')]\s+photograph)\s?:\s?[^.!?:]{1,60}$|"
    r"\([^()]{1,40}/\s?(?:ap|afp|reuters|getty(?: images)?|epa|pa(?: wire)?|rex(?:/shutterstock)?|shutterstock)\)\W*$",
    re.I)


#: Notes about the story rather than the story, printed under it by publishing systems: the
#: print-edition note ("A version of this article appeared in print on ..."), a reprint notice
#: ("This copy is for your personal, non-commercial use only. ..."), a blog engine's post
#: footer ("This entry was posted on ... and is filed under ...", "You can follow any
#: responses to this entry through the RSS 2.0 feed").
PUBLICATION_NOTE = re.compile(
    r"^\W*(?:a version of this (?:article|story|review|column)\b.{0,40}\bappear(?:s|ed)\b|"
    r"(?:dow jones reprints:\s*)?this copy is for your personal,? non-?commercial use|"
    r"this (?:entry|post) was posted (?:on|in)\b|you can follow any responses to this (?:entry|post)\b)",
    re.I)
#: Longest block checked against :data:`PUBLICATION_NOTE`.
NOTE_MAX_CHARS = 500

#: Characters at the end of a caption :data:`CREDIT_TAIL` is matched on (its longest credit
#: and the mark before it).
CREDIT_TAIL_CHARS = 90


def not_text(b: Block) -> bool:
    """Input: a block of the region.  Output: True when it is never text: an ad label, a
    photo credit, a gallery counter, a share line (:data:`~.weights.NOT_TEXT`, at most
    :data:`~.weights.NOT_TEXT_MAX_CHARS` characters), script code or markup shown as text
    (:func:`~.weights.is_code`), a note about the story (:data:`PUBLICATION_NOTE`, at most
    :data:`NOTE_MAX_CHARS`), or a caption that ends with its credit
    (:data:`~.weights.CREDITED_CAPTION`, :data:`CREDIT_TAIL`, at most
    :data:`~.weights.CAPTION_MAX_CHARS`).
    Beyond the paper."""
    text = b.text
    if b.length <= NOT_TEXT_MAX_CHARS and NOT_TEXT.match(text):
        return True
    if is_code(text):
        return True
    if b.length <= NOTE_MAX_CHARS and PUBLICATION_NOTE.match(text):
        return True
    if b.length > CAPTION_MAX_CHARS:
        return False
    if (")" in text or "]" in text) and CREDITED_CAPTION.search(text) is not None:
        return True
    tail = text[-CREDIT_TAIL_CHARS:]  # the credit ends the caption
    return (":" in tail or "/" in tail) and CREDIT_TAIL.search(tail) is not None


#: A line shorter than this (characters; a paragraph of prose is
#: :data:`~.weights.GOOD_BLOCK_CHARS`) whose nearest named element names furniture
#: (:meth:`ElementSpans.inner_furniture`) is left out after the text's start.
FURNITURE_LINE_CHARS = 80


def furniture_line(b: Block, spans: ElementSpans, max_chars: int = FURNITURE_LINE_CHARS) -> bool:
    """Input: a block of the region after its lead lines (title, byline, date), the page's
    :class:`ElementSpans` and ``max_chars`` (:data:`FURNITURE_LINE_CHARS`; 0 keeps every
    line).  Output: True when it is
    a short line of a furniture box inside the story: the nearest element around it whose
    class or id names furniture or the main text names furniture (a share bar's "Click to
    follow", a video player's "Resume your video", a sign-up box's "Thank you for signing
    up!" inside an ``article-content`` element), so it is left out.  The class names of the
    whole story's container (``content``, ``article``) no longer hide those of the boxes
    inside it.  Beyond the paper."""
    return b.length < max_chars and spans.inner_furniture(b.owner)


def leave_out_hidden(region: Sequence[Block], min_visible: float = HIDDEN_MIN_VISIBLE) -> bool:
    """Input: the blocks of the chosen region and ``min_visible``
    (:data:`HIDDEN_MIN_VISIBLE`; a negative value keeps hidden blocks).  Output: True when it
    has hidden blocks (:attr:`Block.hidden`: the ``hidden`` attribute or an inline
    ``display: none`` on them or an ancestor) and its visible prose holds at least
    ``min_visible`` characters, so the hidden blocks are left out of the text: the captions of
    a gallery's folded slides inside a story.  A region without that much visible prose is the
    page's text as it stands and keeps them.  Beyond the paper."""
    if min_visible < 0:
        return False
    hidden = False
    visible = 0
    for b in region:
        if b.hidden:
            hidden = True
        elif b.length >= GOOD_BLOCK_CHARS and b.link_density <= MAX_LINK_DENSITY:
            visible += b.length
    return hidden and visible >= min_visible
