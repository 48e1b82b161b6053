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
* ``hotels``, ``deals``, ``bestsellers``, ``restaurants``: records mostly of links, records
  that recur on every results page, fields that recur (docs/denoise.md);
* ``gametable``, ``newssearch``, ``linkedcards``: records whose only text of their own is
  inside links or one piece beside them (a results table of linked columns; a section label
  beside a linked headline and date; cards of a linked title and artist);
* ``destinations``: two pages whose whole list of records recurs (the same destinations at
  the same fares from two origins), beside a box of records every page repeats;
* ``sponsored``: a search engine's results between short lists of sponsored results whose
  every text is a link, with tabs, related queries, news teasers and a "Trending" list around
  them (must go);
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


def _hotels(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    """Hotel results: a card per hotel, most of its text in links (name, reviews, place,
    amenities, "Book now, pay later"), the rest its own: score, nightly rate."""
    places = ["Old Town", "Harbour", "City Centre", "Riverside", "Airport", "West End"]
    amenities = ["Free WiFi", "Pool", "Parking", "Spa", "Gym", "Pets allowed"]
    pages = []
    for q in range(3):
        cards, recs = [], []
        for k in range(10):
            r = random.Random(5000 + 100 * q + k)
            name = f"Hotel {_words(r, 2, 3)}"
            score = f"{r.randint(60, 98) / 10:.1f}"
            reviews = f"{r.randint(20, 4000):,} reviews"
            place = f"{r.choice(places)}, {r.randint(1, 40) / 10:.1f} km from centre"
            ams = r.sample(amenities, r.randint(2, 4))
            rate = f"${r.randint(49, 420)}"
            am_html = "".join(f'<li><a href="/filter/{a.lower()}">{a}</a></li>' for a in ams)
            cards.append(
                f'<div class="hotel-card"><h3><a href="/hotel/{q}{k}">{name}</a></h3>'
                f'<div class="rating"><span class="score">{score}</span> '
                f'<a href="/hotel/{q}{k}#reviews">{reviews}</a></div>'
                f'<div class="place"><a href="/map/{q}{k}">{place}</a></div>'
                f'<ul class="amenities">{am_html}</ul>'
                f'<div class="rate"><span class="amount">{rate}</span> <span>per night</span></div>'
                f'<a class="book" href="/book/{q}{k}">Book now, pay later</a></div>'
            )
            recs.append({"text": " ".join([name, score, reviews, place, *ams, rate, "per night",
                                           "Book now, pay later"]),
                         "fields": [name, score, reviews, place, rate]})
        body = (f'{_intro(q)}<div class="sort"><a href="?s=p">Price</a> <a href="?s=r">Rating</a> '
                f'<a href="?s=d">Distance</a></div><div class="hotels">{"".join(cards)}</div>')
        pages.append((f"q{q}", _template(rng, 0, body, site), recs))
    return pages


def _deals(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    """Deals: each record a linked product name, a price and the former price."""
    pages = []
    for q in range(3):
        items, recs = [], []
        for k in range(12):
            r = random.Random(6000 + 100 * q + k)
            name = _words(r, 7, 10)
            old = r.randint(20, 500)
            price = f"${old * r.randint(40, 85) // 100}.{r.randint(10, 99)}"
            was = f"${old}.99"
            items.append(f'<li class="deal"><a href="/d/{q}{k}">{name}</a> '
                         f'<span class="price">{price}</span> <s class="was">{was}</s></li>')
            recs.append({"text": f"{name} {price} {was}", "fields": [name, price, was]})
        body = f'{_intro(10 + q)}<h2>Today\'s deals</h2><ul class="deals">{"".join(items)}</ul>'
        pages.append((f"q{q}", _template(rng, 5, body, site), recs))
    return pages


def _intro(q: int, n: int = 60) -> str:
    """A paragraph of the query's own text (a guide to the place, the query's terms)."""
    r = random.Random(9000 + q)
    return f'<p class="intro">{" ".join(r.choice(WORDS) for _ in range(n)).capitalize()}.</p>'


def _linked_card(p: dict) -> str:
    """A product card that is mostly links (name, rating, seller, "Add to cart"), with a
    price, a former price and the number of ratings as its own text; a badge on some."""
    pid = p["id"]
    badge = '<em class="badge">Best seller</em>' if pid % 4 == 1 else ""
    return (f'<div class="item">{badge}<a class="title" href="/p/{pid}">{p["name"]}</a>'
            f'<div class="stars"><a href="/p/{pid}#r">{3 + pid % 3} out of 5 stars</a> '
            f'<span>({pid % 700 + 12})</span></div>'
            f'<span class="price">{p["price"]}</span> <del>${pid % 90 + 310}.00</del>'
            f'<a class="seller" href="/s/{pid % 7}">Sold by {WORDS[pid % 60]} outlet</a>'
            f'<a class="add" href="/cart/{pid}">Add to cart</a></div>')


def _linked_text(p: dict) -> str:
    pid = p["id"]
    badge = "Best seller " if pid % 4 == 1 else ""
    return (f'{badge}{p["name"]} {3 + pid % 3} out of 5 stars ({pid % 700 + 12}) {p["price"]} '
            f'${pid % 90 + 310}.00 Sold by {WORDS[pid % 60]} outlet Add to cart')


def _bestsellers(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    """A shop whose results pages share half their products: six featured products shown for
    every query, at the top of the grid, then six of the query's own."""
    featured = [_product(rng, 7000 + k) for k in range(6)]
    pages = []
    for q in range(3):
        own = [_product(rng, 7100 + 100 * q + k) for k in range(6)]
        prods = featured + own
        cards = "".join(_linked_card(p) for p in prods)
        body = (f'{_intro(q)}<div class="count">{len(prods)} products</div>'
                f'<div class="grid">{cards}</div>')
        recs = [{"text": _linked_text(p), "fields": [p["name"], p["price"]]} for p in prods]
        pages.append((f"q{q}", _template(rng, 2, body, site), recs))
    return pages


def _restaurants(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    """A restaurant guide: the records' fields recur from page to page (cuisines, price
    bands, districts, opening hours) around names and reviews that change; some records
    have a photo, some a "Delivery" mark."""
    cuisines = ["Italian, Pizza, Vegetarian friendly", "Japanese, Sushi, Asian",
                "French, European, Wine bar", "Mexican, Latin, Street food"]
    districts = ["Downtown", "Old Harbour", "University Quarter"]
    pages = []
    for q in range(3):
        rows, recs = [], []
        for k in range(10):
            r = random.Random(8000 + 100 * q + k)
            name = f"{_words(r, 1, 2)} {r.choice(['Bistro', 'Kitchen', 'Grill', 'Cafe'])}"
            cuisine = cuisines[(q + k) % 4]
            band = ["$", "$$", "$$$"][k % 3]
            district = districts[k % 3]
            review = _words(r, 6, 12) + "."
            photo = f'<img src="/r/{q}{k}.jpg">' if k % 3 == 0 else ""
            mark = '<span class="mark">Delivery</span>' if k % 4 == 1 else ""
            rows.append(
                f'<div class="venue">{photo}<h3><a href="/r/{q}{k}">{name}</a></h3>'
                f'<div class="facts"><span class="cuisine">{cuisine}</span>'
                f'<span class="band">{band}</span><span class="district">{district}</span></div>'
                f'{mark}<p class="review">{review}</p><div class="hours">Open today 12:00 - 23:00</div></div>'
            )
            recs.append({"text": " ".join([name, cuisine, band, district, review]),
                         "fields": [name, cuisine, district, review]})
        body = f'{_intro(20 + q)}<div class="guide">{"".join(rows)}</div>'
        pages.append((f"q{q}", _template(rng, 3, body, site), recs))
    return pages


def _gametable(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    """A results table whose rows carry one piece of their own text outside links: a
    platform, a linked title and linked columns ("FAQs", "Cheats", "Reviews", "Board"), a
    "---" cell where a game has none."""
    platforms = ["PS3", "X360", "WII", "PC", "DS", "PS4"]
    pages = []
    for q in range(3):
        rows, recs = [], []
        for k in range(12):
            r = random.Random(10_000 + 100 * q + k)
            title = _words(r, 2, 5)
            platform = platforms[(q + k) % 6]
            cells = [f'<td><a href="/g/{q}{k}/{c.lower()}">{c}</a></td>' if (k + j) % 4 else "<td>---</td>"
                     for j, c in enumerate(["FAQs", "Cheats", "Saves", "Reviews", "Answers", "Images",
                                                  "Videos"])]
            rows.append(f'<tr><td class="rmain">{platform}</td><td class="rtitle"><a href="/g/{q}{k}">'
                        f'{title}</a></td>{"".join(cells)}<td><a href="/b/{q}{k}">Board</a></td></tr>')
            recs.append({"text": f"{platform} {title}", "fields": [platform, title]})
        body = (f'<h2>Best matches for query {q}</h2><table class="results"><tr><th>Platform</th>'
                f'<th>Title</th><th colspan="8">Links</th></tr>{"".join(rows)}</table>')
        pages.append((f"q{q}", _template(rng, 4, body, site), recs))
    return pages


def _newssearch(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    """A news site's search: each result a section label beside a link that holds the
    headline and the date, the results' only text of their own."""
    sections = ["Sports", "Nation Now", "Money", "Tech", "Travel"]
    pages = []
    for q in range(3):
        items, recs = [], []
        for k in range(10):
            r = random.Random(11_000 + 100 * q + k)
            headline = _words(r, 6, 11)
            section = sections[(q * 3 + k) % 5]
            date = f"Feb {1 + (q * 10 + k) % 28}, 2017"
            items.append(f'<li class="result"><span class="label">{section}</span>'
                         f'<a href="/story/{q}/{k}"><h3>{headline}</h3><span class="date">{date}</span></a></li>')
            recs.append({"text": f"{section} {headline} {date}", "fields": [headline, date]})
        body = (f'{_intro(30 + q, 55)}<div class="count"><b>{30 + q}</b> entries were found</div>'
                f'<ul class="results">{"".join(items)}</ul>')
        pages.append((f"q{q}", _template(rng, 0, body, site), recs))
    return pages


def _linkedcards(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    """A catalogue search whose cards hold links only: a linked title, a linked artist (not
    on every card) and linked actions ("Add to collection", "Add to wantlist"), beside
    linked filters with counts, in one container (a link cluster as a whole)."""
    pages = []
    for q in range(3):
        cards, recs = [], []
        for k in range(12):
            r = random.Random(12_000 + 100 * q + k)
            title = _words(r, 1, 5)
            artist = _words(r, 1, 3) if k % 5 else ""
            who = f'<h5><a href="/artist/{q}{k}">{artist}</a></h5>' if artist else ""
            cards.append(f'<div class="card"><h4><a href="/release/{q}{k}">{title}</a></h4>{who}'
                         f'<div class="actions"><a href="/c/{q}{k}">Add to collection</a> '
                         f'<a href="/w/{q}{k}">Add to wantlist</a></div></div>')
            recs.append({"text": f"{title} {artist}".strip(), "fields": [title] + ([artist] if artist else [])})
        facets = "".join(
            f'<h3>{group}</h3><ul class="facets">' + "".join(
                f'<li><a href="/s?{group.lower()}={v}"><small>{(v * 37 + q) % 400 + 1}</small> '
                f'{WORDS[(v * 7 + len(group)) % 60].capitalize()}</a></li>' for v in range(6)) + "</ul>"
            for group in ("Genre", "Style", "Format"))
        body = (f'{_intro(40 + q, 30)}<div class="page"><aside class="filters">{facets}</aside>'
                f'<div class="cards" id="search_results">{"".join(cards)}</div></div>'
                '<p class="about">The catalogue is built by its users: every release, artist and label '
                'was added by someone who owns the record, and anyone may correct an entry, add a '
                'missing track or upload the cover of a pressing that is not listed yet.</p>')
        pages.append((f"q{q}", _template(rng, 1, body, site), recs))
    return pages


def _destinations(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    """An airline's destination pages: flights from two origins list the very same
    destinations at the same fares (the whole list recurs), a third origin others; every
    page has the same "Popular hotels" box of records beside its list (template: goes)."""
    cities = ["Paris", "Rome", "Lisbon", "Madrid", "Berlin", "Vienna", "Prague", "Athens",
              "Dublin", "Oslo", "Zurich", "Milan"]
    hotels = "".join(
        f'<li class="hotel"><a href="/h/{k}">{name}</a> <span>{3 + k % 2} stars</span> '
        f'<span>from ${89 + 17 * k}</span></li>'
        for k, name in enumerate(["Harbour Inn", "Grand Central", "Old Town Suites", "Park Lodge"]))
    box = f'<aside class="popular"><h3>Popular hotels</h3><ul>{hotels}</ul></aside>'
    pages = []
    for q in range(3):
        items, recs = [], []
        for city in (cities[:10] if q < 2 else cities[2:12]):
            r = random.Random(f"{0 if q < 2 else 2}-{city}")
            price = f"${r.randint(59, 499)}"
            items.append(f'<li class="dest"><a href="/to/{city.lower()}"><img src="/{city}.jpg"><h3>{city}</h3></a>'
                         f'<p class="fare">from <strong>{price}</strong></p><p class="cond">Economy, round trip</p>'
                         f'<a class="book" href="/book/{q}/{city}">Book</a></li>')
            recs.append({"text": f"{city} from {price} Economy, round trip Book", "fields": [city, price]})
        body = (f'<h2>Flights from origin {q}</h2><div class="cols"><ul class="destinations">{"".join(items)}</ul>'
                f'{box}</div>')
        pages.append((f"q{q}", _template(rng, 2, body, site), recs))
    return pages


def _sponsored(rng: random.Random, site: str) -> list[tuple[str, str, list]]:
    """A search engine's results between two short lists of sponsored results, each of
    whose texts is a link (a linked title, a linked address, a linked line of text), the
    same kind of record as the results; a row of tabs right above and a list of related
    queries right below them, news teasers (a linked headline, a linked source and an
    age) right after the results, and a "Trending" list of the ads' very markup in a column
    beside (all four must go).  One sponsor recurs on every page."""
    pages = []
    for q in range(3):
        def ad(k: int) -> tuple[str, dict]:
            r = random.Random(13_000 + (0 if k == 0 else 100 * q + k))
            title, desc = _words(r, 4, 8), _words(r, 6, 10)
            url = f"www.{r.choice(WORDS)}{r.choice(WORDS)}.com"
            return (f'<li><div class="res"><h3><a href="/ad/{q}/{k}">{title}</a></h3>'
                    f'<div><a href="/ad/{q}/{k}">{url}</a></div><p><a href="/ad/{q}/{k}">{desc}</a></p></div></li>',
                    {"text": f"{title} {url} {desc}", "fields": [title, url, desc]})
        top = [ad(k) for k in range(3 if q != 1 else 1)]
        bottom = [ad(k) for k in (4, 5)] + ([ad(0)] if q == 1 else [])
        results = []
        for k in range(8):
            r = random.Random(13_500 + 100 * q + k)
            title, snippet = _words(r, 4, 9), _words(r, 12, 20)
            url = f"{r.choice(WORDS)}.{r.choice(['org', 'net', 'gov'])}/{r.choice(WORDS)}"
            results.append((f'<li><div class="res"><h3><a href="http://{url}">{title}</a></h3>'
                            f'<div><span>{url}</span></div><p>{snippet}</p>'
                            f'<ul class="opts"><li><a href="/cache/{q}/{k}">Cached</a></li></ul></div></li>',
                            {"text": f"{title} {url} {snippet}", "fields": [title, url, snippet]}))
        head = f'<li class="adhead"><b>Ads</b> <span>related to: query {q}</span></li>'
        tabs = "".join(f'<li><a href="/{t.lower()}?q={q}">{t}</a></li>'
                       for t in ("All", "Images", "Video", "News", "Shopping", "Maps", "Books"))
        also = "".join(f'<li><a href="/s?q={q}-{k}">{_words(random.Random(q * 10 + k), 2, 4)}</a></li>'
                       for k in range(6))
        trending = "".join(
            f'<li><div class="res"><h3><a href="/t/{k}">{h}</a></h3><div><a href="/t/{k}">Trending now</a></div>'
            f'<p><a href="/t/{k}">{3 + k} hours ago</a></p></div></li>'
            for k, h in enumerate(["Storm closes the harbor bridge", "Museum opens its winter garden",
                                   "Rocket launch moved to spring", "Copper prices hit a record"]))
        news = "".join(
            f'<li><a href="/n/{q}/{k}">{_words(random.Random(13_900 + 10 * q + k), 5, 8)}</a> '
            f'<a href="/src/{k}">{src}</a> <span>{k + 2}h</span></li>'
            for k, src in enumerate(["Reuters", "Gazette", "Herald"]))
        body = (f'<div class="cols"><div class="center"><ul class="tabs">{tabs}</ul>'
                f'<ol class="ads">{head}{"".join(a for a, _ in top)}</ol>'
                f'<div id="web"><ol class="results">{"".join(x for x, _ in results)}</ol>'
                f'<ol class="news">{news}</ol></div>'
                f'<ol class="ads">{head}{"".join(a for a, _ in bottom)}</ol>'
                f'<ol class="also">{also}</ol></div>'
                f'<div class="right"><h3>Trending</h3><ol class="trending">{trending}</ol></div></div>')
        recs = [rec for _, rec in top] + [rec for _, rec in results] + [rec for _, rec in bottom]
        pages.append((f"q{q}", _template(rng, 5, body, site), recs))
    return pages


SITES = {"shop": _shop, "featured": _featured, "travel": _travel, "menus": _menus,
         "hotels": _hotels, "deals": _deals, "bestsellers": _bestsellers,
         "restaurants": _restaurants, "gametable": _gametable, "newssearch": _newssearch,
         "linkedcards": _linkedcards, "destinations": _destinations, "sponsored": _sponsored}


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
