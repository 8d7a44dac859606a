"""The committed example is the document the app publishes (regenerate with the script)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from copilot_cli.workspace.openapi import build_openapi

ROOT = Path(__file__).resolve().parents[2]


def test_examples_workspace_openapi_json_is_current() -> None:
    result = subprocess.run(
        [sys.executable, "scripts/export_workspace_openapi.py", "--check"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


def test_every_error_status_in_the_document_carries_the_error_body() -> None:
    doc = build_openapi()
    for path, item in doc["paths"].items():
        for status, response in item["post"]["responses"].items():
            ref = response["content"]["application/json"]["schema"]["$ref"]
            assert ref.endswith("ErrorBody") == (status != "200"), (path, status)


def test_the_document_is_valid_json_for_the_spec_loader() -> None:
    text = (ROOT / "examples" / "workspace-openapi.json").read_text()
    assert json.loads(text)["openapi"] == "3.1.0"


def test_experience_ui_generates_a_ui_for_its_own_workspace_api() -> None:
    from copilot_cli.spec import load_spec
    from copilot_cli.ui.interface import generate

    spec = load_spec(ROOT / "examples" / "workspace-openapi.json")
    assert sorted(o.id for o in spec.operations) == sorted(["read", "write", "patch", "delete", "glob", "grep"])
    assert not [d for d in spec.diagnostics if d.level == "error"]
    code = generate(spec).code
    assert all(f"/v1/{op}" in code for op in ("read", "write", "patch", "delete", "glob", "grep"))
