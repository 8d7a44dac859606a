"""Values for GraphQL types on demand: scalars from names and scalar kinds, objects as
`{__typename}` whose fields resolve lazily (so a query's own depth bounds the data), lists,
and Relay connections with working first/after/last/before cursors."""

from __future__ import annotations

from typing import Any

from graphql import (
    GraphQLEnumType,
    GraphQLError,
    GraphQLInterfaceType,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLScalarType,
    GraphQLUnionType,
)

from copilot_cli.mock.listing import decode_cursor, encode_cursor
from copilot_cli.mock.names import number_for_name, string_for_name
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec.model import Resource, Schema

LIST_SIZE = 3
MAX_PAGE = 100


def unwrap(t: Any) -> Any:
    return t.of_type if isinstance(t, GraphQLNonNull) else t


def nullable(t: Any) -> bool:
    return not isinstance(t, GraphQLNonNull)


def named(t: Any) -> Any:
    while isinstance(t, (GraphQLNonNull, GraphQLList)):
        t = t.of_type
    return t


def is_connection(t: Any) -> bool:
    t = unwrap(t)
    if not isinstance(t, GraphQLObjectType):
        return False
    fields = t.fields
    return "pageInfo" in fields and ("edges" in fields or "nodes" in fields)


def with_typename(item: dict[str, Any], type_name: str | None) -> dict[str, Any]:
    if type_name and "__typename" not in item:
        item["__typename"] = type_name
    return item


def resolve_type(value: Any, info: Any, abstract_type: Any) -> str | None:
    if isinstance(value, dict) and value.get("__typename"):
        name = value["__typename"]
        if info.schema.get_type(name) in info.schema.get_possible_types(abstract_type):
            return name
    possible = info.schema.get_possible_types(abstract_type)
    return possible[0].name if possible else None


def input_data(args: dict[str, Any]) -> dict[str, Any]:
    """Mutation arguments as item fields: the input object(s) merged, plus scalar arguments."""
    data: dict[str, Any] = {}
    for name, value in args.items():
        if isinstance(value, dict):
            data.update(value)
        elif name != "id":
            data[name] = value
    return data


def id_argument(args: dict[str, Any], res: Resource) -> Any:
    for name in (res.id_param, "id", res.id_field):
        if name and args.get(name) is not None:
            return args[name]
    own = f"{res.type_name[:1].lower()}{res.type_name[1:]}Id" if res.type_name else "id"
    for value in args.values():  # an input object: `{id}` or GitHub's `{teamId}`
        for name in ("id", own):
            if isinstance(value, dict) and value.get(name) is not None:
                return value[name]
    return None


def find_by_fields(items: Any, args: dict[str, Any]) -> dict[str, Any] | None:
    """The item whose fields equal the scalar arguments that name them (GitHub's
    `license(key: "mit")`, `user(login: …)`), when no argument is an id."""
    keys = {k: v for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool)}
    for item in items:
        named = [k for k in keys if k in item]
        if named and all(str(item[k]) == str(keys[k]) for k in named):
            return item
    return None


def not_found(res: Resource, item_id: Any, args: dict[str, Any] | None = None) -> GraphQLError:
    wanted = ", ".join(f"{k}={v!r}" for k, v in (args or {}).items() if isinstance(v, (str, int)))
    if item_id is None and wanted:  # looked up by its fields (`key: "mit"`)
        return GraphQLError(f"{res.type_name or res.label} with {wanted} not found")
    return GraphQLError(f"{res.type_name or res.label} {item_id!r} not found")


class GraphQLValues:
    def __init__(self, factory: ValueFactory) -> None:
        self.factory = factory

    @property
    def fake(self):
        return self.factory.fake

    def generate(self, t: Any, name: str, args: dict[str, Any], owner: str) -> Any:
        if isinstance(t, GraphQLNonNull):
            return self.generate(t.of_type, name, args, owner)
        if isinstance(t, GraphQLList):
            count = _count(args, LIST_SIZE)
            return [self.generate(t.of_type, name, {}, owner) for _ in range(count)]
        if is_connection(t):
            node_type = self._node_type(t)
            total = self.fake.random_int(4, 12)
            nodes = [self.generate(node_type, name, {}, owner) if node_type else {} for _ in range(total)]
            return self.page(t, nodes, args, owner)
        if isinstance(t, GraphQLScalarType):
            return self.scalar(t.name, name, owner)
        if isinstance(t, GraphQLEnumType):
            return self.fake.random_element(list(t.values))
        if isinstance(t, GraphQLObjectType):
            return {"__typename": t.name}
        if isinstance(t, (GraphQLInterfaceType, GraphQLUnionType)):
            return {"__typename": None}  # resolve_type picks a concrete type
        return None

    def scalar(self, scalar: str, name: str, owner: str) -> Any:
        lowered = scalar.lower()
        if scalar == "ID":
            return str(self.fake.random_int(1, 999_999))
        if scalar == "Boolean":
            return self.fake.boolean()
        if scalar in ("Int", "Float"):
            by_name = number_for_name(name)
            value = by_name(self.fake) if by_name else self.fake.random_int(0, 500)
            return int(value) if scalar == "Int" else float(value)
        if "json" in lowered or lowered in ("object", "map", "any"):
            return {self.fake.word(): self.fake.word()}
        fmt = next((f for key, f in _SCALAR_FORMATS if key in lowered), None)
        if fmt:
            return self.factory.scalar(Schema(kind="string", format=fmt), name, owner)
        if lowered in ("decimal", "money", "bigdecimal"):
            return f"{self.fake.pyfloat(min_value=1, max_value=500, right_digits=2):.2f}"
        if lowered in ("long", "bigint", "int64", "unsignedint64"):
            return self.fake.random_int(1, 10**9)
        if "html" in lowered:
            return f"<p>{self.fake.sentence()}</p>"
        by_name = string_for_name(name, owner)
        return str(by_name(self.fake)) if by_name else self.fake.word()

    def page(self, t: Any, items: list[Any], args: dict[str, Any], owner: str) -> Any:
        """One page of `items` in the shape of `t`: a connection (cursor = opaque offset), a
        list (first/limit/offset/skip honoured), or the first item."""
        t = unwrap(t)
        if is_connection(t):
            start, end = _window(args, len(items))
            window = items[start:end]
            edges = [{"cursor": encode_cursor(start + i), "node": node} for i, node in enumerate(window)]
            node_type = self._node_type(t)
            # Some schemas (SWAPI) list the nodes under their own name too, e.g. `films: [Film]`.
            extra = {
                n: window
                for n, f in t.fields.items()
                if isinstance(unwrap(f.type), GraphQLList) and named(f.type) is node_type and n != "edges"
            }
            return {
                **extra,
                "__typename": t.name,
                "edges": edges,
                "nodes": window,
                "totalCount": len(items),
                "pageInfo": {
                    "hasNextPage": end < len(items),
                    "hasPreviousPage": start > 0,
                    "startCursor": edges[0]["cursor"] if edges else None,
                    "endCursor": edges[-1]["cursor"] if edges else None,
                },
            }
        if isinstance(t, GraphQLList):
            offset = int(args.get("offset") or args.get("skip") or 0)
            return items[offset : offset + _count(args, len(items))]
        return items[0] if items else self.generate(t, "", args, owner)

    def payload(self, t: Any, item: dict[str, Any], type_name: str | None) -> Any:
        """A mutation result carrying `item`: the item itself, a payload object with a field of
        the item's type, its id, or `true`."""
        base = unwrap(t)
        if isinstance(base, GraphQLObjectType) and base.name == type_name:
            return item
        if isinstance(base, GraphQLObjectType):
            field = next((n for n, f in base.fields.items() if named(f.type).name == type_name), None)
            return {"__typename": base.name, **({field: item} if field else {})}
        if isinstance(base, GraphQLScalarType):
            return True if base.name == "Boolean" else item.get("id", self.generate(base, "id", {}, ""))
        return self.generate(t, "", {}, "")

    def _node_type(self, t: Any) -> Any:
        fields = unwrap(t).fields
        if "nodes" in fields:
            return named(fields["nodes"].type)
        edge = named(fields["edges"].type)
        return named(edge.fields["node"].type) if "node" in getattr(edge, "fields", {}) else None


_SCALAR_FORMATS = [
    ("datetime", "date-time"),
    ("timestamp", "date-time"),
    ("instant", "date-time"),
    ("date", "date"),
    ("time", "time"),
    ("url", "uri"),
    ("uri", "uri"),
    ("email", "email"),
    ("uuid", "uuid"),
    ("ipv4", "ipv4"),
    ("ipv6", "ipv6"),
]


def _count(args: dict[str, Any], default: int) -> int:
    for key in ("first", "last", "limit", "take", "pageSize", "perPage"):
        value = args.get(key)
        if isinstance(value, int) and value >= 0:
            return min(value, MAX_PAGE)
    return default


def _window(args: dict[str, Any], total: int) -> tuple[int, int]:
    start = decode_cursor(args["after"]) + 1 if args.get("after") else 0
    end = min(decode_cursor(args["before"]), total) if args.get("before") else total
    if isinstance(args.get("first"), int):
        end = min(end, start + max(0, min(args["first"], MAX_PAGE)))
    elif isinstance(args.get("last"), int):
        start = max(start, end - max(0, min(args["last"], MAX_PAGE)))
    elif end - start > 10:
        end = start + 10
    return start, end
