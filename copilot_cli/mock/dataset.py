"""In-memory collections, one per resource and parent (so /guilds/1/members and
/guilds/2/members are different lists). Each starts with SEED_ITEMS fake items on first use;
created items are appended, updates persist, deletes remove. Ids come from the collection's
IdMinter (unique, shaped like the API's own); fields that point at another resource's items
(`ownerId`, an embedded `{gid, name}` user) are set to items that exist there (`links.py`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from copilot_cli.common.identifiers import snake
from copilot_cli.mock.envelopes import inner, response_key
from copilot_cli.mock.ids import IdMinter
from copilot_cli.mock.links import Linker
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec.model import NormalizedSpec, Resource, Schema

SEED_ITEMS = 24
SEED_ITEMS_NESTED = 10  # per parent (each channel's messages …): many parents, fewer items each


@dataclass
class Collection:
    resource: Resource
    item_type: Schema | None
    id_field: str
    id_kind: str  # "integer", "uuid" or "string"
    minter: IdMinter
    items: dict[str, dict[str, Any]] = field(default_factory=dict)
    document: Any = None  # what a POST replacing the list's whole answer sent (mock/shapes.replaces_document)

    def new_id(self, factory: ValueFactory | None = None) -> Any:
        return self.minter.mint()

    def add(self, item: dict[str, Any]) -> dict[str, Any]:
        self.items[str(item[self.id_field])] = item
        return item

    def get(self, item_id: str) -> dict[str, Any] | None:
        return self.items.get(item_id)

    def remove(self, item_id: str) -> dict[str, Any] | None:
        return self.items.pop(item_id, None)


class Store:
    def __init__(self, spec: NormalizedSpec, factory: ValueFactory, seed_items: int = SEED_ITEMS) -> None:
        self.spec = spec
        self.factory = factory
        self.seed_items = seed_items
        self._collections: dict[tuple[str, tuple[str, ...]], Collection] = {}
        self._minters: dict[tuple[str, tuple[str, ...]], IdMinter] = {}
        self.linker = Linker(self)

    def collection(self, resource: Resource, parent: tuple[str, ...] = ()) -> Collection:
        key = (resource.name, parent)
        found = self._collections.get(key)
        if found is None:
            found = self._collections[key] = self._seeded(resource, parent)
        return found

    def existing(self, resource: Resource) -> Collection | None:
        return self._collections.get((resource.name, ()))

    def minter(self, resource: Resource, parent: tuple[str, ...] = ()) -> IdMinter:
        """The id sequence of one collection; known before (and without) seeding its items."""
        key = (resource.name, parent)
        found = self._minters.get(key)
        if found is None:
            item_type = self.item_type(resource)
            id_field, id_kind = self._id_of(resource, item_type)
            target = self.factory.resolve(item_type)
            prop = (target.properties or {}).get(id_field) if target else None
            schema = self.factory.resolve(prop) if prop is not None else None
            if schema is not None and prop is not None and prop.examples and not schema.examples:
                schema = schema.model_copy(update={"examples": prop.examples})
            choices = self._id_choices(resource)
            if choices is not None:  # `/tenant/{accessName}`, accessName one of access, gitAccess (Azure)
                schema, id_kind = choices, "string"
            name = f"{resource.name}/{'/'.join(parent)}"
            found = self._minters[key] = IdMinter(name, self.factory.seed, schema, id_kind)
        return found

    def seeded_count(self, parent: tuple[str, ...] = ()) -> int:
        return self.seed_items if not parent else min(self.seed_items, SEED_ITEMS_NESTED)

    def item_type(self, resource: Resource) -> Schema | None:
        """The resource's item schema: its named type, else what its get/list operation returns."""
        if resource.type_name and resource.type_name in self.spec.types:
            return Schema(ref=resource.type_name, kind=self.spec.types[resource.type_name].kind)
        get_op = self.spec.operation(resource.operations.get) if resource.operations.get else None
        if get_op is not None and get_op.returns is not None:
            # shop-pro's GET answers `{"inline_script_tag": {…}}` with no named type: the item is inside
            key = response_key(get_op)
            return inner(self.factory, get_op.returns, key) if key else get_op.returns
        list_op = self.spec.operation(resource.operations.list) if resource.operations.list else None
        resolved = self.factory.resolve(list_op.returns if list_op else None)
        if resolved is not None and resolved.kind == "array":
            return resolved.items
        if resolved is not None and resolved.kind == "object":
            # An envelope: the items are the array at items_path, else its first array property.
            path = resource.pagination.items_path
            props = resolved.properties or {}
            name = (
                path
                if path and path in props
                else next((n for n, p in props.items() if (self.factory.resolve(p) or p).kind == "array"), None)
            )
            array = self.factory.resolve(props[name]) if name else None
            return array.items if array is not None else None
        return None

    def write_only_fields(self, coll: Collection) -> set[str]:
        """Properties accepted on writes but never returned (passwords, secrets)."""
        target = self.factory.resolve(coll.item_type)
        props = (target.properties or {}) if target else {}
        return {n for n, p in props.items() if p.write_only or (self.factory.resolve(p) or p).write_only}

    def read_only_fields_names(self, coll: Collection) -> set[str]:
        target = self.factory.resolve(coll.item_type)
        props = (target.properties or {}) if target else {}
        return {n for n, p in props.items() if p.read_only or (self.factory.resolve(p) or p).read_only}

    def read_only_fields(self, coll: Collection) -> dict[str, Any]:
        """Fresh values for the server-owned fields of a new item (id, createdAt, …)."""
        target = self.factory.resolve(coll.item_type)
        out: dict[str, Any] = {}
        for name, prop in ((target.properties or {}) if target else {}).items():
            resolved = self.factory.resolve(prop) or prop
            if prop.read_only or resolved.read_only:
                out[name] = self.factory.value(prop, name, 1, owner=target.name)
        out[coll.id_field] = coll.new_id(self.factory)
        return out

    def _seeded(self, resource: Resource, parent: tuple[str, ...]) -> Collection:
        item_type = self.item_type(resource)
        id_field, id_kind = self._id_of(resource, item_type)
        coll = Collection(
            resource=resource,
            item_type=item_type,
            id_field=id_field,
            id_kind=id_kind,
            minter=self.minter(resource, parent),
        )
        parent_values = dict(zip(resource.parent_params, parent))
        keys = self._lookup_keys(resource, item_type, id_field)
        seen: dict[str, set[str]] = {k: set() for k in keys}
        with self.linker.seeding(resource):
            for i in range(self.seeded_count(parent)):
                self.factory.reseed(f"{resource.name}:{'/'.join(parent)}:{i}", use_examples=i == 0)
                value = self.factory.value(item_type, None, 0, owner=resource.type_name)
                item = value if isinstance(value, dict) else {"value": value}
                item[id_field] = coll.new_id()
                self.linker.link(resource, item_type, item)
                for key in keys:  # looked up by this field (GitHub's `license(key:)`): no two alike
                    if isinstance(item.get(key), str) and item[key] in seen[key]:
                        item[key] = f"{item[key]}-{i + 1}"
                    seen[key].add(str(item.get(key)))
                for name, raw in parent_values.items():
                    if name in item or snake(name) in item:
                        item[name if name in item else snake(name)] = _coerce_like(
                            item.get(name, item.get(snake(name))), raw
                        )
                coll.add(item)
        return coll

    def _id_choices(self, resource: Resource) -> Schema | None:
        """The id parameter's schema when it names the items by a closed set of strings."""
        ops = resource.operations
        for op_id in (ops.get, ops.update, ops.patch, ops.delete):
            op = self.spec.operation(op_id) if op_id else None
            param = next((p for p in op.parameters if p.name == resource.id_param), None) if op else None
            schema = self.factory.resolve(param.schema_) if param is not None else None
            if schema is not None and schema.enum and all(isinstance(v, str) and v for v in schema.enum):
                return schema
        return None

    def _lookup_keys(self, resource: Resource, item_type: Schema | None, id_field: str) -> list[str]:
        """Fields the get operation takes as required arguments besides the id (GraphQL)."""
        op = self.spec.operation(resource.operations.get) if resource.operations.get else None
        target = self.factory.resolve(item_type)
        props = (target.properties or {}) if target else {}
        if op is None or op.kind == "http":
            return []
        return [p.name for p in op.parameters if p.required and p.name in props and p.name != id_field]

    def _id_of(self, resource: Resource, item_type: Schema | None) -> tuple[str, str]:
        target = self.factory.resolve(item_type)
        props = (target.properties or {}) if target else {}
        name = resource.id_field or next((n for n in ("id", "uuid", "key") if n in props), "id")
        prop = self.factory.resolve(props.get(name)) if name in props else None
        if prop is None:
            return name, "integer"
        if (prop.format or "").lower() == "uuid":
            return name, "uuid"
        return name, "integer" if prop.kind in ("integer", "number") else "string"


def _coerce_like(example: Any, raw: str) -> Any:
    if isinstance(example, int) and raw.lstrip("-").isdigit():
        return int(raw)
    return raw
