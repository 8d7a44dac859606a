"""`generate` over JSON-RPC, in memory: the seed's result shape, chunks that join to the code,
the first chunk before the spec is even read, and the specific errors."""

from __future__ import annotations

import anyio
import pytest

from copilot_cli.spec import load_spec
from copilot_cli.ui.render import static_sections
from tests.rpc.memory_peer import memory_peer
from tests.spec.shared import SPECS

PETSTORE = load_spec(SPECS / "oai-v3.0_petstore.yaml").to_wire()


async def generate(peer, request_id, params):
    await peer.send({"jsonrpc": "2.0", "id": request_id, "method": "generate", "params": params})
    with anyio.fail_after(30):
        messages, reply = await peer.receive_reply(request_id)
    chunks = [
        m["params"] for m in messages if m.get("method") == "stream/chunk" and m["params"]["requestId"] == request_id
    ]
    return chunks, reply


@pytest.mark.anyio
async def test_generate_answers_the_seed_shape_and_the_chunks_join_to_the_code():
    async with memory_peer() as peer:
        chunks, reply = await generate(
            peer,
            2,
            {
                "spec": PETSTORE,
                "format": "react",
                "theme": "light",
                "options": {"layout": "default", "includeAuth": True, "pagination": True},
            },
        )
    result = reply["result"]
    assert set(result) == {"code", "componentCount", "description"}
    assert result["description"] == "Generated interface with 3 endpoints, data tables, and detail views"
    assert result["componentCount"] >= 20
    assert [c["index"] for c in chunks] == list(range(len(chunks)))
    assert [c["done"] for c in chunks] == [False] * (len(chunks) - 1) + [True]
    assert "".join(c["chunk"] for c in chunks) == result["code"]
    assert chunks[0]["chunk"] == static_sections()[0]


@pytest.mark.anyio
async def test_a_raw_document_is_accepted_as_the_spec():
    raw = {
        "openapi": "3.0.0",
        "info": {"title": "Tiny", "version": "1"},
        "paths": {"/ping": {"get": {"operationId": "ping", "responses": {"200": {"description": "ok"}}}}},
    }
    async with memory_peer() as peer:
        _, reply = await generate(peer, 1, {"spec": raw})
    assert reply["result"]["description"].startswith("Generated interface with 1 endpoint")


@pytest.mark.anyio
async def test_other_formats_are_refused_naming_the_supported_ones():
    async with memory_peer() as peer:
        chunks, reply = await generate(peer, 1, {"spec": PETSTORE, "format": "vue"})
    assert chunks == []
    assert reply["error"]["code"] == -32602
    assert reply["error"]["data"]["supportedFormats"] == ["react"]
    assert "react" in reply["error"]["data"]["reason"]


@pytest.mark.anyio
async def test_unknown_layouts_and_themes_are_invalid_params():
    async with memory_peer() as peer:
        _, bad_layout = await generate(peer, 1, {"spec": PETSTORE, "options": {"layout": "sideways"}})
        _, bad_theme = await generate(peer, 2, {"spec": PETSTORE, "theme": "neon"})
    assert bad_layout["error"]["code"] == -32602 and bad_theme["error"]["code"] == -32602


@pytest.mark.anyio
async def test_an_invalid_spec_is_spec_invalid_and_its_stream_is_closed():
    async with memory_peer() as peer:
        chunks, reply = await generate(peer, 7, {"spec": {"openapi": "9.9.9", "info": {}}})
        _, still_serving = await generate(peer, 8, {"spec": PETSTORE})
    assert reply["error"]["code"] == -32002
    assert chunks and chunks[-1]["done"] is True and sum(c["done"] for c in chunks) == 1
    assert "result" in still_serving
