"""The generated module's runtime: TypeScript modules in copilot_cli/ui/runtime/src, bundled by
esbuild (scripts/build-app-runtime.mjs) into the committed runtime/dist/runtime.js, which the
renderer places as it is between the runtime markers of every module."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from copilot_cli.spec import load_spec
from copilot_cli.ui.interface import generate
from copilot_cli.ui.render import RUNTIME, RUNTIME_BEGIN, RUNTIME_END, reserved_names, static_sections

ROOT = Path(__file__).resolve().parents[2]
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
SOURCES = RUNTIME.parents[1] / "src"
# what the API-specific part (templates/app.jsx.j2, or the part an LLM writes) may use
API_PART_NAMES = {"React", "useState", "useEffect", "useMemo", "useCallback", "useRef", "ResourcePage", "AppShell"}
API_PART_NAMES |= {"PLAN", "RESOURCE_PAGES"}


def test_the_committed_runtime_is_what_its_sources_build_to():
    node = shutil.which("node")
    if node is None or not ESBUILD.exists():
        pytest.skip("node or esbuild not installed (npm install)")
    check = subprocess.run(
        [node, str(ROOT / "scripts" / "build-app-runtime.mjs"), "--check"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert check.returncode == 0, check.stderr[-2000:]


def test_the_runtime_is_plain_readable_js_that_imports_only_react():
    text = RUNTIME.read_text(encoding="utf-8")
    assert re.findall(r"^import .*$", text, re.M) == [
        'import React, { useState, useEffect, useMemo, useCallback, useRef, useContext, createContext } from "react";'
    ]
    assert not re.search(r"^export\b", text, re.M)  # the bundle's export list is dropped: one scope
    assert "<" + "ResourcePage" not in text and "React.createElement(" in text  # JSX compiled away
    lines = text.splitlines()
    assert len(lines) > 2000 and max(map(len, lines)) < 400  # not minified


def test_the_names_the_api_specific_part_uses_are_top_level_declarations_of_the_runtime():
    text = RUNTIME.read_text(encoding="utf-8")
    declared = set(re.findall(r"^(?:async )?(?:function|var|let|const|class) ([A-Za-z_$][\w$]*)", text, re.M))
    imported = set(re.findall(r"[A-Za-z_$][\w$]*", re.search(r"^import (.*) from", text, re.M).group(1)))
    assert declared | imported >= API_PART_NAMES
    assert reserved_names() >= API_PART_NAMES


def test_every_source_module_imports_nothing_from_outside_but_react():
    sources = sorted(SOURCES.glob("*.ts*"))
    assert len(sources) > 10
    for path in sources:
        for kind, spec in re.findall(r'^import (type )?.* from "([^"]+)";$', path.read_text(encoding="utf-8"), re.M):
            # the plan's types (contracts/types/UiPlan.ts, generated from its schema) are erased in the build
            plan_types = kind and spec == "../../../../contracts/types/UiPlan"
            assert spec == "react" or spec.startswith("./") or plan_types, (path.name, spec)


def test_the_petstore_module_carries_the_built_runtime_once_between_its_markers():
    code = generate(load_spec(ROOT / "examples" / "petstore.yaml")).code
    runtime = RUNTIME.read_text(encoding="utf-8")
    assert code.count(runtime) == 1
    assert code.count(f"{RUNTIME_BEGIN}\n{runtime}{RUNTIME_END}\n") == 1
    assert "".join(static_sections()) in code and code.index(RUNTIME_BEGIN) < code.index("function App()")
