"""Where chunking gets symbol ranges: one provider per file extension.

A provider is `fn(text) -> list of ranges` (SymbolRange, anything with start_line/end_line,
or (start, end) tuples; see chunker.py). Python is built in (pyspans.scan_ranges). Outline
providers for other languages plug in with `register_span_provider(".ts", fn)` (the
tree-sitter outlines in `index/outline/providers.py` do this); a provider that raises is ignored for that
file and the file falls back to line windows, so a parser bug never stops a refresh.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any

from copilot_cli.index.ingest import pyspans

log = logging.getLogger("copilot_cli.index.ingest.spans")

SpanProvider = Callable[[str], Iterable[Any]]

_PROVIDERS: dict[str, SpanProvider] = {".py": pyspans.scan_ranges, ".pyi": pyspans.scan_ranges}
PYTHON_EXTENSIONS = frozenset({".py", ".pyi"})
# Text formats no outline provider reads: never worth loading the tree-sitter machinery for.
PLAIN_EXTENSIONS = frozenset(
    {
        "",
        ".md",
        ".rst",
        ".txt",
        ".toml",
        ".yaml",
        ".yml",
        ".json",
        ".cfg",
        ".ini",
        ".xml",
        ".html",
        ".css",
        ".scss",
        ".sql",
        ".sh",
        ".graphql",
        ".gql",
        ".proto",
    }
)
_outline_loaded = False
_explicit: dict[str, SpanProvider] = {}


def register_span_provider(extension: str, provider: SpanProvider) -> None:
    """Use `provider` for files ending in `extension` (".ts"); replaces any earlier one."""
    _PROVIDERS[extension.lower()] = provider


def registered_extensions() -> list[str]:
    _load_outline_providers()
    return sorted(_PROVIDERS)


def spans_for(path: str, text: str, *, python_enabled: bool = True) -> list[Any]:
    """Symbol ranges of one file, or [] for plain line windows."""
    dot = path.rfind(".")
    extension = path[dot:].lower() if dot > path.rfind("/") else ""
    if extension in PYTHON_EXTENSIONS and not python_enabled:
        return []
    provider = _PROVIDERS.get(extension)
    if provider is None and extension not in PLAIN_EXTENSIONS and not _outline_loaded:
        _load_outline_providers()
        provider = _PROVIDERS.get(extension)
    if provider is None:
        return []
    try:
        return list(provider(text))
    except Exception:  # a provider bug must not stop a refresh: fall back to windows
        log.warning("span provider for %s failed on %s; using line windows", extension, path, exc_info=True)
        return []


def _load_outline_providers() -> None:
    # Tree-sitter outlines (index/outline/) for every extension a grammar reads, imported on
    # the first file that could use one: the import costs ~0.3 s of CPU (pydantic models),
    # which every refresh worker process would otherwise pay even for a pure-Python tree.
    global _outline_loaded
    if _outline_loaded:
        return
    _outline_loaded = True
    from copilot_cli.index.outline.providers import register_outline_providers

    for extension, provider in list(_PROVIDERS.items()):
        _explicit[extension] = provider
    register_outline_providers(register_span_provider)
    _PROVIDERS.update(_explicit)  # providers registered by hand win over the defaults
