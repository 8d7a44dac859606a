"""Framing: bytes in → lines; messages → bytes out. No I/O here: the byte source and sink
are injected (stdio in rpc/stdio.py, memory in tests).

Decisions (documented in the README):
- Lines are cut by copilot_cli.common.ndjson, the one framing of every stdio face: a line is
  everything up to `\\n`, a trailing `\\r` is dropped and blank lines are skipped (people type
  into this process by hand), and a line longer than MAX_LINE_BYTES is not buffered but
  reported once as `LineTooLong` and discarded up to the next newline, so the stream stays
  in sync and memory stays bounded. `read_lines` is that splitter over an async byte stream.
- Output is pure ASCII JSON (`ensure_ascii`): non-ASCII text travels as `\\uXXXX` escapes, so
  a client that decodes chunk by chunk can never see half a character. `NaN`/`Infinity` are
  refused at encoding time (`allow_nan=False`), because they are not JSON.
"""

from __future__ import annotations

import json
import re
from typing import Any

from copilot_cli.common.ndjson import MAX_LINE_BYTES, LineTooLong
from copilot_cli.common.ndjson import split_lines as read_lines

__all__ = ["MAX_LINE_BYTES", "LineTooLong", "encode_message", "read_lines", "sniff_id"]

_encoder = json.JSONEncoder(ensure_ascii=True, allow_nan=False, separators=(",", ":"))


def encode_message(message: dict[str, Any]) -> bytes:
    """One wire line. Raises ValueError for NaN/Infinity and TypeError for non-JSON data."""
    return (_encoder.encode(message) + "\n").encode("ascii")


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
