"""Hostile `.gitignore` lines and `exclude_globs`: matched in linear time, so neither a walk
nor the process serving it can be stalled (pathspec's backtracking regex took ~28 s for
`"*a" * 10 + "j"` against one 40-character name, inside C code that ignored `exit`)."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from pathlib import Path

import pytest

from copilot_cli.index.config import IndexConfigError, load_config
from copilot_cli.index.ingest.walk import walk
from tests.index.conftest import write

HOSTILE = ["*a" * 10 + "j", "*" * 120 + "j", "**/" * 60 + "j", "[ab]*" * 40 + "j"]
NAME = "a" * 37 + ".py"  # 40 characters, no "j": every hostile line fails on it the slow way


def hostile_repo(root: Path) -> Path:
    write(
        root,
        {
            ".gitignore": "\n".join([*HOSTILE, "*.log", "gen/"]) + "\n",
            "pkg/.gitignore": "\n".join(HOSTILE) + "\n",
            "repo_mcp.toml": "[index]\nexclude_globs = " + json.dumps([*HOSTILE, "skipme/"]) + "\n",
            NAME: "def first():\n    return 1\n",
            f"pkg/{NAME}": "def second():\n    return 2\n",
            f"pkg/{'a' * 60}j/z.py": "def ignored():\n    return 3\n",  # a directory the hostile lines name
            "gen/out.py": "x = 1\n",
            "skipme/y.py": "y = 2\n",
            "x.log": "log\n",
        },
    )
    return root


def test_the_walk_applies_hostile_lines_quickly_and_the_ordinary_ones_exactly(tmp_path: Path) -> None:
    """In a child with a timeout that fails only on exponential behaviour."""
    root = hostile_repo(tmp_path / "repo")
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from copilot_cli.index.config import load_config\n"
        "from copilot_cli.index.ingest.walk import walk\n"
        "root = Path(sys.argv[1])\n"
        "print('\\n'.join(f.path for f in walk(load_config(root, data_dir=root / '.repo_mcp')).files))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(root)], capture_output=True, text=True, timeout=30, check=True
    )
    assert done.stdout.split() == [NAME, f"pkg/{NAME}", "repo_mcp.toml"]


def test_the_walk_in_process_agrees_and_lines_pathspec_raised_on_are_discarded(tmp_path: Path) -> None:
    """A line ending in a lone backslash or a class with a reversed range made pathspec raise,
    and the whole walk (refresh, sync) failed; such a line is now discarded like git does."""
    root = hostile_repo(tmp_path / "repo")
    with (root / ".gitignore").open("a") as f:
        f.write("trailing\\\nbad[z-a]\n")
    found = [f.path for f in walk(load_config(root, data_dir=root / ".repo_mcp")).files]
    assert found == [NAME, f"pkg/{NAME}", "repo_mcp.toml"]


def test_copilot_cli_refreshes_a_repo_with_hostile_ignore_lines_and_still_answers_exit(tmp_path: Path) -> None:
    root = hostile_repo(tmp_path / "repo")
    proc = subprocess.Popen(
        [sys.executable, "-m", "copilot_cli", "serve", "--workspace", str(root)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "COPILOT_LLM": "off"},
    )
    assert proc.stdin and proc.stdout

    def ask(message: dict) -> dict:
        proc.stdin.write(json.dumps(message).encode() + b"\n")
        proc.stdin.flush()
        ready, _, _ = select.select([proc.stdout], [], [], 30)
        assert ready, "no reply within 30 s"
        return json.loads(proc.stdout.readline())

    try:
        assert "result" in ask({"jsonrpc": "2.0", "id": 0, "method": "initialize"})
        refreshed = ask({"jsonrpc": "2.0", "id": 1, "method": "repo.refresh_index", "params": {"force": True}})
        assert "result" in refreshed, refreshed
        listed = ask({"jsonrpc": "2.0", "id": 2, "method": "repo.list_files", "params": {}})
        files = set(listed["result"]["files"])
        assert {NAME, f"pkg/{NAME}", "repo_mcp.toml"} <= files
        assert not [f for f in files if f.startswith(("gen/", "skipme/", "pkg/" + "a" * 60)) or f.endswith(".log")], (
            files
        )
        proc.stdin.write(b'{"jsonrpc":"2.0","method":"exit"}\n')
        proc.stdin.flush()
        assert proc.wait(timeout=20) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_an_over_long_exclude_glob_is_a_config_error_naming_it_and_an_over_long_gitignore_line_is_skipped(
    tmp_path: Path,
) -> None:
    root = tmp_path / "repo"
    write(root, {"a.py": "x = 1\n", "repo_mcp.toml": "[index]\nexclude_globs = " + json.dumps(["*" * 1025]) + "\n"})
    with pytest.raises(IndexConfigError, match=r"index\.exclude_globs has a glob of 1025 characters, at most 1024"):
        load_config(root, data_dir=root / ".repo_mcp")
    write(root, {"repo_mcp.toml": "", ".gitignore": "*" * 1025 + "\n*.log\n", "b.log": "x\n"})
    found = [f.path for f in walk(load_config(root, data_dir=root / ".repo_mcp")).files]
    assert "a.py" in found and "b.log" not in found


@pytest.mark.parametrize(
    "glob, reason", [("trailing\\", "a lone backslash"), ("bad[z-a]", "invalid character class '\\[z-a\\]'")]
)
def test_an_exclude_glob_pathspec_raised_on_is_a_config_error_naming_it(tmp_path: Path, glob: str, reason: str) -> None:
    """Before, the walk itself raised pathspec's error (refresh failed); now the config names it."""
    root = tmp_path / "repo"
    write(root, {"a.py": "x = 1\n", "repo_mcp.toml": "[index]\nexclude_globs = " + json.dumps(["ok/", glob]) + "\n"})
    with pytest.raises(IndexConfigError, match=r"index\.exclude_globs has a broken glob .*" + reason):
        load_config(root, data_dir=root / ".repo_mcp")
