"""The fuzz property shared by the CI test and the long run (scripts/fuzz_rpc.py).

Input: a list of lines — random bytes, random JSON, JSON-RPC requests with wrong shapes and
unique integer ids, repo.* calls with random globs and paths over a small repository, and the
lines that once broke the server (non-finite numbers, lone surrogates, invalid UTF-8, integers
past Python's digit limit). Property: the server stays up (a final request is answered), every
request with a readable id is answered exactly once, every output line is one JSON object.
"""

from __future__ import annotations

import atexit
import functools
import json
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

import anyio
from hypothesis import strategies as st

from copilot_cli import errors
from copilot_cli.rpc.decode import LineDecoder
from copilot_cli.rpc.server import ServerSettings

from .memory_peer import memory_peer

METHODS = ["initialize", "debug/echo", "debug/stream", "debug/fail", "nope", "", "$/cancelRequest", "exit"]
REPO_METHODS = ["repo.list_files", "repo.search", "repo.open_file", "repo.outline", "repo.status", "repo.refresh_index"]

# globs from the characters that matter to the matcher, up to past its caps
globs = st.text(st.sampled_from("**??[]!^/ab.-\\{},"), max_size=140)
paths = st.one_of(
    st.text(max_size=40),
    st.lists(st.sampled_from(["..", ".", "", "a", "src", ".env", "x" * 256, "a\x00b", "~", "/"]), max_size=6).map(
        "/".join
    ),
)
repo_params = st.fixed_dictionaries(
    {},
    optional={
        "glob": globs,
        "file_glob": globs,
        "query": st.text(max_size=20),
        "path": paths,
        "max_results": st.integers(-5, 10**6),
        "top_k": st.integers(-5, 10**6),
    },
)

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
    if draw(st.integers(0, 2)) == 0:
        message["method"] = draw(st.sampled_from(REPO_METHODS))
        message["params"] = draw(repo_params)
    else:
        message["method"] = draw(st.sampled_from(METHODS) | st.text(max_size=10))
        if draw(st.booleans()):
            message["params"] = draw(params_values)
    if draw(st.integers(0, 9)) == 0:
        del message["method"]
    return json.dumps(message).encode()


# numbers a double cannot hold, written as JSON text (json.dumps cannot write them)
huge_numbers = st.builds(
    lambda sign, digits, exponent: f"{sign}{digits}e{exponent}",
    st.sampled_from(["", "-"]),
    st.integers(1, 99),
    st.integers(309, 99999),
)
surrogate_text = st.text(st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), min_size=1, max_size=3)


@st.composite
def hostile_lines(draw: Any, request_id: int) -> bytes:
    """Lines that killed or fooled the server: non-finite ids and params, lone surrogates
    (escaped and as raw bytes), integers past Python's digit limit."""
    kind = draw(st.integers(0, 4))
    number = draw(huge_numbers)
    if kind == 0:
        return f'{{"jsonrpc":"2.0","id":{number},"method":"initialize"}}'.encode()
    if kind == 1:
        return f'{{"jsonrpc":"2.0","id":{request_id},"method":"debug/echo","params":{{"v":{number}}}}}'.encode()
    if kind == 2:
        text = draw(surrogate_text)
        key = draw(st.sampled_from(["id", "method", "params"]))
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": "debug/echo"}
        message[key] = text if key != "params" else {"q": text}
        return json.dumps(message).encode()
    if kind == 3:
        raw = draw(st.sampled_from([b"\xed\xa0\x80", b"\xff", b"\xc0\xaf", b"\xf4\x90\x80\x80"]))
        return b'{"jsonrpc":"2.0","id":%d,"method":"debug/echo","params":{"q":"' % request_id + raw + b'"}}'
    digits = "7" * draw(st.integers(4301, 6000))
    return f'{{"jsonrpc":"2.0","id":{digits},"method":"initialize"}}'.encode()


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
        kind = draw(st.integers(0, 5))
        if kind <= 2:
            lines.append((draw(request_lines(i + 1)), i + 1))
        elif kind == 3:
            lines.append((draw(hostile_lines(i + 1)), i + 1))
        else:
            lines.append((draw(garbage_lines()), None))
    return lines


@functools.cache
def fuzz_repo() -> Path:
    """A small repository for the repo.* methods (made once per process, removed at exit)."""
    holder = tempfile.TemporaryDirectory(prefix="fuzz-repo-")
    atexit.register(holder.cleanup)
    root = Path(holder.name)
    (root / "src" / "deep" / "er").mkdir(parents=True)
    (root / "src" / "app.py").write_text("def helper():\n    return 1\n")
    (root / "src" / "deep" / "er" / "x.ts").write_text("export const a = 1;\n")
    (root / "README.md").write_text("# fuzz\nhelper text\n")
    (root / ".env").write_text("SECRET=1\n")
    return root


def check_session(lines: list[tuple[bytes, int | None]]) -> int:
    """Run one session through a fresh in-memory server and assert the property.
    Returns the number of input lines."""
    return anyio.run(_check, lines, backend="asyncio")


async def _check(lines: list[tuple[bytes, int | None]]) -> int:
    outputs: list[dict[str, Any]] = []
    async with memory_peer(ServerSettings(debug_methods=True, workspace=str(fuzz_repo()))) as peer:
        for line, _ in lines:
            await peer.send_raw(line + b"\n")
            if _is_exit_request(line):
                break  # the server stops reading: nothing after it can be sent
        else:
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
    """Requests whose id the server can read: valid JSON (strict UTF-8, no lone surrogates), an
    object carrying an integer id."""
    try:
        message = LineDecoder().decode(line)
    except errors.ParseError:
        return False
    return isinstance(message, dict) and isinstance(message.get("id"), int)
