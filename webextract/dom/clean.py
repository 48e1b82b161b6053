"""Page cleaning, VB-PTC (000_c6fae3235630f454.txt) §IV.A.

Four steps, in the paper's order: delete comments; delete unused tags with their content;
unwrap fragment tags keeping their text; delete empty nodes bottom-up.  Everything runs on
the lxml tree in place, with lxml's C-level ``strip_elements`` / ``strip_tags`` and one
reverse pass for empty nodes, so it is linear in the page and never recursive in Python.

Choices where the paper is silent (documented in docs/dom.md):

* ``<form>`` is in the paper's delete list, but many sites (ASP.NET WebForms above all)
  wrap the whole page in one form, and shops put their result lists in one.  A form
  holding more than :data:`FORM_KEEP_TEXT` characters of prose — text outside its
  controls' labels, options, buttons and legends — is unwrapped instead of deleted, so
  content is not lost; search boxes, sort menus and log-in boxes still go.
* ``<br>`` and ``<hr>`` are empty by definition, yet they carry line structure that
  row-based extractors (TWCEM) need; table cells keep column positions for record
  alignment.  These are never deleted as "empty".
* ``<title>`` stays (the paper deletes ``<meta>`` but title extraction needs the head
  title); read ``<meta>`` values with :func:`head_metadata` before cleaning.
"""

from __future__ import annotations

import re

import json
from typing import Iterable

import lxml.html
from lxml import etree

#: VB-PTC §IV.A "unused tags", deleted with their content.
REMOVE_TAGS: tuple[str, ...] = (
    "style", "script", "link", "noscript", "iframe", "video", "picture", "img", "form",
    "input", "meta",
)
#: VB-PTC §IV.A "fragment tags", unwrapped: the tag goes, its text stays in place.
UNWRAP_TAGS: tuple[str, ...] = ("em", "strong", "b", "sub", "sup", "i")
#: Empty elements that are kept: they carry layout (line breaks, rules, table columns).
KEEP_EMPTY: frozenset[str] = frozenset({"html", "head", "body", "br", "hr", "td", "th", "title"})
#: A ``<form>`` with more prose than this (characters outside control labels, options,
#: buttons and legends) wraps page content: unwrap it rather than delete it.
FORM_KEEP_TEXT = 100
#: Elements whose text belongs to a form's controls, not to its prose.
_CONTROL_TEXT_TAGS = frozenset({"option", "optgroup", "select", "label", "button", "legend", "textarea"})


def head_metadata(root: lxml.html.HtmlElement) -> dict[str, str]:
    """Read title and ``<meta>`` values from a page before cleaning removes them.

    Input: the parsed root.  Output: a dict with the keys found among ``title`` (the
    ``<title>`` text) and the lower-cased ``name``/``property``/``itemprop`` of each
    ``<meta>`` with content (``og:title``, ``description``, ``article:published_time``...).
    The first occurrence of a key wins.  JSON-LD blocks add ``ld:headline``,
    ``ld:datepublished`` and ``ld:datemodified`` when they name them.
    """
    found: dict[str, str] = {}
    title = root.find(".//title")
    if title is not None:
        text = " ".join((title.text_content() or "").split())
        if text:
            found["title"] = text
    for meta in root.iter("meta"):
        key = meta.get("property") or meta.get("name") or meta.get("itemprop")
        content = meta.get("content")
        if key and content:
            key = key.strip().lower()
            if key not in found:
                found[key] = " ".join(content.split())
    for script in root.iter("script"):
        if (script.get("type") or "").strip().lower() == "application/ld+json" and script.text:
            _read_json_ld(script.text, found)
    return found


_LD_KEYS = ("headline", "datePublished", "dateModified")


def _read_json_ld(text: str, found: dict[str, str]) -> None:
    try:
        data = json.loads(text)
    except ValueError:
        return
    # JSON-LD nests objects in lists and @graph; walk them breadth-first, bounded.
    queue = [data]
    seen = 0
    while queue and seen < 200:
        node = queue.pop(0)
        seen += 1
        if isinstance(node, list):
            queue.extend(node)
        elif isinstance(node, dict):
            for key in _LD_KEYS:
                value = node.get(key)
                if isinstance(value, str) and value.strip():
                    found.setdefault("ld:" + key.lower(), " ".join(value.split()))
            graph = node.get("@graph")
            if isinstance(graph, list):
                queue.extend(graph)


def _nonblank(texts: Iterable[str]) -> int:
    return sum(len("".join(t.split())) for t in texts)


def _prose_length(form: lxml.html.HtmlElement) -> int:
    """Characters of non-blank text in a form, less the text of its controls."""
    total = _nonblank(form.itertext())
    for ctrl in form.iter(*_CONTROL_TEXT_TAGS):
        parent = ctrl.getparent()
        if parent is not None and parent.tag in _CONTROL_TEXT_TAGS:
            continue  # counted with its enclosing control
        total -= _nonblank(ctrl.itertext())
    return max(total, 0)


def _strip_forms(root: lxml.html.HtmlElement, keep_text: int) -> None:
    forms = list(root.iter("form"))
    for form in reversed(forms):  # inner forms first
        if form.getparent() is None:
            continue
        if _prose_length(form) > keep_text:
            form.drop_tag()
        else:
            form.drop_tree()


def drop_empty_nodes(root: lxml.html.HtmlElement, keep: Iterable[str] = KEEP_EMPTY) -> int:
    """Delete empty nodes bottom-up (VB-PTC §IV.A, step 4).

    Input: a tree (mutated in place) and the tags never deleted.  An element is empty when
    it has no child element and no non-whitespace text; deleting one can make its parent
    empty, which the same reverse document-order pass then deletes.  Tail text is kept.
    Output: the number of elements deleted.
    """
    keep = frozenset(keep)
    removed = 0
    for el in reversed(list(root.iter())):
        if len(el) or el.tag in keep or not isinstance(el.tag, str):
            continue
        if el.text and not el.text.isspace():
            continue
        parent = el.getparent()
        if parent is None:
            continue
        el.drop_tree()  # lxml.html keeps the tail text
        removed += 1
    return removed


#: A superscript that marks an affiliation or a note: letters (``a``, ``a,b``, ``a–c``) or
#: note symbols.
_MARKER = re.compile(r"^\s*(?:[a-h]{1,4}|(?:[a-z]|\d{1,2})(?:\s*[,\u2013-]\s*(?:[a-z]|\d{1,2}))+|"
                     r"[*\u2020\u2021\u00a7\u00b6\u2016\u2225\u2207\u22a5#]+)\s*,?\s*$")


#: An image's alt text that is a DOI: the text a DOI badge shows.
_DOI_ALT = re.compile(r"^\s*(?:doi:\s*)?10\.\d{4,9}/\S+\s*$", re.I)


def _badge_text(root: lxml.html.HtmlElement) -> None:
    """Put the alt text of each DOI badge image in its place (see :func:`clean_tree`)."""
    for img in list(root.iter("img")):
        alt = img.get("alt") or ""
        parent = img.getparent()
        if parent is not None and _DOI_ALT.match(alt):
            span = lxml.html.Element("span")
            span.text = " " + alt.strip() + " "
            span.tail = img.tail
            parent.replace(img, span)


def _space_markers(root: lxml.html.HtmlElement) -> None:
    """Put a space before the text of each superscript marker (see :func:`clean_tree`)."""
    for sup in root.iter("sup"):
        text = sup.text_content()
        if text and _MARKER.match(text) and not text.replace(",", "").replace(" ", "").isdigit():
            if sup.text:
                sup.text = " " + sup.text
            elif len(sup):
                first = sup[0]
                first.text = " " + (first.text or "")


def clean_tree(
    root: lxml.html.HtmlElement,
    *,
    remove_tags: Iterable[str] = REMOVE_TAGS,
    unwrap_tags: Iterable[str] = UNWRAP_TAGS,
    drop_empty: bool = True,
    form_keep_text: int = FORM_KEEP_TEXT,
    space_markers: bool = True,
    badge_text: bool = True,
) -> lxml.html.HtmlElement:
    """Clean a parsed page in place, VB-PTC §IV.A.

    Input: the root from :func:`webextract.dom.parse.parse_html`; the tags to delete with
    their content (paper default :data:`REMOVE_TAGS`), the tags to unwrap (paper default
    :data:`UNWRAP_TAGS`), whether to delete empty nodes, whether a superscript that is a
    marker — letters ``a``, ``abc``, ``a,b``, ``a,1`` (numbers alone are left: exponents), or note symbols ``*†‡§¶∥#`` — stays apart from the word
    before it when ``<sup>`` is unwrapped (``Jin<sup>a</sup>`` reads ``Jin a``, not ``Jina``:
    not in the paper, which unwraps only), whether an image whose alt text is a DOI (a DOI
    badge, which shows it) leaves that text in its place when images are removed.  Output: the
    same root, cleaned.
    Comments are already gone at parse time; any left (trees from elsewhere) are removed.
    """
    remove = set(remove_tags)
    etree.strip_elements(root, etree.Comment, etree.ProcessingInstruction, with_tail=False)
    if "form" in remove:
        remove.discard("form")
        _strip_forms(root, form_keep_text)
    if "img" in remove and badge_text:
        _badge_text(root)
    if remove:
        etree.strip_elements(root, *remove, with_tail=False)
    unwrap = tuple(unwrap_tags)
    if "sup" in unwrap and space_markers:
        _space_markers(root)
    if unwrap:
        etree.strip_tags(root, *unwrap)
    if drop_empty:
        drop_empty_nodes(root)
    return root
