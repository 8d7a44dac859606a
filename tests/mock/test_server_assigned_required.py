"""A create body whose schema lists a server-assigned field as required (apideck's Ticket:
`required: [id]`, `id` readOnly) is accepted without it: no form asks for an id the server gives,
so the mock answered every nested ticket create 422 'invalid fields: id'."""

from __future__ import annotations

from typing import Any

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio


def tickets_doc() -> dict[str, Any]:
    ref = {"$ref": "#/components/schemas/Ticket"}
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    body = {"required": True, "content": {"application/json": {"schema": ref}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/tickets": {
                "get": {"operationId": "listTickets", "responses": ok({"type": "array", "items": ref})},
                "post": {"operationId": "createTicket", "requestBody": body, "responses": ok(ref)},
            },
        },
        "components": {
            "schemas": {
                "Id": {"type": "string", "readOnly": True},
                "Ticket": {
                    "type": "object",
                    "required": ["id", "subject"],
                    "properties": {"id": {"$ref": "#/components/schemas/Id"}, "subject": {"type": "string"}},
                },
            }
        },
    }


async def test_a_create_need_not_send_the_id_the_server_assigns():
    async with mock_client(normalize_document(tickets_doc())) as client:
        made = await client.post("/tickets", json={"subject": "Zq-printer"})
        assert made.status_code in (200, 201), made.text
        assert made.json()["id"]
        listed = (await client.get("/tickets")).json()
        assert any(t.get("subject") == "Zq-printer" for t in listed)


async def test_a_required_field_the_client_writes_is_still_demanded():
    async with mock_client(normalize_document(tickets_doc())) as client:
        missing = await client.post("/tickets", json={})
        assert missing.status_code == 422
        assert [d["field"] for d in missing.json()["details"]] == ["subject"]
