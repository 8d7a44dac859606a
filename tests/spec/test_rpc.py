"""`spec/parse` over the wire (in-memory server): every shared spec round-trips, failures are
-32002 with located errors, bad params are -32602, and the server keeps serving."""

from __future__ import annotations

import json

import anyio
import pytest

from copilot_cli import errors
from copilot_cli.spec import NormalizedSpec
from tests.rpc.memory_peer import memory_peer
from tests.spec.shared import loaded, spec_files, spec_path

pytestmark = pytest.mark.anyio


async def slow_request(peer, request_id: int, params: dict) -> dict:
    """Like peer.request, but the big specs (Box, Discord: a 2.5 MB reply) get 60 s instead of
    5 s before the wait gives up: CI machines are shared and sometimes very loaded."""
    await peer.send({"jsonrpc": "2.0", "id": request_id, "method": "spec/parse", "params": params})
    with anyio.fail_after(60):
        while True:
            message = json.loads(await peer._from_server.receive())
            if "method" not in message and message.get("id") == request_id:
                return message


async def test_every_shared_spec_round_trips_through_spec_parse():
    async with memory_peer() as peer:
        for i, name in enumerate(spec_files()):
            reply = await slow_request(peer, i + 1, {"source": {"path": str(spec_path(name))}})
            assert "result" in reply, (name, reply.get("error"))
            spec = NormalizedSpec.model_validate(reply["result"]["spec"])
            assert spec.to_wire() == loaded(name).to_wire(), name


async def test_text_and_document_sources_give_the_same_spec_as_the_file():
    text = spec_path("oai-v3.0_petstore.yaml").read_text()
    doc = json.loads(spec_path("oai-v2.0_petstore.json").read_text())
    async with memory_peer() as peer:
        by_text = (await peer.request(1, "spec/parse", {"source": {"text": text}, "formatHint": "yaml"}))["result"][
            "spec"
        ]
        by_doc = (await peer.request(2, "spec/parse", {"document": doc}))["result"]["spec"]
    assert by_text["operations"] == loaded("oai-v3.0_petstore.yaml").to_wire()["operations"]
    assert by_text["source"]["origin"] == "text" and by_doc["source"]["origin"] == "document"
    assert by_doc["resources"] == loaded("oai-v2.0_petstore.json").to_wire()["resources"]


async def test_broken_specs_are_spec_invalid_and_the_server_keeps_serving():
    bomb = "a: &a [x,x,x,x,x,x,x,x,x,x]\n" + "".join(
        f"{c}: &{c} [{', '.join(['*' + p] * 10)}]\n" for p, c in zip("abcdefgh", "bcdefghi")
    )
    async with memory_peer() as peer:
        cases = {
            1: {"source": {"text": '{"openapi": "3.0.0", "info": '}},
            2: {"source": {"text": bomb}},
            3: {"source": {"text": ""}},
            4: {"document": {"openapi": "9.9.9"}},
            5: {"source": {"path": "/nonexistent/spec.yaml"}},
        }
        for rid, params in cases.items():
            reply = await peer.request(rid, "spec/parse", params)
            assert reply["error"]["code"] == errors.SPEC_INVALID and reply["error"]["message"] == "Spec Invalid", reply
            assert reply["error"]["data"]["errors"][0]["message"]
        first = (await peer.request(6, "spec/parse", {"source": {"text": '{"openapi": "3.0.0", "info": '}}))["error"][
            "data"
        ]["errors"][0]
        assert (first["line"], first["column"]) == (1, 30)
        ok = await peer.request(7, "spec/parse", {"source": {"text": "type Query { a: Int }"}})
        assert ok["result"]["spec"]["operations"][0]["field"] == "a"


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"source": {}},
        {"source": {"text": "x", "path": "y"}},
        {"source": {"url": "ftp://example.com/x"}},
        {"source": {"text": "x"}, "document": {}},
        {"source": {"text": "x"}, "formatHint": "soap"},
    ],
)
async def test_malformed_params_are_invalid_params(params):
    async with memory_peer() as peer:
        reply = await peer.request(1, "spec/parse", params)
    assert reply["error"]["code"] == errors.INVALID_PARAMS


async def test_a_url_spec_behind_basic_auth_is_fetched_with_the_headers_given_and_never_echoes_them():
    import base64

    from tests.preview.upstream import running_upstream

    secret = "pw-Hx81-spec"
    header = {"Authorization": "Basic " + base64.b64encode(f"admin:{secret}".encode()).decode()}
    with running_upstream(spec_auth=f"admin:{secret}") as up:
        url = up.url + "/v1/openapi.json"
        async with memory_peer() as peer:
            refused = await peer.request(1, "spec/parse", {"source": {"url": url}})
            signed = await peer.request(2, "spec/parse", {"source": {"url": url, "headers": header}})
            text_with_headers = await peer.request(3, "spec/parse", {"source": {"text": "x", "headers": header}})
            broken = await peer.request(
                4, "spec/parse", {"source": {"url": url, "headers": {"X-A": "a\r\nB: " + secret}}}
            )
    assert refused["error"]["code"] == errors.SPEC_INVALID
    assert "HTTP 401" in refused["error"]["data"]["errors"][0]["message"]
    assert signed["result"]["spec"]["operations"]
    assert up.seen[-1]["headers"]["authorization"] == header["Authorization"]
    assert text_with_headers["error"]["code"] == broken["error"]["code"] == errors.INVALID_PARAMS
    for reply in (refused, signed, text_with_headers, broken):
        assert secret not in json.dumps(reply) and header["Authorization"] not in json.dumps(reply)
