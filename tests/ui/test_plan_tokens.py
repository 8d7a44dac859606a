"""Idempotency tokens are the page's to make up on each submit, not a person's to type (issue 24:
greengrass's nested create asked `X-Amzn-Client-Token`; AWS creates require `clientToken` or
`ClientRequestToken`): the field is planned as `generated`, which the runtime hides and fills."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan

JSON = "application/json"


def _doc(header: dict, body: dict) -> dict:
    item = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}
    ok = {"200": {"description": "ok", "content": {JSON: {"schema": item}}}}
    listed = {"200": {"description": "ok", "content": {JSON: {"schema": {"type": "array", "items": item}}}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Groups", "version": "1"},
        "paths": {
            "/groups": {
                "get": {"operationId": "ListGroups", "responses": listed},
                "post": {
                    "operationId": "CreateGroup",
                    "parameters": [header],
                    "requestBody": {"required": True, "content": {JSON: {"schema": body}}},
                    "responses": ok,
                },
            }
        },
    }


def _fields(header: dict, body: dict) -> dict:
    plan = build_plan(normalize_document(_doc(header, body)))
    res = next(r for r in plan.resources if r.create)
    return {f.name: f for f in res.create.fields}


def test_a_client_token_header_and_a_required_body_token_are_generated_not_asked():
    header = {
        "name": "X-Amzn-Client-Token",
        "in": "header",
        "schema": {"type": "string"},
        "description": "A client token used to correlate requests and responses.",
    }
    body = {
        "type": "object",
        "required": ["Name", "ClientRequestToken"],
        "properties": {"Name": {"type": "string"}, "ClientRequestToken": {"type": "string", "maxLength": 64}},
    }
    fields = _fields(header, body)
    assert fields["X-Amzn-Client-Token"].generated  # was a text box the runner typed into
    assert fields["ClientRequestToken"].generated and fields["ClientRequestToken"].required
    assert not fields["Name"].generated


def test_a_request_id_is_generated_only_when_the_spec_says_it_guards_retries():
    header = {"name": "return-client-request-id", "in": "header", "schema": {"type": "boolean"}}
    body = {
        "type": "object",
        "properties": {
            "requestId": {
                "type": "string",
                "description": "Unique request ID. This prevents retries from creating multiple resources.",
            },
            "externalRequestId": {"type": "string", "description": "The id of the caller's request."},
        },
    }
    fields = _fields(header, body)
    assert fields["requestId"].generated  # MediaLive's
    assert not fields["externalRequestId"].generated
    assert not fields["return-client-request-id"].generated  # a switch, not a token
