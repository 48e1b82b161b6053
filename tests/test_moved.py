"""Paths the Scrapy side had before it moved to ``webextract.scrapy_project`` still import,
as the same modules (so a user's ``ITEM_PIPELINES``, ``DOWNLOADER_MIDDLEWARES``,
``SCRAPY_SETTINGS_MODULE`` or ``scrapy.cfg`` written for them keeps working)."""

from __future__ import annotations

import importlib
import subprocess
import sys
import warnings

import pytest
from scrapy.utils.misc import load_object

from webextract.moved import new_name


def test_new_names() -> None:
    assert new_name("webextract.settings") == "webextract.scrapy_project.settings"
    assert new_name("webextract.spiders.news") == "webextract.scrapy_project.spiders.news"
    assert new_name("webextract.settingsx") is None
    assert new_name("webextract.api") is None
    assert new_name("webextract.scrapy_project.settings") is None


@pytest.mark.parametrize("old, new", [
    ("webextract.pipelines.store.StorePipeline", "webextract.scrapy_project.pipelines.store.StorePipeline"),
    ("webextract.middlewares.SavedSiteMiddleware", "webextract.scrapy_project.middlewares.SavedSiteMiddleware"),
    ("webextract.jobdir.ResumeMiddleware", "webextract.scrapy_project.jobdir.ResumeMiddleware"),
    ("webextract.spiders.news.NewsSpider", "webextract.scrapy_project.spiders.news.NewsSpider"),
    ("webextract.exporters.RelationsCsvItemExporter", "webextract.scrapy_project.exporters.RelationsCsvItemExporter"),
])
def test_an_old_class_path_loads_the_same_class(old: str, new: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert load_object(old) is load_object(new)


def test_an_old_module_is_the_new_module_with_its_own_spec() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        old = importlib.import_module("webextract.settings")
    new = importlib.import_module("webextract.scrapy_project.settings")
    assert old is new
    assert new.__spec__.name == "webextract.scrapy_project.settings"
    assert new.ITEM_PIPELINES


def test_the_old_settings_module_runs_a_crawl_setup(tmp_path) -> None:
    """A fresh process with the old settings path lists the spiders (the warning names the
    new path, once)."""
    out = subprocess.run(
        [sys.executable, "-W", "always::DeprecationWarning", "-m", "scrapy", "list"],
        cwd=tmp_path, env={"SCRAPY_SETTINGS_MODULE": "webextract.settings", "PATH": "/usr/bin:/bin"},
        capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["journal", "news", "university"]
    assert out.stderr.count("webextract.settings moved to webextract.scrapy_project.settings") == 1


def test_the_project_itself_uses_the_new_paths() -> None:
    """Only users' old settings and scripts go through the aliases: no module of the
    package, the tests kit, the tests or the benchmarks imports an old path."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    bad = []
    for folder in ("webextract", "webextract_testkit", "tests", "benchmarks"):
        for path in (root / folder).rglob("*.py"):
            if path.name == "test_moved.py":
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                    names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
                bad += [f"{path.relative_to(root)}: {n}" for n in names if new_name(n)]
    assert bad == []
