"""The job folder of a resumable crawl (``JOBDIR/webextract``): which job it is for (the
spider and its canonical seeds), its journals, the key journals of budgets granted in an
order, and a full disk stopping the crawl once."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Optional

from scrapy import signals
from scrapy.utils.defer import _schedule_coro
from scrapy.utils.job import job_dir
from w3lib.url import canonicalize_url

from webextract.scrapy_project.distributed import shared_mode
from webextract.scrapy_project.faults import Refused, engine_of, full, lost, reason_text, writable_folder
from webextract.store.joblog import JournalFull, KeyLog, PageJournal

logger = logging.getLogger(__name__)

#: Sub-folder of JOBDIR holding webextract's journals.
FOLDER = "webextract"
#: Meta key of a request's journal key (kept across redirects and retries).
KEY_META = "webextract_resume_key"
STATS = "webextract/resume/"


class JobDirMismatch(Refused, ValueError):
    """The JOBDIR holds a crawl of another spider or of other seeds."""


def resume_on(settings: Any) -> bool:
    """True when the crawl has a JOBDIR, ``WEBEXTRACT_RESUME`` is on and the crawl is not
    shared through scrapy-redis (whose queue lives in Redis)."""
    return (bool(job_dir(settings)) and settings.getbool("WEBEXTRACT_RESUME", True)
            and not shared_mode(settings))


def canonical_seed(url: str) -> str:
    """A seed as it identifies a job: w3lib's canonical form (``http://host`` and
    ``http://host/`` are one seed; the query's order and the fragment do not count)."""
    try:
        return canonicalize_url(url)
    except ValueError:
        return url


def job_identity(spider: Any) -> dict[str, Any]:
    """What a job folder is for: the spider's name and its seeds (canonical, sorted)."""
    seeds = getattr(spider, "seed_urls", None) or getattr(spider, "start_urls", None) or []
    return {"spider": spider.name, "seeds": sorted({canonical_seed(s) for s in seeds})}


def _same_job(known: Any, identity: dict[str, Any]) -> bool:
    """True when ``job.json`` (``known``; of any earlier version) is for this job."""
    if not isinstance(known, dict) or not isinstance(known.get("seeds"), list):
        return False
    seeds = sorted({canonical_seed(str(s)) for s in known["seeds"]})
    return known.get("spider") == identity["spider"] and seeds == identity["seeds"]


class JobFolder:
    """``JOBDIR/webextract`` of one crawl: checks ``job.json`` and opens the journals."""

    def __init__(self, root: str | Path, identity: dict[str, Any]):
        self.path = Path(root) / FOLDER
        writable_folder(root, "JOBDIR")
        try:
            self.path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise Refused(f"JOBDIR: {self.path} cannot be made ({reason_text(exc)})") from None
        marker = self.path / "job.json"
        if marker.is_file():
            try:
                known = json.loads(marker.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                known = None
            if not _same_job(known, identity):
                raise JobDirMismatch(
                    f"JOBDIR {root} holds a crawl of spider {_describe(known)}; this crawl is "
                    f"spider {_describe(identity)}. Resume with the same spider and seeds, or "
                    f"give another JOBDIR.")
        else:
            try:
                marker.write_text(json.dumps(identity, indent=1) + "\n", encoding="utf-8")
            except OSError as exc:
                raise Refused(f"JOBDIR {root} {'is full' if full(exc) else 'cannot be written'}: cannot write "
                              f"{marker} ({reason_text(exc)})") from None
        self._pages: Optional[PageJournal] = None
        self._logs: dict[str, KeyLog] = {}

    @property
    def pages(self) -> PageJournal:
        if self._pages is None:
            self._pages = PageJournal(self.path / "pages.journal")
        return self._pages

    def key_log(self, name: str) -> KeyLog:
        """The key journal ``<name>.keys`` (opened once)."""
        if name not in self._logs:
            self._logs[name] = KeyLog(self.path / f"{name}.keys")
        return self._logs[name]

    def close(self) -> None:
        if self._pages is not None:
            self._pages.close()
        for log in self._logs.values():
            log.close()


def _describe(identity: Optional[dict[str, Any]]) -> str:
    if not identity:
        return "(unreadable job.json)"
    return f"{identity.get('spider')!r} from seeds {', '.join(identity.get('seeds') or []) or '(none)'}"


def job_folder(crawler: Any) -> Optional[JobFolder]:
    """The crawl's job folder (one per crawler, opened on first use; closed with the
    spider), or None without JOBDIR or with ``WEBEXTRACT_RESUME`` off.  Raises
    :class:`JobDirMismatch` for a folder of another job."""
    if not resume_on(crawler.settings):
        return None
    folder = getattr(crawler, "_webextract_job", None)
    if folder is None:
        folder = JobFolder(job_dir(crawler.settings), job_identity(crawler.spider))
        crawler._webextract_job = folder
        crawler.signals.connect(lambda spider: folder.close(), signal=signals.spider_closed, weak=False)
    return folder


def key_log(crawler: Any, name: str) -> Optional[KeyLog]:
    """A key journal of the crawl's job folder (None when the crawl is not resumable)."""
    folder = job_folder(crawler)
    return folder.key_log(name) if folder is not None else None


def disk_full(crawler: Any, exc: OSError) -> None:
    """A write to the job folder failed (a full disk): recorded once as a loss
    (:func:`webextract.scrapy_project.faults.lost`), and the crawl stops (reason
    ``jobdir_full``; ``jobdir_unwritable`` for another error)."""
    if crawler.stats is not None:
        crawler.stats.inc_value(STATS + "jobdir_full")
    if getattr(crawler, "_webextract_full", False):
        return
    crawler._webextract_full = True
    is_full = isinstance(exc, JournalFull) or full(exc)
    reason = "jobdir_full" if is_full else "jobdir_unwritable"
    lost(crawler, reason, f"JOBDIR {job_dir(crawler.settings)} {'is full' if is_full else 'cannot be written'}: "
                          f"{reason_text(exc)}")
    stop(crawler, reason)


def stop(crawler: Any, reason: str) -> None:
    """Close the crawl's spider with ``reason`` (once it is open)."""
    engine = engine_of(crawler)
    if engine is not None and getattr(engine, "spider", None) is not None:
        _schedule_coro(engine.close_spider_async(reason=reason))


def granted(crawler: Any, name: str) -> tuple[set[str], Optional[KeyLog]]:
    """The keys a crawl's budget ``name`` granted before (a resumed crawl) and the journal
    to record new grants in (None when the crawl is not resumable)."""
    log = key_log(crawler, name)
    return ({k for _, k in log.entries} if log is not None else set()), log


def grant(crawler: Any, log: Optional[KeyLog], count: int, key: str) -> bool:
    """Journal one grant (``count``: grants so far, this one included); False (the crawl
    is closing) when the job folder is full."""
    if log is None:
        return True
    try:
        log.append(count, key)
    except JournalFull as exc:
        disk_full(crawler, exc)
        return False
    return True
