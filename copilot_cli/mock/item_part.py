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
    if len(parts) != 1:
        return data
    name = parts[0]
    return {**{k: v for k, v in data.items() if k != name}, **data[name]}


def _same_type(schema: Schema, item: Schema) -> bool:
    return schema is item or (schema.name is not None and schema.name == item.name)
