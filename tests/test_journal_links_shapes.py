"""The journal crawl's article links on generated list pages whose entries mislead a choice
by anchor length (``webextract_testkit.scholarly.tables``): exactly the articles, one link an
entry, no chrome, no downloads."""

from __future__ import annotations

import random

import pytest

from webextract.crawl.journal import journal_links
from webextract.dom import parse_html
from webextract_testkit.scholarly.tables import SHAPES, SITE, toc_page


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("seed", [1, 2])
def test_each_entry_gives_its_article_link_and_nothing_else(shape: str, seed: int) -> None:
    html, expected = toc_page(shape, random.Random(f"{seed}:{shape}"))
    found = journal_links(parse_html(html.encode()), f"{SITE}/toc/current", ["journal.example.org"])
    articles = [link.url for link in found.links if link.kind == "article"]
    assert articles == expected


def test_entries_linked_only_off_site_are_counted_not_followed() -> None:
    html, expected = toc_page("offsite", random.Random("1:offsite"))
    found = journal_links(parse_html(html.encode()), f"{SITE}/toc/current", ["journal.example.org"])
    assert found.off_site == 3  # entries 3, 7 and 11 of 12 open only https://doi.example.net/...
    assert not [link for link in found.links if "doi.example.net" in link.url]
    assert [link.url for link in found.links if link.kind == "article"] == expected and len(expected) == 9


@pytest.mark.parametrize("wrap", ["li", "span"])
def test_wrapped_author_runs_of_900_names_keep_each_entry(wrap: str) -> None:
    entries = []
    for k in range(6):
        names = [f"Name{k}x{j} Family{j}" for j in range(900 if k == 2 else 4)]
        if wrap == "li":
            authors = "<ul>" + "".join(f'<li><a href="/author/{j}">{n}</a></li>' for j, n in enumerate(names)) + "</ul>"
        else:
            authors = "<div>" + ", ".join(f'<span class="au"><a href="/author/{j}">{n}</a></span>' for j, n in enumerate(names)) + "</div>"
        entries.append(f'<div class="item"><h3><a href="/article/{k}">Measured transport of heavy quarks number {k}</a></h3>'
                       f'{authors}<p>Eur. Phys. J. C 84, {k} (2024)</p></div>')
    html = f"<html><body><h1>Volume 84, Issue 1</h1>{''.join(entries)}</body></html>"
    found = journal_links(parse_html(html.encode()), f"{SITE}/toc/current", ["journal.example.org"])
    assert [link.url for link in found.links if link.kind == "article"] == [f"{SITE}/article/{k}" for k in range(6)]


def test_commentary_link_to_another_article_is_not_the_entry() -> None:
    entries = []
    for k in range(5):
        extra = (f'<p>Commentary on: <a href="/doi/10.1/other{k}">Heavy quark transport in a hot and dense medium {k}</a></p>'
                 if k % 2 else "")
        entries.append(f'<div class="item"><h5><a href="/doi/10.1/own{k}">Spectral functions of charm in lattice '
                       f'studies {k}</a></h5><p>Ana Weber, Li Chen</p>{extra}<p><a href="/doi/10.1/own{k}/pdf">PDF</a></p></div>')
    html = f"<html><body><h1>Volume 12, Issue 3</h1>{''.join(entries)}</body></html>"
    found = journal_links(parse_html(html.encode()), f"{SITE}/toc/current", ["journal.example.org"])
    assert [link.url for link in found.links if link.kind == "article"] == [f"{SITE}/doi/10.1/own{k}" for k in range(5)]
