"""A body that is an array of items (a bulk create) is asked as one item's fields, sent as `[item]`."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan

DEVICE = {"type": "object", "required": ["deviceId"], "properties": {"deviceId": {"type": "string"}}}


def body_of(items: dict):
    body = {"content": {"application/json": {"schema": {"type": "array", "items": items}}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/devices": {
                "post": {"operationId": "add", "requestBody": body, "responses": {"200": {"description": "ok"}}}
            }
        },
    }
    return build_plan(normalize_document(doc)).operation("add").body


def test_an_array_of_objects_is_one_items_fields():
    # HERE Tracking's `POST /connectors/{id}/ext-devices` takes `[ExternalDevice]`
    body = body_of(DEVICE)
    assert (body.mode, body.isArray) == ("fields", True)
    assert [(f.name, f.required) for f in body.fields] == [("deviceId", True)]


def test_an_array_of_strings_stays_a_json_box():
    # MIST's claim codes: `["6JG8E-…", …]`
    body = body_of({"type": "string"})
    assert (body.mode, body.isArray, body.fields) == ("json", True, [])
