"""Symbol ranges for ranking and references: names, kinds and parents, no signatures.

Python uses the index's fast indentation scanner (pyspans); languages with a grammar use the
tree-sitter outline in its ranges-only form; anything else the lexical outline. Results are
cached per path by the file's (size, mtime_ns), like the index itself.
"""

from __future__ import annotations

from copilot_cli.index.outline import OutlineSymbol, outline_source
from copilot_cli.index.outline.languages import PYTHON, language_for

_SYMBOL_CACHE: dict[str, tuple[tuple[int, int], tuple[OutlineSymbol, ...]]] = {}
_CACHE_LIMIT = 4096


def file_symbols(path: str, text: str, stat_key: tuple[int, int] = (0, 0)) -> tuple[OutlineSymbol, ...]:
    """Symbol ranges for ranking (names, kinds, parents; no signatures), cached by the file's
    (size, mtime_ns) like the index itself. Python uses the index's fast scanner; languages
    with a grammar use the tree-sitter outline in its ranges-only form."""
    cached = _SYMBOL_CACHE.get(path)
    if cached is not None and cached[0] == stat_key and stat_key != (0, 0):
        return cached[1]
    symbols = _ranges(path, text)
    if len(_SYMBOL_CACHE) >= _CACHE_LIMIT:
        _SYMBOL_CACHE.clear()
    _SYMBOL_CACHE[path] = (stat_key, symbols)
    return symbols


def _ranges(path: str, text: str) -> tuple[OutlineSymbol, ...]:
    spec = language_for(path)
    if spec is PYTHON:
        from copilot_cli.index.ingest.pyspans import scan_ranges

        raw = [(r.start_line, r.end_line, r.name, r.kind) for r in scan_ranges(text)]
    elif spec.grammar is not None:
        from copilot_cli.index.outline.providers import ranges_for

        raw = [(r.start_line, r.end_line, r.name, r.kind) for r in ranges_for(spec, text)]
    else:
        return tuple(outline_source(path, text).symbols)
    raw.sort(key=lambda r: (r[0], -r[1]))
    out: list[OutlineSymbol] = []
    stack: list[OutlineSymbol] = []
    for start, end, name, kind in raw:
        while stack and stack[-1].end_line < start:
            stack.pop()
        parent = qualified(stack[-1]) if stack else None
        symbol = OutlineSymbol.model_construct(
            kind=kind, name=name, signature="", start_line=start, end_line=end, parent_symbol=parent
        )
        out.append(symbol)
        stack.append(symbol)
    return tuple(out)


def qualified(symbol: OutlineSymbol) -> str:
    return symbol.name if symbol.parent_symbol is None else f"{symbol.parent_symbol}.{symbol.name}"


def enclosing_name(symbols: tuple[OutlineSymbol, ...], line: int) -> str | None:
    """Qualified name of the innermost symbol containing `line` (symbols outermost first)."""
    best = None
    for symbol in symbols:
        if symbol.start_line <= line <= symbol.end_line:
            best = symbol
    return None if best is None else qualified(best)
