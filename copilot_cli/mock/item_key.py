"""Which item an edit or delete on a collection path means when its path names none: by an id in
its body (AppVeyor's PUT /environments sends `deploymentEnvironmentId`), by a query parameter
(kumpeapps' DELETE /kkid/userlist?userID=…), by the key fields its delete requires in the query
(truora's DELETE /v1/config?type=…), or by the key fields its body requires (avaza's PUT
/api/ProjectMember sends `{ProjectIDFK, UserIDFK, FieldsToUpdate, BudgetAmount…}` and changes the
one member of that project and user)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from starlette.requests import Request

from copilot_cli.mock.dataset import Collection
from copilot_cli.mock.envelopes import norm, unwrap
from copilot_cli.mock.shapes import body_schema
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec.model import NormalizedSpec, Operation, Resource

AsItem = Callable[[Collection, dict[str, Any]], dict[str, Any]]


def item_named(
    spec: NormalizedSpec,
    factory: ValueFactory,
    op: Operation,
    role: str,
    coll: Collection,
    body: Any,
    request: Request,
    as_item: AsItem,
) -> dict[str, str]:
    """`{id parameter: item id}` for the item the request names, or `{}` (a singleton)."""
    resource = coll.resource
    delete = role == "delete"
    found = (
        _id_in_body(coll, resource, body, as_item)
        or _id_in_query(coll, resource, request)
        or _id_by_key(spec, coll, resource, request.query_params if delete else body)
    )
    if found or delete:
        return found
    key = id_by_body_key(factory, op, coll, body)
    return {resource.id_param or coll.id_field: key} if key is not None else {}


def _id_in_body(coll: Collection, resource: Resource, body: Any, as_item: AsItem) -> dict[str, str]:
    if not isinstance(body, dict):
        return {}
    data = as_item(coll, body)
    for name in dict.fromkeys([coll.id_field, resource.id_param or ""]):
        value = data.get(name, body.get(name)) if name else None
        if isinstance(value, (str, int)) and not isinstance(value, bool) and str(value) in coll.items:
            return {resource.id_param or name: str(value)}
    return {}


def _id_in_query(coll: Collection, resource: Resource, request: Request) -> dict[str, str]:
    """The item a collection path's edit or delete names by a query parameter (kumpeapps' DELETE
    /kkid/userlist?userID=…: the user's `userId`)."""
    wanted = {norm(n) for n in (coll.id_field, resource.id_param, resource.id_field) if n}
    name = resource.id_param or coll.id_field
    for key, value in request.query_params.items():
        if norm(key) in wanted and value in coll.items:
            return {name: value}
        if norm(key) in wanted or norm(key).endswith("id"):  # the item's own id field under its name
            for item_id, item in coll.items.items():
                if any(norm(k) == norm(key) and str(v) == value for k, v in item.items()):
                    return {name: item_id}
    return {}


def _id_by_key(spec: NormalizedSpec, coll: Collection, resource: Resource, given: Any) -> dict[str, str]:
    """The item a collection path's edit or delete names by one of its own fields, not an id:
    the fields the delete requires in its query (truora's DELETE /v1/config?type=…; its PUT
    sends the config with that `type` in the body). Only an item whose key fields all match."""
    delete = spec.operation(resource.operations.delete) if resource.operations.delete else None
    keys = [p.name for p in delete.parameters if p.location == "query" and p.required] if delete else []
    if not keys or not hasattr(given, "get"):
        return {}
    wanted = {k: given.get(k) for k in keys}
    if any(not isinstance(v, (str, int)) or isinstance(v, bool) for v in wanted.values()):
        return {}
    for item_id, item in coll.items.items():
        if all(str(item.get(k)) == str(v) for k, v in wanted.items()):
            return {resource.id_param or coll.id_field: item_id}
    return {}


def id_by_body_key(factory: ValueFactory, op: Operation, coll: Collection, body: Any) -> str | None:
    """The id of the one item whose values equal every scalar field the body requires and the
    item has (a composite key); None when the body requires none of the item's fields, or when
    no item or several match (then nothing is guessed)."""
    outer = body_schema(op)
    if not isinstance(body, dict) or outer is None:
        return None
    given, inner = unwrap(factory, op, outer, body)
    schema, item = factory.resolve(inner), factory.resolve(coll.item_type)
    if not isinstance(given, dict) or schema is None or item is None:
        return None
    fields = set(item.properties or {})
    keys = {k: given.get(k) for k in schema.required or [] if k in fields}
    if not keys or any(not isinstance(v, (str, int, float)) or isinstance(v, bool) for v in keys.values()):
        return None
    found = [i for i, it in coll.items.items() if all(_same(it.get(k), v) for k, v in keys.items())]
    return found[0] if len(found) == 1 else None


def _same(stored: Any, sent: Any) -> bool:
    """Equal, a form's text against the stored number included (`"799"` is 799)."""
    if stored is None or isinstance(stored, (dict, list, bool)):
        return False
    if str(stored) == str(sent):
        return True
    try:
        return float(stored) == float(sent)
    except (TypeError, ValueError):
        return False
