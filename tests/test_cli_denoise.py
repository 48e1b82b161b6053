"""``webextract denoise`` and ``webextract linkblocks`` run as commands."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import lxml.html

SITE = Path(__file__).parent / "fixtures" / "denoise" / "site"
REPO = Path(__file__).resolve().parent.parent
# The console-script entry point, runnable without an installed script.
ENTRY = "import sys; from webextract.cli import main; sys.exit(main(sys.argv[1:]))"


def webextract(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", ENTRY, *args], cwd=REPO, input=stdin, capture_output=True, timeout=60
    )


def rows(proc: subprocess.CompletedProcess) -> list[dict]:
    return [json.loads(line) for line in proc.stdout.decode().splitlines()]


def body_text(path: Path) -> str:
    root = lxml.html.fromstring(path.read_bytes())
    return " ".join(" ".join(root.find("body").itertext()).split())


def test_denoise_site_writes_each_page(tmp_path):
    pages = [str(SITE / "a" / n) for n in ("p1.html", "p2.html", "p3.html")]
    proc = webextract("denoise", "--site", *pages, "-o", str(tmp_path / "out"))
    assert proc.returncode == 0, proc.stderr
    out = rows(proc)
    assert [r["site"] for r in out] == ["pair_compared", "pair_compared", "site_template_applied"]
    assert [r["denoised"] for r in out] == ["site", "site", "site"]
    assert [Path(r["output"]).name for r in out] == ["p1.html", "p2.html", "p3.html"]
    assert body_text(tmp_path / "out" / "p3.html") == (
        "Lighthouse keeper retires Author: Lighthouse Writer The last lighthouse keeper of the "
        "cape retired after forty years of service. The lamp is now automatic."
    )
    html = (tmp_path / "out" / "p1.html").read_bytes()
    assert html.startswith(b"<!DOCTYPE html>") and b'<meta charset="utf-8">' in html
    assert b"<title>Harbour reopens after storm - Alpha Gazette</title>" in html


def test_page_only_skips_the_site_level(tmp_path):
    pages = [str(SITE / "a" / n) for n in ("p1.html", "p2.html")]
    proc = webextract("denoise", "--page-only", *pages, "-o", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    assert [r["site"] for r in rows(proc)] == ["site_level_off", "site_level_off"]
    assert "Alpha Gazette masthead banner" in body_text(tmp_path / "p1.html")


def test_denoise_errors_per_page(tmp_path):
    missing = tmp_path / "missing.html"
    pdf = SITE / "b" / "file.pdf"
    pages = [str(SITE / "a" / "p1.html"), str(missing), str(pdf), str(SITE / "a" / "p2.html")]
    proc = webextract("denoise", *pages, "-o", str(tmp_path / "out"))
    assert proc.returncode == 1
    out = rows(proc)
    assert [r.get("error") for r in out] == [
        None, "no such file", "NotHTMLError: not HTML: a PDF document", None,
    ]
    assert [r.get("site") for r in out] == ["pair_compared", None, None, "pair_compared"]
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["p1.html", "p2.html"]
    assert b"missing.html" in proc.stderr


def test_denoise_needs_pages_and_an_output_dir(tmp_path):
    assert webextract("denoise", "-o", str(tmp_path)).returncode == 2
    assert webextract("denoise", str(SITE / "a" / "p1.html")).returncode == 2


MENU = '<p>Intro words here.</p><a href="/1">one</a> | <a href="/2">two</a> | <a href="/3">three</a><p>End.</p>'


def test_linkblocks_rows(tmp_path):
    page = tmp_path / "menu.html"
    page.write_text(MENU, encoding="utf-8")
    proc = webextract("linkblocks", str(page))
    assert proc.returncode == 0, proc.stderr
    (row,) = rows(proc)
    start = MENU.index("<a")
    end = MENU.rindex("</a>") + len("</a>")
    assert row == {
        "source": str(page),
        "distance": "text",
        "ct": 3,
        "dt": 40,
        "page_links": 3,
        "block_links": 3,
        "lcr": 1.0,
        "ccr": round((end - start) / len(MENU), 6),
        "page_length": len(MENU),
        "blocks": [{"start": start, "end": end, "links": 3}],
    }


def test_linkblocks_options_and_errors(tmp_path):
    page = tmp_path / "menu.html"
    page.write_text(MENU, encoding="utf-8")
    proc = webextract("linkblocks", str(page), str(tmp_path / "nope.html"), "--distance", "code", "--ct", "4")
    assert proc.returncode == 1
    first, second = rows(proc)
    assert (first["distance"], first["ct"], first["dt"], first["blocks"]) == ("code", 4, 80, [])
    assert second == {"source": str(tmp_path / "nope.html"), "error": "no such file"}
    proc = webextract("linkblocks", "-", "--dt", "1", stdin=MENU.encode())
    assert rows(proc)[0]["blocks"] == [] and rows(proc)[0]["source"] == "-"
    assert webextract("linkblocks", str(page), "--ct", "0").returncode == 2
