"""What a STEM record holds: its text, HTML, links and fields aligned by tag path.

STEM (003_5c5f8c352acb4346.txt) §4.1 step 5 ends with "extract data record as well as its
attribute values from HTML tag paths".  A record's attribute values here are its text
nodes, each keyed by the tag path of the element holding it *relative to the record's
root* (``li/div/a``), with ``[k]`` on a step whose element is the k-th sibling of its tag
(``tr/td[3]/span``), so that the records of one region line up into the same columns.

Records given as WPS spans are read faster, with the same result, by
:class:`webextract.extract.stem.spans.SpanReader`.
"""

from __future__ import annotations

from functools import partial
from typing import Callable, Iterable, Sequence
from urllib.parse import urljoin, urlsplit

from lxml import etree

from webextract.dom.tagpaths import PATH_SEPARATOR


#: Elements that can sit inside a word: when one is glued to the text around it (no
#: whitespace between), no word break is added at its edges as a record's text is
#: assembled (``online-<span>banking</span>`` stays one word); elsewhere every element
#: edge separates words (``<a>Title</a><span>date</span>`` gives "Title date").
INLINE_TAGS: frozenset[str] = frozenset(
    "a abbr acronym b bdi bdo big cite code data dfn em font i kbd label mark q s samp "
    "small span strike strong sub sup time tt u var".split()
)


#: Field keys follow at most this many steps below the record root; text deeper down
#: goes to the key of its ancestor at this depth (keeps keys short on absurdly deep pages).
MAX_KEY_DEPTH = 40


#: Field key of the text between the roots of a record of several roots (the text lies in
#: the records' container, between elements of the record).
BETWEEN_ROOTS = "text()"


def normalize_space(text: str) -> str:
    """Collapse runs of whitespace to one space and trim."""
    return " ".join(text.split())


def _in_word(el: etree._Element) -> bool:
    """Is an element glued to the text around it (no whitespace on one side)?"""
    tail = el.tail
    if tail and not tail[0].isspace():
        return True
    prev = el.getprevious()
    before = prev.tail if prev is not None else el.getparent().text
    return bool(before) and not before[-1].isspace()


def record_fields(roots: Sequence[etree._Element]) -> tuple[str, dict[str, str]]:
    """Text and fields of a record made of the given root elements.

    Input: the record's root elements (siblings, in order).  Output: the record text
    (all its text nodes in document order, a space at the edges of elements that are not
    :data:`INLINE_TAGS`, whitespace collapsed) and the fields dict
    ``{relative tag path: text}`` in document order.  A path step gets ``[k]`` when the
    element is the k-th (k >= 2) sibling with that tag (``tr/td[3]/span``), so a missing
    value never shifts the others; the texts directly inside one element (its text and
    its children's tails) are joined.  The text between two roots (a root's tail, when
    another root follows: a record of several roots with text of its own between them,
    ``<a>title</a><br>snippet<br>``) is part of the record, under the key
    :data:`BETWEEN_ROOTS`; the last root's tail is outside the record.  Iterative over
    each subtree.
    """
    pieces: list[str] = []
    found: list[tuple[str, str]] = []  # (key, raw text) in document order
    inline = INLINE_TAGS
    top_counts: dict[str, int] = {}
    last = roots[-1] if len(roots) else None
    for root in roots:
        keys: list[str] = []
        counts: list[dict[str, int] | None] = []
        glued: list[bool] = []
        for event, el in etree.iterwalk(root, events=("start", "end")):
            tag = el.tag
            if tag.__class__ is not str:
                continue
            if event == "start":
                depth = len(keys)
                if depth >= MAX_KEY_DEPTH:
                    key = keys[-1]
                else:
                    if depth:
                        seen = counts[-1]
                        if seen is None:
                            seen = counts[-1] = {}
                    else:
                        seen = top_counts
                    k = seen.get(tag, 0) + 1
                    seen[tag] = k
                    step = tag if k == 1 else f"{tag}[{k}]"
                    key = f"{keys[-1]}{PATH_SEPARATOR}{step}" if depth else step
                keys.append(key)
                counts.append(None)
                glue = tag in inline and depth > 0 and _in_word(el)
                glued.append(glue)
                if not glue:
                    pieces.append(" ")
                text = el.text
                if text:
                    pieces.append(text)
                    found.append((key, text))
            else:
                keys.pop()
                counts.pop()
                if not glued.pop():
                    pieces.append(" ")
                text = el.tail
                if text and keys:
                    pieces.append(text)
                    found.append((keys[-1], text))
        if root is not last:
            text = root.tail
            if text:
                pieces.append(text)
                found.append((BETWEEN_ROOTS, text))
    fields: dict[str, str] = {}
    for key, text in found:
        value = " ".join(text.split())
        if value:
            old = fields.get(key)
            fields[key] = f"{old} {value}" if old else value
    return " ".join("".join(pieces).split()), fields


def _clean_hrefs(hrefs: Iterable[str | None], base_url: str | None,
                 origin: str | None) -> list[str | None]:
    """Each href cleaned as :func:`_clean_links` does (stripped, made absolute against
    ``base_url`` as :func:`_joiner` does), or None for one it drops."""
    out: list[str | None] = []
    append = out.append
    for href in hrefs:
        if href:
            href = href.strip()
            if href and not href.startswith(("javascript:", "#")):
                if base_url is not None and not href.startswith(("http://", "https://")):
                    if origin and href[0] == "/" and href[1:2] != "/" and "/." not in href:
                        href = origin + href
                    else:
                        try:
                            href = urljoin(base_url, href)
                        except ValueError:
                            href = None
                append(href)
                continue
        append(None)
    return out


def _origin(base_url: str) -> str | None:
    """``scheme://host`` of a URL, or None when it has neither."""
    parts = urlsplit(base_url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else None


def _joiner(base_url: str) -> Callable[[str], str]:
    """A fast ``urljoin(base_url, href)``: absolute hrefs and plain absolute paths are
    handled directly, everything else by ``urljoin``."""
    origin = _origin(base_url)

    def join(href: str) -> str:
        if href.startswith(("http://", "https://")):
            return href
        if origin and href.startswith("/") and not href.startswith("//") and "/." not in href:
            return origin + href
        return urljoin(base_url, href)

    return join


def record_links(roots: Sequence[etree._Element], base_url: str | None) -> list[str]:
    """The ``href`` of every link in the record, in order, without repeats; made absolute
    against ``base_url`` when it is known."""
    join = _joiner(base_url) if base_url else None
    return _links([a for root in roots for a in root.iter("a", "area")], join)


def _links(anchors: Sequence[etree._Element], join: Callable[[str], str] | None) -> list[str]:
    """The hrefs of link elements in order, without repeats, joined with ``join``."""
    return _clean_links([a.get("href") for a in anchors], join)


def _clean_links(hrefs: Sequence[str | None], join: Callable[[str], str] | None) -> list[str]:
    """Hrefs (None for a link without one) in order, without repeats, empty ones,
    ``javascript:`` and ``#`` ones, joined with ``join`` (those it refuses dropped)."""
    links: list[str] = []
    seen: set[str] = set()
    for href in hrefs:
        if not href:
            continue
        href = href.strip()
        if not href or href.startswith(("javascript:", "#")):
            continue
        if join is not None:
            try:
                href = join(href)
            except ValueError:
                continue
        if href not in seen:
            seen.add(href)
            links.append(href)
    return links


def record_html(roots: Sequence[etree._Element]) -> str:
    """The record's HTML: its root elements serialised in order with the text between
    them (the last root's tail left out)."""
    if len(roots) == 1:
        return _element_html(roots[0])
    return "".join([etree.tostring(r, encoding="unicode", method="html") for r in roots[:-1]]
                   + [_element_html(roots[-1])])


#: One element serialised as HTML, without its tail.
_element_html: Callable[[etree._Element], str] = partial(
    etree.tostring, encoding="unicode", method="html", with_tail=False)
