"""Posts whose body element goes on with short lines (a list of items, a gallery's picture
headings) and then more prose, each with the exact text an article extractor must return.

* :func:`post_with_list` (``kind="items"``): a post's paragraphs, a list of 30 items that
  link a subject and give a figure of their own ("Subject line 7 for the spring sale – 17.4%"),
  then the post's closing paragraph, all in one body element: the text keeps the items and
  the closing paragraph;
* ``kind="headings"``: the same with 30 picture headings (``<h3>`` over an image) instead of
  the list: the text keeps the headings and the closing paragraph;
* ``kind="sidebar"``: the list and the closing prose stand in a sidebar after the body
  element: the text ends at the body's last paragraph;
* ``kind="open"``: the body element ends with the list (no closing paragraph): the text
  keeps the items;
* ``kind="linked"``: instead of the list, three paragraphs wholly in one link and a paragraph
  half in links stand between the paragraphs and the closing paragraph: the text keeps the
  half-linked paragraph (the wholly linked ones are link lists) and the closing paragraph;
* ``kind="blurb"``: the list is followed, inside the body element, by a box of its own with
  a blurb of prose (an "about the author" box): the text ends at the body's last paragraph.

Every maker is deterministic.  ``python -m webextract_testkit.body_tail_shapes OUT`` writes
each shape as ``OUT/<shape>.html`` with ``OUT/truth.jsonl`` (``id``, ``title``, ``text``).
"""

from __future__ import annotations

import sys

from webextract_testkit import write_article_shapes

HEADLINE = "What thirty email subject lines taught us about open rates"
PARAGRAPHS = [
    f"Paragraph {i} of the post: we went back through two years of our newsletter and compared "
    f"how many readers opened each issue, to see which subject lines made people curious enough."
    for i in range(1, 4)
]
CLOSING = ("So what do the best of these subject lines have in common? Each promises the reader "
           "something for very little risk, and the balance of hope over doubt is what gets it opened.")
ITEMS = [(f"Subject line {i} for the spring sale", f"{10 + i / 2:.1f}%") for i in range(1, 31)]
PICTURES = [f"Picture {i} of the harbour lights" for i in range(1, 31)]
KINDS = ("items", "headings", "sidebar", "open", "blurb", "linked")
LINKED_WHOLE = "This week's new issue is a really quick, easy and profoundly useful guide to subject lines."
LINKED_HALF = ("If you like this guide, you will probably like our other guides to newsletters, and the "
               "three books about writing for the web that we recommended last spring to every reader.")
BLURB = ("About the author: Ines Vale writes about email marketing, newsletters and the habits of "
         "readers for the Harbour Mail blog, from a small office by the quay.")


def post_with_list(kind: str = "items") -> tuple[str, str, str]:
    """``(html, title, text)`` of a blog post whose body element holds three paragraphs, a
    list of 30 short lines (``kind="items"``: list items linking a subject with a figure of
    their own; ``"headings"``: picture headings over images) and a closing paragraph;
    ``"sidebar"``: the list and the closing paragraph stand in a sidebar after the body
    element instead; ``"open"``: the list ends the body element (no closing paragraph);
    ``"blurb"``: a box with a blurb follows the list inside the body element; ``"linked"``:
    three wholly linked paragraphs and a half-linked one stand where the list was.  Raises
    ``ValueError`` for another ``kind``."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}; one of {', '.join(KINDS)}")
    body = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    if kind == "linked":
        half = LINKED_HALF.split(", and the ")
        lines = ("".join(f"<p><a href='/g/{i}'>{LINKED_WHOLE}</a></p>" for i in (1, 3, 4))
                 + f"<p><a href='/g/2'>{half[0]}</a>, and the {half[1]}</p>")
        texts = [LINKED_HALF]
    elif kind == "headings":
        lines = "".join(f"<h3>{p}</h3><p><img src='/i/{i}.jpg' alt=''></p>" for i, p in enumerate(PICTURES))
        texts = list(PICTURES)
    else:
        lines = "<ul>" + "".join(f"<li><a href='/n/{i}'>{s}</a> – {r}</li>"
                                 for i, (s, r) in enumerate(ITEMS)) + "</ul>"
        texts = [f"{s} – {r}" for s, r in ITEMS]
    tail = f"{lines}<p>{CLOSING}</p>"
    if kind == "sidebar":
        main = f"<div class='entry-content'>{body}</div><div class='widget-area'>{tail}</div>"
        text = [HEADLINE, *PARAGRAPHS]
    elif kind == "open":
        main = f"<div class='entry-content'>{body}{lines}</div>"
        text = [HEADLINE, *PARAGRAPHS, *texts]
    elif kind == "blurb":
        main = f"<div class='entry-content'>{body}{lines}<div class='writer'><p>{BLURB}</p></div></div>"
        text = [HEADLINE, *PARAGRAPHS]
    else:
        main = f"<div class='entry-content'>{body}{tail}</div>"
        text = [HEADLINE, *PARAGRAPHS, *texts, CLOSING]
    html = (f"<html><head><title>{HEADLINE} | Harbour Mail Blog</title></head><body>"
            f"<div class='site'><ul class='menu'><li><a href='/'>Home</a></li><li><a href='/blog'>Blog</a></li>"
            f"</ul><article class='post'><h1 class='entry-title'>{HEADLINE}</h1>{main}</article>"
            f"<div class='footer'><a href='/about'>About</a></div></div></body></html>")
    return html, HEADLINE, "\n".join(text)


def shapes() -> dict[str, tuple[str, str, str]]:
    """Every generated page by name: ``(html, title, text)``."""
    return {f"post_with_list_of_{kind}": post_with_list(kind) for kind in KINDS}


def main(argv: list[str] | None = None) -> int:
    """Write every shape to the folder given on the command line."""
    return write_article_shapes(argv, __doc__.split("\n")[0], shapes())


if __name__ == "__main__":
    sys.exit(main())
