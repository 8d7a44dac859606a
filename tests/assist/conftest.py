"""Shared fixtures: Petstore (examples/) and Discord (shared specs), each normalized and planned
once per test session, and a helper that compiles many generated modules with one esbuild run."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from copilot_cli.spec import load_spec
from copilot_cli.ui.planner import build_plan

ROOT = Path(__file__).resolve().parents[2]
from tests.spec.shared import SPECS as SHARED  # noqa: E402 — one rule for where the shared specs live
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"


@pytest.fixture(scope="session")
def petstore():
    spec = load_spec(ROOT / "examples" / "petstore.yaml")
    return spec, build_plan(spec)


@pytest.fixture(scope="session")
def discord():
    spec = load_spec(SHARED / "discord_openapi.json")
    return spec, build_plan(spec)


@pytest.fixture(scope="session")
def box():
    spec = load_spec(SHARED / "box_openapi.json")
    return spec, build_plan(spec)


@pytest.fixture(scope="session")
def swapi():
    spec = load_spec(SHARED / "swapi-graphql_schema.graphql")
    return spec, build_plan(spec)


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
    run = subprocess.run([str(ESBUILD), *files, "--loader:.jsx=jsx", "--log-level=error", f"--outdir={out}"],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-3000:]
