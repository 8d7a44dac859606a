"""Chunking: every line in exactly one chunk, boundaries at symbols."""

from __future__ import annotations

from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

from copilot_cli.index.ingest.chunker import Chunk, SymbolRange, chunk_lines


def assert_covers(chunks: list[Chunk], line_count: int) -> None:
    covered = [line for c in chunks for line in range(c.start_line, c.end_line + 1)]
    assert covered == list(range(1, line_count + 1))


ranges = st.lists(st.tuples(st.integers(-5, 400), st.integers(-5, 400)), max_size=40)


@settings(max_examples=120, deadline=None)
@given(line_count=st.integers(0, 400), symbols=ranges)
def test_every_line_belongs_to_exactly_one_chunk_whatever_the_provider_says(line_count, symbols) -> None:
    assert_covers(chunk_lines(line_count, symbols), line_count)


def test_an_empty_file_has_no_chunks() -> None:
    assert chunk_lines(0, [(1, 3)]) == []


def test_small_symbols_become_their_own_chunks_when_packing_would_overflow() -> None:
    symbols = [SymbolRange(1, 50, "first"), SymbolRange(51, 100, "second")]
    chunks = chunk_lines(100, symbols)
    assert [(c.start_line, c.end_line, c.symbol) for c in chunks] == [(1, 50, "first"), (51, 100, "second")]


def test_tiny_neighbours_are_packed_without_splitting_a_symbol() -> None:
    symbols = [SymbolRange(1, 3, "a"), SymbolRange(5, 7, "b"), SymbolRange(9, 70, "c")]
    chunks = chunk_lines(70, symbols)
    assert [(c.start_line, c.end_line) for c in chunks] == [(1, 8), (9, 70)]
    assert chunks[0].symbol == "a"


def test_a_big_symbol_is_split_at_its_children() -> None:
    cls = SymbolRange(1, 300, "Big", "class")
    methods = [SymbolRange(10, 109, "m1"), SymbolRange(110, 209, "m2"), SymbolRange(210, 300, "m3")]
    chunks = chunk_lines(300, [cls, *methods])
    assert_covers(chunks, 300)
    starts = [c.start_line for c in chunks]
    assert 110 in starts and 210 in starts
    assert all(c.line_count <= 120 for c in chunks)


def test_a_big_symbol_without_children_becomes_windows() -> None:
    chunks = chunk_lines(500, [SymbolRange(1, 500, "huge")])
    assert all(c.line_count <= 120 for c in chunks) and all(c.symbol == "huge" for c in chunks)
    assert_covers(chunks, 500)


def test_crossing_ranges_are_ignored_not_fatal() -> None:
    chunks = chunk_lines(200, [(1, 100), (50, 150)])
    assert_covers(chunks, 200)
    assert chunks[0].end_line <= 100


def test_providers_may_hand_over_any_object_with_line_attributes() -> None:
    outline_symbol = SimpleNamespace(start_line=1, end_line=80, name="render", kind="function", parent_symbol=None)
    chunks = chunk_lines(90, [outline_symbol])
    assert chunks[0] == Chunk(1, 80, "render")
