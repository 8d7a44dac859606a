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
    services = op("put", "svcPut", "Update Linked Services") | op("post", "svcPost", "Create Linked Services")
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
