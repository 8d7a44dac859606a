"""Replays a contract session (contracts/README.md) against a real copilot-cli subprocess
over real pipes."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from .matchers import mismatch, value_at

ROOT = Path(__file__).resolve().parents[2]
SESSIONS = ROOT / "contracts" / "sessions"
DEFAULT_WAIT_S = 65.0  # as the Node replay: past the longest method deadline (60 s), so a loaded machine never fails a correct session


class ContractFailure(AssertionError):
    pass


class Process:
    """copilot-cli as a child: lines from stdout arrive on a queue via a reader thread."""

    def __init__(
        self, args: list[str], command: list[str] | None = None, extra_env: dict[str, str] | None = None
    ) -> None:
        env = {**os.environ, "COPILOT_LOG_LEVEL": os.environ.get("COPILOT_LOG_LEVEL", "ERROR"), **(extra_env or {})}
        base = command or [sys.executable, "-m", "copilot_cli"]
        self.proc = subprocess.Popen(
            [*base, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT
        )
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        self.stderr = bytearray()
        threading.Thread(target=self._pump_stdout, daemon=True).start()
        threading.Thread(target=self._pump_stderr, daemon=True).start()

    def _pump_stdout(self) -> None:
        assert self.proc.stdout
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def _pump_stderr(self) -> None:
        assert self.proc.stderr
        for line in self.proc.stderr:
            self.stderr += line

    def write(self, data: bytes) -> None:
        assert self.proc.stdin
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def close_stdin(self) -> None:
        assert self.proc.stdin
        self.proc.stdin.close()

    def next_message(self, timeout: float = DEFAULT_WAIT_S) -> dict[str, Any] | None:
        """The next stdout line as JSON; None at end of output. Every line must be a JSON object.
        `$/progress` (a slow LLM is alive, README) is skipped, as a client that does not know it would."""
        while True:
            try:
                line = self.lines.get(timeout=timeout)
            except queue.Empty:
                raise ContractFailure(f"no message within {timeout}s") from None
            if line is None:
                return None
            message = json.loads(line)
            if not isinstance(message, dict):
                raise ContractFailure(f"stdout line is not a JSON object: {line!r:.200}")
            if message.get("method") != "$/progress":
                return message

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(5)


def load_sessions(folder: Path = SESSIONS) -> list[Path]:
    return sorted(folder.rglob("*.json"))


def replay(session_path: Path, command: list[str] | None = None, env: dict[str, str] | None = None) -> None:
    """`env` (e.g. an LLM endpoint) is added to the session's own `"env"` and the inherited environment."""
    session = json.loads(session_path.read_text())
    process = Process(session.get("args", []), command, {**session.get("env", {}), **(env or {})})
    try:
        for number, step in enumerate(session["steps"], 1):
            try:
                _run_step(process, step)
            except ContractFailure as exc:
                raise ContractFailure(
                    f"{session_path.name} step {number} {json.dumps(step)[:200]}: {exc}\n"
                    f"stderr:\n{process.stderr.decode(errors='replace')[-2000:]}"
                ) from None
    finally:
        process.kill()


def _run_step(process: Process, step: dict[str, Any]) -> None:
    kind, arg = next(iter(step.items()))
    if kind == "send":
        process.write(json.dumps(arg).encode() + b"\n")
    elif kind == "sendRaw":
        process.write(arg.encode())
    elif kind == "sendRawRepeat":
        process.write(arg["text"].encode() * arg["times"] + arg.get("then", "").encode())
    elif kind == "expect":
        _expect(arg, _next(process))
    elif kind == "expectUnordered":
        _expect_unordered(process, arg)
    elif kind == "expectStream":
        _expect_stream(process, arg)
    elif kind == "closeStdin":
        process.close_stdin()
    elif kind == "expectExit":
        _expect_exit(process, arg)
    elif kind == "expectSilence":
        _expect_silence(process, arg["ms"] / 1000)
    else:
        raise ContractFailure(f"unknown step {kind}")


def _next(process: Process) -> dict[str, Any]:
    message = process.next_message()
    if message is None:
        raise ContractFailure("stdout closed")
    return message


def _expect(matcher: Any, message: dict[str, Any]) -> None:
    if (why := mismatch(matcher, message)) is not None:
        raise ContractFailure(f"{why}\nfull message: {json.dumps(message)[:500]}")


def _expect_unordered(process: Process, matchers: list[Any]) -> None:
    pending = list(matchers)
    for _ in range(len(matchers)):
        message = _next(process)
        for i, matcher in enumerate(pending):
            if mismatch(matcher, message) is None:
                del pending[i]
                break
        else:
            raise ContractFailure(f"no expectation matches {json.dumps(message)[:500]}")


def _expect_stream(process: Process, spec: dict[str, Any]) -> None:
    request_id = spec["requestId"]
    chunks: list[dict[str, Any]] = []
    while True:
        message = _next(process)
        if message.get("method") == "stream/chunk" and message["params"]["requestId"] == request_id:
            chunks.append(message["params"])
            continue
        if "method" not in message and message.get("id") == request_id:
            break
        raise ContractFailure(f"unexpected message while streaming: {json.dumps(message)[:300]}")
    _check_chunks(chunks, spec)
    _expect(spec["response"], message)
    if "concatEquals" in spec and "".join(c["chunk"] for c in chunks) != value_at(message, spec["concatEquals"]):
        raise ContractFailure(f"chunks do not concatenate to {spec['concatEquals']}")


def _check_chunks(chunks: list[dict[str, Any]], spec: dict[str, Any]) -> None:
    if spec.get("noChunks"):
        if chunks:
            raise ContractFailure(f"expected no chunks, got {len(chunks)}")
        return
    if len(chunks) < spec.get("minChunks", 1):
        raise ContractFailure(f"expected at least {spec.get('minChunks', 1)} chunks, got {len(chunks)}")
    if [c["index"] for c in chunks] != list(range(len(chunks))):
        raise ContractFailure("chunk indexes are not 0, 1, 2, …")
    if [c["done"] for c in chunks] != [False] * (len(chunks) - 1) + [True]:
        raise ContractFailure("exactly one chunk, the last, must have done: true")


def _expect_exit(process: Process, spec: dict[str, Any]) -> None:
    deadline = time.monotonic() + spec.get("withinMs", 5000) / 1000
    try:
        code = process.proc.wait(max(0.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        raise ContractFailure(f"still running after {spec.get('withinMs')} ms") from None
    if code != spec.get("code", 0):
        raise ContractFailure(f"exit code {code}, expected {spec.get('code', 0)}")
    leftover = process.next_message(timeout=2)
    if leftover is not None:
        raise ContractFailure(f"unexpected message after exit: {json.dumps(leftover)[:300]}")


def _expect_silence(process: Process, seconds: float) -> None:
    try:
        line = process.lines.get(timeout=seconds)
    except queue.Empty:
        return
    raise ContractFailure(f"expected silence, got {line!r:.300}")
