"""Everything `copilot-cli preview` serves, assembled from a spec: the App code (generated, or a
--code file), the mock API (unless --api), and the page that ties them together."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from starlette.applications import Starlette

from copilot_cli import errors
from copilot_cli.preview.routes import MOCK_PREFIX, build_preview_app
from copilot_cli.preview.runtime import runtime_path
from copilot_cli.spec.model import NormalizedSpec


@dataclass
class PreviewSession:
    app: Starlette
    spec: NormalizedSpec
    base_url: str
    api_url: str | None


def mock_base_url(spec: NormalizedSpec) -> str:
    """Where the App finds the mock: REST paths sit right under /mock (they are relative to
    the spec's server base path); a GraphQL endpoint is /mock/graphql."""
    return f"{MOCK_PREFIX}/graphql" if spec.source.kind == "graphql" else MOCK_PREFIX


def prepare_preview(
    source: Any,
    *,
    code_file: Path | None = None,
    api_url: str | None = None,
    theme: str = "light",
    seed: int = 0,
) -> PreviewSession:
    from copilot_cli.mock import build_mock_app
    from copilot_cli.spec import load_spec

    spec = load_spec(source)
    code = _code_from_file(code_file) if code_file else _generated(spec, theme)
    mock = None if api_url else build_mock_app(spec, seed=seed)
    base_url = api_url or mock_base_url(spec)
    app = build_preview_app(code, title=spec.source.title, base_url=base_url, runtime=runtime_path(), mock=mock)
    return PreviewSession(app=app, spec=spec, base_url=base_url, api_url=api_url)


def _code_from_file(path: Path) -> Callable[[], str]:
    path.read_text(encoding="utf-8")  # fail now, with the OS's reason, if it cannot be read
    return lambda: path.read_text(encoding="utf-8")


def _generated(spec: NormalizedSpec, theme: str) -> Callable[[], str]:
    """The offline generator's App (ui/interface.py, the same code the `generate` method returns)."""
    from copilot_cli.ui.interface import generate

    try:
        code = generate(spec, theme=theme).code
    except errors.CopilotError:
        raise
    except Exception as exc:  # a generator bug must still end in a readable CLI error
        raise errors.GenerationFailed(f"generating the UI failed: {type(exc).__name__}: {exc}") from exc
    return lambda: code
