"""The package's import graph, read from the source with ``ast`` (no module is imported):
no import cycles anywhere in ``webextract``, and the library never imports Scrapy, Twisted,
itemadapter or the Scrapy and command-line adapters (docs/architecture.md, "the one rule"):
the rule is checked by folder, ``webextract/scrapy_project/`` and ``webextract/cli/`` being
the only ones whose modules may import Scrapy.  No module of ``webextract`` imports
``webextract_testkit`` (the tests' and benchmarks' page makers and servers), and the tests
and benchmarks import both packages as installed, never by editing the import path."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "webextract"

#: The adapters, one folder each: the Scrapy side (spiders, pipelines, middlewares, feeds,
#: resume, incremental, shared crawls, rendering, the settings module) and the command line.
#: Everything else is the library (plain functions over parsed pages).
ADAPTERS = ("scrapy_project", "cli")
FORBIDDEN_ROOTS = ("scrapy", "twisted", "itemadapter", "scrapy_redis", "scrapy_playwright", "scrapyd")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """Every module ``name`` imports, at any depth of its code (lazy imports included),
    resolved to a module of the package where the name is one."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            for alias in node.names:
                sub = f"{mod}.{alias.name}"
                found.add(sub if sub in known else mod)
    return found


def graph() -> dict[str, set[str]]:
    mods = modules()
    known = set(mods)
    return {name: imports_of(name, path, known) for name, path in mods.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module, or a module importing itself."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:  # Tarjan; the graph is small, recursion is fine
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, ()):
            if w not in edges:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1 or v in edges[v]:
                out.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def is_adapter(name: str) -> bool:
    parts = name.split(".")
    return len(parts) > 1 and parts[1] in ADAPTERS


def test_the_graph_is_read() -> None:
    edges = graph()
    assert "webextract.extract.twcem.region" in edges
    assert "webextract.extract.twcem.title" in edges["webextract.extract.twcem.region"]
    assert "scrapy.http" in edges["webextract.scrapy_project.spiders.university"]


def test_the_adapters_are_folders() -> None:
    """Each adapter is a package of its own, and nothing beside them is named for Scrapy's
    parts: a newcomer tells from the tree which files may import Scrapy."""
    for name in ADAPTERS:
        assert (PACKAGE / name / "__init__.py").is_file()
    scrapy_parts = {"spiders", "pipelines", "middlewares", "extensions", "exporters", "settings"}
    top = {p.stem for p in PACKAGE.iterdir() if p.suffix == ".py" or (p / "__init__.py").is_file()}
    assert top & scrapy_parts == set()


def test_scrapy_is_imported_only_by_the_adapters() -> None:
    importers = {name.split(".")[1] for name, targets in graph().items()
                 if any(t.split(".")[0] in FORBIDDEN_ROOTS for t in targets)}
    assert importers and importers <= set(ADAPTERS)


def test_no_import_cycles() -> None:
    assert cycles(graph()) == []


def test_the_cycle_finder_finds_cycles() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"a"}}) == [["a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_library_imports_no_scrapy_and_no_adapter() -> None:
    bad = []
    for name, targets in graph().items():
        if is_adapter(name):
            continue
        for target in targets:
            root = target.split(".")[0]
            if root in FORBIDDEN_ROOTS or (root == "webextract" and is_adapter(target)):
                bad.append(f"{name} imports {target}")
    assert bad == []


def test_methods_are_entered_by_their_package_doors() -> None:
    """No module outside a method's package imports one of its inner modules (tests and
    benchmarks may)."""
    methods = ("webextract.extract.twcem", "webextract.extract.stem", "webextract.extract.webuie",
               "webextract.extract.vbptc", "webextract.denoise.hashtree", "webextract.crawl.university")
    bad = []
    for name, targets in graph().items():
        for method in methods:
            if name == method or name.startswith(method + "."):
                continue
            bad += [f"{name} imports {t}" for t in targets if t.startswith(method + ".")]
    assert bad == []


def test_the_library_never_imports_the_testkit() -> None:
    """``webextract_testkit`` makes labelled pages and starts servers for the tests and the
    benchmarks; the library works without it."""
    bad = [f"{name} imports {target}" for name, targets in graph().items()
           for target in targets if target.split(".")[0] == "webextract_testkit"]
    assert bad == []


def test_tests_and_benchmarks_do_not_edit_the_import_path() -> None:
    """Tests and benchmarks import webextract and webextract_testkit as ``pip install -e .``
    installs them (pytest puts tests/ on the path, Python a benchmark's own folder); code they
    run in a subprocess gets its path from PYTHONPATH."""
    edit = re.compile(r"sys\.path\.(insert|append|extend)\(|sys\.path\s*(\+=|=[^=])")
    checkout = PACKAGE.parent
    bad = [str(path.relative_to(checkout)) for folder in ("tests", "benchmarks")
           for path in sorted((checkout / folder).rglob("*.py")) if edit.search(path.read_text(encoding="utf-8"))]
    assert bad == []
