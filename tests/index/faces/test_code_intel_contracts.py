"""The repo-mcp contract sessions for outline, references and bundles, replayed against a
real `repo-mcp` process over real pipes. `$TMP` in a session's args is a fresh folder."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.contracts.replay import SESSIONS, replay

# Sessions with a "face" key are this file's; those naming a "command" are replayed by
# tests/index/faces/test_contracts.py.
SESSION_FILES = sorted(
    path for path in (SESSIONS / "repo-mcp").glob("*.json") if "face" in json.loads(path.read_text())
)
REPO_MCP = [sys.executable, "-m", "copilot_cli.index.faces.repo_mcp"]


def test_every_code_intelligence_tool_has_a_contract_session() -> None:
    names = {path.name.split("-", 1)[0] for path in SESSION_FILES}
    assert names == {"outline", "references", "bundle"}


@pytest.mark.e2e
@pytest.mark.parametrize("session", SESSION_FILES, ids=lambda p: p.name)
def test_session_replays_against_a_real_repo_mcp(session: Path, tmp_path: Path) -> None:
    text = session.read_text().replace("$TMP", str(tmp_path))
    local = tmp_path / session.name
    local.write_text(text)
    assert json.loads(text)["face"] == "repo-mcp"
    replay(local, REPO_MCP)


@pytest.mark.e2e
def test_bundles_are_byte_identical_across_processes_with_different_hash_seeds(tmp_path: Path) -> None:
    import os
    import subprocess

    from tests.contracts.replay import ROOT

    requests = (
        "\n".join(
            json.dumps(r)
            for r in [
                {"id": "w1", "method": "repo.refresh_index", "params": {}},
                {
                    "id": "b",
                    "method": "repo.build_context_bundle",
                    "params": {
                        "prompt": "explain server request handling and bundle flow",
                        "budget": {"max_files": 5, "max_total_lines": 150},
                        "strategy": "hybrid",
                        "include_tests": True,
                    },
                },
            ]
        )
        + "\n"
    )
    outputs = []
    for seed in ("1", "2"):
        data = tmp_path / f"data{seed}"
        done = subprocess.run(
            [*REPO_MCP, "--repo-root", "tests/fixtures/sample_repo", "--data-dir", str(data)],
            input=requests.encode(),
            capture_output=True,
            cwd=ROOT,
            timeout=120,
            env={**os.environ, "PYTHONHASHSEED": seed},
        )
        outputs.append((done.stdout.splitlines()[-1], (data / "last_bundle.json").read_bytes()))
    assert outputs[0] == outputs[1]
