"""Lines that once killed the server or reached handlers as something else, as classes:
non-finite numbers, lone surrogates and invalid UTF-8, integers past Python's digit limit,
exit sent as a request, and deadlines that counted time spent waiting in the queue."""

from __future__ import annotations

import json

import anyio
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from copilot_cli import errors
from copilot_cli.rpc.methods import MethodSpec
from copilot_cli.rpc.server import ServerSettings

from .memory_peer import memory_peer
from .test_server import Empty, gated_method

HYPOTHESIS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

huge = st.builds(
    lambda sign, mantissa, exponent: f"{sign}{mantissa}e{exponent}",
    st.sampled_from(["", "-"]),
    st.sampled_from(["1", "9.99", "123456789", "0.5"]),
    st.integers(309, 10**6),
)


# only high halves or only low halves: never a pair, which would be one real character
lone_surrogates = st.one_of(
    st.text(st.characters(min_codepoint=0xD800, max_codepoint=0xDBFF), min_size=1, max_size=3),
    st.text(st.characters(min_codepoint=0xDC00, max_codepoint=0xDFFF), min_size=1, max_size=3),
)


def run(lines: list[bytes], settings_: ServerSettings | None = None) -> list[dict]:
    """Send the lines, then a final initialize; the replies up to the final one."""

    async def go() -> list[dict]:
        async with memory_peer(settings_ or ServerSettings(debug_methods=True)) as peer:
            for line in lines:
                await peer.send_raw(line + b"\n")
            seen, _ = await _final(peer)
            return seen

    return anyio.run(go, backend="asyncio")


async def _final(peer):
    await peer.send({"jsonrpc": "2.0", "id": "final", "method": "initialize"})
    return await peer.receive_reply("final")


@HYPOTHESIS
@given(huge)
def test_an_id_too_large_for_a_double_is_invalid_request_with_id_null_and_the_server_lives(number: str) -> None:
    replies = run([f'{{"jsonrpc":"2.0","id":{number},"method":"x"}}'.encode()])
    first = replies[0]
    assert first["id"] is None and first["error"]["code"] == errors.INVALID_REQUEST
    assert "finite" in first["error"]["data"]["reason"]
    assert "result" in replies[-1]  # the final request: the process lives


@HYPOTHESIS
@given(huge, st.integers(1, 10**9))
def test_params_holding_an_infinite_number_are_invalid_params_with_the_id(number: str, request_id: int) -> None:
    line = f'{{"jsonrpc":"2.0","id":{request_id},"method":"debug/echo","params":{{"a":[{number}]}}}}'
    first = run([line.encode()])[0]
    assert first["id"] == request_id and first["error"]["code"] == errors.INVALID_PARAMS


@HYPOTHESIS
@given(lone_surrogates, st.text(max_size=8))
def test_a_lone_surrogate_anywhere_is_a_parse_error_never_a_handler_input(lone: str, other: str) -> None:
    for message in (
        {"jsonrpc": "2.0", "id": lone, "method": "debug/echo"},
        {"jsonrpc": "2.0", "id": 1, "method": "debug/echo" + lone},
        {"jsonrpc": "2.0", "id": 1, "method": "debug/echo", "params": {other + lone: other}},
        {"jsonrpc": "2.0", "id": 1, "method": "debug/echo", "params": {"q": [other, other + lone]}},
    ):
        first = run([json.dumps(message).encode()])[0]
        assert first["id"] is None and first["error"]["code"] == errors.PARSE_ERROR, message


def test_a_surrogate_pair_is_a_character_and_is_echoed() -> None:
    line = b'{"jsonrpc":"2.0","id":1,"method":"debug/echo","params":{"q":"\\ud83d\\ude00"}}'
    assert run([line])[0]["result"] == {"q": "\U0001f600"}


@HYPOTHESIS
@given(st.binary(min_size=1, max_size=12).filter(lambda b: not _is_utf8(b)))
def test_bytes_that_are_not_utf8_are_a_parse_error(raw: bytes) -> None:
    line = b'{"jsonrpc":"2.0","id":1,"method":"debug/echo","params":{"q":"' + raw.replace(b"\n", b" ") + b'"}}'
    if _is_utf8(line):
        return
    first = run([line])[0]
    assert first["id"] is None and first["error"]["code"] == errors.PARSE_ERROR


def test_the_encoded_surrogate_bytes_of_the_issue_are_a_parse_error() -> None:
    first = run([b'{"jsonrpc":"2.0","id":1,"method":"debug/echo","params":{"q":"\xed\xa0\x80"}}'])[0]
    assert first["error"] == {
        "code": -32700,
        "message": "Parse Error",
        "data": {"reason": "line is not valid UTF-8", "byteOffset": 61},
    }


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@HYPOTHESIS
@given(st.integers(4301, 20000), st.sampled_from(["", "-"]))
def test_an_integer_past_the_digit_limit_is_a_parse_error_in_our_words(digits: int, sign: str) -> None:
    first = run([f'{{"jsonrpc":"2.0","id":{sign}{"9" * digits},"method":"initialize"}}'.encode()])[0]
    assert first["id"] is None and first["error"]["code"] == errors.PARSE_ERROR
    reason = first["error"]["data"]["reason"]
    assert "Exceeds" not in reason and "sys.set_int_max_str_digits" not in reason
    assert "digits" in reason


@pytest.mark.anyio
async def test_exit_sent_as_a_request_is_answered_then_the_server_stops() -> None:
    async with memory_peer() as peer:
        await peer.send({"jsonrpc": "2.0", "id": 9, "method": "exit"})
        reply = await peer.receive()
        assert reply == {"jsonrpc": "2.0", "id": 9, "result": None}
        assert await peer.receive_or_none() is None
    assert peer.stop_reason == "exit"


@pytest.mark.anyio
async def test_time_waiting_for_a_worker_is_not_charged_to_the_deadline_it_is_bounded_apart() -> None:
    """One worker, held by a gated request; a quick method with a short deadline waits behind
    it. It used to time out with the method's failure code as if it had run; now it is -32004
    (it never ran), and once a worker is free the same method runs under its full deadline."""
    gate, started = anyio.Event(), []

    from copilot_cli.rpc.handler import rpc_handler

    @rpc_handler(Empty)
    async def quick(params, ctx):
        return {"ran": True}

    methods = [
        gated_method("hold", gate, started),
        MethodSpec("quick", "test", 30.0, errors.GENERATION_FAILED, _handler=quick),
    ]
    async with memory_peer(ServerSettings(workers=1, timeouts={"quick": 0.05}), methods) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "hold"})
        with anyio.fail_after(5):
            while not started:
                await anyio.sleep(0)
        queued = await peer.request(2, "quick")
        gate.set()
        _, held = await peer.receive_reply(1)
        ran = await peer.request(3, "quick")
    assert queued["error"]["code"] == errors.RATE_LIMITED
    assert queued["error"]["data"]["retryAfterMs"] > 0 and "queued" in queued["error"]["data"]["reason"]
    assert held["result"] == {"released": True}
    assert ran["result"] == {"ran": True}
