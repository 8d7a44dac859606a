"""`repo.research` (seed 001) on copilot-cli's JSON-RPC and on repo-mcp.

JSON-RPC: the registry holds the repositories listed in the file named by
`COPILOT_RESEARCH_REPOS` (JSON: `{"repos": [{"root": "...", "id": "owner/name", "commit": "v1"}]}`;
id and commit optional — they come from the origin remote and HEAD) plus the workspace named
in `initialize` when its id can be read from its origin remote. The result is the
RepoReaderResponse itself: request problems are `errors` entries, not JSON-RPC errors, so
callers handle one shape (seed 001: "errors are structured and explicit").

repo-mcp registers `repo.research` from copilot_cli/index/tools/research.py (a core function,
so the two faces do not import each other).
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any

import anyio
from pydantic import BaseModel, ConfigDict

from copilot_cli.index.research.models import RepoReaderResponse
from copilot_cli.rpc.handler import RequestContext, rpc_handler

log = logging.getLogger("copilot_cli.rpc.handlers.research")
CONFIG_ENV = "COPILOT_RESEARCH_REPOS"


class ResearchParams(BaseModel):
    """Any object: the reader checks it itself and answers problems as RepoReaderError entries."""

    model_config = ConfigDict(extra="allow")


def _registry_from_env(workspace_root: str | None):
    from copilot_cli.index.research.repos import RepoRegistrationError, RepoRegistry, remote_repo_id

    registry = RepoRegistry()
    config = os.environ.get(CONFIG_ENV)
    if config:
        try:
            entries = json.loads(Path(config).read_text("utf-8")).get("repos", [])
        except (OSError, ValueError, AttributeError) as exc:
            log.warning('%s=%s is not a readable {"repos": [...]} file: %s', CONFIG_ENV, config, exc)
            entries = []
        for entry in entries:
            try:
                registry.register(entry["root"], entry.get("id"), entry.get("commit"), entry.get("data_dir"))
            except (RepoRegistrationError, KeyError, TypeError) as exc:
                log.warning("research repository not registered: %s", exc)
    if workspace_root and remote_repo_id(Path(workspace_root)) not in (None, *registry.ids()):
        try:
            registry.register(workspace_root)
        except RepoRegistrationError as exc:
            log.warning("workspace not registered for research: %s", exc)
    return registry


@rpc_handler(ResearchParams, RepoReaderResponse)
async def research(params: ResearchParams, ctx: RequestContext) -> dict[str, Any]:
    from copilot_cli.index.research.excerpts import RepoReader

    # initialize's workspaceRoot, else `copilot-cli --workspace DIR` (as the other repo.* methods)
    root = ctx.state.services.get("workspace_root") or getattr(ctx.state.settings, "workspace", None)
    reader = ctx.state.service(f"repo_reader:{root}", lambda: RepoReader(_registry_from_env(root)))
    response = await anyio.to_thread.run_sync(reader.research, params.model_dump(), abandon_on_cancel=True)
    return response.model_dump(mode="json")
