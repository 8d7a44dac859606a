"""Plans in the API's own shape: form bodies keep the spec's per-field encoding, enveloped
bodies show the item's fields (the runtime wraps them back), transport-only parameters stay out
of forms, and cells show timestamps as dates and ids as ids."""

from __future__ import annotations

from pathlib import Path

from copilot_cli.spec import load_spec, normalize_document
from copilot_cli.spec.model import Parameter, Schema
from copilot_cli.ui.interface import plan_for
from copilot_cli.ui.shapes import transport_body_field, transport_param
from copilot_cli.ui.widgets import renderer_for

SHAPES = load_spec(Path(__file__).resolve().parents[1] / "browser" / "fixtures" / "shapes-api.json")
PLAN = plan_for(SHAPES)


def _create(resource_id: str):
    res = PLAN.resource(resource_id)
    assert res is not None and res.create is not None
    return res.create, PLAN.operation(res.create.operationId)


def test_form_body_fields_carry_the_specs_deep_object_encoding():
    form, op = _create("v1.customers")
    assert op.body.encoding == "form"
    styles = {f.name: f.style for f in op.body.fields}
    assert styles["address"] == "deepObject" and styles["metadata"] == "deepObject" and styles["name"] is None


def test_a_deep_object_query_parameter_is_planned_as_one():
    listing = PLAN.operation("GetCustomers")
    assert {p.name: p.style for p in listing.params}["created"] == "deepObject"


def test_an_enveloped_body_shows_the_items_fields_and_names_its_envelope():
    form, op = _create("projects")
    assert op.body.envelope == "data"
    assert [f.name for f in form.fields] == ["name", "notes"]


def test_transport_parameters_stay_out_of_create_forms():
    form, op = _create("v1.customers")
    names = {f.name for f in form.fields}
    assert not names & {"opt_pretty", "X-Amz-Date", "limit", "expand"}
    assert {"name", "email", "address"} <= names
    projects, _ = _create("projects")
    assert not {f.name for f in projects.fields} & {"opt_pretty", "opt_fields"}


def test_the_operations_page_keeps_paging_but_not_pretty_printing_or_signing():
    create = {p.name for p in PLAN.operation("PostCustomers").params}
    assert create == {"limit"}  # the operation's own form: the person may still set it
    listing = {p.name for p in PLAN.operation("getProjects").params}
    assert listing == {"limit", "offset"}


def _param(name: str, location: str = "query", role: str | None = None, required: bool = False) -> Parameter:
    return Parameter(name=name, location=location, schema=Schema(kind="string"), role=role, required=required)


def test_transport_parameters_are_recognised_by_name_role_and_place():
    for p in (_param("prettyPrint"), _param("$.xgafv"), _param("X-Amz-Security-Token", "header")):
        assert transport_param(p, "input")
    assert transport_param(_param("per_page", role="size"), "create")
    assert not transport_param(_param("per_page", role="size"), "input")
    assert not transport_param(_param("X-Amz-Target", "header"), "create")  # selects the operation
    assert not transport_param(_param("limit", required=True), "create")  # required: the person must see it


def test_timestamps_show_as_dates_and_ids_as_ids():
    spec = SHAPES
    assert renderer_for(spec, "created", Schema(kind="integer", format="unix-time")) == "datetime"
    assert renderer_for(spec, "expires_at", Schema(kind="integer")) == "datetime"
    assert renderer_for(spec, "updatedAt", Schema(kind="number")) == "datetime"
    assert renderer_for(spec, "count", Schema(kind="integer")) == "number"
    for name in ("id", "sid", "gid", "account_sid", "customerId", "api_key", "auth_token"):
        assert renderer_for(spec, name, Schema(kind="string")) == "uuid", name
    assert renderer_for(spec, "password", Schema(kind="string")) is None
    assert renderer_for(spec, "paid", Schema(kind="string")) == "text"


def test_a_unix_time_field_is_picked_as_a_date_and_time():
    form, _ = _create("v1.customers")
    trial = next(f for f in form.fields if f.name == "trial_end")
    assert trial.widget == "datetime" and trial.constraints.format == "unix-time"


def test_negotiation_headers_never_show_and_request_ids_stay_off_create_forms():
    assert transport_param(_param("Content-Type", "header", required=True), "input")
    assert transport_param(_param("Accept", "header"), "input")
    assert transport_param(_param("Idempotency-Key", "header"), "create")
    assert not transport_param(_param("Idempotency-Key", "header"), "input")


def test_azure_signing_and_request_id_headers_stay_off_forms():
    assert transport_param(_param("x-ms-date", "header"), "input")  # Shared Key signs it: never typed
    assert transport_param(_param("x-ms-client-request-id", "header"), "create")
    assert not transport_param(_param("x-ms-client-request-id", "header"), "input")
    assert not transport_param(_param("x-ms-version", "header", required=True), "create")  # the person's to see


def test_a_required_parameter_with_one_possible_value_is_filled_in():
    from tests.mock.test_routing import DISCRIMINATED

    plan = plan_for(load_spec(DISCRIMINATED))
    target = next(p for p in plan.operation("Svc.ListThings").params if p.name == "X-Amz-Target")
    assert target.default == "Svc.ListThings" and target.required


def test_optional_credentials_are_left_to_the_connection_panel():
    google_key = Parameter(
        name="key", location="query", schema=Schema(kind="string"), description="API key. Your API key identifies…"
    )
    assert transport_param(google_key, "input")
    assert not transport_param(_param("key"), "input")  # a key-value store's key is data
    for p in (_param("access_token"), _param("oauth_token"), _param("X-API2CRM-USER-KEY", "header")):
        assert transport_param(p, "create"), p.name
    assert not transport_param(_param("X-Api-Key", "header", required=True), "create")


def test_a_required_body_field_with_one_possible_value_is_filled_in():
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "JSON:API", "version": "1"},
        "paths": {
            "/notes": {
                "post": {
                    "operationId": "createNote",
                    "requestBody": {
                        "content": {
                            "application/vnd.api+json": {
                                "schema": {
                                    "type": "object",
                                    "properties": {
                                        "data": {
                                            "type": "object",
                                            "required": ["type", "attributes"],
                                            "properties": {
                                                "type": {"type": "string", "enum": ["note"]},
                                                "attributes": {
                                                    "type": "object",
                                                    "properties": {"text": {"type": "string"}},
                                                },
                                            },
                                        }
                                    },
                                }
                            }
                        }
                    },
                    "responses": {"201": {"description": "created"}},
                }
            }
        },
    }
    body = plan_for(load_spec(doc)).operation("createNote").body
    assert body.envelope == "data"
    kind = next(f for f in body.fields if f.name == "type")
    assert kind.default == "note" and kind.required


def test_a_header_choosing_how_the_answer_writes_dates_stays_off_create_and_edit_forms():
    # dracoon.team's X-Sds-Date-Format (UTC, LOCAL, OFFSET, EPOCH): nothing about the item
    assert transport_param(_param("X-Sds-Date-Format", "header"), "create")
    assert transport_param(_param("X-Sds-Date-Format", "header"), "edit")
    assert not transport_param(_param("X-Sds-Date-Format", "header"), "input")


def test_an_object_named_fields_is_the_items_data_not_a_field_selector():
    # Google Connectors' entity: `{name, fields: {additionalProperties: {}}}`; Stripe's `expand` and a
    # string `fields` still select what the answer includes
    assert not transport_body_field("fields", False, "create", "keyvalue")
    assert not transport_body_field("fields", False, "create", "fieldset")
    assert transport_body_field("fields", False, "create", "text")
    assert transport_body_field("expand", False, "create", "tags")
    entity = {
        "type": "object",
        "properties": {
            "name": {"type": "string", "readOnly": True},
            "fields": {"type": "object", "additionalProperties": {}},
        },
    }
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": entity}}}}
    rows = {
        "200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": entity}}}}
    }
    body = {"content": {"application/json": {"schema": entity}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/entities": {
                "get": {"operationId": "listEntities", "responses": rows},
                "post": {"operationId": "createEntity", "requestBody": body, "responses": ok},
            }
        },
    }
    form = plan_for(normalize_document(doc)).resource("entities").create
    assert "fields" in [f.name for f in form.fields]


def test_an_optional_idempotency_token_in_the_body_stays_off_create_and_edit_forms():
    # AWS's `clientToken` / `ClientRequestToken` ("Idempotency token"): made up by the SDK, no part of the item
    for name in ("clientToken", "ClientRequestToken", "idempotencyKey"):
        assert transport_body_field(name, False, "create")
        assert transport_body_field(name, False, "edit")
        assert not transport_body_field(name, False, "input")  # the Operations page shows every field
    assert not transport_body_field("clientToken", True, "create")  # required: the form must send it
