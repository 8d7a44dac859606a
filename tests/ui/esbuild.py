"""Compiling a generated module with the project's esbuild, as the preview does."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"


def compile_jsx(code: str, tmp_path: Path) -> subprocess.CompletedProcess:
    if not ESBUILD.exists():
        pytest.skip("esbuild not installed (npm install)")
    src = tmp_path / "App.jsx"
    src.write_text(code)
    return subprocess.run(
        [str(ESBUILD), str(src), "--loader:.jsx=jsx", "--log-level=warning", f"--outfile={tmp_path / 'out.js'}"],
        capture_output=True,
        text=True,
        timeout=120,
    )
