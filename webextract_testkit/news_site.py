"""A generated news site whose section pages list teasers, for the news crawl's end-to-end tests.

Run ``python -m webextract_testkit.news_site OUT [--sections 3 --pages 2 --per-page 5]``:
writes the site as static files under ``OUT`` (folders with ``index.html``, so
``python -m webextract.demo.server OUT`` serves it) and prints the number of articles.

The shapes, each of which a crawl that decides by the link or stops reading at article pages
misses:

* ``/``: the home page, a big menu of one-word section links and nothing else;
* ``/section/<name>/`` and ``/section/<name>/page/<n>/``: section pages of teasers, each a
  headline link, two sentences and a "Read more" link, with "Next" links between the pages;
  the first page opens with a long introduction of the section (two paragraphs of prose,
  longer than any teaser);
* ``/story/<n>/``: an article (headline, byline, six paragraphs) inside a big navigation,
  a rail of related links and a link-heavy footer;
* each section's first article links, inside its text, a follow-up article (``/story/<n>/``)
  that no section lists: it is found only by reading the links of an article page.

:func:`generate` returns the answer key: every article's path, title and paragraphs.
"""

from __future__ import annotations

import argparse
import html
import random
import sys
from pathlib import Path

SECTION_NAMES = ["world", "business", "science", "culture", "sport", "travel", "health", "opinion"]

_SUBJECTS = ["The council", "Residents", "The regional authority", "Engineers", "Teachers",
             "The ministry", "Local traders", "Researchers", "The harbour board", "Volunteers"]
_VERBS = ["announced", "confirmed", "questioned", "welcomed", "criticised", "postponed",
          "approved", "reviewed", "described", "defended"]
_OBJECTS = ["a plan to rebuild the old bridge", "new rules for parking near schools",
            "the budget for the coming winter", "a proposal to extend the tram line",
            "the results of a two-year survey", "a scheme to plant ten thousand trees",
            "changes to the ferry timetable", "the cost of repairing flood defences",
            "a study of air quality in the centre", "plans for a new public library"]
_TAILS = ["on Tuesday", "after a long public meeting", "despite objections from neighbours",
          "in a statement published this morning", "following months of delay",
          "at a press conference in the town hall", "ahead of the spring elections"]


def _sentence(rng: random.Random) -> str:
    return (f"{rng.choice(_SUBJECTS)} {rng.choice(_VERBS)} {rng.choice(_OBJECTS)} "
            f"{rng.choice(_TAILS)}, and {rng.choice(_SUBJECTS).lower()} {rng.choice(_VERBS)} "
            f"{rng.choice(_OBJECTS)}.")


def story(n: int) -> dict:
    """Title, byline, teaser and paragraphs of article ``n`` (deterministic)."""
    rng = random.Random(1000 + n)
    title = f"{rng.choice(_SUBJECTS)} {rng.choice(_VERBS)} {rng.choice(_OBJECTS)} in ward {n}"
    paragraphs = [" ".join(_sentence(rng) for _ in range(3)) for _ in range(6)]
    teaser = " ".join(_sentence(rng) for _ in range(2))
    return {"path": f"/story/{n}/", "title": title, "byline": f"By Staff Reporter {n % 7 + 1}",
            "teaser": teaser, "paragraphs": paragraphs}


def _frame(title: str, sections: list[str], body: str) -> str:
    menu = "".join(f"<li><a href='/section/{s}/'>{s.title()}</a></li>" for s in sections)
    menu += "".join(f"<li><a href='/section/{s}/'>{s.title()} news</a></li>" for s in sections)
    footer = "".join(f"<li><a href='/section/{s}/'>{s.title()} archive</a></li>" for s in sections)
    footer += "".join(f"<li><a href='/about/{k}/'>{k.title()}</a></li>"
                      for k in ("team", "contact", "jobs", "advertise", "privacy", "terms"))
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'>"
            f"<title>{html.escape(title)}</title></head><body>"
            f"<header class='masthead'><p class='logo'><a href='/'>The Ward Courier</a></p>"
            f"<nav class='menu'><ul>{menu}</ul></nav></header>"
            f"<main>{body}</main>"
            f"<footer class='footer'><ul>{footer}</ul><p>© 2024 The Ward Courier.</p></footer>"
            "</body></html>")


def _article_page(art: dict, sections: list[str], related: list[dict], follow_up: dict | None) -> str:
    paras = [f"<p>{html.escape(p)}</p>" for p in art["paragraphs"]]
    if follow_up is not None:
        paras.insert(3, f"<p><a href='{follow_up['path']}'>{html.escape(follow_up['title'])}</a></p>")
    rail = "".join(f"<li><a href='{r['path']}'>{html.escape(r['title'])}</a></li>" for r in related)
    body = (f"<article class='story'><h1>{html.escape(art['title'])}</h1>"
            f"<p class='byline'>{art['byline']}</p>{''.join(paras)}</article>"
            f"<aside class='related'><h3>Related stories</h3><ul>{rail}</ul></aside>")
    return _frame(f"{art['title']} | The Ward Courier", sections, body)


def _section_page(name: str, page: int, pages: int, items: list[dict], sections: list[str]) -> str:
    parts = [f"<h1>{name.title()}</h1>"]
    if page == 1:
        rng = random.Random(name)
        parts.append("<div class='intro'>" + "".join(
            f"<p>{' '.join(_sentence(rng) for _ in range(4))}</p>" for _ in range(2)) + "</div>")
    parts.append("<ul class='teasers'>")
    for art in items:
        parts.append(f"<li class='teaser'><h2><a href='{art['path']}'>{html.escape(art['title'])}</a></h2>"
                     f"<p>{html.escape(art['teaser'])}</p>"
                     f"<p class='more'><a href='{art['path']}'>Read more</a></p></li>")
    parts.append("</ul>")
    if page < pages:
        parts.append(f"<p class='pager'><a href='/section/{name}/page/{page + 1}/'>Next</a></p>")
    return _frame(f"{name.title()} | The Ward Courier", sections, "".join(parts))


def generate(out: Path, sections: int = 3, pages: int = 2, per_page: int = 5) -> list[dict]:
    """Write the site under ``out`` and return its articles (path, title, byline, teaser,
    paragraphs), each exactly once.  ``sections`` (at most 8) sections of ``pages`` pages of
    ``per_page`` teasers each, plus one follow-up article per section."""
    if not 1 <= sections <= len(SECTION_NAMES):
        raise ValueError(f"sections must be 1..{len(SECTION_NAMES)}")
    names = SECTION_NAMES[:sections]
    out = Path(out)
    listed = sections * pages * per_page
    arts = [story(n) for n in range(1, listed + sections + 1)]
    follow_ups = arts[listed:]

    def write(path: str, text: str) -> None:
        target = out / path.strip("/") / "index.html" if path != "/" else out / "index.html"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")

    write("/", _frame("The Ward Courier", names, "<p class='tagline'>News of the wards.</p>"))
    for s, name in enumerate(names):
        own = arts[s * pages * per_page:(s + 1) * pages * per_page]
        for page in range(1, pages + 1):
            items = own[(page - 1) * per_page:page * per_page]
            path = f"/section/{name}/" if page == 1 else f"/section/{name}/page/{page}/"
            write(path, _section_page(name, page, pages, items, names))
        for i, art in enumerate(own):
            related = [own[(i + k) % len(own)] for k in (1, 2, 3) if len(own) > k]
            write(art["path"], _article_page(art, names, related, follow_ups[s] if i == 0 else None))
        write(follow_ups[s]["path"], _article_page(follow_ups[s], names, own[:3], None))
    return arts


def main(argv: list[str] | None = None) -> int:
    """Command line: write the site and print how many articles it holds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--sections", type=int, default=3)
    parser.add_argument("--pages", type=int, default=2)
    parser.add_argument("--per-page", type=int, default=5)
    args = parser.parse_args(argv)
    arts = generate(Path(args.out), args.sections, args.pages, args.per_page)
    print(f"{len(arts)} articles written under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
