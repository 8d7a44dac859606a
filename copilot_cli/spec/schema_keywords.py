"""Schema keywords shared by every dialect: annotations and validation constraints."""

from __future__ import annotations

from typing import Any

_CONSTRAINTS = (
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minLength",
    "maxLength",
    "pattern",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minProperties",
    "maxProperties",
)
_CONSTRAINT_KEYS = frozenset(_CONSTRAINTS)
_CONSTRAINT_ORDER = {k: i for i, k in enumerate(_CONSTRAINTS)}
_FLAGS = frozenset({"readOnly", "writeOnly", "deprecated"})
_TEXTS = frozenset({"title", "description"})
_ANNOTATIONS = _CONSTRAINT_KEYS | _FLAGS | _TEXTS | {"nullable", "x-nullable", "default", "example", "examples"}


def annotate(out: dict[str, Any], raw: dict[str, Any]) -> None:
    """Copy the annotations every schema may carry (nullable, readOnly/writeOnly, title,
    description, default, examples) and the validation constraints."""
    present = _ANNOTATIONS.intersection(raw)  # one C-level pass instead of ~15 lookups
    if not present:
        return
    if raw.get("nullable") is True or raw.get("x-nullable") is True:
        out["nullable"] = True
    for key in _FLAGS.intersection(present):
        if raw[key] is True:
            out[key] = True
    for key in _TEXTS.intersection(present):
        if isinstance(raw[key], str):
            out[key] = raw[key]
    if "default" in present:
        out["default"] = raw["default"]
    examples = raw.get("examples")
    if "example" in present or isinstance(examples, list):
        out["examples"] = ([raw["example"]] if "example" in raw else []) + (
            examples if isinstance(examples, list) else []
        )
    if "ref" in out or not _CONSTRAINT_KEYS.intersection(present):
        return
    constraints = {k: raw[k] for k in _CONSTRAINT_KEYS.intersection(present) if _constraint_ok(k, raw[k])}
    for bound in ("Minimum", "Maximum"):  # 3.0/2.0 boolean exclusive bounds
        flag = constraints.get(f"exclusive{bound}")
        if isinstance(flag, bool):
            del constraints[f"exclusive{bound}"]
            if flag and bound.lower() in constraints:
                constraints[f"exclusive{bound}"] = constraints.pop(bound.lower())
    if constraints:
        out["constraints"] = dict(sorted(constraints.items(), key=lambda kv: _CONSTRAINT_ORDER[kv[0]]))


def _constraint_ok(key: str, value: Any) -> bool:
    """Only well-typed constraint values survive (a bad one must not sink the whole spec)."""
    if key == "pattern":
        return isinstance(value, str)
    if key == "uniqueItems" or key.startswith("exclusive") and isinstance(value, bool):
        return isinstance(value, bool)
    return isinstance(value, int | float) and not isinstance(value, bool)


def kind_of_value(values: list[Any]) -> str:
    sample = next((v for v in values if v is not None), "")
    if isinstance(sample, bool):
        return "boolean"
    if isinstance(sample, int):
        return "integer"
    if isinstance(sample, float):
        return "number"
    return "string"
