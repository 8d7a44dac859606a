"""Resources that live under another (`/repos/{owner}/{repo}/issues`): the path parameters that
name their parents are asked for in the list's scope and in the create form, each a picker filled
from the parent's list when the parent has one (the runtime's relation select), a typed id otherwise.
The runtime prefills them from the route when the person came from the parent's detail."""

from __future__ import annotations

import re

from copilot_cli.spec.model import NormalizedSpec
from copilot_cli.spec.model import Resource as SpecResource
from copilot_cli.ui.field_share import SharedFields
from copilot_cli.ui.plan import Field, FieldRelation, FormView
from copilot_cli.ui.widgets import resolve


def parent_of_param(spec: NormalizedSpec, res: SpecResource, name: str) -> SpecResource | None:
    """The ancestor whose item this path parameter names: by the ancestor's id parameter, or the
    direct parent for the innermost parent parameter when the API names it differently there
    (`/accounts/{id}` and `/accounts/{account}/transfers`)."""
    seen: set[str] = set()
    parent = spec.resource(res.parent) if res.parent else None
    while parent is not None and parent.name not in seen:
        seen.add(parent.name)
        if parent.id_param == name:
            return parent
        parent = spec.resource(parent.parent) if parent.parent else None
    direct = spec.resource(res.parent) if res.parent else None
    if direct is not None and res.parent_params and res.parent_params[-1] == name and direct.id_param:
        return direct
    return None


def _named_parent(spec: NormalizedSpec, res: SpecResource, name: str) -> SpecResource | None:
    """Google's innermost `{parent}` is the parent's full resource name (`projects/p`), the `name`
    field of its items, though the parent has no item path whose parameter it would match
    (firebase's projects → androidApps, my-business' accounts → locations)."""
    direct = spec.resource(res.parent) if res.parent else None
    if name != "parent" or direct is None or direct.id_param or res.parent_params[-1:] != [name]:
        return None
    return direct if "name" in direct.fields.read else None


def with_parent_pickers(spec: NormalizedSpec, res: SpecResource, fields: list[Field]) -> list[Field]:
    """Path fields naming a listable parent become pickers fed by the parent's list: its id, or
    the resource name a Google `parent` takes."""
    out = []
    for f in fields:
        path = f.in_ == "path" and f.widget != "relation"
        parent = parent_of_param(spec, res, f.name) if path else None
        named = _named_parent(spec, res, f.name) if path and parent is None else None
        parent = parent or named
        if parent is not None and parent.operations.list:
            value = "name" if named else parent.id_field or "id"
            relation = FieldRelation(
                resource=parent.name,
                valueField=value,
                labelField=parent.display_field or value,
                numeric=f.widget in ("integer", "number"),
            )
            f = f.model_copy(update={"widget": "relation", "relation": relation, "options": []})
        out.append(f)
    return out


def with_id_pickers(spec: NormalizedSpec, operations: list) -> list:
    """The Operations page's path parameters that name an item of a listable resource (its own id
    or an ancestor's: `/pets/{petId}/photos`'s `petId` is the pets' id) become pickers fed by that
    list, so a person picks an id that exists rather than typing one the API answers 404 to. The
    resource is the one whose item path the operation's path starts with and whose id parameter
    this is; an index by id parameter keeps it cheap on Graph's 11,422 operations."""
    by_param: dict[str, list[SpecResource]] = {}
    for res in spec.resources:
        if res.id_param and res.item_path and res.operations.list:
            by_param.setdefault(res.id_param, []).append(res)
    if not by_param:
        return operations
    out = []
    # A field is one object across operations (field_share.py); its picker is too, one per field and
    # resource, or a big spec's plan would hold a copy per operation of each shared path field.
    pickers: dict[tuple[int, str], Field] = {}
    interned = SharedFields()
    for op in operations:
        parts = (op.path or "").strip("/").split("/")
        params = []
        for f in op.params:
            target = None
            if f.in_ == "path" and f.widget != "relation":
                for res in by_param.get(f.name, []):
                    item = (res.item_path or "").strip("/").split("/")
                    if parts[: len(item)] == item:
                        target = res
                        break
            if target is not None:
                key = (id(f), target.name)
                picker = pickers.get(key)
                if picker is None:
                    value = target.id_field or "id"
                    relation = FieldRelation(
                        resource=target.name,
                        valueField=value,
                        labelField=target.display_field or value,
                        numeric=f.widget in ("integer", "number"),
                    )
                    update = {"widget": "relation", "relation": relation, "options": []}
                    picker = pickers[key] = interned.intern(f.model_copy(update=update))
                f = picker
            params.append(f)
        out.append(op.model_copy(update={"params": params}) if params != op.params else op)
    return out


def item_param_aliases(spec: NormalizedSpec, res: SpecResource) -> list[str]:
    """Other names the item's own operations give its id in their paths: VTEX's credit accounts
    are `/accounts/{creditAccountId}` to read and close, `/accounts/{accountId}` to change. Each
    reads the item's id as the id parameter does; without them the read and the delete went to
    `/accounts/` (the list's answer as the detail; a 405 for the delete)."""
    if not res.id_param or not res.item_path:
        return []
    item = (res.item_path or "").strip("/").split("/")
    at = item.index("{" + res.id_param + "}") if "{" + res.id_param + "}" in item else -1
    if at < 0:
        return []
    ops = res.operations
    ids = [ops.get, ops.update, ops.patch, ops.delete, *(a.operation_id for a in ops.actions if a.scope == "item")]
    out: list[str] = []
    for op_id in ids:
        op = spec.operation(op_id) if op_id else None
        parts = (op.path or "").strip("/").split("/") if op is not None and op.kind == "http" else []
        if len(parts) <= at or parts[:at] != item[:at]:
            continue
        seg = parts[at]
        name = seg[1:-1] if seg.startswith("{") and seg.endswith("}") else None
        if name and name != res.id_param and name not in out and name not in res.parent_params:
            out.append(name)
    return out


def addresses_item(spec: NormalizedSpec, res: SpecResource, op_id: str | None, aliases: list[str]) -> bool:
    """Whether an operation acts on one item: its path names the item's id (under any of its names).
    Spotify's `PUT /me/albums?ids=…` saves albums and `DELETE /me/albums?ids=…` removes them by a
    list of ids: neither is an edit or a delete of the album a person opened, and offering them as
    such sent an edit form with nothing of the item in it."""
    op = spec.operation(op_id) if op_id else None
    if op is None:
        return False
    if op.kind != "http":
        return True
    if not res.id_param:  # items with no path of their own, or a singleton (Linode's `PUT /account`)
        return not _takes_ids(spec, op)
    path = op.path or ""
    if any("{" + name + "}" in path for name in [res.id_param, *aliases] if name):
        return True
    # Petstore's `PUT /pet` names the pet by the `id` in its body, which the form fills from the
    # item; Magento's `PUT /V1/taxRates` one object down (`{taxRate: {id, …}}`)
    id_field = res.id_field or "id"
    body = op.request_body
    for media in body.content.values() if body is not None else []:
        schema, _ = resolve(spec, media.schema_)
        props = schema.properties or {}
        if id_field in props or any(id_field in (resolve(spec, p)[0].properties or {}) for p in props.values()):
            return True
    return False


def _takes_ids(spec: NormalizedSpec, op) -> bool:
    """Whether the operation names the items it acts on by a list of ids (`ids`, `trackIds`, `uris`)."""
    names = [p.name for p in op.parameters]
    body = op.request_body
    for media in body.content.values() if body is not None else []:
        names += list(resolve(spec, media.schema_)[0].properties or {})
    return any(re.search(r"(ids|uris)$", n.replace("_", "").lower()) for n in names)


def last_path_param(path: str | None) -> str | None:
    """The parameter a path ends in (`/api/contents/{path}` → `path`; `{Key+}` → `Key`): the item
    the operation writes, where a parameter before it names a parent."""
    found = re.search(r"\{([^}]+?)\+?\}/?$", (path or "").split("#")[0])
    return found[1] if found else None


def keys_read_only(spec: NormalizedSpec, res: SpecResource, item_props: set[str], form: FormView | None):
    """An item with no path of its own is named by the required query parameters its delete takes:
    Truora's custom types are `DELETE /v1/config?type=…`, so the `type` its edit (`PUT /v1/config`)
    sends says which type to change — shown from the item, not editable (typing a new one renamed
    nothing: the edit changed another type, or none). An object is never such a key."""
    if form is None or res.id_param:
        return form
    keys: set[str] = set()
    op = spec.operation(res.operations.delete) if res.operations.delete else None
    if op is not None and op.kind == "http":
        keys |= {p.name for p in op.parameters if p.location == "query" and p.required}
    keys &= item_props
    if not keys:
        return form
    fields = [
        f.model_copy(update={"widget": "readonly"}) if f.in_ == "body" and f.name in keys and not f.fields else f
        for f in form.fields
    ]
    return form.model_copy(update={"fields": fields})
