"""The layer rule holds, and the linter that enforces it really catches an upward import."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from copilot_cli.rpc.methods import default_methods

ROOT = Path(__file__).resolve().parents[1]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")

pytestmark = pytest.mark.skipif(
    not LINT_IMPORTS.exists(), reason="import-linter is a test extra (pip install -e .[test])"
)


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-logo", "--no-cache", "--config", str(root / "pyproject.toml")],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_package_keeps_its_layer_contracts():
    run = lint_imports(ROOT)
    assert run.returncode == 0, run.stdout[-3000:]


def test_an_import_from_a_core_up_into_a_face_breaks_the_contract(tmp_path: Path):
    shutil.copytree(ROOT / "copilot_cli", tmp_path / "copilot_cli", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    planner = tmp_path / "copilot_cli" / "ui" / "planner.py"
    planner.write_text(planner.read_text() + "\n\ndef _upward():\n    from copilot_cli.rpc import handler  # noqa\n")
    run = lint_imports(tmp_path)
    assert run.returncode != 0
    assert "copilot_cli.ui.planner -> copilot_cli.rpc.handler" in run.stdout


def test_every_method_handler_lives_in_the_json_rpc_face():
    # The table names handlers as strings (imported on first call, for start-up time), which no
    # import graph sees: so the face's own package is the only place a target may point.
    for spec in default_methods(debug=True).values():
        assert spec.target.startswith("copilot_cli.rpc.handlers."), spec.target
