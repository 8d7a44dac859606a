"""Items of a collection nothing in the spec lists: AWS's `GET /tags/{ResourceArn}`, Google's
`GET /v1/{name}` (every list needs a parent no list names), Azure's scope-named reads, a
`GET /payments/{transId}` whose API creates payments but never lists them. A client learns such
ids outside the API (another resource's ARN, a name in a console, a receipt), so the mock cannot
hold "the" items: the fake ones it seeds have ids nobody can see. Such a collection answers any
well-formed id, as Prism answers any read, with an item made from the response schema (the spec's
example first), seeded by the id so the same id reads the same; the item is then kept, so an edit
persists and a delete removes it (a deleted id stays 404). Collections that are listed stay
strictly stateful: an id not there is 404. A malformed id (not the parameter's type, format,
enumeration or pattern) is 404 with the reason."""

from __future__ import annotations

import uuid
from typing import Any

from copilot_cli.mock.dataset import Collection
from copilot_cli.mock.envelopes import response_key
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec.model import Operation, Resource


def unlisted(resource: Resource) -> bool:
    """No operation lists this resource's items: the client cannot learn its ids from the API."""
    return not resource.operations.list


def malformed(factory: ValueFactory, op: Operation, name: str, value: str) -> str | None:
    """Why `value` cannot be the path parameter `name` of `op`, or None when it can be."""
    param = next((p for p in op.parameters if p.name == name and p.location == "path"), None)
    schema = factory.resolve(param.schema_) if param is not None else None
    if schema is None:
        return None if value else "it is empty"
    if schema.enum and value not in [str(v) for v in schema.enum]:
        return f"it is none of {', '.join(str(v) for v in schema.enum[:8])}"
    kind = schema.base_kind if schema.kind == "enum" else schema.kind
    if kind == "integer" and not value.lstrip("-").isdigit():
        return "it is not a whole number"
    if kind == "number":
        try:
            float(value)
        except ValueError:
            return "it is not a number"
    if (schema.format or "").lower() == "uuid":
        try:
            uuid.UUID(value)
        except ValueError:
            return "it is not a UUID"
    rules = schema.constraints
    if rules is not None and rules.min_length is not None and len(value) < rules.min_length:
        return f"it is shorter than {rules.min_length} characters"
    if rules is not None and rules.max_length is not None and len(value) > rules.max_length:
        return f"it is longer than {rules.max_length} characters"
    if rules is not None and rules.pattern and not _matches(rules.pattern, value):
        return f"it does not match {rules.pattern}"
    return None if value else "it is empty"


def materialize(
    factory: ValueFactory, op: Operation, coll: Collection, item_id: str, parent: tuple[str, ...]
) -> dict[str, Any] | None:
    """The item `item_id` of an unlisted collection, made from its schema and kept; None when
    the item is no object (the read answers what its operation declares instead)."""
    resource = coll.resource
    target = factory.resolve(coll.item_type)
    if target is None or target.kind != "object" or not target.properties:
        return None  # a map of tags, a list, a flag: no item to keep, the read answers its schema
    if response_key(op) and target is factory.resolve(op.returns):
        return None  # the item typed as the whole answer would be wrapped twice (AWS's {Tags: {Tags}})
    factory.reseed(f"{resource.name}:{'/'.join(parent)}:id={item_id}", use_examples=True)
    value = factory.value(coll.item_type, None, 0, owner=resource.type_name)
    if not isinstance(value, dict):
        return None
    # the id goes where the item has a field for it (braket's `deviceArn`), never as a field the
    # schema lacks; a path ending in a fixed word (`/data/commerce-info`) names no item id at all
    if resource.id_param and coll.id_field in target.properties:
        value[coll.id_field] = int(item_id) if coll.id_kind == "integer" and item_id.isdigit() else item_id
    coll.items[item_id] = value
    return value


def _matches(pattern: str, value: str) -> bool:
    import regex  # here, not at import: ~7 ms of a mock's start that most lists never need

    try:
        return regex.search(pattern, value, timeout=0.2) is not None
    except (regex.error, TimeoutError):
        return True  # a pattern Python cannot read (or run) is not held against the id
