"""webextract: focused crawling and structured extraction from web pages."""

__version__ = "0.1.0"
