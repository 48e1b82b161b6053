"""The project's feed exporters: JSON lines the same as Scrapy's; CSV with every kind's columns;
the relations formats."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
from dataclasses import dataclass, field
from types import SimpleNamespace

from scrapy.exporters import CsvItemExporter as ScrapyCsvItemExporter
from scrapy.exporters import JsonLinesItemExporter as ScrapyExporter
from scrapy.settings import Settings
from scrapy.utils.test import get_crawler

from webextract.scrapy_project.exporters import (
    CsvItemExporter,
    JsonLinesItemExporter,
    RelationsCsvItemExporter,
    RelationsJsonLinesItemExporter,
    plain_fields,
    union_of_fields,
)
from webextract.items import College, Department, Faculty, Relation
from webextract.scrapy_project.jobdir import ResumableFeedExporter
from webextract.scrapy_project.spiders.base import default_feeds
from webextract.scrapy_project.spiders.university import UniversitySpider


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


def csv_rows(items: list, **options) -> list[list[str]]:
    return list(csv.reader(io.StringIO(lines(CsvItemExporter, items, encoding="utf-8", **options).decode("utf-8"))))


UNIT_CLASSES = (College, Department, Faculty)
DEPARTMENT = Department(name="Physics", url="http://x.edu/physics/", college="École des Mines",
                        university="X", source_url="http://x.edu/mines/")


def test_union_of_fields_keeps_each_class_s_order() -> None:
    assert union_of_fields(UNIT_CLASSES) == [
        "name", "url", "university", "source_url", "type", "college",
        "title", "unit", "homepage", "email", "unit_type"]
    assert union_of_fields((Faculty,)) == [f.name for f in dataclasses.fields(Faculty)]


def test_csv_of_several_kinds_keeps_every_value() -> None:
    """Every row under the union of the kinds' columns; a kind's missing columns empty."""
    rows = csv_rows([ITEMS[0], DEPARTMENT, ITEMS[1]], item_classes=UNIT_CLASSES)
    assert rows[0] == union_of_fields(UNIT_CLASSES)
    table = [dict(zip(rows[0], row)) for row in rows[1:]]
    assert table[0]["college"] == "" and table[0]["url"] == "http://x.edu/mines/"
    assert table[1]["college"] == "École des Mines" and table[1]["title"] == ""
    assert (table[2]["title"], table[2]["unit"], table[2]["email"]) == ("Professor", "Physics", "an@x.edu")


def test_csv_of_one_kind_or_of_other_items_is_scrapy_s() -> None:
    """One kind (a per-kind feed), given columns, a first item of no known class, no classes
    at all: the rows of Scrapy's CSV exporter."""
    cases = [([ITEMS[1]], {"item_classes": (Faculty,)}, {}),
             ([ITEMS[0], DEPARTMENT], {"item_classes": UNIT_CLASSES, "fields_to_export": ["name", "college"]},
              {"fields_to_export": ["name", "college"]}),
             ([ITEMS[3], ITEMS[0]], {"item_classes": UNIT_CLASSES}, {}),
             ([ITEMS[0], DEPARTMENT], {}, {})]
    for items, ours, scrapy_options in cases:
        assert lines(CsvItemExporter, items, encoding="utf-8", **ours) == \
            lines(ScrapyCsvItemExporter, items, encoding="utf-8", **scrapy_options), ours


def test_csv_columns_come_from_the_feed_or_the_spider() -> None:
    """from_crawler: the feed's item classes, else those the crawl's spider yields (the
    university crawl's relations only when it yields relation items)."""
    settings = Settings()
    settings.setmodule("webextract.scrapy_project.settings")
    crawler = SimpleNamespace(spider=UniversitySpider, settings=settings)
    exporter = CsvItemExporter.from_crawler(crawler, io.BytesIO())
    assert exporter.item_classes == UNIT_CLASSES
    assert CsvItemExporter.from_crawler(crawler, io.BytesIO(), item_classes=[Faculty]).item_classes == (Faculty,)
    settings.set("WEBEXTRACT_RELATION_ITEMS", True)
    assert CsvItemExporter.from_crawler(crawler, io.BytesIO()).item_classes == (*UNIT_CLASSES, Relation)
    other = SimpleNamespace(spider=object(), settings=settings)  # a spider of another project
    assert CsvItemExporter.from_crawler(other, io.BytesIO()).item_classes == ()


def test_feed_extension_gives_csv_feeds_their_item_classes() -> None:
    settings = Settings()
    settings.setmodule("webextract.scrapy_project.settings")
    settings.set("FEEDS", {"all.csv": {"format": "csv"}, "all.jsonl": {"format": "jsonl"},
                           **default_feeds(settings, "university", ("faculty", "relation"))})
    crawler = get_crawler(settings_dict={k: settings[k] for k in ("FEEDS", "FEED_EXPORTERS")})
    feeds = ResumableFeedExporter.from_crawler(crawler).feeds
    kwargs = {uri: options["item_export_kwargs"] for uri, options in feeds.items()}
    assert kwargs["output/university/faculty.csv"] == {"item_classes": (Faculty,)}
    assert kwargs["all.csv"] == kwargs["all.jsonl"] == kwargs["output/university/faculty.jsonl"] == {}
    assert kwargs["output/university/relation.csv"] == {}  # relations-csv: Scrapy's columns
