"""Action sub-paths: `POST /items/{id}/cancel` is a button on the item, not a resource of its own."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.plan import reachable_operation_ids
from copilot_cli.ui.planner import build_plan

OBJ = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}
OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/T"}}}}}
LIST = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": OBJ}}}}}


def pid(name: str = "transfer_id") -> dict:
    return {"name": name, "in": "path", "required": True, "schema": {"type": "string"}}


def plan_of(paths: dict):
    doc = {"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "paths": paths}
    doc["components"] = {"schemas": {"T": OBJ}}
    return build_plan(normalize_document(doc))


def post(op_id: str, params: list) -> dict:
    return {"post": {"operationId": op_id, "parameters": params, "responses": OK}}


def test_verbs_under_an_item_with_no_item_path_are_buttons_on_the_items_detail():
    # increase.com: /account_transfers lists, /account_transfers/{id}/approve and /cancel act; no GET of one item
    plan = plan_of(
        {
            "/account_transfers": {"get": {"operationId": "list", "responses": LIST}},
            "/account_transfers/{account_transfer_id}/approve": post("approve", [pid("account_transfer_id")]),
            "/account_transfers/{account_transfer_id}/cancel": post("cancel", [pid("account_transfer_id")]),
        }
    )
    assert [r.id for r in plan.resources] == ["account_transfers"]
    res = plan.resource("account_transfers")
    assert [(a.label, a.danger) for a in res.detail.actions] == [("Approve", False), ("Cancel", True)]
    assert res.itemParams == {"account_transfer_id": "id"}  # the detail fills the row's id into the path
    assert {"approve", "cancel"} <= reachable_operation_ids(plan)


def test_a_verb_under_an_item_the_api_has_no_resource_for_leaves_the_navigation_not_the_operations_page():
    # ebay sell-marketing: POST /promotion/{promotion_id}/pause, nothing else about promotions
    plan = plan_of({"/promotion/{promotion_id}/pause": post("pause", [pid("promotion_id")])})
    pages = [i.page for g in plan.navigation for i in g.items]
    assert pages == ["operations"] and "pause" in reachable_operation_ids(plan)


def test_a_noun_under_an_item_stays_a_resource():
    plan = plan_of(
        {
            "/transfers": {"get": {"operationId": "list", "responses": LIST}},
            "/transfers/{transfer_id}/notes": post("addNote", [pid()]),
        }
    )
    assert "transfers.notes" in {r.id for r in plan.resources}


def test_an_update_that_sends_nothing_is_no_edit_form_but_stays_reachable():
    # Search Console's PUT /sites/{siteUrl} adds a site: an "Edit" form with no field edits nothing
    item_ops = {
        "get": {"operationId": "get", "parameters": [pid("site")], "responses": OK},
        "put": {"operationId": "add", "parameters": [pid("site")], "responses": {"204": {"description": "added"}}},
    }
    plan = plan_of({"/sites": {"get": {"operationId": "list", "responses": LIST}}, "/sites/{site}": item_ops})
    assert plan.resource("sites").edit is None
    assert "add" in reachable_operation_ids(plan)
    body = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/T"}}}}
    item_ops["put"]["requestBody"] = body
    plan = plan_of({"/sites": {"get": {"operationId": "list", "responses": LIST}}, "/sites/{site}": item_ops})
    assert plan.resource("sites").edit is not None


def op(method: str, op_id: str, summary: str | None = None, params: list | None = None) -> dict:
    out = {"operationId": op_id, "parameters": params or [pid("id")], "responses": OK}
    return {method: out | ({"summary": summary} if summary else {})}


def test_the_buttons_on_an_items_detail_say_different_things():
    # onsched.com/setup: DELETE /resources/{id}/deleteimage read "Deleteimage" beside the item's own Delete,
    # and PUT, POST and DELETE of /resources/{id}/services were three buttons all called "Services"
    services = op("put", "svcPut", "Update Linked Services.") | op("post", "svcPost", "Create Linked Services")
    plan = plan_of(
        {
            "/resources": {"get": {"operationId": "list", "responses": LIST}},
            "/resources/{id}": op("get", "one") | op("delete", "remove"),
            "/resources/{id}/deleteimage": op("delete", "delete_/resources/{id}/deleteimage", "Delete Resource Image"),
            "/resources/{id}/services": services | op("delete", "svcDelete", "Delete Linked Services"),
            "/resources/{id}/uploadimage": op("post", "post_/resources/{id}/uploadimage", "Upload Resource Image"),
            "/resources/{id}/delete": op("post", "post_/resources/{id}/delete"),
        }
    )
    res = plan.resource("resources")
    labels = [a.label for a in res.detail.actions]
    assert res.delete is not None and "Delete" not in labels  # the item's own Delete is the only one
    assert len(set(labels)) == len(labels)
    assert {"Delete image", "Upload image"} <= set(labels)
    assert {"Update Linked Services", "Create Linked Services", "Delete Linked Services"} <= set(labels)


def test_an_action_with_no_summary_sharing_a_name_is_told_apart_by_its_method():
    plan = plan_of(
        {
            "/resources": {"get": {"operationId": "list", "responses": LIST}},
            "/resources/{id}": op("get", "one"),
            "/resources/{id}/members": op("post", "post_/resources/{id}/members")
            | op("delete", "delete_/resources/{id}/members"),
        }
    )
    assert [a.label for a in plan.resource("resources").detail.actions] == ["Add members", "Remove members"]


def body(schema: dict) -> dict:
    return {"required": True, "content": {"application/json": {"schema": schema}}}


def answers(ref: str) -> dict:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": ref}}}}}


def nested_plan(create: dict, schemas: dict):
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/groups": {"get": {"operationId": "groups", "responses": answers("#/components/schemas/Groups")}},
            "/groups/{group_id}": {
                "get": {
                    "operationId": "group",
                    "parameters": [pid("group_id")],
                    "responses": answers("#/components/schemas/Group"),
                }
            },
            "/groups/{group_id}/users": {
                "get": {
                    "operationId": "members",
                    "parameters": [pid("group_id")],
                    "responses": answers("#/components/schemas/Users"),
                },
                "post": {"operationId": "addMembers", "summary": "Add group members", "parameters": [pid("group_id")]}
                | create,
            },
        },
        "components": {
            "schemas": {
                "Group": {
                    "type": "object",
                    "properties": {
                        "id": {"type": "integer"},
                        "name": {"type": "string"},
                        "cntUsers": {"type": "integer"},
                    },
                },
                "Groups": {"type": "array", "items": {"$ref": "#/components/schemas/Group"}},
                "User": {
                    "type": "object",
                    "properties": {
                        "userId": {"type": "integer"},
                        "firstName": {"type": "string"},
                        "email": {"type": "string"},
                    },
                },
                "Users": {"type": "array", "items": {"$ref": "#/components/schemas/User"}},
            }
            | schemas
        },
    }
    return build_plan(normalize_document(doc))


def test_a_post_under_a_parent_that_makes_no_child_is_a_button_on_the_parents_detail():
    # dracoon.team: POST /groups/{group_id}/users {ids: [...]} answers the Group: it adds existing users, it
    # makes no user a person would see with what they typed; the form read "New User"
    ids = {"type": "object", "properties": {"ids": {"type": "array", "items": {"type": "integer"}}}}
    plan = nested_plan({"requestBody": body(ids), "responses": answers("#/components/schemas/Group")}, {})
    users = plan.resource("groups.users")
    assert users.create is None and users.list_ is not None  # the members still list
    group = plan.resource("groups")
    assert [a.label for a in group.detail.actions] == ["Add group members"]
    assert group.itemParams.get("group_id") == group.idField  # the detail fills the group's id into the path
    assert "addMembers" in reachable_operation_ids(plan)


def test_a_post_sending_and_answering_nothing_of_the_items_is_a_button_too():
    # iotanalytics' CreateDatasetContent sends and answers a versionId; the content lists entryName, dataURI
    version = {"type": "object", "properties": {"versionId": {"type": "string"}}}
    plan = nested_plan(
        {"requestBody": body(version), "responses": answers("#/components/schemas/Version")}, {"Version": version}
    )
    assert plan.resource("groups.users").create is None
    assert "Add group members" in [a.label for a in plan.resource("groups").detail.actions]


def test_a_post_sending_the_items_fields_stays_a_create():
    user = {"$ref": "#/components/schemas/User"}
    plan = nested_plan({"requestBody": body(user), "responses": answers("#/components/schemas/Group")}, {})
    assert plan.resource("groups.users").create is not None
    # wrapped in an envelope, and answering only an id, it is still the item sent
    wrapped = {"type": "object", "properties": {"user": user}}
    created = {"type": "object", "properties": {"ok": {"type": "boolean"}}}
    plan = nested_plan({"requestBody": body(wrapped), "responses": answers("#/components/schemas/Ok")}, {"Ok": created})
    assert plan.resource("groups.users").create is not None
    assert not plan.resource("groups").detail.actions


def test_an_upload_under_a_parent_stays_a_create():
    # zuora's POST /v1/invoices/{id}/files sends only a file: what it makes is the file
    upload = {"type": "object", "properties": {"file": {"type": "string", "format": "binary"}}}
    rb = {"required": True, "content": {"multipart/form-data": {"schema": upload}}}
    plan = nested_plan({"requestBody": rb, "responses": answers("#/components/schemas/Group")}, {})
    assert plan.resource("groups.users").create is not None


def test_a_post_naming_the_items_fields_after_the_item_stays_a_create():
    # onsched's email templates: the create sends templateName and templateContent, the list shows name
    named = {"type": "object", "properties": {"userEmail": {"type": "string"}, "userNote": {"type": "string"}}}
    created = {"type": "object", "properties": {"ok": {"type": "boolean"}}}
    plan = nested_plan({"requestBody": body(named), "responses": answers("#/components/schemas/Ok")}, {"Ok": created})
    assert plan.resource("groups.users").create is not None


def test_a_form_post_with_no_file_is_judged_by_its_fields():
    ids = {"type": "object", "properties": {"ids": {"type": "array", "items": {"type": "integer"}}}}
    rb = {"required": True, "content": {"multipart/form-data": {"schema": ids}}}
    plan = nested_plan({"requestBody": rb, "responses": answers("#/components/schemas/Group")}, {})
    assert plan.resource("groups.users").create is None
