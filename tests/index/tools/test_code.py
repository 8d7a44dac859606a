"""repo.outline / repo.references / repo.build_context_bundle through the tool table."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli.index.repo_index import RepoIndex
from copilot_cli.index.tools.calls import call_tool, tool_names


@pytest.fixture
def ready(sample_repo: Path) -> RepoIndex:
    index = RepoIndex.open(str(sample_repo), data_dir=sample_repo.parent / "data", max_references=20)
    assert call_tool(index, "repo.refresh_index", {}).ok
    return index


def test_all_nine_seed_tools_are_listed_and_none_is_pending() -> None:
    from copilot_cli.index.tools.calls import PENDING_TOOLS, TOOLS

    seed_tools = {
        "repo.status",
        "repo.list_files",
        "repo.open_file",
        "repo.outline",
        "repo.refresh_index",
        "repo.search",
        "repo.references",
        "repo.build_context_bundle",
        "repo.audit_log",
    }
    assert seed_tools <= set(tool_names()) and seed_tools <= set(TOOLS)
    assert PENDING_TOOLS == ()


def test_outline_answers_the_seed_examples(ready: RepoIndex) -> None:
    for path, language in [
        ("src/repo_mcp/server.py", "python"),
        ("src/mod.ts", "ts_js_lexical"),
        ("src/Program.cs", "csharp_lexical"),
        ("src/mod.go", "go_lexical"),
        ("src/mod.rs", "rust_lexical"),
    ]:
        outcome = call_tool(ready, "repo.outline", {"path": path})
        assert outcome.ok, outcome.error_message
        assert (outcome.result["path"], outcome.result["language"]) == (path, language)
        assert outcome.result["symbols"] and {
            "kind",
            "name",
            "signature",
            "start_line",
            "end_line",
            "doc",
            "parent_symbol",
            "scope_kind",
            "is_conditional",
            "decl_context",
        } <= set(outcome.result["symbols"][0])


def test_outline_works_on_files_that_are_not_indexed(ready: RepoIndex, sample_repo: Path) -> None:
    (sample_repo / "notes.xyz").write_text("function hidden() {\n  return 1\n}\n")
    outcome = call_tool(ready, "repo.outline", {"path": "notes.xyz"})
    assert outcome.ok and outcome.result["language"] == "lexical"
    assert [s["name"] for s in outcome.result["symbols"]] == ["hidden"]


def test_outline_refuses_missing_binary_and_escaping_paths(ready: RepoIndex, sample_repo: Path) -> None:
    (sample_repo / "blob.py").write_bytes(b"\0\1\2")
    assert call_tool(ready, "repo.outline", {"path": "nope.py"}).error_code == "NOT_FOUND"
    assert call_tool(ready, "repo.outline", {"path": "blob.py"}).error_message == "repo.outline path is a binary file."
    blocked = call_tool(ready, "repo.outline", {"path": "../etc/passwd"})
    assert blocked.blocked and blocked.error_code == "PATH_BLOCKED"
    assert call_tool(ready, "repo.outline", {}).error_message == "repo.outline path must be a non-empty string."


def test_python_adapter_switch_makes_outlines_lexical(sample_repo: Path) -> None:
    index = RepoIndex.open(str(sample_repo), data_dir=sample_repo.parent / "data", python_adapter_enabled=False)
    outcome = call_tool(index, "repo.outline", {"path": "src/service.py"})
    assert (outcome.result["language"], outcome.result["parser"]) == ("lexical", "lexical")


def test_references_follow_the_seed_example(ready: RepoIndex) -> None:
    outcome = call_tool(ready, "repo.references", {"symbol": "Service.run", "top_k": 10})
    assert outcome.ok
    result = outcome.result
    assert set(result) == {"symbol", "references", "truncated", "total_candidates"}
    definition = next(r for r in result["references"] if r["kind"] == "definition" and r["path"] == "src/service.py")
    assert (definition["line"], definition["strategy"], definition["confidence"]) == (28, "ast", "high")


def test_references_top_k_is_bounded_by_max_references(ready: RepoIndex) -> None:
    outcome = call_tool(ready, "repo.references", {"symbol": "name", "top_k": 500})
    assert len(outcome.result["references"]) == 20 and outcome.result["truncated"]
    assert "top_k capped at max_references=20" in outcome.warnings


def test_references_in_one_file_need_no_index(sample_repo: Path) -> None:
    index = RepoIndex.open(str(sample_repo), data_dir=sample_repo.parent / "fresh")
    outcome = call_tool(index, "repo.references", {"symbol": "run", "path": "src/service.py"})
    assert outcome.ok and {r["line"] for r in outcome.result["references"]} == {1, 28, 47}
    assert call_tool(index, "repo.references", {"symbol": "run"}).error_code == "INDEX_NOT_READY"


def test_references_refuse_bad_symbols(ready: RepoIndex) -> None:
    outcome = call_tool(ready, "repo.references", {"symbol": "run()"})
    assert outcome.error_code == "INVALID_PARAMS"
    assert outcome.error_message.startswith("repo.references symbol must be an identifier")


def test_bundle_follows_the_seed_example_and_writes_artifacts(ready: RepoIndex) -> None:
    params = {
        "prompt": "trace token parser flow",
        "budget": {"max_files": 4, "max_total_lines": 120},
        "strategy": "hybrid",
        "include_tests": False,
    }
    outcome = call_tool(ready, "repo.build_context_bundle", params)
    assert outcome.ok and outcome.result["strategy"] == "hybrid"
    assert (ready.config.data_dir / "last_bundle.json").is_file()
    assert (ready.config.data_dir / "last_bundle.md").is_file()


@pytest.mark.parametrize(
    ("params", "message"),
    [
        (
            {"prompt": "x y", "budget": {"max_files": 1, "max_total_lines": 5}, "strategy": "bm25"},
            'repo.build_context_bundle strategy must be "hybrid".',
        ),
        (
            {"prompt": "", "budget": {"max_files": 1, "max_total_lines": 5}},
            "repo.build_context_bundle prompt must be a non-empty string.",
        ),
        (
            {"prompt": "parser"},
            "repo.build_context_bundle budget must be an object with max_files and max_total_lines.",
        ),
        (
            {"prompt": "parser", "budget": {"max_files": 1}},
            "repo.build_context_bundle budget.max_total_lines is required.",
        ),
        (
            {"prompt": "parser", "budget": {"max_files": 0, "max_total_lines": 5}},
            "repo.build_context_bundle budget.max_files must be at least 1.",
        ),
        (
            {"prompt": "parser", "budget": {"max_files": 1, "max_total_lines": 5}, "include_tests": "yes"},
            "repo.build_context_bundle include_tests must be true or false.",
        ),
    ],
)
def test_bundle_params_get_specific_messages(ready: RepoIndex, params: dict, message: str) -> None:
    outcome = call_tool(ready, "repo.build_context_bundle", params)
    assert (outcome.error_code, outcome.error_message) == ("INVALID_PARAMS", message)


def test_bundle_budget_above_the_cap_is_capped_with_a_warning(ready: RepoIndex) -> None:
    params = {"prompt": "parser", "budget": {"max_files": 500, "max_total_lines": 40}}
    outcome = call_tool(ready, "repo.build_context_bundle", params)
    assert outcome.ok and "budget.max_files capped at 50" in outcome.warnings


def test_bundle_still_answers_when_its_artifacts_cannot_be_written(ready: RepoIndex) -> None:
    (ready.config.data_dir / "last_bundle.json").mkdir()  # a directory where the file should go
    params = {"prompt": "token parser", "budget": {"max_files": 1, "max_total_lines": 10}}
    outcome = call_tool(ready, "repo.build_context_bundle", params)
    assert outcome.ok
    assert any(w.startswith("could not write last_bundle.json/.md") for w in outcome.warnings)
