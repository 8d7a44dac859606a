"""A credential the API takes as a parameter is set once in the Connection panel, never typed into a form."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan

ENTITY = {
    "type": "object",
    "properties": {"id": {"type": "integer"}, "name": {"type": "string"}, "token": {"type": "string"}},
}


def header(name: str, description: str) -> dict:
    return {"name": name, "in": "header", "description": description, "schema": {"type": "string"}}


def plan_with(param: dict) -> object:
    body = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Entity"}}}}
    listing = {
        "200": {
            "description": "ok",
            "content": {
                "application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Entity"}}}
            },
        }
    }
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "components": {"schemas": {"Entity": ENTITY}},
        "paths": {
            "/entity": {
                "get": {"parameters": [param], "responses": listing},
                "post": {"parameters": [param], "requestBody": body, "responses": {"200": {"description": "ok"}}},
            }
        },
    }
    return build_plan(normalize_document(doc)).resource("entity")


def test_a_token_header_described_as_authentication_is_no_form_field():
    # i-cue: `Token`, "User Authentication Token", on every operation; typed into the create and the
    # edit forms, and read as the entity's own `token`
    res = plan_with(header("Token", "User Authentication Token"))
    assert [f.name for f in res.create.fields] == ["id", "name", "token"]


def test_a_token_header_that_is_no_credential_stays_in_the_form():
    res = plan_with(header("X-Continuation-Token", "Where the last page ended"))
    assert "X-Continuation-Token" in [f.name for f in res.create.fields]


def test_a_client_token_that_makes_a_retry_safe_is_not_taken_for_a_credential():
    res = plan_with(header("X-Client-Token", "Idempotency token for authorization retries"))
    assert "X-Client-Token" in [f.name for f in res.create.fields]


def test_an_authentication_header_that_is_a_password_is_no_form_field():
    # WorkDocs: `Authentication`, "Amazon WorkDocs authentication token", format password
    param = {
        **header("Authentication", "Not required with administrator keys"),
        "schema": {"type": "string", "format": "password"},
    }
    assert "Authentication" not in [f.name for f in plan_with(param).create.fields]


def test_a_header_carrying_a_trace_of_the_call_is_no_form_field():
    # InfluxDB: `Zap-Trace-Span`, "OpenTracing span context", on every operation
    assert "Zap-Trace-Span" not in [
        f.name for f in plan_with(header("Zap-Trace-Span", "OpenTracing span")).create.fields
    ]
