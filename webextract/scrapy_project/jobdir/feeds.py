"""Feeds written once: :class:`ResumableFeedExporter` journals each item written to an
appended local feed, cuts a feed back to its last whole item after a failed write, and
refuses feed folders that cannot be written."""

from __future__ import annotations

import csv
import hashlib
import json
import logging
import os
from pathlib import Path
from typing import Any, Iterable, Optional
from urllib.parse import urlparse

from itemadapter import ItemAdapter
from scrapy.extensions.feedexport import FeedExporter, FileFeedStorage
from w3lib.url import file_uri_to_path

from webextract.scrapy_project.exporters import CsvItemExporter
from webextract.scrapy_project.faults import full, lost, reason_text, writable_folder
from webextract.scrapy_project.jobdir.folder import STATS, disk_full, job_folder, stop
from webextract.store.joblog import JournalFull, KeyLog

logger = logging.getLogger(__name__)


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

    def item_scraped(self, item: Any, spider: Any, response: Any = None) -> None:
        workers = getattr(self.crawler, "_webextract_site_workers", None)
        if workers is not None and not workers.gate(item, response):
            return  # a crawl shared by site: written before the site was taken over
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
