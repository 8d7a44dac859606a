"""JSON Patch edits (RFC 6902) applied to a stored item: launchdarkly's PATCH /projects/{key}
sends `[{"op": "replace", "path": "/name", "value": …}]`, VTEX Marketplace names the key
`operation`. replace and add set the value at the pointer, remove deletes it; move, copy and test
leave the item as it is (no page sends them)."""

from __future__ import annotations

import copy
from typing import Any

from copilot_cli.mock.envelopes import norm


def is_json_patch(body: Any) -> bool:
    return (
        isinstance(body, list)
        and bool(body)
        and all(isinstance(o, dict) and isinstance(o.get("path"), str) and _op(o) for o in body)
    )


def _op(o: dict[str, Any]) -> str:
    return str(o.get("op") or o.get("operation") or "").lower()


def _segments(pointer: str) -> list[str]:
    return [p.replace("~1", "/").replace("~0", "~") for p in pointer.lstrip("/").split("/") if p != ""]


def apply_patch(item: dict[str, Any], ops: list[dict[str, Any]]) -> dict[str, Any]:
    out = copy.deepcopy(item)
    for o in ops:
        parts = _segments(o["path"])
        if not parts:
            continue
        node: Any = out
        for part in parts[:-1]:
            key = _key(node, part)
            if isinstance(node, dict):
                node = node.setdefault(key, {})
            elif isinstance(node, list) and str(key).isdigit() and int(key) < len(node):
                node = node[int(key)]
            else:
                node = None
                break
        if node is None:
            continue
        last = _key(node, parts[-1])
        if _op(o) in ("replace", "add"):
            if isinstance(node, dict):
                node[last] = o.get("value")
            elif isinstance(node, list):
                if last == "-":
                    node.append(o.get("value"))
                elif str(last).isdigit() and int(last) <= len(node):
                    node.insert(int(last), o.get("value")) if _op(o) == "add" else node.__setitem__(
                        int(last), o.get("value")
                    )
        elif _op(o) == "remove":
            if isinstance(node, dict):
                node.pop(last, None)
            elif isinstance(node, list) and str(last).isdigit() and int(last) < len(node):
                node.pop(int(last))
    return out


def _key(node: Any, part: str) -> str:
    """The item's own key a pointer segment names (`/name`, or `/Name` for an item's `name`)."""
    if isinstance(node, dict) and part not in node:
        return next((k for k in node if norm(k) == norm(part)), part)
    return part
