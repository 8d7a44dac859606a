"""What a body wraps its item in, decided once with its evidence: the forms, the mock and the
runtime read `requestEnvelope` and `responseEnvelope` from the operation."""

from __future__ import annotations

from typing import Any

from copilot_cli.spec import normalize_document
from tests.spec.shared import loaded


def ok(schema: dict[str, Any]) -> dict[str, Any]:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def body(schema: dict[str, Any], example: Any = None) -> dict[str, Any]:
    media: dict[str, Any] = {"schema": schema}
    if example is not None:
        media["example"] = example
    return {"required": True, "content": {"application/json": media}}


TEMPLATE = {
    "type": "object",
    "properties": {"id": {"type": "string"}, "name": {"type": "string"}, "roleArn": {"type": "string"}},
}


def templates_doc(create_body: dict[str, Any], get_answer: dict[str, Any]) -> dict[str, Any]:
    ref = {"$ref": "#/components/schemas/ExperimentTemplate"}
    item_param = {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "Templates", "version": "1"},
        "paths": {
            "/templates": {
                "get": {"operationId": "listTemplates", "responses": ok({"type": "array", "items": ref})},
                "post": {"operationId": "createTemplate", "requestBody": create_body, "responses": ok(ref)},
            },
            "/templates/{id}": {
                "get": {"operationId": "getTemplate", "parameters": [item_param], "responses": ok(get_answer)}
            },
        },
        "components": {"schemas": {"ExperimentTemplate": TEMPLATE}},
    }


def test_a_body_wrapping_its_item_in_data_says_so_with_its_evidence():
    wrapped = {"type": "object", "properties": {"data": TEMPLATE}}
    spec = normalize_document(templates_doc(body(wrapped), {"$ref": "#/components/schemas/ExperimentTemplate"}))
    create = spec.operation("createTemplate")
    assert create.request_envelope is not None and create.request_envelope.key == "data"
    assert "envelope" in create.request_envelope.evidence
    assert spec.operation("getTemplate").response_envelope is None  # the answer is the item: it has its id


def test_a_body_named_like_the_items_type_wraps_it_though_the_resource_is_named_otherwise():
    # AWS FIS: POST /templates sends `{"experimentTemplate": {…}}`; the forms read only the
    # resource's names (templates, template), the mock also the type's: one rule now, with the type
    wrapped = {"type": "object", "properties": {"experimentTemplate": TEMPLATE}}
    spec = normalize_document(templates_doc(body(wrapped), {"$ref": "#/components/schemas/ExperimentTemplate"}))
    assert spec.operation("createTemplate").request_envelope.key == "experimentTemplate"


def test_a_body_that_declares_nothing_is_read_from_its_example():
    # osf.io's PATCH bodies: `{type: object}` and an example of `{"data": {…}}`
    doc = templates_doc(body({"type": "object"}, {"data": {"name": "x"}}), TEMPLATE)
    assert normalize_document(doc).operation("createTemplate").request_envelope.key == "data"
    doc = templates_doc(body({"type": "object"}, {"name": "x"}), TEMPLATE)
    assert normalize_document(doc).operation("createTemplate").request_envelope is None


def test_an_answer_without_the_items_id_keeps_it_in_its_envelope_beside_other_fields():
    answer = {"type": "object", "properties": {"data": TEMPLATE, "meta": {"type": "object", "properties": {}}}}
    spec = normalize_document(templates_doc(body(TEMPLATE), answer))
    found = spec.operation("getTemplate").response_envelope
    assert found is not None and found.key == "data" and "no `id`" in found.evidence


def test_kintos_bucket_answers_are_wrapped_in_data():
    spec = loaded("kinto_swagger.json")
    buckets = spec.resource("buckets")
    for op_id in (buckets.operations.get, buckets.operations.create, buckets.operations.update):
        assert spec.operation(op_id).response_envelope.key == "data", op_id
    # a record's `data` is declared a map (additionalProperties only): no item's fields to read in it
    assert spec.operation(spec.resource("buckets.collections.records").operations.get).response_envelope is None
