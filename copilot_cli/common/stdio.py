"""Keeping a stdio protocol's stdout clean.

A process that speaks a protocol on stdout (copilot-cli's JSON-RPC, Repodex, repo-mcp) moves
the wire to a private duplicate of fd 1 and points fd 1 itself and `sys.stdout` at stderr, so
neither a stray `print`, a chatty C library nor a child process (the index's refresh workers)
can write into the protocol. The duplicate is non-inheritable (os.dup), so children never
get it.
"""

from __future__ import annotations

import os
import sys
from typing import BinaryIO


def isolate_stdout() -> int:
    """Move the wire to a private fd and send everything else written to stdout to stderr;
    returns the wire's file descriptor."""
    sys.stdout.flush()
    wire_fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return wire_fd


def isolate_stdout_stream() -> BinaryIO:
    """`isolate_stdout`, with the wire as a binary file object (for blocking writers)."""
    return os.fdopen(isolate_stdout(), "wb")
