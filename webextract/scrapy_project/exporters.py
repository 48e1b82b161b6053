"""Feed exporters of the webextract project (``FEED_EXPORTERS`` in ``webextract.scrapy_project.settings``).

Formats: ``jsonl`` (also ``jsonlines``, ``jl``), Scrapy's JSON lines written faster; ``csv``,
Scrapy's CSV whose columns are those of every item kind the feed receives (a mixed feed such
as ``-O all.csv`` keeps every kind's values, see :class:`CsvItemExporter`); and
``relations-jsonl`` / ``relations-csv``, the Information Network Model relation records of
the items a feed receives (WEB-UIE §4: a college, department or faculty item becomes its
contain or role relations, a relation item is written as it is, other items give none):
``scrapy crawl university -o relations.jsonl:relations-jsonl``.

Scrapy's exporters reach every field of every item through ``itemadapter`` and the field's
metadata, which costs more than writing the line (about 44 µs an item here, a seventh of
the university crawl's instructions outside extraction).  webextract's items are plain
dataclasses without serializers, so their lines can be built straight from the fields.
"""

from __future__ import annotations

import dataclasses
import json
from functools import lru_cache
from typing import IO, Any, Iterable, Optional

from scrapy.exporters import BaseItemExporter
from scrapy.exporters import CsvItemExporter as ScrapyCsvItemExporter
from scrapy.exporters import JsonLinesItemExporter as ScrapyJsonLinesItemExporter

from webextract.relations.inm import relation_records


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


def union_of_fields(classes: Iterable[type]) -> list[str]:
    """The columns that hold every field of ``classes``: the first class's fields, then each
    field not seen yet, in the order the next classes declare them."""
    columns: dict[str, None] = {}
    for cls in classes:
        columns.update(dict.fromkeys(f.name for f in dataclasses.fields(cls)))
    return list(columns)


class CsvItemExporter(ScrapyCsvItemExporter):
    """Scrapy's CSV exporter, whose columns, when no ``FEED_EXPORT_FIELDS`` (or feed option
    ``fields``) names them, are those of every item kind the feed can receive instead of the
    first item's: the fields of ``item_classes`` in order (:func:`union_of_fields`), where
    ``item_classes`` are the feed's own (its ``item_classes`` option, given by
    :class:`webextract.scrapy_project.jobdir.ResumableFeedExporter`), else the item classes
    the crawl's spider yields (``yielded_item_classes``).  A crawl writing its college,
    department and faculty items to ``-O all.csv`` so keeps each faculty member's title, unit
    and e-mail, with the other kinds' columns left empty; a feed of one kind gets that
    kind's columns, as before.  A first item of no known class (a dict) sets the columns
    as in Scrapy."""

    def __init__(self, file: IO[bytes], item_classes: Iterable[type] = (), **kwargs: Any):
        super().__init__(file, **kwargs)
        self.item_classes = tuple(c for c in item_classes if dataclasses.is_dataclass(c))

    @classmethod
    def from_crawler(cls, crawler: Any, file: IO[bytes], *args: Any,
                     item_classes: Iterable[type] = (), **kwargs: Any) -> "CsvItemExporter":
        classes = tuple(item_classes)
        if not classes:
            yielded = getattr(crawler.spider, "yielded_item_classes", None)
            classes = tuple(yielded(crawler.settings)) if yielded is not None else ()
        return cls(file, *args, item_classes=classes, **kwargs)

    def _write_headers_and_set_fields_to_export(self, item: Any) -> None:
        if not self.fields_to_export and self.item_classes and isinstance(item, self.item_classes):
            self.fields_to_export = union_of_fields(self.item_classes)
            self._autodetected_fields = True  # Scrapy warns once of any field an item loses
        super()._write_headers_and_set_fields_to_export(item)


class _RelationRecords:
    """Feed exporter mixin: each item is exported as its INM relation records
    (:func:`webextract.relations.inm.relation_records`)."""

    def export_item(self, item: Any) -> None:
        for relation in relation_records(item):
            super().export_item(relation)  # type: ignore[misc]


class RelationsJsonLinesItemExporter(_RelationRecords, JsonLinesItemExporter):
    """``relations-jsonl``: one JSON line per relation record of the items fed to it."""


class RelationsCsvItemExporter(_RelationRecords, ScrapyCsvItemExporter):
    """``relations-csv``: one CSV row per relation record of the items fed to it (the
    ``attributes`` column as JSON)."""

    def serialize_field(self, field: Any, name: str, value: Any) -> Any:
        if name == "attributes" and isinstance(value, dict):
            return json.dumps(value, ensure_ascii=False, sort_keys=True)
        return super().serialize_field(field, name, value)
