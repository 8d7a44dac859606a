"""Spec ingestion: any API description (OpenAPI 3.0/3.1, Swagger 2.0, GraphQL SDL or
introspection JSON) → one `NormalizedSpec`. Pure functions; the only I/O is loading the source.

Public API (stable):

    load_spec(source, *, format_hint=None, base_dir=None) -> NormalizedSpec
    normalize_document(doc, *, base_dir=None, source_info=None) -> NormalizedSpec
    ensure_normalized(obj) -> NormalizedSpec

Errors: `copilot_cli.errors.SpecInvalid` with `data.errors: [{message, pointer | line/column}]`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from copilot_cli.spec.gcpause import gc_paused

with gc_paused():  # importing pydantic and the models builds ~10^5 objects, none of them garbage
    from copilot_cli.spec.model import NormalizedSpec

__all__ = ["NormalizedSpec", "load_spec", "normalize_document", "ensure_normalized"]


def load_spec(
    source: str | bytes | Path | dict,
    *,
    format_hint: str | None = None,
    base_dir: Path | None = None,
) -> NormalizedSpec:
    """Read and normalize a spec.

    `source`: a `Path` (read from disk; sibling-file `$ref`s resolve inside its folder), a str
    that is an http(s) URL (fetched with httpx, size-capped), a one-line str naming an existing
    file (read as a path), any other str or bytes (the spec text: JSON, YAML or GraphQL SDL,
    sniffed), or a dict (an already-parsed document, or an already-normalized spec). `format_hint`: 'openapi', 'swagger', 'graphql', 'json', 'yaml' to
    skip sniffing where ambiguous. `base_dir`: folder relative external `$ref`s resolve against
    for text/dict sources (refs leaving it are blocked); defaults to the file's folder for paths
    and to none (external refs are errors) otherwise.
    """
    with gc_paused():  # the first call imports the normalizer: no collections meanwhile either
        from copilot_cli.spec.pipeline import load_spec as _load

        return _load(source, format_hint=format_hint, base_dir=base_dir)


def normalize_document(
    doc: dict[str, Any], *, base_dir: Path | None = None, source_info: dict[str, Any] | None = None
) -> NormalizedSpec:
    """Normalize an already-parsed document (OpenAPI/Swagger dict or GraphQL introspection,
    bare `{"__schema": …}` or wrapped `{"data": {"__schema": …}}`). `source_info` may set the
    source's `title`, `location` or `description` (e.g. the file name the document came from)."""
    with gc_paused():  # the first call imports the normalizer: no collections meanwhile either
        from copilot_cli.spec.pipeline import normalize_document as _normalize

        return _normalize(doc, base_dir=base_dir, source_info=source_info)


def ensure_normalized(obj: dict[str, Any] | NormalizedSpec) -> NormalizedSpec:
    """A NormalizedSpec from either a NormalizedSpec (model or its wire dict) or a raw document."""
    with gc_paused():  # the first call imports the normalizer: no collections meanwhile either
        from copilot_cli.spec.pipeline import ensure_normalized as _ensure

        return _ensure(obj)
