"""repo.references over the sample repository: counts agree with `rg -w`, and the rest."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli.index.code.references import BadSymbol, find_references
from copilot_cli.index.config import load_config
from copilot_cli.index.ingest.refresh import refresh
from copilot_cli.index.store.sqlite import Store

SAMPLE = (Path(__file__).parents[2] / "fixtures" / "sample_repo").resolve()

# `rg -w -c SYMBOL tests/fixtures/sample_repo`, summed over files (computed once with
# ripgrep 13; CI does not need rg). Every whole-word line is one reference.
RG_W_LINE_COUNTS = {
    "run": 7, "Service": 14, "Parser": 13, "tokenize": 6, "evaluate": 6, "Order": 8,
    "area": 19, "Point": 9, "refreshIndex": 6, "parse": 12, "name": 33, "healthy": 1,
    "ServiceConfig": 3,
}  # fmt: skip


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    data = tmp_path_factory.mktemp("refs-index")
    store = Store(data / "index.sqlite3")
    refresh(load_config(SAMPLE, data_dir=data), store)
    return store


@pytest.mark.parametrize("symbol", sorted(RG_W_LINE_COUNTS))
def test_reference_count_equals_rg_word_count(store: Store, symbol: str) -> None:
    result = find_references(store, SAMPLE, symbol, top_k=200)
    assert result.total_candidates == RG_W_LINE_COUNTS[symbol]
    assert len(result.references) == RG_W_LINE_COUNTS[symbol]
    assert not result.truncated


def test_python_references_come_from_the_ast(store: Store) -> None:
    result = find_references(store, SAMPLE, "run", path="src/service.py", path_is_file=True)
    by_line = {r.line: r for r in result.references}
    assert (by_line[28].kind, by_line[28].strategy, by_line[28].confidence) == ("definition", "ast", "high")
    assert (by_line[47].kind, by_line[47].enclosing_symbol) == ("call", "run_batch")
    assert by_line[1].kind == "text" and by_line[1].confidence == "low"  # the module docstring


def test_qualified_symbol_keeps_bound_and_member_uses_only(store: Store) -> None:
    result = find_references(store, SAMPLE, "Service.run", top_k=50)
    found = {(r.path, r.line): (r.kind, r.confidence) for r in result.references}
    assert found[("src/service.py", 28)] == ("definition", "high")
    assert found[("src/service.py", 47)] == ("call", "medium")  # service.run(...) may be a Service
    assert ("src/service.py", 1) not in found  # a bare word in a docstring is not Service.run
    assert all(r.symbol == "Service.run" for r in result.references)


def test_other_languages_are_classified_by_their_parse_tree(store: Store) -> None:
    result = find_references(store, SAMPLE, "area", top_k=200)
    strategies = {r.path.rsplit(".", 1)[1]: set() for r in result.references}
    for r in result.references:
        strategies[r.path.rsplit(".", 1)[1]].add(r.strategy)
    assert "ast" in strategies["rs"] and "ast" in strategies["java"]
    go = find_references(store, SAMPLE, "Service.Run", path="outline_cases/service.go", path_is_file=True)
    assert [(r.line, r.kind, r.confidence) for r in go.references] == [(32, "definition", "high")]


def test_order_is_deterministic_by_path_then_line(store: Store) -> None:
    first = find_references(store, SAMPLE, "name", top_k=200)
    again = find_references(store, SAMPLE, "name", top_k=200)
    assert first == again
    keys = [(r.path, r.line) for r in first.references]
    assert keys == sorted(keys)


def test_top_k_truncates_and_is_bounded_by_max_references(store: Store) -> None:
    result = find_references(store, SAMPLE, "name", top_k=5)
    assert len(result.references) == 5 and result.truncated and result.total_candidates == 33
    bounded = find_references(store, SAMPLE, "name", top_k=100, max_references=3)
    assert len(bounded.references) == 3 and bounded.truncated


def test_path_scope_limits_to_a_folder(store: Store) -> None:
    result = find_references(store, SAMPLE, "Service", path="src", top_k=200)
    assert result.references and all(r.path.startswith("src/") for r in result.references)
    assert result.total_candidates < RG_W_LINE_COUNTS["Service"]


def test_a_scoped_file_need_not_be_indexed(store: Store) -> None:
    query = "copilot_cli/index/outline/queries/rust.scm"
    root = SAMPLE.parents[2]
    result = find_references(store, root, "impl_item", path=query, path_is_file=True)
    assert [r.line for r in result.references] == [8]
    assert result.references[0].strategy == "lexical"


def test_python_adapter_can_be_switched_off(store: Store) -> None:
    result = find_references(store, SAMPLE, "run", path="src/service.py", path_is_file=True, python_ast=False)
    assert {r.strategy for r in result.references} == {"lexical"}
    assert len(result.references) == 3


@pytest.mark.parametrize("symbol", ["", "   ", "a b", "run()", "Service."])
def test_bad_symbols_are_refused(store: Store, symbol: str) -> None:
    with pytest.raises(BadSymbol):
        find_references(store, SAMPLE, symbol)


def test_python_pieces_keep_their_line_numbers_and_fall_back_to_the_whole_file() -> None:
    from copilot_cli.index.code.refsites import file_sites

    text = (
        "import helper\n\n\n"
        "def first():\n    return helper.run()\n\n\n"
        'NOTE = """\ndef fake():\n    helper\n"""\n\n\n'
        "class Box:\n    def run(self):\n        return helper\n"
    )
    sites = {s.line: (s.kind, s.confidence) for s in file_sites("m.py", text, "helper")}
    assert sites == {1: ("import", "medium"), 5: ("name", "medium"), 10: ("text", "low"), 16: ("name", "medium")}
    qualified = {s.line: s.kind for s in file_sites("m.py", text, "Box.run")}
    assert qualified == {5: "call", 15: "definition"}
