"""News stories of 2017-2019 sites with a box set between the paragraphs of the body, or a
paragraph that links its sources, each
with the exact text an article extractor must return.

* :func:`story_with_gallery`: a gallery ("World news in pictures", slides headed "1/8 24
  September" with long captions and credits) between two groups of paragraphs of the same
  body element; the story goes on after it, the gallery is no part of it;
* the same with the rest after the gallery in a sidebar of its own (``after="sidebar"``): the
  text ends at the gallery;
* the same with a comment section after the gallery (``after="comments"``);
* :func:`story_citing_sources`: a story whose first paragraph links its sources (about half
  its text in links), followed by a list of linked headlines; the paragraph is text, the list
  is not;
* :func:`story_with_cast_list`: a wiki page whose "Main cast" list links each actor and role
  ("Nadia Holm as Captain Ruth Avery") between paragraphs, then a list of bare links.

Every maker is deterministic.  ``python -m webextract_testkit.story_box_shapes OUT`` writes
each shape as ``OUT/<shape>.html`` with ``OUT/truth.jsonl`` (``id``, ``title``, ``text``).
"""

from __future__ import annotations

import sys

from webextract_testkit import write_article_shapes

HEADLINE = "Harbour police officer dismissed after inquiry into night shooting"
STANDFIRST = ("The force said the officer broke its rules on the use of firearms when she opened fire "
              "on the quay last month.")
PARAGRAPHS = [
    f"Paragraph {i} of the story: the harbour police said on Monday that the inquiry had found the "
    f"officer broke the force's rules, and that the case would now go to the district prosecutor."
    for i in range(1, 7)
]
CAPTIONS = [
    f"Slide {i}: crowds gather on the quay as the tall ships arrive for the harbour festival, which "
    f"drew more than forty thousand visitors over the weekend, organisers said."
    for i in range(1, 9)
]


def _gallery() -> str:
    slides = "".join(f"<li><h2>{i}/8 {20 + i} September</h2><div class='description'>{c}</div>"
                     f"<div class='copyright'>AP</div></li>" for i, c in enumerate(CAPTIONS, 1))
    return (f"<div class='gallery-wrap'><h2>World news in pictures</h2>"
            f"<div class='gallery'><h1>World news in pictures</h1><ul>{slides}</ul></div></div>")


def story_with_gallery(after: str = "story") -> tuple[str, str, str]:
    """``(html, title, text)`` of a story (a header with the headline, a standfirst and a
    byline, then the body in an element of its own) whose body holds a gallery after its
    third paragraph.  ``after``: ``"story"`` (the body's last three paragraphs follow the gallery in
    the same element: the text is the headline and the six paragraphs), ``"sidebar"`` (they
    stand in a sidebar instead: the text ends at the gallery) or ``"comments"`` (a comment
    section follows the gallery: the text ends there)."""
    first = "".join(f"<p>{p}</p>" for p in PARAGRAPHS[:3])
    rest = "".join(f"<p>{p}</p>" for p in PARAGRAPHS[3:])
    if after == "story":
        body, tail, expected = f"{first}{_gallery()}{rest}", "", PARAGRAPHS
    elif after == "sidebar":
        body, tail, expected = f"{first}{_gallery()}", f"<div class='column-b'>{rest}</div>", PARAGRAPHS[:3]
    elif after == "comments":
        body = (f"{first}{_gallery()}<div class='talk'><h2>Comments</h2>" + "".join(
            f"<div class='entry'><p>{p}</p></div>" for p in PARAGRAPHS[3:]) + "</div>")
        tail, expected = "", PARAGRAPHS[:3]
    else:
        raise ValueError(f"unknown shape {after!r}")
    html = (f"<html><head><title>{HEADLINE} | The Harbour Post</title></head><body>"
            "<nav><ul><li><a href='/'>Home</a></li><li><a href='/news'>News</a></li></ul></nav>"
            f"<main><article><header><h1>{HEADLINE}</h1><p class='deck'>{STANDFIRST}</p>"
            "<p class='byline'>By Jane Doe</p></header>"
            f"<div class='body'>{body}</div></article>{tail}</main>"
            "<footer><p>© 2018 The Harbour Post</p></footer></body></html>")
    return html, HEADLINE, "\n".join([HEADLINE, STANDFIRST, "By Jane Doe", *expected])


CITING = ("<a href='/r/1'>Harbour police said on Monday</a> that the officer who fired on the quay had "
          "been dismissed, <a href='/r/2'>according to a statement</a> published by "
          "<a href='/r/3'>the district's commissioner</a>, who added that the inquiry was closed.")
CITING_TEXT = ("Harbour police said on Monday that the officer who fired on the quay had been "
               "dismissed, according to a statement published by the district's commissioner, who "
               "added that the inquiry was closed.")


def story_citing_sources() -> tuple[str, str, str]:
    """``(html, title, text)`` of a story whose first paragraph is about half links, with a
    "Read more" list of linked headlines after its body: the text is the headline, the byline,
    that paragraph and the rest of the body."""
    more = "".join(f"<li><a href='/s/{i}'>Another story about the harbour police, number {i}</a></li>"
                   for i in range(5))
    html = (f"<html><head><title>{HEADLINE} | The Harbour Post</title></head><body>"
            f"<main><article><h1>{HEADLINE}</h1><p class='byline'>By Jane Doe</p>"
            f"<div class='body'><p>{CITING}</p>" + "".join(f"<p>{p}</p>" for p in PARAGRAPHS[:3])
            + f"<ul>{more}</ul></div></article></main></body></html>")
    return html, HEADLINE, "\n".join([HEADLINE, "By Jane Doe", CITING_TEXT, *PARAGRAPHS[:3]])


CAST = [("Nadia Holm", "Captain Ruth Avery"), ("Owen Pryce", "First Mate Daniel Cole"),
        ("Lucia Brandt", "Harbour Master Ines Vale"), ("Sam Okoro", "Deckhand Leo Marsh")]


def story_with_cast_list() -> tuple[str, str, str]:
    """``(html, title, text)`` of a series' wiki page: a paragraph, a "Main cast" list whose
    items link the actor ("Nadia Holm as Captain Ruth Avery"), a paragraph, then a list of
    bare links.  The text keeps the cast items, not the bare links."""
    title = "The Harbour Watch"
    cast = "".join(f"<li><a href='/w/{a.split()[0]}'>{a}</a> as <a href='/w/{r.split()[-1]}'>{r}</a></li>"
                   for a, r in CAST)
    links = "".join(f"<li><a href='/w/l{i}'>The Harbour Watch on network site {i}</a></li>" for i in range(4))
    html = (f"<html><head><title>{title} | Harbour Wiki</title></head><body><main><h1>{title}</h1>"
            f"<div class='page-content'><p>{PARAGRAPHS[0]}</p><h2>Main cast</h2><ul>{cast}</ul>"
            f"<p>{PARAGRAPHS[1]}</p><ul>{links}</ul></div></main></body></html>")
    items = [f"{a} as {r}" for a, r in CAST]
    return html, title, "\n".join([title, PARAGRAPHS[0], "Main cast", *items, PARAGRAPHS[1]])


def shapes() -> dict[str, tuple[str, str, str]]:
    """Every generated page by name: ``(html, title, text)``."""
    found = {f"story_with_gallery_then_{after}": story_with_gallery(after)
             for after in ("story", "sidebar", "comments")}
    found["story_citing_sources"] = story_citing_sources()
    found["story_with_cast_list"] = story_with_cast_list()
    return found


def main(argv: list[str] | None = None) -> int:
    """Write every shape to the folder given on the command line."""
    return write_article_shapes(argv, __doc__.split("\n")[0], shapes())


if __name__ == "__main__":
    sys.exit(main())
