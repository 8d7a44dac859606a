"""GraphQL SDL or introspection JSON → the NormalizedSpec dict (without resources), via graphql-core.

Both forms go through a `GraphQLSchema`, so an introspection result and the SDL it prints
normalize to the same types and operations. Built-in scalars are inlined as primitives; every
other named type is a reference. Root fields of Query/Mutation/Subscription are operations.
"""

from __future__ import annotations

from typing import Any

from copilot_cli.spec.context import Context
from copilot_cli.spec.loaders import invalid

_BUILTIN = {
    "String": ("string", None),
    "ID": ("string", "id"),
    "Int": ("integer", "int32"),
    "Float": ("number", "double"),
    "Boolean": ("boolean", None),
}
_KIND = {
    "GraphQLObjectType": "OBJECT",
    "GraphQLInterfaceType": "INTERFACE",
    "GraphQLUnionType": "UNION",
    "GraphQLEnumType": "ENUM",
    "GraphQLInputObjectType": "INPUT_OBJECT",
    "GraphQLScalarType": "SCALAR",
}


def build_from_sdl(sdl: str, ctx: Context) -> Any:
    from graphql import GraphQLError, GraphQLSyntaxError, build_ast_schema, parse

    try:
        # parsed once, validated up to its first error (all `build_ast_schema` would report of a
        # schema that does not validate is that error's first line), built without validating again
        document = parse(sdl, no_location=True)
        error = first_sdl_error(document)
    except GraphQLSyntaxError as exc:
        loc = (exc.locations or [None])[0]
        raise invalid(
            f"invalid GraphQL SDL: {exc.message}",
            line=getattr(loc, "line", None),
            column=getattr(loc, "column", None),
            reason="invalid GraphQL",
        ) from None
    except RecursionError:
        raise invalid("GraphQL SDL nests too deeply", reason="too deeply nested") from None
    try:
        schema = build_ast_schema(document, assume_valid_sdl=True)
    except (GraphQLError, TypeError) as exc:
        raise invalid(f"invalid GraphQL schema: {getattr(exc, 'message', exc)}", reason="invalid GraphQL") from None
    except RecursionError:
        raise invalid("GraphQL SDL nests too deeply", reason="too deeply nested") from None
    if error is not None:
        ctx.diag("warning", "graphql-sdl-invalid", None, f"the SDL does not validate ({error}); read it anyway")
    return schema


class _Invalid(Exception):
    pass


def first_sdl_error(document: Any) -> str | None:
    """The first line of the first error graphql-core's SDL validation reports, or None: the rules
    `build_ast_schema` runs, stopped at that error. GitHub's schema defines a field twice a quarter
    of the way in, and its whole validation was 0.2 s of its 1 s parse."""
    from graphql.language import ParallelVisitor, visit
    from graphql.validation import SDLValidationContext
    from graphql.validation.specified_rules import specified_sdl_rules

    found: list[Any] = []

    def report(error: Any) -> None:
        found.append(error)
        raise _Invalid

    context = SDLValidationContext(document, None, report)
    try:
        visit(document, ParallelVisitor([rule(context) for rule in specified_sdl_rules]))
    except _Invalid:
        return str(found[0].message).splitlines()[0] if found[0].message else ""
    return None


def build_from_introspection(doc: dict[str, Any]) -> Any:
    from graphql import GraphQLError, build_client_schema

    data = doc["data"] if "__schema" not in doc and isinstance(doc.get("data"), dict) else doc
    if not isinstance(data.get("__schema"), dict):
        raise invalid("`__schema` must be an object", pointer="/__schema", reason="invalid introspection")
    try:
        return build_client_schema(data)
    except (GraphQLError, TypeError, KeyError, ValueError) as exc:
        raise invalid(
            f"invalid GraphQL introspection result: {getattr(exc, 'message', exc)}",
            pointer="/__schema",
            reason="invalid introspection",
        ) from None


def normalize_graphql(schema: Any, ctx: Context) -> dict[str, Any]:
    types = {
        name: named_type(t) for name, t in schema.type_map.items() if not name.startswith("__") and name not in _BUILTIN
    }
    operations: list[dict[str, Any]] = []
    ids: set[str] = set()
    for kind, root in (
        ("query", schema.query_type),
        ("mutation", schema.mutation_type),
        ("subscription", schema.subscription_type),
    ):
        if root is None:
            continue
        for field_name, field in root.fields.items():
            op_id = field_name if field_name not in ids else f"{kind}.{field_name}"
            ids.add(op_id)
            op: dict[str, Any] = {
                "id": op_id,
                "kind": kind,
                "field": field_name,
                "tags": [root.name],
                "responses": [],
                "security": [],
                "parameters": arguments(field.args),
                "returns": type_ref(field.type),
            }
            if field.description:
                op["description"] = field.description
                op["summary"] = field.description.strip().splitlines()[0][:200] if field.description.strip() else None
            if field.deprecation_reason is not None:
                op["deprecated"] = True
            operations.append(op)
    return {
        "servers": [],
        "auth": {"schemes": {}, "requirements": []},
        "types": types,
        "operations": operations,
        "webhooks": [],
        "description": schema.description,
    }


def named_type(t: Any) -> dict[str, Any]:
    kind = _KIND.get(type(t).__name__, "SCALAR")
    out: dict[str, Any] = {"name": t.name, "graphqlKind": kind}
    if t.description:
        out["description"] = t.description
    if kind in ("OBJECT", "INTERFACE", "INPUT_OBJECT"):
        out["kind"] = "object"
        props, required = {}, []
        for name, field in t.fields.items():
            prop = type_ref(field.type)
            if field.description:
                prop["description"] = field.description
            if getattr(field, "deprecation_reason", None) is not None:
                prop["deprecated"] = True
            if getattr(field, "args", None):
                prop["arguments"] = arguments(field.args)
            default = getattr(field, "default_value", _missing())
            if _has_value(default):
                prop["default"] = _jsonable(default)
            if not prop.get("nullable"):
                required.append(name)
            props[name] = prop
        out["properties"] = props
        if required:
            out["required"] = required
        if kind != "INPUT_OBJECT" and t.interfaces:
            out["interfaces"] = [i.name for i in t.interfaces]
    elif kind == "UNION":
        out.update(kind="union", unionMode="graphql", variants=[{"ref": m.name, "kind": "object"} for m in t.types])
    elif kind == "ENUM":
        out.update(kind="enum", baseKind="string", enum=list(t.values))
        described = {k: v.description for k, v in t.values.items() if v.description}
        if described:
            out["enumDescriptions"] = described
    else:
        out.update(kind=_scalar_kind(t.name), format=t.name)
    return out


def type_ref(t: Any) -> dict[str, Any]:
    from graphql import GraphQLList, GraphQLNonNull

    nullable = True
    if isinstance(t, GraphQLNonNull):
        nullable, t = False, t.of_type
    if isinstance(t, GraphQLList):
        out: dict[str, Any] = {"kind": "array", "items": type_ref(t.of_type)}
    elif t.name in _BUILTIN:
        kind, fmt = _BUILTIN[t.name]
        out = {"kind": kind}
        if fmt:
            out["format"] = fmt
    else:
        kind = _KIND.get(type(t).__name__, "SCALAR")
        out = {
            "ref": t.name,
            "kind": {
                "OBJECT": "object",
                "INTERFACE": "object",
                "INPUT_OBJECT": "object",
                "UNION": "union",
                "ENUM": "enum",
            }.get(kind)
            or _scalar_kind(t.name),
        }
    if nullable:
        out["nullable"] = True
    return out


def arguments(args: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for name, arg in args.items():
        schema = type_ref(arg.type)
        param: dict[str, Any] = {"name": name, "in": "argument", "schema": schema}
        if _has_value(arg.default_value):
            schema["default"] = _jsonable(arg.default_value)
        param["required"] = not schema.get("nullable") and not _has_value(arg.default_value)
        if arg.description:
            param["description"] = arg.description
        if getattr(arg, "deprecation_reason", None) is not None:
            param["deprecated"] = True
        out.append(param)
    return out


def _scalar_kind(name: str) -> str:
    lowered = name.lower()
    if "json" in lowered or lowered in ("any", "object", "map"):
        return "any"
    if lowered in ("long", "bigint", "int64", "unsignedint64", "uint"):
        return "integer"
    if lowered in ("decimal", "bigdecimal", "money"):
        return "string"
    if lowered == "upload":
        return "file"
    return "string"


def _missing() -> Any:
    from graphql import Undefined

    return Undefined


def _has_value(value: Any) -> bool:
    from graphql import Undefined

    return value is not Undefined


def _jsonable(value: Any) -> Any:
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return str(getattr(value, "name", value))
