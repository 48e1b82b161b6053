"""Chrome inside a data region: search-form rows, a count line, navigation bars.

STEM (Fang et al., KAIS 2017, §4.1 step 5) cuts every occurrence of a data record pattern
out of the page.  The table that holds a search engine's results often holds the search
form's rows and a "Found 4 matches" line too, and a page of 1999 puts the same bar of links
above and below its results, in blocks of the results' shape: all of them occur as the
pattern does.  :func:`trim_chrome_records` leaves them out of a region (option
``trim_chrome`` of :func:`webextract.extract.stem.extract_records`).
"""

from __future__ import annotations

import re

from webextract.dom.tagpaths import TagPathIndex

_FORM_TAGS = frozenset(("form", "input", "select", "textarea", "button"))


def _chrome_flags(index: TagPathIndex, rec) -> tuple[bool, bool]:
    """(holds a link with an address, holds a form control) for one record's elements."""
    link = form = False
    for pos in rec.roots:
        for el in index.elements[pos].iter():
            tag = el.tag
            if tag == "a" and el.get("href"):
                link = True
            elif tag in _FORM_TAGS:
                form = True
    return link, form


def _kind(index: TagPathIndex, rec) -> tuple:
    """A record's first root element's tag and first class."""
    el = index.elements[rec.roots[0]]
    classes = (el.get("class") or "").split()
    return el.tag, classes[0] if classes else None


def _lone_link(index: TagPathIndex, rec) -> bool:
    """Is a record one link of at most :data:`BAR_LINK_MAX_CHARS` characters?"""
    links = [a for pos in rec.roots for a in index.elements[pos].iter("a")]
    return len(links) == 1 and len("".join(links[0].itertext()).strip()) <= BAR_LINK_MAX_CHARS


def _short(index: TagPathIndex, rec) -> bool:
    """Does a record hold at most :data:`COUNT_LINE_MAX_CHARS` characters of text?"""
    chars = sum(len("".join(index.elements[pos].itertext()).strip()) for pos in rec.roots)
    return chars <= COUNT_LINE_MAX_CHARS


def _bar_flags(index: TagPathIndex, rec) -> tuple[bool, bool]:
    """(is a bar of links, has text outside links) for one record.  A bar of links holds two
    links or more, each of at most :data:`BAR_LINK_MAX_CHARS` characters, and at most
    :data:`BAR_MAX_PLAIN_CHARS` letters or digits outside them, in one piece (a navigation
    bar: "Home | News | Help"; a pager whose current page is no link: "1 2 3 ... 10"; not
    a product of three links, "(3)" and "$10")."""
    links = chars = link_chars = 0
    short = True
    for pos in rec.roots:
        root = index.elements[pos]
        chars += len(_WORD_CHARS.findall("".join(root.itertext())))
        for el in root.iter("a"):
            links += 1
            text = "".join(el.itertext())
            link_chars += len(_WORD_CHARS.findall(text))
            short = short and len(text.strip()) <= BAR_LINK_MAX_CHARS
    plain = chars - link_chars
    bar = links >= 2 and short and plain <= BAR_MAX_PLAIN_CHARS
    if bar and plain:
        bar = _plain_pieces(index, rec) <= 1
    return bar, plain > 0


def _plain_pieces(index: TagPathIndex, rec) -> int:
    """Text nodes with a letter or digit outside the record's links."""
    n = 0
    for pos in rec.roots:
        root = index.elements[pos]
        for el in root.iter():
            in_link = el.tag == "a" or next(el.iterancestors("a"), None) is not None
            if not in_link and el.text and _WORD_CHARS.search(el.text):
                n += 1
            parent_in_link = el is not root and (
                el.getparent().tag == "a" or next(el.getparent().iterancestors("a"), None) is not None)
            if el is not root and not parent_in_link and el.tail and _WORD_CHARS.search(el.tail):
                n += 1
    return n


_WORD_CHARS = re.compile(r"\w")


def has_own_text(index: TagPathIndex, rec) -> bool:
    """Does a record (a :class:`~webextract.extract.stem.records.RecordSpan`) hold a letter
    or digit outside its links?  Input: the page's index and the record.  Output: a bool;
    one read of the record's text."""
    return _bar_flags(index, rec)[1]


def trim_chrome_records(index: TagPathIndex, records: list, min_records: int = 2,
                        counts: dict | None = None) -> list:
    """Leave out the rows of a search form and a count line ("Found 4 matches") that open a
    region of linked records, and the navigation bars around it: the table that holds the
    results often holds the form's rows and the count line too, with the records' tag path,
    and a page of 1999 puts the same bar of links above and below its results, in blocks
    of the results' shape.

    The records before the first one that holds a link (and no form control) are dropped
    when one of them holds a form control, or when every record after them holds a link;
    the records at the end holding a form control are dropped too, and so are the short
    records (:data:`COUNT_LINE_MAX_CHARS`) without a link between the last linked one and
    those form rows (a count line below the results), or, when every record before them
    holds a link, those of another tag or first class than the last linked record ("See
    more results", a pager drawn by a script: a record of the list without its link has
    the list's class).  Nothing is dropped
    when a record after the first linked one holds a form control (records with forms of
    their own: "Add to cart"), nor below min_records records; records in between are never
    dropped.  Then bars of links (two short links or more, hardly any text outside them) at either end
    are dropped when the records between them have text of their own: half of them at
    least hold text outside their links, at most :data:`MAX_BAR_SHARE` of them are bars,
    and :data:`BAR_MIN_LEFT` records at least are left; a last record that is one short
    link ("Next page") of another tag or class than the record before it goes too when
    more than :data:`BAR_MIN_LEFT` records precede it, half of them with text of their own.  A region that is bars around
    fewer than ``min_records`` blocks of text (a bar, the results' table, the same bar
    again) is no list: nothing is kept (the results' own region is cut from their rows).

    Input: the page's index, a region's records (:class:`~webextract.extract.stem.records.RecordSpan`,
    page order), the fewest records a region keeps, and ``counts``, a dict that receives the
    number of records left out (``chrome_records``) and of regions that are bars around one
    block (``bar_regions``).  Output: the records kept.  Reads
    each record's elements once; the text of a record only at the region's ends, and of
    the records between only when a bar is at an end.  Goes beyond STEM (§4.1 step 5 cuts every occurrence):
    ``trim_chrome=False`` (``--mode paper``) keeps them all.
    """
    n = len(records)
    if n < 3:
        return records
    flags = [_chrome_flags(index, r) for r in records]
    first = 0
    while first < n and not (flags[first][0] and not flags[first][1]):
        first += 1
    last = n
    while last > first and flags[last - 1][1]:
        last -= 1
    if any(form for _, form in flags[first:last]):
        return records
    if first and not (any(form for _, form in flags[:first])
                      or all(link for link, _ in flags[first:last])):
        first = 0
    # the same at the end: a short count line or pager below the results
    end = last
    while end > first and not flags[end - 1][0] and _short(index, records[end - 1]):
        end -= 1
    if end < last and end - first >= min_records:
        if last < n:  # before the form rows
            last = end
        elif all(link for link, _ in flags[first:end]):
            kind = _kind(index, records[end - 1])
            if all(_kind(index, r) != kind for r in records[end:last]):
                last = end  # of another class than the records: "See more results", a pager
    if last - first < min_records:
        return records
    bars: dict = {}  # read only for records at the ends and, when a bar is there, between

    def bar(i: int) -> tuple[bool, bool]:
        if i not in bars:
            bars[i] = _bar_flags(index, records[i])
        return bars[i]

    lo, hi = first, last
    while lo < hi and bar(lo)[0]:
        lo += 1
    while hi > lo and bar(hi - 1)[0]:
        hi -= 1
    if lo > first and hi < last and hi - lo < min_records and all(bar(i)[1] for i in range(lo, hi)):
        _count(counts, "bar_regions", 1)
        return []  # one block between two bars of links: a page layout, not a list
    if (lo, hi) != (first, last) and hi - lo >= max(min_records, BAR_MIN_LEFT):
        inner = [bar(i) for i in range(lo, hi)]
        n_bars = sum(1 for is_bar, _ in inner if is_bar)
        own = sum(1 for _, has_own in inner if has_own)
        if n_bars <= MAX_BAR_SHARE * (hi - lo) and 2 * own >= hi - lo:
            first, last = lo, hi
    # a lone short link of another class closing records of their own text: "Next page"
    if last - first > BAR_MIN_LEFT and not bar(last - 1)[1] and _lone_link(index, records[last - 1]):
        if _kind(index, records[last - 1]) != _kind(index, records[last - 2]):
            inner = [bar(i) for i in range(first, last - 1)]
            if 2 * sum(1 for _, has_own in inner if has_own) >= len(inner):
                last -= 1
    if first == 0 and last == n:
        return records
    _count(counts, "chrome_records", n - (last - first))
    return records[first:last]


def _count(counts: dict | None, key: str, n: int) -> None:
    if counts is not None:
        counts[key] = counts.get(key, 0) + n


#: Bars of links at a region's ends are dropped when at most this share of the records
#: between them are bars too (:func:`trim_chrome_records`).
MAX_BAR_SHARE = 0.2
#: A link of a bar holds at most this many characters (a menu entry, not a record's title).
BAR_LINK_MAX_CHARS = 40
#: A bar holds at most this many letters or digits outside its links (the current page).
BAR_MAX_PLAIN_CHARS = 3
#: Bars are dropped only when at least this many records are left between them.
BAR_MIN_LEFT = 3
#: A record without a link left out at a region's end (a count line) holds at most this
#: many characters.
COUNT_LINE_MAX_CHARS = 80
