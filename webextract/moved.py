"""Module paths that moved, still importable under their old names.

The Scrapy side of webextract (spiders, pipelines, middlewares, extensions, feed exporters,
the resume, incremental, shared-crawl and rendering plumbing, the settings module) lives in
:mod:`webextract.scrapy_project`.  Settings, ``scrapy.cfg`` files and scripts written for the
earlier paths (``webextract.settings``, ``webextract.pipelines.store.StorePipeline``,
``webextract.middlewares.SavedSiteMiddleware`` ...) keep working: a finder on
``sys.meta_path`` answers an old name with the module now at the new path (the same module
object, so classes, isinstance checks and Scrapy's component lists see one class), and
issues a :class:`DeprecationWarning` that names the new path.

This module imports nothing of Scrapy; it only maps names.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
import warnings
from types import ModuleType
from typing import Optional, Sequence

#: Old module path -> where it lives now.  Submodules follow their package
#: (``webextract.spiders.news`` -> ``webextract.scrapy_project.spiders.news``).
MOVED = {
    f"webextract.{name}": f"webextract.scrapy_project.{name}"
    for name in ("settings", "spiders", "pipelines", "middlewares", "extensions", "exporters",
                 "logformatter", "jobdir", "incremental", "distributed", "rendering")
}


def new_name(name: str) -> Optional[str]:
    """The module path that ``name`` (a dotted module path) moved to, or None when it did
    not move."""
    for old, new in MOVED.items():
        if name == old or name.startswith(old + "."):
            return new + name[len(old):]
    return None


class _AliasLoader(importlib.abc.Loader):
    """Loads an old name as the module at its new path (imported once, under its own name)."""

    def __init__(self, target: str) -> None:
        self.target = target
        self.spec: Optional[importlib.machinery.ModuleSpec] = None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        module = importlib.import_module(self.target)
        self.spec = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        # The import system set the alias spec on the module: give it back its own.
        module.__spec__ = self.spec


class MovedModuleFinder(importlib.abc.MetaPathFinder):
    """``sys.meta_path`` finder of the names in :data:`MOVED`."""

    def find_spec(self, fullname: str, path: Optional[Sequence[str]] = None,
                  target: Optional[ModuleType] = None) -> Optional[importlib.machinery.ModuleSpec]:
        new = new_name(fullname)
        if new is None:
            return None
        warnings.warn(f"{fullname} moved to {new}; the old path will go in a later release",
                      DeprecationWarning, stacklevel=2)
        return importlib.util.spec_from_loader(fullname, _AliasLoader(new))


def install() -> None:
    """Put the finder first on ``sys.meta_path`` (once), so an old name is never loaded a
    second time from the new package's folder."""
    if not any(isinstance(f, MovedModuleFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, MovedModuleFinder())
