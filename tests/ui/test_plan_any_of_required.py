"""An edit body whose `anyOf` only says which of its properties must be sent (GitHub's PATCH
/gists/{gist_id}: `anyOf: [{required: [description]}, {required: [files]}]`) is a form of those
properties, not a raw JSON box with nothing a person can edit (issue 24: the gist's edit was
"nothing-editable")."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan

GIST = {"type": "object", "properties": {"id": {"type": "string"}, "description": {"type": "string"}}}
ID = {"name": "gist_id", "in": "path", "required": True, "schema": {"type": "string"}}


def _doc() -> dict:
    json = "application/json"
    ok = {"200": {"description": "ok", "content": {json: {"schema": GIST}}}}
    listed = {"200": {"description": "ok", "content": {json: {"schema": {"type": "array", "items": GIST}}}}}
    patch = {
        "type": "object",
        "nullable": True,
        "anyOf": [{"required": ["description"]}, {"required": ["files"]}],
        "properties": {
            "description": {"type": "string"},
            "files": {"type": "object", "additionalProperties": {"type": "string"}},
        },
    }
    return {
        "openapi": "3.0.0",
        "info": {"title": "Gists", "version": "1"},
        "paths": {
            "/gists": {"get": {"operationId": "listGists", "responses": listed}},
            "/gists/{gist_id}": {
                "get": {"operationId": "getGist", "parameters": [ID], "responses": ok},
                "patch": {
                    "operationId": "updateGist",
                    "parameters": [ID],
                    "requestBody": {"required": True, "content": {json: {"schema": patch}}},
                    "responses": ok,
                },
            },
        },
    }


def test_an_any_of_of_required_names_edits_the_object_as_a_form():
    plan = build_plan(normalize_document(_doc()))
    gists = next(r for r in plan.resources if r.id == "gists")
    assert gists.edit is not None
    assert {f.name for f in gists.edit.fields} >= {"description", "files"}
    body = next(o for o in plan.operations if o.id == "updateGist").body
    assert body is not None and body.mode == "fields"
