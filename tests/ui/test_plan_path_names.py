"""A create form asks a body field named like a path parameter only once when that parameter is
the path's last segment (the item being written: Jupyter's PUT /api/contents/{path}); a parameter
naming a parent is not the new item's (clever-cloud's POST /organisations/{id}/addonproviders has
its own body `id`, which the form left out and the page filled with the organisation's: 409).
The upsert's side is tests/browser/upsert-create.test.mjs."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan

JSON = "application/json"
ITEM = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}


def _create_fields(path: str, param: str) -> list[tuple[str, str]]:
    p = {"name": param, "in": "path", "required": True, "schema": {"type": "string"}}
    ok = {"200": {"description": "ok", "content": {JSON: {"schema": ITEM}}}}
    listed = {"200": {"description": "ok", "content": {JSON: {"schema": {"type": "array", "items": ITEM}}}}}
    write = {
        "operationId": "make",
        "parameters": [p],
        "requestBody": {"content": {JSON: {"schema": ITEM}}},
        "responses": ok,
    }
    paths = {path: {"get": {"operationId": "list", "parameters": [p], "responses": listed}, "post": write}}
    doc = {"openapi": "3.0.0", "info": {"title": "T", "version": "1"}, "paths": paths}
    res = next(r for r in build_plan(normalize_document(doc)).resources if r.create)
    return [(f.in_, f.name) for f in res.create.fields]


def test_a_body_id_beside_a_parents_path_id_is_asked():
    fields = _create_fields("/organisations/{id}/addonproviders", "id")
    assert ("body", "id") in fields and ("path", "id") in fields  # the body's id was left out
