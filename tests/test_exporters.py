"""The project's feed exporters: JSON lines the same as Scrapy's; the relations formats."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field

from scrapy.exporters import JsonLinesItemExporter as ScrapyExporter
from scrapy.settings import Settings

from webextract.scrapy_project.exporters import (
    JsonLinesItemExporter,
    RelationsCsvItemExporter,
    RelationsJsonLinesItemExporter,
    plain_fields,
)
from webextract.items import College, Faculty, Relation
from webextract.scrapy_project.spiders.base import default_feeds


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


def lines(exporter_class: type, items: list = ITEMS, **options) -> bytes:
    out = io.BytesIO()
    exporter = exporter_class(out, **options)
    exporter.start_exporting()
    for item in items:
        exporter.export_item(item)
    exporter.finish_exporting()
    return out.getvalue()


def exported(exporter_class: type, items: list) -> str:
    """What an exporter writes for ``items``, in UTF-8."""
    return lines(exporter_class, items, encoding="utf-8").decode("utf-8")


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


def test_relations_formats_write_the_relation_records_of_each_item() -> None:
    """relations-jsonl / relations-csv: an item's INM relations, a relation as it is, nothing
    for other items (a dict of another type, an undeclared dataclass, a broken relation)."""
    broken = {"type": "relation", "subject": "nobody"}
    fed = [*ITEMS, broken, {"type": "faculty", "name": "Ana Lima", "title": None, "unit": "Law",
                            "university": "X", "unit_type": "college"}]
    text = exported(RelationsJsonLinesItemExporter, fed)
    rows = [json.loads(line) for line in text.splitlines()]
    assert [(r["relation"], r["subject_type"], r["subject"], r["object_type"], r["object"]) for r in rows] == [
        ("contain", "University", "X Université", "College", "École des Mines"),
        ("role", "Person", "Nguyễn Văn An", "Unit", "Physics"),
        ("role", "Person", "王伟", "Department", "Physics"),
        ("role", "Person", "Ana Lima", "College", "Law"),
    ]
    assert rows[0]["attributes"] == {"university": "X Université", "url": "http://x.edu/mines/"}
    assert rows[1]["attributes"] == {"title": "Professor", "university": "X", "homepage": None, "email": "an@x.edu"}
    assert rows[2] == {**ITEMS[2].__dict__}

    table = list(csv.reader(io.StringIO(exported(RelationsCsvItemExporter, fed))))
    assert table[0] == ["relation", "subject_type", "subject", "object_type", "object", "role", "attributes", "type"]
    assert [row[2] for row in table[1:]] == ["X Université", "Nguyễn Văn An", "王伟", "Ana Lima"]
    assert json.loads(table[3][6]) == {"title": "Lecturer", "n": [1, 2]}  # attributes as JSON


def test_default_relation_feeds_derive_unless_relation_items() -> None:
    """The university crawl's default relation feeds read the unit and faculty items in the
    relations formats; with WEBEXTRACT_RELATION_ITEMS they read the relation items."""
    settings = Settings()
    settings.setmodule("webextract.scrapy_project.settings")
    feeds = default_feeds(settings, "university", ("faculty", "relation"))
    assert feeds["output/university/faculty.jsonl"]["format"] == "jsonl"
    assert feeds["output/university/relation.jsonl"]["format"] == "relations-jsonl"
    assert feeds["output/university/relation.csv"]["format"] == "relations-csv"
    assert feeds["output/university/relation.csv"]["item_classes"] == [
        "webextract.items.College", "webextract.items.Department", "webextract.items.Faculty",
        "webextract.items.Relation"]
    settings.set("WEBEXTRACT_RELATION_ITEMS", True)
    feeds = default_feeds(settings, "university", ("relation",))
    assert feeds["output/university/relation.jsonl"]["format"] == "jsonl"
    assert feeds["output/university/relation.jsonl"]["item_classes"] == ["webextract.items.Relation"]
