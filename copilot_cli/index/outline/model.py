"""The outline wire shape (seed 002 § repo.outline) plus our `parser` field."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

ScopeKind = Literal["module", "class", "function"]
ParserName = Literal["ast", "tree-sitter", "lexical"]

# Kinds that open a class-like scope for their members (scope_kind "class").
CLASS_KINDS = frozenset({"class", "interface", "struct", "enum", "trait", "impl", "record", "union"})
# Kinds that open a module-like scope (scope_kind "module").
MODULE_KINDS = frozenset({"namespace", "module"})
FUNCTION_KINDS = frozenset({"function", "method", "constructor"})


class OutlineSymbol(BaseModel):
    kind: str
    name: str
    signature: str
    start_line: int
    end_line: int
    doc: str | None = None
    parent_symbol: str | None = None
    scope_kind: ScopeKind = "module"
    is_conditional: bool = False
    decl_context: str = "module"


class Outline(BaseModel):
    path: str
    language: str
    parser: ParserName
    symbols: list[OutlineSymbol] = Field(default_factory=list)
    # Line ranges the real parser could not read; symbols there come from the lexical adapter.
    error_ranges: list[tuple[int, int]] = Field(default_factory=list)


def scope_kind_of(parent_kind: str | None) -> ScopeKind:
    if parent_kind is None or parent_kind in MODULE_KINDS:
        return "module"
    if parent_kind in FUNCTION_KINDS:
        return "function"
    return "class"


def sort_symbols(symbols: list[OutlineSymbol]) -> list[OutlineSymbol]:
    """Document order; an enclosing symbol before the symbols it contains."""
    return sorted(symbols, key=lambda s: (s.start_line, -s.end_line, s.name, s.kind))
