"""Dictionary loaders: bundled data, overrides, normalisation."""

from __future__ import annotations

import pytest

from webextract import dictionaries as dic


@pytest.fixture(autouse=True)
def _fresh_cache():
    dic.clear_cache()
    yield
    dic.clear_cache()


def test_bundled_data_is_found_and_substantial():
    assert (dic.data_dir() / "colleges.txt").is_file()
    assert len(dic.unit_phrases("college")) > 500
    assert len(dic.unit_phrases("department")) > 2000
    assert len(dic.first_names()) > 10000 and len(dic.last_names()) > 50000
    for key in ("nguyễn", "王", "oneil", "berg", "garcía"):
        assert key in dic.last_names(), key
    assert "read" in dic.not_names()
    assert dic.link_keywords("faculty")[:2] == ("faculty directory", "faculty")
    assert "professor" in dic.title_ranks() and "emeritus" in dic.title_modifiers()
    assert dic.universities_by_domain()["mit.edu"] == "Massachusetts Institute of Technology"


def test_phrase_normalisation():
    assert dic.normalize_phrase("College of Arts, Humanities, & Social Sciences") == "college of art humanitie and social science"
    assert dic.normalize_phrase("Women’s Studies") == "women studie"
    assert dic.normalize_phrase("Faculty & Staff", fold_plurals=False) == "faculty and staff"
    assert dic.normalize_phrase("»") == ""
    assert "computer science" in dic.unit_phrases("college")
    assert dic.name_key("O’Neil") == "oneil"


def test_override_by_environment(tmp_path, monkeypatch):
    (tmp_path / "keywords").mkdir()
    (tmp_path / "colleges.txt").write_text("# mine\nSchool of Magic\n", encoding="utf-8")
    (tmp_path / "keywords" / "faculty.txt").write_text("Our Wizards\n\nour wizards\n", encoding="utf-8")
    monkeypatch.setenv(dic.DATA_DIR_ENV, str(tmp_path))
    assert dic.data_dir() == tmp_path
    assert dic.unit_phrases("college") == frozenset({"school of magic"})
    assert dic.link_keywords("faculty") == ("our wizards",)
    with pytest.raises(dic.DictionaryError):
        dic.first_names()


def test_bad_arguments():
    with pytest.raises(ValueError):
        dic.unit_phrases("lab")
    with pytest.raises(ValueError):
        dic.link_keywords("labs")
