"""Fields built once and shared, so a big spec's plan fits in memory and plans in seconds.

Big specs repeat the same parameters and bodies: Microsoft Graph's plan has 287,603 fields, of
which 7,108 differ; built one by one they took most of planning's time and ~500 MB. A FieldBuilder
(widgets.py) asks its `SharedFields` for each field:

- **memo**: a field asked for again with the same inputs (name, the resolved type and its
  overrides, the options) is the object built the first time. The form's budget (FORM_BUDGET)
  is the one hidden input, so a field is reused only when its building could not have gone
  otherwise: it never ran out of budget and what is left covers what it used (then it is
  charged again), or it was built with no budget left and none is left now.
- **interning**: a field built anew that equals one built before (same content, its children
  already shared) is replaced by that one.

The operations' builder has its own; the builders of the resources (one per resource, told which
fields are relations) share one per set of relations, for as long as the spec lives.

Shared fields are one object in many places: code that changes a plan copies what it changes
(assist/apply.py copies on write; plan_nested.py and plan_operations.py use model_copy).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from copilot_cli.spec.model import Schema
from copilot_cli.ui.plan import Field


def _content(value: Any) -> Any:
    """A hashable key for a field's content; child fields are already shared, so their id is theirs."""
    t = type(value)
    if t is Field:
        return id(value)
    if t is list:
        return tuple(_content(x) for x in value)
    if isinstance(value, BaseModel):
        return (t, tuple((k, _content(x)) for k, x in value.__dict__.items()))
    if t is dict:
        return (dict, tuple((k, _content(x)) for k, x in value.items()))
    return (t, value)  # 1, 1.0 and True stay apart


class SharedFields:
    def __init__(self) -> None:
        self._memo: dict[tuple, tuple[Field, int, Any]] = {}
        self._table: dict[Any, Field] = {}

    def field(
        self, builder: Any, name: str, resolved: Any, options: dict[str, Any], build: Callable[[], Field]
    ) -> Field:
        before = builder.remaining
        try:
            same = (
                id(resolved)
                if type(resolved) is Schema
                else (id(resolved._target), *sorted(resolved._overrides.items()))
            )
            key = (name, same, before > 0, *sorted(options.items()))
            hit = self._memo.get(key)
        except TypeError:  # an unhashable override or option: build it
            return self.intern(build())
        if hit is not None and (before <= 0 or before - hit[1] > 0):
            builder.remaining -= hit[1]
            return hit[0]
        made = self.intern(build())
        if builder.remaining > 0 or before <= 0:
            self._memo[key] = (made, before - builder.remaining, resolved)  # the type kept: its id stays its own
        return made

    def intern(self, made: Field) -> Field:
        """The field built before with this content (its children already shared), else `made`."""
        parts: list[Any] = []
        for v in made.__dict__.values():  # a Field's attributes, always in the model's order
            t = type(v)
            if t is str or v is None:
                parts.append(v)
            elif t is list:
                parts.append(tuple([id(x) if type(x) is Field else _content(x) for x in v]))
            else:
                parts.append(_content(v))
        try:
            return self._table.setdefault(tuple(parts), made)
        except TypeError:  # an unhashable value: keep it as built
            return made


_lock = threading.Lock()
_last: dict[str, Any] = {"spec": None, "tables": {}}


def shared_fields(spec: Any, relations: dict[str, Any] | None) -> SharedFields:
    """The SharedFields of a builder: its own without `relations` (the operations'), else the one
    every builder of this spec with the same relations uses (the resources')."""
    if relations is None:
        return SharedFields()
    key = tuple(sorted(relations.items()))
    with _lock:
        ref = _last["spec"]
        if ref is None or ref() is not spec:
            tables: dict[Any, SharedFields] = {}
            _last["spec"], _last["tables"] = weakref.ref(spec), tables
            weakref.finalize(spec, tables.clear)  # the fields go with the spec
        return _last["tables"].setdefault(key, SharedFields())
