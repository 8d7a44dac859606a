"""The runtime reads the plan through types generated from the contract (contracts/schema/UiPlan.json
→ contracts/types/UiPlan.ts), so a plan field renamed in ui/plan.py and exported, but not in the
runtime, fails `tsc` (which `./dev lint` runs): here the contract's types are copied beside a copy of
the runtime's sources with one field renamed, and the type check must fail on that field."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TSC = ROOT / "node_modules" / ".bin" / "tsc"
RUNTIME = ROOT / "copilot_cli" / "ui" / "runtime"
TYPES = ROOT / "contracts" / "types" / "UiPlan.ts"


def type_check(tmp_path: Path, rename: tuple[str, str] | None) -> subprocess.CompletedProcess[str]:
    """tsc over a copy of the runtime laid out as in the repository, its UiPlan.ts with `rename`
    (interface, field) renamed to `<field>Renamed`."""
    runtime = tmp_path / "copilot_cli" / "ui" / "runtime"
    shutil.copytree(RUNTIME / "src", runtime / "src")
    shutil.copy(RUNTIME / "tsconfig.json", runtime / "tsconfig.json")
    text = TYPES.read_text(encoding="utf-8")
    if rename is not None:
        interface, field = rename
        start = text.index(f"export interface {interface} {{\n")
        end = text.index("\n}", start)
        body = re.sub(rf"^  {field}(\??):", rf"  {field}Renamed\1:", text[start:end], flags=re.M)
        assert body != text[start:end], rename
        text = text[:start] + body + text[end:]
    (tmp_path / "contracts" / "types").mkdir(parents=True)
    (tmp_path / "contracts" / "types" / "UiPlan.ts").write_text(text, encoding="utf-8")
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")  # React's types
    return subprocess.run(
        [str(TSC), "-p", str(runtime / "tsconfig.json"), "--noEmit"],
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture(autouse=True)
def _needs_tsc():
    if not TSC.exists():
        pytest.skip("typescript not installed (npm install)")


def test_the_runtime_type_checks_against_the_contract(tmp_path):
    result = type_check(tmp_path, None)
    assert result.returncode == 0, result.stdout[-3000:]


@pytest.mark.parametrize(
    "rename", [("ResourcePlan", "idField"), ("OperationPlan", "params"), ("Field", "widget")], ids="-".join
)
def test_a_plan_field_renamed_in_the_contract_but_not_in_the_runtime_fails_the_type_check(tmp_path, rename):
    result = type_check(tmp_path, rename)
    assert result.returncode != 0
    assert f"Property '{rename[1]}' does not exist" in result.stdout, result.stdout[-3000:]
