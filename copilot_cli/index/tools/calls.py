"""The `repo.*` tool table and the one place a tool call becomes an Outcome.

`call_tool(index, name, params, request_id, tools=TOOLS)` validates, runs, audits and
size-limits one call and never raises for expected failures: it returns an Outcome that a face
turns into its wire shape (repo-mcp envelope, JSON-RPC result/error). TOOLS holds the tools
named in names.py (status … audit_log on RepoIndex, the code tools in code.py); a face that
serves more (repo-mcp adds repo.research) passes its own table, built when it starts: nothing
here changes at import. A tool listed in PENDING_TOOLS without a handler answers NOT_AVAILABLE.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from copilot_cli.common.globs import GlobError
from copilot_cli.index.ingest.refresh import utc_timestamp
from copilot_cli.index.params import INVALID_PARAMS, ToolError, params_object
from copilot_cli.index.repo_index import RepoIndex, Result
from copilot_cli.index.tools.code import CODE_TOOLS
from copilot_cli.index.tools.names import REPO_TOOL_NAMES
from copilot_cli.workspace.paths import PathBlocked

log = logging.getLogger("copilot_cli.index.tools.calls")

ToolFn = Callable[[RepoIndex, dict[str, Any]], Result]

_IMPLEMENTATIONS: dict[str, ToolFn] = {
    "repo.status": RepoIndex.status,
    "repo.list_files": RepoIndex.list_files,
    "repo.open_file": RepoIndex.open_file,
    "repo.refresh_index": RepoIndex.refresh_index,
    "repo.search": RepoIndex.search,
    "repo.audit_log": RepoIndex.audit_log,
    **CODE_TOOLS,  # repo.outline, repo.references, repo.build_context_bundle (code.py)
}
# Read-only, in the announced order; a name without an implementation fails at import.
TOOLS: Mapping[str, ToolFn] = MappingProxyType({name: _IMPLEMENTATIONS[name] for name in REPO_TOOL_NAMES})
PENDING_TOOLS: tuple[str, ...] = ()  # tools announced but not implemented: none left
# Lists a face may shorten to fit max_total_bytes_per_response, most expendable first.
TRIMMABLE = ("numbered_lines", "hits", "files", "events", "references", "selections", "symbols")


@dataclass
class Outcome:
    ok: bool
    result: dict[str, Any] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    blocked: bool = False
    error_code: str | None = None
    error_message: str | None = None
    error_data: dict[str, Any] = field(default_factory=dict)


def tool_names(tools: Mapping[str, ToolFn] = TOOLS) -> list[str]:
    return sorted(set(tools) | set(PENDING_TOOLS))


def call_tool(
    index: RepoIndex, name: str, params: Any, request_id: Any = None, tools: Mapping[str, ToolFn] = TOOLS
) -> Outcome:
    started = time.perf_counter()
    outcome = _run(index, name, params, tools)
    _audit(index, name, params, request_id, outcome, started)
    return outcome


def _run(index: RepoIndex, name: str, params: Any, tools: Mapping[str, ToolFn]) -> Outcome:
    fn = tools.get(name)
    try:
        if fn is None:
            if name in PENDING_TOOLS:
                raise ToolError("NOT_AVAILABLE", f"{name} is not available yet.")
            raise ToolError("UNKNOWN_TOOL", f"Unknown tool: {name!s:.100}")
        result, warnings = fn(index, params_object(name, params))
        return Outcome(ok=True, result=result, warnings=warnings)
    except PathBlocked as blocked:
        return Outcome(
            ok=False,
            result={"reason": blocked.reason, "hint": blocked.hint},
            blocked=True,
            error_code="PATH_BLOCKED",
            error_message=blocked.reason,
            error_data={"kind": blocked.kind},
        )
    except ToolError as error:
        return Outcome(ok=False, error_code=error.code, error_message=error.message, error_data=error.data)
    except OSError as exc:  # the filesystem refused (a loop of links, permissions): say so, not "a bug"
        reason = os.strerror(exc.errno) if exc.errno else "the file cannot be read"
        return Outcome(
            ok=False,
            error_code=INVALID_PARAMS,
            error_message=f"{name!s:.100} cannot read the path: {reason}.",
            error_data={"errno": errno.errorcode.get(exc.errno or 0, "")},
        )
    except GlobError as error:  # a refused glob pattern (shape, length, wildcards): common/globs.py
        return Outcome(ok=False, error_code=INVALID_PARAMS, error_message=f"{name} {error}")
    except Exception:  # a bug: log it with its traceback, answer without leaking details
        log.exception("tool %s failed", name)
        return Outcome(ok=False, error_code="INTERNAL_ERROR", error_message="Internal error.")


def _audit(index: RepoIndex, name: str, params: Any, request_id: Any, outcome: Outcome, started: float) -> None:
    metadata: dict[str, Any] = {
        "params": params if isinstance(params, dict) else {},
        "duration_ms": round((time.perf_counter() - started) * 1000),
    }
    metadata.update(_result_counts(outcome.result) if outcome.ok else {})
    if outcome.blocked:
        metadata["blocked_kind"] = outcome.error_data.get("kind")
    try:
        index.audit.record(
            {
                "timestamp": utc_timestamp(),
                "request_id": request_id,
                "tool": name,
                "ok": outcome.ok,
                "blocked": outcome.blocked,
                "error_code": outcome.error_code,
                "metadata": metadata,
            }
        )
    except OSError:
        log.warning("could not write the audit log at %s", index.audit.path)


def _result_counts(result: dict[str, Any]) -> dict[str, Any]:
    """Sizes of a result, never its contents (the audit log must not hold file text)."""
    counts = {f"{k}_count": len(v) for k, v in result.items() if isinstance(v, list)}
    for key in ("added", "updated", "removed", "index_status", "truncated"):
        if key in result and isinstance(result[key], (int, str, bool)):
            counts[key] = result[key]
    return counts


def fit_to_size(envelope: dict[str, Any], max_bytes: int) -> dict[str, Any]:
    """Shorten the result's lists until the encoded envelope fits in `max_bytes`; mark it
    `truncated` and warn. If even an empty result does not fit, the result is dropped and the
    envelope says so (the limit always holds)."""
    if _size(envelope) <= max_bytes:
        return envelope
    result = envelope.get("result") or {}
    for key in TRIMMABLE:
        items = result.get(key)
        if not isinstance(items, list) or not items:
            continue
        result["truncated"] = True
        envelope["warnings"] = [
            *envelope.get("warnings", []),
            f"{key} truncated to fit max_total_bytes_per_response={max_bytes}",
        ]
        low, high = 0, len(items)
        while low < high:  # the longest prefix that fits, by bisection
            mid = (low + high + 1) // 2
            result[key] = items[:mid]
            if _size(envelope) <= max_bytes:
                low = mid
            else:
                high = mid - 1
        result[key] = items[:low]
        if _size(envelope) <= max_bytes:
            return envelope
    envelope["result"] = {"truncated": True}
    envelope["warnings"] = [f"result dropped: it does not fit max_total_bytes_per_response={max_bytes}"]
    envelope["ok"] = False
    envelope["error"] = {"code": "RESPONSE_TOO_LARGE", "message": "Response exceeds max_total_bytes_per_response."}
    return envelope


def _size(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


__all__ = ["INVALID_PARAMS", "Outcome", "ToolFn", "call_tool", "fit_to_size", "tool_names", "TOOLS"]
