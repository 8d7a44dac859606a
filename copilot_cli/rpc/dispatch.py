"""The jsonrpcserver adapter: envelope checks, method lookup, params validation, and the
mapping of every outcome to a JSON-RPC reply.

jsonrpcserver does method lookup and error shapes. Its default jsonschema validator costs
~120 µs a request and loses the id of an invalid request, so `check_envelope` replaces it
with an equivalent hand check that keeps the id when it can be read. Handlers never raise
into jsonrpcserver (it would put exception text on the wire): `_bind` catches and maps
through `wire_errors.to_wire_error`.
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from copilot_cli import errors
from copilot_cli.rpc._jsonrpcserver import Error, Request, Success, dispatch_request, to_response, to_serializable
from copilot_cli.rpc.handler import RequestContext, dump_result
from copilot_cli.rpc.methods import MethodSpec
from copilot_cli.rpc.wire_errors import to_wire_error

NO_ID = object()  # a notification has no id at all; `null` is a (discouraged) id


@dataclass(frozen=True)
class Envelope:
    id: Any  # NO_ID for notifications
    method: str
    params: Any  # dict, list or None

    @property
    def is_notification(self) -> bool:
        return self.id is NO_ID


def check_envelope(message: Any) -> Envelope:
    """A parsed line as a JSON-RPC 2.0 request or notification, or InvalidRequest.

    Raises `InvalidRequest` carrying `.request_id` (None when unreadable)."""
    if isinstance(message, list):
        raise _invalid(None, "batch requests are not supported; send one JSON object per line")
    if not isinstance(message, dict):
        raise _invalid(None, "a request must be a JSON object")
    raw_id = message.get("id", NO_ID)
    readable_id = raw_id if _valid_id(raw_id) else None
    if isinstance(raw_id, float) and not math.isfinite(raw_id):
        raise _invalid(None, "id must be a finite number: this one does not fit a double and cannot be echoed")
    if raw_id is not NO_ID and not _valid_id(raw_id):
        raise _invalid(None, "id must be a number, a string or null")
    if message.get("jsonrpc") != "2.0":
        raise _invalid(readable_id, 'jsonrpc must be "2.0"')
    method = message.get("method")
    if not isinstance(method, str) or not method:
        raise _invalid(readable_id, "method must be a non-empty string")
    params = message.get("params")
    if "params" in message and not isinstance(params, (dict, list)):
        raise _invalid(readable_id, "params must be an object")
    return Envelope(raw_id, method, params)


def _valid_id(value: Any) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    return value is None or (isinstance(value, (int, str)) and not isinstance(value, bool))


def _invalid(request_id: Any, reason: str) -> errors.InvalidRequest:
    exc = errors.InvalidRequest(reason)
    exc.request_id = request_id  # type: ignore[attr-defined]
    return exc


def error_reply(request_id: Any, error: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "error": error}


async def dispatch(envelope: Envelope, table: dict[str, MethodSpec], ctx: RequestContext) -> dict[str, Any]:
    """Run one request (never a notification) through jsonrpcserver's per-request pipeline
    (method lookup, argument binding, call, result/error shapes); the reply as a dict.

    The envelope is already parsed and checked, so we enter the pipeline after its
    deserialize/validate stages rather than serializing the request back to text."""
    spec = table.get(envelope.method)
    methods = {envelope.method: _bound(spec)} if spec is not None else {}
    params = envelope.params if envelope.params is not None else []
    request, result = await dispatch_request(methods, ctx, Request(envelope.method, params, envelope.id))
    return _to_wire(to_serializable(to_response(request, result)), envelope)


def _bound(spec: MethodSpec) -> Callable[..., Any]:
    """One callable per MethodSpec, built once, with its signature precomputed: jsonrpcserver
    checks arguments with inspect.signature on every call, which is slow without it."""
    if spec.bound is None:
        bound = _bind(spec)
        bound.__signature__ = inspect.signature(bound)  # type: ignore[attr-defined]
        spec.bound = bound
    return spec.bound


def _bind(spec: MethodSpec) -> Callable[..., Any]:
    async def call(ctx: RequestContext, /, *positional: Any, **named: Any) -> Any:
        try:
            if positional:
                raise errors.InvalidParams("params must be an object, not an array")
            handler = spec.load()
            params = handler.params_model.model_validate(named)
            return Success(dump_result(await handler(params, ctx)))
        except Exception as exc:
            wire = to_wire_error(exc, method=spec.name, failure_code=spec.failure_code)
            if "data" in wire:
                return Error(wire["code"], wire["message"], wire["data"])
            return Error(wire["code"], wire["message"])

    return call


def _to_wire(reply: dict[str, Any], envelope: Envelope) -> dict[str, Any]:
    """Normalize jsonrpcserver's serializable reply: the protocol's message names, our data."""
    if "error" not in reply:
        return reply
    code = reply["error"]["code"]
    error: dict[str, Any] = {"code": code, "message": errors.MESSAGES.get(code, reply["error"]["message"])}
    if code == errors.METHOD_NOT_FOUND:
        error["data"] = {"method": envelope.method}
    elif "data" in reply["error"]:
        error["data"] = reply["error"]["data"]
    return error_reply(envelope.id, error)
