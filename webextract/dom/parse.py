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

# Characters XML cannot hold (lxml refuses them): C0 controls other than tab, LF, CR.
_BAD_CHARS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
# lxml refuses text that still carries an XML encoding declaration.
_XML_DECL = re.compile(r"^\s*<\?xml[^>]*\?>", re.I)


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
_CONTROL_BYTES = tuple(c for c in range(32) if c not in (9, 10, 12, 13))


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
        controls = sum(head.count(bytes([c])) for c in _CONTROL_BYTES)
        if controls / len(head) > BINARY_CONTROL_RATIO:
            return "binary data"
    return None


def empty_document() -> lxml.html.HtmlElement:
    """A fresh ``<html><head/><body/></html>`` tree: the result for an empty page."""
    root = lxml.html.Element("html")
    etree.SubElement(root, "head")
    etree.SubElement(root, "body")
    return root


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
    Unclosed tags and broken markup are repaired by libxml2 as a browser would.
    """
    if isinstance(data, bytes):
        what = sniff_binary(data)
        if what:
            raise NotHTMLError(f"not HTML: {what}")
        text, _ = decode_html(data, http_encoding=http_encoding)
    else:
        text = data
    text = _XML_DECL.sub("", _BAD_CHARS.sub("", text), count=1)
    if not text.strip():
        root = empty_document()
    else:
        try:
            root = lxml.html.document_fromstring(text, parser=_PARSER, base_url=url)
            if _too_deep(_PARSER):
                text = flatten_deep_markup(text)
                root = lxml.html.document_fromstring(text, parser=_PARSER, base_url=url)
        except (etree.ParserError, ValueError):
            root = empty_document()
    if root.tag != "html":  # libxml2 may return a fragment root for odd inputs
        wrapper = empty_document()
        wrapper.find("body").append(root)
        root = wrapper
    if root.find("body") is None:
        etree.SubElement(root, "body")
    if url and root.getroottree().docinfo.URL is None:
        root.getroottree().docinfo.URL = url
    return root
