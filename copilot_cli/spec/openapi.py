"""OpenAPI 3.0 / 3.1 document → the NormalizedSpec dict (without resources)."""

from __future__ import annotations

from typing import Any

from copilot_cli.spec.context import Context
from copilot_cli.spec.refs import pointer_join
from copilot_cli.spec.schemas import SchemaConverter
from copilot_cli.spec.sharing import parameter_key

HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
_FLOWS = {
    "implicit": "implicit",
    "password": "password",
    "clientCredentials": "clientCredentials",
    "authorizationCode": "authorizationCode",
}


def normalize_openapi(doc: dict[str, Any], ctx: Context) -> dict[str, Any]:
    schemas = SchemaConverter(ctx, "/components/schemas")
    components = as_dict(doc.get("components"))
    schemas.register_components(components.get("schemas"))
    builder = OperationBuilder(ctx, schemas, as_list(doc.get("security")))
    operations = builder.paths(as_dict(doc.get("paths")), "/paths", kind="http")
    webhooks = builder.paths(as_dict(doc.get("webhooks")), "/webhooks", kind="webhook")
    return {
        "servers": servers(doc.get("servers"), ctx, "/servers"),
        "auth": {
            "schemes": security_schemes(components.get("securitySchemes"), ctx),
            "requirements": requirements(doc.get("security")),
        },
        "operations": operations,
        "webhooks": webhooks,
        "types": schemas.finish(),
    }


class OperationBuilder:
    def __init__(self, ctx: Context, schemas: SchemaConverter, global_security: list[Any]) -> None:
        self.ctx = ctx
        self.schemas = schemas
        self.global_security = requirements(global_security)
        self.ids: set[str] = set()
        self._params: dict[tuple[Any, ...], dict[str, Any]] = {}  # by resolved location or content

    def paths(self, paths: dict[str, Any], base: str, *, kind: str) -> list[dict[str, Any]]:
        out = []
        for path, item in paths.items():
            pointer = pointer_join(base, path)
            resolved = self.ctx.deref(item, "", pointer)
            if resolved is None or not isinstance(resolved[0], dict):
                continue
            item, file, item_ptr = resolved
            shared = as_list(item.get("parameters"))
            for method in HTTP_METHODS:
                if isinstance(item.get(method), dict):
                    op_ptr = pointer_join(pointer, method)
                    out.append(self.operation(str(path), method, item[method], shared, item, file, op_ptr, kind))
        return out

    def operation(
        self,
        path: str,
        method: str,
        op: dict[str, Any],
        shared: list[Any],
        item: dict[str, Any],
        file: str,
        pointer: str,
        kind: str,
    ) -> dict[str, Any]:
        result: dict[str, Any] = {
            "id": self.unique_id(op.get("operationId"), method, path, pointer, kind),
            "kind": kind,
            "method": method.upper(),
            "path": path,
            "tags": [str(t) for t in as_list(op.get("tags"))],
            "parameters": self.parameters(shared, as_list(op.get("parameters")), file, pointer),
            "responses": self.responses(as_dict(op.get("responses")), file, pointer + "/responses"),
        }
        for key in ("summary", "description"):
            value = op.get(key) if isinstance(op.get(key), str) else item.get(key)
            if isinstance(value, str):
                result[key] = value
        if op.get("deprecated") is True:
            result["deprecated"] = True
        if "requestBody" in op:
            body = self.request_body(op["requestBody"], file, pointer + "/requestBody")
            if body is not None:
                result["requestBody"] = body
        if isinstance(op.get("security"), list):
            result["security"], result["securityInherited"] = requirements(op["security"]), False
        else:
            result["security"] = self.global_security
        srv = op.get("servers") or item.get("servers")
        if isinstance(srv, list) and srv:
            result["servers"] = servers(srv, self.ctx, pointer + "/servers")
        if isinstance(op.get("callbacks"), dict) and op["callbacks"]:
            self.ctx.diag(
                "info",
                "callbacks-not-modeled",
                pointer + "/callbacks",
                f"{result['id']}: callbacks {', '.join(map(str, op['callbacks']))} are not modeled (webhooks are)",
            )
        result["returns"] = returns_of(result["responses"])
        if result["returns"] is None:
            del result["returns"]
        return result

    def unique_id(self, given: Any, method: str, path: str, pointer: str, kind: str) -> str:
        base = (
            given
            if isinstance(given, str) and given.strip()
            else f"{method}_{path}"
            if kind == "http"
            else f"webhook_{path}_{method}"
        )
        op_id, n = base, 2
        while op_id in self.ids:
            op_id, n = f"{base}_{n}", n + 1
        if op_id != base and isinstance(given, str):
            self.ctx.diag(
                "warning",
                "duplicate-operation-id",
                pointer,
                f"operationId {given!r} is used more than once; this one is {op_id!r}",
            )
        self.ids.add(op_id)
        return op_id

    def parameters(self, shared: list[Any], own: list[Any], file: str, pointer: str) -> list[dict[str, Any]]:
        """Path-level and operation-level parameters merged by (name, in), the operation's winning.
        Each is converted at its own location: a path-level parameter lives under the path item,
        not under the operation (schemas are memoized by location, so sharing one would hand the
        first operation-level parameters the path-level ones' schemas)."""
        merged: dict[tuple[str, str], dict[str, Any]] = {}
        path_pointer = pointer.rsplit("/", 1)[0]
        for base, params in ((path_pointer, shared), (pointer, own)):
            for i, raw in enumerate(params):
                param = self.parameter(raw, file, pointer_join(base, "parameters", i))
                if param is not None:
                    merged[(param["name"], param["in"])] = param
        return list(merged.values())

    def parameter(self, raw: Any, file: str, pointer: str) -> dict[str, Any] | None:
        """The parameter at its resolved location: a component referenced by hundreds of
        operations is built once, and each operation gets its own copy (roles are set per
        operation). Invalid ones are not kept, so each use reports itself as before."""
        resolved = self.ctx.deref(raw, file, pointer)
        if resolved is None:
            return None
        raw, file, pointer = resolved
        built = self._params.get((file, pointer))
        if built is None:
            same = parameter_key(raw)  # the same flat parameter written out in many operations
            built = self._params.get(same) if same is not None else None
            if built is None:
                built = self._parameter(raw, file, pointer)
                if built is None:
                    return None
                if same is not None:
                    self._params[same] = built
            self._params[(file, pointer)] = built
        return dict(built)

    def _parameter(self, raw: Any, file: str, pointer: str) -> dict[str, Any] | None:
        if (
            not isinstance(raw, dict)
            or not isinstance(raw.get("name"), str)
            or raw.get("in") not in ("path", "query", "header", "cookie")
        ):
            self.ctx.diag("warning", "invalid-parameter", pointer, "parameter without a valid name and `in`; ignored")
            return None
        schema_raw, schema_ptr = raw.get("schema"), pointer + "/schema"
        if schema_raw is None and isinstance(raw.get("content"), dict) and raw["content"]:
            media, content = next(iter(raw["content"].items()))
            schema_raw, schema_ptr = as_dict(content).get("schema"), pointer_join(pointer, "content", media, "schema")
        param: dict[str, Any] = {
            "name": raw["name"],
            "in": raw["in"],
            "required": raw.get("required") is True or raw["in"] == "path",
            "schema": self.schemas.convert_at(schema_raw if schema_raw is not None else {}, file, schema_ptr),
        }
        for key in ("description", "style"):
            if isinstance(raw.get(key), str):
                param[key] = raw[key]
        if isinstance(raw.get("explode"), bool):
            param["explode"] = raw["explode"]
        if raw.get("deprecated") is True:
            param["deprecated"] = True
        if "example" in raw:
            param["example"] = raw["example"]
        return param

    def request_body(self, raw: Any, file: str, pointer: str) -> dict[str, Any] | None:
        resolved = self.ctx.deref(raw, file, pointer)
        if resolved is None or not isinstance(resolved[0], dict):
            return None
        raw, file, pointer = resolved
        body: dict[str, Any] = {
            "required": raw.get("required") is True,
            "content": self.content(raw.get("content"), file, pointer + "/content"),
        }
        if isinstance(raw.get("description"), str):
            body["description"] = raw["description"]
        return body

    def content(self, raw: Any, file: str, pointer: str) -> dict[str, Any]:
        out = {}
        for media, entry in as_dict(raw).items():
            entry = as_dict(entry)
            item: dict[str, Any] = {}
            if "schema" in entry:
                item["schema"] = self.schemas.convert_at(entry["schema"], file, pointer_join(pointer, media, "schema"))
            if "example" in entry:
                item["example"] = entry["example"]
            if isinstance(entry.get("encoding"), dict):
                item["encoding"] = {
                    str(k): {kk: vv for kk, vv in as_dict(v).items() if kk in ("contentType", "style", "explode")}
                    for k, v in entry["encoding"].items()
                }
            out[str(media)] = item
        return out

    def responses(self, raw: dict[str, Any], file: str, pointer: str) -> list[dict[str, Any]]:
        out = []
        for status, response in raw.items():
            ptr = pointer_join(pointer, status)
            resolved = self.ctx.deref(response, file, ptr)
            if resolved is None or not isinstance(resolved[0], dict):
                continue
            response, rfile, rptr = resolved
            entry: dict[str, Any] = {
                "status": str(status),
                "content": self.content(response.get("content"), rfile, rptr + "/content"),
                "headers": self.headers(response.get("headers"), rfile, rptr + "/headers"),
            }
            if isinstance(response.get("description"), str):
                entry["description"] = response["description"]
            out.append(entry)
        return out

    def headers(self, raw: Any, file: str, pointer: str) -> dict[str, Any]:
        out = {}
        for name, header in as_dict(raw).items():
            resolved = self.ctx.deref(header, file, pointer_join(pointer, name))
            if resolved is None or not isinstance(resolved[0], dict):
                continue
            header, hfile, hptr = resolved
            schema = self.schemas.convert_at(
                header.get("schema", {k: v for k, v in header.items() if k in ("type", "format", "items")}),
                hfile,
                hptr + "/schema",
            )
            if isinstance(header.get("description"), str) and "description" not in schema:
                schema = {**schema, "description": header["description"]}
            out[str(name)] = schema
        return out


def returns_of(responses: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The main success payload: the first 2xx response's JSON schema (or its only schema)."""
    for response in responses:
        if not response["status"].startswith("2"):
            continue
        content = response.get("content") or {}
        for media, item in content.items():
            if "json" in media and "schema" in item:
                return item["schema"]
        for item in content.values():
            if "schema" in item:
                return item["schema"]
    return None


def servers(raw: Any, ctx: Context, pointer: str) -> list[dict[str, Any]]:
    out = []
    for i, server in enumerate(as_list(raw)):
        if not isinstance(server, dict) or not isinstance(server.get("url"), str):
            ctx.diag("warning", "invalid-server", pointer_join(pointer, i), "server without a url; ignored")
            continue
        entry: dict[str, Any] = {"url": server["url"], "variables": {}}
        if isinstance(server.get("description"), str):
            entry["description"] = server["description"]
        for name, var in as_dict(server.get("variables")).items():
            var = as_dict(var)
            item: dict[str, Any] = {"default": str(var.get("default", ""))}
            if isinstance(var.get("enum"), list):
                item["enum"] = [str(v) for v in var["enum"]]
            if isinstance(var.get("description"), str):
                item["description"] = var["description"]
            entry["variables"][str(name)] = item
        out.append(entry)
    return out


def security_schemes(raw: Any, ctx: Context) -> dict[str, Any]:
    out = {}
    for name, scheme in as_dict(raw).items():
        resolved = ctx.deref(scheme, "", pointer_join("/components/securitySchemes", name))
        if resolved is None or not isinstance(resolved[0], dict):
            continue
        scheme = resolved[0]
        kind = scheme.get("type")
        if kind not in ("apiKey", "http", "oauth2", "openIdConnect", "mutualTLS"):
            ctx.diag(
                "warning",
                "unknown-security-scheme",
                pointer_join("/components/securitySchemes", name),
                f"security scheme type {kind!r} is not understood; ignored",
            )
            continue
        entry: dict[str, Any] = {"name": str(name), "type": kind}
        if isinstance(scheme.get("description"), str):
            entry["description"] = scheme["description"]
        if kind == "apiKey":
            entry["in"] = scheme.get("in") if scheme.get("in") in ("header", "query", "cookie") else "header"
            entry["paramName"] = str(scheme.get("name", "")) or None
        elif kind == "http":
            entry["scheme"] = str(scheme.get("scheme", "")).lower() or None
            if entry["scheme"] not in (None, "basic", "bearer"):
                ctx.diag(
                    "warning",
                    "unsendable-security-scheme",
                    pointer_join("/components/securitySchemes", name),
                    f"HTTP {entry['scheme']!r} authentication ({name}) cannot be sent from a browser page; "
                    "the interface offers no credential for it",
                )
            if isinstance(scheme.get("bearerFormat"), str):
                entry["bearerFormat"] = scheme["bearerFormat"]
        elif kind == "oauth2":
            entry["flows"] = [
                oauth_flow(_FLOWS[f], v)
                for f, v in as_dict(scheme.get("flows")).items()
                if f in _FLOWS and isinstance(v, dict)
            ]
        elif kind == "openIdConnect" and isinstance(scheme.get("openIdConnectUrl"), str):
            entry["openIdConnectUrl"] = scheme["openIdConnectUrl"]
        out[str(name)] = entry
    return out


def oauth_flow(kind: str, raw: dict[str, Any]) -> dict[str, Any]:
    flow: dict[str, Any] = {"type": kind, "scopes": {str(k): str(v) for k, v in as_dict(raw.get("scopes")).items()}}
    for key in ("authorizationUrl", "tokenUrl", "refreshUrl"):
        if isinstance(raw.get(key), str):
            flow[key] = raw[key]
    return flow


def requirements(raw: Any) -> list[dict[str, list[str]]]:
    out = []
    for req in as_list(raw):
        if isinstance(req, dict):
            out.append({str(k): [str(s) for s in as_list(v)] for k, v in req.items()})
    return out


def as_dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []
