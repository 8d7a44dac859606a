"""JSON specs are parsed by orjson where it gives exactly what `json.loads` gives, and by the
general path everywhere else: the document a spec becomes never depends on which parser ran."""

from __future__ import annotations

import gc
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from copilot_cli.spec import load_spec
from copilot_cli.spec.loaders import fast_json, load_bytes, load_text

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(1 << 70), max_value=1 << 70)  # past 64 bits both ways
    | st.integers(min_value=-(10**400), max_value=10**400)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text()  # lone surrogates included: json.loads keeps them, orjson refuses them
)
VALUES = st.recursive(
    SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4), max_leaves=20
)


def _same(a: object, b: object) -> bool:
    return json.dumps(a, sort_keys=True, allow_nan=True) == json.dumps(b, sort_keys=True, allow_nan=True) and type(
        a
    ) is type(b)


# "__schema" (or "data" holding it) at the top level makes a document GraphQL introspection,
# which the tests below cover; here every document is plain JSON
PLAIN_KEYS = st.text().filter(lambda key: key not in ("__schema", "data"))


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(PLAIN_KEYS, VALUES, max_size=6))
def test_a_json_document_loads_as_json_loads_reads_it(doc: dict) -> None:
    text = json.dumps(doc)  # NaN, Infinity, huge integers and lone surrogate escapes as Python writes them
    expected = json.loads(text)
    for loaded in (load_text(text), load_bytes(text.encode())):
        assert loaded.format == "json"
        if loaded.extra.get("nonFinite"):  # dropped on both paths alike (tests/spec/test_nonfinite.py)
            continue
        assert _same(loaded.document, expected)


@given(st.integers(min_value=-(1 << 80), max_value=1 << 80))
def test_an_integer_of_any_size_stays_that_integer(value: int) -> None:
    document = load_bytes(json.dumps({"minimum": value}).encode()).document
    assert document == {"minimum": value} and type(document["minimum"]) is int


def test_integers_at_the_64_bit_edges_keep_their_exact_value() -> None:
    for value in (1 << 63, (1 << 64) - 1, 1 << 64, -(1 << 63), -(1 << 63) - 1, 10**19, -(10**19)):
        text = json.dumps({"a": [value, str(value)]})
        assert load_text(text).document == {"a": [value, str(value)]}
        assert load_bytes(text.encode()).document == {"a": [value, str(value)]}


def test_fast_json_declines_what_it_would_read_differently() -> None:
    assert fast_json('{"a": 18446744073709551616}') is None  # orjson would make it a float
    assert fast_json('{"a": -9223372036854775809}') is None
    assert fast_json('{"a": NaN}') is None and fast_json('{"a": 1e400}') is None
    assert fast_json('{"a": "\\ud800"}') is None  # a lone surrogate escape
    assert fast_json('{"a": -9223372036854775808, "b": "18446744073709551615"}') == {
        "a": -(1 << 63),
        "b": "18446744073709551615",
    }


def test_a_bom_and_whitespace_before_the_object_are_fine_and_the_hash_is_of_the_bytes() -> None:
    plain = load_bytes(b'{"openapi": "3.0.0"}')
    with_bom = load_bytes(b'\xef\xbb\xbf \r\n{"openapi": "3.0.0"}')
    assert plain.document == with_bom.document == {"openapi": "3.0.0"}
    assert plain.hash != with_bom.hash and with_bom.size == 26


def test_invalid_json_still_says_where() -> None:
    import pytest

    from copilot_cli import errors

    with pytest.raises(errors.SpecInvalid) as info:
        load_bytes(b'{\n  "openapi": "3.0.0",\n  oops\n}')
    entry = info.value.data["errors"][0]
    assert entry["line"] == 3 and "invalid JSON" in entry["message"]


def test_an_introspection_result_is_recognised_on_the_fast_path() -> None:
    assert load_bytes(b'{"data": {"__schema": {"types": []}}}').format == "graphql-introspection"
    assert load_bytes(b'{"__schema": {"types": []}}').format == "graphql-introspection"


def test_dumping_a_spec_leaves_the_collector_as_it_found_it() -> None:
    spec = load_spec('{"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "paths": {}}')
    was = gc.isenabled()
    try:
        for state in (True, False):
            (gc.enable if state else gc.disable)()
            spec.to_wire()
            assert gc.isenabled() is state
    finally:
        (gc.enable if was else gc.disable)()
