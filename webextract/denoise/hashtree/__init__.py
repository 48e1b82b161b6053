"""Site-level template removal by layer fingerprints, VB-PTC (Gong et al., IEEE Access 2020,
000_c6fae3235630f454.txt) §IV.B and Algorithm 1.

A node's fingerprint η hashes Φ = (tag, attributes, text): its tag, all its attributes and all
the text under it with every whitespace character removed (§IV.B: "we delete all spaces in
the text content during hash calculation").  Two pages of one site are compared layer by
layer from the root (Algorithm 1, ``DelNode``): a node whose fingerprint also occurs in the
same layer of the other page is template and is deleted with its subtree from both pages.
Comparing fingerprint *sets* per layer, not positions, is what handles template siblings in
different numbers (the paper's author example).

Fingerprints are computed bottom-up in one pass over the tree, in time linear in its size:
the whitespace-free text of a node is the concatenation of its own text, its children's
texts and their tails, so its hash is combined from the children's hashes with a polynomial
hash over the UTF-8 bytes modulo the Mersenne prime 2^89 - 1 (concatenation is one
multiply-add), never by re-serialising or re-reading a subtree.  Nothing recurses in Python.

Choices where the paper is silent (see docs/denoise.md):

* ``<head>`` is never compared or deleted: it is not displayed, and the page title must reach
  the extractors even when the site repeats it.
* Nodes without text (``<br>``, ``<hr>``, empty cells) are layout, not template text; they
  are never deleted.
* Labels are kept (``keep_labels``): a short text node (at most :data:`LABEL_MAX_WORDS`
  words, :data:`LABEL_MAX_CHARS` characters, no link) that recurs on every page *next to*
  content that is not template ("Abstract", "Keywords:", "Price:") names the field beside it;
  deleting it would cost field extraction its anchor, so it stays.  "Next to" means followed
  by tail text, or by a sibling element with text that is not template and is not another
  item of the same kind (same tag and class) unless the label ends with a colon.
* Records that recur are kept: two result pages of one site often show some of the same
  records.  A template node stays when it is itself one of at least
  :data:`RECORD_MIN_SIBLINGS` siblings of one shape (tag, first class, children's tags), not
  all of them template, unless they are the partner page's list at the same places with at
  most :data:`MENU_MAX_CHANGED` item changed and their items are menu entries (short, or
  links only: a list of records whose items differ in one record is never template; without
  the partner's places, a record needs :data:`RECORD_MIN_CHARS` bytes of text instead); when
  it is an item of another class in such a list, with :data:`RECORD_MIN_CHARS` bytes of
  text (a featured product, a sponsored result); or when a node up to ``RECORD_LEVELS - 1``
  levels above it is one of such siblings (any text inside a record: deleting parts of
  some records only would break their common structure; an ancestor wrapping a single
  element is no level).  A block of at least ``NAV_MIN_LINKS`` links holding nearly all its
  text is navigation and is never kept as a record.
* A page whose whole content would go (identical pages, or pages differing only in their
  ``<head>``) is kept as it is, and the result says so (``identical_pages_kept`` /
  ``all_template_kept``).
* A :class:`SiteTemplate` keeps what pairs taught about a site: the (layer, fingerprint) keys
  of every node of the template subtrees, and the keys of the last page seen (the partner
  the next page is compared with), each with its node's place among its siblings.  Both
  are capped, so memory per site is bounded.
"""

from webextract.denoise.hashtree.apply import apply_template
from webextract.denoise.hashtree.fingerprint import (
    MAX_REFERENCE_FINGERPRINTS,
    TreeFingerprints,
    fingerprint_tree,
    page_keys,
    page_positions,
)
from webextract.denoise.hashtree.keep import (
    LABEL_MAX_CHARS,
    LABEL_MAX_WORDS,
    RECORD_MIN_SIBLINGS,
)
from webextract.denoise.hashtree.learn import (
    MAX_TEMPLATE_FINGERPRINTS,
    REASONS,
    SiteDenoiseResult,
    compare_pair,
)
from webextract.denoise.hashtree.site import SiteTemplate, denoise_site
from webextract.denoise.markers import (
    MARKER_ATTR,
    MARKER_LABEL_MAX_CHARS,
    MARKER_TAG,
    drop_subtree,
    replace_with_marker,
)

__all__ = [
    "LABEL_MAX_CHARS", "LABEL_MAX_WORDS", "MARKER_ATTR", "MARKER_LABEL_MAX_CHARS", "MARKER_TAG",
    "MAX_REFERENCE_FINGERPRINTS", "MAX_TEMPLATE_FINGERPRINTS", "RECORD_MIN_SIBLINGS", "REASONS",
    "SiteDenoiseResult", "SiteTemplate", "TreeFingerprints", "apply_template", "compare_pair",
    "denoise_site", "drop_subtree", "fingerprint_tree", "page_keys", "page_positions",
    "replace_with_marker",
]
