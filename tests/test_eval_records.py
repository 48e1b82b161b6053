"""The record scoring rule, STEM's pattern similarity (eq. 10) and evaluate_dataset."""

from __future__ import annotations

import json

import pytest

from webextract.evaluate.dataset import read_dataset
from webextract.evaluate.records import (
    KEY_COVERAGE,
    evaluate_dataset,
    get_extractor,
    pattern_similarity,
    record_matches,
    score_page,
    tokens,
    true_record,
)


def test_tokens_lowercase_words():
    assert tokens("Red Kettle, $10 — café") == ["red", "kettle", "10", "café"]


def test_pattern_similarity_eq_10():
    assert pattern_similarity([22, 23, 24, 31, 32, 38, 33], [22, 23, 24, 31, 32, 38, 33]) == 1.0
    # Table 4: TPC's (23, 31, 32) against the true (22, 23, 24, 31, 32, 38, 33): ED = 4.
    assert pattern_similarity([22, 23, 24, 31, 32, 38, 33], [23, 31, 32]) == pytest.approx(3 / 7)
    assert pattern_similarity(["li", "a"], ["li", "a", "div"]) == 0.5
    assert pattern_similarity(["a"], ["x", "y", "z"]) == -2.0
    assert pattern_similarity([], []) == 1.0
    assert pattern_similarity([], ["a"]) == 0.0


def test_key_field_is_the_longest_field():
    truth = true_record({"text": "Blue kettle $12 quiet", "fields": ["Blue kettle", "$12", "quiet"]})
    assert truth.key == ["blue", "kettle"]
    assert truth.n_tokens == 4
    only_text = true_record({"text": "Just a text"})
    assert only_text.key == ["just", "a", "text"]


def test_match_needs_key_coverage_and_bounded_length():
    truth = true_record({"text": "alpha beta gamma delta epsilon",
                         "fields": ["alpha beta gamma delta epsilon"]})
    assert KEY_COVERAGE == 0.8
    assert record_matches(truth, {"alpha", "beta", "gamma", "delta"}, 4)  # 4/5 = 0.8
    assert not record_matches(truth, {"alpha", "beta", "gamma"}, 3)  # 3/5
    # "not much longer": at most 2 x 5 + 5 = 15 tokens.
    assert record_matches(truth, {"alpha", "beta", "gamma", "delta", "epsilon"}, 15)
    assert not record_matches(truth, {"alpha", "beta", "gamma", "delta", "epsilon"}, 16)


TRUTH = [
    {"text": "one apple red", "fields": ["one apple", "red"]},
    {"text": "two pears green", "fields": ["two pears", "green"]},
    {"text": "three plums blue", "fields": ["three plums", "blue"]},
]


def test_score_page_precision_counts_only_regions_with_a_match():
    predicted = [
        ["menu home", "menu about"],  # a navigation region: no match, not counted
        ["one apple red", "two pears green", "an advert"],  # 2 matches in 3 records
    ]
    p, r, m = score_page(TRUTH, predicted)
    assert (p, r, m) == (2 / 3, 2 / 3, 2)


def test_score_page_is_one_to_one_in_page_order():
    # The same record predicted twice matches one true record only.
    p, r, m = score_page(TRUTH, [["one apple red", "one apple red"]])
    assert (p, r, m) == (0.5, 1 / 3, 1)
    # Each true record takes the first free match, wherever it is: labels out of page
    # order still pair up.
    p, r, m = score_page(TRUTH, [["three plums blue"], ["one apple red", "two pears green"]])
    assert (p, r, m) == (1.0, 1.0, 3)
    # The first match in page order is taken: the whole record before its nested copy.
    p, r, m = score_page(TRUTH[:1], [["one apple red", "nine"], ["one apple", "red"]])
    assert (p, r, m) == (0.5, 1.0, 1)


def test_score_page_without_predictions_or_truth():
    assert score_page(TRUTH, []) == (0.0, 0.0, 0)
    assert score_page([], [["x"]]) == (0.0, 0.0, 0)
    assert score_page(TRUTH, [["nothing here"]]) == (0.0, 0.0, 0)


PAGE = """<html><body><div id="nav"><a href="/">Home</a></div><ul>
<li><a href="/1">one apple</a><span>red</span></li>
<li><a href="/2">two pears</a><span>green</span></li>
<li><a href="/3">three plums</a><span>blue</span></li>
</ul></body></html>"""

FRAME_HOST = "<html><body><frameset><frame src='results.html'></frameset></body></html>"


def make_dataset(tmp_path):
    folder = tmp_path / "set"
    (folder / "pages").mkdir(parents=True)
    (folder / "frames").mkdir()
    (folder / "pages" / "a.html").write_text(PAGE, encoding="utf-8")
    (folder / "pages" / "b.html").write_text(FRAME_HOST, encoding="utf-8")
    (folder / "frames" / "b.html").write_text(PAGE, encoding="utf-8")
    (folder / "pages" / "c.html").write_bytes(b"%PDF-1.4 binary")
    with open(folder / "truth.jsonl", "w", encoding="utf-8") as fh:
        for pid in ("a", "b", "c"):
            fh.write(json.dumps({"id": pid, "records": TRUTH}) + "\n")
    return folder


def test_evaluate_dataset_rows(tmp_path):
    pages = read_dataset(make_dataset(tmp_path))
    rows = evaluate_dataset(pages, method="stem", baselines=["stem-paper"], options={})
    assert [list(r) for r in rows] == [
        ["system", "precision", "recall", "f1", "ms_per_page", "pages"],
    ] * 2
    for row, name in zip(rows, ("stem", "stem-paper")):
        assert row["system"] == name
        # a and b (through its frame file) are perfect, c is a PDF: no records.
        assert (row["precision"], row["recall"], row["pages"]) == (0.6667, 0.6667, 3)
        assert row["f1"] == 0.6667
        assert row["ms_per_page"] >= 0


def test_evaluate_dataset_options(tmp_path):
    pages = read_dataset(make_dataset(tmp_path))
    wrapped = []

    def progress(items):
        wrapped.append(len(items))
        return items

    rows = evaluate_dataset(pages, method="stem", baselines=[],
                            options={"progress": progress, "mode": "paper", "min_records": 4})
    assert wrapped == [3]
    assert rows[0]["recall"] == 0.0  # three records are fewer than min_records
    with pytest.raises(ValueError):
        evaluate_dataset(pages, method="stem", baselines=[], options={"mode": "fast"})
    with pytest.raises(ValueError):
        get_extractor("nosuch")


def test_imported_extractor_by_module_path():
    extract = get_extractor("webextract.extract.stem:extract_fields")
    assert extract(PAGE.encode(), None) == [
        ["one apple red", "two pears green", "three plums blue"],
    ]
