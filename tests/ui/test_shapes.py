"""The forms and the detail read the spec's envelope facts (spec/shapes.py), as the mock does."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan
from tests.spec.test_shapes import TEMPLATE, body, templates_doc


def test_the_create_form_unwraps_a_body_named_like_the_items_type():
    wrapped = {"type": "object", "properties": {"experimentTemplate": TEMPLATE}}
    plan = build_plan(
        normalize_document(templates_doc(body(wrapped), {"$ref": "#/components/schemas/ExperimentTemplate"}))
    )
    create = plan.operation("createTemplate")
    assert create.body.envelope == "experimentTemplate"  # was None: the form showed one JSON field
    assert {f.name for f in create.body.fields} >= {"name", "roleArn"}


def test_the_detail_shows_the_full_item_an_answer_wraps_beside_other_fields():
    # the list's items are compact; the get answers `{"data": <more>, "meta": {…}}`, which the mock
    # wraps in `data`: the detail shows what is in `data`, as it did for a lone `{"data": …}`
    full = {
        "type": "object",
        "properties": {**TEMPLATE["properties"], "tags": {"type": "string"}, "notes": {"type": "string"}},
    }
    answer = {
        "type": "object",
        "properties": {"data": full, "meta": {"type": "object", "properties": {"page": {"type": "integer"}}}},
    }
    plan = build_plan(normalize_document(templates_doc(body(TEMPLATE), answer)))
    detail = next(r for r in plan.resources if r.detail is not None).detail
    assert {"tags", "notes"} <= {c.key for c in detail.fields}
