"""Resources: CRUD groupings of operations, with evidence for every guess.

REST: paths are grouped by their collection template (`/pets`, `/pets/{id}` → one resource;
`/a/{id}/b` → a nested resource whose parent is `a`). Literal sub-paths with no GET of their own
(`POST /x/{id}/archive`) and sub-paths of a collection (`/pet/findByStatus`) are actions. Every
operation left out of a resource becomes a diagnostic. GraphQL lives in `graphql_resources.py`.
"""

from __future__ import annotations

import re
from typing import Any

from copilot_cli.spec.context import Context
from copilot_cli.spec.path_words import (
    Key,
    id_chain,
    is_param,
    is_version,
    is_word,
    item_noun,
    noun,
    nouns,
    resource_label,
    segments,
    template,
)
from copilot_cli.spec.refs import pointer_join
from copilot_cli.spec.resource_fill import assign_param_roles, fill_resource, link_relations
from copilot_cli.spec.shapes import fill_envelopes
from copilot_cli.spec.typegraph import TypeGraph

_ITEM_ROLES = {"GET": "get", "PUT": "update", "PATCH": "patch", "DELETE": "delete"}


def build_resources(body: dict[str, Any], ctx: Context, *, graphql: bool) -> list[dict[str, Any]]:
    graph = TypeGraph(body["types"])
    if graphql:
        from copilot_cli.spec.graphql_resources import graphql_resources

        return graphql_resources(body, graph, ctx)
    resources = RestGrouper(body["operations"], graph, ctx).run()
    assign_param_roles(body["operations"], resources)
    fill_envelopes(body["operations"], resources, graph)
    for r in resources:
        ctx.diag(
            "info", "resource", pointer_join("/paths", r.get("collectionPath") or r.get("itemPath") or ""), describe(r)
        )
    return resources


def describe(resource: dict[str, Any]) -> str:
    """One line saying what was understood about a resource and why (for people and the LLM)."""
    ops = resource["operations"]
    roles = ", ".join(
        f"{role} {ops[role]}" for role in ("list", "get", "create", "update", "patch", "delete") if ops.get(role)
    )
    actions = f"; {len(ops['actions'])} actions" if ops["actions"] else ""
    page = resource.get("pagination") or {}
    paging = (
        f"; pagination {page.get('style')} ({'; '.join(page.get('evidence', []))})"
        if page.get("style", "none") != "none"
        else ""
    )
    parent = f"; nested under {resource['parent']}" if resource.get("parent") else ""
    typed = f" of {resource['typeName']}" if resource.get("typeName") else ""
    return f"resource {resource['name']}{typed}: {roles or 'no CRUD roles'}{actions}{parent}{paging}"


class RestGrouper:
    def __init__(self, operations: list[dict[str, Any]], graph: TypeGraph, ctx: Context) -> None:
        self.ops = [op for op in operations if op.get("kind") == "http"]
        self.graph = graph
        self.ctx = ctx
        self.by_path: dict[str, list[dict[str, Any]]] = {}
        for op in self.ops:
            self.by_path.setdefault(op["path"], []).append(op)
        self.segs = {path: self._grouping_segments(path, ops) for path, ops in self.by_path.items()}
        self.tmpl = {path: template(segs) for path, segs in self.segs.items()}
        self.path_of: dict[Key, str] = {}
        self.items_of: dict[Key, list[str]] = {}
        for path, key in self.tmpl.items():
            self.path_of.setdefault(key, path)
            if key and key[-1] == "{}":
                self.items_of.setdefault(key[:-1], []).append(path)
        self.by_id = {op["id"]: op for op in self.ops}
        self.prefix = self._common_prefix()
        self.res: dict[Key, dict[str, Any]] = {}

    def run(self) -> list[dict[str, Any]]:
        item_paths: dict[Key, str] = {}
        for path in self.by_path:
            segs = self.segs[path]
            if segs and is_param(segs[-1]):
                item_paths.setdefault(template(segs[:-1]), path)
        actions: list[tuple[str, Key, str]] = []
        for path, ops in self.by_path.items():
            segs = self.segs[path]
            key = template(segs)
            if segs and is_param(segs[-1]):
                self._resource(template(segs[:-1]), segs[:-1], item_paths)
                continue
            parent_key = key[:-1]
            only_writes = all(op["method"] not in ("GET", "HEAD") for op in ops)
            head, colon, _verb = segs[-1].partition(":") if segs else ("", "", "")
            if (
                colon
                and head
                and not is_param(head)
                and (self._is_collection(parent_key + (head,)) or parent_key + (head,) in item_paths)
            ):
                actions.append((path, parent_key + (head,), "collection"))  # Google's `/v3/folders:search`
                continue
            if key not in item_paths and len(segs) > 1:
                if parent_key and parent_key[-1] == "{}" and only_writes and parent_key[:-1] in item_paths:
                    actions.append((path, parent_key[:-1], "item"))
                    continue
                if parent_key in item_paths or (
                    parent_key and parent_key[-1] != "{}" and self._is_collection(parent_key)
                ):
                    actions.append((path, parent_key, "collection"))
                    continue
            self._resource(key, segs, item_paths)
        for path, key, scope in actions:
            if key not in self.res:
                self._resource(key, None, item_paths)
            for op in self.by_path[path]:
                self._action(
                    self.res[key],
                    op,
                    scope,
                    f"`{op['method']} {path}` is a sub-path of the {scope} with no item path of its own",
                )
        self._assign_parents()
        out = list(self.res.values())
        for resource in out:
            self._upsert(resource)
            fill_resource(resource, self.by_id, self.graph, self.ctx)
        self._report_leftovers()
        out = [r for r in out if _has_operations(r)]
        link_relations(out)
        return out

    # ------------------------------------------------------------------ grouping

    @staticmethod
    def _grouping_segments(path: str, ops: list[dict[str, Any]]) -> list[str]:
        """The segments a path is grouped by. A version (`v3`, `2010-04-01`) is never a collection:
        a parameter right after one carries a resource path (Google's `/v3/{name}` is `tagValues/456`)
        whose collection the operation id spells (`svc.tagValues.get`); it stands in for that
        collection, so `/v3/{name}` is tagValues' item path and `/v3/{parent}/tagHolds` lives under it."""
        segs = segments(path)
        at = next((i for i in range(1, len(segs)) if segs[i].startswith("{") and is_version(segs[i - 1])), None)
        if at is None:
            return segs
        read = [o for o in ops if o["method"] == "GET"] or ops
        chain = str(read[0].get("id") or "").split(".")[1:-1]
        after = segs[at + 1 :]
        taken = len(chain) - len(after)
        if (
            taken != 1  # deeper (`projects/p/locations/l`): the item path would not carry the parents the list takes
            or not all(is_word(c) for c in chain)
            or any(is_param(s) for s in after)
            or [noun(s) for s in after] != chain[taken:]
        ):
            return segs
        return segs[:at] + chain[:1] + segs[at:]

    def _is_collection(self, key: Key) -> bool:
        path = self.path_of.get(key)
        return path is not None and any(o["method"] in ("GET", "POST") for o in self.by_path[path])

    def _resource(self, key: Key, segs: list[str] | None, item_paths: dict[Key, str]) -> dict[str, Any]:
        if key in self.res:
            return self.res[key]
        collection = self._path_for(key)
        resource: dict[str, Any] = {"name": "", "label": "", "operations": {"actions": []}, "evidence": [], "_key": key}
        item = item_paths.get(key)
        if collection is not None:
            resource["collectionPath"] = collection
        if item is not None:
            resource["itemPath"] = item
            resource["idParam"] = segments(item)[-1][1:-1]
        self.res[key] = resource
        for op in self.by_path.get(collection or "", []):
            self._collection_op(resource, op, has_item=item is not None)
        for path in self.items_of.get(key, []):
            for op in self.by_path[path]:
                self._item_op(resource, op)
        return resource

    def _path_for(self, key: Key) -> str | None:
        return self.path_of.get(key)

    def _query_twin(self, path: str) -> bool:
        """AWS's query protocol sends an action by GET or POST (`/#Action=DescribeVpcs`): the POST is no create."""
        return "#Action=" in path and any(
            o["method"] == "GET" and self.graph.list_items(o.get("returns")) is not None for o in self.by_path[path]
        )

    def _collection_op(self, resource: dict[str, Any], op: dict[str, Any], *, has_item: bool) -> None:
        method, path, ops = op["method"], op["path"], resource["operations"]
        listing = self.graph.list_items(op.get("returns"))
        if self._shared(path) and (method in ("PUT", "PATCH", "DELETE") or (method == "GET" and listing is None)):
            return  # the parent item's own read, update or delete (`/a/{id}` is also `a`'s item path)
        if method == "GET" and (listing is not None or has_item):
            self._role(
                resource,
                op,
                "list",
                "response is an array"
                if listing and listing[1] == ""
                else f"response holds the items in `{listing[1]}`"
                if listing
                else "GET on the collection path",
            )
        elif method == "GET":
            resource["itemPath"] = path
            if not any(o["method"] == "POST" for o in self.by_path[path]) or self._posts_update(path):
                resource.pop("collectionPath", None)
            self._role(resource, op, "get", "GET on a path with no item path below it returns one object (a singleton)")
        elif method == "POST" and "update" not in ops and not has_item and self._posts_update(path):
            self._role(
                resource, op, "update", "POST with a body on a singleton (its GET returns one object), no PUT/PATCH"
            )
        elif method == "POST" and "create" not in ops and not self._query_twin(path) and not self._creates_other(op):
            self._role(resource, op, "create", "POST on the collection path")
        elif method == "PUT" and "update" not in ops and not self._item_has(resource, "PUT"):
            self._role(resource, op, "update", "PUT on the collection path and no PUT on the item path")
        elif method == "PATCH" and not self._item_has(resource, "PATCH"):
            self._role(resource, op, "patch", "PATCH on the collection path and no PATCH on the item path")
        elif method == "DELETE" and not has_item:
            self._role(resource, op, "delete", "DELETE on a singleton path")
        else:
            self._action(resource, op, "collection", f"{method} on the collection path is not a CRUD role")

    def _creates_other(self, op: dict[str, Any]) -> bool:
        """Google names the resource an operation acts on in its id (`svc.groups.memberships.create`).
        Two resources may share a path template (`/v1/{parent}/memberships`): when its list names
        another (`svc.orgUnits.memberships.list`), the POST makes none of the listed items."""
        chain = id_chain(op, ("create", "insert"))
        lists = [c for o in self.by_path[op["path"]] if o["method"] == "GET" and (c := id_chain(o, ("list",)))]
        return chain is not None and bool(lists) and chain not in lists

    def _posts_update(self, path: str) -> bool:
        """A singleton (`/customers/{id}/cash_balance`: GET returns one object, nothing below it)
        updated by POST, as Stripe does, when there is no PUT or PATCH to do it."""
        ops = self.by_path[path]
        return (
            self.tmpl[path] not in self.items_of
            and any(o["method"] == "GET" and self.graph.list_items(o.get("returns")) is None for o in ops)
            and any(o["method"] == "POST" and o.get("requestBody") for o in ops)
            and not any(o["method"] in ("PUT", "PATCH") for o in ops)
        )

    def _item_has(self, resource: dict[str, Any], method: str) -> bool:
        item = resource.get("itemPath")
        return bool(item) and any(o["method"] == method for o in self.by_path.get(item, []))

    def _shared(self, path: str) -> bool:
        """`/a/{id}` is both `a`'s item path and the collection path of the items below it
        (`/a/{id}/{sub}`, data2crm's entity items): a POST there creates one of those items."""
        key = self.tmpl[path]
        return bool(key) and key[-1] == "{}" and key in self.items_of

    def _item_op(self, resource: dict[str, Any], op: dict[str, Any]) -> None:
        if self._shared(op["path"]) and (
            op["method"] == "POST" or (op["method"] == "GET" and self.graph.list_items(op.get("returns")) is not None)
        ):
            return  # the items below create (and list) here; the item path's reads and writes stay
        role = _ITEM_ROLES.get(op["method"])
        if role and role not in resource["operations"]:
            self._role(resource, op, role, f"{op['method']} on the item path")
        elif (
            op["method"] == "POST"
            and op.get("requestBody")
            and "update" not in resource["operations"]
            and not any(self._item_has(resource, m) for m in ("PUT", "PATCH"))
        ):
            self._role(resource, op, "update", "POST with a body on the item path and no PUT or PATCH: an update")
        else:
            self._action(resource, op, "item", f"{op['method']} on the item path is not a CRUD role")

    def _upsert(self, resource: dict[str, Any]) -> None:
        """A PUT to the item path, whose id the client chooses, that says it creates (a 201, or
        `create`/`upload` in its name) is the create when nothing POSTs one: Jupyter's
        `PUT /api/contents/{path}` writes a new file at the path the person names, Azure's
        `CreateOrUpdate` a named resource. With a PATCH beside it, the PATCH edits in place and the
        PUT only creates; without one, the PUT does both."""
        ops = resource["operations"]
        put = self.by_id.get(ops.get("update") or "")
        if "create" in ops or put is None or put["method"] != "PUT" or put["path"] != resource.get("itemPath"):
            return
        created = any(str(r.get("status")) == "201" for r in put.get("responses") or [])
        named = re.search(r"create|upload|upsert", f"{put['id']} {put.get('summary') or ''}", re.I)
        if not (created or named) or not put.get("requestBody"):
            return
        why = "declares 201 Created" if created else f"its name says `{named.group(0) if named else ''}`"
        ops["create"] = put["id"]
        if ops.get("patch"):
            del ops["update"]
            put["role"] = "create"
        resource["evidence"].append(
            f"create: {put['id']} (PUT on the item path {why}; the client names the item at"
            f" `{{{resource.get('idParam')}}}` and nothing POSTs a create: an upsert"
            + ("; the PATCH edits)" if ops.get("patch") else "; it also updates)")
        )

    def _role(self, resource: dict[str, Any], op: dict[str, Any], role: str, why: str) -> None:
        resource["operations"][role] = op["id"]
        op["role"], op["_resource"] = role, resource
        resource["evidence"].append(f"{role}: {op['id']} ({why})")

    def _action(self, resource: dict[str, Any], op: dict[str, Any], scope: str, why: str) -> None:
        segs = segments(op["path"])
        name = (
            (noun(segs[-1]) or op["id"])
            if segs
            and not is_param(segs[-1])
            and op["path"] not in (resource.get("collectionPath"), resource.get("itemPath"))
            else op["id"]
        )
        if name == op["id"] and (chain := id_chain(op, ("create", "insert"))):
            name = " ".join(("create", *chain[-2:]))  # a create of another resource sharing the path
        resource["operations"]["actions"].append(
            {"name": name, "operationId": op["id"], "method": op["method"], "path": op["path"], "scope": scope}
        )
        op["role"], op["_resource"] = "action", resource
        resource["evidence"].append(f"action {name}: {op['id']} ({why})")

    # ------------------------------------------------------------------ parents and names

    def _assign_parents(self) -> None:
        taken: set[str] = set()
        for key in sorted(self.res, key=len):
            resource = self.res[key]
            parent = None
            for cut in range(len(key), 0, -1):
                if (
                    key[cut - 1] == "{}"
                    and key[: cut - 1] in self.res
                    and (cut < len(key) or _has_operations(self.res[key[: cut - 1]]))
                ):  # `/a/{x}` that only lists what is below it is no item of `a` (x: a season, a language)
                    parent = self.res[key[: cut - 1]]
                    tail = nouns(key[cut:]) or [item_noun(resource.get("idParam"))]
                    break
            else:
                tail = nouns(key[len(self.prefix) :]) or nouns(key) or ["root"]
            base = ".".join(([parent["name"]] if parent else []) + tail) or "root"
            name, n = base, 2
            while name in taken:
                name, n = f"{base}{n}", n + 1
            taken.add(name)
            resource["name"], resource["label"] = name, resource_label(resource, tail[-1] if tail else name)
            if parent is not None:
                resource["parent"] = parent["name"]
                resource["evidence"].append(
                    f"nested under {parent['name']}: its path continues {parent.get('itemPath')}"
                )
            path = resource.get("collectionPath") or resource.get("itemPath") or ""
            item_param = resource.get("idParam")
            resource["parentParams"] = [s[1:-1] for s in segments(path) if is_param(s) and s[1:-1] != item_param]

    def _common_prefix(self) -> Key:
        paths = list(self.tmpl.values())
        if len(paths) < 2:
            return ()
        prefix: list[str] = []
        for parts in zip(*paths):
            if len(set(parts)) == 1 and parts[0] != "{}":
                prefix.append(parts[0])
            else:
                break
        shortest = min(len(p) for p in paths)
        return tuple(prefix[: max(0, shortest - 1)])

    def _report_leftovers(self) -> None:
        for op in self.ops:
            if "_resource" not in op:
                self.ctx.diag(
                    "info",
                    "path-not-in-resource",
                    pointer_join("/paths", op["path"], op["method"].lower()),
                    f"{op['method']} {op['path']} ({op['id']}) did not become part of a resource",
                )
            else:
                op["resource"] = op.pop("_resource")["name"]


def _has_operations(resource: dict[str, Any]) -> bool:
    ops = resource["operations"]
    return any(ops.get(r) for r in ("list", "get", "create", "update", "patch", "delete")) or bool(ops["actions"])
