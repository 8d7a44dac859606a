"""Framing: bytes in → lines; messages → bytes out. No I/O here: the byte source and sink
are injected (stdio in serve.py, memory in tests).

Decisions (documented in the README):
- A line is everything up to `\\n`; a trailing `\\r` is dropped and blank lines are skipped,
  because people type into this process by hand.
- A line longer than MAX_LINE_BYTES is not buffered: the reader reports it once as
  `LineTooLong`, discards bytes up to the next newline and carries on, so the stream stays in
  sync and memory stays bounded.
- Output is pure ASCII JSON (`ensure_ascii`): non-ASCII text travels as `\\uXXXX` escapes, so
  a client that decodes chunk by chunk can never see half a character. `NaN`/`Infinity` are
  refused at encoding time (`allow_nan=False`), because they are not JSON.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, AsyncIterator

MAX_LINE_BYTES = 1_048_576

_encoder = json.JSONEncoder(ensure_ascii=True, allow_nan=False, separators=(",", ":"))


def encode_message(message: dict[str, Any]) -> bytes:
    """One wire line. Raises ValueError for NaN/Infinity and TypeError for non-JSON data."""
    return (_encoder.encode(message) + "\n").encode("ascii")


@dataclass(frozen=True)
class LineTooLong:
    """A line over the limit was skipped. `head` is its first bytes, to sniff an id from."""

    size_at_least: int
    head: bytes


async def read_lines(
    chunks: AsyncIterator[bytes], max_line_bytes: int = MAX_LINE_BYTES
) -> AsyncIterator[bytes | LineTooLong]:
    """Split a byte stream into non-blank lines; report and skip lines over the limit."""
    buffer = bytearray()
    discarding = False
    async for chunk in chunks:
        start = 0
        while True:
            newline = chunk.find(b"\n", start)
            if newline < 0:
                if not discarding:
                    buffer += chunk[start:]
                    if len(buffer) > max_line_bytes:
                        yield LineTooLong(len(buffer), bytes(buffer[:4096]))
                        buffer.clear()
                        discarding = True
                break
            if discarding:
                discarding = False
            else:
                buffer += chunk[start:newline]
                line = _finish_line(buffer)
                buffer.clear()
                if line is not None:
                    if len(line) > max_line_bytes:
                        yield LineTooLong(len(line), line[:4096])
                    else:
                        yield line
            start = newline + 1
    if buffer and not discarding:
        line = _finish_line(buffer)
        if line is not None:
            yield line


def _finish_line(buffer: bytearray) -> bytes | None:
    line = bytes(buffer)
    if line.endswith(b"\r"):
        line = line[:-1]
    return line if line.strip() else None


_TOP_LEVEL_ID = re.compile(rb'"id"\s*:\s*(-?\d{1,15}|"(?:[^"\\]|\\.){0,200}")\s*[,}]')


def sniff_id(head: bytes) -> int | str | None:
    """The request id of an over-long line, if it can be read safely from its start.

    Only the part before any nested object or array is searched, so an `"id"` inside params
    can never be mistaken for the request's id."""
    stripped = head.lstrip()
    if not stripped.startswith(b"{"):
        return None
    nested = min((i for i in (stripped.find(b"{", 1), stripped.find(b"[")) if i >= 0), default=len(stripped))
    match = _TOP_LEVEL_ID.search(stripped[:nested])
    if not match:
        return None
    try:
        value = json.loads(match.group(1))
    except ValueError:
        return None
    return value if isinstance(value, (int, str)) else None
