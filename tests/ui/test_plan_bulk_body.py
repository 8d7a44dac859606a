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


def test_one_of_several_objects_is_a_choice_of_their_fields_sent_as_the_body_itself():
    # IX-API's network service request: `oneOf` four kinds, by `type`
    p2p = {"type": "object", "properties": {"type": {"type": "string", "enum": ["p2p"]}, "name": {"type": "string"}}}
    cloud = {
        "type": "object",
        "properties": {"type": {"type": "string", "enum": ["cloud"]}, "zone": {"type": "string"}},
    }
    body = {"content": {"application/json": {"schema": {"oneOf": [p2p, cloud]}}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/services": {
                "post": {"operationId": "add", "requestBody": body, "responses": {"200": {"description": "ok"}}}
            }
        },
    }
    body = build_plan(normalize_document(doc)).operation("add").body
    assert body.mode == "fields" and [(f.name, f.widget) for f in body.fields] == [("$body", "variant")]
    arms = body.fields[0].variants
    assert [[f.name for f in v.fields] for v in arms] == [["type", "name"], ["type", "zone"]]
