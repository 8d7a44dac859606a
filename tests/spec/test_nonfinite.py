"""Numbers JSON cannot carry (YAML `.inf`/`.nan`, JSON `1e400`, `NaN`) anywhere in a spec: the
spec is kept, each such number is dropped with a diagnostic at its pointer, and `spec/parse`
answers (it was -32603: the reply could not be encoded). A NUL in a path is -32002."""

from __future__ import annotations

import json

import anyio
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from copilot_cli import errors
from copilot_cli.rpc.server import ServerSettings
from copilot_cli.spec.loaders import load_text
from tests.rpc.memory_peer import memory_peer

YAML = """openapi: 3.0.0
info: {title: T, version: "1"}
paths:
  /items:
    get:
      operationId: listItems
      parameters:
        - name: n
          in: query
          schema: {type: number, maximum: %s, minimum: %s, enum: [1, %s]}
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {type: array, items: {type: object, properties: {v: {type: number, maximum: %s}}}}
"""

JSON = (
    '{"openapi":"3.0.0","info":{"title":"T","version":"1"},"paths":{"/a":{"get":{"operationId":"a",'
    '"parameters":[{"name":"n","in":"query","schema":{"type":"number","maximum":%s,"default":%s}}],'
    '"responses":{"200":{"description":"ok"}}}}}}'
)

yaml_specials = st.sampled_from([".inf", "-.inf", ".Inf", ".NAN", ".nan", "1e400", "-1e999"])
json_specials = st.sampled_from(["1e400", "-1e999", "NaN", "Infinity", "-Infinity", "9" * 400 + ".5", "1E+999"])


def parse_over_the_wire(text: str) -> dict:
    async def go() -> dict:
        async with memory_peer(ServerSettings()) as peer:
            return await peer.request(1, "spec/parse", {"source": {"text": text}})

    return anyio.run(go, backend="asyncio")


@settings(max_examples=25, deadline=None)
@given(st.lists(yaml_specials, min_size=4, max_size=4))
def test_a_yaml_spec_with_infinite_bounds_is_kept_with_a_diagnostic_per_number(values: list[str]) -> None:
    reply = parse_over_the_wire(YAML % tuple(values))
    assert "result" in reply, reply
    spec = reply["result"]["spec"]
    assert [op["id"] for op in spec["operations"]] == ["listItems"]
    dropped = [d for d in spec["diagnostics"] if d["code"] == "non-finite-number"]
    expected = sum(v not in ("1e400", "-1e999") for v in values)  # YAML 1.1 reads those as strings
    assert len(dropped) == expected and all(d["level"] == "warning" and d["pointer"] for d in dropped)


@settings(max_examples=25, deadline=None)
@given(json_specials, json_specials)
def test_a_json_spec_with_numbers_past_a_double_is_kept_with_a_diagnostic(first: str, second: str) -> None:
    reply = parse_over_the_wire(JSON % (first, second))
    assert "result" in reply, reply
    pointers = [d["pointer"] for d in reply["result"]["spec"]["diagnostics"] if d["code"] == "non-finite-number"]
    assert pointers == sorted(pointers, reverse=True) or len(pointers) == 2
    assert {p.rsplit("/", 1)[1] for p in pointers} == {"maximum", "default"}


def test_the_loader_drops_the_number_and_keeps_everything_else() -> None:
    loaded = load_text('{"openapi":"3.0.0","x":[1,1e400,{"y":-1e400,"z":2}]}')
    assert loaded.document == {"openapi": "3.0.0", "x": [1, None, {"z": 2}]}
    assert sorted(loaded.extra["nonFinite"]) == ["/x/1", "/x/2/y"]
    json.dumps(loaded.document, allow_nan=False)


@pytest.mark.anyio
async def test_a_nul_in_a_spec_path_is_spec_invalid_not_an_internal_error() -> None:
    async with memory_peer(ServerSettings()) as peer:
        reply = await peer.request(1, "spec/parse", {"source": {"path": "a\u0000b.yaml"}})
    assert reply["error"]["code"] == errors.SPEC_INVALID
    assert reply["error"]["data"]["errors"][0]["message"] == "the path contains a NUL character"
