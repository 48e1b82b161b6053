"""STEM: data records from one list page, in linear time.

Implements Fang, Xie, Zhang, Cheng and Zhang, "STEM: a suffix tree-based method for web data
records extraction" (003_5c5f8c352acb4346.txt), Algorithm 1:

1. preprocessing (§4.1 step 1): the repaired tree of ``webextract.dom.parse_html``, with
   decorative tags unwrapped (:func:`webextract.dom.tagpaths.prepare_tree`);
2. the web page sequence of tag-path identifiers (§3.1, :mod:`webextract.dom.tagpaths`);
3. the web page suffix tree (Definition 2, :mod:`webextract.extract.stem.suffixtree`);
4. the four refining filters (§5, :mod:`webextract.extract.stem.refine`);
5. records cut out with each pattern (§4.1 step 5, :mod:`webextract.extract.stem.records`).

Regions of different patterns that overlap on the page (the paper's first observation:
"any two different data regions in one Web page are non-overlapping") are resolved by
keeping the region that covers more of the page; a region lying inside one record of
another (a nested list) is kept unless ``nested=False``, but not when its records are the
direct children of that record's root and fewer than the outer records (the cells of the
rows of a table are fields).

Entry points: :func:`extract_records` (dataclasses) and :func:`extract_fields` (the JSON row
of ``webextract extract --method stem``).
"""

from __future__ import annotations

import gc
from bisect import bisect_left, bisect_right
from dataclasses import asdict, dataclass, field
from typing import Any, Optional

from lxml import etree

from webextract.dom.preformatted import pre_line_breaks
from webextract.dom.tagpaths import TagPathIndex, build_tag_paths, prepare_tree
from webextract.extract.stem.content import (
    record_fields,
    record_html,
    record_links,
)
from webextract.extract.stem.patterns import (
    ALPHA,
    BETA,
    MAX_PATTERN_LENGTH,
    MIN_FREQUENCY,
    MIN_PATTERN_LENGTH,
    FilterStats,
    Pattern,
)
from webextract.extract.stem.records import (
    MAX_LENGTH_RATIO,
    MIN_RECORDS,
    RecordSpan,
    RegionSpan,
    cut_regions,
    greedy_matches,
)
from webextract.extract.stem.refine import RefineOptions, refine
from webextract.extract.stem.spans import SpanReader
from webextract.extract.stem.suffixtree import build_suffix_tree
from webextract.items import DataRecord

__all__ = [
    "Record", "Region", "StemOptions", "StemResult", "extract_records", "extract_fields", "records_as_items",
    "DEFAULTS",
]

@dataclass(frozen=True)
class StemOptions:
    """Every keyword option of :func:`extract_records`, with its default (the paper's where it
    has one); ``extract_records(root, **dataclasses.asdict(options))`` runs with a whole set."""

    alpha: float = ALPHA  # α, record validation rate threshold, eqs. (2)-(3)
    beta: float = BETA  # β, pattern validation rate threshold, eqs. (4)-(5)
    max_length: int = MAX_PATTERN_LENGTH  # L, maximum DRP length
    min_length: int = MIN_PATTERN_LENGTH  # a DRP has at least two identifiers (§5.1)
    min_frequency: int = MIN_FREQUENCY  # a DRP occurs at least twice (§5.1)
    max_length_ratio: float = MAX_LENGTH_RATIO  # gap records at most this much longer
    min_records: int = MIN_RECORDS  # records per data region
    two_sided_gap: bool = True  # gap filter also looks before each occurrence (2-record regions)
    sibling_gap: bool = True  # gap filter also over sibling records (records longer than the DRP)
    pair_parts: bool = True  # a record spanning two sibling blocks (title row + snippet row) kept whole
    long_records: bool = True  # the first L identifiers of a node crossing depth L are a candidate
    fold_repeats: bool = True  # eq. 2 also with repeated units folded (a record without its nested list)
    trim_chrome: bool = True  # a search form's rows and a count line ahead of linked records left out
    grids: bool = True  # rows of a grid of records (cards three to a row): the records, not the rows
    nested: bool = True  # keep regions that lie inside one record of another region
    field_regions: bool = True  # ... also when they are the children of that record root
    drop_textless: bool = True  # drop regions whose records hold no text at all
    pre_lines: bool = True  # line breaks inside <pre> read as <br> (records laid out as text lines)
    # suffix array of the suffix tree: "divsufsort" (compiled) or "sais" (pure Python);
    # None: the compiled one when its wheel imports (both give the same tree)
    suffix_array: Optional[str] = None
    # pause Python's cyclic garbage collector during the call (see extract_records)
    pause_gc: bool = True


#: Options of :func:`extract_records` with their defaults, as a dict (:class:`StemOptions`).
DEFAULTS: dict[str, Any] = asdict(StemOptions())


@dataclass
class Record:
    """One data record: its text, HTML, links and fields keyed by relative tag path.

    ``html`` is the record's root elements serialised (tails left out).  It is made when
    first read, from ``roots``, and kept: most users want the text, fields and links, and
    serialising every record costs as much as reading them.  Read it before changing the
    tree if you need the HTML of the page as STEM saw it.
    """

    text: str
    links: list[str] = field(default_factory=list)
    fields: dict[str, str] = field(default_factory=dict)
    start: int = 0  # WPS position of its first element
    matched: bool = True  # False when accepted from a gap sequence by eq. (2)
    roots: list[etree._Element] = field(default_factory=list, repr=False, compare=False)
    _html: str | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def html(self) -> str:
        """The record's HTML (its root elements serialised in order, tails left out)."""
        if self._html is None:
            self._html = record_html(self.roots)
        return self._html


@dataclass
class Region:
    """A data region: its DRP as tag paths and its records in page order."""

    pattern: list[str]
    records: list[Record]
    htpis: list[int] = field(default_factory=list)
    parent_path: str = ""
    start: int = 0
    end: int = 0
    pvr: float = 0.0


@dataclass
class StemResult:
    """What STEM found on a page.

    ``regions`` in page order; ``stats`` the suffix-tree nodes pruned by each filter
    (Figure 9); ``patterns`` every DRP that survived the filters, as tag paths;
    ``n_tags`` the length of the web page sequence; ``dropped`` what ``trim_chrome`` left
    out: ``chrome_records`` (search-form rows, count lines, navigation bars) and
    ``bar_regions`` (regions that were bars around one block).
    """

    regions: list[Region] = field(default_factory=list)
    stats: dict[str, int] = field(default_factory=dict)
    patterns: list[list[str]] = field(default_factory=list)
    n_tags: int = 0
    dropped: dict[str, int] = field(default_factory=dict)


def _options(options: dict[str, Any]) -> dict[str, Any]:
    unknown = set(options) - set(DEFAULTS)
    if unknown:
        raise TypeError(f"unknown STEM option(s): {', '.join(sorted(unknown))}")
    merged = dict(DEFAULTS)
    merged.update(options)
    return merged


def _container(inner: RegionSpan, outer: RegionSpan,
               starts: dict[int, list[int]] | None = None) -> RecordSpan | None:
    """The record of ``outer`` that holds all of ``inner``, if any (``starts`` caches each
    region's record starts, by region id, for a binary search)."""
    records = outer.records
    if starts is None:
        for rec in records:
            if rec.start <= inner.start and inner.end <= rec.end:
                return rec
        return None
    firsts = starts.get(id(outer))
    if firsts is None:
        firsts = starts[id(outer)] = [rec.start for rec in records]
    # the records are in page order and do not overlap: only the last one starting at or
    # before inner's start can hold it
    k = bisect_right(firsts, inner.start) - 1
    if k >= 0 and inner.end <= records[k].end:
        return records[k]
    return None


def _select(regions: list[RegionSpan], nested: bool, field_regions: bool = True) -> list[RegionSpan]:
    """Keep non-overlapping regions, larger coverage first.

    A region inside one record of a kept region is kept too (a nested list) when
    ``nested`` is set, unless its records are the children of that record's root and
    fewer than the outer region's records: then they are the record's fields (the cells
    of the rows of a table), not records.  (With more of them, the outer "records" are
    rather the page's layout blocks, and both stay.)
    """
    order = sorted(regions, key=lambda r: (-r.covered, -len(r.records), r.start))
    kept: list[RegionSpan] = []
    starts: dict[int, list[int]] = {}
    # the kept regions that overlap a region: those starting inside it (by their starts,
    # sorted) and those holding its start (a stabbing query); not every kept region
    kept_starts: list[int] = []
    by_start: list[RegionSpan] = []
    holding = _Stabbing(max((r.end for r in regions), default=0) + 1)
    for region in order:
        ok = True
        first, stop = region.start, region.end
        lo, hi = bisect_left(kept_starts, first), bisect_left(kept_starts, stop)
        for other in by_start[lo:hi] + [o for o in holding.at(first) if o.start < first]:
            if nested:
                rec = _container(region, other, starts)
                if rec is not None:
                    if (not field_regions and region.parent in rec.roots
                            and len(region.records) < len(other.records)):
                        ok = False  # the fields of other's records
                        break
                    continue
                if _container(other, region, starts) is not None:
                    continue
            ok = False
            break
        if ok:
            kept.append(region)
            k = bisect_right(kept_starts, first)
            kept_starts.insert(k, first)
            by_start.insert(k, region)
            holding.add(first, stop, region)
    kept.sort(key=lambda r: (r.start, -r.end))
    return kept


class _Stabbing:
    """Intervals ``[start, stop)`` of positions ``0 .. n - 1`` and the items they carry;
    :meth:`at` gives the items of the intervals holding a position, in O(log n) plus the
    answer (a segment tree: each interval is stored at O(log n) canonical nodes)."""

    def __init__(self, n: int) -> None:
        self.size = 1 << max(n - 1, 1).bit_length()
        self.nodes: dict[int, list] = {}

    def add(self, start: int, stop: int, item: Any) -> None:
        lo, hi = start + self.size, stop + self.size
        nodes = self.nodes
        while lo < hi:
            if lo & 1:
                nodes.setdefault(lo, []).append(item)
                lo += 1
            if hi & 1:
                hi -= 1
                nodes.setdefault(hi, []).append(item)
            lo >>= 1
            hi >>= 1

    def at(self, position: int) -> list:
        out: list = []
        i = position + self.size
        nodes = self.nodes
        while i:
            items = nodes.get(i)
            if items:
                out.extend(items)
            i >>= 1
        return out


#: A grid's inner records cover at least this share of the elements of its rows.
GRID_COVERAGE = 0.8


def _flatten_grids(regions: list[RegionSpan], index: TagPathIndex) -> list[RegionSpan]:
    """Grids of records: one region of the records instead of a region of rows.

    Cards laid out three to a row (``<tr>`` of ``<td>`` cards; rows of ``<div>`` cards) give
    a region whose records are the rows, and inside each row a region of its cards (§4.1
    step 5 cuts both; the rows are the longer region).  The rows are layout, not records.
    A region is such a grid when the rows (all, or all but one: a last row of one card) each
    hold a region of the children of the row's root, all of one pattern of at least three
    identifiers, matched by the pattern (not gap records), covering at least
    :data:`GRID_COVERAGE` of the row's elements.  Its records become one region of the
    cards, in page order (a row without a card region that starts with the cards' root
    gives its single child); the row region and the per-row regions go.  A table whose
    cells are fields is no grid: its cells are not all of one pattern, or too short.

    Input: the selected regions (page order).  Output: the regions, grids flattened.
    """
    wps, parent = index.wps, index.parent
    by_parent: dict[int, RegionSpan] = {r.parent: r for r in regions}
    drop: set[int] = set()
    out: list[RegionSpan] = []
    for outer in regions:
        if id(outer) in drop or len(outer.records) < 2:
            continue
        inner: list[RegionSpan | None] = []
        for rec in outer.records:
            found = None
            if len(rec.roots) == 1:
                found = by_parent.get(rec.roots[0])
            inner.append(found)
        cells = [r for r in inner if r is not None]
        if len(cells) < max(1, len(inner) - 1):
            continue
        htpis = cells[0].pattern.htpis
        if len(htpis) < 3 or any(r.pattern.htpis != htpis or not all(x.matched for x in r.records)
                                 for r in cells):
            continue
        if any(r.covered < GRID_COVERAGE * (rec.end - rec.start)
               for r, rec in zip(inner, outer.records) if r is not None):
            continue
        records: list[RecordSpan] = []
        ok = True
        for r, rec in zip(inner, outer.records):
            if r is not None:
                records.extend(r.records)
                continue
            child = rec.roots[0] + 1
            if child < rec.end and wps[child] == htpis[0] and index.end[child] == rec.end:
                records.append(RecordSpan([child], child, rec.end))
            else:
                ok = False
                break
        if not ok or len(records) < 2:
            continue
        drop.add(id(outer))
        drop.update(id(r) for r in cells)
        out.append(RegionSpan(cells[0].pattern, parent[records[0].start], records))
    if not out:
        return regions
    kept = [r for r in regions if id(r) not in drop] + out
    kept.sort(key=lambda r: (r.start, -r.end))
    return kept


def _base_url(root: etree._Element, url: str | None) -> str | None:
    if url:
        return url
    try:
        return root.getroottree().docinfo.URL or None
    except AttributeError:
        return None


def _consecutive(rec: RecordSpan, end: list[int], holes: list[int]) -> bool:
    """Do the record's roots follow each other and cover exactly ``[start, end)``, with
    every element below them in the sequence?"""
    roots = rec.roots
    start, stop = rec.start, rec.end
    if not roots or roots[0] != start or end[roots[-1]] != stop:
        return False
    for h in holes:
        if start <= h < stop:
            return False
    if len(roots) == 1:
        return True
    return all(end[a] == b for a, b in zip(roots, roots[1:]))


def _region(index: TagPathIndex, span: RegionSpan, base: str | None,
            reader: SpanReader) -> Region:
    end, holes, elements = index.end, index.holes, index.elements
    spans = span.records
    consecutive = [_consecutive(rec, end, holes) for rec in spans]
    read = iter(reader.read_many([(rec.start, rec.end) for rec, ok in zip(spans, consecutive) if ok]))
    records: list[Record] = []
    for rec, ok in zip(spans, consecutive):
        roots = [elements[p] for p in rec.roots]
        if ok:
            text, fields, links = next(read)
        else:
            text, fields = record_fields(roots)
            links = record_links(roots, base)
        records.append(Record(text, links, fields, rec.start, rec.matched, roots))
    pat: Pattern = span.pattern
    parent = index.parent[spans[0].roots[0]]
    return Region(
        pattern=list(pat.paths),
        records=records,
        htpis=list(pat.htpis),
        parent_path=index.path_of(index.wps[parent]) if parent >= 0 else "",
        start=span.start,
        end=span.end,
        pvr=pat.pvr,
    )


def extract_records(root: etree._Element, *, url: str | None = None, **options: Any) -> StemResult:
    """Find the data regions and records of a list page with STEM (Algorithm 1).

    Input: the root returned by ``webextract.dom.parse_html`` (not cleaned).  The tree is
    modified in place (decorative tags unwrapped, scripts and styles removed, §4.1 step 1):
    pass a copy if you need the original afterwards.  ``url`` makes links absolute (the
    tree's own base URL is used when it is not given).  Options (see :data:`DEFAULTS`):
    ``alpha`` (α), ``beta`` (β), ``max_length`` (L), ``min_length``, ``min_frequency``,
    ``two_sided_gap``, ``sibling_gap``, ``max_length_ratio``, ``min_records``,
    ``pair_parts``, ``fold_repeats``, ``trim_chrome``, ``grids``, ``long_records``, ``nested``,
    ``drop_textless``, ``pre_lines`` (line breaks inside ``<pre>`` read as ``<br>``:
    :func:`webextract.dom.preformatted.pre_line_breaks`), ``suffix_array`` (the construction of step 3, see
    :mod:`webextract.extract.stem.suffixtree`; the result does not depend on it), ``pause_gc``.

    With ``pause_gc`` (the default) Python's cyclic garbage collector is disabled for the
    duration of the call when it was enabled, and enabled again on return (also on an
    error; a call made while it is already disabled leaves it so).  The call makes tens
    of thousands of short-lived lists, tuples and dicts, none of them in reference
    cycles, and the collector's passes over them took about a fifth of its time; what
    the call leaves behind is collected normally afterwards.  The collector is
    process-wide: other threads run without it meanwhile.

    Output: a :class:`StemResult`.  A page without repeated structure gives no regions;
    bad input (``None``, a non-element) raises ``TypeError``.
    """
    opt = _options(options)
    if not isinstance(root, etree._Element):
        raise TypeError(f"extract_records needs an lxml element, not {type(root).__name__}")
    paused = bool(opt["pause_gc"]) and gc.isenabled()
    if paused:
        gc.disable()
    try:
        return _extract(root, url, opt)
    finally:
        if paused:
            gc.enable()


def _extract(root: etree._Element, url: str | None, opt: dict[str, Any]) -> StemResult:
    """:func:`extract_records` with its options checked and merged."""
    prepare_tree(root)
    if opt["pre_lines"]:
        pre_line_breaks(root)
    index = build_tag_paths(root)
    tree = build_suffix_tree(index.wps, method=opt["suffix_array"])
    patterns, stats = refine(tree, index.paths, RefineOptions(
        alpha=opt["alpha"], beta=opt["beta"], max_length=opt["max_length"],
        min_length=opt["min_length"], min_frequency=opt["min_frequency"],
        two_sided_gap=opt["two_sided_gap"], sibling_gap=opt["sibling_gap"],
        long_records=opt["long_records"],
    ), index)
    # Patterns with more occurrences first: of two patterns for the same records (one
    # parent, the same root elements), the one matching more of them is kept.
    # (Lemma 1's greedy occurrences are all cut_regions uses of the positions.)
    found = [(pat, greedy_matches(tree.occurrences(pat.htpis), len(pat.htpis))) for pat in patterns]
    found.sort(key=lambda item: -len(item[1]))
    spans: list[RegionSpan] = []
    dropped: dict[str, int] = {}
    done: set[tuple[int, tuple[int, ...]]] = set()
    for pat, positions in found:
        spans.extend(cut_regions(
            index, pat, positions, alpha=opt["alpha"],
            max_length_ratio=opt["max_length_ratio"], min_records=opt["min_records"],
            done=done, max_record=opt["max_length_ratio"] * opt["max_length"], greedy=True,
            pair_parts=opt["pair_parts"], fold_repeats=opt["fold_repeats"],
            trim_chrome=opt["trim_chrome"], counts=dropped,
        ))
    base = _base_url(root, url)
    regions: list[Region] = []
    reader = SpanReader(index, base)
    selected = _select(spans, opt["nested"], opt["field_regions"])
    if opt["grids"]:
        selected = _flatten_grids(selected, index)
    for span in selected:
        region = _region(index, span, base, reader)
        if opt["drop_textless"] and not any(r.text for r in region.records):
            continue
        regions.append(region)
    return StemResult(
        regions=regions,
        stats=stats.as_dict(),
        patterns=[list(p.paths) for p in patterns],
        n_tags=len(index.wps),
        dropped=dropped,
    )


def extract_fields(root: etree._Element, url: str | None = None) -> dict[str, Any]:
    """The JSON row of ``webextract extract --method stem`` for one parsed page.

    Input: the parsed root (modified in place, see :func:`extract_records`) and the page
    URL or None.  Output: ``{"regions": [{"pattern": [tag paths], "records": [{"text",
    "fields", "links"}, ...]}, ...]}`` with regions in page order.
    """
    result = extract_records(root, url=url)
    return {
        "regions": [
            {
                "pattern": region.pattern,
                "records": [
                    {"text": r.text, "fields": r.fields, "links": r.links}
                    for r in region.records
                ],
            }
            for region in result.regions
        ]
    }


def records_as_items(result: StemResult, url: str, *, site: str | None = None) -> list[DataRecord]:
    """The records of a result as :class:`webextract.items.DataRecord` items, for feeds.

    Input: a :class:`StemResult`, the page URL and optionally its site.  Output: one item
    per record, in page order, with its region number (0-based, page order), its index
    in the region, its text, fields, links and the region's pattern.
    """
    items: list[DataRecord] = []
    for r, region in enumerate(result.regions):
        for i, record in enumerate(region.records):
            items.append(DataRecord(
                url=url, region=r, index=i, text=record.text, fields=dict(record.fields),
                links=list(record.links), pattern=list(region.pattern), site=site,
            ))
    return items


def filter_statistics(result: StemResult) -> FilterStats:
    """The Figure 9 counts of a result as a :class:`FilterStats`."""
    return FilterStats(**result.stats)
