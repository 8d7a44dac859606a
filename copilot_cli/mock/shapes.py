"""Request bodies in (checked against the spec's schema, so a bad form gets a 422 that names
the field) and list bodies out (the page placed where the spec's envelope keeps its items)."""

from __future__ import annotations

import json
import re
from typing import Any

from copilot_cli.mock.envelopes import inner, norm, request_key, unwrap
from copilot_cli.mock.http import MockError
from copilot_cli.mock.listing import Page
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec.model import Operation, Pagination, Schema

_PY_TYPES: dict[str, tuple[type, ...]] = {
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "string": (str,),
    "array": (list,),
    "object": (dict,),
    "map": (dict,),
}


def body_schema(op: Operation) -> Schema | None:
    if op.request_body is None or not op.request_body.content:
        return None
    content = op.request_body.content
    media = next((m for m in content if "json" in m), next(iter(content)))
    return content[media].schema_


def validate_body(factory: ValueFactory, op: Operation, body: Any, required: list[str]) -> dict[str, Any]:
    """The item a create/update body carries, checked: unwrapped from the envelope its schema
    declares (`{"data": {…}}`), form text coerced to the declared types (nested too)."""
    if body is None:
        return {}
    outer = body_schema(op)
    body, item = unwrap(factory, op, outer, body)
    schema = factory.resolve(item)
    if item is not outer:  # the required names were the envelope's (wowza's `stream_target`), not the item's
        required = [n for n in required if schema is not None and n in (schema.properties or {})]
    if not isinstance(body, dict):
        if schema is not None and schema.kind in ("object", "map"):
            raise MockError(422, "the request body must be a JSON object")
        return {"value": body}
    props = (schema.properties or {}) if schema else {}
    # a required field the server assigns (readOnly: apideck's ticket `id`) is one no form asks for
    required = [n for n in required if not (n in props and (props[n].read_only or _read_only(factory, props[n])))]
    problems = [{"field": name, "message": "is required"} for name in required if _given(body, name) in (None, "")]
    data = dict(body)
    for name, value in body.items():
        prop = props.get(name)
        if prop is None or value is None:
            continue
        data[name], problem = _check(factory, prop, value)
        if problem:
            problems.append({"field": name, "message": problem})
    if problems:
        fields = ", ".join(p["field"] for p in problems)
        raise MockError(422, f"invalid fields: {fields}", details=problems)
    return data


def _read_only(factory: ValueFactory, prop: Schema) -> bool:
    resolved = factory.resolve(prop)
    return bool(resolved is not None and resolved.read_only)


def _given(body: dict[str, Any], name: str) -> Any:
    """A body's value for a declared name; a form's bracketed name (cambase's `model[model]`) was
    nested as it was read (`{"model": {"model": …}}`, mock/http.read_body)."""
    if name in body or "[" not in name:
        return body.get(name)
    value: Any = body
    for part in re.findall(r"[^\[\]]+", name):
        value = value.get(part) if isinstance(value, dict) else None
    return value


def writable_names(factory: ValueFactory, op: Operation) -> set[str]:
    """The names a request body declares and does not mark readOnly (inside its envelope), without
    case or separators (`FriendlyName` is the item's `friendly_name`)."""
    outer = body_schema(op)
    schema = factory.resolve(outer)
    key = request_key(op)
    if key and schema is not None:
        schema = factory.resolve(inner(factory, outer, key))
    props = (schema.properties or {}) if schema is not None else {}
    return {norm(n) for n, p in props.items() if not (p.read_only or (factory.resolve(p) or p).read_only)}


def _check(factory: ValueFactory, prop: Schema, value: Any, depth: int = 0) -> tuple[Any, str | None]:
    target = factory.resolve(prop) or prop
    if isinstance(value, str) and target.kind in ("object", "map", "array") and value[:1] in ("{", "["):
        try:  # a multipart part or form field carrying JSON
            value = json.loads(value)
        except ValueError:
            pass
    if isinstance(value, dict) and target.kind == "object" and target.properties and depth < 8:
        out = dict(value)
        for name, sub in value.items():
            if name in target.properties and sub is not None:
                out[name], problem = _check(factory, target.properties[name], sub, depth + 1)
                if problem:
                    return value, f"{name} {problem}"
        return out, None
    if isinstance(value, list) and target.kind == "array" and target.items is not None and depth < 8:
        checked = [_check(factory, target.items, v, depth + 1) if v is not None else (v, None) for v in value]
        problem = next((p for _, p in checked if p), None)
        return ([v for v, _ in checked], None) if problem is None else (value, problem)
    if isinstance(value, str) and target.kind == "array" and target.items is not None:
        coerced, problem = _check(factory, target.items, value, depth + 1)  # one value of a repeated key
        if problem is None:
            return [coerced], None
    if target.enum and value not in target.enum:
        allowed = ", ".join(map(str, target.enum[:10]))
        return value, f"must be one of: {allowed}"
    kind = target.base_kind if target.kind == "enum" else target.kind
    expected = _PY_TYPES.get(kind or "")
    if expected is None or isinstance(value, expected) and not (kind != "boolean" and isinstance(value, bool)):
        return value, None
    if isinstance(value, str):  # form fields arrive as text
        coerced = _coerce(kind, value)
        if coerced is not None:
            return coerced, None
    return value, f"must be {'an' if kind in ('integer', 'array', 'object') else 'a'} {kind}"


def _coerce(kind: str, text: str) -> Any:
    try:
        if kind == "integer":
            return int(text)
        if kind == "number":
            return float(text)
    except ValueError:
        return None
    if kind == "boolean" and text.lower() in ("true", "false"):
        return text.lower() == "true"
    return None


def replaces_document(factory: ValueFactory, list_op: Operation | None, create_op: Operation) -> bool:
    """A POST on the path of a GET that answers one object with the rows inside it, taking that same
    object (vtex's `POST /session/schema` with the `{fields: [...], useEmail}` its GET returns):
    the POST replaces the document the GET reads, it does not add a row."""
    if list_op is None or list_op.path != create_op.path:
        return False
    out, body = list_op.returns, body_schema(create_op)
    read, sent = factory.resolve(out), factory.resolve(body)
    if read is None or sent is None or read.kind != "object" or sent.kind != "object":
        return False
    if out is not None and body is not None and out.ref and out.ref == body.ref:
        return True
    kinds = [{n: (factory.resolve(p) or p).kind for n, p in (s.properties or {}).items()} for s in (read, sent)]
    return bool(kinds[0]) and kinds[0] == kinds[1]  # `{data: [Note]}` read, `{data: Note}` sent: a create


def list_body(factory: ValueFactory, op: Operation, pag: Pagination, page: Page) -> Any:
    """The list response: a bare array, or the spec's envelope with items/total/next filled in."""
    returns = factory.resolve(op.returns)
    if returns is None or returns.kind != "object" or pag.items_path == "":
        return page.items
    items_path = pag.items_path or _first_array_property(factory, returns)
    if not items_path:
        return page.items
    factory.reseed(f"{op.id}:envelope")
    envelope = factory.value(op.returns, None, 0)
    if not isinstance(envelope, dict):
        return page.items
    _set(envelope, items_path, page.items)
    if pag.total_path:
        _set(envelope, pag.total_path, page.total)
    if pag.next_path:
        _set(envelope, pag.next_path, page.next_cursor or page.next_url)
    if pag.has_next_path:
        _set(envelope, pag.has_next_path, bool(page.next_cursor or page.next_url))
    return envelope


def _first_array_property(factory: ValueFactory, schema: Schema) -> str | None:
    for name, prop in (schema.properties or {}).items():
        resolved = factory.resolve(prop) or prop
        if resolved.kind == "array":
            return name
    return None


def _set(target: dict[str, Any], dotted: str, value: Any) -> None:
    parts = dotted.split(".")
    for part in parts[:-1]:
        nxt = target.get(part)
        if not isinstance(nxt, dict):
            nxt = target[part] = {}
        target = nxt
    target[parts[-1]] = value


def named_by_description(factory: ValueFactory, op: Operation, data: dict[str, Any], props: dict[str, Any]) -> dict:
    """The item's fields a body field names in its description's first words, two or more
    (OSDB's `service_moniker`: "Service ID to be used to uniquely identify the service" fills
    `service_id`), where the body sends the value under a name the item does not have."""
    schema = factory.resolve(body_schema(op))
    declared = (schema.properties or {}) if schema is not None else {}
    by_norm = {norm(k): k for k in props}
    out: dict[str, Any] = {}
    for key, value in data.items():
        prop = declared.get(key)
        if key in props or prop is None or isinstance(value, (dict, list)):
            continue
        words = re.findall(
            r"[A-Za-z0-9]+", (prop.description or (factory.resolve(prop) or prop).description or "")[:80]
        )
        for n in (3, 2):
            target = by_norm.get("".join(words[:n]).lower()) if len(words) >= n else None
            if target and target not in data and target not in out:
                out[target] = value
                break
    return out
