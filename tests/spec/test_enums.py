"""Enums written the OpenAPI 3.1 way — one `const` per alternative, each with its title — are enums."""

from __future__ import annotations

from copilot_cli.spec import normalize_document


def _spec(status_schema: dict) -> dict:
    return {
        "openapi": "3.1.0",
        "info": {"title": "Requests", "version": "1"},
        "paths": {
            "/requests": {
                "get": {
                    "operationId": "listRequests",
                    "parameters": [{"name": "status", "in": "query", "schema": status_schema}],
                    "responses": {"200": {"description": "ok"}},
                }
            }
        },
    }


def _status(schema: dict):
    spec = normalize_document(_spec(schema))
    return spec.operation("listRequests").parameters[0].schema_


def test_one_const_per_alternative_is_an_enum_of_those_values():
    schema = _status({"type": "string", "oneOf": [{"const": "OPEN", "title": "Open"}, {"const": "DONE"}]})
    assert schema.kind == "enum"
    assert schema.base_kind == "string"
    assert schema.enum == ["OPEN", "DONE"]


def test_alternatives_of_different_kinds_or_several_values_stay_a_union():
    assert _status({"oneOf": [{"const": "A"}, {"const": 1}]}).kind == "union"
    assert _status({"oneOf": [{"enum": ["A", "B"]}, {"const": "C"}]}).kind == "union"
    assert _status({"oneOf": [{"type": "string"}, {"type": "integer"}]}).kind == "union"
