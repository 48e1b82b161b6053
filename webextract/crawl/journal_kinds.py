"""What one link of a list page's entry opens: the entry's title, its identifier, its
"Abstract" or "Full text", a short anchor (a name), an issue; or nothing to follow — the page's
chrome, a download, another search.  Read by :mod:`webextract.crawl.journal`, which chooses
one link an entry from a STEM record's links with :func:`link_kind`, and merges an entry's
views with :func:`entry_key`.  Beyond the papers (the journal crawl's link choice).
"""

from __future__ import annotations

import functools
import re
from urllib.parse import urljoin

from lxml import etree

#: A link to an issue, volume, table of contents or archive (a list page, not an article).
ISSUE_LINK = re.compile(r"(?:\bissues?\b|\bvolumes?\b|\bvol[-_.]?\d|\btoc\b|/toc/|\barchive|"
                        r"table of contents|期刊目录|过刊|当期目录)", re.I)
#: A journal's issue navigation: "« Previous issue", "Next issue »", "Current issue", "All
#: issues", "Browse all volumes", "Past issues", "Issue archive", "Archive".
ISSUE_NAV = re.compile(r"^\s*[«‹<]*\s*(?:(?:previous|prev\.?|next|current|latest|all|past|back|earlier|"
                       r"(?:browse|view|see)(?:\s+all)?)\s+(?:issues?|volumes?)|(?:issues?|volumes?|journal)\s+archives?|"
                       r"archives?)\s*[»›>]*\s*$", re.I)
#: An issue or volume word with its number: "Volume 2", "Vol. 12", "Issue 3", "No. 4".
_ISSUE_NUMBER = re.compile(r"\b(?:vol(?:ume)?s?|issues?|nos?|numbers?|n[º°]|heft|t(?:ome?)?)\.?\s*\d", re.I)
#: An anchor that opens with an issue's name ("Special issue: ...", "Supplement: ...").
_ISSUE_LEAD = re.compile(r"^\s*(?:special\s+|thematic\s+|current\s+|latest\s+)?(?:issues?|volumes?|supplements?)\b", re.I)
#: Most words of an anchor naming an issue without a number ("Table of contents for this issue").
ISSUE_TEXT_WORDS = 6
#: Most words of an anchor that names an issue anywhere in it ("Polymer Bulletin, Volume 2, Number
#: 10 / June, 1980"); a longer one (an entry's card, its title, authors and venue one link)
#: names an issue only by opening with it ("Special issue: ...").
ISSUE_ANCHOR_WORDS = 12
#: Downloads whose URL has no file suffix: ``/articlepdf/...``, ``/pdf/...``, ``/epdf/``,
#: ``?download=true``, citation exports.
DOWNLOAD_URL = re.compile(r"/(?:article)?e?pdf(?:plus|direct|ft)?(?:[/?#]|$)|/bitstreams?/|viewcontent\.cgi|/getfile\b|[?&](?:download|format)=(?:true|1|pdf)|"
                          r"/cgi/reprint/|/(?:download|export|citation|showcitformats)(?:[/?.]|$)|/(?:ris|bibtex|endnote)(?:[/?.]|$)",
                          re.I)
#: The page's chrome: manuscript submission, accounts, subscriptions, alerts, policies,
#: downloads and citation exports.
CHROME_TEXT = re.compile(
    r"^\s*(?:submit(?:\s+(?:a|your))?(?:\s+(?:manuscript|paper|article))?|log\s*in|login|sign\s*(?:in|up)|"
    r"register|registration|create\s+(?:an\s+)?account|my\s+account|subscribe|subscriptions?|e-?mail\s+alerts?|"
    r"(?:table\s+of\s+contents\s+)?alerts?|rss(?:\s+(?:web\s+)?feeds?)?|personali[sz]ation|"
    r"(?:publication\s+)?ethics(?:\s+and\s+\w+)?|privacy(?:\s+(?:policy|statement|notice|settings|preferences))?|cookies?(?:\s+(?:policy|settings|preferences|notice|statement|consent))?|(?:manage|your)\s+(?:cookies|preferences|privacy\s+choices|consent)|accept\s+(?:all(?:\s+cookies)?|cookies)|reject\s+all|(?:open|free)\s+access|free\s+to\s+read|terms(?:\s+(?:of|and|&)\s+\w+)*|"
    r"contact(?:\s+us)?|help|about(?:\s+(?:us|the\s+journal))?|advertis\w*|permissions|reprints|"
    r"(?:instructions|guide|information)\s+for\s+(?:authors|reviewers|librarians)|editorial\s+board|"
    r"aims\s+and\s+scope|about\s+\w+(?:\s+\w+)?|legal\s+notices?|disclaimers?|accessibility(?:\s+statement)?|"
    r"(?:write\s+to\s+the\s+)?help\s*desk|journal\s+information|(?:view\s+)?all\s+journals|site\s*(?:index|map)|"
    r"browse(?:\s+(?:articles|journals|issues|all|by\s+\w+))?|(?:pdf|download|export|cite|citation|bibtex|ris|endnote|mods\s+xml)\b(?:\s*\S+){0,3}|©.*|"
    r"news|jobs|careers|shop|cart|home|(?:send\s+us\s+)?(?:your\s+)?feedback|add\s+to\s+\w+(?:\s+\w+)?|"
    r"for\s+(?:librarians|authors|reviewers|readers)|journals|books|ebooks|"
    # another page of the entry than its own: its supplements, figures, metrics, comments
    r"editor'?s\s+summary|supplementary\s+(?:information|material|data|files?)|supporting\s+information|"
    r"figures?(?:\s+and\s+tables)?|(?:view\s+)?(?:fig(?:ure)?\.?|table)\s*\d+[a-z]?|graphical\s+abstract|toc\s+(?:graphic|image)|"
    r"thumbnail|preview|references|related\s+(?:articles|content)|comments?|"
    r"(?:rights\s+and\s+)?permissions|metrics|cited\s+by.*|citations?)\s*$", re.I)
CHROME_URL = re.compile(r"/(?:login|logout|signin|sign-in|signup|register|registration|subscribe|subscriptions?|"
                        r"alerts?|myaccount|my-account|personali[sz]e|submit|submission|"
                        r"webfeeds|rss|privacy|cookies?|terms|help|contact|advertising|ethics|cart)(?:[-_](?:policy|policies|settings|preferences|consent|notice|statement))?(?:[/?#.]|$)|"
                        # advertisements: /sponsored/..., ad servers' click paths
                        r"/(?:sponsored|adclick|advertisements?)(?:[/?#.]|$)|"
                        # a platform's actions: /action/showLogin, /action/doUpdateAlertSettings, rightsLink
                        r"/action/\w*(?:login|logout|register|alert|subscri|personali[sz]|preference|rightslink|cart)", re.I)
#: Most words of an anchor that :data:`CHROME_LEAD` makes chrome by its first words.
CHROME_LEAD_WORDS = 6
#: The first words of a short chrome anchor ("Submit an article", "Get new issue alerts",
#: "Log in / Register", "Subscribe to this journal", "Ethics and publication policies").
CHROME_LEAD = re.compile(
    r"^\s*(?:submit(?:\s+(?:an?|your|to|manuscript|paper|article|research)\b|\s*$)|log\s*(?:in|out)\b|login\b|logout\b|"
    r"sign\s*(?:in|up|out|on)\b|register(?:\s+(?:now|here|for|an?|your|to|free)\b|\s*[/|]|\s*$)|subscribe\b|unsubscribe\b|"
    r"get\s+(?:\w+\s+){0,2}alerts?\b|(?:e-?mail|content|issue|citation|table\s+of\s+contents)\s+alerts?\b|"
    r"(?:set\s+up|manage|create)\s+(?:an?\s+|your\s+|my\s+)?(?:\w+\s+)?(?:alerts?|account|profile)\b|"
    r"personali[sz]e\b|personali[sz]ation\b|request\s+(?:permissions?|reprints?)\b|rights\s+(?:and|&)\s+permissions\b|"
    r"ethics(?:\s+(?:and|&)\s+(?:publication\s+)?(?:polic(?:y|ies)|malpractice|integrity|disclosures?|standards)(?:\s+statement)?|"
    r"\s+polic(?:y|ies)|\s+statement)?\s*$|(?:editorial|publication|journal)\s+polic(?:y|ies)\s*$|"
    r"(?:instructions|guidelines)\s+for\s+(?:authors|reviewers|editors)\b|open\s+access\s+(?:policy|options|fees)\s*$|"
    r"(?:purchase|buy|rent)\s+(?:this\s+)?(?:article|issue|access|pdf|subscription|instant\s+access)\b|"
    r"download\s+(?:the\s+|this\s+)?(?:pdf|article|citations?|full|issue|ris|bibtex|epub|all|figures?)\b|"
    r"export\s+(?:citations?|references?|to)\b|share(?:\s+(?:this|on|via|article)\b|\s*$)|cite\s+this\b|"
    r"recommend\s+to\b|follow\s+(?:us|this\s+journal)\b|institutional\s+(?:log\s*in|login|sign\s*in|access)\b|"
    r"access\s+through\s+your\s+institution\b|my\s+(?:account|profile|alerts|settings|library|searches)\b|"
    r"saved\s+(?:searches|items)\s*$|marked\s+items\s*$|clipboard\s*$|(?:shopping\s+)?(?:cart|basket)\s*$|donate\s*$|"
    r"support\s+us\s*$|(?:free\s+)?sample\s+(?:issue|copy)\b|track\s+citations\b|author\s+services\s*$|learn\s+more\b|"
    r"find\s+out\s+more\b|more\s+information\s*$|discover\s+more\b)", re.I)
#: A filter of a search with its count of results: "Dutch (2)", "2000 - 2009 (21,956)".
FACET_TEXT = re.compile(r"\(\d[\d,.]*\)\s*$")
#: Most words of a filter's anchor; a longer one ending in "(2024)" is an entry's card.
FACET_WORDS = 8


def is_facet(text: str) -> bool:
    """An anchor's text in; True for a filter of a search with its count ("Dutch (2)",
    "Sensors and Actuators B: Chemical (414)"): :data:`FACET_TEXT` on at most
    :data:`FACET_WORDS` words.  Beyond the papers (the journal crawl)."""
    return bool(FACET_TEXT.search(text)) and len(text.split()) <= FACET_WORDS
#: Links to other searches (an author's papers, "cited in"), not to the entry's own page.
SEARCH_URL = re.compile(r"[?&](?:q|query|author|au|searchtype|search_?term|term|keyword)=|/(?:search|people|"
                        r"authors?|persons?|find)(?:[/?]|$)|cited[-_]?(?:by|in)|citedby|/action/dosearch\b", re.I)
#: An entry's identifier (``arXiv:2401.01234``, ``doi:10...``).
IDENTIFIER_TEXT = re.compile(r"^\s*(?:(?:arxiv:\s*)?(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?/\d{7})|"
                             r"(?:doi:?\s*)?10\.\d{4,9}/\S+|PMC\d{5,9}|PMID:?\s*\d{5,9}|"
                             r"(?:hal|tel|inria|halshs|cea|in2p3)-\d{8})(?:v\d+)?\s*$", re.I)
#: The links that open an entry: "Abstract", "Full text", "HTML", an image ``[HTML version]``.
OPEN_TEXT = re.compile(r"^\s*\[?(?:abstract|full[-\s]*text(?:\s+html)?|full\s+article|html(?:\s+(?:version|full[-\s]*text))?|"
                       r"view\s+(?:article|abstract|full[-\s]*text|html|record)|read\s+(?:more|online|(?:the\s+|full\s+)?article)|"
                       r"article|summary|first\s+paragraph)(?:\s*\(html\))?\]?\s*$", re.I)
#: Path parts that name a view of one article (its abstract, full text, PDF; ``/articlelanding/``,
#: ``/articlehtml/``): one entry.
_VIEW_PART = re.compile(r"/(?:article)?(?:abs|abstract|full|fulltext|fullhtml|html|epdf|pdf|landing|summary|reader)(?=/)", re.I)
#: A last path part that names a view of the article the path before it names
#: (``/doi/10.1002/x/abstract``, ``/full``, ``/pdf``, ``/references``, MDPI's ``/htm``).
_VIEW_END = re.compile(r"/(?:abs|abstract|full|fulltext|html?|epdf|pdf|pdfplus|references|figures|summary|"
                       r"reader|citedby|suppinfo)$", re.I)
#: A version after an identifier (``/html/2401.01234v1``): the same entry as ``/abs/2401.01234``.
_VERSION_END = re.compile(r"(?<=\d)v\d{1,2}$")
#: Least words of an anchor that is an entry's title; shorter ones (a name, "Li Wang") rank
#: below the entry's identifier and its "Abstract"/"Full text" links.
TITLE_MIN_WORDS = 5


def anchor_text(a: etree._Element) -> str:
    """A link element in, its text out: its words, or the alt text of its images
    (``[HTML version]``) when it has none.  Beyond the papers (the journal crawl)."""
    return " ".join(a.text_content().split()) or " ".join(
        " ".join(img.get("alt") or img.get("title") or "" for img in a.iter("img")).split())


def names_issue(text: str) -> bool:
    """An anchor's text in; True for an anchor that names an issue, volume, table of contents or archive: with a
    number next to the word ("Volume 2, Number 10", "Vol. 12 Issue 3") or in a few words ("Current issue", "Archive"), not a
    title that has the word ("... Immunoassays in Low Volume").  Beyond the papers."""
    if len(text.split()) > ISSUE_ANCHOR_WORDS:
        return bool(_ISSUE_LEAD.match(text))  # a card whose whole text is its link names its venue's volume
    return bool(ISSUE_LINK.search(text)) and (bool(_ISSUE_NUMBER.search(text)) or len(text.split()) <= ISSUE_TEXT_WORDS
                                              or bool(_ISSUE_LEAD.match(text)))


@functools.lru_cache(maxsize=1 << 16)
def is_tool(text: str, url: str) -> bool:
    """An anchor's text and absolute URL in; True for a link that opens no entry of a list
    page out: the page's chrome (an account, a subscription, alerts, policies, "Share"),
    a download or citation export, another page of the entry (its figures, references,
    metrics, "Cited by (12)").  A short anchor in brackets ("[PDF]") is read without them.
    Beyond the papers (the journal crawl)."""
    if len(text) < 40 and text.startswith("[") and text.endswith("]"):
        text = text[1:-1].strip()
    return bool(CHROME_TEXT.match(text) or CHROME_URL.search(url) or DOWNLOAD_URL.search(url) or (
        len(text.split()) <= CHROME_LEAD_WORDS and CHROME_LEAD.match(text)))


@functools.lru_cache(maxsize=1 << 16)
def link_kind(text: str, url: str) -> int | None:
    """An anchor's text and absolute URL in; what the link of a list page's entry opens out:
    3 its title (:data:`TITLE_MIN_WORDS` words or more), 2 its identifier, 1 "Abstract"/"Full
    text", 0 another short link (a name), -1 its issue (a list page); ``None`` for the page's
    chrome, a download or another search (an author's papers, "cited in", a filter of this
    search).  A short anchor in brackets ("[PDF]", "[Full Text]") is read without them.
    Beyond the papers: STEM (Fang et al. 2017) finds the records, this says which of a
    record's links is its entry's own."""
    if is_tool(text, url):
        return None
    if len(text) < 40 and text.startswith("[") and text.endswith("]"):
        text = text[1:-1].strip()
    if IDENTIFIER_TEXT.match(text):
        return 2
    if SEARCH_URL.search(url) or is_facet(text):
        return None
    if names_issue(text):
        return -1
    if OPEN_TEXT.match(text):
        return 1
    return 3 if len(text.split()) >= TITLE_MIN_WORDS else 0


def entry_key(link: str) -> str:
    """An absolute URL in; the URL without the path part naming its view (``/abs/``, ``/full/``, ``/pdf/``, a last
    ``/abstract`` or ``/full``), its suffix and an identifier's version (``v1``): the abstract
    and the full text of one entry share it.  Beyond the papers."""
    path, _, query = link.partition("?")
    path = re.sub(r"\.[a-z]{2,5}$", "", _VIEW_PART.sub("", _VIEW_END.sub("", path.rstrip("/"))), flags=re.I)
    path = _VERSION_END.sub("", path)
    return f"{path}?{query}" if query else path


def absolute_url(base: str, href: str) -> str | None:
    """A page's URL and a link's ``href`` in; the link's absolute URL out, ``None`` for an
    ``href`` that is no URL (``http://[broken``)."""
    try:
        return urljoin(base, href)
    except ValueError:
        return None
