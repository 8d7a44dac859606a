"""The fuzz property shared by the CI test and the long run (scripts/fuzz_rpc.py).

Input: a list of lines — random bytes, random JSON, and JSON-RPC requests with wrong shapes
and unique integer ids. Property: the server stays up (a final request is answered), every
request with a readable id is answered exactly once, every output line is one JSON object.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import anyio
from hypothesis import strategies as st

from copilot_cli.rpc.server import ServerSettings

from .memory_peer import memory_peer

METHODS = ["initialize", "debug/echo", "debug/stream", "debug/fail", "nope", "", "$/cancelRequest", "exit"]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)

params_values = st.one_of(
    json_values,
    st.fixed_dictionaries({}, optional={"capabilities": json_values, "parts": json_values, "kind": json_values}),
    st.fixed_dictionaries({"parts": st.lists(st.text(max_size=5), max_size=3)}),
)


@st.composite
def request_lines(draw: Any, request_id: int) -> bytes:
    """A request with this id, possibly wrong in shape."""
    message: dict[str, Any] = {"jsonrpc": draw(st.sampled_from(["2.0", "2.0", "2.0", "1.0", 2])), "id": request_id}
    message["method"] = draw(st.sampled_from(METHODS) | st.text(max_size=10))
    if draw(st.booleans()):
        message["params"] = draw(params_values)
    if draw(st.integers(0, 9)) == 0:
        del message["method"]
    return json.dumps(message).encode()


def garbage_lines() -> st.SearchStrategy[bytes]:
    return st.one_of(
        st.binary(max_size=60).map(lambda b: b.replace(b"\n", b" ")),
        json_values.map(lambda v: json.dumps(v).encode()),
        st.text(max_size=40).map(lambda t: t.replace("\n", " ").encode("utf-8", "surrogatepass")),
    )


@st.composite
def sessions(draw: Any) -> list[tuple[bytes, int | None]]:
    """Lines with the id each expects an answer for (None: no id we can count on)."""
    lines: list[tuple[bytes, int | None]] = []
    for i in range(draw(st.integers(1, 12))):
        if draw(st.booleans()):
            lines.append((draw(request_lines(i + 1)), i + 1))
        else:
            lines.append((draw(garbage_lines()), None))
    return lines


def check_session(lines: list[tuple[bytes, int | None]]) -> int:
    """Run one session through a fresh in-memory server and assert the property.
    Returns the number of input lines."""
    return anyio.run(_check, lines, backend="asyncio")


async def _check(lines: list[tuple[bytes, int | None]]) -> int:
    outputs: list[dict[str, Any]] = []
    async with memory_peer(ServerSettings(debug_methods=True)) as peer:
        for line, _ in lines:
            await peer.send_raw(line + b"\n")
        await peer.send({"jsonrpc": "2.0", "id": "final", "method": "initialize"})
        await peer.close_input()  # the server drains what is in flight, then closes its output
        while (message := await peer.receive_or_none()) is not None:
            assert isinstance(message, dict), message
            outputs.append(message)
    replies = Counter(json.dumps(m.get("id")) for m in outputs if "method" not in m)
    for line, request_id in lines:
        if request_id is not None and _id_is_readable(line):
            assert replies[json.dumps(request_id)] == 1, (line, outputs)
        if _is_exit_request(line):  # answered, then the server stops: what follows is unread
            assert {"jsonrpc": "2.0", "id": request_id, "result": None} in outputs, outputs
            return len(lines)
    assert any(m.get("id") == "final" and "result" in m for m in outputs), outputs
    return len(lines)


def _reject(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def _is_exit_request(line: bytes) -> bool:
    try:
        message = json.loads(line, parse_constant=_reject)
    except ValueError:
        return False
    return (
        isinstance(message, dict)
        and message.get("jsonrpc") == "2.0"
        and message.get("method") == "exit"
        and isinstance(message.get("id"), int)
        and ("params" not in message or isinstance(message["params"], (dict, list)))
    )


def _id_is_readable(line: bytes) -> bool:
    """Requests whose id the server can read: a JSON object carrying an integer id."""
    try:
        message = json.loads(line, parse_constant=_reject)
    except ValueError:
        return False
    return isinstance(message, dict) and isinstance(message.get("id"), int)
