"""The workspace HTTP API (seed 003) as a Starlette app: six POST JSON endpoints and its own
OpenAPI document at GET /openapi.json.

Every /v1 request passes the same gate, in this order: admission (`rate_limited`, `busy`),
bearer token (`unauthorized`), content-type (`unsupported_media_type`), body size
(`payload_too_large`), JSON (`invalid_json_syntax`, `invalid_json`), request schema
(`invalid_json_schema`), then the core. File work runs in worker threads; operations on one
file queue on a per-path lock in the event loop first, so waiting costs no thread.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
from dataclasses import dataclass
from functools import partial
from typing import Any

import anyio
from pydantic import BaseModel, ValidationError
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from copilot_cli.workspace import scan
from copilot_cli.workspace.admission import Admission
from copilot_cli.workspace.errors import RETRY_AFTER_S, WorkspaceError
from copilot_cli.workspace.files import Workspace
from copilot_cli.workspace.jsondepth import too_deep
from copilot_cli.workspace.locks import AsyncKeyedLock
from copilot_cli.workspace.models import ENDPOINTS
from copilot_cli.workspace.openapi import build_openapi

log = logging.getLogger("copilot_cli.workspace.http")


@dataclass(frozen=True)
class HttpSettings:
    token: str | None  # None only with --unsafe-no-auth
    max_body_bytes: int = 8 * 1024 * 1024
    max_inflight: int = 64
    rate_per_s: float = 0.0  # 0 = no per-client rate limit
    rate_burst: int | None = None
    worker_threads: int = 16
    lock_timeout_s: float = 10.0


def error_response(err: WorkspaceError) -> JSONResponse:
    headers = {"retry-after": str(RETRY_AFTER_S[err.code])} if err.code in RETRY_AFTER_S else None
    return JSONResponse(err.body(), status_code=err.status, headers=headers)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


class WorkspaceApp:
    def __init__(self, workspaces: dict[str, Workspace], settings: HttpSettings) -> None:
        self.workspaces = workspaces
        self.settings = settings
        self.admission = Admission(settings.max_inflight, settings.rate_per_s, settings.rate_burst)
        self.path_locks = AsyncKeyedLock(settings.lock_timeout_s)
        self._limiter: anyio.CapacityLimiter | None = None
        self._token_digest = hashlib.sha256(settings.token.encode()).digest() if settings.token else None
        self.openapi = build_openapi(auth=settings.token is not None)

    # -- the gate ------------------------------------------------------------------------
    def _check_auth(self, request: Request) -> None:
        if self._token_digest is None:
            return
        scheme, _, given = request.headers.get("authorization", "").partition(" ")
        # Compare digests so the comparison is constant-time whatever the token's length.
        given_digest = hashlib.sha256(given.strip().encode("utf-8", "replace")).digest()
        if scheme.lower() != "bearer" or not hmac.compare_digest(given_digest, self._token_digest):
            raise WorkspaceError(
                "unauthorized", "missing or invalid bearer token (header 'authorization: Bearer <token>')"
            )

    @staticmethod
    def _check_media_type(request: Request) -> None:
        media, _, params = request.headers.get("content-type", "").partition(";")
        charset = params.strip().lower()
        if media.strip().lower() != "application/json" or charset not in ("", "charset=utf-8", 'charset="utf-8"'):
            raise WorkspaceError("unsupported_media_type", "send the body as 'content-type: application/json' (UTF-8)")

    async def _read_body(self, request: Request) -> bytes:
        limit = self.settings.max_body_bytes
        too_large = WorkspaceError("payload_too_large", f"request body is larger than {limit} bytes")
        declared = request.headers.get("content-length")
        if declared and declared.isdigit() and int(declared) > limit:
            raise too_large
        body = bytearray()
        async for chunk in request.stream():
            body += chunk
            if len(body) > limit:
                raise too_large
        return bytes(body)

    @staticmethod
    def _parse(body: bytes, model: type[BaseModel]) -> BaseModel:
        try:
            text = body.decode("utf-8")
        except UnicodeDecodeError:
            raise WorkspaceError("invalid_json", "the body is not UTF-8") from None
        deep = too_deep(body)
        if deep:
            raise WorkspaceError("invalid_json_syntax", f"the body is not acceptable JSON: {deep}")
        try:
            value = json.loads(text, parse_constant=_reject_constant)
        except RecursionError:
            raise WorkspaceError(
                "invalid_json_syntax", "the body is not acceptable JSON: it nests too deeply"
            ) from None
        except ValueError as exc:
            if "is not JSON" in str(exc):
                raise WorkspaceError("invalid_json", str(exc)) from None
            raise WorkspaceError("invalid_json_syntax", f"the body is not valid JSON: {exc}") from None
        if not isinstance(value, dict):
            raise WorkspaceError("invalid_json", "the body must be a JSON object")
        try:
            return model.model_validate(value)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'body'}: {e['msg']}" for e in exc.errors(include_url=False)
            )
            raise WorkspaceError("invalid_json_schema", problems) from None

    # -- dispatch ------------------------------------------------------------------------
    def _workspace(self, workspace_id: str) -> Workspace:
        ws = self.workspaces.get(workspace_id)
        if ws is None:
            raise WorkspaceError("not_found", f"no workspace with id {workspace_id!r}")
        return ws

    async def _in_thread(self, fn: Any) -> Any:
        if self._limiter is None:
            self._limiter = anyio.CapacityLimiter(self.settings.worker_threads)
        return await anyio.to_thread.run_sync(fn, limiter=self._limiter)

    async def _run(self, op: str, req: Any) -> BaseModel:
        ws = self._workspace(req.workspace_id)
        if op == "glob":
            return await self._in_thread(partial(scan.glob, ws, req.pattern, req.path_prefix))
        if op == "grep":
            return await self._in_thread(partial(scan.grep, ws, req.query, req.regex, req.glob, req.path_prefix))
        call = {
            "read": lambda: ws.read(req.path, req.start_line, req.end_line),
            "write": lambda: ws.write(req.path, req.content, req.expected_version),
            "patch": lambda: ws.patch(req.path, req.patch, req.expected_version),
            "delete": lambda: ws.delete(req.path, req.expected_version),
        }[op]
        if op == "read":  # reads take the path lock only when they must reconcile (files.py)
            return await self._in_thread(call)
        key = ws.target(req.path).key
        async with self.path_locks.hold(f"{ws.id}\x00{key}"):
            return await self._in_thread(call)

    async def endpoint(self, request: Request) -> Response:
        op = request.url.path.rsplit("/", 1)[-1]
        request_model, _ = ENDPOINTS[op]
        try:
            self.admission.enter(request.client.host if request.client else "?")
        except WorkspaceError as err:
            return error_response(err)
        try:
            self._check_auth(request)
            self._check_media_type(request)
            req = self._parse(await self._read_body(request), request_model)
            result = await self._run(op, req)
            return JSONResponse(result.model_dump(mode="json"))
        except WorkspaceError as err:
            return error_response(err)
        except Exception:  # a bug: log it, say nothing about it on the wire
            log.exception("workspace %s failed", op)
            return error_response(WorkspaceError("internal", "internal error"))
        finally:
            self.admission.leave()

    async def openapi_endpoint(self, request: Request) -> Response:
        return JSONResponse(self.openapi)


async def _http_error(request: Request, exc: Exception) -> Response:
    status = getattr(exc, "status_code", 500)
    if status == 405:
        return error_response(WorkspaceError("method_not_allowed", "every /v1 endpoint takes POST with a JSON body"))
    if status == 404:
        return error_response(WorkspaceError("not_found", f"no endpoint {request.url.path}"))
    return error_response(WorkspaceError("internal", "internal error"))


def create_app(workspaces: dict[str, Workspace], settings: HttpSettings) -> Starlette:
    app_state = WorkspaceApp(workspaces, settings)
    routes = [Route(f"/v1/{op}", app_state.endpoint, methods=["POST"]) for op in ENDPOINTS]
    routes.append(Route("/openapi.json", app_state.openapi_endpoint, methods=["GET"]))
    app = Starlette(routes=routes, exception_handlers={HTTPException: _http_error})
    app.state.workspace_app = app_state
    return app
