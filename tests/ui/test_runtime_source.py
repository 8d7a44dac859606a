"""The generated module's runtime is real source: every copilot_cli/ui/runtime/*.jsx parses on its
own with esbuild, and the renderer really uses each file (its text is in the module as written)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from copilot_cli.spec import load_spec
from copilot_cli.ui.interface import generate
from copilot_cli.ui.render import RUNTIME, static_sections

ROOT = Path(__file__).resolve().parents[2]
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
RUNTIME_FILES = sorted(RUNTIME.glob("*.jsx"))


def test_the_runtime_is_the_expected_set_of_files():
    assert [p.stem for p in RUNTIME_FILES] == [
        "core",
        "data",
        "operations",
        "plan",
        "prelude",
        "shell",
        "views",
        "widgets",
    ]


def test_each_runtime_file_parses_with_esbuild(tmp_path):
    if not ESBUILD.exists():
        pytest.skip("esbuild not installed (npm install)")
    # one process for all files; without --bundle each file is parsed and transformed alone
    # (names it uses from other runtime files are free variables, not errors)
    result = subprocess.run(
        [str(ESBUILD), *map(str, RUNTIME_FILES), "--loader:.jsx=jsx", "--log-level=warning", f"--outdir={tmp_path}"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0 and result.stderr == "", result.stderr[-2000:]
    assert sorted(p.stem for p in tmp_path.glob("*.js")) == [p.stem for p in RUNTIME_FILES]


@pytest.mark.parametrize("path", RUNTIME_FILES, ids=lambda p: p.name)
def test_the_petstore_module_contains_the_runtime_file_as_written(path):
    code = generate(load_spec(ROOT / "examples" / "petstore.yaml")).code
    text = path.read_text(encoding="utf-8")
    assert text.endswith("\n") and text.strip()
    assert code.count(text) == 1


def test_the_static_sections_are_the_runtime_files_in_order():
    joined = "".join(static_sections())
    positions = [
        joined.index(p.read_text(encoding="utf-8"))
        for p in (
            RUNTIME / f"{n}.jsx" for n in ("prelude", "core", "widgets", "views", "operations", "data", "plan", "shell")
        )
    ]
    assert positions == sorted(positions)
