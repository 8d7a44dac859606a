"""Newline-delimited JSON framing: bytes in → lines, one splitter for every stdio protocol.

The rules (documented in the README for copilot-cli, shared by Repodex and repo-mcp):
- A line is everything up to `\\n`; a trailing `\\r` is dropped and blank lines are skipped,
  because people type into these processes by hand.
- A line longer than `max_line_bytes` is never held in memory whole: it is reported once as
  `LineTooLong` (with its first bytes, to sniff an id from), the rest up to the next newline
  is discarded, and reading carries on, so the stream stays in sync and memory stays bounded.

`LineSplitter` holds the state; `split_lines` drives it from an async iterator of chunks
(the JSON-RPC server), `read_stream_lines` from a blocking binary stream (the index faces).
Encoding stays with each protocol: their wire formats differ (ASCII JSON-RPC, UTF-8 envelopes).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from typing import Any, BinaryIO

MAX_LINE_BYTES = 1_048_576
HEAD_BYTES = 4096  # how much of an over-long line is kept for the caller to look at
READ_SIZE = 65536


@dataclass(frozen=True)
class LineTooLong:
    """A line over the limit was skipped. `head` is its first bytes, to sniff an id from."""

    size_at_least: int
    head: bytes


class LineSplitter:
    """Cuts a byte stream, fed in arbitrary chunks, into non-blank lines (see the rules above)."""

    __slots__ = ("max_line_bytes", "_buffer", "_discarding")

    def __init__(self, max_line_bytes: int = MAX_LINE_BYTES) -> None:
        self.max_line_bytes = max_line_bytes
        self._buffer = bytearray()
        self._discarding = False  # inside an over-long line that was already reported

    def feed(self, chunk: bytes) -> list[bytes | LineTooLong]:
        """The lines `chunk` completes, in order; a partial last line waits for the next chunk."""
        if type(chunk) is not bytes:
            chunk = bytes(chunk)
        out: list[bytes | LineTooLong] = []
        buffer = self._buffer
        limit = self.max_line_bytes
        start = 0
        while True:
            newline = chunk.find(b"\n", start)
            if newline < 0:
                if not self._discarding:
                    buffer += chunk[start:]
                    if len(buffer) > limit:
                        out.append(LineTooLong(len(buffer), bytes(buffer[:HEAD_BYTES])))
                        buffer.clear()
                        self._discarding = True
                return out
            if self._discarding:
                self._discarding = False
            else:
                if buffer:  # the line began in an earlier chunk
                    buffer += chunk[start:newline]
                    line = bytes(buffer)
                    buffer.clear()
                else:  # the common case: the whole line is in this chunk, sliced once
                    line = chunk[start:newline]
                if line.endswith(b"\r"):
                    line = line[:-1]
                if line.strip():
                    out.append(LineTooLong(len(line), line[:HEAD_BYTES]) if len(line) > limit else line)
            start = newline + 1

    def close(self) -> list[bytes | LineTooLong]:
        """The last line when the stream ended without a newline."""
        line = b"" if self._discarding else bytes(self._buffer)
        self._buffer.clear()
        if line.endswith(b"\r"):
            line = line[:-1]
        return [line] if line.strip() else []


async def split_lines(
    chunks: AsyncIterator[bytes], max_line_bytes: int = MAX_LINE_BYTES
) -> AsyncIterator[bytes | LineTooLong]:
    """Non-blank lines of an async byte stream; lines over the limit come as LineTooLong."""
    splitter = LineSplitter(max_line_bytes)
    async for chunk in chunks:
        for line in splitter.feed(chunk):
            yield line
    for line in splitter.close():
        yield line


def read_stream_lines(stream: BinaryIO, max_line_bytes: int = MAX_LINE_BYTES) -> Iterator[bytes | LineTooLong]:
    """Non-blank lines of a blocking binary stream, each as soon as its newline arrives
    (`read1` returns what is there instead of waiting for a full buffer)."""
    splitter = LineSplitter(max_line_bytes)
    read = getattr(stream, "read1", None) or stream.read
    while chunk := read(READ_SIZE):
        yield from splitter.feed(chunk)
    yield from splitter.close()


def write_line(stream: BinaryIO, value: Any) -> None:
    """One compact UTF-8 JSON line, flushed (the index faces' replies)."""
    stream.write(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode() + b"\n")
    stream.flush()
