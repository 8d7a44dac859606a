"""Seeded collections: items under a parent carry the parent's id in the field the item names it
by, however the path parameter spells it."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio


def twilio_like() -> dict:
    call = {
        "type": "object",
        "properties": {"sid": {"type": "string"}, "account_sid": {"type": "string"}, "to": {"type": "string"}},
    }
    calls = {
        "type": "object",
        "properties": {"calls": {"type": "array", "items": {"$ref": "#/components/schemas/Call"}}},
    }
    account = {"name": "AccountSid", "in": "path", "required": True, "schema": {"type": "string"}}
    sid = {"name": "Sid", "in": "path", "required": True, "schema": {"type": "string"}}

    def ok(schema):
        return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}

    return {
        "openapi": "3.0.0",
        "info": {"title": "Calls", "version": "1"},
        "paths": {
            "/Accounts/{AccountSid}/Calls": {
                "get": {"operationId": "listCall", "parameters": [account], "responses": ok(calls)}
            },
            "/Accounts/{AccountSid}/Calls/{Sid}": {
                "get": {
                    "operationId": "fetchCall",
                    "parameters": [account, sid],
                    "responses": ok({"$ref": "#/components/schemas/Call"}),
                }
            },
        },
        "components": {"schemas": {"Call": call}},
    }


async def test_items_under_a_parent_carry_its_id_in_their_snake_case_field():
    # Twilio's path says `AccountSid`, its calls say `account_sid`: a leading capital used to be
    # spelled `_account_sid`, so seeded calls named some other account
    async with mock_client(normalize_document(twilio_like())) as client:
        rows = (await client.get("/Accounts/AC123/Calls")).json()["calls"]
        assert rows and all(row["account_sid"] == "AC123" for row in rows)
