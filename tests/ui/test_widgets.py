"""Field → widget rules: a map whose values are text is typed as key → value pairs; a map of
objects or lists (GuardDuty's `Criterion: {additionalProperties: Condition}`) is written as JSON."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.interface import plan_for


def _form_fields(criterion: dict) -> dict:
    body = {
        "type": "object",
        "required": ["name", "findingCriteria"],
        "properties": {
            "name": {"type": "string"},
            "findingCriteria": {"type": "object", "properties": {"criterion": criterion}},
            "tags": {"type": "object", "additionalProperties": {"type": "string"}},
        },
    }
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": body}}}}
    rows = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": body}}}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/filters": {
                "get": {"operationId": "listFilters", "responses": rows},
                "post": {
                    "operationId": "createFilter",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": body}}},
                    "responses": ok,
                },
            }
        },
    }
    form = plan_for(normalize_document(doc)).resource("filters").create
    return {f.name: f for f in form.fields}


def test_a_map_of_objects_is_json_and_a_map_of_text_is_key_value():
    condition = {"type": "object", "properties": {"eq": {"type": "array", "items": {"type": "string"}}}}
    fields = _form_fields({"type": "object", "additionalProperties": condition})
    assert fields["tags"].widget == "keyvalue"
    assert {f.name: f.widget for f in fields["findingCriteria"].fields} == {"criterion": "json"}
    lists = _form_fields({"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}})
    assert lists["findingCriteria"].fields[0].widget == "json"
    free = _form_fields({"type": "object", "additionalProperties": {"type": "integer"}})
    assert free["findingCriteria"].fields[0].widget == "keyvalue"
