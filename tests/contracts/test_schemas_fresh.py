"""contracts/schema/ must match the pydantic models (run scripts/export_schemas.py)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_exported_json_schemas_are_fresh():
    check = subprocess.run(
        [sys.executable, "scripts/export_schemas.py", "--check"], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert check.returncode == 0, f"stale schemas — run `python scripts/export_schemas.py`:\n{check.stderr}"
