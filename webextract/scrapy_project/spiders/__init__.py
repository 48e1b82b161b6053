"""Focused spiders (Scrapy adapters): they choose links and page kinds, nothing more."""
