"""The repo-mcp and Repodex contract sessions, replayed against the real processes over
real pipes (the lead's replayer, tests/contracts/replay.py, with each face's command)."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from tests.contracts.replay import SESSIONS, replay
from tests.index.conftest import SAMPLE_REPO

COMMANDS = {
    "repo-mcp": [sys.executable, "-m", "copilot_cli.index.faces.repo_mcp"],
    "copilot-cli": [sys.executable, "-m", "copilot_cli"],
}
# Sessions that name their "command" are this file's; the outline/references/bundle sessions
# (key "face") are replayed by tests/index/faces/test_code_intel_contracts.py.
FACE_SESSIONS = sorted(
    p
    for p in [*(SESSIONS / "repo-mcp").glob("*.json"), *(SESSIONS / "repodex").glob("*.json")]
    if "command" in json.loads(p.read_text())
)


def materialize(session_path: Path, tmp_path: Path) -> tuple[Path, list[str]]:
    """A copy of the session whose $REPO/$DATA point at a private repo copy, and its command."""
    session = json.loads(session_path.read_text())
    repo = tmp_path / "repo"
    shutil.copytree(SAMPLE_REPO, repo)
    swap = {"$REPO": str(repo), "$DATA": str(tmp_path / "data")}
    session["args"] = [swap.get(a, a) for a in session["args"]]
    head, *rest = session["command"]
    target = tmp_path / session_path.name
    target.write_text(json.dumps(session))
    return target, [*COMMANDS[head], *rest]


def test_every_seed_example_has_a_session() -> None:
    text = " ".join(p.read_text() for p in FACE_SESSIONS)
    for request_id in [
        "req-1",
        "req-2",
        "req-3",
        "req-4",
        "req-s",
        "req-l",
        "req-o",
        "req-out",
        "req-out-ts",
        "req-out-cs",
        "req-r",
        "req-search",
        "req-ref",
        "req-bundle",
        "req-a",
        "w1",
        "w2",
        "w3",
        "w4",
        "w4-ref",
        "w4a",
        "w4b",
        "w4c",
        "w5",
    ]:
        assert f'"{request_id}"' in text, request_id
    for op in ['"op\\": \\"status', '"op\\": \\"sync', "create websocket server", '"ids\\": [1, 4]', "bogus"]:
        assert op in text, op


@pytest.mark.e2e
@pytest.mark.parametrize("session", FACE_SESSIONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_face_session_replays_against_the_real_process(session: Path, tmp_path: Path) -> None:
    path, command = materialize(session, tmp_path)
    replay(path, command)
