"""repo.research through its faces: copilot-cli JSON-RPC (handler + method table) and repo-mcp."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from copilot_cli.index.faces.repo_mcp import handle_line
from copilot_cli.index.repo_index import RepoIndex
from copilot_cli.index.research.models import RepoReaderResponse
from copilot_cli.rpc.handler import RequestContext, ServerState
from copilot_cli.rpc.handlers.research import CONFIG_ENV, ResearchParams, research
from copilot_cli.rpc.methods import default_methods
from tests.index.research.builders import make_repo

CODE = "def parse_token(text):\n    return text.split()\n\n\ndef render_widget():\n    return '<div/>'\n" * 3


def context(state: ServerState) -> RequestContext:
    return RequestContext(request_id=1, method="repo.research", stream=None, state=state)  # type: ignore[arg-type]


def test_repo_research_is_in_the_method_table() -> None:
    spec = default_methods()["repo.research"]
    assert spec.load() is research


@pytest.mark.anyio
async def test_json_rpc_research_uses_configured_repositories(tmp_path: Path, monkeypatch) -> None:
    root = make_repo(tmp_path, "acme/tokens", {"src/tokens.py": CODE})
    config = tmp_path / "research.json"
    config.write_text(json.dumps({"repos": [{"root": str(root), "data_dir": str(tmp_path / "idx")}]}))
    monkeypatch.setenv(CONFIG_ENV, str(config))
    state = ServerState()
    result = await research(
        ResearchParams(query="parse token", file_constraints={"max_excerpt_chars": 60}), context(state)
    )
    response = RepoReaderResponse.model_validate(result)
    assert response.errors == [] and response.artifacts
    assert {(a.repo, a.license) for a in response.artifacts} == {("acme/tokens", "MIT")}
    assert all(len(a.excerpt) <= 60 for a in response.artifacts)
    refused = await research(ResearchParams(query="parse", path="src/tokens.py"), context(state))
    assert refused["artifacts"] == [] and refused["errors"][0]["code"] == "paths_not_accepted"


@pytest.mark.anyio
async def test_json_rpc_research_includes_the_initialized_workspace(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv(CONFIG_ENV, raising=False)
    root = make_repo(tmp_path, "acme/ws", {"src/w.py": CODE})
    state = ServerState(services={"workspace_root": str(root)})
    result = await research(ResearchParams(query="render widget"), context(state))
    assert result["artifacts"] and result["artifacts"][0]["repo"] == "acme/ws"


def test_repo_mcp_serves_repo_research_over_its_repository(tmp_path: Path) -> None:
    root = make_repo(tmp_path, "acme/mcp", {"src/m.py": CODE}, license="Apache-2.0")
    index = RepoIndex.open(str(root), data_dir=tmp_path / "idx")
    listed = handle_line(index, b'{"id": 1, "method": "tools/list"}')
    assert "repo.research" in [t["name"] for t in listed["result"]["tools"]]
    request = {
        "id": 2,
        "method": "tools/call",
        "params": {"name": "repo.research", "arguments": {"query": "parse token"}},
    }
    reply = handle_line(index, json.dumps(request).encode())
    assert reply["ok"] is True and reply["request_id"] == 2
    artifacts = reply["result"]["artifacts"]
    assert artifacts and {(a["repo"], a["license"]) for a in artifacts} == {("acme/mcp", "Apache-2.0")}
    bad = handle_line(index, b'{"id": 3, "method": "repo.research", "params": {"query": "x", "paths": ["a"]}}')
    assert bad["ok"] is True and bad["result"]["errors"][0]["code"] == "paths_not_accepted"


@pytest.mark.anyio
async def test_a_broken_research_config_means_no_repositories_not_a_crash(tmp_path: Path, monkeypatch) -> None:
    config = tmp_path / "research.json"
    config.write_text("{not json")
    monkeypatch.setenv(CONFIG_ENV, str(config))
    result = await research(ResearchParams(query="parse token"), context(ServerState()))
    assert result["artifacts"] == [] and result["errors"][0]["code"] == "no_repositories"


@pytest.mark.anyio
async def test_the_command_line_workspace_is_researched_when_initialize_named_none(tmp_path: Path, monkeypatch) -> None:
    from types import SimpleNamespace

    monkeypatch.delenv(CONFIG_ENV, raising=False)
    root = make_repo(tmp_path, "acme/cli", {"src/w.py": CODE})
    state = ServerState(settings=SimpleNamespace(workspace=str(root)))
    result = await research(ResearchParams(query="render widget"), context(state))
    assert result["artifacts"] and result["artifacts"][0]["repo"] == "acme/cli"
