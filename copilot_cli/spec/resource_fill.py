"""Fill a grouped resource: item type, id and display fields, field sets, pagination,
sort/filter/search parameters and relations — each decision with its evidence."""

from __future__ import annotations

import re
from typing import Any

from copilot_cli.spec.context import Context
from copilot_cli.spec.path_words import own_names
from copilot_cli.spec.roles import param_role, squash
from copilot_cli.spec.typegraph import TypeGraph

_NOT_COUNTERS = ("object", "array", "boolean", "map")
_CURSOR_PREFERENCE = (
    "after",
    "starting_after",
    "startingAfter",
    "cursor",
    "page_token",
    "pageToken",
    "_token",
    "token",
    "marker",
    "next_token",
    "continuation",
)


def fill_resource(resource: dict[str, Any], by_id: dict[str, dict[str, Any]], graph: TypeGraph, ctx: Context) -> None:
    resource.pop("_key", None)
    ops = resource["operations"]
    if not ops.get("list"):
        _promote_list_action(resource, by_id, graph)
    get = by_id.get(ops.get("get") or "")
    listing_op = by_id.get(ops.get("list") or "")
    create = by_id.get(ops.get("create") or "")
    update = by_id.get(ops.get("update") or ops.get("patch") or "")
    listing = graph.list_items(listing_op.get("returns"), own_names(resource.get("name"))) if listing_op else None
    # a get that answers its item inside a wrapper (`{"experimentTemplate": {…}}`) reads that item;
    # not when the list's rows are that answer's type: then the answer is the item, and a property
    # named like it is one of its parts (DocuSign's notaryJurisdiction {county, …, jurisdiction:
    # {jurisdictionId, county, …}}: the detail read the part, never the `county` typed)
    same = (
        listing
        and graph.type_name(listing[0])
        and graph.type_name(listing[0]) == graph.type_name((get or {}).get("returns"))
    )
    wrapped = (
        graph.wrapped_item(get.get("returns"), resource.get("idParam"), own_names(resource.get("name")))
        if get and not same
        else None
    )
    type_name = (
        (graph.named(wrapped[1]) if wrapped else _get_type(graph, get, listing, resource.get("idParam")))
        or (graph.type_name(listing[0]) if listing else None)
        or (graph.type_name(_body_schema(create)) if create else None)
    )
    if type_name:
        resource["typeName"] = type_name
        source = "get" if get and (wrapped or graph.type_name(get.get("returns"))) else "list" if listing else "create"
        resource["evidence"].append(
            f"item type {type_name} from the {source} operation"
            + (f" (its answer wraps the item in `{wrapped[0]}`)" if wrapped else "")
        )
    get_item = wrapped[1] if wrapped else get.get("returns") if get else None
    item_schema = {"ref": type_name} if type_name else (get_item if get else listing[0] if listing else None)
    props = graph.props(item_schema)
    id_field = graph.id_field(props, resource.get("idParam"), type_name)
    if id_field is None and same and get:  # the id one object down, in the part named like the item
        part = graph.wrapped_item(get.get("returns"), resource.get("idParam"), own_names(resource.get("name")))
        inner = graph.id_field(graph.props(part[1]), resource.get("idParam"), graph.named(part[1])) if part else None
        id_field = f"{part[0]}.{inner}" if part and inner else None
    if id_field != "name" and "name" in props and _names_by_name(get or by_id.get(ops.get("delete") or ""), resource):
        id_field = "name"  # Chroma's `/databases/{database}`, "Database name": the item's `id` is a UUID it never takes
        resource["evidence"].append(f"id field name: the item path's `{resource['idParam']}` is described as a name")
    if id_field:
        resource["idField"] = id_field
    display = graph.display_field(props, id_field)
    if display:
        resource["displayField"] = display
    resource["fields"] = field_sets(props, graph, create, update)
    if listing_op is not None:
        resource["pagination"] = pagination(listing_op, listing, graph)
        for role, key in (
            ("sort", "sortParams"),
            ("order", "sortParams"),
            ("filter", "filterParams"),
            ("search", "searchParams"),
        ):
            resource.setdefault(key, [])
            resource[key] += [
                p["name"] for p in listing_op["parameters"] if _role_of(p, listing_op, True, None) == role
            ]
    relations = graph.relations(props, id_field)
    for rel in relations:
        if rel["via"] == "naming":
            ctx.diag("info", "relation-by-name", None, f"{resource['name']}: {rel['evidence']}")
    resource["relations"] = relations


def _names_by_name(op: dict[str, Any] | None, resource: dict[str, Any]) -> bool:
    """The item path's parameter is described as the item's name in so many words: Chroma's
    `{database}`, "Database name" (GitHub's `{org}`, "The organization name. …", is a login)."""
    param = next((p for p in (op or {}).get("parameters", []) if p["name"] == resource.get("idParam")), None)
    words = [w for w in re.findall(r"[a-z]+", str((param or {}).get("description") or "").lower()) if w != "the"]
    return bool(param) and words == [*re.findall(r"[a-z]+", squash(param["name"]).replace("_", " ")), "name"]


def _get_type(
    graph: TypeGraph, get: dict[str, Any] | None, listing: tuple[dict[str, Any], str] | None, id_param: str | None
) -> str | None:
    """The get's item type; a get answering an envelope around the list's item type with no id of its
    own (JSON:API's `{data: CalendarEventResource, included, meta}`) reads that item."""
    name = graph.type_name(get.get("returns")) if get else None
    item = graph.type_name(listing[0]) if listing else None
    if not name or not item or name == item:
        return name
    props = graph.props(get.get("returns") if get else None)
    if props and not set(props) & set(graph.props(listing[0] if listing else None)):
        return item  # onsched's get answers a .NET `ContentResult {content, contentType, statusCode}`
    wraps = any(p.get("ref") == item and p.get("kind") != "array" for p in props.values())
    return item if wraps and graph.id_field(props, id_param, name) is None else name


def _promote_list_action(resource: dict[str, Any], by_id: dict[str, dict[str, Any]], graph: TypeGraph) -> None:
    """No GET on the collection, but a collection-level GET action returning a list of the
    item type (`GET /pet/findByStatus`) is the best list there is."""
    item_type = graph.type_name((by_id.get(resource["operations"].get("get") or "") or {}).get("returns"))
    for action in resource["operations"]["actions"]:
        op = by_id.get(action["operationId"])
        if not op or action["scope"] != "collection" or op["method"] != "GET":
            continue
        listing = graph.list_items(op.get("returns"))
        if listing is not None and (item_type is None or graph.type_name(listing[0]) == item_type):
            resource["operations"]["actions"].remove(action)
            resource["operations"]["list"] = op["id"]
            op["role"] = "list"
            resource["evidence"].append(
                f"list: {op['id']} (no GET on the collection; this collection-level GET returns a list of {item_type or 'items'})"
            )
            return
    _promote_post_list(resource, by_id, graph, item_type)


# What a POST that reads a collection is called (Prefect's `POST /flows/filter`, `/flows/paginate`;
# `…/search`, `…/query`): best first, a paginated answer (it counts its items) before a bare one.
_POST_LIST_WORDS = ("paginate", "filter", "search", "query", "list", "find")


def _promote_post_list(
    resource: dict[str, Any], by_id: dict[str, dict[str, Any]], graph: TypeGraph, item_type: str | None
) -> None:
    """No GET lists the collection, but a collection-level POST named for reading it returns its
    items: that is the list (paging in its JSON body, see `pagination`). Its items must be the
    resource's own (the get's type), or the get has no type to compare with."""
    best: tuple[int, dict[str, Any], dict[str, Any]] | None = None
    for action in resource["operations"]["actions"]:
        op = by_id.get(action["operationId"])
        if not op or action["scope"] != "collection" or op["method"] != "POST":
            continue
        word = squash(op["path"].rstrip("/").rsplit("/", 1)[-1].rsplit(":", 1)[-1])
        if word not in _POST_LIST_WORDS:
            continue
        listing = graph.list_items(op.get("returns"), own_names(resource.get("name")))
        if listing is None or (item_type is not None and not _same_item(graph, listing[0], item_type)):
            continue
        rank = _POST_LIST_WORDS.index(word)
        if best is None or rank < best[0]:
            best = (rank, action, op)
    if best is None:
        return
    _, action, op = best
    resource["operations"]["actions"].remove(action)
    resource["operations"]["list"] = op["id"]
    op["role"] = "list"
    resource["evidence"].append(
        f"list: {op['id']} (no GET lists the collection; `POST {op['path']}` reads it and returns its items)"
    )


def _same_item(graph: TypeGraph, listed: dict[str, Any], item_type: str) -> bool:
    """The listed items are the get's type, or one of its variants by name (`Flow` / `FlowResponse`)."""
    name = graph.type_name(listed)
    if name is None or name == item_type:
        return True
    a, b = squash(name), squash(item_type)
    return a.startswith(b) or b.startswith(a)


def link_relations(resources: list[dict[str, Any]]) -> None:
    """Point each relation at the resource of its target type, once all resources exist."""
    by_type: dict[str, str] = {}
    for r in resources:
        if r.get("typeName") and r.get("parent") is None:
            by_type.setdefault(r["typeName"], r["name"])
    for r in resources:
        if r.get("typeName"):
            by_type.setdefault(r["typeName"], r["name"])
    for r in resources:
        for rel in r.get("relations", []):
            if rel["targetType"] in by_type:
                rel["targetResource"] = by_type[rel["targetType"]]


def field_sets(
    props: dict[str, Any], graph: TypeGraph, create: dict[str, Any] | None, update: dict[str, Any] | None
) -> dict[str, Any]:
    read = [k for k, v in props.items() if not v.get("writeOnly")]
    writable = [k for k, v in props.items() if not v.get("readOnly")]
    create_schema = _body_schema(create)
    update_schema = _body_schema(update)
    create_props = graph.props(create_schema) if create_schema else {}
    update_props = graph.props(update_schema) if update_schema else {}
    out = {
        "read": read,
        # no create/update operation → no form: an empty set, not a guess
        "create": [k for k, v in create_props.items() if not v.get("readOnly")]
        if create_props
        else writable
        if create
        else [],
        "update": [k for k, v in update_props.items() if not v.get("readOnly")]
        if update_props
        else writable
        if update
        else [],
    }
    required = graph.deref(create_schema).get("required") if create_schema else None
    out["requiredOnCreate"] = [r for r in (required or []) if r in out["create"]]
    return out


def pagination(op: dict[str, Any], listing: tuple[dict[str, Any], str] | None, graph: TypeGraph) -> dict[str, Any]:
    params = {p["name"]: _role_of(p, op, True, None) for p in op["parameters"]}
    in_body = _body_paging(op, graph, set(params))
    params.update(in_body)
    by_role: dict[str, list[str]] = {}
    for name, role in params.items():
        # a structured `page` (JSON:API's page[number]/page[size]) or Docker's boolean `size` is not a counter
        if role in ("page", "offset", "size", "limit") and _kind(op, name, graph) in _NOT_COUNTERS:
            continue
        if role:
            by_role.setdefault(role, []).append(name)
    returns = op.get("returns")
    out: dict[str, Any] = {"style": "none", "evidence": []}
    if listing is not None:
        out["itemsPath"] = listing[1]
    total, nxt = graph.total_path(returns), graph.next_path(returns)
    strings = {n for n in by_role.get("offset", []) + by_role.get("page", []) if _kind(op, n, graph) == "string"}
    if nxt:  # `next_page: {offset, path, uri}` (Asana): the token is inside, not the object itself
        nxt = _scalar_next(graph, returns, nxt, [*strings, *by_role.get("cursor", [])])
    if not by_role.get("cursor") and not (nxt and _is_url(graph, returns, nxt)):
        # a string `offset` is a token the API hands back (Asana), and so is a string `page` when
        # the response carries its next value: a cursor, not a number to count up
        tokens = [n for n in by_role.get("offset", []) if n in strings]
        tokens += [n for n in by_role.get("page", []) if n in strings and nxt]
        if tokens:
            by_role["cursor"] = tokens
            for role in ("offset", "page"):
                by_role[role] = [n for n in by_role.get(role, []) if n not in tokens]
    if total:
        out["totalPath"] = total
    if nxt:
        out["nextPath"] = nxt
    headers = {h.lower(): h for r in op["responses"] if r["status"].startswith("2") for h in r.get("headers", {})}
    size = (by_role.get("size") or by_role.get("limit") or [None])[0]
    if by_role.get("cursor"):
        cursors = by_role["cursor"]
        out.update(style="cursor", cursorParam=next((c for c in _CURSOR_PREFERENCE if c in cursors), cursors[0]))
        out["evidence"].append(f"cursor parameter `{out['cursorParam']}`")
    elif by_role.get("page"):
        out.update(style="page", pageParam=by_role["page"][0])
        out["evidence"].append(f"page parameter `{out['pageParam']}`")
    elif by_role.get("offset"):
        out.update(style="offset", offsetParam=by_role["offset"][0])
        out["evidence"].append(f"offset parameter `{out['offsetParam']}`")
    elif "link" in headers or any("next" in h for h in headers):
        header = headers.get("link") or next(headers[h] for h in headers if "next" in h)
        out.update(style="link", nextHeader=header)
        out["evidence"].append(f"response header `{header}` carries the next page")
    elif nxt:
        out["style"] = "link"
        out["evidence"].append(f"response field `{nxt}` carries the next page")
    if size:
        out["sizeParam"] = size
        out["evidence"].append(f"page size parameter `{size}`")
    if in_body and any(out.get(k) in in_body for k in ("pageParam", "offsetParam", "cursorParam", "sizeParam")):
        out["evidence"].append("paging in the JSON body of the POST")
    if out["style"] != "none" and nxt and out["style"] == "cursor":
        out["evidence"].append(f"next cursor in `{nxt}`")
    for h in ("x-total-count", "x-total", "total-count"):
        if h in headers:
            out["totalHeader"] = headers[h]
    return out


def assign_param_roles(operations: list[dict[str, Any]], resources: list[dict[str, Any]]) -> None:
    id_params = {r["name"]: r.get("idParam") for r in resources}
    for op in operations:
        is_list = op.get("role") == "list"
        id_param = (
            id_params.get(op.get("resource") or "")
            if op.get("role") in ("get", "update", "patch", "delete", "action")
            else None
        )
        for param in op["parameters"]:
            role, why = _role(param, op, is_list, id_param)
            if role:
                param["role"], param["evidence"] = role, why


def _role(
    param: dict[str, Any], op: dict[str, Any], is_list: bool, id_param: str | None
) -> tuple[str | None, str | None]:
    siblings = frozenset(squash(p["name"]) for p in op["parameters"] if p is not param)
    return param_role(
        param["name"],
        param["in"],
        param["schema"],
        is_list=is_list,
        id_param=id_param,
        description=param.get("description"),
        siblings=siblings,
    )


def _role_of(param: dict[str, Any], op: dict[str, Any], is_list: bool, id_param: str | None) -> str | None:
    return _role(param, op, is_list, id_param)[0]


def _body_paging(op: dict[str, Any], graph: TypeGraph, taken: set[str]) -> dict[str, str]:
    """A POST list's paging fields at the top of its JSON body (`{offset, limit}`, `{page, limit}`,
    a cursor), by the names a query parameter would have; only paging roles (its filters are the
    body's own business)."""
    if op["method"] != "POST":
        return {}
    out: dict[str, str] = {}
    for name, schema in graph.props(_body_schema(op)).items():
        if name in taken:
            continue
        role, _ = param_role(name, "query", graph.deref(schema), is_list=True, id_param=None)
        if (
            role in ("page", "size", "limit", "offset", "cursor")
            and graph.deref(schema).get("kind") not in _NOT_COUNTERS
        ):
            out[name] = role
    return out


def _body_schema(op: dict[str, Any] | None) -> dict[str, Any] | None:
    if not op or not op.get("requestBody"):
        return None
    content = op["requestBody"].get("content") or {}
    for media, item in content.items():
        if "json" in media and "schema" in item:
            return item["schema"]
    return next((item["schema"] for item in content.values() if "schema" in item), None)


def _kind(op: dict[str, Any], name: str, graph: TypeGraph) -> str | None:
    param = next((p for p in op["parameters"] if p["name"] == name), None)
    return graph.deref(param["schema"]).get("kind") if param else None


def _scalar_next(graph: TypeGraph, returns: dict[str, Any] | None, path: str, names: list[str]) -> str | None:
    """The dotted path of the next-page value itself: into `path` when it is an object holding
    the paging parameter's name (or a conventional one); None when no scalar is found."""
    schema: dict[str, Any] | None = returns
    for part in path.split("."):
        schema = graph.props(schema).get(part)
    if graph.deref(schema).get("kind") != "object":
        return path
    inner = graph.props(schema)
    for name in [*names, "cursor", "next_cursor", "token", "next_token", "offset", "uri", "href", "url", "next"]:
        if name in inner and graph.deref(inner[name]).get("kind") in ("string", "integer", "number"):
            return f"{path}.{name}"
    return None


def _is_url(graph: TypeGraph, returns: dict[str, Any] | None, path: str) -> bool:
    schema: dict[str, Any] | None = returns
    for part in path.split("."):
        schema = graph.props(schema).get(part)
    fmt = (graph.deref(schema).get("format") or "").lower()
    return fmt in ("uri", "url", "uri-reference") or path.lower().endswith(("uri", "url", "link", "href"))
