"""A created row shows what was typed: a JSON:API list shows the `attributes` the create form writes
(inside the `{data: …}` envelope it sends), a detail with no item GET shows the row that was opened,
and a get that wraps the list's item reads that item."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan
from tests.mock.test_documents import _document, _jsonapi


def _resource(doc, rid):
    spec = normalize_document(doc)
    return spec, next(r for r in build_plan(spec).resources if r.id == rid)


def test_a_get_wrapping_the_list_item_in_an_envelope_reads_the_item_type():
    spec, _ = _resource(_jsonapi(), "event")
    assert spec.resource("event").type_name == "Event"
    assert spec.resource("event").id_field == "id"


def test_a_jsonapi_list_shows_the_attributes_the_create_form_writes_its_title_first():
    _, r = _resource(_jsonapi(), "event")
    keys = [c.key for c in r.list_.columns]
    assert keys[:2] == ["id", "type"]
    assert keys[2:] == ["attributes.title", "attributes.location"]
    assert [c.label for c in r.list_.columns][2] == "Title"
    assert {f.name for f in r.create.fields} >= {"attributes", "type"}


def test_a_detail_with_no_item_get_shows_the_fields_of_the_row_it_opens():
    _, r = _resource(_document(), "session.schema")
    assert [c.key for c in r.list_.columns] == ["name", "type"]
    assert [f.key for f in r.detail.fields] == ["name", "type"]


def _undeclared_patch() -> dict:
    """osf.io's shape: the PATCH body is `{type: object}` with only an example of what to send."""
    doc = _jsonapi()
    patch = doc["paths"]["/event/{id}"]["patch"]
    example = {"data": {"id": "{id}", "type": "event", "attributes": {"title": "New", "public": True, "tags": ["a"]}}}
    patch["requestBody"]["content"]["application/vnd.api+json"]["schema"] = {"type": "object", "example": example}
    return doc


def test_a_body_declared_only_by_its_example_is_edited_field_by_field_inside_its_envelope():
    spec = normalize_document(_undeclared_patch())
    plan = build_plan(spec)
    r = next(x for x in plan.resources if x.id == "event")
    op = next(o for o in plan.operations if o.id == r.edit.operationId)
    assert op.body.mode == "fields" and op.body.envelope == "data"
    attrs = next(f for f in r.edit.fields if f.name == "attributes")
    assert {f.name: f.widget for f in attrs.fields} == {"title": "text", "public": "switch", "tags": "tags"}
    assert all(f.default is None for f in attrs.fields)  # the example's values are not defaults
