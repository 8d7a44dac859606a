"""The names of the `repo.*` tools, once, for every face that lists or routes them.

Imported on the JSON-RPC server's start-up path (rpc/methods.py builds its method table from
it), so this module imports nothing: no sqlite, no tree-sitter, no pydantic.
"""

from __future__ import annotations

# The tools over one repository's index (tools/calls.py runs them), in the order they are announced.
REPO_TOOL_NAMES: tuple[str, ...] = (
    "repo.status",
    "repo.list_files",
    "repo.open_file",
    "repo.refresh_index",
    "repo.search",
    "repo.audit_log",
    "repo.outline",
    "repo.references",
    "repo.build_context_bundle",
)
# The Repo Reader (seed 001) over a repository: a tool of repo-mcp, its own method on JSON-RPC.
RESEARCH_TOOL_NAME = "repo.research"
