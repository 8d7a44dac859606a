"""An edit on a collection path that names its item by the key fields its body requires (avaza's
PUT /api/ProjectMember sends the member's ProjectIDFK and UserIDFK beside the changed fields):
that one item changes, so the edited value shows in the list; with no item of those keys, none
is guessed."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

MEMBER = {
    "type": "object",
    "properties": {
        "ProjectIDFK": {"type": "integer"},
        "UserIDFK": {"type": "integer"},
        "BudgetAmount": {"type": "number"},
        "Email": {"type": "string"},
    },
}
UPDATE = {
    "type": "object",
    "properties": {
        "ProjectIDFK": {"type": "integer"},
        "UserIDFK": {"type": "integer"},
        "BudgetAmount": {"type": "number"},
        "FieldsToUpdate": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["ProjectIDFK", "UserIDFK", "FieldsToUpdate"],
}


def members_doc() -> dict:
    listed = {"type": "object", "properties": {"ProjectMembers": {"type": "array", "items": MEMBER}}}
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": MEMBER}}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Members", "version": "1"},
        "paths": {
            "/api/ProjectMember": {
                "get": {
                    "operationId": "ProjectMember_Get",
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": listed}}}},
                },
                "post": {
                    "operationId": "ProjectMember_Post",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": MEMBER}}},
                    "responses": ok,
                },
                "put": {
                    "operationId": "ProjectMember_Put",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": UPDATE}}},
                    "responses": ok,
                },
            }
        },
    }


async def test_a_put_with_no_id_in_its_path_changes_the_item_its_required_key_fields_name():
    async with mock_client(normalize_document(members_doc())) as client:
        listed = (await client.get("/api/ProjectMember")).json()["ProjectMembers"]
        first = listed[1]
        keys = {"ProjectIDFK": first["ProjectIDFK"], "UserIDFK": first["UserIDFK"]}
        sent = await client.put("/api/ProjectMember", json={**keys, "BudgetAmount": 8444, "FieldsToUpdate": ["x"]})
        assert sent.status_code == 200, sent.text
        after = (await client.get("/api/ProjectMember")).json()["ProjectMembers"]
        changed = [m for m in after if m["BudgetAmount"] == 8444]
        assert len(changed) == 1 and {k: changed[0][k] for k in keys} == keys
        assert len(after) == len(listed)


async def test_a_put_whose_key_fields_name_no_item_changes_nothing():
    async with mock_client(normalize_document(members_doc())) as client:
        listed = (await client.get("/api/ProjectMember")).json()["ProjectMembers"]
        taken = {(m["ProjectIDFK"], m["UserIDFK"]) for m in listed}
        other = next((p, 1) for p in range(10**6) if (p, 1) not in taken)
        body = {"ProjectIDFK": other[0], "UserIDFK": 1, "BudgetAmount": 8444, "FieldsToUpdate": ["x"]}
        assert (await client.put("/api/ProjectMember", json=body)).status_code == 200
        assert (await client.get("/api/ProjectMember")).json()["ProjectMembers"] == listed
