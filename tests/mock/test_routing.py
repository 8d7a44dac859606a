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


def _post(target: str, prop: str) -> dict:
    return {
        "post": {
            "operationId": target,
            "parameters": [
                {
                    "name": "X-Amz-Target",
                    "in": "header",
                    "required": True,
                    "schema": {"type": "string", "enum": [target]},
                }
            ],
            "requestBody": {
                "content": {
                    "application/x-amz-json-1.1": {
                        "schema": {"type": "object", "properties": {prop: {"type": "string"}}}
                    }
                }
            },
            "responses": {
                "200": {
                    "description": "ok",
                    "content": {
                        "application/json": {
                            "schema": {"type": "object", "required": [prop], "properties": {prop: {"type": "string"}}}
                        }
                    },
                }
            },
        }
    }


DISCRIMINATED = {
    "openapi": "3.0.3",
    "info": {"title": "Discriminated", "version": "1"},
    "paths": {
        "/#X-Amz-Target=Svc.CreateThing": _post("Svc.CreateThing", "ThingArn"),
        "/#X-Amz-Target=Svc.ListThings": _post("Svc.ListThings", "NextToken"),
        "/#Action=DescribeZones&Version=2016-11-15": {
            "get": {
                "operationId": "DescribeZones",
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {
                                "schema": {
                                    "type": "object",
                                    "required": ["zones"],
                                    "properties": {"zones": {"type": "array", "items": {"type": "string"}}},
                                }
                            }
                        },
                    }
                },
            }
        },
        "/alerts?lat={lat}&lon={lon}": {
            "get": {
                "operationId": "alerts",
                "parameters": [
                    {"name": "lat", "in": "query", "required": True, "schema": {"type": "number"}},
                    {"name": "lon", "in": "query", "required": True, "schema": {"type": "number"}},
                ],
                "responses": _ok("account"),
            }
        },
    },
    "components": GISTS["components"],
}


async def test_operations_told_apart_by_a_header_or_query_in_the_template_are_routed_by_it():
    async with mock_client(DISCRIMINATED) as client:
        listed = await client.post("/", headers={"X-Amz-Target": "Svc.ListThings"}, json={})
        created = await client.post("/", headers={"X-Amz-Target": "Svc.CreateThing"}, json={})
        zones = await client.get("/", params={"Action": "DescribeZones", "Version": "2016-11-15"})
        alerts = await client.get("/alerts", params={"lat": "51.5", "lon": "-0.1"})
        unnamed = await client.post("/", json={})
    assert listed.status_code == 200 and "NextToken" in listed.json()
    assert created.status_code == 200 and "ThingArn" in created.json()
    assert zones.status_code == 200 and isinstance(zones.json()["zones"], list)
    assert alerts.status_code == 200, alerts.text
    assert unnamed.status_code == 404
    assert "X-Amz-Target=Svc.CreateThing" in unnamed.json()["message"]


def _page(ref: str) -> dict:
    return {
        "200": {
            "description": "ok",
            "content": {
                "application/json": {
                    "schema": {
                        "type": "object",
                        "properties": {"results": {"type": "array", "items": {"$ref": f"#/components/schemas/{ref}"}}},
                    }
                }
            },
        }
    }


ACTIONS = {
    "openapi": "3.0.3",
    "info": {"title": "Actions", "version": "1"},
    "paths": {
        "/automation/v4/actions/{appId}": {
            "parameters": [_param("appId")],
            "get": {"operationId": "getPage", "responses": _page("definition")},
            "post": {
                "operationId": "create",
                "requestBody": {
                    "content": {
                        "application/json": {
                            "schema": {"type": "object", "properties": {"actionUrl": {"type": "string"}}}
                        }
                    }
                },
                "responses": _ok("definition", "201"),
            },
        },
        "/automation/v4/actions/{appId}/{definitionId}": {
            "parameters": [_param("appId"), _param("definitionId")],
            "get": {"operationId": "getById", "responses": _ok("definition")},
            "delete": {"operationId": "archive", "responses": {"204": {"description": "gone"}}},
        },
    },
    "components": {
        "schemas": {
            "definition": {
                "type": "object",
                "properties": {"id": {"type": "string", "readOnly": True}, "actionUrl": {"type": "string"}},
            }
        }
    },
}


async def test_a_list_under_a_parents_id_stays_a_list_and_shows_what_was_created_under_it():
    async with mock_client(ACTIONS) as client:
        created = await client.post("/automation/v4/actions/3116", json={"actionUrl": "https://example.com/hook"})
        assert created.status_code == 201, created.text
        page = await client.get("/automation/v4/actions/3116")
    assert page.status_code == 200, page.text
    assert created.json() in page.json()["results"]


ARNS = {
    "openapi": "3.0.3",
    "info": {"title": "Outposts", "version": "1"},
    "paths": {
        "/outposts": {
            "get": {
                "operationId": "ListOutposts",
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {
                                "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Outpost"}}
                            }
                        },
                    }
                },
            },
        },
        "/outposts/{OutpostId}": {
            "parameters": [_param("OutpostId")],
            "get": {"operationId": "GetOutpost", "responses": _ok("Outpost")},
            "delete": {"operationId": "DeleteOutpost", "responses": {"204": {"description": "gone"}}},
        },
    },
    "components": {
        "schemas": {
            "Outpost": {
                "type": "object",
                "properties": {
                    "OutpostId": {
                        "type": "string",
                        "pattern": "^arn:aws:outposts:[a-z]{2}-[a-z]{4}-\\d:\\d{12}:outpost/op-[a-f0-9]{17}$",
                    },
                    "Name": {"type": "string"},
                },
            }
        }
    },
}


async def test_an_id_holding_a_slash_sent_percent_encoded_is_one_path_parameter():
    from urllib.parse import quote

    async with mock_client(ARNS) as client:
        items = (await client.get("/outposts")).json()
        arn = items[0]["OutpostId"]
        assert "/" in arn
        path = "/outposts/" + quote(arn, safe="")
        got = await client.get(path)
        assert got.status_code == 200, got.text
        assert got.json()["OutpostId"] == arn
        assert (await client.delete(path)).status_code in (200, 204)
        assert arn not in [i["OutpostId"] for i in (await client.get("/outposts")).json()]
        assert (await client.get(path)).status_code == 404
        # a fixed part sent encoded still finds its template
        assert (await client.get("/%6Futposts")).status_code == 200


async def test_items_named_by_a_closed_set_of_ids_are_those_ids():
    # Azure API Management: GET …/tenant/{accessName}, accessName one of access, gitAccess
    name = {"name": "accessName", "in": "path", "required": True, "schema": {"type": "string"}}
    name["schema"]["enum"] = ["access", "gitAccess"]
    item = {"type": "object", "properties": {"id": {"type": "string"}, "enabled": {"type": "boolean"}}}
    listing = {"type": "object", "properties": {"value": {"type": "array", "items": item}}}
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/tenant": {"get": {"operationId": "TenantAccess_List", "responses": ok(listing)}},
            "/tenant/{accessName}": {
                "parameters": [name],
                "get": {"operationId": "TenantAccess_Get", "responses": ok(item)},
            },
        },
    }
    async with mock_client(doc) as client:
        for choice in ("access", "gitAccess"):
            got = await client.get(f"/tenant/{choice}")
            assert got.status_code == 200, got.text
            assert got.json()["id"] == choice
