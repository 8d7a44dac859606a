"""GraphQL resources: object types reachable from root fields.

A query returning a list or a Relay connection of T is T's `list` (a connection means relay
cursor pagination: `after`/`first`, items at `edges.node`); a query returning one T is `get`;
mutations are matched to T by name (`createT`, `tUpdate`, `deleteT`, …) or by returning T
(directly or inside a payload object) and become create/update/delete or actions.
"""

from __future__ import annotations

import re
from typing import Any

from copilot_cli.spec.context import Context
from copilot_cli.spec.resource_fill import field_sets, link_relations
from copilot_cli.spec.roles import param_role, squash
from copilot_cli.spec.typegraph import TypeGraph

_CREATE = re.compile(r"^(create|add|new|insert|publish|register)", re.I)
_UPDATE = re.compile(r"^(update|edit|modify|change|set|replace|rename)", re.I)
_DELETE = re.compile(r"^(delete|remove|destroy|archive|trash)", re.I)
_SUFFIX = {
    "create": "create",
    "add": "create",
    "update": "update",
    "edit": "update",
    "delete": "delete",
    "remove": "delete",
}


def graphql_resources(body: dict[str, Any], graph: TypeGraph, ctx: Context) -> list[dict[str, Any]]:
    types = body["types"]
    resources: dict[str, dict[str, Any]] = {}

    def resource(type_name: str) -> dict[str, Any]:
        if type_name not in resources:
            resources[type_name] = {
                "name": type_name[:1].lower() + type_name[1:],
                "label": type_name,
                "typeName": type_name,
                "operations": {"actions": []},
                "evidence": [],
                "relations": [],
            }
        return resources[type_name]

    lists = _best_lists(body["operations"], types)
    for op in body["operations"]:
        if op["kind"] != "query":
            continue
        shape = _shape(op.get("returns") or {}, types)
        if shape is None:
            continue
        type_name, many, connection = shape
        r = resource(type_name)
        role = "list" if many else "get"
        if r["operations"].get(role) or (many and lists.get(type_name) is not op):
            continue
        r["operations"][role] = op["id"]
        op["role"], op["resource"] = role, r["name"]
        if many:
            r["collectionPath"] = op["field"]
            r["pagination"] = _pagination(op, connection, types)
            r["evidence"].append(
                f"list: {op['id']} returns {'connection ' + connection if connection else 'a list'} of {type_name}"
            )
            r["filterParams"] = [
                p["name"]
                for p in op["parameters"]
                if param_role(p["name"], "argument", p["schema"], is_list=False, id_param=None)[0] in (None, "filter")
            ]
            r["sortParams"] = [
                p["name"]
                for p in op["parameters"]
                if param_role(p["name"], "argument", p["schema"], is_list=False, id_param=None)[0] in ("sort", "order")
            ]
            r["searchParams"] = [
                p["name"]
                for p in op["parameters"]
                if param_role(p["name"], "argument", p["schema"], is_list=False, id_param=None)[0] == "search"
            ]
        else:
            r["itemPath"] = op["field"]
            id_arg = next(
                (p["name"] for p in op["parameters"] if squash(p["name"]) in ("id", squash(type_name) + "id")), None
            )
            if id_arg:
                r["idParam"] = id_arg
            r["evidence"].append(f"get: {op['id']} returns one {type_name}")
    for op in body["operations"]:
        if op["kind"] != "mutation":
            continue
        target = _mutation_target(op, types, resources)
        if target is None:
            continue
        r = resources[target]
        role = _mutation_role(op["field"], target)
        if role and not r["operations"].get(role):
            r["operations"][role] = op["id"]
            op["role"] = role
        else:
            r["operations"]["actions"].append(
                {"name": op["field"], "operationId": op["id"], "scope": "item", "method": None, "path": None}
            )
            op["role"] = "action"
        op["resource"] = r["name"]
        r["evidence"].append(f"{op['role']}: {op['id']} (mutation name/return matches {target})")
    out = list(resources.values())
    for r in out:
        _fill(r, graph, body, ctx)
    for op in body["operations"]:
        if "resource" not in op:
            ctx.diag(
                "info",
                "field-not-in-resource",
                f"{op['tags'][0]}.{op['field']}",
                f"{op['kind']} {op['field']} did not become part of a resource",
            )
        for p in op["parameters"]:
            role, why = param_role(
                p["name"],
                "argument",
                p["schema"],
                is_list=op.get("role") == "list",
                id_param=None,
                description=p.get("description"),
            )
            if role:
                p["role"], p["evidence"] = role, why
    link_relations(out)
    from copilot_cli.spec.resources import describe

    for r in out:
        ctx.diag("info", "resource", f"Query.{r.get('collectionPath') or r.get('itemPath') or r['name']}", describe(r))
    return out


def _best_lists(operations: list[dict[str, Any]], types: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each type's list query: the one named for the type in the plural (Shopify's `products`, not
    `productRecommendations` that comes first and answers for one product), then a connection (it
    pages), then one that needs no argument; the first of equals."""
    best: dict[str, tuple[tuple[int, int, int], dict[str, Any]]] = {}
    for op in operations:
        shape = _shape(op.get("returns") or {}, types) if op["kind"] == "query" else None
        if shape is None or not shape[1]:
            continue
        type_name, _, connection = shape
        field, t = (op.get("field") or "").lower(), type_name.lower()
        plural = field in (t + "s", t + "es", t[:-1] + "ies", t)
        needs = any(p.get("required") for p in op.get("parameters") or [])
        score = (int(plural), int(connection is not None), int(not needs))
        if type_name not in best or score > best[type_name][0]:
            best[type_name] = (score, op)
    return {name: op for name, (_, op) in best.items()}


def _shape(schema: dict[str, Any], types: dict[str, Any]) -> tuple[str, bool, str | None] | None:
    """(item type, is a list, connection type name) for a root field's type."""
    many = schema.get("kind") == "array"
    if many:
        schema = schema.get("items") or {}
    name = schema.get("ref")
    t = types.get(name or "")
    if not t or t.get("graphqlKind") not in ("OBJECT", "INTERFACE"):
        return None
    if name == "Node" and t.get("graphqlKind") == "INTERFACE":  # Relay's refetch interface is not a resource
        return None
    node = _connection_node(t, types)
    if node:
        return node, True, name
    if name.endswith(("Payload", "Edge", "PageInfo")):
        return None
    return name, many, None


def _connection_node(t: dict[str, Any], types: dict[str, Any]) -> str | None:
    props = t.get("properties") or {}
    edges = props.get("edges")
    if edges and edges.get("kind") == "array" and "pageInfo" in props:
        edge = types.get((edges.get("items") or {}).get("ref") or "") or {}
        node = (edge.get("properties") or {}).get("node") or {}
        if node.get("ref"):
            return node["ref"]
    nodes = props.get("nodes")
    if nodes and nodes.get("kind") == "array" and "pageInfo" in props:
        return (nodes.get("items") or {}).get("ref")
    return None


def _pagination(op: dict[str, Any], connection: str | None, types: dict[str, Any]) -> dict[str, Any]:
    args = {p["name"] for p in op["parameters"]}
    if connection:
        props = types[connection].get("properties") or {}
        out: dict[str, Any] = {
            "style": "relay",
            "itemsPath": "edges.node" if "edges" in props else "nodes",
            "nextPath": "pageInfo.endCursor",
            "hasNextPath": "pageInfo.hasNextPage",
            "evidence": [f"returns the Relay connection {connection} (edges/node + pageInfo)"],
        }
        if "after" in args:
            out["cursorParam"] = "after"
        if "first" in args:
            out["sizeParam"] = "first"
        total = next((k for k in ("totalCount", "total", "count") if k in props), None)
        if total:
            out["totalPath"] = total
        return out
    roles = {param_role(a, "argument", {}, is_list=True, id_param=None)[0]: a for a in args}
    for style, key in (("cursor", "cursorParam"), ("page", "pageParam"), ("offset", "offsetParam")):
        if style in roles:
            out = {"style": style, key: roles[style], "itemsPath": "", "evidence": [f"argument `{roles[style]}`"]}
            size = roles.get("size") or roles.get("limit")
            if size:
                out["sizeParam"] = size
            return out
    return {"style": "none", "itemsPath": "", "evidence": ["a plain list with no paging arguments"]}


def _mutation_target(op: dict[str, Any], types: dict[str, Any], resources: dict[str, Any]) -> str | None:
    ret = op.get("returns") or {}
    name = (ret.get("items") or {}).get("ref") if ret.get("kind") == "array" else ret.get("ref")
    if name in resources:
        return name
    payload = types.get(name or "") or {}
    for prop in (payload.get("properties") or {}).values():
        inner = (prop.get("items") or {}).get("ref") if prop.get("kind") == "array" else prop.get("ref")
        if inner in resources:
            return inner
    field = squash(op["field"])
    matches = [t for t in resources if squash(t) in field]
    return max(matches, key=len) if matches else None


def _mutation_role(field: str, type_name: str) -> str | None:
    rest = field[len(type_name) :] if field.lower().startswith(type_name.lower()) else None
    if rest and rest.lower() in _SUFFIX:
        return _SUFFIX[rest.lower()]
    for pattern, role in ((_CREATE, "create"), (_UPDATE, "update"), (_DELETE, "delete")):
        if pattern.match(field) and squash(type_name) in squash(field):
            return role
    return None


def _fill(r: dict[str, Any], graph: TypeGraph, body: dict[str, Any], ctx: Context) -> None:
    props = graph.props({"ref": r["typeName"]})
    id_field = graph.id_field(props, None, r["typeName"])
    if id_field:
        r["idField"] = id_field
    display = graph.display_field(props, id_field)
    if display:
        r["displayField"] = display
    by_id = {op["id"]: op for op in body["operations"]}
    create = by_id.get(r["operations"].get("create") or "")
    update = by_id.get(r["operations"].get("update") or "")
    r["fields"] = field_sets(props, graph, _input_body(create, graph), _input_body(update, graph))
    for field, prop in props.items():
        shape = _shape(prop, body["types"])
        if shape and field != id_field:
            r["relations"].append(
                {
                    "field": field,
                    "targetType": shape[0],
                    "many": shape[1],
                    "via": "graphql",
                    "evidence": f"relation because field `{field}` returns {'a list/connection of ' if shape[1] else ''}{shape[0]}",
                }
            )
    r.setdefault("pagination", {"style": "none", "evidence": []})


def _input_body(op: dict[str, Any] | None, graph: TypeGraph) -> dict[str, Any] | None:
    """A pseudo-operation whose JSON body is the mutation's input: its `input` argument's type
    when there is one, otherwise the arguments themselves."""
    if not op:
        return None
    args = op["parameters"]
    single = next((p for p in args if graph.deref(p["schema"]).get("graphqlKind") == "INPUT_OBJECT"), None)
    schema = (
        single["schema"]
        if single
        else {
            "kind": "object",
            "properties": {p["name"]: p["schema"] for p in args},
            "required": [p["name"] for p in args if p.get("required")],
        }
    )
    return {"requestBody": {"content": {"application/json": {"schema": schema}}}}
