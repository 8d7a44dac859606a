"""A collection nothing in the spec lists (AWS's tags by ARN, Google's `/v1/{name}`, a payment
that is created but never listed) answers any well-formed id from its schema, the same for the
same id, and keeps what is done to it; listed collections stay strictly stateful."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest

from copilot_cli.spec import load_spec
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio
PETSTORE = load_spec(Path(__file__).resolve().parents[2] / "examples" / "petstore.yaml")

TAGS = {"type": "object", "properties": {"tags": {"type": "object", "additionalProperties": {"type": "string"}}}}
PAYMENT = {
    "type": "object",
    "properties": {"id": {"type": "integer"}, "amount": {"type": "number"}, "status": {"type": "string"}},
}


def _ok(schema: dict) -> dict:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def _arn_param() -> dict:
    schema = {"type": "string", "pattern": "^arn:[a-z-]+:"}
    return {"name": "ResourceArn", "in": "path", "required": True, "schema": schema}


DOC = {
    "openapi": "3.0.0",
    "info": {"title": "Unlisted", "version": "1"},
    "paths": {
        "/tags/{ResourceArn}": {
            "parameters": [_arn_param()],
            "get": {"operationId": "ListTagsForResource", "responses": _ok(TAGS)},
            "delete": {"operationId": "UntagResource", "responses": {"204": {"description": "gone"}}},
        },
        "/payments": {
            "post": {
                "operationId": "MakePayment",
                "requestBody": {"content": {"application/json": {"schema": PAYMENT}}},
                "responses": {"201": {"description": "made", "content": {"application/json": {"schema": PAYMENT}}}},
            }
        },
        "/payments/{transId}": {
            "get": {
                "operationId": "GetPayment",
                "parameters": [{"name": "transId", "in": "path", "required": True, "schema": {"type": "integer"}}],
                "responses": _ok(PAYMENT),
            }
        },
    },
}

ROOM, SINK = "arn:aws:ivschat:us-east-1:1:room/X", "arn:aws:oam:e:1:sink/A"  # sent encoded, as the app does


async def test_an_unlisted_item_is_read_from_its_schema_the_same_each_time():
    async with mock_client(load_spec(DOC)) as client:
        first = await client.get(f"/tags/{quote(ROOM, safe='')}")
        again = await client.get(f"/tags/{quote(ROOM, safe='')}")
    assert first.status_code == 200, first.text
    assert set(first.json()) == {"tags"}  # the answer's own shape: no `id` it lacks, no {tags: {tags}}
    assert all(isinstance(v, str) for v in first.json()["tags"].values())
    assert again.json() == first.json()


async def test_a_created_but_never_listed_item_is_read_by_any_well_formed_id():
    async with mock_client(load_spec(DOC)) as client:
        made = await client.post("/payments", json={"amount": 12.5, "status": "paid"})
        read_back = await client.get(f"/payments/{made.json()['id']}")
        other = await client.get("/payments/3521")
    assert read_back.json()["amount"] == 12.5
    assert other.status_code == 200 and other.json()["id"] == 3521


async def test_a_malformed_id_of_an_unlisted_item_is_404_saying_why():
    async with mock_client(load_spec(DOC)) as client:
        not_arn = await client.get("/tags/Zq-7wjuc6")
        not_number = await client.get("/payments/Zq-3521")
    assert not_arn.status_code == 404 and "does not match ^arn:[a-z-]+:" in not_arn.json()["message"]
    assert not_number.status_code == 404 and "not a whole number" in not_number.json()["message"]


async def test_a_deleted_unlisted_item_stays_gone():
    async with mock_client(load_spec(DOC)) as client:
        assert (await client.get(f"/tags/{quote(SINK, safe='')}")).status_code == 200
        assert (await client.delete(f"/tags/{quote(SINK, safe='')}")).status_code == 204
        assert (await client.get(f"/tags/{quote(SINK, safe='')}")).status_code == 404


async def test_a_listed_collection_still_answers_404_for_an_id_it_does_not_hold():
    async with mock_client(PETSTORE) as client:
        missing = await client.get("/pets/999999")
    assert missing.status_code == 404


def _azure_doc() -> dict:
    """An Azure-style collection whose only create is the PUT at the item's path (CreateOrUpdate)."""
    item = {
        "type": "object",
        "properties": {
            "id": {"type": "string", "readOnly": True},
            "name": {"type": "string", "readOnly": True},
            "location": {"type": "string"},
        },
    }
    many = {"type": "object", "properties": {"value": {"type": "array", "items": item}}}
    name = {"name": "delegationName", "in": "path", "required": True, "schema": {"type": "string"}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Offers", "version": "2015-11-01"},
        "paths": {
            "/offers/{offer}/delegations": {
                "parameters": [{"name": "offer", "in": "path", "required": True, "schema": {"type": "string"}}],
                "get": {"operationId": "Delegations_List", "responses": _ok(many)},
            },
            "/offers/{offer}/delegations/{delegationName}": {
                "parameters": [
                    {"name": "offer", "in": "path", "required": True, "schema": {"type": "string"}},
                    name,
                ],
                "get": {"operationId": "Delegations_Get", "responses": _ok(item)},
                "put": {
                    "operationId": "Delegations_CreateOrUpdate",
                    "requestBody": {"content": {"application/json": {"schema": item}}},
                    "responses": _ok(item),
                },
            },
        },
    }


async def test_a_put_that_is_the_collections_create_makes_an_id_not_there_yet():
    """azsadmin OfferDelegation: the nested create PUT a new name and the mock answered 404."""
    async with mock_client(load_spec(_azure_doc())) as client:
        made = await client.put("/offers/o1/delegations/Zq-new", json={"location": "Zq-west"})
        read = await client.get("/offers/o1/delegations/Zq-new")
        listed = (await client.get("/offers/o1/delegations")).json()["value"]
        stranger = await client.get("/offers/o1/delegations/Zq-never-made")
    assert made.status_code in (200, 201), made.text
    assert read.status_code == 200 and read.json()["location"] == "Zq-west"
    assert read.json()["name"] == "Zq-new"  # the name the path gave it, though `name` is readOnly
    assert any(i["location"] == "Zq-west" for i in listed)
    assert stranger.status_code == 404  # a listed collection stays stateful
