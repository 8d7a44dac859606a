"""`repo.research` as an index tool (repo-mcp's table): the Repo Reader over the one repository
an index serves. Its id comes from the origin remote, else `local/<directory name>`; the served
index is reused, never opened twice."""

from __future__ import annotations

import re
import weakref
from pathlib import Path
from typing import Any

_READERS: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()


def research_tool(index: Any, params: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """repo-mcp's `repo.research`: the reader over the one repository this index serves."""
    from copilot_cli.index.research.excerpts import RepoReader
    from copilot_cli.index.research.repos import RepoRegistry, remote_repo_id

    reader = _READERS.get(index)
    if reader is None:
        root = Path(index.config.repo_root)
        name = re.sub(r"[^A-Za-z0-9._-]", "-", root.name) or "repo"
        registry = RepoRegistry()
        repo = registry.register(root, remote_repo_id(root) or f"local/{name}", data_dir=index.config.data_dir)
        repo.use_index(index)  # the served index, not a second one
        reader = _READERS[index] = RepoReader(registry)
    return reader.research(params).model_dump(mode="json"), []
