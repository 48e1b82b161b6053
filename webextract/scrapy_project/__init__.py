"""The Scrapy side of webextract: the one part of the package (with the command line,
``webextract.cli``) that imports Scrapy, Twisted and the Scrapy plugins.

``settings`` (the Scrapy project's settings module, every webextract setting documented
once), ``spiders/`` (which link to follow, what kind a page is), ``pipelines/`` (denoise,
extract, store: one library call each), ``middlewares`` (saved sites, the contact user
agent), ``extensions`` (the cycle collector), ``exporters`` (feeds), ``logformatter``,
``jobdir`` (resume exactly once with JOBDIR), ``incremental`` (re-crawls of what changed),
``siteworkers`` and ``sites`` (one crawl of many sites on many scrapy-redis workers, shared
by site), ``distributed`` (a crawl shared by page on scrapy-redis workers), ``rendering`` (pages that need
JavaScript).  Everything they call lives in the library, which never imports this package
(docs/architecture.md).
"""
