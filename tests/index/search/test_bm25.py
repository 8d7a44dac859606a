"""BM25 search: finds identifiers by their words, ranks paths, never breaks on input."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli.index.ingest.refresh import refresh
from copilot_cli.index.search.bm25 import EmptyQuery, search
from tests.index.conftest import open_store


@pytest.fixture
def store(sample_repo: Path):
    config, store = open_store(sample_repo)
    refresh(config, store)
    return store


def test_refresh_index_words_find_the_refreshIndex_file_first(store) -> None:
    hit = search(store, "refresh index", top_k=3).hits[0]
    assert hit.path == "src/refreshIndex.ts"
    assert hit.matched_terms == ["refresh", "index"]


def test_snake_case_identifier_is_found_by_its_words(store) -> None:
    assert search(store, "max open lines", top_k=1).hits[0].path == "src/repo_mcp/server.py"


def test_exact_identifier_query_finds_its_definition(store) -> None:
    hits = search(store, "build_context_bundle", top_k=5).hits
    assert hits[0].path == "src/repo_mcp/server.py"
    assert hits[0].start_line <= 251 <= hits[0].end_line  # def tool_build_context_bundle


def test_order_is_score_then_path_then_line_and_repeatable(store) -> None:
    first = search(store, "return self", top_k=20).hits
    again = search(store, "return self", top_k=20).hits
    assert first == again
    keys = [(-h.score, h.path, h.start_line) for h in first]
    assert keys == sorted(keys)


def test_all_terms_first_then_any_term_fallback(store) -> None:
    strict = search(store, "websocket server", top_k=1)
    assert strict.match_mode == "all" and strict.hits[0].path == "src/api.ts"
    loose = search(store, "websocket zebracorn", top_k=5)
    assert loose.match_mode == "any"
    assert all(h.matched_terms == ["websocket"] for h in loose.hits)


def test_no_match_at_all_is_an_empty_answer(store) -> None:
    result = search(store, "zebracorn quuxified", top_k=5)
    assert result.match_mode == "none" and result.hits == []


def test_file_glob_and_path_prefix_filter_before_the_limit(store) -> None:
    assert "src/mod.go" in {h.path for h in search(store, "return", top_k=50, file_glob="*.go").hits}
    assert all(h.path.endswith(".go") for h in search(store, "return", top_k=50, file_glob="*.go").hits)
    assert all(
        h.path.startswith("src/repo_mcp/") for h in search(store, "state", top_k=50, path_prefix="src/repo_mcp").hits
    )
    assert search(store, "state", top_k=50, path_prefix="src/repo").hits == []  # prefixes are whole segments
    assert all(
        h.path.startswith("src/") and h.path.count("/") == 1 and h.path.endswith(".py")
        for h in search(store, "parser", top_k=50, file_glob="src/*.py").hits
    )


@pytest.mark.parametrize(
    "query",
    [
        "NEAR(a b",
        '"unbalanced',
        "col:value",
        "a AND OR NOT b",
        "*",
        "-x",
        "^start",
        "a\x00b",
        "'; DROP TABLE chunks; --",
        "x" * 5000,
    ],
)
def test_hostile_queries_are_just_words(store, query: str) -> None:
    try:
        search(store, query, top_k=5)
    except EmptyQuery:
        pass


def test_a_query_without_words_is_refused(store) -> None:
    with pytest.raises(EmptyQuery):
        search(store, "!!! ???", top_k=5)


def test_snippets_show_the_matching_lines_and_hits_know_their_symbol(store) -> None:
    hit = search(store, "healthy", top_k=1).hits[0]
    assert "healthy" in hit.snippet
    assert hit.path == "src/service.py"
