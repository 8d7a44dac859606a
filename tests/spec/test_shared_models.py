"""A schema the normalizer converted once and placed at many points becomes one model: the
same object wherever it is used, and the wire form is unchanged by it."""

from __future__ import annotations

import json

from copilot_cli.spec import ensure_normalized, load_spec

DOC = {
    "openapi": "3.0.3",
    "info": {"title": "Shared", "version": "1"},
    "paths": {
        "/a": {
            "get": {
                "parameters": [{"$ref": "#/components/parameters/Pretty"}],
                "responses": {"200": {"$ref": "#/components/responses/Ok"}},
            }
        },
        "/b": {
            "get": {
                "parameters": [{"$ref": "#/components/parameters/Pretty"}],
                "responses": {"200": {"$ref": "#/components/responses/Ok"}},
            }
        },
    },
    "components": {
        "parameters": {
            "Pretty": {"name": "pretty", "in": "query", "schema": {"type": "string", "enum": ["true", "false"]}}
        },
        "responses": {
            "Ok": {
                "description": "ok",
                "headers": {"X-Rate": {"schema": {"type": "integer", "minimum": 0}}},
                "content": {
                    "application/json": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}}}
                },
            }
        },
    },
}


def test_one_component_is_one_model_wherever_it_is_used() -> None:
    a, b = load_spec(json.dumps(DOC)).operations
    assert a.parameters[0].schema_ is b.parameters[0].schema_
    assert a.responses[0].headers["X-Rate"] is b.responses[0].headers["X-Rate"]
    body = a.responses[0].content["application/json"].schema_
    assert a.returns is body is b.returns


def test_sharing_does_not_change_the_wire_form() -> None:
    spec = load_spec(json.dumps(DOC))
    wire = spec.to_wire()
    again = ensure_normalized(json.loads(json.dumps(wire)))  # no shared objects on this path
    assert again.to_wire() == wire
    first, second = (op["parameters"][0]["schema"] for op in wire["operations"])
    assert first == second and first["enum"] == ["true", "false"] and first["kind"] == "enum"


def test_a_shared_parameter_gets_its_role_per_operation() -> None:
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "Roles", "version": "1"},
        "paths": {
            "/items": {
                "get": {
                    "operationId": "listItems",
                    "parameters": [{"$ref": "#/components/parameters/Color"}],
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {
                                "application/json": {
                                    "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Item"}}
                                }
                            },
                        }
                    },
                }
            },
            "/items/{id}": {
                "get": {
                    "operationId": "getItem",
                    "parameters": [
                        {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}},
                        {"$ref": "#/components/parameters/Color"},
                    ],
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}},
                        }
                    },
                }
            },
        },
        "components": {
            "parameters": {"Color": {"name": "color", "in": "query", "schema": {"type": "string"}}},
            "schemas": {
                "Item": {"type": "object", "properties": {"id": {"type": "string"}, "color": {"type": "string"}}}
            },
        },
    }
    spec = load_spec(json.dumps(doc))
    listed = next(p for p in spec.operation("listItems").parameters if p.name == "color")
    fetched = next(p for p in spec.operation("getItem").parameters if p.name == "color")
    assert listed.role == "filter" and fetched.role is None
    assert listed is not fetched and listed.schema_ is fetched.schema_


def _op(params: list[dict]) -> dict:
    return {"parameters": params, "responses": {"204": {"description": "done"}}}


def test_a_flat_schema_written_out_in_many_operations_is_one_model_but_alike_is_not_equal() -> None:
    pretty = {"name": "pretty", "in": "query", "schema": {"type": "string", "uniqueItems": True}}
    loose = {"name": "loose", "in": "query", "schema": {"type": "string", "uniqueItems": 1}}  # 1 is not true
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "Flat", "version": "1"},
        "paths": {
            "/a": {"get": _op([json.loads(json.dumps(pretty)), loose])},
            "/b": {"get": _op([json.loads(json.dumps(pretty))])},
        },
    }
    a, b = load_spec(json.dumps(doc)).operations
    assert a.parameters[0].schema_ is b.parameters[0].schema_
    assert a.parameters[0].schema_.constraints.unique_items is True
    assert a.parameters[1].schema_.constraints is None


def test_a_flat_property_written_out_in_many_types_is_one_model() -> None:
    url = {"type": "string", "format": "uri", "example": "https://api.example.com/x"}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "Leaves", "version": "1"},
        "paths": {},
        "components": {
            "schemas": {
                "A": {
                    "type": "object",
                    "properties": {"url": dict(url), "tags": {"type": "array", "items": dict(url)}},
                },
                "B": {"type": "object", "properties": {"url": dict(url), "n": {"type": "integer"}}},
            }
        },
    }
    types = load_spec(json.dumps(doc)).types
    assert types["A"].properties["url"] is types["B"].properties["url"] is types["A"].properties["tags"].items
    assert types["A"].properties["url"].format == "uri" and types["B"].properties["n"].kind == "integer"


def test_a_bare_ref_to_one_type_is_one_model_and_takes_the_type_kind() -> None:
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "Refs", "version": "1"},
        "paths": {},
        "components": {
            "schemas": {
                "Owner": {"type": "object", "properties": {"id": {"type": "string"}}},
                "Status": {"type": "string", "enum": ["on", "off"]},
                "A": {"type": "object", "properties": {"owner": {"$ref": "#/components/schemas/Owner"}}},
                "B": {
                    "type": "object",
                    "properties": {
                        "owner": {"$ref": "#/components/schemas/Owner"},
                        "status": {"$ref": "#/components/schemas/Status"},
                        "described": {"$ref": "#/components/schemas/Owner", "description": "not bare"},
                        "either": {"oneOf": [{"$ref": "#/components/schemas/Owner"}, {"type": "integer"}]},
                    },
                },
            }
        },
    }
    types = load_spec(json.dumps(doc)).types
    a, b = types["A"].properties, types["B"].properties
    assert a["owner"] is b["owner"] and a["owner"].ref == "Owner" and a["owner"].kind == "object"
    assert b["status"].kind == "enum"
    assert b["described"] is not b["owner"] and b["described"].description == "not bare"
    assert b["either"].variants[0] is a["owner"] and b["either"].variants[1].kind == "integer"
