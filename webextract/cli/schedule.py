"""``webextract schedule``: one scrapyd job per seed of a seed file.

Contract: ``webextract schedule SEEDFILE --spider university [--scrapyd URL] [--project
webextract] [-s NAME=VALUE]... [-a NAME=VALUE]...``.  Reads the seed file (one URL a line,
``#`` comments, blank lines; :func:`webextract.urls.read_seed_lines`), reports each line it
skips (a malformed URL, a duplicate) on standard error as ``SEEDFILE:LINE: 'text' skipped:
reason``, then posts one job per seed to scrapyd's ``schedule.json`` (spider argument
``seed=URL``, the ``-s`` settings and ``-a`` spider arguments) and prints one line per job
scheduled: ``<job id><TAB><seed>``.  A summary line on standard error counts the jobs
scheduled, the lines skipped and the jobs scrapyd refused.  A scrapyd that asks for a user
name and password (its ``username`` and ``password`` settings) gets them from the address
(``http://USER:PASSWORD@host:6800``) or from the environment variables ``SCRAPYD_USERNAME``
and ``SCRAPYD_PASSWORD``, as HTTP basic authentication.

Exit status: 0 every seed scheduled; 1 some seed skipped or refused (the others are
scheduled); 2 usage error, an unreadable seed file, a seed file without seeds, or a scrapyd
that cannot be reached (nothing more is tried once it does not answer).
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any, Sequence

from webextract.urls import read_seed_lines

#: Seconds to wait for scrapyd's answer to one schedule request.
TIMEOUT = 30.0


class ScrapydError(RuntimeError):
    """scrapyd cannot be reached, or answered with something other than JSON."""


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Register ``schedule``."""
    p = sub.add_parser("schedule", help="schedule one scrapyd job per seed of a seed file")
    p.add_argument("seedfile", metavar="SEEDFILE", help="seed URLs, one a line (# comments)")
    p.add_argument("--spider", required=True, help="spider to run (university, news, records)")
    p.add_argument("--scrapyd", default="http://127.0.0.1:6800",
                   help="scrapyd's address (default: http://127.0.0.1:6800); http://USER:PASSWORD@host:port "
                        "for a scrapyd that asks for them (or SCRAPYD_USERNAME, SCRAPYD_PASSWORD)")
    p.add_argument("--project", default="webextract",
                   help="scrapyd project the egg was deployed as (default: webextract)")
    p.add_argument("-s", "--set", dest="settings", action="append", default=[], metavar="NAME=VALUE",
                   help="a Scrapy setting for every job (repeatable)")
    p.add_argument("-a", dest="arguments", action="append", default=[], metavar="NAME=VALUE",
                   help="a spider argument for every job besides seed (repeatable)")
    p.set_defaults(run=run)


def _pairs(values: Sequence[str], option: str) -> list[tuple[str, str]]:
    out = []
    for value in values:
        name, sep, val = value.partition("=")
        if not sep or not name.strip():
            raise ValueError(f"{option} takes NAME=VALUE, got {value!r}")
        out.append((name.strip(), val))
    return out


def _address(scrapyd: str) -> tuple[str, str | None]:
    """scrapyd's address without a user name and password, and the basic-authentication
    header for those of the address, else of ``SCRAPYD_USERNAME`` / ``SCRAPYD_PASSWORD``."""
    parts = urllib.parse.urlsplit(scrapyd.strip())
    user = urllib.parse.unquote(parts.username or "") or os.environ.get("SCRAPYD_USERNAME", "")
    password = urllib.parse.unquote(parts.password or "") or os.environ.get("SCRAPYD_PASSWORD", "")
    netloc = parts.netloc.rpartition("@")[2]
    url = urllib.parse.urlunsplit((parts.scheme, netloc, parts.path, "", "")).rstrip("/")
    if not user:
        return url, None
    token = base64.b64encode(f"{user}:{password}".encode("utf-8")).decode("ascii")
    return url, f"Basic {token}"


def schedule_job(scrapyd: str, project: str, spider: str, seed: str,
                 settings: Sequence[tuple[str, str]] = (),
                 arguments: Sequence[tuple[str, str]] = ()) -> dict[str, Any]:
    """Post one job to scrapyd's ``schedule.json``: ``project``, ``spider``, spider argument
    ``seed``, ``setting=NAME=VALUE`` per setting and the further spider arguments.  Returns
    scrapyd's JSON answer (``{"status": "ok", "jobid": ...}`` or ``{"status": "error",
    "message": ...}``); raises :class:`ScrapydError` when scrapyd cannot be reached or does
    not answer JSON."""
    fields: list[tuple[str, str]] = [("project", project), ("spider", spider), ("seed", seed)]
    fields += [("setting", f"{name}={value}") for name, value in settings]
    fields += list(arguments)
    url, authorization = _address(scrapyd)
    request = urllib.request.Request(url + "/schedule.json", data=urllib.parse.urlencode(fields).encode("utf-8"))
    if authorization:
        request.add_header("Authorization", authorization)
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as answer:
            body = answer.read()
    except urllib.error.HTTPError as exc:  # scrapyd answers its errors as JSON with a 200 or 400
        if exc.code == 401:
            raise ScrapydError(f"scrapyd at {url} wants a user name and password (HTTP 401): give them "
                               "as http://USER:PASSWORD@host:port or SCRAPYD_USERNAME, SCRAPYD_PASSWORD") from exc
        body = exc.read()
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise ScrapydError(f"scrapyd at {url} cannot be reached ({reason})") from exc
    try:
        data = json.loads(body)
    except ValueError as exc:
        raise ScrapydError(f"scrapyd at {url} did not answer JSON: {body[:200]!r}") from exc
    if not isinstance(data, dict):
        raise ScrapydError(f"scrapyd at {url} answered {data!r}")
    return data


def run(args: argparse.Namespace) -> int:
    """Schedule the seed file's jobs; see the module docstring for output and exit status."""
    try:
        settings = _pairs(args.settings, "-s")
        arguments = _pairs(args.arguments, "-a")
    except ValueError as exc:
        print(f"webextract schedule: {exc}", file=sys.stderr)
        return 2
    if any(name == "seed" for name, _ in arguments):
        print("webextract schedule: the seed argument comes from the seed file", file=sys.stderr)
        return 2
    try:
        text = Path(args.seedfile).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"webextract schedule: cannot read {args.seedfile}: {exc}", file=sys.stderr)
        return 2
    seeds = read_seed_lines(text.splitlines())
    for number, line, reason in seeds.skipped:
        print(f"{args.seedfile}:{number}: {line!r} skipped: {reason}", file=sys.stderr)
    if not seeds.urls:
        print(f"webextract schedule: no seed URL in {args.seedfile} "
              f"({len(seeds.skipped)} lines skipped)", file=sys.stderr)
        return 2
    scheduled = refused = 0
    for seed in seeds.urls:
        try:
            answer = schedule_job(args.scrapyd, args.project, args.spider, seed, settings, arguments)
        except ScrapydError as exc:
            print(f"webextract schedule: {exc}; {scheduled} jobs scheduled before", file=sys.stderr)
            return 2
        if answer.get("status") == "ok" and answer.get("jobid"):
            scheduled += 1
            print(f"{answer['jobid']}\t{seed}", flush=True)
        else:
            refused += 1
            print(f"webextract schedule: {seed}: scrapyd refused the job: "
                  f"{answer.get('message', answer)}", file=sys.stderr)
    print(f"webextract schedule: {scheduled} jobs scheduled, {len(seeds.skipped)} lines skipped, "
          f"{refused} refused", file=sys.stderr)
    return 0 if not (seeds.skipped or refused) else 1
