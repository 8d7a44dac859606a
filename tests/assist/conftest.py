"""A helper that compiles many generated modules with one esbuild run (the spec fixtures are in
tests/conftest.py)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"


def compile_all(codes: dict[str, str], tmp: Path) -> None:
    """Every module compiles (esbuild, JSX); a failure names the module and the error."""
    if not ESBUILD.exists():
        pytest.skip("esbuild is not installed (npm install at the repo root)")
    files = []
    for name, code in codes.items():
        path = tmp / f"{name}.jsx"
        path.write_text(code)
        files.append(str(path))
    out = tmp / "out"
    run = subprocess.run(
        [str(ESBUILD), *files, "--loader:.jsx=jsx", "--log-level=error", f"--outdir={out}"],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr[-3000:]
