"""The API's own shape on two kinds of resource the task runner met: a JSON:API resource whose item
GET wraps the item (`{data: Event, included, meta}`: the item is the Event, its ids strings), and a
document a POST replaces (vtex's session schema: GET answers `{fields: [...], useEmail}`, POST on
the same path sends that object back)."""

from __future__ import annotations

from typing import Any

import anyio

from tests.mock.mock_client import mock_client

_EVENT = {
    "type": "object",
    "properties": {
        "id": {"type": "string"},
        "type": {"type": "string", "enum": ["event"]},
        "attributes": {
            "type": "object",
            "properties": {"title": {"type": "string"}, "location": {"type": "string"}},
        },
    },
}


def _jsonapi() -> dict[str, Any]:
    ref = {"$ref": "#/components/schemas/Event"}
    body = {
        "type": "object",
        "required": ["data"],
        "properties": {"data": {"type": "object", "properties": {"type": {"type": "string"}, "attributes": {}}}},
    }
    body["properties"]["data"]["properties"]["attributes"] = _EVENT["properties"]["attributes"]
    update = {
        "type": "object",
        "properties": {
            "data": {
                "type": "object",
                "required": ["id", "type"],
                "properties": {
                    "id": {"type": "string"},
                    "type": {"type": "string"},
                    "attributes": _EVENT["properties"]["attributes"],
                },
            }
        },
    }

    def content(schema: dict[str, Any]) -> dict[str, Any]:
        return {"content": {"application/vnd.api+json": {"schema": schema}}}

    one = {"$ref": "#/components/schemas/FetchEventResponse"}
    item_param = [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}]
    return {
        "openapi": "3.0.0",
        "info": {"title": "Events", "version": "1"},
        "paths": {
            "/event": {
                "get": {
                    "operationId": "fetchEvents",
                    "responses": {
                        "200": {
                            "description": "OK",
                            **content({"properties": {"data": {"type": "array", "items": ref}}}),
                        }
                    },
                },
                "post": {
                    "operationId": "createEvent",
                    "requestBody": {"required": True, **content(body)},
                    "responses": {"200": {"description": "OK", **content(one)}},
                },
            },
            "/event/{id}": {
                "get": {
                    "operationId": "fetchEvent",
                    "parameters": item_param,
                    "responses": {"200": {"description": "OK", **content(one)}},
                },
                "patch": {
                    "operationId": "updateEvent",
                    "parameters": item_param,
                    "requestBody": {"required": True, **content(update)},
                    "responses": {"200": {"description": "OK", **content(one)}},
                },
            },
        },
        "components": {
            "schemas": {
                "Event": _EVENT,
                "FetchEventResponse": {
                    "type": "object",
                    "properties": {
                        "data": ref,
                        "included": {"type": "array", "items": {"type": "object"}},
                        "meta": {"type": "object", "properties": {"req_id": {"type": "string"}}},
                    },
                },
            }
        },
    }


def _document() -> dict[str, Any]:
    schema = {
        "type": "object",
        "properties": {
            "fields": {
                "type": "array",
                "items": {"type": "object", "properties": {"name": {"type": "string"}, "type": {"type": "string"}}},
            },
            "useEmail": {"type": "boolean"},
        },
    }
    json_content = {"content": {"application/json": {"schema": schema}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Prices", "version": "1"},
        "paths": {
            "/session/schema": {
                "get": {"operationId": "getSchema", "responses": {"200": {"description": "OK", **json_content}}},
                "post": {
                    "operationId": "setSchema",
                    "requestBody": {"required": True, **json_content},
                    "responses": {"200": {"description": "OK", **json_content}},
                },
            }
        },
    }


def test_a_jsonapi_item_is_stored_as_the_resource_its_get_wraps_and_edited_with_its_string_id():
    async def main() -> None:
        async with mock_client(_jsonapi()) as client:
            sent = {"data": {"type": "event", "attributes": {"title": "Zq-title", "location": "Zq-where"}}}
            created = (await client.post("/event", json=sent)).json()["data"]
            assert created["attributes"] == sent["data"]["attributes"]
            assert isinstance(created["id"], str)  # the schema's id is a string: so is the mock's
            rows = (await client.get("/event")).json()["data"]
            assert rows[0]["attributes"]["title"] == "Zq-title"  # rows are Events, not envelopes
            patch = {"data": {"id": created["id"], "type": "event", "attributes": {"title": "Zq-new"}}}
            answer = await client.patch(f"/event/{created['id']}", json=patch)
            assert answer.status_code == 200, answer.text
            got = (await client.get(f"/event/{created['id']}")).json()
            assert got["data"]["attributes"]["title"] == "Zq-new"
            assert set(got) >= {"data", "meta"}  # the envelope the spec declares, around the item

    anyio.run(main)


def test_a_post_that_sends_what_the_get_answers_replaces_that_document():
    async def main() -> None:
        async with mock_client(_document()) as client:
            sent = {"fields": [{"name": "Zq-name", "type": "Zq-type"}], "useEmail": True}
            answer = await client.post("/session/schema", json=sent)
            assert answer.status_code == 200, answer.text
            assert (await client.get("/session/schema")).json() == sent

    anyio.run(main)


def test_an_undeclared_body_in_an_envelope_updates_the_item_it_wraps():
    doc = _jsonapi()
    patch = doc["paths"]["/event/{id}"]["patch"]
    patch["requestBody"]["content"]["application/vnd.api+json"]["schema"] = {"type": "object"}

    async def main() -> None:
        async with mock_client(doc) as client:
            first = (await client.get("/event")).json()["data"][0]
            sent = {"data": {"id": first["id"], "type": "event", "attributes": {"title": "Zq-new"}}}
            answer = await client.patch(f"/event/{first['id']}", json=sent)
            assert answer.status_code == 200, answer.text
            got = (await client.get(f"/event/{first['id']}")).json()["data"]
            assert got["attributes"]["title"] == "Zq-new" and "data" not in got

    anyio.run(main)
