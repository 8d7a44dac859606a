"""List rows the grouping left as one raw-JSON "Item" column: rows two wrappers down, and rows
whose properties are all opaque objects."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan
from tests.spec.test_resource_fill import wrapped_doc


def plan_of(returns: dict):
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/things": {
                "get": {
                    "operationId": "listThings",
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": returns}}}},
                }
            },
            "/things/{id}": {  # an item path: the collection's GET is its list whatever it returns
                "delete": {
                    "operationId": "deleteThing",
                    "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": {"204": {"description": "gone"}},
                }
            },
        },
    }
    plan = build_plan(normalize_document(doc))
    return next(r for r in plan.resources if r.list_ and r.list_.operationId == "listThings").list_


LINK = {"type": "object", "properties": {"Href": {"type": "string"}, "Rel": {"type": "string"}}}


def test_rows_two_wrappers_down_are_found_and_shown_by_their_properties():
    # payrun.io: {"LinkCollection": {"Links": [{"Href": …, "Rel": …}]}}
    view = plan_of(
        {
            "type": "object",
            "properties": {
                "LinkCollection": {
                    "type": "object",
                    "properties": {"Links": {"type": "array", "items": LINK}, "Title": {"type": "string"}},
                }
            },
        }
    )
    assert view.itemsPath == "LinkCollection.Links"
    assert [c.key for c in view.columns] == ["Href", "Rel"]


def test_two_candidate_arrays_prefer_the_one_named_like_items():
    wrap = {"type": "object", "properties": {"item": {"type": "array", "items": LINK}}}
    info = {"type": "object", "properties": {"info": {"type": "array", "items": LINK}}}
    view = plan_of({"type": "object", "properties": {"infos": info, "items": wrap}})
    assert view.itemsPath == "items.item"


def test_rows_of_opaque_objects_get_a_named_column_each_not_one_raw_item_column():
    # ideaconsult.net enanomapper: each row is {"substance": {}}
    opaque = {"type": "object", "additionalProperties": True}
    view = plan_of({"type": "array", "items": {"type": "object", "properties": {"substance": opaque, "owner": opaque}}})
    assert [(c.key, c.label, c.renderer) for c in view.columns] == [
        ("substance", "Substance", "json"),
        ("owner", "Owner", "json"),
    ]


def test_a_list_of_scalars_shows_the_scalar():
    view = plan_of({"type": "array", "items": {"type": "string", "format": "date"}})
    assert [(c.key, c.renderer) for c in view.columns] == [("", "date")]


def test_the_detail_shows_what_the_item_get_returns_when_it_says_more_than_the_list():
    # asana.com: GET /tasks lists TaskCompact {gid, name}; GET /tasks/{gid} returns {"data": TaskResponse}
    compact = {"type": "object", "properties": {"gid": {"type": "string"}, "name": {"type": "string"}}}
    full = {"type": "object", "properties": {**compact["properties"], "notes": {"type": "string"}}}
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    gid = [{"name": "task_gid", "in": "path", "required": True, "schema": {"type": "string"}}]
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/tasks": {"get": {"operationId": "getTasks", "responses": ok({"type": "array", "items": compact})}},
            "/tasks/{task_gid}": {
                "get": {"operationId": "getTask", "parameters": gid, "responses": ok({"properties": {"data": full}})}
            },
        },
    }
    plan = build_plan(normalize_document(doc))
    assert [c.key for c in plan.resource("tasks").detail.fields] == ["gid", "name", "notes"]


def test_a_created_rows_typed_fields_are_among_the_first_columns_and_a_name_beats_an_id_as_title():
    # twilio chat v1 Services: the first string is account_sid; FriendlyName (the form) is friendly_name (the row)
    props = {k: {"type": "string"} for k in ["account_sid", "a1", "a2", "a3", "a4", "a5", "a6", "friendly_name", "sid"]}
    service = {"type": "object", "properties": props}
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/S"}}}}}
    listed = {
        "type": "object",
        "properties": {"services": {"type": "array", "items": {"$ref": "#/components/schemas/S"}}},
    }
    form = {"type": "object", "properties": {"FriendlyName": {"type": "string"}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/Services": {
                "get": {
                    "operationId": "ListService",
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": listed}}}},
                },
                "post": {
                    "operationId": "CreateService",
                    "requestBody": {"content": {"application/x-www-form-urlencoded": {"schema": form}}},
                    "responses": ok,
                },
            },
            "/Services/{Sid}": {
                "get": {
                    "operationId": "FetchService",
                    "parameters": [{"name": "Sid", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": ok,
                }
            },
        },
        "components": {"schemas": {"S": service}},
    }
    res = build_plan(normalize_document(doc)).resource("Services")
    assert res.titleField == "friendly_name"
    assert [c.key for c in res.list_.columns][:2] == ["sid", "friendly_name"]


def test_the_detail_shows_the_item_its_get_wraps_in_a_property_named_like_it():
    # AWS's `{"experimentTemplate": ExperimentTemplate}` and shop-pro's anonymous
    # `{"inline_script_tag": {…}}`: the detail lists the item's fields, which the runtime unwraps by id
    for named in (True, False):
        plan = build_plan(normalize_document(wrapped_doc(named)))
        res = plan.resource("templates")
        assert res.idField == "id"
        assert {f.key for f in res.detail.fields} == {"id", "description", "roleArn", "creationTime"}


def tasks_doc() -> dict:
    """VTEX Do: no answer declares a schema (`{}`); the task's type is the create's body, and the
    edit (PUT /tasks/{taskId}) sends only `status`, which that body lacks."""
    ok = {"200": {"description": "OK", "content": {"application/json": {"schema": {}}}}}
    new = {
        "type": "object",
        "required": ["name"],
        "properties": {"name": {"type": "string"}, "description": {"type": "string"}},
    }
    edit = {"type": "object", "required": ["status"], "properties": {"status": {"type": "string"}}}
    body = lambda ref: {"required": True, "content": {"application/json": {"schema": {"$ref": ref}}}}  # noqa: E731
    task_id = [{"name": "taskId", "in": "path", "required": True, "schema": {"type": "string"}}]
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/tasks": {
                "get": {"operationId": "ListTasks", "responses": ok},
                "post": {
                    "operationId": "NewTask",
                    "requestBody": body("#/components/schemas/NewTaskRequest"),
                    "responses": ok,
                },
            },
            "/tasks/{taskId}": {
                "get": {"operationId": "GetTask", "parameters": task_id, "responses": ok},
                "put": {
                    "operationId": "EditTask",
                    "parameters": task_id,
                    "requestBody": body("#/components/schemas/EditTaskRequest"),
                    "responses": ok,
                },
            },
        },
        "components": {"schemas": {"NewTaskRequest": new, "EditTaskRequest": edit}},
    }


def test_a_detail_whose_get_declares_nothing_shows_what_the_edit_writes_too():
    plan = build_plan(normalize_document(tasks_doc()))
    tasks = next(r for r in plan.resources if r.id == "tasks")
    shown = [f.key for f in tasks.detail.fields]
    assert "status" in shown and "name" in shown


def test_a_list_shows_what_the_create_writes_when_the_row_keeps_it_one_object_down():
    # DaniWeb: a group is created as {name, slug} and listed as {id, member_count, properties: {name, slug}}
    inner = {"type": "object", "properties": {"name": {"type": "string"}, "slug": {"type": "string"}}}
    owner = {"type": "object", "properties": {"name": {"type": "string"}, "email": {"type": "string"}}}
    group = {
        "type": "object",
        "properties": {
            "id": {"type": "integer"},
            "member_count": {"type": "integer"},
            "owner": owner,
            "properties": inner,
        },
    }
    body = {"content": {"application/json": {"schema": inner}}}
    rows = {
        "200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": group}}}}
    }
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/groups": {
                "get": {"operationId": "list", "responses": rows},
                "post": {"operationId": "create", "requestBody": body, "responses": {"200": {"description": "ok"}}},
            }
        },
    }
    (res,) = build_plan(normalize_document(doc)).resources
    keys = [c.key for c in res.list_.columns]
    assert "properties.name" in keys and "properties.slug" in keys and "owner.name" not in keys
