"""Form fields (application/x-www-form-urlencoded and multipart) back into structured data, the
way form APIs read them: `a[b]=1` is `{"a": {"b": "1"}}` (OpenAPI's deepObject, Stripe, Rails),
`a[]=x&a[]=y` and `a[0]=x` are lists, a key repeated is a list (`explode: true`)."""

from __future__ import annotations

import re
from typing import Any

_KEY = re.compile(r"^([^\[\]]+)((?:\[[^\[\]]*\])+)$")
_PART = re.compile(r"\[([^\[\]]*)\]")
MAX_DEPTH = 8  # `a[b][c]…` deeper than this stays a flat key


def parse_form(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        m = _KEY.match(key)
        parts = [m.group(1), *_PART.findall(m.group(2))] if m else [key]
        if len(parts) > MAX_DEPTH + 1:
            parts = [key]
        _put(out, parts, value)
    return _lists(out)  # type: ignore[return-value]


def _put(target: dict[str, Any], parts: list[str], value: Any) -> None:
    head, rest = parts[0], parts[1:]
    if not rest:
        if head in target:  # a repeated key: the values in order
            current = target[head]
            target[head] = [*current, value] if isinstance(current, _Many) else _Many([current, value])
        else:
            target[head] = value
        return
    if rest[0] == "":  # `a[]=x`: append
        current = target.get(head)
        bucket = current if isinstance(current, _Many) else _Many([] if current is None else [current])
        target[head] = bucket
        if len(rest) == 1:
            bucket.append(value)
        else:
            child: dict[str, Any] = {}
            _put(child, rest[1:], value)
            bucket.append(child)
        return
    child = target.get(head)
    if not isinstance(child, dict):
        child = target[head] = {}
    _put(child, rest, value)


class _Many(list):
    """Values that arrived under one key (kept apart from a dict of numbered keys)."""


def _lists(node: Any) -> Any:
    if isinstance(node, list):
        return [_lists(v) for v in node]
    if isinstance(node, dict):
        if node and all(k.isdigit() for k in node):  # `a[0]=x&a[1]=y`: a list in index order
            return [_lists(node[k]) for k in sorted(node, key=int)]
        return {k: _lists(v) for k, v in node.items()}
    return node
