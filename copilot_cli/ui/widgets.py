"""Types → widgets and cell renderers: the planner's rules for one schema at a time.

Inputs (Field.widget): string → text; long text / markdown → textarea; email, uri → typed inputs; date,
date-time, time → native pickers (ISO on the wire); uuid → monospace; password or writeOnly strings →
password; binary / file → file input; integer, number → number with step/min/max; boolean → switch
(tri-state when nullable); enum → radio (≤ 4), select (≤ 15), searchable select beyond; arrays of
scalars → tags; arrays of objects → repeatable fieldset (sub-table); objects → fieldset, JSON editor
beyond depth 2 or on a cycle; maps → key/value editor; unions → variant switch; `fooId` relations →
select fed by the target's list. A pattern the spec's own example fails is not enforced.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from copilot_cli.common.identifiers import spaced
from copilot_cli.common.patterns import search_within
from copilot_cli.spec.model import NormalizedSpec, Schema
from copilot_cli.ui.field_share import shared_fields
from copilot_cli.ui.plan import (
    Column,
    Field,
    FieldConstraints,
    FieldRelation,
    Option,
    Variant,
)
from copilot_cli.ui.string_kinds import (
    IDENTIFIER,
    TOKEN,
    UNIX_FORMATS,
    UNIX_NAME,
    enum_widget,
    is_secret,
    string_widget,
)

MAX_FORM_DEPTH = 2  # fieldsets nest this deep; deeper objects get a JSON editor
MAX_CHILD_FIELDS = 40
FORM_BUDGET = 120  # fields per form; past it nested objects get a JSON editor (keeps big specs small)
MAX_OPTIONS = 500
SHARE_FROM = 0  # operations: every spec shares its fields (Kubernetes: plan 0.56 -> 0.33 s CPU, pack 0.17 -> 0.11)
IMAGE = re.compile(r"(avatar|image|photo|picture|icon|logo|thumbnail|banner)(_?url|_?uri)?$", re.I)
_OVERRIDES = ("description", "nullable", "read_only", "write_only", "default", "deprecated")


@functools.lru_cache(maxsize=8192)
def humanize(name: str) -> str:
    text = re.sub(r"[_\-.#]+", " ", name)
    text = spaced(text, acronyms=False).strip()
    return (text[:1].upper() + text[1:]) if text else name


def short(text: str | None, limit: int = 300) -> str:
    text = (text or "").strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


class _Overlay:
    """A named type seen through the overrides its reference carries (description, nullable,
    readOnly, …), without copying the type (copies dominated planning time on big specs)."""

    __slots__ = ("_target", "_overrides")

    def __init__(self, target: Schema, overrides: dict[str, Any]) -> None:
        self._target, self._overrides = target, overrides

    def __getattr__(self, name: str) -> Any:
        overrides = self._overrides
        return overrides[name] if name in overrides else getattr(self._target, name)


def resolve(spec: NormalizedSpec, schema: Schema | None) -> tuple[Schema, str | None]:
    """Follow `ref`s to the named type, keeping the overrides set at the point of use."""
    if schema is None:
        return Schema(kind="any"), None
    name, hops, local = None, 0, {}
    while schema.ref and hops < 16:
        target = spec.types.get(schema.ref)
        if target is None:
            return Schema(kind="any", description=schema.description), schema.ref
        fields_set = schema.model_fields_set if isinstance(schema, Schema) else ()
        local = {**{k: getattr(schema, k) for k in _OVERRIDES if k in fields_set and getattr(schema, k)}, **local}
        name, schema, hops = schema.ref, target, hops + 1
    return (_Overlay(schema, local) if local else schema), name  # type: ignore[return-value]


def _constraints(s: Schema, kind: str) -> FieldConstraints | None:
    c = s.constraints
    out: dict[str, Any] = {}
    if c is not None:
        if c.minimum is not None:
            out["minimum"] = c.minimum
        if c.exclusive_minimum is not None:
            out.update(minimum=c.exclusive_minimum, exclusiveMinimum=True)
        if c.maximum is not None:
            out["maximum"] = c.maximum
        if c.exclusive_maximum is not None:
            out.update(maximum=c.exclusive_maximum, exclusiveMaximum=True)
        for src, dst in (
            ("min_length", "minLength"),
            ("max_length", "maxLength"),
            ("pattern", "pattern"),
            ("min_items", "minItems"),
            ("max_items", "maxItems"),
            ("multiple_of", "step"),
        ):
            if getattr(c, src) is not None:
                out[dst] = getattr(c, src)
    if s.format:
        out["format"] = s.format
    if (s.format or "").lower() in ("date-time", "date", "time"):
        # the picker writes the format itself; a pattern for it is checked against what the person
        # picked (Graph's `^[0-9]{4,}-…T…:[0-5][0-9]([.][0-9]{1,12})?(Z|…)$` refused every picked time)
        out.pop("pattern", None)
    # the spec's own example or default (a pattern that cannot be told stays)
    examples = [e for e in [*(s.examples or []), s.default] if isinstance(e, str)]
    if "pattern" in out and any(search_within(out["pattern"], e) is False for e in examples):
        # the spec's own example fails it (Linode's `(?!--|__|..)`; PA's `pattern: date-time`, a format
        # written as a pattern, beside the default "2025-10-15T13:51:08.377Z"): the API decides
        del out["pattern"]
    return FieldConstraints(**out) if out else None


def _scalar(v: Any) -> bool:
    return v is None or isinstance(v, (str, int, float, bool))


def _options(s: Schema) -> list[Option]:
    values = [v for v in (s.enum or []) if _scalar(v)][:MAX_OPTIONS]
    return [Option(value=v) if v is not None else Option(value=v, label="(none)") for v in values]


def _example(s: Schema) -> Any:
    ex = s.examples[0] if s.examples else None
    return ex if _scalar(ex) else None


class FieldBuilder:
    """Builds Fields for one spec; `mode` is "create", "edit" or "input" (operation forms)."""

    def __init__(self, spec: NormalizedSpec, relations: dict[str, tuple[str, str, str]] | None = None) -> None:
        self.spec = spec
        self.relations = relations or {}  # field name → (resource id, value field, label field)
        self.remaining = FORM_BUDGET
        self._shared = shared_fields(spec, relations) if len(spec.operations) >= SHARE_FROM else None

    def new_form(self) -> FieldBuilder:
        self.remaining = FORM_BUDGET
        return self

    def field(self, name: str, schema: Schema | None, **options: Any) -> Field:
        """The field (see `_field`); on big specs each distinct one is built once and shared (field_share.py)."""
        if self._shared is None:
            return self._field(name, schema, **options)
        resolved, _ = resolve(self.spec, schema)
        return self._shared.field(self, name, resolved, options, lambda: self._field(name, schema, **options))

    def shared(self, made: Field) -> Field:
        """A field changed after building (`model_copy`) as one object with its equals, on big specs."""
        return self._shared.intern(made) if self._shared is not None else made

    def _field(
        self,
        name: str,
        schema: Schema | None,
        *,
        location: str = "body",
        required: bool = False,
        mode: str = "input",
        depth: int = 0,
        stack: tuple[str, ...] = (),
        description: str | None = None,
        **extra: Any,
    ) -> Field:
        s, ref = resolve(self.spec, schema)
        base: dict[str, Any] = dict(
            name=name,
            label=humanize(name),
            required=required,
            readOnly=s.read_only,
            writeOnly=s.write_only,
            nullable=s.nullable,
            description=short(description or s.description, 300 if depth == 0 else 140),
            default=s.default if _scalar(s.default) else None,
            example=_example(s),
            constraints=_constraints(s, s.kind),
        )
        base["in"] = location
        if required and base["default"] is None and s.enum and len(s.enum) == 1:  # JSON:API `type`
            base["default"] = s.enum[0]
        if base["example"] is not None and base["default"] is None:
            base["placeholder"] = str(base["example"])[:80]
        base.update(extra)
        if ref and ref in stack:  # a cycle: edit as JSON
            return Field(widget="json", **base)
        stack = stack + ((ref,) if ref else ())
        if mode == "edit" and s.read_only:
            return Field(widget="readonly", **base)
        if location == "body" and name in self.relations and s.kind in ("string", "integer", "number"):
            res, value_field, label_field = self.relations[name]
            relation = FieldRelation(
                resource=res, valueField=value_field, labelField=label_field, numeric=s.kind != "string"
            )
            return Field(widget="relation", relation=relation, **base)
        return self._by_kind(name, s, base, mode, depth, stack)

    def _by_kind(
        self, name: str, s: Schema, base: dict[str, Any], mode: str, depth: int, stack: tuple[str, ...]
    ) -> Field:
        kind = s.kind
        if kind == "string":
            return Field(widget=string_widget(name, s), **base)
        if kind in ("integer", "number"):
            # unix time: picked as a date and time, sent as seconds (constraints.format says so)
            return Field(widget="datetime" if (s.format or "").lower() in UNIX_FORMATS else kind, **base)
        if kind == "boolean":
            return Field(widget="tristate" if s.nullable else "switch", **base)
        if kind == "enum":
            options = _options(s)
            return Field(widget=enum_widget(len(options)), options=options, **base)
        if kind == "file":
            return Field(widget="file", **base)
        if kind == "array":
            return self._array(name, s, base, mode, depth, stack)
        if kind == "object":
            if s.properties and depth < MAX_FORM_DEPTH and self.remaining > 0:
                return Field(widget="fieldset", fields=self.children(s, mode, depth + 1, stack), **base)
            if not s.properties and s.additional_properties is not None:
                return Field(widget="keyvalue" if self._typed_values(s) else "json", **base)
            return Field(widget="json", **base)
        if kind == "map":
            return Field(widget="keyvalue" if self._typed_values(s) else "json", **base)
        if kind == "union":
            return self._union(name, s, base, mode, depth, stack)
        return Field(widget="json", **base)

    def _typed_values(self, s: Schema) -> bool:
        """Whether a map's values are typed into a text box: scalars are; objects and lists are not
        (GuardDuty's `Criterion: {additionalProperties: Condition}` is JSON, not key → text)."""
        values, _ = resolve(self.spec, s.additional_properties)
        return values.kind not in ("object", "array", "map", "union") or not (
            values.properties or values.items or values.additional_properties or values.variants
        )

    def _array(
        self, name: str, s: Schema, base: dict[str, Any], mode: str, depth: int, stack: tuple[str, ...]
    ) -> Field:
        items, ref = resolve(self.spec, s.items)
        if items.kind in ("string", "integer", "number", "boolean", "enum"):
            item_widget = "integer" if items.kind == "integer" else "number" if items.kind == "number" else "text"
            return Field(
                widget="tags", itemWidget=item_widget, options=_options(items) if items.kind == "enum" else [], **base
            )
        if items.kind == "file":
            return Field(widget="file", **base)
        if (
            items.kind == "object"
            and items.properties
            and depth < MAX_FORM_DEPTH
            and self.remaining > 0
            and not (ref and ref in stack)
        ):
            inner = stack + ((ref,) if ref else ())
            return Field(widget="subtable", fields=self.children(items, mode, depth + 1, inner), **base)
        # a list typed as JSON: the placeholder says so
        return Field(widget="json", **{**base, "placeholder": base.get("placeholder") or "[ ]"})

    def _union(
        self, name: str, s: Schema, base: dict[str, Any], mode: str, depth: int, stack: tuple[str, ...]
    ) -> Field:
        arms = [resolve(self.spec, v) for v in (s.variants or [])]
        objects = [(a, r) for a, r in arms if a.kind == "object" and a.properties]
        if not objects:
            kinds = {a.kind for a, _ in arms} - {"null"}
            if kinds <= {"string"}:
                return Field(widget="text", **base)
            if kinds <= {"integer", "number"} and kinds:
                return Field(widget="number", **base)
            return Field(widget="json", **base)
        if depth >= MAX_FORM_DEPTH or len(objects) > 12 or self.remaining <= 0:
            return Field(widget="json", **base)
        disc = s.discriminator.property_name if s.discriminator else None
        by_type = {t: v for v, t in (s.discriminator.mapping.items() if s.discriminator else [])}
        variants = []
        for arm, ref in objects:
            value = by_type.get(ref or "") or (ref if disc else None)
            if disc and value is None and arm.properties and disc in arm.properties:
                dschema, _ = resolve(self.spec, arm.properties[disc])
                if dschema.enum and len(dschema.enum) == 1 and isinstance(dschema.enum[0], str):
                    value = dschema.enum[0]
            label = humanize(ref or arm.title or value or f"Option {len(variants) + 1}")
            inner = stack + ((ref,) if ref else ())
            variants.append(Variant(label=label, value=value, fields=self.children(arm, mode, depth + 1, inner)))
        if disc and any(v.value is None for v in variants):
            disc = None
        return Field(widget="variant", variants=variants, discriminator=disc, **base)

    def children(self, s: Schema, mode: str, depth: int, stack: tuple[str, ...]) -> list[Field]:
        required = set(s.required or [])
        out = []
        for prop, sub in (s.properties or {}).items():
            # past the cap, only what the operation requires: otoroshi's service has 40 fields before
            # `targets`, which its create requires (refused 422 "targets: is required")
            if len(out) >= MAX_CHILD_FIELDS and prop not in required:
                continue
            resolved, _ = resolve(self.spec, sub)
            if mode != "edit" and resolved.read_only:
                continue
            self.remaining -= 1
            out.append(self.field(prop, sub, required=prop in required, mode=mode, depth=depth, stack=stack))
        return out


def renderer_for(spec: NormalizedSpec, name: str, schema: Schema | None) -> str | None:
    """How a value is shown in a table cell; None when it must never be shown (secrets)."""
    s, _ = resolve(spec, schema)
    fmt = (s.format or "").lower()
    if is_secret(name, s):
        return None
    if s.kind == "string":
        if IDENTIFIER.search(name) or TOKEN.search(name):
            return "uuid"  # short, monospace, with a copy button
        if fmt in ("date",):
            return "date"
        if fmt in ("date-time", "datetime"):
            return "datetime"
        if fmt == "time":
            return "time"
        if fmt in ("email", "idn-email"):
            return "email"
        if fmt in ("uri", "url", "iri"):
            return "image" if IMAGE.search(name) else "link"
        if fmt == "uuid":
            return "uuid"
        return "text"
    if s.kind in ("integer", "number"):
        if fmt in UNIX_FORMATS or UNIX_NAME.search(name):
            return "datetime"  # unix seconds (or ms); the cell shows a number outside a plausible range
        # identifiers are labels, not quantities: no thousands separators
        return "text" if name == "id" or name.endswith(("Id", "_id", "ID")) else "number"
    if s.kind == "boolean":
        return "boolean"
    if s.kind == "enum":
        return "badge"
    if s.kind == "array":
        return "count"
    if s.kind in ("file",):
        return "text"
    return "json"


def column(spec: NormalizedSpec, key: str, schema: Schema | None, label: str | None = None) -> Column | None:
    renderer = renderer_for(spec, key.rsplit(".", 1)[-1], schema)
    if renderer is None:
        return None
    return Column(key=key, label=label or humanize(key.rsplit(".", 1)[-1]), renderer=renderer)  # type: ignore[arg-type]
