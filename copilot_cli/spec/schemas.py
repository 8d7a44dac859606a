"""JSON Schema (OpenAPI 3.0/3.1 and Swagger 2.0 dialects) → `Schema` dicts (wire keys).

Named types (components.schemas / definitions, plus any other schema a `$ref` points at) are
converted once each and referred to by name, so circular graphs need no expansion. `allOf` is
merged into one object (the merged names kept in `allOf`), `oneOf`/`anyOf` become unions (a
`null` alternative folds into `nullable`), 3.1 type arrays and 3.0/2.0 nullable flags become
`nullable`.
"""

from __future__ import annotations

from typing import Any

from copilot_cli.spec.context import Context
from copilot_cli.spec.loaders import invalid
from copilot_cli.spec.refs import RefTarget, Unresolved, escape, pointer_join
from copilot_cli.spec.schema_keywords import annotate, kind_of_value
from copilot_cli.spec.sharing import SharedTrees, flat_key

MAX_SCHEMA_DEPTH = 64
_PRIMITIVES = {"string", "integer", "number", "boolean", "null", "object", "array", "file"}
_STRUCTURAL = {"properties", "items", "additionalProperties", "oneOf", "anyOf", "enum", "const", "type"}


class SchemaConverter:
    def __init__(self, ctx: Context, components_pointer: str) -> None:
        self.ctx = ctx
        self.prefix = components_pointer  # "/components/schemas" or "/definitions"
        self.types: dict[str, dict[str, Any]] = {}
        self.names: dict[tuple[str, str], str] = {}
        self._raw: dict[str, tuple[Any, str, str]] = {}
        self._pending: list[str] = []
        self._busy: set[str] = set()
        self._refs: list[dict[str, Any]] = []
        self._memo: dict[tuple[str, str], dict[str, Any]] = {}
        self._flat: dict[tuple[Any, ...], dict[str, Any]] = {}
        ctx.shared_schemas = self._flat  # validated once each (pipeline.validate_body)
        self.trees = SharedTrees(ctx.reported)
        ctx.shared_trees = self.trees.by_text

    # ------------------------------------------------------------------ registry

    def register_components(self, schemas: Any) -> None:
        if not isinstance(schemas, dict):
            return
        for name, raw in schemas.items():
            self._register(str(name), raw, "", pointer_join(self.prefix, name))

    def _register(self, name: str, raw: Any, file: str, pointer: str) -> str:
        self.names[(file, pointer)] = name
        self._raw[name] = (raw, file, pointer)
        self._pending.append(name)
        return name

    def name_for(self, target: RefTarget) -> str:
        key = (target.file, target.pointer)
        if key in self.names:
            return self.names[key]
        tokens = [t for t in target.pointer.split("/") if t]
        base = tokens[-1] if tokens else target.file.rsplit("/", 1)[-1].split(".", 1)[0] or "Schema"
        base = base.replace("~1", "_").replace("~0", "_")
        name, n = base, 2
        while name in self._raw:
            name, n = f"{base}{n}", n + 1
        return self._register(name, target.value, target.file, target.pointer)

    def named(self, name: str) -> dict[str, Any] | None:
        """The converted named type, converting it now if needed; None while it is being
        converted (an allOf cycle) or if unknown."""
        if name in self.types:
            return self.types[name]
        if name in self._busy or name not in self._raw:
            return None
        raw, file, pointer = self._raw[name]
        self._busy.add(name)
        try:
            out = self.convert(raw, file, pointer)
        finally:
            self._busy.discard(name)
        if "ref" in out:  # a named type that is only an alias of another keeps the reference
            out = {
                "kind": out.get("kind", "any"),
                "ref": out["ref"],
                **{k: v for k, v in out.items() if k not in ("ref", "kind")},
            }
        out["name"] = name
        self.types[name] = out
        return out

    def finish(self) -> dict[str, dict[str, Any]]:
        """Convert every registered type (refs discovered on the way are queued) and give
        every reference its target's kind."""
        i = 0
        while i < len(self._pending):  # the list grows while types discover new refs
            self.named(self._pending[i])
            i += 1
        self._pending.clear()
        for ref in self._refs:
            target = self.types.get(ref["ref"])
            if target is not None and target.get("kind"):
                ref["kind"] = target["kind"] if "ref" not in target else self._final_kind(target)
        for name in self.types:
            self._check_alias_cycle(name)
        return self.types

    def _check_alias_cycle(self, name: str) -> None:
        """`A: {$ref: B}`, `B: {$ref: A}` names no structure at all: it cannot be represented."""
        chain = [name]
        schema = self.types[name]
        while "ref" in schema and not schema.get("properties") and schema["ref"] in self.types:
            if schema["ref"] in chain:
                loop = chain[chain.index(schema["ref"]) :] + [schema["ref"]]
                raise invalid(
                    f"$ref cycle with nothing in between: {' → '.join(loop)}",
                    pointer=self._raw[name][2],
                    reason="ref cycle",
                )
            chain.append(schema["ref"])
            schema = self.types[schema["ref"]]

    def _final_kind(self, schema: dict[str, Any]) -> str:
        seen = set()
        while "ref" in schema and schema["ref"] not in seen:
            seen.add(schema["ref"])
            schema = self.types.get(schema["ref"], {"kind": "any"})
        return schema.get("kind", "any")

    # ------------------------------------------------------------------ conversion

    def convert_at(self, raw: Any, file: str, pointer: str) -> dict[str, Any]:
        """`convert` memoized by location (a component used by hundreds of operations) and, for a
        flat schema (scalars only: converts alike anywhere, reports nothing), by content
        (Kubernetes' inline `pretty`, `dryRun`…). Callers must not mutate the result."""
        key = (file, pointer)
        hit = self._memo.get(key)
        if hit is None:
            flat = flat_key(raw)
            if flat is None:
                hit = self.convert(raw, file, pointer)
            else:
                hit = self._flat.get(flat)
                if hit is None:
                    hit = self._flat[flat] = self.convert(raw, file, pointer)
            self._memo[key] = hit
        return hit

    def _inner(self, raw: Any, file: str, pointer: str, depth: int) -> dict[str, Any]:
        """A property, item or map value; a flat one shared by content (GitHub REST: 30,828, 2,528
        distinct). Never a named type's own dict, which `named` stamps with its name."""
        if depth >= MAX_SCHEMA_DEPTH:
            return self.convert(raw, file, pointer, depth)
        flat = flat_key(raw)
        if flat is None:  # one with inner schemas (or not a dict)
            return self.trees.convert(self.convert, raw, file, pointer, depth)
        hit = self._flat.get(flat)
        if hit is None:
            hit = self._flat[flat] = self.convert(raw, file, pointer, depth)
        return hit

    def convert(self, raw: Any, file: str, pointer: str, depth: int = 0) -> dict[str, Any]:
        if not isinstance(raw, dict):
            if raw is True or raw is None:
                return {"kind": "any"}
            self.ctx.diag(
                "warning", "invalid-schema", pointer, f"schema is {type(raw).__name__}, not an object; treated as any"
            )
            return {"kind": "any"}
        if depth > MAX_SCHEMA_DEPTH:
            self.ctx.diag(
                "error",
                "schema-too-deep",
                pointer,
                f"schema nests deeper than {MAX_SCHEMA_DEPTH} levels; the rest is treated as any",
            )
            return {"kind": "any"}
        if "$ref" in raw:
            return self._reference(raw, file, pointer)
        if "allOf" in raw and isinstance(raw["allOf"], list):
            out = self._all_of(raw, file, pointer, depth)
        elif isinstance(raw.get("oneOf") or raw.get("anyOf"), list):
            out = self._union(raw, file, pointer, depth)
        else:
            out = self._plain(raw, file, pointer, depth)
        annotate(out, raw)
        return out

    def _reference(self, raw: dict[str, Any], file: str, pointer: str) -> dict[str, Any]:
        ref = raw["$ref"]
        plain = ("$ref", file, ref) if len(raw) == 1 and ref.__class__ is str else None
        hit = self._flat.get(plain) if plain is not None else None
        if hit is not None:  # a bare `$ref` to the same target: one dict (and one model)
            return hit
        try:
            target = self.ctx.resolver.resolve(ref, file, pointer)
        except Unresolved as exc:
            self.ctx.diag("error", "unresolved-ref", pointer, str(exc))
            return {
                "kind": "any",
                "description": f"unresolved reference {ref}" if isinstance(ref, str) else "unresolved reference",
            }
        out = {"ref": self.name_for(target), "kind": "any"}
        self._refs.append(out)
        annotate(out, raw)  # 3.1 allows siblings (description, readOnly…) next to $ref
        if plain is not None:
            self._flat[plain] = out
        return out

    def _plain(self, raw: dict[str, Any], file: str, pointer: str, depth: int) -> dict[str, Any]:
        declared = raw.get("type")
        nullable = False
        if isinstance(declared, list):
            kinds = [t for t in declared if t != "null"]
            nullable = len(kinds) < len(declared)
            if len(kinds) > 1:
                return {
                    "kind": "union",
                    "unionMode": "anyOf",
                    "nullable": nullable,
                    "variants": [
                        self._plain({**raw, "type": k}, file, pointer, depth + 1) for k in kinds if isinstance(k, str)
                    ],
                }
            declared = kinds[0] if kinds else "null"
        out: dict[str, Any] = {}
        if nullable:
            out["nullable"] = True
        if "enum" in raw or "const" in raw:
            values = raw["enum"] if isinstance(raw.get("enum"), list) else [raw.get("const")]
            if None in values and len(values) > 1:
                values = [v for v in values if v is not None]
                out["nullable"] = True
            out.update(
                kind="enum", enum=values, baseKind=declared if isinstance(declared, str) else kind_of_value(values)
            )
            if raw.get("format"):
                out["format"] = str(raw["format"])
            return out
        if not isinstance(declared, str) or declared not in _PRIMITIVES:
            declared = (
                "object"
                if "properties" in raw or "additionalProperties" in raw
                else "array"
                if "items" in raw
                else None
            )
        fmt = raw.get("format")
        if (
            declared == "file"
            or declared == "string"
            and fmt == "binary"
            or declared == "string"
            and raw.get("contentEncoding") == "binary"
        ):
            out["kind"] = "file"
            if raw.get("contentMediaType"):
                out["mediaType"] = str(raw["contentMediaType"])
        elif declared == "array":
            out["kind"] = "array"
            out["items"] = self._inner(raw.get("items", {}), file, pointer + "/items", depth + 1)
        elif declared == "object":
            self._object(out, raw, file, pointer, depth)
        else:
            out["kind"] = declared or "any"
        if fmt is not None and out["kind"] != "file":
            out["format"] = str(fmt)
        return out

    def _object(self, out: dict[str, Any], raw: dict[str, Any], file: str, pointer: str, depth: int) -> None:
        props = raw.get("properties")
        if isinstance(props, dict) and props:
            out["properties"] = {
                str(k): self._inner(v, file, pointer_join(pointer, "properties", k), depth + 1)
                for k, v in props.items()
            }
        required = raw.get("required")
        if isinstance(required, list) and required:
            out["required"] = [str(r) for r in required]
        extra = raw.get("additionalProperties")
        if isinstance(extra, dict):
            out["additionalProperties"] = self._inner(extra, file, pointer + "/additionalProperties", depth + 1)
        elif extra is True:
            out["additionalProperties"] = {"kind": "any"}
        out["kind"] = "map" if "additionalProperties" in out and "properties" not in out else "object"

    def _union(self, raw: dict[str, Any], file: str, pointer: str, depth: int) -> dict[str, Any]:
        mode = "oneOf" if isinstance(raw.get("oneOf"), list) else "anyOf"
        variants, nullable = [], False
        for i, part in enumerate(raw[mode]):
            if isinstance(part, dict) and (part.get("type") == "null" or part.get("enum") == [None]) and len(part) <= 2:
                nullable = True
                continue
            variants.append(self.convert(part, file, pointer_join(pointer, mode, i), depth + 1))
        rest = {k: v for k, v in raw.items() if k not in (mode, "discriminator")}
        if len(variants) == 1 and not ({"properties", "items", "additionalProperties", "enum"} & rest.keys()):
            only = dict(variants[0])
            if only.get("ref"):
                self._refs.append(only)
            if nullable:
                only["nullable"] = True
            return only
        if _one_value_each(variants) and not ({"properties", "items", "additionalProperties"} & rest.keys()):
            # `oneOf: [{const: A, title}, {const: B, title}]` is how 3.1 documents an enum with labels
            out = {"kind": "enum", "baseKind": variants[0].get("baseKind"), "enum": [v["enum"][0] for v in variants]}
            if nullable:
                out["nullable"] = True
            return out
        out: dict[str, Any] = {"kind": "union", "unionMode": mode, "variants": variants}
        if nullable:
            out["nullable"] = True
        if isinstance(rest.get("properties"), dict):  # shared properties next to the alternatives
            self._object(out, rest, file, pointer, depth)
            out["kind"] = "union"
        self._discriminator(out, raw, file, pointer)
        return out

    def _all_of(self, raw: dict[str, Any], file: str, pointer: str, depth: int) -> dict[str, Any]:
        parts = [p for p in raw["allOf"] if isinstance(p, dict)]
        own = _STRUCTURAL & raw.keys()
        if len(parts) == 1 and not (own - {"type"}):
            # the common "allOf: [$ref] + description" wrapper: keep it a reference with overrides
            return dict(self.convert(parts[0], file, pointer + "/allOf/0", depth + 1))
        merged: dict[str, Any] = {"kind": "object"}
        names: list[str] = []
        for i, part in enumerate(parts):
            sub = self.convert(part, file, pointer_join(pointer, "allOf", i), depth + 1)
            if "ref" in sub:
                names.append(sub["ref"])
                resolved = self.named(sub["ref"])
                if resolved is None:
                    self.ctx.diag(
                        "warning",
                        "allof-cycle",
                        pointer,
                        f"allOf includes {sub['ref']} which includes this type again; its properties are not merged",
                    )
                    continue
                sub = resolved
            self._merge(merged, sub)
        rest = {k: v for k, v in raw.items() if k != "allOf"}
        if own:
            self._merge(
                merged,
                self._plain(rest, file, pointer, depth)
                if not isinstance(rest.get("oneOf") or rest.get("anyOf"), list)
                else self._union(rest, file, pointer, depth),
            )
        if names:
            merged["allOf"] = names
        self._discriminator(merged, raw, file, pointer)
        return merged

    def _merge(self, into: dict[str, Any], sub: dict[str, Any]) -> None:
        kind = sub.get("kind")
        if kind in ("object", "map", "union", "any") or kind is None:
            if kind == "union" and into.get("kind") == "object" and "variants" not in into:
                into.update(kind="union", unionMode=sub.get("unionMode"), variants=sub.get("variants", []))
            if sub.get("properties"):
                into["properties"] = {**into.get("properties", {}), **sub["properties"]}
            if sub.get("required"):
                into["required"] = list(dict.fromkeys(into.get("required", []) + sub["required"]))
            if "additionalProperties" in sub:
                into["additionalProperties"] = sub["additionalProperties"]
            if "discriminator" in sub and "discriminator" not in into:
                into["discriminator"] = sub["discriminator"]
        elif into.get("kind") == "object" and not into.get("properties"):
            keep = {k: v for k, v in into.items() if k in ("allOf",)}
            into.clear()
            into.update({k: v for k, v in sub.items() if k != "name"}, **keep)

    def _discriminator(self, out: dict[str, Any], raw: dict[str, Any], file: str, pointer: str) -> None:
        disc = raw.get("discriminator")
        if isinstance(disc, str):  # Swagger 2.0: just the property name
            out["discriminator"] = {"propertyName": disc, "mapping": {}}
            return
        if not isinstance(disc, dict) or not isinstance(disc.get("propertyName"), str):
            return
        mapping = {}
        for value, target in (disc.get("mapping") or {}).items():
            ref = (
                target
                if isinstance(target, str) and ("/" in target or "#" in target)
                else f"#{self.prefix}/{escape(str(target))}"
            )
            try:
                mapping[str(value)] = self.name_for(self.ctx.resolver.resolve(ref, file, pointer))
            except Unresolved as exc:
                self.ctx.diag("error", "unresolved-ref", pointer + "/discriminator/mapping", str(exc))
        out["discriminator"] = {"propertyName": disc["propertyName"], "mapping": mapping}


def _one_value_each(variants: list[dict[str, Any]]) -> bool:
    """Every alternative is one constant of one shared base kind (and there are at least two)."""
    kinds = {v.get("baseKind") for v in variants}
    return (
        len(variants) > 1
        and len(kinds) == 1
        and all(v.get("kind") == "enum" and not v.get("ref") and len(v.get("enum") or ()) == 1 for v in variants)
    )
