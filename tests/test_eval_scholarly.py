"""The scholarly-field metrics, the meta-stripped copies, ``webextract eval --method vbptc``
and ``webextract extract --method vbptc`` on a small dataset built from the demo journal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from webextract.dom import parse_html
from webextract.evaluate.dataset import read_dataset
from webextract.evaluate.scholarly import (
    author_text,
    date_agrees,
    evaluate_dataset,
    lcs_f1,
    score_page,
    set_f1,
    strip_metadata,
)

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "webextract" / "demo" / "journal"
EXPECTED = json.loads((DEMO / "EXPECTED.json").read_text(encoding="utf-8"))


def test_field_scores():
    assert lcs_f1("A study of graphs", "a study of graphs") == 1.0
    assert lcs_f1("a b c d", "a b") == pytest.approx(2 * 1 * 0.5 / 1.5)
    assert lcs_f1("a b", None) == 0.0
    assert author_text(["Miclăuş, Teodora", {"name": "Jan Beer"}]) == "Teodora Miclăuş Jan Beer"
    assert date_agrees("2020-03", "2020-03-24") and date_agrees("2008", "2008-08-20")
    assert not date_agrees("2015-05-01", "2015-05") and not date_agrees("2015", None)
    assert set_f1(["A", "b"], ["a", "c"]) == 0.5
    truth = {"title": "T x", "authors": ["A B"], "doi": "10.1/X", "volume": "14‐15", "issue": None,
             "date_iso": "2016", "keywords": [], "abstract": None, "n_references": 10}
    pred = {"title": "T x", "authors": [{"name": "A B"}], "doi": "10.1/x", "volume": "14-15",
            "published": "2016-02-01", "references": ["r"] * 5}
    assert score_page(truth, pred) == {"title": 1.0, "authors": 1.0, "doi": 1.0, "volume": 1.0,
                                       "date": 1.0, "references": 0.5}


def test_strip_metadata_keeps_title_and_writes_utf8():
    page = ("<html><head><meta charset='latin-1'><title>Caf\xe9</title><meta name='citation_doi' content='10.1/x'>"
            "<script type='application/ld+json'>{}</script><script>var a;</script></head>"
            "<body><p>Caf\xe9</p></body></html>").encode("latin-1")
    out = strip_metadata(page)
    root = parse_html(out)
    assert [m.attrib for m in root.iter("meta")] == [{"charset": "utf-8"}]
    assert [s.get("type") for s in root.iter("script")] == [None]
    assert root.findtext(".//title") == "Café" and "Café".encode() in out


@pytest.fixture()
def dataset(tmp_path):
    pages = tmp_path / "pages"
    pages.mkdir()
    with (tmp_path / "truth.jsonl").open("w", encoding="utf-8") as fh:
        for i, art in enumerate(EXPECTED["articles"][:4] + EXPECTED["articles"][-2:]):
            page_id = f"demo_{i}"
            (pages / f"{page_id}.html").write_bytes((DEMO / art["path"].lstrip("/")).read_bytes())
            fh.write(json.dumps({
                "id": page_id, "publisher": "demo-a" if art["path"].startswith("/articles") else "demo-b",
                "title": art["title"], "authors": [a["name"] for a in art["authors"]], "doi": art["doi"],
                "volume": art["volume"], "issue": art["issue"], "date_iso": art["published"],
                "keywords": art["keywords"], "abstract": art["abstract"], "n_references": art["n_references"],
            }) + "\n")
    return tmp_path


def test_evaluate_dataset_scores_every_field_on_stripped_copies(dataset):
    rows = evaluate_dataset(read_dataset(dataset))
    overall = rows[0]
    assert overall["system"] == "vbptc[visual]" and overall["pages"] == 6 and overall["failed"] == 0
    for field in ("title", "authors", "abstract", "doi", "volume", "issue", "date", "keywords", "references"):
        assert overall[field] == 1.0, field
    assert overall["mean"] == 1.0
    assert [r["system"] for r in rows[1:]] == ["vbptc[visual]/demo-a", "vbptc[visual]/demo-b"]
    assert rows[1]["pages"] == 4


def test_unknown_method_or_baseline(dataset):
    with pytest.raises(ValueError):
        evaluate_dataset(read_dataset(dataset), method="twcem")
    with pytest.raises(ValueError):
        evaluate_dataset(read_dataset(dataset), baselines=["nope"])


def run_cli(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "webextract.cli", *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_cli_eval_json(dataset):
    done = run_cli("eval", str(dataset), "--method", "vbptc", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["method"] == "vbptc" and result["results"][0]["mean"] == 1.0


def test_cli_extract_rows_with_and_without_meta():
    page = str(DEMO / "articles" / "jcs-12-1-01.html")
    done = run_cli("extract", "--method", "vbptc", page)
    assert done.returncode == 0, done.stderr
    row = json.loads(done.stdout)
    assert list(row) == ["source", "url", "method", "title", "authors", "abstract", "keywords", "doi", "volume",
                         "issue", "published", "references", "provenance"]
    art = EXPECTED["articles"][0]
    assert (row["doi"], row["published"], row["provenance"]["doi"]) == (art["doi"], art["published"], "meta")
    off = json.loads(run_cli("extract", "--method", "vbptc", "--no-meta", page).stdout)
    assert set(off["provenance"].values()) == {"visual"}
    assert (off["title"], off["doi"], off["authors"]) == (art["title"], art["doi"], art["authors"])


def test_cli_extract_site_mode_and_bad_pages(tmp_path):
    bad = tmp_path / "bad.html"
    bad.write_bytes(b"%PDF-1.7 not a page")
    pages = [str(DEMO / "v12" / "i2" / f"art-0{n}.html") for n in (1, 2, 3)]
    done = run_cli("extract", "--method", "vbptc", "--no-meta", "--site", *pages, str(bad))
    assert done.returncode == 1  # one page failed; the others have their rows
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r.get("doi") for r in rows[:3]] == ["10.5555/jcs.2024.201", "10.5555/jcs.2024.202", "10.5555/jcs.2024.203"]
    assert [r["authors"] for r in rows[:3]] == [a["authors"] for a in EXPECTED["articles"][6:9]]
    assert rows[3]["error"].startswith("NotHTMLError")
