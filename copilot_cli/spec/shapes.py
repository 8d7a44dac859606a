"""What an API's bodies mean around an item, decided once for the forms, the mock and the
runtime: the property a request body wraps its item in (Asana's `{"data": {…}}`: a form shows the
item's fields, the client wraps them back, the mock unwraps them) and the property an item's
answer keeps it in (edrv's `{"ok", "message", "chargestation": {…}}`). Each decision is written on
the operation as `requestEnvelope`/`responseEnvelope` with its evidence; ui/ and mock/ read it."""

from __future__ import annotations

import re
from typing import Any

from copilot_cli.spec.path_words import ENVELOPE_NAMES, own_names
from copilot_cli.spec.roles import squash
from copilot_cli.spec.typegraph import TypeGraph

_JSON = re.compile(r"[/+]json\b|^application/json", re.I)
_ITEM_ROLES = frozenset({"get", "create", "update", "patch", "delete", "action"})


def pick_media(content: dict[str, Any]) -> str | None:
    """The media type a client sends a body in: JSON, else multipart, else a form, else text,
    else the first the spec lists."""
    types = list(content)
    for test in (
        lambda t: bool(_JSON.search(t)),
        lambda t: t.startswith("multipart/"),
        lambda t: t == "application/x-www-form-urlencoded",
        lambda t: t.startswith("text/"),
    ):
        for t in types:
            if test(t):
                return t
    return types[0] if types else None


def item_wrappers(resource: dict[str, Any] | None) -> tuple[str, ...]:
    """Names an envelope may give a resource's item besides the envelope words: its own names
    (`chargestation` for `chargestations`) and its type's (`ExperimentTemplate`)."""
    if resource is None:
        return ()
    return (*own_names(resource.get("name")), resource.get("typeName") or "")


def fill_envelopes(operations: list[dict[str, Any]], resources: list[dict[str, Any]], graph: TypeGraph) -> None:
    """Write each HTTP operation's envelopes: the request's on any operation with a body, the
    response's on the item operations of a resource."""
    by_name = {r["name"]: r for r in resources}
    for op in operations:
        if op.get("kind") != "http":
            continue
        res = by_name.get(op.get("resource") or "")
        own = item_wrappers(res)
        found = request_envelope(graph, op, own)
        if found:
            op["requestEnvelope"] = found
        if res is not None and op.get("role") in _ITEM_ROLES:
            found = response_envelope(graph, op.get("returns"), _id_field(graph, res), own)
            if found:
                op["responseEnvelope"] = found


def request_envelope(graph: TypeGraph, op: dict[str, Any], own: tuple[str, ...]) -> dict[str, str] | None:
    """{key, evidence} of the property the body (in the media type a client sends) wraps its item
    in: its one property, an object with properties, named like an envelope or like the item.
    A body that declares nothing reads its example (osf.io's PATCH: `{type: object}` and an
    example of `{"data": {…}}`)."""
    content = (op.get("requestBody") or {}).get("content") or {}
    media = pick_media(content)
    if media is None:
        return None
    schema = graph.deref(content[media].get("schema"))
    props = schema.get("properties") or {}
    if schema.get("kind") in ("object", "any") and not props:
        example = content[media].get("example")
        example = example if example is not None else (schema.get("examples") or [None])[0]
        if isinstance(example, dict) and len(example) == 1:
            name, value = next(iter(example.items()))
            if isinstance(value, dict) and value and _named(name, own):
                return {"key": name, "evidence": f"the body's example wraps the item in `{name}`"}
        return None
    if schema.get("kind") != "object" or len(props) != 1:
        return None
    name, prop = next(iter(props.items()))
    inner = graph.deref(prop)
    if inner.get("kind") != "object" or not inner.get("properties") or not _named(name, own):
        return None
    return {"key": name, "evidence": f"the body's one property `{name}` is an object named like {_why(name, own)}"}


def response_envelope(
    graph: TypeGraph, returns: dict[str, Any] | None, id_field: str, own: tuple[str, ...]
) -> dict[str, str] | None:
    """{key, evidence} of the property an item's answer keeps its one item in (`{"data": {…}}`,
    edrv's `{"ok", "message", "chargestation": {…}}`), or None when the answer is the item (it
    has the item's id field)."""
    body = graph.deref(returns)
    props = body.get("properties") or {}
    # an id one object down (DocuSign's `jurisdiction.jurisdictionId`) is the item's own part
    if body.get("kind") != "object" or not props or id_field in props or id_field.split(".")[0] in props:
        return None
    objects = [n for n, p in props.items() if _object(graph, p)]
    loose = [n for n, p in props.items() if graph.deref(p).get("kind") == "object"]
    wanted = {squash(n) for n in own if n}
    named = [n for n in objects if squash(n) in ENVELOPE_NAMES] + [n for n in loose if squash(n) in wanted]
    if named:
        return {
            "key": named[0],
            "evidence": f"the answer has no `{id_field}` and keeps an object in `{named[0]}`, "
            f"named like {_why(named[0], own)}",
        }
    if len(props) == 1 and objects:
        return {"key": objects[0], "evidence": f"the answer's one property `{objects[0]}` is an object"}
    return None


def _object(graph: TypeGraph, schema: dict[str, Any] | None) -> bool:
    target = graph.deref(schema)
    return target.get("kind") == "object" and bool(target.get("properties"))


def _named(name: str, own: tuple[str, ...]) -> bool:
    key = squash(name)
    return key in ENVELOPE_NAMES or key in {squash(n) for n in own if n}


def _why(name: str, own: tuple[str, ...]) -> str:
    return "an envelope" if squash(name) in ENVELOPE_NAMES else "the item"


def _id_field(graph: TypeGraph, resource: dict[str, Any]) -> str:
    """The item's id field, as the mock keys its items: the resource's, else a conventional one
    of the item type's, else `id`."""
    if resource.get("idField"):
        return resource["idField"]
    props = graph.props({"ref": resource["typeName"]}) if resource.get("typeName") else {}
    return next((n for n in ("id", "uuid", "key") if n in props), "id")
