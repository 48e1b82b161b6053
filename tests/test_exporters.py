"""The project's feed exporters write the same lines as Scrapy's."""

from __future__ import annotations

import io
from dataclasses import dataclass, field

from scrapy.exporters import JsonLinesItemExporter as ScrapyExporter

from webextract.exporters import JsonLinesItemExporter, plain_fields
from webextract.items import College, Faculty, Relation


@dataclass
class WithSerializer:
    name: str
    score: float = field(default=0.0, metadata={"serializer": lambda v: round(v, 1)})


ITEMS = [
    College(name="École des Mines", url="http://x.edu/mines/", university="X Université",
            source_url="http://x.edu/"),
    Faculty(name="Nguyễn Văn An", title="Professor", unit="Physics", university="X",
            homepage=None, email="an@x.edu"),
    Relation(relation="role", subject_type="Person", subject="王伟", object_type="Department",
             object="Physics", role="faculty", attributes={"title": "Lecturer", "n": [1, 2]}),
    {"type": "other", "name": "a dict item", "values": {"b": 1}},
    WithSerializer("rounded", 2.345),
]


def lines(exporter_class: type, **options) -> bytes:
    out = io.BytesIO()
    exporter = exporter_class(out, **options)
    exporter.start_exporting()
    for item in ITEMS:
        exporter.export_item(item)
    exporter.finish_exporting()
    return out.getvalue()


def test_same_lines_as_scrapy() -> None:
    for options in ({}, {"encoding": "utf-8"}, {"fields_to_export": ["name"]},
                    {"export_empty_fields": True}):
        assert lines(JsonLinesItemExporter, **options) == lines(ScrapyExporter, **options), options
    # the serializer of the field was applied, non-ASCII kept as is
    text = lines(JsonLinesItemExporter, encoding="utf-8").decode("utf-8")
    assert '"score": 2.3' in text and "Nguyễn Văn An" in text and "王伟" in text


def test_fast_path_only_for_plain_dataclasses() -> None:
    assert plain_fields(College) == ("name", "url", "university", "source_url", "type")
    assert plain_fields(WithSerializer) is None
    assert plain_fields(dict) is None


def test_subclass_hooks_are_honoured() -> None:
    class Upper(JsonLinesItemExporter):
        def serialize_field(self, field, name, value):
            return value.upper() if isinstance(value, str) else value

    class NoType(JsonLinesItemExporter):
        def get_serialized_fields(self, item, default_value=None, include_empty=None):
            return ((k, v) for k, v in super().get_serialized_fields(item, default_value, include_empty)
                    if k != "type")

    out = lines(Upper, encoding="utf-8").decode("utf-8")
    assert '"name": "ÉCOLE DES MINES"' in out
    assert '"type"' not in lines(NoType).decode("utf-8")
