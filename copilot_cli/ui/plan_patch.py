"""An edit whose body is a JSON Patch (RFC 6902; launchdarkly's PATCH /projects/{projectKey} takes
`[{op, path, value}]`): a raw JSON box of patch operations is nothing a person can edit an item
with, so the edit form shows the item's own fields, prefilled from the item, and the page sends
what changed as `replace`/`add`/`remove` operations (Body.jsonPatch; runtime form-view patchBody).
The Operations page keeps the JSON box: there the person writes the operations.

Which of an item's PUT and PATCH is its edit: the PUT, unless its body names none of the item's
fields and the PATCH's does (QnAMaker's PUT /knowledgebases/{kbId} replaces the question-and-answer
list the knowledge base's read does not show; its PATCH renames it, `update.name`).

An edit that must name the fields it updates (avaza's PUT /api/ProjectMember requires
`FieldsToUpdate: [..]`; Google's PATCH takes `?updateMask=a,b`): a person would not type that list,
so the field is hidden and the page fills it with the fields the person changed (changes_mask;
runtime forms.withChanges)."""

from __future__ import annotations

from copilot_cli.spec.model import NormalizedSpec, Schema
from copilot_cli.spec.shapes import pick_media
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
