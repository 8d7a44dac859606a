"""Which page a list's page parameter counts from: codat's banking lists declare `page` with
default 1 and minimum 0 — page 1 is the first page (it was taken as 0-based, so page 1 answered
the second, empty page and no account could be picked to read)."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

ACCOUNT = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}, "required": ["id"]}


def _accounts(page_schema: dict) -> dict:
    many = {"type": "object", "properties": {"results": {"type": "array", "items": ACCOUNT}}}
    page = {"name": "page", "in": "query", "required": True, "schema": page_schema}
    size = {"name": "pageSize", "in": "query", "schema": {"type": "integer", "default": 100}}
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    key = {"name": "accountId", "in": "path", "required": True, "schema": {"type": "string"}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Banking", "version": "1"},
        "paths": {
            "/accounts": {"get": {"operationId": "listAccounts", "parameters": [page, size], "responses": ok(many)}},
            "/accounts/{accountId}": {
                "get": {"operationId": "getAccount", "parameters": [key], "responses": ok(ACCOUNT)}
            },
        },
    }


async def test_a_page_parameter_defaulting_to_1_counts_from_1_though_its_minimum_is_0():
    async with mock_client(normalize_document(_accounts({"type": "integer", "default": 1, "minimum": 0}))) as client:
        listed = (await client.get("/accounts", params={"page": 1})).json()["results"]
        assert listed, "page 1 is the first page"
        read = await client.get(f"/accounts/{listed[0]['id']}")
        assert read.status_code == 200, read.text


async def test_a_page_parameter_with_minimum_0_and_no_default_counts_from_0():
    async with mock_client(normalize_document(_accounts({"type": "integer", "minimum": 0}))) as client:
        assert (await client.get("/accounts", params={"page": 0})).json()["results"]
