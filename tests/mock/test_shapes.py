"""The mock reads and answers in the API's own shape: form bodies with bracketed fields
(Stripe's deepObject), bodies wrapped in an envelope (Asana's `{"data": {…}}`), request names
spelled differently from the response's (Twilio's `FriendlyName` → `friendly_name`), so what a
form sent is what the list and the detail show."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli.spec import load_spec
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio
SHAPES = load_spec(Path(__file__).resolve().parents[1] / "browser" / "fixtures" / "shapes-api.json")


async def test_a_form_body_with_bracketed_fields_is_stored_as_nested_values():
    form = {
        "name": "Ada Lovelace",
        "balance": "120",
        "address[line1]": "12 Analytical Row",
        "address[city]": "London",
        "metadata[tier]": "gold",
        "expand[0]": "default_source",
    }
    async with mock_client(SHAPES) as client:
        created = await client.post("/v1/customers", data=form)
        assert created.status_code == 200, created.text
        customer = created.json()
        assert customer["address"] == {"line1": "12 Analytical Row", "city": "London"}
        assert customer["metadata"] == {"tier": "gold"} and customer["balance"] == 120
        listed = (await client.get("/v1/customers", params={"limit": 100})).json()["data"]
        assert customer in listed
        assert (await client.get(f"/v1/customers/{customer['id']}")).json()["address"]["city"] == "London"


async def test_a_nested_form_value_of_the_wrong_type_is_a_422_naming_the_field():
    async with mock_client(SHAPES) as client:
        bad = await client.post("/v1/customers", data={"name": "Ada", "address[line1]": "x", "balance": "lots"})
    assert bad.status_code == 422
    assert bad.json()["details"] == [{"field": "balance", "message": "must be an integer"}]


async def test_a_multipart_part_carrying_json_is_read_as_the_object_it_encodes():
    async with mock_client(SHAPES) as client:
        created = await client.post(
            "/v1/customers",
            files={"name": (None, "Grace"), "address": (None, '{"line1": "1 Navy Yard", "city": "DC"}')},
        )
    assert created.status_code == 200, created.text
    assert created.json()["address"] == {"line1": "1 Navy Yard", "city": "DC"}


async def test_request_names_are_stored_under_the_response_names_they_match():
    async with mock_client(SHAPES) as client:
        created = await client.post("/2010-04-01/Queues.json", data={"FriendlyName": "Support line", "MaxSize": "12"})
        assert created.status_code == 201, created.text
        queue = created.json()
        assert queue["friendly_name"] == "Support line" and queue["max_size"] == 12
        assert "FriendlyName" not in queue and "MaxSize" not in queue
        listed = (await client.get("/2010-04-01/Queues.json", params={"PageSize": 100})).json()["queues"]
        assert queue in listed


async def test_an_enveloped_body_is_unwrapped_on_store_and_wrapped_on_return_as_the_spec_says():
    async with mock_client(SHAPES) as client:
        created = await client.post("/projects", json={"data": {"name": "Launch", "notes": "Ship it"}})
        assert created.status_code == 201, created.text
        body = created.json()
        assert list(body) == ["data"]
        project = body["data"]
        assert project["name"] == "Launch" and project["notes"] == "Ship it" and project["gid"]
        listed = (await client.get("/projects", params={"limit": 100})).json()["data"]
        assert project in listed and not any("data" in p for p in listed)
        fetched = (await client.get(f"/projects/{project['gid']}")).json()
        assert fetched == {"data": project}


async def test_a_response_that_is_the_item_itself_is_not_wrapped():
    async with mock_client(SHAPES) as client:
        customer = (await client.get("/v1/customers", params={"limit": 1})).json()["data"][0]
        fetched = (await client.get(f"/v1/customers/{customer['id']}")).json()
    assert fetched == customer


EDRV = {
    "openapi": "3.0.3",
    "info": {"title": "Charging", "version": "1"},
    "paths": {
        "/v1/chargestations": {
            "get": {"operationId": "getChargeStations", "responses": {"200": {"description": "ok"}}},
            "post": {
                "operationId": "postChargeStations",
                "requestBody": {
                    "content": {
                        "application/json": {
                            "schema": {"type": "object", "properties": {"location": {"type": "string"}}}
                        }
                    }
                },
                "responses": {
                    "201": {
                        "description": "created",
                        "content": {
                            "application/json": {
                                "schema": {
                                    "type": "object",
                                    "required": ["ok", "message", "chargestation"],
                                    "properties": {
                                        "ok": {"type": "boolean"},
                                        "message": {"type": "string"},
                                        "chargestation": {"type": "object"},
                                    },
                                }
                            }
                        },
                    }
                },
            },
        },
        "/v1/chargestations/{id}": {
            "get": {
                "operationId": "getChargeStation",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok"}},
            }
        },
    },
}


async def test_a_response_naming_the_item_after_its_resource_wraps_it_beside_the_envelopes_other_fields():
    async with mock_client(EDRV) as client:
        created = await client.post("/v1/chargestations", json={"location": "Depot 4"})
        assert created.status_code == 201, created.text
        body = created.json()
        assert set(body) == {"ok", "message", "chargestation"} and body["chargestation"]["location"] == "Depot 4"
        # a read whose spec declares no content still answers the item
        fetched = await client.get(f"/v1/chargestations/{body['chargestation']['id']}")
    assert fetched.status_code == 200 and fetched.json() == body["chargestation"]


CHOSEN_ID = {
    "openapi": "3.0.3",
    "info": {"title": "Assets", "version": "1"},
    "paths": {
        "/assets": {
            "get": {
                "operationId": "ListAssets",
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {
                                "schema": {
                                    "type": "object",
                                    "properties": {
                                        "Assets": {"type": "array", "items": {"$ref": "#/components/schemas/Asset"}}
                                    },
                                }
                            }
                        },
                    }
                },
            },
            "post": {
                "operationId": "CreateAsset",
                "requestBody": {
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["id"],
                                "properties": {"id": {"type": "string"}, "sourceArn": {"type": "string"}},
                            }
                        }
                    }
                },
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Asset"}}},
                    }
                },
            },
        }
    },
    "components": {
        "schemas": {
            "Asset": {"type": "object", "properties": {"id": {"type": "string"}, "SourceArn": {"type": "string"}}}
        }
    },
}


async def test_an_id_the_client_picks_is_kept_and_a_second_one_like_it_is_a_conflict():
    async with mock_client(CHOSEN_ID) as client:
        created = await client.post("/assets", json={"id": "my-asset", "sourceArn": "arn:aws:s3:::b"})
        again = await client.post("/assets", json={"id": "my-asset"})
        listed = (await client.get("/assets")).json()["Assets"]
    assert created.json() == {"id": "my-asset", "SourceArn": "arn:aws:s3:::b"}
    assert listed[0] == created.json()
    assert again.status_code == 409 and "my-asset" in again.json()["message"]


async def test_an_envelope_the_spec_requires_is_not_asked_for_again_inside_it():
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "JSON:API", "version": "1"},
        "paths": {
            "/notes": {
                "get": {
                    "operationId": "listNotes",
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {
                                "application/vnd.api+json": {
                                    "schema": {
                                        "type": "object",
                                        "properties": {
                                            "data": {"type": "array", "items": {"$ref": "#/components/schemas/Note"}}
                                        },
                                    }
                                }
                            },
                        }
                    },
                },
                "post": {
                    "operationId": "createNote",
                    "requestBody": {
                        "required": True,
                        "content": {
                            "application/vnd.api+json": {
                                "schema": {
                                    "type": "object",
                                    "required": ["data"],
                                    "properties": {"data": {"$ref": "#/components/schemas/Note"}},
                                }
                            }
                        },
                    },
                    "responses": {
                        "201": {
                            "description": "created",
                            "content": {
                                "application/vnd.api+json": {
                                    "schema": {
                                        "type": "object",
                                        "properties": {"data": {"$ref": "#/components/schemas/Note"}},
                                    }
                                }
                            },
                        }
                    },
                },
            }
        },
        "components": {
            "schemas": {
                "Note": {
                    "type": "object",
                    "required": ["type"],
                    "properties": {
                        "id": {"type": "string", "readOnly": True},
                        "type": {"type": "string", "enum": ["note"]},
                        "attributes": {"type": "object", "properties": {"text": {"type": "string"}}},
                    },
                }
            }
        },
    }
    async with mock_client(doc) as client:
        created = await client.post(
            "/notes",
            json={"data": {"type": "note", "attributes": {"text": "Hello"}}},
            headers={"content-type": "application/vnd.api+json"},
        )
    assert created.status_code == 201, created.text
    assert created.json()["data"]["attributes"] == {"text": "Hello"}
