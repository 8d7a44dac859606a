"""Glob patterns for `/v1/glob` and grep's `glob` filter, matched against root-relative paths.

The matcher is `copilot_cli.common.globs` (its workspace dialect, linear in the path: see
there); this module only turns a refused pattern (shape, length, wildcard count) into the
API's WorkspaceError (`invalid_json_schema`).
"""

from __future__ import annotations

from copilot_cli.common.globs import GlobError, GlobMatcher, compile_workspace_glob
from copilot_cli.workspace.errors import WorkspaceError


def compile_glob(pattern: str) -> GlobMatcher:
    try:
        return compile_workspace_glob(pattern)
    except GlobError as exc:
        raise WorkspaceError("invalid_json_schema", str(exc)) from None


def glob_matches(pattern: str, relative_path: str) -> bool:
    return compile_glob(pattern).match(relative_path)
