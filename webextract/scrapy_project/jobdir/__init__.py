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

from webextract.scrapy_project.jobdir.feeds import ResumableFeedExporter, item_key
from webextract.scrapy_project.jobdir.folder import (JobDirMismatch, JobFolder, grant, granted, job_folder,
                                                   job_identity, key_log, resume_on)
from webextract.scrapy_project.jobdir.pages import ResumeMiddleware, journal_headers, rebuild_response
from webextract.scrapy_project.jobdir.state import JobScheduler, JobSpiderState

__all__ = [
    "JobDirMismatch", "JobFolder", "JobScheduler", "JobSpiderState", "ResumableFeedExporter",
    "ResumeMiddleware", "grant", "granted", "item_key", "job_folder", "job_identity", "journal_headers",
    "key_log", "rebuild_response", "resume_on",
]
