"""A create whose body names an item by its own id (InfluxDB's POST /buckets/{bucketID}/labels
with `{"labelID": …}`, a LabelMapping) adds that item: the bucket's labels list it under that id,
though a Label reads its `id` as server-owned. The mock gave the new entry a fresh id, so the label
added was never seen in the bucket's labels (nested create typed-values-not-seen)."""

from __future__ import annotations

from typing import Any

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio


def labels_doc() -> dict[str, Any]:
    def ok(schema: dict[str, Any]) -> dict[str, Any]:
        return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}

    label = {"$ref": "#/components/schemas/Label"}
    bucket_id = [{"name": "bucketID", "in": "path", "required": True, "schema": {"type": "string"}}]
    mapping = {"type": "object", "properties": {"labelID": {"type": "string"}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/buckets": {"get": {"operationId": "listBuckets", "responses": ok({"type": "array", "items": {}})}},
            "/buckets/{bucketID}/labels": {
                "get": {
                    "operationId": "listBucketLabels",
                    "parameters": bucket_id,
                    "responses": ok({"type": "array", "items": label}),
                },
                "post": {
                    "operationId": "addBucketLabel",
                    "parameters": bucket_id,
                    "requestBody": {"required": True, "content": {"application/json": {"schema": mapping}}},
                    "responses": ok({"type": "object", "properties": {"label": label}}),
                },
            },
        },
        "components": {
            "schemas": {
                "Label": {
                    "type": "object",
                    "properties": {"id": {"type": "string", "readOnly": True}, "name": {"type": "string"}},
                }
            }
        },
    }


async def test_a_create_naming_an_item_by_its_own_id_lists_that_item():
    async with mock_client(normalize_document(labels_doc())) as client:
        made = await client.post("/buckets/b1/labels", json={"labelID": "Zq-label-7"})
        assert made.status_code in (200, 201), made.text
        listed = (await client.get("/buckets/b1/labels")).json()
        assert [x["id"] for x in listed if x["id"] == "Zq-label-7"] == ["Zq-label-7"]
