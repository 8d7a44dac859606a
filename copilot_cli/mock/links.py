"""Cross-resource consistency for seeded items: a field that refers to another resource points at
an item that exists in that resource's list. Three kinds of reference are recognised:

- an embedded object of the target's type (`owner: UserCompact` → users, matched by type name or
  its stem: UserCompact ~ UserResponse): its id is set to a listed user's, and when the users list
  can be built its other scalar fields (name, email) are copied, so the row reads the same;
- the spec's relations (`ownerId` → owners);
- a scalar named after a top-level resource (`customer`, `customer_id`, `AccountSid` → accounts).

Picks come from a generator seeded by the item's id, not the shared Faker stream, so an item is
the same whichever collection happened to be built first."""

from __future__ import annotations

import random
import re
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from copilot_cli.mock.names import tokens
from copilot_cli.spec.model import Resource, Schema

if TYPE_CHECKING:
    from copilot_cli.mock.dataset import Store

_SUFFIXES = re.compile(
    r"(compact|response|request|base|summary|full|details?|ref(erence)?|short|mini|simple|public|basic|"
    r"minimal|lite|data|object|model|dto|item|record|output|schema|resource|entity|info|v\d+)$"
)
_ID_TOKENS = ("id", "gid", "sid", "uuid", "key", "ids", "sids")
_ID_WORDS = re.compile(r"(?i)\b(id|ids|identifier|uuid)\b")
MAX_BUILD_DEPTH = 1  # a requested collection may build its targets' collections, not theirs in turn


@lru_cache(maxsize=8192)
def stem(name: str) -> str:
    """`UserCompact` → `user`; `payment_intents` → `paymentintent`; `Accounts` → `account`."""
    text = re.sub(r"[^a-z0-9]", "", name.lower())
    for _ in range(2):
        shorter = _SUFFIXES.sub("", text)
        if not shorter or shorter == text:
            break
        text = shorter
    if text.endswith("ies") and len(text) > 4:
        return text[:-3] + "y"
    if text.endswith(("sses", "xes", "ches", "shes")):
        return text[:-2]
    return text[:-1] if text.endswith("s") and not text.endswith("ss") and len(text) > 2 else text


class Linker:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._building: list[str] = []
        self._by_stem: dict[str, Resource] | None = None
        self._shapes: dict[str, tuple[str, dict[str, Schema], dict[str, Resource]]] = {}
        self._names = {r.name: r for r in store.spec.resources}

    @contextmanager
    def seeding(self, resource: Resource) -> Iterator[None]:
        self._building.append(resource.name)
        try:
            yield
        finally:
            self._building.pop()

    def targets(self) -> dict[str, Resource]:
        """Top-level resources by the stems of their names and item types (first one wins)."""
        if self._by_stem is None:
            found: dict[str, Resource] = {}
            for res in self.store.spec.resources:
                if res.parent_params or not (res.operations.list or res.operations.get):
                    continue
                for key in (res.type_name, res.name):
                    if key and stem(key) and stem(key) not in found:
                        found[stem(key)] = res
            self._by_stem = found
        return self._by_stem

    def _shape(self, resource: Resource) -> tuple[str, dict[str, Schema], dict[str, Resource]]:
        """(id field, item properties, field → related resource) of a resource, computed once."""
        found = self._shapes.get(resource.name)
        if found is None:
            item_type = self.store.item_type(resource)
            target_type = self.store.factory.resolve(item_type)
            props = (target_type.properties or {}) if target_type else {}
            related = {
                r.field: self._names[r.target_resource] for r in resource.relations if r.target_resource in self._names
            }
            found = self._shapes[resource.name] = (self.store._id_of(resource, item_type)[0], props, related)
        return found

    def link(self, resource: Resource, item_type: Schema | None, item: dict[str, Any]) -> None:
        id_field, props, related = self._shape(resource)
        coll_id = item.get(id_field)
        rng = random.Random(zlib.crc32(f"{self.store.factory.seed}:link:{resource.name}:{coll_id}".encode()))
        skip = {n for p in resource.parent_params for n in (p, p[:1].lower() + p[1:])}
        for field, value in list(item.items()):
            if value is None or field in skip or field == id_field:
                continue
            target = self._target(field, props.get(field), value, related.get(field))
            if target is None or target.name == resource.name and not isinstance(value, (dict, list)):
                continue
            item[field] = self._pointed(target, value, rng)

    def _target(self, field: str, schema: Schema | None, value: Any, related: Resource | None) -> Resource | None:
        if related is not None and not related.parent_params:
            return related
        targets = self.targets()
        ref = _ref_of(schema)
        if ref and isinstance(value, (dict, list)):
            return targets.get(stem(ref))
        if isinstance(value, (str, int)) and not isinstance(value, bool):
            parts = tokens(field)
            if len(parts) > 1 and parts[-1] in _ID_TOKENS:
                parts = parts[:-1]
            elif schema is not None and _plain(schema) or len(parts) == 1 and not _says_id(schema):
                return None  # `event: "push"` names a kind of event; `customer: "cus_…"` is an id
            return targets.get(stem("".join(parts)))  # `balance_transaction` → balance_transactions
        return None

    def _pointed(self, target: Resource, value: Any, rng: random.Random) -> Any:
        if isinstance(value, list):
            picks = rng.sample(range(self.store.seeded_count()), min(len(value), self.store.seeded_count()))
            return [self._one(target, v, i) for v, i in zip(value, picks, strict=False)]
        return self._one(target, value, rng.randrange(self.store.seeded_count()))

    def _one(self, target: Resource, value: Any, index: int) -> Any:
        minter = self.store.minter(target)
        picked = minter.nth(index)
        if isinstance(value, dict):
            id_field = self._shape(target)[0]
            if id_field not in value:
                return value
            source = self._item(target, picked)
            out = dict(value)
            out[id_field] = picked
            if source is not None:
                for key, current in value.items():
                    theirs = source.get(key)
                    if key != id_field and _scalar(theirs) and (current is None or _scalar(current)):
                        out[key] = theirs
            return out
        if isinstance(value, int) and isinstance(picked, int) or isinstance(value, str) and isinstance(picked, str):
            return picked
        if isinstance(value, str) and isinstance(picked, int):
            return str(picked)
        return value

    def _item(self, target: Resource, item_id: Any) -> dict[str, Any] | None:
        coll = self.store.existing(target)
        if coll is None:
            if target.name in self._building or len(self._building) > MAX_BUILD_DEPTH:
                return None
            coll = self.store.collection(target)
        return coll.get(str(item_id))


def _ref_of(schema: Schema | None) -> str | None:
    if schema is None:
        return None
    if schema.kind == "array" and schema.items is not None:
        return _ref_of(schema.items)
    # An inline `allOf: [UserCompact]` (Asana's nullable owner) names its type through all_of.
    return schema.ref or (schema.all_of[0] if schema.all_of else None) or schema.title


def _says_id(schema: Schema | None) -> bool:
    """A single-word field holds another item's id when it is Stripe's expandable union or its
    description says so ("ID of the customer", "The customer's identifier")."""
    if schema is None:
        return False
    if schema.kind == "union":
        return True
    return bool(schema.description and _ID_WORDS.search(schema.description[:300]))


def _plain(schema: Schema) -> bool:
    """A single-word field that holds a value of its own, not a reference (an enum, a date)."""
    return bool(schema.enum) or (schema.format or "").lower() in ("date-time", "date", "email", "uri", "url")


def _scalar(value: Any) -> bool:
    return isinstance(value, (str, int, float, bool))
