"""An edit whose body is a JSON Patch (RFC 6902; launchdarkly's PATCH /projects/{projectKey} takes
`[{op, path, value}]`): a raw JSON box of patch operations is nothing a person can edit an item
with, so the edit form shows the item's own fields, prefilled from the item, and the page sends
what changed as `replace`/`add`/`remove` operations (Body.jsonPatch; runtime form-view patchBody).
The Operations page keeps the JSON box: there the person writes the operations."""

from __future__ import annotations

from copilot_cli.spec.model import NormalizedSpec, Schema
from copilot_cli.ui.plan import Field
from copilot_cli.ui.widgets import FieldBuilder, resolve


def is_json_patch(spec: NormalizedSpec, schema: Schema | None, media: str) -> bool:
    """A body said to be JSON Patch by its media type, or an array of `{op, path, …}` objects."""
    if "json-patch" in media.lower():
        return True
    s, _ = resolve(spec, schema)
    if s.kind != "array":
        return False
    items, _ = resolve(spec, s.items)
    return items.kind == "object" and {"op", "path"} <= set(items.properties or {})


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
