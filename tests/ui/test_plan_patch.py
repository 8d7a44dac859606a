"""An edit whose body is a JSON Patch (launchdarkly's PATCH /projects/{projectKey}, an array of
`{op, path, value}`) shows the item's own fields, not a raw JSON box (issue 24: the edit was
"nothing-editable"); the body's `jsonPatch` names the operations' key for the page to send what
changed."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan

JSON = "application/json"
PROJECT = {
    "type": "object",
    "required": ["_id", "key", "name"],
    "properties": {
        "_id": {"type": "string"},
        "_links": {"type": "object", "additionalProperties": {"type": "string"}},
        "key": {"type": "string"},
        "name": {"type": "string"},
        "tags": {"type": "array", "items": {"type": "string"}},
        "createdAt": {"type": "string", "readOnly": True},
    },
}
OP = {
    "type": "object",
    "required": ["op", "path"],
    "properties": {"op": {"type": "string"}, "path": {"type": "string"}},
}


def _plan(media: str, body: dict):
    key = {"name": "projectKey", "in": "path", "required": True, "schema": {"type": "string"}}
    ok = {"200": {"description": "ok", "content": {JSON: {"schema": PROJECT}}}}
    listed = {"200": {"description": "ok", "content": {JSON: {"schema": {"type": "array", "items": PROJECT}}}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "Projects", "version": "1"},
        "paths": {
            "/projects": {"get": {"operationId": "getProjects", "responses": listed}},
            "/projects/{projectKey}": {
                "get": {"operationId": "getProject", "parameters": [key], "responses": ok},
                "patch": {
                    "operationId": "patchProject",
                    "parameters": [key],
                    "requestBody": {"required": True, "content": {media: {"schema": body}}},
                    "responses": ok,
                },
            },
        },
    }
    plan = build_plan(normalize_document(doc))
    res = next(r for r in plan.resources if r.edit)
    return plan, res


def test_a_patch_array_edit_shows_the_items_fields_and_is_marked_json_patch():
    plan, res = _plan(JSON, {"type": "array", "items": OP})
    assert plan.operation(res.edit.operationId).body.jsonPatch == "op"
    names = [f.name for f in res.edit.fields]
    assert "name" in names and "tags" in names  # was []: nothing a person could edit
    assert not {"_id", "_links", "createdAt"} & set(names)  # bookkeeping and read-only stay out


def test_the_json_patch_media_type_says_so_alone():
    plan, res = _plan("application/json-patch+json", {"type": "array", "items": {"type": "object"}})
    assert plan.operation(res.edit.operationId).body.jsonPatch
    assert "name" in [f.name for f in res.edit.fields]


def test_an_array_of_other_objects_is_no_patch():
    plan, res = _plan(JSON, {"type": "array", "items": PROJECT})
    assert not plan.operation(res.edit.operationId).body.jsonPatch


def test_a_patch_naming_its_operations_operation_is_one_too():
    # VTEX Marketplace's PATCH /seller-register/pvt/sellers/{sellerId}: [{operation, path, value}]
    op = {"type": "object", "properties": {"operation": {"type": "string"}, "path": {"type": "string"}}}
    plan, res = _plan(JSON, {"type": "array", "items": op})
    assert plan.operation(res.edit.operationId).body.jsonPatch == "operation"
    assert "name" in [f.name for f in res.edit.fields]


def test_the_edit_is_the_patch_when_only_its_body_names_what_the_item_shows():
    # QnAMaker: PUT /knowledgebases/{kbId} replaces the Q&A list the read does not show; PATCH renames
    kb = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}
    qna = {"type": "object", "properties": {"qnaList": {"type": "array", "items": {"type": "string"}}}}
    update = {
        "type": "object",
        "properties": {"update": {"type": "object", "properties": {"name": {"type": "string"}}}},
    }
    kb_id = {"name": "kbId", "in": "path", "required": True, "schema": {"type": "string"}}

    def write(op_id, schema):
        content = {JSON: {"schema": schema}}
        return {
            "operationId": op_id,
            "parameters": [kb_id],
            "requestBody": {"content": content},
            "responses": {"204": {"description": "done"}},
        }

    ok = {"200": {"description": "ok", "content": {JSON: {"schema": kb}}}}
    listed = {"200": {"description": "ok", "content": {JSON: {"schema": {"type": "array", "items": kb}}}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "KB", "version": "1"},
        "paths": {
            "/knowledgebases": {"get": {"operationId": "listKbs", "responses": listed}},
            "/knowledgebases/{kbId}": {
                "get": {"operationId": "getKb", "parameters": [kb_id], "responses": ok},
                "put": write("replaceKb", qna),
                "patch": write("updateKb", update),
            },
        },
    }
    res = next(r for r in build_plan(normalize_document(doc)).resources if r.edit)
    assert res.edit.operationId == "updateKb"  # was replaceKb: nothing the detail shows to edit


def test_an_edits_list_of_fields_to_update_is_filled_by_the_page_not_asked_for():
    """avaza's PUT takes `FieldsToUpdate: [..]` (was "FieldsToUpdate: Required" on submit)."""
    masked = {
        **PROJECT,
        "properties": {**PROJECT["properties"], "FieldsToUpdate": {"type": "array", "items": {"type": "string"}}},
    }
    _, res = _plan(JSON, masked)
    by_name = {f.name: f for f in res.edit.fields}
    assert by_name["FieldsToUpdate"].generated and by_name["FieldsToUpdate"].fromChanges
    assert not by_name["name"].fromChanges and not by_name["tags"].generated


def test_a_field_merely_named_like_a_mask_but_holding_objects_is_asked_for():
    objects = {"type": "array", "items": {"type": "object", "properties": {"a": {"type": "string"}}}}
    masked = {**PROJECT, "properties": {**PROJECT["properties"], "update_fields": objects}}
    _, res = _plan(JSON, masked)
    assert not any(f.fromChanges for f in res.edit.fields)


def test_an_update_that_sends_only_googles_legacy_user_ip_offers_no_edit():
    """Search Console's PUT /sites/{siteUrl} adds a site; its only parameter, the quota `userIp`,
    was an "edit" form with nothing of the site's in it."""
    url = {"name": "siteUrl", "in": "path", "required": True, "schema": {"type": "string"}}
    user_ip = {"name": "userIp", "in": "query", "schema": {"type": "string"}}
    site = {"type": "object", "properties": {"siteUrl": {"type": "string"}, "permissionLevel": {"type": "string"}}}
    ok = {"200": {"description": "ok", "content": {JSON: {"schema": site}}}}
    listed = {"200": {"description": "ok", "content": {JSON: {"schema": {"type": "array", "items": site}}}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "Sites", "version": "1"},
        "paths": {
            "/sites": {"get": {"operationId": "listSites", "parameters": [user_ip], "responses": listed}},
            "/sites/{siteUrl}": {
                "get": {"operationId": "getSite", "parameters": [url, user_ip], "responses": ok},
                "put": {
                    "operationId": "addSite",
                    "parameters": [url, user_ip],
                    "responses": {"204": {"description": "added"}},
                },
            },
        },
    }
    plan = build_plan(normalize_document(doc))
    res = next(r for r in plan.resources if r.detail)
    assert res.edit is None
    assert "userIp" not in {f.name for f in plan.operation("addSite").params}
