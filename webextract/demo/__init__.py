"""Bundled demo sites and the tiny local server that serves them.

``python -m webextract.demo.server webextract/demo/university --port 8000`` serves the demo
university on http://127.0.0.1:8000/ ; ``scrapy crawl university -a seed=http://127.0.0.1:8000/``
then crawls it.  ``DEMO_ROOT`` is the folder holding the bundled sites.
"""

from __future__ import annotations

from pathlib import Path

#: Folder of the bundled demo sites (``university/`` ...).
DEMO_ROOT: Path = Path(__file__).resolve().parent

#: The bundled demo university (static pages, ``robots.txt``, ``_routes.json``, ``EXPECTED.json``).
UNIVERSITY_SITE: Path = DEMO_ROOT / "university"

__all__ = ["DEMO_ROOT", "UNIVERSITY_SITE"]
