"""The workspace API's own OpenAPI 3.1 document, built from the same pydantic models the
server validates with — so Experience UI (or schemathesis) can be pointed at it and what it
generates matches what the server accepts."""

from __future__ import annotations

from typing import Any

from pydantic.json_schema import models_json_schema

from copilot_cli import __version__
from copilot_cli.workspace.errors import STATUS
from copilot_cli.workspace.models import ENDPOINTS, ErrorBody

_SUMMARIES = {
    "read": "Read a text file (or a line range) with its version",
    "write": "Create or replace a file atomically, optionally only at an expected version",
    "patch": "Apply a unified diff to a file at an expected version",
    "delete": "Delete a file, optionally only at an expected version",
    "glob": "List files matching a glob pattern, with scan diagnostics",
    "grep": "Search file contents (literal or regex), with scan diagnostics",
}

# Which error statuses each endpoint can answer with, beyond the gate's.
_GATE = [
    "invalid_json_syntax",
    "invalid_json",
    "invalid_json_schema",
    "secret_path_denied",
    "unauthorized",
    "not_found",
    "payload_too_large",
    "unsupported_media_type",
    "rate_limited",
    "busy",
]
_EXTRA = {
    "read": ["not_permitted", "binary_file"],
    "write": ["not_permitted", "conflict"],
    "patch": ["not_permitted", "conflict", "patch", "binary_file"],
    "delete": ["not_permitted", "conflict"],
    "glob": ["not_permitted"],
    "grep": ["not_permitted", "timeout"],
}


def _error_responses(op: str) -> dict[str, Any]:
    by_status: dict[int, list[str]] = {}
    for code in _GATE + _EXTRA[op]:
        by_status.setdefault(STATUS[code], []).append(code)
    return {
        str(status): {
            "description": "error: " + ", ".join(sorted(set(codes))),
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}},
        }
        for status, codes in sorted(by_status.items())
    }


def build_openapi(auth: bool = True) -> dict[str, Any]:
    models = [(req, "validation") for req, _ in ENDPOINTS.values()]
    models += [(resp, "serialization") for _, resp in ENDPOINTS.values()]
    models.append((ErrorBody, "serialization"))
    _, schema = models_json_schema(models, ref_template="#/components/schemas/{model}")  # type: ignore[arg-type]
    paths: dict[str, Any] = {}
    for op, (req, resp) in ENDPOINTS.items():
        paths[f"/v1/{op}"] = {
            "post": {
                "operationId": op,
                "summary": _SUMMARIES[op],
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{req.__name__}"}}},
                },
                "responses": {
                    "200": {
                        "description": "success",
                        "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{resp.__name__}"}}},
                    },
                    **_error_responses(op),
                },
            }
        }
    doc: dict[str, Any] = {
        "openapi": "3.1.0",
        "info": {
            "title": "Experience UI workspace API",
            "version": __version__,
            "description": "Versioned read/write/patch/delete/glob/grep of text files in named workspaces.",
        },
        "servers": [{"url": "http://127.0.0.1:8765"}],
        "paths": paths,
        "components": {"schemas": schema.get("$defs", {})},
    }
    if auth:
        doc["components"]["securitySchemes"] = {"bearer": {"type": "http", "scheme": "bearer"}}
        doc["security"] = [{"bearer": []}]
    return doc
