"""Requests as the generated page now sends them (issue 24, H2's runtime): a JSON Patch edit
(launchdarkly's PATCH /projects/{key} with `[{op, path, value}]`, VTEX Marketplace's
`[{operation, path, value}]`) changes the stored item; a GET whose spec declares a body gets its
fields in the query, as a browser can send it (evemarketer's GET /marketstat/json?typeid=…)."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

PROJECT = {
    "type": "object",
    "properties": {
        "key": {"type": "string"},
        "name": {"type": "string"},
        "tags": {"type": "array", "items": {"type": "string"}},
    },
}
PATCH = {
    "type": "array",
    "items": {
        "type": "object",
        "properties": {"op": {"type": "string"}, "path": {"type": "string"}, "value": {}},
        "required": ["op", "path"],
    },
}


def _projects() -> dict:
    one = {"200": {"description": "ok", "content": {"application/json": {"schema": PROJECT}}}}
    many = {
        "200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": PROJECT}}}}
    }
    key = {"name": "projectKey", "in": "path", "required": True, "schema": {"type": "string"}}
    patch = {"required": True, "content": {"application/json": {"schema": PATCH}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Projects", "version": "1"},
        "paths": {
            "/projects": {"get": {"operationId": "getProjects", "responses": many}},
            "/projects/{projectKey}": {
                "parameters": [key],
                "get": {"operationId": "getProject", "responses": one},
                "patch": {"operationId": "patchProject", "requestBody": patch, "responses": one},
            },
        },
    }


@pytest.mark.parametrize("op_key", ["op", "operation"])
async def test_a_json_patch_edit_replaces_the_field_it_points_at(op_key):
    async with mock_client(normalize_document(_projects())) as client:
        first = (await client.get("/projects")).json()[0]
        patch = [{op_key: "replace", "path": "/name", "value": "Zq-renamed"}, {op_key: "remove", "path": "/tags"}]
        sent = await client.patch(f"/projects/{first['key']}", json=patch)
        assert sent.status_code < 300, sent.text
        read = (await client.get(f"/projects/{first['key']}")).json()
        assert read["name"] == "Zq-renamed"
        assert "tags" not in read
        assert read["key"] == first["key"]


async def test_a_get_whose_spec_declares_a_body_reads_its_fields_from_the_query():
    body = {
        "type": "object",
        "properties": {"typeid": {"type": "array", "items": {"type": "integer"}}},
        "required": ["typeid"],
    }
    stat = {"type": "array", "items": {"type": "object", "properties": {"buy": {"type": "number"}}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "Market", "version": "1"},
        "paths": {
            "/marketstat/json": {
                "get": {
                    "operationId": "marketstat",
                    "requestBody": {"required": True, "content": {"multipart/form-data": {"schema": body}}},
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": stat}}}},
                }
            }
        },
    }
    async with mock_client(normalize_document(doc)) as client:
        answered = await client.get("/marketstat/json", params={"typeid": "4056"})
        assert answered.status_code == 200, answered.text


async def test_a_listing_get_whose_declared_body_requires_no_field_answers_with_nothing_typed():
    # Interactive Brokers' GET /secdef: `requestBody.required: true`, but none of its fields is
    body = {"type": "object", "properties": {"conid": {"type": "number"}, "symbol": {"type": "string"}}}
    row = {"type": "object", "properties": {"ContractId": {"type": "number"}, "Symbol": {"type": "string"}}}
    many = {"type": "array", "items": row}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "Brokers", "version": "1"},
        "paths": {
            "/secdef": {
                "get": {
                    "operationId": "secdef",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": body}}},
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": many}}}},
                }
            }
        },
    }
    async with mock_client(normalize_document(doc)) as client:
        answered = await client.get("/secdef")
        assert answered.status_code == 200, answered.text
        assert isinstance(answered.json(), list)
