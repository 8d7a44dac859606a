"""GraphQL documents for root fields: variables from the arguments, and a depth-limited
selection set built from the types (scalars first; nested objects to a fixed depth; unions and
interfaces through inline fragments; Relay connections keep edges/node/pageInfo)."""

from __future__ import annotations

from copilot_cli.spec.model import NormalizedSpec, Operation, Resource, Schema
from copilot_cli.ui.widgets import resolve

MAX_DEPTH = 1  # levels of nested objects below the item (Relay connection/edge wrappers are free at the top)
MAX_FIELDS = 24  # fields selected per object
_NAME = {"string": "String", "integer": "Int", "number": "Float", "boolean": "Boolean"}


def type_string(schema: Schema, required: bool) -> str:
    """The GraphQL type of a variable, e.g. `[String!]` or `ID!`."""
    if schema.ref:
        text = schema.ref
    elif schema.kind == "array" and schema.items is not None:
        text = f"[{type_string(schema.items, not schema.items.nullable)}]"
    elif schema.kind == "string" and (schema.format or "").lower() == "id":
        text = "ID"
    else:
        text = _NAME.get(schema.kind, "String")
    return text + ("!" if required and not schema.nullable else "")


def _leaf(s: Schema) -> bool:
    return s.kind in ("string", "integer", "number", "boolean", "enum", "any", "file") or s.graphql_kind == "SCALAR"


def _unwrap(spec: NormalizedSpec, schema: Schema | None) -> tuple[Schema, str | None]:
    s, ref = resolve(spec, schema)
    while s.kind == "array" and s.items is not None:
        s, ref = resolve(spec, s.items)
    return s, ref


def _needs_args(prop: Schema) -> bool:
    return any(a.required and not a.schema_.nullable and a.schema_.default is None for a in (prop.arguments or []))


def selection(spec: NormalizedSpec, schema: Schema | None, depth: int = 0, stack: tuple[str, ...] = ()) -> str:
    """`{ … }` for an object/union/interface type, or "" for a leaf."""
    s, ref = _unwrap(spec, schema)
    if _leaf(s):
        return ""
    if ref and ref in stack:
        return "{ __typename }"
    stack = stack + ((ref,) if ref else ())
    if s.kind == "union":
        parts = ["__typename"]
        for variant in (s.variants or [])[:8]:
            v, vref = _unwrap(spec, variant)
            inner = _fields(spec, v, MAX_DEPTH, stack + ((vref,) if vref else ()))  # scalars only
            if vref and inner:
                parts.append(f"... on {vref} {{ {inner} }}")
        return "{ " + " ".join(parts) + " }"
    body = _fields(spec, s, depth, stack)
    return "{ " + (body or "__typename") + " }"


def _wrapper(s: Schema) -> bool:
    """Relay plumbing (connections and edges) does not count as a level of data."""
    props = s.properties or {}
    return ("pageInfo" in props and ("edges" in props or "nodes" in props)) or ("node" in props and "cursor" in props)


def _fields(spec: NormalizedSpec, s: Schema, depth: int, stack: tuple[str, ...]) -> str:
    props = s.properties or {}
    wrapper = depth == 0 and _wrapper(s)
    leaves, nested = [], []
    for name, prop in props.items():
        if _needs_args(prop):
            continue
        target, _ = _unwrap(spec, prop)
        if _leaf(target):
            leaves.append(name)
            continue
        if wrapper and name in ("edges", "node", "nodes", "pageInfo"):
            sub = selection(spec, prop, depth, stack)
        elif wrapper or depth + 1 > MAX_DEPTH:
            continue  # a connection's other object fields repeat the nodes; deeper data stays out
        else:
            sub = selection(spec, prop, depth + 1, stack)
        if sub and sub != "{ __typename }":
            nested.append(f"{name} {sub}")
    return " ".join(leaves[:MAX_FIELDS] + nested[:8])


def document(spec: NormalizedSpec, op: Operation) -> str:
    """The whole query/mutation/subscription for one root field, every argument a variable."""
    params = [p for p in op.parameters if p.location == "argument"]
    variables = ", ".join(f"${p.name}: {type_string(p.schema_, p.required)}" for p in params)
    args = ", ".join(f"{p.name}: ${p.name}" for p in params)
    name = "".join(ch for ch in (op.field or op.id) if ch.isalnum() or ch == "_")
    head = f"{op.kind} {name[:1].upper() + name[1:]}" + (f"({variables})" if variables else "")
    call = f"{op.field}({args})" if args else f"{op.field}"
    sel = selection(spec, op.returns)
    return f"{head} {{ {call}{(' ' + sel) if sel else ''} }}"


_KEYS = ("login", "slug", "key", "name", "id")


def item_params(spec: NormalizedSpec, res: Resource, item: Schema, id_field: str) -> dict[str, str]:
    """Where the detail view finds each argument of the get operation on a listed item: the id
    parameter reads the id field; for GraphQL every other required argument reads the item's
    field of the same name (GitHub's `license(key: String!)` → the row's `key`), or a key-like
    field of a same-named object (`repository(owner:)` → `owner.login`)."""
    out = {res.id_param: id_field} if res.id_param else {}
    op = spec.operation(res.operations.get) if res.operations.get else None
    if op is None or op.kind == "http":
        return out
    props = item.properties or {}
    for p in op.parameters:
        if p.name in out or not p.required or p.schema_.nullable or p.schema_.default is not None:
            continue
        if p.name in props:
            target, _ = resolve(spec, props[p.name])
            inner = target.properties or {}
            key = next((k for k in _KEYS if k in inner), None) if target.kind == "object" else None
            if target.kind != "object" or key:
                out[p.name] = f"{p.name}.{key}" if key else p.name
        elif p.name.lower() in ("id", f"{(res.type_name or '').lower()}id"):
            out[p.name] = id_field
    return out
