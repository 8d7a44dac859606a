"""The REST mock keeps state like a real API: created items are listed, updates persist, deletes
remove; it pages in the spec's style, filters, sorts, and answers bad requests with specific
errors."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from copilot_cli.spec import load_spec
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio
PETSTORE = load_spec(Path(__file__).resolve().parents[2] / "examples" / "petstore.yaml")


def _doc(list_params: list[dict], list_schema: dict, headers: dict | None = None) -> dict:
    """A one-resource OpenAPI document whose list operation pages the way the test needs."""
    item = {
        "type": "object",
        "required": ["id", "title"],
        "properties": {
            "id": {"type": "string", "format": "uuid", "readOnly": True},
            "title": {"type": "string"},
            "kind": {"type": "string", "enum": ["book", "film"]},
        },
    }
    ok = {"description": "ok", "content": {"application/json": {"schema": list_schema}}}
    if headers:
        ok["headers"] = headers
    return {
        "openapi": "3.0.3",
        "info": {"title": "Things", "version": "1"},
        "servers": [{"url": "https://api.example.com/v2"}],
        "paths": {
            "/things": {
                "get": {"operationId": "listThings", "parameters": list_params, "responses": {"200": ok}},
                "post": {
                    "operationId": "createThing",
                    "requestBody": {
                        "required": True,
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}},
                    },
                    "responses": {
                        "201": {
                            "description": "created",
                            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}},
                        }
                    },
                },
            },
            "/things/{thingId}": {
                "get": {
                    "operationId": "getThing",
                    "parameters": [{"name": "thingId", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}},
                        }
                    },
                }
            },
        },
        "components": {"schemas": {"Thing": item}},
    }


def _query(name: str, schema: dict | None = None) -> dict:
    return {"name": name, "in": "query", "schema": schema or {"type": "integer"}}


async def test_a_created_pet_is_listed_read_updated_and_deleted():
    async with mock_client(PETSTORE) as client:
        before = int((await client.get("/pets")).headers["x-total-count"])
        created = await client.post("/pets", json={"name": "Pretzel", "species": "dog", "status": "available"})
        assert created.status_code == 201
        pet = created.json()
        assert pet["name"] == "Pretzel" and isinstance(pet["id"], int)
        assert re.match(
            r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$", pet["createdAt"]
        )  # readOnly fields filled in by the server

        listing = await client.get("/pets", params={"pageSize": 100})
        assert int(listing.headers["x-total-count"]) == before + 1
        assert pet in listing.json()

        replaced = await client.put(f"/pets/{pet['id']}", json={"name": "Pretzel II", "species": "cat"})
        assert replaced.status_code == 200
        assert (await client.get(f"/pets/{pet['id']}")).json()["name"] == "Pretzel II"
        assert (await client.get(f"/pets/{pet['id']}")).json()["createdAt"] == pet["createdAt"]

        deleted = await client.delete(f"/pets/{pet['id']}")
        assert deleted.status_code == 204 and deleted.content == b""
        missing = await client.get(f"/pets/{pet['id']}")
        assert missing.status_code == 404
        assert missing.json()["message"] == f"Pet '{pet['id']}' not found"
        assert int((await client.get("/pets")).headers["x-total-count"]) == before


async def test_an_item_action_that_returns_the_item_persists_the_fields_it_sends():
    async with mock_client(PETSTORE) as client:
        adopted = await client.post("/pets/3/adopt", json={"ownerId": 7})
        assert adopted.status_code == 200 and adopted.json()["ownerId"] == 7
        assert (await client.get("/pets/3")).json()["ownerId"] == 7


async def test_page_style_pagination_honours_page_and_page_size_and_links_the_next_page():
    async with mock_client(PETSTORE) as client:
        first = await client.get("/pets", params={"page": 1, "pageSize": 10})
        second = await client.get("/pets", params={"page": 2, "pageSize": 10})
        last = await client.get("/pets", params={"page": 3, "pageSize": 10})
    assert [p["id"] for p in first.json()] == list(range(1, 11))
    assert [p["id"] for p in second.json()] == list(range(11, 21))
    assert [p["id"] for p in last.json()] == [21, 22, 23, 24]
    assert "page=2" in first.headers["link"] and 'rel="next"' in first.headers["link"]
    assert "link" not in last.headers
    assert first.headers["x-total-count"] == "24"


async def test_offset_pagination_with_an_envelope_puts_items_and_total_where_the_spec_says():
    envelope = {
        "type": "object",
        "properties": {
            "items": {"type": "array", "items": {"$ref": "#/components/schemas/Thing"}},
            "total": {"type": "integer"},
        },
    }
    spec = load_spec(_doc([_query("offset"), _query("limit")], envelope))
    async with mock_client(spec) as client:
        body = (await client.get("/things", params={"offset": 20, "limit": 3})).json()
        everything = (await client.get("/things", params={"offset": 0, "limit": 100})).json()
    assert len(body["items"]) == 3 and body["total"] == 24
    assert body["items"] == everything["items"][20:23]


async def test_cursor_pagination_walks_every_item_exactly_once():
    envelope = {
        "type": "object",
        "properties": {
            "data": {"type": "array", "items": {"$ref": "#/components/schemas/Thing"}},
            "next_cursor": {"type": "string", "nullable": True},
        },
    }
    spec = load_spec(_doc([_query("cursor", {"type": "string"}), _query("limit")], envelope))
    assert spec.resource(spec.resources[0].name).pagination.style == "cursor"
    seen: list[str] = []
    async with mock_client(spec) as client:
        params = {"limit": 5}
        for _ in range(10):
            body = (await client.get("/things", params=params)).json()
            seen += [t["id"] for t in body["data"]]
            if not body.get("next_cursor"):
                break
            params = {"limit": 5, "cursor": body["next_cursor"]}
        bad = await client.get("/things", params={"cursor": "not-a-cursor"})
    assert len(seen) == 24 == len(set(seen))
    assert bad.status_code == 400 and "invalid cursor" in bad.json()["message"]


async def test_filters_search_and_sort_narrow_and_order_the_list():
    async with mock_client(PETSTORE) as client:
        pending = (await client.get("/pets", params={"status": "pending", "pageSize": 100})).json()
        by_price = (await client.get("/pets", params={"sort": "-price", "pageSize": 100})).json()
        await client.post("/pets", json={"name": "Zanzibar", "species": "parrot"})
        found = (await client.get("/pets", params={"q": "zanzi"})).json()
    assert pending and all(p["status"] == "pending" for p in pending)
    prices = [p["price"] for p in by_price if "price" in p]
    assert prices == sorted(prices, reverse=True)
    assert [p["name"] for p in found] == ["Zanzibar"]


async def test_values_are_realistic_for_enums_formats_and_field_names():
    async with mock_client(PETSTORE) as client:
        pets = (await client.get("/pets", params={"pageSize": 100})).json()
        owners = (await client.get("/owners", params={"pageSize": 100})).json()
    assert {p["species"] for p in pets} <= {"dog", "cat", "rabbit", "parrot", "hamster"}
    assert len({p["status"] for p in pets}) > 1
    assert all(re.match(r"\d{4}-\d\d-\d\d$", p["birthDate"]) for p in pets if "birthDate" in p)
    assert all(re.match(r"https?://", p["photoUrl"]) for p in pets if "photoUrl" in p)
    assert all(re.match(r"[^@\s]+@[^@\s]+\.\w+$", o["email"]) for o in owners)
    assert len({o["firstName"] for o in owners}) > 10  # real-looking and varied, not one example repeated
    assert all(
        1 <= p["ownerId"] <= 24 for p in pets if isinstance(p.get("ownerId"), int)
    )  # relations point at real owners


async def test_the_same_seed_gives_the_same_data_and_another_seed_does_not():
    async with (
        mock_client(PETSTORE, seed=1) as a,
        mock_client(PETSTORE, seed=1) as b,
        mock_client(PETSTORE, seed=2) as c,
    ):
        first, again, other = [(await x.get("/owners")).json() for x in (a, b, c)]
    assert first == again
    assert first != other


async def test_bad_requests_get_specific_errors():
    async with mock_client(PETSTORE) as client:
        invalid = await client.post("/pets", json={"name": "", "species": "lizard", "price": "cheap"})
        not_json = await client.post("/pets", content=b"{nope", headers={"content-type": "application/json"})
        no_body = await client.post("/pets")
        wrong_method = await client.patch("/pets/1", json={})
        unknown = await client.get("/unicorns")
        bad_page = await client.get("/pets", params={"page": "two"})
    assert invalid.status_code == 422
    assert {d["field"] for d in invalid.json()["details"]} == {"name", "species", "price"}
    assert not_json.status_code == 400 and "not valid JSON" in not_json.json()["message"]
    assert no_body.status_code == 400 and "needs a request body" in no_body.json()["message"]
    assert wrong_method.status_code == 405 and wrong_method.headers["allow"] == "DELETE, GET, PUT"
    assert unknown.status_code == 404 and unknown.json()["error"] == "Not Found"
    assert bad_page.status_code == 400 and "'page'" in bad_page.json()["message"]


async def test_the_server_base_path_is_optional_and_cors_is_open():
    async with mock_client(PETSTORE) as client:
        with_base = await client.get("/v1/pets/2")
        preflight = await client.options(
            "/pets",
            headers={
                "Origin": "http://127.0.0.1:9",
                "Access-Control-Request-Method": "POST",
                "Access-Control-Request-Headers": "x-api-key, content-type",
            },
        )
        simple = await client.get("/pets", headers={"Origin": "http://127.0.0.1:9"})
    assert with_base.status_code == 200 and with_base.json()["id"] == 2
    assert preflight.status_code == 200 and preflight.headers["access-control-allow-origin"] == "*"
    assert "x-total-count" in simple.headers["access-control-expose-headers"].lower()


async def test_form_and_multipart_bodies_are_accepted():
    doc = _doc([], {"type": "array", "items": {"$ref": "#/components/schemas/Thing"}})
    doc["paths"]["/things/{thingId}/file"] = {
        "post": {
            "operationId": "uploadFile",
            "parameters": [{"name": "thingId", "in": "path", "required": True, "schema": {"type": "string"}}],
            "requestBody": {
                "content": {
                    "multipart/form-data": {
                        "schema": {"type": "object", "properties": {"file": {"type": "string", "format": "binary"}}}
                    }
                }
            },
            "responses": {
                "200": {
                    "description": "ok",
                    "content": {
                        "application/json": {"schema": {"type": "object", "properties": {"size": {"type": "integer"}}}}
                    },
                }
            },
        }
    }
    async with mock_client(load_spec(doc)) as client:
        thing_id = (await client.get("/things")).json()[0]["id"]
        uploaded = await client.post(f"/things/{thing_id}/file", files={"file": ("a.txt", b"hello", "text/plain")})
        missing = await client.post("/things/no-such-thing/file", files={"file": ("a.txt", b"hello", "text/plain")})
        form = await client.post("/things", data={"title": "From a form", "kind": "book"})
    assert uploaded.status_code == 200 and isinstance(uploaded.json()["size"], int)
    assert missing.status_code == 404
    assert form.status_code == 201 and form.json()["title"] == "From a form"


async def test_write_only_fields_are_accepted_but_never_returned():
    doc = _doc([], {"type": "array", "items": {"$ref": "#/components/schemas/Thing"}})
    doc["components"]["schemas"]["Thing"]["properties"]["secret"] = {"type": "string", "writeOnly": True}
    async with mock_client(load_spec(doc)) as client:
        created = await client.post("/things", json={"title": "Vault", "secret": "hunter2"})
        listed = (await client.get("/things")).json()
        read = (await client.get(f"/things/{created.json()['id']}")).json()
    assert created.status_code == 201 and "secret" not in created.json()
    assert read["title"] == "Vault" and "secret" not in read
    assert all("secret" not in t for t in listed)


async def test_a_create_that_takes_the_items_fields_as_query_parameters_stores_them():
    """Instagram's POST /media/{media-id}/comments?text=… (no body): the comment keeps its text."""
    comment = {"type": "object", "properties": {"id": {"type": "string"}, "text": {"type": "string"}}}
    media = {"name": "media-id", "in": "path", "required": True, "schema": {"type": "string"}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "Photos", "version": "1"},
        "paths": {
            "/media/{media-id}/comments": {
                "get": {
                    "operationId": "listComments",
                    "parameters": [media],
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {"application/json": {"schema": {"type": "array", "items": comment}}},
                        }
                    },
                },
                "post": {
                    "operationId": "addComment",
                    "parameters": [
                        media,
                        {"name": "text", "in": "query", "required": True, "schema": {"type": "string"}},
                        {"name": "access_token", "in": "query", "schema": {"type": "string"}},
                    ],
                    "responses": {"200": {"description": "ok"}},
                },
            }
        },
    }
    async with mock_client(doc) as client:
        created = await client.post("/media/m1/comments", params={"text": "Zq-typed", "access_token": "t"})
        assert created.status_code < 300, created.text
        first = (await client.get("/media/m1/comments")).json()[0]
        assert first.get("text") == "Zq-typed" and "access_token" not in first


async def test_of_templates_told_apart_only_by_parameter_names_the_one_with_the_method_answers():
    """Google's `/v1beta1/{name}/notes` (GET) and `/v1beta1/{parent}/notes` (GET, POST): a POST
    is the create of the second, not a 405 from the first."""
    note = {"type": "object", "properties": {"name": {"type": "string"}, "kind": {"type": "string"}}}
    many = {"type": "object", "properties": {"notes": {"type": "array", "items": note}}}
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": many}}}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "Notes", "version": "v1beta1"},
        "paths": {
            "/v1beta1/{name}/notes": {
                "parameters": [{"name": "name", "in": "path", "required": True, "schema": {"type": "string"}}],
                "get": {"operationId": "svc.projects.occurrences.getNotes", "responses": ok},
            },
            "/v1beta1/{parent}/notes": {
                "parameters": [{"name": "parent", "in": "path", "required": True, "schema": {"type": "string"}}],
                "get": {"operationId": "svc.projects.notes.list", "responses": ok},
                "post": {
                    "operationId": "svc.projects.notes.create",
                    "requestBody": {"content": {"application/json": {"schema": note}}},
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": note}}}},
                },
            },
        },
    }
    async with mock_client(doc) as client:
        created = await client.post("/v1beta1/p1/notes", json={"kind": "Zq-kind"})
        assert created.status_code < 300, created.text


async def test_a_post_filter_list_pages_by_the_offset_and_limit_in_its_body():
    # Prefect's shape: no GET lists the things; POST /things/filter takes {offset, limit}
    from copilot_cli.spec import normalize_document
    from tests.spec.test_resource_fill import post_list_doc

    spec = normalize_document(post_list_doc("filter"))
    async with mock_client(spec) as client:
        everything = (await client.post("/things/filter", json={})).json()
        first = (await client.post("/things/filter", json={"offset": 0, "limit": 2})).json()
        second = (await client.post("/things/filter", json={"offset": 2, "limit": 2})).json()
    assert isinstance(everything, list) and len(everything) > 4
    assert [t["id"] for t in first + second] == [t["id"] for t in everything[:4]]
