"""AWS's query protocol: every action is sent by GET or by POST on `/#Action=<Name>`. Beside a GET
that lists (DescribeSpotFleetRequests), the POST is the same read — not a create whose "New" form
asks for filters and page tokens and creates nothing a list could show (amazonaws.com/ec2)."""

from __future__ import annotations

from copilot_cli.spec import normalize_document


def _doc() -> dict:
    things = {
        "type": "object",
        "properties": {"Things": {"type": "array", "items": {"$ref": "#/components/schemas/Thing"}}},
    }
    params = [
        {"name": "Action", "in": "query", "required": True, "schema": {"type": "string", "enum": ["DescribeThings"]}},
        {"name": "MaxResults", "in": "query", "schema": {"type": "integer"}},
    ]
    answer = {"200": {"description": "ok", "content": {"text/xml": {"schema": things}}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "EC2-like", "version": "1"},
        "paths": {
            "/#Action=DescribeThings": {
                "get": {"operationId": "GET_DescribeThings", "parameters": params, "responses": answer},
                "post": {
                    "operationId": "POST_DescribeThings",
                    "parameters": params[:1],
                    "requestBody": {"content": {"application/x-www-form-urlencoded": {"schema": {"type": "object"}}}},
                    "responses": answer,
                },
            }
        },
        "components": {
            "schemas": {"Thing": {"type": "object", "properties": {"ThingId": {"type": "string"}}}},
        },
    }


def test_the_post_twin_of_a_listing_query_action_is_not_a_create():
    spec = normalize_document(_doc())
    (res,) = spec.resources
    assert res.operations.list == "GET_DescribeThings"
    assert res.operations.create is None
    assert [a.operation_id for a in res.operations.actions] == ["POST_DescribeThings"]


def test_a_post_on_a_plain_collection_path_still_creates():
    doc = _doc()
    doc["paths"] = {"/things": doc["paths"]["/#Action=DescribeThings"]}
    (res,) = normalize_document(doc).resources
    assert res.operations.create == "POST_DescribeThings"
