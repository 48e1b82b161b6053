"""INM relations of a scholarly article (the paper model of VB-PTC's fields, in the
Information Network Model's relation records of WEB-UIE §4).

Objects: Person (an author), Institution (an affiliation), Article (by DOI, else title),
Issue (journal volume and issue).  Relations:

* ``role`` Person → Article with ``role="author"`` (the author *writes* the article; the
  author's place in the list is the attribute ``position``);
* ``role`` Person → Institution with ``role="member"`` (the author is a *member of* it);
* ``contain`` Issue → Article (the article is *in* the journal issue), when the page gives
  a volume.
"""

from __future__ import annotations

from typing import Any

from webextract.items import Relation, ScholarlyArticle


def article_name(article: ScholarlyArticle) -> str:
    """The name an article object goes by: its DOI (``doi:10.1000/x``), else its title."""
    if article.doi:
        return f"doi:{article.doi}"
    return " ".join((article.title or "").split())


def issue_name(article: ScholarlyArticle) -> str | None:
    """``Volume V, Issue I`` (or ``Volume V``) of an article, None without a volume."""
    if not article.volume:
        return None
    return f"Volume {article.volume}" + (f", Issue {article.issue}" if article.issue else "")


def scholarly_relations(article: ScholarlyArticle) -> list[Relation]:
    """The relation records of one :class:`~webextract.items.ScholarlyArticle` (see the
    module notes).  An article without DOI or title gives ``[]``."""
    name = article_name(article)
    if not name:
        return []
    site = article.site or ""
    out: list[Relation] = []
    for position, author in enumerate(article.authors or (), 1):
        person = " ".join(str((author or {}).get("name") or "").split())
        if not person:
            continue
        attrs: dict[str, Any] = {"position": position, "site": site, "title": article.title}
        out.append(Relation("role", "Person", person, "Article", name, "author", attrs))
        for affiliation in (author or {}).get("affiliations") or ():
            affiliation = " ".join(str(affiliation).split())
            if affiliation:
                out.append(Relation("role", "Person", person, "Institution", affiliation, "member",
                                    {"site": site}))
    issue = issue_name(article)
    if issue:
        out.append(Relation("contain", "Issue", issue, "Article", name, None,
                            {"site": site, "url": article.url}))
    return out
