"""How well the journal crawl's link choice finds the article entries of list pages.

Run:

    python benchmarks/eval_journal_links.py ../shared/data/journals/toc [--generated 3]

Two sets, each with a row per page and a micro total (entries found over all entries,
article links that are entries over all article links, and their F1):

* the saved list pages of the folder: ``index.json`` gives each page's
  ``entry_link_pattern``, the URL shape of its article entries.  The distinct entries in the
  page are counted, an entry's views merged (its ``/abs/`` and ``/full/`` pages are one entry,
  as :func:`webextract.crawl.journal.journal_links` follows one of them), then those among the
  links it returns as articles (recall) and the share of its article links that are entries
  (precision).  A saved page has no URL: its site is the host most of its entry links point
  to (``journal.example.org`` when they are relative).
* the generated tables of contents of :mod:`webextract_testkit.scholarly.tables` (each shape
  with seeds 1..N), whose article URLs are known exactly.

With ``--noise``, both sets again with each noise of real list pages put in
(:mod:`webextract_testkit.scholarly.listing_noise`: rails of other articles, pagination,
issue navigation, banners, menus, advertisements, section headings at the top, between the
entries or at the end; tools, author links, badges and wrapped or split titles in every
entry): a row per variant and place, the generated pages' recall and precision (seed 1 of
every shape), the saved pages' (their entries those of the clean page: a rail's other
articles count against precision), and the share of the list pages the noise adds
(pagination, other issues) that come back as list pages.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import lxml.html

from webextract.crawl.journal import journal_links
from webextract.crawl.journal_kinds import entry_key
from webextract.dom import parse_html
from webextract_testkit.scholarly.listing_noise import ENTRY_VARIANTS, PAGE_VARIANTS, PLACES, inject
from webextract_testkit.scholarly.tables import SHAPES, SITE, toc_page

HEADER = f"{'page':36} {'entries':>7} {'found':>5} {'articles':>8} {'recall':>6} {'precision':>9} {'F1':>5}"


def _row(name: str, entries: int, found: int, articles: int) -> str:
    recall = found / entries if entries else 0.0
    precision = found / articles if articles else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return f"{name:36} {entries:7} {found:5} {articles:8} {recall:6.2f} {precision:9.2f} {f1:5.2f}"


def saved_pages(folder: Path) -> list[tuple[str, int, int, int]]:
    """``(page, entries, found, article links)`` for each page of ``index.json``."""
    rows = []
    for entry in json.loads((folder / "index.json").read_text(encoding="utf-8")):
        path = folder.parent / entry["file"] if (folder.parent / entry["file"]).is_file() else folder / Path(entry["file"]).name
        root = parse_html(path.read_bytes())
        pattern = re.compile(entry["entry_link_pattern"])

        def key(url: str) -> str | None:
            m = pattern.search(url + '"')
            return entry_key(m.group(0)) if m else None

        base = "https://journal.example.org/list"
        hrefs = [urljoin(base, a.get("href")) for a in root.iter("a") if a.get("href")]
        hosts = Counter(urlsplit(h).hostname for h in hrefs if key(h))
        host = hosts.most_common(1)[0][0] if hosts else "journal.example.org"
        url = f"https://{host}/list"
        in_page = {k for k in (key(urljoin(url, a.get("href"))) for a in root.iter("a") if a.get("href")) if k}
        found = journal_links(root, url, [host])
        articles = [link.url for link in found.links if link.kind == "article"]
        hits = {k for k in map(key, articles) if k}
        rows.append((path.name, len(in_page), len(hits), len(articles)))
    return rows


def generated_pages(seeds: int) -> list[tuple[str, int, int, int]]:
    """``(shape:seed, entries, found, article links)`` for the generated tables of contents."""
    rows = []
    for shape in SHAPES:
        for seed in range(1, seeds + 1):
            html, expected = toc_page(shape, random.Random(f"{seed}:{shape}"))
            found = journal_links(parse_html(html.encode()), f"{SITE}/toc/current", ["journal.example.org"])
            articles = [link.url for link in found.links if link.kind == "article"]
            rows.append((f"{shape}:{seed}", len(set(expected)), len(set(expected) & set(articles)), len(articles)))
    return rows


def _saved_clean(folder: Path) -> list[tuple[str, str, str, list[str], object]]:
    """``(name, html, url, entry URLs, key)`` of each saved page, its entries in page order."""
    pages = []
    for entry in json.loads((folder / "index.json").read_text(encoding="utf-8")):
        path = folder.parent / entry["file"] if (folder.parent / entry["file"]).is_file() else folder / Path(entry["file"]).name
        root = parse_html(path.read_bytes())
        pattern = re.compile(entry["entry_link_pattern"])

        def key(url: str, pattern: re.Pattern[str] = pattern) -> str | None:
            m = pattern.search(url + '"')
            return entry_key(m.group(0)) if m else None

        hrefs = [urljoin("https://journal.example.org/list", a.get("href")) for a in root.iter("a") if a.get("href")]
        hosts = Counter(urlsplit(h).hostname for h in hrefs if key(h))
        host = hosts.most_common(1)[0][0] if hosts else "journal.example.org"
        url = f"https://{host}/list"
        firsts: dict[str, str] = {}
        for a in root.iter("a"):
            if a.get("href"):
                absolute = urljoin(url, a.get("href")).split("#")[0]
                k = key(absolute)
                if k:
                    firsts.setdefault(k, absolute)
        html = lxml.html.tostring(root, encoding="unicode")
        pages.append((path.name, html, url, list(firsts.values()), key))
    return pages


def _score(html: str, url: str, expected: set[str], lists: list[str], key) -> tuple[int, int, int, int, int]:
    """``(entries, found, article links, list pages expected, list pages found)`` of one page."""
    host = urlsplit(url).hostname
    found = journal_links(parse_html(html.encode()), url, [host])
    articles = [link.url for link in found.links if link.kind == "article"]
    listed = {link.url for link in found.links if link.kind == "list"}
    keys = {key(u) for u in articles} - {None}
    return (len(expected), len(keys & expected), len(articles), len(lists), len(set(lists) & listed))


def noise_rows(folder: Path | None, seeds: int) -> list[tuple[str, tuple[int, ...], tuple[int, ...]]]:
    """``(variant@place, generated totals, saved totals)`` for every noise variant and place;
    totals as :func:`_score` gives them, summed over the pages."""
    generated = []
    for shape in SHAPES:
        for seed in range(1, seeds + 1):
            html, expected = toc_page(shape, random.Random(f"{seed}:{shape}"))
            generated.append((f"{shape}:{seed}", html, f"{SITE}/toc/current", expected, None))
    saved = _saved_clean(folder) if folder else []
    combos = [("none", "-")] + [(v, p) for v in PAGE_VARIANTS for p in (PLACES if v != "sections" else ("between",))]
    combos += [(v, "each") for v in ENTRY_VARIANTS]
    rows = []
    for variant, place in combos:
        totals = []
        for pages in (generated, saved):
            total = [0, 0, 0, 0, 0]
            for name, html, url, entries, key in pages:
                k = key or (lambda u: u)
                if variant == "none":
                    noisy_html, lists = html, []
                else:
                    noisy = inject(html, url, entries, variant, place, random.Random(f"{name}:{variant}:{place}"), key)
                    noisy_html, lists = noisy.html, noisy.lists
                expected = {k(u) for u in entries} - {None}
                for i, value in enumerate(_score(noisy_html, url, expected, lists, k)):
                    total[i] += value
            totals.append(tuple(total))
        rows.append((f"{variant}@{place}", totals[0], totals[1]))
    return rows


def _pr(total: tuple[int, ...]) -> str:
    entries, found, articles, lists, listed = total
    recall = found / entries if entries else 0.0
    precision = found / articles if articles else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    lists_part = f"{listed:3}/{lists:<3}" if lists else "   -   "
    return f"{recall:5.3f} {precision:5.3f} {f1:5.3f} {lists_part}"


def _print_noise(rows: list[tuple[str, tuple[int, ...], tuple[int, ...]]]) -> None:
    print(f"{'variant@place':26} {'generated R     P     F1  lists':34} {'saved R     P     F1  lists'}")
    for name, gen, saved in rows:
        print(f"{name:26} {'':10}{_pr(gen)}   {'':6}{_pr(saved) if saved[0] else '-'}")


def _print(rows: list[tuple[str, int, int, int]]) -> None:
    print(HEADER)
    for row in rows:
        print(_row(*row))
    print(_row("all (micro)", *(sum(r[i] for r in rows) for i in (1, 2, 3))))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", help="folder with index.json and the pages it names")
    parser.add_argument("--generated", type=int, default=3, metavar="N",
                        help="also the generated tables of contents, seeds 1..N (0: none; default 3)")
    parser.add_argument("--noise", action="store_true",
                        help="the noise variants instead (generated seeds 1..N, default 1 with --noise)")
    args = parser.parse_args(argv)
    if args.noise:
        seeds = args.generated if "--generated" in (argv if argv is not None else sys.argv) else 1
        print(f"noise variants: generated shapes seeds 1-{seeds}" + (f", saved pages of {args.folder}" if args.folder else ""))
        _print_noise(noise_rows(Path(args.folder) if args.folder else None, seeds))
        return 0
    if args.folder:
        print(f"saved list pages: {args.folder}")
        _print(saved_pages(Path(args.folder)))
    if args.generated:
        if args.folder:
            print()
        print(f"generated tables of contents: {', '.join(SHAPES)}; seeds 1-{args.generated}")
        _print(generated_pages(args.generated))
    return 0


if __name__ == "__main__":
    sys.exit(main())
