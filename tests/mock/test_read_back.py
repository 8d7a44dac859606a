"""A write the item reads back under a near name: ETSI MEC 010-2's PATCH /app_packages/{id} sends
`operationState` and the package reads `operationalState` (same choices); the mock stores the edit
there, so the detail shows it, and the edit form labels the field as the detail does."""

from __future__ import annotations

from typing import Any

import pytest

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

STATES = {"type": "string", "enum": ["ENABLED", "DISABLED"]}


def package_doc() -> dict[str, Any]:
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    ref = {"$ref": "#/components/schemas/AppPkgInfo"}
    id_param = [{"name": "appPkgId", "in": "path", "required": True, "schema": {"type": "string"}}]
    modifications = {
        "type": "object",
        "required": ["operationState"],
        "properties": {"operationState": {"type": "string", "enum": ["DISABLED", "ENABLED"]}},
    }
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/app_packages": {"get": {"operationId": "listPackages", "responses": ok({"type": "array", "items": ref})}},
            "/app_packages/{appPkgId}": {
                "get": {"operationId": "getPackage", "parameters": id_param, "responses": ok(ref)},
                "patch": {
                    "operationId": "patchPackage",
                    "parameters": id_param,
                    "requestBody": {"required": True, "content": {"application/json": {"schema": modifications}}},
                    "responses": ok(modifications),
                },
            },
        },
        "components": {
            "schemas": {
                "AppPkgInfo": {
                    "type": "object",
                    "properties": {"id": {"type": "string"}, "appName": {"type": "string"}, "operationalState": STATES},
                }
            }
        },
    }


async def test_an_edit_of_a_choice_named_apart_from_the_items_shows_in_the_item():
    async with mock_client(normalize_document(package_doc())) as client:
        item = (await client.get("/app_packages")).json()[0]
        for state in ("DISABLED", "ENABLED"):
            assert (
                await client.patch(f"/app_packages/{item['id']}", json={"operationState": state})
            ).status_code == 200
            read = (await client.get(f"/app_packages/{item['id']}")).json()
            assert read["operationalState"] == state and "operationState" not in read


def test_the_edit_form_labels_the_field_as_the_detail_does():
    res = build_plan(normalize_document(package_doc())).resource("app_packages")
    shown = next(c.label for c in res.detail.fields if c.key == "operationalState")
    assert [(f.name, f.label) for f in res.edit.fields] == [("operationState", shown)]


def task_doc() -> dict[str, Any]:
    """Asana's shape: the create and update bodies send `followers` as gids, the task reads them
    back as readOnly compact users (TaskResponse), and `created_at` is the server's alone."""
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    user = {"type": "object", "properties": {"gid": {"type": "string"}, "name": {"type": "string"}}}
    task = {
        "type": "object",
        "properties": {
            "gid": {"type": "string", "readOnly": True},
            "name": {"type": "string"},
            "followers": {"type": "array", "readOnly": True, "items": user},
            "created_at": {"type": "string", "format": "date-time", "readOnly": True},
        },
    }
    request = {
        "type": "object",
        "properties": {
            "name": {"type": "string"},
            "followers": {"type": "array", "items": {"type": "string"}},
            "created_at": {"type": "string", "readOnly": True},
        },
    }
    body = {"required": True, "content": {"application/json": {"schema": request}}}
    gid = [{"name": "task_gid", "in": "path", "required": True, "schema": {"type": "string"}}]
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/tasks": {
                "get": {"operationId": "getTasks", "responses": ok({"type": "array", "items": task})},
                "post": {"operationId": "createTask", "requestBody": body, "responses": ok(task)},
            },
            "/tasks/{task_gid}": {
                "get": {"operationId": "getTask", "parameters": gid, "responses": ok(task)},
                "put": {"operationId": "updateTask", "parameters": gid, "requestBody": body, "responses": ok(task)},
            },
        },
    }


async def test_what_the_request_may_write_stays_as_typed_though_the_item_reads_it_as_server_owned():
    async with mock_client(normalize_document(task_doc())) as client:
        sent = {"name": "Launch", "followers": ["zq-user-1"], "created_at": "1999-01-01T00:00:00Z"}
        created = (await client.post("/tasks", json=sent)).json()
        assert created["followers"] == ["zq-user-1"]
        assert created["created_at"] != "1999-01-01T00:00:00Z"  # readOnly in the request too: the server's
        read = (await client.get(f"/tasks/{created['gid']}")).json()
        assert read["followers"] == ["zq-user-1"]
        await client.put(f"/tasks/{created['gid']}", json={"name": "Launch", "followers": ["zq-user-2"]})
        read = (await client.get(f"/tasks/{created['gid']}")).json()
        assert read["followers"] == ["zq-user-2"] and read["created_at"] == created["created_at"]


async def test_a_create_field_named_after_the_resource_fills_the_items_own_field():
    # AWS IoT Analytics: CreateDataset sends `datasetName`, the Dataset reads `name` (its id, the path's
    # {datasetName}), the list's summaries read `datasetName`
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    dataset = {"type": "object", "properties": {"name": {"type": "string"}, "arn": {"type": "string"}}}
    summary = {"type": "object", "properties": {"datasetName": {"type": "string"}}}
    body = {"type": "object", "required": ["datasetName"], "properties": {"datasetName": {"type": "string"}}}
    param = [{"name": "datasetName", "in": "path", "required": True, "schema": {"type": "string"}}]
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/datasets": {
                "get": {"operationId": "ListDatasets", "responses": ok({"type": "array", "items": summary})},
                "post": {
                    "operationId": "CreateDataset",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": body}}},
                    "responses": ok({"type": "object", "properties": {"datasetName": {"type": "string"}}}),
                },
            },
            "/datasets/{datasetName}": {
                "get": {
                    "operationId": "DescribeDataset",
                    "parameters": param,
                    "responses": ok({"type": "object", "properties": {"dataset": dataset}}),
                }
            },
        },
    }
    async with mock_client(normalize_document(doc)) as client:
        assert (await client.post("/datasets", json={"datasetName": "zq-sales"})).status_code in (200, 201)
        read = (await client.get("/datasets/zq-sales")).json()
        assert read["dataset"]["name"] == "zq-sales"
        assert "zq-sales" in [row.get("datasetName") for row in (await client.get("/datasets")).json()]


def environments_doc() -> dict[str, Any]:
    """AppVeyor's environments: PUT /environments (no id in the path) sends the environment with its
    deploymentEnvironmentId; DELETE /environments/{deploymentEnvironmentId}."""
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    ref = {"$ref": "#/components/schemas/Environment"}
    body = {"required": True, "content": {"application/json": {"schema": ref}}}
    id_param = [{"name": "deploymentEnvironmentId", "in": "path", "required": True, "schema": {"type": "integer"}}]
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/environments": {
                "get": {"operationId": "getEnvironments", "responses": ok({"type": "array", "items": ref})},
                "post": {"operationId": "addEnvironment", "requestBody": body, "responses": ok(ref)},
                "put": {"operationId": "updateEnvironment", "requestBody": body, "responses": ok(ref)},
            },
            "/environments/{deploymentEnvironmentId}": {
                "parameters": id_param,
                "delete": {"operationId": "deleteEnvironment", "responses": {"204": {"description": "gone"}}},
            },
        },
        "components": {
            "schemas": {
                "Environment": {
                    "type": "object",
                    "example": {"deploymentEnvironmentId": 3018, "name": "production"},
                    "properties": {
                        "deploymentEnvironmentId": {"type": "integer", "minimum": 0},
                        "name": {"type": "string"},
                    },
                }
            }
        },
    }


async def test_an_edit_whose_path_names_no_item_edits_the_item_its_body_names():
    async with mock_client(normalize_document(environments_doc())) as client:
        item = (await client.get("/environments")).json()[3]
        edited = await client.put("/environments", json={**item, "name": "Typed"})
        assert edited.status_code == 200 and edited.json()["deploymentEnvironmentId"] == item["deploymentEnvironmentId"]
        listed = {i["deploymentEnvironmentId"]: i["name"] for i in (await client.get("/environments")).json()}
        assert listed[item["deploymentEnvironmentId"]] == "Typed"
        assert (await client.delete(f"/environments/{item['deploymentEnvironmentId']}")).status_code == 204


async def test_a_badge_created_shows_in_the_list_array_named_like_the_resource():
    from tests.spec.test_resource_fill import badges_doc

    async with mock_client(normalize_document(badges_doc())) as client:
        made = await client.post("/admin/badges.json", json={"name": "Typed", "badge_type_id": 2})
        assert made.status_code in (200, 201) and made.json()["badge"]["name"] == "Typed"
        listed = (await client.get("/admin/badges.json")).json()["badges"]
        assert listed[0]["name"] == "Typed" and listed[0]["badge_type_id"] == 2
        edited = await client.put(f"/admin/badges/{listed[0]['id']}.json", json={"name": "Edited"})
        assert edited.status_code == 200
        assert (await client.get("/admin/badges.json")).json()["badges"][0]["name"] == "Edited"


async def test_a_put_whose_body_declares_none_of_the_items_fields_edits_a_part_of_it():
    from tests.ui.test_plan_rows import tasks_doc

    async with mock_client(normalize_document(tasks_doc())) as client:
        made = await client.post("/tasks", json={"name": "Typed", "description": "Words"})
        task = f"/tasks/{made.json()['id']}"
        assert (await client.put(task, json={"status": "InProgress"})).status_code == 200
        read = (await client.get(task)).json()
        assert read["status"] == "InProgress" and read["name"] == "Typed" and read["description"] == "Words"


async def test_a_put_of_the_whole_item_still_replaces_it():
    from tests.ui.test_plan_rows import tasks_doc

    doc = tasks_doc()
    doc["components"]["schemas"]["EditTaskRequest"]["properties"]["name"] = {"type": "string"}
    async with mock_client(normalize_document(doc)) as client:
        made = await client.post("/tasks", json={"name": "Typed", "description": "Words"})
        task = f"/tasks/{made.json()['id']}"
        assert (await client.put(task, json={"name": "New", "status": "Done"})).status_code == 200
        read = (await client.get(task)).json()
        assert read["name"] == "New" and "description" not in read


def services_doc() -> dict[str, Any]:
    """OSDB: POST /services sends `{service_description_url, service_moniker}`; a service reads
    `{service_id, service_name, import_source_uri}`, and the moniker's description says it is the id."""
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    service = {
        "type": "object",
        "required": ["service_id", "service_name"],
        "properties": {
            "service_id": {"type": "string", "description": "A unique one word identifier for the service."},
            "service_name": {"type": "string", "description": "A word or phrase naming the service."},
            "import_source_uri": {"type": "string", "format": "uri"},
        },
    }
    body = {
        "type": "object",
        "required": ["service_description_url"],
        "properties": {
            "service_description_url": {"type": "string", "description": "The URL of the resource to load."},
            "service_moniker": {
                "type": "string",
                "description": "Service ID to be used to uniquely identify the service. (Optional.)",
            },
            "parent": {"type": "string", "description": "Name of the parent service."},
        },
    }
    id_param = [{"name": "serviceId", "in": "path", "required": True, "schema": {"type": "string"}}]
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/services": {
                "get": {"operationId": "listServices", "responses": ok({"type": "array", "items": service})},
                "post": {
                    "operationId": "loadService",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": body}}},
                    "responses": ok({"type": "object", "properties": {"status": {"type": "string"}}}),
                },
            },
            "/services/{serviceId}": {
                "get": {"operationId": "describeService", "parameters": id_param, "responses": ok(service)},
                "delete": {"operationId": "unloadService", "parameters": id_param, "responses": ok({})},
            },
        },
    }


async def test_a_create_field_whose_description_names_an_items_field_fills_it():
    async with mock_client(normalize_document(services_doc())) as client:
        sent = {"service_description_url": "http://x.test/a.ttl", "service_moniker": "typed_moniker", "parent": "p"}
        assert (await client.post("/services", json=sent)).status_code in (200, 201)
        first = (await client.get("/services")).json()[0]
        assert first["service_id"] == "typed_moniker"
        assert first.get("service_name") != "p"  # one word of a description ("Name of …") names nothing
        assert (await client.get("/services/typed_moniker")).status_code == 200
