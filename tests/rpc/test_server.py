"""The server in memory: every request answered once, deadlines, cancel, bounds, exit, EOF."""

from __future__ import annotations

import anyio
import pytest
from pydantic import BaseModel

from copilot_cli import errors
from copilot_cli.rpc.handler import rpc_handler
from copilot_cli.rpc.methods import MethodSpec
from copilot_cli.rpc.server import ServerSettings

from .memory_peer import memory_peer

pytestmark = pytest.mark.anyio


class Empty(BaseModel):
    pass


def gated_method(name: str, gate: anyio.Event, started: list[str] | None = None, failure_code=errors.INTERNAL_ERROR):
    """A handler that blocks until `gate` is set: a slow request we control without sleeping."""

    @rpc_handler(Empty)
    async def handler(params, ctx):
        if started is not None:
            started.append(ctx.request_id)
        await gate.wait()
        return {"released": True}

    return MethodSpec(name, "test", 30.0, failure_code, _handler=handler)


async def test_initialize_answers_the_seed_example_fields():
    async with memory_peer() as peer:
        reply = await peer.request(
            1, "initialize", {"clientName": "experience-ui", "capabilities": {"streaming": True}}
        )
    result = reply["result"]
    assert result["serverName"] == "copilot-cli"
    assert result["serverVersion"] == "1.2.0"
    assert set(result["capabilities"]) == {"codeGeneration", "customization", "streaming"}
    assert result["llm"]["mode"] == "offline"


async def test_methods_work_before_initialize():
    async with memory_peer(ServerSettings(debug_methods=True)) as peer:
        reply = await peer.request(7, "debug/echo", {"a": 1})
    assert reply == {"jsonrpc": "2.0", "id": 7, "result": {"a": 1}}


async def test_invalid_json_is_a_parse_error_with_null_id():
    async with memory_peer() as peer:
        await peer.send_raw(b'{"jsonrpc": "2.0", "id": 1,\n')
        reply = await peer.receive()
    assert reply["id"] is None and reply["error"]["code"] == -32700
    assert reply["error"]["message"] == "Parse Error"


async def test_nan_in_a_request_is_a_parse_error():
    async with memory_peer() as peer:
        await peer.send_raw(b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"x":NaN}}\n')
        reply = await peer.receive()
    assert reply["error"]["code"] == -32700


async def test_invalid_request_keeps_the_id_when_it_can_be_read():
    async with memory_peer() as peer:
        await peer.send({"jsonrpc": "1.0", "id": 5, "method": "initialize"})
        reply = await peer.receive()
    assert reply["id"] == 5 and reply["error"]["code"] == -32600


@pytest.mark.parametrize(
    "message",
    [
        [],
        [{"jsonrpc": "2.0", "id": 1, "method": "initialize"}],
        42,
        "text",
        {"jsonrpc": "2.0", "id": True, "method": "x"},
    ],
)
async def test_batches_and_non_objects_are_rejected_clearly(message):
    async with memory_peer() as peer:
        await peer.send(message)
        reply = await peer.receive()
    assert reply["id"] is None and reply["error"]["code"] == -32600
    assert reply["error"]["data"]["reason"]


async def test_unknown_method_names_the_method():
    async with memory_peer() as peer:
        reply = await peer.request(2, "no/such")
    assert reply["error"] == {"code": -32601, "message": "Method Not Found", "data": {"method": "no/such"}}


async def test_wrong_params_are_answered_field_by_field():
    async with memory_peer() as peer:
        reply = await peer.request(3, "initialize", {"capabilities": {"streaming": "maybe"}})
    error = reply["error"]
    assert error["code"] == -32602
    assert error["data"]["errors"][0]["field"] == "capabilities.streaming"


async def test_array_params_are_invalid_params():
    async with memory_peer() as peer:
        await peer.send({"jsonrpc": "2.0", "id": 4, "method": "initialize", "params": [1, 2]})
        reply = await peer.receive()
    assert reply["error"]["code"] == -32602


async def test_internal_errors_never_leak_exception_text(caplog):
    async with memory_peer(ServerSettings(debug_methods=True)) as peer:
        reply = await peer.request(9, "debug/fail", {"kind": "bug"})
    assert reply["error"] == {"code": -32603, "message": "Internal Error"}
    assert "secret internal detail" in caplog.text  # logged on stderr instead


async def test_a_nan_result_becomes_an_internal_error_not_invalid_json():
    async with memory_peer(ServerSettings(debug_methods=True)) as peer:
        reply = await peer.request(10, "debug/fail", {"kind": "nan"})
    assert reply["error"]["code"] == -32603


async def test_a_line_over_the_limit_is_answered_and_the_stream_resynchronises():
    settings = ServerSettings(max_line_bytes=1000)
    async with memory_peer(settings) as peer:
        await peer.send_raw(b'{"jsonrpc":"2.0","id":11,"method":"initialize","params":{"pad":"' + b"x" * 5000)
        await peer.send_raw(b"x" * 5000 + b'"}}\n')
        too_long = await peer.receive()
        reply = await peer.request(12, "initialize")
    assert too_long["error"]["code"] == -32600 and too_long["id"] == 11
    assert too_long["error"]["data"]["reason"] == "line too long"
    assert reply["result"]["serverName"] == "copilot-cli"


async def test_blank_lines_and_crlf_are_tolerated():
    async with memory_peer() as peer:
        await peer.send_raw(b"\n   \r\n" + b'{"jsonrpc":"2.0","id":1,"method":"initialize"}\r\n')
        reply = await peer.receive()
    assert reply["id"] == 1 and "result" in reply


async def test_a_request_past_its_deadline_gets_the_methods_failure_code():
    gate = anyio.Event()
    settings = ServerSettings(timeouts={"slow": 0.05})
    async with memory_peer(settings, [gated_method("slow", gate, failure_code=errors.GENERATION_FAILED)]) as peer:
        reply = await peer.request(1, "slow")
    assert reply["error"]["code"] == -32000
    assert reply["error"]["data"] == {"reason": "timeout", "timeoutMs": 50}


async def test_cancel_request_answers_minus_32800_once():
    gate, started = anyio.Event(), []
    async with memory_peer(extra_methods=[gated_method("slow", gate, started)]) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "slow"})
        with anyio.fail_after(5):
            while not started:
                await anyio.sleep(0)
        await peer.send({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 1}})
        _, reply = await peer.receive_reply(1)
        gate.set()
        follow_up = await peer.request(2, "initialize")
    assert reply["error"]["code"] == -32800
    assert reply["error"]["message"] == "Request cancelled"
    assert follow_up["id"] == 2  # nothing else was queued for id 1 in between


async def test_a_duplicate_id_in_flight_is_invalid_and_the_first_still_completes():
    gate = anyio.Event()
    async with memory_peer(extra_methods=[gated_method("slow", gate)]) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "slow"})
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "slow"})
        duplicate = await peer.receive()
        gate.set()
        first = await peer.receive()
    assert duplicate["error"]["code"] == -32600 and "duplicate" in duplicate["error"]["data"]["reason"]
    assert first == {"jsonrpc": "2.0", "id": 1, "result": {"released": True}}


async def test_the_101st_request_in_flight_gets_exactly_one_rate_limit_error():
    gate = anyio.Event()
    async with memory_peer(extra_methods=[gated_method("slow", gate)]) as peer:
        for request_id in range(1, 102):
            await peer.send({"jsonrpc": "2.0", "id": request_id, "method": "slow"})
        limited = await peer.receive()
        gate.set()
        replies = [await peer.receive() for _ in range(100)]
    assert limited["id"] == 101 and limited["error"]["code"] == -32004
    assert limited["error"]["data"]["retryAfterMs"] > 0
    assert sorted(r["id"] for r in replies) == list(range(1, 101))
    assert all(r["result"] == {"released": True} for r in replies)


async def test_exit_cancels_work_in_flight_and_stops_reading():
    gate = anyio.Event()
    async with memory_peer(extra_methods=[gated_method("slow", gate)]) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "slow"})
        await peer.send({"jsonrpc": "2.0", "method": "exit"})
        reply = await peer.receive()
    assert reply["error"]["code"] == -32800 and reply["error"]["data"]["reason"] == "exit"
    assert peer.stop_reason == "exit"


async def test_exit_lets_quick_requests_already_sent_finish_first():
    async with memory_peer(ServerSettings(debug_methods=True)) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "debug/sleep", "params": {"ms": 50}})
        await peer.send({"jsonrpc": "2.0", "method": "exit"})
        reply = await peer.receive()
    assert reply == {"jsonrpc": "2.0", "id": 1, "result": {"sleptMs": 50}}


async def test_end_of_input_lets_work_in_flight_finish_first():
    gate = anyio.Event()
    async with memory_peer(extra_methods=[gated_method("slow", gate)]) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "slow"})
        await peer.close_input()
        gate.set()
        reply = await peer.receive()
    assert reply["result"] == {"released": True}
    assert peer.stop_reason == "eof"


async def test_end_of_input_drain_is_bounded():
    gate = anyio.Event()
    async with memory_peer(ServerSettings(drain_timeout_s=0.05), [gated_method("slow", gate)]) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "slow"})
        await peer.close_input()
        reply = await peer.receive()
    assert reply["error"]["code"] == -32800 and reply["error"]["data"]["reason"] == "shutdown"


async def test_unknown_notifications_get_no_reply():
    async with memory_peer() as peer:
        await peer.send({"jsonrpc": "2.0", "method": "something/happened"})
        reply = await peer.request(1, "initialize")
    assert reply["id"] == 1
