"""A create whose body names at the top a field the item keeps one object down (Azure SQL's
CreateDatabaseRestorePointDefinition sends `restorePointLabel`; the RestorePoint read has it under
`properties`) stores it where the item is read (issue 24: the label typed was listed nowhere)."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

POINT = {
    "type": "object",
    "properties": {
        "id": {"type": "string", "readOnly": True},
        "name": {"type": "string", "readOnly": True},
        "properties": {
            "type": "object",
            "properties": {
                "restorePointType": {"type": "string", "enum": ["CONTINUOUS", "DISCRETE"], "readOnly": True},
                "restorePointLabel": {"type": "string", "readOnly": True},
            },
        },
    },
}
DEFINITION = {
    "type": "object",
    "properties": {"restorePointLabel": {"type": "string"}},
    "required": ["restorePointLabel"],
}
BASE = "/databases/{databaseName}/restorePoints"


def _doc() -> dict:
    one = {"200": {"description": "ok", "content": {"application/json": {"schema": POINT}}}}
    listed = {"type": "object", "properties": {"value": {"type": "array", "items": POINT}}}
    many = {"200": {"description": "ok", "content": {"application/json": {"schema": listed}}}}
    db = {"name": "databaseName", "in": "path", "required": True, "schema": {"type": "string"}}
    point = {"name": "restorePointName", "in": "path", "required": True, "schema": {"type": "string"}}
    body = {"required": True, "content": {"application/json": {"schema": DEFINITION}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Restore-point-like", "version": "1"},
        "paths": {
            BASE: {
                "parameters": [db],
                "get": {"operationId": "RestorePoints_ListByDatabase", "responses": many},
                "post": {"operationId": "RestorePoints_Create", "requestBody": body, "responses": one},
            },
            BASE + "/{restorePointName}": {
                "parameters": [db, point],
                "get": {"operationId": "RestorePoints_Get", "responses": one},
                "delete": {"operationId": "RestorePoints_Delete", "responses": {"200": {"description": "ok"}}},
            },
        },
    }


async def test_a_field_the_item_keeps_one_object_down_is_stored_there():
    async with mock_client(normalize_document(_doc())) as client:
        made = await client.post("/databases/d1/restorePoints", json={"restorePointLabel": "Zq-label"})
        assert made.status_code < 300, made.text
        assert made.json()["properties"]["restorePointLabel"] == "Zq-label"
        listed = (await client.get("/databases/d1/restorePoints")).json()["value"]
        assert any((p.get("properties") or {}).get("restorePointLabel") == "Zq-label" for p in listed)
