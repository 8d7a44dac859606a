"""NormalizedSpec → UiPlan: decide pages, tables, forms and widgets. Deterministic, offline.

Resources from the spec become list/detail/create/edit/delete views; every operation (whether
or not a resource claims it) also gets a generated form on the Operations page, so every
operation is reachable from the navigation.
"""

from __future__ import annotations

import re

from copilot_cli.spec.model import NormalizedSpec, Operation as SpecOperation, Parameter, Resource as SpecResource, Schema
from copilot_cli.ui import graphql_doc
from copilot_cli.ui.plan import (
    Action, AppPlan, AuthScheme, Body, Column, DeleteView, DetailView, Field, FormView, ListView, NavGroup,
    NavItem, OperationPlan, Option, ListPaging, ResourcePlan, Sort, SubTable, UiPlan,
)
from copilot_cli.ui.widgets import FieldBuilder, column, humanize, resolve, short

MAX_COLUMNS = 7
MAX_DETAIL_FIELDS = 40
_JSON = re.compile(r"[/+]json\b|^application/json", re.I)


def build_plan(spec: NormalizedSpec, *, theme: str = "light", layout: str = "default",
               include_auth: bool = True, pagination: bool = True) -> UiPlan:
    builder = FieldBuilder(spec)
    operations = [_operation(spec, builder, op) for op in spec.operations]
    resources = [_resource(spec, res) for res in spec.resources]
    resources = [r for r in resources if r is not None]
    return UiPlan(
        app=_app(spec, theme, layout, include_auth, pagination),
        navigation=_navigation(spec, resources, len(operations)),
        resources=resources,
        operations=operations,
    )


# --------------------------------------------------------------------------- app


def _server_url(server) -> str:
    url = server.url
    for name, var in server.variables.items():
        url = url.replace("{" + name + "}", var.default)
    return url


def _app(spec: NormalizedSpec, theme: str, layout: str, include_auth: bool, pagination: bool) -> AppPlan:
    servers = [_server_url(s) for s in spec.servers]
    graphql = spec.source.kind == "graphql"
    return AppPlan(
        title=spec.source.title or "API", description=short(spec.source.description, 600),
        version=spec.source.api_version or "", kind="graphql" if graphql else "rest",
        theme=theme, layout=layout, baseUrl=servers[0] if servers else "", servers=servers,  # type: ignore[arg-type]
        includeAuth=include_auth, pagination=pagination,
        auth=[auth_scheme(s) for s in spec.auth.schemes.values()] if include_auth else [],
    )


def auth_scheme(s) -> AuthScheme:
    if s.type == "apiKey":
        kind = "apiKey"
    elif s.type == "http":
        kind = "basic" if (s.scheme or "").lower() == "basic" else "bearer"
    else:
        kind = s.type
    scopes = sorted({scope for flow in s.flows for scope in flow.scopes})
    data = dict(id=s.name, label=humanize(s.name), kind=kind, name=s.param_name, description=short(s.description), scopes=scopes)
    data["in"] = (s.location or "header") if kind == "apiKey" else None
    return AuthScheme(**data)


# --------------------------------------------------------------------------- operations


def _label(op: SpecOperation) -> str:
    if op.summary and op.summary.strip():
        return short(op.summary.strip().splitlines()[0], 120)
    if op.kind != "http":
        return humanize(op.field or op.id)
    return humanize(op.id) if not op.id.lower().startswith(("get ", "post ", "put ", "patch ", "delete ")) else f"{op.method} {op.path}"


def _param_field(builder: FieldBuilder, p: Parameter, graphql: bool) -> Field:
    location = "variable" if graphql or p.location == "argument" else p.location
    extra: dict = {"explode": p.explode if p.explode is not None else (p.style in (None, "form"))}
    if graphql or p.location == "argument":
        extra["gqlType"] = graphql_doc.type_string(p.schema_, p.required)
    if p.example is not None and isinstance(p.example, (str, int, float)):
        extra["placeholder"] = str(p.example)[:80]
    return builder.field(p.name, p.schema_, location=location, required=p.required, description=p.description, **extra)


def _pick_media(content: dict) -> str | None:
    types = list(content)
    for test in (lambda t: bool(_JSON.search(t)), lambda t: t.startswith("multipart/"),
                 lambda t: t == "application/x-www-form-urlencoded", lambda t: t.startswith("text/")):
        for t in types:
            if test(t):
                return t
    return types[0] if types else None


def _body(builder: FieldBuilder, op: SpecOperation, mode: str = "input") -> Body | None:
    rb = op.request_body
    if rb is None or not rb.content:
        return None
    media = _pick_media(rb.content) or "application/json"
    s, _ = resolve(builder.spec, rb.content[media].schema_)
    encoding = ("json" if _JSON.search(media) else "multipart" if media.startswith("multipart/")
                else "form" if media == "application/x-www-form-urlencoded" else "text" if media.startswith("text/") else "binary")
    base = dict(contentType=media, encoding=encoding, required=rb.required)
    if s.kind == "object" and s.properties:
        return Body(mode="fields", fields=builder.new_form().children(s, mode, 0, ()), **base)  # type: ignore[arg-type]
    if encoding == "binary" or s.kind == "file" or (s.kind == "string" and (s.format or "") in ("binary", "byte")):
        return Body(mode="binary", **{**base, "encoding": "binary"})  # type: ignore[arg-type]
    if encoding == "text" and s.kind in ("string", "any"):
        return Body(mode="text", **base)  # type: ignore[arg-type]
    return Body(mode="json", isArray=s.kind == "array", **{**base, "encoding": "json" if encoding in ("text",) else encoding})  # type: ignore[arg-type]


def _operation(spec: NormalizedSpec, builder: FieldBuilder, op: SpecOperation) -> OperationPlan:
    graphql = op.kind in ("query", "mutation", "subscription")
    params = [_param_field(builder, p, graphql) for p in op.parameters if p.location != "cookie"]
    security = [sorted(req) for req in op.security]
    return OperationPlan(
        id=op.id, label=_label(op), kind=op.kind if graphql else "http",  # type: ignore[arg-type]
        method=(op.method or "GET").upper() if not graphql else "POST", path=op.path or "",
        group=op.tags[0] if op.tags else ("Other" if not graphql else humanize(op.kind)),
        description=short(op.description, 600), deprecated=op.deprecated, params=_unique(params),
        body=None if graphql else _body(builder, op), security=security, resource=op.resource, role=op.role,
        graphql={"field": op.field or op.id, "document": graphql_doc.document(spec, op)} if graphql else None,
    )


def _unique(fields: list[Field]) -> list[Field]:
    seen, out = set(), []
    for f in fields:
        key = (f.in_, f.name)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


# --------------------------------------------------------------------------- resources


def item_schema(spec: NormalizedSpec, res: SpecResource) -> Schema:
    if res.type_name and res.type_name in spec.types:
        return resolve(spec, spec.types[res.type_name])[0]
    ops = res.operations
    for op_id in (ops.get, ops.create, ops.update):
        op = spec.operation(op_id) if op_id else None
        if op and op.returns:
            s, _ = resolve(spec, op.returns)
            if s.kind == "object" and s.properties:
                return s
    if ops.list and (op := spec.operation(ops.list)) and op.returns:
        s, _ = resolve(spec, op.returns)
        for part in (res.pagination.items_path or "").split("."):
            if not part:
                continue
            while s.kind == "array" and s.items is not None:
                s, _ = resolve(spec, s.items)
            s, _ = resolve(spec, (s.properties or {}).get(part))
        while s.kind == "array" and s.items is not None:
            s, _ = resolve(spec, s.items)
        if s.kind == "object" and s.properties:
            return s
    return Schema(kind="any")


def _selectable(prop: Schema) -> bool:
    return not any(a.required for a in (prop.arguments or []))


def list_columns(spec: NormalizedSpec, item: Schema, first: list[str | None], limit: int, allow_json: bool) -> list[Column]:
    props = {k: v for k, v in (item.properties or {}).items() if _selectable(v)}
    order = list(dict.fromkeys([n for n in first if n and n in props] + list(props)))
    cols: list[Column] = []
    for name in order:
        col = column(spec, name, props[name])
        if col is None or (col.renderer == "json" and not allow_json):
            continue
        cols.append(col)
        if len(cols) >= limit:
            break
    return cols or [Column(key="", label="Item", renderer="json", sortable=False)]


def _sub_tables(spec: NormalizedSpec, item: Schema, children: list[SpecResource]) -> list[SubTable]:
    subs: list[SubTable] = []
    for name, prop in (item.properties or {}).items():
        s, _ = resolve(spec, prop)
        if s.kind == "array" and _selectable(prop):
            inner, _ = resolve(spec, s.items)
            if inner.kind == "object" and inner.properties:
                subs.append(SubTable(label=humanize(name), key=name, columns=list_columns(spec, inner, ["id", "name"], 6, False)))
    labels = {s.label for s in subs}
    for child in children:
        if child.operations.list:
            label = child.label if child.label not in labels else f"{child.label} ({child.name})"
            labels.add(label)
            subs.append(SubTable(label=label, resource=child.name))
    return subs


def _singular(res: SpecResource) -> str:
    if res.type_name:
        return humanize(res.type_name)
    label = res.label
    if label.endswith("ies"):
        return label[:-3] + "y"
    if label.endswith("s") and not label.endswith("ss"):
        return label[:-1]
    return label


def _relations(spec: NormalizedSpec, res: SpecResource) -> dict[str, tuple[str, str, str]]:
    out = {}
    for rel in res.relations:
        target = spec.resource(rel.target_resource) if rel.target_resource else None
        if target and target.operations.list and not rel.many and rel.via == "naming":
            out[rel.field] = (target.name, target.id_field or "id", target.display_field or target.id_field or "id")
    return out


def _form(spec: NormalizedSpec, builder: FieldBuilder, op_id: str | None, provided: set[str], mode: str) -> FormView | None:
    op = spec.operation(op_id) if op_id else None
    if op is None:
        return None
    graphql = op.kind != "http"
    params = [_param_field(builder, p, graphql) for p in op.parameters
              if p.location != "cookie" and not (p.location in ("path", "argument") and p.name in provided)]
    body = _body(builder, op, mode) if not graphql else None
    fields = params + (body.fields if body and body.mode == "fields" else [])
    return FormView(operationId=op.id, fields=_unique(fields))


def _resource(spec: NormalizedSpec, res: SpecResource) -> ResourcePlan | None:
    ops = res.operations
    if not any((ops.list, ops.get, ops.create, ops.update, ops.patch, ops.delete)):
        return None
    builder = FieldBuilder(spec, _relations(spec, res))
    item = item_schema(spec, res)
    id_field = res.id_field or "id"
    singular = _singular(res)
    provided = set(res.parent_params) | ({res.id_param} if res.id_param else set())
    children = [r for r in spec.resources if r.parent == res.name]
    list_view = _list_view(spec, builder, res, item, id_field) if ops.list else None
    has_item = bool(ops.get or list_view)
    detail = None
    if has_item:
        detail = DetailView(
            operationId=ops.get, fields=list_columns(spec, item, [id_field, res.display_field], MAX_DETAIL_FIELDS, True),
            subTables=_sub_tables(spec, item, children),
            actions=[Action(operationId=a.operation_id, label=humanize(a.name), danger=a.method == "DELETE")
                     for a in ops.actions if a.scope == "item"],
        )
    return ResourcePlan(
        id=res.name, label=res.label, singular=singular, description=short(item.description, 400),
        group=_group(spec, res), idField=id_field, titleField=res.display_field, parent=res.parent,
        itemParams={res.id_param: id_field} if res.id_param else {},
        list=list_view, detail=detail,
        create=_form(spec, builder, ops.create, set(res.parent_params), "create"),
        edit=_form(spec, builder, ops.update or ops.patch, provided, "edit"),
        delete=DeleteView(operationId=ops.delete, confirm=f"This permanently deletes the {singular.lower()}. It cannot be undone.") if ops.delete else None,
        actions=[Action(operationId=a.operation_id, label=humanize(a.name)) for a in ops.actions if a.scope == "collection"],
    )


def _list_view(spec: NormalizedSpec, builder: FieldBuilder, res: SpecResource, item: Schema, id_field: str) -> ListView:
    op = spec.operation(res.operations.list)
    assert op is not None
    graphql = op.kind != "http"
    by_name = {p.name: p for p in op.parameters}
    scope = [_param_field(builder, p, graphql) for p in op.parameters if p.location == "path"]
    filters = [_param_field(builder, by_name[n], graphql) for n in res.filter_params if n in by_name][:6]
    search = _param_field(builder, by_name[res.search_params[0]], graphql) if res.search_params and res.search_params[0] in by_name else None
    sort = None
    if res.sort_params and res.sort_params[0] in by_name:
        s, _ = resolve(spec, by_name[res.sort_params[0]].schema_)
        if s.kind == "array":
            s, _ = resolve(spec, s.items)
        sort = Sort(param=res.sort_params[0], options=[Option(value=v) for v in (s.enum or []) if isinstance(v, (str, int))])
    p = _typed_pagination(spec, res.pagination, by_name)
    pagination = ListPaging(
        style=p.style, pageParam=p.page_param, sizeParam=p.size_param, offsetParam=p.offset_param,
        cursorParam=p.cursor_param, nextPath=p.next_path, totalPath=p.total_path,
        firstPage=0 if p.page_param and _zero_based(by_name.get(p.page_param)) else 1,
        defaultSize=_default_size(spec, by_name.get(p.size_param or "")),
    )
    return ListView(
        operationId=op.id, columns=list_columns(spec, item, [id_field, res.display_field], MAX_COLUMNS, False),
        itemsPath=p.items_path or "", pagination=pagination, sort=sort, filters=filters, search=search, scope=scope,
    )


def _typed_pagination(spec: NormalizedSpec, p, by_name: dict[str, Parameter]):
    """The detected pagination, minus parameters whose type cannot be what the role says
    (Docker's `size` is a boolean "include sizes", not a page size)."""
    update = {}
    for attr in ("page_param", "size_param", "offset_param"):
        name = getattr(p, attr)
        if name and name in by_name and resolve(spec, by_name[name].schema_)[0].kind not in ("integer", "number"):
            update[attr] = None
    if not update:
        return p
    p = p.model_copy(update=update)
    if p.style in ("page", "offset") and not (p.page_param or p.offset_param):
        p = p.model_copy(update={"style": "none"})
    return p


def _zero_based(param: Parameter | None) -> bool:
    if param is None:
        return False
    s = param.schema_
    return (s.default == 0) or bool(s.constraints and s.constraints.minimum == 0)


def _default_size(spec: NormalizedSpec, param: Parameter | None) -> int:
    if param is None:
        return 20
    s, _ = resolve(spec, param.schema_)
    if isinstance(s.default, int) and 0 < s.default <= 100:
        return s.default
    if s.constraints and s.constraints.maximum is not None and s.constraints.maximum < 20:
        return max(1, int(s.constraints.maximum))
    return 20


def _group(spec: NormalizedSpec, res: SpecResource) -> str:
    for op_id in (res.operations.list, res.operations.get, res.operations.create):
        op = spec.operation(op_id) if op_id else None
        if op and op.tags and op.kind == "http":
            return op.tags[0]
    return "Resources"


def _navigation(spec: NormalizedSpec, resources: list[ResourcePlan], op_count: int) -> list[NavGroup]:
    groups: dict[str, list[NavItem]] = {}
    for res in resources:
        label = res.label if not res.parent else f"{res.label} ({humanize(res.parent.split('.')[-1])})"
        groups.setdefault(res.group or "Resources", []).append(NavItem(label=label, page=f"resource:{res.id}"))
    nav = [NavGroup(label=humanize(name) if name.islower() else name, items=items) for name, items in groups.items()]
    nav.append(NavGroup(label="API", items=[NavItem(label=f"All operations ({op_count})", page="operations")]))
    return nav
