"""How deep a JSON text nests, measured before it is parsed.

Python's json and everything after it (pydantic, json.dumps of an echo) recurse once per
level, so a 2 KB line of 1,000 `[` is a RecursionError somewhere inside a face. Every face
that parses caller JSON (the workspace HTTP API, Repodex, repo-mcp) asks `too_deep` first and
answers in its own shape. Linear: strings are removed by one regex, then only the brackets
that remain are counted.
"""

from __future__ import annotations

import re

MAX_JSON_DEPTH = 64  # far beyond any request the seeds describe

_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKET = bytes(b for b in range(256) if b not in b"[]{}")


def json_depth(data: bytes | str) -> int:
    """The deepest nesting of arrays and objects (0 for a scalar); malformed text still gets a
    number, the parser reports the syntax."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    brackets = _STRING.sub(b"", raw).translate(None, _NOT_BRACKET)
    depth = deepest = 0
    for byte in brackets:
        if byte in (0x5B, 0x7B):
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return deepest


def too_deep(data: bytes | str, limit: int = MAX_JSON_DEPTH) -> str | None:
    """A sentence saying why `data` nests too deeply, or None when it is fine."""
    depth = json_depth(data)
    if depth > limit:
        return f"JSON nests {depth} levels deep; at most {limit} are accepted"
    return None
