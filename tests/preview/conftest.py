from __future__ import annotations

import pytest

from copilot_cli.preview.cache import CACHE_ENV


@pytest.fixture(autouse=True)
def preview_cache(tmp_path_factory, monkeypatch):
    """Each test's previews keep their modules in a folder of their own, never in ~/.cache."""
    monkeypatch.setenv(CACHE_ENV, str(tmp_path_factory.mktemp("preview-cache")))
