"""URL scope for focused crawls: registered domains, crawl scopes, a unit's part of a site.

Pure functions over URL strings (no Scrapy), used by the spiders to stay inside a site and to
tell a unit's own pages from the rest: ``registered_domain("cs.ox.ac.uk") == "ox.ac.uk"``,
``in_scope(url, {"ox.ac.uk"})``, ``in_subtree(url, unit_url)``, ``url_key(url)`` for
de-duplication.
"""

from __future__ import annotations

import ipaddress
import re
from typing import Any, Iterable
from urllib.parse import urlsplit

from w3lib.url import canonicalize_url

#: Second-level labels under which a country TLD sells names (``ox.ac.uk``, ``unsw.edu.au``):
#: the registered domain then has three labels.
_SECOND_LEVEL = frozenset(
    "ac edu co com org net gov gob gouv go or ne re mil nic sch school univ".split())
#: Home-page paths that mean "the root of the site": ``/``, a home file (``/index.html``),
#: either below a first folder that may name a language (``/en/``, ``/pt-br/index.html``:
#: group ``lang``, a code, and ``region``, a region or script subtag).
_ROOT_PATHS = re.compile(
    r"^/?(?:(?P<lang>[a-z]{2})(?P<region>[-_](?:[a-z]{2}|hans|hant|latn|cyrl))?(?:/|$))?"
    r"(?:(?:index|default|home|start|main)(?:\.\w{2,5})?)?$", re.I)
#: Two-letter language codes taken for a language root by their folder alone: widely used
#: site languages that are not common department folders (``/cs/`` computer science, ``/it/``
#: information technology, ``/ar/`` architecture, ``/pt/`` physical therapy, ``/id/``
#: industrial design... need the page's language to say so, see :func:`is_site_root`).
LANGUAGE_FOLDERS = frozenset(
    "en fr de es nl ru ja zh ko pl sv tr da fi nb el he hu ro uk vi cy".split())
#: A saved copy of a site served from a folder named after its host (``/www.mit.edu/``).
_MIRROR_ROOT = re.compile(
    r"^/((?:www\d?\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})/((index|default|home)(\.\w{2,5})?)?$", re.I)

def _split(url: str) -> Any:
    """``urlsplit`` that never raises: a broken URL ("http://[x") splits as an empty one."""
    try:
        parts = urlsplit(url or "")
        parts.port  # noqa: B018 - raises ValueError for a port out of range
        return parts
    except ValueError:
        return urlsplit("")


def registered_domain(host: str) -> str:
    """The registered domain of a host name: ``cs.mit.edu`` → ``mit.edu``,
    ``www.ox.ac.uk`` → ``ox.ac.uk``.

    Input: a host (case and a trailing dot ignored).  Output: the last two labels, or three
    when the second-to-last is a generic second level under a two-letter country code
    (``ac.uk``, ``edu.au``, ``com.cn``...).  IP addresses, ``localhost`` and one-label hosts
    are returned unchanged.  Empty input gives ``""``.
    """
    host = (host or "").strip().lower().rstrip(".")
    if not host:
        return ""
    try:
        ipaddress.ip_address(host.strip("[]"))
        return host
    except ValueError:
        pass
    labels = host.split(".")
    if len(labels) <= 2:
        return host
    if len(labels[-1]) == 2 and labels[-2] in _SECOND_LEVEL:
        return ".".join(labels[-3:])
    return ".".join(labels[-2:])


def scope_of(url: str) -> str:
    """The crawl scope of a URL: its registered domain; for IP hosts and ``localhost`` the
    host with its port (a local test server does not let the crawl onto other ports).
    Empty string for URLs without a host."""
    parts = _split(url)
    host = (parts.hostname or "").lower()
    if not host:
        return ""
    domain = registered_domain(host)
    if domain == host and ("." not in host or _is_ip(host)):
        return f"{host}:{parts.port}" if parts.port else host
    return domain


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host.strip("[]"))
        return True
    except ValueError:
        return False


def in_scope(url: str, scopes: Iterable[str]) -> bool:
    """True when ``url`` is http(s) and on one of ``scopes`` (a registered domain, any
    subdomain of it, or an exact ``host:port`` scope of :func:`scope_of`)."""
    try:
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            return False
        host = parts.hostname.lower()
        hostport = f"{host}:{parts.port}" if parts.port else host
    except ValueError:  # "http://[broken" or a port out of range
        return False
    for scope in scopes:
        if not scope:
            continue
        if ":" in scope or _is_ip(scope) or "." not in scope:
            if hostport == scope or (":" not in scope and host == scope):
                return True
        elif host == scope or host.endswith("." + scope):
            return True
    return False


def unit_folder(url: str) -> tuple[str, str]:
    """The part of a site a unit's home page heads: ``(host, folder path)``.

    ``https://x.edu/eng/cs/``, ``https://x.edu/eng/cs`` and ``https://x.edu/eng/cs/index.html``
    all give ``("x.edu", "/eng/cs/")``; a bare ``https://cs.x.edu`` gives ``("cs.x.edu", "/")``.
    """
    parts = _split(url)
    path = parts.path or "/"
    if not path.endswith("/"):
        head, _, last = path.rpartition("/")
        # "/eng/cs/index.html" heads "/eng/cs/"; "/ahs/departments/philosophy" (no file
        # extension: a folder written without its slash) heads "/ahs/departments/philosophy/".
        path = head + "/" if "." in last else path + "/"
    return (parts.hostname or "").lower(), path


def in_subtree(url: str, unit_url: str) -> bool:
    """True when ``url`` lies in the unit's own part of the site (see :func:`unit_folder`):
    same host and a path under the unit's folder."""
    host, folder = unit_folder(unit_url)
    parts = _split(url)
    return (parts.hostname or "").lower() == host and (parts.path or "/").startswith(folder)


def is_below(url: str, page_url: str) -> bool:
    """True when ``url`` heads a part of the site below the page at ``page_url``: inside its
    folder (:func:`in_subtree`), or on another host (a unit with a site of its own)."""
    if (_split(url).hostname or "").lower() != (_split(page_url).hostname or "").lower():
        return True
    return in_subtree(url, page_url) and url_key(url) != url_key(page_url)


def is_site_root(url: str, lang: str | None = None) -> bool:
    """True when a URL is the home page of its host and the host is the registered domain
    itself or its ``www`` name; also the root of a saved copy served from a folder named
    after such a host (``http://localhost:8000/www.mit.edu/index.html``, not
    ``/philosophy.mit.edu/``).

    A home page is ``/`` or a home file (``/index.html``), or either of them in a first
    folder that names a language, when there is evidence that it does: ``lang``, the page's
    own language (its ``<html lang>``, when the caller has the page), must be the folder's
    (``/cs/`` of a page in Czech is the Czech home, ``/cs/`` of a page in English a
    computer science department); without it, a region- or script-tagged folder
    (``/en-us/``, ``/pt-br/``, ``/zh-hans/``) or one of :data:`LANGUAGE_FOLDERS` (``/en/``,
    ``/fr/index.html``) is enough, and any other two-letter folder (``/cs/``, ``/ee/``,
    ``/me/``) is a department's.
    """
    parts = _split(url)
    if parts.query or not parts.hostname:
        return False
    path = parts.path or "/"
    mirror = _MIRROR_ROOT.match(path)
    if mirror:
        return _is_main_host(mirror.group(1).lower())
    root = _ROOT_PATHS.match(path)
    if root is None or not _is_main_host((parts.hostname or "").lower()):
        return False
    folder = (root.group("lang") or "").lower()
    if not folder:
        return True
    declared = re.split(r"[-_]", (lang or "").strip().lower(), maxsplit=1)[0]
    if declared:
        return declared == folder
    return bool(root.group("region")) or folder in LANGUAGE_FOLDERS


def _is_main_host(host: str) -> bool:
    """The registered domain itself or its ``www`` (``www2``, ``web``) name, not a
    department's or college's own host."""
    domain = registered_domain(host)
    return bool(host) and host in (domain, "www." + domain, "www2." + domain, "web." + domain)


def url_key(url: str) -> str:
    """A URL's identity for de-duplication: canonical form, no fragment, no trailing
    ``index.html`` or slash, scheme-less (http and https are the same page)."""
    try:
        canon = canonicalize_url(url, keep_fragments=False)
    except ValueError:
        canon = url.split("#", 1)[0]
    canon = re.sub(r"/(index|default)\.(html?|php|aspx?)(?=$|\?)", "/", canon, flags=re.I)
    host, _, rest = canon.split("://", 1)[-1].partition("/")
    return f"{host}/{re.sub(r'/+(?=$|[?])', '', rest)}"  # /people/ = /people


def site_of(url: str) -> str:
    """The site a URL belongs to: its host without a leading ``www.`` (``""`` without a host).

    It names the site of a page item (pages of one site share a template) and, for the news
    crawl, the scope a seed allows: that host and its subdomains (see :func:`in_scope`).
    """
    host = (_split(url).hostname or "").lower()
    return host[4:] if host.startswith("www.") else host


#: A comment after a seed URL: `` # ...`` (a ``#`` inside a URL is its fragment).
_INLINE_COMMENT = re.compile(r"\s#")
#: A host name's labels: letters, digits, hyphens (IDNs in their xn-- form), or an IPv4/IPv6 address.
_HOST_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$", re.I)


def seed_problem(url: str) -> str | None:
    """Why ``url`` cannot be a crawl seed, or None when it can: an http(s) URL with a
    valid host (names of letters, digits and hyphens, or an IP address), a valid port and
    no spaces."""
    if not url[:8].lower().startswith(("http://", "https://")):
        return "not an http(s) URL"
    if any(c.isspace() for c in url):
        return "contains spaces"
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a bad port
    except ValueError as exc:
        return f"malformed URL ({exc})"
    host = parts.hostname or ""
    if not host:
        return "no host"
    if _is_ip(host):
        return None
    try:
        host = host.encode("idna").decode("ascii")
    except UnicodeError:
        return "invalid host name"
    labels = host.rstrip(".").split(".")
    if not all(_HOST_LABEL.match(label) for label in labels):
        return "invalid host name"
    return None


class SeedList:
    """The seeds of a seed file: ``urls`` in file order, each once, and ``skipped``: one
    ``(line number, text, reason)`` per line left out (a malformed URL, a duplicate);
    ``blank`` counts the blank and comment lines."""

    def __init__(self) -> None:
        self.urls: list[str] = []
        self.skipped: list[tuple[int, str, str]] = []
        self.blank = 0


def read_seed_lines(lines: Iterable[str]) -> SeedList:
    """Read a seed file's lines: one URL a line; ``#`` starts a comment (whole line or the
    rest of one); blank lines are ignored; a URL :func:`seed_problem` refuses, or one
    already listed (the same :func:`url_key`), is skipped with its line number and reason."""
    out = SeedList()
    first_line: dict[str, int] = {}
    for number, line in enumerate(lines, 1):
        text = line.strip()
        text = "" if text.startswith("#") else _INLINE_COMMENT.split(text, 1)[0].strip()
        if not text:
            out.blank += 1
            continue
        problem = seed_problem(text)
        if problem is None:
            key = url_key(text)
            if key in first_line:
                problem = f"duplicate of line {first_line[key]}"
            else:
                first_line[key] = number
        if problem is None:
            out.urls.append(text)
        else:
            out.skipped.append((number, text, problem))
    return out
