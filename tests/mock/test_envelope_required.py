"""A create body that wraps its item in an envelope through `allOf` (wowza's stream_target_create_input:
`allOf: [stream_target_input]`, whose one property `stream_target` is the item) is accepted with the
envelope sent: the envelope's required name is not asked again inside the item (issue 24: every
wowza create was answered 422 "stream_target is required")."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

TARGET = {
    "type": "object",
    "required": ["name"],
    "properties": {"id": {"type": "string", "readOnly": True}, "name": {"type": "string"}},
}


def _doc() -> dict:
    wrapped = {"type": "object", "required": ["stream_target"], "properties": {"stream_target": TARGET}}
    answer = {"type": "object", "properties": {"stream_target": TARGET}}
    listed = {"type": "object", "properties": {"stream_targets": {"type": "array", "items": TARGET}}}
    json = "application/json"
    return {
        "openapi": "3.0.0",
        "info": {"title": "Streams", "version": "1"},
        "paths": {
            "/stream_targets": {
                "get": {
                    "operationId": "listStreamTargets",
                    "responses": {"200": {"description": "ok", "content": {json: {"schema": listed}}}},
                },
                "post": {
                    "operationId": "createStreamTarget",
                    "requestBody": {
                        "required": True,
                        "content": {json: {"schema": {"$ref": "#/components/schemas/stream_target_create_input"}}},
                    },
                    "responses": {"201": {"description": "ok", "content": {json: {"schema": answer}}}},
                },
            },
            "/stream_targets/{id}": {
                "get": {
                    "operationId": "showStreamTarget",
                    "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": {"200": {"description": "ok", "content": {json: {"schema": answer}}}},
                }
            },
        },
        "components": {
            "schemas": {
                "stream_target_input": wrapped,
                "stream_target_create_input": {"allOf": [{"$ref": "#/components/schemas/stream_target_input"}]},
            }
        },
    }


async def test_a_create_wrapped_through_all_of_is_accepted_and_listed():
    async with mock_client(normalize_document(_doc())) as client:
        created = await client.post("/stream_targets", json={"stream_target": {"name": "Zq-typed"}})
        assert created.status_code in (200, 201), created.text
        rows = (await client.get("/stream_targets")).json()["stream_targets"]
        assert any(row.get("name") == "Zq-typed" for row in rows)


def _form_doc() -> dict:
    body = {
        "type": "object",
        "required": ["vendor_id", "model[model]"],
        "properties": {"vendor_id": {"type": "string"}, "model[model]": {"type": "string"}},
    }
    return {
        "openapi": "3.0.0",
        "info": {"title": "Cameras", "version": "1"},
        "paths": {
            "/models": {
                "get": {"operationId": "listModels", "responses": {"200": {"description": "ok"}}},
                "post": {
                    "operationId": "createModel",
                    "requestBody": {"content": {"application/x-www-form-urlencoded": {"schema": body}}},
                    "responses": {"200": {"description": "ok"}},
                },
            },
            "/models/{id}": {
                "get": {
                    "operationId": "showModel",
                    "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": {"200": {"description": "ok"}},
                },
                "delete": {
                    "operationId": "deleteModel",
                    "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": {"204": {"description": "gone"}},
                },
            },
        },
    }


async def test_a_required_bracketed_form_name_is_found_where_the_form_nested_it():
    # cambase: `model[model]=…` is read as {"model": {"model": …}}; it was refused as missing
    async with mock_client(normalize_document(_form_doc())) as client:
        sent = await client.post("/models", data={"vendor_id": "v1", "model[model]": "Zq-typed"})
        assert sent.status_code in (200, 201), sent.text
        refused = await client.post("/models", data={"vendor_id": "v1"})
        assert refused.status_code == 422 and "model[model]" in refused.text
