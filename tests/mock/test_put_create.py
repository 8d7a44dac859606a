"""A create that is a PUT naming the new item in its path (Azure's CreateOrUpdate of a blob
container, `PUT …/containers/{containerName}`, beside a PATCH that edits it) makes the item under that name, readable at that
path and listed by it (issue 24: the mock made it under an id of its own, so the name typed was
neither listed nor readable: 404)."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

CONTAINER = {
    "type": "object",
    "properties": {
        "id": {"type": "string", "readOnly": True},
        "name": {"type": "string", "readOnly": True},
        "properties": {"type": "object", "properties": {"publicAccess": {"type": "string", "enum": ["None", "Blob"]}}},
    },
}
BASE = "/accounts/{accountName}/containers"


def _doc() -> dict:
    one = {"200": {"description": "ok", "content": {"application/json": {"schema": CONTAINER}}}}
    listed = {"type": "object", "properties": {"value": {"type": "array", "items": CONTAINER}}}
    many = {"200": {"description": "ok", "content": {"application/json": {"schema": listed}}}}
    account = {"name": "accountName", "in": "path", "required": True, "schema": {"type": "string"}}
    name = {"name": "containerName", "in": "path", "required": True, "schema": {"type": "string"}}
    body = {"required": True, "content": {"application/json": {"schema": CONTAINER}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Blob-like", "version": "1"},
        "paths": {
            BASE: {"get": {"operationId": "BlobContainers_List", "parameters": [account], "responses": many}},
            BASE + "/{containerName}": {
                "parameters": [account, name],
                "put": {"operationId": "BlobContainers_Create", "requestBody": body, "responses": one},
                "patch": {"operationId": "BlobContainers_Update", "requestBody": body, "responses": one},
                "get": {"operationId": "BlobContainers_Get", "responses": one},
                "delete": {"operationId": "BlobContainers_Delete", "responses": {"200": {"description": "ok"}}},
            },
        },
    }


async def test_a_put_create_makes_the_item_under_the_name_its_path_gives():
    async with mock_client(normalize_document(_doc())) as client:
        made = await client.put("/accounts/acc1/containers/Zq-made", json={"properties": {"publicAccess": "Blob"}})
        assert made.status_code < 300, made.text
        read = await client.get("/accounts/acc1/containers/Zq-made")
        assert read.status_code == 200, read.text
        assert read.json()["properties"] == {"publicAccess": "Blob"}
        listed = (await client.get("/accounts/acc1/containers")).json()["value"]
        assert any("Zq-made" in (c.get("id"), c.get("name")) for c in listed)


async def test_a_second_put_to_that_name_replaces_the_item_rather_than_adding_one():
    async with mock_client(normalize_document(_doc())) as client:
        for access in ("Blob", "None"):
            sent = await client.put("/accounts/acc1/containers/Zq-made", json={"properties": {"publicAccess": access}})
            assert sent.status_code < 300, sent.text
        listed = (await client.get("/accounts/acc1/containers")).json()["value"]
        mine = [c for c in listed if "Zq-made" in (c.get("id"), c.get("name"))]
        assert [c["properties"] for c in mine] == [{"publicAccess": "None"}]
