"""A command on a collection is offered as an operation, not as a Create form."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan


def query(name: str, required: bool = False, enum: list | None = None) -> dict:
    schema = {"type": "string", **({"enum": enum} if enum else {})}
    return {"name": name, "in": "query", "required": required, "schema": schema}


def builds_plan(post_params: list) -> object:
    # openSUSE OBS: `GET /build` lists repositories {name}; `POST /build?cmd=wipe&package=…` runs a command
    repo = {"type": "object", "properties": {"name": {"type": "string"}, "state": {"type": "string"}}}
    rows = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": repo}}}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/build": {
                "get": {"operationId": "list", "responses": rows},
                "post": {"operationId": "run", "parameters": post_params, "responses": {"200": {"description": "ok"}}},
            }
        },
    }
    (res,) = build_plan(normalize_document(doc)).resources
    return res


def test_a_bodyless_post_that_chooses_a_command_in_its_query_is_no_create():
    res = builds_plan([query("cmd", True, ["wipe", "rebuild"]), query("package"), query("arch")])
    assert res.create is None


def test_a_bodyless_post_whose_query_names_the_items_fields_is_a_create():
    res = builds_plan([query("state", True, ["on", "off"]), query("name")])
    assert res.create is not None and [f.name for f in res.create.fields] == ["state", "name"]
