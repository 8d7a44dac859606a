"""A Google-style create names its item from the id the query gives (AIP-133): POST
/v1/{parent}/blockchainNodes?blockchainNodeId=X makes an item named `{parent}/blockchainNodes/X`,
listed with the id that was typed (blockchainnodeengine's nodes had a made-up name)."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

NODE = {
    "type": "object",
    "properties": {
        "name": {"type": "string", "readOnly": True, "description": "Output only. The fully qualified name."},
        "blockchainType": {"type": "string", "enum": ["ETHEREUM"]},
    },
}


def _nodes() -> dict:
    listed = {"type": "object", "properties": {"blockchainNodes": {"type": "array", "items": NODE}}}
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    parent = {"name": "parent", "in": "path", "required": True, "schema": {"type": "string"}}
    node_id = {"name": "blockchainNodeId", "in": "query", "schema": {"type": "string"}}
    body = {"content": {"application/json": {"schema": NODE}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Nodes", "version": "v1"},
        "paths": {
            "/v1/{parent}/blockchainNodes": {
                "parameters": [parent],
                "get": {"operationId": "list", "responses": ok(listed)},
                "post": {"operationId": "create", "parameters": [node_id], "requestBody": body, "responses": ok(NODE)},
            }
        },
    }


async def test_a_create_taking_its_items_id_in_the_query_names_the_item_under_its_collection():
    async with mock_client(normalize_document(_nodes())) as client:
        made = await client.post(
            "/v1/projects%2Fp1%2Flocations%2Fus/blockchainNodes",
            params={"blockchainNodeId": "Zq-node"},
            json={"blockchainType": "ETHEREUM"},
        )
        assert made.status_code < 300, made.text
        listed = (await client.get("/v1/projects%2Fp1%2Flocations%2Fus/blockchainNodes")).json()["blockchainNodes"]
        assert listed[0]["name"] == "projects/p1/locations/us/blockchainNodes/Zq-node"


def _nodes_by_query_name() -> dict:
    path = {"name": "path", "in": "path", "required": True, "schema": {"type": "string"}}
    name = {"name": "name", "in": "path", "required": True, "schema": {"type": "string"}}
    new_name = {"name": ":name", "in": "query", "schema": {"type": "string"}}
    done = {"default": {"description": "done"}}
    node = {"type": "object", "properties": {"name": {"type": "string"}, "title": {"type": "string"}}}
    listed = {
        "200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": node}}}}
    }
    return {
        "openapi": "3.0.0",
        "info": {"title": "Nodes", "version": "1"},
        "paths": {
            "/{path}/": {
                "get": {"operationId": "listNodes", "parameters": [path], "responses": listed},
                "post": {"operationId": "postPath", "parameters": [path, new_name], "responses": done},
            },
            "/{path}/{name}": {
                "get": {"operationId": "getNode", "parameters": [path, name], "responses": done},
                "delete": {"operationId": "deleteNode", "parameters": [path, name], "responses": done},
            },
        },
    }


async def test_a_create_naming_the_new_items_path_id_in_its_query_is_read_back_under_it():
    # Sling's (Adobe AEM's) POST /{path}/?:name=X makes the node read at GET /{path}/X
    async with mock_client(normalize_document(_nodes_by_query_name())) as client:
        made = await client.post("/content/", params={":name": "Zq-node"})
        assert made.status_code < 300, made.text
        read = await client.get("/content/Zq-node")
        assert read.status_code == 200, read.text
