"""A GraphQLSchema rebuilt from a NormalizedSpec's types and root operations, so the mock can
execute queries even when only the normalized form is at hand (e.g. it arrived over RPC).
Descriptions and default values are left out: the mock needs shapes, not documentation."""

from __future__ import annotations

import re
from typing import Any

from copilot_cli.spec.model import NormalizedSpec, Parameter, Schema

_NAME = re.compile(r"^[_A-Za-z][_0-9A-Za-z]*$")
_BUILTIN = {("string", "id"): "ID", ("integer", "int32"): "Int", ("number", "double"): "Float"}
_ROOTS = {"query": "Query", "mutation": "Mutation", "subscription": "Subscription"}


def type_expr(schema: Schema) -> str:
    """`[Film!]!`-style type expression of a NormalizedSpec schema (GraphQL conventions)."""
    if schema.kind == "array" and schema.items is not None and not schema.ref:
        inner = f"[{type_expr(schema.items)}]"
    elif schema.ref:
        inner = schema.ref
    else:
        inner = _BUILTIN.get(
            (schema.kind, schema.format or ""),
            {
                "string": "String",
                "integer": "Int",
                "number": "Float",
                "boolean": "Boolean",
            }.get(schema.kind, "String"),
        )
    return inner if schema.nullable else f"{inner}!"


def _args(params: list[Parameter] | None) -> str:
    if not params:
        return ""
    return "(" + ", ".join(f"{p.name}: {type_expr(p.schema_)}" for p in params if _NAME.match(p.name)) + ")"


def _fields(schema: Schema, with_args: bool) -> list[str]:
    lines = []
    for name, prop in (schema.properties or {}).items():
        if _NAME.match(name):
            args = _args(prop.arguments) if with_args else ""
            lines.append(f"  {name}{args}: {type_expr(prop)}")
    return lines


def _definition(name: str, t: Schema) -> str | None:
    kind = t.graphql_kind
    if kind == "SCALAR":
        return f"scalar {name}"
    if kind == "ENUM":
        values = [str(v) for v in (t.enum or []) if _NAME.match(str(v))]
        return f"enum {name} {{ {' '.join(values)} }}" if values else None
    if kind == "UNION":
        members = [v.ref for v in (t.variants or []) if v.ref]
        return f"union {name} = {' | '.join(members)}" if members else None
    if kind in ("OBJECT", "INTERFACE", "INPUT_OBJECT"):
        fields = _fields(t, with_args=kind != "INPUT_OBJECT")
        if not fields:
            return None
        keyword = {"OBJECT": "type", "INTERFACE": "interface", "INPUT_OBJECT": "input"}[kind]
        implements = f" implements {' & '.join(t.interfaces)}" if t.interfaces else ""
        body = "\n".join(fields)
        return f"{keyword} {name}{implements} {{\n{body}\n}}"
    return None


def root_type_names(spec: NormalizedSpec) -> dict[str, str]:
    """Operation kind → the root type's name (the operations carry it as their tag)."""
    roots: dict[str, str] = {}
    for op in spec.operations:
        if op.kind in _ROOTS and op.kind not in roots:
            roots[op.kind] = op.tags[0] if op.tags else _ROOTS[op.kind]
    return roots


def schema_sdl(spec: NormalizedSpec) -> str:
    roots = root_type_names(spec)
    parts: list[str] = []
    for name, t in spec.types.items():
        if name in roots.values():
            continue
        definition = _definition(name, t)
        if definition:
            parts.append(definition)
    for kind, root in roots.items():
        fields = [
            f"  {op.field}{_args(op.parameters)}: {type_expr(op.returns or Schema(kind='string', nullable=True))}"
            for op in spec.operations
            if op.kind == kind and op.field and _NAME.match(op.field)
        ]
        parts.append(f"type {root} {{\n" + "\n".join(fields) + "\n}")
    parts.append("schema {\n" + "\n".join(f"  {k}: {v}" for k, v in roots.items()) + "\n}")
    return "\n\n".join(parts)


def build_graphql_schema(spec: NormalizedSpec) -> Any:
    from graphql import build_schema

    return build_schema(schema_sdl(spec), assume_valid_sdl=True, no_location=True)
