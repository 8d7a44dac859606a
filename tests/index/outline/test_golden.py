"""Golden outlines of the sample repository's outline cases, one JSON file per source file.

Regenerate after an intended change with:  UPDATE_GOLDEN=1 .venv/bin/pytest tests/index/outline/test_golden.py
and review the diff of tests/index/outline/golden/ like any other code change.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from copilot_cli.index.outline import outline_source

SAMPLE = Path(__file__).parents[2] / "fixtures" / "sample_repo"
CASES = SAMPLE / "outline_cases"
GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"

CASE_FILES = sorted(p.name for p in CASES.iterdir() if p.is_file())
# The sample repository's own sources (the seed's example paths: src/mod.ts, src/Program.cs, …)
SOURCE_FILES = sorted(
    str(p.relative_to(SAMPLE)) for p in (SAMPLE / "src").rglob("*") if p.is_file() and p.suffix != ".md"
)


def render(path: str) -> str:
    outline = outline_source(path, (SAMPLE / path).read_text(encoding="utf-8"))
    return json.dumps(outline.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n"


def golden_name(path: str) -> str:
    return path.removeprefix("outline_cases/").replace("/", "__") + ".json"


@pytest.mark.parametrize("path", [f"outline_cases/{n}" for n in CASE_FILES] + SOURCE_FILES)
def test_outline_matches_its_golden_file(path: str) -> None:
    golden = GOLDEN / golden_name(path)
    actual = render(path)
    if UPDATE:
        golden.write_text(actual, encoding="utf-8")
    assert golden.exists(), f"no golden for {path}: run with UPDATE_GOLDEN=1"
    assert actual == golden.read_text(encoding="utf-8")


def test_goldens_cover_all_eight_languages() -> None:
    languages = {json.loads((GOLDEN / f"{n}.json").read_text())["language"] for n in CASE_FILES}
    assert languages == {
        "python", "ts_js_lexical", "java_lexical", "go_lexical",
        "rust_lexical", "cpp_lexical", "csharp_lexical",
    }  # fmt: skip
    parsers = {json.loads((GOLDEN / f"{n}.json").read_text())["parser"] for n in CASE_FILES}
    assert parsers == {"ast", "tree-sitter"}


def test_no_golden_is_left_without_a_source_file() -> None:
    expected = {golden_name(f"outline_cases/{n}") for n in CASE_FILES} | {golden_name(p) for p in SOURCE_FILES}
    stale = sorted(p.name for p in GOLDEN.glob("*.json") if p.name not in expected)
    assert stale == []
