"""The stateful REST mock: every HTTP operation of the spec answers. Resource operations work on
the in-memory store (list → page of items, create → 201 and it shows up in the list, update and
patch persist, delete removes, missing ids → 404); everything else returns a fake value of its
declared response."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote

from starlette.datastructures import QueryParams
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from copilot_cli.mock.bulk import create_each
from copilot_cli.mock.dataset import Collection, Store
from copilot_cli.mock.envelopes import item_names, norm, wrap
from copilot_cli.mock.get_body import get_body
from copilot_cli.mock.http import (
    MockError,
    declares_body,
    error_response,
    read_body,
    response_media_type,
    route_path,
    success_status,
)
from copilot_cli.mock.item_key import item_named
from copilot_cli.mock.item_part import lift_item_part
from copilot_cli.mock.listing import filter_items, paginate
from copilot_cli.mock.patching import apply_patch, is_json_patch
from copilot_cli.mock.resource_name import id_from_query, name_from_id_param
from copilot_cli.mock.routing import Router, claims
from copilot_cli.mock.shapes import list_body, named_by_description, replaces_document, validate_body, writable_names
from copilot_cli.mock.unlisted import malformed, materialize, unlisted
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec.model import NormalizedSpec, Operation, Resource, Schema
from copilot_cli.spec.path_words import own_names
from copilot_cli.spec.typegraph import same_choice_field

_SCALAR = ("string", "integer", "number", "boolean", "enum")
_CREDENTIAL = re.compile(r"auth|token|key|secret|signature|password|session|cookie", re.I)


class RestMock:
    def __init__(self, spec: NormalizedSpec, factory: ValueFactory, store: Store) -> None:
        self.spec, self.factory, self.store = spec, factory, store
        self.router = Router(spec)
        self.resources = {r.name: r for r in spec.resources}
        self.claims = claims(spec)
        self.deleted: set[tuple[str, tuple[str, ...], str]] = set()  # ids deleted from unlisted collections

    async def handle(self, request: Request) -> Response:
        try:
            return await self._handle(request)
        except MockError as exc:
            return error_response(exc)

    async def _handle(self, request: Request) -> Response:
        path, method = route_path(request), request.method.upper()
        found = self.router.match(
            path, dict(request.headers), dict(request.query_params), "GET" if method == "HEAD" else method
        )
        if found is None:
            needs = self.router.discriminators(path)
            hint = f" (the operations here are told apart by: {'; '.join(needs[:5])})" if needs else ""
            raise MockError(404, f"no operation of this API matches {method} {unquote(path)}{hint}")
        route, params = found
        op = route.operations.get("GET" if method == "HEAD" else method)
        if op is None:
            allowed = ", ".join(sorted(route.operations))
            raise MockError(
                405,
                f"{method} is not an operation on {route.template} (allowed: {allowed})",
                headers={"Allow": allowed},
            )
        body = await read_body(request)
        if body is None and method in ("GET", "HEAD") and op.request_body is not None:
            body = get_body(self.factory, op, request)  # a browser cannot send a GET's body
        if body is None and op.request_body is not None and op.request_body.required:
            raise MockError(400, f"{op.id} needs a request body")
        claimed = self.claims.get(op.id)
        if claimed is not None:
            return self._resource_op(op, claimed[0], claimed[1], params, body, request)
        resource = self.resources.get(op.resource or "")
        if resource is not None and op.role:
            return self._resource_op(op, resource, op.role, params, body, request)
        return self._generic(op, params, request)

    # ------------------------------------------------------------------ resources

    def _collection(self, resource: Resource, params: dict[str, str]) -> Collection:
        return self.store.collection(resource, tuple(params.get(p, "") for p in resource.parent_params))

    def _item(
        self, coll: Collection, resource: Resource, params: dict[str, str], op: Operation
    ) -> tuple[str, dict[str, Any] | None]:
        """The item the path names; None for an unlisted collection's id whose item is no object
        (the caller answers what the operation declares)."""
        # The id is the named id parameter, else the last path parameter (parents come first).
        name = resource.id_param if resource.id_param in params else (list(params)[-1] if params else "")
        item_id = params.get(name or "", "")
        item = coll.get(item_id)
        if item is not None:
            return item_id, item
        label = resource.label.rstrip("s") or resource.name
        gone = (resource.name, tuple(params.get(p, "") for p in resource.parent_params), item_id)
        if not unlisted(resource) or gone in self.deleted:
            raise MockError(404, f"{label} {item_id!r} not found")
        why = malformed(self.factory, op, name or "", item_id)
        if why:
            raise MockError(404, f"{label} {item_id!r} not found: {why}")
        return item_id, materialize(self.factory, op, coll, item_id, gone[1])

    def _resource_op(
        self, op: Operation, resource: Resource, role: str, params: dict[str, str], body: Any, request: Request
    ) -> Response:
        coll = self._collection(resource, params)
        if role == "list" and coll.document is not None:
            return JSONResponse(coll.document, status_code=success_status(op, 200))
        if role == "list":
            query = _list_query(op, request, body)
            items = filter_items(list(coll.items.values()), op, resource, query)
            page = paginate(items, op, resource.pagination, query, request.url)
            hidden = self.store.write_only_fields(coll)
            page.items = [{k: v for k, v in i.items() if k not in hidden} for i in page.items] if hidden else page.items
            payload = list_body(self.factory, op, resource.pagination, page)
            return JSONResponse(payload, status_code=success_status(op, 200), headers=page.headers)
        if role == "create" and not (resource.operations.list or resource.operations.get):
            return self._generic(op, params, request)  # nothing reads it back: answer what the spec declares
        if role == "create" and not resource.item_path and replaces_document(self.factory, self._list_op(resource), op):
            coll.document = validate_body(self.factory, op, body, resource.fields.required_on_create)
            return JSONResponse(coll.document, status_code=success_status(op, 200))
        if role == "create":
            # a PUT create naming the item in its path (Azure's BlobContainers_Create beside its
            # PATCH edit): made under that name, and a second PUT to it replaces it
            if (made := create_each(self.store, op, coll, body)) is not None:  # `{categories: [item…]}`
                return self._item_response(op, made, 201, coll)
            named = params.get(resource.id_param or "", "") or id_from_query(op, resource.id_param, request)
            if not (named and named in coll.items):
                return self._create(op, coll, body, request, named)
            role = "update"
        upsert = role in ("update", "patch") and op.id == resource.operations.create
        path_id = params.get(resource.id_param or "", "")
        if upsert and path_id and path_id not in coll.items:
            # the spec's create is this PUT (Azure's CreateOrUpdate): an id not there yet is made
            return self._create(op, coll, body, request, path_id)
        if not params and role in ("update", "patch", "delete"):
            # an edit whose path names no item says which in its body (AppVeyor's PUT /environments
            # sends the environment with its deploymentEnvironmentId)
            params = item_named(self.spec, self.factory, op, role, coll, body, request, self._as_item)
        if not params:  # a singleton (Stripe's GET /v1/account, GitHub's GET /): no id to look up
            return self._generic(op, params, request)
        item_id, found = self._item(coll, resource, params, op)
        if found is None:
            return self._generic(op, params, request)
        item = found
        if role == "get":
            return self._item_response(op, item, 200, coll)
        if role in ("update", "patch") and is_json_patch(body):
            kept = {k: v for k, v in item.items() if k == coll.id_field}  # a patch never moves the item
            updated = {**apply_patch(item, body), **kept}
            coll.items[item_id] = updated
            return self._item_response(op, updated, 200, coll)
        if role in ("update", "patch"):
            data = self._as_item(coll, self._body(op, coll, body, []))
            data = {**self._query_fields(op, coll, request), **data}  # kumpeapps' PUT ?userID=…&username=…
            writable = writable_names(self.factory, op)
            server = {k for k in self.store.read_only_fields_names(coll) if norm(k) not in writable}
            kept = {k: v for k, v in item.items() if k == coll.id_field or k in server}
            # a PUT whose body declares none of the item's fields edits a part of it, not the whole
            # (VTEX's PUT /tasks/{id} sends only `status`): the rest stays
            # and one with no body at all writes only what its query names
            partial = (
                role == "patch"
                or body is None
                or bool(writable)
                and not writable & {norm(k) for k in item if k != coll.id_field}
            )
            updated = {**item, **data, **kept} if partial else {**data, **kept}
            coll.items[item_id] = updated
            return self._item_response(op, updated, 200, coll)
        if role == "delete":
            coll.remove(item_id)
            if unlisted(resource):  # an unlisted collection answers any id: this one it must not
                self.deleted.add((resource.name, tuple(params.get(p, "") for p in resource.parent_params), item_id))
            return self._item_response(op, item, 204, coll)
        return self._action(op, coll, item_id, item, body, request)

    def _create(self, op: Operation, coll: Collection, body: Any, request: Request, path_id: str = "") -> Response:
        """A new item from the body; `path_id`: the id a PUT that creates names in its path."""
        resource = coll.resource
        checked = self._body(op, coll, body, resource.fields.required_on_create)
        data = self._as_item(coll, checked)
        # the body names an item by its own id (InfluxDB's POST /buckets/{id}/labels {labelID}): the
        # new entry is that item, under that id though the item reads its id as server-owned
        by_reference = coll.id_field not in checked and data.get(coll.id_field) not in (None, "")
        # the field the path's id names (`offerDelegationName` → `name`) is that id, though the
        # item reads it back as server-owned (Azure's readOnly `name`)
        named = self._as_item(coll, {resource.id_param: path_id}) if path_id and resource.id_param else {}
        named = {k: v for k, v in named.items() if k in self._props(coll) and k != coll.id_field}
        named = {**named, **name_from_id_param(op, self._props(coll), request)}  # Google's POST …/nodes?nodeId=X
        data = {**self._query_fields(op, coll, request), **data}
        data = {**data, **named_by_description(self.factory, op, data, self._props(coll))}
        fresh = self.store.read_only_fields(coll)
        chosen = path_id or data.get(coll.id_field)  # an id the client picks (AWS's `Id`) is kept, once
        if path_id or (
            chosen not in (None, "") and (by_reference or coll.id_field not in self.store.read_only_fields_names(coll))
        ):
            if str(chosen) in coll.items:
                raise MockError(409, f"{resource.label.rstrip('s') or resource.name} {chosen!r} already exists")
            fresh[coll.id_field] = chosen
        # what the request declares writable stays as typed though the item reads it back as
        # server-owned (Asana's task `followers`: gids in TaskRequest, readOnly in TaskResponse)
        writable = writable_names(self.factory, op)
        sent = {k: v for k, v in data.items() if norm(k) in writable and k != coll.id_field}
        item = coll.add({**data, **fresh, **sent, **named})
        # newest first, as most APIs list (Stripe, GitHub, Twilio): what was just created is
        # on the first page, where a person looks for it
        key = str(item[coll.id_field])
        coll.items = {key: item, **{k: v for k, v in coll.items.items() if k != key}}
        return self._item_response(op, item, 201, coll)

    def _body(self, op: Operation, coll: Collection, body: Any, required: list[str]) -> dict[str, Any]:
        """The checked body as the item's fields (zeno.fm's `podcast` part is the podcast)."""
        return lift_item_part(self.factory, op, coll.item_type, validate_body(self.factory, op, body, required))

    def _list_op(self, resource: Resource) -> Operation | None:
        return self.spec.operation(resource.operations.list) if resource.operations.list else None

    def _action(
        self, op: Operation, coll: Collection, item_id: str, item: dict[str, Any], body: Any, request: Request
    ) -> Response:
        # An item action that returns the item itself (adopt, archive, …) updates the fields the
        # body names, so the change is visible afterwards.
        if op.returns is not None and coll.item_type is not None and op.returns.ref == coll.item_type.ref:
            if isinstance(body, dict):
                item.update({k: v for k, v in body.items() if k in item or k in self._props(coll)})
            return self._item_response(op, item, 200, coll)
        return self._generic(op, {}, request)

    def _query_fields(self, op: Operation, coll: Collection, request: Request) -> dict[str, Any]:
        """An item's fields a create takes as query parameters (Instagram's POST
        /media/{id}/comments?text=…): stored like the body's, or the comment has no text."""
        declared = {p.name for p in op.parameters if p.location == "query"}
        props = self._props(coll)
        found = {k: v for k, v in request.query_params.items() if k in declared and k in props}
        # and as headers named like them (Glacier's x-amz-archive-description is the upload's
        # ArchiveDescription), never a credential or a request's own token
        by_norm = {norm(n): n for n in props}
        for p in op.parameters:
            bare = re.sub(r"^x-(amzn?-)?", "", p.name.lower())
            field = by_norm.get(norm(bare))
            value = request.headers.get(p.name)
            if p.location == "header" and field and value is not None and not _CREDENTIAL.search(bare):
                found.setdefault(field, value)
        return found

    def _as_item(self, coll: Collection, data: dict[str, Any]) -> dict[str, Any]:
        """The body's fields under the item's names (`FriendlyName` → `friendly_name`; ETSI's
        `operationState: DISABLED` sets the item's `operationalState`, whose choices it is)."""
        props = self._props(coll)
        out = item_names(data, props)
        choices = {k: (self.factory.resolve(p) or p).enum for k, p in props.items()}
        own = sorted({norm(n) for n in own_names(coll.resource.name) if len(n) > 2}, key=len, reverse=True)
        by_norm = {norm(k): k for k in props}
        for key in [
            k for k in out if k not in props and isinstance(out[k], (str, int)) and not isinstance(out[k], bool)
        ]:
            target = same_choice_field(key, [out[key]], choices)
            if target and target not in out:
                out[target] = out.pop(key)
                continue
            # the item's `name` sent as `datasetName` (AWS) or `templateName` (onsched); kept under
            # both, as a list of summaries (`datasetName`) and the item (`name`) read it
            head = next((o for o in own if norm(key).startswith(o) and norm(key) != o), None)
            target = by_norm.get(norm(key)[len(head) :]) if head else None
            if target and target not in out:
                out[target] = out[key]
                continue
            # the changed field sent as `newLabel` (id4i's ApiKeyChangeRequest): the item's `label`
            target = by_norm.get(norm(key)[3:]) if norm(key).startswith("new") else None
            if target and target not in out:
                out[target] = out.pop(key)
        for key, value in out.items():  # Visma's DtoValue: `amount: {value: 7808}` for the item's number
            kind = (self.factory.resolve(props.get(key)) or props.get(key) or Schema()).kind
            if isinstance(value, dict) and list(value) == ["value"] and kind in _SCALAR:
                out[key] = value["value"]
        return self._one_object_down(out, props)

    def _one_object_down(self, out: dict[str, Any], props: dict[str, Any]) -> dict[str, Any]:
        """A body field the item keeps one object down, not at its top (Azure SQL's restore point
        is created with `restorePointLabel` and read with `properties.restorePointLabel`): moved
        there, when exactly one of the item's objects has a field of that name."""
        inner = {}
        for name, p in props.items():
            t = self.factory.resolve(p) or p
            if getattr(t, "properties", None):
                inner[name] = {norm(k): k for k in t.properties}
        for key in [k for k in out if k not in props]:
            homes = [name for name, fields in inner.items() if norm(key) in fields]
            if len(homes) != 1 or (homes[0] in out and not isinstance(out[homes[0]], dict)):
                continue
            home = homes[0]
            out[home] = {**(out.get(home) or {}), inner[home][norm(key)]: out.pop(key)}
        return out

    def _props(self, coll: Collection) -> dict[str, Any]:
        target = self.factory.resolve(coll.item_type)
        return dict(target.properties or {}) if target else {}

    def _item_response(
        self, op: Operation, item: dict[str, Any], default: int, coll: Collection | None = None
    ) -> Response:
        status = success_status(op, default)
        # an item read or write whose spec declares no content still answers the item (edrv's GET
        # /chargestations/{id}): the detail and the form's next page need it
        if status == 204 or not declares_body(op, status) and default == 204:
            return Response(status_code=status)
        self.factory.reseed(f"{op.id}:envelope")
        view = self._read_view(op, item, coll)
        return JSONResponse(wrap(self.factory, op, view), status_code=status)

    def _read_view(self, op: Operation, item: dict[str, Any], coll: Collection | None) -> dict[str, Any]:
        """The item without writeOnly fields (passwords are accepted, never echoed)."""
        target = self.factory.resolve(op.returns)
        hidden = {
            n
            for n, p in ((target.properties or {}) if target else {}).items()
            if p.write_only or (self.factory.resolve(p) or p).write_only
        }
        if coll is not None:
            hidden |= self.store.write_only_fields(coll)
        return {k: v for k, v in item.items() if k not in hidden}

    # ------------------------------------------------------------------ everything else

    def _generic(self, op: Operation, params: dict[str, str], request: Request) -> Response:
        status = success_status(op, 200)
        if not declares_body(op, status) or op.returns is None and not _has_content(op, status):
            return Response(status_code=status)
        self.factory.reseed(f"{op.id}?{request.url.query}", use_examples=True)
        media = response_media_type(op, status)
        resolved = self.factory.resolve(op.returns)
        if "json" in media or resolved is None and media == "application/json":
            return JSONResponse(self.factory.value(op.returns, None, 0), status_code=status)
        if resolved is not None and resolved.kind == "file" or not media.startswith("text/"):
            return Response(self.factory.fake.binary(length=64), status_code=status, media_type=media)
        return Response(str(self.factory.value(op.returns, None, 0)), status_code=status, media_type=media)


def _has_content(op: Operation, status: int) -> bool:
    return any(r.status == str(status) and r.content for r in op.responses)


def _list_query(op: Operation, request: Request, body: Any) -> QueryParams:
    """A list's paging and filters: its query, and for a POST list (Prefect's `/flows/filter`,
    spec/resource_fill) the scalar fields at the top of its JSON body (`{offset, limit}`)."""
    if op.method != "POST" or not isinstance(body, dict):
        return request.query_params
    fields = [(k, str(v)) for k, v in body.items() if isinstance(v, (str, int, float)) and not isinstance(v, bool)]
    return QueryParams([*request.query_params.multi_items(), *fields])
