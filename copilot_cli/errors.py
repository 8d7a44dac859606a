"""The error tree. Every error knows its JSON-RPC code; each face turns exceptions into its own
wire shape in one place (the JSON-RPC face: rpc/wire_errors.py).

    CopilotError                      -32603 Internal Error (base; never leaks its text)
    ├── ParseError                    -32700 Parse Error        (invalid JSON, id null)
    ├── InvalidRequest                -32600 Invalid Request    (not a JSON-RPC request)
    ├── MethodNotFound                -32601 Method Not Found
    ├── InvalidParams                 -32602 Invalid Params     (data.errors: field-level)
    ├── InternalError                 -32603 Internal Error
    ├── GenerationFailed              -32000 Generation Failed
    ├── CustomizationFailed           -32001 Customization Failed
    ├── SpecInvalid                   -32002 Spec Invalid       (data.errors: [{message, pointer|line/column}])
    ├── ContextTooLarge               -32003 Context Too Large
    ├── RateLimited                   -32004 Rate Limited       (data.retryAfterMs)
    ├── ChatFailed                    -32005 Chat Failed        (data.reason; not in seed 004's table)
    └── RequestCancelled              -32800 Request cancelled

Messages are the names from the protocol's error table (seed 004). Details travel in `data`,
never in `message`, so a client can switch on `code` and show `data` to a person.
"""

from __future__ import annotations

from typing import Any

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
GENERATION_FAILED = -32000
CUSTOMIZATION_FAILED = -32001
SPEC_INVALID = -32002
CONTEXT_TOO_LARGE = -32003
RATE_LIMITED = -32004
CHAT_FAILED = -32005  # ours: the seed's table has no chat code, and -32603 means a bug
REQUEST_CANCELLED = -32800

MESSAGES: dict[int, str] = {
    PARSE_ERROR: "Parse Error",
    INVALID_REQUEST: "Invalid Request",
    METHOD_NOT_FOUND: "Method Not Found",
    INVALID_PARAMS: "Invalid Params",
    INTERNAL_ERROR: "Internal Error",
    GENERATION_FAILED: "Generation Failed",
    CUSTOMIZATION_FAILED: "Customization Failed",
    SPEC_INVALID: "Spec Invalid",
    CONTEXT_TOO_LARGE: "Context Too Large",
    RATE_LIMITED: "Rate Limited",
    CHAT_FAILED: "Chat Failed",
    REQUEST_CANCELLED: "Request cancelled",
}


class CopilotError(Exception):
    """Base of every error this package raises on purpose.

    `data` is what the client sees besides code and message; keep it JSON-serializable and
    free of secrets.
    """

    code: int = INTERNAL_ERROR

    def __init__(self, reason: str | None = None, data: dict[str, Any] | None = None) -> None:
        super().__init__(reason or MESSAGES[self.code])
        self.data: dict[str, Any] = dict(data or {})
        if reason is not None:
            self.data.setdefault("reason", reason)

    @property
    def message(self) -> str:
        return MESSAGES[self.code]


class ParseError(CopilotError):
    code = PARSE_ERROR


class InvalidRequest(CopilotError):
    code = INVALID_REQUEST


class MethodNotFound(CopilotError):
    code = METHOD_NOT_FOUND


class InvalidParams(CopilotError):
    code = INVALID_PARAMS


class InternalError(CopilotError):
    code = INTERNAL_ERROR


class GenerationFailed(CopilotError):
    code = GENERATION_FAILED


class CustomizationFailed(CopilotError):
    code = CUSTOMIZATION_FAILED


class SpecInvalid(CopilotError):
    code = SPEC_INVALID


class ContextTooLarge(CopilotError):
    code = CONTEXT_TOO_LARGE


class RateLimited(CopilotError):
    code = RATE_LIMITED


class ChatFailed(CopilotError):
    code = CHAT_FAILED


class RequestCancelled(CopilotError):
    code = REQUEST_CANCELLED


def error_for_code(code: int, reason: str | None = None, data: dict[str, Any] | None = None) -> CopilotError:
    """An error of the class that owns `code` (used for per-method failure codes)."""
    return _CLASS_BY_CODE.get(code, InternalError)(reason, data)


_CLASS_BY_CODE: dict[int, type[CopilotError]] = {cls.code: cls for cls in CopilotError.__subclasses__()}


def pydantic_errors(exc: Any) -> list[dict[str, Any]]:
    """Field-level errors from a pydantic ValidationError, without library prose or input
    echoes (which could be huge or secret)."""
    out = []
    for err in exc.errors(include_url=False, include_input=False, include_context=False):
        field = ".".join(str(p) for p in err.get("loc", ())) or "(params)"
        out.append({"field": field, "type": err.get("type", "invalid"), "message": err.get("msg", "invalid value")})
    return out
