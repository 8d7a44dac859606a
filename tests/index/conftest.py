"""Shared fixtures for the index tests: small repositories built on disk per test."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from copilot_cli.index.config import load_config
from copilot_cli.index.repo_index import RepoIndex
from copilot_cli.index.store.sqlite import DB_NAME, Store

SAMPLE_REPO = Path(__file__).resolve().parents[1] / "fixtures" / "sample_repo"


def write(root: Path, files: dict[str, str | bytes]) -> None:
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A tiny repository with known files (exact counts depend on it)."""
    root = tmp_path / "repo"
    write(
        root,
        {
            "src/app.py": "def main():\n    return helper()\n\n\ndef helper():\n    return 42\n",
            "src/refreshIndex.ts": "export function refreshIndex(): void {\n  rebuild();\n}\n",
            "src/util/strings.js": "function maxOpenLines(text) {\n  return text.split('\\n').length;\n}\n",
            "docs/guide.md": "# Guide\n\nHow the token parser works.\n",
        },
    )
    return root


@pytest.fixture
def sample_repo(tmp_path: Path) -> Path:
    """A private copy of tests/fixtures/sample_repo (the index writes next to it)."""
    target = tmp_path / "sample_repo"
    shutil.copytree(SAMPLE_REPO, target)
    return target


def open_store(root: Path, **overrides) -> tuple:
    config = load_config(root, data_dir=root.parent / "data", **overrides)
    return config, Store(config.data_dir / DB_NAME)


@pytest.fixture
def index(repo: Path) -> RepoIndex:
    return RepoIndex.open(str(repo), data_dir=repo.parent / "data")
