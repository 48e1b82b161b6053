"""Generated result pages of whole sites, of the shapes site-level noise removal found hard.

Run:  python -m webextract_testkit.sites [OUT_FOLDER] [--seed S]

Writes a records dataset (``OUT_FOLDER/pages/<category>__<site>__<query>.html`` and
``OUT_FOLDER/truth.jsonl``, default ``tests/fixtures/denoise/gen-sites``): three result pages per
site, each with its result list labelled as ``records[]``, among a template that every page
of the site repeats (header, menus, footer) and a lot of script.  The sites:

* ``shop``: script-heavy markup (scripts and JSON between the cards, cards nested eight
  levels deep, ``data-`` attributes, a badge on some), results of related queries that
  overlap: most products of one page are on another page too, at other ranks, some at
  another price; one page's list differs from the previous page's in one product only;
* ``featured``: a list whose items change between pages holding a featured product (and a
  sponsored result) that every page shows, in a card of another class than the others;
* ``travel``: hotel cards whose fields mostly recur ("Free cancellation", "Breakfast
  included", "per night") around a name and a description that change;
* ``menus``: plain result lists with the usual template: a menu whose current item changes,
  a breadcrumb, a "related searches" box, the same on every page (must go).

Then measure:  python benchmarks/eval_denoise.py records --set tests/fixtures/denoise/gen-sites
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from webextract_testkit import CHECKOUT

WORDS = (
    "river stone paper garden engine silver market harbor winter signal copper museum "
    "valley ticket orchard lantern mirror basket cotton rocket planet canyon meadow violin "
    "castle window forest bridge island dragon puzzle summer autumn spring travel hotel "
    "camera laptop kettle guitar bottle wallet jacket helmet saddle anchor compass blanket "
    "theory method report survey review archive journal chapter volume letter notice"
).split()

SCRIPT = ('<script>window.__STATE__ = {"items": [1, 2, 3], "user": null, "ab": "b"};'
          ' (function(){var s = document.createElement("script");})();</script>')


def _words(rng: random.Random, lo: int, hi: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(lo, hi))).capitalize()


def _template(rng: random.Random, current: int, body: str, site: str) -> str:
    menu_words = ["Home", "Books", "Music", "Garden", "Toys", "Deals", "Help"]
    menu = "".join(
        f'<li class="{"nav active" if i == current else "nav"}"><a href="/{w.lower()}">{w}</a></li>'
        for i, w in enumerate(menu_words)
    )
    foot = "".join(f'<li><a href="/about/{k}">{w}</a></li>' for k, w in
                   enumerate(["About us", "Careers", "Press room", "Privacy policy", "Terms of use"]))
    return (
        f"<html><head><title>{site} search</title>{SCRIPT}</head><body>{SCRIPT}"
        f'<div id="app"><header><div class="logo"><a href="/">{site}</a></div>'
        f'<ul class="menu">{menu}</ul>{SCRIPT}'
        '<div class="promo"><p>Free delivery on orders over 25 dollars, returns within thirty days</p></div>'
        f"</header><main>{body}</main>"
        '<aside><h3>Related searches</h3><ul><li><a href="/s?q=a">cheap garden tools</a></li>'
        '<li><a href="/s?q=b">garden furniture sale</a></li>'
        '<li><a href="/s?q=c">outdoor lights</a></li></ul></aside>'
        f'<footer><ul class="links">{foot}</ul><p>Copyright 2017 {site} Incorporated, all rights reserved</p>'
        f"</footer></div>{SCRIPT}</body></html>"
    )


def _product(rng: random.Random, pid: int) -> dict:
    r = random.Random(pid)
    return {
        "id": pid,
        "name": _words(r, 3, 6),
        "desc": _words(r, 10, 18) + ".",
        "price": f"${r.randint(5, 300)}.{r.randint(10, 99)}",
    }


def _card(p: dict, depth: int = 6, cls: str = "card", badge: str = "") -> str:
    inner = (
        f'<h3 class="name"><a href="/p/{p["id"]}">{p["name"]}</a></h3>'
        f'<p class="desc">{p["desc"]}</p>'
        f'<div class="row"><span class="price">{p["price"]}</span><button>Add to cart</button></div>'
    )
    if badge:
        inner = f'<span class="badge">{badge}</span>' + inner
    for k in range(depth):
        inner = f'<div class="c{k}" data-v="{k}">{inner}</div>'
    return f'<div class="{cls}" data-pid="{p["id"]}">{inner}</div>{SCRIPT}'


def _record(p: dict) -> dict:
    return {"text": f'{p["name"]} {p["desc"]} {p["price"]} Add to cart',
            "fields": [p["name"], p["desc"], p["price"]]}


def _shop(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    catalogue = list(range(1000, 1030))
    lists = [catalogue[0:12], catalogue[4:16], catalogue[4:15] + [catalogue[20]]]
    pages = []
    for q, ids in enumerate(lists):
        prods = [_product(rng, i) for i in ids]
        for p in prods:
            if q and p["id"] % 3 == 1:  # a sale: the same product at another price
                p["price"] = f"${p['id'] % 50}.99"
        body = ('<div class="results"><div class="grid">'
                + "".join(_card(p, depth=8, badge="New" if p["id"] % 4 == 0 else "") for p in prods)
                + "</div></div>")
        pages.append((f"q{q}", _template(rng, 1, body, site), [_record(p) for p in prods]))
    return pages


def _featured(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    star = _product(rng, 77)
    sponsor = _product(rng, 88)
    pages = []
    for q in range(3):
        prods = [_product(rng, 2000 + 100 * q + k) for k in range(8)]
        cards = [_card(star, depth=2, cls="featured card", badge="Featured")]
        cards += [_card(p, depth=2) for p in prods[:3]]
        cards += [_card(sponsor, depth=2, cls="sponsored card", badge="Sponsored")]
        cards += [_card(p, depth=2) for p in prods[3:]]
        body = f'<div class="results">{"".join(cards)}</div>'
        recs = [_record(star)] + [_record(p) for p in prods[:3]] + [_record(sponsor)]
        recs += [_record(p) for p in prods[3:]]
        pages.append((f"q{q}", _template(rng, q + 1, body, site), recs))
    return pages


def _travel(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    pages = []
    for q in range(3):
        cards, recs = [], []
        for k in range(10):
            r = random.Random(3000 + 100 * q + k)
            name = f"Hotel {_words(r, 2, 3)}"
            desc = _words(r, 12, 20) + "."
            price = f"${r.randint(50, 400)}"
            perks = ["Free cancellation", "Breakfast included"][: r.randint(1, 2)]
            perk_html = "".join(f'<li class="perk">{x}</li>' for x in perks)
            card = (
                f'<div class="hotel" data-json=\'{{"id": {k}}}\'><div class="w"><div class="w2">'
                f'<div class="head"><h2><a href="/h/{q}{k}">{name}</a></h2></div>'
                f'<div class="body"><div class="txt"><p>{desc}</p></div><ul class="perks">{perk_html}</ul>'
                f'<div class="rate"><span class="amount">{price}</span>'
                '<span class="unit">per night</span></div>'
                f"</div></div></div></div>{SCRIPT}"
            )
            cards.append(card)
            recs.append({"text": " ".join([name, desc, *perks, price, "per night"]),
                         "fields": [name, desc, " ".join(perks), price]})
        body = f'<section class="list">{"".join(cards)}</section>'
        pages.append((f"q{q}", _template(rng, 0, body, site), recs))
    return pages


def _menus(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    pages = []
    for q in range(3):
        prods = [_product(rng, 4000 + 100 * q + k) for k in range(10)]
        body = ('<div class="crumbs"><a href="/">Home</a> &gt; <a href="/s">Search</a></div>'
                f'<ul class="results">{"".join(f"<li>{_card(p, depth=1)}</li>" for p in prods)}</ul>')
        pages.append((f"q{q}", _template(rng, q, body, site), [_record(p) for p in prods]))
    return pages


SITES = {"shop": _shop, "featured": _featured, "travel": _travel, "menus": _menus}


def generate(out: Path, seed: int = 14) -> int:
    """Write the generated sites to ``out``; returns the number of pages."""
    (out / "pages").mkdir(parents=True, exist_ok=True)
    n = 0
    with (out / "truth.jsonl").open("w", encoding="utf-8") as fh:
        for name, make in SITES.items():
            rng = random.Random(f"{seed}-{name}")
            for query, page, recs in make(rng, f"{name}.example"):
                page_id = f"gen-{name}__{name}.example__{query}"
                # a line break between tags, as servers write them (text never runs together)
                page = page.replace("><", ">\n<")
                (out / "pages" / f"{page_id}.html").write_text(page, encoding="utf-8")
                fh.write(json.dumps({"id": page_id, "source": "generated", "records": recs}) + "\n")
                n += 1
    return n


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(CHECKOUT / "tests" / "fixtures" / "denoise" / "gen-sites"))
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args(argv)
    n = generate(Path(args.out), args.seed)
    print(f"{n} pages in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
