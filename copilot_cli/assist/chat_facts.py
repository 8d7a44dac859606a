"""Facts chat states about one operation or type: the parameters an operation takes, the
fields a type has (through a list envelope to its item: Xero's `Invoices.Invoices`), and which
parameter really is a list's page cursor (Kinto's `_since` is a time filter, `_token` the
cursor). Split from chat.py, which answers with them."""

from __future__ import annotations

import re

from copilot_cli.assist.operation_words import cite
from copilot_cli.assist.vocabulary import words
from copilot_cli.spec.model import NormalizedSpec, Operation
from copilot_cli.ui.widgets import resolve

__all__ = ["_cursor", "_fields_of", "_needs", "_none_does", "_parameters"]


def _parameters(op: Operation, spec: NormalizedSpec | None = None) -> str:
    listed = [
        f"`{p.name}` ({p.location}{', required' if p.required else ''}){input_fields(spec, p)}"
        for p in op.parameters[:25]
    ]
    body = " and a request body" if op.request_body is not None else ""
    fields = _body_fields(spec, op) if spec is not None else []
    if spec is not None and (shapes := _union_body(spec, op)):
        body = " and " + body_shapes(spec, shapes)
    elif fields:  # "what does creating a customer accept?": its body's fields
        body = " and a body with " + ", ".join(fields)
    if not listed:
        return f"{cite(op)} takes no parameters{body}."
    return f"{cite(op)} takes {', '.join(listed)}{body}."


def body_shapes(spec: NormalizedSpec, variants: list) -> str:
    """A body that is one of several shapes (Discord's thread: a forum's or a text channel's): each
    shape's fields, the required first."""
    shapes = []
    for v in variants[:3]:
        schema, ref = resolve(spec, v)
        required = set(schema.required or [])
        props = sorted(schema.properties or {}, key=lambda n: n not in required)
        fields = ", ".join(f"`{n}`{' (required)' if n in required else ''}" for n in props[:12])
        shapes.append(f"`{ref or schema.kind}`" + (f" with {fields}" if fields else ""))
    return "a body that is one of " + "; or ".join(shapes)


def _union_body(spec: NormalizedSpec, op: Operation) -> list:
    media = next(iter(op.request_body.content.values()), None) if op.request_body else None
    schema = resolve(spec, media.schema_)[0] if media is not None and media.schema_ is not None else None
    return list(schema.variants or []) if schema is not None and schema.kind == "union" else []


_TIME_FILTER = re.compile(r"^_?(since|before|until|to|from|modified_since|updated_since|changed_since)$", re.I)
_TOKEN = re.compile(
    r"^_?(token|page_?token|next_?token|continuation(_token)?|cursor|marker|next|starting_after)$", re.I
)


def _cursor(spec: NormalizedSpec, list_id: str | None, cursor: str | None) -> tuple[str | None, str | None]:
    """(the page cursor parameter, a time filter taken for it): Kinto's `_since` is "changes since
    this timestamp"; its pages come through `_token` (issue 25)."""
    if not cursor or not _TIME_FILTER.match(cursor) or not list_id:
        return cursor, None
    op = spec.operation(list_id)
    token = next((p.name for p in (op.parameters if op else []) if _TOKEN.match(p.name)), None)
    return (token, cursor) if token else (cursor, None)


def _fields_of(spec: NormalizedSpec, type_name: str) -> str:
    schema, _ = resolve(spec, spec.types.get(type_name))
    props = schema.properties or {}
    inner = _enveloped(spec, props, type_name)
    if inner is not None:  # Xero's `Invoices` is {pagination, Warnings, Invoices: [Invoice]}: the item is asked
        return _fields_of(spec, inner)
    if not props:
        return f"`{type_name}` has no listed fields."
    required = set(schema.required or [])
    parts = []
    for name, prop in list(props.items())[:25]:
        s, ref = resolve(spec, prop)
        kind = ref or (f"{s.kind}({s.format})" if s.format else s.kind)
        parts.append(f"{name} ({kind}{', required' if name in required else ''})")
    more = f" and {len(props) - 25} more" if len(props) > 25 else ""
    return f"`{type_name}` has {len(props)} field{'s' if len(props) != 1 else ''}: {', '.join(parts)}{more}."


def _enveloped(spec: NormalizedSpec, props: dict, type_name: str) -> str | None:
    """The item type of a list envelope: a few properties, one an array of a named type, the one
    named like the envelope when there are two (Xero's `Invoices.Invoices`, not its `Warnings`)."""
    if not props or len(props) > 4:
        return None
    arrays: list[tuple[str, str]] = []
    for name, prop in props.items():
        s, _ = resolve(spec, prop)
        if s.kind == "array" and s.items is not None:
            item, ref = resolve(spec, s.items)
            if ref and item.properties and ref in spec.types and ref != type_name:
                arrays.append((name, ref))
    named = [ref for name, ref in arrays if words(name) == words(type_name) or words(ref) == words(type_name)]
    if len(named) == 1:
        return named[0]
    return arrays[0][1] if len(arrays) == 1 else None


_HAS = re.compile(
    r"\b(?:have|has|contain|include|carry)s? (?:an? |the |any )?([a-z][\w ]{1,40}?)( fields?| propert(?:y|ies)| attributes?)?\s*\??$"
)
_NOT_A_FIELD = frozenset(words("endpoint operation call way query mutation route api list page pagination"))


def has_field(spec: NormalizedSpec, type_name: str, text: str) -> str | None:
    """ "does an owner have a phone number?": Yes and the field, when the type has one named so
    (its words among the question's, or the reverse: `DueDate` for "a due date"); No only when the
    question says it asks a field; else None (it may ask something else)."""
    m = _HAS.search(text)
    if m is None:
        return _says(spec, type_name, text)
    asked = set(words(m.group(1)))
    if not asked or asked & _NOT_A_FIELD or len(asked) > 3 or asked == set(words(type_name)):
        return None
    schema, _ = resolve(spec, spec.types.get(type_name))
    props = schema.properties or {}
    inner = _enveloped(spec, props, type_name)
    if inner is not None:  # Xero's `Invoices` envelope: its `Invoice` has the fields
        return has_field(spec, inner, text)
    hits = [n for n in props if (w := set(words(n))) and (w <= asked or asked <= w)]
    if hits:
        listed = ", ".join(f"`{n}` ({_kind(spec, props[n])})" for n in hits[:3])
        return f"Yes: `{type_name}` has {listed}."
    if m.group(2):
        return f"No: `{type_name}` has no field named {m.group(1).strip()!r}; " + _fields_of(spec, type_name)
    return None


# "does a film say who directed it?", "does an order record when it shipped?"
_SAYS = re.compile(
    r"\b(?:say|tell|show|record|store|know|list|give)s? (?:who|what|when|where|which|how) (?:\w+ )?(\w{4,})"
)


def _says(spec: NormalizedSpec, type_name: str, text: str) -> str | None:
    """A field named for what the question says the thing tells, by its stem: "who directed it" is
    `director`, "when it shipped" `shipDate`; Yes and the field, else None."""
    m = _SAYS.search(text)
    if m is None:
        return None
    root = m.group(1)[:-2] if m.group(1).endswith("ed") else m.group(1)
    schema, _ = resolve(spec, spec.types.get(type_name))
    props = schema.properties or {}
    hits = [n for n in props if any(w.startswith(root) for w in words(n))] if len(root) >= 4 else []
    if not hits:
        return None
    return f"Yes: `{type_name}` has " + ", ".join(f"`{n}` ({_kind(spec, props[n])})" for n in hits[:3]) + "."


def _kind(spec: NormalizedSpec, prop) -> str:
    s, ref = resolve(spec, prop)
    return ref or (f"{s.kind}({s.format})" if s.format else s.kind)


def _needs(spec: NormalizedSpec, op) -> str:
    """Whether the operation asks for credentials, and which: its own security requirements (an
    empty one among them makes them optional)."""
    reqs = op.security or []
    named = [n for r in reqs for n in r]
    if not named:
        return f"No: {cite(op)} declares no authentication."
    parts = []
    for n in dict.fromkeys(named):
        s = spec.auth.schemes.get(n)
        where = f" in the {s.location} '{s.param_name}'" if s and s.location and s.param_name else ""
        parts.append(f"{n} ({s.type if s else 'scheme'}{where})")
    if any(not r for r in reqs):
        return f"No: {cite(op)} also works without credentials; it accepts " + " or ".join(parts) + "."
    return f"Yes: {cite(op)} needs " + " or ".join(parts) + "."


def _none_does(spec: NormalizedSpec, res, verb: str) -> str:
    """No operation does that to this resource: say so, and what it does have."""
    has = [o for o in spec.operations if o.resource == res.name][:5]
    what = "; it has " + ", ".join(cite(o) for o in has) if has else ""
    return f"No: {spec.source.title} has no operation to {verb} {res.label.lower()}{what}."


_VALUES = re.compile(
    r"\b(what|which) (values|statuses|states|options|kinds|types)\b|\b(possible|allowed|valid) (values|statuses)\b"
    r"|\bwhat (values|\w+es|\w+s) can\b"
)
_TYPE_OF = re.compile(r"\bwhat (type|kind|format|data type) (is|are|of)\b|\bwhat('s| is) the (type|format) of\b")


def field_fact(spec: NormalizedSpec, type_name: str, text: str) -> str | None:
    """ "what values can a pet's status take?": the field's allowed values; "what type is a pet's
    price?": its type — of the field the question names in the type it names (or of the type
    itself, an enum such as `PetStatus`)."""
    values, kind = _VALUES.search(text), _TYPE_OF.search(text)
    if not (values or kind):
        return None
    schema, _ = resolve(spec, spec.types.get(type_name))
    if schema.enum and values:
        return f"`{type_name}` is one of {', '.join(str(v) for v in schema.enum[:20])}."
    props = schema.properties or {}
    inner = _enveloped(spec, props, type_name)
    if inner is not None:
        return field_fact(spec, inner, text)
    said = set(words(text)) - set(words(type_name))
    hits = sorted((n for n in props if (w := set(words(n))) and w <= said), key=lambda n: -len(words(n)))
    if not hits:
        return None
    name = hits[0]
    field, ref = resolve(spec, props[name])
    if values:
        if field.enum:
            return f"`{type_name}.{name}` is one of {', '.join(str(v) for v in field.enum[:20])}."
        return f"`{type_name}.{name}` is a {_kind(spec, props[name])}; the spec lists no fixed values for it."
    return f"`{type_name}.{name}` is a {_kind(spec, props[name])}{' (' + ref + ')' if ref and ref not in _kind(spec, props[name]) else ''}."


def input_fields(spec: NormalizedSpec | None, param) -> str:
    """A GraphQL argument typed by an input object (`customerCreate(input: CustomerCreateInput!)`)
    is filled in through that object's fields: " — a `CustomerCreateInput` with `email` (required), …"."""
    if spec is None or param.location != "argument":
        return ""
    schema, ref = resolve(spec, param.schema_)
    if schema.kind == "array" and schema.items is not None:  # `lines: [CartLineInput!]!`
        schema, ref = resolve(spec, schema.items)
    props = schema.properties or {}
    if not ref or not props:
        return ""
    required = set(schema.required or [])
    named = [f"`{n}`{' (required)' if n in required else ''}" for n in sorted(props, key=lambda n: n not in required)]
    return f" — a `{ref}` with " + ", ".join(named[:15])


def _body_fields(spec: NormalizedSpec, op: Operation) -> list[str]:
    media = next(iter(op.request_body.content.values()), None) if op.request_body else None
    if media is None or media.schema_ is None:
        return []
    schema, _ = resolve(spec, media.schema_)
    required = set(schema.required or [])
    props = sorted(schema.properties or {}, key=lambda n: n not in required)
    return [f"`{n}`{' (required)' if n in required else ''}" for n in props[:20]]


def returns(spec: NormalizedSpec, op: Operation) -> str:
    """ "what does getPet return?": the operation and the fields of what it returns (a list's item)."""
    schema = op.returns
    many = False
    if schema is not None and schema.kind == "array" and schema.items is not None:
        schema, many = schema.items, True
    ref = resolve(spec, schema)[1] if schema is not None else None
    head = cite(op) + (" — " + op.summary.strip().rstrip(".") if op.summary else "")
    if not ref or ref not in spec.types:
        return head + "."
    return f"{head}; it returns {'a list of ' if many else ''}`{ref}`: " + _fields_of(spec, ref)
