"""STEM records read by their span of the web page sequence (003_5c5f8c352acb4346.txt, §4.1
step 5): :class:`SpanReader` gives the text, fields and links of records cut out as WPS
positions, the same as :func:`~webextract.extract.stem.content.record_fields` and
:func:`~webextract.extract.stem.content.record_links` of their roots, by working out each
record shape once and reading the records of one shape column by column.
"""

from __future__ import annotations

from itertools import chain, compress, repeat
from operator import add, attrgetter, itemgetter
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

from lxml import etree

from webextract.dom.tagpaths import PATH_SEPARATOR
from webextract.extract.stem.content import (
    BETWEEN_ROOTS,
    INLINE_TAGS,
    MAX_KEY_DEPTH,
    _clean_hrefs,
    _joiner,
    _links,
    _origin,
)

if TYPE_CHECKING:
    from webextract.dom.tagpaths import TagPathIndex


class SpanReader:
    """Text, fields and links of records given as WPS positions of a
    :class:`webextract.dom.tagpaths.TagPathIndex`, the way STEM cuts them: the record's
    roots are consecutive siblings covering positions ``[first, stop)``.

    Gives the same text and fields as :func:`record_fields` and the same links as
    :func:`record_links` of those roots, faster: the records of a region mostly share
    their shape, and a shape (the record's sequence of HTPIs, which fixes its tree, since
    an element's parent is the nearest element before it with its parent path) is
    worked out once - field keys, where element edges and tails fall in the text, which
    elements are links.  :meth:`read_many` then reads the records of one shape column by
    column: the k-th element's texts of all those records are one slice of a flat list,
    so a record costs little more than the reading of its elements' texts and tails and
    a few joins.  Positions below which the index left an element out (``holes``) are
    read by :func:`record_fields`.
    """

    def __init__(self, index: "TagPathIndex", base_url: str | None = None) -> None:
        self.index = index
        self._shapes: dict[tuple[int, ...], list] = {}
        self._join = _joiner(base_url) if base_url else None
        self._base = base_url
        self._origin = _origin(base_url) if base_url else None

    def _compile(self, first: int, stop: int) -> list:
        """The reading program of the shape of the record ``[first, stop)``: indices into
        its values (``n`` texts, ``n`` tails, one " ", then one word separator per inline
        element) for the text pieces, the field keys with the index of each field's
        text, the (tail, text before) index pairs of the inline elements, and the
        offsets of the link elements."""
        index = self.index
        parent, wps, tags = index.parent, index.wps, index.paths.tag
        top = parent[first]
        n = stop - first
        space = 2 * n  # vals: texts, tails, one " ", then the inline elements' separators
        keys: list[str] = [""] * n
        depth = [0] * n
        sep = [space] * n
        counts: dict[int, int] = {}
        width = len(tags) + 1
        text_prog: list[int] = []
        field_keys: list[str] = []  # the key and the vals index of each text, in order
        field_at: list[int] = []
        glue_prog: list[tuple[int, int]] = []
        links: list[int] = []
        inline = INLINE_TAGS
        max_depth = MAX_KEY_DEPTH
        for p in range(first, stop + 1):
            up = parent[p] if p < stop else top
            q = p - 1
            prev = -1
            while q >= first and q != up:  # the elements that end before p
                j = q - first
                text_prog.append(sep[j])
                if depth[j]:
                    text_prog.append(n + j)
                    field_keys.append(keys[parent[q] - first])
                    field_at.append(n + j)
                elif p < stop:  # a root that another root follows: its tail is inside
                    text_prog.append(n + j)
                    field_keys.append(BETWEEN_ROOTS)
                    field_at.append(n + j)
                prev = j
                q = parent[q]
            if p == stop:
                break
            i = p - first
            h = wps[p]
            tag = tags[h - 1]
            if up == top:
                d = 0
            else:
                d = depth[up - first] + 1
                depth[i] = d
            if d >= max_depth:
                key = keys[up - first]
            else:
                ck = up * width + h
                k = counts.get(ck, 0) + 1
                counts[ck] = k
                step = tag if k == 1 else f"{tag}[{k}]"
                key = f"{keys[up - first]}{PATH_SEPARATOR}{step}" if d else step
            keys[i] = key
            if d and tag in inline:
                # glued when its tail starts with a non-space, or the text before it
                # (the previous sibling's tail, else the parent's text) ends with one
                sep[i] = space + 1 + len(glue_prog)
                glue_prog.append((n + i, n + prev if prev >= 0 else up - first))
            if tag == "a" or tag == "area":
                links.append(i)
            text_prog.append(sep[i])
            text_prog.append(i)
            field_keys.append(key)
            field_at.append(i)
        unique = len(set(field_keys)) == len(field_keys)
        # the last slot: the itemgetters of _read_one, made when first needed
        return [n, text_prog, field_keys, field_at, unique, glue_prog, links, None]

    def read(self, first: int, stop: int) -> tuple[str, dict[str, str], list[str]]:
        """The text, fields and links of the record covering ``[first, stop)``."""
        return self.read_many([(first, stop)])[0]

    def read_many(self, spans: Sequence[tuple[int, int]]) -> list[tuple[str, dict[str, str], list[str]]]:
        """:meth:`read` of each ``(first, stop)`` span, in order; the spans of one shape
        are read together."""
        wps = self.index.wps
        groups: dict[tuple[int, ...], list[int]] = {}
        for k, (first, stop) in enumerate(spans):
            key = tuple(wps[first:stop])
            group = groups.get(key)
            if group is None:
                groups[key] = [k]
            else:
                group.append(k)
        out: list = [None] * len(spans)
        for key, ks in groups.items():
            shape = self._shapes.get(key)
            if shape is None:
                first, stop = spans[ks[0]]
                shape = self._shapes[key] = self._compile(first, stop)
            if len(ks) < _COLUMNS_FROM:
                for k in ks:
                    out[k] = self._read_one(shape, *spans[k])
                continue
            for k, result in zip(ks, self._read_shape(shape, [spans[k][0] for k in ks])):
                out[k] = result
        return out

    def _read_one(self, shape: list, first: int, stop: int) -> tuple[str, dict[str, str], list[str]]:
        """One record of a shape, read on its own (the program's indices made into
        ``itemgetter`` calls once per shape)."""
        getters = shape[-1]
        if getters is None:
            n, text_prog, field_keys, field_at, unique, glue_prog, link_at = shape[:7]
            getters = shape[-1] = (
                _getter(text_prog), _getter(field_at), _getter([t for t, _ in glue_prog]),
                _getter([b for _, b in glue_prog]))
        text_of, fields_of, glue_tail, glue_before = getters
        field_keys, link_at = shape[2], shape[6]
        els = self.index.elements[first:stop]
        vals = [e.text or "" for e in els]
        vals += [e.tail or "" for e in els]
        vals.append(" ")
        if glue_tail is not None:
            # an inline element is glued (no word break at its edges) when its tail
            # starts with a non-space or the text before it ends with one
            vals += [
                "" if (t and not t[0].isspace()) or (b and not b[-1].isspace()) else " "
                for t, b in zip(glue_tail(vals), glue_before(vals))
            ]
        text = " ".join("".join(text_of(vals)).split())
        raws = fields_of(vals) if fields_of is not None else ()
        items = [
            (key, value)
            for key, value in zip(compress(field_keys, raws),
                                  [" ".join(r.split()) for r in compress(raws, raws)])
            if value
        ]
        fields = dict(items)
        if len(fields) < len(items):  # texts sharing a key are joined in order
            fields = {}
            for key, value in items:
                old = fields.get(key)
                fields[key] = f"{old} {value}" if old else value
        links = _links([els[i] for i in link_at], self._join) if link_at else []
        return text, fields, links

    def _read_shape(self, shape: list, firsts: list[int]) -> list[tuple[str, dict[str, str], list[str]]]:
        n, text_prog, field_keys, field_at, unique, glue_prog, link_at = shape[:7]
        count = len(firsts)
        elements = self.index.elements
        # the records' elements, record after record: element k of record r is els[r*n+k]
        els = list(chain.from_iterable(map(elements.__getitem__,
                                           map(slice, firsts, map(add, firsts, repeat(n))))))
        texts = [t or "" for t in map(_text_of, els)]
        tails = [t or "" for t in map(_tail_of, els)]
        columns: dict[int, Sequence[str]] = {2 * n: (" ",) * count}

        def column(v: int) -> Sequence[str]:
            col = columns.get(v)
            if col is None:
                col = columns[v] = texts[v::n] if v < n else tails[v - n::n]
            return col

        for g, (tail_at, before_at) in enumerate(glue_prog):
            # an inline element is glued (no word break at its edges) when its tail
            # starts with a non-space or the text before it ends with one
            columns[2 * n + 1 + g] = [
                "" if (t and not t[0].isspace()) or (b and not b[-1].isspace()) else " "
                for t, b in zip(column(tail_at), column(before_at))
            ]
        # every record's pieces, then a record mark; one join and one whitespace
        # normalisation for all of them
        pieces = _text_columns(text_prog, column, 2 * n)
        record_texts = _normalized(_interleaved(pieces, count), count)
        if record_texts is None:  # a text holds the mark itself: record by record
            record_texts = [" ".join("".join(row).split()) for row in zip(*pieces)]
        # a text that is whitespace in every record is no field value in any
        field_keys, field_at = _filled(field_keys, field_at, column)
        if field_at:
            unique = len(set(field_keys)) == len(field_keys)
            # the columns whose texts are normalised already are their own values; the
            # others are normalised together
            values = [column(v) for v in field_at]
            dirty = [k for k, col in enumerate(values) if not _normal(col)]
            if dirty:
                flat = _normalized(_marked([values[k] for k in dirty], count), count * len(dirty))
                if flat is None:
                    flat = [" ".join(raw.split()) for k in dirty for raw in values[k]]
                for j, k in enumerate(dirty):
                    values[k] = flat[j * count:(j + 1) * count]
            if unique:
                # the empty values left out (most rows have none)
                record_fields_ = [dict(zip(field_keys, row)) if "" not in row
                                  else dict(compress(zip(field_keys, row), row))
                                  for row in zip(*values)]
            else:
                record_fields_ = _shared_key_fields(field_keys, values, count)
        else:
            record_fields_ = [{} for _ in firsts]
        if link_at:
            base, origin = self._base, self._origin
            hrefs = [_clean_hrefs(map(_get_href, els[i::n]), base, origin) for i in link_at]
            if len(hrefs) == 1:
                record_links_ = [[h] if h else [] for h in hrefs[0]]
            else:  # without repeats, in order
                record_links_ = [list(dict.fromkeys(filter(None, row))) for row in zip(*hrefs)]
        else:
            record_links_ = [[] for _ in firsts]
        return list(zip(record_texts, record_fields_, record_links_))


#: Shapes with at least this many records are read column by column, others one by one.
_COLUMNS_FROM = 8


def _text_columns(text_prog: list[int], column: Callable[[int], Sequence[str]],
                  space: int) -> list[Sequence[str]]:
    """The columns of a text program (:meth:`SpanReader._compile`) that can change the
    normalised texts: a column empty in every record adds nothing and is left out, and a
    run of word-break columns (``space``: " " in every record; above it: an inline
    element's "" or " ") that holds a ``space`` column is whitespace in every record,
    which normalisation makes one space either way: it becomes that column alone."""
    out: list[Sequence[str]] = []
    run: list[int] = []  # the word-break columns since the last text column kept
    for v in text_prog:
        if v >= space:
            run.append(v)
            continue
        col = column(v)
        if not any(col):
            continue
        if run:
            out.extend([column(space)] if space in run else map(column, run))
            run = []
        out.append(col)
    if run:
        out.extend([column(space)] if space in run else map(column, run))
    return out


def _filled(field_keys: list[str], field_at: list[int],
            column: Callable[[int], Sequence[str]]) -> tuple[list[str], list[int]]:
    """The field keys and text indices of a shape without the texts that are empty or
    whitespace in every record (they give no field value, and a key's place in a fields
    dict is that of its first non-empty value)."""
    keep = [k for k, v in enumerate(field_at) if not _blank(column(v))]
    if len(keep) == len(field_at):
        return field_keys, field_at
    return [field_keys[k] for k in keep], [field_at[k] for k in keep]


def _blank(col: Sequence[str]) -> bool:
    """Is every text of a column empty or whitespace?"""
    if not any(col):
        return True
    return "".join(col).isspace()


def _getter(indices: list[int]) -> Callable[[list], tuple] | None:
    """``lambda vals: tuple(vals[i] for i in indices)`` as one ``itemgetter`` call (None
    for no indices)."""
    if not indices:
        return None
    if len(indices) == 1:
        one = indices[0]
        return lambda vals: (vals[one],)
    return itemgetter(*indices)


#: Separates the records' texts in the one string they are normalised in (XML text never
#: holds it; if a text does, the records are normalised one by one).
_MARK = "\x00"
_text_of = attrgetter("text")
_tail_of = attrgetter("tail")


def _shared_key_fields(field_keys: list[str], values: list[list[str]], count: int) -> list[dict[str, str]]:
    """The fields dicts of ``count`` records whose field texts (``values``, one column per
    entry of ``field_keys``) share keys: the non-empty texts of one key joined in order,
    the keys in the order of their first non-empty text."""
    columns: dict[str, list[int]] = {}
    for i, key in enumerate(field_keys):
        columns.setdefault(key, []).append(i)
    keys = list(columns)
    merged: list[list[str]] = []
    late: set[int] = set()  # records where a key's first text is empty, a later one not
    for key, at in columns.items():
        if len(at) == 1:
            merged.append(values[at[0]])
            continue
        joined = [" ".join(filter(None, row)) for row in zip(*[values[i] for i in at])]
        merged.append(joined)
        first = values[at[0]]
        late.update(r for r in range(count) if joined[r] and not first[r])
    out = [dict(compress(zip(keys, row), row)) for row in zip(*merged)]
    for r in late:  # keys in the order their first non-empty text comes
        fields: dict[str, str] = {}
        for key, col in zip(field_keys, values):
            value = col[r]
            if value:
                old = fields.get(key)
                fields[key] = f"{old} {value}" if old else value
        out[r] = fields
    return out


def _get_href(el: etree._Element) -> str | None:
    return el.get("href")


def _interleaved(columns: Sequence[Sequence[str]], count: int) -> list[str]:
    """The pieces of ``count`` records given as columns (one piece of every record
    each), as one list: record after record, each closed by :data:`_MARK`."""
    width = len(columns) + 1
    flat = [_MARK] * (width * count)
    for k, col in enumerate(columns):
        flat[k::width] = col
    return flat


def _marked(columns: Sequence[Sequence[str]], count: int) -> list[str]:
    """The texts of columns of ``count`` texts each, column after column, each text
    followed by :data:`_MARK`, as one list."""
    flat = [_MARK] * (2 * count * len(columns))
    for k, col in enumerate(columns):
        flat[2 * k * count:2 * (k + 1) * count:2] = col
    return flat


#: The whitespace of ``str.split()`` and ``str.isspace()`` other than the space (none
#: lies above U+3000).
_OTHER_WHITESPACE = "".join(c for c in map(chr, range(0x3001)) if c.isspace() and c != " ")


def _spaces_only(text: str) -> bool:
    """Is the space the only whitespace in a text?  (A few substring searches; one for
    a character wider than the text's own is answered at once.)"""
    return not any(c in text for c in _OTHER_WHITESPACE)


def _normal(col: Sequence[str]) -> bool:
    """Is every text of a column its own ``" ".join(text.split())``?  Told from the
    texts joined: no whitespace but single spaces between words, so no other
    whitespace, no run of spaces and no space next to a text's end."""
    joined = _MARK.join(col)
    return ("  " not in joined and " " + _MARK not in joined and _MARK + " " not in joined
            and joined[:1] != " " and joined[-1:] != " " and _spaces_only(joined))


def _normalized(pieces: Iterable[str], count: int) -> list[str] | None:
    """``" ".join(text.split())`` of each of ``count`` texts given as pieces, each text
    closed by :data:`_MARK`; None when a piece holds the mark itself."""
    flat = "".join(pieces)
    if _spaces_only(flat):  # runs of spaces made one, without splitting into words
        while "  " in flat:
            flat = flat.replace("  ", " ")
    else:
        flat = " ".join(flat.split())
    # now a text is single-spaced words, with at most one space before and after it
    # (the marks are no whitespace): strip takes those off
    out = flat.split(_MARK)
    if len(out) != count + 1:  # more marks than the count closes: some are in the texts
        return None
    out.pop()  # after the last mark
    return list(map(str.strip, out))
