"""Archived crawls: `webextract extract` over WARC files and the Dask batch
(`webextract batch`, webextract.batch.run_batch) over an archive written here from the
bundled demo sites' pages, with the records a real crawl archive holds besides its pages
(requests, revisits, images, redirects) and a record cut off at the end."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import needs

from webextract.methods import load_method, page_row
from webextract.savedsite import content_type
from webextract.warc import WarcCounts, read_pages

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "webextract" / "demo"
SKIPPED = {"revisit": 1, "not_html": 2, "http_status": 1, "truncated": 1}

warcio = needs.module("warcio")


def site_pages(site: str) -> list[tuple[str, Path]]:
    """(URL, file) of every page of a demo site, as https://<site>.example/..."""
    folder = DEMO / site
    return [(f"https://www.{site}.example/{p.relative_to(folder).as_posix()}", p)
            for p in sorted(folder.rglob("*.html"))]


def write_warc(path: Path, pages: list[tuple[str, Path]], gzip: bool = True, cut: bool = True) -> None:
    """A crawl archive: a warcinfo record, then per page its request and its response (with
    the Content-Type the demo server sends), a revisit, an image, a robots.txt, a redirect,
    and last a response cut off in its body."""
    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    buf = io.BytesIO()
    writer = WARCWriter(buf, gzip=gzip)

    def response(url: str, body: bytes, ctype: str, status: str = "200 OK", extra=()) -> None:
        http = StatusAndHeaders(status, [("Content-Type", ctype), *extra], protocol="HTTP/1.1")
        writer.write_record(writer.create_warc_record(url, "response", payload=io.BytesIO(body), http_headers=http))

    writer.write_record(writer.create_warcinfo_record(path.name, {"software": "test"}))
    for url, file in pages:
        body = file.read_bytes()
        req = StatusAndHeaders(f"GET {url} HTTP/1.1", [("Host", "x")], is_http_request=True)
        writer.write_record(writer.create_warc_record(url, "request", payload=io.BytesIO(b""), http_headers=req))
        response(url, body, content_type(file, body))
    first = pages[0][0]
    root = first.split("/", 3)[:3]
    root = "/".join(root) + "/"
    writer.write_record(writer.create_revisit_record(first, "sha1:AAAA", first, "2024-01-01T00:00:00Z"))
    response(root + "logo.png", b"\x89PNG\r\n\x1a\n" + bytes(200), "image/png")
    response(root + "robots.txt", b"User-agent: *\nDisallow:\n", "text/plain")
    response(root + "old/", b"", "text/html", "301 Moved Permanently", [("Location", first)])
    response(root + "cut.html", b"<html><body>" + b"<p>a paragraph of text</p>" * 400 + b"</body></html>",
             "text/html")
    data = buf.getvalue()
    path.write_bytes(data[:-300] if cut else data)


@pytest.fixture(scope="module")
def archive(tmp_path_factory) -> dict:
    work = tmp_path_factory.mktemp("warc")
    news, uni = site_pages("news"), site_pages("university")[:40]
    write_warc(work / "news.warc.gz", news)
    write_warc(work / "university.warc", uni, gzip=False)
    return {"work": work, "news": news, "university": uni}


def expected_rows(source: Path, pages: list[tuple[str, Path]], method: str = "twcem") -> list[dict]:
    """The rows of the archive's pages, extracted from the files themselves."""
    extract = load_method(method)
    rows = []
    for url, file in pages:
        try:
            rows.append({"source": str(source), **page_row(method, extract, file.read_bytes(), url,
                                                           content_type(file, file.read_bytes()))})
        except Exception as exc:  # the demo's PDF saved as .html
            rows.append({"source": str(source), "url": url, "error": f"{type(exc).__name__}: {exc}"})
    return rows


def run_cli(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "webextract.cli", *args], capture_output=True, text=True,
                          env=env, timeout=300)


def test_the_reader_keeps_html_pages_and_counts_the_rest(archive) -> None:
    for name, pages in (("news.warc.gz", archive["news"]), ("university.warc", archive["university"])):
        counts = WarcCounts()
        got = list(read_pages(archive["work"] / name, counts))
        assert [p.url for p in got] == [url for url, _ in pages]
        assert [p.body for p in got] == [f.read_bytes() for _, f in pages]
        # warcinfo and one request record a page are no responses
        assert counts.pages == len(pages) and dict(counts.skipped) == {**SKIPPED, "not_response": len(pages) + 1}
        # slices share the records out: together they are the whole file, counted once
        sliced, total = [], WarcCounts()
        for i in range(3):
            part = WarcCounts()
            sliced += [p.url for p in read_pages(archive["work"] / name, part, slice_of=(i, 3))]
            total.add(part)
        assert sorted(sliced) == sorted(url for url, _ in pages)
        assert total.pages == counts.pages and total.skipped == counts.skipped


def test_a_file_that_is_no_warc(tmp_path: Path) -> None:
    bad = tmp_path / "bad.warc.gz"
    bad.write_bytes(b"this is not an archive at all\n" * 50)
    counts = WarcCounts()
    assert list(read_pages(bad, counts)) == []
    assert counts.skipped["unreadable"] == 1


def test_extract_over_warc_files(archive) -> None:
    work = archive["work"]
    proc = run_cli("extract", "--method", "twcem", str(work / "news.warc.gz"), str(work / "university.warc"))
    assert proc.returncode == 1  # the demo's PDF saved as .html is an error row
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert rows == expected_rows(work / "news.warc.gz", archive["news"]) + \
        expected_rows(work / "university.warc", archive["university"])
    assert rows[0]["url"] == "https://www.news.example/2024/03/24/annual-report-to-readers-download.html"
    assert "error" in rows[0] and rows[2]["title"] == "Latest news"
    for name in ("news", "university"):
        n = len(archive[name])
        skipped = f"skipped: {n + 1} not_response, 1 revisit, 2 not_html, 1 http_status, 1 truncated"
        source = work / ("news.warc.gz" if name == "news" else "university.warc")
        assert f"{source}: {n} HTML pages; {skipped}" in proc.stderr
    stem = run_cli("extract", "--method", "stem", str(work / "university.warc"))
    assert [json.loads(line) for line in stem.stdout.splitlines()] == \
        expected_rows(work / "university.warc", archive["university"], "stem")


def test_batch_on_a_local_cluster_gives_the_rows_of_extract(archive) -> None:
    work = archive["work"]
    out = work / "batch.jsonl"
    proc = run_cli("batch", "--method", "twcem", "--workers", "2", "-o", str(out), str(work))
    assert proc.returncode == 1, proc.stderr[-2000:]  # the PDF again
    assert "on 2 workers" in proc.stderr
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert all(r.pop("record").startswith("<urn:uuid:") for r in rows)
    expected = expected_rows(work / "news.warc.gz", archive["news"]) + \
        expected_rows(work / "university.warc", archive["university"])
    key = lambda r: (r["source"], r["url"])  # noqa: E731
    assert sorted(rows, key=key) == sorted(expected, key=key)
    assert f"{len(expected)} HTML pages" in proc.stderr and "2 truncated" in proc.stderr


def test_batch_to_parquet_on_a_cluster_given_its_address(archive) -> None:
    pq = needs.module("pyarrow.parquet")
    from distributed import LocalCluster

    from webextract.batch import run_batch

    work = archive["work"]
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        result = run_batch([work / "university.warc"], work / "u.parquet", method="stem",
                           scheduler=cluster.scheduler_address)
    assert result.workers == 1 and result.errors == 0
    assert result.pages == len(archive["university"]) and result.counts.skipped["revisit"] == 1
    table = pq.read_table(work / "u.parquet").to_pylist()
    expected = expected_rows(work / "university.warc", archive["university"], "stem")
    assert [r["url"] for r in table] == [r["url"] for r in expected]  # one file, slices in order
    assert [json.loads(r["regions"]) for r in table] == [r["regions"] for r in expected]


def test_batch_bad_input(archive, tmp_path: Path) -> None:
    (tmp_path / "page.html").write_text("<html></html>")
    proc = run_cli("batch", "-o", str(tmp_path / "o.jsonl"), "--scheduler", "synchronous", str(tmp_path / "page.html"))
    assert proc.returncode == 2 and "not a WARC file" in proc.stderr
    proc = run_cli("batch", "-o", str(tmp_path / "o.csv"), "--scheduler", "synchronous",
                   str(archive["work"] / "news.warc.gz"))
    assert proc.returncode == 2 and "unknown output format" in proc.stderr
    proc = run_cli("batch", "-o", str(tmp_path / "o.jsonl"), "--method", "nope", str(archive["work"]))
    assert proc.returncode == 2 and "unknown method" in proc.stderr


def test_batch_on_a_scheduler_nobody_answers_at(archive) -> None:
    import dask

    from webextract.batch import run_batch

    with dask.config.set({"distributed.comm.timeouts.connect": "2s"}):
        with pytest.raises(OSError, match="tcp://127.0.0.1:9"):
            run_batch([archive["work"] / "news.warc.gz"], archive["work"] / "x.jsonl", scheduler="tcp://127.0.0.1:9")
