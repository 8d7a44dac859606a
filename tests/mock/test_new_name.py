"""An edit whose body names the changed field `newX` sets the item's `x` (id4i's
ApiKeyChangeRequest sends `newLabel`; the ApiKeyPresentation read has `label`): issue 24, the edited
label was shown nowhere."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

KEY = {
    "type": "object",
    "properties": {"key": {"type": "string"}, "label": {"type": "string"}, "active": {"type": "boolean"}},
}
CHANGE = {
    "type": "object",
    "properties": {"newLabel": {"type": "string"}, "active": {"type": "boolean"}},
    "required": ["newLabel"],
}


def _doc() -> dict:
    one = {"200": {"description": "ok", "content": {"application/json": {"schema": KEY}}}}
    many = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": KEY}}}}}
    key = {"name": "key", "in": "path", "required": True, "schema": {"type": "string"}}
    change = {"required": True, "content": {"application/json": {"schema": CHANGE}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Keys", "version": "1"},
        "paths": {
            "/apikeys": {"get": {"operationId": "listKeys", "responses": many}},
            "/apikeys/{key}": {
                "parameters": [key],
                "get": {"operationId": "getKey", "responses": one},
                "put": {"operationId": "updateKey", "requestBody": change, "responses": one},
            },
        },
    }


async def test_an_edit_sending_new_label_changes_the_items_label():
    async with mock_client(normalize_document(_doc())) as client:
        first = (await client.get("/apikeys")).json()[0]
        sent = await client.put(f"/apikeys/{first['key']}", json={"newLabel": "Zq-relabelled", "active": True})
        assert sent.status_code < 300, sent.text
        assert (await client.get(f"/apikeys/{first['key']}")).json()["label"] == "Zq-relabelled"
