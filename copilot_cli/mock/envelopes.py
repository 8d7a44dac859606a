"""The API's own shape around an item, as the spec decided it (spec/shapes.py: an operation's
`requestEnvelope` and `responseEnvelope`): request bodies wrapped in an envelope (Asana's
`{"data": {…}}`) are unwrapped before the item is stored, answers whose schema wraps the item
(`{"data": Project}`) get it wrapped back, and request field names are matched to the item's
(Twilio's `FriendlyName` is the response's `friendly_name`), so what was typed is stored under
the names the list and the detail read."""

from __future__ import annotations

import re
from typing import Any

from copilot_cli.common.identifiers import snake
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec.model import Operation, Schema
from copilot_cli.spec.path_words import ENVELOPE_NAMES


def norm(name: str) -> str:
    """A name without case or separators: `FriendlyName`, `friendly_name`, `friendly-name` agree."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def request_key(op: Operation) -> str | None:
    return op.request_envelope.key if op.request_envelope else None


def response_key(op: Operation) -> str | None:
    return op.response_envelope.key if op.response_envelope else None


def inner(factory: ValueFactory, schema: Schema | None, key: str | None) -> Schema | None:
    """The schema of property `key` of `schema` (None when it declares none)."""
    target = factory.resolve(schema) or schema
    return (target.properties or {}).get(key) if key and target is not None else None


def unwrap(factory: ValueFactory, op: Operation, schema: Schema | None, body: Any) -> Any:
    """(the item, its schema) from a body that may be wrapped the way the operation says."""
    key = request_key(op)
    if key and isinstance(body, dict) and isinstance(body.get(key), dict) and set(body) <= {key}:
        return body[key], inner(factory, schema, key)
    target = factory.resolve(schema) or schema
    if (
        (target is None or target.kind != "object" or not target.properties)
        and isinstance(body, dict)
        and len(body) == 1
    ):
        # a body the schema leaves undeclared (osf.io's PATCH: `{type: object}` and an example of
        # `{"data": {…}}`): an envelope-named key around one object is the item
        (name, value) = next(iter(body.items()))
        if norm(name) in ENVELOPE_NAMES and isinstance(value, dict):
            return value, None
    return body, schema


def wrap(factory: ValueFactory, op: Operation, item: Any) -> Any:
    """The item inside the envelope its answer declares, the envelope's other fields (`ok`,
    `message`) filled in as the schema says."""
    key = response_key(op)
    if not key:
        return item
    envelope = factory.value(op.returns, None, 0)
    return {**(envelope if isinstance(envelope, dict) else {}), key: item}


def item_names(data: dict[str, Any], item_props: dict[str, Any]) -> dict[str, Any]:
    """`data` with each key renamed to the item property it names (by case and separators);
    a dotted form key whose head names an item property nests under it (Twilio's
    `Bindings.Email.Address` → `bindings: {email: {address}}`); other keys stay as they are."""
    if not item_props:
        return data
    by_norm: dict[str, str] = {}
    for name in item_props:
        by_norm.setdefault(norm(name), name)
    out: dict[str, Any] = {}
    for key, value in data.items():
        head, dot, rest = key.partition(".")
        if dot and key not in item_props and norm(head) in by_norm and rest:
            node = out.setdefault(by_norm[norm(head)], {})
            if not isinstance(node, dict):
                continue
            parts = rest.split(".")
            for part in parts[:-1]:
                node = node.setdefault(snake(part), {})
                if not isinstance(node, dict):
                    break
            else:
                node[snake(parts[-1])] = value
            continue
        target = key if key in item_props else by_norm.get(norm(key), key)
        if target not in out or key == target:
            out[target] = value
    return out
