"""An edit whose body is a JSON Patch (RFC 6902; launchdarkly's PATCH /projects/{projectKey} takes
`[{op, path, value}]`): a raw JSON box of patch operations is nothing a person can edit an item
with, so the edit form shows the item's own fields, prefilled from the item, and the page sends
what changed as `replace`/`add`/`remove` operations (Body.jsonPatch; runtime form-view patchBody).
The Operations page keeps the JSON box: there the person writes the operations.

Which of an item's PUT and PATCH is its edit: the PUT, unless its body names none of the item's
fields and the PATCH's does (QnAMaker's PUT /knowledgebases/{kbId} replaces the question-and-answer
list the knowledge base's read does not show; its PATCH renames it, `update.name`). An update
whose form names nothing the item shows but its id is another thing's, not the item's Edit
(edits_what_is_shown).

An edit that must name the fields it updates (avaza's PUT /api/ProjectMember requires
`FieldsToUpdate: [..]`; Google's PATCH takes `?updateMask=a,b`): a person would not type that list,
so the field is hidden and the page fills it with the fields the person changed (changes_mask;
runtime forms.withChanges)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from copilot_cli.spec.model import NormalizedSpec, Schema
from copilot_cli.spec.shapes import pick_media
from copilot_cli.spec.typegraph import near_names
from copilot_cli.ui.plan import Field
from copilot_cli.ui.shapes import norm
from copilot_cli.ui.widgets import FieldBuilder, resolve


def json_patch_key(spec: NormalizedSpec, schema: Schema | None, media: str) -> str | None:
    """The key naming each operation when the body is a JSON Patch: said so by its media type, or
    an array of `{op, path, …}` objects (VTEX's seller PATCH names it `operation`); else None."""
    s, _ = resolve(spec, schema)
    items, _ = resolve(spec, s.items) if s.kind == "array" else (s, None)
    props = set(items.properties or {}) if items.kind == "object" else set()
    if s.kind == "array" and "path" in props and props & {"op", "operation"}:
        return "op" if "op" in props else "operation"
    return "op" if "json-patch" in media.lower() else None


def patch_fields(builder: FieldBuilder, item: Schema, skip: set[str]) -> list[Field]:
    """The item's fields a patch can change: not read-only, not the item's id (`skip`), not
    the server's own bookkeeping (`_id`, `_links`, `$version`)."""
    if item.kind != "object" or not item.properties:
        return []
    return [
        f
        for f in builder.new_form().children(item, "edit", 0, ())
        if not f.readOnly and f.widget != "readonly" and not f.name.startswith(("_", "$")) and f.name not in skip
    ]


def edit_order(spec: NormalizedSpec, item: Schema, update: str | None, patch: str | None) -> tuple:
    """(update, patch), or (patch, update) when only the PATCH's body names what the item shows."""
    if not (update and patch and item.properties):
        return (update, patch)
    shown = set(item.properties)
    return (patch, update) if not _names(spec, update) & shown and _names(spec, patch) & shown else (update, patch)


def _names(spec: NormalizedSpec, op_id: str) -> set[str]:
    """The body's property names, its own and one object down (`update.name`)."""
    op = spec.operation(op_id)
    rb = op.request_body if op else None
    media = pick_media(rb.content) if rb and rb.content else None
    if media is None:
        return set()
    top, _ = resolve(spec, rb.content[media].schema_)
    names = set(top.properties or {})
    for sub in (top.properties or {}).values():
        names |= set(resolve(spec, sub)[0].properties or {})
    return names


# the names an update's "which fields" list goes by, normalised (shapes.norm): FieldsToUpdate,
# fields_to_update, updateFields, updateMask, update_mask, fieldMask
_MASKS = ("fieldstoupdate", "updatefields", "updatemask", "fieldmask")


def changes_mask(fields: list[Field]) -> list[Field]:
    """An edit's fields with its list of the fields to update (a list of names, or a text of
    comma-joined names in the query) hidden and filled from what the person changed."""
    return [
        f.model_copy(update={"generated": True, "fromChanges": True})
        if norm(f.name) in _MASKS and (f.widget == "tags" or (f.widget == "text" and f.in_ == "query"))
        else f
        for f in fields
    ]


def edits_what_is_shown(spec: NormalizedSpec, form, item: Schema, shown: set[str], keys: set[str]) -> bool:
    """Whether an edit FORM changes something the item shows (its fields, its list's columns, its
    detail's), its id and path keys (KEYS) aside. Google Ideahub's `PATCH /v1alpha/{name}` is a
    TopicState's {name, dismissed, saved} on the path of an Idea {name, text, topics}; MediaStore's
    `PUT /{Path}` sends the object's `Body` where the list and detail show its Name, Type and ETag:
    what such an edit saves is never seen on the item. A form of nothing but the keys renames
    (Jupyter's `PATCH /api/contents/{path}` {path}); a body the spec leaves open (a JSON box) and
    an item with no declared fields say nothing: they keep the edit."""
    keys = {norm(k) for k in keys}
    parts = [*(item.properties or {}), *(p for k in shown for p in k.split("."))]
    for sub in (item.properties or {}).values():  # one object down: Azure's `properties.displayName`
        parts += list(resolve(spec, sub)[0].properties or {})
    own = {norm(k) for k in parts} - keys
    tops = [f for f in form.fields if not f.generated and norm(f.name) not in keys]
    fields = tops + [c for f in tops if f.widget == "fieldset" for c in f.fields]  # Google's {budget: {…}}
    if not item.properties or not own or not tops or any(f.widget in _OPEN or f.name.startswith("$") for f in fields):
        return True
    # a field named for one of the item's under a qualifier (Chroma's PUT {new_name} renames its `name`)
    # or a few letters apart (ETSI's `operationState`, read back as `operationalState`)
    return any(
        norm(f.name).endswith(tuple(n for n in own if len(n) > 2)) or any(near_names(norm(f.name), n) for n in own)
        for f in fields
    )


def first_edit(
    spec: NormalizedSpec, forms: Iterable[tuple[str, Any]], item: Schema, shown: set[str], keys: set[str]
) -> tuple[Any, str | None]:
    """The first (operation, form) whose form edits what the item shows (edits_what_is_shown), the
    forms built lazily; without one, None and the first update whose form changes nothing the item
    shows: no Edit, but still the item's to do (a button of its detail, plan_actions.update_action)."""
    unseen = None
    for operation_id, form in forms:
        if form and edits_what_is_shown(spec, form, item, shown, keys):
            return form, None
        unseen = unseen or (operation_id if form else None)
    return None, unseen


# widgets whose value is written whole (a JSON box, a table of rows, pairs): what they change is not
# named by a field (API Gateway's `patchOperations`)
_OPEN = frozenset({"json", "subtable", "keyvalue"})


def names_own(fields: list, item: Schema) -> bool:
    """Whether a parameter the form asks names one of the item's fields (case and `_` aside)."""
    own = {k.replace("_", "").lower() for k in item.properties or {}}
    return any(f.name.replace("_", "").lower() in own for f in fields)


def a_command(spec: NormalizedSpec, form, item: Schema) -> bool:
    """A "create" that sends no body and asks a required choice in its query, naming none of the
    item's fields, is a command on the collection (openSUSE OBS's `POST /build/{project}?cmd=wipe
    &package=…`): no Create form; the Operations page keeps it."""
    op = spec.operation(form.operationId)
    if op is None or op.request_body is not None or not item.properties:
        return False
    asked = [f for f in form.fields if f.in_ == "query"]
    return any(f.required and f.widget in ("select", "radio") for f in asked) and not names_own(asked, item)
