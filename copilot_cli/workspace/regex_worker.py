"""Regex grep in a child process that is killed at the request's deadline.

The `regex` package's `timeout=` counts the thread's CPU time, not wall time: on a busy
machine a 1 s budget became 2.5-3.2 s of waiting (5 s became 11-14 s). No thread can stop a
running match, so regex matching runs here, in a separate interpreter, and the parent waits on
the pipe for what is left of the budget; if no answer comes, the child is killed and the
request is a `timeout`. Children are reused between requests; this module imports only the
standard library and `regex`, so one starts quickly.

Wire (both ways): an 8-byte big-endian length, then a pickle. Request: (pattern, whole_ok,
texts); reply: a list of matching line numbers (1-based) per text, or ("error", message).
"""

from __future__ import annotations

import os
import pickle
import select
import struct
import subprocess
import sys
import threading
import time
from typing import Any, BinaryIO

import regex

_HEADER = struct.Struct(">Q")
MAX_IDLE = 4


def split_lines(text: str) -> list[str]:
    """A file's lines as grep numbers them (the final newline ends the last line)."""
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return [line.removesuffix("\r") for line in lines]


def _as_lines_read(text: str) -> str:
    """The text as split_lines reads it, for the whole-file check: CRLF ends a line, and so
    does a lone CR at the very end (a last line " \r" is " ", which " $" matches)."""
    return text.replace("\r\n", "\n").removesuffix("\r")


def matching_lines(pattern: str, whole_ok: bool, texts: list[str]) -> list[list[int]]:
    compiled = regex.compile(pattern)
    whole = regex.compile(pattern, regex.MULTILINE) if whole_ok else None
    out = []
    for text in texts:
        if whole is not None and whole.search(_as_lines_read(text)) is None:
            out.append([])
            continue
        out.append([n for n, line in enumerate(split_lines(text), 1) if compiled.search(line) is not None])
    return out


def _send(stream: BinaryIO, value: Any) -> None:
    payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(payload)) + payload)
    stream.flush()


def _read_exact(stream: BinaryIO, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = stream.read(size - len(data))
        if not chunk:
            raise EOFError
        data += chunk
    return data


def serve(stdin: BinaryIO, stdout: BinaryIO) -> None:
    while True:
        try:
            (size,) = _HEADER.unpack(_read_exact(stdin, _HEADER.size))
            pattern, whole_ok, texts = pickle.loads(_read_exact(stdin, size))
        except EOFError:
            return
        try:
            reply: Any = matching_lines(pattern, whole_ok, texts)
        except (regex.error, OverflowError, RecursionError, MemoryError) as exc:
            reply = ("error", str(exc))
        _send(stdout, reply)


class Deadline(Exception):
    """The child did not answer before the deadline (it has been killed)."""


class _Child:
    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "copilot_cli.workspace.regex_worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            close_fds=True,
        )

    def ask(self, request: tuple[str, bool, list[str]], deadline: float) -> Any:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        try:
            _send(self.proc.stdin, request)
        except OSError:
            raise Deadline from None  # the child is gone
        fd = self.proc.stdout.fileno()
        data = bytearray()
        need = _HEADER.size
        while len(data) < need:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise Deadline
            chunk = os.read(fd, max(need - len(data), 65536))
            if not chunk:
                raise Deadline  # the child died (killed for memory, say): treated like a timeout
            data += chunk
            if need == _HEADER.size and len(data) >= _HEADER.size:
                need = _HEADER.size + _HEADER.unpack(bytes(data[: _HEADER.size]))[0]
        return pickle.loads(bytes(data[_HEADER.size : need]))

    def kill(self) -> None:
        self.proc.kill()
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                stream.close()


class RegexPool:
    """Idle children to reuse; a child that overran is killed, never returned."""

    def __init__(self) -> None:
        self._idle: list[_Child] = []
        self._lock = threading.Lock()

    def run(self, pattern: str, whole_ok: bool, texts: list[str], deadline: float) -> Any:
        with self._lock:
            child = self._idle.pop() if self._idle else None
        child = child or _Child()
        try:
            reply = child.ask((pattern, whole_ok, texts), deadline)
        except BaseException:
            child.kill()
            raise
        with self._lock:
            if len(self._idle) < MAX_IDLE:
                self._idle.append(child)
                child = None
        if child is not None:
            child.kill()
        return reply


POOL = RegexPool()


if __name__ == "__main__":
    serve(sys.stdin.buffer, sys.stdout.buffer)
