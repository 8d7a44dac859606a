"""A multipart edit whose body carries the item as one part beside a file (zeno.fm's PUT
/api/v2/podcasts/{podcastKey} sends `podcast` as JSON text and `file_logo`): the item's fields
change as the part says, so the edited description shows in the detail."""

from __future__ import annotations

import json

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio


def podcasts_doc() -> dict:
    podcast = {"$ref": "#/components/schemas/Podcast"}
    one = {"200": {"description": "ok", "content": {"application/json": {"schema": podcast}}}}
    many = {"type": "array", "items": podcast}
    parts = {
        "type": "object",
        "properties": {"podcast": podcast, "file_logo": {"type": "string", "format": "binary"}},
        "required": ["podcast"],
    }
    key = {"name": "podcastKey", "in": "path", "required": True, "schema": {"type": "string"}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Podcasts", "version": "1"},
        "paths": {
            "/podcasts": {
                "get": {
                    "operationId": "listPodcasts",
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": many}}}},
                }
            },
            "/podcasts/{podcastKey}": {
                "parameters": [key],
                "get": {"operationId": "getPodcast", "responses": one},
                "put": {
                    "operationId": "updatePodcast",
                    "requestBody": {"content": {"multipart/form-data": {"schema": parts}}},
                    "responses": one,
                },
            },
        },
        "components": {
            "schemas": {
                "Podcast": {
                    "type": "object",
                    "properties": {
                        "key": {"type": "string", "readOnly": True},
                        "title": {"type": "string"},
                        "description": {"type": "string"},
                    },
                }
            }
        },
    }


async def test_a_multipart_edit_changes_the_item_its_json_part_carries():
    async with mock_client(normalize_document(podcasts_doc())) as client:
        first = (await client.get("/podcasts")).json()[0]
        part = json.dumps({**first, "description": "Zq-edited"})
        sent = await client.put(f"/podcasts/{first['key']}", files={"podcast": (None, part, "application/json")})
        assert sent.status_code == 200, sent.text
        read = (await client.get(f"/podcasts/{first['key']}")).json()
        assert read["description"] == "Zq-edited" and read["title"] == first["title"]
        assert "podcast" not in read
