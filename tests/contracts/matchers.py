"""The matcher vocabulary of contracts/README.md, in Python."""

from __future__ import annotations

import re
from typing import Any

_TYPES = {
    "$string": lambda v: isinstance(v, str),
    "$nonEmptyString": lambda v: isinstance(v, str) and v != "",
    "$number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "$integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "$boolean": lambda v: isinstance(v, bool),
    "$object": lambda v: isinstance(v, dict),
    "$array": lambda v: isinstance(v, list),
    "$null": lambda v: v is None,
    "$any": lambda v: True,
}


def mismatch(expected: Any, actual: Any, path: str = "$") -> str | None:
    """None when `actual` matches `expected`, else a sentence saying where and why."""
    if isinstance(expected, str) and expected in _TYPES:
        return None if _TYPES[expected](actual) else f"{path}: expected {expected}, got {actual!r:.200}"
    if isinstance(expected, dict) and len(expected) == 1 and next(iter(expected)).startswith("$"):
        return _special(expected, actual, path)
    if isinstance(expected, dict):
        return _object(expected, actual, path)
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return f"{path}: expected an array of {len(expected)}, got {actual!r:.200}"
        for i, (e, a) in enumerate(zip(expected, actual)):
            if (why := mismatch(e, a, f"{path}[{i}]")) is not None:
                return why
        return None
    same = (
        expected == actual
        and type(expected) is type(actual)
        or (
            isinstance(expected, (int, float))
            and isinstance(actual, (int, float))
            and not isinstance(actual, bool)
            and expected == actual
        )
    )
    return None if same else f"{path}: expected {expected!r:.200}, got {actual!r:.200}"


def _object(expected: dict, actual: Any, path: str) -> str | None:
    if not isinstance(actual, dict):
        return f"{path}: expected an object, got {actual!r:.200}"
    exact = expected.get("$exact") is True
    for key, want in expected.items():
        if key == "$exact":
            continue
        if want == "$absent":
            if key in actual:
                return f"{path}.{key}: expected absent, got {actual[key]!r:.200}"
            continue
        if key not in actual:
            return f"{path}.{key}: missing"
        if (why := mismatch(want, actual[key], f"{path}.{key}")) is not None:
            return why
    if exact:
        extra = set(actual) - set(expected)
        if extra:
            return f"{path}: unexpected keys {sorted(extra)}"
    return None


def _special(expected: dict, actual: Any, path: str) -> str | None:
    ((op, arg),) = expected.items()
    if op == "$regex":
        ok = isinstance(actual, str) and re.search(arg, actual) is not None
    elif op == "$oneOf":
        ok = any(mismatch(option, actual, path) is None for option in arg)
    elif op == "$arrayOf":
        if not isinstance(actual, list):
            return f"{path}: expected an array, got {actual!r:.200}"
        for i, item in enumerate(actual):
            if (why := mismatch(arg, item, f"{path}[{i}]")) is not None:
                return why
        return None
    elif op == "$contains":
        ok = isinstance(actual, list) and any(mismatch(arg, item, path) is None for item in actual)
    elif op == "$gte":
        ok = isinstance(actual, (int, float)) and actual >= arg
    elif op == "$lte":
        ok = isinstance(actual, (int, float)) and actual <= arg
    elif op == "$lengthGte":
        ok = isinstance(actual, (str, list)) and len(actual) >= arg
    else:
        return f"{path}: unknown matcher {op}"
    return None if ok else f"{path}: expected {expected!r:.200}, got {actual!r:.200}"


def value_at(data: Any, dotted: str) -> Any:
    for part in dotted.split("."):
        data = data[int(part)] if isinstance(data, list) else data[part]
    return data
