"""Where a list's rows are and what they show, when the spec's grouping did not say: rows nested
deeper than one wrapper (payrun.io's `{"LinkCollection": {"Links": [...]}}`), and rows whose
properties are all objects the cells cannot show (a column per property, as JSON, rather than one
raw "Item" column holding the whole row)."""

from __future__ import annotations

import re

from copilot_cli.spec.model import NormalizedSpec, Parameter, Schema
from copilot_cli.spec.model import Resource as SpecResource
from copilot_cli.ui.plan import Column
from copilot_cli.ui.widgets import column, humanize, resolve

MAX_DEPTH = 3
_ITEMS_NAMES = frozenset(("data", "items", "item", "results", "entries", "records", "values", "list", "elements"))


def deep_items_path(spec: NormalizedSpec, returns: Schema | None) -> str | None:
    """The dotted path of the one array of objects inside an object response (depth ≤ 3), when the
    response has no array at its top; None when there is none or more than one."""
    top, _ = resolve(spec, returns)
    if top.kind != "object" or not top.properties:
        return None
    if any(resolve(spec, v)[0].kind == "array" for v in top.properties.values()):
        return None  # the grouping's own choice (or its refusal to choose) stands
    found: list[str] = []
    _walk(spec, top, "", 0, found, set())
    named = [f for f in found if set(f.split(".")) & _ITEMS_NAMES]  # netlicensing's `items.item` over `infos.info`
    return found[0] if len(found) == 1 else named[0] if len(named) == 1 else None


def _walk(spec: NormalizedSpec, s: Schema, prefix: str, depth: int, found: list[str], seen: set[str]) -> None:
    if depth >= MAX_DEPTH or len(found) > 8:
        return
    for name, prop in (s.properties or {}).items():
        inner, ref = resolve(spec, prop)
        if ref and ref in seen:
            continue
        path = f"{prefix}{name}"
        if inner.kind == "array":
            item, _ = resolve(spec, inner.items)
            if item.kind == "object" and item.properties:
                found.append(path)
        elif inner.kind == "object" and inner.properties:
            _walk(spec, inner, path + ".", depth + 1, found, seen | ({ref} if ref else set()))


def opaque_columns(spec: NormalizedSpec, props: dict[str, Schema], limit: int) -> list[Column]:
    """A JSON column per property a cell can show only as JSON (`{"substance": {}}`), named after it."""
    cols: list[Column] = []
    for name, prop in props.items():
        col = column(spec, name, prop)
        if col is not None and col.renderer == "json":
            cols.append(col.model_copy(update={"sortable": False}))
        if len(cols) >= limit:
            break
    return cols


def detail_schema(spec: NormalizedSpec, get_op, item: Schema) -> Schema:
    """What the detail shows: the item GET's own answer when it says more than the resource's item
    type (Asana's GET /tasks/{gid} returns the full task in `{"data": …}`, the list a compact one)."""
    if get_op is None:
        return item
    s, _ = resolve(spec, get_op.returns) if get_op.returns is not None else (Schema(kind="any"), None)
    if s.kind == "any" and not s.properties:
        return _with_edited(spec, get_op, item)
    # `{"data": …}`, or named like the item (shop-pro's `{"inline_script_tag": …}`), as spec/shapes
    # decided it for the mock
    key = get_op.response_envelope.key if get_op.response_envelope else None
    if key and key in (s.properties or {}):
        s, _ = resolve(spec, (s.properties or {})[key])
    if s.kind == "object" and len(s.properties or {}) > len(item.properties or {}):
        return s
    return item


def _with_edited(spec: NormalizedSpec, get_op, item: Schema) -> Schema:
    """A get that declares nothing of its answer reads back what was written: the item (its type
    from the create's body) and what the edit writes that the create does not (VTEX's PUT
    /tasks/{id} sends only `status`, which a task's create body lacks)."""
    res = spec.resource(get_op.resource) if get_op.resource else None
    edit = spec.operation(res.operations.update or res.operations.patch) if res else None
    body = edit.request_body if edit else None
    if body is None or not body.content or item.kind != "object":
        return item
    media = next((m for m in body.content if "json" in m), next(iter(body.content)))
    s, _ = resolve(spec, body.content[media].schema_)
    extra = {k: v for k, v in (s.properties or {}).items() if k not in (item.properties or {}) and not v.read_only}
    if s.kind != "object" or not extra:
        return item
    return item.model_copy(update={"properties": {**(item.properties or {}), **extra}})


def _squash(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def title_field(item: Schema, display: str | None, id_field: str) -> str | None:
    """The item's title: the grouping's choice unless it is an id (Twilio's first string is
    `account_sid`) and a name-like string exists (`friendly_name`)."""
    props = item.properties or {}
    if display and not re.search(r"(^|_|[a-z])(id|sid|gid|uuid|key)$", display, re.I):
        return display
    for name, prop in props.items():
        if name != id_field and prop.kind in ("string", "any", None) and _squash(name).endswith(("name", "title")):
            return name
    return display


def first_columns(
    spec: NormalizedSpec, item: Schema, id_field: str, title: str | None, written: list[str]
) -> list[str | None]:
    """Columns to show first: the id, the title, then what a person types in the create form (its
    `FriendlyName` is the row's `friendly_name`), so a created row shows what was typed. A name the
    row keeps one object down names that object (DaniWeb's group is written {name, slug, …} and read
    {id, member_count, properties: {name, slug, …}}: the list showed none of what was typed), whose
    fields written_object_columns shows."""
    by_squash = {_squash(k): k for k in (item.properties or {})}
    away = {_squash(w) for w in written} - set(by_squash)
    holds = {
        n: away & {_squash(k) for k in resolve(spec, p)[0].properties or {}} for n, p in (item.properties or {}).items()
    }
    best = max(holds, key=lambda n: len(holds[n]), default=None)  # the object holding most of them
    inside = best if best and holds[best] and len(holds[best]) >= min(2, len(away)) else None
    return [id_field, title, *(by_squash.get(_squash(w)) for w in written), inside]


def written_names(spec: NormalizedSpec, res: SpecResource) -> list[str]:
    """What the create form writes: the body's fields, inside the envelope that wraps them (JSON:API's
    and Asana's `{"data": {…}}`), as the form shows them."""
    op = spec.operation(res.operations.create) if res.operations.create else None
    content = op.request_body.content if op and op.request_body else None
    if len(res.fields.create) == 1 and content:
        body, _ = resolve(spec, next(iter(content.values())).schema_)
        key = op.request_envelope.key if op.request_envelope else None
        if key and key in (body.properties or {}):
            return list(resolve(spec, (body.properties or {})[key])[0].properties or {})
    return list(res.fields.create)


def written_object_columns(
    spec: NormalizedSpec, props: dict[str, Schema], first: list[str | None], room: int, taken: set[str]
) -> list[Column]:
    """Columns inside an object the create form writes (JSON:API's `attributes`: `attributes.title`,
    …), its title first, when the row's own cells leave room: a created row shows what was typed."""
    cols: list[Column] = []
    for name in dict.fromkeys(n for n in first if n and n in props):
        inner, _ = resolve(spec, props[name])
        if inner.kind != "object" or not inner.properties or name in taken:
            continue
        title = title_field(inner, None, "id")
        for key in dict.fromkeys([*([title] if title else []), *inner.properties]):
            col = column(spec, f"{name}.{key}", inner.properties[key], label=humanize(key))
            if col is not None and col.renderer != "json" and len(cols) < room:
                cols.append(col)
    return cols


_NUMERIC = ("integer", "number", "string", "any")


def typed_pagination(spec: NormalizedSpec, p, by_name: dict[str, Parameter]):
    """The detected pagination, minus parameters whose type cannot be what the role says
    (Docker's `size` is a boolean "include sizes", not a page size). A number declared as a
    string (`page: {type: string}`) still takes one: it travels as text either way."""
    update = {}
    for attr in ("page_param", "size_param", "offset_param"):
        name = getattr(p, attr)
        if name and name in by_name and not _counter(spec, by_name[name].schema_):
            update[attr] = None
    if not update:
        return p
    p = p.model_copy(update=update)
    if p.style in ("page", "offset") and not (p.page_param or p.offset_param):
        p = p.model_copy(update={"style": "none"})
    return p


def _counter(spec: NormalizedSpec, schema: Schema) -> bool:
    """Can this parameter take a page number? A union does when one of its arms can (`page: 2 | {number, size}`)."""
    s, _ = resolve(spec, schema)
    if s.kind == "union":
        return any(resolve(spec, v)[0].kind in _NUMERIC for v in s.variants or [])
    return s.kind in _NUMERIC


def zero_based(param: Parameter | None) -> bool:
    if param is None:
        return False
    s = param.schema_
    return (s.default == 0) or bool(s.constraints and s.constraints.minimum == 0)


def default_size(spec: NormalizedSpec, param: Parameter | None) -> int:
    if param is None:
        return 20
    s, _ = resolve(spec, param.schema_)
    if isinstance(s.default, int) and 0 < s.default <= 100:
        return s.default
    if s.constraints and s.constraints.maximum is not None and s.constraints.maximum < 20:
        return max(1, int(s.constraints.maximum))
    return 20
