"""How well the journal crawl's link choice finds the article entries of saved list pages.

Run:

    python benchmarks/eval_journal_links.py ../shared/data/journals/toc

reads ``index.json`` (each page's ``entry_link_pattern``, the URL shape of its article
entries) and prints, per page: the distinct entry links in the page, those among the links
:func:`webextract.crawl.journal.journal_links` returns as articles (recall), and the share of
its article links that are entries (precision).  A saved page has no URL: its site is the host
most of its entry links point to (``journal.example.org`` when they are relative).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from webextract.crawl.journal import journal_links
from webextract.dom import parse_html


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", help="folder with index.json and the pages it names")
    args = parser.parse_args(argv)
    folder = Path(args.folder)
    entries = json.loads((folder / "index.json").read_text(encoding="utf-8"))
    print(f"{'page':36} {'entries':>7} {'found':>5} {'articles':>8} {'recall':>6} {'precision':>9}")
    for entry in entries:
        path = folder.parent / entry["file"] if (folder.parent / entry["file"]).is_file() else folder / Path(entry["file"]).name
        root = parse_html(path.read_bytes())
        pattern = re.compile(entry["entry_link_pattern"])
        base = "https://journal.example.org/list"

        def key(url: str) -> str | None:
            m = pattern.search(url + '"')
            return m.group(0) if m else None

        hrefs = [urljoin(base, a.get("href")) for a in root.iter("a") if a.get("href")]
        hosts = Counter(urlsplit(h).hostname for h in hrefs if key(h))
        host = hosts.most_common(1)[0][0] if hosts else "journal.example.org"
        url = f"https://{host}/list"
        in_page = {k for k in (key(urljoin(url, a.get("href"))) for a in root.iter("a") if a.get("href")) if k}
        found = journal_links(root, url, [host])
        articles = [link.url for link in found.links if link.kind == "article"]
        hits = {k for k in map(key, articles) if k}
        recall = len(hits) / len(in_page) if in_page else 0.0
        precision = len(hits) / len(articles) if articles else 0.0
        print(f"{path.name:36} {len(in_page):7} {len(hits):5} {len(articles):8} {recall:6.2f} {precision:9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
