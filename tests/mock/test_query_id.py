"""An edit or delete on a collection path that names its item by a query parameter (kumpeapps'
PUT/DELETE /kkid/userlist?userID=…) acts on that item (issue 24: the delete answered 200 and the
user stayed listed)."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

USER = {"type": "object", "properties": {"userId": {"type": "integer"}, "username": {"type": "string"}}}
ID = {"name": "userID", "in": "query", "required": True, "schema": {"type": "integer"}}


def _doc() -> dict:
    listed = {"type": "object", "properties": {"user": {"type": "array", "items": USER}}}
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": listed}}}}
    name = {"name": "username", "in": "query", "required": True, "schema": {"type": "string"}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Kids", "version": "1"},
        "paths": {
            "/kkid/userlist": {
                "get": {"operationId": "listUsers", "responses": ok},
                "post": {"operationId": "createUser", "parameters": [name], "responses": ok},
                "put": {"operationId": "updateUser", "parameters": [ID, name], "responses": ok},
                "delete": {"operationId": "deleteUser", "parameters": [ID], "responses": ok},
            }
        },
    }


async def _users(client) -> list[dict]:
    return (await client.get("/kkid/userlist")).json()["user"]


async def test_a_delete_naming_its_item_in_the_query_deletes_it():
    async with mock_client(normalize_document(_doc())) as client:
        first = (await _users(client))[0]
        gone = await client.delete("/kkid/userlist", params={"userID": first["userId"]})
        assert gone.status_code < 300, gone.text
        assert all(u["userId"] != first["userId"] for u in await _users(client))


async def test_an_edit_naming_its_item_in_the_query_edits_it():
    async with mock_client(normalize_document(_doc())) as client:
        first = (await _users(client))[0]
        sent = await client.put("/kkid/userlist", params={"userID": first["userId"], "username": "Zq-renamed"})
        assert sent.status_code < 300, sent.text
        assert any(u["userId"] == first["userId"] and u["username"] == "Zq-renamed" for u in await _users(client))
