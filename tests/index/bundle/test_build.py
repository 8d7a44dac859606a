"""Context bundles: the seed's shape, bounded by their budgets, explainable, byte-identical."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from copilot_cli.index.bundle.build import BundleParams, build_bundle, canonical_json
from copilot_cli.index.bundle.rank import Candidate, category, merge
from copilot_cli.index.config import load_config
from copilot_cli.index.ingest.refresh import refresh
from copilot_cli.index.store.sqlite import Store

SAMPLE = (Path(__file__).parents[2] / "fixtures" / "sample_repo").resolve()
SEED_PARAMS = {
    "prompt": "trace token parser flow",
    "budget": {"max_files": 4, "max_total_lines": 120},
    "strategy": "hybrid",
    "include_tests": False,
}


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    data = tmp_path_factory.mktemp("bundle-index")
    store = Store(data / "index.sqlite3")
    refresh(load_config(SAMPLE, data_dir=data), store)
    return store


def bundle(store: Store, data_dir: Path | None = None, **overrides) -> dict:
    params = BundleParams.model_validate({**SEED_PARAMS, **overrides})
    return build_bundle(store, SAMPLE, params, data_dir=data_dir)


def test_result_has_exactly_the_seed_fields(store: Store) -> None:
    result = bundle(store)
    assert {
        "bundle_id",
        "prompt_fingerprint",
        "strategy",
        "budget",
        "totals",
        "selections",
        "citations",
        "audit",
    } <= set(result)
    assert result["strategy"] == "hybrid" and result["budget"] == SEED_PARAMS["budget"]
    why = result["selections"][0]["why_selected"]
    assert set(why) == {"matched_signals", "score_components", "source_query", "matched_terms", "symbol_reference"}
    assert {
        "search_score",
        "definition_match",
        "reference_count_in_range",
        "min_definition_distance",
        "path_name_relevance",
        "range_size_penalty",
    } <= set(why["score_components"])
    debug = result["audit"]["ranking_debug"]
    assert set(debug) == {"candidate_count", "definition_match_count", "reference_proximity_count", "top_candidates"}
    assert all({"path", "rank_position", "selected"} <= set(t) for t in debug["top_candidates"])
    assert len(debug["top_candidates"]) <= 10


def test_the_token_parser_definition_ranks_first(store: Store) -> None:
    first = bundle(store)["selections"][0]
    assert first["path"] == "src/token_parser.py"
    assert "definition_match" in first["why_selected"]["matched_signals"]
    assert first["why_selected"]["score_components"]["definition_match"] is True


def test_citations_match_selections_and_content_matches_the_file(store: Store) -> None:
    result = bundle(store)
    assert [(c["path"], c["start_line"], c["end_line"]) for c in result["citations"]] == [
        (s["path"], s["start_line"], s["end_line"]) for s in result["selections"]
    ]
    for selection in result["selections"]:
        lines = (SAMPLE / selection["path"]).read_text().splitlines()
        assert selection["content"] == "\n".join(lines[selection["start_line"] - 1 : selection["end_line"]])


def test_identical_input_gives_byte_identical_output_and_artifacts(store: Store, tmp_path: Path) -> None:
    one = canonical_json(bundle(store, data_dir=tmp_path / "a"))
    two = canonical_json(bundle(store, data_dir=tmp_path / "b"))
    assert one == two
    assert (tmp_path / "a" / "last_bundle.json").read_bytes() == (tmp_path / "b" / "last_bundle.json").read_bytes()
    assert json.loads((tmp_path / "a" / "last_bundle.json").read_text()) == json.loads(one)
    markdown = (tmp_path / "a" / "last_bundle.md").read_text()
    assert markdown.startswith("# Context bundle bndl_") and "src/token_parser.py" in markdown


def test_a_different_prompt_gives_a_different_bundle_id(store: Store) -> None:
    assert bundle(store)["bundle_id"] != bundle(store, prompt="evaluate expression")["bundle_id"]
    assert (
        bundle(store)["prompt_fingerprint"] == bundle(store, prompt="  trace  token parser flow ")["prompt_fingerprint"]
    )


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    prompt=st.sampled_from(
        [
            "trace token parser flow",
            "explain server request handling and bundle flow",
            "Service.run",
            "refresh index",
            "order total",
            "area of a shape",
            "user table",
        ]
    ),
    max_files=st.integers(1, 6),
    max_lines=st.integers(1, 200),
    include_tests=st.booleans(),
)
def test_budgets_are_never_exceeded(
    store: Store, prompt: str, max_files: int, max_lines: int, include_tests: bool
) -> None:
    result = bundle(
        store, prompt=prompt, budget={"max_files": max_files, "max_total_lines": max_lines}, include_tests=include_tests
    )
    selections = result["selections"]
    assert len({s["path"] for s in selections}) <= max_files
    assert sum(s["end_line"] - s["start_line"] + 1 for s in selections) <= max_lines
    assert result["totals"]["lines"] <= max_lines and result["totals"]["files"] <= max_files


def test_selections_of_one_file_never_overlap(store: Store) -> None:
    result = bundle(
        store, prompt="explain server request handling and bundle flow", budget={"max_files": 5, "max_total_lines": 400}
    )
    by_file: dict[str, list[tuple[int, int]]] = {}
    for s in result["selections"]:
        by_file.setdefault(s["path"], []).append((s["start_line"], s["end_line"]))
    for ranges in by_file.values():
        ranges.sort()
        assert all(a[1] < b[0] for a, b in zip(ranges, ranges[1:], strict=False))


def test_a_named_member_is_selected_as_exactly_that_member(store: Store) -> None:
    first = bundle(store, prompt="where is Service.run called", budget={"max_files": 2, "max_total_lines": 40})
    top = first["selections"][0]
    assert (top["path"], top["symbol"]) == ("src/service.py", "Service.run")
    assert top["why_selected"]["score_components"]["exact_member_match"] is True


def test_tests_are_left_out_unless_asked_for(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    (root / "src").mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "src" / "billing.py").write_text("def compute_invoice(order):\n    return order.total\n")
    (root / "tests" / "test_billing.py").write_text(
        "from billing import compute_invoice\n\n\ndef test_compute_invoice():\n    assert compute_invoice\n"
    )
    store = Store(tmp_path / "data" / "index.sqlite3")
    refresh(load_config(root, data_dir=tmp_path / "data"), store)
    budget = {"max_files": 5, "max_total_lines": 100}
    without = build_bundle(store, root, BundleParams(prompt="compute invoice", budget=budget))
    with_tests = build_bundle(store, root, BundleParams(prompt="compute invoice", budget=budget, include_tests=True))
    assert [s["path"] for s in without["selections"]] == ["src/billing.py"]
    assert [s["path"] for s in with_tests["selections"]] == ["src/billing.py", "tests/test_billing.py"]
    assert "test_penalty" in with_tests["selections"][1]["why_selected"]["matched_signals"]


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("src/app.py", "source"),
        ("tests/test_app.py", "test"),
        ("src/app_test.go", "test"),
        ("web/App.test.tsx", "test"),
        ("docs/guide.md", "docs"),
        ("README.md", "docs"),
        ("package-lock.json", "lockfile"),
        ("Cargo.lock", "lockfile"),
        ("vendor/lib/x.go", "vendored"),
        ("third_party/a.c", "vendored"),
    ],
)
def test_paths_fall_into_penalized_categories(path: str, kind: str) -> None:
    assert category(path) == kind


def test_adjacent_ranges_of_a_file_merge_and_keep_the_better_place() -> None:
    a = Candidate("a.py", 10, 20, 5.0, ["x"], "q", "")
    b = Candidate("a.py", 22, 30, 4.0, ["y"], "q", "")
    c = Candidate("b.py", 21, 25, 3.0, [], "q", "")
    merged = merge([a, b, c])
    assert [(m.path, m.start_line, m.end_line) for m in merged] == [("a.py", 10, 30), ("b.py", 21, 25)]
    assert "merged_adjacent" in merged[0].signals and merged[0].matched_terms == ["x", "y"]


@pytest.mark.parametrize(
    "bad",
    [
        {"strategy": "bm25"},
        {"budget": {"max_files": 0, "max_total_lines": 10}},
        {"prompt": ""},
        {"budget": {"max_files": 2}},
        {"budget": {"max_files": 2, "max_total_lines": 10, "other": 1}},
    ],
)
def test_bad_params_are_refused(bad: dict) -> None:
    with pytest.raises(ValidationError):
        BundleParams.model_validate({**SEED_PARAMS, **bad})
