"""Parent pickers of nested resources: a path parameter naming a listable parent is a relation fed
by the parent's list, valued as the parameter wants it."""

from __future__ import annotations

import json
from pathlib import Path

from copilot_cli.spec import normalize_document
from copilot_cli.ui.interface import plan_for

FIXTURE = Path(__file__).parents[1] / "browser" / "fixtures" / "google-parent-api.json"


def test_a_google_parent_is_picked_from_the_parent_list_by_its_resource_name():
    """firebase's `/v1beta1/{parent}/androidApps` under projects, whose detail has no path of its own:
    `parent` was a text box a person had to type `projects/…` into."""
    plan = plan_for(normalize_document(json.loads(FIXTURE.read_text())))
    apps = next(r for r in plan.resources if r.id == "projects.apps")
    for field in (apps.list_.scope[0], apps.create.fields[0]):
        assert (field.name, field.widget) == ("parent", "relation")
        assert (field.relation.resource, field.relation.valueField) == ("projects", "name")


def test_a_parent_parameter_of_another_name_is_not_taken_for_a_resource_name():
    """Google's `{project}` is often a project's id, not its `name`: no picker valued by `name`."""
    doc = json.loads(FIXTURE.read_text())
    doc["paths"]["/v1/{project}/apps"] = doc["paths"].pop("/v1/{parent}/apps")
    doc["paths"]["/v1/{project}/apps"]["parameters"][0]["name"] = "project"
    plan = plan_for(normalize_document(doc))
    apps = next(r for r in plan.resources if r.id == "projects.apps")
    assert apps.list_.scope[0].name == "project"
    assert apps.list_.scope[0].widget != "relation"


PETSTORE = Path(__file__).parents[1] / "specs" / "oai-v3.0_petstore.yaml"


def test_an_operations_page_id_is_picked_from_the_list_of_those_items():
    """`GET /pets/{petId}` on the Operations page: petId was a text box, and a made-up id is a 404
    (issue 24: 21 of 26 Operations-page failures); it is a picker fed by `GET /pets`, valued by the
    pets' id field, numeric as the parameter is."""
    import yaml

    plan = plan_for(normalize_document(yaml.safe_load(PETSTORE.read_text())))
    op = next(o for o in plan.operations if o.path == "/pets/{petId}")
    field = next(f for f in op.params if f.name == "petId")
    assert field.widget == "relation"
    assert (field.relation.resource, field.relation.valueField) == ("pets", "id")
    listing = next(o for o in plan.operations if o.path == "/pets" and o.method == "GET")
    assert all(f.widget != "relation" for f in listing.params)


def test_the_id_under_another_name_in_the_items_own_paths_reads_the_same_field():
    """VTEX's credit accounts: read and closed at `/accounts/{creditAccountId}`, changed at
    `/accounts/{accountId}`; the detail and the delete had no value for `creditAccountId` and went to
    `/accounts/` (the list's answer shown as the item; a 405)."""
    item = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": item}}}}
    param = lambda n: [{"name": n, "in": "path", "required": True, "schema": {"type": "string"}}]  # noqa: E731
    body = {"content": {"application/json": {"schema": item}}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "Credit", "version": "1"},
        "paths": {
            "/accounts": {
                "get": {
                    "operationId": "list",
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {"application/json": {"schema": {"type": "array", "items": item}}},
                        }
                    },
                },
                "post": {"operationId": "open", "requestBody": body, "responses": ok},
            },
            "/accounts/{accountId}": {
                "put": {"operationId": "change", "parameters": param("accountId"), "requestBody": body, "responses": ok}
            },
            "/accounts/{creditAccountId}": {
                "get": {"operationId": "read", "parameters": param("creditAccountId"), "responses": ok},
                "delete": {
                    "operationId": "close",
                    "parameters": param("creditAccountId"),
                    "responses": {"204": {"description": "gone"}},
                },
            },
        },
    }
    plan = plan_for(normalize_document(doc))
    accounts = next(r for r in plan.resources if r.id == "accounts")
    assert accounts.itemParams.get("accountId") == "id"
    assert accounts.itemParams.get("creditAccountId") == "id"
    assert all(f.name not in ("accountId", "creditAccountId") for f in accounts.edit.fields)


def test_an_edit_or_delete_that_does_not_name_the_item_is_not_offered_as_one():
    """Spotify's albums: `PUT /me/albums?ids=…` saves albums and `DELETE /me/albums?ids=…` removes
    them by a list of ids; the album's page offered them as its Edit (nothing of the album in the
    form) and its Delete. Petstore's `PUT /pet`, which names the pet by the `id` in its body, stays."""
    album = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": album}}}}
    ids = [{"name": "ids", "in": "query", "required": True, "schema": {"type": "string"}}]
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "Albums", "version": "1"},
        "paths": {
            "/albums": {
                "get": {
                    "operationId": "list",
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {"application/json": {"schema": {"type": "array", "items": album}}},
                        }
                    },
                },
                "put": {"operationId": "save", "parameters": ids, "responses": {"200": {"description": "ok"}}},
                "delete": {"operationId": "remove", "parameters": ids, "responses": {"200": {"description": "ok"}}},
            },
            "/albums/{albumId}": {
                "get": {
                    "operationId": "read",
                    "parameters": [{"name": "albumId", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": ok,
                },
            },
        },
    }
    albums = next(r for r in plan_for(normalize_document(doc)).resources if r.id == "albums")
    assert albums.detail is not None
    assert albums.edit is None
    assert albums.delete is None
    import yaml

    pets = yaml.safe_load((Path(__file__).parents[1] / "specs" / "swagger-petstore_openapi.yaml").read_text())
    pet = next(r for r in plan_for(normalize_document(pets)).resources if r.id == "pet")
    assert pet.edit is not None


def test_an_azure_edit_form_starts_at_the_documents_api_version():
    """azure managementgroups: the edit form asked `api-version` (required, no default) and refused
    an untouched form with "api-version: Required"; the Operations page already started at it."""
    item = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": item}}}}
    version = [{"name": "api-version", "in": "query", "required": True, "schema": {"type": "string"}}]
    path = [{"name": "groupId", "in": "path", "required": True, "schema": {"type": "string"}}]
    many = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": item}}}}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "Groups", "version": "2021-04-01"},
        "paths": {
            "/groups": {"get": {"operationId": "list", "parameters": version, "responses": many}},
            "/groups/{groupId}": {
                "get": {"operationId": "read", "parameters": path + version, "responses": ok},
                "patch": {
                    "operationId": "update",
                    "parameters": path + version,
                    "requestBody": {"content": {"application/json": {"schema": item}}},
                    "responses": ok,
                },
            },
        },
    }
    groups = next(r for r in plan_for(normalize_document(doc)).resources if r.id == "groups")
    field = next(f for f in groups.edit.fields if f.name == "api-version")
    assert field.default == "2021-04-01"
