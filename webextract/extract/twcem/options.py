"""The options of TWCEM, with the paper's values where it gives them (§III.C) and the
default mode's switches (docs/twcem.md measures what each brings)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from webextract.extract.twcem.paper import (
    CBLOCK_CONTEXT_K,
    DELTA1_MIN_ROW_LENGTH,
    DELTA2_MIN_PUNCTUATION,
    DELTA3_MIN_TITLE_LCS,
)
from webextract.extract.twcem.blocks import CUE_MAX_SHARE
from webextract.extract.twcem.headline import TITLE_GAP_CHARS
from webextract.extract.twcem.lines import FURNITURE_LINE_CHARS, HIDDEN_MIN_VISIBLE
from webextract.extract.twcem.weights import TABLE_CELL_WEIGHT
from webextract.extract.twcem.region import (
    BODY_REPAIR_SHARE,
    END_MARKER_COST,
    SHORT_LINES_GAIN,
    SHORT_LINES_MAX_PROSE,
)


@dataclass(frozen=True)
class TwcemOptions:
    """Every keyword option of :func:`webextract.extract.twcem.extract`, with its default.

    Paper mode (§III.C): ``delta1`` (δ1, shortest effective row, characters),
    ``delta2`` (δ2, fewest punctuation marks of a row), ``delta3`` (δ3, fewest words in
    common with the title), ``context_k`` (K, rows of context in a Cblock).  Default mode:
    the block-weight cues ``use_link_density``, ``use_punctuation``, ``use_class_cues``,
    ``use_end_markers``, ``use_comment_cues`` (comment threads weigh nothing),
    ``use_teasers`` (summaries under headline links weigh nothing); ``use_title_anchor``
    (the region starts at the title), ``use_boxes`` (an end marker heading a box of its own
    closes the box, not the text), ``end_marker_cost`` (what passing any other end marker
    costs; negative: it ends the text), ``use_box_headings`` (a heading of another box ends
    the text), ``use_container`` (blocks outside the region's main container dropped);
    ``use_title_votes`` (the headline by agreement);
    ``paper_title`` (the title by the paper's Algorithm 2); ``title_gap`` (characters
    allowed between the title and the text); ``removal_markers`` (``"weight"``: a link list
    removed by noise removal weighs what it did; ``"stop"`` every removal marker ends the
    region; ``"ignore"``); ``body_repair_share`` (the run under the title is repaired with the
    best run after it when it weighs less than this share of that run; 0: never);
    ``cue_max_share`` (a furniture or comment class/id name on an element holding this share
    of the page's text or more is ignored; 1: never); ``short_lines_gain`` (a page without
    prose gives the container of its short lines or table when that holds this many times
    the text found; 0: never), tried when the text holds less prose weight than
    ``short_lines_max_prose``; ``use_linked_lines`` (a region or a page of short lines keeps
    the linked lines among its plain lines: the songs under a discography's album headings,
    the names of a credits list); ``use_page_url`` (without a ``url``, the page's own ``og:url`` or
    canonical link names the site in its ``<title>``); ``use_legal_notices`` (a legal notice under a furniture name,
    "... are registered trademarks of ...", weighs as a short block); ``use_inner_heading`` (a title the meta title does not confirm,
    inside the densest run with prose above it, is a sub-heading: the densest run is the text);
    ``table_cell_weight`` (the weight of a short table cell without links; other short
    blocks cost 10); ``use_caption_posts`` (a headline the meta title confirms with only
    short lines under it, on a page without a heavy run of prose, gives those lines: a photo
    post's date and credit); ``use_linked_cells`` (a page of short lines or a table keeps the
    linked cells of its container: a cast list's names); ``use_galleries`` (the captions of a
    photo gallery numbered "1/55", "2/55"... weigh nothing); ``use_furniture_boxes`` (a
    small furniture-named box headed by a heading between two parts of the story's body, a
    newsletter sign-up, is stepped over instead of ending the text); ``use_sibling_boxes`` (a
    box headed by a heading between two paragraphs of the same body element, a gallery "World
    news in pictures" inside the story, is stepped over); ``use_linked_prose`` (a long
    punctuated paragraph with up to 60% of its text in links, inside the text's container, is
    prose: a story citing its sources; a list item there with up to 90% of its text in
    links, "KJ Apa as Archie Andrews", is the text's own list); ``hidden_min_visible`` (the region's hidden blocks, the folded slides of a gallery, are left out of the text
    when its visible prose holds this many characters; negative: kept);
    ``furniture_line_chars`` (after the text's start, a line shorter than this whose nearest
    named element names furniture, a share bar's or a video player's line, is left out; 0:
    kept); ``use_body_tail`` (the text goes on over short lines inside the story's body
    element, a list of items or a gallery's picture headings, when prose of that element
    follows them); ``use_author_boxes`` (after the story's first paragraph, blocks inside an
    author box, ``author-box``, ``author-bio``, ``post-author``, are left out: the writer's
    bio).

    ``extract(root, **dataclasses.asdict(options))`` runs with a whole set.
    """

    delta1: int = DELTA1_MIN_ROW_LENGTH
    delta2: int = DELTA2_MIN_PUNCTUATION
    delta3: int = DELTA3_MIN_TITLE_LCS
    context_k: int = CBLOCK_CONTEXT_K
    use_link_density: bool = True
    use_punctuation: bool = True
    use_class_cues: bool = True
    use_end_markers: bool = True
    use_comment_cues: bool = True
    use_teasers: bool = True
    use_title_anchor: bool = True
    use_boxes: bool = True
    end_marker_cost: float = END_MARKER_COST
    use_box_headings: bool = True
    use_container: bool = True
    use_title_votes: bool = True
    paper_title: bool = False
    title_gap: int = TITLE_GAP_CHARS
    removal_markers: str = "weight"
    body_repair_share: float = BODY_REPAIR_SHARE
    cue_max_share: float = CUE_MAX_SHARE
    short_lines_gain: float = SHORT_LINES_GAIN
    short_lines_max_prose: float = SHORT_LINES_MAX_PROSE
    use_inner_heading: bool = True
    use_caption_posts: bool = True
    use_linked_cells: bool = True
    use_galleries: bool = True
    use_furniture_boxes: bool = True
    table_cell_weight: float = TABLE_CELL_WEIGHT
    use_linked_lines: bool = True
    use_legal_notices: bool = True
    use_page_url: bool = True
    use_sibling_boxes: bool = True
    use_linked_prose: bool = True
    hidden_min_visible: float = HIDDEN_MIN_VISIBLE
    furniture_line_chars: int = FURNITURE_LINE_CHARS
    use_body_tail: bool = True
    use_author_boxes: bool = True


#: The option names :func:`check_options` accepts.
OPTION_NAMES = frozenset(f.name for f in fields(TwcemOptions))


def check_options(options: dict[str, Any]) -> None:
    """Raise ``TypeError`` naming every option that is not a field of :class:`TwcemOptions`
    (a misspelt option must not be silently ignored)."""
    unknown = set(options) - OPTION_NAMES
    if unknown:
        raise TypeError(f"unknown TWCEM option(s): {', '.join(sorted(unknown))} "
                        f"(known: {', '.join(sorted(OPTION_NAMES))})")
