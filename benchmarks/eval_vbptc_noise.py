"""How VB-PTC's fields stand up to what real pages put around an article.

Each variant inserts one thing real article pages carry — a rail of other papers, a link to
the current issue, a metrics bar, a data statement, a cookie banner... — into every page of the
given sets (at the top of ``<body>`` or before ``</body>``), and counts the pages whose fields
(title, authors, DOI, volume, issue, date, keywords, abstract, reference count) differ from
those of the page alone.  A robust extractor changes none.

Run:  python benchmarks/eval_vbptc_noise.py ../shared/data/journals tests/fixtures/journals/shapes [--show 3]
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import webextract
from webextract.evaluate.scholarly import strip_metadata

FIELDS = ("title", "authors", "doi", "volume", "issue", "published", "keywords", "abstract")


def _entries(n: int) -> str:
    return "".join(
        f"<li><a href='/art{i}'>Catalytic conversion of biomass number {i} into fuels</a><div>Anna Bell, Tom Ray, Kai Wu</div>"
        f"<div>Journal of Other Things, Volume {30 + i}, Issue {i + 5}, pp. {i * 10 + 1}-{i * 10 + 9}</div>"
        f"<div>Published: {i + 3} May 2011</div><div>DOI: 10.9999/jot.2011.{i:04d}</div></li>" for i in range(n))


def _rail(cls: str, head: str) -> str:
    return f"<div{f' class={cls!r}' if cls else ''}><h3>{head}</h3><ul>{_entries(4)}</ul></div>"


#: name: (where, html)
VARIANTS: dict[str, tuple[str, str]] = {
    "rail, named by class": ("top", _rail("related-articles", "Related")),
    "rail, 'Most read articles'": ("top", _rail("", "Most read articles")),
    "rail, 'You may also like'": ("top", _rail("col", "You may also like")),
    "current issue link": ("top", "<div class=topbar><a href='/current'>Current issue: Volume 99, Issue 9</a> | "
                                  "<a href='/alerts'>Sign up for alerts</a> | Latest issue published 1 January 2024</div>"),
    "latest articles with dates": ("top", "<section><h2>Latest articles</h2><ul>" + "".join(
        f"<li><a href='/x{i}'>Deep learning for ocean temperature forecasting number {i}</a> <span>Lee K, Park S</span> "
        f"<span>First published: 0{i + 1} February 2024</span></li>" for i in range(4)) + "</ul></section>"),
    "in this issue, after": ("end", "<section><h2>In this issue</h2><ul>" + "".join(
        f"<li><a href='/x{i}'>Deep learning for ocean temperature forecasting number {i}</a> <span>Lee K, Park S</span> "
        f"<span>Vol. 7, No. 2 (2019) pp. {i}-{i + 9}</span> <span>doi:10.5555/abc.{i}</span></li>" for i in range(6))
        + "</ul></section>"),
    "metrics bar, 'Updated'": ("top", "<div class=metrics-bar><span>Views 12,345</span> <span>Citations 27</span> "
                                      "<span>Altmetric 114</span> <span>Updated 3 March 2024</span></div>"),
    "data availability, after": ("end", "<section><h2>Data availability</h2><p>The data supporting this study are openly "
                                        "available in Dryad at https://doi.org/10.5061/dryad.abc123 and in Zenodo, DOI: "
                                        "10.5281/zenodo.7654321 (deposited 4 April 2022).</p></section>"),
    "journal header 'Volume 44 (2024)'": ("top", "<div class=journal-info><a href='/'>Journal of Other Things</a><div>Impact "
                                                 "Factor 4.512 · ISSN 1234-5678 · Editor-in-Chief: Prof. Maria Gonzalez</div>"
                                                 "<div>Volume 44 (2024) · Open for submissions</div></div>"),
    "previous/next article": ("top", "<nav class=article-nav><a href='/a/prev'>Previous article: Catalytic conversion of "
                                     "biomass into fuels at low temperature</a> <a href='/a/next'>Next article: Quantum "
                                     "sensing of magnetic fields in living cells</a></nav>"),
    "cookie banner": ("top", "<div id=consent><h2>We value your privacy</h2><p>We and our 842 partners store and access "
                             "information on a device, such as cookies, and process personal data for personalised ads "
                             "and content. Last updated 12 May 2023.</p><button>Accept all</button></div>"),
    "share bar": ("top", "<div class=share><a>Share on Facebook</a> <a>Tweet</a> <a>LinkedIn</a> <a>Email</a> "
                         "<a>Download citation</a> <a>RIS</a> <a>BibTeX</a></div>"),
    "search form": ("top", "<form class=search><label>Keywords</label><input name=q><label>Author</label>"
                           "<input name=au><button>Search</button></form>"),
    "footer": ("end", "<footer><p>© 2024 Society of Things. Published by Publisher Ltd. All rights reserved. ISSN "
                      "0012-3456 (print), 1234-5678 (online).</p><p>Page last updated: 14 February 2024</p></footer>"),
}


def _fields(data: bytes) -> dict:
    p = webextract.extract_scholarly(data, meta=False)
    return {**{k: getattr(p, k) for k in FIELDS}, "references": len(p.references)}


def _insert(raw: bytes, where: str, snippet: str) -> bytes:
    if where == "top":
        m = re.search(rb"<body[^>]*>", raw)
        at = m.end() if m else 0
    else:
        at = raw.rfind(b"</body>")
        at = len(raw) if at < 0 else at
    return raw[:at] + snippet.encode() + raw[at:]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="+", type=Path, help="folders holding pages/*.html")
    ap.add_argument("--show", type=int, default=0, help="print the first N changed pages of each variant")
    args = ap.parse_args(argv)
    pages = [f for d in args.sets for f in sorted((d / "pages").glob("*.html"))]
    if not pages:
        print("no pages found", file=sys.stderr)
        return 2
    changed = {name: 0 for name in VARIANTS}
    for f in pages:
        raw = strip_metadata(f.read_bytes())
        alone = _fields(raw)
        for name, (where, snippet) in VARIANTS.items():
            got = _fields(_insert(raw, where, snippet))
            diff = [k for k in alone if alone[k] != got[k]]
            if diff:
                changed[name] += 1
                if changed[name] <= args.show:
                    print(f"  {name}: {f.name}: " + ", ".join(f"{k} {str(alone[k])[:40]!r} -> {str(got[k])[:40]!r}" for k in diff))
    print(f"{len(pages)} pages; pages whose fields change when the variant is inserted:")
    for name, n in changed.items():
        print(f"  {name:40} {n}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
