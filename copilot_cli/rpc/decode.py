"""One wire line → a JSON value, refusing what the protocol cannot carry faithfully.

- The bytes must be UTF-8 (strictly: the encoded surrogates `ED A0 80`… are not UTF-8), and
  no string may hold a lone UTF-16 surrogate from a `\\ud800`-style escape: either is -32700,
  as the README promises, so handlers only ever see real Unicode text.
- `NaN`/`Infinity` are not JSON (-32700). A number too large for a double (`1e400`, `-1e999`)
  parses to ±inf, which could never be echoed back: the line is decoded and `nonfinite` says
  so, and the server answers -32600 (the id) or -32602 (params) — the process lives.
- An integer of more than 4300 digits is -32700 in our words, never Python's message.
"""

from __future__ import annotations

import json
import math
import re
import sys
from typing import Any

from copilot_cli import errors

_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


class LineDecoder:
    """Decodes lines one at a time (not thread-safe: the server's reader uses one)."""

    def __init__(self) -> None:
        self.nonfinite = False
        self._decoder = json.JSONDecoder(parse_float=self._float, parse_constant=self._constant)

    def _float(self, text: str) -> float:
        value = float(text)
        if math.isinf(value):
            self.nonfinite = True
        return value

    @staticmethod
    def _constant(name: str) -> Any:
        raise ValueError(f"{name} is not valid JSON")

    def decode(self, line: bytes) -> Any:
        """The line's value; errors.ParseError with a reason of our own otherwise.
        After a successful call `nonfinite` tells whether a number overflowed to ±inf."""
        self.nonfinite = False
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise errors.ParseError("line is not valid UTF-8", {"byteOffset": exc.start}) from None
        try:
            value = self._decoder.decode(text)
        except RecursionError:
            raise errors.ParseError("nesting too deep") from None
        except json.JSONDecodeError as exc:
            raise errors.ParseError(f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
        except ValueError as exc:
            raise errors.ParseError(_value_reason(exc)) from None
        if _SURROGATE_ESCAPE.search(text) and has_lone_surrogate(value):
            raise errors.ParseError("a string holds a lone UTF-16 surrogate escape: not valid Unicode text")
        return value


def _value_reason(exc: ValueError) -> str:
    if "digits" in str(exc):  # int() refuses more than sys.get_int_max_str_digits() digits
        return f"an integer has more than {sys.get_int_max_str_digits()} digits"
    if "not valid JSON" in str(exc):
        return str(exc)  # our own words, from _constant
    return "invalid JSON: a value cannot be read"


def has_lone_surrogate(value: Any) -> bool:
    """Whether any string or key in a decoded JSON value holds a lone surrogate (iterative:
    the value may be nested as deep as the decoder allows)."""
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            if _LONE_SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            todo.extend(item.keys())
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return False


def has_nonfinite(value: Any) -> bool:
    """Whether a decoded JSON value holds ±inf or NaN anywhere (iterative)."""
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, float):
            if not math.isfinite(item):
                return True
        elif isinstance(item, dict):
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return False
