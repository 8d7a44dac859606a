"""contracts/schema/ must match the pydantic models (run scripts/export_schemas.py)."""

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_exported_json_schemas_are_fresh():
    check = subprocess.run(
        [sys.executable, "scripts/export_schemas.py", "--check"], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert check.returncode == 0, f"stale schemas — run `python scripts/export_schemas.py`:\n{check.stderr}"


def test_the_check_notices_typescript_types_edited_by_hand(tmp_path, monkeypatch):
    """contracts/types/ is generated from the schemas: a hand edit there is stale too."""
    spec = importlib.util.spec_from_file_location("export_schemas", ROOT / "scripts" / "export_schemas.py")
    export_schemas = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(export_schemas)
    copy = tmp_path / "types"
    shutil.copytree(ROOT / "contracts" / "types", copy)
    monkeypatch.setattr(export_schemas, "TYPES_DIR", copy)
    expected = {path.name: path.read_text() for path in export_schemas.SCHEMA_DIR.glob("*.json")}
    assert export_schemas.stale_types(expected) == []
    (copy / "UiPlan.ts").write_text((copy / "UiPlan.ts").read_text() + "export type Extra = 1;\n")
    assert export_schemas.stale_types(expected) == ["UiPlan.ts (missing or edited by hand)"]
