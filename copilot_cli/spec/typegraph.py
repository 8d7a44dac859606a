"""Read-only helpers over the normalized type graph (wire-keyed dicts): follow refs, find the
item array of a list response, pick id/display fields, field sets and relations."""

from __future__ import annotations

import re
from typing import Any

from copilot_cli.spec.path_words import ENVELOPE_NAMES
from copilot_cli.spec.roles import squash

_ITEMS_NAMES = (
    "data",
    "items",
    "results",
    "entries",
    "records",
    "values",
    "list",
    "elements",
    "nodes",
    "rows",
    "content",
    "collection",
)
_TOTAL_NAMES = (
    "total",
    "total_count",
    "totalCount",
    "count",
    "total_results",
    "totalResults",
    "totalItems",
    "total_entries",
    "totalSize",
)
_NEXT_NAMES = (
    "next",
    "next_cursor",
    "nextCursor",
    "next_marker",
    "nextMarker",
    "next_page_token",
    "nextPageToken",
    "next_url",
    "nextUrl",
    "nextLink",
    "next_link",
    "cursor",
    "continuation",
    "next_page",
    "nextPage",
    "@odata.nextLink",
)
_NEST_NAMES = ("links", "meta", "pagination", "paging", "page_info", "pageInfo", "_links")
_DISPLAY = (
    "name",
    "title",
    "display_name",
    "displayName",
    "label",
    "username",
    "login",
    "full_name",
    "fullName",
    "email",
    "subject",
    "summary",
    "slug",
    "key",
    "description",
)
_REF_ID = re.compile(r"^(.+?)(?:_id|Id|ID)(s)?$|^(.+?)(?:_ids|Ids|IDs)$")


class TypeGraph:
    def __init__(self, types: dict[str, dict[str, Any]]) -> None:
        self.types = types
        self._by_squash = {squash(n): n for n in types if types[n].get("kind") in ("object", "union")}

    def deref(self, schema: dict[str, Any] | None) -> dict[str, Any]:
        seen: set[str] = set()
        while schema is not None and "ref" in schema and schema["ref"] not in seen:
            seen.add(schema["ref"])
            schema = self.types.get(schema["ref"])
        return schema or {}

    def props(self, schema: dict[str, Any] | None) -> dict[str, dict[str, Any]]:
        return self.deref(schema).get("properties") or {}

    def type_name(self, schema: dict[str, Any] | None) -> str | None:
        """The named type an (item) schema refers to, following arrays one level."""
        if not schema:
            return None
        if schema.get("kind") == "array":
            schema = schema.get("items") or {}
        return schema.get("ref")

    def named(self, schema: dict[str, Any] | None) -> str | None:
        """The named type a schema is: its ref, or the one type an `allOf: [$ref, {description}]`
        merged in (AWS's `{"experimentTemplate": {"allOf": [ExperimentTemplate, …]}}`)."""
        if not schema:
            return None
        if schema.get("ref"):
            return schema["ref"]
        names = schema.get("allOf") or []
        return names[0] if len(names) == 1 and names[0] in self.types else None

    def wrapped_item(
        self, returns: dict[str, Any] | None, id_param: str | None, own: tuple[str, ...] = ()
    ) -> tuple[str, dict[str, Any]] | None:
        """(property, item schema) of a response that wraps one item and has no id of its own: AWS's
        `{"experimentTemplate": {…}}`, shop-pro's `{"inline_script_tag": {…}}`, edrv's `{"ok",
        "chargestation": {…}}`. The property is the only one or is named like the item (`own`) or an
        envelope (`data`), and the item in it has an id; None when the response is the item."""
        top = self.deref(returns)
        props = top.get("properties") or {}
        if top.get("kind") != "object" or not props or self.id_field(props, id_param, None) is not None:
            return None
        names = {squash(n) for n in own if n} | (ENVELOPE_NAMES - {"input"})  # a request's `input` wraps no answer
        for name, prop in props.items():
            if len(props) > 1 and squash(name) not in names:
                continue
            inner = self.deref(prop)
            inner_props = inner.get("properties") or {}
            if inner.get("kind") == "object" and self.id_field(inner_props, id_param, self.named(prop)):
                return name, prop
        return None

    def list_items(
        self, returns: dict[str, Any] | None, own: tuple[str, ...] = ()
    ) -> tuple[dict[str, Any], str] | None:
        """(item schema, dotted path of the item array) if this response is list-like. Of several
        arrays of objects, the one named like the resource (`own`: Discourse's `badges` beside
        `badge_types` and `badge_groupings`)."""
        if not returns:
            return None
        top = self.deref(returns)
        if top.get("kind") == "array":
            return top.get("items") or {}, ""
        props = top.get("properties") or {}
        arrays = {k: v for k, v in props.items() if self.deref(v).get("kind") == "array"}
        for name in _ITEMS_NAMES:
            if name in arrays:
                return self.deref(arrays[name]).get("items") or {}, name
        objects = [
            (k, v)
            for k, v in arrays.items()
            if self.deref(self.deref(v).get("items")).get("kind") in ("object", "union")
        ]
        if len(objects) == 1:
            return self.deref(objects[0][1]).get("items") or {}, objects[0][0]
        named = [(k, v) for k, v in objects if squash(k) in {squash(n) for n in own if n}]
        if len(named) == 1:
            return self.deref(named[0][1]).get("items") or {}, named[0][0]
        return None

    def find_prop(self, returns: dict[str, Any] | None, names: tuple[str, ...]) -> str | None:
        """Dotted path of the first property named in `names`, at the top or one level down."""
        props = self.props(returns)
        for name in names:
            if name in props:
                return name
        for nest in _NEST_NAMES:
            if nest in props:
                inner = self.props(props[nest])
                for name in names:
                    if name in inner:
                        return f"{nest}.{name}"
        return None

    def total_path(self, returns: dict[str, Any] | None) -> str | None:
        return self.find_prop(returns, _TOTAL_NAMES)

    def next_path(self, returns: dict[str, Any] | None) -> str | None:
        return self.find_prop(returns, _NEXT_NAMES)

    def id_field(self, props: dict[str, Any], id_param: str | None, type_name: str | None) -> str | None:
        candidates = []
        if id_param:
            candidates += [id_param, _camel(id_param)]
            # the field the path's parameter names before any generic id: LaunchDarkly's
            # `/projects/{projectKey}` reads a project by its `key`, not by the `_id` it also has
            tail = re.split(r"_|-|(?<=[a-z0-9])(?=[A-Z])", id_param)[-1]
            if len(tail) > 2 and tail.lower() not in ("id", "uuid", "ids") and tail != id_param:
                candidates += [tail.lower()]
        candidates += ["id", "ID", "_id", "uuid", "key"]
        if type_name:
            candidates += [f"{type_name[0].lower()}{type_name[1:]}Id", f"{squash(type_name)}_id"]
        for name in candidates:
            if name in props:
                return name
        if id_param:  # `Sid` → sid (Twilio), `attachment_gid` → gid (Asana)
            lowered = {n.lower(): n for n in props}
            tail = re.split(r"_|-|(?<=[a-z0-9])(?=[A-Z])", id_param)[-1].lower()
            squashed = {squash(n): n for n in props}  # `serviceId` → service_id (OSDB)
            found = lowered.get(id_param.lower()) or squashed.get(squash(id_param))
            found = found or (lowered.get(tail) if len(tail) > 1 else None)
            if found:
                return found
        if id_param and squash(id_param).endswith("id") and "id" in props:
            return "id"
        return None

    def display_field(self, props: dict[str, Any], id_field: str | None) -> str | None:
        for name in _DISPLAY:
            if name in props and self.deref(props[name]).get("kind") in ("string", "enum"):
                return name
        for name, prop in props.items():
            if name != id_field and self.deref(prop).get("kind") == "string" and not prop.get("writeOnly"):
                return name
        return id_field

    def relations(self, props: dict[str, Any], id_field: str | None) -> list[dict[str, Any]]:
        out = []
        for field, prop in props.items():
            if field == id_field:
                continue
            many = prop.get("kind") == "array"
            target = (prop.get("items") or {}) if many else prop
            name = target.get("ref")
            if name and self.types.get(name, {}).get("kind") in ("object", "union"):
                out.append(
                    {
                        "field": field,
                        "targetType": name,
                        "many": many,
                        "via": "ref",
                        "evidence": f"relation because `{field}` refers to type {name}",
                    }
                )
                continue
            match = _REF_ID.match(field)
            if match and not name:
                stem = match.group(1) or match.group(3)
                found = self._by_squash.get(squash(stem))
                if found:
                    out.append(
                        {
                            "field": field,
                            "targetType": found,
                            "many": many or bool(match.group(2) or match.group(3)),
                            "via": "naming",
                            "evidence": f"relation because `{field}` matches type {found}",
                        }
                    )
        return out


def same_choice_field(name: str, choices: list[Any], item: dict[str, list[Any] | None]) -> str | None:
    """The item property a write field with a fixed set of choices sets when the two are named
    apart by a syllable: ETSI's PATCH sends `operationState` (DISABLED/ENABLED) and the package
    reads it back as `operationalState` with the same choices. `item` maps each property to its
    choices (None: free); a name the item already has, or any doubt, is None."""
    want = squash(name)
    if not choices or not want or any(squash(k) == want for k in item):
        return None
    found = [
        k
        for k, values in item.items()
        if values and set(map(str, choices)) <= set(map(str, values)) and _near(want, squash(k))
    ]
    return found[0] if len(found) == 1 else None


def near_names(a: str, b: str) -> bool:
    """Whether two squashed names are one word written apart by a few letters (the planner's test
    of an edit's field against the item's)."""
    return _near(a, b)


def _near(a: str, b: str) -> bool:
    """One name is the other with a few letters added (`operationstate`, `operationalstate`)."""
    short, long = sorted((a, b), key=len)
    if len(long) - len(short) > 3 or len(short) < 5:
        return False
    it = iter(long)
    return all(ch in it for ch in short) and short[:3] == long[:3]


def _camel(name: str) -> str:
    head, *rest = re.split(r"[_\-]", name)
    return head + "".join(p[:1].upper() + p[1:] for p in rest)
