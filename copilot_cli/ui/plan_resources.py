"""Planning one resource: its list (columns, paging, sort, filters, search), detail view with
sub-tables, create/edit forms, delete, relations to other resources, and its navigation group."""

from __future__ import annotations

import re

from copilot_cli.spec.model import NormalizedSpec, Schema
from copilot_cli.spec.model import Resource as SpecResource
from copilot_cli.ui import graphql_doc, plan_patch
from copilot_cli.ui.plan import (
    Action,
    Column,
    DeleteView,
    DetailView,
    FormView,
    ListPaging,
    ListView,
    Option,
    ResourcePlan,
    Sort,
    SubTable,
)
from copilot_cli.ui.plan_actions import label_actions, role_buttons, update_action
from copilot_cli.ui.plan_nested import (
    addresses_item,
    item_param_aliases,
    keys_read_only,
    last_path_param,
    with_parent_pickers,
)
from copilot_cli.ui.plan_operations import body_plan, param_field, transport_param, unique_fields
from copilot_cli.ui.plan_patch import a_command, changes_mask, edit_order, names_own, patch_fields
from copilot_cli.ui.plan_rows import (
    deep_items_path,
    default_size,
    detail_schema,
    first_columns,
    opaque_columns,
    title_field,
    typed_pagination,
    written_names,
    written_object_columns,
    zero_based,
)
from copilot_cli.ui.widgets import FieldBuilder, column, humanize, resolve, short

MAX_COLUMNS = 7
MAX_DETAIL_FIELDS = 40


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
        if (s.kind == "object" and s.properties) or s.kind in _SCALARS:
            return s
    return Schema(kind="any")


def _selectable(prop: Schema) -> bool:
    return not any(a.required for a in (prop.arguments or []))


def list_columns(
    spec: NormalizedSpec, item: Schema, first: list[str | None], limit: int, allow_json: bool
) -> list[Column]:
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
    if cols and len(cols) < limit and not allow_json:
        cols += written_object_columns(spec, props, first, limit - len(cols), {c.key for c in cols})
    if not cols:  # every property is an object: a wrapper (`{"category": {...}}`) shows what it wraps
        cols = _wrapped_columns(spec, props, first, limit)
    if not cols:  # objects the cells cannot show: one column each, named, rather than the whole row
        cols = opaque_columns(spec, props, limit)
    if not cols and not props and item.kind in _SCALARS:  # a list of strings shows the strings
        cols = [c for c in [column(spec, "", item, label="Value")] if c is not None]
    return cols or [Column(key="", label="Item", renderer="json", sortable=False)]


_SCALARS = ("string", "integer", "number", "boolean", "enum")


def _wrapped_columns(
    spec: NormalizedSpec, props: dict[str, Schema], first: list[str | None], limit: int
) -> list[Column]:
    cols: list[Column] = []
    wrappers = [(k, resolve(spec, v)[0]) for k, v in props.items()]
    wrappers = [(k, s) for k, s in wrappers if s.kind == "object" and s.properties]
    for name, inner in wrappers:
        inner_props = {k: v for k, v in (inner.properties or {}).items() if _selectable(v)}
        order = list(dict.fromkeys([n for n in first if n and n in inner_props] + list(inner_props)))
        for key in order:
            label = humanize(key) if len(wrappers) == 1 else f"{humanize(name)} {humanize(key).lower()}"
            col = column(spec, f"{name}.{key}", inner_props[key], label=label)
            if col is not None and col.renderer != "json":
                cols.append(col)
            if len(cols) >= limit:
                return cols
    return cols


def _sub_tables(spec: NormalizedSpec, item: Schema, children: list[SpecResource]) -> list[SubTable]:
    subs: list[SubTable] = []
    for name, prop in (item.properties or {}).items():
        s, _ = resolve(spec, prop)
        if s.kind == "array" and _selectable(prop):
            inner, _ = resolve(spec, s.items)
            if inner.kind == "object" and inner.properties:
                subs.append(
                    SubTable(
                        label=humanize(name), key=name, columns=list_columns(spec, inner, ["id", "name"], 6, False)
                    )
                )
    labels = {s.label for s in subs}
    for child in children:
        if child.operations.list:
            label = child.label if child.label not in labels else f"{child.label} ({child.name})"
            labels.add(label)
            subs.append(SubTable(label=label, resource=child.name))
    return subs


def _singular(res: SpecResource) -> str:
    if res.type_name:  # `api.v2010.account` (Twilio) names an Account
        name = humanize(re.split(r"[.:/]", res.type_name)[-1] or res.type_name)
        squashed, label = name.lower().replace(" ", ""), res.label.lower().replace(" ", "")
        # a type named for its collection's path, plural (Directus's `ItemsArticles` for
        # /items/articles): one of them is an Article, not an "Items Articles"
        plural = label.endswith("s") and not label.endswith(("ss", "us", "is"))
        if not (plural and len(squashed) > len(label) and squashed.endswith(label)):
            return name
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


def _form(
    spec: NormalizedSpec, builder: FieldBuilder, op_id: str | None, provided: set[str], mode: str, item=None
) -> FormView | None:
    op = spec.operation(op_id) if op_id else None
    if op is None:
        return None
    graphql = op.kind != "http"
    params = [
        param_field(builder, p, graphql)
        for p in op.parameters
        if p.location != "cookie"
        and not (p.location in ("path", "argument") and p.name in provided)
        and (graphql or not transport_param(p, mode))
    ]
    body = body_plan(builder, op, mode) if not graphql else None
    # a create whose path's last segment names the new item (an upsert's PUT /api/contents/{path})
    # asks for that name once (runtime http.ts); a parent's `id` is not the new item's (clever-cloud)
    named = {last_path_param(op.path)} if mode == "create" else set()
    fields = params + [f for f in (body.fields if body and body.mode == "fields" else []) if f.name not in named]
    if mode == "edit" and body and body.jsonPatch and item is not None:
        fields += patch_fields(builder, item[0], provided | {item[1]})  # item: (schema, id field)
    if mode == "edit" and not fields and op.request_body is None:
        return None  # an "update" that sends nothing (Search Console's PUT /sites/{siteUrl} adds a site): no Edit form
    # a POST sending nothing but the item's own id (EnteroBase's `POST /lookup/{barcode}` {barcode}) is a
    # lookup; a PATCH of it is a rename (Jupyter's `PATCH /api/contents/{path}` {path})
    only_id = fields and item is not None and all(f.name in provided for f in fields)
    if mode == "edit" and not graphql and op.method == "POST" and only_id:
        return None
    if (
        mode == "edit"
        and not graphql
        and op.request_body is None
        and item is not None
        and item[0].properties
        and not names_own(fields, item[0])
    ):
        return None  # a command (smart-me's `PUT /Devices/{id}?switchState=…`): no field of the item's
    if mode == "edit":
        fields = changes_mask(fields)
    return FormView(operationId=op.id, fields=unique_fields(fields))


def _changes(spec: NormalizedSpec, item: Schema, op_id: str) -> bool:
    """A bare value (SlideRoom's attribute names, a list of strings) is changed only by sending a
    value (Conjur's policy text, tic-tac-toe's mark), not by an object of other things."""
    if item.kind not in _SCALARS:
        return True
    body = spec.operation(op_id).request_body
    kinds = [resolve(spec, m.schema_)[0].kind for m in (body.content.values() if body else [])]
    return bool(kinds) and all(k in (*_SCALARS, "file", "any") for k in kinds)


def _with_pickers(spec: NormalizedSpec, res: SpecResource, form: FormView | None) -> FormView | None:
    """A create form asks for the parents its path names (prefilled when opened under a parent)."""
    return form.model_copy(update={"fields": with_parent_pickers(spec, res, form.fields)}) if form else None


def resource_plan(
    spec: NormalizedSpec, res: SpecResource, children_of: dict[str, list[SpecResource]] | None = None
) -> ResourcePlan | None:
    ops = res.operations
    if not any((ops.list, ops.get, ops.create, ops.update, ops.patch, ops.delete)):
        return None
    builder = FieldBuilder(spec, _relations(spec, res))
    item = item_schema(spec, res)
    id_field = res.id_field or "id"
    singular = _singular(res)
    provided = set(res.parent_params) | ({res.id_param} if res.id_param else set())
    aliases = item_param_aliases(spec, res)  # the id under other names in the item's own paths
    provided |= set(aliases)
    children = (
        children_of.get(res.name, [])
        if children_of is not None
        else [r for r in spec.resources if r.parent == res.name]
    )
    list_view = _list_view(spec, builder, res, item, id_field) if ops.list else None
    has_item = bool(ops.get or list_view)
    detail = None
    if has_item:
        get_op = spec.operation(ops.get) if ops.get else None
        detail = DetailView(
            operationId=ops.get,
            envelope=get_op.response_envelope.key if get_op and get_op.response_envelope else None,
            fields=list_columns(
                spec,
                detail_schema(spec, spec.operation(ops.get), item)
                if ops.get
                else _shown_row(spec, ops, list_view, item),
                [id_field, title_field(item, res.display_field, id_field)],
                MAX_DETAIL_FIELDS,
                True,
            ),
            subTables=_sub_tables(spec, item, children),
            actions=[
                Action(operationId=a.operation_id, label=humanize(a.name), danger=a.method == "DELETE")
                for a in ops.actions
                if a.scope == "item"
            ],
        )
    # the first update of the item whose form changes something of it (a PUT that is a command, a PATCH that edits)
    edits = edit_order(spec, item, ops.update, ops.patch)
    edit_ops = [o for o in edits if o and addresses_item(spec, res, o, aliases) and _changes(spec, item, o)]
    shown = {c.key for c in [*(list_view.columns if list_view else []), *(detail.fields if detail else [])]}
    forms = ((o, _form(spec, builder, o, provided, "edit", (item, id_field))) for o in edit_ops)
    edit, button = plan_patch.first_edit(spec, forms, item, shown, provided | {id_field})
    if button and detail and button not in {a.operationId for a in detail.actions}:
        detail.actions.append(update_action(spec, button))  # it changes nothing shown: a button
    create = _with_pickers(spec, res, _form(spec, builder, ops.create, set(), "create"))
    create = None if create and a_command(spec, create, item) else create
    planned = ResourcePlan(
        id=res.name,
        label=res.label,
        singular=singular,
        description=short(item.description, 400),
        group=group_label(spec, res),
        idField=id_field,
        titleField=title_field(item, res.display_field, id_field),
        parent=res.parent,
        itemParams=_with_aliases(graphql_doc.item_params(spec, res, item, id_field), res.id_param, aliases),
        list=list_view,
        detail=detail,
        create=create,
        edit=keys_read_only(
            spec,
            res,
            set(item.properties or {}) | {f.name for f in (create.fields if create else [])},
            edit,
        ),
        delete=DeleteView(
            operationId=ops.delete, confirm=f"This permanently deletes the {singular.lower()}. It cannot be undone."
        )
        if addresses_item(spec, res, ops.delete, aliases)
        else None,
        actions=[
            Action(operationId=a.operation_id, label=humanize(a.name)) for a in ops.actions if a.scope == "collection"
        ],
    )
    label_actions(spec, planned.actions, set())
    if planned.detail is not None:
        label_actions(spec, planned.detail.actions, role_buttons(planned))
    return planned


def _with_aliases(params: dict[str, str], id_param: str | None, aliases: list[str]) -> dict[str, str]:
    """Every name the item's paths give its id reads the same field."""
    if not id_param or id_param not in params:
        return params
    return {**params, **{a: params[id_param] for a in aliases if a not in params}}


def _list_view(spec: NormalizedSpec, builder: FieldBuilder, res: SpecResource, item: Schema, id_field: str) -> ListView:
    op = spec.operation(res.operations.list)
    assert op is not None
    graphql = op.kind != "http"
    by_name = {p.name: p for p in op.parameters}
    scope = with_parent_pickers(
        spec, res, [param_field(builder, p, graphql) for p in op.parameters if p.location == "path"]
    )
    filters = [param_field(builder, by_name[n], graphql) for n in res.filter_params if n in by_name][:6]
    search = (
        param_field(builder, by_name[res.search_params[0]], graphql)
        if res.search_params and res.search_params[0] in by_name
        else None
    )
    sort = None
    if res.sort_params and res.sort_params[0] in by_name:
        s, _ = resolve(spec, by_name[res.sort_params[0]].schema_)
        if s.kind == "array":
            s, _ = resolve(spec, s.items)
        sort = Sort(
            param=res.sort_params[0], options=[Option(value=v) for v in (s.enum or []) if isinstance(v, (str, int))]
        )
    p = typed_pagination(spec, res.pagination, by_name)
    if not p.items_path and (deep := deep_items_path(spec, op.returns)):
        p = p.model_copy(update={"items_path": deep})  # rows two wrappers down (payrun.io's LinkCollection.Links)
    pagination = ListPaging(
        style=p.style,
        pageParam=p.page_param,
        sizeParam=p.size_param,
        offsetParam=p.offset_param,
        cursorParam=p.cursor_param,
        nextPath=p.next_path,
        totalPath=p.total_path,
        firstPage=0 if p.page_param and zero_based(by_name.get(p.page_param)) else 1,
        defaultSize=default_size(spec, by_name.get(p.size_param or "")),
    )
    row = _row_schema(spec, op, p.items_path or "", item)
    title = title_field(row, res.display_field, id_field)
    return ListView(
        operationId=op.id,
        columns=list_columns(
            spec, row, first_columns(spec, row, id_field, title, written_names(spec, res)), MAX_COLUMNS, False
        ),
        itemsPath=p.items_path or "",
        pagination=pagination,
        sort=sort,
        filters=filters,
        search=search,
        scope=scope,
    )


def _shown_row(spec: NormalizedSpec, ops, list_view: ListView | None, item: Schema) -> Schema:
    """With no item GET the detail shows the row that was opened (vtex's session schema: one of its
    `fields`, not the document around them)."""
    op = spec.operation(ops.list) if ops.list and list_view else None
    return _row_schema(spec, op, list_view.itemsPath, item) if op and list_view and op.returns else item


def _row_schema(spec: NormalizedSpec, op, items_path: str, item: Schema) -> Schema:
    """What one row of the list really is: the list response's items when they are objects (a
    summary type, often not the type the item GET returns), else the resource's item type."""
    s, _ = resolve(spec, op.returns)
    for part in [x for x in items_path.split(".") if x]:
        s, _ = resolve(spec, (s.properties or {}).get(part))
    while s.kind == "array" and s.items is not None:
        s, _ = resolve(spec, s.items)
    return s if s.kind == "object" and s.properties else item


def group_label(spec: NormalizedSpec, res: SpecResource) -> str:
    for op_id in (res.operations.list, res.operations.get, res.operations.create):
        op = spec.operation(op_id) if op_id else None
        if op and op.tags and op.kind == "http":
            return op.tags[0]
    return "Resources"
