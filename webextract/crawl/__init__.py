"""Crawl planning: which pages a focused crawl fetches next, as plain functions and state over
parsed pages.  Like the extractors, nothing here imports Scrapy; the spiders are thin adapters.

* :mod:`webextract.crawl.news` — the news crawl's link choice (sections and articles).
* :mod:`webextract.crawl.journal` — the journal crawl's link choice (article records,
  issues, pagination), with :mod:`webextract.crawl.journal_kinds` (what one link of an
  entry opens), :mod:`webextract.crawl.journal_copy` (STEM's copy of a list page) and
  :mod:`webextract.crawl.journal_sides` (rails of other articles, advertisements).
* :mod:`webextract.crawl.university` — the WEB-UIE crawl plans (levels, steps, link choice).
"""
