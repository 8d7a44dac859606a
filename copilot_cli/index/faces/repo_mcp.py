"""`repo-mcp --repo-root PATH`: seed 002's MCP-style tools over stdio.

One JSON object per line in, one envelope per line out:
    {"request_id", "ok", "result", "warnings", "blocked"[, "error": {"code", "message"}]}
Both request styles are accepted: `{"id", "method": "repo.search", "params"}` and
`{"id", "method": "tools/call", "params": {"name": "repo.search", "arguments": {…}}}`.
Every reply is held to --max-total-bytes-per-response. stdout carries only envelopes.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Mapping
from typing import Any, BinaryIO

from copilot_cli.common.ndjson import LineTooLong, read_stream_lines, write_line
from copilot_cli.common.stdio import isolate_stdout_stream
from copilot_cli.index.config import limit_type
from copilot_cli.index.faces.wirejson import BadJson, parse_request
from copilot_cli.index.tools.calls import TOOLS, Outcome, ToolFn, call_tool, fit_to_size, tool_names
from copilot_cli.index.tools.names import RESEARCH_TOOL_NAME
from copilot_cli.index.tools.research import research_tool

log = logging.getLogger("copilot_cli.index.faces.repo_mcp")


def repo_mcp_tools() -> dict[str, ToolFn]:
    """repo-mcp's table: the index tools plus the Repo Reader (seed 001) over the served repository."""
    return {**TOOLS, RESEARCH_TOOL_NAME: research_tool}


def _bool_flag(text: str) -> bool:
    lowered = text.strip().lower()
    if lowered in ("true", "1", "yes", "on"):
        return True
    if lowered in ("false", "0", "no", "off"):
        return False
    raise argparse.ArgumentTypeError("expected true or false")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="repo-mcp", description="Repository index tools over stdio (seed 002).")
    parser.add_argument("--repo-root", required=True, help="the repository to index and read")
    parser.add_argument("--data-dir", help="where the index lives (default <repo-root>/.repo_mcp)")
    parser.add_argument(
        "--max-file-bytes", type=limit_type("max_file_bytes"), help="skip files larger than this (default 1000000)"
    )
    parser.add_argument(
        "--max-open-lines", type=limit_type("max_open_lines"), help="lines repo.open_file returns at most (default 400)"
    )
    parser.add_argument(
        "--max-total-bytes-per-response",
        type=limit_type("max_total_bytes_per_response"),
        help="cap on every reply (default 262144)",
    )
    parser.add_argument(
        "--max-search-hits", type=limit_type("max_search_hits"), help="cap on repo.search top_k (default 50)"
    )
    parser.add_argument(
        "--max-references", type=limit_type("max_references"), help="cap on repo.references (default 200)"
    )
    parser.add_argument(
        "--python-adapter-enabled",
        type=_bool_flag,
        metavar="true|false",
        help="symbol-aligned chunks for Python (default true)",
    )
    parser.add_argument("--log-level", default="WARNING", help="stderr log level (default WARNING)")
    return parser


def open_index(args: argparse.Namespace):
    from copilot_cli.index.repo_index import RepoIndex

    return RepoIndex.open(
        args.repo_root,
        data_dir=args.data_dir,
        max_file_bytes=args.max_file_bytes,
        max_open_lines=args.max_open_lines,
        max_total_bytes_per_response=args.max_total_bytes_per_response,
        max_search_hits=args.max_search_hits,
        max_references=args.max_references,
        python_adapter_enabled=args.python_adapter_enabled,
    )


def envelope(request_id: Any, outcome: Outcome) -> dict[str, Any]:
    out: dict[str, Any] = {
        "request_id": request_id,
        "ok": outcome.ok,
        "result": outcome.result,
        "warnings": outcome.warnings,
        "blocked": outcome.blocked,
    }
    if not outcome.ok:
        out["error"] = {"code": outcome.error_code, "message": outcome.error_message}
    return out


def error_envelope(request_id: Any, code: str, message: str) -> dict[str, Any]:
    return envelope(request_id, Outcome(ok=False, error_code=code, error_message=message))


def handle_line(index, data: bytes, tools: Mapping[str, ToolFn] | None = None) -> dict[str, Any]:
    """One request line → one envelope (before the size cap); `tools` defaults to repo_mcp_tools()."""
    tools = repo_mcp_tools() if tools is None else tools
    request = parse_request(data)
    if isinstance(request, BadJson):
        code = "INVALID_PARAMS" if request.message.startswith("JSON nests") else "INVALID_REQUEST"
        return error_envelope(request.request_id, code, f"Invalid JSON: {request.message}.")
    if not isinstance(request, dict):
        return error_envelope(None, "INVALID_REQUEST", "Request must be a JSON object.")
    request_id = request.get("id")
    method = request.get("method")
    params = request.get("params")
    if not isinstance(method, str) or not method:
        return error_envelope(request_id, "INVALID_REQUEST", "Request method must be a non-empty string.")
    if method == "tools/list":
        return envelope(request_id, Outcome(ok=True, result={"tools": [{"name": n} for n in tool_names(tools)]}))
    if method == "tools/call":
        if not isinstance(params, dict) or not isinstance(params.get("name"), str) or not params["name"]:
            return error_envelope(request_id, "INVALID_PARAMS", "tools/call params.name must be a non-empty string.")
        method, params = params["name"], params.get("arguments")
    return envelope(request_id, call_tool(index, method, params, request_id, tools))


def serve(index, stdin: BinaryIO, stdout: BinaryIO) -> int:
    limit = index.limits.max_total_bytes_per_response
    tools = repo_mcp_tools()
    for line in read_stream_lines(stdin):
        if isinstance(line, LineTooLong):
            reply = error_envelope(None, "REQUEST_TOO_LARGE", "Request line exceeds 1048576 bytes.")
        else:
            reply = handle_line(index, line, tools)
        write_line(stdout, fit_to_size(reply, limit))
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        level=args.log_level.upper(), stream=sys.stderr, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    from copilot_cli.index.config import IndexConfigError

    try:
        index = open_index(args)
    except IndexConfigError as exc:
        print(f"repo-mcp: {exc}", file=sys.stderr)
        return 2
    protocol = isolate_stdout_stream()  # nothing but protocol on the real stdout
    return serve(index, sys.stdin.buffer, protocol)


if __name__ == "__main__":
    raise SystemExit(main())
