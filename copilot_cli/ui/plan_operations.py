"""Planning one operation: its form on the Operations page — parameters as fields, the request
body as fields in the media type the API takes — and the label a person sees for it."""

from __future__ import annotations

import re

from copilot_cli.spec.model import NormalizedSpec, Parameter, Schema
from copilot_cli.spec.model import Operation as SpecOperation
from copilot_cli.spec.shapes import pick_media
from copilot_cli.spec.typegraph import same_choice_field
from copilot_cli.ui import graphql_doc
from copilot_cli.ui.plan import (
    Body,
    Field,
    OperationPlan,
)
from copilot_cli.ui.plan_patch import json_patch_key
from copilot_cli.ui.shapes import idempotency_token, transport_body_field, transport_param
from copilot_cli.ui.widgets import FieldBuilder, humanize, resolve, short

__all__ = ["body_plan", "operation_plan", "param_field", "transport_param", "unique_fields"]

_JSON = re.compile(r"[/+]json\b|^application/json", re.I)


def _label(op: SpecOperation) -> str:
    if op.summary and op.summary.strip():
        return short(op.summary.strip().splitlines()[0], 120)
    if op.kind != "http":
        return humanize(op.field or op.id)
    return (
        humanize(op.id)
        if not op.id.lower().startswith(("get ", "post ", "put ", "patch ", "delete "))
        else f"{op.method} {op.path}"
    )


def param_field(builder: FieldBuilder, p: Parameter, graphql: bool) -> Field:
    location = "variable" if graphql or p.location == "argument" else p.location
    extra: dict = {"explode": p.explode if p.explode is not None else (p.style in (None, "form"))}
    if p.style == "deepObject" and location == "query":
        extra["style"] = "deepObject"
    target, _ = resolve(builder.spec, p.schema_)
    if p.required and target.default is None and target.enum and len(target.enum) == 1:
        extra["default"] = target.enum[0]  # nothing to choose (AWS's X-Amz-Target): filled in
    if graphql or p.location == "argument":
        extra["gqlType"] = graphql_doc.type_string(p.schema_, p.required)
    if p.example is not None and isinstance(p.example, (str, int, float)):
        extra["placeholder"] = str(p.example)[:80]
    field = builder.field(p.name, p.schema_, location=location, required=p.required, description=p.description, **extra)
    if location in ("header", "query") and idempotency_token(p.name, p.description, field.widget):
        return builder.shared(field.model_copy(update={"generated": True}))
    return field


def _only_required(builder: FieldBuilder, variant) -> bool:
    v, _ = resolve(builder.spec, variant)
    return v.kind == "any" and not v.properties and not v.variants


# the one field of a body whose whole value it is (a union of objects); runtime http.ts sends it bare
WHOLE_BODY = "$body"


def body_plan(builder: FieldBuilder, op: SpecOperation, mode: str = "input") -> Body | None:
    rb = op.request_body
    if rb is None or not rb.content:
        return None
    media = pick_media(rb.content)
    if media is None:
        return None
    s, _ = resolve(builder.spec, rb.content[media].schema_)
    if s.kind in ("object", "any") and not s.properties:
        example = rb.content[media].example
        example = example if example is not None else (s.examples or [None])[0]
        if isinstance(example, dict) and example:
            s = example_schema(example)  # osf.io's PATCH bodies: `{type: object}` and an example
    if s.kind == "union" and s.properties and all(_only_required(builder, v) for v in s.variants or []):
        # `anyOf: [{required: [description]}, {required: [files]}]` beside the properties (GitHub's
        # PATCH /gists/{gist_id}) says which must be sent, not another shape: the form is the object
        s = s.model_copy(update={"kind": "object", "variants": None, "union_mode": None})
    media = media.strip() or "application/json"  # a media type left empty (`"": {schema}`): JSON is the honest guess
    encoding = (
        "json"
        if _JSON.search(media)
        else "multipart"
        if media.startswith("multipart/")
        else "form"
        if media == "application/x-www-form-urlencoded"
        else "text"
        if media.startswith("text/")
        else "binary"
    )
    base = dict(contentType=media, encoding=encoding, required=rb.required)
    element = resolve(builder.spec, s.items)[0] if s.kind == "array" and s.items is not None else None
    bulk = element is not None and element.kind == "object" and bool(element.properties)
    if encoding == "json" and bulk and not json_patch_key(builder.spec, s, media):
        # a bulk create (MIST's `POST /orgs/{org_id}/devices` takes `[Device]`): the form asks one
        # item's fields, sent as a one-item array (runtime http.ts), where a JSON box asked for the array
        fields = builder.new_form().children(element, mode, 0, ())
        fields = [f for f in fields if not transport_body_field(f.name, f.required, mode, f.widget)]
        return Body(mode="fields", isArray=True, fields=fields, **base)  # type: ignore[arg-type]
    if s.kind == "union" and encoding == "json":
        # one of several objects (IX-API's network service request, by its `type`): the form asks
        # the chosen one's fields, and the body is that object itself (runtime http.ts WHOLE_BODY)
        whole = builder.new_form().field(WHOLE_BODY, s, required=True, mode=mode, description=s.description)
        if whole.widget == "variant":
            whole = whole.model_copy(update={"label": "Kind"})
            return Body(mode="fields", fields=[whole], **base)  # type: ignore[arg-type]
    if s.kind == "object" and s.properties:
        found = op.request_envelope  # spec/shapes decided it, for the mock too
        envelope = found.key if found and found.key in s.properties else None
        if envelope:  # the form shows the item's fields; the runtime wraps them back
            s, _ = resolve(builder.spec, (s.properties or {})[envelope])
        fields = builder.new_form().children(s, mode, 0, ())
        fields = [f for f in fields if not transport_body_field(f.name, f.required, mode, f.widget)]
        fields = [
            builder.shared(f.model_copy(update={"generated": True}))
            if idempotency_token(f.name, f.description, f.widget)
            else f
            for f in fields
        ]
        if mode in ("create", "edit"):
            fields = _read_back_labels(builder.spec, op, fields)
        if encoding in ("form", "multipart") and not envelope:
            fields = [_encoded(f, (rb.content[media].encoding or {}).get(f.name)) for f in fields]
        return Body(mode="fields", fields=fields, envelope=envelope, **base)  # type: ignore[arg-type]
    if encoding == "binary" or s.kind == "file" or (s.kind == "string" and (s.format or "") in ("binary", "byte")):
        return Body(mode="binary", **{**base, "encoding": "binary"})  # type: ignore[arg-type]
    if encoding == "text" and s.kind in ("string", "any"):
        return Body(mode="text", **base)  # type: ignore[arg-type]
    return Body(
        mode="json",
        isArray=s.kind == "array",
        jsonPatch=json_patch_key(builder.spec, s, media) if encoding == "json" else None,
        **{**base, "encoding": "json" if encoding in ("text",) else encoding},
    )  # type: ignore[arg-type]


def _read_back_labels(spec: NormalizedSpec, op: SpecOperation, fields: list[Field]) -> list[Field]:
    """A choice the item reads back under a near name (ETSI's PATCH `operationState` is the package's
    `operationalState`) is labelled as the detail labels it: the form and the detail read alike."""
    if not any(f.options for f in fields):
        return fields
    res = spec.resource(op.resource) if op.resource else None  # an index, not a scan (Graph: 11,422 operations)
    target = spec.types.get(res.type_name or "") if res else None
    props = resolve(spec, target)[0].properties or {} if target is not None else {}
    if not props:
        return fields
    choices = {k: resolve(spec, p)[0].enum for k, p in props.items()}
    out = []
    for f in fields:
        name = same_choice_field(f.name, [o.value for o in f.options], choices) if f.options else None
        out.append(f.model_copy(update={"label": humanize(name)}) if name else f)
    return out


def example_schema(value: object, depth: int = 0) -> Schema:
    """The shape of an example body whose schema declares none: objects, arrays and scalars as the
    example has them (no values: the example's are placeholders like `"{node_id}"`)."""
    if isinstance(value, bool):
        return Schema(kind="boolean")
    if isinstance(value, (int, float)):
        return Schema(kind="integer" if isinstance(value, int) else "number")
    if isinstance(value, str):
        return Schema(kind="string")
    if isinstance(value, list) and depth < 6:
        return Schema(kind="array", items=example_schema(value[0], depth + 1) if value else Schema(kind="string"))
    if isinstance(value, dict) and value and depth < 6:
        return Schema(kind="object", properties={str(k): example_schema(v, depth + 1) for k, v in value.items()})
    return Schema(kind="any")


def _encoded(field: Field, encoding: dict | None) -> Field:
    """A form body field with the spec's per-property encoding (`style: deepObject`, `explode`)."""
    if not encoding:
        return field
    update: dict = {}
    if encoding.get("style") == "deepObject":
        update["style"] = "deepObject"
    if isinstance(encoding.get("explode"), bool):
        update["explode"] = encoding["explode"]
    return field.model_copy(update=update) if update else field


def operation_plan(spec: NormalizedSpec, builder: FieldBuilder, op: SpecOperation) -> OperationPlan:
    graphql = op.kind in ("query", "mutation", "subscription")
    params = [
        param_field(builder, p, graphql)
        for p in op.parameters
        if p.location != "cookie" and (graphql or not transport_param(p, "input"))
    ]
    security = [sorted(req) for req in op.security]
    return OperationPlan(
        id=op.id,
        label=_label(op),
        kind=op.kind if graphql else "http",  # type: ignore[arg-type]
        method=(op.method or "GET").upper() if not graphql else "POST",
        path=op.path or "",
        group=op.tags[0] if op.tags else ("Other" if not graphql else humanize(op.kind)),
        description=short(op.description, 600),
        deprecated=op.deprecated,
        params=unique_fields(params),
        body=None if graphql else body_plan(builder, op),
        security=security,
        resource=op.resource,
        role=op.role,
        graphql={"field": op.field or op.id, "document": graphql_doc.document(spec, op)} if graphql else None,
    )


def unique_fields(fields: list[Field]) -> list[Field]:
    seen, out = set(), []
    for f in fields:
        key = (f.in_, f.name)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out
