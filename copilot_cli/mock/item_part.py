"""A body that carries the item as one of its fields, beside others: zeno.fm's multipart PUT
/api/v2/podcasts/{podcastKey} sends the part `podcast` (a Podcast, as JSON text) beside the file
part `file_logo`. The item's fields are that part's, so an edit of the podcast's description
changes the podcast's description, not a field named `podcast` the item does not read."""

from __future__ import annotations

from typing import Any

from copilot_cli.mock.shapes import body_schema
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec.model import Operation, Schema


def lift_item_part(factory: ValueFactory, op: Operation, item_type: Schema | None, data: dict[str, Any]) -> dict:
    """`data` with the one field whose schema is the item's type merged into its top; as it was
    when no field is, when several are, or when the item itself has a field of that name."""
    body, item = factory.resolve(body_schema(op)), factory.resolve(item_type)
    if body is None or item is None or body is item:
        return data
    own = set(item.properties or {})
    parts = [
        name
        for name, prop in (body.properties or {}).items()
        if name not in own and isinstance(data.get(name), dict) and _same_type(factory.resolve(prop) or prop, item)
    ]
    if len(parts) == 1:
        name = parts[0]
        return {**{k: v for k, v in data.items() if k != name}, **data[name]}
    return _lift_item_fields(data, own) if not parts else data


def _lift_item_fields(data: dict[str, Any], own: set[str]) -> dict:
    """A body none of whose fields is the item's, but one part of which names some (QnA Maker's PATCH
    /knowledgebases/{id} sends `{add, delete, update: {name, …}}`, the knowledge base's `name` under
    `update`): those fields are the item's; as it was when the top names any, or two parts do."""
    if any(k in own for k in data):
        return data
    parts = [k for k, v in data.items() if isinstance(v, dict) and any(f in own for f in v)]
    if len(parts) != 1:
        return data
    return {**data, **{f: v for f, v in data[parts[0]].items() if f in own}}


def _same_type(schema: Schema, item: Schema) -> bool:
    return schema is item or (schema.name is not None and schema.name == item.name)
