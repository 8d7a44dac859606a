"""Reading newline-delimited JSON requests with a per-line byte cap (both stdio faces).

A line longer than MAX_LINE_BYTES is never held in memory whole: it is read in bounded
pieces and discarded up to its newline, and reported as too large, so the stream stays in
sync and the server keeps answering.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import BinaryIO, Iterator

MAX_LINE_BYTES = 1_048_576


@dataclass(frozen=True)
class Line:
    data: bytes  # without the newline (and without a trailing \r)
    too_large: bool = False


def read_lines(stream: BinaryIO, max_bytes: int = MAX_LINE_BYTES) -> Iterator[Line]:
    """Non-blank lines of `stream`; oversize ones come back as Line(b"", too_large=True)."""
    while True:
        line = stream.readline(max_bytes + 1)
        if not line:
            return
        if len(line) > max_bytes and not line.endswith(b"\n") or len(line.rstrip(b"\r\n")) > max_bytes:
            _skip_rest(stream, line)
            yield Line(b"", too_large=True)
            continue
        data = line.rstrip(b"\n").rstrip(b"\r")
        if data.strip():
            yield Line(data)


def _skip_rest(stream: BinaryIO, head: bytes) -> None:
    if head.endswith(b"\n"):
        return
    while True:
        piece = stream.readline(65536)
        if not piece or piece.endswith(b"\n"):
            return


def isolate_stdout() -> BinaryIO:
    """The protocol stream on a private, non-inheritable copy of fd 1; fd 1 itself and
    sys.stdout then go to stderr, so neither a stray print nor a child process (the refresh
    workers) can write into the protocol."""
    sys.stdout.flush()
    wire = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return wire
