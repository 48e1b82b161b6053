"""Information Network Model (INM) objects and relations of a university (WEB-UIE §4).

Dong, Liu & Li (2013), §4 and Figures 7–8: University, College and Department are object
classes; a university *contains* colleges, a college *contains* departments; people play
*role* relations (faculty, with an academic title) in colleges and departments. Of INM's
relation set RT = {normal, contain, role-based, specific, identification, context,
inverse}, WEB-UIE produces ``contain`` and ``role`` records.

:func:`relations_for` turns one extracted item (``webextract.items.College``,
``Department`` or ``Faculty``, as a dataclass or a dict) into
:class:`webextract.items.Relation` records (:func:`relation_records` does it for any
exported item, a relation passing as it is); :func:`insert_statements` writes a batch of
relations in the insert-statement form of the paper's Figure 8.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Optional

from webextract.items import Relation

#: INM object classes used by WEB-UIE (Figure 7).
OBJECT_CLASSES = ("University", "College", "Department", "Person")
#: Object class of a role's unit when the item does not say whether it is a college or a
#: department (``Faculty.unit`` is a name only).
UNKNOWN_UNIT = "Unit"
#: Role name of a faculty member in a unit.
FACULTY_ROLE = "faculty"
#: Group heading for faculty without a recognised title in insert statements.
UNTITLED = "Faculty"

_PLURAL_LAST = re.compile(
    r"(professor|lecturer|instructor|dean|chair|fellow|scientist|associate|reader|head|director|researcher)$",
    re.I,
)
_NEEDS_QUOTES = re.compile(r'[,{}\[\];"]')
_NEEDS_QUOTES_IN_PATH = re.compile(r'[,{}\[\];."]')


@dataclass
class InmObject:
    """An INM object: its class (University, College, Department, Person), its name and
    attributes (url, university, ...)."""

    cls: str
    name: str
    attributes: dict[str, Any] = field(default_factory=dict)


def _as_dict(item: Any) -> dict[str, Any]:
    if dataclasses.is_dataclass(item) and not isinstance(item, type):
        # items are flat: their fields read one by one, no deep copy
        return {f.name: getattr(item, f.name) for f in dataclasses.fields(item)}
    if isinstance(item, Mapping):
        return dict(item)
    raise TypeError(f"not an item: {type(item).__name__}")


def item_type(item: Any) -> str:
    """The ``type`` of an item (dataclass or dict): "college", "department", "faculty",
    "relation"; ``""`` when it has none."""
    if type(item) is not dict and not isinstance(item, Mapping):
        return str(getattr(item, "type", "") or "")
    return str(item.get("type") or "")


def _clean(value: Any) -> str:
    return " ".join(str(value).split()) if value is not None else ""


def objects_for(item: Any) -> list[InmObject]:
    """The INM objects an item names: the university and the unit for a college or
    department (and its college), the person and the unit for a faculty item."""
    d = _as_dict(item)
    kind = item_type(item)
    uni = _clean(d.get("university"))
    out: list[InmObject] = []
    if uni:
        out.append(InmObject("University", uni))
    if kind == "college":
        out.append(InmObject("College", _clean(d.get("name")), {"url": d.get("url"), "university": uni}))
    elif kind == "department":
        if d.get("college"):
            out.append(InmObject("College", _clean(d["college"]), {"university": uni}))
        out.append(InmObject("Department", _clean(d.get("name")), {"url": d.get("url"), "university": uni, "college": d.get("college")}))
    elif kind == "faculty":
        out.append(InmObject(_unit_class(d), _clean(d.get("unit")), {"university": uni}))
        out.append(InmObject("Person", _clean(d.get("name")), {"homepage": d.get("homepage"), "email": d.get("email")}))
    else:
        raise ValueError(f"no INM objects for item type {kind!r}")
    return out


def _unit_class(d: Mapping[str, Any]) -> str:
    kind = str(d.get("unit_type") or d.get("unit_kind") or "").strip().lower()
    return {"college": "College", "department": "Department"}.get(kind, UNKNOWN_UNIT)


def relations_for(item: Any) -> list[Relation]:
    """INM relation records for one extracted item (WEB-UIE §4, Figure 7).

    Input: a ``College``, ``Department`` or ``Faculty`` (dataclass or dict with ``type``).
    Output:

    - College: ``contain`` University → College;
    - Department: ``contain`` College → Department, or University → Department when the
      department's college is unknown;
    - Faculty: ``role`` Person → unit with ``role="faculty"``; the unit's class is
      ``College``/``Department`` when the item carries ``unit_type``, else ``Unit``.

    ``attributes`` always hold ``university``; contain relations add the contained unit's
    ``url``; role relations add ``title``, ``homepage`` and ``email``. Items without a name
    (or a faculty item without a unit) give ``[]``. Raises ``ValueError`` for other item
    types and ``TypeError`` for non-items.
    """
    d = _as_dict(item)
    kind = item_type(item)
    uni = _clean(d.get("university"))
    name = _clean(d.get("name"))
    if kind not in ("college", "department", "faculty"):
        raise ValueError(f"no INM relations for item type {kind!r}")
    if not name:
        return []
    if kind == "college":
        return [Relation("contain", "University", uni, "College", name, None, {"university": uni, "url": d.get("url")})]
    if kind == "department":
        college = _clean(d.get("college"))
        if college:
            return [Relation("contain", "College", college, "Department", name, None, {"university": uni, "url": d.get("url")})]
        return [Relation("contain", "University", uni, "Department", name, None, {"university": uni, "url": d.get("url")})]
    unit = _clean(d.get("unit"))
    if not unit:
        return []
    attrs = {
        "title": d.get("title") or None,
        "university": uni,
        "homepage": d.get("homepage") or None,
        "email": d.get("email") or None,
    }
    return [Relation("role", "Person", name, _unit_class(d), unit, FACULTY_ROLE, attrs)]


#: Item types :func:`relation_records` derives relations from.
RELATION_SOURCES = ("college", "department", "faculty")


def relation_records(item: Any) -> list[Relation]:
    """The relation records one exported item stands for (WEB-UIE §4): a
    :class:`~webextract.items.Relation` (dataclass, or dict with ``type`` "relation") as it
    is; the :func:`relations_for` records of a college, department or faculty item; ``[]``
    for any other item (pages, articles, data records) and for an item that is no
    dataclass or mapping.  A university crawl's relations feed and store read this, so
    relations need not travel through the crawl as items of their own."""
    if isinstance(item, Relation):
        return [item]
    try:
        kind = item_type(item)
        if kind == "relation":
            return [relation_from_dict(item)]
        if kind in RELATION_SOURCES:
            return relations_for(item)
    except (TypeError, ValueError):
        pass
    return []


def relation_from_dict(d: Mapping[str, Any]) -> Relation:
    """Rebuild a :class:`Relation` from a feed row (JSON object); raises ``ValueError`` when
    a required field is missing."""
    missing = [k for k in ("relation", "subject_type", "subject", "object_type", "object") if not d.get(k)]
    if missing:
        raise ValueError(f"relation row lacks {', '.join(missing)}")
    attrs = d.get("attributes") or {}
    if not isinstance(attrs, Mapping):
        raise ValueError("relation attributes must be an object")
    return Relation(
        relation=str(d["relation"]), subject_type=str(d["subject_type"]), subject=str(d["subject"]),
        object_type=str(d["object_type"]), object=str(d["object"]), role=d.get("role"),
        attributes=dict(attrs),
    )


def _q(name: str, path: bool = False) -> str:
    if (_NEEDS_QUOTES_IN_PATH if path else _NEEDS_QUOTES).search(name):
        return '"' + name.replace('"', '\\"') + '"'
    return name


def plural_title(title: Optional[str]) -> str:
    """Group heading of a title in Figure 8: "Associate Professor" → "Associate
    Professors", "Professor Emeritus" → "Professors Emeritus"; None → "Faculty"."""
    if not title:
        return UNTITLED
    words = title.split()
    for k in range(len(words) - 1, -1, -1):
        if _PLURAL_LAST.search(words[k]):
            words[k] = words[k] + "s"
            return " ".join(words)
    return title


def insert_statements(relations: Iterable[Relation | Mapping[str, Any]]) -> list[str]:
    """INM insert statements for a batch of relations, in the form of WEB-UIE Figure 8::

        Insert University Carnegie Mellon University [Contain colleges: {Mellon College of Science}];
        Insert University.College Carnegie Mellon University.Mellon College of Science [Faculty -> {
            Professors: {Eric T. Ahrens, ...}, Lecturers: {...}}, Contain departments: {...}];

    (each statement on one line). One statement per university with colleges, per college
    (its faculty grouped by plural title and its departments), per department (its faculty),
    and per other unit with faculty. Names holding ``, { } [ ] ; "`` (and, in the dotted
    path before ``[``, also ``.``) are double-quoted.
    Input order is kept within groups; duplicates are dropped.
    """
    rels = [r if isinstance(r, Relation) else relation_from_dict(r) for r in relations]
    uni_colleges: dict[str, list[str]] = {}
    uni_depts: dict[str, list[str]] = {}
    college_uni: dict[str, str] = {}
    college_depts: dict[str, list[str]] = {}
    dept_parent: dict[str, tuple[str, str]] = {}
    faculty: dict[str, dict[str, list[str]]] = {}
    unit_uni: dict[str, str] = {}
    order: list[tuple[str, str]] = []

    def add(lst: list[str], value: str) -> None:
        if value not in lst:
            lst.append(value)

    for r in rels:
        uni = _clean((r.attributes or {}).get("university"))
        if r.relation == "contain" and r.subject_type == "University" and r.object_type == "College":
            add(uni_colleges.setdefault(r.subject, []), r.object)
            college_uni.setdefault(r.object, r.subject)
            if ("university", r.subject) not in order:
                order.append(("university", r.subject))
            if ("College", r.object) not in order:
                order.append(("College", r.object))
        elif r.relation == "contain" and r.object_type == "Department":
            if r.subject_type == "College":
                add(college_depts.setdefault(r.subject, []), r.object)
                dept_parent.setdefault(r.object, ("College", r.subject))
                if uni:
                    college_uni.setdefault(r.subject, uni)
                if ("College", r.subject) not in order:
                    order.append(("College", r.subject))
            else:
                add(uni_depts.setdefault(r.subject, []), r.object)
                dept_parent.setdefault(r.object, ("University", r.subject))
                if ("university", r.subject) not in order:
                    order.append(("university", r.subject))
            if ("Department", r.object) not in order:
                order.append(("Department", r.object))
        elif r.relation == "role":
            title = (r.attributes or {}).get("title")
            groups = faculty.setdefault(r.object, {})
            add(groups.setdefault(plural_title(title), []), r.subject)
            if uni:
                unit_uni.setdefault(r.object, uni)
            kind = r.object_type if r.object_type in ("College", "Department") else UNKNOWN_UNIT
            if (kind, r.object) not in order and ("College", r.object) not in order and ("Department", r.object) not in order:
                order.append((kind, r.object))

    def fac(unit: str) -> list[str]:
        groups = faculty.get(unit)
        if not groups:
            return []
        inner = ", ".join(f"{g}: {{{', '.join(_q(n) for n in names)}}}" for g, names in groups.items())
        return [f"Faculty -> {{{inner}}}"]

    out: list[str] = []
    done: set[tuple[str, str]] = set()
    for kind, name in order:
        if kind in ("College", "Department", UNKNOWN_UNIT):
            # a unit first seen in a role may be known as a college or department later
            if name in college_uni or name in college_depts:
                kind = "College"
            elif name in dept_parent:
                kind = "Department"
        if (kind, name) in done:
            continue
        done.add((kind, name))
        if kind == "university":
            parts = []
            if uni_colleges.get(name):
                parts.append(f"Contain colleges: {{{', '.join(_q(c) for c in uni_colleges[name])}}}")
            if uni_depts.get(name):
                parts.append(f"Contain departments: {{{', '.join(_q(c) for c in uni_depts[name])}}}")
            if parts:
                out.append(f"Insert University {_q(name, True)} [{', '.join(parts)}];")
        elif kind == "College":
            parts = fac(name)
            if college_depts.get(name):
                parts.append(f"Contain departments: {{{', '.join(_q(d) for d in college_depts[name])}}}")
            uni = college_uni.get(name) or unit_uni.get(name, "")
            if parts:
                out.append(f"Insert University.College {_q(uni, True)}.{_q(name, True)} [{', '.join(parts)}];")
        elif kind == "Department":
            parts = fac(name)
            if parts:
                ptype, parent = dept_parent.get(name, ("University", unit_uni.get(name, "")))
                out.append(f"Insert {ptype}.Department {_q(parent, True)}.{_q(name, True)} [{', '.join(parts)}];")
        else:
            parts = fac(name)
            if parts:
                out.append(f"Insert University.Unit {_q(unit_uni.get(name, ''), True)}.{_q(name, True)} [{', '.join(parts)}];")
    return out
