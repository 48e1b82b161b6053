"""Information Network Model relation records (WEB-UIE §4)."""

from webextract.relations.inm import (
    InmObject,
    insert_statements,
    objects_for,
    relation_from_dict,
    relation_records,
    relations_for,
)

__all__ = ["InmObject", "insert_statements", "objects_for", "relation_from_dict", "relation_records",
           "relations_for"]
