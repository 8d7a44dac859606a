"""The workspace API's errors: one class, a stable `code`, the HTTP status that goes with it.

    WorkspaceError(code, message)          body: {"code": code, "message": message}

Codes and statuses (seed 003 names the codes; the statuses follow its retry guidance):

    invalid_json_syntax 400   body is not parseable JSON
    invalid_json        400   JSON, but not a UTF-8 encoded object (or uses NaN/Infinity)
    invalid_json_schema 400   an object that does not fit the endpoint's request schema
    patch               422   the unified diff does not parse or a hunk does not apply
    binary_file         422   the file is not UTF-8 text, so it cannot travel as `content`
    unauthorized        401   missing or wrong bearer token
    not_permitted       403   path breaks the normalization rules or names a directory
    secret_path_denied  403   path names a secret file (.env*, keys, .git/ …)
    not_found           404   unknown workspace, missing file, unknown endpoint
    method_not_allowed  405   anything but POST on /v1/*
    timeout             408   a grep ran out of its time budget (pathological regex)
    conflict            409   `expected_version` is not the current version
    payload_too_large   413   body over the server's limit
    unsupported_media_type 415 content-type is not application/json
    rate_limited        429   this client sent more than its rate (Retry-After says when)
    busy                503   too many requests in flight, or a path stayed locked too long
    internal            500   a bug; the message never carries details
"""

from __future__ import annotations

STATUS: dict[str, int] = {
    "invalid_json_syntax": 400,
    "invalid_json": 400,
    "invalid_json_schema": 400,
    "patch": 422,
    "binary_file": 422,
    "unauthorized": 401,
    "not_permitted": 403,
    "secret_path_denied": 403,
    "not_found": 404,
    "method_not_allowed": 405,
    "timeout": 408,
    "conflict": 409,
    "payload_too_large": 413,
    "unsupported_media_type": 415,
    "rate_limited": 429,
    "busy": 503,
    "internal": 500,
}

# Statuses a client should retry with backoff (seed 003's retry guidance).
RETRY_AFTER_S: dict[str, int] = {"timeout": 1, "rate_limited": 1, "busy": 1}


class WorkspaceError(Exception):
    """A failure with a stable machine code and a message meant for a person."""

    def __init__(self, code: str, message: str) -> None:
        if code not in STATUS:
            raise ValueError(f"unknown workspace error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message

    @property
    def status(self) -> int:
        return STATUS[self.code]

    def body(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}

    def __repr__(self) -> str:
        return f"WorkspaceError({self.code!r}, {self.message!r})"
