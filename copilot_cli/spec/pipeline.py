"""Glue: source → parsed document → NormalizedSpec (filled in by the loaders/normalizers)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from copilot_cli.spec.model import NormalizedSpec


def load_spec(source: Any, *, format_hint: str | None = None, base_dir: Path | None = None) -> NormalizedSpec:
    raise NotImplementedError("spec loading lands in the next commit")


def normalize_document(doc: dict[str, Any], *, base_dir: Path | None = None, source_info: dict[str, Any] | None = None) -> NormalizedSpec:
    raise NotImplementedError("spec normalization lands in the next commit")


def ensure_normalized(obj: Any) -> NormalizedSpec:
    raise NotImplementedError("spec normalization lands in the next commit")
