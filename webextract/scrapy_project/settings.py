"""Scrapy settings for webextract.

Every webextract setting is documented here once (name, default, meaning); spiders may
override them in ``custom_settings`` and users with ``-s NAME=VALUE``.  Scrapy's own
settings are set to polite, crawl-friendly values.
"""

BOT_NAME = "webextract"
SPIDER_MODULES = ["webextract.scrapy_project.spiders"]
NEWSPIDER_MODULE = "webextract.scrapy_project.spiders"

# --- Politeness and limits (the table in docs/operations.md) ----------------------------------
#: Names the project and how to reach it; WEBEXTRACT_CONTACT is added to its comment.
USER_AGENT = "webextract/0.1 (+https://github.com/webextract/webextract)"
#: Who runs the crawl: an e-mail address or a URL, added to the user agent
#: ("webextract/0.1 (+https://...; ops@example.org)"); an e-mail address is also sent as the
#: From header (webextract.scrapy_project.middlewares.ContactUserAgentMiddleware).  Empty: none.
WEBEXTRACT_CONTACT = ""
#: robots.txt is read first on every host and obeyed (a forbidden page is counted, not fetched).
ROBOTSTXT_OBEY = True
#: Most requests in flight, in all and to one host (domain).
CONCURRENT_REQUESTS = 16
CONCURRENT_REQUESTS_PER_DOMAIN = 4
#: Seconds between two requests to one host at the start; AutoThrottle then adapts the delay
#: to the server's answer times, aiming at AUTOTHROTTLE_TARGET_CONCURRENCY requests in flight
#: per host, never below DOWNLOAD_DELAY, never above AUTOTHROTTLE_MAX_DELAY.
DOWNLOAD_DELAY = 0.25
AUTOTHROTTLE_ENABLED = True
AUTOTHROTTLE_START_DELAY = 0.25
AUTOTHROTTLE_TARGET_CONCURRENCY = 2.0
AUTOTHROTTLE_MAX_DELAY = 30.0
#: Seconds one download may take, headers and body (Scrapy's default is 180) ...
DOWNLOAD_TIMEOUT = 20
#: ... and retries of a failed request (timeouts, lost connections, 5xx): a server that
#: never answers costs a request DOWNLOAD_TIMEOUT × (RETRY_TIMES + 1) = 60 s.
RETRY_TIMES = 2
#: Seconds a host name may take to resolve (Scrapy's default is 60).
DNS_TIMEOUT = 10
#: Responses larger than this are cut off, not parsed: announced larger (Content-Length), or
#: larger as they arrive, or larger once decompressed (a gzip bomb): counted under
#: downloader/exception_type_count/...DownloadCancelledError or as IgnoreRequest by the spider.
DOWNLOAD_MAXSIZE = 10 * 1024 * 1024
#: Responses larger than this are logged with a warning (and kept).
DOWNLOAD_WARNSIZE = 4 * 1024 * 1024
#: Redirects followed for one request.
REDIRECT_MAX_TIMES = 10
DEPTH_LIMIT = 4
DEPTH_PRIORITY = 1  # breadth-first: section pages before deep archives
SCHEDULER_DISK_QUEUE = "scrapy.squeues.PickleFifoDiskQueue"
SCHEDULER_MEMORY_QUEUE = "scrapy.squeues.FifoMemoryQueue"
HTTPCACHE_ENABLED = False
TELNETCONSOLE_ENABLED = False
LOG_LEVEL = "INFO"

# --- The network the crawl runs in (webextract/scrapy_project/netguard.py; docs/operations.md) ----
#: CIDR ranges (a list, or one string separated by commas: ``"127.0.0.0/8, 10.20.0.0/16"``)
#: of addresses a crawl may connect to although they belong to the network it runs in.
#: Every request (seed, link, redirect) to a loopback, unspecified (0.0.0.0), private,
#: CGNAT, link-local, unique-local, multicast or reserved address or a cloud metadata
#: service (169.254.169.254, fd00:ec2::254 ...) is refused, after DNS and before any
#: connection (IPv4-mapped and other IPv6 forms of those included), counted under
#: ``webextract/network/refused/<reason>`` and logged, unless one of these ranges holds it.
#: None: the environment variable WEBEXTRACT_ALLOWED_NETWORKS (for command lines and
#: scrapyd jobs), else none; "" allows none even when the variable is set.  The demo and
#: the tests allow 127.0.0.0/8; an intranet crawl names its ranges; "0.0.0.0/0, ::/0" turns
#: the guard off.  A malformed range refuses the crawl (exit status 2).
WEBEXTRACT_ALLOWED_NETWORKS = None
#: Scrapy's caching resolver, each answer checked against the allowed networks before the
#: connection is made to that very address (no DNS rebinding between check and connect).
TWISTED_DNS_RESOLVER = "webextract.scrapy_project.netguard.GuardedResolver"

# --- Pipelines ---------------------------------------------------------------------------
# A spider yields PageItem; denoise (300) strips the site template (and, for the kinds in
# WEBEXTRACT_DENOISE_PAGE_KINDS, page-level link clusters) from the parsed tree; extract (500)
# turns the page into typed items (Article ...); nothing of kind "page" reaches a feed.
ITEM_PIPELINES = {
    "webextract.scrapy_project.pipelines.denoise.DenoisePipeline": 300,
    "webextract.scrapy_project.pipelines.extract.ExtractPipeline": 500,
}

# --- Feeds -------------------------------------------------------------------------------
FEED_EXPORT_ENCODING = "utf-8"
#: Folder for the default per-kind feeds (``<dir>/<spider>/<type>.jsonl`` and ``.csv``).
#: Set to "" to write no default feeds (``-O file.jsonl`` works either way).
WEBEXTRACT_FEED_DIR = "output"
#: Item kinds that get default feeds, with the item class that feeds them.
WEBEXTRACT_FEED_TYPES = {
    "article": "webextract.items.Article",
    "record": "webextract.items.DataRecord",
    "scholarly_article": "webextract.items.ScholarlyArticle",
    "college": "webextract.items.College",
    "department": "webextract.items.Department",
    "faculty": "webextract.items.Faculty",
    "relation": "webextract.items.Relation",
}
#: Formats of the default feeds.
WEBEXTRACT_FEED_FORMATS = ("jsonl", "csv")

# --- Extraction ----------------------------------------------------------------------------
#: TWCEM mode for article pages: "default" (title-anchored blocks) or "paper" (the paper's
#: row algorithm as published).
WEBEXTRACT_TWCEM_MODE = "default"

# --- Denoising (pipelines/denoise.py; see docs/denoise.md) ----------------------------------
#: Switch the denoise pipeline off altogether.
WEBEXTRACT_DENOISE_ENABLED = True
#: Remove each site's template (VB-PTC §IV.B), learned from pairs of pages of the site.
WEBEXTRACT_DENOISE_SITE_LEVEL = True
#: Seconds the first page of a site waits for a partner page before it goes on alone.
WEBEXTRACT_DENOISE_WAIT = 10.0
#: Page kinds whose link clusters (VB-PTC §IV.C) are removed; empty by default: with removal
#: markers the article extractor scores as well on l3s-gn1 but not on CleanEval (docs/denoise.md).
WEBEXTRACT_DENOISE_PAGE_KINDS = []
#: Most pages waiting for a partner at once (the rest go on without one).
WEBEXTRACT_DENOISE_MAX_WAITING = 8
#: Most sites whose templates are kept (least recently used sites are forgotten).
WEBEXTRACT_DENOISE_MAX_SITES = 200
#: Most (layer, fingerprint) keys of one site's template.
WEBEXTRACT_DENOISE_MAX_FINGERPRINTS = 10000
#: Most keys of the reference page kept per site to pair later pages with.
WEBEXTRACT_DENOISE_MAX_REFERENCE = 10000
#: Keep short labels ("Abstract", "Keywords:") next to the content they name.
WEBEXTRACT_DENOISE_KEEP_LABELS = True
#: Keep data records that recur on several pages of a site.
WEBEXTRACT_DENOISE_KEEP_RECORDS = True

# --- News spider ------------------------------------------------------------------------------
#: Most articles one news crawl exports (0 = no limit); the crawl stops following links then.
WEBEXTRACT_NEWS_MAX_ARTICLES = 500
#: Most requests one news crawl makes (0 = no limit).
WEBEXTRACT_NEWS_MAX_PAGES = 5000
#: Pages at most this many links from the seed are fetched; the next page of a listing
#: (``?page=2``, "Older posts") is no hop.  The news spider uses this instead of DEPTH_LIMIT.
WEBEXTRACT_NEWS_MAX_HOPS = 3
#: Most pages of one paginated listing (a section's later pages; a calendar linking the next
#: day forever is cut here).
WEBEXTRACT_NEWS_MAX_LISTING_PAGES = 20
#: Prose characters in a page's main text that make it an article (its content decides, not
#: the link; a link shaped like an article lowers this to two thirds).
WEBEXTRACT_NEWS_MIN_ARTICLE_CHARS = 300

# --- Journal spider (docs/vbptc.md) ----------------------------------------------------------
#: Most pages (list and article pages) one journal crawl asks for (0 = no limit).
WEBEXTRACT_JOURNAL_MAX_PAGES = 2000
#: VB-PTC also reads citation_*/Dublin Core/PRISM/JSON-LD tags as a source of the scholarly
#: fields (each field's source in ``provenance``); False: the visual method alone.
WEBEXTRACT_VBPTC_META = True

# --- University spider (docs/university.md) -----------------------------------------------------
#: The store the university crawl upserts into ("" to disable): the path of an embedded
#: SQLite file, or a PostgreSQL server's URL (``postgresql://user@host:5432/db``, psycopg 3;
#: the password from the URL, PGPASSWORD or ~/.pgpass) that the workers of a crawl on
#: several machines share (docs/scale.md).  A server that does not answer or refuses the
#: login, an SQLite path whose folder does not exist or cannot be written, a file that is no
#: SQLite database: the crawl is refused before its first request (exit status 2).  The
#: store is written in a thread of its own (a locked file or a slow server never holds the
#: crawl up).  The crawl adds webextract.scrapy_project.pipelines.store.StorePipeline (800) to
#: ITEM_PIPELINES.
WEBEXTRACT_STORE = "webextract.sqlite3"
#: Store rows committed in one transaction: every this many rows ...
WEBEXTRACT_STORE_COMMIT_EVERY = 200
#: ... or at the first row after this many seconds; an idle or closing crawl commits at once.
WEBEXTRACT_STORE_COMMIT_SECONDS = 1.0
#: Seconds a crawl that has nothing else left to do waits for a store that fails (a server
#: away, a file locked) to write its last rows; then it closes with reason
#: ``store_incomplete`` and exit status 1, the rows unwritten counted under
#: ``webextract/store/unwritten`` (the same command, with its JOBDIR, writes them).
WEBEXTRACT_STORE_WAIT = 120.0
#: Most pages fetched for one seed.
WEBEXTRACT_UNIVERSITY_MAX_PAGES = 3000
#: Keyword hops from a record-set page that holds no set to another (Academics → Schools).
WEBEXTRACT_UNIVERSITY_MAX_HOPS = 1
#: Keyword links tried per level and place (inside / outside the unit).
WEBEXTRACT_UNIVERSITY_MAX_KEYWORD_LINKS = 3
#: Candidate pages tested by data-region location (WEB-UIE §3.2) when keywords fail.
WEBEXTRACT_UNIVERSITY_MAX_CANDIDATES = 8
#: Most pages of one paginated or letter-split directory (``?page=1``, "next ›", page numbers,
#: letters), the first included; each further page followed is counted under
#: ``webextract/university/directory_pages``, each refused past the bound under
#: ``webextract/university/directory_page_limit`` (a pager without end stops here).
WEBEXTRACT_UNIVERSITY_MAX_DIRECTORY_PAGES = 100
#: Fewest people read on a further page (next page, letter) of a faculty directory already
#: recognised (elsewhere WEB-UIE's k > 3 holds).
WEBEXTRACT_UNIVERSITY_DIRECTORY_PAGE_MIN_UNITS = 2
#: Most pages one search of a unit for a record set fetches: its keyword links, hops,
#: candidates and the best-first faculty search that goes on past dead links (the further
#: pages of a list found count against MAX_DIRECTORY_PAGES instead).
WEBEXTRACT_UNIVERSITY_MAX_UNIT_PAGES = 25
#: Clicks from a unit's home page the best-first faculty search goes (a list behind a
#: people hub is two clicks away).
WEBEXTRACT_UNIVERSITY_MAX_SEARCH_DEPTH = 3
#: Yield each INM relation record as an item of its own (webextract.items.Relation) after
#: its college, department or faculty item.  Off: the relations are derived from those
#: items where they are written (the relations feed, format relations-jsonl/relations-csv,
#: and the store), which spares Scrapy's item path one item per relation.
WEBEXTRACT_RELATION_ITEMS = False

# --- Process ----------------------------------------------------------------------------
#: Freeze the objects made before the crawl starts (modules, settings, dictionaries) so the
#: cycle collector stops walking them again and again (webextract.scrapy_project.extensions.GcFreeze).
WEBEXTRACT_GC_FREEZE = True
#: The cycle collector's first threshold while a crawl runs (Python's default 700; 0 leaves
#: it): fewer collections of the many short-lived objects a crawl makes.
WEBEXTRACT_GC_THRESHOLD = 30000
#: Items of one callback's output processed side by side (Scrapy's default 100): Scrapy
#: starts this many asyncio worker tasks for every callback, however few items it yields.
#: The project's pipelines finish an item at once (the denoise pipeline's bounded wait for
#: a site's partner page aside, and a spider yields one page item a response), so 16
#: workers lose nothing, and the demo university crawl's CPU drops by about a tenth.
CONCURRENT_ITEMS = 16
EXTENSIONS = {
    "webextract.scrapy_project.extensions.GcFreeze": 0,
    # Scrapy's feed exporter, writing each item once to the appended feeds of a resumed crawl
    "scrapy.extensions.feedexport.FeedExporter": None,
    "webextract.scrapy_project.jobdir.ResumableFeedExporter": 0,
    # a crawl shared through scrapy-redis: workers wait for each other, clean up at the end
    "webextract.scrapy_project.distributed.SharedWorkers": 10,
    # Scrapy's spider.state in JOBDIR, a full disk at the close reported as the crawl's loss
    "scrapy.extensions.spiderstate.SpiderState": None,
    "webextract.scrapy_project.jobdir.JobSpiderState": 0,
    # what a crawl could not write: its close reason and one ERROR line at the end
    "webextract.scrapy_project.faults.FaultReport": 1000,
}

# --- Faults (webextract/scrapy_project/faults.py; the table in docs/operations.md) ------------
#: The project's commands: ``scrapy crawl`` exits 0 when every item and row was written, 1
#: when the crawl is incomplete (an ERROR line names what is missing and the command that
#: completes it), 2 when the crawl was refused before its first request.
COMMANDS_MODULE = "webextract.scrapy_project.commands"

# --- Resume (webextract/scrapy_project/jobdir/; docs/operations.md) -----------------------------------
#: With JOBDIR, make a crawl stopped at any moment (SIGTERM, SIGINT, SIGKILL) resumable
#: exactly once by the same command: pages journaled and replayed, appended feeds journaled,
#: the job folder checked against the spider and seeds.  Off: Scrapy's plain JOBDIR.
WEBEXTRACT_RESUME = True
#: Scrapy's scheduler, without Scrapy's JOBDIR queue and seen-requests file when resuming is
#: on (the replayed crawl rebuilds the queue).
SCHEDULER = "webextract.scrapy_project.jobdir.JobScheduler"

# --- Incremental re-crawls (webextract.scrapy_project.incremental; docs/operations.md) -----------------
#: Compare each run of a job (a spider and its seeds) with its last finished run, kept in the
#: store (WEBEXTRACT_STORE): unchanged article pages are not extracted (conditional requests,
#: else a content hash); a university site none of whose pages changed is not crawled again
#: (its store rows get their last_seen refreshed); pages and units that changed are recorded
#: as versions in the store.  Off: every run crawls and extracts everything.
WEBEXTRACT_INCREMENTAL = False
#: Incremental news crawls: article pages the last finished run got less than this many
#: seconds ago are not asked for again (taken as unchanged, like a cache's max-age); listing
#: pages are always read.  0: every article is asked again, conditionally.
WEBEXTRACT_RECHECK_AFTER = 0
SPIDER_MIDDLEWARES = {"webextract.scrapy_project.incremental.IncrementalSpiderMiddleware": 50}

# --- Shared crawls on scrapy-redis (webextract/scrapy_project/distributed.py; docs/scale.md) -------------
# Given SCHEDULER=scrapy_redis.scheduler.Scheduler, DUPEFILTER_CLASS=
# scrapy_redis.dupefilter.RFPDupeFilter and REDIS_URL, every process is a worker of one crawl.
#: scrapy-redis: keep the shared queue when a worker stops (a worker stopping early must not
#: empty the queue the others work from); webextract deletes it when the crawl is finished.
SCHEDULER_PERSIST = True
#: Seconds a worker waits for an unreachable Redis (or, in a crawl shared by site, for a Redis
#: full at its maxmemory) before it stops (resumable).
WEBEXTRACT_REDIS_WAIT = 300.0
#: Seconds a finished shared crawl is remembered in Redis: a worker started in that time
#: with the same spider and seeds (a machine that came up late) stops at once instead of
#: crawling the seeds a second time; later the same commands crawl them afresh.  0: not
#: remembered (a worker started after the end crawls again at once).
WEBEXTRACT_REDIS_FINISHED_TTL = 600.0
#: How the spiders that crawl by site (university, news) share a crawl: "site" (each site
#: crawled by one worker at a time under a lease, its pages parsed once, its download delay
#: held across the workers: webextract/scrapy_project/siteworkers.py) or "page" (every worker
#: fetches part of every site and applies the whole crawl's page log: distributed.py).
#: Other spiders are always shared by page.
WEBEXTRACT_SHARE_BY = "site"
#: Seconds a worker's lease on a site lasts unless renewed (renewed every third of it, by
#: Redis's clock); a worker killed or cut off lets it lapse and another worker takes the
#: site over after this long.
WEBEXTRACT_SITE_LEASE = 30.0
#: Sites one worker crawls at once (0: CONCURRENT_REQUESTS // CONCURRENT_REQUESTS_PER_DOMAIN).
WEBEXTRACT_SITES_AT_ONCE = 0
#: Leases one site is given before it is dropped as a site that stops every worker that
#: crawls it (counted as webextract/sites/given_up, one ERROR line).
WEBEXTRACT_SITE_MAX_LEASES = 3

# --- Saved sites ------------------------------------------------------------------------
#: A saved copy of the site to crawl instead of the network: a folder of host folders
#: (``www.example.edu/academics/index.html``, as wget mirrors) and/or a ``url_map.json``
#: (``{"https://www.example.edu/": "sites/www.example.edu/index.html"}``), or the map's path.
#: Every request is answered from it (404 when the copy lacks the page), with the site's real
#: URLs and links (webextract.scrapy_project.middlewares.SavedSiteMiddleware).  Empty: the network.
WEBEXTRACT_SAVED_SITE = ""
DOWNLOADER_MIDDLEWARES = {
    "webextract.scrapy_project.rendering.RenderMiddleware": 940,
    "webextract.scrapy_project.middlewares.SavedSiteMiddleware": 950,
    # after the saved site (950) and the proxy (750): refuses addresses of the local network
    "webextract.scrapy_project.netguard.NetworkGuardMiddleware": 960,
    # after decompression (590) and before redirects are followed (600) on the way back
    "webextract.scrapy_project.incremental.IncrementalMiddleware": 580,
    "scrapy.downloadermiddlewares.useragent.UserAgentMiddleware": None,
    "webextract.scrapy_project.middlewares.ContactUserAgentMiddleware": 500,
    # with JOBDIR: journal every page, answer a resumed crawl from the journal
    "webextract.scrapy_project.jobdir.ResumeMiddleware": 60,
}

# --- Pages that need JavaScript (webextract/scrapy_project/rendering.py; docs/scale.md) -------------------
#: Render every page of the crawl in Chromium (scrapy-playwright) before extraction.
WEBEXTRACT_RENDER_JS = False
#: Render only the pages whose URL matches one of these regular expressions (searched
#: anywhere in the URL), e.g. ``["/faculty/", r"\.example\.edu/people"]``.  With both this and
#: WEBEXTRACT_RENDER_JS off, pages whose list a script writes are counted under
#: ``webextract/<spider>/needs_js``.
WEBEXTRACT_RENDER_URLS = []
#: The Chromium program that renders (a path or a name on the PATH); Debian's by default.
#: Rendering on and no Chromium there: the crawl stops at start with an error.
WEBEXTRACT_CHROMIUM = "/usr/bin/chromium"
#: The add-on that switches scrapy-playwright on when rendering is asked for.  With rendering
#: on it also checks every request Chromium makes for a page against WEBEXTRACT_ALLOWED_NETWORKS
#: (webextract/scrapy_project/browserguard.py; docs/operations.md): it sets
#: PLAYWRIGHT_ABORT_REQUEST to webextract.scrapy_project.browserguard.abort_request, adds the
#: guard's downloader middleware (961), and blocks service workers in PLAYWRIGHT_CONTEXTS.
ADDONS = {"webextract.scrapy_project.rendering.RenderAddon": 0}
#: A PLAYWRIGHT_ABORT_REQUEST predicate of your own, asked after the network check about the
#: browser's requests it lets through.  The add-on moves a PLAYWRIGHT_ABORT_REQUEST you set
#: here, so setting that one works as well; None: no further predicate.
WEBEXTRACT_PLAYWRIGHT_ABORT_REQUEST = None
#: Scrapy's formatter, without building the per-response and per-item DEBUG records when
#: LOG_LEVEL is above DEBUG (webextract.scrapy_project.logformatter).
LOG_FORMATTER = "webextract.scrapy_project.logformatter.LogFormatter"

# Scrapy's modern defaults.
TWISTED_REACTOR = "twisted.internet.asyncioreactor.AsyncioSelectorReactor"
FEED_EXPORTERS = {
    "jsonl": "webextract.scrapy_project.exporters.JsonLinesItemExporter",
    "jsonlines": "webextract.scrapy_project.exporters.JsonLinesItemExporter",
    "jl": "webextract.scrapy_project.exporters.JsonLinesItemExporter",
    "csv": "webextract.scrapy_project.exporters.CsvItemExporter",
    "relations-jsonl": "webextract.scrapy_project.exporters.RelationsJsonLinesItemExporter",
    "relations-csv": "webextract.scrapy_project.exporters.RelationsCsvItemExporter",
}
