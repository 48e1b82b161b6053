"""Feed exporters of the webextract project (``FEED_EXPORTERS`` in ``webextract.settings``).

Scrapy's exporters reach every field of every item through ``itemadapter`` and the field's
metadata, which costs more than writing the line (about 44 µs an item here, a seventh of
the university crawl's instructions outside extraction).  webextract's items are plain
dataclasses without serializers, so their lines can be built straight from the fields.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Any, Optional

from scrapy.exporters import BaseItemExporter
from scrapy.exporters import JsonLinesItemExporter as ScrapyJsonLinesItemExporter


@lru_cache(maxsize=64)
def plain_fields(cls: type) -> Optional[tuple[str, ...]]:
    """The field names of a dataclass whose fields carry no exporter metadata (no
    ``serializer``), in declaration order; None for any other class."""
    if not dataclasses.is_dataclass(cls):
        return None
    fields = dataclasses.fields(cls)
    if any(f.metadata for f in fields):
        return None
    return tuple(f.name for f in fields)


class JsonLinesItemExporter(ScrapyJsonLinesItemExporter):
    """Scrapy's JSON-lines exporter, same lines: a plain dataclass item becomes a dict of
    its fields in declaration order, encoded by the same encoder, without the per-field
    adapter calls.  Anything else (dicts, ``scrapy.Item``, ``FEED_EXPORT_FIELDS``, a
    subclass with its own ``serialize_field`` or ``get_serialized_fields``) goes through
    Scrapy's code."""

    def export_item(self, item: Any) -> None:
        names = plain_fields(type(item))
        cls = type(self)
        if (names is None or self.fields_to_export is not None
                or cls.serialize_field is not BaseItemExporter.serialize_field
                or cls.get_serialized_fields is not BaseItemExporter.get_serialized_fields):
            super().export_item(item)
            return
        data = self.encoder.encode({name: getattr(item, name) for name in names}) + "\n"
        self.file.write(data.encode(self.encoding or "utf-8"))
