from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.workspace.server import RunningServer, serve


@pytest.fixture
def root(tmp_path: Path) -> Path:
    directory = tmp_path / "root"
    directory.mkdir()
    return directory


@pytest.fixture
def server(root: Path, tmp_path: Path) -> Iterator[RunningServer]:
    with serve(root, tmp_path / "data") as running:
        yield running


@pytest.fixture
def client(server: RunningServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=server.url, headers=server.headers, timeout=10) as c:
        yield c
