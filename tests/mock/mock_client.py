"""An in-memory client for a mock API built from a spec (httpx over the ASGI app, no sockets)."""

from __future__ import annotations

from typing import Any

import httpx

from copilot_cli.mock import build_mock_app
from copilot_cli.spec import load_spec
from copilot_cli.spec.model import NormalizedSpec


def mock_client(spec: NormalizedSpec | dict[str, Any] | str, *, seed: int = 0) -> httpx.AsyncClient:
    normalized = spec if isinstance(spec, NormalizedSpec) else load_spec(spec)
    app = build_mock_app(normalized, seed=seed)
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://mock.test")
