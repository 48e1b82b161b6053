"""Resume a crawl exactly once: ``scrapy crawl SPIDER ... -s JOBDIR=DIR -o items.jsonl``.

A crawl given a job folder (Scrapy's ``JOBDIR``) can be stopped at any moment — one or two
SIGTERM or SIGINT (Ctrl-C), a SIGKILL, an out-of-memory kill — and started again with the
same command; it then ends with every item exactly once in its appended feeds and in the
store, and nothing lost.  How (all state lives in ``DIR/webextract/``):

* **Pages are journaled, the crawl is replayed.**  Every page the crawl fetches is written to
  the page journal (``pages.journal``) before the spider reads it (:class:`ResumeMiddleware`,
  first of the downloader middlewares).  A resumed crawl starts again from its seeds, and
  every request whose page is in the journal is answered from it at once, without the
  network: the spider, its plans and fallbacks (university), its budgets (news) and the
  pipelines' state (site templates) are rebuilt by the same code from the same pages, and
  the crawl goes on over the network where the journal ends.  A request in flight at the
  kill has no page in the journal and is fetched again.  No request needs to be serialised,
  so the university crawl's plans (closures over parsed pages) resume like any other.
* **Feeds are written once.**  :class:`ResumableFeedExporter` (in place of Scrapy's feed
  exporter) keeps, beside each appended local feed (``-o``), a journal of the items written
  to it (``feeds/<hash>.keys``: the feed's size after the item and the item's key).  An item
  goes to the feed and its line to the journal in one step: written, flushed, then
  journaled.  On resume the feed is cut back to the size its journal last recorded (an item
  written but not journaled is written again), and an item whose key is journaled is not
  written again (``webextract/resume/feed_skipped``).  The key is a hash of the item's
  fields, so two different items are never merged.  Overwritten feeds (``-O``, the default
  per-kind feeds) are simply written again in full by the replayed crawl; the store's
  upserts are idempotent.
* **Budgets stay the same.**  Grants that depend on the order pages arrive in (the news
  crawl's article budget) are journaled (:func:`key_log`), so a resumed crawl grants the same
  articles first and never more than the budget.
* **One job per folder.**  ``job.json`` records the spider and its seeds; a folder of
  another spider or other seeds is refused (:class:`JobDirMismatch`) with a message naming
  both.
* **A full disk** stops the crawl with a clear error (``webextract/resume/jobdir_full``,
  close reason ``jobdir_full``); the journals keep their last good record, so the same
  command resumes the crawl once there is room.

Scrapy's own ``JOBDIR`` queue and seen-requests file are not used (:class:`JobScheduler`,
the default ``SCHEDULER``): the replay rebuilds the queue, and a request once seen is
requested again by the replay.  ``WEBEXTRACT_RESUME = False`` switches all of this off
(Scrapy's plain ``JOBDIR`` then applies).  A crawl on a shared scheduler (scrapy-redis)
keeps its queue in Redis instead.
"""

from __future__ import annotations

import csv
import errno
import hashlib
import json
import logging
import os
from pathlib import Path
from typing import Any, Iterable, Optional

from itemadapter import ItemAdapter
from scrapy import signals
from scrapy.core.scheduler import Scheduler
from scrapy.dupefilters import RFPDupeFilter
from scrapy.exceptions import IgnoreRequest, NotConfigured
from scrapy.extensions.feedexport import FeedExporter, FileFeedStorage
from scrapy.http import Request, Response
from scrapy.responsetypes import responsetypes
from scrapy.utils.defer import _schedule_coro
from scrapy.utils.job import job_dir
from scrapy.utils.misc import build_from_crawler, load_object

from webextract.scrapy_project.distributed import shared_mode
from webextract.scrapy_project.exporters import CsvItemExporter
from webextract.store.joblog import JournalFull, KeyLog, PageJournal

logger = logging.getLogger(__name__)

#: Sub-folder of JOBDIR holding webextract's journals.
FOLDER = "webextract"
#: Meta key of a request's journal key (kept across redirects and retries).
KEY_META = "webextract_resume_key"
STATS = "webextract/resume/"


class JobDirMismatch(ValueError):
    """The JOBDIR holds a crawl of another spider or of other seeds."""


def resume_on(settings: Any) -> bool:
    """True when the crawl has a JOBDIR, ``WEBEXTRACT_RESUME`` is on and the crawl is not
    shared through scrapy-redis (whose queue lives in Redis)."""
    return (bool(job_dir(settings)) and settings.getbool("WEBEXTRACT_RESUME", True)
            and not shared_mode(settings))


def journal_headers(response: Response) -> dict[str, list[str]]:
    """A response's headers as a journal keeps them: text, without ``Content-Encoding``
    (the body is kept decoded)."""
    return {k.decode("latin-1"): [v.decode("latin-1") for v in vs]
            for k, vs in response.headers.items() if k.lower() != b"content-encoding"}


def rebuild_response(url: str, status: int, headers: dict[str, list[str]], body: bytes, **kwargs: Any) -> Response:
    """The response a journal entry stands for, of the class its headers and body call for."""
    respcls = responsetypes.from_args(headers=headers, url=url, body=body)
    return respcls(url=url, status=status, headers=headers, body=body, **kwargs)


def job_identity(spider: Any) -> dict[str, Any]:
    """What a job folder is for: the spider's name and its seeds (sorted)."""
    seeds = getattr(spider, "seed_urls", None) or getattr(spider, "start_urls", None) or []
    return {"spider": spider.name, "seeds": sorted(seeds)}


class JobFolder:
    """``JOBDIR/webextract`` of one crawl: checks ``job.json`` and opens the journals."""

    def __init__(self, root: str | Path, identity: dict[str, Any]):
        self.path = Path(root) / FOLDER
        self.path.mkdir(parents=True, exist_ok=True)
        marker = self.path / "job.json"
        if marker.is_file():
            try:
                known = json.loads(marker.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                known = None
            if known != identity:
                raise JobDirMismatch(
                    f"JOBDIR {root} holds a crawl of spider {_describe(known)}; this crawl is "
                    f"spider {_describe(identity)}. Resume with the same spider and seeds, or "
                    f"give another JOBDIR.")
        else:
            try:
                marker.write_text(json.dumps(identity, indent=1) + "\n", encoding="utf-8")
            except OSError as exc:
                raise JournalFull(exc.errno, f"cannot write {marker}: {exc.strerror}") from exc
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


def disk_full(crawler: Any, exc: OSError, where: str = "") -> None:
    """Report a full job folder (or ``where``: another disk the crawl writes its journaled
    output to) once and close the spider (reason ``jobdir_full``)."""
    if crawler.stats is not None:
        crawler.stats.inc_value(STATS + "jobdir_full")
    if getattr(crawler, "_webextract_full", False):
        return
    crawler._webextract_full = True
    full = isinstance(exc, JournalFull) or exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))
    logger.error("%s %s: %s. The crawl stops; run the same command again once %s and it resumes "
                 "where it stopped.", where or f"JOBDIR {job_dir(crawler.settings)}",
                 "is full" if full else "cannot be written", exc,
                 "there is room" if full else "it can be written")
    engine = getattr(crawler, "engine", None)
    if engine is not None:
        _schedule_coro(engine.close_spider_async(reason="jobdir_full"))


# --------------------------------------------------------------------------- scheduler
class JobScheduler(Scheduler):
    """Scrapy's scheduler without Scrapy's JOBDIR queue and seen-requests file when the crawl
    is resumable (:func:`resume_on`): the replayed crawl rebuilds its queue.  Otherwise
    exactly Scrapy's scheduler."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> "JobScheduler":
        if not resume_on(crawler.settings):
            return super().from_crawler(crawler)
        settings = crawler.settings
        dupefilter_cls = load_object(settings["DUPEFILTER_CLASS"])
        if isinstance(dupefilter_cls, type) and issubclass(dupefilter_cls, RFPDupeFilter):
            dupefilter = dupefilter_cls(None, settings.getbool("DUPEFILTER_DEBUG"),
                                        fingerprinter=crawler.request_fingerprinter)
        else:
            dupefilter = build_from_crawler(dupefilter_cls, crawler)
        return cls(
            dupefilter=dupefilter,
            jobdir=None,
            dqclass=load_object(settings["SCHEDULER_DISK_QUEUE"]),
            mqclass=load_object(settings["SCHEDULER_MEMORY_QUEUE"]),
            logunser=settings.getbool("SCHEDULER_DEBUG"),
            stats=crawler.stats,
            pqclass=load_object(settings["SCHEDULER_PRIORITY_QUEUE"]),
            crawler=crawler,
        )


# --------------------------------------------------------------------------- pages
class ResumeMiddleware:
    """Downloader middleware (first in the chain): journals every page fetched and answers
    a resumed crawl's requests from the journal.  Stats ``webextract/resume/pages_journaled``
    and ``webextract/resume/pages_replayed``."""

    def __init__(self, crawler: Any, folder: JobFolder):
        self.crawler = crawler
        self.journal = folder.pages
        self.stats = crawler.stats
        self.full = False
        if len(self.journal):
            logger.info("resuming from JOBDIR %s: %d pages journaled are answered from it",
                        job_dir(crawler.settings), len(self.journal))

    @classmethod
    def from_crawler(cls, crawler: Any) -> "ResumeMiddleware":
        folder = job_folder(crawler)
        if folder is None:
            raise NotConfigured  # no JOBDIR, or resuming is off: nothing to say
        return cls(crawler, folder)

    def _key(self, request: Request) -> str:
        key = request.meta.get(KEY_META)
        if key is None:
            key = request.meta[KEY_META] = self.crawler.request_fingerprinter.fingerprint(request).hex()
        return key

    def process_request(self, request: Request, spider: Any = None) -> Optional[Response]:
        key = self._key(request)
        if key not in self.journal:
            if self.full:
                raise IgnoreRequest("JOBDIR is full")
            return None
        url, status, headers, body = self.journal.get(key)
        self.stats.inc_value(STATS + "pages_replayed")
        return rebuild_response(url, status, headers, body, request=request, flags=["journal"])

    def process_response(self, request: Request, response: Response, spider: Any = None) -> Response:
        if "journal" in response.flags:
            return response
        try:
            self.journal.add(self._key(request), response.url, response.status, journal_headers(response),
                             response.body)
        except JournalFull as exc:
            self.full = True
            disk_full(self.crawler, exc)
            raise IgnoreRequest(f"not journaled: {exc}") from exc
        self.stats.inc_value(STATS + "pages_journaled")
        return response


# --------------------------------------------------------------------------- feeds
def item_key(item: Any) -> str:
    """The key of an item in a feed journal: a hash of its fields (JSON, sorted keys)."""
    fields = ItemAdapter(item).asdict()
    text = json.dumps(fields, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


class _FeedJournal:
    """The journal of one appended local feed file (see the module docstring)."""

    def __init__(self, log: KeyLog, path: str):
        self.log = log
        self.path = path
        size = os.path.getsize(path) if os.path.isfile(path) else 0
        written = log.entries[-1][0] if log.entries else 0
        if size < written:
            logger.warning("feed %s is shorter than its JOBDIR journal says (%d < %d bytes): "
                           "it was changed outside the crawl; its items are written again", path,
                           size, written)
            log.reset()
            written = 0
        self.cut = size - written
        if self.cut:
            os.truncate(path, written)  # items written but not journaled are written again
        self.keys = {key for _, key in log.entries}


def csv_header(path: str, encoding: str) -> Optional[list[str]]:
    """The column names of a CSV file's first row (None when it has none)."""
    with open(path, encoding=encoding, newline="") as f:
        row = next(csv.reader(f), None)
    return row or None


class ResumableFeedExporter(FeedExporter):
    """Scrapy's feed exporter, writing each item exactly once to appended local feeds of a
    resumable crawl (see the module docstring).  Without JOBDIR, or for other feeds
    (overwritten, remote, batched, post-processed), it is Scrapy's exporter.  A feed in the
    ``csv`` format is told the item classes its ``item_classes`` option lets in, which give
    its columns (:class:`webextract.scrapy_project.exporters.CsvItemExporter`)."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> "ResumableFeedExporter":
        exporter = super().from_crawler(crawler)
        job_folder(crawler)  # refuse another job's folder before anything runs
        for uri, options in exporter.feeds.items():
            classes = getattr(exporter.filters[uri], "item_classes", ())
            fmt = exporter.exporters.get(options["format"])
            if classes and isinstance(fmt, type) and issubclass(fmt, CsvItemExporter):
                options["item_export_kwargs"] = dict(options.get("item_export_kwargs") or {},
                                                     item_classes=classes)
        return exporter

    def open_spider(self, spider: Any) -> None:
        super().open_spider(spider)
        self.journals: dict[int, _FeedJournal] = {}
        try:
            folder = job_folder(self.crawler)
        except JournalFull as exc:
            disk_full(self.crawler, exc)
            return
        if folder is None:
            return
        for slot in self.slots:
            storage = slot.storage
            options = self.feeds[slot.uri_template]
            if (not isinstance(storage, FileFeedStorage) or storage.write_mode != "ab"
                    or options.get("batch_item_count") or options.get("postprocessing")):
                if not (isinstance(storage, FileFeedStorage) and storage.write_mode == "wb"):
                    logger.warning("feed %s is not an appended local file: a resumed crawl may "
                                   "write some of its items twice", slot.uri)
                continue
            name = "feeds/" + hashlib.sha1(os.path.abspath(storage.path).encode()).hexdigest()[:16]
            journal = _FeedJournal(folder.key_log(name), storage.path)
            if journal.cut:
                self.crawler.stats.inc_value(STATS + "feed_cut_bytes", journal.cut)
            if journal.keys and slot.format in ("csv", "relations-csv"):
                # the header row is in the file already: its columns, not the first item's
                # of this run, say what the resumed rows hold
                options = dict(slot.feed_options, item_export_kwargs=dict(
                    slot.feed_options.get("item_export_kwargs") or {}, include_headers_line=False))
                if slot.format == "csv" and not options.get("fields"):
                    options["fields"] = csv_header(storage.path, options.get("encoding") or "utf-8")
                slot.feed_options = options
            self.journals[id(slot)] = journal
            if journal.keys:
                logger.info("feed %s holds %d items of this job; they are not written again",
                            slot.uri, len(journal.keys))

    def item_scraped(self, item: Any, spider: Any) -> None:
        journals = getattr(self, "journals", None)
        if not journals:
            return super().item_scraped(item, spider)
        mine = [slot for slot in self.slots if id(slot) in journals]
        others = [slot for slot in self.slots if id(slot) not in journals]
        if others:  # Scrapy's own export (batches included) for the other feeds
            self.slots = others
            try:
                super().item_scraped(item, spider)
            finally:
                self.slots = mine + self.slots
        key: Optional[str] = None
        for slot in mine:
            if not slot.filter.accepts(item):
                continue
            journal = journals[id(slot)]
            key = key or item_key(item)
            if key in journal.keys:
                self.crawler.stats.inc_value(STATS + "feed_skipped")
                continue
            try:
                slot.start_exporting()
                assert slot.exporter is not None and slot.file is not None
                slot.exporter.export_item(item)
                slot.file.flush()
            except OSError as exc:
                disk_full(self.crawler, exc, f"the disk of feed {slot.uri}")
                return
            try:
                journal.log.append(slot.file.tell(), key)
            except OSError as exc:
                disk_full(self.crawler, exc)
                return
            journal.keys.add(key)
            slot.itemcount += 1


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


__all__: Iterable[str] = (
    "JobDirMismatch", "JobFolder", "JobScheduler", "ResumableFeedExporter", "ResumeMiddleware",
    "grant", "granted", "item_key", "job_folder", "key_log", "resume_on",
)
