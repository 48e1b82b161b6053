"""Pages journaled and replayed: :class:`ResumeMiddleware` writes every page fetched to the
page journal before the spider reads it, and answers a resumed crawl's requests from it."""

from __future__ import annotations

import logging
from typing import Any, Optional

from scrapy.exceptions import IgnoreRequest, NotConfigured
from scrapy.http import Request, Response
from scrapy.responsetypes import responsetypes
from scrapy.utils.job import job_dir

from webextract.scrapy_project.jobdir.folder import KEY_META, STATS, disk_full, job_folder, JobFolder
from webextract.store.joblog import JournalFull

logger = logging.getLogger(__name__)


def journal_headers(response: Response) -> dict[str, list[str]]:
    """A response's headers as a journal keeps them: text, without ``Content-Encoding``
    (the body is kept decoded)."""
    return {k.decode("latin-1"): [v.decode("latin-1") for v in vs]
            for k, vs in response.headers.items() if k.lower() != b"content-encoding"}


def rebuild_response(url: str, status: int, headers: dict[str, list[str]], body: bytes, **kwargs: Any) -> Response:
    """The response a journal entry stands for, of the class its headers and body call for."""
    respcls = responsetypes.from_args(headers=headers, url=url, body=body)
    return respcls(url=url, status=status, headers=headers, body=body, **kwargs)


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
