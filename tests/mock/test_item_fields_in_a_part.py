"""An edit whose body names none of the item's fields at its top but carries some in one part (QnA
Maker's PATCH /knowledgebases/{kbId}: `{add, delete, update: {name, qnaList}}`) changes the item's
fields it names there: the knowledge base's new name was stored under `update` and never shown."""

from __future__ import annotations

from typing import Any

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio


def kb_doc() -> dict[str, Any]:
    def ok(schema: dict[str, Any]) -> dict[str, Any]:
        return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}

    kb = {"$ref": "#/components/schemas/Kb"}
    kb_id = [{"name": "kbId", "in": "path", "required": True, "schema": {"type": "string"}}]
    contents = {
        "type": "object",
        "properties": {"name": {"type": "string"}, "urls": {"type": "array", "items": {"type": "string"}}},
    }
    update = {
        "type": "object",
        "properties": {
            "add": {"type": "object", "properties": {"urls": {"type": "array", "items": {"type": "string"}}}},
            "update": contents,
        },
    }
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/knowledgebases": {
                "get": {
                    "operationId": "list",
                    "responses": ok(
                        {"type": "object", "properties": {"knowledgebases": {"type": "array", "items": kb}}}
                    ),
                }
            },
            "/knowledgebases/{kbId}": {
                "get": {"operationId": "get", "parameters": kb_id, "responses": ok(kb)},
                "patch": {
                    "operationId": "update",
                    "parameters": kb_id,
                    "requestBody": {"required": True, "content": {"application/json": {"schema": update}}},
                    "responses": ok(kb),
                },
            },
        },
        "components": {
            "schemas": {
                "Kb": {
                    "type": "object",
                    "properties": {
                        "id": {"type": "string"},
                        "name": {"type": "string"},
                        "hostName": {"type": "string"},
                    },
                }
            }
        },
    }


async def test_an_edit_naming_the_items_fields_in_one_part_changes_them():
    async with mock_client(normalize_document(kb_doc())) as client:
        kb = (await client.get("/knowledgebases")).json()["knowledgebases"][0]
        saved = await client.patch(f"/knowledgebases/{kb['id']}", json={"update": {"name": "Zq-renamed"}})
        assert saved.status_code == 200, saved.text
        read = (await client.get(f"/knowledgebases/{kb['id']}")).json()
        assert read["name"] == "Zq-renamed"
        assert read["hostName"] == kb["hostName"]
