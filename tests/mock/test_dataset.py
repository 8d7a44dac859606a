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


@pytest.mark.parametrize("name", ["discord_openapi.json", "box_openapi.json", "swapi-graphql_schema.graphql"])
def test_a_collection_is_built_on_first_use_and_the_same_whichever_is_asked_for_first(name: str):
    # the store makes nothing up front (the first list answers after seeding that one collection and
    # what its references copy), so the order a page asks in must not change any item or link
    from copilot_cli.mock.dataset import Store
    from copilot_cli.mock.values import ValueFactory
    from tests.spec.shared import loaded

    spec = loaded(name)
    listed = [r for r in spec.resources if r.operations.list and not r.parent_params]
    assert len(listed) >= 3

    def items(order: list) -> dict:
        store = Store(spec, ValueFactory(spec.types, 0, shallow=spec.source.kind == "graphql"))
        assert store.existing(order[0]) is None
        built = {r.name: store.collection(r).items for r in order}
        return {name: built[name] for name in sorted(built)}

    assert items(listed) == items(listed[::-1])
