"""The article's issue and DOI read from the page's links, where its text does not show them
(VB-PTC 000_c6fae3235630f454.txt §V "Regular expression", extended to the addresses of the
page's links): the links to its issue's table of contents, the links to its own address.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable
from urllib.parse import unquote

from webextract.extract.vbptc.patterns import norm_number, clean_doi, find_issue

#: Where a link's address holds a DOI: ``doi.org/10...``, a ``doi=10...`` query (citation
#: downloads, Crossmark, share buttons), a publisher's ``/doi/full/10...`` article path.
_DOI_IN_HREF = re.compile(r"(?:doi\.org/|[?&](?:doi|DOI)=|/doi/(?:(?:abs|full|pdf|epdf|epub|figure|suppl|ref)/)?)"
                          r"(10\.\d{4,9}/[^\s?#&\"'<>]+)")
#: The text of a link to the article's own address.
_DOI_ANCHOR = re.compile(r"\s*(?:doi\b|permalink|persistent\s+(?:link|url)|stable\s+url|link\s+to\s+this\s+"
                         r"(?:article|paper|page|record)|cite\s+this)", re.I)
#: Fewest links of the page that must name a DOI for it to be the article's.
MIN_DOI_LINKS = 2


def doi_in_links(links: Iterable[tuple[str, str]], cited: Iterable[str] = ()) -> str | None:
    """The article's DOI read from the page's links, for a page that shows it in no text (a
    "DOI" link, the tabs of its full text and PDF, "Download citation", Crossmark): the DOI
    most links name (one named "DOI" or "Permalink" counting as two), at least
    :data:`MIN_DOI_LINKS` of them and more than any other; never
    one the texts ``cited`` (the references) hold.  Input: ``(href, anchor text)`` pairs and
    the reference strings.  Output: the DOI or ``None``."""
    votes: dict[str, int] = {}
    spelled: dict[str, str] = {}
    for href, anchor in links:
        if "10." not in href:
            continue
        m = _DOI_IN_HREF.search(unquote(href))
        if m:
            doi = clean_doi(m.group(1))
            key = doi.casefold()
            # a link named as the article's address ("DOI", "Permalink") counts as two
            votes[key] = votes.get(key, 0) + (2 if _DOI_ANCHOR.match(anchor or "") else 1)
            spelled.setdefault(key, doi)
    if not votes:
        return None
    text = " ".join(cited).casefold()
    ranked = sorted(((n, k) for k, n in votes.items() if k not in text), reverse=True)
    if not ranked or ranked[0][0] < MIN_DOI_LINKS or len(ranked) > 1 and ranked[1][0] == ranked[0][0]:
        return None
    return spelled[ranked[0][1]]


#: Addresses of an issue's table of contents, given the article's volume (``{vol}``): the
#: ``/v449/n7161/`` of older publisher sites, ``/volume/58/issue/7``, ``/toc/<journal>/2016/31/4``
#: and query strings ``volume=16&issue=1``.  The issue is group 1.
_ISSUE_LINK_FORMS = (
    r"/v{vol}/n(\d{{1,5}}(?:[-‐–]\d{{1,5}})?)(?=[/?#.]|$)",
    r"/vol(?:ume)?s?/{vol}/(?:issues?|iss|nos?|numbers?)/(\d{{1,5}}(?:[-‐–]\d{{1,5}})?)(?=[/?#.]|$)",
    r"/toc/[^?#]*?/{vol}/(\d{{1,5}}(?:[-‐–]\d{{1,5}})?)/?(?=[?#]|$)",
    r"[?&;]vol(?:ume)?={vol}&(?:amp;)?(?:issue|iss|no)=(\d{{1,5}}(?:[-‐–]\d{{1,5}})?)(?![\w-])",
)


@lru_cache(maxsize=256)
def _issue_link_patterns(volume: str) -> tuple[list[re.Pattern[str]], re.Pattern[str]]:
    """The compiled :data:`_ISSUE_LINK_FORMS` of one volume, and the volume named in a text."""
    vol = re.escape(volume)
    forms = [re.compile(f.format(vol=vol), re.I) for f in _ISSUE_LINK_FORMS]
    return forms, re.compile(rf"(?<![\w.])(?:volume|vol\.?)\s*{vol}\b", re.I)


def issue_in_links(links: Iterable[tuple[str, str]], volume: str) -> str | None:
    """The article's issue read from the page's links to that issue (VB-PTC §V.A extended: a
    page that shows its issue only as a link to the issue's table of contents).

    Input: ``(href, anchor text)`` pairs of the page and the volume already found.  A link
    counts when its address is the table of contents of an issue *of that volume*
    (:data:`_ISSUE_LINK_FORMS`) or its text names that volume and an issue ("Volume 31,
    Issue 4"); links to other volumes (a reference's Google Scholar link) do not.  Output:
    the issue most links agree on (the first among equals), else ``None``.
    """
    # every pattern holds the volume itself: a link whose address (text) lacks it is not
    # tried, and the patterns are compiled only for a page with such a link
    plain = volume.isascii() and volume.isdigit()
    votes: dict[str, int] = {}
    for href, text in links:
        found = None
        if not plain or volume in (href or ""):
            for form in _issue_link_patterns(volume)[0]:
                m = form.search(href or "")
                if m:
                    found = norm_number(m.group(1))
                    break
        if found is None and text and (not plain or volume in text) \
                and _issue_link_patterns(volume)[1].search(text):
            found = find_issue(text)
        if found:
            votes[found] = votes.get(found, 0) + 1
    if not votes:
        return None
    return max(votes, key=lambda k: votes[k])
