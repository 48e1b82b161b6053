"""What one link of a list page's entry opens (webextract.crawl.journal_kinds): titles,
identifiers, opening links, short anchors, issues, and what is never followed; an entry's
views as one key."""

from __future__ import annotations

import pytest

from webextract.crawl.journal_kinds import entry_key, link_kind

SITE = "https://journal.example.org"


@pytest.mark.parametrize("text, path, kind", [
    ("Sediment transport in coastal channels under storm forcing", "/doi/10.1002/x.1", 3),
    ("arXiv:2401.01234", "/abs/2401.01234", 2),
    ("arXiv:hep-th/0101001", "/abs/hep-th/0101001", 2),
    ("PMC1234567", "/pmc/articles/PMC1234567/", 2),
    ("hal-01234567", "/hal-01234567", 2),
    ("Abstract", "/doi/abs/10.1002/x.1", 1),
    ("[Full Text]", "/cgi/content/full/12/3/45", 1),
    ("Full Article (HTML)", "/doi/10.1002/x.1/full", 1),
    ("Read online", "/record/7", 1),
    ("Li Wang", "/a/wang_l_1", 0),
    ("Issue Information", "/doi/10.1002/x.2", -1),
    ("Volume 12, Issue 2", "/jx/vol12/iss2", -1),
    ("Submit an article", "/page/journal/x/forauthors.html", None),
    ("Get new issue alerts", "/action/doUpdateAlertSettings?journalCode=x", None),
    ("Log in / Register", "/action/showLogin?uri=%2Ftoc", None),
    ("Subscribe to this journal", "/action/subscribeToJournal?journalCode=x", None),
    ("Ethics and publication policies", "/page/journal/x/policies.html", None),
    ("Personalise your recommendations", "/page/recommendations", None),
    ("Learn more", "/page/journal/x/open-access.html", None),
    ("Request permissions", "/action/rightsLink?doi=10.1002/x.1", None),
    ("[PDF]", "/cgi/reprint/12/3/45", None),
    ("PDF", "/2076-3417/14/1/1/pdf?version=1703", None),
    ("Download", "/server/api/core/bitstreams/12ab/content", None),
    ("John Smith", "/action/doSearch?ContribAuthorRaw=Smith%2C+John", None),
    ("John Smith", "/search/?searchtype=author&query=Smith%2C+J", None),
])
def test_what_a_link_opens(text: str, path: str, kind: int | None) -> None:
    assert link_kind(text, SITE + path) == kind


@pytest.mark.parametrize("text, kind", [
    ("Ethics of care in nursing homes", 3),
    ("Citation patterns in physics journals", 3),
    ("Purchase intention of green consumers", 3),
    ("Registered reports in psychology", 0),
    ("Download speeds of rural networks", 3),
    ("Sharing data in ecology", 0),
    ("Ethics and Malpractice Statement", None),
    ("Download PDF (1.2 MB)", None),
    ("Register now", None),
])
def test_titles_that_open_with_a_chrome_word_stay_titles(text: str, kind: int | None) -> None:
    assert link_kind(text, SITE + "/article/2024.01234") == kind


@pytest.mark.parametrize("a, b", [
    ("/doi/abs/10.1002/x.1", "/doi/full/10.1002/x.1"),
    ("/doi/10.1002/x.1/abstract", "/doi/10.1002/x.1/full"),
    ("/abs/2401.01234", "/html/2401.01234v1"),
    ("/en/content/articlelanding/2017/cp/c6cp06202d", "/en/content/articlehtml/2017/cp/c6cp06202d"),
    ("/2076-3417/14/1/1", "/2076-3417/14/1/1/htm"),
])
def test_views_of_one_entry_share_a_key(a: str, b: str) -> None:
    assert entry_key(SITE + a) == entry_key(SITE + b)


def test_other_entries_keep_their_keys() -> None:
    keys = {entry_key(SITE + p) for p in ("/abs/2401.01234", "/abs/2401.01235", "/doi/10.1002/x.1", "/doi/10.1002/x.2",
                                          "/jx/vol12/iss3/1", "/jx/vol12/iss3/2")}
    assert len(keys) == 6
