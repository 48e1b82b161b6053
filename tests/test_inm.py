"""INM relations (WEB-UIE §4), Figure 8 insert statements, and `webextract inm`."""

from __future__ import annotations

import json

import pytest

from webextract.cli import main
from webextract.items import College, Department, Faculty, Relation
from webextract.relations.inm import (
    insert_statements,
    objects_for,
    plural_title,
    relation_from_dict,
    relations_for,
)

CMU = "Carnegie Mellon University"
MCS = "Mellon College of Science"


def test_relations_for_each_item_type():
    assert relations_for(College(MCS, "https://www.cmu.edu/mcs/", CMU, "https://www.cmu.edu/academics/")) == [
        Relation("contain", "University", CMU, "College", MCS, None, {"university": CMU, "url": "https://www.cmu.edu/mcs/"})
    ]
    assert relations_for(Department("Department of Chemistry", None, MCS, CMU, "s")) == [
        Relation("contain", "College", MCS, "Department", "Department of Chemistry", None, {"university": CMU, "url": None})
    ]
    assert relations_for(Department("Physics", "u", None, CMU, "s")) == [
        Relation("contain", "University", CMU, "Department", "Physics", None, {"university": CMU, "url": "u"})
    ]
    assert relations_for(Faculty("Eric T. Ahrens", "Professor", MCS, CMU, "h", "e@cmu.edu")) == [
        Relation("role", "Person", "Eric T. Ahrens", "Unit", MCS, "faculty",
                 {"title": "Professor", "university": CMU, "homepage": "h", "email": "e@cmu.edu"})
    ]


def test_relations_for_dicts_and_bad_input():
    row = {"type": "faculty", "name": " Jane  Doe ", "title": None, "unit": "Physics", "unit_type": "department", "university": "U"}
    assert relations_for(row) == [
        Relation("role", "Person", "Jane Doe", "Department", "Physics", "faculty",
                 {"title": None, "university": "U", "homepage": None, "email": None})
    ]
    assert relations_for({"type": "college", "name": "", "university": "U"}) == []
    with pytest.raises(ValueError):
        relations_for({"type": "article", "name": "x"})
    with pytest.raises(TypeError):
        relations_for("College of Science")
    assert [o.cls for o in objects_for(Department("Physics", None, MCS, CMU, "s"))] == ["University", "College", "Department"]


def test_relation_from_dict_requires_fields():
    with pytest.raises(ValueError):
        relation_from_dict({"relation": "contain", "subject": "x"})


def test_plural_titles():
    assert plural_title("Associate Professor") == "Associate Professors"
    assert plural_title("Professor Emeritus") == "Professors Emeritus"
    assert plural_title(None) == "Faculty"
    assert plural_title("教授") == "教授"


def _figure8_relations():
    rels = relations_for(College(MCS, None, CMU, "s"))
    for d in ["Department of Biological Sciences", "Department of Chemistry", "Department of Mathematical Sciences", "Department of Physics"]:
        rels += relations_for(Department(d, None, MCS, CMU, "s"))
    for name, title in [
        ("Eric T. Ahrens", "Professor"), ("Bruce A. Armitage", "Professor"),
        ("Ziv Bar-Joseph", "Associate Professor"), ("Alison L. Barth", "Associate Professor"),
        ("N. Luisa Hiller", "Assistant Professor"), ("Daniel (DJ) Brasier", "Lecturer"),
    ]:
        rels += relations_for(Faculty(name, title, MCS, CMU))
    rels += relations_for(Faculty("Jane Doe", None, "Department of Physics", CMU))
    return rels


def test_insert_statements_figure8_form():
    assert insert_statements(_figure8_relations()) == [
        "Insert University Carnegie Mellon University [Contain colleges: {Mellon College of Science}];",
        "Insert University.College Carnegie Mellon University.Mellon College of Science [Faculty -> {"
        "Professors: {Eric T. Ahrens, Bruce A. Armitage}, Associate Professors: {Ziv Bar-Joseph, Alison L. Barth}, "
        "Assistant Professors: {N. Luisa Hiller}, Lecturers: {Daniel (DJ) Brasier}}, Contain departments: "
        "{Department of Biological Sciences, Department of Chemistry, Department of Mathematical Sciences, Department of Physics}];",
        "Insert College.Department Mellon College of Science.Department of Physics [Faculty -> {Faculty: {Jane Doe}}];",
    ]


def test_insert_statements_quote_and_unknown_unit():
    rels = relations_for(Faculty("Ann Lee", "Lecturer", "Arts, Humanities, & Social Sciences", "St. Mary's College"))
    assert insert_statements(rels) == [
        'Insert University.Unit "St. Mary\'s College"."Arts, Humanities, & Social Sciences" [Faculty -> {Lecturers: {Ann Lee}}];'
    ]
    assert insert_statements([]) == []


def test_cli_inm_statements_jsonl_csv_and_errors(tmp_path, capsys):
    feed = tmp_path / "feed.jsonl"
    items = [College(MCS, None, CMU, "s"), Faculty("Eric T. Ahrens", "Professor", MCS, CMU)]
    lines = [json.dumps(i.__dict__) for i in items]
    lines += [json.dumps(r.__dict__) for r in relations_for(items[1])]  # same relation twice
    lines += ['{"type": "page", "url": "x"}', "not json", '{"type": "relation", "subject": "x"}', ""]
    feed.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["inm", str(feed)]) == 1
    out, err = capsys.readouterr()
    assert out.splitlines() == [
        "Insert University Carnegie Mellon University [Contain colleges: {Mellon College of Science}];",
        "Insert University.College Carnegie Mellon University.Mellon College of Science [Faculty -> {Professors: {Eric T. Ahrens}}];",
    ]
    assert err.splitlines() == [
        f"webextract inm: {feed}:5: JSONDecodeError: Expecting value: line 1 column 1 (char 0)",
        f"webextract inm: {feed}:6: ValueError: relation row lacks relation, subject_type, object_type, object",
    ]
    good = tmp_path / "good.jsonl"
    good.write_text("\n".join(lines[:2]) + "\n", encoding="utf-8")
    assert main(["inm", "--format", "jsonl", str(good)]) == 0
    rows = [json.loads(l) for l in capsys.readouterr().out.splitlines()]
    assert [(r["relation"], r["subject"], r["object"], r["role"]) for r in rows] == [
        ("contain", CMU, MCS, None), ("role", "Eric T. Ahrens", MCS, "faculty"),
    ]
    out_csv = tmp_path / "rel.csv"
    assert main(["inm", "--format", "csv", "-o", str(out_csv), str(good)]) == 0
    assert out_csv.read_text(encoding="utf-8").splitlines()[0] == "relation,subject_type,subject,object_type,object,role,attributes"
    assert main(["inm", str(tmp_path / "missing.jsonl")]) == 1
    assert capsys.readouterr().err.strip() == f"webextract inm: {tmp_path / 'missing.jsonl'}: no such file"
