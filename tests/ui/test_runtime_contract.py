"""The runtime (copilot_cli/ui/runtime/src) held to the plan's contract, contracts/schema/UiPlan.json:
every widget and cell renderer the plan can name has its case in the runtime, and no case is one the
plan cannot name; the runtime's defaults are the table the schema gives; and a plan field renamed in
ui/plan.py without touching the runtime fails the runtime's type-check (`./dev lint` runs it)."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import get_args

import pytest

from copilot_cli.ui.plan import CellRenderer, Widget

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "copilot_cli" / "ui" / "runtime" / "src"
TSC = ROOT / "node_modules" / ".bin" / "tsc"
NODE = shutil.which("node")


def _switch_cases(text: str, subject: str) -> set[str]:
    """The `case "…":` labels of the switch on `subject` (to the end of its block)."""
    start = text.index(f"switch ({subject})")
    depth, end = 0, start
    for end in range(text.index("{", start), len(text)):
        depth += {"{": 1, "}": -1}.get(text[end], 0)
        if depth == 0:
            break
    return set(re.findall(r'^\s*case "([^"]+)":', text[start:end], re.M))


def test_every_widget_the_plan_can_name_has_its_case_in_the_runtime():
    text = (SRC / "field-input.tsx").read_text(encoding="utf-8")
    cases = _switch_cases(text, "field.widget")
    inputs = set(re.findall(r"^\s+(\w+):", re.search(r"INPUT_TYPES = \{(.*?)\};", text, re.S).group(1), re.M))
    assert not cases & inputs  # one place each: an editor of its own, or an <input> of a type
    assert cases | inputs == set(get_args(Widget))


def test_every_cell_renderer_the_plan_can_name_has_its_case_in_the_runtime():
    text = (SRC / "cell.tsx").read_text(encoding="utf-8")
    assert _switch_cases(text, "column.renderer") == set(get_args(CellRenderer))


@pytest.mark.skipif(NODE is None, reason="node not installed")
def test_the_runtimes_defaults_are_the_table_the_schema_gives():
    run = subprocess.run(
        [NODE, str(ROOT / "scripts" / "gen-plan-defaults.mjs"), "--check"], capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr


def _plan_schema(plan_source: str, tmp: Path) -> str:
    """contracts/schema/UiPlan.json as scripts/export_schemas.py writes it, from this ui/plan.py text."""
    path = tmp / "plan_under_test.py"
    path.write_text(plan_source, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("plan_under_test", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["plan_under_test"] = module
    try:
        spec.loader.exec_module(module)
        schema = module.UiPlan.model_json_schema(by_alias=True, mode="serialization")
    finally:
        del sys.modules["plan_under_test"]
    return json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def _type_check(plan_source: str, tmp: Path) -> subprocess.CompletedProcess:
    """The runtime's `tsc --noEmit` (its own tsconfig) against the types generated from this ui/plan.py,
    in a copy of the tree's layout: the plan's schema → scripts/gen-types.mjs → contracts/types."""
    tree = tmp / "tree"
    shutil.copytree(SRC.parent, tree / "copilot_cli" / "ui" / "runtime", ignore=shutil.ignore_patterns("dist"))
    (tree / "contracts" / "schema").mkdir(parents=True)
    (tree / "contracts" / "schema" / "UiPlan.json").write_text(_plan_schema(plan_source, tmp), encoding="utf-8")
    shutil.copy(ROOT / "contracts" / "protocol.json", tree / "contracts" / "protocol.json")
    (tree / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "gen-types.mjs", tree / "scripts" / "gen-types.mjs")
    (tree / "node_modules").symlink_to(ROOT / "node_modules")
    gen = subprocess.run([NODE, str(tree / "scripts" / "gen-types.mjs")], capture_output=True, text=True, timeout=120)
    assert gen.returncode == 0, gen.stderr
    config = tree / "copilot_cli" / "ui" / "runtime" / "tsconfig.json"
    return subprocess.run([str(TSC), "-p", str(config), "--noEmit"], capture_output=True, text=True, timeout=300)


@pytest.mark.skipif(NODE is None or not TSC.exists(), reason="node or typescript not installed")
def test_a_plan_field_renamed_without_touching_the_runtime_fails_its_type_check(tmp_path):
    source = (ROOT / "copilot_cli" / "ui" / "plan.py").read_text(encoding="utf-8")
    as_is = _type_check(source, tmp_path / "as-is")
    assert as_is.returncode == 0, as_is.stdout[-2000:]  # the same check passes on the plan as it is
    renamed = source.replace("\n    needs: list[str] = ", "\n    needsFirst: list[str] = ", 1)
    assert renamed != source
    failed = _type_check(renamed, tmp_path / "renamed")
    assert failed.returncode != 0
    assert re.search(r"Property 'needs' does not exist on type 'ListView'", failed.stdout), failed.stdout[-2000:]
