"""Blog posts with an author box, each with the exact text an article extractor must return.

* :func:`post_with_author_box` (``where="after"``): a post's paragraphs, then inside the post
  element a box (``class=box``, e.g. ``author-box``, ``wp-about-author-text``,
  ``post-author``) with the writer's bio: the text is the headline and the paragraphs;
* ``where="byline"``: the box with the writer's name stands above the first paragraph (a
  byline): the text keeps it;
* :func:`post_by_named_writer`: the post's wrapper carries the writer in a class token
  (``entry-author-jane_doe``), which names no box: the text is the whole post.

Every maker is deterministic.  ``python -m webextract_testkit.author_box_shapes OUT`` writes
each shape as ``OUT/<shape>.html`` with ``OUT/truth.jsonl`` (``id``, ``title``, ``text``).
"""

from __future__ import annotations

import sys

from webextract_testkit import write_article_shapes

HEADLINE = "A winter walk along the old harbour wall"
PARAGRAPHS = [
    f"Paragraph {i} of the post: the old harbour wall runs for two miles from the ferry pier to the "
    f"lighthouse, and on a clear winter morning it is the best walk in town for watching the boats."
    for i in range(1, 5)
]
BIO = ("Ines Vale is a writer and photographer who has lived by the harbour for twenty years. She "
       "writes about walks, boats and the weather for this blog, and you can follow her online.")
BYLINE = "By Ines Vale, staff writer"
BOX_CLASSES = ("author-box", "wp-about-author-text", "post-author", "author-bio")


def _page(article: str) -> str:
    return (f"<html><head><title>{HEADLINE} | Harbour Walks</title></head><body><div id='wrap'>"
            f"<ul class='menu'><li><a href='/'>Home</a></li><li><a href='/walks'>Walks</a></li></ul>"
            f"{article}<div class='footer'><a href='/about'>About</a></div></div></body></html>")


def post_with_author_box(box: str = "author-box", where: str = "after") -> tuple[str, str, str]:
    """``(html, title, text)`` of a post with an author box of class ``box``: after the
    paragraphs holding the writer's bio (``where="after"``: the text leaves it out) or above
    the first paragraph holding the byline (``"byline"``: the text keeps it).  Raises
    ``ValueError`` for another ``where``."""
    paragraphs = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    if where == "after":
        body = f"{paragraphs}<div class='{box}'><p>{BIO}</p></div>"
        text = [HEADLINE, *PARAGRAPHS]
    elif where == "byline":
        body = f"<div class='{box}'><p>{BYLINE}</p></div>{paragraphs}"
        text = [HEADLINE, BYLINE, *PARAGRAPHS]
    else:
        raise ValueError(f"unknown place {where!r}; one of after, byline")
    article = f"<div class='post'><h1>{HEADLINE}</h1><div class='entry'>{body}</div></div>"
    return _page(article), HEADLINE, "\n".join(text)


def post_by_named_writer() -> tuple[str, str, str]:
    """``(html, title, text)`` of a post whose wrapper's class names its writer
    (``entry-author-jane_doe``): no author box, the text is the headline and the paragraphs."""
    paragraphs = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    article = (f"<div class='entry type-post entry-author-jane_doe'><h1>{HEADLINE}</h1>"
               f"<div class='entry-body'>{paragraphs}</div></div>")
    return _page(article), HEADLINE, "\n".join([HEADLINE, *PARAGRAPHS])


def shapes() -> dict[str, tuple[str, str, str]]:
    """Every generated page by name: ``(html, title, text)``."""
    found = {f"post_then_{box.replace('-', '_')}": post_with_author_box(box) for box in BOX_CLASSES}
    found["byline_in_post_author_box"] = post_with_author_box("post-author", "byline")
    found["post_by_named_writer"] = post_by_named_writer()
    return found


def main(argv: list[str] | None = None) -> int:
    """Write every shape to the folder given on the command line."""
    return write_article_shapes(argv, __doc__.split("\n")[0], shapes())


if __name__ == "__main__":
    sys.exit(main())
