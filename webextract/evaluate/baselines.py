"""Reference extractors run next to TWCEM by ``webextract eval`` and the benchmark.

Each baseline is a function ``bytes -> (title, text)`` working from the raw page bytes (the
page is decoded with :func:`webextract.dom.decode_html`, the same decoding TWCEM gets, and
the decoding is part of the measured time).  trafilatura's main text comes from its
extraction without metadata, as it is usually called; its title comes from its metadata
extractor, through the ``title_of`` attribute of the function, which the evaluation calls
outside the timed part (the metadata step also looks for dates and authors and would
triple trafilatura's time).  The libraries are imported only when a
baseline is asked for; they are the optional ``bench`` extra
(``pip install -e ".[bench]"``).
"""

from __future__ import annotations

from typing import Callable

from webextract.dom import decode_html

#: A baseline: raw page bytes -> (title or None, main text with paragraphs on lines).
Baseline = Callable[[bytes], tuple["str | None", str]]


def _trafilatura(fast: bool) -> Baseline:
    import trafilatura

    def run(data: bytes) -> tuple[str | None, str]:
        html, _ = decode_html(data)
        text = trafilatura.extract(html, fast=fast, include_comments=False, include_tables=True)
        return None, text or ""

    def title_of(data: bytes) -> str | None:
        from trafilatura.metadata import extract_metadata

        html, _ = decode_html(data)
        meta = extract_metadata(html)
        return getattr(meta, "title", None) if meta is not None else None

    run.title_of = title_of  # type: ignore[attr-defined]
    return run


def _readability() -> Baseline:
    import lxml.html
    from readability import Document

    def run(data: bytes) -> tuple[str | None, str]:
        html, _ = decode_html(data)
        doc = Document(html)
        summary = doc.summary(html_partial=True)
        root = lxml.html.fromstring(summary) if summary.strip() else None
        text = _block_text(root) if root is not None else ""
        return doc.short_title() or None, text

    return run


def _justext() -> Baseline:
    import justext

    stoplist = justext.get_stoplist("English")

    def run(data: bytes) -> tuple[str | None, str]:
        html, _ = decode_html(data)
        paragraphs = justext.justext(html.encode("utf-8"), stoplist, encoding="utf-8")
        return None, "\n".join(p.text for p in paragraphs if not p.is_boilerplate)

    return run


def _block_text(root) -> str:
    """Text of an HTML fragment with one line per block element (readability output)."""
    from webextract.extract.twcem import segment_blocks

    return "\n".join(b.text for b in segment_blocks(root))


#: Baselines by name: name -> factory returning the extraction function.
BASELINES: dict[str, Callable[[], Baseline]] = {
    "trafilatura": lambda: _trafilatura(fast=False),
    "trafilatura-fast": lambda: _trafilatura(fast=True),
    "readability": _readability,
    "justext": _justext,
}


def load_baseline(name: str) -> Baseline:
    """Return the extraction function of a baseline by name.

    Raises ``ValueError`` for an unknown name and ``ImportError`` (with the install hint)
    when its library is missing.
    """
    try:
        factory = BASELINES[name]
    except KeyError:
        raise ValueError(f"unknown baseline {name!r} (choose from {', '.join(BASELINES)})")
    try:
        return factory()
    except ImportError as exc:
        raise ImportError(
            f"baseline {name!r} needs an optional library ({exc.name}): pip install -e \".[bench]\""
        ) from exc
