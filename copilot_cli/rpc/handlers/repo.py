"""The `repo.*` tools as copilot-cli JSON-RPC methods, over the workspace the client named.

`initialize` stores `workspaceRoot` in `ctx.state.services["workspace_root"]` (else
`copilot-cli --workspace DIR` gives the default); every
`repo.*` method (the names are index/tools/names.py's REPO_TOOL_NAMES, routed here by
rpc/methods.py) then runs the same tool as repo-mcp on that repository's index (one
RepoIndex per root, created on first use). Results are the repo-mcp `result` objects (plus
`warnings` when there are any). Failures become JSON-RPC errors through copilot_cli.errors:
-32602 for bad params, blocked paths (data: code PATH_BLOCKED, reason, hint, kind), missing
files, an unbuilt index, and for calls made before any workspace is known; -32601 for tools
that are not available yet; -32603 for bugs.
"""

from __future__ import annotations

from typing import Any

import anyio
from pydantic import BaseModel, ConfigDict

from copilot_cli import errors
from copilot_cli.rpc.handler import RequestContext, rpc_handler

_PARAMS_ERRORS = {"INVALID_PARAMS", "PATH_BLOCKED", "NOT_FOUND", "INDEX_NOT_READY", "UNKNOWN_TOOL"}


class RepoToolParams(BaseModel):
    """Any object: each tool checks its own fields, with seed 002's messages."""

    model_config = ConfigDict(extra="allow")


@rpc_handler(RepoToolParams, None)
async def repo_tool(params: RepoToolParams, ctx: RequestContext) -> dict[str, Any]:
    index = _index_for(ctx)
    from copilot_cli.index.tools.calls import call_tool

    outcome = await anyio.to_thread.run_sync(
        call_tool, index, ctx.method, params.model_dump(), ctx.request_id, abandon_on_cancel=True
    )
    if not outcome.ok:
        raise _wire_error(outcome)
    result = dict(outcome.result)
    if outcome.warnings:
        result["warnings"] = outcome.warnings
    return result


def _index_for(ctx: RequestContext):
    root = ctx.state.services.get("workspace_root") or getattr(ctx.state.settings, "workspace", None)
    if not root:
        raise errors.InvalidParams("no workspace is known: pass workspaceRoot in initialize", {"code": "NO_WORKSPACE"})
    from copilot_cli.index.config import IndexConfigError
    from copilot_cli.index.repo_index import RepoIndex

    try:
        return ctx.state.service(f"repo_index:{root}", lambda: RepoIndex.open(str(root)))
    except IndexConfigError as exc:
        raise errors.InvalidParams(str(exc), {"code": "INVALID_WORKSPACE"}) from None


def _wire_error(outcome) -> errors.CopilotError:
    data: dict[str, Any] = {"code": outcome.error_code, **outcome.error_data}
    if outcome.blocked:
        data.update(blocked=True, hint=outcome.result.get("hint"))
    if outcome.error_code in _PARAMS_ERRORS:
        return errors.InvalidParams(outcome.error_message, data)
    if outcome.error_code == "NOT_AVAILABLE":
        return errors.MethodNotFound(outcome.error_message, data)
    return errors.InternalError(None, {"code": outcome.error_code})
