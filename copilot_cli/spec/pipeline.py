"""Glue: source → Loaded → format-specific normalizer → resources → one validated NormalizedSpec.

The normalizers build plain dicts with wire keys; the model is validated once at the end
(pydantic-core does that in one pass, far cheaper than building models node by node).
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from copilot_cli import errors
from copilot_cli.spec.context import Context
from copilot_cli.spec.gcpause import gc_paused
from copilot_cli.spec.loaders import Loaded, document_source, invalid, load_bytes, load_path, load_text, load_url
from copilot_cli.spec.model import Diagnostic, NormalizedSpec, Operation, Resource, Schema
from copilot_cli.spec.refs import RefResolver
from copilot_cli.spec.sharing import SharedModels

_URL = re.compile(r"^https?://\S+$", re.IGNORECASE)


def load_spec(source: Any, *, format_hint: str | None = None, base_dir: Path | None = None) -> NormalizedSpec:
    with gc_paused():  # parsing builds the document's objects too (Graph: 20 MB of JSON)
        return _load_spec(source, format_hint, base_dir)


def _load_spec(source: Any, format_hint: str | None, base_dir: Path | None) -> NormalizedSpec:
    if isinstance(source, dict):
        return ensure_normalized(source) if _is_normalized(source) else normalize_document(source, base_dir=base_dir)
    if isinstance(source, Path):
        loaded = load_path(source, format_hint)
    elif isinstance(source, str) and len(source) < 4096 and _URL.match(source.strip()):
        loaded = load_url(source.strip(), format_hint)
    elif isinstance(source, str) and len(source) < 4096 and "\n" not in source and _is_file(source):
        loaded = load_path(Path(source), format_hint)  # a path given as a plain string
    elif isinstance(source, str):
        loaded = load_text(source, format_hint=format_hint)
    elif isinstance(source, bytes | bytearray):
        loaded = load_bytes(bytes(source), format_hint=format_hint)
    else:
        raise invalid(f"cannot read a spec from {type(source).__name__}", reason="unsupported source")
    if base_dir is not None:
        loaded.base_dir = Path(base_dir)
    return normalize_loaded(loaded)


def normalize_document(
    doc: dict[str, Any], *, base_dir: Path | None = None, source_info: dict[str, Any] | None = None
) -> NormalizedSpec:
    if not isinstance(doc, dict):
        raise invalid("a spec document must be a JSON object", pointer="", reason="not an API description")
    loaded = document_source(doc)
    loaded.document = doc
    loaded.base_dir = Path(base_dir) if base_dir is not None else None
    if source_info:
        loaded.extra.update(source_info)
    return normalize_loaded(loaded)


def ensure_normalized(obj: Any) -> NormalizedSpec:
    if isinstance(obj, NormalizedSpec):
        return obj
    if not isinstance(obj, dict):
        raise invalid(
            "spec must be an object: a NormalizedSpec or an API description",
            pointer="",
            reason="not an API description",
        )
    if _is_normalized(obj):
        try:
            with gc_paused():
                return NormalizedSpec.model_validate(obj)
        except ValidationError as exc:
            raise errors.SpecInvalid(
                "invalid NormalizedSpec",
                {
                    "errors": [
                        {"message": e["msg"], "pointer": "/" + "/".join(str(p) for p in e["loc"])}
                        for e in exc.errors(include_url=False, include_input=False)[:50]
                    ]
                },
            ) from None
    return normalize_document(obj)


def _is_file(text: str) -> bool:
    try:
        return Path(text).expanduser().is_file()
    except (OSError, ValueError):
        return False


def _is_normalized(obj: dict[str, Any]) -> bool:
    return isinstance(obj.get("source"), dict) and "operations" in obj and "openapi" not in obj and "swagger" not in obj


def normalize_loaded(loaded: Loaded) -> NormalizedSpec:
    try:
        with gc_paused():
            return _normalize(loaded)
    except RecursionError:
        raise invalid("the spec nests too deeply to normalize", reason="too deeply nested") from None


def _normalize(loaded: Loaded) -> NormalizedSpec:
    from copilot_cli.spec.resources import build_resources

    doc = loaded.document
    ctx = Context(RefResolver(doc if doc is not None else {}, loaded.base_dir))
    source: dict[str, Any] = {
        "format": loaded.format,
        "origin": loaded.origin,
        "hash": loaded.hash,
        "size": loaded.size,
    }
    if loaded.location:
        source["location"] = loaded.location
    if loaded.sdl is not None or loaded.format == "graphql-introspection":
        body = _graphql(loaded, ctx)
        source.update(kind="graphql", title=_graphql_title(loaded), description=body.pop("description", None))
    else:
        kind, version = detect_kind(doc)
        source.update(kind=kind, version=version, **_info(doc))
        if kind == "swagger-2.0":
            from copilot_cli.spec.swagger import normalize_swagger

            body = normalize_swagger(doc, ctx)
        else:
            from copilot_cli.spec.openapi import normalize_openapi

            body = normalize_openapi(doc, ctx)
    for key in ("title", "location", "description"):  # the caller knows better (e.g. a file name)
        if isinstance(loaded.extra.get(key), str) and loaded.extra[key]:
            source[key] = loaded.extra[key]
    if not source.get("title"):
        source["title"] = _fallback_title(loaded)
    body["resources"] = build_resources(body, ctx, graphql=source["kind"] == "graphql")
    _check_security_names(body, ctx)
    body["source"] = source
    for pointer in loaded.extra.get("nonFinite", ()):  # dropped by the loader: JSON cannot carry them
        ctx.diag("warning", "non-finite-number", pointer, "a number that is infinite or NaN was ignored")
    body["diagnostics"] = ctx.finish_diagnostics()
    # the raw document is no longer needed: let it go before the models are built (peak RSS)
    loaded.document = doc = None
    shared = SharedModels(list(ctx.shared_schemas.values()), list(ctx.shared_trees.values()))
    del ctx
    return validate_body(body, shared)


def validate_body(body: dict[str, Any], shared: SharedModels | None = None) -> NormalizedSpec:
    """Validate section by section, dropping each plain dict as soon as its model exists, so
    the dicts and the models are never both fully alive; the models are then put together
    without revalidation. A schema placed at many points becomes one model (spec/sharing.py)."""
    where = "types"
    shared = shared or SharedModels([])
    try:
        types, raw_types = {}, body.pop("types")
        for name in list(raw_types):
            raw = raw_types.pop(name)
            shared.nested(raw)
            types[name] = Schema.model_validate(raw)
        parts: dict[str, Any] = {"types": types}
        for op in body["operations"] + body["webhooks"]:
            shared.operation(op)
        for where, model in (
            ("operations", Operation),
            ("webhooks", Operation),
            ("resources", Resource),
            ("diagnostics", Diagnostic),
        ):
            raw = body.pop(where, [])
            raw.reverse()
            parts[where] = [model.model_validate(raw.pop()) for _ in range(len(raw))]
        where = ""
        return NormalizedSpec.model_validate({**body, **parts})
    except ValidationError as exc:  # a normalizer bug or a value we failed to sanitize: say where
        prefix = f"/{where}" if where else ""
        raise errors.SpecInvalid(
            "spec could not be normalized",
            {
                "errors": [
                    {"message": e["msg"], "pointer": prefix + "/" + "/".join(str(p) for p in e["loc"])}
                    for e in exc.errors(include_url=False, include_input=False)[:20]
                ]
            },
        ) from None


def _check_security_names(body: dict[str, Any], ctx: Context) -> None:
    known = body["auth"]["schemes"]
    reported: set[str] = set()
    checked: set[int] = set()  # the operations that inherit the global requirement share one list
    for where, reqs in itertools.chain(
        [("global security", body["auth"]["requirements"])],
        ((op["id"], op.get("security", [])) for op in body["operations"]),
    ):
        if id(reqs) in checked:  # the same names again: nothing new to report
            continue
        checked.add(id(reqs))
        for req in reqs:
            for name in req:
                if name not in known and name not in reported:
                    reported.add(name)
                    ctx.diag(
                        "warning",
                        "unknown-security-scheme",
                        None,
                        f"{where} requires scheme {name!r}, which is not declared",
                    )


def detect_kind(doc: dict[str, Any]) -> tuple[str, str]:
    if "openapi" in doc:
        version = str(doc["openapi"])
        if re.match(r"^3\.0(\.\d+)?(-.+)?$", version):
            return "openapi-3.0", version
        if re.match(r"^3\.1(\.\d+)?(-.+)?$", version):
            return "openapi-3.1", version
        raise invalid(
            f"unsupported OpenAPI version {version!r} (supported: 3.0.x, 3.1.x, and Swagger 2.0)",
            pointer="/openapi",
            reason="unsupported version",
        )
    if "swagger" in doc:
        version = str(doc["swagger"])
        if version in ("2.0", "2"):
            return "swagger-2.0", "2.0"
        raise invalid(
            f"unsupported Swagger version {version!r} (supported: 2.0)",
            pointer="/swagger",
            reason="unsupported version",
        )
    keys = ", ".join(sorted(map(str, doc))[:8]) or "none"
    raise invalid(
        f"not a recognised API description: no `openapi`, `swagger` or `__schema` key (top-level keys: {keys})",
        pointer="",
        reason="not an API description",
    )


def _graphql(loaded: Loaded, ctx: Context) -> dict[str, Any]:
    from copilot_cli.spec.graphql import build_from_introspection, build_from_sdl, normalize_graphql

    schema = (
        build_from_sdl(loaded.sdl, ctx) if loaded.sdl is not None else build_from_introspection(loaded.document or {})
    )
    return normalize_graphql(schema, ctx)


def _info(doc: dict[str, Any]) -> dict[str, Any]:
    info = doc.get("info") if isinstance(doc.get("info"), dict) else {}
    out: dict[str, Any] = {}
    for key, wire in (
        ("title", "title"),
        ("description", "description"),
        ("version", "apiVersion"),
        ("termsOfService", "termsOfService"),
    ):
        if isinstance(info.get(key), str | int | float) and not isinstance(info.get(key), bool):
            out[wire] = str(info[key])
    for key in ("contact", "license"):
        if isinstance(info.get(key), dict):
            out[key] = {str(k): str(v) for k, v in info[key].items() if isinstance(v, str)}
    return out


def _graphql_title(loaded: Loaded) -> str | None:
    if loaded.extra.get("title"):
        return str(loaded.extra["title"])
    if loaded.location:
        return Path(loaded.location).stem.replace("_", " ").replace(".schema", "") or None
    return None


def _fallback_title(loaded: Loaded) -> str:
    return "GraphQL API" if loaded.sdl is not None or loaded.format == "graphql-introspection" else "Untitled API"
