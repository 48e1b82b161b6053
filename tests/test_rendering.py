"""Pages that need JavaScript: the bundled department (webextract/demo/department-js) whose
faculty table a script fills from a JSON file, crawled on 127.0.0.1 with and without
rendering in Debian's Chromium (scrapy-playwright); the detector of script-written lists."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from needs import missing, module
from test_university_crawl import ROOT, crawl, serve
from webextract.dom.scripted import script_written_containers

SITE = ROOT / "webextract" / "demo" / "department-js"
EXPECTED = json.loads((SITE / "EXPECTED.json").read_text(encoding="utf-8"))
CHROMIUM = "/usr/bin/chromium"


@pytest.fixture(scope="module")
def site_url():
    yield from serve(SITE)


def chromium() -> None:
    if not (os.path.exists(CHROMIUM) or shutil.which("chromium")):
        missing("Chromium is not installed (apt-get install chromium)")
    module("scrapy_playwright")


def faculty(items: list[dict], base: str) -> list[tuple]:
    return sorted((i["name"], i["title"], i["unit"], i["homepage"], i["email"])
                  for i in items if i["type"] == "faculty")


def expected_faculty(base: str) -> list[tuple]:
    return sorted((f["name"], f["title"], f["unit"], base.rstrip("/") + f["homepage"], f["email"])
                  for f in EXPECTED["faculty"])


def test_without_rendering_the_list_is_counted_as_needing_javascript(site_url: str, tmp_path: Path) -> None:
    items, stats, log = crawl(site_url, tmp_path, "plain", "-a", "level=department")
    assert faculty(items, site_url) == []
    assert [i["name"] for i in items if i["type"] == "department"] == ["Department of Geology"]
    assert stats["webextract/university/needs_js"] == "1"
    assert f"{site_url}faculty/: its list #faculty-list is written by JavaScript" in log


@pytest.mark.parametrize("setting", ["WEBEXTRACT_RENDER_URLS=/faculty/", "WEBEXTRACT_RENDER_JS=True"])
def test_with_rendering_the_faculty_are_found(site_url: str, tmp_path: Path, setting: str) -> None:
    chromium()
    items, stats, log = crawl(site_url, tmp_path, "rendered", "-a", "level=department", "-s", setting)
    assert faculty(items, site_url) == expected_faculty(site_url)
    assert len(EXPECTED["faculty"]) == 8
    assert "webextract/university/needs_js" not in stats
    assert f"{setting.split('=')[0]}: rendering pages with" in log


def test_rendering_without_chromium_is_a_clear_error(site_url: str, tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run(
        [sys.executable, "-m", "scrapy", "crawl", "university", "-a", f"seed={site_url}",
         "-s", "WEBEXTRACT_RENDER_JS=True", "-s", f"WEBEXTRACT_CHROMIUM={tmp_path / 'no-chromium'}",
         "-s", "WEBEXTRACT_STORE=", "-s", "WEBEXTRACT_FEED_DIR=", "-s", "LOG_LEVEL=DEBUG"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1
    assert (f"WEBEXTRACT_RENDER_JS is set but Chromium was not found at '{tmp_path / 'no-chromium'}' "
            "(WEBEXTRACT_CHROMIUM)") in proc.stderr
    assert "Crawled (" not in proc.stderr


def test_script_written_lists() -> None:
    fills = b"<script>fetch('/api/people').then(r => r.json()).then(p => {document.getElementById('%s').innerHTML = p})</script>"
    assert script_written_containers(b'<ul id="people"></ul>' + fills % b"people") == ["people"]
    assert script_written_containers(b"<div id=staff>\n  <!-- filled -->  Loading&hellip;</div>"
                                     b"<script>$.getJSON('/s.json', f); $('#staff').html(x)</script>") == ["staff"]
    assert script_written_containers(b'<table><tbody id="t"></tbody></table><script>var x = new XMLHttpRequest();'
                                     b'document.querySelector("#t")</script>') == ["t"]
    # the list is in the HTML, the empty container is not the one the script names,
    # the script fetches nothing, or there is no script
    assert script_written_containers(b'<ul id="people"><li>Ann Lee</li></ul>' + fills % b"people") == []
    assert script_written_containers(b'<ul id="nav"></ul>' + fills % b"people") == []
    assert script_written_containers(b'<ul id="people"></ul><script>document.getElementById("people")</script>') == []
    assert script_written_containers(b'<ul id="people"></ul>') == []
    assert script_written_containers(b"") == []


def test_no_page_of_the_other_demo_sites_or_fixtures_needs_javascript() -> None:
    pages = [*(ROOT / "webextract" / "demo").glob("[!d]*/**/*.html"), *(ROOT / "tests" / "fixtures").rglob("*.html")]
    assert len(pages) > 100
    assert [p for p in pages if script_written_containers(p.read_bytes())] == []
    assert script_written_containers((SITE / "faculty" / "index.html").read_bytes()) == ["faculty-list"]
