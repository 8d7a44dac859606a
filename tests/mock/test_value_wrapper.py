"""A create whose write model wraps each value (`amount: {value: 7808}`, Visma.net's DtoValue) into
an item whose read model has the scalar (`amount: number`) stores the value itself (issue 24:
visma.net's typed amount was shown nowhere)."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

INVOICE = {
    "type": "object",
    "properties": {
        "id": {"type": "string", "readOnly": True},
        "amount": {"type": "number"},
        "note": {"type": "string"},
    },
}
DTO = {"type": "object", "properties": {"value": {"type": "number"}}}
WRITE = {
    "type": "object",
    "properties": {"amount": DTO, "note": {"type": "object", "properties": {"value": {"type": "string"}}}},
}


def _doc() -> dict:
    one = {"200": {"description": "ok", "content": {"application/json": {"schema": INVOICE}}}}
    many = {
        "200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": INVOICE}}}}
    }
    body = {"required": True, "content": {"application/json": {"schema": WRITE}}}
    iid = {"name": "invoiceId", "in": "path", "required": True, "schema": {"type": "string"}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Invoices", "version": "1"},
        "paths": {
            "/invoices": {
                "get": {"operationId": "listInvoices", "responses": many},
                "post": {"operationId": "createInvoice", "requestBody": body, "responses": one},
            },
            "/invoices/{invoiceId}": {"parameters": [iid], "get": {"operationId": "getInvoice", "responses": one}},
        },
    }


async def test_a_wrapped_value_is_stored_as_the_scalar_the_item_reads():
    async with mock_client(normalize_document(_doc())) as client:
        made = await client.post("/invoices", json={"amount": {"value": 7808}, "note": {"value": "Zq-note"}})
        assert made.status_code < 300, made.text
        listed = (await client.get("/invoices")).json()
        assert any(i.get("amount") == 7808 and i.get("note") == "Zq-note" for i in listed), listed[:2]
