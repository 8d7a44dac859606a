"""stream/chunk: order, a single final chunk, all before the response, opt-out."""

from __future__ import annotations

import pytest

from copilot_cli.rpc.server import ServerSettings

from .memory_peer import memory_peer

pytestmark = pytest.mark.anyio

DEBUG = ServerSettings(debug_methods=True)


def chunks_of(messages, request_id):
    return [
        m["params"] for m in messages if m.get("method") == "stream/chunk" and m["params"]["requestId"] == request_id
    ]


async def test_chunks_are_indexed_end_with_one_done_and_precede_the_response():
    async with memory_peer(DEBUG) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 5, "method": "debug/stream", "params": {"parts": ["a", "é", "c"]}})
        messages, reply = await peer.receive_reply(5)
    chunks = chunks_of(messages, 5)
    assert [c["index"] for c in chunks] == list(range(len(chunks)))
    assert [c["done"] for c in chunks] == [False] * (len(chunks) - 1) + [True]
    assert messages[-1] is reply
    assert "".join(c["chunk"] for c in chunks) == reply["result"]["code"] == "aéc"


async def test_no_chunks_when_the_client_opted_out_of_streaming():
    async with memory_peer(DEBUG) as peer:
        await peer.request(1, "initialize", {"capabilities": {"streaming": False}})
        await peer.send({"jsonrpc": "2.0", "id": 2, "method": "debug/stream", "params": {"parts": ["a", "b"]}})
        messages, reply = await peer.receive_reply(2)
    assert messages == [reply] and reply["result"]["code"] == "ab"


async def test_a_stream_cut_by_its_deadline_still_ends_with_a_done_chunk_before_the_error():
    settings = ServerSettings(debug_methods=True, timeouts={"debug/stream": 0.2})
    async with memory_peer(settings) as peer:
        params = {"parts": ["a", "b", "c"], "delayMs": 150}
        await peer.send({"jsonrpc": "2.0", "id": 3, "method": "debug/stream", "params": params})
        messages, reply = await peer.receive_reply(3)
    chunks = chunks_of(messages, 3)
    assert chunks and chunks[-1]["done"] is True and sum(c["done"] for c in chunks) == 1
    assert reply["error"]["code"] == -32000 and reply["error"]["data"]["reason"] == "timeout"


async def test_non_ascii_travels_as_ascii_escapes():
    async with memory_peer(DEBUG) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "debug/echo", "params": {"t": "日本\u2028😀"}})
        raw = await peer._from_server.receive()
    assert raw.isascii() and b"\\u65e5" in raw and b"\\ud83d\\ude00" in raw
