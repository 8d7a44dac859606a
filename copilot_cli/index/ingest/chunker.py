"""Chunking: cut a file's lines into chunks that follow its symbols.

The one invariant: every line of a file belongs to exactly one chunk, chunks are in line
order and contiguous, so "lines 40-75 of src/app.py" can be answered from the store.

Symbols come from any outline provider as line ranges (`SymbolRange`, or anything with
`start_line`/`end_line` attributes, or `(start, end)` tuples): the Python scanner in
`pyspans.py`, tree-sitter outlines from `index/outline/` for other languages (spans.py picks
one per extension). Nesting is inferred from containment; ranges that cross each other are
dropped (a provider's mistake must not break the invariant). Then:

- a symbol that fits in `max_lines` is one chunk;
- a bigger symbol is split at its children (header, each child, the gaps) and, failing
  children, into windows;
- lines outside any symbol become windows of `window` lines;
- small neighbouring pieces are packed together up to `target_lines`, never splitting a
  symbol, so a file of tiny functions does not become hundreds of one-line chunks.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

MAX_LINES = 120  # Repodex `fetch` returns at most 120 lines: a chunk fits in one fetch
WINDOW = 60
TARGET_LINES = 60


# NamedTuples, not frozen dataclasses: a refresh builds hundreds of thousands of these and
# a frozen dataclass costs several times more to construct.
class SymbolRange(NamedTuple):
    start_line: int  # 1-based, inclusive
    end_line: int  # inclusive
    name: str = ""
    kind: str = ""


class Chunk(NamedTuple):
    start_line: int
    end_line: int
    symbol: str = ""  # the symbol the chunk starts with, "" for plain windows

    @property
    def line_count(self) -> int:
        return self.end_line - self.start_line + 1


@dataclass
class _Node:
    symbol: SymbolRange
    children: list[_Node] = field(default_factory=list)


def chunk_lines(
    line_count: int,
    symbols: Iterable[Any] = (),
    *,
    max_lines: int = MAX_LINES,
    window: int = WINDOW,
    target_lines: int = TARGET_LINES,
) -> list[Chunk]:
    """Chunks covering lines 1..line_count exactly once (none for an empty file)."""
    if line_count <= 0:
        return []
    forest = _forest(_normalize(symbols, line_count))
    pieces: list[Chunk] = []
    _cover(1, line_count, forest, "", pieces, max_lines, window)
    return _pack(pieces, target_lines)


def _normalize(symbols: Iterable[Any], line_count: int) -> list[SymbolRange]:
    out = []
    for sym in symbols:
        if type(sym) is not SymbolRange:
            sym = _as_range(sym)
        if sym.start_line < 1 or sym.end_line > line_count:
            sym = sym._replace(start_line=max(1, sym.start_line), end_line=min(line_count, sym.end_line))
        if sym.start_line <= sym.end_line:
            out.append(sym)
    out.sort(key=lambda s: (s.start_line, -s.end_line))
    return out


def _as_range(sym: Any) -> SymbolRange:
    if isinstance(sym, tuple) and not hasattr(sym, "start_line"):
        return SymbolRange(int(sym[0]), int(sym[1]), *(str(s) for s in sym[2:4]))
    return SymbolRange(
        int(sym.start_line), int(sym.end_line), str(getattr(sym, "name", "") or ""), str(getattr(sym, "kind", "") or "")
    )


def _forest(ranges: list[SymbolRange]) -> list[_Node]:
    roots: list[_Node] = []
    stack: list[_Node] = []
    for sym in ranges:
        while stack and sym.start_line > stack[-1].symbol.end_line:
            stack.pop()
        if stack and sym.end_line > stack[-1].symbol.end_line:
            continue  # crosses its would-be parent: not a tree, ignore it
        siblings = stack[-1].children if stack else roots
        if siblings and siblings[-1].symbol.end_line >= sym.start_line:
            continue  # overlaps an earlier sibling (e.g. a duplicate range)
        node = _Node(sym)
        siblings.append(node)
        stack.append(node)
    return roots


def _cover(lo: int, hi: int, nodes: list[_Node], label: str, out: list[Chunk], max_lines: int, window: int) -> None:
    pos = lo
    for node in nodes:
        sym = node.symbol
        if sym.start_line > pos:
            _windows(pos, sym.start_line - 1, label, out, window)
        _emit(node, out, max_lines, window)
        pos = sym.end_line + 1
    if pos <= hi:
        _windows(pos, hi, label, out, window)


def _emit(node: _Node, out: list[Chunk], max_lines: int, window: int) -> None:
    sym = node.symbol
    name = sym.name
    if sym.end_line - sym.start_line + 1 <= max_lines:
        out.append(Chunk(sym.start_line, sym.end_line, name))
    elif node.children:
        _cover(sym.start_line, sym.end_line, node.children, name, out, max_lines, window)
    else:
        _windows(sym.start_line, sym.end_line, name, out, window)


def _windows(lo: int, hi: int, label: str, out: list[Chunk], window: int) -> None:
    for start in range(lo, hi + 1, window):
        out.append(Chunk(start, min(hi, start + window - 1), label))


def _pack(pieces: list[Chunk], target_lines: int) -> list[Chunk]:
    packed: list[Chunk] = []
    for piece in pieces:
        last = packed[-1] if packed else None
        if last is not None and last.line_count + piece.line_count <= target_lines:
            packed[-1] = Chunk(last.start_line, piece.end_line, last.symbol or piece.symbol)
        else:
            packed.append(piece)
    return packed
