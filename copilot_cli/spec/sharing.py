"""One validated model per schema the normalizer built once and placed at many points.

The normalizer shares a converted schema dict wherever the document says the same thing: a
parameter or header component used by hundreds of operations, an operation's `returns` (its 2xx
body), a flat schema written out again and again (GitHub REST: 30,828 inline leaves, 2,528
distinct). Validating each placement on its own would build one model per placement; here each
shared dict becomes one model, put in place of the dict before its parents are validated (a
model is taken as is). Less validation, less memory; the wire form is the same. A schema that
does not validate stays a dict, so the error is reported where it is used.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import orjson
from pydantic import ValidationError

from copilot_cli.spec.model import Schema

_CHILDREN = ("items", "additionalProperties")
# orjson writes these as JSON it does not get from JSON (a date as a string, a str subclass as a
# str): with the options they are refused, so a key is never shared by two different documents
_TREE_OPTIONS = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATACLASS
TREE_BUDGET = 32 << 20  # bytes of keys written per document: the keys nest, so bound their sum


_SCALARS = frozenset({str, int, float, bool, type(None)})


def flat_key(raw: Any) -> tuple[Any, ...] | None:
    """A hashable key for a schema of scalars only and no `$ref` (types kept: `1` is not `True`)."""
    if raw.__class__ is not dict or "$ref" in raw:
        return None
    key = []
    for k, v in raw.items():
        if v.__class__ not in _SCALARS or k.__class__ is not str:
            return None
        key.append((k, v.__class__, v))
    return tuple(key)


def parameter_key(raw: Any) -> tuple[Any, ...] | None:
    """`flat_key` for a parameter: scalars, and a flat `schema` (Kubernetes writes `pretty`,
    `dryRun`… out in full in each of its 845 operations)."""
    if raw.__class__ is not dict:
        return None
    key = []
    for k, v in raw.items():
        if k == "schema":
            inner = flat_key(v)
            if inner is None:
                return None
            key.append((k, dict, inner))
        elif v.__class__ in _SCALARS and k.__class__ is str:
            key.append((k, v.__class__, v))
        else:
            return None
    return tuple(key)


class SharedTrees:
    """Schemas with inner schemas, shared by content like flat ones where they surely convert
    alike anywhere (Stripe writes `expand`, `metadata`… out in full in hundreds of request
    bodies: 4,629 placements, 1,992 distinct). The key is the raw schema's JSON text, document
    order kept (property order is kept too); a schema is shared only when nothing in it is
    resolved (no `$ref`, no discriminator), it has no null (orjson writes NaN as null), its first
    conversion reported nothing, and it is not placed nearer the depth limit than that first one
    (deeper, the limit could cut it). Callers must not mutate the result."""

    def __init__(self, reported: Callable[[], int]) -> None:
        self.by_text: dict[bytes, dict[str, Any]] = {}
        self._depth: dict[bytes, int] = {}
        self._reported = reported  # how many diagnostics so far
        self._budget = TREE_BUDGET

    def convert(self, convert: Callable[..., dict[str, Any]], raw: Any, file: str, pointer: str, depth: int) -> Any:
        key = None
        if raw.__class__ is dict and self._budget > 0:
            try:
                key = orjson.dumps(raw, option=_TREE_OPTIONS)
            except TypeError:  # orjson's JSONEncodeError too: a non-str key, a date, too deep
                pass
            else:
                self._budget -= len(key)
                if (
                    b'"$ref"' in key
                    or b'"discriminator"' in key
                    or b":null" in key
                    or b"[null" in key
                    or b",null" in key
                ):
                    key = None
        if key is None:
            return convert(raw, file, pointer, depth)
        hit = self.by_text.get(key)
        if hit is not None and depth <= self._depth[key]:
            return hit
        before = self._reported()
        out = convert(raw, file, pointer, depth)
        if hit is None and self._reported() == before:
            self.by_text[key], self._depth[key] = out, depth
        return out


class SharedModels:
    def __init__(self, flat: list[dict[str, Any]], trees: list[dict[str, Any]] | None = None) -> None:
        trees = trees or []
        self._keep = (flat, trees)  # kept alive, so no other dict can take one of their ids
        self._flat = {id(d) for d in flat} | {id(d) for d in trees}
        self._trees = {id(d) for d in trees}  # their own inner schemas are made models first
        self._models: dict[int, tuple[Schema, dict[str, Any]]] = {}

    def model(self, schema: dict[str, Any]) -> Any:
        hit = self._models.get(id(schema))
        if hit is None:
            if id(schema) in self._trees:
                self.nested(schema)
            try:
                hit = self._models[id(schema)] = (Schema.model_validate(schema), schema)
            except ValidationError:
                return schema
        return hit[0]

    def nested(self, schema: dict[str, Any]) -> None:
        """Every shared flat schema below `schema` replaced by its one model."""
        flat, stack = self._flat, [schema]
        while stack:
            node = stack.pop()
            props = node.get("properties")
            if props:
                for name, child in props.items():
                    if child.__class__ is dict:
                        if id(child) in flat:
                            props[name] = self.model(child)
                        else:
                            stack.append(child)
            for key in _CHILDREN:
                child = node.get(key)
                if child.__class__ is dict:
                    if id(child) in flat:
                        node[key] = self.model(child)
                    else:
                        stack.append(child)
            variants = node.get("variants")
            if variants:
                for i, child in enumerate(variants):
                    if child.__class__ is dict:
                        if id(child) in flat:
                            variants[i] = self.model(child)
                        else:
                            stack.append(child)

    def operation(self, op: dict[str, Any]) -> None:
        """The schemas at an operation's own positions, each one model per dict."""

        def one(schema: Any) -> Any:
            if schema.__class__ is not dict:
                return schema
            hit = self._models.get(id(schema))
            if hit is not None:  # placed before (a component, a memoized location): walked then
                return hit[0]
            self.nested(schema)
            return self.model(schema)

        for param in op.get("parameters") or ():
            param["schema"] = one(param.get("schema"))
        for response in op.get("responses") or ():
            for item in (response.get("content") or {}).values():
                if "schema" in item:
                    item["schema"] = one(item["schema"])
            headers = response.get("headers") or {}
            for name in headers:
                headers[name] = one(headers[name])
        for item in ((op.get("requestBody") or {}).get("content") or {}).values():
            if "schema" in item:
                item["schema"] = one(item["schema"])
        if "returns" in op:
            op["returns"] = one(op["returns"])
