"""Pages whose lists a script writes: an empty container that an inline script fills with
data it fetches (``fetch``, ``XMLHttpRequest``, jQuery's ``getJSON``/``ajax``, axios).

Without a browser such a page's directory is an empty ``<ul id="faculty-list"></ul>``: the
extractors find nothing, and the crawl could only say that it found nothing.
:func:`script_written_containers` tells that case apart from a page without a list, on the
raw bytes (no parse: a crawl calls it on every page it does not render), so a crawl can
count the page under a reason of its own and point at rendering.

A container is a ``ul``, ``ol``, ``dl``, ``table``, ``tbody``, ``div`` or ``section`` with an
``id`` whose content is empty, comments, or a short placeholder text (``Loading…``); the
page must also hold an inline script that fetches data and names that id
(``getElementById("faculty-list")``, ``querySelector("#faculty-list")``, ``$("#faculty-list")``).
"""

from __future__ import annotations

import re

_CONTAINER = re.compile(
    rb"<(ul|ol|dl|table|tbody|div|section)\b([^>]*)>\s*(?:<!--.{0,200}?-->\s*)*[^<]{0,40}</\1\s*>",
    re.I | re.S)
_ID = re.compile(rb"""\bid\s*=\s*(?:"([^"]+)"|'([^']+)'|([^\s>]+))""", re.I)
_SCRIPT = re.compile(rb"<script\b[^>]*>(.*?)</script\s*>", re.I | re.S)
_FETCHES = re.compile(rb"\bfetch\s*\(|XMLHttpRequest|\.getJSON\s*\(|\$\.ajax\s*\(|\baxios\b", re.I)


def script_written_containers(html: bytes) -> list[str]:
    """The ids of the page's empty containers that an inline script fetching data names.

    Input: a page's raw bytes.  Output: the ids, in page order (empty for a page whose
    lists are in its HTML).  A heuristic over the bytes, without parsing: it finds the
    clear case (an empty list and the script that fills it) and says nothing of scripts
    loaded from other files.
    """
    scripts = [body for body in _SCRIPT.findall(html) if _FETCHES.search(body)]
    if not scripts:
        return []
    found: list[str] = []
    for match in _CONTAINER.finditer(html):
        attr = _ID.search(match.group(2))
        if attr is None:
            continue
        ident = next(g for g in attr.groups() if g)
        quoted = re.compile(rb"""["'`]#?""" + re.escape(ident) + rb"""["'`]""")
        if any(quoted.search(body) for body in scripts):
            name = ident.decode("utf-8", "replace")
            if name not in found:
                found.append(name)
    return found
