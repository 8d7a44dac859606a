"""A create whose body is a batch of the list's items (izettle's POST /categories/v2 with
`{"categories": [{name, uuid}, …]}`) adds each element as an item, listed and read back as typed."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

CATEGORY = {
    "type": "object",
    "properties": {"uuid": {"type": "string", "format": "uuid"}, "name": {"type": "string"}},
    "required": ["name", "uuid"],
}
BATCH = {
    "type": "object",
    "properties": {"categories": {"type": "array", "items": {"$ref": "#/components/schemas/Category"}}},
    "required": ["categories"],
}


def _categories() -> dict:
    listed = {"200": {"description": "ok", "content": {"application/json": {"schema": BATCH}}}}
    batch = {"required": True, "content": {"application/json": {"schema": BATCH}}}
    key = {"name": "categoryUuid", "in": "path", "required": True, "schema": {"type": "string"}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Products", "version": "1"},
        "paths": {
            "/categories": {
                "get": {"operationId": "getCategories", "responses": listed},
                "post": {
                    "operationId": "createCategories",
                    "requestBody": batch,
                    "responses": {"201": {"description": "made"}},
                },
            },
            "/categories/{categoryUuid}": {
                "delete": {
                    "operationId": "deleteCategory",
                    "parameters": [key],
                    "responses": {"204": {"description": "gone"}},
                }
            },
        },
        "components": {"schemas": {"Category": CATEGORY}},
    }


async def test_a_batch_create_adds_each_element_as_an_item_of_the_list():
    typed = [
        {"name": "Zq-first", "uuid": "97e38b33-704d-4cdb-a066-4a28313bd37c"},
        {"name": "Zq-second", "uuid": "4b44eae6-2ca7-4962-af71-e46bd023e72d"},
    ]
    async with mock_client(normalize_document(_categories())) as client:
        before = len((await client.get("/categories")).json()["categories"])
        made = await client.post("/categories", json={"categories": typed})
        assert made.status_code == 201, made.text
        listed = (await client.get("/categories")).json()["categories"]
        assert len(listed) == before + 2
        assert [{"name": c["name"], "uuid": c["uuid"]} for c in listed[:2]] == typed
        gone = await client.delete(f"/categories/{typed[0]['uuid']}")
        assert gone.status_code == 204, gone.text


def _permissions() -> dict:
    principal = {"type": "object", "properties": {"Id": {"type": "string"}, "Type": {"type": "string"}}}
    listed = {"type": "object", "properties": {"Principals": {"type": "array", "items": principal}}}
    shared = {"type": "object", "properties": {"Id": {"type": "string"}, "Role": {"type": "string"}}}
    body = {
        "type": "object",
        "required": ["Principals"],
        "properties": {
            "Principals": {"type": "array", "items": shared},
            "NotificationOptions": {"type": "object", "properties": {"SendEmail": {"type": "boolean"}}},
        },
    }
    rid = [{"name": "ResourceId", "in": "path", "required": True, "schema": {"type": "string"}}]
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": listed}}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "WorkDocs", "version": "1"},
        "paths": {
            "/resources/{ResourceId}/permissions": {
                "get": {"operationId": "DescribeResourcePermissions", "parameters": rid, "responses": ok},
                "post": {
                    "operationId": "AddResourcePermissions",
                    "parameters": rid,
                    "requestBody": {"required": True, "content": {"application/json": {"schema": body}}},
                    "responses": {"201": {"description": "made"}},
                },
            }
        },
    }


async def test_a_batch_beside_other_options_adds_each_element_as_an_item():
    # WorkDocs: the principals are listed back one per row; NotificationOptions is no item
    async with mock_client(normalize_document(_permissions())) as client:
        sent = {"Principals": [{"Id": "Zq-p1", "Role": "OWNER"}], "NotificationOptions": {"SendEmail": True}}
        made = await client.post("/resources/r1/permissions", json=sent)
        assert made.status_code == 201, made.text
        listed = (await client.get("/resources/r1/permissions")).json()["Principals"]
        assert listed[0]["Id"] == "Zq-p1"
        assert "Principals" not in listed[0]
