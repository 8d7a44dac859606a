"""Swagger 2.0 document → the NormalizedSpec dict (without resources).

The differences from 3.x are folded in here: host/basePath/schemes become servers; `in: body`
becomes a request body for each `consumes` type; `in: formData` becomes one form body
(multipart when a field is a file) with a property per field; `produces` + `schema` become
response content; `collectionFormat` maps onto style/explode.
"""

from __future__ import annotations

from typing import Any

from copilot_cli.spec.context import Context
from copilot_cli.spec.openapi import HTTP_METHODS, OperationBuilder, as_dict, as_list, requirements, returns_of
from copilot_cli.spec.refs import pointer_join
from copilot_cli.spec.schemas import SchemaConverter

_FLOWS = {
    "implicit": "implicit",
    "password": "password",
    "application": "clientCredentials",
    "accessCode": "authorizationCode",
}
_COLLECTION = {
    "csv": ("form", False),
    "ssv": ("spaceDelimited", False),
    "pipes": ("pipeDelimited", False),
    "multi": ("form", True),
    "tsv": ("tsv", False),
}
_SCHEMA_KEYS = (
    "type",
    "format",
    "items",
    "enum",
    "default",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minLength",
    "maxLength",
    "pattern",
    "minItems",
    "maxItems",
    "uniqueItems",
    "multipleOf",
    "x-nullable",
    "description",
)


def normalize_swagger(doc: dict[str, Any], ctx: Context) -> dict[str, Any]:
    schemas = SchemaConverter(ctx, "/definitions")
    schemas.register_components(doc.get("definitions"))
    builder = SwaggerBuilder(ctx, schemas, as_list(doc.get("security")), doc)
    return {
        "servers": swagger_servers(doc),
        "auth": {
            "schemes": security_definitions(doc.get("securityDefinitions"), ctx),
            "requirements": requirements(doc.get("security")),
        },
        "operations": builder.paths(as_dict(doc.get("paths")), "/paths", kind="http"),
        "webhooks": [],
        "types": schemas.finish(),
    }


class SwaggerBuilder(OperationBuilder):
    def __init__(self, ctx: Context, schemas: SchemaConverter, global_security: list[Any], doc: dict[str, Any]) -> None:
        super().__init__(ctx, schemas, global_security)
        self.consumes = [str(c) for c in as_list(doc.get("consumes"))] or ["application/json"]
        self.produces = [str(p) for p in as_list(doc.get("produces"))] or ["application/json"]

    def paths(self, paths: dict[str, Any], base: str, *, kind: str) -> list[dict[str, Any]]:
        out = []
        for path, item in paths.items():
            pointer = pointer_join(base, path)
            resolved = self.ctx.deref(item, "", pointer)
            if resolved is None or not isinstance(resolved[0], dict):
                continue
            item, file, _ = resolved
            for method in HTTP_METHODS:
                op = item.get(method)
                if isinstance(op, dict) and method != "trace":
                    out.append(self.swagger_operation(str(path), method, op, item, file, pointer_join(pointer, method)))
        return out

    def swagger_operation(
        self, path: str, method: str, op: dict[str, Any], item: dict[str, Any], file: str, pointer: str
    ) -> dict[str, Any]:
        consumes = [str(c) for c in as_list(op.get("consumes"))] or self.consumes
        produces = [str(p) for p in as_list(op.get("produces"))] or self.produces
        raw_params: dict[tuple[str, str], tuple[dict[str, Any], str, str]] = {}
        for base, params in (  # path-level ones live under the path item, not the operation
            (pointer.rsplit("/", 1)[0], as_list(item.get("parameters"))),
            (pointer, as_list(op.get("parameters"))),
        ):
            for i, raw in enumerate(params):
                resolved = self.ctx.deref(raw, file, pointer_join(base, "parameters", i))
                if resolved is not None and isinstance(resolved[0], dict) and isinstance(resolved[0].get("name"), str):
                    raw_params[(resolved[0]["name"], str(resolved[0].get("in")))] = resolved
        fake = {k: v for k, v in op.items() if k not in ("parameters", "responses")}
        result = self.operation(path, method, fake, [], item, file, pointer, "http")
        result["parameters"] = [
            p
            for p in (
                self.swagger_parameter(*r) for r in raw_params.values() if r[0].get("in") not in ("body", "formData")
            )
            if p
        ]
        body = self.body(raw_params, consumes)
        if body is not None:
            result["requestBody"] = body
        result["responses"] = self.swagger_responses(
            as_dict(op.get("responses")), produces, file, pointer + "/responses"
        )
        result.pop("returns", None)
        returns = returns_of(result["responses"])
        if returns is not None:
            result["returns"] = returns
        return result

    def swagger_parameter(self, raw: dict[str, Any], file: str, pointer: str) -> dict[str, Any] | None:
        where = raw.get("in")
        if where not in ("path", "query", "header"):
            self.ctx.diag(
                "warning", "invalid-parameter", pointer, f"parameter `in: {where}` is not understood; ignored"
            )
            return None
        param: dict[str, Any] = {
            "name": raw["name"],
            "in": where,
            "required": raw.get("required") is True or where == "path",
            "schema": self.schemas.convert(_schema_of(raw), file, pointer),
        }
        if isinstance(raw.get("description"), str):
            param["description"] = raw["description"]
        fmt = raw.get("collectionFormat")
        if raw.get("type") == "array" and fmt in _COLLECTION:
            param["style"], param["explode"] = _COLLECTION[fmt]
        for key in ("x-example", "example"):
            if key in raw:
                param["example"] = raw[key]
        return param

    def body(
        self, params: dict[tuple[str, str], tuple[dict[str, Any], str, str]], consumes: list[str]
    ) -> dict[str, Any] | None:
        bodies = [r for r in params.values() if r[0].get("in") == "body"]
        if bodies:
            raw, file, pointer = bodies[0]
            schema = self.schemas.convert(raw.get("schema", {}), file, pointer + "/schema")
            media = [c for c in consumes if "form" not in c] or ["application/json"]
            out: dict[str, Any] = {
                "required": raw.get("required") is True,
                "content": {m: {"schema": schema} for m in media},
            }
            if isinstance(raw.get("description"), str):
                out["description"] = raw["description"]
            return out
        fields = [r for r in params.values() if r[0].get("in") == "formData"]
        if not fields:
            return None
        properties, required = {}, []
        for raw, file, pointer in fields:
            prop = self.schemas.convert(_schema_of(raw), file, pointer)
            properties[raw["name"]] = prop
            if raw.get("required") is True:
                required.append(raw["name"])
        has_file = any(p.get("kind") == "file" for p in properties.values())
        forms = [c for c in consumes if "form" in c]
        media = forms or ["multipart/form-data" if has_file else "application/x-www-form-urlencoded"]
        schema: dict[str, Any] = {"kind": "object", "properties": properties}
        if required:
            schema["required"] = required
        return {"required": bool(required), "content": {m: {"schema": schema} for m in media}}

    def swagger_responses(
        self, raw: dict[str, Any], produces: list[str], file: str, pointer: str
    ) -> list[dict[str, Any]]:
        out = []
        for status, response in raw.items():
            ptr = pointer_join(pointer, status)
            resolved = self.ctx.deref(response, file, ptr)
            if resolved is None or not isinstance(resolved[0], dict):
                continue
            response, rfile, rptr = resolved
            entry: dict[str, Any] = {"status": str(status), "content": {}, "headers": {}}
            if "schema" in response:
                schema = self.schemas.convert(response["schema"], rfile, rptr + "/schema")
                entry["content"] = {m: {"schema": schema} for m in produces}
                examples = response.get("examples")
                if isinstance(examples, dict):
                    for media, example in examples.items():
                        if media in entry["content"]:
                            entry["content"][media] = {"schema": schema, "example": example}
            for name, header in as_dict(response.get("headers")).items():
                entry["headers"][str(name)] = self.schemas.convert(
                    _schema_of(as_dict(header)), rfile, pointer_join(rptr, "headers", name)
                )
            if isinstance(response.get("description"), str):
                entry["description"] = response["description"]
            out.append(entry)
        return out


def _schema_of(param: dict[str, Any]) -> dict[str, Any]:
    """A non-body Swagger parameter carries its schema keywords inline."""
    return {k: v for k, v in param.items() if k in _SCHEMA_KEYS}


def swagger_servers(doc: dict[str, Any]) -> list[dict[str, Any]]:
    host = doc.get("host") if isinstance(doc.get("host"), str) else None
    base_path = doc.get("basePath") if isinstance(doc.get("basePath"), str) else ""
    if not host:
        return (
            [
                {
                    "url": base_path or "/",
                    "variables": {},
                    "description": "relative to where the spec was loaded (no host)",
                }
            ]
            if base_path
            else []
        )
    schemes = [s for s in as_list(doc.get("schemes")) if s in ("http", "https", "ws", "wss")] or ["https"]
    return [{"url": f"{scheme}://{host}{base_path}", "variables": {}} for scheme in schemes]


def security_definitions(raw: Any, ctx: Context) -> dict[str, Any]:
    out = {}
    for name, scheme in as_dict(raw).items():
        scheme = as_dict(scheme)
        kind = scheme.get("type")
        entry: dict[str, Any] = {"name": str(name)}
        if isinstance(scheme.get("description"), str):
            entry["description"] = scheme["description"]
        if kind == "basic":
            entry.update(type="http", scheme="basic")
        elif kind == "apiKey":
            entry.update(type="apiKey", paramName=str(scheme.get("name", "")) or None)
            entry["in"] = scheme.get("in") if scheme.get("in") in ("header", "query") else "header"
        elif kind == "oauth2" and scheme.get("flow") in _FLOWS:
            flow: dict[str, Any] = {
                "type": _FLOWS[scheme["flow"]],
                "scopes": {str(k): str(v) for k, v in as_dict(scheme.get("scopes")).items()},
            }
            for key in ("authorizationUrl", "tokenUrl"):
                if isinstance(scheme.get(key), str):
                    flow[key] = scheme[key]
            entry.update(type="oauth2", flows=[flow])
        else:
            ctx.diag(
                "warning",
                "unknown-security-scheme",
                pointer_join("/securityDefinitions", name),
                f"security definition type {kind!r} is not understood; ignored",
            )
            continue
        out[str(name)] = entry
    return out
