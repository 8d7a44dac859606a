"""Small HTTP helpers for the mock: error bodies, success statuses and media types, bodies in."""

from __future__ import annotations

import json
from http import HTTPStatus
from typing import Any
from urllib.parse import parse_qsl

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from copilot_cli.mock.forms import parse_form
from copilot_cli.spec.model import Operation


class MockError(Exception):
    """Becomes an error response: {status, error, message, details?}."""

    def __init__(
        self,
        status: int,
        message: str,
        details: list[dict[str, Any]] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status, self.message, self.details, self.headers = status, message, details, headers


def error_response(exc: MockError) -> Response:
    body: dict[str, Any] = {"status": exc.status, "error": HTTPStatus(exc.status).phrase, "message": exc.message}
    if exc.details:
        body["details"] = exc.details
    return JSONResponse(body, status_code=exc.status, headers=exc.headers)


def success_status(op: Operation, default: int) -> int:
    """The first 2xx status the spec declares for `op` (2XX/default fall back to `default`)."""
    for response in op.responses:
        if response.status.isdigit() and response.status.startswith("2"):
            return int(response.status)
    return default


def declares_body(op: Operation, status: int) -> bool:
    """Whether the response with `status` carries content in the spec (unknown → yes unless 204)."""
    for response in op.responses:
        if response.status == str(status):
            return bool(response.content) or op.returns is not None and status != 204
    return status != 204


def response_media_type(op: Operation, status: int) -> str:
    """JSON whenever the spec allows it; otherwise the first declared media type."""
    for response in op.responses:
        if response.status == str(status) and response.content:
            types = list(response.content)
            return next((t for t in types if "json" in t), types[0])
    return "application/json"


def route_path(request: Request) -> str:
    """The path below the mount point (Starlette keeps the full path and sets root_path), as sent:
    still percent-encoded, so a parameter holding `/` (an ARN `…:outpost/op-…` sent as `%2F`) stays
    one segment; the router decodes the parameters it reads."""
    path, root = request.scope["path"], request.scope.get("root_path", "")
    raw = request.scope.get("raw_path")
    if isinstance(raw, bytes):
        encoded = raw.decode("latin-1").split("?", 1)[0]
        if root and encoded.startswith(root):
            encoded = encoded[len(root) :]
        elif root and path.startswith(root):  # a root sent encoded: keep the decoded path
            encoded = path[len(root) :]
        return encoded or "/"
    return (path[len(root) :] if root and path.startswith(root) else path) or "/"


async def read_body(request: Request) -> Any:
    """The request body as data: JSON, form fields (brackets nest: `a[b]=1`), multipart (files as descriptions), or
    None when empty. Malformed JSON is a 400 that says where."""
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype.startswith("multipart/"):
        form = await request.form()
        return parse_form(
            [
                (
                    key,
                    value
                    if isinstance(value, str)
                    else {"filename": value.filename, "size": value.size, "contentType": value.content_type},
                )
                for key, value in form.multi_items()
            ]
        )
    raw = await request.body()
    if not raw:
        return None
    if ctype == "application/x-www-form-urlencoded":
        return parse_form(parse_qsl(raw.decode("utf-8", "replace"), keep_blank_values=True))
    if "json" in ctype or not ctype:
        try:
            return json.loads(raw)
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise MockError(400, f"request body is not valid JSON: {exc}") from None
    if ctype.startswith("text/"):
        return raw.decode("utf-8", "replace")
    return {"size": len(raw), "contentType": ctype}
