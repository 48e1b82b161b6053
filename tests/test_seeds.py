"""Seed files: one URL a line, comments and blank lines ignored, malformed and duplicate
URLs reported with their line and skipped (webextract.urls.read_seed_lines), as the
spiders' ``-a seeds_file=`` and ``webextract schedule`` read them."""

from __future__ import annotations

from pathlib import Path

import pytest

from webextract.scrapy_project.spiders.news import NewsSpider
from webextract.urls import read_seed_lines, seed_problem

SEED_FILE = """\
# universities, weekly
https://www.example.edu/

https://www.example.edu   # the same site, without its slash
http://www.other.ac.uk/#main
   # an indented comment
www.no-scheme.edu
https://exa mple.edu/
https://bad_host.edu/
https://www.example.edu:99999/
https://[::1/
http://127.0.0.1:8000/
HTTPS://WWW.EXAMPLE.EDU/
"""


def test_read_seed_lines_reports_and_skips() -> None:
    seeds = read_seed_lines(SEED_FILE.splitlines())
    assert seeds.urls == ["https://www.example.edu/", "http://www.other.ac.uk/#main", "http://127.0.0.1:8000/"]
    assert seeds.blank == 3
    assert [(n, reason.split(" (")[0]) for n, _, reason in seeds.skipped] == [
        (4, "duplicate of line 2"),
        (7, "not an http(s) URL"),
        (8, "contains spaces"),
        (9, "invalid host name"),
        (10, "malformed URL"),
        (11, "malformed URL"),
        (13, "duplicate of line 2"),
    ]


@pytest.mark.parametrize("url", ["https://www.mit.edu/", "http://localhost:8080/x?y=1", "https://[::1]/",
                                 "https://münchen.de/", "http://10.0.0.1/"])
def test_good_seeds(url: str) -> None:
    assert seed_problem(url) is None


def test_spider_reads_a_seed_file_and_skips_bad_lines(tmp_path: Path) -> None:
    path = tmp_path / "seeds.txt"
    path.write_text(SEED_FILE, encoding="utf-8")
    spider = NewsSpider(seeds_file=str(path))
    assert spider.seed_urls == ["https://www.example.edu/", "http://www.other.ac.uk/#main", "http://127.0.0.1:8000/"]
    path.write_text("# nothing\nnot a url\n", encoding="utf-8")
    with pytest.raises(ValueError, match="give a seed URL"):
        NewsSpider(seeds_file=str(path))


def test_schedule_refuses_unusable_seed_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from webextract.cli import main

    assert main(["schedule", str(tmp_path / "missing.txt"), "--spider", "university"]) == 2
    assert "cannot read" in capsys.readouterr().err
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing yet\n\nnot-a-url\n", encoding="utf-8")
    assert main(["schedule", str(empty), "--spider", "university"]) == 2
    err = capsys.readouterr().err
    assert f"{empty}:3: 'not-a-url' skipped: not an http(s) URL" in err
    assert "no seed URL in" in err and "(1 lines skipped)" in err
    assert main(["schedule", str(empty), "--spider", "university", "-s", "NOEQUALS"]) == 2
    assert "-s takes NAME=VALUE" in capsys.readouterr().err
    assert main(["schedule", str(empty), "--spider", "university", "-a", "seed=x"]) == 2
