"""Shared DOM primitives: decoding, parsing once, and page cleaning (VB-PTC §IV.A)."""

from webextract.dom.clean import clean_tree, drop_empty_nodes, head_metadata
from webextract.dom.encoding import decode_html, detect_encoding
from webextract.dom.parse import NotHTMLError, empty_document, looks_like_html, parse_html, sniff_binary

__all__ = [
    "NotHTMLError",
    "clean_tree",
    "decode_html",
    "detect_encoding",
    "drop_empty_nodes",
    "empty_document",
    "head_metadata",
    "looks_like_html",
    "parse_html",
    "sniff_binary",
]
