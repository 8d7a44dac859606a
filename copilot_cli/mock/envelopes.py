"""The API's own shape around an item, read from the schemas: request bodies wrapped in an
envelope (Asana's `{"data": {…}}`) are unwrapped before the item is stored, responses whose
schema wraps the item (`{"data": Project}`) get it wrapped back, and request field names are
matched to the item's (Twilio's `FriendlyName` is the response's `friendly_name`), so what was
typed is stored under the names the list and the detail read."""

from __future__ import annotations

import re
from typing import Any

from copilot_cli.common.identifiers import snake
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec import path_words
from copilot_cli.spec.model import Resource, Schema
from copilot_cli.spec.path_words import ENVELOPE_NAMES


def norm(name: str) -> str:
    """A name without case or separators: `FriendlyName`, `friendly_name`, `friendly-name` agree."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def _object(factory: ValueFactory, schema: Schema | None) -> Schema | None:
    target = factory.resolve(schema) or schema
    return target if target is not None and target.kind == "object" and target.properties else None


def item_wrappers(resource: Resource) -> tuple[str, ...]:
    """Names an envelope may give the resource's item: its own names (`chargestation` for
    `chargestations`) and its type's."""
    return (*path_words.own_names(resource.name), resource.type_name or "")


def request_envelope(factory: ValueFactory, schema: Schema | None, own_names: tuple[str, ...] = ()) -> str | None:
    """The property a request body wraps its item in, or None when the body is the item."""
    body = _object(factory, schema)
    if body is None or len(body.properties or {}) != 1:
        return None
    (name, prop) = next(iter((body.properties or {}).items()))
    if _object(factory, prop) is None:
        return None
    return name if norm(name) in ENVELOPE_NAMES or norm(name) in {norm(n) for n in own_names} else None


def response_envelope(
    factory: ValueFactory, schema: Schema | None, id_field: str, own_names: tuple[str, ...] = ()
) -> str | None:
    """The property a response keeps its one item in (`{"data": {…}}`, edrv's `{"ok", "message",
    "chargestation": {…}}`), or None when the response is the item itself."""
    body = _object(factory, schema)
    if body is None or id_field in (body.properties or {}):
        return None
    objects = [n for n, p in (body.properties or {}).items() if _object(factory, p) is not None]
    own = {norm(n) for n in own_names if n}
    loose = [n for n, p in (body.properties or {}).items() if (factory.resolve(p) or p).kind == "object"]
    named = [n for n in objects if norm(n) in ENVELOPE_NAMES] + [n for n in loose if norm(n) in own]
    if named:
        return named[0]
    return objects[0] if len(body.properties or {}) == 1 and objects else None


def unwrap(factory: ValueFactory, schema: Schema | None, body: Any, own_names: tuple[str, ...] = ()) -> Any:
    """(the item, its schema) from a body that may be wrapped the way its schema says."""
    key = request_envelope(factory, schema, own_names)
    if key and isinstance(body, dict) and isinstance(body.get(key), dict) and set(body) <= {key}:
        inner = (_object(factory, schema).properties or {})[key]  # type: ignore[union-attr]
        return body[key], inner
    if _object(factory, schema) is None and isinstance(body, dict) and len(body) == 1:
        # a body the schema leaves undeclared (osf.io's PATCH: `{type: object}` and an example of
        # `{"data": {…}}`): an envelope-named key around one object is the item
        (name, value) = next(iter(body.items()))
        if norm(name) in ENVELOPE_NAMES and isinstance(value, dict):
            return value, None
    return body, schema


def wrap(
    factory: ValueFactory, schema: Schema | None, item: Any, id_field: str, own_names: tuple[str, ...] = ()
) -> Any:
    """The item inside the envelope its response schema declares, the envelope's other fields
    (`ok`, `message`) filled in as the schema says."""
    key = response_envelope(factory, schema, id_field, own_names)
    if not key:
        return item
    envelope = factory.value(schema, None, 0)
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
