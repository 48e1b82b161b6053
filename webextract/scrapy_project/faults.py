"""Faults are never silent: a crawl that could not write everything says so and exits non-zero.

One rule for every output a crawl writes (its feeds, the default per-kind feeds, the store
on either backend, the job folder): an item or row that could not be written is tried
again while the crawl runs (the store keeps its rows and retries; a feed on a full disk
stops the crawl, since every later item would fail too); what is still unwritten when the
crawl ends is a *loss* (:func:`lost`).  A crawl with losses

* ends with a close reason that names the fault (``store_incomplete``, ``feed_full``,
  ``feed_unwritable``, ``jobdir_full`` ...), never ``finished``;
* logs one ERROR line, after the stats, naming what is missing and the command that
  completes it: the same command (with its ``JOBDIR``, a resumable crawl writes only what
  is missing);
* exits with status 1 from ``scrapy crawl`` (and so from ``webextract demo``), through the
  project's ``crawl`` command (:mod:`webextract.scrapy_project.commands.crawl`).

A crawl that cannot start as asked (another job's ``JOBDIR``, a store that cannot be reached
or opened, a feed or store folder that cannot be written, a ``JOBDIR`` that is a file) is
*refused* (:class:`Refused`): one ERROR line saying why, no traceback, no request sent, exit
status 2.

The exit statuses: 0 every item and row written; 1 the crawl is incomplete (run the same
command again); 2 the crawl was refused (fix the command or the machine first).
"""

from __future__ import annotations

import errno
import logging
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from scrapy import signals
from scrapy.utils.job import job_dir

logger = logging.getLogger(__name__)

#: Exit status of a crawl with losses, and of a refused crawl.
EXIT_INCOMPLETE = 1
EXIT_REFUSED = 2


class Refused(Exception):
    """A crawl that cannot start as asked; the message is the one line the user sees."""


@dataclass
class Loss:
    """What a crawl could not write: the close reason it calls for and a description
    (``store ...: 370 rows not written``)."""

    reason: str
    what: str


def losses(crawler: Any) -> list[Loss]:
    """The losses recorded on a crawler (empty for a complete crawl)."""
    return getattr(crawler, "_webextract_losses", [])


def lost(crawler: Any, reason: str, what: str, stat: Optional[str] = None, count: int = 1) -> None:
    """Record a loss: ``reason`` is the close reason it calls for, ``what`` says what is
    missing; ``stat`` (``webextract/<stage>/<reason>``) is increased by ``count``.  Once the
    spider is closing with reason ``finished``, the recorded close reason becomes
    ``reason``."""
    if not hasattr(crawler, "_webextract_losses"):
        crawler._webextract_losses = []
    crawler._webextract_losses.append(Loss(reason, what))
    stats = getattr(crawler, "stats", None)
    if stats is not None:
        if stat:
            stats.inc_value(stat, count)
        if stats.get_value("finish_reason") == "finished":
            stats.set_value("finish_reason", reason)


def engine_of(crawler: Any) -> Any:
    """The crawler's engine, or None before the crawl starts."""
    try:
        return getattr(crawler, "engine", None)
    except RuntimeError:  # Scrapy: "Crawler.engine is not set yet"
        return None


def refused(crawler: Any) -> Optional[str]:
    """The one line a refused crawl was refused with (None when it ran)."""
    return getattr(crawler, "_webextract_refused", None)


def full(exc: BaseException) -> bool:
    """True for an error that means "no room left on the disk"."""
    return isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC),
                                                      errno.EFBIG)


def reason_text(exc: BaseException) -> str:
    """An OS error as ``[Errno 28] No space left on device``, without the file name."""
    if isinstance(exc, OSError) and exc.errno:
        return f"[Errno {exc.errno}] {os.strerror(exc.errno)}"
    return str(exc) or type(exc).__name__


def writable_folder(folder: str | Path, what: str) -> None:
    """Refuse (:class:`Refused`) a folder that cannot be written: made with its parents when
    missing, then a file is made in it and removed (the one test that holds for root and
    read-only mounts alike)."""
    path = Path(folder).expanduser()
    try:
        if path.exists() and not path.is_dir():
            raise Refused(f"{what}: {path} is a file, not a folder")
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".webextract-probe-", dir=path)
        os.close(fd)
        os.unlink(probe)
    except Refused:
        raise
    except OSError as exc:
        raise Refused(f"{what}: folder {path} cannot be written ({reason_text(exc)})") from None


def completing_command(crawler: Any) -> str:
    """The command that completes an incomplete crawl: the one that ran it (recorded by
    the project's ``crawl`` command)."""
    return getattr(crawler, "_webextract_command", None) or "the same crawl with the same settings"


class FaultReport:
    """Extension: at spider close, the close reason of a crawl with losses (``finish_reason``
    in the stats) names its first loss; once the engine stopped, one ERROR line says what
    is missing and which command completes it.  Enabled in the project settings."""

    def __init__(self, crawler: Any):
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler: Any) -> "FaultReport":
        ext = cls(crawler)
        crawler.signals.connect(ext.spider_closed, signal=signals.spider_closed)
        crawler.signals.connect(ext.engine_stopped, signal=signals.engine_stopped)
        return ext

    def spider_closed(self, spider: Any, reason: str) -> None:
        found = losses(self.crawler)
        if found and self.crawler.stats.get_value("finish_reason") == "finished":
            self.crawler.stats.set_value("finish_reason", found[0].reason)

    def engine_stopped(self) -> None:
        found = losses(self.crawler)
        if not found:
            return
        reason = self.crawler.stats.get_value("finish_reason") or found[0].reason
        whats = list(dict.fromkeys(loss.what for loss in found))
        room = "once there is room " if any(loss.reason.endswith("_full") for loss in found) else ""
        how = completing_command(self.crawler)
        if not job_dir(self.crawler.settings):
            how += " (without JOBDIR it crawls everything again)"
        logger.error("%s. The crawl is incomplete (%s): run the same command again %sto complete it: %s",
                     "; ".join(whats), reason, room, how)
