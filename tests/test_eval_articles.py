"""The article metrics (shingle P/R/F1, title similarity), the dataset runner and
``webextract eval``."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from webextract.cli.evaluate import EVALUATORS, format_table, load_evaluator
from webextract.evaluate.articles import (
    aggregate,
    evaluate_dataset,
    shingle_match,
    shingles,
    title_similarity,
)
from webextract.evaluate.dataset import read_dataset

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).parent / "fixtures" / "articles"

STORY = b"""<html><head><title>Storm closes harbour bridge - Daily Example</title></head><body>
<ul><li><a href="/">Home</a></li><li><a href="/n">News</a></li></ul>
<h1>Storm closes harbour bridge</h1>
<p>A violent storm closed the harbour bridge on Monday, stranding thousands of commuters.</p>
<p>Engineers said the bridge would stay shut until the wind drops, perhaps on Tuesday.</p>
</body></html>"""
STORY_TEXT = ("Storm closes harbour bridge\nA violent storm closed the harbour bridge on Monday, "
              "stranding thousands of commuters.\nEngineers said the bridge would stay shut until "
              "the wind drops, perhaps on Tuesday.")


def test_shingles_are_word_4grams_multiset():
    assert shingles("a b c d e") == Counter({("a", "b", "c", "d"): 1, ("b", "c", "d", "e"): 1})
    assert shingles("x y x y x y x") == Counter({("x", "y", "x", "y"): 2, ("y", "x", "y", "x"): 2})
    assert shingles("only three words") == Counter({("only", "three", "words"): 1})
    assert shingles("") == Counter()
    assert shingles("a, b. c; d!") == Counter({("a", "b", "c", "d"): 1})  # punctuation is not a token


def test_shingle_match_hand_computed():
    # true {abcd, bcde}, pred {abcd, bcdx}: TP 1, FP 1, FN 1 -> a third each.
    assert shingle_match("a b c d e", "a b c d x") == (1 / 3, 1 / 3, 1 / 3)
    assert shingle_match("a b c d e", "a b c d e") == (1.0, 0.0, 0.0)
    assert shingle_match("a b c d e", "") == (0.0, 0.0, 1.0)
    assert shingle_match("", "a b c d") == (0.0, 1.0, 0.0)
    assert shingle_match("", "") == (0.0, 0.0, 0.0)
    # Multisets: the gold has a shingle twice, the prediction once.
    assert shingle_match("x y x y x", "x y x y") == (0.5, 0.0, 0.5)


def test_aggregate_averages_pages_then_takes_f1():
    pages = [(1 / 3, 1 / 3, 1 / 3), (0.0, 0.0, 1.0), (0.0, 0.0, 0.0), (1.0, 0.0, 0.0)]
    m = aggregate(pages)
    # precision over pages with something predicted: (0.5 + 1) / 2
    assert m["precision"] == pytest.approx(0.75)
    # recall over pages with something to find: (0.5 + 0 + 1) / 3
    assert m["recall"] == pytest.approx(0.5)
    assert m["f1"] == pytest.approx(2 * 0.75 * 0.5 / 1.25)
    assert aggregate([]) == {"precision": 0.0, "recall": 0.0, "f1": 0.0}


def test_title_similarity_is_normalised_levenshtein():
    assert title_similarity("Storm closes bridge", "Storm  closes bridge ") == 1.0
    assert title_similarity("abc", "abd") == pytest.approx(2 / 3)
    assert title_similarity("abc", None) == 0.0
    assert title_similarity("abcd", "") == 0.0


def _dataset(tmp_path: Path) -> Path:
    folder = tmp_path / "set"
    (folder / "pages").mkdir(parents=True)
    (folder / "pages" / "story.html").write_bytes(STORY)
    (folder / "pages" / "broken.html").write_bytes(b"%PDF-1.5 binary")
    (folder / "pages" / "k9.html").write_bytes((FIXTURES / "cleaneval-final-789.html").read_bytes())
    truth = [
        {"id": "story", "title": "Storm closes harbour bridge", "text": STORY_TEXT},
        {"id": "broken", "title": "A PDF", "text": "Some text that was in the PDF file."},
        {"id": "k9", "title": None,
         "text": "How much was that doggy in the tower? Stratosphere officials declined to reveal"},
        {"id": "missing", "text": "no page file: skipped by read_dataset"},
    ]
    (folder / "truth.jsonl").write_text("\n".join(json.dumps(t) for t in truth) + "\n", encoding="utf-8")
    return folder


def test_evaluate_dataset_rows(tmp_path: Path):
    pages = read_dataset(_dataset(tmp_path))
    assert [p.id for p in pages] == ["story", "broken", "k9"]
    (row,) = evaluate_dataset(pages, method="twcem", baselines=[], options={})
    assert list(row)[0] == "system"
    assert row["system"] == "twcem[default]"
    assert row["pages"] == 3
    assert row["failed"] == 1  # the PDF raises NotHTMLError: an empty extraction
    assert row["errors"] == {"NotHTMLError": 1}
    # story: exact (P 1, R 1); broken: nothing predicted (R 0); k9: the gold sentence is a
    # small part of the extracted story (precision small, recall 1).
    k9 = shingle_match(pages[2].truth["text"], _k9_text())
    assert row["precision"] == pytest.approx(round((1.0 + k9[0] / (k9[0] + k9[1])) / 2, 4))
    assert row["recall"] == pytest.approx(round((1.0 + 0.0 + 1.0) / 3, 4))
    assert row["title_sim"] == pytest.approx(0.5)  # story 1.0, the PDF 0.0; k9 has no title
    assert row["titled_pages"] == 2
    assert row["low_recall"] == 1  # the PDF: nothing found of its text
    assert row["ms_median"] > 0


def _k9_text() -> str:
    from webextract.dom import head_metadata, parse_html
    from webextract.extract.twcem import extract

    root = parse_html((FIXTURES / "cleaneval-final-789.html").read_bytes())
    return extract(root, head=head_metadata(root)).text


def test_evaluate_dataset_paper_mode_and_unknown_method(tmp_path: Path):
    pages = read_dataset(_dataset(tmp_path), limit=1)
    (row,) = evaluate_dataset(pages, method="twcem", baselines=[], options={"mode": "paper"})
    assert row["system"] == "twcem[paper]"
    with pytest.raises(ValueError):
        evaluate_dataset(pages, method="nope", baselines=[], options={})


def test_unknown_baseline_is_a_clear_error(tmp_path: Path):
    pages = read_dataset(_dataset(tmp_path), limit=1)
    with pytest.raises(ValueError, match="unknown baseline"):
        evaluate_dataset(pages, method="twcem", baselines=["nope"], options={})


def test_format_table_prints_every_column():
    text = format_table([{"system": "a", "f1": 0.5}, {"system": "bb", "f1": None, "extra": 3}])
    assert text.splitlines() == [
        "system  f1     extra",
        "a       0.500  -",
        "bb      -      3",
    ]


def test_dispatch_table_names_articles_and_records():
    assert EVALUATORS["twcem"] == "webextract.evaluate.articles:evaluate_dataset"
    assert load_evaluator("twcem") is evaluate_dataset
    with pytest.raises(ValueError, match="unknown method"):
        load_evaluator("nope")


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "webextract.cli", *args], capture_output=True, timeout=120,
                          cwd=REPO, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})


def test_cli_eval_text_and_json(tmp_path: Path):
    folder = _dataset(tmp_path)
    proc = _cli("eval", str(folder), "--method", "twcem")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.decode().splitlines()
    assert lines[0] == f"{folder}: 3 pages"
    assert lines[1].split()[:5] == ["system", "pages", "precision", "recall", "f1"]
    assert lines[2].split()[:2] == ["twcem[default]", "3"]
    proc = _cli("eval", str(folder), "--json", "--limit", "1", "--mode", "paper")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["method"] == "twcem"
    (row,) = out["results"]
    # Paper mode keeps the first paragraph only (CCL of two rows; the end row is excluded):
    # its 10 shingles are all in the gold's 28, so P = 1, R = 10/28, F1 = 20/38.
    assert (row["system"], row["pages"], row["title_sim"]) == ("twcem[paper]", 1, 1.0)
    assert (row["precision"], row["recall"], row["f1"]) == (1.0, round(10 / 28, 4), round(20 / 38, 4))


def test_cli_eval_usage_errors(tmp_path: Path):
    assert _cli("eval", str(tmp_path), "--method", "twcem").returncode == 2  # no truth.jsonl
    proc = _cli("eval", str(_dataset(tmp_path)), "--method", "nope")
    assert proc.returncode == 2
    assert b"unknown method" in proc.stderr


def test_parse_option_values():
    from webextract.cli.evaluate import parse_option

    assert parse_option("use_container=false") == ("use_container", False)
    assert parse_option("delta1=3") == ("delta1", 3)
    assert parse_option("ratio=0.5") == ("ratio", 0.5)
    assert parse_option("name=text") == ("name", "text")
    with pytest.raises(ValueError):
        parse_option("novalue")


def test_cli_eval_passes_extractor_options(tmp_path: Path):
    folder = _dataset(tmp_path)
    # δ1 = 1000 drops every row: the paper mode then finds no text at all.
    proc = _cli("eval", str(folder), "--json", "--limit", "1", "--mode", "paper", "--option", "delta1=1000")
    assert proc.returncode == 0, proc.stderr
    (row,) = json.loads(proc.stdout)["results"]
    assert (row["precision"], row["recall"], row["f1"]) == (0.0, 0.0, 0.0)
    assert _cli("eval", str(folder), "--option", "oops").returncode == 2
