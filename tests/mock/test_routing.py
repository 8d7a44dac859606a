"""Which collection an operation works on: when two resources claim one operation (GitHub's
`GET /gists/{gist_id}` is a gist's read and the list of its revisions), the one whose role
fits the path wins, so a created gist can be read, edited and deleted; a read with no id to look
up (a singleton: Stripe's `GET /v1/account`) answers a generated object instead of a 404."""

from __future__ import annotations

import pytest

from copilot_cli.mock.routing import claims
from copilot_cli.spec import load_spec
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio


def _ok(ref: str, status: str = "200") -> dict:
    schema = {"$ref": f"#/components/schemas/{ref}"}
    return {status: {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def _param(name: str) -> dict:
    return {"name": name, "in": "path", "required": True, "schema": {"type": "string"}}


GISTS = {
    "openapi": "3.0.3",
    "info": {"title": "Gists", "version": "1"},
    "paths": {
        "/gists": {
            "get": {
                "operationId": "gists/list",
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {
                                "schema": {"type": "array", "items": {"$ref": "#/components/schemas/gist"}}
                            }
                        },
                    }
                },
            },
            "post": {
                "operationId": "gists/create",
                "requestBody": {
                    "content": {
                        "application/json": {
                            "schema": {"type": "object", "properties": {"description": {"type": "string"}}}
                        }
                    }
                },
                "responses": _ok("gist", "201"),
            },
        },
        "/gists/{gist_id}": {
            "parameters": [_param("gist_id")],
            "get": {"operationId": "gists/get", "responses": _ok("gist")},
            "patch": {
                "operationId": "gists/update",
                "requestBody": {
                    "content": {
                        "application/json": {
                            "schema": {"type": "object", "properties": {"description": {"type": "string"}}}
                        }
                    }
                },
                "responses": _ok("gist"),
            },
            "delete": {"operationId": "gists/delete", "responses": {"204": {"description": "gone"}}},
        },
        "/gists/{gist_id}/{sha}": {
            "parameters": [_param("gist_id"), _param("sha")],
            "get": {"operationId": "gists/get-revision", "responses": _ok("gist")},
        },
        "/account": {"get": {"operationId": "getAccount", "responses": _ok("account")}},
    },
    "components": {
        "schemas": {
            "gist": {
                "type": "object",
                "properties": {"id": {"type": "string", "readOnly": True}, "description": {"type": "string"}},
            },
            "account": {
                "type": "object",
                "properties": {"id": {"type": "string"}, "email": {"type": "string", "format": "email"}},
            },
        }
    },
}


def test_an_operation_two_resources_claim_goes_to_the_one_whose_role_fits_its_path():
    spec = load_spec(GISTS)
    chosen = {op_id: (res.name, role) for op_id, (res, role) in claims(spec).items()}
    gist = chosen["gists/create"][0]
    assert chosen["gists/get"] == (gist, "get")
    assert chosen["gists/update"] == (gist, "patch")
    assert chosen["gists/delete"] == (gist, "delete")


async def test_a_created_gist_is_read_edited_and_deleted_in_the_collection_it_was_created_in():
    async with mock_client(GISTS) as client:
        created = (await client.post("/gists", json={"description": "Typed"})).json()
        gist = f"/gists/{created['id']}"
        assert (await client.get(gist)).json() == created
        edited = await client.patch(gist, json={"description": "Edited"})
        assert edited.status_code == 200 and (await client.get(gist)).json()["description"] == "Edited"
        assert (await client.delete(gist)).status_code == 204
        assert (await client.get(gist)).status_code == 404


async def test_a_read_with_no_id_to_look_up_answers_a_generated_object():
    async with mock_client(GISTS) as client:
        account = await client.get("/account")
    assert account.status_code == 200, account.text
    assert "@" in account.json()["email"]
