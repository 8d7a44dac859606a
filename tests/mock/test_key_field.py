"""A collection whose items are named by one of their own fields, not an id: truora's
`/v1/config` edits with PUT (the item in a form body) and deletes with DELETE ?type=… (issue 24:
the deleted config stayed listed, and the edit changed nothing)."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

CONFIG = {
    "type": "object",
    "properties": {
        "config_id": {"type": "string", "readOnly": True},
        "type": {"type": "string"},
        "country": {"type": "string", "enum": ["BR", "CO", "ALL"]},
        "weight": {"type": "integer"},
    },
}
INPUT = {
    "type": "object",
    "properties": {"type": {"type": "string"}, "country": {"type": "string"}, "weight": {"type": "integer"}},
    "required": ["type"],
}


def _doc() -> dict:
    listed = {"type": "array", "items": CONFIG}
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": listed}}}}
    one = {"200": {"description": "ok", "content": {"application/json": {"schema": CONFIG}}}}
    form = {"required": True, "content": {"application/x-www-form-urlencoded": {"schema": INPUT}}}
    by_type = {"name": "type", "in": "query", "required": True, "schema": {"type": "string"}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Truora-like", "version": "1"},
        "paths": {
            "/v1/config": {
                "get": {"operationId": "listConfigs", "responses": ok},
                "post": {"operationId": "createConfig", "requestBody": form, "responses": one},
                "put": {
                    "operationId": "updateConfig",
                    "requestBody": form,
                    "responses": {"200": {"description": "OK"}},
                },
                "delete": {
                    "operationId": "deleteConfig",
                    "parameters": [by_type],
                    "responses": {"200": {"description": "OK"}},
                },
            }
        },
    }


async def _create(client) -> dict:
    made = await client.post("/v1/config", data={"type": "Zq-made", "country": "BR", "weight": "3"})
    assert made.status_code < 300, made.text
    return made.json()


async def test_a_delete_naming_its_item_by_a_field_in_the_query_deletes_it():
    async with mock_client(normalize_document(_doc())) as client:
        await _create(client)
        gone = await client.delete("/v1/config", params={"type": "Zq-made"})
        assert gone.status_code < 300, gone.text
        assert all(c.get("type") != "Zq-made" for c in (await client.get("/v1/config")).json())


async def test_an_edit_naming_its_item_by_that_field_in_the_body_edits_it():
    async with mock_client(normalize_document(_doc())) as client:
        made = await _create(client)
        sent = await client.put("/v1/config", data={"type": "Zq-made", "country": "CO", "weight": "7"})
        assert sent.status_code < 300, sent.text
        after = [c for c in (await client.get("/v1/config")).json() if c.get("type") == "Zq-made"]
        assert [(c["config_id"], c["country"], c["weight"]) for c in after] == [(made["config_id"], "CO", 7)]
