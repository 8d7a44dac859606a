"""Plain-text renderings of NormalizedSpec operations and types, for indexing and prompts.

Short labelled lines ("parameters:", "  limit (query, integer, optional) — How many") so
BM25 finds words from names, paths, summaries and descriptions, and an LLM can read the
result as is. Descriptions are cut at MAX_DESCRIPTION characters; at most MAX_PROPERTIES
properties of a type are listed (hostile specs have thousands).
"""

from __future__ import annotations

from typing import Any

MAX_DESCRIPTION = 600
MAX_PROPERTIES = 200


def schema_label(schema: Any) -> str:
    """'Pet', 'array of Pet', 'string (date-time)', 'enum of string', 'Pet | Error'."""
    if schema is None:
        return "none"
    if schema.ref:
        return schema.ref
    if schema.kind == "array":
        return f"array of {schema_label(schema.items)}"
    if schema.kind == "map":
        return f"map of {schema_label(schema.additional_properties)}"
    if schema.kind == "union" and schema.variants:
        return " | ".join(schema_label(v) for v in schema.variants[:6])
    if schema.kind == "enum":
        values = ", ".join(str(v) for v in (schema.enum or [])[:12])
        return f"enum of {schema.base_kind or 'string'} ({values})"
    return f"{schema.kind} ({schema.format})" if schema.format else schema.kind


def render_operation(op: Any) -> str:
    head = f"{op.method} {op.path}" if op.method else f"{op.kind} {op.field or op.id}"
    lines = [f"operation {op.id}", head]
    _text(lines, "summary", op.summary)
    _text(lines, "description", op.description)
    if op.tags:
        lines.append("tags: " + ", ".join(op.tags))
    if op.resource:
        lines.append(f"resource: {op.resource}" + (f" ({op.role})" if op.role else ""))
    if op.deprecated:
        lines.append("deprecated")
    if op.parameters:
        lines.append("parameters:")
        lines += [_parameter(p) for p in op.parameters]
    if op.request_body and op.request_body.content:
        for media, content in op.request_body.content.items():
            required = "required" if op.request_body.required else "optional"
            lines.append(f"request body ({media}, {required}): {schema_label(content.schema_)}")
    if op.responses:
        lines.append("responses:")
        for response in op.responses:
            body = next((schema_label(c.schema_) for c in response.content.values() if c.schema_), None)
            lines.append(f"  {response.status}: {_short(response.description or '')}" + (f" -> {body}" if body else ""))
    if op.security:
        lines.append("security: " + " or ".join(" and ".join(req) or "none" for req in op.security))
    return "\n".join(lines) + "\n"


def render_type(name: str, schema: Any) -> str:
    lines = [f"type {name} ({schema_label(schema) if schema.kind != 'object' else 'object'})"]
    _text(lines, "description", schema.description)
    required = set(schema.required or [])
    props = list((schema.properties or {}).items())
    if props:
        lines.append("properties:")
        for prop, sub in props[:MAX_PROPERTIES]:
            flags = [
                f
                for f, on in (
                    ("required", prop in required),
                    ("read-only", sub.read_only),
                    ("write-only", sub.write_only),
                    ("nullable", sub.nullable),
                )
                if on
            ]
            desc = f" — {_short(sub.description)}" if sub.description else ""
            lines.append(f"  {prop}: {schema_label(sub)}" + (f", {', '.join(flags)}" if flags else "") + desc)
        if len(props) > MAX_PROPERTIES:
            lines.append(f"  … {len(props) - MAX_PROPERTIES} more properties")
    if schema.all_of:
        lines.append("extends: " + ", ".join(schema.all_of))
    if schema.interfaces:
        lines.append("implements: " + ", ".join(schema.interfaces))
    if schema.kind in ("enum", "union", "array", "map") and not props:
        lines.append(f"is: {schema_label(schema)}")
    return "\n".join(lines) + "\n"


def _parameter(p: Any) -> str:
    where = p.location
    need = "required" if p.required else "optional"
    role = f" [role: {p.role}]" if p.role else ""
    desc = f" — {_short(p.description)}" if p.description else ""
    return f"  {p.name} ({where}, {schema_label(p.schema_)}, {need}){role}{desc}"


def _text(lines: list[str], label: str, value: str | None) -> None:
    if value:
        lines.append(f"{label}: {_short(value, MAX_DESCRIPTION)}")


def _short(text: str, limit: int = 200) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
