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
* **One job per folder.**  ``job.json`` records the spider and its seeds (in w3lib's
  canonical form: ``http://host`` and ``http://host/`` are one seed); a folder of another
  spider or other seeds is refused (:class:`JobDirMismatch`) with a message naming both,
  and so is a ``JOBDIR`` that is a file or cannot be written.
* **A full disk** under the job folder or under a feed stops the crawl once (close reason
  ``jobdir_full`` or ``feed_full``; ``feed_unwritable`` for another write error), with one
  ERROR line at the end and exit status 1 (:mod:`webextract.scrapy_project.faults`); the
  journals keep their last good record and a feed is cut back to its last whole item, so
  the same command resumes the crawl once there is room.  Stats
  ``webextract/resume/jobdir_full`` and ``webextract/feed/<reason>`` (items not written).
* **A damaged journal tail** (a record cut short by a kill, or bytes that are no record)
  is dropped with a WARNING saying how many bytes after which record
  (:mod:`webextract.store.joblog`).

Scrapy's own ``JOBDIR`` queue and seen-requests file are not used (:class:`JobScheduler`,
the default ``SCHEDULER``): the replay rebuilds the queue, and a request once seen is
requested again by the replay.  ``WEBEXTRACT_RESUME = False`` switches all of this off
(Scrapy's plain ``JOBDIR`` then applies).  A crawl on a shared scheduler (scrapy-redis)
keeps its queue in Redis instead.
"""

from __future__ import annotations

import csv
import hashlib
import json
import logging
import os
import pickle
from pathlib import Path
from typing import Any, Iterable, Optional
from urllib.parse import urlparse

from itemadapter import ItemAdapter
from scrapy import signals
from scrapy.core.scheduler import Scheduler
from scrapy.dupefilters import RFPDupeFilter
from scrapy.exceptions import IgnoreRequest, NotConfigured
from scrapy.extensions.feedexport import FeedExporter, FileFeedStorage
from scrapy.extensions.spiderstate import SpiderState
from scrapy.http import Request, Response
from scrapy.responsetypes import responsetypes
from scrapy.utils.defer import _schedule_coro
from scrapy.utils.job import job_dir
from scrapy.utils.misc import build_from_crawler, load_object
from w3lib.url import file_uri_to_path
from w3lib.url import canonicalize_url

from webextract.scrapy_project.distributed import shared_mode
from webextract.scrapy_project.exporters import CsvItemExporter
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


def journal_headers(response: Response) -> dict[str, list[str]]:
    """A response's headers as a journal keeps them: text, without ``Content-Encoding``
    (the body is kept decoded)."""
    return {k.decode("latin-1"): [v.decode("latin-1") for v in vs]
            for k, vs in response.headers.items() if k.lower() != b"content-encoding"}


def rebuild_response(url: str, status: int, headers: dict[str, list[str]], body: bytes, **kwargs: Any) -> Response:
    """The response a journal entry stands for, of the class its headers and body call for."""
    respcls = responsetypes.from_args(headers=headers, url=url, body=body)
    return respcls(url=url, status=status, headers=headers, body=body, **kwargs)


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


class JobSpiderState(SpiderState):
    """Scrapy's ``spider.state`` kept in JOBDIR, written whole or not at all (a new file
    renamed over the old one): a write that fails at the close (a full disk) is reported as
    a loss of the job folder (:func:`disk_full`) instead of a traceback, and a state file
    that cannot be read back is a WARNING (the spider starts with an empty state)."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> "JobSpiderState":
        state = super().from_crawler(crawler)
        state.crawler = crawler
        return state

    def spider_closed(self, spider: Any) -> None:
        part = self.statefn + ".part"
        try:
            with open(part, "wb") as f:
                pickle.dump(getattr(spider, "state", {}), f, protocol=4)
            os.replace(part, self.statefn)
        except OSError as exc:
            try:
                os.unlink(part)
            except OSError:
                pass
            disk_full(self.crawler, exc)

    def spider_opened(self, spider: Any) -> None:
        try:
            super().spider_opened(spider)
        except (OSError, EOFError, pickle.UnpicklingError) as exc:
            logger.warning("JOBDIR %s: spider.state cannot be read (%s): the spider starts with an empty "
                           "state", self.jobdir, exc)
            spider.state = {}


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


def local_feed_path(uri: str) -> Optional[str]:
    """The file path of a local feed URI (a path or ``file://``), else None."""
    scheme = urlparse(uri).scheme
    if scheme == "file":
        return file_uri_to_path(uri)
    if not scheme or len(scheme) == 1:  # a path (a Windows drive letter is no scheme)
        return uri
    return None


def check_feed_folders(feeds: Iterable[str]) -> None:
    """Refuse (:class:`~webextract.scrapy_project.faults.Refused`) a local feed whose folder
    cannot be written; a folder named by URI parameters (``%(name)s``) is checked from the
    first parameter up."""
    for uri in feeds:
        path = local_feed_path(uri)
        if path is None:
            continue
        parts = Path(path).expanduser().parent.parts
        fixed = next((i for i, part in enumerate(parts) if "%(" in part), len(parts))
        writable_folder(Path(*parts[:fixed]) if fixed else Path("."), f"feed {uri}")


class ResumableFeedExporter(FeedExporter):
    """Scrapy's feed exporter, writing each item exactly once to appended local feeds of a
    resumable crawl (see the module docstring).  Every local feed (appended or overwritten,
    not batched or post-processed) is flushed after each item: a write that fails (a full
    disk) cuts the feed back to its last whole item and stops the crawl once (reason
    ``feed_full``, or ``feed_unwritable``); the items that feed no longer gets are counted
    under ``webextract/feed/<reason>`` and reported as a loss at the end
    (:mod:`webextract.scrapy_project.faults`).  A local feed whose folder cannot be written
    refuses the crawl before it starts.  Remote, batched and post-processed feeds are
    Scrapy's.  A feed in the ``csv`` format is told the item classes its ``item_classes``
    option lets in, which give its columns
    (:class:`webextract.scrapy_project.exporters.CsvItemExporter`)."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> "ResumableFeedExporter":
        exporter = super().from_crawler(crawler)
        job_folder(crawler)  # refuse another job's folder before anything runs
        check_feed_folders(exporter.feeds)
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
        #: Feeds whose write failed: slot -> [reason, error text, items not written].
        self.broken: dict[Any, list[Any]] = {}
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

    def _flushed(self, slot: Any) -> bool:
        """True for a slot written here, flushed after each item (a local file, not batched
        or post-processed)."""
        options = self.feeds[slot.uri_template]
        return (isinstance(slot.storage, FileFeedStorage) and not options.get("batch_item_count")
                and not options.get("postprocessing"))

    def item_scraped(self, item: Any, spider: Any) -> None:
        journals = getattr(self, "journals", {})
        broken = getattr(self, "broken", {})
        for slot, record in broken.items():
            if slot.filter.accepts(item):
                record[2] += 1
                self.crawler.stats.inc_value(f"webextract/feed/{record[0]}")
        mine = [slot for slot in self.slots if self._flushed(slot)]
        others = [slot for slot in self.slots if not self._flushed(slot)]
        if others:  # Scrapy's own export (batches included) for the other feeds
            self.slots = others
            try:
                super().item_scraped(item, spider)
            except OSError as exc:
                self._failed(None, exc)
            finally:
                self.slots = mine + self.slots
        key: Optional[str] = None
        for slot in mine:
            if not slot.filter.accepts(item):
                continue
            journal = journals.get(id(slot))
            if journal is not None:
                key = key or item_key(item)
                if key in journal.keys:
                    self.crawler.stats.inc_value(STATS + "feed_skipped")
                    continue
            good = getattr(slot, "webextract_good", None)
            try:
                if good is None:
                    good = slot.webextract_good = slot.file.tell() if slot.file is not None else 0
                slot.start_exporting()
                assert slot.exporter is not None and slot.file is not None
                slot.exporter.export_item(item)
                slot.file.flush()
                slot.webextract_good = slot.file.tell()
            except OSError as exc:
                self._failed(slot, exc)
                continue
            if journal is not None:
                try:
                    journal.log.append(slot.webextract_good, key)
                except OSError as exc:
                    disk_full(self.crawler, exc)  # the item is cut from the feed when it resumes
                    continue
                journal.keys.add(key)
            slot.itemcount += 1

    def _failed(self, slot: Any, exc: OSError) -> None:
        """A write to a feed failed: cut the feed back to its last whole item, stop writing
        it, stop the crawl (once)."""
        reason = "feed_full" if full(exc) else "feed_unwritable"
        self.crawler.stats.inc_value(f"webextract/feed/{reason}")
        if slot is None:  # a feed Scrapy writes (batched, post-processed): no cut
            lost(self.crawler, reason, f"a feed could not be written ({reason_text(exc)})")
            stop(self.crawler, reason)
            return
        if slot in self.slots:
            self.slots.remove(slot)
        try:
            slot.file.close()  # what its buffer still holds cannot be written either
        except (OSError, ValueError):
            pass
        try:
            os.truncate(slot.storage.path, getattr(slot, "webextract_good", 0) or 0)
        except OSError:
            pass
        if not hasattr(self, "broken"):
            self.broken = {}
        self.broken[slot] = [reason, reason_text(exc), 1]
        stop(self.crawler, reason)

    async def close_spider(self, spider: Any) -> None:
        groups: dict[tuple[str, str], list[Any]] = {}
        for slot, (reason, text, count) in getattr(self, "broken", {}).items():
            group = groups.setdefault((reason, text), [[], 0])
            group[0].append(slot.uri)
            group[1] += count
        for (reason, text), (uris, count) in groups.items():
            what = "is full" if reason == "feed_full" else "cannot be written"
            lost(self.crawler, reason, f"the disk of feed{'s' if len(uris) > 1 else ''} {', '.join(uris)} {what} "
                                       f"({text}): {count} feed items not written")
        await super().close_spider(spider)


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
