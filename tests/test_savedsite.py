"""Saved sites (webextract.savedsite): URL maps and host folders answering URLs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from webextract.savedsite import SavedSite, content_type


@pytest.fixture()
def saved(tmp_path: Path) -> Path:
    pages = tmp_path / "sites" / "www.example.edu"
    (pages / "academics").mkdir(parents=True)
    (pages / "index.html").write_text("<html><body>home</body></html>", encoding="utf-8")
    (pages / "academics" / "index.htm").write_text("<html>academics</html>", encoding="utf-8")
    (pages / "people.html").write_text("<html>people</html>", encoding="utf-8")
    (pages / "dept").write_text("<!DOCTYPE html><html>dept</html>", encoding="utf-8")
    (pages / "list.php?page=2").write_text("<html>page 2</html>", encoding="utf-8")
    (tmp_path / "elsewhere.html").write_text("<html>mapped</html>", encoding="utf-8")
    (tmp_path / "url_map.json").write_text(json.dumps({
        "https://cs.example.edu/faculty/": "elsewhere.html",
        "https://cs.example.edu/escape/": "../outside.html",
    }), encoding="utf-8")
    return tmp_path


def test_host_folders_answer_urls_as_wget_saves_them(saved: Path) -> None:
    site = SavedSite(saved)
    pages = saved / "sites" / "www.example.edu"
    assert site.lookup("https://www.example.edu/") == pages / "index.html"
    assert site.lookup("http://WWW.example.edu/index.html") == pages / "index.html"
    assert site.lookup("https://www.example.edu/academics/") == pages / "academics" / "index.htm"
    assert site.lookup("https://www.example.edu/academics") == pages / "academics" / "index.htm"
    assert site.lookup("https://www.example.edu/people") == pages / "people.html"
    assert site.lookup("https://www.example.edu/dept#staff") == pages / "dept"
    assert site.lookup("https://www.example.edu/list.php?page=2") == pages / "list.php?page=2"
    assert site.lookup("https://www.example.edu/missing/") is None
    assert site.lookup("https://other.example.org/") is None
    assert site.lookup("https://www.example.edu/../../etc/passwd") is None
    assert site.lookup("ftp://www.example.edu/") is None
    assert site.lookup("not a url") is None


def test_the_url_map_first_with_either_scheme_and_slash(saved: Path) -> None:
    site = SavedSite(saved / "url_map.json")
    assert site.lookup("http://cs.example.edu/faculty") == saved / "elsewhere.html"
    assert site.lookup("https://cs.example.edu/escape/") is None  # the mapped file is missing
    assert SavedSite(saved).lookup("https://cs.example.edu/faculty/") == saved / "elsewhere.html"


def test_bad_saved_sites_are_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no saved site"):
        SavedSite(tmp_path / "nothing")
    bad = tmp_path / "url_map.json"
    bad.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(ValueError, match="URL map"):
        SavedSite(tmp_path)
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(ValueError, match="not a JSON URL map"):
        SavedSite(bad)


def test_content_types_of_saved_files(tmp_path: Path) -> None:
    assert content_type(Path("a.html"), b"") == "text/html; charset=utf-8"
    assert content_type(Path("list.php"), b"") == "text/html"
    assert content_type(Path("report.pdf"), b"%PDF-1.4") == "application/pdf"
    assert content_type(Path("dept"), b"<!DOCTYPE html><html></html>") == "text/html"
    assert content_type(Path("blob"), b"\x00\x01\x02") == "application/octet-stream"
