"""The regular-expression fields of an article page's visual blocks, VB-PTC
(000_c6fae3235630f454.txt) §V "Regular expression": DOI, volume and issue, published time and
keywords, each read nearest the title first and outside the reference list, with the
expressions of :mod:`.patterns`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Collection, Iterator, Sequence

from webextract.extract.vbptc.blocks import Block, hints, is_item_name
from webextract.extract.vbptc.patterns import (
    find_citation,
    find_dois,
    find_issue,
    find_volume,
    issue_line_rest,
    keyword_label,
    keyword_label_piece,
    SUBJECT_CLASS_LABEL,
    citation_year,
    label_language,
    labelled_date,
    parse_date,
    split_keywords,
    subject_codes,
    volume_line_date,
)
from webextract.extract.vbptc.others import without_other_issues
from webextract.text.language import guess_language


def by_distance(blocks: Sequence[Block], t_index: int | None, end: int,
                 skip: tuple[int | None, int], others: Collection[int] = ()) -> list[int]:
    """Block indexes before ``end``, outside the reference list ``skip`` and the blocks of
    other papers' lists ``others`` (:func:`.others.other_papers`), nearest the title first
    (ties: before it first)."""
    centre = t_index or 0
    first, stop = skip
    keep = [i for i in range(end) if (first is None or not first - 1 <= i < stop) and i not in others]
    return sorted(keep, key=lambda i: (abs(i - centre), i > centre))


def _window(blocks: Sequence[Block], i: int) -> str:
    """A block's text with the next one's: an item name in one block (``<dt>DOI</dt>``) and
    its content in the next."""
    nxt = blocks[i + 1].text if i + 1 < len(blocks) else ""
    text = blocks[i].text + " \u2029 " + nxt[:200] if blocks[i].t <= 12 else blocks[i].text
    return without_other_issues(text)


#: Most words of a line read again with its glued pieces set apart (an item name and its
#: value: "Published12 March 2019", "Volume12 Issue3").
GLUED_LINE_WORDS = 30


def _spaced_window(blocks: Sequence[Block], i: int) -> str | None:
    """:func:`_window` with the block's glued inline pieces set apart (:attr:`Block.spaced`),
    or ``None`` when no pieces of the block meet glued."""
    if blocks[i].t > GLUED_LINE_WORDS:
        return None  # prose: item names and their values stand in short lines
    spaced = blocks[i].spaced
    if spaced is blocks[i].text:
        return None
    nxt = blocks[i + 1].text if i + 1 < len(blocks) else ""
    return without_other_issues(spaced + " \u2029 " + nxt[:200] if blocks[i].t <= 12 else spaced)


@dataclass
class _DoiSeen:
    """What the page shows of one DOI."""

    spelling: str
    rank: int
    count: float = 0.0
    labelled: bool = False
    own: bool = False  # seen once at least outside a citation of other authors


#: Names with initials, as a citation of other works lists them ("Wu C., Zhuang Y.",
#: "J.-Y. Jeng, K.-C. Chen"); two or more mark a block as a citation.
_CITED_NAMES = re.compile(r"\b[A-Z][a-z'’-]+,?\s+(?:[A-Z]\.\s?-?){1,3}(?=[\s,;]|$)|"
                          r"(?<![\w.])(?:[A-Z]\.\s?-?){1,3}\s?[A-Z][a-z'’-]{2,}|\bet al\b")


def find_doi(blocks: Sequence[Block], order: list[int], head_title: str | None) -> str | None:
    """The article's DOI (§V regular expressions): one shown outside citations of other works
    first (a reference list the page does not name), then a labelled one (``DOI:``,
    ``doi.org/``), then one the page repeats, then the nearest the title; a DOI in the
    ``<title>`` counts twice.  Input: the blocks, their indexes nearest the title first
    (:func:`by_distance`) and the ``<title>``.  Output: the DOI as the page spells it, or
    ``None``."""
    seen: dict[str, _DoiSeen] = {}
    for rank, i in enumerate(order):
        text = blocks[i].text
        found = find_dois(text)
        if not found and "10." in text and blocks[i].spaced is not text:
            text = blocks[i].spaced  # "<span>DOI</span><span>10.1234/x</span>" glued
            found = find_dois(text)
        if not found:
            continue
        cited = len(_CITED_NAMES.findall(text)) >= 2
        for doi, labelled in found:
            entry = seen.setdefault(doi.casefold(), _DoiSeen(doi, rank))
            entry.count += 1
            entry.labelled = entry.labelled or labelled
            entry.own = entry.own or not cited
    for doi, _ in find_dois(head_title or ""):
        entry = seen.setdefault(doi.casefold(), _DoiSeen(doi, 0))
        entry.count += 2
        entry.labelled = entry.own = True
    if not seen:
        return None
    keys = list(seen)
    # a DOI that other DOIs of the page extend (figures, supplements: 10.1371/x.g001) counts
    # for them; one that is another plus glued text ("...532View/save") is that other one
    glued = {o for o in keys for k in keys if o != k and o.startswith(k) and o[len(k)].isalpha()}
    keys = [k for k in keys if k not in glued]
    for k in keys:
        seen[k].count += sum(1 for o in keys if o != k and o.startswith(k + "."))
    best = max(keys, key=lambda k: (seen[k].own, seen[k].labelled, seen[k].count >= 2, -seen[k].rank))
    return seen[best].spelling


#: Most words of a block read for volume and issue (header lines and citations are short).
MAX_LINE_WORDS = 80


def find_volume_issue(blocks: Sequence[Block], order: list[int], window: int) -> tuple[str | None, str | None]:
    """Volume and issue (§V regular expressions): ``Volume 12, Issue 3`` and the other
    spellings of :mod:`.patterns` in the ``window * 2`` blocks nearest the title, else a
    citation line's ``12(3):45``.  Output: ``(volume, issue)``, each ``None`` when not shown."""
    volume = issue = None
    for i in order[:window * 2]:
        if blocks[i].t > MAX_LINE_WORDS:
            continue  # body prose: a volume line or citation is short
        text = _window(blocks, i)
        spaced = _spaced_window(blocks, i) if blocks[i].t <= GLUED_LINE_WORDS and len(blocks[i].raw_parts) > 1 else None
        if volume is None:
            volume = find_volume(text) or (find_volume(spaced) if spaced else None)
            if volume and issue is None:
                issue = find_issue(text) or (find_issue(spaced) if spaced else None)
            elif volume is None and (cited := find_citation(without_other_issues(blocks[i].text))):
                volume, issue = cited  # the article's citation line nearer than any volume label
        elif issue is None:
            issue = find_issue(text) or (find_issue(spaced) if spaced else None)
        if volume and issue:
            break
    if volume is None:
        # far from the title (a side box after the full text: "volume 4, issue 7, P272"): a
        # short line naming both
        for i in order[window * 2:]:
            if blocks[i].t <= 30 and (far := find_volume(line := without_other_issues(blocks[i].text))) and (far_issue := find_issue(line)):
                return far, far_issue
    if volume is None or issue is None:
        for i in order[:window * 2]:
            if blocks[i].t > MAX_LINE_WORDS:
                continue
            cited = find_citation(without_other_issues(blocks[i].text))
            if not cited:
                continue
            if volume is None:
                volume = cited[0]
            if issue is None and volume == cited[0]:
                issue = cited[1]
            break
    return volume, issue


#: Blocks nearest the title in which an unlabelled day-precise date is taken as the
#: publication date when the page names none.
NEAR_TITLE_DATE_BLOCKS = 6
_OTHER_DATES = re.compile(r"received|revised|accepted|submitted|\b(?:updated|modified|accessed|retrieved)\b|收稿|修回|录用|接受", re.I)


#: Most words of a block read as the citation a page gives of its own article.
OWN_CITATION_WORDS = 150


def own_citation(blocks: Sequence[Block], order: list[int], title: str | None, t_index: int | None) -> str | None:
    """The citation the page gives of its own article, wherever it stands ("How to cite",
    "Cite this article" after the references, a citation bar): the block nearest the title
    that holds the whole title and a citation's volume or bracketed year, the title's own
    block left out (VB-PTC §V regular expressions, read on the article's citation).  Input:
    the blocks, their indexes nearest the title first (outside the references and other
    papers' lists), the title and its block.  Output: the block's text or ``None``."""
    if not title or len(title) < 20:
        return None  # a short title is found in too many lines
    key = " ".join(title.casefold().split())
    longest = max(key.split(), key=len)  # a cheap test first
    for i in order:
        b = blocks[i]
        if i == t_index or b.t > OWN_CITATION_WORDS or b.heading:
            continue
        text = b.text
        folded = text.casefold()
        if longest in folded and key in " ".join(folded.split()) and (find_citation(text) or _BRACKETED_YEAR.search(text)):
            return text
    return None


def find_date(blocks: Sequence[Block], order: list[int], volume: str | None = None, own: str | None = None) -> str | None:
    """The published time (§V regular expressions), ISO 8601 as precise as the page (see
    :func:`_chosen_date`); a month or a year the page also tells to the day under a label
    (``Volume 12, Issue 3, March 2019`` and ``Published: 12 March 2019``) comes out as that
    day.  Received, revised and accepted dates never.  Output: the date or ``None``."""
    days: list[str] = []
    date = _chosen_date(blocks, order, volume, days)
    if date is None and own and (year := _BRACKETED_YEAR.search(own)):
        return year.group(1)  # the year of the page's citation of its own article
    if date and len(date) < 10:
        return next((d for d in days if d.startswith(date)), date)
    return date


#: Most words of a block read for a labelled date (on the journals set none of the 625
#: longer blocks holds one; they cost a third of the label scan).
DATE_LINE_WORDS = 150


def _chosen_date(blocks: Sequence[Block], order: list[int], volume: str | None, days: list[str]) -> str | None:
    """The published time (§V regular expressions), ISO 8601 as precise as the page: a
    labelled date (the issue's first, then publication, then online; a citation line's date
    counts as the issue's; the date on the article's ``volume`` line, when given, before an
    online date), then a block the markup calls a date, then a day-precise date next
    to the title, then the date in the issue's own line, then the year of the article's own
    citation line.  Received, revised and accepted dates never.  Output: the date or ``None``."""
    best: tuple[int, int, str] | None = None
    kinds: dict[str, set[str]] = {}
    found_all: list[tuple[int, int, str]] = []
    for rank, i in enumerate(order):
        if blocks[i].t > DATE_LINE_WORDS:
            continue  # prose: a labelled date stands in a line or a short history paragraph
        found = labelled_date(_window(blocks, i), days, kinds)
        if found is None and blocks[i].t <= GLUED_LINE_WORDS and len(blocks[i].raw_parts) > 1 \
                and (spaced := _spaced_window(blocks, i)) is not None:
            found = labelled_date(spaced, days, kinds)
        if found:
            found_all.append((found[1], rank, found[0]))
            if best is None or (found[1], rank) < best[:2]:
                best = (found[1], rank, found[0])
    if best is not None and best[0] % 10 == 0 and "online" in kinds and best[2] in kinds.get("issue", ()):
        # the page labels a print (issue) date and an online one in separate lines ("Issue
        # published: August 3, 2009" / "Published online: February 1, 2009"): the online
        # date, as within one line (see :func:`labelled_date`)
        best = min((f for f in found_all if f[2] not in kinds["issue"]), default=best)
    if volume and (best is None or best[0] % 10 >= 2):
        # the issue's date on the article's own volume line beats an online date (not a
        # "Published" one: publishers differ on which of the two their meta tags carry)
        for i in order[:NEAR_TITLE_DATE_BLOCKS * 4]:
            if blocks[i].t <= 30 and (issue_date := volume_line_date(without_other_issues(blocks[i].text), volume)):
                if best is not None and best[2].startswith(issue_date):
                    break  # the same month, told to the day: the labelled date
                return issue_date
    if volume and (best is None or best[0] % 10 >= 2):
        # the article's own citation line, year first ("J. Mater. Chem., 2012, 22, 19-30"):
        # the issue's year, which an online date of the year before does not give
        year = next((y for i in order[:NEAR_TITLE_DATE_BLOCKS * 4] if blocks[i].t <= 40
                     and (y := citation_year(blocks[i].text, volume))), None)
        if year and (best is None or not best[2].startswith(year)):
            return year
    if best is not None:
        return best[2]
    for i in order[:40]:
        b = blocks[i]
        if _OTHER_DATES.search(b.text) or i and _OTHER_DATES.search(blocks[i - 1].text) and blocks[i - 1].t <= 3:
            continue  # the date a manuscript was received, revised or accepted
        if b.t <= 12 and "date" in hints(b.element, 2) or b.element.tag == "time":
            found = parse_date(without_other_issues(b.text))
            if found:
                return found[0]
    # no label: a day-precise date in a short block or a citation line next to the title
    # (``Front. Psychol., 12 March 2020 | https://doi.org/...``)
    for i in order[:NEAR_TITLE_DATE_BLOCKS]:
        b = blocks[i]
        if b.t > 30 or _OTHER_DATES.search(b.text) or b.heading:
            continue
        found = parse_date(without_other_issues(b.text), year_only=False)
        if found and len(found[0]) == 10:
            return found[0]
    # the issue's own line: "Volume 167, Number 11, Winter 2023", "vol.176 no.10 México
    # Sept. 2024", "Vol. 12 No. 3 (2020)": the date written after the issue number
    for i in order[:NEAR_TITLE_DATE_BLOCKS * 4]:
        b = blocks[i]
        if b.t > 30 or _OTHER_DATES.search(b.text):
            continue
        after = issue_line_rest(without_other_issues(b.text))
        found = parse_date(after[:50]) if after else None
        if found and found[1] <= 30:  # a place may stand between ("São Paulo Mar. 2020")
            return found[0]
    # the year of the article's own citation line: "Smith, J. (2019) Title. Journal, 12 (3). pp."
    for i in order[:NEAR_TITLE_DATE_BLOCKS * 4]:
        b = blocks[i]
        year = _BRACKETED_YEAR.search(b.text) if b.t <= 80 else None
        if year and find_citation(b.text):
            return year.group(1)
    # the year of the citation the page gives for itself ("Cite this paper as: Smith A.,
    # Weber L. (2014) Title. In: Proceedings ..."; a chapter or conference paper has no volume)
    for i in order[:NEAR_TITLE_DATE_BLOCKS * 4]:
        b = blocks[i]
        cite = _CITE_AS.match(b.text) if b.t <= 80 else None
        if cite is None and i + 1 < len(blocks) and b.t <= 4 and _CITE_AS.match(b.text + ":"):
            cite, b = True, blocks[i + 1]  # the label alone, the citation in the next block
            if b.t > 80:
                continue
        year = _BRACKETED_YEAR.search(b.text) if cite else None
        if year:
            return year.group(1)
    return None


_BRACKETED_YEAR = re.compile(r"\(((?:19|20)\d\d)\)")
#: A label of the citation a page gives for its own article.
_CITE_AS = re.compile(r"\s*(?:cite\s+(?:this\s+(?:article|paper|chapter|publication|item)\s+)?as|how\s+to\s+cite"
                      r"(?:\s+this\s+(?:article|paper|chapter))?)\s*[:：]", re.I)


_AUTHOR_KEYWORDS = re.compile(r"^\s*author\s+(?:keywords|tags)", re.I)
_KEYWORD_HINT = re.compile(r"keyword|\bkwd|subject-term|index-term", re.I)


def find_keywords(blocks: Sequence[Block], skip: tuple[int | None, int], title: str | None = None) -> list[str]:
    """The keywords under the first keyword item name; where the page lists them in several
    languages ("Palavras-chave", "Keywords"), those named in the title's language; then the
    codes of a subject-class block (``Mathematics Subject Classification: 34C20 34E05``)."""
    words = _keyword_words(blocks, skip, title)
    codes = _subject_class_codes(blocks, skip)
    if codes:
        words = list(dict.fromkeys(words + codes))[:50]
    return words


def _subject_class_codes(blocks: Sequence[Block], skip: tuple[int | None, int]) -> list[str]:
    """The codes of the page's first subject-class item name (in its block or the next)."""
    first, stop = skip
    for i, b in enumerate(blocks):
        if b.t > 40 or first is not None and first <= i < stop:
            continue
        m = SUBJECT_CLASS_LABEL.match(b.text)
        if m:
            rest = b.text[m.end():]
            if not rest.strip() and i + 1 < len(blocks):
                rest = blocks[i + 1].text
            return subject_codes(rest)
    return []


def _keyword_words(blocks: Sequence[Block], skip: tuple[int | None, int], title: str | None) -> list[str]:
    language = guess_language(title)
    groups = list(_labelled_keywords(blocks, skip))
    if groups:
        # the authors' own keywords before index terms ("Author Keywords", "Author Tags" beside
        # "IEEE Keywords", "CCS Concepts"), then the title's language
        label = next((lab for lab, _ in groups if _AUTHOR_KEYWORDS.match(lab)), None) or next(
            (lab for lab, _ in groups if language is not None and label_language(lab) == language), groups[0][0])
        # one row per keyword under the same item name (a metadata table's dc.subject rows)
        same = [words for lab, words in groups if lab.strip().casefold() == label.strip().casefold()]
        merged = same[0] if len(same) == 1 else list(dict.fromkeys(w for words in same for w in words))
        return merged[:50]
    # no item name: a list the markup calls keywords (class "keywords", "kwd")
    first, stop = skip
    found: list[str] = []
    for b in blocks:
        if b.t <= 8 and _KEYWORD_HINT.search(hints(b.element, 2)) and not (first is not None and first <= b.index < stop):
            found.extend(w for p in (b.parts or [b.text]) for w in split_keywords(p) if not keyword_label(w + ":"))
        elif found:
            break
    return found[:50]


def _labelled_keywords(blocks: Sequence[Block], skip: tuple[int | None, int]) -> Iterator[tuple[str, list[str]]]:
    """Each keyword item name of the page (outside the reference list) and its keywords."""
    first, stop = skip
    for i in range(len(blocks)):
        if first is not None and first <= i < stop:
            continue
        b = blocks[i]
        m = keyword_label(b.text)
        if not m:
            m = keyword_label_piece(b.text, b.raw_parts)
            if m is None:
                continue
            # the item name in its own inline element, glued to the keywords in the text
            # ("<span>KEYWORDS</span><span>slow manifold; canard</span>")
            yield m.group(0), [w for p in b.parts[1:] for w in split_keywords(p)][:50]
            continue
        rest = b.text[m.end():].strip()
        if len(rest) >= 2:
            parts = [p for p in b.parts if not keyword_label(p)] if len(b.parts) > 2 else []
            words = [w for p in parts for w in split_keywords(p)] if parts else split_keywords(rest)
            yield m.group(0), words[:50]
            continue
        out: list[str] = []
        items = None  # the list the keywords are items of
        for nb in blocks[i + 1:i + 40]:
            if nb.heading or nb.t > 30 or out and is_item_name(nb):
                break  # a heading, prose, the next item name of a list or table
            if items is not None and nb.element.getparent() is not items:
                break  # past the end of the keyword list
            if nb.tag == "li" and items is None and not out:
                items = nb.element.getparent()
            if len(nb.parts) > 1:
                out.extend(w for p in nb.parts for w in split_keywords(p))
            else:
                out.extend(split_keywords(nb.text))
            if not nb.text.rstrip().endswith((";", ",", "；", "，")):
                if len(out) >= 1 and nb.element.tag not in ("li", "span", "a"):
                    break
        if out:
            seen: set[str] = set()
            yield m.group(0), [w for w in out if not (w.casefold() in seen or seen.add(w.casefold()))][:50]
