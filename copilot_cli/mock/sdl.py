"""A GraphQLSchema rebuilt from a NormalizedSpec's types and root operations, so the mock can
execute queries even when only the normalized form is at hand (e.g. it arrived over RPC).
Descriptions and default values are left out: the mock needs shapes, not documentation."""

from __future__ import annotations

import contextlib
import functools
import importlib
import re
import threading
from collections.abc import Iterator
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


def type_node(schema: Schema) -> Any:
    """`type_expr`'s expression as the AST node the parser would make of it."""
    from graphql.language import ast

    if schema.kind == "array" and schema.items is not None and not schema.ref:
        inner: Any = ast.ListTypeNode(type=type_node(schema.items))
        return inner if schema.nullable else ast.NonNullTypeNode(type=inner)
    name = type_expr(schema).rstrip("!")
    return _named(name) if schema.nullable else _non_null(name)


# One node per type name, shared by every field that names it (GitHub GraphQL's ~10,000 field
# types name ~1,600 types): the schema builder only reads the document. Bounded: a long-running
# server builds the mocks of many specs.
@functools.lru_cache(maxsize=8192)
def _named(name: str) -> Any:
    from graphql.language import ast

    return ast.NamedTypeNode(name=ast.NameNode(value=name))


@functools.lru_cache(maxsize=8192)
def _non_null(name: str) -> Any:
    from graphql.language import ast

    return ast.NonNullTypeNode(type=_named(name))


def _args(params: list[Parameter] | None) -> tuple[Any, ...]:
    from graphql.language import ast

    return tuple(
        ast.InputValueDefinitionNode(name=ast.NameNode(value=p.name), type=type_node(p.schema_), directives=())
        for p in params or ()
        if _NAME.match(p.name)
    )


def _fields(schema: Schema, kind: str) -> tuple[Any, ...]:
    from graphql.language import ast

    out: list[Any] = []
    for name, prop in (schema.properties or {}).items():
        if not _NAME.match(name):
            continue
        if kind == "INPUT_OBJECT":
            out.append(ast.InputValueDefinitionNode(name=ast.NameNode(value=name), type=type_node(prop), directives=()))
        else:
            out.append(_field(name, prop.arguments, prop))
    return tuple(out)


def _field(name: str, params: list[Parameter] | None, returns: Schema) -> Any:
    from graphql.language import ast

    return ast.FieldDefinitionNode(
        name=ast.NameNode(value=name), arguments=_args(params), type=type_node(returns), directives=()
    )


def _definition(name: str, t: Schema) -> Any:
    from graphql.language import ast

    kind = t.graphql_kind
    title = ast.NameNode(value=name)
    if kind == "SCALAR":
        return ast.ScalarTypeDefinitionNode(name=title, directives=())
    if kind == "ENUM":
        values = [str(v) for v in (t.enum or []) if _NAME.match(str(v))]
        nodes = tuple(ast.EnumValueDefinitionNode(name=ast.NameNode(value=v), directives=()) for v in values)
        return ast.EnumTypeDefinitionNode(name=title, values=nodes, directives=()) if values else None
    if kind == "UNION":
        members = tuple(_named(v.ref) for v in (t.variants or []) if v.ref)
        return ast.UnionTypeDefinitionNode(name=title, types=members, directives=()) if members else None
    if kind in ("OBJECT", "INTERFACE", "INPUT_OBJECT"):
        fields = _fields(t, kind)
        if not fields:
            return None
        if kind == "INPUT_OBJECT":
            return ast.InputObjectTypeDefinitionNode(name=title, fields=fields, directives=())
        node = ast.ObjectTypeDefinitionNode if kind == "OBJECT" else ast.InterfaceTypeDefinitionNode
        interfaces = tuple(_named(i) for i in t.interfaces or ())
        return node(name=title, interfaces=interfaces, fields=fields, directives=())
    return None


def root_type_names(spec: NormalizedSpec) -> dict[str, str]:
    """Operation kind → the root type's name (the operations carry it as their tag)."""
    roots: dict[str, str] = {}
    for op in spec.operations:
        if op.kind in _ROOTS and op.kind not in roots:
            roots[op.kind] = op.tags[0] if op.tags else _ROOTS[op.kind]
    return roots


def schema_document(spec: NormalizedSpec) -> Any:
    """The schema as a parsed SDL document, made directly: writing SDL text and parsing it back
    cost GitHub GraphQL's mock ~0.3 s of CPU (graphql-core's lexer) before its first answer."""
    from graphql.language import OperationType, ast

    roots = root_type_names(spec)
    parts: list[Any] = []
    for name, t in spec.types.items():
        if name in roots.values():
            continue
        definition = _definition(name, t)
        if definition is not None:
            parts.append(definition)
    for kind, root in roots.items():
        fields = tuple(
            _field(op.field, op.parameters, op.returns or Schema(kind="string", nullable=True))
            for op in spec.operations
            if op.kind == kind and op.field and _NAME.match(op.field)
        )
        parts.append(
            ast.ObjectTypeDefinitionNode(name=ast.NameNode(value=root), interfaces=(), fields=fields, directives=())
        )
    operations = tuple(
        ast.OperationTypeDefinitionNode(operation=OperationType(k), type=_named(v)) for k, v in roots.items()
    )
    parts.append(ast.SchemaDefinitionNode(operation_types=operations, directives=()))
    return ast.DocumentNode(definitions=tuple(parts))


def schema_sdl(spec: NormalizedSpec) -> str:
    """The schema as SDL text (to read it; the mock builds from `schema_document`)."""
    from graphql import print_ast

    return print_ast(schema_document(spec))


def build_graphql_schema(spec: NormalizedSpec, document: Any = None, *, valid: bool = False) -> Any:
    """The mock's schema, from `document` when given (the preview keeps `schema_document`'s answer
    pickled: GitHub's loads in 0.02 s of CPU against 0.12 s to make; the schema itself pickles only
    ~4,000 calls deep, past the interpreter's recursion limit). `valid`: a schema built from this
    document was validated before (the preview keeps that verdict with it), so the first query does
    not validate it again (GitHub's: ~0.02 s of CPU)."""
    from graphql import build_ast_schema

    with _names_checked_at_once():
        return build_ast_schema(
            document if document is not None else schema_document(spec), assume_valid_sdl=True, assume_valid=valid
        )


_GRAPHQL_NAME = re.compile(r"[_A-Za-z][_0-9A-Za-z]*")


_BUILDING = threading.Lock()  # one build at a time swaps graphql-core's name check (and puts it back)


@contextlib.contextmanager
def _names_checked_at_once() -> Iterator[None]:
    """graphql-core checks every type, field, argument and enum value name a character at a time in
    Python (`assert_name`: ~0.015-0.03 s of CPU, a third of building GitHub's schema); meanwhile it
    checks them with one regular expression of the same rule ([_A-Za-z] then [_0-9A-Za-z]*, ASCII
    only). Any other value goes to graphql-core's own check, which raises its own error."""
    from graphql.type import definition

    names_module = importlib.import_module("graphql.type.assert_name")  # the package names its function so
    with _BUILDING:
        original = names_module.assert_name

        def assert_name(name: str) -> str:
            if type(name) is str and _GRAPHQL_NAME.fullmatch(name):
                return name
            return original(name)

        definition.assert_name = names_module.assert_name = assert_name  # type: ignore[assignment]
        try:
            yield
        finally:
            definition.assert_name = names_module.assert_name = original  # type: ignore[assignment]
