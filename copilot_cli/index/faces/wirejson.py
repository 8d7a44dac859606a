"""The one request parser of the index's stdio faces (Repodex, repo-mcp).

A request line becomes a value or a `BadJson` with a sentence for the client; it never raises.
Refused before or while parsing, because each would crash or corrupt a reply later:
    nesting deeper than MAX_JSON_DEPTH    (json, pydantic and the echo all recurse per level)
    NaN / Infinity / 1e400 / -1e999       (cannot be echoed as JSON)
    integers over Python's digit limit    (its own "Exceeds the limit" text must not leak)
    lone UTF-16 surrogates, "\\ud800"      (cannot be encoded as UTF-8 on the way out)
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from copilot_cli.workspace.jsondepth import too_deep


@dataclass(frozen=True)
class BadJson:
    message: str
    request_id: Any = None  # the id when it could be read and echoed faithfully


class _Refused(ValueError):
    pass


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"number {text[:40]} is out of range (non-finite numbers cannot be echoed)")
    return value


def _no_constant(name: str) -> Any:
    raise _Refused(f"{name} is not JSON")


def _big_int(text: str) -> int:
    if len(text.lstrip("-")) > 4000:
        raise _Refused("integer has more than 4000 digits")
    return int(text)


def parse_request(data: bytes) -> Any:
    """The decoded value of one request line, or BadJson."""
    deep = too_deep(data)
    if deep:
        return BadJson(deep)
    try:
        value = json.loads(data, parse_float=_finite_float, parse_int=_big_int, parse_constant=_no_constant)
    except _Refused as exc:
        return BadJson(str(exc))
    except json.JSONDecodeError as exc:
        return BadJson(f"{exc.msg} at line {exc.lineno} column {exc.colno}")
    except UnicodeDecodeError:
        return BadJson("the line is not valid UTF-8")
    except (ValueError, RecursionError):
        return BadJson("the line is not acceptable JSON")
    if _has_surrogate(value):
        request_id = value.get("id") if isinstance(value, dict) else None
        return BadJson(
            "the request contains a lone UTF-16 surrogate (such as \\ud800); send valid Unicode",
            None if _has_surrogate(request_id) else request_id,
        )
    return value


def _has_surrogate(value: Any) -> bool:
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return True
        return False
    if isinstance(value, dict):
        return any(_has_surrogate(k) or _has_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_surrogate(v) for v in value)
    return False
