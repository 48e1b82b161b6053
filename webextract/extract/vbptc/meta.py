"""Structured metadata as a further source of the scholarly fields: ``citation_*`` meta tags
(Highwire Press, read by Google Scholar), Dublin Core (``dc.*``, ``dcterms.*``), PRISM
(``prism.*``) and JSON-LD (``ScholarlyArticle``/``Article``).

This is not part of VB-PTC: the visual method stands on its own.  Where a page carries
these tags, :func:`webextract.extract.vbptc.extract_scholarly` takes each field they give
from them (provenance ``"meta"``) and the rest from the page (``"visual"``); ``meta=False``
(CLI ``--no-meta``, setting ``WEBEXTRACT_VBPTC_META``) turns this off.  Read the tags before
the page is cleaned (cleaning deletes ``<meta>`` and ``<script>``).
"""

from __future__ import annotations

import json
import re
from typing import Any

import lxml.html

from webextract.extract.vbptc.patterns import DOI_RE, clean_doi, parse_date, split_keywords

_TITLE = ("citation_title", "dc.title", "dcterms.title", "prism.title")
_DOI = ("citation_doi", "prism.doi", "dc.identifier", "dcterms.identifier", "bepress_citation_doi")
_VOLUME = ("citation_volume", "prism.volume", "bepress_citation_volume")
_ISSUE = ("citation_issue", "prism.number", "prism.issueidentifier", "bepress_citation_issue")
#: The publication date first, the online date after every other (a page with both
#: ``prism.publicationDate`` and ``citation_online_date`` is dated by the first).
_DATE = ("citation_publication_date", "citation_date", "prism.publicationdate", "dc.date", "dcterms.issued",
         "dcterms.date", "dc.date.issued", "citation_online_date", "article:published_time")
_ABSTRACT = ("citation_abstract", "dc.description", "dcterms.abstract", "dcterms.description")
_KEYWORDS = ("citation_keywords", "prism.keyword", "dc.subject")
_COMPACT_DATE = re.compile(r"^\s*((?:19|20)\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\s*$")


def read_meta(root: lxml.html.HtmlElement) -> dict[str, Any]:
    """The scholarly fields a page's meta tags and JSON-LD give.

    Input: the parsed root, before cleaning.  Output: a dict with the keys found among
    ``title``, ``authors`` (list of ``{"name", "affiliations"}``), ``doi``, ``volume``,
    ``issue``, ``published`` (ISO 8601), ``keywords``, ``abstract`` and ``references`` (the
    ``citation_reference`` tags).
    """
    values: dict[str, list[str]] = {}
    authors: list[dict[str, Any]] = []
    for meta in root.iter("meta"):
        key = (meta.get("name") or meta.get("property") or "").strip().lower()
        content = " ".join((meta.get("content") or "").split())
        if not key or not content:
            continue
        values.setdefault(key, []).append(content)
        if key in ("citation_author", "dc.creator", "bepress_citation_author") and \
                (key == "citation_author" or not any(a["_key"] == "citation_author" for a in authors)):
            authors.append({"name": content, "affiliations": [], "_key": key})
        elif key == "citation_authors" and not authors:
            # the older one-tag form: "Smith, John; Doe, Jane"
            authors.extend({"name": n.strip(), "affiliations": [], "_key": key}
                           for n in content.split(";") if n.strip())
        elif key in ("citation_author_institution", "citation_author_affiliation") and authors:
            authors[-1]["affiliations"].append(content)
    found: dict[str, Any] = {}

    def pick(keys: tuple[str, ...]) -> str | None:
        for k in keys:
            if values.get(k):
                return values[k][0]
        return None

    if (t := pick(_TITLE)):
        found["title"] = t
    if authors:
        first_key = authors[0]["_key"]
        found["authors"] = [{"name": a["name"], "affiliations": a["affiliations"]}
                            for a in authors if a["_key"] == first_key]
    for k in _DOI:
        for v in values.get(k, ()):
            m = DOI_RE.search(v)
            if m:
                found["doi"] = clean_doi(m.group(1))
                break
        if "doi" in found:
            break
    if (v := pick(_VOLUME)):
        found["volume"] = v
    if (v := pick(_ISSUE)):
        found["issue"] = v
    if (v := pick(_DATE)):
        compact = _COMPACT_DATE.match(v)  # "20200312", a form only meta tags use
        d = parse_date(f"{compact[1]}-{compact[2]}-{compact[3]}" if compact else v)
        if d:
            found["published"] = d[0]
    if (v := pick(_ABSTRACT)):
        found["abstract"] = v
    kws: list[str] = []
    for k in _KEYWORDS:
        for v in values.get(k, ()):
            kws.extend(split_keywords(v))
        if kws:
            break
    if kws:
        found["keywords"] = kws
    if values.get("citation_reference"):
        found["references"] = list(values["citation_reference"])
    _json_ld(root, found)
    return found


_LD_TYPES = ("scholarlyarticle", "article", "medicalscholarlyarticle", "report", "chapter")


def _json_ld(root: lxml.html.HtmlElement, found: dict[str, Any]) -> None:
    for script in root.iter("script"):
        if (script.get("type") or "").strip().lower() != "application/ld+json" or not script.text:
            continue
        try:
            data = json.loads(script.text)
        except ValueError:
            continue
        queue, seen = [data], 0
        while queue and seen < 200:
            node = queue.pop(0)
            seen += 1
            if isinstance(node, list):
                queue.extend(node)
                continue
            if not isinstance(node, dict):
                continue
            kinds = node.get("@type")
            kinds = [kinds] if isinstance(kinds, str) else kinds if isinstance(kinds, list) else []
            if any(str(k).lower() in _LD_TYPES for k in kinds):
                _ld_fields(node, found)
            for key in ("@graph", "mainEntity"):
                if isinstance(node.get(key), (list, dict)):
                    queue.append(node[key])


def _ld_fields(node: dict, found: dict[str, Any]) -> None:
    title = node.get("headline") or node.get("name")
    if isinstance(title, str) and title.strip():
        found.setdefault("title", " ".join(title.split()))
    people = node.get("author")
    people = [people] if isinstance(people, dict) else people if isinstance(people, list) else []
    names = []
    for p in people:
        if isinstance(p, dict) and isinstance(p.get("name"), str):
            aff = p.get("affiliation")
            affs = aff if isinstance(aff, list) else [aff] if aff else []
            names.append({"name": p["name"], "affiliations": [
                a.get("name") if isinstance(a, dict) else str(a) for a in affs
                if (a.get("name") if isinstance(a, dict) else a)]})
    if names:
        found.setdefault("authors", names)
    date = node.get("datePublished")
    if isinstance(date, str) and (d := parse_date(date)):
        found.setdefault("published", d[0])
    desc = node.get("abstract") or node.get("description")
    if isinstance(desc, str) and desc.strip():
        found.setdefault("abstract", " ".join(desc.split()))
    kw = node.get("keywords")
    if isinstance(kw, str):
        kw = split_keywords(kw)
    if isinstance(kw, list) and kw:
        found.setdefault("keywords", [str(k) for k in kw])
    for key in ("volumeNumber", "issueNumber"):
        v = node.get(key)
        if isinstance(v, (str, int)):
            found.setdefault("volume" if key == "volumeNumber" else "issue", str(v))
    ident = node.get("identifier") or node.get("sameAs") or node.get("@id")
    for v in ident if isinstance(ident, list) else [ident]:
        if isinstance(v, dict):
            v = v.get("value")
        if isinstance(v, str) and (m := DOI_RE.search(v)):
            found.setdefault("doi", clean_doi(m.group(1)))
            break
