"""Outlines as span providers for the chunker (index/ingest/spans.py).

The chunker asks a provider for a file's symbol ranges by extension. Python keeps the
index's fast indentation scanner; every extension with a tree-sitter grammar gets the
tree-sitter outline here, in its ranges-only form (no signatures or doc comments).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from . import SymbolRange
from .languages import BY_SUFFIX, LanguageSpec


def ranges_for(spec: LanguageSpec, text: str) -> list[SymbolRange]:
    from .treesitter import outline_tree

    symbols, _errors = outline_tree(spec, text.encode("utf-8", errors="surrogatepass"), detail=False)
    return [SymbolRange(s.start_line, s.end_line, s.name, s.kind, s.parent_symbol) for s in symbols]


def provider_for(spec: LanguageSpec) -> Callable[[str], list[SymbolRange]]:
    def provide(text: str) -> list[SymbolRange]:
        return ranges_for(spec, text)

    provide.__name__ = f"tree_sitter_{spec.key}_ranges"
    return provide


def register_outline_providers(register: Callable[[str, Callable[[str], Iterable[SymbolRange]]], None]) -> list[str]:
    """Register a provider for every extension a tree-sitter grammar reads; returns them."""
    extensions = sorted(ext for ext, spec in BY_SUFFIX.items() if spec.grammar is not None)
    for extension in extensions:
        register(extension, provider_for(BY_SUFFIX[extension]))
    return extensions
