"""Embedded storage of extracted university objects and INM relations."""

from webextract.store.sqlite import Store, norm_name, norm_url

__all__ = ["Store", "norm_name", "norm_url"]
