"""Outlines: the declarations of a source file, for repo.outline, chunking and references.

    outline_source(path, text) -> Outline      # any text, no index needed
    symbol_ranges(path, text) -> list[SymbolRange]  # for the chunker

Python uses `ast`; TypeScript/JavaScript, Java, Go, Rust, C++ and C# use tree-sitter with
the lexical adapter filling in regions the parser could not read; everything else is
lexical. The `language` values on the wire are the seed's; `parser` says which one ran.
"""

from __future__ import annotations

from typing import NamedTuple

from .languages import PYTHON, LanguageSpec, language_for
from .lexical import outline_lexical
from .model import Outline, OutlineSymbol, sort_symbols

__all__ = ["Outline", "OutlineSymbol", "SymbolRange", "outline_source", "symbol_ranges", "language_for"]


class SymbolRange(NamedTuple):
    # Field order matches the chunker's tuple convention: (start, end, name, kind).
    start_line: int
    end_line: int
    name: str
    kind: str
    parent_symbol: str | None


def outline_source(path: str, text: str, python_ast: bool = True) -> Outline:
    """`python_ast=False` (repo-mcp --python-adapter-enabled false) outlines Python lexically."""
    spec = language_for(path)
    if spec is PYTHON and not python_ast:
        symbols = outline_lexical(text, "python", braces=False)
        return Outline(path=path, language="lexical", parser="lexical", symbols=sort_symbols(symbols))
    if spec is PYTHON:
        return _python(path, text)
    if spec.grammar is not None:
        return _tree_sitter(path, text, spec)
    symbols = outline_lexical(text, spec.key, spec.braces)
    return Outline(path=path, language=spec.wire, parser="lexical", symbols=sort_symbols(symbols))


def _python(path: str, text: str) -> Outline:
    from .python_ast import outline_python

    try:
        symbols = outline_python(text)
    except (SyntaxError, ValueError, RecursionError):
        lexical = outline_lexical(text, "python", braces=False)
        return Outline(path=path, language="python", parser="lexical", symbols=sort_symbols(lexical))
    return Outline(path=path, language="python", parser="ast", symbols=sort_symbols(symbols))


def _tree_sitter(path: str, text: str, spec: LanguageSpec) -> Outline:
    from .treesitter import outline_tree

    symbols, errors = outline_tree(spec, text.encode("utf-8", errors="surrogatepass"))
    lines = text.splitlines() if errors else []
    for lo, hi in errors:
        symbols.extend(_fill(text, spec, (lo, hi), symbols, lines))
    return Outline(
        path=path, language=spec.wire, parser="tree-sitter", symbols=sort_symbols(symbols), error_ranges=errors
    )


def _fill(
    text: str, spec: LanguageSpec, window: tuple[int, int], known: list[OutlineSymbol], lines: list[str]
) -> list[OutlineSymbol]:
    """Lexical symbols declared inside an error region that the tree did not already give."""
    seen = {(s.name, s.start_line) for s in known}
    filled = []
    for symbol in outline_lexical(text, spec.key, spec.braces, window, lines):
        if (symbol.name, symbol.start_line) in seen:
            continue
        enclosing = [s for s in known if s.start_line <= symbol.start_line and s.end_line >= symbol.end_line]
        if enclosing and symbol.parent_symbol is None:
            host = max(enclosing, key=lambda s: s.start_line)
            parent = host.name if host.parent_symbol is None else f"{host.parent_symbol}.{host.name}"
            kind = (
                "method"
                if symbol.kind == "function"
                and host.kind in ("class", "struct", "interface", "impl", "trait", "record")
                else symbol.kind
            )
            symbol = symbol.model_copy(
                update={
                    "parent_symbol": parent,
                    "kind": kind,
                    "decl_context": f"{host.kind} {parent}",
                    "scope_kind": "class" if kind == "method" else symbol.scope_kind,
                }
            )
        filled.append(symbol)
    return filled


def symbol_ranges(path: str, text: str) -> list[SymbolRange]:
    """Line ranges of declarations, for symbol-aligned chunking (outermost first)."""
    return [
        SymbolRange(s.start_line, s.end_line, s.name, s.kind, s.parent_symbol)
        for s in outline_source(path, text).symbols
    ]
