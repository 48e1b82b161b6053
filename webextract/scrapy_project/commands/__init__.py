"""Scrapy commands of the webextract project (``COMMANDS_MODULE``): ``crawl`` with exit statuses
that say whether the crawl wrote everything (:mod:`webextract.scrapy_project.faults`)."""
