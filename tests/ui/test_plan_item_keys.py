"""What an item's Edit changes: not the key it is deleted by, not only its own id, not a bare value."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan

CONFIG = {
    "type": "object",
    "required": ["type"],
    "properties": {"type": {"type": "string"}, "score": {"type": "number"}},
}
BODY = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Config"}}}}
OK = {"200": {"description": "ok"}}
LIST = {
    "200": {
        "description": "ok",
        "content": {
            "application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Config"}}}
        },
    }
}


def plan_of(delete_params: list) -> object:
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "components": {"schemas": {"Config": CONFIG}},
        "paths": {
            "/v1/config": {
                "get": {"operationId": "list", "responses": LIST},
                "post": {"operationId": "create", "requestBody": BODY, "responses": OK},
                "put": {"operationId": "update", "requestBody": BODY, "responses": OK},
                "delete": {"operationId": "remove", "parameters": delete_params, "responses": OK},
            }
        },
    }
    return build_plan(normalize_document(doc)).resource("v1.config")


def widgets(form) -> dict:
    return {f.name: f.widget for f in form.fields}


def test_the_key_an_item_without_a_path_is_deleted_by_is_shown_not_edited():
    # Truora: `DELETE /v1/config?type=…`, `PUT /v1/config` with the type in its body
    res = plan_of([{"name": "type", "in": "query", "required": True, "schema": {"type": "string"}}])
    assert widgets(res.edit) == {"type": "readonly", "score": "number"}
    assert widgets(res.create)["type"] == "text"  # the create names the new item


def test_an_optional_query_parameter_of_the_delete_is_no_key():
    res = plan_of([{"name": "type", "in": "query", "schema": {"type": "string"}}])
    assert widgets(res.edit)["type"] == "text"


def doc_with(paths: dict) -> object:
    doc = {"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "paths": paths}
    return build_plan(normalize_document(doc))


def ok(schema: dict) -> dict:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def pid(name: str) -> dict:
    return {"name": name, "in": "path", "required": True, "schema": {"type": "string"}}


def lookup_plan(body_props: dict, method: str = "post") -> object:
    item = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}
    body = {"content": {"application/json": {"schema": {"type": "object", "properties": body_props}}}}
    return doc_with(
        {
            "/lookup": {"get": {"operationId": "list", "responses": ok({"type": "array", "items": item})}},
            "/lookup/{barcode}": {
                "get": {"operationId": "get", "parameters": [pid("barcode")], "responses": ok(item)},
                method: {"operationId": "look", "parameters": [pid("barcode")], "requestBody": body, "responses": OK},
            },
        }
    ).resource("lookup")


def test_an_update_that_sends_only_the_items_own_id_is_no_edit():
    # EnteroBase: `POST /lookup/{barcode}` with `{barcode}` looks a barcode up
    assert lookup_plan({"barcode": {"type": "string"}}).edit is None
    # a body with anything else in it is an edit
    edit = lookup_plan({"barcode": {"type": "string"}, "name": {"type": "string"}}).edit
    assert edit is not None and "name" in widgets(edit)
    # a PATCH of the id alone renames the item (Jupyter's `PATCH /api/contents/{path}` {path})
    assert lookup_plan({"barcode": {"type": "string"}}, "patch").edit is not None


def names_plan(body_schema: dict) -> list:
    params = [{"name": "email", "in": "query", "required": True, "schema": {"type": "string"}}]
    body = {"content": {"application/json": {"schema": body_schema}}}
    plan = doc_with(
        {
            "/attributes": {
                "get": {"operationId": "list", "responses": ok({"type": "array", "items": {"type": "string"}})},
                "put": {"operationId": "update", "parameters": params, "requestBody": body, "responses": OK},
            }
        }
    )
    return [r.edit for r in plan.resources]


def test_a_list_of_bare_values_is_edited_only_by_sending_a_value():
    # SlideRoom: `GET /attributes/names` lists names; `POST /attributes?email=…` {name: value} is no edit of a name
    assert names_plan({"type": "object", "additionalProperties": {"type": "string"}}) == [None]
    # Conjur's policy text, tic-tac-toe's mark: the update sends the value itself
    assert [e.operationId for e in names_plan({"type": "string"})] == ["update"]


def device_plan(with_patch: bool) -> object:
    item = {"type": "object", "properties": {"Id": {"type": "string"}, "Name": {"type": "string"}}}
    switch = [pid("id"), {"name": "switchState", "in": "query", "required": True, "schema": {"type": "boolean"}}]
    body = {"content": {"application/json": {"schema": item}}}
    one = {
        "get": {"operationId": "get", "parameters": [pid("id")], "responses": ok(item)},
        "put": {"operationId": "switch", "parameters": switch, "responses": OK},
    }
    if with_patch:
        one["patch"] = {"operationId": "change", "parameters": [pid("id")], "requestBody": body, "responses": OK}
    list_op = {"get": {"operationId": "list", "responses": ok({"type": "array", "items": item})}}
    return doc_with({"/Devices": list_op, "/Devices/{id}": one}).resource("Devices")


def test_an_update_asking_only_what_the_item_does_not_have_is_a_command_not_its_edit():
    # smart-me: `PUT /api/Devices/{id}?switchState=…` switches a device; the device has no switchState
    assert device_plan(with_patch=False).edit is None
    # the item's edit is then the update that changes its fields
    assert device_plan(with_patch=True).edit.operationId == "change"


def ideas_with_patch(body: dict) -> object:
    # Google Ideahub: the Ideas' list at /v1alpha/ideas, and at /v1alpha/{name} a TopicState's PATCH
    idea = {"type": "object", "properties": {"name": {"type": "string"}, "text": {"type": "string"}}}
    listing = {"type": "object", "properties": {"ideas": {"type": "array", "items": idea}}}
    return doc_with(
        {
            "/v1alpha/ideas": {"get": {"operationId": "list", "responses": {"200": _json(listing)}}},
            "/v1alpha/{name}": {
                "patch": {
                    "operationId": "patch",
                    "parameters": [{"name": "name", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "requestBody": {"content": {"application/json": {"schema": body}}},
                    "responses": {"200": _json(body)},
                }
            },
        }
    )


def _json(schema: dict) -> dict:
    return {"description": "ok", "content": {"application/json": {"schema": schema}}}


def test_an_update_naming_nothing_the_item_shows_but_its_id_is_no_edit():
    state = {"type": "object", "properties": {"name": {"type": "string"}, "dismissed": {"type": "boolean"}}}
    (res,) = [r for r in ideas_with_patch(state).resources if r.list_]
    assert res.edit is None
    # still the item's to do: a button of its detail that opens the update's form
    assert [a.operationId for a in res.detail.actions] == ["patch"]


def test_an_update_naming_a_field_the_item_shows_is_its_edit():
    renamed = {"type": "object", "properties": {"name": {"type": "string"}, "text": {"type": "string"}}}
    (res,) = [r for r in ideas_with_patch(renamed).resources if r.list_]
    assert res.edit is not None and "text" in [f.name for f in res.edit.fields]
    # a field named for the item's own under a qualifier: Chroma's PUT {new_name}
    qualified = {"type": "object", "properties": {"new_text": {"type": "string"}}}
    (res,) = [r for r in ideas_with_patch(qualified).resources if r.list_]
    assert res.edit is not None
