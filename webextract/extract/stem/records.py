"""Record extraction with a data record pattern: STEM (003_5c5f8c352acb4346.txt) §4.1 step 5.

The WPS is aligned with a DRP (eq. 1): the pattern's non-overlapping occurrences, found
greedily from the left (Lemma 1), split the sequence into the occurrences and the gap
sequences ``s_i`` between them.  Each occurrence is cut out of the tree as one record
(the pattern's root elements with their whole subtrees, so optional fields below a root
come along); a gap whose record validation rate ``rvr = |lcs(drp, s_i)| / |drp|``
(eq. 2) reaches α is a record too (a record with noise or rich information), otherwise
it is skipped as noise.  Records under one parent element form a data region.

The gaps are read at the level of the tree: a gap is split into the sibling subtrees
that start like a record (an element with the pattern's root path), and each is judged
by eq. 2 together with a length bound (a "record" many times longer than the others is
a whole page part that happens to contain the pattern's tags, not a record).  The
first and last gaps ``s_0`` and ``s_k`` are read the same way: only the sibling records
right before the first and after the last occurrence are candidates.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from rapidfuzz.distance import LCSseq

from webextract.dom.tagpaths import TagPathIndex
from webextract.extract.stem.chrome import has_own_text, trim_chrome_records
from webextract.extract.stem.patterns import (
    ALPHA,
    MAX_PATTERN_LENGTH,
    Pattern,
    kmp_search,
)

#: A gap accepted as a record may be at most this many times longer than the pattern's
#: records (the longer of the pattern and the median matched record).
MAX_LENGTH_RATIO = 3.0
#: A data region holds at least this many records (§3.1: "multiple data records").
MIN_RECORDS = 2


@dataclass
class RecordSpan:
    """One record as WPS positions: its root elements, and ``[start, end)`` covering them
    with their subtrees.  ``matched`` is False for records accepted from a gap (eq. 2)."""

    roots: list[int]
    start: int
    end: int
    matched: bool = True


@dataclass
class RegionSpan:
    """A data region: the records of one pattern under one parent element."""

    pattern: Pattern
    parent: int
    records: list[RecordSpan] = field(default_factory=list)

    @property
    def start(self) -> int:
        """WPS position of the region's first record."""
        return self.records[0].start

    @property
    def end(self) -> int:
        """One past the WPS position of the region's last element."""
        return self.records[-1].end

    @property
    def covered(self) -> int:
        """How many elements the region's records cover."""
        return sum(r.end - r.start for r in self.records)


def greedy_matches(positions: Sequence[int], length: int) -> list[int]:
    """Lemma 1: the non-overlapping occurrences chosen greedily from the left.

    Input: all start positions of a pattern (ascending) and its length.  Output: the
    chosen positions; their number is the pattern frequency.
    """
    chosen: list[int] = []
    free = -1
    for p in positions:
        if p >= free:
            chosen.append(p)
            free = p + length
    return chosen


def pattern_frequency(wps: Sequence[int], drp: Sequence[int]) -> int:
    """Pattern frequency of a DRP in a WPS (STEM §3.1, computed by Lemma 1 with KMP)."""
    return len(greedy_matches(kmp_search(wps, drp), len(drp)))


def record_validation_rate(drp: Sequence[int], gap: Sequence[int]) -> float:
    """rvr(s_i) = len(lcs(drp, s_i)) / len(drp), STEM eq. (2)."""
    if not drp:
        return 0.0
    return LCSseq.similarity(list(drp), list(gap)) / len(drp)


def _match_record(index: TagPathIndex, p: int, roots: Sequence[int], length: int,
                  max_tags: float) -> RecordSpan | None:
    """Cut the occurrence at ``p`` out of the tree, or None when it is no tree record
    there: the roots must be siblings and every other element inside a root's subtree."""
    parent, end = index.parent, index.end
    if roots[0]:
        return None  # an element before the first root lies outside every root
    root_pos = [p + j for j in roots]
    par = parent[p]
    # Every other element lies inside a root's subtree iff each root's subtree reaches
    # the next root (then ends right there, the two being siblings) and the last root's
    # reaches the pattern's end.
    for a, b in zip(root_pos, root_pos[1:]):
        if parent[b] != par or end[a] < b:
            return None
    stop = end[root_pos[-1]]
    if stop < p + length:
        return None
    if stop - p > max_tags:
        return None  # a page block that starts like the pattern, not a record
    return RecordSpan(root_pos, p, stop)


def _siblings(index: TagPathIndex, first: int, stop: int) -> list[int]:
    """WPS positions of the sibling elements from ``first`` up to (not including) ``stop``."""
    out: list[int] = []
    end = index.end
    pos = first
    while pos < stop:
        out.append(pos)
        pos = end[pos]
    return out


def _units(index: TagPathIndex, sibs: list[int], pattern: Pattern, strict: bool) -> list[list[int]]:
    """Split sibling elements into candidate records.

    A candidate starts at an element with the pattern's first root path.  For a pattern
    with one root (§5.3 case 1) it is that element alone.  For several roots (case 2) it
    takes the following siblings up to the next element with the first root path, but it
    closes early at an element whose path is none of the pattern's root paths once it
    holds every root the pattern has.  With ``strict`` (the siblings after a region) only
    the candidates that follow each other without other elements in between are kept.
    """
    if not sibs:
        return []
    wps = index.wps
    first_root = pattern.htpis[pattern.roots[0]]
    units: list[list[int]] = []
    if len(pattern.roots) == 1:
        for s in sibs:
            if wps[s] == first_root:
                units.append([s])
            elif strict:
                break
            else:
                units.append([])
        return [u for u in units if u]
    need: dict[int, int] = {}
    for j in pattern.roots:
        need[pattern.htpis[j]] = need.get(pattern.htpis[j], 0) + 1
    current: list[int] | None = None
    missing = 0
    have: dict[int, int] = {}
    for s in sibs:
        h = wps[s]
        if h == first_root:
            current = [s]
            units.append(current)
            have = {h: 1}
            missing = sum(need.values()) - 1
            continue
        if current is None:
            if strict:
                break
            continue
        if h in need:
            k = have.get(h, 0)
            if k < need[h]:
                missing -= 1
            have[h] = k + 1
            current.append(s)
        elif missing > 0:
            current.append(s)
        else:
            current = None  # the record is complete: this element is noise
            if strict:
                break
    return units


#: Longest unit whose immediate repetitions :func:`collapse_repeats` folds.
MAX_REPEAT_UNIT = 3


def collapse_repeats(seq: Sequence[int], max_unit: int = MAX_REPEAT_UNIT) -> list[int]:
    """The sequence with immediate repetitions of short units folded to one copy.

    ``(li, h3, a, ul, li, a, li, a, li, a)`` becomes ``(li, h3, a, ul, li, a)``: the items
    of a nested list are one field, however many there are.  Units of 1 to ``max_unit``
    identifiers, left to right, in one pass.
    """
    out: list[int] = []
    i, n = 0, len(seq)
    while i < n:
        for k in range(1, max_unit + 1):
            if len(out) >= k and i + k <= n and list(seq[i:i + k]) == out[-k:]:
                i += k
                break
        else:
            out.append(seq[i])
            i += 1
    return out


def _accept(index: TagPathIndex, unit: list[int], drp: list[int], alpha: float,
            max_len: float, folded: list[int] | None = None) -> RecordSpan | None:
    """Eq. (2) for one candidate gap record; with ``folded`` (the DRP through
    :func:`collapse_repeats`, when that is shorter) a candidate that fails eq. (2) is also
    judged with both sequences folded: a record without the optional nested list (site
    links, tags) that the pattern holds several items of is still a record."""
    start, stop = unit[0], index.end[unit[-1]]
    if stop - start > max_len:
        return None
    seq = index.wps[start:stop]
    if LCSseq.similarity(drp, seq) < alpha * len(drp):
        if folded is None or LCSseq.similarity(folded, collapse_repeats(seq)) < alpha * len(folded):
            return None
    return RecordSpan(list(unit), start, stop, matched=False)


def cut_regions(
    index: TagPathIndex,
    pattern: Pattern,
    positions: Sequence[int],
    *,
    alpha: float = ALPHA,
    max_length_ratio: float = MAX_LENGTH_RATIO,
    min_records: int = MIN_RECORDS,
    done: set[tuple[int, tuple[int, ...]]] | None = None,
    max_record: float = MAX_LENGTH_RATIO * MAX_PATTERN_LENGTH,
    greedy: bool = False,
    pair_parts: bool = True,
    fold_repeats: bool = True,
    trim_chrome: bool = True,
    counts: dict | None = None,
) -> list[RegionSpan]:
    """Extract the data regions of one DRP (STEM §4.1 step 5, eqs. 1-2).

    Input: the page's tag-path index, a DRP, and all start positions of the DRP in the WPS
    (ascending), or with ``greedy`` only those :func:`greedy_matches` chooses (Lemma 1;
    the others are not used).  ``done`` (updated here) holds ``(parent position, root HTPIs)`` of the
    regions already cut by earlier patterns: a group of records with the same parent and
    the same kind of roots would give the same region again and is skipped.  An
    occurrence whose record (its roots' subtrees) holds more than ``max_record`` elements
    is a page block that happens to start like the pattern, not a record.  Output: the
    regions (records grouped by parent element, at least ``min_records`` each), in page
    order.  With ``pair_parts`` a record that spans two sibling blocks is kept whole
    (:func:`_pair_parts`, :func:`_periodic_parts`); with ``fold_repeats`` a gap record is
    also judged with repeated units folded (:func:`_accept`); with ``trim_chrome`` the rows
    of a search form and a count line ahead of the records are left out
    (:func:`webextract.extract.stem.chrome.trim_chrome_records`; ``counts`` receives what it
    left out).
    """
    drp = pattern.htpis
    length = len(drp)
    parent, end = index.parent, index.end
    roots = pattern.roots
    # Records as (first, stop) where the occurrence at first is one: its roots are
    # siblings and every other element lies inside a root's subtree (_match_record);
    # an occurrence inside the previous record's subtree is skipped.
    found: list[tuple[int, int]] = []
    last = -1
    chosen = positions if greedy else greedy_matches(positions, length)
    if len(roots) == 1:  # one root (§5.3 case 1): the subtree of the element at p
        if roots[0]:
            return []
        for p in chosen:
            if p < last:
                continue
            stop = end[p]
            if stop < p + length or stop - p > max_record:
                continue
            found.append((p, stop))
            last = stop
    else:
        for p in chosen:
            if p < last:
                continue
            rec = _match_record(index, p, roots, length, max_record)
            if rec is not None:
                found.append((p, rec.end))
                last = rec.end
    groups: list[list[tuple[int, int]]] = []
    group_parent = -2
    for item in found:
        up = parent[item[0]]
        if up == group_parent:
            groups[-1].append(item)
        else:
            groups.append([item])
            group_parent = up
    regions: list[RegionSpan] = []
    kind = tuple(drp[j] for j in roots)
    offsets = roots
    for group in groups:
        up = parent[group[0][0]]
        if done is not None:
            key = (up, kind)
            if key in done:
                continue
            done.add(key)
        if (len(group) < min_records and up >= 0 and group[0][0] == up + 1
                and group[-1][1] == end[up] and all(a[1] == b[0] for a, b in zip(group, group[1:]))):
            continue  # the records fill their parent: no gap records, too few records
        if len(offsets) == 1:
            spans = [RecordSpan([p], p, stop) for p, stop in group]
        else:
            spans = [RecordSpan([p + j for j in offsets], p, stop) for p, stop in group]
        paired = _pair_parts(index, drp, spans, alpha, max_record) if pair_parts else None
        if paired is not None:
            regions.append(RegionSpan(pattern, up, paired))
            continue
        region = _fill_region(index, pattern, spans, alpha, max_length_ratio, fold_repeats)
        if trim_chrome:
            region.records = trim_chrome_records(index, region.records, MIN_RECORDS, counts)
        if pair_parts:
            whole = _periodic_parts(index, region.records)
            if whole is not None:
                region.records = whole
                if trim_chrome:  # a count line before whole records of parts with no link
                    region.records = trim_chrome_records(index, whole, MIN_RECORDS, counts)
        if len(region.records) >= min_records:
            regions.append(region)
    return regions


def _holds_content(index: TagPathIndex, sibs: list[int]) -> bool:
    """Do the sibling subtrees hold text or a link (a record part, not a separator)?"""
    for pos in sibs:
        el = index.elements[pos]
        if (el.text_content() or "").strip():
            return True
        if el.tag == "a" or next(el.iter("a"), None) is not None:
            return True
    return False


def _alike(index: TagPathIndex, ref: list[int], sibs: list[int], alpha: float) -> bool:
    """Is the sequence of the sibling subtrees ``sibs`` like ``ref`` (eq. 2's rate, both
    ways: the LCS covers α of the longer of the two)?"""
    seq = index.wps[sibs[0]:index.end[sibs[-1]]]
    return LCSseq.similarity(ref, seq) >= alpha * max(len(ref), len(seq))


def _pair_parts(index: TagPathIndex, drp: list[int], group: list[RecordSpan], alpha: float,
                max_record: float) -> list[RecordSpan] | None:
    """Records cut in two, made whole again (§4.1 step 5, eq. 1, read at the tree level).

    When a record is two sibling blocks with the same root path (a title row and a
    snippet row; an image cell and a details cell), the tree filter cuts the pattern
    before the second root (§5.3 "eliminates the rest s_r"), so the pattern covers one
    block and the other block is what eq. (1) calls the gap s_i, after every occurrence.
    Such gaps are no noise between records: they are the rest of each record.  They are
    recognised by being *systematic*: every gap between consecutive occurrences is the
    same number m of sibling blocks, all alike (eq. 2's rate >= α both ways), holding
    text or links (not separators); the last occurrence is followed by such m blocks
    (records are the occurrence and the blocks after it) or the first is preceded by them
    (records are the blocks and the occurrence after them).  When the gap blocks would
    pass eq. (2) as records of their own, at least three such pairs are required (two
    records of different shapes alternating by chance are not a pair).

    Input: the page's index, the DRP, the matched records of one parent (page order).
    Output: the whole records, or None when the gaps are not systematic.
    """
    if len(group) < 2:
        return None
    end = index.end
    gaps: list[list[int]] = []
    for a, b in zip(group, group[1:]):
        sibs = _siblings(index, a.end, b.start)
        if not sibs or (gaps and len(sibs) != len(gaps[0])):
            return None
        gaps.append(sibs)
    m = len(gaps[0])
    ref = index.wps[gaps[0][0]:end[gaps[0][-1]]]
    if len(ref) > max_record or not all(_alike(index, ref, g, alpha) for g in gaps[1:]):
        return None
    if sum(_holds_content(index, g) for g in gaps) * 2 < len(gaps):
        return None
    par = index.parent[group[0].start]
    first_child = par + 1 if par >= 0 else 0
    parent_end = end[par] if par >= 0 else len(index.wps)
    tail = _siblings(index, group[-1].end, parent_end)[:m]
    tail_ok = len(tail) == m and _alike(index, ref, tail, alpha)
    head_ok = False
    if not tail_ok:
        before = _siblings(index, first_child, group[0].start)
        head = before[-m:] if len(before) >= m else []
        head_ok = bool(head) and _alike(index, ref, head, alpha)
    as_records = LCSseq.similarity(drp, ref) >= alpha * len(drp)
    if as_records and (not (tail_ok or head_ok) or len(group) < 3):
        return None
    records: list[RecordSpan] = []
    if head_ok:
        parts = [head] + gaps
        for sibs, rec in zip(parts, group):
            records.append(RecordSpan(sibs + rec.roots, sibs[0], rec.end))
    else:
        parts = gaps + ([tail] if tail_ok else [])
        for i, rec in enumerate(group):
            if i < len(parts):
                sibs = parts[i]
                records.append(RecordSpan(rec.roots + sibs, rec.start, end[sibs[-1]]))
            else:
                records.append(RecordSpan(list(rec.roots), rec.start, rec.end))
    return records


#: Longest period (records per whole record) :func:`_periodic_parts` looks for.
MAX_PARTS = 3


def _periodic_parts(index: TagPathIndex, records: list[RecordSpan]) -> list[RecordSpan] | None:
    """Records cut in two when the pattern is a prefix common to both parts.

    A title row ``(tr, td, a)`` and a snippet row ``(tr, td, br, span, a)`` share the
    pattern ``(tr, td)``: every row is an occurrence and becomes a record.  The parts show
    themselves by their shapes (the record's HTPI sequence; when every part has one shape,
    whether it holds text outside its links): along the region the shapes
    repeat with a period p of 2-3 (shape i equals shape i + p for at least 80% of the
    records) and not with period 1, and the p shapes of a period differ.  Records of one
    list do not alternate their shapes that regularly; the parts of one record do.  Then
    every p consecutive records are one record, from the region's first or, when the parts
    at another phase hold more links (the title row: a count line of the snippet rows'
    shape before the first title), from that phase.  Needs 3 whole periods of adjacent
    records; leftover parts at either end stay as they are.

    Input: the page's index and a region's records (page order).  Output: the whole
    records, or None when the shapes are not periodic.
    """
    n = len(records)
    if n < 6:
        return None
    for a, b in zip(records, records[1:]):
        if a.end != b.start:
            return None
    wps = index.wps
    keys = [hash(tuple(wps[r.start:r.end])) for r in records]
    if len(set(keys)) == 1:
        # one shape for every part (a title row and an abstract row, each a cell with a
        # link): the parts show in their text, all in links or not
        # (read on the first 12 parts first: a table of rows alike stops there)
        head = [has_own_text(index, r) for r in records[:4 * MAX_PARTS]]
        if len(set(head)) == 1:
            return None
        keys = head + [has_own_text(index, r) for r in records[4 * MAX_PARTS:]]
    if sum(keys[i] == keys[i + 1] for i in range(n - 1)) * 2 >= n - 1:
        return None
    for p in range(2, MAX_PARTS + 1):
        if n < 3 * p:
            break
        if sum(keys[i] == keys[i + p] for i in range(n - p)) < 0.8 * (n - p):
            continue
        firsts = [max(set(keys[j::p]), key=keys[j::p].count) for j in range(p)]
        if firsts[0] in firsts[1:]:
            continue  # the first part (the title row) is of its own shape
        whole: list[RecordSpan] = list(records[:_phase(index, records, p)])
        i = len(whole)
        while i + p <= n:
            parts = records[i:i + p]
            whole.append(RecordSpan([r for part in parts for r in part.roots], parts[0].start,
                                    parts[-1].end, parts[0].matched))
            i += p
        whole.extend(records[i:])
        return whole
    return None


def _phase(index: TagPathIndex, records: list[RecordSpan], p: int) -> int:
    """Where the periods of ``p`` parts start: the phase whose parts hold the most links
    (ties: the first)."""
    linked = [any(el.tag == "a" and el.get("href") for pos in r.roots for el in index.elements[pos].iter())
              for r in records]
    scores = [sum(linked[o::p]) for o in range(p)]
    return scores.index(max(scores))


def _median(values: list[int]) -> float:
    """``statistics.median`` of a non-empty list of numbers (the same value and type)."""
    if len(values) == 1:
        return values[0]
    values.sort()
    n = len(values)
    i = n // 2
    if n % 2:
        return values[i]
    return (values[i - 1] + values[i]) / 2


def _fill_region(index: TagPathIndex, pattern: Pattern, group: list[RecordSpan],
                 alpha: float, ratio: float, fold: bool = True) -> RegionSpan:
    """Add the gap records (eq. 2) between and around the matched records of one parent."""
    drp = pattern.htpis
    folded = collapse_repeats(drp) if fold else None
    if folded is not None and len(folded) == len(drp):
        folded = None
    par = index.parent[group[0].roots[0]]
    ref = max(len(drp), _median([r.end - r.start for r in group]))
    max_len = ratio * ref
    records: list[RecordSpan] = []
    # s_0: sibling records right before the first occurrence, nearest first.
    parent_end = index.end[par] if par >= 0 else len(index.wps)
    first_child = par + 1 if par >= 0 else 0
    before = _units(index, _siblings(index, first_child, group[0].start), pattern, strict=False)
    head: list[RecordSpan] = []
    for unit in reversed(before):
        if index.end[unit[-1]] != (head[-1].start if head else group[0].start):
            break  # not adjacent: noise in between ends the region
        rec = _accept(index, unit, drp, alpha, max_len, folded)
        if rec is None:
            break
        head.append(rec)
    records.extend(reversed(head))
    for i, rec in enumerate(group):
        records.append(rec)
        stop = group[i + 1].start if i + 1 < len(group) else None
        if stop is None:
            break
        if stop == rec.end:
            continue  # the next record follows right away: no gap
        for unit in _units(index, _siblings(index, rec.end, stop), pattern, strict=False):
            extra = _accept(index, unit, drp, alpha, max_len, folded)
            if extra is not None:
                records.append(extra)
    # s_k: sibling records right after the last occurrence.
    after = _units(index, _siblings(index, group[-1].end, parent_end), pattern, strict=True)
    pos = group[-1].end
    for unit in after:
        if unit[0] != pos:
            break
        rec = _accept(index, unit, drp, alpha, max_len, folded)
        if rec is None:
            break
        records.append(rec)
        pos = rec.end
    return RegionSpan(pattern, par, records)
