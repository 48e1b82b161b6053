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
