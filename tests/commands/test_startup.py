"""Every `copilot-cli` run builds the whole argument parser first: that must stay light."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, cwd=ROOT, timeout=120, stdin=subprocess.DEVNULL
    )


def test_building_the_parser_loads_no_pydantic_and_no_index():
    done = run(
        "-c",
        "import json, sys\n"
        "from copilot_cli.cli import build_parser\n"
        "build_parser()\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('pydantic', 'copilot_cli.index')))))",
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []


def test_a_bad_max_file_bytes_is_still_a_usage_error_naming_the_range(tmp_path: Path):
    done = run("-m", "copilot_cli", "index", "refresh", "--repo-root", str(tmp_path), "--max-file-bytes", "-5")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "argument --max-file-bytes: must be from 1 to" in done.stderr
