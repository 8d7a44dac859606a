"""A schema with inner schemas written out alike at many points (Stripe's `expand`, `metadata`…)
is converted once and becomes one model, where it surely converts alike anywhere; what each
placement converts to, and reports, is what it would be on its own."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from copilot_cli.spec import ensure_normalized, load_spec
from copilot_cli.spec.schemas import MAX_SCHEMA_DEPTH

EXPAND = {"type": "array", "items": {"type": "string", "maxLength": 5000}, "description": "Fields to expand."}


def _doc(bodies: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """One POST per entry, each with a form body of these properties."""
    return {
        "openapi": "3.0.3",
        "info": {"title": "Trees", "version": "1"},
        "paths": {
            f"/{name}": {
                "post": {
                    "operationId": f"create_{name}",
                    "requestBody": {
                        "content": {"application/json": {"schema": {"type": "object", "properties": props}}}
                    },
                    "responses": {"200": {"description": "ok"}},
                }
            }
            for name, props in bodies.items()
        },
    }


def _prop(spec: Any, op: int, name: str) -> Any:
    return spec.operations[op].request_body.content["application/json"].schema_.properties[name]


def test_a_nested_schema_written_out_in_many_bodies_is_one_model() -> None:
    spec = load_spec(json.dumps(_doc({"a": {"expand": EXPAND, "n": {"type": "integer"}}, "b": {"expand": EXPAND}})))
    assert _prop(spec, 0, "expand") is _prop(spec, 1, "expand")
    assert _prop(spec, 0, "expand").items.constraints.max_length == 5000
    wire = spec.to_wire()
    assert ensure_normalized(json.loads(json.dumps(wire))).to_wire() == wire  # no shared objects on this path


def test_what_is_resolved_or_holds_null_is_not_shared() -> None:
    for schema in (
        {"type": "object", "properties": {"x": {"$ref": "#/components/schemas/X"}}},
        {"type": "array", "items": {"type": "string", "enum": ["a", None]}},
        {"type": "object", "properties": {"k": {"type": "string"}}, "discriminator": {"propertyName": "k"}},
    ):
        doc = _doc({"a": {"p": schema}, "b": {"p": schema}})
        doc["components"] = {"schemas": {"X": {"type": "object", "properties": {"id": {"type": "string"}}}}}
        spec = load_spec(json.dumps(doc))
        assert _prop(spec, 0, "p") is not _prop(spec, 1, "p"), schema
        assert spec.to_wire()["operations"][0]["requestBody"] == spec.to_wire()["operations"][1]["requestBody"]


def test_property_order_is_part_of_what_is_alike() -> None:
    ab = {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "object", "properties": {}}}}
    ba = {"type": "object", "properties": {"b": {"type": "object", "properties": {}}, "a": {"type": "string"}}}
    spec = load_spec(json.dumps(_doc({"x": {"p": ab}, "y": {"p": ba}})))
    assert list(_prop(spec, 0, "p").properties) == ["a", "b"]
    assert list(_prop(spec, 1, "p").properties) == ["b", "a"]


def test_each_placement_of_a_schema_that_reports_something_reports_it() -> None:
    bad = {"type": "object", "properties": {"y": 5}}  # "schema is int, not an object"
    spec = load_spec(json.dumps(_doc({"a": {"p": bad}, "b": {"p": bad}})))
    pointers = [d.pointer for d in spec.diagnostics if d.code == "invalid-schema"]
    assert len(pointers) == 2 and pointers[0] != pointers[1]


def test_a_schema_placed_nearer_the_depth_limit_is_cut_there() -> None:
    tree = {"type": "object", "properties": {"leaf": {"type": "object", "properties": {"z": {"type": "string"}}}}}
    deep: dict[str, Any] = {"type": "object", "properties": {"t": tree}}
    for _ in range(MAX_SCHEMA_DEPTH - 2):
        deep = {"type": "object", "properties": {"d": deep}}
    spec = load_spec(json.dumps(_doc({"shallow": {"t": tree}, "deep": {"d": deep}})))
    assert [d for d in spec.diagnostics if d.code == "schema-too-deep"]
    assert _prop(spec, 0, "t").properties["leaf"].properties["z"].kind == "string"


_LEAF = st.fixed_dictionaries(
    {"type": st.sampled_from(["string", "integer", "boolean"])},
    optional={
        "maxLength": st.integers(0, 9),
        "description": st.sampled_from(["a", "b"]),
        "nullable": st.booleans(),
        "enum": st.lists(st.sampled_from(["x", "y", 1, True]), min_size=1, max_size=2),
        "format": st.sampled_from(["date-time", "int64"]),
    },
)
_SCHEMA = st.recursive(
    _LEAF,
    lambda inner: st.one_of(
        st.fixed_dictionaries({"type": st.just("array"), "items": inner}),
        st.fixed_dictionaries(
            {"type": st.just("object"), "properties": st.dictionaries(st.sampled_from("abc"), inner, max_size=3)},
            optional={"required": st.lists(st.sampled_from("abc"), max_size=2)},
        ),
        st.fixed_dictionaries({"anyOf": st.lists(inner, min_size=1, max_size=3)}),
        st.fixed_dictionaries({"additionalProperties": inner}),
    ),
    max_leaves=8,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(first=_SCHEMA, second=_SCHEMA)
def test_sharing_never_changes_what_a_placement_converts_to(first: dict, second: dict) -> None:
    def body(wire: dict, op: int) -> dict:
        return wire["operations"][op]["requestBody"]["content"]["application/json"]["schema"]["properties"]

    together = load_spec(json.dumps(_doc({"a": {"p": first, "q": second}, "b": {"q": second, "p": first}}))).to_wire()
    for op, key, value in ((0, "p", first), (0, "q", second), (1, "q", second), (1, "p", first)):
        alone = load_spec(json.dumps(_doc({"a": {key: value}}))).to_wire()
        assert body(together, op)[key] == body(alone, 0)[key]
