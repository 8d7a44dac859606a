"""Field → widget rules: a map whose values are text is typed as key → value pairs; a map of
objects or lists (GuardDuty's `Criterion: {additionalProperties: Condition}`) is written as JSON."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.interface import plan_for


def _form_fields(criterion: dict) -> dict:
    body = {
        "type": "object",
        "required": ["name", "findingCriteria"],
        "properties": {
            "name": {"type": "string"},
            "findingCriteria": {"type": "object", "properties": {"criterion": criterion}},
            "tags": {"type": "object", "additionalProperties": {"type": "string"}},
        },
    }
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": body}}}}
    rows = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": body}}}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/filters": {
                "get": {"operationId": "listFilters", "responses": rows},
                "post": {
                    "operationId": "createFilter",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": body}}},
                    "responses": ok,
                },
            }
        },
    }
    form = plan_for(normalize_document(doc)).resource("filters").create
    return {f.name: f for f in form.fields}


def test_a_map_of_objects_is_json_and_a_map_of_text_is_key_value():
    condition = {"type": "object", "properties": {"eq": {"type": "array", "items": {"type": "string"}}}}
    fields = _form_fields({"type": "object", "additionalProperties": condition})
    assert fields["tags"].widget == "keyvalue"
    assert {f.name: f.widget for f in fields["findingCriteria"].fields} == {"criterion": "json"}
    lists = _form_fields({"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}})
    assert lists["findingCriteria"].fields[0].widget == "json"
    free = _form_fields({"type": "object", "additionalProperties": {"type": "integer"}})
    assert free["findingCriteria"].fields[0].widget == "keyvalue"


def test_a_pattern_the_specs_own_example_fails_is_not_enforced():
    # Linode's label: `(?!--|__|..)` meant `\.\.`; as written no label of 3 or more characters fits,
    # not even the spec's example `linode123`, so the form would refuse every label a person types
    broken = {"type": "string", "minLength": 3, "pattern": "^[a-zA-Z]((?!--|__|..)[a-zA-Z0-9-_.])+$"}
    label = _label({**broken, "example": "linode123"})
    assert label.constraints.pattern is None and label.constraints.minLength == 3
    kept = _label({"type": "string", "pattern": "^[a-z]+[0-9]+$", "example": "linode123"})
    assert kept.constraints.pattern == "^[a-z]+[0-9]+$"
    unexampled = _label({"type": "string", "pattern": "^[a-z]+$"})
    assert unexampled.constraints.pattern == "^[a-z]+$"


def test_a_pattern_the_specs_own_default_fails_is_not_enforced():
    # PA's `updatedAfter`: `pattern: date-time` (a format written as a pattern), default an ISO time:
    # the Operations page refused its own prefilled default
    moment = _label({"type": "string", "pattern": "date-time", "default": "2025-10-15T13:51:08.377Z"})
    assert moment.constraints is None or moment.constraints.pattern is None


def test_a_pattern_that_backtracks_for_ever_on_its_example_is_kept_and_the_plan_is_built():
    # beezup.com: Python's re never finished checking a pattern against the spec's example, and
    # generation hung 300 s; the check has a time limit now, and a pattern it cannot judge stays
    pattern = "^(a|aa)+$"  # exponential on a near miss, for the regex package too
    label = _label({"type": "string", "pattern": pattern, "example": "a" * 40 + "!"})
    assert label.constraints.pattern == pattern


def _label(schema: dict):
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/linodes": {
                "post": {
                    "operationId": "createLinode",
                    "requestBody": {
                        "content": {"application/json": {"schema": {"type": "object", "properties": {"label": schema}}}}
                    },
                    "responses": {"200": {"description": "ok"}},
                },
                "get": {
                    "operationId": "listLinodes",
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {
                                "application/json": {
                                    "schema": {
                                        "type": "array",
                                        "items": {"type": "object", "properties": {"id": {"type": "integer"}}},
                                    }
                                }
                            },
                        }
                    },
                },
            }
        },
    }
    form = plan_for(normalize_document(doc)).resource("linodes").create
    return next(f for f in form.fields if f.name == "label")


def test_a_name_marked_password_is_typed_in_the_open_and_a_secret_stays_masked():
    """AWS's converter marks sensitive strings `format: password`: chime's app instance `Name` and
    `Metadata` were its edit's only fields, both masked (the edit was "nothing-editable")."""
    hidden = {"type": "string", "format": "password"}
    doc_fields = _fields_of({"Name": hidden, "Metadata": hidden, "ApiKey": hidden, "password": {"type": "string"}})
    assert {k: f.widget for k, f in doc_fields.items()} == {
        "Name": "text",
        "Metadata": "text",
        "ApiKey": "password",
        "password": "password",
    }


def test_a_moment_the_picker_writes_carries_no_pattern_of_its_own():
    # Microsoft Graph: `format: date-time` with an ISO pattern the picked value was checked against
    iso = "^[0-9]{4,}-(0[1-9]|1[012])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$"
    doc_fields = _fields_of({"endDateTime": {"type": "string", "format": "date-time", "pattern": iso}})
    constraints = doc_fields["endDateTime"].constraints
    assert constraints.pattern is None and constraints.format == "date-time"


def test_a_write_only_title_is_typed_in_the_open_and_a_write_only_key_stays_masked():
    # Jira's dashboard gadget settings: every field write-only, the `title` a person types was masked
    hidden = {"type": "string", "writeOnly": True}
    doc_fields = _fields_of({"title": hidden, "signingKey": hidden})
    assert {k: f.widget for k, f in doc_fields.items()} == {"title": "text", "signingKey": "password"}


def _fields_of(props: dict) -> dict:
    body = {"type": "object", "properties": props}
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": body}}}}
    rows = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": body}}}}}
    create = {"required": True, "content": {"application/json": {"schema": body}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/things": {
                "get": {"operationId": "listThings", "responses": rows},
                "post": {"operationId": "createThing", "requestBody": create, "responses": ok},
            }
        },
    }
    return {f.name: f for f in plan_for(normalize_document(doc)).resource("things").create.fields}


def test_a_required_field_past_the_forms_field_cap_is_still_asked():
    # otoroshi's service: 40 optional fields come before the `targets` its create requires
    props = {f"opt{i:02}": {"type": "string"} for i in range(45)}
    body = {"type": "object", "required": ["targets"], "properties": {**props, "targets": {"type": "string"}}}
    rows = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": body}}}}}
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/services": {
                "get": {"operationId": "list", "responses": rows},
                "post": {
                    "operationId": "create",
                    "requestBody": {"content": {"application/json": {"schema": body}}},
                    "responses": {"200": {"description": "ok"}},
                },
            }
        },
    }
    (res,) = plan_for(normalize_document(doc)).resources
    names = [f.name for f in res.create.fields]
    assert "targets" in names and len(names) == 41
