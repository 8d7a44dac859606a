"""An item path whose parameter is described as the item's name takes the name, not the item's
`id`: Chroma's `/tenants/{tenant}/databases/{database}` ("Database name") answers 404 for the
database's UUID. A parameter described otherwise keeps the `id`."""

from __future__ import annotations

from copilot_cli.spec import normalize_document


def databases(description: str) -> dict:
    param = {
        "name": "database",
        "in": "path",
        "required": True,
        "description": description,
        "schema": {"type": "string"},
    }
    item = {"$ref": "#/components/schemas/Database"}
    doc = {
        "openapi": "3.1.0",
        "info": {"title": "Vectors", "version": "1"},
        "paths": {
            "/databases": {
                "get": {
                    "operationId": "list_databases",
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {"application/json": {"schema": {"type": "array", "items": item}}},
                        }
                    },
                }
            },
            "/databases/{database}": {
                "get": {
                    "operationId": "get_database",
                    "parameters": [param],
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": item}}}},
                },
                "delete": {
                    "operationId": "delete_database",
                    "parameters": [param],
                    "responses": {"200": {"description": "ok"}},
                },
            },
        },
        "components": {
            "schemas": {
                "Database": {
                    "type": "object",
                    "properties": {"id": {"type": "string", "format": "uuid"}, "name": {"type": "string"}},
                }
            }
        },
    }
    spec = normalize_document(doc).model_dump(by_alias=True, exclude_none=True)
    return next(r for r in spec["resources"] if r["name"] == "databases")


def test_a_path_parameter_described_as_the_items_name_addresses_it_by_name():
    res = databases("Database name")
    assert res["idField"] == "name"
    assert "id field name: the item path's `database` is described as a name" in res["evidence"]


def test_a_path_parameter_described_otherwise_keeps_the_id():
    assert databases("Database UUID")["idField"] == "id"
    assert databases("The database, by its name or id")["idField"] == "id"
