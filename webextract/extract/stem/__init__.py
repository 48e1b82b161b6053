"""STEM: data records from list pages (003_5c5f8c352acb4346.txt).

The package's door: :func:`extract_records` (a parsed page in, a :class:`StemResult` out),
:func:`extract_fields` (the JSON row of ``webextract extract --method stem``),
:func:`records_as_items` (the crawl's :class:`webextract.items.DataRecord` items),
:class:`StemOptions` (the options with the paper's values; :data:`DEFAULTS` as a dict) and
:class:`RefineOptions` (the filters' thresholds).

Rooms: ``extractor`` (Algorithm 1 end to end), ``suffixtree`` (the web page suffix tree,
Definition 2) over ``suffixarray`` (its suffix and LCP arrays), ``patterns`` (patterns,
thresholds, Figure 9 counts), ``refine`` (the filter pass and the frequency filter, §5.1),
``gap_filter`` (§5.2), ``tree_filter`` (§5.3), ``repetition_filter`` (§5.4), ``records``
(records cut out with a pattern, §4.1 step 5) and ``content`` (record text, links and
fields) with ``spans`` (records read by their span of the page sequence, shape by shape).
"""

from webextract.extract.stem.extractor import (
    DEFAULTS,
    Record,
    Region,
    StemOptions,
    StemResult,
    extract_fields,
    extract_records,
    filter_statistics,
    records_as_items,
)
from webextract.extract.stem.patterns import (
    ALPHA,
    BETA,
    MAX_PATTERN_LENGTH,
    FilterStats,
)
from webextract.extract.stem.refine import RefineOptions

__all__ = [
    "ALPHA", "BETA", "DEFAULTS", "MAX_PATTERN_LENGTH", "FilterStats", "Record", "Region",
    "RefineOptions", "StemOptions", "StemResult", "extract_fields", "extract_records", "filter_statistics",
    "records_as_items",
]
