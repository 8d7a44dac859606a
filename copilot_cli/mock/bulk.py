"""A create whose body is a batch of items: izettle's POST /organizations/{org}/categories/v2 sends
`{"categories": [CategoryDTO, …]}` and lists them back under `categories`. Each element becomes
an item of its own (stored as one wrapper item it listed no row with the typed name)."""

from __future__ import annotations

from typing import Any

from copilot_cli.mock.dataset import Collection, Store
from copilot_cli.mock.shapes import body_schema
from copilot_cli.spec.model import Operation


def batch_key(store: Store, op: Operation, coll: Collection) -> str | None:
    """The body's one property that is an array of the collection's items: same item type, or
    the name the list's envelope carries them under. Other properties may ride along (WorkDocs'
    `{Principals: [...], NotificationOptions}`, listed back under `Principals`)."""
    factory = store.factory
    schema = factory.resolve(body_schema(op))
    props = (schema.properties or {}) if schema is not None and schema.kind == "object" else {}
    item = factory.resolve(coll.item_type)
    if item is None:
        return None
    found = [name for name, prop in props.items() if _carries_items(store, name, prop, item, coll)]
    return found[0] if len(found) == 1 else None


def _carries_items(store: Store, name: str, prop: Any, item: Any, coll: Collection) -> bool:
    factory = store.factory
    array = factory.resolve(prop) or prop
    element = factory.resolve(array.items) if array.kind == "array" and array.items is not None else None
    if element is None or element.kind != "object":
        return False
    same_type = element is item or (element.name is not None and element.name == item.name)
    return same_type or name == coll.resource.pagination.items_path


def create_each(store: Store, op: Operation, coll: Collection, body: Any) -> dict[str, Any] | None:
    """Adds every element of a batch body as an item, on top of the list in the batch's order; the first made, or None
    when the body is no batch (the caller creates one item as usual)."""
    key = batch_key(store, op, coll)
    elements = body.get(key) if key and isinstance(body, dict) else None
    if not isinstance(elements, list) or not elements or not all(isinstance(e, dict) for e in elements):
        return None
    server = store.read_only_fields_names(coll)
    made: list[dict[str, Any]] = []
    for element in elements:
        fresh = store.read_only_fields(coll)
        given = element.get(coll.id_field)
        if given not in (None, "") and coll.id_field not in server and str(given) not in coll.items:
            fresh[coll.id_field] = given  # the client names it (izettle's uuid), as a single create keeps
        made.append(coll.add({**element, **fresh}))
    keys = [str(i[coll.id_field]) for i in made]  # the batch on top, in its order
    coll.items = {**{k: coll.items[k] for k in keys}, **{k: v for k, v in coll.items.items() if k not in keys}}
    return made[0]
