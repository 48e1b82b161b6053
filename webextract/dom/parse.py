"""Parse a page once into an lxml tree.

Every later stage (cleaning, denoising, extraction) takes the tree this module returns;
nothing re-serialises and re-parses a page between stages.
"""

from __future__ import annotations

import re

import lxml.html
from lxml import etree

from webextract.dom.encoding import decode_html

# huge_tree lifts libxml2's depth and text-node limits, so 10,000 nested elements and 20 MB
# pages parse instead of being truncated.  Comments are dropped here already (VB-PTC §IV.A
# deletes them first anyway), processing instructions too.
_PARSER = lxml.html.HTMLParser(
    huge_tree=True, remove_comments=True, remove_pis=True, default_doctype=False
)
# Every element is a plain HtmlElement, its class chosen in lxml's C code: lxml.html's own
# lookup calls Python for each element object made, to pick form, input and label classes no
# extractor uses (4% of the instructions of STEM on a 10,000-tag page, measured with callgrind).
_PARSER.set_element_class_lookup(etree.ElementDefaultClassLookup(
    element=lxml.html.HtmlElement, comment=lxml.html.HtmlComment,
    pi=lxml.html.HtmlProcessingInstruction, entity=lxml.html.HtmlEntity,
))

# Characters XML cannot hold (lxml refuses them): C0 controls other than tab, LF, CR.
_BAD_CHAR_LIST = tuple(chr(c) for c in (*range(0, 9), 11, 12, *range(14, 32))) + ("\ufffe", "\uffff")
_BAD_CHARS = re.compile("[" + re.escape("".join(_BAD_CHAR_LIST)) + "]")
# (Looking for each character, a fast scan, costs less than one pass of the regular
# expression, and most pages hold none: parse_html runs the expression only on a hit.)

# lxml refuses text that still carries an XML encoding declaration (also a broken one that
# never reaches "?>": the declaration then ends at its first ">").
_XML_DECL = re.compile(r"^\s*<\?xml[^>]*>", re.I)
_HTML_OPEN = re.compile(r"<html\b[^>]*>", re.I)
_TITLE_OPEN = re.compile(r"<title\b[^>]*>", re.I)

#: A page "lost" by the parser: its tree keeps less than this share of the text's length
#: as text although the input is long; the markup is then repaired and parsed again.
LOST_TEXT_RATIO = 0.01
#: Inputs shorter than this are never second-guessed.
LOST_MIN_CHARS = 2000
#: A ``<title>`` longer than this, holding at least :data:`SWALLOWED_TITLE_MIN_TAGS` ``<``,
#: over a body of at most :data:`SWALLOWED_BODY_MAX_CHARS` characters of text, swallowed the
#: page (an unterminated or misspelt ``</title>``: libxml2 reads the rest as title text).
SWALLOWED_TITLE_CHARS = 1000
SWALLOWED_TITLE_MIN_TAGS = 10
SWALLOWED_BODY_MAX_CHARS = 200


#: Nesting kept when a page is deeper than libxml2 accepts (2,048 levels even with
#: huge_tree): deeper opening tags are dropped, their text stays in place.
MAX_DEPTH = 1000
_TAG = re.compile(r"<(/?)([a-zA-Z][\w:-]*)[^>]*?(/?)>")
_VOID = frozenset(
    "area base br col embed hr img input link meta param source track wbr".split()
)


def flatten_deep_markup(text: str, max_depth: int = MAX_DEPTH) -> str:
    """Drop the opening and matching closing tags nested deeper than ``max_depth``.

    Input: HTML text that libxml2 refused as too deep.  Output: the same text with the
    excess tags removed (their text is kept, in order), so the parse can go on to the end
    of the page instead of stopping at the limit.  One linear scan, no recursion.
    """
    depth = 0
    skipped: dict[str, int] = {}

    def repl(match: re.Match[str]) -> str:
        nonlocal depth
        closing, name, selfclosing = match.group(1), match.group(2).lower(), match.group(3)
        if name in _VOID or selfclosing:
            return match.group(0)
        if closing:
            if skipped.get(name):
                skipped[name] -= 1
                return ""
            depth = max(0, depth - 1)
            return match.group(0)
        if depth >= max_depth:
            skipped[name] = skipped.get(name, 0) + 1
            return ""
        depth += 1
        return match.group(0)

    return _TAG.sub(repl, text)


def _too_deep(parser: etree.HTMLParser) -> bool:
    return any("Excessive depth" in entry.message for entry in parser.error_log)


class NotHTMLError(ValueError):
    """The input is not an HTML document (binary data, a PDF or an image)."""


_BINARY_MAGIC = (
    (b"%PDF-", "a PDF document"),
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"PK\x03\x04", "a ZIP archive"),
    (b"\x1f\x8b", "gzip-compressed data"),
    (b"RIFF", "a RIFF (WebP/WAV/AVI) file"),
)


#: Share of control bytes (NUL and other C0 codes but tab/LF/CR/FF) above which data is binary.
BINARY_CONTROL_RATIO = 0.05
_CONTROL_BYTES = bytes(c for c in range(32) if c not in (9, 10, 12, 13))


def sniff_binary(data: bytes) -> str | None:
    """Say what a byte string is when it is clearly not HTML, else ``None``.

    Input: the raw bytes (only the first KiB is read).  Output: a short description such as
    ``"a PDF document"`` for known magic numbers, ``"binary data"`` when more than
    :data:`BINARY_CONTROL_RATIO` of the head are control bytes (text has a stray one at
    most; UTF-16 with a byte-order mark is text), or ``None`` for anything that may be text.
    """
    head = data[:1024].lstrip()
    for magic, what in _BINARY_MAGIC:
        if head.startswith(magic):
            return what
    if head.startswith((b"\xff\xfe", b"\xfe\xff")) or data.startswith(b"\xef\xbb\xbf"):
        return None
    if head:
        controls = len(head) - len(head.translate(None, _CONTROL_BYTES))  # one pass
        if controls / len(head) > BINARY_CONTROL_RATIO:
            return "binary data"
    return None


_HTML_START = re.compile(rb"<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|title[\s>])", re.I)


def looks_like_html(data: bytes) -> bool:
    """True when a byte string starts like an HTML document: ``<!DOCTYPE html``, ``<html``,
    ``<head``, ``<body`` or ``<title`` within its first KiB (BOM, whitespace, comments and an
    XML declaration may come first).  For bodies a server labels ``application/octet-stream``
    or ``text/plain`` (a saved page without a file extension), as browsers sniff them."""
    return sniff_binary(data) is None and bool(_HTML_START.search(data[:1024]))


def empty_document() -> lxml.html.HtmlElement:
    """A fresh ``<html><head/><body/></html>`` tree: the result for an empty page."""
    root = lxml.html.Element("html")
    etree.SubElement(root, "head")
    etree.SubElement(root, "body")
    return root


def _parse_text(text: str, url: str | None) -> lxml.html.HtmlElement:
    try:
        root = lxml.html.document_fromstring(text, parser=_PARSER, base_url=url)
        if _too_deep(_PARSER):
            root = lxml.html.document_fromstring(flatten_deep_markup(text), parser=_PARSER, base_url=url)
    except (etree.ParserError, ValueError):
        root = empty_document()
    return root


def _repair_markup(root: lxml.html.HtmlElement, text: str) -> str | None:
    """Repaired page text when the parse lost the page, else ``None``.

    Two real-world breakages make libxml2 lose a whole page: an unterminated ``<title>``
    (everything after it becomes title text) and a broken ``<html ...>`` start tag (an
    unbalanced quote in it swallows the document).  The title is closed before its first
    tag; the ``<html>`` start tag loses its attributes.
    """
    title = root.find("head/title")
    if title is None:
        title = root.find(".//title")
    if title is not None and title.text and len(title.text) > SWALLOWED_TITLE_CHARS \
            and title.text.count("<") >= SWALLOWED_TITLE_MIN_TAGS:
        body = root.find("body")
        body_text = body.text_content() if body is not None else ""
        if len(body_text.strip()) <= SWALLOWED_BODY_MAX_CHARS:
            m = _TITLE_OPEN.search(text)
            lt = text.find("<", m.end()) if m else -1
            if lt > 0:
                return text[:lt] + "</title>" + text[lt:]
    if len(text) >= LOST_MIN_CHARS and len(root.text_content()) < LOST_TEXT_RATIO * len(text):
        fixed = _HTML_OPEN.sub("<html>", text, count=1)
        if fixed != text:
            return fixed
    return None


def parse_html(
    data: bytes | str,
    *,
    url: str | None = None,
    http_encoding: str | None = None,
) -> lxml.html.HtmlElement:
    """Parse an HTML page into its root ``<html>`` element.

    Input: the page as raw bytes (any encoding; see :func:`decode_html`) or as text; the
    page URL (kept as the tree's base URL for resolving links); the HTTP ``Content-Type``
    header when the page came over HTTP.  Output: the root element, always an ``<html>``
    with a ``<body>``; an empty or whitespace-only page gives an empty document.
    Raises :class:`NotHTMLError` for binary input (PDF, images, NUL-filled data).
    Unclosed tags and broken markup are repaired by libxml2 as a browser would; an
    unterminated ``<title>`` or a broken ``<html>`` start tag that would lose the whole page
    is repaired and the page parsed again (see :func:`_repair_markup`).
    """
    if isinstance(data, bytes):
        what = sniff_binary(data)
        if what:
            raise NotHTMLError(f"not HTML: {what}")
        text, _ = decode_html(data, http_encoding=http_encoding)
    else:
        text = data
    if any(c in text for c in _BAD_CHAR_LIST):
        text = _BAD_CHARS.sub("", text)
    text = _XML_DECL.sub("", text, count=1)
    if not text.strip():
        root = empty_document()
    else:
        root = _parse_text(text, url)
        repaired = _repair_markup(root, text)
        if repaired is not None:
            root = _parse_text(repaired, url)
    if root.tag != "html":  # libxml2 may return a fragment root for odd inputs
        wrapper = empty_document()
        wrapper.find("body").append(root)
        root = wrapper
    if root.find("body") is None:
        etree.SubElement(root, "body")
    if url and root.getroottree().docinfo.URL is None:
        root.getroottree().docinfo.URL = url
    return root
