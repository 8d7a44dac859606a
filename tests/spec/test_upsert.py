"""A PUT to the item path whose id the client chooses creates ("upsert") when nothing POSTs a
create: Jupyter Server's `PUT /api/contents/{path}` (201 "Path created") makes the file the person
names; beside a PATCH (Jupyter's rename) the PATCH is the edit. A PUT that only replaces stays the
update, and a collection with a POST create keeps it."""

from __future__ import annotations

from copilot_cli.spec import normalize_document


def ok(status: str = "200") -> dict:
    schema = {"$ref": "#/definitions/Entry"}
    return {status: {"description": "ok", "schema": schema}}


BODY = {
    "name": "model",
    "in": "body",
    "schema": {"type": "object", "properties": {"path": {"type": "string"}, "content": {"type": "string"}}},
}


def files_api(put: dict, *, patch: bool = True, post_collection: bool = False) -> dict:
    """Jupyter's contents in small: the item path only, `{path}` the item's own path."""
    item: dict = {
        "parameters": [{"name": "path", "in": "path", "required": True, "type": "string"}],
        "get": {"operationId": "read_entry", "responses": ok()},
        "put": {"operationId": "save_entry", "parameters": [BODY], **put},
        "delete": {"operationId": "delete_entry", "responses": {"204": {"description": "gone"}}},
    }
    if patch:
        item["patch"] = {"operationId": "rename_entry", "parameters": [BODY], "responses": ok()}
    paths: dict = {"/api/contents/{path}": item}
    if post_collection:
        paths["/api/contents"] = {
            "post": {"operationId": "new_entry", "parameters": [BODY], "responses": ok("201")},
        }
    return {
        "swagger": "2.0",
        "info": {"title": "Files", "version": "1"},
        "paths": paths,
        "definitions": {
            "Entry": {"type": "object", "properties": {"name": {"type": "string"}, "path": {"type": "string"}}}
        },
    }


def contents(doc: dict) -> dict:
    spec = normalize_document(doc).model_dump(by_alias=True, exclude_none=True)
    return next(r for r in spec["resources"] if r["itemPath"] == "/api/contents/{path}")


def test_a_put_declaring_201_on_the_item_path_is_the_create_and_the_patch_the_edit():
    res = contents(files_api({"summary": "Save or upload file.", "responses": {**ok(), **ok("201")}}))
    assert res["operations"]["create"] == "save_entry"
    assert "update" not in res["operations"]
    assert res["operations"]["patch"] == "rename_entry"
    why = next(e for e in res["evidence"] if e.startswith("create: save_entry"))
    assert "201" in why and "`{path}`" in why and "the PATCH edits" in why


def test_an_upsert_without_a_patch_both_creates_and_updates():
    res = contents(files_api({"summary": "Create or update an entry", "responses": ok()}, patch=False))
    assert res["operations"]["create"] == res["operations"]["update"] == "save_entry"
    assert any("its name says `Create`" in e and "it also updates" in e for e in res["evidence"])


def test_a_put_that_only_replaces_stays_the_update():
    res = contents(files_api({"summary": "Replace an entry", "responses": ok()}))
    assert "create" not in res["operations"]
    assert res["operations"]["update"] == "save_entry"


def test_a_collection_that_posts_its_create_keeps_it():
    res = contents(files_api({"responses": {**ok(), **ok("201")}}, post_collection=True))
    assert res["operations"]["create"] == "new_entry"
    assert res["operations"]["update"] == "save_entry"
